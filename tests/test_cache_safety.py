"""The validator's cache can run nothing: crafted, foreign and damaged rows are dropped and computed again.

The catalog database is an artifact CI saves and restores, so whoever can write it writes these rows
(issue 8, finding 1). Each test crafts rows the way an attacker or a damaged disk would, then runs a
normal validation: nothing runs, no traceback, and the results are those of a run without the cache.
"""

from __future__ import annotations

import dataclasses
import io
import json
import pickle
import random
import sqlite3
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from test_validate_runner import SLIMES

from toolkit.lang import serial
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.load import LoadResult, load_source
from toolkit.lang.model import Term
from toolkit.lang.source import Source, collect_card_files, read_source
from toolkit.validate import cache
from toolkit.validate.runner import ValidateOptions, _parse_file, validate

ROOT = Path(__file__).resolve().parent.parent

# The runner tests' set, with the second test block's expectation made wrong: a V0301 every run must report.
CARDS = SLIMES.replace("expect alice loses combat", "expect alice wins combat")
assert CARDS != SLIMES


def _short_unicode(text: str) -> bytes:
    data = text.encode("utf-8")
    return b"\x8c" + struct.pack("<B", len(data)) + data + b"\x94"  # SHORT_BINUNICODE, MEMOIZE


def dotted_name_exploit(module: str, name: str, marker: Path) -> bytes:
    """The row of the review: protocol 4's STACK_GLOBAL with a dotted name that walks from an allowed module
    to ``exec`` (``toolkit.lang.model`` + ``dataclasses.builtins.exec``), called on a line of Python."""
    code = f"open({str(marker)!r}, 'w').write('ran')"
    return (
        b"\x80\x04"
        + _short_unicode(module)
        + _short_unicode(name)
        + b"\x93\x94"  # STACK_GLOBAL, MEMOIZE
        + _short_unicode(code)
        + b"\x85R."  # TUPLE1, REDUCE, STOP
    )


class _UnpicklerOfTheOldDesign(pickle.Unpickler):
    """The restricted unpickler the cache used before the hardening: allowed modules, no private names."""

    def find_class(self, module: str, name: str) -> Any:
        if module in {"toolkit.lang.model", "toolkit.lang.diagnostics"} and not name.startswith("_"):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed")


EXPLOITS = [("toolkit.lang.model", "dataclasses.builtins.exec"), ("toolkit.lang.diagnostics", "enum.bltns.exec")]


@pytest.mark.parametrize(("module", "name"), EXPLOITS)
def test_the_reviews_rows_were_real_exploits_of_a_restricted_unpickler(tmp_path: Path, module: str, name: str) -> None:
    """Proof that the crafted rows below are dangerous: a restricted unpickler runs them."""
    marker = tmp_path / "ran"
    _UnpicklerOfTheOldDesign(io.BytesIO(dotted_name_exploit(module, name, marker))).load()
    assert marker.read_text() == "ran"


def write_set(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "slimes.cards"
    path.write_text(CARDS, encoding="utf-8")
    return path


def run_validate(cwd: Path, db: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """``deckwright validate`` as CI runs it: a real process, JSON report on stdout."""
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "toolkit",
            "validate",
            "slimes.cards",
            "--db",
            str(db),
            "--format",
            "json",
            "--workers",
            "1",
            "--states",
            "3",
            *extra,
        ],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


def verdict(result: subprocess.CompletedProcess[str]) -> tuple[int, list[tuple[str, str, int, int]]]:
    """The exit code and every diagnostic of a JSON report, by code, card and place."""
    assert "Traceback" not in result.stderr, result.stderr
    report = json.loads(result.stdout)
    found = [
        (d["code"], card["key"], d["span"]["line"] if d["span"] else 0, d["span"]["column"] if d["span"] else 0)
        for card in report["cards"]
        for d in card["diagnostics"]
    ]
    return result.returncode, sorted(found)


def file_key_of(path: Path, cwd: Path) -> str:
    """The key a cached front-end entry of ``path`` has, as the validator computes it."""
    source = read_source(path)
    assert isinstance(source, Source)
    return cache.file_key(path.relative_to(cwd).as_posix(), source.text)


def rows(db: Path, query: str, *args: object) -> list[tuple[Any, ...]]:
    with sqlite3.connect(db) as connection:
        return connection.execute(query, args).fetchall()


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, list[tuple[str, str, int, int]]]:
    """What a validation of the set says without any cache."""
    folder = tmp_path_factory.mktemp("clean")
    write_set(folder)
    result = run_validate(folder, folder / "unused.db", "--no-cache")
    outcome = verdict(result)
    assert outcome[0] == 1 and any(code == "V0301" for code, *_ in outcome[1]), result.stdout  # the failing test
    return outcome


