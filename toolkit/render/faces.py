"""A card's face and a deck's back, drawn at 300 DPI with bleed from the typed card model and its layout.

``render_face`` composes the face (each box's text from its Jinja2 snippet, fitted to the box) and
paints it; ``compose`` alone is what preflight runs: every measurement, no pixel. A face never
loses text: what does not fit at a box's minimum size is drawn whole and reported (R0010).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jinja2.exceptions import SecurityError, TemplateError
from PIL import Image, ImageDraw

from toolkit.lang.model import Card
from toolkit.render import frames, icons
from toolkit.render.art import ArtError, cover, open_art, resolve_art
from toolkit.render.cardtext import CardText, back_words, card_text, field_lines, has_messages, value_word
from toolkit.render.layout import (
    Box,
    Layout,
    LayoutError,
    Layouts,
    Placement,
    colour_of,
    compile_snippet,
    render_snippet,
    snippet_scope,
)
from toolkit.render.problems import WARNING, RenderProblem
from toolkit.render.sizes import CARD_SIZES, DEFAULT_CARD_SIZE, CardSize, mm_to_px
from toolkit.render.typography import (
    Fitted,
    check_fit,
    describe_chars,
    draw_text,
    fit_text,
    icon_tokens,
    paragraphs,
    pt_to_px,
)

if TYPE_CHECKING:
    from toolkit.text import Identities

_DEFAULT_LAYOUTS: list[Layouts] = []
MAX_BOX_TEXT = 20_000


def default_layouts() -> Layouts:
    """The shipped layouts, read once per process (a project passes its own Layouts)."""
    if not _DEFAULT_LAYOUTS:
        _DEFAULT_LAYOUTS.append(Layouts())
    return _DEFAULT_LAYOUTS[0]


@dataclass(frozen=True)
class Face:
    """A rendered face: an RGB image of ``size.full_px`` and what was found wrong while drawing it."""

    image: Image.Image
    problems: tuple[RenderProblem, ...] = ()


@dataclass
class Element:
    """One box of one face, composed: where it goes and what it holds."""

    box: Box
    rect: tuple[int, int, int, int]
    content: str
    fitted: Fitted | None = None
    icons: list[str] = field(default_factory=list)
    art: Image.Image | None = None


@dataclass
class Composition:
    layout: Layout
    size: CardSize
    palette: dict[str, tuple[int, int, int]]
    elements: list[Element]
    problems: list[RenderProblem]


def render_face(
    card: Card,
    *,
    lang: str = "en",
    size: CardSize = CARD_SIZES[DEFAULT_CARD_SIZE],
    ink_saving: bool = False,
    layouts: Layouts | None = None,
    identities: Identities | None = None,
) -> Face:
    """The card's face in ``lang`` at ``size`` (RGB, ``size.full_px``, bleed included); ``identities``
    are the card set's declared words (toolkit.text.Identities), said by their cards' names.

    Raises LayoutError (R0001-R0004) for a layout that cannot be used: that is the layout's fault,
    not the card's, and the caller reports it once rather than per card."""
    layouts = layouts or default_layouts()
    composition = compose(
        card, lang=lang, size=size, ink_saving=ink_saving, layouts=layouts, decode_art=True, identities=identities
    )
    image = _ground(composition, ink_saving, layouts).copy()
    draw = ImageDraw.Draw(image)
    for element in composition.elements:
        _paint(image, draw, element, composition, ink_saving, layouts)
    return Face(image, tuple(composition.problems))


GROUNDS_KEPT = 12  # frames with their panels kept per Layouts (about 3.7 MB each at poker size)


def _ground(composition: Composition, ink_saving: bool, layouts: Layouts) -> Image.Image:
    """The face before its contents: the frame, then every panel. It depends only on the layout, the
    deck's palette, the size, the variant and which boxes have content, so a deck draws it once per
    kind and deck and pastes it (a frame and its panels were a sixth of drawing a face)."""
    panels = tuple((e.box.name, e.rect) for e in composition.elements if e.box.shape != "none")
    layout, size = composition.layout, composition.size
    key = (layout.game, layout.kind, tuple(composition.palette.items()), size, ink_saving, panels)
    kept = layouts.grounds
    found = kept.pop(key, None)
    if found is None:
        found = Image.new("RGB", size.full_px, composition.palette["bleed"])
        frames.draw_frame(found, layout.frame, composition.palette, size, ink_saving)
        draw = ImageDraw.Draw(found)
        # Every panel first, then every content: a text that overflows its box is drawn over the
        # next panel, where the proof shows it, rather than hidden under it.
        for element in composition.elements:
            _paint_panel(draw, element, composition, ink_saving)
        while len(kept) >= GROUNDS_KEPT:
            kept.pop(next(iter(kept)))  # the least recently used
    kept[key] = found
    return found


