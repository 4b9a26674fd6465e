"""The translator's workflow (toolkit/i18n): the shipped catalogs are complete and correct, and
`i18n check` catches what GNU msgfmt and Babel let through (docs/translating.md)."""

from __future__ import annotations

import gettext
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli.app import app
from toolkit.i18n import Project, check, plurals, status, workflow
from toolkit.i18n import catalogs as cat
from toolkit.i18n.runtime import translations

PROJECT = Project.default()
GAMES = PROJECT.games()
MSGFMT = shutil.which("msgfmt")


@pytest.fixture
def project(tmp_path: Path) -> Project:
    """A copy of the rulebook templates and catalogs that a test may break (without the card text: its
    termbase's glossary check over these catalogs is tested in tests/test_i18n_fluent_errata.py)."""
    shutil.copytree(PROJECT.templates, tmp_path / "templates" / "rulebook")
    shutil.copytree(PROJECT.locales, tmp_path / "locales", ignore=shutil.ignore_patterns("cardtext"))
    return Project(tmp_path / "templates" / "rulebook", tmp_path / "locales")


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def line_of(path: Path, needle: str) -> int:
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in text:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def codes(problems: list[check.__class__]) -> set[str]:  # type: ignore[valid-type]
    return {p.code for p in problems}


# ---------------------------------------------------------------- the shipped catalogs


def test_both_rulebooks_have_catalogs_in_five_languages() -> None:
    assert GAMES == ["munchkin", "munchkin-kungfu"]
    for game in GAMES:
        assert PROJECT.pot(game).is_file()
        for lang in ("en", "es", "uk", "de", "pl"):
            assert PROJECT.po(game, lang).is_file()


def test_the_shipped_catalogs_pass_check() -> None:
    assert [p.render() for p in check(PROJECT, GAMES, PROJECT.languages())] == []


def test_status_is_complete_everywhere() -> None:
    for entry in status(PROJECT, GAMES, PROJECT.languages()):
        assert entry.total > 100
        assert (entry.translated, entry.fuzzy, entry.missing, entry.stale) == (entry.total, 0, 0, 0), entry


def test_no_number_is_typed_in_a_template() -> None:
    """Every number of a rulebook comes from the ruleset or a card: no msgid holds a digit."""
    for game in GAMES:
        for message in workflow.template_catalog(PROJECT, game):
            for text in cat.ids(message):
                assert not re.search(r"\d", text), (game, text)


@pytest.mark.skipif(MSGFMT is None, reason="GNU gettext's msgfmt is not installed")
def test_gnu_msgfmt_check_accepts_every_catalog(tmp_path: Path) -> None:
    for game in GAMES:
        for lang in PROJECT.languages():
            run = subprocess.run(
                [MSGFMT, "--check", "-o", str(tmp_path / f"{game}-{lang}.mo"), str(PROJECT.po(game, lang))],
                capture_output=True,
                text=True,
            )
            assert run.returncode == 0, run.stderr
            assert "warning" not in run.stderr, run.stderr


def test_compiled_catalogs_load_in_gettext(project: Project, tmp_path: Path) -> None:
    """Babel's .mo, as `deckwright i18n compile` writes it, says what GNU msgfmt's says, for every
    message and every plural sample."""
    written = workflow.compile_catalogs(project, GAMES, project.languages())
    assert len(written) == 10
    for game in GAMES:
        for lang in ("uk", "pl", "es"):
            with project.mo(game, lang).open("rb") as handle:
                ours = gettext.GNUTranslations(handle)
            if MSGFMT is None:
                continue
            gnu_mo = tmp_path / f"{game}-{lang}.mo"
            subprocess.run([MSGFMT, "-o", str(gnu_mo), str(project.po(game, lang))], check=True)
            with gnu_mo.open("rb") as handle:
                gnu = gettext.GNUTranslations(handle)
            for message in cat.read_catalog(project.po(game, lang)):
                if not message.id:
                    continue
                if isinstance(message.id, str):
                    assert ours.gettext(message.id) == gnu.gettext(message.id)
                else:
                    for n in (0, 1, 2, 5, 21, 22, 25, 1_000_000):
                        assert ours.ngettext(*message.id, n) == gnu.ngettext(*message.id, n)
    with project.mo("munchkin", "uk").open("rb") as handle:
        assert gettext.GNUTranslations(handle).gettext("Combat") == "Бій"


