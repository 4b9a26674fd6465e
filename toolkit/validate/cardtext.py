"""Card text in the configured languages (V04xx): a card whose name, flavour or rules override is missing
(V0401) or stale (V0402) in a language the project prints in.

What a card needs in each language (toolkit/i18n/fluent.py): its name in the termbase (``-card-<key>`` in
terms-<game>.ftl, a family's file first), its flavour if it has one (``card-<key>-flavour`` in
cards-<game>.ftl), and a translator's rules override, if there is one, made from the card as it is now (its
``# source-hash:`` is the card's content hash). Its rules text itself is generated from the model, so it can
never drift. Warnings: a card may go to print in English while its translation catches up.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path

from babel import Locale

from toolkit.i18n import fluent
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.fluent_cards import (
    HASH_LENGTH,
    designer_words,
    family_chain,
    flavour_of,
    prose_fields,
    text_games,
    word_term,
)
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Card
from toolkit.lang.spans import header_span
from toolkit.text.ftlcache import Kept

MISSING = "V0401"
STALE = "V0402"
SYNTAX = "E0131"  # a card-text file that is not Fluent (toolkit.text.bundles.FluentSyntaxError's code)


def _shown(path: object) -> str:
    """A path as the report shows it: relative to the working directory when it is below it."""
    try:
        return str(Path(str(path)).resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


@functools.cache
def _language(lang: str) -> str:
    try:
        return Locale.parse(lang).english_name or lang
    except (ValueError, TypeError):
        return lang


def cardtext_findings(
    cards: Sequence[Card], languages: Sequence[str], project: Project | None = None
) -> list[Diagnostic]:
    """V0401 and V0402 for every card of a game with card text, in each of ``languages``."""
    project = project or Project.default()
    games = set(text_games(project))
    # Each file's facts are kept by its bytes: a run parses only a file it never saw (an edited one).
    files = fluent.FactFiles(project.locales, project.beneath, Kept("facts"))
    termbases: dict[tuple[str, str], _Terms] = {}

    def termbase(game: str, lang: str) -> _Terms:
        if (game, lang) not in termbases:
            termbases[game, lang] = _terms(files, family_chain(game), lang)
        return termbases[game, lang]

    found: list[Diagnostic] = []
    for card in cards:
        if card.game not in games:
            continue
        for lang in languages:
            found.extend(
                _card_findings(card, lang, files, termbase(card.game, SOURCE_LANGUAGE), termbase(card.game, lang))
            )
    if project.is_overlay:  # a project's own files: the shipped ones are `deckwright i18n check`'s
        found.extend(_unreadable(files, sorted({c.game for c in cards if c.game in games}), languages))
    return found


_Terms = dict[str, tuple[fluent.FileFacts, fluent.EntryFacts]]


def _terms(files: fluent.FactFiles, chain: list[str], lang: str) -> _Terms:
    """Every term a language's card text of one game can use, and its file: as
    toolkit.i18n.fluent_terms.Termbase orders them (a family's files first; each locale layer over the
    whole layer below; a later file's term replaces an earlier one's), read from the files' facts."""
    found: _Terms = {}
    kinds = [files.layered(lang, game, kind) for game in chain for kind in fluent.KINDS]
    for depth in range(len(files.beneath) + 1):
        for layered in kinds:
            file = layered[depth]
            for ident, entry in file.entries.items():
                if ident.startswith("-"):
                    found[ident] = (file, entry)
    return found


