"""Commands that run the engine: ``test``, ``explain``, ``simulate``.

Thin: each calls one library function (``run_tests``, ``simulate``) and prints its result, as text
or as a JSON report (``--format json``). The engine is imported when a command runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from toolkit.cli.output import (
    EXIT_OK,
    EXIT_PROBLEMS,
    QuietOption,
    check_format,
    emit_json,
    end_on_errors,
    fail,
    note,
    out,
    print_diagnostics,
    progress,
    say,
)
from toolkit.cli.project import here, paths_or_project

if TYPE_CHECKING:
    from toolkit.engine.contract import ScenarioFailure
    from toolkit.lang.model import Scenario
    from toolkit.validate.testing import TestRun

CardsOption = Annotated[
    Path,
    typer.Option("--cards", help="Where the game's card sets live; scenarios may name any card there."),
]
FormatOption = Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")]
DEFAULT_CARDS = Path("cards")
DEFAULT_GAME = "munchkin"
NO_CARD_SET = (
    f"there is no card set at '{DEFAULT_CARDS}' here, so test blocks may name only the cards given on the "
    "command line and those of the game's base set; run from the project's root or pass --cards DIR"
)


def register(app: typer.Typer) -> None:
    app.command()(test)
    app.command()(explain)
    app.command()(simulate)


def check_card_set(cards: Path) -> None:
    """A --cards directory given explicitly must exist (exit 2); the default may be missing."""
    if cards != DEFAULT_CARDS and not cards.is_dir():
        from toolkit.lang.printable import printable

        fail(f"--cards {printable(str(cards))}: no such directory")


# ---------------------------------------------------------------- test


def _run_checked(
    paths: list[str] | None,
    cards: Path,
    select: str | None,
    *,
    show_progress: bool = False,
    json: bool = False,
    command: str = "test",
) -> TestRun:
    """Run the scenarios; cards with errors are reported and end the command (exit 1, or 2 for a bad path).
    Inside a project: its cards by default, which scenarios may name, on its base set."""
    from toolkit.validate.testing import run_tests

    check_card_set(cards)
    where = here()
    paths = paths_or_project(paths, where, command)
    if cards == DEFAULT_CARDS and where.cards is not None:
        cards = where.cards
    rules = command == "test"  # `explain` shows one scenario's events: the cards' rule checks are test's
    if not show_progress:
        run = run_tests(paths, cards, select, bases=where.bases, check_rules=rules)
    else:
        with progress("test", "scenarios") as bar:
            run = run_tests(paths, cards, select, lambda _result: bar.advance(1), where.bases, rules)
    if not run.loaded.ok:
        end_on_errors(run.loaded.diagnostics, run.loaded.sources, json)
    project = where.project
    if (
        project is not None
        and not project.base
        and any(r.scenario.game == project.game and any(d.code == "T0001" for d in r.errors) for r in run.results)
    ):
        # `base = ""` builds on no set: a block naming a card the project lacks may mean the shipped set's.
        run.notes.append(
            f'this project builds on no set (base = "" in deckwright.toml): its test blocks name only its own '
            f'cards; base = "{project.game}" builds on the shipped {project.game} set'
        )
    return run


def test(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="Card files or directories whose test blocks to run (default: the project's cards)."),
    ] = None,
    select: Annotated[str | None, typer.Option("-k", help="Run only scenarios whose name contains this.")] = None,
    cards: CardsOption = DEFAULT_CARDS,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="List every scenario, not only failures.")] = False,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Run the scenarios (test blocks) of card files against the game's rules engine."""
    from toolkit.lang.printable import printable

    check_format(format)
    run = _run_checked(paths, cards, select, show_progress=True, json=format == "json")
    for text in run.notes:  # a game with no engine yet: said plainly, and no failure (exit 0)
        note(text)
    if select is not None and not run.results and not run.notes:  # a filter that matches nothing is a mistake
        count = len(run.loaded.scenarios)
        from toolkit.report import counted

        fail(f"no scenario's name contains {printable(select)!r} ({counted(count, 'scenarios')} in the files given)")
    code = EXIT_OK if run.ok else EXIT_PROBLEMS
    if format == "json":
        emit_json(_test_json(run))
        raise typer.Exit(code)
    # Lines the rules never apply (V01xx): said first, as `validate` says them, and the run fails.
    print_diagnostics(run.rule_errors, run.loaded.sources)
    for result in run.results:
        scenario = result.scenario
        # Names and paths came from the user: shown escaped (printable) so that nothing in them
        # reaches the terminal or a CI log as a control sequence or a line of its own.
        where = printable(f"{scenario.file}:{scenario.line}")
        name = printable(scenario.name)
        if result.passed:
            if verbose:
                say(f"PASS {where} {name}", style="green")
            continue
        # A failure is the command's error: shown with --quiet too.
        from rich.text import Text

        out.print(Text(f"FAIL {where} {name}", style="bold red"), markup=False)
        # Why it could not run: diagnostics, on stderr as every command's (the FAIL block is the result).
        print_diagnostics(result.errors, run.loaded.sources)
        for failure in result.failures:
            line = failure.step.span.line if failure.step.span else scenario.line
            out.print(f"  line {line}: expected {printable(str(failure.expected))}", markup=False)
            out.print(f"  {' ' * len(str(line))}        actual   {printable(str(failure.actual))}", markup=False)
        out.print("  events of this scenario:", markup=False)
        # Decisions too: an answer no step scripted is the commonest reason a scenario goes otherwise
        # than its writer meant (`decision (player=alice, asked=combat-action, choice=pass)`).
        for event in result.events:
            out.print(f"    {printable(event.describe())}", markup=False)
    _summary(run)
    if not cards.is_dir() and here().project is None and any(e.code == "T0001" for r in run.results for e in r.errors):
        note(NO_CARD_SET)
    raise typer.Exit(code)


