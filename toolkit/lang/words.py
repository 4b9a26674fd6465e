"""Words a card set declares: its tags, and its identities (races, classes, styles, ...).

A vocabulary marks such value sets with :class:`~toolkit.lang.vocabulary.DeclaredWords`: an
*open* set (tags) takes any word a card lists in the field of that set; an *identity* set is made
of the words its declaring kind's cards name (``class "Bard" { is bard }`` declares ``bard``).

The checker takes any word in those places, so that a card may use a word a later card, another
file or the base set declares. Once the whole set is read, one pass over its typed model
(:func:`collect`) gathers what the cards declare and every use, and :meth:`Words.resolve` judges
the uses: a word no card of the set or of its base set declares is an error (E0114) with "did you
mean"; a tag written once in the whole set, one edit from another tag, is a warning (E0118). The
base set's words are asked for only when the set's own do not settle every use, so checking a
whole set never reads its base.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from toolkit.lang import model
from toolkit.lang.diagnostics import Diagnostic, Severity, Span, did_you_mean
from toolkit.lang.vocabulary import DeclaredWords, Slot, Vocabulary

Owner = tuple[str, int]  # (file, line of the block's header): which card or test block used a word


class AnyWord(frozenset[str]):
    """A declared set read loosely: every word may be one of it, until the set is read whole."""

    __slots__ = ()

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str)


ANY_WORD = AnyWord()


def loose_enums(vocabulary: Vocabulary) -> dict[str, frozenset[str]]:
    """The vocabulary's value sets with each declared set taking any word."""
    return {**vocabulary.enum_sets, **dict.fromkeys(vocabulary.declared_map, ANY_WORD)}


@dataclass(slots=True)
class Use:
    name: str  # the value set
    word: str
    span: Span | None
    owner: Owner


@dataclass
class Words:
    """What one game's card set declares, and where it uses declared words."""

    vocabulary: Vocabulary
    # set → word → where first declared: the word's own place, or the card whose field holds it
    declared: dict[str, dict[str, Span | model.Card]] = field(default_factory=dict)
    counts: dict[tuple[str, str], int] = field(default_factory=dict)  # (set, word) → times written in the set
    uses: list[Use] = field(default_factory=list)
    sources: Mapping[str, str] = field(default_factory=dict)  # for carets under the word itself

    def __post_init__(self) -> None:
        for name in self.vocabulary.declared_map:
            self.declared.setdefault(name, {})

    @property
    def specs(self) -> Mapping[str, DeclaredWords]:
        return self.vocabulary.declared_map

    def words(self, name: str) -> list[str]:
        return list(self.declared.get(name, ()))

    def _count(self, name: str, word: str) -> None:
        key = (name, word)
        self.counts[key] = self.counts.get(key, 0) + 1

    def unsettled(self) -> bool:
        """Whether some use, or some tag written once, needs the base set's words to be judged."""
        if any(u.word not in self.declared[u.name] for u in self.uses):
            return True
        return any(n == 1 and self.specs[name].declared_by is None for (name, _), n in self.counts.items())

    def resolve(self, base: Callable[[], Words | None]) -> tuple[list[Diagnostic], set[Owner]]:
        """Judge every use now that the set is read: the diagnostics, and the blocks an error drops."""
        theirs = base() if self.unsettled() else None
        diagnostics: list[Diagnostic] = []
        dropped: set[Owner] = set()
        for use in self.uses:
            if use.word in self.declared[use.name] or (theirs is not None and use.word in theirs.declared[use.name]):
                continue
            diagnostics.append(self._unknown(use, theirs))
            dropped.add(use.owner)
        diagnostics.extend(self._lonely_tags(theirs))
        return diagnostics, dropped

    def _all(self, name: str, theirs: Words | None) -> list[str]:
        words = dict.fromkeys(self.declared[name])
        if theirs is not None:
            words.update(dict.fromkeys(theirs.declared[name]))
        return list(words)

    def _unknown(self, use: Use, theirs: Words | None) -> Diagnostic:
        spec = self.specs[use.name]
        pool = self._all(use.name, theirs)
        best = did_you_mean(use.word, pool)
        listed = ", ".join(pool) if pool else "none yet"
        if spec.declared_by is None:
            why = f"no card of the set lists it in its '{spec.field}'"
            hint = (
                f"a {use.name} is any word a card lists in its '{spec.field}'; {_plural(use.name)} of the set: {listed}"
            )
        else:
            why = f"no {spec.declared_by} card of the set says '{spec.field} {use.word}'"
            hint = (
                f"a {spec.declared_by} card declares its {use.name} ({spec.field} NAME); {_plural(use.name)}: {listed}"
            )
        return Diagnostic(
            "E0114",
            f"unknown {use.name} '{use.word}': {why}" + (f"; did you mean '{best}'?" if best else ""),
            _Lines(self.sources).narrow(use.span, use.word),
            hint=hint,
        )

    def _lonely_tags(self, theirs: Words | None) -> Iterable[Diagnostic]:
        """A tag written once in the whole set and one edit from another tag: most likely a slip."""
        for name, spec in self.specs.items():
            if spec.declared_by is not None:
                continue
            pool = self._all(name, theirs)
            for word, where in self.declared[name].items():
                if self.counts.get((name, word)) != 1 or (theirs is not None and word in theirs.declared[name]):
                    continue
                near = [w for w in pool if one_edit(word, w)]
                if near:
                    yield Diagnostic(
                        "E0118",
                        f"{name} '{word}' is written only here, one letter from '{near[0]}'; did you mean '{near[0]}'?",
                        where if isinstance(where, Span) else _Lines(self.sources).find(where, spec.field, word),
                        severity=Severity.WARNING,
                        hint=f"a new {name} is welcome: use it on a second card, or write '# allow E0118: why'",
                    )


