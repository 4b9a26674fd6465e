"""Decisions a scenario can answer (issue 9, item 2): `when P answers DECISION with CHOICE` and the
phrases built on it, strict answers (not offered, never asked, out of order), the order of steps
across players, run-away steps, empty decks and the scripted set-up deal.

Every test block here is text run through the real loader (toolkit.lang.load) and the game's
scenario runner, as `deckwright test` runs card files.
"""

from __future__ import annotations

import ast
import functools
import random
import re
from pathlib import Path

import pytest

from toolkit.engine.agents import Decision, RandomAgent
from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.rulesets import registry
from toolkit.rulesets.munchkin_family import DECISIONS
from toolkit.rulesets.munchkin_rules import play_game
from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult
from toolkit.validate.testing import run_loaded
from toolkit.vocabulary_report import vocabulary_markdown

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
ENGINE = ROOT / "toolkit" / "rulesets" / "munchkin_rules"
EXAMPLES = {game: CARDS / game / "scenarios.cards" for game in ("munchkin", "munchkin-kungfu")}
DECLARED = {d.name for d in DECISIONS}
# The phrases that answer one decision without naming it.
PHRASES = {
    "loots": "loot",
    "gives": "charity",
    "runs from": "escape-order",
}


def asked_in_source() -> dict[str, list[str]]:
    """Every decision kind the engine's code asks, by reading its `.ask(seat, "kind", options)` calls."""
    asked: dict[str, list[str]] = {}
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "ask"):
                continue
            if isinstance(node.func.value, ast.Call) and getattr(node.func.value.func, "id", "") == "super":
                continue  # an override passing the kind on (fuzz, scenarios)
            kind = node.args[1] if len(node.args) > 1 else None
            assert isinstance(kind, ast.Constant) and isinstance(kind.value, str), (
                f"{path.name}:{node.lineno}: a decision's kind is a literal, so that this test sees every one"
            )
            asked.setdefault(kind.value, []).append(f"{path.name}:{node.lineno}")
    return asked


ASKED = asked_in_source()


@functools.cache
def game_cards(game: str) -> tuple[Card, ...]:
    return tuple(load([str(CARDS / game)]).cards)


