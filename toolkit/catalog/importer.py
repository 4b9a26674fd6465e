"""Importing checked cards into the catalog, all or nothing.

``import_cards`` refuses a load result with any error (a card's, or a path
that could not be read) before it touches the database, then applies the whole
import in one write transaction: new cards are added, changed ones updated,
unchanged ones left alone (timestamps and all), cards of the imported files
that are gone are marked removed, and removed cards that come back are
re-activated. Importing the same files twice changes nothing the second time.

The work goes in batches of BATCH cards, each looked up by the (game, key)
index, so memory stays flat however many cards the catalog holds.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, bindparam, insert, select, update

from toolkit.catalog import database, schema
from toolkit.catalog.tables import CardRow, CardSetRow, CardStatus, GameRow, utc_now
from toolkit.lang import games as registry
from toolkit.lang.diagnostics import DeckwrightError, Diagnostic
from toolkit.lang.load import LoadResult
from toolkit.lang.model import Card
from toolkit.lang.printable import printable

BATCH = 500  # cards per lookup and per write: well under SQLite's 32,766 bound parameters

_CARDS = CardRow.__table__  # type: ignore[attr-defined]
_SETS = CardSetRow.__table__  # type: ignore[attr-defined]
_GAMES = GameRow.__table__  # type: ignore[attr-defined]


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

    Raises DeckwrightError, before the database is opened, when ``result`` has errors:
    an unreadable folder (E0001) among them, since its cards would otherwise look removed.
    Raises schema.SchemaError, changing nothing, when the database holds a catalog of
    another schema.
    """
    # The checker guarantees unique keys within a load (E0203), so errors are all there is to refuse.
    problems = [d for d in result.diagnostics if d.is_error]
    if problems:
        raise DeckwrightError(problems)
    stamp = now or utc_now()
    where = Scope.of([*scope, *result.files])

    def work(connection: Connection) -> ImportReport:
        schema.ensure(connection)
        return _apply(connection, result, where, stamp)

    return database.write(engine, work)


# ---------------------------------------------------------------- checks


_CARD_HEADER = re.compile(r'^[^\s#}]\S*\s+"((?:\\.|[^"\\\n])*)"')


def broken_cards(diagnostics: Iterable[Diagnostic], sources: dict[str, str]) -> dict[str, list[str]]:
    """For each file with errors, the names of the cards they fall in (in file order)."""
    found: dict[str, list[str]] = {}
    headers: dict[str, tuple[list[int], list[str]]] = {}  # per file, once: the lines where cards start
    for diagnostic in diagnostics:
        if not diagnostic.is_error or diagnostic.span is None:
            continue
        names = found.setdefault(diagnostic.span.file, [])
        source = sources.get(diagnostic.span.file)
        if source is None:
            continue
        if diagnostic.span.file not in headers:
            # Blocks start at column 1 (as the parser's recovery assumes).
            starts = [
                (n, m.group(1)) for n, line in enumerate(source.splitlines(), 1) if (m := _CARD_HEADER.match(line))
            ]
            headers[diagnostic.span.file] = ([n for n, _ in starts], [name for _, name in starts])
        lines, header_names = headers[diagnostic.span.file]
        at = bisect.bisect_right(lines, diagnostic.span.line) - 1
        if at >= 0 and header_names[at] not in names:
            names.append(header_names[at])
    return found


_NAMES_SHOWN = 5  # a refusal names the first few broken cards of a file; the diagnostics above name them all


def refusal_message(diagnostics: Iterable[Diagnostic], sources: dict[str, str]) -> str:
    """'the catalog was not changed: 2 error(s) in a.cards (card 'X')': what there is to fix."""
    errors = [d for d in diagnostics if d.is_error]
    places = []
    for file, names in broken_cards(errors, sources).items():
        quoted = ", ".join(f"'{printable(n)}'" for n in names[:_NAMES_SHOWN])
        if len(names) > _NAMES_SHOWN:
            quoted += f" and {len(names) - _NAMES_SHOWN} more"
        places.append(f"{file} (card{'s' if len(names) > 1 else ''} {quoted})" if names else file)
    reasons = [f"{len(errors)} error(s) in " + "; ".join(places)] if places else []
    reasons += [d.message for d in errors if d.span is None]  # a missing path: the message names it
    return printable("the catalog was not changed: " + "; ".join(reasons))


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


def content_hash(data: dict[str, Any]) -> str:
    """``Card.content_hash()`` from the card's JSON, already made: building it twice was a third
    of an import's time (tests/test_catalog_hardening.py holds the two equal)."""
    payload = json.dumps(
        {k: v for k, v in data.items() if k not in ("file", "line", "source")}, sort_keys=True, ensure_ascii=False
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


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
        "content_hash": content_hash(data),
        "file": card.file,
        "line": card.line,
    }


