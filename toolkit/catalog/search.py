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

A keyed or amounts field (``needs stealth 6, intellect 4``) is a map: ``needs:stealth`` finds the
cards whose map has that name, and ``needs.stealth>=6`` compares its number.
"""

from __future__ import annotations

import enum
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Select,
    and_,
    column,
    false,
    func,
    literal_column,
    not_,
    or_,
    select,
    table,
    true,
    union,
)
from sqlmodel import col

from toolkit.catalog.query import AllOf, AnyOf, Comparison, Not, Query, Words
from toolkit.catalog.schema import FTS_TABLE, NUMBERS_TABLE, TAGS_TABLE
from toolkit.catalog.tables import CardRow, CardSetRow, GameRow
from toolkit.lang.diagnostics import DeckwrightError, Diagnostic, did_you_mean
from toolkit.lang.games import all_rulesets
from toolkit.lang.vocabulary import MAPPED_TYPES

Clause = ColumnElement[bool]


class Match(enum.Enum):
    EXACT = "exact"  # case-insensitive equality: kind:monster
    TEXT = "text"  # case-insensitive substring with ':', equality with '='
    TAG = "tag"  # one of the card's tags
    NUMBER = "number"  # a whole number, all six comparisons
    FLAG = "flag"  # yes or no
    MAP = "map"  # a keyed or amounts field: `needs:stealth` (has the name), `needs.stealth>=6` (its number)


TEXT_OPS = frozenset({":", "=", "!="})
ALL_OPS = frozenset({":", "=", "!=", "<", "<=", ">", ">="})


@dataclass(frozen=True, slots=True)
class Key:
    name: str
    match: Match
    column: Callable[[], ColumnElement[Any]]
    doc: str
    folded: bool = False  # the column already holds case-folded text
    name_in_index: str | None = None  # its column in the full-text index (schema.FTS_TABLE)
    names: frozenset[str] = frozenset()  # a map's names (its enum's values), for `needs.stealth`

    @property
    def operators(self) -> frozenset[str]:
        return ALL_OPS if self.match is Match.NUMBER else TEXT_OPS


def _entry(name: str, entry: str) -> Callable[[], ColumnElement[Any]]:
    """The number a map field holds under ``entry``: fields -> name -> entry, as an integer."""

    def column() -> ColumnElement[Any]:
        return col(CardRow.fields)[(name, entry)].as_integer()  # type: ignore[no-any-return]

    return column


def _field(name: str, cast: str) -> Callable[[], ColumnElement[Any]]:
    def column() -> ColumnElement[Any]:
        # as_integer() / as_string() / as_boolean(): JSON access every SQLAlchemy dialect compiles.
        return getattr(col(CardRow.fields)[name], cast)()  # type: ignore[no-any-return]

    return column


_FIXED = (
    Key("game", Match.EXACT, lambda: col(GameRow.name), "the game, by its ruleset name"),
    Key("kind", Match.EXACT, lambda: col(CardRow.kind), "the card kind: monster, item, curse, ..."),
    Key("deck", Match.EXACT, lambda: col(CardRow.deck), "door or treasure"),
    Key("id", Match.EXACT, lambda: col(CardRow.key), "the card's @id (its name as a slug when it has none)"),
    Key("set", Match.TEXT, lambda: col(CardSetRow.path), "the card set: the path of its file"),
    Key("name", Match.TEXT, lambda: col(CardRow.search_name), "the card's name", True, "search_name"),
    Key("text", Match.TEXT, lambda: col(CardRow.search_text), "the card's text as written", True, "search_text"),
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
    # A field of names and numbers is a key of its own unless a number, enum or flag field of another
    # game has its name (Munchkin's `bonus +2` and Maniacal's `bonus stealth 2`): `bonus.stealth` still works.
    for name, names in map_fields().items():
        if name not in keys:
            keys[name] = Key(name, Match.MAP, _field(name, "as_string"), _map_doc(name), names=names)
    return dict(sorted(keys.items()))


@cache
def map_fields() -> dict[str, frozenset[str]]:
    """Every keyed or amounts field of the games, with the names it may hold (its enums' values, all games')."""
    found: dict[str, frozenset[str]] = {}
    for ruleset in all_rulesets().values():
        for kind in ruleset.vocabulary.kinds.values():
            for spec in kind.fields:
                if spec.type in MAPPED_TYPES:
                    names = frozenset(ruleset.vocabulary.enums.get(spec.enum or "", ()))
                    found[spec.name] = found.get(spec.name, frozenset()) | names
    return dict(sorted(found.items()))


def _map_doc(name: str) -> str:
    for ruleset in all_rulesets().values():
        for kind in ruleset.vocabulary.kinds.values():
            for spec in kind.fields:
                if spec.name == name and spec.type in MAPPED_TYPES:
                    return spec.doc
    return ""


# ---------------------------------------------------------------- compiling


_NUMBER = re.compile(r"^[+-]?\d+$")
# SQLite's integers (and PostgreSQL's bigint): a bound parameter beyond them does not fit.
INT_MIN, INT_MAX = -(2**63), 2**63 - 1
_FLAGS = {"yes": True, "true": True, "no": False, "false": False}


class _Compiler:
    def __init__(self, indexed: bool) -> None:
        self.keys = search_keys()
        self.indexed = indexed
        self.problems: list[Diagnostic] = []
        # Clauses made by member(), by id(): the clause itself is kept, so an id is never reused.
        self.members: dict[int, tuple[Clause, Select[Any]]] = {}

    def compile(self, query: Query) -> Clause:
        if isinstance(query, AllOf):
            return and_(*(self.compile(q) for q in query.operands))
        if isinstance(query, AnyOf):
            return self.any_of([self.compile(q) for q in query.operands])
        if isinstance(query, Not):
            return not_(self.compile(query.operand))
        if isinstance(query, Words):
            folded = query.text.casefold()
            return self.member(_text_ids(folded)) if self.indexed and _indexable(folded) else _words(folded)
        return self.comparison(query)

    def comparison(self, term: Comparison) -> Clause:
        if "." in term.key:
            return self.map_entry(term)
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
            number = _whole_number(term.value)
            if number is None:
                self.problems.append(
                    Diagnostic(
                        "Q0003",
                        f"'{term.value}' is out of range for '{key.name}': numbers run from {INT_MIN} to {INT_MAX}",
                        term.value_span,
                        hint="the database stores 64-bit whole numbers",
                    )
                )
                return false()
            if self.indexed:
                return self.member(_number_ids(key.name, term.op, number))
            return _has(column, _compare(column, term.op, number))
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
        if key.match is Match.MAP:
            entry = self.map_name(key, term.value, term.value_span)
            if entry is None:
                return false()
            present = _entry(key.name, entry)().is_not(None)
            return not_(present) if term.op == "!=" else present
        if key.match is Match.TAG:
            if self.indexed:
                has_tag = self.member(select(_TAGS.c.card_id).where(_TAGS.c.tag == term.value.lower()))
            else:
                has_tag = column.contains(f" {term.value.lower()} ", autoescape=True)
            return not_(has_tag) if term.op == "!=" else has_tag
        if key.match is Match.TEXT:
            folded = term.value.casefold()
            text = column if key.folded else func.lower(column)
            if term.op == ":" and key.folded and self.indexed and _indexable(folded):
                return self.member(_text_ids(folded, key.name_in_index))
            if term.op == ":":
                return text.contains(folded, autoescape=True)
            return text == folded if term.op == "=" else text != folded
        lowered = func.lower(column)
        return _has(column, lowered != term.value.lower() if term.op == "!=" else lowered == term.value.lower())

    def map_name(self, key: Key, name: str, span: Any) -> str | None:
        """``name`` as one of the map's names, or None with Q0003 saying which there are."""
        folded = name.lower()
        if folded in key.names:
            return folded
        best = did_you_mean(folded, sorted(key.names))
        self.problems.append(
            Diagnostic(
                "Q0003",
                f"'{key.name}' holds no '{name}'" + (f"; did you mean '{best}'?" if best else ""),
                span,
                hint=f"its names: {', '.join(sorted(key.names))}",
            )
        )
        return None

    def map_entry(self, term: Comparison) -> Clause:
        """``needs.stealth>=6``: the number a map field holds under one name, compared."""
        base, _, name = term.key.partition(".")
        maps = map_fields()
        if base not in maps:
            best = did_you_mean(base, maps)
            self.problems.append(
                Diagnostic(
                    "Q0002",
                    f"'{base}' is not a field of names and numbers, so '{term.key}' means nothing"
                    + (f"; did you mean '{best}.{name}'?" if best else ""),
                    term.key_span,
                    hint="fields of names and numbers: " + ", ".join(maps),
                )
            )
            return false()
        key = Key(base, Match.MAP, _field(base, "as_string"), "", names=maps[base])
        entry = self.map_name(key, name, term.key_span)
        if entry is None:
            return false()
        number = _whole_number(term.value) if _NUMBER.match(term.value) else None
        if number is None:
            self.problems.append(
                Diagnostic(
                    "Q0003",
                    f"'{term.key}' is compared with a whole number, not '{term.value}'",
                    term.value_span,
                    hint=f"for example: {term.key}>=2",
                )
            )
            return false()
        column = _entry(key.name, entry)()
        return _has(column, _compare(column, term.op, number))

    def member(self, ids: Select[Any]) -> Clause:
        """``cards.id IN (ids)`` for a set of ids from a search index, remembered for any_of."""
        clause = col(CardRow.id).in_(ids)
        self.members[id(clause)] = (clause, ids)
        return clause

    def any_of(self, clauses: list[Clause]) -> Clause:
        """``or`` of the clauses; index lookups among them become one ``id IN (a UNION b)``, which
        SQLite answers from the indexes alone instead of testing each card against each set."""

        def ids(clause: Clause) -> Select[Any] | None:
            known = self.members.get(id(clause))
            return known[1] if known is not None and known[0] is clause else None

        sets = [found for found in map(ids, clauses) if found is not None]
        if len(sets) < 2:
            return or_(*clauses)
        merged = self.member(union(*sets))  # type: ignore[arg-type]
        return or_(merged, *(c for c in clauses if ids(c) is None))

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


