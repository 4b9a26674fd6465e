"""A sale is a sale, not the loss of an item (issue 10; MUN-57, MUN-59).

Selling items for a level (1,000 gold a level) puts the seller's items in the discard pile by the
seller's own choice: a card written for a loss (`whenever a player loses an item`, `until you lose
your footgear`) does not fire or end on it. An item lost to a card still does.
"""

from __future__ import annotations

from engine_support import scenario_failures

MAGPIE = 'item "Magpie Brooch" {\n  gold 100\n  whenever a player loses an item: draw 1 door\n}\n\n'


def test_a_sale_does_not_feed_a_card_that_waits_for_a_loss() -> None:
    assert not scenario_failures(
        MAGPIE + 'test "a sale is not a loss" {\n'
        '  given alice level 2, carrying "Magpie Brooch", carrying "Steel-Toed Clodhoppers"\n'
        '  given alice carrying "Longbow With Ribbons On"\n  given top door "Sulking Slime"\n'
        '  when alice sells "Steel-Toed Clodhoppers"\n  when alice sells "Longbow With Ribbons On"\n'
        '  expect alice level 3, discarded "Steel-Toed Clodhoppers", alice hand 0\n}\n'
    )


def test_a_loss_still_feeds_it() -> None:
    assert not scenario_failures(
        MAGPIE + 'test "a lost hat feeds the magpie" {\n  given alice carrying "Magpie Brooch"\n'
        '  given bob equipped "Colander of Cranial Safety"\n  given top door "Sulking Slime"\n'
        '  when alice plays "Hat-Hungry Moths" on bob\n'
        '  expect discarded "Colander of Cranial Safety", alice holding "Sulking Slime"\n}\n'
    )


def test_selling_the_footgear_does_not_end_a_curse_until_it_is_lost() -> None:
    assert not scenario_failures(
        'test "sold socks stay soggy" {\n'
        '  given alice level 2, carrying "Steel-Toed Clodhoppers", carrying "Longbow With Ribbons On"\n'
        '  given alice cursed with "Soggy Socks Hex"\n'
        '  when alice sells "Steel-Toed Clodhoppers"\n  when alice sells "Longbow With Ribbons On"\n'
        '  expect alice level 3, alice has "Soggy Socks Hex"\n}\n'
    )


def test_losing_the_footgear_still_ends_it() -> None:
    assert not scenario_failures(
        'test "lost socks dry off" {\n'
        '  given alice level 1, equipped "Sneakers of Strategic Retreat", cursed with "Soggy Socks Hex"\n'
        '  given rolls 3\n  when alice fights "Sulking Slime"\n'
        '  expect alice caught, discarded "Sneakers of Strategic Retreat", discarded "Soggy Socks Hex"\n}\n'
    )
