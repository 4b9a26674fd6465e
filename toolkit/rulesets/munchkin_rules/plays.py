"""Playing cards and using abilities: what is legal at a moment, and carrying it out.

A moment is one of: ``turn`` (the player's own turn, no combat), ``combat``
(a combat is on; anyone may act), ``running`` (a player in the combat, before
rolling to run away), ``watching`` (another player runs away: curses only, MUN-111),
``idle`` (someone else's turn, no combat). Each card
rule's timing window says in which moments it may be used (MUN "when to play
cards"; MKF the same).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import NamedTuple

from toolkit.engine.agents import Option
from toolkit.lang.model import Ability, Card, Cond, Effect, Term
from toolkit.rulesets.munchkin_rules import character, effects, events, moves
from toolkit.rulesets.munchkin_rules.conditions import holds
from toolkit.rulesets.munchkin_rules.effects import Context, Refused, run
from toolkit.rulesets.munchkin_rules.reasons import Why, plural
from toolkit.rulesets.munchkin_rules.state import CardRules, Combat, MunchkinState, Player, pure

WINDOWS_BY_MOMENT = {
    "turn": {"your_turn", "outside_combat", "any_time"},
    "combat": {"during_combat", "any_time"},
    "running": {"running_away", "any_time"},
    "idle": {"outside_combat", "any_time"},
    "setup": set(),  # MUN-6, MKF-6: before the first turn no card's rule is used
}
CHARACTER_KINDS = {"race", "class", "style"}
SLOT_CARDS = {"super-munchkin": "class", "half-breed": "race", "extra-style": "style"}
FOLLOWER_KINDS = {"hireling", "fan"}
CURSE_KINDS = {"curse", "trap"}
REPLACEABLE_KINDS = {"race", "class"}  # MUN-39, MKF-38: a new one replaces one at the limit
# Discarded once used (MUN one-shots); a wandering monster goes with its combat (MUN-80).
USED_UP_KINDS = {"one-shot", "go-up-a-level", "special", "wandering-monster", "double-strike"}  # MKF-79
# The kinds a player lays in front of them (MUN-20); anything else put in play is refused (MUN-16).
PUT_IN_PLAY_KINDS = CHARACTER_KINDS | set(SLOT_CARDS) | FOLLOWER_KINDS | {"item", "one-shot"}
ARRANGED = "arranged"  # refusal_to_put_in_play's moment for a state built outside play (fuzz.py)
# What set-up lets a player put in play (MUN-6: races, classes, items; MKF-6: also Super Munchkin,
# extra-style cards and a Fan).
SETUP_KINDS = frozenset({"race", "class", "style", "item", "super-munchkin", "half-breed", "extra-style", "fan"})


def a_kind(kind: str) -> str:
    """'a monster', 'an item', 'a one-shot': a card kind with its article, as a message says it."""
    return f"{'an' if kind[:1] in 'aeiou' and not kind.startswith('one') else 'a'} {kind}"


@dataclass(frozen=True, slots=True)
class Play:
    kind: str  # "ability", "card", "curse", "enhance", "equip", "unequip"
    uid: int
    ability: int = -1
    label: str = ""
    _option: Option | None = field(default=None, compare=False, repr=False)  # made once, on first use

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.uid}:{self.ability}"

    def option(self) -> Option:
        if self._option is None:  # a Play is offered again and again (the same one: see _play)
            object.__setattr__(self, "_option", Option(self.key, self.label, self))
        return self._option  # type: ignore[return-value]


# ---------------------------------------------------------------- what is legal


def legal_plays(state: MunchkinState, player: Player, moment: str) -> list[Play]:
    """What the player may play now. Each card in their hand and in play in front of them has its
    entries, worked out once per card and moment (_hand_entries, _in_play): the plays it could
    offer, each with the check it still needs or none, so a listing is a filter over them; then
    Hong Kong items, equipping and unequipping."""
    if player.dead:
        return []
    plays: list[Play] = []
    fans_open: bool | None = None  # MKF-65: whether a fan has room, found once per listing
    # _hand_steps(...), its lookup inlined (a listing of every decision)
    known = state.hand_steps.get((moment, state.current == player.seat, state.combat is not None))
    if known is None:
        known = _hand_steps(state, moment, state.current == player.seat, state.combat is not None)
    for uid in player.hand.cards:
        entries = known.get(uid)
        if entries is None:
            entries = _hand_entries(state, player, uid, moment, known)
        for play, check, facts in entries:
            if check is None:
                plays.append(play)
            elif check is _ABILITY:
                if _refusal_by_facts(state, player, uid, facts, moment, False) is None:  # type: ignore[arg-type]
                    plays.append(play)
            elif check is _PUT_IN_PLAY:
                if refusal_to_put_in_play(state, player, uid, moment, False) is None:
                    plays.append(play)
            else:  # _FANS: MKF-65, a monster enhancer on a fan at any time, while a fan has room
                if fans_open is None:
                    fans_open = bool(fans_open_to_enhancers(state))
                if fans_open:
                    plays.append(play)
    # _in_play(...), its kept answer read inline (the same stamp), made by it when not kept
    derived = player.derived
    stamp = player.identity.version + player.followers.version + player.carried.version
    in_play = derived.plays.get(moment) if derived.plays_stamp == stamp else None
    for uid, entries in in_play if in_play is not None else _in_play(state, player, moment):
        for play, check, facts in entries:
            if check is None or _refusal_by_facts(state, player, uid, facts, moment, False) is None:  # type: ignore[arg-type]
                plays.append(play)
    combat = state.combat
    rules_by_uid = state.rules_by_uid
    if moment in ("combat", "running") and combat and _hong_kong_foe(combat, rules_by_uid):  # MKF-68: running too
        for uid in (*player.hand.cards, *player.carried.cards):  # MKF-90: Hong Kong items, from hand or table
            if rules_by_uid[uid].kind == "item" and "hong-kong" in rules_by_uid[uid].tags:
                plays.append(_play(state, "arm", uid, -1, "give {} to a Hong Kong monster", state.name(uid)))
    if moment in ("turn", "setup"):
        equipped = player.equipped
        for uid in player.carried.cards:
            if uid not in equipped and (
                character.can_equip(state, player, uid)
                or (state.rules_by_uid[uid].usable and moves.could_waive(state, player, uid))  # E54
            ):
                plays.append(_play(state, "equip", uid, -1, "equip {}", state.name(uid)))
        unequip = derived.unequip if derived.unequip_stamp == equipped.version else _unequip_plays(state, player)
        plays.extend(unequip)  # _unequip_plays' kept plays, read inline
    return plays


def _unequip_plays(state: MunchkinState, player: Player) -> tuple[Play, ...]:
    """MUN-24: arranging one's cards includes unequipping: one play per equipped item, in uid
    order. Kept until the equipped set changes."""
    derived = player.derived
    equipped = player.equipped
    if derived.unequip_stamp != equipped.version:
        derived.unequip = tuple(
            [_play(state, "unequip", uid, -1, "unequip {}", state.name(uid)) for uid in sorted(equipped)]
        )
        derived.unequip_stamp = equipped.version
    return derived.unequip  # type: ignore[return-value]


def _hong_kong_foe(combat: Combat, rules_by_uid: dict[int, CardRules]) -> bool:
    for foe in combat.foes:  # noqa: SIM110 (a plain loop: no generator made per listing)
        if not foe.fled and "hong-kong" in rules_by_uid[foe.uid].tags:
            return True
    return False


# What the refusals below return with explain=False: a listing reads only whether a play is refused,
# and formatting the message of each refusal it then dropped was some 0.4-0.5% of a game (callgrind).
REFUSED = "refused"

# The checks a play in a card's entries may still need at a listing (None: offered as it stands).
_PUT_IN_PLAY = "put in play if allowed"  # refusal_to_put_in_play
_ABILITY = "the ability's refusal"  # _refusal_by_facts, with the entry's AbilityFacts
_FANS = "while a fan has room"  # fans_open_to_enhancers (MKF-65)

Entry = tuple["Play", "str | None", "AbilityFacts | None"]  # (play, its check, the ability's facts)

# The kinds whose refusal_to_put_in_play, for a card in the player's hand, reads nothing but the
# moment, whether it is the player's own turn and whether a combat is on (MUN-49, MUN-64, MKF-48):
# for them the check is made once, with the card's entries, whose key holds exactly those three.
# A big item also reads the player's big items and their limit; the other kinds their cards in play.
_PUT_BY_TIMING_ALONE = frozenset({"one-shot"})


def _hand_steps(state: MunchkinState, moment: str, own_turn: bool, combat_on: bool) -> dict[int, tuple[Entry, ...]]:
    """uid → the card's entries when it is in a hand at this moment (_hand_entries), kept per
    (moment, whether it is the player's own turn, whether a combat is on): what the card alone
    decides, with those three, so each card's entries are made once a game (and shared by games
    with the same cards) and looked up card by card at every listing: a hand changes too often for
    a listing of the whole hand to be worth keeping (two in three were made again, 40 Kung Fu games)."""
    key = (moment, own_turn, combat_on)
    known = state.hand_steps.get(key)
    if known is None:
        known = state.hand_steps[key] = {}
    return known  # type: ignore[return-value]


def _hand_entries(
    state: MunchkinState, player: Player, uid: int, moment: str, known: dict[int, tuple[Entry, ...]]
) -> tuple[Entry, ...]:
    """What the card in the player's hand offers at this moment: itself (always, or if it may be
    put in play now), an enhancer on a fan, its abilities that act now; each with its check.
    A check that reads nothing the key of ``known`` does not hold is made here, once."""
    rules = state.rules_by_uid[uid]
    kind, name = rules.kind, rules.name
    entries: list[Entry] = []
    play = put_play(state, player, uid, moment)
    if play is None and kind in CURSE_KINDS and moment != "setup":
        entries.append((_play(state, "curse", uid, -1, "curse someone with {}", name), None, None))
    elif play is None and kind == "monster-enhancer" and moment in ("combat", "running"):  # MUN-68, MUN-83
        entries.append((_play(state, "enhance", uid, -1, "enhance a monster with {}", name), None, None))
    if play is not None:
        if kind in _PUT_BY_TIMING_ALONE or (kind == "item" and not rules.big):
            if refusal_to_put_in_play(state, player, uid, moment) is None:
                entries.append((play, None, None))
        else:
            entries.append((play, _PUT_IN_PLAY, None))
    if kind == "monster-enhancer" and moment != "setup":
        entries.append((_play(state, "boost", uid, -1, "enhance a fan with {}", name), _FANS, None))
    if kind not in CURSE_KINDS:
        for facts, ability in _usable(state, uid, name, moment):
            if facts.character_or_follower:
                continue  # MUN-21: a race, class or follower in hand gives no benefit (_refusal_by_facts)
            entries.append((ability, None if facts.free else _ABILITY, facts))
    found = known[uid] = tuple(entries)
    return found


def put_play(state: MunchkinState, player: Player, uid: int, moment: str) -> Play | None:
    """The play of putting the card from the player's hand into play, when the moment is one in
    which its kind may come into play at all (whether it may now: refusal_to_put_in_play)."""
    rules = state.rules_by_uid[uid]
    kind, name = rules.kind, rules.name
    own_combat = moment in ("combat", "running") and state.current == player.seat  # MUN-37
    if (moment in ("turn", "setup") and kind == "item") or (
        (moment in ("turn", "setup") or own_combat) and (kind in CHARACTER_KINDS or kind in SLOT_CARDS)
    ):
        return _play(state, "card", uid, -1, "play {}", name)
    if moment == "turn" and kind == "one-shot":  # MUN-64, MUN-65: laid on the table for later
        return _play(state, "card", uid, -1, "lay {} on the table", name)
    if kind in FOLLOWER_KINDS:
        return _play(state, "card", uid, -1, "hire {}", name)
    return None


# Windows whose abilities are never offered as a play: they act when the rules say so.
_NOT_PLAYED = frozenset({"when_played", "bad_stuff", "when_killed", "next_combat"})


class AbilityFacts(NamedTuple):
    """What refusal_of_ability reads of an ability and its card alone, worked out once per card and
    moment (see _offered)."""

    index: int  # the ability's place on its card (limits per combat are kept by card and ability)
    needs_equipped: bool  # an item with a slot or hands: usable only when equipped
    character_or_follower: bool  # usable only in play, and in a combat only by those in it ...
    reaches_out: bool  # ... unless it acts on other players or monsters
    condition: Cond | None  # its `if` when reading it rolls no die (checked before the use)
    late_condition: Cond | None  # its `if` when it rolls: read once, after paying (MUN-41)
    steals: bool  # it steals items (MKF-42, MUN-42)
    costs: tuple[Effect, ...]
    level_gains: tuple[Effect, ...]  # its gain_levels effects (never to the winning level)
    strikes: tuple[Effect, ...]  # strength on another player (a backstab): players in the combat, once each
    needs_monster: tuple[str | None, ...]  # it adds a monster from hand: one must be there (MUN-84)
    # None of the above can refuse it: _refusal_by_facts would find nothing, so a listing offers it
    # without the call (a quarter of the abilities listed, 100 Munchkin games).
    free: bool = False
    # An ability that costs nothing, of a card that stays in play: once per combat, or once per turn
    # outside one (else `your turn: draw 1 treasure` on an item draws the deck, `during combat:
    # strength +2` on a race adds without end). Assumption: the rules are silent; card texts of the
    # published games say "once per turn" or "once per combat" of such powers.
    once: bool = False


# (index, ability, facts) of a card's abilities usable in a moment
Offered = tuple[tuple[int, Ability, AbilityFacts], ...]
# The same abilities as legal_plays lists them: (facts, the Play that uses it)
Usable = tuple[tuple[AbilityFacts, Play], ...]


def _usable(state: MunchkinState, uid: int, name: str, moment: str) -> Usable:
    """The card's abilities that act in this moment, each with its Play: made with the listings'
    caches (a card's hand step, the cards in play), not at every listing."""
    return tuple(
        [
            (facts, _play(state, "ability", uid, index, "use {}", name))
            for index, _, facts in _offered(state, uid, moment)
        ]
    )


def _in_play(state: MunchkinState, player: Player, moment: str) -> tuple[tuple[int, tuple[Entry, ...]], ...]:
    """The player's cards in play with abilities for the moment, in the order they are offered:
    (uid, their entries: the ability's play, _ABILITY or None when nothing can refuse it, its
    facts). Kept until a card comes to or leaves those zones."""
    derived = player.derived
    stamp = player.identity.version + player.followers.version + player.carried.version
    if derived.plays_stamp != stamp:
        derived.plays = {}
        derived.plays_stamp = stamp
    found = derived.plays.get(moment)
    if found is None:
        # A card's Usable depends on the card alone (as its hand step does): made once a game per
        # card and moment, not again whenever a card comes to or leaves the player's table.
        usable_of = state.usable_steps.get(moment)
        if usable_of is None:
            usable_of = state.usable_steps[moment] = {}
        rules_by_uid = state.rules_by_uid
        listed = []
        for zone in (player.identity, player.followers, player.carried):
            for uid in zone.cards:
                usable = usable_of.get(uid)
                if usable is None:
                    usable = usable_of[uid] = _entries_in_play(state, uid, rules_by_uid[uid].name, moment)
                if usable:
                    listed.append((uid, usable))
        found = derived.plays[moment] = tuple(listed)
    return found


def _entries_in_play(state: MunchkinState, uid: int, name: str, moment: str) -> tuple[Entry, ...]:
    """A card's entries when it is in play in front of its player: its abilities that act in the
    moment, each checked by _refusal_by_facts unless nothing there can refuse it."""
    return tuple([(play, None if facts.free else _ABILITY, facts) for facts, play in _usable(state, uid, name, moment)])


def fan_escape(card: Card, ability: Ability) -> bool:
    """MKF-66: a Fan's sacrifice that lets its owner escape: used only after a lost combat, before
    the escape rolls (the moment "running"), whatever window its card names."""
    return card.kind == "fan" and any(isinstance(e, Effect) and e.action.key == "auto_escape" for e in ability.effects)


def _offered(state: MunchkinState, uid: int, moment: str) -> Offered:
    """The card's abilities that act in this moment at all (once per card and moment)."""
    rules = state.rules_by_uid[uid]
    offered = rules.by_moment.get(moment)
    if offered is None:
        card = state.card(uid)
        windows = WINDOWS_BY_MOMENT[moment]
        offered = rules.by_moment[moment] = tuple(
            (index, ability, _facts(card, ability, index))
            for index, ability in enumerate(card.abilities)
            if ability.window is not None
            and (
                moment == "running"
                if fan_escape(card, ability)
                else ability.window.key in windows and ability.window.key not in _NOT_PLAYED
            )
            and card.kind != "monster"
        )
    return offered


def _facts(card: Card, ability: Ability, index: int) -> AbilityFacts:
    acts = [e for e in ability.effects if isinstance(e, Effect)]
    rolls = ability.condition is not None and not pure(ability.condition)
    facts = AbilityFacts(
        index=index,
        needs_equipped=card.kind == "item" and _needs_equipped(card),
        character_or_follower=card.kind in CHARACTER_KINDS or card.kind in FOLLOWER_KINDS,
        reaches_out=_reaches_out(ability),
        condition=None if rolls else ability.condition,
        late_condition=ability.condition if rolls else None,
        steals=any(e.action.key == "steal_items" for e in acts),
        costs=tuple(ability.costs),
        level_gains=tuple(e for e in acts if e.action.key == "gain_levels"),
        strikes=tuple(e for e in acts if e.action.key == "strength" and effects.strikes_a_player(e)),
        needs_monster=tuple(
            e.action.args.get("tag")
            for e in acts
            if e.action.key in ("add_monster", "add_tagged_monster")
            and (e.target is None or e.target.key in ("hand", "self"))
        ),
    )
    facts = facts._replace(once=not ability.costs and card.kind not in USED_UP_KINDS)
    # Each test of _refusal_by_facts reads one of these; with all of them empty it returns None.
    refusable = facts.needs_equipped or facts.character_or_follower or facts.condition is not None
    refusable = refusable or bool(facts.steals or facts.costs or facts.level_gains or facts.strikes or facts.once)
    return facts._replace(free=not (refusable or facts.needs_monster))


def _used_free(state: MunchkinState, uid: int, index: int) -> bool:
    """Whether an ability that costs nothing was used already: in this combat, or this turn outside one."""
    combat = state.combat
    if combat is not None:
        return (uid, index, "free") in combat.spent
    return (uid, index) in state.free_uses


def _note_free_use(state: MunchkinState, uid: int, index: int) -> None:
    combat = state.combat
    if combat is not None:
        combat.spent[(uid, index, "free")] = 1
    else:
        state.free_uses.add((uid, index))


def _allowed(state: MunchkinState, player: Player, uid: int, facts: AbilityFacts, moment: str) -> bool:
    """Whether the player may use the ability now: the one check (_refusal_by_facts) that
    refusal_of_ability also makes, for an ability _offered(...) found for this moment."""
    return _refusal_by_facts(state, player, uid, facts, moment) is None


def _refusal_by_facts(
    state: MunchkinState, player: Player, uid: int, facts: AbilityFacts, moment: str, explain: bool = True
) -> str | None:
    """Why the player may not use the ability now, from its facts, or None: what is offered and
    what is accepted are decided here, once (messages are made only on a refusal, and only when
    ``explain``: a listing asks only whether, and gets REFUSED; about half of its checks refuse)."""
    # Called for every ability at every listing: zones' card lists are read directly and the
    # combat's seats compared without building Combat.seats()'s list (the same tests).
    combat = state.combat
    in_combat = combat is not None and (player.seat == combat.fighter or player.seat == combat.helper)
    if facts.needs_equipped and uid in player.carried.cards and uid not in player.equipped:
        return f"{state.name(uid)} must be equipped to be used" if explain else REFUSED
    if facts.character_or_follower:
        if uid in player.hand.cards:
            # MUN-21: cards in hand give no benefit
            return f"{state.name(uid)} must be in play to be used" if explain else REFUSED
        if moment == "combat" and not facts.reaches_out and not in_combat:
            return f"{player.name} is not in this combat" if explain else REFUSED
    if facts.condition is not None and not holds(state, facts.condition, player):
        return f"the condition of {state.name(uid)} does not hold" if explain else REFUSED
    if facts.steals and combat is not None:
        # MKF-42: no stealing during any combat; MUN-42: not by nor from a player in combat.
        if state.switch("no_trading_in_any_combat"):
            return "no item may be stolen while a combat is in progress" if explain else REFUSED
        if in_combat:
            return f"no item may be stolen while {player.name} is in combat" if explain else REFUSED
    for cost in facts.costs:
        if not can_pay(state, player, uid, cost, facts.index):
            return f"{player.name} cannot pay '{cost.action.key.replace('_', ' ')}'" if explain else REFUSED
    for effect in facts.level_gains:
        if not effects.any_gain_target(state, player, effect):
            # MUN-14, MUN-66: never to the winning level but by a kill; never on the dead (MUN-104).
            if effect.target is None or effect.target.key in ("self", "victim"):
                return effects.gain_refusal(state, player) if explain else REFUSED
            return (
                f"a card cannot bring anyone it may target to level {state.constants['winning_level']}"
                if explain
                else REFUSED
            )
    if facts.strikes and not effects.strike_targets(state, player, uid, facts.index):
        return (
            f"{state.name(uid)} strikes a player in the combat other than its user, each once per combat"
            if explain
            else REFUSED
        )
    for tag in facts.needs_monster:  # MUN-84: a wandering monster comes with a monster from hand
        rules = state.rules_by_uid
        if not any(rules[u].kind == "monster" and (tag is None or tag in rules[u].tags) for u in player.hand.cards):
            return f"{player.name} has no {tag + ' ' if tag else ''}monster in hand to bring in" if explain else REFUSED
    if facts.once and _used_free(state, uid, facts.index):
        when = "combat" if combat is not None else "turn"
        return f"{state.name(uid)}'s ability costs nothing: it is used once per {when}, and was" if explain else REFUSED
    return None


# A game's Plays and hand steps depend on its cards alone, numbered in the order they were added
# (Table.add_card), so games set up from the same cards (a simulation, the bench, the balance
# report) share them instead of making them again in every game (some 200 steps and 100 Plays a
# game, 2-3% of its time). The entry holds the cards, so their ids stay theirs while it lives.
_SHARED: dict[tuple[str, tuple[int, ...]], tuple[tuple[Card, ...], dict, dict, dict]] = {}  # type: ignore[type-arg]
_SHARED_LIMIT = 64


def share_caches(state: MunchkinState) -> None:
    """Take the Plays, hand steps and in-play Usables of earlier games set up from the same cards, in the same order
    (set-up calls it once the cards are added; a card added later unshares them: MunchkinState.add_card)."""
    cards = tuple(state.cards.values())
    key = (state.ruleset.name, tuple(map(id, cards)))
    entry = _SHARED.get(key)
    if entry is None:
        if len(_SHARED) >= _SHARED_LIMIT:
            _SHARED.clear()
        entry = _SHARED[key] = (cards, state.play_cache, state.hand_steps, state.usable_steps)
    state.play_cache, state.hand_steps, state.usable_steps = entry[1], entry[2], entry[3]
    state.caches_shared = True


def _play(state: MunchkinState, kind: str, uid: int, index: int, label: str, name: str) -> Play:
    """The Play for this card (and ability), made once per game: a Play is a value, and the same
    one is offered at many decisions."""
    key = (kind, uid, index)
    found = state.play_cache.get(key)
    if found is None:
        found = state.play_cache[key] = Play(kind, uid, index, label.format(name))
        found.option()  # made now, so that listings read it as an attribute (options_of)
    return found  # type: ignore[return-value]


def curse_plays(state: MunchkinState, player: Player) -> list[Play]:
    """The curses and traps in the player's hand, each a play on a victim chosen as it is played
    (MUN-98, MKF-96: at any time, during any combat included)."""
    if player.dead:
        return []
    rules = state.rules_by_uid
    found = []  # a plain loop: read at every onlooker's listing while someone runs away
    for uid in player.hand.cards:
        if rules[uid].kind in CURSE_KINDS:
            found.append(_play(state, "curse", uid, -1, "curse someone with {}", rules[uid].name))
    return found


def options_of(found: list[Play], into: list[Option] | None = None) -> list[Option]:
    """The options of plays made by _play (legal_plays'): read in C, with no call per play, as
    every listing of every decision turns its plays into options. ``into``: a list to add them to
    (and return), rather than a new one that the caller would copy into its own."""
    if into is None:
        return list(map(_OPTION_OF, found))
    into.extend(map(_OPTION_OF, found))
    return into


_OPTION_OF = attrgetter("_option")


def refusal_of_ability(state: MunchkinState, player: Player, uid: int, ability: Ability, moment: str) -> str | None:
    """Why the player may not use this ability now, or None when they may: whether the card and
    the moment allow it at all (what _offered and the hand and play listings decide), then the
    very check legal_plays makes (_refusal_by_facts)."""
    card = state.card(uid)
    where = state.location.get(uid)
    if where is not player.hand and where not in (player.identity, player.followers, player.carried):
        return f"{card.name} is neither in {player.name}'s hand nor in play in front of them"
    if card.kind == "monster" or card.kind in CURSE_KINDS:
        return f"{card.name} is a {card.kind}: its rules act when the rules say, not as a player's ability"
    if ability.window is None or ability.window.key in _NOT_PLAYED:
        return f"{card.name}'s rule is not one a player uses: it acts when the rules say"
    if fan_escape(card, ability):
        if moment != "running":  # MKF-66: only after a lost combat, instead of an escape roll
            return f"{card.name} is sacrificed to escape only after a lost combat, instead of an escape roll"
    elif ability.window.key == "as_played":
        # E48: a card that cancels waits in the hand; its holder is asked as a card it names is played.
        return f"{card.name} is not played of itself: its holder uses it as a card its rule names is played (cancel)"
    elif ability.window.key not in WINDOWS_BY_MOMENT[moment]:
        return f"{card.name} cannot be used now (it acts {ability.window.key.replace('_', ' ')})"
    for _, known, facts in _offered(state, uid, moment):  # the facts legal_plays read, kept per moment
        if known is ability:
            return _refusal_by_facts(state, player, uid, facts, moment)
    return _refusal_by_facts(state, player, uid, _facts(card, ability, card.abilities.index(ability)), moment)


def _moments_now(state: MunchkinState, player: Player) -> tuple[str, ...]:
    """The moments the game is in for this player (a scenario or a caller naming another is refused)."""
    combat = state.combat
    if combat is None:
        return ("turn",) if state.current == player.seat else ("idle",)
    if player.seat in combat.seats():
        return ("combat", "running")
    return ("combat",)


def _needs_equipped(card: object) -> bool:
    fields = getattr(card, "fields", {})
    return bool(fields.get("slot") or fields.get("hands"))


def _reaches_out(ability: Ability) -> bool:
    """An ability that acts on other players or monsters may be used from outside the combat."""
    reach = {"other_player", "any_player", "each_player", "monster", "one_monster", "all_monsters", "either_side"}
    return any(
        isinstance(e, Effect) and e.target is not None and (e.target.key in reach or _selects_others(e.target))
        for e in ability.effects
    )


def _selects_others(target: Term) -> bool:
    """A player selector that may find someone other than the card's user (selectors.py)."""
    return target.key == "selected" and target.args["who"].key not in ("you",)


def refusal_to_put_in_play(
    state: MunchkinState, player: Player, uid: int, moment: str | None = None, explain: bool = True
) -> str | None:
    """Why the player may not put the card from their hand into play now, or None: the check that
    legal_plays offers by and put_in_play accepts by. ``moment`` is "setup" before the first turn
    (MUN-6, MKF-6), ARRANGED for a state built outside play (a fuzz state: the card's own limits
    apply, no timing), otherwise the moment the game is in for the player.

    For a one-shot or an item that is not big it reads only the moment, whether it is the player's
    own turn and whether a combat is on: legal_plays makes that check once per card and key
    (_PUT_BY_TIMING_ALONE); a new test here for those kinds must be added to that key too.
    ``explain=False`` (a listing, which asks only whether): REFUSED instead of the message."""
    card = state.cards[uid]  # called for every card in hand that may come into play, at every listing
    kind = card.kind
    if kind not in PUT_IN_PLAY_KINDS:
        # MUN-16, MKF-16: no rule puts a monster, curse, enhancer or level card in front of a player.
        return f"{card.name} is {a_kind(kind)}: no rule puts it into play in front of a player" if explain else REFUSED
    if state.location.get(uid) is not player.hand:
        # MUN-22: what is in play stays there
        return f"{card.name} is not in {player.name}'s hand" if explain else REFUSED
    if moment is None:
        moment = _moments_now(state, player)[0]
    own_turn = state.current == player.seat
    if moment == ARRANGED:
        pass
    elif moment == "setup":
        if kind not in SETUP_KINDS:
            return (
                f"{card.name} is {a_kind(kind)}: at set-up only races, classes, styles and items come into play"
                if explain
                else REFUSED
            )
        if kind in CHARACTER_KINDS and len(character.identities(state, player, kind)) >= character.slots(
            state, player, kind
        ):
            return (
                f"{player.name} already has as many {plural(kind)} as allowed: a starting hand replaces nothing"
                if explain
                else REFUSED
            )
    elif kind in ("item", "one-shot"):
        if state.combat is not None:
            return "items cannot be put in play during a combat" if explain else REFUSED  # MUN-49, MUN-74, MKF-48
        if not own_turn:
            # MUN-49, MKF-48
            return f"{player.name} may put items into play only on their own turn" if explain else REFUSED
    elif (kind in CHARACTER_KINDS or kind in SLOT_CARDS) and not own_turn:
        # MUN-37, MUN-43, MKF-36
        return f"{card.name} may be played only on {player.name}'s own turn" if explain else REFUSED
    if kind in ("super-munchkin", "half-breed") and any(state.kind(u) == kind for u in player.identity.cards):
        return f"{player.name} already has a {kind} in play" if explain else REFUSED  # MUN-44: never a second one
    if kind in CHARACTER_KINDS:
        if card.fields["is"] in character.traits(state, player, kind):
            return f"{player.name} already is a {card.fields['is']}" if explain else REFUSED
        full = character.count_identities(state, player, kind) >= character.slots(state, player, kind)
        if full and kind not in REPLACEABLE_KINDS:
            return (
                f"{player.name} already has as many {plural(kind)} as allowed; discard one first"
                if explain
                else REFUSED
            )
    if kind in SLOT_CARDS and kind != "extra-style" and not character.count_identities(state, player, SLOT_CARDS[kind]):
        return f"{card.name} needs a {SLOT_CARDS[kind]} in play to attach to" if explain else REFUSED
    if kind == "super-munchkin" and state.switch("super_munchkin_needs_two") and not _second_classes(state, player):
        return f"{card.name} needs a second class card played together with it" if explain else REFUSED  # MKF-43
    if kind in FOLLOWER_KINDS:
        limit_name = state.ruleset.vocabulary.kinds[kind].limits.get("in_play")
        followers = sum(1 for u in player.followers.cards if state.kind(u) in FOLLOWER_KINDS)  # not a fan's enhancer
        if followers >= state.constants.get(str(limit_name), 1):
            return f"{player.name} already has a {kind}; only one at a time" if explain else REFUSED
    if kind == "item" and state.rules_by_uid[uid].big:  # MUN-55: the limit read only for a big item
        limit = character.big_item_limit(state, player)
        if limit is not None and character.big_items(state, player) >= limit:
            return f"{player.name} already carries a big item" if explain else REFUSED
    return None


# ---------------------------------------------------------------- costs


def up_to_left(state: MunchkinState, source: int, index: int, cost: Effect) -> int:
    """How many cards a "discard up to N" cost may still take: N is a limit per combat, shared by
    every use of the ability in it (the warrior's three cards); outside a combat, per use."""
    combat = state.combat
    n = int(cost.action.args["n"])
    if combat is None:
        return n
    return n - combat.spent.get((source, index, "discarded"), 0)


def can_pay(state: MunchkinState, player: Player, source: int, cost: Effect, index: int = -1) -> bool:
    key, args = cost.action.key, cost.action.args
    # Asked for every ability with a cost at every listing: the zones' lists are read directly.
    hand, carried = player.hand.cards, player.carried.cards
    if key == "discard_cards":
        return len(hand) - (source in hand) + len(carried) - (source in carried) >= args["n"]
    if key == "discard_up_to":
        if up_to_left(state, source, index, cost) <= 0:
            return False
        return any(u != source for u in hand) or any(u != source for u in carried)
    if key == "discard_hand":
        return any(u != source for u in hand)
    if key == "discard_items":
        return len(carried) - (source in carried) >= args["n"]
    if key == "discard_self":
        return True
    if key == "discard_level_card":
        cards = state.cards
        return sum(1 for u in hand if u != source and cards[u].kind == "go-up-a-level") >= args["n"]
    raise KeyError(f"the engine cannot pay the cost {key!r}")


def pay(
    state: MunchkinState, player: Player, source: int, cost: Effect, index: int = -1, out: list[int] | None = None
) -> int:
    """Pay a cost; returns how many cards it discarded (for "for each card discarded"), and adds them
    to ``out``: its effects' selectors never find them (a cost is not paid back by its own effect)."""
    key, args = cost.action.key, cost.action.args
    why, paid_for = Why.PAID_FOR, state.name(source)
    if out is None:
        out = []
    if key == "discard_self":
        with state.atomic():
            state.discard(source, why, paid_for)
            character.drop_orphaned_enhancers(state, player)  # MKF-65: a sacrificed fan takes its enhancer
        return 1
    if key == "discard_hand":
        cards = [u for u in player.hand.cards if u != source]
        for uid in cards:
            state.discard(uid, why, paid_for)
        out.extend(cards)
        return len(cards)
    pool: list[int]
    if key == "discard_items":
        pool = [u for u in player.carried.cards if u != source]
    elif key == "discard_level_card":
        pool = [u for u in player.hand.cards if u != source and state.kind(u) == "go-up-a-level"]
    else:
        pool = [u for u in (*player.hand, *player.carried) if u != source]
    wanted = up_to_left(state, source, index, cost) if key == "discard_up_to" else args["n"]
    paid = 0
    while paid < wanted and pool:
        options = state.card_options(pool)
        if key == "discard_up_to" and paid > 0:
            options.insert(0, Option("stop", "discard no more"))
        choice = options[state.ask(player.seat, "choose-discard", options)]
        if choice.key == "stop":
            break
        uid = int(choice.key.split(":")[1])
        pool.remove(uid)
        state.discard(uid, why, paid_for)
        out.append(uid)
        paid += 1
    if key == "discard_up_to" and state.combat is not None:
        spent = state.combat.spent
        spent[(source, index, "discarded")] = spent.get((source, index, "discarded"), 0) + paid
    return paid


# ---------------------------------------------------------------- carrying out


def use_ability(state: MunchkinState, player: Player, uid: int, index: int, moment: str, /, **chosen: object) -> None:
    # Positional-only: a scenario's chosen target arrives as chosen["player"] (MKF-63: `on bob`).
    card = state.card(uid)
    ability = card.abilities[index]
    problem = (
        _moment_refusal(state, player, moment)
        or refusal_of_ability(state, player, uid, ability, moment)
        or chosen_refusal(state, player, uid, index, chosen.get("player"))
    )
    if problem:
        raise Refused(problem)  # MUN-16: refused before anything is paid or moved
    state.emit("use", player=player.name, card=card.name)
    if not ability.costs and card.kind not in USED_UP_KINDS:
        _note_free_use(state, uid, index)  # once per combat or turn (AbilityFacts.once)
    played = state.location[uid] is player.hand  # a card used from the hand is a card played (events.py)
    if card.kind in USED_UP_KINDS and state.location[uid] is player.hand and moves.cancelled(state, player, uid):
        return  # E48: cancelled as it was played: in the discard pile, with no effect
    state.use_rolls = []  # MUN-41: one roll for this use, however many comparisons read it
    try:
        count, paid_cards = 0, []
        for cost in ability.costs:
            count += pay(state, player, uid, cost, index, paid_cards)
        used_up = card.kind in USED_UP_KINDS
        if used_up and state.combat is not None and _held(state, player, uid):
            # MUN one-shots: set aside during the combat, discarded when it ends.
            player.equipped.discard(uid)
            state.move(uid, state.combat_zone, Why.PLAYED_BY, detail=player.name)
        late = ability.condition is not None and not pure(ability.condition)
        if late and not holds(state, ability.condition, player):  # type: ignore[arg-type]
            # MUN-41: the cost is paid first and stays paid whatever the roll.
            state.emit("no-effect", card=card.name, effect="ability", why="condition not met")
        else:
            chosen = {**chosen, "paid": tuple(paid_cards)} if paid_cards else dict(chosen)
            ctx = Context(actor=player, source=uid, count=max(count, 1), chosen=chosen, ability=index)
            run(state, ability.effects, ctx)
        if used_up and state.combat is None and _held(state, player, uid):
            state.discard(uid, Why.USED)
    finally:
        state.use_rolls = None
    if played:
        events.happen(state, "card_played", player.seat, card=uid)


def _moment_refusal(state: MunchkinState, player: Player, moment: str) -> str | None:
    """A caller (a scenario) naming a moment the game is not in is refused: legal_plays is always
    asked with the moment the game is in."""
    if moment not in _moments_now(state, player):
        return f"{player.name} cannot act in the moment '{moment}' now"
    return None


def chosen_refusal(state: MunchkinState, player: Player, uid: int, index: int, target: object) -> str | None:
    """A target named in advance (a scenario's `on bob`) must be one the effect may take: refused
    rather than turned into another player (MUN-16)."""
    if not isinstance(target, Player):
        return None
    ability = state.card(uid).abilities[index]
    for effect in ability.effects:
        if not isinstance(effect, Effect):
            continue
        if effect.action.key == "gain_levels" and target not in effects.gain_targets(state, player, effect):
            return effects.gain_refusal(state, target)  # MUN-14, MUN-66, MUN-104
        strike = effect.action.key == "strength" and effects.strikes_a_player(effect)
        if strike and target not in effects.strike_targets(state, player, uid, index):
            return f"{state.name(uid)} cannot strike {target.name}: not in the combat, its user, or struck already"
        pool = effects.chosen_pool(state, player, effect)
        if pool is not None and not target.dead and target not in pool:  # the dead: refused by the effect
            if target is player:
                return f"{state.name(uid)} cannot target its own user ({player.name}): it names another player"
            may = ", ".join(p.name for p in pool) or "nobody"
            return f"{state.name(uid)} cannot target {target.name} ({may} may be)"
    return None


def _held(state: MunchkinState, player: Player, uid: int) -> bool:
    return state.location[uid] is player.hand or state.location[uid] is player.carried


def put_in_play(state: MunchkinState, player: Player, uid: int, moment: str | None = None) -> None:
    problem = refusal_to_put_in_play(state, player, uid, moment)
    if problem:
        raise Refused(problem)
    kind = state.kind(uid)
    if kind == "one-shot":  # MUN-65: on the table until used, it counts as a carried item
        state.move(uid, player.carried, Why.PLAYED_BY, detail=player.name)
    elif kind == "item":
        state.move(uid, player.carried, Why.PLAYED_BY, detail=player.name)
        if character.can_equip(state, player, uid) or moves.could_waive(state, player, uid):  # E54
            equip(state, player, uid)
    elif kind in FOLLOWER_KINDS:
        state.move(uid, player.followers, Why.HIRED_BY, detail=player.name)
    else:
        held = character.identities(state, player, kind) if kind in REPLACEABLE_KINDS else []
        replacing = bool(held) and len(held) >= character.slots(state, player, kind)
        with state.atomic():  # MUN-39: at the limit, a new race or class replaces one of theirs, of their choice
            if replacing:
                index = state.ask(player.seat, "choose-discard", state.card_options(held))
                state.discard(held[index], Why.REPLACED_BY, state.name(uid))
            state.move(uid, player.identity, Why.PLAYED_BY, detail=player.name)
            if replacing:
                character.settle_character(state, player)  # MUN-51, MUN-56: put the character right at once
        if kind == "super-munchkin" and state.switch("super_munchkin_needs_two"):
            # MKF-43: the second class comes in with it.
            classes = _second_classes(state, player)
            index = state.ask(player.seat, "choose-class", state.card_options(classes))
            state.move(classes[index], player.identity, Why.PLAYED_WITH, detail=(player.name, state.name(uid)))
    if character.aims_at_equipment(state):  # `headgear slots -1 on each other player` came into play
        character.settle_others(state, player)
    events.happen(state, "card_played", player.seat, card=uid)


def _second_classes(state: MunchkinState, player: Player) -> list[int]:
    held = character.traits(state, player, "class")
    return [u for u in player.hand if state.kind(u) == "class" and state.card(u).fields["is"] not in held]


# ---------------------------------------------------------------- a fan's enhancer (MKF-65)


def fans_open_to_enhancers(state: MunchkinState) -> list[Player]:
    """The living players whose Fan in play has room for a monster enhancer (MKF-65: one per Fan)."""
    limit = state.constants.get("fan_enhancers", 0)
    if not limit:
        return []
    open_to = []
    cards = state.cards
    for player in state.players:  # asked at every listing with an enhancer in hand: no lists made per player
        followers = player.followers.cards
        if player.dead or not followers:
            continue
        fan, enhancers = False, 0
        for uid in followers:
            kind = cards[uid].kind
            if kind == "fan":
                fan = True
            elif kind == "monster-enhancer":
                enhancers += 1
        if fan and enhancers < limit:
            open_to.append(player)
    return open_to


def enhance_fan(state: MunchkinState, actor: Player, uid: int, owner: Player | None = None) -> None:
    """MKF-65: any player, at any time, plays a monster enhancer from their hand on a Fan in play
    that has none; it stays with the Fan, and its strength modifier adds to the Fan's bonus."""
    if state.kind(uid) != "monster-enhancer" or state.location[uid] is not actor.hand:
        raise Refused(f"{state.name(uid)} is not a monster enhancer in {actor.name}'s hand")
    if not state.constants.get("fan_enhancers", 0):
        # A game without fans (Munchkin): an enhancer goes only on a monster of a combat (MUN-83).
        raise Refused("a monster enhancer is played on a monster during a combat (MUN-83): no combat is going on")
    candidates = fans_open_to_enhancers(state)
    if owner is None and candidates:
        options = [Option(f"player:{p.name}", f"{p.name}'s fan") for p in candidates]
        owner = candidates[state.ask(actor.seat, "choose-fan", options)]
    if owner is None or owner not in candidates:
        raise Refused("a monster enhancer goes only on a fan in play that has none yet")
    fan = next(u for u in owner.followers if state.kind(u) == "fan")
    state.move(uid, owner.followers, Why.ENHANCES, detail=(actor.name, state.name(fan)))


# ---------------------------------------------------------------- trading and giving


def _refusal_to_hand_over(
    state: MunchkinState, giver: Player, uid: int, taker: Player, in_return: int | None = None
) -> str | None:
    """Items in play change hands outside any combat that either player is in (MUN-60, MKF-59).
    ``in_return`` is the item the taker hands back in a trade: it leaves before this one arrives."""
    if giver is taker:  # MUN-60, MUN-62: an item changes hands between two players
        return f"{giver.name} cannot give or trade an item to themselves"
    if taker.dead:  # MUN-104: until the next player's turn starts the dead receive no cards
        return f"{taker.name} is dead and receives no cards"
    combat = state.combat
    if combat is not None and (giver.seat in combat.seats() or taker.seat in combat.seats()):
        return "items are not traded or given while either player is in a combat"
    if combat is not None and state.switch("no_trading_in_any_combat"):
        return "items are not traded or given during a combat"  # MKF-59: during any combat
    if state.location[uid] is not giver.carried:
        return f"{state.name(uid)} is not an item {giver.name} carries (only items in play change hands)"
    if state.kind(uid) != "item":
        return f"{state.name(uid)} is {a_kind(state.kind(uid))}, not an item"
    limit = character.big_item_limit(state, taker)
    bigs = sum(1 for u in taker.carried if character.is_big(state, u) and u != in_return)
    if character.is_big(state, uid) and limit is not None and bigs >= limit:
        return f"{taker.name} already carries a big item"  # MUN-55: counted after a swap
    return None


def _hand_over(state: MunchkinState, giver: Player, uid: int, taker: Player, why: Why, by: str) -> None:
    giver.equipped.discard(uid)
    taker.received.add(uid)
    state.move(uid, taker.carried, why, detail=by)  # MUN-61: into the taker's play, unequipped


def give(state: MunchkinState, giver: Player, uid: int, taker: Player) -> None:
    """A gift of an item in play to a player who accepts it (MUN-62)."""
    problem = _refusal_to_hand_over(state, giver, uid, taker)
    if problem:
        raise Refused(problem)
    if state.ask(taker.seat, "accept-gift", [Option("decline"), Option("accept")]) == 0:
        raise Refused(f"{taker.name} declines {state.name(uid)}")
    with state.atomic():
        _hand_over(state, giver, uid, taker, Why.GIVEN_BY, giver.name)


def trade(state: MunchkinState, first: Player, mine: int, second: Player, theirs: int) -> None:
    """Two players who both agree swap items they carry (MUN-60)."""
    problem = _refusal_to_hand_over(state, first, mine, second, theirs) or _refusal_to_hand_over(
        state, second, theirs, first, mine
    )
    if problem:
        raise Refused(problem)
    if state.ask(second.seat, "accept-trade", [Option("decline"), Option("accept")]) == 0:
        raise Refused(f"{second.name} declines the trade")
    with state.atomic():
        _hand_over(state, first, mine, second, Why.TRADED_BY, first.name)
        _hand_over(state, second, theirs, first, Why.TRADED_BY, second.name)


AT_WILL_KINDS = CHARACTER_KINDS | set(SLOT_CARDS) | FOLLOWER_KINDS


def discard_at_will(state: MunchkinState, player: Player, uid: int) -> None:
    """Races, classes, styles (and the cards that add to them) and followers may be discarded at any
    time, even in combat (MUN-38, MKF-37, MUN-67, MKF-64); items may not (MUN-54, MKF-53)."""
    kind = state.kind(uid)
    if state.location[uid] not in (player.identity, player.followers, player.carried):
        raise Refused(f"{state.name(uid)} is not in play in front of {player.name}")
    if kind not in AT_WILL_KINDS:
        raise Refused(f"{state.name(uid)} is {a_kind(kind)}: it is not discarded at will")
    with state.atomic():  # losing a class may take Super Munchkin with it (MUN-47)
        state.discard(uid, Why.DISCARDED_BY, player.name)
        character.settle_character(state, player)


def equip(state: MunchkinState, player: Player, uid: int) -> None:
    if state.combat is not None:  # MUN-53, MKF-52: during any combat, onlookers included
        raise Refused("items cannot be equipped or unequipped during a combat or while running away")
    if uid not in player.carried.cards:  # MUN-50: only a carried item is equipped (MUN-16: nothing else is)
        if uid in player.hand:  # MUN-49: an item in the hand comes into play (and is equipped) when played
            raise Refused(
                f"{player.name} does not carry {state.name(uid)}: it is in their hand, and an item is played "
                "from the hand before it is equipped (MUN-49)"
            )
        raise Refused(f"{player.name} does not carry {state.name(uid)}")
    if uid in player.equipped:
        raise Refused(f"{player.name} has {state.name(uid)} equipped already")
    if not character.usable(state, player, uid) and not moves.bind_waiver(state, player, uid):  # MUN-51, E54
        raise Refused(f"{player.name} may not use {state.name(uid)}")
    if not character.can_equip(state, player, uid):
        raise Refused(f"{player.name} has no free slot for {state.name(uid)}")
    with state.atomic():  # one step: the others are put right before an invariant reads them
        player.equipped.add(uid)
        state.emit("equip", player=player.name, card=state.name(uid))
        if character.aims_at_equipment(state):  # its `headgear slots -1 on each other player` starts now
            character.settle_others(state, player)


def unequip(state: MunchkinState, player: Player, uid: int) -> None:
    if state.combat is not None:  # MUN-53, MKF-52
        raise Refused("items cannot be equipped or unequipped during a combat or while running away")
    if uid not in player.equipped:
        raise Refused(f"{player.name} has no {state.name(uid)} equipped")
    with state.atomic():
        player.equipped.discard(uid)
        state.emit("unequip", player=player.name, card=state.name(uid))
        if character.aims_at_equipment(state):  # its `headgear slots +1 on each other player` ends now
            character.settle_others(state, player)


def curse(state: MunchkinState, actor: Player, uid: int, victim: Player, played: bool = True) -> None:
    """A curse or trap hits its victim at once; a delayed one waits as a reminder (MUN curses, MKF traps).
    ``played`` False: a test block's set-up (`given bob cursed with "X"`), a curse that has hit already,
    which no one is asked to cancel and no `whenever a player plays a card` hears."""
    card = state.card(uid)
    if card.kind not in CURSE_KINDS or state.location.get(uid) is not actor.hand:
        raise Refused(f"{card.name} is not a {' or '.join(sorted(CURSE_KINDS))} in {actor.name}'s hand")
    if victim.dead:
        raise Refused(f"{victim.name} is dead and cannot be cursed")  # MUN-98, MUN-104: a living victim
    state.emit("curse", player=actor.name, victim=victim.name, card=card.name)
    if played and moves.cancelled(state, actor, uid):
        return  # E48: cancelled as it was played: in the discard pile, with no effect
    delayed = [a for a in card.abilities if a.window is not None and a.window.key == "next_combat"]
    now = [a for a in card.abilities if a.window is None or a.window.key == "when_played"]
    state.move(uid, victim.reminders, Why.CURSING, detail=victim.name)
    ctx = Context(actor=actor, source=uid, victim=victim, default_side="players")
    if delayed and state.combat is not None and victim.seat in state.combat.seats():
        now, delayed = now + delayed, []  # MKF-98: a victim already in combat is struck in this one
    for ability in now:
        if effects.guard(state, uid, ability, victim):  # MUN-101: no effect unless it fits
            run(state, ability.effects, ctx)
    if state.location.get(uid) is victim.reminders and not delayed and not _lasting_from(victim, uid):
        state.discard(uid, Why.RESOLVED)
    if played:
        events.happen(state, "card_played", actor.seat, card=uid)


def _lasting_from(player: Player, uid: int) -> bool:
    return any(lasting.source == uid for lasting in player.lasting)


events.ABOVE.register(can_pay=can_pay, pay=pay)  # a triggered rule pays its costs (events._fire)
