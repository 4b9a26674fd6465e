"""PNG pages: a sheet (toolkit.render.sheets.Page) drawn at 300 DPI, and images written atomically.

Card images come from files (the faces a job rendered, PNG), opened as a page needs them, so a
page in memory is one page and its nine cards, whatever the size of the job. Crop marks are
black rectangles centred on the cut; labels are set in the shipped DejaVu Sans.
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from toolkit.files import write_atomic
from toolkit.render.sheets import Label, Mark, Page
from toolkit.render.sizes import DPI

PNG_LEVEL = 3  # zlib level: within 10 % of the size at 6, twice as fast on a 300-DPI page
INK = (0, 0, 0)
GUIDE = (0, 0, 0)
FOLD = (110, 110, 110)


def fonts_folder() -> Path:
    """The shipped fonts (DejaVu, Latin and Cyrillic): the wheel's copy or the repository's."""
    here = Path(__file__).resolve().parents[1]
    if (here / "_templates").is_dir():
        return here / "_templates" / "rulebook" / "_fonts"
    return here.parent / "templates" / "rulebook" / "_fonts"


@cache
def label_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    path = fonts_folder() / "DejaVuSans-Bold.ttf"
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:  # a broken install: labels still come out, in Pillow's own font
        return ImageFont.load_default(size)


def draw_page(page: Page, images: Mapping[str, Path], drawn: Mapping[str, Image.Image] | None = None) -> Image.Image:
    """The page as an RGB image at 300 DPI: white paper, the cards, the marks, the labels. Card
    images come from ``drawn`` (still in memory) or else from their files."""
    canvas = Image.new("RGB", (page.width, page.height), (255, 255, 255))
    opened: dict[tuple[str, bool], Image.Image] = {}
    for placement in page.placements:
        key = (placement.image, placement.turned)
        if key not in opened:
            image = (
                drawn[placement.image]
                if drawn and placement.image in drawn
                else open_card_image(images[placement.image])
            )
            opened[key] = image.rotate(180) if placement.turned else image
        card = opened[key].crop(placement.crop)
        canvas.paste(card, placement.printed[:2])
    draw = ImageDraw.Draw(canvas)
    for mark in page.marks:
        draw_mark(draw, mark)
    for label in page.labels:
        draw_label(draw, label)
    return canvas


def open_card_image(path: Path) -> Image.Image:
    with Image.open(path) as image:
        image.load()
        return image if image.mode == "RGB" else image.convert("RGB")


def draw_mark(draw: ImageDraw.ImageDraw, mark: Mark) -> None:
    """A mark covers ``width`` pixels centred on its line (x = 375 with width 2: columns 374 and 375)."""
    low, high = mark.width // 2, mark.width - mark.width // 2
    colour = FOLD if mark.kind == "fold" else INK
    if mark.x0 == mark.x1:
        x = mark.x0
        if mark.kind == "fold":  # dashed: 3 mm on, 2 mm off
            for y in range(mark.y0, mark.y1, 59):
                draw.rectangle((x - low, y, x + high - 1, min(y + 35, mark.y1) - 1), fill=colour)
            return
        draw.rectangle((x - low, mark.y0, x + high - 1, mark.y1 - 1), fill=colour)
    else:
        y = mark.y0
        draw.rectangle((mark.x0, y - low, mark.x1 - 1, y + high - 1), fill=colour)


def draw_label(draw: ImageDraw.ImageDraw, label: Label) -> None:
    draw.text((label.x, label.y), label.text, fill=INK, font=label_font(label.size), anchor=label.anchor)


def png_bytes(image: Image.Image, *, level: int = PNG_LEVEL) -> bytes:
    """PNG of ``image`` with its resolution (300 DPI) recorded, so a printer prints it at size.

    An RGB image is compressed by ISA-L (the ``isal`` package) when it is installed: its deflate
    is some thirty times faster than zlib's on card faces and pages, for files 5-30 % larger
    (rows unfiltered; docs/performance.md, "Rendering"). Anything else goes through Pillow."""
    if image.mode == "RGB" and _isal is not None:
        return _fast_png(image)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(DPI, DPI), compress_level=level)
    return buffer.getvalue()


try:  # optional speed: the same deflate format, from Intel's ISA-L
    from isal import isal_zlib as _isal
except ImportError:  # pragma: no cover - isal is a dependency; a bare install still writes PNGs
    _isal = None


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def _fast_png(image: Image.Image) -> bytes:
    """An 8-bit RGB PNG, every row with filter 0 (none), one IDAT, and pHYs at 300 DPI."""
    return encode_rows(filtered_rows(image.tobytes(), *image.size), *image.size)


def filtered_rows(raw: bytes | memoryview, width: int, height: int) -> bytearray:
    """PNG's scanlines of packed RGB pixels: each row behind its filter byte 0 (none)."""
    stride = width * 3
    rows = bytearray(height * (stride + 1))
    view = memoryview(raw)
    for y in range(height):
        at = y * (stride + 1) + 1
        rows[at : at + stride] = view[y * stride : (y + 1) * stride]
    return rows


