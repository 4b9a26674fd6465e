"""Second review pass: test blocks written afresh against the engine's decisions and set-up steps
(issue 9, Build item 2). A scenario that cannot be set up as written is an error with its line
(T0001), never a table other than the one written; each test here failed before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.validate.testing import run_tests


def run(tmp_path: Path, text: str) -> list[tuple[str, list[str], list[tuple[str, int, str]]]]:
    """Run the test blocks of ``text`` (a lone file on the shipped set of its game); for each block its
    name, its failed expectations and its errors (code, line, message)."""
    path = tmp_path / "review2.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [d.message for d in done.loaded.diagnostics if d.is_error]
    return [
        (
            r.scenario.name,
            [f"{f.expected} / {f.actual}" for f in r.failures],
            [(e.code, e.span.line if e.span is not None else 0, e.message) for e in r.errors],
        )
        for r in done.results
    ]


def only_error(tmp_path: Path, text: str) -> tuple[str, int, str]:
    ((_, _, errors),) = run(tmp_path, text)
    assert len(errors) == 1, errors
    return errors[0]


@pytest.mark.parametrize("step", ["equipped", "carrying"])
def test_a_monster_cannot_be_given_as_an_item(tmp_path: Path, step: str) -> None:
    """`given alice equipped "Sulking Slime"` did nothing, silently: the block passed on a table with
    no monster carried and no item either. Only items (and one-shots on the table, MUN-65) are carried."""
    code, line, message = only_error(
        tmp_path,
        f"""game munchkin

test "a slime for a hat" {{
  given alice level 2, {step} "Sulking Slime"
  expect alice level 2
}}
""",
    )
    assert (code, line) == ("T0001", 4), message
    assert "'Sulking Slime' is a monster" in message and "item" in message, message


def test_a_card_given_twice_is_an_error_naming_the_first_place(tmp_path: Path) -> None:
    """The set holds one copy of each card: a second `given` of the same card moved it silently (from
    in play to the hand here), so the block tested a table other than the one written."""
    code, line, message = only_error(
        tmp_path,
        """game munchkin

test "two family trees" {
  given alice race elf, has "Very Complicated Family Tree"
  given alice holding "Very Complicated Family Tree"
  when alice plays "Very Complicated Family Tree"
  expect refused
}
""",
    )
    assert (code, line) == ("T0001", 5), message
    assert "'Very Complicated Family Tree'" in message and "line 4" in message, message


def test_a_table_smaller_than_the_players_named_is_an_error(tmp_path: Path) -> None:
    """`given 2 players` with cara named sat three players, silently."""
    code, line, message = only_error(
        tmp_path,
        """game munchkin

test "two players, three named" {
  given 2 players
  given cara level 2
  expect cara level 2
}
""",
    )
    assert (code, line) == ("T0001", 4), message
    assert "cara" in message and "3" in message, message


def test_the_set_up_steps_that_worked_still_do(tmp_path: Path) -> None:
    """What the pass tried that worked, kept working: a table of the size named, an item given once,
    a card moved by the play (not by a second `given`), and a one-shot carried on the table (MUN-65)."""
    results = run(
        tmp_path,
        """game munchkin

test "three players named, three seated" {  # MUN-1
  given 3 players
  given cara level 2
  expect cara level 2
}

test "a one-shot on the table is carried" {  # MUN-65
  given alice carrying "Flask of Liquid Courage"
  when alice fights "Cranky Cave Newt"
  when alice plays "Flask of Liquid Courage" on players
  expect alice wins combat, discarded "Flask of Liquid Courage"
}

test "the top door, then kicked into the hand" {  # MUN-28
  given top door "Stout Beard-Haver"
  when alice kicks open the door
  expect alice holding "Stout Beard-Haver"
}
""",
    )
    assert all(not failures and not errors for _, failures, errors in results), results
    assert len(results) == 3


def test_a_step_is_quoted_back_as_written_with_its_plural(tmp_path: Path) -> None:
    """T0003 quoted `when alice pays with 2 cards` as 'alice pays with 2 card'."""
    code, _, message = only_error(
        tmp_path,
        """game munchkin

