"""Balance runs in the catalog: each run stored whole, and what changed since the last one (V0503).

Two tables of their own, created when missing (``balance_runs``: one row per game per run, its
settings and whole-game measures; ``balance_cards``: one row per card), so the catalog's own
tables are never touched. A run is written in one transaction. Kept apart from balance.py so
that SQLAlchemy is imported only when a run is stored.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, inspect
from sqlmodel import Field, Session, SQLModel, col, select

from toolkit.lang.diagnostics import Diagnostic, Severity
from toolkit.lang.model import Card
from toolkit.validate.balance_model import BalanceOptions, BalanceSummary, CardBalance, GameBalance, game_span, points


def _now() -> datetime:
    return datetime.now(UTC)


class BalanceRunRow(SQLModel, table=True):
    """One balance run of one game, with its whole-game measures."""

    __tablename__ = "balance_runs"

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(index=True)
    settings_hash: str = Field(index=True)  # runs compare only with runs of the same settings
    settings: str  # JSON
    created_at: datetime = Field(default_factory=_now)
    games: int
    players: int
    seed: int
    finished: int
    turns_mean: float
    turns_median: float
    turns_p90: float
    first_seat_rate: float
    first_seat_ci_low: float
    first_seat_ci_high: float
    first_seat_p: float
    first_seat_flagged: bool
    lead_changes_mean: float
    drama: float
    decided_at: float


class BalanceCardRow(SQLModel, table=True):
    """One card's result in a balance run."""

    __tablename__ = "balance_cards"

    id: int | None = Field(default=None, primary_key=True)
    run_id: int = Field(foreign_key="balance_runs.id", index=True)
    key: str = Field(index=True)
    name: str
    content_hash: str
    games: int
    wins_with: int
    wins_without: int
    gained: int
    lost: int
    effect: float
    ci_low: float
    ci_high: float
    p_value: float
    p_adjusted: float
    flagged: bool
    confirmed: bool = False
    screen_effect: float = 0.0


BALANCE_TABLES = [BalanceRunRow.__table__, BalanceCardRow.__table__]  # type: ignore[attr-defined]


def settings_hash(settings: Mapping[str, Any]) -> str:
    return hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()[:16]


def store_and_compare(
    summary: BalanceSummary, cards: Mapping[tuple[str, str], Card], sources: Mapping[str, str]
) -> list[Diagnostic]:
    """Compare each game with its previous run of the same settings, then store this run:
    all of it in one transaction, in tables of its own (the catalog's own tables are not touched)."""
    from toolkit.catalog.database import DATABASE_ERRORS, display_url, engine_for, resolve_url

    options = summary.options
    url = resolve_url(options.db)
    engine: Engine | None = None
    problem: str | None = None
    hint = "point --db (or $DECKWRIGHT_DB) at a writable catalog; the balance report itself is complete"
    try:
        engine = engine_for(url)
        SQLModel.metadata.create_all(engine, tables=BALANCE_TABLES)
        missing = _missing_columns(engine)
        if missing:
            problem = f"its balance tables come from another version of Deckwright (no {', '.join(missing)})"
            hint = "drop its tables balance_runs and balance_cards (only the balance history), or use another --db"
        else:
            with Session(engine) as session:
                for game in summary.games:
                    _compare_and_add(session, game, options)
                session.commit()
    except (*DATABASE_ERRORS, OSError) as error:
        problem = _first_line(getattr(error, "orig", None) or error)
    finally:
        if engine is not None:
            engine.dispose()
    if problem is not None:
        for game in summary.games:
            game.changes, game.previous_run, game.run_id = [], None, None
        message = f"the balance results could not be stored in {display_url(url)}: {problem}"
        return [Diagnostic("V0504", message, None, Severity.WARNING, hint)]
    summary.stored_in = display_url(url)
    return _change_notes(summary, cards, sources)


def _compare_and_add(session: Session, game: GameBalance, options: BalanceOptions) -> None:
    """Find the game's previous run with the same settings and what changed since; add this run."""
    settings = options.settings(game.game)
    digest = settings_hash(settings)
    with session.no_autoflush:  # this run's rows are written at the end, in the same transaction
        previous = session.exec(
            select(BalanceRunRow)
            .where(BalanceRunRow.game == game.game, BalanceRunRow.settings_hash == digest)
            .order_by(col(BalanceRunRow.id).desc())
            .limit(1)
        ).first()
        if previous is not None:
            earlier = session.exec(select(BalanceCardRow).where(BalanceCardRow.run_id == previous.id)).all()
            game.previous_run = previous.id
            game.changes = _changes(game, previous, {row.key: row for row in earlier})
    run = _run_row(game, settings, digest)
    session.add(run)
    session.flush()
    assert run.id is not None
    game.run_id = run.id
    session.add_all(_card_row(run.id, c) for c in game.cards)


