"""The ``deckwright`` command line: thin commands over the library.

Exit codes: 0 clean, 1 problems in cards, 2 usage error (a bad option, a
missing path). Diagnostics go to stderr, results and summaries to stdout.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.text import Text

from toolkit import __version__
from toolkit.files import write_atomic
from toolkit.lang import Diagnostic, LoadResult, load
from toolkit.lang.diagnostics import Severity, render
from toolkit.lang.formatter import format_file
from toolkit.lang.parser import parse
from toolkit.lang.printable import first_unsafe, json_printable, printable
from toolkit.lang.source import collect_card_files, read_source
from toolkit.rulesets import all_rulesets
from toolkit.scaffold import scaffold_card

EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE = 0, 1, 2

app = typer.Typer(
    name="deckwright",
    help="Deckwright: write cards in a small language, check them against the game's rules, keep them in a catalog.",
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)

out = Console(highlight=False, soft_wrap=True, emoji=False)  # ":x:" in a card name stays text
err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)

_STYLE = {Severity.ERROR: "bold red", Severity.WARNING: "bold yellow", Severity.NOTE: "bold cyan"}


def _version(value: bool) -> None:
    if value:
        out.print(f"deckwright {__version__}")
        raise typer.Exit(EXIT_OK)


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit."),
    ] = False,
) -> None:
    """Deckwright: a card database and rules-authoring toolkit."""


# ---------------------------------------------------------------- reporting


def print_diagnostics(
    diagnostics: Iterable[Diagnostic], sources: dict[str, str], console: Console | None = None
) -> None:
    console = console or err
    for diagnostic in sort_diagnostics(diagnostics):
        source = sources.get(diagnostic.span.file) if diagnostic.span else None
        text = render(diagnostic, source)
        headline, _, rest = text.partition("\n")
        line = Text(headline, style=_STYLE[diagnostic.severity])
        console.print(line, markup=False)
        if rest:
            console.print(rest, markup=False)


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    def key(d: Diagnostic) -> tuple[str, int, int]:
        return (d.span.file, d.span.line, d.span.column) if d.span else ("", 0, 0)

    return sorted(diagnostics, key=key)


def exit_code_for(diagnostics: Iterable[Diagnostic]) -> int:
    codes = [d for d in diagnostics if d.is_error]
    if not codes:
        return EXIT_OK
    if any(d.code == "E0001" for d in codes):
        return EXIT_USAGE
    return EXIT_PROBLEMS


@contextmanager
def progress_bar(description: str, total: int, enabled: bool) -> Iterator[Progress | None]:
    if not enabled or total < 2:
        yield None
        return
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=err,
        transient=True,
    ) as bar:
        yield bar


def load_with_progress(paths: list[str], show: bool) -> LoadResult:
    files, _ = collect_card_files(paths)
    with progress_bar("checking", len(files), show and err.is_terminal) as bar:
        task = bar.add_task("checking", total=len(files)) if bar else None
        return load(paths, progress=(lambda _p: bar.advance(task)) if bar and task is not None else None)


# ---------------------------------------------------------------- check


@app.command()
def check(
    paths: Annotated[list[str], typer.Argument(help="Card files or directories (all *.cards inside).")],
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
) -> None:
    """Parse and check card files against their game's rules; report every problem."""
    if format not in ("text", "json"):
        err.print(f"error: unknown format '{printable(format)}' (use text or json)", markup=False)
        raise typer.Exit(EXIT_USAGE)
    result = load_with_progress(paths, show=format == "text")
    code = exit_code_for(result.diagnostics)
    if format == "json":
        payload = {
            "ok": code == EXIT_OK,
            "files": len(result.files),
            "cards": result.cards_per_game(),
            "scenarios": len(result.scenarios),
            "diagnostics": [d.to_json() for d in sort_diagnostics(result.diagnostics)],
        }
        # Printed as it is dumped (Rich's print_json would dump it again, raw characters and all).
        out.print(json_printable(json.dumps(payload, indent=2, ensure_ascii=False)), markup=False, highlight=False)
        raise typer.Exit(code)
    print_diagnostics(result.diagnostics, result.sources)
    per_game = ", ".join(f"{n} {game}" for game, n in result.cards_per_game().items()) or "no cards"
    errors = sum(d.is_error for d in result.diagnostics)
    warnings = sum(d.severity is Severity.WARNING for d in result.diagnostics)
    summary = f"checked {len(result.files)} file(s): {per_game}"
    if errors or warnings:
        summary += f"; {errors} error(s), {warnings} warning(s)"
        out.print(Text(summary, style="bold red" if errors else "bold yellow"), markup=False)
    else:
        out.print(Text(summary + "; no problems", style="bold green"), markup=False)
    raise typer.Exit(code)


# ---------------------------------------------------------------- fmt


@app.command()
def fmt(
    paths: Annotated[list[str], typer.Argument(help="Card files or directories to format.")],
    check_only: Annotated[
        bool, typer.Option("--check", help="Only list files that would change; exit 1 if any.")
    ] = False,
) -> None:
    """Rewrite card files in the canonical layout (comments are kept)."""
    files, problems = collect_card_files(paths)
    sources: dict[str, str] = {}
    diagnostics: list[Diagnostic] = list(problems)
    changed: list[str] = []
    unchanged = failed = 0  # every file is counted once: changed, unchanged, or not formatted
    for path in files:
        source = read_source(path)
        if isinstance(source, Diagnostic):
            diagnostics.append(source)  # unreadable, not UTF-8, binary, empty, too large
            failed += 1
            continue
        sources[source.path] = source.text
        parsed = parse(source.text, source.path)
        if parsed.diagnostics or parsed.file is None:
            diagnostics.extend(parsed.diagnostics)
            failed += 1
            continue
        formatted = format_file(parsed.file)
        if formatted != source.text:
            changed.append(source.path)
            if not check_only:
                write_atomic(path, formatted)
        else:
            unchanged += 1
    print_diagnostics(diagnostics, sources)
    for name in changed:
        out.print(f"{'would reformat' if check_only else 'reformatted'} {printable(name)}", markup=False)
    summary = f"{len(changed)} file(s) {'would change' if check_only else 'reformatted'}, {unchanged} unchanged"
    if failed:
        summary += f", {failed} not formatted (errors above)"
    out.print(summary, markup=False)
    if diagnostics:
        raise typer.Exit(exit_code_for(diagnostics) or EXIT_PROBLEMS)
    raise typer.Exit(EXIT_PROBLEMS if check_only and changed else EXIT_OK)


