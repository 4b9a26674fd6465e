"""The source hash each translated message records, so a stale translation can be found.

Above every message and term of a translation that the English files also have, a comment line
``# source-hash: <12 hex>`` holds :func:`toolkit.text.files.source_hash` of the English entry as
written (its id, value and attributes). When the English changes, the hashes differ: the
translator's tools (``deckwright i18n``) list the message as stale. :func:`stamp` writes the hashes
of a translated file against the English entries; it leaves the file's other comments as they are.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from toolkit.files import write_atomic
from toolkit.text.bundles import Entry, parse_file
from toolkit.text.files import HASH_COMMENT, source_hash

_HASH_LINE = re.compile(r"^#\s*" + re.escape(HASH_COMMENT) + r"\s*[0-9a-f]*\s*$")


def recorded_hash(entry: Entry) -> str | None:
    """The hash a translated entry records, or None."""
    for line in entry.comment.splitlines():
        if line.startswith(HASH_COMMENT):
            return line[len(HASH_COMMENT) :].strip() or None
    return None


def stamp(path: Path, english: Mapping[str, Entry], lang: str) -> int:
    """Write (or refresh) the source hash above each entry of ``path`` that ``english`` has; returns
    how many changed. The file is rewritten atomically, only when something changed."""
    entries = parse_file(path, lang)
    lines = path.read_text(encoding="utf-8").split("\n")
    by_line = {entry.line: ident for ident, entry in entries.items() if ident in english}
    out: list[str] = []
    changed = 0
    for number, line in enumerate(lines, start=1):
        ident = by_line.get(number)
        if ident is not None:
            wanted = f"# {HASH_COMMENT} {source_hash(english[ident].source)}"
            if out and _HASH_LINE.match(out[-1]):
                if out[-1] != wanted:
                    out[-1] = wanted
                    changed += 1
            else:
                out.append(wanted)
                changed += 1
        out.append(line)
    if changed:
        write_atomic(path, "\n".join(out))
    return changed
