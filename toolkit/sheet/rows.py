"""A sheet's rows read as cards: each row's cells checked, made into a card block, parsed and checked
alone, and matched to the card it is; every problem a diagnostic at its cell (``cards.csv!D12``),
a card-language error's caret moved under the cell's own text."""

from __future__ import annotations

import datetime
import re
from collections import Counter
from dataclasses import dataclass

from toolkit.lang import ast, games, model
from toolkit.lang.allow import comment_problems
from toolkit.lang.checker import check_file
from toolkit.lang.diagnostics import Diagnostic, Span, did_you_mean, has_errors
from toolkit.lang.parser import parse
from toolkit.lang.vocabulary import KindSpec
from toolkit.sheet.cardset import CardSet, Entry
from toolkit.sheet.cells import CARD_ID, BlockText, Origin, build_block, cell_text
from toolkit.sheet.export import row_of
from toolkit.sheet.layout import ID, KIND, NAME, RULES, Layout, fields_of
from toolkit.sheet.table import Table

GENERATED = re.compile(r"^rules text \([^)]*, generated\)$")
_MISSING_FIELD = re.compile(r"needs the field '([^']+)'")


@dataclass
class Row:
    table: Table
    index: int
    kind: KindSpec
    name: str
    card_id: str
    block: BlockText
    card: model.Card
    parsed: ast.CardBlock
    extras: dict[str, str]
    entry: Entry | None = None


# ---------------------------------------------------------------- reading rows


