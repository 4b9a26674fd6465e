"""Imposition: where each card lands on a printed page, as geometry the PDF and PNG writers share.

Everything is in whole pixels at 300 DPI (toolkit.render.sizes), so the PDF (1 px = 0.24 pt) and
the PNG pages agree to the pixel and a butted grid never opens or overlaps by a rounding. A page
is data: placements of card images (which part of the face shows, where, turned or not), crop and
fold marks as line segments, and short labels. Nothing here draws.

Layouts (docs/printing.md):

- ``butted``: trimmed cards touching (3 x 3 poker on A4 or Letter); crop marks on the outer edges
  of the grid, one per trim line.
- ``bleed``: every card with its bleed (8-up poker on A4, landscape), each with its own crop marks
  in the margins and the gutters.
- ``fold``: fronts on one half of the page, backs on the other, mirrored about a fold line, for
  printers that cannot print both sides.

Crop marks start ``crop_offset_mm`` (3 mm) outside the trim, or at the edge of the printed bleed
when that is farther: a mark is never drawn inside the bleed (PRINT.md). A backs page mirrors its
fronts page for duplex printing: for a flip on the long edge of a portrait page the column order is
reversed; a flip that turns the page top over bottom (landscape long edge, portrait short edge)
reverses the rows and turns every back by 180 degrees, so a back is upright when the card is turned
like a book page. Per-printer offsets move the whole backs page (``--back-offset``).

The pages' titles are said by a ``Say`` the caller gives (the card-text messages ``sheet-<key>`` of
the job's game and language: toolkit/render/cardtext.py ``sheet_words``); English by default.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from toolkit.render.sizes import CardSize, Paper, mm_to_px

Rect = tuple[int, int, int, int]  # left, top, right, bottom in page pixels (right and bottom exclusive)

LAYOUTS = ("butted", "bleed", "fold")
DUPLEX = ("long", "short", "none")
MARK_WIDTH_PX = 2  # 0.17 mm: a hairline that a home printer still prints, centred on the cut
MIN_MARK_MM = 1.5  # a crop mark shorter than this is no mark: the layout keeps at least this much room
MAX_GUTTER_MM = 6.0  # between bled cards: room for their marks, no more paper wasted than that
MAX_OFFSET_MM = 20.0  # a back offset larger than this is a mistyped number, not a printer's drift
DEFAULT_CROP_OFFSET_MM = 3.0
DEFAULT_CROP_LENGTH_MM = 5.0


# What a page's labels say, by key (the message `sheet-<key>`, its variables as named here).
Say = Callable[[str, Mapping[str, object]], str]
ENGLISH: dict[str, str] = {
    "fronts": "sheet {number}: fronts",
    "backs": "sheet {number}: backs (print duplex, flip on the {edge} edge)",
    "fold": "sheet {number}: fold, glue, cut",
    "calibration-front": "duplex calibration: front",
    "calibration-print": "print both pages on one sheet, duplex, at 100 % size",
    "calibration-light": "hold the sheet against the light; read the back's scales",
    "calibration-back": "duplex calibration: back",
    "calibration-x": "X in mm (+ moves the backs right)",
    "calibration-y": "Y in mm (+ moves the backs up)",
    "calibration-offset": "use --back-offset X,Y (this page: {offset})",
}


def english(key: str, args: Mapping[str, object]) -> str:
    return ENGLISH[key].format(**args)


class SheetError(ValueError):
    """A layout that cannot be made: the card does not fit the paper, a bad length or offset."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


@dataclass(frozen=True, slots=True)
class Placement:
    """One card image on a page: ``crop`` (in the image's pixels, after turning it when ``turned``)
    is drawn into ``printed``; ``trim`` is where the card's trim lands (inside ``printed``)."""

    image: str  # the job's key of the card image (a face or a back)
    printed: Rect
    trim: Rect
    crop: Rect
    turned: bool = False  # drawn turned by 180 degrees
    index: int = 0  # the card's position in the job: fronts and backs of one card share it


@dataclass(frozen=True, slots=True)
class Mark:
    """A line segment in page pixels, on pixel boundaries: a vertical crop mark at x = 375 is centred
    on the cut between pixel columns 374 and 375."""

    x0: int
    y0: int
    x1: int
    y1: int
    kind: str = "crop"  # crop | fold | guide (the calibration page's lines and ticks)
    width: int = MARK_WIDTH_PX


