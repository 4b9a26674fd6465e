"""Card-set projects (issue 10, item 6): deckwright init, commands inside a project found upward, base
sets, allowing warnings, `deckwright new`'s game and fresh @id, and the shipped sets in the wheel."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from toolkit.project import ProjectError, current, find, read
from toolkit.scaffold import fresh_id

ROOT = Path(__file__).resolve().parents[1]

GOBLINS = """game munchkin

class "Goblin Whisperer" @goblins-010 {
  is whisperer
  if fighting goblin: strength +3
  flavour "Whisperer. +3 against Goblins: you speak their language, badly."
}

monster "Goblin Tax Collector" @goblins-011 {
  level 4
  treasures 2
  tags goblin
  if class whisperer: strength -1
  bad stuff: lose 1 level
  flavour "Goblin. Bad Stuff: lose a level, and fill in a form."
}

monster "Goblin Auditor" @goblins-012 {
  level 6
  treasures 2
  tags goblin
  bad stuff: lose 2 levels
  flavour "Goblin. Bad Stuff: lose two levels."
}

test "a whisperer beats the tax collector, with the base set's sword" {
  given alice level 2, class whisperer, equipped "Rusty Butter Knife"
  when alice fights "Goblin Tax Collector"
  expect alice wins combat, alice level 3
}

test "a base-set warrior and the base set's monster still meet as the rulebook says" {
  given alice level 3, class warrior
  when alice fights "Cranky Cave Newt"
  expect alice strength 3, monsters strength 3, alice wins combat
}
"""


def deckwright(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed command, as a designer runs it (the PYTHONPATH the suite runs under reaches it)."""
    exe = shutil.which("deckwright")
    command = [exe] if exe else [sys.executable, "-m", "toolkit"]
    return subprocess.run(
        [*command, *args], cwd=cwd, capture_output=True, text=True, timeout=300, env={**os.environ, "NO_COLOR": "1"}
    )


