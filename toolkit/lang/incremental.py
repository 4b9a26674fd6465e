"""Loading a card set again after an edit, re-reading only the files whose text changed, and in a
file only the blocks whose text changed.

``deckwright watch`` (and an editor) load the same set after every save. Parsing and checking a file
is the cost, and a file's result depends on its text alone (toolkit/lang/checker.py checks one file
at a time), so each file's part is kept by its text; the checks over the whole set (ids, names,
declared words: ``load.finish``) run again each time, as they must, on the parts put together.

Inside a file saved, the front end already works a block at a time (``parse_blocks`` cuts the text
where a line starts at column 1, and the checker binds each block alone: toolkit/lang/load.py), so a
block's result depends on its game, its text and the line it starts on. Each block's part is kept
by those three: a save that tunes a number re-parses and re-checks that card alone. A block that moved (lines
added above it) is read again; a file that does not read block by block (a syntax error, statements
at column 1, an unknown game) is read whole, as ``load`` reads it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from toolkit.lang import games as registry
from toolkit.lang import model
from toolkit.lang.checker import FileChecker
from toolkit.lang.diagnostics import Diagnostic, Span
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.load import LoadResult, add_checked, finish, load_file, load_source
from toolkit.lang.parser import parse_blocks
from toolkit.lang.sets import Bases
from toolkit.lang.source import Source, collect_card_files, max_file_bytes, read_bounded, read_source
from toolkit.lang.words import Use

# Where parse_blocks cuts a file (toolkit/lang/parser.py): a line that starts at column 1 with
# neither a space, a comment nor a brace. tests/test_watch.py holds a file read here equal to one
# read by load, edit after edit.
_BLOCK_START = re.compile(r"^[^\s#{}]", re.MULTILINE)


@dataclass
class _Piece:
    """What one block added to its file's result, in order."""

    cards: list[model.Card]
    scenarios: list[model.Scenario]
    diagnostics: list[Diagnostic]
    broken: list[model.Card | model.Scenario]
    declares: list[tuple[str, str, Span]]
    uses: list[Use]


_Pieces = dict[tuple[str, str, int], _Piece]  # (game, a block's text, the lines before it) → its part


@dataclass
class _Part:
    data: bytes | None  # the file's bytes when read (None: it could not be read)
    result: LoadResult
    pieces: _Pieces = field(default_factory=dict)  # every block of the file, for the next save


class IncrementalLoad:
    """``load(paths)`` that remembers each file's part: ``reload()`` re-reads what changed."""

    def __init__(
        self, paths: Iterable[str], bases: Bases | None = None, allow: Mapping[str, str] | None = None
    ) -> None:
        self.paths = list(paths)
        self.bases = bases
        self.allow = dict(allow or {})
        self._parts: dict[Path, _Part] = {}
        self.reread: list[Path] = []  # the files the last reload parsed again
        self.blocks_read = 0  # the blocks the last reload parsed and checked again (the others were kept)

    def reload(self) -> LoadResult:
        result = LoadResult()
        files, problems = collect_card_files(self.paths)
        result.diagnostics.extend(problems)
        self.reread = []
        self.blocks_read = 0
        parts: dict[Path, _Part] = {}
        for path in files:
            data = _bytes(path)
            part = self._parts.get(path)
            if part is None or data is None or part.data != data:
                part = self._read(path, data, part.pieces if part is not None else {})
                self.reread.append(path)
            parts[path] = part
            _add(result, part.result)
        self._parts = parts
        return finish(result, self.bases, self.allow)

    def _read(self, path: Path, data: bytes | None, kept: _Pieces) -> _Part:
        fresh = LoadResult()
        source = read_source(path)
        if isinstance(source, Diagnostic):
            load_file(path, fresh)  # says why, with what can be shown of it
            return _Part(data, fresh)
        pieces: _Pieces = {}
        with gc_paused():
            done = _by_blocks(source, kept, pieces, fresh)
        if done is None:
            pieces = {}
            fresh = LoadResult()
            load_source(source, fresh)  # read whole: it reports what does not read block by block
        else:
            self.blocks_read += done
        return _Part(data, fresh, pieces)


def _by_blocks(
    source: Source,
    kept: _Pieces,
    pieces: _Pieces,
    result: LoadResult,
) -> int | None:
    """``load_source`` over ``source``, block by block, taking from ``kept`` every block whose text and
    line are unchanged; ``pieces`` gets every block's part. The blocks read again, or None when the
    file does not read block by block (the caller reads it whole)."""
    text = source.text if source.text.endswith("\n") else source.text + "\n"
    starts = [m.start() for m in _BLOCK_START.finditer(text)]
    bounds = [0, *starts[1:], len(text)]
    head = text[: bounds[1]]
    first = next(parse_blocks(head, source.path))
    if first.diagnostic is not None or first.game is None or first.blocks:
        return None
    checking = FileChecker(first.game, source.path, source.text, registry.get, lambda: list(registry.names()))
    checker = checking.checker
    if checker is None:
        return None  # an unknown game: E0101, as load says it
    found = checking.result
    header = f"game {first.game.value}\n"
    lines_before = head.count("\n")
    read = 0
    for begin, end in pairwise(bounds[1:]):
        body = text[begin:end]
        key = (first.game.value, body, lines_before)
        piece = kept.get(key)
        if piece is None:
            # The block parsed as parse_blocks parses it in its file: after the game's line, on its own
            # line numbers (the lines before it blank), so its spans are the file's.
            chunks = list(parse_blocks(header + "\n" * (lines_before - 1) + body, source.path))
            if len(chunks) != 2 or chunks[0].blocks or chunks[1].diagnostic is not None:
                return None
            marks = (len(found.cards), len(found.scenarios), len(checker.diagnostics), len(checker.broken))
            more = (len(checker.declares), len(checker.uses))
            checking.blocks(chunks[1].blocks, chunks[1].next_line)
            piece = _Piece(
                found.cards[marks[0] :],
                found.scenarios[marks[1] :],
                checker.diagnostics[marks[2] :],
                checker.broken[marks[3] :],
                checker.declares[more[0] :],
                checker.uses[more[1] :],
            )
            read += 1
        else:
            found.cards.extend(piece.cards)
            found.scenarios.extend(piece.scenarios)
            checker.diagnostics.extend(piece.diagnostics)
            checker.broken.extend(piece.broken)
            checker.declares.extend(piece.declares)
            checker.uses.extend(piece.uses)
        pieces[key] = piece
        lines_before += body.count("\n")
    checked = checking.finish()
    # As load_source adds a file's result (toolkit/lang/load.py).
    result.sources[source.path] = source.text
    result.files.append(source.path)
    add_checked(result, checked)
    return read


def _bytes(path: Path) -> bytes | None:
    try:  # an unreadable or oversized file is read again each time: load_file reports why
        return read_bounded(path, max_file_bytes())
    except (OSError, ValueError):
        return None


def _add(result: LoadResult, part: LoadResult) -> None:
    result.cards.extend(part.cards)
    result.scenarios.extend(part.scenarios)
    result.diagnostics.extend(part.diagnostics)
    result.sources.update(part.sources)
    result.files.extend(part.files)
    result.broken.extend(part.broken)
    if result.met is not None:
        if part.met is None:
            result.met = None
            return
        for game, (declares, uses) in part.met.items():
            into = result.met.setdefault(game, ([], []))
            into[0].extend(declares)
            into[1].extend(uses)
