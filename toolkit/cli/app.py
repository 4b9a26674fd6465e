"""The root of ``deckwright``: the app, its options (``--version``, ``--quiet``), the command groups,
and the one place where errors become lines on stderr and exit codes.

Start-up is kept short (docs/performance.md, "Start-up"): this module imports only Typer (the
consoles, Rich, are made when something is printed through them), and no command module: the root
group knows its commands from the command table (toolkit/cli/commands.py) and builds one only when
it runs or its ``--help`` is asked for; each command imports the parts it drives when it runs.
"""

from __future__ import annotations

import sys
from gettext import gettext
from typing import Annotated, Any

import typer
from typer._click import exceptions as click_errors  # the Click that Typer vendors and raises
from typer._click.utils import make_default_short_help
from typer.core import TyperGroup

from toolkit.cli import coercion, helptext, output
from toolkit.cli.commands import BY_NAME, COMMANDS, Entry, LazyCommands, build_command
from toolkit.cli.output import EXIT_OK, EXIT_USAGE, error, set_quiet, write_stdout


def _lower_first(text: str) -> str:
    text = text.strip().removesuffix(".")
    return text[:1].lower() + text[1:] if text[:1].isupper() and not text[1:2].isupper() else text


def _command_path(root: TyperGroup, ctx: Any, argv: list[str]) -> str:
    """The command a usage error belongs to. Click reports an error in a command's own options
    (`test x --format` with no value) with no context, or the group's, before the command's exists:
    the words of argv that name commands, group by group, say which it was."""
    path, command = ("deckwright", root) if ctx is None else (ctx.command_path, ctx.command)
    for word in argv[len(path.split()) - 1 :]:
        if not isinstance(command, TyperGroup):  # every group of the app is one (sub-apps included)
            break
        found = command.commands.get(word)
        if found is None:
            if word.startswith("-"):
                continue
            break
        path, command = f"{path} {word}", found
    return path


class DeckwrightGroup(TyperGroup):
    """Runs the command line with Click's own error printing replaced by the one style
    (toolkit.report): a usage error is ``error: ...`` with a ``= help:`` line, exit 2."""

    _light = False
    pretty_exceptions_short = True  # the app's, handed to every command as Typer would

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        given = dict(self.commands)  # none from the app itself: its commands are the table's
        self.commands = LazyCommands([*(entry.name for entry in COMMANDS), *given], self._build)
        for name, command in given.items():
            self.commands[name] = command

    def _build(self, name: str) -> Any:
        command = build_command(
            BY_NAME[name],
            rich_markup_mode=self.rich_markup_mode,
            suggest_commands=self.suggest_commands,
            pretty_exceptions_short=self.pretty_exceptions_short,
        )
        coercion.install(command)
        helptext.install(command)
        return command

    def list_commands(self, ctx: Any) -> list[str]:
        return list(self.commands)  # the names alone: building none

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """The commands and their first lines as Click writes them, from the table: listing a
        command does not build it (tests/test_cli_commands.py: the screen is the eager app's)."""
        assert isinstance(self.commands, LazyCommands)
        rows: list[tuple[str, Any]] = []  # (name, the command if built, else its table entry)
        for name in self.list_commands(ctx):
            what = self.commands.built(name) or BY_NAME[name]
            if not what.hidden:
                rows.append((name, what))
        if not rows:
            return
        limit = formatter.width - 6 - max(len(name) for name, _ in rows)
        lines = [
            (name, make_default_short_help(w.help, limit) if isinstance(w, Entry) else w.get_short_help_str(limit))
            for name, w in rows
        ]
        with formatter.section(gettext("Commands")):
            formatter.write_dl(lines)

    def main(self, args: Any = None, prog_name: str | None = None, **extra: Any) -> Any:  # type: ignore[override]
        extra.pop("standalone_mode", None)
        if not self._light:  # option values converted without Pydantic (toolkit/cli/coercion.py)
            coercion.install(self, deep=False)  # each command is given them as it is built
            helptext.install(self, deep=False)
            self._light = True
        try:
            code = super().main(args=args, prog_name=prog_name or "deckwright", standalone_mode=False, **extra)
        except click_errors.NoArgsIsHelpError as exc:  # `deckwright` or `deckwright catalog` alone
            assert exc.ctx is not None
            output.out.print(exc.ctx.get_help(), markup=False, highlight=False)
            sys.exit(EXIT_USAGE)
        except click_errors.UsageError as exc:
            command = _command_path(self, exc.ctx, sys.argv[1:] if args is None else list(args))
            error(_lower_first(exc.format_message()), f"see '{command} --help'")
            sys.exit(exc.exit_code)
        except click_errors.ClickException as exc:
            error(_lower_first(exc.format_message()))
            sys.exit(exc.exit_code)
        except typer.Abort:
            error("aborted")
            sys.exit(1)
        except KeyboardInterrupt:
            error("interrupted")
            sys.exit(130)
        if code == 130:  # Typer turns Ctrl-C into exit 130, silently
            error("interrupted")
        sys.exit(code if isinstance(code, int) else EXIT_OK)


app = typer.Typer(
    name="deckwright",
    cls=DeckwrightGroup,
    help="Deckwright: write cards in a small language, check them against the game's rules, keep them in a catalog.",
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from toolkit import __version__, compiled_modules

        compiled = compiled_modules()
        build = f" (compiled engine: {len(compiled)} modules)" if compiled else ""
        write_stdout(f"deckwright {__version__}{build}")  # as Rich would print it, without importing Rich
        raise typer.Exit(EXIT_OK)


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit."),
    ] = False,
    quiet: Annotated[
        bool,
        typer.Option(
            "--quiet",
            "-q",
            help="Print only errors and the command's result: no summaries, warnings, notes or progress.",
        ),
    ] = False,
) -> None:
    """Deckwright: a card database and rules-authoring toolkit."""
    set_quiet(quiet)


DeckwrightGroup.pretty_exceptions_short = app.pretty_exceptions_short


def main() -> None:
    """The ``deckwright`` entry point."""
    try:
        app()
    except KeyboardInterrupt:  # pragma: no cover - a signal between Click's frames
        output.err.print("error: interrupted", markup=False)
        sys.exit(130)
