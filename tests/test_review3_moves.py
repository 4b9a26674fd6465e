"""Third review pass: a card's move that takes a card from play to a hand (`return an item carried by
another player to its owner`, MUN-22: "moved by a rule or card that says so"; MUN-9) broke the engine's
invariant nothing_in_play_returns_to_a_hand. validate's fuzzing reported it as V0202 against whichever
card it was playing when a bot used the move: unrelated cards of the project were blamed."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from toolkit.cli import app

CARDS = """game munchkin

one-shot "Unsteal" @r3-mv-01 {
  gold 100
  any time: return an item carried by another player to its owner
}

one-shot "Give It Back" @r3-mv-02 {
  gold 100
  your turn: return each item carried by each other player to its owner
}

test "the items go back to their owner's hand" {  # MUN-22, MUN-9
  given bob carrying "Rusty Butter Knife"
  given cara carrying "Lucky Rubber Chicken"
  given alice holding "Give It Back"
  when alice plays "Give It Back"
  expect bob holding "Rusty Butter Knife", cara holding "Lucky Rubber Chicken"
}
"""


def test_a_card_that_returns_an_item_from_play_breaks_no_invariant(tmp_path: Path) -> None:
    path = tmp_path / "moves.cards"
    path.write_text(CARDS, encoding="utf-8")
    result = CliRunner().invoke(app, ["validate", str(path), "--format", "json", "--db", str(tmp_path / "c.db")])
    report = json.loads(result.stdout)
    codes = [d["code"] for d in report["diagnostics"]]
    assert "V0202" not in codes, [d["message"] for d in report["diagnostics"] if d["code"] == "V0202"]
    assert result.exit_code == 0, result.stdout
