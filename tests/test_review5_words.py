"""Fifth review pass: a designer writes "the player with the most items other than you" (the words of
issue 10's own brief); the checker answered "unknown ranking 'most'; did you mean 'lowest'?", the nearest
spelling and the opposite meaning. A vocabulary may name what such words mean (Vocabulary.enum_meanings),
and the checker suggests that."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang.load import load


@pytest.mark.parametrize(
    ("rule", "word", "meant"),
    [
        ("your turn: steal an item carried by the player with the most items other than you", "most", "highest"),
        ("your turn: go up 1 level on the player with the fewest items", "fewest", "lowest"),
        ("during combat, if your level is the greatest: strength +2", "greatest", "highest"),
        ("your turn: draw 1 door on the players with the least hand size", "least", "lowest"),
    ],
)
def test_a_word_for_a_rank_suggests_what_it_means(tmp_path: Path, rule: str, word: str, meant: str) -> None:
    path = tmp_path / "ranks.cards"
    path.write_text(f'game munchkin\n\none-shot "Rank" {{\n  gold 100\n  {rule}\n}}\n', encoding="utf-8")
    loaded = load([str(path)])
    (found,) = [d for d in loaded.diagnostics if d.is_error]
    assert found.code == "E0114", found.message
    assert f"'{word}'; did you mean '{meant}'?" in found.message, found.message
    assert found.span is not None and found.span.column == rule.index(word) + 3
