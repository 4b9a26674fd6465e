"""A .ftl file parsed once per content: its entries and their compiled forms, kept as JSON.

Parsing the card-text files with ``fluent.syntax`` (pure Python, a character at a time) cost a
fresh process more than a second before its first card; the result depends on the file's bytes
alone. So each parsed file's entries (where each is written, its comment, its source, the
variables, attributes and case variants it has, and its compiled form from
``toolkit.text.program``) are written as JSON named by the SHA-256 of the file's bytes and of this
format, and read back by the next process that reads the same bytes.

Safe by construction: JSON builds only lists, dicts, strings and numbers; every record read back
is checked against the shape written (a file that is not is ignored and the .ftl parsed again),
and each compiled form against its exact grammar (``program.valid_entry``) the first time a bundle
uses it (``Bundle._checked``: a form that is not right sends its file to the parser again).
Only a file that parsed without a syntax error is kept. The folder is ``$DECKWRIGHT_CACHE/cardtext``
(else ``$XDG_CACHE_HOME/deckwright/cardtext``, else ``~/.cache/deckwright/cardtext``);
``DECKWRIGHT_CACHE=off`` keeps nothing; a folder that cannot be written is simply not used.
Files not read for 30 days are swept.

The shipped .ftl files' records ship beside this module (``SHIPPED``, the same documents under the
same names), so that a first run, with nothing kept yet, does not parse the shipped card text either
(docs/performance.md, "cold12"). They are read exactly as kept ones, only when their name is the key
of the file's very bytes (with this format and fluent.syntax's version), and checked the same way;
``python -m tests.shipped_cardtext --update`` writes them, and tests/test_cold12_shipped_cardtext.py
fails when one is missing, stale (not what the parser makes of its file today) or left over.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from toolkit.files import cache_folder, write_atomic
from toolkit.text.program import PLURAL_TABLE

FORMAT = 1  # bump when the records or the compiled forms change
_SWEEP_AFTER = 30 * 24 * 3600
_FIELDS = 8  # line, attributes, variants, default, comment, source, variables, program


SHIPPED = Path(__file__).with_name("parsed")  # the shipped .ftl files' records, by key (the docstring)


def folder() -> Path | None:
    return cache_folder("cardtext")


@functools.cache
def _salt() -> bytes:
    """This format and the parser's version: a new fluent.syntax may read a file otherwise."""
    version = distribution_version("fluent.syntax")
    return f"deckwright-cardtext-{FORMAT}-fluent.syntax-{version}\n".encode()


def distribution_version(name: str) -> str:
    """An installed distribution's version ("?" if none), as ``importlib.metadata.version`` finds it: the
    first ``<name>-<version>.dist-info`` folder along ``sys.path``. Read from the folder's name, which the
    wheel format fixes, because importing importlib.metadata (and the email package it parses METADATA with)
    cost a `deckwright validate` that lays out one face 0.01-0.02 s (docs/performance.md, "valid10w"); a
    distribution installed otherwise (an .egg-info) is left to importlib.metadata."""
    wanted = _normalized(name)
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for folder in names:
            project, dash, rest = folder.partition("-")
            if dash and folder.endswith(".dist-info") and _normalized(project) == wanted:
                return rest.removesuffix(".dist-info")
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "?"


def _normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()  # PEP 503's rule, as dist-info folder names are compared


def key(data: bytes) -> str:
    return hashlib.sha256(_salt() + data).hexdigest()


def read(data: bytes) -> dict[str, list[Any]] | None:
    """The records kept for a file of these bytes, or shipped for them, or None (neither, or not exactly
    as written)."""
    name = f"{key(data)}.json"
    where = folder()
    if where is not None:
        path = where / name
        found = _load(path)
        if _valid(found):
            _touch(path)
            return found["entries"]
    # A shipped file's records: its name is the key of these bytes, so an edited file or another parser
    # finds none (read even with DECKWRIGHT_CACHE=off: nothing is kept by reading them).
    found = _load(SHIPPED / name)
    return found["entries"] if _valid(found) else None


def document(entries: Mapping[str, list[Any]]) -> str:
    """A kept (or shipped) file's text for these records."""
    return json.dumps({"format": FORMAT, "entries": entries}, ensure_ascii=False, separators=(",", ":"))


def _load(path: Path) -> Any | None:
    """A kept file's JSON, or None where it cannot be read (missing, not JSON)."""
    try:
        return json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None


def _touch(path: Path) -> None:
    try:
        if time.time() - path.stat().st_mtime > _SWEEP_AFTER / 2:
            os.utime(path)  # still read: not swept
    except OSError:
        pass


