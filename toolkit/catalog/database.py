"""Where the catalog lives: database URLs, engines, and the one way to write.

Any SQLAlchemy URL works (SQLite by default, PostgreSQL later); a bare path
is taken as a SQLite file, so ``--db output/test.db`` does what it says.

Several ``catalog import`` processes may write one SQLite file at once. Each
write is one ``BEGIN IMMEDIATE`` transaction: it takes the write lock before
it reads anything, so no process decides on a state another is changing.
A process that finds the lock taken waits (the busy timeout) and, past
that, retries the whole transaction after a bounded, jittered backoff.
"""

from __future__ import annotations

import json
import random
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sqlalchemy import Connection, Engine, create_engine
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import OperationalError, SQLAlchemyError

# Kept in urls.py, which imports no SQLAlchemy (the validator's cache reads SQLite without it).
from toolkit.catalog.urls import BUSY_TIMEOUT_S as BUSY_TIMEOUT_S
from toolkit.catalog.urls import DEFAULT_PATH as DEFAULT_PATH
from toolkit.catalog.urls import ENV_VAR as ENV_VAR
from toolkit.catalog.urls import resolve_url as resolve_url
from toolkit.catalog.urls import sqlite_url as sqlite_url

# How often a write whose lock stays taken past BUSY_TIMEOUT_S is tried again.
WRITE_ATTEMPTS = 8
_BACKOFF_S = 0.05

T = TypeVar("T")

# What reading a damaged database raises: the driver's errors (wrapped by SQLAlchemy), the text of a
# damaged page that is not UTF-8 (sqlite3 raises UnicodeDecodeError, which SQLAlchemy passes on as it
# is), and a JSON column whose text is no longer JSON.
DATABASE_ERRORS = (SQLAlchemyError, UnicodeDecodeError, json.JSONDecodeError)
# And what a damaged row raises in the code that reads it: SQLite keeps any value in any column, so a
# damaged row can hand back bytes for a name, text for a number, a NUL in a path. Commands say so (with
# the error, should it be a fault of ours), never with a traceback.
WRONG_KIND_ERRORS = (TypeError, AttributeError, KeyError, ValueError)


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sqlite_file(url: str) -> Path | None:
    """The file behind a SQLite URL, or None for other databases and in-memory SQLite."""
    parsed: URL = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if database in ("", ":memory:") or database.startswith("file:") or parsed.query.get("mode") == "memory":
        return None
    return Path(database)


def database_exists(url: str) -> bool:
    """Whether there is something to read; servers are assumed to exist (connecting will tell)."""
    path = sqlite_file(url)
    return path is None or path.is_file()


def engine_for(url: str, *, create_directory: bool = True) -> Engine:
    """An engine for ``url``; for a SQLite file, its directory is created first (unless told not
    to) and every connection waits up to BUSY_TIMEOUT_S for a lock instead of failing at once."""
    path = sqlite_file(url)
    if path is not None and create_directory:
        path.parent.mkdir(parents=True, exist_ok=True)
    if is_sqlite(url):
        return create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_S})
    return create_engine(url)


def is_busy(error: BaseException) -> bool:
    """Whether ``error`` is SQLite's 'the database is locked' (another writer), worth a retry."""
    original = getattr(error, "orig", error)
    if not isinstance(original, sqlite3.OperationalError):
        return False
    code = getattr(original, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(original) or "busy" in str(original)


def write(engine: Engine, work: Callable[[Connection], T]) -> T:
    """Run ``work`` in one write transaction, committed if it returns, rolled back if it raises.

    On SQLite the transaction is ``BEGIN IMMEDIATE`` in WAL mode (readers never wait for the
    writer); when the lock stays taken past the busy timeout the whole of ``work`` runs again,
    up to WRITE_ATTEMPTS times, so ``work`` must do nothing outside the transaction.
    """
    sqlite = engine.dialect.name == "sqlite"
    for attempt in range(1, WRITE_ATTEMPTS + 1):
        try:
            with engine.connect() as connection:
                if sqlite:
                    _begin_immediate(connection)
                try:
                    value = work(connection)
                    connection.commit()
                except BaseException:
                    connection.rollback()
                    raise
                return value
        except OperationalError as error:
            if not sqlite or not is_busy(error) or attempt == WRITE_ATTEMPTS:
                raise
            time.sleep(_BACKOFF_S * 2**attempt * random.uniform(0.5, 1.5))
    raise AssertionError("unreachable")  # pragma: no cover


def _begin_immediate(connection: Connection) -> None:
    # WAL is a property of the file, set once; it cannot change inside a transaction.
    # The pysqlite driver begins transactions lazily (and only deferred); an explicit
    # BEGIN IMMEDIATE takes the write lock now, and its COMMIT/ROLLBACK end it.
    if connection.exec_driver_sql("PRAGMA journal_mode").scalar() != "wal":
        connection.exec_driver_sql("PRAGMA journal_mode=WAL")
    connection.exec_driver_sql("BEGIN IMMEDIATE")


def create_schema(engine: Engine) -> None:
    """Create the catalog in an empty database (or check the one there: schema.SchemaError)."""
    from toolkit.catalog import schema  # late: schema's callers come through here

    write(engine, schema.ensure)


def has_schema(engine: Engine) -> bool:
    """Whether the database holds a catalog of this version."""
    from toolkit.catalog import schema

    with engine.connect() as connection:
        try:
            schema.check(connection)
        except schema.SchemaError:
            return False
    return True


def display_url(url: str) -> str:
    """A URL fit for messages: a SQLite file as its path, other URLs without the password."""
    path = sqlite_file(url)
    if path is not None:
        return str(path)
    return make_url(url).render_as_string(hide_password=True)
