"""Polish declension of a designer's identity names (issue 10): `class "Bard" { is bard }` is said by
its card's name, and Polish asks a case of it ("jesteś Bardem"). With no termbase entry yet the name
is declined by its ending (toolkit/text/pl.py); a translator's `-class-bard` term wins over it."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit import text
from toolkit.i18n import layers
from toolkit.lang.load import load_text
from toolkit.lang.model import Card
from toolkit.text.pl import decline

SET = """game munchkin

class "Bard" @decl-bard {
  is bard
  during combat: strength +1
}

class "Wiedźma" @decl-witch {
  is witch
  during combat: strength +1
}

race "Zielarka" @decl-herbalist {
  is herbalist
}

item "Lute of Lies" @decl-lute {
  gold 300
  if class bard: strength +3
}

item "Crooked Broom" @decl-broom {
  gold 100
  usable if class witch
  strength +1
}

item "Pointy Hat" @decl-hat {
  gold 100
  if not class witch: strength +1
}

monster "Grumpy Ogre" @decl-ogre {
  level 4
  treasures 1
  if class bard: strength +2
  will not pursue if race herbalist
  bad stuff: lose 1 level
}
"""


def say(cards: dict[str, Card], card: Card, lang: str) -> str:
    """The card's text with the set's declared identities (its Bard and Witch said by their cards' names)."""
    return text.card_text(card, lang, text.identities(cards.values()))


@pytest.fixture
def cards() -> dict[str, Card]:
    loaded = load_text(SET, "declension.cards")
    assert loaded.ok, loaded.diagnostics
    found = {card.name: card for card in loaded.cards}
    return found


@pytest.mark.parametrize(
    ("name", "forms"),
    [
        # gen, dat, acc, ins, loc: the shipped terms' cases (masculine animate: acc = gen)
        ("Bard", "Barda Bardowi Barda Bardem Bardzie"),
        ("Strażnik", "Strażnika Strażnikowi Strażnika Strażnikiem Strażniku"),  # as the shipped term
        ("Złodziej", "Złodzieja Złodziejowi Złodzieja Złodziejem Złodzieju"),  # as the shipped term
        ("Kupiec", "Kupca Kupcowi Kupca Kupcem Kupcu"),  # the fleeting e
        ("Koń", "Konia Koniowi Konia Koniem Koniu"),
        ("Wiedźma", "Wiedźmy Wiedźmie Wiedźmę Wiedźmą Wiedźmie"),
        ("Zielarka", "Zielarki Zielarce Zielarkę Zielarką Zielarce"),
        ("Nekromanta", "Nekromanty Nekromancie Nekromantę Nekromantą Nekromancie"),
        ("Widmo", "Widma Widmu Widmo Widmem Widmie"),
    ],
)
def test_a_one_word_name_is_declined_by_its_ending(name: str, forms: str) -> None:
    assert " ".join(decline(name, case) for case in ("gen", "dat", "acc", "ins", "loc")) == forms
    assert decline(name, "nom") == name


def test_adjectives_agree_and_a_complement_stays_and_other_endings_are_indeclinable() -> None:
    assert decline("Mroczny Bard", "ins") == "Mrocznym Bardem"
    assert decline("Wielki Mag", "gen") == "Wielkiego Maga"
    assert decline("Mroczna Wiedźma", "ins") == "Mroczną Wiedźmą"
    assert decline("Bard Północy", "ins") == "Bardem Północy"  # the genitive after the head stays
    assert decline("Troubadour Bard", "ins") == "Troubadour Bard"  # English word order: as written
    assert decline("Sneaky Thief", "ins") == "Sneaky Thief"  # "-ky" is no Polish adjective
    assert decline("Yeti", "ins") == "Yeti"
    assert decline("Bard", "nom-pl") == "Bard"  # a case the shipped identity terms lack: as written


def test_two_new_classes_of_different_endings_read_as_polish(cards: dict[str, Card]) -> None:
    assert "Jeśli jesteś Bardem: +3 w walce." in say(cards, cards["Lute of Lies"], "pl")
    assert "Można używać tylko wtedy, gdy jesteś Wiedźmą." in say(cards, cards["Crooked Broom"], "pl")
    assert "Jeśli nie jesteś Wiedźmą: +1 w walce." in say(cards, cards["Pointy Hat"], "pl")
    ogre = say(cards, cards["Grumpy Ogre"], "pl")
    assert "Jeśli jesteś Bardem: +2 w walce." in ogre and "jeśli jesteś Zielarką." in ogre
    # The other languages are as they were: English says the name with its article.
    assert "If you are a Bard: +3 in combat." in say(cards, cards["Lute of Lies"], "en")


def test_a_translators_term_wins_over_the_regular_declension(cards: dict[str, Card], tmp_path: Path) -> None:
    folder = tmp_path / "locales" / "pl" / "cardtext"
    folder.mkdir(parents=True)
    (folder / "terms-munchkin.ftl").write_text(
        "-class-witch =\n"
        "    { $case ->\n"
        "       *[nom] Czarownica\n"
        "        [gen] Czarownicy\n"
        "        [dat] Czarownicy\n"
        "        [acc] Czarownicę\n"
        "        [ins] Czarownicą z Bagien\n"
        "        [loc] Czarownicy\n"
        "    }\n"
        "    .gender = fem\n"
        "    .animacy = anim\n",
        encoding="utf-8",
    )
    layers.use([tmp_path / "locales"])
    try:
        assert "gdy jesteś Czarownicą z Bagien." in say(cards, cards["Crooked Broom"], "pl")
        assert "Jeśli jesteś Bardem" in say(cards, cards["Lute of Lies"], "pl")  # no term: declined
    finally:
        layers.use(())
    assert "gdy jesteś Wiedźmą." in say(cards, cards["Crooked Broom"], "pl")


def test_the_shipped_classes_keep_their_termbase_forms() -> None:
    loaded = load_text(SET.replace("usable if class witch", "usable if class wizard"), "declension.cards")
    words = text.identities(loaded.cards)
    broom = next(c for c in loaded.cards if c.name == "Crooked Broom")
    assert "gdy jesteś Czarodziejem." in text.card_text(broom, "pl", words)
