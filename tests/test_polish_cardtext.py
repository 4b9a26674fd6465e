"""Card text of a designer's declared identity, and two phrasings (issue 10, item 1): `class "Bard" { is
bard }` reads as the shipped classes do ("If you are a Bard"), in all five languages; German says "dein
Schuhwerk verlierst", Polish "gdy zabijasz" (not "gdy ty zabijasz")."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit import text
from toolkit.cli import app
from toolkit.lang.load import load_text
from toolkit.lang.model import Card

BARDS = """game munchkin

class "Bard" @polish-bard {
  is bard
  during combat: strength +1
}

class "Sneaky Thief" @polish-sneak {
  is sneak
  during combat: strength +1
}

item "Lute of Lies" @polish-lute {
  gold 300
  if class bard: strength +3
}

item "Glove of Grabbing" @polish-glove {
  gold 100
  usable if class sneak
  strength +1
}

class "Shoe Mourner" @polish-mourner {
  is mourner
  whenever you lose your footgear: go up 1 level
  whenever you kill a monster: draw 1 treasure
  whenever another player dies: draw 1 door
}
"""


def _cards(source: str = BARDS) -> dict[str, Card]:
    loaded = load_text(source, "bards.cards")
    assert loaded.ok, loaded.diagnostics
    return {card.name: card for card in loaded.cards}


def test_a_declared_class_reads_like_a_shipped_one_in_every_language() -> None:
    cards = _cards()
    words = text.identities(cards.values())
    lute = {lang: text.card_text(cards["Lute of Lies"], lang, words) for lang in ("en", "es", "de", "pl", "uk")}
    assert "If you are a Bard: +3 in combat." in lute["en"]
    assert "Si eres un Bard: +3 en combate." in lute["es"]
    assert "Wenn du ein Bard bist: +3 im Kampf." in lute["de"]
    assert "Jeśli jesteś Bardem: +3 w walce." in lute["pl"]  # declined by its ending (toolkit/text/pl.py)
    assert "Якщо ви Bard: +3 у бою." in lute["uk"]
    # The shipped class, for comparison: the same message, its termbase's forms.
    wizard = _cards(BARDS.replace("class bard", "class wizard"))["Lute of Lies"]
    assert "If you are a Wizard: +3 in combat." in text.card_text(wizard, "en")


def test_the_declaring_cards_name_is_used_not_the_word() -> None:
    cards = _cards()
    words = text.identities(cards.values())
    glove = cards["Glove of Grabbing"]
    assert "Usable only if you are a Sneaky Thief." in text.card_text(glove, "en", words)
    assert "Nur verwendbar, wenn du ein Sneaky Thief bist." in text.card_text(glove, "de", words)
    # card_texts tells the generators the set by itself.
    assert "a Sneaky Thief" in text.card_texts(list(cards.values()), "en")[3]


def test_the_declaring_cards_translated_name_comes_from_the_termbase() -> None:
    # A declaring card whose key has a name in the shipped termbases (mun-001, "Sulking Slime").
    source = BARDS.replace('class "Sneaky Thief" @polish-sneak', 'class "Sulking Slime" @mun-001')
    cards = _cards(source)
    words = text.identities(cards.values())
    glove = cards["Glove of Grabbing"]
    assert "you are a Sulking Slime" in text.card_text(glove, "en", words)
    assert "wenn du ein Schmollender Schleim bist" in text.card_text(glove, "de", words)
    assert "si eres un Limo Enfurruñado" in text.card_text(glove, "es", words)


def test_an_identity_never_declared_to_the_generator_reads_capitalized() -> None:
    source = BARDS.replace("is bard", "is troubadour-bard").replace("class bard", "class troubadour-bard")
    lute = _cards(source)["Lute of Lies"]
    # Not declared to the generator (a lone card's text): the word, capitalized, with its article.
    assert "If you are a Troubadour Bard" in text.card_text(lute, "en")


def test_german_loses_your_footgear_and_polish_says_no_redundant_ty() -> None:
    mourner = _cards()["Shoe Mourner"]
    german = text.card_text(mourner, "de")
    assert "Immer wenn du dein Schuhwerk verlierst" in german and "das Schuhwerk" not in german
    assert "Immer wenn ein anderer Spieler stirbt" in german
    polish = text.card_text(mourner, "pl")
    assert "gdy tracisz Obuwie" in polish and "gdy zabijasz potwora" in polish
    assert "gdy ty" not in polish
    assert "gdy inny gracz ginie" in polish


def test_extract_writes_a_declared_identity_term_as_the_shipped_ones_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["init", ".", "--game", "munchkin"]).exit_code == 0
    (tmp_path / "cards" / "bards.cards").write_text(BARDS.replace("@polish-", "@mine-"), encoding="utf-8")
    done = runner.invoke(app, ["i18n", "extract"])
    assert done.exit_code == 0, done.output
    terms = (tmp_path / "locales" / "en" / "cardtext" / "terms-munchkin.ftl").read_text(encoding="utf-8")
    assert "-class-sneak =\n    { $case ->\n       *[nom] Sneaky Thief\n        [indef] a Sneaky Thief\n    }" in terms
    shown = runner.invoke(app, ["text", "show", "Glove of Grabbing", "--lang", "en"])
    assert "Usable only if you are a Sneaky Thief." in shown.output, shown.output
