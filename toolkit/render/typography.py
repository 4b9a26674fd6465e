"""Type on a card: fonts found by name, glyph coverage, word wrap with hyphenation, inline icons, auto-fit.

The tools designers use today fail in known ways (shared/spec/PRINT.md): they drop text that
overflows, shrink it without a floor, print Cyrillic as "?" in a default font and never hyphenate.
Here a box's text is wrapped at the language's hyphenation points (pyphen), shrunk step by step to
the box's minimum size and, if it still does not fit, laid out whole at the minimum and reported:
nothing is ever cut. Every character is checked against the font's character map (fontTools), so a
missing glyph is a finding, not a tofu box discovered at the printer.

A token ``[name]`` inside a text whose name is an icon the caller knows becomes that icon, drawn on
the text's baseline and scaled to the font; any other bracketed word stays text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pyphen
from PIL import Image, ImageDraw, ImageFont

from toolkit.render.coverage import font_coverage
from toolkit.render.hyphenation import open_dictionary
from toolkit.render.sizes import DPI

# Names a layout may use for the shipped DejaVu faces (a layout may also name any font file's stem).
FONT_ALIASES: dict[str, str] = {
    "serif": "DejaVuSerif",
    "serif-bold": "DejaVuSerif-Bold",
    "serif-italic": "DejaVuSerif-Italic",
    "sans-bold": "DejaVuSans-Bold",
    "condensed": "DejaVuSerifCondensed",
    "condensed-bold": "DejaVuSerifCondensed-Bold",
    "condensed-italic": "DejaVuSerifCondensed-Italic",
}
FONT_SUFFIXES = (".ttf", ".otf")

# pyphen's dictionaries for the languages Deckwright ships (I18N.md); another language falls back to its
# two-letter code when pyphen has it, else words are broken only at hyphens they already contain.
HYPHENATION: dict[str, str] = {"en": "en_US", "es": "es", "uk": "uk_UA", "de": "de_DE", "pl": "pl_PL"}
LINE_HEIGHT = 1.2  # of the font size
PARAGRAPH_GAP = 0.35  # extra space between paragraphs, of the font size
ICON_SCALE = 0.78  # an inline icon's side, of the font size: about the height of a capital with its descent
SHRINK_STEP_PX = 1  # auto-fit tries every whole pixel size from the design size down to the minimum


def pt_to_px(pt: float) -> float:
    return pt * DPI / 72.0


class FontNotFound(LookupError):
    """A layout names a font no font folder holds."""


class Fonts:
    """The fonts of the font folders (a project's first), opened once per size."""

    def __init__(self, folders: Sequence[Path]) -> None:
        self.folders = tuple(folders)
        self._paths: dict[str, Path] = {}
        self._fonts: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}
        self._cmaps: dict[str, frozenset[int]] = {}
        # fit_text's results by every argument it reads: a box's text laid out once per process, whichever
        # card or face asks again (the same rules text on many cards, a face checked and then drawn).
        self.fitted: dict[tuple[object, ...], Fitted] = {}
        # check_fit's keys (fit_text's) of the texts that fit: a preflight keeps the verdict, not the layout.
        self.fitting: set[tuple[object, ...]] = set()

    def path(self, name: str) -> Path:
        found = self._paths.get(name)
        if found is not None:
            return found
        stem = FONT_ALIASES.get(name, name)
        for folder in self.folders:
            for suffix in FONT_SUFFIXES:
                candidate = folder / f"{stem}{suffix}"
                if candidate.is_file():
                    self._paths[name] = candidate
                    return candidate
        known = sorted(FONT_ALIASES)
        raise FontNotFound(f"no font '{name}' in {', '.join(str(f) for f in self.folders)} (known: {', '.join(known)})")

    def font(self, name: str, px: int) -> ImageFont.FreeTypeFont:
        key = (name, px)
        found = self._fonts.get(key)
        if found is None:
            # Basic layout: card text is set left to right in Latin and Cyrillic, and raqm's shaping
            # costs a third of the time for nothing those scripts need.
            found = ImageFont.truetype(str(self.path(name)), px, layout_engine=ImageFont.Layout.BASIC)
            self._fonts[key] = found
        return found

    def coverage(self, name: str) -> frozenset[int]:
        """The code points the font has a glyph for (its best Unicode cmap)."""
        found = self._cmaps.get(name)
        if found is None:
            found = font_coverage(self.path(name))  # kept between processes by the font's bytes (valid10w)
            self._cmaps[name] = found
        return found

    def missing(self, text: str, name: str) -> list[str]:
        """The characters of ``text`` the font cannot draw, each once, in order of appearance."""
        have = self.coverage(name)
        if have.issuperset(map(ord, text)):
            return []  # nearly every box's text: one pass in C, not a character at a time (five languages a card)
        seen: dict[str, None] = {}
        for char in text:
            if ord(char) not in have and not char.isspace() and unicodedata.category(char) not in ("Cc", "Cf"):
                seen.setdefault(char, None)
        return list(seen)