def _test_json(run: TestRun) -> dict[str, Any]:
    """The scenarios' report: the shape of output/test-report.json (``deckwright build``)."""
    return {
        "ok": run.ok,
        "passed": run.passed,
        "failed": run.failed,
        # The rules' errors in the cards (V01xx): the run is not ok with one, though its scenarios pass.
        "errors": [d.to_json() for d in run.rule_errors],
        # What nothing ran for (a game with no engine yet): a script sees it, not only a reader of stderr.
        "notes": list(run.notes),
        "scenarios": [
            {
                "game": r.scenario.game,
                "name": r.scenario.name,
                "file": r.scenario.file,
                "line": r.scenario.line,
                "passed": r.passed,
                "failures": [_failure_json(f, r.scenario) for f in r.failures],
                "errors": [d.to_json() for d in r.errors],
            }
            for r in run.results
        ],
    }


def _failure_json(failure: ScenarioFailure, scenario: Scenario) -> dict[str, Any]:
    """An expectation that failed: where its step is (line and column, as every diagnostic gives them;
    the scenario's own place for a step with none), what was expected and what happened."""
    from toolkit.lang.model import Step

    step = failure.step
    span = (step.span if isinstance(step, Step) else None) or scenario.span
    return {
        "line": span.line if span else scenario.line,
        "column": span.column if span else 1,
        "expected": str(failure.expected),
        "actual": str(failure.actual),
    }


def _summary(run: TestRun) -> None:
    from toolkit.report import counted

    games = sorted({r.scenario.game for r in run.results})
    if not run.results:
        say("no scenarios to run")
    else:
        say(f"{run.passed} passed, {run.failed} failed", style="bold green" if run.failed == 0 else "bold red")
        say(f"({counted(len(run.results), 'scenarios')} of {', '.join(games)})")
    if run.rule_errors:
        errors = counted(len(run.rule_errors), "errors")
        say(f"{errors} in the cards' rules, as `deckwright validate` reports them", style="bold red")


# ---------------------------------------------------------------- explain


