"""Rules-engine throughput for each Munchkin-family ruleset, beside RLCard's UNO in the same run.

Run on demand (never part of the test suite)::

    python bench/bench_engine.py [--games 100] [--random-games 20] [--repeat 3] [--seed 0] [--no-rlcard]
                                 [--baseline CHECKOUT]
    python bench/bench_engine.py --long 10000 [--workers 2] [--seed 0]

Benchmark mode: for each ruleset, 4 players of heuristic bots play ``--games``
complete games: with invariant checks off, first without and then with the log's digest (RLCard keeps
no log: the first is the like-for-like row; simulate plays the second), then with checks on; each measurement is the
best of ``--repeat`` runs of the same seeds (the seeds ``deckwright simulate
--seed S`` uses), on one core, in this process. It reports engine decisions per
second (every choice an agent was asked to make: ``GameRecord.decisions``),
events per second and complete games per second. Then ``--random-games`` games
per ruleset with seeded random agents (checks off), the like-for-like match for
RLCard's random agents. Beside them, in the same run,
RLCard 1.2.0's UNO with random agents (actions per second: every ``env.step``),
run in its own venv by bench/run_rlcard.py; if RLCard cannot be installed its
row says so and the engine figures still print. The run goes in ``--repeat``
rounds, each timing every Deckwright row once and then RLCard once, so that a
change in the machine's load weighs on both sides alike; each row keeps its
best round (a ``--baseline`` round goes first in odd rounds, after this engine's
rows in even ones). Beside the clock's figures, the CPU time of the same runs (``time.process_time``, of
this process and of RLCard's): on a machine others share, the clock counts their work too.

``--baseline CHECKOUT`` (a checkout of an earlier commit, e.g. ``git worktree add
/tmp/base 752c574``) times the same rows with that checkout's engine in each round
as well (this file run there as a child process, ``--child``), checks that it
played the same games (equal digests) and prints each row's speed against it.

Every ruleset whose ``Ruleset.engine`` is set is benchmarked (the games are found
through the registry, not named here); ``--game`` picks some.

Long mode (``--long N``): N games of each ruleset with every invariant checked
after every event; reports games finished with a winner, unfinished (stopped at
the engine's turn cap), invariant violations and other exceptions, each failure
with its game seed and message, and the elapsed time. A failing game replays
alone with ``play_game(ruleset, cards, 4, SEED, check_invariants=True)``.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import platform
import re
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

# The code measured: this checkout, or the one a --baseline run points its child at.
ROOT = Path(os.environ.get("DECKWRIGHT_BENCH_ROOT") or Path(__file__).resolve().parents[1])
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from run_rlcard import rlcard_figures  # noqa: E402

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
    loaded = load([str(ROOT / "cards")])
    if not loaded.ok:
        print(f"warning: cards/ has errors; playing with the {len(loaded.cards)} cards that loaded", file=sys.stderr)
    cards = [c for c in loaded.cards if c.game == name]
    if not cards:
        raise SystemExit(f"no {name} cards under {ROOT / 'cards'}")
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

    @property
    def decisions_per_cpu_s(self) -> float:
        return self.decisions / self.cpu_seconds if self.cpu_seconds else 0.0

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
    start, start_cpu = time.perf_counter(), time.process_time()
    records = [play(cards, s, _agents(agents, s), check, digest) for s in seeds]
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - start_cpu
    decisions, events = sum(r.decisions for r in records), sum(r.events for r in records)
    hashed = digest or not honours
    measure = Measure(
        agents, name, PLAYERS, "on" if check else "off", games, decisions, events, seconds, hashed, cpu_seconds
    )
    return measure, tuple(r.digest if hashed else f"{r.decisions}/{r.events}/{r.winners}" for r in records)


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


def best_of(runs: Sequence[tuple[Measure, tuple[str, ...]]]) -> Measure:
    """The fastest of several runs of the same games; they must all have played the same games."""
    if len({(m.decisions, m.events, digests) for m, digests in runs}) != 1:
        game = runs[0][0].game
        raise SystemExit(f"{game}: runs with the same seeds played different games: the engine is not deterministic")
    best = min((m for m, _ in runs), key=lambda m: m.seconds)
    return replace(best, cpu_seconds=min(m.cpu_seconds for m, _ in runs))  # each measure's best round


BOT_ROWS = ((False, False), (False, True), (True, True))  # (invariant checks, log hashed)


def _agents(kind: str, seed: int) -> list[RandomAgent] | None:
    """None lets play_game seat its heuristic bots; fresh random agents per game keep runs identical."""
    return [RandomAgent(seed * 31 + seat) for seat in range(PLAYERS)] if kind == "random" else None


def benchmark(args: argparse.Namespace) -> None:
    print(f"machine: {machine()}; code at {revision()}")
    print(
        f"{args.games} games per ruleset with heuristic bots ({args.random_games} with random agents), "
        f"{PLAYERS} players, seed {args.seed}, best of {args.repeat}"
    )
    print()
    # Rows: (game, checks, agents, games, log hashed). Bots with checks off run twice: without the
    # log's digest, the like-for-like match for RLCard (which keeps no log), and with it, as
    # `deckwright simulate` plays; the other rows hash as simulate does.
    plan = [(name, check, "bots", args.games, hashed) for name in GAMES for check, hashed in BOT_ROWS]
    if args.random_games:
        plan += [(name, False, "random", args.random_games, False) for name in GAMES]
    # Rounds: each round times every row once and then RLCard once, so that a change in the
    # machine's load during the run weighs on both sides alike; each row keeps its best round.
    runs: dict[int, list[tuple[Measure, tuple[str, ...]]]] = {i: [] for i in range(len(plan))}
    base_runs: dict[int, list[tuple[Measure, tuple[str, ...]]]] = {i: [] for i in range(len(plan))}
    rl_runs: list[dict[str, Any]] = []
    for round_ in range(args.repeat):
        # The baseline goes first in odd rounds and after this engine in even ones, so that neither
        # side always has the start of a round (a fresh process, the quiet before RLCard) to itself.
        if args.baseline and round_ % 2 == 0:
            _baseline_rows(args, plan, base_runs, round_)
        for i, (name, check, agents, games, hashed) in enumerate(plan):
            measure, digests = run_engine(name, games, args.seed, check, agents, hashed)
            runs[i].append((measure, digests))
            print(
                f"  round {round_ + 1}: {name}, {agents}, checks {measure.checks}: "
                f"{measure.decisions_per_s:,.0f} decisions/s ({measure.decisions_per_cpu_s:,.0f} per CPU s), "
                f"{measure.games_per_s:,.1f} games/s",
                file=sys.stderr,
                flush=True,
            )
        if args.baseline and round_ % 2 == 1:
            _baseline_rows(args, plan, base_runs, round_)
        if not args.no_rlcard and (round_ == 0 or rl_runs):
            figures = rlcard_figures(games=args.rlcard_games, seed=args.seed, repeat=1)
            if figures is not None:
                rl_runs.append(figures)
                print(
                    f"  round {round_ + 1}: RLCard uno: {figures['actions_per_s']:,.0f} actions/s "
                    f"({figures.get('actions_per_cpu_s', 0):,.0f} per CPU s)",
                    file=sys.stderr,
                )
    rows = [best_of(runs[i]) for i in range(len(plan))]
    if args.baseline:
        print()
        print(f"against the baseline at {args.baseline} ({revision(Path(args.baseline))}), same seeds, same rounds:")
        for i, row in enumerate(rows):
            base = best_of(base_runs[i])
            if row.hashed and base.hashed:
                same = base_runs[i][0][1] == runs[i][0][1]
                note = "" if same else " (the two played different games: the digests differ)"
            elif base.hashed:
                note = " (not like for like: the baseline hashes its log, this engine does not)"
            else:
                note = ""
            cpu = (
                f"; per CPU second {row.decisions_per_cpu_s:,.0f} against {base.decisions_per_cpu_s:,.0f} = "
                f"{row.decisions_per_cpu_s / base.decisions_per_cpu_s:.3f}x"
                if row.cpu_seconds and base.cpu_seconds
                else ""
            )
            print(
                f"  {row.game}, {row.engine}, checks {row.checks}, {_hashed(row)}: {row.decisions_per_s:,.0f} "
                f"against {base.decisions_per_s:,.0f} decisions/s = {row.decisions_per_s / base.decisions_per_s:.3f}x"
                + cpu
                + note
            )
    rl = max(rl_runs, key=lambda f: f["actions_per_s"]) if rl_runs else None
    if rl is not None:
        # Each measure's best round, as for the engine's rows (the clock's and the CPU's may differ).
        best_cpu = max(f.get("actions_per_cpu_s", 0) for f in rl_runs)
        rl = {**rl, "repeat": len(rl_runs), "actions_per_cpu_s": best_cpu}
    print()
    header = (
        "| engine | game | players | invariant checks | log digest | games | decisions (actions) | seconds "
        "| decisions/s | decisions per CPU s | events/s | games/s | decisions/game |"
    )
    print(header)
    print("|---|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        who = "heuristic bots" if r.engine == "bots" else "random agents"
        print(
            f"| Deckwright ({who}) | {r.game} | {r.players} | {r.checks} | {'made' if r.hashed else 'not made'} "
            f"| {r.games:,} | {r.decisions:,} "
            f"| {r.seconds:.3f} "
            f"| {r.decisions_per_s:,.0f} | {r.decisions_per_cpu_s:,.0f} | {r.events_per_s:,.0f} | {r.games_per_s:,.1f} "
            f"| {r.decisions / r.games:,.1f} |"
        )
    if rl is None:
        print("| RLCard | uno | 2 | n/a | n/a | not run (see the message above) | | | | | | | |")
        return
    print(
        f"| RLCard {rl['rlcard']} (random agents, {rl['loop']} loop) | uno | {rl['players']} | n/a | none "
        f"| {rl['games']:,} "
        f"| {rl['actions']:,} | {rl['seconds']:.3f} | {rl['actions_per_s']:,.0f} "
        f"| {rl.get('actions_per_cpu_s', 0):,.0f} | n/a | {rl['games_per_s']:,.1f} "
        f"| {rl['actions_per_game']:,.1f} |"
    )
    print()
    print(f"RLCard: NumPy {rl['numpy']}, Python {rl['python']}")
    rl_cpu = rl.get("actions_per_cpu_s")
    for r in rows:
        ratio = r.decisions_per_s / rl["actions_per_s"]
        verdict = "meets" if ratio >= 1 else "does not meet"
        cpu = f"; per CPU second {r.decisions_per_cpu_s / rl_cpu:.2f}x" if rl_cpu and r.cpu_seconds else ""
        print(
            f"{r.game}, {r.engine}, checks {r.checks}, {_hashed(r)}: {ratio:.2f}x RLCard's actions/s "
            f"({verdict} the aim of at least RLCard's actions/s){cpu}"
        )


def _baseline_rows(
    args: argparse.Namespace,
    plan: list[tuple[str, bool, str, int, bool]],
    base_runs: dict[int, list[tuple[Measure, tuple[str, ...]]]],
    round_: int,
) -> None:
    """One round of the plan with the baseline's engine, each row added to its runs."""
    for i, (measure, digests) in enumerate(baseline_round(args.baseline, plan, args.seed)):
        base_runs[i].append((measure, digests))
        print(
            f"  round {round_ + 1}: baseline {measure.game}, {measure.engine}, checks {measure.checks}: "
            f"{measure.decisions_per_s:,.0f} decisions/s ({measure.decisions_per_cpu_s:,.0f} per CPU s)",
            file=sys.stderr,
            flush=True,
        )


