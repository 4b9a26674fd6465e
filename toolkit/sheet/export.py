"""``deckwright sheet export``: a game's cards as a spreadsheet, one row per card (CSV or XLSX).

The rows come from the cards as written (toolkit/sheet/cells.py), so importing the sheet unchanged
changes nothing; the read-only columns from the typed model (the generated text, per language).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from toolkit.lang.vocabulary import FieldSpec, KindSpec
from toolkit.sheet.cardset import Entry
from toolkit.sheet.cells import field_cell, rules_cell, split
from toolkit.sheet.generated import generated_cell
from toolkit.sheet.layout import Column, Layout, fields_of
from toolkit.sheet.sidecar import Sidecar
from toolkit.sheet.table import LISTS_SHEET, META_SHEET, column_letter, write_csv
from toolkit.text import Identities, identities

SHEET_FORMAT = "1"


def row_of(
    entry: Entry,
    kind: KindSpec,
    columns: Sequence[Column],
    sidecar: Sidecar | None,
    identities: Identities | None = None,
) -> list[Any]:
    """The cells of one card, in the order of ``columns``."""
    parts = split(entry.block, kind)
    specs = fields_of(kind, columns)
    extras = sidecar.values(entry.key) if sidecar is not None else {}
    row: list[Any] = []
    for column in columns:
        if column.role == "id":
            row.append(entry.card.card_id or "")
        elif column.role == "kind":
            row.append(kind.name)
        elif column.role == "name":
            row.append(entry.card.name)
        elif column.role == "field":
            spec = specs.get(column.header)
            statements = parts.fields.get(spec.name, []) if spec is not None else []
            row.append(field_cell(spec, statements) if spec is not None and statements else "")
        elif column.role == "rules":
            row.append(rules_cell(parts.rules))
        elif column.role == "generated":
            row.append(generated_cell(entry.card, column.lang, identities))
        else:
            row.append(extras.get(column.header, ""))
    return row


def _rows(
    entries: Sequence[Entry], kind: KindSpec, columns: list[Column], sidecar: Sidecar | None, words: Identities
) -> list[list[Any]]:
    return [row_of(e, kind, columns, sidecar, words) for e in entries if e.card.kind == kind.name]


def export_csv(entries: Sequence[Entry], layout: Layout, sidecar: Sidecar | None = None) -> bytes:
    """Every kind in one table, with a kind column: the fields of all kinds side by side."""
    columns = layout.all_columns()
    words = identities(e.card for e in entries)  # the exported set's declared words, said by their cards
    rows: list[list[Any]] = []
    for entry in entries:
        kind = layout.kind(entry.card.kind)
        if kind is not None:
            rows.append(row_of(entry, kind, columns, sidecar, words))
    return write_csv([c.header for c in columns], rows)


# ---------------------------------------------------------------- XLSX


_WIDTHS = {"id": 12, "kind": 16, "name": 30, "rules": 60, "generated": 50, "extra": 18}
_TEXT_WIDTH = 50


def _width(column: Column) -> float:
    if column.role == "field":
        wide = column.spec is not None and column.spec.type == "text"
        return _TEXT_WIDTH if wide else max(10, len(column.header) + 4)
    return _WIDTHS.get(column.role, 14)


def _fixed_values(spec: FieldSpec, layout: Layout) -> list[str] | None:
    """The values a field's cell may take, where the game fixes them (an enum, a flag)."""
    vocabulary = layout.ruleset.vocabulary
    if spec.type == "flag":
        return ["yes"]
    if spec.type == "enum" and spec.enum is not None and spec.enum not in vocabulary.declared_map:
        values = list(vocabulary.enums.get(spec.enum, ()))
        return values or None
    return None


def export_xlsx(entries: Sequence[Entry], layout: Layout, sidecar: Sidecar | None = None) -> bytes:
    """One sheet per kind (every kind of the game, so a new kind's first card has its columns)."""
    from openpyxl import Workbook
    from openpyxl.comments import Comment
    from openpyxl.styles import Alignment, Font, PatternFill, Protection
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    book.remove(book.active)
    lists = book.create_sheet(LISTS_SHEET)
    lists.sheet_state = "hidden"
    list_ranges: dict[tuple[str, ...], str] = {}
    grey = PatternFill("solid", fgColor="E0E0E0")
    bold = Font(bold=True)
    wrap = Alignment(wrap_text=True, vertical="top")
    top = Alignment(vertical="top")
    words = identities(e.card for e in entries)  # the exported set's declared words, said by their cards
    for kind in layout.kinds:
        sheet = book.create_sheet(kind.name[:31])
        columns = layout.kind_columns(kind)
        rows = _rows(entries, kind, columns, sidecar, words)
        sheet.append([c.header for c in columns])
        for row in rows:
            sheet.append(row)
        for index, column in enumerate(columns):
            letter = column_letter(index)
            header = sheet.cell(row=1, column=index + 1)
            header.font = bold
            header.protection = Protection(locked=True)
            dimension = sheet.column_dimensions[letter]
            dimension.width = _width(column)
            if column.spec is not None:
                header.comment = Comment(f"{column.spec.name}: {column.spec.describe()}", "Deckwright")
            if column.readonly:
                header.comment = Comment("generated from the card: edits here are not imported", "Deckwright")
                header.fill = grey
            else:
                dimension.protection = Protection(locked=False)  # rows a designer adds are editable
            for number in range(2, len(rows) + 2):
                cell = sheet.cell(row=number, column=index + 1)
                if isinstance(cell.value, str):
                    cell.data_type = "s"  # card text, never a formula, whatever it starts with
                multi = column.role in ("rules", "generated") or (
                    column.spec is not None and column.spec.type == "text"
                )
                cell.alignment = wrap if multi else top
                if column.readonly:
                    cell.fill = grey
                    cell.protection = Protection(locked=True)
                else:
                    cell.protection = Protection(locked=False)
            values = _fixed_values(column.spec, layout) if column.spec is not None else None
            if values:
                key = tuple(values)
                if key not in list_ranges:
                    at = len(list_ranges) + 1
                    for number, value in enumerate(values, start=1):
                        lists.cell(row=number, column=at, value=value)
                    col = column_letter(at - 1)
                    list_ranges[key] = f"'{LISTS_SHEET}'!${col}$1:${col}${len(values)}"
                # The file's own form of a formula (no leading '='), as Excel and LibreOffice write it.
                check = DataValidation(type="list", formula1=list_ranges[key], allow_blank=True)
                check.error = f"{column.spec.name} takes one of: {', '.join(values)}"  # type: ignore[union-attr]
                check.errorTitle = "Deckwright"
                check.showErrorMessage = True
                sheet.add_data_validation(check)
                check.add(f"{letter}2:{letter}1048576")
        sheet.freeze_panes = "C2"
        # Generated columns are locked: the sheet is protected (no password), and every other column is
        # unlocked, so designers edit, add rows and columns, sort and filter as usual.
        protection = sheet.protection
        protection.sheet = True
        for allowed in (
            "formatCells",
            "formatColumns",
            "formatRows",
            "insertColumns",
            "insertRows",
            "deleteColumns",
            "deleteRows",
            "sort",
            "autoFilter",
        ):
            setattr(protection, allowed, False)
    book.move_sheet(lists, offset=len(book.sheetnames) - 1)  # a hidden sheet is never the first
    book.active = 0
    meta = book.create_sheet(META_SHEET)
    meta.sheet_state = "hidden"
    for key, value in (("game", layout.game), ("format", SHEET_FORMAT)):
        meta.append([key, value])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()
