"""The reference engine: determinism, invariants, the core's building blocks, and the commands that run it.

Fast by design (the whole file runs in well under a minute on two cores): a few dozen complete
games per ruleset, each test's own small table otherwise. The 10,000-game run is
bench/bench_engine.py --long, not a test.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from itertools import pairwise
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.engine.agents import Decision, FirstOptionAgent, Option, ScriptedAgent
from toolkit.engine.events import EventLog
from toolkit.engine.invariants import InvariantViolation
from toolkit.engine.rng import Rng
from toolkit.engine.simulate import game_seed, simulate
from toolkit.engine.table import Table
from toolkit.lang.load import load
from toolkit.lang.model import Card
from toolkit.rulesets import registry
from toolkit.rulesets.munchkin_rules import effects
from toolkit.rulesets.munchkin_rules.game import MAX_TURNS, new_game, play_game
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.munchkin_rules.turn import play_turn
from toolkit.rulesets.registry import Ruleset

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
GAMES = ("munchkin", "munchkin-kungfu")
runner = CliRunner()


@cache
def all_cards() -> tuple[Card, ...]:
    loaded = load([str(CARDS)])
    assert loaded.ok, [d.message for d in loaded.diagnostics if d.is_error][:5]
    return tuple(loaded.cards)


def ruleset(name: str) -> Ruleset:
    found = registry.get(name)
    assert found is not None
    return found


def cards_of(name: str) -> list[Card]:
    return [c for c in all_cards() if c.game == name]


def fresh(name: str, seed: int = 1, players: int = 4) -> MunchkinState:
    """A game just set up, every invariant checked after every event from now on."""
    return new_game(ruleset(name), cards_of(name), players, seed, check_invariants=True)


def played_state(name: str, seed: int) -> MunchkinState:
    """A whole game played as play_game plays it, keeping the state (and so the event log)."""
    state = new_game(ruleset(name), cards_of(name), 4, seed)
    while not state.over and state.turn < MAX_TURNS:
        play_turn(state)
    return state


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result.exit_code, result.output


# ================================================================ determinism


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_game_event_for_event(game: str) -> None:
    first, second = played_state(game, 11), played_state(game, 11)
    assert [(e.kind, e.data) for e in first.log] == [(e.kind, e.data) for e in second.log]
    assert first.log.digest() == second.log.digest()
    record = play_game(ruleset(game), cards_of(game), 4, 11)
    assert record.digest == first.log.digest()
    assert record.events == len(first.log) and record.decisions == first.decisions
    assert record.winners == first.winners


@pytest.mark.parametrize("game", GAMES)
def test_different_seeds_give_different_games(game: str) -> None:
    digests = {play_game(ruleset(game), cards_of(game), 4, seed).digest for seed in (1, 2, 3)}
    assert len(digests) == 3


@pytest.mark.parametrize("game", GAMES)
def test_simulate_gives_the_same_report_with_one_or_two_workers(game: str) -> None:
    one = simulate(ruleset(game), all_cards(), 4, games=6, seed=5, workers=1)
    two = simulate(ruleset(game), all_cards(), 4, games=6, seed=5, workers=2)
    assert one.games == 6 and one.digest
    assert one.digest == two.digest
    assert one.to_json() == two.to_json()


def test_simulate_report_depends_on_the_seed() -> None:
    a = simulate(ruleset("munchkin"), all_cards(), 4, games=3, seed=1)
    b = simulate(ruleset("munchkin"), all_cards(), 4, games=3, seed=2)
    assert a.digest != b.digest


# ================================================================ invariants over whole games


@pytest.mark.parametrize("game", GAMES)
def test_games_with_invariant_checks_finish_with_a_winner(game: str) -> None:
    """MUN-108 / MKF-106: the first player to reach level 10 wins; 32 games, every invariant checked
    after every event, each ends with a winner at the winning level, and nothing is raised."""
    rs = ruleset(game)
    winning = rs.constants["winning_level"]
    for index in range(32):
        seed = game_seed(20261129, index)
        record = play_game(rs, cards_of(game), 4, seed, check_invariants=True)
        assert record.winners, f"seed {seed}: no winner after {record.turns} turns"
        final = record.levels_by_turn[-1]
        assert all(final[seat] == winning for seat in record.winners), f"seed {seed}: winners at levels {final}"


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_hundreds_of_games_break_no_invariant(game: str) -> None:
    """MUN-108 / MKF-106: 500 games per ruleset with every invariant checked all finish with a winner.
    Slow (about a minute): `pytest -m slow`. bench/bench_engine.py --long N runs the same for N games."""
    rs = ruleset(game)
    problems = []
    for index in range(500):
        seed = game_seed(0, index)
        try:
            record = play_game(rs, cards_of(game), 4, seed, check_invariants=True, record=False)
        except InvariantViolation as broken:
            problems.append(f"seed {seed}: {broken}")
            continue
        if not record.winners:
            problems.append(f"seed {seed}: no winner after {record.turns} turns")
    assert not problems, f"{len(problems)} of 500 games failed:\n" + "\n".join(problems[:20])


@pytest.mark.parametrize(("game", "doors", "treasures"), [("munchkin", 4, 4), ("munchkin-kungfu", 2, 2)])
def test_set_up_deals_the_starting_hand_at_level_one(game: str, doors: int, treasures: int) -> None:
    """MUN-3, MUN-4 / MKF-3, MKF-4: each player is dealt the edition's doors and treasures, at level 1."""
    state = fresh(game)
    for player in state.players:
        assert player.level == 1
        # In hand, or already put into play before the first turn (MUN-6, MKF-6).
        decks = [state.card(uid).deck for zone in player.zones() for uid in zone]
        assert decks.count("door") == doors and decks.count("treasure") == treasures
    assert state.card_conservation() is None


