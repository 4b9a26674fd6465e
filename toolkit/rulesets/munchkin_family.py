"""Vocabulary shared by the Munchkin family (Munchkin, Munchkin Kung Fu).

Each game module takes these pieces and adds or swaps only what differs, in
the way a sqlglot dialect overrides its base: Kung Fu has Styles and Traps
where Munchkin has Races and Curses, Fans where Munchkin has Hirelings.
Every phrase here is something the engine executes (issue: reference engine).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace

from toolkit.lang.vocabulary import MODIFIERS, STATIC, DecisionSpec, DeclaredWords, FieldSpec, KindSpec, Pattern, Use

P = Pattern
D = DecisionSpec

# ---------------------------------------------------------------- constants
# Shared numbers of the family's rules; each game module may override (MUN/MKF rules).
CONSTANTS: dict[str, int] = {
    "winning_level": 10,  # first to level 10 wins, by a kill
    "min_level": 1,  # nothing takes a player below level 1
    "hand_limit": 5,  # at most 5 cards in hand at the end of a turn (charity)
    "gold_per_level": 1000,  # selling items: 1,000 gold buys one level, no change
    "escape_roll": 5,  # running away succeeds on 5 or more
    "die_sides": 6,
    "min_players": 3,  # the family is for 3 to 6 players
    "max_players": 6,
    "max_helpers": 1,  # only one player may help in a combat
    "big_items": 1,  # one big item carried at a time
    "hands": 2,  # two 1-hand items or one 2-hand item
    "headgear_slots": 1,
    "armor_slots": 1,
    "footgear_slots": 1,
    "classes": 1,  # one class unless Super Munchkin
    "kill_levels": 1,  # levels for a kill, unless the monster says more
}

# ---------------------------------------------------------------- fields

TAGS = FieldSpec("tags", "enums", enum="tag", default=(), doc="keywords rules and cards refer to")


def monster_fields(max_level: int = 20) -> tuple[FieldSpec, ...]:
    return (
        FieldSpec(
            "level",
            "int",
            required=True,
            min=1,
            max=max_level,
            doc="the monster's combat strength before bonuses",
            summary="level {value}",
            summary_rank=1,
            export=True,
        ),
        FieldSpec(
            "treasures",
            "int",
            required=True,
            min=0,
            max=10,
            doc="treasures drawn by whoever kills it",
            summary="{value} treasure{s}",
            summary_rank=2,
            export=True,
        ),
        FieldSpec(
            "levels",
            "int",
            default=1,
            min=1,
            max=3,
            doc="levels gained for killing it (2 for big monsters)",
            summary="{value} levels",
            summary_rank=3,
            quiet_default=True,
        ),
        TAGS,
    )


# The catalog's one-line summary of a card shows these fields in this order (summary_rank).
_GOLD = {"summary": "{value} gold", "summary_rank": 5, "export": True}
ITEM_FIELDS = (
    FieldSpec("gold", "int", required=True, min=0, max=5000, doc="value in gold pieces; 0 means 'no value'", **_GOLD),
    FieldSpec(
        "bonus",
        "signed",
        default=0,
        min=-10,
        max=10,
        doc="combat bonus while equipped",
        summary="bonus {signed}",
        summary_rank=4,
        quiet_default=True,
        export=True,
    ),
    FieldSpec(
        "slot",
        "enum",
        enum="slot",
        doc="the body slot it equips to (headgear, armor, footgear)",
        summary="{value}",
        summary_rank=6,
    ),
    FieldSpec(
        "hands", "int", min=1, max=2, doc="hands it needs to equip (1 or 2)", summary="{value} hand{s}", summary_rank=7
    ),
    FieldSpec(
        "big",
        "flag",
        default=False,
        doc="a big item: one may be carried at a time",
        summary="big",
        summary_rank=8,
        quiet_default=True,
    ),
    TAGS,
)

ONE_SHOT_FIELDS = (
    FieldSpec("gold", "int", default=0, min=0, max=5000, doc="value in gold pieces when sold", **_GOLD),
    TAGS,
)


def identity(enum: str) -> FieldSpec:
    """Races, classes and styles name which one they are: ``is wizard``."""
    return FieldSpec(
        "is",
        "enum",
        required=True,
        enum=enum,
        doc=f"which {enum} this card makes you",
        summary="is {value}",
        summary_rank=9,
    )


def special_fields() -> tuple[FieldSpec, ...]:
    return (FieldSpec("deck", "enum", required=True, enum="deck", doc="door or treasure"), TAGS)


# ---------------------------------------------------------------- windows

WINDOWS = (
    P("any_time", "any time", "whenever its owner likes, even in combat"),
    P("your_turn", "your turn", "during its owner's turn, outside combat"),
    P("during_combat", "during combat", "while any combat is going on"),
    P("outside_combat", "outside combat", "at any time no combat is going on"),
    P("when_played", "when played", "as the card takes effect on its victim"),
    P("bad_stuff", "bad stuff", "when the monster catches a player who fails to run away"),
    P("when_killed", "when killed", "when the monster is killed, before rewards"),
    P("running_away", "when running away", "when its owner must roll to run away"),
    P("helped_kill", "when you help kill", "when its owner helped another player kill a monster"),
    P("next_combat", "at next combat", "at the start of its victim's next combat"),
    P("start_of_turn", "at start of turn", "as its owner's turn begins"),
    P("on_death", "when you die", "as its owner dies"),
)

# ---------------------------------------------------------------- costs

COSTS = (
    P("discard_cards", "discard {n:count} card|cards", "discard N cards from hand or play"),
    P("discard_up_to", "discard up to {n:count} card|cards", "discard from 1 to N cards; effects may count them"),
    P("discard_hand", "discard [your] hand", "discard the whole hand"),
    P("discard_items", "discard {n:count} item|items", "discard N carried items"),
    P("discard_self", "discard|sacrifice this", "discard this card"),
    P("discard_level_card", "discard {n:count} go-up-a-level card|cards", "discard N go-up-a-level cards from hand"),
)

# ---------------------------------------------------------------- effects

EFFECTS = (
    P("strength", "strength {n:signed}", "combat strength bonus (or penalty) to the target side"),
    P("treasure_bonus", "treasures {n:signed}", "more (or fewer) treasures for killing the monster"),
    P("escape_bonus", "escape {n:signed}", "modifier to run-away rolls"),
    P("auto_escape", "escape automatically", "run away without rolling"),
    P("no_pursuit", "will not pursue", "the monster lets the player go: an automatic escape"),
    P("no_escape", "no escape", "running away is impossible; bad stuff applies"),
    P("lose_levels", "lose {n:count} level|levels", "lose levels (never below level 1)"),
    P("gain_levels", "go up {n:count} level|levels", "gain levels (never to the winning level but by a kill)"),
    P("lose_gear", "lose {what:loss}", "lose a carried thing; nothing happens if there is none"),
    P("lose_cards", "lose {n:count} card|cards", "discard N cards from hand, the victim chooses"),
    P("die", "die", "the player dies: loses all cards but class, race, style and level"),
    P("draw_doors", "draw {n:count} door|doors [card|cards]", "draw door cards (face down)"),
    P("draw_treasures", "draw {n:count} treasure|treasures [card|cards]", "draw treasure cards (face down)"),
    P("wins_ties", "wins ties", "the player wins combats that end in a tie"),
    P("hand_limit", "hand limit {n:count}", "the player's hand limit at the end of a turn", lasting=True),
    P("unlimited_big", "carry any number of big items", "no limit on big items carried"),
    P("steal_items", "steal {n:count} item|items", "take carried items from the target"),
    P("add_monster", "add {n:count} monster|monsters", "bring monsters into the combat"),
    P("add_tagged_monster", "add {n:count} {tag:tag} monster|monsters", "bring monsters with a tag into the combat"),
    P("copy_monster", "copy monster", "a second copy of the monster joins, with all its enhancers"),
    P("extra_slot", "extra {what:category}", "one more class, race or style may be held"),
    P("win_game", "win the game", "the player wins at once, as the card explicitly allows"),
    P("usable", "usable", "who may use this item (with an 'if' condition)"),
    P("free_help", "help without bribe", "may be asked to help without a bribe"),
    P("change_gender", "change gender", "the player's gender changes"),
    P("monster_flees", "monster flees", "the monster leaves the combat: no kill, no treasure"),
    P("level_bonus_only", "level bonus only", "when given to a monster, only the item's bonus counts"),
)

# ---------------------------------------------------------------- conditions and quantities

CONDITIONS = (
    P("has_race", "race {race:race}", "the player has this race"),
    P("has_class", "class {class:class}", "the player has this class"),
    P("has_style", "style {style:style}", "the player has this style"),
    P("fighting_tag", "fighting {tag:tag}", "a monster in the combat has this tag"),
    P("in_combat", "in combat", "the player is in a combat"),
    P("helping", "helping", "the player is helping in a combat"),
    P("alone", "fighting alone", "the player fights without a helper"),
    P("has_gear", "has {what:loss}", "the player carries such a thing"),
    P("gender", "gender {g:gender}", "the player's gender"),
    P("hong_kong", "hong-kong monster", "a Hong Kong monster is in the combat"),
)

QUANTITIES = (
    P("level", "[player] level", "the player's level"),
    P("monster_level", "monster level", "the monster's level"),
    P("hand_size", "hand size", "cards in the player's hand"),
    P("roll", "roll", "a die roll made for this effect"),
    P("items", "items carried", "items the player carries"),
    P("monsters", "monsters in combat", "monsters in the combat"),
)

# ---------------------------------------------------------------- targets, counters, durations

TARGETS = (
    P("self", "you|yourself", "the card's owner (the default)"),
    P("player", "[the] player", "the player fighting the monster"),
    P("victim", "[the] victim", "the player a curse or trap hits"),
    P("monster", "[the] monster", "the monster (chosen if several)"),
    P("one_monster", "one monster", "one monster of the combat, chosen by the player"),
    P("all_monsters", "all monsters", "every monster of the combat"),
    P("either_side", "either side", "the players' side or the monsters' side, chosen when played"),
    P("any_player", "any player", "any player, chosen when played"),
    P("other_player", "other|another player", "a player other than the owner"),
    P("each_player", "each|every player", "every player"),
    P("helper", "[your] helper", "the player helping in the combat"),
    P("hand", "[your] hand", "the owner's hand"),
)

CHOOSERS = (
    P("victim", "victim", "the victim chooses"),
    P("self", "you", "the card's owner chooses"),
    P("player", "player", "the player in combat chooses"),
)

COUNTERS = (
    P("discarded_card", "card discarded", "each card discarded to pay the cost"),
    P("discarded_card", "discarded card", "each card discarded to pay the cost"),
    P("tagged_monster", "{tag:tag} monster", "each monster with the tag in the combat"),
    P("monster_in_combat", "monster in combat", "each monster in the combat"),
    P("item_carried", "item carried", "each item the player carries"),
    P("player_helping", "helper", "each player helping"),
)

DURATIONS = (
    P("end_of_combat", "end of combat", "until the current combat ends"),
    P("end_of_next_combat", "end of next combat", "until the victim's next combat ends"),
    P("end_of_turn", "end of turn", "until the current turn ends"),
    P("end_of_next_turn", "end of your next turn", "until the owner's next turn ends"),
    P("death", "you die", "until the player dies"),
)


# ---------------------------------------------------------------- rule numbers, events, triggers (issue 10)
# Every number the rules read, as a quantity a card may change (munchkin_rules/numbers.py reads them):
# name → (the words a card writes, the constant it starts from, its legal range). A card sets one
# (`hand limit 3`), changes it (`hand limit -2`), with a floor or a ceiling (`... never below 1`),
# for a duration (`until you die`) and on a target (`on each player`). The rules clamp a number to
# its range: a hand limit is never below 0, the escape roll never below 1, helpers at most max_helpers.


@dataclass(frozen=True)
class RuleNumber:
    name: str
    words: str  # as a card writes it: "hand limit"
    constant: str | None  # the ruleset constant it starts from (None: from the monsters killed)
    low: int = 0
    high: str | None = None  # the constant that caps it (None: no cap)
    doc: str = ""
    lower_is_better: bool = False  # the escape roll: a card that sets it to 3 helps (MUN-91)

    @property
    def set_key(self) -> str:
        return "hand_limit" if self.name == "hand_limit" else f"set_{self.name}"  # `hand limit N` was first

    @property
    def change_key(self) -> str:
        return f"change_{self.name}"

    @property
    def quantity_key(self) -> str:
        return f"rule_{self.name}"


RULE_NUMBERS = (
    RuleNumber("hand_limit", "hand limit", "hand_limit", doc="cards kept in hand at the end of a turn (MUN-23)"),
    RuleNumber("helpers", "helpers allowed", "max_helpers", high="max_helpers", doc="players who may help (MUN-86)"),
    RuleNumber("big_items", "big-item limit", "big_items", doc="big items carried at a time (MUN-55)"),
    RuleNumber("kill_levels", "kill levels", "kill_levels", doc="levels a won combat gives (MUN-78)"),
    RuleNumber("kill_treasures", "kill treasures", None, doc="treasures a won combat gives (MUN-79)"),
    RuleNumber(
        "escape_roll", "escape roll", "escape_roll", low=1, doc="the roll that runs away (MUN-91)", lower_is_better=True
    ),
    RuleNumber("headgear_slots", "headgear slots", "headgear_slots", doc="headgear worn at a time"),
    RuleNumber("armor_slots", "armor slots", "armor_slots", doc="armor worn at a time"),
    RuleNumber("footgear_slots", "footgear slots", "footgear_slots", doc="footgear worn at a time"),
    RuleNumber("hands", "hand slots", "hands", doc="hands for hand items: two 1-hand items or one 2-hand item"),
)
RULE_NUMBER_MAP = {n.name: n for n in RULE_NUMBERS}


def _number_effects(number: RuleNumber) -> tuple[Pattern, ...]:
    w, doc = number.words, number.doc
    return (
        P(number.set_key, f"{w} {{n:count}}", f"sets the {w}: {doc}", lasting=True),
        P(number.change_key, f"{w} {{n:delta}}", f"changes the {w}: {doc}", lasting=True),
        P(number.change_key, f"{w} {{n:delta}} never|not below {{floor:count}}", "a change with a floor", lasting=True),
        P(
            number.change_key,
            f"{w} {{n:delta}} never|not above {{ceiling:count}}",
            "a change with a ceiling",
            lasting=True,
        ),
    )


NUMBER_EFFECTS = (
    tuple(p for number in RULE_NUMBERS[1:] for p in _number_effects(number)) + _number_effects(RULE_NUMBERS[0])[1:]
)  # `hand limit N` is in EFFECTS already
# E50: a modifier with a floor or a ceiling (`strength -4 never below 1 on one monster`).
BOUNDED_EFFECTS = (
    P("strength", "strength {n:signed} never|not below {floor:count}", "a strength change that stops at a floor"),
    P("strength", "strength {n:signed} never|not above {ceiling:count}", "a strength change that stops at a ceiling"),
)
NUMBER_QUANTITIES = tuple(P(n.quantity_key, n.words, f"the {n.words} as it stands: {n.doc}") for n in RULE_NUMBERS)
NUMBER_EXPECTATIONS = tuple(
    P(n.quantity_key, f"{{p:player}} {n.words} {{n:count}}", f"the player's {n.words} as it stands")
    for n in RULE_NUMBERS
)

# Events the engine names (munchkin_rules/events.py): name → (what "until ..." says of the player
# the lasting effect is on, what "whenever WHO ..." says after its selector). Each is a duration's
# end and a trigger of a card in play.
EVENTS: dict[str, tuple[str, str]] = {
    "kill": ("[your|their] next kill", "kill|kills a monster"),
    "death": ("[your|their] next death", "die|dies"),
    "won_combat": ("[your|their] next won combat", "win|wins a combat"),
    "lost_combat": ("[your|their] next lost combat", "lose|loses a combat"),
    "level_gained": ("you|they gain a level", "gain|gains a level"),
    "card_played": ("you|they play a card", "play|plays a card"),
    "turn_started": ("[your|their] next turn", "start|starts a turn"),
    "item_lost": ("you|they lose an item", "lose|loses an item"),
    "slot_lost": ("you|they lose [your|their] {slot:slot}", "lose|loses [your|their] {slot:slot}"),
}
EVENT_DURATIONS = tuple(
    P(f"next_{event}", words[0], f"until the {event.replace('_', ' ')} of the player it is on")
    for event, words in EVENTS.items()
)
# whenever_<event>: WHO is any player selector (`you`, `another player`, `the fighter`, `the
# lowest-level player`): the trigger fires when the event happens to a player it selects.
TRIGGERS: dict[str, str] = {f"whenever_{event}": event for event in EVENTS}
TRIGGER_WINDOWS_PATTERNS = tuple(
    P(f"whenever_{event}", f"whenever {{who:selector}} {words[1]}", "a trigger of a card in play: WHO is a selector")
    for event, words in EVENTS.items()
)
TRIGGER_WINDOWS = frozenset(TRIGGERS)

# ---------------------------------------------------------------- test blocks
# Scenario steps (`deckwright test`). Players are named by seat: alice sits first, then bob, ...
# A later clause of a line with no subject shares the last one named: `given alice level 3, race elf`.

GIVENS = (
    P("players", "{n:count} players", "how many players sit at the table (default: as many as named)"),
    P("level", "{p:player} level {n:count}", "the player's level"),
    P("race", "{p:player} race {race:race}", "the player has the set's card of that race in play"),
    P("class", "{p:player} class {class:class}", "the player has the set's card of that class in play"),
    P("style", "{p:player} style {style:style}", "the player has the set's card of that style in play"),
    # Where several cards of the set make one race, class or style, the block names the card it means.
    P("race_card", "{p:player} race {card:text}", "the player has that race card in play (by its name)"),
    P("class_card", "{p:player} class {card:text}", "the player has that class card in play (by its name)"),
    P("style_card", "{p:player} style {card:text}", "the player has that style card in play (by its name)"),
    P("equipped", "{p:player} equipped {card:text}", "the player carries the item, equipped"),
    P("carrying", "{p:player} carrying {card:text}", "the player carries the item, not equipped"),
    P("holding", "{p:player} holding {card:text}", "the card is in the player's hand"),
    P("in_play", "{p:player} has {card:text}", "the card is in play in front of the player"),
    P("cursed", "{p:player} cursed with {card:text}", "the curse or trap has been played on the player"),
    P("gender", "{p:player} gender {g:gender}", "the player's gender"),
    P("rolls", "rolls {n:count}", "the next die roll (several: given rolls 2, 6)"),
    P("turn", "turn of {p:player}", "whose turn it is (default: alice)"),
    P("top_door", "top door {card:text}", "the card lies on top of the door deck"),
    P("top_treasure", "top treasure {card:text}", "the card lies on top of the treasure deck"),
    P("empty_deck", "{deck:deck} deck empty", "nothing is left to draw from the deck (its cards are out of the game)"),
    P("set_up", "set-up", "the game starts from the real set-up: decks shuffled by the seed, the deal, who goes first"),
    P(
        "dealt",
        "{p:player} dealt {card:text}",
        "the real set-up deals the card to the player (several: dealt A, dealt B)",
    ),
    P("discarded", "discarded {card:text}", "the card lies on top of its deck's discard pile"),
    P("fast_play", "fast play", "the game's fast-play variant is on (MKF-109, MKF-110)"),
    P("fighting", "{p:player} fighting {card:text}", "the monster is in the combat a 'runs away' step runs from"),
    P("helping", "{p:player} helping", "the player helps in the combat a 'runs away' step runs from"),
)

ACTIONS = (
    P("fights", "{p:player} fights {card:text}", "the player fights the monster; the combat runs to its end"),
    P("helps", "{p:player} helps", "in the combat that follows, the fighter asks this player, who accepts"),
    P("bribed", "{p:player} helps with a bribe of {n:count} treasures", "as 'helps', promised N of the treasures"),
    P("bribed_item", "{p:player} helps for {card:text}", "as 'helps', promised an item the fighter carries"),
    P("plays", "{p:player} plays {card:text}", "the player plays the card, or uses its first ability that fits now"),
    P("uses", "{p:player} uses {card:text}", "the player uses an ability of a card already in play"),
    P("sells", "{p:player} sells {card:text}", "the player sells the item (several clauses: one sale)"),
    P("equips", "{p:player} equips {card:text}", "the player equips a carried item"),
    P("discards", "{p:player} discards {card:text}", "the player discards a card of theirs in play, at will"),
    P("gives", "{p:player} gives {card:text} to {q:player}", "a gift of a carried item; the other player accepts"),
    P("trades", "{p:player} trades {card:text} for {other:text}", "a swap of carried items with their owner"),
    P("kicks", "{p:player} kicks open the door", "the player draws the top door and faces it"),
    P("loots", "{p:player} loots the room", "the player draws a door face down"),
    P("trouble", "{p:player} looks for trouble with {card:text}", "the player fights a monster from their hand"),
    P("ends_turn", "{p:player} ends turn", "charity, then the next player's turn"),
    P("plays_turn", "{p:player} plays a turn", "the player's agent plays a whole turn"),
    P("picks_option", "{p:player} picks option {n:count}", "the player's next 'choose' takes option N (1 the first)"),
    P("pays_with", "{p:player} pays with {n:count} card|cards", "the player's next 'discard up to' cost discards N"),
    P("runs_away", "{p:player} runs away", "the combat set up by 'given ... fighting' is lost: the players run away"),
    P("runs_away", "{p:player} runs away from {card:text}", "the player, in a combat with the monster, runs away"),
    # Answers to the engine's decisions (DECISIONS below): each waits, in the order written, for its decision.
    P("answers", "{p:player} answers {decision:decision} with {choice:text}", "the decision takes the option so named"),
    P("answers", "{p:player} answers {decision:decision} with {word:word}", "the decision takes the option (a word)"),
    P("answers", "{p:player} answers {decision:decision} with {n:count}", "the decision takes the option numbered N"),
    P("picks", "{p:player} picks {choice:text}", "the player's next choice that offers the card or player takes it"),
    P("declines", "{p:player} declines", "the player's next decision that offers 'decline' (help, a gift, a trade)"),
    P("accepts", "{p:player} accepts", "the player's next decision that offers 'accept' takes it"),
    P("passes", "{p:player} passes", "the player's next decision that offers 'pass' takes it"),
    P("runs_first", "{p:player} runs from {card:text} first", "escape-order: the player runs from that monster next"),
    P("loot_pick", "{p:player} loots {choice:text}", "loot: the player takes that card from the corpse"),
    P("charity", "{p:player} gives {choice:text} to charity", "charity: the player gives (or discards) that card"),
)

# The decisions the engine asks (`state.ask(seat, name, options)` in munchkin_rules): what a
# scenario may answer with `when P answers NAME with CHOICE`. A quoted choice names a card or a
# player (or an option's label); a bare word is one of `words`; a number is a bribe or an option.
DECISIONS = (
    D(
        "turn-action",
        "the player whose turn it is (and each player at set-up)",
        "done, a play, sell",
        ("done", "sell"),
        "card",
    ),
    D(
        "combat-action",
        "each player in turn during a combat, fighter first",
        "pass, a play, asking a player for help",
        ("pass",),
        "card",
    ),
    D(
        "run-away",
        "each player of the losing side before rolling",
        "roll, a play (an escape ability, a one-shot)",
        ("roll",),
        "card",
    ),
    D(
        "while-running",
        "each other living player holding a curse, from the runner's left, before each escape roll (MUN-98)",
        "pass, a curse from the hand",
        ("pass",),
        "card",
    ),
    D(
        "escape-order",
        "the fighter, then the helper, before each escape roll while several monsters pursue them (MUN-91, MUN-92)",
        "the monsters still to run from",
        (),
        "card",
        picks=True,
    ),
    D("help", "the player asked to help", "decline, accept", ("decline", "accept")),
    D(
        "fan-helper",
        "the fighter who sacrificed a Fan with a helper in the combat (MKF-67)",
        "decline (the helper rolls), accept (the helper escapes too)",
        ("decline", "accept"),
    ),
    D(
        "bribe",
        "the fighter asking for help",
        "the treasures offered, 0 up to the monsters' treasures",
        (),
        "",
        "value",
    ),
    D(
        "first-pick",
        "the fighter who offers a share of the treasures (MUN-89)",
        "who picks first",
        ("fighter", "helper"),
    ),
    D(
        "bribe-item",
        "the fighter asking for help (MUN-88)",
        "done, or an item carried to add to the offer",
        ("done",),
        "card",
        picks=True,
    ),
    D(
        "pick-treasure",
        "the fighter and the helper in turn, when treasures are shared",
        "the treasures on the table",
        (),
        "card",
        picks=True,
    ),
    D(
        "loot",
        "each looter of a dead player, highest level first (MUN-103)",
        "the corpse's cards",
        (),
        "card",
        picks=True,
    ),
    D("charity", "the player over the hand limit at the end of the turn", "the cards in hand", (), "card", picks=True),
    D(
        "choose-loss",
        "the victim when several things fit a loss (or styles over the limit)",
        "the cards that fit",
        (),
        "card",
        picks=True,
    ),
    D(
        "choose-discard",
        "a player paying a cost, replacing a race or class, or losing cards",
        "cards, stop",
        ("stop",),
        "card",
        picks=True,
    ),
    D("choose-option", "the chooser of a `choose [...]`", "the options, counted from 1", (), "", "position"),
    D("choose-player", "the player whose card targets a player", "the players", (), "player", picks=True),
    D("choose-victim", "the player playing a curse or trap", "the living players", (), "player", picks=True),
    D(
        "choose-monster",
        "the player whose card goes on one monster",
        "the monsters of the combat",
        (),
        "monster",
        picks=True,
    ),
    D("choose-side", "the player whose card goes on either side", "players, monsters", ("players", "monsters")),
    D("choose-steal", "the thief", "the items the victim carries", (), "card", picks=True),
    D(
        "add-monster",
        "a player who may bring a monster into the combat",
        "pass, the monsters in hand",
        ("pass",),
        "card",
        picks=True,
    ),
    D("choose-class", "the player of Super Munchkin (MKF-43)", "the second classes in hand", (), "card", picks=True),
    D(
        "choose-fan",
        "the player of a monster enhancer on a fan (MKF-65)",
        "the players whose fan has room",
        (),
        "player",
        picks=True,
    ),
    D("accept-gift", "the player offered an item", "decline, accept", ("decline", "accept")),
    D("accept-trade", "the player offered a trade", "decline, accept", ("decline", "accept")),
    D(
        "trouble-or-loot",
        "the player whose door held no monster",
        "loot, or a monster in hand to fight",
        ("loot",),
        "card",
        picks=True,
    ),
    D("sell-pick", "the player selling items", "stop, the items that may be sold", ("stop",), "card", picks=True),
    D(
        "claim-discard",
        "each player with a go-up-a-level card, in fast play (MKF-110)",
        "pass, claim",
        ("pass", "claim"),
    ),
    D("keep-big-item", "a player over the big-item limit (MUN-56)", "the big items carried", (), "card", picks=True),
    D(
        "choose-taker",
        "a player giving away an extra big item (MUN-56), or an odd charity card among tied players (MUN-33)",
        "the lowest-level players able to carry it (or to receive the card)",
        (),
        "player",
        picks=True,
    ),
    D("sell-extra-big", "a player over the big-item limit on their own turn (MUN-56)", "give, sell", ("give", "sell")),
)

EXPECTATIONS = (
    P("wins_combat", "{p:player} wins combat", "the player's side won the last combat"),
    P("loses_combat", "{p:player} loses combat", "the monsters won the last combat"),
    P("level", "{p:player} level {n:count}", "the player's level"),
    P("strength", "{p:player} strength {n:signed}", "the players' side strength in the last combat"),
    P("monster_strength", "monsters strength {n:signed}", "the monsters' side strength in the last combat"),
    P("escapes", "{p:player} escapes", "in the last combat, the player got away from every monster that pursued them"),
    P("caught", "{p:player} caught", "in the last combat, a monster caught the player"),
    P("dead", "{p:player} dead", "the player died"),
    P("alive", "{p:player} alive", "the player is alive"),
    P("equipped", "{p:player} equipped {card:text}", "the player carries the item, equipped"),
    P("carrying", "{p:player} carrying {card:text}", "the player carries the item"),
    P("holding", "{p:player} holding {card:text}", "the card is in the player's hand"),
    P("in_play", "{p:player} has {card:text}", "the card is in play in front of the player"),
    P("hand_size", "{p:player} hand {n:count}", "how many cards the player holds"),
    P("discarded", "discarded {card:text}", "the card lies in its discard pile"),
    P("face_up", "treasures drawn face up", "the last combat's treasures were drawn for all to see"),
    P("face_down", "treasures drawn face down", "the last combat's treasures were drawn unseen"),
    P("refused", "refused", "the last action was refused by the rules"),
    P("refused_because", "refused {why:text}", "refused, with a reason containing this text"),
    P("winner", "winner {p:player}", "the player has won the game"),
    P("no_winner", "no winner", "nobody has won yet"),
    P("no_roll", "no die rolled", "no die was rolled in the last action (given rolls are spent)"),
    P("dice_rolled", "{n:count} die|dice rolled", "N dice rolled in the last action (given rolls beyond are spent)"),
)

# ---------------------------------------------------------------- value sets

ENUMS: dict[str, tuple[str, ...]] = {
    "slot": ("headgear", "armor", "footgear"),
    "loss": (
        "headgear",
        "armor",
        "footgear",
        "hand-item",
        "big-item",
        "item",
        "items",
        "class",
        "race",
        "style",
        "hireling",
        "fan",
        "hand",
    ),
    "deck": ("door", "treasure"),
    "gender": ("male", "female"),
    "player": ("alice", "bob", "cara", "dan", "eve", "finn"),
    "side": ("monsters", "players"),  # a test step's `on monsters` / `on players`: a side of the combat
    "decision": tuple(d.name for d in DECISIONS),
}

# The timing windows each kind of card may act in (MUN/MKF "when to play cards").
MONSTER_WINDOWS = frozenset({"bad_stuff", "when_killed", "during_combat"})
CURSE_WINDOWS = frozenset({"when_played", "next_combat"})
CHARACTER_WINDOWS = (
    frozenset(
        {
            "any_time",
            "your_turn",
            "during_combat",
            "outside_combat",
            "running_away",
            "helped_kill",
            "start_of_turn",
            "on_death",
        }
    )
    | TRIGGER_WINDOWS
)
# A card used from the hand (a one-shot, a special card) acts in the moments a player uses it; one that
# stays in play (an item carried) also on the events its triggers wait for (events.py fires cards in play).
USED_WINDOWS = frozenset({"any_time", "your_turn", "during_combat", "outside_combat", "running_away"})
ITEM_WINDOWS = USED_WINDOWS | TRIGGER_WINDOWS
COMBAT_WINDOWS = frozenset({"during_combat"})
ANY_TIME_WINDOWS = frozenset({"any_time", "your_turn"})
FOLLOWER_WINDOWS = frozenset({"any_time", "during_combat", "running_away"}) | TRIGGER_WINDOWS


# ---------------------------------------------------------------- what the engine carries out, where
# What each kind's rules may not say in each use (a window, or STATIC: a rule without one), because the
# engine (munchkin_rules) would not carry it out there: the checker refuses it (E0119), and
# tests/test_phrase_coverage.py holds the rest to what the engine executes. Lists of refusals, so a
# phrase added later is accepted until that test shows it ignored somewhere.
# Lasting properties: read where the rules need them (character.py, combat.py), never "run" in a window.
# A waiver (`ignore one restriction of ...`) lasts while its card is in play (character.py), as they do.
PROPERTIES = frozenset(
    {
        "wins_ties",
        "hand_limit",
        "unlimited_big",
        "extra_slot",
        "usable",
        "free_help",
        "level_bonus_only",
        "no_pursuit",
        "waive",
    }
)
WAIVER_WHY = (
    "a waiver lasts while its card is in play: write it as a line of its own, without a timing window,"
    " on a card that stays in play (an item, a race, a class, a follower)"
)
# Rule numbers (numbers.py) no rule reads while a combat is on: the hand limit at the end of a turn
# (MUN-23), the slots and big items as items are carried and equipped (MUN-55, never in a combat).
_NUMBER_KEYS = {n.name: frozenset({n.set_key, n.change_key}) for n in RULE_NUMBERS}
ALL_NUMBERS = frozenset().union(*_NUMBER_KEYS.values())
OUT_OF_COMBAT_NUMBERS = frozenset().union(
    *(_NUMBER_KEYS[n] for n in ("hand_limit", "big_items", "headgear_slots", "armor_slots", "footgear_slots", "hands"))
)
NUMBERS_IN_COMBAT_WHY = (
    "a monster's lines change the rule numbers read in its combat, for those in it: helpers allowed,"
    " kill levels, kill treasures, escape roll; the hand limit, slots and big items are read outside combat"
)
# Things done once (effects.py's handlers, moves.py): a lasting line never does them (V0116 reads this
# list too: munchkin_rules/conflicts.py).
DONE = frozenset(
    {
        "lose_levels",
        "gain_levels",
        "lose_gear",
        "lose_cards",
        "die",
        "draw_doors",
        "draw_treasures",
        "steal_items",
        "add_monster",
        "add_tagged_monster",
        "copy_monster",
        "win_game",
        "change_gender",
        "monster_flees",
        "auto_escape",
        # The language's parts: moves and cancelling happen at a moment too (MOVES below).
        "move_take",
        "move_discard",
        "move_give",
        "move_steal",
        "move_return",
        "cancel",
    }
)
# Effects on the combat: with none going on they have nothing to act on.
ON_THE_COMBAT = frozenset(
    {"treasure_bonus", "auto_escape", "no_escape", "add_monster", "add_tagged_monster", "copy_monster", "monster_flees"}
)
MONSTER_SIDE = frozenset({"treasure_bonus", "no_escape", "no_pursuit"})  # a monster's own, never a player's
NOT_PAID = (
    "a cost is paid only when a player uses a card's rule (any time, your turn, in or outside combat, running away)"
)
_WINDOW = Use(
    refused=PROPERTIES - {"hand_limit"},
    lasting=frozenset({"hand_limit"}),
    why="a lasting property (wins ties, carry any number of big items...) is a line of its own, without a window",
    why_of={"waive": WAIVER_WHY},
)
_NO_COMBAT = Use(
    refused=(PROPERTIES - {"hand_limit"}) | ON_THE_COMBAT,
    lasting=frozenset({"hand_limit"}),
    why="no combat is going on then: a combat bonus needs an 'until' to reach one, and nothing acts on the combat",
    why_of={"waive": WAIVER_WHY},
)
# Costs where none is paid (triggered rules, lines without a window) are refused by the validator (V0113).
_TRIGGERED = _WINDOW
_TRIGGERED_NO_COMBAT = _NO_COMBAT
# What a lasting line's readers ignore (a cost where none is paid is the validator's V0113).
_LASTING_MODIFIERS = frozenset({"targets", "counters", "durations", "choosers"})
_COUNTED = frozenset({"strength"})  # E41: a lasting `strength +1 for each ...` is counted (strength.py)
# A lasting change of a rule's number may aim at others (`hand limit -1 on each other player`, numbers.py).
_AIMED = frozenset(n.set_key for n in RULE_NUMBERS) | frozenset(n.change_key for n in RULE_NUMBERS) | {"hand_limit"}


def _static(
    refused: frozenset[str],
    refused_modifiers: frozenset[str],
    why: str,
    counted: frozenset[str] = frozenset(),
    aimed: frozenset[str] = frozenset(),
) -> Use:
    return Use(refused=refused, refused_modifiers=refused_modifiers, why=why, counted=counted, aimed=aimed)


USES: dict[str, dict[str, Use]] = {
    # Rules a player uses (plays.use_ability); their moments: MUN "when to play cards".
    "played": {
        "any_time": _WINDOW,
        "during_combat": _WINDOW,
        "running_away": _WINDOW,
        "your_turn": _NO_COMBAT,
        "outside_combat": _NO_COMBAT,
        "helped_kill": _TRIGGERED,  # combat.py, as the helper's rewards come (MUN elves)
        "start_of_turn": _TRIGGERED_NO_COMBAT,  # turn.py, as its owner's turn begins
        "on_death": _TRIGGERED_NO_COMBAT,  # death.py, as its owner dies
        # events.py, as the event happens to a player its selector names; a turn starts outside combat
        **{
            window: _TRIGGERED_NO_COMBAT if event == "turn_started" else _TRIGGERED
            for window, event in TRIGGERS.items()
        },
    },
    "monster": {
        "bad_stuff": _TRIGGERED,
        "when_killed": _TRIGGERED,
        # MUN-71: a monster's own `during combat: strength +2 for each helper` (strength.py) is all it does there.
        "during_combat": Use(
            refused=(DONE - {"lose_gear", "add_tagged_monster"})
            | PROPERTIES
            | {"treasure_bonus", "escape_bonus", "no_escape"},
            refused_modifiers=frozenset({"costs", "conditions", "quantities", "durations", "choosers"})
            | {f"targets:{p.key}" for p in TARGETS if p.key not in ("each_player", "any_player")}
            | {"targets:selected"},  # a selector's players (PART_TARGETS): nobody is picked there
            why="a monster's rule during combat gives it strength ('strength +N [for each ...]'), or calls in more"
            " monsters of its tag from the players' hands (MKF-89); strength that depends on the player is a lasting"
            " rule: 'if CONDITION: strength +N'",
            why_of={"waive": WAIVER_WHY},
        ),
        STATIC: dataclasses.replace(
            _static(  # strength.py, combat.py read these of a monster (V0116: nothing done once)
                (PROPERTIES - {"no_pursuit"}) | OUT_OF_COMBAT_NUMBERS,
                frozenset(MODIFIERS) - {"conditions", "quantities", "counters"},
                "a monster's lasting rules: strength, escape, no escape, will not pursue, and (with an 'if') treasures",
            ),
            why_of={**dict.fromkeys(OUT_OF_COMBAT_NUMBERS, NUMBERS_IN_COMBAT_WHY), "waive": WAIVER_WHY},
        ),
    },
    "curse": {"when_played": _TRIGGERED, "next_combat": _TRIGGERED},
    "enhancer": {
        STATIC: dataclasses.replace(
            _static(  # MUN-83, MUN-93: strength, treasures and escape, added to its monster's
                PROPERTIES | {"no_escape"} | OUT_OF_COMBAT_NUMBERS,
                (frozenset(MODIFIERS) - {"targets"})
                | {f"targets:{p.key}" for p in TARGETS if p.key != "monster"}
                | {"targets:selected"},
                "an enhancer gives its monster (`on the monster`) strength, treasures and escape modifiers, as numbers",
            ),
            why_of={**dict.fromkeys(OUT_OF_COMBAT_NUMBERS, NUMBERS_IN_COMBAT_WHY), "waive": WAIVER_WHY},
        )
    },
    "holder": {
        STATIC: _static(  # character.py reads these of a player's cards in play (MUN-70); V0109, V0116, V0120
            MONSTER_SIDE,
            _LASTING_MODIFIERS,
            "a card in play gives its owner lasting properties only (strength may be counted: 'for each ...')",
            _COUNTED,
            _AIMED,
        )
    },
    "item": {
        STATIC: _static(  # ... and of an equipped item its `usable if` and (MKF-90) `level bonus only`
            MONSTER_SIDE,
            _LASTING_MODIFIERS,
            "an equipped item gives its bearer lasting properties only (strength may be counted: 'for each ...')",
            _COUNTED,
            _AIMED,
        )
    },
    "hand": {},  # a one-shot's lines without a window never apply: V0116
    # A special card acts when played, through its rules: a line without a window is read by no rule.
    "special": {
        STATIC: _static(
            DONE | PROPERTIES | ALL_NUMBERS | {"strength", "escape_bonus", "treasure_bonus", "no_escape"},
            frozenset(MODIFIERS),
            "a special card acts when a player uses it: give its rule a timing window",
        )
    },
}
ROLES = {
    "monster": "monster",
    "monster-enhancer": "enhancer",
    "item": "item",
    "curse": "curse",
    "trap": "curse",
    "special": "special",
}
HOLDER_KINDS = frozenset({"race", "class", "style", "hireling", "fan", "super-munchkin", "half-breed", "extra-style"})


def uses_of(name: str, windows: frozenset[str] | None) -> dict[str, Use]:
    """What a kind's rules may not say, by use: its role's refusals, and a played rule's by window."""
    role = ROLES.get(name) or ("holder" if name in HOLDER_KINDS else "hand")
    found = dict(USES[role])
    if role not in ("monster", "curse"):
        for window, use in USES["played"].items():
            if windows is None or window in windows:
                found.setdefault(window, use)
    return found


