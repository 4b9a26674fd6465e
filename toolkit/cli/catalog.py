"""``deckwright catalog``: import checked cards, search them, show one, export them all.

The commands are thin: the work is in toolkit.catalog (importer, query/search, records,
export), imported when a command runs: SQLAlchemy and SQLModel cost a third of a second, which
``deckwright --help`` does not pay. Exit codes follow the rest of the CLI: 0 done, 1 problems in
cards (or no such card), 2 usage (a bad query, option or database).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from toolkit.cli.output import (
    EXIT_PROBLEMS,
    EXIT_USAGE,
    QuietOption,
    ReportOption,
    check_format,
    emit_json,
    exit_code_for,
    note,
    out,
    print_diagnostics,
    say,
)
from toolkit.cli.output import fail as _fail_plain
from toolkit.cli.project import here, paths_or_project

if TYPE_CHECKING:
    from rich.table import Table
    from sqlalchemy import Engine
    from sqlmodel import Session

    from toolkit.catalog import schema
    from toolkit.catalog.records import Entry

app = typer.Typer(
    name="catalog",
    help="The card catalog: import checked cards into a database, search them, show and export them.",
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        envvar="DECKWRIGHT_DB",  # toolkit.catalog.database.ENV_VAR
        help="Catalog database: a SQLAlchemy URL or a SQLite file path (default: output/catalog.db).",
        show_envvar=True,
    ),
]
GameOption = Annotated[str | None, typer.Option("--game", help="Only cards of this game.")]
RemovedOption = Annotated[
    bool, typer.Option("--include-removed", help="Also list cards that are no longer in their files.")
]

# A page of search results by default: a table of 30,000 rows is of no use on a terminal.
DEFAULT_LIMIT = 100
MAX_LIMIT = 1_000_000_000
EXPORT_FORMATS = ("json", "csv")  # toolkit.catalog.export.FORMATS

IMPORT_FIRST = "run 'deckwright catalog import PATH...' first"


def _fail(message: str, code: int, hint: str | None = None) -> NoReturn:
    # printable(): messages repeat what was typed (a path, an id) and what the database holds.
    from toolkit.lang.printable import printable

    _fail_plain(printable(message), hint, code=code)


def _url(db: str | None) -> str:
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from toolkit.catalog import database

    project = here().project  # inside a project, its catalog lives in its output folder
    default = database.sqlite_url(project.output / "catalog.db") if project is not None else None
    url = database.resolve_url(db, default=default)
    try:
        make_url(url)
    except ArgumentError as exc:
        _fail(f"not a database URL: '{url}' ({exc})", EXIT_USAGE)
    return url


def _engine(url: str, *, create: bool) -> Engine:
    """An engine; for reading, only over a catalog that exists (nothing is created to read from)."""
    from sqlalchemy.exc import ArgumentError

    from toolkit.catalog import database

    where = database.display_url(url)
    if not create and not database.database_exists(url):
        _fail(f"no catalog at {where}; {IMPORT_FIRST}", EXIT_USAGE)
    try:
        return database.engine_for(url, create_directory=create)
    except (ArgumentError, ImportError) as exc:
        _fail(f"cannot use the database {where}: {exc}", EXIT_USAGE)
    except OSError as exc:  # its directory cannot be made
        _fail(f"cannot create the catalog at {where}: {exc.strerror or exc}", EXIT_USAGE)


def _wrong_kind(where: str, exc: Exception) -> str:
    return (
        f"cannot read the catalog at {where}: a row holds a value of the wrong kind"
        f" ({type(exc).__name__}: {_reason(exc)}); the catalog may be damaged: import the cards into a new file"
    )


def _reason(exc: Exception) -> str:
    from toolkit.lang.printable import printable

    original = getattr(exc, "orig", None)
    return printable(str(original or exc).splitlines()[0])


def _schema_failure(where: str, exc: schema.SchemaError) -> NoReturn:
    """A database that holds no catalog of this version: said, and left as it is."""
    from toolkit.catalog import schema

    if isinstance(exc, schema.NoCatalog):
        _fail(f"{where} holds no catalog; {IMPORT_FIRST}", EXIT_USAGE)
    _fail(
        f"cannot use the catalog at {where}: {exc}. It was left as it is; import the cards into a new "
        "file (--db), or delete this one and import again (a catalog is rebuilt from its card files)",
        EXIT_USAGE,
    )


@contextmanager
def _reading(db: str | None) -> Iterator[Session]:
    from sqlmodel import Session

    from toolkit.catalog import database, schema

    url = _url(db)
    where = database.display_url(url)
    engine = _engine(url, create=False)
    try:
        with Session(engine) as session:
            schema.check(session.connection())
            yield session
    except schema.SchemaError as exc:
        _schema_failure(where, exc)
    except database.DATABASE_ERRORS as exc:
        _fail(f"cannot read the catalog at {where}: {_reason(exc)}", EXIT_USAGE)
    except database.WRONG_KIND_ERRORS as exc:
        _fail(_wrong_kind(where, exc), EXIT_USAGE)
    finally:
        engine.dispose()


def _check_game(session: Session, game: str | None) -> None:
    from toolkit.catalog.records import game_names
    from toolkit.lang.diagnostics import did_you_mean

    if game is None:
        return
    known = game_names(session)
    if game not in known:
        best = did_you_mean(game, known)
        hint = f"; did you mean '{best}'?" if best else f" (the catalog holds: {', '.join(known) or 'no games'})"
        _fail(f"no game '{game}' in the catalog{hint}", EXIT_USAGE)


# ---------------------------------------------------------------- import


@app.command("import")
def import_(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="Card files or directories (all *.cards inside); default: the project's cards."),
    ] = None,
    db: DbOption = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Check card files, then load them into the catalog in one transaction, or not at all.

    New cards are added, changed ones updated, and cards of the imported files
    (or of sets under an imported directory) that are gone are marked removed.
    """
    from toolkit.catalog import database, schema
    from toolkit.catalog.importer import import_cards, refusal_message
    from toolkit.cli.cards import load_with_progress
    from toolkit.lang.printable import printable

    check_format(format)
    url = _url(db)
    where = here()
    paths = paths_or_project(paths, where, "catalog import")
    result = load_with_progress(paths, where)
    errors = [d for d in result.diagnostics if d.is_error]
    print_diagnostics(result.diagnostics, result.sources)
    if errors:
        # Refused before the database is opened: the catalog stays byte-for-byte as it was.
        if format == "json":  # a script reads the report: one saying why nothing was imported
            emit_json({"ok": False, "diagnostics": [d.to_json() for d in result.diagnostics]})
        _fail(refusal_message(errors, result.sources), exit_code_for(errors))
    engine = _engine(url, create=True)
    where = database.display_url(url)
    try:
        report = import_cards(engine, result, paths)
    except schema.SchemaError as exc:
        _schema_failure(where, exc)
    except database.DATABASE_ERRORS as exc:
        _fail(f"cannot write the catalog at {where}: {_reason(exc)}", EXIT_USAGE)
    except database.WRONG_KIND_ERRORS as exc:  # the import reads the catalog's sets and cards first: see _reading
        _fail(_wrong_kind(where, exc), EXIT_USAGE)
    finally:
        engine.dispose()
    if format == "json":
        emit_json(
            {
                "ok": True,
                "database": where,
                "files": len(result.files),
                "cards": len(result.cards),
                "added": report.added,
                "restored": report.restored,
                "updated": report.updated,
                "unchanged": report.unchanged,
                "removed": report.removed,
                "diagnostics": [d.to_json() for d in result.diagnostics],  # warnings and notes
            }
        )
        return
    say(
        f"imported {len(result.cards)} card(s) from {len(result.files)} file(s) "
        f"into {printable(where)}: {report.summary()}"
    )


