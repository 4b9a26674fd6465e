"""The face stage's findings kept between runs: a table of its own (``validation_faces``) beside the
validator's cache in the catalog database (toolkit/validate/cache.py), created when first used.

One row per card and set of languages, keyed by toolkit/validate/faces.py's ``face_key`` (the card,
its languages, and the hash of everything a face is made from). Rows are read as the validator's
other results are: JSON of exactly the shape this version writes, with its checksum, or dropped with
a notice and computed again; a database that fails turns the cache off for the run.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Column,
    DateTime,
    Engine,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    delete,
    inspect,
    select,
    type_coerce,
)

from toolkit.validate.cache import (
    DATABASE_ERRORS,
    CacheUnavailable,
    ValidationCache,
    checksum,
    payload_conforms,
)

FACES_TABLE = "validation_faces"
STAGE = "faces"
_BATCH = 400  # keys per IN (...) query: well under SQLite's variable limit


# One card's face findings (V06xx) in one set of languages: Core, as the validator's other tables (cache.py).
_FACES = Table(
    FACES_TABLE,
    MetaData(),
    Column("id", Integer, primary_key=True),
    Column("key", String, nullable=False, unique=True, index=True),  # face_key: the card, its languages, the inputs
    Column("game", String, nullable=False),
    Column("subject", String, nullable=False, index=True),  # the card's key
    Column(
        "options", String, nullable=False
    ),  # "langs=en,uk": a later entry of the same card and languages replaces it
    Column("payload", JSON, nullable=False),
    Column("checksum", String, nullable=False),
    Column("created_at", DateTime, nullable=False),
)


def _table() -> Table:
    return _FACES


def _ensure(engine: Engine) -> None:
    """Create the table if missing; one of another shape (another version) is only a cache: replaced."""
    table = _table()
    if table.name in set(inspect(engine).get_table_names()):
        if {c["name"] for c in inspect(engine).get_columns(table.name)} == {c.name for c in table.columns}:
            return
        table.drop(engine)
    table.create(engine, checkfirst=True)


def face_row(key: str, game: str, subject: str, options: str, payload: dict[str, Any]) -> dict[str, Any]:
    return {
        "key": key,
        "game": game,
        "subject": subject,
        "options": options,
        "payload": payload,
        "checksum": checksum(payload),
        "created_at": datetime.now(UTC),
    }


def get_faces(cache: ValidationCache, keys: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The payloads found, by key; a row not of this version's shape or checksum is left out and
    named in ``cache.dropped`` (the run lays that card out again)."""
    wanted = sorted(set(keys))
    found: dict[str, dict[str, Any]] = {}
    table = _table()
    raw = type_coerce(table.c.payload, Text)  # the text as stored: one bad row must not stop the read
    try:
        _ensure(cache.engine)
        with cache.engine.connect() as connection:
            for start in range(0, len(wanted), _BATCH):
                batch = wanted[start : start + _BATCH]
                for key, text, stored in connection.execute(
                    select(table.c.key, raw, table.c.checksum).where(table.c.key.in_(batch))
                ):
                    payload = _json_or_none(text)
                    if payload_conforms(STAGE, payload) and stored == checksum(payload):
                        found[key] = payload
                    else:
                        cache.dropped.append(f"a card-face result ({str(key)[:12]})")
    except DATABASE_ERRORS as exc:
        raise CacheUnavailable(f"cannot read the card-face cache in {cache.where}: {_reason(exc)}") from None
    return found


def put_faces(cache: ValidationCache, rows: Sequence[dict[str, Any]]) -> None:
    """Write ``face_row`` entries in one transaction; the older entries of the same cards (same
    languages) go, so the table holds one entry per card and set of languages."""
    if not rows:
        return
    table = _table()
    try:
        _ensure(cache.engine)
        with cache.engine.begin() as connection:
            groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
            for row in rows:
                groups.setdefault((row["game"], row["options"]), []).append(row)
            for (game, options), group in groups.items():
                for start in range(0, len(group), _BATCH):
                    subjects = sorted({r["subject"] for r in group[start : start + _BATCH]})
                    connection.execute(
                        delete(table).where(
                            table.c.game == game, table.c.options == options, table.c.subject.in_(subjects)
                        )
                    )
            keys = [row["key"] for row in rows]
            for start in range(0, len(keys), _BATCH):
                connection.execute(delete(table).where(table.c.key.in_(keys[start : start + _BATCH])))
            connection.execute(table.insert(), list(rows))
    except DATABASE_ERRORS as exc:
        raise CacheUnavailable(f"cannot write the card-face cache in {cache.where}: {_reason(exc)}") from None


def _json_or_none(text: Any) -> Any:
    import json

    try:
        return json.loads(text) if isinstance(text, (str, bytes)) else None
    except (ValueError, RecursionError):
        return None


def _reason(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc)
    return text.splitlines()[0] if text else type(exc).__name__
