"""Card backs in the sheet's language (issue 12): a back's title and deck name come from the game's
termbase (``-game-title``, ``-deck-<deck>``), so a Ukrainian sheet's backs say «Двері», and its
Tabletop Simulator back image gets a content hash of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang.load import load, load_text
from toolkit.render import jobs, render_back
from toolkit.render.cardtext import back_words, has_messages, text_languages
from toolkit.text import generator, term_id

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("game", "deck", "lang", "words"),
    [
        ("munchkin", "door", "uk", ("Манчкін", "Двері")),
        ("munchkin", "treasure", "es", ("Munchkin", "Tesoros")),
        ("munchkin-kungfu", "door", "uk", ("Манчкін Кунг-фу", "Двері")),  # its title, its family's decks
        ("midgard", "merchant-ships", "uk", ("Чемпіони Мідгарду", "Торгові кораблі")),
        ("midgard", "journeys", "es", ("Campeones de Midgard", "Travesías")),
        ("maniacal", "henchmen", "de", ("Maniacal", "Handlanger")),
        ("munchkin", "door", "en", ("Munchkin", "Door")),
    ],
)
def test_a_back_says_its_words_in_the_language(game: str, deck: str, lang: str, words: tuple[str, str]) -> None:
    assert back_words(game, deck, lang) == words


def test_words_no_termbase_has_fall_back_to_the_names_as_written() -> None:
    assert back_words("munchkin", "side-deck", "uk") == ("Манчкін", "Side Deck")  # a deck no term names
    assert back_words("newgame", "big-cards", "uk") == ("Newgame", "Big Cards")  # a game with no text at all
    assert back_words("munchkin", None, "es") == ("Munchkin", "")


def test_every_shipped_deck_has_its_name_in_every_language_with_text() -> None:
    decks = {(card.game, card.deck) for card in load([str(ROOT / "cards")]).cards if card.deck}
    assert len(decks) >= 18
    for game, deck in sorted(decks):
        for lang in text_languages(game):
            assert has_messages(game, lang)
            bundle = generator(game, lang).bundle
            assert bundle.has(term_id("deck", deck)), (game, deck, lang)
            assert bundle.has("-game-title"), (game, lang)


def test_a_ukrainian_back_is_not_the_english_one() -> None:
    english, ukrainian = render_back("munchkin", "door", lang="en"), render_back("munchkin", "door", lang="uk")
    assert english.size == ukrainian.size
    assert english.tobytes() != ukrainian.tobytes()
    # Only the words differ: the pattern, the emblem and the colours are the deck's.
    assert english.getpixel((20, 20)) == ukrainian.getpixel((20, 20))


CARDS = """game munchkin

curse "Back Test" @bk-001 {
  when played: lose 1 level
}
"""


def test_each_language_has_its_own_tts_back_and_render_inputs(tmp_path: Path) -> None:
    cards = tuple(load_text(CARDS, "backs.cards").cards)
    backs = {}
    for lang in ("en", "uk"):
        job = jobs.Job("munchkin", cards, lang=lang, out=tmp_path)
        rendered = jobs.render_faces(job)
        _files, deck = jobs.render_tts(job, rendered)
        backs[lang] = deck.sheets[0].back
        assert backs[lang].is_file()
    assert backs["en"].name != backs["uk"].name  # content-hashed: TTS never shows the English back cached
    assert backs["en"].read_bytes() != backs["uk"].read_bytes()
    # A changed translation renders that language again: its termbase is among the render's inputs.
    names = {p.name for p in jobs._text_files("munchkin-kungfu", "uk")}
    assert {"terms-munchkin.ftl", "terms-munchkin-kungfu.ftl", "munchkin-kungfu.ftl"} <= names
