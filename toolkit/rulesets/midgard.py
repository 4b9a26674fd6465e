"""Champions of Midgard: the vocabulary of shared/seeds/004 (and shared/spec/RULES-MANIACAL-MIDGARD.md,
part B) as data.

Viking leaders place workers over eight rounds to gather food, wood, coins, Favor and warrior dice,
then fight trolls in town, draugr nearby and monsters on distant shores for Glory; Blame from an
unkilled troll costs Glory at the end. Every card kind of the game's components is here: trolls,
draugr, distant-shore monsters, journey, rune, destiny and merchant-ship cards, viking leaders, the
three warrior dice, longships, market stalls, and the board's locations.

No engine plays Champions of Midgard yet (a later issue): the checker types its cards, the catalog
holds them, and `deckwright test`, `validate` and `simulate` say so plainly. The die faces are UNK
in the sources (B.59): the warrior cards hold Deckwright's assumption, in one place.
"""

from __future__ import annotations

from toolkit.lang.vocabulary import FieldSpec, KindSpec, Pattern, Vocabulary
from toolkit.rulesets.registry import Ruleset, register

P = Pattern

# ---------------------------------------------------------------- constants

CONSTANTS: dict[str, int] = {
    "rounds": 8,  # B.35
    "min_players": 2,  # B.61
    "max_players": 4,
    "max_dice": 8,  # B.41: the longhouse holds 8 warrior dice
    "die_sides": 6,
    "hunt_food_max": 6,  # B.43
    "start_workers": 3,  # B.38: 3 workers (4 with 2 players), a 4th (or 5th) at the Workers' Huts
    "start_workers_two_players": 4,
    "start_food": 1,  # B.38: one of each, and one swordsman die
    "start_wood": 1,
    "start_coins": 1,
    "start_favor": 1,
    "large_longship_capacity": 10,  # B.57
    "favor_glory": 2,  # B.53: 2 Glory per Favor at the end
    "coins_per_glory": 3,  # B.53: 3 coins make 1 Glory
    "enemy_set_glory": 5,  # B.51: one draugr or monster of each colour
    "troll_blame": 1,  # B.43: everybody takes 1 Blame when nobody kills the troll
}

# ---------------------------------------------------------------- value sets

ENUMS: dict[str, tuple[str, ...]] = {
    "warrior": ("swordsman", "spearman", "axeman"),  # B.45: the three warrior dice
    "resource": ("food", "wood", "coins", "favor", "blame", "glory"),  # B.41
    "goods": ("food", "wood", "coins", "favor"),  # what a card may cost: Glory and Blame are not spent
    "colour": ("red", "yellow", "blue"),  # B.51: the enemy colours for sets
    "space": ("brown", "blue", "red"),  # B.40: brown resolve at once, blue restock, red reserve a fight
    "face": ("hit", "double-hit", "shield", "blank"),  # B.59: the kinds of face
    "stall": ("military", "economic"),  # B.36
    "enemy": ("troll", "draugr", "monster", "kraken"),
    # What "the most" may count (B.55): a destiny card's achievements.
    "tally": (
        "food",
        "wood",
        "coins",
        "favor",
        "glory",
        "blame",
        "trolls",
        "draugr",
        "monsters",
        "enemies",
        "warriors",
        "runes",
    ),
}

# ---------------------------------------------------------------- fields


def enemy_fields(reward_doc: str) -> tuple[FieldSpec, ...]:
    """What every enemy card shows (B.46, B.47): its health, its attack, its reward, forbidden warriors."""
    return (
        FieldSpec(
            "health",
            "int",
            required=True,
            min=1,
            max=30,
            doc="its Defense: the damage in one fight that kills it (B.46, B.47)",
            summary="health {value}",
            summary_rank=10,
            export=True,
        ),
        FieldSpec(
            "attack",
            "int",
            default=1,
            min=0,
            max=10,
            doc="warrior dice its foe loses each combat round, less one per shield rolled (B.47)",
            summary="attack {value}",
            summary_rank=11,
        ),
        FieldSpec(
            "reward",
            "amounts",
            required=True,
            enum="resource",
            min=0,
            max=20,
            doc=reward_doc,
            summary="reward {value}",
            summary_rank=13,
            export=True,
        ),
        FieldSpec(
            "forbids",
            "enums",
            enum="warrior",
            default=(),
            doc="warrior types that may not be assigned to it (B.42)",
            summary="no {value}",
            summary_rank=14,
        ),
    )


