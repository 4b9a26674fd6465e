"""What a player is and may do, derived from the cards in front of them.

Races, classes and styles come from identity cards (`is elf`); their limits
grow with Super Munchkin, Half-Breed and extra-style cards (`extra class`);
statics of identity cards, followers and equipped items add up.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet

from toolkit.engine import coverage
from toolkit.engine.agents import Option
from toolkit.lang.model import AllOf, AnyOf, Cond, Effect, NotCond, Predicate
from toolkit.rulesets.munchkin_family import RULE_NUMBERS
from toolkit.rulesets.munchkin_rules.reasons import Why, plural
from toolkit.rulesets.munchkin_rules.state import AIMED, Derived, Hooks, Lasting, MunchkinState, Player, Refused
from toolkit.rulesets.munchkin_rules.state import pure as pure_condition

IDENTITY_KINDS = {"race": "race", "class": "class", "style": "style"}

# What a player is and has is read before nearly every decision, so it is derived once and kept
# (Player.derived) until the cards it comes from change: the zones' and the equipped set's
# versions say when. Only what the cards alone decide is kept; conditions (`if class warrior`,
# `usable if level >= 3`) are still evaluated at every reading, in the same order as before.


def _identity(state: MunchkinState, player: Player) -> Derived:
    derived = player.derived
    stamp = player.identity.version
    if derived.identity_stamp != stamp:
        kinds: dict[str, list[int]] = {}
        cards = state.cards
        for uid in player.identity.cards:
            kinds.setdefault(cards[uid].kind, []).append(uid)
        derived.kinds = {kind: tuple(uids) for kind, uids in kinds.items()}
        derived.traits = {}
        derived.identity_stamp = stamp
    return derived


def identities(state: MunchkinState, player: Player, category: str) -> list[int]:
    return list(_identity(state, player).kinds.get(category, ()))


def count_identities(state: MunchkinState, player: Player, category: str) -> int:
    """len(identities(...)) without copying the kept tuple into a list (asked at every listing)."""
    return len(_identity(state, player).kinds.get(category, ()))


def traits(state: MunchkinState, player: Player, category: str) -> AbstractSet[str]:
    """The player's races, classes or styles by name (`elf`, `wizard`); none means human (MUN)."""
    derived = _identity(state, player)
    found = derived.traits.get(category)
    if found is None:
        cards = state.cards
        found = derived.traits[category] = frozenset(cards[uid].fields["is"] for uid in derived.kinds.get(category, ()))
    return found


def active_sources(state: MunchkinState, player: Player) -> Iterator[int]:
    """Cards whose statics apply to the player: identity cards, followers, usable equipped items."""
    yield from player.identity
    for uid in player.followers.cards:  # MKF-65: an enhancer on a Fan gives only its strength (fan_strength)
        if state.kind(uid) != "monster-enhancer":
            yield uid
    for uid in player.equipped:
        if usable(state, player, uid):
            yield uid


Candidate = tuple[int, "tuple[Cond | None, ...] | None", "Cond | None", Effect]


def _candidates(state: MunchkinState, player: Player, key: str) -> tuple[tuple[Candidate, ...], bool]:
    """The player's lasting effects with the action ``key`` before their conditions are checked, in
    the order active_sources gives their cards; and whether they may be checked in that order alone
    (False when an equipped item's `usable if` rolls a die: then every item's must be checked, as
    active_sources does)."""
    derived = player.derived
    equipped = player.equipped
    rules_of = state.rules_by_uid
    stamp = player.identity.version + player.followers.version + equipped.version
    if derived.statics_stamp != stamp:
        derived.statics = {}
        derived.statics_stamp = stamp
        pure = True  # all(...) as a plain loop (no generator at each change of the cards)
        for uid in equipped:
            if not rules_of[uid].usable_pure:
                pure = False
                break
        derived.statics_pure = pure
    found = derived.statics.get(key)
    if found is None:
        out: list[Candidate] = []
        for zone in (player.identity, player.followers):
            for uid in zone.cards:
                rules = rules_of[uid]
                if zone is player.followers and rules.kind == "monster-enhancer":
                    continue  # MKF-65: an enhancer on a Fan gives only its strength (fan_strength)
                for guard, effect in rules.statics.get(key, ()):
                    out.append((uid, None, guard, effect))
        for uid in equipped:  # the set's order, as active_sources iterates it
            rules = rules_of[uid]
            for guard, effect in rules.statics.get(key, ()):
                out.append((uid, rules.usable or None, guard, effect))
        found = derived.statics[key] = tuple(out)
        if coverage.RECORDER is not None:  # a rule reads these statics (tests/test_phrase_coverage.py)
            for uid, _, _, effect in found:
                coverage.RECORDER.effect(state.ruleset.name, state.card(uid), effect, modifiers=False)
    return found, derived.statics_pure


