"""Reading cards back out of the catalog: entries, listings and lookups by id."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import Any

from sqlalchemy import ColumnElement, Integer, Select, or_, text, true
from sqlalchemy.sql.util import find_tables
from sqlmodel import Session, col, select

from toolkit.catalog.schema import FTS_TABLE
from toolkit.catalog.tables import CardRow, CardSetRow, CardStatus, GameRow
from toolkit.lang import games
from toolkit.lang.diagnostics import did_you_mean
from toolkit.lang.model import slug
from toolkit.lang.summary import summarise, summary_fields
from toolkit.lang.vocabulary import FieldSpec


@dataclass(frozen=True, slots=True)
class Entry:
    """A card as the catalog holds it: its row, its game and its set."""

    row: CardRow
    game: str
    set_path: str

    @property
    def qualified(self) -> str:
        """``GAME/KEY``: unique across the whole catalog."""
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
        """'level 8, 2 treasures' or 'bonus +1, 200 gold': the numbers a player looks for first, as the
        game's vocabulary marks them (FieldSpec.summary; toolkit/lang/summary.py)."""
        return summarise(self.row.fields, _summary_specs(self.game))


@cache
def _summary_specs(game: str) -> tuple[FieldSpec, ...]:
    """The fields a card of this game shows in its summary; every game's, for a game not installed here."""
    ruleset = games.get(game)
    if ruleset is not None:
        return summary_fields([ruleset.vocabulary])
    return summary_fields(r.vocabulary for r in games.all_rulesets().values())


def _iso(moment: datetime) -> str:
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return aware.astimezone(UTC).isoformat()


def _entries() -> Select[tuple[CardRow, str, str]]:
    return (
        select(CardRow, GameRow.name, CardSetRow.path)
        .join(GameRow, col(CardRow.game_id) == col(GameRow.id))
        .join(CardSetRow, col(CardRow.set_id) == col(CardSetRow.id))
    )


def _filtered(
    statement: Select[Any], where: ColumnElement[bool] | None, game: str | None, include_removed: bool
) -> Select[Any]:
    statement = statement.where(where if where is not None else true())
    if game is not None:
        statement = statement.where(col(GameRow.name) == game)
    if not include_removed:
        statement = statement.where(col(CardRow.status) == CardStatus.ACTIVE.value)
    return statement


def _ordered(statement: Select[tuple[CardRow, str, str]]) -> Select[tuple[CardRow, str, str]]:
    # By game then key; SQLite compares text by code point, as Python's sort does.
    return statement.order_by(col(GameRow.name), col(CardRow.key))


def fetch(
    session: Session,
    where: ColumnElement[bool] | None = None,
    *,
    game: str | None = None,
    include_removed: bool = False,
) -> list[Entry]:
    """Cards matching ``where``, by game then key."""
    return list(stream(session, where, game=game, include_removed=include_removed))


def stream(
    session: Session,
    where: ColumnElement[bool] | None = None,
    *,
    game: str | None = None,
    include_removed: bool = False,
    batch: int = 1000,
) -> Iterator[Entry]:
    """Cards matching ``where``, by game then key, read ``batch`` rows at a time (memory stays flat)."""
    statement = _ordered(_filtered(_entries(), where, game, include_removed)).execution_options(yield_per=batch)
    for row, game_name, path in session.exec(statement):
        yield Entry(row, game_name, path)
        session.expunge(row)  # read once: the session need not keep it


def fetch_page(
    session: Session,
    where: ColumnElement[bool] | None = None,
    *,
    limit: int | None,
    game: str | None = None,
    include_removed: bool = False,
) -> tuple[list[Entry], int]:
    """The first ``limit`` cards matching ``where`` (all for None), by game then key, and how many match.

    The filter runs once, over ids only (no card's JSON or text is read for it); then only
    the page's rows are read, by primary key.
    """
    ids = select(CardRow.id).join(GameRow, col(CardRow.game_id) == col(GameRow.id))
    if where is not None and _SETS_TABLE in find_tables(where, check_columns=True):
        ids = ids.join(CardSetRow, col(CardRow.set_id) == col(CardSetRow.id))
    matching = list(
        session.exec(_filtered(ids, where, game, include_removed).order_by(col(GameRow.name), col(CardRow.key)))
    )
    shown = matching if limit is None else matching[:limit]
    order = {card_id: index for index, card_id in enumerate(shown)}
    page: list[Entry] = []
    for start in range(0, len(shown), _PAGE_READ):
        chunk = shown[start : start + _PAGE_READ]
        page += [Entry(r, g, p) for r, g, p in session.exec(_entries().where(col(CardRow.id).in_(chunk)))]
    page.sort(key=lambda entry: order[entry.row.id])
    return page, len(matching)