# ---------------------------------------------------------------- search


# A query may start with '-' (-kind:curse): unknown options are query words, not errors.
@app.command(context_settings={"ignore_unknown_options": True})
def search(
    query: Annotated[
        list[str] | None,
        typer.Argument(help="The query, e.g. 'kind:monster level>=8 -tag:undead'; several words are joined."),
    ] = None,
    db: DbOption = None,
    game: GameOption = None,
    include_removed: RemovedOption = False,
    format: Annotated[str, typer.Option("--format", help="Output: text (a table) or json.")] = "text",
    limit: Annotated[
        int, typer.Option("--limit", min=0, max=MAX_LIMIT, help="Show at most this many cards; 0 shows all.")
    ] = DEFAULT_LIMIT,
    _quiet: QuietOption = False,
) -> None:
    """Find cards: kind:monster level>=8, tag:undead or tag:ghost, -kind:curse, name:"slime", free words.

    See docs/catalog.md for every key and operator. An empty query lists every card.
    """
    from toolkit.catalog import database
    from toolkit.catalog.query import QUERY_FILE, parse_query
    from toolkit.catalog.records import fetch_page
    from toolkit.catalog.search import compile_query, unknown_values
    from toolkit.lang.diagnostics import DeckwrightError
    from toolkit.lang.printable import printable

    check_format(format)
    text = " ".join(query or ())
    try:
        parsed = parse_query(text)
        clause = compile_query(parsed, indexed=database.is_sqlite(_url(db)))
    except DeckwrightError as exc:
        print_diagnostics(exc.diagnostics, {QUERY_FILE: text})
        raise typer.Exit(EXIT_USAGE) from None  # the query is what was typed: a usage error
    with _reading(db) as session:  # everything shown is made inside: a damaged row is said to be one
        _check_game(session, game)
        entries, total = fetch_page(session, clause, limit=limit or None, game=game, include_removed=include_removed)
        more = f"{len(entries)} of {total} card(s); --limit 0 shows them all" if total > len(entries) else None
        if format == "json":
            cards = [e.to_json() for e in entries]
            emit_json({"ok": True, "query": text, "total": total, "shown": len(entries), "cards": cards})
            if more:  # stdout stays pure JSON
                note(more)
            return
        if not entries:
            say("no cards match")
            for why in unknown_values(parsed):  # `kind:monstr`: the likely reason, with the value meant
                note(printable(why))
            return
        out.print(_table(entries, include_removed))  # the result: shown with --quiet too
        say(more or f"{total} card(s)")


