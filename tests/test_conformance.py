"""What every game with an engine must do, for every registered ruleset (no game is named here).

A new ruleset that declares an engine (``Ruleset.engine``, toolkit/engine/contract.py) gets these
tests without writing them: random games with every invariant checked, for seeded random agents
and for the game's own bots; the same seed giving the same game event for event, and simulate the
same report over one worker or two; every test block of the game's card set passing in its engine;
fuzzing every card of the set finding nothing; and, at every decision of random games, the game's
own audit of its offers (``Rules.audit_decision``: offered equals accepted).

The 10,000-game run per game is bench/bench_engine.py --long 10000 (docs/performance.md).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from toolkit.engine.agents import Agent, Decision, RandomAgent
from toolkit.engine.contract import Rules, rules_of
from toolkit.engine.play import play_game
from toolkit.engine.simulate import game_seed, simulate
from toolkit.lang.games import all_rulesets
from toolkit.lang.load import load
from toolkit.lang.model import Card
from toolkit.lang.ruleset import Ruleset
from toolkit.validate.fuzz import DEFAULT_STATES, card_seed
from toolkit.validate.testing import run_loaded

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
PLAYABLE = sorted(name for name, ruleset in all_rulesets().items() if ruleset.has_engine)


def _game_param(name: str, ruleset: Ruleset) -> object:
    """Every registered game is a case; one no engine plays yet is skipped, saying so (docs/games.md)."""
    if ruleset.has_engine:
        return name
    reason = f"{name} has no engine yet (its Ruleset.engine is empty): there is nothing to play"
    return pytest.param(name, marks=pytest.mark.skip(reason=reason))


GAMES = [_game_param(name, ruleset) for name, ruleset in sorted(all_rulesets().items())]


@cache
def loaded_cards() -> tuple[Card, ...]:
    loaded = load([str(CARDS)])
    assert loaded.ok, [d.message for d in loaded.diagnostics if d.is_error][:5]
    return tuple(loaded.cards)


def game(name: str) -> tuple[Ruleset, Rules, list[Card]]:
    ruleset = all_rulesets()[name]
    cards = [c for c in loaded_cards() if c.game == name]
    assert cards, f"{name} declares an engine but has no cards under {CARDS}"
    return ruleset, rules_of(ruleset), cards


def players(ruleset: Ruleset, seed: int) -> int:
    low, high = ruleset.constants.get("min_players", 2), ruleset.constants.get("max_players", 4)
    return low + seed % (high - low + 1)


def test_the_games_are_found_through_the_entry_point_group() -> None:
    """toolkit.lang.games reads the `deckwright.rulesets` group (this tree's pyproject.toml, else the installed
    metadata): every game declared there is registered, and nothing else is."""
    from importlib import metadata

    from toolkit.lang import games

    declared = games.declared()
    assert declared == games._from_pyproject()
    installed = {e.name: e.value for e in metadata.entry_points(group=games.GROUP)}
    # The metadata, where it has the group, says the same; an editable install made before a game was added
    # lists fewer (games.py reads this tree's pyproject.toml for that reason), never another target.
    assert not installed or installed.items() <= declared.items()
    assert set(declared) == set(all_rulesets())
    for name, target in declared.items():
        assert ":" in target and all_rulesets()[name].name == name


def test_every_game_with_an_engine_is_covered() -> None:
    assert PLAYABLE, "no registered ruleset has an engine"
    for name in PLAYABLE:
        assert isinstance(rules_of(all_rulesets()[name]), Rules)


# ---------------------------------------------------------------- random games, invariants on


@pytest.mark.parametrize("name", GAMES)
def test_random_agents_play_whole_games_without_breaking_an_invariant(name: str) -> None:
    """Seeded random agents take every offered option sooner or later: 12 games, every invariant on."""
    ruleset, rules, cards = game(name)
    for index in range(12):
        seed = game_seed(9, index)
        seats = players(ruleset, index)
        agents = [RandomAgent(seed * 31 + seat) for seat in range(seats)]
        record = play_game(rules, ruleset, cards, seats, seed, agents, check_invariants=True)
        assert record.turns > 0 and len(record.scores) == seats
        assert record.turns <= rules.max_turns


@pytest.mark.parametrize("name", GAMES)
def test_the_games_bots_finish_games_with_a_winner_without_breaking_an_invariant(name: str) -> None:
    ruleset, rules, cards = game(name)
    for index in range(24):
        seed = game_seed(20261129, index)
        record = play_game(rules, ruleset, cards, players(ruleset, index), seed, check_invariants=True)
        assert record.winners, f"seed {seed}: no winner after {record.turns} turns"
        best = max(record.scores)
        assert all(record.scores[seat] == best for seat in record.winners), f"seed {seed}: {record.scores}"
        assert record.score_trace[-1] == record.scores and record.first_player >= 0


@pytest.mark.parametrize("name", GAMES)
def test_every_declared_variant_plays(name: str) -> None:
    ruleset, rules, cards = game(name)
    for variant in ruleset.variants:
        record = play_game(rules, ruleset, cards, players(ruleset, 0), 3, check_invariants=True, variant=variant.name)
        assert record.winners, f"{variant.name}: no winner"
    with pytest.raises(LookupError, match="no variant"):
        play_game(rules, ruleset, cards, players(ruleset, 0), 3, variant="no such variant")


# ---------------------------------------------------------------- determinism


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_gives_the_same_game_event_for_event(name: str) -> None:
    ruleset, rules, cards = game(name)
    seats = players(ruleset, 1)
    first = play_game(rules, ruleset, cards, seats, 11)
    second = play_game(rules, ruleset, cards, seats, 11)
    assert (first.digest, first.events, first.decisions, first.winners) == (
        second.digest,
        second.events,
        second.decisions,
        second.winners,
    )
    assert len({play_game(rules, ruleset, cards, seats, seed).digest for seed in (1, 2, 3)}) == 3


@pytest.mark.parametrize("name", GAMES)
def test_a_game_played_without_hashing_its_log_is_the_same_game(name: str) -> None:
    """play_game(digest=False), as the balance report plays, leaves out the hashing and nothing else."""
    ruleset, rules, cards = game(name)
    seats = players(ruleset, 1)
    hashed = play_game(rules, ruleset, cards, seats, 11)
    plain = play_game(rules, ruleset, cards, seats, 11, digest=False)
    assert len(hashed.digest) == 64 and plain.digest == ""
    assert (plain.events, plain.decisions, plain.winners, plain.scores, plain.stats) == (
        hashed.events,
        hashed.decisions,
        hashed.winners,
        hashed.scores,
        hashed.stats,
    )


@pytest.mark.parametrize("name", GAMES)
def test_simulate_gives_the_same_report_over_one_worker_or_two(name: str) -> None:
    ruleset, _, cards = game(name)
    seats = players(ruleset, 0)
    one = simulate(ruleset, cards, seats, games=6, seed=5, workers=1)
    two = simulate(ruleset, cards, seats, games=6, seed=5, workers=2)
    assert one.games == 6 and one.digest and one.digest == two.digest
    assert one.to_json() == two.to_json()
    assert simulate(ruleset, cards, seats, games=3, seed=6).digest != one.digest


# ---------------------------------------------------------------- the card set's scenarios and fuzzing


@pytest.mark.parametrize("name", GAMES)
def test_every_test_block_of_the_card_set_passes(name: str) -> None:
    loaded = load([str(CARDS)])
    scenarios = [s for s in loaded.scenarios if s.game == name]
    assert scenarios, f"{name} has no test blocks"
    loaded.scenarios = scenarios
    run = run_loaded(loaded, [c for c in loaded.cards if c.game == name])
    failed = [
        f"{r.scenario.name}: {[f.expected + ' / ' + f.actual for f in r.failures]} {[e.message for e in r.errors]}"
        for r in run.results
        if not r.passed
    ]
    assert not failed and run.passed == len(scenarios), failed[:10]


@pytest.mark.parametrize("name", GAMES)
def test_fuzzing_each_card_of_the_set_finds_nothing(name: str) -> None:
    ruleset, rules, cards = game(name)
    if not rules.fuzzes:
        pytest.skip(f"{name}'s rules do not fuzz")
    found = []
    for card in cards:
        diagnostics, stats = rules.fuzz_card(ruleset, cards, card, card_seed(0, name, card.key), DEFAULT_STATES)
        found.extend(f"{card.name}: {d.code} {d.message}" for d in diagnostics if d.is_error)
        assert stats.states >= 0
    assert not found, found[:10]


@pytest.mark.parametrize("name", GAMES)
def test_fuzz_states_are_states_of_the_game(name: str) -> None:
    ruleset, rules, cards = game(name)
    states = rules.fuzz_states(ruleset, cards, 1, 3)
    assert all(len(state.seat_names) >= 1 and state.table_problems() is None for state in states)


# ---------------------------------------------------------------- offered equals accepted (the hook)


class Auditor:
    """Wraps an agent: before it answers, the game audits the decision (``Rules.audit_decision``).

    The hook for "offered equals accepted" (issue 9): a game implements ``audit_decision`` and this test
    holds it to it over random games; tests/test_offered_accepted.py holds the family's own checks."""

    def __init__(self, rules: Rules, inner: Agent, problems: list[str], every: int = 7) -> None:
        self.rules, self.inner, self.problems, self.every = rules, inner, problems, every
        self.seen = 0

    def decide(self, state: object, decision: Decision) -> int:
        self.seen += 1
        if self.seen % self.every == 0:  # a sample: an audit tries every action on copies of the state
            self.problems.extend(self.rules.audit_decision(state, decision))  # type: ignore[arg-type]
        return self.inner.decide(state, decision)


@pytest.mark.parametrize("name", GAMES)
def test_every_offered_action_is_accepted_and_nothing_accepted_is_left_out(name: str) -> None:
    ruleset, rules, cards = game(name)
    problems: list[str] = []
    for index in range(2):
        seed = game_seed(17, index)
        seats = players(ruleset, index)
        agents = [Auditor(rules, RandomAgent(seed + seat), problems) for seat in range(seats)]
        play_game(rules, ruleset, cards, seats, seed, agents, check_invariants=True)
    assert not problems, problems[:10]
