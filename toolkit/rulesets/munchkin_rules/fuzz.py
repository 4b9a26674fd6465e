"""Fuzzing one card in the engine (`deckwright validate`, codes V02xx).

The card is played at every timing window it has, in random legal states made
from a seed: three to six players at random levels, with races, classes,
styles, followers and equipped items in play, random hands, and for the
combat windows a monster at the door (sometimes a helper, sometimes a second
monster). The play goes through the engine's own machinery: the turn and the
combat ask each player's agent, with the legal options only, and the holder
of the card takes the card's play when it is offered at its window; every
other decision is a random agent's. Invariants are checked after every event,
and the turn (and, for a curse or a lasting effect, the turns after it) runs
to its end, so what the card leaves behind takes effect too.

What counts as a problem, each reported once per card at the card or at the
effect that was running (see docs/diagnostics.md, "Fuzzing (V02xx)"):

- V0201: the engine raised an exception while the card was played;
- V0202: an invariant broke (a player below level 1, a card in two places);
- V0203: the play did not end within the event or decision budget;
- V0204 (warning): the card was never playable in any state at any window;
- V0205 (warning): one rule of a playable card was never usable.

A refusal (the rules do not allow the play in that state) is normal and only
counted. The same seed gives the same states, plays and diagnostics.
"""

from __future__ import annotations

import hashlib
import random
import re
import types
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from toolkit.engine.agents import Decision, Option
from toolkit.engine.contract import FuzzStats
from toolkit.engine.events import Event
from toolkit.engine.invariants import InvariantViolation, check_all
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Ability, AllOf, AnyOf, Card, Choice, Compare, Cond, Effect, NotCond, Predicate
from toolkit.lang.ruleset import Ruleset
from toolkit.rulesets.munchkin_rules import character, combat, events, moves, numbers, plays, selectors, turn
from toolkit.rulesets.munchkin_rules.effects import Refused
from toolkit.rulesets.munchkin_rules.invariants import INVARIANTS
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import ByCards, CardRules, MunchkinState, Player, card_rules

DEFAULT_STATES = 8  # states per card: ~20 ms a card on average over both card sets (docs/diagnostics.md)
MAX_EVENTS = 10_000  # per play, the turns after it included; real cards stay far below (see tests)
MAX_DECISIONS = 2_000  # decisions asked per play, those with a single option included
PASSING = 0.7  # how often a random player passes when they could act: enough action, and turns that end

# The moments of plays.WINDOWS_BY_MOMENT, plus the ways a card is met rather than played:
# "door" (kicked open: monsters fight, curses strike) and "help" (its holder helps kill a monster).
MOMENT_LABELS = {
    "turn": "on its holder's turn",
    "idle": "on another player's turn",
    "combat": "during combat",
    "running": "when running away",
    "door": "from the door",
    "help": "when its holder helps kill a monster",
    "cancel": "as another player plays a card it may cancel",  # E48: `when CARDS is played`
}
DECISION_OF = {"turn": "turn-action", "combat": "combat-action", "running": "run-away"}
# Windows the procedure triggers as part of the card's own play (a curse's `when played`, a
# monster's `bad stuff`); `at start of turn` and `when you die` have no procedure yet.
TRIGGERED = frozenset({"when_played", "bad_stuff", "when_killed", "next_combat", "start_of_turn", "on_death"})
IN_PLAY_KINDS = plays.CHARACTER_KINDS | set(plays.SLOT_CARDS) | plays.FOLLOWER_KINDS | {"item"}
ACTION_DECISIONS = frozenset({"turn-action", "combat-action", "run-away"})


@dataclass(frozen=True, slots=True)
class Window:
    """One way to play the card: at a moment, the card itself (ability -1) or one of its rules."""

    moment: str
    ability: int = -1

    @property
    def key(self) -> str:
        return f"{self.moment}:{self.ability}"

    def describe(self, card: Card) -> str:
        """How the card was played: "during combat", "by its rule on line 8, when running away"."""
        if self.ability < 0:
            return MOMENT_LABELS[self.moment]
        return f"by its rule on line {_line(card, self.ability)}, {MOMENT_LABELS[self.moment]}"


def _line(card: Card, ability: int) -> int:
    span = card.abilities[ability].span
    return span.line if span is not None else card.line


def windows(card: Card) -> list[Window]:
    """Every window the card's kind allows it to be played in, and every window its rules declare."""
    kind = card.kind
    found: list[Window] = []
    if kind == "monster":
        found.append(Window("door"))
    elif kind in plays.CURSE_KINDS:  # MUN curses: played on anyone at any time, or met at the door
        found += [Window("door"), Window("turn"), Window("idle"), Window("combat")]
    elif kind == "monster-enhancer":
        found.append(Window("combat"))
    elif kind in IN_PLAY_KINDS:
        found.append(Window("turn"))
        if kind in plays.FOLLOWER_KINDS or kind in plays.CHARACTER_KINDS:  # MUN-37, MUN-67: also in combat
            found.append(Window("combat"))
    if kind == "monster" or kind in plays.CURSE_KINDS:
        return found  # a monster's or curse's rules act through its own procedure, never as a player's play
    for index, ability in enumerate(card.abilities):
        if ability.window is None or ability.window.key in TRIGGERED:
            continue
        if ability.window.key == "helped_kill":
            found.append(Window("help", index))
            continue
        if ability.window.key == "as_played":
            found.append(Window("cancel", index))
            continue
        for moment in ("turn", "idle", "combat", "running"):
            if ability.window.key in plays.WINDOWS_BY_MOMENT[moment]:
                found.append(Window(moment, index))
    return found


# ---------------------------------------------------------------- hints from the card's own text


