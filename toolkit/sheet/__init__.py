"""Card data in spreadsheets, both ways, and diffs between versions of a set (issue 13).

``export_csv`` / ``export_xlsx``: a game's cards as rows; ``plan_import`` / ``apply``: rows back into
card files, all or nothing; ``diff_sets``: what changed between two versions. docs/spreadsheets.md.
"""

from __future__ import annotations

from toolkit.sheet.cardset import CardSet, Entry, read_files, read_set
from toolkit.sheet.errors import SheetError
from toolkit.sheet.export import export_csv, export_xlsx
from toolkit.sheet.importer import Change, Plan, apply, plan_import
from toolkit.sheet.layout import Column, Layout

__all__ = [
    "CardSet",
    "Change",
    "Column",
    "Entry",
    "Layout",
    "Plan",
    "SheetError",
    "apply",
    "export_csv",
    "export_xlsx",
    "plan_import",
    "read_files",
    "read_set",
]
