"""``deckwright vocabulary GAME``: every word the checker knows for a game, as Markdown or JSON."""

from __future__ import annotations

from typing import Annotated

import typer

from toolkit.cli.output import QuietOption, check_format, emit_json, fail, out
from toolkit.cli.project import here


def register(app: typer.Typer) -> None:
    app.command()(vocabulary)


def vocabulary(
    game: Annotated[
        str | None, typer.Argument(help="The game whose words to list, e.g. munchkin (default: the project's).")
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text (Markdown) or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """List a game's card kinds, fields and phrases: every word the checker knows."""
    from toolkit.lang.printable import printable
    from toolkit.rulesets import all_rulesets
    from toolkit.vocabulary_report import vocabulary_json, vocabulary_markdown

    check_format(format)
    if game is None:
        project = here().project
        if project is None:
            fail("name a game (deckwright vocabulary munchkin), or run inside a project")
        game = project.game
    ruleset = all_rulesets().get(game)
    if ruleset is None:
        fail(f"unknown game '{printable(game)}' (known: {', '.join(all_rulesets())})")
    if format == "json":
        emit_json({"ok": True, **vocabulary_json(ruleset)})
        return
    # The listing is the command's result: printed with --quiet too.
    out.print(printable(vocabulary_markdown(ruleset), block=True), markup=False, end="")