COLOUR = FieldSpec(
    "colour",
    "enum",
    required=True,
    enum="colour",
    doc="its colour, for the sets of three (B.51)",
    summary="{value}",
    summary_rank=12,
)
COST = FieldSpec(
    "cost",
    "amounts",
    enum="goods",
    min=0,
    max=20,
    doc="what it costs (food, wood, coins, favor)",
    summary="costs {value}",
    summary_rank=15,
    export=True,
)
GLORY = FieldSpec(
    "glory",
    "int",
    min=0,
    max=20,
    doc="the Glory it scores at the end of the game (B.53)",
    summary="{value} glory",
    summary_rank=16,
)

# ---------------------------------------------------------------- windows

WINDOWS = (
    P("when_placed", "when placed", "a worker is placed on this space (B.40)"),
    P("during_combat", "during combat", "in a fight of its owner's, before or between combat rounds (B.47)"),
    P("after_reroll", "after reroll", "after its owner spends Favor to reroll (B.47, B.58)"),
    P("when_killed", "when killed", "as the enemy takes lethal damage (B.47)"),
    P("when_revealed", "when revealed", "a journey card, turned up as its longship sails (B.43)"),
    P("after_journey", "after journey revealed", "once a journey card is turned up (B.56: the journey rune)"),
    P("at_clean_up", "at clean-up", "in the round's clean-up: workers back, blame handed out (B.52)"),
    P("round_start", "at start of round", "as the round's cards are set out (B.39)"),
    P("game_end", "at game end", "in the final scoring after round 8 (B.53)"),
)

# ---------------------------------------------------------------- costs

COSTS = (
    P("pay", "pay {n:count} {r:goods}", "pay food, wood, coins or favor"),
    P("discard_self", "discard this", "discard this card (a rune is used once, B.56)"),
)

# ---------------------------------------------------------------- effects

EFFECTS = (
    P("gain", "gain {n:count} {r:resource}", "the target gains food, wood, coins, favor, blame or glory"),
    P("lose", "lose {n:count} {r:resource}", "the target loses them (never below 0)"),
    P("gain_dice", "gain {n:count} {w:warrior} die|dice", "warrior dice from the supply, up to 8 in all (B.41)"),
    P("take_all_dice", "take all {w:warrior} dice", "every die of the type piled on this space (B.57, the smiths)"),
    P("add_dice", "add {n:count} {w:warrior} die|dice", "dice that join this fight only (B.56: a rune's bonus)"),
    P("lose_warriors", "lose {n:count} warrior|warriors", "warrior dice lost, the owner choosing (B.47, B.49)"),
    P("nothing", "nothing happens", "a journey with no effect (B.49)"),
    P(
        "fight_kraken",
        "fight kraken health {h:count} attack {a:count}",
        "the longship's warriors fight a kraken on the way (B.49)",
    ),
    P("first_player", "take first player", "take the first-player marker, or pass it left if held (B.57)"),
    P("look_journey", "look at {n:count} journey|journeys", "look at face-down journey cards (B.57, the Sage)"),
    P("draw_destiny", "draw {n:count} destiny|destinies", "draw secret destiny cards (B.57, the Sage)"),
    P("gain_worker", "gain {n:count} worker|workers", "a worker from the supply, once per player (B.57)"),
    P("hunt", "hunt", "the unassigned dice roll for food, at most 6 (B.43)"),
    P("deal_damage", "deal {n:count} damage", "damage tokens on the enemy fought (B.47)"),
    P("ignore_journey", "ignore journey", "the journey card just turned up has no effect (B.56)"),
    P("reroll", "reroll {n:count} die|dice", "roll again some committed dice, without Favor"),
    P("face_damage", "damage {w:warrior} {n:signed}", "each hit face of that die type deals N more (B.58)"),
    P("free_merchants", "merchant ships cost nothing", "the goods of merchant ships are free (B.58, Gylfir)"),
    P("destiny_draws", "destiny draws {n:signed}", "more destiny cards to choose from at the Sage (B.58)"),
    P("buy_longship", "buy a longship", "a private longship, paying its cost; one per player (B.57)"),
    P("buy_rune", "buy a rune", "one of the face-up runes, paying its cost (B.57)"),
    P("trade", "trade {n:count} {r:goods} for {m:count} {s:resource}", "an exchange of goods with the supply"),
)

