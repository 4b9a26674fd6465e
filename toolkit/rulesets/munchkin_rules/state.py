"""The state of a Munchkin-family game: players, decks, the combat, whose turn it is.

Rule numbers (MUN-n, MKF-n) refer to docs/rules/munchkin.md and munchkin-kungfu.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from toolkit.engine.agents import Agent, Decision
from toolkit.engine.table import Table
from toolkit.engine.zones import Deck, Zone
from toolkit.lang.model import Card, Cond, Effect
from toolkit.rulesets.munchkin_family import ENUMS
from toolkit.rulesets.registry import Ruleset

PLAYER_NAMES = ENUMS["player"]  # seats in order; test blocks name players so


@dataclass(frozen=True)
class CardRules:
    """What the rules read of a card again and again, indexed once per card (for speed)."""

    statics: dict[str, tuple[tuple[Cond | None, Effect], ...]]  # lasting effects by key, with their guard
    usable: tuple[Cond | None, ...]  # the conditions of its `usable if ...` lines
    windows: frozenset[str]  # the timing windows its rules act in

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
        return cls({k: tuple(v) for k, v in by_key.items()}, usable, windows)


@dataclass(eq=False)
class Lasting:
    """An effect that stays for a while: a curse's -5 "until the end of your next combat"."""

    effect: Effect
    source: int  # the uid of the card it came from
    until: str  # a duration key: end_of_combat, end_of_next_combat, end_of_turn, ...
    armed: bool = True  # False until the combat it waits for has begun


@dataclass(eq=False)
class Player:
    seat: int
    name: str
    hand: Zone
    carried: Zone  # items in play (MUN: "carried"); the equipped ones are also in `equipped`
    identity: Zone  # race, class, style cards and Super Munchkin / Half-Breed / extra style
    followers: Zone  # hirelings (MUN) or fans (MKF)
    reminders: Zone  # curses and traps kept until they take effect or expire
    level: int = 1
    gender: str = "male"
    equipped: set[int] = field(default_factory=set)
    lasting: list[Lasting] = field(default_factory=list)
    dead: bool = False  # died; gets a new hand at the start of their next turn (MUN death)
    received: set[int] = field(default_factory=set)  # items got by trade or gift since their last turn began

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


ALL_FOES = 0  # in Combat.auto_escape: every monster of the combat, those still to come included (MKF-66)


@dataclass(eq=False)
class Combat:
    fighter: int
    foes: list[Foe]
    helper: int | None = None
    bribe: int = 0  # treasures promised to the helper
    modifiers: list[Modifier] = field(default_factory=list)
    escape_bonus: dict[int, int] = field(default_factory=dict)  # seat → modifier to this combat's rolls
    auto_escape: dict[int, set[int]] = field(default_factory=dict)  # seat → ids of foes escaped for free
    no_escape: bool = False
    applied_once: set[str] = field(default_factory=set)  # monster abilities already counted (MKF once)
    over: bool = False

    def seats(self) -> list[int]:
        return [self.fighter] + ([self.helper] if self.helper is not None else [])

    def live_foes(self) -> list[Foe]:
        return [f for f in self.foes if not f.fled]


class MunchkinState(Table):
    """A game in progress: the table plus the family's own bookkeeping."""

    def __init__(self, ruleset: Ruleset, seed: int, players: int) -> None:
        super().__init__(seed)
        self.ruleset = ruleset
        self.constants = ruleset.constants
        self.doors: Deck = self.deck("door")
        self.treasures: Deck = self.deck("treasure")
        self.combat_zone = self.zone("combat")
        self.players: list[Player] = []
        for seat in range(players):
            name = PLAYER_NAMES[seat]
            zones = [self.zone(f"{name}-{part}") for part in ("hand", "carried", "identity", "followers", "reminders")]
            self.players.append(Player(seat, name, *zones))
        self.agents: list[Agent] = []
        self.current = 0
        self.turn = 0
        self.combat: Combat | None = None
        self.winners: list[int] = []
        self.decisions = 0
        self.kills_this_turn = 0
        self.fast_play = False  # MKF-109: the fast-play variant deals and redraws 4 + 4
        self._rules: dict[int, CardRules] = {}
        self.combat_reports: list[object] = []  # combat.CombatReport, one per combat (for explain)

    # ------------------------------------------------------------ cards and players

    def card(self, uid: int) -> Card:
        return self.cards[uid]

    def rules(self, uid: int) -> CardRules:
        found = self._rules.get(uid)
        if found is None:
            found = self._rules[uid] = CardRules.of(self.cards[uid])
        return found

    def kind(self, uid: int) -> str:
        return self.cards[uid].kind

    def player_named(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def owner(self, uid: int) -> Player | None:
        zone = self.location[uid]
        for player in self.players:
            if any(z is zone for z in player.zones()):
                return player
        return None

    def discard(self, uid: int, why: str = "discard") -> None:
        """A card goes to the discard pile of its own deck (MUN: each deck has its own)."""
        deck = self.doors if self.cards[uid].deck == "door" else self.treasures
        for player in self.players:
            player.equipped.discard(uid)
        self.move(uid, deck.discard, why)

    def switch(self, name: str) -> bool:
        """A family rule a game turns on in its constants (1) or leaves off (absent or 0)."""
        return bool(self.constants.get(name, 0))

    @property
    def over(self) -> bool:
        return bool(self.winners)

    def ask(self, seat: int, decision_kind: str, options: list) -> int:
        """Ask the player's agent; a decision with one option is taken without asking."""
        from toolkit.engine.agents import Option

        opts = tuple(o if isinstance(o, Option) else Option(str(o)) for o in options)
        if len(opts) == 1:
            return 0
        self.decisions += 1
        decision = Decision(seat, decision_kind, opts)
        index = self.agents[seat].decide(self, decision)
        if not 0 <= index < len(opts):
            raise ValueError(f"agent of {self.players[seat].name} chose option {index} of {len(opts)}")
        self.emit("decision", player=self.players[seat].name, asked=decision_kind, choice=opts[index].key)
        return index
