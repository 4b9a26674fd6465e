"""One ordered parallel map for every batch of independent work: simulated games, the balance
report's paired games, the validator's scenarios and fuzzing, parsing files.

Results come back in the order of the jobs whatever the number of workers, so a report never
depends on timing. Where ``fork`` exists the workers are forked after ``setup`` has run in this
process: they inherit what it prepared (card pools, scenarios) and nothing is pickled; the
collector in each worker is told to leave the inherited objects alone (``gc.freeze``), which it
would otherwise scan at every full collection. Elsewhere each worker runs ``setup`` itself.
"""

from __future__ import annotations

import gc
import multiprocessing
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

J = TypeVar("J")
R = TypeVar("R")

FORK = "fork" in multiprocessing.get_all_start_methods()


def ordered_map(
    work: Callable[[J], R],
    jobs: Sequence[J],
    workers: int = 1,
    setup: Callable[..., None] | None = None,
    setup_args: tuple[Any, ...] = (),
) -> Iterator[R]:
    """``work(job)`` for every job, in job order, over ``workers`` processes (in this one for 1 or fewer jobs).

    ``work`` and ``setup`` must be module-level functions (they cross to the workers by name).
    A worker that dies raises ``concurrent.futures.process.BrokenProcessPool`` here; callers that
    can do the work in this process instead catch it (the validator does)."""
    if setup is not None:
        setup(*setup_args)  # in this process too: the serial path and forked workers read what it set
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield work(job)
        return
    if FORK:
        executor = ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("fork"), initializer=gc.freeze
        )
    else:
        executor = ProcessPoolExecutor(max_workers=workers, initializer=setup, initargs=setup_args)
    with executor:
        yield from executor.map(work, jobs)  # map keeps the order


def batches(items: Sequence[J], size: int) -> list[list[J]]:
    """``items`` cut into lists of ``size`` (the last shorter): the unit of work sent to a worker."""
    size = max(1, size)
    return [list(items[start : start + size]) for start in range(0, len(items), size)]


def flatten(chunks: Iterable[Iterable[R]]) -> list[R]:
    return [item for chunk in chunks for item in chunk]