def _whole_number(text: str) -> int | None:
    """``text`` (already matching _NUMBER) as an int, or None when it is beyond 64 bits.

    Checked by length first: Python refuses to convert a string of over 4,300 digits.
    """
    if len(text.lstrip("+-").lstrip("0")) > 19:
        return None
    number = int(text)
    return number if INT_MIN <= number <= INT_MAX else None


# The trigram index finds substrings of three characters or more; shorter ones are read row by row.
_TRIGRAM = 3
_FTS = table(FTS_TABLE, column("rowid"))
_NUMBERS = table(NUMBERS_TABLE, column("card_id"), column("field"), column("value"))
_TAGS = table(TAGS_TABLE, column("card_id"), column("tag"))


def _number_ids(field: str, op: str, number: int) -> Select[Any]:
    """Cards whose numeric ``field`` compares so with ``number``: a range of the card_numbers index."""
    value = _NUMBERS.c.value
    return select(_NUMBERS.c.card_id).where(_NUMBERS.c.field == field, _compare(value, op, number))


def _indexable(folded: str) -> bool:
    return len(folded) >= _TRIGRAM


def _text_ids(folded: str, column_name: str | None = None) -> Select[Any]:
    """Cards whose indexed name or text (or only ``column_name``) holds ``folded``, via FTS5."""
    phrase = '"' + folded.replace('"', '""') + '"'  # one FTS5 string: operators inside mean nothing
    match = literal_column(FTS_TABLE).op("MATCH")(f"{column_name} : {phrase}" if column_name else phrase)
    return select(_FTS.c.rowid).where(match)


