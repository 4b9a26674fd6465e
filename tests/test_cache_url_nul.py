"""A database URL whose path holds a NUL (`--db 'sqlite:///x%00.db'`) was a ValueError traceback from
sqlite3 in `deckwright validate`; it is a notice now, and validation goes on without the cache."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_nul_in_the_cache_path_is_a_notice_not_a_traceback(tmp_path: Path) -> None:
    cards = tmp_path / "c.cards"
    cards.write_text('game munchkin\n\ncurse "Mild Hex" {\n  when played: lose 1 level\n}\n', encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "toolkit", "validate", str(cards), "--db", "sqlite:///x%00.db", "--states", "0"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "a file name holds no NUL character; validating without the cache" in done.stderr
