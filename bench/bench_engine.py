"""Rules-engine throughput for each Munchkin-family ruleset, beside RLCard's UNO in the same run.

Run on demand (never part of the test suite)::

    python bench/bench_engine.py [--rounds 21] [--games 10] [--random-games 4] [--warmup 2] [--seed 0]
                                 [--rlcard-games 200] [--no-rlcard] [--baseline CHECKOUT] [--cpu N]
                                 [--compiled WHEEL_OR_VENV]
    python bench/bench_engine.py --instructions [--games 8] [--rlcard-games 200] [--baseline CHECKOUT]
    python bench/bench_engine.py --long 10000 [--workers 2] [--seed 0]

Benchmark mode: for each ruleset, 4 players of heuristic bots play ``--games`` complete games
(the seeds ``deckwright simulate --seed S`` plays first) with invariant checks off, first without
and then with the log's digest (RLCard keeps no log: the first is the like-for-like row; simulate
plays the second), then with checks on; then ``--random-games`` games with seeded random agents,
the like-for-like match for RLCard's random agents. RLCard 1.2.0's UNO with random agents plays
``--rlcard-games`` games (actions: every ``env.step``, forced moves included). A Deckwright decision
is a choice with at least two options (a one-option one is taken without asking and counted apart,
``GameRecord.forced``), and about two UNO steps in three are forced (a player with no card to play
draws), so each row is set beside RLCard three ways: decisions to every RLCard step (leaning RLCard's
way), decisions to RLCard's steps with a choice (counted in an untimed replay of the same games), and
every point at which a player acted, forced ones included, to every RLCard step (like for like both).

The measure is made to stand a shared machine's noise: the run goes in many short rounds (after
``--warmup`` untimed ones); in a round each row is timed on every side back to back (this engine,
a ``--baseline``, and RLCard's games beside it), in an order that alternates from row to row and
round to round, so that the runs a ratio compares met the same moments; every side runs warm in one
long-lived process (RLCard's and the baseline's fed their rounds over a pipe), with the cycle
collector settled (collect, freeze) before every timed run (``--cpu N`` pins them all to one CPU). A row's figure is
the MEDIAN of its per-round CPU-time rates (``time.process_time``), printed with its quartiles;
a ratio is the median of the per-round ratios (both sides of a round met the same moments of the
machine), with its quartiles, and says whether it is above the noise (lower quartile >= 1).
Every round must play the same games (equal digests or decision/event counts).

``--instructions``: instead of timing, callgrind's instruction counts (valgrind): the bots' games
0 to ``--games``-1 with checks off, played once uncounted (warm) and then counted, in a child run
under ``valgrind --tool=callgrind --instr-atstart=no`` that switches counting on around them
(``callgrind_control``), this engine's with the log hashed and not, a baseline's, and RLCard's
``--rlcard-games`` likewise: per decision (per action), the measure the load does not move.

``--baseline CHECKOUT`` (a checkout of an earlier commit, e.g. ``git worktree add
/tmp/base 752c574``) times the same rows with that checkout's engine in each round
as well (this file run with that checkout on its path, ``--serve``), checks that it
played the same games (equal digests) and prints each row's speed against it.

``--compiled WHEEL_OR_VENV`` times the same rows with the Cython-compiled engine as well
(hatch_build.py: ``DECKWRIGHT_COMPILE=1 pip wheel --no-deps . -w DIR``), served as a baseline is,
playing this checkout's cards: WHEEL_OR_VENV is the compiled wheel (unpacked into a private
temporary folder, removed after the run, never installed into site-packages), a folder it was
installed into (``pip install --no-deps --target DIR WHEEL``), or a venv it was installed into (run
with that venv's interpreter). The run first checks that the engine it imports there is the
compiled one, and that it plays the same games; each row's line says the compiled engine's speed
against this one's.

Every ruleset whose ``Ruleset.engine`` is set is benchmarked (the games are found
through the registry, not named here).

Long mode (``--long N``): N games of each ruleset with every invariant checked
after every event; reports games finished with a winner, unfinished (stopped at
the engine's turn cap), invariant violations and other exceptions, each failure
with its game seed and message, and the elapsed time. A failing game replays
alone with ``play_game(ruleset, cards, 4, SEED, check_invariants=True)``.
"""

from __future__ import annotations

import argparse
import gc
import inspect
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# The code measured: this checkout, or the one a --baseline run points its child at.
ROOT = Path(os.environ.get("DECKWRIGHT_BENCH_ROOT") or Path(__file__).resolve().parents[1])
# The cards played: this checkout's, or those a --compiled child is told to play (a wheel has no cards/).
CARDS = Path(os.environ.get("DECKWRIGHT_BENCH_CARDS") or ROOT / "cards")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from run_rlcard import RLCardServer, RLCardUnavailable, ensure_venv  # noqa: E402

from toolkit.engine.agents import RandomAgent  # noqa: E402
from toolkit.engine.invariants import InvariantViolation  # noqa: E402
from toolkit.engine.simulate import game_seed  # noqa: E402
from toolkit.lang.load import load  # noqa: E402
from toolkit.lang.model import Card  # noqa: E402
from toolkit.rulesets import registry  # noqa: E402

try:  # absent in a --baseline child's checkout from before the contract: it never runs a long run
    from toolkit.engine.parallel import ordered_map
except ImportError:
    ordered_map = None  # type: ignore[assignment]

GAMES = tuple(name for name, ruleset in registry.all_rulesets().items() if ruleset.engine)
PLAYERS = 4
PLAYER_NAME = re.compile(r"\b(alice|bob|cara|dan|eve|finn)\b")  # seats, as test blocks name them


# ---------------------------------------------------------------- shared


