"""Commands that run the engine: `deckwright test`, `deckwright explain`, `deckwright simulate`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from toolkit.engine.contract import rules_of
from toolkit.engine.simulate import simulate as run_simulation
from toolkit.lang import load
from toolkit.lang.diagnostics import render
from toolkit.lang.printable import json_printable, printable
from toolkit.rulesets import all_rulesets
from toolkit.validate.testing import TestRun, run_tests

CardsOption = Annotated[
    Path,
    typer.Option("--cards", help="Where the game's card sets live; scenarios may name any card there."),
]
DEFAULT_CARDS = Path("cards")
NO_CARD_SET = (
    f"note: there is no card set at '{DEFAULT_CARDS}' here, so test blocks may name only the cards given on the "
    "command line; run from the project's root or pass --cards DIR"
)


def check_card_set(cards: Path) -> None:
    """A --cards directory given explicitly must exist (exit 2); the default may be missing."""
    if cards != DEFAULT_CARDS and not cards.is_dir():
        cli = _cli()
        cli.err.print(f"error: --cards {printable(str(cards))}: no such directory", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)


def _cli() -> Any:
    from toolkit import cli

    return cli


# ---------------------------------------------------------------- test


def _run_checked(paths: list[str], cards: Path, select: str | None) -> TestRun:
    """Run the scenarios; cards with errors are reported and end the command (exit 1, or 2 for a bad path)."""
    cli = _cli()
    check_card_set(cards)
    run = run_tests(paths, cards, select)
    if not run.loaded.ok:
        cli.print_diagnostics(run.loaded.diagnostics, run.loaded.sources)
        raise typer.Exit(cli.exit_code_for(run.loaded.diagnostics))
    return run


def test(
    paths: Annotated[list[str], typer.Argument(help="Card files or directories whose test blocks to run.")],
    select: Annotated[str | None, typer.Option("-k", help="Run only scenarios whose name contains this.")] = None,
    cards: CardsOption = DEFAULT_CARDS,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="List every scenario, not only failures.")] = False,
) -> None:
    """Run the scenarios (test blocks) of card files against the game's rules engine."""
    cli = _cli()
    run = _run_checked(paths, cards, select)
    if select is not None and not run.results:  # a filter that matches nothing is a mistake, not a pass
        count = len(run.loaded.scenarios)
        cli.err.print(
            f"error: no scenario's name contains {printable(select)!r} ({count} scenario(s) in the files given)",
            markup=False,
        )
        raise typer.Exit(cli.EXIT_USAGE)
    for result in run.results:
        scenario = result.scenario
        # Names and paths came from the user: shown escaped (printable) so that nothing in them
        # reaches the terminal or a CI log as a control sequence or a line of its own.
        where = printable(f"{scenario.file}:{scenario.line}")
        name = printable(scenario.name)
        if result.passed:
            if verbose:
                cli.out.print(Text(f"PASS {where} {name}", style="green"), markup=False)
            continue
        cli.out.print(Text(f"FAIL {where} {name}", style="bold red"), markup=False)
        for error in result.errors:
            cli.out.print(render(error, run.loaded.sources.get(error.span.file) if error.span else None), markup=False)
        for failure in result.failures:
            line = failure.step.span.line if failure.step.span else scenario.line
            cli.out.print(f"  line {line}: expected {printable(str(failure.expected))}", markup=False)
            cli.out.print(f"  {' ' * len(str(line))}        actual   {printable(str(failure.actual))}", markup=False)
        cli.out.print("  events of this scenario:", markup=False)
        for event in result.events:
            if event.kind != "decision":
                cli.out.print(f"    {printable(event.describe())}", markup=False)
    _summary(run)
    if not cards.is_dir() and any(e.code == "T0001" for r in run.results for e in r.errors):
        cli.err.print(NO_CARD_SET, markup=False)
    raise typer.Exit(0 if run.failed == 0 else 1)


def _summary(run: TestRun) -> None:
    cli = _cli()
    games = sorted({r.scenario.game for r in run.results})
    style = "bold green" if run.failed == 0 else "bold red"
    if not run.results:
        cli.out.print("no scenarios to run", markup=False)
        return
    cli.out.print(Text(f"{run.passed} passed, {run.failed} failed", style=style), markup=False)
    cli.out.print(f"({len(run.results)} scenario(s) of {', '.join(games)})", markup=False)


# ---------------------------------------------------------------- explain


