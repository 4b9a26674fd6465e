"""Third review pass: the set's own words (tags, races, classes) inside timing windows and inside the
constructs' sub-phrases (issue 10 item 1). `when an undead card is played` was E0109 "after 'when an'
comes a card-kind, not 'undead'" (a window's slots knew no declared word), and `discard an undaed card`
checked clean (a tag inside a card selector was never judged: the card found nothing, silently)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang.load import load


def diagnostics(tmp_path: Path, rule: str) -> list[tuple[str, int, int, str]]:
    path = tmp_path / "words.cards"
    path.write_text(f'game munchkin\n\none-shot "Probe" {{\n  gold 100\n  {rule}\n}}\n', encoding="utf-8")
    loaded = load([str(path)])
    return [(d.code, d.span.line, d.span.column, d.message) for d in loaded.diagnostics if d.span is not None]


@pytest.mark.parametrize(
    "rule",
    [
        "when an undead card is played: cancel it",
        "when a goblin card is played: cancel it",
        "when an undead card in play is played: cancel it",
    ],
)
def test_a_tag_of_the_set_fills_a_windows_slot(tmp_path: Path, rule: str) -> None:
    assert diagnostics(tmp_path, rule) == []


@pytest.mark.parametrize(
    ("rule", "column"),
    [
        ("your turn: discard an undaed card", 25),
        ("your turn: take an undaed monster in the door discard pile", 22),
        ("your turn: give an undaed card in your hand to each other player", 22),
        ("when an undaed card is played: cancel it", 11),
        ("during combat: strength +1 for each undaed monster", 39),
    ],
)
def test_a_misspelt_tag_inside_a_construct_is_an_error(tmp_path: Path, rule: str, column: int) -> None:
    ((code, line, col, message),) = diagnostics(tmp_path, rule)
    assert (code, line, col) == ("E0114", 5, column), message
    assert "unknown tag 'undaed'" in message and "did you mean 'undead'" in message, message


def test_a_misspelt_class_inside_a_selector_is_an_error(tmp_path: Path) -> None:
    ((code, _, _, message),) = diagnostics(tmp_path, "your turn, if class wizzard: draw 1 treasure")
    assert code == "E0114" and "wizard" in message, message