def refusing(spec: KindSpec, window: str, effects: frozenset[str], why: str) -> KindSpec:
    """The kind with more effects refused in one window (a game's own rule)."""
    use = spec.uses.get(window, Use())
    more = dataclasses.replace(use, refused=use.refused | effects, why_of={**use.why_of, **dict.fromkeys(effects, why)})
    return dataclasses.replace(spec, uses={**spec.uses, window: more})


def kind(
    name: str,
    deck: str | None,
    fields: tuple[FieldSpec, ...] = (),
    *,
    doc: str,
    windows: frozenset[str] | None = None,
    skeleton: tuple[str, ...] = (),
    **limits: object,
) -> KindSpec:
    """A card kind; ``limits`` are its rules as data (how many in play, whether it sells); ``skeleton``:
    the lines `deckwright new` gives a card of it so that it does something (KindSpec.skeleton)."""
    return KindSpec(name, deck, fields, windows, doc, limits, uses=uses_of(name, windows), skeleton=skeleton)


def declared_words(*identities: str) -> tuple[DeclaredWords, ...]:
    """Words the cards declare, not the rulebook (issue 10): any word in a card's `tags` is a tag;
    each identity (race, class, style) is declared by its own kind's cards (`class "Bard" { is bard }`)."""
    return (DeclaredWords("tag", field="tags"), *(DeclaredWords(name, declared_by=name) for name in identities))


