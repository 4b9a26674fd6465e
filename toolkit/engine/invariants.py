"""Invariant checks run after every event while validating or simulating with checks on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolkit.engine.events import Event

Invariant = Callable[[Any], str | None]  # returns a message when the state breaks it


def watching(*kinds: str) -> Callable[[Invariant], Invariant]:
    """Mark an invariant as depending only on what events of these kinds change: it is then
    checked after those events (and after every multi-event step), not after a die roll or a
    decision, which cannot break it. Checking it after every event would find nothing more."""

    def mark(invariant: Invariant) -> Invariant:
        invariant.watches = frozenset(kinds)  # type: ignore[attr-defined]
        return invariant

    return mark


class InvariantViolation(Exception):
    def __init__(self, message: str, event: Event | None, invariant: Invariant | None = None) -> None:
        self.message = message
        self.event = event
        self.invariant = invariant  # the check that found it, when known: the fuzzer names it (V0202)
        where = f" after {event.describe()}" if event else ""
        super().__init__(f"invariant broken{where}: {message}")


def check_all(state: Any, invariants: list[Invariant], event: Event | None, everything: bool = False) -> None:
    for invariant in invariants:
        watches = getattr(invariant, "watches", None)
        if not everything and event is not None and watches is not None and event.kind not in watches:
            continue
        problem = invariant(state)
        if problem:
            raise InvariantViolation(problem, event, invariant)
