"""Second review pass: the command line as a CI maintainer reads it (issue 9, item 7). A script that
reads `deckwright test --format json` of a game with no engine yet saw `ok: true`, no scenario, and
nothing saying that nothing was played: the note went to stderr only."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.report import SCHEMA_VERSION

ROOT = Path(__file__).resolve().parents[1]


def test_the_json_test_report_carries_the_no_engine_note() -> None:
    result = CliRunner().invoke(app, ["test", "--format", "json", str(ROOT / "cards" / "midgard")])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["schema_version"] == SCHEMA_VERSION and payload["ok"] is True
    assert payload["scenarios"] == []
    (note,) = payload["notes"]
    assert "midgard" in note and "no engine yet" in note, note


def test_a_game_with_an_engine_has_no_notes() -> None:
    races = str(ROOT / "cards" / "munchkin" / "races.cards")
    result = CliRunner().invoke(app, ["test", "--format", "json", races])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["notes"] == [] and payload["passed"] > 0


def test_catalog_import_json_says_why_nothing_was_imported(tmp_path: Path) -> None:
    """`catalog import --format json` of cards that do not check printed nothing on stdout (exit 1):
    `check`, `test` and `explain` give `ok: false` and the diagnostics; now `catalog import` does too."""
    bad = tmp_path / "bad.cards"
    bad.write_text('game munchkin\n\nmonster "A" {\n  levle 8\n  treasures 1\n}\n', encoding="utf-8")
    db = tmp_path / "catalog.db"
    result = CliRunner().invoke(app, ["catalog", "import", "--format", "json", "--db", f"sqlite:///{db}", str(bad)])
    assert result.exit_code == 1, result.output
    payload = json.loads(result.stdout)
    assert payload["schema_version"] == SCHEMA_VERSION and payload["ok"] is False
    (diagnostic,) = payload["diagnostics"]
    assert diagnostic["code"] == "E0102" and diagnostic["span"]["line"] == 4, diagnostic
    assert "refused" in result.stderr or "E0102" in result.stderr, result.stderr
    assert not db.exists()  # refused before the database is opened
