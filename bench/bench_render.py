"""Print sheets in Deckwright and in protograf, side by side: the same job, in one run.

Run on demand (never part of the test suite)::

    pip install '.[bench]'              # protograf, for the comparison only
    python bench/bench_render.py [--cards 90] [--workers 2] [--memory 500] [--protograf-python PY] [--json]

The job (issue 12): ``--cards`` poker cards, each with a title and a paragraph, on A4 in 3 x 3,
fronts only (protograf's deck has no backs), (1) to PDF, then (2) to PDF plus 300-DPI PNG pages.
Deckwright's cards are real cards of the card language (Munchkin curses with their rules text),
drawn by its faces (layouts, frames, hyphenated DejaVu) and imposed with crop marks; protograf's
are a rectangle and two text boxes with its grid marks. Each job runs in a fresh process of its
own, so start-up and imports count for both, as a user meets them; the figures are wall-clock
seconds of the whole process, CPU seconds (it and its workers: the machine's load barely moves
them), and peak memory (the largest resident size of any one process: the parent, or one worker).
``--memory N`` adds Deckwright's PNG job over N cards, for the peak-memory aim (under 300 MB).
``--protograf-python`` names an interpreter with protograf installed (default: this one), for a
machine where protograf's pins (Pillow < 13) keep it in a virtualenv of its own.

Deckwright's modules are byte-compiled first (``compileall``, into the ``__pycache__`` folders git
ignores), as installing a wheel does and as protograf's are in its virtualenv: with
``PYTHONDONTWRITEBYTECODE`` set, every fresh process would otherwise compile some 70 of Deckwright's
modules from source (about 0.1 s of CPU) that a user's install never does.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARAGRAPH = (
    "Paragraph text for card number {i}: draw two cards, then discard one of them at random; "
    "if you cannot, lose a level and say something you will regret at the next game night."
)


def cards_text(count: int) -> str:
    blocks = [
        f'curse "Card {i}" @bench-{i:04d} {{\n  when played: lose 1 level\n  text "{PARAGRAPH.format(i=i)}"\n}}\n'
        for i in range(count)
    ]
    return "game munchkin\n\n" + "\n".join(blocks)


PROTOGRAF_SCRIPT = """
import os
from protograf import *
rows = [["title", "body"]] + [["Card %d" % i, PARAGRAPH.format(i=i)] for i in range(COUNT)]
Create(filename=os.path.join(FOLDER, "protograf.pdf"), paper="A4", margin=0.9)
Data(data_list=rows)
Deck(cards=COUNT, card_size="poker", grid_marks=True)
Card("*", rectangle(x=0.3, y=0.3, width=5.75, height=8.29, fill="ivory"),
     text(text=T("{{title}}"), x=3.17, y=1.2, font_size=12),
     text(text=T("{{body}}"), x=0.6, y=4.0, width=5.15, height=4.0, wrap=True, font_size=8, align="left"))
