"""Munchkin (core rules): the ruleset of shared/seeds/000 as data.

Races and Classes, Curses, Hirelings, Super Munchkin and Half-Breed; four door
and four treasure cards to start.
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
        "curse",
        "door",
        (family.TAGS,),
        doc="hits its victim at once; discarded unless it lasts",
        windows=family.CURSE_WINDOWS,
    ),
    kind(
        "race",
        "door",
        (family.identity("race"),),
        doc="a race: elf, dwarf or halfling (human without one)",
        **{"in_play": 1},
    ),
    kind(
        "class", "door", (family.identity("class"),), doc="a class: warrior, wizard, thief or cleric", **{"in_play": 1}
    ),
    kind("monster-enhancer", "door", (family.TAGS,), doc="played on a monster in combat; raises or lowers it"),
    kind("wandering-monster", "door", doc="brings a monster from hand into any combat"),
    kind("super-munchkin", "door", doc="lets a player have two classes"),
    kind("half-breed", "door", doc="lets a player have two races"),
    kind("item", "treasure", family.ITEM_FIELDS, doc="carried on the table; gives its bonus while equipped"),
    kind("one-shot", "treasure", family.ONE_SHOT_FIELDS, doc="used once, from hand or table, then discarded"),
    kind("go-up-a-level", "treasure", doc="gain a level, on any player, at any time; never the winning level"),
    kind(
        "hireling",
        "treasure",
        (family.TAGS,),
        doc="a helper in play; only one; cannot be sold",
        in_play=1,
        sellable=False,
    ),
    kind("special", None, family.special_fields(), doc="a door or treasure card with rules of its own"),
)

ENUMS = {
    **family.ENUMS,
    "race": ("elf", "dwarf", "halfling"),
    "class": ("warrior", "wizard", "thief", "cleric"),
    "category": ("class", "race"),
    "tag": ("undead", "dragon", "plant", "demon", "beast", "slime", "ghost", "flying", "lawyer", "big"),
}

RULESET = register(
    Ruleset(
        name="munchkin",
        title="Munchkin",
        version="1",
        family="munchkin",
        source="shared/seeds/000_16b8ec9b372dacc3.txt",
        constants={
            **family.CONSTANTS,
            "starting_doors": 4,  # 4 door and 4 treasure cards dealt at set-up
            "starting_treasures": 4,
            "death_doors": 4,  # a dead player draws 4 + 4 at their next turn
            "death_treasures": 4,
            "races": 1,  # one race unless Half-Breed
        },
        vocabulary=Vocabulary(
            kinds={k.name: k for k in KINDS},
            enums=ENUMS,
            effects=family.EFFECTS,
            windows=family.WINDOWS,
            costs=family.COSTS,
            conditions=family.without(family.CONDITIONS, "has_style", "hong_kong"),
            quantities=family.QUANTITIES,
            targets=family.TARGETS,
            counters=family.COUNTERS,
            durations=family.DURATIONS,
            choosers=family.CHOOSERS,
        ),
    )
)
