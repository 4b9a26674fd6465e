"""Card layouts as data: templates/cards/<game>/<kind>.toml, read with tomllib, never executed.

A layout is a chain of TOML files, each overriding the one before::

    _generic/default.toml  ->  <game>/default.toml  ->  <game>/<kind>.toml

so a kind without its own file takes its game's default, and a game without a folder (a
designer's new game) takes the generic one. A game of a family (Kung Fu, of Munchkin's) reads
its family's two files before its own; a game's default may send several kinds to one file.
Tables (palettes, words, frame, backs) merge key by key; boxes merge by ``name`` (a box given
again changes only the keys it gives; ``remove = true`` takes it out). A project's own
``templates/cards/`` is searched before the shipped folder, file by file,
so a project overrides one kind's layout and keeps the rest (docs/render.md).

Boxes are placed in millimetres relative to the trim of the layout's design size (poker unless it
says otherwise); on another card size they keep their place relative to the safe zone, so what is
inside it on the design size is inside it on every size. Each box's text is a Jinja2 snippet,
compiled in a sandbox (a layout is data: it can read the card, never the machine).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import TemplateSyntaxError, Undefined
from jinja2.exceptions import SecurityError
from jinja2.sandbox import SandboxedEnvironment

from toolkit.lang import games
from toolkit.render import shipped_templates
from toolkit.render.sizes import CARD_SIZES, SAFE_MM, CardSize, mm_to_px
from toolkit.render.typography import Fonts

GENERIC = "_generic"
DEFAULT = "default"
BOX_TYPES = ("text", "badge", "icons", "art", "stamp")
SHAPES = ("none", "rounded", "banner", "circle", "shield", "tab", "rule")
ALIGNS = ("left", "center", "right")
VALIGNS = ("top", "middle", "bottom")
PATTERNS = ("plain", "rays", "diamonds", "rings", "stripes")
FRAME_STYLES = ("classic", "plain")
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")
PALETTE_ROLES = ("bleed", "frame", "background", "panel", "ink", "accent", "muted", "light")
MAX_LAYOUT_BYTES = 256 * 1024


class LayoutError(ValueError):
    """A layout file that cannot be used: not TOML, an unknown key, a wrong value, a template error.

    ``code`` is its R-code (docs/diagnostics.md), ``file`` and ``line`` where it is written."""

    def __init__(self, code: str, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}:{line}: {code} {message}")
        self.code, self.file, self.line, self.message = code, file, line, message


# ---------------------------------------------------------------- the parts of a layout


@dataclass(frozen=True)
class Box:
    """One element of a face, in millimetres from the design size's trim corner."""

    name: str
    type: str
    x: float
    y: float
    w: float
    h: float
    text: str = ""  # the Jinja2 snippet giving the box's content ("" : nothing to draw)
    font: str = "condensed"
    size: float = 9.0  # points, on the design size
    min: float = 6.0  # auto-fit never goes below this
    align: str = "left"
    valign: str = "top"
    colour: str = "ink"  # a palette role or #rrggbb
    fill: str = ""  # the panel behind the box ("": none)
    outline: str = ""  # its outline colour ("": the palette's frame colour when filled)
    shape: str = "none"
    padding: float = 0.8  # mm between the box's edge and its content
    max_lines: int = 0  # 0: as many as fit
    icons: bool = True  # [name] tokens become icons
    alt_font: str = "condensed-italic"  # the face of quoted paragraphs ("> ", the `quote` filter): flavour
    hyphenate: bool = True  # False: lines break only at spaces (titles)
    safe: bool = True  # must lie inside the safe zone (preflight, R0020)
    ink_saving: bool = True  # drawn in the ink-saving variant
    line: int = 0  # where the box is written in its file
    file: str = ""


@dataclass(frozen=True)
class Frame:
    style: str = "classic"  # "classic" (a border, a parchment panel, corner studs) or "plain"
    border: float = 2.6  # mm of frame colour inside the trim
    radius: float = 2.8  # mm, corner radius of the inner panel
    studs: bool = True


