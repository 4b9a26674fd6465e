"""Where the catalog lives: database URLs and engines.

Any SQLAlchemy URL works (SQLite by default, PostgreSQL later); a bare path
is taken as a SQLite file, so ``--db output/test.db`` does what it says.
"""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import Engine, create_engine, inspect
from sqlalchemy.engine import URL, make_url
from sqlmodel import SQLModel

from toolkit.catalog import tables

DEFAULT_PATH = Path("output") / "catalog.db"
ENV_VAR = "DECKWRIGHT_DB"


def sqlite_url(path: Path | str) -> str:
    return f"sqlite:///{Path(path).as_posix()}"


def resolve_url(url: str | None, default: str | None = None) -> str:
    """The URL to use: ``url`` (``--db``), else ``$DECKWRIGHT_DB``, else ``default``, else
    ``output/catalog.db``; a bare path is a SQLite file."""
    chosen = url or os.environ.get(ENV_VAR) or default or sqlite_url(DEFAULT_PATH)
    return chosen if "://" in chosen else sqlite_url(chosen)


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


def engine_for(url: str) -> Engine:
    """An engine for ``url``; for a SQLite file, its directory is created first."""
    path = sqlite_file(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    return create_engine(url)


def create_schema(engine: Engine) -> None:
    """Create the catalog's tables if they are missing (reads only when they exist)."""
    SQLModel.metadata.create_all(engine, tables=tables.ALL_TABLES)


def has_schema(engine: Engine) -> bool:
    names = set(inspect(engine).get_table_names())
    return all(table.name in names for table in tables.ALL_TABLES)


def display_url(url: str) -> str:
    """A URL fit for messages: a SQLite file as its path, other URLs without the password."""
    path = sqlite_file(url)
    if path is not None:
        return str(path)
    return make_url(url).render_as_string(hide_password=True)