# ---------------------------------------------------------------- conditions and quantities

CONDITIONS = (
    P("nobody_killed", "nobody killed it", "no player killed the enemy this round (B.43)"),
    P("most", "most {t:tally}", "the player has the most of it, alone or tied (B.55: the person icon)"),
    P("fighting", "fighting {e:enemy}", "the fight is against an enemy of that kind"),
    P("fighting_colour", "fighting {c:colour}", "the enemy fought has that colour (B.51)"),
    P("on_longship", "on longship", "the fight is on a distant shore, from a longship (B.43)"),
)

QUANTITIES = (
    P("tally", "{t:tally}", "how much of it the player has, or how many enemies of the kind they killed"),
    P("dice", "dice", "warrior dice the player holds (B.41)"),
    P("damage", "damage", "damage tokens on the enemy fought (B.47)"),
    P("sets", "enemy sets", "sets of one draugr or monster of each colour (B.51)"),
)

# ---------------------------------------------------------------- targets, counters, durations

TARGETS = (
    P("self", "you|yourself", "the card's owner (the default)"),
    P("other_player", "other|another player", "a player other than the owner, chosen"),
    P("each_player", "each|every player", "every player"),
    P("each_other_player", "each other player", "every player but the owner"),
    P("longship", "[the] longship", "the longship the journey sails, with its dice and food (B.43)"),
    P("enemy", "[the] enemy", "the enemy fought"),
)

COUNTERS = (
    P("tally", "{t:tally}", "each of those the player has (each draugr killed, each favor held)"),
    P("enemy_set", "enemy set", "each set of one enemy of each colour (B.51)"),
    P("shield", "shield rolled", "each shield face of the last roll (B.47)"),
)

DURATIONS = (
    P("end_of_combat", "end of combat", "until the current fight ends (B.48)"),
    P("end_of_round", "end of round", "until the round's clean-up (B.52)"),
)

CHOOSERS = (P("self", "you", "the card's owner chooses"),)

# ---------------------------------------------------------------- kinds

ENEMY_WINDOWS = frozenset({"when_killed", "during_combat", "at_clean_up"})
SPACE_WINDOWS = frozenset({"when_placed"})
SPACE_FIELDS = (
    FieldSpec(
        "workers",
        "int",
        default=1,
        min=0,
        max=20,
        doc="workers the space holds each round; 0 for any number (B.40, B.57: the Hunting Grounds)",
        summary="{value} worker{s}",
        summary_rank=18,
        quiet_default=True,
    ),
    COST,
)

