"""Errata without drift, end to end through the command line: in a tmp copy of a project (the fixture's
card text, the shipped rulebooks and their catalogs), changing an English source string, a card's
flavour or its effects marks exactly its translations stale; `i18n status` lists them per language and
`i18n check` fails naming them, until a translator reviews them."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from ftl_support import edit, ftl, line_of, make
from typer.testing import CliRunner

from toolkit.cli.app import app
from toolkit.i18n import Project, check

runner = CliRunner()
MSGFMT = shutil.which("msgfmt")


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    made = make(tmp_path, monkeypatch)
    shipped = Project.default()
    shutil.rmtree(made.templates)
    shutil.copytree(shipped.templates, made.templates)
    for lang in ("en", "es", "uk", "de", "pl"):
        shutil.copytree(shipped.locales / lang / "LC_MESSAGES", made.locales / lang / "LC_MESSAGES")
    for pot in shipped.locales.glob("*.pot"):
        shutil.copy(pot, made.locales)
    monkeypatch.setattr(Project, "default", classmethod(lambda cls: made))
    return made


def cli(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_a_changed_english_source_makes_exactly_its_translations_stale(project: Project) -> None:
    code, _, stderr = cli("i18n", "check", "--lang", "en,uk,de")
    assert code == 0, stderr
    # Three errata: a rulebook sentence (the English catalog, as a copy editor fixes it), a card-text
    # message, and a card's flavour.
    edit(project.po("munchkin", "en"), 'msgstr "Glossary"', 'msgstr "Glossary of terms"')
    edit(ftl(project, "en", "munchkin.ftl"), "During combat", "While a combat lasts")
    edit(project.cards / "munchkin" / "fixture.cards", "just disappointed", "merely disappointed")  # type: ignore[operator]
    code, _, stderr = cli("i18n", "check", "--lang", "en,uk,de")
    assert code == 1
    for lang in ("uk", "de"):
        po = project.po("munchkin", lang)
        glossary = line_of(po, 'msgid "Glossary"')
        assert f"rulebook-munchkin.po:{glossary}: {lang}: stale: 'Glossary'" in stderr
        messages = ftl(project, lang, "munchkin.ftl")
        assert f"munchkin.ftl:{line_of(messages, 'window-combat')}: {lang}: stale: window-combat" in stderr
        cards = ftl(project, lang, "cards-munchkin.ftl")
        assert (
            f"cards-munchkin.ftl:{line_of(cards, 'card-fx-001-flavour')}: {lang}: stale: card-fx-001-flavour" in stderr
        )
    assert "cards-munchkin.ftl:1: en: catalog: out of date with the cards" in stderr
    stale_lines = [line for line in stderr.splitlines() if ": stale: " in line]
    assert len(stale_lines) == 6, stale_lines  # nothing else: the Kung Fu files, other entries untouched
    # extract and update: the English derived again, the translations marked.
    assert cli("i18n", "extract")[0] == 0
    assert cli("i18n", "update", "--lang", "en,uk,de")[0] == 0
    code, stdout, _ = cli("i18n", "status", "--lang", "uk,de", "--format", "json")
    assert code == 0
    rows = {(c["game"], c["kind"], c["lang"]): c for c in json.loads(stdout)["catalogs"]}
    for lang in ("uk", "de"):
        assert rows["munchkin", "rulebook", lang]["stale"] == 1
        assert [e["id"] for e in rows["munchkin", "messages", lang]["stale_entries"]] == ["window-combat"]
        assert [e["id"] for e in rows["munchkin", "cards", lang]["stale_entries"]] == ["card-fx-001-flavour"]
        assert rows["munchkin-kungfu", "cards", lang]["stale"] == 0
    assert "# stale: " in ftl(project, "uk", "munchkin.ftl").read_text("utf-8")
    code, stdout, _ = cli("i18n", "status", "--game", "munchkin", "--lang", "uk", "--kind", "messages,cards")
    assert "stale: " in stdout and "munchkin.ftl:" in stdout
    code, _, stderr = cli("i18n", "check", "--lang", "en,uk,de")
    assert code == 1 and "stale: window-combat" in stderr and "en: catalog" not in stderr


@pytest.mark.skipif(MSGFMT is None, reason="GNU gettext's msgfmt is not installed")
def test_gnu_msgfmt_still_accepts_the_catalogs_after_update(project: Project, tmp_path: Path) -> None:
    assert cli("i18n", "update")[0] == 0
    assert cli("i18n", "compile")[0] == 0
    for game in project.games():
        for lang in ("en", "es", "uk", "de", "pl"):
            done = subprocess.run(
                [MSGFMT, "--check", "-o", str(tmp_path / "x.mo"), str(project.po(game, lang))],
                capture_output=True,
                text=True,
            )
            assert done.returncode == 0, done.stderr


def test_the_rulebook_catalogs_follow_the_termbase(project: Project) -> None:
    """A rulebook sentence that says 'Treasure' must say the termbase's word for it in Ukrainian."""
    po = project.po("munchkin", "uk")
    text = po.read_text("utf-8")
    assert "Скарб" in text
    # Replace every Ukrainian form of the word in one translated sentence: the glossary check names it.
    lines = text.split("\n")
    index = next(
        i for i, line in enumerate(lines) if line.startswith("msgstr") and "Скарб" in line and "%(" not in line
    )
    msgid_line = next(j for j in range(index, 0, -1) if lines[j].startswith("msgid "))
    lines[index] = lines[index].replace("Скарб", "Багатств")
    po.write_text("\n".join(lines), "utf-8")
    code, _, stderr = cli("i18n", "check", "--game", "munchkin", "--lang", "uk", "--kind", "rulebook")
    assert code == 1
    assert f"rulebook-munchkin.po:{msgid_line + 1}: uk: glossary: " in stderr
    [problem] = [p for p in check(project, ["munchkin"], ["uk"]) if p.code == "glossary"]
    assert problem.line == msgid_line + 1
    assert "the source says 'Treasure" in problem.message and "-treasure (Скарб" in problem.message


def test_proof_writes_a_page_and_refuses_two_languages(project: Project, tmp_path: Path) -> None:
    out = tmp_path / "proof.html"
    code, stdout, stderr = cli("i18n", "proof", "--lang", "uk", "--out", str(out))
    assert code == 0, stderr
    assert out.is_file() and "rows" in stdout
    code, _, stderr = cli("i18n", "proof", "--lang", "uk,de")
    assert code == 2 and "one language at a time" in stderr


def test_unknown_kind_is_a_usage_error(project: Project) -> None:
    code, _, stderr = cli("i18n", "check", "--kind", "poems")
    assert code == 2 and "unknown kind 'poems'" in stderr


def test_an_icon_token_that_differs_in_a_rulebook_translation_fails(project: Project) -> None:
    po = project.po("munchkin", "uk")
    edit(po, 'msgstr "Словничок"', 'msgstr "Словничок [headgear]"')
    [problem] = [p for p in check(project, ["munchkin"], ["uk"]) if p.code == "icons"]
    assert problem.line == line_of(po, 'msgid "Glossary"')
    assert "icon tokens ['[headgear]'] differ from the source's []" in problem.message
