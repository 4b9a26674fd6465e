"""``deckwright build``: the main job, as a sequence of steps over one context.

Each step reads what earlier steps left in the :class:`Build` and returns an
exit code; the first that is not 0 stops the build. Today: check every card
(output/check-report.json), validate them, their test blocks included
(output/validate-report.sarif, .xml, .json and output/test-report.json), then
load the catalog. Card sheets and rulebooks will be further steps in ``STEPS``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.text import Text
from sqlalchemy.exc import ArgumentError

from toolkit.catalog import database
from toolkit.catalog.importer import ImportReport, import_cards, refusal_message
from toolkit.cli import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, exit_code_for, print_diagnostics, sort_diagnostics
from toolkit.files import write_atomic
from toolkit.lang.diagnostics import DeckwrightError, Severity
from toolkit.lang.load import LoadResult, load
from toolkit.lang.printable import printable
from toolkit.lang.source import collect_card_files
from toolkit.validate.report import ValidationReport
from toolkit.validate.reporters import render
from toolkit.validate.runner import ValidateOptions, validate_loaded

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

    def fail(self, message: str) -> None:
        self.err.print(Text(f"error: {message}", style="bold red"), markup=False)


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
    }
    path = build.output / CHECK_REPORT
    if not _write_report(build, path, report):
        return EXIT_USAGE
    print_diagnostics(diagnostics, result.sources, build.err)
    per_game = ", ".join(f"{n} {game}" for game, n in result.cards_per_game().items()) or "no cards"
    summary = f"checked {len(result.files)} file(s): {per_game}"
    if errors or warnings:
        summary += f"; {errors} error(s), {warnings} warning(s)"
    style = "bold red" if errors else "bold yellow" if warnings else "bold green"
    build.out.print(Text(summary if errors or warnings else summary + "; no problems", style=style), markup=False)
    if errors:
        build.fail(refusal_message(diagnostics, result.sources) + f"; see {path}")
    return exit_code_for(diagnostics)


def _write_report(build: Build, path: Path, report: object) -> bool:
    """Write a JSON report atomically; on failure say so and return False."""
    try:
        write_atomic(path, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        build.fail(f"cannot write {path}: {exc.strerror or exc}")
        return False
    build.written.append(str(path))
    return True


def _load(build: Build) -> LoadResult:
    paths = [str(build.cards)]
    files, _ = collect_card_files(paths)
    if not build.err.is_terminal or len(files) < 2:
        return load(paths)
    with Progress(TextColumn("checking"), BarColumn(), MofNCompleteColumn(), console=build.err, transient=True) as bar:
        task = bar.add_task("checking", total=len(files))
        return load(paths, progress=lambda _path: bar.advance(task))


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
        print_diagnostics(exc.diagnostics, build.result.sources, build.err)
        build.fail(refusal_message(exc.diagnostics, build.result.sources))
        return EXIT_PROBLEMS
    except (*database.DATABASE_ERRORS, *database.WRONG_KIND_ERRORS) as exc:  # a damaged catalog
        reason = printable(str(getattr(exc, "orig", None) or exc).splitlines()[0] if str(exc) else type(exc).__name__)
        build.fail(f"cannot write the catalog at {where}: {reason}")
        return EXIT_USAGE
    finally:
        engine.dispose()
    build.written.append(where)
    build.out.print(f"catalog: {build.report.summary()}", markup=False)
    return EXIT_OK


# ---------------------------------------------------------------- validate


def validate_cards(build: Build) -> int:
    """Validate the checked cards (rule conflicts, test blocks, fuzzing; unchanged cards come from the
    cache in the catalog database) and write the reports CI tools read: SARIF, JUnit XML and JSON,
    plus output/test-report.json, the scenarios' report of earlier builds."""
    options = ValidateOptions(db_url=build.db_url, cards_root=build.cards)
    if not build.err.is_terminal:
        report = validate_loaded(build.result, options=options)
    else:
        with Progress(
            TextColumn("validating"), BarColumn(), MofNCompleteColumn(), console=build.err, transient=True
        ) as bar:
            task = bar.add_task("validating", total=None)
            report = validate_loaded(
                build.result,
                options=options,
                progress=lambda done, total: bar.update(task, completed=done, total=total),
            )
    for notice in report.notices:
        build.err.print(Text(f"warning: {notice}", style="bold yellow"), markup=False)
    reports = {VALIDATE_REPORTS[name]: render(report, name) for name in ("sarif", "junit", "json")}
    for name, text in reports.items():
        if not _write_text(build, build.output / name, text):
            return EXIT_USAGE
    if not _write_report(build, build.output / TEST_REPORT, _test_report(report)):
        return EXIT_USAGE
    # The check step has shown the checker's findings; here only what validation adds.
    print_diagnostics([d for d in report.diagnostics() if d.code.startswith("V")], report.sources, build.err)
    passed = sum(1 for s in report.scenarios if s.passed)
    failed = len(report.scenarios) - passed
    style = "bold red" if report.errors else "bold yellow" if report.warnings else "bold green"
    build.out.print(Text(f"scenarios: {passed} passed, {failed} failed", style=style), markup=False)
    build.out.print(Text(report.summary(), style=style), markup=False)
    if report.exit_code != EXIT_OK:
        build.fail(f"validation found {report.errors} error(s); see {build.output / VALIDATE_REPORTS['sarif']}")
        return EXIT_PROBLEMS
    return EXIT_OK


def _test_report(report: ValidationReport) -> dict[str, object]:
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


STEPS: tuple[Step, ...] = (
    Step("check", check_cards),
    Step("validate", validate_cards),
    Step("catalog", load_catalog),
)


def run_build(cards: Path, output: Path, db: str | None, out: Console, err: Console) -> int:
    """Run every step in order; stop at the first that fails and return its exit code."""
    url = database.resolve_url(db, default=database.sqlite_url(output / "catalog.db"))
    build = Build(cards=cards, output=output, db_url=url, out=out, err=err)
    for step in STEPS:
        code = step.run(build)
        if code != EXIT_OK:
            return code
    out.print(f"wrote {', '.join(build.written)}", markup=False)
    return EXIT_OK
