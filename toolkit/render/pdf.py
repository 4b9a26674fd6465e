"""PDF: sheets and print-service pages, with a TrimBox and a BleedBox on every page.

The engine is pikepdf (qpdf). Card faces are raster images that Pillow drew (every word of a card
is already in its pixels, fonts and all), so the PDF's work is to place images and draw marks:
each card image is written once as an image XObject, however many pages show it (a back used by
90 cards is stored once), and a PNG's compressed data goes into the PDF as it is (PNG's deflate
stream with its predictors is a PDF FlateDecode stream), so nothing is compressed twice. That is
why not reportlab (it decodes and compresses every image again, in this one process) and not
img2pdf or Pillow alone (one image per page: no sheets). Crop and fold marks are vector lines;
the few labels (page titles, the calibration page's numbers) are small images Pillow sets in the
shipped DejaVu, so the PDF needs no font of its own: nothing to embed, nothing to go missing.

Page boxes are in points (1/72 in); the MediaBox is the paper to the hundredth of a point, and a
pixel at 300 DPI is 0.24 pt.
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Iterable, Mapping
from pathlib import Path

import pikepdf
from PIL import Image, ImageDraw

from toolkit.files import write_atomic
from toolkit.render.png import FOLD, label_font, open_card_image
from toolkit.render.sheets import Label, Page, Rect
from toolkit.render.sizes import DPI, mm_to_pt

PT_PER_PX = 72.0 / DPI
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class PdfWriter:
    """Pages added one at a time; images shared between pages; ``save`` writes the file atomically."""

    def __init__(self, images: Mapping[str, Path]) -> None:
        self.pdf = pikepdf.new()
        self.images = images
        self._objects: dict[str, pikepdf.Object] = {}

    def add(self, page: Page) -> None:
        width_pt, height_pt = mm_to_pt(page.width_mm), mm_to_pt(page.height_mm)
        resources: dict[str, pikepdf.Object] = {}
        ops: list[str] = []
        for n, placement in enumerate(page.placements):
            name = f"/Im{n}"
            image = self._image(placement.image)
            resources[name] = image
            iw, ih = int(image.Width), int(image.Height)
            # The image's pixel (0, 0) lands so that its `crop` fills `printed`; clipped to `printed`.
            cl, ct, _, _ = placement.crop
            pl, pt = placement.printed[0], placement.printed[1]
            x, y = pl - cl, pt - ct
            s = PT_PER_PX
            clip = _rect_pt(placement.printed, height_pt)
            if placement.turned:  # turned by 180 degrees: the image runs right to left, bottom to top
                matrix = (-iw * s, 0, 0, -ih * s, (x + iw) * s, height_pt - y * s)
            else:
                matrix = (iw * s, 0, 0, ih * s, x * s, height_pt - (y + ih) * s)
            ops.append(
                f"q {_n(clip[0])} {_n(clip[1])} {_n(clip[2] - clip[0])} {_n(clip[3] - clip[1])} re W n "
                f"{' '.join(_n(v) for v in matrix)} cm {name} Do Q"
            )
        for mark in page.marks:
            width = mark.width * PT_PER_PX
            dash = "[8.5 5.67] 0 d" if mark.kind == "fold" else "[] 0 d"
            grey = f"{FOLD[0] / 255:.3f}" if mark.kind == "fold" else "0"
            x0, y0 = mark.x0 * PT_PER_PX, height_pt - mark.y0 * PT_PER_PX
            x1, y1 = mark.x1 * PT_PER_PX, height_pt - mark.y1 * PT_PER_PX
            ops.append(f"q {grey} G {_n(width)} w {dash} 0 J {_n(x0)} {_n(y0)} m {_n(x1)} {_n(y1)} l S Q")
        for n, label in enumerate(page.labels):
            name = f"/Lb{n}"
            image, (left, top) = self._label(label)
            resources[name] = image
            w, h = int(image.Width), int(image.Height)
            s = PT_PER_PX
            ops.append(f"q {_n(w * s)} 0 0 {_n(h * s)} {_n(left * s)} {_n(height_pt - (top + h) * s)} cm {name} Do Q")
        content = pikepdf.Stream(self.pdf, "\n".join(ops).encode("ascii"))
        pdf_page = pikepdf.Dictionary(
            Type=pikepdf.Name.Page,
            MediaBox=[0, 0, round(width_pt, 3), round(height_pt, 3)],
            Contents=content,
            Resources=pikepdf.Dictionary(XObject=pikepdf.Dictionary({k: v for k, v in resources.items()})),
        )
        self.pdf.pages.append(pikepdf.Page(pdf_page))
        added = self.pdf.pages[-1]
        added.obj.TrimBox = pikepdf.Array([round(v, 3) for v in _rect_pt(page.trim_box, height_pt)])
        added.obj.BleedBox = pikepdf.Array([round(v, 3) for v in _rect_pt(page.bleed_box, height_pt)])

    def _image(self, key: str) -> pikepdf.Object:
        if key not in self._objects:
            self._objects[key] = self.pdf.make_indirect(image_stream(self.pdf, self.images[key]))
        return self._objects[key]

    def _label(self, label: Label) -> tuple[pikepdf.Object, tuple[int, int]]:
        """The label as a grey image the size of its text, and where its top-left corner goes."""
        font = label_font(label.size)
        left, top, right, bottom = ImageDraw.Draw(Image.new("L", (1, 1))).textbbox(
            (label.x, label.y), label.text, font=font, anchor=label.anchor
        )
        image = Image.new("L", (max(right - left, 1), max(bottom - top, 1)), 255)
        ImageDraw.Draw(image).text((label.x - left, label.y - top), label.text, fill=0, font=font, anchor=label.anchor)
        stream = pikepdf.Stream(self.pdf, zlib.compress(image.tobytes(), 6))
        stream.Type, stream.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
        stream.Width, stream.Height = image.width, image.height
        stream.ColorSpace, stream.BitsPerComponent = pikepdf.Name.DeviceGray, 8
        stream.Filter = pikepdf.Name.FlateDecode
        return self.pdf.make_indirect(stream), (left, top)

    def save(self, path: Path) -> None:
        """Write the PDF atomically: a render stopped half-way leaves no half-written file."""
        self.pdf.docinfo["/Producer"] = "Deckwright (pikepdf)"
        buffer = io.BytesIO()
        self.pdf.save(buffer, compress_streams=True, deterministic_id=True)
        write_atomic(path, buffer.getvalue())


def write_pdf(path: Path, pages: Iterable[Page], images: Mapping[str, Path]) -> Path:
    writer = PdfWriter(images)
    for page in pages:
        writer.add(page)
    writer.save(path)
    return path


def image_stream(pdf: pikepdf.Pdf, path: Path) -> pikepdf.Stream:
    """An image XObject for a card image file: a plain 8-bit RGB PNG's data as it is, anything else
    decoded by Pillow and compressed."""
    data = path.read_bytes()
    passed = _png_passthrough(data)
    if passed is not None:
        width, height, idat = passed
        stream = pikepdf.Stream(pdf, idat)
        stream.Filter = pikepdf.Name.FlateDecode
        stream.DecodeParms = pikepdf.Dictionary(Predictor=15, Colors=3, BitsPerComponent=8, Columns=width)
    else:
        image = open_card_image(path)
        width, height = image.size
        stream = pikepdf.Stream(pdf, zlib.compress(image.tobytes(), 6))
        stream.Filter = pikepdf.Name.FlateDecode
    stream.Type, stream.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
    stream.Width, stream.Height = width, height
    stream.ColorSpace, stream.BitsPerComponent = pikepdf.Name.DeviceRGB, 8
    return stream


def _png_passthrough(data: bytes) -> tuple[int, int, bytes] | None:
    """(width, height, the IDAT data) of an 8-bit RGB, non-interlaced PNG; None for any other."""
    if not data.startswith(_PNG_SIGNATURE):
        return None
    at, chunks, header = len(_PNG_SIGNATURE), [], None
    while at + 8 <= len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind = data[at + 4 : at + 8]
        body = data[at + 8 : at + 8 + length]
        if len(body) != length:
            return None
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        elif kind == b"IEND":
            break
        at += 12 + length
    if header is None or len(header) != 13 or not chunks:
        return None
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or colour != 2 or interlace != 0:
        return None
    return width, height, b"".join(chunks)


def _rect_pt(rect: Rect, height_pt: float) -> tuple[float, float, float, float]:
    """A page-pixel rectangle (top-left origin) as PDF's [llx lly urx ury] in points."""
    left, top, right, bottom = rect
    return left * PT_PER_PX, height_pt - bottom * PT_PER_PX, right * PT_PER_PX, height_pt - top * PT_PER_PX


def _n(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"
