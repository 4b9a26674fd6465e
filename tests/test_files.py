"""Atomic writes: whole or nothing, and a killed writer's temporary file does not stay behind (issue 8, 9)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from toolkit.files import sweep_stale_temporaries, write_atomic

ROOT = Path(__file__).resolve().parent.parent


def killed_mid_write(target: Path) -> None:
    """A real process killed with SIGKILL after its temporary file is written and before the rename."""
    script = textwrap.dedent(
        f"""
        import os, signal, sys
        sys.path.insert(0, {str(ROOT)!r})
        from toolkit import files
        os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)
        files.write_atomic({str(target)!r}, "half a report")
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert done.returncode == -9, done.stderr


def hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_killed_writers_temporary_is_removed_by_the_next_write(tmp_path: Path) -> None:
    target = tmp_path / "report.json"
    write_atomic(target, "the old report")
    killed_mid_write(target)
    [leftover] = hidden(tmp_path)
    assert leftover.startswith(".report.json.") and leftover.endswith(".tmp")
    assert target.read_text() == "the old report"  # the kill lost nothing
    write_atomic(tmp_path / "other.json", "{}")  # any write to the folder sweeps it
    assert hidden(tmp_path) == []


def test_a_live_writers_temporary_is_left_alone(tmp_path: Path) -> None:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        theirs = tmp_path / f".report.json.{sleeper.pid}.abcd1234.tmp"
        theirs.write_text("a build running beside this one")
        old_style = tmp_path / ".report.json.zz_9abcd.tmp"  # an older Deckwright's, no PID: kept while recent
        old_style.write_text("recent")
        assert sweep_stale_temporaries(tmp_path) == []
        os.utime(old_style, (0, 0))
        assert sweep_stale_temporaries(tmp_path) == [old_style]
        assert theirs.exists()
    finally:
        sleeper.kill()
        sleeper.wait()
    assert sweep_stale_temporaries(tmp_path) == [theirs]


def test_files_that_only_look_alike_are_never_touched(tmp_path: Path) -> None:
    keep = [".gitignore", ".report.json.tmp", "report.json.12.abcdefgh.tmp", ".notes.12345678.txt"]
    for name in keep:
        (tmp_path / name).write_text("mine")
    (tmp_path / ".dir.1.abcdefgh.tmp").mkdir()
    assert sweep_stale_temporaries(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*keep, ".dir.1.abcdefgh.tmp"])


def test_deckwright_build_leaves_no_temporaries_of_a_killed_build(tmp_path: Path) -> None:
    output = tmp_path / "output"
    output.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    (output / f".catalog.db.{int(dead.stdout)}.x1y2z3w4.tmp").write_text("from a killed build")
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "a.cards").write_text('game munchkin\n\ncurse "Mild Curse" @c-1 {\n  lose 1 level\n}\n')
    result = subprocess.run(
        [sys.executable, "-m", "toolkit", "build", "--cards", str(cards), "--output", str(output)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "Traceback" not in result.stderr
    assert hidden(output) == [], result.stdout + result.stderr
