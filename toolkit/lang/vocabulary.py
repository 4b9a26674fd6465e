"""A game's vocabulary: the words the checker binds card text to.

A ruleset declares its card kinds (with typed fields), its named values (races,
classes, tags, ...) and its phrases: effect verbs, timing windows, costs,
conditions, quantities, targets, counters and durations. Each phrase is a
:class:`Pattern` written as a small template::

    Pattern("lose_levels", "lose {n:count} level|levels")

Template tokens: a literal word; alternatives ``a|b``; an optional word ``[a]``
or ``[a|b]``; a typed slot ``{name:type}`` whose type is ``count`` (a whole
number >= 0), ``signed`` (any integer), ``text`` (a quoted string), ``word``
(any word) or the name of one of the ruleset's value sets (``race``, ``tag``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from toolkit.lang import ast

# ---------------------------------------------------------------- patterns


@dataclass(frozen=True, slots=True)
class Literal:
    options: tuple[str, ...]
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Slot:
    name: str
    type: str


Part = Literal | Slot

BUILTIN_TYPES = frozenset({"count", "signed", "text", "word"})


def compile_template(template: str) -> tuple[Part, ...]:
    parts: list[Part] = []
    for token in template.split():
        if token.startswith("{") and token.endswith("}"):
            name, _, type_ = token[1:-1].partition(":")
            parts.append(Slot(name, type_ or "word"))
        elif token.startswith("[") and token.endswith("]"):
            parts.append(Literal(tuple(token[1:-1].split("|")), optional=True))
        else:
            parts.append(Literal(tuple(token.split("|"))))
    return tuple(parts)


@dataclass(frozen=True)
class Pattern:
    """One phrase of the vocabulary, bound to a key the engine understands."""

    key: str
    template: str
    doc: str = ""

    @cached_property
    def parts(self) -> tuple[Part, ...]:
        return compile_template(self.template)

    @cached_property
    def display(self) -> str:
        """The template as a reader sees it: 'lose N level(s)'."""
        out = []
        for part in self.parts:
            if isinstance(part, Slot):
                out.append("N" if part.type in ("count", "signed") else part.type.upper())
            else:
                word = part.options[0]
                if len(part.options) == 2 and part.options[1] == word + "s":
                    word += "(s)"
                out.append(f"[{word}]" if part.optional else word)
        return " ".join(out)

    def first_words(self) -> tuple[str, ...] | None:
        """The words this pattern can start with, or None when it starts with a slot."""
        words: list[str] = []
        for part in self.parts:
            if isinstance(part, Slot):
                return None
            words.extend(part.options)
            if not part.optional:
                return tuple(words)
        return tuple(words)


# ---------------------------------------------------------------- matching


@dataclass(frozen=True, slots=True)
class Match:
    pattern: Pattern
    args: dict[str, object]


@dataclass(frozen=True, slots=True)
class Miss:
    """How far a pattern got before failing, and what it wanted there."""

    pattern: Pattern
    depth: int  # atoms consumed before the failure
    atom: ast.Atom | None  # the atom that did not fit (None: phrase too short)
    expected: str
    enum: str | None = None  # set when a named value was unknown


def _match(
    parts: tuple[Part, ...],
    atoms: tuple[ast.Atom, ...],
    pi: int,
    ai: int,
    enums: Mapping[str, frozenset[str]],
    args: dict[str, object],
    best: list[tuple[int, ast.Atom | None, str, str | None]],
) -> dict[str, object] | None:
    if pi == len(parts):
        if ai == len(atoms):
            return args
        _note(best, ai, atoms[ai], "end of phrase", None)
        return None
    part = parts[pi]
    atom = atoms[ai] if ai < len(atoms) else None
    if isinstance(part, Literal):
        if isinstance(atom, ast.Word) and atom.value in part.options:
            found = _match(parts, atoms, pi + 1, ai + 1, enums, args, best)
            if found is not None:
                return found
        if part.optional:
            return _match(parts, atoms, pi + 1, ai, enums, args, best)
        _note(best, ai, atom, f"'{part.options[0]}'", None)
        return None
    value = _slot_value(part, atom, enums)
    if value is _NO_VALUE:
        is_enum = part.type not in BUILTIN_TYPES
        expected = _describe_slot(part)
        _note(best, ai, atom, expected, part.type if is_enum and isinstance(atom, ast.Word) else None)
        return None
    found = _match(parts, atoms, pi + 1, ai + 1, enums, {**args, part.name: value}, best)
    return found


_NO_VALUE = object()


def _slot_value(part: Slot, atom: ast.Atom | None, enums: Mapping[str, frozenset[str]]) -> object:
    if atom is None:
        return _NO_VALUE
    kind = part.type
    if kind == "count":
        if isinstance(atom, ast.Number) and not atom.signed and atom.value >= 0:
            return atom.value
        return _NO_VALUE
    if kind == "signed":
        return atom.value if isinstance(atom, ast.Number) else _NO_VALUE
    if kind == "text":
        return atom.value if isinstance(atom, ast.Text) else _NO_VALUE
    if kind == "word":
        return atom.value if isinstance(atom, ast.Word) else _NO_VALUE
    if isinstance(atom, ast.Word) and atom.value in enums.get(kind, ()):
        return atom.value
    return _NO_VALUE


def _describe_slot(part: Slot) -> str:
    return {
        "count": "a whole number",
        "signed": "a number such as +2 or -1",
        "text": "a quoted text",
        "word": "a word",
    }.get(part.type, f"a {part.type}")


def _note(
    best: list[tuple[int, ast.Atom | None, str, str | None]],
    depth: int,
    atom: ast.Atom | None,
    expected: str,
    enum: str | None,
) -> None:
    if not best or depth > best[0][0]:
        best[:] = [(depth, atom, expected, enum)]


def match_pattern(pattern: Pattern, atoms: tuple[ast.Atom, ...], enums: Mapping[str, frozenset[str]]) -> Match | Miss:
    best: list[tuple[int, ast.Atom | None, str, str | None]] = []
    args = _match(pattern.parts, atoms, 0, 0, enums, {}, best)
    if args is not None:
        return Match(pattern, args)
    depth, atom, expected, enum = best[0] if best else (0, None, "?", None)
    return Miss(pattern, depth, atom, expected, enum)


class PatternSet:
    """The patterns of one category, indexed by their first word for speed."""

    def __init__(self, category: str, patterns: Iterable[Pattern]) -> None:
        self.category = category
        self.patterns = tuple(patterns)
        self._by_word: dict[str, list[Pattern]] = {}
        self._open: list[Pattern] = []
        for pattern in self.patterns:
            first = pattern.first_words()
            if first is None:
                self._open.append(pattern)
            else:
                for word in first:
                    self._by_word.setdefault(word, []).append(pattern)

    def candidates(self, atoms: tuple[ast.Atom, ...]) -> list[Pattern]:
        head = atoms[0] if atoms else None
        found = self._by_word.get(head.value, []) if isinstance(head, ast.Word) else []
        return found + self._open

    def match(self, atoms: tuple[ast.Atom, ...], enums: Mapping[str, frozenset[str]]) -> Match | Miss | None:
        """The first pattern that matches, else the deepest miss (None: nothing starts so)."""
        deepest: Miss | None = None
        for pattern in self.candidates(atoms):
            result = match_pattern(pattern, atoms, enums)
            if isinstance(result, Match):
                return result
            # The deepest miss explains best; at equal depth, an unknown named value
            # ("unknown loss 'race'") says more than "expected a number".
            if (
                deepest is None
                or result.depth > deepest.depth
                or (result.depth == deepest.depth and result.enum and not deepest.enum)
            ):
                deepest = result
        if (
            deepest is not None
            and deepest.depth == 0
            and not self._by_word.get(atoms[0].value if atoms and isinstance(atoms[0], ast.Word) else "")
        ):
            return None
        return deepest

    def first_words(self) -> frozenset[str]:
        return frozenset(self._by_word)

    @cached_property
    def longest(self) -> int:
        """The most atoms any pattern of the set can match (one per part)."""
        return max((len(p.parts) for p in self.patterns), default=0)

    def displays(self) -> list[str]:
        return [p.display for p in self.patterns]


# ---------------------------------------------------------------- kinds and fields

FIELD_TYPES = ("int", "signed", "flag", "text", "enum", "enums")


@dataclass(frozen=True)
class FieldSpec:
    """A typed field of a card kind: ``level 8``, ``big``, ``tags undead, dragon``."""

    name: str
    type: str  # one of FIELD_TYPES
    required: bool = False
    default: object = None
    min: int | None = None
    max: int | None = None
    enum: str | None = None  # the value set for 'enum' and 'enums'
    doc: str = ""
    # How the catalog shows the field in a card's one-line summary (toolkit/lang/summary.py): a template
    # with {value}, {signed} (+1) and {s} (plural ending), "" for not shown; summary_rank orders the parts;
    # quiet_default: left out at its default (1 level, bonus 0 are not news). export: a CSV column.
    summary: str = ""
    summary_rank: int = 0
    quiet_default: bool = False
    export: bool = False

    def describe(self) -> str:
        if self.type in ("int", "signed"):
            low = "" if self.min is None else str(self.min)
            high = "" if self.max is None else str(self.max)
            return f"a whole number from {low} to {high}" if low and high else "a whole number"
        return {
            "flag": "no value (the word alone)",
            "text": 'a quoted text ("...")',
            "enum": f"one {self.enum}",
            "enums": f"a list of {self.enum} names",
        }[self.type]


@dataclass(frozen=True)
class KindSpec:
    """A kind of card: its deck, its fields, and the windows its rules may use."""

    name: str
    deck: str | None
    fields: tuple[FieldSpec, ...] = ()
    windows: frozenset[str] | None = None  # None: any window of the game
    doc: str = ""
    limits: Mapping[str, object] = field(default_factory=dict)  # rules of the kind (in play, sellable)

    @cached_property
    def field_map(self) -> dict[str, FieldSpec]:
        return {f.name: f for f in self.fields}


COMMON_FIELDS = (FieldSpec("text", "text", doc="the card's rules or flavour text as printed"),)


@dataclass(frozen=True)
class DecisionSpec:
    """A decision the game's engine asks a player (``ask(seat, name, options)``), declared so that a
    test block may answer it (``when bob answers loot with "Sword"``) and the vocabulary lists it."""

    name: str
    asked: str  # who is asked, and when
    offers: str  # what the options are
    words: tuple[str, ...] = ()  # the bare option words it may offer (accept, decline, pass, ...)
    labels: str = ""  # what a quoted answer names: "card", "player", "monster" ("" for none)
    number: str = ""  # what a number answers: "value" (the option's number) or "position" (the Nth, from 1)
    picks: bool = False  # `when P picks "X"` may answer it (a choice among cards or players)


@dataclass(frozen=True)
class DeclaredWords:
    """A value set whose words the cards of a set declare, not the vocabulary (toolkit/lang/words.py).

    ``declared_by`` None: an open set; any word a card writes in a field of this set (``field``,
    e.g. ``tags goblin``) is one of its words. Else the kind whose cards each declare one word in
    their field ``field`` (``class "Bard" { is bard }``): an identity. Either way, ``enums`` keeps the
    set's name (its words there, if any, are only the vocabulary's own) so patterns can type slots by it.
    """

    name: str
    declared_by: str | None = None
    field: str = "is"


@dataclass(frozen=True)
class Vocabulary:
    kinds: Mapping[str, KindSpec]
    enums: Mapping[str, tuple[str, ...]]
    effects: tuple[Pattern, ...]
    windows: tuple[Pattern, ...] = ()
    costs: tuple[Pattern, ...] = ()
    conditions: tuple[Pattern, ...] = ()
    quantities: tuple[Pattern, ...] = ()
    targets: tuple[Pattern, ...] = ()
    counters: tuple[Pattern, ...] = ()
    durations: tuple[Pattern, ...] = ()
    choosers: tuple[Pattern, ...] = ()
    # Test blocks: the steps a scenario may take (`given ...`, `when ...`, `expect ...`).
    givens: tuple[Pattern, ...] = ()
    actions: tuple[Pattern, ...] = ()
    expectations: tuple[Pattern, ...] = ()
    # The decisions the engine asks, which `answers` steps name (the value set "decision" lists them).
    decisions: tuple[DecisionSpec, ...] = ()
    # The value sets a test step's `on NAME` may name (players, sides); empty: any word is taken.
    step_targets: tuple[str, ...] = ()
    # Value sets the cards declare (tags, races, classes, ...): see DeclaredWords.
    declared: tuple[DeclaredWords, ...] = ()

    @cached_property
    def declared_map(self) -> dict[str, DeclaredWords]:
        return {d.name: d for d in self.declared}

    @cached_property
    def decision_map(self) -> dict[str, DecisionSpec]:
        return {d.name: d for d in self.decisions}

    @cached_property
    def enum_sets(self) -> dict[str, frozenset[str]]:
        return {name: frozenset(values) for name, values in self.enums.items()}

    @cached_property
    def sets(self) -> dict[str, PatternSet]:
        return {
            name: PatternSet(name, getattr(self, name))
            for name in (
                "effects",
                "windows",
                "costs",
                "conditions",
                "quantities",
                "targets",
                "counters",
                "durations",
                "choosers",
                "givens",
                "actions",
                "expectations",
            )
        }

    def validate(self) -> None:
        """Fail fast on a vocabulary that names a value set it does not define."""
        for name, group in self.sets.items():
            for pattern in group.patterns:
                for part in pattern.parts:
                    if isinstance(part, Slot) and part.type not in BUILTIN_TYPES and part.type not in self.enums:
                        raise ValueError(f"{name} pattern {pattern.template!r}: no value set {part.type!r}")
        for kind in self.kinds.values():
            for spec in kind.fields:
                if spec.type not in FIELD_TYPES:
                    raise ValueError(f"kind {kind.name}: field {spec.name} has unknown type {spec.type}")
                if spec.type in ("enum", "enums") and spec.enum not in self.enums:
                    raise ValueError(f"kind {kind.name}: field {spec.name} names no value set")
            if kind.windows is not None:
                known = {p.key for p in self.windows}
                missing = kind.windows - known
                if missing:
                    raise ValueError(f"kind {kind.name}: unknown windows {sorted(missing)}")
        for words in self.declared:
            if words.name not in self.enums:
                raise ValueError(f"declared words {words.name!r}: no value set of that name in enums")
            declarer = self.kinds.get(words.declared_by) if words.declared_by else None
            if words.declared_by and (declarer is None or declarer.field_map.get(words.field) is None):
                raise ValueError(
                    f"declared words {words.name!r}: no kind {words.declared_by!r} with a field {words.field!r}"
                )
        if self.decisions and tuple(self.enums.get("decision", ())) != tuple(d.name for d in self.decisions):
            raise ValueError("the value set 'decision' must list the declared decisions, in order")
