"""Rulesets: one module per game, each declaring its vocabulary, constants and engine.

Each game is declared in the ``deckwright.rulesets`` entry-point group of pyproject.toml.
"""

from toolkit.rulesets.registry import Ruleset, Variant, all_rulesets, get, register

__all__ = ["Ruleset", "Variant", "all_rulesets", "get", "register"]
