"""A warm `deckwright validate` does work in proportion to what changed (docs/performance.md, "Validation"):
the base set is read through the validator's front-end cache, never served stale."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import toolkit.lang.load  # noqa: F401  (the module itself, which the package's load() shadows)
from toolkit.lang.source import Source
from toolkit.validate import runner
from toolkit.validate.runner import ValidateOptions, validate

BASE = """game munchkin

monster "Base Slime" @base-slime {
  level 1
  treasures 1
  bad stuff: lose 1 level
}
"""

SET = """game munchkin

monster "Set Slime" @set-slime {
  level 2
  treasures 1
  bad stuff: lose 1 level
}

test "alice beats the base set's slime" {
  given alice level 3
  when alice fights "Base Slime"
  expect alice wins combat
}
"""


class CountingParse:
    """Wraps runner._parse_file: the display paths of the files the front end really parsed."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        self.real = runner._parse_file

    def __call__(self, source: Source) -> bytes:
        self.paths.append(source.path)
        return self.real(source)


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> CountingParse:
    counting = CountingParse()
    monkeypatch.setattr(runner, "_parse_file", counting)
    return counting


def _options(tmp_path: Path, base: Path) -> ValidateOptions:
    return ValidateOptions(
        db_url=str(tmp_path / "cache.db"),
        cards_root=None,
        workers=1,
        states=0,
        faces=False,
        bases={"munchkin": [str(base)]},
    )


