"""Fifth review pass: a move of a card in a combat under way (`during combat: discard a monster in the
combat`, `take a monster-enhancer in the combat`) checked and validated clean and did nothing: the
engine never moves the cards of a combat (they leave it by its own rules: a monster flees, MUN-77).
validate refuses them now (V0116), with the way to get rid of a monster (issue 10 item 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang import games
from toolkit.lang.load import load
from toolkit.rulesets.munchkin_rules import conflicts


def v0116(tmp_path: Path, game: str, rule: str) -> list[str]:
    path = tmp_path / "moves.cards"
    path.write_text(f'game {game}\n\none-shot "Bouncer" {{\n  gold 100\n  {rule}\n}}\n', encoding="utf-8")
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    found = conflicts.rule_conflicts(games.get(game), loaded.cards)
    return [f"{d.span.line}:{d.span.column} {d.message} | {d.hint}" for d in found if d.code == "V0116" and d.span]


@pytest.mark.parametrize(
    ("game", "rule", "column", "cited"),
    [
        ("munchkin", "during combat: discard a monster in the combat", 18, "MUN-77"),
        ("munchkin", "during combat: take a monster-enhancer in the combat", 18, "MUN-77"),
        ("munchkin", "any time: give a card in the combat to the fighter", 13, "MUN-77"),
        ("munchkin", "during combat: steal each card in the combat", 18, "MUN-77"),
        ("munchkin", "during combat: return a card in the combat to its owner", 18, "MUN-77"),
        ("munchkin-kungfu", "during combat: discard each monster in the combat", 18, "MKF-76"),
    ],
)
def test_a_move_of_a_card_in_the_combat_is_refused(
    tmp_path: Path, game: str, rule: str, column: int, cited: str
) -> None:
    (found,) = v0116(tmp_path, game, rule)
    assert found.startswith(f"5:{column} "), found
    assert "never happens" in found and cited in found and "monster flees" in found, found


@pytest.mark.parametrize(
    "rule",
    [
        "during combat: strength +1 for each monster in the combat",  # counting the combat is read
        "during combat, if the number of monsters in the combat >= 2: strength +2",
        "during combat: take a card from the hand of the fighter",
        "during combat: monster flees on one monster",
    ],
)
def test_reading_the_combat_and_other_moves_are_accepted(tmp_path: Path, rule: str) -> None:
    assert v0116(tmp_path, "munchkin", rule) == []


@pytest.mark.parametrize(
    "selector",
    [
        "an item in the treasure discard pile",
        "the top card of the treasure deck",
        "an item in the combat",
        "that card",
    ],
)
def test_a_waiver_of_cards_never_equipped_is_refused(tmp_path: Path, selector: str) -> None:
    """E54: a waiver lets its owner equip an item of theirs; one whose cards lie in a pile, a deck or
    the combat never finds the item being equipped (the engine ignored the place before)."""
    path = tmp_path / "waiver.cards"
    path.write_text(
        f'game munchkin\n\nitem "License" {{\n  gold 100\n  ignore one restriction of {selector}\n}}\n',
        encoding="utf-8",
    )
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    found = [d for d in conflicts.rule_conflicts(games.get("munchkin"), loaded.cards) if d.code == "V0116"]
    assert [(d.span.line, d.span.column) for d in found if d.span] == [(5, 3)], [d.message for d in found]
    assert "never applies" in found[0].message and "an item you carry" in (found[0].hint or "")


@pytest.mark.parametrize(
    "selector", ["an item you carry", "an item in your hand", "items carried by the lowest-level player", "this card"]
)
def test_a_waiver_of_the_owners_items_is_accepted(tmp_path: Path, selector: str) -> None:
    path = tmp_path / "waiver.cards"
    path.write_text(
        f'game munchkin\n\nitem "License" {{\n  gold 100\n  ignore one restriction of {selector}\n}}\n',
        encoding="utf-8",
    )
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    assert not [d for d in conflicts.rule_conflicts(games.get("munchkin"), loaded.cards) if d.code == "V0116"]


@pytest.mark.parametrize(
    ("rule", "column"),
    [
        ("your turn: discard that card", 14),
        ("any time: give that card to the fighter; draw 1 door", 13),
        ("your turn: return it to its owner", 14),
    ],
)
def test_that_card_with_nothing_moved_before_it_is_refused(tmp_path: Path, rule: str, column: int) -> None:
    """'that card' is the card being played (a cancel's window) or one an earlier effect of the same rule
    moved; with neither it finds nothing, and the move never happens (V0116)."""
    (found,) = v0116(tmp_path, "munchkin", rule)
    assert found.startswith(f"5:{column} ") and "never happens" in found and "that card" in found, found


@pytest.mark.parametrize(
    "rule",
    [
        "your turn: draw 1 treasure; give that card to another player",
        "your turn: take the top card of the door discard pile; discard it",
        "any time: steal 1 item from other player; return that card to its owner",
    ],
)
def test_that_card_after_a_move_is_accepted(tmp_path: Path, rule: str) -> None:
    assert v0116(tmp_path, "munchkin", rule) == []
