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

from toolkit.engine import coverage
from toolkit.rulesets.munchkin_rules import character, numbers, selectors
from toolkit.rulesets.munchkin_rules.effects import Context, repetitions
from toolkit.rulesets.munchkin_rules.state import Combat, Foe, MunchkinState, Player

PLAYERS, MONSTERS = "players", "monsters"


@dataclass(frozen=True, slots=True)
class Contribution:
    side: str
    source: str
    amount: int


def breakdown(state: MunchkinState, combat: Combat) -> list[Contribution]:
    parts: list[Contribution] = []
    _tally(state, combat, parts)
    return parts


def totals(state: MunchkinState, combat: Combat) -> tuple[int, int]:
    """The two sides' strength: the sums of breakdown(...), without naming every part (the bots
    and the combat ask for them far more often than anyone reads the parts).

    Kept while the state's version stays (the fighter, the helpers and the onlookers ask in turn,
    mostly with nothing changed in between). A tally that changed the state (a condition rolled a
    die) is not kept, so the same dice are rolled at every reading, as without keeping.
    """
    version = state.version()
    kept = state.strength_kept
    if kept is not None and kept[0] is combat and kept[1] == version:
        return kept[2]
    found = _tally(state, combat, None)
    if state.version() == version:
        state.strength_kept = (combat, version, found)
    return found


def _tally(state: MunchkinState, combat: Combat, parts: list[Contribution] | None) -> tuple[int, int]:
    """Add up both sides; when ``parts`` is a list, also record each part with its label.

    One procedure for both uses, so the totals are always the breakdown's sums, and conditions are
    evaluated in the same order whichever is asked for.
    """
    players = 0
    # The sides, read once for the whole tally (each monster's bonuses read the same opponents).
    everyone = state.players
    opponents = [everyone[combat.fighter]]  # combat.seats(), without its lists and a comprehension
    if combat.helper is not None:
        opponents.append(everyone[combat.helper])
    levels = state.levels.values  # the level counter's list (player.level is a property): read at every tally
    for player in opponents:
        level = levels[player.seat]
        players += level
        if parts is not None:
            parts.append(Contribution(PLAYERS, f"{player.name}: level", level))
        items, pure = character.bonus_items(state, player)
        if not pure:  # an item's `usable if` rolls a die: read every one, in order, as the rules would
            items = tuple((uid, state.rules(uid).usable, state.rules(uid).bonus) for uid in sorted(player.equipped))
        for uid, conditions, bonus in items:
            if conditions and not character.usable(state, player, uid):
                continue
            if bonus:
                players += bonus
                if parts is not None:
                    parts.append(Contribution(PLAYERS, f"{player.name}: {state.name(uid)}", bonus))
        for uid, effect in character.static_list(state, player, "strength"):
            amount = effect.action.args["n"]
            if effect.repeat is not None:  # E41: `strength +1 for each card in your hand`, counted now
                amount *= repetitions(state, effect, Context(actor=player, source=uid))
                if coverage.RECORDER is not None:  # a lasting line's `for each` is read (tests/test_phrase_coverage.py)
                    coverage.RECORDER.term(state.ruleset.name, state.card(uid), effect, "counters", effect.repeat.key)
            players += amount
            if parts is not None:
                parts.append(Contribution(PLAYERS, f"{player.name}: {state.name(uid)}", amount))
        for uid, amount in character.fan_strength(state, player) if player.followers.cards else ():  # MKF-65
            players += amount
            if parts is not None:
                parts.append(Contribution(PLAYERS, f"{player.name}: {state.name(uid)} (on the fan)", amount))
        for lasting in player.lasting if player.lasting else ():
            if lasting.armed and lasting.effect.action.key == "strength":
                players += lasting.effect.action.args["n"]
                if parts is not None:
                    source = f"{player.name}: {state.name(lasting.source)}"
                    parts.append(Contribution(PLAYERS, source, lasting.effect.action.args["n"]))
    monsters = 0
    modifiers = combat.modifiers
    bounded = []  # the modifiers with a floor or a ceiling (E50), as a plain loop
    for modifier in modifiers:
        if modifier.floor is not None or modifier.ceiling is not None:
            bounded.append(modifier)
    foes: dict[int, int] | None = {} if bounded else None  # each monster's strength, when a floor needs it
    # MKF-11's floor under a monster's level, read once for all of them (MUN-11 has none).
    floor = state.constants["min_level"] if state.switch("monster_level_floor") else None
    for foe in combat.foes:
        if foe.fled:
            continue  # Combat.live_foes(), without its list
        own = _foe(state, foe, parts, opponents, floor)
        monsters += own
        if foes is not None:
            foes[id(foe)] = own
    for modifier in modifiers:
        if modifier.foe is not None and modifier.foe.fled:
            continue
        if modifier.floor is not None or modifier.ceiling is not None:
            continue  # after the others: a floor is on the strength they leave (E50)
        if modifier.side == PLAYERS:
            players += modifier.amount
        else:
            monsters += modifier.amount
            if foes is not None and modifier.foe is not None:
                foes[id(modifier.foe)] = foes.get(id(modifier.foe), 0) + modifier.amount
        if parts is not None:
            parts.append(Contribution(modifier.side, modifier.source, modifier.amount))
    for modifier in bounded:
        if modifier.foe is not None and modifier.foe.fled:
            continue
        # E50: "-4, but never below strength 1": the change stops where its floor (ceiling) is reached,
        # on its monster's strength, or on its side's when it is on a side.
        if modifier.side == PLAYERS:
            before = players
        elif modifier.foe is not None and foes is not None:
            before = foes.get(id(modifier.foe), 0)
        else:
            before = monsters
        amount = numbers.bounded(before, modifier.amount, modifier.floor, modifier.ceiling) - before
        if modifier.side == PLAYERS:
            players += amount
        else:
            monsters += amount
            if modifier.foe is not None and foes is not None:
                foes[id(modifier.foe)] = before + amount
        if parts is not None:
            parts.append(Contribution(modifier.side, modifier.source, amount))
    return players, monsters


