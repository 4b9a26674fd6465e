"""Card-text rate: every shipped card of the Munchkin family in en, es, uk, de and pl.

Run on demand (never part of the test suite)::

    python bench/bench_cardtext.py [--repeat 5] [--json]

It reports, best of ``--repeat`` runs:

- ``load``: reading and parsing the Fluent files of both games in five languages (what a process
  pays once, before its first card text);
- ``first``: the first pass over the cards with those fresh bundles: fluent.runtime compiles each
  message the first time it is used (once per process), then formats it;
- ``formatting``: a pass with every message compiled but nothing remembered (each bundle's results,
  names and assembled rules forgotten before the pass): the generator and Fluent's formatting alone;
- ``remembered``: a pass with the results of the pass before remembered: formatted messages and
  assembled rules (a rulebook build, a catalog export or a proof page asks the same rules over and
  over; a rule shared by many cards is assembled once).

The aim (issue 11): at least 5,000 card texts per second. Figures go to docs/performance.md
("Card text").
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolkit.lang.load import load  # noqa: E402
from toolkit.text import GENERATORS, LANGUAGES  # noqa: E402
from toolkit.text.bundles import Bundle, _parse_file  # noqa: E402
from toolkit.text.files import game_files  # noqa: E402

GAMES = ("munchkin", "munchkin-kungfu")


def fresh_generators() -> dict[tuple[str, str], object]:
    _parse_file.cache_clear()  # each run parses the files anew (a process parses each file once)
    return {(g, lang): GENERATORS[lang](g, Bundle(game_files(g, lang))) for g in GAMES for lang in LANGUAGES}


def run(repeat: int) -> dict[str, float]:
    cards = load([str(ROOT / "cards" / g) for g in GAMES]).cards
    texts = len(cards) * len(LANGUAGES)
    best = {"load": float("inf"), "first": float("inf"), "formatting": float("inf"), "remembered": float("inf")}

    def one_pass(generators: dict[tuple[str, str], object]) -> float:
        start = time.perf_counter()
        for lang in LANGUAGES:
            for card in cards:
                generators[(card.game, lang)].card(card)  # type: ignore[attr-defined]
        return time.perf_counter() - start

    for _ in range(repeat):
        start = time.perf_counter()
        generators = fresh_generators()
        best["load"] = min(best["load"], time.perf_counter() - start)
        best["first"] = min(best["first"], one_pass(generators))
        for generator in generators.values():
            generator.bundle._cache.clear()  # type: ignore[attr-defined]
            generator.bundle._nouns.clear()  # type: ignore[attr-defined]
            generator._rules.clear()  # type: ignore[attr-defined]
        best["formatting"] = min(best["formatting"], one_pass(generators))
        best["remembered"] = min(best["remembered"], one_pass(generators))
    figures: dict[str, float] = {"cards": len(cards), "languages": len(LANGUAGES), "texts": texts}
    for name, seconds in best.items():
        figures[f"{name}_s"] = round(seconds, 4)
        if name != "load":
            figures[f"{name}_per_s"] = round(texts / seconds)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = run(args.repeat)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"{figures['cards']} cards x {figures['languages']} languages = {figures['texts']} card texts")
    print(f"{'load (parse the .ftl files)':32} {figures['load_s'] * 1000:8.1f} ms")
    for name, label in (
        ("first", "first pass (compile + format)"),
        ("formatting", "formatting (nothing remembered)"),
        ("remembered", "results remembered"),
    ):
        print(f"{label:32} {figures[name + '_s'] * 1000:8.1f} ms  {figures[name + '_per_s']:>8,} texts/s")


if __name__ == "__main__":
    main()