@dataclass(frozen=True)
class Back:
    """A deck's back: a pattern over a background, an emblem icon, a title and a label."""

    background: str = "#3b2a4a"
    accent: str = "#c9a24a"
    ink: str = "#f4ead2"
    pattern: str = "rays"
    emblem: str = ""
    title: str = "{{ game_title }}"
    label: str = "{{ deck_label }}"


@dataclass(frozen=True)
class Layout:
    """A card kind's face: its boxes, frame, palettes by deck, and the words its labels use per language."""

    game: str
    kind: str
    design: CardSize
    frame: Frame
    boxes: tuple[Box, ...]
    palettes: Mapping[str, Mapping[str, str]]
    words: Mapping[str, Mapping[str, str]]
    files: tuple[str, ...]  # the chain of files it was read from, most general first
    vars: Mapping[str, Any] = field(default_factory=dict)  # the layout's own values, `v.NAME` in snippets

    def palette(self, deck: str | None, ink_saving: bool = False) -> dict[str, tuple[int, int, int]]:
        """The colours of the card's deck (else the 'default' palette); ink-saving: black on white."""
        if ink_saving:
            return dict(INK_SAVING)
        chosen = {**self.palettes.get(DEFAULT, {}), **self.palettes.get(deck or DEFAULT, {})}
        return {role: hex_rgb(chosen.get(role, FALLBACK[role])) for role in PALETTE_ROLES}

    def words_for(self, lang: str) -> dict[str, str]:
        """The labels in ``lang``, falling back word by word to English."""
        return {**self.words.get("en", {}), **self.words.get(lang, {})}


FALLBACK = {
    "bleed": "#2f2a26",
    "frame": "#2f2a26",
    "background": "#efe6d2",
    "panel": "#fbf6ea",
    "ink": "#1c1a17",
    "accent": "#8a6d3b",
    "muted": "#6b6258",
    "light": "#ffffff",
}
# The ink-saving variant (issue 12, item 5): white paper, black text, thin outlines; a design, not a filter.
INK_SAVING = {
    "bleed": (255, 255, 255),
    "frame": (0, 0, 0),
    "background": (255, 255, 255),
    "panel": (255, 255, 255),
    "ink": (0, 0, 0),
    "accent": (0, 0, 0),
    "muted": (60, 60, 60),
    "light": (255, 255, 255),
}


def hex_rgb(value: str) -> tuple[int, int, int]:
    return int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16)


def colour_of(name: str, palette: Mapping[str, tuple[int, int, int]]) -> tuple[int, int, int]:
    """A box's colour: a palette role, or a literal #rrggbb (black in the ink-saving palette's terms)."""
    if name in palette:
        return palette[name]
    return hex_rgb(name) if _HEX.match(name) else palette["ink"]


# ---------------------------------------------------------------- geometry


_RECTS: dict[tuple[int, int, int], tuple[CardSize, CardSize, Box, tuple[int, int, int, int]]] = {}


@dataclass(frozen=True)
class Placement:
    """Turns a layout's millimetres on its design size into pixels on the face being drawn."""

    design: CardSize
    size: CardSize

    def rect(self, box: Box) -> tuple[int, int, int, int]:
        """(left, top, right, bottom) in pixels of the full (bled) face. Kept per design, size and box (a
        validate lays out every card in five languages: the same boxes of a few layouts, thousands of times);
        the entry holds the three, so that no id in its key can be another object's while it lives."""
        key = (id(self.design), id(self.size), id(box))
        kept = _RECTS.get(key)
        if kept is not None and kept[0] is self.design and kept[1] is self.size and kept[2] is box:
            return kept[3]
        if len(_RECTS) >= 4096:
            _RECTS.clear()
        found = self._rect(box)
        _RECTS[key] = (self.design, self.size, box, found)
        return found

    def _rect(self, box: Box) -> tuple[int, int, int, int]:
        left, top, _, _ = self.size.trim_box_px
        x0, x1 = self._axis(box.x, box.x + box.w, self.design.width_mm, self.size.width_mm)
        y0, y1 = self._axis(box.y, box.y + box.h, self.design.height_mm, self.size.height_mm)
        return left + mm_to_px(x0), top + mm_to_px(y0), left + mm_to_px(x1), top + mm_to_px(y1)

    @staticmethod
    def _axis(a: float, b: float, design: float, target: float) -> tuple[float, float]:
        # Scaled about the safe zone: the safe margin stays 1/8 in on every size (PRINT.md), what lies
        # inside the zone keeps its proportion of it, what lies in the margin keeps its distance.
        inner_d, inner_t = design - 2 * SAFE_MM, target - 2 * SAFE_MM

        def map_(v: float) -> float:
            if v <= SAFE_MM:
                return v
            if v >= design - SAFE_MM:
                return target - (design - v)
            return SAFE_MM + (v - SAFE_MM) * inner_t / inner_d

        return map_(a), map_(b)

    @property
    def scale(self) -> float:
        """How much type scales on this size: the smaller of the safe zone's two ratios."""
        sx = (self.size.width_mm - 2 * SAFE_MM) / (self.design.width_mm - 2 * SAFE_MM)
        sy = (self.size.height_mm - 2 * SAFE_MM) / (self.design.height_mm - 2 * SAFE_MM)
        return min(sx, sy)

    def mm(self, value: float) -> int:
        return max(1, mm_to_px(value * min(1.0, max(self.scale, 0.6))))


