"""``extract`` and ``update`` for the card-text files.

``extract`` writes the English entries derivable from the cards: ``cards-<game>.ftl`` (each card's
flavour) and a ``-card-<key>`` name stub in ``terms-<game>.ftl`` for a card that has none (the construct
messages, ``<game>.ftl``, are written by hand). ``update`` merges the English into every language's files:
a new entry is listed as missing (never copied in English), a translation whose English changed is marked
``# stale: <old hash>`` and stamped with the new one, one whose English is gone is dropped; comments and
the order the translator chose are kept. Every write is atomic, and a file that would not change is not
written.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from babel import Locale
from fluent.syntax import ast as ftl

from toolkit.i18n import fluent
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.fluent_cards import designer_words, family_chain, game_cards, text_games, word_term
from toolkit.i18n.fluent_check import Source, _Run
from toolkit.lang import games as registry
from toolkit.lang.model import Card

_HEADER = {
    "cards": "{language} per-card text of {title}: each card's flavour (card-KEY-flavour) and, where a "
    "translator reviewed one, an override of its whole rules text (card-KEY-rules).",
    "terms": "{language} termbase of {title}: game terms and every card's name (-card-KEY), with their "
    "case forms ($case) and .gender where {language} has them.",
    "messages": "{language} card-text messages of {title}: one per construct of the card model.",
}
_NOTE = (
    "Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). "
    "Keep each `# source-hash:` line."
)


def _title(game: str) -> str:
    ruleset = registry.get(game)
    return ruleset.title if ruleset is not None else game


def _language(lang: str) -> str:
    try:
        return Locale.parse(lang).english_name or lang
    except (ValueError, TypeError):
        return lang


_SOURCE_NOTE = {
    "cards": "Made by `deckwright i18n extract` from the cards: edit a flavour in its card file, not here.",
    "terms": "The source termbase: `deckwright i18n extract` adds a -card-KEY stub for a new card; "
    "edit the rest by hand.",
    "messages": "The source messages, written by hand.",
}


def _header(kind: str, game: str, lang: str) -> ftl.ResourceComment:
    text = _HEADER[kind].format(language=_language(lang), title=_title(game))
    note = _SOURCE_NOTE[kind] if lang == SOURCE_LANGUAGE else _NOTE
    return ftl.ResourceComment(f"{text}\n{note}")


def extract(project: Project, games: Iterable[str]) -> list[Path]:
    """Write the English entries derived from the cards of each game that has card text."""
    written: list[Path] = []
    for game in [g for g in games if g in set(text_games(project))]:
        cards = game_cards(project, game)
        if not cards.cards:
            continue
        path = fluent.path_of(project.locales, SOURCE_LANGUAGE, game, "cards")
        entries = cards.flavour_entries()
        current = fluent.read(path)
        if entries or current.exists:
            kept = [e for e in current.resource.body if isinstance(e, ftl.ResourceComment)]
            resource = ftl.Resource([*(kept or [_header("cards", game, SOURCE_LANGUAGE)]), *entries])
            if fluent.write(path, resource):
                written.append(path)
        written.extend(_name_stubs(project, game, cards.cards))
    return written


def _name_stubs(project: Project, game: str, cards: list[Card]) -> list[Path]:
    """Append ``-card-<key> = Name`` to the English termbase for every card whose name it lacks, and in
    a project ``-<set>-<word> = word`` for every word a card declares (a designer's tag, class, race) that no
    layer's termbase has: the English says them as written, and every language translates them."""
    files = fluent.Files(project.locales, project.beneath)
    have: set[str] = set()
    for member in family_chain(game):
        for kind in ("terms", "messages"):
            for file in files.layered(SOURCE_LANGUAGE, member, kind):
                have.update(file.entries())
    new = []
    for card in cards:
        wanted = [("-" + fluent.card_term(card.key), card.name)]
        if project.is_overlay:  # a project's own words (the shipped termbases name the shipped sets' words)
            wanted += [(word_term(kind, word), word) for kind, word in designer_words(card)]
        for ident, text in wanted:
            if ident not in have:
                have.add(ident)
                new.append(_identity_term(ident, card.name) if _is_identity(card, ident) else fluent.term(ident, text))
    if not new:
        return []
    path = fluent.path_of(project.locales, SOURCE_LANGUAGE, game, "terms")
    current = files.get(SOURCE_LANGUAGE, game, "terms")
    if current.error:
        raise ValueError(f"{path}: {current.error}")
    body = list(current.resource.body) or [_header("terms", game, SOURCE_LANGUAGE)]
    fluent.write(path, ftl.Resource([*body, *new]))
    return [path]


def _is_identity(card: Card, ident: str) -> bool:
    """Whether ``ident`` is the term of the identity ``card`` declares (`class "Bard" { is bard }`)."""
    ruleset = registry.get(card.game)
    if ruleset is None:
        return False
    for spec in ruleset.vocabulary.declared:
        value = card.fields.get(spec.field) if spec.declared_by == card.kind else None
        if isinstance(value, str) and word_term(spec.name, value) == ident:
            return True
    return False


def _identity_term(ident: str, name: str) -> ftl.Term:
    """An identity's English term as the shipped ones are (`-class-wizard`): by its card's name, with
    the indefinite form the messages ask ("If you are a Bard"); a plain term if the name is not Fluent."""
    from fluent.syntax import FluentParser

    article = "an" if name[:1].lower() in "aeiou" else "a"
    source = f"{ident} = {{ $case ->\n   *[nom] {name}\n    [indef] {article} {name}\n  }}\n"
    found = FluentParser(with_spans=False).parse(source).body
    if len(found) == 1 and isinstance(found[0], ftl.Term):
        return found[0]
    return fluent.term(ident, name)


def update(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Path]:
    """Merge each game's English card text into every other language's files (made if missing)."""
    run = _Run(project)
    written: list[Path] = []
    languages = [lang for lang in languages if lang != SOURCE_LANGUAGE]
    for game in [g for g in games if g in set(text_games(project))]:
        run.cards[game] = game_cards(project, game)  # CardsUnreadable (a ValueError): nothing is dropped
        for kind in fluent.KINDS:
            english = fluent.path_of(project.locales, SOURCE_LANGUAGE, game, kind)
            sources = run.sources(game, kind)
            if not english.is_file() and not sources:
                continue
            if project.is_overlay and not any(s.required for s in sources.values()):
                continue  # nothing of the project's own to translate in this kind: no empty file
            for lang in languages:
                path = fluent.path_of(project.locales, lang, game, kind)
                if merge(path, sources, _header(kind, game, lang), stubs=project.is_overlay, lang=lang):
                    written.append(path)
    return written


UNTRANSLATED = "untranslated:"  # the first line of the comment `update` writes for an entry to translate


def merge(
    path: Path, sources: dict[str, Source], header: ftl.ResourceComment, stubs: bool = False, lang: str = ""
) -> bool:
    """Bring one translation file in line with its sources; True when it was written. ``stubs`` (a
    project's files): each entry still to translate is added as a comment holding its English, for the
    translator to write over; a comment, so nothing untranslated is ever printed as if translated, and
    written again at each update (an entry translated since loses its comment)."""
    current = fluent.read(path)
    if current.error:
        raise ValueError(f"{path}: {current.error}")
    body: list[ftl.EntryType] = []
    for entry in current.resource.body:
        if isinstance(entry, ftl.Comment) and entry.content.startswith(UNTRANSLATED):
            continue  # the last update's stub: written again below if still untranslated
        if not isinstance(entry, ftl.Message | ftl.Term):
            body.append(entry)  # comments, and junk: a translator's text is never dropped unread
            continue
        _drop_stub_lines(entry)
        source = sources.get(fluent.entry_id(entry))
        if source is None:
            if isinstance(entry, ftl.Term):
                # A term the English never had is the translator's own (a helper their messages use:
                # `-term-gen`, a declined form): kept; `i18n check` warns when nothing uses it.
                body.append(entry)
            continue  # a message whose English is gone
        recorded = fluent.recorded_hash(entry)
        if recorded is None:
            fluent.stamp(entry, source.hash)  # a new translation, made from today's English
        elif source.matches(recorded):
            if recorded != source.hash:
                fluent.stamp(entry, source.hash)  # the same English, stamped from the file's own layout
        else:
            fluent.stamp(entry, source.hash)
            fluent.mark_stale(entry, recorded)  # stale until the translator reviews it and deletes the mark
        body.append(entry)
    if stubs:
        have = {fluent.entry_id(e) for e in body if isinstance(e, ftl.Message | ftl.Term)}
        body.extend(_stub(ident, source, lang) for ident, source in sources.items() if _wanted(ident, source, have))
    if not current.exists:
        body.insert(0, header)  # a new language's file says what it is; a translator's own is left as it is
    return fluent.write(path, ftl.Resource(body))


def _wanted(ident: str, source: Source, have: set[str]) -> bool:
    return source.required and source.entry is not None and ident not in have


def _stub(ident: str, source: Source, lang: str) -> ftl.Comment:
    """The comment an untranslated entry gets in a project's file: what to do, and the English to
    write over (each line of it after ``# ``, so removing the marks leaves a Fluent entry)."""
    assert source.entry is not None
    english = fluent.entry_source(source.entry).rstrip("\n")
    needs = []
    if ident.startswith("-") and lang in fluent.CASES:
        needs.append(f"its case forms ({', '.join(fluent.CASES[lang])})")
    if ident.startswith("-card-") and lang in fluent.GENDERED:
        needs.append("a .gender")
    with_ = f", with {' and '.join(needs)}" if needs else ""
    todo = f"{UNTRANSLATED} {ident}: translate it{with_}, then remove the `# ` marks and this line"
    return ftl.Comment(f"{todo}\n{english}")


def _drop_stub_lines(entry: ftl.Message | ftl.Term) -> None:
    """A translator who wrote the entry under its stub kept the stub's first line as its comment."""
    if entry.comment is not None and entry.comment.content:
        lines = [x for x in entry.comment.content.split("\n") if not x.startswith(UNTRANSLATED)]
        entry.comment = ftl.Comment("\n".join(lines)) if lines else None
