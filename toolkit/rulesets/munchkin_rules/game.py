"""The Munchkin family on the engine contract: ``MunchkinRules`` implements ``toolkit.engine.Rules``.

Set-up, a turn, the scores (levels), the family's stats, its scenarios, explain, fuzzing and rule
conflicts, reached by the core and the validator through the protocol only. The play loop is the
core's (toolkit/engine/play.py); ``play_game`` and ``new_game`` here are its shorthands for this family.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from toolkit.engine.agents import Agent, Decision
from toolkit.engine.contract import FuzzStats, GameRecord, GameRules, ScenarioOutcome, Section
from toolkit.engine.invariants import Invariant
from toolkit.engine.play import play_game as play_core
from toolkit.engine.state import CORE_INVARIANTS, State
from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.logic import Domain
from toolkit.lang.model import Card, Scenario
from toolkit.lang.ruleset import Ruleset
from toolkit.rulesets.munchkin_rules.invariants import INVARIANTS
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.munchkin_rules.turn import audit_offers, play_turn, set_up

MAX_TURNS = 2000  # Assumption: a game that runs this long is stopped and reported as unfinished.
FAST_PLAY = "fast-play"  # MKF-109: the variant that deals and redraws 4 + 4


class MunchkinRules(GameRules):
    """The family's rules behind the engine contract (one object serves both games)."""

    max_turns = MAX_TURNS
    fuzzes = True

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
        genders: Sequence[str] = (),
    ) -> MunchkinState:
        """``genders``, by seat, are the characters' genders at set-up (MUN-5, MKF-5); a seat not
        given one keeps the engine's default, "male"."""
        if variant is not None:
            ruleset.variant(variant)  # LookupError for a variant the game does not declare
        state = MunchkinState(ruleset, seed, players)
        state.keep_reports = False  # only scenarios read the combats' reports (their own states)
        allowed = ruleset.vocabulary.enums["gender"]
        for player, gender in zip(state.players, genders, strict=False):
            if gender not in allowed:
                raise ValueError(f"gender {gender!r} is not one of {', '.join(allowed)}")
            player.gender = gender
        state.agents = list(agents) if agents else self.bots(players, seed)  # type: ignore[arg-type]
        set_up(state, [c for c in cards if c.game == ruleset.name], variant == FAST_PLAY, force)
        if check_invariants:
            state.invariants = self.invariants()
        return state

    def bots(self, players: int, seed: int) -> list[Agent]:
        # Imported here: only play with bots (simulate, balance) needs them; a validate run's scenarios and
        # fuzzing script their own agents, and the bots' import was 0.03-0.18 s of every such process.
        from toolkit.rulesets.munchkin_rules.bots import default_agents

        return list(default_agents(seed, players))

    def audit_decision(self, state: State, decision: Decision) -> list[str]:
        """Offered equals accepted at one decision: every offered action accepted, every known action
        not offered refused, each tried on a copy of the state (turn.audit_offers)."""
        return audit_offers(state, decision)  # type: ignore[arg-type]

    # The turn procedure itself, not a method wrapping it: one call fewer per turn in the core's loop.
    play_turn = staticmethod(play_turn)  # type: ignore[assignment]

    def scores(self, state: State) -> tuple[int, ...]:
        return state.scores()  # MunchkinState.scores: the "level" counter

    def stats(self, state: State) -> dict[str, float]:
        return {"combats": float(state.combats)}  # type: ignore[attr-defined]

    def cards_held(self, state: State, seat: int) -> list[int]:
        player = state.players[seat]  # type: ignore[attr-defined]
        return [uid for zone in player.zones() for uid in zone]

    def invariants(self) -> list[Invariant]:
        return [*INVARIANTS, *CORE_INVARIANTS]

    def run_scenario(self, ruleset: Ruleset, pool: Sequence[Card], scenario: Scenario) -> ScenarioOutcome:
        from toolkit.rulesets.munchkin_rules.scenarios import run_scenario

        return run_scenario(ruleset, pool, scenario)

    def explain(self, outcome: ScenarioOutcome) -> list[Section]:
        """Each combat's strength, side by side and item by item, and who won it."""
        from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult

        if not isinstance(outcome, ScenarioResult):  # another game's outcome: nothing of this family's to show
            return []
        sections = []
        for number, report in enumerate(outcome.combats, 1):
            sections.append(
                Section(
                    title=f"combat {number}: {', '.join(report.players)} against {', '.join(report.monsters)}",
                    columns=("side", "source", "strength"),
                    rows=tuple((part.side, part.source, f"{part.amount:+d}") for part in report.parts),
                    totals=(
                        ("players", "total", str(report.players_total)),
                        ("monsters", "total", str(report.monsters_total)),
                    ),
                    lines=(
                        f"{'the players win' if report.won else 'the monsters win'} "
                        f"({report.players_total} against {report.monsters_total})",
                    ),
                )
            )
        return sections

    def fuzz_card(
        self, ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int
    ) -> tuple[list[Diagnostic], FuzzStats]:
        from toolkit.rulesets.munchkin_rules.fuzz import fuzz_card

        return fuzz_card(ruleset, pool, card, seed, states)

    def fuzz_states(self, ruleset: Ruleset, pool: Sequence[Card], seed: int, count: int) -> list[State]:
        """Random legal states: games played by the bots, with invariants on, to a random turn."""
        chooser = random.Random(seed)
        states: list[State] = []
        for index in range(count):
            state = self.new_game(ruleset, pool, chooser.randint(3, 6), seed * 7919 + index, check_invariants=True)
            for _ in range(chooser.randrange(0, 40)):
                if state.over:
                    break
                play_turn(state)
            states.append(state)
        return states

    def rule_conflicts(self, ruleset: Ruleset, cards: Sequence[Card]) -> list[Diagnostic]:
        from toolkit.rulesets.munchkin_rules.conflicts import rule_conflicts

        return rule_conflicts(ruleset, cards)

    def condition_domain(self, ruleset: Ruleset) -> Domain:
        from toolkit.rulesets.munchkin_rules.conflicts import condition_domain

        return condition_domain(ruleset)


ENGINE = MunchkinRules()


def new_game(
    ruleset: Ruleset,
    cards: Sequence[Card],
    players: int,
    seed: int,
    agents: Sequence[Agent] | None = None,
    check_invariants: bool = False,
    fast_play: bool = False,
    force: tuple[int, str] | None = None,
    genders: Sequence[str] = (),
    variant: str | None = None,
) -> MunchkinState:
    """ENGINE.new_game, with the variant also as the flag it was (``fast_play=True``)."""
    chosen = FAST_PLAY if fast_play else variant
    return ENGINE.new_game(ruleset, cards, players, seed, agents, check_invariants, chosen, force, genders)


def play_game(
    ruleset: Ruleset,
    cards: Sequence[Card],
    players: int = 4,
    seed: int = 0,
    agents: Sequence[Agent] | None = None,
    check_invariants: bool = False,
    record: bool = True,
    fast_play: bool = False,
    force: tuple[int, str] | None = None,
    variant: str | None = None,
) -> GameRecord:
    """One whole game through the core's play loop (toolkit/engine/play.py)."""
    chosen = FAST_PLAY if fast_play else variant
    return play_core(ENGINE, ruleset, cards, players, seed, agents, check_invariants, record, chosen, force)
