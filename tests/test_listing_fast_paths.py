"""The Munchkin family's short paths of branch perf12 (docs/performance.md, engine section) change
nothing a game reads: a listing's options put straight into the decision's list, the sale value kept
in two parts, the bots' cheapest card found in one loop, the statics' kept answers read inline.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from engine_support import GAMES, cards_of, fresh, ruleset

from toolkit.engine.agents import Decision, Option, RandomAgent
from toolkit.rulesets.munchkin_rules import character, plays
from toolkit.rulesets.munchkin_rules.bots import HeuristicBot
from toolkit.rulesets.munchkin_rules.game import new_game
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.munchkin_rules.turn import _SOLD_KINDS, play_turn, sellable_value


def test_options_of_adds_to_the_list_given_and_returns_it() -> None:
    state = fresh("munchkin")
    player = state.players[state.current]
    found = plays.legal_plays(state, player, "turn")
    assert found, "a starting hand offers some play"
    head = Option("done")
    into = [head]
    made = plays.options_of(found, into)
    assert made is into
    assert made == [head, *plays.options_of(found)]
    assert all(option is play.option() for option, play in zip(made[1:], found, strict=True))


def _plain_sale_value(state: MunchkinState, seat: int) -> int:
    player = state.players[seat]
    return sum(state.rules(u).gold for u in (*player.carried.cards, *player.hand.cards) if state.kind(u) in _SOLD_KINDS)


class CheckingBot(HeuristicBot):
    """A bot (or a random agent's choices) that, at every decision, reads what the short paths keep
    against the plain reading of the same state."""

    def __init__(self, seed: int, seen: Counter[str], agent: RandomAgent | None) -> None:
        super().__init__(seed)
        self.seen, self.agent = seen, agent

    def decide(self, state: MunchkinState, decision: Decision) -> int:  # type: ignore[override]
        for player in state.players:
            if not player.received:  # sellable_value's kept path (a received card is read plainly)
                assert sellable_value(state, player) == _plain_sale_value(state, player.seat)
                self.seen["sale"] += 1
            for key in ("strength", "wins_ties", "extra_slot"):
                candidates, pure = character._candidates(state, player, key)
                if pure and all(c[2] is None and c[3].condition is None for c in candidates):
                    # No condition to read (nothing can roll): the inline reading is the kept one.
                    assert character.static_list(state, player, key) == [(c[0], c[3]) for c in candidates]
                    assert character.has_static(state, player, key) == bool(candidates)
                    self.seen["statics"] += 1
        if decision.kind in ("charity", "choose-discard"):
            cards = [
                (state.rules(int(o.key[5:])).gold, i)
                for i, o in enumerate(decision.options)
                if o.key.startswith("card:")
            ]
            assert self._cheapest(state, decision) == (min(cards)[1] if cards else 0)
            self.seen["cheapest"] += 1
        return super().decide(state, decision) if self.agent is None else self.agent.decide(state, decision)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("agents", ["bots", "random"])
def test_what_the_short_paths_keep_is_what_the_plain_reading_finds(game: str, agents: str) -> None:
    seen: Counter[str] = Counter()
    for seed in range(4):
        bots = [
            CheckingBot(seed * 31 + seat, seen, RandomAgent(seed * 10 + seat) if agents == "random" else None)
            for seat in range(4)
        ]
        state = new_game(ruleset(game), cards_of(game), 4, seed, agents=bots)
        while not state.over and state.turn < 120:
            play_turn(state)
    assert seen["sale"] > 100 and seen["statics"] > 100, seen
    assert seen["cheapest"] > 0 or agents == "random", seen


def test_a_bot_seeds_its_generator_only_when_it_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    """Branch perf12b: the heuristics never draw from a bot's own generator, so a game's four bots
    seed none (seeding a Mersenne Twister each was some 0.2% of a game); a bot that does draw gets
    what Random(seed) gives."""
    import random
    from types import SimpleNamespace

    from toolkit.rulesets.munchkin_rules import bots

    made: list[object] = []

    class Counting(random.Random):
        def __init__(self, seed: object = None) -> None:
            made.append(seed)
            super().__init__(seed)

    monkeypatch.setattr(bots, "random", SimpleNamespace(Random=Counting))  # the bots' module's generators only
    record = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 5)
    while not record.winners and record.turn < 60:
        play_turn(record)
    assert record.decisions > 0
    assert made == [], "a bot seeded a generator it never drew from"
    bot = HeuristicBot(17)
    draws = [bot.random.random() for _ in range(3)]
    assert bot.random is bot.random  # made once
    expected = random.Random(17)
    assert draws == [expected.random() for _ in range(3)]
    assert made == [17]


def _refusals(state: MunchkinState, explain: bool) -> list[str | None]:
    """Every refusal check a listing makes now, for every player and card, in one order: putting
    each card in hand into play, and each ability of a card in hand or in play that acts now."""
    found: list[str | None] = []
    for player in state.players:
        if player.dead:
            continue
        moment = plays._moments_now(state, player)[0]
        for uid in list(player.hand.cards):
            found.append(plays.refusal_to_put_in_play(state, player, uid, moment, explain))
        for zone in (player.hand, player.identity, player.followers, player.carried):
            for uid in list(zone.cards):
                for _, _, facts in plays._offered(state, uid, moment):
                    found.append(plays._refusal_by_facts(state, player, uid, facts, moment, explain))
    return found


class RefusalBot(HeuristicBot):
    """At every twentieth decision, the refusals with and without their messages, each read on its own
    copy of the state (a condition may roll a die: the copies roll the same dice)."""

    def __init__(self, seed: int, seen: Counter[str]) -> None:
        super().__init__(seed)
        self.seen = seen

    def decide(self, state: MunchkinState, decision: Decision) -> int:  # type: ignore[override]
        self.seen["decisions"] += 1
        if self.seen["decisions"] % 20 == 0:
            said = _refusals(copy.deepcopy(state), True)
            quiet = _refusals(copy.deepcopy(state), False)
            assert [why is None for why in said] == [why is None for why in quiet]
            assert all(why in (None, plays.REFUSED) for why in quiet)
            self.seen["refused"] += sum(why is not None for why in said)
            self.seen["allowed"] += sum(why is None for why in said)
        return super().decide(state, decision)


@pytest.mark.parametrize("game", GAMES)
def test_a_listing_s_refusals_without_messages_refuse_what_the_messages_refuse(game: str) -> None:
    """Branch perf12b: legal_plays asks the refusals with explain=False (REFUSED, no message made:
    about half its checks refuse); they must refuse exactly what the messages refuse."""
    seen: Counter[str] = Counter()
    for seed in range(2):
        state = new_game(ruleset(game), cards_of(game), 4, seed, agents=[RefusalBot(seed + s, seen) for s in range(4)])
        while not state.over and state.turn < 60:
            play_turn(state)
    assert seen["refused"] > 50 and seen["allowed"] > 50, seen  # both kinds of answer compared
