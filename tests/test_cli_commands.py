"""The command table (toolkit/cli/commands.py) against the commands the modules define.

The root group lists its commands from the table and builds one only when it is used, so the table
must never go stale: the same names, in the same order, with the same first line of help, the same
hidden flags, and every help screen the same as an app that registers every command at once.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any

import pytest
import typer
from typer._click.core import Context
from typer.core import TyperGroup
from typer.main import get_command
from typer.testing import CliRunner

from toolkit.cli import app, coercion, helptext
from toolkit.cli.commands import BY_NAME, COMMANDS, LazyCommands

CLI = Path(__file__).resolve().parent.parent / "toolkit" / "cli"
app_module = importlib.import_module("toolkit.cli.app")


class _EagerGroup(TyperGroup):
    """Typer's own group, given what the root gives every command (help wording, conversion)."""

    def main(self, *args: Any, **extra: Any) -> Any:
        coercion.install(self)
        helptext.install(self)
        return super().main(*args, **extra)


def _eager() -> typer.Typer:
    """The app as it was before the table: every module's commands registered at once."""
    eager = typer.Typer(
        name="deckwright",
        cls=_EagerGroup,
        help=app.info.help,
        no_args_is_help=True,
        rich_markup_mode=None,
        pretty_exceptions_enable=False,
    )
    eager.callback()(app_module._root)
    seen: set[str] = set()
    for entry in COMMANDS:
        if entry.module in seen:
            continue
        seen.add(entry.module)
        module = importlib.import_module(entry.module)
        if entry.group:
            eager.add_typer(module.app, name=entry.name)
        else:
            module.register(eager)
    return eager


def _eager_group() -> Any:
    group = get_command(_eager())
    coercion.install(group)
    helptext.install(group)
    return group


def _first_paragraph(text: str | None) -> str:
    text = text or ""
    end = text.find("\n\n")
    return " ".join((text[:end] if end != -1 else text).split())


def test_the_table_lists_what_the_modules_define_in_order() -> None:
    real = _eager_group()
    assert list(real.commands) == [entry.name for entry in COMMANDS]
    for entry in COMMANDS:
        command = real.commands[entry.name]
        assert _first_paragraph(command.help) == " ".join(entry.help.split()), entry.name
        assert command.short_help is None, entry.name  # the table holds the help a short help would hide
        assert bool(command.hidden) == entry.hidden, entry.name
        assert not command.deprecated, entry.name
        assert hasattr(command, "commands") == entry.group, entry.name


def test_every_command_module_is_in_the_table() -> None:
    """A module that defines commands (a ``register`` function or a Typer ``app``) is named by the
    table: a new module cannot be forgotten."""
    named = {entry.module for entry in COMMANDS}
    defining = set()
    for path in sorted(CLI.glob("*.py")):
        if path.stem in ("app", "__init__", "__main__"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            registers = isinstance(node, ast.FunctionDef) and node.name == "register"
            typer_app = (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "app" for t in node.targets)
                and isinstance(node.value, ast.Call)
                and ast.unparse(node.value.func) == "typer.Typer"
            )
            if registers or typer_app:
                defining.add(f"toolkit.cli.{path.stem}")
    assert len(defining) >= 13
    assert defining == named


@pytest.mark.parametrize("width", [40, 80, 120, 250])
def test_the_root_help_is_the_eager_apps_at_every_width(width: int) -> None:
    lazy, eager = get_command(app), _eager_group()
    shown = [group.get_help(Context(group, info_name="deckwright", terminal_width=width)) for group in (lazy, eager)]
    assert "Commands:" in shown[0] and "  sheet " in shown[0]
    assert shown[0] == shown[1]
    assert all(lazy.commands.built(entry.name) is None for entry in COMMANDS)  # listed, none built


def _paths(node: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    found = [path]
    for name, sub in getattr(node, "commands", {}).items():
        found += _paths(sub, (*path, name))
    return found


def test_every_help_screen_is_the_eager_apps() -> None:
    """Each command built alone, from its module, is the command the whole app would build."""
    eager = _eager()
    paths = _paths(_eager_group())
    assert len(paths) > 30
    runner = CliRunner()
    for path in paths:
        lazy_out = runner.invoke(app, [*path, "--help"])
        eager_out = runner.invoke(eager, [*path, "--help"])
        assert lazy_out.exit_code == eager_out.exit_code == 0, path
        assert lazy_out.output == eager_out.output, path


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["chek"], "no such command 'chek'. Did you mean 'check'?"),
        (["valdate", "x"], "no such command 'valdate'. Did you mean 'validate'?"),
        (["catalog", "serch"], "no such command 'serch'. Did you mean 'search'?"),
    ],
)
def test_an_unknown_command_is_refused_with_a_suggestion(args: list[str], said: str) -> None:
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert f"error: {said}" in result.output
    assert "see 'deckwright" in result.output


def test_a_command_is_built_once_and_only_when_used() -> None:
    root = get_command(app)
    commands = root.commands  # type: ignore[attr-defined]
    assert isinstance(commands, LazyCommands)
    assert "check" in commands and "nope" not in commands and len(commands) == len(COMMANDS)
    assert commands.built("check") is None
    check = commands["check"]
    assert commands.built("check") is check and commands.get("check") is check
    assert commands.built("validate") is None  # building one builds no other
    assert commands.get("nope") is None
    assert check.params and any("--format" in p.opts for p in check.params)
    # Given, as it was built, what the root gives every command: the Unix help wording, the light conversion.
    assert type(check.params[0]).__name__ == "UnixArgument"
    formats = next(p for p in check.params if "--format" in p.opts)
    assert type(formats._runtime_param).__name__ == "Plain"


def test_a_table_row_naming_a_missing_command_is_a_clear_error() -> None:
    from toolkit.cli.commands import Entry, build_command

    with pytest.raises(LookupError, match="does not define it"):
        build_command(
            Entry("nothing", "toolkit.cli.cards", "No such command."),
            rich_markup_mode=None,
            suggest_commands=True,
            pretty_exceptions_short=True,
        )
    assert BY_NAME["check"].module == "toolkit.cli.cards"


@pytest.mark.parametrize(
    ("words", "cword", "expected"),
    [("deckwright ch", "1", ["check"]), ("deckwright catalog s", "2", ["search", "show"]), ("deckwright v", "1", None)],
)
def test_shell_completion_sees_every_command(words: str, cword: str, expected: list[str] | None) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "_DECKWRIGHT_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": cword}
    done = subprocess.run(
        [sys.executable, "-m", "toolkit"], env=env, capture_output=True, text=True, cwd=CLI.parent.parent, timeout=60
    )
    assert done.returncode == 0, done.stderr
    names = done.stdout.split()
    prefix = words.split()[-1]
    real = [entry.name for entry in COMMANDS if entry.name.startswith(prefix)] if expected is None else expected
    assert names == real and names


def test_the_lazy_mapping_builds_each_name_once_and_keeps_order() -> None:
    built: list[str] = []
    commands = LazyCommands(["a", "b", "a"], lambda name: built.append(name) or f"<{name}>")
    assert list(commands) == ["a", "b"] and built == []
    assert commands["b"] == "<b>" and commands["b"] == "<b>" and built == ["b"]
    commands["c"] = "<given c>"  # a command added to the group as Click adds one
    assert list(commands) == ["a", "b", "c"] and commands["c"] == "<given c>" and built == ["b"]
    del commands["a"]
    assert list(commands) == ["b", "c"] and "a" not in commands
    with pytest.raises(KeyError):
        commands["a"]
    assert dict(commands.items()) == {"b": "<b>", "c": "<given c>"} and built == ["b"]
