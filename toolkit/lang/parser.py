"""Card text → AST.

The LALR parser is built once from grammar/cards.lark and transforms inline
(no intermediate Lark tree), so parsing costs little more than bare Lark.
No Lark object leaves this module: syntax errors become diagnostics
(E0010–E0014) with what was expected, and parsing resumes at the next block so
that one run reports every broken block of a file.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from lark import Lark, TextSlice, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from toolkit.lang import ast, lalr_tables
from toolkit.lang.diagnostics import Diagnostic, Span, did_you_mean, one_of
from toolkit.lang.formatter import format_phrase
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.printable import first_unsafe, printable

MAX_SYNTAX_ERRORS_PER_FILE = 50
# Every stage after the parser (checker, formatter, model JSON, engine, validator) walks
# conditions and choices recursively; this bound keeps them all far inside Python's stack.
# A real card nests two or three levels.
MAX_NESTING = 32
# Longer numbers would not fit the catalog's 64-bit integers (and Python refuses to convert
# more than 4,300 digits at all).
MAX_NUMBER_DIGITS = 18


def grammar_path(name: str) -> Path:
    """A grammar file: packaged beside the code in a wheel, at the repository root otherwise."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "_grammar" / name, here.parent / "grammar" / name):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"grammar file {name} is missing from the installation")


# ---------------------------------------------------------------- tokens → spans


class _ParseState(threading.local):
    """The parse under way in this thread: its file, and the lines before the text being parsed
    (error recovery and parse_blocks parse a file a piece at a time)."""

    file = "<string>"
    offset = 0
    comments: list[tuple[int, int, str]] | None = None


_local = _ParseState()
_tuple_new = tuple.__new__  # Span(...) goes through a Python-level __new__: this is the C one below it


def _file() -> str:
    return _local.file


def _offset() -> int:
    return _local.offset


def _tok_span(tok: Token) -> Span:
    local = _local
    shift = local.offset
    if shift:
        return _tuple_new(Span, (local.file, tok.line + shift, tok.column, tok.end_line + shift, tok.end_column))  # type: ignore[operator]
    # Unshifted, the span shares the token's int objects: adding 0 would make new ones (40 MB on 8 MB of cards).
    return _tuple_new(Span, (local.file, tok.line, tok.column, tok.end_line, tok.end_column))


def _span_of(first: Span, last: Span) -> Span:
    """From the start of ``first`` to the end of ``last``; ``first`` itself when they are one."""
    if first is last:
        return first
    return _tuple_new(Span, (first[0], first[1], first[2], last[3], last[4]))


_N = TypeVar("_N")


def _maker(cls: type[_N]) -> Callable[..., _N]:
    """``cls(*fields)`` for a frozen, slotted AST class, every field given in order and set through
    its slot's descriptor: the dataclass's own __init__ sets each field with object.__setattr__,
    which takes twice the time, and the parser makes a node per token. A node made so is the one
    the class makes (tests/test_parser.py holds them equal; no AST class has a __post_init__)."""
    setters = [getattr(cls, f.name).__set__ for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    new = object.__new__
    if len(setters) == 2:
        set_a, set_b = setters

        def make2(a: object, b: object) -> _N:
            node = new(cls)
            set_a(node, a)
            set_b(node, b)
            return node

        return make2
    if len(setters) == 3:
        set_a, set_b, set_c = setters

        def make3(a: object, b: object, c: object) -> _N:
            node = new(cls)
            set_a(node, a)
            set_b(node, b)
            set_c(node, c)
            return node

        return make3
    return cls


_word, _text, _number = _maker(ast.Word), _maker(ast.Text), _maker(ast.Number)
_phrase, _effect, _property, _rule = _maker(ast.Phrase), _maker(ast.Effect), _maker(ast.Property), _maker(ast.Rule)
_guard, _and, _or, _not = _maker(ast.Guard), _maker(ast.And), _maker(ast.Or), _maker(ast.Not)

_ESCAPE = re.compile(r"\\(.)")


def _unquote(raw: str) -> str:
    if "\\" not in raw:
        return raw[1:-1]
    return _ESCAPE.sub(lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), raw[1:-1])