@pytest.mark.parametrize("game", GAMES)
def test_play_passes_to_the_left(game: str) -> None:
    """MUN-8 / MKF-8: when a turn ends, the next player in seating order begins one."""
    state = played_state(game, 3)
    seats = [state.player_named(str(e.get("player"))).seat for e in state.log.of_kind("turn")]
    assert len(seats) > 4
    assert all(b == (a + 1) % 4 for a, b in pairwise(seats))


# ================================================================ each invariant fires


# Each invariant is checked after the events that can break it (toolkit.engine.invariants.watching):
# a broken state is probed with the event that would carry such a change, a move or an equip.
def violation(action: Callable[[], object]) -> InvariantViolation:
    with pytest.raises(InvariantViolation) as caught:
        action()
    return caught.value


@pytest.mark.parametrize("game", GAMES)
def test_a_fresh_game_breaks_no_invariant(game: str) -> None:
    state = fresh(game)
    state.emit("probe")  # every invariant runs; none complains
    assert state.invariants


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", [0, -3])
def test_level_below_one_is_a_violation(game: str, level: int) -> None:
    """MUN-10 / MKF-10: nothing takes a player's level below 1."""
    state = fresh(game)
    state.players[1].level = level
    broken = violation(lambda: state.emit("probe"))
    assert f"bob is at level {level} (levels run from 1 to 10)" in str(broken)
    assert broken.event is not None and broken.event.kind == "probe"
    assert "after #" in str(broken) and "probe" in str(broken)


@pytest.mark.parametrize("game", GAMES)
def test_level_above_ten_is_a_violation(game: str) -> None:
    """MUN-34 / MKF-33: a level is a whole number from 1 to 10."""
    state = fresh(game)
    state.players[0].level = 11
    broken = violation(lambda: state.emit("probe"))
    assert "alice is at level 11 (levels run from 1 to 10)" in broken.message