def _plural(noun: str) -> str:
    return noun + ("es" if noun.endswith(("s", "x", "ch", "sh")) else "s")


def one_edit(a: str, b: str) -> bool:
    """Whether two different words are one insertion, deletion, substitution or swap of two
    neighbouring letters apart ('undaed' and 'undead')."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]:
            return True
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i + (len(a) == len(b)) :] == b[i + 1 :]


# ---------------------------------------------------------------- one pass over the model


class _Slots:
    """Per vocabulary: which argument of which term names a declared word ((key, argument) → set)."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        declared = vocabulary.declared_map
        by_key: dict[str, dict[str, str]] = {}
        for group in vocabulary.sets.values():
            for pattern in group.patterns:
                for part in pattern.parts:
                    if isinstance(part, Slot) and part.type in declared:
                        by_key.setdefault(pattern.key, {}).setdefault(part.name, part.type)
        self.by_key = {key: tuple(args.items()) for key, args in by_key.items()}
        # The fields that declare: per kind, (field, set, declares) for each field of a declared set.
        self.fields: dict[str, tuple[tuple[str, str, bool], ...]] = {}
        for kind in vocabulary.kinds.values():
            found = []
            for spec in kind.fields:
                words = declared.get(spec.enum or "")
                if words is not None and spec.type in ("enum", "enums"):
                    declares = words.declared_by is None or (
                        words.declared_by == kind.name and words.field == spec.name
                    )
                    found.append((spec.name, words.name, declares))
            self.fields[kind.name] = tuple(found)


_SLOTS: dict[int, tuple[Vocabulary, _Slots]] = {}


def declared_slots(vocabulary: Vocabulary) -> dict[str, tuple[tuple[str, str], ...]]:
    """Pattern key → (argument, value set) of each of its slots that names a declared word."""
    return _slots(vocabulary).by_key


def gathered(
    vocabulary: Vocabulary,
    declares: Iterable[tuple[str, str, Span]],
    uses: Iterable[Use],
    sources: Mapping[str, str] | None = None,
) -> Words:
    """The set's words from what the checker met while binding (the same as collect() over the model,
    without a second walk over it)."""
    words = Words(vocabulary, sources=sources or {})
    known = words.declared
    counts = words.counts
    for name, word, span in declares:
        known[name].setdefault(word, span)
        counts[(name, word)] = counts.get((name, word), 0) + 1
    for use in uses:
        words.uses.append(use)
        counts[(use.name, use.word)] = counts.get((use.name, use.word), 0) + 1
    return words


