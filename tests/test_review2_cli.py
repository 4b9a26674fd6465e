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
