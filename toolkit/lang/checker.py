"""AST → typed card model, against a game's vocabulary.

The checker gives the grammar's plain words their meaning: it finds each card
kind, field, effect, window, cost, condition, target, counter and duration in
the ruleset's vocabulary, checks types and ranges, and reports what it cannot
bind (E0101–E0117) with a "did you mean" where a close word exists. It keeps
going after a problem so that one run reports them all.
"""

from __future__ import annotations

import contextlib
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from toolkit.lang import ast, model
from toolkit.lang.diagnostics import (
    Diagnostic,
    Severity,
    Span,
    close_matches,
    did_you_mean,
    line_starts,
    one_of,
    suggestion,
)
from toolkit.lang.formatter import format_phrase
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.vocabulary import (
    COMMON_FIELDS,
    STATIC,
    FieldSpec,
    KindSpec,
    Literal,
    Match,
    Miss,
    Pattern,
    Vocabulary,
    composite,
    describe_construct,
    match_pattern,
)
from toolkit.lang.vocabulary import Use as KindUse
from toolkit.lang.words import Use, declared_slots, loose_enums

# What each pattern category is called in messages, and its "unknown" code.
_CATEGORY = {
    "effects": ("effect", "E0108"),
    "windows": ("timing window", "E0109"),
    "costs": ("cost", "E0109"),
    "conditions": ("condition", "E0110"),
    "quantities": ("quantity", "E0110"),
    "targets": ("target", "E0111"),
    "choosers": ("chooser", "E0111"),
    "counters": ("counter", "E0112"),
    "durations": ("duration", "E0113"),
    "givens": ("test set-up step", "E0120"),
    "actions": ("test action", "E0120"),
    "expectations": ("test expectation", "E0120"),
}

# A test block's lines open with one of these words; each names a category of steps.
_PHASES = {"given": "givens", "when": "actions", "expect": "expectations"}


@dataclass(slots=True)
class FileResult:
    cards: list[model.Card] = field(default_factory=list)
    scenarios: list[model.Scenario] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    game: str | None = None
    # What did bind of blocks with errors: their tags and identities still count (toolkit/lang/words.py).
    broken: list[model.Card | model.Scenario] = field(default_factory=list)
    # The declared words met while binding (words.py judges them once the set is read): (set, word, where).
    declares: list[tuple[str, str, Span]] = field(default_factory=list)
    uses: list[Use] = field(default_factory=list)


class _Invalid(Exception):
    """Raised inside the checker when a construct cannot be bound; already reported."""