@dataclass(frozen=True, slots=True)
class Label:
    """A line of text on a page (a page title, the calibration page's scale numbers)."""

    x: int
    y: int
    text: str
    size: int = 36  # pixel height of the type (36 px = 8.6 pt)
    anchor: str = "la"  # Pillow's anchors: "la" left-ascender, "ma" middle, "mm" centred


@dataclass(frozen=True)
class Page:
    """A page: its size, what is on it, and its PDF boxes (trim and bleed, None: the page itself)."""

    width: int
    height: int
    width_mm: float
    height_mm: float
    kind: str  # fronts | backs | fold | calibration-front | calibration-back | card-front | card-back
    placements: tuple[Placement, ...] = ()
    marks: tuple[Mark, ...] = ()
    labels: tuple[Label, ...] = ()

    @property
    def trim_box(self) -> Rect:
        """The union of the cards' trims (the whole page when it holds none)."""
        return _union([p.trim for p in self.placements]) or (0, 0, self.width, self.height)

    @property
    def bleed_box(self) -> Rect:
        """The union of what is printed of the cards, bleed included; never outside the page."""
        box = _union([p.printed for p in self.placements]) or (0, 0, self.width, self.height)
        return max(box[0], 0), max(box[1], 0), min(box[2], self.width), min(box[3], self.height)


@dataclass(frozen=True)
class SheetSpec:
    """How cards are laid out on sheets: the paper, the card size, the layout, the marks and duplex."""

    paper: Paper
    size: CardSize
    layout: str = "butted"
    crop_offset_mm: float = DEFAULT_CROP_OFFSET_MM
    crop_length_mm: float = DEFAULT_CROP_LENGTH_MM
    back_offset_mm: tuple[float, float] = (0.0, 0.0)  # x to the right, y up, as the backs page is seen
    duplex: str = "long"  # the edge the printer flips on; none: fronts only (backs printed apart)

    def __post_init__(self) -> None:
        if self.layout not in LAYOUTS:
            raise SheetError("R0054", f"unknown layout '{self.layout}' (known: {', '.join(LAYOUTS)})")
        if self.duplex not in DUPLEX:
            raise SheetError("R0054", f"unknown duplex edge '{self.duplex}' (known: {', '.join(DUPLEX)})")
        if not (0 <= self.crop_offset_mm <= 10):
            raise SheetError("R0053", f"crop mark offset {self.crop_offset_mm:g} mm is outside 0 to 10 mm")
        if not (MIN_MARK_MM <= self.crop_length_mm <= 20):
            raise SheetError(
                "R0053", f"crop mark length {self.crop_length_mm:g} mm is outside {MIN_MARK_MM:g} to 20 mm"
            )
        for value in self.back_offset_mm:
            if not math.isfinite(value) or abs(value) > MAX_OFFSET_MM:
                raise SheetError("R0052", f"back offset {value:g} mm is larger than {MAX_OFFSET_MM:g} mm")


@dataclass(frozen=True)
class Grid:
    """The slots of one side of a sheet: where each card's printed area goes, in reading order."""

    width: int  # the page, in pixels (landscape: wider than tall)
    height: int
    landscape: bool
    cols: int
    rows: int
    slots: tuple[Rect, ...]  # printed areas, row by row
    area: Rect  # where marks may go: the page, or one half of a fold-over page

    @property
    def per_page(self) -> int:
        return self.cols * self.rows


@dataclass
class Imposition:
    """The pages of a job, and what the layout had to give up (marks shortened to fit the margin)."""

    pages: list[Page]
    grid: Grid
    notes: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- grids


def _cell(spec: SheetSpec) -> tuple[int, int]:
    return spec.size.full_px if spec.layout == "bleed" else spec.size.trim_px


def _shown_bleed(spec: SheetSpec) -> int:
    return spec.size.bleed_px + 1 if spec.layout == "bleed" else 0  # the odd pixel goes right and bottom


def _margin_px(spec: SheetSpec, length_mm: float) -> int:
    """Room a mark needs between the printed area and the paper's edge."""
    offset = mm_to_px(spec.crop_offset_mm)
    return max(offset - _shown_bleed(spec), 0) + mm_to_px(length_mm)


