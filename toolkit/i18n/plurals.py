"""Plural forms: the CLDR categories of a language against a catalog's Plural-Forms header.

GNU msgfmt accepts any well-formed header, a Ukrainian ``nplurals=2`` included (which then prints
"2 рівнів"); Babel's compile misses a missing ``msgstr[2]``. So the header is checked here against
CLDR itself: on a range of whole numbers, two numbers get the same gettext form exactly when CLDR
puts them in the same category (I18N: uk 1, 21 one; 2-4, 22 few; 0, 5-20, 25 many).
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable
from functools import cache

from babel import Locale
from babel.messages.plurals import get_plural

SAMPLES: tuple[int, ...] = (*range(0, 1001), 1_000_000, 2_000_000, 1_000_001)
_HEADER = re.compile(r"^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$")


def expected_header(lang: str) -> str:
    """The Plural-Forms header Babel writes for the language (es: nplurals=3, as CLDR's many)."""
    return get_plural(lang).plural_forms


def expected_count(lang: str) -> int:
    return get_plural(lang).num_plurals


@cache
def _category(lang: str) -> Callable[[int], str]:
    return Locale.parse(lang).plural_form


def parse_header(header: str) -> tuple[int, Callable[[int], int]]:
    """``nplurals`` and the plural function of a Plural-Forms header; ValueError when malformed."""
    match = _HEADER.match(header or "")
    if not match:
        raise ValueError(f"malformed Plural-Forms header {header!r}")
    try:
        function = gettext.c2py(match.group(2))  # gettext's own safe parser of the C expression
    except (ValueError, SyntaxError, RecursionError) as exc:
        raise ValueError(f"the plural expression {match.group(2)!r} does not parse: {exc}") from None
    return int(match.group(1)), function


def header_problems(lang: str, header: str) -> list[str]:
    """What is wrong with a catalog's Plural-Forms header for ``lang``; [] when it is right."""
    try:
        count, function = parse_header(header)
    except ValueError as exc:
        return [f"{exc}; expected '{expected_header(lang)}'"]
    problems: list[str] = []
    want = expected_count(lang)
    if count != want:
        problems.append(
            f"Plural-Forms says nplurals={count}, but {lang} has {want} forms; expected '{expected_header(lang)}'"
        )
    category = _category(lang)
    form_of: dict[str, int] = {}
    category_of: dict[int, str] = {}
    for n in SAMPLES:
        cat, index = category(n), function(n)
        if not 0 <= index < count:
            problems.append(f"the plural expression gives form {index} for {n}, outside 0..{count - 1}")
            break
        if form_of.setdefault(cat, index) != index:
            problems.append(
                f"the plural expression puts {n} in form {index}, but other CLDR '{cat}' numbers in form {form_of[cat]}"
            )
            break
        if category_of.setdefault(index, cat) != cat:
            problems.append(
                f"the plural expression puts {n} (CLDR '{cat}') in form {index} with '{category_of[index]}' numbers"
            )
            break
    return problems


def single_number_forms(lang: str, header: str) -> set[int]:
    """The forms used for one number only among the samples (en, pl form 0: just 1), which may
    leave the number out ("one card")."""
    try:
        _, function = parse_header(header)
    except ValueError:
        return set()
    seen: dict[int, int] = {}
    for n in SAMPLES:
        index = function(n)
        seen[index] = seen.get(index, 0) + 1
    return {index for index, times in seen.items() if times == 1}