@dataclass
class Hints:
    """What the card's conditions and costs ask of a state, so that some states meet them: a rule
    `if level = 9, discard 3 items` is rarely usable in a purely random state."""

    levels: set[int] = field(default_factory=set)
    hand_sizes: set[int] = field(default_factory=set)
    items: int = 0
    level_cards: int = 0
    traits: list[tuple[str, str]] = field(default_factory=list)  # (race|class|style, which)
    genders: set[str] = field(default_factory=set)
    tags: set[str] = field(default_factory=set)
    gear: set[str] = field(default_factory=set)
    monsters: bool = False  # more than one monster in the combat
    monster_levels: set[int] = field(default_factory=set)
    # The holder's place in a combat: "alone", "helped" (fighting, with a helper), "helper", "in-combat".
    role: str | None = None
    # Monsters the card brings from its holder's hand (MUN-84), by tag ("" for any): one is dealt
    # to the holder, so that the card is playable in some states whatever the set's size.
    hand_monsters: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, card: Card) -> Hints:
        hints = cls()
        for effect in card.statics:
            hints.effect(effect)
        for ability in card.abilities:
            if ability.condition is not None:
                hints.cond(ability.condition)
            for cost in ability.costs:
                hints.cost(cost)
            hints.effects(ability.effects)
        return hints

    def effects(self, effects: Iterable[Effect | Choice]) -> None:
        for effect in effects:
            if isinstance(effect, Choice):
                for option in effect.options:
                    self.effects(option)
            else:
                self.effect(effect)

    def effect(self, effect: Effect) -> None:
        if effect.condition is not None:
            self.cond(effect.condition)
        key, args = effect.action.key, effect.action.args
        if key == "lose_gear":
            self.gear.add(str(args["what"]))
        if key in ("add_monster", "add_tagged_monster") and (
            effect.target is None or effect.target.key in ("hand", "self")
        ):
            self.hand_monsters.append(str(args.get("tag") or ""))
        if effect.repeat is not None:
            if effect.repeat.key in ("monster_in_combat", "tagged_monster"):
                self.monsters = True
            if effect.repeat.key == "tagged_monster":
                self.tags.add(str(effect.repeat.args["tag"]))
            if effect.repeat.key == "item_carried":
                self.items = max(self.items, 2)
            if effect.repeat.key == "player_helping":
                self.role = self.role or "helped"
        if effect.target is not None and effect.target.key == "helper":
            self.role = self.role or "helped"

    def cost(self, cost: Effect) -> None:
        key, n = cost.action.key, int(cost.action.args.get("n", 1))
        if key == "discard_items":
            self.items = max(self.items, n)
        elif key == "discard_level_card":
            self.level_cards = max(self.level_cards, n)
        elif key in ("discard_cards", "discard_up_to", "discard_hand"):
            self.hand_sizes.add(max(n, 1) + 1)

    def cond(self, cond: Cond, negated: bool = False) -> None:
        if isinstance(cond, (AllOf, AnyOf)):
            for operand in cond.operands:
                self.cond(operand, negated)
        elif isinstance(cond, NotCond):
            self.cond(cond.operand, not negated)
        elif isinstance(cond, Compare):
            op = _NEGATED[cond.op] if negated else cond.op
            value = cond.value + _MEETS[op]  # a value for which the comparison holds
            key = cond.quantity.key
            if key == "level":
                self.levels.add(value)
            elif key == "hand_size":
                self.hand_sizes.add(value)
            elif key == "items":
                self.items = max(self.items, value)
            elif key == "monsters":
                self.monsters = self.monsters or value >= 2
            elif key == "monster_level":
                self.monster_levels.add(value)
        elif isinstance(cond, Predicate) and not negated:
            key, args = cond.term.key, cond.term.args
            if key in ("has_race", "has_class", "has_style"):
                category = key.removeprefix("has_")
                self.traits.append((category, str(args[category])))
            elif key == "gender":
                self.genders.add(str(args["g"]))
            elif key == "fighting_tag":
                self.tags.add(str(args["tag"]))
            elif key == "hong_kong":
                self.tags.add("hong-kong")
            elif key == "has_gear":
                self.gear.add(str(args["what"]))
            elif key == "alone":
                self.role = "alone"
            elif key == "helping":
                self.role = "helper"
            elif key == "in_combat":
                self.role = self.role or "in-combat"


_NEGATED = {"<": ">=", "<=": ">", "=": "!=", "!=": "=", ">=": "<", ">": "<="}
_MEETS = {"<": -1, "<=": 0, "=": 0, "!=": 1, ">=": 0, ">": 1}


# ---------------------------------------------------------------- the fuzzing state and agents


class _OutOfBudget(Exception):
    def __init__(self, what: str, limit: int) -> None:
        self.what, self.limit = what, limit
        super().__init__(f"more than {limit:,} {what}")