class _ToAst:
    """Inline LALR callbacks: each grammar rule becomes an AST node as the parser reduces it.

    A plain class, not a lark Transformer: Lark then calls each method with the rule's children
    directly (a Transformer's v_args wrapper is one more call per reduction), and builds its own
    small Tree only for the helper rules of repetitions (``x*``), which the rule above unpacks.
    Methods named after terminals run as the parser shifts the token: every word, number and
    quoted text becomes its atom there, once, wherever the grammar puts it.
    """

    # ------------------------------------------------------------ terminals (as they are shifted)

    def NAME(self, tok: Token) -> ast.Word:  # named as the terminal: Lark calls it so
        local = _local  # _tok_span, inline: most tokens are words
        if local.offset:
            return _word(str(tok), _tok_span(tok))
        return _word(str(tok), _tuple_new(Span, (local.file, tok.line, tok.column, tok.end_line, tok.end_column)))

    EACH = NAME

    def INT(self, tok: Token) -> ast.Number:
        return _number(int(tok), False, _tok_span(tok))

    def SIGNED(self, tok: Token) -> ast.Number:
        return _number(int(tok), True, _tok_span(tok))

    def STRING(self, tok: Token) -> ast.Text:
        return _text(_unquote(str(tok)), _tok_span(tok))

    # ------------------------------------------------------------ rules

    def phrase(self, atoms: list[ast.Atom]) -> ast.Phrase:
        return _phrase(tuple(atoms), _span_of(atoms[0].span, atoms[-1].span))

    def comparison(self, items: list) -> ast.Comparison:
        if len(items) == 1:
            return ast.Comparison(items[0], None, None, items[0].span)
        left, op, right = items
        return ast.Comparison(left, str(op), right, _span_of(left.span, right.span))

    def negation(self, items: list) -> ast.Not:
        return _not(items[0], items[0].span)

    def and_cond(self, items: list) -> ast.And:
        return _and(tuple(items), _span_of(items[0].span, items[-1].span))

    def or_cond(self, items: list) -> ast.Or:
        return _or(tuple(items), _span_of(items[0].span, items[-1].span))

    def guard(self, items: list) -> ast.Guard:
        return _guard(items[0], items[0].span)

    def target(self, items: list) -> ast.Target:
        prep, phrase = items
        return ast.Target(str(prep), phrase, _span_of(_tok_span(prep), phrase.span))

    def repeat(self, items: list) -> ast.Repeat:
        return ast.Repeat(items[-1], items[-1].span)  # items[0] is the FOR_EACH token

    def duration(self, items: list) -> ast.Duration:
        return ast.Duration(items[0], items[0].span)

    def effect(self, items: list) -> ast.Effect | ast.Choice:
        head = items[0]
        if len(items) == 1:
            if isinstance(head, ast.Choice):
                return head
            return _effect(head, (), head.span)
        return _effect(head, tuple(items[1:]), _span_of(head.span, items[-1].span))

    def set_effect(self, items: list) -> ast.Effect:
        # `hand limit = 7` is `hand limit 7` (the "= N" of docs/language.md): the two phrases are
        # one, so the checker and the formatter see the form they know (the formatter writes it
        # back without the '='). Any other comparison has no meaning outside a condition.
        left, op, right, *modifiers = items
        if op != "=":
            raise _Refused(
                Diagnostic(
                    "E0010", f"unexpected '{op}': a comparison outside an 'if' condition", _tok_span(op), hint=_SET_HINT
                )
            )
        first = right.atoms[0]
        if isinstance(first, ast.Number) and first.signed:
            # `= -3` sets nothing: '=' sets a number, the sign changes one. Read as either, half the
            # designers would get what they did not mean (it was silently the change `-3`).
            said = f"{format_phrase(left)} {first.source()}"
            raise _Refused(
                Diagnostic(
                    "E0010",
                    f"'= {first.source()}': '=' sets a number to a whole number, a sign changes it",
                    first.span,
                    hint=f"write '{said}' to change it, or '{format_phrase(left)} = N' to set it",
                )
            )
        head = _phrase(left.atoms + right.atoms, _span_of(left.span, right.span))
        end = modifiers[-1].span if modifiers else head.span
        return _effect(head, tuple(modifiers), _span_of(head.span, end))

    def choice(self, items: list) -> ast.Choice:
        chooser = items[0] if isinstance(items[0], ast.Phrase) else None
        options = tuple(tuple(o) for o in items[1 if chooser else 0 :])
        first = chooser or options[0][0]
        return ast.Choice(chooser, options, _span_of(first.span, options[-1][-1].span))

    def effects(self, items: list) -> list:
        return items

    def clauses(self, items: list) -> list:
        return items

    def property(self, items: list) -> ast.Property:
        clauses = tuple(items[0])
        return _property(clauses, _span_of(clauses[0].span, clauses[-1].span))

    def rule(self, items: list) -> ast.Rule:
        head, body = tuple(items[0]), tuple(items[1])
        return _rule(head, body, _span_of(head[0].span, body[-1].span))

    def card_id(self, items: list[ast.Word]) -> ast.Word:
        return items[0]

    def card(self, items: list) -> ast.CardBlock:
        kind, name, end = items[0], items[1], items[-1]
        _named(name, "card")
        rest = items[2:-1]
        card_id = rest[0] if rest and isinstance(rest[0], ast.Word) else None
        body = tuple(rest[1:] if card_id else rest)
        header_end = card_id if card_id else name
        return ast.CardBlock(kind, name, card_id, body, _span_of(kind.span, header_end.span), end.line + _local.offset)

    def test(self, items: list) -> ast.TestBlock:
        name, end = items[0], items[-1]
        _named(name, "test block")
        return ast.TestBlock(name, tuple(items[1:-1]), name.span, end.line + _local.offset)

    def game_decl(self, items: list[ast.Word]) -> ast.Word:
        return items[0]

    def start(self, items: list) -> tuple[ast.Word, tuple[ast.Block, ...]]:
        return items[0], tuple(items[1:])

    def blocks(self, items: list) -> tuple[None, tuple[ast.Block, ...]]:
        return None, tuple(items)