def explain(
    paths: Annotated[list[str], typer.Argument(help="Card files holding the scenario.")],
    select: Annotated[str, typer.Option("--test", "-t", help="The scenario (a part of its name).")],
    cards: CardsOption = DEFAULT_CARDS,
) -> None:
    """Show, for a scenario, each combat's strength side by side, item by item, and what followed."""
    cli = _cli()
    run = _run_checked(paths, cards, select)
    if not run.results:
        names = ", ".join(printable(s.name) for s in run.loaded.scenarios) or "none"
        cli.err.print(f"error: no scenario matches '{printable(select)}' (scenarios: {names})", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    for result in run.results:
        cli.out.print(Text(printable(result.scenario.name), style="bold"), markup=False)
        ruleset = all_rulesets()[result.scenario.game]
        sections = rules_of(ruleset).explain(result)  # the game says what to show (Rules.explain)
        if not sections:
            cli.out.print("  nothing to explain: no combat took place", markup=False)
        for section in sections:
            table = Table(title=printable(section.title))
            for index, column in enumerate(section.columns):
                table.add_column(printable(column), justify="right" if index == len(section.columns) - 1 else "left")
            for row in section.rows:
                table.add_row(*(printable(cell) for cell in row))
            for row in section.totals:
                table.add_row(*(printable(cell) for cell in row), style="bold")
            cli.out.print(table)
            for line in section.lines:
                cli.out.print(f"  {printable(line)}", markup=False)
        cli.out.print("  events:", markup=False)
        for event in result.events:
            if not (event.kind == "move" and str(event.get("why", "")).startswith("given")):
                cli.out.print(f"    {printable(event.describe())}", markup=False)
        status = "passed" if result.passed else "FAILED"
        cli.out.print(f"  scenario {status}", markup=False)


# ---------------------------------------------------------------- simulate


def simulate(
    game: Annotated[str, typer.Option("--game", "-g", help="The game to play.")] = "munchkin",
    players: Annotated[int, typer.Option("--players", "-p", help="Players at the table.")] = 4,
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="How many complete games.")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="The run's seed; the same seed gives the same report.")] = 0,
    workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="Processes to spread games over.")] = 1,
    check: Annotated[bool, typer.Option("--check-invariants", help="Check every invariant after every event.")] = False,
    cards: CardsOption = DEFAULT_CARDS,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    top: Annotated[int, typer.Option("--top", min=0, help="How many cards to list in the text report.")] = 10,
    fast_play: Annotated[
        bool, typer.Option("--fast-play", help="The fast-play variant, where the game has one (MKF-109).")
    ] = False,
    variant: Annotated[
        str | None, typer.Option("--variant", help="A variant of the game's rules, by name (e.g. fast-play).")
    ] = None,
) -> None:
    """Play complete games with heuristic bots and report wins by seat, game length and card use."""
    cli = _cli()
    ruleset = all_rulesets().get(game)
    if ruleset is None or not ruleset.engine:
        cli.err.print(f"error: no engine plays '{printable(game)}' (games: {', '.join(all_rulesets())})", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    low, high = ruleset.constants.get("min_players", 2), ruleset.constants.get("max_players", 6)
    if not low <= players <= high:
        cli.err.print(f"error: {ruleset.title} is for {low} to {high} players, not {players}", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    chosen = "fast-play" if fast_play else variant
    if chosen is not None and chosen not in {v.name for v in ruleset.variants}:
        known = ", ".join(v.name for v in ruleset.variants) or "none"
        cli.err.print(f"error: {ruleset.title} has no {printable(chosen)} variant (variants: {known})", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    if format not in ("text", "json"):
        cli.err.print(f"error: unknown format '{printable(format)}' (use text or json)", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    loaded = load([str(cards)])
    if not loaded.ok:
        cli.print_diagnostics(loaded.diagnostics, loaded.sources)
        raise typer.Exit(cli.exit_code_for(loaded.diagnostics))
    pool = [c for c in loaded.cards if c.game == game]
    if not pool:
        cli.err.print(f"error: no {game} cards under {printable(str(cards))}", markup=False)
        raise typer.Exit(cli.EXIT_USAGE)
    with cli.progress_bar("playing", games, format == "text" and cli.err.is_terminal) as bar:
        task = bar.add_task("playing", total=games) if bar else None
        report = run_simulation(
            ruleset,
            pool,
            players,
            games,
            seed,
            workers,
            check,
            progress=(lambda n: bar.advance(task, n)) if bar and task is not None else None,
            variant=chosen,
        )
    if format == "json":
        text = json_printable(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
        cli.out.print(text, markup=False, highlight=False)
        return
    _print_report(report, top)


def _print_report(report: Any, top: int) -> None:
    cli = _cli()
    out = cli.out
    out.print(
        f"{report.games} game(s) of {report.game}, {report.players} players, seed {report.seed}: "
        f"{report.games - report.unfinished} finished with a winner",
        markup=False,
    )
    seats = Table(title="wins by seat")
    seats.add_column("seat")
    seats.add_column("win rate", justify="right")
    for seat, rate in enumerate(report.wins_by_seat, 1):
        seats.add_row(str(seat), f"{rate:.1%}")
    out.print(seats)
    for name, summary in {"turns": report.turns, **report.stats}.items():  # the game's own stats by name
        out.print(
            f"{name} per game: mean {summary['mean']}, median {summary['median']}, "
            f"min {summary['min']:.0f}, max {summary['max']:.0f}",
            markup=False,
        )
    scores = report.mean_score_by_round
    marks = [f"round {i}: {score}" for i, score in enumerate(scores) if i % 5 == 0][:10]
    out.print("mean score by round: " + ", ".join(marks), markup=False)
    table = Table(title=f"cards (top {top} by times drawn)")
    for column in ("card", "drawn", "played", "at a win"):
        table.add_column(column, justify="left" if column == "card" else "right")
    for name, count in report.drawn.most_common(top):
        table.add_row(printable(name), str(count), str(report.played[name]), str(report.at_win[name]))
    out.print(table)
    out.print(f"event-log hash: {report.digest}", markup=False)
