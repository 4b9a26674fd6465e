"""Reading card files safely: paths, encodings, sizes.

Everything a user can point Deckwright at (a missing path, a directory, a
binary file, Latin-1 text, an empty or huge file) becomes a diagnostic here,
before the parser sees a byte.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from toolkit.lang.diagnostics import Diagnostic, Span

CARD_SUFFIX = ".cards"
MAX_FILE_BYTES = int(os.environ.get("DECKWRIGHT_MAX_FILE_BYTES", 8 * 1024 * 1024))


@dataclass(frozen=True, slots=True)
class Source:
    path: str
    text: str


def display_path(path: Path) -> str:
    """A path as the user would type it: relative to the working directory when possible."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def collect_card_files(paths: list[str]) -> tuple[list[Path], list[Diagnostic]]:
    """Expand directories into their ``*.cards`` files, sorted; report missing paths (E0001)."""
    files: list[Path] = []
    problems: list[Diagnostic] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob(f"*{CARD_SUFFIX}") if p.is_file()))
        elif path.is_file():
            files.append(path)
        else:
            problems.append(Diagnostic("E0001", f"no such file or directory: '{raw}'", None))
    unique = list(dict.fromkeys(files))
    return unique, problems


def read_source(path: Path) -> Source | Diagnostic:
    """The text of a card file, or the reason it cannot be one (E0001–E0005)."""
    name = display_path(path)
    at_start = Span(name, 1, 1, 1, 1)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return Diagnostic(
                "E0005",
                f"file is too large ({size:,} bytes; the limit is {MAX_FILE_BYTES:,})",
                at_start,
                hint="split the card set into several files, or raise DECKWRIGHT_MAX_FILE_BYTES",
            )
        data = path.read_bytes()
    except FileNotFoundError:
        return Diagnostic("E0001", f"no such file or directory: '{name}'", at_start)
    except OSError as exc:
        return Diagnostic("E0001", f"cannot read '{name}': {exc.strerror or exc}", at_start)
    return decode_source(name, data)


def decode_source(name: str, data: bytes) -> Source | Diagnostic:
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
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        return Diagnostic(
            "E0002",
            f"file is not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})",
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
    return Source(name, text)
