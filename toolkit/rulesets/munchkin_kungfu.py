"""Munchkin Kung Fu: the ruleset of shared/seeds/001 as data.

The family's rules with Classes (ninja, samurai, monk, yakuza) and twelve
Styles instead of Races, Traps instead of Curses, Fans instead of Hirelings,
Hong Kong monsters, Double Strike, and two door and two treasure cards to
start (four and four in the fast-play variant).
"""

from __future__ import annotations

from toolkit.lang.vocabulary import Vocabulary
from toolkit.rulesets import munchkin_family as family
from toolkit.rulesets.munchkin_family import kind
from toolkit.rulesets.registry import Ruleset, register

F = family
KINDS = (
    kind(
        "monster", "door", F.monster_fields(), doc="fight it when it comes out of the door", windows=F.MONSTER_WINDOWS
    ),
    kind(
        "trap",
        "door",
        (F.TAGS,),
        doc="hits its victim at once; some wait for the next combat",
        windows=F.CURSE_WINDOWS,
    ),
    kind(
        "class",
        "door",
        (F.identity("class"),),
        doc="a class: ninja, samurai, monk or yakuza",
        windows=F.CHARACTER_WINDOWS,
    ),
    kind(
        "style",
        "door",
        (F.identity("style"),),
        doc="a fighting style; one at a time (monks two)",
        windows=F.CHARACTER_WINDOWS,
    ),
    kind(
        "monster-enhancer",
        "door",
        (F.TAGS,),
        doc="played on a monster (or a fan); raises or lowers it",
        windows=F.COMBAT_WINDOWS,
    ),
    kind("wandering-monster", "door", doc="brings a monster from hand into any combat", windows=F.COMBAT_WINDOWS),
    kind(
        "double-strike",
        "door",
        doc="a second copy of the monster joins, with all its enhancers",
        windows=F.COMBAT_WINDOWS,
    ),
    kind("super-munchkin", "door", doc="lets a player have two classes", windows=F.ANY_TIME_WINDOWS),
    kind("extra-style", "door", doc="lets a player have one more style", windows=F.ANY_TIME_WINDOWS),
    kind(
        "fan",
        "door",
        (F.TAGS,),
        doc="a follower in play; only one; cannot be sold",
        windows=F.FOLLOWER_WINDOWS,
        in_play="fans",  # the constant that limits how many are in play
        sellable=False,
    ),
    kind("item", "treasure", F.ITEM_FIELDS, doc="carried; gives its bonus while equipped", windows=F.ITEM_WINDOWS),
    kind(
        "one-shot",
        "treasure",
        F.ONE_SHOT_FIELDS,
        doc="used once, from hand or table, then discarded",
        windows=F.ITEM_WINDOWS,
    ),
    kind(
        "go-up-a-level", "treasure", doc="gain a level at any time; never the winning level", windows=F.ANY_TIME_WINDOWS
    ),
    kind("special", None, F.special_fields(), doc="a door or treasure card with rules of its own"),
)

MISSING_STEPS = ("race",)  # Kung Fu has no races

ENUMS = {
    **family.ENUMS,
    # Kung Fu has no Races and no Hirelings (Styles and Fans take their place), so no card
    # can make anyone lose one: `lose race` and `lose hireling` are refused in this game.
    "loss": tuple(v for v in family.ENUMS["loss"] if v not in ("race", "hireling")),
    "class": ("ninja", "samurai", "monk", "yakuza"),
    # Twelve styles (MKF: "there are 12 Styles"); the names are Deckwright's own.
    "style": (
        "crane",
        "tiger",
        "mantis",
        "serpent",
        "monkey",
        "drunken",
        "iron-palm",
        "eagle-claw",
        "butterfly",
        "bear",
        "dragon-fist",
        "sloth",
    ),
    "category": ("class", "style"),
    "tag": ("undead", "hong-kong", "demon", "ghost", "beast", "spirit", "ninja", "robot", "big"),
}

RULESET = register(
    Ruleset(
        name="munchkin-kungfu",
        title="Munchkin Kung Fu",
        version="1",
        family="munchkin",
        engine="toolkit.rulesets.munchkin_rules",
        source="shared/seeds/001_fac38399339fef73.txt",
        constants={
            **family.CONSTANTS,
            "starting_doors": 2,  # two cards of each deck at set-up
            "starting_treasures": 2,
            "death_doors": 2,  # and two of each after a death
            "death_treasures": 2,
            "fast_play_starting_doors": 4,  # fast-play variant: four of each
            "fast_play_starting_treasures": 4,
            "fast_play_death_doors": 4,  # and four of each after a death
            "fast_play_death_treasures": 4,
            "fan_enhancers": 1,  # one monster enhancer per fan
            # Family rules Kung Fu switches on (1 = on):
            "help_needs_bribe": 1,  # MKF-86: help is bought, unless the helper helps for free
            "monster_level_floor": 1,  # MKF-11: nothing takes a monster below level 1
            "super_munchkin_needs_two": 1,  # MKF-43, MKF-45: two classes come and go together
            "styles": 1,  # one style at a time
            "fans": 1,  # never more than one fan
            "hong_kong_bonus_only": 1,  # HK monsters take only the level bonus of HK items
        },
        vocabulary=Vocabulary(
            kinds={k.name: k for k in KINDS},
            enums=ENUMS,
            effects=family.EFFECTS,
            windows=family.WINDOWS,
            costs=family.COSTS,
            conditions=family.without(family.CONDITIONS, "has_race"),
            quantities=family.QUANTITIES,
            targets=family.TARGETS,
            counters=family.COUNTERS,
            durations=family.DURATIONS,
            choosers=family.CHOOSERS,
            givens=family.without(family.GIVENS, *MISSING_STEPS),
            actions=family.ACTIONS,
            expectations=family.EXPECTATIONS,
        ),
    )
)
