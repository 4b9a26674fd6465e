"""Cells ↔ card language: a card block as the cells of its row, and a row's cells as a card block.

A field's cell holds what follows the field's name on its line (``level 8`` → ``8``; ``attraction
beast +3, criminal +3`` → ``beast +3, criminal +3``; a field written on two lines is two lines in
the cell); a flag is ``yes`` or empty; the ``text`` field is its text, unquoted. The ``rules`` cell
holds every other line of the card, one per line, as ``deckwright fmt`` writes them.

Going back, each cell becomes lines of a card block (:class:`BlockText`) that remembers which cell
and which line of it each line came from, and where the cell's text starts in the line: a
diagnostic of the parser or checker inside the block is moved onto the cell, its caret under the
cell's own text (:func:`BlockText.origin`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from toolkit.lang import ast
from toolkit.lang.formatter import INDENT, format_statement, quote
from toolkit.lang.vocabulary import COMMON_FIELDS, FieldSpec, KindSpec
from toolkit.sheet.layout import NAME, RULES

_COMMON = {spec.name: spec for spec in COMMON_FIELDS}
COMMON_NAMES = frozenset(spec.name for spec in COMMON_FIELDS if not spec.deprecated)  # columns every kind has
YES = frozenset({"yes", "y", "true", "x", "1", "✓"})
NO = frozenset({"", "no", "n", "false", "0"})
CARD_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*$")


# ---------------------------------------------------------------- card → cells


def field_name(statement: ast.Statement, kind: KindSpec) -> str | None:
    """The field a line of a card gives (``level 8`` → 'level'), or None for a rule or static effect."""
    if not isinstance(statement, ast.Property) or not statement.clauses:
        return None
    first = statement.clauses[0]
    if not isinstance(first, ast.Effect):
        return None
    head = first.phrase.atoms[0] if first.phrase.atoms else None
    if isinstance(head, ast.Word) and (head.value in kind.field_map or head.value in _COMMON):
        return head.value
    return None


@dataclass(frozen=True)
class Split:
    """A card's lines sorted into its fields (name → its lines, in order) and its rules."""

    fields: dict[str, list[ast.Statement]]
    rules: list[ast.Statement]


def renamed(kind: KindSpec) -> dict[str, str]:
    """A field's old name → its name (``text`` → ``flavour``): the old name is still read, into the
    column of the new (FieldSpec.deprecated)."""
    return {s.name: s.deprecated for s in (*COMMON_FIELDS, *kind.fields) if s.deprecated}


def current_fields(fields: Mapping[str, Any], kind: KindSpec) -> dict[str, Any]:
    """A card model's fields under their current names (an old name's value under the new one)."""
    names = renamed(kind)
    out: dict[str, Any] = {}
    for name, value in fields.items():
        out.setdefault(names.get(name, name), value)
    return out


def split(block: ast.CardBlock, kind: KindSpec) -> Split:
    """A card's lines by field (under its current name) and its rules."""
    names = renamed(kind)
    fields: dict[str, list[ast.Statement]] = {}
    rules: list[ast.Statement] = []
    for statement in block.body:
        name = field_name(statement, kind)
        if name is None:
            rules.append(statement)
        else:
            fields.setdefault(names.get(name, name), []).append(statement)
    return Split(fields, rules)


def _value_text(statement: ast.Statement) -> str:
    """A field's line without the field's name (whichever name it is written with)."""
    written = format_statement(statement)
    return written.split(" ", 1)[1].strip() if " " in written else ""


def field_cell(spec: FieldSpec, statements: list[ast.Statement]) -> str | int:
    """The cell of one field: a whole number stays a number (a spreadsheet sorts and sums it)."""
    if spec.type == "flag":
        return "yes"
    first = statements[0]
    assert isinstance(first, ast.Property)
    effect = first.clauses[0]
    assert isinstance(effect, ast.Effect)
    atoms = effect.phrase.atoms
    if spec.type == "text" and len(atoms) == 2 and isinstance(atoms[1], ast.Text) and len(first.clauses) == 1:
        return atoms[1].value
    if spec.type == "int" and len(statements) == 1 and len(atoms) == 2 and len(first.clauses) == 1:
        number = atoms[1]
        if isinstance(number, ast.Number) and not number.signed:
            return number.value
    return "\n".join(_value_text(s) for s in statements)


