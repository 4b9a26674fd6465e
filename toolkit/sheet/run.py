"""One import of a sheet into a card set, from where the sheet is to the plan of what to write: what
``deckwright sheet import`` and ``deckwright watch`` (a linked sheet saved, or a published one polled)
share, so that both read a sheet, choose its game and check its rows the same way.

``read_sheet`` reads a file or fetches an address (its last copy cached, toolkit/sheet/remote.py);
``plan_sheet`` turns its tables into a :class:`~toolkit.sheet.importer.Plan` against the card set
(all or nothing: a plan with an error writes nothing). Nothing here prints or exits: problems are
SheetErrors (the sheet cannot be read at all) or the plan's diagnostics (at their cells).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.lang import games
from toolkit.lang.sets import Bases
from toolkit.lang.source import max_file_bytes
from toolkit.sheet import remote
from toolkit.sheet.cardset import CardSet
from toolkit.sheet.errors import SheetError
from toolkit.sheet.importer import Plan, plan_import
from toolkit.sheet.layout import Layout
from toolkit.sheet.sidecar import read_sidecar, sidecar_path
from toolkit.sheet.table import Table, read_csv, read_xlsx

MIN_SHEET_BYTES = 50 * 1024 * 1024  # a workbook with pictures is larger than any card file


@dataclass(frozen=True)
class Sheet:
    """A sheet read: its tables, the metadata an export stored in it, and where it came from."""

    source: str  # as given: a path or an address
    shown: str  # its name in the cells' addresses: the file's name, or the address
    tables: list[Table] = field(default_factory=list)
    meta: dict[str, str] = field(default_factory=dict)
    digest: str = ""  # of its bytes: a sheet saved (or polled) unchanged is not imported again
    stale: str = ""  # an address that could not be fetched: why (the last copy was read instead)
    copy_of: str = ""  # then: when that copy was fetched


def read_sheet(source: str, cache: Path) -> Sheet:
    """The sheet at ``source`` (a .xlsx or .csv file, or a published sheet's CSV address); SheetError
    (S0002, S0008, S0009...) when it cannot be read."""
    stale = copy_of = ""
    if remote.is_address(source):
        fetched = remote.fetch(source, cache)
        if fetched.cached:
            stale, copy_of = fetched.why, remote.cached_at(cache, source)
        data, shown = fetched.data, source
    else:
        path = Path(source)
        try:
            if not path.is_file():
                raise SheetError("S0008", f"no such sheet: {source}", "give a .xlsx or .csv file, or a sheet's address")
            if path.stat().st_size > max(max_file_bytes(), MIN_SHEET_BYTES):
                raise SheetError("S0008", f"{source} is too large to be a card sheet")
            data = path.read_bytes()
        except OSError as exc:
            raise SheetError("S0008", f"cannot read {source}: {exc.strerror or exc}") from None
        shown = path.name
    meta: dict[str, str] = {}
    if data[:2] == b"PK":
        tables, meta = read_xlsx(data, shown)
    else:
        tables = [read_csv(data, shown)]
    return Sheet(source, shown, tables, meta, hashlib.sha256(data).hexdigest(), stale, copy_of)


def sheet_game(sheet: Sheet, cardset: CardSet, game: str | None) -> str:
    """The game the sheet is imported as: ``game`` if given, else the cards' one game (with no cards
    yet, a blank project's, the one the sheet says it is of). SheetError when that cannot be told."""
    if game is not None and games.get(game) is None:
        raise SheetError("S0008", f"unknown game '{game}' (games: {', '.join(games.names())})")
    said = sheet.meta.get("game")
    if game is None:
        found = cardset.games
        if not found and said:
            game = said
        elif len(found) == 1:
            game = found[0]
        elif not found:
            raise SheetError(
                "S0008",
                "no cards there, and no --game: which game is the sheet for?",
                "see 'deckwright sheet import --help'",
            )
        else:
            raise SheetError("S0008", f"the cards are of several games ({', '.join(found)}): choose one with --game")
    if said and said != game:
        raise SheetError("S0008", f"{sheet.shown} is a sheet of {said}, not {game}")
    if games.get(game) is None:
        raise SheetError("S0008", f"unknown game '{game}' (games: {', '.join(games.names())})")
    return game


def plan_sheet(
    sheet: Sheet,
    cardset: CardSet,
    game: str,
    folder: Path,
    new_id: Callable[[list[str]], str],
    *,
    delete: bool = False,
    bases: Bases | None = None,
    allow: Mapping[str, str] | None = None,
) -> Plan:
    """What importing ``sheet`` into ``cardset`` (``game``'s cards; ``folder``: where its sidecar lives
    and a new kind gets its file) would write; nothing is written (``importer.apply`` writes)."""
    ruleset = games.get(game)
    assert ruleset is not None  # sheet_game chose a known game
    sidecar = read_sidecar(sidecar_path(folder))
    headers: Sequence[str] = [h for table in sheet.tables for h in table.headers]
    layout = Layout(ruleset).with_extras(list(headers))
    return plan_import(sheet.tables, cardset, layout, sidecar, folder, new_id, delete=delete, bases=bases, allow=allow)


def cache_folder(output: Path | None) -> Path:
    """Where published sheets' copies and the sets' links are kept: a project's ``output/sheets``,
    else the user's cache (``$XDG_CACHE_HOME/deckwright/sheets``)."""
    if output is not None:
        return output / "sheets"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "deckwright" / "sheets"


def set_folder(paths: Sequence[str]) -> Path:
    """The folder of a set given as paths: where its sidecar lives and new kinds get their files."""
    first = Path(paths[0])
    return first if first.is_dir() else first.parent