def _missing_columns(engine: Engine) -> list[str]:
    """Columns the balance tables lack, if they were made by another version (``table.column``)."""
    inspector = inspect(engine)
    missing = []
    for table in BALANCE_TABLES:
        have = {column["name"] for column in inspector.get_columns(table.name)}
        missing.extend(f"{table.name}.{column.name}" for column in table.columns if column.name not in have)
    return missing


def _first_line(error: BaseException) -> str:
    return str(error).strip().split("\n")[0]


def _run_row(game: GameBalance, settings: Mapping[str, Any], digest: str) -> BalanceRunRow:
    m = game.measures
    return BalanceRunRow(
        game=game.game,
        settings_hash=digest,
        settings=json.dumps(settings, sort_keys=True),
        games=m.games,
        players=game.players,
        seed=int(settings["seed"]),
        finished=m.finished,
        turns_mean=m.turns_mean,
        turns_median=m.turns_median,
        turns_p90=m.turns_p90,
        first_seat_rate=m.first_seat_rate,
        first_seat_ci_low=m.first_seat_ci[0],
        first_seat_ci_high=m.first_seat_ci[1],
        first_seat_p=m.first_seat_p,
        first_seat_flagged=m.first_seat_flagged,
        lead_changes_mean=m.lead_changes_mean,
        drama=m.drama,
        decided_at=m.decided_at,
    )


def _card_row(run_id: int, c: CardBalance) -> BalanceCardRow:
    return BalanceCardRow(
        run_id=run_id,
        key=c.key,
        name=c.name,
        content_hash=c.content_hash,
        games=c.games,
        wins_with=c.wins_with,
        wins_without=c.wins_without,
        gained=c.gained,
        lost=c.lost,
        effect=c.effect,
        ci_low=c.ci_low,
        ci_high=c.ci_high,
        p_value=c.p_value,
        p_adjusted=c.p_adjusted,
        flagged=c.flagged,
        confirmed=c.confirmed,
        screen_effect=c.screen_effect,
    )


# A change: (card key or "" for the whole game, what changed).
_CHANGE_SEP = "\x1f"


def _changes(game: GameBalance, previous: BalanceRunRow, earlier: Mapping[str, BalanceCardRow]) -> list[str]:
    """What moved since ``previous``: flags that came or went, effects now outside the last interval."""
    found: list[str] = []
    for card in game.cards:
        before = earlier.get(card.key)
        if before is None:
            continue  # new since the last run: nothing to compare with
        edited = " (the card was edited)" if before.content_hash != card.content_hash else ""
        if card.flagged and not before.flagged:
            found.append(f"{card.key}{_CHANGE_SEP}'{card.name}' is newly flagged{edited}")
        elif before.flagged and not card.flagged:
            found.append(f"{card.key}{_CHANGE_SEP}'{card.name}' is no longer flagged{edited}")
        elif not before.ci_low <= card.effect <= before.ci_high:
            found.append(
                f"{card.key}{_CHANGE_SEP}'{card.name}' moved from {points(before.effect)} to "
                f"{points(card.effect)} points, outside the last run's interval "
                f"[{points(before.ci_low)}, {points(before.ci_high)}]{edited}"
            )
    m = game.measures
    if m.first_seat_flagged != previous.first_seat_flagged:
        state = "now" if m.first_seat_flagged else "no longer"
        found.append(f"{_CHANGE_SEP}the first-seat advantage is {state} flagged")
    elif not previous.first_seat_ci_low <= m.first_seat_rate <= previous.first_seat_ci_high:
        found.append(
            f"{_CHANGE_SEP}the first player's win rate moved from {previous.first_seat_rate:.1%} to "
            f"{m.first_seat_rate:.1%}, outside the last run's interval"
        )
    return found


def _change_notes(
    summary: BalanceSummary, cards: Mapping[tuple[str, str], Card], sources: Mapping[str, str]
) -> list[Diagnostic]:
    notes: list[Diagnostic] = []
    for game in summary.games:
        pool = [c for c in cards.values() if c.game == game.game]
        readable: list[str] = []
        for change in game.changes:
            key, text = change.split(_CHANGE_SEP, 1)
            readable.append(text)
            card = cards.get((game.game, key)) if key else None
            span = card.span if card is not None else game_span(game.game, pool, sources)
            notes.append(
                Diagnostic(
                    "V0503",
                    f"balance changed since run {game.previous_run}: {text}",
                    span,
                    Severity.NOTE,
                    None,
                    (f"{game.measures.games} games per card, seed {summary.options.seed}, same settings",),
                )
            )
        game.changes = readable
    return notes
