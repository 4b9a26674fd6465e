"""``deckwright build``: the main job, as a sequence of steps over one context.

Each step reads what earlier steps left in the :class:`Build` and returns an
exit code; the first that is not 0 stops the build. Today: check every card
(output/check-report.json), validate them, their test blocks included
(output/validate-report.sarif, .xml, .json and output/test-report.json), then
load the catalog, then build every rulebook in every language (output/rulebooks/), then render
every card of every game in every language with text: faces, A4 sheets, the print service's PDF
and the Tabletop Simulator deck (output/render/; docs/printing.md).

It does not import the command line: what both need (exit codes, printing diagnostics and
errors, progress, JSON reports) is in toolkit.report, below both; ``deckwright build``
(toolkit/cli/build.py) passes its consoles in and turns the returned code into the exit status.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text
from sqlalchemy.exc import ArgumentError

from toolkit.catalog import database
from toolkit.catalog.importer import ImportReport, import_cards, refusal_message
from toolkit.files import write_atomic
from toolkit.lang.diagnostics import DeckwrightError, Diagnostic, Severity
from toolkit.lang.load import LoadResult, load
from toolkit.lang.printable import printable
from toolkit.lang.sets import Bases
from toolkit.lang.source import collect_card_files
from toolkit.report import (
    EXIT_OK,
    EXIT_PROBLEMS,
    EXIT_USAGE,
    exit_code_for,
    json_report,
    print_diagnostics,
    print_error,
    progress,
    sort_diagnostics,
    with_schema,
)
from toolkit.validate.report import ValidationReport
from toolkit.validate.reporters import render, to_json
from toolkit.validate.runner import ValidateOptions, validate_loaded

if TYPE_CHECKING:
    from toolkit.i18n.catalogs import Project

CHECK_REPORT = "check-report.json"
TEST_REPORT = "test-report.json"
VALIDATE_REPORTS = {"sarif": "validate-report.sarif", "junit": "validate-report.xml", "json": "validate-report.json"}


@dataclass
class Build:
    """What a build works on and what its steps have produced so far."""

    cards: Path
    output: Path
    db_url: str
    out: Console
    err: Console
    result: LoadResult = field(default_factory=LoadResult)
    report: ImportReport | None = None
    written: list[str] = field(default_factory=list)  # what the build wrote, for the summary
    quiet: bool = False  # errors only: no summaries, warnings or progress (`deckwright --quiet build`)
    rulebooks: bool = True  # `--no-rulebooks` / DECKWRIGHT_RULEBOOKS=0: skip the rulebooks step
    render: bool = True  # DECKWRIGHT_RENDER=0: skip rendering the cards
    bases: Bases | None = None  # each game's base set (a project's; None: the shipped sets)
    allow: dict[str, str] = field(default_factory=dict)  # warnings a project allows: code → why
    # A project's folder (`deckwright init`): its templates/cards/ layouts come first, its art is found
    # there and its locales/ hold its translations, for validate's face stage and the render alike.
    project_root: Path | None = None
    # `--lang`, else a project's languages (deckwright.toml): rulebooks and renders are made in these only.
    languages: tuple[str, ...] | None = None
    # A project's rulebook translations and templates (toolkit.i18n.catalogs.Project; None: the shipped ones).
    translations: Project | None = None
    steps: dict[str, int] = field(default_factory=dict)  # each step run: its exit code
    facts: dict[str, dict[str, object]] = field(default_factory=dict)  # each step's counts, for `--format json`

    def fail(self, message: str) -> None:
        print_error(self.err, message)

    def say(self, text: str, style: str | None = None) -> None:
        """A summary line on stdout, unless quiet."""
        if not self.quiet:
            self.out.print(Text(text, style=style) if style else text, markup=False)

    def diagnostics(self, diagnostics: list[Diagnostic], sources: dict[str, str]) -> None:
        print_diagnostics(diagnostics, sources, self.err, quiet=self.quiet)

    def to_json(self, code: int) -> dict[str, object]:
        """What `deckwright build --format json` prints: the outcome, each step run with its exit code
        and counts, and every file written (the reports hold the details)."""
        return {
            "ok": code == EXIT_OK,
            "exit_code": code,
            "output": str(self.output),
            "steps": [{"name": name, "exit_code": c, **self.facts.get(name, {})} for name, c in self.steps.items()],
            "written": list(self.written),
        }


@dataclass(frozen=True, slots=True)
class Step:
    name: str
    run: Callable[[Build], int]


# ---------------------------------------------------------------- check


def check_cards(build: Build) -> int:
    """Load every card under ``cards``, write the check report, print the diagnostics."""
    build.result = _load(build)
    result = build.result
    diagnostics = sort_diagnostics(result.diagnostics)
    errors = sum(d.is_error for d in diagnostics)
    warnings = sum(d.severity is Severity.WARNING for d in diagnostics)
    report = {
        "ok": result.ok,
        "files": result.files,
        "cards": result.cards_per_game(),
        "scenarios": len(result.scenarios),
        "errors": errors,
        "warnings": warnings,
        "diagnostics": [d.to_json() for d in diagnostics],
        "allowed": [a.to_json() for a in result.allowed],
    }
    path = build.output / CHECK_REPORT
    if not _write_report(build, path, report):
        return EXIT_USAGE
    build.diagnostics(diagnostics, result.sources)
    per_game = ", ".join(f"{n} {game}" for game, n in result.cards_per_game().items()) or "no cards"
    summary = f"checked {len(result.files)} file(s): {per_game}"
    if errors or warnings:
        summary += f"; {errors} error(s), {warnings} warning(s)"
    style = "bold red" if errors else "bold yellow" if warnings else "bold green"
    build.facts["check"] = {
        "files": len(result.files),
        "cards": result.cards_per_game(),
        "errors": errors,
        "warnings": warnings,
        "report": str(path),
    }
    build.say(summary if errors or warnings else summary + "; no problems", style)
    if errors:
        build.fail(refusal_message(diagnostics, result.sources) + f"; see {path}")
    return exit_code_for(diagnostics)


def _write_report(build: Build, path: Path, report: dict[str, object]) -> bool:
    """Write a JSON report atomically, ``schema_version`` first; on failure say so and return False."""
    try:
        write_atomic(path, json.dumps(with_schema(report), indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        build.fail(f"cannot write {path}: {exc.strerror or exc}")
        return False
    build.written.append(str(path))
    return True


def _load(build: Build) -> LoadResult:
    paths = [str(build.cards)]
    files, _ = collect_card_files(paths)
    if len(files) < 2:
        return load(paths, bases=build.bases, allow=build.allow)
    with progress(build.err, "check", "files", len(files), enabled=not build.quiet) as bar:
        return load(paths, progress=lambda _path: bar.advance(1), bases=build.bases, allow=build.allow)


# ---------------------------------------------------------------- catalog


def load_catalog(build: Build) -> int:
    """Import the checked cards into the catalog: one transaction, scoped to the cards directory."""
    where = database.display_url(build.db_url)
    try:
        engine = database.engine_for(build.db_url)
    except (ArgumentError, ImportError) as exc:
        build.fail(f"cannot use the database {where}: {exc}")
        return EXIT_USAGE
    except OSError as exc:  # its directory cannot be made
        build.fail(f"cannot create the catalog at {where}: {exc.strerror or exc}")
        return EXIT_USAGE
    try:
        build.report = import_cards(engine, build.result, [str(build.cards)])
    except DeckwrightError as exc:  # cards that pass the checker but clash in the catalog
        build.diagnostics(list(exc.diagnostics), build.result.sources)
        build.fail(refusal_message(exc.diagnostics, build.result.sources))
        return EXIT_PROBLEMS
    except (*database.DATABASE_ERRORS, *database.WRONG_KIND_ERRORS) as exc:  # a damaged catalog
        reason = printable(str(getattr(exc, "orig", None) or exc).splitlines()[0] if str(exc) else type(exc).__name__)
        build.fail(f"cannot write the catalog at {where}: {reason}")
        return EXIT_USAGE
    finally:
        engine.dispose()
    build.written.append(where)
    report = build.report
    build.facts["catalog"] = {
        "added": report.added,
        "updated": report.updated,
        "unchanged": report.unchanged,
        "removed": report.removed,
    }
    build.say(f"catalog: {report.summary()}")
    return EXIT_OK


# ---------------------------------------------------------------- validate


def validate_cards(build: Build) -> int:
    """Validate the checked cards (rule conflicts, test blocks, fuzzing; unchanged cards come from the
    cache in the catalog database) and write the reports CI tools read: SARIF, JUnit XML and JSON,
    plus output/test-report.json, the scenarios' report of earlier builds."""
    root = build.project_root
    locales = root / "locales" if root is not None and (root / "locales").is_dir() else None
    options = ValidateOptions(
        db_url=build.db_url,
        cards_root=build.cards,
        bases=build.bases,
        allow=build.allow,
        project_root=root,
        locales=locales,
    )
    with progress(build.err, "validate", "steps", enabled=not build.quiet) as bar:
        report = validate_loaded(build.result, options=options, progress=bar.update)
    if not build.quiet:
        for notice in report.notices:
            print_error(build.err, notice, severity="warning")
        for text in report.notes:  # a game with no engine yet: its engine stages are skipped, the build goes on
            print_error(build.err, text, severity="note")
    reports = {VALIDATE_REPORTS[name]: render(report, name) for name in ("sarif", "junit")}
    # The json report as `deckwright validate --format json` prints it: schema_version first.
    reports[VALIDATE_REPORTS["json"]] = json_report(to_json(report))
    for name, text in reports.items():
        if not _write_text(build, build.output / name, text):
            return EXIT_USAGE
    if not _write_report(build, build.output / TEST_REPORT, _test_report(report)):
        return EXIT_USAGE
    # The check step has shown the checker's findings; here only what validation adds.
    build.diagnostics([d for d in report.diagnostics() if d.code.startswith("V")], report.sources)
    passed = sum(1 for s in report.scenarios if s.passed)
    failed = len(report.scenarios) - passed
    style = "bold red" if report.errors else "bold yellow" if report.warnings else "bold green"
    build.facts["validate"] = {
        "passed": passed,
        "failed": failed,
        "errors": report.errors,
        "warnings": report.warnings,
        "reports": [str(build.output / name) for name in (*VALIDATE_REPORTS.values(), TEST_REPORT)],
    }
    build.say(f"scenarios: {passed} passed, {failed} failed", style)
    build.say(report.summary(), style)
    if report.exit_code != EXIT_OK:
        build.fail(f"validation found {report.errors} error(s); see {build.output / VALIDATE_REPORTS['sarif']}")
        return EXIT_PROBLEMS
    return EXIT_OK


