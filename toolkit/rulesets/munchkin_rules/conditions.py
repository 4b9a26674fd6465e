"""Evaluating a card's conditions for one player ("the subject").

On a player's own card the subject is that player; on a monster's card it is
the player the monster faces (MUN: monster bonuses against a race or class).
"""

from __future__ import annotations

import operator
from collections.abc import Callable

from toolkit.lang.model import AllOf, AnyOf, Compare, Cond, NotCond, Predicate
from toolkit.rulesets.munchkin_rules import character
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player

_OPS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    "=": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    ">": operator.gt,
}


def holds(state: MunchkinState, cond: Cond, subject: Player) -> bool:
    if isinstance(cond, AllOf):
        return all(holds(state, c, subject) for c in cond.operands)
    if isinstance(cond, AnyOf):
        return any(holds(state, c, subject) for c in cond.operands)
    if isinstance(cond, NotCond):
        return not holds(state, cond.operand, subject)
    if isinstance(cond, Compare):
        return _OPS[cond.op](quantity(state, cond.quantity.key, subject), cond.value)
    assert isinstance(cond, Predicate)
    return predicate(state, cond.term.key, cond.term.args, subject)


def predicate(state: MunchkinState, key: str, args: dict, subject: Player) -> bool:
    combat = state.combat
    if key == "has_race":
        return args["race"] in character.traits(state, subject, "race")
    if key == "has_class":
        return args["class"] in character.traits(state, subject, "class")
    if key == "has_style":
        return args["style"] in character.traits(state, subject, "style")
    if key == "fighting_tag":  # MUN-83: an enhancer's tag ("it is now Undead too") is its monster's
        foes = combat.live_foes() if combat is not None else []
        return any(args["tag"] in state.card(u).tags for f in foes for u in (f.uid, *f.enhancers))
    if key == "hong_kong":
        return combat is not None and any("hong-kong" in state.card(f.uid).tags for f in combat.live_foes())
    if key == "in_combat":
        return combat is not None and subject.seat in combat.seats()
    if key == "helping":
        return combat is not None and combat.helper == subject.seat
    if key == "alone":
        return combat is not None and combat.fighter == subject.seat and combat.helper is None
    if key == "has_gear":
        return bool(gear(state, subject, args["what"]))
    if key == "gender":
        return subject.gender == args["g"]
    raise KeyError(f"no rule evaluates the condition {key!r}")


def quantity(state: MunchkinState, key: str, subject: Player) -> int:
    combat = state.combat
    if key == "level":
        return subject.level
    if key == "monster_level":
        if combat is None or not combat.live_foes():
            return 0
        return max(int(state.card(f.uid).fields["level"]) for f in combat.live_foes())
    if key == "hand_size":
        return len(subject.hand)
    if key == "roll":
        roll = state.rng.roll(state.constants["die_sides"])
        state.emit("roll", player=subject.name, value=roll, why="condition")
        return roll
    if key == "items":
        return len(subject.carried)
    if key == "monsters":
        return len(combat.live_foes()) if combat else 0
    raise KeyError(f"no rule measures the quantity {key!r}")


def gear(state: MunchkinState, player: Player, what: str) -> list[int]:
    """The cards a 'lose X' effect can take from a player (MUN curses: nothing happens if none fits)."""
    if what in ("headgear", "armor", "footgear"):
        return [u for u in player.carried if state.card(u).fields.get("slot") == what]
    if what == "hand-item":
        return [u for u in player.carried if state.card(u).fields.get("hands")]
    if what == "big-item":
        return [u for u in player.carried if character.is_big(state, u)]
    if what in ("item", "items"):
        return list(player.carried)
    if what in ("class", "race", "style"):
        return character.identities(state, player, what)
    if what in ("hireling", "fan"):
        return list(player.followers)
    if what == "hand":
        return list(player.hand)
    raise KeyError(f"no rule knows what '{what}' a player can lose")
