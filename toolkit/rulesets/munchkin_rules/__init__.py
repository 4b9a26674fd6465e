"""The rules of the Munchkin family as an engine: set-up, turns, combat, effects, bots.

``ENGINE`` (a ``MunchkinRules``, toolkit.engine.Rules) is what both rulesets name as their engine.
Rule numbers cited in comments (MUN-n, MKF-n) are those of docs/rules/.
"""

from toolkit.rulesets.munchkin_rules.bots import default_agents
from toolkit.rulesets.munchkin_rules.conflicts import condition_domain, rule_conflicts
from toolkit.rulesets.munchkin_rules.fuzz import fuzz_card
from toolkit.rulesets.munchkin_rules.game import ENGINE, FAST_PLAY, GameRecord, MunchkinRules, new_game, play_game
from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult, run_scenario
from toolkit.rulesets.munchkin_rules.turn import audit_offers

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
