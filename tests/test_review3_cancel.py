"""Third review pass: `when CARDS is played: cancel it` (E48) checked clean for kinds of card the engine
never plays past a cancel (an item is put into play, a monster fought, a class or a hireling taken):
the card waited in hand for a question nobody asked. validate refuses them now (V0116)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang import games
from toolkit.lang.load import load
from toolkit.rulesets.munchkin_rules import conflicts, plays


def v0116(tmp_path: Path, game: str, window: str) -> list[str]:
    path = tmp_path / "cancel.cards"
    path.write_text(f'game {game}\n\none-shot "Nope" {{\n  gold 100\n  {window}: cancel it\n}}\n', encoding="utf-8")
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    found = conflicts.rule_conflicts(games.get(game), loaded.cards)
    return [f"{d.span.line}:{d.span.column} {d.message}" for d in found if d.code == "V0116" and d.span is not None]


@pytest.mark.parametrize(
    "window",
    [
        "when an item is played",
        "when a big item is played",
        "when a monster is played",
        "when an undead monster is played",
        "when a class is played",
        "when a hireling is played",
        "when a race is played",
        "when the top card of the door discard pile is played",
    ],
)
def test_a_kind_never_played_past_a_cancel_is_refused(tmp_path: Path, window: str) -> None:
    (found,) = v0116(tmp_path, "munchkin", window)
    assert found.startswith("5:3 ") and "never happens" in found and "monster-enhancer" in found, found


@pytest.mark.parametrize(
    ("game", "window"),
    [
        ("munchkin", "when a monster-enhancer is played"),
        ("munchkin", "when a curse is played"),
        ("munchkin", "when a card is played"),
        ("munchkin", "when an undead card is played"),
        ("munchkin", "when a go-up-a-level is played"),
        ("munchkin", "when a one-shot is played"),
        ("munchkin", "when a wandering-monster is played"),
        ("munchkin-kungfu", "when a trap is played"),
        ("munchkin-kungfu", "when a double-strike is played"),
    ],
)
def test_a_kind_the_engine_may_cancel_is_accepted(tmp_path: Path, game: str, window: str) -> None:
    assert v0116(tmp_path, game, window) == []


def test_the_kinds_are_the_engines() -> None:
    """The check's kinds are those the engine asks about (plays.curse, combat.enhance, use_ability)."""
    engine = plays.CURSE_KINDS | plays.USED_UP_KINDS | {"monster-enhancer"}
    assert engine == conflicts.CANCELLABLE_KINDS


@pytest.mark.parametrize(
    "rule",
    [
        "your turn: return the top card of the treasure discard pile to its owner",
        "your turn: return an item in the treasure discard pile to its owner",
        "your turn: return the top card of the door deck to its owner",
    ],
)
def test_returning_a_card_of_a_pile_is_refused(tmp_path: Path, rule: str) -> None:
    """`return the top card of the treasure discard pile to its owner` checked clean and did nothing,
    silently: a card of a pile or a deck is nobody's (MUN-17)."""
    (found,) = _v0116_rule(tmp_path, rule)
    assert found.startswith("5:14 ") and "no owner" in found, found


def test_returning_a_card_in_play_is_accepted(tmp_path: Path) -> None:
    assert _v0116_rule(tmp_path, "any time: return an item carried by another player to its owner") == []


def _v0116_rule(tmp_path: Path, rule: str) -> list[str]:
    path = tmp_path / "return.cards"
    path.write_text(f'game munchkin\n\none-shot "Back" {{\n  gold 100\n  {rule}\n}}\n', encoding="utf-8")
    loaded = load([str(path)])
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    found = conflicts.rule_conflicts(games.get("munchkin"), loaded.cards)
    return [f"{d.span.line}:{d.span.column} {d.message}" for d in found if d.code == "V0116" and d.span is not None]
