"""Moves between zones, cancelling a card as it is played, and waiving an item's restriction.

One construct each, executed here only:

- ``move``: `take`, `discard`, `give ... to`, `steal`, `return ... to its owner` of any card
  selector (selectors.py finds and picks the cards; this module says where they go);
- ``cancelled``: asked wherever a card is played (a curse or trap, a monster enhancer, a one-shot or
  go-up-a-level used from the hand): each other living player from the player's left who holds a
  card whose `when <cards> is played` window finds it may play that card; its `cancel it` sends
  both cards to their discard piles and the cancelled card has no effect (E48);
- ``waived`` / ``bind_waiver``: a card in play with `ignore one restriction of <cards>` lets its
  owner equip one such item although one of its `usable if` lines fails, as long as both stay (E54).
"""

from __future__ import annotations

from collections.abc import Iterable

from toolkit.engine.agents import Option
from toolkit.lang.model import Cond, Effect, Term
from toolkit.rulesets.munchkin_rules import character, selectors
from toolkit.rulesets.munchkin_rules.conditions import holds
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.selectors import Scope
from toolkit.rulesets.munchkin_rules.state import CardRules, Hooks, MunchkinState, Player

# A cancelling card's effects run through effects.py, which reads moves: it registers its runner
# (run, Context) here when imported (Hooks: imports run one way).
ABOVE = Hooks("moves.py")

MOVE_KEYS = frozenset({"move_take", "move_discard", "move_give", "move_steal", "move_return"})


def scope_of(ctx: object) -> Scope:
    """The selectors' scope of an effect's context (effects.Context): "you" is the player the card
    is read for, its victim on a curse or trap (MUN curses address the victim as "you")."""
    actor = ctx.actor  # type: ignore[attr-defined]
    victim = ctx.victim  # type: ignore[attr-defined]
    chosen = ctx.chosen  # type: ignore[attr-defined]
    played, paid, moved = chosen.get("played"), chosen.get("paid", ()), chosen.get("moved", ())
    played = played if isinstance(played, int) else None
    return Scope(victim or actor, victim, ctx.source, played, paid, moved)  # type: ignore[attr-defined]


def moved(ctx: object, uids: list[int]) -> None:
    """The cards an effect just moved, which a later effect of the same rule names as "that card"."""
    if uids:
        ctx.chosen["moved"] = tuple(uids)  # type: ignore[attr-defined]


# ---------------------------------------------------------------- moves


def run_move(state: MunchkinState, effect: Effect, ctx: object, times: int) -> None:
    """Carry out one move effect ``times`` times (`for each`)."""
    scope = scope_of(ctx)
    key = effect.action.key
    label = state.name(scope.source) if scope.source in state.cards else "a card"
    for _ in range(times):
        takers: list[Player | None] = [scope.you] if key in ("move_take", "move_steal") else [None]
        if key == "move_give":
            # `give a card in your hand to each other player`: each player found gets their own pick.
            chosen = ctx.chosen.get("player")  # type: ignore[attr-defined]
            takers = list(selectors.pick_players(state, effect.action.args["who"], scope, chosen))
            if not takers:
                state.emit("no-effect", card=label, effect=key, why="nobody to give to")
                continue
        for taker in takers:
            found = selectors.pick_cards(state, effect.action.args["cards"], scope)
            # Cards of the combat leave it by its own rules (a monster flees, a one-shot goes with the
            # combat), never by a move: moving them would break the fight under way.
            uids = [u for u in found if not _in_combat(state, u)]
            if not uids:
                state.emit("no-effect", card=label, effect=key, why="no card fits")
                continue
            move_cards(state, uids, key, taker, label)
            moved(ctx, uids)


def _in_combat(state: MunchkinState, uid: int) -> bool:
    combat = state.combat
    if combat is None:
        return False
    if state.location[uid] is state.combat_zone:
        return True
    return any(uid == f.uid or uid in f.enhancers for f in combat.foes)


