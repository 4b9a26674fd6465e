"""Invariant checks run after every event while validating or simulating with checks on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolkit.engine.events import Event

Invariant = Callable[[Any], str | None]  # returns a message when the state breaks it


class InvariantViolation(Exception):
    def __init__(self, message: str, event: Event | None) -> None:
        self.message = message
        self.event = event
        where = f" after {event.describe()}" if event else ""
        super().__init__(f"invariant broken{where}: {message}")


def check_all(state: Any, invariants: list[Invariant], event: Event | None) -> None:
    for invariant in invariants:
        problem = invariant(state)
        if problem:
            raise InvariantViolation(problem, event)