def _apply(connection: Connection, result: LoadResult, scope: Scope, now: datetime) -> ImportReport:
    games = _games(connection, {card.game for card in result.cards}, now)
    sets = _sets(connection, games, {(card.game, card.file) for card in result.cards}, now)
    wanted = {(games[card.game], card.key) for card in result.cards}
    removed = _mark_removed(connection, scope, wanted, now)
    last = schema.last_card_id(connection)
    added = updated = unchanged = restored = 0
    for batch in _batches(result.cards):
        existing = _existing(connection, [(games[card.game], card.key) for card in batch])
        inserts: list[dict[str, Any]] = []
        updates: list[dict[str, Any]] = []
        for card in batch:
            game_id = games[card.game]
            values = row_values(card, sets[(card.game, card.file)])
            row = existing.get((game_id, card.key))
            if row is None:
                inserts.append(
                    {"game_id": game_id, "key": card.key, "status": CardStatus.ACTIVE.value, "created_at": now}
                    | values
                    | {"updated_at": now}
                )
                added += 1
                continue
            active = row["status"] == CardStatus.ACTIVE.value
            if active and all(row[name] == values[name] for name in _COMPARED):
                unchanged += 1
                continue
            if active:
                updated += 1
            else:
                added += 1  # back from removal
                restored += 1
            updates.append({"_id": row["id"], "status": CardStatus.ACTIVE.value, "updated_at": now} | values)
        if inserts:
            connection.execute(insert(_CARDS), inserts)
        if updates:
            statement = update(_CARDS).where(_CARDS.c.id == bindparam("_id"))
            connection.execute(statement, updates)
    if added > restored:
        schema.index_new_cards(connection, last)
    report = ImportReport(added, updated, unchanged, removed, restored)
    if report.changed:
        schema.refresh_statistics(connection)
    return report


# What decides "unchanged": the rest of a row (fields, tags, folded copies, the card JSON) is
# derived from the card's meaning (its content hash), its source text and its location.
_COMPARED = ("set_id", "card_id", "kind", "name", "deck", "content_hash", "source", "file", "line")


def _batches(cards: Sequence[Card]) -> Iterator[Sequence[Card]]:
    for start in range(0, len(cards), BATCH):
        yield cards[start : start + BATCH]


def _existing(connection: Connection, keys: list[tuple[int, str]]) -> dict[tuple[int, str], dict[str, Any]]:
    """The rows of these (game id, key) pairs, with only the columns the comparison needs."""
    columns = [_CARDS.c.id, _CARDS.c.game_id, _CARDS.c.key, _CARDS.c.status, *(_CARDS.c[n] for n in _COMPARED)]
    found: dict[tuple[int, str], dict[str, Any]] = {}
    by_game: dict[int, list[str]] = {}
    for game_id, key in keys:
        by_game.setdefault(game_id, []).append(key)
    for game_id, names in by_game.items():
        statement = select(*columns).where(_CARDS.c.game_id == game_id, _CARDS.c.key.in_(names))
        for row in connection.execute(statement).mappings():
            found[(row["game_id"], row["key"])] = dict(row)
    return found


def _mark_removed(connection: Connection, scope: Scope, wanted: set[tuple[int, str]], now: datetime) -> int:
    """Mark removed every active card of a set in scope that the import does not hold."""
    scoped = [set_id for set_id, path in connection.execute(select(_SETS.c.id, _SETS.c.path)) if scope.covers(path)]
    gone: list[int] = []
    for start in range(0, len(scoped), BATCH):
        statement = select(_CARDS.c.id, _CARDS.c.game_id, _CARDS.c.key).where(
            _CARDS.c.status == CardStatus.ACTIVE.value, _CARDS.c.set_id.in_(scoped[start : start + BATCH])
        )
        gone += [card_id for card_id, game_id, key in connection.execute(statement) if (game_id, key) not in wanted]
    statement = update(_CARDS).where(_CARDS.c.id == bindparam("_id"))
    for start in range(0, len(gone), BATCH):
        rows = [
            {"_id": card_id, "status": CardStatus.REMOVED.value, "updated_at": now}
            for card_id in gone[start : start + BATCH]
        ]
        connection.execute(statement, rows)
    return len(gone)


def _games(connection: Connection, names: set[str], now: datetime) -> dict[str, int]:
    """Game name → id, creating the missing games (inside the write lock: no race)."""
    rows = {name: game_id for name, game_id in connection.execute(select(_GAMES.c.name, _GAMES.c.id))}
    for name in sorted(names - set(rows)):
        ruleset = registry.get(name)
        title = ruleset.title if ruleset else name
        connection.execute(insert(_GAMES).values(name=name, title=title, created_at=now))
    if names - set(rows):
        rows = {name: game_id for name, game_id in connection.execute(select(_GAMES.c.name, _GAMES.c.id))}
    return rows


def _sets(
    connection: Connection, games: dict[str, int], wanted: set[tuple[str, str]], now: datetime
) -> dict[tuple[str, str], int]:
    """(game, path) → set id, creating the missing sets."""
    names = {game_id: name for name, game_id in games.items()}

    def current() -> dict[tuple[str, str], int]:
        statement = select(_SETS.c.game_id, _SETS.c.path, _SETS.c.id)
        return {(names.get(g, ""), path): set_id for g, path, set_id in connection.execute(statement)}

    rows = current()
    missing = sorted(wanted - set(rows))
    if missing:
        connection.execute(
            insert(_SETS), [{"game_id": games[game], "path": path, "created_at": now} for game, path in missing]
        )
        rows = current()
    return rows