@pytest.mark.parametrize("game", GAMES)
def test_reaching_level_ten_by_a_card_is_a_violation(game: str) -> None:
    """MUN-14 / MKF-14: level 10 is reached only by a kill."""
    state = fresh(game)
    alice = state.players[0]
    alice.level = 10
    broken = violation(
        lambda: state.emit("level", player="alice", old=9, new=10, why="a go-up-a-level card", cause="card")
    )
    assert "alice reached the winning level by a go-up-a-level card, not by a kill" in broken.message
    assert broken.event is not None and broken.event.kind == "level"


@pytest.mark.parametrize("game", GAMES)
def test_set_level_to_ten_with_a_card_cause_is_caught(game: str) -> None:
    """MUN-14 / MKF-14: the engine's own level change, with a cause other than a kill, may not reach 10."""
    state = fresh(game)
    alice = state.players[0]
    alice.level = 9
    broken = violation(lambda: effects.set_level(state, alice, 12, "a rogue card", cause="card"))
    assert "alice reached the winning level by a rogue card, not by a kill" in broken.message


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("cause", ["kill", "helped-kill"])
def test_reaching_level_ten_by_a_kill_is_allowed(game: str, cause: str) -> None:
    """MUN-14, MUN-90 / MKF-14, MKF-88: levels from a kill, the helper's included, may reach 10."""
    state = fresh(game)
    state.players[0].level = 9
    effects.set_level(state, state.players[0], 10, "kill", cause=cause)
    assert state.players[0].level == 10


@pytest.mark.parametrize("game", GAMES)
def test_a_card_in_two_zones_is_a_violation(game: str) -> None:
    state = fresh(game)
    alice, bob = state.players[0], state.players[1]
    uid = alice.hand.cards[0]
    bob.hand.cards.append(uid)
    broken = violation(lambda: state.emit("move", why="probe"))
    assert f"card {state.name(uid)} is in both alice-hand and bob-hand" in broken.message


@pytest.mark.parametrize("game", GAMES)
def test_a_card_moved_behind_the_index_is_a_violation(game: str) -> None:
    state = fresh(game)
    alice, bob = state.players[0], state.players[1]
    uid = alice.hand.cards[0]
    alice.hand.cards.remove(uid)
    bob.hand.cards.append(uid)  # moved without Table.move: the location index still says alice-hand
    broken = violation(lambda: state.emit("move", why="probe"))
    assert f"card {state.name(uid)} is in bob-hand but indexed elsewhere" in broken.message


@pytest.mark.parametrize("game", GAMES)
def test_a_lost_card_is_a_violation(game: str) -> None:
    state = fresh(game)
    uid = state.players[2].hand.cards[-1]
    state.players[2].hand.cards.remove(uid)
    broken = violation(lambda: state.emit("move", why="probe"))
    assert f"cards in no zone: {state.name(uid)}" in broken.message


def _items(state: MunchkinState, test: Callable[[Card], bool]) -> list[int]:
    return [uid for uid, card in state.cards.items() if card.kind == "item" and test(card)]


@pytest.mark.parametrize("game", GAMES)
def test_three_hands_of_equipment_is_a_violation(game: str) -> None:
    """MUN-52 / MKF-51: items whose hands add up to at most two may be equipped."""
    state = fresh(game)
    alice = state.players[0]
    one_handed = _items(state, lambda c: c.fields.get("hands") == 1 and not c.fields.get("big"))[:3]
    assert len(one_handed) == 3
    for uid in one_handed:
        state.move(uid, alice.carried, "test")  # carrying any number is fine
    alice.equipped.update(one_handed[:2])
    state.emit("equip", player="alice")  # two hands' worth: fine
    alice.equipped.add(one_handed[2])
    broken = violation(lambda: state.emit("equip", player="alice"))
    assert "alice has 3 hands equipped (at most 2)" in broken.message


@pytest.mark.parametrize("game", GAMES)
def test_two_headgears_equipped_is_a_violation(game: str) -> None:
    """MUN-52 / MKF-51: at most one headgear equipped."""
    state = fresh(game)
    alice = state.players[0]
    hats = _items(state, lambda c: c.fields.get("slot") == "headgear")[:2]
    assert len(hats) == 2
    for uid in hats:
        state.move(uid, alice.carried, "test")
    alice.equipped.update(hats)
    broken = violation(lambda: state.emit("equip", player="alice"))
    assert "alice has 2 headgear equipped (at most 1)" in broken.message