class Reader:
    """Reads the rows of a game's sheets; what it finds wrong goes to ``diagnostics``."""

    def __init__(self, layout: Layout, cardset: CardSet) -> None:
        self.layout = layout
        self.cardset = cardset
        self.diagnostics: list[Diagnostic] = []
        self.sources: dict[str, str] = {}  # cell address → the cell's text, for carets
        self.kinds = {k.name: k for k in layout.kinds}
        self.by_sheet = {k.name[:31]: k for k in layout.kinds}
        entries = cardset.of_game(layout.game)
        self.by_id = {e.card.card_id: e for e in entries if e.card.card_id}
        self.by_name = {(e.card.kind, e.card.name.casefold()): e for e in entries if not e.card.card_id}
        # A sheet without an id column (typed from scratch) names every card by its kind and name.
        self.by_any_name = {(e.card.kind, e.card.name.casefold()): e for e in entries}

    def problem(self, code: str, message: str, address: str, hint: str | None = None) -> None:
        self.diagnostics.append(Diagnostic(code, message, Span(address, 1, 1, 1, 1), hint=hint))

    def table(self, table: Table) -> list[Row]:
        if table.name and table.name not in self.by_sheet and NAME not in table.headers:
            return []  # a sheet of the designer's own (notes, a summary): no kind, no card names
        before = len(self.diagnostics)
        seen = Counter(h for h in table.headers if h)
        for header, count in seen.items():
            if count > 1:
                where = f"{table.source}!{table.name + '!' if table.name else ''}1:1"
                self.problem("S0007", f"two columns are named '{header}'", where, "give each column its own name")
        for needed in (NAME,) if table.name else (KIND, NAME):
            if needed not in table.headers:
                where = f"{table.source}!{table.name + '!' if table.name else ''}1:1"
                self.problem(
                    "S0006",
                    f"the sheet has no '{needed}' column",
                    where,
                    "export a sheet (deckwright sheet export) to see its columns",
                )
        if has_errors(self.diagnostics[before:]):
            return []
        fixed: KindSpec | None = None
        if table.name:
            fixed = self.by_sheet.get(table.name)
            if fixed is None:
                best = did_you_mean(table.name, self.kinds)
                self.problem(
                    "S0013",
                    f"the sheet '{table.name}' names no kind of card of {self.layout.game}"
                    + (f"; did you mean '{best}'?" if best else ""),
                    f"{table.source}!{table.name}!A1",
                    "kinds: " + ", ".join(self.kinds),
                )
                return []
        rows = []
        for index in range(len(table.rows)):
            row = self.row(table, index, fixed)
            if row is not None:
                rows.append(row)
        return rows

    def row(self, table: Table, index: int, fixed: KindSpec | None) -> Row | None:
        text = {h: cell_text(table.value(index, h)) for h in table.headers if h}
        before = len(self.diagnostics)
        for header in table.headers:
            value = table.value(index, header)
            if header and isinstance(value, (datetime.date, datetime.time, datetime.timedelta)):
                self.problem(
                    "S0010",
                    f"the spreadsheet made this cell a date or a time ({value}), not card text",
                    table.address(index, header),
                    "format the column as text (Format Cells > Text) and type the value again",
                )
        if len(self.diagnostics) > before:
            return None
        kind = fixed
        if kind is None:
            written = text.get(KIND, "").strip()
            kind = self.kinds.get(written)
            if kind is None:
                best = did_you_mean(written, self.kinds) if written else None
                self.problem(
                    "S0013",
                    f"'{written}' is no kind of card of {self.layout.game}"
                    + (f"; did you mean '{best}'?" if best else "")
                    if written
                    else "the kind is missing",
                    table.address(index, KIND),
                    "kinds: " + ", ".join(self.kinds),
                )
                return None
        card_id = text.get(ID, "").strip().removeprefix("@")
        if card_id and not CARD_ID.match(card_id):
            self.problem(
                "S0012",
                f"'{card_id}' is not a card id: letters, digits, '-' and '_', starting with a letter or digit",
                table.address(index, ID),
                "leave it empty for a new card: the import gives it a fresh id",
            )
        name = text.get(NAME, "").strip()
        if not name:
            self.problem("S0011", "the card has no name", table.address(index, NAME), "every card needs a name")
        known = self.layout.known_headers()
        specs = fields_of(kind, [c for c in self.layout.all_columns() if c.header in table.headers])
        for header in table.headers:
            column = next((c for c in self.layout.all_columns() if c.header == header), None)
            if column is not None and column.role == "field" and header not in specs and text.get(header, "").strip():
                self.problem(
                    "S0014",
                    f"{_a(kind.name)} has no field '{column.field}': this cell must be empty",
                    table.address(index, header),
                    f"fields of {_a(kind.name)}: " + ", ".join(s.name for s in kind.fields),
                )
        if len(self.diagnostics) > before:
            return None
        cells = {h: v for h, v in text.items() if h in known}
        entry = self.match(kind, card_id, name, ID in table.headers)
        if entry is not None and not card_id:
            card_id = entry.card.card_id or ""  # matched by name: it keeps its id
        if entry is not None:  # a column the sheet leaves out is no change: the card keeps what it says there
            specs = fields_of(kind, self.layout.all_columns())
            columns = [c for c in self.layout.all_columns() if c.role in ("field", "rules")]
            own = self.layout.kind(entry.card.kind) or kind
            for column, value in zip(columns, row_of(entry, own, columns, None), strict=True):
                if column.header not in table.headers:
                    cells[column.header] = cell_text(value)
        cells.setdefault(RULES, "")
        block = build_block(kind, name, card_id, cells, specs)
        for header, message, hint in block.problems:
            self.problem("S0010", message, table.address(index, header), hint)
        if block.problems:
            return None
        checked = self.check(table, index, block)
        if checked is None:
            return None
        card, parsed = checked
        extras = {h: v for h, v in text.items() if h not in known and not GENERATED.match(h)}
        return Row(table, index, kind, name, card_id, block, card, parsed, extras, entry)

    def match(self, kind: KindSpec, card_id: str, name: str, with_ids: bool = True) -> Entry | None:
        """The card a row is: by id; a row without one, the card of its kind and name that has none (an
        empty id cell is a new card); in a sheet with no id column, the card of its kind and name."""
        if card_id:
            return self.by_id.get(card_id)
        return (self.by_name if with_ids else self.by_any_name).get((kind.name, name.casefold()))

    def check(self, table: Table, index: int, block: BlockText) -> tuple[model.Card, ast.CardBlock] | None:
        """Parse and check the row's card alone; its problems moved onto its cells."""
        path = table.row_address(index)
        text = f"game {self.layout.game}\n" + block.text
        parsed = parse(text, path)
        found = list(parsed.diagnostics)
        card: model.Card | None = None
        blocks: tuple[ast.Block, ...] = ()
        if parsed.file is not None and not found:
            closed = parsed.file.blocks[0].end_line if parsed.file.blocks else 0
            if len(parsed.file.blocks) != 1 or closed != len(block.lines) + 1:
                # A cell that closes the card ('}') and opens another block would smuggle it into the file.
                origin = block.origin(closed - 1) or Origin(NAME, 1, 0)
                self.problem(
                    "S0010",
                    "a cell closes the card with '}': a card's cells hold its lines only",
                    table.address(index, origin.header),
                    "remove the '}' (and what follows it) from the cell",
                )
                return None
            result = check_file(parsed.file, text, games.get, lambda: list(games.names()))
            found.extend(result.diagnostics)
            # A cell's `# allow E0108: ...` allows nothing (only warnings can be): E0123 at the cell, as
            # `deckwright check` would say of the file the import writes.
            found.extend(comment_problems({path: text}))
            card = result.cards[0] if result.cards else None
            blocks = parsed.file.blocks
        errors = [d for d in found if d.is_error]
        for diagnostic in errors:
            self.diagnostics.append(self.on_cell(diagnostic, table, index, block))
        if errors or card is None or not blocks or not isinstance(blocks[0], ast.CardBlock):
            if not errors:
                self.problem("S0010", "the row does not make a card", table.address(index, NAME))
            return None
        return card, blocks[0]

    def on_cell(self, diagnostic: Diagnostic, table: Table, index: int, block: BlockText) -> Diagnostic:
        span = diagnostic.span
        origin: Origin | None = block.origin(span.line - 1) if span is not None else None
        missing = _MISSING_FIELD.search(diagnostic.message)
        if diagnostic.code == "E0106" and missing is not None:
            header = next((h for h in table.headers if h == missing[1] or h == f"{missing[1]} (field)"), NAME)
            origin = Origin(header, 1, 0)
            span = None
        if origin is None:
            origin = Origin(NAME, 1, 0)
            span = None
        address = table.address(index, origin.header)
        cell = cell_text(table.value(index, origin.header))
        self.sources[address] = "\n".join(cell.split("\n"))
        if span is None:
            where = Span(address, 1, 1, 1, 1 + max(1, len(cell.split("\n")[0])))
        else:
            column = max(1, span.column - origin.offset)
            end = max(column + 1, span.end_column - origin.offset) if span.end_line == span.line else column + 1
            where = Span(address, origin.line, column, origin.line, end)
        return Diagnostic(
            diagnostic.code, diagnostic.message, where, diagnostic.severity, diagnostic.hint, diagnostic.notes
        )


def _a(noun: str) -> str:
    return ("an " if noun[:1] in "aeiou" else "a ") + noun