def encode_rows(rows: bytes | bytearray, width: int, height: int) -> bytes:
    """A PNG of scanlines already filtered (filtered_rows, compose_rows), deflated by ISA-L at level 1."""
    assert _isal is not None
    pixels_per_metre = round(DPI / 0.0254)
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),
            _chunk(b"pHYs", struct.pack(">IIB", pixels_per_metre, pixels_per_metre, 1)),
            _chunk(b"IDAT", _isal.compress(rows, 1)),
            _chunk(b"IEND", b""),
        )
    )


# ---------------------------------------------------------------- pages straight into PNG scanlines


@dataclass(frozen=True)
class Raster:
    """A card image as packed RGB bytes (what its PNG was made from), kept so a page is built
    from it byte for byte without decoding a file or asking Pillow for the pixels again."""

    width: int
    height: int
    raw: bytes

    @classmethod
    def of(cls, image: Image.Image) -> Raster:
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        return cls(rgb.width, rgb.height, rgb.tobytes())

    def png(self) -> bytes:
        if _isal is None:
            return png_bytes(Image.frombytes("RGB", (self.width, self.height), self.raw))
        return encode_rows(filtered_rows(self.raw, self.width, self.height), self.width, self.height)


def compose_rows(page: Page, images: Mapping[str, Path], drawn: Mapping[str, Raster] | None = None) -> bytearray:
    """The page's PNG scanlines, the same pixels as draw_page gives, copied row by row from the
    cards' bytes: a 300-DPI page is 26 MB, and drawing it in Pillow then asking for its bytes
    cost three copies of it (docs/performance.md, "Rendering"). A turned card is turned by Pillow."""
    width, height = page.width, page.height
    line = width * 3 + 1
    rows = bytearray(b"\xff") * (line * height)
    rows[0::line] = bytes(height)  # every row's filter byte: 0, none
    view = memoryview(rows)
    for placement in page.placements:
        raster = (drawn or {}).get(placement.image)
        if raster is None or placement.turned:
            image = drawn_image(raster) if raster is not None else open_card_image(images[placement.image])
            raster = Raster.of(image.rotate(180) if placement.turned else image)
        _copy(view, line, width, height, raster, placement.crop, placement.printed[:2])
    for mark in page.marks:
        colour = FOLD if mark.kind == "fold" else INK
        for box in _mark_boxes(mark):
            _fill(view, line, width, height, box, colour)
    for label in page.labels:
        _label(view, line, width, height, label)
    return rows


def drawn_image(raster: Raster) -> Image.Image:
    return Image.frombytes("RGB", (raster.width, raster.height), raster.raw)


def _copy(
    view: memoryview,
    line: int,
    width: int,
    height: int,
    raster: Raster,
    crop: tuple[int, int, int, int],
    at: tuple[int, int],
) -> None:
    """``crop`` of the raster pasted with its corner at ``at``, clipped to the page as Pillow clips."""
    left, top, right, bottom = crop
    if left < 0 or top < 0 or right > raster.width or bottom > raster.height:
        # Pillow pads a crop outside the image with black: so does this, through Pillow.
        image = drawn_image(raster).crop(crop)
        raster, (left, top, right, bottom) = Raster.of(image), (0, 0, image.width, image.height)
    x, y = at
    # Clip to the page: the part of the card that falls on it.
    skip_x, skip_y = max(0, -x), max(0, -y)
    cols = min(right - left - skip_x, width - max(x, 0))
    count = min(bottom - top - skip_y, height - max(y, 0))
    if cols <= 0 or count <= 0:
        return
    source = memoryview(raster.raw)
    stride = raster.width * 3
    start = (left + skip_x) * 3
    nbytes = cols * 3
    target = max(y, 0) * line + 1 + max(x, 0) * 3
    for row in range(top + skip_y, top + skip_y + count):
        at_source = row * stride + start
        view[target : target + nbytes] = source[at_source : at_source + nbytes]
        target += line


