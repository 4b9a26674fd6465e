"""Card data in spreadsheets (issue 13, items 1 and 2): `deckwright sheet export` and `sheet import`.

The round trip over every shipped set (XLSX and CSV) leaves every card file byte for byte; an edited
cell changes that card alone, keeping its comments; a broken cell is reported at its address with the
card language's caret and nothing is written; columns a designer adds come back; a published
sheet's address is fetched from a local HTTP server and cached for offline use.
"""

from __future__ import annotations

import csv
import datetime
import http.server
import io
import re
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook
from typer.testing import CliRunner

from toolkit.cli.app import app
from toolkit.sheet import importer
from toolkit.sheet.table import neutralise, restore

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("munchkin", "munchkin-kungfu", "maniacal", "midgard")
runner = CliRunner()

SET = """game munchkin

# Our own monsters and items.

monster "Sulking Slime" @t-001 {
  level 1
  treasures 1  # one is plenty
  tags slime
  bad stuff: lose footgear
  flavour "It dissolves your shoes."
}

test "a slime falls to a level-2 player" {
  given alice level 2
  when alice fights "Sulking Slime"
  expect alice wins combat
}

monster "Sock Gremlin" @t-002 {
  level 2
  treasures 1
  escape +1
  bad stuff: lose 2 cards
}
"""

