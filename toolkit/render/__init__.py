"""Card faces, print sheets and Tabletop Simulator decks, drawn with Pillow from the typed card model.

The renderer knows no game by name: a game's look is data (templates/cards/<game>/), and its
card text comes from toolkit/text. ``sizes`` holds the print geometry every part shares; ``faces``
draws a card's face and a deck's back; ``preflight`` checks every face without drawing one.

The names below are imported when first asked for (PEP 562): a module that needs one part (the
validator's layouts, on a warm run where every face is cached) does not load the whole renderer.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from toolkit import lazy

if TYPE_CHECKING:
    from toolkit.render.faces import Face, render_back, render_face
    from toolkit.render.layout import LayoutError, Layouts
    from toolkit.render.preflight import preflight
    from toolkit.render.problems import RenderProblem
    from toolkit.render.sizes import CARD_SIZES, CardSize

# Each public name and the submodule that defines it.
_HOMES: dict[str, str] = {
    "CARD_SIZES": "sizes",
    "CardSize": "sizes",
    "Face": "faces",
    "LayoutError": "layout",
    "Layouts": "layout",
    "RenderProblem": "problems",
    "preflight": "preflight",
    "render_back": "faces",
    "render_face": "faces",
}


def shipped_templates() -> Path:
    """The shipped card layouts: the repository's templates/cards, or the wheel's copy (here, not in
    layout.py, so that the validator's face keys find them without importing the renderer)."""
    here = Path(__file__).resolve().parents[1]
    if (here / "_templates").is_dir():
        return here / "_templates" / "cards"
    return here.parent / "templates" / "cards"


# toolkit.render.preflight stays the function when its submodule is loaded (toolkit/lazy.py).
lazy.install(__name__, _HOMES)


__all__ = [
    "CARD_SIZES",
    "CardSize",
    "Face",
    "LayoutError",
    "Layouts",
    "RenderProblem",
    "preflight",
    "render_back",
    "render_face",
]