def _keep(where: Path, name: str, document: Mapping[str, Any], sweep: bool = False) -> None:
    """Write one kept file (nothing when the folder cannot be written: the next process parses again);
    ``sweep``: then drop the folder's files unread for long (every kind's, so one writer sweeps)."""
    try:
        where.mkdir(parents=True, exist_ok=True)
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))  # document() for the records
        write_atomic(where / name, text, durable=False)
        if sweep:
            _sweep(where)
    except OSError:
        pass  # a read-only home, a full disk


def _valid(found: Any) -> bool:
    if not isinstance(found, dict) or found.get("format") != FORMAT or not isinstance(found.get("entries"), dict):
        return False
    for ident, record in found["entries"].items():
        if not (isinstance(ident, str) and isinstance(record, list) and len(record) == _FIELDS):
            return False
        line, attributes, variants, default, comment, source, variables, program = record
        if not (
            isinstance(line, int)
            and _strings(attributes)
            and _strings(variants)
            and isinstance(default, str)
            and isinstance(comment, str)
            and isinstance(source, str)
            and isinstance(variables, dict)
            and all(isinstance(k, str) and _strings(v) for k, v in variables.items())
            and isinstance(program, list)
            and len(program) == 2
            and isinstance(program[1], dict)
            and all(isinstance(a, str) and a in program[1] and a in variables for a in attributes)
        ):
            return False
    return True


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def write(data: bytes, entries: Mapping[str, list[Any]]) -> None:
    """Keep the records of a file of these bytes (nothing when the folder cannot be written)."""
    where = folder()
    if where is None:
        return
    _keep(where, f"{key(data)}.json", {"format": FORMAT, "entries": entries}, sweep=True)


class Kept:
    """Another reader's records of a file, by the file's bytes, in the same folder: the card-text checks'
    entry facts (``Kept("facts")``, toolkit/i18n/fluent.py FactFiles), the flavours of a cards file
    (``Kept("flavour")``, toolkit/text/flavour.py). JSON data only; the reader checks its shape (a record
    not as written is ignored and the file parsed again)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def _path(self, where: Path, data: bytes) -> Path:
        salted = self.kind.encode() + b"\n" + data  # another kind's records of the same bytes are another file
        return where / f"{self.kind}-{key(salted)}.json"

    def read(self, data: bytes) -> Any | None:
        where = folder()
        if where is None:
            return None
        path = self._path(where, data)
        found = _load(path)
        if not isinstance(found, dict) or found.get("format") != FORMAT or "value" not in found:
            return None
        _touch(path)
        return found["value"]

    def write(self, data: bytes, value: Any) -> None:
        where = folder()
        if where is None:
            return
        _keep(where, self._path(where, data).name, {"format": FORMAT, "value": value})


CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


_TABLES: dict[tuple[str, Path | None], Mapping[str, Any]] = {}


def language_table(lang: str, compute: Callable[[], dict[str, Any]]) -> Mapping[str, Any]:
    """What formatting asks of Babel's data for ``lang``, read once per process (every game's bundle
    in a language shares it)."""
    key = (lang, folder())
    if key not in _TABLES:
        _TABLES[key] = _language_table(lang, compute)
    return _TABLES[key]


def _language_table(lang: str, compute: Callable[[], dict[str, Any]]) -> Mapping[str, Any]:
    """What formatting asks of Babel's data for ``lang`` (toolkit.text.program.Formatter.language_facts):
    kept, or computed and kept. Keyed by Babel's version, whose CLDR data it comes from."""
    version = distribution_version("babel")
    where = folder()
    name = hashlib.sha256(_salt() + f"babel-{version}-{lang}".encode()).hexdigest()
    path = where / f"language-{name}.json" if where is not None else None
    if path is not None:
        try:
            found = json.loads(path.read_bytes())
        except (OSError, ValueError, RecursionError):
            found = None
        if _valid_table(found):
            return found  # type: ignore[no-any-return]
    table = compute()
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, json.dumps(table, ensure_ascii=False), durable=False)
        except OSError:
            pass
    return table


def _valid_table(found: Any) -> bool:
    return (
        isinstance(found, dict)
        and set(found) == {"plurals", "pattern", "group", "minus"}
        and isinstance(found["plurals"], list)
        and len(found["plurals"]) == PLURAL_TABLE
        and all(c in CATEGORIES for c in found["plurals"])
        and all(isinstance(found[k], str) and len(found[k]) <= 40 for k in ("pattern", "group", "minus"))
    )


def _sweep(where: Path) -> None:
    now = time.time()
    for old in where.glob("*.json"):
        try:
            if now - old.stat().st_mtime > _SWEEP_AFTER:
                old.unlink()
        except OSError:
            continue