def describe_chars(chars: Iterable[str]) -> str:
    """'ʬ' (U+02AC)' for a report: the character and its code point, so an invisible one is still named."""
    return ", ".join(f"'{c}' (U+{ord(c):04X} {unicodedata.name(c, 'unnamed')})" for c in chars)


# ---------------------------------------------------------------- hyphenation


@lru_cache(maxsize=16)
def hyphenator(lang: str) -> pyphen.Pyphen | None:
    code = HYPHENATION.get(lang) or (lang if lang in pyphen.LANGUAGES else None)
    if code is None and lang[:2] in pyphen.LANGUAGES:
        code = lang[:2]
    return open_dictionary(code) if code else None  # read lazily: German's patterns took 0.7 s (hyphenation.py)


_CORE = re.compile(r"^(\W*)(.*?)(\W*)$", re.S)


@lru_cache(maxsize=65536)
def break_points(word: str, lang: str) -> tuple[tuple[str, str], ...]:
    """Ways to break ``word`` across lines, the longest first part first: (head as printed, tail).

    A break after a hyphen the word already has adds none; a dictionary break adds one. Punctuation
    around the word stays with it (pyphen sees only the letters)."""
    points: list[tuple[str, str]] = []
    if "[" in word:
        return ()  # a token ([headgear]) is never broken
    for index, char in enumerate(word[:-1]):
        if char in "-\u2010" and index > 0:
            points.append((word[: index + 1], word[index + 1 :]))
    lead, core, trail = _CORE.match(word).groups()  # type: ignore[union-attr]
    dictionary = hyphenator(lang)
    if dictionary is not None and len(core) >= 4 and "-" not in core and core.isalpha():
        for head, tail in dictionary.iterate(core):
            points.append((lead + head + "-", tail + trail))
    points.sort(key=lambda p: len(p[0]), reverse=True)
    return tuple(points)


# ---------------------------------------------------------------- rich text: words made of text and icons


@dataclass(frozen=True)
class Piece:
    """A run of one line: text, or an icon (``icon`` set, ``text`` empty), at ``x`` from the line's start."""

    x: float
    width: float
    text: str = ""
    icon: str | None = None
    spaced: bool = False  # a space comes before it (it starts a word that is not the line's first)


@dataclass
class Line:
    pieces: list[Piece] = field(default_factory=list)
    width: float = 0.0
    paragraph_end: bool = False
    alt: bool = False  # set in the box's second face (a quoted paragraph: flavour in italic)


# A paragraph that starts so is set in the box's second face (flavour text in italic, docs/render.md).
QUOTE = "> "


def paragraphs(text: str) -> list[tuple[str, bool]]:
    """The text's paragraphs, each with whether it is quoted (set in the second face), the mark removed."""
    return [(p[len(QUOTE) :], True) if p.startswith(QUOTE) else (p, False) for p in text.split("\n")]


_ICON_TOKEN = re.compile(r"\[([a-z][a-z0-9-]*)\]")


def split_icons(word: str, icons: frozenset[str]) -> list[str | tuple[str]]:
    """A word as text parts and icon parts (a 1-tuple holding the icon's name)."""
    parts: list[str | tuple[str]] = []
    last = 0
    for found in _ICON_TOKEN.finditer(word):
        if found.group(1) not in icons:
            continue
        if found.start() > last:
            parts.append(word[last : found.start()])
        parts.append((found.group(1),))
        last = found.end()
    if last < len(word):
        parts.append(word[last:])
    return parts


def icon_tokens(text: str) -> list[str]:
    """Every ``[name]`` token in a text, known icon or not (preflight names the unknown ones)."""
    return _ICON_TOKEN.findall(text)


