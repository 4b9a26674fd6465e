"""Every state change is an event in a log, so a game can be explained and replayed.

The log's digest (SHA-256 over the events in order, see EventLog.digest) pins
determinism: the same seed and the same decisions give the same digest, event for event.
"""

from __future__ import annotations

import hashlib
import marshal
import operator
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
_KIND_AND_DATA = operator.itemgetter(slice(1, None))


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
        """SHA-256 over the events' kinds and data, in order, in a compact binary encoding: marshal's
        format version 2 of the list of (kind, data) tuples. Version 2 writes values only (strings
        and numbers as such, never which objects are shared, unlike versions 3 and later), so equal
        logs give equal digests in any process. A value marshal cannot write (an object of a rule's
        own) is written as the bytes of its repr, as the repr-based digest before it read it.
        """
        kinds_and_data = list(map(_KIND_AND_DATA, self.events))  # event[1:]: the plain tuple (kind, data)
        try:
            payload = marshal.dumps(kinds_and_data, _MARSHAL_VERSION)
        except ValueError:
            payload = marshal.dumps(
                [(kind, tuple([(key, _writable(value)) for key, value in data])) for kind, data in kinds_and_data],
                _MARSHAL_VERSION,
            )
        return hashlib.sha256(payload).hexdigest()


_MARSHAL_VERSION = 2  # the last format without back-references to shared objects
_PLAIN = (str, int, float, bool, type(None))


def _writable(value: object) -> object:
    """The value itself when marshal writes it as a value, else its repr as bytes."""
    if type(value) in _PLAIN:
        return value
    if type(value) is tuple:  # a plain tuple only: marshal writes no subclass (a named tuple's repr says more)
        assert isinstance(value, tuple)
        return tuple([_writable(item) for item in value])
    return repr(value).encode("utf-8")