KINDS = (
    KindSpec(
        "troll",
        "trolls",
        enemy_fields("what killing it gives: Glory, and the blame swap (B.43, B.50)"),
        ENEMY_WINDOWS,
        "attacks the town each round; if nobody kills it, everybody takes Blame (B.39, B.43)",
    ),
    KindSpec(
        "draugr",
        "draugr",
        (*enemy_fields("what killing it gives: coins (B.50)"), COLOUR),
        ENEMY_WINDOWS,
        "an undead raider near town, fought from the draugr spaces (B.39, B.43)",
    ),
    KindSpec(
        "monster",
        "monsters",
        (*enemy_fields("what killing it gives: Glory and Favor (B.50)"), COLOUR),
        ENEMY_WINDOWS,
        "a monster on a distant shore, reached by longship (B.39, B.43)",
    ),
    KindSpec(
        "journey",
        "journeys",
        (),
        frozenset({"when_revealed"}),
        "turned up as a longship sails to a distant shore: its losses come from the ship's load (B.43, B.49)",
    ),
    KindSpec(
        "rune",
        "runes",
        (COST, GLORY),
        frozenset({"during_combat", "after_journey", "after_reroll"}),
        "a one-use power bought at the Runesmith; its Glory counts used or not (B.56)",
    ),
    KindSpec(
        "destiny",
        "destinies",
        (),
        frozenset({"game_end"}),
        "a secret achievement, scored at the end: usually having the most of something (B.55)",
    ),
    KindSpec(
        "merchant-ship",
        "merchant-ships",
        (
            FieldSpec(
                "cost",
                "amounts",
                required=True,
                enum="goods",
                min=0,
                max=20,
                doc="the goods it asks (B.57)",
                summary="costs {value}",
                summary_rank=15,
                export=True,
            ),
            FieldSpec(
                "reward",
                "amounts",
                required=True,
                enum="resource",
                min=0,
                max=20,
                doc="what it gives for them",
                summary="reward {value}",
                summary_rank=13,
                export=True,
            ),
        ),
        frozenset({"when_placed"}),
        "a new ship each round at the Merchant's Quay: goods traded for Glory (B.39, B.57)",
    ),
    KindSpec(
        "leader",
        None,
        (
            FieldSpec(
                "warriors",
                "int",
                default=CONSTANTS["max_dice"],
                min=1,
                max=12,
                doc="the most warrior dice the leader's longhouse holds (B.37, B.41)",
                summary="{value} warriors",
                summary_rank=19,
                quiet_default=True,
            ),
        ),
        frozenset({"during_combat", "after_reroll", "when_placed", "game_end"}),
        "a viking leader board: its ability and its longhouse (B.37, B.58)",
        {"one_per_player": True},
    ),
    KindSpec(
        "warrior",
        None,
        (
            FieldSpec("is", "enum", required=True, enum="warrior", doc="which die type"),
            FieldSpec(
                "faces",
                "keyed",
                required=True,
                enum="face",
                min=0,
                max=CONSTANTS["die_sides"],
                total=CONSTANTS["die_sides"],
                doc="how many of its six faces are of each kind (B.59: assumed, the sources lack them)",
                summary="faces {value}",
                summary_rank=20,
            ),
            FieldSpec("dice", "int", min=1, max=20, doc="dice of the type in the supply (B.45)"),
        ),
        frozenset(),
        "a warrior die type: swordsmen the weakest, axemen the strongest (B.45, B.59)",
    ),
    KindSpec(
        "longship",
        None,
        (
            FieldSpec(
                "capacity",
                "int",
                required=True,
                min=1,
                max=20,
                doc="dice and food it carries together (B.42, B.57)",
                summary="capacity {value}",
                summary_rank=17,
            ),
            COST,
            GLORY,
            FieldSpec("public", "flag", default=False, doc="a public ship anyone may hire each round (B.57)"),
            FieldSpec("players", "int", default=2, min=2, max=4, doc="used only with this many players or more (B.36)"),
        ),
        SPACE_WINDOWS,
        "a public longship, or a private one bought at the Shipwright's Hut (B.57)",
    ),
    KindSpec(
        "market-stall",
        "stalls",
        (FieldSpec("stall", "enum", required=True, enum="stall", doc="military or economic (B.36)"), *SPACE_FIELDS),
        SPACE_WINDOWS,
        "an extra board space, set out by player count (B.36, B.57)",
    ),
    KindSpec(
        "location",
        None,
        (
            FieldSpec("space", "enum", required=True, enum="space", doc="brown, blue or red (B.40)"),
            *SPACE_FIELDS,
        ),
        SPACE_WINDOWS,
        "a space of the board where workers are placed (B.40, B.57)",
    ),
)

RULESET = register(
    Ruleset(
        name="midgard",
        title="Champions of Midgard",
        version="1",
        family="midgard",
        engine="",  # none yet: a later issue (docs/games.md)
        source="shared/seeds/004_45f17f2c100f67b2.txt",
        constants=CONSTANTS,
        vocabulary=Vocabulary(
            kinds={k.name: k for k in KINDS},
            enums=ENUMS,
            effects=EFFECTS,
            windows=WINDOWS,
            costs=COSTS,
            conditions=CONDITIONS,
            quantities=QUANTITIES,
            targets=TARGETS,
            counters=COUNTERS,
            durations=DURATIONS,
            choosers=CHOOSERS,
        ),
    )
)
