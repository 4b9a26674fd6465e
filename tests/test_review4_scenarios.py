"""Fourth review pass: test blocks a reviewer wrote that cannot run as written. Each must say so at
its line (issue 9 item 2: an answer the engine does not offer is a scenario error, never a silent
default; a step that cannot apply says so). Each test here failed before its fix."""

from __future__ import annotations

from pathlib import Path

from toolkit.validate.testing import run_tests

CUTPURSE = """game munchkin

class "Cutpurse of Renown" @rv4-cut-1 {
  is thief
  during combat, discard 1 card: strength -3 on one player in the combat other than you
}
"""


def errors(tmp_path: Path, text: str) -> list[tuple[str, int, str]]:
    """The scenario errors (code, line, message) of the test blocks of ``text``, a lone file."""
    path = tmp_path / "review4.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [d.message for d in done.loaded.diagnostics if d.is_error]
    return [(e.code, e.span.line if e.span is not None else 0, e.message) for r in done.results for e in r.errors]


def refusals(tmp_path: Path, text: str) -> list[tuple[int, str]]:
    """The refused steps no `expect refused` reads (line, what happened) of the test blocks of ``text``:
    a target the effect cannot take is refused by the rules with their reason, in a combat as outside
    one (issue 9: one check, scenarios.Script.target_refusal); never turned onto another player."""
    path = tmp_path / "review4.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok and not any(r.errors for r in done.results)
    return [(f.step.span.line if f.step.span else 0, str(f.actual)) for r in done.results for f in r.failures]


def test_a_backstab_named_on_its_own_user_is_not_turned_onto_the_fighter(tmp_path: Path) -> None:
    """`when bob uses "Cutpurse" on bob` (bob helping): the only player it may strike is alice, so no
    one was asked and the -3 went to alice without a word. Its user is never its target (E51)."""
    ((line, actual),) = refusals(
        tmp_path,
        CUTPURSE
        + """
test "bob backstabs himself" {  # E51, MUN-75
  given alice level 4
  given bob level 3, has "Cutpurse of Renown", holding "Pocket Sand"
  when alice fights "Cranky Cave Newt"
  when bob helps
  when bob uses "Cutpurse of Renown" on bob
  expect alice wins combat
}
""",
    )
    assert line == 13 and "cannot strike bob" in actual, (line, actual)


def test_a_backstab_named_on_an_onlooker_is_not_turned_onto_the_fighter(tmp_path: Path) -> None:
    """`when cara uses "Cutpurse" on bob`, bob not in the combat: it struck alice instead (E51: only
    the players in the combat)."""
    ((line, actual),) = refusals(
        tmp_path,
        CUTPURSE
        + """
test "cara backstabs an onlooker" {  # E51, MUN-75
  given alice level 4
  given cara has "Cutpurse of Renown", holding "Pocket Sand"
  when alice fights "Cranky Cave Newt"
  when cara uses "Cutpurse of Renown" on bob
  expect alice wins combat
}
""",
    )
    assert line == 12 and "cannot strike bob" in actual, (line, actual)


def test_the_runner_cannot_be_given_as_her_own_helper(tmp_path: Path) -> None:
    """`given alice helping` then `when alice runs away from "X"`: the helper was dropped without a word
    (MUN-86: the fighter asks another player)."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "alice helps herself" {  # MUN-86, MUN-91
  given alice level 1
  given alice helping
  given rolls 6
  when alice runs away from "Sulking Slime"
  expect alice escapes
}
""",
    )
    assert (code, line) == ("T0001", 5), (code, line, message)
    assert "alice" in message and "help" in message, message


def test_a_combat_given_to_one_player_is_not_run_from_by_another(tmp_path: Path) -> None:
    """`given alice fighting "X"` then `when bob runs away`: bob became the fighter of alice's combat
    without a word."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "bob runs from alice's newt" {  # MUN-91
  given alice level 1, bob level 1
  given alice fighting "Cranky Cave Newt"
  given rolls 6
  when bob runs away
  expect bob escapes
}
""",
    )
    assert (code, line) == ("T0001", 5), (code, line, message)
    assert "alice" in message and "bob" in message, message