def machine() -> str:
    """A one-line description of the machine: CPU model, cores, Python."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    system = f"{platform.system()} {platform.machine()}, Python {platform.python_version()}"
    return f"{cpu}, {os.cpu_count()} cores, {system}"


def revision(root: Path = ROOT) -> str:
    """The commit the engine code comes from, and whether the working tree differs from it."""
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "describe", "--always", "--dirty"], capture_output=True, text=True, check=False
        )
    except OSError:
        return "unknown"
    return done.stdout.strip() or "unknown"


def game_cards(name: str) -> list[Card]:
    loaded = load([str(CARDS)])
    if not loaded.ok:
        print(f"warning: cards/ has errors; playing with the {len(loaded.cards)} cards that loaded", file=sys.stderr)
    cards = [c for c in loaded.cards if c.game == name]
    if not cards:
        raise SystemExit(f"no {name} cards under {CARDS}")
    return cards


# ---------------------------------------------------------------- benchmark


@dataclass
class Measure:
    engine: str
    game: str
    players: int
    checks: str
    games: int
    decisions: int
    events: int
    seconds: float
    hashed: bool = True  # the log digest made in the timed loop (always, for an engine before play_game(digest=))
    # The CPU time of the same run (time.process_time): on a machine others share, the clock counts
    # their work too, the CPU time only this process's (the best of the rounds, like ``seconds``).
    cpu_seconds: float = 0.0
    # Involuntary context switches during the run (getrusage): each is another process taking the
    # core and the caches; the rounds with more of them ran slower even by CPU time (the report
    # prints the correlation). -1 where the system does not count them.
    switches: int = -1
    # Decisions with one option, taken without asking (GameRecord.forced; -1: an engine from before it
    # counted them). With ``decisions``, every point at which a player acted: RLCard's actions' like.
    forced: int = -1

    @property
    def decisions_per_cpu_s(self) -> float:
        return self.decisions / self.cpu_seconds if self.cpu_seconds else 0.0

    @property
    def actions_per_cpu_s(self) -> float:
        """Every point at which a player acted, forced ones included (as RLCard's env.step counts)."""
        return (self.decisions + self.forced) / self.cpu_seconds if self.cpu_seconds and self.forced >= 0 else 0.0

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    @property
    def events_per_s(self) -> float:
        return self.events / self.seconds

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds


def run_engine(
    name: str, games: int, seed: int, check: bool, agents: str = "bots", digest: bool = True
) -> tuple[Measure, tuple[str, ...]]:
    """One timed run of ``games`` games, with the games' digests, so that runs can be compared.

    ``agents``: "bots" (the ruleset's heuristic bots, as `deckwright simulate` plays) or "random"
    (seeded RandomAgents, like RLCard's random agents). ``digest=False``: the engine does not hash
    its log (``play_game(digest=False)``, as the balance report plays); the runs are then compared
    by their decisions, events and winners, and an engine from before that option hashes anyway.
    """
    play, honours = player_of(name)
    cards = _cards_cache.get(name) or _cards_cache.setdefault(name, game_cards(name))
    seeds = [game_seed(seed, i) for i in range(games)]
    switched = _switches()
    start, start_cpu = time.perf_counter(), time.process_time()
    records = [play(cards, s, _agents(agents, s), check, digest) for s in seeds]
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - start_cpu
    switched = _switches() - switched if switched >= 0 else -1
    decisions, events = sum(r.decisions for r in records), sum(r.events for r in records)
    forced = [getattr(r, "forced", -1) for r in records]  # an engine from before GameRecord.forced: -1
    hashed = digest or not honours
    measure = Measure(
        agents, name, PLAYERS, "on" if check else "off", games, decisions, events, seconds, hashed, cpu_seconds
    )
    measure.switches = switched
    measure.forced = -1 if min(forced) < 0 else sum(forced)
    return measure, tuple(r.digest if hashed else f"{r.decisions}/{r.events}/{r.winners}" for r in records)


def _switches() -> int:
    try:
        import resource
    except ImportError:  # not on this system
        return -1
    return resource.getrusage(resource.RUSAGE_SELF).ru_nivcsw


def player_of(name: str) -> tuple[Callable[[list[Card], int, Any, bool, bool], Any], bool]:
    """play(cards, seed, agents, check, digest) -> the game's record, through the engine contract (the
    core's play loop and the game's Rules), or, in a checkout from before it (a --baseline child),
    through the ruleset's engine module as it was then; and whether that engine can leave the log
    unhashed (play_game's ``digest``)."""
    ruleset = registry.get(name)
    assert ruleset is not None
    try:
        from toolkit.engine.contract import rules_of
        from toolkit.engine.play import play_game
    except ImportError:  # the engine before the contract (issue 9)
        engine: Any = ruleset.engine_module()  # type: ignore[attr-defined]

        def old(cards: list[Card], seed: int, agents: Any, check: bool, digest: bool) -> Any:
            return engine.play_game(ruleset, cards, PLAYERS, seed, agents=agents, check_invariants=check, record=False)

        return old, False
    rules = rules_of(ruleset)
    honours = "digest" in inspect.signature(play_game).parameters

    def new(cards: list[Card], seed: int, agents: Any, check: bool, digest: bool) -> Any:
        extra = {"digest": digest} if honours else {}
        return play_game(rules, ruleset, cards, PLAYERS, seed, agents, check_invariants=check, record=False, **extra)

    return new, honours


BOT_ROWS = ((False, False), (False, True), (True, True))  # (invariant checks, log hashed)
Row = tuple[str, bool, str, int, bool]  # (game, invariant checks, agents, games per round, log hashed)
Run = tuple[Measure, tuple[str, ...]]  # a row's timing in one round, with its games' digests


def _agents(kind: str, seed: int) -> list[RandomAgent] | None:
    """None lets play_game seat its heuristic bots; fresh random agents per game keep runs identical."""
    return [RandomAgent(seed * 31 + seat) for seat in range(PLAYERS)] if kind == "random" else None


def settle() -> None:
    """Before a timed run: collect what earlier runs left, then freeze what survives (gc.freeze), so
    that no collection set off by the run scans the bench's own long-lived objects (the cards, the
    records of earlier rounds): its cost would fall on whichever run came next, not on the engine."""
    gc.collect()
    gc.freeze()


def pin(cpu: int | None) -> int | None:
    """Pin this process (and the children it starts after, which inherit it) to one CPU, so that
    every side runs on the same core, never migrated mid-run. Off unless asked (``--cpu``): on a
    machine others share, a pinned bench cannot move off a core another process takes, and its
    involuntary context switches (each a cold cache after) rose with it; on a quiet machine it
    takes the migrations away. Returns the CPU, or None (not asked, or the system cannot pin)."""
    if cpu is None or not hasattr(os, "sched_setaffinity"):
        return None
    try:
        os.sched_setaffinity(0, {cpu})
    except OSError:
        return None
    return cpu


def engine_round(plan: Sequence[Row], seed: int, rows: Sequence[int] | None = None) -> list[Run]:
    """The plan's rows (or those of these indices) with the engine on this process's path: each
    settled, then timed."""
    out = []
    for name, check, agents, games, hashed in plan if rows is None else [plan[i] for i in rows]:
        settle()
        out.append(run_engine(name, games, seed, check, agents, hashed))
    return out


class BaselineServer:
    """The engine of another checkout, timed in one long-lived child process (this file run with
    ``--serve`` and that checkout first on its path), fed one round of the plan at a time over a
    pipe: warm after the first round, as this process is, never a fresh process per round."""

    def __init__(self, checkout: str, plan: Sequence[Row], seed: int) -> None:
        self.checkout = checkout
        env = {**os.environ, "DECKWRIGHT_BENCH_ROOT": str(Path(checkout).resolve()), "PYTHONPATH": str(checkout)}
        self._start(sys.executable, env, checkout, plan, seed)

    def _start(self, python: str, env: dict[str, str], cwd: str, plan: Sequence[Row], seed: int) -> None:
        self.process = subprocess.Popen(
            [python, __file__, "--serve", json.dumps([list(p) for p in plan]), "--seed", str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=cwd,
        )

    def round(self, rows: Sequence[int] | None = None) -> list[Run]:
        """The plan's rows (or those of these indices), timed in the baseline's process."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(None if rows is None else list(rows)) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line.startswith("["):
            raise SystemExit(f"the baseline at {self.checkout} stopped (exit {self.process.poll()})")
        return [(Measure(**m), tuple(d)) for m, d in json.loads(line)]

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)


@dataclass
class CompiledEngine:
    """Where a --compiled side's engine is: the interpreter that runs it, the folder its ``toolkit``
    is imported from, what to call it in the report, and a private folder to remove after the run."""

    python: str
    site: str
    label: str
    private: str | None = None

    def env(self) -> dict[str, str]:
        """The child's environment: its toolkit first on the path, this checkout's cards played."""
        env = {**os.environ, "DECKWRIGHT_BENCH_ROOT": self.site, "DECKWRIGHT_BENCH_CARDS": str(CARDS.resolve())}
        env["PYTHONPATH"] = self.site
        return env

    def remove(self) -> None:
        if self.private is not None:
            shutil.rmtree(self.private, ignore_errors=True)
            self.private = None


# The modules a --compiled side must import as extension modules (hatch_build.COMPILED has both).
COMPILED_PROBES = ("toolkit.engine.play", "toolkit.rulesets.munchkin_rules.combat")


def compiled_engine(given: str) -> CompiledEngine:
    """--compiled: the compiled engine of a wheel (unpacked into a private temporary folder: never
    installed into site-packages), of a folder a wheel was installed into (``pip install --target``),
    or of a venv (its own interpreter); checked to import the compiled modules from there."""
    path = Path(given).expanduser()
    if not path.exists():
        raise SystemExit(f"--compiled {given}: no such file or folder")
    if path.is_file() and path.suffix == ".whl":
        private = tempfile.mkdtemp(prefix="deckwright-bench-compiled-")
        try:
            with zipfile.ZipFile(path) as wheel:
                wheel.extractall(private)
        except (zipfile.BadZipFile, OSError) as exc:
            shutil.rmtree(private, ignore_errors=True)
            raise SystemExit(f"--compiled {given}: cannot unpack the wheel ({exc})") from None
        engine = CompiledEngine(sys.executable, private, path.name, private)
    elif path.is_dir() and (path / "pyvenv.cfg").is_file():
        python = path / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
        if not python.exists():
            raise SystemExit(f"--compiled {given}: a venv without its interpreter ({python})")
        engine = CompiledEngine(str(python), "", f"venv {path.name}")
    elif path.is_dir() and (path / "toolkit" / "__init__.py").is_file():
        engine = CompiledEngine(sys.executable, str(path.resolve()), f"folder {path.name}")
    else:
        raise SystemExit(
            f"--compiled {given}: neither a wheel (.whl), a venv, nor a folder holding an installed toolkit "
            "(build the wheel with DECKWRIGHT_COMPILE=1 pip wheel --no-deps . -w DIR)"
        )
    try:
        _check_compiled(engine, given)
    except SystemExit:
        engine.remove()
        raise
    return engine


def _check_compiled(engine: CompiledEngine, given: str) -> None:
    """The engine's interpreter imports the compiled modules (not a .py of this checkout or of the
    shared install); for a venv, the folder its toolkit comes from becomes the side's site."""
    probe = "import importlib, os, toolkit; print(os.path.dirname(os.path.dirname(toolkit.__file__)))\n"
    probe += "".join(f"print(importlib.import_module({m!r}).__file__)\n" for m in COMPILED_PROBES)
    env = engine.env() if engine.site else {**os.environ, "PYTHONPATH": ""}
    cwd = engine.site or tempfile.gettempdir()  # never a checkout: its toolkit/ would come first
    try:
        done = subprocess.run([engine.python, "-c", probe], env=env, cwd=cwd, capture_output=True, text=True)
    except OSError as exc:
        raise SystemExit(f"--compiled {given}: cannot run {engine.python} ({exc})") from None
    if done.returncode != 0:
        last = done.stderr.strip().splitlines()[-1:] or ["no message"]
        raise SystemExit(f"--compiled {given}: its engine does not import ({last[0]})")
    site, *files = done.stdout.split()
    if engine.site and Path(site).resolve() != Path(engine.site).resolve():
        raise SystemExit(f"--compiled {given}: toolkit was imported from {site}, not from {engine.site}")
    interpreted = [f for f in files if f.endswith(".py")]
    if interpreted:
        raise SystemExit(
            f"--compiled {given}: its engine is not compiled ({interpreted[0]} is imported): build the wheel "
            "with DECKWRIGHT_COMPILE=1"
        )
    engine.site = site


class CompiledServer(BaselineServer):
    """The compiled engine, timed in one long-lived child process as a baseline's is (this file run with
    ``--serve``, the compiled toolkit first on its path), playing this checkout's cards."""

    def __init__(self, engine: CompiledEngine, plan: Sequence[Row], seed: int) -> None:
        self.checkout = engine.label
        self._start(engine.python, engine.env(), engine.site, plan, seed)


def serve(plan_json: str, seed: int) -> None:
    """--serve: a baseline's child; for every line read on stdin (the JSON list of the rows to
    time, or null for all) the rows timed, as one JSON line on stdout."""
    plan: list[Row] = [tuple(p) for p in json.loads(plan_json)]  # type: ignore[misc]
    for line in sys.stdin:
        done = engine_round(plan, seed, json.loads(line))
        out = [(measure.__dict__, list(digests)) for measure, digests in done]
        print(json.dumps(out), flush=True)


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """The lower quartile, the median and the upper quartile (inclusive method: within the values)."""
    if len(values) == 1:
        return values[0], values[0], values[0]
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, q2, q3


@dataclass
class Summary:
    """A row over its rounds: per-round rates (decisions, or RLCard's actions, per CPU second and per
    second), summed up by their quartiles: the median is the figure, the interquartile range its noise."""

    cpu_rates: list[float]
    clock_rates: list[float]

    @property
    def cpu(self) -> tuple[float, float, float]:
        return quartiles(self.cpu_rates)

    @property
    def clock(self) -> tuple[float, float, float]:
        return quartiles(self.clock_rates)

    def spread(self) -> str:
        q1, q2, q3 = self.cpu
        low, high = min(self.cpu_rates), max(self.cpu_rates)
        return f"{q1:,.0f}-{q3:,.0f} (IQR {100 * (q3 - q1) / q2:.1f}%), all {low:,.0f}-{high:,.0f}"


def summary_of(runs: Sequence[Run]) -> Summary:
    """A row's rounds; they must all have played the same games."""
    if len({(m.decisions, m.events, digests) for m, digests in runs}) != 1:
        raise SystemExit(f"{runs[0][0].game}: rounds with the same seeds played different games: not deterministic")
    return Summary([m.decisions_per_cpu_s for m, _ in runs], [m.decisions_per_s for m, _ in runs])


def paired(ours: Sequence[float], theirs: Sequence[float]) -> tuple[float, float, float]:
    """The quartiles of the per-round ratios ours/theirs: the two sides of a ratio ran in the same
    round, minutes apart at most, so a round's ratio cancels most of what the load did to both."""
    return quartiles([a / b for a, b in zip(ours, theirs, strict=True)])


def verdict(ratio: tuple[float, float, float]) -> str:
    q1, median, q3 = ratio
    if q1 >= 1:
        return "at least 1.0x, above the noise (lower quartile >= 1)"
    if median >= 1:
        return "at least 1.0x by the median, inside the noise (lower quartile < 1)"
    if q3 >= 1:
        return "under 1.0x by the median, inside the noise (upper quartile >= 1)"
    return "under 1.0x, beyond the noise (upper quartile < 1)"


def round_order(step: int, sides: Sequence[str]) -> list[str]:
    """The sides in the order a step times them: as given at even steps, reversed at odd ones (a
    step is a row of a round; the next row and the next round flip it), so that no side always
    runs first or last."""
    return list(sides) if step % 2 == 0 else list(reversed(sides))


def benchmark(args: argparse.Namespace) -> None:
    # The compiled engine found and checked first: a wrong path stops the run before anything is timed.
    compiled_at = compiled_engine(args.compiled) if getattr(args, "compiled", None) else None
    cpu = pin(args.cpu)
    print(f"machine: {machine()}; code at {revision()}; pinned to CPU {cpu}; load {_load()}")
    print(
        f"{args.rounds} rounds (after {args.warmup} untimed) of {args.games} games per row with heuristic bots "
        f"({args.random_games} with random agents), {PLAYERS} players, seed {args.seed}; beside each row "
        f"RLCard's {args.rlcard_games} games; the sides' order alternating; medians of per-round CPU rates"
    )
    print()
    # Rows: bots with checks off run twice, without the log's digest (the like-for-like match for
    # RLCard, which keeps no log) and with it (as `deckwright simulate` plays); checks on hash too.
    plan: list[Row] = [(name, check, "bots", args.games, hashed) for name in GAMES for check, hashed in BOT_ROWS]
    if args.random_games:
        plan += [(name, False, "random", args.random_games, False) for name in GAMES]
    # Per side, per row, the timed rounds. Every row of a round is timed on every side back to back
    # (a fraction of a second apart), RLCard beside it too, so that a row's ratio in a round
    # compares runs that met the same moment of the machine: its load moves within seconds.
    runs: dict[str, list[list[Run]]] = {side: [[] for _ in plan] for side in ("engine", "baseline", "compiled")}
    rl_runs: list[list[dict[str, Any]]] = [[] for _ in plan]
    servers: dict[str, BaselineServer] = {}
    try:
        if args.baseline:
            servers["baseline"] = BaselineServer(args.baseline, plan, args.seed)
        if compiled_at is not None:
            servers["compiled"] = CompiledServer(compiled_at, plan, args.seed)
        about = _timed_rounds(args, plan, runs, rl_runs, servers)
    finally:
        for server in servers.values():
            server.close()
        if compiled_at is not None:
            compiled_at.remove()
    print(f"load at the end: {_load()}")
    report(args, plan, runs, rl_runs, about, compiled_at.label if compiled_at else "")


def _timed_rounds(
    args: argparse.Namespace,
    plan: Sequence[Row],
    runs: dict[str, list[list[Run]]],
    rl_runs: list[list[dict[str, Any]]],
    servers: dict[str, BaselineServer],
) -> dict[str, Any]:
    """Every row of every round on every side back to back (engine, the served sides, RLCard)."""
    rlcard = None
    if not args.no_rlcard:
        try:
            rlcard = RLCardServer(args.seed).start()
        except RLCardUnavailable as exc:
            print(f"RLCard benchmark skipped: {exc}", file=sys.stderr)
    sides = ["engine", *servers] + (["rlcard"] if rlcard else [])
    try:
        for round_ in range(args.warmup + args.rounds):
            timed = round_ >= args.warmup
            for i in range(len(plan)):
                for side in round_order(round_ + i, sides):
                    if side == "rlcard":
                        assert rlcard is not None
                        figures = rlcard.round(args.rlcard_games)
                        if timed:
                            rl_runs[i].append(figures)
                    else:
                        done = engine_round(plan, args.seed, [i]) if side == "engine" else servers[side].round([i])
                        if timed:
                            runs[side][i].append(done[0])
            if timed:
                _progress(round_ - args.warmup + 1, plan, runs, rl_runs)
    finally:
        if rlcard:
            rlcard.close()
    return rlcard.about if rlcard else {}


def _progress(
    round_: int, plan: Sequence[Row], runs: dict[str, list[list[Run]]], rl_runs: list[list[dict[str, Any]]]
) -> None:
    """A line per round on stderr: the first row's rates on every side."""
    parts = [f"engine {runs['engine'][0][-1][0].decisions_per_cpu_s:,.0f}"]
    for side in ("baseline", "compiled"):
        if runs[side][0]:
            parts.append(f"{side} {runs[side][0][-1][0].decisions_per_cpu_s:,.0f}")
    if rl_runs[0]:
        parts.append(f"RLCard {rl_runs[0][-1]['actions'] / rl_runs[0][-1]['cpu_seconds']:,.0f}")
    print(
        f"  round {round_}: {plan[0][0]}, bots, checks off: {', '.join(parts)} per CPU s", file=sys.stderr, flush=True
    )


def _rl_summary(figures: Sequence[dict[str, Any]]) -> Summary:
    return Summary([f["actions"] / f["cpu_seconds"] for f in figures], [f["actions"] / f["seconds"] for f in figures])


def _rl_choice_rates(figures: Sequence[dict[str, Any]]) -> list[float] | None:
    """RLCard's steps with two legal actions or more, per CPU second of its timed runs (rlcard_uno.py's
    ``choices``); None for a server that does not count them (the run loop)."""
    if not figures or any("choices" not in f for f in figures):
        return None
    return [f["choices"] / f["cpu_seconds"] for f in figures]


def report(
    args: argparse.Namespace,
    plan: Sequence[Row],
    runs: dict[str, list[list[Run]]],
    rl_runs: list[list[dict[str, Any]]],
    about: dict[str, Any],
    compiled: str = "",
) -> None:
    rows = [summary_of(runs["engine"][i]) for i in range(len(plan))]
    firsts = [runs["engine"][i][0][0] for i in range(len(plan))]
    every_rl = [f for row in rl_runs for f in row]
    print()
    print(
        "| engine | game | invariant checks | log digest | games a round | decisions a round | rounds "
        "| decisions per CPU s (median) | lower-upper quartile (IQR), all | decisions/s (median) |"
    )
    print("|---|---|---|---|---:|---:|---:|---:|---|---:|")
    for (name, _, agents, games, _), m, s in zip(plan, firsts, rows, strict=True):
        who = "heuristic bots" if agents == "bots" else "random agents"
        print(
            f"| Deckwright ({who}) | {name} | {m.checks} | {'made' if m.hashed else 'not made'} | {games} "
            f"| {m.decisions:,} | {len(s.cpu_rates)} | {s.cpu[1]:,.0f} | {s.spread()} | {s.clock[1]:,.0f} |"
        )
    if runs["baseline"][0]:
        for i, (name, _, agents, games, _) in enumerate(plan):
            base = summary_of(runs["baseline"][i])
            m = runs["baseline"][i][0][0]
            who = "heuristic bots" if agents == "bots" else "random agents"
            print(
                f"| baseline {revision(Path(args.baseline))} ({who}) | {name} | {m.checks} "
                f"| {'made' if m.hashed else 'not made'} | {games} | {m.decisions:,} | {len(base.cpu_rates)} "
                f"| {base.cpu[1]:,.0f} | {base.spread()} | {base.clock[1]:,.0f} |"
            )
    if runs["compiled"][0]:
        for i, (name, _, agents, games, _) in enumerate(plan):
            done = summary_of(runs["compiled"][i])
            m = runs["compiled"][i][0][0]
            who = "heuristic bots" if agents == "bots" else "random agents"
            print(
                f"| compiled {compiled} ({who}) | {name} | {m.checks} "
                f"| {'made' if m.hashed else 'not made'} | {games} | {m.decisions:,} | {len(done.cpu_rates)} "
                f"| {done.cpu[1]:,.0f} | {done.spread()} | {done.clock[1]:,.0f} |"
            )
    print()
    for (name, _, agents, _, _), m in zip(plan, firsts, strict=True):
        if m.forced >= 0:
            print(f"{name}, {agents}, checks {m.checks}: {m.decisions:,} decisions and {m.forced:,} forced a round")
    if every_rl:
        if "choices" in every_rl[0]:
            print(f"RLCard: {every_rl[0]['choices']:,} of its {every_rl[0]['actions']:,} steps a round had a choice")
        rl = _rl_summary(every_rl)
        print(
            f"| RLCard {about.get('rlcard', '?')} (random agents, {about.get('loop', 'step')} loop; actions) | uno "
            f"| n/a | none | {args.rlcard_games} | {every_rl[0]['actions']:,} | {len(every_rl)} | {rl.cpu[1]:,.0f} "
            f"| {rl.spread()} | {rl.clock[1]:,.0f} |"
        )
        print()
        versions = f"NumPy {about.get('numpy', '?')}, Python {about.get('python', '?')}"
        print(f"RLCard: {versions}, {about.get('players')} players; its runs beside every row, all pooled above")
    head = [m for m, _ in runs["engine"][0]]  # the first row's rounds: bots, checks off, log not hashed
    if len(head) > 2 and min(m.switches for m in head) >= 0:
        rates, switched = [m.decisions_per_cpu_s for m in head], [float(m.switches) for m in head]
        try:
            corr = statistics.correlation(rates, switched)
        except statistics.StatisticsError:  # every round alike
            corr = 0.0
        print()
        print(
            f"{head[0].game}, bots, checks off, log not hashed: involuntary context switches a round "
            f"{min(switched):.0f}-{max(switched):.0f}; correlation with the round's CPU rate {corr:+.2f}"
        )
    print()
    print("Ratios per CPU second: the median of the per-round ratios, with their lower and upper quartiles.")
    for i, m in enumerate(firsts):
        what = f"{m.game}, {m.engine}, checks {m.checks}, {_hashed(m)}"
        if rl_runs[i]:
            for label, ratio in _against_rlcard(runs["engine"][i], rows[i], rl_runs[i]):
                print(f"  {what}: {_ratio(ratio)} {label}: {verdict(ratio)}")
        if runs["baseline"][i]:
            base_runs = runs["baseline"][i]
            base = summary_of(base_runs)
            ratio = paired(rows[i].cpu_rates, base.cpu_rates)
            note = ""
            if m.hashed and base_runs[0][0].hashed and base_runs[0][1] != runs["engine"][i][0][1]:
                note = " (the two played different games: the digests differ)"
            elif base_runs[0][0].hashed and not m.hashed:
                note = " (the baseline hashes its log, this row does not)"
            print(f"  {what}: {_ratio(ratio)} the baseline's decisions: {verdict(ratio)}{note}")
        if runs["compiled"][i]:
            # The compiled engine against this one (compiled / interpreted): what the compile gives.
            compiled_runs = runs["compiled"][i]
            ratio = paired(summary_of(compiled_runs).cpu_rates, rows[i].cpu_rates)
            note = ""
            if compiled_runs[0][1] != runs["engine"][i][0][1]:
                note = " (the two played different games: the digests differ; a mis-compile?)"
            print(f"  {what}: the compiled engine: {_ratio(ratio)} this engine's decisions: {verdict(ratio)}{note}")
            if rl_runs[i]:  # and against RLCard, the RLCard runs of the same rounds
                for label, ratio in _against_rlcard(compiled_runs, summary_of(compiled_runs), rl_runs[i]):
                    print(f"  {what}: the compiled engine: {_ratio(ratio)} {label}: {verdict(ratio)}")


def _against_rlcard(
    runs: Sequence[Run], row: Summary, rl: Sequence[dict[str, Any]]
) -> list[tuple[str, tuple[float, float, float]]]:
    """A row's ratios to RLCard's runs of the same rounds, three ways: decisions (two options or more)
    against every RLCard step, the row the issue was first measured by, which leans RLCard's way (in
    UNO about two steps in three are forced: a player with no card to play draws); like for like, the
    decisions against RLCard's steps with a choice; and like for like the other way, every point at which
    a player acted (decisions and forced ones, Measure.forced) against every RLCard step."""
    steps = _rl_summary(rl).cpu_rates
    out = [("decisions to RLCard's actions (every step)", paired(row.cpu_rates, steps))]
    choice_rates = _rl_choice_rates(rl)
    if choice_rates is not None:
        out.append(("decisions to RLCard's steps with a choice", paired(row.cpu_rates, choice_rates)))
    if all(m.forced >= 0 for m, _ in runs):
        acted = [m.actions_per_cpu_s for m, _ in runs]
        out.append(("actions, forced ones included, to RLCard's actions", paired(acted, steps)))
    return out


def _ratio(q: tuple[float, float, float]) -> str:
    return f"{q[1]:.3f}x ({q[0]:.3f}-{q[2]:.3f})"


def _hashed(row: Measure) -> str:
    return "log hashed" if row.hashed else "log not hashed"


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


# ---------------------------------------------------------------- long run


@dataclass
class LongResult:
    game: str
    games: int = 0
    finished: int = 0
    unfinished: list[int] = field(default_factory=list)  # seeds
    violations: list[tuple[int, str, str]] = field(default_factory=list)  # (seed, message, kind)
    exceptions: list[tuple[int, str, str]] = field(default_factory=list)  # (seed, exception and where, kind)
    decisions: int = 0
    events: int = 0

    def add(self, other: LongResult) -> None:
        self.games += other.games
        self.finished += other.finished
        self.unfinished.extend(other.unfinished)
        self.violations.extend(other.violations)
        self.exceptions.extend(other.exceptions)
        self.decisions += other.decisions
        self.events += other.events


def _where(exc: BaseException) -> str:
    """The innermost project frame of an exception's traceback: file:line in function."""
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "toolkit" in f.filename] or frames
    if not ours:
        return ""
    last = ours[-1]
    return f" at {Path(last.filename).name}:{last.lineno} in {last.name}"


