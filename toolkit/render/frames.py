"""Frames, panels, backs and icons, drawn as vector shapes with Pillow (nothing is a bitmap asset).

An icon is data: a tuple of primitives on a unit square (polygons, ellipses, rectangles, lines,
and "cut" shapes drawn in the colour behind the icon), scaled to whatever box it is given, so the
same headgear is a 9-pixel glyph inside rules text and a 200-pixel emblem on a back. A word no
icon is drawn for (a designer's new resource) is drawn as a token bearing its initial, so a new
game's cards still render; preflight names it (R0014).

The frame's background fills the bleed: a card cut a little off the line shows more frame, never a
white sliver (PRINT.md). The ink-saving variant draws the same frame as thin black outlines on white.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from toolkit.render.layout import Back, Frame, hex_rgb
from toolkit.render.sizes import CardSize, mm_to_px
from toolkit.render.typography import Fonts

RGB = tuple[int, int, int]
Shape = tuple[Any, ...]


def _star(
    cx: float, cy: float, outer: float, inner: float, points: int = 5, turn: float = -90.0
) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180.0 / points)
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


_SWORD: tuple[Shape, ...] = (
    ("poly", [(0.47, 0.05), (0.53, 0.05), (0.55, 0.66), (0.45, 0.66)]),
    ("poly", [(0.47, 0.05), (0.5, 0.0), (0.53, 0.05)]),
    ("rect", (0.28, 0.64, 0.72, 0.71)),
    ("rect", (0.46, 0.71, 0.54, 0.9)),
    ("ellipse", (0.43, 0.88, 0.57, 1.0)),
)


def _rotated(shapes: tuple[Shape, ...], degrees: float) -> tuple[Shape, ...]:
    """Shapes turned about the square's centre (ellipses become polygons)."""
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)

    def turn(x: float, y: float) -> tuple[float, float]:
        dx, dy = x - 0.5, y - 0.5
        return 0.5 + dx * cos - dy * sin, 0.5 + dx * sin + dy * cos

    out: list[Shape] = []
    for kind, data, *rest in shapes:
        if kind == "poly":
            out.append(("poly", [turn(x, y) for x, y in data]))
        elif kind == "rect":
            x0, y0, x1, y1 = data
            out.append(("poly", [turn(x0, y0), turn(x1, y0), turn(x1, y1), turn(x0, y1)]))
        elif kind == "ellipse":
            x0, y0, x1, y1 = data
            cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
            ring = [(cx + rx * math.cos(t / 12 * math.tau), cy + ry * math.sin(t / 12 * math.tau)) for t in range(12)]
            out.append(("poly", [turn(x, y) for x, y in ring]))
        else:
            out.append((kind, data, *rest))
    return tuple(out)


