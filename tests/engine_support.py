"""What the engine's tests share: the shipped card sets, loaded once, and a game just set up."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.rulesets import registry
from toolkit.rulesets.munchkin_rules.game import new_game
from toolkit.rulesets.munchkin_rules.scenarios import run_scenario
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.registry import Ruleset

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
GAMES = ("munchkin", "munchkin-kungfu")


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


def scenario_failures(text: str, game: str = "munchkin") -> list[str]:
    """What the test blocks of ``text`` (its own cards beside the game's shipped set) found wrong:
    each failed expectation and each scenario error, after its block's name."""
    loaded = load_text(f"game {game}\n\n" + text, "scenarios.cards")
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    assert loaded.scenarios
    pool = [*cards_of(game), *loaded.cards]
    found: list[str] = []
    for scenario in loaded.scenarios:
        result = run_scenario(ruleset(game), pool, scenario)
        found += [f"{scenario.name}: {f.expected}" for f in result.failures]
        found += [f"{scenario.name}: {e.message}" for e in result.errors]
    return found