# Word widths per font object (one per face and size, kept by Fonts): a word is measured once per
# process at each size, whichever card, language or auto-fit attempt asks again.
_WIDTHS: dict[ImageFont.FreeTypeFont, dict[str, float]] = {}
_ANY_LANGUAGE = object()  # fit_text's memo: a layout the same in every language (no hyphenation asked for)
_FITTED_CAP = 20_000  # box layouts kept per Fonts (a few KB each); past it the memo starts again
_WIDTHS_CAP = 200_000  # words per font and size kept; past it the cache starts again


class _Measure:
    """Widths of words in one font at one size, each measured once."""

    def __init__(self, font: ImageFont.FreeTypeFont, px: int, icons: frozenset[str]) -> None:
        self.font = font
        self.icons = icons
        self.icon_side = max(1, round(px * ICON_SCALE))
        self.icon_gap = px * 0.08
        self.read_language = False  # set once a word's hyphenation points are asked for (break_points)
        widths = _WIDTHS.get(font)
        if widths is None or len(widths) > _WIDTHS_CAP:
            widths = _WIDTHS[font] = {}
        self._widths = widths
        self.space = self.text(" ")

    def text(self, text: str) -> float:
        width = self._widths.get(text)
        if width is None:
            width = self.font.getlength(text)
            self._widths[text] = width
        return width

    def word(self, word: str) -> tuple[float, list[str | tuple[str]]]:
        parts = split_icons(word, self.icons) if "[" in word else [word]
        width = 0.0
        for part in parts:
            width += self.icon_side + 2 * self.icon_gap if isinstance(part, tuple) else self.text(part)
        return width, parts


def wrap(
    text: str,
    measure: _Measure,
    width: float,
    lang: str,
    alt: _Measure | None = None,
    hyphenate: bool = True,
) -> tuple[list[Line], bool]:
    """Lines of at most ``width`` pixels, broken between words or at hyphenation points.

    Returns the lines and whether every line fits: a word too long for the box even when hyphenated
    is kept whole on a line of its own (never cut), and the result says it does not fit. Quoted
    paragraphs are measured in ``alt`` (the second face); ``hyphenate`` False breaks only at spaces."""
    lines: list[Line] = []
    fits = True
    main = measure
    for paragraph, quoted in paragraphs(text):
        measure = alt if quoted and alt is not None else main
        line = Line(alt=quoted)
        pending = paragraph.split()
        pending.reverse()
        while pending:
            word = pending.pop()
            word_width, parts = measure.word(word)
            gap = measure.space if line.pieces else 0.0
            if line.width + gap + word_width <= width:
                _place(line, parts, gap, measure)
                continue
            # Unhyphenated text (a title) still breaks a word that no whole line can hold.
            alone_too_wide = not line.pieces and word_width > width
            if (hyphenate or alone_too_wide) and len(parts) == 1 and isinstance(parts[0], str):
                split = _hyphenate(word, measure, width - line.width - gap, lang)
                if split is not None:
                    head, tail = split
                    _place(line, [head], gap, measure)
                    pending.append(tail)
                    lines.append(line)
                    line = Line(alt=quoted)
                    continue
            if line.pieces:
                lines.append(line)
                line = Line(alt=quoted)
                pending.append(word)
                continue
            _place(line, parts, 0.0, measure)  # too long for any line: kept whole, reported by the caller
            fits = False
        line.paragraph_end = True
        lines.append(line)
    return lines, fits


def _hyphenate(word: str, measure: _Measure, room: float, lang: str) -> tuple[str, str] | None:
    if room <= 0:
        return None
    measure.read_language = True  # the only place a layout reads its language: fit_text's memo relies on it
    for head, tail in break_points(word, lang):
        if measure.text(head) <= room:
            return head, tail
    return None


def _place(line: Line, parts: list[str | tuple[str]], gap: float, measure: _Measure) -> None:
    x = line.width + gap
    spaced = gap > 0
    for part in parts:
        if isinstance(part, tuple):
            x += measure.icon_gap
            line.pieces.append(Piece(x, measure.icon_side, icon=part[0], spaced=spaced))
            x += measure.icon_side + measure.icon_gap
        else:
            width = measure.text(part)
            line.pieces.append(Piece(x, width, text=part, spaced=spaced))
            x += width
        spaced = False
    line.width = x


