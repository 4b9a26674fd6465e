"""Every help screen names values the Unix way (``--games GAMES``, ``[PATHS]...``), never a Python type."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from toolkit.cli import app

PYTHON_TYPES = re.compile(r"<(?:str|int|float|bool|Path|list\[[^\]]*\]|int range|float range)>|\{[a-z_]+\}")


def _commands() -> list[tuple[str, ...]]:
    from typer.main import get_command

    found: list[tuple[str, ...]] = [()]

    def visit(node: object, path: tuple[str, ...]) -> None:
        for name, sub in getattr(node, "commands", {}).items():
            found.append((*path, name))
            visit(sub, (*path, name))

    visit(get_command(app), ())
    return found


@pytest.mark.parametrize("path", _commands(), ids=lambda p: " ".join(p) or "deckwright")
def test_help_names_values_not_python_types(path: tuple[str, ...]) -> None:
    result = CliRunner().invoke(app, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert not PYTHON_TYPES.findall(result.output), result.output


def test_a_path_argument_and_a_valued_option_read_as_a_reader_expects() -> None:
    output = CliRunner().invoke(app, ["check", "--help"]).output
    assert "Usage: deckwright check [OPTIONS] [PATHS]..." in output
    assert "PATHS..." in output and "--format FORMAT" in output
    usage = CliRunner().invoke(app, ["new", "--help"]).output
    assert "Usage: deckwright new [OPTIONS] KIND NAME" in usage


def test_a_number_out_of_range_is_refused_in_plain_words() -> None:
    result = CliRunner().invoke(app, ["simulate", "--games", "0"])
    assert result.exit_code == 2
    assert "must be at least 1, not 0" in result.output
