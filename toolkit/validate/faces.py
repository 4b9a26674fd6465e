"""The validator's face checks: the renderer's preflight, as diagnostics on the cards (V0601-V0619).

`deckwright validate` lays out every card's face in every language that has its text and reports
what a printer would find: overflowing text, missing glyphs, elements outside the safe zone, refused
art, broken layouts. No image is written (toolkit/render/preflight.py does the work).

A card's findings are kept beside the validator's cache (toolkit/validate/face_cache.py, a table
of its own) under ``face_key``: the card's content hash and text, its languages, and
``inputs_version``, a hash of everything a face is made from besides the card (the renderer's and
the card-text generator's code, the layouts, the fonts, the languages' .ftl files) and of the card's
art file. A warm run lays out only the cards that changed; a changed layout, font, translation or
renderer lays out every card again. The key also holds the hash of the set's declared identities
(toolkit.text.Identities): a face says a declared word by its declaring card's name.

A warm run reads only where the faces' inputs are: neither the renderer nor the card-text bundles are
imported unless a face is laid out.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import toolkit
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Card
from toolkit.lang.spans import field_span
from toolkit.render.problems import WARNING, RenderProblem
from toolkit.text.files import text_languages

if TYPE_CHECKING:
    from toolkit.render.layout import Layouts
    from toolkit.text import Identities

# The render code each validator code reports, and the hint it gives (docs/diagnostics.md, V06xx).
CODES: dict[str, tuple[str, str]] = {
    "R0010": ("V0601", "shorten the text in this language, or give the box more room in the card's layout"),
    "R0012": ("V0602", "use the character the font has, or name a font that covers it in the layout"),
    "R0020": ("V0603", "move the box inside the safe zone (3.175 mm inside the trim) in the layout"),
    "R0014": ("V0604", "use an icon the renderer draws (docs/render.md lists them), or write the word"),
    "R0030": ("V0605", "give a path inside the project, without '..', that is no link out of it"),
    "R0031": ("V0606", "check the art's path: it is resolved from the project's root"),
    "R0032": ("V0607", "give a PNG, JPEG or WebP image"),
    "R0033": ("V0608", "scale the art down: a card needs no more than a few megapixels"),
    "R0001": ("V0610", "fix the layout file (docs/render.md describes its format)"),
    "R0002": ("V0610", "fix the layout file (docs/render.md describes its format)"),
    "R0003": ("V0611", "fix the box's Jinja2 snippet in the layout"),
    "R0004": ("V0611", "fix the box's Jinja2 snippet in the layout"),
}


NOT_REPORTED = frozenset({"R0015"})


def face_diagnostics(
    cards: Iterable[Card],
    langs: Sequence[str] | None = None,
    *,
    layouts: Layouts | None = None,
    workers: int = 1,
    identities: Identities | None = None,
) -> list[Diagnostic]:
    """Preflight every card (each in its game's languages with text, or in ``langs``) as diagnostics;
    declared words as ``identities`` has them (None: as ``cards``, the set, declare them)."""
    from toolkit.render.preflight import preflight  # the whole renderer: only a run that lays out a face
    from toolkit.text import identities as declared

    cards = list(cards)
    identities = declared(cards) if identities is None else identities
    by_place = {(card.file, card.line): card for card in cards}
    problems: list[RenderProblem] = []
    by_langs: dict[tuple[str, ...], list[Card]] = {}
    for card in cards:
        by_langs.setdefault(tuple(langs) if langs else text_languages(card.game), []).append(card)
    for chosen, group in by_langs.items():
        problems.extend(preflight(group, chosen, layouts=layouts, workers=workers, identities=identities))
    # Card text the generator could not make (R0015) is the card-text checks' finding (E0132), not a face's.
    return [_diagnostic(p, by_place.get((p.file, p.line))) for p in problems if p.code not in NOT_REPORTED]


def face_findings(
    cards: Sequence[Card],
    langs: Sequence[str] | None = None,
    *,
    layouts: Layouts | None = None,
    workers: int = 1,
    identities: Identities | None = None,
) -> tuple[list[list[Diagnostic]], list[Diagnostic]]:
    """face_diagnostics by card: each card's findings (in the order of ``cards``), and the findings
    that are no one card's (a broken layout file, reported once for every card drawn with it). Declared
    words as ``identities`` has them (the validator's: its pools'); None: as ``cards`` declare them."""
    if not cards:  # every face from the cache: the renderer is not even imported
        return [], []
    from toolkit.render.preflight import preflight  # the whole renderer: only a run that lays out a face
    from toolkit.text import identities as declared

    identities = declared(cards) if identities is None else identities
    index = {(card.key, card.file, card.line): n for n, card in enumerate(cards)}
    per_card: list[list[Diagnostic]] = [[] for _ in cards]
    other: list[Diagnostic] = []
    by_langs: dict[tuple[str, ...], list[Card]] = {}
    for card in cards:
        by_langs.setdefault(tuple(langs) if langs else text_languages(card.game), []).append(card)
    for chosen, group in by_langs.items():
        for problem in preflight(group, chosen, layouts=layouts, workers=workers, identities=identities):
            if problem.code in NOT_REPORTED:
                continue
            at = index.get((problem.card, problem.file, problem.line)) if problem.card else None
            if at is None:
                other.append(_diagnostic(problem, None))
            else:
                per_card[at].append(_diagnostic(problem, cards[at]))
    return per_card, other


def card_languages(card: Card, langs: Sequence[str] | None = None) -> tuple[str, ...]:
    return tuple(langs) if langs else text_languages(card.game)


def face_key(
    card: Card,
    langs: Sequence[str],
    layouts: Layouts | None,
    content_hash: str | None = None,
    identities: Identities | None = None,
) -> str:
    """What a card's face findings depend on, as one key (see the module's docstring)."""
    folders = tuple(layouts.folders) if layouts is not None else ()
    version = inputs_version(card.game, tuple(langs), folders)
    return _key(card, tuple(langs), layouts, version, content_hash, _words(identities, card.game))


def face_keys(
    cards: Sequence[Card],
    layouts: Layouts | None,
    content_hash: Callable[[Card], str] | None = None,
    identities: Identities | None = None,
) -> list[str]:
    """face_key of each card, the faces' inputs hashed once per game and languages (not per card)."""
    folders = tuple(layouts.folders) if layouts is not None else ()
    versions: dict[tuple[str, tuple[str, ...]], str] = {}
    words: dict[str, str] = {}
    keys = []
    for card in cards:
        langs = card_languages(card)
        version = versions.get((card.game, langs))
        if version is None:
            version = versions[(card.game, langs)] = inputs_version(card.game, langs, folders)
        said = words.get(card.game)
        if said is None:
            said = words[card.game] = _words(identities, card.game)
        keys.append(_key(card, langs, layouts, version, content_hash(card) if content_hash else None, said))
    return keys