def without(patterns: tuple[Pattern, ...], *keys: str) -> tuple[Pattern, ...]:
    """The family's patterns less those a game lacks."""
    return tuple(p for p in patterns if p.key not in keys)


def decisions_without(*names: str) -> tuple[DecisionSpec, ...]:
    """The family's decisions less those a game never asks (Munchkin has no fans, no fast play)."""
    return tuple(d for d in DECISIONS if d.name not in names)


# ---------------------------------------------------------------- kinds both games share

MONSTER = kind(
    "monster",
    "door",
    monster_fields(),
    doc="fight it when it comes out of the door",
    windows=MONSTER_WINDOWS,
    skeleton=("treasures 1", "bad stuff: lose 1 level"),  # MUN-78: a kill draws treasure; MUN-94: bad stuff
)
MONSTER_ENHANCER = kind(
    "monster-enhancer",
    "door",
    (TAGS,),
    doc="played on a monster in combat; raises or lowers it",
    windows=COMBAT_WINDOWS,
)
WANDERING_MONSTER = kind(
    "wandering-monster",
    "door",
    doc="brings a monster from hand into any combat",
    windows=COMBAT_WINDOWS,
    skeleton=("during combat: add 1 monster from your hand",),  # MUN-84
)
SUPER_MUNCHKIN = kind("super-munchkin", "door", doc="lets a player have two classes", windows=ANY_TIME_WINDOWS)
ITEM = kind("item", "treasure", ITEM_FIELDS, doc="carried; gives its bonus while equipped", windows=ITEM_WINDOWS)
ONE_SHOT = kind(
    "one-shot",
    "treasure",
    ONE_SHOT_FIELDS,
    doc="used once, from hand or table, then discarded",
    windows=USED_WINDOWS,
    skeleton=("during combat: strength +2 on either side",),  # MUN-64
)
GO_UP_A_LEVEL = kind(
    "go-up-a-level",
    "treasure",
    doc="gain a level, on any player, at any time; never the winning level",
    windows=ANY_TIME_WINDOWS,
    skeleton=("any time: go up 1 level",),  # MUN-66
)
# Played from the hand as a one-shot is (plays.USED_UP_KINDS): its rules act in the windows a player uses.
SPECIAL = kind(
    "special", None, special_fields(), doc="a door or treasure card with rules of its own", windows=USED_WINDOWS
)