Save(**({"output": "png", "dpi": 300, "directory": FOLDER} if PNG else {}))
"""


def child_deckwright(count: int, png: bool, workers: int, folder: Path) -> dict[str, object]:
    """The job in this process (a child of the benchmark): load, draw faces, impose, write."""
    start = time.perf_counter()
    from toolkit.lang.load import load_text
    from toolkit.render import jobs, sheets
    from toolkit.render.sizes import CARD_SIZES, PAPERS

    imported = time.perf_counter()
    result = load_text(cards_text(count), "bench.cards")
    assert result.ok, [d.code for d in result.diagnostics][:5]
    job = jobs.Job("munchkin", tuple(result.cards), out=folder, workers=workers)
    spec = sheets.SheetSpec(PAPERS["a4"], CARD_SIZES["poker"], duplex="none")
    # As `deckwright render sheets` does it: PNG pages drawn by the face workers as they go. No
    # calibration page: protograf's job has none.
    rendered = jobs.render_faces(job, plan=jobs.page_plan(job, spec) if png else None)
    formats = ("pdf", "png") if png else ("pdf",)
    written, _ = jobs.render_sheets(job, spec, rendered, formats=formats, calibration=False)
    done = time.perf_counter()
    pages = [p for p in written if p.suffix == ".png" and "calibration" not in p.name]
    return {"job_s": done - imported, "import_s": imported - start, "png_pages": len(pages)}


def child_protograf(count: int, png: bool, folder: Path) -> dict[str, object]:
    start = time.perf_counter()
    source = PROTOGRAF_SCRIPT.replace("PARAGRAPH", repr(PARAGRAPH)).replace("COUNT", str(count))
    source = source.replace("FOLDER", repr(str(folder))).replace("PNG", repr(png))
    sys.argv = [str(folder / "protograf_job.py")]  # protograf reads its own options from argv
    exec(compile(source, "protograf_job.py", "exec"), {"__name__": "__main__"})
    done = time.perf_counter()
    return {"job_s": done - start, "png_pages": len(list(folder.glob("protograf-*.png")))}


def run_child(tool: str, count: int, png: bool, workers: int, python: str) -> dict[str, object]:
    """One job in a fresh process: wall time from outside, CPU and peak memory from its rusage."""
    with tempfile.TemporaryDirectory(prefix=f"bench-render-{tool}-") as folder:
        args = [python, __file__, "--child", tool, "--cards", str(count), "--workers", str(workers), "--out", folder]
        if png:
            args.append("--png")
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        start = time.perf_counter()
        proc = subprocess.run(args, capture_output=True, text=True, env=env, cwd=folder, check=False)
        wall = time.perf_counter() - start
        if proc.returncode != 0:
            raise SystemExit(f"{tool} job failed:\n{proc.stderr[-2000:]}")
        report = json.loads(proc.stdout.strip().splitlines()[-1])
        pdf = Path(folder) / (
            "protograf.pdf" if tool == "protograf" else "munchkin/en/sheets/munchkin-en-a4-butted.pdf"
        )
        from pypdf import PdfReader

        report["pdf_pages"] = len(PdfReader(pdf).pages)
    report["wall_s"] = wall
    return report


def _child_main(args: argparse.Namespace) -> int:
    folder = Path(args.out)
    if args.child == "deckwright":
        report = child_deckwright(args.cards, args.png, args.workers, folder)
    else:
        report = child_protograf(args.cards, args.png, folder)
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    report["cpu_s"] = own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime
    report["peak_mb"] = max(own.ru_maxrss, kids.ru_maxrss) / 1024  # Linux: kilobytes
    sys.stdout.flush()
    print(json.dumps(report))
    return 0


def _protograf_python(given: str | None) -> str | None:
    candidates = [given] if given else [sys.executable, "/tmp/sheets-protograf-venv/bin/python"]
    for python in candidates:
        if python and subprocess.run([python, "-c", "import protograf"], capture_output=True).returncode == 0:
            return python
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=90)
    parser.add_argument("--workers", type=int, default=min(os.cpu_count() or 1, 8))
    parser.add_argument("--memory", type=int, default=500, help="cards for the peak-memory run (0: none)")
    parser.add_argument("--protograf-python", default=None)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", choices=("deckwright", "protograf"), help=argparse.SUPPRESS)
    parser.add_argument("--png", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return _child_main(args)
    python = _protograf_python(args.protograf_python)
    if python is None:
        print("protograf is not installed: pip install '.[bench]' (or give --protograf-python)", file=sys.stderr)
        return 2
    import compileall

    compileall.compile_dir(str(ROOT / "toolkit"), quiet=1)  # as an install does (see the docstring)
    rows: dict[str, dict[str, object]] = {}
    for png in (False, True):
        name = "pdf+png" if png else "pdf"
        rows[f"{name} deckwright"] = run_child("deckwright", args.cards, png, args.workers, sys.executable)
        rows[f"{name} deckwright 1 worker"] = run_child("deckwright", args.cards, png, 1, sys.executable)
        rows[f"{name} protograf"] = run_child("protograf", args.cards, png, 1, python)
    if args.memory:
        rows[f"pdf+png deckwright {args.memory} cards"] = run_child(
            "deckwright", args.memory, True, args.workers, sys.executable
        )
    if args.json:
        print(json.dumps({"cards": args.cards, "workers": args.workers, "runs": rows}, indent=2))
        return 0
    print(f"{args.cards} poker cards, A4 3 x 3, fronts only; Deckwright with {args.workers} worker(s)")
    print(f"{'run':38} {'wall s':>8} {'cpu s':>8} {'peak MB':>8} {'pdf pp':>7} {'png pp':>7}")
    for name, row in rows.items():
        print(
            f"{name:38} {row['wall_s']:8.2f} {row['cpu_s']:8.2f} {row['peak_mb']:8.0f} "
            f"{row['pdf_pages']:7} {row['png_pages']:7}"
        )
    for job in ("pdf", "pdf+png"):
        ours, theirs = rows[f"{job} deckwright"], rows[f"{job} protograf"]
        print(
            f"{job}: protograf / Deckwright wall time {float(theirs['wall_s']) / float(ours['wall_s']):.2f}x, "
            f"CPU {float(theirs['cpu_s']) / float(ours['cpu_s']):.2f}x; "
            f"peak memory Deckwright / protograf {float(ours['peak_mb']) / float(theirs['peak_mb']):.2f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
