"""Forcing a card into a seat's starting hand, for the balance report (`deckwright validate --balance`).

The balance report compares games with and without a card in a player's hand,
played from the same seed (common random numbers). To keep the two games as
alike as possible the forced card is *swapped* with a card the seat was dealt
from the same deck: the seat's hand keeps its size, the decks keep their
composition and order, and the displaced card takes the forced card's place
(in the draw pile, or in whichever hand had it). The only difference between
the two games is which of the two cards the seat holds.
"""

from __future__ import annotations

from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import MunchkinState


def force_into_hand(state: MunchkinState, seat: int, key: str) -> None:
    """Put the card whose key is ``key`` into ``seat``'s hand after the deal (before any play).

    Raises ``LookupError`` when no card of the game has that key (the caller passed a card the
    game was not dealt from: a card outside the door and treasure decks).
    """
    wanted = next((uid for uid, card in state.cards.items() if card.key == key), None)
    if wanted is None:
        raise LookupError(f"no card with key {key!r} in this game's decks")
    hand = state.players[seat].hand
    if wanted in hand:
        return  # dealt to the seat anyway: the forced game is the baseline game
    origin = state.location[wanted]
    position = origin.cards.index(wanted)
    deck = state.card(wanted).deck
    partner = next((uid for uid in reversed(hand.cards) if state.card(uid).deck == deck), None)
    state.move(wanted, hand, Why.FORCED, detail=state.players[seat].name)
    if partner is None:
        return  # nothing of that deck to give back: the seat holds one card more
    state.move(partner, origin, Why.SWAPPED_OUT)
    origin.cards.insert(position, origin.cards.pop())  # the forced card's old place, so deck order is kept
