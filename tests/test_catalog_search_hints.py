"""`catalog search` that matches nothing says which `kind:`, `deck:` or `game:` value no game has, with
the one likely meant (found by dz12: `kind:monstr` said only "no cards match")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def deckwright(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "toolkit", *args], cwd=cwd, capture_output=True, text=True, timeout=600, env=env
    )


def test_a_mistyped_value_is_named_with_the_one_meant(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'c.db'}"
    imported = deckwright("catalog", "import", str(ROOT / "cards" / "munchkin"), "--db", db, "-q", cwd=tmp_path)
    assert imported.returncode == 0, imported.stderr
    result = deckwright("catalog", "search", "kind:monstr", "or", "-deck:dor", "game:munchkn", "--db", db, cwd=tmp_path)
    assert result.returncode == 0 and "no cards match" in result.stdout, result.stdout + result.stderr
    assert "note: no game has a card kind 'monstr'; did you mean 'monster'?" in result.stderr
    assert "note: no game has a deck 'dor'; did you mean 'door'?" in result.stderr
    assert "note: no game is named 'munchkn'; did you mean 'munchkin'?" in result.stderr
    # A query that matches nothing with values every game knows gets no such note.
    result = deckwright("catalog", "search", "kind:monster", "level>=99", "--db", db, cwd=tmp_path)
    assert "no cards match" in result.stdout and "note:" not in result.stderr, result.stderr
