"""Where a card's phrases are written, and their text as a reader would quote it.

The validator's rule-conflict checks and every game's own checks (a ruleset's
``rule_conflicts``) point their diagnostics at a condition, a field or a card's
header with these; they read the card model and its source text only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

from toolkit.lang import ast
from toolkit.lang.diagnostics import Span
from toolkit.lang.logic import operands
from toolkit.lang.model import AllOf, AnyOf, Card, Choice, Compare, Cond, Effect, NotCond, Predicate
from toolkit.lang.parser import parse


def effects_of(items: Iterable[Effect | Choice]) -> Iterator[Effect]:
    """Every effect of a rule, the options of its choices included."""
    for item in items:
        if isinstance(item, Choice):
            for option in item.options:
                yield from effects_of(option)
        else:
            yield item


def cond_span(card: Card, cond: Cond) -> Span | None:
    """Where a condition is written on the card, as a reader would quote it.

    The parser's spans leave out a leading ``not`` and any parentheses (``not (level > 3)``
    spans ``level > 3``); they are taken back in here from the card's text. The ``if a, if b``
    of a rule's head has no span of its own: its parts' places merge.
    """
    if isinstance(cond, NotCond):
        inner = cond_span(card, cond.operand)
        return _widen_to(card, inner, "not") if inner is not None else None
    if cond.span is not None:
        return _balanced(card, cond.span)
    spans = [s for s in (cond_span(card, c) for c in operands(cond)) if s is not None]
    if not spans:
        return None
    merged = spans[0]
    for span in spans[1:]:
        merged = merged.merge(span)
    return merged


def _line_of(card: Card, line: int) -> str | None:
    lines = card.source.split("\n") if card.source else []
    index = line - card.line
    return lines[index] if 0 <= index < len(lines) else None


def _widen_to(card: Card, span: Span, keyword: str) -> Span:
    """The span grown leftwards over '(' to the keyword before it, and rightwards over the matching ')'."""
    text = _line_of(card, span.line)
    if text is None:
        return span
    start, opened = span.column - 1, 0
    while start > 0 and text[start - 1] in " (":
        opened += text[start - 1] == "("
        start -= 1
    if text[max(0, start - len(keyword)) : start] != keyword:
        return span
    end_text = _line_of(card, span.end_line) or ""
    end = span.end_column - 1
    while opened and end < len(end_text) and end_text[end] in " )":
        opened -= end_text[end] == ")"
        end += 1
    return Span(span.file, span.line, start - len(keyword) + 1, span.end_line, end + 1)


def _balanced(card: Card, span: Span) -> Span:
    """The span grown over the parentheses its text opens or closes: '(a or b) and c', not 'a or b) and c'."""
    text = span_text(card, span)
    missing_open = text.count(")") - text.count("(")
    missing_close = -missing_open
    first, last = _line_of(card, span.line), _line_of(card, span.end_line)
    if first is None or last is None:
        return span
    start, end = span.column - 1, span.end_column - 1
    while missing_open > 0 and start > 0 and first[start - 1] in " (":
        missing_open -= first[start - 1] == "("
        start -= 1
    while missing_close > 0 and end < len(last) and last[end] in " )":
        missing_close -= last[end] == ")"
        end += 1
    while start < span.column - 1 and first[start] == " ":
        start += 1
    return Span(span.file, span.line, start + 1, span.end_line, end + 1)


def span_text(card: Card, span: Span | None) -> str:
    """The card text a span covers, from the card's own source (one line of it at most)."""
    if span is None or not card.source:
        return ""
    lines = card.source.split("\n")
    first = span.line - card.line
    if not 0 <= first < len(lines):
        return ""
    if span.end_line == span.line:
        return lines[first][span.column - 1 : span.end_column - 1]
    last = min(span.end_line - card.line, len(lines) - 1)
    parts = [lines[first][span.column - 1 :], *lines[first + 1 : last], lines[last][: span.end_column - 1]]
    return " ".join(p.strip() for p in parts if p.strip())


def cond_text(card: Card, cond: Cond) -> str:
    """A condition as written on the card ('level >= 5'); rebuilt from its keys if the text is gone."""
    if cond.span is not None:
        written = span_text(card, cond_span(card, cond))
        if written:
            return written
    return describe_cond(card, cond)


def describe_cond(card: Card, cond: Cond) -> str:
    if isinstance(cond, NotCond):
        return f"not {cond_text(card, cond.operand)}"
    if isinstance(cond, (AllOf, AnyOf)):
        word = " and " if isinstance(cond, AllOf) else " or "
        return word.join(cond_text(card, c) for c in cond.operands)
    term = cond.term if isinstance(cond, Predicate) else cond.quantity
    written = span_text(card, term.span)
    if not written:
        written = " ".join([term.key.replace("_", " "), *map(str, term.args.values())])
    if isinstance(cond, Compare):
        return f"{written} {cond.op} {cond.value}"
    return written


def header_span(card: Card) -> Span | None:
    """The card's first line up to its opening brace: `monster "Slime" {`."""
    span = card.span
    if span is None:
        return None
    first = card.source.split("\n", 1)[0] if card.source else ""
    end = _brace_column(first, span.column)
    if end is None:
        end = span.end_column if span.end_line == span.line else max(len(first) + 1, span.column + 1)
    return Span(span.file, span.line, span.column, span.line, end)


def _brace_column(line: str, start: int) -> int | None:
    quoted = False
    for index in range(start - 1, len(line)):
        char = line[index]
        if char == '"' and (index == 0 or line[index - 1] != "\\"):
            quoted = not quoted
        elif char == "{" and not quoted:
            return index + 2
    return None


def field_span(card: Card, name: str) -> Span | None:
    """Where a field is written (`hands 2`), or None if it is not written (a default value)."""
    return _field_spans(card.game, card.line, card.source, card.file).get(name)


@lru_cache(maxsize=256)
def _field_spans(game: str, line: int, source: str, file: str) -> dict[str, Span]:
    # The model keeps no place for field values; the card's block is parsed again, at its own
    # lines (the game line put just above it), and only when a check needs a field's place.
    if not source or line < 2:
        return {}
    text = "\n" * (line - 2) + f"game {game}\n" + source
    parsed = parse(text, file)
    if parsed.file is None or not parsed.file.blocks:
        return {}
    block = parsed.file.blocks[0]
    spans: dict[str, Span] = {}
    for statement in block.body:
        if not isinstance(statement, ast.Property):
            continue
        first = statement.clauses[0]
        if isinstance(first, ast.Effect) and first.phrase.atoms and isinstance(first.phrase.atoms[0], ast.Word):
            spans.setdefault(first.phrase.atoms[0].value, statement.span)
    return spans
