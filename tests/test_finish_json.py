"""`--format json` on the commands a script reads that lacked it (issue 9, "One command line"):
`diff`, `render check`, `i18n check` and `build`. Each prints one JSON report on stdout, with
`schema_version` first, and nothing else there; the exit status is the text mode's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_support import run
from typer.testing import Result

from toolkit.report import SCHEMA_VERSION

ROOT = Path(__file__).resolve().parent.parent
CURSES = ROOT / "cards" / "munchkin" / "curses.cards"

MONSTER = """game munchkin

monster "{name}" @fin-{n:03} {{
  level 8
  treasures 2
  bad stuff: lose 2 levels
  flavour "{flavour}"
}}
"""


def report(result: Result) -> dict[str, object]:
    """The whole of stdout is one JSON object, schema_version first."""
    payload = json.loads(result.stdout)
    assert isinstance(payload, dict)
    assert next(iter(payload)) == "schema_version" and payload["schema_version"] == SCHEMA_VERSION
    return payload


# ---------------------------------------------------------------- diff


def _versions(tmp_path: Path) -> tuple[Path, Path]:
    before, after = tmp_path / "a", tmp_path / "b"
    before.mkdir()
    after.mkdir()
    text = CURSES.read_text(encoding="utf-8")
    (before / "curses.cards").write_text(text, encoding="utf-8")
    changed = text.replace("  when played: lose 1 level\n", "  when played: lose 2 levels\n", 1)
    assert changed != text
    (after / "curses.cards").write_text(changed, encoding="utf-8")
    (after / "new.cards").write_text(MONSTER.format(name="Brand New Drake", n=1, flavour="New."), encoding="utf-8")
    return before, after


def test_diff_json_lists_each_change_with_its_rules_and_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _versions(tmp_path)
    monkeypatch.chdir(tmp_path)
    result = run("diff", "a", "b", "--format", "json")
    assert result.exit_code == 0, result.output
    payload = report(result)
    assert (payload["before"], payload["after"]) == ("a", "b")
    assert (payload["added"], payload["removed"], payload["changed"]) == (1, 0, 1)
    assert payload["ok"] is True and payload["problems"] == []
    changes = {c["name"]: c for c in payload["changes"]}  # type: ignore[union-attr]
    amnesia = changes["Sudden Onset Amnesia"]
    assert amnesia["status"] == "changed" and amnesia["id"] == "mun-034"
    assert amnesia["rules_removed"] == ["when played: lose 1 level"]
    assert amnesia["rules_added"] == ["when played: lose 2 levels"]
    assert amnesia["text_before"]["en"] != amnesia["text_after"]["en"]
    added = changes["Brand New Drake"]
    assert added["status"] == "added" and added["kind"] == "monster" and added["path"].endswith("new.cards")


def test_diff_json_with_exit_code_says_not_ok(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _versions(tmp_path)
    monkeypatch.chdir(tmp_path)
    result = run("diff", "a", "b", "--format", "json", "--exit-code")
    assert result.exit_code == 1
    assert report(result)["ok"] is False
    same = run("diff", "a", "a", "--format", "json", "--exit-code")
    assert same.exit_code == 0 and report(same)["changes"] == [] and report(same)["ok"] is True


# ---------------------------------------------------------------- render check


def test_render_check_json_reports_each_problem(tmp_path: Path) -> None:
    fits = tmp_path / "fits.cards"
    fits.write_text(MONSTER.format(name="Modest Drake", n=2, flavour="Short."), encoding="utf-8")
    ok = run("render", "check", "--game", "munchkin", "--lang", "en", "--cards", str(fits), "--format", "json")
    assert ok.exit_code == 0, ok.output
    payload = report(ok)
    assert payload["ok"] is True and payload["cards"] == 1 and payload["languages"] == ["en"]
    assert payload["errors"] == 0 and payload["problems"] == []

    long = tmp_path / "long.cards"
    long.write_text(MONSTER.format(name="Drake " * 12, n=3, flavour="talks and " * 400), encoding="utf-8")
    args = ["render", "check", "--game", "munchkin", "--lang", "en", "--cards", str(long), "--size", "mini-euro"]
    bad = run(*args, "--format", "json")
    assert bad.exit_code == 1
    payload = report(bad)
    assert payload["ok"] is False and payload["errors"] >= 1
    problem = payload["problems"][0]  # type: ignore[index]
    assert problem["code"] == "R0010" and problem["card"] == "fin-003" and problem["severity"] == "error"
    assert problem["file"].endswith("long.cards") and problem["line"] == 3
    assert "R0010" not in bad.stderr  # in the report, not also on stderr


def test_render_check_json_of_cards_that_do_not_load(tmp_path: Path) -> None:
    broken = tmp_path / "broken.cards"
    broken.write_text('game munchkin\n\nmonster "A" {\n  levle 8\n}\n', encoding="utf-8")
    result = run("render", "check", "--game", "munchkin", "--lang", "en", "--cards", str(broken), "--format", "json")
    assert result.exit_code == 1
    payload = report(result)
    assert payload["ok"] is False and payload["diagnostics"][0]["span"]["line"] == 4  # type: ignore[index]


# ---------------------------------------------------------------- i18n check


def test_i18n_check_json_of_the_shipped_translations() -> None:
    result = run("i18n", "check", "--game", "munchkin", "--lang", "uk", "--format", "json")
    assert result.exit_code == 0, result.output
    payload = report(result)
    assert payload["ok"] is True and payload["games"] == ["munchkin"] and payload["languages"] == ["uk"]
    assert payload["kinds"] == ["rulebook", "messages", "terms", "cards"]
    assert (payload["errors"], payload["warnings"], payload["problems"]) == (0, 0, [])


def test_i18n_check_json_of_an_unknown_format_is_a_usage_error() -> None:
    result = run("i18n", "check", "--format", "yaml")
    assert result.exit_code == 2 and "unknown format 'yaml'" in result.stderr and not result.stdout


# ---------------------------------------------------------------- build


QUICK = {"DECKWRIGHT_RULEBOOKS": "0", "DECKWRIGHT_RENDER": "0"}


def test_build_json_reports_each_step_and_what_it_wrote(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "curses.cards").write_text(CURSES.read_text(encoding="utf-8"), encoding="utf-8")
    output = tmp_path / "out"
    result = run("build", "--cards", str(cards), "--output", str(output), "--format", "json", env=QUICK)
    assert result.exit_code == 0, result.output
    payload = report(result)
    assert payload["ok"] is True and payload["exit_code"] == 0
    steps = {s["name"]: s for s in payload["steps"]}  # type: ignore[union-attr]
    assert list(steps) == ["check", "validate", "catalog", "rulebooks", "render"]
    assert steps["check"]["cards"] == {"munchkin": 11} and steps["check"]["errors"] == 0
    assert steps["validate"]["failed"] == 0 and steps["validate"]["passed"] > 10
    assert steps["catalog"]["added"] == 11
    assert steps["rulebooks"]["skipped"] is True and steps["render"]["skipped"] is True
    assert str(output / "check-report.json") in payload["written"]  # type: ignore[operator]
    assert all(Path(p).exists() for p in payload["written"] if not str(p).startswith("sqlite"))  # type: ignore[union-attr]
    assert "checked 1 file(s)" in result.stderr  # the summary lines moved to stderr


def test_build_json_of_cards_with_errors_stops_at_the_check(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "bad.cards").write_text('game munchkin\n\nmonster "A" {\n  levle 8\n  treasures 1\n}\n', encoding="utf-8")
    result = run("build", "--cards", str(cards), "--output", str(tmp_path / "out"), "--format", "json", env=QUICK)
    assert result.exit_code == 1
    payload = report(result)
    assert payload["ok"] is False and payload["exit_code"] == 1
    assert [(s["name"], s["exit_code"], s["errors"]) for s in payload["steps"]] == [("check", 1, 1)]  # type: ignore[union-attr]
    assert "bad.cards:4" in result.stderr  # the diagnostics on stderr, as in text mode


# ---------------------------------------------------------------- render cards, i18n extract / update / compile


def test_render_cards_json_lists_the_files_written(tmp_path: Path) -> None:
    fits = tmp_path / "fits.cards"
    fits.write_text(MONSTER.format(name="Modest Drake", n=4, flavour="Short."), encoding="utf-8")
    out = tmp_path / "render"
    args = ["render", "cards", "--game", "munchkin", "--cards", str(fits), "--out", str(out), "-j", "1"]
    result = run(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    payload = report(result)
    assert payload["ok"] is True and payload["problems"] == [] and payload["errors"] == 0
    written = [Path(p) for p in payload["written"]]  # type: ignore[union-attr]
    assert any(p.name == "fin-004.png" for p in written) and all(p.is_file() for p in written)


def test_i18n_workflow_json_in_a_project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert run("init", "goblins", "--game", "munchkin").exit_code == 0
    monkeypatch.chdir(tmp_path / "goblins")
    extracted = report(run("i18n", "extract", "--format", "json"))
    assert extracted["ok"] is True
    assert "locales/rulebook-munchkin.pot" in extracted["wrote"]  # type: ignore[operator]
    assert "locales/en/cardtext/cards-munchkin.ftl" in extracted["wrote"]  # type: ignore[operator]
    updated = report(run("i18n", "update", "--lang", "uk", "--format", "json"))
    assert "locales/uk/LC_MESSAGES/rulebook-munchkin.po" in updated["updated"]  # type: ignore[operator]
    compiled = report(run("i18n", "compile", "--lang", "uk", "--format", "json"))
    assert compiled["compiled"] == ["locales/uk/LC_MESSAGES/rulebook-munchkin.mo"]
    assert (tmp_path / "goblins" / "locales/uk/LC_MESSAGES/rulebook-munchkin.mo").is_file()
