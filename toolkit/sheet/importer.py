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
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.files import write_atomic
from toolkit.lang import ast
from toolkit.lang.diagnostics import Diagnostic, Span, has_errors
from toolkit.lang.formatter import format_file, quote
from toolkit.lang.parser import parse
from toolkit.lang.sets import Bases
from toolkit.lang.vocabulary import COMMON_FIELDS, FieldSpec
from toolkit.sheet.cardset import CardSet, Entry, read_set
from toolkit.sheet.cells import build_block, cell_text, current_fields, field_cell, split
from toolkit.sheet.layout import ID, RULES, Layout, fields_of
from toolkit.sheet.rewrite import rewrite_block, statement_lines
from toolkit.sheet.rows import GENERATED, Reader, Row
from toolkit.sheet.sidecar import Sidecar
from toolkit.sheet.table import Table


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


# ---------------------------------------------------------------- what changed


def _field_display(spec: FieldSpec, statements: list[ast.Statement]) -> str:
    return str(field_cell(spec, statements)) if statements else ""


def _compare(row: Row, entry: Entry, layout: Layout) -> list[str]:
    """What differs between a row and its card, field by field and rule by rule ([] for nothing)."""
    old, new = entry.card, row.card
    details: list[str] = []
    if old.kind != new.kind:
        details.append(f"kind: {old.kind} → {new.kind}")
    if old.name != new.name:
        details.append(f"name: {old.name} → {new.name}")
    old_kind = layout.kind(old.kind) or row.kind
    old_parts, new_parts = split(entry.block, old_kind), split(row.parsed, row.kind)
    old_fields, new_fields = current_fields(old.fields, old_kind), current_fields(new.fields, row.kind)
    specs = {s.name: s for s in (*COMMON_FIELDS, *old_kind.fields, *row.kind.fields) if not s.deprecated}
    for name in specs:
        if old_fields.get(name) == new_fields.get(name):
            continue
        spec = specs[name]
        before = _field_display(spec, old_parts.fields.get(name, []))
        after = _field_display(spec, new_parts.fields.get(name, []))
        details.append(f"{name}: {_shown(before)} → {_shown(after)}")
    old_rules, new_rules = statement_lines(old_parts.rules), statement_lines(new_parts.rules)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_rules, new_rules, autojunk=False).get_opcodes():
        if tag != "equal":
            details.extend(f"- {line}" for line in old_rules[i1:i2])
            details.extend(f"+ {line}" for line in new_rules[j1:j2])
    return details


def _shown(value: str) -> str:
    if not value:
        return "(none)"
    one = value.replace("\n", " / ")
    return one if len(one) <= 80 else one[:77] + "..."


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
    reader = Reader(layout, cardset)
    rows: list[Row] = []
    for table in tables:
        rows.extend(reader.table(table))
    plan.diagnostics.extend(reader.diagnostics)
    plan.sources.update(reader.sources)
    known = layout.known_headers()
    added_columns = [h for t in tables for h in t.headers if h and h not in known and not GENERATED.match(h)]
    sidecar.columns = [h for h in dict.fromkeys([*sidecar.columns, *added_columns]) if h in added_columns]
    entries = cardset.of_game(game)
    seen: dict[str, Row] = {}
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
            card_changes = _compare(row, entry, layout)
            details = list(card_changes)
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
            if card_changes:
                new_lines = rewrite_block(lines_of[entry.path], entry, row, layout)
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
        # From the bottom up, so that line numbers above stay true; new cards at one place in sheet order.
        for _, edit in sorted(enumerate(file_edits), key=lambda pair: (pair[1].start, pair[0]), reverse=True):
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


def _keep_extras(sidecar: Sidecar, key: str, row: Row) -> None:
    """The row's added columns into the sidecar; a column its sheet lacks keeps what the card had."""
    kept = {h: v for h, v in sidecar.cards.get(key, {}).items() if h not in row.table.headers and h in sidecar.columns}
    values = {**kept, **{h: v for h, v in row.extras.items() if v}}
    if values:
        sidecar.cards[key] = values
    else:
        sidecar.cards.pop(key, None)


def _cells_again(row: Row, layout: Layout) -> tuple[dict[str, str], dict[str, FieldSpec]]:
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
