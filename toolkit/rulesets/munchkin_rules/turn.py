"""Set-up, the turn and its phases, selling, charity, death and looting (MUN/MKF turn)."""

from __future__ import annotations

from toolkit.engine.agents import Decision, Option
from toolkit.lang.model import Card
from toolkit.rulesets.munchkin_rules import character, combat, effects, events, plays
from toolkit.rulesets.munchkin_rules.effects import Refused, set_level
from toolkit.rulesets.munchkin_rules.forcing import force_into_hand
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import CardRules, MunchkinState, Player

MAX_FREE_ACTIONS = 30  # Assumption: a bound on actions in one phase, so a turn always ends.


# ---------------------------------------------------------------- set-up


def set_up(
    state: MunchkinState, cards: list[Card], fast_play: bool = False, force: tuple[int, str] | None = None
) -> None:
    """Each deck shuffled on its own; each player dealt the edition's starting cards (MUN/MKF set-up).

    ``force`` (seat, card key) swaps that card into the seat's hand after the deal (balance report)."""
    dealt = [card for card in cards if card.deck in ("door", "treasure")]
    state.add_cards(dealt, [state.doors.draw if card.deck == "door" else state.treasures.draw for card in dealt])
    events.prepare(state)  # the events the game's cards listen for (events.py)
    plays.share_caches(state)
    state.shuffle(state.doors.draw)
    state.shuffle(state.treasures.draw)
    state.fast_play = fast_play and "fast_play_starting_doors" in state.constants
    prefix = "fast_play_" if state.fast_play else ""
    for player in state.players:
        deal(state, player, state.constants[f"{prefix}starting_doors"], state.constants[f"{prefix}starting_treasures"])
    if force is not None:
        force_into_hand(state, *force)
    for player in state.players:
        starting_plays(state, player)
    state.current = first_player(state)


def starting_plays(state: MunchkinState, player: Player) -> None:
    """Before the first turn, each player may put races, classes, styles and items from their
    starting hand into play, within their limits, and equip them (MUN-6, MKF-6): the plays of the
    moment "setup", which replace nothing."""
    for _ in range(MAX_FREE_ACTIONS):
        options = [_DONE, *plays.options_of(plays.legal_plays(state, player, "setup"))]
        choice = options[state.ask(player.seat, "turn-action", options)]
        if choice.key == "done":
            return
        combat.carry_out(state, player, choice.payload, "setup")


def first_player(state: MunchkinState) -> int:
    """Everyone rolls; the highest roll goes first, and those tied for it roll again (MUN-7, MKF-7)."""
    contenders = list(state.players)
    while True:
        rolls = {p.seat: state.rng.roll(state.constants["die_sides"]) for p in contenders}
        for player in contenders:
            state.emit("roll", player=player.name, value=rolls[player.seat], why="who goes first")
        best = max(rolls.values())
        contenders = [p for p in contenders if rolls[p.seat] == best]
        if len(contenders) == 1:
            state.emit("first-player", player=contenders[0].name)
            return contenders[0].seat


def deal(state: MunchkinState, player: Player, doors: int, treasures: int) -> None:
    for _ in range(doors):
        state.draw(state.doors, player.hand, Why.DEALT)
    for _ in range(treasures):
        state.draw(state.treasures, player.hand, Why.DEALT)


# ---------------------------------------------------------------- the turn


def play_turn(state: MunchkinState, begun: bool = False) -> None:
    """The current player's whole turn; ``begun``: its start (begin_turn) has already happened."""
    player = state.players[state.current]
    if not begun:
        begin_turn(state, player)
    free_actions(state, player)
    if state.winners:
        return
    fought = kick_open_the_door(state, player)
    if state.winners:
        return
    if not fought and not player.dead:
        look_for_trouble_or_loot(state, player)
    if state.winners:
        return
    free_actions(state, player)
    if state.winners:
        return
    charity(state, player)
    _expire(state, player, "end_of_turn")
    state.emit("end-turn", player=player.name, hand=len(player.hand.cards))
    state.current = (state.current + 1) % len(state.players)


