"""``deckwright sheet import``: a sheet's rows back into card files, all or nothing.

Each row is matched to its card by ``@id`` (a renamed card stays the same card; a row with no id
matches a card with none by name, else is a new card with a fresh id). Each row's cells become a
card block (toolkit/sheet/cells.py) that is parsed and checked alone, every problem a diagnostic
at its cell (``cards.xlsx!monster!D12``), the card-language caret under the cell's text. A card whose
meaning did not change is left exactly as written; a changed card keeps its unchanged lines (and
their comments) and gets the changed ones; new cards go into the file where cards of their kind
live. The files so made are formatted as ``deckwright fmt`` would and the whole set is checked
again before anything is written (ids, names, tags and identities across cards); then every file is
written atomically, and if one write fails the ones already written are put back.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.files import write_atomic
from toolkit.lang import ast, games, model
from toolkit.lang.checker import check_file
from toolkit.lang.diagnostics import Diagnostic, Span, did_you_mean, has_errors
from toolkit.lang.formatter import format_file, format_statement, quote
from toolkit.lang.parser import parse
from toolkit.lang.sets import Bases
from toolkit.lang.vocabulary import FieldSpec, KindSpec
from toolkit.sheet.cardset import CardSet, Entry, read_set
from toolkit.sheet.cells import CARD_ID, BlockText, Origin, build_block, cell_text, field_cell, field_name, split
from toolkit.sheet.export import row_of
from toolkit.sheet.layout import ID, KIND, NAME, RULES, Layout, fields_of
from toolkit.sheet.sidecar import Sidecar
from toolkit.sheet.table import Table

_GENERATED = re.compile(r"^rules text \([^)]*, generated\)$")
_RULE = "\x00rule:"  # stands for a new rule line while a card's lines are laid out (no card text holds NUL)
_MISSING_FIELD = re.compile(r"needs the field '([^']+)'")


@dataclass
class Change:
    """What the import does to one card: 'changed', 'added', 'removed' or 'kept' (not in the sheet)."""

    action: str
    kind: str
    name: str
    card_id: str
    path: str
    details: list[str] = field(default_factory=list)

    def headline(self) -> str:
        ident = f" @{self.card_id}" if self.card_id else ""
        return f'{self.action} {self.kind} "{self.name}"{ident} ({self.path})'


@dataclass
class Plan:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)  # cell addresses and files → text, for carets
    changes: list[Change] = field(default_factory=list)
    writes: dict[Path, str] = field(default_factory=dict)  # the files to write, with their new text

    @property
    def ok(self) -> bool:
        return not has_errors(self.diagnostics)


@dataclass
class _Row:
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


class _Reader:
    def __init__(self, layout: Layout, cardset: CardSet, plan: Plan) -> None:
        self.layout = layout
        self.cardset = cardset
        self.plan = plan
        self.kinds = {k.name: k for k in layout.kinds}
        self.by_sheet = {k.name[:31]: k for k in layout.kinds}
        entries = cardset.of_game(layout.game)
        self.by_id = {e.card.card_id: e for e in entries if e.card.card_id}
        self.by_name = {(e.card.kind, e.card.name.casefold()): e for e in entries if not e.card.card_id}

    def problem(self, code: str, message: str, address: str, hint: str | None = None) -> None:
        self.plan.diagnostics.append(Diagnostic(code, message, Span(address, 1, 1, 1, 1), hint=hint))

    def table(self, table: Table) -> list[_Row]:
        seen = Counter(h for h in table.headers if h)
        for header, count in seen.items():
            if count > 1:
                where = f"{table.source}!{table.name + '!' if table.name else ''}1:1"
                self.problem("S0007", f"two columns are named '{header}'", where, "give each column its own name")
        for needed in (ID, NAME) if table.name else (ID, KIND, NAME):
            if needed not in table.headers:
                where = f"{table.source}!{table.name + '!' if table.name else ''}1:1"
                self.problem(
                    "S0006",
                    f"the sheet has no '{needed}' column",
                    where,
                    "export a sheet (deckwright sheet export) to see its columns",
                )
        if not self.plan.ok:
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

    def row(self, table: Table, index: int, fixed: KindSpec | None) -> _Row | None:
        text = {h: cell_text(table.value(index, h)) for h in table.headers if h}
        before = len(self.plan.diagnostics)
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
        if len(self.plan.diagnostics) > before:
            return None
        cells = {h: v for h, v in text.items() if h in known}
        entry = self.match(kind, card_id, name)
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
        extras = {h: v for h, v in text.items() if h not in known and not _GENERATED.match(h)}
        return _Row(table, index, kind, name, card_id, block, card, parsed, extras, entry)

    def match(self, kind: KindSpec, card_id: str, name: str) -> Entry | None:
        """The card a row is: by id; a row without one, the card of its kind and name that has none."""
        if card_id:
            return self.by_id.get(card_id)
        return self.by_name.get((kind.name, name.casefold()))

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
            card = result.cards[0] if result.cards else None
            blocks = parsed.file.blocks
        errors = [d for d in found if d.is_error]
        for diagnostic in errors:
            self.plan.diagnostics.append(self.on_cell(diagnostic, table, index, block))
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
        self.plan.sources[address] = "\n".join(cell.split("\n"))
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


# ---------------------------------------------------------------- what changed


def _statement_lines(statements: Iterable[ast.Statement]) -> list[str]:
    return [format_statement(s) for s in statements]


def _field_display(spec: FieldSpec, statements: list[ast.Statement]) -> str:
    return str(field_cell(spec, statements)) if statements else ""


def _compare(row: _Row, entry: Entry, layout: Layout) -> list[str]:
    """What differs between a row and its card, field by field and rule by rule ([] for nothing)."""
    old, new = entry.card, row.card
    details: list[str] = []
    if old.kind != new.kind:
        details.append(f"kind: {old.kind} → {new.kind}")
    if old.name != new.name:
        details.append(f"name: {old.name} → {new.name}")
    old_kind = layout.kind(old.kind) or row.kind
    old_parts, new_parts = split(entry.block, old_kind), split(row.parsed, row.kind)
    names = list(dict.fromkeys([*(s.name for s in old_kind.fields), *(s.name for s in row.kind.fields), "text"]))
    specs = {**{s.name: s for s in old_kind.fields}, **{s.name: s for s in row.kind.fields}}
    for name in names:
        if old.fields.get(name) == new.fields.get(name):
            continue
        spec = specs.get(name) or next(s for s in _common())
        before = _field_display(spec, old_parts.fields.get(name, []))
        after = _field_display(spec, new_parts.fields.get(name, []))
        details.append(f"{name}: {_shown(before)} → {_shown(after)}")
    old_rules, new_rules = _statement_lines(old_parts.rules), _statement_lines(new_parts.rules)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_rules, new_rules, autojunk=False).get_opcodes():
        if tag != "equal":
            details.extend(f"- {line}" for line in old_rules[i1:i2])
            details.extend(f"+ {line}" for line in new_rules[j1:j2])
    return details


def _common() -> list[FieldSpec]:
    from toolkit.lang.vocabulary import COMMON_FIELDS

    return list(COMMON_FIELDS)


def _shown(value: str) -> str:
    if not value:
        return "(none)"
    one = value.replace("\n", " / ")
    return one if len(one) <= 80 else one[:77] + "..."


# ---------------------------------------------------------------- rewriting a card in its file


def _trailing(line: str, span: Span) -> str:
    """A line's comment after the statement that ends on it ('' for none)."""
    rest = line[span.end_column - 1 :] if span.end_line == span.line else ""
    return "  " + rest.strip() if rest.strip().startswith("#") else ""


