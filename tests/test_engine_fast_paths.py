"""The core's short paths for events and multi-event steps (toolkit/engine/table.py, state.py).

``Table.emit``, ``Table.move`` and ``State.ask`` append an event themselves when nothing is there to
see it (no invariant, no listener, no subclass's ``add_event``), a call fewer per event (issue 9's
speed aim); whenever something is there, every event still goes through ``add_event``. ``Table.atomic``
is a plain context class: invariants are checked once, after the outermost step, and not when the
step fails, as the generator it replaced did. ``Rng.shuffle`` writes random.shuffle out, draw for draw.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

import pytest

from toolkit.engine.agents import FirstOptionAgent, Option
from toolkit.engine.events import Event
from toolkit.engine.invariants import InvariantViolation, watching
from toolkit.engine.rng import Rng
from toolkit.engine.state import State
from toolkit.engine.table import Table
from toolkit.lang.model import Card


def _state() -> State:
    state = State(3, ["alice", "bob"])
    state.agents = [FirstOptionAgent(), FirstOptionAgent()]
    return state


def _card(name: str) -> Card:
    return Card("test", "item", name, None, "treasure", {}, (), ())


def _play_a_little(state: State) -> None:
    """One of each: an emitted event, a move, a decision asked."""
    hand, table = state.zone("hand"), state.zone("table")
    uid = state.add_card(_card("Lamp"), hand)
    state.emit("roll", player="alice", value=4)
    state.move(uid, table, "played")
    state.ask(0, "turn-action", [Option("done"), Option("play")])


@contextmanager
def _calls_to(code: object) -> Iterator[list[int]]:
    """Count the calls made to the function with this code object while the block runs."""
    seen: list[int] = []

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event == "call" and frame.f_code is code:
            seen.append(1)

    sys.setprofile(profile)
    try:
        yield seen
    finally:
        sys.setprofile(None)


def test_with_nothing_watching_the_events_are_appended_without_add_event() -> None:
    state = _state()
    with _calls_to(Table.add_event.__code__) as calls:
        _play_a_little(state)
    assert not calls  # the short path: emit, move and ask appended their events themselves
    assert [e.kind for e in state.log] == ["roll", "move", "decision"]
    assert [e.seq for e in state.log] == [0, 1, 2]
    assert all(type(e) is Event for e in state.log)
    assert state.moves == [state.log.events[1]]
    assert state.log.events[0].data == (("player", "alice"), ("value", 4))
    assert state.log.events[2].get("choice") == "done"


def test_an_add_event_of_a_subclass_sees_every_event() -> None:
    class Counting(State):
        def __init__(self, seed: int, seats: list[str]) -> None:
            super().__init__(seed, seats)
            self.seen: list[str] = []

        def add_event(self, kind: str, data: tuple[tuple[str, object], ...]) -> Event:
            self.seen.append(kind)
            return super().add_event(kind, data)

    state = Counting(3, ["alice", "bob"])
    state.agents = [FirstOptionAgent(), FirstOptionAgent()]
    assert Counting.own_add_event and not State.own_add_event
    _play_a_little(state)
    assert state.seen == ["roll", "move", "decision"]


def test_a_listener_and_the_invariants_still_see_every_event() -> None:
    state = _state()
    heard: list[str] = []
    state.log.listeners.append(lambda event: heard.append(event.kind))
    _play_a_little(state)
    assert heard == ["roll", "move", "decision"]

    checked = _state()
    read: list[int] = []

    def never_four(s: State) -> str | None:
        read.append(len(s.log))
        last = s.log.events[-1]
        return "a four was rolled" if last.kind == "roll" and last.get("value") == 4 else None

    checked.invariants = [never_four]
    with pytest.raises(InvariantViolation, match="a four was rolled"):
        _play_a_little(checked)
    assert read == [1]


def test_atomic_checks_once_after_the_outermost_step_and_not_after_a_failed_one() -> None:
    state = _state()
    read: list[int] = []

    @watching("roll")
    def count(s: State) -> str | None:
        read.append(len(s.log))
        return None

    state.invariants = [count]
    with state.atomic():
        state.emit("roll", value=1)
        with state.atomic():
            state.emit("roll", value=2)
        state.emit("roll", value=3)
        assert read == []  # nothing checked inside the step
    assert read == [3]  # once, after its last event, every invariant (everything=True)
    with pytest.raises(ValueError, match="halfway"), state.atomic():
        state.emit("roll", value=5)
        raise ValueError("halfway")
    assert read == [3]  # a step that failed is not checked
    assert state._atomic == 0  # and the count is restored for the next step
    state.emit("roll", value=6)
    assert read == [3, 5]  # outside a step: after each event again


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 64, 250])
def test_the_rng_shuffles_as_random_shuffle_does(length: int) -> None:
    """Rng.shuffle writes random.Random.shuffle out: for any seed and length, the same order and the
    generator left in the same place (the next draws agree)."""
    for seed in range(40):
        mine, theirs = Rng(seed), random.Random(seed)
        cards, expected = list(range(length)), list(range(length))
        mine.shuffle(cards)
        theirs.shuffle(expected)
        assert cards == expected
        assert mine.randrange(1_000_000) == theirs.randrange(1_000_000)


def test_the_rng_shuffle_of_another_generator_is_its_own() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: object) -> None:  # type: ignore[override]
            x.reverse()  # type: ignore[attr-defined]

        def _randbelow(self, n: int) -> int:  # type: ignore[override]
            return 0

    rng = Rng(1)
    rng._random = Reversing(1)
    cards = [1, 2, 3]
    rng.shuffle(cards)
    assert cards == [3, 2, 1]


def test_a_generator_that_replaces_only_its_shuffle_keeps_it() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: object) -> None:  # type: ignore[override]
            x.reverse()  # type: ignore[attr-defined]

    rng = Rng(1)
    rng._random = Reversing(1)
    cards = [1, 2, 3, 4]
    rng.shuffle(cards)
    assert cards == [4, 3, 2, 1]


def test_a_move_s_event_carries_the_zones_own_pairs() -> None:
    """Branch perf12b: a zone makes its (key, value) pairs for a move's event with itself, and a
    move reads them as attributes (a lookup by name at every move was some 0.5% of a game); the
    event's data is the same as before, source and destination by name, and a copy of the state
    keeps them right."""
    import copy

    state = _state()
    hand, table = state.zone("hand"), state.zone("table")
    assert hand.pairs == (("source", "hand"), ("to", "hand"))
    uid = state.add_card(_card("Lamp"), hand)
    state.move(uid, table, "played")
    event = state.log.events[-1]
    assert event.data == (("card", "Lamp"), ("uid", uid), ("source", "hand"), ("to", "table"), ("why", "played"))
    assert event.data[2] is hand.pairs[0] and event.data[3] is table.pairs[1]
    twin = copy.deepcopy(state)
    back = twin.zones[-2]
    twin.move(uid, back, "returned")
    assert twin.log.events[-1].data[2:4] == (("source", "table"), ("to", "hand"))