# ---------------------------------------------------------------- auto-fit


@dataclass
class Fitted:
    """A box's text laid out: the size chosen, the lines, and whether it fits the box at that size."""

    lines: list[Line]
    px: int
    font: ImageFont.FreeTypeFont
    line_height: float
    height: float
    width: float
    fits: bool
    icon_side: int
    shrunk: bool = False
    alt_font: ImageFont.FreeTypeFont | None = None  # the quoted paragraphs' face
    read_language: bool = False  # some word's hyphenation points were asked for: the layout may differ by language


def layout_text(
    text: str,
    font: ImageFont.FreeTypeFont,
    px: int,
    width: float,
    lang: str,
    icons: frozenset[str] = frozenset(),
    line_height: float = LINE_HEIGHT,
    alt_font: ImageFont.FreeTypeFont | None = None,
    hyphenate: bool = True,
) -> Fitted:
    measure = _Measure(font, px, icons)
    alt = _Measure(alt_font, px, icons) if alt_font is not None and QUOTE in text else None
    lines, fits = wrap(text, measure, width, lang, alt, hyphenate)
    step = px * line_height
    gaps = sum(1 for line in lines[:-1] if line.paragraph_end)
    height = step * len(lines) + px * PARAGRAPH_GAP * gaps if lines else 0.0
    widest = max((line.width for line in lines), default=0.0)
    read_language = measure.read_language or (alt is not None and alt.read_language)
    return Fitted(
        lines, px, font, step, height, widest, fits, measure.icon_side, alt_font=alt_font, read_language=read_language
    )


def fit_text(
    text: str,
    fonts: Fonts,
    font_name: str,
    size_pt: float,
    min_pt: float,
    box: tuple[int, int],
    lang: str,
    icons: frozenset[str] = frozenset(),
    line_height: float = LINE_HEIGHT,
    max_lines: int | None = None,
    alt_font_name: str | None = None,
    hyphenate: bool = True,
) -> Fitted:
    """The largest size from ``size_pt`` down to ``min_pt`` at which ``text`` fits ``box`` (w, h in px).

    If none does, the text is laid out whole at the minimum size with ``fits`` False: the caller
    reports the overflow (R0010) and draws all of it, so nothing is ever silently lost.

    The result is kept on ``fonts`` (read-only from then on: callers only read a Fitted): the layout
    depends on nothing else, the fonts being opened from the same files for the object's life."""
    key = (text, font_name, size_pt, min_pt, box, lang, icons, line_height, max_lines, alt_font_name, hyphenate)
    found = fonts.fitted.get(key)
    if found is None:
        # A layout that never asked for a word's hyphenation points read nothing of its language, so it is
        # the same in every language: a title, a footer or an untranslated text laid out in five languages
        # (validate's faces) is fitted once. It is kept under the key without the language as well.
        any_language = (_ANY_LANGUAGE, *key[:5], *key[6:])
        found = fonts.fitted.get(any_language)
        if found is None:
            if len(fonts.fitted) >= _FITTED_CAP:
                fonts.fitted.clear()
            found = _fit_text(
                text,
                fonts,
                font_name,
                size_pt,
                min_pt,
                box,
                lang,
                icons,
                line_height,
                max_lines,
                alt_font_name,
                hyphenate,
            )
            if not found.read_language:
                fonts.fitted[any_language] = found
        fonts.fitted[key] = found
    return found