def render_back(
    game: str,
    deck: str | None,
    *,
    lang: str = "en",
    size: CardSize = CARD_SIZES[DEFAULT_CARD_SIZE],
    ink_saving: bool = False,
    layouts: Layouts | None = None,
) -> Image.Image:
    """The back of ``game``'s ``deck`` (None: the game's one back) in ``lang``, RGB of ``size.full_px``:
    its title and deck name are the termbase's (a Ukrainian sheet's backs say «Двері», not "Door")."""
    layouts = layouts or default_layouts()
    back = layouts.back(game, deck)
    title, label = back_words(game, deck, lang)
    scope = snippet_scope({"game_title": title, "deck_label": label, "deck": deck, "lang": lang})
    title = _snippet(back.title, scope, "back")
    label = _snippet(back.label, scope, "back")
    return frames.draw_back(size, back, title, label, layouts.fonts, ink_saving)


# ---------------------------------------------------------------- composing


def compose(
    card: Card,
    *,
    lang: str,
    size: CardSize,
    ink_saving: bool,
    layouts: Layouts,
    decode_art: bool = False,
    identities: Identities | None = None,
    text: CardText | None = None,
    check_only: bool = False,
) -> Composition:
    """Every box of the card's face measured and fitted, with the problems found: no pixel drawn.
    ``identities``: the card set's declared words (toolkit.text.Identities), said by their cards' names;
    ``text``: the card's words in ``lang`` when the caller has them (card_text's, as identities say them).

    ``check_only`` is for a check that reads only the problems (preflight): a text box's text is fitted
    for the verdict alone (typography.check_fit), so a box whose text fits has no ``fitted`` layout and
    cannot be painted; the problems are the same as without it."""
    layout = layouts.layout(card.game, card.kind)
    placement = Placement(layout.design, size)
    palette = layout.palette(card.deck, ink_saving)
    problems: list[RenderProblem] = []

    def problem(code: str, box: str, message: str, severity: str = "error") -> None:
        problems.append(RenderProblem(code, card.key, lang, box, message, card.file, card.line, severity))

    text = card_text(card, lang, identities) if text is None else text
    if text.problem and has_messages(card.game, lang):
        # The game has messages in this language, but not for this card: its own words stand in.
        problem("R0015", "rules", f"no generated card text ({text.problem}): the card's own text is printed", WARNING)
    scope = snippet_scope(_context(card, lang, layout, layouts, text))
    known_icons = frames.icon_names() | frozenset(layouts.icon_files(card.game))
    safe = size.safe_box_px
    elements: list[Element] = []
    for box in layout.boxes:
        if ink_saving and not box.ink_saving:
            continue
        try:
            content = _snippet(box.text, scope, box.name, box.file, box.line).strip()
        except LayoutError as error:
            problem(error.code, box.name, error.message)
            continue
        if not content:
            continue  # nothing to show: a monster has no gold value, an item no level
        if len(content) > MAX_BOX_TEXT:  # no card holds this: a snippet run away (a loop), not text to lay out
            problem("R0004", box.name, f"the box's text is {len(content)} characters, over {MAX_BOX_TEXT}")
            continue
        rect = placement.rect(box)
        element = Element(box, rect, content)
        if box.type == "art":
            if ink_saving:
                continue  # the ink-saving variant has no art (issue 12, item 5)
            element.art = _art(content, card, layouts, rect, decode_art, problem, box)
            if element.art is None and decode_art:
                continue
        elif box.type == "icons":
            element.icons = content.split()
            for name in element.icons:
                if name not in known_icons:
                    problem("R0014", box.name, f"no icon is drawn for '{name}' (a lettered token stands in)", WARNING)
        else:
            element.fitted = _fit(element, placement, lang, layouts, known_icons, problem, check_only)
            for name in icon_tokens(content):
                if name not in known_icons and box.icons:
                    problem("R0014", box.name, f"'[{name}]' names no icon: it is printed as text", WARNING)
        if box.safe and not _inside(rect, safe):
            problem("R0020", box.name, _outside_message(rect, safe, size))
        elements.append(element)
    return Composition(layout, size, palette, elements, problems)


