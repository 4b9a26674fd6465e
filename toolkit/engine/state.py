"""The core state every game plays on, in the manner of OpenSpiel's ``State``.

A game's state subclasses :class:`State`. The core owns what is no one game's rules:

- the seats, their names and their agents; ``ask``, through which every decision becomes an event
  with a name (its kind) and typed options, so a scenario can answer any of them and a bot is
  offered exactly what the rules accept (a decision with one option is taken without asking);
- whose turn it is (``current``, or ``CHANCE`` while dice or shuffles decide), the turn and the
  round counts, the phase;
- counters per seat and for the table, bounded tracks, zones of pieces that are not cards, dice
  pools (toolkit/engine/pieces.py), all drawing on the one seeded generator and writing events;
- the winners and the scores; the state's version.

The engine is push-based: the rules run as the procedure a game master follows and call ``ask``
at each choice; the agent answers at once. A pull-based driver (OpenSpiel's ``legal_actions`` /
``apply_action``, a web UI waiting for a click) attaches as an agent that hands the decision out
and waits for the answer: docs/architecture.md, "The engine contract", shows how.
"""

from __future__ import annotations

import copy
import itertools
import weakref
from collections.abc import Sequence

from toolkit.engine.agents import Agent, Decision, Option
from toolkit.engine.events import Event
from toolkit.engine.invariants import watching
from toolkit.engine.pieces import TABLE, Counter, DicePool, PieceZone, RuleError, Track
from toolkit.engine.table import Table

CHANCE = -1  # ``current`` while chance decides (a shuffle, a die), as OpenSpiel's chance player
_new_tuple = tuple.__new__
_OPTION_TYPES = itertools.repeat(Option)  # map(isinstance, options, _OPTION_TYPES): each option against Option


class _WeakEmit:
    """``state.emit`` for a counter, track or dice pool, holding the state by a weak reference: a
    method bound to the state would make a cycle (state → counter → state), and a finished game
    would then be freed only by the collector, which walks every event of it (the games a simulation
    plays are freed by reference counting, tests/test_engine_caches.py). A deep copy of the state
    (turn.audit_offers' twin) re-points it at the copy."""

    __slots__ = ("_state",)

    def __init__(self, state: State) -> None:
        self._state = weakref.ref(state)

    def __call__(self, kind: str, **data: object) -> Event:
        state = self._state()
        if state is None:
            raise RuntimeError("this counter, track or dice pool outlived its state (copy the state, not the piece)")
        return state.emit(kind, **data)

    def __deepcopy__(self, memo: dict[int, object]) -> _WeakEmit:
        return _WeakEmit(copy.deepcopy(self._state(), memo))  # the copy under way, from the memo


