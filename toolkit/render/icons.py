"""A project's own pictures for icons: ``templates/cards/<game>/icons/headgear.png`` replaces the drawn shape.

The pictures are read with the art reader's checks (toolkit/render/art.py: inside the templates
folder, PNG only in practice, bounded size, no decompression bomb), scaled once per size and kept.
In the ink-saving variant a picture is printed as a black silhouette through its alpha channel.
A picture that cannot be used is skipped (the drawn icon stands in) and preflight has found it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import Image

from toolkit.render.art import ART_FORMATS, ArtError, open_art, resolve_art

RGB = tuple[int, int, int]


@lru_cache(maxsize=512)
def _scaled(path: Path, side: int) -> Image.Image | None:
    try:
        resolved = resolve_art(path.name, path.parent)
        open_art(resolved, path.name, decode=False)  # the format and size checks, before decoding
        # Opened again to keep the alpha channel (the art reader gives RGB).
        with Image.open(resolved, formats=sorted(ART_FORMATS)) as opened:
            picture = opened.convert("RGBA")
    except (ArtError, OSError, Image.DecompressionBombError):
        return None
    picture.thumbnail((side, side), Image.Resampling.LANCZOS)
    return picture


def paste_icon(image: Image.Image, path: Path, rect: tuple[int, int, int, int], ink: RGB | None) -> bool:
    """Paste the picture centred in ``rect``; ``ink``: as a silhouette of that colour. False if unusable."""
    left, top, right, bottom = rect
    side = max(1, min(right - left, bottom - top))
    picture = _scaled(path, side)
    if picture is None:
        return False
    x = left + (right - left - picture.width) // 2
    y = top + (bottom - top - picture.height) // 2
    alpha = picture.getchannel("A")
    if ink is not None:
        image.paste(ink, (x, y, x + picture.width, y + picture.height), alpha)
    else:
        image.paste(picture.convert("RGB"), (x, y), alpha)
    return True