_PAGE_READ = 500  # rows read by id per statement
_SETS_TABLE = CardSetRow.__table__  # type: ignore[attr-defined]


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


SUGGESTION_POOL = 25  # neighbours in index order on each side, per column: a bounded did-you-mean
SUGGESTION_WORDS = 4  # and names holding one of the longest words of the ID, from the full-text index


def find_card(session: Session, ident: str) -> Entry:
    """The card called ``ident``: ``game/key``, or a bare key, @id or name when only one game has it.

    Every lookup goes through an index (key, name); nothing loads the whole catalog.
    Active cards win over removed ones. Raises CardNotFound (with a did-you-mean
    from the index neighbours of ``ident``) or AmbiguousCard (with the candidates).
    """
    found: list[Entry] = []
    game, slash, rest = ident.partition("/")
    if slash and rest:
        found = _matching(session, game, rest)
    if not found:  # a bare id or name, or a name with a slash in it: "Rock/Paper"
        found = _matching(session, None, ident)
    active = [e for e in found if e.active] or found
    if len(active) == 1:
        return active[0]
    if active:
        raise AmbiguousCard(ident, sorted(active, key=lambda e: e.qualified))
    raise CardNotFound(ident, _suggestion(session, ident))


def _matching(session: Session, game: str | None, text: str) -> list[Entry]:
    keys = sorted({text, text.lower(), text.upper(), slug(text)})
    by_key_or_name = or_(col(CardRow.key).in_(keys), col(CardRow.search_name) == text.casefold())
    statement = _entries().where(by_key_or_name)
    if game is not None:
        statement = statement.where(col(GameRow.name) == game)
    return list({e.qualified: e for e in (Entry(r, g, p) for r, g, p in session.exec(statement))}.values())


def _suggestion(session: Session, ident: str) -> str | None:
    """The closest key, qualified key or name among the index neighbours of ``ident``."""
    _game, _slash, bare = ident.rpartition("/")
    games = {game_id: name for game_id, name in session.exec(select(GameRow.id, GameRow.name))}
    pool: set[str] = set()
    for column, probe in ((col(CardRow.key), bare.lower()), (col(CardRow.search_name), bare.casefold())):
        # From cards alone: joined to games, SQLite walks every card of a game instead of the index.
        near = select(CardRow.key, CardRow.name, CardRow.game_id)
        for statement in (
            near.where(column >= probe).order_by(column).limit(SUGGESTION_POOL),
            near.where(column < probe).order_by(column.desc()).limit(SUGGESTION_POOL),
        ):
            for key, name, game_id in session.exec(statement):
                pool.update((key, f"{games.get(game_id, '?')}/{key}", name))
    for key, name, game_id in _sharing_a_word(session, bare.casefold()):
        pool.update((key, f"{games.get(game_id, '?')}/{key}", name))
    folded = {candidate.casefold(): candidate for candidate in pool}
    best = did_you_mean(ident.casefold(), folded)
    return folded[best] if best else None


def _sharing_a_word(session: Session, folded: str) -> list[tuple[str, str, int]]:
    """Cards whose name holds one of the longest words of ``folded``, SUGGESTION_POOL per word:
    a typo early in a name moves it far from its neighbours in index order, not from its words."""
    if session.get_bind().dialect.name != "sqlite":
        return []
    words = sorted({w for w in folded.split() if len(w) >= 3}, key=len, reverse=True)[:SUGGESTION_WORDS]
    found: list[tuple[str, str, int]] = []
    for word in words:
        phrase = 'search_name : "' + word.replace('"', '""') + '"'
        ids = text(f"SELECT rowid FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH :phrase LIMIT :limit")
        statement = select(CardRow.key, CardRow.name, CardRow.game_id).where(
            col(CardRow.id).in_(ids.bindparams(phrase=phrase, limit=SUGGESTION_POOL).columns(rowid=Integer))
        )
        found += list(session.exec(statement))
    return found
