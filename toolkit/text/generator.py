"""Card rules text from the typed card model: one base generator, one thin subclass per language.

In the manner of sqlglot's dialects (shared/STYLE.md): :class:`Generator` has a method per construct
of the card model (the kind, the fields, a window, a condition and its and/or/not/compare, an
effect with its target, "for each", duration and inline "if", a choice, costs, an ability, a
static); every word comes from the language's Fluent messages (docs/i18n.md for the ids), and a
language's module overrides only what the messages cannot say: how lists are joined, how a
sentence starts and ends.

Message ids are ``<category>-<key>``, the vocabulary key's ``_`` turned into ``-``: ``effect-lose-levels``
for ``Term("lose_levels", {"n": 2})``. A message receives the term's arguments by slot name: a
number stays a number (so ``{ $n -> [one] ... }`` selects CLDR plural categories), a signed number
also comes as ``$n-signed`` ("+3", "−3"), ``$n-abs`` and ``$n-sign`` (plus, minus, zero); a named value
(``loss headgear``) comes as the termbase's term ``-loss-headgear`` (a Noun: ``FORM($what, case: "acc")``)
and as ``$what-key`` (the raw word, for selectors); a nested phrase (a selector, a card selector, a
quantity) is formatted first and comes as a Noun whose forms are its message formatted with ``$case``.
Every message may use ``$card``: the card's own name, from the termbase (``-card-<key>``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from toolkit.lang import games
from toolkit.lang.model import Ability, AllOf, AnyOf, Card, Choice, Compare, Cond, Effect, NotCond, Predicate, Term
from toolkit.lang.vocabulary import BUILTIN_TYPES, CATEGORY_SLOTS, FieldSpec, Slot, Vocabulary
from toolkit.text.bundles import Bundle, MissingText, Noun, bundle
from toolkit.text.declared import NO_IDENTITIES, Identities

# The model's places for a term → (the vocabulary's category, the message ids' prefix).
CATEGORIES: dict[str, tuple[str, str]] = {
    "window": ("windows", "window"),
    "condition": ("conditions", "cond"),
    "quantity": ("quantities", "quantity"),
    "effect": ("effects", "effect"),
    "cost": ("costs", "cost"),
    "target": ("targets", "target"),
    "counter": ("counters", "counter"),
    "duration": ("durations", "duration"),
    "chooser": ("choosers", "chooser"),
}
_PREFIXES = {vocab_category: prefix for vocab_category, prefix in CATEGORIES.values()}
# Fields never shown as rules text: the flavour (and its old name) and the words rules refer to.
UNSHOWN_FIELDS = frozenset({"text", "flavour", "tags"})
OPS = {"<": "lt", "<=": "le", "=": "eq", "!=": "ne", ">=": "ge", ">": "gt"}
NEGATED_OPS = {"<": ">=", "<=": ">", "=": "!=", "!=": "=", ">=": "<", ">": "<="}
MINUS = "\u2212"  # a printed minus sign, not a hyphen

_SPACE_COMMA = re.compile(r"\s+,")
_NOT_IDENT = re.compile(r"[^a-zA-Z0-9_-]+")


@functools.lru_cache(maxsize=4096)
def ident(word: str) -> str:
    """A word as part of a Fluent identifier: `lose_levels` → `lose-levels`."""
    text = _NOT_IDENT.sub("-", word.replace("_", "-")).strip("-")
    return text if text[:1].isalpha() else f"x{text}"


@functools.lru_cache(maxsize=4096)
def message_id(prefix: str, key: str) -> str:
    return f"{prefix}-{ident(key)}"


def term_id(enum: str, value: str) -> str:
    """The termbase id of a named value (`loss headgear` → `-loss-headgear`)."""
    return f"-{ident(enum)}-{ident(value)}"


def card_term_id(key: str) -> str:
    return f"-card-{ident(key)}"


def as_written(text: str, ident_: str) -> Noun:
    """A name with no termbase entry, as written, the same in every case (it has no other forms)."""
    return Noun(text, lambda _case: text, ident=ident_)


def shared_label(texts: list[str]) -> list[str]:
    """A field's pairs said once under their label: "Cost: 4 wood, 2 coins", not "Cost: 4 wood ·
    Cost: 2 coins". Only where every pair's text begins with the same "Label: "; a language whose
    message says a pair otherwise ("Needs 6 Stealth") keeps one fact per pair."""
    head, colon, _ = texts[0].partition(": ") if len(texts) > 1 else ("", "", "")
    prefix = head + colon
    if not colon or not all(text.startswith(prefix) for text in texts):
        return texts
    return [prefix + ", ".join(text[len(prefix) :] for text in texts)]


# A rule's meaning (its repr, spans left out) by the rule object: every language's generator asks it
# of the same loaded cards. The object is kept beside its repr, so a reused id() is never mistaken.
_MEANINGS: dict[int, tuple[object, str]] = {}


def _meaning(rule: object) -> str:
    found = _MEANINGS.get(id(rule))
    if found is not None and found[0] is rule:
        return found[1]
    meaning = repr(rule)
    if len(_MEANINGS) >= 16384:
        _MEANINGS.clear()
    _MEANINGS[id(rule)] = (rule, meaning)
    return meaning


SlotTables = tuple[
    dict[tuple[str, str], dict[str, str]],
    dict[tuple[str, str, str], tuple[str, ...]],
    dict[tuple[str, str], tuple[str, ...]],
]
_SLOT_TABLES: dict[int, tuple[Vocabulary, SlotTables]] = {}


def _slot_tables(vocabulary: Vocabulary) -> SlotTables:
    """Each key's slots and their types; a slot typed differently by a key's patterns
    (`{which:rank}`, `{which:level-rank}`); the slots only some of a key's patterns have (`strength
    +2 never below 1`: an effect that uses one is said by the message's attribute of that name,
    `.floor`)."""
    found = _SLOT_TABLES.get(id(vocabulary))
    if found is not None and found[0] is vocabulary:
        return found[1]
    slots: dict[tuple[str, str], dict[str, str]] = {}
    alternatives: dict[tuple[str, str, str], tuple[str, ...]] = {}
    optional: dict[tuple[str, str], tuple[str, ...]] = {}
    for category in (*(c for c, _ in CATEGORIES.values()), *vocabulary.constructs):
        patterns = vocabulary.constructs.get(category) or getattr(vocabulary, category, ())
        every: dict[str, set[str]] = {}
        for pattern in patterns:
            types = slots.setdefault((category, pattern.key), {})
            names = [p.name for p in pattern.parts if isinstance(p, Slot)]
            for part in pattern.parts:
                if isinstance(part, Slot):
                    types.setdefault(part.name, part.type)
                    seen = alternatives.get((category, pattern.key, part.name), ())
                    if part.type not in seen:
                        alternatives[(category, pattern.key, part.name)] = (*seen, part.type)
            every.setdefault(pattern.key, set(names)).intersection_update(names)
        for (cat, key), types in slots.items():
            if cat == category:
                optional[(cat, key)] = tuple(n for n in types if n not in every.get(key, set()))
    tables = (slots, alternatives, optional)
    _SLOT_TABLES[id(vocabulary)] = (vocabulary, tables)
    return tables


@dataclass(frozen=True)
class CardText:
    """A card's generated text: its kind, its facts (the fields worth printing), its rules."""

    kind: str
    facts: tuple[str, ...]
    rules: tuple[str, ...]
    fact_separator: str = " · "

    @property
    def text(self) -> str:
        """The facts on one line, then one line per rule (no flavour)."""
        head = self.fact_separator.join(self.facts)
        return "\n".join(([head] if head else []) + list(self.rules))


class Generator:
    """The base generator: English-like assembly, every word from the language's messages."""

    lang: ClassVar[str] = "en"
    AND: ClassVar[str] = " and "
    OR: ClassVar[str] = " or "
    SEPARATOR: ClassVar[str] = ", "
    CLAUSES: ClassVar[str] = "; "  # between effects that each carry their own condition
    FACTS: ClassVar[str] = " · "
    END: ClassVar[str] = "."

    def __init__(self, game: str, bundle_: Bundle | None = None, identities: Identities = NO_IDENTITIES) -> None:
        ruleset = games.get(game)
        if ruleset is None:
            raise MissingText("", self.lang, "", f"no game '{game}'")
        self.game = game
        self.vocabulary: Vocabulary = ruleset.vocabulary
        self._declared = frozenset(d.name for d in self.vocabulary.declared)
        self.bundle = bundle_ or bundle(game, self.lang)
        self.identities = identities
        self._card: Card | None = None
        self._named = False  # whether the rule being said named its card ($card)
        self._rules: dict[tuple[str, str | None], str] = {}
        # The slot tables are the vocabulary's, the same in every language: made once per game.
        self._slots, self._alternatives, self._optional = _slot_tables(self.vocabulary)

    # ------------------------------------------------------------ language hooks

    def join(self, items: Sequence[str], conjunction: str) -> str:
        """`a, b and c`: a language overrides it where the conjunction changes with the word next to it."""
        items = [i for i in items if i]
        if len(items) <= 1:
            return items[0] if items else ""
        return self.SEPARATOR.join(items[:-1]) + conjunction + items[-1]

    def sentence(self, text: str) -> str:
        # A phrase that starts with a comma (uk ", доки ви не помрете") joins the word before it.
        text = _SPACE_COMMA.sub(",", text).replace(",,", ",").strip()
        if not text:
            return ""
        text = text[0].upper() + text[1:]
        return text if text[-1] in ".!?…" else text + self.END

    def signed(self, n: int) -> str:
        return f"+{n}" if n > 0 else (f"{MINUS}{-n}" if n < 0 else "0")

    # ------------------------------------------------------------ messages

    def message(self, message_id_: str, args: Mapping[str, Any], attribute: str | None = None) -> str:
        return self.bundle.format(message_id_, self._with_card(message_id_, attribute, args), attribute)

    def _with_card(self, message_id_: str, attribute: str | None, args: Mapping[str, Any]) -> Mapping[str, Any]:
        """``$card`` (the card's own name, from the termbase) for the messages that use it: looked up
        only then, so a card whose text never names itself needs no name in the termbase."""
        if self._card is None or "card" not in self.bundle.uses(message_id_, attribute):
            return args
        self._named = True
        name = card_term_id(self._card.key)
        # A designer's new card has no name in the termbase until `i18n extract` (or a translator)
        # gives it one: its name as written, as toolkit.text.card_name says it.
        found = self.bundle.term(name) if self.bundle.has(name) else as_written(self._card.name, name)
        return {**args, "card": found}

    def word(self, kind: str, value: str) -> Noun:
        """A named value's termbase entry (`-tag-undead`). A word the set's cards declare (a designer's
        tag, class or race: Vocabulary.declared) that no termbase has yet is said as the card writes it;
        a word of the vocabulary's own sets without its entry is still an error (E0132)."""
        found = term_id(kind, value)
        if self.bundle.has(found) or kind not in self._declared:
            return self.bundle.term(found)
        # An identity a designer's card declares: said by that card's name (its translation when the
        # termbase has one), with the articles and cases the language's messages ask of identities.
        declarer = self.identities.declarer(self.game, kind, value)
        if declarer is None:
            name = " ".join(part.capitalize() for part in value.replace("_", "-").split("-"))
        else:
            card_term = card_term_id(declarer[0])
            name = str(self.bundle.term(card_term)) if self.bundle.has(card_term) else declarer[1]
        # The name in the ident: bundles remember phrases by their arguments' idents.
        return Noun(name, lambda case, name=name: self.name_form(name, case), ident=f"{found}:{name}")

    # Articles before a name that has no termbase entry, by the case a message asks (the language's own).
    ARTICLES: ClassVar[Mapping[str, str]] = {}

    def name_form(self, name: str, case: str) -> str:
        """A form of a name with no termbase entry: its article, if the case has one, then the name."""
        return self.ARTICLES.get(case, "") + name

    def term_args(self, category: str, term: Term) -> dict[str, Any]:
        """A term's arguments as a message receives them (see the module's docstring)."""
        types = self._slots.get((category, term.key), {})
        out: dict[str, Any] = {}
        for name, value in term.args.items():
            kind = types.get(name, "")
            alternatives = self._alternatives.get((category, term.key, name), ())
            if len(alternatives) > 1 and isinstance(value, str):
                enums = self.vocabulary.enum_sets
                kind = next((t for t in alternatives if value in enums.get(t, ())), kind)
            if isinstance(value, Term):
                out[name] = self.phrase(self._slot_category(kind), value)
                out[f"{name}-key"] = ident(value.key)
            elif isinstance(value, bool):
                out[name] = "yes" if value else "no"
            elif isinstance(value, int):
                out[name] = value
                if kind in ("signed", "delta"):
                    out.update(self.number_args(name, value))
            elif isinstance(value, str) and kind and kind not in BUILTIN_TYPES:
                out[name] = self.word(kind, value)
                out[f"{name}-key"] = value
            else:
                out[name] = value
        return out

    def number_args(self, name: str, value: int) -> dict[str, Any]:
        sign = "plus" if value > 0 else ("minus" if value < 0 else "zero")
        return {f"{name}-signed": self.signed(value), f"{name}-abs": abs(value), f"{name}-sign": sign}

    def _slot_category(self, slot_type: str) -> str:
        if slot_type in self.vocabulary.constructs:
            return slot_type
        return CATEGORY_SLOTS.get(slot_type, slot_type)

    def _prefix(self, category: str) -> str:
        # A construct's messages are named by the construct: selector, card-selector, card-kind, place.
        return _PREFIXES.get(category, category)

    def phrase(self, category: str, term: Term) -> Noun:
        """A term of a category as a Noun (its forms by case): targets, selectors, quantities ..."""
        mid = message_id(self._prefix(category), term.key)
        return self.bundle.phrase(mid, self._with_card(mid, None, self.term_args(category, term)))

    def term_text(self, category: str, term: Term, attribute: str | None = None, **extra: Any) -> str:
        return self.message(
            message_id(self._prefix(category), term.key), {**self.term_args(category, term), **extra}, attribute
        )

    # ------------------------------------------------------------ the card

    def card(self, card: Card) -> CardText:
        self._card = card
        # The rules in the order the card writes them (statics and abilities are kept apart in the model).
        parts: list[tuple[int, int, Effect | Ability]] = [
            *((e.span.line if e.span else 0, i, e) for i, e in enumerate(card.statics)),
            *((a.span.line if a.span else 0, len(card.statics) + i, a) for i, a in enumerate(card.abilities)),
        ]
        parts.sort(key=lambda part: part[:2])
        rules = [self._rule(rule, card) for _, _, rule in parts]
        return CardText(self.kind(card), self.facts(card), tuple(r for r in rules if r), self.FACTS)

    def _rule(self, rule: Effect | Ability, card: Card) -> str:
        """One rule's sentence. The same rule on many cards ("Bad Stuff: lose 1 level") is assembled
        once: remembered by its meaning (the model's repr leaves spans out), and by the card too when
        its text names the card (``$card``)."""
        meaning = _meaning(rule)
        found = self._rules.get((meaning, None))
        if found is None:
            found = self._rules.get((meaning, card.key))
        if found is not None:
            return found
        self._named = False
        text = self.sentence(self.static(rule) if isinstance(rule, Effect) else self.ability(rule))
        if len(self._rules) < 65536:
            self._rules[(meaning, card.key if self._named else None)] = text
        return text

    def kind(self, card: Card) -> str:
        return self.message(message_id("kind", card.kind), {})

    def facts(self, card: Card) -> tuple[str, ...]:
        spec = self.vocabulary.kinds.get(card.kind)
        if spec is None:
            return ()
        out = []
        for field in spec.fields:
            if field.name in UNSHOWN_FIELDS or not (field.summary or field.export):
                continue
            value = card.fields.get(field.name)
            if value is None or value is False or value == () or value == {}:
                continue
            if field.quiet_default and value == field.default:
                continue
            out.extend(self.field(field, value))
        return tuple(f[:1].upper() + f[1:] for f in out)

    def field(self, field: FieldSpec, value: Any) -> list[str]:
        """One field's facts: `Level 8`, `2 Treasures`, `Headgear`; a mapping gives one per pair."""
        mid = message_id("field", field.name)
        if isinstance(value, Mapping):
            enum = field.enum or ""
            return shared_label(
                [self.message(mid, {"value": n, "item": self.word(enum, k), "item-key": k}) for k, n in value.items()]
            )
        args: dict[str, Any] = {}
        if isinstance(value, bool):
            args["value"] = "yes"
        elif isinstance(value, int):
            args["value"] = value
            if field.type == "signed":
                args.update(self.number_args("value", value))
        elif isinstance(value, str) and field.enum:
            args = {"value": self.word(field.enum, value), "value-key": value}
        elif isinstance(value, (tuple, list)) and field.enum:
            names = [self.word(field.enum, v) for v in value]
            args = {"value": self.join(names, self.AND), "count": len(names)}
        else:
            args["value"] = str(value)
        return [self.message(mid, args)]

    # ------------------------------------------------------------ rules

    def static(self, effect: Effect) -> str:
        """A lasting line of the card (no window): its effect."""
        return self.effect(effect, "effect")

    def ability(self, ability: Ability) -> str:
        head = self.head(ability)
        effects = self.effects(ability.effects)
        if ability.costs:
            costs = self.join([self.effect(c, "cost") for c in ability.costs], self.AND)
            if head:
                # A head that ends in a condition may want a comma before the costs (uk: .conditional).
                clause = ability.window is not None and self.bundle.has(
                    message_id("window", ability.window.key), "clause"
                )  # a window said as a clause of its own ("When you run away,")
                attribute = "conditional" if ability.condition is not None or clause else None
                if attribute and not self.bundle.has("construct-ability-paid", attribute):
                    attribute = None
                args = {"head": head, "costs": costs, "effects": effects}
                return self.message("construct-ability-paid", args, attribute)
            return self.message("construct-paid", {"costs": costs, "effects": effects})
        if head:
            return self.message("construct-ability", {"head": head, "effects": effects})
        return effects

    def head(self, ability: Ability) -> str:
        window = self.term_text("windows", ability.window) if ability.window is not None else ""
        if ability.condition is None:
            return window
        condition = self.condition(ability.condition)
        if window:
            return self.message("construct-window-if", {"window": window, "condition": condition})
        return self.message("construct-if", {"condition": condition})

    def effects(self, items: Iterable[Effect | Choice]) -> str:
        items = tuple(items)
        durations = [i.duration if isinstance(i, Effect) else None for i in items]
        duration = durations[0] if durations else None
        if len(items) > 1 and duration is not None and all(d == duration for d in durations):
            # Effects that all last as long are said once with it: "+1 and +3 to Run Away until ...".
            bare = [replace(i, duration=None) for i in items if isinstance(i, Effect)]
            return self.lasting(self.effects(bare), duration)
        texts = [self.choice(i) if isinstance(i, Choice) else self.effect(i, "effect") for i in items]
        own_conditions = any(isinstance(i, Effect) and i.condition is not None for i in items)
        if own_conditions and len(texts) > 1:
            return self.CLAUSES.join(texts)
        return self.join(texts, self.AND)

    def effect(self, effect: Effect, category: str) -> str:
        """An effect or a cost: its action (on its target), for each, until, if."""
        vocab = "costs" if category == "cost" else "effects"
        action = effect.action
        mid = message_id("cost" if category == "cost" else "effect", action.key)
        bounds = [n for n in self._optional.get((vocab, action.key), ()) if n in action.args]
        plain = "-".join(bounds) or None  # the attribute for the bounds alone (None: the value)
        target = effect.target
        if target is not None and target.key == "self":
            target = None  # `on you` is what an effect does anyway
        if target is None:
            text = self.term_text(vocab, action, plain)
        else:
            noun = self.phrase("targets", target)
            aimed = "-".join([*bounds, "target"])
            if self.bundle.has(mid, aimed):
                text = self.term_text(vocab, action, aimed, target=noun, **{"target-key": ident(target.key)})
            else:
                text = self.message(
                    "construct-target", {"effect": self.term_text(vocab, action, plain), "target": noun}
                )
        if effect.repeat is not None:
            counter = self.phrase("counters", effect.repeat)
            text = self.message("construct-for-each", {"effect": text, "counter": counter})
        if effect.duration is not None:
            text = self.lasting(text, effect.duration)
        if effect.condition is not None:
            condition = self.condition(effect.condition)
            if self.bundle.has(mid, "if") and not (effect.repeat or effect.duration or target or bounds):
                text = self.term_text(vocab, action, "if", condition=condition)
            else:
                text = self.message("construct-effect-if", {"effect": text, "condition": condition})
        return text

    def lasting(self, effect: str, duration: Term) -> str:
        """An effect said with how long it lasts (``construct-lasting``). A duration said as a clause
        (its message's ``.clause = yes``: "until you die") takes ``construct-lasting.clause`` where
        the language writes one (de: a comma before the clause)."""
        noun = self.phrase("durations", duration)
        clause = self.is_clause(duration)
        attribute = "clause" if clause and self.bundle.has("construct-lasting", "clause") else None
        return self.message("construct-lasting", {"effect": effect, "duration": noun}, attribute)

    def is_clause(self, duration: Term) -> bool:
        mid = message_id("duration", duration.key)
        return self.bundle.has(mid, "clause") and self.bundle.attribute_text(mid, "clause") == "yes"

    def choice(self, choice: Choice) -> str:
        options = [self.effects(option) for option in choice.options]
        joined = self.join(options, self.OR)
        if choice.chooser is None:
            return self.message("construct-choice-free", {"options": joined})
        return self.message(
            "construct-choice", {"chooser": self.term_text("choosers", choice.chooser), "options": joined}
        )

    # ------------------------------------------------------------ conditions

    def condition(self, cond: Cond, negated: bool = False) -> str:
        if isinstance(cond, NotCond):
            return self.condition(cond.operand, not negated)
        if isinstance(cond, (AllOf, AnyOf)):
            # De Morgan: "not (a or b)" is said "not a and not b".
            conjunction = self.AND if isinstance(cond, AllOf) != negated else self.OR
            return self.join([self.condition(c, negated) for c in cond.operands], conjunction)
        if isinstance(cond, Compare):
            return self.compare(cond, negated)
        return self.predicate(cond, negated)

    def predicate(self, cond: Predicate, negated: bool) -> str:
        mid = message_id("cond", cond.term.key)
        if not negated:
            return self.term_text("conditions", cond.term)
        if self.bundle.has(mid, "negated"):
            return self.term_text("conditions", cond.term, "negated")
        return self.message("construct-not", {"condition": self.term_text("conditions", cond.term)})

    def compare(self, cond: Compare, negated: bool) -> str:
        op = NEGATED_OPS[cond.op] if negated else cond.op
        quantity = self.phrase("quantities", cond.quantity)
        if cond.other is not None:
            other = self.phrase("quantities", cond.other)
            return self.message("construct-compare-other", {"quantity": quantity, "op": OPS[op], "other": other})
        return self.message("construct-compare", {"quantity": quantity, "op": OPS[op], "n": cond.value})
