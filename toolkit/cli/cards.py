"""Commands over card files: ``check``, ``fmt``, ``new``.

The card language (Lark, the checker, the rulesets) is imported when a command runs, never when
the app is built: ``deckwright --help`` does not pay for it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from toolkit.cli.output import (
    EXIT_OK,
    EXIT_PROBLEMS,
    QuietOption,
    check_format,
    emit_json,
    exit_code_for,
    fail,
    note,
    out,
    print_diagnostics,
    progress,
    say,
    sort_diagnostics,
)
from toolkit.cli.project import Where, here, paths_or_project

if TYPE_CHECKING:
    from toolkit.lang.load import LoadResult

FormatOption = Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")]
PathsArgument = Annotated[
    list[str] | None,
    typer.Argument(help="Card files or directories (all *.cards inside); default: the project's cards."),
]


def register(app: typer.Typer) -> None:
    app.command()(check)
    app.command()(fmt)
    app.command()(new)


def load_with_progress(paths: list[str], where: Where | None = None) -> LoadResult:
    """Load card files, with a progress line per tenth of them in a log (``check: 40/400 files``);
    inside a project, on its base set and with what it allows."""
    from toolkit.lang.load import load
    from toolkit.lang.source import collect_card_files

    bases, allow = (where.bases, where.allow) if where is not None else (None, None)
    files, _ = collect_card_files(paths)
    if len(files) < 2:
        return load(paths, bases=bases, allow=allow)
    with progress("check", "files", len(files)) as bar:
        return load(paths, progress=lambda _path: bar.advance(1), bases=bases, allow=allow)


# ---------------------------------------------------------------- check


def check(
    paths: PathsArgument = None,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Parse and check card files against their game's rules; report every problem."""
    from toolkit.lang.diagnostics import Severity

    check_format(format)
    where = here()
    result = load_with_progress(paths_or_project(paths, where, "check"), where)
    code = exit_code_for(result.diagnostics)
    if format == "json":
        emit_json(
            {
                "ok": code == EXIT_OK,
                "files": len(result.files),
                "cards": result.cards_per_game(),
                "scenarios": len(result.scenarios),
                "diagnostics": [d.to_json() for d in sort_diagnostics(result.diagnostics)],
                "allowed": [a.to_json() for a in result.allowed],
            }
        )
        raise typer.Exit(code)
    print_diagnostics(result.diagnostics, result.sources)
    for allowed in result.allowed:
        note(f"allowed {allowed.diagnostic.location()}: {allowed.diagnostic.code} (by {allowed.by}: {allowed.reason})")
    per_game = ", ".join(f"{n} {game}" for game, n in result.cards_per_game().items()) or "no cards"
    errors = sum(d.is_error for d in result.diagnostics)
    warnings = sum(d.severity is Severity.WARNING for d in result.diagnostics)
    summary = f"checked {len(result.files)} file(s): {per_game}"
    if errors or warnings:
        say(f"{summary}; {errors} error(s), {warnings} warning(s)", style="bold red" if errors else "bold yellow")
    else:
        say(summary + "; no problems", style="bold green")
    raise typer.Exit(code)


# ---------------------------------------------------------------- fmt