def check_fit(
    text: str,
    fonts: Fonts,
    font_name: str,
    size_pt: float,
    min_pt: float,
    box: tuple[int, int],
    lang: str,
    icons: frozenset[str] = frozenset(),
    line_height: float = LINE_HEIGHT,
    max_lines: int | None = None,
    alt_font_name: str | None = None,
    hyphenate: bool = True,
) -> Fitted | None:
    """fit_text's verdict for a check that draws nothing (preflight): None if the text fits the box at
    some size from ``size_pt`` down to ``min_pt``, else the very layout fit_text gives (the text whole at
    the minimum size, ``fits`` False), which the overflow's report (R0010) describes.

    fit_text's text fits exactly when it fits at the design size or at the minimum: it returns the
    design size's layout if that fits, else the minimum's if that does not fit, else a size between
    found by its binary search, which starts from the minimum's fitting layout and so always fits. The
    search only chooses the size a face is drawn at; a check needs neither it nor the lines, so this
    lays the text out at the minimum first (nearly every box fits there: one layout, not fit_text's
    five or six for a shrunk box) and at the design size only when the minimum does not fit."""
    key = (text, font_name, size_pt, min_pt, box, lang, icons, line_height, max_lines, alt_font_name, hyphenate)
    any_language = (_ANY_LANGUAGE, *key[:5], *key[6:])
    if key in fonts.fitting or any_language in fonts.fitting:
        return None
    found = fonts.fitted.get(key) or fonts.fitted.get(any_language)
    if found is not None:  # laid out already (a face drawn before it was checked)
        return None if found.fits else found
    if len(fonts.fitting) >= _FITTED_CAP:
        fonts.fitting.clear()
    top = max(1, round(pt_to_px(size_pt)))
    low = max(1, min(top, round(pt_to_px(min_pt))))
    floor = _attempt(text, fonts, font_name, low, box, lang, icons, line_height, max_lines, alt_font_name, hyphenate)
    read_language = floor.read_language
    if not floor.fits and top != low:
        best = _attempt(text, fonts, font_name, top, box, lang, icons, line_height, max_lines, alt_font_name, hyphenate)
        read_language = read_language or best.read_language
        if best.fits:
            floor = best
        else:
            floor.shrunk = True  # as fit_text marks its layout at the minimum
            floor.read_language = read_language
    if floor.fits:
        # Neither layout asked for a word's break points: the verdict is the same in every language.
        fonts.fitting.add(key if read_language else any_language)
        return None
    # The overflow is fit_text's own result (the same two layouts, marked alike): kept where it looks.
    if len(fonts.fitted) >= _FITTED_CAP:
        fonts.fitted.clear()
    fonts.fitted[key] = floor
    if not read_language:
        fonts.fitted[any_language] = floor
    return floor


def _attempt(
    text: str,
    fonts: Fonts,
    font_name: str,
    px: int,
    box: tuple[int, int],
    lang: str,
    icons: frozenset[str],
    line_height: float,
    max_lines: int | None,
    alt_font_name: str | None,
    hyphenate: bool,
) -> Fitted:
    """The text laid out at ``px``, ``fits`` saying whether it fits ``box`` (w, h) at that size."""
    width, height = box
    alt = fonts.font(alt_font_name, px) if alt_font_name else None
    fitted = layout_text(text, fonts.font(font_name, px), px, width, lang, icons, line_height, alt, hyphenate)
    too_many = max_lines is not None and len(fitted.lines) > max_lines
    # The last line's leading below its descent is not ink: it may hang into the box's padding.
    fitted.fits = fitted.fits and not too_many and fitted.height - px * (line_height - 1.0) <= height
    return fitted


def _fit_text(
    text: str,
    fonts: Fonts,
    font_name: str,
    size_pt: float,
    min_pt: float,
    box: tuple[int, int],
    lang: str,
    icons: frozenset[str],
    line_height: float,
    max_lines: int | None,
    alt_font_name: str | None,
    hyphenate: bool,
) -> Fitted:
    top = max(1, round(pt_to_px(size_pt)))
    low = max(1, min(top, round(pt_to_px(min_pt))))

    read_language = False  # by any attempt: the size chosen depends on every attempt made

    def attempt(px: int) -> Fitted:
        nonlocal read_language
        fitted = _attempt(
            text, fonts, font_name, px, box, lang, icons, line_height, max_lines, alt_font_name, hyphenate
        )
        read_language = read_language or fitted.read_language
        return fitted

    best = attempt(top)
    if best.fits or top == low:
        return best
    # Fitting is monotone in the size (a smaller font never needs more lines), so a binary search finds
    # the largest size that fits in a handful of layouts instead of one per pixel.
    floor = attempt(low)
    if not floor.fits:
        floor.shrunk = True
        floor.read_language = read_language
        return floor
    lo, hi = low, top - 1
    found = floor
    while lo <= hi:
        mid = (lo + hi) // 2
        fitted = attempt(mid)
        if fitted.fits:
            found, lo = fitted, mid + 1
        else:
            hi = mid - 1
    found.shrunk = True
    found.read_language = read_language
    return found


# ---------------------------------------------------------------- drawing