def _table(entries: list[Entry], with_status: bool) -> Table:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from toolkit.lang.printable import printable

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for title in ("game", "id", "kind", "name", "stats", *(("status",) if with_status else ())):
        table.add_column(title, overflow="fold")
    for entry in entries:
        # Text cells, never markup: card names are user text ('[...]' would be eaten), and
        # printable(): a name from an older catalog may hold ESC or a newline.
        cells = [entry.game, entry.row.key, entry.row.kind, entry.row.name, entry.summary()]
        if with_status:
            cells.append(entry.row.status)
        table.add_row(*(Text(printable(c)) for c in cells))
    return table


# ---------------------------------------------------------------- show


@app.command()
def show(
    ident: Annotated[str, typer.Argument(help="The card: GAME/ID or GAME/NAME, or its @id, key or name alone.")],
    db: DbOption = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Show one card: its fields, its source text and where it came from."""
    from rich.text import Text

    from toolkit.catalog.records import AmbiguousCard, CardNotFound, find_card
    from toolkit.lang.printable import printable

    check_format(format)
    shown_ident = printable(ident)
    with _reading(db) as session:  # everything shown is made inside: a damaged row is said to be one
        try:
            entry = find_card(session, ident)
        except AmbiguousCard as exc:
            names = ", ".join(printable(e.qualified) for e in exc.candidates)
            _fail(f"'{shown_ident}' names {len(exc.candidates)} cards; say which: {names}", EXIT_USAGE)
        except CardNotFound as exc:
            hint = f"; did you mean '{printable(exc.suggestion)}'?" if exc.suggestion else ""
            _fail(f"no card '{shown_ident}' in the catalog{hint}", EXIT_PROBLEMS)
        if format == "json":
            emit_json({"ok": True, **entry.to_json(timestamps=True)})
            return
        # The card is the command's result: shown with --quiet too.
        row = entry.row
        heading = f"{entry.qualified}: {row.kind} '{row.name}'"
        out.print(Text(printable(heading), style="bold"), markup=False)
        facts: list[tuple[str, str]] = [("status", row.status), ("deck", row.deck or "-")]
        for name, value in row.fields.items():
            if isinstance(value, list):
                shown = ", ".join(str(v) for v in value) or "-"
            elif isinstance(value, bool):
                shown = "yes" if value else "no"
            else:
                shown = str(value)
            facts.append((name, shown))
        created = entry.to_json(timestamps=True)
        facts += [
            ("from", f"{row.file}:{row.line}"),
            ("set", entry.set_path),
            ("hash", row.content_hash),
            ("added", str(created["created_at"])),
            ("updated", str(created["updated_at"])),
        ]
        width = max(len(name) for name, _ in facts)
        for name, value in facts:
            out.print(Text.assemble((f"  {printable(name):<{width}}  ", "cyan"), printable(value)), markup=False)
        out.print()
        out.print(Text(printable(row.source.rstrip("\n"), block=True)), markup=False)


# ---------------------------------------------------------------- export


@app.command("export")
def export_(
    format: Annotated[str, typer.Option("--format", "-f", help="json (card model + catalog facts) or csv.")] = "json",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file (atomically) instead of stdout.")
    ] = None,
    excel: Annotated[
        bool, typer.Option("--excel", help="CSV for Excel: a UTF-8 byte order mark and CRLF line ends.")
    ] = False,
    db: DbOption = None,
    game: GameOption = None,
    include_removed: RemovedOption = False,
    report: ReportOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Export the catalog's cards as JSON or CSV (text cells that would run as formulas get a leading ')."""
    from toolkit.catalog import export
    from toolkit.catalog.records import fetch
    from toolkit.files import write_atomic
    from toolkit.lang.printable import printable
    from toolkit.report import json_report

    check_format(format, EXPORT_FORMATS)
    check_format(report, what="report")
    if excel and format != "csv":
        _fail("--excel applies to --format csv only", EXIT_USAGE)
    if report == "json" and output is None:  # stdout holds the export itself
        _fail("a JSON report needs the export written to a file: give --output FILE", EXIT_USAGE)
    with _reading(db) as session:  # rendered inside: a damaged row is said to be one
        _check_game(session, game)
        entries = fetch(session, game=game, include_removed=include_removed)
        if format == "json":  # a report as every command's: schema_version, then the cards
            text = json_report({"cards": [e.to_json() for e in entries]}) + "\n"
        else:
            text = export.render(entries, format, excel=excel)
        data = text.encode("utf-8", "backslashreplace")
    if output is None:
        sys.stdout.flush()
        sys.stdout.buffer.write(data)  # bytes: the BOM and CRLF must reach the file as they are
        sys.stdout.buffer.flush()
        return
    try:
        write_atomic(output, data)
    except OSError as exc:
        _fail(f"cannot write {printable(str(output))}: {exc.strerror or exc}", EXIT_USAGE)
    if report == "json":
        games = sorted({e.game for e in entries})
        emit_json({"ok": True, "written": [str(output)], "format": format, "cards": len(entries), "games": games})
        return
    say(f"wrote {len(entries)} card(s) to {printable(str(output))}")
