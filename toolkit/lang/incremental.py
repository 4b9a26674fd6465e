"""Loading a card set again after an edit, re-reading only the files whose text changed.

``deckwright watch`` (and an editor) load the same set after every save. Parsing and checking a file
is the cost, and a file's result depends on its text alone (toolkit/lang/checker.py checks one file
at a time), so each file's part is kept by its text; the checks over the whole set (ids, names,
declared words: ``load.finish``) run again each time, as they must, on the parts put together.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from toolkit.lang.load import LoadResult, finish, load_file
from toolkit.lang.sets import Bases
from toolkit.lang.source import collect_card_files, max_file_bytes, read_bounded


@dataclass
class _Part:
    data: bytes | None  # the file's bytes when read (None: it could not be read)
    result: LoadResult


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

    def reload(self) -> LoadResult:
        result = LoadResult()
        files, problems = collect_card_files(self.paths)
        result.diagnostics.extend(problems)
        self.reread = []
        parts: dict[Path, _Part] = {}
        for path in files:
            data = _bytes(path)
            part = self._parts.get(path)
            if part is None or data is None or part.data != data:
                fresh = LoadResult()
                load_file(path, fresh)
                part = _Part(data, fresh)
                self.reread.append(path)
            parts[path] = part
            _add(result, part.result)
        self._parts = parts
        return finish(result, self.bases, self.allow)


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
