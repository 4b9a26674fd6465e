"""The syntax tree of a card file.

Frozen dataclasses, one per construct of grammar/cards.lark. Every node carries
its source span; spans are excluded from equality so that two trees with the
same meaning compare equal wherever they were written (the formatter's
round-trip property rests on this).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from toolkit.lang.diagnostics import Span

_NO_SPAN = Span("<generated>", 1, 1, 1, 1)


def _span() -> Span:
    return field(default=_NO_SPAN, compare=False, repr=False)  # type: ignore[return-value]


# ---------------------------------------------------------------- atoms


def quote(text: str) -> str:
    """``text`` as a card file writes it: quoted, with the escapes the lexer undoes."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


@dataclass(frozen=True, slots=True)
class Word:
    value: str
    span: Span = _span()

    def source(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Number:
    """An integer; ``signed`` records an explicit sign (``+3``), kept by the formatter."""

    value: int
    signed: bool = False
    span: Span = _span()

    def source(self) -> str:
        return f"+{self.value}" if self.signed and self.value >= 0 else str(self.value)


@dataclass(frozen=True, slots=True)
class Text:
    """A quoted string (already unescaped)."""

    value: str
    span: Span = _span()

    def source(self) -> str:
        return quote(self.value)


Atom = Word | Number | Text


@dataclass(frozen=True, slots=True)
class Phrase:
    atoms: tuple[Atom, ...]
    span: Span = _span()

    def words(self) -> tuple[str, ...]:
        return tuple(a.value for a in self.atoms if isinstance(a, Word))

    def __str__(self) -> str:
        return " ".join(atom.source() for atom in self.atoms)


# ---------------------------------------------------------------- conditions


@dataclass(frozen=True, slots=True)
class Comparison:
    """``left`` alone is a predicate (``race elf``); with ``op`` it compares (``level <= 3``)."""

    left: Phrase
    op: str | None = None
    right: Phrase | None = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Not:
    operand: Condition
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class And:
    operands: tuple[Condition, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Or:
    operands: tuple[Condition, ...]
    span: Span = _span()


Condition = Comparison | Not | And | Or


# ---------------------------------------------------------------- effects


@dataclass(frozen=True, slots=True)
class Guard:
    """``if CONDITION`` — at the head of a rule, or after an effect."""

    condition: Condition
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Target:
    """``on PHRASE`` / ``from PHRASE``: whom or what an effect acts on."""

    preposition: str
    phrase: Phrase
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Repeat:
    """``for each PHRASE``: the effect happens once per counted thing."""

    phrase: Phrase
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Duration:
    """``until PHRASE``: how long a lasting effect stays."""

    phrase: Phrase
    span: Span = _span()


Modifier = Target | Repeat | Duration | Guard


@dataclass(frozen=True, slots=True)
class Effect:
    phrase: Phrase
    modifiers: tuple[Modifier, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Choice:
    """``choose [CHOOSER] [a | b; c]``: one option (a list of effects) is picked."""

    chooser: Phrase | None
    options: tuple[tuple[Effect | Choice, ...], ...]
    span: Span = _span()


Clause = Effect | Choice | Guard


# ---------------------------------------------------------------- statements


@dataclass(frozen=True, slots=True)
class Property:
    """A line without a colon: a field (``level 8``) or a static effect (``wins ties``)."""

    clauses: tuple[Clause, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Rule:
    """``HEAD: EFFECTS`` — the head holds the timing window, guards and costs."""

    head: tuple[Clause, ...]
    body: tuple[Effect | Choice, ...]
    span: Span = _span()


Statement = Property | Rule


@dataclass(frozen=True, slots=True)
class Comment:
    text: str  # without the leading '#', stripped
    line: int = field(default=0, compare=False)
    trailing: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class CardBlock:
    kind: Word
    name: Text
    card_id: Word | None
    body: tuple[Statement, ...]
    span: Span = _span()
    end_line: int = field(default=0, compare=False)  # the line of the closing brace


@dataclass(frozen=True, slots=True)
class TestBlock:
    name: Text
    body: tuple[Statement, ...]
    span: Span = _span()
    end_line: int = field(default=0, compare=False)

    __test__ = False  # not a pytest class


Block = CardBlock | TestBlock


@dataclass(frozen=True, slots=True)
class CardFile:
    game: Word
    blocks: tuple[Block, ...]
    comments: tuple[Comment, ...] = field(default=(), compare=False)
    path: str = field(default="<string>", compare=False)