def character_kind(name: str, doc: str) -> KindSpec:
    """A race, class or style: its card says which one it is (`is wizard`)."""
    return kind(name, "door", (identity(name),), doc=doc, windows=CHARACTER_WINDOWS)


def follower_kind(name: str, deck: str, limit: str) -> KindSpec:
    """A hireling or fan: only as many in play as the constant ``limit`` allows; never sold."""
    return kind(
        name,
        deck,
        (TAGS,),
        doc="a follower in play; only one; cannot be sold",
        windows=FOLLOWER_WINDOWS,
        in_play=limit,
        sellable=False,
    )


def curse_kind(name: str, doc: str) -> KindSpec:
    # MUN-99: a curse acts as it is played; what lasts says so with a duration, kept in play till then.
    once = f"{_a(name)} acts once, as it is played (MUN-99): what lasts needs a timing window and a duration"
    spec = kind(name, "door", (TAGS,), doc=doc, windows=CURSE_WINDOWS, skeleton=("when played: lose 1 level",))
    return replace(spec, acts_once=once, acts_once_hint="write: when played: {effect} until you die")


def _a(noun: str) -> str:
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


# Issue 10's phrases join the family's lists (blocks above): rule numbers, floors, events, triggers.
EFFECTS = EFFECTS + NUMBER_EFFECTS + BOUNDED_EFFECTS
QUANTITIES = QUANTITIES + NUMBER_QUANTITIES
DURATIONS = DURATIONS + EVENT_DURATIONS
WINDOWS = WINDOWS + TRIGGER_WINDOWS_PATTERNS
EXPECTATIONS = EXPECTATIONS + NUMBER_EXPECTATIONS


