"""Events the rules name, as triggers of cards in play and as the ends of durations (issue 10).

The rules say where an event takes place by calling ``happen(state, event, seat)``: combat.py a
kill, a combat won or lost; death.py a death; effects.set_level a level gained; plays.py a card
played; turn.begin_turn a turn started. An item leaving a player's carried things (``item_lost``,
and ``slot_lost`` with its slot) is seen on the log's moves, by a listener put on the log only in a
game whose cards wait for such a loss. Each event, here and only here:

1. ends the lasting effects on its player that wait for it (`until your next kill`, `until you lose
   your footgear`); a curse kept in play for them is then discarded (MUN-99);
2. fires the triggers of the cards in play that listen for it (`whenever another player dies: draw
   1 treasure`), in seat order from the player it happened to.

A game whose cards use no event pays a set lookup per event (``used``).
"""

from __future__ import annotations

from toolkit.engine.zones import Zone
from toolkit.lang.model import Card, Term
from toolkit.rulesets.munchkin_family import EVENTS, TRIGGERS
from toolkit.rulesets.munchkin_rules import character, selectors
from toolkit.rulesets.munchkin_rules.conditions import holds
from toolkit.rulesets.munchkin_rules.numbers import _effects
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import ByCards, Hooks, Lasting, MunchkinState, Player, Refused

# A triggered rule pays its costs (plays.py: can_pay, pay) and runs its effects (effects.py: run,
# Context) through modules that call happen: they register those here when imported (Hooks).
ABOVE = Hooks("events.py")

DURATION_EVENTS = {f"next_{event}": event for event in EVENTS}
LOSS_DURATIONS = frozenset({"next_item_lost", "next_slot_lost"})
MAX_DEPTH = 8  # Assumption: triggers set off by triggers stop this deep (a loop of cards never hangs a game)
_LOSSES = frozenset({"item_lost", "slot_lost"})


def used(state: MunchkinState) -> frozenset[str]:
    """The events some card of the game listens for, by name (kept while no card is added)."""
    count, names = state.events_used
    if count == len(state.cards):
        return names
    names, fires_on_loss = _USED.get(tuple(state.cards.values()), events_of)
    state.events_used = (len(state.cards), names)
    if fires_on_loss:
        watch_losses(state)  # a card in play may fire on a loss; a duration's end is watched as it begins
    return names


def events_of(cards: tuple[Card, ...]) -> tuple[frozenset[str], bool]:
    """The events the cards listen for, and whether one of them fires on a loss."""
    found: set[str] = set()
    fires_on_loss = False
    for card in cards:
        triggers, ends = card_events(card)
        found |= triggers
        found |= ends
        fires_on_loss = fires_on_loss or not triggers.isdisjoint(_LOSSES)
    return frozenset(found), fires_on_loss


_USED: ByCards[tuple[frozenset[str], bool]] = ByCards()  # used(...), for games set up from the same cards


# What a card listens for depends on the card alone: read once per card (as numbers.card_numbers).
_BY_CARD: dict[int, tuple[Card, tuple[frozenset[str], frozenset[str]]]] = {}


def card_events(card: Card) -> tuple[frozenset[str], frozenset[str]]:
    """The events the card's triggers fire on, and those its durations end on."""
    entry = _BY_CARD.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    if len(_BY_CARD) >= 50_000:
        _BY_CARD.clear()
    triggers: set[str] = set()
    for ability in card.abilities:
        if ability.window is not None:
            key = ability.window.key
            if key in TRIGGERS:
                triggers.add(TRIGGERS[key])
    ends = {DURATION_EVENTS[key] for key in _durations(card) if key in DURATION_EVENTS}
    found = (frozenset(triggers), frozenset(ends))
    _BY_CARD[id(card)] = (card, found)
    return found


def prepare(state: MunchkinState) -> None:
    """Read the game's cards for the events they use once they are all dealt (set-up, a scenario)."""
    state.events_used = (-1, frozenset())
    used(state)