def _in_force(state: MunchkinState, player: Player, candidate: Candidate) -> bool:
    holds = _conditions.holds
    uid, conditions, guard, effect = candidate
    if conditions is not None and not usable(state, player, uid):
        return False  # an equipped item its bearer may not use (MUN-51)
    if guard is not None and not holds(state, guard, player):
        return False
    return effect.condition is None or holds(state, effect.condition, player)


def statics(state: MunchkinState, player: Player, key: str) -> Iterator[tuple[int, Effect]]:
    """The player's lasting effects with the action ``key`` whose condition holds (lazily: a caller
    that stops early evaluates no further conditions)."""
    candidates, pure = _candidates(state, player, key)
    if not pure:
        yield from _statics_by_source(state, player, key)
        return
    for candidate in candidates:
        if _in_force(state, player, candidate):
            yield candidate[0], candidate[3]


def static_list(state: MunchkinState, player: Player, key: str) -> list[tuple[int, Effect]]:
    """All of statics(...) at once (the same effects, conditions evaluated in the same order)."""
    derived = player.derived  # _candidates' kept answer read inline (its stamp), made by it when not kept
    stamp = player.identity.version + player.followers.version + player.equipped.version
    candidates = derived.statics.get(key) if derived.statics_stamp == stamp else None
    if candidates is None:
        candidates, pure = _candidates(state, player, key)
    else:
        pure = derived.statics_pure
    if not candidates and pure:
        return []
    if not pure:
        return list(_statics_by_source(state, player, key))
    found = []  # a plain loop, the conditions read in the same order (no comprehension made per call)
    for candidate in candidates:
        if _in_force(state, player, candidate):
            found.append((candidate[0], candidate[3]))
    return found


def _statics_by_source(state: MunchkinState, player: Player, key: str) -> Iterator[tuple[int, Effect]]:
    """statics(...) read source by source, every equipped item's `usable if` checked in turn."""
    holds = _conditions.holds
    for uid in active_sources(state, player):
        for guard, effect in state.rules(uid).statics.get(key, ()):
            if coverage.RECORDER is not None:
                coverage.RECORDER.effect(state.ruleset.name, state.card(uid), effect, modifiers=False)
            if guard is not None and not holds(state, guard, player):
                continue
            if effect.condition is None or holds(state, effect.condition, player):
                yield uid, effect


def in_play(player: Player) -> list[int]:
    """MUN-20, MKF-20: the cards in play in front of a player: race, class and style cards with
    Super Munchkin, Half-Breed and extra-style cards; carried items (one-shots laid on the table
    too); the hireling or Fan with the enhancer on it; the curses and traps kept in front of them."""
    return [*player.identity.cards, *player.carried.cards, *player.followers.cards, *player.reminders.cards]


def visible_to(state: MunchkinState, viewer: Player, uid: int) -> bool:
    """Whether ``viewer`` may see the card: everyone sees cards in play (MUN-20) and the cards of a
    combat; a hand only its owner (MUN-21); of a discard pile only the top card (MUN-17); of a deck
    nothing."""
    zone = state.location[uid]
    for player in state.players:
        if zone is player.hand:
            return player is viewer
        if any(zone is z for z in player.zones()):
            return True
    for deck in (state.doors, state.treasures):
        if zone is deck.discard:
            return zone.cards[-1] == uid
        if zone is deck.draw:
            return False
    return True