class FuzzState(MunchkinState):
    """A game state that counts what a play costs, and stops it past the budget (V0203).

    Counting in ``add_event`` and ``ask`` catches a loop of events or of questions, even of
    questions with a single option (those never reach an agent). ``add_event`` is where every
    event ends (``emit`` calls it): overriding ``emit`` instead would send the moves and decisions,
    most of a play's events, down the slower keyword path (Table.watches_emit) for nothing."""

    budget_on = False
    events_left = MAX_EVENTS
    asks_left = MAX_DECISIONS

    def add_event(self, kind: str, data: tuple[tuple[str, object], ...]) -> Event:
        if self.budget_on:
            self.events_left -= 1
            if self.events_left < 0:
                raise _OutOfBudget("events", MAX_EVENTS)
        return super().add_event(kind, data)

    def ask(self, seat: int, decision_kind: str, options: list) -> int:
        if self.budget_on:
            self.asks_left -= 1
            if self.asks_left < 0:
                raise _OutOfBudget("decisions", MAX_DECISIONS)
        return super().ask(seat, decision_kind, options)

    def deal(self, dealt: Dealt) -> None:
        """Put every card of the fuzzer's pool in its draw pile, on a table with no card yet: what
        add_card of each in uid order does (the same uids, piles, index and versions), in a few
        C-level steps, since every state of every card is dealt so (with a thousand cards in the
        game, dealing was a fifth of the fuzzer's time)."""
        if self.cards:
            raise ValueError("deal() sets up a table with no card on it")
        doors, treasures = self.doors.draw, self.treasures.draw
        self.cards.update(dealt.cards)
        self.location.update(zip(dealt.cards, [doors if door else treasures for door in dealt.to_doors], strict=True))
        self.rules_by_uid.update(dealt.rules)
        doors.cards.extend(dealt.doors)
        doors.version += len(dealt.doors)
        treasures.cards.extend(dealt.treasures)
        treasures.version += len(dealt.treasures)
        # What the game's cards alone decide, as the state would find it at its first asking (numbers.changed,
        # events.used, moves._in_game, treasure_cards), kept with the deal: each is a pass over every card
        # (some 4% of the fuzzer's time, made again for each of a card's states).
        count = len(self.cards)
        self.numbers_changed = (count, dealt.numbers)
        if not dealt.fires_on_loss:  # else used() also starts watching losses when first asked, as in a game
            self.events_used = (count, dealt.events)
        self.__dict__["_parts_in_game"] = {what: (count, has) for what, has in dealt.parts.items()}
        self._treasure_count = (count, dealt.treasure_count)


@dataclass(frozen=True, slots=True)
class Dealt:
    """The cards every state of one card's fuzzing deals, by uid (1, 2, ...), made once per card."""

    cards: dict[int, Card]
    to_doors: tuple[bool, ...]  # beside each uid: whether it goes to the door deck
    rules: dict[int, CardRules]
    doors: tuple[int, ...]  # the uids of each draw pile, in uid order
    treasures: tuple[int, ...]
    # What these cards alone decide, which a state works out from its cards when first asked (FuzzState.deal):
    numbers: frozenset[str]  # the rule numbers they set or change (numbers.changed)
    events: frozenset[str]  # the events they listen for (events.used)
    fires_on_loss: bool  # whether one fires on an item's loss (events.used then watches losses)
    parts: dict[str, bool]  # moves.PARTS_IN_GAME → whether one of them has it (moves._in_game)
    treasure_count: int  # how many are treasures (MunchkinState.treasure_cards)

    @classmethod
    def of(cls, decks: Sequence[tuple[Card, bool]]) -> Dealt:
        cards = {uid: card for uid, (card, _) in enumerate(decks, start=1)}
        to_doors = tuple(door for _, door in decks)
        rules = {uid: card_rules(card) for uid, card in cards.items()}
        in_order = tuple(cards.values())
        listened, fires_on_loss = events.events_of(in_order)
        return cls(
            cards,
            to_doors,
            rules,
            tuple(uid for uid, door in zip(cards, to_doors, strict=True) if door),
            tuple(uid for uid, door in zip(cards, to_doors, strict=True) if not door),
            numbers.numbers_of(in_order),
            listened,
            fires_on_loss,
            {what: moves.part_in_rules(rules.values(), what) for what in moves.PARTS_IN_GAME},
            sum(1 for card in in_order if card.deck == "treasure"),
        )


class FuzzAgent:
    """A random player, except that the holder takes the card's play when its window offers it,
    and scripted answers (ask for help, accept it) are given when their question comes."""

    def __init__(self, play: _Play, seat: int, seed: int) -> None:
        self.play = play
        self.seat = seat
        self._seed = seed
        self._rng: random.Random | None = None
        self.script: dict[str, list[str]] = {}
        self.wants: str | None = None  # the decision kind at which this agent plays the card
        self.passive: set[str] = set()  # decision kinds answered with the first (passive) option
        self.highest_bribe = False

    @property
    def rng(self) -> random.Random:
        """The agent's generator, Random(seed), made when first drawn from: a state's players are not all
        asked a question with two answers, and seeding a Mersenne Twister is some 6 µs."""
        made = self._rng
        if made is None:
            made = self._rng = random.Random(self._seed)
        return made

    def decide(self, state: object, decision: Decision) -> int:
        options = decision.options
        play = self.play
        if decision.kind == self.wants and not play.taken:
            mine = [i for i, option in enumerate(options) if play.matches(option)]
            if mine:
                play.taken = True
                play.taken_at = len(play.state.log)
                return self.rng.choice(mine)
        queue = self.script.get(decision.kind)
        if queue:
            for position, key in enumerate(queue):
                index = decision.index_of(key)
                if index is not None:
                    del queue[position]
                    return index
        if decision.kind == "bribe" and self.highest_bribe:
            return len(options) - 1
        if decision.kind in self.passive:
            return 0
        if decision.kind in ACTION_DECISIONS or decision.kind == "sell-pick":
            # The card under test is played at its window by its holder only, so that a window's
            # count says what happened at that window.
            allowed = [i for i, option in enumerate(options) if not play.is_the_card(option)]
            if self.rng.random() < PASSING or len(allowed) <= 1:
                return 0  # pass, done, roll, stop: a table of players who act at every chance never ends a turn
            return self.rng.choice(allowed[1:])
        return self.rng.randrange(len(options))


# ---------------------------------------------------------------- one play


@dataclass
class Problem:
    code: str
    message: str
    span: Span | None
    notes: tuple[str, ...]


