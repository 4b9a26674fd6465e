"""Munchkin levels on the core's counter (issue 9, build item 1): one writer, the counter's events,
its floor and ceiling (MUN golden rule 1, MUN-34), and the winning level only by a kill (MUN-14)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from engine_support import GAMES, cards_of, fresh, ruleset

from toolkit.engine.contract import rules_of
from toolkit.engine.events import Event
from toolkit.engine.invariants import InvariantViolation
from toolkit.engine.state import State
from toolkit.lang.load import load_text
from toolkit.rulesets.munchkin_rules import effects, fuzz, run_scenario
from toolkit.rulesets.munchkin_rules.game import new_game
from toolkit.rulesets.munchkin_rules.state import MunchkinState


def _level_events(state: MunchkinState, since: int = 0) -> list[Event]:
    return [e for e in state.log.since(since) if e.get("counter") == "level"]


@pytest.mark.parametrize("game", GAMES)
def test_levels_are_the_core_counter(game: str) -> None:
    """The family's levels are the core's "level" counter, bounded by min_level and the winning level."""
    state = fresh(game)
    levels = state.counters["level"]
    assert levels is state.levels
    assert (levels.floor, levels.ceiling) == (state.constants["min_level"], state.constants["winning_level"])
    assert levels.values == [1, 1, 1, 1]
    levels.set(2, 6, "test")
    assert state.players[2].level == 6 and state.scores() == (1, 1, 6, 1)
    assert rules_of(ruleset(game)).scores(state) == (1, 1, 6, 1)  # the Rules' scores read it too


@pytest.mark.parametrize("game", GAMES)
def test_a_level_change_is_the_counter_event(game: str) -> None:
    """set_level's change is the counter's gain or spend event, with the player's name, why and cause;
    a gain still happens as `level_gained` for the cards that wait for it."""
    state = fresh(game)
    alice = state.players[0]
    before = len(state.log)
    effects.set_level(state, alice, 4, "kill", cause="kill")
    gain = _level_events(state, before)
    assert [(e.kind, dict(e.data)) for e in gain] == [
        (
            "gain",
            {
                "counter": "level",
                "seat": 0,
                "amount": 3,
                "value": 4,
                "why": "kill",
                "player": "alice",
                "cause": "kill",
            },
        )
    ]
    assert not state.log.of_kind("level")  # the old event of its own is gone
    before = len(state.log)
    effects.set_level(state, alice, 2, "Sudden Onset Amnesia")
    (loss,) = _level_events(state, before)
    assert loss.kind == "spend" and (loss.get("amount"), loss.get("value"), loss.get("cause")) == (2, 2, "card")
    assert loss.describe().endswith(
        "spend (counter=level, seat=0, amount=2, value=2, why=Sudden Onset Amnesia, player=alice, cause=card)"
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_level_that_does_not_change_makes_no_event(game: str) -> None:
    """MUN-10: a loss at level 1 changes nothing, and nothing is logged (as before the counter)."""
    state = fresh(game)
    before = len(state.log)
    effects.set_level(state, state.players[1], -4, "a curse")
    assert state.players[1].level == 1 and len(state.log) == before


@pytest.mark.parametrize("game", GAMES)
def test_the_counter_bounds_hold_for_levels(game: str) -> None:
    """The floor (level 1) stops a loss; the ceiling (the winning level) stops a kill's gain; the
    event says what really changed."""
    state = fresh(game)
    alice, bob = state.players[0], state.players[1]
    state.levels.set(bob.seat, 2)
    effects.set_level(state, bob, bob.level - 5, "a curse")
    assert bob.level == 1 and _level_events(state)[-1].get("amount") == 1
    state.levels.set(alice.seat, 9)
    effects.set_level(state, alice, alice.level + 5, "kill", cause="kill")
    assert alice.level == 10 and _level_events(state)[-1].get("amount") == 1


@pytest.mark.parametrize("game", GAMES)
def test_player_level_cannot_be_written(game: str) -> None:
    """A writer that bypasses the counter (and its events) is impossible: player.level is read-only."""
    state = fresh(game)
    alice = state.players[0]
    with pytest.raises(AttributeError, match=r"effects\.set_level"):
        alice.level = 5
    with pytest.raises(AttributeError):
        alice.level += 1
    assert alice.level == 1 and state.levels.values[0] == 1


@pytest.mark.parametrize("game", GAMES)
def test_the_core_check_finds_a_level_out_of_its_bounds(game: str) -> None:
    """The core's counter invariant covers levels; the family's check names the player."""
    state = fresh(game)
    state.levels.values[3] = 11  # behind the counter's back
    assert state.table_problems() == "level of seat 3 is 11, above 10"
    with pytest.raises(InvariantViolation, match="dan is at level 11"):
        state.levels.gain(0, 1, "probe")


@pytest.mark.parametrize("game", GAMES)
def test_a_card_never_brings_the_winning_level(game: str) -> None:
    """MUN-14: the counter's gain to the winning level with a card's cause breaks the invariant."""
    state = fresh(game)
    state.levels.set(0, 9)
    with pytest.raises(InvariantViolation, match="alice reached the winning level by a rogue card"):
        state.levels.gain(0, 1, "a rogue card", player="alice", cause="card")


LOSE_FIVE = """game munchkin