def fan_strength(state: MunchkinState, player: Player) -> Iterator[tuple[int, int]]:
    """MKF-65: the strength modifiers of the enhancers on the player's Fan, as (enhancer, amount);
    they add to the Fan's combat bonus. Their treasure and escape modifiers do nothing."""
    for uid in player.followers.cards:
        if state.kind(uid) == "monster-enhancer":
            for effect in state.card(uid).statics:
                if effect.action.key == "strength":
                    if coverage.RECORDER is not None:
                        coverage.RECORDER.effect(state.ruleset.name, state.card(uid), effect, modifiers=False)
                    yield uid, effect.action.args["n"]


def has_static(state: MunchkinState, player: Player, key: str) -> bool:
    derived = player.derived  # _candidates' kept answer read inline (its stamp), made by it when not kept
    stamp = player.identity.version + player.followers.version + player.equipped.version
    candidates = derived.statics.get(key) if derived.statics_stamp == stamp else None
    if candidates is None:
        candidates, pure = _candidates(state, player, key)
    else:
        pure = derived.statics_pure
    if not pure:
        return next(_statics_by_source(state, player, key), None) is not None
    for candidate in candidates:  # noqa: SIM110 (a plain loop: no generator made per call)
        if _in_force(state, player, candidate):
            return True
    return False


def slots(state: MunchkinState, player: Player, category: str) -> int:
    """How many races, classes or styles the player may have (MUN Super Munchkin / Half-Breed, MKF styles)."""
    base = state.constants.get(f"{category}s", 1) if category != "race" else state.constants.get("races", 1)
    for _, effect in static_list(state, player, "extra_slot"):  # a plain loop: read at every equip check
        if effect.action.args.get("what") == category:
            base += 1
    return base


def hand_limit(state: MunchkinState, player: Player) -> int:
    """The hand limit at the end of a turn (MUN-23): a lasting curse's limit overrides the rest
    ("cannot" beats "can", MUN-15); otherwise the highest of the rule's and the player's cards';
    then the cards' changes (numbers.py)."""
    return _numbers.value(state, "hand_limit", player)


def big_item_limit(state: MunchkinState, player: Player) -> int | None:
    """None when the player may carry any number of big items (MUN: dwarves)."""
    if has_static(state, player, "unlimited_big"):
        return None
    return _numbers.value(state, "big_items", player)


def bonus_items(
    state: MunchkinState, player: Player
) -> tuple[tuple[tuple[int, tuple[Cond | None, ...] | None, int], ...], bool]:
    """The equipped items with a bonus, in uid order: (uid, its `usable if` conditions or None,
    bonus); and whether the other equipped items' conditions may go unread (none of them rolls)."""
    derived = player.derived
    equipped = player.equipped
    if derived.bonus_stamp != equipped.version:
        items = []
        for uid in sorted(equipped):
            rules = state.rules(uid)
            if rules.bonus:
                items.append((uid, rules.usable or None, rules.bonus))
        derived.bonus_items = tuple(items)
        derived.bonus_pure = all(state.rules(uid).usable_pure for uid in equipped)
        derived.bonus_stamp = equipped.version
    return derived.bonus_items, derived.bonus_pure


def usable(state: MunchkinState, player: Player, uid: int) -> bool:
    """An item's bonus counts only for whom it says (MUN: restricted items, `usable if class wizard`)."""
    conditions = state.rules_by_uid[uid].usable
    if not conditions:
        return True
    if coverage.RECORDER is not None:  # an item's `usable if` is read (tests/test_phrase_coverage.py)
        for effect in state.card(uid).statics:
            if effect.action.key == "usable":
                coverage.RECORDER.effect(state.ruleset.name, state.card(uid), effect, modifiers=False)
    holds = _conditions.holds
    for cond in conditions:  # all(...) as a plain loop, stopping at the first that fails: no generator per call
        if cond is not None and not holds(state, cond, player):
            break
    else:
        return True
    # E54: a card in play lets its owner ignore one restriction of one item (moves.py's waived).
    if player.waivers and ABOVE.waived(state, player, uid):
        return True
    # MUN-45: a lone class under Super Munchkin (race under Half-Breed) bars no item.
    pure = pure_traits(state, player)
    return bool(pure) and all(cond is None or holds_without(state, cond, player, pure) for cond in conditions)


