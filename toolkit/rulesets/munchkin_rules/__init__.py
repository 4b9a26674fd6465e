"""The rules of the Munchkin family as an engine: set-up, turns, combat, effects, bots.

Rule numbers cited in comments (MUN-n, MKF-n) are those of docs/rules/.
"""

from toolkit.rulesets.munchkin_rules.game import GameRecord, new_game, play_game
from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult, run_scenario

__all__ = ["GameRecord", "ScenarioResult", "new_game", "play_game", "run_scenario"]
