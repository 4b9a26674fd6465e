"""The catalog under stress (issue 8): concurrent imports, damaged or foreign databases, unreadable
folders, spreadsheet injection, numbers out of range, lookups by name, control characters, FTS."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from catalog_support import copy_fixtures, run, sqlite_url

ROOT = Path(__file__).resolve().parent.parent
PROJECT_CARDS = ROOT / "cards"


@pytest.fixture(autouse=True)
def _no_db_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DECKWRIGHT_DB", raising=False)


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    return copy_fixtures(tmp_path / "cards")


def catalog_state(db: Path) -> set[tuple[object, ...]]:
    """Everything an import decides, without row ids and timestamps."""
    with sqlite3.connect(db) as connection:
        rows = connection.execute(
            "SELECT games.name, games.title, card_sets.path, cards.key, cards.status, cards.content_hash,"
            " cards.file, cards.line, cards.name FROM cards JOIN games ON games.id = cards.game_id"
            " JOIN card_sets ON card_sets.id = cards.set_id"
        ).fetchall()
        sets = connection.execute(
            "SELECT games.name, card_sets.path FROM card_sets JOIN games ON games.id = card_sets.game_id"
        ).fetchall()
    connection.close()
    return set(rows) | {("set", *s) for s in sets}


def deckwright(*args: str, cwd: Path) -> subprocess.Popen[str]:
    """``deckwright ARGS`` as a real process, with this tree's code."""
    command = [sys.executable, "-c", "from toolkit.cli import main; main()", *args]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DECKWRIGHT_DB", None)
    return subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


# ---------------------------------------------------------------- concurrent imports


@pytest.mark.parametrize("existing", [False, True], ids=["fresh", "existing"])
@pytest.mark.parametrize("processes", [2, 4])
def test_concurrent_imports_all_succeed_and_equal_a_serial_import(
    tmp_path: Path, processes: int, existing: bool
) -> None:
    cards = tmp_path / "cards"
    import shutil

    shutil.copytree(PROJECT_CARDS, cards)
    # Overlapping scopes: the whole set, one game, the other game, one file of the first.
    scopes = [["cards"], ["cards/munchkin"], ["cards/munchkin-kungfu"], ["cards/munchkin/monsters.cards"]][:processes]
    serial = tmp_path / "serial.db"
    for scope in scopes:
        process = deckwright("catalog", "import", *scope, "--db", str(serial), cwd=tmp_path)
        assert process.wait() == 0, process.communicate()
    db = tmp_path / "concurrent.db"
    if existing:  # an older state to update: one monster file less, so its cards are added by the race
        first = deckwright("catalog", "import", "cards/munchkin-kungfu", "--db", str(db), cwd=tmp_path)
        assert first.wait() == 0, first.communicate()
    running = [deckwright("catalog", "import", *scope, "--db", str(db), cwd=tmp_path) for scope in scopes]
    outcomes = [(p.wait(), *p.communicate()) for p in running]
    for code, _out, err in outcomes:
        assert code == 0, err
        assert "Traceback" not in err
    assert catalog_state(db) == catalog_state(serial)


# ---------------------------------------------------------------- what the database holds


def imported(cards: Path, db: Path) -> None:
    result = run("catalog", "import", str(cards), "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output


def sql(db: Path, *statements: str) -> None:
    with sqlite3.connect(db) as connection:
        for statement in statements:
            connection.execute(statement)
    connection.close()


DAMAGE = [
    ("DROP TABLE games", "table 'games' is missing"),
    ("ALTER TABLE cards ADD COLUMN rarity TEXT", "table 'cards' has been altered (unknown column rarity)"),
    ("ALTER TABLE card_sets DROP COLUMN created_at", "table 'card_sets' has been altered (no column created_at)"),
    ("UPDATE catalog_meta SET value = '99'", "its catalog has schema 99; this version"),
    ("DROP TABLE catalog_meta", "written by an older Deckwright"),
    ("DROP TRIGGER cards_fts_update", "trigger 'cards_fts_update' is missing"),
]


@pytest.mark.parametrize(("damage", "message"), DAMAGE, ids=[d[0].split()[0] + "-" + d[0].split()[2] for d in DAMAGE])
def test_a_catalog_of_another_schema_is_reported_never_rewritten(
    cards: Path, tmp_path: Path, damage: str, message: str
) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    sql(db, damage)
    before = db.read_bytes()
    for command in (["import", str(cards)], ["search", "slime"], ["show", "mun-m001"], ["export"]):
        result = run("catalog", *command, "--db", sqlite_url(db))
        assert result.exit_code == 2, (command, result.output)
        assert message in result.stderr and "left as it is" in result.stderr
        assert "Traceback" not in result.output
        assert db.read_bytes() == before


def test_an_empty_file_is_initialised_and_the_validators_tables_are_left_alone(cards: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    imported(cards, empty)
    assert run("catalog", "search", "slime", "--db", sqlite_url(empty)).exit_code == 0
    shared = tmp_path / "shared.db"
    sql(
        shared,
        "CREATE TABLE validation_cache (key TEXT PRIMARY KEY, payload TEXT)",
        "INSERT INTO validation_cache VALUES ('k', '{}')",
    )
    assert run("catalog", "search", "slime", "--db", sqlite_url(shared)).exit_code == 2  # no catalog yet
    imported(cards, shared)
    imported(cards, shared)  # the validator's table is not the catalog's business, either time
    with sqlite3.connect(shared) as connection:
        assert connection.execute("SELECT key FROM validation_cache").fetchall() == [("k",)]
        assert connection.execute("SELECT value FROM catalog_meta WHERE key = 'schema_version'").fetchone() == ("1",)
    connection.close()


def test_a_file_that_is_not_a_database_is_a_clear_error(cards: Path, tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database" * 100)
    for command in (["import", str(cards)], ["search", "slime"], ["show", "x"], ["export"]):
        result = run("catalog", *command, "--db", sqlite_url(junk))
        assert result.exit_code == 2, result.output
        assert "junk.db" in result.stderr and "not a database" in result.stderr
        assert "Traceback" not in result.output
    assert junk.read_bytes() == b"this is not a database" * 100


# ---------------------------------------------------------------- unreadable folders


def test_an_unreadable_folder_refuses_the_import_and_removes_nothing(
    cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    before = db.read_bytes()
    hidden = str(cards / "munchkin")
    real_scandir = os.scandir

    def scandir(path: object = ".") -> object:
        if os.fspath(path) == hidden:  # type: ignore[arg-type]
            raise PermissionError(13, "Permission denied", hidden)
        return real_scandir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)
    result = run("catalog", "import", str(cards), "--db", sqlite_url(db))
    assert result.exit_code == 2
    assert "E0001" in result.stderr and "munchkin" in result.stderr and "the catalog was not changed" in result.stderr
    assert db.read_bytes() == before
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM cards WHERE status = 'removed'").fetchone() == (0,)
    connection.close()