def pure_traits(state: MunchkinState, player: Player) -> frozenset[tuple[str, str]]:
    """MUN-45: the class a player holds alone under Super Munchkin, and the race alone under
    Half-Breed, as ("has_class", "wizard") pairs: they bring every advantage and no disadvantage.
    Read from the identity cards alone: kept until they change."""
    derived = player.derived
    if derived.pure_traits_stamp == player.identity.version:
        return derived.pure_traits
    found: set[tuple[str, str]] = set()
    for category, slot_card in (("class", "super-munchkin"), ("race", "half-breed")):
        held = identities(state, player, category)
        if len(held) == 1 and any(state.kind(u) == slot_card for u in player.identity):
            found.add((f"has_{category}", state.card(held[0]).fields["is"]))
    derived.pure_traits, derived.pure_traits_stamp = frozenset(found), player.identity.version
    return derived.pure_traits


def holds_without(state: MunchkinState, cond: Cond, player: Player, ignored: frozenset[tuple[str, str]]) -> bool:
    """Whether the condition holds if the player did not have the ``ignored`` classes or races."""
    holds = _conditions.holds
    if isinstance(cond, AllOf):
        return all(holds_without(state, c, player, ignored) for c in cond.operands)
    if isinstance(cond, AnyOf):
        return any(holds_without(state, c, player, ignored) for c in cond.operands)
    if isinstance(cond, NotCond):
        return not holds_without(state, cond.operand, player, ignored)
    if isinstance(cond, Predicate) and cond.term.key in ("has_class", "has_race"):
        value = cond.term.args[cond.term.key[4:]]
        if (cond.term.key, value) in ignored:
            return False
    return holds(state, cond, player)


def monster_bonus_applies(state: MunchkinState, cond: Cond, player: Player, amount: int) -> bool:
    """A monster's conditional strength against this player (MUN-73); MUN-45: against a lone class
    under Super Munchkin (race under Half-Breed) its bonuses do not count, its penalties do."""
    holds = _conditions.holds
    if not holds(state, cond, player):
        return False
    if amount <= 0:
        return True
    pure = pure_traits(state, player)
    return not pure or holds_without(state, cond, player, pure)


def item_bonus(state: MunchkinState, uid: int) -> int:
    return state.rules_by_uid[uid].bonus


def item_value(state: MunchkinState, uid: int) -> int:
    return state.rules_by_uid[uid].gold


def is_big(state: MunchkinState, uid: int) -> bool:
    return state.rules_by_uid[uid].big


def big_items(state: MunchkinState, player: Player) -> int:
    """How many big items the player carries (MUN-55)."""
    count = 0  # a plain loop: no generator at each settling of a character
    rules = state.rules_by_uid
    for uid in player.carried.cards:
        if rules[uid].big:
            count += 1
    return count


def slot_of(state: MunchkinState, uid: int) -> tuple[str, int] | None:
    """The body slot an item takes and how much of it: ("headgear", 1), ("hands", 2), or None."""
    return state.rules(uid).slot


SLOT_NUMBERS = {"hands": "hands", "headgear": "headgear_slots", "armor": "armor_slots", "footgear": "footgear_slots"}
_BIG_ITEMS = frozenset({"big_items"})
_EQUIPMENT_NUMBERS = frozenset(SLOT_NUMBERS.values()) | _BIG_ITEMS


def slot_capacity(state: MunchkinState, slot: str, player: Player | None = None) -> int:
    """How much of a body slot the player has (numbers.py: `footgear slots +1` changes it)."""
    return _numbers.value(state, SLOT_NUMBERS[slot], player)


def can_equip(state: MunchkinState, player: Player, uid: int, equipped: set[int] | None = None) -> bool:
    """One headgear, one armor, one footgear and two hands' worth of items (MUN equipment)."""
    current = player.equipped if equipped is None else equipped
    rules = state.rules_by_uid[uid]
    # Where reading the item's `usable if` changes nothing (no die is rolled), the cheap slot check
    # goes first: an item that does not fit is refused whatever its conditions say.
    if rules.usable_pure and not _fits(state, uid, rules.slot, current, player):
        return False
    if not usable(state, player, uid):  # MUN-51: a restricted item is equipped only by whom it allows
        return False
    return _fits(state, uid, rules.slot, current, player)