def _new_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a new process starts with: no base set read yet (toolkit.lang.load keeps one per process)."""
    monkeypatch.setattr(sys.modules["toolkit.lang.load"], "_BASES", {})


def test_the_base_set_is_read_from_the_cache_and_a_changed_base_file_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, parsed: CountingParse
) -> None:
    base = tmp_path / "base"
    base.mkdir()
    base_file = base / "monsters.cards"
    base_file.write_text(BASE, encoding="utf-8")
    own = tmp_path / "set" / "mine.cards"
    own.parent.mkdir()
    own.write_text(SET, encoding="utf-8")
    _new_process(monkeypatch)
    first = validate([str(own)], options=_options(tmp_path, base))
    assert sorted(parsed.paths) == sorted([str(own), str(base_file)])  # cold: both parsed
    assert first.errors == 0 and [s.passed for s in first.scenarios] == [True]

    parsed.paths.clear()
    _new_process(monkeypatch)
    second = validate([str(own)], options=_options(tmp_path, base))
    assert parsed.paths == []  # warm: the set and its base read back, nothing parsed
    assert [s.passed for s in second.scenarios] == [True] and second.scenarios[0].cached

    # The base card changes: its file is parsed again, and the test block that rests on it runs again.
    base_file.write_text(BASE.replace("  level 1\n", "  level 9\n"), encoding="utf-8")
    parsed.paths.clear()
    _new_process(monkeypatch)
    third = validate([str(own)], options=_options(tmp_path, base))
    assert parsed.paths == [str(base_file)]
    assert not third.scenarios[0].cached and not third.scenarios[0].passed
    assert "V0301" in {d.code for d in third.diagnostics()}


def test_a_base_set_word_read_from_the_cache_still_declares_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, parsed: CountingParse
) -> None:
    """The set's words are judged on its base set's (E0114 otherwise): the same from the cache."""
    base = tmp_path / "base"
    base.mkdir()
    (base / "classes.cards").write_text(
        'game munchkin\n\nclass "Bard" @bard {\n  is bard\n  wins ties\n}\n', encoding="utf-8"
    )
    own = tmp_path / "set" / "mine.cards"
    own.parent.mkdir()
    own.write_text(
        'game munchkin\n\ntest "a bard fights" {\n  given alice level 3, class bard\n'
        '  when alice fights "Base Slime"\n  expect alice wins combat\n}\n',
        encoding="utf-8",
    )
    (base / "monsters.cards").write_text(BASE, encoding="utf-8")
    reports = []
    for _ in range(2):
        _new_process(monkeypatch)
        reports.append(validate([str(own)], options=_options(tmp_path, base)))
    assert len(parsed.paths) == 3  # the first run's three files; the second parsed none
    for report in reports:
        assert report.errors == 0, [d.message for d in report.diagnostics()]
        assert [s.passed for s in report.scenarios] == [True]


def test_the_json_form_still_converts_what_its_fast_paths_pass_by() -> None:
    """serial.py reads flat dicts as json made them and spans as their list: nested values still become
    tuples, escaped keys come back, and a span or a field of the wrong type is still refused."""
    from toolkit.lang import model, serial
    from toolkit.lang.diagnostics import Span

    term = model.Term("lose", {"n": 2, "of": ("a", ("b",)), "$odd": {"x": (1,)}}, Span("f.cards", 3, 1, 3, 9))
    back = serial.loads(serial.dumps(term))
    assert back == term and back.span == term.span and type(back.span) is Span
    assert back.args == {"n": 2, "of": ("a", ("b",)), "$odd": {"x": (1,)}}
    flat = serial.loads(serial.dumps(model.Term("gain", {"n": 1, "what": "level"})))
    assert flat.args == {"n": 1, "what": "level"}
    good = serial.dumps(term).decode()
    for bad in (good.replace("3,1,3,9]", '3,1,3,"9"]'), good.replace('"n":2', '"n":2,"x":{"$":"Nope"}')):
        with pytest.raises(serial.SerialError):
            serial.loads(bad)
    with pytest.raises(serial.SerialError):
        serial.loads(good.replace('"$":"Term"', '"$":"Term","nope":1'))


def test_a_set_that_is_both_the_card_set_and_the_base_is_parsed_once_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, parsed: CountingParse
) -> None:
    """`--cards` and the base set naming the same files (a lone file checked inside the checkout): both are
    read through the front-end cache, so a file must be parsed and written once, not twice (the second
    write broke the cache's unique key and lost the run's results)."""
    base = tmp_path / "base"
    base.mkdir()
    base_file = base / "monsters.cards"
    base_file.write_text(BASE, encoding="utf-8")
    own = tmp_path / "set" / "mine.cards"
    own.parent.mkdir()
    own.write_text(SET, encoding="utf-8")
    for _ in range(2):
        _new_process(monkeypatch)
        options = _options(tmp_path, base)
        options.cards_root = base
        report = validate([str(own)], options=options)
        assert report.notices == [] and [s.passed for s in report.scenarios] == [True]
    assert sorted(parsed.paths) == sorted([str(own), str(base_file)])  # the first run's, once each


# ---------------------------------------------------------------- card text: Fluent parsed once per content


class CountingFluent:
    """Wraps toolkit.i18n.fluent.parse_text: the files fluent.syntax really parsed."""

    def __init__(self) -> None:
        from toolkit.i18n import fluent

        self.paths: list[Path] = []
        self.real = fluent.parse_text

    def __call__(self, text: str, path: Path | None = None) -> object:
        self.paths.append(path or Path("<string>"))
        return self.real(text, path)


@pytest.fixture
def fluent_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CountingFluent:
    from toolkit.i18n import fluent

    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "kept"))  # this test's own, empty
    counting = CountingFluent()
    monkeypatch.setattr(fluent, "parse_text", counting)
    return counting


def _cardtext(project: object, langs: list[str]) -> list[tuple[str, int, str]]:
    from toolkit.lang.load import load
    from toolkit.validate.cardtext import cardtext_findings

    cards = load([str(project.cards)]).cards  # type: ignore[attr-defined]
    found = cardtext_findings(cards, langs, project)  # type: ignore[arg-type]
    return [(d.code, d.span.line if d.span else 0, d.message) for d in found]


def test_card_text_checks_parse_no_fluent_file_a_run_has_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fluent_parsed: CountingFluent
) -> None:
    from ftl_support import edit, ftl, make

    project = make(tmp_path, monkeypatch)
    edit(project.cards / "munchkin" / "fixture.cards", "just disappointed", "merely disappointed")  # type: ignore[operator]
    fluent_parsed.paths.clear()  # make() parsed the files to write them
    first = _cardtext(project, ["uk", "de"])
    assert [(code, line) for code, line, _ in first] == [("V0402", 3), ("V0402", 3)]
    assert len(fluent_parsed.paths) >= 6  # each language's files, and the English beneath
    fluent_parsed.paths.clear()
    assert _cardtext(project, ["uk", "de"]) == first  # a second run: the same findings
    assert fluent_parsed.paths == []  # and not one file parsed
    # A translation edited between two runs is checked again: that file alone is parsed.
    uk_terms = ftl(project, "uk", "terms-munchkin.ftl")
    edit(uk_terms, "\n-card-fx-001 =", "\n-card-fx-001-gone =")
    again = _cardtext(project, ["uk", "de"])
    assert fluent_parsed.paths == [uk_terms]
    assert any(code == "V0401" and "has no Ukrainian name (-card-fx-001 in " in m for code, _, m in again)
    # Stamped stale by a translator's tool: reported at once, though the English is as it was.
    fluent_parsed.paths.clear()
    edit(uk_terms, "\n-card-fx-001-gone =", "\n# stale: 0123456789ab\n-card-fx-001 =")
    stale = _cardtext(project, ["uk"])
    assert any("its Ukrainian name is stale" in m for _, _, m in stale)
    assert fluent_parsed.paths == [uk_terms]


def test_kept_card_text_facts_not_as_written_are_parsed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fluent_parsed: CountingFluent
) -> None:
    from ftl_support import make

    project = make(tmp_path, monkeypatch)
    first = _cardtext(project, ["uk"])
    kept = sorted((tmp_path / "kept" / "cardtext").glob("facts-*.json"))
    assert kept, "the facts of each file read are kept"
    for path in kept:  # JSON, but not the shape written: no record is trusted unchecked
        path.write_text('{"format": 1, "value": {"entries": {"-x": [1, 2, 3, 4]}, "junk": []}}', "utf-8")
    fluent_parsed.paths.clear()
    assert _cardtext(project, ["uk"]) == first
    assert len(fluent_parsed.paths) == len(kept)


def test_a_projects_unreadable_card_text_is_reported_from_the_kept_facts_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fluent_parsed: CountingFluent
) -> None:
    import dataclasses

    from ftl_support import ftl, make

    project = make(tmp_path, monkeypatch)
    own = tmp_path / "own-locales"
    (own / "uk" / "cardtext").mkdir(parents=True)
    (own / "uk" / "cardtext" / "cards-munchkin.ftl").write_text("ok = fine\nbroken = { $x\n", "utf-8")
    layered = dataclasses.replace(project, locales=own, beneath=(project.locales,))
    assert ftl(project, "uk", "cards-munchkin.ftl").is_file()

    def junk() -> list[tuple[str, int, str]]:
        return [f for f in _cardtext(layered, ["uk"]) if f[0] == "E0131"]

    first = junk()
    assert [(code, line) for code, line, _ in first] == [("E0131", 3)]  # where the parser stopped: the end
    fluent_parsed.paths.clear()
    assert junk() == first
    assert fluent_parsed.paths == []


# ---------------------------------------------------------------- the face stage: flavours read once per content

FLAVOURED = """game munchkin

