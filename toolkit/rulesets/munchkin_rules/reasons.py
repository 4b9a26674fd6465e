"""Why a card moves in the Munchkin family: the members the rules pass to ``move`` and ``discard``.

Each member is the text the event log keeps (with ``{}`` slots for the players and cards named) and,
for the game's record, whether the move counts as a card drawn or played (toolkit/engine/reasons.py).
The rules compare members, never words: ``state.move_reasons[-1] is Why.LOOTED_FROM``.
"""

from __future__ import annotations

from toolkit.engine.reasons import DRAWN, PLAYED, Reason


class Why(Reason):
    # Drawn: cards that come to a player from a deck (the record's "drawn").
    DEALT = "dealt", DRAWN  # MUN-6: the starting hand, and after a death
    KICKED = "kicked open the door", DRAWN  # MUN-10
    LOOTED_ROOM = "looted the room (face down)", DRAWN  # MUN-13
    TREASURE_FACE_DOWN = "treasure (face down)", DRAWN  # MUN-89
    TREASURE_FACE_UP = "treasure (face up)", DRAWN
    DRAWN_FOR = "drawn ({})", DRAWN  # a card's "draw N" effect; the card
    # Played: cards put into play or used (the record's "played").
    PLAYED_BY = "played by {}", PLAYED
    PLAYED_WITH = "played by {} with {}", PLAYED  # MKF-43: the second class of Super Munchkin
    HIRED_BY = "hired by {}", PLAYED
    CURSING = "cursing {}", PLAYED
    ENHANCES = "{} enhances {}", PLAYED  # an enhancer on a monster or a fan
    PAID_FOR = "paid for {}", PLAYED  # a cost paid: the card whose cost it is
    # Neither.
    DISCARD = "discard"
    GIVES_TO_MONSTER = "{} gives it to {}"  # MKF: a Hong Kong item given to a monster
    BRIBE = "bribe from {}"  # MUN-88
    PICKED_BY = "picked by {}"  # MUN-89: treasures picked in turn
    REST_TO = "the rest go to {}"
    TOOK_EFFECT = "took effect"
    COMBAT_OVER = "combat over"
    EXPIRED = "expired"
    ENDED_WITH_VICTIM = "its effect ended with its victim"
    LOOTED_FROM = "looted from {}"  # MUN-103: the one way a card in play goes back to a hand
    LEFT_ON_CORPSE = "left on the corpse"
    LOST = "lost ({})"
    STOLEN_BY = "stolen by {}"
    LOOKED_FOR_TROUBLE = "looked for trouble"  # MUN-12: a monster from the hand
    ADDED_BY = "added by {}"  # a wandering monster (MUN-84)
    HONG_KONG_ADDED = "Hong Kong monster added by {}"  # MKF: a Hong Kong monster calls another
    GIVEN_BY = "given by {}"
    TRADED_BY = "traded by {}"
    NO_ATTACHMENT = "no {} left to attach to"
    TOO_MANY_OF = "more {} than allowed"  # styles, races, classes over the limit (MUN-44, MKF-43); plural()
    FAN_LEFT = "its fan left play"
    GIVEN_BIG = "given to {}: {} carries too many big items"
    TOO_MANY_BIG = "too many big items"
    USED = "used"
    REPLACED_BY = "replaced by {}"
    DISCARDED_BY = "discarded by {}"
    RESOLVED = "resolved"
    PAID_BY = "paid by {} to take {} (no level)"  # MKF-110
    TAKEN_FROM_DISCARD = "taken from the discard pile by {}"
    CHARITY_DISCARDED = "charity (discarded)"
    CHARITY_TO = "charity to {}"
    SOLD_BY = "sold by {}"
    # Moves of the language's `take`, `give`, `return`, and cancelling (moves.py).
    TAKEN_BY = "taken by {}"
    RETURNED_TO = "returned to {}'s hand"
    CANCELLED_BY = "cancelled by {}"
    # The balance report and the fuzzer (set-up, not play).
    FORCED = "forced into {}'s hand (balance report)"
    SWAPPED_OUT = "swapped out for a forced card (balance report)"
    NOT_PUT_IN_PLAY = "not put in play"
    ON_THE_TABLE = "on the table"
    ON_TOP_OF_DOORS = "on top of the door deck"
    FUZZ_HAND_SIZE = "fuzz: hand size"
    # Scenarios (test blocks): given states.
    GIVEN = "given"
    GIVEN_ON_TOP = "given on top"
    GIVEN_TO_PLAY = "given to play"
    GIVEN_TO_FIGHT = "given to fight"
    GIVEN_TO_RUN_FROM = "given to run from"
    GIVEN_DISCARDED = "given discarded"
    GIVEN_OUT = "given out of the game (an empty deck)"


def plural(noun: str) -> str:
    """The English plural of a kind's name in a reason: 'race' → 'races', 'class' → 'classes'."""
    return f"{noun}es" if noun.endswith(("s", "sh", "ch", "x")) else f"{noun}s"
