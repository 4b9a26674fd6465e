"""The game-independent engine core: state, zones, seeded randomness, agents, events, invariants.

A ruleset brings the rules (toolkit/rulesets/...); this package knows no game by name.
"""

from toolkit.engine.agents import Agent, Decision, FirstOptionAgent, Option, RandomAgent, ScriptedAgent
from toolkit.engine.events import Event, EventLog
from toolkit.engine.invariants import InvariantViolation
from toolkit.engine.rng import Rng
from toolkit.engine.zones import Deck, Zone

__all__ = [
    "Agent",
    "Decision",
    "Deck",
    "Event",
    "EventLog",
    "FirstOptionAgent",
    "InvariantViolation",
    "Option",
    "RandomAgent",
    "Rng",
    "ScriptedAgent",
    "Zone",
]
