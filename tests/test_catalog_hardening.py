"""The catalog under stress (issue 8): concurrent imports, damaged or foreign databases, unreadable
folders, spreadsheet injection, numbers out of range, lookups by name, control characters, FTS."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path

import pytest
from catalog_support import copy_fixtures, edit, run, sqlite_url
from sqlalchemy import Engine, create_engine, event
from sqlmodel import Session
from test_query import CASES as QUERY_CASES

from toolkit.catalog import database, export, importer
from toolkit.catalog.importer import import_cards
from toolkit.catalog.query import parse_query
from toolkit.catalog.records import fetch_page
from toolkit.catalog.search import compile_query
from toolkit.lang import load

ROOT = Path(__file__).resolve().parent.parent
PROJECT_CARDS = ROOT / "cards"


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
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, processes: int, existing: bool
) -> None:
    shutil.copytree(PROJECT_CARDS, tmp_path / "cards")
    monkeypatch.chdir(tmp_path)  # card paths are stored relative to the working directory
    # Overlapping scopes: the whole set, one game, the other game, one file of the first.
    scopes = [["cards"], ["cards/munchkin"], ["cards/munchkin-kungfu"], ["cards/munchkin/monsters.cards"]][:processes]
    serial = tmp_path / "serial.db"
    for scope in scopes:  # the reference, in this process: one import after the other
        assert run("catalog", "import", *scope, "--db", str(serial)).exit_code == 0
    db = tmp_path / "concurrent.db"
    if existing:  # an older state to build on: one game only, so the race adds the other
        assert run("catalog", "import", "cards/munchkin-kungfu", "--db", str(db)).exit_code == 0
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
    ("DROP TRIGGER cards_index_fields", "trigger 'cards_index_fields' is missing"),
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


# ---------------------------------------------------------------- CSV for spreadsheets

SPREADSHEET_CARDS = """game munchkin

item "=HYPERLINK(\\"http://evil.example\\",\\"click\\")" @mun-x001 {
  slot headgear
  bonus -1
  gold 100
}

monster "Злой Гусь" @mun-x002 {
  level 3
  treasures 1
}

monster "+1 Goose" @mun-x003 {
  level 2
  treasures 1
}

