"""The physical table: card instances, the zones they lie in, the log and the random generator.

A ruleset's state builds on a :class:`Table`. Cards only ever move through
:meth:`Table.move`, which records an event and keeps the index of where each
card lies, so "every card is in exactly one place" can be checked at any time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import chain
from types import TracebackType
from typing import Any

from toolkit.engine.events import Event, EventLog
from toolkit.engine.invariants import Invariant, InvariantViolation, check_all
from toolkit.engine.reasons import TEXTS as _TEXTS
from toolkit.engine.reasons import Reason, text_of
from toolkit.engine.rng import Rng
from toolkit.engine.zones import Deck, Zone
from toolkit.lang.model import Card

_new_tuple = tuple.__new__
Pair = tuple[str, object]  # one (key, value) of an event's data


class Table:
    # True for a table whose class overrides emit (to count or watch events): the commonest
    # events then go through emit too, instead of straight to add_event, so it sees every event.
    watches_emit = False
    # True for a table whose class overrides add_event: emit, move and State.ask then call it for
    # every event instead of appending the event themselves (their path with no invariant to check
    # and no listener, which saves a call per event).
    own_add_event = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.watches_emit = cls.emit is not Table.emit
        cls.own_add_event = cls.add_event is not Table.add_event

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.log = EventLog()
        self.moves: list[Event] = []  # the log's move events, in order: read without walking the whole log
        # Beside each of them, the Reason member it was made for (None for a reason still given as text).
        self.move_reasons: list[Reason | None] = []
        self.cards: dict[int, Card] = {}  # uid → the card it is a copy of
        self.location: dict[int, Zone] = {}
        self.zones: list[Zone] = []
        self.invariants: list[Invariant] = []
        self._checking = False
        self._atomic = 0
        self._watchers: dict[str, list[Invariant]] = {}  # event kind → the invariants to check after it
        self._watchers_of: list[Invariant] | None = None  # the invariants list they were made from
        self._watchers_count = 0  # and its length then
        self._piles: list[list[int]] = []  # every zone's list of cards, to count them all at once
        self._conserved = -1  # the last event after which every card was known to lie in exactly one zone
        self._zones_by_name: dict[str, Zone | None] = {}  # None: a name several zones share
        self._zones_named = 0  # how many zones _zones_by_name was made from
        # Called after every move once set, as (table, uid, source, to): a game that must see each move
        # (a card waiting for an item's loss). A plain function kept on the table, never a method bound
        # to it: a table that refers to itself is freed only by the cycle collector, which then walks
        # every event of the game (6% of a Munchkin game's time, py-spy, when a bound method wrapped moves).
        self.move_watcher: Callable[[Any, int, Zone, Zone], None] | None = None
        # The (key, value) pairs of a move's data repeat all game: a card with its uid, a zone, a
        # reason's text. Each is made once a game and shared by the moves that carry it, so that a
        # move's event is two new tuples rather than seven: making and, at the game's end, freeing
        # the log's tuples was some 5% of a game's time (py-spy, 250 Kung Fu games). Equal values,
        # so the log and its digest are the same.
        self._card_pairs: dict[int, tuple[Pair, Pair]] = {}  # uid → ("card", name), ("uid", uid)
        self._why_pairs: dict[str, Pair] = {}  # reason text → ("why", text)

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
        zone.version += 1
        self.location[uid] = zone
        return uid

    def add_cards(self, cards: Sequence[Card], zones: Sequence[Zone]) -> range:
        """add_card for each card in turn, into the zone beside it, at once (a game's set-up adds a
        hundred cards or more): the same uids, piles and versions; returns the uids."""
        if len(zones) != len(cards):
            raise ValueError(f"{len(cards)} cards and {len(zones)} zones: one zone for each card")
        first = len(self.cards) + 1
        uids = range(first, first + len(cards))
        self.cards.update(zip(uids, cards, strict=True))
        self.location.update(zip(uids, zones, strict=True))
        for uid, zone in zip(uids, zones, strict=True):
            zone.cards.append(uid)
            zone.version += 1
        return uids

    # ------------------------------------------------------------ moving cards

    def move(
        self, uid: int, to: Zone, why: Reason | str = "", top: bool = True, detail: str | tuple[str, ...] = ""
    ) -> None:
        """Move a card, recording why: a game's Reason member (with an optional detail, "played by"
        + "alice"), or, until every rule gives one, a text. The event keeps the text either way."""
        if why.__class__ is str:
            self.move_reasons.append(None)
        else:
            self.move_reasons.append(why)  # type: ignore[arg-type]
            # The text once per (reason, detail), read back from a dict: no formatting at each move.
            why = (_TEXTS.get((why, detail)) or text_of(why, detail)) if detail else why.plain  # type: ignore
        source = self.location[uid]
        pile = source.cards
        if pile and pile[-1] == uid:  # the top card (every draw): list.remove would scan the pile from its bottom
            del pile[-1]
        else:
            pile.remove(uid)
        source.version += 1
        if top:
            to.cards.append(uid)
        else:
            to.cards.insert(0, uid)
        to.version += 1
        self.location[uid] = to
        card = self._card_pairs.get(uid) or self._card_pairs.setdefault(
            uid, (("card", self.cards[uid].name), ("uid", uid))
        )
        reason = self._why_pairs.get(why) or self._why_pairs.setdefault(why, ("why", why))  # type: ignore[arg-type]
        data = (card[0], card[1], source.pairs[0], to.pairs[1], reason)  # a zone's pairs are made with it
        if self.watches_emit:
            self.moves.append(self.emit("move", **dict(data)))
        elif self.invariants or self.own_add_event or self.log.listeners:
            self.moves.append(self.add_event("move", data))
        else:  # add_event with nothing to check or tell, inlined: a call fewer per move
            events = self.log.events
            event = _new_tuple(Event, (len(events), "move", data))
            events.append(event)
            self.moves.append(event)
        if self.move_watcher is not None:
            self.move_watcher(self, uid, source, to)

    def draw(self, deck: Deck, to: Zone, why: Reason | str = "draw", detail: str | tuple[str, ...] = "") -> int | None:
        """The top card of a deck, reshuffling its discard pile first if the deck is empty."""
        if not deck.draw.cards:
            if not deck.reshuffle or not deck.discard.cards:
                self.emit("deck-empty", deck=deck.name)
                return None
            deck.draw.cards.extend(deck.discard.cards)
            for uid in deck.discard.cards:
                self.location[uid] = deck.draw
            deck.discard.cards.clear()
            deck.discard.version += 1
            deck.draw.version += 1
            self.rng.shuffle(deck.draw.cards)
            self.emit("reshuffle", deck=deck.name, cards=len(deck.draw.cards))
        uid = deck.draw.cards[-1]
        self.move(uid, to, why, detail=detail)
        return uid

    def shuffle(self, zone: Zone) -> None:
        self.rng.shuffle(zone.cards)
        zone.version += 1
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

    def atomic(self) -> _Atomic:
        """Several events that the rules make one step (lose a card, then put the character right):
        invariants are checked once, after the last of them (``with table.atomic(): ...``)."""
        return _Atomic(self)

    def emit(self, kind: str, **data: object) -> Event:
        log = self.log
        if self.invariants or self.own_add_event or log.listeners:
            return self.add_event(kind, tuple(data.items()))
        events = log.events  # add_event with nothing to check or tell, inlined: a call fewer per event
        event = _new_tuple(Event, (len(events), kind, tuple(data.items())))
        events.append(event)
        return event

    def add_event(self, kind: str, data: tuple[tuple[str, object], ...]) -> Event:
        """emit(...) with the data already paired up: the path of the commonest events (moves,
        decisions), which skips packing keyword arguments into a dict and unpacking them again."""
        log = self.log
        events = log.events
        # EventLog.add inlined, and the named tuple made as a tuple: two calls fewer per event.
        event = _new_tuple(Event, (len(events), kind, data))
        events.append(event)
        if log.listeners:
            for listener in log.listeners:
                listener(event)
        if self.invariants and not self._checking and not self._atomic:
            self._checking = True
            try:
                for invariant in self._watching(kind):  # check_all(..., everything=True), inlined
                    problem = invariant(self)
                    if problem:
                        raise InvariantViolation(problem, event, invariant)
            finally:
                self._checking = False
        return event

    def _watching(self, kind: str) -> list[Invariant]:
        """The invariants that events of this kind can break (see invariants.watching), worked out once
        per kind for as long as the list of invariants stays the same."""
        invariants = self.invariants
        if self._watchers_of is not invariants or self._watchers_count != len(invariants):
            self._watchers, self._watchers_of, self._watchers_count = {}, invariants, len(invariants)
        found = self._watchers.get(kind)
        if found is None:
            found = self._watchers[kind] = [inv for inv in self.invariants if kind in getattr(inv, "watches", (kind,))]
        return found

    def card_conservation(self) -> str | None:
        """Every card lies in exactly one zone, and the index agrees (a core invariant).

        Since the last check, only the cards moves made by :meth:`move` carried are looked at (each
        where the index says, once, and gone from where it came from), and the count of cards in all
        zones; the first check, a check after a turn begins or a reshuffle, or anything amiss, means
        the whole table is walked, so a problem is always reported the same way. A change made
        behind the Table's back to cards no move touched is found by the next whole walk, a turn
        at the latest. (A check after a step of several events, Table.atomic's, ends on any kind of
        event: it walked the whole table too until the fourteenth session, a tenth of the fuzzer's walks.)
        """
        events = self.log.events
        last = len(events) - 1
        if self._conserved < 0 or last < 0 or events[-1].kind == "turn":
            problem = self._walk_every_zone()
        else:
            problem = self._check_moves_since(self._conserved, events)
        if problem is None:
            self._conserved = last
        return problem

    def _check_moves_since(self, checked: int, events: list[Event]) -> str | None:
        """The whole walk's verdict when any event since the last check is a reshuffle or a move not
        made by Table.move, or the count of cards or a moved card's place is amiss; else None. One pass
        over the new events, each move's data read in place (issue 10: this check follows every move
        with checks on, the commonest invariant call, 6 µs a call when it read the events twice)."""
        piles = self._piles
        if len(piles) != len(self.zones):
            piles = self._piles = [zone.cards for zone in self.zones]
        if sum(map(len, piles)) != len(self.cards):
            return self._walk_every_zone()
        if self._zones_named != len(self.zones):
            by_name: dict[str, Zone | None] = {}
            for zone in self.zones:
                by_name[zone.name] = None if zone.name in by_name else zone
            self._zones_by_name, self._zones_named = by_name, len(self.zones)
        zones_by_name, location = self._zones_by_name, self.location
        arrived: dict[int, str] = {}
        for index in range(checked + 1, len(events)):
            event = events[index]
            kind = event.kind
            if kind == "reshuffle":
                return self._walk_every_zone()
            if kind != "move":
                continue
            data = event.data  # a move as Table.move writes it: card, uid, source, to, why
            if not (len(data) == 5 and data[1][0] == "uid" and data[2][0] == "source" and data[3][0] == "to"):
                return self._walk_every_zone()
            uid = data[1][1]
            arrived[uid] = data[3][1]  # type: ignore[index]
            left = zones_by_name.get(data[2][1])  # type: ignore[arg-type]
            if left is None or (left is not location.get(uid) and uid in left.cards):  # type: ignore[call-overload]
                return self._walk_every_zone()
        for uid, to in arrived.items():
            zone = location.get(uid)
            if zone is None or zone.name != to or zone.cards.count(uid) != 1:
                return self._walk_every_zone()
        return None

    def _walk_every_zone(self) -> str | None:
        """The whole table's verdict. Every pile is read in C first (each card's indexed zone, the count,
        the uids' uniqueness): when each card of a pile is indexed at that pile, no uid lies twice and
        the piles hold as many cards as the table, every card lies in exactly one zone. Only a table
        amiss is walked card by card, for the message (a fuzzed state is walked two or three times,
        over some 500 cards: the card-by-card walk was a tenth of the fuzzer's time)."""
        piles = self._piles = [zone.cards for zone in self.zones]
        where = self.location.get
        held = 0
        for zone, pile in zip(self.zones, piles, strict=True):
            if pile:
                if list(map(where, pile)).count(zone) != len(pile):  # a Zone equals only itself (eq=False)
                    return self._walk_card_by_card()
                held += len(pile)
        if held != len(self.cards) or len(set(chain.from_iterable(piles))) != held:
            return self._walk_card_by_card()
        return None

    def _walk_card_by_card(self) -> str | None:
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


class _Atomic:
    """Table.atomic's context: a plain class, not a generator made into a context manager (a play
    carried out opens one or two; contextlib's costs a generator and two more calls each). A new one
    each time, holding the table only while the step runs (one kept on the table would be a cycle)."""

    __slots__ = ("_table",)

    def __init__(self, table: Table) -> None:
        self._table = table

    def __enter__(self) -> None:
        self._table._atomic += 1

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        table = self._table
        table._atomic -= 1
        # As after the generator's finally: checked only when the step ended without an error.
        if kind is None and table._atomic == 0 and table.invariants and table.log.events:
            check_all(table, table.invariants, table.log.events[-1], everything=True)