def _foe(
    state: MunchkinState, foe: Foe, parts: list[Contribution] | None, opponents: list[Player], floor: int | None
) -> int:
    """One monster's strength (recorded in ``parts`` when it is a list), against the players in the
    combat (``opponents``), never below ``floor`` when the game has one (MKF-11)."""
    card = state.cards[foe.uid]
    rules = state.rules_by_uid[foe.uid]
    if coverage.RECORDER is not None:  # the strength rules a monster and its enhancers bring (read below)
        _record_strength(state, foe, rules)
    label = card.name + (" (copy)" if foe.copy_of else "") if parts is not None else ""
    level = int(card.fields["level"])
    if parts is not None:
        parts.append(Contribution(MONSTERS, f"{label}: level", level))
    for uid in foe.enhancers if foe.enhancers else ():
        for effect in state.rules_by_uid[uid].strength_statics:
            level += effect.action.args["n"]
            if parts is not None:
                parts.append(Contribution(MONSTERS, f"{label}: {state.name(uid)}", effect.action.args["n"]))
    for uid in foe.items if foe.items else ():  # MKF Hong Kong: a monster takes only an item's bonus
        level += character.item_bonus(state, uid)
        if parts is not None:
            parts.append(Contribution(MONSTERS, f"{label}: {state.name(uid)}", character.item_bonus(state, uid)))
    total = level
    if floor is not None and level < floor:
        # MKF-11: level, enhancers and Hong Kong items never take a monster below 1 (MUN-11 has no floor).
        total += floor - level
        if parts is not None:
            parts.append(Contribution(MONSTERS, f"{label}: never below level 1", floor - level))
    if not (rules.conditional_strength or rules.strength_statics or rules.combat_strength):
        return total
    for condition, effect in rules.conditional_strength:
        amount = effect.action.args["n"]
        # MUN-45: no bonus against a lone class under Super Munchkin (race under Half-Breed).
        against = []  # every opponent read, in order (a condition may roll), as a plain loop
        for p in opponents:
            if character.monster_bonus_applies(state, condition, p, amount):
                against.append(p.name)
        if against:  # MKF helping: a monster's bonus counts once even against two who qualify
            total += effect.action.args["n"]
            if parts is not None:
                source = f"{label}: its bonus against {' and '.join(against)}"
                parts.append(Contribution(MONSTERS, source, effect.action.args["n"]))
    for effect in rules.strength_statics:
        n = effect.action.args["n"]
        if effect.condition is None or any(
            character.monster_bonus_applies(state, effect.condition, p, n) for p in opponents
        ):
            # MKF-70: "strength +1 for each hong-kong monster" counts each one.
            times = repetitions(state, effect, Context(actor=opponents[0], source=foe.uid, foe=foe))
            total += effect.action.args["n"] * times
            if parts is not None:
                parts.append(Contribution(MONSTERS, f"{label}: its bonus", effect.action.args["n"] * times))
    for effect in rules.combat_strength:  # MUN-71: the monster's own `during combat: strength +2 for each helper`
        times = repetitions(state, effect, Context(actor=opponents[0], source=foe.uid, foe=foe))
        total += effect.action.args["n"] * times
        if parts is not None:
            parts.append(Contribution(MONSTERS, f"{label}: its bonus", effect.action.args["n"] * times))
    return total


def players_win(state: MunchkinState, combat: Combat) -> bool:
    """Players win by being stronger; a tie goes to the monster unless the fighter or helper wins ties (MUN-72)."""
    players, monsters = totals(state, combat)
    if players > monsters:
        return True
    wins_ties = False  # every seat read, as the list read them (a condition may roll), with no list made
    for seat in combat.seats():
        if character.has_static(state, state.players[seat], "wins_ties"):
            wins_ties = True
    return players == monsters and wins_ties


def _record_strength(state: MunchkinState, foe: Foe, rules: object) -> None:
    """Tell the phrase recorder which strength rules _foe reads (tests/test_phrase_coverage.py)."""
    recorder, game = coverage.RECORDER, state.ruleset.name
    assert recorder is not None
    for uid in foe.enhancers:  # MUN-83: on the monster, whatever else it says
        for effect in state.rules_by_uid[uid].strength_statics:
            recorder.effect(game, state.card(uid), effect, modifiers=False)
            if effect.target is not None and effect.target.key == "monster":
                recorder.term(game, state.card(uid), effect, "targets", "monster")
    for uid in foe.items:  # MKF-90: a Hong Kong item gives a monster its bonus only
        for effect in state.card(uid).statics:
            if effect.action.key == "level_bonus_only":
                recorder.effect(game, state.card(uid), effect, modifiers=False)
    card, found = state.card(foe.uid), state.rules_by_uid[foe.uid]
    for _, effect in found.conditional_strength:
        recorder.effect(game, card, effect, modifiers=False)
    for effect in (*found.strength_statics, *found.combat_strength):
        recorder.effect(game, card, effect, modifiers=False)
        if effect.repeat is not None:  # counted by repetitions(...) below
            recorder.term(game, card, effect, "counters", effect.repeat.key)


selectors.ABOVE.register(totals=totals)  # `if combat strength ...` reads the tally (selectors.measure)
