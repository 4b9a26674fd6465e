"""The catalog's schema: its version, the check every command makes, and its creation.

A catalog file records the version of the schema that wrote it (``catalog_meta``,
key ``schema_version``). A command only works on a catalog of this version: any
other (an older Deckwright's catalog, a newer one's, one whose tables were
dropped or altered) is reported and never rewritten, because re-creating a
dropped ``games`` table would relabel every card with another game. An empty
database (a new or zero-length file) is initialised. Only the catalog's own
tables are looked at: the validator keeps tables of its own in the same file.

On SQLite the catalog also holds search indexes, kept in step by triggers:
``cards_fts``, an FTS5 trigram index of the case-folded name and source of every
card, so a free word is a substring search that need not read every row, and
``card_numbers`` / ``card_tags``, the numeric fields and tags one row each.
"""

from __future__ import annotations

from sqlalchemy import Connection, inspect, select
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import SQLModel

from toolkit.catalog.tables import ALL_TABLES, MetaRow

SCHEMA_VERSION = 1
VERSION_KEY = "schema_version"
FTS_TABLE = "cards_fts"
NUMBERS_TABLE = "card_numbers"
TAGS_TABLE = "card_tags"

_OWN = {table.name: table for table in ALL_TABLES}

# External-content FTS5 over the folded copies; the trigram tokenizer matches any substring
# of three characters or more. case_sensitive 1: the columns are case-folded already.
# card_numbers and card_tags are the cards' numeric fields and tags, one row each, so that
# `level>=8` and `tag:undead` are index range scans instead of reading every card's JSON.
# Triggers keep all three in step with every update and delete of a card, and the numbers and
# tags with every insert; the importer adds new cards to the full-text index (index_new_cards).
_INDEX_DDL = (
    f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(search_name, search_text,"
    " content='cards', content_rowid='id', tokenize='trigram case_sensitive 1')",
    f"CREATE TABLE {NUMBERS_TABLE} (card_id INTEGER NOT NULL, field TEXT NOT NULL, value INTEGER NOT NULL,"
    " PRIMARY KEY (field, value, card_id)) WITHOUT ROWID",
    f"CREATE INDEX ix_{NUMBERS_TABLE}_card_id ON {NUMBERS_TABLE} (card_id)",
    f"CREATE TABLE {TAGS_TABLE} (card_id INTEGER NOT NULL, tag TEXT NOT NULL,"
    " PRIMARY KEY (tag, card_id)) WITHOUT ROWID",
    f"CREATE INDEX ix_{TAGS_TABLE}_card_id ON {TAGS_TABLE} (card_id)",
)
_ADD = f"INSERT INTO {FTS_TABLE}(rowid, search_name, search_text) VALUES (new.id, new.search_name, new.search_text);"
_DROP = (
    f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, search_name, search_text)"
    " VALUES ('delete', old.id, old.search_name, old.search_text);"
)
_ADD_FIELDS = (
    f"INSERT INTO {NUMBERS_TABLE} SELECT new.id, key, value FROM json_each(new.fields) WHERE type = 'integer';"
    f" INSERT OR IGNORE INTO {TAGS_TABLE} SELECT new.id, lower(value) FROM json_each(new.fields, '$.tags')"
    " WHERE type = 'text';"
)
_DROP_FIELDS = f"DELETE FROM {NUMBERS_TABLE} WHERE card_id = old.id; DELETE FROM {TAGS_TABLE} WHERE card_id = old.id;"
_TRIGGERS = {
    # New cards reach cards_fts through index_new_cards: a trigger per row makes FTS5 flush
    # its pending terms at every row's savepoint, which made imports seven times slower.
    "cards_index_insert": f"AFTER INSERT ON cards BEGIN {_ADD_FIELDS} END",
    "cards_index_delete": f"AFTER DELETE ON cards BEGIN {_DROP} {_DROP_FIELDS} END",
    "cards_index_text": f"AFTER UPDATE OF search_name, search_text ON cards BEGIN {_DROP} {_ADD} END",
    "cards_index_fields": f"AFTER UPDATE OF fields ON cards BEGIN {_DROP_FIELDS} {_ADD_FIELDS} END",
}
_INDEX_TABLES = (FTS_TABLE, NUMBERS_TABLE, TAGS_TABLE)


def last_card_id(connection: Connection) -> int:
    """The highest card id so far: cards added after it get higher ids (SQLite's rowids grow)."""
    return int(connection.exec_driver_sql("SELECT coalesce(max(id), 0) FROM cards").scalar() or 0)


def index_new_cards(connection: Connection, after: int) -> None:
    """Add the cards with an id above ``after`` to the full-text index, in one statement."""
    if connection.dialect.name == "sqlite":
        connection.exec_driver_sql(
            f"INSERT INTO {FTS_TABLE}(rowid, search_name, search_text)"
            " SELECT id, search_name, search_text FROM cards WHERE id > ?",
            (after,),
        )


def refresh_statistics(connection: Connection) -> None:
    """Let SQLite's planner know the tables' sizes (``ANALYZE``, sampled: some 30 ms at 100,000
    cards); without them it reads the wide card rows instead of ix_cards_lookup."""
    if connection.dialect.name == "sqlite":
        connection.exec_driver_sql("PRAGMA analysis_limit = 1000")
        connection.exec_driver_sql("ANALYZE")


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
    own = names & (set(_OWN) | set(_INDEX_TABLES))
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
        problems += [f"table '{name}' is missing" for name in _INDEX_TABLES if name not in names]
        triggers = set(connection.exec_driver_sql("SELECT name FROM sqlite_master WHERE type = 'trigger'").scalars())
        problems += [f"trigger '{name}' is missing" for name in _TRIGGERS if name not in triggers]
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
        for statement in _INDEX_DDL:
            connection.exec_driver_sql(statement)
        for name, body in _TRIGGERS.items():
            connection.exec_driver_sql(f"CREATE TRIGGER {name} {body}")
    connection.execute(MetaRow.__table__.insert().values(key=VERSION_KEY, value=str(SCHEMA_VERSION)))  # type: ignore[attr-defined]