def happen(state: MunchkinState, event: str, seat: int, **facts: object) -> None:
    """The event took place for the player in ``seat``: end what waits for it, fire what listens."""
    count, names = state.events_used
    if count == len(state.cards) and event not in names:
        return  # the common case: no card of this game listens for it
    if event not in used(state) or state.winners:
        return
    subject = state.players[seat]
    _end_durations(state, event, subject, facts)
    if state.trigger_depth >= MAX_DEPTH:
        state.emit("trigger-stopped", event=event, player=subject.name, why="triggers ran too deep")
        return
    state.trigger_depth += 1
    try:
        _fire(state, event, subject, facts.get("card"))
    finally:
        state.trigger_depth -= 1


def end_lasting(state: MunchkinState, player: Player, lasting: Lasting) -> None:
    """A lasting effect ends; a curse kept in play only for it is discarded (MUN-99)."""
    player.lasting = [x for x in player.lasting if x is not lasting]
    state.emit("expired", player=player.name, card=state.name(lasting.source))
    discard_if_over(state, player, lasting.source)
    character.settle_if_equipment(state, player, (lasting,))  # `headgear slots +1 until you gain a level`


def discard_if_over(state: MunchkinState, player: Player, uid: int) -> None:
    """A curse in front of its victim whose lasting effects are all over is discarded (MUN-99),
    unless it still waits for the victim's next combat."""
    if state.location.get(uid) is not player.reminders or any(x.source == uid for x in player.lasting):
        return
    if not any(a.window is not None and a.window.key == "next_combat" for a in state.card(uid).abilities):
        state.discard(uid, Why.EXPIRED)


_COMBAT_EVENTS = frozenset({"kill", "won_combat", "lost_combat"})


def decided(state: MunchkinState) -> None:
    """The combat's outcome is known (the sides compared): what lasts now may end with its kill, its
    win or its loss; what begins from here on (its rewards, its bad stuff) waits for the next combat's."""
    for player in state.players:
        for lasting in player.lasting:
            lasting.decided = True


def _end_durations(state: MunchkinState, event: str, subject: Player, facts: dict[str, object]) -> None:
    if not subject.lasting:
        return  # the usual case: nothing lasts, no name or list made at each event
    ending = f"next_{event}"
    for lasting in [x for x in subject.lasting if x.until == ending]:
        duration = lasting.effect.duration
        wanted = duration.args.get("slot") if duration is not None else None
        if wanted is not None and wanted != facts.get("slot"):
            continue  # `until you lose your footgear`: another slot's loss is not its end
        if lasting.source == facts.get("card"):
            continue  # `until you play a card` waits for the next card: the play that made it is not its end
        if event in _COMBAT_EVENTS and not lasting.decided:
            # Begun once the combat was decided (a monster's `when killed: ... until your next kill`, its
            # `bad stuff: ... until your next lost combat`): it waits for the next one, not this one.
            continue
        end_lasting(state, subject, lasting)


