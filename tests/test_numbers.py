"""Rule numbers as modifiable quantities, events, triggers and durations (issue 10, item 2).

The checker types the phrases (rule numbers set or changed, floors and ceilings, durations that end
on an event, triggers of cards in play); the engine reads every rule number through numbers.py and
every event through events.py. Cards written here in the language, run as scenarios against the
shipped Munchkin set, show each construct executed; the E-lines' own cards live in
cards/munchkin/numbers.cards.
"""

from __future__ import annotations

import re

import pytest
from engine_support import CARDS, cards_of, fresh, ruleset

from toolkit.lang.load import load_text
from toolkit.lang.model import Card, Effect, Term
from toolkit.rulesets.munchkin_family import RULE_NUMBERS, TRIGGERS
from toolkit.rulesets.munchkin_rules import events, numbers
from toolkit.rulesets.munchkin_rules.scenarios import run_scenario

MUNCHKIN = ruleset("munchkin")


def check(text: str) -> list[str]:
    loaded = load_text("game munchkin\n\n" + text, "extra.cards")
    return [f"{d.code} {d.message} | {d.hint}" for d in loaded.diagnostics]


def run(text: str) -> None:
    """Every test block of ``text`` (cards and tests of its own, beside the shipped set) passes."""
    loaded = load_text("game munchkin\n\n" + text, "extra.cards")
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    pool = [*cards_of("munchkin"), *loaded.cards]
    assert loaded.scenarios
    for scenario in loaded.scenarios:
        result = run_scenario(MUNCHKIN, pool, scenario)
        assert result.passed, (scenario.name, result.failures, [e.message for e in result.errors])


def fails(text: str) -> list[str]:
    """What the test blocks of ``text`` found wrong (to show a test would fail)."""
    loaded = load_text("game munchkin\n\n" + text, "extra.cards")
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    pool = [*cards_of("munchkin"), *loaded.cards]
    found = []
    for scenario in loaded.scenarios:
        result = run_scenario(MUNCHKIN, pool, scenario)
        found += [f.expected for f in result.failures] + [e.message for e in result.errors]
    return found


# ---------------------------------------------------------------- the language


def test_a_number_without_a_sign_sets_and_with_a_sign_changes() -> None:
    loaded = load_text(
        'game munchkin\n\nitem "A" {\n  gold 100\n  hand limit 7\n}\n\n'
        'item "B" {\n  gold 100\n  hand limit +1\n  escape roll -1 never below 3\n  big-item limit +1 not above 2\n}\n'
    )
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    a, b = loaded.cards
    assert a.statics == (Effect(Term("hand_limit", {"n": 7})),)
    assert b.statics == (
        Effect(Term("change_hand_limit", {"n": 1})),
        Effect(Term("change_escape_roll", {"n": -1, "floor": 3})),
        Effect(Term("change_big_items", {"n": 1, "ceiling": 2})),
    )


def test_a_number_set_with_an_equals_sign_is_the_same_card() -> None:
    """`hand limit = 7` (the "= N" of docs/language.md) is `hand limit 7`, in a property and in a
    rule's effect, and the engine sets the number; `if level = 3` still compares, and any other
    comparison in an effect is a syntax error at the operator, saying how to set a number."""
    plain = load_text('game munchkin\n\nitem "A" {\n  gold 100\n  hand limit 7\n}\n')
    equals = load_text('game munchkin\n\nitem "A" {\n  gold 100\n  hand limit = 7\n}\n')
    assert equals.ok, [d.headline() for d in equals.diagnostics]
    assert equals.cards[0].statics == plain.cards[0].statics == (Effect(Term("hand_limit", {"n": 7})),)
    run(
        'item "Deep Pockets" @eq-001 {\n  slot footgear\n  gold 100\n  hand limit = 8\n'
        "  strength +2 if level = 3\n}\n\n"
        'curse "Tight Pouch" @eq-002 {\n  when played: hand limit = 3 until you die\n}\n\n'
        'test "deep pockets hold eight" {\n  given alice equipped "Deep Pockets"\n  expect alice hand limit 8\n}\n\n'
        'test "a tight pouch holds three" {\n  given alice cursed with "Tight Pouch"\n'
        "  expect alice hand limit 3\n}\n\n"
        'test "the level-3 bonus" {\n  given alice level 3, equipped "Deep Pockets"\n'
        '  when alice fights "Sulking Slime"\n  expect alice strength 5\n}\n'
    )
    assert fails(
        'item "Deep Pockets" @eq-001 {\n  slot footgear\n  gold 100\n  hand limit = 8\n}\n\n'
        'test "not five" {\n  given alice equipped "Deep Pockets"\n  expect alice hand limit 5\n}\n'
    )
    refused = check('item "A" {\n  gold 100\n  hand limit <= 7\n}\n')
    assert len(refused) == 1 and refused[0].startswith(
        "E0010 unexpected '<=': a comparison outside an 'if' condition"
    ), refused
    assert "'hand limit = 7'" in refused[0], refused


