"""Commands that run the engine: `deckwright test`, `deckwright explain`, `deckwright simulate`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from toolkit.engine.simulate import simulate as run_simulation
from toolkit.engine.testing import TestRun, run_tests
from toolkit.lang import load
from toolkit.lang.diagnostics import render
from toolkit.lang.printable import json_printable, printable
from toolkit.rulesets import all_rulesets

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
        if not result.combats:
            cli.out.print("  no combat took place", markup=False)
        for number, report in enumerate(result.combats, 1):
            players, monsters = printable(", ".join(report.players)), printable(", ".join(report.monsters))
            table = Table(title=f"combat {number}: {players} against {monsters}")
            table.add_column("side")
            table.add_column("source")
            table.add_column("strength", justify="right")
            for part in report.parts:
                table.add_row(printable(part.side), printable(part.source), f"{part.amount:+d}")
            table.add_row("players", "total", str(report.players_total), style="bold")
            table.add_row("monsters", "total", str(report.monsters_total), style="bold")
            cli.out.print(table)
            verdict = "the players win" if report.won else "the monsters win"
            cli.out.print(f"  {verdict} ({report.players_total} against {report.monsters_total})", markup=False)
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
    if fast_play and "fast_play_starting_doors" not in ruleset.constants:
        cli.err.print(f"error: {ruleset.title} has no fast-play variant", markup=False)
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
            **({"fast_play": True} if fast_play else {}),
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
    turns, combats = report.turns, report.combats
    out.print(
        f"turns per game: mean {turns['mean']}, median {turns['median']}, "
        f"min {turns['min']:.0f}, max {turns['max']:.0f}",
        markup=False,
    )
    out.print(
        f"combats per game: mean {combats['mean']}, median {combats['median']}, "
        f"min {combats['min']:.0f}, max {combats['max']:.0f}",
        markup=False,
    )
    levels = report.mean_level_by_turn
    marks = [f"round {i}: {lvl}" for i, lvl in enumerate(levels) if i % 5 == 0][:10]
    out.print("mean level by round: " + ", ".join(marks), markup=False)
    table = Table(title=f"cards (top {top} by times drawn)")
    for column in ("card", "drawn", "played", "at a win"):
        table.add_column(column, justify="left" if column == "card" else "right")
    for name, count in report.drawn.most_common(top):
        table.add_row(printable(name), str(count), str(report.played[name]), str(report.at_win[name]))
    out.print(table)
    out.print(f"event-log hash: {report.digest}", markup=False)