def test_a_translation_without_a_hash_is_unstamped_until_update(project: Project) -> None:
    path = project.po("munchkin", "de")
    text = path.read_text(encoding="utf-8")
    block = text.index('msgid "Glossary"')
    start = text.rindex("# source-hash:", 0, block)
    path.write_text(text[:start] + text[text.index("\n", start) + 1 :], encoding="utf-8")
    assert [(p.code, p.line) for p in check(project, ["munchkin"], ["de"])] == [
        ("unstamped", line_of(path, 'msgid "Glossary"'))
    ]
    workflow.update(project, ["munchkin"], ["de"])
    assert check(project, ["munchkin"], ["de"]) == []


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("uk", {1: "1 рівень", 2: "2 рівні", 5: "5 рівнів", 11: "11 рівнів", 21: "21 рівень", 22: "22 рівні"}),
        ("uk", {25: "25 рівнів", 101: "101 рівень", 111: "111 рівнів"}),
        ("pl", {1: "1 poziom", 2: "2 poziomy", 5: "5 poziomów", 21: "21 poziomów", 22: "22 poziomy"}),
        ("pl", {25: "25 poziomów", 102: "102 poziomy", 112: "112 poziomów"}),
        ("de", {1: "1 Stufe", 2: "2 Stufen", 21: "21 Stufen"}),
        ("es", {1: "1 nivel", 2: "2 niveles", 1_000_000: "1000000 de niveles"}),
    ],
)
def test_plural_forms_follow_cldr(lang: str, expected: dict[int, str]) -> None:
    """I18N: uk 1 рівень, 2 рівні, 5 рівнів, 21 рівень; pl 22 poziomy, 25 poziomów (and 21 poziomów)."""
    found, _ = translations(PROJECT, "munchkin", lang)
    for n, words in expected.items():
        text = found.ngettext("You go up %(count)s level.", "You go up %(count)s levels.", n) % {"count": n}
        assert words in text, (n, text)


def test_headers_are_the_ones_babel_writes() -> None:
    for lang in ("en", "es", "uk", "de", "pl"):
        header = dict(cat.read_catalog(PROJECT.po("munchkin", lang)).mime_headers)["Plural-Forms"]
        assert plurals.parse_header(header)[0] == plurals.expected_count(lang)
        assert plurals.header_problems(lang, header) == []
    assert plurals.expected_count("uk") == plurals.expected_count("pl") == plurals.expected_count("es") == 3
    assert plurals.expected_count("en") == plurals.expected_count("de") == 2


# ---------------------------------------------------------------- what check catches


