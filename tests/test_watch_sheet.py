"""``deckwright watch`` and a linked sheet (issue 13, item 4): a saved CSV (or a published one, polled)
is imported all or nothing, as ``sheet import`` does, and the cards it rewrites are checked again."""

from __future__ import annotations

import http.server
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_watch import ITEMS, MONSTERS, options
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.scaffold import fresh_id
from toolkit.watch import LinkedSheet, Watch

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "cards"


@pytest.fixture
def sheet_set(tmp_path: Path) -> tuple[Path, Path]:
    """A set of cards and its sheet, exported as a designer would (``sheet export``)."""
    cards = tmp_path / "set"
    cards.mkdir()
    (cards / "monsters.cards").write_text(MONSTERS, encoding="utf-8")
    (cards / "items.cards").write_text(ITEMS, encoding="utf-8")
    sheet = tmp_path / "set.csv"
    done = CliRunner().invoke(app, ["sheet", "export", str(cards), "--out", str(sheet)])
    assert done.exit_code == 0, done.output
    return cards, sheet


def set_cell(sheet: Path, old: str, new: str) -> None:
    """Change a row's start in the CSV, as a spreadsheet saves it (BOM, CRLF kept)."""
    data = sheet.read_bytes()
    assert old.encode() in data
    sheet.write_bytes(data.replace(old.encode(), new.encode(), 1))


def link(sheet: Path | str, cards: Path, tmp_path: Path) -> LinkedSheet:
    return LinkedSheet(str(sheet), [str(cards)], tmp_path / "cache", lambda texts, game: fresh_id(texts, game))


def test_a_saved_sheet_is_imported_and_its_cards_checked_again(sheet_set: tuple[Path, Path], tmp_path: Path) -> None:
    cards, sheet = sheet_set
    linked = link(sheet, cards, tmp_path)
    watching = Watch([str(cards)], options(tmp_path), sheets=[linked])
    assert watching.first_look(linked) == ""  # just exported: nothing to import
    assert watching.round().errors == 0
    assert watching.round([linked]).imported == []  # saved unchanged: not imported again
    set_cell(sheet, "wat-002,monster,Watched Bat,3,", "wat-002,monster,Watched Bat,4,")
    found = watching.round([linked])
    assert found.imported == [
        'changed monster "Watched Bat" @wat-002 (' + str(cards / "monsters.cards") + ")",
        "  level: 3 → 4",
        "set.csv: imported 1 card change(s), wrote 1 file(s)",
    ]
    assert "  level 4\n" in (cards / "monsters.cards").read_text(encoding="utf-8")
    assert found.sheets == ["set.csv"] and found.reread == [cards / "monsters.cards"]
    assert [c.key for c in found.changed] == ["wat-002"] and found.errors == 0


def test_a_broken_cell_is_reported_at_its_cell_and_nothing_is_written(
    sheet_set: tuple[Path, Path], tmp_path: Path
) -> None:
    cards, sheet = sheet_set
    linked = link(sheet, cards, tmp_path)
    watching = Watch([str(cards)], options(tmp_path), sheets=[linked])
    watching.first_look(linked)
    watching.round()
    before = (cards / "monsters.cards").read_bytes()
    set_cell(sheet, "wat-002,monster,Watched Bat,3,", "wat-002,monster,Watched Bat,99,")
    broken = watching.round([linked])
    assert broken.imported == ["1 problem(s) in set.csv: nothing was written"]
    assert [(d.code, d.span.file if d.span else "") for d in broken.new] == [("E0105", "set.csv!D4")]
    assert broken.sources["set.csv!D4"] == "99"  # the caret's line
    assert (cards / "monsters.cards").read_bytes() == before and broken.changed == []
    assert watching.round().errors == 1  # a card file saved meanwhile: the sheet is still broken
    set_cell(sheet, "Watched Bat,99,", "Watched Bat,5,")
    mended = watching.round([linked])
    assert mended.fixed == 1 and mended.errors == 0 and [c.key for c in mended.changed] == ["wat-002"]


def test_changes_made_while_not_watching_are_said_not_imported(sheet_set: tuple[Path, Path], tmp_path: Path) -> None:
    cards, sheet = sheet_set
    set_cell(sheet, "wat-001,monster,Watched Slime,1,", "wat-001,monster,Watched Slime,2,")
    before = (cards / "monsters.cards").read_bytes()
    linked = link(sheet, cards, tmp_path)
    watching = Watch([str(cards)], options(tmp_path), sheets=[linked])
    assert watching.first_look(linked) == "set.csv holds 1 card change(s) not imported yet: save it to import them"
    assert (cards / "monsters.cards").read_bytes() == before  # the card files may be the newer: only a save says


# ---------------------------------------------------------------- a real watcher