def run(text: str) -> list[ScenarioResult]:
    """The blocks of a text run against the game's set, as `deckwright test` runs them (card_pool)."""
    loaded = load_text(text, "scenario.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    pool = [*loaded.cards, *(c for game in {s.game for s in loaded.scenarios} for c in game_cards(game))]
    return run_loaded(loaded, pool).results


def run_one(body: str, game: str = "munchkin") -> ScenarioResult:
    (result,) = run(f'game {game}\n\ntest "t" {{\n{body}\n}}\n')
    return result


def codes(result: ScenarioResult) -> list[tuple[str, int]]:
    return [(d.code, d.span.line if d.span else 0) for d in result.errors]


def check_errors(text: str) -> list[tuple[str, str, int]]:
    loaded = load_text(text, "scenario.cards")
    return [(d.code, d.message, d.span.line if d.span else 0) for d in loaded.diagnostics]


# ---------------------------------------------------------------- every decision is declared and answerable


def test_every_decision_the_engine_asks_is_declared() -> None:
    missing = {kind: where for kind, where in ASKED.items() if kind not in DECLARED}
    assert not missing, f"declare these in munchkin_family.DECISIONS: {missing}"


class _Recording:
    def __init__(self, inner: RandomAgent, seen: set[str]) -> None:
        self.inner, self.seen = inner, seen

    def decide(self, state: object, decision: Decision) -> int:
        self.seen.add(decision.kind)
        return self.inner.decide(state, decision)


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_every_decision_asked_in_random_games_is_declared(game: str) -> None:
    ruleset = registry.get(game)
    assert ruleset is not None
    cards = list(game_cards(game))
    seen: set[str] = set()
    for seed in range(6):
        agents = [_Recording(RandomAgent(seed * 10 + seat), seen) for seat in range(4)]
        play_game(ruleset, cards, 4, seed, agents=agents)
    declared = set(ruleset.vocabulary.decision_map)
    assert seen <= declared, seen - declared
    assert {"combat-action", "turn-action"} <= seen  # the games were played


def _examples() -> dict[str, list[tuple[str, str]]]:
    """decision → (game, test name) of the example blocks in cards/*/scenarios.cards that answer it."""
    found: dict[str, list[tuple[str, str]]] = {}
    for game, path in EXAMPLES.items():
        for scenario in load([str(path)]).scenarios:
            for step in scenario.steps:
                kind = step.term.args.get("decision") or {
                    "loot_pick": "loot",
                    "charity": "charity",
                    "runs_first": "escape-order",
                }.get(step.term.key)
                if kind:
                    found.setdefault(str(kind), []).append((game, scenario.name))
    return found


EXAMPLE_BLOCKS = _examples()


@pytest.mark.parametrize("decision", sorted(DECLARED))
def test_every_declared_decision_is_answered_by_an_example_block(decision: str) -> None:
    """Each decision has a block in cards/*/scenarios.cards that answers it, which passes, and which
    fails once its answers are taken out: the answer, not the passive choice, made the outcome."""
    if decision not in ASKED:
        pytest.skip(f"the engine does not ask '{decision}' yet")
    assert decision in EXAMPLE_BLOCKS, f"no block of cards/*/scenarios.cards answers '{decision}'"
    for game, name in EXAMPLE_BLOCKS[decision]:
        text = EXAMPLES[game].read_text(encoding="utf-8")
        block = _block(text, name)
        (result,) = run(f"game {game}\n\n{block}")
        assert result.passed, (name, result.failures, [e.message for e in result.errors])
        bare = "\n".join(line for line in block.splitlines() if not _is_answer(line))
        (unanswered,) = run(f"game {game}\n\n{bare}")
        assert not unanswered.passed, f"{name}: the block passes without its answers too"


_ANSWER_LINE = re.compile(
    r"^\s*when \w+ (answers |picks \"|declines|accepts|passes|loots \"|gives \".*\" to charity|runs from )"
)


def _is_answer(line: str) -> bool:
    return bool(_ANSWER_LINE.match(line))


def _block(text: str, name: str) -> str:
    start = text.index(f'test "{name}"')
    end = text.index("\n}\n", start)
    return text[start : end + 3]


def test_the_vocabulary_lists_the_decisions() -> None:
    ruleset = registry.get("munchkin")
    assert ruleset is not None
    report = vocabulary_markdown(ruleset)
    assert "## Test blocks: decisions" in report
    for decision in ruleset.vocabulary.decisions:
        assert f"- `{decision.name}`: asked of {decision.asked}" in report
    assert "`choose-fan`" not in report  # Kung Fu's alone (MKF-65)
    assert "`{p:player} answers {decision:decision} with {choice:text}`" in report


# ---------------------------------------------------------------- the checker


def test_an_unknown_decision_is_a_checker_error_with_did_you_mean() -> None:
    found = check_errors(
        'game munchkin\n\ntest "t" {\n  when alice fights "Sulking Slime"\n  when bob answers lot with "X"\n}\n'
    )
    assert len(found) == 1
    code, message, line = found[0]
    assert (code, line) == ("E0114", 5)
    assert "unknown decision 'lot'" in message and "did you mean 'loot'" in message


def test_an_option_word_the_decision_does_not_offer_is_a_checker_error() -> None:
    found = check_errors(
        'game munchkin\n\ntest "t" {\n  when alice fights "Sulking Slime"\n  when bob answers help with acept\n}\n'
    )
    assert [(c, ln) for c, _, ln in found] == [("E0114", 5)]
    assert "decision 'help' has no option 'acept'" in found[0][1] and "did you mean 'accept'" in found[0][1]
    found = check_errors('game munchkin\n\ntest "t" {\n  when bob answers loot with Sword\n}\n')
    assert [c for c, _, _ in found] == ["E0114"] and 'named in quotes: with "Sword"' in found[0][1]
    found = check_errors('game munchkin\n\ntest "t" {\n  when bob answers help with "Sword"\n}\n')
    assert [c for c, _, _ in found] == ["E0114"] and "offers no named cards or players" in found[0][1]
    found = check_errors('game munchkin\n\ntest "t" {\n  when bob answers loot with 2\n}\n')
    assert [c for c, _, _ in found] == ["E0114"] and "nothing counted by a number" in found[0][1]


def test_a_step_may_say_from_in_its_own_words() -> None:
    loaded = load_text(
        'game munchkin\n\ntest "t" {\n  when alice runs away from "Sulking Slime"\n'
        '  when alice runs from "Sulking Slime" first\n}\n'
    )
    assert loaded.ok, loaded.diagnostics
    steps = loaded.scenarios[0].steps
    assert steps[0].term.key == "runs_away" and steps[0].term.args["card"] == "Sulking Slime"
    assert steps[1].term.key == "runs_first" and steps[1].term.args["card"] == "Sulking Slime"


# ---------------------------------------------------------------- strict answers


def test_an_answer_not_offered_is_an_error_naming_the_offered_options() -> None:
    result = run_one(
        '  given alice level 1, bob level 5\n  when alice fights "Cranky Cave Newt"\n'
        '  when alice answers combat-action with "bob"\n  when alice answers bribe with 3\n'
        "  expect alice wins combat"
    )
    assert codes(result) == [("T0002", 7)]
    message = result.errors[0].message
    assert "'alice answers bribe with 3'" in message and '"offer 0 treasure(s)", "offer 1 treasure(s)"' in message


def test_a_misspelt_name_in_an_answer_gets_a_did_you_mean() -> None:
    result = run_one(
        '  given alice level 5, equipped "Steel-Toed Clodhoppers", holding "Lucky Rubber Chicken"\n'
        "  given bob level 3\n  given rolls 2\n"
        '  when alice fights "Thrice-Retired Elder Dragon"\n  when bob loots "Lucky Rubber Chikcen"'
    )
    assert codes(result) == [("T0002", 8)]
    assert "did you mean 'Lucky Rubber Chicken'" in result.errors[0].message


def test_a_bribe_step_larger_than_the_treasures_is_refused_not_made_zero() -> None:
    result = run_one(
        '  given alice level 1, bob level 5\n  when alice fights "Cranky Cave Newt"\n'
        "  when bob helps with a bribe of 3 treasures\n  expect refused, alice loses combat"
    )
    assert result.passed, (result.failures, result.errors)


def test_an_answer_never_asked_is_an_error() -> None:
    result = run_one(
        '  given alice level 5\n  when alice fights "Cranky Cave Newt"\n  when bob answers help with accept\n'
        "  expect alice wins combat"
    )
    assert codes(result) == [("T0003", 6)]
    assert "'bob answers help with accept' was never asked" in result.errors[0].message
    result = run_one("  given alice level 5\n  when bob answers help with accept")
    assert codes(result) == [("T0003", 5)]


def test_an_answer_written_out_of_order_is_reported_as_such() -> None:
    # Bob (level 3) loots before cara (level 2), MUN-103; written the other way round, cara's answer
    # waits, bob's decision comes first and passes, and bob's answer is never used.
    result = run_one(
        '  given alice level 5, equipped "Steel-Toed Clodhoppers", holding "Lucky Rubber Chicken"\n'
        "  given bob level 3, cara level 2\n  given rolls 2\n"
        '  when alice fights "Thrice-Retired Elder Dragon"\n'
        '  when cara loots "Steel-Toed Clodhoppers"\n  when bob loots "Lucky Rubber Chicken"\n'
        "  expect alice dead"
    )
    assert [c for c, _ in codes(result)] in (["T0004"], ["T0002"])
    assert "line 8" in (result.errors[0].message + " ".join(result.errors[0].notes))


def test_steps_run_in_the_order_written_across_players() -> None:
    # The slime is level 1: cara's flask (+3 on the monsters) then bob's help. Written so, the flask
    # goes first; bob, asked earlier in the round, waits his turn in the order of the steps.
    body = (
        "  given alice level 1, bob level 1\n"
        '  given cara holding "Flask of Liquid Courage"\n'
        '  when alice fights "Sulking Slime"\n'
        '  when cara plays "Flask of Liquid Courage" on monsters\n'
        "  when bob helps\n"
    )
    result = run_one(body + "  expect monsters strength 4, alice strength 2, alice loses combat")
    assert result.passed, (result.failures, result.errors)
    kinds = [(e.get("player"), e.get("choice")) for e in result.events if e.kind == "decision"]
    flask = next(i for i, (p, c) in enumerate(kinds) if p == "cara" and str(c).startswith("ability:"))
    ask = next(i for i, (p, c) in enumerate(kinds) if p == "alice" and c == "ask:1")
    assert flask < ask, kinds


def test_a_combat_step_with_no_combat_cannot_apply() -> None:
    result = run_one(
        "  given door deck empty\n  when alice kicks open the door\n  when bob helps\n  expect alice hand 0"
    )
    assert codes(result) == [("T0005", 6)]
    result = run_one("  when bob helps")
    assert codes(result) == [("T0005", 4)]


def test_a_refusal_nobody_expects_is_a_failure() -> None:
    result = run_one('  given alice carrying "Shield of Mostly Holes"\n  when alice sells "Shield of Mostly Holes"')
    assert not result.errors and len(result.failures) == 1
    assert "refused: 400 gold is not enough" in result.failures[0].actual
    result = run_one(
        '  given alice carrying "Shield of Mostly Holes"\n  when alice sells "Shield of Mostly Holes"\n  expect refused'
    )
    assert result.passed


def test_a_declined_gift_is_refused_and_an_accepted_one_moves() -> None:
    base = '  given alice carrying "Shield of Mostly Holes"\n  when alice gives "Shield of Mostly Holes" to bob\n'
    assert run_one(base + '  expect bob carrying "Shield of Mostly Holes"').passed
    declined = run_one(base + '  when bob declines\n  expect refused, alice carrying "Shield of Mostly Holes"')
    assert declined.passed, (declined.failures, declined.errors)


def test_picks_waits_for_the_decision_that_offers_the_card() -> None:
    result = run_one(
        '  given alice level 5, equipped "Steel-Toed Clodhoppers", holding "Lucky Rubber Chicken"\n'
        "  given bob level 3\n  given rolls 2\n"
        '  when alice fights "Thrice-Retired Elder Dragon"\n'
        '  when bob picks "Steel-Toed Clodhoppers"\n'
        '  expect bob holding "Steel-Toed Clodhoppers", discarded "Lucky Rubber Chicken"'
    )
    assert result.passed, (result.failures, result.errors)


# ---------------------------------------------------------------- running away, decks, the set-up deal


def test_runs_away_from_given_monsters_with_a_play_during_the_run() -> None:
    escaped = run_one(
        '  given alice level 1, fighting "Cranky Cave Newt", holding "Pocket Sand"\n  given rolls 2\n'
        '  when alice runs away\n  when alice plays "Pocket Sand"\n'
        '  expect alice loses combat, alice escapes, discarded "Pocket Sand"'
    )
    assert escaped.passed, (escaped.failures, escaped.errors)
    caught = run_one('  given rolls 1\n  when alice runs away from "Cranky Cave Newt"\n  expect alice caught')
    assert caught.passed, (caught.failures, caught.errors)
    helped = run_one(
        '  given alice fighting "Cranky Cave Newt"\n  given bob helping\n  given rolls 6, 1\n'
        "  when alice runs away\n  expect alice escapes, bob caught"
    )
    assert helped.passed, (helped.failures, helped.errors)
    nothing = run_one("  when alice runs away")
    assert codes(nothing) == [("T0001", 4)]
    unused = run_one('  given alice fighting "Cranky Cave Newt"\n  expect alice alive')
    assert codes(unused) == [("T0001", 4)] and "no 'runs away' step follows" in unused.errors[0].message
    fights = run_one('  given alice fighting "Cranky Cave Newt"\n  when alice fights "Sulking Slime"')
    assert codes(fights) == [("T0001", 4)] and "starts a combat of its own" in fights.errors[0].message


def test_an_empty_deck_gives_nothing_and_a_card_put_on_it_is_all_it_holds() -> None:
    empty = run_one("  given door deck empty\n  when alice kicks open the door\n  expect alice hand 0")
    assert empty.passed, (empty.failures, empty.errors)
    assert any(e.kind == "deck-empty" for e in empty.events)
    # Across two turns, as the phases allow (MUN-25, MUN-29: no loot after a combat): alice kicks
    # open the slime, all the emptied deck holds, and kills it; bob's turn kicks open the race put on
    # the deck after it (no monster: he may loot), and his loot finds the deck empty again.
    one = run_one(
        '  given door deck empty, top door "Sulking Slime"\n  given alice level 2\n'
        "  when alice kicks open the door\n  expect alice wins combat, alice hand 1\n"
        '  when alice ends turn\n  given top door "Stout Beard-Haver"\n'
        '  when bob kicks open the door\n  expect bob holding "Stout Beard-Haver", bob hand 1\n'
        # MUN-19: the deck empty again, the discard pile (the slime) is shuffled into a new one.
        '  when bob loots the room\n  expect bob hand 2, bob holding "Sulking Slime"'
    )
    assert one.passed, (one.failures, one.errors)
    assert any(e.kind == "reshuffle" for e in one.events)


def test_the_real_set_up_deals_the_cards_named() -> None:
    result = run_one(
        "  given 3 players\n  given set-up\n"
        '  given alice dealt "Cranky Cave Newt", dealt "Lucky Rubber Chicken"\n  given cara dealt "Sulking Slime"\n'
        '  expect alice holding "Cranky Cave Newt", alice holding "Lucky Rubber Chicken", alice hand 8\n'
        '  expect cara holding "Sulking Slime", bob hand 8, cara hand 8'
    )
    assert result.passed, (result.failures, result.errors)
    assert any(e.kind == "first-player" for e in result.events)  # MUN-7: the real set-up ran
    again = run_one("  given 3 players\n  given set-up\n  expect alice hand 8")
    assert again.passed and [e for e in again.events if e.kind == "shuffle"]


def test_a_deal_that_cannot_be_made_is_an_error() -> None:
    assert codes(run_one('  given alice dealt "Sulking Slmie"\n  expect alice level 1')) == [("T0001", 4)]
    five = ", ".join(
        f'dealt "{n}"' for n in ("Sulking Slime", "Sock Gremlin", "Bog Wisp", "Cranky Cave Newt", "Pocket Dragonling")
    )
    result = run_one(f"  given alice {five}\n  expect alice level 1")
    assert codes(result) == [("T0001", 4)] and "dealt 4 door cards" in result.errors[0].message


def test_an_answer_to_a_decision_with_one_option_is_used_though_the_engine_does_not_ask() -> None:
    # The corpse holds one card: the engine takes the only option without asking; the answer fits it.
    base = '  given alice level 5, holding "Lucky Rubber Chicken"\n  given bob level 3\n  given rolls 2\n'
    base += '  when alice fights "Thrice-Retired Elder Dragon"\n'
    fits = run_one(base + '  when bob loots "Lucky Rubber Chicken"\n  expect bob holding "Lucky Rubber Chicken"')
    assert fits.passed, (fits.failures, fits.errors)
    other = run_one(base + '  when bob loots "Steel-Toed Clodhoppers"')
    assert codes(other) == [("T0002", 8)] and 'offered: "Lucky Rubber Chicken"' in other.errors[0].message


def test_passes_and_accepts_take_the_next_decision_that_offers_them() -> None:
    passed = run_one(
        '  given alice level 5\n  when alice fights "Sulking Slime"\n  when alice passes\n  expect alice level 6'
    )
    assert passed.passed, (passed.failures, passed.errors)
    result = run_one(
        "  given alice level 1, bob level 5\n"
        '  given cara holding "Flask of Liquid Courage"\n'
        '  when alice fights "Cranky Cave Newt"\n'
        "  when alice passes\n"  # her first turn to act, then cara's flask, then (round 2) her call for help
        '  when cara plays "Flask of Liquid Courage" on players\n'
        '  when alice answers combat-action with "bob"\n  when bob accepts\n'
        "  expect alice wins combat, alice strength 9"
    )
    assert result.passed, (result.failures, result.errors)


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_random_blocks_of_the_new_steps_never_crash_the_runner(game: str) -> None:
    """Whatever a designer writes with these steps ends in a result (passed, failures or T-codes),
    never a Python exception: random blocks of them, each checked and run."""
    ruleset = registry.get(game)
    assert ruleset is not None
    cards = list(game_cards(game))
    names = [c.name for c in cards]
    monsters = [c.name for c in cards if c.kind == "monster"]
    decisions = [d.name for d in ruleset.vocabulary.decisions]
    words = sorted({w for d in ruleset.vocabulary.decisions for w in d.words})
    rng = random.Random(9)

    def line() -> str:
        p, c, m = rng.choice(("alice", "bob", "cara")), rng.choice(names), rng.choice(monsters)
        d, n = rng.choice(decisions), rng.randint(0, 4)
        return rng.choice(
            (
                f"given {p} level {n + 1}",
                f'given {p} holding "{c}"',
                f'given {p} carrying "{c}"',
                "given door deck empty",
                "given set-up",
                f'given {p} dealt "{c}"',
                f'given {p} fighting "{m}"',
                f"given {p} helping",
                f"given rolls {n + 1}",
                f'given discarded "{c}"',
                f'when {p} fights "{m}"',
                f"when {p} runs away",
                f'when {p} runs away from "{m}"',
                f'when {p} answers {d} with "{c}"',
                f"when {p} answers {d} with {rng.choice(words)}",
                f"when {p} answers {d} with {n}",
                f'when {p} picks "{c}"',
                f"when {p} declines",
                f"when {p} passes",
                f'when {p} loots "{c}"',
                f'when {p} gives "{c}" to charity',
                f"when {p} ends turn",
                f"when {p} plays a turn",
                f"when {p} helps",
                f"when {p} kicks open the door",
                f'when {p} plays "{c}"',
                f'when {p} runs from "{m}" first',
                f"when {p} pays with {n} cards",
                "expect refused",
            )
        )

    ran = 0
    for _ in range(200):  # about two in three load clean (the rest are the checker's): well over 100 run
        # Each block ends with an expectation: a block of givens alone is refused by the checker (E0122).
        body = "\n".join("  " + line() for _ in range(rng.randint(1, 7))) + "\n  expect no winner"
        loaded = load_text(f'game {game}\n\ntest "t" {{\n{body}\n}}\n', "random.cards")
        if loaded.ok:
            run_loaded(loaded, cards)  # raises on a crash
            ran += 1
    assert ran > 100


# ---------------------------------------------------------------- treasures face up or down (MUN-89)


@pytest.mark.parametrize(
    ("helped", "expected", "passes"),
    [(True, "up", True), (True, "down", False), (False, "down", True), (False, "up", False)],
)
def test_treasures_drawn_face_up_or_down_is_read_from_the_move_reasons(
    helped: bool, expected: str, passes: bool
) -> None:
    help_line = "when bob helps\n" if helped else ""
    result = run_one(
        f'given alice level {1 if helped else 3}\ngiven bob level 2\nwhen alice fights "Sulking Slime"\n{help_line}'
        f"expect alice wins combat, treasures drawn face {expected}"
    )
    assert not result.errors
    assert result.passed is passes
    if not passes:
        (failure,) = result.failures
        assert failure.expected == f"treasures drawn face {expected}"


# ---------------------------------------------------------------- a play's target is answered strictly

PROMOTION = """
go-up-a-level "Suspiciously Easy Promotion" @t-promo {
  any time: go up 1 level on any player
}
"""


def test_a_target_the_rules_do_not_offer_is_refused_not_another_target() -> None:
    # Alice at level 9 may not go up by a card (MUN-14); bob is the only target: `on alice` is refused
    # with the rule's reason at its line (the same check in a combat as outside one: tests/test_target_refusal.py),
    # never turned onto bob.
    (result,) = run(
        f'game munchkin\n{PROMOTION}\ntest "t" {{\n  given alice level 9, holding "Suspiciously Easy Promotion"\n'
        '  given bob level 1\n  when alice fights "Sulking Slime"\n'
        '  when alice plays "Suspiciously Easy Promotion" on alice\n  expect bob level 1\n}\n'
    )
    assert codes(result) == []
    (failure,) = result.failures
    assert failure.step.span.line == 11
    assert failure.actual.startswith("refused: a card cannot bring alice to level 10"), failure.actual


def test_a_test_step_target_must_name_a_player_or_a_side() -> None:
    found = check_errors(
        f'game munchkin\n{PROMOTION}\ntest "t" {{\n  given alice level 3, holding "Suspiciously Easy Promotion"\n'
        '  when alice plays "Suspiciously Easy Promotion" on alcie\n}\n'
    )
    assert [(code, line) for code, _, line in found] == [("E0121", 9)]
    assert "did you mean 'alice'" in found[0][1]


def test_ending_a_turn_starts_the_next_one_and_brings_the_dead_back() -> None:
    # MUN-104, MUN-105: the new character enters as the next player's turn starts, whatever step follows.
    result = run_one(
        'given alice level 3\ngiven bob level 4\ngiven rolls 1\nwhen alice fights "Thrice-Retired Elder Dragon"\n'
        'expect alice dead\nwhen alice ends turn\nexpect alice alive\nwhen bob fights "Jellied Footstool"\n'
        "when alice helps\nexpect bob strength 7"
    )
    assert result.passed, (result.failures, result.errors)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("given rolls 9", "a die roll is 1 to 6, not 9"),
        ("given rolls 0", "a die roll is 1 to 6, not 0"),
        ("given alice level 0", "a level is 1 to 10, not 0"),
        ("given alice level 99", "a level is 1 to 10, not 99"),
        ("given 7 players", "the number of players is 2 to 6, not 7"),
        ("given 1 players", "the number of players is 2 to 6, not 1"),
    ],
)
def test_a_given_the_game_cannot_be_in_is_the_scenarios_mistake(line: str, message: str) -> None:
    result = run_one(f"{line}\nexpect no winner")
    assert codes(result) == [("T0001", 4)]
    assert result.errors[0].message == message