class State(Table):
    """A game in progress: the table plus seats, agents, decisions, turns, phases and what the table keeps."""

    def __init__(self, seed: int, seats: Sequence[str]) -> None:
        super().__init__(seed)
        self.seat_names: tuple[str, ...] = tuple(seats)
        self.agents: list[Agent] = []
        self.current = 0  # the seat whose turn it is, or CHANCE
        self.turn = 0  # turns begun
        self.round = 0  # rounds begun (a game without rounds leaves it at 0)
        self.phase = ""  # the phase of the round or turn, by the game's names
        self.winners: list[int] = []
        self.decisions = 0  # decisions asked (those with one option are not)
        # Decisions with one option, taken without asking: with ``decisions``, every point at which a player
        # acted, as RLCard counts a step whether or not its player had a choice (bench/bench_engine.py).
        self.forced = 0
        self.counters: dict[str, Counter] = {}
        self.tracks: dict[str, Track] = {}
        self.piece_zones: dict[str, PieceZone] = {}
        self.dice_pools: dict[str, DicePool] = {}
        # A decision's (key, value) pairs, made once a game and shared by its decision events, as
        # Table.move shares a move's: the seat's, the kind asked's, the answer's.
        self._seat_pairs = tuple([("player", name) for name in self.seat_names])
        self._asked_pairs: dict[str, tuple[str, object]] = {}
        self._choice_pairs: dict[str, tuple[str, object]] = {}
        # The state's version (see version()): decision events and quiet changes counted apart.
        self._decision_events = 0
        self._quiet_changes = 0

    @property
    def seats(self) -> int:
        return len(self.seat_names)

    @property
    def over(self) -> bool:
        return bool(self.winners)

    # ------------------------------------------------------------ decisions

    def ask(self, seat: int, decision_kind: str, options: list) -> int:  # type: ignore[type-arg]
        """Ask the seat's agent; a decision with one option is taken without asking (index 0)."""
        if len(options) == 1:
            self.forced += 1
            return 0
        opts = tuple(options)
        if not all(map(isinstance, opts, _OPTION_TYPES)):  # the check in C: options are nearly always Options
            opts = tuple([o if isinstance(o, Option) else Option(str(o)) for o in options])
        self.decisions += 1
        decision = _new_tuple(Decision, (seat, decision_kind, opts))  # Decision(...) without its Python __new__
        index = self.agents[seat].decide(self, decision)
        if not 0 <= index < len(opts):
            raise ValueError(f"agent of {self.seat_names[seat]} chose option {index} of {len(opts)}")
        self._decision_events += 1  # before the event: version() stays what it was all along
        key = opts[index].key
        asked, choices = self._asked_pairs, self._choice_pairs
        data = (
            self._seat_pairs[seat],
            asked.get(decision_kind) or asked.setdefault(decision_kind, ("asked", decision_kind)),
            choices.get(key) or choices.setdefault(key, ("choice", key)),
        )
        if self.watches_emit:
            self.emit("decision", **dict(data))
        elif self.invariants or self.own_add_event or self.log.listeners:
            self.add_event("decision", data)
        else:  # add_event with nothing to check or tell, inlined (Table.move's path)
            events = self.log.events
            events.append(_new_tuple(Event, (len(events), "decision", data)))
        return index

    # ------------------------------------------------------------ turns, rounds, phases

    def begin_turn(self, seat: int) -> None:
        self.current = seat
        self.turn += 1
        self.emit("turn", player=self.seat_names[seat], number=self.turn)

    def begin_round(self) -> None:
        self.round += 1
        self.emit("round", number=self.round)

    def enter_phase(self, phase: str) -> None:
        self.phase = phase
        self.emit("phase", phase=phase, round=self.round)

    def win(self, *seats: int, why: str = "") -> None:
        for seat in seats:
            if seat not in self.winners:
                self.winners.append(seat)
        self.emit("win", players=tuple(self.seat_names[s] for s in seats), why=why)

    # ------------------------------------------------------------ the version

    def version(self) -> int:
        """A number that changes whenever the state may have changed, so that what is worked out from
        it can be kept until then. Every event but a decision (which records a choice and changes
        nothing by itself) counts, and the changes no event records, which call touch(). It only grows."""
        return len(self.log.events) - self._decision_events + self._quiet_changes

    def touch(self) -> None:
        """Count a change to the state that no event records (a lasting effect arming or expiring)."""
        self._quiet_changes += 1

    # ------------------------------------------------------------ counters, tracks, pieces, dice

    def counter(
        self, name: str, start: int = 0, floor: int | None = 0, ceiling: int | None = None, per_seat: bool = True
    ) -> Counter:
        """A counter per seat (or, ``per_seat=False``, one for the table), every seat starting at ``start``."""
        if name in self.counters:
            raise ValueError(f"a counter named {name!r} already exists")
        made = Counter(name, [start] * (self.seats if per_seat else 1), _WeakEmit(self), floor, ceiling, per_seat)
        self.counters[name] = made
        return made

    def track(self, name: str, low: int, high: int, start: int | None = None, strict: bool = False) -> Track:
        if name in self.tracks:
            raise ValueError(f"a track named {name!r} already exists")
        first = low if start is None else start
        made = Track(name, low, high, [first] * self.seats, _WeakEmit(self), strict)
        self.tracks[name] = made
        return made

    def pieces(self, name: str, capacity: int | None = None, owner: int = TABLE) -> PieceZone:
        if name in self.piece_zones:
            raise ValueError(f"a zone of pieces named {name!r} already exists")
        made = PieceZone(name, capacity, owner)
        self.piece_zones[name] = made
        return made

    def supply(self, zone: PieceZone, kind: str, owner: int, count: int, why: str = "set-up") -> None:
        """Pieces enter the game (set-up): the only way pieces appear; afterwards they only move."""
        room = zone.room()
        if room is not None and count > room:
            raise RuleError(f"{zone.name} has room for {room} pieces, not {count}")
        zone.counts[(kind, owner)] = zone.counts.get((kind, owner), 0) + count
        self.emit("pieces", piece=kind, owner=owner, count=count, source="", to=zone.name, why=why)

    def move_pieces(self, kind: str, owner: int, count: int, source: PieceZone, to: PieceZone, why: str = "") -> None:
        """Move pieces between zones: refused when the source has fewer or the destination no room."""
        have = source.counts.get((kind, owner), 0)
        if count > have:
            raise RuleError(f"{source.name} holds {have} {kind} of seat {owner}, not {count}")
        room = to.room()
        if room is not None and count > room:
            raise RuleError(f"{to.name} has room for {room} pieces, not {count}")
        source.counts[(kind, owner)] = have - count
        to.counts[(kind, owner)] = to.counts.get((kind, owner), 0) + count
        self.emit("pieces", piece=kind, owner=owner, count=count, source=source.name, to=to.name, why=why)

    def dice(self, name: str, faces: Sequence[object], dice: int = 0, limit: int | None = None) -> DicePool:
        """A pool of dice with the game's faces, drawn from the table's one generator."""
        if name in self.dice_pools:
            raise ValueError(f"a dice pool named {name!r} already exists")
        if not faces:
            raise ValueError("a die needs at least one face")
        made = DicePool(name, tuple(faces), self.rng, _WeakEmit(self), dice, limit)
        self.dice_pools[name] = made
        return made

    # ------------------------------------------------------------ scores and invariants

    def scores(self) -> tuple[int, ...]:
        """Each seat's score; a game overrides it (Munchkin: levels). By default the "score" counter."""
        counter = self.counters.get("score")
        return tuple(counter.values) if counter is not None else (0,) * self.seats

    def table_problems(self) -> str | None:
        """What is wrong with the counters, tracks, piece zones and dice pools (the core invariant)."""
        for group in (self.counters, self.tracks, self.piece_zones, self.dice_pools):
            for item in group.values():
                problem = item.problem()
                if problem:
                    return problem
        return None


@watching("gain", "spend", "pay", "set", "track", "pieces", "dice", "turn")
def table_in_bounds(state: State) -> str | None:
    """No counter below its floor or above its ceiling, no track off its ends, no zone over its
    capacity, no pool over its limit (a change behind the API's back is found at the next turn)."""
    return state.table_problems()


CORE_INVARIANTS = [table_in_bounds]
