"""A project's rulebook translations (issue 10, card-set projects; docs/projects.md, "Translations"):
in a project made by `deckwright init` outside the repository, its own .po files under locales/ are
extracted, updated, checked and compiled by `deckwright i18n`, and `rulebook build` and `build` read
them over the shipped catalogs (toolkit/i18n/po_layers.py): a message the project translates is its
own, every other is the shipped translation. The shipped files are never written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.test_project import ROOT, deckwright

PO = Path("locales/uk/LC_MESSAGES/rulebook-munchkin.po")
OVERRIDE = '\nmsgid "Running away"\nmsgstr "Драпака"\n'  # the project's own word for a shipped heading
HOUSE_RULE = '<p>{{ _("Goblins never run away on a Tuesday.") }}</p>\n'
HOUSE_RULE_UK = '\nmsgid "Goblins never run away on a Tuesday."\nmsgstr "Гобліни ніколи не тікають у вівторок."\n'


def _shipped() -> dict[Path, int]:
    return {p: p.stat().st_mtime_ns for p in sorted((ROOT / "locales").rglob("*")) if p.is_file()}


def _ok(*args: str, cwd: Path) -> str:
    done = deckwright(*args, cwd=cwd)
    assert done.returncode == 0, f"{args}: {done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


@pytest.fixture
def project(tmp_path: Path) -> Path:
    assert ROOT not in tmp_path.parents  # a designer's own folder, outside the repository
    _ok("init", "goblins", "--game", "munchkin", cwd=tmp_path)
    return tmp_path / "goblins"


def test_a_projects_po_lays_over_the_shipped_rulebook_catalog(project: Path) -> None:
    before = _shipped()
    extracted = _ok("i18n", "extract", cwd=project)
    assert "locales/rulebook-munchkin.pot" in extracted
    assert (project / "locales/rulebook-munchkin.pot").read_text(encoding="utf-8").count('msgid "Running away"') == 1

    _ok("i18n", "update", "--lang", "uk", cwd=project)
    # Nothing of the shipped rulebook is asked of the project's translator: the shipped catalog has it.
    own = (project / PO).read_text(encoding="utf-8")
    assert "Running away" not in own and "msgid" in own
    assert "no problems" in _ok("i18n", "check", "--lang", "uk", "--kind", "rulebook", cwd=project)

    # The translator says one heading the project's way; update stamps it and guesses nothing from it.
    (project / PO).write_text(own + OVERRIDE, encoding="utf-8")
    _ok("i18n", "update", "--lang", "uk", cwd=project)
    own = (project / PO).read_text(encoding="utf-8")
    assert own.count("msgid") == 2 and "# source-hash:" in own and "fuzzy" not in own
    assert "no problems" in _ok("i18n", "check", "--lang", "uk", "--kind", "rulebook", cwd=project)
    assert "compiled locales/uk/LC_MESSAGES/rulebook-munchkin.mo" in _ok("i18n", "compile", "--lang", "uk", cwd=project)
    assert (project / PO.with_suffix(".mo")).is_file()

    _ok("rulebook", "build", "--lang", "uk", "--format", "html", cwd=project / "cards")
    html = (project / "output/rulebooks/munchkin-uk.html").read_text(encoding="utf-8")
    assert "Драпака" in html and "Втеча" not in html  # the project's word over the shipped one
    assert "Золоті правила" in html  # every other heading is the shipped translation
    assert _shipped() == before


def test_a_projects_own_rulebook_text_is_extracted_translated_and_built(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _shipped()
    templates = project / "templates" / "rulebook"
    shutil.copytree(ROOT / "templates" / "rulebook", templates)
    page = templates / "munchkin" / "rulebook.html.j2"
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("</body>", HOUSE_RULE + "</body>", 1), encoding="utf-8")
    assert HOUSE_RULE in page.read_text(encoding="utf-8")

    _ok("i18n", "extract", cwd=project)
    assert "Goblins never run away on a Tuesday." in (project / "locales/rulebook-munchkin.pot").read_text("utf-8")
    _ok("i18n", "update", "--lang", "uk", cwd=project)
    own = (project / PO).read_text(encoding="utf-8")
    assert 'msgid "Goblins never run away on a Tuesday."' in own and "Running away" not in own
    failed = deckwright("i18n", "check", "--lang", "uk", "--kind", "rulebook", cwd=project)
    assert failed.returncode == 1 and "'Goblins never run away on a Tuesday.' is not translated" in failed.stderr

    start = own.index("\n#: munchkin/rulebook.html.j2")  # the translator writes over the empty entry
    (project / PO).write_text(own[:start] + HOUSE_RULE_UK + OVERRIDE, encoding="utf-8")
    _ok("i18n", "update", "--lang", "uk", cwd=project)
    assert "no problems" in _ok("i18n", "check", "--lang", "uk", "--kind", "rulebook", cwd=project)

    monkeypatch.setenv("DECKWRIGHT_RULEBOOKS", "1")  # tests/conftest.py turns them off; the build makes them here
    _ok("build", "--lang", "uk", cwd=project)
    html = (project / "output/rulebooks/munchkin-uk.html").read_text(encoding="utf-8")
    assert "Гобліни ніколи не тікають у вівторок." in html and "Драпака" in html and "Золоті правила" in html
    assert (project / "output/rulebooks/munchkin-uk.pdf").is_file()
    # The build is incremental: a change to the project's catalog builds the book again.
    (project / PO).write_text((project / PO).read_text("utf-8").replace("Драпака", "Дьору"), encoding="utf-8")
    _ok("build", "--lang", "uk", cwd=project)
    assert "Дьору" in (project / "output/rulebooks/munchkin-uk.html").read_text(encoding="utf-8")
    assert _shipped() == before


def test_a_new_message_is_not_given_the_english_as_its_translation(tmp_path: Path) -> None:
    """Babel's update adds the template's own Message objects: filling the English catalog's new
    entry must not fill every later language's (the shipped catalogs' flow, no project)."""
    from toolkit.i18n import catalogs as cat
    from toolkit.i18n import workflow
    from toolkit.i18n.catalogs import Project

    templates = tmp_path / "templates"
    (templates / "g").mkdir(parents=True)
    (templates / "g" / "book.html.j2").write_text('<h1>{{ _("A brand new heading") }}</h1>\n', encoding="utf-8")
    project = Project(templates, tmp_path / "locales")
    workflow.extract(project, ["g"])
    workflow.update(project, ["g"], ["en", "uk", "es"])
    english = cat.read_catalog(project.po("g", "en"), locale="en").get("A brand new heading")
    assert english is not None and english.string == "A brand new heading"
    for lang in ("uk", "es"):
        message = cat.read_catalog(project.po("g", lang), locale=lang).get("A brand new heading")
        assert message is not None and message.string == "" and cat.recorded_hash(message) is None
