"""The family's composable constructs executed (issue 10, item 2): selectors, quantities and their
comparisons, `for each` over any selector, moves between zones, cancelling, waivers; and what the
checker and the rule checks say of them. Each test writes its own cards beside the shipped set."""

from __future__ import annotations

import pytest
from engine_support import cards_of, fresh, ruleset

from toolkit.lang.load import load_text
from toolkit.lang.model import Term
from toolkit.rulesets.munchkin_rules import selectors
from toolkit.rulesets.munchkin_rules.conflicts import rule_conflicts
from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult, run_scenario


def loaded(text: str):  # type: ignore[no-untyped-def]
    return load_text("game munchkin\n\n" + text, "parts-test.cards")


def run(cards: str, test: str) -> ScenarioResult:
    result = loaded(cards + "\n" + test)
    assert result.ok, [d.message for d in result.diagnostics]
    [scenario] = result.scenarios
    return run_scenario(ruleset("munchkin"), [*cards_of("munchkin"), *result.cards], scenario)


def passes(cards: str, test: str) -> None:
    outcome = run(cards, test)
    assert outcome.passed, ([(f.expected, f.actual) for f in outcome.failures], [e.message for e in outcome.errors])


def test_for_each_counts_any_selector() -> None:
    passes(
        'one-shot "Crowd Pleaser" {\n  gold 100\n  during combat: strength +1 for each other player\n}\n',
        'test "t" {\n  given 4 players\n  given alice level 1, holding "Crowd Pleaser"\n'
        '  when alice fights "Cranky Cave Newt"\n  when alice plays "Crowd Pleaser"\n'
        "  expect alice strength 4, alice wins combat\n}\n",
    )


ENVY = 'one-shot "Envy" {\n  gold 100\n  during combat, if you have more items than the fighter: strength +3\n}\n'


def test_a_condition_compares_players_by_a_quantity() -> None:
    passes(
        ENVY,
        'test "t" {\n  given alice level 1, carrying "Shield of Mostly Holes"\n'
        '  given bob holding "Envy", carrying "Conical Cap of Mild Arcana"\n'
        '  given bob carrying "Slippers of Soundless Shuffling"\n'
        '  given rolls 6\n  when alice fights "Cranky Cave Newt"\n  when bob plays "Envy"\n'
        "  expect alice strength 4, no die rolled\n}\n",
    )
    passes(
        ENVY,
        'test "t" {\n  given alice level 1, carrying "Shield of Mostly Holes"\n'
        '  given bob holding "Envy", carrying "Conical Cap of Mild Arcana"\n'
        '  given rolls 6\n  when alice fights "Cranky Cave Newt"\n  when bob plays "Envy"\n'
        '  expect refused, bob holding "Envy"\n}\n',
    )


def test_two_quantities_compared_and_the_number_of_a_selector() -> None:
    card = (
        'one-shot "Underdog" {\n  gold 100\n'
        "  during combat, if the level of the fighter < the number of cards in your hand: strength +2\n}\n"
    )
    passes(
        card,
        'test "t" {\n  given alice level 1\n  given bob holding "Underdog", holding "Pocket Sand"\n'
        '  given rolls 6\n  when alice fights "Cranky Cave Newt"\n  when bob plays "Underdog"\n'
        "  expect alice strength 3\n}\n",
    )
    passes(
        card,
        'test "t" {\n  given alice level 2\n  given bob holding "Underdog", holding "Pocket Sand"\n'
        '  given rolls 6\n  when alice fights "Cranky Cave Newt"\n  when bob plays "Underdog"\n'
        "  expect refused\n}\n",
    )


def test_steal_from_a_hand_takes_a_card_at_random_and_return_sends_one_home() -> None:
    passes(
        'one-shot "Pickpocket Glove" {\n  gold 100\n  your turn: steal a card from the hand of another player\n}\n',
        'test "t" {\n  given 2 players\n  given alice holding "Pickpocket Glove"\n'
        '  given bob holding "Pocket Sand", holding "Lucky Rubber Chicken"\n'
        '  when alice plays "Pickpocket Glove"\n  expect alice hand 1, bob hand 1, discarded "Pickpocket Glove"\n}\n',
    )
    passes(
        'one-shot "Return to Sender" {\n  gold 100\n'
        "  your turn: return an item carried by another player to its owner\n}\n",
        'test "t" {\n  given 2 players\n  given alice holding "Return to Sender"\n'
        '  given bob carrying "Shield of Mostly Holes"\n  when alice plays "Return to Sender"\n'
        '  expect bob holding "Shield of Mostly Holes", bob hand 1\n}\n',
    )


def test_give_to_each_player_found_and_discard_from_a_hand() -> None:
    passes(
        'one-shot "Party Favours" {\n  gold 100\n  your turn: give a card in your hand to each other player\n}\n',
        'test "t" {\n  given 3 players\n  given alice holding "Party Favours", holding "Pocket Sand"\n'
        '  given alice holding "Lucky Rubber Chicken", holding "Rusty Butter Knife"\n'
        '  when alice plays "Party Favours"\n  when alice answers choose-card with "Pocket Sand"\n'
        '  expect bob holding "Pocket Sand", cara hand 1, alice hand 1\n}\n',
    )
    passes(
        'one-shot "Spring Cleaning" {\n  gold 100\n  your turn: discard each item you carry\n}\n',
        'test "t" {\n  given alice holding "Spring Cleaning", carrying "Shield of Mostly Holes"\n'
        '  given alice class wizard, equipped "Conical Cap of Mild Arcana"\n  when alice plays "Spring Cleaning"\n'
        '  expect discarded "Shield of Mostly Holes", discarded "Conical Cap of Mild Arcana"\n}\n',
    )