# ---------------------------------------------------------------- reading


_BOX_KEYS = {f for f in Box.__dataclass_fields__ if f not in ("line", "file")} | {"remove"}
_TOP_KEYS = {"design", "frame", "box", "palette", "words", "back", "vars", "kinds"}
_FRAME_KEYS = set(Frame.__dataclass_fields__)
_BACK_KEYS = set(Back.__dataclass_fields__)


def _line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return number
    return 1


def read_layout_file(path: Path) -> tuple[dict[str, Any], str]:
    """A layout file's table and text; LayoutError R0001 for one that is not readable TOML."""
    try:
        with path.open("rb") as stream:  # read at most one byte past the limit: a device never ends
            raw = stream.read(MAX_LAYOUT_BYTES + 1)
    except OSError as error:
        raise LayoutError("R0001", str(path), 1, f"cannot read the layout: {error.strerror or error}") from None
    if len(raw) > MAX_LAYOUT_BYTES:
        raise LayoutError("R0001", str(path), 1, f"layout larger than {MAX_LAYOUT_BYTES // 1024} KiB")
    try:
        text = raw.decode("utf-8")
        return tomllib.loads(text), text
    except UnicodeDecodeError:
        raise LayoutError("R0001", str(path), 1, "the layout is not UTF-8 text") from None
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        raise LayoutError("R0001", str(path), int(found.group(1)) if found else 1, f"not valid TOML: {error}") from None


