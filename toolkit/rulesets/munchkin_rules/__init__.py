"""The rules of the Munchkin family as an engine: set-up, turns, combat, effects, bots.

``ENGINE`` (a ``MunchkinRules``, toolkit.engine.Rules) is what both rulesets name as their engine.
Rule numbers cited in comments (MUN-n, MKF-n) are those of docs/rules/.

Only the game (``ENGINE`` and its state) is imported with the package; the bots, the fuzzer, the
scenario runner and the rule-conflict checks are imported when first named (PEP 562), so that a
process reaching the engine only for its test blocks, say, does not pay for the rest
(tests/test_valid7_startup.py: a warm `deckwright validate` imports no bot).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from toolkit.rulesets.munchkin_rules.game import ENGINE, FAST_PLAY, GameRecord, MunchkinRules, new_game, play_game

if TYPE_CHECKING:
    from toolkit.rulesets.munchkin_rules.bots import default_agents
    from toolkit.rulesets.munchkin_rules.conflicts import condition_domain, rule_conflicts
    from toolkit.rulesets.munchkin_rules.fuzz import fuzz_card
    from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult, run_scenario
    from toolkit.rulesets.munchkin_rules.turn import audit_offers

# A name → the module it is imported from when first asked for.
_LAZY = {
    "default_agents": "bots",
    "condition_domain": "conflicts",
    "rule_conflicts": "conflicts",
    "fuzz_card": "fuzz",
    "ScenarioResult": "scenarios",
    "run_scenario": "scenarios",
    "audit_offers": "turn",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "ENGINE",
    "FAST_PLAY",
    "GameRecord",
    "MunchkinRules",
    "ScenarioResult",
    "audit_offers",
    "condition_domain",
    "default_agents",
    "fuzz_card",
    "new_game",
    "play_game",
    "rule_conflicts",
    "run_scenario",
]
