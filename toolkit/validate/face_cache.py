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

from toolkit.validate.cache import (
    DATABASE_ERRORS,
    CacheTable,
    CacheUnavailable,
    ValidationCache,
    checksum,
    stored_payload,
)

FACES_TABLE = "validation_faces"
STAGE = "faces"

# One card's face findings (V06xx) in one set of languages, read with sqlite3 as the validator's other
# tables (cache.py).
_FACES = CacheTable(
    FACES_TABLE,
    (
        ("key", "VARCHAR NOT NULL"),  # face_key: the card, its languages, the inputs
        ("game", "VARCHAR NOT NULL"),
        ("subject", "VARCHAR NOT NULL"),  # the card's key
        ("options", "VARCHAR NOT NULL"),  # "langs=en,uk": a later entry of the same card and languages replaces it
        ("payload", "JSON NOT NULL"),
        ("checksum", "VARCHAR NOT NULL"),
        ("created_at", "DATETIME NOT NULL"),
    ),
    (("key", True), ("subject", False)),
)


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
    found: dict[str, dict[str, Any]] = {}
    try:
        cache.ensure(_FACES)
        # The payload as stored: one bad row must not stop the read.
        for key, text, stored in cache.select_keys(_FACES, '"key", payload, checksum', keys):
            payload = stored_payload(STAGE, text, stored)
            if payload is not None:
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
    try:
        cache.ensure(_FACES)
        with cache.transaction() as connection:
            cache.replace(_FACES, rows, ("game", "options"), connection)
    except DATABASE_ERRORS as exc:
        raise CacheUnavailable(f"cannot write the card-face cache in {cache.where}: {_reason(exc)}") from None


def _reason(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc)
    return text.splitlines()[0] if text else type(exc).__name__