def test_a_project_outside_the_repository_checks_tests_validates_and_builds(tmp_path: Path) -> None:
    """The acceptance test: init, a card with a new tag and a new class, a test block naming a base-set
    card; check, test, validate and build in the project, with the installed command: all exit 0."""
    assert ROOT not in tmp_path.parents
    done = deckwright("init", "goblins", "--game", "munchkin", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    project = tmp_path / "goblins"
    config = (project / "deckwright.toml").read_text("utf-8")
    for key in ('game = "munchkin"', 'base = "munchkin"', "languages", 'output = "output"', "[allow]", "codes"):
        assert key in config
    (project / "cards" / "whisperers.cards").write_text(GOBLINS, encoding="utf-8")
    sub = project / "cards"  # any folder inside the project finds it
    for command in ("check", "test", "validate", "build"):
        done = deckwright(command, cwd=sub if command != "build" else project)
        assert done.returncode == 0, f"{command}: {done.stdout}\n{done.stderr}"
    done = deckwright("test", "-v", cwd=sub)
    assert "3 passed, 0 failed" in done.stdout, done.stdout
    built = project / "output"
    report = json.loads((built / "test-report.json").read_text("utf-8"))
    assert report["failed"] == 0 and report["passed"] == 3
    assert (built / "catalog.db").is_file() and (built / "validate-report.sarif").is_file()


def test_a_lone_file_outside_a_project_uses_its_games_shipped_set(tmp_path: Path) -> None:
    """`deckwright test goblins.cards` found no class warrior before: the game's base set holds it."""
    lone = tmp_path / "goblins.cards"
    lone.write_text(GOBLINS, encoding="utf-8")
    done = deckwright("test", str(lone), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 passed" in done.stdout


def test_init_refuses_an_unknown_game_and_a_second_init(tmp_path: Path) -> None:
    done = deckwright("init", "x", "--game", "munchkn", cwd=tmp_path)
    assert done.returncode == 2 and "did you mean 'munchkin'" in done.stderr and "Traceback" not in done.stderr
    assert deckwright("init", "x", cwd=tmp_path).returncode == 0
    again = deckwright("init", "x", cwd=tmp_path)
    assert again.returncode == 2 and "already" in again.stderr


def test_outside_a_project_a_command_without_paths_says_what_to_do(tmp_path: Path) -> None:
    done = deckwright("check", cwd=tmp_path)
    assert done.returncode == 2 and "deckwright init" in done.stderr


def test_a_broken_config_is_a_clear_error_with_its_place(tmp_path: Path) -> None:
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\nbsae = "munchkin"\n', encoding="utf-8")
    done = deckwright("check", cwd=tmp_path)
    assert done.returncode == 2 and "did you mean 'base'" in done.stderr and "Traceback" not in done.stderr
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin\n', encoding="utf-8")
    with pytest.raises(ProjectError, match=r"deckwright.toml:2:\d+: not valid TOML"):
        read(tmp_path / "deckwright.toml")
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\nbase = "nowhere"\n', encoding="utf-8")
    with pytest.raises(ProjectError, match="neither a shipped set nor a folder"):
        read(tmp_path / "deckwright.toml")


def test_the_project_is_found_upward_and_its_base_and_allow_are_read(tmp_path: Path) -> None:
    (tmp_path / "deckwright.toml").write_text(
        '[project]\ngame = "munchkin"\nbase = ""\n[allow]\ncodes = ["V0117: bosses need none", "E0118"]\n',
        encoding="utf-8",
    )
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    assert find(deep) == tmp_path / "deckwright.toml"
    project = current(deep)
    # base "": the project builds on nothing but its own cards (a file checked alone knows the others')
    assert project is not None and project.bases()["munchkin"] == [str((tmp_path / "cards").resolve())]
    assert project.allow == {"V0117": "bosses need none", "E0118": ""}


def test_a_project_without_a_base_set_knows_only_its_own_words(tmp_path: Path) -> None:
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\nbase = ""\n', encoding="utf-8")
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "a.cards").write_text(
        'game munchkin\n\nitem "Hat" {\n  gold 100\n  usable if race elf\n}\n', encoding="utf-8"
    )
    done = deckwright("check", cwd=tmp_path)
    assert done.returncode == 1 and "unknown race 'elf'" in done.stderr


def test_a_project_card_replaces_the_base_sets_card_of_that_name(tmp_path: Path) -> None:
    assert deckwright("init", ".", cwd=tmp_path).returncode == 0
    (tmp_path / "cards" / "newt.cards").write_text(
        'game munchkin\n\nmonster "Cranky Cave Newt" @mine-001 {\n  level 9\n  treasures 1\n'
        "  bad stuff: lose 1 level\n}\n\n"
        'test "our newt is level 9" {\n  given alice level 3\n  given rolls 6\n'
        '  when alice fights "Cranky Cave Newt"\n  expect monsters strength 9, alice loses combat\n}\n',
        encoding="utf-8",
    )
    done = deckwright("test", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_card_allows_a_warning_and_the_reports_list_it(tmp_path: Path) -> None:
    assert deckwright("init", ".", cwd=tmp_path).returncode == 0
    (tmp_path / "cards" / "boss.cards").write_text(
        "game munchkin\n\n# allow V0117: the boss's bad stuff is the end of the game\n"
        'monster "The Last Boss" @mine-002 {\n  level 20\n  treasures 5\n}\n',
        encoding="utf-8",
    )
    done = deckwright("validate", "--format", "json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["summary"]["warnings"] == 0
    [allowed] = [a for a in report["allowed"] if a["code"] == "V0117"]
    assert allowed["reason"] == "the boss's bad stuff is the end of the game"
    assert allowed["allowed_by"].endswith("boss.cards:3")
    sarif = json.loads(deckwright("validate", "--format", "sarif", cwd=tmp_path).stdout)
    suppressed = [r for r in sarif["runs"][0]["results"] if r["ruleId"] == "V0117"]
    assert suppressed and suppressed[0]["suppressions"][0]["kind"] == "inSource"
    text = deckwright("validate", cwd=tmp_path)
    assert "allowed by" in text.stdout + text.stderr
    # Without the comment the warning is back.
    (tmp_path / "cards" / "boss.cards").write_text(
        'game munchkin\n\nmonster "The Last Boss" @mine-002 {\n  level 20\n  treasures 5\n}\n', encoding="utf-8"
    )
    report = json.loads(deckwright("validate", "--format", "json", cwd=tmp_path).stdout)
    assert report["summary"]["warnings"] >= 1 and not [a for a in report["allowed"] if a["code"] == "V0117"]


def test_new_takes_the_files_game_and_a_fresh_id(tmp_path: Path) -> None:
    kungfu = tmp_path / "mine.cards"
    kungfu.write_text('game munchkin-kungfu\n\nmonster "A" @mkf-900 {\n  level 1\n  treasures 1\n}\n', encoding="utf-8")
    done = deckwright("new", "style", "Crab Stance", "-o", str(kungfu), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = kungfu.read_text("utf-8")
    assert 'style "Crab Stance" @mkf-901 {' in text and "is crab-stance" in text
    assert deckwright("check", str(kungfu), cwd=tmp_path).returncode == 0
    assert fresh_id(["@mun-044 @mun-045 @x-9"], "p") == "mun-046"
    assert fresh_id([], "goblins") == "goblins-001"


@pytest.mark.slow
def test_the_wheel_ships_the_base_sets_and_uses_them_outside_any_checkout(tmp_path: Path) -> None:
    """Slow (a wheel build, about 10 s, and it needs the package index for hatchling): run with -m slow."""
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-w", str(tmp_path / "dist"), "-q"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr
    [wheel] = (tmp_path / "dist").glob("deckwright-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for game in ("munchkin", "munchkin-kungfu"):
        assert any(n.startswith(f"toolkit/_cards/{game}/") and n.endswith(".cards") for n in names), game
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    lone = tmp_path / "elsewhere" / "goblins.cards"
    lone.parent.mkdir()
    lone.write_text(GOBLINS, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(site)}
    done = subprocess.run(
        [sys.executable, "-m", "toolkit", "test", str(lone)], cwd=lone.parent, capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stdout + done.stderr
    probe = subprocess.run(
        [sys.executable, "-c", "from toolkit.lang import sets; print(sets.shipped_root())"],
        cwd=lone.parent,
        capture_output=True,
        text=True,
        env=env,
    )
    assert probe.stdout.strip() == str(site / "toolkit" / "_cards")
