"""Only warnings can be allowed (issue 10, item 6): an allow comment or a project's `[allow]` entry that
names an error, a note or no code at all is refused where it is written, in check, validate and test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.allow import NOT_WARNINGS, WARNINGS, comment_problems, refusal
from toolkit.project import ProjectError, read

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()

ALLOWS_AN_ERROR = """game munchkin

# allow E0114: our goblins are a race of their own
monster "Goblin Tax Collector" @mine-001 {
  level 4
  treasures 1
  if race goblin: treasures +1
  bad stuff: lose 1 level
}
"""


def _documented() -> dict[str, str]:
    """Every code of docs/diagnostics.md and its severity (a section without a Severity line is an error)."""
    text = (ROOT / "docs" / "diagnostics.md").read_text(encoding="utf-8")
    found = {}
    for section in re.split(r"^### ", text, flags=re.MULTILINE)[1:]:
        code = section.split()[0]
        if re.fullmatch(r"[A-Z]\d{4}", code):
            severity = re.search(r"Severity: (\w+)", section)
            found[code] = severity[1] if severity else "error"
    return found


def test_the_allowable_codes_are_the_documented_warnings() -> None:
    documented = _documented()
    assert {c for c, s in documented.items() if s == "warning"} == WARNINGS
    assert {c for c, s in documented.items() if s != "warning"} == NOT_WARNINGS
    assert refusal("V0117") is None and refusal("E0118") is None
    assert "not a warning" in (refusal("E0114") or "") and "not a warning" in (refusal("V0503") or "")
    assert "did you mean 'V0117'" in (refusal("V117") or "")


def test_an_allow_comment_naming_an_error_is_refused_at_its_code() -> None:
    [problem] = comment_problems({"m.cards": ALLOWS_AN_ERROR})
    assert (problem.code, problem.is_error) == ("E0123", True)
    assert problem.span is not None and (problem.span.line, problem.span.column) == (3, 9)
    assert problem.span.end_column == 14
    # A warning allowed, prose that says "allow", and a comment that names no code: nothing to refuse.
    fine = "game munchkin\n# allow V0117: on purpose\n# we allow for goblins here\n# allow: later\n"
    assert comment_problems({"f.cards": fine}) == []
    [typo] = comment_problems({"f.cards": "game munchkin\nmonster 'X' {  # allow v0117: why\n"})
    assert "did you mean 'V0117'" in typo.message
    [colon] = comment_problems({"f.cards": "game munchkin\n# allow V0117 the boss needs none\n"})
    assert "the reason goes after a colon: # allow V0117: why" in colon.message


@pytest.mark.parametrize("command", ["check", "validate", "test"])
def test_check_validate_and_test_refuse_an_allowed_error(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "goblins.cards").write_text(ALLOWS_AN_ERROR, encoding="utf-8")
    args = [command, "goblins.cards"] + (["--db", str(tmp_path / "v.db")] if command == "validate" else [])
    result = runner.invoke(app, args)
    assert result.exit_code == 1, result.output
    assert "goblins.cards:3:9: error[E0123]: cannot allow E0114: it is not a warning" in result.output
    assert "error[E0114]" in result.output  # the error itself is still reported, not allowed
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["check", "validate", "test"])
def test_a_project_config_that_allows_an_error_is_refused_at_its_line(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "a.cards").write_text(
        'game munchkin\n\nmonster "Newt" @mine-001 {\n  level 1\n  treasures 1\n  bad stuff: lose 1 level\n}\n',
        encoding="utf-8",
    )
    (tmp_path / "deckwright.toml").write_text(
        '[project]\ngame = "munchkin"\n\n[allow]\ncodes = [\n  "V0117: fine",\n  "E0114: not fine",\n]\n',
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, [command])
    assert result.exit_code == 2, result.output
    assert "deckwright.toml:7:4: [allow] codes: cannot allow E0114: it is not a warning" in result.output
    with pytest.raises(ProjectError, match="cannot allow V117: no warning has the code 'V117'; did you mean 'V0117'"):
        (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\n[allow]\ncodes = ["V117"]\n')
        read(tmp_path / "deckwright.toml")
    # A warning allowed is still accepted.
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\n[allow]\ncodes = ["V0117: ok"]\n')
    assert read(tmp_path / "deckwright.toml").allow == {"V0117": "ok"}