# Each icon on a unit square (0,0 top left .. 1,1). Names are the vocabularies' words (slots, resources,
# traits, warrior types, die faces) and the few a layout uses for its own marks (level, gold, hand...).
ICONS: dict[str, tuple[Shape, ...]] = {
    "headgear": (
        ("pieslice", (0.14, 0.16, 0.86, 0.9), 180, 360),
        ("rect", (0.04, 0.52, 0.96, 0.64)),
        ("rect", (0.46, 0.1, 0.54, 0.2)),
    ),
    "armor": (
        (
            "poly",
            [
                (0.2, 0.08),
                (0.38, 0.16),
                (0.62, 0.16),
                (0.8, 0.08),
                (0.96, 0.3),
                (0.82, 0.42),
                (0.8, 0.94),
                (0.2, 0.94),
                (0.18, 0.42),
                (0.04, 0.3),
            ],
        ),
        ("cut", ("line", [(0.5, 0.24), (0.5, 0.86)], 0.05)),
    ),
    "footgear": (
        (
            "poly",
            [
                (0.3, 0.04),
                (0.62, 0.04),
                (0.62, 0.56),
                (0.94, 0.7),
                (0.96, 0.94),
                (0.22, 0.94),
                (0.22, 0.62),
                (0.3, 0.56),
            ],
        ),
        ("cut", ("line", [(0.24, 0.8), (0.94, 0.8)], 0.04)),
    ),
    "hand": (
        ("rounded", (0.24, 0.3, 0.78, 0.96), 0.16),
        ("rounded", (0.26, 0.04, 0.4, 0.5), 0.07),
        ("rounded", (0.42, 0.0, 0.56, 0.48), 0.07),
        ("rounded", (0.58, 0.06, 0.72, 0.5), 0.07),
        ("poly", [(0.24, 0.62), (0.06, 0.4), (0.12, 0.32), (0.32, 0.5)]),
    ),
    "big": (
        (
            "poly",
            [
                (0.08, 0.3),
                (0.92, 0.3),
                (0.8, 0.52),
                (0.62, 0.56),
                (0.66, 0.8),
                (0.84, 0.94),
                (0.16, 0.94),
                (0.34, 0.8),
                (0.38, 0.56),
                (0.2, 0.52),
            ],
        ),
        ("rect", (0.0, 0.3, 0.12, 0.38)),
    ),
    "gold": (
        ("ellipse", (0.04, 0.04, 0.96, 0.96)),
        ("cut", ("ring", (0.16, 0.16, 0.84, 0.84), 0.05)),
        ("cut", ("rect", (0.44, 0.3, 0.56, 0.7))),
    ),
    "level": (("poly", [(0.5, 0.02), (0.96, 0.5), (0.68, 0.5), (0.68, 0.98), (0.32, 0.98), (0.32, 0.5), (0.04, 0.5)]),),
    "treasure": (
        ("pieslice", (0.06, 0.1, 0.94, 0.62), 180, 360),
        ("rect", (0.06, 0.4, 0.94, 0.92)),
        ("cut", ("rect", (0.06, 0.38, 0.94, 0.44))),
        ("cut", ("rect", (0.42, 0.46, 0.58, 0.64))),
    ),
    "door": (
        ("pieslice", (0.16, 0.02, 0.84, 0.5), 180, 360),
        ("rect", (0.16, 0.26, 0.84, 0.98)),
        ("cut", ("ellipse", (0.62, 0.56, 0.72, 0.66))),
    ),
    "money": (
        ("rounded", (0.02, 0.2, 0.98, 0.8), 0.08),
        ("cut", ("ellipse", (0.36, 0.3, 0.64, 0.7))),
        ("cut", ("ellipse", (0.1, 0.44, 0.2, 0.56))),
        ("cut", ("ellipse", (0.8, 0.44, 0.9, 0.56))),
    ),
    "infamy": (
        ("ellipse", (0.14, 0.04, 0.86, 0.72)),
        ("rect", (0.28, 0.56, 0.72, 0.94)),
        ("cut", ("ellipse", (0.26, 0.3, 0.46, 0.5))),
        ("cut", ("ellipse", (0.54, 0.3, 0.74, 0.5))),
        ("cut", ("rect", (0.38, 0.78, 0.44, 0.94))),
        ("cut", ("rect", (0.56, 0.78, 0.62, 0.94))),
    ),
    "weeks": (
        ("rounded", (0.06, 0.14, 0.94, 0.96), 0.08),
        ("cut", ("rect", (0.14, 0.36, 0.86, 0.88))),
        ("rect", (0.24, 0.02, 0.32, 0.24)),
        ("rect", (0.68, 0.02, 0.76, 0.24)),
        ("rect", (0.22, 0.46, 0.38, 0.6)),
        ("rect", (0.44, 0.46, 0.6, 0.6)),
        ("rect", (0.22, 0.66, 0.38, 0.8)),
    ),
    "brawn": (
        ("rect", (0.04, 0.22, 0.2, 0.78)),
        ("rect", (0.8, 0.22, 0.96, 0.78)),
        ("rect", (0.2, 0.32, 0.3, 0.68)),
        ("rect", (0.7, 0.32, 0.8, 0.68)),
        ("rect", (0.3, 0.44, 0.7, 0.56)),
    ),
    "stealth": (
        (
            "poly",
            [(0.0, 0.36), (0.5, 0.28), (1.0, 0.36), (0.94, 0.66), (0.62, 0.72), (0.5, 0.6), (0.38, 0.72), (0.06, 0.66)],
        ),
        ("cut", ("ellipse", (0.16, 0.4, 0.4, 0.58))),
        ("cut", ("ellipse", (0.6, 0.4, 0.84, 0.58))),
    ),
    "intellect": (
        ("ellipse", (0.18, 0.02, 0.82, 0.66)),
        ("poly", [(0.3, 0.52), (0.7, 0.52), (0.64, 0.76), (0.36, 0.76)]),
        ("rect", (0.36, 0.8, 0.64, 0.87)),
        ("rect", (0.4, 0.9, 0.6, 0.98)),
    ),
    "magic": (("poly", _star(0.5, 0.54, 0.48, 0.2)),),
    "beast": (
        ("ellipse", (0.24, 0.46, 0.76, 0.94)),
        ("ellipse", (0.04, 0.3, 0.24, 0.56)),
        ("ellipse", (0.24, 0.06, 0.44, 0.36)),
        ("ellipse", (0.56, 0.06, 0.76, 0.36)),
        ("ellipse", (0.76, 0.3, 0.96, 0.56)),
    ),
    "criminal": (
        ("ellipse", (0.1, 0.32, 0.9, 0.98)),
        ("poly", [(0.34, 0.34), (0.24, 0.04), (0.5, 0.16), (0.76, 0.04), (0.66, 0.34)]),
        ("cut", ("rect", (0.3, 0.3, 0.7, 0.36))),
    ),
    "scientist": (
        ("rect", (0.38, 0.02, 0.62, 0.1)),
        ("poly", [(0.41, 0.1), (0.59, 0.1), (0.59, 0.4), (0.92, 0.96), (0.08, 0.96), (0.41, 0.4)]),
        ("cut", ("poly", [(0.3, 0.66), (0.7, 0.66), (0.82, 0.88), (0.18, 0.88)])),
    ),
    "mystic": (
        (
            "poly",
            [(0.0, 0.5), (0.2, 0.26), (0.5, 0.16), (0.8, 0.26), (1.0, 0.5), (0.8, 0.74), (0.5, 0.84), (0.2, 0.74)],
        ),
        ("cut", ("ellipse", (0.28, 0.28, 0.72, 0.72))),
        ("ellipse", (0.38, 0.38, 0.62, 0.62)),
    ),
    "food": (
        ("ellipse", (0.08, 0.2, 0.92, 0.98)),
        ("poly", [(0.5, 0.24), (0.58, 0.0), (0.64, 0.02), (0.56, 0.26)]),
        ("ellipse", (0.58, 0.02, 0.9, 0.18)),
    ),
    "wood": (
        ("rounded", (0.02, 0.3, 0.86, 0.74), 0.2),
        ("ellipse", (0.7, 0.3, 0.98, 0.74)),
        ("cut", ("ring", (0.76, 0.4, 0.92, 0.64), 0.03)),
    ),
    "coins": (
        ("ellipse", (0.1, 0.62, 0.9, 0.96)),
        ("cut", ("line", [(0.1, 0.72), (0.9, 0.72)], 0.03)),
        ("ellipse", (0.1, 0.38, 0.9, 0.72)),
        ("cut", ("line", [(0.1, 0.48), (0.9, 0.48)], 0.03)),
        ("ellipse", (0.1, 0.1, 0.9, 0.46)),
    ),
    "favor": (
        ("rect", (0.12, 0.06, 0.88, 0.36)),
        ("rect", (0.42, 0.36, 0.58, 0.86)),
        ("rect", (0.36, 0.86, 0.64, 0.98)),
    ),
    "blame": (
        ("poly", [(0.5, 0.02), (0.98, 0.94), (0.02, 0.94)]),
        ("cut", ("rect", (0.45, 0.3, 0.55, 0.68))),
        ("cut", ("rect", (0.45, 0.74, 0.55, 0.84))),
    ),
    "glory": (
        ("poly", [(0.04, 0.3), (0.27, 0.52), (0.5, 0.12), (0.73, 0.52), (0.96, 0.3), (0.86, 0.86), (0.14, 0.86)]),
        ("rect", (0.14, 0.88, 0.86, 0.98)),
    ),
    "hit": _SWORD,
    "double-hit": _rotated(_SWORD, -35) + _rotated(_SWORD, 35),
    "shield": (
        ("ellipse", (0.04, 0.04, 0.96, 0.96)),
        ("cut", ("ring", (0.16, 0.16, 0.84, 0.84), 0.04)),
        ("ellipse", (0.38, 0.38, 0.62, 0.62)),
    ),
    "blank": (("ring", (0.08, 0.08, 0.92, 0.92), 0.08),),
    "die": (
        ("rounded", (0.04, 0.04, 0.96, 0.96), 0.16),
        *(
            ("cut", ("ellipse", (x - 0.09, y - 0.09, x + 0.09, y + 0.09)))
            for x, y in ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73))
        ),
    ),
    "swordsman": _rotated(_SWORD, 30),
    "spearman": _rotated((("rect", (0.47, 0.2, 0.53, 1.0)), ("poly", [(0.5, 0.0), (0.62, 0.24), (0.38, 0.24)])), 30),
    "axeman": _rotated(
        (
            ("rect", (0.46, 0.04, 0.54, 1.0)),
            ("poly", [(0.54, 0.08), (0.92, 0.0), (0.82, 0.24), (0.92, 0.46), (0.54, 0.38)]),
        ),
        20,
    ),
    "health": (
        ("ellipse", (0.04, 0.1, 0.54, 0.6)),
        ("ellipse", (0.46, 0.1, 0.96, 0.6)),
        ("poly", [(0.07, 0.44), (0.5, 0.96), (0.93, 0.44), (0.5, 0.3)]),
    ),
    "attack": _rotated(_SWORD, 45),
    "power": (("poly", [(0.6, 0.0), (0.16, 0.56), (0.46, 0.56), (0.36, 1.0), (0.84, 0.38), (0.54, 0.38)]),),
    "curse": (
        ("ellipse", (0.1, 0.34, 0.9, 0.98)),
        ("rect", (0.3, 0.14, 0.7, 0.4)),
        ("rect", (0.2, 0.06, 0.8, 0.16)),
    ),
    "monster": (
        ("pieslice", (0.06, 0.1, 0.94, 1.3), 180, 360),
        ("poly", [(0.12, 0.32), (0.02, 0.0), (0.34, 0.18)]),
        ("poly", [(0.88, 0.32), (0.98, 0.0), (0.66, 0.18)]),
        ("cut", ("poly", [(0.24, 0.42), (0.44, 0.5), (0.26, 0.56)])),
        ("cut", ("poly", [(0.76, 0.42), (0.56, 0.5), (0.74, 0.56)])),
    ),
}