def begin_turn(state: MunchkinState, player: Player) -> None:
    """What happens as a player's turn starts, before they act: the dead come back, a new hand is dealt."""
    state.turn += 1
    state.kills_this_turn = 0
    state.free_uses.clear()
    state.emit("turn", number=state.turn, player=player.name, level=state.levels.values[player.seat])
    for someone in state.players:  # MKF-58: what was received may be sold once a new turn has begun
        someone.received.clear()
    for someone in state.players:
        if someone.dead:  # MUN-104, MUN-105: the new character enters as the next player's turn starts
            someone.dead = False
            someone.redeal = True
            state.emit("revive", player=someone.name)
    if player.redeal:  # MUN-106, MKF-104: the new hand comes at the start of their own next turn
        player.redeal = False
        prefix = "fast_play_" if state.fast_play else ""
        deal(state, player, state.constants[f"{prefix}death_doors"], state.constants[f"{prefix}death_treasures"])
    for lasting in player.lasting:  # "until the end of your next turn": this turn is that one now
        if lasting.until == "end_of_next_turn":
            lasting.until = "end_of_turn"
    events.happen(state, "turn_started", player.seat)
    # After the turn's start has ended what waited for it: what `at start of turn` makes lasts "until
    # your next turn" (or the end of the next) from this turn on, not to this very start.
    effects.trigger(state, player, "start_of_turn")  # `at start of turn: ...`


def _expire(state: MunchkinState, player: Player, until: str) -> None:
    """Lasting effects "until the end of the turn" end (every player's); a curse kept in play only
    for one of them goes with it (MUN-99, events.end_lasting)."""
    for p in state.players:
        for lasting in p.lasting:  # the usual case: nothing of the player's ends now, no list made
            if lasting.until == until:
                break
        else:
            continue
        ended = [x for x in p.lasting if x.until == until]
        if ended:
            p.lasting = [x for x in p.lasting if x.until != until]
            for uid in dict.fromkeys(x.source for x in ended):
                events.discard_if_over(state, p, uid)
            character.settle_if_equipment(state, p, ended)  # `headgear slots +1 until end of turn` is over
    state.touch()  # no event records it (state.version)


# The turn action's options that never change, made once rather than at every decision (an Option is a value).
_DONE = Option("done")
_LOOT = Option("loot", "loot the room")
_SELL = Option("sell", "sell items for levels")


def free_actions(state: MunchkinState, player: Player) -> None:
    """On their turn, outside combat: put cards in play, equip, sell, use abilities (MUN turn)."""
    if player.dead:
        return
    for _ in range(MAX_FREE_ACTIONS):
        if state.fast_play:  # claim_from_discard does nothing outside the variant: not called for it
            claim_from_discard(state)  # MKF-110: open to everyone whenever the active player may act
        options = plays.options_of(plays.legal_plays(state, player, "turn"), [_DONE])
        if sellable_value(state, player) >= state.constants["gold_per_level"] and sell_refusal(state, player) is None:
            options.append(_SELL)
        choice = options[state.ask(player.seat, "turn-action", options)]
        if choice.key == "done" or state.winners:
            return
        if choice.key == "sell":
            try:
                sell(state, player, chosen_for_sale(state, player))
            except Refused as refusal:
                state.emit("refused", player=player.name, card="sale", why=str(refusal))
        else:
            combat.carry_out(state, player, choice.payload, "turn")
        if state.winners:
            return


# MKF-110: the cards fast play lets a player take from the top of a discard pile (races: the seed's, not Kung Fu's).
CLAIMABLE_KINDS = frozenset({"class", "style", "race", "super-munchkin", "extra-style"})


