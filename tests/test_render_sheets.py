"""Print sheets read back: PDF page sizes and boxes (pypdf), nine cards a page, crop marks found in
the pixels at 3 mm outside the trim with the length asked for, and backs that land behind their
fronts for long-edge duplex, with and without a printer's offset."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from render_support import back_colour, centre, drawn_faces, front_colour, pairs

from toolkit.render import pdf, png, sheets
from toolkit.render.sizes import CARD_SIZES, PAPERS, mm_to_pt, mm_to_px

POKER = CARD_SIZES["poker"]
MM = 72 / 25.4  # points per millimetre


def spec(paper: str = "a4", **options: object) -> sheets.SheetSpec:
    return sheets.SheetSpec(PAPERS[paper], options.pop("size", POKER), **options)  # type: ignore[arg-type]


def near(colour: tuple[int, ...], wanted: tuple[int, int, int], slack: int = 3) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour, wanted, strict=False))


@pytest.fixture(scope="module")
def faces(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return drawn_faces(tmp_path_factory.mktemp("faces"), 20)


# ---------------------------------------------------------------- PDF read back


@pytest.mark.parametrize(("paper", "width_mm", "height_mm"), [("a4", 210, 297), ("letter", 215.9, 279.4)])
def test_pdf_pages_are_the_paper_with_nine_cards_and_boxes(
    faces: dict[str, Path], tmp_path: Path, paper: str, width_mm: float, height_mm: float
) -> None:
    imposition = sheets.impose(pairs(20), spec(paper))
    path = pdf.write_pdf(tmp_path / "sheets.pdf", imposition.pages, faces)
    reader = PdfReader(path)
    assert len(reader.pages) == 6  # 20 cards: 3 sheets of fronts and backs
    for number, page in enumerate(reader.pages):
        assert abs(float(page.mediabox.width) / MM - width_mm) < 0.5
        assert abs(float(page.mediabox.height) / MM - height_mm) < 0.5
        content = page.get_contents().get_data().decode()
        placed = len(re.findall(r"/Im\d+ Do", content))
        assert placed == [9, 9, 9, 9, 2, 2][number]
        trim, bleed = page.trimbox, page.bleedbox
        if number < 4:  # a full butted grid: 3 x 63.5 by 3 x 88.9 mm, the bleed box the same (trimmed cards)
            assert abs(float(trim.width) / MM - 190.5) < 0.5
            assert abs(float(trim.height) / MM - 266.7) < 0.5
            assert float(bleed.width) == pytest.approx(float(trim.width))
        # Boxes nest: trim within bleed within media.
        assert float(bleed.left) <= float(trim.left) and float(trim.right) <= float(bleed.right)
        assert float(bleed.left) >= 0 and float(bleed.right) <= float(page.mediabox.right)


def test_the_pdf_stores_each_image_once(tmp_path: Path) -> None:
    images = drawn_faces(tmp_path, 18, shared_back=True)
    path = pdf.write_pdf(tmp_path / "s.pdf", sheets.impose(pairs(18, shared_back=True), spec()).pages, images)
    reader = PdfReader(path)
    names = set()
    for page in reader.pages:
        for name, obj in page["/Resources"]["/XObject"].items():
            if name.startswith("/Im"):
                names.add(obj.indirect_reference.idnum)
    assert len(names) == 19  # 18 fronts and one back shared by two backs pages


def test_bleed_layout_is_eight_up_on_a4_with_bled_cards(faces: dict[str, Path], tmp_path: Path) -> None:
    imposition = sheets.impose(pairs(16), spec(layout="bleed"))
    assert (imposition.grid.cols, imposition.grid.rows, imposition.grid.landscape) == (4, 2, True)
    path = pdf.write_pdf(tmp_path / "b.pdf", imposition.pages, faces)
    page = PdfReader(path).pages[0]
    assert abs(float(page.mediabox.width) / MM - 297) < 0.5  # landscape
    # The bleed box reaches 1/8 in beyond the trim box on every side.
    assert float(page.trimbox.left) - float(page.bleedbox.left) == pytest.approx(mm_to_pt(3.175), abs=0.3)
    assert float(page.bleedbox.top) - float(page.trimbox.top) == pytest.approx(mm_to_pt(3.175), abs=0.3)


def test_service_pdf_is_one_bled_card_a_page_front_then_back(faces: dict[str, Path], tmp_path: Path) -> None:
    path = pdf.write_pdf(tmp_path / "svc.pdf", sheets.card_pages(pairs(5), POKER), faces)
    reader = PdfReader(path)
    assert len(reader.pages) == 10
    for page in reader.pages:
        assert abs(float(page.mediabox.width) / MM - 69.85) < 0.1
        assert abs(float(page.mediabox.height) / MM - 95.25) < 0.1
        assert abs(float(page.trimbox.width) / MM - 63.5) < 0.1
        assert abs(float(page.trimbox.height) / MM - 88.9) < 0.1
        assert abs(float(page.trimbox.left) / MM - 3.175) < 0.1
        assert float(page.bleedbox.width) == pytest.approx(float(page.mediabox.width))
    kinds = [p.kind for p in sheets.card_pages(pairs(2), POKER)]
    assert kinds == ["card-front", "card-back", "card-front", "card-back"]


# ---------------------------------------------------------------- crop marks in the pixels


def _dark(pixel: tuple[int, ...]) -> bool:
    return sum(pixel[:3]) < 100


def _run(image: Image.Image, x: int, y: int, dx: int, dy: int, limit: int) -> tuple[int, int]:
    """From (x, y) stepping (dx, dy): how many light pixels come before the first dark one, and how
    many dark ones follow."""

    def dark(step: int) -> bool:
        at = (x + dx * step, y + dy * step)
        return 0 <= at[0] < image.width and 0 <= at[1] < image.height and _dark(image.getpixel(at))

    gap = 0
    while gap < limit and not dark(gap):
        gap += 1
    length = 0
    while dark(gap + length):
        length += 1
    return gap, length


@pytest.mark.parametrize("length_mm", [3.0, 5.0])
def test_crop_marks_sit_3mm_outside_the_trim_with_the_length_asked(faces: dict[str, Path], length_mm: float) -> None:
    layout = spec(crop_length_mm=length_mm)
    page = sheets.impose(pairs(9), layout).pages[0]
    image = png.draw_page(page, faces)
    left, top, right, bottom = page.trim_box
    three, length = mm_to_px(3.0), mm_to_px(length_mm)
    # Above the top-left corner, on the column of the left trim line (and the one before: 2 px, centred).
    for column in (left - 1, left):
        assert _run(image, column, top - 1, 0, -1, 200) == (three, length)  # 35 px of paper, then the mark
    # Left of the bottom-left corner, on the bottom trim line; right of the top-right corner.
    for row in (bottom - 1, bottom):
        assert _run(image, left - 1, row, -1, 0, 200) == (three, length)
    assert _run(image, right, top, 1, 0, 200) == (three, length)
    assert _run(image, right - 1, bottom, 0, 1, 200) == (three, length)
    # Interior trim lines get their marks in the margin, never over the cards.
    inner = page.placements[1].trim[0]
    assert _run(image, inner, top - 1, 0, -1, 200) == (three, length)
    assert not _dark(image.getpixel((inner, top + 300)))  # the cut between two cards is not drawn on them


def test_marks_never_enter_the_bleed_and_cards_get_their_own(faces: dict[str, Path]) -> None:
    layout = spec(layout="bleed")
    page = sheets.impose(pairs(8), layout).pages[0]
    image = png.draw_page(page, faces)
    printed = [p.printed for p in page.placements]
    for mark in page.marks:
        for left, top, right, bottom in printed:
            # The pixels a mark covers: 2 px across its line, its length along it.
            vertical = mark.x0 == mark.x1
            x0, x1 = (mark.x0 - 1, mark.x0 + 1) if vertical else (mark.x0, mark.x1)
            y0, y1 = (mark.y0, mark.y1) if vertical else (mark.y0 - 1, mark.y0 + 1)
            assert x1 <= left or right <= x0 or y1 <= top or bottom <= y0, (mark, (left, top, right, bottom))
    # A card of the top row: its top-left mark starts at the edge of its bleed (3.175 mm: not inside).
    first = page.placements[0]
    gap, run = _run(image, first.trim[0], first.trim[1] - 1, 0, -1, 200)
    assert gap == first.trim[1] - first.printed[1] and run == mm_to_px(5.0)
    # The second card's own left marks sit in the gutter between the first two cards.
    second = page.placements[1]
    gutter_marks = [
        m for m in page.marks if m.y0 == m.y1 == second.trim[1] and first.printed[2] <= m.x0 < second.printed[0]
    ]
    assert gutter_marks


def test_letter_margins_shorten_marks_and_say_so() -> None:
    imposition = sheets.impose(pairs(9), spec("letter", crop_length_mm=8))
    assert any("R0051" in n for n in imposition.notes)
    assert not sheets.impose(pairs(9), spec("a4", crop_length_mm=5)).notes


# ---------------------------------------------------------------- duplex


@pytest.mark.parametrize("offset", [(0.0, 0.0), (1.5, -0.8)])
def test_back_of_card_i_lands_behind_its_front_for_long_edge_duplex(
    faces: dict[str, Path], offset: tuple[float, float]
) -> None:
    pages = sheets.impose(pairs(9), spec(back_offset_mm=offset)).pages
    front, back = png.draw_page(pages[0], faces), png.draw_page(pages[1], faces)
    dx, dy = (18, 9) if offset != (0.0, 0.0) else (0, 0)  # 1.5 mm right, 0.8 mm down: +y is up
    width = front.width
    for i, placement in enumerate(pages[0].placements):
        x, y = centre(placement.trim)
        assert near(front.getpixel((x, y)), front_colour(i))
        # Long edge of a portrait page: the sheet turns left over right, so x mirrors; the printer's
        # offset (+x right, +y up) moves the backs.
        assert near(back.getpixel((width - 1 - x + dx, y + dy)), back_colour(i)), i
    # Column order reversed on the backs page: the back of card 0 (top left) is top right.
    assert pages[1].placements[0].trim[0] > pages[1].placements[2].trim[0]


def test_landscape_long_edge_turns_the_backs(faces: dict[str, Path]) -> None:
    pages = sheets.impose(pairs(8), spec(layout="bleed")).pages
    front, back = png.draw_page(pages[0], faces), png.draw_page(pages[1], faces)
    for i, placement in enumerate(pages[0].placements):
        x, y = centre(placement.trim)
        assert near(back.getpixel((x, back.height - 1 - y)), back_colour(i))
    assert all(p.turned for p in pages[1].placements)
    # The number at the card's top left on the front is at its bottom right on the turned back.
    del front


def test_short_edge_on_portrait_reverses_the_rows(faces: dict[str, Path]) -> None:
    pages = sheets.impose(pairs(9), spec(duplex="short")).pages
    back = png.draw_page(pages[1], faces)
    for i, placement in enumerate(pages[0].placements):
        x, y = centre(placement.trim)
        assert near(back.getpixel((x, back.height - 1 - y)), back_colour(i))


def test_pdf_backs_are_mirrored_like_the_png(faces: dict[str, Path], tmp_path: Path) -> None:
    pages = sheets.impose(pairs(9), spec(back_offset_mm=(1.5, -0.8))).pages
    reader = PdfReader(pdf.write_pdf(tmp_path / "d.pdf", pages, faces))
    width = float(reader.pages[0].mediabox.width)

    def clips(page: object) -> list[tuple[float, float]]:
        content = page.get_contents().get_data().decode()  # type: ignore[attr-defined]
        return [(float(a), float(b)) for a, b, _, _ in re.findall(r"q (\S+) (\S+) (\S+) (\S+) re W n", content)]

    fronts, backs = clips(reader.pages[0]), clips(reader.pages[1])
    card_w = 63.5 * MM
    for (fx, fy), (bx, by) in zip(fronts, backs, strict=True):
        assert bx == pytest.approx(width - fx - card_w + 1.5 * MM, abs=0.3)
        assert by == pytest.approx(fy - 0.8 * MM, abs=0.3)


def test_fronts_only_has_no_backs_pages() -> None:
    pages = sheets.impose(pairs(10), spec(duplex="none")).pages
    assert [p.kind for p in pages] == ["fronts", "fronts"]


# ---------------------------------------------------------------- fold-over and calibration


def test_fold_over_puts_each_back_mirrored_across_the_fold(faces: dict[str, Path]) -> None:
    imposition = sheets.impose(pairs(4), spec(layout="fold"))
    page = imposition.pages[0]
    image = png.draw_page(page, faces)
    fold = [m for m in page.marks if m.kind == "fold"]
    assert len(fold) == 1 and fold[0].x0 == image.width // 2
    fronts = [p for p in page.placements if p.image.startswith("f")]
    assert len(fronts) == 4
    for i, placement in enumerate(fronts):
        x, y = centre(placement.trim)
        assert x < image.width // 2
        assert near(image.getpixel((image.width - 1 - x, y)), back_colour(i))
    # No crop mark crosses the fold.
    half = image.width // 2
    for mark in page.marks:
        if mark.kind == "crop":
            assert max(mark.x0, mark.x1) <= half or min(mark.x0, mark.x1) >= half


def test_calibration_back_scale_is_centred_behind_the_front_lines() -> None:
    for offset in ((0.0, 0.0), (1.5, -0.8)):
        front, back = sheets.calibration(spec(back_offset_mm=offset))
        vertical = next(m for m in front.marks if m.x0 == m.x1)
        ticks = [m for m in back.marks if m.x0 == m.x1 and m.width == 1 and m.y1 - m.y0 < mm_to_px(10)]
        assert len(ticks) == 21  # -5 .. +5 mm, a tick every half millimetre
        (zero,) = [m for m in ticks if m.y1 - m.y0 == mm_to_px(6)]  # the 0 of the X scale, the longest
        assert zero.x0 == front.width - vertical.x0 + mm_to_px(offset[0])
        numbers = [label.text for label in back.labels if label.size == 16 and label.anchor == "md"]
        assert numbers == ["-4", "-2", "0", "+2", "+4"]


def test_calibration_follows_the_sheets_orientation_and_flip() -> None:
    front, back = sheets.calibration(spec(layout="bleed"))  # 8-up on A4: landscape, turned top over bottom
    assert front.width > front.height
    horizontal = next(m for m in front.marks if m.y0 == m.y1)
    (zero,) = [m for m in back.marks if m.y0 == m.y1 and m.width == 1 and m.x1 - m.x0 == mm_to_px(6)]
    assert zero.y0 == back.height - horizontal.y0  # the Y scale's 0 behind the front's line, rows mirrored


# ---------------------------------------------------------------- other sizes and errors


@pytest.mark.parametrize(
    ("size", "per_page"), [("poker", 9), ("bridge", 10), ("tarot", 4), ("mini-euro", 18), ("euro", 9)]
)
def test_other_sizes_fit_as_many_as_the_page_allows(size: str, per_page: int) -> None:
    grid = sheets.grid_for(spec(size=CARD_SIZES[size]))
    assert grid.per_page == per_page
    width, height = CARD_SIZES[size].trim_px
    # One more column or row would not fit with room for marks.
    room = mm_to_px(3.0) + mm_to_px(sheets.MIN_MARK_MM)
    assert (grid.cols + 1) * width > grid.width - 2 * room or (grid.rows + 1) * height > grid.height - 2 * room


def test_a_card_too_big_for_the_paper_is_refused() -> None:
    huge = sheets.CardSize("poster", 300, 400)
    with pytest.raises(sheets.SheetError) as caught:
        sheets.grid_for(spec(size=huge))
    assert caught.value.code == "R0050" and "does not fit" in caught.value.message


@pytest.mark.parametrize(
    ("text", "value"), [("1.5mm,-0.8mm", (1.5, -0.8)), ("0,0", (0.0, 0.0)), (" -2 , 3mm", (-2.0, 3.0))]
)
def test_back_offsets_parse(text: str, value: tuple[float, float]) -> None:
    assert sheets.parse_offset(text) == value


@pytest.mark.parametrize("text", ["1.5mm", "a,b", "1,2,3", "1e9,0", "nan,0", ""])
def test_bad_back_offsets_are_refused(text: str) -> None:
    with pytest.raises(sheets.SheetError) as caught:
        sheets.parse_offset(text)
    assert caught.value.code == "R0052"


def test_bad_crop_lengths_are_refused() -> None:
    for length in (0.0, 50.0):
        with pytest.raises(sheets.SheetError):
            spec(crop_length_mm=length)


def test_png_pages_are_lossless_300_dpi_and_pass_into_the_pdf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from render_support import face

    image = face((120, 200, 30), "7")
    fast = png.png_bytes(image)
    monkeypatch.setattr(png, "_isal", None)  # the Pillow path gives the same pixels
    slow = png.png_bytes(image)
    for data in (fast, slow):
        path = tmp_path / "x.png"
        path.write_bytes(data)
        with Image.open(path) as read:
            read.load()
            assert read.tobytes() == image.tobytes()
            assert read.info["dpi"][0] == pytest.approx(300, abs=0.01)
        assert pdf._png_passthrough(data) is not None  # the PDF takes its data as it is