def _words(folded: str) -> Clause:
    """A free word or phrase: a case-insensitive substring of the name or the source text (LIKE)."""
    return or_(
        col(CardRow.search_name).contains(folded, autoescape=True),
        col(CardRow.search_text).contains(folded, autoescape=True),
    )


def compile_query(query: Query | None, *, indexed: bool = True) -> Clause:
    """The WHERE clause for a query (TRUE for an empty one); DeckwrightError lists every bad term.

    ``indexed``: use the search indexes SQLite catalogs have (schema: full text, numbers, tags);
    without them words are LIKE and fields are read from the JSON, with the same results.
    """
    if query is None:
        return true()
    compiler = _Compiler(indexed)
    clause = compiler.compile(query)
    if compiler.problems:
        raise DeckwrightError(compiler.problems)
    return clause


def _known_values() -> dict[str, frozenset[str]]:
    """What the exact keys a designer mistypes most may hold in any game: kinds, decks, games."""
    rulesets = all_rulesets()
    kinds = {k for r in rulesets.values() for k in r.vocabulary.kinds}
    decks = {v.deck for r in rulesets.values() for v in r.vocabulary.kinds.values() if v.deck}
    return {"kind": frozenset(kinds), "deck": frozenset(decks), "game": frozenset(rulesets)}


_NO_SUCH = {"kind": "no game has a card kind", "deck": "no game has a deck", "game": "no game is named"}


def unknown_values(query: Query | None) -> list[str]:
    """Why a query may have matched nothing: each `kind:`, `deck:` or `game:` value that no game has,
    with the closest one (`kind:monstr`: did you mean 'monster'?). Said when no card matched."""
    known, found = _known_values(), []

    def walk(node: Query | None) -> None:
        if isinstance(node, Comparison) and node.op == ":" and node.key in known:
            value = node.value.casefold()
            if value not in known[node.key]:
                best = did_you_mean(value, known[node.key])
                hint = f"; did you mean '{best}'?" if best else f" ({', '.join(sorted(known[node.key]))})"
                found.append(f"{_NO_SUCH[node.key]} '{node.value}'{hint}")
        elif isinstance(node, Not):
            walk(node.operand)
        elif isinstance(node, (AllOf, AnyOf)):
            for operand in node.operands:
                walk(operand)

    walk(query)
    return found