def _context(card: Card, lang: str, layout: Layout, layouts: Layouts, text: CardText) -> dict[str, Any]:
    words = layout.words_for(lang)
    kind_label = text.kind or words.get(card.kind) or card.kind.replace("-", " ").title()
    title, deck_name = back_words(card.game, card.deck, lang)  # the game's title in the face's language
    as_written = (card.deck or "").replace("-", " ").title()
    # The termbase's name first; the layout's words (which fall back to English) only when it has none.
    deck_label = deck_name if deck_name != as_written else words.get(card.deck or "", as_written)
    return {
        "card": {
            "name": card.name,
            "kind": card.kind,
            "deck": card.deck or "",
            "key": card.key,
            "id": card.card_id or "",
            "game": card.game,
        },
        "name": text.name,
        "f": dict(card.fields),
        "v": dict(layout.vars),
        "rules": text.rules,
        "flavour": text.flavour,
        "facts": text.facts,
        "lang": lang,
        "w": words,
        "kind_label": kind_label,
        "deck_label": deck_label,
        "version": layouts.version,
        "set_name": layouts.set_name or title,
        "game_title": title,
        "fields_line": lambda *skip, sep=" · ": field_lines(card, words, skip, sep, lang),
        "word": lambda field, value: value_word(card, str(field), str(value), lang, words) if value else "",
    }


def _snippet(source: str, scope: dict[str, Any], box: str, file: str = "<layout>", line: int = 1) -> str:
    """The box's text: its snippet rendered in ``scope`` (layout.snippet_scope of the face's context)."""
    template = compile_snippet(source, file, line)
    try:
        return render_snippet(template, scope)
    except SecurityError as error:
        raise LayoutError("R0004", file, line, f"box '{box}': the template tried something unsafe: {error}") from None
    except TemplateError as error:
        raise LayoutError("R0004", file, line, f"box '{box}': the template failed: {error}") from None
    except Exception as error:  # a layout's snippet is input: whatever it does wrong is its R0004, never a traceback
        raise LayoutError("R0004", file, line, f"box '{box}': the template failed: {error}") from None


def _fit(
    element: Element,
    placement: Placement,
    lang: str,
    layouts: Layouts,
    known: frozenset[str],
    problem: Any,
    check_only: bool = False,
) -> Fitted | None:
    box = element.box
    left, top, right, bottom = element.rect
    pad = mm_to_px(box.padding)
    inner = (max(1, right - left - 2 * pad), max(1, bottom - top - 2 * pad))
    scale = placement.scale
    # Type follows the card's size, but a size's minimum is a legibility floor: never below 5 pt.
    size_pt = box.size * scale
    min_pt = max(min(box.min * scale, box.min), min(5.0, box.min))
    max_lines = box.max_lines or (1 if box.type in ("badge",) else None)
    fitted = (check_fit if check_only else fit_text)(
        element.content,
        layouts.fonts,
        box.font,
        size_pt,
        min(min_pt, size_pt),
        inner,
        lang,
        known if box.icons else frozenset(),
        max_lines=max_lines,
        alt_font_name=box.alt_font,
        hyphenate=box.hyphenate,
    )
    missing: dict[str, None] = {}
    for text, quoted in paragraphs(element.content):
        missing.update(dict.fromkeys(layouts.fonts.missing(text, box.alt_font if quoted else box.font)))
    if missing:
        problem("R0012", box.name, f"the font '{box.font}' has no glyph for {describe_chars(missing)}")
    if fitted is not None and not fitted.fits:  # check_fit: None when it fits
        tall, room = fitted.height / pt_to_px(1), inner[1] / pt_to_px(1)
        problem(
            "R0010",
            box.name,
            f"text does not fit the box even at its minimum size {min_pt:.1f} pt "
            f"({len(fitted.lines)} line{'' if len(fitted.lines) == 1 else 's'}, {tall:.0f} pt tall for {room:.0f} pt): "
            "shorten it or enlarge the box",
        )
    return fitted


