"""The words a face prints, from the typed card model: its name, its rules text, its flavour, its fields.

The rules text comes from the card-text generator (toolkit.text, issue 11); for a card it cannot
phrase (a game or a language without messages yet) the card's own ``text`` field stands in, and the
face says so (R0015). This is the
one place a face asks for words: the layouts' snippets see only what it returns.

``field_lines`` shows any kind's fields from the vocabulary's field specs (names, numbers, icons
for value-set words), so a game the layouts have never seen still prints every number it has.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolkit.lang import games
from toolkit.lang.model import Card
from toolkit.text import SOURCE_LANGUAGE, TextError, field_label, generator, term_id
from toolkit.text import card_name as name_in
from toolkit.text import render as generate
from toolkit.text.files import has_messages
from toolkit.text.files import text_languages as text_languages  # defined there now; imported from here too
from toolkit.text.flavour import field_text
from toolkit.text.flavour import flavour as translated_flavour

if TYPE_CHECKING:
    from toolkit.text import Identities

# Fields a face shows in boxes of their own, never in the generic field lines.
NOT_LISTED = frozenset({"text", "flavour", "art", "tags", "is"})


@dataclass(frozen=True)
class CardText:
    name: str
    rules: str
    flavour: str
    kind: str = ""  # the kind's name in the language, from the generator ("" : the layout's words)
    facts: str = ""  # the generator's facts line (level, bonus, ...), for layouts that want it
    problem: str = ""  # why the generator gave nothing, when it did not (the face says so: R0015)


def card_text(card: Card, lang: str, identities: Identities | None = None) -> CardText:
    """The card's name, rules text and flavour in ``lang``: the rules from the card-text generator
    (a declared identity said as the set's ``identities`` has it); where it cannot phrase the card (no
    messages for the game or the language), the card's own text."""
    own = str(card.fields.get("text") or "")
    flavour = translated_flavour(card, lang) if card.fields.get("flavour") else ""
    if not has_messages(card.game, lang):  # asked once per game and language, not once per card
        return CardText(card.name, own, flavour, problem=f"no card-text messages for {card.game} in {lang}")
    try:
        generated = generate(card, lang, identities)
    except TextError as error:
        return CardText(card.name, own, flavour, problem=str(error))
    # Once the rules are generated, a card's own `text` is what it says besides them: its flavour.
    facts = generated.fact_separator.join(generated.facts)
    return CardText(card_name(card, lang), "\n".join(generated.rules), flavour or own, generated.kind, facts)


def card_name(card: Card, lang: str) -> str:
    """The card's name in ``lang`` as the termbase gives it, else as written."""
    try:
        return name_in(card, lang)
    except TextError:
        return card.name


def back_words(game: str, deck: str | None, lang: str) -> tuple[str, str]:
    """The words a deck's back prints in ``lang``: the game's title (``-game-title``) and the deck's
    name (``-deck-<deck>``) from the game's termbase; where the language has no such term, the game's
    title as its ruleset gives it and the deck's name as written ('merchant-ships' → 'Merchant Ships')."""
    ruleset = games.get(game)
    title = ruleset.title if ruleset is not None else game.replace("-", " ").title()
    label = (deck or "").replace("-", " ").title()
    if not has_messages(game, lang):
        return title, label
    try:
        bundle = generator(game, lang).bundle
        if bundle.has("-game-title"):
            title = str(bundle.term("-game-title"))
        if deck and bundle.has(term_id("deck", deck)):
            label = str(bundle.term(term_id("deck", deck)))
    except TextError:
        pass  # the words as written above: a back is never left blank for want of a term
    return title, label


def sheet_words(game: str, lang: str) -> Callable[[str, Mapping[str, object]], str]:
    """What a print sheet's labels say in ``lang``: the game's card-text message ``sheet-<key>``
    (a project's own over the shipped: toolkit/i18n/layers.py), English where the language lacks it."""
    from toolkit.render.sheets import english

    def say(key: str, args: Mapping[str, object]) -> str:
        if has_messages(game, lang):
            try:
                found = generator(game, lang).bundle
                if found.has(f"sheet-{key}"):
                    return found.format(f"sheet-{key}", args)
            except TextError:
                pass  # a label is never left blank for want of a message: the English below
        return english(key, args)

    return say


