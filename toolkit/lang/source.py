"""Reading card files safely: paths, encodings, sizes.

Everything a user can point Deckwright at (a missing path, a directory, a
binary file, Latin-1 text, an empty or huge file) becomes a diagnostic here,
before the parser sees a byte.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from toolkit.lang.diagnostics import Diagnostic, Span, did_you_mean
from toolkit.lang.printable import printable

CARD_SUFFIX = ".cards"
DEFAULT_MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_FILE_BYTES = DEFAULT_MAX_FILE_BYTES  # the default; max_file_bytes() reads the environment
# Every statement is one line, and a real one is a few dozen characters (a long flavour text a
# few hundred). The bound keeps the work on any one line (the checker's suggestions, a
# diagnostic's source line) small, whatever the file holds.
MAX_LINE_CHARS = 10_000


def max_file_bytes() -> int:
    """The size limit of one card file: DECKWRIGHT_MAX_FILE_BYTES, read at each call (default 8 MiB).

    A value that is not a positive whole number is ignored rather than crashing every command.
    """
    raw = os.environ.get("DECKWRIGHT_MAX_FILE_BYTES", "").strip().replace("_", "")
    return int(raw) if raw.isdigit() and int(raw) > 0 else DEFAULT_MAX_FILE_BYTES


@dataclass(frozen=True, slots=True)
class Source:
    path: str
    text: str


def display_path(path: Path) -> str:
    """A path as the user would type it: relative to the working directory when possible.

    The name is for people and reports, never for opening the file again: bytes of a
    name that is not UTF-8, and control characters, are shown as escapes (``\\xff``), so
    every report, database and log downstream gets valid, printable text.
    """
    try:
        shown = str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        shown = str(path)
    return printable(shown)


def collect_card_files(paths: list[str]) -> tuple[list[Path], list[Diagnostic]]:
    """Expand directories into their ``*.cards`` files, sorted; report missing paths (E0001)."""
    files: list[Path] = []
    problems: list[Diagnostic] = []
    for raw in paths:
        path = Path(raw)
        try:
            kind = "dir" if path.is_dir() else "file" if path.is_file() else "other" if path.exists() else "missing"
        except OSError as exc:  # a name too long for the system, say
            problems.append(Diagnostic("E0001", f"cannot use the path '{printable(raw)}': {exc.strerror or exc}", None))
            continue
        if kind == "dir":
            found, unreadable = _walk_card_files(path)
            files.extend(found)
            problems.extend(
                Diagnostic(
                    "E0001",
                    f"cannot read the directory '{printable(str(where))}': {reason}",
                    None,
                    hint="every folder of a card set must be readable; fix its permissions or leave it out",
                )
                for where, reason in unreadable
            )
        elif kind == "file":
            files.append(path)
        elif kind == "other":
            problems.append(Diagnostic("E0001", f"'{printable(raw)}' is neither a file nor a directory", None))
        elif path.is_symlink():  # it names a link, but the link leads nowhere: a loop, or a target gone
            problems.append(
                Diagnostic(
                    "E0001",
                    f"'{printable(raw)}' is a symbolic link that leads to no file (a loop, or its target is gone)",
                    None,
                )
            )
        else:
            problems.append(
                Diagnostic("E0001", f"no such file or directory: '{printable(raw)}'" + _near_miss(path), None)
            )
    unique = list(dict.fromkeys(files))
    return unique, problems


def _walk_card_files(root: Path) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The ``*.cards`` files under ``root``, sorted, and the folders that could not be read.

    ``Path.rglob`` skips a folder it cannot list without a word; a card set with a hidden
    hole would then import as if its cards were gone, so every such folder is reported.
    """
    found: list[Path] = []
    unreadable: list[tuple[Path, str]] = []

    def failed(error: OSError) -> None:
        unreadable.append((Path(error.filename or root), error.strerror or str(error)))

    for folder, _dirs, names in os.walk(root, onerror=failed):
        for name in names:
            if name.endswith(CARD_SUFFIX):
                candidate = Path(folder, name)
                if candidate.is_file():
                    found.append(candidate)
    return sorted(found), unreadable


def _near_miss(path: Path) -> str:
    """'; did you mean '...'?' naming a file or folder beside a mistyped path, or ''."""
    parent = path.parent
    try:
        names = [p.name for p in parent.iterdir()] if parent.is_dir() else []
    except OSError:
        names = []
    best = did_you_mean(path.name, [name for name in names if name != path.name], cutoff=0.8)
    return f"; did you mean '{printable(str(parent / best))}'?" if best else ""


