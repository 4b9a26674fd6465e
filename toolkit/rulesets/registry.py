"""The games' registry, as the games and the top layer have always imported it.

The record and the registry live in ``toolkit.lang`` (toolkit/lang/ruleset.py, toolkit/lang/games.py),
so that nothing below the rulesets imports this package; games are found through the
``deckwright.rulesets`` entry-point group of pyproject.toml.
"""

from toolkit.lang.games import all_rulesets, get, names, register
from toolkit.lang.ruleset import Ruleset, Variant

__all__ = ["Ruleset", "Variant", "all_rulesets", "get", "names", "register"]
