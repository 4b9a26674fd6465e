"""`deckwright validate` and card text (toolkit/validate/cardtext.py): V0401, a card whose name, flavour
or rules override is missing in a configured language; V0402, one that is stale. Warnings by default."""

from __future__ import annotations

from pathlib import Path

import pytest
from ftl_support import edit, ftl, line_of, make
from typer.testing import CliRunner

from toolkit.cli.app import app
from toolkit.cli.i18n import text_languages
from toolkit.i18n import Project, fluent_workflow
from toolkit.lang.diagnostics import Severity
from toolkit.lang.load import load
from toolkit.validate.cardtext import cardtext_findings

runner = CliRunner()


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    return make(tmp_path, monkeypatch)


def findings(project: Project, langs: list[str]) -> list[tuple[str, str, int, str]]:
    cards = load([str(project.cards)]).cards
    return [
        (d.code, Path(d.span.file).name if d.span else "", d.span.line if d.span else 0, d.message)
        for d in cardtext_findings(cards, langs, project)
    ]


def test_a_translated_project_has_no_findings(project: Project) -> None:
    assert findings(project, ["en", "uk", "de"]) == []


def test_a_language_with_no_translations_is_v0401_for_each_name_and_flavour(project: Project) -> None:
    found = findings(project, ["pl"])
    assert {(code, line) for code, _, line, _ in found} == {("V0401", 3), ("V0401", 11)}
    assert len(found) == 6  # the name and the flavour of each of the three cards
    messages = [m for _, _, _, m in found]
    assert "'Sulking Slime' has no Polish name (-card-fx-001 in " in messages[0]
    assert any("'Sulking Dumpling' has no Polish flavour text (card-fxk-001-flavour" in m for m in messages)
    cards = load([str(project.cards)]).cards
    assert {d.severity for d in cardtext_findings(cards, ["pl"], project)} == {Severity.WARNING}


def test_english_is_the_cards_own_so_nothing_is_missing_in_it(project: Project) -> None:
    """A designer's new card has its English name and flavour on the card: no termbase stub is asked for."""
    edit(ftl(project, "en", "terms-munchkin.ftl"), "-card-fx-002 = Colander of Cranial Safety\n", "")
    assert findings(project, ["en"]) == []


def test_a_changed_flavour_or_name_is_v0402_in_every_language(project: Project) -> None:
    edit(project.cards / "munchkin" / "fixture.cards", "just disappointed", "merely disappointed")  # type: ignore[operator]
    found = findings(project, ["en", "uk", "de"])
    assert [(c, line) for c, _, line, _ in found] == [("V0402", 3), ("V0402", 3)]
    uk = ftl(project, "uk", "cards-munchkin.ftl")
    assert (
        f"its Ukrainian flavour text is stale: the English flavour changed since it was translated ({uk}:"
        in found[0][3]
    )
    assert found[0][3].endswith(f":{line_of(uk, 'card-fx-001-flavour')})")
    edit(ftl(project, "en", "terms-munchkin.ftl"), "= Sulking Slime", "= Sulky Slime")
    names = [m for _, _, _, m in findings(project, ["uk"]) if "name is stale" in m]
    assert len(names) == 1 and "the English name changed" in names[0]


def test_a_rules_override_goes_stale_when_the_cards_effects_change(project: Project) -> None:
    cards = ftl(project, "uk", "cards-munchkin.ftl")
    cards.write_text(cards.read_text("utf-8") + "card-fx-002-rules = Головний убір, +2.\n", "utf-8")
    fluent_workflow.update(project, ["munchkin"], ["uk"])
    assert findings(project, ["uk"]) == []
    edit(project.cards / "munchkin" / "fixture.cards", "bonus +2", "bonus +3")  # type: ignore[operator]
    [(code, _, line, message)] = findings(project, ["uk"])
    assert (code, line) == ("V0402", 11)
    assert "rules text is stale: the card's effects changed" in message


def test_validate_lang_reports_them_as_warnings_and_werror_fails(
    project: Project, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(Project, "default", classmethod(lambda cls: project))
    monkeypatch.chdir(tmp_path)
    common = ["validate", str(project.cards), "--no-cache", "--states", "0", "--cards", str(project.cards)]
    result = runner.invoke(app, [*common, "--lang", "pl"])
    assert result.exit_code == 0, result.output
    assert "warning[V0401]: 'Sulking Slime' has no Polish name" in result.stderr
    assert runner.invoke(app, [*common, "--lang", "pl", "--werror"]).exit_code == 1
    assert "V040" not in runner.invoke(app, [*common, "--lang", "none"]).stderr
    assert "V040" not in runner.invoke(app, [*common, "--lang", "en,uk,de"]).stderr
    bad = runner.invoke(app, [*common, "--lang", "xx-nope"])
    assert bad.exit_code == 2 and "not a language code" in bad.stderr


def test_the_configured_languages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repository = Path(__file__).resolve().parents[1]
    assert text_languages(repository / "cards") == ("en", "es", "uk", "de", "pl")  # the shipped repository's
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\n', "utf-8")
    assert text_languages(tmp_path) == ()  # another Python project: nothing configured
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\nlanguages = ["en", "de"]\n', "utf-8")
    assert text_languages(tmp_path) == ("en", "de")
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\n[text]\nlanguages = ["uk"]\n', "utf-8")
    assert text_languages(tmp_path) == ("uk",)
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\n[text]\nlanguages = "uk"\n', "utf-8")
    import typer

    with pytest.raises(typer.Exit) as exited:
        text_languages(tmp_path)
    assert exited.value.exit_code == 2


def test_a_project_checks_its_own_translations_in_its_languages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "goblins"
    (root / "cards").mkdir(parents=True)
    (root / "deckwright.toml").write_text('[project]\ngame = "munchkin"\n[text]\nlanguages = ["en", "uk"]\n', "utf-8")
    (root / "cards" / "goblin.cards").write_text(
        'game munchkin\n\nmonster "Grumpy Goblin" @gob-001 {\n  level 2\n  treasures 1\n  bad stuff: lose 1 level\n}\n',
        "utf-8",
    )
    english = root / "locales" / "en" / "cardtext"
    english.mkdir(parents=True)
    (english / "terms-munchkin.ftl").write_text("-card-gob-001 = Grumpy Goblin\n", "utf-8")
    monkeypatch.chdir(root)
    result = runner.invoke(app, ["validate", "--no-cache", "--states", "0"])
    assert result.exit_code == 0, result.output
    assert "warning[V0401]: 'Grumpy Goblin' has no Ukrainian name (-card-gob-001 in " in result.stderr
    assert "locales/uk/cardtext/terms-munchkin.ftl" in result.stderr
    assert "no English name" not in result.stderr
