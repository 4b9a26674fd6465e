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


_BAND = 256  # rows compressed at a time: a 300-DPI page's filtered rows never all in memory


def _fast_png(image: Image.Image) -> bytes:
    """An 8-bit RGB PNG, every row with filter 0 (none), one IDAT, and pHYs at 300 DPI."""
    assert _isal is not None
    width, height = image.size
    stride = width * 3
    raw = memoryview(image.tobytes())
    deflate = _isal.compressobj(1)
    parts = []
    # Each row gets its filter byte (0) in front: the pixels as a grey image one column wider,
    # a band of rows at a time in one buffer whose first column stays 0.
    rows = Image.new("L", (stride + 1, min(_BAND, height)), 0)
    for top in range(0, height, _BAND):
        count = min(_BAND, height - top)
        band = Image.frombuffer("L", (stride, count), raw[top * stride : (top + count) * stride], "raw", "L", 0, 1)
        rows.paste(band, (1, 0))
        data = rows.tobytes() if count == rows.height else rows.crop((0, 0, stride + 1, count)).tobytes()
        parts.append(deflate.compress(data))
    parts.append(deflate.flush())
    pixels_per_metre = round(DPI / 0.0254)
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),
            _chunk(b"pHYs", struct.pack(">IIB", pixels_per_metre, pixels_per_metre, 1)),
            _chunk(b"IDAT", b"".join(parts)),
            _chunk(b"IEND", b""),
        )
    )


def write_png(path: Path, image: Image.Image, *, level: int = PNG_LEVEL) -> bytes:
    """Write ``image`` as PNG atomically (a killed render leaves no half-written file); its bytes.
    Not fsync'd: a render makes hundreds of these, and the next render makes them again."""
    data = png_bytes(image, level=level)
    write_atomic(path, data, durable=False)
    return data


def write_page(path: Path, page: Page, images: Mapping[str, Path]) -> Path:
    write_png(path, draw_page(page, images))
    return path
