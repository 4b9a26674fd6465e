"""docs/diagnostics.md shows, for each code, a wrong file and its fix. A fix that holds a test block is
a test block a designer copies: it must pass (the fixes of E0120, E0121 and E0204 fought the level-1
slime at level 1, a tie the monster wins, MUN-73, and failed; found by dz12 reading the docs as a
designer)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from toolkit.validate.testing import run_tests

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "diagnostics.md"


def fixed_test_blocks() -> list[tuple[int, str]]:
    """Every fenced block right after a 'Fixed' line that holds a test block, with its line."""
    text = DOC.read_text(encoding="utf-8")
    found = []
    for match in re.finditer(r"^Fixed[^\n]*\n\n```\n(.*?)```", text, re.S | re.M):
        body = match.group(1)
        if re.search(r'^test "', body, re.M):
            found.append((text.count("\n", 0, match.start()) + 1, body))
    return found


BLOCKS = fixed_test_blocks()


def test_the_doc_has_fixed_test_blocks() -> None:
    assert len(BLOCKS) >= 4, BLOCKS


@pytest.mark.parametrize(("line", "body"), BLOCKS, ids=[f"line-{line}" for line, _ in BLOCKS])
def test_a_fixed_test_block_passes(tmp_path: Path, line: int, body: str) -> None:
    path = tmp_path / "fixed.cards"
    path.write_text(body if body.startswith("game ") else "game munchkin\n\n" + body, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok, [d.headline() for d in done.loaded.diagnostics]
    assert done.results, f"docs/diagnostics.md:{line}: no test block ran"
    assert not done.rule_errors, [d.headline() for d in done.rule_errors]  # what `deckwright test` fails on
    for result in done.results:
        assert result.passed, (
            f"docs/diagnostics.md:{line}",
            result.scenario.name,
            [f"{f.expected} / {f.actual}" for f in result.failures],
            [e.message for e in result.errors],
        )