def explain(
    select: Annotated[str, typer.Option("--test", "-t", help="The scenario (a part of its name).")],
    paths: Annotated[
        list[str] | None, typer.Argument(help="Card files holding the scenario (default: the project's cards).")
    ] = None,
    cards: CardsOption = DEFAULT_CARDS,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Show, for a scenario, each combat's strength side by side, item by item, and what followed."""
    from rich.table import Table
    from rich.text import Text

    from toolkit.lang.printable import printable

    check_format(format)
    run = _run_checked(paths, cards, select, json=format == "json", command="explain")
    if not run.results and run.notes:
        # Games no engine plays yet: a usage error (exit 2), as simulate's, never "no scenario matches".
        from toolkit.lang import games

        idle = sorted({c.game for c in run.loaded.cards} | {s.game for s in run.loaded.scenarios})
        titles = [f"{r.title} ('{r.name}')" for r in map(games.get, idle) if r is not None and not r.has_engine]
        if len(titles) == len(idle):  # only such games were given
            playable = [r.name for r in map(games.get, games.names()) if r is not None and r.has_engine]
            fail(
                f"{', '.join(titles)} has no engine yet (a later issue brings it): there is nothing to explain",
                f"games with an engine: {', '.join(playable)}",
            )
    if not run.results:
        names = ", ".join(printable(s.name) for s in run.loaded.scenarios) or "none"
        fail(f"no scenario matches '{printable(select)}' (scenarios: {names})")
    code = EXIT_OK if all(result.passed for result in run.results) else EXIT_PROBLEMS
    if format == "json":
        emit_json({"ok": code == EXIT_OK, "scenarios": [_explain_json(result) for result in run.results]})
        raise typer.Exit(code)
    for result in run.results:  # the result: shown with --quiet too
        out.print(Text(printable(result.scenario.name), style="bold"), markup=False)
        sections = _sections(result)
        if not sections:
            out.print("  no combat took place", markup=False)
        for section in sections:
            table = Table(title=printable(section.title))
            for index, column in enumerate(section.columns):
                table.add_column(printable(column), justify="right" if index == len(section.columns) - 1 else "left")
            for row in section.rows:
                table.add_row(*(printable(cell) for cell in row))
            for row in section.totals:
                table.add_row(*(printable(cell) for cell in row), style="bold")
            out.print(table)
            for line in section.lines:
                out.print(f"  {printable(line)}", markup=False)
        out.print("  events:", markup=False)
        for event in _explained_events(result):
            out.print(f"    {printable(event.describe())}", markup=False)
        out.print(f"  scenario {'passed' if result.passed else 'FAILED'}", markup=False)
        # Why it failed, as `deckwright test` says it: the expectations that did not hold, and the
        # diagnostics of a scenario that could not run (on stderr, as every command's).
        for failure in result.failures:
            line = failure.step.span.line if failure.step.span else result.scenario.line
            out.print(f"  line {line}: expected {printable(str(failure.expected))}", markup=False)
            out.print(f"  {' ' * len(str(line))}        actual   {printable(str(failure.actual))}", markup=False)
        print_diagnostics(result.errors, run.loaded.sources)
    raise typer.Exit(code)


def _sections(result: Any) -> list[Any]:
    """What the scenario's game shows of it (``Rules.explain``: titled tables and lines)."""
    from toolkit.engine.contract import rules_of
    from toolkit.lang.games import get

    ruleset = get(result.scenario.game)
    return rules_of(ruleset).explain(result) if ruleset is not None and ruleset.has_engine else []


def _explained_events(result: Any) -> list[Any]:
    # The set-up's moves (the `given` lines) are what the designer wrote; the events shown are what followed.
    return [e for e in result.events if not (e.kind == "move" and str(e.get("why", "")).startswith("given"))]


def _explain_json(result: Any) -> dict[str, Any]:
    scenario = result.scenario
    return {
        "name": scenario.name,
        "game": scenario.game,
        "file": scenario.file,
        "line": scenario.line,
        "passed": result.passed,
        "sections": [
            {
                "title": section.title,
                "columns": list(section.columns),
                "rows": [list(row) for row in section.rows],
                "totals": [list(row) for row in section.totals],
                "lines": list(section.lines),
            }
            for section in _sections(result)
        ],
        "events": [event.describe() for event in _explained_events(result)],
        "failures": [_failure_json(f, scenario) for f in result.failures],
        "errors": [d.to_json() for d in result.errors],
    }


# ---------------------------------------------------------------- simulate


def simulate(
    game: Annotated[
        str, typer.Option("--game", "-g", help="The game to play (in a project: the project's).")
    ] = DEFAULT_GAME,
    players: Annotated[int, typer.Option("--players", "-p", help="Players at the table.")] = 4,
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="How many complete games.")] = 100,
    seed: Annotated[int, typer.Option("--seed", help="The run's seed; the same seed gives the same report.")] = 0,
    workers: Annotated[int, typer.Option("--workers", "-w", min=1, help="Processes to spread games over.")] = 1,
    check: Annotated[bool, typer.Option("--check-invariants", help="Check every invariant after every event.")] = False,
    cards: CardsOption = DEFAULT_CARDS,
    format: FormatOption = "text",
    top: Annotated[int, typer.Option("--top", min=0, help="How many cards to list in the text report.")] = 10,
    fast_play: Annotated[
        bool, typer.Option("--fast-play", help="The fast-play variant, where the game has one (MKF-109).")
    ] = False,
    variant: Annotated[
        str | None, typer.Option("--variant", help="A variant of the game's rules, by name (e.g. fast-play).")
    ] = None,
    _quiet: QuietOption = False,
) -> None:
    """Play complete games with heuristic bots and report wins by seat, game length and card use."""
    from toolkit.cli.project import game_pool
    from toolkit.engine.simulate import simulate as run_simulation
    from toolkit.lang.printable import printable
    from toolkit.rulesets import all_rulesets

    where = here()
    if where.project is not None:  # a project plays its game by default
        game = where.project.game if game == DEFAULT_GAME else game
    ruleset = all_rulesets().get(game)
    playable = [name for name, known in all_rulesets().items() if known.has_engine]
    if ruleset is None:
        from toolkit.lang.diagnostics import suggestion

        fail(
            f"no engine plays '{printable(game)}': there is no such game" + suggestion(game, all_rulesets()),
            f"games with an engine: {', '.join(playable)}",
        )
    if not ruleset.has_engine:
        # A usage error (exit 2), not a note: a CI step that asked for games played must not pass on none.
        fail(
            f"{ruleset.title} ('{game}') has no engine yet (a later issue brings it): there is nothing to simulate",
            f"games with an engine: {', '.join(playable)}",
        )
    low, high = ruleset.constants.get("min_players", 2), ruleset.constants.get("max_players", 6)
    if not low <= players <= high:
        fail(f"{ruleset.title} is for {low} to {high} players, not {players}")
    chosen = "fast-play" if fast_play else variant
    if chosen is not None and chosen not in {v.name for v in ruleset.variants}:
        known = ", ".join(v.name for v in ruleset.variants) or "none"
        fail(f"{ruleset.title} has no {printable(chosen)} variant (variants: {known})")
    check_format(format)
    # Which cards: the one rule every command follows (cli/project.card_source, docs/projects.md).
    source, pool = game_pool(game, None if cards == DEFAULT_CARDS else cards, where, json=format == "json")
    if not pool:
        fail(f"no {game} cards under {printable(str(source))}")
    with progress("simulate", "games", games) as bar:
        report = run_simulation(
            ruleset,
            pool,
            players,
            games,
            seed,
            workers,
            check,
            progress=bar.advance,
            variant=chosen,
        )
    if format == "json":
        emit_json({"ok": True, **report.to_json()})
        return
    _print_report(report, top)  # the result: shown with --quiet too


def _print_report(report: Any, top: int) -> None:
    from rich.table import Table

    from toolkit.lang.printable import printable

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
