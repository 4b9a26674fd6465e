"""Rulebook build time: every rulebook in every language, beside ``pybabel compile`` and a bare
Jinja2 render of the same templates.

Run on demand (never part of the test suite)::

    python bench/bench_rulebook.py [--repeat 3] [--workers 2] [--json]

For each game it reports, best of ``--repeat`` runs, in this process (fonts, templates and
WeasyPrint warmed up by one untimed build first):

- ``all five, HTML + PDF``: ``build_rulebooks`` for every language of the game, one at a time,
  as ``deckwright rulebook build --game G`` does (the aim: under 10 s per game);
- the same over ``--workers`` processes (``deckwright build`` uses two);
- ``HTML only``: the same five books without the PDF;
- ``bare Jinja2 render``: only ``Template.render`` of the game's template in five languages,
  with the translations already loaded (what Deckwright adds to Jinja2 is the rest of the
  HTML row: loading the catalogs and the cards' views);
- ``catalogs in memory``: reading the .po files and compiling them in memory, as a build does;

and once for the whole project, ``pybabel compile`` of every catalog (Babel's own command, a
child process, its start-up included) beside ``deckwright i18n compile`` in this process.
Figures go to docs/performance.md ("Rulebooks").
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from toolkit.i18n import Project, workflow  # noqa: E402
from toolkit.i18n.runtime import translations  # noqa: E402
from toolkit.lang import games as registry  # noqa: E402
from toolkit.rulebook import build_rulebooks  # noqa: E402
from toolkit.rulebook import context as ctx  # noqa: E402
from toolkit.rulebook.build import load_cards  # noqa: E402
from toolkit.rulebook.render import TEMPLATE, environment  # noqa: E402


def best(repeat: int, run: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def measure(project: Project, game: str, out: Path, repeat: int, workers: int) -> dict[str, object]:
    languages = project.languages()
    cards = load_cards(ROOT / "cards", game)
    ruleset = registry.get(game)
    assert ruleset is not None

    def all_five(formats: tuple[str, ...] = ("html", "pdf"), workers: int = 1) -> None:
        build_rulebooks(out, games=(game,), languages=languages, formats=formats, workers=workers)

    loaded = {lang: translations(project, game, lang)[0] for lang in languages}
    context = {
        "game": game,
        "title": ruleset.title,
        "rules": ctx.constants_of(ruleset),
        "variants": ctx.variants_of(ruleset),
    }
    views = {lang: ctx.cards_of(cards, game, lang) for lang in languages}

    def bare() -> None:
        env, installed, locale = environment(project.templates, game)
        template = env.get_template(TEMPLATE)
        for lang in languages:
            installed.catalog, locale.lang = loaded[lang], lang
            template.render(lang=lang, cards=views[lang], **context)

    def catalogs() -> None:
        for lang in languages:
            translations(project, game, lang)

    return {
        "game": game,
        "languages": len(languages),
        "all five, HTML + PDF (s)": best(repeat, all_five),
        f"all five, HTML + PDF, {workers} workers (s)": best(repeat, lambda: all_five(workers=workers)),
        "HTML only (s)": best(repeat, lambda: all_five(("html",))),
        "bare Jinja2 render (s)": best(repeat, bare),
        "catalogs in memory (s)": best(repeat, catalogs),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    project = Project.default()
    languages = project.languages()
    out = Path(tempfile.mkdtemp(prefix="bench-rulebook-"))
    try:
        build_rulebooks(out, games=project.games()[:1], languages=("uk",))  # warm-up: imports, fonts
        rows = [measure(project, game, out, args.repeat, args.workers) for game in project.games()]
        pybabel = shutil.which("pybabel")
        copy = out / "locales"
        shutil.copytree(project.locales, copy)

        def babel_compile() -> None:
            for game in project.games():
                subprocess.run(
                    [str(pybabel), "compile", "-d", str(copy), "-D", project.domain(game)],
                    check=True,
                    capture_output=True,
                )

        ours = Project(project.templates, copy)
        compile_rows = {
            "pybabel compile, every catalog (s)": best(args.repeat, babel_compile) if pybabel else None,
            "deckwright i18n compile, in process (s)": best(
                args.repeat, lambda: workflow.compile_catalogs(ours, ours.games(), languages)
            ),
        }
    finally:
        shutil.rmtree(out, ignore_errors=True)

    report = {"cpus": os.cpu_count(), "load": os.getloadavg()[0], "games": rows, "compile": compile_rows}
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"machine: {os.cpu_count()} cores, load average {report['load']:.1f} at the end")
    for row in rows:
        print(f"\n{row['game']} ({row['languages']} languages)")
        for name, value in row.items():
            if name.endswith("(s)"):
                print(f"  {name:<42} {value:7.2f}")
    print()
    for name, value in compile_rows.items():
        print(f"  {name:<42} {'n/a' if value is None else f'{value:7.3f}'}")


if __name__ == "__main__":
    main()
