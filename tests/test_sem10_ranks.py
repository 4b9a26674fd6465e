"""A lasting effect on "the lowest-level player" follows the rank (issue 10, item 2; MUN-99).

`hand limit +2 on the lowest-level player until you die` names a player by a property that
changes: when levels change so that another player is the lowest, the effect is theirs from then
on. A tie keeps it where it is; a player who is no longer the lowest loses it.
"""

from __future__ import annotations

from engine_support import scenario_failures

CHEER = (
    'one-shot "Underdog Cheer" {\n  gold 100\n'
    "  any time: hand limit +2 on the lowest-level player until you die\n}\n\n"
    'one-shot "Tall Poppy Shears" {\n  gold 100\n'
    "  any time: hand limit -1 on the player with the highest level other than you until you die\n}\n\n"
)


def test_the_effect_moves_to_the_new_lowest_player() -> None:
    assert not scenario_failures(
        CHEER + 'test "the cheer follows the underdog" {\n'
        '  given alice level 1, holding "Underdog Cheer"\n'
        '  given bob level 2, holding "Bribe the Bard", holding "Boast Loudly at the Tavern"\n'
        "  given cara level 4\n"
        '  when alice plays "Underdog Cheer"\n'
        "  expect alice hand limit 7, bob hand limit 5\n"
        '  when bob plays "Bribe the Bard" on alice\n'
        "  expect alice level 2, alice hand limit 7, bob hand limit 5\n"
        '  when bob plays "Boast Loudly at the Tavern" on alice\n'
        "  expect alice level 3, alice hand limit 5, bob hand limit 7, cara hand limit 5\n}\n"
    )


def test_a_level_lost_brings_it_back() -> None:
    assert not scenario_failures(
        CHEER + 'test "the cheer comes to a beaten alice" {\n'
        '  given alice level 3, holding "Underdog Cheer"\n  given bob level 2\n  given rolls 1, 1\n'
        '  when alice plays "Underdog Cheer"\n  expect alice hand limit 5, bob hand limit 7\n'
        '  when alice fights "Jealous Hermit Crab"\n'
        "  expect alice level 2, alice hand limit 5, bob hand limit 7\n"
        '  when alice fights "Jealous Hermit Crab"\n'
        "  expect alice level 1, alice hand limit 7, bob hand limit 5\n}\n"
    )


def test_the_highest_other_than_you_follows_too_and_never_lands_on_you() -> None:
    assert not scenario_failures(
        CHEER + 'test "the shears find the new tall poppy" {\n'
        '  given alice level 8, holding "Tall Poppy Shears", holding "Bribe the Bard"\n'
        '  given alice holding "Boast Loudly at the Tavern"\n  given bob level 3\n  given cara level 2\n'
        '  when alice plays "Tall Poppy Shears"\n  expect bob hand limit 4, cara hand limit 5, alice hand limit 5\n'
        '  when alice plays "Bribe the Bard" on cara\n  expect cara level 3, bob hand limit 4, cara hand limit 5\n'
        '  when alice plays "Boast Loudly at the Tavern" on cara\n'
        "  expect cara level 4, bob hand limit 5, cara hand limit 4, alice hand limit 5\n}\n"
    )


def test_a_strength_on_several_tied_players_is_on_each_once() -> None:
    """One play's strength on `the players with the lowest level` is one lasting effect per player:
    a level change elsewhere (the rank not moving) must not copy each tied player's onto the others."""
    rally = (
        'one-shot "Pep Rally" {\n  gold 100\n'
        "  any time: strength +2 on the players with the lowest level until you die\n}\n\n"
    )
    assert not scenario_failures(
        rally + 'test "pep stays +2" {\n'
        '  given alice level 1, holding "Pep Rally"\n  given bob level 1\n'
        '  given cara level 3, holding "Bribe the Bard"\n  given dan level 3\n'
        '  when alice plays "Pep Rally"\n  when cara plays "Bribe the Bard" on cara\n'
        '  when alice fights "Jealous Hermit Crab"\n  expect alice strength 3\n}\n'
    )


def test_a_rank_on_items_follows_items_put_into_play() -> None:
    """`the player with the highest items other than you` moves when items come into play, not only
    when levels change (docs/language.md: each time a character is put right)."""
    tax = (
        'one-shot "Hoarder Tax" {\n  gold 100\n'
        "  any time: hand limit -1 on the player with the highest items other than you until you die\n}\n\n"
    )
    assert not scenario_failures(
        tax + 'test "tax" {\n  given cara holding "Hoarder Tax"\n'
        '  given bob carrying "Rusty Butter Knife", carrying "Chainmail Onesie"\n'
        '  given alice holding "Lucky Rubber Chicken", holding "Steel-Toed Clodhoppers",'
        ' holding "Longbow With Ribbons On"\n'
        '  when cara plays "Hoarder Tax"\n  expect bob hand limit 4, alice hand limit 5\n'
        '  when alice plays "Lucky Rubber Chicken"\n  when alice plays "Steel-Toed Clodhoppers"\n'
        '  when alice plays "Longbow With Ribbons On"\n  expect alice hand limit 4, bob hand limit 5\n}\n'
    )