def _test_report(report: ValidationReport) -> dict[str, object]:
    # The shape `deckwright test --format json` prints (toolkit/cli/play.py).
    passed = sum(1 for s in report.scenarios if s.passed)
    return {
        "passed": passed,
        "failed": len(report.scenarios) - passed,
        "scenarios": [
            {
                "game": s.game,
                "name": s.name,
                "file": s.file,
                "line": s.line,
                "passed": s.passed,
                "failures": [{"expected": f["expected"], "actual": f["actual"]} for f in s.failures],
                "errors": [d.to_json() for d in s.errors],
            }
            for s in report.scenarios
        ],
    }


def _write_text(build: Build, path: Path, text: str) -> bool:
    try:
        write_atomic(path, text if text.endswith("\n") else text + "\n")
    except OSError as exc:
        build.fail(f"cannot write {path}: {exc.strerror or exc}")
        return False
    build.written.append(str(path))
    return True


# ---------------------------------------------------------------- rulebooks


def build_rulebooks(build: Build) -> int:
    """The players' rulebook of every game among the cards that has a rulebook template, in every
    language, HTML and PDF, into output/rulebooks/ (docs/rulebooks.md): two at a time, and only
    those whose inputs changed since the last build (docs/performance.md)."""
    import os

    from toolkit.i18n.catalogs import Project
    from toolkit.rulebook import RulebookError
    from toolkit.rulebook import build_rulebooks as build_all

    if not build.rulebooks:
        build.facts["rulebooks"] = {"skipped": True}
        return EXIT_OK
    project = build.translations or Project.default()
    games = [g for g in project.games() if g in build.result.cards_per_game()]
    if not games:
        return EXIT_OK
    folder = build.output / "rulebooks"
    try:
        with progress(build.err, "rulebooks", "books", enabled=not build.quiet):
            cards = {game: [c for c in build.result.cards if c.game == game] for game in games}
            workers = min(2, os.cpu_count() or 1)
            results = build_all(
                folder,
                games=games,
                languages=build.languages,
                cards=cards,
                workers=workers,
                incremental=True,
                project=project,
            )
    except RulebookError as exc:
        build.fail(str(exc))
        return EXIT_USAGE
    except OSError as exc:
        build.fail(f"cannot write the rulebooks to {folder}: {exc.strerror or exc}")
        return EXIT_USAGE
    if not build.quiet:
        for message in sorted({m for r in results for m in r.warnings}):
            print_error(build.err, message, severity="warning")
    build.written.append(str(folder))
    fresh = sum(not r.reused for r in results)
    build.facts["rulebooks"] = {"built": fresh, "unchanged": len(results) - fresh}
    build.say(f"rulebooks: {fresh} built, {len(results) - fresh} unchanged")
    return EXIT_OK


