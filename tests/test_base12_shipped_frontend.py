"""The shipped card files' front-end records (toolkit/validate/shipped.py; docs/performance.md, "Branch
base12"): up to date, read for their very bytes under the front end's very code and nowhere else, checked
as kept entries are, and a cold validate reports exactly what it reports parsing its base set."""

from __future__ import annotations

import importlib
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from test_project import GOBLINS
from test_validate_runner import _without_timings

from tests import shipped_frontend
from toolkit.lang import serial
from toolkit.lang.load import LoadResult, load
from toolkit.lang.source import Source
from toolkit.validate import cache as cache_module
from toolkit.validate import runner, shipped
from toolkit.validate.reporters import render
from toolkit.validate.runner import ValidateOptions, validate

ROOT = Path(__file__).resolve().parents[1]
_PARSE = runner._parse_file
load_module = importlib.import_module("toolkit.lang.load")  # the module, not the function toolkit.lang re-exports

# A lone file on the shipped Munchkin set: a base-set class, item and monster in its test blocks, a card
# replacing a base card of the same name, a word of the base set misspelt (its did-you-mean lists the
# base's classes), and the fuzzer's pool, which deals the base set's whole deck.
CORPUS = (
    GOBLINS
    + """
monster "Sock Gremlin" @goblins-013 {
  level 2
  treasures 1
  tags goblin
  bad stuff: lose 1 level
  flavour "Goblin. This one replaces the base set's gremlin."
}

test "a misspelt base-set class is refused" {
  given alice class wariror
  when alice fights "Goblin Auditor"
  expect alice loses combat
}
"""
)


def test_the_shipped_records_are_what_the_front_end_makes_today() -> None:
    assert shipped_frontend.problems() == [], "run `python -m tests.shipped_frontend --update`"
    # Every shipped card file has its record: none depends on its path but through its path's strings.
    assert len(shipped_frontend.expected()) == len(shipped_frontend.shipped_files()) > 20


def _parsed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the validator's front end parses from now on (the rest come from records or the cache)."""
    seen: list[str] = []
    plain = runner._parse_file

    def counting(source: Source) -> bytes:
        seen.append(source.path)
        return plain(source)

    monkeypatch.setattr(runner, "_parse_file", counting)
    return seen


