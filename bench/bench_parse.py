"""Parse + check throughput on a generated 10,000-card corpus, beside bare Lark on the same text.

Run on demand: ``python bench/bench_parse.py [--cards 10000] [--repeat 3]``.
Prints cards per second for Deckwright's front end (parse to AST, check to the
typed model) and for bare Lark (LALR, building its own tree from the same
grammar), and the ratio of the times. Deckwright pauses Python's cycle
collector while it builds trees (toolkit/lang/gc_pause.py), so bare Lark is
also timed that way, for the fair ratio. All run in this process, on one core,
best of N, so the comparison holds on a noisy machine.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import corpus
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.load import load_text
from toolkit.lang.parser import bare_card_parser, parse


def best_of(repeat: int, func) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    text = corpus(args.cards)
    lark = bare_card_parser()
    result = load_text(text, "bench.cards")
    assert result.ok and len(result.cards) == args.cards, result.diagnostics[:3]

    def bare_paused() -> None:
        with gc_paused():
            lark.parse(text)

    bare = best_of(args.repeat, lambda: lark.parse(text))
    bare_no_gc = best_of(args.repeat, bare_paused)
    ours_parse = best_of(args.repeat, lambda: parse(text, "bench.cards"))
    ours_full = best_of(args.repeat, lambda: load_text(text, "bench.cards"))

    n = args.cards
    print(f"python {platform.python_version()} on {platform.machine()}, {len(text):,} bytes, {n:,} cards")
    print(f"{'step':<40}{'seconds':>9}{'cards/s':>10}{'vs bare Lark':>14}{'vs bare, gc paused':>20}")
    for label, seconds in (
        ("bare Lark (LALR, own tree)", bare),
        ("bare Lark, cycle collector paused", bare_no_gc),
        ("deckwright parse (AST)", ours_parse),
        ("deckwright parse + check (typed model)", ours_full),
    ):
        print(f"{label:<40}{seconds:>9.3f}{n / seconds:>10,.0f}{seconds / bare:>13.2f}x{seconds / bare_no_gc:>19.2f}x")


if __name__ == "__main__":
    main()