def _hashed(row: Measure) -> str:
    return "log hashed" if row.hashed else "log not hashed"


def baseline_round(
    checkout: str, plan: list[tuple[str, bool, str, int, bool]], seed: int
) -> list[tuple[Measure, tuple[str, ...]]]:
    """One round of the plan timed with another checkout's engine: this file, run as a child with that
    checkout first on its path (the games, the seeds and the timing code are the same)."""
    env = {**os.environ, "DECKWRIGHT_BENCH_ROOT": str(Path(checkout).resolve()), "PYTHONPATH": str(Path(checkout))}
    done = subprocess.run(
        [sys.executable, __file__, "--child", json.dumps([list(p) for p in plan]), "--seed", str(seed)],
        capture_output=True,
        text=True,
        env=env,
        cwd=checkout,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"the baseline at {checkout} failed:\n{done.stderr[-2000:]}")
    return [(Measure(**m), tuple(d)) for m, d in json.loads(done.stdout)]


def child(plan_json: str, seed: int) -> None:
    """--child: time each row of the plan once with the code on this process's path; JSON on stdout."""
    out = []
    for name, check, agents, games, hashed in json.loads(plan_json):
        measure, digests = run_engine(name, games, seed, check, agents, hashed)
        out.append((measure.__dict__, list(digests)))
    print(json.dumps(out))


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


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per measurement (benchmark mode)")
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs (benchmark mode)")
    parser.add_argument("--seed", type=int, default=0, help="the run's seed, as `deckwright simulate --seed`")
    parser.add_argument(
        "--random-games", type=int, default=20, help="games per ruleset with random agents, checks off (0: none)"
    )
    parser.add_argument("--rlcard-games", type=int, default=2000, help="RLCard UNO games per run")
    parser.add_argument("--no-rlcard", action="store_true", help="skip the RLCard comparison")
    parser.add_argument("--long", type=int, metavar="N", help="long run: N games of each ruleset, checks on")
    parser.add_argument("--game", action="append", choices=GAMES, help="long run: only this ruleset (repeatable)")
    parser.add_argument("--workers", type=int, default=1, help="long run: processes to spread games over")
    parser.add_argument("--chunk", type=int, default=50, help="long run: games per job handed to a worker")
    parser.add_argument("--progress", type=int, default=500, help="long run: print progress every this many games")
    parser.add_argument("--show", type=int, default=50, help="long run: list at most this many failures of a kind")
    parser.add_argument("--baseline", metavar="CHECKOUT", help="also time the engine of this checkout, same rounds")
    parser.add_argument("--child", help=argparse.SUPPRESS)  # a --baseline round, run in the baseline's checkout
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.seed)
        return 0
    if min(args.games, args.repeat, args.workers, args.chunk, args.progress, args.rlcard_games) < 1:
        parser.error("counts must be at least 1")
    if args.random_games < 0:
        parser.error("--random-games must be 0 or more")
    if args.long is not None:
        if args.long < 1:
            parser.error("--long needs at least 1 game")
        return long_run(args)
    benchmark(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