def play_seeds(job: tuple[str, list[int]]) -> LongResult:
    """Play the games of these seeds with every invariant checked; never raises."""
    name, seeds = job
    play, _ = player_of(name)
    cards = _cards_cache.get(name) or _cards_cache.setdefault(name, game_cards(name))
    result = LongResult(name)
    for seed in seeds:
        result.games += 1
        try:
            record = play(cards, seed, None, True, False)  # invariants on; the log need not be hashed
        except InvariantViolation as violation:
            event_kind = violation.event.kind if violation.event else None
            result.violations.append((seed, str(violation), kind_of(violation.message, event_kind)))
            continue
        except Exception as exc:
            message = f"{type(exc).__name__}: {exc}{_where(exc)}"
            result.exceptions.append((seed, message, kind_of(message)))
            continue
        result.decisions += record.decisions
        result.events += record.events
        if record.winners:
            result.finished += 1
        else:
            result.unfinished.append(seed)
    return result


_cards_cache: dict[str, list[Card]] = {}


def long_run(args: argparse.Namespace) -> int:
    print(f"machine: {machine()}; code at {revision()}; started {time.strftime('%Y-%m-%d %H:%M:%S')}")
    print(
        f"long run: {args.long:,} games of each ruleset, {PLAYERS} players, heuristic bots, invariant checks on, "
        f"seed {args.seed} (game i plays seed {args.seed} * 1000003 + i), {args.workers} worker(s)",
        flush=True,
    )
    failures = 0
    summaries: list[tuple[LongResult, float]] = []
    for name in args.game or GAMES:
        seeds = [game_seed(args.seed, i) for i in range(args.long)]
        chunks = [seeds[i : i + args.chunk] for i in range(0, len(seeds), args.chunk)]
        total = LongResult(name)
        print(f"{name}: code at {revision()}, started {time.strftime('%H:%M:%S')}", flush=True)
        progress = Progress(total, args.long, args.progress)
        _run_jobs([(name, chunk) for chunk in chunks], args.workers, progress.take)
        elapsed = time.perf_counter() - progress.start
        summaries.append((total, elapsed))
        failures += len(total.violations) + len(total.exceptions)
    print()
    print("| game | games | finished | unfinished | invariant violations | exceptions | elapsed | games/s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for total, elapsed in summaries:
        print(
            f"| {total.game} | {total.games:,} | {total.finished:,} | {len(total.unfinished)} "
            f"| {len(total.violations)} | {len(total.exceptions)} | {_duration(elapsed)} "
            f"| {total.games / elapsed:,.1f} |"
        )
    for total, _ in summaries:
        _list(f"{total.game}: unfinished games (seeds)", [(s, "", "") for s in total.unfinished], args.show)
        _kinds(f"{total.game}: invariant violations by kind", total.violations)
        _list(f"{total.game}: invariant violations", total.violations, args.show)
        _kinds(f"{total.game}: exceptions by kind", total.exceptions)
        _list(f"{total.game}: exceptions", total.exceptions, args.show)
    return 1 if failures else 0


def kind_of(message: str, event_kind: str | None = None) -> str:
    """A failure without player names and numbers, so that alike failures group together."""
    where = f" (after a {event_kind} event)" if event_kind else ""
    return re.sub(r"\d+", "N", PLAYER_NAME.sub("P", message)) + where


def _kinds(title: str, items: list[tuple[int, str, str]]) -> None:
    if not items:
        return
    groups: dict[str, list[int]] = {}
    for seed, _, kind in items:
        groups.setdefault(kind, []).append(seed)
    print()
    print(f"{title}:")
    for kind, seeds in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        shown = ", ".join(str(s) for s in seeds[:5]) + (", ..." if len(seeds) > 5 else "")
        print(f"  {len(seeds)} x {kind} (seeds {shown})")


class Progress:
    """Adds each finished job's results to the total and prints a line every ``every`` games."""

    def __init__(self, total: LongResult, games: int, every: int) -> None:
        self.total, self.games, self.every = total, games, every
        self.next_report = every
        self.start = time.perf_counter()

    def take(self, part: LongResult) -> None:
        total = self.total
        total.add(part)
        if total.games >= self.next_report or total.games == self.games:
            while self.next_report <= total.games:
                self.next_report += self.every
            print(
                f"  {total.game}: {total.games:,}/{self.games:,} games, {total.finished:,} finished, "
                f"{len(total.unfinished)} unfinished, {len(total.violations)} violations, "
                f"{len(total.exceptions)} exceptions, {time.perf_counter() - self.start:,.0f} s",
                flush=True,
            )


def _run_jobs(jobs: Sequence[tuple[str, list[int]]], workers: int, take: Callable[[LongResult], None]) -> None:
    for part in ordered_map(play_seeds, jobs, workers):
        take(part)


def _list(title: str, items: list[tuple[int, str, str]], show: int) -> None:
    if not items:
        return
    print()
    print(f"{title}: {len(items)}")
    for seed, message, _ in items[:show]:
        print(f"  seed {seed}" + (f": {message}" if message else ""))
    if len(items) > show:
        print(f"  ... and {len(items) - show} more")


def _duration(seconds: float) -> str:
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)} min {rest:.0f} s" if minutes else f"{rest:.1f} s"


