"""Search: a parsed query → one SQLAlchemy WHERE clause over the catalog.

Every filter runs in the database; nothing is filtered in Python. The keys
come from two places: a fixed set over catalog columns (``kind:``, ``game:``,
``name:``, ``tag:``, ...) and the games' vocabularies, so a numeric field a
ruleset declares (``level``, ``bonus``, ``gold``, ...) is searchable as soon
as it exists. A key, operator or value that cannot work is a diagnostic
(Q0002–Q0004); all of them are reported at once.

Comparisons on fields only match cards that have the field (``level!=8`` is
monsters of another level); ``-`` negates a whole term, so ``-level>3`` also
matches cards without a level.
"""

from __future__ import annotations

import enum
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import ColumnElement, and_, false, func, not_, or_, true
from sqlmodel import col

from toolkit.catalog.query import AllOf, AnyOf, Comparison, Not, Query, Words
from toolkit.catalog.tables import CardRow, CardSetRow, GameRow
from toolkit.lang.diagnostics import DeckwrightError, Diagnostic, did_you_mean
from toolkit.rulesets import all_rulesets

Clause = ColumnElement[bool]


class Match(enum.Enum):
    EXACT = "exact"  # case-insensitive equality: kind:monster
    TEXT = "text"  # case-insensitive substring with ':', equality with '='
    TAG = "tag"  # one of the card's tags
    NUMBER = "number"  # a whole number, all six comparisons
    FLAG = "flag"  # yes or no


TEXT_OPS = frozenset({":", "=", "!="})
ALL_OPS = frozenset({":", "=", "!=", "<", "<=", ">", ">="})


@dataclass(frozen=True, slots=True)
class Key:
    name: str
    match: Match
    column: Callable[[], ColumnElement[Any]]
    doc: str
    folded: bool = False  # the column already holds case-folded text

    @property
    def operators(self) -> frozenset[str]:
        return ALL_OPS if self.match is Match.NUMBER else TEXT_OPS


def _field(name: str, cast: str) -> Callable[[], ColumnElement[Any]]:
    def column() -> ColumnElement[Any]:
        # as_integer() / as_string() / as_boolean(): JSON access every SQLAlchemy dialect compiles.
        return getattr(col(CardRow.fields)[name], cast)()  # type: ignore[no-any-return]

    return column


_FIXED = (
    Key("game", Match.EXACT, lambda: col(GameRow.name), "the game: munchkin, munchkin-kungfu"),
    Key("kind", Match.EXACT, lambda: col(CardRow.kind), "the card kind: monster, item, curse, ..."),
    Key("deck", Match.EXACT, lambda: col(CardRow.deck), "door or treasure"),
    Key("id", Match.EXACT, lambda: col(CardRow.key), "the card's @id (its name as a slug when it has none)"),
    Key("set", Match.TEXT, lambda: col(CardSetRow.path), "the card set: the path of its file"),
    Key("name", Match.TEXT, lambda: col(CardRow.search_name), "the card's name", folded=True),
    Key("text", Match.TEXT, lambda: col(CardRow.search_text), "the card's text as written", folded=True),
    Key("tag", Match.TAG, lambda: col(CardRow.tags), "one of the card's tags"),
)
_ALIASES = {"tags": "tag"}


@cache
def search_keys() -> dict[str, Key]:
    """Every key a query may use: the fixed ones, then each field the games' vocabularies declare."""
    keys = {key.name: key for key in _FIXED}
    for ruleset in all_rulesets().values():
        for kind in ruleset.vocabulary.kinds.values():
            for spec in kind.fields:
                if spec.name in keys or spec.name in _ALIASES:
                    continue
                if spec.type in ("int", "signed"):
                    keys[spec.name] = Key(spec.name, Match.NUMBER, _field(spec.name, "as_integer"), spec.doc)
                elif spec.type == "enum":
                    keys[spec.name] = Key(spec.name, Match.EXACT, _field(spec.name, "as_string"), spec.doc)
                elif spec.type == "flag":
                    keys[spec.name] = Key(spec.name, Match.FLAG, _field(spec.name, "as_boolean"), spec.doc)
    return dict(sorted(keys.items()))