@pytest.mark.parametrize(("module", "name"), EXPLOITS)
@pytest.mark.parametrize("stored_format", [cache.FORMAT, 1])
def test_a_crafted_front_end_row_runs_nothing_and_the_run_is_right(
    tmp_path: Path, clean: tuple[int, list[Any]], module: str, name: str, stored_format: int
) -> None:
    path = write_set(tmp_path)
    db = tmp_path / "ci-cache.db"
    assert verdict(run_validate(tmp_path, db)) == clean  # a cache made by a normal run
    marker = tmp_path / "ran"
    key = file_key_of(path, tmp_path)
    assert rows(db, "select count(*) from validation_files where key = ?", key) == [(1,)]
    with sqlite3.connect(db) as connection:  # the attacker's edit of the restored artifact
        connection.execute(
            "update validation_files set data = ?, format = ? where key = ?",
            (dotted_name_exploit(module, name, marker), stored_format, key),
        )
    result = run_validate(tmp_path, db)
    assert not marker.exists()
    assert verdict(result) == clean
    notices = json.loads(result.stdout)["notices"]
    assert len(notices) == 1 and "computed again" in notices[0] and "slimes.cards" in notices[0]
    # The bad row is replaced by a good one: the next run reads it and says nothing.
    again = run_validate(tmp_path, db)
    assert verdict(again) == clean and json.loads(again.stdout)["notices"] == []
    assert rows(db, "select format from validation_files where key = ?", key) == [(cache.FORMAT,)]


# ---------------------------------------------------------------- crafted result rows, in process


def options(tmp_path: Path) -> ValidateOptions:
    return ValidateOptions(db_url=str(tmp_path / "cache.db"), cards_root=None, workers=1, states=3)


def outcome(report: Any) -> list[tuple[str, str, int]]:
    return sorted((d.code, d.message, d.span.line if d.span else 0) for d in report.diagnostics())


BAD_PAYLOADS: list[Any] = [
    "not json at all {",
    "[" * 100_000 + "]" * 100_000,  # nested past any parser's recursion
    json.dumps([1, 2, 3]),
    json.dumps({"failures": 5}),
    json.dumps({"failures": [{"step": "zero", "expected": 1, "actual": 2}]}),
    json.dumps({"diagnostics": [{"code": "V0201"}]}),
    json.dumps(
        {"diagnostics": [{"code": "X", "message": "m", "severity": "fatal", "hint": None, "notes": [], "span": None}]}
    ),
    json.dumps({"diagnostics": [], "stats": {"states": 10**30, "plays": 0, "refused": 0}, "seconds": 0.1}),
    json.dumps({"diagnostics": [], "stats": {"states": 1, "plays": 1, "refused": 0, "__class__": 1}, "seconds": 1}),
    json.dumps({"diagnostics": [], "stats": None, "seconds": "fast"}),
    json.dumps({"dependencies": {"cards": {"Tiny Slime": 7}, "order": ""}, "failures": [], "seconds": 1}),
]


