"""The family's invariants, checked after every event when checks are on (MUN golden rules)."""

from __future__ import annotations

from toolkit.engine.events import Event
from toolkit.engine.invariants import Invariant, watching
from toolkit.rulesets.munchkin_rules import character
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import MunchkinState


def levels_in_bounds(state: MunchkinState) -> str | None:
    """MUN golden rule 1, MUN-34: levels run from 1 to the winning level. The core's counter check
    (table_in_bounds) holds the same bounds but names a seat and runs after the counter's events and
    each turn; this one names the player and runs after every event (a designer's V0202 reads it)."""
    low, high = state.constants["min_level"], state.constants["winning_level"]
    values = state.levels.values  # the counter's list, read in C: this check runs after every event
    if low <= min(values) and max(values) <= high:
        return None
    for player in state.players:
        if not low <= player.level <= high:
            return f"{player.name} is at level {player.level} (levels run from {low} to {high})"
    return None


@watching("gain")  # it reads the last event, and only a gain of the level counter can break it
def winning_level_only_by_kill(state: MunchkinState) -> str | None:
    """Nobody reaches the winning level but by a kill (MUN golden rule 4, MUN-14)."""
    event = state.log.events[-1]
    reached = (
        event.kind == "gain"
        and event.get("counter") == "level"
        and event.get("value") == state.constants["winning_level"]
    )
    if reached and event.get("cause") not in ("kill", "helped-kill"):
        return f"{event.get('player')} reached the winning level by {event.get('why')}, not by a kill"
    return None


# What equipment legality reads: zones, the equipped set, and the conditions of `usable if`
# lines and of lasting effects (level, gender, race and class cards, the combat). A level changes
# by the "level" counter's events: gain and spend (effects.set_level), set (a set-up).
@watching(
    "move", "equip", "unequip", "gain", "spend", "set", "gender", "lasting", "expired", "combat", "combat-over", "help"
)
def equipment_limits(state: MunchkinState) -> str | None:
    for player in state.players:
        problem = character.equipment_problem(state, player)
        if problem:
            return problem
    return None


@watching("end-turn")  # it reads the last event, and only an end-turn event can break it
def hand_limit_at_end_of_turn(state: MunchkinState) -> str | None:
    event = state.log.events[-1]
    if event.kind != "end-turn":
        return None
    player = state.player_named(str(event.get("player")))
    limit = character.hand_limit(state, player)
    if not player.dead and len(player.hand) > limit:
        return f"{player.name} ends the turn with {len(player.hand)} cards in hand (limit {limit})"
    return None


@watching("move")
def nothing_in_play_returns_to_a_hand(state: MunchkinState) -> str | None:
    """A card in play never goes back to a hand (MUN-22, MKF-22); only looting a corpse hands
    a dead player's cards to the living (MUN-103), and a card's move that says so (MUN-22, MUN-9:
    `return an item carried by another player to its owner`, `take a class in play`)."""
    event = state.log.events[-1]
    source, to = str(event.get("source", "")), str(event.get("to", ""))
    in_play = source.endswith(("-carried", "-identity", "-followers", "-reminders"))
    if in_play and to.endswith("-hand") and not _allowed_back(state, event):
        return f"{event.get('card')} went back from {source} to {to} ({event.get('why')})"
    return None


# The reasons of moves a card makes (munchkin_rules/moves.py) and of looting (MUN-103).
_BACK_TO_A_HAND = frozenset({Why.LOOTED_FROM, Why.RETURNED_TO, Why.TAKEN_BY, Why.STOLEN_BY, Why.GIVEN_BY})


def _allowed_back(state: MunchkinState, event: Event) -> bool:
    """Whether the last move may take a card from play to a hand, by its reason (never its words). Table.move
    keeps the move's reason before it makes the event, so the last reason is this move's."""
    return event.kind == "move" and bool(state.move_reasons) and state.move_reasons[-1] in _BACK_TO_A_HAND


# Cards change places only through moves and reshuffles. After a move only the cards moved since
# the last check are looked at (Table.card_conservation); each turn the whole table is walked. A
# shuffle is not watched: it reorders one pile and moves no card between zones (the next check
# counts every pile's cards all the same), and a fuzzed state's two deck shuffles cost it two whole walks.
@watching("move", "reshuffle", "turn")
def card_conservation(state: MunchkinState) -> str | None:
    return state.card_conservation()


INVARIANTS: list[Invariant] = [
    card_conservation,
    nothing_in_play_returns_to_a_hand,
    levels_in_bounds,
    winning_level_only_by_kill,
    equipment_limits,
    hand_limit_at_end_of_turn,
]