class _Merged:
    """The chain's tables merged as it is read: later files win, boxes by name."""

    def __init__(self) -> None:
        self.design = "poker"
        self.frame: dict[str, Any] = {}
        self.boxes: dict[str, dict[str, Any]] = {}
        self.palettes: dict[str, dict[str, str]] = {}
        self.words: dict[str, dict[str, str]] = {}
        self.backs: dict[str, dict[str, str]] = {}
        self.vars: dict[str, str] = {}
        self.kinds: dict[str, str] = {}

    def add(self, data: dict[str, Any], text: str, path: str) -> None:
        for key in data:
            if key not in _TOP_KEYS:
                raise _unknown(path, text, key, _TOP_KEYS)
        if "design" in data:
            if data["design"] not in CARD_SIZES:
                raise LayoutError(
                    "R0002",
                    path,
                    _line_of(text, "design"),
                    f"design size {data['design']!r} is none of {', '.join(CARD_SIZES)}",
                )
            self.design = data["design"]
        frame = _table(data, "frame", path, text)
        for key in frame:
            if key not in _FRAME_KEYS:
                raise _unknown(path, text, key, _FRAME_KEYS)
        for key in ("border", "radius"):
            if key in frame and (not isinstance(frame[key], (int, float)) or not 0 <= frame[key] <= 20):
                raise LayoutError("R0002", path, _line_of(text, key), f"frame {key} must be millimetres 0 .. 20")
        if frame.get("style", "classic") not in FRAME_STYLES:
            raise LayoutError(
                "R0002", path, _line_of(text, "style"), f"frame style is none of {', '.join(FRAME_STYLES)}"
            )
        if not isinstance(frame.get("studs", True), bool):
            raise LayoutError("R0002", path, _line_of(text, "studs"), "frame studs must be true or false")
        self.frame.update(frame)
        for deck, colours in _table(data, "palette", path, text).items():
            self.palettes.setdefault(deck, {}).update(_colours(colours, path, text, deck))
        for lang, words in _table(data, "words", path, text).items():
            if not isinstance(words, dict) or not all(isinstance(v, str) for v in words.values()):
                raise LayoutError(
                    "R0002", path, _line_of(text, f"[words.{lang}]"), f"words.{lang} must map words to texts"
                )
            self.words.setdefault(lang, {}).update(words)
        for kind, file_stem in _table(data, "kinds", path, text).items():
            if not isinstance(file_stem, str) or not re.fullmatch(r"[a-z0-9][a-z0-9_-]*", file_stem):
                raise LayoutError("R0002", path, _line_of(text, kind), f"kinds.{kind} must name a layout file's stem")
            self.kinds[kind] = file_stem
        for name, value in _table(data, "vars", path, text).items():
            if not isinstance(value, (str, int, float, bool)):
                raise LayoutError(
                    "R0002", path, _line_of(text, name), f"vars.{name} must be a text, number or true/false"
                )
            self.vars[name] = value
        for deck, back in _table(data, "back", path, text).items():
            if not isinstance(back, dict):
                raise LayoutError("R0002", path, _line_of(text, f"back.{deck}"), f"back.{deck} must be a table")
            for key, value in back.items():
                if key not in _BACK_KEYS:
                    raise _unknown(path, text, key, _BACK_KEYS)
                if not isinstance(value, str):
                    raise LayoutError("R0002", path, _line_of(text, key), f"back.{deck}.{key} must be a text")
                if key in ("background", "accent", "ink") and not _HEX.match(value):
                    raise LayoutError("R0002", path, _line_of(text, key), f"back.{deck}.{key} must be '#rrggbb'")
                if key in ("title", "label"):
                    compile_snippet(value, path, _line_of(text, key))
            if back.get("pattern", "plain") not in PATTERNS:
                raise LayoutError(
                    "R0002", path, _line_of(text, "pattern"), f"pattern must be one of {', '.join(PATTERNS)}"
                )
            self.backs.setdefault(deck, {}).update(back)
        boxes = data.get("box", [])
        if not isinstance(boxes, list):
            raise LayoutError("R0002", path, _line_of(text, "box"), "'box' must be an array of tables: [[box]]")
        for box in boxes:
            self._box(box, path, text)

    def _box(self, box: Any, path: str, text: str) -> None:
        if not isinstance(box, dict) or not isinstance(box.get("name"), str):
            raise LayoutError("R0002", path, _line_of(text, "[[box]]"), 'every [[box]] needs a name = "..."')
        name = box["name"]
        line = _line_of(text, f'name = "{name}"')
        for key in box:
            if key not in _BOX_KEYS:
                raise _unknown(path, text, key, _BOX_KEYS, line)
        if box.get("remove"):
            self.boxes.pop(name, None)
            return
        merged = {**self.boxes.get(name, {}), **box, "line": line, "file": path}
        self.boxes[name] = merged

    def build(self, game: str, kind: str, files: tuple[str, ...], fonts: Fonts) -> Layout:
        boxes = tuple(_make_box(spec, fonts) for spec in self.boxes.values())
        return Layout(
            game=game,
            kind=kind,
            design=CARD_SIZES[self.design],
            frame=_make(Frame, self.frame, files[-1]),
            boxes=boxes,
            palettes=self.palettes,
            words=self.words,
            files=files,
            vars=dict(self.vars),
        )


def _unknown(path: str, text: str, key: str, known: set[str], line: int | None = None) -> LayoutError:
    from difflib import get_close_matches

    near = get_close_matches(key, sorted(known), n=1)
    hint = f" (did you mean '{near[0]}'?)" if near else f" (known: {', '.join(sorted(known))})"
    return LayoutError("R0002", path, line or _line_of(text, key), f"unknown key '{key}'{hint}")


