"""`expect not STEP`: any expectation of a test block, negated, so a designer can say what must not
happen (the trap took the sandals, the item is no longer carried) without a positive stand-in."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.load import load

TRAP = """game munchkin-kungfu

trap "Banana Peel" {
  when played: lose footgear on the victim
}
"""


def run(tmp_path: Path, body: str) -> tuple[int, str]:
    path = tmp_path / "probe.cards"
    path.write_text(TRAP + body, encoding="utf-8")
    result = CliRunner().invoke(app, ["test", str(path)])
    return result.exit_code, result.output


def test_a_negated_expectation_passes_when_the_step_is_false(tmp_path: Path) -> None:
    code, output = run(
        tmp_path,
        'test "the peel takes the flip-flops" {\n'
        '  given 2 players, alice equipped "Flip-Flops of Fury", alice level 2\n'
        '  when bob plays "Banana Peel" on alice\n'
        '  expect not alice carrying "Flip-Flops of Fury", alice level 2, not equipped "Flip-Flops of Fury"\n}\n',
    )
    assert code == 0, output
    assert "1 passed, 0 failed" in output


def test_a_negated_expectation_fails_when_the_step_is_true(tmp_path: Path) -> None:
    code, output = run(
        tmp_path,
        'test "the peel misses" {\n  given 2 players, alice equipped "Flip-Flops of Fury"\n'
        '  expect not alice carrying "Flip-Flops of Fury"\n}\n',
    )
    assert code == 1, output
    assert "line 8: expected not: alice carrying 'Flip-Flops of Fury'" in output, output
    assert "actual   it is so" in output, output


def test_not_alone_is_an_error_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "probe.cards"
    body = 'test "nothing" {\n  when alice fights "Sulking Dumpling"\n  expect not\n}\n'
    path.write_text(TRAP + body, encoding="utf-8")
    found = [(d.code, d.span.line, d.message) for d in load([str(path)]).diagnostics if d.is_error and d.span]
    assert found == [("E0120", 8, "'expect' needs a step after not")], found


def test_not_is_for_expectations_only(tmp_path: Path) -> None:
    path = tmp_path / "probe.cards"
    path.write_text(TRAP + 'test "odd" {\n  given not alice level 3\n  expect alice level 1\n}\n', encoding="utf-8")
    assert [d.code for d in load([str(path)]).diagnostics if d.is_error] == ["E0120"]


def test_the_vocabulary_lists_the_negation() -> None:
    result = CliRunner().invoke(app, ["vocabulary", "munchkin"])
    assert "`expect STEP, STEP` in a test block; `not STEP` expects it to be false" in result.output


def test_a_negated_combat_expectation_without_a_combat_still_fails(tmp_path: Path) -> None:
    """`expect not alice wins combat` in a block that fights nothing says nothing true: a failure
    that names what is missing, as the positive form's, never a vacuous pass."""
    code, output = run(
        tmp_path,
        'test "no fight" {\n  given alice level 2\n'
        "  expect not alice wins combat, not alice strength 5, not monsters strength 3\n}\n",
    )
    assert code == 1, output
    assert "actual   alice fought no combat" in output, output
    assert output.count("no combat took place") == 2, output
