"""A pick from the cards of "each other player" is made from each of them, as the card's text says.

`steal a card from the hand of each other player` takes one card from every other player's hand,
not one card in all from the pool of their hands."""

from __future__ import annotations

from test_parts_engine import passes, run

CARD = 'one-shot "Pickpocket Parade" {\n  gold 100\n  your turn: steal a card from the hand of each other player\n}\n'


def test_steal_a_card_from_each_other_player_takes_one_from_each() -> None:
    passes(
        CARD,
        'test "t" {\n  given 3 players\n  given alice holding "Pickpocket Parade"\n'
        '  given bob holding "Pocket Sand", holding "Lucky Rubber Chicken"\n'
        '  given cara holding "Rusty Butter Knife", holding "Shield of Mostly Holes"\n'
        '  when alice plays "Pickpocket Parade"\n'
        '  expect alice hand 2, bob hand 1, cara hand 1, discarded "Pickpocket Parade"\n}\n',
    )


def test_a_player_with_an_empty_hand_gives_nothing_and_the_others_still_give_one() -> None:
    passes(
        CARD,
        'test "t" {\n  given 3 players\n  given alice holding "Pickpocket Parade"\n'
        '  given cara holding "Rusty Butter Knife", holding "Shield of Mostly Holes"\n'
        '  when alice plays "Pickpocket Parade"\n  expect alice hand 1, bob hand 0, cara hand 1\n}\n',
    )


def test_one_card_in_all_is_not_what_happens() -> None:
    outcome = run(
        CARD,
        'test "t" {\n  given 3 players\n  given alice holding "Pickpocket Parade"\n'
        '  given bob holding "Pocket Sand", holding "Lucky Rubber Chicken"\n'
        '  given cara holding "Rusty Butter Knife", holding "Shield of Mostly Holes"\n'
        '  when alice plays "Pickpocket Parade"\n  expect alice hand 1\n}\n',
    )
    assert not outcome.passed  # alice took two cards, one from bob and one from cara
