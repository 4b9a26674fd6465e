"""Exporting the catalog: JSON (the card model with catalog facts) and CSV (one row per card)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable

from toolkit.catalog.records import Entry

FORMATS = ("json", "csv")

# Stable columns: scripts and spreadsheets read them by name and in this order.
CSV_COLUMNS = (
    "game",
    "key",
    "card_id",
    "kind",
    "name",
    "deck",
    "level",
    "treasures",
    "bonus",
    "gold",
    "tags",
    "file",
    "line",
    "status",
    "content_hash",
)


def to_json(entries: Iterable[Entry]) -> str:
    return json.dumps([e.to_json() for e in entries], indent=2, ensure_ascii=False) + "\n"


def csv_row(entry: Entry) -> dict[str, object]:
    row = entry.row
    fields = row.fields
    return {
        "game": entry.game,
        "key": row.key,
        "card_id": row.card_id or "",
        "kind": row.kind,
        "name": row.name,
        "deck": row.deck or "",
        "level": fields.get("level", ""),
        "treasures": fields.get("treasures", ""),
        "bonus": fields.get("bonus", ""),
        "gold": fields.get("gold", ""),
        "tags": ", ".join(entry.tags),
        "file": row.file,
        "line": row.line,
        "status": row.status,
        "content_hash": row.content_hash,
    }


def to_csv(entries: Iterable[Entry]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(csv_row(e) for e in entries)
    return buffer.getvalue()


def render(entries: Iterable[Entry], format: str) -> str:
    if format not in FORMATS:
        raise ValueError(f"unknown export format {format!r}")
    return to_json(entries) if format == "json" else to_csv(entries)