def test_every_rule_number_has_its_phrases() -> None:
    vocabulary = MUNCHKIN.vocabulary
    effects = {p.key for p in vocabulary.effects}
    quantities = {p.key for p in vocabulary.quantities}
    expectations = {p.key for p in vocabulary.expectations}
    for number in RULE_NUMBERS:
        assert {number.set_key, number.change_key} <= effects
        assert number.quantity_key in quantities and number.quantity_key in expectations
        assert number.constant is None or number.constant in MUNCHKIN.constants


def test_a_curse_s_lasting_property_is_refused_with_the_way_to_write_it() -> None:
    found = check('curse "Wet Feet" {\n  escape -1\n}\n')
    assert len(found) == 1 and found[0].startswith("E0117 'escape -1' is a lasting property")
    assert "MUN-99" in found[0] and found[0].endswith("write: when played: escape -1 until you die")


def test_a_rule_number_in_a_window_needs_a_duration() -> None:
    (found,) = check('curse "Small Bag" {\n  when played: hand limit -2\n}\n')
    assert found.startswith("E0113 'hand limit -2' changes a lasting property")
    assert "hand limit -2 until end of combat" in found
    (nested,) = check('curse "Small Bag" {\n  when played: choose victim [hand limit -1 | lose 1 level]\n}\n')
    assert nested.startswith("E0113 'hand limit -1'")
    assert check('curse "Small Bag" {\n  when played: hand limit -2 until your next kill\n}\n') == []


def test_unknown_events_and_durations_say_what_there_is() -> None:
    (window,) = check('item "Crow" {\n  gold 100\n  whenever another player sneezes: draw 1 door\n}\n')
    assert window.startswith("E0109") and "die" in window
    (until,) = check('curse "Bag" {\n  when played: hand limit -1 until you lose your hat\n}\n')
    assert until.startswith("E0114 unknown slot 'hat'")


def test_triggers_are_windows_of_cards_that_stay_in_play_only() -> None:
    (found,) = check('curse "Omen" {\n  whenever you die: lose 1 level\n}\n')
    assert found.startswith("E0117")
    assert check('item "Omen" {\n  gold 100\n  whenever a player gains a level: draw 1 door\n}\n') == []


# ---------------------------------------------------------------- reading the numbers


def test_every_number_starts_from_its_constant() -> None:
    state = fresh("munchkin")
    player = state.players[0]
    for number in RULE_NUMBERS:
        if number.constant is not None:
            assert numbers.value(state, number.name, player) == state.constants[number.constant]
    assert numbers.value(state, "kill_treasures", player, 3) == 3


def test_a_number_no_card_changes_is_read_without_its_modifiers(monkeypatch: pytest.MonkeyPatch) -> None:
    state = fresh("munchkin")
    assert "headgear_slots" not in numbers.changed(state) and "hand_limit" in numbers.changed(state)

    def refuse(*_: object) -> int:
        raise AssertionError("a number no card changes is its base")

    monkeypatch.setattr(numbers, "_modified", refuse)
    assert numbers.value(state, "headgear_slots", state.players[0]) == 1


def test_floors_and_ceilings_stop_a_change_and_never_lift() -> None:
    assert numbers.bounded(2, -4, floor=1) == 1
    assert numbers.bounded(0, -2, floor=1) == 0  # below the floor already: not lifted
    assert numbers.bounded(1, +3, ceiling=3) == 3
    assert numbers.bounded(5, +1, ceiling=3) == 5
    assert numbers.bounded(5, -2) == 3


def test_the_rules_clamp_a_number_to_its_range() -> None:
    run(
        'curse "Hole in Everything" {\n  when played: hand limit -9 until you die\n}\n\n'
        'item "Extra Friends" {\n  gold 100\n  helpers allowed +2\n}\n\n'
        'test "clamped" {\n  given alice cursed with "Hole in Everything", equipped "Extra Friends"\n'
        "  expect alice hand limit 0, alice helpers allowed 1, bob hand limit 5\n}\n"
    )


