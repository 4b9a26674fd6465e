"""Database URLs without SQLAlchemy: which database a command means (``--db``, ``$DECKWRIGHT_DB``,
output/catalog.db), and the SQLite file behind a plain SQLite URL.

Apart from toolkit/catalog/database.py (which re-exports these) so that the validator's cache, which
reads SQLite through the standard ``sqlite3`` module, does not import SQLAlchemy (about 0.15 s of every
warm ``deckwright validate`` process: docs/performance.md, "valid10w").
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import unquote

DEFAULT_PATH = Path("output") / "catalog.db"
ENV_VAR = "DECKWRIGHT_DB"
MEMORY = ":memory:"
BUSY_TIMEOUT_S = 30.0  # how long one attempt waits for another writer (SQLite's busy handler)


def sqlite_url(path: Path | str) -> str:
    return f"sqlite:///{Path(path).as_posix()}"


def resolve_url(url: str | None, default: str | None = None) -> str:
    """The URL to use: ``url`` (``--db``), else ``$DECKWRIGHT_DB``, else ``default``, else
    ``output/catalog.db``; a bare path is a SQLite file."""
    chosen = url or os.environ.get(ENV_VAR) or default or sqlite_url(DEFAULT_PATH)
    return chosen if "://" in chosen else sqlite_url(chosen)


def backend(url: str) -> str:
    """The database's kind, as SQLAlchemy names it: ``sqlite`` for ``sqlite+pysqlite:///x.db``."""
    scheme, _, _ = url.partition("://")
    return scheme.split("+", 1)[0].lower()


def plain_sqlite(url: str) -> str | None:
    """The file of a SQLite URL of the plain form (``sqlite:///relative.db``, ``sqlite:////abs.db``, with
    ``%xx`` escapes), or ``:memory:`` for ``sqlite://`` and ``sqlite:///:memory:``; None for any other URL,
    including SQLite URLs with a query or a ``file:`` URI (SQLAlchemy reads those)."""
    if backend(url) != "sqlite" or "://" not in url:
        return None
    rest = url.partition("://")[2]
    if "?" in rest or (rest and not rest.startswith("/")):
        return None
    database = unquote(rest[1:])
    if database.startswith("file:"):
        return None
    return database or MEMORY
