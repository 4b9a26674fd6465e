"""A test block that names a card by a shortened name ("Paper Tiger" for "Paper Tiger of the Gift Shop")
gets the card it most likely meant: a spelling match is too far from the whole name to find it."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.diagnostics import did_you_mean_name

NAMES = ["Paper Tiger of the Gift Shop", "Sulking Dumpling", "Tiger Balm", "Paper Cut"]


def test_a_shortened_name_finds_the_card_that_holds_its_words_in_order() -> None:
    assert did_you_mean_name("Paper Tiger", NAMES) == "Paper Tiger of the Gift Shop"
    assert did_you_mean_name("sulking dumplin", NAMES) == "Sulking Dumpling"  # a spelling match first
    assert did_you_mean_name("Tiger Paper", NAMES) != NAMES[0]  # its words out of order are not it
    assert did_you_mean_name("Gift", NAMES) == "Paper Tiger of the Gift Shop"
    assert did_you_mean_name("", NAMES) is None


def test_a_test_block_with_a_shortened_card_name_is_told_the_whole_name(tmp_path: Path) -> None:
    cards = tmp_path / "probe.cards"
    cards.write_text(
        'game munchkin-kungfu\n\ntest "a short name" {\n  given alice level 2\n'
        '  when alice fights "Paper Tiger"\n  expect alice wins combat\n}\n',
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["test", str(cards)])
    assert result.exit_code == 1, result.output
    told = "probe.cards:5:3: error[T0001]: no card named 'Paper Tiger' in munchkin-kungfu"
    assert f"{told}; did you mean 'Paper Tiger of the Gift Shop'?" in result.output
