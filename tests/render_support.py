"""Faces drawn for the sheet tests: plain cards of the right size whose colour says which card they
are, so a pixel test can tell card 7 from card 8 and a front from its back, whatever faces look like."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from toolkit.render import png
from toolkit.render.sizes import CARD_SIZES, CardSize

POKER = CARD_SIZES["poker"]


def front_colour(index: int) -> tuple[int, int, int]:
    return (200, (index * 37) % 200 + 20, (index * 11) % 50)


def back_colour(index: int) -> tuple[int, int, int]:
    return ((index * 11) % 50, (index * 37) % 200 + 20, 200)


def face(colour: tuple[int, int, int], label: str, size: CardSize = POKER) -> Image.Image:
    """A bled face: the colour over the whole face (bleed included), a darker frame at the trim's
    edge, and its number in the middle, well away from the centre point the tests read."""
    image = Image.new("RGB", size.full_px, colour)
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = size.trim_box_px
    darker = tuple(c // 2 for c in colour)
    draw.rectangle((left, top, right - 1, bottom - 1), outline=darker, width=6)
    draw.text((left + 40, top + 40), label, fill=(255, 255, 255), font=png.label_font(120))
    return image


def drawn_faces(folder: Path, count: int, size: CardSize = POKER, *, shared_back: bool = False) -> dict[str, Path]:
    """Images ``f0``.. and their backs ``b0``.. (or one back ``b``) as PNG files in ``folder``."""
    images: dict[str, Path] = {}
    for i in range(count):
        images[f"f{i}"] = folder / f"f{i}.png"
        png.write_png(images[f"f{i}"], face(front_colour(i), str(i), size))
        if not shared_back:
            images[f"b{i}"] = folder / f"b{i}.png"
            png.write_png(images[f"b{i}"], face(back_colour(i), f"B{i}", size))
    if shared_back:
        images["b"] = folder / "b.png"
        png.write_png(images["b"], face((30, 30, 160), "B", size))
    return images


def pairs(count: int, *, shared_back: bool = False) -> list[tuple[str, str | None]]:
    return [(f"f{i}", "b" if shared_back else f"b{i}") for i in range(count)]


def centre(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    return (rect[0] + rect[2]) // 2, (rect[1] + rect[3]) // 2


class DrawnFaces:
    """A FaceMaker (toolkit.render.jobs) drawing the plain faces above: card i by its position."""

    def __init__(self, size: CardSize = POKER, fail_at: int | None = None) -> None:
        self.size = size
        self.fail_at = fail_at
        self.order: dict[str, int] = {}

    def front(self, card: object) -> tuple[Image.Image, tuple[object, ...]]:
        name = getattr(card, "name", "?")
        index = self.order.setdefault(name, len(self.order))
        if self.fail_at is not None and index == self.fail_at:
            raise RuntimeError(f"drawing failed at card {index}")
        return face(front_colour(index), str(index), self.size), ()

    def back(self, game: str, deck: str | None) -> Image.Image:
        return face((30, 30, 160), (deck or "back")[:6], self.size)