class _Play:
    """One attempt: a state made for one window, the card played in it, the turn run to its end."""

    def __init__(self, fuzzer: Fuzzer, index: int, window: Window) -> None:
        self.fuzzer = fuzzer
        self.index = index
        self.window = window
        self.card = fuzzer.card
        self.rng = random.Random(_mix(fuzzer.seed, index, window.key))
        self.taken = False
        self.taken_at = -1
        self.uid = 0
        self.reason: str | None = None  # why the rules refused the play, when known
        self.state = self._new_state()
        self.holder: Player = self.state.players[0]  # who plays the card: chosen for the window in stage()

    # ------------------------------------------------------------ matching the card's options

    def matches(self, option: Option) -> bool:
        payload = option.payload
        if not isinstance(payload, plays.Play) or payload.uid != self.uid:
            return False
        if self.window.ability < 0:
            return payload.kind != "ability"
        return payload.kind == "ability" and payload.ability == self.window.ability

    def is_the_card(self, option: Option) -> bool:
        payload = option.payload
        if isinstance(payload, plays.Play):
            return payload.uid == self.uid
        return option.key == f"card:{self.uid}"

    # ------------------------------------------------------------ making the state

    def _new_state(self) -> FuzzState:
        ruleset, rng = self.fuzzer.ruleset, self.rng
        low, high = ruleset.constants["min_players"], ruleset.constants["max_players"]
        state = FuzzState(ruleset, rng.getrandbits(32), rng.randint(low, high))
        fuzzer = self.fuzzer
        state.deal(fuzzer.dealt)
        self.uid = fuzzer.uid
        self.by_kind = fuzzer.by_kind
        state.rng.shuffle(state.doors.draw.cards)
        state.rng.shuffle(state.treasures.draw.cards)
        state.agents = [FuzzAgent(self, seat, rng.getrandbits(32)) for seat in range(len(state.players))]
        return state

    def stage(self) -> bool:
        """Set the table for the window; False when this state cannot host the window at all."""
        state, rng, hints = self.state, self.rng, self.fuzzer.hints
        players = state.players
        winning = state.constants["winning_level"]
        state.current = rng.randrange(len(players))
        fighter = players[state.current]
        hinted = self.index % 2 == 1  # every other state meets the card's conditions where it can
        role = hints.role if hinted else None
        holder = self._holder(fighter, role)
        self.holder = holder
        levels, low = state.levels, state.constants["min_level"]
        # Levels are set through the core's counter (its `set` event), within its bounds (MUN-34).
        for player in players:
            levels.set(player.seat, rng.randint(low, winning - 1), "fuzz state", player=player.name)
            player.gender = rng.choice(("male", "female"))
        if hinted and hints.levels:
            level = max(low, min(winning - 1, rng.choice(sorted(hints.levels))))
            levels.set(holder.seat, level, "fuzz state", player=holder.name)
        if hinted and hints.genders:
            holder.gender = rng.choice(sorted(hints.genders))
        if hinted:
            for category, which in hints.traits:
                if rng.random() < 0.75:
                    self._give_identity(holder, category, which)
        if not self._place_card(holder):
            return False
        for player in players:
            self._random_character(player)
        if hinted:
            self._meet_hints(holder)
        for player in players:
            for _ in range(rng.randint(0, 5)):
                deck = state.doors if rng.random() < 0.5 else state.treasures
                state.draw(deck, player.hand, Why.DEALT)
        if hinted and hints.hand_sizes:
            self._hand_size(holder, rng.choice(sorted(hints.hand_sizes)))
        return self._stage_combat(fighter, holder, hinted)

    def _holder(self, fighter: Player, role: str | None) -> Player:
        players, rng, moment = self.state.players, self.rng, self.window.moment
        others = [p for p in players if p is not fighter]
        if moment in ("turn", "door"):
            return fighter
        if moment == "idle":
            return rng.choice(others)
        if moment == "help" or role == "helper":
            return rng.choice(others)
        if role in ("alone", "helped"):
            return fighter
        if role == "in-combat" or moment == "running":  # the fighter, or else their helper
            return fighter if rng.random() < 0.7 else rng.choice(others)
        return fighter if rng.random() < 0.5 else rng.choice(others)  # the fighter, a helper, or an onlooker

    def _take(self, kinds: Iterable[str], wanted: Callable[[Card], bool] | None = None) -> int | None:
        """A card of those kinds still in a draw pile that fits, at random."""
        state = self.state
        doors, treasures = state.doors.draw, state.treasures.draw
        location, cards, mine = state.location, state.cards, self.uid
        fitting = []  # a plain loop, the piles compared by identity: asked some 20 times a state
        for kind in kinds:
            for uid in self.by_kind.get(kind, ()):
                if uid != mine:
                    zone = location[uid]
                    if (zone is doors or zone is treasures) and (wanted is None or wanted(cards[uid])):
                        fitting.append(uid)
        return self.rng.choice(fitting) if fitting else None

    def _put(self, player: Player, uid: int) -> bool:
        """Put a card in play the way a player does (plays.put_in_play), from their hand; a card the
        rules refuse goes back where it came from."""
        state = self.state
        kind = state.kind(uid)
        if kind in plays.CHARACTER_KINDS and len(character.identities(state, player, kind)) >= character.slots(
            state, player, kind
        ):
            return False  # the generator adds to a character; it replaces nothing
        source = state.location[uid]
        state.move(uid, player.hand, Why.DEALT)
        try:
            plays.put_in_play(state, player, uid, plays.ARRANGED)  # a built state: no timing
        except Refused:
            state.move(uid, source, Why.NOT_PUT_IN_PLAY)
            return False
        return True

    def _give_identity(self, player: Player, category: str, which: str) -> None:
        uid = self._take((category,), lambda c: c.fields.get("is") == which)
        if uid is not None:
            self._put(player, uid)

    def _place_card(self, holder: Player) -> bool:
        state, card, uid, window, rng = self.state, self.card, self.uid, self.window, self.rng
        if window.moment == "door":
            return True  # laid on top of the door deck once the hands are dealt (_stage_combat)
        if card.kind in plays.SLOT_CARDS:  # what it attaches to (MUN-43, MKF-43)
            category = plays.SLOT_CARDS[card.kind]
            if category != "style" and not character.identities(state, holder, category):
                other = self._take((category,))
                if other is not None:
                    self._put(holder, other)
            if card.kind == "super-munchkin" and state.switch("super_munchkin_needs_two"):
                held = character.traits(state, holder, "class")
                second = self._take(("class",), lambda c: c.fields.get("is") not in held)
                if second is not None:
                    state.move(second, holder.hand, Why.DEALT)  # MKF-43: the second class comes with it
        if window.ability >= 0 and card.kind in IN_PLAY_KINDS:
            return self._put(holder, uid)
        if window.ability >= 0:
            self._monster_to_bring(holder, card.abilities[window.ability])
        if card.kind == "one-shot" and window.ability >= 0 and rng.random() < 0.25:
            state.move(uid, holder.carried, Why.ON_THE_TABLE)  # one-shots are used from hand or table
            return True
        state.move(uid, holder.hand, Why.DEALT)
        return True

    def _monster_to_bring(self, holder: Player, ability: Ability) -> None:
        """A rule that brings a monster from hand (`add 1 undead monster`, MUN-84) gets one that fits
        in its holder's hand: a random hand rarely holds a monster of the tag, whatever the pool."""
        for effect in ability.effects:
            if isinstance(effect, Effect) and effect.action.key in ("add_monster", "add_tagged_monster"):
                tag = effect.action.args.get("tag")
                monster = self._take(("monster",), lambda c, tag=tag: tag is None or tag in c.tags)
                if monster is not None:
                    self.state.move(monster, holder.hand, Why.DEALT)
                return

    def _random_character(self, player: Player) -> None:
        state, rng = self.state, self.rng
        for category in ("race", "class", "style"):
            if rng.random() < 0.5:
                uid = self._take((category,))
                if uid is not None:
                    self._put(player, uid)
        if rng.random() < 0.2:
            uid = self._take(sorted(plays.FOLLOWER_KINDS))
            if uid is not None:
                self._put(player, uid)
        for _ in range(rng.randint(0, 3)):
            uid = self._take(("item",))
            if uid is not None:
                self._put(player, uid)
        if rng.random() < 0.15:
            uid = self._take(("one-shot",))
            if uid is not None:
                state.move(uid, player.carried, Why.ON_THE_TABLE)

    def _meet_hints(self, holder: Player) -> None:
        state, hints = self.state, self.fuzzer.hints
        for _ in range(hints.items - len(holder.carried)):
            uid = self._take(("item",), lambda c: not c.fields.get("big"))
            if uid is not None:
                self._put(holder, uid)
        for _ in range(hints.level_cards):
            uid = self._take(("go-up-a-level",))
            if uid is not None:
                state.move(uid, holder.hand, Why.DEALT)
        for what in sorted(hints.gear):
            self._give_gear(holder, what)
        for tag in hints.hand_monsters:
            uid = self._take(("monster",), lambda c, tag=tag: not tag or tag in c.tags)  # type: ignore[misc]
            if uid is not None:
                state.move(uid, holder.hand, Why.DEALT)

    def _give_gear(self, player: Player, what: str) -> None:
        """Something a `lose X` or `has X` rule can find (conditions.gear)."""
        uid: int | None
        if what in ("headgear", "armor", "footgear"):
            uid = self._take(("item",), lambda c: c.fields.get("slot") == what)
        elif what in ("hand-item", "big-item"):
            field_name = "hands" if what == "hand-item" else "big"
            uid = self._take(("item",), lambda c: bool(c.fields.get(field_name)))
        elif what in ("item", "items"):
            uid = self._take(("item",))
        elif what in ("hireling", "fan", "race", "class", "style"):
            uid = self._take((what,))
        else:
            return
        if uid is not None:
            self._put(player, uid)

    def _hand_size(self, player: Player, size: int) -> None:
        state = self.state
        # A hint read off a card (`discard up to 999999999999999999 cards`) asks for more than the game
        # holds: the hand is at most every card, drawn once each, not 10^18 draws.
        size = min(size, len(state.cards))
        while len(player.hand) > max(size, 0) and any(u != self.uid for u in player.hand):
            state.discard(next(u for u in player.hand if u != self.uid), Why.FUZZ_HAND_SIZE)
        for _ in range(size - len(player.hand)):
            state.draw(state.treasures if self.rng.random() < 0.5 else state.doors, player.hand, Why.DEALT)

    def _stage_combat(self, fighter: Player, holder: Player, hinted: bool) -> bool:
        """For the combat windows: the monster at the door, a helper, sometimes a second monster."""
        state, rng, moment, hints = self.state, self.rng, self.window.moment, self.fuzzer.hints
        agents: list[FuzzAgent] = state.agents  # type: ignore[assignment]
        if moment in ("turn", "combat", "running"):
            agents[holder.seat].wants = DECISION_OF[moment]
        if moment == "door":
            state.move(self.uid, state.doors.draw, Why.ON_TOP_OF_DOORS)
        if moment in ("idle", "turn", "door"):
            return True
        cards, mine = state.cards, self.uid
        monsters = [u for u in state.doors.draw.cards if cards[u].kind == "monster" and u != mine]
        if not monsters:
            return False
        level = self._monster_level
        if moment == "running":  # a combat the players lose, so that they run
            monsters.sort(key=level)
            chosen = rng.choice(monsters[-3:])
            agents[holder.seat].passive.add("combat-action")
            agents[fighter.seat].passive.add("combat-action")
        elif moment == "help":  # a combat they win, so that the helper helps kill
            monsters.sort(key=level)
            chosen = monsters[0]
        else:
            chosen = rng.choice(monsters)
            tagged = [u for u in monsters if set(state.card(u).tags) & hints.tags]
            near = [u for u in monsters if any(abs(level(u) - n) <= 1 for n in hints.monster_levels)]
            if hinted and (tagged or near):
                chosen = rng.choice(tagged or near)
        state.move(chosen, state.doors.draw, Why.ON_TOP_OF_DOORS)
        others = [p for p in state.players if p is not fighter]
        role = hints.role if hinted else None
        helper: Player | None = None
        if holder is not fighter and (moment in ("help", "running") or role in ("helper", "in-combat")):
            helper = holder
        elif role == "helped" or (role != "alone" and holder is fighter and rng.random() < 0.25):
            helper = rng.choice(others)
        elif role != "alone" and holder is not fighter and rng.random() < 0.5:
            helper = holder  # else the holder looks on
        if helper is not None:
            agents[fighter.seat].script.setdefault("combat-action", []).append(f"ask:{helper.seat}")
            agents[fighter.seat].highest_bribe = True
            agents[helper.seat].script.setdefault("help", []).append("accept")
        if hinted and hints.monsters:
            self._second_monster(fighter)
        return True

    def _monster_level(self, uid: int) -> int:
        return int(self.state.card(uid).fields.get("level", 0) or 0)

    def _second_monster(self, fighter: Player) -> None:
        """A wandering monster and a monster from hand, played at the first chance (MUN-80)."""
        state, rng = self.state, self.rng
        agents: list[FuzzAgent] = state.agents  # type: ignore[assignment]
        for uid in [*state.doors.draw.cards, *state.treasures.draw.cards]:
            card = state.cards[uid]
            if uid == self.uid or card.kind != "wandering-monster":
                continue
            for index, ability in enumerate(card.abilities):
                adds = any(isinstance(e, Effect) and e.action.key == "add_monster" for e in ability.effects)
                if not adds:
                    continue
                monster = self._take(("monster",))
                if monster is None:
                    return
                who = rng.choice(state.players)
                state.move(uid, who.hand, Why.DEALT)
                state.move(monster, who.hand, Why.DEALT)
                agents[who.seat].script.setdefault("combat-action", []).append(f"ability:{uid}:{index}")
                agents[who.seat].script.setdefault("add-monster", []).append(f"card:{monster}")
                return

    # ------------------------------------------------------------ playing

    def run(self) -> bool | None:
        """Play the window; True played, False refused, None when the state could not host it."""
        state = self.state
        if not self.stage():
            return None
        state.invariants = list(INVARIANTS)  # a violation names the one that found it (V0202)
        try:
            check_all(state, state.invariants, None, everything=True)
        except InvariantViolation as broken:  # the generator's own fault, never the card's
            self.fuzzer.bad_states.append(f"state {self.index} ({self.window.key}): {broken.message}")
            return None
        if self.window.moment in ("turn", "idle"):
            self.reason = self._refusal(self.window.moment)
        state.decisions = 0
        state.budget_on = True
        played = self._play()
        if played:
            self._aftermath()
        return played

    def _refusal(self, moment: str) -> str | None:
        """Why the rules refuse the play as the state stands, for the warnings' messages."""
        state, holder, uid, card = self.state, self.holder, self.uid, self.card
        if self.window.ability >= 0:
            return plays.refusal_of_ability(state, holder, uid, card.abilities[self.window.ability], moment)
        if card.kind in IN_PLAY_KINDS and uid in holder.hand.cards:
            return plays.refusal_to_put_in_play(state, holder, uid)
        return None

    def _play(self) -> bool:
        state, holder, moment = self.state, self.holder, self.window.moment
        if moment == "cancel":
            return self._cancel()
        if moment == "idle":
            options = [p for p in plays.legal_plays(state, holder, "idle") if self.matches(p.option())]
            if not options:
                return False
            self.taken, self.taken_at = True, len(state.log)
            if not combat.carry_out(state, holder, self.rng.choice(options), "idle"):
                return False
            if not state.over:
                turn.play_turn(state)  # the rest of that turn
            return True
        turn.play_turn(state)
        if moment == "door":
            return any(e.kind == "door" and e.get("card") == self.card.name for e in state.log.events)
        if moment == "help":
            return any(e.kind == "help" and e.get("helper") == holder.name for e in state.log.events)
        if not self.taken:
            return False
        refused = next(
            (
                e
                for e in state.log.since(self.taken_at)
                if e.kind == "refused" and e.get("card") == self.card.name and e.get("player") == holder.name
            ),
            None,
        )
        if refused is not None:
            self.reason = str(refused.get("why"))
        return refused is None

    def _cancel(self) -> bool:
        """E48: another living player is about to play a card the rule's window finds (put in their
        hand from a draw pile); the engine offers the cancel (moves.cancelled, where every play asks
        it) and the holder answers with this card. True when the card was cancelled."""
        state, holder, rng, index = self.state, self.holder, self.rng, self.window.ability
        window = self.card.abilities[index].window
        assert window is not None
        others = [p for p in state.players if p is not holder and not p.dead]
        piles = (state.doors.draw, state.treasures.draw)
        scope = selectors.Scope(holder, None, self.uid)
        found = [
            u
            for u in state.cards
            if u != self.uid and state.location[u] in piles and selectors.matches(state, window.args["cards"], u, scope)
        ]
        if not others or not found:
            return False
        player, played = rng.choice(others), rng.choice(found)
        state.move(played, player.hand, Why.DEALT)
        agent: FuzzAgent = state.agents[holder.seat]  # type: ignore[assignment]
        agent.script.setdefault("cancel", []).append(f"card:{self.uid}:{index}:{played}")
        self.taken, self.taken_at = True, len(state.log)
        return moves.cancelled(state, player, played)

    def _aftermath(self) -> None:
        """What the card leaves behind takes effect: each player a curse waits on or an effect lasts
        on plays a turn with a monster at the door, so "at your next combat" and "until the end of
        your next turn" come (the seats between are skipped, which the rules do not mind)."""
        state = self.state
        for _ in range(2):
            waiting = self._waiting()
            if state.over or not waiting:
                return
            victim = waiting[0]
            monsters = [u for u in self.by_kind.get("monster", ()) if state.location[u] is state.doors.draw]
            if monsters:
                state.move(self.rng.choice(monsters), state.doors.draw, Why.ON_TOP_OF_DOORS)
            state.current = victim.seat
            turn.play_turn(state)

    def _waiting(self) -> list[Player]:
        """The players something of the card still waits on or lasts on."""
        state, uid = self.state, self.uid
        return [
            p
            for p in state.players
            if not p.dead and (uid in p.reminders.cards or any(x.source == uid for x in p.lasting))
        ]


