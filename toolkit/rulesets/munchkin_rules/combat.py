"""A combat from the first monster to the last bad stuff (MUN combat, MKF combat).

1. The monster comes out; reminders of delayed curses and traps strike (MKF traps).
2. Players act in turns, fighter first, until a full round passes: one-shots,
   abilities, enhancers, wandering monsters; the fighter may ask one helper,
   who may be bribed with part of the treasure.
3. The sides compare strength. A win kills every monster still there: a level
   per monster (two for big ones) and its treasures, after the combat.
   A loss means running away from each monster, each player rolling on their
   own, bad stuff striking as a monster catches them.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from toolkit.engine import coverage
from toolkit.engine.agents import Option
from toolkit.lang.model import Effect
from toolkit.rulesets.munchkin_rules import character, effects, events, moves, numbers, plays, strength
from toolkit.rulesets.munchkin_rules.conditions import holds
from toolkit.rulesets.munchkin_rules.effects import Context, Refused
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import ALL_FOES, Combat, Foe, MunchkinState, Player

MAX_ROUNDS = 6  # Assumption: interference ends after six rounds, so a combat always ends.
WATCHING = "watching"  # the moment of a player while another runs away (MUN-111: curses only)


@dataclass
class CombatReport:
    """What `deckwright explain` shows of one combat: who, against what, and the strength of each side."""

    players: list[str]
    monsters: list[str]
    parts: list[strength.Contribution]
    players_total: int
    monsters_total: int
    won: bool
    first_event: int


def report(state: MunchkinState, combat: Combat, totals: tuple[int, int], won: bool, start: int) -> None:
    """Keep the combat as it stands at its resolution, for `deckwright explain` and the scenarios
    (in a state that keeps them: MunchkinState.keep_reports)."""
    if not state.keep_reports:
        return
    state.combat_reports.append(
        CombatReport(
            [state.players[s].name for s in combat.seats()],
            [state.name(f.uid) for f in combat.live_foes()],
            strength.breakdown(state, combat),
            *totals,
            won,
            start,
        )
    )


def add_foe(state: MunchkinState, uid: int, why: Why, detail: str = "") -> Foe:
    combat = state.combat
    assert combat is not None
    foe = Foe(uid)
    combat.foes.append(foe)
    state.move(uid, state.combat_zone, why, detail=detail)
    if "hong-kong" in state.card(uid).tags:
        if coverage.RECORDER is not None:  # MKF-89: what its `during combat: add 1 hong-kong monster` says
            for ability in state.card(uid).abilities:
                for effect in ability.effects:
                    if isinstance(effect, Effect) and effect.action.key == "add_tagged_monster":
                        coverage.RECORDER.effect(state.ruleset.name, state.card(uid), effect)
        _hong_kong_call(state, combat)
    _calls_in(state, combat, foe)
    return foe


def _calls_in(state: MunchkinState, combat: Combat, foe: Foe) -> None:
    """A monster's own `during combat: add N TAG monster(s) [from any player]`, as it enters (for
    Hong Kong monsters MKF-89 says so of all of them: _hong_kong_call)."""
    card = state.card(foe.uid)
    # A Hong Kong monster's call for more of them is MKF-89's (_hong_kong_call); any other monster's is its own.
    own_call = "hong-kong" not in card.tags
    for ability in card.abilities:
        if ability.window is None or ability.window.key != "during_combat":
            continue
        calls = tuple(
            e
            for e in ability.effects
            if isinstance(e, Effect)
            and e.action.key == "add_tagged_monster"
            and (own_call or e.action.args["tag"] != "hong-kong")
        )
        if calls:
            effects.run(state, calls, Context(actor=state.players[combat.fighter], source=foe.uid, foe=foe))


def _hong_kong_call(state: MunchkinState, combat: Combat) -> None:
    """MKF-89: as a Hong Kong monster enters, each player, fighter first, may add another from hand."""
    rules = state.rules_by_uid  # each player's hand read for every Hong Kong monster that enters
    for i in range(len(state.players)):
        player = state.players[(combat.fighter + i) % len(state.players)]
        monsters = [u for u in player.hand.cards if rules[u].kind == "monster" and "hong-kong" in rules[u].tags]
        if player.dead or not monsters:
            continue
        options = [Option("pass"), *state.card_options(monsters)]
        index = state.ask(player.seat, "add-monster", options)
        if index > 0:
            add_foe(state, monsters[index - 1], Why.HONG_KONG_ADDED, player.name)  # it calls again
            return


def arm(state: MunchkinState, actor: Player, uid: int) -> None:
    """MKF-90: a Hong Kong item, from hand or table, goes to a Hong Kong monster, which takes only its bonus."""
    combat = state.combat
    foes = [f for f in combat.live_foes() if "hong-kong" in state.card(f.uid).tags] if combat else []
    if state.kind(uid) != "item" or state.location.get(uid) not in (actor.hand, actor.carried):
        raise Refused(f"{state.name(uid)} is not an item in {actor.name}'s hand or in front of them")
    if not foes or "hong-kong" not in state.card(uid).tags:
        raise Refused("only a Hong Kong item may be given, and only to a Hong Kong monster in a combat")
    index = state.ask(
        actor.seat, "choose-monster", [Option(f"monster:{i}", state.name(f.uid)) for i, f in enumerate(foes)]
    )
    foes[index].items.append(uid)
    actor.equipped.discard(uid)
    state.move(uid, state.combat_zone, Why.GIVES_TO_MONSTER, detail=(actor.name, state.name(foes[index].uid)))


def fight(state: MunchkinState, fighter: Player, monster: int, why: Why = Why.KICKED) -> bool:
    """The whole combat; True when the players won it."""
    state.combat = Combat(fighter.seat, [])
    start = len(state.log)
    add_foe(state, monster, why)
    state.emit("combat", player=fighter.name, monster=state.name(monster))
    state.combats += 1
    _strike_reminders(state, fighter)
    won = False
    try:
        for foe in list(state.combat.foes):  # the monster, and those a Hong Kong call brought along
            _monster_acts(state, foe, fighter)
        if not fighter.dead and not state.winners:
            _interfere(state)
        if state.winners:
            return False
        combat = state.combat
        players, monsters = strength.totals(state, combat)
        # MUN-77: with no monster left the combat ends as won, with no kill.
        won = not combat.live_foes() or strength.players_win(state, combat)
        report(state, combat, (players, monsters), won, start)
        state.emit("resolve", players=players, monsters=monsters, winner="players" if won else "monsters")
        events.decided(state)  # what lasts until a kill, a win or a loss may end with this combat's
        if not combat.live_foes():
            state.emit("no-monsters", why="every monster left the combat")
        elif won:
            _reward(state, combat)
            combat.settled = True
            events.happen(state, "kill", combat.fighter)  # after the rewards: `until your next kill` saw them
        else:
            run_away(state, combat)
        combat.settled = True
        for seat in combat.seats():  # a combat won or lost, once its outcome is handed out (E52)
            events.happen(state, "won_combat" if won else "lost_combat", seat)
    finally:
        _clean_up(state)
    return won


# What of a monster's `during combat:` rules the rules read as they go, not as it arrives: its strength
# (strength.py, MUN-71) and the monsters it calls (the Hong Kong call, MKF-89).
READ_IN_COMBAT = frozenset({"strength", "add_monster", "add_tagged_monster"})


def _monster_acts(state: MunchkinState, foe: Foe, fighter: Player) -> None:
    """A monster's `during combat:` rules act as it joins the combat (`lose item on each player`),
    on the fighter unless they name another target; its strength is read by strength.py instead."""
    card = state.card(foe.uid)
    for ability in card.abilities:
        if ability.window is None or ability.window.key != "during_combat" or state.over:
            continue
        acts = tuple(e for e in ability.effects if not (isinstance(e, Effect) and e.action.key in READ_IN_COMBAT))
        if not acts:
            continue
        if ability.condition is not None and not holds(state, ability.condition, fighter):
            continue
        state.emit("monster-acts", monster=card.name)
        effects.run(state, acts, Context(actor=fighter, source=foe.uid, victim=fighter, foe=foe))


def _strike_reminders(state: MunchkinState, player: Player) -> None:
    """Traps kept "until your next combat" strike now; lasting effects for it arm (MKF traps, MUN curses)."""
    armed = []
    for lasting in player.lasting:
        if lasting.until == "end_of_next_combat" and not lasting.armed:
            lasting.armed = True
            armed.append(lasting)
            state.touch()  # no event records it: strength.totals must not keep what it read before
    character.settle_if_equipment(state, player, armed)  # `headgear slots 0 until end of next combat`
    for uid in list(player.reminders.cards):
        card = state.card(uid)
        for ability in card.abilities:
            if ability.window is not None and ability.window.key == "next_combat":
                if not effects.guard(state, uid, ability, player):
                    continue  # MUN-101, MKF-99: a trap whose condition does not fit has no effect
                state.emit("trap-strikes", player=player.name, card=card.name)
                effects.run(state, ability.effects, Context(actor=player, source=uid, victim=player))
        if state.location.get(uid) is player.reminders and not any(x.source == uid for x in player.lasting):
            state.discard(uid, Why.TOOK_EFFECT)


# ---------------------------------------------------------------- interference


def _interfere(state: MunchkinState) -> None:
    combat = state.combat
    assert combat is not None
    everyone = state.players
    order = everyone[combat.fighter :] + everyone[: combat.fighter]  # fighter first, then in seat order
    for _ in range(MAX_ROUNDS):
        acted = False
        for player in order:
            if state.winners or combat.over or not combat.has_live_foes():
                return
            if player.dead:
                continue
            acted = _act(state, player) or acted
        if not acted:
            return


def _act(state: MunchkinState, player: Player) -> bool:
    combat = state.combat
    assert combat is not None
    options = _combat_options(state, player, combat)
    choice = options[state.ask(player.seat, "combat-action", options)]
    if choice.key == "pass":
        return False
    if choice.key.startswith("ask:"):
        return ask_for_help(state, player, state.players[int(choice.key[4:])])
    return carry_out(state, player, choice.payload, "combat")


def _combat_options(state: MunchkinState, player: Player, combat: Combat) -> list[Option]:
    """The player's combat-action options: pass, the legal plays, asking for help.

    Kept per seat while the state's version stays: in a round of interference where someone acts
    and the others pass, the players who passed are asked again with nothing changed since (about a
    fifth of the combat decisions), and their options are the same. Not kept when working them out
    changed the state (nothing in them rolls a die today; kept honest like strength.totals).
    The list is never changed once made (ask copies it into the decision)."""
    version = state.version()
    kept = state.combat_options_kept.get(player.seat)
    if kept is not None and kept[0] is combat and kept[1] == version:
        return kept[2]  # type: ignore[return-value]
    options = plays.options_of(plays.legal_plays(state, player, "combat"), [_PASS])
    if player.seat == combat.fighter and combat.helper is None:
        # Who may help: anyone alive but the fighter (MUN-87), who can be paid (MKF-86): help_refusal,
        # with the monsters' treasures and the helpers allowed (E44) read once for every candidate.
        treasures = _treasures(state, combat) if state.switch("help_needs_bribe") else None
        helpers = numbers.value(state, "helpers", player)
        for p in state.players:  # a plain loop: no comprehension at each of the fighter's listings
            if p.seat != combat.fighter and help_refusal(state, player, p, None, treasures, helpers) is None:
                options.append(_ask_option(p))
    if state.version() == version:
        state.combat_options_kept[player.seat] = (combat, version, options)
    return options


# The options of a combat action that never change, made once rather than at every decision.
_PASS = Option("pass")
_ROLL = Option("roll")
_ASK_OPTIONS: dict[tuple[int, str], Option] = {}


def _ask_option(player: Player) -> Option:
    """The option of asking this player for help (the same at every combat decision)."""
    key = (player.seat, player.name)
    option = _ASK_OPTIONS.get(key)
    if option is None:
        option = _ASK_OPTIONS[key] = Option(f"ask:{player.seat}", f"ask {player.name} for help")
    return option


def carry_out(state: MunchkinState, player: Player, play: plays.Play, moment: str) -> bool:
    """Carry out a legal play; a refusal is recorded, not raised (an agent may misjudge)."""
    try:
        if moment == WATCHING and play.kind != "curse":
            # MUN-111, MKF-111: while another player runs away, the onlookers may only curse (MUN-98).
            raise Refused(f"{state.name(play.uid)}: while another player runs away only a curse may be played")
        if moment == "setup" and play.kind not in ("card", "equip", "unequip"):
            # MUN-6, MKF-6: at set-up cards come into play and are equipped, nothing else.
            raise Refused(f"{state.name(play.uid)}: at set-up no card is used or played on anyone")
        if play.kind == "ability":
            plays.use_ability(state, player, play.uid, play.ability, moment)
        elif play.kind == "card":
            plays.put_in_play(state, player, play.uid, moment)
        elif play.kind == "equip":
            plays.equip(state, player, play.uid)
        elif play.kind == "unequip":
            plays.unequip(state, player, play.uid)
        elif play.kind == "curse":
            plays.curse(state, player, play.uid, _pick_victim(state, player))
        elif play.kind == "enhance":
            enhance(state, player, play.uid)
        elif play.kind == "arm":
            arm(state, player, play.uid)
        elif play.kind == "boost":
            plays.enhance_fan(state, player, play.uid)
        else:
            return False
    except Refused as refusal:
        state.emit("refused", player=player.name, card=state.name(play.uid), why=str(refusal))
        return False
    return True


def _pick_victim(state: MunchkinState, actor: Player) -> Player:
    pool = [p for p in state.players if not p.dead]
    index = state.ask(actor.seat, "choose-victim", [Option(f"player:{p.name}", p.name) for p in pool])
    return pool[index]


def enhance(state: MunchkinState, actor: Player, uid: int, foe: Foe | None = None) -> None:
    """A monster enhancer joins one monster (MKF: the player who plays it chooses which)."""
    combat = state.combat
    if state.kind(uid) != "monster-enhancer" or state.location.get(uid) is not actor.hand:
        raise Refused(f"{state.name(uid)} is not a monster enhancer in {actor.name}'s hand")
    if combat is None or not combat.live_foes():
        raise Refused("monster enhancers are played on a monster in a combat")
    if moves.cancelled(state, actor, uid):
        return  # E48: cancelled as it was played: in the discard pile, with no effect
    foes = combat.live_foes()
    if foe is None:
        index = state.ask(
            actor.seat, "choose-monster", [Option(f"monster:{i}", state.name(f.uid)) for i, f in enumerate(foes)]
        )
        foe = foes[index]
    original = foe.copy_of or foe
    for twin in foes:  # MKF-84: an enhancer on either of two twins applies to both
        if twin is original or twin.copy_of is original:
            twin.enhancers.append(uid)
    state.move(uid, state.combat_zone, Why.ENHANCES, detail=(actor.name, state.name(foe.uid)))
    events.happen(state, "card_played", actor.seat)


def _treasures(state: MunchkinState, combat: Combat) -> int:
    total = 0  # a plain loop over the live foes: read at every Kung Fu fighter's listing (MKF-86)
    for foe in combat.foes:
        if not foe.fled:
            total += treasure_count(state, foe)
    return total


def help_refusal(
    state: MunchkinState,
    fighter: Player,
    candidate: Player,
    bribe: int | None = None,
    treasures: int | None = None,
    helpers: int | None = None,
) -> str | None:
    """Why the fighter may not ask this player for help (with this treasure bribe, when given), or
    None: the check by which the combat offers asking and by which ask_for_help accepts it.
    ``treasures``, ``helpers``: the monsters' treasures and the helpers allowed, when the caller has
    read them already (for the fighter, at this state)."""
    combat = state.combat
    if combat is None or combat.fighter != fighter.seat:
        return "only the fighter asks for help (MUN-87)"
    if combat.helper is not None:
        return "only one player may help in a combat"  # MUN-86
    if (numbers.value(state, "helpers", fighter) if helpers is None else helpers) <= 0:
        return "nobody may help in this combat"  # E44: a card set the helpers allowed to 0
    if candidate.dead or candidate is fighter:
        return f"{candidate.name} cannot help"  # MUN-87: not the dead, not the fighter
    must_pay = _must_be_bought(state, candidate)
    if bribe is None and not must_pay:
        return None  # the usual case, read at every combat decision of the fighter: no count needed
    if treasures is None:
        treasures = _treasures(state, combat)
    if bribe is not None and not 0 <= bribe <= treasures:
        return f"a bribe of {bribe} treasures is more than the {treasures} the monsters give"  # MUN-88
    if must_pay and not (treasures if bribe is None else bribe) and not _bribe_items(state, fighter, candidate):
        # MKF-86: help must be bought, unless the helper may help without a bribe (the Yakuza).
        return f"{candidate.name} helps only for a bribe"
    return None


def _must_be_bought(state: MunchkinState, candidate: Player) -> bool:
    # state.switch("help_needs_bribe"), read directly: asked for every candidate at every fighter's listing
    return bool(state.constants.get("help_needs_bribe", 0)) and not character.has_static(state, candidate, "free_help")


def ask_for_help(state: MunchkinState, fighter: Player, candidate: Player, bribe: int | None = None) -> bool:
    """One helper at most; help may be bought with a share of the treasure and with items the
    fighter carries (MUN-88), and must be in Kung Fu unless the helper helps for free (MKF-86).
    Only offers the rules accept are made: a bribe within the monsters' treasures, and in Kung Fu
    no empty offer."""
    combat = state.combat
    assert combat is not None
    problem = help_refusal(state, fighter, candidate, bribe)
    if problem:
        raise Refused(problem)
    must_pay = _must_be_bought(state, candidate)
    goods = _bribe_items(state, fighter, candidate)
    if bribe is None:
        treasures = sum(treasure_count(state, f) for f in combat.live_foes())
        # Never more than the game's treasure cards (`treasures +999999999999999999` made as many offers).
        treasures = min(treasures, _treasure_cards(state))
        least = 1 if must_pay and not goods else 0  # MKF-86: no empty offer
        bribe = least + state.ask(fighter.seat, "bribe", _bribe_offers(least, treasures))
    items = _offered_items(state, fighter, candidate, goods, at_least_one=must_pay and bribe == 0)
    helper_first = False
    if bribe > 0:  # MUN-88: with a treasure share, the offer says who picks first (MUN-89)
        helper_first = state.ask(fighter.seat, "first-pick", _FIRST_PICK) == 1
    answer = state.ask(candidate.seat, "help", _HELP_ANSWERS)
    if answer == 0:
        state.emit("help-declined", player=candidate.name, bribe=bribe)
        return True
    combat.helper = candidate.seat
    combat.bribe = bribe  # a helper who helps for free still gets what was promised
    combat.helper_first = helper_first
    combat.bribe_items = items
    state.emit("help", helper=candidate.name, bribe=combat.bribe, items=len(items))
    _strike_reminders(state, candidate)  # MKF-98: a waiting trap strikes its victim as a helper too
    return True


# The options of asking for help that never change, made once (a help is asked some 16 times a game).
_FIRST_PICK = [Option("first:fighter", "I pick first"), Option("first:helper", "you pick first")]
_HELP_ANSWERS = [Option("decline"), Option("accept")]
_BRIBES: list[Option] = []  # _BRIBES[n]: the offer of n treasures


def _bribe_offers(least: int, most: int) -> list[Option]:
    """The offers of ``least`` to ``most`` treasures, "bribe:N", each made once."""
    for n in range(len(_BRIBES), most + 1):
        _BRIBES.append(Option(f"bribe:{n}", f"offer {n} treasure(s)"))
    return _BRIBES[least : most + 1]


# state.treasure_cards() visits every card of the game; the bribe offers read it at every ask for
# help. Kept per state and its card count (only a card added, a scenario's, changes it), weakly, so
# that a finished game's state is freed as before.
_TREASURE_CARDS: weakref.WeakKeyDictionary[MunchkinState, tuple[int, int]] = weakref.WeakKeyDictionary()


def _treasure_cards(state: MunchkinState) -> int:
    kept = _TREASURE_CARDS.get(state)
    if kept is None or kept[0] != len(state.cards):
        kept = _TREASURE_CARDS[state] = (len(state.cards), state.treasure_cards())
    return kept[1]


def _big_room(state: MunchkinState, player: Player) -> int | None:
    """How many more big items the player may receive (None: any number; MUN-55)."""
    limit = character.big_item_limit(state, player)
    return None if limit is None else max(0, limit - character.big_items(state, player))


def _bribe_items(state: MunchkinState, fighter: Player, candidate: Player) -> list[int]:
    """MUN-88, MUN-55: the items the fighter carries that the candidate could receive (a big item
    only if they have room for it)."""
    room = _big_room(state, candidate)
    return [u for u in fighter.carried if state.kind(u) == "item" and (room != 0 or not character.is_big(state, u))]


def _offered_items(
    state: MunchkinState, fighter: Player, candidate: Player, goods: list[int], at_least_one: bool
) -> list[int]:
    """MUN-88: the items the fighter adds to the offer, one at a time, until done (MKF-86: at
    least one when no treasure is offered); no more big ones than the helper has room for."""
    helper_room = _big_room(state, candidate) if goods else None
    offered: list[int] = []
    while True:
        bigs = sum(1 for u in offered if character.is_big(state, u))
        pool = [
            u
            for u in goods
            if u not in offered and (helper_room is None or bigs < helper_room or not character.is_big(state, u))
        ]
        if not pool:
            return offered
        options = state.card_options(pool)
        if offered or not at_least_one:
            options.insert(0, Option("done", "offer no more items"))
        choice = options[state.ask(fighter.seat, "bribe-item", options)]
        if choice.key == "done":
            return offered
        offered.append(int(choice.key.split(":")[1]))


def _hand_over_bribe(state: MunchkinState, combat: Combat) -> None:
    """MUN-88, MKF-86: once the combat ends, whatever its outcome, the promised items the fighter
    still carries go to the helper's carried items, unequipped (MUN-61); a dead helper receives
    nothing (MUN-104), and a big item the helper may not carry stays (MUN-55)."""
    assert combat.helper is not None
    fighter, helper = state.players[combat.fighter], state.players[combat.helper]
    for uid in combat.bribe_items:
        if state.location[uid] is not fighter.carried:
            continue  # lost, sold or looted on the way: nothing left to hand over
        limit = character.big_item_limit(state, helper)
        bigs = sum(1 for u in helper.carried if character.is_big(state, u))
        if helper.dead or (character.is_big(state, uid) and limit is not None and bigs >= limit):
            # Not a refusal of anyone's action: the combat changed the helper (MUN-104, MUN-55).
            state.emit("not-handed-over", player=helper.name, card=state.name(uid), why="the helper cannot receive it")
            continue
        fighter.equipped.discard(uid)
        helper.received.add(uid)
        state.move(uid, helper.carried, Why.BRIBE, detail=fighter.name)


# ---------------------------------------------------------------- outcome


def treasure_count(state: MunchkinState, foe: Foe) -> int:
    card = state.cards[foe.uid]
    rules = state.rules_by_uid  # what the cards say of treasures, read once per card (CardRules)
    bonus = sum([rules[uid].treasure_statics for uid in foe.enhancers]) if foe.enhancers else 0
    treasure_rules = rules[foe.uid].treasure_rules
    seats = state.combat.seats() if treasure_rules and state.combat is not None else []
    for condition, gain in treasure_rules:  # MUN-9, MUN-73: `if race elf: treasures +1`, once
        if any(condition is None or holds(state, condition, state.players[s]) for s in seats):
            bonus += gain
    if coverage.RECORDER is not None:  # the treasure rules read above (tests/test_phrase_coverage.py)
        _record(state, "treasure_bonus", foe.uid, *foe.enhancers)
    return max(0, int(card.fields["treasures"]) + bonus + foe.extra_treasures)


def _record(state: MunchkinState, key: str, monster: int, *enhancers: int) -> None:
    """Tell the phrase recorder that a rule read the statics ``key`` of a monster and its enhancers
    (and the monster's window-less rules of that key)."""
    recorder, game = coverage.RECORDER, state.ruleset.name
    assert recorder is not None
    # What the rule applies an enhancer's modifier to (MUN-83, MUN-93): the monster, or its runner.
    applied_to = "player" if key == "escape_bonus" else "monster"
    for uid in (monster, *enhancers):
        card = state.card(uid)
        for effect in card.statics:
            if effect.action.key == key:
                recorder.effect(game, card, effect, modifiers=False)
                if uid != monster and effect.target is not None and effect.target.key == applied_to:
                    recorder.term(game, card, effect, "targets", applied_to)
        if uid == monster:
            for ability in card.abilities:
                for effect in ability.effects:
                    if ability.window is None and isinstance(effect, Effect) and effect.action.key == key:
                        recorder.effect(game, card, effect, modifiers=False)


def kill_base(state: MunchkinState, name: str) -> int:
    """What the combat's live monsters would give for a kill now, before cards change it (numbers.py)."""
    combat = state.combat
    if combat is None:
        return 0
    if name == "kill_levels":
        return sum(int(state.card(f.uid).fields.get("levels", 1) or 1) for f in combat.live_foes())
    if combat in _COUNTING:
        # A monster's `if kill treasures > 1: treasures +1` reads the number it is part of: circular,
        # so the condition reads the printed treasures alone rather than looping.
        return sum(int(state.card(f.uid).fields["treasures"]) for f in combat.live_foes())
    _COUNTING.append(combat)
    try:
        return sum(treasure_count(state, f) for f in combat.live_foes())
    finally:
        _COUNTING.remove(combat)


_COUNTING: list[Combat] = []  # combats whose kill treasures are being counted (kill_base's guard)


def _reward(state: MunchkinState, combat: Combat) -> None:
    """Rewards come only when the combat is over (MUN golden rule 3): levels, then treasures."""
    fighter = state.players[combat.fighter]
    killed = combat.live_foes()
    levels = sum(int(state.card(f.uid).fields.get("levels", 1) or 1) for f in killed)
    levels = numbers.value(state, "kill_levels", fighter, levels)  # MUN-78, changed by cards (numbers.py)
    for foe in killed:
        state.emit("kill", player=fighter.name, monster=state.name(foe.uid))
        for ability in state.card(foe.uid).abilities:
            if ability.window is not None and ability.window.key == "when_killed":
                if not effects.guard(state, foe.uid, ability, fighter):
                    continue  # `when killed, if race elf: ...`: as its fighter is
                # MUN-78: levels a killed monster's own card gives are levels of the kill (MUN-14 lets them win)
                ctx = Context(actor=fighter, source=foe.uid, foe=foe, chosen={"cause": "kill"})
                effects.run(state, ability.effects, ctx)
    state.kills_this_turn += len(killed)
    effects.set_level(state, fighter, fighter.level + levels, "kill", cause="kill")
    if combat.helper is not None:
        for _ in killed:  # MUN elves: a level for each monster they help kill
            effects.trigger(state, state.players[combat.helper], "helped_kill", cause="helped-kill")
    _check_winners(state, combat)
    treasures = numbers.value(state, "kill_treasures", fighter, sum(treasure_count(state, f) for f in killed))
    if combat.helper is None:  # MUN-79: a lone winner draws face down
        for _ in range(treasures):
            if state.draw(state.treasures, fighter.hand, Why.TREASURE_FACE_DOWN) is None:
                break  # MUN-19: both piles empty (`kill treasures +999999999999999999` ends here)
        return
    _share_treasures(state, combat, fighter, state.players[combat.helper], treasures)


def _share_treasures(state: MunchkinState, combat: Combat, fighter: Player, helper: Player, treasures: int) -> None:
    """MUN-79, MUN-89: with a helper the treasures are drawn face up; a promised share is picked
    one card at a time, alternately, from the agreed first picker on; the rest go to the fighter."""
    table: list[int] = []
    for _ in range(treasures):
        uid = state.draw(state.treasures, state.combat_zone, Why.TREASURE_FACE_UP)
        if uid is None:
            break  # MUN-19: a draw from two empty piles is lost, and so is every one after it
        table.append(uid)
    due = {helper.seat: min(combat.bribe, len(table))}
    due[fighter.seat] = len(table) - due[helper.seat]
    picker = helper if combat.helper_first else fighter
    while due[helper.seat] > 0 and table:
        if due[picker.seat] > 0:  # a player whose picks are all made passes the turn
            options = state.card_options(table)
            uid = table.pop(state.ask(picker.seat, "pick-treasure", options))
            state.move(uid, picker.hand, Why.PICKED_BY, detail=picker.name)
            due[picker.seat] -= 1
        picker = fighter if picker is helper else helper
    for uid in table:
        state.move(uid, fighter.hand, Why.REST_TO, detail=fighter.name)


def _check_winners(state: MunchkinState, combat: Combat) -> None:
    """Reaching the winning level by a kill wins; MKF: two who reach it on the same kill both win."""
    winning = state.constants["winning_level"]
    for seat in combat.seats():
        if state.players[seat].level >= winning and seat not in state.winners:
            state.winners.append(seat)
            state.emit("win", player=state.players[seat].name, why="reached the winning level by a kill")


def run_away(state: MunchkinState, combat: Combat) -> None:
    """MUN-91, MUN-92: the fighter, then the helper, each runs from every monster still in the
    combat, one roll per monster in the order the runner chooses (asked as "escape-order" while
    more than one pursues them); 5+ escapes; bad stuff strikes a caught runner at once (MUN-94),
    and a runner who dies runs no further (MUN-97)."""
    for seat in combat.seats():
        player = state.players[seat]
        if player.dead or state.winners:
            continue
        _before_rolling(state, player)
        pursuers = list(combat.live_foes())
        while pursuers and not player.dead and not state.winners:
            foe = _next_pursuer(state, player, pursuers)
            pursuers.remove(foe)
            _onlookers_curse(state, player)
            if player.dead or state.winners:
                break  # MUN-97: a runner a curse killed rolls no more
            if escapes(state, combat, player, foe):
                state.emit("escape", player=player.name, monster=state.name(foe.uid))
                continue
            state.emit("caught", player=player.name, monster=state.name(foe.uid))
            for ability in state.card(foe.uid).abilities:
                if ability.window is not None and ability.window.key == "bad_stuff":
                    if not effects.guard(state, foe.uid, ability, player):
                        continue  # `bad stuff, if class thief: ...` strikes only whom it says
                    effects.run(state, ability.effects, Context(actor=player, source=foe.uid, victim=player, foe=foe))
                    if player.dead:
                        break


def _next_pursuer(state: MunchkinState, player: Player, pursuers: list[Foe]) -> Foe:
    """MUN-92: the runner chooses which monster to roll against next (a copy's option is told
    apart by a number: both are the same card)."""
    if len(pursuers) == 1:
        return pursuers[0]
    options = []
    for index, foe in enumerate(pursuers):
        same = sum(1 for other in pursuers[:index] if other.uid == foe.uid)
        key = f"card:{foe.uid}" if not same else f"card:{foe.uid}:{same + 1}"
        options.append(Option(key, state.name(foe.uid)))
    return pursuers[state.ask(player.seat, "escape-order", options)]


def _before_rolling(state: MunchkinState, player: Player) -> None:
    """Last chance before rolling: escape abilities (ninja), fans sacrificed, one-shots."""
    for _ in range(MAX_ROUNDS):
        options = [_ROLL, *plays.options_of(plays.legal_plays(state, player, "running"))]
        choice = options[state.ask(player.seat, "run-away", options)]
        if choice.key == "roll" or not carry_out(state, player, choice.payload, "running"):
            return


def _onlookers_curse(state: MunchkinState, runner: Player) -> None:
    """MUN-98, MKF-96: a curse (a trap) in hand may be played at any time, during any combat included,
    and a combat lasts until its running away is over (MUN-68). So before each escape roll every other
    living player, from the runner's left round the table, may play one on any living player; the
    window closes when a full round has passed (MUN-76's way), at most MAX_ROUNDS rounds. Asked as
    "while-running"; a player with no curse in hand is not asked (a single option)."""
    seats = len(state.players)
    for _ in range(MAX_ROUNDS):
        acted = False
        for step in range(1, seats):
            player = state.players[(runner.seat + step) % seats]
            if player.dead:
                continue
            options = [_PASS, *plays.options_of(plays.curse_plays(state, player))]
            choice = options[state.ask(player.seat, "while-running", options)]
            if choice.key != "pass":
                acted = carry_out(state, player, choice.payload, WATCHING) or acted
            if runner.dead or state.winners:
                return
        if not acted:
            return


def escapes(state: MunchkinState, combat: Combat, player: Player, foe: Foe) -> bool:
    card = state.card(foe.uid)
    freed = combat.auto_escape.get(player.seat, ())
    if effects.FAN_ESCAPE in freed:
        # MKF-95, MKF-15: a sacrificed Fan is the exception to "cannot beats can".
        state.emit("auto-escaped", player=player.name, monster=state.name(foe.uid), why="sacrificed a fan")
        return True
    if _monster_rule(state, foe.uid, "no_escape", player):
        # MUN-96: escape is impossible for this runner, not even automatically.
        state.emit("no-escape", player=player.name, monster=card.name)
        return False
    if combat.auto_escape.get(player.seat, set()) & {id(foe), ALL_FOES}:
        state.emit("auto-escaped", player=player.name, monster=state.name(foe.uid))
        return True
    if _monster_rule(state, foe.uid, "no_pursuit", player):  # MUN-95, either spelling of the rule
        state.emit("not-pursued", player=player.name, monster=card.name)
        return True
    if combat.no_escape:
        return False
    needed = numbers.value(state, "escape_roll", player)  # MUN-91: 5 or more, unless a card changed it
    bonus = character.escape_bonus(state, player) + combat.escape_bonus.get(player.seat, 0)
    bonus += sum(e.action.args["n"] for e in card.statics if e.action.key == "escape_bonus")
    # MUN-93: the escaping monster's modifier includes its enhancers'.
    enhancers = [e for u in foe.enhancers for e in state.card(u).statics]
    bonus += sum(e.action.args["n"] for e in enhancers if e.action.key == "escape_bonus")
    if coverage.RECORDER is not None:
        _record(state, "escape_bonus", foe.uid, *foe.enhancers)
    roll = state.rng.roll(state.constants["die_sides"])
    state.emit("roll", player=player.name, value=roll, bonus=bonus, needed=needed, why="run away")
    return roll + bonus >= needed


def _monster_rule(state: MunchkinState, uid: int, key: str, player: Player) -> bool:
    """A monster's lasting rule applies to this runner: `no escape if class thief`, `if level <= 4: will not pursue`."""
    card = state.card(uid)
    if coverage.RECORDER is not None:
        _record(state, key, uid)
    for effect in card.statics:
        if effect.action.key == key and (effect.condition is None or holds(state, effect.condition, player)):
            return True
    for ability in card.abilities:
        lasting = ability.window is None and any(isinstance(e, Effect) and e.action.key == key for e in ability.effects)
        if lasting and (ability.condition is None or holds(state, ability.condition, player)):
            return True
    return False


def _clean_up(state: MunchkinState) -> None:
    combat = state.combat
    if combat is None:
        return
    if combat.helper is not None and combat.bribe_items:
        _hand_over_bribe(state, combat)
    for uid in list(state.combat_zone.cards):
        state.discard(uid, Why.COMBAT_OVER)
    seats = combat.seats()
    for player in state.players:
        kept, ended = [], []
        for lasting in player.lasting:
            if lasting.armed and lasting.until in ("end_of_combat", "end_of_next_combat"):
                state.emit("expired", player=player.name, card=state.name(lasting.source))
                ended.append(lasting)
                continue
            kept.append(lasting)
        player.lasting = kept
        character.settle_if_equipment(state, player, ended)  # a slot lent for the combat is taken back
        struck = player.seat in seats  # MUN-99, MUN-100: its combat came, so its effect is over
        for uid in list(player.reminders.cards):
            if (not player.lasting or not any(x.source == uid for x in player.lasting)) and (
                struck or not _waits(state, uid)
            ):
                state.discard(uid, Why.EXPIRED)
    state.emit("combat-over")
    state.combat = None


def _waits(state: MunchkinState, uid: int) -> bool:
    return any(a.window is not None and a.window.key == "next_combat" for a in state.card(uid).abilities)


# The modules below read these (effects: a monster added, numbers: a kill's levels and treasures).
effects.ABOVE.register(add_foe=add_foe)
numbers.ABOVE.register(kill_base=kill_base)
