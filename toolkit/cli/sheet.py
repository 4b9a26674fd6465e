"""``deckwright sheet export`` and ``deckwright sheet import``: card data in spreadsheets, both ways
(toolkit/sheet/, docs/spreadsheets.md)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from toolkit.cli.output import (
    EXIT_OK,
    EXIT_PROBLEMS,
    QuietOption,
    ReportOption,
    check_format,
    emit_json,
    end_on_errors,
    err,
    fail,
    print_diagnostics,
    say,
    warn,
)

if TYPE_CHECKING:
    from toolkit.cli.project import Where
    from toolkit.sheet.cardset import CardSet
    from toolkit.sheet.importer import Change

app = typer.Typer(
    help="Card data in spreadsheets: export a game's cards, import the edited sheet.", no_args_is_help=True
)

PathsArgument = Annotated[
    list[str] | None,
    typer.Argument(help="Card files or folders (default: the project's cards, else the --game's shipped set)."),
]
ImportPaths = Annotated[
    list[str] | None, typer.Argument(help="The card files or folders to write into (default: the project's cards).")
]
GameOption = Annotated[str | None, typer.Option("--game", "-g", help="The game (default: the one the cards are of).")]


def _paths(paths: list[str] | None, where: Where, game: str | None, command: str) -> list[str]:
    from toolkit.lang.sets import shipped_set

    if paths:
        return paths
    if where.project is not None:
        return [str(where.project.cards)]
    shipped = shipped_set(game) if game else None
    if shipped is not None:
        return [str(shipped)]
    fail(
        "give card files or folders, or --game GAME for its shipped set, or run inside a project",
        f"see 'deckwright sheet {command} --help'",
    )


def _folder(paths: list[str]) -> Path:
    """The folder of the set: where its sidecar lives and new kinds get their files."""
    first = Path(paths[0])
    return first if first.is_dir() else first.parent


def _read(paths: list[str], where: Where, *, json: bool = False) -> CardSet:
    """The card set the sheet is made from or goes into; cards with problems end the command (exit 1).
    ``json``: a script gets ``{"ok": false, "diagnostics"}`` saying why (docs/ci.md)."""
    from toolkit.sheet.cardset import read_files, read_set

    texts, files, problems = read_files(paths)
    if problems:
        if json:
            end_on_errors(problems, {}, json=True)
        print_diagnostics(problems, {})
        raise typer.Exit(EXIT_PROBLEMS)
    cardset = read_set(texts, files, bases=where.bases, allow=where.allow)
    if not cardset.ok:
        if json:
            end_on_errors(cardset.result.diagnostics, cardset.result.sources, json=True)
        print_diagnostics(cardset.result.diagnostics, cardset.result.sources)
        fail("the cards have problems: fix them first (deckwright check)", code=EXIT_PROBLEMS)
    return cardset


def change_json(change: Change) -> dict[str, object]:
    """One card's change as `sheet import --format json` and `watch --format json` list it."""
    return {
        "action": change.action,
        "kind": change.kind,
        "name": change.name,
        "id": change.card_id,
        "path": change.path,
        "details": list(change.details),
    }


def _game(cardset: CardSet, game: str | None, command: str) -> str:
    from toolkit.lang import games

    if game is not None:
        if games.get(game) is None:
            fail(f"unknown game '{game}' (games: {', '.join(games.names())})")
        return game
    found = cardset.games
    if len(found) == 1:
        return found[0]
    if not found:
        fail("no cards there, and no --game: which game is the sheet for?", f"see 'deckwright sheet {command} --help'")
    fail(f"the cards are of several games ({', '.join(found)}): choose one with --game")


def _languages(lang: str | None, where: Where) -> tuple[str, ...]:
    if lang is not None:
        return tuple(part.strip() for part in lang.split(",") if part.strip())
    return tuple(where.project.languages) if where.project is not None else ("en",)