def test_two_fighters_given_for_one_run_is_an_error(tmp_path: Path) -> None:
    """`given alice fighting "X"`, `given bob fighting "Y"`: one combat has one fighter (MUN-68)."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "two fighters" {  # MUN-91
  given alice level 1, bob level 1
  given alice fighting "Cranky Cave Newt"
  given bob fighting "Sulking Slime"
  given rolls 6, 6
  when alice runs away
  expect alice escapes
}
""",
    )
    assert (code, line) == ("T0001", 6), (code, line, message)


def test_a_player_cannot_end_another_players_turn(tmp_path: Path) -> None:
    """`given turn of bob` then `when alice ends turn`: alice's charity ran and the turn passed to bob
    again, without a word (MUN-16: what no rule permits is refused)."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "alice ends bob's turn" {  # MUN-31
  given turn of bob
  given alice level 2
  when alice ends turn
  expect alice level 2
}
""",
    )
    assert (code, line) == ("T0001", 6), (code, line, message)
    assert "bob's turn" in message, message


def test_a_decision_named_wrongly_shows_the_one_asked(tmp_path: Path) -> None:
    """Super Munchkin discarded with two classes: the player is asked 'choose-loss' (MUN-47). An answer
    to 'choose-discard' was "never asked", with no word of what was asked instead."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "which class goes" {  # MUN-47
  given alice class "Certified Sword Enthusiast", class "Apprentice Spell-Slinger", has "Overachiever's Permit"
  when alice discards "Overachiever's Permit"
  when alice answers choose-discard with "Certified Sword Enthusiast"
  expect alice has "Apprentice Spell-Slinger"
}
""",
    )
    assert (code, line) == ("T0003", 6), (code, line, message)
    assert "alice was asked only: choose-loss" in message, message


def test_a_pick_of_a_name_no_card_or_player_has_says_so(tmp_path: Path) -> None:
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "a level for zed" {  # MUN-66
  given bob level 2
  given alice holding "Bribe the Bard"
  when alice plays "Bribe the Bard"
  when alice picks "zed"
  expect bob level 3
}
""",
    )
    assert (code, line) == ("T0003", 7), (code, line, message)
    assert "no card or player is named 'zed'" in message, message


def test_a_payment_beyond_the_costs_limit_is_said_to_be_used_in_part(tmp_path: Path) -> None:
    """`pays with 2 cards` on a second use of "discard up to 2" after one card: one card was taken and
    the step was reported "never asked", as if nothing of it had happened (MUN-40: a limit per combat)."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

class "Berserker of the Hills" @rv4-ber-1 {
  is warrior
  during combat, discard up to 2 cards: strength +2 for each card discarded
}

test "one, then two more" {  # MUN-40, MUN-70
  given alice level 1, class warrior, holding "Pocket Sand", holding "Bog Wisp", holding "Sulking Slime"
  when alice fights "Cranky Cave Newt"
  when alice uses "Berserker of the Hills"
  when alice pays with 1 card
  when alice uses "Berserker of the Hills"
  when alice pays with 2 cards
  expect alice strength 5
}
""",
    )
    assert (code, line) == ("T0003", 14), (code, line, message)
    assert "used only in part" in message and "1 of its 2 answers was asked" in message, message


def test_a_monster_fought_is_not_taken_from_another_players_hand(tmp_path: Path) -> None:
    """`given bob holding "Sulking Slime"` then `when alice fights "Sulking Slime"`: the slime left
    bob's hand for the combat without a word (MUN-21: no one takes a card from a hand)."""
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "alice fights bob's slime" {  # MUN-26
  given alice level 2
  given bob holding "Sulking Slime"
  when alice fights "Sulking Slime"
  expect alice wins combat
}
""",
    )
    assert (code, line) == ("T0001", 6), (code, line, message)
    assert "bob's" in message, message


def test_a_monster_in_the_fighters_own_hand_points_to_looking_for_trouble(tmp_path: Path) -> None:
    ((code, line, message),) = errors(
        tmp_path,
        """game munchkin

test "alice fights her own slime" {  # MUN-30
  given alice level 2, holding "Sulking Slime"
  given rolls 6
  when alice runs away from "Sulking Slime"
  expect alice escapes
}
""",
    )
    assert (code, line) == ("T0001", 6), (code, line, message)
    assert "looks for trouble with" in message, message