def _named(name: ast.Text, what: str) -> None:
    """A card or test block names something (E0018): "" or spaces alone name nothing a test block, a
    report, the catalog or a card face could point to."""
    if not name.value.strip():
        raise _Refused(
            Diagnostic(
                "E0018",
                f"empty name: a {what} needs a name of its own between the quotes",
                name.span,
                hint='write the name, as in "Sulking Slime"',
            )
        )


def _record_comment(tok: Token) -> Token:
    comments = _local.comments
    if comments is not None:
        comments.append((tok.line + _local.offset, tok.column, str(tok)))
    return tok


class _Refused(Exception):
    """Raised from the token stream: the block holds something no later stage may see."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


# Tokens that can stand inside the operand of a `not` without ending it.
_OPERAND_TOKENS = frozenset({"NAME", "INT", "SIGNED", "STRING", "EACH", "CMP"})
_OPENERS = frozenset({"LPAR", "LSQB", "NOT"})
_CLOSES = {"RPAR": "LPAR", "RSQB": "LSQB"}


class _TokenGuard:
    """Lark post-lexer: checks each token as the LALR parser pulls it, before any tree exists.

    It refuses (E0015) nesting deeper than MAX_NESTING, counted as the brackets, parentheses
    and `not`s open at a token, so that 100,000 of them stop at the first one too many
    instead of growing the parser's stack; quoted text holding control characters (E0016);
    and numbers longer than MAX_NUMBER_DIGITS digits (E0017).
    """

    always_accept: tuple[str, ...] = ()

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        open_: list[str] = []
        for tok in stream:
            kind = tok.type
            if kind in _OPERAND_TOKENS:
                if kind == "STRING":
                    _check_string(tok)
                elif kind in ("INT", "SIGNED") and len(tok) > MAX_NUMBER_DIGITS + (kind == "SIGNED"):
                    raise _Refused(_long_number(tok))
            elif kind in _OPENERS:
                open_.append(kind)
                if len(open_) > MAX_NESTING:
                    raise _Refused(_too_deep(tok))
            elif open_:
                if kind == "_NL":
                    open_.clear()  # a statement is one line: nothing stays open past it
                else:
                    # Any other token ends the operand of the `not`s just before it ...
                    while open_ and open_[-1] == "NOT":
                        open_.pop()
                    # ... and a closing bracket ends its group (the `not`s before the group
                    # end at the token after it).
                    if open_ and open_[-1] == _CLOSES.get(kind):
                        open_.pop()
            yield tok


def _too_deep(tok: Token) -> Diagnostic:
    return Diagnostic(
        "E0015",
        f"too deeply nested: more than {MAX_NESTING} levels of parentheses, brackets and 'not'",
        _tok_span(tok),
        hint="split the condition or choice: a card's rule rarely needs more than three levels",
    )


def _long_number(tok: Token) -> Diagnostic:
    return Diagnostic(
        "E0017",
        f"number too long: {len(tok.lstrip('+-')):,} digits (at most {MAX_NUMBER_DIGITS})",
        _tok_span(tok),
        hint="no card needs a number that large; write the amount the card means",
    )


def _check_string(tok: Token) -> None:
    """Refuse control, bidi and separator characters in quoted text, raw or as an escape (E0016)."""
    raw = str(tok)
    at = first_unsafe(raw)
    if at is not None:
        message = f"control character '{printable(raw[at])}' in a quoted name or text"
    else:
        # '\\n' and '\\t' would put a newline or a tab into the value: refused the same way.
        escape = next((m for m in _ESCAPE.finditer(raw) if m.group(1) in "nt"), None)
        if escape is None:
            return
        at = escape.start()
        message = f"escape '{escape.group()}' puts a control character in a quoted name or text"
    # A quoted text never spans lines, so the bad character's column is the token's plus its index.
    line, column = _tok_span(tok).line, tok.column + at  # type: ignore[operator]
    raise _Refused(
        Diagnostic(
            "E0016",
            message,
            Span(_file(), line, column, line, column + 1),
            hint="names and texts hold printable characters only: remove it, or write a space",
        )
    )


def _card_grammar() -> tuple[str, Path]:
    """The card grammar's text as the parser is built from it, and where its tables are kept."""
    path = grammar_path("cards.lark")
    # `blocks` is a second entry point used to resume after a syntax error.
    return path.read_text(encoding="utf-8") + "\nblocks: _NL* block*\n", lalr_tables.tables_path(path)