def _fit(room: int, cell: int, margin: int) -> int:
    return max((room - 2 * margin) // cell, 0)


def _spread(room: int, cell: int, count: int, spec: SheetSpec) -> tuple[int, int]:
    """(first slot's offset, gutter) along one axis, centred on ``room``. Bled cards get gutters for
    their own marks, up to MAX_GUTTER_MM, while the margins keep the full mark length."""
    gutter = 0
    if spec.layout == "bleed" and count > 1:
        spare = room - count * cell - 2 * _margin_px(spec, spec.crop_length_mm)
        gutter = min(mm_to_px(MAX_GUTTER_MM), max(spare // (count - 1), 0))
    used = count * cell + (count - 1) * gutter
    return (room - used) // 2, gutter


def grid_for(spec: SheetSpec) -> Grid:
    """The grid of the most cards the paper takes, portrait or landscape (portrait on a tie)."""
    paper_w, paper_h = spec.paper.px
    cell_w, cell_h = _cell(spec)
    margin = _margin_px(spec, MIN_MARK_MM)
    best: tuple[int, bool] | None = None
    for landscape in (False, True):
        width, height = (paper_h, paper_w) if landscape else (paper_w, paper_h)
        half = width // 2 if spec.layout == "fold" else width
        count = _fit(half, cell_w, margin) * _fit(height, cell_h, margin)
        if count and (best is None or count > best[0]):
            best = (count, landscape)
    if best is None:
        raise SheetError(
            "R0050",
            f"a {spec.size.name} card ({spec.size.width_mm:g} x {spec.size.height_mm:g} mm) does not fit on "
            f"{spec.paper.name} paper in the {spec.layout} layout with room for crop marks",
        )
    landscape = best[1]
    width, height = (paper_h, paper_w) if landscape else (paper_w, paper_h)
    half = width // 2 if spec.layout == "fold" else width
    cols, rows = _fit(half, cell_w, margin), _fit(height, cell_h, margin)
    left, gap_x = _spread(half, cell_w, cols, spec)
    top, gap_y = _spread(height, cell_h, rows, spec)
    slots = tuple(
        (x, y, x + cell_w, y + cell_h)
        for r in range(rows)
        for c in range(cols)
        for x, y in [(left + c * (cell_w + gap_x), top + r * (cell_h + gap_y))]
    )
    return Grid(width, height, landscape, cols, rows, slots, (0, 0, half, height))


# ---------------------------------------------------------------- placements


def _front(spec: SheetSpec, image: str, slot: Rect, index: int) -> Placement:
    left, top, right, bottom = spec.size.trim_box_px
    x, y = slot[0], slot[1]
    if spec.layout == "bleed":
        width, height = spec.size.full_px
        return Placement(image, slot, (x + left, y + top, x + right, y + bottom), (0, 0, width, height), False, index)
    return Placement(image, slot, slot, spec.size.trim_box_px, False, index)


def _mirror(
    placement: Placement, image: str, width: int, height: int, turned: bool, face: tuple[int, int]
) -> Placement:
    """The back behind ``placement`` on a page flipped left over right (``turned`` False: columns
    reversed) or top over bottom (``turned``: rows reversed and the back turned by 180 degrees)."""

    def flip(rect: Rect) -> Rect:
        left, top, right, bottom = rect
        return (left, height - bottom, right, height - top) if turned else (width - right, top, width - left, bottom)

    crop = placement.crop
    if turned:  # the crop of the turned image: the same part of the card, seen from the other corner
        crop = (face[0] - crop[2], face[1] - crop[3], face[0] - crop[0], face[1] - crop[1])
    return Placement(image, flip(placement.printed), flip(placement.trim), crop, turned, placement.index)


def _shift(placement: Placement, dx: int, dy: int) -> Placement:
    def move(rect: Rect) -> Rect:
        return rect[0] + dx, rect[1] + dy, rect[2] + dx, rect[3] + dy

    return replace(placement, printed=move(placement.printed), trim=move(placement.trim))


def offset_px(spec: SheetSpec) -> tuple[int, int]:
    """The backs' offset in page pixels: x to the right, y up as given, so down in pixels."""
    x_mm, y_mm = spec.back_offset_mm
    return _signed_px(x_mm), -_signed_px(y_mm)


def _signed_px(mm: float) -> int:
    return mm_to_px(mm) if mm >= 0 else -mm_to_px(-mm)


def _turns(spec: SheetSpec, landscape: bool) -> bool:
    """Whether the duplex flip turns the page top over bottom, in the page's own frame."""
    return (spec.duplex == "long") == landscape


# ---------------------------------------------------------------- crop marks


def crop_marks(placements: Sequence[Placement], area: Rect, spec: SheetSpec) -> tuple[list[Mark], bool]:
    """Eight marks per card (two at each corner, along its trim lines, pointing out), each cut where it
    would enter anything printed or leave ``area``; marks that start inside a card (the inner corners of
    a butted grid) are dropped. Returns the marks, one per place, and whether any margin mark was
    shortened below the length asked for."""
    offset, length = mm_to_px(spec.crop_offset_mm), mm_to_px(spec.crop_length_mm)
    minimum = mm_to_px(MIN_MARK_MM) // 2
    printed = [p.printed for p in placements]
    marks: dict[tuple[int, int, int, int], Mark] = {}
    shortened = False
    for placement in placements:
        (tl, tt, tr, tb), (pl, pt, pr, pb) = placement.trim, placement.printed
        starts = (
            # (x, y, dx, dy): the mark's start, just past the bleed, and the direction it runs
            (tl, tt - max(offset, tt - pt), 0, -1),
            (tr, tt - max(offset, tt - pt), 0, -1),
            (tl, tb + max(offset, pb - tb), 0, 1),
            (tr, tb + max(offset, pb - tb), 0, 1),
            (tl - max(offset, tl - pl), tt, -1, 0),
            (tl - max(offset, tl - pl), tb, -1, 0),
            (tr + max(offset, pr - tr), tt, 1, 0),
            (tr + max(offset, pr - tr), tb, 1, 0),
        )
        for x, y, dx, dy in starts:
            run, by_edge = _room(x, y, dx, dy, printed, area, length)
            if run < minimum:
                continue
            shortened = shortened or (by_edge and run < length)
            x1, y1 = x + dx * run, y + dy * run
            key = (min(x, x1), min(y, y1), max(x, x1), max(y, y1))
            marks[key] = Mark(*key)
    return list(marks.values()), shortened


def _room(x: int, y: int, dx: int, dy: int, printed: Sequence[Rect], area: Rect, length: int) -> tuple[int, bool]:
    """How far a mark from (x, y) may run in (dx, dy), up to ``length``: to the first printed area it
    meets (0 if it starts in one) or the edge of ``area``; and whether the edge is what stopped it."""
    half = MARK_WIDTH_PX // 2
    left, top, right, bottom = area
    edge = {(1, 0): right - x, (-1, 0): x - left, (0, 1): bottom - y, (0, -1): y - top}[(dx, dy)]
    run, by_edge = min(length, edge), edge < length
    for rl, rt, rr, rb in printed:
        if dx:  # a horizontal mark covers rows y - half .. y + half
            if not (rt < y + half and y - half < rb):
                continue
            if rl < x < rr:
                return 0, False
            gap = rl - x if dx > 0 else x - rr
        else:
            if not (rl < x + half and x - half < rr):
                continue
            if rt < y < rb:
                return 0, False
            gap = rt - y if dy > 0 else y - rb
        if 0 <= gap < run:
            run, by_edge = gap, False
    return max(run, 0), by_edge


# ---------------------------------------------------------------- home sheets


def impose(cards: Sequence[tuple[str, str | None]], spec: SheetSpec, say: Say = english) -> Imposition:
    """Pages for ``cards`` (each a front image key and its back's, or None): a fronts page then its
    backs page (``duplex`` long or short), fronts only (``none``), or fold-over pages; their titles
    in ``say``'s language."""
    grid = grid_for(spec)
    per_page = grid.per_page
    pages: list[Page] = []
    shortened = False
    face = spec.size.full_px
    turned = _turns(spec, grid.landscape)
    dx, dy = offset_px(spec)
    for start in range(0, len(cards), per_page):
        chunk = cards[start : start + per_page]
        fronts = [_front(spec, key, grid.slots[i], start + i) for i, (key, _) in enumerate(chunk)]
        marks, short = crop_marks(fronts, grid.area, spec)
        shortened = shortened or short
        number = start // per_page + 1
        if spec.layout == "fold":
            backs = [
                _mirror(p, back, grid.width, grid.height, False, face)
                for p, (_, back) in zip(fronts, chunk, strict=True)
                if back is not None
            ]
            area = (grid.width - grid.area[2], 0, grid.width, grid.height)
            back_marks, _ = crop_marks(backs, area, spec)
            fold = Mark(grid.width // 2, 0, grid.width // 2, grid.height, kind="fold")
            labels = (_title(grid, say("fold", {"number": number})),)
            pages.append(_page(spec, grid, "fold", (*fronts, *backs), (*marks, *back_marks, fold), labels))
            continue
        title = _title(grid, say("fronts", {"number": number}))
        pages.append(_page(spec, grid, "fronts", tuple(fronts), tuple(marks), (title,)))
        if spec.duplex == "none":
            continue
        backs = [
            _shift(_mirror(p, back, grid.width, grid.height, turned, face), dx, dy)
            for p, (_, back) in zip(fronts, chunk, strict=True)
            if back is not None
        ]
        edge = "long" if spec.duplex == "long" else "short"
        title = _title(grid, say("backs", {"number": number, "edge": edge}))
        pages.append(_page(spec, grid, "backs", tuple(backs), (), (title,)))
    notes = []
    if shortened:
        notes.append(
            f"R0051: crop marks shortened to fit the margins of {spec.paper.name} paper "
            f"(asked for {spec.crop_length_mm:g} mm; see --crop-length)"
        )
    return Imposition(pages, grid, notes)


def _page(
    spec: SheetSpec,
    grid: Grid,
    kind: str,
    placements: tuple[Placement, ...],
    marks: tuple[Mark, ...],
    labels: tuple[Label, ...],
) -> Page:
    width_mm, height_mm = spec.paper.width_mm, spec.paper.height_mm
    if grid.landscape:
        width_mm, height_mm = height_mm, width_mm
    return Page(grid.width, grid.height, width_mm, height_mm, kind, placements, marks, labels)


def _title(grid: Grid, text: str) -> Label:
    """A small line in the top margin, clear of the crop marks' ends."""
    top = min(slot[1] for slot in grid.slots) if grid.slots else grid.height
    return Label(grid.width // 2, max(top // 3, 12), text, size=24, anchor="mm")


# ---------------------------------------------------------------- print service


def card_pages(cards: Sequence[tuple[str, str | None]], size: CardSize) -> list[Page]:
    """One card per page with its bleed, front then back: what print services ask for. Each page is
    the bled card; its TrimBox is the card's trim."""
    width, height = size.full_px
    width_mm, height_mm = size.width_mm + 2 * 3.175, size.height_mm + 2 * 3.175
    pages: list[Page] = []
    full = (0, 0, width, height)
    for index, (front, back) in enumerate(cards):
        for kind, key in (("card-front", front), ("card-back", back)):
            if key is None:
                continue
            placement = Placement(key, full, size.trim_box_px, full, False, index)
            pages.append(Page(width, height, width_mm, height_mm, kind, (placement,)))
    return pages


# ---------------------------------------------------------------- calibration


CALIBRATION_RANGE_MM = 5  # the scales read -5 .. +5 mm
TICK_MM = 0.5


def calibration(spec: SheetSpec, say: Say = english) -> list[Page]:
    """Two pages to print duplex with the printer's usual settings. The front has a cross of lines;
    the back, scales centred where the lines should show through. Held against the light, the back
    shows where the front's lines fall on its scales: the two readings are the --back-offset X,Y
    that puts the backs where they belong. Printed again with the offset, both read 0."""
    # The sheets' own orientation: a landscape page flips differently on the same printer.
    grid = grid_for(spec if spec.layout != "fold" else replace(spec, layout="butted"))
    width, height = grid.width, grid.height
    width_mm, height_mm = (
        (spec.paper.height_mm, spec.paper.width_mm)
        if grid.landscape
        else (
            spec.paper.width_mm,
            spec.paper.height_mm,
        )
    )
    cx, cy = width // 2, height // 2
    reach = mm_to_px(60)
    front_marks = (
        Mark(cx, cy - reach, cx, cy + reach, kind="guide"),
        Mark(cx - reach, cy, cx + reach, cy, kind="guide"),
    )
    front_labels = (
        Label(cx, cy - reach - mm_to_px(8), say("calibration-front", {}), size=48, anchor="mm"),
        Label(cx, cy + reach + mm_to_px(6), say("calibration-print", {}), 30, "mm"),
        Label(cx, cy + reach + mm_to_px(11), say("calibration-light", {}), 30, "mm"),
    )
    turned = _turns(spec, grid.landscape)
    dx, dy = offset_px(spec)
    # Where the front's lines fall on the back page when the printer is exact: the mirror image.
    bx, by = (cx, height - cy) if turned else (width - cx, cy)
    bx, by = bx + dx, by + dy
    marks: list[Mark] = []
    labels: list[Label] = []
    span = mm_to_px(CALIBRATION_RANGE_MM)
    zero_tick, long_tick, short_tick = mm_to_px(6), mm_to_px(4), mm_to_px(2)
    gap = mm_to_px(25)  # the scales sit away from the crossing, on the front's lines
    marks.append(Mark(bx - span, by - gap, bx + span, by - gap, kind="guide", width=1))  # the X scale's spine
    marks.append(Mark(bx + gap, by - span, bx + gap, by + span, kind="guide", width=1))  # the Y scale's spine
    steps = int(CALIBRATION_RANGE_MM / TICK_MM)
    for step in range(-steps, steps + 1):
        # A short tick every half millimetre, a long one every millimetre, a number every two.
        reach_tick = zero_tick if step == 0 else long_tick if step % 2 == 0 else short_tick
        # X: + to the right as the back is seen; Y: + up.
        x = bx + round(step * TICK_MM * 300 / 25.4)
        y = by - round(step * TICK_MM * 300 / 25.4)
        marks.append(Mark(x, by - gap - reach_tick, x, by - gap, kind="guide", width=1))
        marks.append(Mark(bx + gap, y, bx + gap + reach_tick, y, kind="guide", width=1))
        if step % 4 == 0:
            value = step // 2
            text = f"{value:+d}" if value else "0"
            labels.append(Label(x, by - gap - zero_tick - mm_to_px(1), text, size=16, anchor="md"))
            labels.append(Label(bx + gap + zero_tick + mm_to_px(1), y, text, size=20, anchor="lm"))
    labels.append(Label(bx, by - gap - mm_to_px(30), say("calibration-back", {}), size=48, anchor="mm"))
    labels.append(Label(bx, by - gap - mm_to_px(12), say("calibration-x", {}), size=30, anchor="md"))
    labels.append(Label(bx + gap, by + span + mm_to_px(4), say("calibration-y", {}), 30, "ma"))
    now = f"{spec.back_offset_mm[0]:g},{spec.back_offset_mm[1]:g}"
    labels.append(Label(bx, by + mm_to_px(45), say("calibration-offset", {"offset": now}), 30, "mm"))
    return [
        Page(width, height, width_mm, height_mm, "calibration-front", (), front_marks, front_labels),
        Page(width, height, width_mm, height_mm, "calibration-back", (), tuple(marks), tuple(labels)),
    ]


# ---------------------------------------------------------------- helpers


def _union(rects: Sequence[Rect]) -> Rect | None:
    if not rects:
        return None
    return (min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects))


def parse_offset(text: str) -> tuple[float, float]:
    """``1.5mm,-0.8mm`` (or ``1.5,-0.8``) → (1.5, -0.8): the backs' offset in millimetres."""
    parts = [p.strip().lower() for p in text.split(",")]
    if len(parts) != 2:
        raise SheetError("R0052", f"back offset '{text}' is not X,Y in millimetres (e.g. 1.5mm,-0.8mm)")
    values = []
    for part in parts:
        number = part.removesuffix("mm").strip()
        try:
            value = float(number)
        except ValueError:
            raise SheetError("R0052", f"back offset '{text}': '{part}' is not a length in mm (e.g. -0.8mm)") from None
        if not math.isfinite(value) or abs(value) > MAX_OFFSET_MM:
            raise SheetError("R0052", f"back offset '{text}': {part} is larger than {MAX_OFFSET_MM:g} mm")
        values.append(value)
    return values[0], values[1]
