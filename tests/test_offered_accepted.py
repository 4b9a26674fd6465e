"""Offered equals accepted (issue 9): the actions a player is offered are exactly those the engine
accepts.

Random games of every registered ruleset that has an engine, with seeded random agents and with
the ruleset's own bots. At sampled decisions whose options are a player's actions, the engine's
``audit_offers`` carries out, on a copy of the state, every action it knows for that player's
cards (each kind of play on each card in hand or in play, a sale, asking each player for help)
through its own refusal path, and reports any offered action that is refused and any action not
offered that is accepted, and any refusal that changed the state (MUN-16, MKF-16: a refused
action leaves the state unchanged). Over whole games, no "refused" event may follow any choice an
agent made: agents only ever choose what they were offered.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from toolkit.engine.agents import Decision, RandomAgent
from toolkit.engine.contract import rules_of
from toolkit.engine.play import play_game
from toolkit.lang.load import load
from toolkit.lang.model import Card
from toolkit.rulesets.registry import Ruleset, all_rulesets

ROOT = Path(__file__).resolve().parent.parent
RULESETS = sorted(name for name, ruleset in all_rulesets().items() if ruleset.engine)
PLAYERS = 4


@pytest.fixture(scope="module")
def all_cards() -> list[Card]:
    return load([str(ROOT / "cards")]).cards


class Auditor:
    """Wraps an agent: audits a share of the decisions, and notes every refusal in the log."""

    def __init__(self, inner: Any, audit: Any, rate: float, seed: int, found: dict[str, list[str]]) -> None:
        self.inner, self.audit, self.rate = inner, audit, rate
        self.random = random.Random(seed)
        self.found = found
        self.state: Any = None

    def decide(self, state: Any, decision: Decision) -> int:
        self.state = state
        if self.rate and self.random.random() < self.rate:
            problems = self.audit(state, decision)
            self.found["audited"].append(decision.kind)
            self.found["problems"].extend(problems)
        return self.inner.decide(state, decision)


def _play(ruleset: Ruleset, cards: list[Card], seed: int, agents: str, rate: float) -> dict[str, list[str]]:
    rules = rules_of(ruleset)  # the game's Rules (toolkit/engine/contract.py): its bots, its audit
    found: dict[str, list[str]] = {"audited": [], "problems": [], "refused": []}
    inner = (
        [RandomAgent(seed * 10 + seat) for seat in range(PLAYERS)] if agents == "random" else rules.bots(PLAYERS, seed)
    )
    wrapped = [Auditor(agent, rules.audit_decision, rate, seed * 7 + seat, found) for seat, agent in enumerate(inner)]
    play_game(rules, ruleset, cards, PLAYERS, seed, agents=wrapped, record=False)
    state = next(w.state for w in wrapped if w.state is not None)
    found["refused"] = [f"seed {seed}: {e.get('card')}: {e.get('why')}" for e in state.log.of_kind("refused")]
    return found


@pytest.mark.parametrize("agents", ["random", "bots"])
@pytest.mark.parametrize("game", RULESETS)
def test_every_offered_action_is_accepted_and_every_refused_one_is_not_offered(
    all_cards: list[Card], game: str, agents: str
) -> None:
    ruleset = all_rulesets()[game]
    cards = [c for c in all_cards if c.game == game]
    audited: list[str] = []
    problems: list[str] = []
    for seed in range(4):
        found = _play(ruleset, cards, seed, agents, rate=0.3)
        audited += found["audited"]
        problems += [f"seed {seed}: {p}" for p in found["problems"]]
        problems += found["refused"]
    assert not problems, "\n".join(problems[:20])
    assert audited.count("turn-action") > 50 and audited.count("combat-action") > 50, "too few decisions audited"


@pytest.mark.parametrize("agents", ["random", "bots"])
@pytest.mark.parametrize("game", RULESETS)
def test_no_choice_an_agent_makes_is_refused(all_cards: list[Card], game: str, agents: str) -> None:
    """Whole games without audits: an agent only chooses what it is offered, so no refusal at all
    (before this test, bots at level 9 tried a go-up-a-level card on themselves turn after turn:
    about 6,500 refusals in 300 Munchkin games)."""
    ruleset = all_rulesets()[game]
    cards = [c for c in all_cards if c.game == game]
    refused: list[str] = []
    for seed in range(100, 100 + (40 if agents == "bots" else 12)):
        refused += _play(ruleset, cards, seed, agents, rate=0.0)["refused"]
    assert not refused, f"{len(refused)} refusals:\n" + "\n".join(refused[:20])


def test_the_audit_finds_an_action_offered_but_refused(all_cards: list[Card]) -> None:
    """The audit itself: an option the engine refuses, slipped into a decision, is reported."""
    game = RULESETS[0]
    ruleset = all_rulesets()[game]
    rules = rules_of(ruleset)
    cards = [c for c in all_cards if c.game == game]
    seen: list[list[str]] = []

    class Slipping:
        def decide(self, state: Any, decision: Decision) -> int:
            if decision.kind == "turn-action" and not seen and state.turn > 0:
                # "unequip" of a card nobody has equipped: never offered, always refused.
                uid = next(iter(state.players[decision.player].hand.cards), None)
                if uid is not None:
                    bogus = decision.options[0]._replace(key=f"unequip:{uid}:-1")
                    seen.append(rules.audit_decision(state, decision._replace(options=(*decision.options, bogus))))
            return 0

    play_game(rules, ruleset, cards, PLAYERS, 1, agents=[Slipping() for _ in range(PLAYERS)], record=False)
    assert seen and any("offered but refused" in p for p in seen[0]), seen