# ---------------------------------------------------------------- render


def render_cards(build: Build) -> int:
    """Every card of every game in every language its text is in: faces, A4 sheets (PDF), the print
    service's PDF and the Tabletop Simulator deck, into output/render/ (docs/printing.md); a game and
    language whose cards and renderer are unchanged since the last build is left as it is."""
    from toolkit.render.cardtext import text_languages
    from toolkit.render.jobs import RenderError, render_all, workers_default
    from toolkit.render.layout import Layouts

    if not build.render:
        build.facts["render"] = {"skipped": True}
        return EXIT_OK
    cards: dict[str, list] = {}
    for card in build.result.cards:
        cards.setdefault(card.game, []).append(card)
    if not cards:
        return EXIT_OK
    folder = build.output / "render"
    chosen = build.languages

    def languages(game: str) -> tuple[str, ...]:
        found = text_languages(game)
        return found if chosen is None else tuple(lang for lang in found if lang in chosen)

    total = sum(len(c) * len(languages(g)) for g, c in cards.items())
    try:
        with progress(build.err, "render", "cards", total, enabled=not build.quiet) as bar:
            layouts = Layouts.for_project(build.project_root) if build.project_root is not None else None
            done = render_all(
                folder, cards, languages, workers=workers_default(), progress=bar.advance, layouts=layouts
            )
    except RenderError as exc:
        build.fail(str(exc))
        return EXIT_USAGE
    except OSError as exc:
        build.fail(f"cannot write the renders to {folder}: {exc.strerror or exc}")
        return EXIT_USAGE
    build.written.append(str(folder))
    fresh = sum(not d.reused for d in done)
    build.facts["render"] = {"rendered": fresh, "unchanged": len(done) - fresh}
    build.say(f"render: {fresh} game and language(s) rendered, {len(done) - fresh} unchanged")
    return EXIT_OK