def test_a_card_aimed_at_other_players_changes_their_number_only() -> None:
    run(
        'item "Crowded Table" {\n  gold 100\n  hand limit -1 on other player\n}\n\n'
        'test "others" {\n  given alice equipped "Crowded Table"\n'
        "  expect alice hand limit 5, bob hand limit 4, cara hand limit 4\n}\n"
    )


def test_slots_and_big_items_are_numbers_too() -> None:
    run(
        'item "Spare Feet" {\n  gold 100\n  footgear slots +1\n  big-item limit +1\n}\n\n'
        'test "two pairs" {\n  given alice equipped "Spare Feet", equipped "Steel-Toed Clodhoppers"\n'
        '  given alice equipped "Sneakers of Strategic Retreat"\n'
        '  expect alice footgear slots 2, alice big-item limit 2, alice equipped "Sneakers of Strategic Retreat"\n}\n'
    )
    assert fails(
        'test "one pair" {\n  given alice equipped "Steel-Toed Clodhoppers", equipped "Sneakers of Strategic Retreat"\n'
        "  expect alice footgear slots 1\n}\n"
    ), "without the card the second footgear does not fit"


def test_a_kill_s_levels_change() -> None:
    run(
        'curse "Trophy Room" {\n  when played: kill levels +1 until your next kill\n}\n\n'
        'test "two levels" {\n  given alice level 5, cursed with "Trophy Room"\n'
        '  when alice fights "Cranky Cave Newt"\n  expect alice wins combat, alice level 7, discarded "Trophy Room"\n'
        '  when alice fights "Pocket Dragonling"\n  expect alice wins combat, alice level 8\n}\n'
    )


# ---------------------------------------------------------------- events and triggers


def test_until_your_next_kill_ends_after_the_kill() -> None:
    run(
        'one-shot "Borrowed Courage" {\n  gold 100\n  during combat: strength +3 until your next kill\n}\n\n'
        'test "courage lasts one kill" {\n  given alice level 1\n  given rolls 6\n'
        '  when alice fights "Cranky Cave Newt"\n  when alice plays "Borrowed Courage"\n'
        "  expect alice strength 4, alice wins combat\n"
        '  when alice fights "Pocket Dragonling"\n  expect alice strength 2, alice loses combat\n}\n'
    )


def test_a_trigger_of_your_own_event_runs() -> None:
    run(
        'item "Lucky Level Ledger" {\n  gold 100\n  whenever you gain a level: draw 1 door\n}\n\n'
        'test "a level brings a door" {\n  given alice level 4, carrying "Lucky Level Ledger"\n'
        '  given top door "Sulking Slime"\n'
        '  when alice fights "Cranky Cave Newt"\n'
        '  expect alice wins combat, alice holding "Sulking Slime", alice hand 2\n}\n'
    )


def test_triggers_set_off_by_triggers_stop() -> None:
    # A card's gain stops below the winning level (MUN-14): the echo's last gain is refused, the game goes on.
    run(
        'item "Echo Chamber" {\n  gold 100\n  whenever you gain a level: go up 1 level\n}\n\n'
        'test "an echo stops" {\n  given alice level 2, carrying "Echo Chamber"\n'
        '  when alice fights "Sulking Slime"\n  expect alice wins combat, alice level 9, no winner\n}\n'
    )
    loaded = load_text('game munchkin\n\nitem "Echo" {\n  gold 100\n  whenever you gain a level: draw 1 door\n}\n')
    state = fresh("munchkin")
    state.add_card(loaded.cards[0], state.players[0].carried)
    events.prepare(state)
    state.trigger_depth = events.MAX_DEPTH
    events.happen(state, "level_gained", 0)
    assert state.log.events[-1].kind == "trigger-stopped"
    state.trigger_depth = 0
    hand = len(state.players[0].hand)
    events.happen(state, "level_gained", 0)
    assert len(state.players[0].hand) == hand + 1


def test_an_item_s_loss_is_seen_only_where_a_card_waits_for_it() -> None:
    state = fresh("munchkin")
    assert state.move_watcher is None  # no card fires on a loss, no duration waits for one: moves unwatched
    loaded = load_text(
        'game munchkin\n\nitem "Magpie" {\n  gold 100\n  whenever a player loses an item: draw 1 door\n}\n'
    )
    state.add_card(loaded.cards[0], state.doors.draw)
    events.prepare(state)
    watching = state.move_watcher
    assert watching is not None
    events.prepare(state)
    assert state.move_watcher is watching  # set once


