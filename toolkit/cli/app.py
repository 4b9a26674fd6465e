"""The root of ``deckwright``: the app, its options (``--version``, ``--quiet``), the command groups,
and the one place where errors become lines on stderr and exit codes.

Start-up is kept short (docs/performance.md, "Start-up"): this module and the command modules
import only Typer and Rich's console; each command imports the parts it drives when it runs.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from typer._click import exceptions as click_errors  # the Click that Typer vendors and raises
from typer.core import TyperGroup

from toolkit.cli import build, cards, catalog, coercion, i18n, play, project, rulebook, text, validate, vocabulary
from toolkit.cli.output import EXIT_OK, EXIT_USAGE, err, error, out, set_quiet


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

    def main(self, args: Any = None, prog_name: str | None = None, **extra: Any) -> Any:  # type: ignore[override]
        extra.pop("standalone_mode", None)
        if not self._light:  # option values converted without Pydantic (toolkit/cli/coercion.py)
            coercion.install(self)
            self._light = True
        try:
            code = super().main(args=args, prog_name=prog_name or "deckwright", standalone_mode=False, **extra)
        except click_errors.NoArgsIsHelpError as exc:  # `deckwright` or `deckwright catalog` alone
            assert exc.ctx is not None
            out.print(exc.ctx.get_help(), markup=False, highlight=False)
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
        from toolkit import __version__

        out.print(f"deckwright {__version__}", markup=False)
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


for module in (project, cards, play, validate, vocabulary, build):
    module.register(app)
app.add_typer(catalog.app, name="catalog")
app.add_typer(rulebook.app, name="rulebook")
app.add_typer(i18n.app, name="i18n")
app.add_typer(text.app, name="text")


def main() -> None:
    """The ``deckwright`` entry point."""
    try:
        app()
    except KeyboardInterrupt:  # pragma: no cover - a signal between Click's frames
        err.print("error: interrupted", markup=False)
        sys.exit(130)
