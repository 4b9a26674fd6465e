"""bench/bench_engine.py's long run plays real games: its worker ran nothing but TypeErrors for a while
(it kept calling ``player_of``'s result as the play function after that began to return a pair), and
nothing noticed, because the 10,000-game run is on demand. A few seeds of each game, as a worker plays
them, must finish with no exception and no invariant violation."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from bench_engine import play_seeds  # noqa: E402


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_the_long_runs_worker_plays_games_with_invariants_on(game: str) -> None:
    result = play_seeds((game, [0, 1, 2]))
    assert result.exceptions == [] and result.violations == [], (result.exceptions, result.violations)
    assert result.games == 3 and result.finished + len(result.unfinished) == 3
    assert result.decisions > 100 and result.events > result.decisions
