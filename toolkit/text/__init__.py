"""Card rules text generated from the typed card model, in every language (issue 11, item 1).

``card_text(card, lang)`` is a card's rules text (its facts and its rules, no flavour);
``card_texts(cards, lang)`` the same for many; ``render(card, lang)`` the parts (kind, facts,
rules). The words come from Fluent messages in ``locales/<lang>/cardtext/`` (docs/i18n.md); a
message a language lacks is a :class:`MissingText` naming the message, the language and the file.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from toolkit.i18n import layers
from toolkit.lang.model import Card
from toolkit.text.bundles import FluentSyntaxError, MissingForm, MissingText, Noun, TextError, bundle
from toolkit.text.files import LANGUAGES, SOURCE_LANGUAGE, game_files, source_hash
from toolkit.text.generator import CardText, Generator, card_term_id, message_id, term_id
from toolkit.text.generator import declare as _declare

# Each language's generator module is imported when a text in it is first made (PEP 562: a run that
# makes no card text, as a warm `deckwright validate` with every face cached, loads none of them).
_LANGUAGE_MODULES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("es", "Spanish"),
    ("uk", "Ukrainian"),
    ("de", "German"),
    ("pl", "Polish"),
)


@functools.cache
def _generators() -> dict[str, type[Generator]]:
    import importlib

    found = {}
    for module, name in _LANGUAGE_MODULES:
        cls = getattr(importlib.import_module(f"{__name__}.{module}"), name)
        found[cls.lang] = cls
    return found


def __getattr__(name: str) -> Any:
    if name == "GENERATORS":  # every language's generator class, by language
        return _generators()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def generator(game: str, lang: str) -> Generator:
    """The generator of a game in a language (its files read once per process, from the locale
    layers in force: a project's translations over the shipped ones, toolkit/i18n/layers.py)."""
    return _generator(game, lang, layers.chain())  # every layer, the shipped folder too


@functools.lru_cache(maxsize=64)
def _generator(game: str, lang: str, _layers: tuple[object, ...]) -> Generator:
    generators = _generators()
    cls = generators.get(lang)
    if cls is None:
        raise MissingText(
            "", lang, "", f"no card-text generator for language '{lang}' (known: {', '.join(generators)})"
        )
    return cls(game)


def forget() -> None:
    """Drop the loaded bundles and generators (a tool that has just rewritten a .ftl file calls it;
    files are also re-parsed when their size or modification time changed)."""
    _generator.cache_clear()
    bundle.cache_clear()


def render(card: Card, lang: str) -> CardText:
    return generator(card.game, lang).card(card)


def card_text(card: Card, lang: str) -> str:
    """The card's rules text in ``lang``: its facts on one line, then a line per rule."""
    return render(card, lang).text


def declare(cards: Iterable[Card]) -> None:
    """Tell the generators the set's cards, so that an identity a card declares (`class "Bard" { is bard
    }`) is said by that card's name on every card that names it ("If you are a Bard"). Without it the
    word stands in, capitalized; a termbase entry for the word (`-class-bard`) wins over both."""
    if _declare(cards):
        _generator.cache_clear()  # rules already said with the word alone are remembered: drop them


def card_texts(cards: Iterable[Card], lang: str) -> list[str]:
    cards = list(cards)
    declare(cards)
    return [card_text(card, lang) for card in cards]


def card_name(card: Card, lang: str) -> str:
    """The card's name in ``lang`` (its termbase entry, ``-card-<key>``); the name as written on the
    card when the language's termbase has none (a designer's new card, not translated yet)."""
    bundle = generator(card.game, lang).bundle
    ident = card_term_id(card.key)
    return str(bundle.term(ident)) if bundle.has(ident) else card.name


def field_label(game: str, lang: str, field: str) -> str | None:
    """A field's label as a face prints it ("Base", "Базa": the message ``label-<field>``), or None
    where the language's files have no such message (the layout's own words stand in)."""
    try:
        found = generator(game, lang).bundle
    except TextError:
        return None
    ident = message_id("label", field)
    return found.format(ident, {}) if found.has(ident) else None


def card_text_if_known(card: Card, lang: str) -> str | None:
    """The card's text, or None when its game has no card-text files in ``lang`` at all (a game whose
    messages are still to come); any other problem (a missing message, a missing case) is raised."""
    files = game_files(card.game, lang)
    if not any(path.exists() for path in files.messages):
        return None
    return card_text(card, lang)


__all__ = [
    "GENERATORS",
    "LANGUAGES",
    "SOURCE_LANGUAGE",
    "CardText",
    "FluentSyntaxError",
    "Generator",
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
    "message_id",
    "render",
    "source_hash",
    "term_id",
]