# ---------------------------------------------------------------- the fuzzer

POOL_CAP = 240  # cards dealt into each state: a whole set is ~100-200 cards; past that, dealing costs, not finds


_ORDERED: dict[str, ByCards[list[Card]]] = {}  # per game: its cards of a pool, in order (kept while the pool stays)


def _in_order(game: str, pool: Sequence[Card]) -> list[Card]:
    """The game's cards of ``pool`` in a fixed order, so that the states do not depend on the order the
    cards were loaded in; sorted once per pool (a worker fuzzes card after card of the same pool), not
    once per card. The caller must not change the list."""
    return _ORDERED.setdefault(game, ByCards(8)).get(
        tuple(pool), lambda cards: sorted((c for c in cards if c.game == game), key=lambda c: (c.kind, c.key, c.name))
    )


def _sample(pool: list[Card], card: Card, seed: int) -> list[Card]:
    """At most about POOL_CAP cards of ``pool`` (kept whole when smaller), every kind kept in proportion.

    Each state deals the whole pool into its decks; with a thousand cards that dealing is most of
    the fuzzer's time and adds nothing a few hundred cards of every kind do not give. Drawn from the
    card's seed, in the pool's sorted order, so it does not depend on load order.
    """
    if len(pool) <= POOL_CAP:
        return pool
    rng = random.Random(seed)
    by_kind: dict[str, list[Card]] = {}
    for each in pool:
        by_kind.setdefault(each.kind, []).append(each)
    kept: list[Card] = []
    for kind in sorted(by_kind):
        cards = by_kind[kind]
        share = max(6, round(POOL_CAP * len(cards) / len(pool)))
        kept.extend(cards if len(cards) <= share else rng.sample(cards, share))
    if card in pool and not any(each is card for each in kept):
        kept.append(card)
    return sorted(kept, key=lambda c: (c.kind, c.key, c.name))