IconPainter = Callable[[ImageDraw.ImageDraw, str, tuple[int, int, int, int], tuple[int, int, int]], None]


def draw_text(
    draw: ImageDraw.ImageDraw,
    fitted: Fitted,
    box: tuple[int, int, int, int],
    colour: tuple[int, int, int],
    align: str = "left",
    valign: str = "top",
    paint_icon: IconPainter | None = None,
) -> tuple[int, int, int, int]:
    """Draw the lines in ``box`` (left, top, right, bottom, px); returns the ink's bounding box.

    An overflowing text is drawn whole, past the box's bottom, so the proof shows what a reader would miss."""
    left, top, right, bottom = box
    px = fitted.px
    ascent, descent = fitted.font.getmetrics()
    ink_height = fitted.height - (fitted.line_height - px) if fitted.lines else 0
    if valign == "middle":
        y = top + max(0.0, (bottom - top - ink_height) / 2)
    elif valign == "bottom":
        y = top + max(0.0, bottom - top - ink_height)
    else:
        y = float(top)
    ink = [right, bottom, left, top]
    for line in fitted.lines:
        if align == "center":
            x0 = left + (right - left - line.width) / 2
        elif align == "right":
            x0 = right - line.width
        else:
            x0 = float(left)
        baseline = y + ascent
        font = fitted.alt_font if line.alt and fitted.alt_font is not None else fitted.font
        for piece in line.pieces:
            x = x0 + piece.x
            if piece.icon is not None:
                side = fitted.icon_side
                # On the baseline: the icon's bottom sits where the letters stand, scaled to the font.
                icon_box = (round(x), round(baseline - side), round(x) + side, round(baseline))
                if paint_icon is not None:
                    paint_icon(draw, piece.icon, icon_box, colour)
                _grow(ink, icon_box)
            elif piece.text:
                _draw_word(draw, (round(x), round(baseline)), piece.text, font, colour)
                _grow(ink, (round(x), round(baseline - ascent), round(x + piece.width), round(baseline + descent)))
        y += fitted.line_height + (px * PARAGRAPH_GAP if line.paragraph_end else 0.0)
    if ink[0] > ink[2]:
        return (left, top, left, top)
    return ink[0], ink[1], ink[2], ink[3]


# A word's coverage mask per font object and text: a card's words recur on every card of a deck
# ("level", "treasure", "+1"), and rasterising each again was a third of drawing a face's text.
_MASKS: dict[tuple[ImageFont.FreeTypeFont, str], tuple[Image.Image, tuple[int, int]] | None] = {}
_MASKS_CAP = 8192  # words kept (a few KB each); past it the cache starts again


def _draw_word(
    draw: ImageDraw.ImageDraw,
    at: tuple[int, int],
    text: str,
    font: ImageFont.FreeTypeFont,
    colour: tuple[int, int, int],
) -> None:
    """The word with its baseline's start at ``at`` (whole pixels), as ``draw.text(..., anchor="ls")``
    draws it, from a mask rasterised once per font and text."""
    key = (font, text)
    found = _MASKS.get(key, False)
    if found is False:
        left, top, right, bottom = font.getbbox(text, anchor="ls")
        if right <= left or bottom <= top:
            found = None  # nothing to ink (a space)
        else:
            mask = Image.new("L", (int(right - left), int(bottom - top)), 0)
            ImageDraw.Draw(mask).text((-left, -top), text, font=font, fill=255, anchor="ls")
            found = (mask, (int(left), int(top)))
        if len(_MASKS) >= _MASKS_CAP:
            _MASKS.clear()
        _MASKS[key] = found
    if found is not None:
        mask, (dx, dy) = found
        draw.bitmap((at[0] + dx, at[1] + dy), mask, fill=colour)


def _grow(ink: list[int], box: tuple[int, int, int, int]) -> None:
    ink[0] = min(ink[0], box[0])
    ink[1] = min(ink[1], box[1])
    ink[2] = max(ink[2], box[2])
    ink[3] = max(ink[3], box[3])


def text_of(lines: Iterable[Line]) -> str:
    """The lines' text as laid out (tests read it back: nothing dropped, hyphens where broken)."""
    return "\n".join(
        "".join((" " if p.spaced else "") + (p.text if p.icon is None else f"[{p.icon}]") for p in line.pieces)
        for line in lines
    )