def _card_options() -> dict[str, object]:
    return {
        "parser": "lalr",
        "start": ["start", "blocks"],
        "transformer": _ToAst(),
        "lexer_callbacks": {"COMMENT": _record_comment},
        "postlex": _TokenGuard(),
        "maybe_placeholders": False,
    }


@lru_cache(maxsize=1)
def _card_parser() -> Lark:
    # The LALR tables are read from grammar/cards.tables.json when it is current (toolkit/lang/lalr_tables.py):
    # building them cost every process 0.05-0.07 s, a fifth of a `deckwright check` of one card.
    grammar, kept = _card_grammar()
    return lalr_tables.lark_parser(grammar, kept, **_card_options())


def build_card_parser() -> Lark:
    """The card parser with its tables built, never read (what a stale or missing file gives)."""
    grammar, _ = _card_grammar()
    return Lark(grammar, **_card_options())


def write_card_tables() -> list[tuple[Path, bool]]:
    """Write the card grammar's tables beside it (``python -m toolkit.lang.tables``)."""
    grammar, kept = _card_grammar()
    return [(kept, lalr_tables.write(grammar, kept, **_card_options()))]


@lru_cache(maxsize=1)
def bare_card_parser() -> Lark:
    """Lark alone on the same grammar, building its own tree (for benchmarks)."""
    grammar = grammar_path("cards.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", propagate_positions=True)


# ---------------------------------------------------------------- syntax errors

_TERMINAL_NAMES = {
    "NAME": "a word",
    "STRING": 'a quoted text ("...")',
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
    "CMP": "a comparison (<, <=, =, !=, >=, >)",
    "EACH": "'each'",
    "ON": "'on'",
    "FROM": "'from'",
    "GAME": "'game'",
    "TEST": "'test'",
    "IF": "'if'",
    "FOR": "'for'",
    "FOR_EACH": "'for each'",
    "UNTIL": "'until'",
    "CHOOSE": "'choose'",
    "AND": "'and'",
    "OR": "'or'",
    "NOT": "'not'",
    "$END": "end of file",
}


