"""The validator's cache read and written with the standard sqlite3 module (branch valid10w): a warm
`deckwright validate` process imports no SQLAlchemy, a face laid out imports no Babel, rows are stored as
canonical JSON (checked by their text's checksum), and the rows an earlier version wrote through
SQLAlchemy Core are still read (docs/performance.md, "valid10w")."""

from __future__ import annotations

import importlib
import json
import os
import sqlite3
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from test_validate_runner import SLIMES, write

import toolkit
from toolkit.text.ftlcache import distribution_version
from toolkit.validate import cache
from toolkit.validate.runner import ValidateOptions, validate

ROOT = Path(toolkit.__file__).resolve().parent.parent  # the tree under test: its processes run its code
preflight = importlib.import_module("toolkit.render.preflight")  # the module: toolkit.render's name is its function

# Run as `deckwright validate`, then report which of these packages the process imported.
PROBE = """
import sys
from toolkit.cli import main
try:
    main()
finally:
    loaded = sorted({m.split(".")[0] for m in sys.modules} & {"sqlalchemy", "babel", "sqlmodel"})
    sys.stderr.write("LOADED " + ",".join(loaded) + "\\n")
"""


def _process(folder: Path, db: Path, *extra: str) -> tuple[dict[str, object], list[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DECKWRIGHT_CACHE": str(folder / "kept")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "validate", "slimes.cards", "--db", str(db), "-f", "json", *extra],
        cwd=folder,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert "Traceback" not in done.stderr, done.stderr
    [line] = [x for x in done.stderr.splitlines() if x.startswith("LOADED ")]
    return json.loads(done.stdout), [name for name in line.removeprefix("LOADED ").split(",") if name]


def test_a_warm_validate_process_imports_no_sqlalchemy(tmp_path: Path) -> None:
    write(tmp_path / "slimes.cards", SLIMES)
    db = tmp_path / "cache.db"
    cold, _ = _process(tmp_path, db, "--workers", "1", "--states", "3")
    warm, loaded = _process(tmp_path, db, "--workers", "1", "--states", "3")
    assert cold["summary"]["cached"] == 0 and warm["summary"]["cached"] == 2  # type: ignore[index]
    assert warm["notices"] == [] and loaded == []  # neither SQLAlchemy nor Babel: both cost the warm process
    drop = ("seconds", "cached")

    def same(x: object) -> object:
        if isinstance(x, dict):
            return {k: same(v) for k, v in x.items() if k not in drop}
        return [same(v) for v in x] if isinstance(x, list) else x

    assert same(warm) == same(cold)


def test_laying_out_a_face_imports_no_babel() -> None:
    """The card text's Fluent side took the source hash from toolkit.i18n.catalogs, which imports Babel's
    catalogs (and babel.dates, zoneinfo): every one-change validate process paid for them."""
    probe = (
        "import sys, toolkit.validate.faces, toolkit.render.preflight, toolkit.text.flavour, toolkit.i18n.fluent\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'babel', 'sqlalchemy'}), 'importlib.metadata' in "
        "sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}
    )
    assert done.stdout.split() == ["[]", "False"], done.stdout + done.stderr


def test_stored_payloads_are_canonical_json_checked_by_their_text(tmp_path: Path) -> None:
    path = write(tmp_path / "slimes.cards", SLIMES)
    options = ValidateOptions(db_url=str(tmp_path / "cache.db"), cards_root=None, workers=1, states=3)
    validate([str(path)], options=options)
    with sqlite3.connect(tmp_path / "cache.db") as connection:
        rows = connection.execute("select payload, checksum from validation_cache").fetchall()
        rows += connection.execute("select payload, checksum from validation_faces").fetchall()
    assert len(rows) >= 4
    for text, stored in rows:
        assert text == cache.canonical_json(json.loads(text))
        assert stored == cache.checksum(text.encode("utf-8")) == cache.checksum(json.loads(text))


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The cards the face stage lays out, one entry per card and language."""
    laid: list[str] = []
    real = preflight.check_card

    def check_card(card, lang, *rest):  # type: ignore[no-untyped-def]
        laid.append(f"{card.key}/{lang}")
        return real(card, lang, *rest)

    monkeypatch.setattr(preflight, "check_card", check_card)
    return laid


def test_rows_an_earlier_version_wrote_are_read(tmp_path: Path, counted: list[str]) -> None:
    """SQLAlchemy's JSON column wrote ``json.dumps(payload)`` (spaces, keys as they came): its checksum is of
    the canonical form, so such a row is checked by its payload and used, not computed again."""
    path = write(tmp_path / "slimes.cards", SLIMES)
    options = ValidateOptions(db_url=str(tmp_path / "cache.db"), cards_root=None, workers=1, states=3)
    first = validate([str(path)], options=options)
    with sqlite3.connect(tmp_path / "cache.db") as connection:
        for table in ("validation_cache", "validation_faces"):
            for key, text in connection.execute(f"select key, payload from {table}").fetchall():
                older = json.dumps(dict(reversed(list(json.loads(text).items()))))
                assert older != text
                connection.execute(f"update {table} set payload = ? where key = ?", (older, key))
    assert counted  # the first run laid the faces out
    counted.clear()
    second = validate([str(path)], options=options)
    assert not second.notices and counted == []  # every face's findings from the cache
    assert all("fuzz" in r.cached and "tests" in r.cached for r in second.cards)
    assert sorted(map(str, second.diagnostics())) == sorted(map(str, first.diagnostics()))


def test_a_sqlite_url_with_a_query_goes_through_sqlalchemy_and_other_databases_are_not_used(tmp_path: Path) -> None:
    path = write(tmp_path / "slimes.cards", SLIMES)
    url = f"sqlite+pysqlite:///{tmp_path / 'q' / 'cache.db'}?timeout=5"
    options = ValidateOptions(db_url=url, cards_root=None, workers=1, states=3)
    validate([str(path)], options=options)
    again = validate([str(path)], options=options)
    assert not again.notices and all("fuzz" in r.cached for r in again.cards)
    other = validate(
        [str(path)], options=ValidateOptions(db_url="postgresql://u:secret@h/db", cards_root=None, states=3)
    )
    [notice] = other.notices
    assert "SQLite only" in notice and "without the cache" in notice and "secret" not in notice
    assert sorted(map(str, other.diagnostics())) == sorted(map(str, again.diagnostics()))


def test_a_distributions_version_is_what_importlib_metadata_says() -> None:
    names = {d.metadata["Name"] for d in metadata.distributions() if d.metadata["Name"]}
    assert len(names) > 10
    for name in sorted(names):
        assert distribution_version(name) == metadata.version(name), name
    assert distribution_version("no-such-distribution-of-deckwright") == "?"


def test_a_fonts_coverage_is_kept_by_its_bytes_and_a_crafted_file_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fontTools.ttLib import TTFont

    from toolkit.render import coverage

    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "kept"))
    font = ROOT / "templates" / "cards" / "_fonts" / "DejaVuSerifCondensed.ttf"
    with TTFont(str(font), lazy=True) as opened:
        truth = frozenset(opened.getBestCmap())
    assert coverage.font_coverage(font) == truth
    [kept] = (tmp_path / "kept" / "fonts").iterdir()
    reads: list[Path] = []
    real = coverage._read_cmap
    monkeypatch.setattr(coverage, "_read_cmap", lambda path: reads.append(path) or real(path))
    assert coverage.font_coverage(font) == truth and reads == []  # from the kept file
    for crafted in ('{"format": 1, "runs": [[5, 3]]}', '{"format": 1, "runs": [[1, 9], [9, 12]]}', "[]", "{", ""):
        kept.write_text(crafted, encoding="utf-8")
        assert coverage.font_coverage(font) == truth
    assert len(reads) == 5
    copy = tmp_path / "other.ttf"
    copy.write_bytes(font.read_bytes()[:-1] + b"\x01")  # other bytes: another entry, read from the font
    coverage.font_coverage(copy)
    assert reads[-1] == copy
