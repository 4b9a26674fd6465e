"""Card rules text generated from the typed card model, in every language (issue 11, item 1).

``card_text(card, lang)`` is a card's rules text (its facts and its rules, no flavour);
``card_texts(cards, lang)`` the same for many; ``render(card, lang)`` the parts (kind, facts,
rules). The words come from Fluent messages in ``locales/<lang>/cardtext/`` (docs/i18n.md); a
message a language lacks is a :class:`MissingText` naming the message, the language and the file.

An identity a card of the set declares (`class "Bard" { is bard }`) is said by that card's name on
every card naming it ("If you are a Bard"): the set's :class:`Identities` (``identities(cards)``),
passed to ``render``, ``card_text`` and ``generator``. It is a value, not process state: two card
sets in one process each get their own words.

The names below are imported when first asked for (PEP 562): a module that needs one part (the
validator's face keys, which read only where the files are) loads neither the bundles nor Fluent.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterable
from typing import TYPE_CHECKING

from toolkit import lazy
from toolkit.i18n import layers
from toolkit.lang.model import Card
from toolkit.text.files import LANGUAGES, SOURCE_LANGUAGE, game_files, source_hash

if TYPE_CHECKING:
    from toolkit.text.bundles import FluentSyntaxError, MissingForm, MissingText, Noun, TextError
    from toolkit.text.declared import NO_IDENTITIES, Identities
    from toolkit.text.generator import CardText, Generator, card_term_id, message_id, term_id

# Each language's generator module is imported when a text in it is first made (PEP 562: a run that
# makes no card text, as a warm `deckwright validate` with every face cached, loads none of them).
_LANGUAGE_MODULES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("es", "Spanish"),
    ("uk", "Ukrainian"),
    ("de", "German"),
    ("pl", "Polish"),
)

# Each public name defined in a submodule, and that submodule.
_HOMES: dict[str, str] = {
    "FluentSyntaxError": "bundles",
    "MissingForm": "bundles",
    "MissingText": "bundles",
    "Noun": "bundles",
    "TextError": "bundles",
    "CardText": "generator",
    "Generator": "generator",
    "Identities": "declared",
    "NO_IDENTITIES": "declared",
    "card_term_id": "generator",
    "message_id": "generator",
    "term_id": "generator",
}


@functools.cache
def _generators() -> dict[str, type[Generator]]:
    found = {}
    for module, name in _LANGUAGE_MODULES:
        cls = getattr(importlib.import_module(f"{__name__}.{module}"), name)
        found[cls.lang] = cls
    return found


def identities(cards: Iterable[Card]) -> Identities:
    """The identities the card set ``cards`` declares (see the module's docstring)."""
    from toolkit.text.declared import Identities

    return Identities.of(cards)


def generator(game: str, lang: str, identities: Identities | None = None) -> Generator:
    """The generator of a game in a language, saying declared identities as ``identities`` has them
    (its files read once per process, from the locale layers in force: a project's translations over
    the shipped ones, toolkit/i18n/layers.py)."""
    from toolkit.text.declared import NO_IDENTITIES

    # Every layer, the shipped folder too; the identities too: a generator remembers the rules it said.
    return _generator(game, lang, layers.chain(), identities or NO_IDENTITIES)


@functools.lru_cache(maxsize=64)
def _generator(game: str, lang: str, _layers: tuple[object, ...], identities: Identities) -> Generator:
    from toolkit.text.bundles import MissingText

    generators = _generators()
    cls = generators.get(lang)
    if cls is None:
        raise MissingText(
            "", lang, "", f"no card-text generator for language '{lang}' (known: {', '.join(generators)})"
        )
    return cls(game, identities=identities)


def forget() -> None:
    """Drop the loaded bundles and generators (a tool that has just rewritten a .ftl file calls it;
    files are also re-parsed when their size or modification time changed)."""
    from toolkit.text.bundles import bundle

    _generator.cache_clear()
    bundle.cache_clear()


def render(card: Card, lang: str, identities: Identities | None = None) -> CardText:
    """The card's kind, facts and rules in ``lang``; a declared identity said as ``identities`` has it
    (none given: the word itself, capitalized)."""
    return generator(card.game, lang, identities).card(card)


def card_text(card: Card, lang: str, identities: Identities | None = None) -> str:
    """The card's rules text in ``lang``: its facts on one line, then a line per rule."""
    return render(card, lang, identities).text


def card_texts(cards: Iterable[Card], lang: str) -> list[str]:
    """Each card's text, the identities of ``cards`` (the set) said by their cards' names."""
    cards = list(cards)
    words = identities(cards)
    return [card_text(card, lang, words) for card in cards]


def card_name(card: Card, lang: str) -> str:
    """The card's name in ``lang`` (its termbase entry, ``-card-<key>``); the name as written on the
    card when the language's termbase has none (a designer's new card, not translated yet)."""
    from toolkit.text.generator import card_term_id

    bundle = generator(card.game, lang).bundle
    ident = card_term_id(card.key)
    return str(bundle.term(ident)) if bundle.has(ident) else card.name


def field_label(game: str, lang: str, field: str) -> str | None:
    """A field's label as a face prints it ("Base", "Базa": the message ``label-<field>``), or None
    where the language's files have no such message (the layout's own words stand in)."""
    from toolkit.text.bundles import TextError
    from toolkit.text.generator import message_id

    try:
        found = generator(game, lang).bundle
    except TextError:
        return None
    ident = message_id("label", field)
    return found.format(ident, {}) if found.has(ident) else None


def card_text_if_known(card: Card, lang: str, identities: Identities | None = None) -> str | None:
    """The card's text, or None when its game has no card-text files in ``lang`` at all (a game whose
    messages are still to come); any other problem (a missing message, a missing case) is raised."""
    files = game_files(card.game, lang)
    if not any(path.exists() for path in files.messages):
        return None
    return card_text(card, lang, identities)


# GENERATORS is every language's generator class, by language; toolkit.text.generator stays the
# function when its submodule is loaded (toolkit/lazy.py).
lazy.install(__name__, _HOMES, computed={"GENERATORS": _generators})


__all__ = [
    "GENERATORS",
    "LANGUAGES",
    "NO_IDENTITIES",
    "SOURCE_LANGUAGE",
    "CardText",
    "FluentSyntaxError",
    "Generator",
    "Identities",
    "MissingForm",
    "MissingText",
    "Noun",
    "TextError",
    "card_name",
    "card_term_id",
    "card_text",
    "card_text_if_known",
    "card_texts",
    "field_label",
    "forget",
    "game_files",
    "generator",
    "identities",
    "message_id",
    "render",
    "source_hash",
    "term_id",
]