monster "Flavoured Slime" @fla-001 {
  level 1
  treasures 1
  bad stuff: lose 1 level
  flavour "It tastes of lime."
}
"""


def test_a_cards_files_flavours_are_parsed_once_per_content(tmp_path: Path, fluent_parsed: CountingFluent) -> None:
    from toolkit.i18n import fluent
    from toolkit.lang.load import load_text
    from toolkit.text import flavour as flavours

    [card] = load_text(FLAVOURED, "flavoured.cards").cards
    path = fluent.path_of(tmp_path / "locales", "uk", "munchkin", "cards")
    path.parent.mkdir(parents=True)
    english = fluent.message_hash("card-fla-001-flavour", "It tastes of lime.")
    path.write_text(f"# source-hash: {english}\ncard-fla-001-flavour = Смак лайма.\n", encoding="utf-8")
    assert flavours.flavour(card, "uk", tmp_path / "locales") == "Смак лайма."
    assert fluent_parsed.paths == [path]
    fluent_parsed.paths.clear()
    flavours._translations.cache_clear()  # what a new process (a face worker) starts with
    assert flavours.flavour(card, "uk", tmp_path / "locales") == "Смак лайма."
    assert fluent_parsed.paths == []
    path.write_text(f"# source-hash: {english}\ncard-fla-001-flavour = Смак лайма й жалю.\n", encoding="utf-8")
    flavours._translations.cache_clear()
    assert flavours.flavour(card, "uk", tmp_path / "locales") == "Смак лайма й жалю."  # edited: read again
    assert fluent_parsed.paths == [path]
    fluent_parsed.paths.clear()
    for kept in (tmp_path / "kept" / "cardtext").glob("flavour-*.json"):  # not the shape written
        kept.write_text('{"format": 1, "value": {"card-fla-001-flavour": ["x", null, "no"]}}', "utf-8")
    flavours._translations.cache_clear()
    assert flavours.flavour(card, "uk", tmp_path / "locales") == "Смак лайма й жалю."
    assert fluent_parsed.paths == [path]


# ---------------------------------------------------------------- the packages a warm run imports

LAZY_PROBE = """
import sys
from toolkit.validate import faces
assert faces.face_findings([]) == ([], [])  # every face from the cache: nothing to lay out
import toolkit.render.layout, toolkit.text
from toolkit.render.cardtext import text_languages
text_languages("munchkin")
loaded = sorted(m for m in ("toolkit.render.faces", "toolkit.render.preflight", "toolkit.render.frames",
                            "toolkit.text.uk", "toolkit.text.de") if m in sys.modules)
print(loaded)
import toolkit.render.preflight  # the submodule loaded late: the package's name is still the function
from toolkit.render import preflight, render_face, Layouts, png
assert callable(preflight) and not isinstance(preflight, type(sys)), preflight
assert type(png) is type(sys) and callable(render_face)
assert sorted(toolkit.text.GENERATORS) == ["de", "en", "es", "pl", "uk"]
try:
    toolkit.render.no_such_name
except AttributeError:
    pass
else:
    raise AssertionError("an unknown name is an AttributeError")
print("ok")
"""


def test_a_run_with_every_face_cached_loads_no_renderer_nor_language_generator() -> None:
    import subprocess

    done = subprocess.run([sys.executable, "-c", LAZY_PROBE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]", "ok"]
