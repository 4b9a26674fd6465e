"""`given alice class thief` where several cards make the class (issue 10, item 6): T0001 at its line,
naming the candidates and how to pick one; `given alice class "Sneaky Thief"` names the card."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app

runner = CliRunner()

THIEVES = """game munchkin

class "Sneaky Thief" @mine-001 {
  is thief
  during combat: strength +2
}
"""

TEST = """game munchkin

class "Loud Thief" @mine-002 {
  is thief
  during combat: strength +1
}

test "which thief" {
  given alice level 2, class thief
  when alice fights "Cranky Cave Newt"
  expect alice wins combat
}
"""


@pytest.fixture()
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\nbase = ""\n', encoding="utf-8")
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "thieves.cards").write_text(THIEVES, encoding="utf-8")
    newt = 'monster "Cranky Cave Newt" @mine-003 {\n  level 1\n  treasures 1\n  bad stuff: lose 1 level\n}\n'
    (tmp_path / "cards" / "newt.cards").write_text(f"game munchkin\n\n{newt}", encoding="utf-8")
    return tmp_path


def test_one_thief_in_the_blocks_own_file_is_taken(project: Path) -> None:
    (project / "cards" / "test.cards").write_text(TEST, encoding="utf-8")
    done = runner.invoke(app, ["test"])
    assert done.exit_code == 0, done.output


def test_two_thieves_elsewhere_are_a_scenario_error_naming_both(project: Path) -> None:
    (project / "cards" / "more.cards").write_text(
        TEST.split("test ")[0].replace("Loud Thief", "Quiet Thief").replace("mine-002", "mine-004"), encoding="utf-8"
    )
    block = "game munchkin\n\ntest " + TEST.split("test ", 1)[1]
    (project / "cards" / "test.cards").write_text(block, encoding="utf-8")
    done = runner.invoke(app, ["test"])
    assert done.exit_code == 1, done.output
    assert "test.cards:4:24: error[T0001]: 2 class cards of the set are 'thief'" in done.output
    assert "'Sneaky Thief'" in done.output and "'Quiet Thief'" in done.output
    assert "name the one meant, e.g. 'given alice class \"" in done.output
    # Naming the card picks it.
    fixed = "game munchkin\n\ntest " + TEST.split("test ", 1)[1].replace("class thief", 'class "Quiet Thief"')
    (project / "cards" / "test.cards").write_text(fixed, encoding="utf-8")
    done = runner.invoke(app, ["test"])
    assert done.exit_code == 0, done.output


def test_a_named_identity_card_of_the_wrong_kind_is_refused(project: Path) -> None:
    block = 'game munchkin\n\ntest "t" {\n  given alice class "Cranky Cave Newt"\n  expect alice level 1\n}\n'
    (project / "cards" / "test.cards").write_text(block, encoding="utf-8")
    done = runner.invoke(app, ["test"])
    assert done.exit_code == 1 and "'Cranky Cave Newt' is a monster, not a class" in done.output, done.output
