"""Third review pass: scenario set-up and answers written as a new designer writes them. A block that
cannot run as written says why at its line, in words that name the real reason (issue 9 item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.validate.testing import run_tests


def errors(tmp_path: Path, text: str) -> list[tuple[str, int, str]]:
    """The scenario errors (code, line, message) of the test blocks of ``text``, a lone file."""
    path = tmp_path / "review3.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [d.message for d in done.loaded.diagnostics if d.is_error]
    return [(e.code, e.span.line if e.span is not None else 0, e.message) for r in done.results for e in r.errors]


def test_an_item_its_player_may_not_use_is_not_called_a_full_slot(tmp_path: Path) -> None:
    """`given alice equipped "Conical Cap of Mild Arcana"` (usable if class wizard) said "alice has no
    free slot to equip": the headgear slot was empty; the cap's `usable if` bars her (MUN-51)."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "a warrior in a wizard's cap" {
  given alice class warrior, equipped "Conical Cap of Mild Arcana"
  expect alice level 1
}
""",
    )
    assert (code, line) == ("T0001", 4)
    assert "may not use 'Conical Cap of Mild Arcana'" in message and "slot" not in message, message


def test_a_full_slot_is_still_called_so(tmp_path: Path) -> None:
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "two hats" {
  given alice class warrior, equipped "Colander of Cranial Safety", equipped "Antlered Bucket of Overcompensation"
  expect alice level 1
}
""",
    )
    assert (code, line) == ("T0001", 4)
    assert "no free slot to equip 'Antlered Bucket of Overcompensation'" in message, message


def test_help_without_a_bribe_where_help_is_bought_says_why(tmp_path: Path) -> None:
    """`when bob helps` in Kung Fu, where help must be bought (MKF-86), was refused as "not a legal play
    at that moment": the step offers no treasure, and the bribe decision offers 1 or more."""
    path = tmp_path / "review3.cards"
    path.write_text(
        """game munchkin-kungfu

test "help for nothing" {  # MKF-86
  given alice level 1
  given bob level 5
  when alice fights "Sulking Dumpling"
  when bob helps
  expect alice wins combat
}
""",
        encoding="utf-8",
    )
    done = run_tests([str(path)], cards_root=None)
    ((result),) = done.results
    said = " ".join(f.actual for f in result.failures)
    assert "is not among offer 1 treasure(s)" in said and "helps with a bribe of N treasures" in said, said


def test_help_a_monster_forbids_is_refused_with_the_rules_reason(tmp_path: Path) -> None:
    """`when bob helps` against a monster with `helpers allowed 0` (E44) was refused as "not a legal play
    at that moment", so `expect refused "nobody may help"` failed: the reason is the rules' own now."""
    path = tmp_path / "review3.cards"
    path.write_text(
        """game munchkin

monster "Hermit Troll" @r3-sc-01 {
  level 3
  treasures 1
  helpers allowed 0
  bad stuff: lose 1 level
}

test "the hermit troll forbids help" {  # MUN-86
  given alice level 1
  given bob level 5
  given rolls 6
  when alice fights "Hermit Troll"
  when bob helps
  expect refused "nobody may help", alice loses combat
}
""",
        encoding="utf-8",
    )
    done = run_tests([str(path)], cards_root=None)
    ((result),) = done.results
    assert result.passed, [(f.expected, f.actual) for f in result.failures] + [e.message for e in result.errors]


def test_a_class_two_cards_declare_is_the_blocks_own_files(tmp_path: Path) -> None:
    """Two class cards of the set say `is bard`, in two files: `given bob class bard` took the set's
    first, so the block written beside the second tested the first (its `uses` was refused)."""
    (tmp_path / "a.cards").write_text(
        'game munchkin\n\nclass "Envious Bard" @r3-bard-1 {\n  is bard\n  wins ties\n}\n', encoding="utf-8"
    )
    (tmp_path / "b.cards").write_text(
        """game munchkin

class "Goblin Bard" @r3-bard-2 {
  is bard
  during combat, discard 1 card: strength +3 on the fighter
}

test "the bard of this file" {
  given alice level 2
  given bob class bard, holding "Pocket Sand"
  when alice fights "Cranky Cave Newt"
  when bob uses "Goblin Bard"
  expect alice strength 5, alice wins combat
}
""",
        encoding="utf-8",
    )
    done = run_tests([str(tmp_path / "a.cards"), str(tmp_path / "b.cards")], cards_root=None)
    ((result),) = done.results
    assert result.passed, [(f.expected, f.actual) for f in result.failures] + [e.message for e in result.errors]


@pytest.mark.skip(
    reason="too big for today: with two cards of a class in other files than the block's (the shipped "
    "thieves: Licensed Pickpocket, Knife-Thrower), `given alice class thief` still takes the set's first "
    "silently; an error would need the 13 shipped blocks that say 'class thief' to name their card"
)
def test_a_class_two_other_files_declare_is_an_error(tmp_path: Path) -> None:
    found = errors(
        tmp_path,
        """game munchkin

test "which thief" {
  given bob class thief
  expect bob level 1
}
""",
    )
    assert found and found[0][0] == "T0001" and "Knife-Thrower" in found[0][2], found
