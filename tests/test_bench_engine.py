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


def test_a_baseline_round_goes_first_in_odd_rounds_and_last_in_even_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """--baseline: neither engine has the start of every round to itself (the order its rows ran
    in decided a comparison on a shared machine: the baseline always ran first)."""
    import argparse

    import bench_engine

    order: list[str] = []

    def engine_row(name, games, seed, check, agents="bots", digest=True):  # type: ignore[no-untyped-def]
        order.append("engine")
        return bench_engine.Measure("bots", name, 4, "off", games, 10, 20, 1.0, digest, 1.0), ("d",)

    def baseline(checkout, plan, seed):  # type: ignore[no-untyped-def]
        order.append("baseline")
        return [(bench_engine.Measure("bots", p[0], 4, "off", p[3], 10, 20, 1.0, True, 1.0), ("d",)) for p in plan]

    monkeypatch.setattr(bench_engine, "run_engine", engine_row)
    monkeypatch.setattr(bench_engine, "baseline_round", baseline)
    monkeypatch.setattr(bench_engine, "GAMES", ("munchkin",))
    args = argparse.Namespace(games=1, random_games=0, repeat=3, seed=0, no_rlcard=True, baseline="/nowhere")
    monkeypatch.setattr(bench_engine, "revision", lambda root=None: "test")
    bench_engine.benchmark(args)
    rows = ["engine"] * len(bench_engine.BOT_ROWS)
    assert order == ["baseline", *rows, *rows, "baseline", "baseline", *rows]  # rounds 1, 2, 3