class Watcher:
    """`deckwright watch` in a process of its own, its output lines read as they come."""

    def __init__(self, args: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.process = subprocess.Popen(
            [sys.executable, "-m", "toolkit", "watch", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            cwd=cwd,
            env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        )
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def until(self, needle: str, timeout: float = 120.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            self.seen.append(line)
            if needle in line:
                return line
        raise AssertionError(f"no line with {needle!r}; the watcher said: {self.seen}")

    def saved(self, save: object, needle: str, tries: int = 6) -> str:
        """``save()``, then the line with ``needle``; saved again if the watcher, still setting up its
        watch when the first save came, missed it (the same bytes: a sheet not read yet is imported)."""
        for _ in range(tries):
            save()  # type: ignore[operator]
            try:
                return self.until(needle, timeout=10)
            except AssertionError:
                continue
        raise AssertionError(f"no line with {needle!r}; the watcher said: {self.seen}")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def test_a_real_watcher_imports_the_sheet_last_imported(sheet_set: tuple[Path, Path], tmp_path: Path) -> None:
    cards, sheet = sheet_set
    env = {"XDG_CACHE_HOME": str(tmp_path / "xdg"), "DECKWRIGHT_DB": f"sqlite:///{tmp_path / 'w.db'}"}
    # `sheet import` records the sheet for the set's folder: watch finds it without being told.
    done = CliRunner().invoke(app, ["sheet", "import", str(sheet), str(cards)], env=env)
    assert done.exit_code == 0, done.output
    watcher = Watcher([str(cards), "--cards", str(CARDS), "--no-faces"], tmp_path, env)
    try:
        watcher.until("sheet set.csv: imported when saved")
        changed = sheet.read_bytes().replace(b"Watched Bat,3,", b"Watched Bat,6,")
        watcher.saved(lambda: sheet.write_bytes(changed), "level: 3 → 6")
        watcher.until("set.csv: imported 1 card change(s), wrote 1 file(s)")
        report = watcher.until("card(s) changed")
        assert report.startswith("set.csv, ") and "1 card(s) changed: 0 error(s)" in report
        assert "  level 6\n" in (cards / "monsters.cards").read_text(encoding="utf-8")
    finally:
        watcher.stop()


@pytest.fixture
def published(tmp_path: Path) -> Iterator[tuple[str, dict[str, bytes]]]:
    """A published sheet on loopback: the test changes what it serves."""
    served: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            data = served.get("csv", b"")
            self.send_response(200)
            self.send_header("Content-Type", "text/csv")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *_args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/pub?output=csv", served
    finally:
        server.shutdown()


def test_a_published_sheet_is_polled(
    sheet_set: tuple[Path, Path], tmp_path: Path, published: tuple[str, dict[str, bytes]]
) -> None:
    cards, sheet = sheet_set
    url, served = published
    served["csv"] = sheet.read_bytes()
    linked = link(url, cards, tmp_path)
    watching = Watch([str(cards)], options(tmp_path), sheets=[linked])
    assert watching.first_look(linked) == "" and not watching.changed(linked)  # polled unchanged: no round
    watching.round()
    served["csv"] = served["csv"].replace(b"Watched Bat,3,", b"Watched Bat,7,")
    assert watching.changed(linked)
    found = watching.round([linked])
    assert "  level: 3 → 7" in found.imported and [c.key for c in found.changed] == ["wat-002"]
    assert (tmp_path / "cache").is_dir()  # the copy a build uses offline

    env = {"DECKWRIGHT_DB": f"sqlite:///{tmp_path / 'p.db'}"}
    watcher = Watcher(
        [str(cards), "--cards", str(CARDS), "--no-faces", "--sheet", url, "--poll-sheet", "0.2"], tmp_path, env
    )
    try:
        watcher.until("fetched every 0.2 s")
        served["csv"] = served["csv"].replace(b"Watched Bat,7,", b"Watched Bat,8,")
        watcher.until("level: 7 → 8", timeout=30)
        assert "1 card(s) changed" in watcher.until("card(s) changed")
    finally:
        watcher.stop()


def test_a_saved_workbook_is_imported_too(sheet_set: tuple[Path, Path], tmp_path: Path) -> None:
    from openpyxl import load_workbook

    cards, _ = sheet_set
    workbook = tmp_path / "set.xlsx"
    done = CliRunner().invoke(app, ["sheet", "export", str(cards), "--out", str(workbook)])
    assert done.exit_code == 0, done.output
    linked = link(workbook, cards, tmp_path)
    watching = Watch([str(cards)], options(tmp_path), sheets=[linked])
    watching.first_look(linked)
    watching.round()
    book = load_workbook(workbook)
    sheet = book["item"]
    headers = [cell.value for cell in sheet[1]]
    sheet.cell(row=2, column=headers.index("bonus") + 1, value="+4")  # as a spreadsheet saves it
    book.save(workbook)
    found = watching.round([linked])
    assert "  bonus: +1 → +4" in found.imported, found.imported
    assert "  bonus +4\n" in (cards / "items.cards").read_text(encoding="utf-8")
    assert [c.key for c in found.changed] == ["wat-101"] and found.errors == 0


def test_an_import_records_its_sheet_in_the_project_holding_the_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from toolkit.sheet.link import linked_sheet

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    runner = CliRunner()
    assert runner.invoke(app, ["init", "goblins", "--game", "munchkin"]).exit_code == 0
    assert runner.invoke(app, ["sheet", "export", "goblins/cards", "--out", "goblins.csv"]).exit_code == 0
    # Run from outside the project, as docs/spreadsheets.md does: the record goes to the project's output.
    done = runner.invoke(app, ["sheet", "import", "goblins.csv", "goblins/cards"])
    assert done.exit_code == 0, done.output
    found = linked_sheet(tmp_path / "goblins" / "output" / "sheets", tmp_path / "goblins" / "cards")
    assert found is not None and found.sheet == str((tmp_path / "goblins.csv").resolve()) and found.game == "munchkin"
    assert not (tmp_path / "xdg").exists()
    dry = runner.invoke(app, ["sheet", "import", str(tmp_path / "goblins.csv"), "goblins/cards", "--dry-run"])
    assert dry.exit_code == 0  # a dry run records nothing new (and the record stays)
    assert linked_sheet(tmp_path / "goblins" / "output" / "sheets", tmp_path / "goblins" / "cards") == found
