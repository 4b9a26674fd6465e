"""The typed card model: what every part after the checker consumes.

The checker turns each card block into a :class:`Card` whose words are bound
to keys of the game's vocabulary: ``lose 2 levels`` becomes
``Term("lose_levels", {"n": 2})``. The engine executes these terms, the
catalog stores them as JSON, the text renderers phrase them in each language;
none of them reads card source again.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import operator
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from toolkit.lang.diagnostics import Span


def _span() -> Any:
    return field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Term:
    """A vocabulary phrase bound to its key, with typed arguments."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)
    span: Span | None = _span()


# ---------------------------------------------------------------- conditions


@dataclass(frozen=True)
class Predicate:
    """A true-or-false test: ``race elf`` → Predicate(Term('has_race', {'race': 'elf'}))."""

    term: Term
    span: Span | None = _span()


# What each comparison of a condition means: ``level <= 3`` is COMPARISONS["<="](level, 3).
COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    "=": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    ">": operator.gt,
}


@dataclass(frozen=True)
class Compare:
    """``level <= 3`` → Compare(Term('level'), '<=', 3); with ``other``, a quantity compared with
    another quantity (``value`` unused): ``hand size > the hand size of the fighter``."""

    quantity: Term
    op: str
    value: int
    span: Span | None = _span()
    other: Term | None = None


@dataclass(frozen=True)
class NotCond:
    operand: Cond
    span: Span | None = _span()


@dataclass(frozen=True)
class AllOf:
    operands: tuple[Cond, ...]
    span: Span | None = _span()


@dataclass(frozen=True)
class AnyOf:
    operands: tuple[Cond, ...]
    span: Span | None = _span()


Cond = Predicate | Compare | NotCond | AllOf | AnyOf


# ---------------------------------------------------------------- effects


@dataclass(frozen=True)
class Effect:
    """One thing a card does: an action, on a target, repeated, lasting, conditional."""

    action: Term
    target: Term | None = None
    repeat: Term | None = None  # "for each": the action happens once per counted thing
    duration: Term | None = None  # "until": how long a lasting effect stays
    condition: Cond | None = None  # inline "if"
    span: Span | None = _span()


@dataclass(frozen=True)
class Choice:
    """One of several options (each a sequence of effects) is picked by ``chooser``."""

    chooser: Term | None
    options: tuple[tuple[Effect | Choice, ...], ...]
    span: Span | None = _span()


@dataclass(frozen=True)
class Ability:
    """A rule of a card: in ``window``, if ``condition``, pay ``costs``, then ``effects``."""

    window: Term | None
    condition: Cond | None
    costs: tuple[Effect, ...]
    effects: tuple[Effect | Choice, ...]
    span: Span | None = _span()


# ---------------------------------------------------------------- cards


@dataclass(frozen=True)
class Card:
    game: str
    kind: str
    name: str
    card_id: str | None
    deck: str | None
    fields: dict[str, Any]
    statics: tuple[Effect, ...]
    abilities: tuple[Ability, ...]
    source: str = field(default="", compare=False)  # the card's block as written
    file: str = field(default="", compare=False)
    line: int = field(default=0, compare=False)
    span: Span | None = _span()

    @property
    def key(self) -> str:
        """The card's identity within its game: its stable id, else its name as a slug."""
        return self.card_id or slug(self.name)

    @property
    def tags(self) -> tuple[str, ...]:
        return tuple(self.fields.get("tags", ()))

    def to_json(self) -> dict[str, Any]:
        return to_json(self)

    def content_hash(self) -> str:
        """A hash of the card's meaning: unchanged by comments, layout or file moves."""
        payload = json.dumps(
            {k: v for k, v in self.to_json().items() if k not in ("file", "line", "source")},
            sort_keys=True,
            ensure_ascii=False,
        )
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Step:
    """One line of a test block, bound: ``given alice level 3`` → Step("given", Term("level", ...))."""

    phase: str  # "given", "when" or "expect"
    term: Term
    target: Term | None = None  # "... on bob"
    span: Span | None = _span()
    negated: bool = False  # `expect not STEP`: the step must be false


@dataclass(frozen=True)
class Scenario:
    """A test block: a rules scenario the engine runs (`deckwright test`)."""

    game: str
    name: str
    steps: tuple[Step, ...]
    file: str = ""
    line: int = 0
    span: Span | None = _span()

    __test__ = False


_NON_SLUG = re.compile(r"[^a-z0-9]+")


def slug(name: str) -> str:
    """'Sulking Slime!' → 'sulking-slime'; non-Latin names keep their letters."""
    ascii_form = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    text = _NON_SLUG.sub("-", ascii_form).strip("-")
    if text:
        return text
    return re.sub(r"[^\w]+", "-", name.lower()).strip("-") or "card"


# ---------------------------------------------------------------- JSON


def to_json(value: Any) -> Any:
    """The model as plain JSON data; union members carry a 'type' tag; spans are dropped."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        if isinstance(value, (Predicate, Compare, NotCond, AllOf, AnyOf, Effect, Choice)):
            out["type"] = type(value).__name__
        for f in dataclasses.fields(value):
            if f.name == "span":
                continue
            item = getattr(value, f.name)
            empty = item is None or item is False or item == () or item == {}
            if empty and f.name not in ("fields", "statics", "abilities", "args"):
                continue
            out[f.name] = to_json(item)
        return out
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value
