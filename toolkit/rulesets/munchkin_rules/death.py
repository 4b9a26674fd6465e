"""Death and looting the corpse (MUN death; MKF the same, with its own redraw)."""

from __future__ import annotations

from toolkit.engine.agents import Option
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player


def die(state: MunchkinState, player: Player, why: str) -> None:
    """Death keeps level, race, class, style and curses; the rest is looted (MUN death)."""
    if player.dead:
        return
    player.dead = True
    state.emit("death", player=player.name, why=why)
    player.lasting = [x for x in player.lasting if x.until != "death"]  # effects "until you die" end here
    for uid in list(player.reminders):  # and a curse kept only for such an effect goes with it
        waits = any(a.window is not None and a.window.key == "next_combat" for a in state.card(uid).abilities)
        if not waits and not any(x.source == uid for x in player.lasting):
            state.discard(uid, "its effect ended with its victim")
    corpse = [*player.hand, *player.carried, *player.followers]
    player.equipped.clear()
    looters = [p for p in state.players if p is not player and not p.dead]
    rolls = {p.seat: state.rng.roll(state.constants["die_sides"]) for p in looters}
    # Highest level first; ties settled by a die roll (MUN looting the corpse).
    looters.sort(key=lambda p: (-p.level, -rolls[p.seat], p.seat))
    for looter in looters:
        if not corpse:
            break
        index = state.ask(looter.seat, "loot", [Option(f"card:{u}", state.name(u)) for u in corpse])
        uid = corpse.pop(index)
        state.move(uid, looter.hand, f"looted from {player.name}")
    for uid in corpse:
        state.discard(uid, "left on the corpse")