def claim_from_discard(state: MunchkinState) -> bool:
    """MKF-110: in the fast-play variant, while the top card of a discard pile is a class, style,
    Super Munchkin or extra-style card, any living player may discard a go-up-a-level card from
    hand (gaining no level) and take that card into hand. Everyone is asked in turn order from the
    active player; several claimants roll, the highest taking it (ties roll again), and the others
    keep their go-up-a-level cards. True when a card was taken."""
    if not state.fast_play:
        return False
    taken = False
    for deck in (state.doors, state.treasures):
        pile = deck.discard.cards
        if not pile or state.kind(pile[-1]) not in CLAIMABLE_KINDS:
            continue
        top = pile[-1]
        claimants = []
        for i in range(len(state.players)):
            player = state.players[(state.current + i) % len(state.players)]
            if player.dead or not _level_cards(state, player):
                continue
            options = [Option("pass"), Option(f"claim:{top}", f"take {state.name(top)} for a go-up-a-level card")]
            if state.ask(player.seat, "claim-discard", options) == 1:
                claimants.append(player)
        while len(claimants) > 1:
            rolls = {p.seat: state.rng.roll(state.constants["die_sides"]) for p in claimants}
            for p in claimants:
                state.emit("roll", player=p.name, value=rolls[p.seat], why=f"claiming {state.name(top)}")
            best = max(rolls.values())
            claimants = [p for p in claimants if rolls[p.seat] == best]
        if not claimants:
            continue
        winner = claimants[0]
        levels = _level_cards(state, winner)
        index = state.ask(winner.seat, "choose-discard", state.card_options(levels))
        with state.atomic():
            state.discard(levels[index], Why.PAID_BY, (winner.name, state.name(top)))
            state.move(top, winner.hand, Why.TAKEN_FROM_DISCARD, detail=winner.name)
        taken = True
    return taken


def _level_cards(state: MunchkinState, player: Player) -> list[int]:
    return [u for u in player.hand if state.kind(u) == "go-up-a-level"]


def kick_open_the_door(state: MunchkinState, player: Player) -> bool:
    """Draw a door face up: fight a monster, suffer a curse, or keep the card (MUN phase 1)."""
    uid = state.draw(state.doors, player.hand, Why.KICKED)
    if uid is None:
        return False
    kind = state.kind(uid)
    state.emit("door", player=player.name, card=state.name(uid), card_kind=kind)
    if kind == "monster":
        combat.fight(state, player, uid)
        return True
    if kind in plays.CURSE_KINDS:
        plays.curse(state, player, uid, player)
    return False


def look_for_trouble_or_loot(state: MunchkinState, player: Player) -> None:
    """With no monster at the door: fight one from hand, or draw a door face down (MUN phase 2)."""
    cards = state.cards
    options = [_LOOT]  # and a fight for each monster in hand, in a plain loop
    for uid in player.hand.cards:
        if cards[uid].kind == "monster":
            options.append(Option(f"trouble:{uid}", f"fight {cards[uid].name}"))
    choice = options[state.ask(player.seat, "trouble-or-loot", options)]
    if choice.key == "loot":
        state.draw(state.doors, player.hand, Why.LOOTED_ROOM)
    else:
        combat.fight(state, player, int(choice.key.split(":")[1]), Why.LOOKED_FOR_TROUBLE)


def charity(state: MunchkinState, player: Player) -> None:
    """Over the hand limit: give the extra to the lowest-level player(s), or discard if lowest (MUN charity)."""
    if player.dead:
        return
    limit = character.hand_limit(state, player)
    extra = len(player.hand.cards) - limit
    if extra <= 0:
        return
    living = [p for p in state.players if not p.dead]
    levels = state.levels.values  # the level counter's list (player.level is a property): every turn's end
    low = min(levels[p.seat] for p in living)
    takers = [p for p in living if levels[p.seat] == low and p is not player]
    if levels[player.seat] == low or not takers:
        for _ in range(extra):
            _give_away(state, player, None)
        return
    # MUN-33: as evenly as possible; the giver decides who of the tied receives each odd card.
    share, odd = divmod(extra, len(takers))
    for taker in takers:
        for _ in range(share):
            _give_away(state, player, taker)
    left = list(takers)
    for _ in range(odd):
        taker = left.pop(state.ask(player.seat, "choose-taker", [Option(f"player:{p.name}", p.name) for p in left]))
        _give_away(state, player, taker)


