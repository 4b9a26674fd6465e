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
from toolkit.i18n.fluent_cards import family_chain, game_cards, text_games
from toolkit.i18n.fluent_check import Source, _Run
from toolkit.lang import games as registry

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


def _name_stubs(project: Project, game: str, cards: list) -> list[Path]:  # type: ignore[type-arg]
    """Append ``-card-<key> = Name`` to the English termbase for every card whose name it lacks."""
    files = fluent.Files(project.locales)
    have: set[str] = set()
    for member in family_chain(game):
        for kind in ("terms", "messages"):
            have.update(files.get(SOURCE_LANGUAGE, member, kind).entries())
    new = [fluent.term(fluent.card_term(c.key), c.name) for c in cards if "-" + fluent.card_term(c.key) not in have]
    if not new:
        return []
    path = fluent.path_of(project.locales, SOURCE_LANGUAGE, game, "terms")
    current = files.get(SOURCE_LANGUAGE, game, "terms")
    if current.error:
        raise ValueError(f"{path}: {current.error}")
    body = list(current.resource.body) or [_header("terms", game, SOURCE_LANGUAGE)]
    fluent.write(path, ftl.Resource([*body, *new]))
    return [path]


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
            for lang in languages:
                path = fluent.path_of(project.locales, lang, game, kind)
                if merge(path, sources, _header(kind, game, lang)):
                    written.append(path)
    return written


def merge(path: Path, sources: dict[str, Source], header: ftl.ResourceComment) -> bool:
    """Bring one translation file in line with its sources; True when it was written."""
    current = fluent.read(path)
    if current.error:
        raise ValueError(f"{path}: {current.error}")
    body: list[ftl.EntryType] = []
    for entry in current.resource.body:
        if not isinstance(entry, ftl.Message | ftl.Term):
            body.append(entry)  # comments, and junk: a translator's text is never dropped unread
            continue
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
    if not current.exists:
        body.insert(0, header)  # a new language's file says what it is; a translator's own is left as it is
    return fluent.write(path, ftl.Resource(body))
