"""Review findings on card-set projects: one file of a project, checked or tested alone, knows the
words and cards the project's other files declare (as a lone file of a shipped set knows its set)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_project import ROOT, deckwright

WORDS = """game munchkin

class "Brute Tamer" @rv-001 {
  is tamer
  during combat, if fighting brute, discard up to 2 cards: strength +2 for each card discarded
}

monster "Pickled Hobnail Ogre" @rv-002 {
  level 11
  treasures 3
  tags brute
  bad stuff: lose 3 levels
}
"""

USES = """game munchkin

item "Crown of Tolerance" @rv-003 {
  slot headgear
  bonus +3
  gold 400
  usable if class tamer
}

test "a tamer wears the crown against the project's ogre" {
  given alice level 8, class tamer, equipped "Crown of Tolerance"
  given rolls 6
  when alice fights "Pickled Hobnail Ogre"
  expect alice strength 11, monsters strength 11, alice loses combat
}
"""


def _project(tmp_path: Path) -> Path:
    assert deckwright("init", "p", "--game", "munchkin", cwd=tmp_path).returncode == 0
    cards = tmp_path / "p" / "cards"
    (cards / "words.cards").write_text(WORDS, encoding="utf-8")
    (cards / "uses.cards").write_text(USES, encoding="utf-8")
    return tmp_path / "p"


def test_one_file_of_a_project_knows_the_words_of_its_other_files(tmp_path: Path) -> None:
    project = _project(tmp_path)
    for command in ("check", "test", "validate"):
        done = deckwright(command, "cards/uses.cards", cwd=project)
        assert done.returncode == 0, f"{command}: {done.stdout}\n{done.stderr}"
        assert "unknown class 'tamer'" not in done.stderr
    done = deckwright("test", "cards/uses.cards", cwd=project)
    assert "1 passed, 0 failed" in done.stdout, done.stdout


def test_a_lonely_tag_of_a_whole_project_is_still_a_warning(tmp_path: Path) -> None:
    project = _project(tmp_path)
    (project / "cards" / "slip.cards").write_text(
        'game munchkin\n\nmonster "Slip" @rv-009 {\n  level 2\n  treasures 1\n  tags brutee\n'
        "  bad stuff: lose 1 level\n}\n",
        encoding="utf-8",
    )
    done = deckwright("check", cwd=project)
    assert "E0118" in done.stderr and "brutee" in done.stderr, done.stderr


def test_text_show_in_a_project_finds_the_projects_cards_and_its_base_sets(tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = deckwright("text", "show", "Brute Tamer", "-l", "en", cwd=project / "cards")
    assert done.returncode == 0, done.stdout + done.stderr
    # The project's new tag is said as the shipped ones are ("if an Undead monster is in the combat").
    assert "if a Brute monster is in the combat" in done.stdout and "+2" in done.stdout, done.stdout
    done = deckwright("text", "show", "Sulking Slime", "-l", "en", cwd=project)  # the base set's
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_project_named_like_a_shipped_prefix_does_not_replace_base_cards_by_id(tmp_path: Path) -> None:
    """`deckwright init mun` wrote its starter card as @mun-001, the shipped Sulking Slime's id: the
    starter replaced the slime (a card replaces the base set's card of its @id) and test blocks could no
    longer name it; `deckwright new` likewise handed out the base set's ids."""
    assert deckwright("init", "mun", "--game", "munchkin", cwd=tmp_path).returncode == 0
    project = tmp_path / "mun"
    (project / "cards" / "slime.cards").write_text(
        'game munchkin\n\ntest "the shipped slime is still there" {\n  given alice level 3\n'
        '  when alice fights "Sulking Slime"\n  expect alice wins combat\n}\n',
        encoding="utf-8",
    )
    done = deckwright("test", cwd=project)
    assert done.returncode == 0 and "2 passed" in done.stdout, done.stdout + done.stderr
    done = deckwright("new", "monster", "Cave Goblin", "-o", "cards/mun.cards", cwd=project)
    assert done.returncode == 0, done.stderr
    done = deckwright("test", cwd=project)
    assert done.returncode == 0 and "2 passed" in done.stdout, done.stdout + done.stderr
    shipped = (ROOT / "cards" / "munchkin").glob("*.cards")
    taken = {m for path in shipped for m in re.findall(r"@([A-Za-z0-9][A-Za-z0-9_-]*)", path.read_text("utf-8"))}
    ours = set(re.findall(r"@([A-Za-z0-9][A-Za-z0-9_-]*)", (project / "cards" / "mun.cards").read_text("utf-8")))
    assert len(ours) == 2 and not ours & taken, ours & taken


def test_an_unknown_language_in_the_config_is_an_error_naming_the_file(tmp_path: Path) -> None:
    """`languages = ["ukr"]` was accepted and silently left out of every build."""
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\nlanguages = ["en", "ukr"]\n', "utf-8")
    (tmp_path / "cards").mkdir()
    done = deckwright("check", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "deckwright.toml" in done.stderr and "unknown language 'ukr'" in done.stderr and "'uk'" in done.stderr


def test_a_projects_broken_translation_is_reported_by_validate(tmp_path: Path) -> None:
    project = _project(tmp_path)
    folder = project / "locales" / "uk" / "cardtext"
    folder.mkdir(parents=True)
    (folder / "cards-munchkin.ftl").write_text("-card-rv-001 = Огр\nbroken = { $x\n", encoding="utf-8")
    done = deckwright("validate", "--lang", "uk", "--no-cache", "cards/words.cards", cwd=project)
    assert "V040" in done.stderr or "cards-munchkin.ftl" in done.stderr, done.stderr