def move_cards(state: MunchkinState, uids: list[int], key: str, taker: Player | None, label: str) -> None:
    """Move the cards, then put right every character that lost or gained a card in play (MUN-56
    big items, MUN-51 what no longer fits), all as one step of the rules."""
    touched: list[Player] = []
    with state.atomic():
        for uid in uids:
            owner = state.owner(uid)
            from_play = owner is not None and state.location[uid] is not owner.hand
            if owner is not None and owner not in touched:
                touched.append(owner)
            if owner is not None and state.location[uid] is owner.reminders:
                _end_lasting(state, owner, uid)
            if key == "move_discard":
                state.discard(uid, Why.DISCARDED_BY, label)
                continue
            for player in state.players:
                player.equipped.discard(uid)
            if key == "move_return":
                back = owner or taker
                if back is None:
                    continue
                state.move(uid, back.hand, Why.RETURNED_TO, detail=back.name)
                continue
            assert taker is not None
            if taker not in touched:
                touched.append(taker)
            # MUN-61: an item in play changes hands into the taker's play, unequipped; the rest to the hand.
            to = taker.carried if from_play and state.location[uid] is owner.carried else taker.hand  # type: ignore[union-attr]
            if to is taker.carried:
                taker.received.add(uid)
            if state.location[uid] is to:
                continue  # already there: a card taken from its taker's own hand stays put
            why = {"move_take": Why.TAKEN_BY, "move_give": Why.GIVEN_BY, "move_steal": Why.STOLEN_BY}[key]
            giver = owner.name if owner is not None else label
            state.move(uid, to, why, detail=taker.name if key != "move_give" else giver)
        for player in touched:
            character.settle_character(state, player)


def _end_lasting(state: MunchkinState, player: Player, uid: int) -> None:
    """A curse kept in play for its lasting effect is that effect (MUN-99): moved out of play (`discard
    each curse in play in front of you`), its effect is over with it."""
    kept = [x for x in player.lasting if x.source != uid]
    if len(kept) != len(player.lasting):
        player.lasting = kept
        state.emit("expired", player=player.name, card=state.name(uid))


# ---------------------------------------------------------------- cancelling (E48)


def _cancellers_in_game(state: MunchkinState) -> bool:
    """Whether any card of the game has a `when ... is played` window (most games have none: then
    nothing is asked and no time is spent)."""
    return _in_game(state, "as_played")


def _in_game(state: MunchkinState, what: str) -> bool:
    """Whether any card of the game has the window ``as_played`` or the lasting effect ``waive``:
    found once, and kept while the game's cards stay the same (scenarios add cards as they set up)."""
    kept: dict[str, tuple[int, bool]] = state.__dict__.setdefault("_parts_in_game", {})
    found = kept.get(what)
    if found is not None and found[0] == len(state.cards):
        return found[1]
    has = part_in_rules(state.rules_by_uid.values(), what)
    kept[what] = (len(state.cards), has)
    return has


PARTS_IN_GAME = ("as_played", "waive")  # what _in_game is asked about


def part_in_rules(rules: Iterable[CardRules], what: str) -> bool:
    """Whether any of the cards' rules has the window ``as_played`` or the lasting effect ``waive``."""
    return any(what in r.windows for r in rules) if what == "as_played" else any(what in r.statics for r in rules)


def cancelled(state: MunchkinState, player: Player, uid: int) -> bool:
    """Ask, before a played card takes effect, whether another player cancels it. True when it was
    cancelled: it and the canceller are in their discard piles, and the play must stop there."""
    if not _cancellers_in_game(state):
        return False
    n = len(state.players)
    for step in range(1, n):
        other = state.players[(player.seat + step) % n]
        if other.dead:
            continue
        options = _cancel_options(state, other, uid)
        if not options:
            continue
        # Each option names the canceller, its ability and the card it would cancel (bots read it).
        offer = [Option("pass"), *(Option(f"card:{c}:{i}:{uid}", state.name(c)) for c, i in options)]
        picked = state.ask(other.seat, "cancel", offer)
        if picked == 0:
            continue
        canceller, index = options[picked - 1]
        return _cancel(state, other, canceller, index, uid)
    return False


def _cancel_options(state: MunchkinState, other: Player, uid: int) -> list[tuple[int, int]]:
    found = []
    for card_uid in (*other.hand.cards, *other.carried.cards):
        if card_uid == uid or "as_played" not in state.rules_by_uid[card_uid].windows:
            continue
        card = state.card(card_uid)
        scope = Scope(other, None, card_uid, uid)
        for index, ability in enumerate(card.abilities):
            window = ability.window
            if window is None or window.key != "as_played":
                continue
            if selectors.matches(state, window.args["cards"], uid, scope) and _may(state, other, ability.condition):
                found.append((card_uid, index))
    return found


def _may(state: MunchkinState, player: Player, condition: Cond | None) -> bool:
    return condition is None or holds(state, condition, player)


def _cancel(state: MunchkinState, player: Player, canceller: int, index: int, uid: int) -> bool:
    Context, run = ABOVE.Context, ABOVE.run  # effects.py's

    card = state.card(canceller)
    state.emit("use", player=player.name, card=card.name)
    ctx = Context(actor=player, source=canceller, chosen={"played": uid}, ability=index)
    run(state, card.abilities[index].effects, ctx)
    if state.location.get(canceller) in (player.hand, player.carried):
        state.discard(canceller, Why.USED)  # MUN one-shots: discarded once used
    return bool(ctx.chosen.get("cancelled"))


