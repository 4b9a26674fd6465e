"""Preflight (issue 12, item 8): every card in every language checked without an image, and validate's V06xx."""

from __future__ import annotations

import importlib
import time
from pathlib import Path

import pytest

from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.render import CARD_SIZES, Layouts, preflight, render_face
from toolkit.render.cardtext import text_languages
from toolkit.validate.faces import face_diagnostics
from toolkit.validate.runner import ValidateOptions, validate

ROOT = Path(__file__).resolve().parents[1]
# The module, not the function toolkit.render re-exports under the same name.
preflight_module = importlib.import_module("toolkit.render.preflight")
LANGS = ("en", "es", "uk", "de", "pl")

LONG = """game munchkin

curse "Endless Whining" @t-1 {
  when played: lose 1 level
  text "WORDS"
}

curse "Short Whine" @t-2 {
  when played: lose 1 level
  text "Lose a level."
}
"""


def long_cards(path: str = "whine.cards", words: str = "Lorem ipsum dolor sit amet, consectetur. " * 30) -> list[Card]:
    loaded = load_text(LONG.replace("WORDS", words.strip()), path)
    assert len(loaded.cards) == 2, [d.headline() for d in loaded.diagnostics]
    return loaded.cards


def test_every_shipped_card_passes_preflight_in_english_and_fast() -> None:
    """In English; the slow test of test_render_faces.py draws every card in every language with text."""
    cards = load([str(ROOT / "cards")]).cards
    assert len(cards) > 200
    started = time.process_time()  # CPU time: the machine's other work does not count
    problems = preflight(cards, ["en"])
    seconds = time.process_time() - started
    assert [p.render() for p in problems] == []
    assert len(cards) / seconds > 40  # cards per CPU second, one process (docs/render.md has the measured figure)


def test_preflight_finds_what_render_face_finds() -> None:
    cards = long_cards("cards/x/whine.cards")
    found = preflight(cards, ["en", "uk"])
    assert [(p.code, p.card, p.lang, p.box) for p in found] == [
        ("R0010", "t-1", "en", "rules"),
        ("R0010", "t-1", "uk", "rules"),
    ]
    assert found[0].render().startswith("cards/x/whine.cards:3: R0010 t-1/en/rules: ")
    assert list(render_face(cards[0]).problems) == [found[0]]
    assert render_face(cards[1]).problems == ()


def test_preflight_in_workers_gives_the_same_problems_in_the_same_order(monkeypatch: pytest.MonkeyPatch) -> None:
    cards = long_cards() * 20
    serial = preflight(cards, ["en", "de"], workers=1)
    monkeypatch.setattr(preflight_module, "PARALLEL_FROM", 0)
    monkeypatch.setattr(preflight_module, "BATCH", 7)
    assert preflight(cards, ["en", "de"], workers=2) == serial
    assert len(serial) == 40


def test_preflight_checks_every_size() -> None:
    cards = long_cards(words="Lose a level, then another, then one more for good measure, and weep.")
    assert preflight(cards, ["en"], size=CARD_SIZES["poker"]) == []
    mini = preflight(cards, ["en"], size=CARD_SIZES["mini-euro"])
    assert all(p.code == "R0010" for p in mini)  # smaller cards may overflow, and say so


def test_a_box_outside_the_safe_zone_is_reported(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "curse.toml").write_text('[[box]]\nname = "title"\nx = 1.0\ny = 1.0\n', "utf-8")
    found = preflight(long_cards(words="Short."), ["en"], layouts=Layouts.for_project(tmp_path))
    assert {(p.code, p.box) for p in found} == {("R0020", "title")}
    assert "outside the safe zone" in found[0].message


def test_a_broken_layout_is_reported_once_not_per_card(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "curse.toml").write_text('[[box]]\nname = "title"\ncolor = "ink"\n', "utf-8")
    found = preflight(long_cards() * 3, LANGS, layouts=Layouts.for_project(tmp_path))
    assert len(found) == 1
    assert found[0].code == "R0002" and found[0].file == str(own / "curse.toml") and found[0].line == 2
    assert "did you mean 'colour'" in found[0].message


def test_validate_reports_faces_as_v06_codes(tmp_path: Path) -> None:
    path = tmp_path / "whine.cards"
    path.write_text(LONG.replace("WORDS", "Whine. " * 160), "utf-8")
    report = validate([str(path)], options=ValidateOptions(use_cache=False, cards_root=None, workers=1))
    found = [d for card in report.cards for d in card.diagnostics if d.code.startswith("V06")]
    # The flavour overflows the rules box in every language the game has text in: one finding each.
    assert {(d.code, d.span.line if d.span else 0) for d in found} == {("V0601", 3)}
    langs = text_languages("munchkin")
    assert sorted(d.message.split("(")[1].split("/")[0] for d in found) == sorted(langs)
    assert any("card face (en/rules)" in d.message for d in found) and found[0].hint
    quiet = validate([str(path)], options=ValidateOptions(use_cache=False, cards_root=None, workers=1, faces=False))
    assert not [d for card in quiet.cards for d in card.diagnostics if d.code.startswith("V06")]


def test_validate_points_refused_art_at_its_line(tmp_path: Path) -> None:
    text = LONG.replace('text "WORDS"', 'art "../secret.png"')
    cards = load_text(text, str(tmp_path / "art.cards")).cards
    (diagnostic,) = face_diagnostics(cards, ["en"], layouts=Layouts.for_project(tmp_path))
    assert diagnostic.code == "V0605"
    assert diagnostic.span is not None and diagnostic.span.line == 5  # the art line, not the card's header


def test_validate_uses_a_projects_own_layouts(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "curse.toml").write_text('[[box]]\nname = "title"\nx = 1.0\n', "utf-8")
    path = tmp_path / "whine.cards"
    path.write_text(LONG.replace("WORDS", "Whine."), "utf-8")
    options = ValidateOptions(use_cache=False, cards_root=None, workers=1, project_root=tmp_path)
    report = validate([str(path)], options=options)
    found = sorted({d.code for card in report.cards for d in card.diagnostics if d.code.startswith("V06")})
    assert found == ["V0603"]


def test_every_shipped_card_fits_in_every_language_that_has_its_text() -> None:
    cards = load([str(ROOT / "cards")]).cards
    problems = []
    for game in sorted({card.game for card in cards}):
        langs = text_languages(game)
        assert langs[0] == "en"
        problems += preflight([c for c in cards if c.game == game], langs)
    assert [p.render() for p in problems if p.severity == "error"] == []