class Checker:
    def __init__(self, ruleset: Ruleset, file: str) -> None:
        self.ruleset = ruleset
        self.vocab: Vocabulary = ruleset.vocabulary
        self.sets = self.vocab.sets
        self.enums = self.vocab.enum_sets
        # Words the cards declare (tags, identities) are any word while binding, so a card may use one
        # that a later card or file declares; the whole set's uses are judged after (toolkit/lang/words.py).
        self.loose = loose_enums(self.vocab)
        self._slots = declared_slots(self.vocab)  # pattern key → its arguments that name declared words
        self._field_owners: dict[str, list[str]] = {}  # a field's name → the kinds that have it
        self._kind: KindSpec | None = None
        self._owner: tuple[str, int] = (file, 0)
        self.declares: list[tuple[str, str, Span]] = []
        self.uses: list[Use] = []
        self.broken: list[model.Card | model.Scenario] = []
        self.file = file
        self.diagnostics: list[Diagnostic] = []
        self._field_spans: dict[str, Span] = {}  # where each field of the current card was first given
        self._suggested: set[str] = set()  # fields that another error already accounts for: not "missing" too
        self._block_source: tuple[str, int] = ("", 0)  # the card being checked, as written, and its first line

    # ------------------------------------------------------------ reporting

    def error(self, code: str, message: str, span: Span | None, hint: str | None = None) -> None:
        self.diagnostics.append(Diagnostic(code, message, span, hint=hint))

    # ------------------------------------------------------------ cards

    def card(self, block: ast.CardBlock, source: str = "") -> model.Card | None:
        kind = self.vocab.kinds.get(block.kind.value)
        if kind is None:
            self.error(
                "E0103",
                f"unknown card kind '{block.kind.value}' in {self.ruleset.name}"
                + suggestion(block.kind.value, self.vocab.kinds),
                block.kind.span,
                hint="card kinds of this game: " + ", ".join(sorted(self.vocab.kinds)),
            )
            return None
        before = len(self.diagnostics)
        self._warnings: list[Diagnostic] = []  # a block's warnings do not make it broken (E0130)
        self._field_spans, self._suggested = {}, set()
        self._block_source = (source, block.span.line)  # to quote a phrase as written (_written)
        self._kind, self._owner = kind, (self.file, block.span.line)
        fields: dict[str, Any] = {}
        statics: list[model.Effect] = []
        abilities: list[model.Ability] = []
        for statement in block.body:
            try:
                if isinstance(statement, ast.Rule):
                    as_field = self._field_with_colon(statement, kind)
                    if as_field is not None:
                        self.property(as_field, kind, fields, statics)
                    else:
                        abilities.append(self.rule(statement, kind))
                else:
                    self.property(statement, kind, fields, statics)
            except _Invalid:
                continue
        self._mapped_totals(kind, fields, block)
        if kind.uses:
            for effect in statics:  # E0119: a lasting property the engine does not read on this kind
                self._refusals(kind, None, [], [], [effect])
        for spec in kind.fields:
            if spec.name in fields or spec.name in self._suggested:
                continue
            if spec.required:
                self.error(
                    "E0106",
                    f"{_a(kind.name)} needs the field '{spec.name}' ({spec.describe()})",
                    block.span,
                    hint=f"add a line such as: {spec.name} {self._example(spec)}",
                )
            elif spec.default is not None:
                fields[spec.name] = spec.default
        if kind.acts_once:
            for effect in statics:
                self._acts_once(kind, effect)
        deck = kind.deck or fields.get("deck")
        card = model.Card(
            game=self.ruleset.name,
            kind=kind.name,
            name=block.name.value,
            card_id=block.card_id.value if block.card_id else None,
            deck=deck,
            fields=fields,
            statics=tuple(statics),
            abilities=tuple(abilities),
            source=source,
            file=self.file,
            line=block.span.line,
            span=block.span,
        )
        broken = len(self.diagnostics) > before
        self.diagnostics.extend(self._warnings)
        if broken:
            self.broken.append(card)
            return None
        return card

    def _acts_once(self, kind: KindSpec, effect: model.Effect) -> None:
        """A property line of a kind that acts once (a curse) would last forever or never: refused."""
        written = self._written(effect.span)
        self.error(
            "E0117",
            f"'{written}' is a lasting property, and {kind.acts_once}",
            effect.span,
            hint=self._acts_once_hint(kind, effect, written),
        )

    def _acts_once_hint(self, kind: KindSpec, effect: model.Effect, written: str) -> str | None:
        """The kind's way to write a lasting effect; an effect with its own duration keeps it."""
        template = kind.acts_once_hint
        if not template:
            return None
        if effect.duration is not None and "{effect}" in template:
            template = template.split("{effect}")[0] + "{effect}"  # it has a duration of its own: no other
        return template.format(effect=written)

    def _written(self, span: Span | None) -> str:
        """The text of an effect as the card writes it, read back from its span (one line)."""
        source, first = self._block_source
        lines = source.split("\n")
        if span is None or span.line != span.end_line or not 0 <= span.line - first < len(lines):
            return "this effect"
        return lines[span.line - first][span.column - 1 : span.end_column - 1].strip() or "this effect"

    def _needs_duration(self, window: model.Term, effects: tuple[model.Effect | model.Choice, ...]) -> None:
        """A lasting property (a rule's number) used in a timing window lasts as long as its duration
        says; without one it would do nothing: refused, with the way to write it (E0113)."""
        for effect in effects:
            if isinstance(effect, model.Choice):
                for option in effect.options:
                    self._needs_duration(window, option)
            elif effect.action.key in self.vocab.lasting_keys and effect.duration is None:
                written = self._written(effect.span)
                self.error(
                    "E0113",
                    f"'{written}' changes a lasting property: in a timing window it needs a duration",
                    effect.span,
                    hint=f"add one, for example: {written} until end of combat (or: until you die)",
                )
                raise _Invalid

    def _field_with_colon(self, statement: ast.Rule, kind: KindSpec) -> ast.Property | None:
        """``level: 8`` is a field written like a rule: report it once, then read it as the field."""
        if len(statement.head) != 1 or len(statement.body) != 1:
            return None
        head, body = statement.head[0], statement.body[0]
        if not (isinstance(head, ast.Effect) and isinstance(body, ast.Effect)) or head.modifiers:
            return None
        word = head.phrase.atoms[0]
        if len(head.phrase.atoms) != 1 or not isinstance(word, ast.Word):
            return None
        if word.value not in kind.field_map and word.value not in _COMMON:
            return None
        written = f"{word.value} {format_phrase(body.phrase)}"
        self.error(
            "E0109",
            f"'{word.value}' is a field, not a timing window: a field takes no colon",
            head.span,
            hint=f"write: {written}",
        )
        phrase = ast.Phrase(head.phrase.atoms + body.phrase.atoms, statement.span)
        return ast.Property((ast.Effect(phrase, body.modifiers, statement.span),), statement.span)

    # ------------------------------------------------------------ test blocks

    def scenario(self, block: ast.TestBlock) -> model.Scenario | None:
        """Bind a test block's lines to the game's scenario steps (E0120, E0121)."""
        if not (self.vocab.givens or self.vocab.actions or self.vocab.expectations):
            # A game with no engine yet declares no steps: one clear error, not one "unknown step" per line.
            self.error(
                "E0120",
                f"{self.ruleset.title} has no test steps yet: "
                + ("no engine plays it (a later issue brings one)" if not self.ruleset.has_engine else "none declared"),
                block.span,
                hint="keep its cards' behaviour in the cards' fields and rules; test blocks come with its engine",
            )
            return None
        before = len(self.diagnostics)
        self._kind, self._owner = None, (self.file, block.span.line)
        steps: list[model.Step] = []
        for statement in block.body:
            try:
                steps.extend(self._scenario_line(statement))
            except _Invalid:
                continue
        scenario = model.Scenario(
            self.ruleset.name, block.name.value, tuple(steps), self.file, block.span.line, block.span
        )
        if len(self.diagnostics) > before:
            self.broken.append(scenario)
            return None
        if not any(step.phase != "given" for step in steps):
            # Nothing happens and nothing is checked: the block passes whatever the rules do. (A block
            # with a `when` and no `expect` still checks that every step runs as written, unrefused.)
            self.error(
                "E0122",
                f"test '{block.name.value}' neither does nor expects anything: it would pass whatever the rules do",
                block.span,
                hint="add a line of what happens and one of what must be true: when ..., expect ...",
            )
            return None
        return scenario

    def _scenario_line(self, statement: ast.Statement) -> list[model.Step]:
        first = statement.clauses[0] if isinstance(statement, ast.Property) else statement.head[0]
        head = first.phrase.atoms[0] if isinstance(first, ast.Effect) else None
        word = head.value if isinstance(head, ast.Word) else ""
        if isinstance(statement, ast.Rule) or word not in _PHASES:
            self.error(
                "E0121",
                "a test line starts with 'given', 'when' or 'expect' and has no colon" + suggestion(word, _PHASES),
                statement.span,
                hint='for example: given alice level 3, race elf (then: when alice fights "Sulking Slime")',
            )
            raise _Invalid
        assert isinstance(first, ast.Effect)
        category = _PHASES[word]
        subject = first.phrase.atoms[1:2]
        steps = []
        for index, clause in enumerate(statement.clauses):
            if not isinstance(clause, ast.Effect):
                self.error("E0121", f"a '{word}' line holds steps, not conditions or choices", clause.span)
                raise _Invalid
            atoms = first.phrase.atoms[1:] if index == 0 else clause.phrase.atoms
            negated = word == "expect" and bool(atoms) and isinstance(atoms[0], ast.Word) and atoms[0].value == "not"
            if negated:  # `expect not alice carrying "X"`: any expectation, which must be false
                atoms = atoms[1:]
                if index == 0:
                    subject = atoms[:1]
            if not atoms:
                self.error("E0120", f"'{word}' needs a step after {'not' if negated else 'it'}", clause.span)
                raise _Invalid
            if negated and isinstance(atoms[0], ast.Word) and atoms[0].value == "not":
                # `expect not not ...`: no expectation starts with 'not' (a "did you mean" would mislead).
                self.error(
                    "E0120",
                    "'not' is written once, before the step it negates",
                    atoms[0].span,
                    hint="expect not alice level 2 (the step must be false); without 'not': it must be true",
                )
                raise _Invalid
            modifiers = clause.modifiers
            if modifiers and isinstance(modifiers[0], ast.Target) and modifiers[0].preposition == "from":
                # A step may say "from" in its own words (`runs away from "Newt"`): the parser took it for
                # a target; the step's pattern, if one fits the whole, takes it back.
                whole = (*atoms, ast.Word("from", modifiers[0].span), *modifiers[0].phrase.atoms)
                tried = [whole, (*subject, *whole)] if index > 0 and subject else [whole]
                if any(isinstance(self.sets[category].match(t, self.enums), Match) for t in tried):
                    atoms, modifiers = whole, modifiers[1:]
            phrase = ast.Phrase(atoms, atoms[0].span.merge(atoms[-1].span))
            found = self._match(category, atoms)
            if not isinstance(found, Match) and index > 0 and subject:
                # Later clauses share the subject of the last clause that named one: "given alice level 3,
                # race elf"; "given alice level 2, bob level 2, holding X" gives X to bob, as it reads.
                with_subject = self._match(category, tuple(subject) + tuple(atoms))
                if isinstance(with_subject, Match):
                    found = with_subject
            elif isinstance(found, Match) and index > 0 and self._names_player(atoms[0]):
                subject = atoms[:1]
            if not isinstance(found, Match):
                self._unknown_player(category, atoms)
                self._unknown_phrase(category, phrase, found)
            if "decision" in found.args:
                self._answer(found, phrase.span)
            target = None
            for modifier in modifiers:
                if isinstance(modifier, ast.Target) and len(modifier.phrase.atoms) == 1 and target is None:
                    atom = modifier.phrase.atoms[0]
                    target = model.Term("on", {"what": getattr(atom, "value", "")}, modifier.span)
                    self._step_target(str(target.args["what"]), modifier.span)
                else:
                    self.error("E0121", "a test step takes at most one 'on NAME' after it", modifier.span)
                    raise _Invalid
            term = _term(found, clause.phrase.span)  # type: ignore[arg-type]
            steps.append(model.Step(word, term, target, clause.span, negated))
        return steps

    def _step_target(self, what: str, span: Span) -> None:
        """A test step's `on NAME` names one of the vocabulary's step targets (a player, a side)."""
        allowed = [value for name in self.vocab.step_targets for value in self.vocab.enums.get(name, ())]
        if allowed and what not in allowed:
            best = did_you_mean(what, allowed)
            self.error(
                "E0121",
                f"'{what}' is not a target a test step may name" + (f"; did you mean '{best}'?" if best else ""),
                span,
                hint="on " + " | on ".join(allowed),
            )
            raise _Invalid

    def _answer(self, found: Match, span: Span) -> None:
        """An answer to a named decision offers what that decision may offer (E0114): an option
        word it declares, a name only where it lists cards or players, a number only where it counts."""
        spec = self.vocab.decision_map.get(str(found.args["decision"]))
        if spec is None:
            return
        word, problem = found.args.get("word"), None
        if isinstance(word, str) and word not in spec.words:
            offered = (
                f"it offers {one_of([repr(w) for w in spec.words])}" if spec.words else "it offers no option words"
            )
            quoted = f' (a {spec.labels} is named in quotes: with "{word}")' if spec.labels else ""
            problem = f"decision '{spec.name}' has no option '{word}': {offered}{quoted}" + suggestion(word, spec.words)
        elif "choice" in found.args and not spec.labels:
            problem = f"decision '{spec.name}' offers no named cards or players"
        elif "n" in found.args and not spec.number:
            problem = f"decision '{spec.name}' offers nothing counted by a number"
        if problem:
            self.error("E0114", problem, span, hint=f"'{spec.name}' is asked of {spec.asked}; it offers {spec.offers}")
            raise _Invalid

    # ------------------------------------------------------------ properties

    def property(
        self,
        statement: ast.Property,
        kind: KindSpec,
        fields: dict[str, Any],
        statics: list[model.Effect],
    ) -> None:
        first = statement.clauses[0]
        head = first.phrase.atoms[0] if isinstance(first, ast.Effect) else None
        if isinstance(head, ast.Word):
            spec = kind.field_map.get(head.value) or _COMMON.get(head.value)
            if spec is not None:
                self.field(spec, statement, kind, fields)
                return
            owners = self._kinds_with_field(head.value)
            if owners and not isinstance(self.sets["effects"].match(first.phrase.atoms, self.enums), Match):
                self.error(
                    "E0102",
                    f"{_a(kind.name)} has no field '{head.value}' (it is a field of: {', '.join(owners)})",
                    head.span,
                    hint=f"fields of {_a(kind.name)}: " + ", ".join(sorted(set(kind.field_map) | set(_COMMON))),
                )
                return
            if head.value not in self.sets["effects"].first_words():
                self._unknown_word(head, first, kind)  # type: ignore[arg-type]
                return
        for clause in statement.clauses:
            if isinstance(clause, ast.Effect):
                with contextlib.suppress(_Invalid):
                    statics.append(self.effect(clause))
            else:
                choice = isinstance(clause, ast.Choice)
                example = (
                    "bad stuff: choose victim [lose 1 level | lose headgear]"
                    if choice
                    else "if level >= 5: strength +2"
                )
                self.error(
                    "E0116",
                    "a condition or choice needs a rule: put a colon before what it governs",
                    clause.span,
                    hint=f"for example: {example}",
                )

    def _kinds_with_field(self, name: str) -> list[str]:
        found = self._field_owners.get(name)
        if found is None:  # asked of each property line that is no field of its kind: once per word
            found = self._field_owners[name] = [k.name for k in self.vocab.kinds.values() if name in k.field_map]
        return found

    def _unknown_word(self, head: ast.Word, clause: ast.Effect, kind: KindSpec) -> None:
        field_names = set(kind.field_map) | set(_COMMON)
        effect_words = self.sets["effects"].first_words()
        best = did_you_mean(head.value, field_names | effect_words)
        looks_like_field = len(clause.phrase.atoms) == 2 and not clause.modifiers
        window = self._window_prefix(clause.phrase.atoms)
        if window:
            atoms = clause.phrase.atoms
            as_rule = f"{format_phrase(ast.Phrase(atoms[:window]))}: {format_phrase(ast.Phrase(atoms[window:]))}"
            self.error(
                "E0108",
                f"unknown effect '{format_phrase(clause.phrase)}'; did you mean '{as_rule}'?",
                clause.phrase.span,
                hint="a timing window opens a rule, and a colon ends it",
            )
        elif (best in field_names) or (best is None and looks_like_field):
            if best:
                self._suggested.add(best)
            self.error(
                "E0102",
                f"unknown field '{head.value}' on {_a(kind.name)}" + (f"; did you mean '{best}'?" if best else ""),
                head.span,
                hint=f"fields of {_a(kind.name)}: " + ", ".join(sorted(field_names)),
            )
        else:
            suggested = self._pattern_hint("effects", best)
            self.error(
                "E0108",
                f"unknown effect '{format_phrase(clause.phrase)}'" + suggested,
                clause.phrase.span,
                hint=None if suggested else self._vocabulary_hint(["effects"], "effects"),
            )

    def _window_prefix(self, atoms: tuple[ast.Atom, ...]) -> int:
        """How many leading atoms of a phrase make a timing window (0: none do)."""
        windows = self.sets["windows"]
        # No window is longer than its longest pattern: trying every prefix of a long phrase
        # would be quadratic in its length.
        for size in range(min(len(atoms) - 1, windows.longest), 0, -1):
            if isinstance(windows.match(atoms[:size], self.enums), Match):
                return size
        return 0

    def field(self, spec: FieldSpec, statement: ast.Property, kind: KindSpec, fields: dict[str, Any]) -> None:
        first = statement.clauses[0]
        assert isinstance(first, ast.Effect)
        name_atom = first.phrase.atoms[0]
        if spec.deprecated:
            self._warnings.append(
                Diagnostic(
                    "E0130",
                    f"field '{spec.name}' is the old name of '{spec.deprecated}': rename it",
                    name_atom.span,
                    Severity.WARNING,
                    hint="a card's rules text is generated from its rules (docs/i18n.md); keep only its flavour here",
                )
            )
        if spec.name in fields and not spec.repeatable:
            first_span = self._field_spans.get(spec.name)
            self.error(
                "E0107",
                f"field '{spec.name}' is given twice" + (f" (first on line {first_span.line})" if first_span else ""),
                name_atom.span,
                hint="keep one of the two lines",
            )
            return
        self._field_spans.setdefault(spec.name, name_atom.span)
        for clause in statement.clauses:
            if isinstance(clause, ast.Effect) and clause.modifiers:
                self.error(
                    "E0104",
                    f"field '{spec.name}' takes {spec.describe()}, not a target, condition or duration",
                    clause.modifiers[0].span,
                )
                return
        values: list[ast.Atom] = list(first.phrase.atoms[1:])
        extra = statement.clauses[1:]
        if spec.repeatable:
            self._mapped_field(spec, statement, fields)
            return
        if spec.type == "enums":
            for clause in extra:
                if not isinstance(clause, ast.Effect):
                    self.error("E0104", f"field '{spec.name}' takes {spec.describe()}", clause.span)
                    return
                values.extend(clause.phrase.atoms)
            fields[spec.name] = tuple(self._enum_values(spec, values, name_atom))
            return
        if extra:
            self.error(
                "E0104",
                f"field '{spec.name}' takes one value ({spec.describe()})",
                extra[0].span,
            )
            return
        fields[spec.name] = self._field_value(spec, values, first.phrase)

    def _field_value(self, spec: FieldSpec, values: list[ast.Atom], phrase: ast.Phrase) -> Any:
        if spec.type == "flag":
            if values:
                self.error("E0104", f"field '{spec.name}' takes no value; write '{spec.name}' alone", values[0].span)
            return True
        if not values:
            self.error(
                "E0104",
                f"field '{spec.name}' has no value: it takes {spec.describe()}",
                phrase.span,
                hint=f"for example: {spec.name} {self._example(spec)}",
            )
            return None
        if spec.type == "text" and not isinstance(values[0], ast.Text):
            unquoted = format_phrase(ast.Phrase(tuple(values)))
            self.error(
                "E0104",
                f"field '{spec.name}' takes {spec.describe()}: the text is not quoted",
                values[0].span.merge(values[-1].span),
                hint=f'write: {spec.name} "{unquoted}"',
            )
            return None
        if len(values) > 1:
            extra = values[1]
            own_line = isinstance(extra, ast.Word) and (extra.value in _COMMON or extra.value in self._field_names())
            if own_line:
                self._suggested.add(extra.value)  # `level 3 treasures 1`: treasures is there, on the wrong line
            self.error(
                "E0104",
                f"field '{spec.name}' takes one value ({spec.describe()}), but is given {len(values)}",
                extra.span.merge(values[-1].span),
                hint="put each field on its own line" if own_line else None,
            )
            return None
        atom = values[0]
        if spec.type in ("int", "signed"):
            if not isinstance(atom, ast.Number):
                self.error(
                    "E0104",
                    f"field '{spec.name}' takes {spec.describe()}, not {_describe_atom(atom)}",
                    atom.span,
                )
                return None
            if (spec.min is not None and atom.value < spec.min) or (spec.max is not None and atom.value > spec.max):
                self.error(
                    "E0105",
                    f"{spec.name} {_number(atom)} is out of range: it must be from {spec.min} to {spec.max}",
                    atom.span,
                )
                return None
            return atom.value
        if spec.type == "text":
            if not isinstance(atom, ast.Text):
                self.error("E0104", f"field '{spec.name}' takes {spec.describe()}", atom.span)
                return None
            return atom.value
        # enum
        values_found = self._enum_values(spec, [atom], atom)
        return values_found[0] if values_found else None

    def _enum_values(self, spec: FieldSpec, atoms: list[ast.Atom], anchor: ast.Atom) -> list[str]:
        assert spec.enum is not None
        declared = self.vocab.declared_map.get(spec.enum)
        if declared is not None and all(isinstance(a, ast.Word) for a in atoms) and atoms:
            return self._declared_values(spec, declared.declared_by, atoms)  # type: ignore[arg-type]
        allowed = self.enums[spec.enum]
        out: list[str] = []
        if not atoms:
            self.error(
                "E0104",
                f"field '{spec.name}' has no value: it takes {spec.describe()}",
                anchor.span,
                hint=f"for example: {spec.name} {self._example(spec)}",
            )
        for atom in atoms:
            if not isinstance(atom, ast.Word):
                self.error(
                    "E0104",
                    f"field '{spec.name}' takes {spec.describe()}, not {_describe_atom(atom)}",
                    atom.span,
                )
            elif atom.value not in allowed:
                self.error(
                    "E0114",
                    f"unknown {self.vocab.enum_words(spec.enum)} '{atom.value}'" + suggestion(atom.value, allowed),
                    atom.span,
                    hint=f"{self.vocab.enum_words(spec.enum)} names in {self.ruleset.name}: " + self._values(spec.enum),
                )
            else:
                out.append(atom.value)
        return out

    # ------------------------------------------------------------ keyed and amounts fields

    def _mapped_field(self, spec: FieldSpec, statement: ast.Property, fields: dict[str, Any]) -> None:
        """``attraction beast +3, criminal +3`` or ``reward 5 infamy, 3 money``: one pair per clause, and
        the field may come back on later lines; each name of the value set at most once per card."""
        mapping: dict[str, int] = fields.setdefault(spec.name, {})
        for index, clause in enumerate(statement.clauses):
            if not isinstance(clause, ast.Effect):
                self.error("E0104", f"field '{spec.name}' takes {spec.describe()}", clause.span)
                continue
            atoms = clause.phrase.atoms[1:] if index == 0 else clause.phrase.atoms
            anchor = clause.phrase.atoms[0] if index == 0 else None
            pair = self._pair(spec, atoms, clause.phrase, anchor)
            if pair is None:
                continue
            name, amount, span = pair
            where = f"{spec.name} {name}"
            first_span = self._field_spans.get(where)
            if first_span is not None:
                self.error(
                    "E0107",
                    f"'{where}' is given twice (first on line {first_span.line})",
                    span,
                    hint=f"give each {self.vocab.enum_words(spec.enum)} once in '{spec.name}': "
                    "add the two numbers into one",
                )
                continue
            self._field_spans[where] = span
            mapping[name] = amount

    def _pair(
        self, spec: FieldSpec, atoms: tuple[ast.Atom, ...], phrase: ast.Phrase, anchor: ast.Atom | None
    ) -> tuple[str, int, Span] | None:
        """One ``KEY N`` (keyed) or ``N NAME`` (amounts) of a mapped field, checked; None once reported."""
        assert spec.enum is not None
        keyed = spec.type == "keyed"
        example = self._example(spec)
        words = [a for a in atoms if isinstance(a, ast.Word)]
        numbers = [a for a in atoms if isinstance(a, ast.Number)]
        if not atoms:
            where = anchor.span if anchor is not None else phrase.span
            self.error(
                "E0104",
                f"field '{spec.name}' has no value: it takes {spec.describe()}",
                where,
                hint=f"for example: {spec.name} {example}",
            )
            return None
        other = next((a for a in atoms if not isinstance(a, (ast.Word, ast.Number))), None)
        if other is not None:
            self.error(
                "E0104",
                f"field '{spec.name}' takes {spec.describe()}, not {_describe_atom(other)}",
                other.span,
                hint=f"for example: {spec.name} {example}",
            )
            return None
        if len(atoms) > 2 or (len(atoms) == 2 and (len(words), len(numbers)) != (1, 1)):
            extra = atoms[2] if len(atoms) > 2 else atoms[1]
            self.error(
                "E0104",
                f"field '{spec.name}' takes {spec.describe()}; '{format_phrase(ast.Phrase(atoms))}' is not one",
                extra.span.merge(atoms[-1].span),
                hint=f"separate the pairs with commas: {spec.name} {example}, ...",
            )
            return None
        if not words:
            atom = atoms[0]
            assert isinstance(atom, ast.Number)
            values = self.vocab.enums[spec.enum]
            name = values[0] if len(values) == 1 else spec.enum.upper()
            what = self.vocab.enum_words(spec.enum)
            need = f"a {what} before {_number(atom)}" if keyed else f"a {what} after {_number(atom)}"
            written = f"{name} {_number(atom)}" if keyed else f"{_number(atom)} {name}"
            where = "" if len(values) == 1 else f", where {spec.enum.upper()} is one of: {', '.join(values)}"
            self.error(
                "E0104", f"field '{spec.name}' needs {need}", atom.span, hint=f"write: {spec.name} {written}{where}"
            )
            return None
        word = words[0]
        if not numbers:
            what = "a number after" if keyed else "an amount before"
            written = f"{word.value} N" if keyed else f"N {word.value}"
            self.error(
                "E0104",
                f"field '{spec.name}': the amount is missing: '{word.value}' needs {what} it",
                word.span,
                hint=f"write: {spec.name} {written} (for example: {spec.name} {example})",
            )
            return None
        number = numbers[0]
        if (atoms[0] is word) != keyed:  # the two written the other way round
            written = f"{word.value} {_number(number)}" if keyed else f"{_number(number)} {word.value}"
            self.error(
                "E0104",
                f"field '{spec.name}' takes {'the name, then the number' if keyed else 'the number, then the name'}",
                phrase.span if anchor is None else word.span.merge(number.span),
                hint=f"write: {spec.name} {written}",
            )
            return None
        allowed = self.enums[spec.enum]
        if word.value not in allowed:
            self.error(
                "E0114",
                f"unknown {self.vocab.enum_words(spec.enum)} '{word.value}'" + suggestion(word.value, allowed),
                word.span,
                hint=f"{self.vocab.enum_words(spec.enum)} names in {self.ruleset.name}: "
                + ", ".join(self.vocab.enums[spec.enum]),
            )
            return None
        if (spec.min is not None and number.value < spec.min) or (spec.max is not None and number.value > spec.max):
            self.error(
                "E0105",
                # As the designer wrote it: `attraction beast 9`, `reward 999 infamy`.
                f"{spec.name} {f'{word.value} {_number(number)}' if keyed else f'{_number(number)} {word.value}'}"
                " is out of range: it must be "
                + (f"from {spec.min} to {spec.max}" if spec.min is not None and spec.max is not None else "")
                + (f"at least {spec.min}" if spec.max is None else "")
                + (f"at most {spec.max}" if spec.min is None else ""),
                number.span,
            )
            return None
        return word.value, number.value, word.span.merge(number.span) if keyed else number.span.merge(word.span)

    def _mapped_totals(self, kind: KindSpec, fields: dict[str, Any], block: ast.CardBlock) -> None:
        """A mapped field with a ``total`` adds up to it (a die's faces make its sides)."""
        for spec in kind.totalled:
            mapping = fields.get(spec.name)
            if spec.total is None or not isinstance(mapping, dict) or not mapping:
                continue
            got = sum(mapping.values())
            if got != spec.total:
                first = self._field_spans.get(spec.name, block.span)
                self.error(
                    "E0105",
                    f"the numbers of '{spec.name}' add up to {got}; they must add up to {spec.total}",
                    first,
                    hint=f"{spec.doc}" if spec.doc else None,
                )

    def _declared_values(self, spec: FieldSpec, declared_by: str | None, atoms: list[ast.Word]) -> list[str]:
        """A field of declared words takes any word: it declares it (a tag; a race card's `is`) or uses
        it, which toolkit.lang.words judges once the set is read."""
        assert spec.enum is not None
        kind = self._kind.name if self._kind is not None else None
        words = self.vocab.declared_map[spec.enum]
        declares = declared_by is None or (declared_by == kind and words.field == spec.name)
        for atom in atoms:
            if declares:
                self.declares.append((spec.enum, atom.value, atom.span))
            else:
                self.uses.append(Use(spec.enum, atom.value, atom.span, self._owner))
        return [atom.value for atom in atoms]

    def _field_names(self) -> set[str]:
        return {spec.name for kind in self.vocab.kinds.values() for spec in kind.fields}

    def _example(self, spec: FieldSpec) -> str:
        if spec.type in ("keyed", "amounts"):
            assert spec.enum is not None
            name, low = self.vocab.enums[spec.enum][0], max(spec.min or 0, 1)
            return f"{name} {low}" if spec.type == "keyed" else f"{low} {name}"
        if spec.enum is not None:
            return (self.vocab.enums[spec.enum] or ("NAME",))[0]
        return _example(spec)

    # ------------------------------------------------------------ rules

    def rule(self, statement: ast.Rule, kind: KindSpec) -> model.Ability:
        window: model.Term | None = None
        conditions: list[model.Cond] = []
        costs: list[model.Effect] = []
        failed = False
        for clause in statement.head:
            try:
                if isinstance(clause, ast.Guard):
                    conditions.append(self.condition(clause.condition))
                elif isinstance(clause, ast.Choice):
                    self.error("E0109", "a choice cannot open a rule; put it after the colon", clause.span)
                    failed = True
                elif not clause.modifiers and isinstance(found := self._match("windows", clause.phrase.atoms), Match):
                    # _match: a window's slot takes the set's declared words too (`when an undead card is played`)
                    term = _term(found, clause.phrase.span)
                    if window is not None:
                        self.error(
                            "E0115",
                            f"a rule has one timing window; '{format_phrase(clause.phrase)}' is a second one",
                            clause.span,
                            hint="write two rules, one per window",
                        )
                        failed = True
                    elif kind.windows is not None and term.key not in kind.windows:
                        allowed = [p.display for p in self.vocab.windows if p.key in kind.windows]
                        self.error(
                            "E0117",
                            f"'{format_phrase(clause.phrase)}' is not a timing window of {_a(kind.name)}",
                            clause.span,
                            hint=f"{_a(kind.name)} may use: " + ", ".join(allowed)
                            if allowed
                            else f"{_a(kind.name)} has no timing windows: write its lines without one",
                        )
                        failed = True
                    else:
                        window = term
                else:
                    costs.append(self.effect(clause, category="costs", head=True))
            except _Invalid:
                failed = True
        effects: list[model.Effect | model.Choice] = []
        for node in statement.body:
            try:
                effects.append(self.effect_or_choice(node))
            except _Invalid:
                failed = True
        if failed:
            raise _Invalid
        if self._refusals(kind, window, costs, conditions, effects):
            raise _Invalid
        if window is not None:
            self._needs_duration(window, tuple(effects))
        condition = conditions[0] if len(conditions) == 1 else (model.AllOf(tuple(conditions)) if conditions else None)
        return model.Ability(window, condition, tuple(costs), tuple(effects), statement.span)

    # ------------------------------------------------------------ what a use may not say (E0119)

    def _refusals(
        self,
        kind: KindSpec,
        window: model.Term | None,
        costs: list[model.Effect],
        conditions: list[model.Cond],
        effects: list[model.Effect | model.Choice],
    ) -> bool:
        """E0119: a phrase the engine would not carry out in this use of the kind (KindSpec.uses), so
        that nothing the checker accepts is ignored; True when something was refused."""
        use = kind.uses.get(window.key if window is not None else STATIC)
        if use is None:
            return False
        before = len(self.diagnostics)
        refusals = _Refusals(self, kind, window, use)
        for cost in costs:
            refusals.modifier("costs", cost.action.key, cost.span)
        for cond in conditions:
            refusals.condition(cond)
        for node in effects:
            refusals.effect(node)
        return len(self.diagnostics) > before

    def _display(self, category: str, key: str) -> str:
        """A phrase of the vocabulary as a reader sees it ('lose N level(s)'), by its key."""
        for pattern in self.sets[category].patterns:
            if pattern.key == key:
                return pattern.display
        return key

    def effect_or_choice(self, node: ast.Effect | ast.Choice) -> model.Effect | model.Choice:
        if isinstance(node, ast.Choice):
            chooser = self.bind("choosers", node.chooser) if node.chooser else None
            options = []
            failed = False
            for option in node.options:
                try:
                    options.append(tuple(self.effect_or_choice(e) for e in option))
                except _Invalid:
                    failed = True
            if failed:
                raise _Invalid
            return model.Choice(chooser, tuple(options), node.span)
        return self.effect(node)

    def effect(self, node: ast.Effect, category: str = "effects", head: bool = False) -> model.Effect:
        if head:
            found = self._match("costs", node.phrase.atoms)
            if not isinstance(found, Match):
                # A misspelt window ('when kiled') gets further into the windows than into the costs.
                window = self.sets["windows"].match(node.phrase.atoms, self.enums)
                if isinstance(window, Miss) and (found is None or window.depth > found.depth):
                    found = window
                self._unknown_phrase("windows+costs", node.phrase, found)
            action = _term(found, node.phrase.span)  # type: ignore[arg-type]
        else:
            node = self._rejoin_from(category, node)
            action = self.bind(category, node.phrase)
        target = repeat = duration = None
        condition: model.Cond | None = None
        failed = False
        for modifier in node.modifiers:
            try:
                if isinstance(modifier, ast.Target):
                    target = self._once(target, modifier, "target", lambda m: self.bind("targets", m.phrase))
                elif isinstance(modifier, ast.Repeat):
                    repeat = self._once(repeat, modifier, "'for each'", lambda m: self.bind("counters", m.phrase))
                elif isinstance(modifier, ast.Duration):
                    duration = self._once(duration, modifier, "'until'", lambda m: self.bind("durations", m.phrase))
                else:
                    condition = self._once(condition, modifier, "'if'", lambda m: self.condition(m.condition))
            except _Invalid:
                failed = True
        if failed:
            raise _Invalid
        return model.Effect(action, target, repeat, duration, condition, node.span)

    def _rejoin_from(self, category: str, node: ast.Effect) -> ast.Effect:
        """A phrase may say "from" in its own words (`take a card from the door discard pile`): the
        parser took it for a target; the phrase takes it back when a pattern fits the whole, or, for the
        diagnostic, when no pattern fits either and one reads past the "from"."""
        modifiers = node.modifiers
        if not modifiers or not isinstance(modifiers[0], ast.Target) or modifiers[0].preposition != "from":
            return node
        target = modifiers[0]
        at = target.span
        word = ast.Word("from", Span(at.file, at.line, at.column, at.line, at.column + 4))
        atoms = (*node.phrase.atoms, word, *target.phrase.atoms)
        whole = self.sets[category].match(atoms, self.enums)
        if not isinstance(whole, Match):
            if not isinstance(whole, Miss) or whole.depth <= len(node.phrase.atoms):
                return node  # the phrase, then a target `from ...` (`add 1 hong-kong monster from any player`)
            group = self.sets[category]
            if isinstance(group.match(node.phrase.atoms, self.enums), Match) or (
                self.vocab.declared and isinstance(group.match(node.phrase.atoms, self.loose), Match)
            ):
                return node
            # Neither fits, and a pattern reads on past "from": the whole is what the designer wrote (`return
            # a card from the combat`), so the diagnostic points at its wrong word, not at a "nothing" before it.
        phrase = ast.Phrase(atoms, node.phrase.span.merge(target.phrase.span))
        return ast.Effect(phrase, modifiers[1:], node.span)

    def _once(self, current: Any, modifier: Any, what: str, bind: Callable[[Any], Any]) -> Any:
        if current is not None:
            self.error("E0104", f"an effect takes one {what}", modifier.span)
            raise _Invalid
        return bind(modifier)

    # ------------------------------------------------------------ conditions

    def condition(self, node: ast.Condition) -> model.Cond:
        if isinstance(node, ast.Not):
            return model.NotCond(self.condition(node.operand), node.span)
        if isinstance(node, (ast.And, ast.Or)):
            parts = []
            failed = False
            for operand in node.operands:
                try:
                    parts.append(self.condition(operand))
                except _Invalid:
                    failed = True
            if failed:
                raise _Invalid
            cls = model.AllOf if isinstance(node, ast.And) else model.AnyOf
            return cls(tuple(parts), node.span)
        if node.op is None:
            self._quantity_without_comparison(node.left)
            return model.Predicate(self.bind("conditions", node.left), node.span)
        quantity = self.bind("quantities", node.left)
        right = node.right.atoms if node.right else ()
        if node.right is not None and right and not isinstance(right[0], ast.Number):
            # A quantity compared with another: `if the level of you > the level of the fighter`.
            found = self.sets["quantities"].match(right, self.enums)
            if isinstance(found, Match):
                op = "=" if node.op == "==" else node.op
                return model.Compare(quantity, op, 0, node.span, other=_term(found, node.right.span))
        if len(right) != 1 or not isinstance(right[0], ast.Number):
            assert node.right is not None
            self.error(
                "E0104",
                f"'{format_phrase(node.left)}' is compared with a number or a quantity,"
                f" not '{format_phrase(node.right)}'",
                node.right.span,
            )
            raise _Invalid
        op = "=" if node.op == "==" else node.op
        return model.Compare(quantity, op, right[0].value, node.span)

    def _quantity_without_comparison(self, phrase: ast.Phrase) -> None:
        """``if level 9`` means ``if level = 9``: say so rather than 'unknown condition'."""
        atoms = phrase.atoms
        if len(atoms) < 2 or not isinstance(atoms[-1], ast.Number):
            return
        if isinstance(self.sets["conditions"].match(atoms, self.enums), Match):
            return
        if isinstance(self.sets["quantities"].match(atoms[:-1], self.enums), Match):
            quantity = " ".join(format_phrase(ast.Phrase(atoms[:-1])).split())
            self.error(
                "E0110",
                f"'{format_phrase(phrase)}' is not a condition: compare the quantity with a number",
                phrase.span,
                hint=f"write: if {quantity} = {atoms[-1].value} (or <, <=, >=, >, !=)",
            )
            raise _Invalid

    # ------------------------------------------------------------ binding phrases

    def bind(self, category: str, phrase: ast.Phrase) -> model.Term:
        found = self._match(category, phrase.atoms)
        if isinstance(found, Match):
            return _term(found, phrase.span)
        self._unknown_phrase(category, phrase, found)
        raise AssertionError("unreachable")

    def _match(self, category: str, atoms: tuple[ast.Atom, ...]) -> Match | Miss | None:
        """The pattern a phrase fits. A pattern whose words all fit is preferred (`fighting alone` is not
        a tag 'alone'); failing that, any word fills a slot of declared words (`fighting goblin`), for
        toolkit.lang.words to judge once the whole set is read."""
        group = self.sets[category]
        found = group.match(atoms, self.enums)
        if not isinstance(found, Match) and self.vocab.declared:
            loose = group.match(atoms, self.loose)
            if loose is not None:
                found = loose
        if isinstance(found, Match):
            self._note_uses(found.pattern.key, found.args, atoms)
        return found

    def _note_uses(self, key: str, args: dict[str, object], atoms: tuple[ast.Atom, ...]) -> None:
        """The declared words a bound phrase names, its constructs' sub-phrases included (`discard an
        undaed card`: the tag of the card-kind inside the card selector), for toolkit.lang.words to judge."""
        slots = self._slots.get(key)
        if slots is not None:
            for arg, name in slots:
                word = args.get(arg)
                if isinstance(word, str):
                    at = next((a for a in atoms if isinstance(a, ast.Word) and a.value == word), atoms[0])
                    self.uses.append(Use(name, word, at.span, self._owner))
        for value in args.values():
            if isinstance(value, model.Term):
                self._note_uses(value.key, value.args, atoms)

    def _values(self, name: str) -> str:
        """The words of a value set, for a hint (a set the cards declare has none of its own)."""
        if name in self.vocab.declared_map:
            return "declared by the set's cards"
        return ", ".join(self.vocab.enums[name])

    def _unknown_player(self, category: str, atoms: tuple[ast.Atom, ...]) -> None:
        """A step that fits once its first word is a player (`given zed level 3`) names a player the
        table has not: say so, with the players, rather than list every step (E0114)."""
        players = tuple(self.vocab.enums.get("player", ()))  # in seat order
        head = atoms[0]
        if not players or not isinstance(head, ast.Word) or head.value in players:
            return
        swapped = (ast.Word(players[0], head.span), *atoms[1:])
        if isinstance(self._match(category, swapped), Match):
            self.error(
                "E0114",
                f"unknown player '{head.value}'" + suggestion(head.value, players),
                head.span,
                hint=f"players are named by seat: {', '.join(players)}",
            )
            raise _Invalid

    def _unknown_phrase(self, category: str, phrase: ast.Phrase, found: Miss | None) -> None:
        categories = category.split("+")
        noun, code = _CATEGORY[categories[-1]]
        if category == "windows+costs":
            noun = "timing window or cost"
        text = format_phrase(phrase)
        counted = self._counted_in_words(categories, phrase)
        if counted is not None:  # `lose a level`, `go up a level`: the number is written as a number
            word, written = counted
            self.error(
                "E0104",
                f"'{text}' counts with a word: write the number, '{written}'",
                word.span,
                hint=f"a count is a whole number: '{word.value}' means 1 here",
            )
            raise _Invalid
        if isinstance(found, Miss) and found.enum and isinstance(found.atom, ast.Word):
            # 'lose levels': a word that a sibling pattern expects after a missing number is no unknown value.
            for miss in self._misses_at(categories, phrase, found.depth):
                if miss.enum is None and found.atom.value in _literal_words(miss.pattern):
                    found = miss
                    break
        if isinstance(found, Miss) and found.enum and isinstance(found.atom, ast.Word):
            values = self.vocab.enums[found.enum]
            meant = self.vocab.enum_meanings.get(found.enum, {}).get(found.atom.value)
            self.error(
                "E0114",
                f"unknown {self.vocab.enum_words(found.enum)} '{found.atom.value}'"
                + (f"; did you mean '{meant}'?" if meant else suggestion(found.atom.value, values)),
                found.atom.span,
                hint=f"{self.vocab.enum_words(found.enum)} names in {self.ruleset.name}: " + self._values(found.enum),
            )
        elif isinstance(found, Miss) and found.depth > 0:
            where = found.atom.span if found.atom is not None else _end_of(phrase.span)
            got = _describe_atom(found.atom) if found.atom is not None else "nothing"
            # Every alternative of every pattern that got this far, once each (a pattern's own too:
            # `from the` is followed by 'hand' or a deck).
            misses = self._misses_at(categories, phrase, found.depth)
            expected = list(dict.fromkeys(e for m in misses for e in m.expectations))
            repair = self._repair(categories, phrase, found.atom)
            if repair is not None and repair[1] is not None and isinstance(found.atom, ast.Word):
                values = self.vocab.enums[repair[1]]
                meant = self.vocab.enum_meanings.get(repair[1], {}).get(found.atom.value, repair[0])
                self.error(
                    "E0114",
                    f"unknown {self.vocab.enum_words(repair[1])} '{found.atom.value}'; did you mean '{meant}'?",
                    found.atom.span,
                    hint=f"{self.vocab.enum_words(repair[1])} names in {self.ruleset.name}: " + self._values(repair[1]),
                )
            elif isinstance(found.atom, ast.Word) and expected and all(self._wordlike(e) for e in expected):
                # A word of the phrase is wrong, not a value: the phrase is unknown.
                done = format_phrase(ast.Phrase(phrase.atoms[: found.depth]))
                # In a composed phrase the caret goes to the word that is wrong, inside its sub-phrase.
                inside = composite(found.pattern, self.vocab.slot_sets)
                self.error(
                    code,
                    f"unknown {noun} '{text}'" + (f"; did you mean '{repair[0]}'?" if repair else ""),
                    found.atom.span if inside else phrase.span,
                    hint=f"after '{done}' comes {one_of(expected)}, not {got}",
                )
            else:
                # In a composed phrase: the part (or parts) that failed; the alternatives of them all.
                tops = list(dict.fromkeys(m.pattern.display for m in (found, *misses)))
                shapes = list(dict.fromkeys(f"'{shape.display}'" for m in (found, *misses) for shape in m.shapes))
                if len(shapes) > 3:  # too many parts to name: the phrase they all compose, or the category
                    shapes = [f"'{tops[0]}'"] if len(tops) == 1 else [f"any {noun}"]
                wanted = list(dict.fromkeys((*found.expectations, *expected)))
                self.error(
                    "E0104",
                    f"'{text}' does not fit {one_of(shapes)}: expected {one_of(wanted)}, found {got}"
                    + (f"; did you mean '{repair[0]}'?" if repair else ""),
                    where,
                )
        else:
            head = phrase.atoms[0]
            word = head.value if isinstance(head, ast.Word) else str(getattr(head, "value", ""))
            pool: set[str] = set()
            for name in categories:
                pool |= self.sets[name].first_words()
            best = did_you_mean(word, pool)
            hint_text = ""
            if best:
                for name in categories:
                    hint_text = self._pattern_hint(name, best)
                    if hint_text:
                        break
            plural = "timing windows and costs" if category == "windows+costs" else _plural(noun)
            hint = None if hint_text else self._vocabulary_hint(categories, plural)
            self.error(code, f"unknown {noun} '{text}'" + hint_text, phrase.span, hint=hint)
        raise _Invalid

    def _names_player(self, atom: ast.Atom) -> bool:
        """The atom is a player's name (`bob`): a test step that names its own subject."""
        return isinstance(atom, ast.Word) and atom.value in self.vocab.enums.get("player", ())

    def _counted_in_words(self, categories: list[str], phrase: ast.Phrase) -> tuple[ast.Word, str] | None:
        """The first 'a', 'an' or 'one' of a phrase that fits once it is the number 1 (`lose a level` is
        `lose 1 level`), with the phrase so written; None when no such word makes it fit."""
        atoms = phrase.atoms
        for index, atom in enumerate(atoms):
            if isinstance(atom, ast.Word) and atom.value in ("a", "an", "one"):
                tried = (*atoms[:index], ast.Number(1, span=atom.span), *atoms[index + 1 :])
                if any(isinstance(self.sets[name].match(tried, self.enums), Match) for name in categories):
                    return atom, format_phrase(ast.Phrase(tried, phrase.span))
                return None  # only the first: a later 'a' belongs to a selector (`steal a card ...`)
        return None

    def _wordlike(self, expected: str) -> bool:
        """What a miss expected is a word of the vocabulary, or a sub-phrase (a construct), so that a
        wrong word there makes the phrase unknown rather than a value out of place."""
        if expected.startswith("'") or expected in {describe_construct(t) for t in self.vocab.slot_sets}:
            return True
        # A named value (`a deck`) beside words: a word that is neither makes the phrase unknown.
        return expected in {f"a {t}" for t in self.vocab.enums}

    def _misses_at(self, categories: list[str], phrase: ast.Phrase, depth: int) -> list[Miss]:
        """Every pattern that failed ``depth`` atoms into the phrase: what each wanted there."""
        misses = []
        for name in categories:
            for pattern in self.sets[name].candidates(phrase.atoms):
                result = match_pattern(pattern, phrase.atoms, self.enums, self.vocab.slot_sets)
                if isinstance(result, Miss) and result.depth == depth:
                    misses.append(result)
        return misses

    def _repair(self, categories: list[str], phrase: ast.Phrase, bad: ast.Atom | None) -> tuple[str, str | None] | None:
        """The phrase with ``bad`` replaced by the closest word that makes it known, and that word's
        value set (None for a plain word of the vocabulary); None when no close word fits."""
        if not isinstance(bad, ast.Word):
            return None
        head = phrase.atoms[0]
        key = (tuple(categories), head.value if isinstance(head, ast.Word) else None)
        words = self.vocab.repair_words.get(key)
        if words is None:
            words = {}
            for name in categories:
                self._words_of(self.sets[name].candidates(phrase.atoms), words, 3)
            self.vocab.repair_words[key] = words

        def with_word(word: str) -> tuple[ast.Atom, ...]:
            return tuple(ast.Word(word, bad.span) if atom is bad else atom for atom in phrase.atoms)

        # The close words, closest first, each tried in the phrase until one makes it known: the same
        # word as the closest of all those that fit, without matching the phrase with every word the
        # vocabulary holds (a composed phrase has hundreds: 30 ms a phrase).
        for word in close_matches(bad.value, words):
            if any(isinstance(self.sets[n].match(with_word(word), self.enums), Match) for n in categories):
                return format_phrase(ast.Phrase(with_word(word))), words[word]
        return None

    def _words_of(self, patterns: list[Pattern], words: dict[str, str | None], depth: int) -> None:
        """The literal words and named values the patterns may hold, those of the constructs their
        slots name included (a few levels down): what a misspelt word may have meant."""
        slot_sets = self.vocab.slot_sets
        for pattern in patterns:
            for part in pattern.parts:
                if isinstance(part, Literal):
                    words.update((w, None) for w in part.options if w not in words)
                elif part.type in slot_sets:
                    if depth:
                        self._words_of(list(slot_sets[part.type].patterns), words, depth - 1)
                elif part.type in self.enums:
                    words.update((w, part.type) for w in self.enums[part.type] if w not in words)

    def _vocabulary_hint(self, categories: list[str], plural: str) -> str:
        """The phrases of a category when they are few, else where to find them."""
        displays = list(dict.fromkeys(p.display for name in categories for p in self.sets[name].patterns))
        if len(displays) <= 20:
            return f"{plural} in {self.ruleset.name}: " + ", ".join(displays)
        return f"'deckwright vocabulary {self.ruleset.name}' lists the {plural} of {self.ruleset.title}"

    def _pattern_hint(self, category: str, word: str | None) -> str:
        if not word:
            return ""
        for pattern in self.sets[category].patterns:
            first = pattern.first_words()
            if first and word in first:
                return f"; did you mean '{pattern.display}'?"
        return ""


