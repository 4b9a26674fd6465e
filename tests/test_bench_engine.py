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

import argparse  # noqa: E402
import json  # noqa: E402

import bench_engine  # noqa: E402
from bench_engine import play_seeds  # noqa: E402


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_the_long_runs_worker_plays_games_with_invariants_on(game: str) -> None:
    result = play_seeds((game, [0, 1, 2]))
    assert result.exceptions == [] and result.violations == [], (result.exceptions, result.violations)
    assert result.games == 3 and result.finished + len(result.unfinished) == 3
    assert result.decisions > 100 and result.events > result.decisions


def _measure(game: str, games: int, cpu: float = 1.0) -> bench_engine.Measure:
    return bench_engine.Measure("bots", game, 4, "off", games, 100, 200, cpu, False, cpu)


def test_the_sides_order_alternates_from_round_to_round(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """--baseline and RLCard: no side has the start (or the end) of every round to itself (the order
    its rows ran in decided a comparison on a shared machine: the baseline always ran first)."""
    order: list[str] = []

    def engine_round(plan, seed, rows):  # type: ignore[no-untyped-def]
        order.extend(f"engine {i}" for i in rows)
        return [(_measure(plan[i][0], plan[i][3]), ("d",)) for i in rows]

    class Baseline:
        def __init__(self, checkout, plan, seed):  # type: ignore[no-untyped-def]
            self.plan = plan

        def round(self, rows):  # type: ignore[no-untyped-def]
            order.extend(f"baseline {i}" for i in rows)
            return [(_measure(self.plan[i][0], self.plan[i][3], 2.0), ("d",)) for i in rows]

        def close(self) -> None:
            order.append("closed")

    monkeypatch.setattr(bench_engine, "engine_round", engine_round)
    monkeypatch.setattr(bench_engine, "BaselineServer", Baseline)
    monkeypatch.setattr(bench_engine, "GAMES", ("munchkin",))
    monkeypatch.setattr(bench_engine, "revision", lambda root=None: "test")
    args = argparse.Namespace(
        games=1,
        random_games=0,
        rounds=3,
        warmup=1,
        seed=0,
        no_rlcard=True,
        baseline="/nowhere",
        cpu=None,
        rlcard_games=1,
    )
    bench_engine.benchmark(args)
    # Each row on both sides back to back, the order flipped from row to row and round to round.
    even = ["engine 0", "baseline 0", "baseline 1", "engine 1", "engine 2", "baseline 2"]
    odd = ["baseline 0", "engine 0", "engine 1", "baseline 1", "baseline 2", "engine 2"]
    assert order == [*even, *odd, *even, *odd, "closed"]  # a warm-up round, then rounds 1, 2, 3
    out = capsys.readouterr().out
    # Each engine round at 100 decisions per CPU second, the baseline's at 50: 2x, inside no noise.
    assert "2.000x (2.000-2.000) the baseline's decisions: at least 1.0x, above the noise" in out


def test_medians_and_quartiles_of_the_rounds() -> None:
    assert bench_engine.quartiles([5.0]) == (5.0, 5.0, 5.0)
    assert bench_engine.quartiles([1.0, 2.0, 3.0, 4.0, 5.0]) == (2.0, 3.0, 4.0)
    # A ratio is the median of the rounds' own ratios, not the ratio of the medians.
    assert bench_engine.paired([2.0, 3.0, 10.0], [1.0, 3.0, 5.0]) == (1.5, 2.0, 2.0)
    assert bench_engine.verdict((1.01, 1.1, 1.2)).endswith("above the noise (lower quartile >= 1)")
    assert "inside the noise" in bench_engine.verdict((0.95, 1.02, 1.1))
    assert "inside the noise" in bench_engine.verdict((0.9, 0.97, 1.02))
    assert bench_engine.verdict((0.8, 0.85, 0.9)).startswith("under 1.0x, beyond the noise")


def test_rounds_that_played_other_games_are_refused() -> None:
    runs = [(_measure("munchkin", 1), ("a",)), (_measure("munchkin", 1), ("b",))]
    with pytest.raises(SystemExit, match="not deterministic"):
        bench_engine.summary_of(runs)


def test_the_baseline_server_times_rounds_in_one_warm_process() -> None:
    """The baseline's process stays up across rounds (fed over a pipe) and plays the same games as
    this process (here the baseline is this checkout: equal digests)."""
    plan = [("munchkin", False, "bots", 1, True)]
    server = bench_engine.BaselineServer(str(ROOT), plan, 0)
    try:
        first, second = server.round(), server.round([0])
        pid = server.process.pid
    finally:
        server.close()
    here = bench_engine.engine_round(plan, 0)
    assert first[0][1] == second[0][1] == here[0][1] and first[0][1][0]  # the same game's digest
    assert first[0][0].decisions == here[0][0].decisions > 10 and first[0][0].cpu_seconds > 0
    assert server.process.returncode == 0 and pid > 0


def test_the_rlcard_server_is_fed_rounds_over_a_pipe(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """RLCardServer speaks rlcard_uno.py --serve's protocol (a line of versions, then one JSON line
    per request) and says what went wrong when the server stops, never a traceback of its own."""
    import run_rlcard

    fake = tmp_path / "fake_uno.py"
    fake.write_text(
        "import json, sys\n"
        "assert '--serve' in sys.argv\n"
        "print(json.dumps({'rlcard': 'fake', 'players': 2}), flush=True)\n"
        "for line in sys.stdin:\n"
        "    games = json.loads(line)['games']\n"
        "    if games < 0:\n"
        "        sys.exit(3)\n"
        "    done = {'games': games, 'actions': 46 * games, 'seconds': 1.0, 'cpu_seconds': 0.5}\n"
        "    print(json.dumps(done), flush=True)\n"
    )
    monkeypatch.setattr(run_rlcard, "ensure_venv", lambda venv=None: Path(sys.executable))
    monkeypatch.setattr(run_rlcard, "SCRIPT", fake)
    with run_rlcard.RLCardServer(seed=0) as server:
        assert server.about == {"rlcard": "fake", "players": 2}
        assert server.round(10)["actions"] == 460 and server.round(2)["actions"] == 92
        with pytest.raises(run_rlcard.RLCardUnavailable, match="stopped"):
            server.round(-1)


def test_instruction_counts_read_callgrinds_totals_and_count_only_warm_games(capsys) -> None:  # type: ignore[no-untyped-def]
    """--instructions: the count is the file's closing total (the summary at the top says 0 when
    counting starts off); the child plays its games twice (warm, then counted) and says how many
    decisions the counted ones had (outside callgrind, switching the count on does nothing)."""
    assert bench_engine.callgrind_total("events: Ir\nsummary: 0\nfn=x\n1 5\ntotals: 12345\n") == 12345
    with pytest.raises(SystemExit, match="counted nothing"):
        bench_engine.callgrind_total("summary: 0\ntotals: 0\n")
    bench_engine.count_games("munchkin", 1, 0, False)
    found = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert found["decisions"] > 10 and found["hashed"] is False


def test_the_old_repeat_option_still_sets_the_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []
    monkeypatch.setattr(bench_engine, "benchmark", lambda args: seen.append(args.rounds))
    assert bench_engine.main(["--repeat", "3", "--no-rlcard"]) == 0
    assert bench_engine.main(["--no-rlcard"]) == 0
    assert seen == [3, 21]


def test_the_compiled_side_is_timed_in_the_same_rounds(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """--compiled: the compiled engine is a side of every round, back to back with this engine (the
    order alternating), its rows printed and each row's speed against this engine's; its private
    folder is removed after the run."""
    order: list[str] = []
    removed: list[str] = []

    def engine_round(plan, seed, rows):  # type: ignore[no-untyped-def]
        order.extend(f"engine {i}" for i in rows)
        return [(_measure(plan[i][0], plan[i][3], 2.0), ("d",)) for i in rows]

    class Compiled:
        def __init__(self, engine, plan, seed):  # type: ignore[no-untyped-def]
            assert engine.label == "deckwright-0-cp311-x.whl"
            self.plan = plan

        def round(self, rows):  # type: ignore[no-untyped-def]
            order.extend(f"compiled {i}" for i in rows)
            return [(_measure(self.plan[i][0], self.plan[i][3], 1.0), ("d",)) for i in rows]

        def close(self) -> None:
            order.append("closed")

    engine = bench_engine.CompiledEngine("python", "/private", "deckwright-0-cp311-x.whl", "/private")
    monkeypatch.setattr(engine, "remove", lambda: removed.append("removed"))
    monkeypatch.setattr(bench_engine, "compiled_engine", lambda given: engine)
    monkeypatch.setattr(bench_engine, "engine_round", engine_round)
    monkeypatch.setattr(bench_engine, "CompiledServer", Compiled)
    monkeypatch.setattr(bench_engine, "GAMES", ("munchkin",))
    args = argparse.Namespace(
        games=1, random_games=0, rounds=2, warmup=0, seed=0, no_rlcard=True, baseline=None, cpu=None, rlcard_games=1
    )
    args.compiled = "dist/deckwright-0-cp311-x.whl"
    bench_engine.benchmark(args)
    even = ["engine 0", "compiled 0", "compiled 1", "engine 1", "engine 2", "compiled 2"]
    odd = ["compiled 0", "engine 0", "engine 1", "compiled 1", "compiled 2", "engine 2"]
    assert order == [*even, *odd, "closed"] and removed == ["removed"]
    out = capsys.readouterr().out
    assert "| compiled deckwright-0-cp311-x.whl (heuristic bots) | munchkin | off | not made | 1 | 100 | 2 " in out
    # This engine at 50 decisions per CPU second, the compiled one at 100: the compile gives 2x.
    line = "munchkin, bots, checks off, log not hashed: the compiled engine: 2.000x (2.000-2.000) this engine's"
    assert line in out


def _fake_wheel(path: Path) -> Path:
    """A wheel whose toolkit is interpreted (what DECKWRIGHT_COMPILE=1 was not given makes)."""
    import zipfile

    with zipfile.ZipFile(path, "w") as wheel:
        for name in (
            "toolkit/__init__.py",
            "toolkit/engine/__init__.py",
            "toolkit/engine/play.py",
            "toolkit/rulesets/__init__.py",
            "toolkit/rulesets/munchkin_rules/__init__.py",
            "toolkit/rulesets/munchkin_rules/combat.py",
        ):
            wheel.writestr(name, "")
    return path


def test_the_compiled_side_refuses_what_is_not_a_compiled_engine(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A clear line for each, before anything is timed; a wheel is unpacked into a private folder,
    removed when it is refused, and its toolkit is the one imported (not this checkout's)."""
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with pytest.raises(SystemExit, match="no such file or folder"):
        bench_engine.main(["--compiled", str(tmp_path / "missing.whl")])
    (tmp_path / "broken.whl").write_text("not a zip", encoding="utf-8")
    with pytest.raises(SystemExit, match="cannot unpack the wheel"):
        bench_engine.main(["--compiled", str(tmp_path / "broken.whl")])
    with pytest.raises(SystemExit, match="neither a wheel"):
        bench_engine.main(["--compiled", str(tmp_path)])
    wheel = _fake_wheel(tmp_path / "deckwright-0-py3-none-any.whl")
    with pytest.raises(SystemExit, match=r"not compiled \(.*deckwright-bench-compiled-.*/toolkit/engine/play\.py"):
        bench_engine.main(["--compiled", str(wheel)])
    assert not list(tmp_path.glob("deckwright-bench-compiled-*"))  # the private folder went with it
    # This checkout as a --target folder: its interpreted engine is refused too.
    with pytest.raises(SystemExit, match=r"not compiled \(.*toolkit/engine/play\.py is imported\)"):
        bench_engine.compiled_engine(str(ROOT))
    for other in ("--instructions", "--long=1"):
        with pytest.raises(SystemExit) as exc:
            bench_engine.main(["--compiled", str(wheel), other])
        assert exc.value.code == 2  # argparse's usage error


def test_the_compiled_side_is_compared_with_rlcard_too(capsys) -> None:  # type: ignore[no-untyped-def]
    """With RLCard beside it, the compiled engine's row says its speed against RLCard's actions of the
    same rounds, as this engine's does (issue 9's aim read for either build)."""
    plan = [("munchkin", None, "bots", 1, None)]
    runs = {
        "engine": [[(_measure("munchkin", 1, 2.0), ("d",)), (_measure("munchkin", 1, 2.0), ("d",))]],
        "baseline": [[]],
        "compiled": [[(_measure("munchkin", 1, 1.0), ("d",)), (_measure("munchkin", 1, 1.0), ("d",))]],
    }
    rl = [[{"actions": 80, "cpu_seconds": 1.0, "seconds": 1.0}] * 2]
    args = argparse.Namespace(rlcard_games=1, baseline=None)
    bench_engine.report(args, plan, runs, rl, {"rlcard": "fake", "players": 2}, "deckwright-0-cp311-x.whl")
    out = capsys.readouterr().out
    # This engine at 50 decisions per CPU second, the compiled one at 100, RLCard at 80 actions.
    row = "munchkin, bots, checks off, log not hashed"
    assert f"{row}: 0.625x (0.625-0.625) decisions to RLCard's actions (every step)" in out
    assert f"{row}: the compiled engine: 1.250x (1.250-1.250) decisions to RLCard's actions (every step)" in out
    # No like-for-like rows without what they read: RLCard's steps with a choice, the engine's forced ones.
    assert "steps with a choice" not in out and "forced ones included" not in out


def test_each_row_is_set_beside_rlcard_like_for_like_both_ways(capsys) -> None:  # type: ignore[no-untyped-def]
    """Decisions (two options or more) against RLCard's steps with a choice; every action (decisions and
    the forced ones, Measure.forced) against every RLCard step; and the first, leaning row, kept."""
    plan = [("munchkin", None, "bots", 1, None)]
    engine = [_measure("munchkin", 1, 2.0), _measure("munchkin", 1, 2.0)]  # 100 decisions in 2 CPU s
    for m in engine:
        m.forced = 60  # and 60 forced: 80 actions a CPU second
    runs = {"engine": [[(m, ("d",)) for m in engine]], "baseline": [[]], "compiled": [[]]}
    rl = [[{"actions": 80, "choices": 20, "cpu_seconds": 1.0, "seconds": 1.0}] * 2]
    args = argparse.Namespace(rlcard_games=1, baseline=None)
    bench_engine.report(args, plan, runs, rl, {"rlcard": "fake", "players": 2})
    out = capsys.readouterr().out
    row = "munchkin, bots, checks off, log not hashed"
    assert f"{row}: 0.625x (0.625-0.625) decisions to RLCard's actions (every step)" in out
    assert f"{row}: 2.500x (2.500-2.500) decisions to RLCard's steps with a choice" in out
    assert f"{row}: 1.000x (1.000-1.000) actions, forced ones included, to RLCard's actions" in out
    assert "munchkin, bots, checks off: 100 decisions and 60 forced a round" in out
    assert "RLCard: 20 of its 80 steps a round had a choice" in out


def test_rlcards_choices_are_counted_in_a_replay_of_the_timed_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """rlcard_uno.choices replays the games from the seed: with a stand-in env, the steps it counts are
    those the timed loop would take, and only the ones with two legal actions or more are choices."""
    import sys
    import types

    seeded: list[int] = []
    numpy = types.ModuleType("numpy")  # a stand-in: the replay seeds NumPy's generator as the timed loop does
    numpy.random = types.SimpleNamespace(seed=seeded.append)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "numpy", numpy)
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import rlcard_uno

    class Env:
        def __init__(self) -> None:
            self.steps: list[int] = []

        def seed(self, seed: int) -> None:
            self.steps = [1, 3, 1, 2, 1]  # legal actions at each step of one game

        def reset(self) -> tuple[dict[str, list[int]], int]:
            return {"legal_actions": list(range(self.steps[0]))}, 0

        def is_over(self) -> bool:
            return not self.steps

        def step(self, action: int) -> tuple[dict[str, list[int]], int]:
            self.steps.pop(0)
            return {"legal_actions": list(range(self.steps[0] if self.steps else 1))}, 0

    class Agent:
        def step(self, state: dict[str, list[int]]) -> int:
            return state["legal_actions"][0]

    assert rlcard_uno.choices(Env(), [Agent()], 1, 0) == (2, 5)
    assert seeded == [0]
