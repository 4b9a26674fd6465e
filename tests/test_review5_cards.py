"""Fifth review pass: cards and test blocks written afresh by a reviewer, in tests/review5/*.cards
(each a lone file on the shipped set of its game). Every block there passes; each one named in a
fix's commit failed before it."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest

from toolkit.validate.testing import run_tests

HERE = Path(__file__).parent / "review5"
FILES = sorted(HERE.glob("*.cards"))


@pytest.fixture
def time_limit() -> Iterator[None]:
    """A file's blocks end within two minutes, however loaded the machine: a card must never hang the
    engine (huge-numbers.cards looped 10^18 times before its fix), and a hang fails instead of waiting."""

    def expired(signum: int, frame: FrameType | None) -> None:
        raise TimeoutError("the test blocks ran for more than 120 s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(120)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_block_passes(path: Path, time_limit: None) -> None:
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
