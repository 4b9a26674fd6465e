"""The reviewers' passes (tests/reviewN/*.cards): cards and test blocks written afresh, each file a
lone file on the shipped set of its game. Every block there passes; each one named in a fix's commit
failed before it."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from toolkit.lang import games
from toolkit.lang.load import load
from toolkit.rulesets.munchkin_rules import conflicts
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


# The reviewers' V0116 checks (a rule number a card cannot change): each finding as "line:column message | hint".
def v0116(tmp_path: Path, game: str, card: str) -> list[str]:
    path = tmp_path / "numbers.cards"
    path.write_text(f"game {game}\n\n{card}\n", encoding="utf-8")
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    found = conflicts.rule_conflicts(games.get(game), loaded.cards)
    return [f"{d.span.line}:{d.span.column} {d.message} | {d.hint}" for d in found if d.code == "V0116" and d.span]
