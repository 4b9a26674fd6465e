"""Third review pass, card text: a trigger of the card's own player (`whenever you kill a monster`) read
as the Spanish player would. It said "Cada vez que tú mate a un monstruo": a verb of the third person
after "tú" (Ukrainian's template had a branch for "you"; Spanish's had none)."""

from __future__ import annotations

import pytest

from toolkit.lang.load import load_text
from toolkit.text import card_text

EVENTS = {
    "kill a monster": "Cada vez que mates a un monstruo",
    "die": "Cada vez que mueras",
    "win a combat": "Cada vez que ganes un combate",
    "lose a combat": "Cada vez que pierdas un combate",
    "gain a level": "Cada vez que subas un Nivel",
    "play a card": "Cada vez que juegues una carta",
    "start a turn": "Cada vez que empieces un turno",
    "lose an item": "Cada vez que pierdas un Objeto",
    "lose your footgear": "Cada vez que pierdas tu Calzado",
}


def spanish(window: str) -> str:
    loaded = load_text(f'game munchkin\n\nitem "Charm" {{\n  gold 100\n  {window}: draw 1 treasure\n}}\n', "r3.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    return card_text(loaded.cards[0], "es")


@pytest.mark.parametrize("event", sorted(EVENTS))
def test_spanish_says_you_in_the_second_person(event: str) -> None:
    text = spanish(f"whenever you {event}")
    assert EVENTS[event] in text and "tú" not in text, text


@pytest.mark.parametrize(
    ("who", "said"),
    [
        ("another player dies", "Cada vez que otro jugador muera"),
        ("each other player kills a monster", "Cada vez que cada uno de los demás jugadores mate a un monstruo"),
        ("the fighter loses their footgear", "pierda su Calzado"),
    ],
)
def test_spanish_keeps_the_third_person_for_other_players(who: str, said: str) -> None:
    text = spanish(f"whenever {who}")
    assert said in text, text