@pytest.mark.parametrize("payload", BAD_PAYLOADS, ids=range(len(BAD_PAYLOADS)))
def test_a_crafted_result_row_is_dropped_and_computed_again(tmp_path: Path, payload: str) -> None:
    path = write_set(tmp_path)
    first = validate([str(path)], options=options(tmp_path))
    assert not first.notices
    db = tmp_path / "cache.db"
    assert rows(db, "select count(*) from validation_cache") == [(4,)]  # 2 fuzz results, 2 test blocks
    with sqlite3.connect(db) as connection:
        connection.execute("update validation_cache set payload = ?", (payload,))
    second = validate([str(path)], options=options(tmp_path))
    assert outcome(second) == outcome(first)
    assert len(second.notices) == 1 and "4 cache entries could not be used" in second.notices[0]
    assert not any(r.cached for r in second.cards if "fuzz" in r.cached)
    third = validate([str(path)], options=options(tmp_path))  # rewritten by the second run
    assert outcome(third) == outcome(first) and not third.notices
    assert all("fuzz" in r.cached for r in third.cards)


def test_a_result_row_that_is_not_utf8_is_that_rows_problem_only(tmp_path: Path) -> None:
    """sqlite3 raised on the whole read for one payload that is not UTF-8, and the run gave up the cache;
    now that row is dropped and computed again, and the other rows are read."""
    path = write_set(tmp_path)
    first = validate([str(path)], options=options(tmp_path))
    db = tmp_path / "cache.db"
    with sqlite3.connect(db) as connection:
        (key,) = connection.execute("select key from validation_cache order by key limit 1").fetchone()
        connection.execute("update validation_cache set payload = cast(x'ff7b7d' as text) where key = ?", (key,))
    second = validate([str(path)], options=options(tmp_path))
    assert outcome(second) == outcome(first)
    assert len(second.notices) == 1 and "1 cache entry could not be used" in second.notices[0], second.notices


def test_every_result_the_validator_writes_has_the_shape_it_reads(tmp_path: Path) -> None:
    """The shapes are not stricter than the writer: every stored row of a real run over the project's cards
    and the corpora conforms (else it would be computed again on every run, silently)."""
    paths = [str(ROOT / "cards"), str(ROOT / "tests" / "invalid_tests"), str(ROOT / "tests" / "invalid_fuzz")]
    validate(paths, options=ValidateOptions(db_url=str(tmp_path / "cache.db"), workers=2, states=3))
    stored = rows(tmp_path / "cache.db", "select stage, payload from validation_cache")
    assert len(stored) > 300 and {stage for stage, _ in stored} == {"fuzz", "tests"}
    assert all(cache.payload_conforms(stage, json.loads(payload)) for stage, payload in stored)


# ---------------------------------------------------------------- the model's JSON form


def corpus_sources() -> list[Source]:
    folders = [ROOT / "cards", ROOT / "tests" / "broken", ROOT / "tests" / "invalid", ROOT / "tests" / "invalid_tests"]
    files, _ = collect_card_files([str(f) for f in folders])
    return [s for s in map(read_source, files) if isinstance(s, Source)]


def all_spans(value: Any, out: list[Any]) -> list[Any]:
    if dataclasses.is_dataclass(value):
        out.append(getattr(value, "span", None))
        for f in dataclasses.fields(value):
            all_spans(getattr(value, f.name), out)
    elif isinstance(value, (tuple, list)) and not isinstance(value, Span):
        for item in value:
            all_spans(item, out)
    elif isinstance(value, dict):
        for item in value.values():
            all_spans(item, out)
    return out


def test_every_project_and_corpus_file_reads_back_exactly_spans_included() -> None:
    sources = corpus_sources()
    assert len(sources) > 60
    for source in sources:
        part = cache.load_front_end(_parse_file(source))
        fresh = LoadResult()
        load_source(source, fresh)
        assert (part.cards, part.scenarios, part.diagnostics) == (fresh.cards, fresh.scenarios, fresh.diagnostics)
        assert all_spans(part.cards, []) == all_spans(fresh.cards, []), source.path
        assert all_spans(part.scenarios, []) == all_spans(fresh.scenarios, []), source.path
        assert [c.source for c in part.cards] == [c.source for c in fresh.cards]
        assert [d.span for d in part.diagnostics] == [d.span for d in fresh.diagnostics]


