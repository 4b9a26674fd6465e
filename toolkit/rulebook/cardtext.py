"""The one place a rulebook gets a card's rules text: ``card_text(card, lang, identities) -> str | None``.

Rules text is generated from the typed card model (issue 11, item 1: toolkit/text/, Fluent), never
read from a card's flavour. For a game with no card-text messages yet, ``card_text`` returns None
and a worked example shows what the model gives (name, kind, level, bonus, treasures...), in the
rulebook's language. A test may install another generator with ``use_card_text(generator)``.
The set's ``Identities`` are passed along, so that a word a card of the set declares (`class
"Minstrel" { is troubadour }`) is said by that card's name, as the faces say it (issue 10, item 1).
"""

from __future__ import annotations

from typing import Protocol

from toolkit import text
from toolkit.lang.model import Card
from toolkit.text.declared import Identities


class CardTextGenerator(Protocol):
    def __call__(self, card: Card, lang: str) -> str | None: ...


class _Hook:
    generator: CardTextGenerator | None = None


def use_card_text(generator: CardTextGenerator | None) -> CardTextGenerator | None:
    """Install the card-text generator (None removes it); returns the one it replaces."""
    previous, _Hook.generator = _Hook.generator, generator
    return previous


def card_text(card: Card, lang: str, identities: Identities | None = None) -> str | None:
    """The card's rules text in ``lang`` (toolkit.text's, unless another generator is installed), the
    words the set declares said by their cards' names (``identities``: the set's, Identities.of)."""
    try:
        if _Hook.generator is not None:
            return _Hook.generator(card, lang)
        return text.card_text_if_known(card, lang, identities)
    except text.TextError:  # a card not translated yet (its name, a message): the example shows its facts
        return None