test "the warrior pays a second time, with nothing left to pay" {  # MUN-40
  given alice level 1, class warrior, holding "Sock Gremlin", holding "Pocket Sand", holding "Jar of Angry Bees"
  given rolls 6
  when alice fights "Grudge-Bearing Marsh Drake"
  when alice uses "Certified Sword Enthusiast"
  when alice pays with 3 cards
  when alice uses "Certified Sword Enthusiast"
  when alice pays with 2 cards
  expect alice strength 4
}
""",
    )
    assert code in ("T0002", "T0003"), message
    assert "'alice pays with 2 cards'" in message, message


def test_an_unknown_player_is_named_with_a_suggestion(tmp_path: Path) -> None:
    """`given alise level 2` was "unknown test set-up step 'alise level 2'" with the whole list of steps
    as its help: the step is right, the player is not."""
    from toolkit.lang.load import load

    path = tmp_path / "players.cards"
    path.write_text(
        'game munchkin\n\ntest "typos" {\n  given alise level 2\n  when zed fights "Sulking Slime"\n'
        "  expect alice levle 2\n}\n",
        encoding="utf-8",
    )
    found = [(d.code, d.span.line, d.message, d.hint) for d in load([str(path)]).diagnostics if d.is_error]
    assert found[0][:3] == ("E0114", 4, "unknown player 'alise'; did you mean 'alice'?"), found
    assert found[0][3] == "players are named by seat: alice, bob, cara, dan, eve, finn", found
    assert found[1][:3] == ("E0114", 5, "unknown player 'zed'"), found
    # A player named right and a step misspelt is still the step's error, with its did-you-mean.
    assert found[2][0] == "E0120" and "did you mean 'alice level 2'" in found[2][2], found


def test_a_combat_card_played_during_a_run_says_why_it_cannot_be(tmp_path: Path) -> None:
    """After `runs away`, a smoke bomb ("during combat: escape automatically ...") was "has no rule to
    use during a combat": it has one; during the run only 'when running away' and 'any time' rules act."""
    code, line, message = only_error(
        tmp_path,
        """game munchkin

test "a smoke bomb thrown once the run has begun" {  # MUN-93, MUN-95
  given alice level 1, holding "Smoke Bomb of Awkward Silence"
  when alice runs away from "Grudge-Bearing Marsh Drake"
  when alice plays "Smoke Bomb of Awkward Silence"
  expect alice escapes
}
""",
    )
    assert (code, line) == ("T0001", 6), message
    assert "no rule to use while running away" in message and "after 'fights'" in message, message


def test_the_smoke_bomb_played_in_the_combat_still_escapes(tmp_path: Path) -> None:
    """What works: the same bomb after `fights` (the combat's window), and pocket sand during the run."""
    results = run(
        tmp_path,
        """game munchkin

test "the bomb before the run" {  # MUN-95
  given alice level 1
  when alice fights "Grudge-Bearing Marsh Drake"
  when alice plays "Smoke Bomb of Awkward Silence"
  expect alice escapes, no die rolled
}

test "pocket sand during the run" {  # MUN-93
  given alice level 1, holding "Pocket Sand"
  given rolls 2
  when alice runs away from "Grudge-Bearing Marsh Drake"
  when alice plays "Pocket Sand"
  expect alice escapes
}
""",
    )
    assert all(not failures and not errors for _, failures, errors in results), results


def test_a_table_the_rules_do_not_allow_is_an_error_at_its_step(tmp_path: Path) -> None:
    """Two big items given to a human (MUN-55) passed silently (a shipped block did it, and won its
    combat with the second one's +3): the givens are judged once they are done."""
    code, line, message = only_error(
        tmp_path,
        """game munchkin

test "a human with two big items" {  # MUN-55
  given alice carrying "Entire Tree Trunk"
  given alice carrying "Breastplate of Unearned Confidence"
  expect alice carrying "Entire Tree Trunk"
}
""",
    )
    assert (code, line) == ("T0001", 5), message
    assert "alice carries 2 big items (at most 1)" in message, message


def test_a_later_given_that_allows_the_table_is_read_first(tmp_path: Path) -> None:
    """The race that lifts the limit may come after the items: the table is judged whole."""
    results = run(
        tmp_path,
        """game munchkin

test "items first, then the dwarf" {  # MUN-55
  given alice carrying "Entire Tree Trunk", carrying "Breastplate of Unearned Confidence"
  given alice race dwarf
  expect alice carrying "Breastplate of Unearned Confidence"
}
""",
    )
    assert all(not failures and not errors for _, failures, errors in results), results


def test_a_curse_may_be_played_while_a_player_runs_away(tmp_path: Path) -> None:
    """MUN-98: a curse from the hand may be played "at any time, during any combat included", and a
    combat is in progress until its running away is over (MUN-68): before each escape roll the other
    players are asked (`while-running`), so bob's curse lands on alice as she runs."""
    ((_, failures, errors),) = run(
        tmp_path,
        """game munchkin

test "bob curses alice as she runs" {  # MUN-98, MUN-68
  given alice level 3
  given bob holding "Sudden Onset Amnesia"
  given rolls 6
  when alice runs away from "Grudge-Bearing Marsh Drake"
  when bob plays "Sudden Onset Amnesia" on alice
  expect alice escapes, alice level 2
}
""",
    )
    assert not errors, errors
    assert not failures, failures


def test_a_card_dealt_and_given_again_is_an_error(tmp_path: Path) -> None:
    """A card the set-up deals to alice, then given to bob's hand, moved silently from one to the other."""
    code, line, message = only_error(
        tmp_path,
        """game munchkin

test "the newt dealt, then held by bob" {  # MUN-3
  given alice dealt "Cranky Cave Newt"
  given bob holding "Cranky Cave Newt"
  expect bob holding "Cranky Cave Newt"
}
""",
    )
    assert (code, line) == ("T0001", 5), message
    assert "given already (line 4)" in message, message


def test_a_monster_fought_and_held_is_an_error(tmp_path: Path) -> None:
    """`given alice fighting "X"` and `given bob holding "X"`: the one copy cannot be in both."""
    code, line, message = only_error(
        tmp_path,
        """game munchkin

test "the newt in the combat and in bob's hand" {  # MUN-91
  given alice fighting "Cranky Cave Newt"
  given bob holding "Cranky Cave Newt"
  given rolls 6
  when alice runs away
  expect alice escapes
}
""",
    )
    assert (code, line) == ("T0001", 5), message