def value_word(card: Card, field: str, value: str, lang: str, words: Mapping[str, str]) -> str:
    """A value-set word of one of the card's fields as a reader sees it in ``lang``: the termbase's
    (``-class-warrior`` → "Воїн"), else the layout's words, else the word itself, capitalised."""
    ruleset = games.get(card.game)
    spec = (
        ruleset.vocabulary.kinds[card.kind].field_map.get(field)
        if ruleset and card.kind in ruleset.vocabulary.kinds
        else None
    )
    if spec is not None and spec.enum and has_messages(card.game, lang):
        try:
            bundle = generator(card.game, lang).bundle
            ident = term_id(spec.enum, value)
            if bundle.has(ident):
                return str(bundle.term(ident))
        except TextError:
            pass  # the layout's words below
    return words.get(value) or value.replace("-", " ").capitalize()


def field_lines(
    card: Card, words: Mapping[str, str], skip: Iterable[str] = (), sep: str = " · ", lang: str = SOURCE_LANGUAGE
) -> str:
    """Every field the card's kind declares and the card sets, one short phrase each, joined by ' · '.

    Numbers keep their sign where the field is signed; a value set's words become ``[word]`` tokens
    (the face draws the icon where there is one); keyed and amounts fields list their pairs."""
    skipped = NOT_LISTED | set(skip)
    ruleset = games.get(card.game)
    kind = ruleset.vocabulary.kinds.get(card.kind) if ruleset is not None else None
    specs: list[Any] = list(kind.fields) if kind is not None else []
    names = [spec.name for spec in specs] or list(card.fields)
    types = {spec.name: spec.type for spec in specs}
    parts = []
    for name in names:
        value = card.fields.get(name)
        if name in skipped or value is None or value is False or value == () or value == {}:
            continue  # unset, or a flag that is off: nothing to print
        named = {str(v): value_word(card, name, str(v), lang, words) for v in _words_of(value, types.get(name, ""))}
        label = field_label(card.game, lang, name)  # the translator's label, else the layout's words
        if label:
            named[name] = label
        if types.get(name) == "text":
            value = field_text(card, name, lang)  # the designer's own words, translated like flavour
        parts.append(_phrase(name, types.get(name, ""), value, {**words, **named}))
    return sep.join(p for p in parts if p)


def _words_of(value: Any, type_: str) -> list[Any]:
    """The value-set words a field's value holds (an enum's word, an enums list)."""
    if type_ == "enum":
        return [value]
    if type_ == "enums" and isinstance(value, (list, tuple)):
        return list(value)
    return []


def _phrase(name: str, type_: str, value: Any, words: Mapping[str, str]) -> str:
    label = words.get(name) or name.replace("-", " ").capitalize()
    if type_ == "flag" or value is True:
        return label
    if type_ == "signed" and isinstance(value, int):
        return f"{label} {value:+d}"
    if isinstance(value, Mapping):
        if type_ == "amounts":
            pairs = [f"{n} [{key}]" for key, n in value.items()]
        else:
            pairs = [
                f"[{key}] {n:+d}" if type_ == "keyed" and isinstance(n, int) and n < 0 else f"[{key}] {n}"
                for key, n in value.items()
            ]
        return f"{label}: {', '.join(pairs)}"
    if isinstance(value, (list, tuple)):
        return f"{label}: {', '.join(_word(str(v), words) for v in value)}"
    if type_ == "enum":
        return f"{label}: {_word(str(value), words)}"
    if type_ == "text" or isinstance(value, str):
        return f"{label}: {value}"
    return f"{label} {value}"


def _word(value: str, words: Mapping[str, str]) -> str:
    """A value set's word as a reader sees it: the layout's translation, else 'north-america' → 'North america'."""
    return words.get(value) or value.replace("-", " ").capitalize()
