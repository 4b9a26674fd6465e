"""Rule numbers a card cannot change as written (issue 10; MUN-86, MUN-92).

- V0121 (warning): `helpers allowed +1` raises a number the rules cap at one helper, which is one
  already: alone it does nothing, it only gives back what a monster's `helpers allowed 0` took.
- V0122 (error): `escape roll 0` (or a floor below 1) is a number the rules never read: the escape
  roll is at least 1, so 0 is read as 1. Changes (`escape roll -1`) and rolls above the die (escape
  bonuses add to the roll) stay valid.
"""

from __future__ import annotations

from engine_support import cards_of, ruleset

from toolkit.lang import games
from toolkit.lang.diagnostics import Severity
from toolkit.lang.load import load_text
from toolkit.rulesets.munchkin_rules.conflicts import rule_conflicts
from toolkit.rulesets.munchkin_rules.scenarios import run_scenario


def conflicts(text: str, game: str = "munchkin") -> list[tuple[str, str, int, int, str, Severity]]:
    loaded = load_text(f"game {game}\n\n{text}", "numbers.cards")
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    found = rule_conflicts(games.get(game), loaded.cards)  # type: ignore[arg-type]
    return [(d.code, d.message, d.span.line, d.span.column, d.hint or "", d.severity) for d in found if d.span]


def test_helpers_allowed_plus_one_does_nothing_alone() -> None:
    assert conflicts('item "Helping Hand" {\n  gold 300\n  helpers allowed +1\n}\n') == [
        (
            "V0121",
            "'helpers allowed +1' does nothing alone: helpers allowed is at most 1 whatever a card says, and 1 "
            "without one (MUN-86): it only gives back what another card took (a monster's 'helpers allowed 0')",
            5,
            3,
            "keep it only to undo a lower limit; remove the line if it was meant to let more than 1 help",
            Severity.WARNING,
        )
    ]


def test_in_kung_fu_the_rule_is_cited_by_its_own_number() -> None:
    found = conflicts('style "Crowd Fist" {\n  is crowdfist\n  helpers allowed +1\n}\n', "munchkin-kungfu")
    assert [(code, line, column) for code, _, line, column, _, _ in found] == [("V0121", 5, 3)]
    assert "(MKF-85)" in found[0][1], found


def test_lowering_the_helpers_is_no_warning() -> None:
    assert conflicts('item "Lonely Bell" {\n  gold 300\n  helpers allowed -1\n}\n') == []


def test_it_still_undoes_a_monster_s_limit() -> None:
    loaded = load_text(
        'game munchkin\n\nitem "Helping Hand" {\n  gold 300\n  helpers allowed +1\n}\n\n'
        'test "the hand brings help back against the crab" {\n  given alice level 1, equipped "Helping Hand"\n'
        '  given bob level 9\n  when alice fights "Jealous Hermit Crab"\n  when bob helps\n'
        "  expect alice wins combat\n}\n",
        "numbers.cards",
    )
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    result = run_scenario(ruleset("munchkin"), [*cards_of("munchkin"), *loaded.cards], loaded.scenarios[0])
    assert result.passed, (result.failures, [e.message for e in result.errors])


def test_an_escape_roll_of_zero_makes_no_sense() -> None:
    card = 'monster "Slow Snail" {\n  level 2\n  treasures 1\n  escape roll 0\n  bad stuff: lose 1 level\n}\n'
    assert conflicts(card) == [
        (
            "V0122",
            "'escape roll 0' makes no sense: a runner escapes when the roll plus their modifiers is the escape roll "
            "or more (MUN-92), and the rules never read the escape roll below 1: 0 is read as 1",
            6,
            3,
            "write 'escape roll 1', the lowest the rules read",
            Severity.ERROR,
        )
    ]


def test_a_floor_below_one_makes_no_sense_either() -> None:
    card = 'item "Greased Boots" {\n  slot footgear\n  gold 300\n  escape roll -2 never below 0\n}\n'
    assert conflicts(card) == [
        (
            "V0122",
            "the floor of 'escape roll -2 never below 0' makes no sense: a runner escapes when the roll plus their "
            "modifiers is the escape roll or more (MUN-92), and the rules never read the escape roll below 1: 0 is "
            "read as 1",
            6,
            3,
            "write 'never below 1', the lowest the rules read; or, to run away without rolling: escape automatically",
            Severity.ERROR,
        )
    ]


def test_valid_escape_rolls_and_modifiers_stay_accepted() -> None:
    assert conflicts('item "Quick Boots" {\n  slot footgear\n  gold 300\n  escape roll -1 never below 3\n}\n') == []
    assert conflicts('item "Lucky Boots" {\n  slot footgear\n  gold 300\n  escape roll 3\n}\n') == []
    # Above the die's six: an escape bonus still reaches it (MUN-92: the roll plus the modifiers).
    card = 'monster "Swift Hare" {\n  level 2\n  treasures 1\n  escape roll 7\n  bad stuff: lose 1 level\n}\n'
    assert conflicts(card) == []
