"""Death and looting the corpse (MUN death; MKF the same, with its own redraw)."""

from __future__ import annotations

from toolkit.engine.agents import Option
from toolkit.rulesets.munchkin_rules import events
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import Hooks, MunchkinState, Player

# effects.py kills through here and registers its trigger (`when you die: ...`) when imported (Hooks).
ABOVE = Hooks("death.py")


def die(state: MunchkinState, player: Player, why: str) -> None:
    """Death keeps level, race, class, style and curses; the rest is looted (MUN death)."""
    if player.dead:
        return
    player.dead = True
    state.emit("death", player=player.name, why=why)
    events.happen(state, "death", player.seat)  # what waits for this death ends, what listens fires
    player.lasting = [x for x in player.lasting if x.until != "death"]  # effects "until you die" end here
    state.touch()  # no event records it (state.version)
    # After what waited for this death has ended: `when you die: ... until your next death` (or `until
    # you die`) lasts to the next one, not to the death that made it.
    ABOVE.trigger(state, player, "on_death")  # `when you die: ...`, before the corpse is looted
    for uid in list(player.reminders):  # and a curse kept only for such an effect goes with it
        waits = any(a.window is not None and a.window.key == "next_combat" for a in state.card(uid).abilities)
        if not waits and not any(x.source == uid for x in player.lasting):
            state.discard(uid, Why.ENDED_WITH_VICTIM)
    corpse = _bundles(state, player)
    player.equipped.clear()
    looters = looting_order(state, [p for p in state.players if p is not player and not p.dead])
    for looter in looters:
        if not corpse:
            break
        options = [Option(f"card:{b[0]}", " with ".join(state.name(u) for u in b)) for b in corpse]
        for uid in corpse.pop(state.ask(looter.seat, "loot", options)):
            state.move(uid, looter.hand, Why.LOOTED_FROM, detail=player.name)
    for bundle in corpse:
        for uid in bundle:
            state.discard(uid, Why.LEFT_ON_CORPSE)


def _bundles(state: MunchkinState, player: Player) -> list[list[int]]:
    """The corpse's cards as looters take them: one at a time, except that a Fan and the enhancer
    on it are one card (MKF-101, MUN-103)."""
    followers = [u for u in player.followers if state.kind(u) != "monster-enhancer"]
    attached = [u for u in player.followers if state.kind(u) == "monster-enhancer"]
    bundles = [[uid] for uid in (*player.hand, *player.carried)]
    for index, uid in enumerate(followers):
        bundles.append([uid, *attached] if index == 0 else [uid])
    if attached and not followers:  # cannot happen while fans keep their enhancers; loot them singly then
        bundles.extend([uid] for uid in attached)
    return bundles


def looting_order(state: MunchkinState, looters: list[Player]) -> list[Player]:
    """Highest level first; only players of equal level roll, the higher roll choosing first, and
    players who tie roll again (MUN-103, MKF-101)."""
    order: list[Player] = []
    for level in sorted({p.level for p in looters}, reverse=True):
        order.extend(_by_roll(state, [p for p in looters if p.level == level]))
    return order


def _by_roll(state: MunchkinState, tied: list[Player]) -> list[Player]:
    if len(tied) < 2:
        return tied
    rolls = {p.seat: state.rng.roll(state.constants["die_sides"]) for p in tied}
    for p in tied:
        state.emit("roll", player=p.name, value=rolls[p.seat], why="looting order")
    order: list[Player] = []
    for value in sorted(set(rolls.values()), reverse=True):
        order.extend(_by_roll(state, [p for p in tied if rolls[p.seat] == value]))
    return order