def _fire(state: MunchkinState, event: str, subject: Player, played: object = None) -> None:
    n = len(state.players)
    key = f"whenever_{event}"  # (`at start of turn`, `when you die`: effects.trigger runs them)
    rules_by_uid = state.rules_by_uid
    watchers = _listeners(state, key)
    location = state.location
    for step in range(n):
        owner = state.players[(subject.seat + step) % n]
        own = owner is subject
        if owner.dead and not own:
            continue  # the dead have no cards in play to act (MUN-102) but their own death's
        zones = (owner.identity, owner.carried, owner.followers, owner.reminders)  # character.in_play's
        for uid in watchers:  # a card of the game that listens for it, in front of this owner?
            where = location.get(uid)
            if where is not None and (where is zones[0] or where is zones[1] or where is zones[2] or where is zones[3]):
                break
        else:
            continue  # none: the walk below would find nothing (most events, most owners)
        # The cards in play whose rules listen for the event, picked by their windows first (a card's
        # windows never change): most events of a game find none, and only those are read further.
        listening = []  # character.in_play's zones in its order, as plain loops (read at every event of a game)
        for zone in zones:
            for uid in zone.cards:
                if key in rules_by_uid[uid].windows:
                    listening.append(uid)
        for uid in listening:
            if state.location.get(uid) is None or uid == played:
                continue  # a card in play listens for the cards played after it, not for its own play
            card = state.card(uid)
            for index, ability in enumerate(card.abilities):
                if ability.window is None or ability.window.key != key:
                    continue
                who = ability.window.args.get("who")
                if who is not None and not _selects(state, who, owner, uid, subject):
                    continue  # `whenever another player dies`: the event is not of a player it names
                if ability.condition is not None and not holds(state, ability.condition, owner):
                    continue
                if not all(ABOVE.can_pay(state, owner, uid, cost, index) for cost in ability.costs):
                    state.emit("no-effect", card=card.name, effect="trigger", why="its cost cannot be paid")
                    continue
                state.emit("trigger", player=owner.name, card=card.name, event=event, of=subject.name)
                paid: list[int] = []
                count = sum(ABOVE.pay(state, owner, uid, cost, index, paid) for cost in ability.costs)
                # Its effects act on its owner; a target such as `on other player` is the player it
                # happened to (E49: "whenever another player dies, its owner draws a treasure").
                chosen: dict[str, object] = {} if own else {"player": subject}
                if paid:
                    chosen["paid"] = tuple(paid)  # never found by its own effects (plays.pay)
                ctx = ABOVE.Context(actor=owner, source=uid, count=max(count, 1), chosen=chosen, ability=index)
                try:
                    ABOVE.run(state, ability.effects, ctx)
                except Refused as refusal:  # MUN-16: what the rules refuse does not happen; play goes on
                    state.emit("no-effect", card=card.name, effect="trigger", why=str(refusal))
                if state.over:
                    return


def _listeners(state: MunchkinState, key: str) -> tuple[int, ...]:
    """The game's cards with the window ``key`` (`whenever_kill`), wherever they lie: found once, and
    kept while the game's cards stay the same (scenarios add cards as they set up), as moves._in_game."""
    kept: dict[str, tuple[int, tuple[int, ...]]] = state.__dict__.setdefault("_listeners", {})
    found = kept.get(key)
    if found is None or found[0] != len(state.cards):
        found = kept[key] = (len(state.cards), tuple([u for u, r in state.rules_by_uid.items() if key in r.windows]))
    return found[1]


def _selects(state: MunchkinState, who: Term, owner: Player, uid: int, subject: Player) -> bool:
    """Whether the trigger's selector names the player the event happened to, read for the card's
    owner; a player who has just died counts among the players it reads (it reads the living)."""
    dead, subject.dead = subject.dead, False
    try:
        pool, _ = selectors.players(state, who, selectors.Scope(you=owner, source=uid))
    finally:
        subject.dead = dead
    return subject in pool


def watch_losses(state: MunchkinState) -> None:
    """See every item that leaves a player's carried things (lost, stolen, given: any way but a
    sale), from now on in this game: only in a game where a card may fire on a loss, or once a duration
    that ends on one has begun. The state calls the watcher once the move is done and recorded (a
    plain function on the state: a copy of the state watches its own moves)."""
    state.move_watcher = _seeing_losses


def _seeing_losses(state: MunchkinState, uid: int, source: Zone, to: Zone) -> None:
    if source is to or state.cards[uid].kind != "item":
        return
    if state.move_reasons and state.move_reasons[-1] is Why.SOLD_BY:
        return  # MUN-57: a sale is the seller's own trade for a level, not the loss of an item
    for player in state.players:
        if source is player.carried:
            happen(state, "item_lost", player.seat)
            slot = state.rules(uid).slot
            if slot is not None:
                happen(state, "slot_lost", player.seat, slot=slot[0])
            return


def _durations(card: object) -> list[str]:
    """The duration keys of a card's effects."""
    return [e.duration.key for e in _effects(card) if e.duration is not None]
