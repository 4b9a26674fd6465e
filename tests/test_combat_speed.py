"""The combat path's speed-ups change nothing a game does (docs/performance.md, engine section,
branch eng-rules): the bots' turn and combat actions read in one pass choose as the plain reading
of their rules does; asking for help counts the game's treasure cards once per game and card count;
its fixed options are made once.
"""

from __future__ import annotations

from collections import Counter

import pytest
from engine_support import GAMES, cards_of, fresh, ruleset

from toolkit.engine.agents import Decision, Option, RandomAgent
from toolkit.lang.model import Effect
from toolkit.rulesets.munchkin_rules import combat, strength
from toolkit.rulesets.munchkin_rules.bots import HeuristicBot
from toolkit.rulesets.munchkin_rules.game import new_game
from toolkit.rulesets.munchkin_rules.plays import Play
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player
from toolkit.rulesets.munchkin_rules.turn import play_turn


def _turn_action_plainly(bot: HeuristicBot, state: MunchkinState, me: Player, decision: Decision) -> int:
    """The turn action as its rule reads (and as the bot worked it out before the one pass): the
    first card to put in play that is not a monster or a one-shot, or item to equip; else the sale
    when the unequipped items fetch a level; else the first Go Up a Level or stealing power."""
    plays = [(i, o.payload) for i, o in enumerate(decision.options) if isinstance(o.payload, Play)]
    for index, play in plays:
        if play.kind == "card" and state.cards[play.uid].kind not in ("monster", "one-shot"):
            return index
        if play.kind == "equip":
            return index
    sell = next((i for i, o in enumerate(decision.options) if o.key == "sell"), None)
    if sell is not None:
        spare = sum(state.rules(u).gold for u in (*me.carried.cards, *me.hand.cards) if u not in me.equipped)
        if spare >= state.constants["gold_per_level"]:
            return sell
    for index, play in plays:
        if play.kind != "ability":
            continue
        card = state.cards[play.uid]
        if card.kind == "go-up-a-level":
            return index
        if bot.stolen_on_turn != state.turn and card.kind in ("class", "race"):
            effects = card.abilities[play.ability].effects
            steals = any(isinstance(e, Effect) and e.action.key == "steal_items" for e in effects)
            if steals and any(p.carried.cards for p in state.players if p is not me):
                return index
    return 0


def _combat_action_plainly(bot: HeuristicBot, state: MunchkinState, me: Player, decision: Decision) -> int:
    """The combat action as its rule reads: lists of gains, the largest (the last of equals)."""
    fight = state.combat
    assert fight is not None
    plays = [(i, o.payload) for i, o in enumerate(decision.options) if isinstance(o.payload, Play)]
    fighter = state.players[fight.fighter]
    if me.seat in fight.seats():
        if strength.players_win(state, fight):
            return 0
        gains = [(bot._gain(state, p, "players"), i) for i, p in plays]
        gains = [g for g in gains if g[0] > 0]
        if gains:
            return max(gains)[1]
        asks = [i for i, o in enumerate(decision.options) if o.key.startswith("ask:")]
        if asks:
            return max(asks, key=lambda i: state.players[int(decision.options[i].key[4:])].level)
        return 0
    winning = state.constants["winning_level"]
    threat = fighter.level + 1 >= winning or (fighter.level > me.level and fighter is bot._leader(state, me))
    if not threat or not plays or not strength.players_win(state, fight):
        return 0
    gains = [(bot._gain(state, p, "monsters"), i) for i, p in plays]
    gains = [g for g in gains if g[0] > 0]
    return max(gains)[1] if gains else 0


PLAINLY = {"turn-action": _turn_action_plainly, "combat-action": _combat_action_plainly}


class ComparingBot(HeuristicBot):
    """A heuristic bot (or, with ``agent``, another agent answering) that, at every turn and combat
    action, compares its answer with the plain reading's, and counts what the answers were."""

    def __init__(self, seed: int, seen: Counter[str], agent: RandomAgent | None = None) -> None:
        super().__init__(seed)
        self.seen = seen
        self.agent = agent

    def decide(self, state: MunchkinState, decision: Decision) -> int:  # type: ignore[override]
        plainly = PLAINLY.get(decision.kind)
        expected = None
        if plainly is not None:
            expected = plainly(self, state, state.players[decision.player], decision)
        choice = super().decide(state, decision)
        if plainly is not None:
            assert choice == expected, (decision.kind, [o.key for o in decision.options])
            kind = decision.options[choice].key.split(":")[0]
            self.seen[f"{decision.kind} {kind}"] += 1
        return choice if self.agent is None else self.agent.decide(state, decision)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("agents", ["bots", "random"])