def _words(identities: Identities | None, game: str) -> str:
    return identities.digest(game) if identities is not None else ""


def _key(
    card: Card, langs: tuple[str, ...], layouts: Layouts | None, version: str, content: str | None, words: str
) -> str:
    from toolkit.validate.cache import entry_key, text_hash

    return entry_key(
        "faces",
        card.game,
        card.key,
        content or card.content_hash(),
        text_hash(card.source),
        ",".join(langs),
        version,
        _art_hash(card, layouts),
        words,
    )


def _files(folder: Path) -> list[Path]:
    return (
        sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts) if folder.is_dir() else []
    )


_VERSIONS: dict[tuple[tuple[str, int, int], ...], str] = {}  # the files' stat signature → their hash


def inputs_version(game: str, langs: tuple[str, ...], folders: tuple[Path, ...]) -> str:
    """A hash of the renderer's and the card-text generator's code, the layouts (a project's first),
    the fonts, and the game's .ftl files in ``langs``: change any and every face is laid out again.
    The files are hashed again whenever one's size or modification time changes, so a long-lived
    process (`deckwright watch`) sees an edited layout at its next run."""
    from toolkit.render import shipped_templates
    from toolkit.text.files import text_files

    # The packages' folders, found without importing them (the renderer pulls in Pillow and the fonts).
    package = Path(toolkit.__file__).parent
    roots = [package / "render", package / "text"]
    roots += [*folders, shipped_templates()]
    # The fonts: the layouts' _fonts and the rulebook's DejaVu beside them (Layouts.fonts).
    roots += [folder.parent / "rulebook" / "_fonts" for folder in (*folders, shipped_templates())]
    # Not the shipped card text's parsed records (toolkit/text/parsed/, 2 MB): each is used only for the
    # .ftl bytes it is named by, which are hashed below, so a face depends on them through those alone.
    parsed = package / "text" / "parsed"
    files = [path for root in dict.fromkeys(roots) for path in _files(root) if path.parent != parsed]
    for lang in langs:
        files += text_files(game, lang)  # every locale layer's: a project's translations too
    signature = [(f"{game}\0{','.join(langs)}", 0, 0)]
    for path in files:
        stat = path.stat()
        signature.append((str(path), stat.st_size, stat.st_mtime_ns))
    key = tuple(signature)
    found = _VERSIONS.get(key)
    if found is None:
        digest = hashlib.sha256(f"{game}\0{','.join(langs)}\0".encode())
        for path in files:
            digest.update(str(path.name).encode() + b"\0")
            digest.update(path.read_bytes())
        found = _VERSIONS[key] = digest.hexdigest()
    return found


def _art_hash(card: Card, layouts: Layouts | None) -> str:
    """The card's art file's bytes, when it names one (a replaced picture may now be refused)."""
    art = card.fields.get("art")
    if not art:
        return ""
    root = layouts.root if layouts is not None and layouts.root is not None else None
    base = root or (Path(card.file).parent if card.file else Path.cwd())
    path = base / str(art)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "missing"
    except OSError as exc:
        return f"unreadable: {exc.errno}"


def _diagnostic(problem: RenderProblem, card: Card | None) -> Diagnostic:
    code, hint = CODES.get(problem.code, ("V0619", "see docs/render.md"))
    severity = Severity.WARNING if problem.severity == WARNING else Severity.ERROR
    art_span = field_span(card, "art") if card is not None and problem.code.startswith("R003") else None
    if art_span is not None:
        span = art_span  # the art's own line: that is what to change
    elif card is not None and card.span is not None:
        span = card.span
    else:
        span = Span(problem.file, max(1, problem.line), 1, max(1, problem.line), 1) if problem.file else None
    where = "/".join(part for part in (problem.lang, problem.box) if part)
    message = f"card face ({where}): {problem.message}" if where else problem.message
    return Diagnostic(code, message, span, severity, hint=hint, notes=(f"render code {problem.code}",))
