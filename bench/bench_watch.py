"""How long `deckwright watch` takes from a save to its report, and to the changed card's faces.

A copy of a shipped set is watched by a real `deckwright watch` process; the benchmark changes one
monster's level, as a designer tunes a number, and times each save until the watcher prints its
round's summary line (the new diagnostics are printed before it), then until it says it drew the
card's faces (every language with its text); then it breaks the card (a level out of range, so the
card leaves the set and every test block that names it fails) and mends it, which re-runs far more.
The first round (a cold validation of the whole set, every face drawn) is timed apart. The watcher's
CPU time is read from /proc at the end (user + system, its own and nothing else's).

    python bench/bench_watch.py [--set munchkin] [--saves 10] [--no-faces]
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


def _cpu(pid: int) -> float:
    """A live process's CPU seconds so far (user + system), from /proc; 0 where there is none."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
    parser.add_argument("--no-faces", action="store_true", help="watch with --no-faces (the report alone)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-watch-") as tmp:
        cards = Path(tmp) / "cards"  # a designer's project: the set watched is the whole card folder
        folder = cards / args.set
        shutil.copytree(ROOT / "cards" / args.set, folder)
        env = {**os.environ, "DECKWRIGHT_DB": f"sqlite:///{Path(tmp) / 'cache.db'}"}
        started = time.perf_counter()
        command = [sys.executable, "-m", "toolkit", "watch", str(cards), "--cards", str(cards)]
        watcher = subprocess.Popen(
            [*command, *(["--no-faces"] if args.no_faces else [])],
            stderr=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tmp,
        )
        lines: queue.Queue[tuple[float, str]] = queue.Queue()
        threading.Thread(target=_lines, args=(watcher.stderr, lines), daemon=True).start()
        threading.Thread(target=_lines, args=(watcher.stdout, lines), daemon=True).start()
        faces: list[float] = []
        try:
            first = _until(lines, "(Ctrl-C stops)", timeout=600) - started
            cold_cpu = _cpu(watcher.pid)
            monsters = folder / "monsters.cards"
            text = monsters.read_text(encoding="utf-8")
            target = "  level 3\n"
            assert target in text

            def save(level: str, drawn: bool) -> float:
                time.sleep(0.3)  # saves apart, as a designer's are
                monsters.write_text(text.replace(target, f"  level {level}\n", 1), encoding="utf-8")
                saved = time.perf_counter()
                report = _until(lines, "card(s) changed") - saved
                if drawn and not args.no_faces:
                    faces.append(_until(lines, "face(s) into") - saved)
                return report

            warm_cpu = _cpu(watcher.pid)
            times = [save("4" if n % 2 == 0 else "3", True) for n in range(args.saves)]
            tuned_cpu = (_cpu(watcher.pid) - warm_cpu) / max(1, args.saves)
            # A level out of range takes the card out: no face; the mend draws it again.
            broken = [save("99" if n % 2 == 0 else "3", n % 2 == 1) for n in range(4)]
            time.sleep(0.5)  # the last faces drawn
        finally:
            watcher.terminate()
            watcher.wait(timeout=10)
    print(f"deckwright watch on a copy of cards/{args.set}: the first round (cold, whole set) {first:.2f} s, ")
    print(f"  its CPU {cold_cpu:.2f} s; a level tuned: {tuned_cpu:.3f} s of the watcher's CPU per save")
    rows = [("a level tuned: save to report", times), ("the card broken, then mended: save to report", broken)]
    if faces:
        rows.append(("save to the changed card's faces drawn", faces))
    for what, figures in rows:
        print(
            f"{what}, {len(figures)} saves: min {min(figures):.3f} s, "
            f"median {statistics.median(figures):.3f} s, max {max(figures):.3f} s"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