def _table(data: dict[str, Any], key: str, path: str, text: str) -> dict[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise LayoutError("R0002", path, _line_of(text, key), f"'{key}' must be a table")
    return value


def _colours(colours: Any, path: str, text: str, deck: str) -> dict[str, str]:
    if not isinstance(colours, dict):
        raise LayoutError("R0002", path, _line_of(text, f"palette.{deck}"), f"palette.{deck} must be a table")
    for role, value in colours.items():
        if role not in PALETTE_ROLES:
            raise _unknown(path, text, role, set(PALETTE_ROLES))
        if not isinstance(value, str) or not _HEX.match(value):
            raise LayoutError("R0002", path, _line_of(text, role), f"palette.{deck}.{role} must be a colour '#rrggbb'")
    return colours


def _make(cls: type, values: dict[str, Any], path: str) -> Any:
    try:
        return cls(**values)
    except TypeError as error:
        raise LayoutError("R0002", path, 1, str(error)) from None


_CHOICES = {"type": BOX_TYPES, "shape": SHAPES, "align": ALIGNS, "valign": VALIGNS}
_NUMBERS = ("x", "y", "w", "h", "size", "min", "padding")
_RANGES = {  # millimetres and points
    "x": (-10.0, 400.0),
    "y": (-10.0, 400.0),
    "w": (0.0, 400.0),
    "h": (0.0, 400.0),
    "size": (2.0, 144.0),
    "min": (2.0, 144.0),
    "padding": (0.0, 50.0),
}


def _make_box(spec: dict[str, Any], fonts: Fonts) -> Box:
    values = {k: v for k, v in spec.items() if k != "remove"}
    path, line = values["file"], values["line"]
    values.setdefault("type", "text")
    for key in ("x", "y", "w", "h"):
        if key not in values:
            raise LayoutError(
                "R0002", path, line, f"box '{values['name']}' needs {key} (millimetres from the trim's corner)"
            )
    for key in _NUMBERS:
        if key in values and (not isinstance(values[key], (int, float)) or isinstance(values[key], bool)):
            raise LayoutError("R0002", path, line, f"box '{values['name']}': {key} must be a number")
    for key, choices in _CHOICES.items():
        if key in values and values[key] not in choices:
            raise LayoutError(
                "R0002", path, line, f"box '{values['name']}': {key} {values[key]!r} is none of {', '.join(choices)}"
            )
    for key in ("text", "font", "alt_font", "colour", "fill", "outline"):
        if key in values and not isinstance(values[key], str):
            raise LayoutError("R0002", path, line, f"box '{values['name']}': {key} must be a text")
    if values["w"] <= 0 or values["h"] <= 0:
        raise LayoutError("R0002", path, line, f"box '{values['name']}' has no area (w and h must be above 0)")
    # Bounds a layout from anywhere cannot pass: a 10,000 pt font would ask FreeType for gigabytes.
    for key, (low, high) in _RANGES.items():
        if key in values and not low <= values[key] <= high:
            raise LayoutError(
                "R0002", path, line, f"box '{values['name']}': {key} {values[key]} is outside {low} .. {high}"
            )
    if "max_lines" in values and (not isinstance(values["max_lines"], int) or not 0 <= values["max_lines"] <= 200):
        raise LayoutError("R0002", path, line, f"box '{values['name']}': max_lines must be a whole number 0 .. 200")
    for flag in ("icons", "safe", "ink_saving", "hyphenate"):
        if flag in values and not isinstance(values[flag], bool):
            raise LayoutError("R0002", path, line, f"box '{values['name']}': {flag} must be true or false")
    if values.get("min", 6.0) > values.get("size", 9.0):
        raise LayoutError("R0002", path, line, f"box '{values['name']}': min is larger than size")
    for font_key in ("font", "alt_font"):
        if font_key not in values:
            continue
        try:
            fonts.font(values[font_key], 12)
        except LookupError as error:
            raise LayoutError("R0002", path, line, str(error)) from None
        except OSError as error:  # a damaged font file: FreeType cannot open it
            raise LayoutError("R0002", path, line, f"font '{values[font_key]}' cannot be opened: {error}") from None
    for key in ("colour", "fill", "outline"):
        value = values.get(key, "")
        if value and value not in PALETTE_ROLES and not _HEX.match(value):
            raise LayoutError(
                "R0002",
                path,
                line,
                f"box '{values['name']}': {key} {value!r} is no palette role ({', '.join(PALETTE_ROLES)}) nor #rrggbb",
            )
    box = Box(**values)
    compile_snippet(box.text, path, line)  # a syntax error is the layout's, found when it is read
    return box


# ---------------------------------------------------------------- the snippets


class _Quiet(Undefined):
    """A field the card does not have reads as nothing (``{{ f.bonus }}`` on a monster is empty)."""

    def __str__(self) -> str:
        return ""


MAX_SNIPPET_TEXT = 20_000  # characters a multiplication in a snippet may make
MAX_POWER = 64  # the largest exponent `**` may take


class _Sandbox(SandboxedEnvironment):
    """Jinja2's sandbox, with the two operators that can eat the machine bounded: ``10 ** 10 ** 10``
    and ``"x" * 10 ** 9`` are refused (SecurityError), not computed."""

    intercepted_binops = frozenset({"**", "*"})

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        if operator == "**" and isinstance(right, int) and abs(right) > MAX_POWER:
            raise SecurityError(f"an exponent over {MAX_POWER}")
        if operator == "*":
            for text, times in ((left, right), (right, left)):
                sized = isinstance(text, (str, list, tuple)) and isinstance(times, int)
                if sized and len(text) * times > MAX_SNIPPET_TEXT:
                    raise SecurityError(f"a repetition over {MAX_SNIPPET_TEXT} characters")
        return super().call_binop(context, operator, left, right)


# No trim_blocks: a snippet's newline after a tag ('{% if flavour %}\n...') is a line break the author meant.
_ENV = _Sandbox(autoescape=False, undefined=_Quiet)
_ENV.filters["signed"] = lambda n: f"{n:+d}" if isinstance(n, int) else str(n)
_ENV.filters["icons"] = lambda mapping, sep=" ": sep.join(
    f"[{name}] {n}" for name, n in (mapping.items() if isinstance(mapping, Mapping) else ())
)
_ENV.filters["amounts"] = lambda mapping, sep=" ": sep.join(
    f"{n} [{name}]" for name, n in (mapping.items() if isinstance(mapping, Mapping) else ())
)
_ENV.filters["quote"] = lambda text: "\n".join(f"> {line}" for line in str(text).split("\n") if line.strip())
_COMPILED: dict[str, Any] = {}


def snippet_scope(context: Mapping[str, Any]) -> dict[str, Any]:
    """What a snippet sees, the environment's globals and ``context``, merged once for all the snippets
    of a face: Template.render merges them again at every call, which was some two thirds of a snippet's
    time (a face renders eight or nine; the face stage of a cold validate renders some 40,000)."""
    return {**_ENV.globals, **context}


def render_snippet(template: Any, scope: dict[str, Any]) -> str:
    """``template.render(context)`` for ``scope = snippet_scope(context)``: the same text. The scope is the
    context's parent as it stands (``shared``); a snippet's own assignments go into its context, never into
    the scope, so one scope serves every snippet of the face."""
    return _ENV.concat(template.root_render_func(template.new_context(scope, shared=True)))  # type: ignore[attr-defined]


def compile_snippet(source: str, file: str = "<layout>", line: int = 1) -> Any:
    found = _COMPILED.get(source)
    if found is None:
        try:
            found = _ENV.from_string(source)
        except TemplateSyntaxError as error:
            raise LayoutError("R0003", file, line, f"template error in the box's text: {error.message}") from None
        _COMPILED[source] = found
    return found


# ---------------------------------------------------------------- the layouts of every game


def _family(game: str) -> str:
    ruleset = games.get(game)
    return ruleset.family if ruleset is not None else ""  # a game no ruleset declares: the generic layout


@dataclass
class Layouts:
    """Where layouts are found (a project's folder before the shipped one) and what renders with them.

    ``root`` is the folder a card's art paths are resolved in (the project's root; None: each card's
    own folder); ``version`` fills a layout's version stamp (``{{ version }}``); ``set_name`` its set line."""

    folders: Sequence[Path] = field(default_factory=lambda: (shipped_templates(),))
    root: Path | None = None
    version: str = ""
    set_name: str = ""
    _cache: dict[tuple[str, str], Layout] = field(default_factory=dict, repr=False)
    _backs: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict, repr=False)
    _fonts: Fonts | None = field(default=None, repr=False)
    _icons: dict[str, dict[str, Path]] = field(default_factory=dict, repr=False)
    # Faces' frames with their panels drawn (toolkit.render.faces), least recently used first.
    grounds: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def __getstate__(self) -> dict[str, Any]:
        # Sent to worker processes without what it has read (open fonts cannot be pickled): read again there.
        state = dict(self.__dict__)
        state.update(_cache={}, _backs={}, _fonts=None, _icons={}, grounds={})
        return state

    @classmethod
    def for_project(cls, project_root: Path, **options: Any) -> Layouts:
        """The project's templates/cards/ first (when it has one), then the shipped layouts."""
        own = project_root / "templates" / "cards"
        folders = (own, shipped_templates()) if own.is_dir() else (shipped_templates(),)
        return cls(folders=folders, root=project_root, **options)

    @property
    def fonts(self) -> Fonts:
        if self._fonts is None:
            font_folders = [folder / "_fonts" for folder in self.folders]
            # The rulebook's DejaVu faces are the card faces' too (shipped once, with their licence).
            font_folders += [folder.parent / "rulebook" / "_fonts" for folder in self.folders]
            self._fonts = Fonts([f for f in font_folders if f.is_dir()])
        return self._fonts

    def find(self, name: str) -> Path | None:
        """The first folder's ``name`` (a path like 'munchkin/monster.toml')."""
        for folder in self.folders:
            candidate = folder / name
            if candidate.is_file():
                return candidate
        return None

    def read(self, game: str, kind: str) -> tuple[_Merged, tuple[str, ...]]:
        """The chain of files for a game's kind, merged: generic, the family's, the game's.

        A game's default may send several kinds to one file (``[kinds] troll = "enemy"``)."""
        merged = _Merged()
        files: list[str] = []

        def take(name: str) -> None:
            path = self.find(name)
            if path is not None and str(path) not in files:
                data, text = read_layout_file(path)
                merged.add(data, text, str(path))
                files.append(str(path))

        take(f"{GENERIC}/{DEFAULT}.toml")
        family = _family(game)
        for folder in ([family] if family and family != game else []) + [game]:
            take(f"{folder}/{DEFAULT}.toml")
            if kind != DEFAULT:
                take(f"{folder}/{merged.kinds.get(kind, kind)}.toml")
        if not files:
            raise LayoutError("R0001", str(self.folders[0]), 1, f"no layout for {game} {kind} and no generic layout")
        return merged, tuple(files)

    def layout(self, game: str, kind: str) -> Layout:
        """The layout of a game's kind, read once; LayoutError for a broken file."""
        key = (game, kind)
        found = self._cache.get(key)
        if found is None:
            merged, files = self.read(game, kind)
            found = merged.build(game, kind, files, self.fonts)
            self._cache[key] = found
        return found

    def icon_files(self, game: str) -> dict[str, Path]:
        """The pictures a project ships for icons (``<game>/icons/NAME.png``, ``_icons/NAME.png``), by
        name; the project's folder wins over the shipped one, the game's over the shared."""
        found = self._icons.get(game)
        if found is None:
            found = {}
            family = _family(game)
            subfolders = ["_icons", *([f"{family}/icons"] if family and family != game else []), f"{game}/icons"]
            for folder in reversed(self.folders):
                for sub in subfolders:
                    place = folder / sub
                    if place.is_dir():
                        found.update((path.stem, path) for path in sorted(place.glob("*.png")) if path.is_file())
            self._icons[game] = found
        return found

    def back(self, game: str, deck: str | None) -> Back:
        """A deck's back: the game's [back.<deck>], over its [back.default], over the generic one."""
        backs = self._backs.get(game)
        if backs is None:
            merged, _files = self.read(game, DEFAULT)
            backs = merged.backs
            self._backs[game] = backs
        values = {**backs.get(DEFAULT, {}), **backs.get(deck or DEFAULT, {})}
        return Back(**values)
