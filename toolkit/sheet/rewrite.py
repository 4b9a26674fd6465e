"""A changed card rewritten in its file: its unchanged lines kept as written (with their comments),
the changed ones in their place, new fields after its fields, new rules after its rules."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from toolkit.lang import ast
from toolkit.lang.diagnostics import Span
from toolkit.lang.formatter import format_statement
from toolkit.sheet.cardset import Entry
from toolkit.sheet.cells import COMMON_NAMES, current_fields, field_name, renamed, split
from toolkit.sheet.layout import Layout
from toolkit.sheet.rows import Row

_RULE = "\x00rule:"  # stands for a new rule line while a card's lines are laid out (no card text holds NUL)


def statement_lines(statements: Iterable[ast.Statement]) -> list[str]:
    return [format_statement(s) for s in statements]


def _trailing(line: str, span: Span) -> str:
    """A line's comment after the statement that ends on it ('' for none)."""
    rest = line[span.end_column - 1 :] if span.end_line == span.line else ""
    return "  " + rest.strip() if rest.strip().startswith("#") else ""


def rewrite_block(lines: list[str], entry: Entry, row: Row, layout: Layout) -> list[str]:
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
    old_names = renamed(old_kind)  # a field under its old name is that field
    old_values = current_fields(entry.card.fields, old_kind)
    new_values = current_fields(row.card.fields, row.kind)
    changed = {
        name
        for name in {*old_parts.fields, *new_parts.fields}
        if old_values.get(name) != new_values.get(name) or (name in old_parts.fields) != (name in new_parts.fields)
    }
    old_rules = statement_lines(old_parts.rules)
    new_rules = [f"  {line}" for line in statement_lines(new_parts.rules)]
    keep_rule: set[int] = set()
    before_rule: dict[int, list[str]] = {}
    after_rules: list[str] = []
    carried: dict[int, int] = {}  # old rule → the new rule its comment moves to
    plain_new = statement_lines(new_parts.rules)
    ops = difflib.SequenceMatcher(None, old_rules, plain_new, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal":
            keep_rule.update(range(i1, i2))
            continue
        if tag == "replace":  # an edited rule's comment goes to the new line most like it
            for i in range(i1, i2):
                ratio, j = max(
                    (difflib.SequenceMatcher(None, old_rules[i], plain_new[j]).ratio(), j) for j in range(j1, j2)
                )
                if ratio >= 0.6 and j not in carried.values():
                    carried[i] = j
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
        name = old_names.get(name, name) if name is not None else None
        if name is not None:
            if name not in changed:
                out.extend(lines[line - 1 : statement.span.end_line])
            elif name not in emitted and name in new_fields:
                emitted.add(name)
                fresh = list(new_fields[name])
                fresh[0] += tail
                out.extend(fresh)
            if name in COMMON_NAMES:
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
        ln
        for name, items in new_fields.items()
        if name not in old_parts.fields and name not in COMMON_NAMES
        for ln in items
    ]
    out[last_field or 1 : last_field or 1] = added
    if text_at is not None and text_at >= (last_field or 1):
        text_at += len(added)
    if after_rules:  # the card had no rules: they go before its text, or at its end
        at = text_at if text_at is not None else len(out)
        out[at:at] = after_rules
    for name in sorted(COMMON_NAMES & set(new_fields) - set(old_parts.fields)):  # a flavour the card had not
        out.extend(new_fields[name])
    out.append(lines[end - 1])
    return [
        new_rules[int(ln[len(_RULE) :])] + rule_comment.get(int(ln[len(_RULE) :]), "") if ln.startswith(_RULE) else ln
        for ln in out
    ]