_COMMON = {spec.name: spec for spec in COMMON_FIELDS}


def _literal_words(pattern: Pattern) -> set[str]:
    return {word for part in pattern.parts if isinstance(part, Literal) for word in part.options}


def _a(noun: str) -> str:
    """The noun with its article: 'a monster', 'an item', 'a one-shot'."""
    return ("an " if noun[:1] in "aeiou" and not noun.startswith("one") else "a ") + noun


def _plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") else noun + "s"


def _term(found: Match, span: Span) -> model.Term:
    return model.Term(found.pattern.key, found.args, span)


def _end_of(span: Span) -> Span:
    return Span(span.file, span.end_line, span.end_column, span.end_line, span.end_column + 1)


def _number(atom: ast.Number) -> str:
    """A number as it was written: '+15' keeps its sign."""
    return f"{'+' if atom.signed and atom.value >= 0 else ''}{atom.value}"


def _describe_atom(atom: ast.Atom) -> str:
    if isinstance(atom, ast.Number):
        return f"the number {_number(atom)}"
    if isinstance(atom, ast.Text):
        return f'the text "{atom.value}"'
    return f"'{atom.value}'"


def _example(spec: FieldSpec) -> str:
    if spec.type in ("int", "signed"):
        return str(spec.min if spec.min is not None else 1)
    if spec.type == "text":
        return '"..."'
    return ""


