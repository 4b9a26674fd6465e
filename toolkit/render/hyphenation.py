"""Hyphenation dictionaries read lazily: pyphen's patterns, each parsed the first time a word needs it.

pyphen parses every pattern of a dictionary when it is opened: 0.76 s of CPU for German's 1 MB
(docs/performance.md, "Validation"), paid by any process that lays out one card with a German word to
break, such as `deckwright validate` after one card changed. Here opening a dictionary only indexes
its lines by their letters (a C-speed pass per line); a pattern's numbers are parsed when a lookup
meets it, by pyphen's own code, so ``positions`` gives exactly what pyphen's does.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pyphen

_DIGITS = re.compile(r"\d").sub  # what pyphen's parse takes for a digit: a pattern's letters are the rest
_NONZERO = re.compile(r"[1-9]").search
_OTHER_DIGIT = re.compile(r"[^\D0-9]").search  # a digit that is not 0-9: parsed as pyphen would, at once


class _Patterns(dict[str, Any]):
    """Letters → pyphen's (start, values), each value parsed on first use from its line's text."""

    def get(self, key: str, default: Any = None) -> Any:
        found = dict.get(self, key, default)
        if type(found) is str:
            found = _parse(found)
            self[key] = found
        return found


def _unhex(pattern: str) -> str:
    return pyphen.parse_hex(lambda match: chr(int(match.group(1), 16)), pattern)  # type: ignore[no-any-return]


def _letters(pattern: str) -> str:
    """A pattern's key as pyphen makes it: escapes replaced, the alternative cut off, the digits taken out."""
    pattern = _unhex(pattern)
    if "/" in pattern and "=" in pattern:
        pattern = pattern.split("/", 1)[0]
    return _DIGITS("", pattern)


def _parse(pattern: str) -> tuple[int, tuple[Any, ...]] | None:
    """pyphen.HyphDict's parse of one pattern line (stripped, not ignored): (start, values), or None
    when its numbers are all zero (pyphen leaves such a pattern out)."""
    pattern = _unhex(pattern)
    factory: Any = int
    if "/" in pattern and "=" in pattern:
        pattern, alternative = pattern.split("/", 1)
        factory = pyphen.AlternativeParser(pattern, alternative)
    values = tuple(factory(i or "0") for i, _ in pyphen.parse(pattern))
    if max(values) == 0:
        return None
    start, end = 0, len(values)
    while not values[start]:
        start += 1
    while not values[end - 1]:
        end -= 1
    return start, values[start:end]


class LazyHyphDict(pyphen.HyphDict):
    """A ``pyphen.HyphDict`` whose patterns are parsed as lookups meet them."""

    def __init__(self, path: Path) -> None:
        with path.open("rb") as fd:
            encoding = fd.readline().decode()
        if encoding.lower() == "microsoft-cp1251":
            encoding = "cp1251"
        patterns = _Patterns()
        for line in path.read_text(encoding).split("\n")[1:]:
            line = line.strip()
            if not line or line.startswith(pyphen.ignored):
                continue
            if "^^" in line or "/" in line or _OTHER_DIGIT(line):
                # Rare lines (escaped characters, alternatives): their letters need the full parse.
                parsed = _parse(line)
                if parsed is not None:
                    patterns[_letters(line)] = parsed
                continue
            if _NONZERO(line):  # all zeros: pyphen skips it, and it replaces no earlier pattern
                patterns[_DIGITS("", line)] = line
        self.patterns = patterns
        self.cache = {}
        # Over every pattern's letters: a longer bound than pyphen's only looks up more absent keys.
        self.maxlen = max((len(key) for key in patterns), default=0)


def open_dictionary(code: str) -> pyphen.Pyphen:
    """``pyphen.Pyphen(lang=code)``, its dictionary read lazily (and shared, as pyphen shares its own)."""
    path = pyphen.LANGUAGES[pyphen.language_fallback(code)]
    if path not in pyphen.hdcache:
        pyphen.hdcache[path] = LazyHyphDict(Path(path))
    return pyphen.Pyphen(lang=code)