def _inside(rect: tuple[int, int, int, int], safe: tuple[int, int, int, int]) -> bool:
    return rect[0] >= safe[0] and rect[1] >= safe[1] and rect[2] <= safe[2] and rect[3] <= safe[3]


def _outside_message(rect: tuple[int, int, int, int], safe: tuple[int, int, int, int], size: CardSize) -> str:
    over = max(safe[0] - rect[0], safe[1] - rect[1], rect[2] - safe[2], rect[3] - safe[3])
    return (
        f"the box reaches {over / mm_to_px(1):.1f} mm outside the safe zone of the {size.name} card "
        "(1/8 in inside the trim): the cut may take it"
    )


def _art(
    content: str, card: Card, layouts: Layouts, rect: tuple[int, int, int, int], decode: bool, problem: Any, box: Box
) -> Image.Image | None:
    root = layouts.root or (Path(card.file).parent if card.file else Path.cwd())
    try:
        path = resolve_art(content, root)
        image = open_art(path, content, decode=decode)
    except ArtError as error:
        problem(error.code, box.name, str(error))
        return None
    if not decode:
        return None
    return cover(image, (max(1, rect[2] - rect[0]), max(1, rect[3] - rect[1])))


# ---------------------------------------------------------------- painting


def _paint_panel(draw: ImageDraw.ImageDraw, element: Element, composition: Composition, ink_saving: bool) -> None:
    box, palette = element.box, composition.palette
    if box.shape == "none":
        return
    fill = colour_of(box.fill, palette) if box.fill else None
    outline = colour_of(box.outline, palette) if box.outline else palette["frame"]
    frames.draw_panel(draw, element.rect, box.shape, fill, outline, ink_saving)


def _paint(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    element: Element,
    composition: Composition,
    ink_saving: bool,
    layouts: Layouts,
) -> None:
    box = element.box
    palette = composition.palette
    # Ink-saving text is black whatever its role: a badge's light-on-dark number would vanish on white.
    colour = palette["ink"] if ink_saving else colour_of(box.colour, palette)
    fill = colour_of(box.fill, palette) if box.fill else None
    behind = fill if fill is not None and not ink_saving else palette["background"]
    if element.art is not None:
        image.paste(element.art, element.rect[:2])
        draw.rectangle(element.rect, outline=palette["frame"], width=max(2, mm_to_px(0.3)))
        return
    pad = mm_to_px(box.padding)
    left, top, right, bottom = element.rect
    inner = (left + pad, top + pad, right - pad, bottom - pad)
    own = layouts.icon_files(composition.layout.game)

    def paint_icon(d: ImageDraw.ImageDraw, name: str, rect: tuple[int, int, int, int], c: tuple[int, int, int]) -> None:
        # A project's own picture for the word wins over the drawn shape (templates/cards/<game>/icons/).
        if name in own and icons.paste_icon(image, own[name], rect, c if ink_saving else None):
            return
        frames.paint_icon(d, name, rect, c, behind, fonts=layouts.fonts)

    if element.icons:
        _paint_icons(element.icons, inner, colour, box.align, paint_icon, draw)
        return
    if element.fitted is None:
        return
    draw_text(draw, element.fitted, inner, colour, box.align, box.valign, paint_icon)


def _paint_icons(
    names: list[str],
    rect: tuple[int, int, int, int],
    colour: tuple[int, int, int],
    align: str,
    paint_icon: Any,
    draw: ImageDraw.ImageDraw,
) -> None:
    """A row of icons as tall as the box, spaced a fifth of their side apart."""
    left, top, right, bottom = rect
    side = bottom - top
    gap = side // 5
    count = len(names)
    side = min(side, (right - left - gap * (count - 1)) // max(1, count))
    total = count * side + gap * (count - 1)
    x = left if align == "left" else right - total if align == "right" else left + (right - left - total) // 2
    y = top + (bottom - top - side) // 2
    for name in names:
        paint_icon(draw, name, (x, y, x + side, y + side), colour)
        x += side + gap
