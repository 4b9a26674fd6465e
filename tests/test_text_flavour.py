"""A card's flavour in a language: the translation when it was made from the current English."""

from __future__ import annotations

from pathlib import Path

from toolkit.i18n import fluent
from toolkit.lang.load import load_text
from toolkit.text.flavour import flavour

CARD = """game munchkin

monster "Flavoured Slime" @fla-001 {
  level 1
  treasures 1
  bad stuff: lose 1 level
  flavour "It tastes of lime { and regret }."
}
"""


def _card():  # type: ignore[no-untyped-def]
    loaded = load_text(CARD, "flavoured.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    return loaded.cards[0]


def _translate(locales: Path, lang: str, text: str, recorded: str) -> None:
    path = fluent.path_of(locales, lang, "munchkin", "cards")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"# source-hash: {recorded}\ncard-fla-001-flavour = {text}\n", encoding="utf-8")


def test_a_current_translation_is_shown_and_english_is_the_source(tmp_path: Path) -> None:
    card = _card()
    english = fluent.entry_hash(fluent.message(fluent.flavour_id(card.key), card.fields["flavour"]))
    _translate(tmp_path, "uk", "На смак як лайм і жаль.", english)
    assert flavour(card, "uk", tmp_path) == "На смак як лайм і жаль."
    assert flavour(card, "en", tmp_path) == "It tastes of lime { and regret }."


def test_a_stale_or_missing_translation_shows_the_english(tmp_path: Path) -> None:
    card = _card()
    _translate(tmp_path, "uk", "Старий переклад.", "0123456789ab")
    assert flavour(card, "uk", tmp_path) == card.fields["flavour"]
    assert flavour(card, "pl", tmp_path) == card.fields["flavour"]  # no file at all
