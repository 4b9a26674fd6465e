"""The columns a designer adds to a sheet that Deckwright does not know (artist, playtest notes, print
count...): kept beside the cards, keyed by card id, so the next export brings them back.

The sidecar is ``<folder>/<folder>.sheet.json`` in the folder of the set's card files
(``cards/munchkin/munchkin.sheet.json``): versioned with the cards, read only as JSON data::

    {"format": 1, "game": "munchkin", "columns": ["artist", "notes"],
     "cards": {"mun-001": {"artist": "Ann", "notes": "too strong?"}}}
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkit.files import write_atomic
from toolkit.sheet.errors import SheetError

FORMAT = 1
SUFFIX = ".sheet.json"


def sidecar_path(folder: Path) -> Path:
    return folder / f"{folder.resolve().name}{SUFFIX}"


@dataclass
class Sidecar:
    path: Path
    columns: list[str] = field(default_factory=list)
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)

    def values(self, card_id: str) -> dict[str, Any]:
        return self.cards.get(card_id, {})

    def to_text(self, game: str) -> str:
        cards = {key: {c: v for c, v in values.items() if v not in (None, "")} for key, values in self.cards.items()}
        payload = {
            "format": FORMAT,
            "game": game,
            "columns": self.columns,
            "cards": {key: cards[key] for key in sorted(cards) if cards[key]},
        }
        return json.dumps(payload, ensure_ascii=False, indent=2) + "\n"


def read_sidecar(path: Path) -> Sidecar:
    """The sidecar at ``path`` (empty if there is none); SheetError (S0005) for one that is not ours."""
    if not path.is_file():
        return Sidecar(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SheetError("S0005", f"{path}: cannot read the sheet's extra columns: {exc}", "fix or remove it") from None
    columns = data.get("columns") if isinstance(data, dict) else None
    cards = data.get("cards") if isinstance(data, dict) else None
    if (
        not isinstance(columns, list)
        or not all(isinstance(c, str) for c in columns)
        or not isinstance(cards, dict)
        or not all(isinstance(v, dict) for v in cards.values())
    ):
        raise SheetError("S0005", f"{path}: not a sheet sidecar (columns and cards)", "fix or remove it")
    return Sidecar(path, list(columns), {str(k): dict(v) for k, v in cards.items()})


def write_sidecar(sidecar: Sidecar, game: str) -> None:
    write_atomic(sidecar.path, sidecar.to_text(game))
