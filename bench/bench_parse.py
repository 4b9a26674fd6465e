"""Parse + check throughput on a generated 10,000-card corpus, beside bare Lark on the same text.

Run on demand: ``python bench/bench_parse.py [--cards 10000] [--repeat 3]``.
Prints cards per second for Deckwright's front end (parse to AST, check to the
typed model) and for bare Lark (LALR, building its own tree from the same
grammar), and the ratio of the two times. Both run in this process, on one
core, interleaved, best of N, so the comparison is fair on a noisy machine.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import corpus
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

    bare = best_of(args.repeat, lambda: lark.parse(text))
    ours_parse = best_of(args.repeat, lambda: parse(text, "bench.cards"))
    ours_full = best_of(args.repeat, lambda: load_text(text, "bench.cards"))

    n = args.cards
    print(f"python {platform.python_version()} on {platform.machine()}, {len(text):,} bytes, {n:,} cards")
    print(f"{'step':<34}{'seconds':>10}{'cards/s':>12}{'vs bare Lark':>14}")
    for label, seconds in (
        ("bare Lark (LALR, own tree)", bare),
        ("deckwright parse (AST)", ours_parse),
        ("deckwright parse + check (model)", ours_full),
    ):
        print(f"{label:<34}{seconds:>10.3f}{n / seconds:>12,.0f}{seconds / bare:>13.2f}x")


if __name__ == "__main__":
    main()
