"""Second review pass, card text: a comparison of players (issue 10's `you have more items than the
fighter`) read as the Spanish player would. It said "Si tú tiene más Objetos que llevas que el
jugador que combate": a verb of the third person after "tú", and "que llevas" inside the comparison."""

from __future__ import annotations

from toolkit.lang.load import load_text
from toolkit.text import card_text

CARDS = """game munchkin

race "Cave Goblin" @rv2-001 {
  is goblin
  if you have more items than the fighter: strength +2
}

one-shot "Envy" @rv2-002 {
  gold 100
  during combat, if the fighter has more items than you: strength +2 on the fighter
}

one-shot "Quiet Envy" @rv2-003 {
  gold 100
  during combat, if not (you have fewer items than the fighter): strength +2 on the fighter
}

one-shot "Envy of the Table" @rv2-004 {
  gold 100
  during combat, if each other player has fewer items than you: strength +2 on the fighter
}
"""


def texts(lang: str) -> dict[str, str]:
    loaded = load_text(CARDS, "review2.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    return {c.name: card_text(c, lang) for c in loaded.cards}


def test_spanish_says_you_have_in_the_second_person() -> None:
    es = texts("es")
    assert "Si tienes más Objetos que el jugador que combate: +2 en combate." in es["Cave Goblin"], es
    assert "si no tienes menos Objetos que el jugador que combate" in es["Quiet Envy"], es
    assert "tú tiene" not in " ".join(es.values()) and "que llevas que" not in " ".join(es.values()), es


def test_spanish_keeps_the_third_person_for_other_players() -> None:
    es = texts("es")
    assert "si el jugador que combate tiene más Objetos que tú" in es["Envy"], es
    assert "si cada uno de los demás jugadores tiene menos Objetos que tú" in es["Envy of the Table"], es
