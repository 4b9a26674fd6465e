"""The engine core's state (toolkit/engine/state.py, pieces.py, reasons.py, play.py), with no game in it.

Counters with their floors and ceilings, bounded tracks, zones of pieces with capacities, dice pools
with a game's faces drawn from the one seeded generator and forced for scenarios, decisions through
``ask``, turns, rounds and phases, the version, and the invariant that finds a breach made behind
the API's back. A tiny game (:class:`Race`) plays the core's loop end to end through ``Rules``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from toolkit.engine.agents import Agent, Decision, FirstOptionAgent, Option, RandomAgent, ScriptedAgent
from toolkit.engine.contract import GameRules, Rules, ScenarioOutcome
from toolkit.engine.invariants import InvariantViolation
from toolkit.engine.pieces import RuleError
from toolkit.engine.play import play_game
from toolkit.engine.reasons import DRAWN, PLAYED, Reason
from toolkit.engine.state import CHANCE, CORE_INVARIANTS, State
from toolkit.lang.model import Card, Scenario
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.vocabulary import Vocabulary


def table(seats: int = 3, checks: bool = True) -> State:
    state = State(7, ["alice", "bob", "cara", "dan"][:seats])
    if checks:
        state.invariants = list(CORE_INVARIANTS)
    return state


def kinds(state: State) -> list[str]:
    return [e.kind for e in state.log]


# ================================================================ counters


def test_counter_gain_spend_and_pay_are_events_and_keep_the_floor() -> None:
    state = table()
    money = state.counter("money", start=8)
    assert [money[s] for s in range(3)] == [8, 8, 8]
    money.gain(0, 3, "sold a room")
    money.spend(1, 8, "built a room")
    money.pay(2, 0, 5, "a bribe")
    assert [money[s] for s in range(3)] == [16, 0, 3]
    assert kinds(state) == ["gain", "spend", "pay"]
    assert state.log.events[0].get("value") == 11 and state.log.events[0].get("why") == "sold a room"
    with pytest.raises(RuleError, match="cannot spend 1"):
        money.spend(1, 1)  # never below zero
    with pytest.raises(RuleError, match="cannot pay 4"):
        money.pay(2, 0, 4)
    assert not money.can_spend(1, 1) and money.can_spend(0, 16)
    assert [money[s] for s in range(3)] == [16, 0, 3]  # a refused spend changes nothing
    assert len(state.log) == 3


def test_counter_lose_takes_what_there_is_and_the_ceiling_caps_a_gain() -> None:
    state = table()
    food = state.counter("food", start=2)
    food.lose(0, 5, "fed the warriors")  # a penalty takes down to the floor, no further
    assert food[0] == 0 and state.log.events[-1].get("amount") == 2
    glory = state.counter("glory", ceiling=10)
    glory.gain(1, 25)
    assert glory[1] == 10
    with pytest.raises(RuleError):
        glory.gain(1, -1)
    with pytest.raises(RuleError, match="out of bounds"):
        glory.set(1, 11)


def test_a_table_counter_has_one_value_and_no_payments() -> None:
    state = table()
    pot = state.counter("pot", per_seat=False)
    pot.gain(-1, 4)
    assert pot.get() == 4 and pot.values == [4]
    with pytest.raises(RuleError, match="belongs to the table"):
        pot.pay(0, 1, 1)
    with pytest.raises(ValueError, match="already exists"):
        state.counter("pot")


def test_a_counter_below_its_floor_behind_the_api_is_an_invariant_violation() -> None:
    state = table()
    money = state.counter("money", start=1)
    money.values[2] = -3  # a rule that wrote the list directly
    with pytest.raises(InvariantViolation, match="money of seat 2 is -3, below 0"):
        money.gain(0, 1)
    state.invariants = []
    assert state.table_problems() == "money of seat 2 is -3, below 0"


# ================================================================ tracks


def test_a_track_stops_at_its_ends_and_reports_how_far_it_moved() -> None:
    state = table()
    beasts = state.track("attraction-beasts", 0, 7)
    assert beasts.move(0, 5) == 5
    assert beasts.move(0, 5) == 2  # stops at 7
    assert beasts.move(1, -3) == 0  # stops at 0
    assert [beasts[s] for s in range(3)] == [7, 0, 0]
    assert [e.get("moved") for e in state.log] == [5, 2, 0]
    beasts.move(2, 7)
    assert beasts.leaders() == [0, 2]


def test_a_strict_track_refuses_a_move_past_an_end_and_the_invariant_watches_it() -> None:
    state = table()
    track = state.track("time", 0, 8, start=8, strict=True)
    with pytest.raises(RuleError, match=r"leaves 0\.\.8"):
        track.move(0, 1)
    assert track.move(0, -3) == -3
    track.positions[1] = 9
    with pytest.raises(InvariantViolation, match=r"time of seat 1 is at 9, outside 0\.\.8"):
        track.move(2, -1)


# ================================================================ pieces


def test_pieces_move_between_zones_within_capacity_and_are_conserved() -> None:
    state = table()
    supply = state.pieces("alice-workers", owner=0)
    forest = state.pieces("forest", capacity=1)
    state.supply(supply, "worker", 0, 3)
    state.move_pieces("worker", 0, 1, supply, forest, "placed")
    assert forest.count("worker", 0) == 1 and supply.count() == 2 and forest.room() == 0
    with pytest.raises(RuleError, match="room for 0"):
        state.move_pieces("worker", 0, 1, supply, forest)  # a space holds one worker a round
    with pytest.raises(RuleError, match="holds 2 worker of seat 0, not 5"):
        state.move_pieces("worker", 0, 5, supply, state.pieces("market"))
    assert supply.count() + forest.count() == 3
    assert [e.kind for e in state.log] == ["pieces", "pieces"]
    with pytest.raises(RuleError, match="room for 1"):
        state.supply(state.pieces("longship", capacity=1), "warrior", 1, 2)


def test_a_zone_over_capacity_behind_the_api_is_an_invariant_violation() -> None:
    state = table()
    forest = state.pieces("forest", capacity=1)
    forest.counts[("worker", 1)] = 2
    with pytest.raises(InvariantViolation, match="forest holds 2 pieces"):
        state.begin_turn(0)


# ================================================================ dice


def test_dice_show_the_games_faces_from_the_one_seeded_generator() -> None:
    faces = ("sword", "sword", "shield", "blank", "sword", "axe")
    one, two = table(), table()
    pool, same = one.dice("warriors", faces, dice=4), two.dice("warriors", faces, dice=4)
    rolls = [pool.roll() for _ in range(20)]
    again = [same.roll() for _ in range(20)]
    assert rolls == again  # the same seed, the same faces
    assert all(len(r) == 4 and set(r) <= set(faces) for r in rolls)
    assert len({r for r in rolls}) > 1
    assert one.log.events[0].kind == "roll" and one.log.events[0].get("faces") == rolls[0]


def test_forced_dice_come_first_then_the_stream_resumes_unchanged() -> None:
    faces = (1, 2, 3, 4, 5, 6)
    forced, plain = table(), table()
    pool, same = forced.dice("d6", faces, dice=2), plain.dice("d6", faces, dice=2)
    pool.force(6, 6, 1)
    assert pool.roll() == (6, 6)
    first = pool.roll()
    assert first[0] == 1  # the third forced face, then the seeded stream
    assert first[1] == same.roll(1)[0]  # the stream was not consumed by the forced faces
    with pytest.raises(RuleError, match="no face 7"):
        pool.force(7)


def test_a_pool_takes_dice_up_to_its_limit() -> None:
    state = table()
    longhouse = state.dice("alice-dice", ("hit", "blank"), dice=7, limit=8)
    assert longhouse.add(3, "recruited") == 1  # extra dice are simply not taken
    assert longhouse.dice == 8
    with pytest.raises(RuleError):
        longhouse.remove(9)
    longhouse.dice = 9
    with pytest.raises(InvariantViolation, match="alice-dice holds 9 dice"):
        longhouse.add(0)


# ================================================================ decisions, turns, phases, the version


def test_ask_records_every_decision_and_takes_a_single_option_without_asking() -> None:
    state = table()
    script = ScriptedAgent({"draft": ["pick:3"]})
    state.agents = [script, FirstOptionAgent(), FirstOptionAgent()]
    assert state.ask(0, "draft", [Option("only")]) == 0
    assert state.decisions == 0 and len(state.log) == 0
    assert state.ask(0, "draft", [Option("pick:1"), Option("pick:3")]) == 1
    assert state.decisions == 1
    event = state.log.events[-1]
    assert (event.kind, event.get("player"), event.get("asked"), event.get("choice")) == (
        "decision",
        "alice",
        "draft",
        "pick:3",
    )


def test_an_agent_answer_out_of_range_is_an_error() -> None:
    class Wild:
        def decide(self, state: object, decision: Decision) -> int:
            return 5

    state = table()
    state.agents = [Wild()]
    with pytest.raises(ValueError, match="agent of alice chose option 5 of 2"):
        state.ask(0, "pick", [Option("a"), Option("b")])


def test_turns_rounds_phases_and_the_version() -> None:
    state = table(checks=False)
    state.agents = [FirstOptionAgent()] * 3
    version = state.version()
    state.ask(1, "x", [Option("a"), Option("b")])
    assert state.version() == version  # a decision changes nothing by itself
    state.begin_round()
    state.enter_phase("henchmen")
    state.begin_turn(2)
    assert (state.round, state.phase, state.turn, state.current) == (1, "henchmen", 1, 2)
    assert state.version() == version + 3
    state.touch()
    assert state.version() == version + 4
    state.current = CHANCE
    state.win(2, why="most infamy")
    assert state.over and state.winners == [2]


# ================================================================ reasons


class Why(Reason):
    DEALT = "dealt", DRAWN
    BUILT = "built by", PLAYED
    SOLD = "sold"


def test_a_move_for_a_reason_keeps_the_text_in_the_log_and_the_member_beside_it() -> None:
    state = table(checks=False)
    hand, tableau = state.zone("hand"), state.zone("tableau")
    uid = state.add_card(_card("Lair"), hand)
    state.move(uid, tableau, Why.BUILT, detail="alice")
    state.move(uid, hand, "by text, as before")
    assert [e.get("why") for e in state.moves] == ["built by alice", "by text, as before"]
    assert state.move_reasons == [Why.BUILT, None]
    assert (Why.DEALT.counts, Why.BUILT.counts, Why.SOLD.counts) == (DRAWN, PLAYED, "")
    with pytest.raises(ValueError, match="counts as one of"):

        class Bad(Reason):
            ODD = "odd", "stolen"


# ================================================================ the play loop, with a tiny game


def _card(name: str) -> Card:
    return Card("race", "token", name, None, "main", {}, (), ())


RACE = Ruleset(name="race", title="Race", version="1", vocabulary=Vocabulary(kinds={}, enums={}, effects={}))


class Race(GameRules):
    """Each turn the current seat draws a card (for a reason) and rolls a die pool: a sword scores a point.
    The first to 3 points wins. Enough to drive the core's loop, record and invariants."""

    max_turns = 200

    def new_game(
        self,
        ruleset: Ruleset,
        cards: Sequence[Card],
        players: int,
        seed: int,
        agents: Sequence[Agent] | None = None,
        check_invariants: bool = False,
        variant: str | None = None,
        force: tuple[int, str] | None = None,
    ) -> State:
        state = State(seed, [f"p{i}" for i in range(players)])
        state.agents = list(agents or [RandomAgent(seed + i) for i in range(players)])
        state.counter("score", ceiling=3)
        state.dice("die", ("sword", "blank", "blank"), dice=1)
        deck = state.zone("deck")
        for index in range(40):
            state.add_card(_card(f"card {index}"), deck)
        state.hands = [state.zone(f"p{i}-hand") for i in range(players)]  # type: ignore[attr-defined]
        if check_invariants:
            state.invariants = self.invariants() + list(CORE_INVARIANTS)
        state.current = players - 1
        return state

    def play_turn(self, state: State) -> None:
        seat = (state.current + 1) % state.seats
        state.begin_turn(seat)
        deck = state.zones[0]
        if deck.cards:
            state.move(deck.cards[-1], state.hands[seat], Why.DEALT)  # type: ignore[attr-defined]
        roll = state.dice_pools["die"].roll()
        if state.ask(seat, "keep", [Option("keep"), Option("reroll")]) == 1:
            roll = state.dice_pools["die"].roll()
        if roll[0] == "sword":
            state.counters["score"].gain(seat, 1)
            if state.counters["score"][seat] >= 3:
                state.win(seat)

    def cards_held(self, state: State, seat: int) -> list[int]:
        return list(state.hands[seat].cards)  # type: ignore[attr-defined]

    def stats(self, state: State) -> dict[str, float]:
        return {"rolls": float(len(state.log.of_kind("roll")))}

    def run_scenario(self, ruleset: Ruleset, pool: Sequence[Card], scenario: Scenario) -> ScenarioOutcome:
        raise NotImplementedError


def test_the_core_loop_plays_a_game_to_a_winner_with_its_record() -> None:
    rules = Race()
    assert isinstance(rules, Rules)
    record = play_game(rules, RACE, [], 3, seed=4, check_invariants=True)
    assert len(record.winners) == 1 and record.scores[record.winners[0]] == 3
    assert record.turns == len(record.score_trace) and record.score_trace[-1] == record.scores
    assert record.first_player == 2 and record.stats["rolls"] >= record.turns
    assert sum(record.drawn.values()) == min(40, record.turns) and not record.played
    assert sum(record.at_win.values()) >= 1
    again = play_game(rules, RACE, [], 3, seed=4, check_invariants=True)
    assert again.digest == record.digest  # the same seed, the same game, event for event
    other = play_game(rules, RACE, [], 3, seed=5)
    assert other.digest != record.digest
