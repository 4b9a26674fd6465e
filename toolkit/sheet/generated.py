"""The generated rules text of a card in a language, for the sheet's read-only columns and the diff.

One small function, so the sheet does not care how the text is made (toolkit/text, the cardtext
generator). A card whose text cannot be generated in a language shows why, in the cell.
"""

from __future__ import annotations

from toolkit.lang.model import Card


def generated_text(card: Card, lang: str) -> str:
    """The card's rules text in ``lang`` ('' until a generator for the game exists)."""
    return ""
