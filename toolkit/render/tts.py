"""Tabletop Simulator: deck sheets, back images and the saved object that loads them as a deck.

TTS reads a custom deck as a grid image of card faces (at most 10 x 7 cards, at most 4096 px a
side) and one back image, and a saved object (JSON) naming them by URL. The last slot of a grid
holds the card TTS shows for a hidden card (a card in another player's hand): here the back, and
``BackIsHidden`` says TTS may use the back image for it too. A sheet therefore takes up to 69
cards; a larger deck, or one whose cards have different backs (doors and treasures), becomes
several ``CustomDeck`` entries of one ``DeckCustom`` object.

TTS caches images by URL: every file name carries the hash of its bytes (``-<sha256:12>``), so a
changed deck is a new URL and TTS never shows the old one. Cards are shown at their trim (TTS has
no bleed), scaled down only as far as the 4096 px limit needs.
"""

from __future__ import annotations

import hashlib
import io
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from toolkit.files import write_atomic
from toolkit.render.png import open_card_image
from toolkit.render.sizes import CardSize

MAX_COLS, MAX_ROWS = 10, 7
MAX_SIDE_PX = 4096
PER_SHEET = MAX_COLS * MAX_ROWS - 1  # the last slot is the hidden card
FORMATS = ("jpg", "png")
JPEG_QUALITY = 92  # TTS's own examples use JPEG; at 92 small type stays crisp
HASH_CHARS = 12


@dataclass(frozen=True)
class TtsCard:
    """A card to put in the deck: its name (the TTS nickname), its face image file, its back's key."""

    name: str
    face: Path
    back: str
    description: str = ""


@dataclass(frozen=True)
class Sheet:
    """One CustomDeck: a grid image of faces, its back, and how its slots are laid out."""

    deck_id: int
    face: Path
    back: Path
    cols: int
    rows: int
    card_px: tuple[int, int]
    cards: tuple[TtsCard, ...]


@dataclass
class TtsDeck:
    """What a TTS render wrote: the sheets, the saved object, and its JSON."""

    sheets: list[Sheet] = field(default_factory=list)
    saved_object: Path | None = None
    data: dict[str, object] = field(default_factory=dict)


def grid_for(count: int) -> tuple[int, int]:
    """Columns and rows for ``count`` cards plus the hidden card in the last slot."""
    slots = count + 1
    cols = min(MAX_COLS, slots)
    rows = math.ceil(slots / cols)
    if rows > MAX_ROWS:
        raise ValueError(f"{count} cards do not fit one TTS sheet (at most {PER_SHEET})")
    return cols, rows


def scaled_card(size: CardSize, cols: int, rows: int) -> tuple[int, int]:
    """A card's pixels on a sheet: its trim at 300 DPI, scaled down so the sheet stays within 4096 px."""
    width, height = size.trim_px
    scale = min(1.0, MAX_SIDE_PX / (cols * width), MAX_SIDE_PX / (rows * height))
    return max(int(width * scale), 1), max(int(height * scale), 1)


def safe_name(text: str) -> str:
    """A file-name part from a game or language name: letters, digits, '-' and '_' only."""
    return re.sub(r"[^A-Za-z0-9_-]+", "_", text).strip("_") or "deck"


def _trimmed(path: Path, size: CardSize, card_px: tuple[int, int]) -> Image.Image:
    image = open_card_image(path)
    if image.size == size.full_px:
        image = image.crop(size.trim_box_px)
    if image.size != card_px:
        image = image.resize(card_px, Image.Resampling.LANCZOS)
    return image


def _encode(image: Image.Image, format: str) -> bytes:
    buffer = io.BytesIO()
    if format == "jpg":
        image.save(buffer, format="JPEG", quality=JPEG_QUALITY, subsampling=0, optimize=False)
    else:
        image.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()


def _hashed(folder: Path, stem: str, data: bytes, suffix: str) -> Path:
    digest = hashlib.sha256(data).hexdigest()[:HASH_CHARS]
    path = folder / f"{stem}-{digest}.{suffix}"
    if not path.exists() or path.read_bytes() != data:
        write_atomic(path, data)
    return path


