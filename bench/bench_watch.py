"""How long `deckwright watch` takes from a save to its report, and to the changed card's faces.

A copy of a shipped set is watched by a real `deckwright watch` process; the benchmark changes one
monster's level, as a designer tunes a number, and times each save until the watcher prints its
round's summary line (the new diagnostics are printed before it), then until it says it drew the
card's faces (every language with its text); then it breaks the card (a level out of range, so the
card leaves the set and every test block that names it fails) and mends it, which re-runs far more.
The first round (a cold validation of the whole set, every face drawn) is timed apart. The watcher's
CPU time is read from /proc at the end (user + system, its own and nothing else's).

    python bench/bench_watch.py [--set munchkin] [--saves 10] [--no-faces] [--against /path/to/older/checkout]
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
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _lines(stream: object, into: queue.Queue[tuple[float, str]]) -> None:
    for line in stream:  # type: ignore[attr-defined]
        into.put((time.perf_counter(), line.rstrip("\n")))


def _cpu(pid: int) -> float:
    """A live process's CPU seconds so far (user + system), from /proc; 0 where there is none."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _until(lines: queue.Queue[tuple[float, str]], needles: list[str], timeout: float = 60.0) -> list[float]:
    """When each of ``needles`` was printed, in whatever order the watcher prints them."""
    deadline = time.perf_counter() + timeout
    found: dict[str, float] = {}
    while len(found) < len(needles):
        left = deadline - time.perf_counter()
        if left <= 0:
            raise TimeoutError(f"no line with {[n for n in needles if n not in found]!r} in {timeout} s")
        at, line = lines.get(timeout=left)
        for needle in needles:
            if needle in line and needle not in found:
                found[needle] = at
    return [found[n] for n in needles]


@dataclass
class Figures:
    tree: str
    first: float = 0.0
    cold_cpu: float = 0.0
    tuned_cpu: float = 0.0
    tuned: list[float] = field(default_factory=list)  # save to report
    faces: list[float] = field(default_factory=list)  # save to the tuned card's faces drawn
    broken: list[float] = field(default_factory=list)  # save to report, the card broken then mended


def run(tree: Path, card_set: str, saves: int, faces: bool) -> Figures:
    """Time a watcher running the code of ``tree`` (a checkout: this one, or another to compare)."""
    figures = Figures(str(tree))
    with tempfile.TemporaryDirectory(prefix="bench-watch-") as tmp:
        cards = Path(tmp) / "cards"  # a designer's project: the set watched is the whole card folder
        folder = cards / card_set
        shutil.copytree(ROOT / "cards" / card_set, folder)
        env = {**os.environ, "DECKWRIGHT_DB": f"sqlite:///{Path(tmp) / 'cache.db'}", "PYTHONPATH": str(tree)}
        env["PYTHONUNBUFFERED"] = "1"  # each line as it is printed: the two streams are timed as they come
        started = time.perf_counter()
        command = [sys.executable, "-m", "toolkit", "watch", str(cards), "--cards", str(cards)]
        watcher = subprocess.Popen(
            [*command, *([] if faces else ["--no-faces"])],
            stderr=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tmp,
        )
        lines: queue.Queue[tuple[float, str]] = queue.Queue()
        threading.Thread(target=_lines, args=(watcher.stderr, lines), daemon=True).start()
        threading.Thread(target=_lines, args=(watcher.stdout, lines), daemon=True).start()
        try:
            figures.first = _until(lines, ["(Ctrl-C stops)"], timeout=600)[0] - started
            figures.cold_cpu = _cpu(watcher.pid)
            monsters = folder / "monsters.cards"
            text = monsters.read_text(encoding="utf-8")
            target = "  level 3\n"
            assert target in text

            def save(level: str, drawn: bool) -> list[float]:
                time.sleep(0.3)  # saves apart, as a designer's are
                while not lines.empty():  # what the last round said late (its faces; the file it wrote)
                    lines.get_nowait()
                monsters.write_text(text.replace(target, f"  level {level}\n", 1), encoding="utf-8")
                saved = time.perf_counter()
                needles = ["card(s) changed", *(["face(s) into"] if drawn and faces else [])]
                return [at - saved for at in _until(lines, needles)]

            warm = _cpu(watcher.pid)
            for n in range(saves):
                report, *drawn = save("4" if n % 2 == 0 else "3", True)
                figures.tuned.append(report)
                figures.faces.extend(drawn)
            figures.tuned_cpu = (_cpu(watcher.pid) - warm) / max(1, saves)
            # A level out of range takes the card out (no face to draw); the mend draws it again.
            figures.broken = [save("99" if n % 2 == 0 else "3", n % 2 == 1)[0] for n in range(4)]
            time.sleep(0.5)  # the last faces drawn
        finally:
            watcher.terminate()
            watcher.wait(timeout=10)
    return figures


def _row(what: str, figures: list[float]) -> str:
    return (
        f"  {what}, {len(figures)} saves: min {min(figures):.3f} s, "
        f"median {statistics.median(figures):.3f} s, max {max(figures):.3f} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", default="munchkin", help="the shipped set to watch a copy of")
    parser.add_argument("--saves", type=int, default=10, help="how many saves to time")
    parser.add_argument("--no-faces", action="store_true", help="watch with --no-faces (the report alone)")
    parser.add_argument(
        "--against", type=Path, help="another checkout (an older commit) timed in the same run, after this one"
    )
    args = parser.parse_args()
    trees = [ROOT, *([args.against.resolve()] if args.against else [])]
    print(f"deckwright watch on a copy of cards/{args.set}; load average {os.getloadavg()[0]:.2f} at the start")
    for tree in trees:
        figures = run(tree, args.set, args.saves, not args.no_faces)
        print(
            f"{figures.tree}: the first round (cold, whole set) {figures.first:.2f} s, its CPU {figures.cold_cpu:.2f} s"
        )
        print(f"  a level tuned: {figures.tuned_cpu:.3f} s of the watcher's CPU per save")
        print(_row("a level tuned: save to report", figures.tuned))
        if figures.faces:
            print(_row("a level tuned: save to the card's faces drawn", figures.faces))
        print(_row("the card broken, then mended: save to report", figures.broken))
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
