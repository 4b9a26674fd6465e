"""The ruleset record: everything Deckwright knows about one game, declared as data.

It lives in ``lang`` (the bottom layer) because the checker binds cards to a ruleset's
vocabulary; the games themselves (toolkit/rulesets/) sit above the engine and fill it in.
The record names its engine by an import path only (``"package.module:ATTRIBUTE"``), so
nothing below the rulesets ever imports a game: the engine core turns the path into an
object implementing its ``Rules`` protocol (toolkit/engine/contract.py, ``rules_of``).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field

from toolkit.lang.vocabulary import Vocabulary


@dataclass(frozen=True)
class Variant:
    """A variant of a game's rules a player may choose (``--variant fast-play``).

    ``constants`` are the numbers the variant changes; the game's engine reads the chosen
    variant's name from its options and applies whatever else the variant means."""

    name: str
    doc: str
    constants: Mapping[str, int] = field(default_factory=dict)


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
    # "module:ATTRIBUTE" of the object that plays this game (toolkit.engine.Rules); "" for none yet.
    engine: str = ""
    variants: tuple[Variant, ...] = ()
    # A starter card file for `deckwright init` (a card and a test block that passes); "{prefix}" in it
    # becomes the project's id prefix. "" : init writes a skeleton card of the game's first kind.
    starter: str = ""

    def constant(self, name: str) -> int:
        return self.constants[name]

    @property
    def has_engine(self) -> bool:
        return bool(self.engine)

    def no_engine_note(self) -> str:
        """What test, validate, simulate and build say of a game no engine plays yet: a note, not an error."""
        return (
            f"{self.title} ('{self.name}') has no engine yet (a later issue brings it): its cards were checked, "
            "but nothing was played, tested or fuzzed"
        )

    @property
    def engine_module_name(self) -> str:
        """The module part of ``engine`` (the validator's cache hashes that package's code)."""
        return self.engine.partition(":")[0]

    def load_engine(self) -> object:
        """The object ``engine`` names, imported on first use. The engine core checks it against
        its ``Rules`` protocol (toolkit.engine.contract.rules_of); lang cannot name that type."""
        if not self.engine:
            raise LookupError(f"no engine plays {self.name} yet")
        module_name, _, attribute = self.engine.partition(":")
        module = importlib.import_module(module_name)
        if not attribute:
            raise LookupError(f"the engine of {self.name} must be given as 'module:ATTRIBUTE', not {self.engine!r}")
        try:
            return getattr(module, attribute)  # the one attribute the record names, not a probe
        except AttributeError:
            raise LookupError(f"{module_name} has no {attribute} (the engine of {self.name})") from None

    def variant(self, name: str) -> Variant:
        for variant in self.variants:
            if variant.name == name:
                return variant
        known = ", ".join(v.name for v in self.variants) or "none"
        raise LookupError(f"{self.title} has no variant {name!r} (variants: {known})")
