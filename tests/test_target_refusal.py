"""A target the effect cannot take (`when alice plays "X" on bob`, bob not a valid target) gives the same
outcome inside a combat, during a run and outside one (issue 9, review4's open question): the play is
refused by the rules before anything is paid, with their reason (MUN-16), at the step's line and column;
`expect refused "why"` reads it in each. One check serves all (plays.chosen_refusal)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.validate.testing import run_tests

SETUPS = {
    "outside a combat": "",
    "in a combat": '  when alice fights "Cranky Cave Newt"\n',
    "during a run": '  given rolls 6\n  when alice runs away from "Cranky Cave Newt"\n',
}


def outcome(tmp_path: Path, before: str, expect: str) -> tuple[list[tuple[int, int, str]], list[str]]:
    text = f"""game munchkin

test "the bard on a level-9 player" {{  # MUN-14, MUN-16
  given alice level 4, holding "Bribe the Bard"
  given bob level 9
{before}  when alice plays "Bribe the Bard" on bob
  {expect}
}}
"""
    path = tmp_path / "bard.cards"
    path.write_text(text, encoding="utf-8")
    done = run_tests([str(path)], cards_root=None)
    assert done.loaded.ok
    failures = [
        (f.step.span.line if f.step.span else 0, f.step.span.column if f.step.span else 0, str(f.actual))
        for r in done.results
        for f in r.failures
    ]
    errors = [f"{e.code}: {e.message}" for r in done.results for e in r.errors]
    return failures, errors


@pytest.mark.parametrize("where", list(SETUPS))
def test_an_unexpected_target_refusal_says_the_rules_reason_at_its_step(tmp_path: Path, where: str) -> None:
    failures, errors = outcome(tmp_path, SETUPS[where], "expect bob level 9")
    assert errors == []  # not T0002 in one place and a refusal in the other
    ((line, column, actual),) = failures
    line_of_play = 6 + SETUPS[where].count("\n")
    assert (line, column) == (line_of_play, 3)
    assert "a card cannot bring bob to level 10: only a kill can" in actual


@pytest.mark.parametrize("where", list(SETUPS))
def test_the_refusal_can_be_expected_and_the_card_stays_in_hand(tmp_path: Path, where: str) -> None:
    expect = 'expect refused "cannot bring bob to level 10", bob level 9, alice holding "Bribe the Bard"'
    assert outcome(tmp_path, SETUPS[where], expect) == ([], [])
