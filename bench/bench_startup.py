"""Start-up of the ``deckwright`` command, as processes, beside ``python -c pass`` in the same run.

Run on demand: ``python bench/bench_startup.py [--runs 15] [--baseline REV]``.

Times, as whole processes (what a user or a CI step waits for): ``--version``, ``--help``,
``check`` of one card file, and ``catalog --help``; each run in turn (interleaved, so a busy
moment of a shared machine falls on every command alike), several runs, min and median, of the
wall-clock time and of the CPU time the process used (user + system: steadier on a shared
machine). The targets (issue 9): ``--version`` and ``--help`` under 0.25 s, ``check`` of one card
under 0.5 s.

Two columns, measured in the same run:

- **bytecode** (judged): the processes run as an installed Deckwright runs. pip compiles a wheel's
  modules at install, and a Python writes the bytecode of a source tree on its first run; so here
  each tree's bytecode is written to a scratch ``PYTHONPYCACHEPREFIX`` by one warm-up run of each
  command (``PYTHONDONTWRITEBYTECODE`` removed from the processes' environment), and read by every
  timed run.
- **source**: this tree's modules compiled from source in every process, as on a machine that sets
  ``PYTHONDONTWRITEBYTECODE=1`` beside an editable install (this one: toolkit has no ``.pyc``; the
  libraries in site-packages have theirs). What a developer here waits for, not what a user does.

``--baseline REV`` also times the same commands at another commit (a git worktree made for the
run), side by side. Exits 1 if a target is missed by the bytecode column's minimum CPU time: on a
quiet machine a process's wall time is its CPU time and a few milliseconds more (``python -c pass``
shows how many), but on a shared one the wall time counts the other processes' turns as well.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ONE_CARD_FILE = "cards/munchkin/races.cards"

COMMANDS: tuple[tuple[str, list[str], float | None], ...] = (
    ("python -c pass", ["-c", "pass"], None),
    ("deckwright --version", ["-m", "toolkit", "--version"], 0.25),
    ("deckwright --help", ["-m", "toolkit", "--help"], 0.25),
    ("deckwright catalog --help", ["-m", "toolkit", "catalog", "--help"], None),
    (f"deckwright check {ONE_CARD_FILE}", ["-m", "toolkit", "check", ONE_CARD_FILE], 0.5),
)
MODES = ("bytecode", "source")


def environment(root: Path, mode: str, prefix: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    env["PYTHONPATH"] = str(root)
    if mode == "bytecode":
        env["PYTHONPYCACHEPREFIX"] = str(prefix)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def time_once(argv: list[str], root: Path, env: dict[str, str]) -> tuple[float, float]:
    """The wall-clock and CPU seconds of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *argv], cwd=root, env=env, capture_output=True)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


Key = tuple[str, str, str]  # tree, mode, command


def measure(roots: dict[str, Path], runs: int, scratch: Path) -> dict[Key, list[tuple[float, float]]]:
    envs = {
        (name, mode): environment(root, mode, scratch / f"pycache-{index}")
        for index, (name, root) in enumerate(roots.items())
        for mode in MODES
    }
    times: dict[Key, list[tuple[float, float]]] = {}
    for (name, mode), env in envs.items():  # one warm-up each: the bytecode column's .pyc files are written
        for label, argv, _ in COMMANDS:
            time_once(argv, roots[name], env)
            times[(name, mode, label)] = []
    for _ in range(runs):
        for (name, mode), env in envs.items():
            for label, argv, _ in COMMANDS:
                times[(name, mode, label)].append(time_once(argv, roots[name], env))
    return times


def stray_bytecode(root: Path) -> bool:
    """Whether a tree holds toolkit bytecode of its own (then its source column would read it)."""
    return any((root / "toolkit").rglob("*.pyc"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--baseline", metavar="REV", help="Also time this commit (e.g. main, or a hash).")
    args = parser.parse_args()
    roots = {"this tree": ROOT}
    scratch = Path(tempfile.mkdtemp(prefix="deckwright-startup-"))
    worktree = None
    if args.baseline:
        worktree = scratch / "baseline"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(worktree), args.baseline],
            check=True,
            capture_output=True,
        )
        roots[args.baseline] = worktree
    load_before = os.getloadavg()
    try:
        times = measure(roots, args.runs, scratch)
    finally:
        if worktree is not None:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(worktree)], check=False)
        shutil.rmtree(scratch, ignore_errors=True)
    load_after = os.getloadavg()
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; {args.runs} runs each")
    print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (1 min)")
    for name, root in roots.items():
        if stray_bytecode(root):
            print(f"note: {name} holds toolkit .pyc files: its source column read some bytecode")
    print()
    print("Wall-clock seconds, min / median; CPU seconds (user + system), min. Judged: the bytecode CPU min.")
    print()
    print("| command | tree | bytecode: wall min | median | CPU min | source: wall min | median | CPU min | target |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    missed = []
    for label, _, target in COMMANDS:
        for name in roots:
            cells = []
            for mode in MODES:
                values = times[(name, mode, label)]
                walls = [wall for wall, _ in values]
                cells += [f"{min(walls):.3f}", f"{statistics.median(walls):.3f}", f"{min(c for _, c in values):.3f}"]
                if mode == "bytecode" and target and name == "this tree" and min(c for _, c in values) >= target:
                    missed.append(label)
            shown = f"< {target}" if target else ""
            print(f"| `{label}` | {name} | {' | '.join(cells)} | {shown} |")
    if missed:
        print(f"\nmissed: {', '.join(missed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
