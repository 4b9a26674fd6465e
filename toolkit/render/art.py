"""A card's art: a path written on the card (``art "art/bogwyrm.png"``), opened only inside the project.

A card file may come from anyone (a pull request, a downloaded set), so the path is treated as
hostile: no ``..``, no absolute path outside the project root, no symbolic link leading out of it,
only a regular file of bounded size, only PNG, JPEG or WebP, and never more pixels than a card
could use. The pixel count is read from the header and checked before a single pixel is decoded,
so a decompression bomb (a tiny file claiming a gigantic image) is refused without the memory it
asks for; Pillow's own guard (``Image.MAX_IMAGE_PIXELS``) is a warning below twice its limit, which
is why it is not relied on here and is never changed.
"""

from __future__ import annotations

import os
import stat
import warnings
from pathlib import Path, PurePath

from PIL import Image, UnidentifiedImageError

ART_FORMATS = frozenset({"PNG", "JPEG", "WEBP"})
MAX_ART_BYTES = 64 * 1024 * 1024
# A tarot card at 600 DPI with bleed is about 3.6 x 2.1 kpx: 7.6 Mpx. Four times that is generous art.
MAX_ART_PIXELS = 32_000_000


class ArtError(ValueError):
    """Art refused: ``code`` is its R-code (R0030 path, R0031 missing, R0032 not an image, R0033 too large)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def resolve_art(written: str, root: Path) -> Path:
    """The file ``written`` names inside ``root``, or ArtError saying why not."""
    if not written.strip():
        raise ArtError("R0030", "the art path is empty")
    if "\x00" in written:
        raise ArtError("R0030", "the art path holds a NUL character")
    pure = PurePath(written)
    if ".." in pure.parts:
        raise ArtError("R0030", f"art path '{written}' climbs out with '..': give a path inside the project")
    root = root.resolve()
    candidate = Path(written) if pure.is_absolute() else root / pure
    try:
        resolved = candidate.resolve(strict=True)
    except FileNotFoundError:
        raise ArtError("R0031", f"art file '{written}' not found in {root}") from None
    except (OSError, RuntimeError) as error:  # a symlink loop, a permission error on the way
        raise ArtError("R0030", f"art path '{written}' cannot be followed: {error}") from None
    if not resolved.is_relative_to(root):
        why = "a symbolic link out of" if not pure.is_absolute() else "a path outside"
        raise ArtError("R0030", f"art path '{written}' is {why} the project ({root}): art must live inside it")
    info = os.stat(resolved)
    if not stat.S_ISREG(info.st_mode):
        raise ArtError("R0032", f"art '{written}' is not a regular file")
    if info.st_size > MAX_ART_BYTES:
        raise ArtError(
            "R0033",
            f"art '{written}' is {info.st_size // (1024 * 1024)} MiB, over {MAX_ART_BYTES // (1024 * 1024)} MiB",
        )
    return resolved


def open_art(path: Path, written: str, decode: bool = True) -> Image.Image:
    """The image at ``path`` (already resolved), in RGB; its size checked before it is decoded.

    ``decode`` False checks the header only (preflight writes nothing and needs no pixels)."""
    with warnings.catch_warnings():
        # Pillow warns (and above twice its limit refuses) on huge images; ours is lower and checked first.
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(path, formats=sorted(ART_FORMATS))
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
            raise ArtError(
                "R0033", f"art '{written}' is refused before decoding, a decompression bomb: {error}"
            ) from None
        except UnidentifiedImageError:
            raise ArtError("R0032", f"art '{written}' is not a PNG, JPEG or WebP image") from None
        except OSError as error:
            raise ArtError("R0032", f"art '{written}' cannot be read: {error}") from None
        with image:
            width, height = image.size
            if width * height > MAX_ART_PIXELS or width <= 0 or height <= 0:
                raise ArtError(
                    "R0033",
                    f"art '{written}' claims {width} x {height} pixels, over the {MAX_ART_PIXELS // 1_000_000} Mpx "
                    "a card can use (refused before decoding: a decompression bomb, or art to scale down)",
                )
            if not decode:
                return image
            try:
                image.load()
                return image.convert("RGB")
            except (OSError, Image.DecompressionBombError, Image.DecompressionBombWarning, ValueError) as error:
                raise ArtError("R0032", f"art '{written}' is damaged: {error}") from None


def cover(art: Image.Image, size: tuple[int, int]) -> Image.Image:
    """The art scaled to fill ``size`` and cropped at the centre (no stretching, no bands)."""
    width, height = size
    scale = max(width / art.width, height / art.height)
    scaled = art.resize((max(1, round(art.width * scale)), max(1, round(art.height * scale))), Image.Resampling.LANCZOS)
    left = (scaled.width - width) // 2
    top = (scaled.height - height) // 2
    return scaled.crop((left, top, left + width, top + height))