# ---------------------------------------------------------------- compiling


_NUMBER = re.compile(r"^[+-]?\d+$")
_FLAGS = {"yes": True, "true": True, "no": False, "false": False}


class _Compiler:
    def __init__(self) -> None:
        self.keys = search_keys()
        self.problems: list[Diagnostic] = []

    def compile(self, query: Query) -> Clause:
        if isinstance(query, AllOf):
            return and_(*(self.compile(q) for q in query.operands))
        if isinstance(query, AnyOf):
            return or_(*(self.compile(q) for q in query.operands))
        if isinstance(query, Not):
            return not_(self.compile(query.operand))
        if isinstance(query, Words):
            return _words(query.text)
        return self.comparison(query)

    def comparison(self, term: Comparison) -> Clause:
        key = self.keys.get(_ALIASES.get(term.key, term.key))
        if key is None:
            best = did_you_mean(term.key, [*self.keys, *_ALIASES])
            self.problems.append(
                Diagnostic(
                    "Q0002",
                    f"unknown search key '{term.key}'" + (f"; did you mean '{best}'?" if best else ""),
                    term.key_span,
                    hint="search keys: " + ", ".join(self.keys),
                )
            )
            return false()
        if term.op not in key.operators:
            self.problems.append(
                Diagnostic(
                    "Q0004",
                    f"'{term.op}' does not apply to '{key.name}': it takes {key.name}:VALUE or {key.name}!=VALUE",
                    term.op_span,
                    hint="< <= > >= compare numeric fields only: " + ", ".join(self._numeric()),
                )
            )
            return false()
        column = key.column()
        if key.match is Match.NUMBER:
            if not _NUMBER.match(term.value):
                self.problems.append(
                    Diagnostic(
                        "Q0003",
                        f"'{key.name}' is compared with a whole number, not '{term.value}'",
                        term.value_span,
                        hint=f"for example: {key.name}>=2",
                    )
                )
                return false()
            return _has(column, _compare(column, term.op, int(term.value)))
        if key.match is Match.FLAG:
            flag = _FLAGS.get(term.value.lower())
            if flag is None:
                self.problems.append(
                    Diagnostic(
                        "Q0003",
                        f"'{key.name}' is yes or no, not '{term.value}'",
                        term.value_span,
                        hint=f"for example: {key.name}:yes",
                    )
                )
                return false()
            # An absent flag is a flag that is not set: `big:no` matches cards without `big`.
            value = func.coalesce(column, false()) == flag
            return not_(value) if term.op == "!=" else value
        if key.match is Match.TAG:
            has_tag = column.contains(f" {term.value.lower()} ", autoescape=True)
            return not_(has_tag) if term.op == "!=" else has_tag
        if key.match is Match.TEXT:
            folded = term.value.casefold()
            text = column if key.folded else func.lower(column)
            if term.op == ":":
                return text.contains(folded, autoescape=True)
            return text == folded if term.op == "=" else text != folded
        lowered = func.lower(column)
        return _has(column, lowered != term.value.lower() if term.op == "!=" else lowered == term.value.lower())

    def _numeric(self) -> list[str]:
        return [name for name, key in self.keys.items() if key.match is Match.NUMBER]


def _has(column: ColumnElement[Any], test: Clause) -> Clause:
    """``test`` only where the value exists: never NULL, so that NOT stays a true complement."""
    return and_(column.is_not(None), test)


_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    ":": operator.eq,
    "=": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


def _compare(column: ColumnElement[Any], op: str, value: int) -> Clause:
    return _OPERATORS[op](column, value)  # type: ignore[no-any-return]


def _words(text: str) -> Clause:
    folded = text.casefold()
    return or_(
        col(CardRow.search_name).contains(folded, autoescape=True),
        col(CardRow.search_text).contains(folded, autoescape=True),
    )


def compile_query(query: Query | None) -> Clause:
    """The WHERE clause for a query (TRUE for an empty one); DeckwrightError lists every bad term."""
    if query is None:
        return true()
    compiler = _Compiler()
    clause = compiler.compile(query)
    if compiler.problems:
        raise DeckwrightError(compiler.problems)
    return clause
