"""The fast paths of rendering (issue 12, acceptance item 4): each must give the pixels the plain
Pillow path gives. A PNG page built from the faces' bytes, a word drawn from its cached mask and a
face painted on a cached frame are compared with what Pillow draws without them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from render_support import drawn_faces, face, front_colour, pairs

from toolkit.lang.load import load_text
from toolkit.render import Layouts, png, render_face, sheets, typography
from toolkit.render.faces import default_layouts
from toolkit.render.sizes import CARD_SIZES, PAPERS

SPECS = [
    ("a4", "butted", "long", (0.0, 0.0)),
    ("letter", "butted", "short", (1.5, -0.8)),
    ("a4", "bleed", "long", (0.0, 0.0)),
    ("a4", "fold", "long", (0.0, 0.0)),  # fronts and turned backs on one page
    ("a4", "butted", "long", (19.0, 19.0)),  # a backs page pushed partly off the paper: clipped
]


def decoded(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        image.load()
        return image.convert("RGB")


@pytest.fixture(scope="module")
def images(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return drawn_faces(tmp_path_factory.mktemp("faces"), 11)


@pytest.mark.parametrize(("paper", "layout", "duplex", "offset"), SPECS)
def test_pages_built_from_bytes_are_the_pages_pillow_draws(
    images: dict[str, Path], paper: str, layout: str, duplex: str, offset: tuple[float, float]
) -> None:
    spec = sheets.SheetSpec(PAPERS[paper], CARD_SIZES["poker"], layout=layout, duplex=duplex, back_offset_mm=offset)
    pages = sheets.impose(pairs(11), spec).pages + sheets.calibration(spec)  # calibration: labels and guides
    assert len(pages) >= 3
    for page in pages:
        expected = png.draw_page(page, images)
        got = decoded(png.page_png(page, images))
        assert got.size == expected.size
        assert got.tobytes() == expected.tobytes(), page.kind


def test_pages_from_faces_in_memory_match_pages_from_their_files(images: dict[str, Path]) -> None:
    spec = sheets.SheetSpec(PAPERS["a4"], CARD_SIZES["poker"], layout="fold")
    in_memory = {key: png.Raster.of(png.open_card_image(path)) for key, path in images.items()}
    for page in sheets.impose(pairs(11), spec).pages:
        assert png.page_png(page, {}, in_memory) == png.page_png(page, images)


def test_a_raster_png_holds_the_image_and_its_resolution(monkeypatch: pytest.MonkeyPatch) -> None:
    image = face(front_colour(3), "3")
    for isal in (True, False):
        if not isal:
            monkeypatch.setattr(png, "_isal", None)
        read = Image.open(io.BytesIO(png.Raster.of(image).png()))
        assert read.info["dpi"][0] == pytest.approx(300, abs=0.01)
        assert read.convert("RGB").tobytes() == image.tobytes()


@pytest.mark.parametrize("word", ["Paragraph", "Надутий", "Слиз,", "gj!", "+1", "ÿ", "—"])
def test_a_word_from_its_cached_mask_is_the_word_pillow_draws(word: str) -> None:
    fonts = default_layouts().fonts
    for name, px in (("serif", 33), ("condensed-italic", 47), ("serif-bold", 20)):
        font = fonts.font(name, px)
        for _ in range(2):  # the second time from the cache
            plain = Image.new("RGB", (400, 160), (240, 230, 200))
            cached = plain.copy()
            ImageDraw.Draw(plain).text((11, 100), word, font=font, fill=(20, 10, 0), anchor="ls")
            typography._draw_word(ImageDraw.Draw(cached), (11, 100), word, font, (20, 10, 0))
            assert cached.tobytes() == plain.tobytes()
            assert (font, word) in typography._MASKS


CARDS = """game munchkin

curse "Curse A" @pg-001 {
  when played: lose 1 level
}

curse "Curse B" @pg-002 {
  when played: lose 2 levels
}

item "Hat" @pg-003 {
  slot headgear
  bonus +1
  gold 200
}
"""


def test_faces_on_a_kept_frame_are_the_faces_drawn_afresh() -> None:
    cards = load_text(CARDS, "pages.cards").cards
    kept = Layouts()
    first = [render_face(card, layouts=kept).image for card in cards]
    # Two curses share one frame with its panels; the item (another kind and deck) has its own.
    assert len(kept.grounds) == 2
    again = [render_face(card, layouts=kept).image for card in cards]
    assert len(kept.grounds) == 2
    for card, one, two in zip(cards, first, again, strict=True):
        fresh = render_face(card, layouts=Layouts()).image
        assert one.tobytes() == fresh.tobytes() == two.tobytes()
    ink = render_face(cards[0], layouts=kept, ink_saving=True).image
    assert len(kept.grounds) == 3  # the ink-saving variant is a frame of its own
    assert ink.tobytes() != first[0].tobytes()