class Fuzzer:
    """Fuzzing one card: ``states`` states, each window of the card tried in each, problems kept once."""

    def __init__(self, ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int) -> None:
        self.ruleset = ruleset
        self.card = card
        self.seed = seed
        self.states = states
        self.pool = _sample(_in_order(ruleset.name, pool), card, seed)
        # Uids are given in this order, the card's own included (added last when not in the pool).
        self.decks = [(c, c.deck == "door") for c in self.pool]
        mine = next((i for i, c in enumerate(self.pool) if c is card), None)
        if mine is None:
            mine = next((i for i, c in enumerate(self.pool) if c.key == card.key and c == card), None)
        if mine is None:
            mine = len(self.decks)
            self.decks.append((card, card.deck == "door"))
        self.uid = mine + 1
        self.dealt = Dealt.of(self.decks)  # what every state deals
        self.by_kind: dict[str, list[int]] = {}
        for uid, (each, _) in enumerate(self.decks, start=1):
            self.by_kind.setdefault(each.kind, []).append(uid)
        self.hints = Hints.of(card)
        self.windows = windows(card)
        self.bad_states: list[str] = []  # generated states that broke an invariant before any play (a bug here)
        self.problems: dict[tuple[str, ...], Problem] = {}
        self.counts: dict[tuple[str, ...], int] = {}
        self.stats = FuzzStats()
        self.usable: dict[int, bool] = {}  # ability index → used in some state (for V0205)
        self.reasons: dict[int, Counter[str]] = {}  # ability index (-1: the card) → refusals by reason

    def fuzz(self) -> tuple[list[Diagnostic], FuzzStats]:
        if not self.windows:
            return [], self.stats
        for index in range(self.states):
            self.stats.states += 1
            for window in self.windows:
                self._attempt(index, window)
                if any(p.code == "V0203" for p in self.problems.values()):
                    # A play that does not end costs the whole budget each time: once is enough.
                    return self._diagnostics(), self.stats
        return self._diagnostics(), self.stats

    def _attempt(self, index: int, window: Window) -> None:
        play: _Play | None = None
        try:
            play = _Play(self, index, window)
            outcome = play.run()
        except Exception as error:  # anything the engine raises is a finding (RecursionError included)
            self.stats.plays += 1
            self._problem(play, index, window, error)
            return
        if outcome is None:
            return
        self.stats.plays += 1
        if window.ability >= 0:
            self.usable[window.ability] = self.usable.get(window.ability, False) or outcome
        if not outcome:
            self.stats.refused += 1
            if play.reason:  # "cara cannot pay ..." → "its holder cannot pay ...": the same reason in every state
                reason = re.sub(rf"\b{re.escape(play.holder.name)}\b", "its holder", play.reason)
                self.reasons.setdefault(window.ability, Counter())[reason] += 1

    # ------------------------------------------------------------ problems

    def _problem(self, play: _Play | None, index: int, window: Window, error: BaseException) -> None:
        card = self.card
        root = _root_cause(error)
        where = window.describe(card)
        span = (
            _effect_span(root, card)
            or (card.abilities[window.ability].span if window.ability >= 0 else None)
            or card.span
        )
        replay = f"replay: fuzz.replay(ruleset, pool, card, seed={self.seed}, index={index}, window={window.key!r})"
        notes = [replay]
        if isinstance(root, InvariantViolation) and root.event is not None:
            notes.append(f"after event {root.event.describe()}")
        elif play is not None and play.state.log.events:
            notes.append(f"last event: {play.state.log.events[-1].describe()}")
        if isinstance(root, InvariantViolation):
            name = root.invariant.__name__ if root.invariant is not None else "an invariant"
            code = "V0202"
            message = f"invariant {name} broken while playing {card.name} {where}: {root.message}"
            key = (code, name, str(span))
        elif isinstance(root, (_OutOfBudget, RecursionError)):
            code = "V0203"
            what = str(root) if isinstance(root, _OutOfBudget) else "a recursion too deep"
            message = f"playing {card.name} {where} did not end: {what}"
            key = (code, str(span))
        else:
            code = "V0201"
            message = f"the engine raised {type(root).__name__} while playing {card.name} {where}: {root}"
            key = (code, type(root).__name__, str(span))
        self.counts[key] = self.counts.get(key, 0) + 1
        if key not in self.problems:
            self.problems[key] = Problem(code, message, span, tuple(notes))

    def _diagnostics(self) -> list[Diagnostic]:
        card = self.card
        out: list[Diagnostic] = []
        for key, problem in self.problems.items():
            times = self.counts[key]
            notes = (*problem.notes, f"in {times} of {self.stats.plays} plays")
            out.append(
                Diagnostic(problem.code, problem.message, problem.span, Severity.ERROR, _HINTS[problem.code], notes)
            )
        if self.stats.plays and self.stats.plays == self.stats.refused and not self.problems:
            labels = sorted({MOMENT_LABELS[w.moment] for w in self.windows})
            out.append(
                Diagnostic(
                    "V0204",
                    f"{card.name} was never playable: refused in all {self.stats.plays} plays "
                    f"({self.stats.states} random states; {', '.join(labels)}){self._why(None)}",
                    card.span,
                    Severity.WARNING,
                    _HINTS["V0204"],
                )
            )
        elif not self.problems:
            for ability, used in sorted(self.usable.items()):
                if used:
                    continue
                span = card.abilities[ability].span or card.span
                moments = sorted({MOMENT_LABELS[w.moment] for w in self.windows if w.ability == ability})
                out.append(
                    Diagnostic(
                        "V0205",
                        f"this rule of {card.name} was never usable in {self.stats.states} random states "
                        f"({', '.join(moments)}){self._why(ability)}",
                        span,
                        Severity.WARNING,
                        _HINTS["V0205"],
                    )
                )
        return out

    def _why(self, ability: int | None) -> str:
        """The refusal met most often (of the card or of one rule), as the end of a message."""
        found: Counter[str] = Counter()
        for index, reasons in self.reasons.items():
            if ability is None or index == ability:
                found.update(reasons)
        return f"; most often refused because {found.most_common(1)[0][0]}" if found else ""