def fmt(
    paths: Annotated[
        list[str] | None, typer.Argument(help="Card files or directories to format (default: the project's cards).")
    ] = None,
    check_only: Annotated[
        bool, typer.Option("--check", help="Only list files that would change; exit 1 if any.")
    ] = False,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Rewrite card files in the canonical layout (comments are kept)."""
    from toolkit.files import write_atomic
    from toolkit.lang.diagnostics import Diagnostic
    from toolkit.lang.formatter import format_file
    from toolkit.lang.parser import parse
    from toolkit.lang.printable import printable
    from toolkit.lang.source import collect_card_files, read_source

    check_format(format)
    files, problems = collect_card_files(paths_or_project(paths, here(), "fmt"))
    sources: dict[str, str] = {}
    diagnostics: list[Diagnostic] = list(problems)
    changed: list[str] = []
    unchanged: list[str] = []
    failed: list[str] = []  # every file is counted once: changed, unchanged, or not formatted
    for path in files:
        source = read_source(path)
        if isinstance(source, Diagnostic):
            diagnostics.append(source)  # unreadable, not UTF-8, binary, empty, too large
            failed.append(str(path))
            continue
        sources[source.path] = source.text
        parsed = parse(source.text, source.path)
        if parsed.diagnostics or parsed.file is None:
            diagnostics.extend(parsed.diagnostics)
            failed.append(source.path)
            continue
        formatted = format_file(parsed.file)
        if formatted != source.text:
            changed.append(source.path)
            if not check_only:
                write_atomic(path, formatted)
        else:
            unchanged.append(source.path)
    code = (exit_code_for(diagnostics) or EXIT_PROBLEMS) if diagnostics else EXIT_OK
    if not diagnostics and check_only and changed:
        code = EXIT_PROBLEMS
    if format == "json":
        emit_json(
            {
                "ok": code == EXIT_OK,
                "check": check_only,
                "changed": changed,  # reformatted, or with --check: would be
                "unchanged": unchanged,
                "failed": failed,
                "diagnostics": [d.to_json() for d in sort_diagnostics(diagnostics)],
            }
        )
        raise typer.Exit(code)
    print_diagnostics(diagnostics, sources)
    for name in changed:
        say(f"{'would reformat' if check_only else 'reformatted'} {printable(name)}")
    summary = f"{len(changed)} file(s) {'would change' if check_only else 'reformatted'}, {len(unchanged)} unchanged"
    if failed:
        summary += f", {len(failed)} not formatted (errors above)"
    say(summary)
    raise typer.Exit(code)


# ---------------------------------------------------------------- new


def new(
    kind: Annotated[str, typer.Argument(help="The card kind, e.g. monster, item, curse.")],
    name: Annotated[str, typer.Argument(help="The card's name.")],
    game: Annotated[
        str | None,
        typer.Option("--game", "-g", help="The game (default: the --out file's, else the project's, else munchkin)."),
    ] = None,
    output: Annotated[
        Path | None, typer.Option("--out", "-o", help="Append the card to this file instead of printing it.")
    ] = None,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Scaffold a card of a kind for a game, with its required fields and a fresh @id."""
    check_format(format)
    from toolkit.files import write_atomic
    from toolkit.lang.diagnostics import Diagnostic
    from toolkit.lang.printable import first_unsafe, printable
    from toolkit.lang.sets import base_paths
    from toolkit.lang.source import collect_card_files, read_source
    from toolkit.rulesets import all_rulesets
    from toolkit.scaffold import fresh_id, ids_in, scaffold_card

    where = here()
    if not name.strip():  # the parser refuses a card with no name (E0018): never write one
        fail("a card needs a name: the name given is empty")
    bad = first_unsafe(name)
    if bad is not None:
        # The name goes into a card file, where the checker would refuse it (E0016), and onto the terminal.
        fail(f"a card name cannot hold the control character '{printable(name[bad])}': '{printable(name)}'")
    existing_text: str | None = None
    declared: str | None = None
    if output is not None:
        try:
            present = output.exists() or output.is_symlink()
        except OSError as exc:  # a name too long for the system, say
            fail(f"cannot use {printable(str(output))}: {exc.strerror or exc}")
        if present:
            # The file is the user's: read it as a card file (bounded, never a device or a pipe), and only
            # add a card of the game it declares.
            existing = read_source(output)
            if isinstance(existing, Diagnostic):
                fail(f"cannot add a card to {printable(str(output))}: {existing.message}")
            existing_text = existing.text
            declared = _declared_game(existing.text)
            if declared is not None and game is not None and declared != game:
                fail(
                    f"{printable(str(output))} holds cards of '{printable(declared)}', not '{printable(game)}'"
                    f" (use --game {printable(declared)} or another file)"
                )
    chosen = game or declared or (where.project.game if where.project is not None else "munchkin")
    rulesets = all_rulesets()
    ruleset = rulesets.get(chosen)
    if ruleset is None:
        fail(f"unknown game '{printable(chosen)}' (known: {', '.join(rulesets)})")
    # A fresh id: unused in the target file and, inside a project, in all its cards.
    texts = [existing_text] if existing_text is not None else []
    if where.project is not None:
        for path in collect_card_files([str(where.project.cards)])[0]:
            source = read_source(path)
            if not isinstance(source, Diagnostic):
                texts.append(source.text)
    prefix = where.project.name if where.project is not None else ruleset.name
    avoid = ids_in(base_paths(chosen, where.bases))  # a base card's @id would replace that card
    try:
        card_id = fresh_id(texts, prefix, avoid)
        text = scaffold_card(ruleset, kind, name, card_id)
    except KeyError:
        from toolkit.lang.diagnostics import suggestion

        known = sorted(ruleset.vocabulary.kinds)
        near = suggestion(kind, known)  # `new monstr`: "did you mean 'monster'?"
        fail(f"{chosen} has no card kind '{printable(kind)}'{near} (kinds: {', '.join(known)})")
    made = {"ok": True, "game": chosen, "kind": kind, "name": name, "id": card_id, "text": text}
    if output is None and format == "json":
        emit_json({**made, "written": []})
        raise typer.Exit(EXIT_OK)
    if output is None:  # the card is the command's result: printed with --quiet too
        out.print(text, markup=False, end="")
        raise typer.Exit(EXIT_OK)
    header = existing_text.rstrip("\n") + "\n\n" if existing_text is not None else f"game {chosen}\n\n"
    new_text = header + text
    try:
        write_atomic(output, new_text)
    except OSError as exc:
        fail(f"cannot write {printable(str(output))}: {exc.strerror or exc}")
    if format == "json":
        emit_json({**made, "written": [str(output)]})
        raise typer.Exit(EXIT_OK)
    say(f"added {kind} '{printable(name)}' to {printable(str(output))}")


def _declared_game(text: str) -> str | None:
    """The game of a card file's ``game NAME`` line (its first statement), or None."""
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            return words[1] if len(words) == 2 and words[0] == "game" else None
    return None
