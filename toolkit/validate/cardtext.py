"""Card text in the configured languages (V04xx): a card whose name, flavour or rules override is missing
(V0401) or stale (V0402) in a language the project prints in.

What a card needs in each language (toolkit/i18n/fluent.py): its name in the termbase (``-card-<key>`` in
terms-<game>.ftl, a family's file first), its flavour if it has one (``card-<key>-flavour`` in
cards-<game>.ftl), and a translator's rules override, if there is one, made from the card as it is now (its
``# source-hash:`` is the card's content hash). Its rules text itself is generated from the model, so it can
never drift. Warnings: a card may go to print in English while its translation catches up.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from babel import Locale

from toolkit.i18n import fluent
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.fluent_cards import HASH_LENGTH, family_chain, flavour_of, text_games
from toolkit.i18n.fluent_terms import Termbase
from toolkit.lang.diagnostics import Diagnostic, Severity
from toolkit.lang.model import Card
from toolkit.lang.spans import header_span

MISSING = "V0401"
STALE = "V0402"


def _shown(path: object) -> str:
    """A path as the report shows it: relative to the working directory when it is below it."""
    try:
        return str(Path(str(path)).resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


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
    files = fluent.Files(project.locales)
    termbases: dict[tuple[str, str], Termbase] = {}

    def termbase(game: str, lang: str) -> Termbase:
        if (game, lang) not in termbases:
            termbases[game, lang] = Termbase(files, family_chain(game), lang)
        return termbases[game, lang]

    found: list[Diagnostic] = []
    for card in cards:
        if card.game not in games:
            continue
        for lang in languages:
            found.extend(
                _card_findings(card, lang, files, termbase(card.game, SOURCE_LANGUAGE), termbase(card.game, lang))
            )
    return found


def _card_findings(card: Card, lang: str, files: fluent.Files, english: Termbase, ours: Termbase) -> list[Diagnostic]:
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
        hint = f"add {name_id} to {terms_path.name}, with its case forms and .gender (docs/translating.md)"
        missing("name", name_id, _shown(terms_path), hint)
    else:
        source = english.get(name_id)
        if source is not None and _stale(
            term.entry, fluent.entry_hash(source.entry), fluent.written_hash(source.entry, source.file)
        ):
            stale("name", name_id, _shown(term.file.path), term.line, "the English name changed")
    per_card = files.get(lang, card.game, "cards")
    entries = per_card.entries()
    flavour = flavour_of(card)
    if flavour:
        ident = fluent.flavour_id(card.key)
        entry = entries.get(ident)
        if entry is None:
            missing("flavour text", ident, _shown(per_card.path), f"translate it in {per_card.path.name}")
        elif _stale(entry, fluent.entry_hash(fluent.message(ident, flavour))):
            stale("flavour text", ident, _shown(per_card.path), per_card.where(entry), "the English flavour changed")
    rules = entries.get(fluent.rules_id(card.key))
    if rules is not None and _stale(rules, card.content_hash()[:HASH_LENGTH]):
        stale(
            "rules text",
            fluent.rules_id(card.key),
            _shown(per_card.path),
            per_card.where(rules),
            "the card's effects changed",
        )
    return found


def _stale(entry: fluent.ftl.Message | fluent.ftl.Term, *current: str | None) -> bool:
    """Marked stale, or stamped from another English than ``current`` (its hashes, canonical and as written)."""
    recorded = fluent.recorded_hash(entry)
    return fluent.marked_stale(entry) or (recorded is not None and recorded not in current)
