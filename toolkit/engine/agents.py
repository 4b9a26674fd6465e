"""Decision points: every choice a player makes goes through an agent.

Scripted agents answer from a list (tests and scenarios), random agents from
their own seeded generator, heuristic bots (per ruleset) from an evaluation.
An agent sees the state and a :class:`Decision` with its legal options, and
returns the index of the option it takes.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from typing import Any, NamedTuple, Protocol

# Named tuples rather than frozen dataclasses: every decision makes one Decision and several
# Options, and a tuple is the cheapest immutable record to make.


class Option(NamedTuple):
    key: str  # stable, machine-readable: "pass", "play:17", "help:2"
    label: str = ""
    payload: Any = None


class Decision(NamedTuple):
    player: int
    kind: str  # what is being decided: "combat-action", "help", "loot", ...
    options: tuple[Option, ...]

    def index_of(self, key: str) -> int | None:
        for index, option in enumerate(self.options):
            if option.key == key:
                return index
        return None


class Agent(Protocol):
    def decide(self, state: Any, decision: Decision) -> int: ...


class FirstOptionAgent:
    """Always the first option: the rules put the passive choice ("pass") first."""

    def decide(self, state: Any, decision: Decision) -> int:
        return 0


class RandomAgent:
    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def decide(self, state: Any, decision: Decision) -> int:
        return self._random.randrange(len(decision.options))


class ScriptedAgent:
    """Answers from a script of option keys per decision kind; otherwise defers to a fallback."""

    def __init__(self, script: dict[str, Iterable[str]] | None = None, fallback: Agent | None = None) -> None:
        self.script = {kind: deque(keys) for kind, keys in (script or {}).items()}
        self.fallback = fallback or FirstOptionAgent()

    def add(self, kind: str, key: str) -> None:
        self.script.setdefault(kind, deque()).append(key)

    def decide(self, state: Any, decision: Decision) -> int:
        queue = self.script.get(decision.kind)
        while queue:
            index = decision.index_of(queue[0])
            queue.popleft()
            if index is not None:
                return index
        return self.fallback.decide(state, decision)