def _slots(vocabulary: Vocabulary) -> _Slots:
    entry = _SLOTS.get(id(vocabulary))
    if entry is None or entry[0] is not vocabulary:
        entry = _SLOTS[id(vocabulary)] = (vocabulary, _Slots(vocabulary))
    return entry[1]


def collect(
    vocabulary: Vocabulary,
    cards: Iterable[model.Card],
    scenarios: Iterable[model.Scenario] = (),
    sources: Mapping[str, str] | None = None,
) -> Words:
    """What the cards declare and every use of a declared word, in one pass over the typed model.
    ``sources`` (path → text) narrow a place to the word itself, for carets."""
    words = Words(vocabulary, sources=sources or {})
    slots = _slots(vocabulary)
    if not vocabulary.declared:
        return words
    by_key = slots.by_key

    def terms(owner: Owner, found: list[model.Term]) -> None:
        for term in found:
            args = by_key.get(term.key)
            if args is None:
                continue
            for arg, name in args:
                word = term.args.get(arg)
                if isinstance(word, str):
                    words.uses.append(Use(name, word, term.span, owner))
                    words._count(name, word)

    for card in cards:
        owner = (card.file, card.line)
        for field_name, name, declares in slots.fields.get(card.kind, ()):
            value = card.fields.get(field_name)
            for word in (value,) if isinstance(value, str) else (value or ()):
                if declares:
                    words.declared[name].setdefault(word, card)
                else:
                    words.uses.append(Use(name, word, card.span, owner))
                words._count(name, word)
        found: list[model.Term] = []
        for effect in card.statics:
            _effect_terms(effect, found)
        for ability in card.abilities:
            if ability.window is not None:
                found.append(ability.window)
            if ability.condition is not None:
                _cond_terms(ability.condition, found)
            for cost in ability.costs:
                _effect_terms(cost, found)
            for item in ability.effects:
                _effect_terms(item, found)
        terms(owner, found)
    for scenario in scenarios:
        terms((scenario.file, scenario.line), [step.term for step in scenario.steps])
    return words


def _effect_terms(item: model.Effect | model.Choice, found: list[model.Term]) -> None:
    if isinstance(item, model.Choice):
        if item.chooser is not None:
            found.append(item.chooser)
        for option in item.options:
            for inner in option:
                _effect_terms(inner, found)
        return
    found.append(item.action)
    for term in (item.target, item.repeat, item.duration):
        if term is not None:
            found.append(term)
    if item.condition is not None:
        _cond_terms(item.condition, found)


def _cond_terms(cond: model.Cond, found: list[model.Term]) -> None:
    if isinstance(cond, model.Predicate):
        found.append(cond.term)
    elif isinstance(cond, model.Compare):
        found.append(cond.quantity)
    elif isinstance(cond, model.NotCond):
        _cond_terms(cond.operand, found)
    else:
        for operand in cond.operands:
            _cond_terms(operand, found)


class _Lines:
    """Finding a word's own place in the source, from the phrase or card that holds it."""

    def __init__(self, sources: Mapping[str, str]) -> None:
        self.sources = sources
        self.split: dict[str, list[str]] = {}

    def _line(self, file: str, line: int) -> str | None:
        text = self.split.get(file)
        if text is None:
            source = self.sources.get(file)
            if source is None:
                return None
            text = self.split[file] = source.split("\n")
        return text[line - 1] if 0 < line <= len(text) else None

    def narrow(self, span: Span | None, word: str) -> Span | None:
        if span is None:
            return None
        line = self._line(span.file, span.line)
        if line is None:
            return span
        match = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])").search(line, span.column - 1)
        if match is None:
            return span
        return Span(span.file, span.line, match.start() + 1, span.line, match.end() + 1)

    def find(self, card: model.Card, field_name: str, word: str) -> Span | None:
        """Where a card's field names the word: its line in the card's block, else the card's header."""
        for offset, text in enumerate(card.source.split("\n")):
            stripped = text.lstrip()
            if stripped.startswith(field_name + " ") or stripped.startswith(field_name + "\t"):
                match = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])").search(text, len(text) - len(stripped))
                if match is not None:
                    line = card.line + offset
                    return Span(card.file, line, match.start() + 1, line, match.end() + 1)
        return card.span
