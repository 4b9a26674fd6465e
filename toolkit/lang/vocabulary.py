"""A game's vocabulary: the words the checker binds card text to.

A ruleset declares its card kinds (with typed fields), its named values (races,
classes, tags, ...) and its phrases: effect verbs, timing windows, costs,
conditions, quantities, targets, counters and durations. Each phrase is a
:class:`Pattern` written as a small template::

    Pattern("lose_levels", "lose {n:count} level|levels")

Template tokens: a literal word; alternatives ``a|b``; an optional word ``[a]``
or ``[a|b]``; a typed slot ``{name:type}`` whose type is ``count`` (a whole
number >= 0), ``signed`` (any integer), ``delta`` (a number written with its sign: ``+1``,
``-2``), ``text`` (a quoted string), ``word`` (any word) or the name of one of the ruleset's value
sets (``race``, ``tag``).

A slot may also be typed by a *construct*: a category of phrases of its own.
``{who:selector}`` takes a whole sub-phrase that one of the vocabulary's
``constructs["selector"]`` patterns matches (``the lowest-level other
player``), so one pattern ``give {card:card-selector} to {who:selector}``
serves every selector. The slot's value is the bound sub-phrase, a
:class:`toolkit.lang.model.Term` (its key, its own args, its span), nested as
deep as the phrase composes. The categories of the vocabulary are constructs
too, by these names: ``quantity``, ``condition``, ``target``, ``counter``,
``duration`` (:data:`CATEGORY_SLOTS`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from toolkit.lang import ast
from toolkit.lang.model import Term

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

BUILTIN_TYPES = frozenset({"count", "signed", "delta", "text", "word"})

# Slot types naming a category of the vocabulary itself: ``{q:quantity}`` takes a quantity's phrase.
CATEGORY_SLOTS: dict[str, str] = {
    "quantity": "quantities",
    "condition": "conditions",
    "target": "targets",
    "counter": "counters",
    "duration": "durations",
}


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
    # A lasting property (a rule's number, `hand limit 6`): in a timing window it needs a duration.
    lasting: bool = False

    @cached_property
    def parts(self) -> tuple[Part, ...]:
        return compile_template(self.template)

    @cached_property
    def display(self) -> str:
        """The template as a reader sees it: 'lose N level(s)'."""
        out = []
        for part in self.parts:
            if isinstance(part, Slot):
                numeric = {"count": "N", "signed": "N", "delta": "+N"}
                out.append(numeric.get(part.type) or part.type.upper())
            else:
                word = part.options[0]
                if len(part.options) == 2 and part.options[1] == word + "s":
                    word += "(s)"
                out.append(f"[{word}]" if part.optional else word)
        return " ".join(out)

    @cached_property
    def slot_types(self) -> frozenset[str]:
        return frozenset(part.type for part in self.parts if isinstance(part, Slot))

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
    inner: Pattern | None = None  # the construct's pattern the failure lies in (a composed phrase)
    # Every alternative the pattern allowed at that depth, deduplicated, in the order tried, as
    # _note kept them (``expected`` is the first): `return a card from the` wants 'hand' or a deck.
    noted: tuple[tuple[int, ast.Atom | None, str, str | None, Pattern | None], ...] = ()

    @property
    def expectations(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(entry[2] for entry in self.noted)) or (self.expected,)

    @property
    def shapes(self) -> tuple[Pattern, ...]:
        """The patterns (a construct's, in a composed phrase) the alternatives come from, once each."""
        found: list[Pattern] = []
        for entry in self.noted or ((0, None, "", None, self.inner),):
            shape = entry[4] or self.pattern
            if all(shape is not seen for seen in found):
                found.append(shape)
        return tuple(found)


def _match(
    parts: tuple[Part, ...],
    atoms: tuple[ast.Atom, ...],
    pi: int,
    ai: int,
    enums: Mapping[str, frozenset[str]],
    args: dict[str, object],
    best: list[tuple[int, ast.Atom | None, str, str | None, Pattern | None]],
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
        for option in part.options:  # `in|from`: either word would do
            _note(best, ai, atom, f"'{option}'", None)
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
    if kind == "delta":  # a change is written with its sign: `hand limit 3` sets, `hand limit +1` adds
        return atom.value if isinstance(atom, ast.Number) and atom.signed else _NO_VALUE
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
        "delta": "a change such as +1 or -2",
        "text": "a quoted text",
        "word": "a word",
    }.get(part.type, f"a {part.type}")


def _note(
    best: list[tuple[int, ast.Atom | None, str, str | None, Pattern | None]],
    depth: int,
    atom: ast.Atom | None,
    expected: str,
    enum: str | None,
    inner: Pattern | None = None,
) -> None:
    """Keep what was expected at the greatest depth reached: every alternative there, once each."""
    if not best or depth > best[0][0]:
        best[:] = [(depth, atom, expected, enum, inner)]
    elif depth == best[0][0]:
        for entry in best:
            if entry[2] == expected and entry[4] is inner:
                return
        best.append((depth, atom, expected, enum, inner))


# ---------------------------------------------------------------- composable slots
# A pattern with a construct slot is matched by a generator of every way its parts can cover a
# prefix of the atoms (a sub-phrase has variable length); the plain patterns keep the fast matcher.

Best = list[tuple[int, ast.Atom | None, str, str | None, "Pattern | None"]]


def describe_construct(type_: str) -> str:
    """What a construct slot expects, in a diagnostic: 'a selection of cards'."""
    return {"card-selector": "a selection of cards", "selector": "a player or players"}.get(type_, f"a {type_}")


def _prefixes(
    parts: tuple[Part, ...],
    atoms: tuple[ast.Atom, ...],
    pi: int,
    ai: int,
    enums: Mapping[str, frozenset[str]],
    slots: Mapping[str, PatternSet],
    args: dict[str, object],
    best: Best,
    active: set[tuple[str, int]],
    inner: Pattern | None = None,
) -> Iterator[tuple[int, dict[str, object]]]:
    """Every (end, args) such that ``parts[pi:]`` matches ``atoms[ai:end]``, in the patterns' order;
    ``inner``: the construct's pattern these parts belong to (None at the top)."""
    if pi == len(parts):
        yield ai, args
        return
    part = parts[pi]
    atom = atoms[ai] if ai < len(atoms) else None
    if isinstance(part, Literal):
        if isinstance(atom, ast.Word) and atom.value in part.options:
            yield from _prefixes(parts, atoms, pi + 1, ai + 1, enums, slots, args, best, active, inner)
        elif not part.optional:
            for option in part.options:  # `in|from`: either word would do
                _note(best, ai, atom, f"'{option}'", None, inner)
        if part.optional:
            yield from _prefixes(parts, atoms, pi + 1, ai, enums, slots, args, best, active, inner)
        return
    sub = slots.get(part.type)
    if sub is None:
        value = _slot_value(part, atom, enums)
        if value is _NO_VALUE:
            is_enum = part.type not in BUILTIN_TYPES
            enum = part.type if is_enum and isinstance(atom, ast.Word) else None
            _note(best, ai, atom, _describe_slot(part), enum, inner)
            return
        args = {**args, part.name: value}
        yield from _prefixes(parts, atoms, pi + 1, ai + 1, enums, slots, args, best, active, inner)
        return
    # A construct slot: a sub-phrase of at least one atom that a pattern of the construct matches.
    # Left recursion (a construct entered again at the same atom) is cut: it could never end.
    key = (part.type, ai)
    # Noted first, so that at this atom the miss says what the slot wanted (a word that fits no
    # pattern of the construct is no "unknown named value" of whichever pattern tried it first).
    _note(best, ai, atom, describe_construct(part.type), None, inner)
    if atom is None or key in active:
        return
    active.add(key)
    try:
        for pattern in sub.candidates_at(atoms, ai, enums):
            for end, sub_args in _prefixes(pattern.parts, atoms, 0, ai, enums, slots, {}, best, active, pattern):
                if end == ai:
                    continue
                term = Term(pattern.key, sub_args, atoms[ai].span.merge(atoms[end - 1].span))
                more = {**args, part.name: term}
                yield from _prefixes(parts, atoms, pi + 1, end, enums, slots, more, best, active, inner)
    finally:
        active.discard(key)


def composite(pattern: Pattern, slots: Mapping[str, object]) -> bool:
    """Whether the pattern has a slot typed by a construct (matched by the slower generator)."""
    types = pattern.slot_types
    return bool(types) and not types.isdisjoint(slots)


def match_pattern(
    pattern: Pattern,
    atoms: tuple[ast.Atom, ...],
    enums: Mapping[str, frozenset[str]],
    slots: Mapping[str, PatternSet] | None = None,
) -> Match | Miss:
    """Match the whole phrase; ``slots``: the construct sets its slots may name (Vocabulary.slot_sets)."""
    best: Best = []
    if slots and composite(pattern, slots):
        for end, found in _prefixes(pattern.parts, atoms, 0, 0, enums, slots, {}, best, set()):
            if end == len(atoms):
                return Match(pattern, found)
            _note(best, end, atoms[end], "end of phrase", None)
    else:
        args = _match(pattern.parts, atoms, 0, 0, enums, {}, best)
        if args is not None:
            return Match(pattern, args)
    if not best:
        return Miss(pattern, 0, None, "?")
    depth, atom, expected, enum, inner = best[0]
    return Miss(pattern, depth, atom, expected, enum, inner, tuple(best))


# What a phrase's first atom may be, as _start_words gives it: a literal word, or one of these.
_ANY_WORD, _A_NUMBER, _A_TEXT = "{word}", "{number}", "{text}"
_SLOT_STARTS = {"count": _A_NUMBER, "signed": _A_NUMBER, "delta": _A_NUMBER, "text": _A_TEXT, "word": _ANY_WORD}


def _start_words(parts: tuple[Part, ...], slots: Mapping[str, PatternSet], visiting: set[str]) -> frozenset[str]:
    """What the first atom of a phrase matching ``parts`` can be: the leading optional words and the
    first word; for a slot, ``{number}``, ``{text}``, ``{word}`` (any word) or ``{enum:NAME}`` (a word
    of that value set, as the enums of the match have it: the cards may declare more); for a
    construct slot, what its phrases start with."""
    starts: set[str] = set()
    for part in parts:
        if isinstance(part, Literal):
            starts.update(part.options)
            if part.optional:
                continue
            return frozenset(starts)
        sub = slots.get(part.type)
        if sub is None:
            starts.add(_SLOT_STARTS.get(part.type) or "{enum:" + part.type + "}")
        else:
            starts |= sub.start_words(visiting)  # a construct's sub-phrase is never empty
        return frozenset(starts)
    return frozenset(starts)


# One pattern to try on a phrase's first word: always (None), or only if the word is in one of these value sets.
_Entry = tuple["Pattern", "tuple[str, ...] | None"]


def _in_any(head: ast.Atom | None, sets: tuple[str, ...], enums: Mapping[str, frozenset[str]]) -> bool:
    return isinstance(head, ast.Word) and any(head.value in enums.get(name, ()) for name in sets)


class PatternSet:
    """The patterns of one category, indexed by their first word for speed."""

    def __init__(
        self, category: str, patterns: Iterable[Pattern], slots: Mapping[str, PatternSet] | None = None
    ) -> None:
        self.category = category
        self.patterns = tuple(patterns)
        # The construct sets a slot may name, shared by every set of the vocabulary (filled by
        # Vocabulary.sets, possibly after this set is made: read only when matching).
        self.slots: Mapping[str, PatternSet] = {} if slots is None else slots
        self._by_word: dict[str, list[Pattern]] = {}
        self._open: list[Pattern] = []
        # Made at the first match, once ``slots`` is filled: see _tried.
        self._tried_index: tuple[dict[str, list[_Entry]], list[_Entry], list[_Entry], list[_Entry]] | None = None
        for pattern in self.patterns:
            first = pattern.first_words()
            if first is None:
                self._open.append(pattern)
            else:
                for word in first:
                    self._by_word.setdefault(word, []).append(pattern)

    def candidates(self, atoms: tuple[ast.Atom, ...]) -> list[Pattern]:
        """Every pattern that may match: those starting with the phrase's first word, then all those
        starting with a slot (what a diagnostic weighs; matching tries fewer, see ``_tried``)."""
        head = atoms[0] if atoms else None
        found = self._by_word.get(head.value, []) if isinstance(head, ast.Word) else []
        return found + self._open

    def candidates_at(
        self, atoms: tuple[ast.Atom, ...], index: int, enums: Mapping[str, frozenset[str]] | None = None
    ) -> list[Pattern]:
        """The patterns that may start at ``atoms[index]`` (a sub-phrase's first atom); ``enums``: the
        value sets of the match (None: every pattern that may start with a word of any)."""
        head = atoms[index] if index < len(atoms) else None
        return [p for p, sets in self._tried(head) if sets is None or enums is None or _in_any(head, sets, enums)]

    def _tried(self, head: ast.Atom | None) -> list[_Entry]:
        """The patterns a phrase starting with ``head`` can match, in the set's order (those starting
        with its word, then those starting with a slot that can take it), each with the value sets
        its word must be in, if that is the condition. A pattern starting with a construct slot
        (``{q:quantity} is the {which:rank}``) can only start as one of the construct's patterns
        does; tried on any other phrase it fails at the first atom, where the other patterns' misses
        are as deep (match keeps the deepest) and its own names no value set, so leaving it out
        changes no match and no diagnostic: `race elf` is tried against `race {race:race}` alone."""
        index = self._tried_index
        if index is None:
            index = self._tried_index = self._index_open()
        by_word, other_word, number, text = index
        if isinstance(head, ast.Word):
            found = by_word.get(head.value)
            return found if found is not None else other_word
        if isinstance(head, ast.Number):
            return number
        return text if isinstance(head, ast.Text) else []

    def _index_open(self) -> tuple[dict[str, list[_Entry]], list[_Entry], list[_Entry], list[_Entry]]:
        """The entries of ``_tried``: per word the set knows, for any other word, a number, a text."""
        starts = [(p, _start_words(p.parts, self.slots, {self.category})) for p in self._open]

        def entries(word: str | None, kind: str) -> list[_Entry]:
            found: list[_Entry] = [(p, None) for p in self._by_word.get(word, [])] if word is not None else []
            for pattern, first in starts:
                if kind in first or (word is not None and (word in first or _ANY_WORD in first)):
                    found.append((pattern, None))
                elif kind == _ANY_WORD and (sets := tuple(t[6:-1] for t in first if t.startswith("{enum:"))):
                    found.append((pattern, sets))
            return found

        words = set(self._by_word) | {w for _, first in starts for w in first if not w.startswith("{")}
        by_word = {word: entries(word, _ANY_WORD) for word in words}
        return by_word, entries(None, _ANY_WORD), entries(None, _A_NUMBER), entries(None, _A_TEXT)

    def start_words(self, visiting: set[str]) -> frozenset[str]:
        """What a phrase of this set can start with (see _start_words). A set already being visited
        adds nothing: left recursion, whose patterns start as the set does (the matcher cuts it)."""
        if self.category in visiting:
            return frozenset()
        visiting = visiting | {self.category}
        starts: set[str] = set()
        for pattern in self.patterns:
            starts |= _start_words(pattern.parts, self.slots, visiting)
        return frozenset(starts)

    def match(self, atoms: tuple[ast.Atom, ...], enums: Mapping[str, frozenset[str]]) -> Match | Miss | None:
        """The first pattern that matches, else the deepest miss (None: nothing starts so)."""
        deepest: Miss | None = None
        slots = self.slots
        head = atoms[0] if atoms else None
        for pattern, sets in self._tried(head):
            if sets is not None and not _in_any(head, sets, enums):
                continue  # it starts with a value set's word, and this word is in none of them
            result = match_pattern(pattern, atoms, enums, slots)
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
        return self._first_words

    @cached_property
    def _first_words(self) -> frozenset[str]:
        return frozenset(self._by_word)  # made once: the checker asks it of each property line that is no field

    @cached_property
    def longest(self) -> int:
        """The most atoms any pattern of the set can match (one per part; a construct slot's
        sub-phrase counts as its construct's longest, nested at most a few levels)."""
        return max((self._length(p, 3) for p in self.patterns), default=0)

    def _length(self, pattern: Pattern, depth: int) -> int:
        total = 0
        for part in pattern.parts:
            sub = self.slots.get(part.type) if isinstance(part, Slot) else None
            if sub is None:
                total += 1
            else:
                total += max((sub._length(p, depth - 1) for p in sub.patterns), default=1) if depth else 8
        return total

    def displays(self) -> list[str]:
        return [p.display for p in self.patterns]


# ---------------------------------------------------------------- kinds and fields

FIELD_TYPES = ("int", "signed", "flag", "text", "enum", "enums", "keyed", "amounts")
# Fields that map names of a value set to numbers: `attraction beast +3` (keyed: the name, then the
# number) and `reward 5 infamy, 3 money` (amounts: the number, then the name). Both may be given on
# several lines, or as several pairs on one line separated by commas; the card model holds a dict
# (name -> number) in the order written. A name given twice is an error (E0107).
MAPPED_TYPES = frozenset({"keyed", "amounts"})


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
    # A keyed or amounts field whose numbers must add up to this (a die's faces add up to its sides).
    total: int | None = None
    # The field's new name when this name is an old one: still read, with a warning (E0130).
    deprecated: str = ""

    @property
    def repeatable(self) -> bool:
        """May the field be given on several lines (each adds names to one mapping)?"""
        return self.type in MAPPED_TYPES

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
            "keyed": f"one or more '{self.enum} N' pairs{self._range()}, on one line each or separated by commas",
            "amounts": f"one or more amounts 'N {self.enum}'{self._range()}, separated by commas",
        }[self.type]

    def _range(self) -> str:
        if self.min is not None and self.max is not None:
            return f" (N from {self.min} to {self.max})"
        if self.min is not None:
            return f" (N at least {self.min})"
        return ""


