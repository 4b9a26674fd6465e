"""What a player is and may do, derived from the cards in front of them.

Races, classes and styles come from identity cards (`is elf`); their limits
grow with Super Munchkin, Half-Breed and extra-style cards (`extra class`);
statics of identity cards, followers and equipped items add up.
"""

from __future__ import annotations

from collections.abc import Iterator

from toolkit.engine.agents import Option
from toolkit.lang.model import Effect
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player

IDENTITY_KINDS = {"race": "race", "class": "class", "style": "style"}


def identities(state: MunchkinState, player: Player, category: str) -> list[int]:
    return [uid for uid in player.identity if state.kind(uid) == category]


def traits(state: MunchkinState, player: Player, category: str) -> set[str]:
    """The player's races, classes or styles by name (`elf`, `wizard`); none means human (MUN)."""
    return {state.card(uid).fields["is"] for uid in identities(state, player, category)}


def active_sources(state: MunchkinState, player: Player) -> Iterator[int]:
    """Cards whose statics apply to the player: identity cards, followers, usable equipped items."""
    yield from player.identity
    yield from player.followers
    for uid in player.equipped:
        if usable(state, player, uid):
            yield uid


def statics(state: MunchkinState, player: Player, key: str) -> Iterator[tuple[int, Effect]]:
    """The player's lasting effects with the action ``key`` whose condition holds."""
    from toolkit.rulesets.munchkin_rules.conditions import holds

    for uid in active_sources(state, player):
        for guard, effect in state.rules(uid).statics.get(key, ()):
            if guard is not None and not holds(state, guard, player):
                continue
            if effect.condition is None or holds(state, effect.condition, player):
                yield uid, effect


def has_static(state: MunchkinState, player: Player, key: str) -> bool:
    return next(statics(state, player, key), None) is not None


def slots(state: MunchkinState, player: Player, category: str) -> int:
    """How many races, classes or styles the player may have (MUN Super Munchkin / Half-Breed, MKF styles)."""
    base = state.constants.get(f"{category}s", 1) if category != "race" else state.constants.get("races", 1)
    extra = sum(1 for _, e in statics(state, player, "extra_slot") if e.action.args.get("what") == category)
    return base + extra


def hand_limit(state: MunchkinState, player: Player) -> int:
    """The hand limit at the end of a turn (MUN-23): a lasting curse's limit overrides the rest
    ("cannot" beats "can", MUN-15); otherwise the highest of the rule's and the player's cards'."""
    cursed = [x.effect.action.args["n"] for x in player.lasting if x.armed and x.effect.action.key == "hand_limit"]
    if cursed:
        return min(cursed)
    limits = [e.action.args["n"] for _, e in statics(state, player, "hand_limit")]
    return max([state.constants["hand_limit"], *limits])


def big_item_limit(state: MunchkinState, player: Player) -> int | None:
    """None when the player may carry any number of big items (MUN: dwarves)."""
    if has_static(state, player, "unlimited_big"):
        return None
    return state.constants["big_items"]


def usable(state: MunchkinState, player: Player, uid: int) -> bool:
    """An item's bonus counts only for whom it says (MUN: restricted items, `usable if class wizard`)."""
    from toolkit.rulesets.munchkin_rules.conditions import holds

    return all(cond is None or holds(state, cond, player) for cond in state.rules(uid).usable)


def item_bonus(state: MunchkinState, uid: int) -> int:
    return int(state.card(uid).fields.get("bonus", 0) or 0)


def item_value(state: MunchkinState, uid: int) -> int:
    return int(state.card(uid).fields.get("gold", 0) or 0)


def is_big(state: MunchkinState, uid: int) -> bool:
    return bool(state.card(uid).fields.get("big"))


def slot_of(state: MunchkinState, uid: int) -> tuple[str, int] | None:
    """The body slot an item takes and how much of it: ("headgear", 1), ("hands", 2), or None."""
    fields = state.card(uid).fields
    if fields.get("slot"):
        return fields["slot"], 1
    if fields.get("hands"):
        return "hands", int(fields["hands"])
    return None


def slot_capacity(state: MunchkinState, slot: str) -> int:
    return int(state.constants["hands"] if slot == "hands" else state.constants[f"{slot}_slots"])


