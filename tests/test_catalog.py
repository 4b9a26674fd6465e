"""The catalog: import (all or nothing, idempotent, scoped), show, export, and where the database lives."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from catalog_support import ALL_CARDS, FIXTURES, card_rows, edit, run, sqlite_url
from sqlalchemy import create_engine

from toolkit.catalog.export import CSV_COLUMNS
from toolkit.catalog.importer import ImportReport, import_cards
from toolkit.lang import load, load_text
from toolkit.lang.diagnostics import DeckwrightError


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "db" / "catalog.db"


def imported(cards: Path, db: Path, *paths: Path) -> str:
    result = run("catalog", "import", *(str(p) for p in paths or (cards,)), "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output
    return result.stdout


def search_keys(db: Path, query: str, *options: str) -> set[str]:
    result = run("catalog", "search", query, "--db", sqlite_url(db), "--format", "json", *options)
    assert result.exit_code == 0, result.output
    return {f"{card['game']}/{card['key']}" for card in json.loads(result.stdout)["cards"]}


# ---------------------------------------------------------------- import


def test_import_adds_every_card(cards: Path, db: Path) -> None:
    out = imported(cards, db)
    assert "23 added, 0 updated, 0 unchanged, 0 removed" in out
    rows = card_rows(db)
    assert set(rows) == ALL_CARDS
    assert {status for status, *_ in rows.values()} == {"active"}


def test_import_twice_changes_nothing(cards: Path, db: Path) -> None:
    imported(cards, db)
    before_rows, before_bytes = card_rows(db), db.read_bytes()
    out = imported(cards, db)
    assert "0 added, 0 updated, 23 unchanged, 0 removed" in out
    assert card_rows(db) == before_rows  # hashes and timestamps included
    assert db.read_bytes() == before_bytes


def test_broken_file_leaves_catalog_byte_for_byte_unchanged(cards: Path, db: Path) -> None:
    imported(cards, db)
    before = db.read_bytes()
    edit(cards / "munchkin" / "monsters.cards", "level 12", "levle 12")
    (cards / "munchkin" / "more.cards").write_text(
        'game munchkin\n\nmonster "New Beast" @mun-m099 {\n  level 2\n  treasures 1\n}\n', encoding="utf-8"
    )
    result = run("catalog", "import", str(cards), "--db", sqlite_url(db))
    assert result.exit_code == 1
    assert "E0102" in result.stderr
    assert "monsters.cards" in result.stderr and "'Undead Accountant'" in result.stderr
    assert "the catalog was not changed" in result.stderr
    assert "Traceback" not in result.output
    assert db.read_bytes() == before


def test_broken_first_import_creates_no_database(cards: Path, db: Path) -> None:
    # A class no card declares (E0114); a misspelt tag alone would be a new tag now.
    edit(cards / "munchkin-kungfu" / "cards.cards", "tags ninja", "tags ninja\n  if class ninjaa: strength +1")
    result = run("catalog", "import", str(cards), "--db", sqlite_url(db))
    assert result.exit_code == 1
    assert "cards.cards" in result.stderr and "'Slime Ninja'" in result.stderr
    assert not db.exists() and not db.parent.exists()


def test_missing_path_is_a_usage_error(cards: Path, db: Path) -> None:
    result = run("catalog", "import", str(cards / "nope.cards"), "--db", sqlite_url(db))
    assert result.exit_code == 2
    assert "nope.cards" in result.stderr
    assert not db.exists()


def test_changed_card_is_updated_and_nothing_else(cards: Path, db: Path) -> None:
    imported(cards, db)
    before = card_rows(db)
    edit(cards / "munchkin" / "monsters.cards", "level 12", "level 13")
    out = imported(cards, db)
    assert "0 added, 1 updated, 22 unchanged, 0 removed" in out
    after = card_rows(db)
    changed = "munchkin/mun-m003"
    assert after[changed][1] != before[changed][1]  # content hash
    assert after[changed][5] > before[changed][5]  # updated_at
    assert after[changed][4] == before[changed][4]  # created_at
    assert {k: v for k, v in after.items() if k != changed} == {k: v for k, v in before.items() if k != changed}
    assert search_keys(db, "level:13") == {changed}


def test_moved_card_updates_its_location_not_its_hash(cards: Path, db: Path) -> None:
    imported(cards, db)
    before = card_rows(db)
    edit(cards / "munchkin" / "doors.cards", "game munchkin\n", "game munchkin\n\n# A comment moves every card.\n")
    out = imported(cards, db)
    assert "0 added, 4 updated, 19 unchanged, 0 removed" in out
    after = card_rows(db)
    moved = "munchkin/mun-d001"
    assert after[moved][1] == before[moved][1]
    assert after[moved][3] == before[moved][3] + 2


def test_comment_outside_cards_changes_nothing(cards: Path, db: Path) -> None:
    imported(cards, db)
    before = card_rows(db)
    path = cards / "munchkin" / "doors.cards"
    path.write_text(path.read_text(encoding="utf-8") + "\n# trailing words\n", encoding="utf-8")
    assert "23 unchanged" in imported(cards, db)
    assert card_rows(db) == before


def test_removed_card_is_marked_removed_and_hidden(cards: Path, db: Path) -> None:
    imported(cards, db)
    edit(
        cards / "munchkin" / "monsters.cards",
        'monster "Sulking Slime" @mun-m002 {\n  level 1\n  treasures 1\n  tags slime\n'
        '  flavour "It oozes resentment."\n  bad stuff: lose 1 card\n}\n\n',
        "",
    )
    out = imported(cards, db)
    assert "1 removed" in out
    rows = card_rows(db)
    assert rows["munchkin/mun-m002"][0] == "removed"  # kept, not deleted
    assert search_keys(db, "slime") == {"munchkin-kungfu/mkf-m002"}
    assert search_keys(db, "slime", "--include-removed") == {"munchkin/mun-m002", "munchkin-kungfu/mkf-m002"}
    assert "munchkin/mun-m002" not in {
        f"{c['game']}/{c['key']}" for c in json.loads(run("catalog", "export", "--db", sqlite_url(db)).stdout)["cards"]
    }


def test_reappearing_card_is_reactivated(cards: Path, db: Path) -> None:
    imported(cards, db)
    path = cards / "munchkin" / "doors.cards"
    original = path.read_text(encoding="utf-8")
    first = card_rows(db)["munchkin/mun-d002"]
    edit(path, 'class "Warrior" @mun-d002 {\n  is warrior\n  wins ties\n}\n\n', "")
    assert "1 removed" in imported(cards, db)
    path.write_text(original, encoding="utf-8")
    out = imported(cards, db)
    assert "1 added (1 restored), 2 updated, 20 unchanged, 0 removed" in out  # two cards moved back down
    again = card_rows(db)["munchkin/mun-d002"]
    assert again[0] == "active"
    assert again[4] == first[4]  # still the card it was: created_at kept
    assert again[5] > first[5]
    assert search_keys(db, "id:mun-d002") == {"munchkin/mun-d002"}


def test_deleted_file_under_an_imported_directory_removes_its_cards(cards: Path, db: Path) -> None:
    imported(cards, db)
    (cards / "munchkin-kungfu" / "cards.cards").unlink()
    out = imported(cards, db)
    assert "7 removed" in out
    assert {k for k, (status, *_) in card_rows(db).items() if status == "removed"} == {
        k for k in ALL_CARDS if k.startswith("munchkin-kungfu/")
    }


def test_import_of_one_file_leaves_other_files_alone(cards: Path, db: Path) -> None:
    imported(cards, db)
    # The doors file loses a card, but only the treasures file is imported: nothing is removed.
    edit(cards / "munchkin" / "doors.cards", 'race "Elf" @mun-d003 {', 'race "Elf" @mun-d033 {')
    out = imported(cards, db, cards / "munchkin" / "treasures.cards")
    assert "0 added, 0 updated, 7 unchanged, 0 removed" in out
    assert card_rows(db)["munchkin/mun-d003"][0] == "active"
    # Importing the doors file itself sees the rename: one card removed, one added.
    out = imported(cards, db, cards / "munchkin" / "doors.cards")
    assert "1 added, 0 updated, 3 unchanged, 1 removed" in out


def test_card_moved_to_another_file_keeps_its_row(cards: Path, db: Path) -> None:
    imported(cards, db)
    before = card_rows(db)["munchkin/mun-d004"]
    block = 'monster-enhancer "Ancient" @mun-d004 {\n  tags undead\n  during combat: strength +10 on monster\n}\n'
    edit(cards / "munchkin" / "doors.cards", "\n" + block, "")
    (cards / "munchkin" / "enhancers.cards").write_text("game munchkin\n\n" + block, encoding="utf-8")
    out = imported(cards, db)
    assert "0 added, 1 updated, 22 unchanged, 0 removed" in out
    after = card_rows(db)["munchkin/mun-d004"]
    assert after[0] == "active" and after[1] == before[1] and after[2].endswith("enhancers.cards")


def test_colliding_keys_are_refused(tmp_path: Path, db: Path) -> None:
    path = tmp_path / "clash.cards"
    path.write_text(
        'game munchkin\n\ncurse "Slime!" {\n  when played: lose 1 level\n}\n\n'
        'curse "Slime?" {\n  when played: lose 1 level\n}\n',
        encoding="utf-8",
    )
    result = run("catalog", "import", str(path), "--db", sqlite_url(db))
    assert result.exit_code == 1
    assert "E0203" in result.stderr and "'Slime?'" in result.stderr
    assert not db.exists()


# ---------------------------------------------------------------- the library call


def test_import_cards_library_call(cards: Path, tmp_path: Path) -> None:
    engine = create_engine(sqlite_url(tmp_path / "lib.db"))
    result = load([str(cards)])
    assert import_cards(engine, result, [str(cards)]) == ImportReport(added=23)
    assert import_cards(engine, result, [str(cards)]) == ImportReport(unchanged=23)


def test_import_cards_refuses_errors_before_touching_the_database(tmp_path: Path) -> None:
    target = tmp_path / "never.db"
    engine = create_engine(sqlite_url(target))
    bad = load_text('game munchkin\n\nmonster "Bad" {\n  level 99\n  treasures 1\n}\n', "bad.cards")
    with pytest.raises(DeckwrightError) as caught:
        import_cards(engine, bad, ["bad.cards"])
    assert caught.value.diagnostics[0].code == "E0105"
    assert "bad.cards" in str(caught.value)
    assert not target.exists()


# ---------------------------------------------------------------- show


def test_show_by_qualified_id(cards: Path, db: Path) -> None:
    imported(cards, db)
    result = run("catalog", "show", "munchkin/mun-m001", "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "munchkin/mun-m001: monster 'Bogwyrm of the Low Road'" in out
    assert "level      8" in out and "treasures  2" in out
    assert 'monster "Bogwyrm of the Low Road" @mun-m001 {' in out  # the source text
    assert "monsters.cards:4" in out  # where it came from


@pytest.mark.parametrize(
    ("ident", "expected"),
    [("mun-t004", "munchkin/mun-t004"), ("MUN-T004", "munchkin/mun-t004"), ("Ghostly Goose", "munchkin/ghostly-goose")],
)
def test_show_by_bare_id_or_name(cards: Path, db: Path, ident: str, expected: str) -> None:
    imported(cards, db)
    result = run("catalog", "show", ident, "--db", sqlite_url(db), "--format", "json")
    assert result.exit_code == 0, result.output
    card = json.loads(result.stdout)
    assert f"{card['game']}/{card['key']}" == expected
    assert {"content_hash", "status", "created_at", "updated_at", "source", "file", "line"} <= set(card)


def test_show_ambiguous_lists_candidates(cards: Path, db: Path) -> None:
    imported(cards, db)
    result = run("catalog", "show", "boil-an-anthill", "--db", sqlite_url(db))
    assert result.exit_code == 2
    assert "munchkin/boil-an-anthill" in result.stderr and "munchkin-kungfu/boil-an-anthill" in result.stderr
    assert run("catalog", "show", "munchkin-kungfu/boil-an-anthill", "--db", sqlite_url(db)).exit_code == 0


def test_show_unknown_suggests(cards: Path, db: Path) -> None:
    imported(cards, db)
    result = run("catalog", "show", "mun-m01", "--db", sqlite_url(db))
    assert result.exit_code == 1
    assert "no card 'mun-m01'" in result.stderr and "did you mean 'mun-m001'?" in result.stderr


def test_show_finds_removed_cards(cards: Path, db: Path) -> None:
    imported(cards, db)
    edit(cards / "munchkin" / "doors.cards", 'race "Elf" @mun-d003 {', 'race "Elf" @mun-d033 {')
    imported(cards, db)
    result = run("catalog", "show", "mun-d003", "--db", sqlite_url(db), "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["status"] == "removed"


# ---------------------------------------------------------------- export


def test_export_json_round_trip(cards: Path, db: Path) -> None:
    imported(cards, db)
    result = run("catalog", "export", "--format", "json", "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output
    exported = json.loads(result.stdout)["cards"]
    assert {f"{c['game']}/{c['key']}" for c in exported} == ALL_CARDS
    rows = card_rows(db)
    for card in exported:
        assert card["status"] == "active"
        assert card["content_hash"] == rows[f"{card['game']}/{card['key']}"][1]
    goose = next(c for c in exported if c["key"] == "ghostly-goose")
    assert goose["fields"] == {"level": 4, "treasures": 1, "tags": ["ghost", "undead", "flying"], "levels": 1}
    assert "card_id" not in goose  # the model JSON leaves out what a card does not have


def test_export_csv_round_trip(cards: Path, db: Path, tmp_path: Path) -> None:
    imported(cards, db)
    target = tmp_path / "export" / "cards.csv"
    result = run("catalog", "export", "--format", "csv", "--output", str(target), "--db", sqlite_url(db))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("wrote 23 card(s)")
    with target.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        assert tuple(reader.fieldnames or ()) == CSV_COLUMNS
        parsed = {f"{r['game']}/{r['key']}": r for r in reader}
    assert set(parsed) == ALL_CARDS
    rows = card_rows(db)
    for key, record in parsed.items():
        assert record["content_hash"] == rows[key][1]
        assert record["status"] == "active"
        assert int(record["line"]) == rows[key][3]
    bogwyrm = parsed["munchkin/mun-m001"]
    assert (bogwyrm["kind"], bogwyrm["level"], bogwyrm["treasures"], bogwyrm["tags"]) == ("monster", "8", "2", "dragon")
    assert parsed["munchkin/ghostly-goose"]["card_id"] == ""
    assert parsed["munchkin/ghostly-goose"]["tags"].split(", ") == ["ghost", "undead", "flying"]
    assert (parsed["munchkin/mun-t004"]["bonus"], parsed["munchkin/mun-t004"]["gold"]) == ("3", "0")


def test_export_csv_to_stdout_and_game_filter(cards: Path, db: Path) -> None:
    imported(cards, db)
    result = run("catalog", "export", "-f", "csv", "--game", "munchkin-kungfu", "--db", sqlite_url(db))
    assert result.exit_code == 0
    records = list(csv.DictReader(io.StringIO(result.stdout)))
    assert {r["key"] for r in records} == {k.split("/")[1] for k in ALL_CARDS if k.startswith("munchkin-kungfu/")}


def test_export_unknown_format_and_game(cards: Path, db: Path) -> None:
    imported(cards, db)
    assert run("catalog", "export", "--format", "xml", "--db", sqlite_url(db)).exit_code == 2
    result = run("catalog", "export", "--game", "munchkn", "--db", sqlite_url(db))
    assert result.exit_code == 2 and "did you mean 'munchkin'?" in result.stderr


# ---------------------------------------------------------------- where the catalog lives


@pytest.mark.parametrize("command", [["search", "kind:monster"], ["show", "mun-m001"], ["export"]])
def test_missing_catalog_is_a_clear_usage_error(tmp_path: Path, command: list[str]) -> None:
    missing = tmp_path / "nowhere" / "catalog.db"
    result = run("catalog", *command, "--db", sqlite_url(missing))
    assert result.exit_code == 2
    assert "deckwright catalog import" in result.stderr
    assert "Traceback" not in result.output
    assert not missing.exists() and not missing.parent.exists()


def test_file_that_is_not_a_catalog(tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all" * 100)
    result = run("catalog", "search", "x", "--db", str(junk))
    assert result.exit_code == 2
    assert "Traceback" not in result.output and "error:" in result.stderr


def test_default_database_is_output_catalog_db(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert run("catalog", "import", str(cards)).exit_code == 0
    assert (tmp_path / "output" / "catalog.db").is_file()
    assert run("catalog", "show", "mun-m001").exit_code == 0


def test_db_option_accepts_a_plain_path(cards: Path, tmp_path: Path) -> None:
    target = tmp_path / "plain" / "cat.db"
    assert run("catalog", "import", str(cards), "--db", str(target)).exit_code == 0
    assert set(card_rows(target)) == ALL_CARDS


def test_environment_variable_names_the_database(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "env" / "catalog.db"
    env = {"DECKWRIGHT_DB": sqlite_url(target)}
    assert run("catalog", "import", str(cards), env=env).exit_code == 0
    assert target.is_file() and not (tmp_path / "output").exists()
    result = run("catalog", "search", "id:mun-m001", "--format", "json", env=env)
    assert [c["key"] for c in json.loads(result.stdout)["cards"]] == ["mun-m001"]
    # --db wins over the environment.
    other = tmp_path / "other.db"
    assert run("catalog", "import", str(cards), "--db", sqlite_url(other), env=env).exit_code == 0
    assert other.is_file()


def test_bad_database_url_is_a_usage_error(cards: Path) -> None:
    result = run("catalog", "import", str(cards), "--db", "nosuchdialect://x/y")
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_database_that_cannot_be_created_is_a_usage_error(cards: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory", encoding="utf-8")
    result = run("catalog", "import", str(cards), "--db", str(blocker / "catalog.db"))
    assert result.exit_code == 2
    assert "cannot create the catalog" in result.stderr and "Traceback" not in result.output


def test_fixture_cards_pass_check() -> None:
    result = run("check", str(FIXTURES))
    assert result.exit_code == 0, result.output
    assert "16 munchkin, 7 munchkin-kungfu; no problems" in result.stdout
