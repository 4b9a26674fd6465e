"""Fifth review pass: a change to a body slot that leaves a player with more equipped than fits (a curse's
`headgear slots 0 until ...`, an item's `headgear slots -1 on each other player`) was put right only
after the invariants had read it, or never (a change armed by the next combat, one aimed at others, a
lent slot taken back): validate's fuzzing broke equipment_limits (V0202), and the item went on counting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app

CARDS = {
    "lasting": 'curse "Bare Head Hex" {\n  when played: headgear slots 0 until end of your next turn\n}\n',
    "next combat": 'curse "Bare Head Later" {\n  when played: headgear slots 0 until end of next combat\n}\n',
    "aimed": 'item "Crown of No Hats" {\n  gold 300\n  headgear slots -1 on each other player\n}\n',
    "aimed lent": 'item "Crown of Lent Hats" {\n  gold 300\n  headgear slots +1 on each other player\n}\n',
    "by level": 'item "Crown of Low Hats" {\n  gold 300\n  headgear slots -1 on the lowest-level other player\n}\n',
    "lent": 'one-shot "Hat Hook" {\n  gold 100\n  your turn: headgear slots +1 until end of turn\n}\n',
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_a_slot_change_breaks_no_invariant(tmp_path: Path, name: str) -> None:
    path = tmp_path / "slots.cards"
    path.write_text("game munchkin\n\n" + CARDS[name], encoding="utf-8")
    args = ["validate", str(path), "--no-cache", "--format", "json", "--db", str(tmp_path / "c.db")]
    result = CliRunner().invoke(app, args)
    report = json.loads(result.stdout)
    broken = [d["message"] for d in report["diagnostics"] if d["code"] == "V0202"]
    assert not broken, broken
    assert result.exit_code == 0, result.stdout
