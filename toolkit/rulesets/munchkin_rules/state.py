"""The state of a Munchkin-family game: players, decks, the combat, whose turn it is.

Rule numbers (MUN-n, MKF-n) refer to docs/rules/munchkin.md and munchkin-kungfu.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from toolkit.engine.agents import Option
from toolkit.engine.pieces import Counter
from toolkit.engine.reasons import Reason
from toolkit.engine.state import State
from toolkit.engine.zones import Deck, Zone
from toolkit.lang.model import Ability, AllOf, AnyOf, Card, Compare, Cond, Effect, NotCond
from toolkit.lang.ruleset import Ruleset
from toolkit.rulesets.munchkin_family import ENUMS
from toolkit.rulesets.munchkin_rules.reasons import Why

PLAYER_NAMES = ENUMS["player"]  # seats in order; test blocks name players so
AIMED = "@aimed"  # in numbers.changed(...): some card changes a number of players other than its owner


class Refused(Exception):
    """An action the rules do not allow; the message says which rule and why."""


class Hooks:
    """The functions a module of the rules reads from modules above it, which read it in turn (a
    condition reads a character, whose items' `usable if` are conditions): the modules above register
    their own here when imported, so that imports run one way, down the layers of munchkin_rules
    (issue 9; the layers contract in pyproject.toml). One read before its module registered it is an
    error that names it."""

    def __init__(self, owner: str) -> None:
        self._owner = owner

    def register(self, **functions: Any) -> None:
        vars(self).update(functions)

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(f"{self._owner} reads {name!r}, which no module of the rules has registered yet")


@dataclass(frozen=True)
class CardRules:
    """What the rules read of a card again and again, indexed once per card (for speed)."""

    statics: dict[str, tuple[tuple[Cond | None, Effect], ...]]  # lasting effects by key, with their guard
    usable: tuple[Cond | None, ...]  # the conditions of its `usable if ...` lines
    windows: frozenset[str]  # the timing windows its rules act in
    usable_pure: bool = True  # no `usable if` condition rolls a die (so it may be checked in any order)
    name: str = ""
    kind: str = ""
    tags: tuple[str, ...] = ()
    slot: tuple[str, int] | None = None  # the body slot an item takes, and how much of it
    big: bool = False
    bonus: int = 0
    gold: int = 0
    # What strength.py reads of a monster or enhancer: its `strength` statics; its lasting
    # `if <condition>: strength +n` rules; its `during combat: strength +n` rules without a condition.
    strength_statics: tuple[Effect, ...] = ()
    conditional_strength: tuple[tuple[Cond, Effect], ...] = ()
    combat_strength: tuple[Effect, ...] = ()
    # What combat.treasure_count reads: the card's `treasures +n` statics (an enhancer's), summed; and a
    # monster's window-less rules in order, (condition, the treasures they add), those that add none
    # and whose condition rolls no die left out (reading them changes nothing).
    treasure_statics: int = 0
    treasure_rules: tuple[tuple[Cond | None, int], ...] = ()
    # Filled by plays.py as moments come up: moment → (index, ability, its facts) of the abilities usable in it.
    by_moment: dict[str, tuple[tuple[int, Ability, object], ...]] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, card: Card) -> CardRules:
        by_key: dict[str, list[tuple[Cond | None, Effect]]] = {}
        for effect in card.statics:
            by_key.setdefault(effect.action.key, []).append((None, effect))
        for ability in card.abilities:  # MUN-70: `if class warrior: strength +2` lasts too
            if ability.window is None:
                for effect in ability.effects:
                    if isinstance(effect, Effect):
                        by_key.setdefault(effect.action.key, []).append((ability.condition, effect))
        usable = tuple(e.condition for e in card.statics if e.action.key == "usable")
        windows = frozenset(a.window.key for a in card.abilities if a.window is not None)
        fields = card.fields
        slot: tuple[str, int] | None = None
        if fields.get("slot"):
            slot = (fields["slot"], 1)
        elif fields.get("hands"):
            slot = ("hands", int(fields["hands"]))
        conditional = tuple(
            (ability.condition, effect)
            for ability in card.abilities
            if ability.window is None and ability.condition is not None
            for effect in ability.effects
            if isinstance(effect, Effect) and effect.action.key == "strength"
        )
        in_combat = tuple(
            effect
            for ability in card.abilities
            if ability.window is not None and ability.window.key == "during_combat" and ability.condition is None
            for effect in ability.effects
            if isinstance(effect, Effect) and effect.action.key == "strength"
        )
        treasure_rules = []
        for ability in card.abilities:
            if ability.window is None:
                acts = [e for e in ability.effects if isinstance(e, Effect)]
                gain = sum(e.action.args["n"] for e in acts if e.action.key == "treasure_bonus")
                if gain or (ability.condition is not None and not pure(ability.condition)):
                    treasure_rules.append((ability.condition, gain))
        return cls(
            {k: tuple(v) for k, v in by_key.items()},
            usable,
            windows,
            usable_pure=all(c is None or pure(c) for c in usable),
            name=card.name,
            kind=card.kind,
            tags=card.tags,
            slot=slot,
            big=bool(fields.get("big")),
            bonus=int(fields.get("bonus", 0) or 0),
            gold=int(fields.get("gold", 0) or 0),
            strength_statics=tuple(e for e in card.statics if e.action.key == "strength"),
            conditional_strength=conditional,  # type: ignore[arg-type]
            combat_strength=in_combat,
            treasure_statics=sum(e.action.args["n"] for e in card.statics if e.action.key == "treasure_bonus"),
            treasure_rules=tuple(treasure_rules),
        )


def pure(cond: Cond) -> bool:
    """Whether evaluating a condition has no effect on the game: only `roll` does (it rolls a die)."""
    if isinstance(cond, (AllOf, AnyOf)):
        return all(pure(c) for c in cond.operands)
    if isinstance(cond, NotCond):
        return pure(cond.operand)
    if isinstance(cond, Compare):
        return not _rolls(cond.quantity) and (cond.other is None or not _rolls(cond.other))
    return True


def _rolls(term: object) -> bool:
    """Whether a quantity is, or is made of, a die roll (composed quantities nest terms)."""
    if not hasattr(term, "key"):
        return False
    return term.key == "roll" or any(_rolls(v) for v in term.args.values())  # type: ignore[attr-defined]


# CardRules depend on the card alone, so games that share card objects share them (a simulation
# plays the same loaded cards game after game). Keyed by id(), the card kept alive beside its rules
# so the id cannot be reused; cleared when it grows large (cards loaded again and again).
_RULES_BY_CARD: dict[int, tuple[Card, CardRules]] = {}
_RULES_CACHE_LIMIT = 50_000


def card_rules(card: Card) -> CardRules:
    entry = _RULES_BY_CARD.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    if len(_RULES_BY_CARD) >= _RULES_CACHE_LIMIT:
        _RULES_BY_CARD.clear()
    rules = CardRules.of(card)
    _RULES_BY_CARD[id(card)] = (card, rules)
    return rules


T = TypeVar("T")


class ByCards(Generic[T]):
    """What is read from a game's cards alone, in their order, kept for every game set up from the
    same cards (a simulation, the bench and the balance report set up game after game from the
    same loaded cards): each card's rules, the events and the numbers the cards use. Keyed by the
    cards' ids, the entry holding the cards so that no id can be reused while it lives; cleared
    when it grows large (cards loaded again and again)."""

    def __init__(self, limit: int = 64) -> None:
        self._entries: dict[tuple[int, ...], tuple[tuple[Card, ...], T]] = {}
        self._limit = limit

    def get(self, cards: tuple[Card, ...], make: Callable[[tuple[Card, ...]], T]) -> T:
        key = tuple(map(id, cards))
        entry = self._entries.get(key)
        if entry is None:
            if len(self._entries) >= self._limit:
                self._entries.clear()
            entry = self._entries[key] = (cards, make(cards))
        return entry[1]


_RULES_OF_CARDS: ByCards[tuple[CardRules, ...]] = ByCards()


class TrackedSet(set[int]):
    """A set of uids that counts its changes (``version``), so caches built on it know when they are stale.

    Only changes count: discarding a uid that is not there leaves the version alone. ``tally``, when
    set, is a one-item list that counts the changes of every set sharing it (MunchkinState.version
    reads the players' equipped sets' changes as one number, not as a sum made at every reading).
    """

    __slots__ = ("tally", "version")

    def __init__(self, items: Iterable[int] = ()) -> None:
        super().__init__(items)
        self.version = 0
        self.tally: list[int] | None = None

    def _changed(self) -> None:
        self.version += 1
        if self.tally is not None:
            self.tally[0] += 1

    def add(self, uid: int) -> None:
        if uid not in self:
            set.add(self, uid)
            self._changed()

    def discard(self, uid: int) -> None:
        if uid in self:
            set.discard(self, uid)
            self._changed()

    def remove(self, uid: int) -> None:
        set.remove(self, uid)
        self._changed()

    def pop(self) -> int:
        uid = set.pop(self)
        self._changed()
        return uid

    def clear(self) -> None:
        if self:
            set.clear(self)
            self._changed()

    def update(self, *others: Iterable[int]) -> None:
        set.update(self, *others)
        self._changed()

    def difference_update(self, *others: Iterable[object]) -> None:
        set.difference_update(self, *others)
        self._changed()

    def intersection_update(self, *others: Iterable[object]) -> None:
        set.intersection_update(self, *others)
        self._changed()

    def symmetric_difference_update(self, other: Iterable[int]) -> None:
        set.symmetric_difference_update(self, other)
        self._changed()

    def __ior__(self, other: AbstractSet[int]) -> TrackedSet:  # type: ignore[override,misc]
        self.update(other)
        return self

    def __iand__(self, other: AbstractSet[object]) -> TrackedSet:
        self.intersection_update(other)
        return self

    def __isub__(self, other: AbstractSet[object]) -> TrackedSet:
        self.difference_update(other)
        return self

    def __ixor__(self, other: AbstractSet[int]) -> TrackedSet:  # type: ignore[override,misc]
        self.symmetric_difference_update(other)
        return self


@dataclass(eq=False)
class Derived:
    """What character.py derives from a player's cards in play, kept until those cards change.

    A stamp is the sum of the versions of the zones (and equipped set) it was derived from: every
    version only grows, so any change to any of them changes the sum.
    """

    identity_stamp: int = -1
    kinds: dict[str, tuple[int, ...]] = field(default_factory=dict)  # identity cards by kind
    traits: dict[str, frozenset[str]] = field(default_factory=dict)  # race/class/style names by kind
    statics_stamp: int = -1
    statics_pure: bool = True  # every equipped item's `usable if` is pure
    # key → (uid, its `usable if` conditions when it is an equipped item, guard, effect), in source order
    statics: dict[str, tuple[tuple[int, tuple[Cond | None, ...] | None, Cond | None, Effect], ...]] = field(
        default_factory=dict
    )
    bonus_stamp: int = -1
    bonus_items: tuple[tuple[int, tuple[Cond | None, ...] | None, int], ...] = ()  # (uid, `usable if`, bonus)
    bonus_pure: bool = True  # no equipped item's `usable if` rolls a die
    equipment_stamp: int = -1
    slots_problem: str | None = None  # what equipment_problem finds of slots and carrying
    big_items: int = 0  # big items carried
    within_rule_limit: int = -1  # the stamp at which the big items were found within the rule's limit
    pure_traits_stamp: int = -1  # character.pure_traits, kept while the identity cards stay
    pure_traits: frozenset[tuple[str, str]] = frozenset()
    unequip_stamp: int = -1
    unequip: tuple[object, ...] = ()  # plays._unequip_plays, kept while the equipped set stays
    plays_stamp: int = -1
    plays: dict[str, tuple[tuple[int, tuple[tuple[object, object], ...]], ...]] = field(
        default_factory=dict
    )  # moment → plays._in_play(...)
    sale_stamp: int = -1
    sale_value: int = 0  # turn.sellable_value's part in hand, kept while the hand stays
    carried_sale_stamp: int = -1
    carried_sale_value: int = 0  # and its part in play, kept while the carried cards stay


@dataclass(eq=False)
class Lasting:
    """An effect that stays for a while: a curse's -5 "until the end of your next combat"."""

    effect: Effect
    source: int  # the uid of the card it came from
    until: str  # a duration key: end_of_combat, end_of_next_combat, end_of_turn, ...
    armed: bool = True  # False until the combat it waits for has begun
    by: int = -1  # the seat of the card's user: whom "you" and "other than you" of its target mean
    # It was there when the combat going on was decided (events.decided): that combat's kill, win or loss
    # may end it. One begun after (bad stuff, `when killed`, `when you help kill`) waits for the next.
    decided: bool = False


@dataclass(eq=False)
class Player:
    seat: int
    name: str
    hand: Zone
    carried: Zone  # items in play (MUN: "carried"); the equipped ones are also in `equipped`
    identity: Zone  # race, class, style cards and Super Munchkin / Half-Breed / extra style
    followers: Zone  # hirelings (MUN) or fans (MKF)
    reminders: Zone  # curses and traps kept until they take effect or expire
    levels: Counter = field(repr=False)  # the table's "level" counter (MunchkinState.levels): see `level`
    gender: str = "male"
    equipped: TrackedSet = field(default_factory=TrackedSet)
    lasting: list[Lasting] = field(default_factory=list)
    dead: bool = False  # died; the new character enters as the next player's turn starts (MUN-104, MUN-105)
    redeal: bool = False  # came back from death: draws a new hand as their own next turn starts (MUN-106)
    received: set[int] = field(default_factory=set)  # items got by trade or gift since their last turn began
    waivers: dict[int, int] = field(default_factory=dict)  # E54: waiver card → the item it lets them use (moves.py)
    derived: Derived = field(default_factory=Derived, repr=False)  # a cache, not game state (character.py)

    @property
    def level(self) -> int:
        """The player's level, read from the core's "level" counter. Read-only: a level changes only
        through the counter (effects.set_level, or its ``set`` for a scenario's or a fuzz state's
        set-up), so that every change is its event and the counter's floor and ceiling hold (MUN-34)."""
        return self.levels.values[self.seat]

    @level.setter
    def level(self, value: int) -> None:
        raise AttributeError(
            f"{self.name}'s level is the core's 'level' counter: change it with effects.set_level "
            "(or state.levels.set for a set-up), never by writing player.level"
        )

    def zones(self) -> tuple[Zone, ...]:
        return (self.hand, self.carried, self.identity, self.followers, self.reminders)


@dataclass(eq=False)
class Foe:
    """A monster in the combat, with the enhancers played on it."""

    uid: int
    enhancers: list[int] = field(default_factory=list)
    copy_of: Foe | None = None  # a double strike's copy shares the card's rules
    items: list[int] = field(default_factory=list)  # Hong Kong items given to it (MKF)
    fled: bool = False  # left the combat without being killed
    extra_treasures: int = 0  # from enhancers ("treasures +2")


@dataclass(eq=False)
class Modifier:
    amount: int
    source: str  # a label for the strength breakdown: the card or ability that gave it
    side: str  # "players" or "monsters"
    foe: Foe | None = None
    floor: int | None = None  # E50: a fall that stops there (`strength -4 never below 1`)
    ceiling: int | None = None


ALL_FOES = 0  # in Combat.auto_escape: every monster of the combat, those still to come included (MKF-66)


@dataclass(eq=False)
class Combat:
    fighter: int
    foes: list[Foe]
    helper: int | None = None
    bribe: int = 0  # treasures promised to the helper
    helper_first: bool = False  # the helper picks first from the treasures (MUN-89)
    bribe_items: list[int] = field(default_factory=list)  # items promised to the helper (MUN-88)
    modifiers: list[Modifier] = field(default_factory=list)
    escape_bonus: dict[int, int] = field(default_factory=dict)  # seat → modifier to this combat's rolls
    auto_escape: dict[int, set[int]] = field(default_factory=dict)  # seat → ids of foes escaped for free
    no_escape: bool = False
    applied_once: set[str] = field(default_factory=set)  # monster abilities already counted (MKF once)
    # Limits of abilities per combat, by (card uid, ability index, what): "discarded" cards paid to a
    # "discard up to N" cost, "hit:{seat}" players a backstab struck (rules plays.py).
    spent: dict[tuple[int, int, str], int] = field(default_factory=dict)
    over: bool = False
    # The outcome is handed out (the rewards given, or the runs away made): a lasting effect that
    # begins now, "until the end of the next combat", waits for the next one (MUN-100).
    settled: bool = False

    def seats(self) -> list[int]:
        if self.helper is None:  # one list, not three (read at every tally and combat decision)
            return [self.fighter]
        return [self.fighter, self.helper]

    def live_foes(self) -> list[Foe]:
        live = []  # a plain loop: a comprehension makes a function and a frame at each call (read ~7 times a combat)
        for foe in self.foes:
            if not foe.fled:
                live.append(foe)
        return live

    def has_live_foes(self) -> bool:
        for foe in self.foes:  # noqa: SIM110 (a plain loop: asked before every combat action, no list made)
            if not foe.fled:
                return True
        return False


class _CardOptions(dict[int, Option]):
    """uid → the option of picking that card ("card:UID", labelled with its name), made on first use:
    a card's option never changes. Holds the table's cards, never the state (no reference cycle)."""

    def __init__(self, cards: dict[int, Card]) -> None:
        super().__init__()
        self.cards = cards

    def __missing__(self, uid: int) -> Option:
        option = self[uid] = Option(f"card:{uid}", self.cards[uid].name)
        return option


class MunchkinState(State):
    """A game in progress: the core state (seats, agents, ask, turns, winners, the version) plus the
    family's own bookkeeping: players with their zones and levels, the two decks, the combat."""

    def __init__(self, ruleset: Ruleset, seed: int, players: int) -> None:
        super().__init__(seed, PLAYER_NAMES[:players])
        self.ruleset = ruleset
        self.constants = ruleset.constants
        self.doors: Deck = self.deck("door")
        self.treasures: Deck = self.deck("treasure")
        self.combat_zone = self.zone("combat")
        # MUN golden rule 1: never below level 1 (min_level); the winning level caps every gain. The
        # winning level reached only by a kill (MUN-14) is the rules' own: effects._gain_levels stops
        # a card's gain below it, and invariants.winning_level_only_by_kill checks the counter's events.
        low, high = self.constants["min_level"], self.constants["winning_level"]
        self.levels: Counter = self.counter("level", start=low, floor=low, ceiling=high)
        self.players: list[Player] = []
        for seat in range(players):
            name = PLAYER_NAMES[seat]
            zones = [self.zone(f"{name}-{part}") for part in ("hand", "carried", "identity", "followers", "reminders")]
            self.players.append(Player(seat, name, *zones, self.levels))
        # Every change to a player's equipped set, counted in one place for version().
        self._equipped_changes = [0]
        for player in self.players:
            player.equipped.tally = self._equipped_changes
        self._owners: dict[Zone, Player] = {z: p for p in self.players for z in p.zones()}
        self.combat: Combat | None = None
        self._card_options = _CardOptions(self.cards)
        self.combats = 0  # combat.fight: one per "combat" event, for the game's record
        self._treasure_count = (-1, 0)  # treasure_cards(): (the number of cards it was counted at, the count)
        self.kills_this_turn = 0
        # (card, ability) of the abilities that cost nothing used outside a combat this turn (plays.py:
        # once per turn; in a combat Combat.spent holds them, once per combat).
        self.free_uses: set[tuple[int, int]] = set()
        self.fast_play = False  # MKF-109: the fast-play variant deals and redraws 4 + 4
        self.rules_by_uid: dict[int, CardRules] = {}  # every card's CardRules, from add_card on
        self.play_cache: dict[tuple[str, int, int], object] = {}  # plays._play: one Play per card and ability
        # plays._hand_steps: a card's entries in hand, per (moment, own turn, combat on) and card
        self.hand_steps: dict[tuple[str, bool, bool], dict[int, object]] = {}
        self.usable_steps: dict[str, dict[int, object]] = {}  # plays._in_play: a card's entries in play, per moment
        self.caches_shared = False  # the three above shared with games set up from the same cards (plays.share_caches)
        self.combat_reports: list[object] = []  # combat.CombatReport, one per combat (for explain)
        # Whether combat.report keeps them: a scenario's state does (explain, the expectations read them);
        # a game set up by new_game does not (nothing reads them, and the labelled tally of each
        # combat's strength was 3% of a simulated game's time).
        self.keep_reports = True
        self.strength_kept: tuple[Combat, int, tuple[int, int]] | None = None  # strength.totals: last result
        # combat._combat_options: per seat, (combat, version, the combat-action options) last made
        self.combat_options_kept: dict[int, tuple[Combat, int, list[object]]] = {}
        self.use_rolls: list[int] | None = None  # MUN-41: the one roll of the card in use (plays.use_ability)
        # numbers.py and events.py: the rule numbers and the events the game's cards use, by card count.
        self.numbers_changed: tuple[int, frozenset[str]] = (-1, frozenset())
        self.events_used: tuple[int, frozenset[str]] = (-1, frozenset())
        self.trigger_depth = 0  # triggers running inside triggers (events.MAX_DEPTH)
        # The core's Table.move_watcher, set by events.watch_losses: called as (state, uid, source, to).
        self.move_watcher = None

    # ------------------------------------------------------------ cards and players

    def card(self, uid: int) -> Card:
        return self.cards[uid]

    def add_card(self, card: Card, zone: Zone) -> int:
        self._own_caches()
        uid = super().add_card(card, zone)
        self.rules_by_uid[uid] = card_rules(card)
        return uid

    def add_cards(self, cards: Sequence[Card], zones: Sequence[Zone]) -> range:
        """add_card for each card in turn (set-up), their rules read once for games with the same cards."""
        self._own_caches()
        uids = super().add_cards(cards, zones)
        found = _RULES_OF_CARDS.get(tuple(cards), lambda cards: tuple(map(card_rules, cards)))
        self.rules_by_uid.update(zip(uids, found, strict=True))
        return uids

    def _own_caches(self) -> None:
        if self.caches_shared:  # a card added after set-up (a scenario's): this game's caches become its own
            self.play_cache = dict(self.play_cache)
            self.hand_steps = {key: dict(steps) for key, steps in self.hand_steps.items()}
            self.usable_steps = {key: dict(steps) for key, steps in self.usable_steps.items()}
            self.caches_shared = False

    def card_options(self, uids: Iterable[int]) -> list[Option]:
        """One option per card, "card:UID" labelled with its name: how a player picks a card (charity,
        a sale, a discard, a loss). Each card's option is made once a game and the list read in C
        (charity alone offers every card in hand, some 6 options a decision)."""
        return list(map(self._card_options.__getitem__, uids))

    def rules(self, uid: int) -> CardRules:
        return self.rules_by_uid[uid]

    def kind(self, uid: int) -> str:
        return self.cards[uid].kind

    def player_named(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def treasure_cards(self) -> int:
        """How many cards the treasure deck holds in all (the most a combat can give, MUN-79).

        Counted again only when the game's cards grow: a card is never taken out of a game (Table
        only adds them), so an equal number of cards means the same cards (asked at every help
        asked for, the count was a pass over every card of the game)."""
        cards = self.cards
        if self._treasure_count[0] != len(cards):
            self._treasure_count = (len(cards), sum(1 for card in cards.values() if card.deck == "treasure"))
        return self._treasure_count[1]

    def owner(self, uid: int) -> Player | None:
        return self._owners.get(self.location[uid])

    def discard(self, uid: int, why: Reason | str = Why.DISCARD, detail: str | tuple[str, ...] = "") -> None:
        """A card goes to the discard pile of its own deck (MUN: each deck has its own)."""
        deck = self.doors if self.cards[uid].deck == "door" else self.treasures
        for player in self.players:
            if uid in player.equipped:  # the membership test in C; discard() itself counts the change
                player.equipped.discard(uid)
        self.move(uid, deck.discard, why, detail=detail)

    def version(self) -> int:
        """The core's version (every event but a decision, and touch()) plus every change to a player's
        equipped set (some unequipping makes no event of its own). It only ever grows."""
        return len(self.log.events) - self._decision_events + self._quiet_changes + self._equipped_changes[0]

    def switch(self, name: str) -> bool:
        """A family rule a game turns on in its constants (1) or leaves off (absent or 0)."""
        return bool(self.constants.get(name, 0))

    def scores(self) -> tuple[int, ...]:
        """A seat's score is its level (the race to the winning level, MUN-1): the "level" counter."""
        return tuple(self.levels.values)