# The order in which expected tokens are named: the likeliest fix first.
_EXPECTED_ORDER = (
    "_NL", "COLON", "BLOCK_END", "LBRACE", "AT", "STRING", "NAME", "INT", "SIGNED", "COMMA", "SEMICOLON",
    "VBAR", "RSQB", "RPAR", "LSQB", "LPAR", "CMP", "IF", "ON", "FROM", "FOR", "FOR_EACH", "EACH", "UNTIL", "CHOOSE",
    "AND", "OR", "NOT", "GAME", "TEST", "$END",
)  # fmt: skip
_VALUE_TOKENS = frozenset({"NAME", "INT", "SIGNED", "STRING"})
_MAX_EXPECTED = 5


def _describe_expected(expected: set[str]) -> str:
    """'end of line, ':' or ','': what the parser could take, likeliest first."""
    rank = {name: i for i, name in enumerate(_EXPECTED_ORDER)}
    many_values = len(expected & _VALUE_TOKENS) >= 3
    names: list[str] = []
    for token in sorted(expected, key=lambda t: (rank.get(t, len(rank)), t)):
        name = "a value (word, number or text)" if many_values and token in _VALUE_TOKENS else None
        name = name or _TERMINAL_NAMES.get(token, token.lower())
        if name not in names:
            names.append(name)
    if len(names) > _MAX_EXPECTED:
        return ", ".join(names[:_MAX_EXPECTED]) + ", ..."
    return one_of(names)


def _describe_token(tok: Token) -> str:
    if tok.type == "_NL":
        return "end of line"
    if tok.type == "$END":
        return "end of file"
    return f"'{tok}'"


_TYPOGRAPHIC_QUOTES = "“”„‟«»"
_SINGLE_QUOTES = "'‘’‚‛"
_CURRENCY = "$€£¥"


def _character_hint(char: str) -> str:
    if char in _TYPOGRAPHIC_QUOTES:
        return 'quote names and texts with straight double quotes ("), not typographic ones (“ ”)'
    if char in _SINGLE_QUOTES:
        return 'quote names and texts with double quotes: "Sulking Slime"'
    if char in _CURRENCY:
        return "write amounts as plain numbers, without a currency sign: gold 200, or cost 4 money"
    return (
        "card text is made of words, numbers (8, +3, -1) and quoted texts, "
        "with : , ; | [ ] ( ) { } @ between them; put any other character inside quotes"
    )


def _unclosed_block(text: str) -> tuple[int, int] | None:
    """Line and column of the '{' of the last block header in ``text``, if it has one."""
    for match in reversed(list(_BLOCK_START.finditer(text))):
        end = text.find("\n", match.start())
        header = text[match.start() : end if end >= 0 else len(text)]
        brace = header.rfind("{")
        if brace >= 0:
            return text.count("\n", 0, match.start()) + 1, brace + 1
    return None


def _syntax_diagnostic(err: UnexpectedInput, text: str, next_block_line: int | None = None) -> Diagnostic:
    """One syntax error as a diagnostic. ``next_block_line``: where the next block starts, when the
    text is one chunk of a file (see _parse_with_recovery) rather than all of it; the chunk's
    lines then count from _offset() + 1."""
    file = _file()
    offset = _offset()
    if isinstance(err, UnexpectedCharacters):
        line, col = err.line + offset, err.column
        char = text[err.pos_in_stream] if err.pos_in_stream < len(text) else ""
        if char == '"':
            return Diagnostic(
                "E0012",
                "unterminated string: a quoted name or text must close on the same line",
                Span(file, line, col, line, col + 1),
                hint='add the closing quote ("); write \\" for a quote inside the text',
            )
        return Diagnostic(
            "E0011",
            f"unexpected character {char!r}",
            Span(file, line, col, line, col + 1),
            hint=_character_hint(char),
        )
    if isinstance(err, UnexpectedEOF) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
        expected = set(err.expected) if err.expected else set()
        opener = _unclosed_block(text) if "BLOCK_END" in expected else None
        if opener is not None:
            line, col = opener[0] + offset, opener[1]
            if next_block_line is not None:
                message = f"the block opened on line {line} is not closed: '}}' missing before line {next_block_line}"
            else:
                message = f"unexpected end of file: the block opened on line {line} is not closed with '}}'"
            return Diagnostic(
                "E0013",
                message,
                Span(file, line, col, line, col + 1),
                hint="add a line holding only '}' after the block's last field or rule",
            )
        last_line = max(1, offset + text.count("\n"))
        return Diagnostic(
            "E0013",
            "unexpected end of file",
            Span(file, last_line, 1, last_line, 2),
            hint=f"expected {_describe_expected(expected)}" if expected else None,
        )
    assert isinstance(err, UnexpectedToken)
    tok = err.token
    span = _tok_span(tok) if tok.line is not None else Span(file, 1, 1, 1, 2)
    if tok.type == "_NL":
        span = Span(file, span.line, span.column, span.line, span.column + 1)
    expected = set(err.expected)
    if "GAME" in expected:
        misspelt = tok.type == "NAME" and did_you_mean(str(tok), ["game"]) is not None
        return Diagnostic(
            "E0014",
            "a card file must start with 'game NAME'" + ("; did you mean 'game'?" if misspelt else ""),
            span,
            hint=_name_the_game("write the game's name first"),
        )
    message = f"unexpected {_describe_token(tok)}; expected {_describe_expected(expected)}"
    at = tok.start_pos if tok.start_pos is not None else 0
    before = text[text.rfind("\n", 0, at) + 1 : at].rstrip()  # the text before the token on its line
    return Diagnostic("E0010", message, span, hint=_token_hint(tok, expected, before))


