"""Card faces, print sheets and Tabletop Simulator decks, drawn with Pillow from the typed card model.

The renderer knows no game by name: a game's look is data (templates/cards/<game>/), and its
card text comes from toolkit/text. ``sizes`` holds the print geometry every part shares; ``faces``
draws a card's face and a deck's back; ``preflight`` checks every face without drawing one.
"""

from toolkit.render.faces import Face, render_back, render_face
from toolkit.render.layout import LayoutError, Layouts
from toolkit.render.preflight import preflight
from toolkit.render.problems import RenderProblem
from toolkit.render.sizes import CARD_SIZES, CardSize

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
