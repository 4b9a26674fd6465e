"""The validator's incremental cache: results of the engine stages, kept in the catalog database.

One table of its own (``validation_cache``) in the catalog database, created
if missing; the catalog's tables are never touched, so a cache can sit in an
existing catalog and a catalog can be rebuilt beside it. Only the stages that
run the engine are cached: test blocks and fuzzing. The check stage is the
loading every run needs anyway, and rule conflicts are pure, cross-card and
fast (all cards of a game in well under 0.2 s), so they are always recomputed.

What an entry is keyed on (``entry_key``):

- fuzzing: the game, the card's key, its content hash, the hash of its block's
  text, the ruleset version, the engine version, and the fuzz seed and states.
  The text hash is there for the spans: diagnostics are stored with lines
  relative to the card's first line and re-based on read (its file too), which
  is exact only while the block's text is the same. So a card moved within its
  file or to another keeps its entry; a card re-indented or re-commented is
  fuzzed again (its columns may have moved), which costs one card's fuzzing.
- test blocks: the game, the scenario's content hash (its steps, not their
  place), the ruleset and engine versions. The dependencies are recorded when
  the scenario runs: the content hash of every card it names or that took part
  in its events, and the order of the game's cards (the decks are dealt in
  that order). A hit needs every recorded dependency unchanged. Failures are
  stored by step number, so their spans are rebuilt from the scenario as it
  is now.

The front end is cached too (``validation_files``): per card file, keyed on its
display path, its text and the front end's version (the code of toolkit/lang,
the grammar and the ruleset declarations), the cards, scenarios and diagnostics
the checker made of it, with their content hashes. Loading is most of a warm
run's time otherwise (about 3 s for 1,000 cards with their test blocks, against
0.2 s to read them back). They are stored as the card model's JSON form
(toolkit/lang/serial.py), never as pickles: reading an entry can only build the
model's own classes, field by field against their type hints.

Nothing read back is trusted: the catalog database is a file CI saves and
restores, so anyone who can write that artifact writes these rows. An entry of
another format version, or one that does not have the exact shape this version
writes (a crafted row, an old Deckwright's pickle, a damaged page), is dropped
with a notice and computed again; the run's results are the same as without it.

A database that cannot be opened, is not a database, or fails mid-way turns the
cache off for the run with a notice; validation itself goes on.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import json
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from toolkit.catalog import urls
from toolkit.lang import serial
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Card, Scenario
from toolkit.lang.parser import grammar_path
from toolkit.lang.ruleset import Ruleset

TABLE = "validation_cache"
FILES_TABLE = "validation_files"
_BATCH = 400  # keys per IN (...) query: well under SQLite's variable limit
# What reading a damaged database raises: the driver's errors, and the text of a damaged page that is not
# UTF-8 (sqlite3 raises UnicodeDecodeError for it). A payload that is not JSON is dropped row by row.
DATABASE_ERRORS = (sqlite3.Error, UnicodeDecodeError, json.JSONDecodeError)
# The layout of what is stored. Bump it when a stored shape changes: entries of another format are dropped.
FORMAT = 2  # 1 was pickles (Deckwright 0.1 before the hardening); 2 is the card model's JSON form


@dataclass(frozen=True)
class CacheTable:
    """One of the validator's tables, read and written with the standard ``sqlite3`` module: importing
    SQLAlchemy was about 0.15 s of every warm `deckwright validate` process (docs/performance.md,
    "valid10w"). The DDL is the one SQLAlchemy Core made of the earlier definitions (and SQLModel's before
    them), so a cache they wrote is read as it is."""

    name: str
    columns: tuple[tuple[str, str], ...]  # (name, its SQL type and constraints), after the id
    indexes: tuple[tuple[str, bool], ...]  # (column, unique)

    def column_names(self) -> set[str]:
        return {"id", *(name for name, _ in self.columns)}

    def create_sql(self) -> list[str]:
        columns = ", ".join(["id INTEGER NOT NULL", *(f'"{n}" {t}' for n, t in self.columns), "PRIMARY KEY (id)"])
        made = [f"CREATE TABLE IF NOT EXISTS {self.name} ({columns})"]
        for column, unique in self.indexes:
            kind = "UNIQUE INDEX" if unique else "INDEX"
            made.append(f'CREATE {kind} IF NOT EXISTS ix_{self.name}_{column} ON {self.name} ("{column}")')
        return made

    def insert_sql(self) -> str:
        names = [name for name, _ in self.columns]
        quoted = ", ".join(f'"{n}"' for n in names)
        return f"INSERT INTO {self.name} ({quoted}) VALUES ({', '.join('?' * len(names))})"

    def row(self, entry: dict[str, Any]) -> tuple[Any, ...]:
        """An entry (``result_entry``...) as the insert's values: JSON columns as text, times as SQLAlchemy's
        SQLite dialect wrote them."""
        values = []
        for name, kind in self.columns:
            value = entry[name]
            if kind.startswith("JSON"):
                value = canonical_json(value)  # its checksum is the text's: see stored_payload
            elif kind.startswith("DATETIME"):
                value = value.strftime("%Y-%m-%d %H:%M:%S.%f")
            values.append(value)
        return tuple(values)


_TEXT = "VARCHAR NOT NULL"

# One cached result of one stage for one card (fuzz) or one scenario (tests).
_RESULTS = CacheTable(
    TABLE,
    (
        ("key", _TEXT),  # sha256 over every part below
        ("game", _TEXT),
        ("subject", _TEXT),  # a card's key, or "test:" + the scenario's name
        ("content_hash", _TEXT),  # the card's content hash, or the scenario's
        ("stage", _TEXT),
        ("ruleset_version", _TEXT),
        ("engine_version", _TEXT),
        ("options", _TEXT),  # the options that change the result, e.g. "seed=0 states=12"
        ("payload", "JSON NOT NULL"),
        ("checksum", _TEXT),  # of the payload's canonical JSON: a damaged page is noticed
        ("created_at", "DATETIME NOT NULL"),
    ),
    (("key", True), ("subject", False)),
)

# What the front end made of one card file: its cards, scenarios and diagnostics, as model JSON.
_FILES = CacheTable(
    FILES_TABLE,
    (
        ("key", _TEXT),  # the path, the text, the front end's version
        ("path", _TEXT),
        ("format", "INTEGER NOT NULL"),  # FORMAT when written
        ("data", "BLOB NOT NULL"),
        ("checksum", _TEXT),  # of data
        ("created_at", "DATETIME NOT NULL"),
    ),
    (("key", True), ("path", False)),
)


# ---------------------------------------------------------------- the front end's results, as model JSON


@dataclass(frozen=True)
class FrontEndPart:
    """What the front end made of one file, with the content hashes of its cards and scenarios."""

    cards: list[Card]
    scenarios: list[Scenario]
    diagnostics: list[Diagnostic]
    card_hashes: list[str]
    scenario_hashes: list[str]


def dump_front_end(part: FrontEndPart) -> bytes:
    return serial.dumps({"format": FORMAT, **{f.name: getattr(part, f.name) for f in dataclasses.fields(part)}})


def load_front_end(data: bytes) -> FrontEndPart:
    """What ``dump_front_end`` wrote; ValueError (with the reason) for anything else, whatever the bytes."""
    try:
        value = serial.loads(data)
    except serial.SerialError as exc:
        raise ValueError(f"a cached file entry cannot be read: {exc}") from None
    names = [f.name for f in dataclasses.fields(FrontEndPart)]
    if not isinstance(value, dict) or value.get("format") != FORMAT or sorted(value) != sorted(["format", *names]):
        raise ValueError("a cached file entry is not of this version's format")
    part = FrontEndPart(*(value[name] for name in names))
    kinds = (Card, Scenario, Diagnostic, str, str)
    if not all(
        isinstance(items, list) and all(type(item) is kind for item in items)
        for items, kind in zip((value[n] for n in names), kinds, strict=True)
    ):
        raise ValueError("a cached file entry holds values of the wrong kind")
    if len(part.cards) != len(part.card_hashes) or len(part.scenarios) != len(part.scenario_hashes):
        raise ValueError("a cached file entry's hashes do not match its cards")
    return part


@cache
def front_end_version() -> str:
    """A hash of the code that turns card text into the model: toolkit/lang, the grammar, the rulesets."""
    digest = hashlib.sha256()
    _hash_tree(digest, _ROOT / "lang")
    digest.update(grammar_path("cards.lark").read_bytes())  # in a wheel it sits beside the code
    for path in sorted((_ROOT / "rulesets").glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def file_key(path: str, text: str) -> str:
    return entry_key("file", path, front_end_version(), hashlib.sha256(text.encode("utf-8")).hexdigest())


# ---------------------------------------------------------------- versions


_ROOT = Path(__file__).resolve().parent.parent  # toolkit/


def _hash_tree(digest: Any, folder: Path) -> None:
    for path in sorted(folder.rglob("*.py")):
        digest.update(str(path.relative_to(folder)).encode())
        digest.update(path.read_bytes())


@cache
def engine_version(ruleset_name: str) -> str:
    """A hash of the code whose behaviour the cached results reflect: the ruleset's engine package,
    the engine core and the validator. Changing any of them invalidates the cache."""
    from toolkit.lang import games

    digest = hashlib.sha256()
    ruleset = games.get(ruleset_name)
    folders = [_ROOT / "engine", _ROOT / "validate"]
    if ruleset is not None and ruleset.has_engine:
        spec = importlib.util.find_spec(ruleset.engine_module_name)  # where its code is, without running it
        origin = Path(spec.origin if spec is not None and spec.origin else "")
        folders.append(origin.parent if origin.name == "__init__.py" else origin)
    for folder in folders:
        if folder.is_dir():
            _hash_tree(digest, folder)
        elif folder.is_file():
            digest.update(folder.read_bytes())
    return digest.hexdigest()[:16]


def ruleset_version(ruleset: Ruleset) -> str:
    """The ruleset's declared version plus a hash of the ruleset declarations (vocabulary, constants):
    a changed constant changes results even when nobody bumps the version."""
    return f"{ruleset.version}+{_declarations_hash()}"


@cache
def _declarations_hash() -> str:
    digest = hashlib.sha256()
    for path in sorted((_ROOT / "rulesets").glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def clear_versions() -> None:
    """Forget the computed versions (tests that change code in between)."""
    engine_version.cache_clear()
    _declarations_hash.cache_clear()
    front_end_version.cache_clear()


def entry_key(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


# ---------------------------------------------------------------- diagnostics as JSON, spans re-based


def diagnostic_to_json(diagnostic: Diagnostic, anchor_file: str, anchor_line: int) -> dict[str, Any]:
    """A diagnostic with its span made relative to a card's first line (when it lies in the card's file)."""
    span = diagnostic.span
    stored: dict[str, Any] | None = None
    if span is not None:
        relative = span.file == anchor_file
        base = anchor_line if relative else 0
        stored = {
            "relative": relative,
            "file": None if relative else span.file,
            "line": span.line - base,
            "column": span.column,
            "end_line": span.end_line - base,
            "end_column": span.end_column,
        }
    return {
        "code": diagnostic.code,
        "message": diagnostic.message,
        "severity": str(diagnostic.severity),
        "hint": diagnostic.hint,
        "notes": list(diagnostic.notes),
        "span": stored,
    }


def diagnostic_from_json(data: dict[str, Any], anchor_file: str, anchor_line: int) -> Diagnostic:
    span = None
    stored = data.get("span")
    if stored is not None:
        relative = bool(stored["relative"])
        base = anchor_line if relative else 0
        span = Span(
            anchor_file if relative else str(stored["file"]),
            int(stored["line"]) + base,
            int(stored["column"]),
            int(stored["end_line"]) + base,
            int(stored["end_column"]),
        )
    return Diagnostic(
        str(data["code"]),
        str(data["message"]),
        span,
        Severity(data["severity"]),
        data.get("hint"),
        tuple(str(n) for n in data.get("notes", ())),
    )


# ---------------------------------------------------------------- the shapes of stored results

# A stored result is JSON; before a run uses one, it must have exactly the shape this version writes,
# or it is dropped and computed again. A shape is a type, a tuple of alternatives, [shape] (a list of),
# {key: shape} (an object with those keys and no others; keys in _OPTIONAL may be missing), or
# dict[str, shape] written as _MapOf(shape).


@dataclass(frozen=True)
class _MapOf:
    values: Any


_LINE = int  # bounded in _conforms: a stored number never overflows a report format
_SPAN = {
    "relative": bool,
    "file": (str, type(None)),
    "line": _LINE,
    "column": _LINE,
    "end_line": _LINE,
    "end_column": _LINE,
}
_DIAGNOSTIC = {
    "code": str,
    "message": str,
    "severity": tuple(str(s) for s in Severity),
    "hint": (str, type(None)),
    "notes": [str],
    "span": (_SPAN, type(None)),
}
_SCALAR = (str, int, float, bool, type(None))
_JSON_VALUE = (_SCALAR, [_SCALAR], _MapOf(_SCALAR))  # what a test's expected and actual values are
PAYLOAD_SHAPES: dict[str, dict[str, Any]] = {
    "fuzz": {
        "diagnostics": [_DIAGNOSTIC],
        "stats": ({"states": int, "plays": int, "refused": int}, type(None)),
        "seconds": (int, float),
        "crash": (str, type(None)),
    },
    "tests": {
        "failures": [{"step": (int, type(None)), "expected": _JSON_VALUE, "actual": _JSON_VALUE}],
        "errors": [
            {
                "step": (int, type(None)),
                "code": str,
                "message": str,
                "hint": (str, type(None)),
                "notes": [str],
            }
        ],
        "seconds": (int, float),
        "crash": (str, type(None)),
        "dependencies": {"cards": _MapOf((str, type(None))), "order": str},  # None: a named card not in the set
    },
    # A card's face findings (V06xx), keyed by toolkit/validate/faces.py's face_key.
    "faces": {"diagnostics": [_DIAGNOSTIC]},
}
_OPTIONAL = frozenset({"crash", "failures", "errors", "stats", "hint", "notes"})
_MAX_NUMBER = 2**31 - 1


def payload_conforms(stage: str, payload: Any) -> bool:
    """Whether a stored result has exactly the shape this version writes for ``stage``."""
    shape = PAYLOAD_SHAPES.get(stage)
    return shape is not None and _conforms(payload, shape)


def _conforms(value: Any, shape: Any) -> bool:
    if isinstance(shape, type):
        if shape is int or shape is float:
            return type(value) in ((int,) if shape is int else (float,)) and abs(value) <= _MAX_NUMBER
        return type(value) is shape
    if isinstance(shape, tuple):
        if all(isinstance(option, str) for option in shape):  # a fixed set of words
            return value in shape
        return any(_conforms(value, option) for option in shape)
    if isinstance(shape, list):
        return isinstance(value, list) and all(_conforms(item, shape[0]) for item in value)
    if isinstance(shape, _MapOf):
        return isinstance(value, dict) and all(_conforms(item, shape.values) for item in value.values())
    if isinstance(shape, dict):
        if not isinstance(value, dict) or not set(value) <= set(shape):
            return False
        return all(_conforms(value[key], sub) if key in value else key in _OPTIONAL for key, sub in shape.items())
    raise TypeError(f"not a shape: {shape!r}")


# ---------------------------------------------------------------- the cache


class CacheUnavailable(Exception):
    """The cache cannot be used; the message says why, for the run's notices."""


