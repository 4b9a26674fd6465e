"""The sheet a card set was last imported from: ``deckwright watch`` imports it again when it is saved.

``deckwright sheet import FILE`` (not a dry run) records FILE for the set's folder: a file by its
absolute path, a published sheet by its address. The record is this machine's, not the project's
(the path says where the sheet is on this disk), so it lives in the cache folder beside the
published sheets' copies (a project's ``output/sheets/``, else ``~/.cache/deckwright/sheets``), as
JSON read only as data::

    {"format": 1, "links": {"/home/ann/goblins/cards": {"sheet": "/home/ann/goblins.xlsx", "game": "munchkin"}}}
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from toolkit.files import write_atomic
from toolkit.sheet import remote

FORMAT = 1
LINKS = "links.json"


@dataclass(frozen=True)
class Link:
    sheet: str  # an absolute path, or an address
    game: str

    @property
    def is_address(self) -> bool:
        return remote.is_address(self.sheet)


def _read(cache: Path) -> dict[str, dict[str, str]]:
    try:
        data = json.loads((cache / LINKS).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}  # no record, or one that cannot be read: no sheet is linked
    links = data.get("links") if isinstance(data, dict) else None
    if not isinstance(links, dict):
        return {}
    return {
        str(folder): {"sheet": str(entry["sheet"]), "game": str(entry.get("game", ""))}
        for folder, entry in links.items()
        if isinstance(entry, dict) and isinstance(entry.get("sheet"), str)
    }


def _key(folder: Path) -> str:
    return str(folder.resolve())


def linked_sheet(cache: Path, folder: Path) -> Link | None:
    """The sheet last imported into the set in ``folder``, if it was recorded."""
    entry = _read(cache).get(_key(folder))
    return Link(entry["sheet"], entry["game"]) if entry else None


def record_link(cache: Path, folder: Path, sheet: str, game: str) -> None:
    """Remember ``sheet`` (a path or an address) as the set's sheet; a cache that cannot be written
    does not stop the import that asked (watch is then told the sheet with --sheet)."""
    links = _read(cache)
    links[_key(folder)] = {"sheet": sheet if remote.is_address(sheet) else str(Path(sheet).resolve()), "game": game}
    payload = {"format": FORMAT, "links": dict(sorted(links.items()))}
    with contextlib.suppress(OSError):
        write_atomic(cache / LINKS, json.dumps(payload, ensure_ascii=False, indent=2) + "\n")
