"""The search query language: text → a small syntax tree, or a Q0001 diagnostic.

The grammar is grammar/query.lark (LALR). Spans point into the query itself,
in a file called ``<query>``, so that errors render with a caret under the
bad spot like any other diagnostic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken, VisitError

from toolkit.lang.diagnostics import DeckwrightError, Diagnostic, Span
from toolkit.lang.parser import grammar_path

QUERY_FILE = "<query>"

# Bounds for a query a person writes; beyond them SQL engines refuse the expression
# (SQLite: "Expression tree is too large") and compiling it would recurse too deep.
MAX_TERMS = 100
MAX_DEPTH = 32


# ---------------------------------------------------------------- syntax tree


@dataclass(frozen=True, slots=True)
class Comparison:
    """``level>=8``, ``kind:monster``, ``name:"slime"``."""

    key: str
    op: str
    value: str
    quoted: bool
    key_span: Span
    op_span: Span
    value_span: Span


@dataclass(frozen=True, slots=True)
class Words:
    """A bare word or a quoted phrase: searched in names and card text."""

    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class Not:
    operand: Query
    span: Span


@dataclass(frozen=True, slots=True)
class AllOf:
    operands: tuple[Query, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    operands: tuple[Query, ...]


Query = Comparison | Words | Not | AllOf | AnyOf


# ---------------------------------------------------------------- parsing


def _span(token: Token) -> Span:
    return Span(QUERY_FILE, token.line or 1, token.column or 1, token.end_line or 1, token.end_column or 1)


_ESCAPE = re.compile(r"\\(.)")


def _unquote(raw: str) -> str:
    return _ESCAPE.sub(r"\1", raw[1:-1])


@v_args(inline=True)
class _ToTree(Transformer[Token, Query | None]):
    """Inline LALR callbacks: the tree is built while parsing, without recursion."""

    def start(self, query: Query | None = None) -> Query | None:
        return query

    def or_query(self, *operands: Query) -> Query:
        return AnyOf(operands)

    def and_query(self, *operands: Query) -> Query:
        return AllOf(operands)

    def negation(self, sign: Token, operand: Query) -> Query:
        return Not(operand, _span(sign))

    def comparison(self, key: Token, op: Token, value: Token) -> Query:
        quoted = value.type == "STRING"
        text = _unquote(str(value)) if quoted else str(value)
        return Comparison(str(key).lower(), str(op), text, quoted, _span(key), _span(op), _span(value))

    def word(self, token: Token) -> Query:
        return Words(str(token), _span(token))

    def phrase(self, token: Token) -> Query:
        return Words(_unquote(str(token)), _span(token))


@cache
def _parser() -> Lark:
    grammar = grammar_path("query.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", lexer="contextual", transformer=_ToTree(), maybe_placeholders=False)


def parse_query(text: str) -> Query | None:
    """The query's tree (None for an empty query, which matches every card).

    Raises DeckwrightError with a Q0001 diagnostic on a syntax error, Q0005 on a query
    too large or too deeply nested to run.
    """
    try:
        query: Query | None = _parser().parse(text)  # type: ignore[assignment]
    except UnexpectedInput as exc:
        raise DeckwrightError([_syntax_error(exc, text)]) from None
    except VisitError as exc:  # a bug in a callback, not in the query; keep the cause
        raise exc.orig_exc from exc
    if query is not None:
        _check_size(query, text)
    return query


def _check_size(query: Query, text: str) -> None:
    terms, depth = 0, 0
    stack: list[tuple[Query, int]] = [(query, 0)]
    while stack:  # iterative: a pathological query must not blow the Python stack either
        node, level = stack.pop()
        depth = max(depth, level)
        if isinstance(node, (AllOf, AnyOf)):
            stack.extend((child, level + 1) for child in node.operands)
        elif isinstance(node, Not):
            stack.append((node.operand, level + 1))
        else:
            terms += 1
    problem = None
    if terms > MAX_TERMS:
        problem = f"the query has {terms} terms; the limit is {MAX_TERMS}"
    elif depth > MAX_DEPTH:
        problem = f"the query is nested too deeply ({depth} levels; the limit is {MAX_DEPTH})"
    if problem:
        lines = text.splitlines() or [""]
        whole = Span(QUERY_FILE, 1, 1, len(lines), len(lines[-1]) + 1)
        raise DeckwrightError([Diagnostic("Q0005", problem, whole, hint="split it into several searches")])


# ---------------------------------------------------------------- syntax errors

# What each terminal is called in "expected ..." messages.
_EXPECTED = {
    "KEY": "a search term",
    "WORD": "a word",
    "VALUE": "a value",
    "STRING": "a quoted text",
    "OP": "an operator (: = != < <= > >=)",
    "NEG": "'-'",
    "LPAR": "'('",
    "RPAR": "')'",
    "_OR": "'or'",
    "_AND": "'and'",
    "$END": "the end of the query",
}
_ORDER = list(_EXPECTED)


def _expected(names: set[str]) -> str:
    if {"KEY", "WORD", "STRING"} <= names:
        names = (names - {"KEY", "WORD", "STRING", "NEG", "LPAR"}) | {"TERM"}
    words = [
        "a search term, word or quoted text" if n == "TERM" else _EXPECTED.get(n, n)
        for n in sorted(names, key=lambda n: _ORDER.index(n) if n in _ORDER else -1)
    ]
    if len(words) > 1:
        return ", ".join(words[:-1]) + " or " + words[-1]
    return words[0] if words else "something else"


def _syntax_error(exc: UnexpectedInput, text: str) -> Diagnostic:
    line = getattr(exc, "line", 1) or 1
    column = getattr(exc, "column", 1) or 1
    if isinstance(exc, UnexpectedToken) and exc.token.type == "$END":
        # Lark places the end token at the last token; point one past the end of the text.
        lines = text.splitlines() or [""]
        line, column = len(lines), len(lines[-1]) + 1
        expected = _expected(set(exc.expected))
        return Diagnostic(
            "Q0001",
            f"the query ends too soon: expected {expected}",
            Span(QUERY_FILE, line, column, line, column + 1),
        )
    if isinstance(exc, UnexpectedToken) and exc.token.type == "VALUE":
        # The contextual lexer found nothing and fell back to any terminal: name the first character.
        char = str(exc.token)[0]
        return Diagnostic(
            "Q0001",
            f"unexpected '{char}': expected {_expected(set(exc.expected))}",
            Span(QUERY_FILE, line, column, line, column + 1),
            hint='put text holding ( ) : < > = ! in quotes: "wow!"',
        )
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        span = _span(token)
        expected = _expected(set(exc.expected))
        found = f"'{token}'"
        hint = None
        if token.type == "RPAR":
            hint = "this ')' closes no '('"
        elif token.type == "OP":
            hint = 'quote a value that holds an operator: name:"a=b"'
        return Diagnostic("Q0001", f"unexpected {found}: expected {expected}", span, hint=hint)
    assert isinstance(exc, UnexpectedCharacters)
    char = exc.char
    span = Span(QUERY_FILE, line, column, line, column + 1)
    if char == '"':
        return Diagnostic(
            "Q0001",
            "this quoted text is never closed",
            Span(QUERY_FILE, line, column, line, len(text.splitlines()[line - 1]) + 1),
            hint='end it with a closing quote: name:"sulking slime"',
        )
    allowed = set(exc.allowed or ())
    return Diagnostic(
        "Q0001",
        f"unexpected '{char}': expected {_expected(allowed)}",
        span,
        hint='put text holding ( ) : < > = ! in quotes: "wow!"',
    )