def _mark_boxes(mark: Mark) -> list[tuple[int, int, int, int]]:
    """The rectangles draw_mark fills, as (left, top, right, bottom) inclusive like Pillow's."""
    low, high = mark.width // 2, mark.width - mark.width // 2
    if mark.x0 == mark.x1:
        x = mark.x0
        if mark.kind == "fold":
            return [(x - low, y, x + high - 1, min(y + 35, mark.y1) - 1) for y in range(mark.y0, mark.y1, 59)]
        return [(x - low, mark.y0, x + high - 1, mark.y1 - 1)]
    y = mark.y0
    return [(mark.x0, y - low, mark.x1 - 1, y + high - 1)]


def _fill(
    view: memoryview, line: int, width: int, height: int, box: tuple[int, int, int, int], colour: tuple[int, int, int]
) -> None:
    left, top = max(box[0], 0), max(box[1], 0)
    right, bottom = min(box[2], width - 1), min(box[3], height - 1)
    if right < left or bottom < top:
        return
    run = bytes(colour) * (right - left + 1)
    for y in range(top, bottom + 1):
        at = y * line + 1 + left * 3
        view[at : at + len(run)] = run


def _label(view: memoryview, line: int, width: int, height: int, label: Label) -> None:
    """The label drawn by Pillow on the page's own pixels under it, then put back."""
    font = label_font(label.size)
    box = font.getbbox(label.text, anchor=label.anchor)
    left, top = max(0, label.x + int(box[0]) - 2), max(0, label.y + int(box[1]) - 2)
    right, bottom = min(width, label.x + int(box[2]) + 3), min(height, label.y + int(box[3]) + 3)
    if right <= left or bottom <= top:
        return
    cols = (right - left) * 3
    under = bytearray(cols * (bottom - top))
    for n, y in enumerate(range(top, bottom)):
        at = y * line + 1 + left * 3
        under[n * cols : (n + 1) * cols] = view[at : at + cols]
    patch = Image.frombytes("RGB", (right - left, bottom - top), bytes(under))
    ImageDraw.Draw(patch).text((label.x - left, label.y - top), label.text, fill=INK, font=font, anchor=label.anchor)
    _copy(view, line, width, height, Raster.of(patch), (0, 0, patch.width, patch.height), (left, top))


def page_png(page: Page, images: Mapping[str, Path], drawn: Mapping[str, Raster] | None = None) -> bytes:
    """The page as PNG bytes: built from the cards' bytes when ISA-L is there, else drawn by Pillow."""
    if _isal is None:
        images_drawn = {key: drawn_image(r) for key, r in (drawn or {}).items()}
        return png_bytes(draw_page(page, images, images_drawn))
    return encode_rows(compose_rows(page, images, drawn), page.width, page.height)


def write_png(path: Path, image: Image.Image, *, level: int = PNG_LEVEL) -> bytes:
    """Write ``image`` as PNG atomically (a killed render leaves no half-written file); its bytes.
    Not fsync'd: a render makes hundreds of these, and the next render makes them again."""
    data = png_bytes(image, level=level)
    write_atomic(path, data, durable=False)
    return data


def write_raster(path: Path, raster: Raster) -> bytes:
    """write_png for an image already turned into bytes (a face kept for its sheet's pages)."""
    data = raster.png()
    write_atomic(path, data, durable=False)
    return data


def write_page(path: Path, page: Page, images: Mapping[str, Path], drawn: Mapping[str, Raster] | None = None) -> Path:
    write_atomic(path, page_png(page, images, drawn), durable=False)
    return path