STEPS: tuple[Step, ...] = (
    Step("check", check_cards),
    Step("validate", validate_cards),
    Step("catalog", load_catalog),
    Step("rulebooks", build_rulebooks),
    Step("render", render_cards),
)


def run_build(
    cards: Path,
    output: Path,
    db: str | None,
    out: Console,
    err: Console,
    *,
    quiet: bool = False,
    rulebooks: bool | None = None,
    bases: Bases | None = None,
    allow: dict[str, str] | None = None,
    project_root: Path | None = None,
    languages: tuple[str, ...] | None = None,
    summary: dict[str, object] | None = None,
    translations: Project | None = None,
) -> int:
    """Run every step in order; stop at the first that fails and return its exit code.
    ``summary``: filled with the build's JSON report (Build.to_json), whatever the outcome.
    ``translations``: a project's rulebook catalogs and templates (toolkit.i18n.catalogs.Project).
    ``rulebooks`` None: as $DECKWRIGHT_RULEBOOKS says ("0" skips them), else built. ``project_root``:
    the project's folder, where its layouts, art and translations are found (None: the repository's).
    ``languages``: `--lang`'s or a project's, the only ones its rulebooks and renders are made in (None: all)."""
    import os

    if rulebooks is None:
        rulebooks = os.environ.get("DECKWRIGHT_RULEBOOKS", "1").strip().lower() not in ("0", "no", "false", "off")
    render = os.environ.get("DECKWRIGHT_RENDER", "1").strip().lower() not in ("0", "no", "false", "off")
    url = database.resolve_url(db, default=database.sqlite_url(output / "catalog.db"))
    build = Build(
        cards=cards,
        output=output,
        db_url=url,
        out=out,
        err=err,
        quiet=quiet,
        rulebooks=rulebooks,
        render=render,
        bases=bases,
        allow=allow or {},
        project_root=project_root,
        languages=languages,
        translations=translations,
    )
    code = EXIT_OK
    for step in STEPS:
        code = build.steps[step.name] = step.run(build)
        if code != EXIT_OK:
            break
    else:
        build.say(f"wrote {', '.join(build.written)}")
    if summary is not None:
        summary.update(build.to_json(code))
    return code
