"""The generated rules text of a card in a language, for the sheet's read-only columns and the diff.

One small function over the card-text generator (toolkit/text): the sheet does not care how the
text is made. A card whose text cannot be generated in a language says why, in its cell.
"""

from __future__ import annotations

import re

from toolkit.lang.model import Card
from toolkit.text import Identities, TextError, card_text


def generated_text(card: Card, lang: str, identities: Identities | None = None) -> str:
    """The card's rules text in ``lang``, the set's declared words said as ``identities`` has them
    (CardSet.identities); '' when it cannot be made (see :func:`generated_cell`)."""
    try:
        return card_text(card, lang, identities)
    except TextError:
        return ""


def generated_cell(card: Card, lang: str, identities: Identities | None = None) -> str:
    """The card's rules text in ``lang`` (declared words as ``identities`` has them), or why there is
    none: '(no text: ...)'."""
    try:
        return card_text(card, lang, identities)
    except TextError as exc:
        # A file named from the locales folder on, not from this machine's root: the sheet is shared.
        detail = re.sub(r"\S*?[/\\](locales[/\\])", r"\1", exc.detail or str(exc))
        return f"(no text: {exc.code}: {detail})"