def icon_names() -> frozenset[str]:
    return frozenset(ICONS)


def paint_icon(
    draw: ImageDraw.ImageDraw,
    name: str,
    box: tuple[int, int, int, int],
    colour: RGB,
    behind: RGB = (255, 255, 255),
    outline_only: bool = False,
    fonts: Fonts | None = None,
) -> bool:
    """Draw icon ``name`` into ``box``; False (a lettered token drawn instead) for a name with no icon."""
    left, top, right, bottom = box
    side = min(right - left, bottom - top)
    x0 = left + (right - left - side) / 2
    y0 = top + (bottom - top - side) / 2
    stroke = max(1, round(side * 0.05))

    def pt(x: float, y: float) -> tuple[float, float]:
        return x0 + x * side, y0 + y * side

    def rect(r: tuple[float, float, float, float]) -> list[float]:
        a, b = pt(r[0], r[1])
        c, d = pt(r[2], r[3])
        return [min(a, c), min(b, d), max(a, c), max(b, d)]

    shapes = ICONS.get(name)
    if shapes is None:
        _token(draw, name, (round(x0), round(y0), round(x0 + side), round(y0 + side)), colour, behind, fonts)
        return False
    for shape in shapes:
        cut = shape[0] == "cut"
        kind, data, *rest = shape[1] if cut else shape
        fill: RGB | None = behind if cut else (None if outline_only else colour)
        line = None if cut and not outline_only else colour
        if cut and outline_only:
            fill = None  # the outline drawing leaves the holes as outlines too
        width = stroke if line is not None and (outline_only or cut) else 0
        if kind == "poly":
            draw.polygon([pt(x, y) for x, y in data], fill=fill, outline=line if outline_only else None, width=width)
        elif kind == "rect":
            draw.rectangle(rect(data), fill=fill, outline=line if outline_only else None, width=width)
        elif kind == "rounded":
            draw.rounded_rectangle(
                rect(data), radius=rest[0] * side, fill=fill, outline=line if outline_only else None, width=width
            )
        elif kind == "ellipse":
            draw.ellipse(rect(data), fill=fill, outline=line if outline_only else None, width=width)
        elif kind == "pieslice":
            draw.pieslice(rect(data), rest[0], rest[1], fill=fill, outline=line if outline_only else None, width=width)
        elif kind == "ring":
            ring_colour = behind if cut else colour
            draw.ellipse(rect(data), outline=ring_colour, width=max(1, round(rest[0] * side)))
        elif kind == "line":
            line_colour = behind if cut else colour
            draw.line([pt(x, y) for x, y in data], fill=line_colour, width=max(1, round(rest[0] * side)))
    return True


