"""Set-up, the turn and its phases, selling, charity, death and looting (MUN/MKF turn)."""

from __future__ import annotations

from toolkit.engine.agents import Option
from toolkit.lang.model import Card
from toolkit.rulesets.munchkin_rules import character, combat, plays
from toolkit.rulesets.munchkin_rules.effects import Refused, set_level
from toolkit.rulesets.munchkin_rules.forcing import force_into_hand
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player

MAX_FREE_ACTIONS = 30  # Assumption: a bound on actions in one phase, so a turn always ends.


# ---------------------------------------------------------------- set-up


def set_up(
    state: MunchkinState, cards: list[Card], fast_play: bool = False, force: tuple[int, str] | None = None
) -> None:
    """Each deck shuffled on its own; each player dealt the edition's starting cards (MUN/MKF set-up).

    ``force`` (seat, card key) swaps that card into the seat's hand after the deal (balance report)."""
    for card in cards:
        if card.deck in ("door", "treasure"):
            state.add_card(card, state.doors.draw if card.deck == "door" else state.treasures.draw)
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


SETUP_KINDS = frozenset({"race", "class", "style", "item", "super-munchkin", "half-breed", "extra-style"})


def starting_plays(state: MunchkinState, player: Player) -> None:
    """Before the first turn, each player may put races, classes, styles and items from their
    starting hand into play, within their limits, and equip them (MUN-6, MKF-6)."""
    for _ in range(MAX_FREE_ACTIONS):
        options = [Option("done")]
        for play in plays.legal_plays(state, player, "turn"):
            if play.kind == "equip" or (play.kind == "card" and state.kind(play.uid) in SETUP_KINDS):
                if play.kind == "card" and _would_replace(state, player, play.uid):
                    continue  # a starting hand adds to the character; it replaces nothing
                options.append(play.option())
        choice = options[state.ask(player.seat, "turn-action", options)]
        if choice.key == "done":
            return
        combat.carry_out(state, player, choice.payload, "turn")


def _would_replace(state: MunchkinState, player: Player, uid: int) -> bool:
    kind = state.kind(uid)
    if kind not in plays.CHARACTER_KINDS:
        return False
    return len(character.identities(state, player, kind)) >= character.slots(state, player, kind)


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
        state.draw(state.doors, player.hand, "dealt")
    for _ in range(treasures):
        state.draw(state.treasures, player.hand, "dealt")


# ---------------------------------------------------------------- the turn


def play_turn(state: MunchkinState) -> None:
    player = state.players[state.current]
    state.turn += 1
    state.kills_this_turn = 0
    state.emit("turn", number=state.turn, player=player.name, level=player.level)
    for someone in state.players:  # MKF-58: what was received may be sold once a new turn has begun
        someone.received.clear()
    if player.dead:
        player.dead = False
        state.emit("revive", player=player.name)
        prefix = "fast_play_" if state.fast_play else ""
        deal(state, player, state.constants[f"{prefix}death_doors"], state.constants[f"{prefix}death_treasures"])
    free_actions(state, player)
    if state.over:
        return
    fought = kick_open_the_door(state, player)
    if state.over:
        return
    if not fought and not player.dead:
        look_for_trouble_or_loot(state, player)
    if state.over:
        return
    free_actions(state, player)
    if state.over:
        return
    charity(state, player)
    _expire(state, player, "end_of_turn")
    state.emit("end-turn", player=player.name, hand=len(player.hand))
    state.current = (state.current + 1) % len(state.players)


def _expire(state: MunchkinState, player: Player, until: str) -> None:
    for p in state.players:
        p.lasting = [x for x in p.lasting if x.until != until]
    state.touch()  # no event records it (state.version)


def free_actions(state: MunchkinState, player: Player) -> None:
    """On their turn, outside combat: put cards in play, equip, sell, use abilities (MUN turn)."""
    if player.dead:
        return
    for _ in range(MAX_FREE_ACTIONS):
        claim_from_discard(state)  # MKF-110: open to everyone whenever the active player may act
        options = [Option("done")] + [p.option() for p in plays.legal_plays(state, player, "turn")]
        if sellable_value(state, player) >= state.constants["gold_per_level"] and sell_refusal(state, player) is None:
            options.append(Option("sell", "sell items for levels"))
        choice = options[state.ask(player.seat, "turn-action", options)]
        if choice.key == "done" or state.over:
            return
        if choice.key == "sell":
            try:
                sell(state, player, chosen_for_sale(state, player))
            except Refused as refusal:
                state.emit("refused", player=player.name, card="sale", why=str(refusal))
        else:
            combat.carry_out(state, player, choice.payload, "turn")
        if state.over:
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
        index = state.ask(winner.seat, "choose-discard", [Option(f"card:{u}", state.name(u)) for u in levels])
        with state.atomic():
            state.discard(levels[index], f"paid by {winner.name} to take {state.name(top)} (no level)")
            state.move(top, winner.hand, f"taken from the discard pile by {winner.name}")
        taken = True
    return taken


