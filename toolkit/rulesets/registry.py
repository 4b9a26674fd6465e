"""The registry of games: each ruleset registers itself once, by name."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import ModuleType

from toolkit.lang.vocabulary import Vocabulary


@dataclass(frozen=True)
class Ruleset:
    """Everything Deckwright knows about one game, declared as data.

    ``constants`` holds every number a rule defines (winning level, hand
    limit, ...): the checker, engine, validator and rulebook all read them
    from here, so none is written twice.
    """

    name: str
    title: str
    version: str
    vocabulary: Vocabulary
    constants: Mapping[str, int] = field(default_factory=dict)
    source: str = ""  # the seed rulebook this ruleset implements
    family: str = ""
    engine: str = ""  # the module that plays this game: play_game, run_scenario (issue: engine)

    def engine_module(self) -> ModuleType:
        if not self.engine:
            raise LookupError(f"no engine plays {self.name} yet")
        return importlib.import_module(self.engine)

    def constant(self, name: str) -> int:
        return self.constants[name]


_REGISTRY: dict[str, Ruleset] = {}

# Modules that register a ruleset when imported; a new game adds one line here.
_RULESET_MODULES = (
    "toolkit.rulesets.munchkin",
    "toolkit.rulesets.munchkin_kungfu",
)


def register(ruleset: Ruleset) -> Ruleset:
    if ruleset.name in _REGISTRY and _REGISTRY[ruleset.name] is not ruleset:
        raise ValueError(f"a ruleset named {ruleset.name!r} is already registered")
    ruleset.vocabulary.validate()
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def _load_all() -> None:
    for module in _RULESET_MODULES:
        importlib.import_module(module)


def get(name: str) -> Ruleset | None:
    _load_all()
    return _REGISTRY.get(name)


def all_rulesets() -> Mapping[str, Ruleset]:
    _load_all()
    return dict(sorted(_REGISTRY.items()))


def names() -> Iterator[str]:
    return iter(all_rulesets())
