"""Review findings in the Munchkin family's rules: cards written afresh, in words the shipped cards do
not use, whose test blocks failed although the checker accepted every line (docs/language.md: what
the checker accepts, the engine runs). Each block here would fail if the engine ignored its rule."""

from __future__ import annotations

from pathlib import Path

from toolkit.validate.testing import run_tests


def run(tmp_path: Path, text: str) -> None:
    """Every test block of ``text`` passes (on the shipped set of its game, as a lone file does)."""
    path = tmp_path / "review.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [d.message for d in done.loaded.diagnostics if d.is_error]
    problems = [
        (r.scenario.name, [f"{f.expected} / {f.actual}" for f in r.failures], [e.message for e in r.errors])
        for r in done.results
        if not r.passed
    ]
    assert not problems, problems
    assert done.passed == text.count("\ntest ")


def test_an_item_that_sets_the_escape_roll_lowers_it(tmp_path: Path) -> None:
    """MUN-91: `escape roll 3` on footgear runs away on a 3; a lower escape roll is the better one,
    so "the best of the cards that set it" is the lowest, and a monster's harsher roll still wins."""
    run(
        tmp_path,
        """game munchkin

item "Quick Sandals" {
  slot footgear
  gold 200
  escape roll 3
}

monster "Stern Gatekeeper" {
  level 12
  treasures 2
  escape roll 6
  bad stuff: lose 1 level
}

test "sandals run away on a 3" {  # MUN-91
  given alice level 1, equipped "Quick Sandals"
  given rolls 3
  when alice fights "Grudge-Bearing Marsh Drake"
  expect alice loses combat, alice escapes, alice escape roll 3
}

test "without sandals a 3 is caught" {  # MUN-91
  given alice level 1
  given rolls 3
  when alice fights "Grudge-Bearing Marsh Drake"
  expect alice caught
}

test "the gatekeeper's six beats the sandals" {  # MUN-15, MUN-91
  given alice level 1, equipped "Quick Sandals"
  given rolls 5
  when alice fights "Stern Gatekeeper"
  expect alice caught
}
""",
    )


def test_a_static_number_aimed_at_a_selector_changes_those_players(tmp_path: Path) -> None:
    """An item's `hand limit +2 on each other player` (a player selector as its target) changes every
    other player's hand limit, as `on other player` does; its owner's stays."""
    run(
        tmp_path,
        """game munchkin

item "Generous Satchel" {
  gold 300
  hand limit +2 on each other player
}

item "Stingy Purse" {
  gold 300
  hand limit -1 on the lowest-level other player
}

test "the satchel is generous to the others" {  # MUN-23
  given alice equipped "Generous Satchel"
  given cara level 1
  expect alice hand limit 5, bob hand limit 7, cara hand limit 7
}

test "the purse is stingy to the lowest other player" {  # MUN-23
  given alice level 3, equipped "Stingy Purse"
  given bob level 2
  given cara level 4
  expect alice hand limit 5, bob hand limit 4, cara hand limit 5
}
""",
    )


def test_the_giver_decides_who_of_the_tied_lowest_gets_the_odd_charity_card(tmp_path: Path) -> None:
    """MUN-33: the excess is split as evenly as possible among the tied lowest-level players, and the
    giver decides who receives the extra card: it was dealt round the table in seat order, unasked."""
    run(
        tmp_path,
        """game munchkin

test "alice gives the odd card to cara, not bob" {  # MUN-32, MUN-33
  given alice level 3, holding "Pocket Sand", holding "Jar of Angry Bees", holding "Sulking Slime"
  given alice holding "Sock Gremlin", holding "Bog Wisp", holding "Cranky Cave Newt"
  given bob level 1
  given cara level 1
  when alice ends turn
  when alice answers choose-taker with "cara"
  when alice gives "Bog Wisp" to charity
  expect cara holding "Bog Wisp", bob hand 0, alice hand 5
}

test "three over, two tied: one each, and the odd one where alice says" {  # MUN-33
  given alice level 3, holding "Pocket Sand", holding "Jar of Angry Bees", holding "Sulking Slime"
  given alice holding "Sock Gremlin", holding "Bog Wisp", holding "Cranky Cave Newt"
  given alice holding "Pocket Dragonling", holding "Skeletal Accountant"
  given bob level 1
  given cara level 1
  when alice ends turn
  when alice answers choose-taker with "bob"
  expect bob hand 2, cara hand 1, alice hand 5
}
""",
    )


def test_an_odd_charity_card_for_someone_not_tied_lowest_is_an_error_naming_the_offer(tmp_path: Path) -> None:
    """An answer the decision does not offer is T0002 naming what it offered, never the first option."""
    path = tmp_path / "review.cards"
    path.write_text(
        """game munchkin

test "charity to dan, who is not among the lowest" {  # MUN-33
  given alice level 3, holding "Pocket Sand", holding "Jar of Angry Bees", holding "Sulking Slime"
  given alice holding "Sock Gremlin", holding "Bog Wisp", holding "Cranky Cave Newt"
  given bob level 1
  given cara level 1
  given dan level 2
  when alice ends turn
  when alice answers choose-taker with "dan"
  expect alice hand 5
}
""",
        encoding="utf-8",
    )
    done = run_tests([str(path)], cards_root=None)
    (result,) = done.results
    assert not result.passed
    (error,) = result.errors
    assert error.code == "T0002" and 'offered: "bob", "cara"' in error.message, error.message
