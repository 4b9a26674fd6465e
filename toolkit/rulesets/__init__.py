"""Rulesets: one module per game, each registering its vocabulary and constants."""

from toolkit.rulesets.registry import Ruleset, all_rulesets, get, register

__all__ = ["Ruleset", "all_rulesets", "get", "register"]