monster "@SUM(A1)" @mun-x004 {
  level 2
  treasures 1
}
"""


def test_csv_neutralises_formulas_and_keeps_numbers(tmp_path: Path) -> None:
    source = tmp_path / "sheet.cards"
    source.write_text(SPREADSHEET_CARDS, encoding="utf-8")
    db = tmp_path / "catalog.db"
    imported(source, db)
    result = run("catalog", "export", "--format", "csv", "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output
    rows = {r["key"]: r for r in csv.DictReader(io.StringIO(result.stdout))}
    assert rows["mun-x001"]["name"] == '\'=HYPERLINK("http://evil.example","click")'
    assert rows["mun-x003"]["name"] == "'+1 Goose" and rows["mun-x004"]["name"] == "'@SUM(A1)"
    assert rows["mun-x002"]["name"] == "Злой Гусь"
    assert rows["mun-x001"]["bonus"] == "-1"  # a number stays a number
    assert not result.stdout.startswith("\ufeff") and "\r\n" not in result.stdout


@pytest.mark.parametrize("text", ["=1+2", "+1", "-1", "@x", "\tx", "\rx"])
def test_every_formula_start_is_neutralised(text: str) -> None:
    assert export.neutralised(text) == "'" + text
    assert export.neutralised(-1) == -1 and export.neutralised("a=b") == "a=b"


def test_excel_csv_has_a_bom_and_crlf(tmp_path: Path) -> None:
    source = tmp_path / "sheet.cards"
    source.write_text(SPREADSHEET_CARDS, encoding="utf-8")
    db = tmp_path / "catalog.db"
    imported(source, db)
    target = tmp_path / "excel.csv"
    result = run("catalog", "export", "-f", "csv", "--excel", "-o", str(target), "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfgame,key,")
    assert data.count(b"\r\n") == 5 and data.count(b"\n") == 5
    assert "Злой Гусь".encode() in data
    stdout = run("catalog", "export", "-f", "csv", "--excel", "--db", sqlite_url(db)).stdout_bytes
    assert stdout == data
    refused = run("catalog", "export", "--excel", "--db", sqlite_url(db))
    assert refused.exit_code == 2 and "--excel applies to --format csv" in refused.stderr


# ---------------------------------------------------------------- numbers beyond 64 bits


@pytest.mark.parametrize(
    ("query", "column"),
    [
        ("level>=9223372036854775808", 8),
        ("level<-9223372036854775809", 7),
        ("kind:monster gold:+99999999999999999999", 19),
        ("bonus=" + "9" * 5000, 7),  # past Python's own limit for int()
    ],
)
def test_a_number_beyond_64_bits_is_a_query_diagnostic(tmp_path: Path, query: str, column: int) -> None:
    db = tmp_path / "catalog.db"
    imported(copy_fixtures(tmp_path / "cards"), db)
    result = run("catalog", "search", query, "--db", sqlite_url(db))
    assert result.exit_code == 2, result.output
    assert f"<query>:1:{column}: error[Q0003]" in result.stderr and "out of range" in result.stderr
    assert "Traceback" not in result.output


def test_the_64_bit_bounds_themselves_are_fine(tmp_path: Path) -> None:
    db = tmp_path / "catalog.db"
    imported(copy_fixtures(tmp_path / "cards"), db)
    for query in ("level<=9223372036854775807", "level>=-9223372036854775808", "level>=0009223372036854775807"):
        result = run("catalog", "search", query, "--db", sqlite_url(db), "--format", "json")
        assert result.exit_code == 0, result.output
    assert run("catalog", "search", "--limit", "99999999999999999999", "--db", sqlite_url(db)).exit_code == 2


# ---------------------------------------------------------------- show: a name, an id, game/id


@pytest.mark.parametrize(
    ("ident", "expected"),
    [
        ("Bogwyrm of the Low Road", "munchkin/mun-m001"),  # a name, though the card has an @id
        ("bogwyrm OF the low road", "munchkin/mun-m001"),
        ("munchkin/Bogwyrm of the Low Road", "munchkin/mun-m001"),
        ("mun-m001", "munchkin/mun-m001"),
        ("munchkin/mun-m001", "munchkin/mun-m001"),
        ("Slime Ninja", "munchkin-kungfu/mkf-m002"),
        ("munchkin-kungfu/Boil an Anthill", "munchkin-kungfu/boil-an-anthill"),
    ],
)
def test_show_takes_a_name_an_id_or_game_slash_either(cards: Path, tmp_path: Path, ident: str, expected: str) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    result = run("catalog", "show", ident, "--db", sqlite_url(db), "--format", "json")
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert f"{card['game']}/{card['key']}" == expected


def test_show_a_name_of_two_games_is_ambiguous(cards: Path, tmp_path: Path) -> None:
    (cards / "munchkin-kungfu" / "more.cards").write_text(
        'game munchkin-kungfu\n\nmonster "Sulking Slime" @mkf-m099 {\n  level 2\n  treasures 1\n}\n', encoding="utf-8"
    )
    db = tmp_path / "catalog.db"
    imported(cards, db)
    result = run("catalog", "show", "sulking slime", "--db", sqlite_url(db))
    assert result.exit_code == 2
    assert "'sulking slime' names 2 cards; say which: munchkin-kungfu/mkf-m099, munchkin/mun-m002" in result.stderr


def test_show_unknown_name_suggests_from_the_index_only(cards: Path, tmp_path: Path) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    statements: list[str] = []

    def record(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        statements.append(statement)

    event.listen(Engine, "before_cursor_execute", record)
    try:
        result = run("catalog", "show", "Bogwyrm of the Low Raod", "--db", sqlite_url(db))
    finally:
        event.remove(Engine, "before_cursor_execute", record)
    assert result.exit_code == 1
    assert "no card 'Bogwyrm of the Low Raod' in the catalog; did you mean 'Bogwyrm of the Low Road'?" in result.stderr
    reads = [s for s in statements if "FROM cards" in s]
    assert reads and all("LIMIT" in s or 'cards."key" IN' in s for s in reads), reads  # never the whole catalog
    assert run("catalog", "show", "munchkin/xyzzy-nothing", "--db", sqlite_url(db)).exit_code == 1


# ---------------------------------------------------------------- control characters in what is printed


def test_control_characters_from_the_database_never_reach_stdout_raw(cards: Path, tmp_path: Path) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    evil = "Evil\x1b[31m Goose\nsecond line\x9b2J\u202e"
    sql(
        db,
        "INSERT INTO cards (game_id, set_id, key, card_id, kind, name, deck, fields, tags, search_name, search_text,"
        " source, card_json, content_hash, file, line, status, created_at, updated_at)"
        f" SELECT game_id, set_id, 'evil-goose', NULL, kind, '{evil}', deck, fields, tags, '{evil.casefold()}',"
        f" search_text, 'monster \"Evil\x1b[31m Goose\" {{\n  level 8\x1b[2J\n}}',"
        f" json_set(card_json, '$.name', '{evil}'),"
        " content_hash, file, line, status, created_at, updated_at FROM cards WHERE key = 'mun-m001'",
    )
    outputs = [
        run("catalog", "search", "id:evil-goose", "--db", sqlite_url(db)),
        run("catalog", "search", "id:evil-goose", "--db", sqlite_url(db), "--format", "json"),
        run("catalog", "show", "evil-goose", "--db", sqlite_url(db)),
        run("catalog", "show", "evil-goose", "--db", sqlite_url(db), "--format", "json"),
        run("catalog", "show", "Evil\x1b[31m Goose", "--db", sqlite_url(db)),  # by name: the heading too
        run("catalog", "show", "no\x1b[31m such", "--db", sqlite_url(db)),  # the message repeats what was typed
    ]
    for result in outputs:
        assert "Evil" in result.output or "no\\x1b" in result.stderr
        for raw in ("\x1b", "\x9b", "\u202e", "Goose\nsecond"):
            assert raw not in result.output, (raw, result.output)
    json.loads(outputs[1].stdout) and json.loads(outputs[3].stdout)  # still valid JSON
    assert "Evil\\x1b[31m" in outputs[0].stdout and "\\x9b2J" in outputs[0].stdout
    assert "level 8\\x1b[2J\n}" in outputs[2].stdout  # the source block keeps its own newlines


# ---------------------------------------------------------------- search indexes: same cards, kept in step

INDEX_QUERIES = [
    *(query for query, _expected in QUERY_CASES),
    "slime or level>=10",
    "tag:undead or tag:dragon or tag:hong-kong",
    "-(tag:undead or bonus>2)",
    "(level>5 or gold>=400) -tag:dragon",
    "name:goose or text:cheese",
    "text:level",
    'name:"of the"',
    "go",  # shorter than a trigram: read row by row
    'cap" or "',
    "Ü",
    "level<0 or level>=0",
    "gold!=200",
    "bonus=+3 or hands:2",
]


def _keys(session: Session, query: str, indexed: bool, include_removed: bool = False) -> set[str]:
    clause = compile_query(parse_query(query), indexed=indexed)
    entries, total = fetch_page(session, clause, limit=None, include_removed=include_removed)
    assert total == len(entries)
    return {e.qualified for e in entries}


def assert_indexes_agree(db: Path) -> None:
    """Every query finds the same cards through the search indexes as through LIKE and JSON."""
    engine = create_engine(sqlite_url(db))
    with Session(engine) as session:
        for query in INDEX_QUERIES:
            for include_removed in (False, True):
                indexed = _keys(session, query, True, include_removed)
                assert indexed == _keys(session, query, False, include_removed), query
    engine.dispose()
    with sqlite3.connect(db) as connection:  # the number and tag tables hold exactly the cards' fields
        numbers = connection.execute("SELECT card_id, field, value FROM card_numbers").fetchall()
        expected = connection.execute(
            "SELECT cards.id, j.key, j.value FROM cards, json_each(cards.fields) AS j WHERE j.type = 'integer'"
        ).fetchall()
        assert sorted(numbers) == sorted(expected)
        tags = connection.execute("SELECT card_id, tag FROM card_tags").fetchall()
        expected = connection.execute(
            "SELECT cards.id, lower(j.value) FROM cards, json_each(cards.fields, '$.tags') AS j"
        ).fetchall()
        assert sorted(tags) == sorted(set(expected))
        indexed = connection.execute("SELECT count(*) FROM cards_fts").fetchone()
        assert indexed == connection.execute("SELECT count(*) FROM cards").fetchone()
    connection.close()


def test_indexes_find_what_like_finds_and_stay_in_step(
    cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(importer, "BATCH", 4)  # many batches, and their seams
    db = tmp_path / "catalog.db"
    imported(cards, db)
    assert_indexes_agree(db)
    # An update: a new name, new text, another level and tags.
    monsters = cards / "munchkin" / "monsters.cards"
    text = monsters.read_text(encoding="utf-8")
    edit(monsters, '"Sulking Slime"', '"Sulking Sludge"')
    edit(monsters, "oozes resentment", "seethes quietly")
    edit(monsters, "  level 1\n  treasures 1\n  tags slime", "  level 7\n  treasures 1\n  tags plant")
    imported(cards, db)
    queries = (
        "slime",
        "sludge",
        "resentment",
        "seethes",
        "name:sludge",
        "level:1",
        "level:7",
        "tag:slime",
        "tag:plant",
    )
    search = {q: search_keys(db, q) for q in queries}
    assert "munchkin/mun-m002" not in search["slime"] | search["resentment"] | search["level:1"] | search["tag:slime"]
    assert "munchkin/mun-m002" in search["sludge"] & search["seethes"] & search["name:sludge"]
    assert "munchkin/mun-m002" in search["level:7"] & search["tag:plant"]
    assert_indexes_agree(db)
    # A removal: the cards are no longer found, but are with --include-removed; then they come back.
    monsters.unlink()
    imported(cards, db)
    assert "munchkin/mun-m002" not in search_keys(db, "sludge")
    assert "munchkin/mun-m002" in search_keys(db, "sludge", "--include-removed")
    assert_indexes_agree(db)
    monsters.write_text(text, encoding="utf-8")
    imported(cards, db)
    assert "munchkin/mun-m002" in search_keys(db, "slime") and not search_keys(db, "sludge")
    assert_indexes_agree(db)


def search_keys(db: Path, query: str, *options: str) -> set[str]:
    result = run("catalog", "search", query, "--db", sqlite_url(db), "--format", "json", "--limit", "0", *options)
    assert result.exit_code == 0, result.output
    return {f"{card['game']}/{card['key']}" for card in json.loads(result.stdout)["cards"]}


def test_search_pages_and_counts(cards: Path, tmp_path: Path) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    every = run("catalog", "search", "--db", sqlite_url(db), "--format", "json", "--limit", "0")
    keys = [(c["game"], c["key"]) for c in json.loads(every.stdout)["cards"]]
    assert keys == sorted(keys) and len(keys) == 23  # by game, then key
    page = run("catalog", "search", "--db", sqlite_url(db), "--limit", "5")
    assert page.exit_code == 0 and "5 of 23 card(s); --limit 0 shows them all" in page.stdout
    as_json = run("catalog", "search", "--db", sqlite_url(db), "--limit", "5", "--format", "json")
    assert [(c["game"], c["key"]) for c in json.loads(as_json.stdout)["cards"]] == keys[:5]
    assert "5 of 23" in as_json.stderr


def test_content_hash_matches_the_models(cards: Path) -> None:
    for card in load([str(cards)]).cards:
        assert importer.content_hash(card.to_json()) == card.content_hash()


# ---------------------------------------------------------------- memory stays flat


def _monsters(count: int) -> str:
    blocks = [
        f'monster "Flat Monster {i}" @flat-{i:05d} {{\n  level {i % 20 + 1}\n  treasures 1\n}}' for i in range(count)
    ]
    return "game munchkin\n\n" + "\n\n".join(blocks) + "\n"


def test_reimport_memory_does_not_grow_with_the_catalog(tmp_path: Path) -> None:
    peaks = []
    for count in (1000, 4000):
        source = tmp_path / f"flat-{count}.cards"
        source.write_text(_monsters(count), encoding="utf-8")
        result = load([str(source)])
        engine = create_engine(sqlite_url(tmp_path / f"flat-{count}.db"))
        import_cards(engine, result, [str(source)])
        tracemalloc.start()
        assert import_cards(engine, result, [str(source)]).unchanged == count
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        engine.dispose()
    assert peaks[1] < 1.5 * peaks[0], peaks  # four times the cards, the same memory (it was 4x: 5.5 to 22 MB)


# ---------------------------------------------------------------- a lock that stays taken


def _hold_write_lock(db: Path, seconds: float) -> threading.Thread:
    """Another writer: holds SQLite's write lock on ``db`` for ``seconds``."""
    ready = threading.Event()

    def hold() -> None:
        connection = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
        connection.execute("BEGIN IMMEDIATE")
        ready.set()
        time.sleep(seconds)
        connection.execute("ROLLBACK")
        connection.close()

    thread = threading.Thread(target=hold)
    thread.start()
    ready.wait()
    return thread