# ---------------------------------------------------------------- files


def check_file(
    card_file: ast.CardFile,
    source: str,
    resolve: Callable[[str], Ruleset | None],
    known_games: Callable[[], list[str]] = lambda: [],
) -> FileResult:
    """Check every block of a parsed file against its game's ruleset."""
    return check_blocks(card_file.game, list(card_file.blocks), card_file.path, source, resolve, known_games)


class _Refusals:
    """Checker._refusals over one rule: E0119 for each phrase the engine would not carry out in this
    use of the kind. An object, not closures made at every rule, and what names the use (``where``)
    is only worked out for a diagnostic: almost every rule has none."""

    __slots__ = ("_where", "checker", "kind", "use", "window")

    def __init__(self, checker: Checker, kind: KindSpec, window: model.Term | None, use: KindUse) -> None:
        self.checker, self.kind, self.window, self.use = checker, kind, window, use
        self._where: str | None = None

    @property
    def where(self) -> str:
        if self._where is None:
            window = self.window
            if window is None:
                self._where = "without a timing window"
            else:  # the window as the card writes it ('when a curse is played'), else as the vocabulary does
                shown = self.checker._written(window.span)
                if shown == "this effect":
                    shown = self.checker._display("windows", window.key)
                self._where = f"in '{shown}'"
        return self._where

    def modifier(self, category: str, key: str, span: Span | None) -> None:
        refused = self.use.refused_modifiers
        if refused and (category in refused or f"{category}:{key}" in refused):
            noun = _CATEGORY[category][0] if category != "choosers" else "choice"
            # The words as the card writes them ('the fighter'), not the pattern's ('SELECTOR').
            shown = self.checker._written(span)
            if shown == "this effect":  # no span to read back: the phrase as the vocabulary writes it
                shown = self.checker._display(category, key)
            self.checker.error(
                "E0119",
                f"{_a(self.kind.name)}'s rule {self.where} takes no {noun}: the engine does not read '{shown}' there",
                span,
                hint=self.use.why or None,
            )

    def condition(self, cond: model.Cond) -> None:
        if isinstance(cond, (model.AllOf, model.AnyOf)):
            for operand in cond.operands:
                self.condition(operand)
        elif isinstance(cond, model.NotCond):
            self.condition(cond.operand)
        elif isinstance(cond, model.Compare):
            self.modifier("quantities", cond.quantity.key, cond.span)
        else:
            self.modifier("conditions", cond.term.key, cond.span)

    def effect(self, node: model.Effect | model.Choice) -> None:
        if isinstance(node, model.Choice):
            self.modifier("choosers", node.chooser.key if node.chooser else "", node.span)
            for option in node.options:
                for part in option:
                    self.effect(part)
            return
        use, checker, kind = self.use, self.checker, self.kind
        key = node.action.key
        if key in use.refused or (key in use.lasting and node.duration is None):
            # The words as the card writes them ('draw 1 door'), not the pattern's ('draw N door(s)').
            shown = checker._written(node.action.span)
            if shown == "this effect":  # no span to read back: the phrase as the vocabulary writes it
                shown = checker._display("effects", key)
        if key in use.refused:
            allowed = [p.display for p in checker.vocab.effects if p.key not in use.refused]
            listed = f"; {self.where} it may say: {', '.join(allowed)}" if 0 < len(allowed) <= 12 else ""
            checker.error(
                "E0119",
                f"'{shown}' does nothing {self.where} on {_a(kind.name)}: the engine does not carry it out there",
                node.action.span,
                hint=(use.why_of.get(key) or use.why) + ("" if key in use.why_of else listed) or None,
            )
        elif key in use.lasting and node.duration is None:
            checker.error(
                "E0119",
                f"'{shown}' {self.where} on {_a(kind.name)} lasts: say how long",
                node.action.span,
                hint=f"add a duration, for example: {shown} until end of turn",
            )
        if node.target is not None and key not in use.aimed:
            self.modifier("targets", node.target.key, node.target.span)
        if node.repeat is not None and key not in use.counted:
            self.modifier("counters", node.repeat.key, node.repeat.span)
        if node.duration is not None:
            self.modifier("durations", node.duration.key, node.duration.span)
        if node.condition is not None:
            self.condition(node.condition)