def test_a_trigger_on_an_item_s_loss_fires() -> None:
    run(
        'item "Magpie Brooch" {\n  gold 100\n  whenever a player loses an item: draw 1 door\n}\n\n'
        'test "a lost hat feeds the magpie" {\n  given alice carrying "Magpie Brooch"\n'
        '  given bob equipped "Colander of Cranial Safety"\n  given top door "Sulking Slime"\n'
        '  when alice plays "Hat-Hungry Moths" on bob\n'
        '  expect discarded "Colander of Cranial Safety", alice holding "Sulking Slime"\n}\n'
    )


def test_every_trigger_window_names_a_known_event() -> None:
    from toolkit.rulesets.munchkin_family import EVENTS

    assert set(TRIGGERS.values()) == set(EVENTS)


# ---------------------------------------------------------------- the silent cases, executed


def test_a_monster_s_during_combat_loss_strikes_each_player() -> None:
    run(
        'monster "Rust Monster Cousin" {\n  level 2\n  treasures 1\n  during combat: lose item on each player\n'
        "  bad stuff: lose 1 level\n}\n\n"
        'test "everyone loses an item" {\n  given alice level 5, carrying "Rusty Butter Knife"\n'
        '  given bob carrying "Steel-Toed Clodhoppers"\n  when alice fights "Rust Monster Cousin"\n'
        '  expect discarded "Rusty Butter Knife", discarded "Steel-Toed Clodhoppers", alice wins combat\n}\n'
    )


# ---------------------------------------------------------------- the E-lines' cards

MARK = re.compile(r'^(\w[\w-]*) "([^"]+)" @[\w-]+ \{  # (E\d+)$', re.MULTILINE)


def marked() -> dict[str, tuple[str, str]]:
    text = (CARDS / "munchkin" / "numbers.cards").read_text(encoding="utf-8")
    return {line: (kind, name) for kind, name, line in MARK.findall(text)}


def test_the_e_lines_of_item_2_each_have_a_card_with_test_blocks_that_pass() -> None:
    found = marked()
    assert set(found) >= {"E43", "E44", "E45", "E49", "E50", "E52"}
    loaded = load_text((CARDS / "munchkin" / "numbers.cards").read_text(encoding="utf-8"), "numbers.cards")
    by_name: dict[str, Card] = {c.name: c for c in loaded.cards}
    for line, (kind, name) in found.items():
        assert by_name[name].kind == kind, line
        named = [s for s in loaded.scenarios if any(name in str(step.term.args.values()) for step in s.steps)]
        assert named, f"{line}: no test block uses {name}"
        for scenario in named:
            assert run_scenario(MUNCHKIN, cards_of("munchkin"), scenario).passed, scenario.name


def test_until_the_end_of_your_next_turn_lasts_through_that_turn_only() -> None:
    run(
        'curse "Slow Week" {\n  when played: hand limit -1 until end of your next turn\n}\n\n'
        'test "a week" {\n  given bob cursed with "Slow Week"\n  expect bob hand limit 4\n'
        "  when alice ends turn\n  expect bob hand limit 4\n"
        '  when bob ends turn\n  expect bob hand limit 5, discarded "Slow Week"\n}\n'
    )


def test_triggers_name_their_players_with_any_selector() -> None:
    run(
        'item "Sore Loser Badge" {\n  gold 100\n  whenever the lowest-level player loses a combat: draw 1 door\n}\n\n'
        'test "the lowest loses" {\n  given alice level 1\n  given bob level 4, carrying "Sore Loser Badge"\n'
        '  given top door "Sulking Slime"\n  given rolls 6\n'
        '  when alice fights "Cranky Cave Newt"\n  expect alice loses combat, bob holding "Sulking Slime"\n}\n\n'
        'test "not the lowest" {\n  given alice level 2\n  given bob level 1, carrying "Sore Loser Badge"\n'
        '  given top door "Sulking Slime"\n  given rolls 6\n'
        '  when alice fights "Cranky Cave Newt"\n  expect alice loses combat, bob hand 0\n}\n'
    )


def test_rule_numbers_are_quantities_of_the_selectors() -> None:
    run(
        'one-shot "Pickpocket Census" {\n  gold 100\n'
        "  your turn: draw 1 treasure on the player with the lowest hand limit\n}\n\n"
        'test "the smallest bag" {\n  given bob cursed with "Shrinking Satchel"\n'
        '  given alice holding "Pickpocket Census"\n  given top treasure "Rusty Butter Knife"\n'
        '  when alice plays "Pickpocket Census"\n  expect bob holding "Rusty Butter Knife"\n}\n'
    )