def build_deck(
    cards: Sequence[TtsCard],
    backs: Mapping[str, Path],
    folder: Path,
    *,
    size: CardSize,
    name: str,
    format: str = "jpg",
    base_url: str | None = None,
) -> TtsDeck:
    """Sheets of ``cards`` (grouped by back, 69 a sheet), their backs, and ``<name>.json``, TTS's
    saved object, in ``folder``. URLs are ``base_url`` + file name (the files uploaded there), or
    the files' own ``file://`` URIs. Files of earlier renders of ``name`` that the new object no
    longer names are removed."""
    if format not in FORMATS:
        raise ValueError(f"unknown TTS image format '{format}' (known: {', '.join(FORMATS)})")
    if not cards:
        raise ValueError("no cards to put in a TTS deck")
    stem = safe_name(name)
    deck = TtsDeck()
    groups: dict[str, list[TtsCard]] = {}
    for card in cards:
        groups.setdefault(card.back, []).append(card)
    deck_id = 0
    for number, (back_key, group) in enumerate(groups.items(), start=1):
        back_image = _trimmed(backs[back_key], size, size.trim_px)
        back_path = _hashed(folder, f"{stem}-back{number}", _encode(back_image, format), format)
        for start in range(0, len(group), PER_SHEET):
            chunk = group[start : start + PER_SHEET]
            deck_id += 1
            cols, rows = grid_for(len(chunk))
            card_px = scaled_card(size, cols, rows)
            sheet = Image.new("RGB", (cols * card_px[0], rows * card_px[1]), (255, 255, 255))
            for slot, card in enumerate(chunk):
                at = ((slot % cols) * card_px[0], (slot // cols) * card_px[1])
                sheet.paste(_trimmed(card.face, size, card_px), at)
            hidden = back_image.resize(card_px, Image.Resampling.LANCZOS)
            sheet.paste(hidden, ((cols - 1) * card_px[0], (rows - 1) * card_px[1]))
            face_path = _hashed(folder, f"{stem}-sheet{deck_id}", _encode(sheet, format), format)
            deck.sheets.append(Sheet(deck_id, face_path, back_path, cols, rows, card_px, tuple(chunk)))
    deck.data = saved_object(deck.sheets, name, base_url)
    deck.saved_object = folder / f"{stem}.json"
    write_atomic(deck.saved_object, json.dumps(deck.data, indent=2, ensure_ascii=False) + "\n")
    _sweep(folder, stem, {s.face.name for s in deck.sheets} | {s.back.name for s in deck.sheets})
    return deck


def _url(path: Path, base_url: str | None) -> str:
    if base_url:
        return base_url.rstrip("/") + "/" + path.name
    return path.resolve().as_uri()


def _transform(x: float = 0.0) -> dict[str, float]:
    return {
        "posX": x, "posY": 1.0, "posZ": 0.0,
        "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
        "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0,
    }  # fmt: skip


def saved_object(sheets: Sequence[Sheet], name: str, base_url: str | None) -> dict[str, object]:
    """TTS's saved-object JSON: one DeckCustom holding every card (a lone card is a Card object).
    A card's CardID is its CustomDeck's id times 100 plus its slot on that sheet."""
    custom = {
        str(s.deck_id): {
            "FaceURL": _url(s.face, base_url),
            "BackURL": _url(s.back, base_url),
            "NumWidth": s.cols,
            "NumHeight": s.rows,
            "BackIsHidden": True,
            "UniqueBack": False,
            "Type": 0,
        }
        for s in sheets
    }
    contained: list[dict[str, object]] = []
    for sheet in sheets:
        for slot, card in enumerate(sheet.cards):
            contained.append(
                {
                    "Name": "Card",
                    "Transform": _transform(),
                    "Nickname": card.name,
                    "Description": card.description,
                    "CardID": sheet.deck_id * 100 + slot,
                    "CustomDeck": {str(sheet.deck_id): custom[str(sheet.deck_id)]},
                }
            )
    if len(contained) == 1:
        only = contained[0]
        return {"SaveName": "", "GameMode": "", "Note": "", "ObjectStates": [only]}
    deck = {
        "Name": "DeckCustom",
        "Transform": _transform(),
        "Nickname": name,
        "Description": "",
        "DeckIDs": [card["CardID"] for card in contained],
        "CustomDeck": custom,
        "ContainedObjects": contained,
    }
    return {"SaveName": "", "GameMode": "", "Note": "", "ObjectStates": [deck]}


def _sweep(folder: Path, stem: str, keep: set[str]) -> None:
    """Remove the sheets and backs of earlier renders of this deck: their names are stale URLs."""
    pattern = re.compile(rf"^{re.escape(stem)}-(sheet|back)\d+-[0-9a-f]{{{HASH_CHARS}}}\.(jpg|png)$")
    for path in folder.iterdir():
        if pattern.match(path.name) and path.name not in keep:
            path.unlink(missing_ok=True)
