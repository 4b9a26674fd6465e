"""Fifth review pass: a rule number that a card of a player's own sets to no better than the rule's
(`hand limit 3` on a race, `helpers allowed 0` on a class, `escape roll 6` on boots) checked and validated
clean and never applied: such a card sets a number at least as good as the rule's (docs/language.md,
"How a number is worked out", step 2), so the race kept a hand limit of 5. validate refuses it now
(V0116), with the change that does lower it; what a card imposes (a monster, a curse, a card aimed at
others) still sets it."""

from __future__ import annotations

from pathlib import Path

import pytest
from review_support import v0116


@pytest.mark.parametrize(
    ("game", "card", "hint"),
    [
        ("munchkin", 'race "Small Pockets" {\n  is smallpocket\n  hand limit 3\n}', "hand limit -2"),
        ("munchkin", 'class "Lone Hunter" {\n  is lonehunter\n  helpers allowed 0\n}', "helpers allowed -1"),
        (
            "munchkin",
            'item "Heavy Boots" {\n  gold 100\n  slot footgear\n  escape roll 6\n}',
            "escape roll +1",
        ),
        ("munchkin", 'item "Flat Cap" {\n  gold 100\n  headgear slots 0\n}', "headgear slots -1"),
        ("munchkin", 'item "Plain Cap" {\n  gold 100\n  headgear slots = 1\n}', "1 already"),
        ("munchkin-kungfu", 'style "Tight Fist" {\n  is tightfist\n  hand limit 4\n}', "hand limit -1"),
    ],
)
def test_an_own_card_setting_a_number_no_better_than_the_rules_is_refused(
    tmp_path: Path, game: str, card: str, hint: str
) -> None:
    found = v0116(tmp_path, game, card)
    assert len(found) == 1 and "never applies" in found[0] and hint in found[0], found


@pytest.mark.parametrize(
    "card",
    [
        'race "Big Pockets" {\n  is bigpocket\n  hand limit 6\n}',
        'item "Light Boots" {\n  gold 100\n  slot footgear\n  escape roll 4\n}',
        'monster "Loner Ogre" {\n  level 3\n  treasures 1\n  helpers allowed 0\n  bad stuff: lose 1 level\n}',
        'item "Crown" {\n  gold 100\n  hand limit 3 on each other player\n}',
        'curse "Tiny Pockets" {\n  when played: hand limit 2 until your next turn\n}',
        'race "Kill Hungry" {\n  is killhungry\n  kill levels 2\n}',
    ],
)
def test_a_number_that_sets_something_is_accepted(tmp_path: Path, card: str) -> None:
    assert v0116(tmp_path, "munchkin", card) == []
