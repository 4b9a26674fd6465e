"""Diagnostics: what went wrong, where, and how to fix it.

Every problem Deckwright finds in user input is a :class:`Diagnostic` with a
stable code (documented in docs/diagnostics.md), a severity and a source span.
They are formed where the position is known and rendered compiler-style::

    cards/munchkin/monsters.cards:12:9: error[E0102]: unknown field 'levle' on a monster; did you mean 'level'?
       |
    12 |   levle 8
       |   ^^^^^
"""

from __future__ import annotations

import difflib
import enum
import itertools
import re
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from toolkit.lang.printable import printable


class Severity(enum.StrEnum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


class Span(NamedTuple):
    """A region of a source file: 1-based lines and columns, end exclusive.

    A named tuple rather than a dataclass: the parser makes one per token, and
    tuples are the cheapest immutable values Python builds.
    """

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def merge(self, other: Span) -> Span:
        start = min((self.line, self.column), (other.line, other.column))
        end = max((self.end_line, self.end_column), (other.end_line, other.end_column))
        return Span(self.file, start[0], start[1], end[0], end[1])

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
        }


@dataclass(frozen=True, slots=True)
class Diagnostic:
    code: str
    message: str
    span: Span | None
    severity: Severity = Severity.ERROR
    hint: str | None = None
    notes: tuple[str, ...] = field(default=())

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def location(self) -> str:
        if self.span is None:
            return "deckwright"
        return f"{self.span.file}:{self.span.line}:{self.span.column}"

    def headline(self) -> str:
        # Without a place, the headline starts with the severity, as every other error line does
        # (`error: ...` from the command line): one style (docs/diagnostics.md).
        if self.span is None:
            return f"{self.severity}[{self.code}]: {self.message}"
        return f"{self.location()}: {self.severity}[{self.code}]: {self.message}"

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": str(self.severity),
            "message": self.message,
            "span": self.span.to_json() if self.span else None,
            "hint": self.hint,
            "notes": list(self.notes),
        }


class DeckwrightError(Exception):
    """Raised by library calls that cannot go on; carries its diagnostics."""

    def __init__(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.diagnostics = tuple(diagnostics)
        super().__init__("\n".join(d.headline() for d in self.diagnostics))


def did_you_mean(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The closest candidate to a misspelt word, if any is close enough."""
    matches = close_matches(word, candidates, cutoff, 1)
    return matches[0] if matches else None


def did_you_mean_name(name: str, names: Iterable[str]) -> str | None:
    """The card (or other long name) a designer most likely meant: the shortest name that holds every
    word typed, in order (a shortened name, "Paper Tiger" for "Paper Tiger of the Gift Shop", which a
    spelling match finds too far from the whole, or finds "Paper Cut"), else the closest spelling."""
    names = list(names)
    words = name.casefold().split()

    def holds(candidate: str) -> bool:
        rest = candidate.casefold().split()
        for word in words:
            if word not in rest:
                return False
            rest = rest[rest.index(word) + 1 :]
        return True

    found = sorted((n for n in names if holds(n)), key=lambda n: (len(n), n)) if words else []
    return found[0] if found else did_you_mean(name, names)


def close_matches(word: str, candidates: Iterable[str], cutoff: float = 0.6, n: int | None = None) -> list[str]:
    """The candidates close enough to a misspelt word, closest first (at equal closeness, as difflib
    orders them): the first is :func:`did_you_mean`'s, and the first of them that passes a further
    test is did_you_mean's over the candidates that pass it, without testing all of them."""
    size = len(word)
    # difflib's ratio is at most 2 * min(a, b) / (a + b): a candidate whose length is too far from
    # the word's can never reach the cutoff, and skipping it spares comparing (and indexing, in
    # time and memory) a word of thousands of characters.
    pool = sorted(c for c in set(candidates) if 2 * min(size, len(c)) >= cutoff * (size + len(c)))
    if not pool:
        return []  # difflib would index the word all the same
    return difflib.get_close_matches(word, pool, n=n or len(pool), cutoff=cutoff)


def suggestion(word: str, candidates: Iterable[str]) -> str:
    """'; did you mean 'x'?' or '' — to append to a message."""
    best = did_you_mean(word, candidates)
    return f"; did you mean '{best}'?" if best else ""


def one_of(items: Sequence[str]) -> str:
    """'a', 'a or b', 'a, b or c': alternatives, as a message names them."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def render(diagnostic: Diagnostic, source: str | None) -> str:
    """Compiler-style text: headline, then the source line with a caret under the span.

    Everything shown passes through :func:`printable`: a control character in a message, a
    note or the source line (an ESC in a comment, a stray CR) is shown as an escape, never
    sent raw to a terminal or a CI log, and the caret is placed under the escaped text.
    """
    lines = [printable(diagnostic.headline())]
    span = diagnostic.span
    if span is not None and source is not None:
        text = _source_line(source, span.line)
        if text is not None:
            gutter = " " * len(str(span.line))
            end = span.end_column if span.end_line == span.line else len(text) + 1
            start = min(span.column - 1, len(text))
            lead = len(printable(text[:start]))
            width = max(1, len(printable(text[start : max(start, end - 1)])))
            lines.append(f"{gutter} |")
            lines.append(f"{span.line} | {printable(text)}".rstrip())
            lines.append(f"{gutter} | {' ' * lead}{'^' * width}")
    if diagnostic.hint:
        lines.append(f"  = help: {printable(diagnostic.hint)}")
    lines.extend(f"  = note: {printable(note)}" for note in diagnostic.notes)
    return "\n".join(lines)


def _source_line(source: str, number: int) -> str | None:
    """Line ``number`` (from 1) of ``source``, without its line ending; tabs as single spaces so
    that columns still line up."""
    starts = _line_starts(source)
    if not 1 <= number <= len(starts):
        return None
    begin = starts[number - 1]
    end = starts[number] - 1 if number < len(starts) else len(source)
    return source[begin:end].removesuffix("\r").replace("\t", " ")


def line_starts(source: str) -> array[int]:
    """Where each line of ``source`` starts ('\\n' alone ends a line, as in Lark): an index to slice
    lines out of a text without splitting all of it into strings."""
    # One regex scan, not a str.find call per line: 3 times faster on a file of thousands of cards.
    return array("q", itertools.chain((0,), (m.end() for m in _NEWLINE.finditer(source))))


_NEWLINE = re.compile("\n")


# Cached for rendering: a file with thousands of diagnostics is indexed once, not split again for
# each (a str caches its hash, so the lookup is cheap).
_line_starts = lru_cache(maxsize=2)(line_starts)


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    return any(d.is_error for d in diagnostics)