# ---------------------------------------------------------------- instructions


def callgrind_on(on: bool = True) -> None:
    """Switch callgrind's counting on (or off) for this process, when it runs under callgrind
    (``--instr-atstart=no``), so that only the games are counted, not the imports and set-up."""
    subprocess.run(["callgrind_control", "-i", "on" if on else "off", str(os.getpid())], capture_output=True)


def count_games(name: str, games: int, seed: int, digest: bool) -> None:
    """--count-games: under callgrind, play the games once uncounted (the caches warm, as in the
    timed rounds), then again counted; print the decisions on stdout."""
    play, honours = player_of(name)
    cards = game_cards(name)
    seeds = [game_seed(seed, i) for i in range(games)]
    for s in seeds:
        play(cards, s, None, False, digest)
    callgrind_on()
    decisions = sum(play(cards, s, None, False, digest).decisions for s in seeds)
    callgrind_on(False)
    print(json.dumps({"decisions": decisions, "hashed": digest or not honours}))


def under_callgrind(cmd: list[str], env: dict[str, str] | None = None, cwd: str | None = None) -> tuple[int, str]:
    """Run ``cmd`` (a Python command) under callgrind with counting off at the start; return the
    instructions it counted and its stdout."""
    with tempfile.TemporaryDirectory(prefix="bench-engine-") as tmp:
        out = Path(tmp) / "callgrind.out"
        valgrind = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}"]
        try:
            done = subprocess.run([*valgrind, *cmd], capture_output=True, text=True, env=env, cwd=cwd, check=False)
        except OSError as exc:
            raise SystemExit(f"--instructions needs valgrind: {exc}") from exc
        if done.returncode != 0 or not out.exists():
            raise SystemExit(f"the run under callgrind failed:\n{done.stderr[-1500:]}")
        return callgrind_total(out.read_text(encoding="utf-8")), done.stdout


