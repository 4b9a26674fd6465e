"""Start-up of the ``deckwright`` command, as processes, beside ``python -c pass`` in the same run.

Run on demand: ``python bench/bench_startup.py [--runs 15] [--baseline REV]``.

Times, as whole processes (what a user or a CI step waits for): ``--version``, ``--help``,
``check`` of one card file, and ``catalog --help``; each run in turn (interleaved, so a busy
moment of a shared machine falls on every command alike), several runs, min and median. The
targets (issue 9): ``--version`` and ``--help`` under 0.25 s, ``check`` of one card under 0.5 s.
``--baseline REV`` also times the same commands at another commit (a git worktree made for the
run), side by side. Exits 1 if a target is missed by the minimum.
"""

from __future__ import annotations

import argparse
import os
import platform
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


def time_once(argv: list[str], root: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(root)}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *argv], cwd=root, env=env, capture_output=True)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return elapsed


def measure(roots: dict[str, Path], runs: int) -> dict[tuple[str, str], list[float]]:
    times: dict[tuple[str, str], list[float]] = {}
    for root_name, root in roots.items():  # one warm-up each: the .pyc files are written
        for _, argv, _ in COMMANDS:
            time_once(argv, root)
            times[(root_name, " ".join(argv))] = []
    for _ in range(runs):
        for root_name, root in roots.items():
            for _, argv, _ in COMMANDS:
                times[(root_name, " ".join(argv))].append(time_once(argv, root))
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--baseline", metavar="REV", help="Also time this commit (e.g. main, or a hash).")
    args = parser.parse_args()
    roots = {"this tree": ROOT}
    scratch = None
    if args.baseline:
        scratch = tempfile.mkdtemp(prefix="deckwright-baseline-")
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", scratch, args.baseline], check=True)
        roots[args.baseline] = Path(scratch)
    try:
        times = measure(roots, args.runs)
    finally:
        if scratch:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", scratch], check=False)
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; {args.runs} runs each")
    print()
    print("| command | tree | min (s) | median (s) | target (s) |")
    print("|---|---|---:|---:|---:|")
    missed = []
    for name, argv, target in COMMANDS:
        for root_name in roots:
            values = times[(root_name, " ".join(argv))]
            low, mid = min(values), statistics.median(values)
            shown = f"< {target}" if target else ""
            print(f"| `{name}` | {root_name} | {low:.3f} | {mid:.3f} | {shown} |")
            if target and root_name == "this tree" and low >= target:
                missed.append(name)
    if missed:
        print(f"\nmissed: {', '.join(missed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
