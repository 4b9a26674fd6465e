"""Rules of set-up that no card scenario reaches: starting hands, the first player, fast play."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang import load
from toolkit.lang.model import Card
from toolkit.rulesets import get
from toolkit.rulesets.munchkin_rules.game import new_game
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.munchkin_rules.turn import first_player, play_turn

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def cards() -> list[Card]:
    return load([str(ROOT / "cards")]).cards


def hands(state: MunchkinState) -> list[tuple[int, int]]:
    """Door and treasure cards each player was dealt: in hand, or already put into play (MUN-6)."""
    out = []
    for player in state.players:
        held = [u for zone in player.zones() for u in zone]
        doors = sum(state.card(u).deck == "door" for u in held)
        out.append((doors, len(held) - doors))
    return out


def test_munchkin_deals_four_and_four(cards: list[Card]) -> None:
    """MUN-3: each player starts with 4 door and 4 treasure cards."""
    state = new_game(get("munchkin"), cards, 4, seed=1)  # type: ignore[arg-type]
    assert hands(state) == [(4, 4)] * 4


def test_kung_fu_deals_two_and_two_or_four_and_four_in_fast_play(cards: list[Card]) -> None:
    """MKF-3: two of each deck; MKF-109: four of each in the fast-play variant."""
    ruleset = get("munchkin-kungfu")
    assert ruleset is not None
    assert hands(new_game(ruleset, cards, 3, seed=1)) == [(2, 2)] * 3
    assert hands(new_game(ruleset, cards, 3, seed=1, fast_play=True)) == [(4, 4)] * 3


def test_fast_play_redraws_four_and_four_after_death(cards: list[Card]) -> None:
    """MKF-109: after a death, the fast-play variant deals 4 + 4 at the player's next turn."""
    ruleset = get("munchkin-kungfu")
    assert ruleset is not None
    state = new_game(ruleset, cards, 3, seed=2, fast_play=True)
    player = state.players[state.current]
    for uid in list(player.hand):
        state.discard(uid, "test")
    player.dead = True
    before = len(state.log)
    play_turn(state)
    dealt = [e for e in state.log.since(before) if e.kind == "move" and e.get("why") == "dealt"]
    assert len(dealt) == 8


def test_highest_roll_goes_first_and_ties_roll_again(cards: list[Card]) -> None:
    """MUN-7, MKF-7: everyone rolls; the highest starts; those tied for the highest roll again."""
    ruleset = get("munchkin")
    assert ruleset is not None
    state = new_game(ruleset, cards, 4, seed=5)
    state.rng.force(6, 3, 6, 2, 4, 5)  # alice and cara tie on 6, then cara rolls 5 against alice's 4
    assert first_player(state) == 2
    rolls = [e.get("value") for e in state.log.since(0) if e.kind == "roll" and e.get("why") == "who goes first"]
    assert rolls[-6:] == [6, 3, 6, 2, 4, 5]


def test_player_counts_outside_the_rules_are_refused() -> None:
    """MUN-1, MKF-1: the family is for 3 to 6 players."""
    runner = CliRunner()
    for players in ("2", "7"):
        result = runner.invoke(app, ["simulate", "--players", players, "--games", "1"])
        assert result.exit_code == 2
        assert "3 to 6 players" in result.output


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_cards_form_two_decks_each_with_its_own_discard_pile(cards: list[Card], game: str) -> None:
    """MUN-2, MKF-2: door and treasure decks by the cards' kinds; MUN-17, MKF-17: each deck
    has its own discard pile, and a discarded card goes to its own deck's pile."""
    ruleset = get(game)
    assert ruleset is not None
    state = new_game(ruleset, cards, 3, seed=4)
    for uid, card in state.cards.items():
        deck = state.doors if card.deck == "door" else state.treasures
        where = state.location[uid]
        assert where is deck.draw or any(where in p.zones() for p in state.players), card.name
        assert card.deck == ruleset.vocabulary.kinds[card.kind].deck or card.kind == "special"
    door = next(u for u in state.doors.draw if state.card(u).deck == "door")
    treasure = next(u for u in state.treasures.draw if state.card(u).deck == "treasure")
    state.discard(door, "test")
    state.discard(treasure, "test")
    assert state.location[door] is state.doors.discard
    assert state.location[treasure] is state.treasures.discard


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_starting_hands_put_characters_and_items_into_play(cards: list[Card], game: str) -> None:
    """MUN-6, MKF-6: before the first turn, races, classes, styles and items go from the starting
    hand into play, within the limits: none is left in hand while its slot is free."""
    ruleset = get(game)
    assert ruleset is not None
    played = 0
    for seed in range(12):
        state = new_game(ruleset, cards, 4, seed=seed)
        first = next(e.seq for e in state.log if e.kind == "first-player")
        played += sum(1 for e in state.log.events[:first] if str(e.get("why", "")).startswith("played by"))
        for player in state.players:
            for uid in player.hand:
                kind = state.kind(uid)
                if kind in ("race", "class", "style"):
                    in_play = [u for u in player.identity if state.kind(u) == kind]
                    assert in_play, f"{player.name} kept {state.name(uid)} in hand with no {kind} in play"
    assert played > 0


def test_a_card_in_play_never_goes_back_to_a_hand(cards: list[Card]) -> None:
    """MUN-22, MKF-22: only looting a corpse moves a card from play into a hand."""
    from toolkit.engine.invariants import InvariantViolation

    ruleset = get("munchkin")
    assert ruleset is not None
    state = new_game(ruleset, cards, 3, seed=3, check_invariants=True)
    alice, bob = state.players[0], state.players[1]
    uid = next(u for u in state.treasures.draw if state.kind(u) == "item" and not state.card(u).fields.get("big"))
    state.move(uid, alice.carried, "test")
    state.move(uid, bob.hand, "looted from alice")  # looting a corpse: allowed
    state.move(uid, alice.carried, "test")
    with pytest.raises(InvariantViolation, match="went back from alice-carried to alice-hand"):
        state.move(uid, alice.hand, "picked back up")
