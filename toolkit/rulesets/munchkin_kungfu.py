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

KINDS = (
    kind(
        "monster",
        "door",
        family.monster_fields(),
        doc="fight it when it comes out of the door",
        windows=family.MONSTER_WINDOWS,
    ),
    kind(
        "trap",
        "door",
        (family.TAGS,),
        doc="hits its victim at once; some wait for the next combat",
        windows=family.CURSE_WINDOWS,
    ),
    kind("class", "door", (family.identity("class"),), doc="a class: ninja, samurai, monk or yakuza", in_play=1),
    kind("style", "door", (family.identity("style"),), doc="a fighting style; one at a time (monks two)", in_play=1),
    kind("monster-enhancer", "door", (family.TAGS,), doc="played on a monster (or a fan); raises or lowers it"),
    kind("wandering-monster", "door", doc="brings a monster from hand into any combat"),
    kind("double-strike", "door", doc="a second copy of the monster joins, with all its enhancers"),
    kind("super-munchkin", "door", doc="lets a player have two classes"),
    kind("extra-style", "door", doc="lets a player have one more style"),
    kind("fan", "door", (family.TAGS,), doc="a follower in play; only one; cannot be sold", in_play=1, sellable=False),
    kind("item", "treasure", family.ITEM_FIELDS, doc="carried on the table; gives its bonus while equipped"),
    kind("one-shot", "treasure", family.ONE_SHOT_FIELDS, doc="used once, from hand or table, then discarded"),
    kind("go-up-a-level", "treasure", doc="gain a level at any time; never the winning level"),
    kind("special", None, family.special_fields(), doc="a door or treasure card with rules of its own"),
)

ENUMS = {
    **family.ENUMS,
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
        source="shared/seeds/001_fac38399339fef73.txt",
        constants={
            **family.CONSTANTS,
            "starting_doors": 2,  # two cards of each deck at set-up
            "starting_treasures": 2,
            "death_doors": 2,  # and two of each after a death
            "death_treasures": 2,
            "fast_play_starting_doors": 4,  # fast-play variant: four of each
            "fast_play_starting_treasures": 4,
            "styles": 1,  # one style at a time
            "monk_styles": 2,  # monks may learn two
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
        ),
    )
)
