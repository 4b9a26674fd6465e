"""The identities a card set declares (`class "Bard" { is bard }` makes `class bard` a word of the set),
and which card declares each: what the card-text generators need to say a declared word by its card's
name ("If you are a Bard"). A value made from one card set and passed along, never process state.
Light on purpose (no Fluent, no bundles): the validator keys its cached faces on it in a warm run."""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

from toolkit.lang import games
from toolkit.lang.model import Card


@dataclass(frozen=True)
class Identities:
    """Which card declares each identity word of a card set (`class "Bard" { is bard }`): by (game, value
    set, word), the declaring card's key and name, so that the text of any card naming the word says it as
    the shipped identities are said, by that card's name ("If you are a Bard"). A value, made from one
    card set and handed to the generators (:func:`toolkit.text.generator`): two sets read in one process
    (a web editor's, a project beside its base set) each have their own words, none left behind."""

    declarers: tuple[tuple[tuple[str, str, str], tuple[str, str]], ...] = ()

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Identities:
        """The identities ``cards`` declare (a word two cards declare: the first one's, in their order)."""
        found: dict[tuple[str, str, str], tuple[str, str]] = {}
        for card in cards:
            ruleset = games.get(card.game)
            if ruleset is None:
                continue
            for spec in ruleset.vocabulary.declared:
                value = card.fields.get(spec.field) if spec.declared_by == card.kind else None
                if isinstance(value, str) and value:
                    found.setdefault((card.game, spec.name, value), (card.key, card.name))
        return cls(tuple(sorted(found.items())))

    @functools.cached_property
    def _table(self) -> dict[tuple[str, str, str], tuple[str, str]]:
        return dict(self.declarers)

    def declarer(self, game: str, kind: str, word: str) -> tuple[str, str] | None:
        """The (key, name) of the card declaring ``word`` of the value set ``kind``, if one of the set does."""
        return self._table.get((game, kind, word))

    def digest(self, game: str) -> str:
        """What the game's identities are, as a short hash (a key of what a face says depends on it)."""
        mine = [item for item in self.declarers if item[0][0] == game]
        return hashlib.sha256(repr(mine).encode()).hexdigest()[:16]


NO_IDENTITIES = Identities()  # no card declares a word: each stands in capitalized ("Bard")