def _unreadable(files: fluent.FactFiles, games: Sequence[str], languages: Sequence[str]) -> list[Diagnostic]:
    """E0131 for each stretch of a project's card-text files that is not Fluent (its entries are lost to
    every text made from it), at the file's line and column."""
    found: list[Diagnostic] = []
    paths = {
        fluent.path_of(files.locales, lang, member, kind): lang
        for game in games
        for member in family_chain(game)
        for lang in dict.fromkeys([SOURCE_LANGUAGE, *languages])
        for kind in fluent.KINDS
    }
    for path in paths:
        file = files.at(path)
        if file.error:
            span = Span(_shown(path), 1, 1, 1, 1)
            found.append(Diagnostic(SYNTAX, f"cannot read this card-text file: {file.error}", span, Severity.ERROR))
        for junk in file.junk:
            span = Span(_shown(path), junk.line, junk.column, junk.line, junk.column + 1)
            message = f"not Fluent syntax ({junk.code}: {junk.message}): the entry is left out of every text"
            hint = "fix the entry (docs/translating.md); `deckwright i18n check` lists every problem of the file"
            found.append(Diagnostic(SYNTAX, message, span, Severity.ERROR, hint))
    return found


def _card_findings(card: Card, lang: str, files: fluent.FactFiles, english: _Terms, ours: _Terms) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    language = _language(lang)
    span = header_span(card)

    def missing(what: str, ident: str, path: str, hint: str) -> None:
        found.append(
            Diagnostic(
                MISSING, f"'{card.name}' has no {language} {what} ({ident} in {path})", span, Severity.WARNING, hint
            )
        )

    def stale(what: str, ident: str, path: str, line: int, why: str) -> None:
        found.append(
            Diagnostic(
                STALE,
                f"'{card.name}': its {language} {what} is stale: {why} since it was translated ({path}:{line})",
                span,
                Severity.WARNING,
                "review the translation, then delete its `# stale:` line (`deckwright i18n update` marks it)",
            )
        )

    if lang == SOURCE_LANGUAGE:
        return found  # the card's name and flavour are its English: nothing there can be missing or stale
    name_id = "-" + fluent.card_term(card.key)
    terms_path = fluent.path_of(files.locales, lang, card.game, "terms")
    term = ours.get(name_id)
    if term is None:
        hint = f"add {name_id} to {_shown(terms_path)}, with its case forms and .gender (docs/translating.md)"
        missing("name", name_id, _shown(terms_path), hint)
    else:
        source = english.get(name_id)
        if source is not None and _stale(term[1], source[1].canonical, source[1].written):
            stale("name", name_id, _shown(term[0].path), term[1].line, "the English name changed")
    if files.beneath:  # a project's card: the words it declares (a tag, a class) are said in every language
        for kind, word in designer_words(card):
            ident = word_term(kind, word)
            if ours.get(ident) is None:
                hint = f"add {ident} to {_shown(terms_path)}, with its case forms (`deckwright i18n update` lists it)"
                missing(f"word for the {kind} '{word}'", ident, _shown(terms_path), hint)
    # The card's own prose (its flavour, a designer's text fields such as a villain's base), looked up in
    # the highest layer that has it; missing, it belongs in the top layer's file (a project's own).
    per_card = files.get(lang, card.game, "cards")
    prose = [("flavour text", fluent.flavour_id(card.key), flavour_of(card), "the English flavour changed")]
    for name, text in prose_fields(card):
        prose.append((f"'{name}' text", fluent.field_id(card.key, name), text, f"the English '{name}' changed"))
    for what, ident, english, why in prose:
        if not english:
            continue
        located = files.find(lang, card.game, "cards", ident)
        if located is None:
            hint = f"translate it in {_shown(per_card.path)} (docs/translating.md)"
            missing(what, ident, _shown(per_card.path), hint)
        elif _stale(located[1], fluent.message_hash(ident, english)):
            stale(what, ident, _shown(located[0].path), located[1].line, why)
    rules = files.find(lang, card.game, "cards", fluent.rules_id(card.key))
    if rules is not None and _stale(rules[1], card.content_hash()[:HASH_LENGTH]):
        stale(
            "rules text",
            fluent.rules_id(card.key),
            _shown(rules[0].path),
            rules[1].line,
            "the card's effects changed",
        )
    return found


def _stale(entry: fluent.EntryFacts, *current: str | None) -> bool:
    """Marked stale, or stamped from another English than ``current`` (its hashes, canonical and as written)."""
    recorded = entry.recorded
    return entry.stale or (recorded is not None and recorded not in current)