# ---------------------------------------------------------------- parts: composable constructs
# Issue 10, item 2: selectors of players and cards, quantities, comparisons, moves between zones
# and cancelling, as constructs whose slots compose (toolkit/lang/vocabulary.py). The engine
# evaluates selectors and quantities in munchkin_rules/selectors.py, moves in munchkin_rules/moves.py.

# Players. A selector names a pool; "one" selectors (another player, the lowest-level player) leave
# the pick among the pool (ties included) to the card's user.
PLAYER_SELECTORS = (
    P("you", "you|yourself", "the card's user (in a condition: the player it is read for)"),
    P("victim", "[the] victim", "the player a curse or trap hits"),
    P("fighter", "[the] fighter", "the player fighting the monster"),
    P("helper", "the|your helper", "the player helping in the combat"),
    P("combatants", "[the] players in [the] combat", "the fighter and the helper"),
    P("combatant_other", "one player in the combat other than you", "the fighter or the helper, not you; you choose"),
    P("another", "another|other player", "one player other than you, chosen by you"),
    P("any", "any|a player", "one living player, chosen by you"),
    P("others", "each|every other player", "every living player but you"),
    P("others", "all other players", "every living player but you"),
    P("everyone", "each|every player", "every living player"),
    P("everyone", "[all] players", "every living player"),  # `the number of players`
    P("extreme", "the player with the {which:rank} {q:quantity}", "one of those tied for it, chosen by you"),
    P("extreme_all", "the players with the {which:rank} {q:quantity}", "every player tied for it"),
    P("extreme_other", "the player with the {which:rank} {q:quantity} other than you", "among the others"),
    P("extreme_level", "[the] {which:rank} level player", "the player with the lowest (highest) level"),
    P("extreme_level", "[the] {which:level-rank} player", "the lowest-level (highest-level) player"),
    P("extreme_level_other", "[the] {which:rank} level other player", "among the players but you"),
    P("extreme_level_other", "[the] {which:level-rank} other player", "among the players but you"),
)

