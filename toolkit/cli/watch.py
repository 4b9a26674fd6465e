"""``deckwright watch``: the card set checked, tested and validated again at every save, and its linked
sheet imported again when it is saved (or, published, when a poll finds it changed)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from toolkit.cli.output import EXIT_OK, QuietOption, check_format, emit_json_line, err, fail, out, quiet
from toolkit.cli.play import DEFAULT_CARDS, check_card_set
from toolkit.cli.project import here, paths_or_project


def register(app: typer.Typer) -> None:
    app.command()(watch)


def watch(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="Card files or directories to watch (all *.cards inside); default: the project's cards."),
    ] = None,
    cards: Annotated[
        Path, typer.Option("--cards", help="Where the game's card sets live; test blocks may name any card there.")
    ] = DEFAULT_CARDS,
    db: Annotated[
        str | None,
        typer.Option("--db", envvar="DECKWRIGHT_DB", help="Catalog database URL holding the validator's cache."),
    ] = None,
    output: Annotated[
        Path,
        typer.Option("--output", "-o", help="Where faces go: OUTPUT/watch/ (in a project: its output folder)."),
    ] = Path("output"),
    faces: Annotated[
        bool, typer.Option("--faces/--no-faces", help="Draw the faces of the cards that changed into OUTPUT/watch/.")
    ] = True,
    sheet: Annotated[
        list[str] | None,
        typer.Option(
            "--sheet",
            metavar="FILE|URL",
            help="A sheet (.xlsx, .csv or a published CSV address) to import at each save "
            "(default: the one 'deckwright sheet import' last imported into these cards).",
        ),
    ] = None,
    poll_sheet: Annotated[
        float,
        typer.Option(
            "--poll-sheet",
            min=0,
            metavar="SECONDS",
            help="Fetch a published sheet every SECONDS; import it when it changed (0: never).",
        ),
    ] = 0,
    once: Annotated[bool, typer.Option("--once", help="Run one round and exit (1 if it found errors).")] = False,
    format: Annotated[
        str, typer.Option("--format", "-f", help="Output: text, or json (JSON lines: one report per round).")
    ] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Check, test and validate the cards each time a card file or their sheet is saved; print what is new.
    Ctrl-C stops."""
    import time

    from toolkit.cli.sheet import links_folder
    from toolkit.lang.printable import printable
    from toolkit.lang.sets import base_paths
    from toolkit.report import print_diagnostics
    from toolkit.scaffold import fresh_id, ids_in
    from toolkit.sheet.link import linked_sheet
    from toolkit.sheet.remote import is_address
    from toolkit.sheet.run import cache_folder, set_folder
    from toolkit.validate.runner import ValidateOptions
    from toolkit.watch import FaceStep, LinkedSheet, Round, Step, Watch, is_watched, saves

    check_format(format)
    json = format == "json"
    check_card_set(cards)
    where = here()
    paths = paths_or_project(paths, where, "watch")
    missing = [p for p in paths if not Path(p).exists()]
    if missing:
        fail(f"no such file or directory: {printable(missing[0])}")
    layouts = None
    if where.project is not None:
        from toolkit.render.layout import Layouts

        cards = where.project.cards if cards == DEFAULT_CARDS else cards
        output = where.project.output if output == Path("output") else output
        if db is None:
            db = f"sqlite:///{where.project.output / 'catalog.db'}"
        layouts = Layouts.for_project(where.project.root)
    # The validator's face stage lays out the whole set: a round draws the changed cards' faces instead.
    options = ValidateOptions(db_url=db, cards_root=cards, bases=where.bases, allow=where.allow, faces=False)
    steps: list[Step] = [FaceStep(output / "watch", layouts)] if faces else []
    cache = cache_folder(where.project.output if where.project is not None else None)
    sources = list(sheet or [])
    link = None if sources else linked_sheet(links_folder(set_folder(paths), where), set_folder(paths))
    if link is not None and (link.is_address or Path(link.sheet).is_file()):  # a sheet moved away: not linked
        sources.append(link.sheet)
    for source in sources:
        if not is_address(source) and not Path(source).is_file():
            fail(f"no such sheet: {printable(source)}", "give a .xlsx or .csv file, or a published sheet's address")
    project_name = where.project.name if where.project is not None else ""

    def new_id(texts: list[str], game: str) -> str:
        # As `sheet import`: never a base card's @id, which would replace that card.
        return fresh_id(texts, project_name or game, ids_in(base_paths(game, where.bases)))

    links = [LinkedSheet(source, list(paths), cache, new_id) for source in sources]
    watching = Watch(paths, options, steps, links)

    def say(line: str) -> None:
        out.print(line, markup=False, highlight=False)

    rounds = 0
    notes: list[str] = []  # said before the first round: they go into its report

    def report(found: Round) -> None:
        """``--format json``: the round as one JSON line, once its later steps (the faces) are done, so
        that a script reads a round whole; every diagnostic standing, not only the new ones."""
        nonlocal rounds
        from toolkit.cli.sheet import change_json

        lines = list(watching.later(found))
        rounds += 1
        emit_json_line(
            {
                "ok": not found.errors,
                "round": rounds,
                "reread": [str(p) for p in found.reread],
                "sheets": list(found.sheets),
                "changed": [{"game": c.game, "id": c.key, "kind": c.kind, "name": c.name} for c in found.changed],
                "removed": list(found.removed),
                "errors": found.errors,
                "warnings": found.warnings,
                "new": len(found.new),
                "fixed": found.fixed,
                "diagnostics": [d.to_json() for d in found.remaining],
                "imported": [change_json(c) for c in found.imports],
                "written": [str(p) for p in found.written],
                "lines": [*found.imported, *lines],  # what text mode says of the imports and the faces
                "notes": notes[:] if rounds == 1 else [],
                "seconds": round(found.seconds, 3),
            }
        )

    def show(found: Round) -> None:
        # The sheets' imports, the diagnostics and the summary first; the faces are drawn after (later).
        if json:
            report(found)
            return
        for line in found.imported:
            say(line)
        print_diagnostics(found.new, found.sources, out, quiet=quiet())
        if (found.reread or found.sheets) and not quiet():
            read = [*found.sheets, *(str(p) for p in found.reread)]
            names = ", ".join(printable(name) for name in read[:3]) + (" ..." if len(read) > 3 else "")
            err.print(f"{names}: {found.summary()}", markup=False, highlight=False)
        for line in watching.later(found):
            say(line)

    for link in links:
        if line := watching.first_look(link):
            if json:
                notes.append(line)
            else:
                say(line)
    first = watching.round()
    show(first)
    if once:
        raise typer.Exit(1 if first.errors else EXIT_OK)
    polled = [link for link in links if link.is_address] if poll_sheet > 0 else []
    if not quiet():
        err.print(f"watching {', '.join(printable(p) for p in paths)} (Ctrl-C stops)", markup=False, highlight=False)
        for link in links:
            how = (
                f"fetched every {poll_sheet:g} s"
                if link in polled
                else "not polled (--poll-sheet SECONDS)"
                if link.is_address
                else "imported when saved"
            )
            err.print(f"sheet {printable(link.name)}: {how}", markup=False, highlight=False)
    files = [link.file for link in links if link.file is not None]
    next_poll = time.monotonic() + poll_sheet
    for saved in saves([Path(p) for p in paths], also=files, timeout_ms=int(poll_sheet * 1000) if polled else None):
        resolved = {p.resolve() for p in saved}
        due = [link for link in links if link.file is not None and link.file in resolved]
        if polled and time.monotonic() >= next_poll:
            next_poll = time.monotonic() + poll_sheet
            due.extend(link for link in polled if watching.changed(link))
        if due or any(is_watched(p) for p in saved):
            show(watching.round(due))
    if not quiet():
        err.print("stopped watching", markup=False, highlight=False)