def _token(
    draw: ImageDraw.ImageDraw, name: str, box: tuple[int, int, int, int], colour: RGB, behind: RGB, fonts: Fonts | None
) -> None:
    """A word with no icon: a rounded token with its initial (so a designer's new word still shows)."""
    side = box[2] - box[0]
    draw.rounded_rectangle(box, radius=side * 0.25, fill=colour)
    if fonts is not None and name and side >= 6:
        font = fonts.font("sans-bold", max(4, round(side * 0.7)))
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        draw.text(centre, name[0].upper(), font=font, fill=behind, anchor="mm")


# ---------------------------------------------------------------- frames and panels


def draw_frame(image: Image.Image, frame: Frame, palette: Mapping[str, RGB], size: CardSize, ink_saving: bool) -> None:
    """The face's ground: the frame colour over the bleed and a border inside the trim, the panel within."""
    draw = ImageDraw.Draw(image)
    width, height = image.size
    left, top, right, bottom = size.trim_box_px
    border = mm_to_px(frame.border)
    radius = mm_to_px(frame.radius)
    inner = (left + border, top + border, right - border, bottom - border)
    if ink_saving:
        # White paper, one thin rule: the trim shows where to cut, the inner line frames the text.
        draw.rectangle((0, 0, width, height), fill=palette["background"])
        draw.rounded_rectangle(inner, radius=radius, outline=palette["frame"], width=max(2, mm_to_px(0.25)))
        return
    draw.rectangle((0, 0, width, height), fill=palette["bleed"])
    draw.rectangle((left, top, right, bottom), fill=palette["frame"])
    if frame.style == "classic":
        # A thin accent line a little inside the border gives the frame its edge.
        edge = mm_to_px(0.9)
        draw.rounded_rectangle(
            (inner[0] - edge, inner[1] - edge, inner[2] + edge, inner[3] + edge),
            radius=radius + edge,
            outline=palette["accent"],
            width=max(2, mm_to_px(0.35)),
        )
    draw.rounded_rectangle(inner, radius=radius, fill=palette["background"])
    if frame.studs and frame.style == "classic":
        stud = mm_to_px(0.9)
        offset = mm_to_px(frame.border / 2)
        for cx, cy in (
            (left + offset, top + offset),
            (right - offset, top + offset),
            (left + offset, bottom - offset),
            (right - offset, bottom - offset),
        ):
            draw.polygon([(cx, cy - stud), (cx + stud, cy), (cx, cy + stud), (cx - stud, cy)], fill=palette["accent"])


