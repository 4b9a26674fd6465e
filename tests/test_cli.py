"""The `deckwright` command line as a user drives it: exit codes, output, no tracebacks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit import __version__
from toolkit.cli import app
from toolkit.lang import load

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    output = result.output
    assert "Traceback" not in output
    return result.exit_code, output


def test_version() -> None:
    code, output = run("--version")
    assert code == 0 and output.strip() == f"deckwright {__version__}"


def test_help_lists_the_commands() -> None:
    code, output = run("--help")
    assert code == 0
    for command in ("check", "fmt", "new", "build", "vocabulary"):
        assert command in output


def test_check_project_cards_reports_counts_per_game() -> None:
    code, output = run("check", str(ROOT / "cards"))
    assert code == 0, output
    result = load([str(ROOT / "cards")])
    per_game = result.cards_per_game()
    assert per_game["munchkin"] >= 80 and per_game["munchkin-kungfu"] >= 60
    for game, count in per_game.items():
        assert f"{count} {game}" in output
    assert "no problems" in output


def test_check_json_output(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cards"
    bad.write_text('game munchkin\n\nmonster "A" {\n  levle 8\n  treasures 1\n}\n', encoding="utf-8")
    code, output = run("check", "--format", "json", str(bad))
    assert code == 1
    payload = json.loads(output)
    assert payload["ok"] is False
    codes = [(d["code"], d["span"]["line"], d["span"]["column"]) for d in payload["diagnostics"]]
    # 'levle' is reported once, as a misspelt 'level', not again as a missing 'level'.
    assert codes == [("E0102", 4, 3)]


def test_check_reports_every_error_with_caret(tmp_path: Path) -> None:
    bad = tmp_path / "several.cards"
    bad.write_text(
        'game munchkin\n\nmonster "A" {\n  level -1\n  treasures 1\n  tags undaed\n}\n\n'
        'item "B" {\n  gold 100\n  hands 11\n}\n',
        encoding="utf-8",
    )
    code, output = run("check", str(bad))
    assert code == 1
    assert "several.cards:4:9: error[E0105]" in output
    # Tags are open: a new tag written once, one edit from another, is a warning (E0118), not an error.
    assert "several.cards:6:8: warning[E0118]: tag 'undaed' is written only here" in output
    assert "several.cards:11:9: error[E0105]" in output
    assert "   |         ^^" in output  # the caret under '-1'
    assert "2 error(s), 1 warning(s)" in output


def test_missing_path_is_a_usage_error() -> None:
    code, output = run("check", "no/such/dir")
    assert code == 2
    assert "E0001" in output


def test_unknown_format_is_a_usage_error() -> None:
    code, _ = run("check", "--format", "yaml", str(ROOT / "cards"))
    assert code == 2


def test_fmt_check_and_rewrite(tmp_path: Path) -> None:
    messy = tmp_path / "messy.cards"
    messy.write_text('game munchkin\nmonster   "A"{\n level 1 # one\n treasures   1\n}\n', encoding="utf-8")
    code, output = run("fmt", "--check", str(messy))
    assert code == 1 and "would reformat" in output
    assert "monster   " in messy.read_text(encoding="utf-8")  # --check writes nothing
    code, _ = run("fmt", str(messy))
    assert code == 0
    assert messy.read_text(encoding="utf-8") == ('game munchkin\n\nmonster "A" {\n  level 1  # one\n  treasures 1\n}\n')
    code, _ = run("fmt", "--check", str(messy))
    assert code == 0


def test_fmt_refuses_a_file_with_syntax_errors(tmp_path: Path) -> None:
    broken = tmp_path / "broken.cards"
    text = 'game munchkin\nmonster "A" {\n  level 1\n'
    broken.write_text(text, encoding="utf-8")
    code, output = run("fmt", str(broken))
    assert code == 1 and "E0013" in output
    assert broken.read_text(encoding="utf-8") == text


def test_project_cards_are_canonical(tmp_path: Path) -> None:
    copy = tmp_path / "cards"
    shutil.copytree(ROOT / "cards", copy)
    code, output = run("fmt", "--check", str(copy))
    assert code == 0, output


@pytest.mark.parametrize(
    ("game", "kind"),
    [("munchkin", k) for k in ("monster", "item", "curse", "race", "class", "special")]
    + [("munchkin-kungfu", k) for k in ("style", "trap", "fan")],
)
def test_new_scaffolds_a_card_that_checks(tmp_path: Path, game: str, kind: str) -> None:
    target = tmp_path / "new.cards"
    code, _ = run("new", kind, "Fresh Card", "--game", game, "--out", str(target))
    assert code == 0
    code, _ = run("new", kind, "Second Card", "--game", game, "--out", str(target))
    assert code == 0
    result = load([str(target)])
    assert result.ok, [d.headline() for d in result.diagnostics]
    assert [c.name for c in result.cards] == ["Fresh Card", "Second Card"]
    assert all(c.kind == kind for c in result.cards)


def test_new_rejects_unknown_kind_and_game() -> None:
    code, output = run("new", "dragon", "X", "--game", "munchkin")
    assert code == 2 and "no card kind 'dragon'" in output
    code, output = run("new", "monster", "X", "--game", "chess")
    assert code == 2 and "unknown game 'chess'" in output


def test_vocabulary_lists_every_kind() -> None:
    code, output = run("vocabulary", "munchkin-kungfu")
    assert code == 0
    for kind in ("monster", "trap", "style", "double-strike", "fan"):
        assert f"**{kind}**" in output
    assert "escape_roll = 5" in output