curse "Deep Amnesia" @t-amnesia5 {
  when played: lose 5 levels
  flavour "Test card."
}

test "five levels lost at level 2 leave level 1" {  # MUN-10
  given alice level 2
  when bob plays "Deep Amnesia" on alice
  expect alice level 1
}
"""


def test_a_scenario_losing_five_levels_at_level_two_ends_at_level_one() -> None:
    loaded = load_text(LOSE_FIVE, "amnesia.cards")
    assert loaded.ok, loaded.diagnostics
    pool = cards_of("munchkin") + loaded.cards
    (result,) = [run_scenario(ruleset("munchkin"), pool, s) for s in loaded.scenarios]
    assert result.passed, (result.failures, result.errors)
    levels = [(e.kind, e.get("amount"), e.get("value"), e.get("why")) for e in result.events if e.get("counter")]
    # `given alice level 2` is the counter's set; the curse's loss stops at the floor: 1 level, not 5.
    assert levels == [("set", 1, 2, "given"), ("spend", 1, 1, "Deep Amnesia")]


def test_fuzz_states_set_levels_through_the_counter(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fuzzer's random states set every level through the counter (its set events), within its
    bounds, and the plays of a level-losing curse keep every invariant (the core's included)."""
    from toolkit.engine.state import CORE_INVARIANTS
    from toolkit.rulesets.munchkin_rules.invariants import INVARIANTS

    seen: list[tuple[list[int], list[int]]] = []
    played = effects.HANDLERS["lose_levels"]

    def watched(state: MunchkinState, effect: Any, ctx: Any, times: int) -> None:
        state.invariants = [*INVARIANTS, *CORE_INVARIANTS]  # the core's counter check as well
        staged = {e.get("seat") for e in state.log.events if e.kind == "set" and e.get("why") == "fuzz state"}
        last = {e.get("seat"): e.get("value") for e in _level_events(state)}  # each seat's last change
        assert staged == {p.seat for p in state.players}
        seen.append(([last[p.seat] for p in state.players], [p.level for p in state.players]))
        played(state, effect, ctx, times)
        assert all(p.level >= 1 for p in state.players)

    monkeypatch.setitem(effects.HANDLERS, "lose_levels", watched)
    loaded = load_text(LOSE_FIVE, "amnesia.cards")
    (card,) = loaded.cards
    found, stats = fuzz.fuzz_card(ruleset("munchkin"), [*cards_of("munchkin"), card], card, 5, 6)
    assert stats.plays > 0 and seen
    assert not [d for d in found if d.code in ("V0201", "V0202")], [d.message for d in found]
    for logged, levels in seen:
        assert logged == levels and all(1 <= level <= 9 for level in levels)


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_of_the_state_has_its_own_levels(game: str) -> None:
    """A deep copy (turn.audit_offers' twin) writes its level events into its own log."""
    from toolkit.rulesets.munchkin_rules.turn import _copy

    state = new_game(ruleset(game), cards_of(game), 4, 3)
    twin = _copy(state)
    before = len(state.log)
    effects.set_level(twin, twin.players[0], 3, "kill", cause="kill")
    assert twin.players[0].level == 3 and twin.levels is not state.levels
    assert state.players[0].level == 1 and len(state.log) == before
    assert _level_events(twin)[-1].get("value") == 3


def test_a_state_with_counters_is_freed_by_reference_counting() -> None:
    """A counter, track or dice pool holds no method bound to its state: the state goes when dropped."""
    gc.collect()
    gc.disable()
    try:
        state = State(1, ("a", "b"))
        state.counter("money").gain(0, 2, "income")
        state.track("fame", 0, 5).move(1, 2)
        state.dice("die", (1, 2, 3)).add(1)
        gone = weakref.ref(state)
        del state
        assert gone() is None
    finally:
        gc.enable()
