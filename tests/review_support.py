"""The reviewers' passes (tests/reviewN/*.cards): cards and test blocks written afresh, each file a
lone file on the shipped set of its game. Every block there passes; each one named in a fix's commit
failed before it."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from toolkit.validate.testing import run_tests


@contextmanager
def time_limit(seconds: int = 120) -> Iterator[None]:
    """A file's blocks end within two minutes, however loaded the machine: a card must never hang the
    engine (review3's huge-numbers.cards looped 10^18 times before its fix), and a hang fails instead
    of waiting."""

    def expired(signum: int, frame: FrameType | None) -> None:
        raise TimeoutError(f"the test blocks ran for more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def assert_every_block_passes(path: Path) -> None:
    with time_limit():
        done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [f"{d.location()}: {d.message}" for d in done.loaded.diagnostics if d.is_error]
    problems = [
        (
            r.scenario.name,
            [f"{f.expected} / {f.actual}" for f in r.failures],
            [f"{e.code} {e.message}" for e in r.errors],
        )
        for r in done.results
        if not r.passed
    ]
    assert not problems, problems
    # every block of the file ran: none skipped, none lost
    assert done.passed == path.read_text(encoding="utf-8").count("\ntest "), done.passed