# What a card is: its kind, tag, slot (filters of a card selector).
CARD_KINDS = (
    P("card", "card|cards", "any card"),
    P("item", "item|items", "items"),
    P("big_item", "big item|items", "big items"),
    P("item_bonus", "item|items with a bonus of at least {n:count}", "items whose bonus is at least N"),
    P("slot", "{slot:slot}", "items for that slot (headgear, armor, footgear)"),
    P("tagged_card", "{tag:tag} card|cards", "cards with the tag"),
    P("tagged_item", "{tag:tag} item|items", "items with the tag"),
    P("monster", "monster|monsters", "monsters"),
    P("tagged_monster", "{tag:tag} monster|monsters", "monsters with the tag"),
    P("kind", "{kind:kind} [card|cards]", "cards of that kind (monster-enhancer, curse, one-shot ...)"),
)

# Where cards are (the zones a card selector looks in), in the order each zone holds them.
PLACES = (
    P("hand", "in|from your hand", "your hand"),
    P("hand_of", "in|from the hand of {who:selector}", "the hands of those players"),
    P("carried", "you carry", "the items you carry (one-shots on the table too)"),
    P("carried_by", "carried by {who:selector}", "the items those players carry"),
    P("equipped", "you have equipped", "your equipped items"),
    P("equipped", "equipped", "your equipped items (`for each item equipped`)"),
    P("equipped_by", "equipped by {who:selector}", "the items those players have equipped"),
    P("in_play", "in play", "every card in play in front of any player"),
    P("in_front_of", "in play in front of {who:selector}", "the cards in play in front of those players"),
    P("discard_pile", "in|from the {deck:deck} discard pile", "a discard pile, top card last"),
    P("deck", "in|from the {deck:deck} deck", "a draw pile (unseen), top card last"),
    P("combat", "in [the] combat", "the monsters and cards of the combat"),
)