@pytest.mark.parametrize("game", GAMES)
def test_equipped_but_not_carried_is_a_violation(game: str) -> None:
    """MUN-50 / MKF-49: only a carried item can be equipped."""
    state = fresh(game)
    alice = state.players[0]
    uid = _items(state, lambda c: c.fields.get("hands") == 1)[0]
    state.move(uid, alice.hand, "test")
    alice.equipped.add(uid)
    # The equipment check runs after the events that can change equipment, such as "equip".
    broken = violation(lambda: state.emit("equip", player="alice", card=state.name(uid)))
    assert f"alice has {state.name(uid)} equipped but does not carry it" in broken.message


@pytest.mark.parametrize("game", GAMES)
def test_two_big_items_is_a_violation(game: str) -> None:
    """MUN-55 / MKF-54: at most one big item carried unless a card allows more."""
    state = fresh(game)
    alice = state.players[0]
    big = _items(state, lambda c: bool(c.fields.get("big")))[:2]
    assert len(big) == 2
    state.move(big[0], alice.carried, "test")
    broken = violation(lambda: state.move(big[1], alice.carried, "test"))
    assert "alice carries 2 big items (at most 1)" in broken.message
    assert broken.event is not None and broken.event.kind == "move"


@pytest.mark.parametrize("game", GAMES)
def test_ending_a_turn_over_the_hand_limit_is_a_violation(game: str) -> None:
    """MUN-23, MUN-32 / MKF-23, MKF-31: at most 5 cards in hand at the end of one's own turn."""
    state = fresh(game)
    alice = state.players[0]
    while len(alice.hand) < 7:
        state.draw(state.doors, alice.hand, "test")  # mid-turn a hand may be of any size
    size = len(alice.hand)
    broken = violation(lambda: state.emit("end-turn", player="alice", hand=size))
    assert f"alice ends the turn with {size} cards in hand (limit 5)" in broken.message
    assert broken.event is not None and broken.event.kind == "end-turn"


@pytest.mark.parametrize("game", GAMES)
def test_ending_a_turn_at_the_hand_limit_is_allowed(game: str) -> None:
    """MUN-23 / MKF-23: five cards is within the limit."""
    state = fresh(game)
    bob = state.players[1]
    while len(bob.hand) > 5:
        state.discard(bob.hand.cards[-1], "test")
    while len(bob.hand) < 5:
        state.draw(state.treasures, bob.hand, "test")
    state.emit("end-turn", player="bob", hand=5)


# ================================================================ core building blocks


def test_rng_force_gives_forced_rolls_in_order_then_resumes_the_stream() -> None:
    forced, plain = Rng(42), Rng(42)
    forced.force(6, 1)
    forced.force(3)
    assert [forced.roll(), forced.roll(), forced.roll()] == [6, 1, 3]
    assert [forced.roll() for _ in range(20)] == [plain.roll() for _ in range(20)]  # the stream was untouched


def test_rng_same_seed_same_stream() -> None:
    a, b = Rng(7), Rng(7)
    items_a, items_b = list(range(30)), list(range(30))
    a.shuffle(items_a)
    b.shuffle(items_b)
    assert items_a == items_b
    assert [a.roll() for _ in range(10)] == [b.roll() for _ in range(10)]
    assert all(1 <= Rng(s).roll() <= 6 for s in range(50))


def _table_with(cards: int, seed: int = 0) -> tuple[Table, list[int]]:
    table = Table(seed)
    pile = table.zone("pile")
    uids = [table.add_card(card, pile) for card in cards_of("munchkin")[:cards]]
    return table, uids


