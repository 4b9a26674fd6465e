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
    from toolkit.i18n.catalogs import Project as Translations
    from toolkit.lang.model import Card
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
        folder = where.project.cards
        if not folder.is_dir():  # a slip in `cards = "..."` names the config, not only a path
            from toolkit.lang.printable import printable

            fail(
                f"{printable(str(where.project.config))}: the project's cards folder "
                f"'{printable(where.project.cards_dir)}' is not a folder ({printable(str(folder))})",
                "fix 'cards' in deckwright.toml, or make the folder (docs/projects.md)",
            )
        return [str(folder)]
    fail(
        "give card files or folders, or run inside a project",
        f"see 'deckwright {command} --help'; 'deckwright init DIR --game GAME' makes a project",
    )


def card_source(game: str, given: Path | None, where: Where) -> Path:
    """Which cards a command that reads one game's set uses (simulate, render, sheet export): the one rule
    of docs/projects.md. ``--cards`` when given (it must exist); inside a project of that game, the
    project's cards (on its base set); else a folder ``cards/`` here (a checkout's, or sets of one's own);
    else the set the game ships with. A game with none of these is a usage error (exit 2)."""
    from toolkit.lang import games
    from toolkit.lang.diagnostics import suggestion
    from toolkit.lang.printable import printable
    from toolkit.lang.sets import shipped_root, shipped_set

    if games.get(game) is None:
        fail(f"unknown game '{printable(game)}'" + suggestion(game, list(games.names())))
    if given is not None:
        if not given.exists():
            fail(f"--cards {printable(str(given))}: no such file or folder")
        return given
    if where.project is not None and where.project.game == game:
        return where.project.cards
    shipped = shipped_set(game)
    here_cards = Path("cards")
    # A project's cards are of its game: another game plays its shipped set there, not the folder's.
    if where.project is None and here_cards.is_dir():
        root = shipped_root()
        # The checkout's own cards/ (the shipped sets): read the game's set alone, as anywhere else.
        if shipped is not None and root is not None and here_cards.resolve() == root.resolve():
            return shipped
        return here_cards
    if shipped is not None:
        return shipped
    fail(
        f"no cards for '{printable(game)}': it ships no card set and there is no folder 'cards' here",
        "pass --cards DIR (a folder or file of its cards), or run inside a project of that game",
    )


def game_pool(game: str, given: Path | None, where: Where, *, json: bool = False) -> tuple[Path, list[Card]]:
    """The whole set a game is played with: the cards of ``card_source``, then those of the game's base
    set they do not replace (names resolve in the project first, as the scenarios' pool:
    toolkit.validate.testing.card_pool). Cards with errors end the command (exit 1)."""
    from toolkit.cli.output import end_on_errors
    from toolkit.lang.load import base_cards, load

    source = card_source(game, given, where)
    loaded = load([str(source)], bases=where.bases, allow=where.allow)
    if not loaded.ok:
        end_on_errors(loaded.diagnostics, loaded.sources, json)
    pool = [c for c in loaded.cards if c.game == game]
    taken = {c.key for c in pool} | {c.name.casefold() for c in pool}
    pool += [
        c for c in base_cards(game, where.bases, loaded.files) if c.key not in taken and c.name.casefold() not in taken
    ]
    return source, pool


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


# ---------------------------------------------------------------- a project's translations


def project_locales(project: Project) -> tuple[Path, ...]:
    """A project's locale layers over the shipped folder, lowest first: its base set's project's (and
    theirs, when a base set is a folder inside another project), then its own ``locales/``."""
    from toolkit.lang.sets import shipped_set
    from toolkit.project import ProjectError, find, read

    found: list[Path] = []
    seen: set[Path] = set()
    current: Project | None = project
    while current is not None and current.root not in seen:
        seen.add(current.root)
        found.insert(0, current.root / "locales")
        base = current.base_dir()
        shipped = base is not None and base == shipped_set(current.base)  # translated in the shipped folder
        config = find(base) if base is not None and base.is_dir() and not shipped else None
        try:
            current = read(config) if config is not None else None
        except ProjectError:
            current = None  # a base project's broken config: its own commands report it
    return tuple(found)


def use_project_locales(project: Project | None) -> None:
    """Lay the project's translations (and its base projects') over the shipped ones for this command.
    Outside a project nothing is imported for it (start-up, docs/performance.md): layers already loaded
    (a process running commands in turn) are reset."""
    import sys

    if project is None:
        loaded = sys.modules.get("toolkit.i18n.layers")
        if loaded is not None:
            loaded.use(())
        return
    from toolkit.i18n import layers

    layers.use(project_locales(project))


def project_translations(project: Project) -> Translations:
    """What the i18n workflow acts on in a project: its own locales/ (written), the layers beneath it
    (read), its cards (derived entries: flavour, designer text fields, name stubs) on its base set."""
    import dataclasses

    from toolkit.i18n import layers
    from toolkit.i18n.catalogs import Project

    folders = project_locales(project)
    shipped = Project.default()
    own = project.root / "templates" / "rulebook"
    return dataclasses.replace(
        shipped,
        # Its rulebook is built from its own templates when it has them, else from the shipped ones
        # (whose messages its catalogs then translate its own way, over the shipped catalogs).
        templates=own if (own / project.game).is_dir() else shipped.templates,
        locales=folders[-1],
        beneath=(layers.shipped(), *folders[:-1]),
        own_game=project.game,
        own_cards=project.cards,
        bases=project.bases(),
    )
