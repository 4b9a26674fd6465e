"""``deckwright watch``: the card set checked, tested and validated again at every save."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from toolkit.cli.output import EXIT_OK, QuietOption, err, fail, out, quiet
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
    once: Annotated[bool, typer.Option("--once", help="Run one round and exit (1 if it found errors).")] = False,
    _quiet: QuietOption = False,
) -> None:
    """Check, test and validate the cards each time a card file is saved; print what is new. Ctrl-C stops."""
    from toolkit.lang.printable import printable
    from toolkit.report import print_diagnostics
    from toolkit.validate.runner import ValidateOptions
    from toolkit.watch import FaceStep, Round, Step, Watch, saves

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
    watching = Watch(paths, options, steps)

    def show(found: Round) -> None:
        print_diagnostics(found.new, found.sources, out, quiet=quiet())
        for line in found.lines:
            out.print(line, markup=False, highlight=False)
        if found.reread and not quiet():
            names = ", ".join(printable(str(p)) for p in found.reread[:3]) + (" ..." if len(found.reread) > 3 else "")
            err.print(f"{names}: {found.summary()}", markup=False, highlight=False)

    first = watching.round()
    show(first)
    if once:
        raise typer.Exit(1 if first.errors else EXIT_OK)
    if not quiet():
        err.print(f"watching {', '.join(printable(p) for p in paths)} (Ctrl-C stops)", markup=False, highlight=False)
    for _saved in saves([Path(p) for p in paths]):
        show(watching.round())
    if not quiet():
        err.print("stopped watching", markup=False, highlight=False)