def _name_the_game(advice: str) -> str:
    """A hint that names the games there are: the parser knows none by name (docs/architecture.md, Layers)."""
    from toolkit.lang import games  # the registry, only on this error path: it loads every ruleset

    known = list(games.names())
    if not known:
        return f"{advice}: game NAME"
    # The example is a game one can play (and test) today, where there is one.
    example = next((name for name in known if games.all_rulesets()[name].has_engine), known[0])
    return f"{advice}, for example: game {example}" + (f" (games: {', '.join(known)})" if len(known) > 1 else "")


_SET_HINT = (
    "a field takes its value after a space, as in 'level 8'; a rule's number is set with "
    "'hand limit 7' or 'hand limit = 7' and changed with 'hand limit +1'; "
    "comparisons (<, <=, =, !=, >=, >) belong in an 'if' condition"
)


def _token_hint(tok: Token, expected: set[str], before: str) -> str | None:
    """What a designer most likely meant, given the unexpected token and the text before it on its line."""
    if tok.type == "BLOCK_END":
        if not before:
            return "this '}' closes no block: remove it, or add the '{' it should close"
        return "a closing '}' goes on a line of its own"
    if expected == {"NAME"} and before.endswith("@"):
        return "a card id follows the '@' with no space: @mun-001"
    if tok.type == "LBRACE":
        return "a block starts at the beginning of a line: is the block above missing its closing '}'?"
    if tok.type == "CMP":
        if before and before[-1] in "<>=!" and "CMP" not in expected:
            return f"did you mean '{tok}{before[-1]}'? the '=' of <=, >= and != comes last"
        return _SET_HINT
    if tok.type == "GAME":
        return "a file names its game once, on its first line"
    if expected and expected <= {"AT", "LBRACE"}:
        return "the '{' that opens a card goes on the same line as its name: monster \"Sulking Slime\" {"
    if tok.type == "RSQB" and expected == {"VBAR"}:
        return "a choice offers two or more options separated by '|': choose victim [lose 1 level | lose headgear]"
    if expected == {"NAME"} and before == "game":
        return _name_the_game("name the game")
    if before[-1:] in ("<", ">", "=") and tok.type in ("COLON", "_NL", "COMMA", "SEMI") and "if" in before.split():
        # `if level > : ...`: the missing piece is what is compared, not a second colon (in a condition
        # only: `hand limit =` sets a rule number and wants its number, which no comparison hint says).
        op = before.split()[-1]
        return f"a comparison needs what it compares with after '{op}': if level {op} 3"
    last = before.rsplit(None, 1)[-1] if before.strip() else ""
    if last in ("and", "or", "not") and tok.type in ("COLON", "_NL", "COMMA"):
        example = "if not race elf" if last == "not" else f"if level > 2 {last} race elf"
        return f"'{last}' needs a condition after it: {example}"
    if tok.type == "AND" and before.lstrip().split(" ", 1)[0] in ("given", "when", "expect"):
        return "the steps of a test line are separated by ',': expect alice level 2, bob level 1"
    if tok.type == "_NL" and before[-1:] in (",", ";", "|"):
        return f"nothing follows the '{before[-1]}': remove it, or finish the line"
    if tok.type == "COLON" and "COLON" not in expected:
        return "a rule has one colon: the timing window, conditions and costs before it, the effects after it"
    if expected <= {"_NL"} and tok.type != "_NL":
        return "put each field or rule on its own line"
    if "STRING" in expected and tok.type == "NAME":
        return 'card and test names are quoted: monster "Sulking Slime" { ... }'
    return None


