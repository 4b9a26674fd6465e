"""Every state change is an event in a log, so a game can be explained and replayed.

The log's digest (SHA-256 over the events in order) pins determinism: the same
seed and the same decisions give the same digest, event for event.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from typing import NamedTuple


class Event(NamedTuple):
    """One entry of the log. A named tuple: a game makes thousands, and a tuple is the cheapest
    immutable record to make."""

    seq: int
    kind: str
    data: tuple[tuple[str, object], ...]

    def get(self, key: str, default: object = None) -> object:
        for name, value in self.data:
            if name == key:
                return value
        return default

    def describe(self) -> str:
        details = ", ".join(f"{k}={v}" for k, v in self.data)
        return f"#{self.seq} {self.kind}" + (f" ({details})" if details else "")


Listener = Callable[[Event], None]


class EventLog:
    def __init__(self) -> None:
        self.events: list[Event] = []
        self.listeners: list[Listener] = []

    def emit(self, kind: str, **data: object) -> Event:
        return self.add(kind, tuple(data.items()))

    def add(self, kind: str, data: tuple[tuple[str, object], ...]) -> Event:
        """emit(...) with the data already paired up (the Table's path: one packing, not two)."""
        events = self.events
        event = Event(len(events), kind, data)
        events.append(event)
        if self.listeners:
            for listener in self.listeners:
                listener(event)
        return event

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)

    def since(self, seq: int) -> list[Event]:
        return self.events[seq:]

    def of_kind(self, *kinds: str) -> list[Event]:
        return [e for e in self.events if e.kind in kinds]

    def digest(self) -> str:
        # One update over the events' texts joined: the same bytes in the same order as one update
        # per event, so the same digest, with a fraction of the calls.
        text = "".join([repr((event.kind, event.data)) for event in self.events])
        return hashlib.sha256(text.encode("utf-8")).hexdigest()