@app.command("export")
def export(
    paths: PathsArgument = None,
    game: GameOption = None,
    format: Annotated[
        str | None, typer.Option("--format", "-f", help="csv or xlsx (default: from --out's name, else csv).")
    ] = None,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="The file to write (default: stdout, CSV only).")
    ] = None,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang", "-l", help="Languages of the generated-text columns, comma-separated (default: the project's)."
        ),
    ] = None,
    report: ReportOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Write one row per card: id, name, a column per field of its kind, its rules, its text, the generated text."""
    from toolkit.cli.project import card_source, here
    from toolkit.files import write_atomic
    from toolkit.lang import games
    from toolkit.sheet.errors import SheetError
    from toolkit.sheet.export import export_csv, export_xlsx
    from toolkit.sheet.layout import Layout
    from toolkit.sheet.sidecar import read_sidecar, sidecar_path

    chosen = format or (out.suffix.lstrip(".").lower() if out is not None and out.suffix else "csv")
    if chosen not in ("csv", "xlsx"):
        fail(f"unknown format '{chosen}': csv or xlsx", "see 'deckwright sheet export --help'")
    if chosen == "xlsx" and out is None:
        fail("an XLSX workbook is written to a file: give --out cards.xlsx")
    check_format(report, what="report")
    if report == "json" and out is None:  # stdout holds the sheet itself
        fail("a JSON report needs the sheet written to a file: give --out cards.csv")
    where = here()
    if not paths and game is not None and (where.project is None or where.project.game != game):
        # Which cards: the one rule every command follows (cli/project.card_source, docs/projects.md).
        card_paths = [str(card_source(game, None, where))]
    else:
        card_paths = _paths(paths, where, game, "export")
    cardset = _read(card_paths, where, json=report == "json")
    name = _game(cardset, game, "export")
    ruleset = games.get(name)
    assert ruleset is not None
    try:
        sidecar = read_sidecar(sidecar_path(_folder(card_paths)))
    except SheetError as exc:
        fail(exc.message, exc.hint)
    layout = Layout(ruleset, _languages(lang, where)).with_extras(sidecar.columns)
    entries = cardset.of_game(name)
    data = export_xlsx(entries, layout, sidecar) if chosen == "xlsx" else export_csv(entries, layout, sidecar)
    if out is None:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        raise typer.Exit(EXIT_OK)
    try:
        write_atomic(out, data)
    except OSError as exc:
        fail(f"cannot write {out}: {exc.strerror or exc}", code=EXIT_PROBLEMS)
    if report == "json":
        emit_json(
            {
                "ok": True,
                "written": [str(out)],
                "game": name,
                "format": chosen,
                "cards": len(entries),
                "columns": [c.header for c in layout.all_columns()],  # the CSV's; an XLSX sheet per kind has its own
            }
        )
        raise typer.Exit(EXIT_OK)
    say(f"wrote {out}: {len(entries)} {name} card(s), {chosen.upper()}")
    raise typer.Exit(EXIT_OK)


def _cache_dir(where: Where) -> Path:
    from toolkit.sheet.run import cache_folder

    return cache_folder(where.project.output if where.project is not None else None)


def links_folder(cards: Path, where: Where) -> Path:
    """Where the sheet a set was imported from is recorded: the cache of the project holding the
    cards (wherever the command is run from), else the working project's, else the user's."""
    from toolkit.project import ProjectError, current
    from toolkit.sheet.run import cache_folder

    try:
        holder = current(cards)
    except ProjectError:
        holder = None
    project = holder or where.project
    return cache_folder(project.output if project is not None else None)


@app.command("import")
def import_(
    file: Annotated[str, typer.Argument(help="The sheet: a .xlsx or .csv file, or a published sheet's CSV address.")],
    paths: ImportPaths = None,
    game: GameOption = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", "-n", help="Show what would change; write nothing.")] = False,
    delete: Annotated[
        bool, typer.Option("--delete", help="Remove the cards that are not in the sheet (else they are kept).")
    ] = False,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Write the sheet's rows back into the card files, matched by @id; all or nothing."""
    from toolkit.cli.project import here
    from toolkit.lang.sets import base_paths
    from toolkit.scaffold import fresh_id, ids_in
    from toolkit.sheet.errors import SheetError
    from toolkit.sheet.importer import apply
    from toolkit.sheet.link import record_link
    from toolkit.sheet.run import plan_sheet, read_sheet, set_folder, sheet_game

    check_format(format)
    json = format == "json"
    where = here()
    try:
        sheet = read_sheet(file, _cache_dir(where))
    except SheetError as exc:
        fail(f"{exc.message}", exc.hint)
    notes: list[str] = []
    if sheet.stale:
        notes.append(f"cannot fetch {file} ({sheet.stale}): using the copy of {sheet.copy_of}")
        if not json:
            warn(notes[-1])
    if not paths and where.project is None:  # never the shipped set by default: it may be an installed package's
        fail(
            "give the card files or folders the sheet goes into, or run inside a project",
            "see 'deckwright sheet import --help'",
        )
    card_paths = _paths(paths, where, game or sheet.meta.get("game"), "import")
    cardset = _read(card_paths, where, json=json)
    folder = set_folder(card_paths)
    try:
        name = sheet_game(sheet, cardset, game)
        prefix = where.project.name if where.project is not None else name
        avoid = ids_in(base_paths(name, where.bases))  # a base card's @id would replace that card
        plan = plan_sheet(
            sheet,
            cardset,
            name,
            folder,
            lambda texts: fresh_id(texts, prefix, avoid),
            delete=delete,
            bases=where.bases,
            allow=where.allow,
        )
    except SheetError as exc:
        fail(exc.message, exc.hint)
    counts = {
        action: sum(c.action == action for c in plan.changes) for action in ("changed", "added", "removed", "kept")
    }

    def report(ok: bool, written: list[str]) -> None:
        """``--format json``: the plan and what was written, one report on stdout (docs/ci.md)."""
        emit_json(
            {
                "ok": ok,
                "sheet": file,
                "game": name,
                "dry_run": dry_run,
                **counts,
                "written": written,
                "changes": [change_json(c) for c in plan.changes],
                "diagnostics": [d.to_json() for d in plan.diagnostics],
                "notes": notes,
            }
        )

    if not plan.ok:
        if json:  # the problems at their cells in the report, not also on stderr
            report(False, [])
            raise typer.Exit(EXIT_PROBLEMS)
        print_diagnostics(plan.diagnostics, plan.sources)
        errors = sum(d.is_error for d in plan.diagnostics)
        err.print(f"{errors} problem(s) in the sheet: nothing was written", style="bold red", markup=False)
        raise typer.Exit(EXIT_PROBLEMS)
    if not json:
        for change in plan.changes:
            say(change.headline())
            for line in change.details:
                say(f"  {line}")
    summary = f"{counts['changed']} card(s) changed, {counts['added']} added, {counts['removed']} removed" + (
        f", {counts['kept']} not in the sheet (kept)" if counts["kept"] else ""
    )
    if dry_run:
        if json:
            report(True, [])
            raise typer.Exit(EXIT_OK)
        say(f"{summary}; would write {len(plan.writes)} file(s) (dry run: nothing written)")
        raise typer.Exit(EXIT_OK)
    try:
        written = apply(plan)
    except OSError as exc:
        fail(f"cannot write the card files: {exc.strerror or exc}; nothing was changed", code=EXIT_PROBLEMS)
    record_link(links_folder(folder, where), folder, file, name)  # `deckwright watch` imports it again at each save
    if json:
        report(True, [str(p) for p in written])
        raise typer.Exit(EXIT_OK)
    say(f"{summary}; wrote {len(written)} file(s)")
    raise typer.Exit(EXIT_OK)
