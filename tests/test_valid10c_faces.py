"""valid10c: a box laid out without asking for any word's hyphenation is fitted once for every language
(toolkit/render/typography.py, fit_text's memo), and the faces are the same as when each language lays
out every box of its own: every box of every shipped card in every card language, and validate's face
findings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from toolkit.lang.load import load
from toolkit.render import typography
from toolkit.render.faces import compose
from toolkit.render.layout import Layouts
from toolkit.render.sizes import CARD_SIZES, DEFAULT_CARD_SIZE
from toolkit.text import identities
from toolkit.text.files import text_languages
from toolkit.validate import faces

ROOT = Path(__file__).resolve().parent.parent


# Two cards whose faces have findings (a name too long for the title in every language; a rules text too long
# for its box), beside the shipped set: the comparison covers faces with findings too.
CROWDED = """\
monster "NAME" @c10-001 {
  level 3
  treasures 1
  bad stuff: lose 1 level
  flavour "FLAVOUR"
}

monster "Sulking Slime Supreme" @c10-002 {
  level 2
  treasures 1
  bad stuff: lose footgear
  flavour "FLAVOUR"
}
"""


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> list[Any]:
    folder = tmp_path_factory.mktemp("crowded") / "munchkin"
    folder.mkdir()
    words = "It files a form in triplicate for every step you take toward it, and another for the way back. " * 4
    name = "The Unreasonably Long-Winded and Overdressed Bureaucratic Paperwork Golem of the Nine Filing Cabinets"
    text = "game munchkin\n\n" + CROWDED.replace("FLAVOUR", words).replace("NAME", name)
    (folder / "crowded.cards").write_text(text, encoding="utf-8")
    loaded = load([str(ROOT / "cards"), str(folder)])
    assert not [d for d in loaded.diagnostics if d.is_error]
    return loaded.cards


def _every_language_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """The slower path: each layout marked as reading its language, so no language shares another's."""
    plain = typography.layout_text

    def marked(*args: Any, **kwargs: Any) -> typography.Fitted:
        fitted = plain(*args, **kwargs)
        fitted.read_language = True
        return fitted

    monkeypatch.setattr(typography, "layout_text", marked)


def _boxes(cards: list[Any], layouts: Layouts) -> list[tuple[Any, ...]]:
    """Every box of every card's face in each of its game's card languages, as laid out."""
    size = CARD_SIZES[DEFAULT_CARD_SIZE]
    words = identities(cards)
    found: list[tuple[Any, ...]] = []
    for card in cards:
        for lang in text_languages(card.game):
            made = compose(card, lang=lang, size=size, ink_saving=False, layouts=layouts, identities=words)
            for element in made.elements:
                fitted = element.fitted
                lines = (
                    None
                    if fitted is None
                    else (
                        fitted.px,
                        fitted.fits,
                        fitted.shrunk,
                        round(fitted.height, 6),
                        tuple((p.x, p.width, p.text, p.icon) for line in fitted.lines for p in line.pieces),
                    )
                )
                found.append((card.key, lang, element.box.name, element.content, lines))
            found.append((card.key, lang, tuple(p.message for p in made.problems)))
    return found


def test_a_title_is_fitted_once_for_every_language() -> None:
    fonts = Layouts().fonts
    args = ("condensed-bold", 13.0, 6.5, (642, 100))
    english = typography.fit_text("Wardrobe Malfunction", fonts, *args, "en", hyphenate=False)
    german = typography.fit_text("Wardrobe Malfunction", fonts, *args, "de", hyphenate=False)
    assert not english.read_language
    assert german is english  # laid out once: main fitted it again for each language


def test_a_hyphenated_text_is_laid_out_in_each_language() -> None:
    fonts = Layouts().fonts
    text = "Overcompensation and disproportionately " * 3
    found = {lang: typography.fit_text(text, fonts, "condensed", 12, 12, (260, 900), lang) for lang in ("en", "de")}
    assert found["en"].read_language and found["de"].read_language
    assert found["en"] is not found["de"]
    for lang, fitted in found.items():  # each as a fresh memo lays it out in that language
        alone = typography.fit_text(text, Layouts().fonts, "condensed", 12, 12, (260, 900), lang)
        assert [[p.text for p in line.pieces] for line in fitted.lines] == [
            [p.text for p in line.pieces] for line in alone.lines
        ]


def test_every_shipped_box_is_laid_out_as_each_language_alone(
    shipped: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = _boxes(shipped, Layouts())
    _every_language_its_own(monkeypatch)
    alone = _boxes(shipped, Layouts())
    assert len(shared) == len(alone)
    assert shared == alone


def test_validate_face_findings_are_the_same(shipped: list[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    words = identities(shipped)
    shared = faces.face_findings(shipped, layouts=Layouts(), identities=words)
    _every_language_its_own(monkeypatch)
    alone = faces.face_findings(shipped, layouts=Layouts(), identities=words)
    assert shared == alone
    assert len(shared[0]) == len(shipped)
    assert sum(map(len, shared[0])) >= 5  # the crowded cards' findings (V0601) are compared too
