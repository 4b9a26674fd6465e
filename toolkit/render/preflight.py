"""Preflight: every card in every language laid out and checked, without writing an image.

What it finds is what a printer would otherwise find for you: text that overflows its box at the
box's minimum size (R0010), characters the font cannot draw (R0012), icons named that nothing draws
(R0014), boxes outside the safe zone (R0020), art refused (R0030-R0033), and layouts that cannot be
read (R0001-R0004, reported once per layout file, not once per card). It runs the same composition
as ``render_face`` (toolkit/render/faces.py) minus the painting, so a clean preflight means clean faces.

Large runs go over worker processes through the engine's one ordered map: the result does not
depend on the number of workers (docs/render.md gives the figures).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from toolkit.engine.parallel import batches, flatten, ordered_map
from toolkit.lang.model import Card
from toolkit.render.cardtext import CardText, card_text, has_messages
from toolkit.render.faces import compose, default_layouts
from toolkit.render.layout import LayoutError, Layouts
from toolkit.render.problems import WARNING, RenderProblem
from toolkit.render.sizes import CARD_SIZES, DEFAULT_CARD_SIZE, CardSize

if TYPE_CHECKING:
    from toolkit.text import Identities

PARALLEL_FROM = 400  # card-language pairs below which one process is faster than starting workers
BATCH = 64


@dataclass(frozen=True)
class _Job:
    cards: tuple[Card, ...]
    langs: tuple[str, ...]
    size: CardSize


class _Shared:
    layouts: Layouts | None = None
    identities: Identities | None = None


def _setup(layouts: Layouts, identities: Identities | None = None) -> None:
    _Shared.layouts = layouts
    _Shared.identities = identities


def preflight(
    cards: Iterable[Card],
    langs: Sequence[str],
    *,
    size: CardSize = CARD_SIZES[DEFAULT_CARD_SIZE],
    layouts: Layouts | None = None,
    workers: int = 1,
    identities: Identities | None = None,
) -> list[RenderProblem]:
    """The problems of every card's face in every language of ``langs``, in card then language order;
    a declared identity is said as ``identities`` has it (None: as ``cards``, the set, declare them)."""
    from toolkit.text import identities as declared

    layouts = layouts or default_layouts()
    cards = list(cards)
    identities = declared(cards) if identities is None else identities
    langs = tuple(langs)
    jobs = [_Job(tuple(chunk), langs, size) for chunk in batches(cards, BATCH)]
    if len(cards) * len(langs) < PARALLEL_FROM:
        workers = 1
    first: list[RenderProblem] = []
    if workers > 1 and len(jobs) > 1:
        # The first batch here, before the workers fork: they inherit what it opened (each language's
        # card-text bundles, the fonts and their glyph maps, the hyphenation dictionaries, the layouts'
        # snippets, the box layouts already fitted) instead of each opening it again.
        _setup(layouts, identities)
        first = _check_batch(jobs[0])
        jobs = jobs[1:]
    found = flatten(ordered_map(_check_batch, jobs, workers=workers, setup=_setup, setup_args=(layouts, identities)))
    return _once_per_layout(first + found)


def _check_batch(job: _Job) -> list[RenderProblem]:
    layouts = _Shared.layouts or default_layouts()
    problems: list[RenderProblem] = []
    for card in job.cards:
        fallback_checked = False
        for lang in job.langs:
            text = card_text(card, lang, _Shared.identities)
            if text.problem:
                # No generated text in this language: the face prints the card's own text, the same in
                # every such language; it is checked once, and each further language only noted.
                if fallback_checked:
                    if has_messages(card.game, lang):
                        problems.append(_no_text(card, lang, text.problem))
                    continue
                fallback_checked = True
            problems.extend(check_card(card, lang, job.size, layouts, _Shared.identities, text))
    return problems


def _no_text(card: Card, lang: str, why: str) -> RenderProblem:
    message = f"no generated card text ({why}): the card's own text is printed"
    return RenderProblem("R0015", card.key, lang, "rules", message, card.file, card.line, WARNING)


def check_card(
    card: Card,
    lang: str,
    size: CardSize,
    layouts: Layouts,
    identities: Identities | None = None,
    text: CardText | None = None,
) -> list[RenderProblem]:
    """One card in one language: its composition's problems, or the layout's error; ``text`` is the card's
    words in ``lang`` (card_text's) when the caller has made them already."""
    try:
        # Only the problems are read: each box's fit is decided without choosing the size it is drawn at.
        composed = compose(
            card,
            lang=lang,
            size=size,
            ink_saving=False,
            layouts=layouts,
            identities=identities,
            text=text,
            check_only=True,
        )
        return composed.problems
    except LayoutError as error:
        return [RenderProblem(error.code, "", "", "", error.message, error.file, error.line)]


def _once_per_layout(problems: list[RenderProblem]) -> list[RenderProblem]:
    """A broken layout file fails every card drawn with it: it is reported once."""
    seen: set[tuple[str, str, int]] = set()
    out = []
    for problem in problems:
        if not problem.card:
            key = (problem.code, problem.file, problem.line)
            if key in seen:
                continue
            seen.add(key)
        out.append(problem)
    return out
