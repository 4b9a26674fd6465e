"""Pausing Python's cycle collector while the front end builds trees.

Parsing and checking allocate hundreds of thousands of small, acyclic objects
(tokens, AST nodes, model terms). Each allocation burst triggers the cycle
collector, which then scans every surviving object again: on a 10,000-card
corpus that scanning costs more than the parsing itself (docs/performance.md).
Nothing here makes reference cycles, so the collector is paused for the
duration and resumes, with a normal collection schedule, afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
