"""``deckwright build``: check every card, write the check report, then load the catalog."""

from __future__ import annotations

import io
import json
from pathlib import Path

from catalog_support import ALL_CARDS, card_rows, edit, run, sqlite_url
from rich.console import Console

from toolkit.build import STEPS, run_build


def build(cards: Path, output: Path, *extra: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = run("build", "--cards", str(cards), "--output", str(output), *extra, env=env)
    return result.exit_code, result.stdout, result.stderr


def test_build_writes_report_and_catalog(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    code, stdout, stderr = build(cards, output)
    assert code == 0, stdout + stderr
    report = json.loads((output / "check-report.json").read_text(encoding="utf-8"))
    assert report["ok"] is True
    assert report["cards"] == {"munchkin": 16, "munchkin-kungfu": 7}
    assert len(report["files"]) == 4 and report["diagnostics"] == []
    assert set(card_rows(output / "catalog.db")) == ALL_CARDS
    assert "16 munchkin, 7 munchkin-kungfu" in stdout
    assert "23 added, 0 updated, 0 unchanged, 0 removed" in stdout
    assert str(output / "catalog.db") in stdout and str(output / "check-report.json") in stdout


def test_build_twice_changes_nothing(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    assert build(cards, output)[0] == 0
    before = card_rows(output / "catalog.db")
    code, stdout, _ = build(cards, output)
    assert code == 0 and "0 added, 0 updated, 23 unchanged, 0 removed" in stdout
    assert card_rows(output / "catalog.db") == before


def test_bad_cards_fail_the_build_and_spare_the_catalog(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    assert build(cards, output)[0] == 0
    before = (output / "catalog.db").read_bytes()
    edit(cards / "munchkin" / "treasures.cards", "gold 400", "gold lots")
    code, _, stderr = build(cards, output)
    assert code == 1
    assert "E0104" in stderr and "treasures.cards" in stderr and "'Boots of Running Late'" in stderr
    assert "Traceback" not in stderr
    report = json.loads((output / "check-report.json").read_text(encoding="utf-8"))
    assert report["ok"] is False and report["errors"] == 1
    assert [d["code"] for d in report["diagnostics"]] == ["E0104"]
    assert (output / "catalog.db").read_bytes() == before


def test_bad_cards_on_a_first_build_create_no_catalog(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    # A race no card declares (E0114): tags are open, so a misspelt tag alone is only a warning now.
    edit(cards / "munchkin" / "monsters.cards", "tags dragon\n", "tags dragon\n  if race dwraf: strength +1\n")
    code, _, _ = build(cards, output)
    assert code == 1
    assert (output / "check-report.json").is_file()
    assert not (output / "catalog.db").exists()


def test_missing_cards_directory_is_a_usage_error(tmp_path: Path) -> None:
    code, _, stderr = build(tmp_path / "nope", tmp_path / "out")
    assert code == 2 and "nope" in stderr
    assert not (tmp_path / "out" / "catalog.db").exists()


def test_build_honours_db_option(cards: Path, tmp_path: Path) -> None:
    output, target = tmp_path / "out", tmp_path / "elsewhere" / "cat.db"
    code, stdout, _ = build(cards, output, "--db", sqlite_url(target))
    assert code == 0
    assert set(card_rows(target)) == ALL_CARDS
    assert not (output / "catalog.db").exists() and (output / "check-report.json").is_file()
    assert str(target) in stdout


def test_build_honours_environment_variable(cards: Path, tmp_path: Path) -> None:
    output, target = tmp_path / "out", tmp_path / "env.db"
    code, _, _ = build(cards, output, env={"DECKWRIGHT_DB": sqlite_url(target)})
    assert code == 0
    assert target.is_file() and not (output / "catalog.db").exists()


def test_build_removes_cards_gone_from_the_directory(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    assert build(cards, output)[0] == 0
    (cards / "munchkin" / "doors.cards").unlink()
    code, stdout, _ = build(cards, output)
    assert code == 0 and "4 removed" in stdout


def test_run_build_as_a_function(cards: Path, tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    code = run_build(cards, tmp_path / "out", None, Console(file=out), Console(file=err))
    assert code == 0, err.getvalue()
    assert "23 added" in out.getvalue()
    assert (tmp_path / "out" / "catalog.db").is_file()
    assert [step.name for step in STEPS][:3] == ["check", "validate", "catalog"]


def test_build_validates_the_cards_and_stops_on_a_failure(tmp_path: Path) -> None:
    """Validation runs the test blocks; a failing one stops the build before the catalog is touched."""
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "set.cards").write_text(
        "game munchkin\n\n"
        'monster "Tiny Slime" @t-1 {\n  level 1\n  treasures 1\n  bad stuff: lose 1 level\n}\n\n'
        'test "a level-3 player beats a level-1 slime" {\n'
        '  given alice level 3\n  when alice fights "Tiny Slime"\n  expect alice wins combat, alice level 4\n}\n',
        encoding="utf-8",
    )
    output = tmp_path / "out"
    out, err = Console(file=io.StringIO()), Console(file=io.StringIO())
    assert run_build(cards, output, None, out, err) == 0
    report = json.loads((output / "test-report.json").read_text(encoding="utf-8"))
    assert (report["passed"], report["failed"]) == (1, 0)
    validation = json.loads((output / "validate-report.json").read_text(encoding="utf-8"))
    assert validation["ok"] is True and [c["key"] for c in validation["cards"]] == ["t-1"]
    sarif = json.loads((output / "validate-report.sarif").read_text(encoding="utf-8"))
    assert sarif["version"] == "2.1.0" and sarif["runs"][0]["results"] == []
    assert "<testsuites" in (output / "validate-report.xml").read_text(encoding="utf-8")

    text = (cards / "set.cards").read_text(encoding="utf-8").replace("alice level 4", "alice level 7")
    (cards / "set.cards").write_text(text, encoding="utf-8")
    printed, errors = io.StringIO(), io.StringIO()
    out, err = Console(file=printed, width=200), Console(file=errors, width=200)
    rows = card_rows(output / "catalog.db")
    assert run_build(cards, output, None, out, err) == 1
    assert "scenarios: 0 passed, 1 failed" in printed.getvalue()
    assert "V0301" in errors.getvalue() and "expected alice at level 7" in errors.getvalue()
    assert card_rows(output / "catalog.db") == rows  # the cache beside it was written; the catalog was not
    report = json.loads((output / "test-report.json").read_text(encoding="utf-8"))
    assert (report["passed"], report["failed"]) == (0, 1)
    assert report["scenarios"][0]["failures"] == [{"expected": "alice at level 7", "actual": "level 4"}]
    sarif = json.loads((output / "validate-report.sarif").read_text(encoding="utf-8"))
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["V0301"]


def test_a_second_build_takes_unchanged_results_from_the_cache(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    assert build(cards, output)[0] == 0
    code, stdout, _ = build(cards, output)
    assert code == 0 and "unchanged card(s) from the cache" in stdout


def test_build_in_a_log_shows_progress_and_quiet_shows_nothing(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    code, stdout, stderr = build(cards, output, env={"DECKWRIGHT_PROGRESS_INTERVAL": "0"})
    assert code == 0, stdout + stderr
    assert "check: 4/4 files" in stderr and "validate: " in stderr and "check:" not in stdout
    code, stdout, stderr = build(cards, output, "--quiet")
    assert code == 0 and stdout == "" and stderr == ""
    assert json.loads((output / "check-report.json").read_text(encoding="utf-8"))["schema_version"] == 1
    report = json.loads((output / "validate-report.json").read_text(encoding="utf-8"))
    assert next(iter(report)) == "schema_version" and report["version"] == 1
