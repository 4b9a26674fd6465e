"""Pausing Python's cycle collector while the front end builds trees.

Parsing and checking allocate hundreds of thousands of small, acyclic objects
(tokens, AST nodes, model terms). Each allocation burst triggers the cycle
collector, which then scans every surviving object again: on a 10,000-card
corpus that scanning costs more than the parsing itself (docs/performance.md).
Nothing here makes reference cycles, so the collector is paused for the
duration and resumes, with a normal collection schedule, afterwards.

A class, not ``contextlib.contextmanager``: leaving a generator-based manager
raises StopIteration, an allocation, so the collector (just resumed) scanned
every object made during the pause at once, while the caller still held them
(0.1 s for 5,000 cards). Resumed here, that scan falls to the caller's next
allocations, or never comes: a caller that is done with the objects, or that
freezes them (the validator), never pays it.
"""

from __future__ import annotations

import gc
from types import TracebackType


class gc_paused:  # lower case: it reads as the function it replaced, `with gc_paused():`
    """The cycle collector off inside the block, and as it was after it (nested: off until the outermost ends)."""

    __slots__ = ("_was_enabled",)

    def __enter__(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._was_enabled:
            gc.enable()
