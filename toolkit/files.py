"""Writing files safely: a write either lands whole or not at all, and leaves nothing behind.

A write goes to a hidden temporary file beside its target (``.NAME.PID.RANDOM.tmp``), then is
renamed over the target. A process killed between the two leaves its temporary file; the next
write to the same folder removes the temporaries of processes that are gone (the PID in the
name says whose it is, so a build running beside this one keeps its own).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

# The PID is the second to last dot-separated part; an older Deckwright wrote none (".NAME.RANDOM.tmp").
_TEMPORARY = re.compile(r"^\.(?P<name>.+?)\.(?:(?P<pid>\d+)\.)?(?P<random>[A-Za-z0-9_]{8})\.tmp$")
_ORPHAN_AGE = 3600.0  # seconds: a temporary without a PID this old belongs to no write still going on


def write_atomic(path: Path | str, data: str | bytes, *, durable: bool = True) -> None:
    """Write to a temporary file beside ``path``, then rename it over ``path``.

    ``durable``: flush the data to the disk (fsync) before the rename, so even a power cut leaves
    the old file or the new one. False skips that wait, for files made again from the cards by the
    next run (rendered card images): still whole or absent for a process that is killed.

    Only a regular file is ever replaced. A path that is a device, a pipe or a socket
    (``--output /dev/stdout``) is written to as a stream, the way Unix tools do, and never
    renamed over (that would put a file where /dev/full was); a directory is an error; a
    symbolic link keeps pointing where it did, at the file written.
    """
    target = Path(path)
    try:
        info = os.stat(target)
    except FileNotFoundError:
        info = None
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, "Is a directory", str(target))
    if info is not None and not stat.S_ISREG(info.st_mode):
        _write_stream(target, raw)
        return
    if target.is_symlink():
        target = target.resolve()
    target.parent.mkdir(parents=True, exist_ok=True)
    sweep_stale_temporaries(target.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        if target.exists():
            os.chmod(tmp, target.stat().st_mode & 0o777)
        else:
            os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _write_stream(target: Path, raw: bytes) -> None:
    """Write to a device or a pipe; a FIFO nobody reads is an error (ENXIO), not a hang."""
    fd = os.open(target, os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        os.set_blocking(fd, True)
        view = memoryview(raw)
        while view:
            written = os.write(fd, view)
            view = view[written:]
    finally:
        os.close(fd)


def sweep_stale_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files of writes in ``folder`` whose process is gone; return what went."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _TEMPORARY.match(entry.name)
        if match is None or not entry.is_file(follow_symlinks=False):
            continue
        pid = match.group("pid")
        try:
            stale = not _alive(int(pid)) if pid else now - entry.stat().st_mtime > _ORPHAN_AGE
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:  # gone already, or not ours to remove: the next write tries again
            continue
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):  # another user's process, or no such PID at all
        return pid < 2**22
    return True


def cache_folder(kind: str) -> Path | None:
    """Where the user-level cache of ``kind`` lives: ``$DECKWRIGHT_CACHE/KIND``, else
    ``$XDG_CACHE_HOME/deckwright/KIND``, else ``~/.cache/deckwright/KIND``; None when
    ``DECKWRIGHT_CACHE`` is off (``off``, ``0`` or ``no``). What a cache keeps is data only, checked
    when read: a folder that cannot be written is simply not used."""
    root = os.environ.get("DECKWRIGHT_CACHE", "")
    if root.lower() in ("off", "0", "no"):
        return None
    if root:
        return Path(root) / kind
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "deckwright" / kind