def _rewrite_block(lines: list[str], entry: Entry, row: _Row, layout: Layout) -> list[str]:
    """The card's new lines: its unchanged lines as they were (comments and all), the changed ones new."""
    block = entry.block
    old_kind = layout.kind(entry.card.kind) or row.kind
    start, end = block.span.line, block.end_line
    statements = list(block.body)
    if not end or any(s.span.line <= start or s.span.end_line >= end for s in statements):
        return list(row.block.lines)  # a block laid out on shared lines: made anew from the row
    header = lines[start - 1]
    same_head = (entry.card.kind, entry.card.name, entry.card.card_id or "") == (row.kind.name, row.name, row.card_id)
    comment = header[header.rfind("{") + 1 :].strip()
    new_header = row.block.lines[0] + (f"  {comment}" if comment.startswith("#") else "")
    out = [header if same_head else new_header]

    old_parts, new_parts = split(block, old_kind), split(row.parsed, row.kind)
    new_fields = {name: [f"  {format_statement(s)}" for s in items] for name, items in new_parts.fields.items()}
    changed = {
        name
        for name in {*old_parts.fields, *new_parts.fields}
        if entry.card.fields.get(name) != row.card.fields.get(name)
        or (name in old_parts.fields) != (name in new_parts.fields)
    }
    old_rules = _statement_lines(old_parts.rules)
    new_rules = [f"  {line}" for line in _statement_lines(new_parts.rules)]
    keep_rule: set[int] = set()
    before_rule: dict[int, list[str]] = {}
    after_rules: list[str] = []
    carried: dict[int, int] = {}  # old rule → the new rule its comment moves to
    ops = difflib.SequenceMatcher(None, old_rules, _statement_lines(new_parts.rules), autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal":
            keep_rule.update(range(i1, i2))
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            carried.update((i1 + k, j1 + k) for k in range(i2 - i1))
        (before_rule.setdefault(i1, []) if i1 < len(old_rules) else after_rules).extend(
            f"{_RULE}{j}" for j in range(j1, j2)
        )
    rule_comment: dict[int, str] = {}
    rule_of = {id(s): i for i, s in enumerate(old_parts.rules)}
    starts = {s.span.line: s for s in statements}
    emitted: set[str] = set()
    last_field = 0  # where a field the card did not have goes: after its last field line
    text_at: int | None = None
    line = start + 1
    while line < end:
        statement = starts.get(line)
        if statement is None:
            out.append(lines[line - 1])
            line += 1
            continue
        tail = _trailing(lines[statement.span.end_line - 1], statement.span)
        name = field_name(statement, old_kind)
        if name is not None:
            if name not in changed:
                out.extend(lines[line - 1 : statement.span.end_line])
            elif name not in emitted and name in new_fields:
                emitted.add(name)
                fresh = list(new_fields[name])
                fresh[0] += tail
                out.extend(fresh)
            if name == "text":
                text_at = len(out) - 1
            else:
                last_field = len(out)
        else:
            index = rule_of[id(statement)]
            out.extend(before_rule.get(index, []))
            if index in keep_rule:
                out.extend(lines[line - 1 : statement.span.end_line])
            elif index in carried:
                rule_comment[carried[index]] = tail
            if index == len(old_rules) - 1:
                out.extend(after_rules)
                after_rules = []
        line = statement.span.end_line + 1
    added = [
        ln for name, items in new_fields.items() if name not in old_parts.fields and name != "text" for ln in items
    ]
    out[last_field or 1 : last_field or 1] = added
    if text_at is not None and text_at >= (last_field or 1):
        text_at += len(added)
    if after_rules:  # the card had no rules: they go before its text, or at its end
        at = text_at if text_at is not None else len(out)
        out[at:at] = after_rules
    if "text" in new_fields and "text" not in old_parts.fields:
        out.extend(new_fields["text"])
    out.append(lines[end - 1])
    return [
        new_rules[int(ln[len(_RULE) :])] + rule_comment.get(int(ln[len(_RULE) :]), "") if ln.startswith(_RULE) else ln
        for ln in out
    ]


# ---------------------------------------------------------------- the plan


@dataclass
class _Edit:
    start: int  # first line replaced (1-based); an insertion replaces nothing: end = start - 1
    end: int
    lines: list[str]


def _home(kind: str, cardset: CardSet, game: str, folder: Path) -> tuple[str, Path]:
    """The file a new card of ``kind`` goes to: the one holding most cards of that kind (the first of
    them in order), else a new ``<kind>.cards`` in the set's folder."""
    counts = Counter(e.path for e in cardset.of_game(game) if e.card.kind == kind)
    if counts:
        most = max(counts.values())
        path = next(p for p in cardset.texts if counts.get(p) == most)
        return path, cardset.files.get(path, Path(path))
    target = folder / f"{kind}.cards"
    return str(target), target


def _insertion_line(path: str, kind: str, cardset: CardSet) -> int:
    """Where in its file a new card goes: after the last card of its kind and the tests that follow it."""
    parsed = cardset.parsed.get(path)
    if parsed is None:
        return 0
    blocks = list(parsed.blocks)
    last = max((i for i, b in enumerate(blocks) if isinstance(b, ast.CardBlock) and b.kind.value == kind), default=-1)
    if last < 0:
        return 0
    index = last
    while index + 1 < len(blocks) and isinstance(blocks[index + 1], ast.TestBlock):
        index += 1
    return blocks[index].end_line


def plan_import(
    tables: list[Table],
    cardset: CardSet,
    layout: Layout,
    sidecar: Sidecar,
    folder: Path,
    new_id: Callable[[list[str]], str],
    *,
    delete: bool = False,
    bases: Bases | None = None,
    allow: Mapping[str, str] | None = None,
) -> Plan:
    """What importing ``tables`` into ``cardset`` (one game's cards) would do; nothing is written.

    ``new_id(texts)`` makes a fresh card id unused in ``texts`` (the way ``deckwright new`` does);
    ``folder``: where a card of a kind no file holds yet gets a file of its own."""
    plan = Plan()
    game = layout.game
    reader = _Reader(layout, cardset, plan)
    rows: list[_Row] = []
    for table in tables:
        rows.extend(reader.table(table))
    known = layout.known_headers()
    added_columns = [h for t in tables for h in t.headers if h and h not in known and not _GENERATED.match(h)]
    sidecar.columns = [h for h in dict.fromkeys([*sidecar.columns, *added_columns]) if h in added_columns]
    entries = cardset.of_game(game)
    seen: dict[str, _Row] = {}
    for row in rows:
        if row.card_id:
            first = seen.setdefault(row.card_id, row)
            if first is not row:
                plan.diagnostics.append(
                    Diagnostic(
                        "S0015",
                        f"the id '{row.card_id}' is on two rows",
                        Span(row.table.address(row.index, ID), 1, 1, 1, 1),
                        hint=f"the first is {first.table.address(first.index, ID)}; clear one to make a new card",
                    )
                )
    if not plan.ok:
        return plan

    texts = dict(cardset.texts)
    edits: dict[str, list[_Edit]] = {}
    targets: dict[str, Path] = {}
    lines_of = {path: text.split("\n") for path, text in texts.items()}
    made_ids = [*texts.values(), *(f"@{r.card_id}" for r in rows if r.card_id)]
    matched: set[int] = set()
    for row in rows:
        entry = row.entry
        if entry is not None:
            matched.add(id(entry))
            details = _compare(row, entry, layout)
            key = entry.card.card_id or row.card_id
            extras_before = sidecar.values(key) if key else {}
            for header, value in row.extras.items():
                if (extras_before.get(header) or "") != value:
                    details.append(f"{header}: {_shown(str(extras_before.get(header) or ''))} → {_shown(value)}")
            if key:
                _keep_extras(sidecar, key, row)
            if not details:
                continue
            if entry.card.name != row.name:  # test blocks name cards: a rename leaves them naming the old one
                named = sum(t.count(quote(entry.card.name)) for p, t in texts.items() if cardset.game_of(p) == game)
                if named > 1:
                    details.append(f"note: '{entry.card.name}' is still named {named - 1} time(s) in the card files")
            plan.changes.append(Change("changed", row.kind.name, row.name, key or "", entry.path, details))
            if _compare(row, entry, layout):
                new_lines = _rewrite_block(lines_of[entry.path], entry, row, layout)
                edits.setdefault(entry.path, []).append(_Edit(entry.block.span.line, entry.block.end_line, new_lines))
            continue
        card_id = row.card_id or new_id(made_ids)
        made_ids.append(f"@{card_id}")
        block = row.block if row.card_id else build_block(row.kind, row.name, card_id, *_cells_again(row, layout))
        path, target = _home(row.kind.name, cardset, game, folder)
        targets[path] = target
        if path not in texts:
            texts[path] = f"game {game}\n"
            lines_of[path] = texts[path].split("\n")
        at = _insertion_line(path, row.kind.name, cardset) or len(lines_of[path])
        edits.setdefault(path, []).append(_Edit(at + 1, at, ["", *block.lines]))
        _keep_extras(sidecar, card_id, row)
        details = [f"{h}: {_shown(v)}" for h, v in row.extras.items() if v]
        plan.changes.append(Change("added", row.kind.name, row.name, card_id, path, details))
    for entry in entries:
        if id(entry) in matched:
            continue
        action = "removed" if delete else "kept"
        note = [] if delete else ["not in the sheet: kept (--delete removes it)"]
        plan.changes.append(
            Change(action, entry.card.kind, entry.card.name, entry.card.card_id or "", entry.path, note)
        )
        if delete:
            edits.setdefault(entry.path, []).append(_Edit(entry.block.span.line, entry.block.end_line, []))
            sidecar.cards.pop(entry.key, None)
    if not edits and sidecar.to_text(game) == _sidecar_text(sidecar.path, game):
        return plan

    finals: dict[str, str] = {}
    for path, file_edits in edits.items():
        lines = list(lines_of[path])
        for edit in sorted(file_edits, key=lambda e: e.start, reverse=True):
            lines[edit.start - 1 : edit.end] = edit.lines
        spliced = "\n".join(lines)
        parsed = parse(spliced, path)
        if parsed.file is None or parsed.diagnostics:
            plan.sources[path] = spliced
            plan.diagnostics.extend(parsed.diagnostics)
            continue
        finals[path] = format_file(parsed.file)
    if not plan.ok:
        return plan
    after = read_set({**cardset.texts, **finals}, bases=bases, allow=allow)
    problems = [d for d in after.result.diagnostics if d.is_error]
    if problems:
        plan.sources.update(after.result.sources)
        where = {(e.path, e.block.span.line, e.block.end_line): e for e in after.entries}
        for problem in problems:
            notes = list(problem.notes)
            if problem.span is not None:
                for (path, first, last), found in where.items():
                    if path == problem.span.file and first <= problem.span.line <= last:
                        notes.append(f"in the card the sheet makes of '{found.card.name}'; nothing was written")
            else:
                notes.append("after the import; nothing was written")
            plan.diagnostics.append(
                Diagnostic(problem.code, problem.message, problem.span, problem.severity, problem.hint, tuple(notes))
            )
        return plan
    for path, text in finals.items():
        if text != cardset.texts.get(path):
            plan.writes[targets.get(path) or cardset.files.get(path, Path(path))] = text
    if sidecar.to_text(game) != _sidecar_text(sidecar.path, game):
        plan.writes[sidecar.path] = sidecar.to_text(game)
    return plan


def _keep_extras(sidecar: Sidecar, key: str, row: _Row) -> None:
    """The row's added columns into the sidecar; a column its sheet lacks keeps what the card had."""
    kept = {h: v for h, v in sidecar.cards.get(key, {}).items() if h not in row.table.headers and h in sidecar.columns}
    values = {**kept, **{h: v for h, v in row.extras.items() if v}}
    if values:
        sidecar.cards[key] = values
    else:
        sidecar.cards.pop(key, None)


def _cells_again(row: _Row, layout: Layout) -> tuple[dict[str, str], dict[str, FieldSpec]]:
    """A new row's cells, to make its block again with the id it was given."""
    table = row.table
    known = layout.known_headers()
    cells = {h: cell_text(table.value(row.index, h)) for h in table.headers if h in known}
    cells.setdefault(RULES, "")
    return cells, fields_of(row.kind, [c for c in layout.all_columns() if c.header in table.headers])


def _sidecar_text(path: Path, game: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return Sidecar(path).to_text(game)


# ---------------------------------------------------------------- writing


def apply(plan: Plan, write: Callable[[Path, str | bytes], None] = write_atomic) -> list[Path]:
    """Write every file of the plan, each atomically; if one fails, put back those already written and
    raise the error. Returns the files written."""
    before: dict[Path, bytes | None] = {}
    done: list[Path] = []
    try:
        for path, text in plan.writes.items():
            before[path] = path.read_bytes() if path.exists() else None
            write(path, text)
            done.append(path)
    except OSError:
        for path in reversed(done):
            old = before[path]
            if old is None:
                path.unlink(missing_ok=True)
            else:
                write_atomic(path, old)
        raise
    return done
