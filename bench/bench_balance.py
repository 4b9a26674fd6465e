"""How long the balance report (`deckwright validate --balance`) takes over the project's card sets.

Run on demand (never part of the test suite)::

    python bench/bench_balance.py [--workers 2] [--games 40] [--cards cards] [--json]

Plays what `validate --balance` plays at the given settings (defaults: the command's own) over
every game under ``--cards`` and reports, per run: games played (screening and confirmation),
the wall-clock time, the CPU time of this process and its workers (a figure the machine's load
barely moves, unlike the wall clock), CPU milliseconds per game and the machine's load average.
Nothing is stored (``store=False``), so the catalog is left alone.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path

from toolkit.lang.load import load
from toolkit.validate.balance import BalanceOptions, balance_report, summary_text

ROOT = Path(__file__).resolve().parent.parent


def cpu_seconds() -> float:
    """User + system time of this process and of its finished children (the worker processes)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", type=int, default=BalanceOptions().games)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cards", default=str(ROOT / "cards"))
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--summary", action="store_true", help="also print the report's summary")
    args = parser.parse_args(argv)

    loaded = load([args.cards])
    if not loaded.ok:
        print("the cards do not check cleanly; run `deckwright check` first", file=sys.stderr)
        return 1
    options = BalanceOptions(games=args.games, seed=args.seed, workers=args.workers, store=False)
    load_before = os.getloadavg()[0]
    cpu, wall = cpu_seconds(), time.perf_counter()
    diagnostics, summary = balance_report(loaded.cards, options, loaded.sources)
    wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
    figures = {
        "cards": {g.game: len(g.cards) for g in summary.games},
        "games_played": summary.games_played,
        "confirmed_cards": sum(c.confirmed for g in summary.games for c in g.cards),
        "flagged": [c.key for g in summary.games for c in g.cards if c.flagged],
        "workers": args.workers,
        "wall_seconds": round(wall, 1),
        "cpu_seconds": round(cpu, 1),
        "cpu_ms_per_game": round(1000 * cpu / max(1, summary.games_played), 1),
        "load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for name, value in figures.items():
            print(f"{name}: {value}")
    if args.summary:
        print(summary_text(summary))
        for diagnostic in diagnostics:
            print(diagnostic.headline())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
