"""Munchkin (core rules): the ruleset of shared/seeds/000 as data.

Races and Classes, Curses, Hirelings, Super Munchkin and Half-Breed; four door
and four treasure cards to start.
"""

from __future__ import annotations

from toolkit.lang.vocabulary import STATIC, Vocabulary
from toolkit.rulesets import munchkin_family as family
from toolkit.rulesets.munchkin_family import kind
from toolkit.rulesets.registry import Ruleset, register

F = family
KINDS = (
    F.MONSTER,
    F.curse_kind("curse", "hits its victim at once; discarded unless it lasts"),
    F.character_kind("race", "a race: elf, dwarf or halfling (human without one)"),
    F.character_kind("class", "a class: warrior, wizard, thief or cleric"),
    F.MONSTER_ENHANCER,
    F.WANDERING_MONSTER,
    F.SUPER_MUNCHKIN,
    kind("half-breed", "door", doc="lets a player have two races", windows=F.ANY_TIME_WINDOWS),
    F.ITEM,
    F.ONE_SHOT,
    F.GO_UP_A_LEVEL,
    F.follower_kind("hireling", "treasure", "hirelings"),
    F.SPECIAL,
)

# Help needs no bribe in Munchkin (MKF-86 is Kung Fu's): `help without bribe` would say nothing here.
KINDS = tuple(
    F.refusing(k, STATIC, frozenset({"free_help"}), "in Munchkin anyone may help without a bribe")
    if STATIC in k.uses
    else k
    for k in KINDS
)

# MUN-42: nobody in a combat steals, and a card in play acts in a combat only for those in it (plays.py).
# (In Kung Fu nobody steals during any combat: the validator's V0112 says so of every kind, MKF-42.)
KINDS = tuple(
    F.refusing(k, "during_combat", frozenset({"steal_items"}), "MUN-42: nobody in a combat steals")
    if k.name in F.HOLDER_KINDS and "during_combat" in k.uses
    else k
    for k in KINDS
)

MISSING_STEPS = ("style", "style_card", "fast_play")  # Munchkin has no styles and no fast-play variant
# Kung Fu's alone: fans (MKF-65), fast play's claim (MKF-110), Super Munchkin's second class (MKF-43).
DECISIONS = family.decisions_without("choose-fan", "claim-discard", "choose-class")

ENUMS = {
    **family.ENUMS,
    # Munchkin has no Styles and no Fans (those are Kung Fu's): nobody can lose one here.
    "loss": tuple(v for v in family.ENUMS["loss"] if v not in ("style", "fan")),
    # Races, classes and tags are the cards' own words (declared below): the set's race cards say
    # `is elf`, and any word a card lists in its tags is a tag.
    "race": (),
    "class": (),
    "category": ("class", "race"),
    "decision": tuple(d.name for d in DECISIONS),
    "tag": (),
    "kind": family.kind_names(KINDS),  # what a card selector may name (issue 10: parts)
}

RULESET = register(
    Ruleset(
        name="munchkin",
        title="Munchkin",
        version="1",
        family="munchkin",
        engine="toolkit.rulesets.munchkin_rules:ENGINE",
        starter=family.starter("munchkin"),
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
            decisions=DECISIONS,
            step_targets=("player", "side"),
            enum_names=family.ENUM_NAMES,
            enum_meanings=family.ENUM_MEANINGS,
            constructs=family.CONSTRUCTS,
            declared=family.declared_words("race", "class"),
        ),
    )
)
