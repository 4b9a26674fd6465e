"""Second review pass: issue 10's constructs composed in new ways, by a designer who writes plain
English. Each test failed before its fix: a natural phrase the checker refused with a misleading
message, where the construct it names exists."""

from __future__ import annotations

from pathlib import Path

from toolkit.lang.load import load
from toolkit.validate.testing import run_tests


def passes(tmp_path: Path, text: str) -> None:
    """Every test block of ``text`` passes (a lone file on the shipped set of its game)."""
    path = tmp_path / "review2.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [f"{d.location()}: {d.message}" for d in done.loaded.diagnostics if d.is_error]
    problems = [
        (r.scenario.name, [f"{f.expected} / {f.actual}" for f in r.failures], [e.message for e in r.errors])
        for r in done.results
        if not r.passed
    ]
    assert not problems, problems
    assert done.passed == text.count("\ntest ")


def test_for_each_player_counts_the_living_players(tmp_path: Path) -> None:
    """`for each player` was E0104 "'player' does not fit 'TAG monster'": `for each` took the 'each'
    of the selector `each player`. It counts every living player; `for each player in the combat`
    the fighter and the helper; `for each other player` (which worked) every player but the user."""
    passes(
        tmp_path,
        """game munchkin

one-shot "Roar of the Crowd" {
  gold 100
  during combat: strength +1 on the fighter for each player
}

one-shot "Shoulder to Shoulder" {
  gold 100
  during combat: strength +2 on the fighter for each player in the combat
}

one-shot "Heckling From the Back" {
  gold 100
  during combat: strength -1 on the fighter for each other player
}

test "four at the table: +4" {  # MUN-64, MUN-70
  given alice level 2
  given dan level 1
  when alice fights "Jellied Footstool"
  when bob plays "Roar of the Crowd"
  expect alice strength 6
}

test "the dead are not counted" {  # MUN-104
  given alice level 2, cara level 1
  given rolls 1
  when cara fights "Thrice-Retired Elder Dragon"
  expect cara dead
  when alice fights "Jellied Footstool"
  when bob plays "Roar of the Crowd"
  expect alice strength 4
}

test "fighter and helper: +4" {  # MUN-70, MUN-86
  given alice level 2, bob level 1
  when alice fights "Jellied Footstool"
  when alice answers combat-action with "bob"
  when bob accepts
  when cara plays "Shoulder to Shoulder"
  expect alice strength 7, alice wins combat
}

test "the fighter alone: +2" {  # MUN-70
  given alice level 2
  given rolls 6
  when alice fights "Jellied Footstool"
  when bob plays "Shoulder to Shoulder"
  expect alice strength 4
}

test "three others heckle from the back: -3" {  # MUN-64
  given alice level 5
  given dan level 1
  given rolls 6
  when alice fights "Jellied Footstool"
  when bob plays "Heckling From the Back"
  expect alice strength 2
}
""",
    )


def test_for_each_player_in_a_static_counts_too(tmp_path: Path) -> None:
    """A lasting property counts the table as it stands (an item equipped)."""
    passes(
        tmp_path,
        """game munchkin

item "Crowd-Pleaser's Cape" {
  gold 300
  strength +1 for each player
}

test "the cape with three at the table" {  # MUN-70
  given alice level 1, equipped "Crowd-Pleaser's Cape"
  given cara level 1
  when alice fights "Cranky Cave Newt"
  expect alice strength 4, alice wins combat
}
""",
    )


def test_for_each_player_is_listed_and_checks_clean(tmp_path: Path) -> None:
    path = tmp_path / "ok.cards"
    path.write_text(
        'game munchkin-kungfu\n\none-shot "Cheering Section" {\n  gold 100\n'
        "  during combat: strength +1 on the fighter for each player\n}\n",
        encoding="utf-8",
    )
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    (card,) = loaded.cards
    (ability,) = card.abilities
    assert ability.effects[0].repeat.key == "each_player"


def test_a_rule_number_set_with_an_equals_sign_is_the_bare_number(tmp_path: Path) -> None:
    """Issue 10 speaks of rule numbers changed with `+N`, `-N` or `= N`: `hand limit = 7`, as the issue
    writes it, sets the number as `hand limit 7` does (it was E0010); another comparison is E0010 at
    its operator, with a hint that shows both ways to set the number."""
    path = tmp_path / "equals.cards"
    path.write_text('game munchkin\n\nitem "Big Pockets" {\n  gold 100\n  hand limit = 7\n}\n', encoding="utf-8")
    same = tmp_path / "bare.cards"
    same.write_text('game munchkin\n\nitem "Big Pockets" {\n  gold 100\n  hand limit 7\n}\n', encoding="utf-8")
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    assert loaded.cards[0].statics == load([str(same)]).cards[0].statics
    path.write_text('game munchkin\n\nitem "Big Pockets" {\n  gold 100\n  hand limit >= 7\n}\n', encoding="utf-8")
    (error,) = [d for d in load([str(path)]).diagnostics if d.is_error]
    assert error.span is not None and (error.span.line, error.span.column) == (5, 14)
    assert "'hand limit 7'" in (error.hint or "") and "'hand limit = 7'" in (error.hint or ""), error.hint
