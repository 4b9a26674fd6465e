"""The code points a font has a glyph for, kept between processes by the font file's content.

Reading a font's best Unicode cmap with fontTools decompiles its cmap and post tables: 0.05-0.09 s for
the four shipped fonts in every process that lays out a face, which a `deckwright validate` after one
card changed is mostly paying for (docs/performance.md, "valid10w"). The answer depends on the font's
bytes alone, so it is kept as JSON (runs of code points) named by the SHA-256 of the bytes and this
format, in ``$DECKWRIGHT_CACHE/fonts`` (toolkit.files.cache_folder; ``DECKWRIGHT_CACHE=off`` keeps
nothing, a folder that cannot be written is not used). A kept file is read only if it has exactly the
shape written (runs of increasing, non-overlapping code points); anything else is computed again.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from toolkit.files import cache_folder, write_atomic

FORMAT = 1
_SALT = f"deckwright-coverage-{FORMAT}\n".encode()
_MAX_CODE_POINT = 0x10FFFF


def font_coverage(path: Path) -> frozenset[int]:
    """The code points the font at ``path`` has a glyph for (its best Unicode cmap)."""
    data = path.read_bytes()
    where = cache_folder("fonts")
    name = hashlib.sha256(_SALT + data).hexdigest() + ".json"
    if where is not None:
        runs = _runs_or_none(where / name)
        if runs is not None:
            return frozenset(c for start, end in runs for c in range(start, end + 1))
    found = _read_cmap(path)
    if where is not None:
        _keep(where / name, _as_runs(found))
    return found


def _read_cmap(path: Path) -> frozenset[int]:
    from fontTools.ttLib import TTFont  # imported only when a font is read: most processes find it kept

    with TTFont(str(path), lazy=True) as font:
        return frozenset(font.getBestCmap() or {})


def _as_runs(points: frozenset[int]) -> list[list[int]]:
    runs: list[list[int]] = []
    for point in sorted(points):
        if runs and runs[-1][1] == point - 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return runs


def _runs_or_none(path: Path) -> list[list[int]] | None:
    try:
        found: Any = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(found, dict) or found.get("format") != FORMAT or not isinstance(found.get("runs"), list):
        return None
    last = -2
    for run in found["runs"]:
        if not (isinstance(run, list) and len(run) == 2 and all(type(x) is int for x in run)):
            return None
        start, end = run
        if not (last + 1 < start <= end <= _MAX_CODE_POINT):  # increasing, apart, within Unicode
            return None
        last = end
    return found["runs"]  # type: ignore[no-any-return]


def _keep(path: Path, runs: list[list[int]]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps({"format": FORMAT, "runs": runs}, separators=(",", ":")), durable=False)
    except OSError:
        pass  # a read-only home, a full disk: the next process reads the font again