def draw_panel(
    draw: ImageDraw.ImageDraw,
    rect: tuple[int, int, int, int],
    shape: str,
    fill: RGB | None,
    outline: RGB,
    ink_saving: bool,
) -> None:
    """The panel behind a box, in its shape; ink-saving: the outline only, thin."""
    left, top, right, bottom = rect
    h = bottom - top
    line = max(2, mm_to_px(0.25 if ink_saving else 0.35))
    body = None if ink_saving else fill
    if shape == "rounded":
        draw.rounded_rectangle(rect, radius=min(h * 0.3, mm_to_px(1.8)), fill=body, outline=outline, width=line)
    elif shape == "banner":
        notch = h * 0.35
        points = [
            (left, top),
            (right, top),
            (right - notch, top + h / 2),
            (right, bottom),
            (left, bottom),
            (left + notch, top + h / 2),
        ]
        draw.polygon(points, fill=body, outline=outline, width=line)
    elif shape == "circle":
        side = min(right - left, h)
        cx, cy = (left + right) / 2, (top + bottom) / 2
        draw.ellipse(
            (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2),
            fill=body,
            outline=outline,
            width=line + (0 if ink_saving else line),
        )
    elif shape == "shield":
        w = right - left
        points = [(left, top), (right, top), (right, top + h * 0.55), (left + w / 2, bottom), (left, top + h * 0.55)]
        draw.polygon(points, fill=body, outline=outline, width=line)
    elif shape == "tab":
        draw.rounded_rectangle(rect, radius=h / 2, fill=body, outline=outline, width=line)
    elif shape == "rule":
        y = bottom
        draw.line((left, y, right, y), fill=outline, width=line)


