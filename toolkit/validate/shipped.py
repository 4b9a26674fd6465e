"""The shipped card files' front-end records (``SHIPPED``: toolkit/validate/parsed/).

A cold `deckwright validate` parses and checks its base sets' files (the shipped sets a corpus's test
blocks, pools and declared words draw on): about 0.5 s of CPU for the two Munchkin sets, work issue 8's
validator did not do (docs/performance.md, "Branch base12"). Those files come with the package, so what
the front end makes of them ships too: each file's entry, the very bytes the validator's cache keeps
for a file (``cache.dump_front_end`` of ``runner._parse_file``), made under the path ``PLACEHOLDER``.

A record is named by ``key``: the SHA-256 of the cache's format, the front end's code version
(``cache.front_end_version``: toolkit/lang, the grammar, the rulesets' vocabularies) and the file's
text, so it is read only for those very bytes under that very code; an edited file, or any change to
the front end, finds none and is parsed. The record's path is the only part of it that depends on where
the file lies: a use puts the file's own path in the place of every string equal to ``PLACEHOLDER``
(tests/shipped_frontend.py writes a record only when that gives exactly what parsing the file under
another path gives). The runner then reads it as it reads a kept entry (``cache.load_front_end``
checks its shape and every value's class). ``python -m tests.shipped_frontend --update`` writes the
folder; tests/test_base12_shipped_frontend.py fails while a record is missing, stale or left over.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from toolkit.validate import cache as cache_module

SHIPPED = Path(__file__).with_name("parsed")  # the records, by key (the docstring)
PLACEHOLDER = "<deckwright shipped card file>"  # the path a record is made under; a use puts its own


def key(text: str) -> str:
    """A record's name: the cache's format, the front end's code and the file's text (the docstring)."""
    digest = hashlib.sha256()
    digest.update(f"front-end {cache_module.FORMAT} {cache_module.front_end_version()}\0".encode())
    digest.update(text.encode("utf-8"))
    return digest.hexdigest()


def quoted(path: str) -> bytes:
    """A path as serial.dumps writes a string (ensure_ascii off): what a record's path strings look like."""
    return json.dumps(path, ensure_ascii=False).encode("utf-8")


def entry(path: str, text: str) -> bytes | None:
    """The front end's entry for a file of this text at ``path`` from the shipped records; None if none ships."""
    try:
        data = (SHIPPED / f"{key(text)}.json").read_bytes()
    except OSError:
        return None
    return data.replace(quoted(PLACEHOLDER), quoted(path))
