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


# ---------------------------------------------------------------- what is never replaced


def test_a_device_is_written_to_never_replaced() -> None:
    import errno
    import stat

    import pytest

    write_atomic("/dev/null", "a report nobody keeps")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    if os.path.exists("/dev/full"):
        with pytest.raises(OSError) as caught:
            write_atomic("/dev/full", "a report")
        assert caught.value.errno == errno.ENOSPC and stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_a_fifo_gets_the_data_when_read_and_an_error_when_not(tmp_path: Path) -> None:
    import threading

    import pytest

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError):  # nobody reads it: an error at once, not a hang
        write_atomic(fifo, "lost")
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    import time

    for _ in range(100):  # wait until the reader has the FIFO open
        try:
            write_atomic(fifo, "x" * 200_000)
            break
        except OSError:
            time.sleep(0.02)
    reader.join(10)
    assert got == [b"x" * 200_000] and fifo.is_fifo()


def test_a_directory_is_an_error_and_a_link_keeps_pointing(tmp_path: Path) -> None:
    import pytest

    (tmp_path / "folder").mkdir()
    with pytest.raises(IsADirectoryError):
        write_atomic(tmp_path / "folder", "x")
    (tmp_path / "real.json").write_text("old")
    (tmp_path / "link.json").symlink_to("real.json")
    write_atomic(tmp_path / "link.json", "new")
    assert (tmp_path / "link.json").is_symlink() and (tmp_path / "real.json").read_text() == "new"
