"""The catalog's tables: games, card sets (one per source file), cards, and its own facts.

These rows are storage, kept apart from the domain model (toolkit.lang.model):
a card row holds the card's typed model as JSON plus the columns search needs.
Types are portable (JSON, text, integers, timestamps) so that the same tables
work on SQLite and PostgreSQL.
"""

from __future__ import annotations

import enum
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Column, Index, Table, UniqueConstraint
from sqlmodel import Field, SQLModel


class CardStatus(enum.StrEnum):
    ACTIVE = "active"
    REMOVED = "removed"  # no longer in its files; kept so history and links survive


def utc_now() -> datetime:
    return datetime.now(UTC)


class GameRow(SQLModel, table=True):
    __tablename__ = "games"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True, index=True)
    title: str = ""
    created_at: datetime = Field(default_factory=utc_now)


class CardSetRow(SQLModel, table=True):
    """One source file of a game, by its path as Deckwright displays it."""

    __tablename__ = "card_sets"
    __table_args__ = (UniqueConstraint("game_id", "path"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id", index=True)
    path: str
    created_at: datetime = Field(default_factory=utc_now)


class CardRow(SQLModel, table=True):
    __tablename__ = "cards"
    __table_args__ = (
        UniqueConstraint("game_id", "key"),  # also the index of game_id alone
        # Search filters and orders ids from this narrow index, never reading the wide rows
        # (source, JSON) of cards it does not show.
        Index("ix_cards_lookup", "id", "status", "kind", "game_id", "key"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id")
    set_id: int = Field(foreign_key="card_sets.id", index=True)
    key: str = Field(index=True)  # the card's identity in its game: its @id, else its name as a slug
    card_id: str | None = Field(default=None, index=True)
    kind: str = Field(index=True)
    name: str
    deck: str | None = None
    fields: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # " undead ghost ": space-delimited so that `tag:` is a portable LIKE '% undead %'.
    tags: str = ""
    # Case-folded copies for case-insensitive search: SQL lower() folds ASCII only on SQLite.
    search_name: str = Field(default="", index=True)  # `show NAME` looks a name up by index
    search_text: str = ""
    source: str = ""
    card_json: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    content_hash: str
    file: str = ""
    line: int = 0
    status: str = Field(default=CardStatus.ACTIVE.value, index=True)
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)


class MetaRow(SQLModel, table=True):
    """Facts about the catalog itself: ``schema_version`` (see toolkit.catalog.schema)."""

    __tablename__ = "catalog_meta"

    key: str = Field(primary_key=True)
    value: str


def _table(model: type[SQLModel]) -> Table:
    return model.__table__  # type: ignore[attr-defined,no-any-return]


ALL_TABLES: list[Table] = [_table(GameRow), _table(CardSetRow), _table(CardRow), _table(MetaRow)]