def _give_away(state: MunchkinState, player: Player, taker: Player | None) -> None:
    cards = list(player.hand.cards)
    index = state.ask(player.seat, "charity", state.card_options(cards))
    if taker is None:
        state.discard(cards[index], Why.CHARITY_DISCARDED)
    else:
        state.move(cards[index], taker.hand, Why.CHARITY_TO, detail=taker.name)


# ---------------------------------------------------------------- selling


def sellable(state: MunchkinState, player: Player) -> list[int]:
    """Items and one-shots from hand or play; hirelings and fans cannot be sold (MUN-59, MKF-57),
    nor, in Kung Fu, what was received since the last turn began (MKF-58)."""
    cards = state.cards
    found = [u for u in (*player.carried.cards, *player.hand.cards) if cards[u].kind in _SOLD_KINDS]
    if player.received and state.switch("received_items_wait"):
        found = [u for u in found if u not in player.received]
    return found


def sellable_value(state: MunchkinState, player: Player) -> int:
    """The gold of sellable(...) (read before every turn action: the cards' rules read directly)."""
    rules = state.rules_by_uid
    if player.received and state.switch("received_items_wait"):
        return sum(rules[u].gold for u in sellable(state, player))
    # Otherwise it depends on the cards in the two zones alone: each zone's part kept until it changes
    # (the hand changes at most turn actions, the carried cards far less often).
    derived = player.derived
    carried, hand = player.carried, player.hand
    if derived.carried_sale_stamp != carried.version:
        derived.carried_sale_value = _gold_of(rules, carried.cards)
        derived.carried_sale_stamp = carried.version
    if derived.sale_stamp != hand.version:
        derived.sale_value = _gold_of(rules, hand.cards)
        derived.sale_stamp = hand.version
    return derived.carried_sale_value + derived.sale_value


def _gold_of(rules: dict[int, CardRules], uids: list[int]) -> int:
    """The gold of the items and one-shots among the cards (a plain loop: no comprehension made)."""
    value = 0
    for uid in uids:
        found = rules[uid]
        if found.kind in _SOLD_KINDS:
            value += found.gold
    return value


_SOLD_KINDS = ("item", "one-shot")


def sell_refusal(state: MunchkinState, player: Player) -> str | None:
    if state.combat is not None:
        return "nothing may be sold during a combat"
    if state.players[state.current] is not player:
        return "items are sold only on your own turn"
    if state.levels.values[player.seat] + 1 >= state.constants["winning_level"]:  # the counter: asked every turn
        return f"selling can never bring a player to level {state.constants['winning_level']}"
    return None


def chosen_for_sale(state: MunchkinState, player: Player) -> list[int]:
    """The player picks items one by one; they may stop once the picks are worth a level (MUN-57),
    so a sale that is offered is one the rules accept (sellable_value(...) is worth one)."""
    pool = sellable(state, player)
    per_level = state.constants["gold_per_level"]
    chosen: list[int] = []
    value = 0
    while pool:
        options = state.card_options(pool)
        if value >= per_level:
            options.insert(0, Option("stop"))
        index = state.ask(player.seat, "sell-pick", options)
        if options[index].key == "stop":
            break
        uid = int(options[index].key.split(":")[1])
        pool.remove(uid)
        chosen.append(uid)
        value += character.item_value(state, uid)
    return chosen