def test_an_import_retries_past_the_busy_timeout(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.05)
    monkeypatch.setattr(database, "_BACKOFF_S", 0.02)
    attempts: list[int] = []
    real_begin = database._begin_immediate

    def begin(connection: object) -> None:
        attempts.append(1)
        real_begin(connection)  # type: ignore[arg-type]

    monkeypatch.setattr(database, "_begin_immediate", begin)
    edit(cards / "munchkin" / "monsters.cards", "level 12", "level 13")
    holder = _hold_write_lock(db, 0.4)
    engine = database.engine_for(sqlite_url(db))
    report = import_cards(engine, load([str(cards)]), [str(cards)])
    engine.dispose()
    holder.join()
    assert report.updated == 1 and len(attempts) > 1  # it waited, gave up, tried again, and got through


def test_a_lock_that_never_frees_is_a_clear_error(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "catalog.db"
    imported(cards, db)
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.02)
    monkeypatch.setattr(database, "_BACKOFF_S", 0.001)
    holder = _hold_write_lock(db, 2.0)
    try:
        result = run("catalog", "import", str(cards), "--db", sqlite_url(db))
    finally:
        holder.join()
    assert result.exit_code == 2
    assert "cannot write the catalog" in result.stderr and "database is locked" in result.stderr
    assert "Traceback" not in result.output


