"""Which games have card text, the files a game reads (its family's first), and the English entries
derived from its cards: ``card-<key>-flavour`` from each card's flavour, ``-card-<key>`` name stubs, and
the source a translator's rules override is made from (the card's ``content_hash``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import ast as ftl

from toolkit.i18n import fluent
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.lang import games as registry
from toolkit.lang.diagnostics import Severity, has_errors
from toolkit.lang.model import Card

FLAVOUR_FIELD = "flavour"  # the field a card's flavour text is written in (toolkit/lang/vocabulary.py)
HASH_LENGTH = 12  # a rules override records the first 12 hex of Card.content_hash()


def family_chain(game: str) -> list[str]:
    """The games whose files ``game`` reads, in order: its family's (and theirs) first, then its own."""
    chain: list[str] = []
    name: str | None = game
    while name and name not in chain:
        chain.insert(0, name)
        ruleset = registry.get(name)
        name = ruleset.family if ruleset is not None and ruleset.family else None
    return chain


def text_games(project: Project) -> list[str]:
    """The games that have Fluent card text: an English messages or terms file of their own or of
    their family's (a game without one is left to the card-text generator's fallback)."""
    found = []
    for game in sorted(registry.names()):
        for member in family_chain(game):
            if any(
                fluent.path_of(folder, SOURCE_LANGUAGE, member, k).is_file()
                for folder in project.layers  # a project's translations read the shipped English beneath
                for k in ("messages", "terms")
            ):
                found.append(game)
                break
    return found


class CardsUnreadable(ValueError):
    """A game's card set has errors: deriving entries from it would drop the broken cards' translations."""


@dataclass
class GameCards:
    """A game's cards as the card-text files see them, read once."""

    game: str
    cards: list[Card] = field(default_factory=list)

    def by_key(self) -> dict[str, Card]:
        return {fluent.ftl_key(c.key): c for c in self.cards}

    def flavours(self) -> list[tuple[ftl.Message, Card]]:
        """The English messages of each card's own prose and their cards, in the order the cards are
        written: ``card-<key>-flavour``, and ``card-<key>-<field>`` for each text field the designer
        wrote (a supervillain's base, strength, weakness: printed on the face, so translated too)."""
        found = []
        for card in self.cards:
            flavour = flavour_of(card)
            if flavour:
                found.append((fluent.message(fluent.flavour_id(card.key), flavour), card))
            for name, text in prose_fields(card):
                found.append((fluent.message(fluent.field_id(card.key, name), text), card))
        return found

    def flavour_entries(self) -> list[ftl.Message]:
        return [message for message, _ in self.flavours()]

    def rules_sources(self) -> dict[str, str]:
        """``card-<key>-rules`` → the hash a translator's override of that card's rules records."""
        return {fluent.rules_id(c.key): c.content_hash()[:HASH_LENGTH] for c in self.cards}


def prose_fields(card: Card) -> list[tuple[str, str]]:
    """The card's own text fields other than its flavour (the vocabulary's ``text`` fields), as written."""
    ruleset = registry.get(card.game)
    kind = ruleset.vocabulary.kinds.get(card.kind) if ruleset is not None else None
    if kind is None:
        return []
    found = []
    for spec in kind.fields:
        value = card.fields.get(spec.name)
        own = spec.type == "text" and spec.name not in (FLAVOUR_FIELD, "text")
        if own and isinstance(value, str) and value.strip():
            found.append((spec.name, " ".join(value.split())))
    return found


_NOT_IDENT = re.compile(r"[^A-Za-z0-9-]+")


def word_term(kind: str, word: str) -> str:
    """The termbase id of a named value (``-tag-gremlin``): toolkit.text.generator.term_id's, which the
    card-text generator looks the word up by (text sits above i18n; tests/test_project_i18n.py holds
    the two equal)."""

    def part(text: str) -> str:
        found = _NOT_IDENT.sub("-", text.replace("_", "-")).strip("-")
        return found if found[:1].isalpha() else f"x{found}"

    return f"-{part(kind)}-{part(word)}"


def designer_words(card: Card) -> list[tuple[str, str]]:
    """The words a card declares that its game's vocabulary does not list (a designer's tag, class or
    race: ``Vocabulary.declared``), as (value set, word): each needs a termbase entry in every language."""
    ruleset = registry.get(card.game)
    if ruleset is None:
        return []
    vocabulary = ruleset.vocabulary
    found: list[tuple[str, str]] = []
    for spec in vocabulary.declared:
        if spec.declared_by is not None and spec.declared_by != card.kind:
            continue
        value = card.fields.get(spec.field)
        words = [value] if isinstance(value, str) else list(value) if isinstance(value, list | tuple) else []
        own = vocabulary.enums.get(spec.name, ())
        found.extend((spec.name, w) for w in words if isinstance(w, str) and w and w not in own)
    return found


def flavour_of(card: Card) -> str:
    value = card.fields.get(FLAVOUR_FIELD)
    return " ".join(value.split()) if isinstance(value, str) else ""


def cards_folder(project: Project, game: str) -> Path | None:
    """Where a game's cards are: a designer's project's own folder (its game's cards, and only its own:
    the base set's are translated beneath), else the shipped sets' ``<game>/``."""
    if project.own_cards is not None:
        return project.own_cards if game == project.own_game and project.own_cards.is_dir() else None
    if project.cards is None:
        return None
    found = project.cards / game
    return found if found.is_dir() else None


_LOADED: dict[tuple[str, str], tuple[tuple[tuple[str, int], ...], GameCards]] = {}


def game_cards(project: Project, game: str) -> GameCards:
    """The cards of a game's set (``project.cards / game``); none when it has no set. Raises
    CardsUnreadable when the set has errors. Read again only when a file of it changed."""
    from toolkit.lang.load import load

    where = cards_folder(project, game)
    if where is None:
        return GameCards(game)
    stamp = tuple(sorted((str(p), p.stat().st_mtime_ns) for p in where.rglob("*.cards")))
    cached = _LOADED.get((str(where), game))
    if cached is not None and cached[0] == stamp:
        return cached[1]
    result = load([str(where)], bases=project.bases)  # a project's words come from its base set too
    if has_errors(result.diagnostics):
        first = next(d for d in result.diagnostics if d.severity is Severity.ERROR)
        where_text = f"{first.span.file}:{first.span.line}" if first.span is not None else str(where)
        raise CardsUnreadable(
            f"{where_text}: the card set has errors ({first.code}: {first.message}); fix them first "
            "(`deckwright check`): card text is derived from the cards"
        )
    cards = sorted((c for c in result.cards if c.game == game), key=lambda c: (c.file, c.line))
    found = GameCards(game, cards)
    _LOADED[(str(where), game)] = (stamp, found)
    return found


def all_game_cards(project: Project, games: Iterable[str]) -> dict[str, GameCards]:
    return {game: game_cards(project, game) for game in games}