STATIC = "static"  # the use of a rule with no timing window (a lasting property of its card)
MODIFIERS = ("costs", "conditions", "quantities", "targets", "counters", "durations", "choosers")


@dataclass(frozen=True)
class Use:
    """What a kind's rules may not say in one use (a timing window, or STATIC): the effects the
    game's engine does not carry out there, and the modifiers (categories of MODIFIERS) it does not
    read there. The checker refuses them (E0119): nothing it accepts is ignored. A refusal list,
    so that a phrase added to the vocabulary is accepted until a test shows the engine ignores it."""

    refused: frozenset[str] = frozenset()  # effect keys
    refused_modifiers: frozenset[str] = frozenset()  # categories of MODIFIERS, or one phrase: "targets:helper"
    lasting: frozenset[str] = frozenset()  # effect keys allowed here only with an 'until' (they last that long)
    counted: frozenset[str] = frozenset()  # effect keys whose `for each` is read here though counters are refused
    aimed: frozenset[str] = frozenset()  # effect keys whose target is read here though targets are refused
    why: str = ""  # why, for the diagnostic's hint
    why_of: Mapping[str, str] = field(default_factory=dict)  # the reason for one refused effect, where it has its own


@dataclass(frozen=True)
class KindSpec:
    """A kind of card: its deck, its fields, and the windows its rules may use."""

    name: str
    deck: str | None
    fields: tuple[FieldSpec, ...] = ()
    windows: frozenset[str] | None = None  # None: any window of the game
    doc: str = ""
    limits: Mapping[str, object] = field(default_factory=dict)  # rules of the kind (in play, sellable)
    uses: Mapping[str, Use] = field(default_factory=dict)  # a window (or STATIC) → what it may not say
    # Set for a kind whose cards act once and leave (a curse): why it has no lasting properties; the
    # checker refuses its property lines with it, hinting acts_once_hint ({effect}: the line as written).
    acts_once: str = ""
    acts_once_hint: str = ""
    # What `deckwright new` writes in a new card of the kind beyond its required fields' placeholders: the
    # lines that make it do something, so a skeleton checks and validates clean ("treasures 1" replaces
    # the placeholder of that field; a rule is added after the fields).
    skeleton: tuple[str, ...] = ()

    @cached_property
    def field_map(self) -> dict[str, FieldSpec]:
        return {f.name: f for f in self.fields}

    @cached_property
    def totalled(self) -> tuple[FieldSpec, ...]:
        """The fields whose numbers must add up to a total (none for most kinds: the checker skips them)."""
        return tuple(f for f in self.fields if f.total is not None)


