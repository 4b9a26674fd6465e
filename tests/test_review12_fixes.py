"""Defects review12 found in the twelfth session's merge, each held by a test that fails without its fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang.load import load_text
from toolkit.validate import testing

TONIC = """game munchkin

one-shot "Fizzing Tonic" {
  gold 100
  during combat: strength +3
}
"""


def test_a_fault_in_a_rule_check_is_a_finding_of_test_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`deckwright test` runs validate's V01xx checks; a bug in one is V0303, as validate says it."""

    def broken(ruleset: object, cards: object) -> list[object]:
        raise KeyError("oops")

    monkeypatch.setattr(testing, "rule_conflicts", broken)
    path = tmp_path / "tonic.cards"
    path.write_text(TONIC, encoding="utf-8")
    run = testing.run_tests([str(path)], cards_root=None)
    assert [d.code for d in run.rule_errors] == ["V0303"]
    assert "rule-conflict checks of munchkin" in run.rule_errors[0].message and "KeyError" in run.rule_errors[0].message
    assert not run.ok
    assert testing.run_tests([str(path)], cards_root=None, check_rules=False).rule_errors == []


def test_a_rule_number_left_without_its_number_gets_no_comparison_hint() -> None:
    source = 'game munchkin\n\nrace "Tall Folk" {\n  is tall\n  hand limit =\n}\n'
    diagnostics = load_text(source, "d.cards").diagnostics
    assert diagnostics and all("comparison" not in (d.hint or "") for d in diagnostics), diagnostics
    compared = 'game munchkin\n\nrace "Tall Folk" {\n  is tall\n  if level > : strength +1\n}\n'
    hints = [d.hint or "" for d in load_text(compared, "c.cards").diagnostics]
    assert any("a comparison needs what it compares with after '>'" in h for h in hints), hints


def test_munchkin_lists_no_style_steps() -> None:
    """Munchkin has no styles (dz12: `vocabulary munchkin` listed `given ... style "X"`)."""
    from toolkit.lang import games

    munchkin = games.get("munchkin")
    assert munchkin is not None
    keys = {p.key for p in munchkin.vocabulary.givens}
    assert "style" not in keys and "style_card" not in keys
    source = 'game munchkin\n\ntest "t" {\n  given alice level 3, style "Crane Style"\n  expect alice level 3\n}\n'
    assert [d.code for d in load_text(source, "t.cards").diagnostics] == ["E0120"]
    kungfu = games.get("munchkin-kungfu")
    assert kungfu is not None and "style_card" in {p.key for p in kungfu.vocabulary.givens}