def _fits(
    state: MunchkinState,
    uid: int,
    taken: tuple[str, int] | None,
    current: AbstractSet[int],
    player: Player | None = None,
) -> bool:
    """Whether the item's slot has room beside the ``current`` equipped items (MUN equipment)."""
    if taken is None:
        return True
    slot, size = taken
    used = 0
    rules = state.rules_by_uid
    for other in current:
        if other != uid:
            held = rules[other].slot
            if held is not None and held[0] == slot:
                used += held[1]
    return used + size <= slot_capacity(state, slot, player)


def equipment_problem(state: MunchkinState, player: Player) -> str | None:
    derived = player.derived
    stamp = player.equipped.version + player.carried.version
    count, changed = state.numbers_changed  # numbers.fixed(...), inlined: read after every event when checking
    if count != len(state.cards) or not changed.isdisjoint(_EQUIPMENT_NUMBERS):
        changed = _numbers.changed(state)
    if not changed.isdisjoint(_EQUIPMENT_NUMBERS):
        derived.equipment_stamp = -1  # a card changes slots or the big-item limit: read them afresh
    if derived.equipment_stamp != stamp:  # slots and big items read only the two: kept until they change
        derived.slots_problem = _slots_problem(state, player)
        derived.big_items = big_items(state, player)
        derived.equipment_stamp = stamp
        derived.within_rule_limit = -1
    if derived.slots_problem:
        return derived.slots_problem
    bigs = derived.big_items
    limit_stamp = stamp + player.identity.version + player.followers.version
    if derived.within_rule_limit == limit_stamp:
        return None  # as found last time: nothing it read has changed
    candidates, pure = _candidates(state, player, "unlimited_big")
    if bigs <= state.constants["big_items"] and "big_items" not in changed and pure and _roll_no_die(candidates):
        # Within the rule's limit, which no card of the game changes: a card that lifts it (a Dwarf)
        # cannot make it a problem, and reading its conditions would roll no die (no event), so they
        # go unread and the verdict is kept while the cards stay. Issue 10: with a lifting card in
        # play this was read again after every watched event (equipment_limits, checks on).
        derived.within_rule_limit = limit_stamp
        return None
    limit = big_item_limit(state, player)
    if limit is not None and bigs > limit:
        return f"{player.name} carries {bigs} big items (at most {limit})"
    return None


def _roll_no_die(candidates: tuple[Candidate, ...]) -> bool:
    """Whether the candidates' guards and conditions read no die roll (state.pure), so that reading
    them or not changes nothing in the game."""
    for _, _, guard, effect in candidates:
        if (guard is not None and not pure_condition(guard)) or (
            effect.condition is not None and not pure_condition(effect.condition)
        ):
            return False
    return True


def _slots_problem(state: MunchkinState, player: Player) -> str | None:
    used: dict[str, int] = {}
    carried = player.carried.cards
    for uid in player.equipped:
        if uid not in carried:
            return f"{player.name} has {state.name(uid)} equipped but does not carry it"
        taken = state.rules(uid).slot
        if taken:
            used[taken[0]] = used.get(taken[0], 0) + taken[1]
    for slot, count in used.items():
        if count > slot_capacity(state, slot, player):
            return f"{player.name} has {count} {slot} equipped (at most {slot_capacity(state, slot, player)})"
    return None


def escape_bonus(state: MunchkinState, player: Player) -> int:
    """Bonuses to run-away rolls from the player's cards and lasting effects."""
    total = sum(e.action.args["n"] for _, e in static_list(state, player, "escape_bonus"))
    total += sum(
        lasting.effect.action.args["n"]
        for lasting in player.lasting
        if lasting.armed and lasting.effect.action.key == "escape_bonus"
    )
    return total


def settle_character(state: MunchkinState, player: Player) -> None:
    """After a loss, put the character right: unequip what no longer fits, drop extra big items.
    Where a card changes other players' slots or big-item limit (`headgear slots -1 on each other
    player`), a change to this player's cards changes theirs too: they are put right as well. A
    lasting effect on a ranked player (`on the lowest-level player`) goes to whoever holds the rank now."""
    moved = follow_ranks(state)
    _settle(state, player)
    if aims_at_equipment(state):
        settle_others(state, player)
    else:
        for other in moved:
            if other is not player:
                _settle(state, other)


