"""Card-text rate: every shipped card in en, es, uk, de and pl, as a fresh process pays for it.

Run on demand (never part of the test suite)::

    python bench/bench_cardtext.py [--repeat 3] [--json]

Each row is best of ``--repeat``, CPU time (``time.process_time``) of a fresh Python process
started for it, so nothing a process remembers carries over. Two sets of cards: the Munchkin
family (Munchkin and Kung Fu, 218 cards, 1,090 texts) and all four games (266 cards, 1,330 texts).
A row's time covers exactly what its label says:

- ``cold``: a process on a machine that has never read these .ftl files (an empty cache folder):
  reading and parsing every file with fluent.syntax, compiling every entry and keeping the records
  (toolkit/text/ftlcache.py), Babel's plural rules and number signs, then every card's text;
- ``fresh``: a process after one has run (what every later ``deckwright`` command pays): reading
  the kept records of every file, then every card's text, each message formatted once and reused
  within the pass as any pass does;
- ``formatting``: in one process whose files are read, every result forgotten (formatted messages,
  names, assembled rules): the generator and the formatter alone;
- ``remembered``: the same pass again with those results kept (a rulebook, a catalog export or a
  proof page asks the same rules over and over).

Not in any row: starting Python, importing Deckwright, reading the cards (printed beside, once).
The aim (issue 11): at least 5,000 card texts per second. Figures go to docs/performance.md
("Card text").
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = {
    "munchkin family": ("munchkin", "munchkin-kungfu"),
    "four games": ("munchkin", "munchkin-kungfu", "maniacal", "midgard"),
}


def child(games: list[str]) -> None:
    """One fresh process: the first pass over every card in every language, then the in-process rows."""
    started = time.process_time()
    sys.path.insert(0, str(ROOT))
    from toolkit.lang.load import load
    from toolkit.text import LANGUAGES, generator
    from toolkit.text.generator import _MEANINGS

    cards = load([str(ROOT / "cards" / g) for g in games]).cards
    ready = time.process_time()

    def one_pass() -> float:
        start = time.process_time()
        for lang in LANGUAGES:
            for card in cards:
                generator(card.game, lang).card(card)
        return time.process_time() - start

    first = one_pass()  # the generators, their bundles and files are made on first use: included
    for lang in LANGUAGES:
        for game in games:
            made = generator(game, lang)
            made.bundle._cache.clear()
            made.bundle._nouns.clear()
            made.bundle._attributes.clear()
            made._rules.clear()
    _MEANINGS.clear()
    formatting = one_pass()
    remembered = one_pass()
    texts = len(cards) * len(LANGUAGES)
    print(
        json.dumps(
            {
                "texts": texts,
                "start_s": ready - started,
                "first_s": first,
                "formatting_s": formatting,
                "remembered_s": remembered,
            }
        )
    )


def spawn(games: tuple[str, ...], cache: str) -> dict[str, float]:
    env = {**os.environ, "DECKWRIGHT_CACHE": cache, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, __file__, "--child", *games], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(repeat: int) -> dict[str, dict[str, float]]:
    figures: dict[str, dict[str, float]] = {}
    for name, games in SETS.items():
        best: dict[str, float] = {}
        for _ in range(repeat):
            with tempfile.TemporaryDirectory(prefix="bench-cardtext-") as cache:
                cold = spawn(games, cache)  # an empty cache folder: everything parsed and kept
                fresh = spawn(games, cache)  # the next process reads what the first kept
            for row, value in (
                ("cold", cold["first_s"]),
                ("fresh", fresh["first_s"]),
                ("formatting", min(cold["formatting_s"], fresh["formatting_s"])),
                ("remembered", min(cold["remembered_s"], fresh["remembered_s"])),
                ("start", fresh["start_s"]),
            ):
                best[row] = min(best.get(row, float("inf")), value)
            best["texts"] = fresh["texts"]
        figures[name] = best
    return figures


LABELS = (
    ("cold", "cold: first run ever (parse, compile, keep, format)"),
    ("fresh", "fresh process, files read before (kept records)"),
    ("formatting", "formatting, nothing remembered"),
    ("remembered", "results remembered"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    figures = run(args.repeat)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"load average {os.getloadavg()[0]:.2f} (1 min); CPU time of a fresh process per row, best of {args.repeat}")
    for name, best in figures.items():
        texts = int(best["texts"])
        print(f"\n{name}: {texts:,} card texts (start-up and reading the cards, not counted: {best['start']:.2f} s)")
        for row, label in LABELS:
            print(f"  {label:54} {best[row] * 1000:8.1f} ms  {texts / best[row]:>8,.0f} texts/s")


if __name__ == "__main__":
    main()
