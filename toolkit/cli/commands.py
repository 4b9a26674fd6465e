"""The command table: every command of ``deckwright``, the module that defines it and its one-line
help, so that the app starts without importing every command module.

Typer builds a Click command by reading its function's signature, which evaluates every string
annotation (``from __future__ import annotations``): about 2 ms a command, 0.08 s for the whole
app, and the command modules' imports on top. ``deckwright --version`` and ``--help`` need none
of it: the help lists each command's name and first line, which this table holds. A command is
built, from its own module, only when it runs or its ``--help`` is asked for; ``commands`` of the
root group is a :class:`LazyCommands` mapping, so everything that reads the group as Click's
(``get_command``, "did you mean", shell completion, the tests that walk every command) still sees
every command. tests/test_cli_commands.py holds the table equal to what the modules define.

To add a command: define it in its module (``register(app)`` for a top-level command, a
``typer.Typer`` named ``app`` for a group) and add a row here, in the order ``--help`` lists it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Entry:
    """One command of the root group."""

    name: str
    module: str  # the module that defines it
    help: str  # its help's first paragraph: what `deckwright --help` shortens to one line
    group: bool = False  # a group of commands (the module's Typer `app`), not one command
    hidden: bool = False


COMMANDS: tuple[Entry, ...] = (
    Entry(
        "init",
        "toolkit.cli.project",
        "Start a card-set project: deckwright.toml, a starter card file with a passing test, a .gitignore.",
    ),
    Entry("check", "toolkit.cli.cards", "Parse and check card files against their game's rules; report every problem."),
    Entry("fmt", "toolkit.cli.cards", "Rewrite card files in the canonical layout (comments are kept)."),
    Entry(
        "new", "toolkit.cli.cards", "Scaffold a card of a kind for a game, with its required fields and a fresh @id."
    ),
    Entry("test", "toolkit.cli.play", "Run the scenarios (test blocks) of card files against the game's rules engine."),
    Entry(
        "explain",
        "toolkit.cli.play",
        "Show, for a scenario, each combat's strength side by side, item by item, and what followed.",
    ),
    Entry(
        "simulate",
        "toolkit.cli.play",
        "Play complete games with heuristic bots and report wins by seat, game length and card use.",
    ),
    Entry(
        "validate",
        "toolkit.cli.validate",
        "Validate cards: static checks, rule conflicts, their test blocks, fuzzing in the engine, and their text "
        "in the configured languages.",
    ),
    Entry(
        "vocabulary",
        "toolkit.cli.vocabulary",
        "List a game's card kinds, fields and phrases: every word the checker knows.",
    ),
    Entry(
        "build",
        "toolkit.cli.build",
        "The main job: check and validate the cards, load the catalog, build the rulebooks; all into output/.",
    ),
    Entry(
        "watch",
        "toolkit.cli.watch",
        "Check, test and validate the cards each time a card file or their sheet is saved; print what is new. "
        "Ctrl-C stops.",
    ),
    Entry("diff", "toolkit.cli.diff", "List the cards added, removed and changed, field by field and rule by rule."),
    Entry(
        "catalog",
        "toolkit.cli.catalog",
        "The card catalog: import checked cards into a database, search them, show and export them.",
        group=True,
    ),
    Entry("rulebook", "toolkit.cli.rulebook", "Players' rulebooks: HTML with print CSS, and PDF.", group=True),
    Entry(
        "i18n",
        "toolkit.cli.i18n",
        "Translations: extract, update, compile, status and check the message catalogs.",
        group=True,
    ),
    Entry(
        "render",
        "toolkit.cli.render",
        "Render cards: faces (PNG), print sheets (PDF and PNG), Tabletop Simulator decks; check them first.",
        group=True,
    ),
    Entry(
        "text",
        "toolkit.cli.text",
        "Card rules text generated from the card model, in every language (docs/i18n.md).",
        group=True,
    ),
    Entry(
        "sheet",
        "toolkit.cli.sheet",
        "Card data in spreadsheets: export a game's cards, import the edited sheet.",
        group=True,
    ),
)

BY_NAME = {entry.name: entry for entry in COMMANDS}


def build_command(entry: Entry, *, rich_markup_mode: Any, suggest_commands: bool, pretty_exceptions_short: bool) -> Any:
    """The Click command of ``entry``, made by Typer from its module exactly as an app that
    registered every command would make it (the same settings handed down from the root)."""
    import typer
    from typer.main import get_command_from_info, get_command_name, get_group_from_info

    module = importlib.import_module(entry.module)
    holder = typer.Typer()
    if entry.group:
        holder.add_typer(module.app, name=entry.name)
        (info,) = holder.registered_groups
        return get_group_from_info(
            info,
            pretty_exceptions_short=pretty_exceptions_short,
            rich_markup_mode=rich_markup_mode,
            suggest_commands=suggest_commands,
        )
    module.register(holder)
    for command in holder.registered_commands:
        if (command.name or get_command_name(command.callback.__name__)) == entry.name:  # type: ignore[union-attr]
            return get_command_from_info(
                command, pretty_exceptions_short=pretty_exceptions_short, rich_markup_mode=rich_markup_mode
            )
    raise LookupError(f"the command table names '{entry.name}' in {entry.module}, which does not define it")


class LazyCommands(MutableMapping[str, Any]):
    """A group's commands by name, in order: the names known at once, each command built on first use.

    Iterating, ``len`` and ``in`` build nothing; reading a command (``[name]``, ``get``, ``values``,
    ``items``) builds it, once."""

    def __init__(self, names: Iterable[str], load: Callable[[str], Any]) -> None:
        self._names: list[str] = list(dict.fromkeys(names))
        self._built: dict[str, Any] = {}
        self._load = load

    def built(self, name: str) -> Any | None:
        """The command if it has been built already, else None (building nothing)."""
        return self._built.get(name)

    def __getitem__(self, name: str) -> Any:
        found = self._built.get(name)
        if found is None:
            if name not in self._names:
                raise KeyError(name)
            found = self._built[name] = self._load(name)
        return found

    def __setitem__(self, name: str, command: Any) -> None:
        if name not in self._names:
            self._names.append(name)
        self._built[name] = command

    def __delitem__(self, name: str) -> None:
        self._names.remove(name)
        self._built.pop(name, None)

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._names))

    def __len__(self) -> int:
        return len(self._names)
