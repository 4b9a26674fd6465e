"""``deckwright validate``: the gate a card set passes before it reaches a printer (docs/ci.md).

Thin wiring over ``toolkit.validate``: options in, a report out in the format asked for, and the
exit code CI reads: 0 clean (warnings allowed unless --werror), 1 errors in cards, 2 usage.
The validator is imported when the command runs; the defaults shown in --help are written here
(tests/test_cli_startup.py checks them against the library's).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from toolkit.cli.output import (
    EXIT_USAGE,
    QuietOption,
    err,
    error,
    fail,
    note,
    print_diagnostics,
    progress,
    quiet,
    say,
    warn,
    write_stdout,
)
from toolkit.cli.play import DEFAULT_CARDS, NO_CARD_SET, check_card_set
from toolkit.cli.project import here, paths_or_project
from toolkit.report import json_report

if TYPE_CHECKING:
    from toolkit.lang.sets import Bases
    from toolkit.validate.balance_model import BalanceOptions, BalanceSummary
    from toolkit.validate.report import ValidationReport

FORMATS = ("text", "json", "github", "junit", "sarif")  # toolkit.validate.reporters.FORMATS
DEFAULT_STATES = 8  # toolkit.validate.fuzz.DEFAULT_STATES
DEFAULT_BALANCE_GAMES, DEFAULT_BALANCE_BAND, DEFAULT_BALANCE_CONFIDENCE = 40, 0.15, 0.95  # BalanceOptions()


def register(app: typer.Typer) -> None:
    app.command()(validate)


def validate(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="Card files or directories (all *.cards inside); default: the project's cards."),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help=f"Output: {', '.join(FORMATS)}.")] = "text",
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="Write the report to this file (the summary still goes to stderr)."),
    ] = None,
    werror: Annotated[bool, typer.Option("--werror", help="Treat warnings as errors.")] = False,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Validate everything again; ignore the cache.")] = False,
    changed_since: Annotated[
        str | None,
        typer.Option(
            "--changed-since",
            metavar="REV",
            help="Report only cards changed since this git revision, and the cards that depend on them.",
        ),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="The fuzzer's seed; the same seed gives the same report.")] = 0,
    states: Annotated[
        int | None,
        typer.Option(
            "--states", min=0, help=f"Random game states the fuzzer makes per card (default: {DEFAULT_STATES})."
        ),
    ] = None,
    workers: Annotated[
        int | None, typer.Option("--workers", "-w", min=1, help="Processes for the engine (default: up to 2).")
    ] = None,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            envvar="DECKWRIGHT_DB",
            help="Catalog database holding the cache and balance runs (default: output/catalog.db).",
        ),
    ] = None,
    cards: Annotated[
        Path, typer.Option("--cards", help="The games' whole card sets, which scenarios and the fuzzer draw on.")
    ] = DEFAULT_CARDS,
    balance: Annotated[
        bool,
        typer.Option("--balance", help="Also play games with and without each card; flag unbalanced ones (slow)."),
    ] = False,
    balance_games: Annotated[
        int, typer.Option("--balance-games", min=1, help="Paired games per card in the balance screening.")
    ] = DEFAULT_BALANCE_GAMES,
    balance_band: Annotated[
        float, typer.Option("--balance-band", help="Win-rate effect allowed either way (0.15: 15 points).")
    ] = DEFAULT_BALANCE_BAND,
    balance_confidence: Annotated[
        float, typer.Option("--balance-confidence", help="Confidence of the balance tests (0.95 by default).")
    ] = DEFAULT_BALANCE_CONFIDENCE,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            "-l",
            help="Check card text in these languages, comma-separated, or 'none' (V0401, V0402; "
            "default: deckwright.toml's [text] languages).",
        ),
    ] = None,
    _quiet: QuietOption = False,
) -> None:
    """Validate cards: static checks, rule conflicts, their test blocks, fuzzing in the engine, and their
    text in the configured languages."""
    from dataclasses import replace

    from toolkit.files import write_atomic
    from toolkit.lang.printable import printable
    from toolkit.validate.balance_model import BalanceOptions  # the balance run itself only with --balance
    from toolkit.validate.reporters import render, to_json
    from toolkit.validate.runner import UsageError, ValidateOptions
    from toolkit.validate.runner import validate as run_validation

    if format not in FORMATS:
        fail(f"unknown format '{printable(format)}' (use {', '.join(FORMATS)})")
    # The balance report (docs/balance.md): its options are checked before anything runs.
    balance_options = BalanceOptions(
        games=balance_games, band=balance_band, confidence=balance_confidence, seed=seed, db=db
    )
    if balance and balance_options.problems():
        for problem in balance_options.problems():
            error(problem)
        raise typer.Exit(EXIT_USAGE)
    from toolkit.cli.i18n import languages_option

    check_card_set(cards)
    languages = languages_option(lang)
    where = here()
    paths = paths_or_project(paths, where, "validate")
    if where.project is not None:  # a project's set, on its base set; its cache in its output folder
        cards = where.project.cards if cards == DEFAULT_CARDS else cards
        if db is None:
            db = f"sqlite:///{where.project.output / 'catalog.db'}"
    options = ValidateOptions(
        seed=seed,
        werror=werror,
        use_cache=not no_cache,
        db_url=db,
        changed_since=changed_since,
        cards_root=cards,
        bases=where.bases,
        allow=where.allow,
        project_root=where.project.root if where.project is not None else None,
        languages=languages,
        # A project's own translations live in its locales/ folder (docs/translating.md), else the shipped ones.
        locales=where.project.root / "locales"
        if where.project is not None and (where.project.root / "locales").is_dir()
        else None,
    )
    if states is not None:
        options.states = states
    if workers is not None:
        options.workers = workers
    try:
        with progress("validate", "steps") as bar:
            report = run_validation(paths, options=options, progress=bar.update)
    except UsageError as exc:
        fail(str(exc))
    balanced = (
        _balance(report, replace(balance_options, workers=options.workers), cards, options.bases) if balance else None
    )
    if balanced is not None:
        report.balance = balanced.to_json()
    for notice in report.notices:
        warn(notice)
    for text in report.notes:  # a game with no engine yet: said plainly, and no problem (exit 0)
        note(text)
    if not cards.is_dir() and where.project is None and any(d.code == "V0302" for d in report.diagnostics()):
        # Run from outside a project, test blocks see only the cards given: say why they name unknown cards.
        note(NO_CARD_SET)
    # The json report carries schema_version as every command's does (its "version" key is kept).
    rendered = json_report(to_json(report)) + "\n" if format == "json" else render(report, format)
    if output is not None:
        try:
            write_atomic(output, rendered if rendered.endswith("\n") else rendered + "\n")
        except OSError as exc:
            fail(f"cannot write {printable(str(output))}: {exc.strerror or exc}")
        code = report.exit_code
        if not quiet():
            style = "bold red" if code else "bold yellow" if report.warnings else "bold green"
            from rich.text import Text

            err.print(Text(report.summary(), style=style), markup=False)
            err.print(f"wrote the {format} report to {printable(str(output))}", markup=False)
            if balanced is not None:
                from toolkit.validate.balance import summary_text

                sys.stderr.write("\n" + summary_text(balanced) + "\n")
        raise typer.Exit(code)
    if format == "text":
        _print_text(report, rendered)
    else:  # json, github, junit, sarif: the machine's format, whole, on stdout
        write_stdout(rendered)
    if balanced is not None and not quiet():  # the human summary; machine formats keep stdout to themselves
        from toolkit.validate.balance import summary_text

        (sys.stdout if format == "text" else sys.stderr).write("\n" + summary_text(balanced) + "\n")
    raise typer.Exit(report.exit_code)


def _print_text(report: ValidationReport, rendered: str) -> None:
    """The text report: its diagnostics on stderr, as every command's; its summary line on stdout."""
    summary = report.summary()
    body = rendered.removesuffix("\n").removesuffix(summary).rstrip("\n")
    if quiet():
        from toolkit.validate.reporters import entries

        print_diagnostics([e.located for e in entries(report) if e.located.is_error], report.sources)
        return
    if body:
        sys.stdout.flush()
        sys.stderr.write(body + "\n\n")
        sys.stderr.flush()
    say(summary)


def _balance(
    report: ValidationReport, options: BalanceOptions, cards: Path, bases: Bases | None
) -> BalanceSummary | None:
    """`--balance`: play the games (progress on stderr) and file the findings into the report."""
    from toolkit.validate.balance import run_for_validate

    with progress("balance", "games") as bar:
        return run_for_validate(report, options, cards, bar.advance, bases)