ITEMS = """game munchkin

item "Colander of Cranial Safety" @t-010 {
  slot headgear
  bonus +2
  gold 400
  flavour "=Headgear, +2. Also drains pasta."
}
"""


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An import outside a project records its sheet in the user's cache (for watch): this test's own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def cardset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "monsters.cards").write_text(SET, encoding="utf-8")
    (folder / "items.cards").write_text(ITEMS, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def read_rows(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig"), newline="")))


def write_rows(path: Path, rows: list[list[str]]) -> None:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\r\n").writerows(rows)
    path.write_bytes(buffer.getvalue().encode("utf-8-sig"))


def edit(path: Path, card_id: str, **cells: str) -> None:
    rows = read_rows(path)
    header = rows[0]
    for row in rows[1:]:
        if row[0] == card_id:
            for name, value in cells.items():
                row[header.index(name)] = value
    write_rows(path, rows)


# ---------------------------------------------------------------- the round trip


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
@pytest.mark.parametrize("game", GAMES)
def test_round_trip_leaves_every_shipped_file_byte_identical(
    game: str, fmt: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / game
    shutil.copytree(ROOT / "cards" / game, folder)
    monkeypatch.chdir(tmp_path)
    before = snapshot(folder)
    code, out, err = run("sheet", "export", game, "--out", f"cards.{fmt}")
    assert code == 0, err
    cards = len(re.findall(r"^[a-z-]+ \"", "".join(t.decode() for t in before.values()), re.MULTILINE))
    assert f"wrote cards.{fmt}: " in out
    code, out, err = run("sheet", "import", f"cards.{fmt}", game)
    assert code == 0, err
    assert "0 card(s) changed, 0 added, 0 removed; wrote 0 file(s)" in out
    assert snapshot(folder) == before
    assert cards > 5


# ---------------------------------------------------------------- edits


def test_edited_cells_change_exactly_that_card(cardset: Path) -> None:
    before = snapshot(cardset)
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-001", level="3", name="Sulking Slime Royale", rules="bad stuff: lose 2 levels")
    code, out, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 0, err
    assert 'changed monster "Sulking Slime Royale" @t-001 (cards/monsters.cards)' in out
    assert "  name: Sulking Slime → Sulking Slime Royale" in out
    assert "  level: 1 → 3" in out
    assert "  - bad stuff: lose footgear" in out and "  + bad stuff: lose 2 levels" in out
    assert "1 card(s) changed, 0 added, 0 removed; wrote 1 file(s)" in out
    after = snapshot(cardset)
    assert after["items.cards"] == before["items.cards"]
    expected = (
        SET.replace('"Sulking Slime" @t-001', '"Sulking Slime Royale" @t-001')
        .replace("  level 1\n  treasures 1  #", "  level 3\n  treasures 1  #")
        .replace("bad stuff: lose footgear", "bad stuff: lose 2 levels")
    )
    assert after["monsters.cards"].decode() == expected  # the comments and the test block kept, in place


def test_an_edit_in_an_xlsx_sheet(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.xlsx")[0] == 0
    book = load_workbook("cards.xlsx")
    sheet = book["item"]
    header = [c.value for c in sheet[1]]
    sheet.cell(row=2, column=header.index("bonus") + 1, value=3)  # Excel turns +3 into the number 3
    sheet.cell(row=2, column=header.index("rules") + 1, value="usable if class wizard")
    book.save("cards.xlsx")
    code, out, err = run("sheet", "import", "cards.xlsx", "cards")
    assert code == 0, err
    assert "  bonus: +2 → 3" in out and "  + usable if class wizard" in out
    text = (cardset / "items.cards").read_text()
    assert "  bonus 3\n" in text and "  usable if class wizard\n" in text
    assert text.index("usable if") < text.index("flavour ")  # a new rule goes before the card's text


def test_unchanged_meaning_keeps_the_line_as_written(cardset: Path) -> None:
    """`bonus +2` read back as the number 2 is the same bonus: the file keeps its '+2'."""
    assert run("sheet", "export", "cards", "--out", "cards.xlsx")[0] == 0
    book = load_workbook("cards.xlsx")
    sheet = book["item"]
    header = [c.value for c in sheet[1]]
    sheet.cell(row=2, column=header.index("bonus") + 1, value=2)
    book.save("cards.xlsx")
    before = snapshot(cardset)
    code, out, _ = run("sheet", "import", "cards.xlsx", "cards")
    assert code == 0 and "0 card(s) changed" in out
    assert snapshot(cardset) == before


def test_a_new_row_gets_a_fresh_id_in_the_file_of_its_kind(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    new = [""] * len(header)
    new[header.index("kind")], new[header.index("name")] = "monster", "Grumpy Puddle"
    new[header.index("level")], new[header.index("treasures")] = "2", "1"
    new[header.index("rules")] = "bad stuff: lose 1 level"
    curse = [""] * len(header)
    curse[header.index("kind")], curse[header.index("name")] = "curse", "Damp Boots"
    curse[header.index("rules")] = "when played: lose footgear"
    second = list(new)
    second[header.index("name")] = "Grumpier Puddle"
    write_rows(Path("cards.csv"), [*rows, new, curse, second])
    code, out, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 0, err
    assert 'added monster "Grumpy Puddle" @t-011 (cards/monsters.cards)' in out
    assert 'added curse "Damp Boots" @t-012 (cards/curse.cards)' in out
    monsters = (cardset / "monsters.cards").read_text()
    puddle = 'monster "Grumpy Puddle" @t-011 {\n  level 2\n  treasures 1\n  bad stuff: lose 1 level\n}\n'
    assert monsters.endswith("\n" + puddle + "\n" + puddle.replace("Grumpy", "Grumpier").replace("t-011", "t-013"))
    assert (cardset / "curse.cards").read_text().startswith('game munchkin\n\ncurse "Damp Boots" @t-012 {\n')
    assert run("check", "cards")[0] == 0


def test_a_row_left_out_is_kept_unless_delete(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    rows = [r for r in read_rows(Path("cards.csv")) if r[0] != "t-002"]
    write_rows(Path("cards.csv"), rows)
    code, out, _ = run("sheet", "import", "cards.csv", "cards")
    assert code == 0
    assert 'kept monster "Sock Gremlin" @t-002' in out and "not in the sheet: kept (--delete removes it)" in out
    assert "Sock Gremlin" in (cardset / "monsters.cards").read_text()
    code, out, _ = run("sheet", "import", "cards.csv", "cards", "--delete")
    assert code == 0 and 'removed monster "Sock Gremlin" @t-002' in out
    text = (cardset / "monsters.cards").read_text()
    assert "Sock Gremlin" not in text and "Sulking Slime" in text and 'test "a slime falls' in text


def test_dry_run_writes_nothing(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-001", level="4")
    before = snapshot(cardset)
    code, out, _ = run("sheet", "import", "cards.csv", "cards", "--dry-run")
    assert code == 0 and "  level: 1 → 4" in out and "would write 1 file(s) (dry run: nothing written)" in out
    assert snapshot(cardset) == before


# ---------------------------------------------------------------- broken cells


def test_broken_cells_are_reported_at_their_address_with_the_caret(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-001", level="99", rules="bad stuff: lose footgear\nbad stuff: loose 2 levles")
    edit(Path("cards.csv"), "t-010", big="maybe")
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    level, rules, big = (chr(65 + header.index(h)) for h in ("level", "rules", "big"))
    slime, colander = (next(n for n, r in enumerate(rows, 1) if r[0] == i) for i in ("t-001", "t-010"))
    before = snapshot(cardset)
    code, _, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 1
    assert snapshot(cardset) == before
    assert f"cards.csv!{level}{slime}:1:1: error[E0105]: level 99 is out of range: it must be from 1 to 20" in err
    assert f"cards.csv!{rules}{slime}:2:12: error[E0108]: unknown effect 'loose 2 levles'" in err
    assert "2 | bad stuff: loose 2 levles\n  |            ^^^^^^^^^^^^^^" in err
    assert f"cards.csv!{big}{colander}:1:1: error[S0010]: 'big' is a flag: 'yes' or an empty cell, not 'maybe'" in err
    assert "3 problem(s) in the sheet: nothing was written" in err


def test_a_broken_xlsx_cell_names_its_sheet(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.xlsx")[0] == 0
    book = load_workbook("cards.xlsx")
    sheet = book["monster"]
    header = [c.value for c in sheet[1]]
    sheet.cell(row=3, column=header.index("rules") + 1, value="bad stuff: lose 2 kards")
    notes = book.create_sheet("Playtest notes")  # a sheet of the designer's own: left alone
    notes.append(["round", "what happened"])
    notes.append([1, "the gremlin is too weak"])
    misnamed = book.create_sheet("monsters")  # a kind misspelt: refused
    misnamed.append(["id", "name"])
    misnamed.append(["", "Typo Beast"])
    book.save("cards.xlsx")
    before = snapshot(cardset)
    code, _, err = run("sheet", "import", "cards.xlsx", "cards")
    assert code == 1 and snapshot(cardset) == before
    assert "cards.xlsx!monsters!A1:1:1: error[S0013]: the sheet 'monsters' names no kind of card" in err
    assert "did you mean 'monster'?" in err and "Playtest" not in err
    letter = chr(65 + header.index("rules"))
    assert re.search(rf"cards\.xlsx!monster!{letter}3:1:\d+: error\[E01\d\d\]", err), err
    assert "1 | bad stuff: lose 2 kards" in err


def test_cross_card_problems_stop_the_import(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-002", name="Sulking Slime")  # two cards of one name (E0202)
    before = snapshot(cardset)
    code, _, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 1 and "error[E0202]" in err and snapshot(cardset) == before


def test_a_failed_write_puts_back_the_files_written(cardset: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-001", level="2")
    edit(Path("cards.csv"), "t-010", gold="500")
    before = snapshot(cardset)
    real = importer.write_atomic
    calls: list[Path] = []

    def failing(path: Path, data: str | bytes) -> None:
        calls.append(path)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(importer, "write_atomic", failing)
    monkeypatch.setattr(importer.apply, "__defaults__", (failing,))
    code, _, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 1 and "No space left on device; nothing was changed" in err
    assert [p.name for p in calls] == ["items.cards", "monsters.cards", "items.cards"]  # the last puts it back
    assert snapshot(cardset) == before


# ---------------------------------------------------------------- columns the designer adds


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_an_added_column_survives_export_import_export(cardset: Path, fmt: str) -> None:
    assert run("sheet", "export", "cards", "--out", f"cards.{fmt}")[0] == 0
    if fmt == "csv":
        rows = read_rows(Path("cards.csv"))
        rows[0].append("artist")
        for row in rows[1:]:
            row.append("Ann Lee" if row[0] == "t-002" else "")
        write_rows(Path("cards.csv"), rows)
    else:
        book = load_workbook("cards.xlsx")
        sheet = book["monster"]
        column = sheet.max_column + 1
        sheet.cell(row=1, column=column, value="artist")
        sheet.cell(row=3, column=column, value="Ann Lee")
        book.save("cards.xlsx")
    before = snapshot(cardset)
    code, out, _ = run("sheet", "import", f"cards.{fmt}", "cards")
    assert code == 0 and "  artist: (none) → Ann Lee" in out
    assert {k: v for k, v in snapshot(cardset).items() if k.endswith(".cards")} == before  # no card changed
    assert '"t-002": {\n      "artist": "Ann Lee"' in (cardset / "cards.sheet.json").read_text()
    assert run("sheet", "export", "cards", "--out", f"again.{fmt}")[0] == 0
    if fmt == "csv":
        rows = read_rows(Path("again.csv"))
        assert rows[0][-1] == "artist"
        assert next(r for r in rows if r[0] == "t-002")[-1] == "Ann Lee"
    else:
        sheet = load_workbook("again.xlsx")["monster"]
        assert sheet.cell(row=1, column=sheet.max_column).value == "artist"
        assert sheet.cell(row=3, column=sheet.max_column).value == "Ann Lee"
    code, out, _ = run("sheet", "import", f"again.{fmt}", "cards")
    assert code == 0 and "0 card(s) changed" in out and "artist" not in out


# ---------------------------------------------------------------- the files


def test_csv_opens_in_spreadsheets_and_neutralises_formulas(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    data = Path("cards.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbfid,kind,name,")
    assert b"\r\n" in data and data.count(b"\n") == data.count(b"\r\n")
    assert b"'=Headgear, +2. Also drains pasta." in data  # a text starting with '=' is not a formula
    assert b",+2," in data  # a number with its sign is a number, not a formula
    for text in ("=1+1", "+x", "-y", "@z", "\tq", "'=a", "''", "plain", "'tis", "-3"):
        assert restore(neutralise(text)) == text
    for text in ("=1+1", "+x", "-y", "@z", "\tq"):
        assert neutralise(text).startswith("'")


def test_xlsx_has_a_sheet_per_kind_frozen_header_value_lists_and_locked_generated_columns(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.xlsx")[0] == 0
    book = load_workbook("cards.xlsx")
    visible = [s.title for s in book.worksheets if s.sheet_state == "visible"]
    assert visible[:2] == ["monster", "curse"] and "item" in visible
    sheet = book["item"]
    header = [c.value for c in sheet[1]]
    assert header[:3] == ["id", "name", "gold"] and "rules text (en, generated)" in header
    assert sheet.freeze_panes == "C2"
    assert sheet.column_dimensions["B"].width == 30
    lists = {str(v.formula1): str(v.sqref) for v in sheet.data_validations.dataValidation}
    slot = chr(65 + header.index("slot"))
    assert any(ref.startswith(f"{slot}2") for ref in lists.values()), lists
    assert all(re.fullmatch(r"'_lists'!\$[A-Z]+\$1:\$[A-Z]+\$\d+", formula) for formula in lists), lists
    values = [c.value for c in book["_lists"]["A"] if c.value]
    assert "headgear" in values
    generated = sheet.cell(row=2, column=header.index("rules text (en, generated)") + 1)
    assert generated.protection.locked and generated.fill.fgColor.rgb.endswith("E0E0E0")
    assert sheet.protection.sheet and not sheet.cell(row=2, column=2).protection.locked
    text = sheet.cell(row=2, column=header.index("flavour") + 1)
    assert text.value == "=Headgear, +2. Also drains pasta." and text.data_type == "s"


def test_a_sheet_of_another_game_is_refused(cardset: Path, tmp_path: Path) -> None:
    shutil.copytree(ROOT / "cards" / "maniacal", tmp_path / "maniacal")
    assert run("sheet", "export", "maniacal", "--out", "maniacal.xlsx")[0] == 0
    code, _, err = run("sheet", "import", "maniacal.xlsx", "cards")
    assert code == 2 and "maniacal.xlsx is a sheet of maniacal, not munchkin" in err


def test_what_is_no_sheet_is_a_usage_error(cardset: Path) -> None:
    Path("bad.csv").write_bytes(b"\xff\xfe\x00garbage")
    code, _, err = run("sheet", "import", "bad.csv", "cards")
    assert code == 2 and "not UTF-8" in err
    Path("empty.xlsx").write_bytes(b"PK\x03\x04 nothing")
    code, _, err = run("sheet", "import", "empty.xlsx", "cards")
    assert code == 2 and "not an XLSX workbook" in err
    code, _, err = run("sheet", "export", "cards", "--format", "ods")
    assert code == 2 and "unknown format 'ods'" in err
    code, _, err = run("sheet", "import", "missing.csv", "cards")
    assert code == 2 and "no such sheet" in err


# ---------------------------------------------------------------- a published sheet


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    folder = tmp_path / "published"
    folder.mkdir()

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, directory=str(folder), **kwargs)  # type: ignore[arg-type]

        def log_message(self, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", folder
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_a_published_sheet_is_imported_and_cached_for_offline(
    cardset: Path, server: tuple[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    address, published = server
    assert run("sheet", "export", "cards", "--out", str(published / "sheet.csv"))[0] == 0
    edit(published / "sheet.csv", "t-002", level="5")
    url = f"{address}/sheet.csv"
    code, out, err = run("sheet", "import", url, "cards", "--dry-run")
    assert code == 0, err
    assert "  level: 2 → 5" in out
    cached = list((tmp_path / "cache" / "deckwright" / "sheets").glob("*.csv"))
    assert len(cached) == 1 and cached[0].read_bytes() == (published / "sheet.csv").read_bytes()
    (published / "sheet.csv").unlink()  # the address now fails (404): the cached copy is used
    code, out, err = run("sheet", "import", url, "cards")
    assert code == 0, err
    assert "cannot fetch" in err and "using the copy of" in err
    assert "  level 5\n" in (cardset / "monsters.cards").read_text()
    code, _, err = run("sheet", "import", f"{address}/never.csv", "cards")
    assert code == 2 and "no copy of it is cached yet" in err
    (published / "login.html").write_text("<!DOCTYPE html><html><body>Sign in</body></html>", encoding="utf-8")
    code, _, err = run("sheet", "import", f"{address}/login.html", "cards")
    assert code == 2 and "gives a web page, not a CSV sheet" in err


# ---------------------------------------------------------------- codes


def test_every_sheet_code_is_documented() -> None:
    source = "".join(p.read_text("utf-8") for p in (ROOT / "toolkit" / "sheet").glob("*.py"))
    codes = set(re.findall(r"\"(S00\d\d)\"", source))
    docs = set(re.findall(r"^### (S00\d\d)\b", (ROOT / "docs" / "diagnostics.md").read_text("utf-8"), re.MULTILINE))
    assert {"S0002", "S0010", "S0014"} <= codes
    assert codes == docs


# ---------------------------------------------------------------- other games' fields


def test_keyed_fields_and_flags_of_other_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for game in ("maniacal", "midgard"):
        shutil.copytree(ROOT / "cards" / game, tmp_path / game)
    monkeypatch.chdir(tmp_path)
    assert run("sheet", "export", "maniacal", "--out", "maniacal.xlsx")[0] == 0
    book = load_workbook("maniacal.xlsx")
    rooms = book["room"]
    header = [c.value for c in rooms[1]]
    row = next(r for r in range(2, rooms.max_row + 1) if rooms.cell(row=r, column=1).value == "man-r001")
    attraction = rooms.cell(row=row, column=header.index("attraction") + 1)
    assert attraction.value == "beast +3\ncriminal +3"  # two lines in the file, two lines in the cell
    attraction.value = "beast +4\ncriminal +3"
    book.save("maniacal.xlsx")
    code, out, err = run("sheet", "import", "maniacal.xlsx", "maniacal")
    assert code == 0, err
    assert "  attraction: beast +3 / criminal +3 → beast +4 / criminal +3" in out
    text = (tmp_path / "maniacal" / "rooms.cards").read_text()
    assert 'room "Piranha Boardroom" @man-r001 {  # E29\n  cost 4 money\n  attraction beast +4\n' in text

    assert run("sheet", "export", "midgard", "--out", "midgard.csv")[0] == 0
    edit(Path("midgard.csv"), "mid-o001", public="", glory="2")
    rows = read_rows(Path("midgard.csv"))
    code, out, err = run("sheet", "import", "midgard.csv", "midgard")
    assert code == 0, err
    assert "  public: yes → (none)" in out and "  glory: (none) → 2" in out
    board = (tmp_path / "midgard" / "board.cards").read_text()
    assert 'longship "Large Public Longship" @mid-o001 {\n  capacity 10\n  cost 1 coins\n  glory 2\n}\n' in board
    assert rows[0][:3] == ["id", "kind", "name"]


def test_a_rename_notes_the_tests_that_still_name_the_card(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-001", name="Sulking Ooze")
    code, out, _ = run("sheet", "import", "cards.csv", "cards")
    assert code == 0 and "  note: 'Sulking Slime' is still named 1 time(s) in the card files" in out


def test_the_first_card_of_a_kind_in_an_xlsx_sheet(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.xlsx")[0] == 0
    book = load_workbook("cards.xlsx")
    curses = book["curse"]
    assert curses.max_row == 1  # the kind has no card yet: the sheet has its columns
    header = [c.value for c in curses[1]]
    curses.cell(row=2, column=header.index("name") + 1, value="Damp Boots")
    curses.cell(row=2, column=header.index("rules") + 1, value="when played: lose footgear")
    book.save("cards.xlsx")
    code, out, err = run("sheet", "import", "cards.xlsx", "cards")
    assert code == 0, err
    assert 'added curse "Damp Boots" @t-011 (cards/curse.cards)' in out
    assert (cardset / "curse.cards").read_text() == (
        'game munchkin\n\ncurse "Damp Boots" @t-011 {\n  when played: lose footgear\n}\n'
    )


def test_a_cell_cannot_close_the_card_and_add_a_block(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    smuggled = 'bad stuff: lose footgear\n}\n\ntest "sneaky" {\n  given alice level 2\n  expect alice level 2'
    edit(Path("cards.csv"), "t-001", rules=smuggled)
    header = read_rows(Path("cards.csv"))[0]
    before = snapshot(cardset)
    code, _, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 1 and snapshot(cardset) == before
    assert f"!{chr(65 + header.index('rules'))}" in err and "error[S0010]: a cell closes the card" in err


def test_generated_text_columns_per_language_are_not_imported(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--lang", "en,uk", "--out", "cards.csv")[0] == 0
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    slime = next(r for r in rows if r[0] == "t-001")
    assert header[-2:] == ["rules text (en, generated)", "rules text (uk, generated)"]
    assert slime[-2] == "Level 1 · 1 Treasure\r\nBad Stuff: lose your Footgear."
    assert slime[-1].startswith("Рівень 1 · 1 Скарб")
    edit(Path("cards.csv"), "t-001", **{"rules text (en, generated)": "Level 9, edited by hand"})
    before = snapshot(cardset)
    code, out, _ = run("sheet", "import", "cards.csv", "cards")
    assert code == 0 and "0 card(s) changed" in out and snapshot(cardset) == before


def test_a_sheet_with_some_columns_changes_only_those(cardset: Path) -> None:
    """A sheet of id, kind, name and level only (to rebalance levels): the rules and texts it leaves out stay."""
    write_rows(
        Path("levels.csv"),
        [
            ["id", "kind", "name", "level"],
            ["t-001", "monster", "Sulking Slime", "4"],
            ["t-002", "monster", "Sock Gremlin", "2"],
        ],
    )
    before = snapshot(cardset)
    code, out, err = run("sheet", "import", "levels.csv", "cards")
    assert code == 0, err
    assert out.count("changed monster") == 1 and "  level: 1 → 4" in out
    assert 'kept item "Colander of Cranial Safety" @t-010' in out
    assert snapshot(cardset)["monsters.cards"].decode() == SET.replace("  level 1\n", "  level 4\n")
    assert snapshot(cardset)["items.cards"] == before["items.cards"]


def test_a_missing_required_field_points_at_its_column(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    new = [""] * len(header)
    new[header.index("kind")], new[header.index("name")] = "monster", "Levelless Blob"
    write_rows(Path("cards.csv"), [*rows, new])
    code, _, err = run("sheet", "import", "cards.csv", "cards")
    level = chr(65 + header.index("level"))
    assert code == 1 and f"cards.csv!{level}{len(rows) + 1}:1:1: error[E0106]: a monster needs the field 'level'" in err


def test_a_formula_is_read_as_its_value_never_run(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.xlsx")[0] == 0
    book = load_workbook("cards.xlsx")
    sheet = book["monster"]
    header = [c.value for c in sheet[1]]
    sheet.cell(row=2, column=header.index("level") + 1, value="=1+1")  # openpyxl stores no computed value
    book.save("cards.xlsx")
    assert run("sheet", "export", "cards", "--out", "fresh.xlsx")[0] == 0
    dated = load_workbook("fresh.xlsx")
    dated["monster"].cell(row=3, column=header.index("tags") + 1, value=datetime.date(2026, 1, 2))
    dated.save("dated.xlsx")
    code, _, err = run("sheet", "import", "dated.xlsx", "cards")
    tags = chr(65 + header.index("tags"))
    assert code == 1 and f"dated.xlsx!monster!{tags}3:1:1: error[S0010]: the spreadsheet made this cell a date" in err
    code, _, err = run("sheet", "import", "cards.xlsx", "cards")
    letter = chr(65 + header.index("level"))
    assert code == 2 and f"cards.xlsx!monster!{letter}2: a formula with no computed value" in err


def test_a_sheet_typed_from_scratch_without_ids(cardset: Path) -> None:
    """No id column: rows are matched by kind and name, a new name is a new card with a fresh id."""
    rows = [
        ["kind", "name", "level", "treasures", "rules"],
        ["monster", "Sock Gremlin", "3", "1", "escape +1\nbad stuff: lose 2 cards"],
        ["monster", "Moody Mushroom", "1", "1", "bad stuff: lose 1 level"],
    ]
    write_rows(Path("scratch.csv"), rows)
    code, out, err = run("sheet", "import", "scratch.csv", "cards")
    assert code == 0, err
    assert 'changed monster "Sock Gremlin" @t-002' in out and "  level: 2 → 3" in out
    assert 'added monster "Moody Mushroom" @t-011' in out
    text = (cardset / "monsters.cards").read_text()
    assert 'monster "Sock Gremlin" @t-002 {\n  level 3\n' in text and '"Moody Mushroom" @t-011' in text


def _hashes(folder: Path) -> dict[str, str]:
    from toolkit.lang.load import load

    return {c.key: c.content_hash() for c in load([str(folder)]).cards}


@pytest.mark.parametrize("game", GAMES)
def test_an_edited_number_in_every_game_changes_exactly_that_card(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each game's own columns: the first card with a whole-number field gets it changed, within its range."""
    from toolkit.lang import games

    folder = tmp_path / game
    shutil.copytree(ROOT / "cards" / game, folder)
    monkeypatch.chdir(tmp_path)
    assert run("sheet", "export", game, "--out", "cards.csv")[0] == 0
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    kinds = games.get(game).vocabulary.kinds  # type: ignore[union-attr]
    target = column = None
    for row in rows[1:]:
        for spec in kinds[row[header.index("kind")]].fields:
            if spec.type == "int" and spec.name in header and row[header.index(spec.name)].isdigit():
                target, column, spec_found = row, spec.name, spec
                break
        if target is not None:
            break
    assert target is not None and column is not None
    old = int(target[header.index(column)])
    new = old + 1 if spec_found.max is None or old < spec_found.max else old - 1
    target[header.index(column)] = str(new)
    write_rows(Path("cards.csv"), rows)
    before = _hashes(folder)
    code, out, err = run("sheet", "import", "cards.csv", game)
    assert code == 0, err
    assert f"  {column}: {old} → {new}" in out and "1 card(s) changed, 0 added" in out
    after = _hashes(folder)
    assert {k for k in before if before[k] != after.get(k)} == {target[0]}


def test_import_names_where_it_writes_outside_a_project(cardset: Path) -> None:
    assert run("sheet", "export", "--game", "munchkin", "--out", "shipped.csv")[0] == 0  # the shipped set
    code, _, err = run("sheet", "import", "shipped.csv", "--game", "munchkin")
    assert code == 2 and "give the card files or folders the sheet goes into" in err


TRICKY = """game munchkin

monster "Tricky Troll" @x-001 {  # header note
  # the numbers
  level 5
  treasures 2  # two
  # first rule
  if race elf: strength +2  # elves beware
  # second rule
  bad stuff: lose 1 level
  flavour "A troll."  # the joke
}
"""


def test_a_changed_card_keeps_its_comments(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "m.cards").write_text(TRICKY, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert run("sheet", "export", "cards", "--out", "t.csv")[0] == 0
    edit(
        Path("t.csv"),
        "x-001",
        rules="escape +1\nif race elf: strength +3\nbad stuff: lose 1 level",
        tags="troll",
        flavour="",
    )
    code, _, err = run("sheet", "import", "t.csv", "cards")
    assert code == 0, err
    assert (tmp_path / "cards" / "m.cards").read_text() == (
        "game munchkin\n\n"
        'monster "Tricky Troll" @x-001 {  # header note\n'
        "  # the numbers\n"
        "  level 5\n"
        "  treasures 2  # two\n"
        "  tags troll\n"
        "  # first rule\n"
        "  escape +1\n"
        "  if race elf: strength +3  # elves beware\n"
        "  # second rule\n"
        "  bad stuff: lose 1 level\n"
        "}\n"
    )


def test_a_changed_cards_rules_cell_keeps_its_comments(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Comments a designer writes in the rules cell of a changed card go into its file, as they do for a
    new card: a line of its own before its rule (or after the last), a comment after a rule, an allow;
    the file's own comments stay, and importing the same sheet again adds none twice."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "m.cards").write_text(TRICKY, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert run("sheet", "export", "cards", "--out", "t.csv")[0] == 0
    edit(
        Path("t.csv"),
        "x-001",
        level="6",
        rules=(
            "# allow V0117: the boss has no bad stuff on purpose\n"
            "if race elf: strength +2  # a second note\n"
            "escape +1  # new and slippery\n"
            "bad stuff: lose 1 level\n"
            "# the end"
        ),
    )
    expected = (
        "game munchkin\n\n"
        'monster "Tricky Troll" @x-001 {  # header note\n'
        "  # the numbers\n"
        "  level 6\n"
        "  treasures 2  # two\n"
        "  # first rule\n"
        "  # allow V0117: the boss has no bad stuff on purpose\n"
        "  if race elf: strength +2  # elves beware  # a second note\n"
        "  # second rule\n"
        "  escape +1  # new and slippery\n"
        "  bad stuff: lose 1 level\n"
        "  # the end\n"
        '  flavour "A troll."  # the joke\n'
        "}\n"
    )
    for _ in range(2):  # the second import of the same sheet: the comments are in the file already
        edit(Path("t.csv"), "x-001", level=str(6 + _))
        code, _out, err = run("sheet", "import", "t.csv", "cards")
        assert code == 0, err
        assert (tmp_path / "cards" / "m.cards").read_text() == expected.replace("level 6", f"level {6 + _}")


def test_problems_of_the_sheet_itself(cardset: Path) -> None:
    write_rows(
        Path("bad.csv"),
        [
            ["id", "kind", "name", "level", "treasures"],
            ["t-001", "monster", "Sulking Slime", "1", "1"],
            ["t-001", "monster", "Sulking Slime Again", "1", "1"],
            ["no good!", "monster", "Odd Id", "1", "1"],
            ["", "monstre", "Typo Kind", "1", "1"],
            ["", "monster", "", "1", "1"],
        ],
    )
    code, _, err = run("sheet", "import", "bad.csv", "cards")
    assert code == 1
    assert "bad.csv!A4:1:1: error[S0012]: 'no good!' is not a card id" in err
    assert "bad.csv!B5:1:1: error[S0013]: 'monstre' is no kind of card of munchkin; did you mean 'monster'?" in err
    assert "bad.csv!C6:1:1: error[S0011]: the card has no name" in err
    write_rows(Path("bad.csv"), [["id", "kind", "name"], ["t-001", "monster", "A"], ["t-001", "monster", "B"]])
    code, _, err = run("sheet", "import", "bad.csv", "cards")
    assert code == 1 and "bad.csv!A3:1:1: error[S0015]: the id 't-001' is on two rows" in err
    write_rows(Path("bad.csv"), [["id", "kind", "level", "level"], ["t-001", "monster", "1", "2"]])
    code, _, err = run("sheet", "import", "bad.csv", "cards")
    assert code == 1 and "error[S0007]: two columns are named 'level'" in err
    assert "error[S0006]: the sheet has no 'name' column" in err


OLD_NAME = """game munchkin

monster "Old Slime" @o-001 {
  level 1
  treasures 1
  text "Written before flavour was its name."
}
"""


def test_a_field_under_its_old_name_stays_until_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`text` is flavour's old name: it shows in the flavour column, is kept while unchanged, and an edit
    writes the new name."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "m.cards").write_text(OLD_NAME, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert run("sheet", "export", "cards", "--out", "t.csv")[0] == 0
    rows = read_rows(Path("t.csv"))
    assert "text" not in rows[0] and rows[1][rows[0].index("flavour")] == "Written before flavour was its name."
    code, out, _ = run("sheet", "import", "t.csv", "cards")
    assert code == 0 and "0 card(s) changed" in out
    assert (tmp_path / "cards" / "m.cards").read_text() == OLD_NAME
    edit(Path("t.csv"), "o-001", flavour="Now with a new name.")
    code, out, err = run("sheet", "import", "t.csv", "cards")
    assert code == 0, err
    assert "  flavour: Written before flavour was its name. → Now with a new name." in out
    assert '  flavour "Now with a new name."\n}' in (tmp_path / "cards" / "m.cards").read_text()


def test_csv_to_stdout_and_xlsx_only_to_a_file(cardset: Path) -> None:
    result = runner.invoke(app, ["sheet", "export", "cards"])
    assert result.exit_code == 0 and result.stdout_bytes.startswith(b"\xef\xbb\xbfid,kind,name,")
    code, _, err = run("sheet", "export", "cards", "--format", "xlsx")
    assert code == 2 and "an XLSX workbook is written to a file: give --out cards.xlsx" in err


@settings(max_examples=60, deadline=None)
@given(
    st.text(
        alphabet=st.characters(blacklist_categories=("Cc", "Cf", "Cn", "Co", "Cs", "Zl", "Zp")), min_size=1, max_size=60
    ).filter(lambda t: t.strip() == t and t)
)
def test_any_flavour_or_name_a_cell_holds_comes_back_as_written(value: str) -> None:
    """Quotes, backslashes, '#', braces and any script in a name or flavour cell: the card holds it exactly."""
    from toolkit.lang import games
    from toolkit.lang.checker import check_file
    from toolkit.lang.parser import parse
    from toolkit.sheet.cells import build_block
    from toolkit.sheet.layout import Layout, fields_of

    layout = Layout(games.get("munchkin"))  # type: ignore[arg-type]
    kind = layout.kind("monster")
    assert kind is not None
    cells = {"level": "1", "treasures": "1", "rules": "bad stuff: lose 1 level", "flavour": value}
    block = build_block(kind, value, "p-001", cells, fields_of(kind, layout.all_columns()))
    text = "game munchkin\n" + block.text
    parsed = parse(text, "cell")
    assert parsed.file is not None and not parsed.diagnostics, parsed.diagnostics
    result = check_file(parsed.file, text, games.get)
    assert [c.name for c in result.cards] == [value]
    assert result.cards[0].fields["flavour"] == value


# ---------------------------------------------------------------- allowing (E0123, issue 10)


def test_a_cell_that_allows_an_error_code_stops_the_whole_import(cardset: Path) -> None:
    """An allow comment in a cell naming an error (E0123) is refused at its cell, as `deckwright check`
    refuses it in a file; the good edits of the same sheet are not written either (all or nothing)."""
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    edit(Path("cards.csv"), "t-010", gold="500")
    edit(Path("cards.csv"), "t-001", rules="bad stuff: lose footgear  # allow E0114: our own word")
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    new = [""] * len(header)
    for column, value in {"kind": "monster", "name": "Loud Newt", "level": "1", "treasures": "1"}.items():
        new[header.index(column)] = value
    new[header.index("rules")] = "bad stuff: lose 1 level  # allow E0108: we mean it"
    write_rows(Path("cards.csv"), [*rows, new])
    rules = chr(65 + header.index("rules"))
    slime = next(n for n, r in enumerate(rows, 1) if r[0] == "t-001")
    before = snapshot(cardset)
    code, _, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 1, err
    assert snapshot(cardset) == before
    assert f"cards.csv!{rules}{slime}:1:35: error[E0123]: cannot allow E0114: it is not a warning" in err
    assert f"cards.csv!{rules}{len(rows) + 1}:1:34: error[E0123]: cannot allow E0108: it is not a warning" in err
    assert "1 | bad stuff: lose 1 level  # allow E0108: we mean it\n  |                                  ^^^^^" in err
    assert "2 problem(s) in the sheet: nothing was written" in err
    assert "Traceback" not in err


def test_a_cell_that_allows_a_warning_is_imported_with_its_reason(cardset: Path) -> None:
    assert run("sheet", "export", "cards", "--out", "cards.csv")[0] == 0
    rows = read_rows(Path("cards.csv"))
    header = rows[0]
    new = [""] * len(header)
    for column, value in {"kind": "monster", "name": "Loud Newt", "level": "1", "treasures": "1"}.items():
        new[header.index(column)] = value
    new[header.index("rules")] = "bad stuff: lose 1 level  # allow V0117: a warning may be allowed"
    write_rows(Path("cards.csv"), [*rows, new])
    code, out, err = run("sheet", "import", "cards.csv", "cards")
    assert code == 0, err
    assert 'added monster "Loud Newt"' in out
    assert "# allow V0117: a warning may be allowed" in (cardset / "monsters.cards").read_text(encoding="utf-8")
    assert run("check", "cards")[0] == 0


def test_a_card_file_that_allows_an_error_code_is_refused_by_the_sheet_as_by_check(cardset: Path) -> None:
    path = cardset / "items.cards"
    path.write_text(ITEMS.replace("  gold 400\n", "  gold 400  # allow E0105: we like it\n"), encoding="utf-8")
    assert "error[E0123]" in run("check", "cards")[2]
    code, _, err = run("sheet", "export", "cards", "--out", "cards.csv")
    assert code == 1 and not Path("cards.csv").exists()
    assert "cards/items.cards:6:21: error[E0123]: cannot allow E0105" in err