def aims_at_equipment(state: MunchkinState) -> bool:
    """Whether a change of one player's level or cards may change another player's character: some
    card of the game changes the slots or the big-item limit of players other than its owner (a
    frozenset test: no shipped card does, and the common path stays as it was), or a lasting effect
    is on a ranked player (effects.set_level then settles the character, and follow_ranks runs)."""
    if not _numbers.changed(state).isdisjoint(_AIMED_EQUIPMENT):
        return True
    for p in state.players:  # a plain loop: asked at every play, equip and level change
        for lasting in p.lasting:
            if _follows(lasting):
                return True
    return False


# The selectors that name a player by a property that changes in play (`the lowest-level player`,
# `the player with the highest hand limit other than you`): a lasting effect aimed at one follows it.
RANKED = frozenset({"extreme", "extreme_all", "extreme_other", "extreme_level", "extreme_level_other"})


def _follows(lasting: Lasting) -> bool:
    target = lasting.effect.target
    return (
        lasting.by >= 0
        and target is not None
        and target.key == "selected"
        and getattr(target.args.get("who"), "key", None) in RANKED
    )


def follow_ranks(state: MunchkinState) -> list[Player]:
    """Move each lasting effect aimed at a ranked player to the players who hold the rank now (MUN-99:
    the card says whom it lasts on; issue 10: `the lowest-level player` is whoever is lowest). A
    one-player rank stays with a holder still tied for it, else goes to the first of the new ones in
    seat order (as where nobody is asked, selectors.first_player); `the players with the lowest ...`
    is on every one of them. Read at each level change (effects.set_level settles the character)
    and each settle; the players whose lasting effects changed are returned, to be put right."""
    groups: dict[tuple[int, int, int], list[tuple[Player, Lasting]]] = {}
    for player in state.players:
        for lasting in player.lasting:
            if _follows(lasting):
                groups.setdefault((lasting.source, id(lasting.effect), lasting.by), []).append((player, lasting))
    if not groups:
        return []
    changed: list[Player] = []
    for (source, _, by), held in groups.items():
        first = held[0][1]
        who = first.effect.target.args["who"]  # type: ignore[union-attr]
        pool, one = ABOVE.players(state, who, ABOVE.Scope(state.players[by], source=source))  # selectors.py's
        holders = [player for player, _ in held]
        if one:
            kept = [p for p in holders if p in pool][:1]
            wanted = kept or pool[:1]
        else:
            wanted = pool
        for player, lasting in held:
            if player not in wanted:
                player.lasting = [x for x in player.lasting if x is not lasting]
                changed.append(player)
        for player in wanted:
            if player not in holders:
                moved = Lasting(first.effect, source, first.until, first.armed, by, first.decided)
                player.lasting.append(moved)
                changed.append(player)
                state.emit(
                    "lasting",
                    player=player.name,
                    card=state.name(source),
                    effect=first.effect.action.key,
                    until=first.until,
                    why="the rank it is on moved",
                )
    return changed


def settle_others(state: MunchkinState, player: Player) -> None:
    """Put right every other living player, whose slots or big-item limit ``player``'s cards change.
    A rank that is not a level (`the player with the highest items`) may move with an item put into
    play, equipped or not: lasting effects on it follow first (follow_ranks; nothing when none is)."""
    moved = follow_ranks(state)
    for other in state.players:
        if other is not player and not other.dead:
            _settle(state, other)
    if player in moved:
        _settle(state, player)


def _settle(state: MunchkinState, player: Player) -> None:
    for uid in list(player.equipped):
        if uid not in player.carried.cards or not can_equip(state, player, uid, player.equipped - {uid}):
            player.equipped.discard(uid)
    _shed_big_items(state, player)
    drop_orphaned_enhancers(state, player)
    for kind, slot_card in (("class", "super-munchkin"), ("race", "half-breed")):
        # MKF-45: where Super Munchkin needs two classes, losing either class ends it.
        needed = 2 if state.switch("super_munchkin_needs_two") and kind == "class" else 1
        if len(identities(state, player, kind)) < needed:
            for uid in [u for u in player.identity if state.kind(u) == slot_card]:
                state.discard(uid, Why.NO_ATTACHMENT, kind)
    for kind in ("class", "race", "style"):
        # MUN-47, MKF-39: over the limit (Super Munchkin, Half-Breed, an extra style or the Monk
        # gone), the player discards one of their choice at once until within it.
        held = identities(state, player, kind)
        while len(held) > slots(state, player, kind):
            index = state.ask(player.seat, "choose-loss", state.card_options(held))
            state.discard(held.pop(index), Why.TOO_MANY_OF, plural(kind))


