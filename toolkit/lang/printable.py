"""Text from user input made safe to print on a terminal or into a CI log.

A card name, a file name or a query is user input. Printed as it is, a raw
newline in it starts a new log line (GitHub runs a line that starts with
``::`` as a workflow command), an ESC starts a terminal control sequence, and
a bidirectional override reorders what the reader sees ("Trojan Source").
Every text output passes such values through :func:`printable`, which shows
each of these characters as a visible escape (``\\n``, ``\\x1b``, ``\\u202e``)
and leaves every other character, Cyrillic included, as it is.
"""

from __future__ import annotations

import re

# C0 controls, DEL, C1 controls, the bidirectional embeddings, overrides and isolates,
# line and paragraph separators, and lone surrogates (a file name that is not UTF-8).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_UNSAFE_IN_BLOCK = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8, as os.fsdecode keeps it
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, *, block: bool = False) -> str:
    """``text`` with every control, bidi and surrogate character shown as an escape.

    ``block`` keeps newlines and tabs: for a card's source shown as a block of lines.
    """
    pattern = _UNSAFE_IN_BLOCK if block else _UNSAFE
    return pattern.sub(_escape, text) if pattern.search(text) else text


def first_unsafe(text: str, *, block: bool = False) -> int | None:
    """The index of the first character :func:`printable` would escape, or None."""
    match = (_UNSAFE_IN_BLOCK if block else _UNSAFE).search(text)
    return match.start() if match else None


def json_printable(text: str) -> str:
    """JSON text with every unsafe character of :func:`printable` written as a ``\\u`` escape of four hex digits.

    The JSON means the same (a reader decodes the escapes back); a terminal or a log showing it
    gets no raw DEL, C1 control, bidi override or line separator, which ``json.dumps`` with
    ``ensure_ascii=False`` leaves raw. (It escapes C0 controls inside strings itself; the newlines
    and indentation between values are kept.)
    """
    return _UNSAFE_IN_BLOCK.sub(_json_escape, text) if _UNSAFE_IN_BLOCK.search(text) else text


def _json_escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"