CARD_SELECTORS = (
    P("all", "{what:card-kind} {where:place}", "all of them (counted by 'for each' and 'the number of')"),
    P("all", "each|every|all {what:card-kind} {where:place}", "all of them"),
    P("one", "a|an|one {what:card-kind} {where:place}", "one of them, chosen (see below)"),
    P("a_kind", "a|an|any {what:card-kind}", "one of your cards of that kind (in a window: any card of the kind)"),
    P("some", "{n:count} {what:card-kind} {where:place}", "N of them, chosen"),
    P("top_discard", "the top card of the {deck:deck} discard pile", "the card on top of a discard pile"),
    P("top_deck", "the top card of the {deck:deck} deck", "the card on top of a draw pile"),
    P("best", "your best item", "the item you carry with the highest bonus; you choose among equals"),
    P(
        "best_of",
        "the best {what:card-kind} {where:place}",
        "the highest bonus of them; the owner chooses among equals",
    ),
    P("yours", "your {what:card-kind}", "those of your cards in play"),
    # One word or two: `discard it` as `discard that card` (the template `it|that card` made "it" alone E0104).
    P("it", "it", "the card being played (a cancel's window) or the cards an earlier effect of the rule moved"),
    P("it", "that card", "the card being played (a cancel's window) or the cards an earlier effect of the rule moved"),
    P("this", "this card", "the card itself"),
)