def drop_orphaned_enhancers(state: MunchkinState, player: Player) -> None:
    """MKF-65: an enhancer stays with its Fan until the Fan leaves play, then goes with it."""
    if any(state.kind(u) == "monster-enhancer" for u in player.followers.cards) and not any(
        state.kind(u) == "fan" for u in player.followers
    ):
        for uid in [u for u in player.followers.cards if state.kind(u) == "monster-enhancer"]:
            state.discard(uid, Why.FAN_LEFT)


def _shed_big_items(state: MunchkinState, player: Player) -> None:
    """Over the big-item limit: keep one of the player's choice; the others may be sold, on the
    player's own turn with no combat on, if they are worth a level; otherwise they go to the
    lowest-level player able to carry them (the owner choosing among tied ones), else to the
    discard pile (MUN-56)."""
    limit = big_item_limit(state, player)
    bigs = [u for u in player.carried.cards if is_big(state, u)]
    if limit is None or len(bigs) <= limit:
        return
    while len(bigs) > limit:
        options = state.card_options(bigs)
        keep = bigs[state.ask(player.seat, "keep-big-item", options)] if limit else None
        extra = [u for u in bigs if u != keep]
        if _sell_extra(state, player, extra):
            bigs = [u for u in bigs if u not in extra]
            continue
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
            tied = [p for p in takers if p.level == low]
            options = [Option(f"player:{p.name}", p.name) for p in tied]
            taker = tied[state.ask(player.seat, "choose-taker", options)]
            player.equipped.discard(uid)
            taker.received.add(uid)
            state.move(uid, taker.carried, Why.GIVEN_BIG, detail=(taker.name, player.name))
        else:
            state.discard(uid, Why.TOO_MANY_BIG)


def _sell_extra(state: MunchkinState, player: Player, extra: list[int]) -> bool:
    """MUN-56: on their own turn with no combat on, the owner may sell the extra big items, if they
    are worth at least a level (MUN-57) together; True when they were sold."""
    if ABOVE.sell_refusal(state, player) is not None:  # selling is a turn's business (turn.py's)
        return False
    if sum(item_value(state, u) for u in extra) < state.constants["gold_per_level"]:
        return False
    offer = [Option("give", "give them to the lowest-level player"), Option("sell", "sell them for levels")]
    if state.ask(player.seat, "sell-extra-big", offer) == 0:
        return False
    try:
        ABOVE.sell(state, player, extra)
    except Refused:
        return False
    return True


# Conditions and rule numbers read characters (traits, slots) and a character reads them (`usable if`,
# `hand limit +1`): conditions.py and numbers.py sit above this module and register their functions
# here when imported (Hooks: imports run one way); `_conditions`, `_numbers` are the names read above.
_conditions = CONDITIONS = Hooks("character.py (conditions)")
_numbers = NUMBERS = Hooks("character.py (numbers)")
# Ranks (selectors.py: players, Scope), waivers (moves.py: waived, E54) and sales (turn.py: sell,
# sell_refusal, MUN-56), likewise.
ABOVE = Hooks("character.py")

# The effect keys of the slots and the big-item limit, and the same marked as aimed at other players
# (AIMED): a change to them may leave a player with more equipped or carried than they allow.
EQUIPMENT_KEYS = frozenset(
    key for number in RULE_NUMBERS if number.name in _EQUIPMENT_NUMBERS for key in (number.set_key, number.change_key)
)
_AIMED_EQUIPMENT = frozenset(AIMED + key for key in EQUIPMENT_KEYS)


def settle_if_equipment(state: MunchkinState, player: Player, lastings: Iterable[Lasting]) -> None:
    """Lasting effects began (armed) or ended on the player: one that lowers a slot or the big-item limit
    (`headgear slots 0 until end of next combat`; `headgear slots +1 until end of turn` over) leaves them
    with more than fits, put right at once as after any change (MUN-56)."""
    for lasting in lastings:  # a plain loop: most calls pass no lasting effect at all
        if lasting.effect.action.key in EQUIPMENT_KEYS:
            settle_character(state, player)
            return