# ---------------------------------------------------------------- public API


@dataclass(slots=True)
class ParseResult:
    file: ast.CardFile | None
    diagnostics: list[Diagnostic] = field(default_factory=list)


# A line at column 1 that is not a comment nor a brace starts a block (a '{' alone belongs to the line above).
_BLOCK_START = re.compile(r"^[^\s#{}]", re.MULTILINE)
# The same after the first line, found five times faster: the regex engine looks for the newline
# with a fast scan, where '^' is tried at every character of the text.
_LATER_BLOCK_START = re.compile(r"\n[^\s#{}]")


def _block_starts(text: str) -> list[int]:
    """Where each line that starts a block begins (as _BLOCK_START finds them)."""
    starts = [m.start() + 1 for m in _LATER_BLOCK_START.finditer(text)]
    if _BLOCK_START.match(text):
        starts.insert(0, 0)
    return starts


def parse(text: str, path: str = "<string>") -> ParseResult:
    """Parse card text; syntax problems come back as diagnostics, never as exceptions."""
    if not text.endswith("\n"):
        text += "\n"
    with gc_paused():
        return _parse(text, path)


def _parse(text: str, path: str) -> ParseResult:
    _local.file, _local.offset = path, 0
    _local.comments = []
    try:
        try:
            game, blocks = _card_parser().parse(text, start="start")
        except (UnexpectedInput, _Refused):
            failed = True
        else:
            failed = False
        if failed:
            # Recovery starts outside the handler: the exception (Lark's parser state, with every
            # block parsed so far) is gone by then, not held while the file is parsed again.
            return _parse_with_recovery(text, path)
        comments = _comments(text)
        return ParseResult(ast.CardFile(game, blocks, comments, path))
    finally:
        _local.comments = None


def _comments(text: str) -> tuple[ast.Comment, ...]:
    lines = text.split("\n")  # Lark counts lines by '\n' alone; so must we
    out = []
    for line, column, raw in _local.comments or ():
        before = lines[line - 1][: column - 1] if line <= len(lines) else ""
        out.append(ast.Comment(raw[1:].strip(), line, bool(before.strip())))
    return tuple(out)


def _parse_with_recovery(text: str, path: str) -> ParseResult:
    """Parse block by block so that every broken block is reported, not just the first."""
    diagnostics: list[Diagnostic] = []
    _local.comments = []
    game: ast.Word | None = None
    blocks: list[ast.Block] = []
    preamble_failed = False
    for index, chunk in enumerate(_chunks(text, path)):
        if len(diagnostics) >= MAX_SYNTAX_ERRORS_PER_FILE:
            break
        if index == 0:
            game = chunk.game
        blocks.extend(chunk.blocks)
        if chunk.diagnostic is not None:
            preamble_failed = preamble_failed or index == 0
            diagnostics.append(chunk.diagnostic)
    if game is None:
        if not preamble_failed:
            diagnostics.insert(
                0,
                Diagnostic(
                    "E0014",
                    "a card file must start with 'game NAME'",
                    Span(path, 1, 1, 1, 2),
                    hint=_name_the_game("write the game's name first"),
                ),
            )
        return ParseResult(None, diagnostics)
    return ParseResult(ast.CardFile(game, tuple(blocks), _comments(text), path), diagnostics)


@dataclass(slots=True)
class Chunk:
    """A piece of a file parsed alone: the first holds the game declaration, each later one a block."""

    game: ast.Word | None
    blocks: tuple[ast.Block, ...]
    diagnostic: Diagnostic | None
    next_line: int  # the first line after the chunk
    size: int = 0  # the chunk's characters (a caller batching chunks bounds its memory by them)


