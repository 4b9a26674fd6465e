"""Shared helpers for the catalog and build tests: the fixture card set and a CLI runner."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from typer.testing import CliRunner, Result

from toolkit.cli import app

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "catalog"

# Every card of tests/fixtures/catalog, as game/key.
MUNCHKIN = {
    "mun-m001",  # Bogwyrm of the Low Road: level 8, dragon
    "mun-m002",  # Sulking Slime: level 1, slime, "oozes resentment"
    "mun-m003",  # Undead Accountant: level 12, levels 2, undead lawyer
    "ghostly-goose",  # no @id: level 4, ghost undead flying
    "mun-m005",  # Plutonium Dragon: level 20, levels 2, dragon big
    "mun-t001",  # Pointy Thinking Cap: headgear, bonus +1, 200 gold
    "mun-t002",  # Boots of Running Late: footgear, bonus +2, 400 gold
    "mun-t003",  # Cleaver of Cheese: 1 hand, bonus +3, 600 gold
    "mun-t004",  # Huge Rock: 2 hands, bonus +3, 0 gold, big
    "mun-t005",  # Potion of Mild Panic: one-shot, 100 gold
    "mun-t006",  # Bribe the Referee: go-up-a-level
    "boil-an-anthill",  # go-up-a-level, no @id; Kung Fu has one too
    "mun-d001",  # Sagging Spirits: curse
    "mun-d002",  # Warrior: class, is warrior
    "mun-d003",  # Elf: race, is elf
    "mun-d004",  # Ancient: monster-enhancer, undead
}
KUNGFU = {
    "mkf-m001",  # Hopping Vampire: level 6, undead hong-kong
    "mkf-m002",  # Slime Ninja: level 10, ninja
    "mkf-d001",  # Paper Cut of Doom: trap
    "mkf-d002",  # Drunken Style: style, is drunken
    "mkf-d003",  # Monk: class, is monk
    "mkf-t001",  # Nunchucks of Chaos: 2 hands, bonus +4, 800 gold, hong-kong
    "boil-an-anthill",
}
ALL_CARDS = {f"munchkin/{k}" for k in MUNCHKIN} | {f"munchkin-kungfu/{k}" for k in KUNGFU}


def copy_fixtures(target: Path) -> Path:
    """A private copy of the fixture card set, safe to edit."""
    shutil.copytree(FIXTURES, target)
    return target


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path.as_posix()}"


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    """``deckwright ARGS`` in-process; stdout and stderr kept apart."""
    return CliRunner(env=env).invoke(app, list(args), catch_exceptions=False)


def card_rows(db: Path) -> dict[str, tuple[object, ...]]:
    """game/key → (status, content_hash, file, line, created_at, updated_at), read with plain sqlite3."""
    with sqlite3.connect(db) as connection:
        rows = connection.execute(
            "SELECT games.name, cards.key, cards.status, cards.content_hash, cards.file, cards.line,"
            " cards.created_at, cards.updated_at FROM cards JOIN games ON games.id = cards.game_id"
        ).fetchall()
    connection.close()
    return {f"{game}/{key}": rest for game, key, *rest in rows}


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
