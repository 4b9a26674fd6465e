"""Fourth review pass: `validate --balance` of a lone file outside any card set. The games were played
with that file's cards alone (one curse: no monster, so no game ever finished, 2000 turns each) and
the card was reported "ok"; the games now use the whole set, base set included, as test blocks do."""

from __future__ import annotations

from pathlib import Path

from toolkit.lang.load import load
from toolkit.validate.balance import whole_sets

LONE = """game munchkin

curse "Leaden Boots Hex" @rv4-bal-1 {
  when played: escape -2 until you die
}
"""


def test_a_lone_file_is_played_with_its_games_base_set(tmp_path: Path) -> None:
    path = tmp_path / "lone.cards"
    path.write_text(LONE, encoding="utf-8")
    loaded = load([str(path)])
    assert loaded.ok
    cards = whole_sets(loaded.cards, loaded.files, tmp_path / "cards")  # no card set there
    assert cards[0].name == "Leaden Boots Hex"
    assert sum(1 for c in cards if c.kind == "monster") >= 20, len(cards)
    assert {c.game for c in cards} == {"munchkin"}
    # the lone file's card comes once, and shadows nothing it does not name
    assert [c.name for c in cards].count("Leaden Boots Hex") == 1


def test_a_card_of_the_file_shadows_the_base_sets_card_of_that_name(tmp_path: Path) -> None:
    path = tmp_path / "edited.cards"
    path.write_text(
        """game munchkin

monster "Sulking Slime" @rv4-bal-2 {
  level 2
  treasures 1
  bad stuff: lose 1 level
}
""",
        encoding="utf-8",
    )
    loaded = load([str(path)])
    assert loaded.ok
    cards = whole_sets(loaded.cards, loaded.files, None)
    slimes = [c for c in cards if c.name == "Sulking Slime"]
    assert len(slimes) == 1 and slimes[0].fields["level"] == 2, slimes
