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
from toolkit.rulesets.registry import Ruleset, Variant, register

F = family
KINDS = (
    F.MONSTER,
    F.curse_kind("trap", "hits its victim at once; some wait for the next combat"),
    F.character_kind("class", "a class: ninja, samurai, monk or yakuza"),
    F.character_kind("style", "a fighting style; one at a time (monks two)"),
    F.MONSTER_ENHANCER,
    F.WANDERING_MONSTER,
    kind(
        "double-strike",
        "door",
        doc="a second copy of the monster joins, with all its enhancers",
        windows=F.COMBAT_WINDOWS,
        skeleton=("during combat: copy monster",),  # MKF-84
    ),
    F.SUPER_MUNCHKIN,
    kind("extra-style", "door", doc="lets a player have one more style", windows=F.ANY_TIME_WINDOWS),
    F.follower_kind("fan", "door", "fans"),
    F.ITEM,
    F.ONE_SHOT,
    F.GO_UP_A_LEVEL,
    F.SPECIAL,
)

MISSING_STEPS = ("race",)  # Kung Fu has no races

ENUMS = {
    **family.ENUMS,
    # Kung Fu has no Races and no Hirelings (Styles and Fans take their place), so no card
    # can make anyone lose one: `lose race` and `lose hireling` are refused in this game.
    "loss": tuple(v for v in family.ENUMS["loss"] if v not in ("race", "hireling")),
    # Classes, styles and tags are the cards' own words (declared below): the set's style cards say
    # `is crane`, and any word a card lists in its tags is a tag.
    "class": (),
    "style": (),
    "category": ("class", "style"),
    "tag": (),
    "kind": family.kind_names(KINDS),  # what a card selector may name (issue 10: parts)
}

RULESET = register(
    Ruleset(
        name="munchkin-kungfu",
        title="Munchkin Kung Fu",
        version="1",
        family="munchkin",
        engine="toolkit.rulesets.munchkin_rules:ENGINE",
        starter=family.starter("munchkin-kungfu"),
        source="shared/seeds/001_fac38399339fef73.txt",
        variants=(
            Variant(
                "fast-play",
                "MKF-109: four door and four treasure cards at set-up and after a death",
                {"starting_doors": 4, "starting_treasures": 4, "death_doors": 4, "death_treasures": 4},
            ),
        ),
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
            "received_items_wait": 1,  # MKF-58: an item got by trade or gift is sold from the next turn on
            "no_trading_in_any_combat": 1,  # MKF-59: no trading while any combat is going on
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
            decisions=family.DECISIONS,
            step_targets=("player", "side"),
            enum_names=family.ENUM_NAMES,
            enum_meanings=family.ENUM_MEANINGS,
            constructs=family.CONSTRUCTS,
            declared=family.declared_words("class", "style"),
        ),
    )
)