def _cold_report(paths: list[str], tmp: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A cold validate in this process: a fresh database and DECKWRIGHT_CACHE, no base set read before."""
    tmp.mkdir()
    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp / "kept"))
    monkeypatch.setattr(load_module, "_BASES", {})
    options = ValidateOptions(workers=1, states=4, cards_root=None, db_url=f"sqlite:///{tmp / 'c.db'}")
    report = validate(paths, options=options)
    return _without_timings(json.loads(render(report, "json")))


def test_a_cold_validate_reports_the_same_from_the_records_and_parses_no_shipped_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lone = tmp_path / "goblins.cards"
    lone.write_text(CORPUS, encoding="utf-8")
    parsed = _parsed(monkeypatch)
    fast = _cold_report([str(lone)], tmp_path / "records", monkeypatch)
    assert parsed == [str(lone)]  # the base set came from its records
    monkeypatch.setattr(shipped, "SHIPPED", tmp_path / "none")
    parsed.clear()
    full = _cold_report([str(lone)], tmp_path / "parsed", monkeypatch)
    base = set((ROOT / "cards" / "munchkin").glob("*.cards"))
    assert {Path(p).resolve() for p in parsed} == {lone.resolve()} | base  # the same run parsing the base set
    assert fast == full
    # What the base set is needed for was done: its words (a did-you-mean over its classes), the test
    # blocks naming its cards, and the fuzzer over its deck.
    text = json.dumps(fast)
    assert "unknown class 'wariror'" in text and "did you mean 'warrior'" in text
    passed = {s["name"] for s in fast["scenarios"] if s["passed"]}
    assert {"a whisperer beats the tax collector, with the base set's sword"} <= passed, fast["scenarios"]
    assert any(card["fuzz"] for card in fast["cards"]), fast["cards"]


def _front_end(run: runner._Run, path: Path) -> LoadResult:
    try:
        return run.load([str(path)], {})
    finally:
        run.close()


def _same_as_parsed(found: LoadResult, path: Path, tmp: Path) -> None:
    """Cards, test blocks and findings as the validator's front end makes them parsing the file at that
    path (no record, an empty cache), spans included."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(shipped, "SHIPPED", tmp / "no-records")
        m.setattr(runner, "_parse_file", _PARSE)  # not counted
        parsed = _front_end(_run(tmp / "reference"), path)
    assert found.cards and serial.dumps(found.cards) == serial.dumps(parsed.cards)
    assert serial.dumps(found.scenarios) == serial.dumps(parsed.scenarios)
    assert serial.dumps(found.diagnostics) == serial.dumps(parsed.diagnostics)
    shown = found.files[0]  # the path as the user gave it, relative to the working folder or not
    assert Path(shown).resolve() == path.resolve()
    assert all(card.file == shown and card.span is not None and card.span.file == shown for card in found.cards)
    # And as toolkit.lang.load makes them (its words are judged from what the checker met: another order).
    alone = load([str(path)], bases={})
    assert serial.dumps(found.cards) == serial.dumps(alone.cards)
    assert sorted(map(serial.dumps, found.diagnostics)) == sorted(map(serial.dumps, alone.diagnostics))


def _run(tmp: Path) -> runner._Run:
    tmp.mkdir(parents=True, exist_ok=True)
    return runner._Run(ValidateOptions(workers=1, cards_root=None, db_url=f"sqlite:///{tmp / 'c.db'}", bases={}))


def test_the_same_bytes_anywhere_are_read_with_their_own_path_and_an_edited_file_is_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "kept"))
    parsed = _parsed(monkeypatch)
    copy = tmp_path / "ünï côdé" / "monsters.cards"  # a path JSON writes with escapes would be one too
    copy.parent.mkdir()
    shutil.copy(ROOT / "cards" / "munchkin" / "monsters.cards", copy)
    run = _run(tmp_path)
    _same_as_parsed(_front_end(run, copy), copy, tmp_path / "one")
    assert parsed == [] and run.file_rows == []  # read from the record, and no entry written for it

    copy.write_text(copy.read_text("utf-8") + "\n# an edit\n", encoding="utf-8")
    run = _run(tmp_path / "edited")
    _same_as_parsed(_front_end(run, copy), copy, tmp_path / "two")
    assert parsed == [str(copy)]


def test_a_record_of_other_code_or_a_damaged_one_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "kept"))
    parsed = _parsed(monkeypatch)
    source = ROOT / "cards" / "munchkin" / "classes.cards"
    text = source.read_text("utf-8")
    record = (shipped.SHIPPED / f"{shipped.key(text)}.json").read_bytes()

    # Another front end (the grammar, toolkit/lang or a vocabulary changed): the record is not its.
    with monkeypatch.context() as m:
        m.setattr(cache_module, "front_end_version", lambda: "0" * 16)
        run = _run(tmp_path / "other-code")
        _same_as_parsed(_front_end(run, source), source, tmp_path / "three")
        assert [Path(p).resolve() for p in parsed] == [source]

    # A record naming a class outside the model, or of another format: parsed, and said.
    for n, damaged in enumerate(
        (record.replace(b'{"$":"Card"', b'{"$":"Popen"', 1), record.replace(b'"format":2', b'"format":1', 1))
    ):
        assert damaged != record
        folder = tmp_path / f"damaged-{n}"
        folder.mkdir()
        (folder / f"{shipped.key(text)}.json").write_bytes(damaged)
        monkeypatch.setattr(shipped, "SHIPPED", folder)
        parsed.clear()
        run = _run(folder)
        _same_as_parsed(_front_end(run, source), source, folder)
        assert [Path(p).resolve() for p in parsed] == [source] and run.dropped_entries, run.dropped_entries