_HINTS = {
    "V0201": "a card the engine cannot carry out, or a bug in the engine: replay the state in the note",
    "V0202": "the card's effect leaves the game in a state its rules forbid; check what the effect does",
    "V0203": "the effect keeps going: look for a rule that triggers itself again",
    "V0204": "check the card's conditions and costs: can they ever be met at a window its kind allows?",
    "V0205": "check the rule's condition, costs and window: can they ever be met together?",
}


def _root_cause(error: BaseException) -> BaseException:
    """The first failure of a chain: one raised in a `finally` (a combat cleaning up) hides the
    one that broke the play. Refusals are the rules' normal answers and never the cause."""
    found = error
    seen = {id(error)}
    current: BaseException | None = error.__context__
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if not isinstance(current, Refused):
            found = current
        current = current.__context__
    return found


def _effect_span(error: BaseException, card: Card) -> Span | None:
    """The span of the innermost effect of this card that was running when the error came."""
    best: Span | None = None
    tb: types.TracebackType | None = error.__traceback__
    last, end = card.line, card.line + card.source.count("\n")
    while tb is not None:
        frame = tb.tb_frame
        if frame.f_code.co_name in ("run_effect", "run_choice", "use_ability"):
            effect = frame.f_locals.get("effect") or frame.f_locals.get("choice") or frame.f_locals.get("ability")
            span = getattr(effect, "span", None)
            if span is not None and card.span is not None and span.file == card.span.file and last <= span.line <= end:
                best = span
        tb = tb.tb_next
    return best


def _mix(*parts: object) -> int:
    digest = hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def replay(ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, index: int, window: str) -> FuzzState:
    """Play one attempt again, as a note of a V02xx diagnostic names it (card seed, state, window):
    the state it ends in, with its event log; whatever the engine raised is raised again."""
    fuzzer = Fuzzer(ruleset, pool, card, seed, index + 1)
    chosen = next((w for w in fuzzer.windows if w.key == window), None)
    if chosen is None:
        raise ValueError(f"{card.name} has no window {window!r}: {', '.join(w.key for w in fuzzer.windows)}")
    play = _Play(fuzzer, index, chosen)
    play.run()
    return play.state


def fuzz_card(
    ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int = DEFAULT_STATES
) -> tuple[list[Diagnostic], FuzzStats]:
    """Play ``card`` at every window in ``states`` random legal states; the V02xx diagnostics found."""
    return Fuzzer(ruleset, pool, card, seed, states).fuzz()