def rules_cell(statements: list[ast.Statement]) -> str:
    return "\n".join(format_statement(s) for s in statements)


# ---------------------------------------------------------------- cell values


def cell_text(value: Any) -> str:
    """A cell's value as text: numbers as a spreadsheet shows them (8, not 8.0), line ends as '\\n'."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    return str(value).replace("\r\n", "\n").replace("\r", "\n")


def lines_of(text: str) -> list[tuple[int, str]]:
    """The non-empty lines of a cell, with their index in the cell (from 0)."""
    return [(i, line) for i, line in enumerate(text.split("\n")) if line.strip()]


# ---------------------------------------------------------------- cells → card block


@dataclass(frozen=True)
class Origin:
    header: str  # the column
    line: int  # the line in the cell, from 1
    offset: int  # where the cell's text starts in the block's line, in characters (0-based)


@dataclass
class BlockText:
    """A card block made from a row, line by line, with each line's cell."""

    lines: list[str] = field(default_factory=list)
    origins: list[Origin | None] = field(default_factory=list)
    # Problems found in the cells themselves (not card language): (header, message, hint).
    problems: list[tuple[str, str, str | None]] = field(default_factory=list)
    field_lines: dict[str, list[str]] = field(default_factory=dict)  # field → its lines (without indent)
    rule_lines: list[str] = field(default_factory=list)

    def add(self, text: str, origin: Origin | None) -> None:
        self.lines.append(text)
        self.origins.append(origin)

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + "\n"

    def origin(self, line: int) -> Origin | None:
        """The cell of line ``line`` (from 1) of the block."""
        return self.origins[line - 1] if 1 <= line <= len(self.origins) else None


def build_block(
    kind: KindSpec,
    name: str,
    card_id: str,
    cells: Mapping[str, str],
    fields: Mapping[str, FieldSpec],
) -> BlockText:
    """The card block a row's cells say: ``cells`` header → text; ``fields`` header → the kind's field."""
    out = BlockText()
    head = f"{kind.name} "
    out.add(f"{head}{quote(name)}" + (f" @{card_id}" if card_id else "") + " {", Origin(NAME, 1, len(head) + 1))
    for header, spec in fields.items():
        if spec.name not in _COMMON:  # the card's own fields first; its flavour after its rules
            _field_lines(out, header, spec, cells.get(header, ""))
    for index, line in lines_of(cells.get(RULES, "")):
        stripped = line.strip()
        lead = len(line) - len(line.lstrip())
        out.rule_lines.append(stripped)
        out.add(INDENT + stripped, Origin(RULES, index + 1, len(INDENT) - lead))
    for header, spec in fields.items():
        if spec.name in _COMMON:
            _field_lines(out, header, spec, cells.get(header, ""))
    out.add("}", None)
    return out


def _field_lines(out: BlockText, header: str, spec: FieldSpec, value: str) -> None:
    if spec.type == "flag":
        word = value.strip().lower()
        if word in YES:
            out.field_lines[spec.name] = [spec.name]
            out.add(INDENT + spec.name, Origin(header, 1, 0))
        elif word not in NO:
            out.problems.append(
                (header, f"'{spec.name}' is a flag: 'yes' or an empty cell, not '{value.strip()}'", None)
            )
        return
    if spec.type == "text":
        if value == "":
            return
        line = f"{spec.name} {quote(value)}"
        out.field_lines[spec.name] = [line]
        out.add(INDENT + line, Origin(header, 1, len(INDENT) + len(spec.name) + 2))
        return
    for index, raw in lines_of(value):
        stripped = raw.strip()
        lead = len(raw) - len(raw.lstrip())
        line = f"{spec.name} {stripped}"
        out.field_lines.setdefault(spec.name, []).append(line)
        out.add(INDENT + line, Origin(header, index + 1, len(INDENT) + len(spec.name) + 1 - lead))