def can_equip(state: MunchkinState, player: Player, uid: int, equipped: set[int] | None = None) -> bool:
    """One headgear, one armor, one footgear and two hands' worth of items (MUN equipment)."""
    current = player.equipped if equipped is None else equipped
    if not usable(state, player, uid):  # MUN-51: a restricted item is equipped only by whom it allows
        return False
    taken = slot_of(state, uid)
    if taken is None:
        return True
    slot, size = taken
    used = sum(s[1] for u in current if u != uid and (s := slot_of(state, u)) is not None and s[0] == slot)
    return used + size <= slot_capacity(state, slot)


def equipment_problem(state: MunchkinState, player: Player) -> str | None:
    used: dict[str, int] = {}
    for uid in player.equipped:
        if uid not in player.carried:
            return f"{player.name} has {state.name(uid)} equipped but does not carry it"
        taken = slot_of(state, uid)
        if taken:
            used[taken[0]] = used.get(taken[0], 0) + taken[1]
    for slot, count in used.items():
        if count > slot_capacity(state, slot):
            return f"{player.name} has {count} {slot} equipped (at most {slot_capacity(state, slot)})"
    limit = big_item_limit(state, player)
    bigs = sum(1 for uid in player.carried if is_big(state, uid))
    if limit is not None and bigs > limit:
        return f"{player.name} carries {bigs} big items (at most {limit})"
    return None


def escape_bonus(state: MunchkinState, player: Player) -> int:
    """Bonuses to run-away rolls from the player's cards and lasting effects."""
    total = sum(e.action.args["n"] for _, e in statics(state, player, "escape_bonus"))
    total += sum(
        lasting.effect.action.args["n"]
        for lasting in player.lasting
        if lasting.armed and lasting.effect.action.key == "escape_bonus"
    )
    return total


def settle_character(state: MunchkinState, player: Player) -> None:
    """After a loss, put the character right: unequip what no longer fits, drop extra big items."""
    for uid in list(player.equipped):
        if uid not in player.carried or not can_equip(state, player, uid, player.equipped - {uid}):
            player.equipped.discard(uid)
    _shed_big_items(state, player)
    for kind, slot_card in (("class", "super-munchkin"), ("race", "half-breed")):
        # MKF-45: where Super Munchkin needs two classes, losing either class ends it.
        needed = 2 if state.switch("super_munchkin_needs_two") and kind == "class" else 1
        if len(identities(state, player, kind)) < needed:
            for uid in [u for u in player.identity if state.kind(u) == slot_card]:
                state.discard(uid, f"no {kind} left to attach to")
    styles = identities(state, player, "style")
    while len(styles) > slots(state, player, "style"):  # MKF-39: over the limit, styles of their choice go
        index = state.ask(player.seat, "choose-loss", [Option(f"card:{u}", state.name(u)) for u in styles])
        state.discard(styles.pop(index), "more styles than allowed")


def _shed_big_items(state: MunchkinState, player: Player) -> None:
    """Over the big-item limit: keep one of the player's choice; the others go to the lowest-level
    player able to carry them (the first in seat order among tied ones), else to the discard pile
    (MUN-56). Assumption: the engine does not offer to sell them first."""
    limit = big_item_limit(state, player)
    bigs = [u for u in player.carried if is_big(state, u)]
    if limit is None or len(bigs) <= limit:
        return
    while len(bigs) > limit:
        options = [Option(f"card:{u}", state.name(u)) for u in bigs]
        keep = bigs[state.ask(player.seat, "keep-big-item", options)] if limit else None
        extra = [u for u in bigs if u != keep]
        uid = extra[0]
        bigs.remove(uid)
        takers = [
            p
            for p in state.players
            if p is not player
            and not p.dead
            and (
                big_item_limit(state, p) is None
                or sum(1 for u in p.carried if is_big(state, u)) < big_item_limit(state, p)
            )
        ]
        if takers:
            low = min(p.level for p in takers)
            taker = next(p for p in takers if p.level == low)
            player.equipped.discard(uid)
            taker.received.add(uid)
            state.move(uid, taker.carried, f"given to {taker.name}: {player.name} carries too many big items")
        else:
            state.discard(uid, "too many big items")
