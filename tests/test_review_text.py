"""Review findings in the card text: a designer's own words (a new tag, class or race, which the
set's cards declare) and a new card's own name have no termbase entry in any language until someone
translates them; the card's rules must still be said, with the word as the card writes it (as
`card_name` falls back to the name written), never left off the face (R0015) or refused (E0132)."""

from __future__ import annotations

import pytest

from toolkit.lang.load import load_text
from toolkit.text import LANGUAGES, card_text

CARDS = """game munchkin

class "Brute Tamer" @rv-102 {
  is tamer
  during combat, if fighting brute, discard up to 2 cards: strength +2 for each card discarded
}

monster "Pickled Hobnail Ogre" @rv-001 {
  level 11
  treasures 3
  tags brute
  if class tamer: strength -2
  bad stuff: lose 3 levels
}

hireling "Loyal Squire" @rv-210 {
  strength +2
  during combat, sacrifice this: escape automatically
}
"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_designers_words_and_a_new_cards_name_are_said_as_written(lang: str) -> None:
    loaded = load_text(CARDS, "review.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    cards = {c.name: c for c in loaded.cards}
    tamer = card_text(cards["Brute Tamer"], lang)
    assert "brute" in tamer.casefold() and "+2" in tamer, tamer
    ogre = card_text(cards["Pickled Hobnail Ogre"], lang)
    assert "tamer" in ogre.casefold(), ogre
    squire = card_text(cards["Loyal Squire"], lang)
    assert squire.count("\n") >= 1, squire  # its two rules, the sacrifice naming the card itself
