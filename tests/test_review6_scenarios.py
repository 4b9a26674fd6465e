"""Sixth review pass, the scenario language: a step whose number no table could reach. `when alice pays
with 999999999999999999 cards` queued one answer per card before the combat began and never ended
(tests/review6/huge-answers.cards); it is a T0001 at its line now, naming how many cards the game has."""

from __future__ import annotations

from pathlib import Path

from review_support import assert_every_block_passes, time_limit
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.validate.testing import run_tests

HERE = Path(__file__).resolve().parent / "review6"


def test_paying_with_more_cards_than_the_game_has_is_a_scenario_error_at_its_line() -> None:
    with time_limit(60):
        done = run_tests([str(HERE / "huge-answers.cards")], cards_root=None)
    (result,) = done.results
    assert not result.passed
    (error,) = result.errors
    assert error.code == "T0001" and error.span is not None and error.span.line == 11, error
    assert "999,999,999,999,999,999" not in error.message and "cards" in error.message, error.message


def test_a_cost_of_a_huge_number_of_cards_is_played_and_fuzzed_in_bounded_time() -> None:
    path = HERE / "huge-cost.cards"
    assert_every_block_passes(path)
    with time_limit(240):  # the fuzzer drew a hand of 10^18 cards, one at a time
        done = CliRunner().invoke(app, ["validate", "--states", "20", str(path)])
    assert done.exit_code == 0 and "0 error(s)" in done.output, done.output