def test_deck_reshuffles_its_discard_pile_when_empty() -> None:
    """MUN-18 / MKF-18: drawing from an empty deck shuffles its discard pile into a new deck first."""
    table, uids = _table_with(3)
    deck = table.deck("door")
    hand = table.zone("hand")
    for uid in uids:
        table.move(uid, deck.discard, "discarded")
    assert not deck.draw.cards
    drawn = table.draw(deck, hand)
    assert drawn in uids and table.location[drawn] is hand
    reshuffles = table.log.of_kind("reshuffle")
    assert len(reshuffles) == 1 and reshuffles[0].get("cards") == 3
    assert not deck.discard.cards and len(deck.draw.cards) == 2
    assert all(table.location[u] is deck.draw for u in deck.draw.cards)
    assert table.card_conservation() is None


def test_deck_reports_when_both_piles_are_empty() -> None:
    """MUN-19 / MKF-19: with the deck and its discard pile both empty, the draw does not happen."""
    table, uids = _table_with(1)
    deck = table.deck("treasure")
    hand = table.zone("hand")
    table.move(uids[0], deck.draw, "set up")
    assert table.draw(deck, hand) == uids[0]
    assert table.draw(deck, hand) is None
    empty = table.log.events[-1]
    assert empty.kind == "deck-empty" and empty.get("deck") == "treasure"
    assert not table.log.of_kind("reshuffle")


def test_deck_without_reshuffle_does_not_draw_from_its_discard_pile() -> None:
    table, uids = _table_with(2)
    deck = table.deck("door", reshuffle=False)
    table.move(uids[0], deck.discard, "discarded")
    assert table.draw(deck, table.zone("hand")) is None
    assert table.log.events[-1].kind == "deck-empty"
    assert deck.discard.cards == [uids[0]]


def test_table_move_keeps_the_location_index() -> None:
    table, uids = _table_with(3)
    pile = table.location[uids[0]]
    other = table.zone("other")
    table.move(uids[1], other, "because")
    assert table.location[uids[1]] is other and uids[1] not in pile and uids[1] in other
    event = table.log.events[-1]
    assert event.kind == "move" and event.get("source") == "pile" and event.get("to") == "other"
    assert event.get("why") == "because" and event.get("uid") == uids[1]
    table.move(uids[2], other, top=False)  # to the bottom
    assert other.cards == [uids[2], uids[1]]
    table.move(uids[1], pile)
    assert table.location[uids[1]] is pile and pile.cards[-1] == uids[1]
    assert table.card_conservation() is None


def test_table_find_is_case_insensitive() -> None:
    table, uids = _table_with(2)
    assert table.find(table.name(uids[1]).upper()) == uids[1]
    assert table.find("no such card") is None


def test_event_log_digest_changes_with_content() -> None:
    def log_of(*events: tuple[str, dict[str, object]]) -> EventLog:
        log = EventLog()
        for kind, data in events:
            log.emit(kind, **data)
        return log

    base = log_of(("turn", {"player": "alice"}), ("level", {"player": "alice", "new": 2}))
    same = log_of(("turn", {"player": "alice"}), ("level", {"player": "alice", "new": 2}))
    assert base.digest() == same.digest()
    assert len(base.digest()) == 64
    different = [
        log_of(("turn", {"player": "alice"}), ("level", {"player": "alice", "new": 3})),  # a value
        log_of(("turn", {"player": "alice"}), ("level", {"player": "bob", "new": 2})),  # another value
        log_of(("level", {"player": "alice", "new": 2}), ("turn", {"player": "alice"})),  # the order
        log_of(("turn", {"player": "alice"})),  # one event fewer
        log_of(("turn", {"player": "alice"}), ("lvl", {"player": "alice", "new": 2})),  # a kind
    ]
    digests = {base.digest(), *(log.digest() for log in different)}
    assert len(digests) == 1 + len(different)
    assert EventLog().digest() != base.digest()


