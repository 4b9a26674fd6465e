"""``deckwright init``, and how every command finds the project it runs in (toolkit/project.py).

A command run inside a project (a folder with deckwright.toml, looked for upward from the working
directory) takes the project's cards when given no paths, builds on the project's base set, and
allows what the project allows. Outside one, each game builds on its shipped set.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from toolkit.cli.output import EXIT_OK, QuietOption, check_format, emit_json, fail, say

if TYPE_CHECKING:
    from toolkit.lang.sets import Bases
    from toolkit.project import Project


def register(app: typer.Typer) -> None:
    app.command()(init)


@dataclass(frozen=True)
class Where:
    """What a command needs of the project it runs in (all None / empty outside one)."""

    project: Project | None

    @property
    def bases(self) -> Bases | None:
        return self.project.bases() if self.project is not None else None

    @property
    def allow(self) -> dict[str, str]:
        return dict(self.project.allow) if self.project is not None else {}

    @property
    def cards(self) -> Path | None:
        return self.project.cards if self.project is not None else None


def here() -> Where:
    """The project the working directory is in; a config that cannot be used ends the command (exit 2)."""
    from toolkit.cli.i18n import use_project_locales
    from toolkit.project import ProjectError, current

    try:
        where = Where(current())
    except ProjectError as exc:
        fail(str(exc), "fix deckwright.toml (docs/projects.md)")
    use_project_locales(where.project)  # its translations over the shipped ones (docs/projects.md)
    return where


def paths_or_project(paths: list[str] | None, where: Where, command: str) -> list[str]:
    """The paths given, else the project's cards folder; neither is a usage error."""
    if paths:
        return paths
    if where.project is not None:
        return [str(where.project.cards)]
    fail(
        "give card files or folders, or run inside a project",
        f"see 'deckwright {command} --help'; 'deckwright init DIR --game GAME' makes a project",
    )


def init(
    folder: Annotated[Path, typer.Argument(help="The project's folder (made if it does not exist).")] = Path("."),
    game: Annotated[str, typer.Option("--game", "-g", help="The game the cards are for, e.g. munchkin.")] = "munchkin",
    base: Annotated[
        str | None,
        typer.Option("--base", help="The set to build on: a shipped set, a folder, or '' (default: the game's set)."),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Start a card-set project: deckwright.toml, a starter card file with a passing test, a .gitignore."""
    check_format(format)
    from toolkit.lang import games
    from toolkit.lang.printable import printable
    from toolkit.lang.sets import shipped_set
    from toolkit.project import ProjectError
    from toolkit.project import init as make
    from toolkit.scaffold import ids_in, project_prefix, starter_file

    ruleset = games.get(game)
    try:
        if ruleset is None:
            make(folder, game)  # says which games there are
            raise AssertionError("unreachable")
        prefix = "".join(ch for ch in folder.resolve().name.lower() if ch.isalnum())[:12] or "set"
        named = game if base is None else base  # the base set, whose ids the starter card must not take
        found = (shipped_set(named) or (folder / named if (folder / named).is_dir() else None)) if named else None
        prefix = project_prefix(prefix, ids_in([found]) if found is not None else ())
        written = make(folder, game, base, starter_file(ruleset, prefix))
    except ProjectError as exc:
        fail(str(exc))
    if format == "json":
        emit_json(
            {
                "ok": True,
                "folder": str(folder),
                "game": ruleset.name,
                "base": base if base is not None else game,
                "written": [str(p) for p in written],
            }
        )
        raise typer.Exit(EXIT_OK)
    for path in written:
        say(f"wrote {printable(str(path))}")
    say(f"a {ruleset.title} project in {printable(str(folder))}: run 'deckwright test' there")
    raise typer.Exit(EXIT_OK)
