"""Small things a hostile or careless user meets at the command line (issue 8, finding 9)."""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.validate.runner import ValidateOptions, validate

HOSTILE_NAME = 'x"; touch pwned; echo "$(touch pwned2)`touch pwned3`\''

CARDS = f"""game munchkin

monster "Tiny Slime" @t-1 {{
  level 1
  treasures 1
  bad stuff: lose 1 level
}}

test "{HOSTILE_NAME.replace('"', "'")}" {{
  given alice level 3
  when alice fights "Tiny Slime"
  expect alice loses combat
}}
"""


def test_the_v0301_help_line_is_a_command_a_shell_runs_as_written(tmp_path: Path) -> None:
    """Pasted into a shell, the hint runs `deckwright explain FILE -t NAME` with the name as one argument."""
    folder = tmp_path / "a folder; rm -rf ~"
    folder.mkdir()
    path = folder / "slimes.cards"
    path.write_text(CARDS, encoding="utf-8")
    report = validate([str(path)], options=ValidateOptions(db_url=str(tmp_path / "c.db"), cards_root=None, states=0))
    [failure] = [d for d in report.diagnostics() if d.code == "V0301"]
    assert failure.hint is not None and failure.hint.startswith("see each step with: ")
    command = failure.hint.removeprefix("see each step with: ")
    # The shell's own reading of the line: printf shows each argument the command would get.
    shown = subprocess.run(
        ["sh", "-c", "printf '%s\\n' " + command.removeprefix("deckwright ")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    assert shown.stdout.splitlines() == ["explain", str(path), "-t", HOSTILE_NAME.replace('"', "'")]
    assert not list(tmp_path.glob("pwned*"))
    assert shlex.split(command)[1:] == ["explain", str(path), "-t", HOSTILE_NAME.replace('"', "'")]


def test_a_test_filter_that_matches_nothing_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "slimes.cards"
    path.write_text(CARDS.replace(HOSTILE_NAME.replace('"', "'"), "slime test"), encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(app, ["test", str(path), "-k", "no such test", "--cards", str(tmp_path)])
    assert result.exit_code == 2 and "no scenario's name contains 'no such test'" in result.output
    matched = runner.invoke(app, ["test", str(path), "-k", "slime", "--cards", str(tmp_path)])
    assert "(1 scenario of " in matched.output and "scenario(s)" not in matched.output


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--game", "munchkin", "--top", "-5"],
        ["simulate", "--game", "munchkin", "--games", "0"],
        ["simulate", "--game", "munchkin", "--workers", "0"],
        ["validate", "cards", "--workers", "0"],
        ["validate", "cards", "--states", "-1"],
    ],
)
def test_negative_and_zero_counts_are_refused(argv: list[str]) -> None:
    result = CliRunner().invoke(app, argv)
    assert result.exit_code == 2 and "error: invalid value for" in result.stderr


# ---------------------------------------------------------------- deckwright new --out


def _new(out: Path | str, *extra: str) -> subprocess.CompletedProcess[str]:
    import sys

    return subprocess.run(
        [sys.executable, "-m", "toolkit", "new", "monster", "Zed", "--out", str(out), *extra],
        capture_output=True,
        text=True,
        timeout=30,  # a FIFO or /dev/zero must not hang it
    )


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda p: p.mkdir(), "is a directory"),
        (lambda p: os.mkfifo(p), "not a regular file"),
        (lambda p: p.write_bytes(b"\x00\x01\x02 a binary"), "binary file"),
        (lambda p: p.write_bytes(b"game munchkin\n\xff\xfe caf\xe9\n"), "not valid UTF-8"),
        (lambda p: p.write_text("game munchkin-kungfu\n"), "holds cards of 'munchkin-kungfu'"),
    ],
    ids=["directory", "fifo", "binary", "latin-1", "another game"],
)
def test_new_refuses_an_out_path_that_is_not_a_card_file_of_its_game(tmp_path: Path, make: Any, said: str) -> None:
    target = tmp_path / "target.cards"
    make(target)
    before = target.read_bytes() if target.is_file() else None
    result = _new(target, "--game", "munchkin")  # without --game, `new` takes the file's own game
    assert result.returncode == 2 and said in result.stderr and "Traceback" not in result.stderr
    assert (target.read_bytes() if target.is_file() else None) == before


def test_new_refuses_a_device_that_never_ends() -> None:
    result = _new("/dev/zero")
    assert result.returncode == 2 and "not a regular file" in result.stderr


def test_new_appends_to_a_card_file_of_its_game(tmp_path: Path) -> None:
    target = tmp_path / "mine.cards"
    assert _new(target).returncode == 0
    assert _new(target, "--game", "munchkin").returncode == 0
    assert target.read_text().count('monster "Zed"') == 2 and target.read_text().startswith("game munchkin\n")


def test_new_refuses_a_name_with_a_control_character(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["new", "monster", "bad\x1b[2Jname", "--out", str(tmp_path / "x.cards")])
    assert result.exit_code == 2 and "\x1b" not in result.output and "\\x1b" in result.output
    assert not (tmp_path / "x.cards").exists()


def test_new_refuses_an_out_name_too_long_for_the_system(tmp_path: Path) -> None:
    """Found by the fuzz campaign: `Path.exists()` raises ENAMETOOLONG instead of answering."""
    result = CliRunner().invoke(app, ["new", "monster", "Zed", "--out", str(tmp_path / ("x" * 5000))])
    assert result.exit_code == 2 and "File name too long" in result.output and result.exception is not None
    assert isinstance(result.exception, SystemExit)