class ValidationCache:
    """Reads before the run, one write transaction after it."""

    def __init__(self, connect: Any, where: str) -> None:
        self._connect = connect  # () -> sqlite3.Connection, called again after ``release``
        self._connection: sqlite3.Connection | None = None
        self.where = where
        self.dropped: list[str] = []  # entries read but not usable: what they were, for the run's notice
        self._ensured: set[str] = set()  # tables checked (or made) in this process

    @classmethod
    def open(cls, url: str) -> ValidationCache:
        """Open (creating if missing) the cache tables; raise CacheUnavailable with a reason."""
        connect, where, folder = _connector(url)
        try:
            if folder is not None:
                folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CacheUnavailable(f"cannot create {where}: {exc.strerror or exc}") from None
        cache = cls(connect, where)
        try:
            cache.ensure(_RESULTS)
            cache.ensure(_FILES)
        except DATABASE_ERRORS as exc:
            cache.close()
            raise CacheUnavailable(f"cannot open the cache in {where}: {_reason(exc)}") from None
        return cache

    def connection(self) -> sqlite3.Connection:
        if self._connection is None:
            self._connection = self._connect()
        return self._connection

    def release(self) -> None:
        """Close the connection (opened again when next needed): none is carried into forked workers."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    close = release

    def ensure(self, table: CacheTable) -> None:
        """Create ``table`` if missing; a table of another shape (an older Deckwright) is only a cache:
        replaced. Reading it proves the file is a database."""
        if table.name in self._ensured:
            return
        connection = self.connection()
        columns = {row[1] for row in connection.execute(f"PRAGMA table_info({table.name})")}
        if columns and columns != table.column_names():
            connection.execute(f"DROP TABLE {table.name}")
            columns = set()
        if columns:
            connection.execute(f"SELECT id FROM {table.name} LIMIT 1").fetchall()
        else:
            with self.transaction() as writing:
                for statement in table.create_sql():
                    writing.execute(statement)
        self._ensured.add(table.name)

    def select_keys(self, table: CacheTable, columns: str, keys: Iterable[str]) -> Iterator[tuple[Any, ...]]:
        """The rows of ``table`` whose key is one of ``keys``: ``columns`` of each (SQL), a batch at a time."""
        wanted = sorted(set(keys))
        connection = self.connection()
        for start in range(0, len(wanted), _BATCH):
            batch = wanted[start : start + _BATCH]
            marks = ", ".join("?" * len(batch))
            yield from connection.execute(f'SELECT {columns} FROM {table.name} WHERE "key" IN ({marks})', batch)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: the write lock is taken first (BEGIN IMMEDIATE, as the catalog's writes),
        committed if the block returns, rolled back if it raises."""
        connection = self.connection()
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield connection
        except BaseException:
            connection.rollback()
            raise
        connection.commit()

    def replace(
        self,
        table: CacheTable,
        entries: Sequence[dict[str, Any]],
        groups: Sequence[str],
        connection: sqlite3.Connection,
    ) -> None:
        """Insert ``entries``; first delete the rows they supersede: those of the same subjects (or paths)
        with the same values of the ``groups`` columns, and those of the same keys."""
        by_group: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
        subject = "subject" if any(name == "subject" for name, _ in table.columns) else "path"
        for entry in entries:
            by_group.setdefault(tuple(entry[g] for g in groups), []).append(entry)
        where = "".join(f' AND "{g}" = ?' for g in groups)
        for values, group in by_group.items():
            subjects = sorted({e[subject] for e in group})
            for start in range(0, len(subjects), _BATCH):
                batch = subjects[start : start + _BATCH]
                marks = ", ".join("?" * len(batch))
                sql = f'DELETE FROM {table.name} WHERE "{subject}" IN ({marks}){where}'
                connection.execute(sql, [*batch, *values])
        keys = [entry["key"] for entry in entries]
        for start in range(0, len(keys), _BATCH):
            batch = keys[start : start + _BATCH]
            connection.execute(f'DELETE FROM {table.name} WHERE "key" IN ({", ".join("?" * len(batch))})', batch)
        connection.executemany(table.insert_sql(), [table.row(entry) for entry in entries])

    def get_many(self, stage: str, keys: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The payloads of the ``stage`` entries found, by key. An entry that is not JSON of the shape this
        version writes is left out (and counted in ``dropped``): the run computes it again."""
        found: dict[str, dict[str, Any]] = {}
        try:
            # The payload as stored (text, or whatever a crafted row holds): one bad row must not stop the read.
            # Read as bytes and decoded row by row: a payload that is not UTF-8 (sqlite3 would raise on the
            # whole query) is that row's problem only.
            for key, row_stage, raw, stored_checksum in self.select_keys(
                _RESULTS, '"key", stage, CAST(payload AS BLOB), checksum', keys
            ):
                text = _utf8_or_none(raw)
                payload = stored_payload(stage, text, stored_checksum) if row_stage == stage else None
                if payload is not None:
                    found[key] = payload
                else:
                    self.dropped.append(f"a {stage} result ({str(key)[:12]})")
        except DATABASE_ERRORS as exc:
            raise CacheUnavailable(f"cannot read the cache in {self.where}: {_reason(exc)}") from None
        return found

    def get_files(self, keys: Iterable[str]) -> dict[str, bytes]:
        """The front end's stored results of the files found, by key (entries of another format left out)."""
        found: dict[str, bytes] = {}
        try:
            for key, path, stored_format, data, stored in self.select_keys(
                _FILES, '"key", path, format, data, checksum', keys
            ):
                if stored_format == FORMAT and isinstance(data, bytes) and stored == checksum(data):
                    found[key] = data
                else:
                    self.dropped.append(f"the entry of {path!s:.200} (format {stored_format!r:.20})")
        except DATABASE_ERRORS as exc:
            raise CacheUnavailable(f"cannot read the cache in {self.where}: {_reason(exc)}") from None
        return found

    def put_many(self, rows: Sequence[dict[str, Any]], files: Sequence[dict[str, Any]] = ()) -> None:
        """Write new entries (``result_entry``, ``file_entry``) in one transaction. Older entries of the same
        cards and scenarios (same stage and options) go, and so do older versions of the files written."""
        if not rows and not files:
            return
        try:
            with self.transaction() as connection:
                if files:
                    self.replace(_FILES, files, (), connection)
                if rows:  # an entry superseded by a newer version of the same card or scenario is dead weight
                    self.replace(_RESULTS, rows, ("game", "stage", "options"), connection)
        except DATABASE_ERRORS as exc:
            raise CacheUnavailable(f"cannot write the cache in {self.where}: {_reason(exc)}") from None


def _connector(url: str) -> tuple[Any, str, Path | None]:
    """How to connect to the SQLite database of ``url``, its name for messages, and the folder its file
    goes in; CacheUnavailable for a URL the cache cannot use."""
    path = urls.plain_sqlite(url)
    if path is not None and "\x00" in path:  # `--db 'sqlite:///x%00.db'`: no file can be named so
        raise CacheUnavailable(f"cannot use the database {path}: a file name holds no NUL character")
    if path is not None:

        def connect() -> sqlite3.Connection:
            # Autocommit: reads take no lock beyond their statement; writes are explicit (``transaction``).
            return sqlite3.connect(path, timeout=urls.BUSY_TIMEOUT_S, isolation_level=None)

        if path == urls.MEMORY:
            return connect, url, None
        return connect, str(Path(path)), Path(path).parent
    # Any other URL (a SQLite URL with a query or a file: URI, another database) goes through SQLAlchemy,
    # imported only then; the cache's SQL is SQLite's, so only a SQLite database is used.
    from sqlalchemy.exc import ArgumentError

    from toolkit.catalog import database

    try:
        where = database.display_url(url)
        engine = database.engine_for(url, create_directory=False) if database.is_sqlite(url) else None
        driver = getattr(engine.dialect.loaded_dbapi, "connect", None) if engine is not None else None
    except (ArgumentError, ImportError, ValueError) as exc:  # the URL only by its scheme: it may hold a password
        raise CacheUnavailable(f"cannot use the database {urls.backend(url)!s:.40}://...: {exc}") from None
    if engine is None or driver is not sqlite3.connect:  # pysqlcipher and the like: not this module's SQLite
        raise CacheUnavailable(f"cannot use the database {where}: the validator's cache is kept in SQLite only")
    # The driver's own arguments for the URL (its file: URI, its query), without SQLAlchemy's pool.
    cargs, cparams = engine.dialect.create_connect_args(engine.url)
    file = database.sqlite_file(url)

    def connect_through_sqlalchemy() -> sqlite3.Connection:
        return sqlite3.connect(*cargs, **{"timeout": urls.BUSY_TIMEOUT_S, **cparams, "isolation_level": None})

    return connect_through_sqlalchemy, where, file.parent if file is not None else None


def result_entry(
    *,
    key: str,
    game: str,
    subject: str,
    content_hash: str,
    stage: str,
    ruleset_version: str,
    engine_version: str,
    options: str,
    payload: dict[str, Any],
) -> dict[str, Any]:
    """A row of ``validation_cache``, as plain data (building row objects cost ~1 ms each in SQLModel)."""
    return {
        "key": key,
        "game": game,
        "subject": subject,
        "content_hash": content_hash,
        "stage": stage,
        "ruleset_version": ruleset_version,
        "engine_version": engine_version,
        "options": options,
        "payload": payload,
        "checksum": checksum(payload),
        "created_at": datetime.now(UTC),
    }


def file_entry(key: str, path: str, data: bytes) -> dict[str, Any]:
    """A row of ``validation_files``, as plain data."""
    return {
        "key": key,
        "path": path,
        "format": FORMAT,
        "data": data,
        "checksum": checksum(data),
        "created_at": datetime.now(UTC),
    }


def checksum(data: bytes | dict[str, Any]) -> str:
    """What an entry is checked against on read: SQLite keeps no checksum of its pages, so a damaged
    page would otherwise be read as a result. (Whoever can write the file can write a checksum too:
    this finds damage, not forgery; see docs/reliability.md.)"""
    if isinstance(data, dict):
        data = canonical_json(data).encode("utf-8")
    return hashlib.sha256(data).hexdigest()[:32]


def canonical_json(payload: dict[str, Any]) -> str:
    """A payload's text as this version stores it, and as its checksum is taken: keys sorted, no spaces."""
    return json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def stored_payload(stage: str, text: Any, stored_checksum: Any) -> Any:
    """The payload a row holds, if it is JSON of the shape this version writes for ``stage`` and matches its
    checksum; else None. A row this version wrote holds the canonical text, whose checksum is that of the text
    itself (no decoding and encoding again: about 0.1 s of a warm run of 1,000 cards); a row an earlier version
    wrote (SQLAlchemy's JSON column, keys as they came) is checked by its payload's canonical form."""
    if not isinstance(text, str):
        return None
    payload = _json_or_none(text)
    if not payload_conforms(stage, payload):
        return None
    if stored_checksum == hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]:
        return payload
    return payload if stored_checksum == checksum(payload) else None


def _utf8_or_none(raw: Any) -> str | None:
    if not isinstance(raw, bytes):
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _json_or_none(text: Any) -> Any:
    if not isinstance(text, str):
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _reason(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc)
    return text.splitlines()[0] if text else type(exc).__name__