# ---------------------------------------------------------------- the refusal of a broken import


def test_a_refused_imports_message_is_escaped_and_bounded(tmp_path: Path) -> None:
    """The refusal names the broken cards from their header lines, escaped, and a few per file only;
    finding them is one pass over each file, not one per error (20,000 errors took 52 s)."""
    broken = [f'monster "Broken \x1b[2J{n}\u202e" {{\n  levle 1\n}}\n' for n in range(4000)]
    path = tmp_path / "broken.cards"
    path.write_text("game munchkin\n\n" + "\n".join(broken), encoding="utf-8")
    started = time.perf_counter()
    result = run("catalog", "import", str(path), "--db", str(tmp_path / "c.db"))
    assert time.perf_counter() - started < 60
    assert result.exit_code == 1
    [refusal] = [line for line in result.stderr.splitlines() if "the catalog was not changed" in line]
    assert "\x1b" not in result.stderr and "\u202e" not in result.stderr
    assert "'Broken \\x1b[2J0\\u202e'" in refusal and " more)" in refusal and len(refusal) < 1000
    assert not (tmp_path / "c.db").exists()


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE cards SET name = CAST(x'4261644cff6e616d65' AS TEXT)",  # a page's text no longer UTF-8
        "UPDATE cards SET fields = '{\"level\": 1,'",  # a JSON column no longer JSON
        "UPDATE cards SET card_json = CAST(x'7b22ff' AS TEXT)",
        "UPDATE cards SET name = x'00ff', line = 'many', fields = '[1]'",  # SQLite keeps any value in any column
        "UPDATE card_sets SET path = path || char(0) || 'x'",  # found by the fuzz campaign: a NUL in a path
    ],
    ids=["not utf-8", "fields not json", "model neither", "wrong types", "nul in a path"],
)
@pytest.mark.parametrize(
    "command",
    [
        ["catalog", "search", "slime"],
        ["catalog", "show", "mun-t001"],
        ["catalog", "export", "--format", "csv"],
        ["catalog", "export"],
        ["catalog", "import", "{cards}"],
    ],
    ids=["search", "show", "export csv", "export json", "import"],
)
def test_damaged_rows_are_a_clear_error_in_every_command(
    cards: Path, tmp_path: Path, damage: str, command: list[str]
) -> None:
    """Found by the fuzz campaign (bench/fuzz.py, damaged databases): such rows raised UnicodeDecodeError
    and JSONDecodeError, which the driver passes on unwrapped."""
    db = tmp_path / "c.db"
    assert run("catalog", "import", str(cards), "--db", str(db)).exit_code == 0
    with sqlite3.connect(db) as connection:
        # A damaged page is not written through the triggers that keep the search index in step.
        triggers = connection.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()
        saved = connection.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
        for (name,) in triggers:
            connection.execute(f'DROP TRIGGER "{name}"')
        connection.execute(damage)
        for (sql,) in saved:
            connection.execute(sql)
    connection.close()
    result = run(*[part.replace("{cards}", str(cards)) for part in command], "--db", str(db))
    if result.exit_code == 0:  # a command that needs no damaged value (an import rewrites what it reads)
        return
    assert result.exit_code == 2 and "cannot" in result.stderr and "catalog" in result.stderr, result.stderr