def parse_blocks(text: str, path: str = "<string>", batch_chars: int = 0) -> Iterator[Chunk]:
    """A file one block at a time, for a caller that is done with each block before the next (load):
    the whole file's tree then never exists at once. Comments are not collected.

    The first chunk holds the game's declaration. ``batch_chars``: each later chunk holds the blocks
    of at least that many characters (and whole blocks: a chunk ends where a block starts), parsed
    in one go; 0, one block each. Each parse has a fixed cost (Lark sets up its lexer and parser
    state: about 80 microseconds), as much as a small card's parsing itself.

    A chunk that does not parse alone comes with its diagnostic. That may be a syntax error, or a
    valid file whose statements start at column 1 (cut there into pieces that are not blocks):
    :func:`parse` of the whole text decides which. A batch that does not parse is parsed again
    block by block, so that the chunks up to the first that fails are as they are without batches.
    """
    if not text.endswith("\n"):
        text += "\n"
    return _chunks(text, path, batch_chars)


def _chunks(text: str, path: str, batch_chars: int = 0) -> Iterator[Chunk]:
    starts = _block_starts(text)
    bounds = [0, *starts[1:], len(text)]
    pieces = list(itertools.pairwise(bounds))
    lines_before = 0  # lines of the text before the chunk
    index = 0
    while index < len(pieces):
        begin = pieces[index][0]
        last = index  # the batch's last piece: the game's declaration is a chunk of its own
        if index:
            while last + 1 < len(pieces) and pieces[last][1] - begin < batch_chars:
                last += 1
        if last > index:
            end = pieces[last][1]
            blocks = _parse_batch(text, path, begin, end)
            if blocks is not None:
                size = end - begin
                lines_before, index = lines_before + text.count("\n", begin, end), last + 1
                yield Chunk(None, blocks, None, lines_before + 1, size)
                del blocks  # before the next parse: the caller is done with its trees
                continue
        for begin, end in pieces[index : last + 1]:
            chunk = _parse_piece(text, path, begin, end, lines_before, index)
            lines_before, index = chunk.next_line - 1, index + 1
            yield chunk
            del chunk


def _parse_batch(text: str, path: str, begin: int, end: int) -> tuple[ast.Block, ...] | None:
    """The blocks of ``text[begin:end]`` (``begin`` where a block starts), or None when they do not
    parse (the caller parses them again one by one, for the diagnostic of each). Lark reads the
    slice in place, from the newline before it, as it reads it in the whole file, and counts its
    lines and columns from the start of the text: its tokens carry the file's own positions, so
    no span needs shifting."""
    _local.file, _local.offset = path, 0
    with gc_paused():
        try:
            _, blocks = _card_parser().parse(TextSlice(text, begin - 1, end), start="blocks")
        except (_Refused, UnexpectedInput):
            return None
    return blocks


def _parse_piece(text: str, path: str, begin: int, end: int, lines_before: int, index: int) -> Chunk:
    """``text[begin:end]`` parsed alone: the game's declaration (``index`` 0), else blocks."""
    # Each chunk is parsed alone, its lines shifted by the lines before it: no copy of the
    # text before it (that made recovery quadratic in the size of the file). A later chunk
    # keeps one newline before it, as the parser saw it in the whole file.
    lead = "\n" if index else ""
    chunk = lead + text[begin:end]
    if not chunk.endswith("\n"):
        chunk += "\n"
    next_line = lines_before + text.count("\n", begin, end) + 1
    game: ast.Word | None = None
    blocks: tuple[ast.Block, ...] = ()
    problem: Diagnostic | None = None
    # Set for this parse only: the caller runs between chunks, and may parse on its own.
    _local.file, _local.offset = path, lines_before - len(lead)
    with gc_paused():
        try:
            game, blocks = _card_parser().parse(chunk, start="blocks" if index else "start")
        except _Refused as refused:
            problem = refused.diagnostic
        except UnexpectedInput as err:
            problem = _syntax_diagnostic(err, chunk, next_line if end < len(text) else None)
        finally:
            _local.offset = 0
    return Chunk(game, blocks, problem, next_line, end - begin)