def test_a_curse_is_cancelled_as_it_is_played() -> None:
    passes(
        'one-shot "Counterspell" {\n  gold 100\n  when a curse is played: cancel it\n}\n',
        'test "t" {\n  given alice level 3, holding "Counterspell"\n'
        '  when bob plays "Sudden Onset Amnesia" on alice\n  when alice answers cancel with "Counterspell"\n'
        '  expect alice level 3, discarded "Counterspell", discarded "Sudden Onset Amnesia"\n}\n',
    )


def test_a_card_predicate_narrows_a_selector() -> None:
    passes(
        'one-shot "Tax Day" {\n  gold 100\n  your turn: discard each item with a bonus of at least 2 you carry\n}\n',
        'test "t" {\n  given alice holding "Tax Day", carrying "Shield of Mostly Holes"\n'
        '  given alice carrying "Conical Cap of Mild Arcana"\n'
        '  when alice plays "Tax Day"\n'
        '  expect discarded "Shield of Mostly Holes", alice carrying "Conical Cap of Mild Arcana"\n}\n',
    )


def test_cards_of_the_combat_are_not_moved() -> None:
    outcome = run(
        'one-shot "Grabby Hands" {\n  gold 100\n  during combat: take a monster in the combat\n}\n',
        'test "t" {\n  given alice level 5, holding "Grabby Hands"\n  when alice fights "Cranky Cave Newt"\n'
        '  when alice plays "Grabby Hands"\n  expect alice wins combat\n}\n',
    )
    assert outcome.passed
    assert any(e.kind == "no-effect" and dict(e.data).get("effect") == "move_take" for e in outcome.events)


@pytest.mark.parametrize(
    ("line", "code", "column", "words"),
    [
        ("  when played: give your best item to the lowest-levle other player", "E0114", 43, "lowest-level"),
        ("  when played: give your best item to the fihgter", "E0108", 43, "fighter"),
        ("  when played: take the top card of the dor discard pile", "E0114", 41, "door"),
    ],
)
def test_a_bad_sub_phrase_is_reported_where_it_is(line: str, code: str, column: int, words: str) -> None:
    result = loaded(f'curse "Bad" {{\n{line}\n}}\n')
    [diagnostic] = result.diagnostics
    assert diagnostic.code == code and diagnostic.span.line == 4 and diagnostic.span.column == column, diagnostic
    assert "did you mean" in diagnostic.message and words in diagnostic.message, diagnostic.message


def test_cancel_outside_its_window_is_refused_by_the_rule_checks() -> None:
    result = loaded('one-shot "Pointless" {\n  gold 100\n  during combat: cancel it\n}\n')
    assert result.ok
    found = rule_conflicts(ruleset("munchkin"), result.cards)
    assert any(d.code == "V0116" and "cancel" in d.message for d in found), [d.message for d in found]


def test_the_old_lowest_level_player_is_a_sentence_of_the_player_selector() -> None:
    result = loaded('go-up-a-level "Boost" {\n  any time: go up 1 level on lowest level player\n}\n')
    target = result.cards[0].abilities[0].effects[0].target
    assert target == Term("selected", {"who": Term("extreme_level", {"which": "lowest"})})


def test_the_quantity_hook_measures_registered_quantities() -> None:
    state = fresh("munchkin")
    selectors.register_quantity("test_seat", lambda state, term, scope: scope.you.seat * 10)
    try:
        scope = selectors.Scope(state.players[2])
        assert selectors.measure(state, Term("test_seat"), scope) == 20
        of_all = Term("of", {"q": Term("test_seat"), "who": Term("everyone")})
        assert selectors.measure(state, of_all, scope) == 60
    finally:
        selectors.QUANTITY_RULES.pop("test_seat")


def test_selectors_find_players_by_rank_with_ties() -> None:
    state = fresh("munchkin")
    for player, level in zip(state.players, (3, 1, 1, 5), strict=True):
        state.levels.set(player.seat, level)
    scope = selectors.Scope(state.players[0])
    low = Term("extreme_level_other", {"which": "lowest-level"})
    assert [p.name for p in selectors.players(state, low, scope)[0]] == ["bob", "cara"]
    high = Term("extreme", {"which": "highest", "q": Term("level")})
    assert [p.name for p in selectors.players(state, high, scope)[0]] == ["dan"]
    assert not selectors.holds(state, Term("extreme", {"q": Term("level"), "which": "highest"}), scope)
    state.players[0].dead = True  # MUN-104: the dead are no one's pick
    assert "alice" not in [p.name for p in selectors.players(state, Term("everyone"), scope)[0]]


def test_a_strength_bonus_that_reads_combat_strength_does_not_loop() -> None:
    passes(
        'item "Mirror Shield" {\n  gold 100\n  bonus 0\n  if combat strength >= 3: strength +2\n}\n',
        'test "t" {\n  given alice level 3, equipped "Mirror Shield"\n  when alice fights "Cranky Cave Newt"\n'
        "  expect alice strength 5, alice wins combat\n}\n",
    )
