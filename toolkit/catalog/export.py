"""Exporting the catalog: JSON (the card model with catalog facts) and CSV (one row per card).

CSV is written for spreadsheets, so a text cell that a spreadsheet would run as a
formula (one starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return:
``=HYPERLINK(...)``) gets a leading ``'``, as OWASP's page on CSV injection
advises; numbers stay numbers, so a bonus of -1 is still -1. ``excel=True``
adds a UTF-8 byte order mark and CRLF line ends, which Excel needs to read
UTF-8 (Cyrillic names) and LibreOffice accepts.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from toolkit.catalog.records import Entry
from toolkit.lang import games
from toolkit.lang.summary import export_columns, mapped_specs, mapped_text

FORMATS = ("json", "csv")

# Stable columns: scripts and spreadsheets read them by name and in this order. Between the card's
# identity and its place come the fields the installed games mark for export (FieldSpec.export),
# in their summary order: for the Munchkin family level, treasures, bonus, gold.
HEAD_COLUMNS = ("game", "key", "card_id", "kind", "name", "deck")
TAIL_COLUMNS = ("tags", "file", "line", "status", "content_hash")


@cache
def csv_columns() -> tuple[str, ...]:
    """Worked out on first use, not at import: it loads every installed game's vocabulary."""
    return (*HEAD_COLUMNS, *export_columns(r.vocabulary for r in games.all_rulesets().values()), *TAIL_COLUMNS)


@cache
def _mapped() -> dict[str, Any]:
    """The games' keyed and amounts fields: their cells are written as text ('5 infamy, 3 money')."""
    return mapped_specs(r.vocabulary for r in games.all_rulesets().values())


def _cell(name: str, value: object) -> object:
    spec = _mapped().get(name)
    if spec is not None and isinstance(value, dict):
        return mapped_text(spec, value)
    return value


def __getattr__(name: str) -> object:  # CSV_COLUMNS, as it was a constant, without the cost at import
    if name == "CSV_COLUMNS":
        return csv_columns()
    raise AttributeError(name)


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
BOM = "\ufeff"

# What json.dumps(ensure_ascii=False) leaves raw but a terminal or a log would act on:
# DEL, C1 controls, line separators, bidi controls, lone surrogates (it escapes C0 itself).
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def json_text(value: Any) -> str:
    """JSON as text, non-ASCII kept readable, every control character escaped (still valid JSON)."""
    text = json.dumps(value, indent=2, ensure_ascii=False)
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def to_json(entries: Iterable[Entry]) -> str:
    return json_text([e.to_json() for e in entries]) + "\n"


def neutralised(value: object) -> object:
    """A text cell that would start a formula, with a leading quote; anything else as it is."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def csv_row(entry: Entry) -> dict[str, object]:
    row = entry.row
    fields = row.fields
    values: dict[str, object] = {
        "game": entry.game,
        "key": row.key,
        "card_id": row.card_id or "",
        "kind": row.kind,
        "name": row.name,
        "deck": row.deck or "",
        **{name: _cell(name, fields.get(name, "")) for name in csv_columns()[len(HEAD_COLUMNS) : -len(TAIL_COLUMNS)]},
        "tags": ", ".join(entry.tags),
        "file": row.file,
        "line": row.line,
        "status": row.status,
        "content_hash": row.content_hash,
    }
    return {name: neutralised(value) for name, value in values.items()}


def to_csv(entries: Iterable[Entry], *, excel: bool = False) -> str:
    buffer = io.StringIO()
    if excel:
        buffer.write(BOM)
    writer = csv.DictWriter(buffer, fieldnames=csv_columns(), lineterminator="\r\n" if excel else "\n")
    writer.writeheader()
    writer.writerows(csv_row(e) for e in entries)
    return buffer.getvalue()


def render(entries: Iterable[Entry], format: str, *, excel: bool = False) -> str:
    if format not in FORMATS:
        raise ValueError(f"unknown export format {format!r}")
    return to_json(entries) if format == "json" else to_csv(entries, excel=excel)