# Fields every kind has. A card's rules text is generated from its rules (toolkit/text, in every
# language); what a designer writes is flavour only. `text` is the field's old name: still read, as
# flavour, with a warning (E0130) telling to rename it, so card files written before stay valid.
COMMON_FIELDS = (
    FieldSpec("flavour", "text", doc="the card's flavour text as printed (its rules text is generated)"),
    FieldSpec("text", "text", doc="the old name of 'flavour' (deprecated)", deprecated="flavour"),
    # A picture for the card's face, a path inside the project (toolkit/render/art.py refuses any other).
    FieldSpec("art", "text", doc="the card's picture: a PNG, JPEG or WebP file, its path from the project's root"),
)


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
    # Constructs: named categories of phrases that only slots use (``{who:selector}``); see the
    # module's docstring. Each is a category of ``sets`` too, under its own name.
    constructs: Mapping[str, tuple[Pattern, ...]] = field(default_factory=dict)
    # The words a designer knows for a value set whose name is the schema's (``level-rank``: "level
    # ranking"); the checker's messages say these, else the set's own name.
    enum_names: Mapping[str, str] = field(default_factory=dict)
    # Words a designer writes for a value of a set that are not its values, and the value they mean
    # (``rank``: "most" → "highest"): the checker's "did you mean" says that, not the nearest spelling.
    enum_meanings: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def enum_words(self, name: str) -> str:
        """How a diagnostic names a value set: ``unknown level ranking 'middle-level'``."""
        return self.enum_names.get(name, name)

    @cached_property
    def lasting_keys(self) -> frozenset[str]:
        """The effects that are lasting properties (Pattern.lasting)."""
        return frozenset(p.key for p in self.effects if p.lasting)

    # Value sets the cards declare (tags, races, classes, ...): see DeclaredWords.
    declared: tuple[DeclaredWords, ...] = ()

    @cached_property
    def declared_map(self) -> dict[str, DeclaredWords]:
        return {d.name: d for d in self.declared}

    @cached_property
    def decision_map(self) -> dict[str, DecisionSpec]:
        return {d.name: d for d in self.decisions}

    @cached_property
    def repair_words(self) -> dict[tuple[tuple[str, ...], str | None], dict[str, str | None]]:
        """The checker's memo of what a misspelt word may have meant, per categories and a phrase's
        first word: the words of the patterns it may start, value sets' names included (checker._repair)."""
        return {}

    @cached_property
    def enum_sets(self) -> dict[str, frozenset[str]]:
        return {name: frozenset(values) for name, values in self.enums.items()}

    @cached_property
    def slot_sets(self) -> dict[str, PatternSet]:
        """The pattern set each construct slot type names (``selector``, ``quantity``, ...)."""
        sets = self.sets
        found = {name: sets[name] for name in self.constructs}
        found.update((slot, sets[category]) for slot, category in CATEGORY_SLOTS.items() if slot not in found)
        return found

    @cached_property
    def sets(self) -> dict[str, PatternSet]:
        slots: dict[str, PatternSet] = {}  # shared by every set; filled once all are made
        sets = {
            name: PatternSet(name, getattr(self, name), slots)
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
        for name, patterns in self.constructs.items():
            sets[name] = PatternSet(name, patterns, slots)
        slots.update((name, sets[name]) for name in self.constructs)
        slots.update((slot, sets[category]) for slot, category in CATEGORY_SLOTS.items() if slot not in slots)
        return sets

    def validate(self) -> None:
        """Fail fast on a vocabulary that names a value set it does not define."""
        for name, group in self.sets.items():
            for pattern in group.patterns:
                for part in pattern.parts:
                    if (
                        isinstance(part, Slot)
                        and part.type not in BUILTIN_TYPES
                        and part.type not in self.enums
                        and part.type not in self.slot_sets
                    ):
                        raise ValueError(f"{name} pattern {pattern.template!r}: no value set {part.type!r}")
        for kind in self.kinds.values():
            for spec in kind.fields:
                if spec.type not in FIELD_TYPES:
                    raise ValueError(f"kind {kind.name}: field {spec.name} has unknown type {spec.type}")
                if spec.type in ("enum", "enums", *MAPPED_TYPES) and spec.enum not in self.enums:
                    raise ValueError(f"kind {kind.name}: field {spec.name} names no value set")
            for use, allowed in kind.uses.items():
                if use != STATIC and use not in {p.key for p in self.windows}:
                    raise ValueError(f"kind {kind.name}: uses names an unknown window {use!r}")
                unknown = (allowed.refused | allowed.lasting) - {p.key for p in self.effects}
                if unknown:
                    raise ValueError(f"kind {kind.name}: uses names unknown effects {sorted(unknown)}")
                if {m.partition(":")[0] for m in allowed.refused_modifiers} - set(MODIFIERS):
                    raise ValueError(f"kind {kind.name}: uses names unknown modifiers")
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
