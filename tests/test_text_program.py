"""The compiled card-text entries (toolkit/text/program.py) and their kept records (ftlcache.py).

The formatter must mean exactly what fluent.runtime means: every entry of every shipped file is
formatted both ways at sample arguments and compared. The kept records must be safe: a damaged or
forged cache file is ignored and the .ftl parsed again.
"""

from __future__ import annotations

import json
from pathlib import Path

import babel
import pytest
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentInt
from fluent.syntax import FluentParser

from toolkit.text import LANGUAGES, ftlcache, generator
from toolkit.text.bundles import FUNCTIONS, Bundle, Noun, TextError, _parse_file, parse_file
from toolkit.text.files import game_files
from toolkit.text.program import Formatter, compile_entry, valid_entry

GAMES = ("munchkin", "munchkin-kungfu", "maniacal", "midgard")
NUMBERS = (0, 1, 2, 5, 11, 21, 22, 1000)


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "cache"))
    _parse_file.cache_clear()
    yield tmp_path / "cache"
    _parse_file.cache_clear()


def _noun(name: str) -> Noun:
    return Noun(name, lambda case: f"{name}<{case}>", "fem", "anim", name)


def _argument_sets(variables: set[str]) -> list[dict[str, object]]:
    sets: list[dict[str, object]] = [{v: n for v in variables} for n in NUMBERS]
    for case in ("nom", "acc", "gen", "pl"):
        sets.append({**{v: _noun(v) for v in variables}, "case": case})
    return sets if variables else [{}]


