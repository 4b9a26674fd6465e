"""Card faces, print sheets and Tabletop Simulator decks, drawn with Pillow from the typed card model.

The renderer knows no game by name: a game's look is data (templates/cards/<game>/), and its
card text comes from toolkit/text. ``sizes`` holds the print geometry every part shares; ``faces``
draws a card's face and a deck's back; ``preflight`` checks every face without drawing one.

The names below are imported when first asked for (PEP 562): a module that needs one part (the
validator's layouts, on a warm run where every face is cached) does not load the whole renderer.
"""

from __future__ import annotations

import importlib
import sys
import types
from pathlib import Path
from typing import TYPE_CHECKING, Any

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


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:  # a submodule (`from toolkit.render import png`) is the import system's to find
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


class _Package(types.ModuleType):
    """``toolkit.render.preflight`` is the function, as it was when this package imported it eagerly:
    loading the submodule of that name later sets the package's attribute to the module, and this keeps
    the function there instead (``from toolkit.render import preflight`` gives what it always gave)."""

    def __setattr__(self, name: str, value: object) -> None:
        if name in _HOMES and isinstance(value, types.ModuleType) and hasattr(value, name):
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


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