def check_blocks(
    game_word: ast.Word,
    blocks: list[ast.Block | None],
    path: str,
    source: str,
    resolve: Callable[[str], Ruleset | None],
    known_games: Callable[[], list[str]] = lambda: [],
) -> FileResult:
    """Check the blocks of a file, dropping each from ``blocks`` once it is checked: when the caller
    holds the tree only through this list, each block's syntax tree is freed as its card is made."""
    checking = FileChecker(game_word, path, source, resolve, known_games)
    starts = [b.span.line for b in blocks if b is not None] + [len(checking.lines) + 1]
    for index, next_start in enumerate(starts[1:]):
        block, blocks[index] = blocks[index], None
        assert block is not None
        checking.block(block, next_start)
    return checking.finish()


class FileChecker:
    """Checks one file's blocks as they come (all of them, or one parsed piece at a time)."""

    def __init__(
        self,
        game_word: ast.Word,
        path: str,
        source: str,
        resolve: Callable[[str], Ruleset | None],
        known_games: Callable[[], list[str]] = lambda: [],
    ) -> None:
        self.result = FileResult()
        self.source = source
        self.lines = line_starts(source)  # offsets, not a copy of the text as lines
        game = game_word.value
        ruleset = resolve(game)
        self.checker: Checker | None = None
        if ruleset is None:
            games = known_games()
            self.result.diagnostics.append(
                Diagnostic(
                    "E0101",
                    f"unknown game '{game}'" + suggestion(game, games),
                    game_word.span,
                    hint="games Deckwright knows: " + ", ".join(games) if games else None,
                )
            )
            return
        self.result.game = game
        self.checker = Checker(ruleset, path)

    def blocks(self, blocks: tuple[ast.Block, ...], next_line: int) -> None:
        """Blocks in file order; ``next_line``: the first line after the last of them."""
        starts = [b.span.line for b in blocks] + [next_line]
        for block, next_start in zip(blocks, starts[1:], strict=False):
            self.block(block, next_start)

    def block(self, block: ast.Block, next_start: int) -> None:
        """One block; ``next_start``: the line where the next block starts (or the file ends)."""
        if self.checker is None:
            return  # an unknown game: its words cannot be checked
        if isinstance(block, ast.TestBlock):
            scenario = self.checker.scenario(block)
            if scenario is not None:
                self.result.scenarios.append(scenario)
            return
        text = _block_text(self.source, self.lines, block.span.line, next_start)
        card = self.checker.card(block, text)
        if card is not None:
            self.result.cards.append(card)

    def finish(self) -> FileResult:
        if self.checker is not None:
            self.result.diagnostics.extend(self.checker.diagnostics)
            self.result.broken.extend(self.checker.broken)
            self.result.declares.extend(self.checker.declares)
            self.result.uses.extend(self.checker.uses)
        return self.result


def _block_text(source: str, starts: array[int], first: int, next_start: int) -> str:
    """The source lines of one block, from its header to its last line holding only '}', each
    ending with a newline; '' when it has none."""
    for index in range(next_start - 2, first - 2, -1):
        end = starts[index + 1] - 1 if index + 1 < len(starts) else len(source)
        if source[starts[index] : end].strip() == "}":
            return source[starts[first - 1] : end] + "\n"
    return ""
