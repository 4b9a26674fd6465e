"""Munchkin (core rules): the ruleset of shared/seeds/000 as data.

Races and Classes, Curses, Hirelings, Super Munchkin and Half-Breed; four door
and four treasure cards to start.
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
    kind("curse", "door", (F.TAGS,), doc="hits its victim at once; discarded unless it lasts", windows=F.CURSE_WINDOWS),
    kind(
        "race",
        "door",
        (F.identity("race"),),
        doc="a race: elf, dwarf or halfling (human without one)",
        windows=F.CHARACTER_WINDOWS,
    ),
    kind(
        "class",
        "door",
        (F.identity("class"),),
        doc="a class: warrior, wizard, thief or cleric",
        windows=F.CHARACTER_WINDOWS,
    ),
    kind(
        "monster-enhancer",
        "door",
        (F.TAGS,),
        doc="played on a monster in combat; raises or lowers it",
        windows=F.COMBAT_WINDOWS,
    ),
    kind("wandering-monster", "door", doc="brings a monster from hand into any combat", windows=F.COMBAT_WINDOWS),
    kind("super-munchkin", "door", doc="lets a player have two classes", windows=F.ANY_TIME_WINDOWS),
    kind("half-breed", "door", doc="lets a player have two races", windows=F.ANY_TIME_WINDOWS),
    kind("item", "treasure", F.ITEM_FIELDS, doc="carried; gives its bonus while equipped", windows=F.ITEM_WINDOWS),
    kind(
        "one-shot",
        "treasure",
        F.ONE_SHOT_FIELDS,
        doc="used once, from hand or table, then discarded",
        windows=F.ITEM_WINDOWS,
    ),
    kind(
        "go-up-a-level",
        "treasure",
        doc="gain a level, on any player, at any time; never the winning level",
        windows=F.ANY_TIME_WINDOWS,
    ),
    kind(
        "hireling",
        "treasure",
        (F.TAGS,),
        doc="a helper in play; only one; cannot be sold",
        windows=F.FOLLOWER_WINDOWS,
        in_play="hirelings",  # the constant that limits how many are in play
        sellable=False,
    ),
    kind("special", None, F.special_fields(), doc="a door or treasure card with rules of its own"),
)

MISSING_STEPS = ("style",)  # Munchkin has no styles

ENUMS = {
    **family.ENUMS,
    # Munchkin has no Styles and no Fans (those are Kung Fu's): nobody can lose one here.
    "loss": tuple(v for v in family.ENUMS["loss"] if v not in ("style", "fan")),
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
        engine="toolkit.rulesets.munchkin_rules",
        source="shared/seeds/000_16b8ec9b372dacc3.txt",
        constants={
            **family.CONSTANTS,
            "starting_doors": 4,  # 4 door and 4 treasure cards dealt at set-up
            "starting_treasures": 4,
            "death_doors": 4,  # a dead player draws 4 + 4 at their next turn
            "death_treasures": 4,
            "races": 1,  # one race unless Half-Breed
            "hirelings": 1,  # one hireling at a time
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
            givens=family.without(family.GIVENS, *MISSING_STEPS),
            actions=family.ACTIONS,
            expectations=family.EXPECTATIONS,
        ),
    )
)