def test_event_log_listeners_and_queries() -> None:
    log = EventLog()
    seen: list[str] = []
    log.listeners.append(lambda e: seen.append(e.kind))
    log.emit("a", x=1)
    log.emit("b")
    log.emit("a", x=2)
    assert seen == ["a", "b", "a"]
    assert [e.seq for e in log.of_kind("a")] == [0, 2]
    assert [e.kind for e in log.since(1)] == ["b", "a"]
    assert log.events[0].describe() == "#0 a (x=1)" and log.events[1].describe() == "#1 b"


def _decision(kind: str, *keys: str) -> Decision:
    return Decision(0, kind, tuple(Option(k) for k in keys))


class LastOptionAgent:
    def decide(self, state: object, decision: Decision) -> int:
        return len(decision.options) - 1


def test_scripted_agent_answers_from_its_script_then_falls_back() -> None:
    agent = ScriptedAgent({"combat-action": ["help:2", "pass"]}, fallback=LastOptionAgent())
    decision = _decision("combat-action", "pass", "help:1", "help:2", "flee")
    assert agent.decide(None, decision) == 2  # help:2
    assert agent.decide(None, decision) == 0  # pass
    assert agent.decide(None, decision) == 3  # script used up: the fallback (last option)
    assert agent.decide(None, _decision("loot", "a", "b")) == 1  # no script for this kind: the fallback


def test_scripted_agent_skips_keys_not_offered_and_keeps_kinds_apart() -> None:
    agent = ScriptedAgent({"help": ["refuse"]})
    agent.add("combat-action", "nope")
    agent.add("combat-action", "play:7")
    assert agent.decide(None, _decision("combat-action", "pass", "play:7")) == 1  # "nope" was not offered
    assert agent.decide(None, _decision("help", "accept", "refuse")) == 1
    assert agent.decide(None, _decision("help", "accept", "refuse")) == 0  # default fallback: the first option
    assert isinstance(agent.fallback, FirstOptionAgent)


# ================================================================ the commands


FAILING_SCENARIO = """game munchkin

test "the slime gives one level" {  # MUN-78
  given alice level 2, equipped "Shield of Mostly Holes"
  when alice fights "Sulking Slime"
  expect alice wins combat
  expect alice level 9
}
"""


def test_deckwright_test_runs_every_scenario_of_the_project() -> None:
    code, output = run("test", str(CARDS), "--cards", str(CARDS))
    assert code == 0, output
    summary = re.search(r"^(\d+) passed, 0 failed$", output, re.MULTILINE)
    assert summary and int(summary.group(1)) > 0, output


def test_deckwright_test_shows_a_failing_expectation_and_the_events(tmp_path: Path) -> None:
    """MUN-78: killing a level-1 monster is worth one level, so 'level 9' fails with the actual level 3."""
    path = tmp_path / "failing.cards"
    path.write_text(FAILING_SCENARIO, encoding="utf-8")
    code, output = run("test", str(path), "--cards", str(CARDS))
    assert code == 1, output
    assert "FAIL" in output and "the slime gives one level" in output
    assert "line 7: expected alice at level 9" in output
    assert re.search(r"actual\s+level 3", output)
    assert "events of this scenario:" in output
    assert "combat (player=alice, monster=Sulking Slime)" in output
    assert "level (player=alice, old=2, new=3, why=kill, cause=kill)" in output
    assert "0 passed, 1 failed" in output


def test_deckwright_test_reports_an_unknown_card_with_a_suggestion(tmp_path: Path) -> None:
    path = tmp_path / "typo.cards"
    path.write_text(FAILING_SCENARIO.replace('"Shield of Mostly Holes"', '"Shield of Mostly Hole"'), encoding="utf-8")
    code, output = run("test", str(path), "--cards", str(CARDS))
    assert code == 1, output
    assert "T0001" in output
    assert "no card named 'Shield of Mostly Hole' in munchkin; did you mean 'Shield of Mostly Holes'?" in output
    assert "typo.cards:4" in output


