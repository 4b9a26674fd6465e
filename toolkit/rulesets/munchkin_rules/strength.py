"""Combat strength, item by item, so a designer can see why a fight went the way it did.

Player side (MUN combat): the level of the fighter and of the helper, plus
equipped items they may use, plus bonuses of their race, class, style and
followers, plus lasting effects and what was played in this combat. Monster
side: each monster's level, its enhancers, its own bonuses against the players
(counted once per combat even when fighter and helper both qualify, MKF
helping), and what was played on it.
"""

from __future__ import annotations

from dataclasses import dataclass

from toolkit.lang.model import Effect
from toolkit.rulesets.munchkin_rules import character
from toolkit.rulesets.munchkin_rules.conditions import holds
from toolkit.rulesets.munchkin_rules.effects import Context, repetitions
from toolkit.rulesets.munchkin_rules.state import Combat, Foe, MunchkinState

PLAYERS, MONSTERS = "players", "monsters"


@dataclass(frozen=True, slots=True)
class Contribution:
    side: str
    source: str
    amount: int


def breakdown(state: MunchkinState, combat: Combat) -> list[Contribution]:
    parts: list[Contribution] = []
    for seat in combat.seats():
        player = state.players[seat]
        parts.append(Contribution(PLAYERS, f"{player.name}: level", player.level))
        for uid in sorted(player.equipped):
            if character.usable(state, player, uid) and character.item_bonus(state, uid):
                parts.append(
                    Contribution(PLAYERS, f"{player.name}: {state.name(uid)}", character.item_bonus(state, uid))
                )
        for uid, effect in character.statics(state, player, "strength"):
            parts.append(Contribution(PLAYERS, f"{player.name}: {state.name(uid)}", effect.action.args["n"]))
        for lasting in player.lasting:
            if lasting.armed and lasting.effect.action.key == "strength":
                parts.append(
                    Contribution(
                        PLAYERS, f"{player.name}: {state.name(lasting.source)}", lasting.effect.action.args["n"]
                    )
                )
    for foe in combat.live_foes():
        parts.extend(_foe(state, combat, foe))
    for modifier in combat.modifiers:
        if modifier.foe is not None and modifier.foe.fled:
            continue
        parts.append(Contribution(modifier.side, modifier.source, modifier.amount))
    return parts


def _foe(state: MunchkinState, combat: Combat, foe: Foe) -> list[Contribution]:
    card = state.card(foe.uid)
    label = card.name + (" (copy)" if foe.copy_of else "")
    parts = [Contribution(MONSTERS, f"{label}: level", int(card.fields["level"]))]
    for uid in foe.enhancers:
        for effect in state.card(uid).statics:
            if effect.action.key == "strength":
                parts.append(Contribution(MONSTERS, f"{label}: {state.name(uid)}", effect.action.args["n"]))
    for uid in foe.items:  # MKF Hong Kong: a monster takes only an item's bonus
        parts.append(Contribution(MONSTERS, f"{label}: {state.name(uid)}", character.item_bonus(state, uid)))
    level = sum(p.amount for p in parts)
    if state.switch("monster_level_floor") and level < state.constants["min_level"]:
        # MKF-11: level, enhancers and Hong Kong items never take a monster below 1 (MUN-11 has no floor).
        parts.append(Contribution(MONSTERS, f"{label}: never below level 1", state.constants["min_level"] - level))
    opponents = [state.players[s] for s in combat.seats()]
    for ability in (a for a in card.abilities if a.window is None):
        for effect in ability.effects:
            if not _is_strength(effect) or ability.condition is None:
                continue
            against = [p.name for p in opponents if holds(state, ability.condition, p)]
            if against:  # MKF helping: a monster's bonus counts once even against two who qualify
                source = f"{label}: its bonus against {' and '.join(against)}"
                parts.append(Contribution(MONSTERS, source, effect.action.args["n"]))  # type: ignore[union-attr]
    for effect in card.statics:
        if effect.action.key != "strength":
            continue
        if effect.condition is None or any(holds(state, effect.condition, p) for p in opponents):
            # MKF-70: "strength +1 for each hong-kong monster" counts each one.
            times = repetitions(state, effect, Context(actor=opponents[0], source=foe.uid, foe=foe))
            parts.append(Contribution(MONSTERS, f"{label}: its bonus", effect.action.args["n"] * times))
    for ability in card.abilities:  # MUN-71: the monster's own `during combat: strength +2 for each helper`
        if ability.window is None or ability.window.key != "during_combat" or ability.condition is not None:
            continue
        for effect in ability.effects:
            if isinstance(effect, Effect) and effect.action.key == "strength":
                times = repetitions(state, effect, Context(actor=opponents[0], source=foe.uid, foe=foe))
                parts.append(Contribution(MONSTERS, f"{label}: its bonus", effect.action.args["n"] * times))
    return parts


def _is_strength(effect: object) -> bool:
    return getattr(getattr(effect, "action", None), "key", None) == "strength"


def totals(state: MunchkinState, combat: Combat) -> tuple[int, int]:
    players = monsters = 0
    for part in breakdown(state, combat):
        if part.side == PLAYERS:
            players += part.amount
        else:
            monsters += part.amount
    return players, monsters


def players_win(state: MunchkinState, combat: Combat) -> bool:
    """Players win by being stronger; a tie goes to the monster unless the fighter or helper wins ties (MUN-72)."""
    players, monsters = totals(state, combat)
    if players > monsters:
        return True
    tie_winners = [s for s in combat.seats() if character.has_static(state, state.players[s], "wins_ties")]
    return players == monsters and bool(tie_winners)
