"""How long `deckwright watch` takes from a save to its report, one card changed at a time.

A copy of a shipped set is watched by a real `deckwright watch` process; the benchmark changes one
monster's level, as a designer tunes a number, and times each save until the watcher prints its
round's summary line; then it breaks the card (a level out of range, so the card leaves the set and
every test block that names it fails) and mends it, which re-runs far more. The first round (a cold
validation of the whole set) is timed apart.

    python bench/bench_watch.py [--set munchkin] [--saves 10]
"""

from __future__ import annotations

import argparse
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _lines(stream: object, into: queue.Queue[tuple[float, str]]) -> None:
    for line in stream:  # type: ignore[attr-defined]
        into.put((time.perf_counter(), line.rstrip("\n")))


def _until(lines: queue.Queue[tuple[float, str]], needle: str, timeout: float = 60.0) -> float:
    deadline = time.perf_counter() + timeout
    while True:
        left = deadline - time.perf_counter()
        if left <= 0:
            raise TimeoutError(f"no line with {needle!r} in {timeout} s")
        at, line = lines.get(timeout=left)
        if needle in line:
            return at


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", default="munchkin", help="the shipped set to watch a copy of")
    parser.add_argument("--saves", type=int, default=10, help="how many saves to time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-watch-") as tmp:
        cards = Path(tmp) / "cards"  # a designer's project: the set watched is the whole card folder
        folder = cards / args.set
        shutil.copytree(ROOT / "cards" / args.set, folder)
        env = {**os.environ, "DECKWRIGHT_DB": f"sqlite:///{Path(tmp) / 'cache.db'}"}
        started = time.perf_counter()
        watcher = subprocess.Popen(
            [sys.executable, "-m", "toolkit", "watch", str(cards), "--cards", str(cards)],
            stderr=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=tmp,
        )
        lines: queue.Queue[tuple[float, str]] = queue.Queue()
        threading.Thread(target=_lines, args=(watcher.stderr, lines), daemon=True).start()
        try:
            first = _until(lines, "(Ctrl-C stops)", timeout=600) - started
            monsters = folder / "monsters.cards"
            text = monsters.read_text(encoding="utf-8")
            target = "  level 3\n"
            assert target in text

            def save(level: str) -> float:
                time.sleep(0.3)  # saves apart, as a designer's are
                monsters.write_text(text.replace(target, f"  level {level}\n", 1), encoding="utf-8")
                saved = time.perf_counter()
                return _until(lines, "card(s) changed") - saved

            times = [save("4" if n % 2 == 0 else "3") for n in range(args.saves)]
            broken = [save("99" if n % 2 == 0 else "3") for n in range(4)]
        finally:
            watcher.terminate()
            watcher.wait(timeout=10)
    print(f"deckwright watch on a copy of cards/{args.set}: the first round (cold, whole set) {first:.2f} s")
    for what, figures in (("a level tuned", times), ("the card broken, then mended", broken)):
        print(
            f"{what}: save to report, {len(figures)} saves: min {min(figures):.3f} s, "
            f"median {statistics.median(figures):.3f} s, max {max(figures):.3f} s"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
