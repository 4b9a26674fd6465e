"""``deckwright validate``: the gate a card set passes before it reaches a printer (docs/ci.md).

Thin wiring over ``toolkit.validate``: options in, a report out in the format asked for, and the
exit code CI reads: 0 clean (warnings allowed unless --werror), 1 errors in cards, 2 usage.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.text import Text

from toolkit.files import write_atomic
from toolkit.lang.printable import printable
from toolkit.play_commands import DEFAULT_CARDS, NO_CARD_SET, check_card_set
from toolkit.validate.balance import BalanceOptions, BalanceSummary, run_for_validate, summary_text
from toolkit.validate.report import ValidationReport
from toolkit.validate.reporters import FORMATS, render
from toolkit.validate.runner import UsageError, ValidateOptions
from toolkit.validate.runner import validate as run_validation

DEFAULT_STATES = ValidateOptions().states
DEFAULT_BALANCE = BalanceOptions()


def _cli() -> Any:
    from toolkit import cli

    return cli


def validate(
    paths: Annotated[list[str], typer.Argument(help="Card files or directories (all *.cards inside).")],
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
    ] = DEFAULT_BALANCE.games,
    balance_band: Annotated[
        float, typer.Option("--balance-band", help="Win-rate effect allowed either way (0.15: 15 points).")
    ] = DEFAULT_BALANCE.band,
    balance_confidence: Annotated[
        float, typer.Option("--balance-confidence", help="Confidence of the balance tests (0.95 by default).")
    ] = DEFAULT_BALANCE.confidence,
) -> None:
    """Validate cards: static checks, rule conflicts, their test blocks, and fuzzing in the engine."""
    cli = _cli()
    if format not in FORMATS:
        cli.err.print(f"error: unknown format '{printable(format)}' (use {', '.join(FORMATS)})", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    # The balance report (docs/balance.md): its options are checked before anything runs.
    balance_options = BalanceOptions(
        games=balance_games, band=balance_band, confidence=balance_confidence, seed=seed, db=db
    )
    if balance and balance_options.problems():
        for problem in balance_options.problems():
            cli.err.print(f"error: {problem}", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    check_card_set(cards)
    options = ValidateOptions(
        seed=seed,
        werror=werror,
        use_cache=not no_cache,
        db_url=db,
        changed_since=changed_since,
        cards_root=cards,
    )
    if states is not None:
        options.states = states
    if workers is not None:
        options.workers = workers
    show_bar = format == "text" and cli.err.is_terminal
    try:
        if show_bar:
            with Progress(
                TextColumn("validating"), BarColumn(), MofNCompleteColumn(), console=cli.err, transient=True
            ) as bar:
                task = bar.add_task("validating", total=None)
                report = run_validation(
                    paths, options=options, progress=lambda done, total: bar.update(task, completed=done, total=total)
                )
        else:
            report = run_validation(paths, options=options)
    except UsageError as exc:
        cli.err.print(f"error: {exc}", markup=False)
        raise typer.Exit(cli.EXIT_USAGE) from None
    balanced = _balance(report, replace(balance_options, workers=options.workers), cards, show_bar) if balance else None
    if balanced is not None:
        report.balance = balanced.to_json()
    for notice in report.notices:
        cli.err.print(Text(f"warning: {notice}", style="bold yellow"), markup=False)
    if not cards.is_dir() and any(d.code == "V0302" for d in report.diagnostics()):
        # Run from outside a project, test blocks see only the cards given: say why they name unknown cards.
        cli.err.print(NO_CARD_SET, markup=False)
    rendered = render(report, format)
    if output is not None:
        try:
            write_atomic(output, rendered if rendered.endswith("\n") else rendered + "\n")
        except OSError as exc:
            cli.err.print(f"error: cannot write {printable(str(output))}: {exc.strerror or exc}", markup=False)
            raise typer.Exit(cli.EXIT_USAGE) from None
        code = report.exit_code
        style = "bold red" if code else "bold yellow" if report.warnings else "bold green"
        cli.err.print(Text(report.summary(), style=style), markup=False)
        cli.err.print(f"wrote the {format} report to {printable(str(output))}", markup=False)
        if balanced is not None:
            sys.stderr.write("\n" + summary_text(balanced) + "\n")
        raise typer.Exit(code)
    # Plain text as it is: Rich would re-wrap it and costs 0.7 s on a 1,000-card JSON report.
    sys.stdout.write(rendered if rendered.endswith("\n") else rendered + "\n")
    sys.stdout.flush()
    if balanced is not None:  # the human summary; machine formats keep stdout to themselves
        (sys.stdout if format == "text" else sys.stderr).write("\n" + summary_text(balanced) + "\n")
    raise typer.Exit(report.exit_code)


def _balance(report: ValidationReport, options: BalanceOptions, cards: Path, show_bar: bool) -> BalanceSummary | None:
    """`--balance`: play the games (a progress bar on a terminal) and file the findings into the report."""
    if not show_bar:
        return run_for_validate(report, options, cards)
    cli = _cli()
    with Progress(TextColumn("balance"), BarColumn(), MofNCompleteColumn(), console=cli.err, transient=True) as bar:
        task = bar.add_task("balance", total=None)
        return run_for_validate(report, options, cards, lambda games: bar.advance(task, games))