def test_the_json_form_builds_only_the_models_classes() -> None:
    for data in (
        {"$": "os.system", "x": 1},
        {"$": "Span", "x": 1},  # a class, but not one a value may name
        {"$": "Term", "key": "k", "args": {}, "__class__": "x"},
        {"$": "Term", "key": 3, "args": {}},
        {"$": "Term", "args": {}},
        {"$": "Diagnostic", "code": "E", "message": "m", "span": [1, 2], "severity": "error"},
        {"$": "Diagnostic", "code": "E", "message": "m", "span": None, "severity": "fatal"},
        {"$": "Compare", "quantity": {"$": "Term", "key": "level"}, "op": "<", "value": True},
        {"$": "NotCond", "operand": "not a condition"},
    ):
        with pytest.raises(serial.SerialError):
            serial.decode(data)
    term = Term("lose_levels", {"n": 2, "$": "a plain key that looks like a tag"}, Span("f", 1, 2, 1, 9))
    back = serial.decode(serial.encode(term))
    assert back == term and back.span == term.span and type(back.span) is Span
    diagnostic = Diagnostic("E0102", "unknown field", None, Severity.WARNING, "hint", ("a", "b"))
    assert serial.decode(serial.encode(diagnostic)) == diagnostic


def test_mutated_entries_are_refused_cleanly_never_a_traceback() -> None:
    """Random byte flips, cuts and splices of real entries: load_front_end reads them or says ValueError."""
    rng = random.Random(8)
    entries = [_parse_file(s) for s in corpus_sources()[:12]]
    tried = 0
    for _ in range(600):
        data = bytearray(rng.choice(entries))
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(data))
            choice = rng.random()
            if choice < 0.5:
                data[at] = rng.randrange(256)
            elif choice < 0.75:
                del data[at : at + rng.randint(1, 40)]
            else:
                data[at:at] = rng.choice(entries)[: rng.randint(1, 60)]
        try:
            part = cache.load_front_end(bytes(data))
        except ValueError:
            pass
        else:
            assert all(type(c).__name__ == "Card" for c in part.cards)
        tried += 1
    assert tried == 600


def test_a_damaged_but_well_formed_result_is_noticed_by_its_checksum(tmp_path: Path) -> None:
    """A failing test block's stored result with its failures gone (as a damaged page could leave it) has the
    right shape and dependencies; its checksum no longer matches, so it is computed again, and still fails."""
    path = write_set(tmp_path)
    first = validate([str(path)], options=options(tmp_path))
    assert any(d.code == "V0301" for d in first.diagnostics())
    db = tmp_path / "cache.db"
    stored = rows(db, "select key, payload from validation_cache where stage = 'tests'")
    [(key, payload)] = [(k, p) for k, p in stored if json.loads(p).get("failures")]
    forged = json.loads(payload) | {"failures": []}
    assert cache.payload_conforms("tests", forged)
    with sqlite3.connect(db) as connection:
        connection.execute("update validation_cache set payload = ? where key = ?", (json.dumps(forged), key))
    second = validate([str(path)], options=options(tmp_path))
    assert outcome(second) == outcome(first)
    assert len(second.notices) == 1 and "1 cache entry could not be used" in second.notices[0]


def test_a_notice_quoting_a_damaged_database_is_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by the fuzz campaign: SQLite's message about a damaged file can quote its bytes, and the
    notice went to the terminal as it was."""

    def damaged(url: str) -> cache.ValidationCache:
        raise cache.CacheUnavailable("cannot open the cache in x.db: malformed schema \x03\x1b[2J here")

    monkeypatch.setattr(cache.ValidationCache, "open", staticmethod(damaged))
    report = validate([str(write_set(tmp_path))], options=options(tmp_path))
    assert report.notices and "\\x03\\x1b[2J" in report.notices[0] and "\x1b" not in report.notices[0]