def _level_cards(state: MunchkinState, player: Player) -> list[int]:
    return [u for u in player.hand if state.kind(u) == "go-up-a-level"]


def kick_open_the_door(state: MunchkinState, player: Player) -> bool:
    """Draw a door face up: fight a monster, suffer a curse, or keep the card (MUN phase 1)."""
    uid = state.draw(state.doors, player.hand, "kicked open the door")
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
    monsters = [u for u in player.hand if state.kind(u) == "monster"]
    options = [Option("loot", "loot the room")] + [Option(f"trouble:{u}", f"fight {state.name(u)}") for u in monsters]
    choice = options[state.ask(player.seat, "trouble-or-loot", options)]
    if choice.key == "loot":
        state.draw(state.doors, player.hand, "looted the room (face down)")
    else:
        combat.fight(state, player, int(choice.key.split(":")[1]), "looked for trouble")


def charity(state: MunchkinState, player: Player) -> None:
    """Over the hand limit: give the extra to the lowest-level player(s), or discard if lowest (MUN charity)."""
    if player.dead:
        return
    limit = character.hand_limit(state, player)
    extra = len(player.hand) - limit
    if extra <= 0:
        return
    living = [p for p in state.players if not p.dead]
    low = min(p.level for p in living)
    takers = [p for p in living if p.level == low and p is not player]
    if player.level == low or not takers:
        for _ in range(extra):
            _give_away(state, player, None)
        return
    for index in range(extra):
        _give_away(state, player, takers[index % len(takers)])


def _give_away(state: MunchkinState, player: Player, taker: Player | None) -> None:
    cards = list(player.hand)
    index = state.ask(player.seat, "charity", [Option(f"card:{u}", state.name(u)) for u in cards])
    if taker is None:
        state.discard(cards[index], "charity (discarded)")
    else:
        state.move(cards[index], taker.hand, f"charity to {taker.name}")


# ---------------------------------------------------------------- selling


def sellable(state: MunchkinState, player: Player) -> list[int]:
    """Items from hand or play; hirelings and fans cannot be sold (MUN/MKF selling)."""
    return [u for u in (*player.carried, *player.hand) if state.kind(u) in ("item", "one-shot")]


def sellable_value(state: MunchkinState, player: Player) -> int:
    """The gold of sellable(...) (read before every turn action: the cards' rules read directly)."""
    rules = state.rules_by_uid
    return sum([r.gold for u in (*player.carried.cards, *player.hand.cards) if (r := rules[u]).kind in _SOLD_KINDS])


_SOLD_KINDS = ("item", "one-shot")


def sell_refusal(state: MunchkinState, player: Player) -> str | None:
    if state.combat is not None:
        return "nothing may be sold during a combat"
    if state.players[state.current] is not player:
        return "items are sold only on your own turn"
    if player.level + 1 >= state.constants["winning_level"]:
        return f"selling can never bring a player to level {state.constants['winning_level']}"
    return None


def chosen_for_sale(state: MunchkinState, player: Player) -> list[int]:
    """The player picks items one by one until they stop (bots pick by value)."""
    pool = sellable(state, player)
    chosen: list[int] = []
    while pool:
        options = [Option("stop")] + [Option(f"card:{u}", state.name(u)) for u in pool]
        index = state.ask(player.seat, "sell-pick", options)
        if index == 0:
            break
        uid = int(options[index].key.split(":")[1])
        pool.remove(uid)
        chosen.append(uid)
    return chosen


def sell(state: MunchkinState, player: Player, items: list[int]) -> int:
    """1,000 gold buys a level, no change given, never the winning level (MUN selling)."""
    problem = sell_refusal(state, player)
    if problem:
        raise Refused(problem)
    allowed = sellable(state, player)
    for uid in items:  # MUN-59: only the seller's own items and one-shots; no hirelings, no level cards
        if uid not in allowed:
            raise Refused(f"{state.name(uid)} cannot be sold by {player.name}")
        if uid in player.received and state.switch("received_items_wait"):
            raise Refused(f"{state.name(uid)} was received this turn: it may be sold from the next one")  # MKF-58
    per_level = state.constants["gold_per_level"]
    total = sum(character.item_value(state, u) for u in items)
    levels = min(total // per_level, state.constants["winning_level"] - 1 - player.level)
    if levels <= 0:
        raise Refused(f"{total} gold is not enough for a level ({per_level} gold each)")
    for uid in items:
        player.equipped.discard(uid)
        state.discard(uid, f"sold by {player.name}")
    state.emit("sell", player=player.name, gold=total, levels=levels)
    set_level(state, player, player.level + levels, "sold items", cause="sale")
    return levels
