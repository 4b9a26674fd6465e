"""A changed card rewritten in its file: its unchanged lines kept as written (with their comments),
the changed ones in their place, new fields after its fields, new rules after its rules."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field

from toolkit.lang import ast
from toolkit.lang.diagnostics import Span
from toolkit.lang.formatter import INDENT, format_statement
from toolkit.sheet.cardset import Entry
from toolkit.sheet.cells import COMMON_NAMES, current_fields, field_name, renamed, split
from toolkit.sheet.layout import RULES, Layout
from toolkit.sheet.rows import Row

_RULE = "\x00rule:"  # stands for a new rule line while a card's lines are laid out (no card text holds NUL)


def statement_lines(statements: Iterable[ast.Statement]) -> list[str]:
    return [format_statement(s) for s in statements]


def _trailing(line: str, span: Span) -> str:
    """A line's comment after the statement that ends on it ('' for none)."""
    rest = line[span.end_column - 1 :] if span.end_line == span.line else ""
    return "  " + rest.strip() if rest.strip().startswith("#") else ""


@dataclass
class _CellComments:
    """The comments a row's rules cell holds, by the new rule they go with (the export writes none into
    the cell, so each is the designer's: it goes into the file, as a new card's would)."""

    before: dict[int, list[str]] = field(default_factory=dict)  # new rule → comment lines before it
    tail: dict[int, str] = field(default_factory=dict)  # new rule → the comment after it on its line
    after: list[str] = field(default_factory=list)  # comment lines after the cell's last rule


def _cell_comments(row: Row, rules: list[ast.Statement], known: list[str]) -> _CellComments:
    """``known``: the card's lines in its file; a comment one of them already ends with is not added
    again (the same sheet imported twice)."""
    block = row.block
    new = _CellComments()

    def fresh(comment: str) -> bool:
        return not any(line.rstrip().endswith(comment) for line in known)

    # The row's block was parsed after a `game` line: its line N is block line N - 2 (from 0).
    rule_at = {s.span.line - 2: j for j, s in enumerate(rules)}
    waiting: list[str] = []
    for index, text in enumerate(block.lines):
        origin = block.origins[index]
        if index in rule_at:
            j = rule_at[index]
            new.before[j], waiting = waiting, []
            statement = rules[j]
            tail = _trailing(block.lines[statement.span.end_line - 2], statement.span).strip()
            if tail and fresh(tail):
                new.tail[j] = tail
        elif origin is not None and origin.header == RULES and text.strip().startswith("#") and fresh(text.strip()):
            waiting.append(INDENT + text.strip())
    new.after = waiting
    return new


def _with_tail(line: str, comment: str | None) -> str:
    return f"{line}  {comment}" if comment else line


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
    keep_rule: dict[int, int] = {}  # old rule kept as written → the new rule it is
    cell = _cell_comments(row, new_parts.rules, lines[start - 1 : end])
    before_rule: dict[int, list[str]] = {}
    after_rules: list[str] = []
    carried: dict[int, int] = {}  # old rule → the new rule its comment moves to
    plain_new = statement_lines(new_parts.rules)
    ops = difflib.SequenceMatcher(None, old_rules, plain_new, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal":
            keep_rule.update((i, j1 + i - i1) for i in range(i1, i2))
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
    if not plain_new:  # a cell of comments only: they go where its rules would
        after_rules.extend(cell.after)
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
                j = keep_rule[index]
                kept = lines[line - 1 : statement.span.end_line]
                kept[-1] = _with_tail(kept[-1], cell.tail.get(j))
                out.extend([*cell.before.get(j, []), *kept])
                if j == len(plain_new) - 1:
                    out.extend(cell.after)
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
    result: list[str] = []
    for ln in out:
        if not ln.startswith(_RULE):
            result.append(ln)
            continue
        j = int(ln[len(_RULE) :])
        result.extend(cell.before.get(j, []))
        result.append(_with_tail(new_rules[j] + rule_comment.get(j, ""), cell.tail.get(j)))
        if j == len(plain_new) - 1:
            result.extend(cell.after)
    return result
