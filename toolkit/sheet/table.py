"""Tables in and out of files: CSV (UTF-8 with BOM, CRLF) and XLSX (openpyxl), as plain rows.

A :class:`Table` is one sheet: headers and rows of cell values, and the address of every cell as a
spreadsheet names it (``cards.xlsx!monster!D12``, ``cards.csv!D12``). Writing styles the XLSX (frozen
header, widths, value lists, grey locked generated columns); nothing read can run code: a formula a
designer typed is read as its computed value, never evaluated here, and a CSV cell that a spreadsheet
would take for a formula (``=``, ``+``, ``-``, ``@``, a tab or CR first) is written behind a ``'``
and read back without it.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolkit.sheet.errors import SheetError

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"^[+-]?\d+$")
META_SHEET = "_deckwright"  # the game and format version of an XLSX the export wrote (hidden)
LISTS_SHEET = "_lists"  # the value lists the data validations name (hidden)


def column_letter(index: int) -> str:
    """0 → A, 25 → Z, 26 → AA."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


@dataclass
class Table:
    """One sheet of rows: ``source`` the file's name as shown, ``name`` the sheet's ('' for a CSV)."""

    source: str
    name: str
    headers: list[str]
    rows: list[list[Any]] = field(default_factory=list)
    row_numbers: list[int] = field(default_factory=list)  # the spreadsheet's row number of each row

    def address(self, row: int, header: str | None = None) -> str:
        """``cards.xlsx!monster!D12``: of row index ``row`` (in ``rows``), in the column of ``header``."""
        number = self.row_numbers[row] if row < len(self.row_numbers) else row + 2
        letter = column_letter(self.headers.index(header)) if header in self.headers else "A"
        sheet = f"{self.name}!" if self.name else ""
        return f"{self.source}!{sheet}{letter}{number}"

    def row_address(self, row: int) -> str:
        number = self.row_numbers[row] if row < len(self.row_numbers) else row + 2
        sheet = f"{self.name}!" if self.name else ""
        return f"{self.source}!{sheet}{number}:{number}"

    def value(self, row: int, header: str) -> Any:
        if header not in self.headers:
            return None
        cells = self.rows[row]
        index = self.headers.index(header)
        return cells[index] if index < len(cells) else None


# ---------------------------------------------------------------- CSV


def neutralise(text: str) -> str:
    """A cell a spreadsheet would run as a formula, written as text; a number stays a number."""
    if _NUMBER.match(text):
        return text
    if text.startswith(FORMULA_START) or (text.startswith("'") and text[1:].startswith((*FORMULA_START, "'"))):
        return "'" + text
    return text


def restore(text: str) -> str:
    """The inverse of :func:`neutralise`."""
    if text.startswith("'") and text[1:].startswith((*FORMULA_START, "'")):
        return text[1:]
    return text


def write_csv(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([neutralise(h) for h in headers])
    for row in rows:
        writer.writerow(["" if v is None else neutralise(str(v).replace("\n", "\r\n")) for v in row])
    return buffer.getvalue().encode("utf-8-sig")


def read_csv(data: bytes, source: str) -> Table:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SheetError(
            "S0002",
            f"{source}: not UTF-8 (byte {exc.start + 1})",
            "save the sheet as 'CSV UTF-8' (Excel) or with the character set Unicode (UTF-8) (LibreOffice)",
        ) from None
    if "\x00" in text:
        raise SheetError("S0002", f"{source}: a binary file, not a CSV sheet", None)
    first = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first.count) if first else ","
    try:
        records = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    except csv.Error as exc:
        raise SheetError("S0002", f"{source}: not a CSV sheet: {exc}", None) from None
    if not records or not any(cell.strip() for cell in records[0]):
        raise SheetError("S0003", f"{source}: the sheet has no header row", "export a sheet first: it has the columns")
    headers = [restore(h).strip() for h in records[0]]
    table = Table(source, "", headers)
    for number, record in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in record):
            continue
        table.rows.append([restore(cell.replace("\r\n", "\n")) for cell in record])
        table.row_numbers.append(number)
    return table


# ---------------------------------------------------------------- XLSX


def read_xlsx(data: bytes, source: str) -> tuple[list[Table], dict[str, str]]:
    """The sheets of a workbook (those whose names start with '_' are Deckwright's own: left out) and
    the metadata the export stored."""
    from openpyxl import load_workbook

    try:
        book = load_workbook(io.BytesIO(data), read_only=False, data_only=False)
        values = None
    except Exception as exc:  # openpyxl raises many kinds (zip, XML, KeyError) for a file that is not XLSX
        raise SheetError("S0002", f"{source}: not an XLSX workbook ({type(exc).__name__})", None) from None
    meta: dict[str, str] = {}
    tables: list[Table] = []
    for sheet in book.worksheets:
        if sheet.title == META_SHEET:
            for key, value in sheet.iter_rows(min_row=1, max_col=2, values_only=True):
                if isinstance(key, str):
                    meta[key] = "" if value is None else str(value)
            continue
        if sheet.title.startswith("_"):
            continue
        rows = list(sheet.iter_rows())
        if not rows:
            continue
        headers = ["" if c.value is None else str(c.value).strip() for c in rows[0]]
        table = Table(source, sheet.title, headers)
        for row in rows[1:]:
            cells: list[Any] = []
            for cell in row:
                value = cell.value
                if cell.data_type == "f":  # a formula the designer typed: its value as last computed
                    if values is None:
                        values = load_workbook(io.BytesIO(data), read_only=False, data_only=True)
                    value = values[sheet.title][cell.coordinate].value
                    if value is None:
                        raise SheetError(
                            "S0004",
                            f"{table.source}!{sheet.title}!{cell.coordinate}: a formula with no computed value",
                            "open the workbook in a spreadsheet and save it (it computes the value), or type the value",
                        )
                cells.append(value)
            if not any(v is not None and str(v).strip() for v in cells):
                continue
            table.rows.append(cells)
            table.row_numbers.append(row[0].row)
        tables.append(table)
    return tables, meta