def test_deckwright_test_passing_scenario(tmp_path: Path) -> None:
    """MUN-78: the fighter goes up one level for a killed monster."""
    path = tmp_path / "passing.cards"
    path.write_text(FAILING_SCENARIO.replace("level 9", "level 3"), encoding="utf-8")
    code, output = run("test", str(path), "--cards", str(CARDS))
    assert code == 0, output
    assert "1 passed, 0 failed" in output


def test_deckwright_explain_shows_the_strength_breakdown(tmp_path: Path) -> None:
    """MUN-70, MUN-71: each side's strength, item by item: level, items, the monster's own bonus."""
    path = tmp_path / "newt.cards"
    path.write_text(
        "game munchkin\n\n"
        'test "the newt bites dwarves" {  # MUN-70, MUN-71\n'
        '  given alice level 4, race dwarf, equipped "Shield of Mostly Holes"\n'
        '  when alice fights "Cranky Cave Newt"\n'
        "  expect alice wins combat\n"
        "}\n",
        encoding="utf-8",
    )
    code, output = run("explain", str(path), "-t", "newt", "--cards", str(CARDS))
    assert code == 0, output
    lines = output.splitlines()

    def row(*parts: str) -> None:
        assert any(all(p in line for p in parts) for line in lines), f"no line with {parts} in:\n{output}"

    row("players", "alice: level", "+4")
    row("players", "alice: Shield of Mostly Holes", "+2")
    row("monsters", "Cranky Cave Newt: level", "+3")
    row("monsters", "Cranky Cave Newt: its bonus against alice", "+2")
    row("players", "total", "6")
    row("monsters", "total", "5")
    assert "the players win (6 against 5)" in output
    assert "scenario passed" in output


def test_deckwright_explain_unknown_scenario_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "one.cards"
    path.write_text(FAILING_SCENARIO, encoding="utf-8")
    code, output = run("explain", str(path), "-t", "no such test", "--cards", str(CARDS))
    assert code == 2
    assert "no scenario matches 'no such test'" in output


def test_deckwright_simulate_json_is_reproducible() -> None:
    args = ("simulate", "--games", "5", "--seed", "3", "--format", "json", "--cards", str(CARDS))
    first, second = run(*args), run(*args)
    assert first[0] == 0 and second[0] == 0
    assert first[1] == second[1]
    report = json.loads(first[1])
    assert report["game"] == "munchkin" and report["games"] == 5 and report["seed"] == 3
    assert report["unfinished"] == 0 and len(report["wins_by_seat"]) == 4
    assert re.fullmatch(r"[0-9a-f]{64}", report["event_log_hash"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "uno"), "no engine plays 'uno'"),
        (("--players", "9"), "Munchkin is for 3 to 6 players, not 9"),
        (("--games", "0"), "--games"),
        (("--format", "xml"), "unknown format 'xml'"),
    ],
)
def test_deckwright_simulate_bad_options_exit_2(args: tuple[str, ...], message: str) -> None:
    code, output = run("simulate", *args, "--cards", str(CARDS))
    assert code == 2, output
    assert message in output


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 7])
def test_deckwright_simulate_refuses_a_table_the_game_is_not_for(game: str, players: int) -> None:
    """MUN-1 / MKF-1: the game is for 3 to 6 players."""
    code, output = run("simulate", "--game", game, "--players", str(players), "--games", "1", "--cards", str(CARDS))
    assert code == 2, output
    assert f"is for 3 to 6 players, not {players}" in output


def test_watched_invariants_skip_events_that_cannot_break_them() -> None:
    """An invariant marked with the events it watches is not run after other events, and every
    invariant runs at the end of a multi-event step (Table.atomic)."""
    state = fresh("munchkin")
    alice, bob = state.players[0], state.players[1]
    uid = alice.hand.cards[0]
    bob.hand.cards.append(uid)  # a card in two zones
    state.emit("decision", player="alice", asked="test", choice="pass")  # cannot move cards: not checked
    with pytest.raises(InvariantViolation), state.atomic():
        state.emit("roll", player="alice", value=3)