def callgrind_total(text: str) -> int:
    """The instructions a callgrind output file counted: its "totals:" line closes it; the
    "summary:" near the top may say 0 (counting was off at the start)."""
    found = [int(line.split()[1]) for line in text.splitlines() if line.startswith(("summary:", "totals:"))]
    if not found or max(found) == 0:
        raise SystemExit("callgrind counted nothing (is callgrind_control on the PATH?)")
    return max(found)


def instructions(args: argparse.Namespace) -> None:
    """--instructions: callgrind's instruction counts per decision (per action for RLCard), the
    measure the machine's load does not move (the same code and input give the same count, to a
    few parts in a million), for the bots' games with checks off, this engine's and a baseline's."""
    python = sys.executable  # the interpreter itself (a pyenv shim is a shell script valgrind would trace)
    print(f"machine: {machine()}; code at {revision()}; callgrind, games 0-{args.games - 1} of --seed {args.seed}")
    print()
    print("| engine | game | log digest | games | decisions (actions) | instructions | per decision (action) |")
    print("|---|---|---|---:|---:|---:|---:|")
    counted: dict[tuple[str, str, bool], float] = {}
    sides = [("engine", str(ROOT))] + ([("baseline", args.baseline)] if args.baseline else [])
    for name in GAMES:
        for side, root in sides:
            for digest in (False, True):
                env = {**os.environ, "DECKWRIGHT_BENCH_ROOT": str(Path(root).resolve()), "PYTHONPATH": root}
                cmd = [python, __file__, "--count-games", name, "--games", str(args.games), "--seed", str(args.seed)]
                total, stdout = under_callgrind([*cmd, *(["--digest"] if digest else [])], env, root)
                found = json.loads(stdout.strip().splitlines()[-1])
                if not found["hashed"] and digest:
                    continue
                hashed = bool(found["hashed"])
                if (side, name, hashed) in counted:
                    continue  # an engine that always hashes: counted once
                per = total / found["decisions"]
                counted[(side, name, hashed)] = per
                label = "this engine" if side == "engine" else f"baseline {revision(Path(root))}"
                print(
                    f"| {label} | {name} | {'made' if hashed else 'not made'} | {args.games} "
                    f"| {found['decisions']:,} | {total:,} | {per / 1000:,.1f} k |",
                    flush=True,
                )
    rl = None
    if not args.no_rlcard:
        try:
            rl_python = ensure_venv()
        except RLCardUnavailable as exc:
            print(f"RLCard skipped: {exc}", file=sys.stderr)
        else:
            script = Path(__file__).resolve().with_name("rlcard_uno.py")
            cmd = [str(rl_python), str(script), "--count", "--games", str(args.rlcard_games), "--seed", str(args.seed)]
            total, stdout = under_callgrind(cmd)
            actions = json.loads(stdout.strip().splitlines()[-1])["actions"]
            rl = total / actions
            print(
                f"| RLCard (random agents, step loop) | uno | none | {args.rlcard_games} | {actions:,} "
                f"| {total:,} | {rl / 1000:,.1f} k |"
            )
    print()
    for name in GAMES:
        ours = counted.get(("engine", name, False))
        if ours is None:
            continue
        if rl is not None:
            print(f"{name}, bots, checks off, log not hashed: {rl / ours:.3f}x RLCard's actions per instruction")
        for hashed in (False, True):
            # Like with like where the baseline has the row; an engine that always hashes its log
            # (752c574) has only the hashed one, and the line says so.
            base = counted.get(("baseline", name, hashed))
            against = ""
            if base is None:
                base, against = counted.get(("baseline", name, True)), " (the baseline always hashes)"
            mine = counted.get(("engine", name, hashed))
            if base is not None and mine is not None:
                what = "log not hashed" if not hashed else "log hashed"
                print(
                    f"{name}, bots, checks off, {what}: {base / mine:.3f}x the baseline's decisions per instruction"
                    + against
                )


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games per row and round (benchmark mode)")
    parser.add_argument("--rounds", type=int, default=21, help="timed rounds; the medians are over them")
    parser.add_argument("--repeat", dest="rounds", type=int, help=argparse.SUPPRESS)  # the old name (best of N)
    parser.add_argument("--warmup", type=int, default=2, help="untimed rounds first (every side warm)")
    parser.add_argument("--cpu", type=int, help="pin every side to this CPU (default: not pinned)")
    parser.add_argument("--seed", type=int, default=0, help="the run's seed, as `deckwright simulate --seed`")
    parser.add_argument(
        "--random-games", type=int, default=4, help="games per ruleset and round with random agents (0: none)"
    )
    parser.add_argument("--rlcard-games", type=int, default=200, help="RLCard UNO games per round")
    parser.add_argument("--no-rlcard", action="store_true", help="skip the RLCard comparison")
    parser.add_argument("--long", type=int, metavar="N", help="long run: N games of each ruleset, checks on")
    parser.add_argument("--game", action="append", choices=GAMES, help="long run: only this ruleset (repeatable)")
    parser.add_argument("--workers", type=int, default=1, help="long run: processes to spread games over")
    parser.add_argument("--chunk", type=int, default=50, help="long run: games per job handed to a worker")
    parser.add_argument("--progress", type=int, default=500, help="long run: print progress every this many games")
    parser.add_argument("--show", type=int, default=50, help="long run: list at most this many failures of a kind")
    parser.add_argument("--baseline", metavar="CHECKOUT", help="also time the engine of this checkout, same rounds")
    parser.add_argument("--serve", help=argparse.SUPPRESS)  # a --baseline's process, in the baseline's checkout
    parser.add_argument(
        "--compiled",
        metavar="WHEEL_OR_VENV",
        help="also time the compiled engine of this wheel (unpacked privately), venv or --target folder, same rounds",
    )
    parser.add_argument(
        "--instructions", action="store_true", help="callgrind's instruction counts instead of timed rounds"
    )
    parser.add_argument("--count-games", help=argparse.SUPPRESS)  # --instructions' child, under callgrind
    parser.add_argument("--digest", action="store_true", help=argparse.SUPPRESS)  # with --count-games
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.serve, args.seed)
        return 0
    if args.count_games:
        count_games(args.count_games, args.games, args.seed, args.digest)
        return 0
    if args.compiled and (args.instructions or args.long is not None):
        parser.error("--compiled times rounds; --instructions and --long do not run a compiled side")
    if args.warmup < 0:
        parser.error("--warmup must be 0 or more")
    if min(args.games, args.rounds, args.workers, args.chunk, args.progress, args.rlcard_games) < 1:
        parser.error("counts must be at least 1")
    if args.random_games < 0:
        parser.error("--random-games must be 0 or more")
    if args.long is not None:
        if args.long < 1:
            parser.error("--long needs at least 1 game")
        return long_run(args)
    if args.instructions:
        instructions(args)
        return 0
    benchmark(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
