"""Reading cards back out of the catalog: entries, listings and lookups by id."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, func, true
from sqlmodel import Session, col, select

from toolkit.catalog.tables import CardRow, CardSetRow, CardStatus, GameRow
from toolkit.lang.diagnostics import did_you_mean
from toolkit.lang.model import slug


@dataclass(frozen=True, slots=True)
class Entry:
    """A card as the catalog holds it: its row, its game and its set."""

    row: CardRow
    game: str
    set_path: str

    @property
    def qualified(self) -> str:
        """``munchkin/mun-m001``: unique across the whole catalog."""
        return f"{self.game}/{self.row.key}"

    @property
    def tags(self) -> list[str]:
        return self.row.tags.split()

    @property
    def active(self) -> bool:
        return self.row.status == CardStatus.ACTIVE

    def to_json(self, timestamps: bool = False) -> dict[str, Any]:
        """The card's model JSON with the catalog's own facts about it."""
        data: dict[str, Any] = dict(self.row.card_json)
        data.update(
            key=self.row.key,
            set=self.set_path,
            status=self.row.status,
            content_hash=self.row.content_hash,
        )
        if timestamps:
            data.update(created_at=_iso(self.row.created_at), updated_at=_iso(self.row.updated_at))
        return data

    def summary(self) -> str:
        """'level 8, 2 treasures' or 'bonus +1, 200 gold': the numbers a player looks for first."""
        fields = self.row.fields
        parts: list[str] = []
        if "level" in fields:
            parts.append(f"level {fields['level']}")
        if "treasures" in fields:
            parts.append(f"{fields['treasures']} treasure{'s' if fields['treasures'] != 1 else ''}")
        if fields.get("levels", 1) != 1:
            parts.append(f"{fields['levels']} levels")
        if fields.get("bonus"):
            parts.append(f"bonus {fields['bonus']:+d}")
        if "gold" in fields:
            parts.append(f"{fields['gold']} gold")
        if "slot" in fields:
            parts.append(str(fields["slot"]))
        if "hands" in fields:
            parts.append(f"{fields['hands']} hand{'s' if fields['hands'] != 1 else ''}")
        if fields.get("big"):
            parts.append("big")
        if "is" in fields:
            parts.append(f"is {fields['is']}")
        return ", ".join(parts)


def _iso(moment: datetime) -> str:
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return aware.astimezone(UTC).isoformat()


def _entries() -> Select[tuple[CardRow, str, str]]:
    return (
        select(CardRow, GameRow.name, CardSetRow.path)
        .join(GameRow, col(CardRow.game_id) == col(GameRow.id))
        .join(CardSetRow, col(CardRow.set_id) == col(CardSetRow.id))
    )


def fetch(
    session: Session,
    where: ColumnElement[bool] | None = None,
    *,
    game: str | None = None,
    include_removed: bool = False,
) -> list[Entry]:
    """Cards matching ``where``, by game then key (sorted here: SQL collations differ by database)."""
    statement = _entries().where(where if where is not None else true())
    if game is not None:
        statement = statement.where(col(GameRow.name) == game)
    if not include_removed:
        statement = statement.where(col(CardRow.status) == CardStatus.ACTIVE.value)
    entries = [Entry(row, game_name, path) for row, game_name, path in session.exec(statement)]
    return sorted(entries, key=lambda e: (e.game, e.row.key))


def game_names(session: Session) -> list[str]:
    return sorted(session.exec(select(GameRow.name)))


# ---------------------------------------------------------------- lookup


class CardNotFound(LookupError):
    def __init__(self, ident: str, suggestion: str | None) -> None:
        self.ident = ident
        self.suggestion = suggestion
        super().__init__(ident)


class AmbiguousCard(LookupError):
    def __init__(self, ident: str, candidates: list[Entry]) -> None:
        self.ident = ident
        self.candidates = candidates
        super().__init__(ident)


def find_card(session: Session, ident: str) -> Entry:
    """The card called ``ident``: ``game/key``, or a bare key, @id or name when only one game has it.

    Active cards win over removed ones of the same key. Raises CardNotFound (with
    a did-you-mean) or AmbiguousCard (with the candidates).
    """
    game, _, key = ident.rpartition("/")
    found = _matching(session, game, key)
    if not found and game:  # a name with a slash in it: "Rock/Paper"
        found = _matching(session, "", ident)
    active = [e for e in found if e.active] or found
    if len(active) == 1:
        return active[0]
    if active:
        raise AmbiguousCard(ident, sorted(active, key=lambda e: e.qualified))
    everything = [Entry(row, g, p) for row, g, p in session.exec(_entries())]
    pool = [e.qualified for e in everything] + [e.row.key for e in everything]
    raise CardNotFound(ident, did_you_mean(ident, pool))


def _matching(session: Session, game: str, key: str) -> list[Entry]:
    wanted = sorted({key.lower(), slug(key)})
    statement = _entries().where(func.lower(col(CardRow.key)).in_(wanted))
    if game:
        statement = statement.where(col(GameRow.name) == game)
    return [Entry(row, game_name, path) for row, game_name, path in session.exec(statement)]
