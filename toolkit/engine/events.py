"""Every state change is an event in a log, so a game can be explained and replayed.

The log's digest (SHA-256 over the events in order) pins determinism: the same
seed and the same decisions give the same digest, event for event.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
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
        event = Event(len(self.events), kind, tuple(data.items()))
        self.events.append(event)
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
        h = hashlib.sha256()
        for event in self.events:
            h.update(repr((event.kind, event.data)).encode("utf-8"))
        return h.hexdigest()
