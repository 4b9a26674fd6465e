"""Sixth review pass: `helpers allowed 2` on a race checked and validated clean, and nobody ever got a
second helper: at most max_helpers (1) players help, whatever a card says (MUN-86; docs/language.md,
"How a number is worked out", step 5), so a card of its owner's own that sets it above that ceiling sets
it to the rule's own 1, as review5's `hand limit 3` on a race set nothing. validate refuses it (V0116),
saying why; what a card may still do with the number (lower it, undo a monster's `helpers allowed 0`
with a change) stays accepted."""

from __future__ import annotations

from pathlib import Path

import pytest
from review_support import v0116


@pytest.mark.parametrize(
    ("game", "card"),
    [
        ("munchkin", 'race "Hill Goblin" {\n  is hillgoblin\n  helpers allowed 2\n}'),
        ("munchkin", 'item "Party Hat" {\n  gold 100\n  helpers allowed = 3\n}'),
        ("munchkin-kungfu", 'style "Crowd Fist" {\n  is crowdfist\n  helpers allowed 2\n}'),
    ],
)
def test_an_own_card_setting_helpers_above_the_rules_ceiling_is_refused(tmp_path: Path, game: str, card: str) -> None:
    (found,) = v0116(tmp_path, game, card)
    assert found.startswith("5:3 ") and "never applies" in found and "at most 1" in found, found


@pytest.mark.parametrize(
    "card",
    [
        'race "Hill Goblin" {\n  is hillgoblin\n  helpers allowed +1\n}',
        'monster "Crowd Pleaser" {\n  level 3\n  treasures 1\n  helpers allowed 0\n  bad stuff: lose 1 level\n}',
        'race "Big Pockets" {\n  is bigpocket\n  hand limit 9\n}',
    ],
)
def test_what_can_apply_stays_accepted(tmp_path: Path, card: str) -> None:
    assert v0116(tmp_path, "munchkin", card) == []