CONSTRUCTS: dict[str, tuple[Pattern, ...]] = {
    "selector": PLAYER_SELECTORS,
    "card-selector": CARD_SELECTORS,
    "card-kind": CARD_KINDS,
    "place": PLACES,
}

PART_QUANTITIES = (
    P("level", "your level", "your level"),
    P("hand_size", "your hand size", "cards in your hand"),
    P("items", "items", "items carried"),
    P("strength", "[your] combat strength", "your side's strength in the combat (0 outside one)"),
    P("count", "the number of {cards:card-selector}", "how many cards the selector finds"),
    P("count_players", "the number of {who:selector}", "how many players the selector finds"),
    P("of", "the {q:quantity} of {who:selector}", "the quantity read for those players (added up)"),
)

PART_CONDITIONS = (
    P("extreme", "{q:quantity} is the {which:rank}", "no living player has more (or less): ties count"),
    P("extreme_alone", "{q:quantity} is the {which:rank} alone", "every other living player has less (more)"),
    P("compare_players", "{who:selector} has|have {cmp:more} {q:quantity} than {other:selector}", "each compared"),
    P("is_player", "you are {who:selector}", "you are one of the players the selector finds"),
)

PART_COUNTERS = (
    P("count_cards", "{cards:card-selector}", "each card the selector finds"),
    P("count_players", "{who:selector}", "each player the selector finds"),
    # `for each` takes the "each" of `each player`: the bare words say the same (selectors.py).
    P("each_player", "player", "each living player"),
    P("each_combatant", "player in [the] combat", "each player in the combat: the fighter and the helper"),
)

# Moves between zones: one construct (moves.py), its verbs each a destination.
MOVES = (
    P("move_take", "take {cards:card-selector}", "the cards go to your hand (from a pile, a hand or play)"),
    P("move_discard", "discard {cards:card-selector}", "the cards go to their discard piles"),
    P("move_give", "give {cards:card-selector} to {who:selector}", "to that player: carried stays carried, else hand"),
    P("move_steal", "steal {cards:card-selector}", "the cards come to you: carried stays carried, else hand"),
    P("move_return", "return {cards:card-selector} to its owner", "the cards go back to their owner's hand"),
    P("cancel", "cancel it", "the card being played has no effect; it and this card go to the discard"),
    P("waive", "ignore one restriction of {cards:card-selector}", "equip one such item in spite of one 'usable if'"),
)

PART_WINDOWS = (P("as_played", "when {cards:card-selector} is played", "as a card the selector finds is played"),)

PART_ENUMS: dict[str, tuple[str, ...]] = {
    "rank": ("lowest", "highest"),
    "level-rank": ("lowest-level", "highest-level"),
    "more": ("more", "fewer", "less"),
}

# How the checker names these value sets to a designer (Vocabulary.enum_names): the schema's own
# names ("level-rank") are not words of the card language.
ENUM_NAMES = {"level-rank": "level ranking", "rank": "ranking", "more": "comparison"}
# What a designer's other words for a ranking mean ("the player with the most items"): the checker
# suggests these, not the nearest spelling ('most' is one letter from 'lowest').
ENUM_MEANINGS = {
    "rank": {
        "most": "highest",
        "greatest": "highest",
        "biggest": "highest",
        "largest": "highest",
        "best": "highest",
        "fewest": "lowest",
        "least": "lowest",
        "smallest": "lowest",
        "worst": "lowest",
    }
}

PART_DECISIONS = (
    D(
        "choose-card",
        "the player a card selector leaves a choice to: its user, or the owner among equally good items",
        "the cards the selector found",
        (),
        "card",
        picks=True,
    ),
    D(
        "cancel",
        "each other player holding a card that may cancel the card being played, from the player's left",
        "pass, a card that cancels it",
        ("pass",),
        "card",
        picks=True,
    ),
)

# Any player selector is a target: `go up 1 level on the lowest-level other player`.
PART_TARGETS = (P("selected", "{who:selector}", "the players the selector finds (one chosen by you if it picks one)"),)

# Every move but a waiver (which lasts while its card is in play) is done once: DONE lists them.
if {p.key for p in MOVES} - {"waive"} - DONE:
    raise ValueError("a move of MOVES is missing from DONE")
EFFECTS = EFFECTS + MOVES
# `when CARDS is played:` (E48) waits for a card to cancel (plays.py asks, MUN-16): `cancel it` is all
# it does, without costs, conditions or other modifiers (nothing else would be read there).
USES["played"]["as_played"] = Use(
    refused=frozenset(p.key for p in EFFECTS) - {"cancel"},
    refused_modifiers=frozenset(MODIFIERS),
    why="a rule 'when ... is played' cancels the card being played: write 'when CARDS is played: cancel it'",
)
TARGETS = TARGETS + PART_TARGETS
WINDOWS = WINDOWS + PART_WINDOWS
QUANTITIES = QUANTITIES + PART_QUANTITIES
CONDITIONS = CONDITIONS + PART_CONDITIONS
COUNTERS = COUNTERS + PART_COUNTERS
DECISIONS = DECISIONS + PART_DECISIONS
ENUMS.update(PART_ENUMS)
ENUMS["decision"] = tuple(d.name for d in DECISIONS)
# A one-shot may wait in hand for a card to cancel as it is played (E48).
ONE_SHOT = kind(
    "one-shot",
    "treasure",
    ONE_SHOT_FIELDS,
    doc="used once, from hand or table, then discarded",
    windows=USED_WINDOWS | {"as_played"},
    skeleton=ONE_SHOT.skeleton,
)


def kind_names(kinds: tuple[KindSpec, ...]) -> tuple[str, ...]:
    """The value set "kind" a game's card selectors name (`cancel it` on `a monster-enhancer`)."""
    return tuple(k.name for k in kinds)


def starter(game: str) -> str:
    """The card file `deckwright init` starts a project with: a monster with a tag of its own, and a
    test block that passes (MUN-70: a higher strength kills; MUN-78: a kill gives a level)."""
    return f"""game {game}

# A first card and its test. Run `deckwright check`, `deckwright test` or `deckwright build` anywhere in
# this project; the base set's cards, classes, races and tags are yours to name (docs/projects.md).

monster "Workshop Gremlin" @{{prefix}}-001 {{
  level 2
  treasures 1
  tags gremlin
  bad stuff: lose 1 level
  flavour "It unscrewed your kneecaps."
}}

test "a level-3 player beats the workshop gremlin" {{
  given alice level 3
  when alice fights "Workshop Gremlin"
  expect alice wins combat, alice level 4
}}
"""
