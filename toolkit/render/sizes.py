"""Print geometry: card sizes, papers, bleed and safe zone, in millimetres and in pixels.

The figures are the trade's defaults (shared/spec/PRINT.md): a poker card is 63.5 x 88.9 mm,
750 x 1050 px at 300 DPI, 825 x 1125 px with a 1/8 in (3.175 mm) bleed on each side. Pixel sizes
are rounded from millimetres once, here, so every part of the renderer agrees to the pixel.
"""

from __future__ import annotations

from dataclasses import dataclass

DPI = 300
MM_PER_INCH = 25.4
BLEED_MM = 3.175  # 1/8 in on every side: what print services ask for
SAFE_MM = 3.175  # nothing important closer than 1/8 in inside the trim


def mm_to_px(mm: float, dpi: int = DPI) -> int:
    """Millimetres to whole pixels at ``dpi`` (round half up, as print services compute)."""
    return int(mm / MM_PER_INCH * dpi + 0.5)


def px_to_mm(px: float, dpi: int = DPI) -> float:
    return px * MM_PER_INCH / dpi


def mm_to_pt(mm: float) -> float:
    """Millimetres to PostScript points (1/72 in), the unit of a PDF page."""
    return mm / MM_PER_INCH * 72.0


@dataclass(frozen=True)
class CardSize:
    """A card's trim in millimetres; its pixel boxes at 300 DPI with and without bleed."""

    name: str
    width_mm: float
    height_mm: float

    @property
    def trim_px(self) -> tuple[int, int]:
        return mm_to_px(self.width_mm), mm_to_px(self.height_mm)

    @property
    def full_px(self) -> tuple[int, int]:
        """The face with bleed on every side: what is drawn, and what a print service receives
        (poker: 825 x 1125). Rounded from millimetres, not from the trim plus twice a rounded bleed."""
        return mm_to_px(self.width_mm + 2 * BLEED_MM), mm_to_px(self.height_mm + 2 * BLEED_MM)

    @property
    def bleed_px(self) -> int:
        """The bleed on the left and top side, in whole pixels (37 of poker's 37.5: the odd pixel
        goes right and bottom)."""
        return (self.full_px[0] - self.trim_px[0]) // 2

    @property
    def trim_box_px(self) -> tuple[int, int, int, int]:
        """The trim as (left, top, right, bottom) inside the full (bled) face."""
        width, height = self.trim_px
        left, top = (self.full_px[0] - width) // 2, (self.full_px[1] - height) // 2
        return left, top, left + width, top + height

    @property
    def safe_box_px(self) -> tuple[int, int, int, int]:
        """The safe zone as (left, top, right, bottom) inside the full (bled) face (poker: 675 x 975)."""
        width, height = self.full_px
        safe_w = mm_to_px(self.width_mm - 2 * SAFE_MM)
        safe_h = mm_to_px(self.height_mm - 2 * SAFE_MM)
        left, top = (width - safe_w) // 2, (height - safe_h) // 2
        return left, top, left + safe_w, top + safe_h


CARD_SIZES: dict[str, CardSize] = {
    size.name: size
    for size in (
        CardSize("poker", 63.5, 88.9),
        CardSize("poker-metric", 63.0, 88.0),
        CardSize("bridge", 57.15, 88.9),
        CardSize("tarot", 69.85, 120.65),
        CardSize("euro", 59.0, 92.0),
        CardSize("mini-euro", 44.0, 67.0),
    )
}
DEFAULT_CARD_SIZE = "poker"


@dataclass(frozen=True)
class Paper:
    name: str
    width_mm: float
    height_mm: float

    @property
    def px(self) -> tuple[int, int]:
        return mm_to_px(self.width_mm), mm_to_px(self.height_mm)


PAPERS: dict[str, Paper] = {paper.name: paper for paper in (Paper("a4", 210.0, 297.0), Paper("letter", 215.9, 279.4))}
DEFAULT_PAPER = "a4"