def read_source(path: Path) -> Source | Diagnostic:
    """The text of a card file, or the reason it cannot be one (E0001–E0005)."""
    name = display_path(path)
    at_start = Span(name, 1, 1, 1, 1)
    limit = max_file_bytes()
    try:
        data = read_bounded(path, limit)
    except FileNotFoundError:
        return Diagnostic("E0001", f"no such file or directory: '{name}'", at_start)
    except IsADirectoryError:
        return Diagnostic("E0001", f"'{name}' is a directory, not a card file", at_start)
    except NotRegularFile:
        return Diagnostic("E0001", f"'{name}' is not a regular file (a device, a pipe or a socket)", at_start)
    except OSError as exc:
        return Diagnostic("E0001", f"cannot read '{name}': {exc.strerror or exc}", at_start)
    if data is None:
        try:
            size = f"{path.stat().st_size:,} bytes"
        except OSError:
            size = "it grew while being read"
        return Diagnostic(
            "E0005",
            f"file is too large ({size}; the limit is {limit:,})",
            at_start,
            hint="split the card set into several files, or raise DECKWRIGHT_MAX_FILE_BYTES",
        )
    return decode_source(name, data)


class NotRegularFile(OSError):
    """A path that is a device, a FIFO or a socket: reading it could block forever or never end."""


def read_bounded(path: Path, limit: int) -> bytes | None:
    """The bytes of a regular file, or None if it holds more than ``limit``; never blocks on a FIFO.

    The file is opened non-blocking and checked on the open descriptor (no race with a rename), and
    at most ``limit + 1`` bytes are read, whatever the size it claims: /dev/zero claims 0.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(f"{path} is not a regular file")
        if info.st_size > limit:
            return None
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    return None if len(data) > limit else data


def lossy_text(path: Path) -> str | None:
    """A text file that is not UTF-8, decoded with its bad bytes replaced: to show them under a caret."""
    try:
        data = read_bounded(path, max_file_bytes())
    except OSError:
        return None
    return None if data is None or b"\x00" in data else data.decode("utf-8", errors="replace")


def decode_source(name: str, data: bytes) -> Source | Diagnostic:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        # UTF-16 text (Windows' "Unicode") is full of NUL bytes: name it, rather than call it binary.
        return Diagnostic(
            "E0002",
            "file is UTF-16 text, not UTF-8",
            Span(name, 1, 1, 1, 2),
            hint="save the file as UTF-8 (most editors offer it under 'Save with encoding')",
        )
    if b"\x00" in data[:8192]:
        return Diagnostic(
            "E0003",
            "this is a binary file, not a card file",
            Span(name, 1, 1, 1, 1),
            hint="card files are UTF-8 text ending in .cards",
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        # Columns count characters, as everywhere else: the bytes before the bad one are valid UTF-8.
        column = len(data[line_start : exc.start].decode("utf-8")) + 1
        return Diagnostic(
            "E0002",
            f"file is not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}){_guess_encoding(data)}",
            Span(name, line, column, line, column + 1),
            hint="save the file as UTF-8 (most editors offer it under 'Save with encoding')",
        )
    text = text.removeprefix("\ufeff")
    if not text.strip():
        return Diagnostic(
            "E0004",
            "file is empty",
            Span(name, 1, 1, 1, 1),
            hint="a card file starts with 'game NAME', then holds card blocks",
        )
    long_line = _first_long_line(text)
    if long_line is not None:
        line, length = long_line
        column = MAX_LINE_CHARS + 1  # where the limit is crossed
        return Diagnostic(
            "E0006",
            f"line {line} is too long ({length:,} characters; the limit is {MAX_LINE_CHARS:,})",
            Span(name, line, column, line, column + 1),
            hint="every statement is one line: split a long list over several lines, shorten a long text",
        )
    return Source(name, text)


def _first_long_line(text: str) -> tuple[int, int] | None:
    """The number and length of the first line longer than MAX_LINE_CHARS, or None.

    One pass with str.find: no copy of the text, no regex retrying at every position."""
    start, line, size = 0, 1, len(text)
    while start <= size:
        end = text.find("\n", start)
        if end < 0:
            end = size
        if end - start > MAX_LINE_CHARS:
            return line, end - start
        start, line = end + 1, line + 1
    return None


def _guess_encoding(data: bytes) -> str:
    """'; it looks like ...' for the usual culprit, Windows-1252 (a superset of Latin-1), or ''."""
    try:
        data.decode("cp1252")
    except UnicodeDecodeError:
        return ""
    return "; it looks like Latin-1 or Windows-1252 text"
