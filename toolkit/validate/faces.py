"""The validator's face checks: the renderer's preflight, as diagnostics on the cards (V0601-V0619).

`deckwright validate` lays out every card's face in every language that has its text and reports
what a printer would find: overflowing text, missing glyphs, elements outside the safe zone, refused
art, broken layouts. No image is written (toolkit/render/preflight.py does the work).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Card
from toolkit.lang.spans import field_span
from toolkit.render.cardtext import text_languages
from toolkit.render.layout import Layouts
from toolkit.render.preflight import preflight
from toolkit.render.problems import WARNING, RenderProblem

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
    cards: Iterable[Card], langs: Sequence[str] | None = None, *, layouts: Layouts | None = None, workers: int = 1
) -> list[Diagnostic]:
    """Preflight every card (each in its game's languages with text, or in ``langs``) as diagnostics."""
    cards = list(cards)
    by_place = {(card.file, card.line): card for card in cards}
    problems: list[RenderProblem] = []
    by_langs: dict[tuple[str, ...], list[Card]] = {}
    for card in cards:
        by_langs.setdefault(tuple(langs) if langs else text_languages(card.game), []).append(card)
    for chosen, group in by_langs.items():
        problems.extend(preflight(group, chosen, layouts=layouts, workers=workers))
    # Card text the generator could not make (R0015) is the card-text checks' finding (E0132), not a face's.
    return [_diagnostic(p, by_place.get((p.file, p.line))) for p in problems if p.code not in NOT_REPORTED]


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