@pytest.mark.skipif(MSGFMT is None, reason="GNU gettext's msgfmt is not installed")
def test_a_ukrainian_header_with_two_forms_fails_check_though_msgfmt_accepts_it(project: Project) -> None:
    path = project.po("munchkin", "uk")
    text = path.read_text(encoding="utf-8")
    start = text.index('"Plural-Forms:')
    end = text.index('"MIME-Version')
    path.write_text(text[:start] + '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n' + text[end:], encoding="utf-8")
    # Make the file consistent for msgfmt: two forms everywhere, as a tool would leave it.
    text = re.sub(r"\nmsgstr\[2\] .*", "", path.read_text(encoding="utf-8"))
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([MSGFMT, "--check", "-o", "/dev/null", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr  # GNU msgfmt lets it through (I18N)
    problems = [p for p in check(project, ["munchkin"], ["uk"]) if p.code == "header"]
    assert problems, "a Ukrainian nplurals=2 must fail"
    assert problems[0].line == line_of(path, '"Plural-Forms:')
    assert "nplurals=2" in problems[0].message and "uk has 3 forms" in problems[0].message
    assert any("CLDR" in p.message for p in problems)


def test_a_header_with_the_right_count_but_a_wrong_rule_fails(project: Project) -> None:
    path = project.po("munchkin", "pl")
    text = path.read_text(encoding="utf-8")
    start, end = text.index('"Plural-Forms:'), text.index('"MIME-Version')
    wrong = '"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n<5 ? 1 : 2);\\n"\n'  # 22 would be "many"
    path.write_text(text[:start] + wrong + text[end:], encoding="utf-8")
    problems = [p for p in check(project, ["munchkin"], ["pl"]) if p.code == "header"]
    assert problems and "CLDR" in problems[0].message


def test_a_missing_plural_form_fails_check_naming_its_line(project: Project) -> None:
    path = project.po("munchkin", "uk")
    edit(path, 'msgstr[2] "Ви піднімаєтеся на %(count)s рівнів."', 'msgstr[2] ""')
    problems = [p for p in check(project, ["munchkin"], ["uk"]) if p.code == "plurals"]
    assert len(problems) == 1
    assert problems[0].line == line_of(path, 'msgid "You go up %(count)s level."')
    assert "msgstr[2]" in problems[0].message
    assert str(problems[0].file).endswith("uk/LC_MESSAGES/rulebook-munchkin.po")


def test_a_placeholder_mismatch_fails_check_and_the_build_falls_back(project: Project) -> None:
    path = project.po("munchkin", "es")
    edit(path, 'msgstr "Nivel %(n)s"', 'msgstr "Nivel %(nivel)s"')
    problems = [p for p in check(project, ["munchkin"], ["es"]) if p.code == "placeholders"]
    assert len(problems) == 1 and "%(nivel)s" in problems[0].message and "%(n)s" in problems[0].message
    found, _ = translations(project, "munchkin", "es")
    assert found.gettext("Level %(n)s") == "Level %(n)s"  # left out, so rendering never breaks


def test_a_number_that_differs_from_the_source_fails_check(project: Project) -> None:
    path = project.po("munchkin", "de")
    edit(path, 'msgstr "Die goldenen Regeln"', 'msgstr "Die 4 goldenen Regeln"')
    problems = [p for p in check(project, ["munchkin"], ["de"]) if p.code == "numbers"]
    assert len(problems) == 1 and "['4']" in problems[0].message


def test_missing_and_fuzzy_entries_fail_check(project: Project) -> None:
    path = project.po("munchkin", "pl")
    edit(path, 'msgstr "Słowniczek"', 'msgstr ""')
    edit(path, 'msgid "Contents"', '#, fuzzy\nmsgid "Contents"')
    found = {(p.code, p.line) for p in check(project, ["munchkin"], ["pl"])}
    assert ("missing", line_of(path, 'msgid "Glossary"')) in found
    assert ("fuzzy", line_of(path, 'msgid "Contents"')) in found
    entry = status(project, ["munchkin"], ["pl"])[0]
    assert (entry.missing, entry.fuzzy) == (1, 1)
    assert entry.percent(entry.translated) == round(100 * (entry.total - 2) / entry.total, 1)


def test_a_template_string_not_yet_in_the_catalogs_is_missing(project: Project) -> None:
    edit(project.templates / "munchkin" / "rulebook.html.j2", '_("Glossary")', '_("Word list")')
    problems = check(project, ["munchkin"], ["es"])
    assert any(p.code == "catalog" and "extract" in p.message for p in problems)
    assert any(p.code == "missing" and "Word list" in p.message and "rulebook.html.j2" in p.message for p in problems)


# ---------------------------------------------------------------- errata: stale translations


def test_changing_the_english_source_marks_every_translation_stale(project: Project) -> None:
    """An English copy edit (the English catalog's msgstr) makes each language's translation of it
    stale; check fails naming them, update marks them fuzzy, a translator's review clears them."""
    english = project.po("munchkin", "en")
    edit(english, 'msgstr "Glossary"', 'msgstr "Glossary of terms"')
    problems = [p for p in check(project, ["munchkin"], project.languages()) if p.code == "stale"]
    assert sorted(p.lang for p in problems) == ["de", "es", "pl", "uk"]
    for problem in problems:
        assert problem.line == line_of(project.po("munchkin", problem.lang), 'msgid "Glossary"')
        assert "'Glossary'" in problem.message
    stale = {s.lang: s for s in status(project, ["munchkin"], project.languages())}
    assert stale["en"].stale == 0 and stale["uk"].stale == 1
    uk_line = next(p.line for p in problems if p.lang == "uk")
    assert stale["uk"].stale_entries == [{"line": uk_line, "msgid": "Glossary"}]

    workflow.update(project, ["munchkin"], project.languages())
    uk = project.po("munchkin", "uk")
    message = cat.read_catalog(uk).get("Glossary")
    assert message.fuzzy and cat.is_marked_stale(message)
    assert [p.code for p in check(project, ["munchkin"], ["uk"])] == ["stale"]

    # The translator reviews it in Poedit: new text, fuzzy flag cleared; the next update confirms it.
    text = uk.read_text(encoding="utf-8")
    reviewed = 'msgid "Glossary"\nmsgstr "Словничок термінів"'
    text = text.replace('#, fuzzy\nmsgid "Glossary"\nmsgstr "Словничок"', reviewed)
    uk.write_text(text, encoding="utf-8")
    workflow.update(project, ["munchkin"], ["uk"])
    assert check(project, ["munchkin"], ["uk"]) == []
    assert not cat.is_marked_stale(cat.read_catalog(uk).get("Glossary"))


def test_changing_a_template_sentence_makes_its_translations_fuzzy_and_stale(project: Project) -> None:
    template = project.templates / "munchkin" / "rulebook.html.j2"
    edit(template, "Play then passes to the left.", "Play then passes to the player on the left.")
    workflow.extract(project, ["munchkin"])
    workflow.update(project, ["munchkin"], project.languages())
    english = cat.read_catalog(project.po("munchkin", "en"))
    new_id = next(m.id for m in english if m.id and "player on the left" in m.id)
    assert english.get(new_id).string == new_id and not english.get(new_id).fuzzy
    problems = check(project, ["munchkin"], project.languages())
    named = {(p.lang, p.code) for p in problems if "Everyone rolls the die" in p.message}
    assert named == {(lang, "stale") for lang in ("es", "uk", "de", "pl")}
    es = project.po("munchkin", "es")
    assert cat.read_catalog(es).get(new_id).fuzzy
    old = "Everyone rolls the die; the highest roll goes first (ties roll again). Play then passes to the left."
    assert f'#| msgid "{old}"\nmsgid "{new_id}"' in es.read_text(encoding="utf-8")  # Poedit shows the old English
    if MSGFMT:
        assert subprocess.run([MSGFMT, "--check", "-o", "/dev/null", str(es)], capture_output=True).returncode == 0


def test_update_is_stable(project: Project) -> None:
    before = {p: p.read_text(encoding="utf-8") for p in project.locales.rglob("*.po")}
    assert workflow.extract(project, GAMES) == []  # the .pot is up to date: not rewritten
    workflow.update(project, GAMES, project.languages())
    after = {p: p.read_text(encoding="utf-8") for p in project.locales.rglob("*.po")}
    strip = re.compile(r'"PO-Revision-Date: .*\n')
    assert {p: strip.sub("", t) for p, t in after.items()} == {p: strip.sub("", t) for p, t in before.items()}


def test_update_creates_a_new_language(project: Project, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cat, "LANGUAGES", (*cat.LANGUAGES, "fr"))
    written = workflow.update(project, ["munchkin"], ["fr"])
    assert written == [project.po("munchkin", "fr")]
    catalog = cat.read_catalog(written[0])
    assert dict(catalog.mime_headers)["Plural-Forms"] == plurals.expected_header("fr")
    entry = status(project, ["munchkin"], ["fr"])[0]
    assert entry.missing == entry.total


# ---------------------------------------------------------------- the command line


runner = CliRunner()


def test_cli_check_is_clean_and_status_reports_json() -> None:
    result = runner.invoke(app, ["i18n", "check"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["i18n", "status", "--format", "json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    rows = {(c["game"], c["lang"]): c for c in data["catalogs"] if c["kind"] == "rulebook"}
    assert set(rows) == {(g, lang) for g in GAMES for lang in ("en", "es", "uk", "de", "pl")}
    assert all(c["percent"]["translated"] == 100.0 for c in rows.values())


def test_cli_refuses_an_unknown_language() -> None:
    result = runner.invoke(app, ["i18n", "status", "--lang", "xx"])
    assert result.exit_code == 2 and "unknown language 'xx'" in result.stderr


def test_cli_check_fails_with_file_and_line(project: Project, monkeypatch: pytest.MonkeyPatch) -> None:
    edit(project.po("munchkin", "uk"), 'msgstr "Словничок"', 'msgstr ""')
    monkeypatch.setattr(Project, "default", classmethod(lambda cls: project))
    result = runner.invoke(app, ["i18n", "check", "--game", "munchkin", "--lang", "uk"])
    assert result.exit_code == 1
    line = line_of(project.po("munchkin", "uk"), 'msgid "Glossary"')
    assert f"rulebook-munchkin.po:{line}: uk: missing: 'Glossary' is not translated" in result.stderr