# ---------------------------------------------------------------- backs


def draw_back(
    size: CardSize,
    back: Back,
    title: str,
    label: str,
    fonts: Fonts,
    ink_saving: bool,
) -> Image.Image:
    """A deck's back: a pattern over the face and its bleed, an emblem, the game's title, the deck's name."""
    full = size.full_px
    if ink_saving:
        background, accent, ink = (255, 255, 255), (0, 0, 0), (0, 0, 0)
    else:
        background, accent, ink = hex_rgb(back.background), hex_rgb(back.accent), hex_rgb(back.ink)
    image = Image.new("RGB", full, background)
    draw = ImageDraw.Draw(image)
    cx, cy = full[0] / 2, full[1] / 2
    if not ink_saving:
        _pattern(draw, back.pattern, full, accent, background)
    left, top, right, bottom = size.safe_box_px
    draw.rounded_rectangle(
        (left, top, right, bottom),
        radius=mm_to_px(3),
        outline=accent,
        width=max(2, mm_to_px(0.3 if ink_saving else 0.8)),
    )
    medal = min(right - left, bottom - top) * 0.36
    disc = (cx - medal, cy - medal, cx + medal, cy + medal)
    if ink_saving:
        draw.ellipse(disc, outline=accent, width=max(2, mm_to_px(0.3)))
    else:
        draw.ellipse(disc, fill=background, outline=accent, width=mm_to_px(1.0))
    if back.emblem:
        side = medal * 1.1
        paint_icon(
            draw,
            back.emblem,
            (round(cx - side / 2), round(cy - side / 2), round(cx + side / 2), round(cy + side / 2)),
            accent if ink_saving else ink,
            background,
            outline_only=ink_saving,
            fonts=fonts,
        )
    _centred_line(
        draw,
        title,
        fonts,
        "serif-bold",
        (left, top + mm_to_px(4), right, cy - medal - mm_to_px(2)),
        ink if not ink_saving else accent,
    )
    _centred_line(
        draw,
        label,
        fonts,
        "serif-bold",
        (left, cy + medal + mm_to_px(2), right, bottom - mm_to_px(4)),
        ink if not ink_saving else accent,
    )
    return image


def _centred_line(
    draw: ImageDraw.ImageDraw,
    text: str,
    fonts: Fonts,
    font_name: str,
    box: tuple[float, float, float, float],
    colour: RGB,
) -> None:
    if not text:
        return
    left, top, right, bottom = box
    px = max(8, round(min(bottom - top, mm_to_px(9)) * 0.55))
    font = fonts.font(font_name, px)
    while px > 8 and font.getlength(text) > (right - left) * 0.9:
        px -= 2
        font = fonts.font(font_name, px)
    draw.text(((left + right) / 2, (top + bottom) / 2), text, font=font, fill=colour, anchor="mm")


def _pattern(draw: ImageDraw.ImageDraw, pattern: str, full: tuple[int, int], accent: RGB, background: RGB) -> None:
    width, height = full
    cx, cy = width / 2, height / 2
    soft = tuple(round(a * 0.35 + b * 0.65) for a, b in zip(accent, background, strict=True))
    reach = math.hypot(width, height)
    if pattern == "rays":
        for i in range(0, 36, 2):
            a0, a1 = math.radians(i * 10), math.radians((i + 1) * 10)
            draw.polygon(
                [
                    (cx, cy),
                    (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
                    (cx + reach * math.cos(a1), cy + reach * math.sin(a1)),
                ],
                fill=soft,
            )
    elif pattern == "diamonds":
        step = width / 6
        for row in range(-1, int(height / step) + 2):
            for col in range(-1, 8):
                x, y = col * step + (step / 2 if row % 2 else 0), row * step * 0.8
                draw.polygon(
                    [(x, y - step * 0.4), (x + step * 0.4, y), (x, y + step * 0.4), (x - step * 0.4, y)],
                    outline=soft,
                    width=max(2, round(step * 0.05)),
                )
    elif pattern == "rings":
        step = width / 10
        for i in range(1, int(reach / step)):
            r = i * step
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=soft, width=max(2, round(step * 0.25)))
    elif pattern == "stripes":
        step = width / 8
        for i in range(-12, 24):
            x = i * step
            draw.polygon([(x, 0), (x + step / 2, 0), (x + step / 2 + height, height), (x + height, height)], fill=soft)