@pytest.mark.parametrize("game", GAMES)
def test_the_formatter_means_what_fluent_runtime_means(game: str) -> None:
    for lang in LANGUAGES:
        files = game_files(game, lang)
        ours = Bundle(files)
        theirs = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
        for path in files.all:
            if path.exists():
                theirs.add_resource(FluentParser().parse(path.read_text(encoding="utf-8")), allow_overrides=True)
        compared = 0
        for ident, entry in ours.entries.items():
            node = theirs._lookup(ident.lstrip("-"), term=ident.startswith("-"))
            patterns = [(None, entry.program[0], node.value)]
            patterns += [(a, entry.program[1][a], node.attributes[a]) for a in entry.attributes]
            for attribute, program, pattern in patterns:
                if pattern is None:
                    continue
                for args in _argument_sets(set(entry.variables[attribute or ""])):
                    want, their_errors = theirs.format_pattern(pattern, dict(args))
                    got, our_errors = ours.formatter.format(program, args)
                    assert got == str(want), (lang, ident, attribute, args)
                    assert bool(our_errors) == bool(their_errors), (lang, ident, attribute, args, their_errors)
                    compared += 1
        assert compared > 300, (game, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_and_plural_categories_are_babels(lang: str) -> None:
    formatter = Formatter(lang, lambda ident, term: None, {})
    locale = babel.Locale.parse(lang)
    rule = babel.plural.to_python(locale.plural_form)
    for n in (*range(0, 130), 1000, 1001, 1234, 12345, 99999, 1234567, -1, -5, -1500):
        assert formatter.number(n) == FluentInt(n).format(locale), n
        assert formatter.category(n) == rule(n), n
    assert formatter.number(2.5) == "2,5" if lang in ("es", "uk", "de", "pl") else "2.5"


def test_ukrainian_and_polish_plural_samples_through_the_kept_table(_own_cache: Path) -> None:
    keep = ftlcache.language_table
    uk = Formatter("uk", lambda ident, term: None, {}, keep)
    assert [uk.category(n) for n in (1, 2, 5, 21)] == ["one", "few", "many", "one"]
    assert list(_own_cache.glob("cardtext/language-*.json"))  # kept for the next process
    again = Formatter("uk", lambda ident, term: None, {}, keep)
    assert again._table["plurals"][:22] == uk._table["plurals"][:22]
    pl = Formatter("pl", lambda ident, term: None, {}, keep)
    assert [pl.category(n) for n in (22, 25)] == ["few", "many"]


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_parsed_file_is_kept_and_read_back_equal(tmp_path: Path, _own_cache: Path) -> None:
    text = "# source-hash: 0123456789ab\nhello = Hi { $name }\n    .title = T\n"
    path = _write(tmp_path / "x.ftl", text + "-term = { $case ->\n   *[nom] a\n    [acc] b\n }\n")
    first = parse_file(path, "uk")
    kept = list(_own_cache.glob("cardtext/*.json"))
    assert len(kept) == 1
    _parse_file.cache_clear()
    again = parse_file(path, "uk")
    assert again == first
    assert again["-term"].variants == ["nom", "acc"] and again["hello"].attributes == ["title"]
    assert again["hello"].comment == "source-hash: 0123456789ab" and again["hello"].line == 2


@pytest.mark.parametrize(
    "damage",
    [
        "not json at all",
        "[]",
        '{"format": 1, "entries": {"hello": [1]}}',
        '{"format": 1, "entries": {"hello": [1, [], [], "", "", "hello = x", {"": []}, "x"]}}',
    ],
)
def test_a_damaged_cache_file_is_ignored(tmp_path: Path, _own_cache: Path, damage: str) -> None:
    path = _write(tmp_path / "x.ftl", "hello = Hi { $name }\n")
    expected = parse_file(path, "en")
    (kept,) = _own_cache.glob("cardtext/*.json")
    kept.write_text(damage, encoding="utf-8")
    _parse_file.cache_clear()
    assert parse_file(path, "en") == expected  # parsed again, and kept whole again
    assert json.loads(kept.read_text(encoding="utf-8"))["format"] == ftlcache.FORMAT


@pytest.mark.parametrize(
    "program",
    [
        '[["q", 1], {}]',  # a form the formatter does not know
        '[["p", ["x", ["v", "a"], 9]], {}]',  # a select whose default variant is not there
        '[["p", ["f", "FORM", "not a list", {}]], {}]',
    ],
)
def test_a_forged_compiled_form_sends_its_file_to_the_parser_again(
    tmp_path: Path, _own_cache: Path, program: str
) -> None:
    from toolkit.text.files import GameFiles

    path = _write(tmp_path / "x.ftl", "hello = Hi { $name }\n")
    parse_file(path, "en")
    (kept,) = _own_cache.glob("cardtext/*.json")
    record = f'[1, [], [], "", "", "hello = Hi {{ $name }}", {{"": ["name"]}}, {program}]'
    kept.write_text(f'{{"format": 1, "entries": {{"hello": {record}}}}}', encoding="utf-8")
    _parse_file.cache_clear()
    found = Bundle(GameFiles("munchkin", "en", (path,), ()))
    assert found.format("hello", {"name": "Ann"}) == "Hi Ann"
    assert json.loads(kept.read_text(encoding="utf-8"))["entries"]["hello"][7] == [["p", "Hi ", ["v", "name"]], {}]


def test_the_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKWRIGHT_CACHE", "off")
    path = _write(tmp_path / "x.ftl", "hello = Hi\n")
    assert parse_file(path, "en")["hello"].program == ["Hi", {}]
    assert ftlcache.folder() is None


def test_a_file_with_a_syntax_error_is_never_kept(tmp_path: Path, _own_cache: Path) -> None:
    path = _write(tmp_path / "x.ftl", "hello = Hi\nbroken = { $\n")
    with pytest.raises(TextError) as caught:
        parse_file(path, "en")
    assert caught.value.code == "E0131" and caught.value.line == 2
    assert not list(_own_cache.glob("cardtext/*.json"))


def test_booleans_numbers_and_unknown_values_are_taken_as_fluent_runtime_takes_them() -> None:
    source = "m = { $v ->\n    [one] one\n   *[other] other\n } { $v }\n"
    ours_data = compile_entry(FluentParser().parse(source).body[0])
    theirs = FluentBundle(["en"], use_isolating=False)
    theirs.add_resource(FluentParser().parse(source))
    ours = Formatter("en", lambda ident, term: None, {})
    for value in (True, False, 1, 2.5, 1000, "x", [1]):
        want, their_errors = theirs.format_pattern(theirs.get_message("m").value, {"v": value})
        got, our_errors = ours.format(ours_data[0], {"v": value})
        assert (got, bool(our_errors)) == (str(want), bool(their_errors)), value


def test_cycles_and_explosions_are_errors_not_crashes(tmp_path: Path) -> None:
    root = tmp_path / "locales"
    files = game_files("munchkin", "en", root)
    laughs = "".join(f"l{i} = {{ l{i + 1} }}{{ l{i + 1} }}{{ l{i + 1} }}\n" for i in range(12)) + "l12 = haha\n"
    _write(files.messages[0], "a = { b }\nb = { a }\nself = x { self }\n" + laughs)
    _write(files.terms[0], "-t = { -t }\n")
    found = Bundle(files)
    for ident in ("a", "self", "l0"):
        with pytest.raises(TextError):
            found.format(ident, {})
    with pytest.raises(TextError):
        found.term("-t")


def test_every_shipped_entry_compiles_to_valid_data() -> None:
    for game in GAMES:
        for lang in LANGUAGES:
            for path in game_files(game, lang).all:
                if not path.exists():
                    continue
                for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                    if hasattr(entry, "value") and hasattr(entry, "attributes"):
                        assert valid_entry(compile_entry(entry)), (path, entry.id.name)


def test_a_fresh_generator_reads_the_kept_records(
    _own_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from toolkit import text

    # Without the shipped files' records (cold12), as for a project's own or edited files: parsed and kept.
    monkeypatch.setattr(ftlcache, "SHIPPED", tmp_path / "no-shipped-records")
    text.forget()
    generator("munchkin", "uk")
    assert len(list(_own_cache.glob("cardtext/*.json"))) >= 2  # the family's messages and termbase
    text.forget()
    _parse_file.cache_clear()
    assert generator("munchkin", "uk").bundle.entries
    text.forget()
