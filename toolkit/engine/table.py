"""The physical table: card instances, the zones they lie in, the log and the random generator.

A ruleset's state builds on a :class:`Table`. Cards only ever move through
:meth:`Table.move`, which records an event and keeps the index of where each
card lies, so "every card is in exactly one place" can be checked at any time.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from toolkit.engine.events import Event, EventLog
from toolkit.engine.invariants import Invariant, check_all
from toolkit.engine.rng import Rng
from toolkit.engine.zones import Deck, Zone
from toolkit.lang.model import Card


class Table:
    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.log = EventLog()
        self.cards: dict[int, Card] = {}  # uid → the card it is a copy of
        self.location: dict[int, Zone] = {}
        self.zones: list[Zone] = []
        self.invariants: list[Invariant] = []
        self._checking = False
        self._atomic = 0

    # ------------------------------------------------------------ set-up

    def zone(self, name: str) -> Zone:
        zone = Zone(name)
        self.zones.append(zone)
        return zone

    def deck(self, name: str, reshuffle: bool = True) -> Deck:
        deck = Deck.named(name, reshuffle)
        self.zones.extend((deck.draw, deck.discard))
        return deck

    def add_card(self, card: Card, zone: Zone) -> int:
        uid = len(self.cards) + 1
        self.cards[uid] = card
        zone.cards.append(uid)
        self.location[uid] = zone
        return uid

    # ------------------------------------------------------------ moving cards

    def move(self, uid: int, to: Zone, why: str = "", top: bool = True) -> None:
        source = self.location[uid]
        source.cards.remove(uid)
        if top:
            to.cards.append(uid)
        else:
            to.cards.insert(0, uid)
        self.location[uid] = to
        self.emit("move", card=self.name(uid), uid=uid, source=source.name, to=to.name, why=why)

    def draw(self, deck: Deck, to: Zone, why: str = "draw") -> int | None:
        """The top card of a deck, reshuffling its discard pile first if the deck is empty."""
        if not deck.draw.cards:
            if not deck.reshuffle or not deck.discard.cards:
                self.emit("deck-empty", deck=deck.name)
                return None
            deck.draw.cards.extend(deck.discard.cards)
            for uid in deck.discard.cards:
                self.location[uid] = deck.draw
            deck.discard.cards.clear()
            self.rng.shuffle(deck.draw.cards)
            self.emit("reshuffle", deck=deck.name, cards=len(deck.draw.cards))
        uid = deck.draw.cards[-1]
        self.move(uid, to, why)
        return uid

    def shuffle(self, zone: Zone) -> None:
        self.rng.shuffle(zone.cards)
        self.emit("shuffle", zone=zone.name)

    def name(self, uid: int) -> str:
        return self.cards[uid].name

    def find(self, name: str, among: Iterable[int] | None = None) -> int | None:
        """The uid of a card by name (case-insensitive), or None."""
        wanted = name.casefold()
        for uid in among if among is not None else self.cards:
            if self.cards[uid].name.casefold() == wanted:
                return uid
        return None

    # ------------------------------------------------------------ events and invariants

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """Several events that the rules make one step (lose a card, then put the character right):
        invariants are checked once, after the last of them."""
        self._atomic += 1
        try:
            yield
        finally:
            self._atomic -= 1
        if self._atomic == 0 and self.invariants and self.log.events:
            check_all(self, self.invariants, self.log.events[-1], everything=True)

    def emit(self, kind: str, **data: object) -> Event:
        event = self.log.emit(kind, **data)
        if self.invariants and not self._checking and not self._atomic:
            self._checking = True
            try:
                check_all(self, self.invariants, event)
            finally:
                self._checking = False
        return event

    def card_conservation(self) -> str | None:
        """Every card lies in exactly one zone, and the index agrees (a core invariant)."""
        seen: dict[int, str] = {}
        for zone in self.zones:
            for uid in zone.cards:
                if uid in seen:
                    return f"card {self.name(uid)} is in both {seen[uid]} and {zone.name}"
                seen[uid] = zone.name
                if self.location.get(uid) is not zone:
                    return f"card {self.name(uid)} is in {zone.name} but indexed elsewhere"
        if len(seen) != len(self.cards):
            lost = [self.name(u) for u in self.cards if u not in seen]
            return f"cards in no zone: {', '.join(lost[:5])}"
        return None
