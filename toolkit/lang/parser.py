"""Card text → AST.

The LALR parser is built once from grammar/cards.lark and transforms inline
(no intermediate Lark tree), so parsing costs little more than bare Lark.
No Lark object leaves this module: syntax errors become diagnostics
(E0010–E0014) with what was expected, and parsing resumes at the next block so
that one run reports every broken block of a file.
"""

from __future__ import annotations

import itertools
import re
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from toolkit.lang import ast
from toolkit.lang.diagnostics import Diagnostic, Span

MAX_SYNTAX_ERRORS_PER_FILE = 50


def grammar_path(name: str) -> Path:
    """A grammar file: packaged beside the code in a wheel, at the repository root otherwise."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "_grammar" / name, here.parent / "grammar" / name):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"grammar file {name} is missing from the installation")


# ---------------------------------------------------------------- tokens → spans

_local = threading.local()


def _file() -> str:
    return getattr(_local, "file", "<string>")


def _tok_span(tok: Token) -> Span:
    return Span(_file(), tok.line, tok.column, tok.end_line, tok.end_column)  # type: ignore[arg-type]


def _span_of(first: object, last: object) -> Span:
    a = first.span if not isinstance(first, Token) else _tok_span(first)  # type: ignore[attr-defined]
    b = last.span if not isinstance(last, Token) else _tok_span(last)  # type: ignore[attr-defined]
    return Span(a.file, a.line, a.column, b.end_line, b.end_column)


_ESCAPE = re.compile(r"\\(.)")


def _unquote(raw: str) -> str:
    return _ESCAPE.sub(lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), raw[1:-1])


def _atom(tok: Token) -> ast.Atom:
    span = _tok_span(tok)
    kind = tok.type
    if kind == "INT":
        return ast.Number(int(tok), False, span)
    if kind == "SIGNED":
        return ast.Number(int(tok), True, span)
    if kind == "STRING":
        return ast.Text(_unquote(str(tok)), span)
    return ast.Word(str(tok), span)


@v_args(inline=False)
class _ToAst(Transformer):  # type: ignore[type-arg]
    """Inline LALR callbacks: each grammar rule becomes an AST node."""

    def phrase(self, items: list[Token]) -> ast.Phrase:
        atoms = tuple(_atom(t) for t in items)
        return ast.Phrase(atoms, _span_of(atoms[0], atoms[-1]))

    def comparison(self, items: list) -> ast.Comparison:
        if len(items) == 1:
            return ast.Comparison(items[0], None, None, items[0].span)
        left, op, right = items
        return ast.Comparison(left, str(op), right, _span_of(left, right))

    def negation(self, items: list) -> ast.Not:
        return ast.Not(items[0], items[0].span)

    def and_cond(self, items: list) -> ast.And:
        return ast.And(tuple(items), _span_of(items[0], items[-1]))

    def or_cond(self, items: list) -> ast.Or:
        return ast.Or(tuple(items), _span_of(items[0], items[-1]))

    def guard(self, items: list) -> ast.Guard:
        return ast.Guard(items[0], items[0].span)

    def target(self, items: list) -> ast.Target:
        prep, phrase = items
        return ast.Target(str(prep), phrase, _span_of(prep, phrase))

    def repeat(self, items: list) -> ast.Repeat:
        return ast.Repeat(items[0], items[0].span)

    def duration(self, items: list) -> ast.Duration:
        return ast.Duration(items[0], items[0].span)

    def effect(self, items: list) -> ast.Effect | ast.Choice:
        head = items[0]
        if isinstance(head, ast.Choice):
            return head
        return ast.Effect(head, tuple(items[1:]), _span_of(head, items[-1]))

    def choice(self, items: list) -> ast.Choice:
        chooser = items[0] if isinstance(items[0], ast.Phrase) else None
        options = tuple(tuple(o) for o in items[1 if chooser else 0 :])
        first = chooser or options[0][0]
        return ast.Choice(chooser, options, _span_of(first, options[-1][-1]))

    def effects(self, items: list) -> list:
        return items

    def clauses(self, items: list) -> list:
        return items

    def property(self, items: list) -> ast.Property:
        clauses = tuple(items[0])
        return ast.Property(clauses, _span_of(clauses[0], clauses[-1]))

    def rule(self, items: list) -> ast.Rule:
        head, body = tuple(items[0]), tuple(items[1])
        return ast.Rule(head, body, _span_of(head[0], body[-1]))

    def card_id(self, items: list[Token]) -> ast.Word:
        return ast.Word(str(items[0]), _tok_span(items[0]))

    def card(self, items: list) -> ast.CardBlock:
        kind, name, end = items[0], items[1], items[-1]
        rest = items[2:-1]
        card_id = rest[0] if rest and isinstance(rest[0], ast.Word) else None
        body = tuple(rest[1:] if card_id else rest)
        header_end = card_id if card_id else name
        return ast.CardBlock(
            ast.Word(str(kind), _tok_span(kind)),
            ast.Text(_unquote(str(name)), _tok_span(name)),
            card_id,
            body,
            _span_of(kind, header_end),
            end.line,
        )

    def test(self, items: list) -> ast.TestBlock:
        name, end = items[0], items[-1]
        return ast.TestBlock(
            ast.Text(_unquote(str(name)), _tok_span(name)), tuple(items[1:-1]), _tok_span(name), end.line
        )

    def game_decl(self, items: list[Token]) -> ast.Word:
        return ast.Word(str(items[0]), _tok_span(items[0]))

    def start(self, items: list) -> tuple[ast.Word, tuple[ast.Block, ...]]:
        return items[0], tuple(items[1:])

    def blocks(self, items: list) -> tuple[None, tuple[ast.Block, ...]]:
        return None, tuple(items)


def _record_comment(tok: Token) -> Token:
    comments = getattr(_local, "comments", None)
    if comments is not None:
        comments.append(tok)
    return tok


@lru_cache(maxsize=1)
def _card_parser() -> Lark:
    grammar = grammar_path("cards.lark").read_text(encoding="utf-8")
    # `blocks` is a second entry point used to resume after a syntax error.
    grammar += "\nblocks: _NL* block*\n"
    return Lark(
        grammar,
        parser="lalr",
        start=["start", "blocks"],
        transformer=_ToAst(),
        lexer_callbacks={"COMMENT": _record_comment},
        maybe_placeholders=False,
    )


@lru_cache(maxsize=1)
def bare_card_parser() -> Lark:
    """Lark alone on the same grammar, building its own tree (for benchmarks)."""
    grammar = grammar_path("cards.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", propagate_positions=True)


# ---------------------------------------------------------------- syntax errors

_TERMINAL_NAMES = {
    "NAME": "a word",
    "STRING": 'a quoted name ("...")',
    "INT": "a number",
    "SIGNED": "a signed number (+1, -2)",
    "_NL": "end of line",
    "LBRACE": "'{'",
    "BLOCK_END": "'}'",
    "LSQB": "'['",
    "RSQB": "']'",
    "LPAR": "'('",
    "RPAR": "')'",
    "COLON": "':'",
    "SEMICOLON": "';'",
    "COMMA": "','",
    "VBAR": "'|'",
    "AT": "'@'",
    "CMP": "a comparison (<, <=, =, >=, >)",
    "EACH": "'each'",
    "ON": "'on'",
    "FROM": "'from'",
    "GAME": "'game'",
    "TEST": "'test'",
    "IF": "'if'",
    "FOR": "'for'",
    "UNTIL": "'until'",
    "CHOOSE": "'choose'",
    "AND": "'and'",
    "OR": "'or'",
    "NOT": "'not'",
    "$END": "end of file",
}


def _describe_expected(expected: set[str]) -> str:
    names = sorted({_TERMINAL_NAMES.get(t, t.lower()) for t in expected})
    if len(names) > 6:
        names = [*names[:6], "..."]
    return ", ".join(names)


def _describe_token(tok: Token) -> str:
    if tok.type == "_NL":
        return "end of line"
    if tok.type == "$END":
        return "end of file"
    return f"'{tok}'"


def _syntax_diagnostic(err: UnexpectedInput, text: str) -> Diagnostic:
    file = _file()
    if isinstance(err, UnexpectedCharacters):
        line, col = err.line, err.column
        char = text[err.pos_in_stream] if err.pos_in_stream < len(text) else ""
        if char == '"':
            return Diagnostic(
                "E0012",
                "unterminated string: a quoted name must close on the same line",
                Span(file, line, col, line, col + 1),
                hint='add the closing quote ("); write \\" for a quote inside a name',
            )
        return Diagnostic(
            "E0011",
            f"unexpected character {char!r}",
            Span(file, line, col, line, col + 1),
            hint=f"expected {_describe_expected(set(err.allowed or ()))}" if err.allowed else None,
        )
    if isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
        last_line = text.count("\n") or 1
        expected = set(err.expected) if err.expected else set()
        return Diagnostic(
            "E0013",
            "unexpected end of file" + (": a block is not closed with '}'" if "BLOCK_END" in expected else ""),
            Span(file, last_line, 1, last_line, 2),
            hint=f"expected {_describe_expected(expected)}" if expected else None,
        )
    assert isinstance(err, UnexpectedToken)
    tok = err.token
    span = _tok_span(tok) if tok.line is not None else Span(file, 1, 1, 1, 2)
    if tok.type == "_NL":
        span = Span(file, span.line, span.column, span.line, span.column + 1)
    expected = set(err.expected)
    message = f"unexpected {_describe_token(tok)}; expected {_describe_expected(expected)}"
    hint = None
    if tok.type == "BLOCK_END":
        hint = "a closing '}' goes on a line of its own"
    elif expected <= {"_NL"} and tok.type != "_NL":
        hint = "put each field or rule on its own line"
    elif "STRING" in expected and tok.type == "NAME":
        hint = 'card and test names are quoted: monster "Sulking Slime" { ... }'
    elif "GAME" in expected:
        return Diagnostic(
            "E0014",
            "a card file must start with 'game NAME'",
            span,
            hint="write the game's name first, for example: game munchkin",
        )
    return Diagnostic("E0010", message, span, hint=hint)


# ---------------------------------------------------------------- public API


@dataclass(slots=True)
class ParseResult:
    file: ast.CardFile | None
    diagnostics: list[Diagnostic] = field(default_factory=list)


# A line at column 1 that is not a comment nor a closing brace starts a block.
_BLOCK_START = re.compile(r"^[^\s#}]", re.MULTILINE)


def parse(text: str, path: str = "<string>") -> ParseResult:
    """Parse card text; syntax problems come back as diagnostics, never as exceptions."""
    if not text.endswith("\n"):
        text += "\n"
    _local.file = path
    _local.comments = []
    try:
        try:
            game, blocks = _card_parser().parse(text, start="start")
        except UnexpectedInput:
            return _parse_with_recovery(text, path)
        comments = _comments(text)
        return ParseResult(ast.CardFile(game, blocks, comments, path))
    finally:
        _local.comments = None


def _comments(text: str) -> tuple[ast.Comment, ...]:
    lines = text.splitlines()
    out = []
    for tok in _local.comments or ():
        before = lines[tok.line - 1][: tok.column - 1] if tok.line <= len(lines) else ""
        out.append(ast.Comment(str(tok)[1:].strip(), tok.line, bool(before.strip())))
    return tuple(out)


def _parse_with_recovery(text: str, path: str) -> ParseResult:
    """Parse block by block so that every broken block is reported, not just the first."""
    diagnostics: list[Diagnostic] = []
    _local.comments = []
    starts = [m.start() for m in _BLOCK_START.finditer(text)]
    # The first chunk holds the game declaration; each later one starts a block.
    bounds = [0, *starts[1:], len(text)]
    chunks = list(itertools.pairwise(bounds))
    game: ast.Word | None = None
    blocks: list[ast.Block] = []
    preamble_failed = False
    for index, (begin, end) in enumerate(chunks):
        if len(diagnostics) >= MAX_SYNTAX_ERRORS_PER_FILE:
            break
        # Blank out everything before the chunk so lines and columns stay true.
        padded = "\n" * text.count("\n", 0, begin) + text[begin:end]
        if not padded.endswith("\n"):
            padded += "\n"
        try:
            if index == 0:
                game, first = _card_parser().parse(padded, start="start")
                blocks.extend(first)
            else:
                blocks.extend(_card_parser().parse(padded, start="blocks")[1])
        except UnexpectedInput as err:
            preamble_failed = preamble_failed or index == 0
            diagnostics.append(_syntax_diagnostic(err, padded))
    if game is None:
        if not preamble_failed:
            diagnostics.insert(
                0,
                Diagnostic(
                    "E0014",
                    "a card file must start with 'game NAME'",
                    Span(path, 1, 1, 1, 2),
                    hint="write the game's name first, for example: game munchkin",
                ),
            )
        return ParseResult(None, diagnostics)
    return ParseResult(ast.CardFile(game, tuple(blocks), _comments(text), path), diagnostics)
