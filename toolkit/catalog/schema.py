"""The catalog's schema: its version, the check every command makes, and its creation.

A catalog file records the version of the schema that wrote it (``catalog_meta``,
key ``schema_version``). A command only works on a catalog of this version: any
other (an older Deckwright's catalog, a newer one's, one whose tables were
dropped or altered) is reported and never rewritten, because re-creating a
dropped ``games`` table would relabel every card with another game. An empty
database (a new or zero-length file) is initialised. Only the catalog's own
tables are looked at: the validator keeps tables of its own in the same file.

On SQLite the catalog also holds ``cards_fts``, an FTS5 trigram index of the
case-folded name and source of every card, kept in step by triggers, so a free
word is a substring search that need not read every row.
"""

from __future__ import annotations

from sqlalchemy import Connection, inspect, select
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import SQLModel

from toolkit.catalog.tables import ALL_TABLES, MetaRow

SCHEMA_VERSION = 1
VERSION_KEY = "schema_version"
FTS_TABLE = "cards_fts"

_OWN = {table.name: table for table in ALL_TABLES}

# External-content FTS5 over the folded copies; the trigram tokenizer matches any substring
# of three characters or more. case_sensitive 1: the columns are case-folded already.
_FTS_DDL = (
    f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(search_name, search_text,"
    " content='cards', content_rowid='id', tokenize='trigram case_sensitive 1')",
    f"CREATE TRIGGER cards_fts_insert AFTER INSERT ON cards BEGIN"
    f" INSERT INTO {FTS_TABLE}(rowid, search_name, search_text) VALUES (new.id, new.search_name, new.search_text);"
    " END",
    f"CREATE TRIGGER cards_fts_delete AFTER DELETE ON cards BEGIN"
    f" INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, search_name, search_text)"
    " VALUES ('delete', old.id, old.search_name, old.search_text); END",
    f"CREATE TRIGGER cards_fts_update AFTER UPDATE OF search_name, search_text ON cards BEGIN"
    f" INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, search_name, search_text)"
    " VALUES ('delete', old.id, old.search_name, old.search_text);"
    f" INSERT INTO {FTS_TABLE}(rowid, search_name, search_text) VALUES (new.id, new.search_name, new.search_text);"
    " END",
)
_FTS_TRIGGERS = ("cards_fts_insert", "cards_fts_delete", "cards_fts_update")


class SchemaError(SQLAlchemyError):
    """The database holds something other than a catalog of this version; the message says what.

    A database error like any other to callers that only report them (the build, the validator).
    """


class NoCatalog(SchemaError):
    """The database holds no catalog at all (nothing to read yet)."""


def check(connection: Connection) -> None:
    """Raise NoCatalog for a database without a catalog, SchemaError for one this version
    cannot use; return quietly for a catalog of this version."""
    names = set(inspect(connection).get_table_names())
    own = names & (set(_OWN) | {FTS_TABLE})
    if not own:
        raise NoCatalog("it holds no catalog")
    if MetaRow.__tablename__ not in names:
        raise SchemaError(
            "it was written by an older Deckwright (its catalog has no schema version); "
            f"this version writes schema {SCHEMA_VERSION}"
        )
    found = connection.execute(select(MetaRow.value).where(MetaRow.key == VERSION_KEY)).scalar()  # type: ignore[arg-type]
    if found != str(SCHEMA_VERSION):
        written = f"schema {found}" if found else "no schema version"
        raise SchemaError(
            f"its catalog has {written}; this version of Deckwright reads and writes schema {SCHEMA_VERSION}"
        )
    problems = [f"table '{name}' is missing" for name in sorted(set(_OWN) - names)]
    for name, table in sorted(_OWN.items()):
        if name in names:
            columns = {column["name"] for column in inspect(connection).get_columns(name)}
            expected = {column.name for column in table.columns}
            if columns != expected:
                problems.append(f"table '{name}' has been altered ({_difference(expected, columns)})")
    if connection.dialect.name == "sqlite":
        if FTS_TABLE not in names:
            problems.append(f"table '{FTS_TABLE}' is missing")
        triggers = set(connection.exec_driver_sql("SELECT name FROM sqlite_master WHERE type = 'trigger'").scalars())
        problems += [f"trigger '{t}' is missing" for t in _FTS_TRIGGERS if t not in triggers]
    if problems:
        raise SchemaError("its catalog is damaged: " + "; ".join(problems))


def _difference(expected: set[str], found: set[str]) -> str:
    parts = []
    if expected - found:
        parts.append("no column " + ", ".join(sorted(expected - found)))
    if found - expected:
        parts.append("unknown column " + ", ".join(sorted(found - expected)))
    return "; ".join(parts)


def ensure(connection: Connection) -> None:
    """Create the catalog in an empty database, or check the one there (SchemaError).

    Runs inside the import's write transaction, so two processes cannot both create it.
    """
    try:
        check(connection)
        return
    except NoCatalog:
        pass
    SQLModel.metadata.create_all(connection, tables=ALL_TABLES)
    if connection.dialect.name == "sqlite":
        for statement in _FTS_DDL:
            connection.exec_driver_sql(statement)
    connection.execute(MetaRow.__table__.insert().values(key=VERSION_KEY, value=str(SCHEMA_VERSION)))  # type: ignore[attr-defined]
