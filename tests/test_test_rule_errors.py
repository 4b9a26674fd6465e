"""`deckwright test` reports the rules' errors (V01xx) of the cards it loads, as `validate` does, and
fails on one: a line the checker accepts but the rules never apply is not a pass because every
scenario happens to pass without it (issue 10: nothing accepted is ignored)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CARDS = """game munchkin

one-shot "Fizzing Tonic" {
  gold 100
  usable if race elf
  during combat: strength +3
}

monster "Snooty Gnoll" {
  level 4
  treasures 1
  bad stuff: lose 1 level
}

test "the tonic wins the fight" {
  given alice level 3, holding "Fizzing Tonic"
  when alice fights "Snooty Gnoll"
  when alice plays "Fizzing Tonic"
  expect alice wins combat
}
"""


def deckwright(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "toolkit", *args], cwd=cwd, capture_output=True, text=True, timeout=600, env=env
    )


def test_a_rule_error_fails_the_run_though_its_scenarios_pass(tmp_path: Path) -> None:
    (tmp_path / "tonic.cards").write_text(CARDS, encoding="utf-8")
    result = deckwright("test", "tonic.cards", cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "1 passed, 0 failed" in result.stdout
    assert "tonic.cards:5:3: error[V0109]" in result.stderr, result.stderr
    assert "2 errors in the cards' rules" in result.stdout


def test_the_json_report_holds_the_rule_errors(tmp_path: Path) -> None:
    (tmp_path / "tonic.cards").write_text(CARDS, encoding="utf-8")
    report = json.loads(deckwright("test", "tonic.cards", "--format", "json", cwd=tmp_path).stdout)
    assert report["ok"] is False and report["passed"] == 1 and report["failed"] == 0
    assert {e["code"] for e in report["errors"]} >= {"V0109"}
    assert all(e["span"]["file"] == "tonic.cards" and e["span"]["line"] == 5 for e in report["errors"])


def test_without_the_line_the_run_passes(tmp_path: Path) -> None:
    (tmp_path / "tonic.cards").write_text(CARDS.replace("  usable if race elf\n", ""), encoding="utf-8")
    result = deckwright("test", "tonic.cards", "--format", "json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["ok"] is True and report["errors"] == []