def test_answers_out_of_order_are_reported_as_such_not_as_never_asked() -> None:
    # The bribe is written before the ask for help: the ask, passed over, is the mistake (T0004), and
    # it is what the report names, rather than the bribe that could never come (T0003).
    result = run_one(
        '  given alice level 1, bob level 5\n  when alice fights "Cranky Cave Newt"\n'
        '  when alice answers bribe with 1\n  when alice answers combat-action with "bob"\n  when bob accepts'
    )
    assert codes(result) == [("T0004", 7)]
    assert "(line 6)" in result.errors[0].message


def test_a_card_dealt_twice_is_named_as_such() -> None:
    result = run_one('  given alice dealt "Sulking Slime", dealt "Sulking Slime"\n  expect no winner')
    assert codes(result) == [("T0001", 4)]
    assert result.errors[0].message == "'Sulking Slime' is dealt twice: the set has no other copy of it"


def test_an_option_picked_by_a_number_it_lacks_lists_the_options_numbered_in_the_cards_words() -> None:
    """`picks option N` past the last option names the options as the card words them, numbered."""
    body = (
        '  given alice level 1, has "Kid Who Wants to Be Your Apprentice"\n  given bob level 1, class yakuza\n'
        '  given rolls 3\n  when alice fights "Mime of Temple Street"\n  when bob helps\n'
        '  when alice uses "Kid Who Wants to Be Your Apprentice"\n  when alice picks option 5'
    )
    result = run_one(body, "munchkin-kungfu")
    assert codes(result) == [("T0002", 10)]
    message = result.errors[0].message
    assert 'option 1 "escape automatically on helper", option 2 "escape +1 on helper"' in message
    assert "auto_escape" not in message