def run_cancel(state: MunchkinState, effect: Effect, ctx: object, times: int) -> None:
    """`cancel it`: the card being played goes to its discard pile with no effect (E48)."""
    played = ctx.chosen.get("played")  # type: ignore[attr-defined]
    label = state.name(ctx.source)  # type: ignore[attr-defined]
    if not isinstance(played, int):
        state.emit("no-effect", card=label, effect="cancel", why="no card is being played")
        return
    state.discard(played, Why.CANCELLED_BY, label)
    ctx.chosen["cancelled"] = True  # type: ignore[attr-defined]


# ---------------------------------------------------------------- waiving a restriction (E54)


def _waivers(state: MunchkinState, player: Player) -> list[tuple[int, Effect]]:
    """The player's cards whose `ignore one restriction of ...` is in force: as every lasting effect,
    from identity cards, followers and equipped items (character.statics)."""
    return character.static_list(state, player, "waive")


def _free(state: MunchkinState, player: Player, item: int) -> list[tuple[int, Effect]]:
    """The player's waivers that could be bound to the item: bound to nothing (or to an item they
    no longer carry), whose selector finds it."""
    found = []
    for waiver, effect in _waivers(state, player):
        bound = player.waivers.get(waiver)
        if bound is not None and bound != item and bound in player.carried.cards:
            continue
        if _waives(state, effect.action.args["cards"], item, Scope(player, None, waiver)):
            found.append((waiver, effect))
    return found


def _waives(state: MunchkinState, term: Term, item: int, scope: Scope) -> bool:
    """Whether a waiver's selector finds the item its owner is equipping (E54): of its kind, and, where it
    names a place, one of the owner's: `an item carried by the lowest-level player` while the owner is
    that player. (The item is in the owner's hand or carried as it is equipped; a pile, a deck or the
    combat never holds it, and validate refuses those, V0116.)"""
    if not selectors.matches(state, term, item, scope):
        return False
    where = term.args.get("where") if term.key in _PLACED else None
    if not isinstance(where, Term):
        return True
    if where.key in _OWN_PLACES:
        return True
    who = where.args.get("who")
    if not isinstance(who, Term):
        return False  # a pile, a deck, the combat
    pool, _ = selectors.players(state, who, scope)
    return scope.you in pool


_PLACED = frozenset({"all", "one", "some", "best_of"})  # the card selectors that name a place
_OWN_PLACES = frozenset({"hand", "carried", "equipped", "in_play"})  # the owner's, or everyone's in play


def could_waive(state: MunchkinState, player: Player, item: int) -> bool:
    """Whether equipping the item would bind a waiver and fit (what legal_plays offers and equip then
    accepts): cheap when the player has no waiver in force, the common case."""
    if not state.rules_by_uid[item].usable or not _in_game(state, "waive"):
        return False
    if not character.has_static(state, player, "waive"):
        return False
    for waiver, _ in _free(state, player, item):
        before = player.waivers.get(waiver)
        player.waivers[waiver] = item
        try:
            if character.can_equip(state, player, item):
                return True
        finally:
            if before is None:
                player.waivers.pop(waiver)
            else:
                player.waivers[waiver] = before
    return False


def bind_waiver(state: MunchkinState, player: Player, item: int) -> bool:
    """E54: when the player equips an item one of whose restrictions bars them, a waiver of theirs
    that is bound to no item (or to one they no longer carry) and whose selector finds this item is
    bound to it. True when the item may now be used."""
    if waived(state, player, item):
        return True
    for waiver, _ in _free(state, player, item):
        player.waivers[waiver] = item
        if waived(state, player, item):
            state.emit("waiver", player=player.name, card=state.name(waiver), item=state.name(item))
            return True
        player.waivers.pop(waiver)
    return False


def waived(state: MunchkinState, player: Player, item: int) -> bool:
    """Whether the item is usable by the player thanks to a waiver bound to it that is still in play
    in front of them: every `usable if` of the item holds but one."""
    key = (player.seat, item)
    if key in _WAIVING:
        return False  # a restricted waiver asked about itself while its own force is read: no loop
    _WAIVING.add(key)
    try:
        for waiver, bound in player.waivers.items():
            if bound != item or not any(w == waiver for w, _ in _waivers(state, player)):
                continue  # the waiver left play (or is no longer in force): the item is barred again
            conditions = state.rules_by_uid[item].usable
            failing = sum(1 for c in conditions if c is not None and not holds(state, c, player))
            return failing <= 1
        return False
    finally:
        _WAIVING.discard(key)


_WAIVING: set[tuple[int, int]] = set()  # (seat, item) whose waiver is being read (waived, re-entered)


character.ABOVE.register(waived=waived)  # an item's `usable if` waived (character.usable, E54)