# ---------------------------------------------------------------- new


@app.command()
def new(
    kind: Annotated[str, typer.Argument(help="The card kind, e.g. monster, item, curse.")],
    name: Annotated[str, typer.Argument(help="The card's name.")],
    game: Annotated[str, typer.Option("--game", "-g", help="The game, e.g. munchkin.")] = "munchkin",
    output: Annotated[
        Path | None, typer.Option("--out", "-o", help="Append the card to this file instead of printing it.")
    ] = None,
) -> None:
    """Scaffold a card of a kind for a game, with its required fields."""
    rulesets = all_rulesets()
    ruleset = rulesets.get(game)
    if ruleset is None:
        err.print(f"error: unknown game '{printable(game)}' (known: {', '.join(rulesets)})", markup=False)
        raise typer.Exit(EXIT_USAGE)
    bad = first_unsafe(name)
    if bad is not None:
        # The name goes into a card file, where the checker would refuse it (E0016), and onto the terminal.
        shown = printable(name[bad])
        err.print(f"error: a card name cannot hold the control character '{shown}': '{printable(name)}'", markup=False)
        raise typer.Exit(EXIT_USAGE)
    try:
        text = scaffold_card(ruleset, kind, name)
    except KeyError:
        kinds = ", ".join(sorted(ruleset.vocabulary.kinds))
        err.print(f"error: {game} has no card kind '{printable(kind)}' (kinds: {kinds})", markup=False)
        raise typer.Exit(EXIT_USAGE) from None
    if output is None:
        out.print(text, markup=False, end="")
        raise typer.Exit(EXIT_OK)
    try:
        present = output.exists() or output.is_symlink()
    except OSError as exc:  # a name too long for the system, say
        err.print(f"error: cannot use {printable(str(output))}: {exc.strerror or exc}", markup=False)
        raise typer.Exit(EXIT_USAGE) from None
    if present:
        # The file is the user's: read it as a card file (bounded, never a device or a pipe), and only
        # add a card of the game it declares.
        existing = read_source(output)
        if isinstance(existing, Diagnostic):
            err.print(f"error: cannot add a card to {printable(str(output))}: {existing.message}", markup=False)
            raise typer.Exit(EXIT_USAGE)
        declared = _declared_game(existing.text)
        if declared is not None and declared != game:
            err.print(
                f"error: {printable(str(output))} holds cards of '{printable(declared)}', not '{game}'"
                f" (use --game {printable(declared)} or another file)",
                markup=False,
            )
            raise typer.Exit(EXIT_USAGE)
        new_text = existing.text.rstrip("\n") + "\n\n" + text
    else:
        new_text = f"game {game}\n\n" + text
    try:
        write_atomic(output, new_text)
    except OSError as exc:
        err.print(f"error: cannot write {printable(str(output))}: {exc.strerror or exc}", markup=False)
        raise typer.Exit(EXIT_USAGE) from None
    out.print(f"added {kind} '{printable(name)}' to {printable(str(output))}", markup=False)


def _declared_game(text: str) -> str | None:
    """The game of a card file's ``game NAME`` line (its first statement), or None."""
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            return words[1] if len(words) == 2 and words[0] == "game" else None
    return None


# ---------------------------------------------------------------- vocabulary


@app.command()
def vocabulary(
    game: Annotated[str, typer.Argument(help="The game whose words to list, e.g. munchkin.")],
) -> None:
    """List a game's card kinds, fields and phrases: every word the checker knows."""
    from toolkit.vocabulary_report import vocabulary_markdown

    ruleset = all_rulesets().get(game)
    if ruleset is None:
        err.print(f"error: unknown game '{printable(game)}' (known: {', '.join(all_rulesets())})", markup=False)
        raise typer.Exit(EXIT_USAGE)
    out.print(printable(vocabulary_markdown(ruleset), block=True), markup=False, end="")


# ---------------------------------------------------------------- build


@app.command()
def build(
    cards: Annotated[str, typer.Option("--cards", help="The card sets to build.")] = "cards",
    output: Annotated[Path, typer.Option("--output", "-o", help="Where everything is written.")] = Path("output"),
    db: Annotated[
        str | None,
        typer.Option("--db", envvar="DECKWRIGHT_DB", help="Catalog database URL (default: OUTPUT/catalog.db)."),
    ] = None,
) -> None:
    """The main job: check every card, then load the catalog; everything lands in output/."""
    from toolkit.build import run_build

    code = run_build(Path(cards), output, db, out, err)
    raise typer.Exit(code)


# ---------------------------------------------------------------- command groups


def _register_groups() -> None:
    from toolkit import play_commands, validate_command
    from toolkit.catalog.commands import app as catalog_app

    app.add_typer(catalog_app, name="catalog")
    app.command()(play_commands.test)
    app.command()(play_commands.explain)
    app.command()(play_commands.simulate)
    app.command()(validate_command.validate)


_register_groups()


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        err.print("interrupted", markup=False)
        sys.exit(130)
