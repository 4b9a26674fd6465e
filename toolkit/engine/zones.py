"""Zones hold card instances (by uid); decks are a draw pile with its discard pile."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(eq=False, init=False)
class Zone:
    """An ordered pile of card uids; the end of the list is the top.

    ``version`` counts the changes to the pile (the Table bumps it whenever a card comes, goes or
    the pile is shuffled), so a ruleset can cache what it derives from a zone and know when the
    cache is stale without watching every event.
    """

    name: str
    cards: list[int] = field(default_factory=list)
    version: int = 0
    # The (key, value) pairs a move's event gives this zone as its source and as its destination
    # (Table.move), made with the zone: read as an attribute at every move, not looked up by name.
    pairs: tuple[tuple[str, str], tuple[str, str]] = field(init=False, repr=False)

    def __init__(self, name: str, cards: list[int] | None = None, version: int = 0) -> None:
        # Written out, not generated: the dataclass's __init__ and its __post_init__ were two calls for each
        # of the 25-odd zones of every state (the fuzzer makes some 15,000 states for a thousand cards).
        self.name = name
        self.cards = [] if cards is None else cards
        self.version = version
        self.pairs = (("source", name), ("to", name))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[int]:
        return iter(self.cards)

    def __contains__(self, uid: object) -> bool:
        return uid in self.cards

    def __repr__(self) -> str:
        return f"Zone({self.name}, {len(self.cards)})"


@dataclass(eq=False)
class Deck:
    """A draw pile and its face-up discard pile.

    ``reshuffle`` says what happens when the draw pile runs out: the discard
    pile is shuffled into a new draw pile (both Munchkin rulesets); when both
    are empty nobody can draw from this deck (MKF: "nobody may draw").
    """

    name: str
    draw: Zone
    discard: Zone
    reshuffle: bool = True

    @classmethod
    def named(cls, name: str, reshuffle: bool = True) -> Deck:
        return cls(name, Zone(f"{name}-deck"), Zone(f"{name}-discard"), reshuffle)