def sell(state: MunchkinState, player: Player, items: list[int]) -> int:
    """1,000 gold buys a level, no change given, never the winning level (MUN selling)."""
    problem = sell_refusal(state, player)
    if problem:
        raise Refused(problem)
    allowed = sellable(state, player)
    for uid in items:  # MUN-59: only the seller's own items and one-shots; no hirelings, no level cards
        if uid in player.received and state.switch("received_items_wait"):
            raise Refused(f"{state.name(uid)} was received this turn: it may be sold from the next one")  # MKF-58
        if uid not in allowed:
            raise Refused(f"{state.name(uid)} cannot be sold by {player.name}")
    per_level = state.constants["gold_per_level"]
    total = sum(character.item_value(state, u) for u in items)
    levels = min(total // per_level, state.constants["winning_level"] - 1 - player.level)
    if levels <= 0:
        raise Refused(f"{total} gold is not enough for a level ({per_level} gold each)")
    with state.atomic():
        for uid in items:
            player.equipped.discard(uid)
            state.discard(uid, Why.SOLD_BY, player.name)
        state.emit("sell", player=player.name, gold=total, levels=levels)
        set_level(state, player, player.level + levels, "sold items", cause="sale")
        # MUN-56: a sale may take what let the player carry more big items (or meet a restriction):
        # the character is put right at once, as after any change.
        character.settle_character(state, player)
    return levels


# ---------------------------------------------------------------- offered equals accepted

# The decisions whose options are a player's actions, and the moment each is asked in.
_ACTION_DECISIONS = {
    "turn-action": "turn",
    "combat-action": "combat",
    "run-away": "running",
    "while-running": combat.WATCHING,
}


def audit_offers(state: MunchkinState, decision: Decision) -> list[str]:
    """Offered equals accepted, checked at one decision: every action offered is accepted, and
    every action the engine knows of for the asking player's cards (each kind of play on each card
    in their hand or in play, a sale, asking each player for help) that is not offered is refused.
    Each is carried out through the engine's own path (combat.carry_out, sell, ask_for_help) on a
    copy of the state whose agents take the first option; the state itself is left alone. A refusal
    must leave the copy as it was (MUN-16: only the "refused" event is added), so the next action
    is tried on the same copy; after an accepted one a fresh copy is made.
    Returns what disagrees, in words (the conformance test, tests/test_offered_accepted.py)."""
    moment = _ACTION_DECISIONS.get(decision.kind)
    if moment is None:
        return []
    if moment == "turn" and state.turn == 0:
        moment = "setup"  # MUN-6: the starting plays come before the first turn
    player = state.players[decision.player]
    offered = {o.key for o in decision.options}
    problems: list[str] = []
    twin: MunchkinState | None = None
    for key, action in _known_actions(state, player, moment):
        if twin is None:
            twin = _copy(state)
        before = len(twin.log)
        accepted = _accepted(twin, decision.player, action)
        changed = [e.kind for e in twin.log.since(before) if e.kind not in ("refused", "decision")]
        if not accepted and changed:
            problems.append(f"{decision.kind} of {player.name}: refusing {key} changed the state ({changed[0]})")
        if accepted or changed:
            twin = None
        if (key in offered) != accepted:
            said = "offered but refused" if key in offered else "not offered but accepted"
            problems.append(f"{decision.kind} of {player.name} (turn {state.turn}): {key} {said}")
    return problems


def _known_actions(state: MunchkinState, player: Player, moment: str) -> list[tuple[str, tuple[object, ...]]]:
    """(option key, what to carry out) for every action the engine knows for the player's cards."""
    actions: list[tuple[str, tuple[object, ...]]] = []
    for zone in (player.hand, player.identity, player.followers, player.carried):
        for uid in zone.cards:
            for kind in ("card", "curse", "enhance", "boost", "arm", "equip", "unequip"):
                play = plays.Play(kind, uid)
                actions.append((play.key, (play, moment)))
            for index, ability in enumerate(state.card(uid).abilities):
                if ability.window is not None:
                    play = plays.Play("ability", uid, index)
                    actions.append((play.key, (play, moment)))
    if moment == "turn":
        actions.append(("sell", ("sell",)))
    combat_now = state.combat
    if moment == "combat" and combat_now is not None and combat_now.fighter == player.seat:
        actions.extend((f"ask:{p.seat}", ("ask", p.seat)) for p in state.players if p is not player)
    return actions


def _copy(state: MunchkinState) -> MunchkinState:
    """A copy of the state to try actions on, its agents taking the first option, checks off."""
    import copy

    from toolkit.engine.agents import FirstOptionAgent
    from toolkit.engine.events import EventLog
    from toolkit.rulesets.munchkin_rules.state import Derived

    # What never changes is shared, not copied: the ruleset, the cards and their rules, the Plays;
    # caches start empty, and the copy starts a log of its own (only what follows is read).
    memo: dict[int, object] = {id(state.ruleset): state.ruleset, id(state.constants): state.constants}
    memo[id(state.log)], memo[id(state.moves)] = EventLog(), []
    memo[id(state.combat_reports)], memo[id(state.hand_steps)], memo[id(state.usable_steps)] = [], {}, {}
    memo[id(state.play_cache)] = dict(state.play_cache)
    for uid, card in state.cards.items():
        memo[id(card)] = card
        memo[id(state.rules_by_uid[uid])] = state.rules_by_uid[uid]
    for known in state.play_cache.values():
        memo[id(known)] = known
    for player in state.players:
        memo[id(player.derived)] = Derived()
    agents, invariants, state.agents, state.invariants = state.agents, state.invariants, [], []
    try:
        twin = copy.deepcopy(state, memo)
    finally:
        state.agents, state.invariants = agents, invariants
    twin.agents = [FirstOptionAgent() for _ in twin.players]
    twin.strength_kept = None
    return twin


def _accepted(twin: MunchkinState, seat: int, action: tuple[object, ...]) -> bool:
    """Whether the engine accepts the action, carried out on the copy: no refusal follows."""
    return _attempt(twin, seat, action) is None


def _attempt(twin: MunchkinState, seat: int, action: tuple[object, ...]) -> str | None:
    """Carry the action out on the copy: None when the engine accepts it, else why not ("" when
    the rules decline it without a word)."""
    player = twin.players[seat]
    before = len(twin.log)
    done = True
    try:
        if action[0] == "sell":
            sell(twin, player, chosen_for_sale(twin, player))
        elif action[0] == "ask":
            combat.ask_for_help(twin, player, twin.players[int(action[1])])  # type: ignore[call-overload]
        else:
            play, moment = action
            done = combat.carry_out(twin, player, play, str(moment))  # type: ignore[arg-type]
    except Refused as refusal:
        return str(refusal)
    refused = [event for event in twin.log.since(before) if event.kind == "refused"]
    if refused:
        return str(refused[-1].get("why") or "")
    return None if done else ""


def refusal_of_play(state: MunchkinState, decision: Decision, key: str | None, name: str | None) -> str | None:
    """Why the rules refuse a scripted play at this decision, in the words the engine gives when it
    is tried anyway (on a copy, as audit_offers tries it): the play with this option key, else every
    play of the asking player's card called ``name``. None when one of them is accepted or the
    engine gives no reason. A test block's refused step reports this, not only "not offered"."""
    moment = _ACTION_DECISIONS.get(decision.kind)
    if moment is None:
        return None
    if moment == "turn" and state.turn == 0:
        moment = "setup"
    player = state.players[decision.player]
    wanted = name.casefold() if name else None
    reasons: list[str] = []
    for option_key, action in _known_actions(state, player, moment):
        play = action[0]
        if not isinstance(play, plays.Play):
            continue
        if option_key != key and (wanted is None or state.name(play.uid).casefold() != wanted):
            continue
        reason = _attempt(_copy(state), decision.player, action)
        if reason is None:
            return None
        if reason:
            reasons.append(reason)
    return reasons[0] if reasons else None


character.ABOVE.register(sell=sell, sell_refusal=sell_refusal)  # MUN-56: extra big items sold
