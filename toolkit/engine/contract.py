"""The contract between the engine core and a game: the ``Rules`` protocol, records, results.

In the manner of OpenSpiel's ``Game``: a game is a static object (its ruleset, toolkit/lang/ruleset.py,
plus an object implementing :class:`Rules`) that makes mutable states (toolkit/engine/state.py) and
plays them. Everything the consumers (simulate, the validator, explain, the balance report)
learn of a game goes through this protocol and the types below, never by probing a module.

A game's ``Ruleset.engine`` names its ``Rules`` object ("package.module:ATTRIBUTE"); :func:`rules_of`
loads and checks it. :class:`GameRules` gives the optional parts defaults (no fuzzer, no rule
conflicts of the game's own, nothing to explain), so a new game starts by writing four methods:
``new_game``, ``play_turn``, ``scores`` and ``run_scenario``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from toolkit.engine.agents import Agent, Decision
from toolkit.engine.events import Event
from toolkit.engine.invariants import Invariant
from toolkit.engine.state import State
from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.logic import Domain
from toolkit.lang.model import Card, Scenario
from toolkit.lang.ruleset import Ruleset


@dataclass
class FuzzStats:
    """How hard the fuzzer tried: random legal states made, and plays of the card tried in them."""

    states: int = 0
    plays: int = 0
    refused: int = 0  # plays the engine refused as illegal (not a problem: the card was not playable then)


@dataclass
class GameRecord:
    """One complete game, in terms every game has: winners, scores, length, and the game's own stats.

    ``stats`` holds the game's measures by name (Munchkin: combats, kills, deaths); ``score_trace``
    the scores after each turn (the balance report's lead changes and drama read it); ``drawn``,
    ``played`` and ``at_win`` count cards by name, from the reasons of the moves (toolkit/engine/reasons.py).
    """

    seed: int
    winners: list[int]
    scores: tuple[int, ...]
    turns: int
    decisions: int
    events: int
    digest: str  # SHA-256 of the event log (EventLog.digest); "" when play_game was asked not to hash it
    stats: dict[str, float] = field(default_factory=dict)
    drawn: Counter[str] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)
    at_win: Counter[str] = field(default_factory=Counter)  # cards the winners held or had in play at the end
    score_trace: list[tuple[int, ...]] = field(default_factory=list)
    first_player: int = -1  # the seat that took the first turn (the balance report's "first seat")
    forced: int = 0  # decisions with one option, taken without asking (State.forced): not in ``decisions``


class ScenarioFailure(Protocol):
    """An expectation of a test block that did not hold."""

    @property
    def step(self) -> object: ...  # the model's step (its span says where)

    @property
    def expected(self) -> str: ...

    @property
    def actual(self) -> str: ...


class ScenarioOutcome(Protocol):
    """What running one test block gave: its failures, its errors (it could not be set up or run), its events."""

    @property
    def scenario(self) -> Scenario: ...

    @property
    def passed(self) -> bool: ...

    @property
    def failures(self) -> Sequence[ScenarioFailure]: ...

    @property
    def errors(self) -> Sequence[Diagnostic]: ...

    @property
    def events(self) -> Sequence[Event]: ...


@dataclass(frozen=True)
class Section:
    """A part of what ``deckwright explain`` shows of a scenario: a titled table and lines of prose.

    ``rows`` are (cells...) under ``columns``; ``totals`` are rows shown in bold below them; ``lines``
    follow the table (a verdict, what happened next). A game fills sections; the CLI only renders them."""

    title: str
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    totals: tuple[tuple[str, ...], ...] = ()
    lines: tuple[str, ...] = ()


@runtime_checkable
class Rules(Protocol):
    """What a game implements for the engine core and its consumers."""

    max_turns: int  # a game that runs this long is stopped and recorded as unfinished
    fuzzes: bool  # whether fuzz_card does anything (the validator reports the game as not fuzzed otherwise)

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
        """Set-up: a state ready for its first turn. ``force`` (seat, card key): that card swapped into
        the seat's starting hand (the balance report); ``variant`` one of ``Ruleset.variants``."""
        ...

    def play_turn(self, state: State) -> None:
        """The next step of play: one turn, asking the agents every decision on the way."""
        ...

    def bots(self, players: int, seed: int) -> list[Agent]:
        """The game's own agents (heuristic bots), one per seat, seeded: what simulate plays with."""
        ...

    def scores(self, state: State) -> tuple[int, ...]:
        """Each seat's score now (the higher the better): what the balance report calls the lead."""
        ...

    def stats(self, state: State) -> dict[str, float]:
        """The game's own measures of a finished game (combats, deaths...), for simulate's report."""
        ...

    def counts_of(self, why: str) -> str:
        """Whether a move given by text alone counts as drawn, played or neither (reasons.DRAWN, PLAYED, "")."""
        ...

    def cards_held(self, state: State, seat: int) -> list[int]:
        """The cards a seat holds or has in play (the record's cards "at a win")."""
        ...

    def invariants(self) -> list[Invariant]:
        """The game's invariants (the core's are added to them)."""
        ...

    def audit_decision(self, state: State, decision: Decision) -> list[str]:
        """What is wrong with a decision about to be asked: offered options the rules would refuse, or
        moves the rules would accept that are not offered ("offered equals accepted"). The conformance
        test (tests/test_conformance.py) calls it at every decision of random games."""
        ...

    def run_scenario(self, ruleset: Ruleset, pool: Sequence[Card], scenario: Scenario) -> ScenarioOutcome: ...

    def explain(self, outcome: ScenarioOutcome) -> list[Section]: ...

    def fuzz_card(
        self, ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int
    ) -> tuple[list[Diagnostic], FuzzStats]: ...

    def fuzz_states(self, ruleset: Ruleset, pool: Sequence[Card], seed: int, count: int) -> list[State]:
        """Random legal states of the game (what fuzzing plays cards in)."""
        ...

    def rule_conflicts(self, ruleset: Ruleset, cards: Sequence[Card]) -> list[Diagnostic]: ...

    def condition_domain(self, ruleset: Ruleset) -> Domain: ...


class GameRules:
    """Defaults for the optional parts of :class:`Rules`: a game overrides what it has."""

    max_turns = 2000
    fuzzes = False

    def stats(self, state: State) -> dict[str, float]:
        return {}

    def bots(self, players: int, seed: int) -> list[Agent]:
        from toolkit.engine.agents import RandomAgent

        return [RandomAgent(seed * 31 + seat) for seat in range(players)]  # a game without bots of its own

    def scores(self, state: State) -> tuple[int, ...]:
        return state.scores()

    def counts_of(self, why: str) -> str:
        return ""

    def cards_held(self, state: State, seat: int) -> list[int]:
        return []

    def invariants(self) -> list[Invariant]:
        return []

    def explain(self, outcome: ScenarioOutcome) -> list[Section]:
        return []

    def audit_decision(self, state: State, decision: Decision) -> list[str]:
        return []  # not audited: the game has not said how to check its offers

    def fuzz_card(
        self, ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int
    ) -> tuple[list[Diagnostic], FuzzStats]:
        return [], FuzzStats()

    def fuzz_states(self, ruleset: Ruleset, pool: Sequence[Card], seed: int, count: int) -> list[State]:
        return []

    def rule_conflicts(self, ruleset: Ruleset, cards: Sequence[Card]) -> list[Diagnostic]:
        return []

    def condition_domain(self, ruleset: Ruleset) -> Domain:
        return Domain()


_RULES: dict[str, Rules] = {}


def rules_of(ruleset: Ruleset) -> Rules:
    """The ``Rules`` object of a game (LookupError when it has none or it does not keep the contract)."""
    found = _RULES.get(ruleset.engine)
    if found is not None:
        return found
    loaded = ruleset.load_engine()
    if not isinstance(loaded, Rules):
        raise LookupError(f"the engine of {ruleset.name} ({ruleset.engine}) does not implement toolkit.engine.Rules")
    _RULES[ruleset.engine] = loaded
    return loaded


def has_rules(ruleset: Ruleset) -> bool:
    return bool(ruleset.engine)


def variant_options(ruleset: Ruleset, variant: str | None) -> Mapping[str, int]:
    """The constants of a game under a variant (LookupError for a variant the game does not declare)."""
    if variant is None:
        return ruleset.constants
    return {**ruleset.constants, **ruleset.variant(variant).constants}
