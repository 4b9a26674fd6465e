"""Parse + check throughput on a generated 10,000-card corpus, beside bare Lark on the same text.

Run on demand: ``python bench/bench_parse.py [--cards 10000] [--repeat 3]``.
Prints, in wall-clock and CPU time, Deckwright's front end (parse to AST, check
to the typed model) and bare Lark (LALR, building its own tree from the same
grammar), cards per second (of CPU time) and the ratio of the times. Deckwright pauses Python's cycle
collector while it builds trees (toolkit/lang/gc_pause.py), so bare Lark is
also timed that way, for the fair ratio. All run in this process, on one core,
best of N rounds. The steps take turns within each round (bare Lark, then each
of ours, then again), so that a machine whose load changes during the run
slows every step alike rather than the steps measured last: each ratio is of
times taken minutes apart at most, not of one step's quiet minute against
another's busy one.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import corpus
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.load import load_text
from toolkit.lang.parser import bare_card_parser, parse


def best_of(repeat: int, steps: dict[str, Callable[[], object]]) -> dict[str, tuple[float, float]]:
    """Each step's best wall-clock and best CPU time (this process's) over ``repeat`` rounds, the
    steps taking turns within a round: on a machine shared with other jobs the CPU time is the
    steadier measure, as others' work does not count in it (their use of the caches does)."""
    walls: dict[str, list[float]] = {name: [] for name in steps}
    cpus: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(repeat):
        for name, func in steps.items():
            wall, cpu = time.perf_counter(), time.process_time()
            func()
            cpus[name].append(time.process_time() - cpu)
            walls[name].append(time.perf_counter() - wall)
    return {name: (min(walls[name]), min(cpus[name])) for name in steps}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--flavour",
        choices=("auto", "flavour", "text"),
        default="auto",
        help="the flavour field's name in the corpus: `text` is its old name (a warning a card today, the only "
        "name before issue 10); auto: flavour where the tree knows it",
    )
    args = parser.parse_args()

    flavour = args.flavour
    if flavour == "auto":
        flavour = "flavour" if load_text(corpus(1, flavour="flavour"), "probe.cards").ok else "text"
    text = corpus(args.cards, flavour=flavour)
    lark = bare_card_parser()
    result = load_text(text, "bench.cards")
    assert result.ok and len(result.cards) == args.cards, result.diagnostics[:3]

    def bare_paused() -> None:
        with gc_paused():
            lark.parse(text)

    times = best_of(
        args.repeat,
        {
            "bare": lambda: lark.parse(text),
            "bare paused": bare_paused,
            "parse": lambda: parse(text, "bench.cards"),
            "parse + check": lambda: load_text(text, "bench.cards"),
        },
    )
    bare, bare_no_gc, ours_parse, ours_full = times.values()

    n = args.cards
    warnings = len(result.diagnostics)
    print(
        f"python {platform.python_version()} on {platform.machine()}, {len(text):,} bytes, {n:,} cards "
        f"(flavour field '{flavour}', {warnings:,} warning(s))"
    )
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} (1, 5, 15 min) at the end")
    print(f"best of {args.repeat} rounds, the steps taking turns in each")
    print(f"{'step':<40}{'wall s':>8}{'cpu s':>8}{'cards/s':>9}{'vs bare':>9}{'vs bare, gc paused':>20}{'(cpu)':>8}")
    for label, (wall, cpu) in (
        ("bare Lark (LALR, own tree)", bare),
        ("bare Lark, cycle collector paused", bare_no_gc),
        ("deckwright parse (AST)", ours_parse),
        ("deckwright parse + check (typed model)", ours_full),
    ):
        print(
            f"{label:<40}{wall:>8.3f}{cpu:>8.3f}{n / cpu:>9,.0f}{wall / bare[0]:>8.2f}x"
            f"{wall / bare_no_gc[0]:>19.2f}x{cpu / bare_no_gc[1]:>7.2f}x"
        )


if __name__ == "__main__":
    main()
