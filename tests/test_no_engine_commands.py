"""`explain` and `simulate` on a game no engine plays yet (maniacal, midgard) say so plainly, with a
non-zero exit; `test` says it as a note and exits 0 (issue 10 item 5, issue 9's closing notes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def deckwright(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "toolkit", *args], cwd=cwd, capture_output=True, text=True, timeout=600, env=env
    )


@pytest.mark.parametrize("game", ["maniacal", "midgard"])
@pytest.mark.parametrize("format", ["text", "json"])
def test_explain_says_the_game_has_no_engine(tmp_path: Path, game: str, format: str) -> None:
    result = deckwright("explain", "-t", "anything", str(ROOT / "cards" / game), "--format", format, cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert "has no engine yet" in result.stderr and "nothing to explain" in result.stderr, result.stderr
    assert "no scenario matches" not in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("game", ["maniacal", "midgard"])
def test_simulate_says_the_game_has_no_engine(tmp_path: Path, game: str) -> None:
    result = deckwright("simulate", "--game", game, "--format", "json", cwd=tmp_path)
    assert result.returncode == 2 and "has no engine yet" in result.stderr, result.stderr


def test_test_says_it_as_a_note_and_passes(tmp_path: Path) -> None:
    result = deckwright("test", str(ROOT / "cards" / "maniacal"), cwd=tmp_path)
    assert result.returncode == 0 and "note: " in result.stderr and "has no engine yet" in result.stderr
