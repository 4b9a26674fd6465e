"""Importing checked cards into the catalog, all or nothing.

``import_cards`` refuses a load result with any error before it touches the
database, then applies the whole import in one transaction: new cards are
added, changed ones updated, unchanged ones left alone (timestamps and all),
cards of the imported files that are gone are marked removed, and removed
cards that come back are re-activated. Importing the same files twice
changes nothing the second time.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from sqlmodel import Session, select

from toolkit.catalog.database import create_schema
from toolkit.catalog.tables import CardRow, CardSetRow, CardStatus, GameRow, utc_now
from toolkit.lang.diagnostics import DeckwrightError, Diagnostic
from toolkit.lang.load import LoadResult
from toolkit.lang.model import Card
from toolkit.rulesets import registry


@dataclass(frozen=True, slots=True)
class ImportReport:
    added: int = 0  # new cards, and removed cards that came back
    updated: int = 0  # content, source text or location changed
    unchanged: int = 0
    removed: int = 0  # gone from files in scope; marked removed, not deleted
    restored: int = field(default=0, compare=False)  # of the added: removed cards that came back

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def summary(self) -> str:
        added = f"{self.added} added" + (f" ({self.restored} restored)" if self.restored else "")
        return f"{added}, {self.updated} updated, {self.unchanged} unchanged, {self.removed} removed"


def import_cards(
    engine: Engine,
    result: LoadResult,
    scope: list[str],
    *,
    now: datetime | None = None,
) -> ImportReport:
    """Import the cards of ``result`` (loaded from the paths ``scope``) in one transaction.

    Raises DeckwrightError, before the database is opened, when ``result`` has errors.
    """
    # The checker guarantees unique keys within a load (E0203), so errors are all there is to refuse.
    problems = [d for d in result.diagnostics if d.is_error]
    if problems:
        raise DeckwrightError(problems)
    stamp = now or utc_now()
    create_schema(engine)
    with Session(engine) as session, session.begin():
        return _apply(session, result, Scope.of([*scope, *result.files]), stamp)


# ---------------------------------------------------------------- checks


_CARD_HEADER = re.compile(r'^[^\s#}]\S*\s+"((?:\\.|[^"\\\n])*)"')


def broken_cards(diagnostics: Iterable[Diagnostic], sources: dict[str, str]) -> dict[str, list[str]]:
    """For each file with errors, the names of the cards they fall in (in file order)."""
    found: dict[str, list[str]] = {}
    for diagnostic in diagnostics:
        if not diagnostic.is_error or diagnostic.span is None:
            continue
        names = found.setdefault(diagnostic.span.file, [])
        source = sources.get(diagnostic.span.file)
        if source is None:
            continue
        # Blocks start at column 1 (as the parser's recovery assumes): look back for the header.
        lines = source.splitlines()
        for index in range(min(diagnostic.span.line, len(lines)) - 1, -1, -1):
            match = _CARD_HEADER.match(lines[index])
            if match:
                if match.group(1) not in names:
                    names.append(match.group(1))
                break
    return found


def refusal_message(diagnostics: Iterable[Diagnostic], sources: dict[str, str]) -> str:
    """'the catalog was not changed: 2 error(s) in a.cards (card 'X')': what there is to fix."""
    errors = [d for d in diagnostics if d.is_error]
    places = []
    for file, names in broken_cards(errors, sources).items():
        quoted = ", ".join(f"'{n}'" for n in names)
        places.append(f"{file} (card{'s' if len(names) > 1 else ''} {quoted})" if names else file)
    reasons = [f"{len(errors)} error(s) in " + "; ".join(places)] if places else []
    reasons += [d.message for d in errors if d.span is None]  # a missing path: the message names it
    return "the catalog was not changed: " + "; ".join(reasons)


# ---------------------------------------------------------------- scope


@dataclass(frozen=True, slots=True)
class Scope:
    """What an import speaks for: files it read, and every set under a directory it read."""

    files: frozenset[Path]
    directories: tuple[Path, ...]

    @classmethod
    def of(cls, paths: Iterable[str]) -> Scope:
        files: set[Path] = set()
        directories: list[Path] = []
        for raw in paths:
            path = Path(raw)
            if path.is_dir():
                directories.append(path.resolve())
            else:
                files.add(path.resolve())
        return cls(frozenset(files), tuple(directories))

    def covers(self, set_path: str) -> bool:
        path = Path(set_path).resolve()
        return path in self.files or any(path.is_relative_to(d) for d in self.directories)


# ---------------------------------------------------------------- applying


def row_values(card: Card, set_id: int) -> dict[str, Any]:
    """Everything a card row stores about a card (but its identity and timestamps)."""
    data = card.to_json()
    return {
        "set_id": set_id,
        "card_id": card.card_id,
        "kind": card.kind,
        "name": card.name,
        "deck": card.deck,
        "fields": data["fields"],
        "tags": f" {' '.join(card.tags)} " if card.tags else "",
        "search_name": card.name.casefold(),
        "search_text": card.source.casefold(),
        "source": card.source,
        "card_json": data,
        "content_hash": card.content_hash(),
        "file": card.file,
        "line": card.line,
    }


def _apply(session: Session, result: LoadResult, scope: Scope, now: datetime) -> ImportReport:
    games = _games(session, {card.game for card in result.cards}, now)
    sets = _sets(session, games, {(card.game, card.file) for card in result.cards}, now)
    existing: dict[tuple[int, str], CardRow] = {(row.game_id, row.key): row for row in session.exec(select(CardRow))}
    added = updated = unchanged = removed = restored = 0
    seen: set[int] = set()
    for card in result.cards:
        game = games[card.game]
        values = row_values(card, sets[(card.game, card.file)].id or 0)
        row = existing.get((game.id or 0, card.key))
        if row is None:
            row = CardRow(game_id=game.id, key=card.key, status=CardStatus.ACTIVE, **values)
            row.created_at = row.updated_at = now
            session.add(row)
            added += 1
            continue
        seen.add(row.id or 0)
        if row.status == CardStatus.ACTIVE and all(getattr(row, k) == v for k, v in values.items()):
            unchanged += 1
            continue
        if row.status == CardStatus.ACTIVE:
            updated += 1
        else:
            added += 1  # back from removal
            restored += 1
        for name, value in values.items():
            setattr(row, name, value)
        row.status = CardStatus.ACTIVE
        row.updated_at = now
        session.add(row)
    set_paths = {row.id: row.path for row in session.exec(select(CardSetRow))}
    for row in existing.values():
        if row.id in seen or row.status != CardStatus.ACTIVE or not scope.covers(set_paths.get(row.set_id, "")):
            continue
        row.status = CardStatus.REMOVED
        row.updated_at = now
        session.add(row)
        removed += 1
    return ImportReport(added, updated, unchanged, removed, restored)


def _games(session: Session, names: set[str], now: datetime) -> dict[str, GameRow]:
    rows = {row.name: row for row in session.exec(select(GameRow))}
    for name in sorted(names - set(rows)):
        ruleset = registry.get(name)
        row = GameRow(name=name, title=ruleset.title if ruleset else name, created_at=now)
        session.add(row)
        rows[name] = row
    session.flush()  # ids for the new rows
    return rows


def _sets(
    session: Session, games: dict[str, GameRow], wanted: set[tuple[str, str]], now: datetime
) -> dict[tuple[str, str], CardSetRow]:
    names = {row.id: name for name, row in games.items()}
    rows = {(names.get(row.game_id, ""), row.path): row for row in session.exec(select(CardSetRow))}
    for game, path in sorted(wanted - set(rows)):
        row = CardSetRow(game_id=games[game].id or 0, path=path, created_at=now)
        session.add(row)
        rows[(game, path)] = row
    session.flush()
    return rows