def test_the_bots_turn_and_combat_actions_choose_as_their_rules_read(game: str, agents: str) -> None:
    """Bots' games (as simulate plays them) and random games (odd corners: a helper losing, many
    monsters): every turn and combat action the bot answers, by its one pass, as the plain lists did."""
    seen: Counter[str] = Counter()
    for seed in range(6):
        bots = [
            ComparingBot(seed * 31 + seat, seen, RandomAgent(seed * 10 + seat) if agents == "random" else None)
            for seat in range(4)
        ]
        state = new_game(ruleset(game), cards_of(game), 4, seed, agents=bots)
        while not state.over and state.turn < 150:
            play_turn(state)
    # Every branch was taken, many times: passing, plays put in play, equipping, combat plays, asking.
    for answer in ("turn-action done", "turn-action card", "combat-action pass", "combat-action ability"):
        assert seen[answer] > 10, (answer, seen)
    assert seen["combat-action ask"] > 5 or agents == "random", seen
    assert seen["turn-action equip"] + seen["turn-action sell"] > 0, seen


def test_the_best_gain_is_the_last_of_equals_and_asking_the_first_highest_level() -> None:
    """The ties as the lists broke them: max((gain, index)) and max(asks, key=level)."""
    state = fresh("munchkin")
    bot = HeuristicBot()
    one_shots = [u for u in state.cards if state.kind(u) == "one-shot" and strength_gain(bot, state, u) > 0]
    assert len(one_shots) >= 2
    first, second = (Play("ability", u, 0) for u in one_shots[:2])
    gains = bot._gain(state, first, "players"), bot._gain(state, second, "players")
    options = (Option("pass"), first.option(), second.option())
    best = bot._best_gain(state, options, "players")
    assert best == max((g, i + 1) for i, g in enumerate(gains))[1]
    assert bot._best_gain(state, (Option("pass"), Option("ask:1")), "players") is None
    for player, level in zip(state.players, (3, 5, 5, 2), strict=True):
        state.levels.set(player.seat, level)
    asks = (Option("pass"), Option("ask:3"), Option("ask:1"), Option("ask:2"))
    assert HeuristicBot._best_ask(state, asks) == 2  # bob, level 5, before cara, level 5
    assert HeuristicBot._best_ask(state, (Option("pass"),)) == 0


def strength_gain(bot: HeuristicBot, state: MunchkinState, uid: int) -> int:
    card = state.card(uid)
    if not card.abilities:
        return 0
    return bot._gain(state, Play("ability", uid, 0), "players")


def test_the_treasure_cards_are_counted_once_per_game_and_again_after_a_card_is_added() -> None:
    """MUN-79's cap on the bribe offers reads the game's treasure cards: kept per state while no
    card is added (a scenario's card is counted), each state its own."""
    state, other = fresh("munchkin"), fresh("munchkin", 2)
    assert combat._treasure_cards(state) == state.treasure_cards() == combat._treasure_cards(other)
    treasure = next(c for c in cards_of("munchkin") if c.deck == "treasure")
    state.add_card(treasure, state.players[0].hand)
    assert combat._treasure_cards(state) == state.treasure_cards() == combat._treasure_cards(other) + 1
    door = next(c for c in cards_of("munchkin") if c.deck == "door")
    state.add_card(door, state.players[0].hand)
    assert combat._treasure_cards(state) == state.treasure_cards()


def test_the_bribe_offers_and_answers_are_made_once() -> None:
    offers = combat._bribe_offers(0, 3)
    assert [o.key for o in offers] == ["bribe:0", "bribe:1", "bribe:2", "bribe:3"]
    assert offers[2] == Option("bribe:2", "offer 2 treasure(s)")
    assert combat._bribe_offers(1, 3) == offers[1:] and combat._bribe_offers(1, 3)[0] is offers[1]
    assert combat._bribe_offers(1, 0) == []  # no offer at all: MKF-86's least above the treasures
    assert [o.key for o in combat._HELP_ANSWERS] == ["decline", "accept"]
    assert [o.key for o in combat._FIRST_PICK] == ["first:fighter", "first:helper"]
