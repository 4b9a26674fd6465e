"""``deckwright build``: the command over toolkit.build (the main job), which prints through the
consoles it is given and returns the exit code. With ``--format json`` stdout holds only the build's
JSON report (each step's outcome and counts, the files written); its summary lines go to stderr."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from toolkit.cli.output import QuietOption, check_format, emit_json, err, out, quiet
from toolkit.cli.project import here, project_translations

if TYPE_CHECKING:
    from toolkit.cli.project import Where
    from toolkit.i18n.catalogs import Project as Translations


def register(app: typer.Typer) -> None:
    app.command()(build)


def _translations(where: Where) -> Translations | None:
    """A project's rulebook catalogs over the shipped ones (toolkit/cli/project.py), else None."""
    if where.project is None:
        return None
    return project_translations(where.project)


def build(
    cards: Annotated[str, typer.Option("--cards", help="The card sets to build (in a project: its cards).")] = "cards",
    output: Annotated[
        Path, typer.Option("--output", "-o", help="Where everything is written (in a project: its output folder).")
    ] = Path("output"),
    db: Annotated[
        str | None,
        typer.Option("--db", envvar="DECKWRIGHT_DB", help="Catalog database URL (default: OUTPUT/catalog.db)."),
    ] = None,
    rulebooks: Annotated[
        bool,
        typer.Option(
            "--rulebooks/--no-rulebooks",
            envvar="DECKWRIGHT_RULEBOOKS",
            help="Build the rulebooks into OUTPUT/rulebooks/ (only those whose inputs changed).",
        ),
    ] = True,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            "-l",
            help=(
                "Build the rulebooks and render the cards in these languages only, comma-separated "
                "(default: the project's languages, else all)."
            ),
        ),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """The main job: check and validate the cards, load the catalog, build the rulebooks; all into output/."""
    from toolkit.build import run_build
    from toolkit.cli.output import fail
    from toolkit.i18n.catalogs import LANGUAGES
    from toolkit.lang.printable import printable

    check_format(format)
    languages = tuple(x.strip() for x in (lang or "").split(",") if x.strip())
    for code in languages:
        if code not in LANGUAGES:
            fail(f"unknown language '{printable(code)}' (known: {', '.join(LANGUAGES)})")

    where = here()
    if where.project is not None:  # the project's cards and output folder, wherever it is run from inside it
        cards = str(where.project.cards) if cards == "cards" else cards
        output = where.project.output if output == Path("output") else output
    summary: dict[str, object] = {}
    code = run_build(
        Path(cards),
        output,
        db,
        err if format == "json" else out,  # stdout is the report's alone
        err,
        quiet=quiet(),
        rulebooks=rulebooks,
        bases=where.bases,
        allow=where.allow,
        project_root=where.project.root if where.project is not None else None,
        languages=languages or (tuple(where.project.languages) if where.project is not None else None),
        summary=summary,
        translations=_translations(where),
    )
    if format == "json":
        emit_json(summary)
    raise typer.Exit(code)
