"""Maniacal: the vocabulary of shared/seeds/003 (and shared/spec/RULES-MANIACAL-MIDGARD.md, part A) as data.

Supervillains build secret-base rooms in a draft (build or sell), the rooms' attraction points pull
henchmen of four types along four attraction tracks, and teams of henchmen roll trait dice against
contracts for Infamy and money over three rounds. Every card kind of the game's components is here:
rooms, henchmen, contracts, supervillains, lackeys, mercenaries, powers, schemes, finale cards, the
automaton's hero cards, and the board's special locations.

No engine plays Maniacal yet (a later issue): the checker types its cards, the catalog holds them,
and `deckwright test`, `validate` and `simulate` say so plainly. The facts behind the numbers below
are marked in the spec ([C1], [C2], pre-pub); the names and texts are Deckwright's own.
"""

from __future__ import annotations

from toolkit.lang.vocabulary import FieldSpec, KindSpec, Pattern, Vocabulary
from toolkit.rulesets.registry import Ruleset, register

P = Pattern

# ---------------------------------------------------------------- constants
# Each number a rule defines, once (spec part A). Pre-pub numbers (weeks, contract weeks) are marked:
# the published game may differ, and this is the one place to correct them.
CONSTANTS: dict[str, int] = {
    "rounds": 3,  # A.2: three rounds of four phases
    "min_players": 2,  # A.33: 2 to 5 (the automaton is required with 2)
    "max_players": 5,
    "draft_hand": 5,  # A.6: five rooms dealt, three picks, the last two discarded
    "draft_picks": 3,
    "start_money": 8,  # A.5: $8 to the start player, +$1 per seat after
    "start_money_step": 1,
    "start_schemes": 1,
    "henchmen_per_type": 2,  # A.9: two of each type recruited per round
    "trait_max": 5,  # A.8: a trait runs from 1 to 5
    "weeks_round_1": 8,  # A.13 (pre-pub): the contract phase's time, per round
    "weeks_round_2": 10,
    "weeks_round_3": 12,
    "activation_weeks": 1,  # A.14 (pre-pub): activating an action room
    "location_weeks": 2,  # A.14 (pre-pub): visiting a special location
    "contract_weeks_near": 3,  # A.14, A.15 (pre-pub): a contract on a closest continent
    "contract_weeks_far": 5,
    "matching_icon_successes": 2,  # A.19: a trait icon on a contract recommending that trait
    "injury_tokens": 10,
}

# ---------------------------------------------------------------- value sets

ENUMS: dict[str, tuple[str, ...]] = {
    # A.8: the four attraction tracks and the henchman decks they recruit from.
    "henchman-type": ("beast", "criminal", "scientist", "mystic"),
    "trait": ("brawn", "stealth", "intellect", "magic"),
    # What a card pays or gives; weeks are the contract phase's time (A.13).
    "resource": ("money", "infamy", "weeks"),
    "currency": ("money",),  # what rooms and mercenaries cost (A.7)
    "prize": ("infamy", "money"),  # what contracts pay (A.22)
    "difficulty": ("easy", "hard", "legendary"),
    # A.12: six continent areas hold one contract each.
    "continent": ("north-america", "south-america", "europe", "africa", "asia", "australia"),
    # A.12: the board's special locations.
    "location": ("underground", "hoodlum-hospital", "lucifers-lounge"),
    # A.25: an action room is activated for a week and a henchman; a contract room helps on contracts.
    "room-type": ("action", "contract"),
}

# ---------------------------------------------------------------- fields


def trait_fields() -> tuple[FieldSpec, ...]:
    """A henchman's traits (A.8): each value is the number of dice of that trait it adds to a contract."""
    return tuple(
        FieldSpec(
            trait,
            "int",
            min=1,
            max=CONSTANTS["trait_max"],
            doc=f"{trait} dice this henchman adds to a contract's pool (A.8, A.18)",
            summary=f"{trait} {{value}}",
            summary_rank=20 + index,
        )
        for index, trait in enumerate(ENUMS["trait"])
    )


COST_MONEY = FieldSpec(
    "cost",
    "amounts",
    required=True,
    enum="currency",
    min=0,
    max=20,
    doc="what building it costs; selling it pays as much (A.7)",
    summary="costs {value}",
    summary_rank=11,
    export=True,
)
ATTRACTION = FieldSpec(
    "attraction",
    "keyed",
    enum="henchman-type",
    min=0,
    max=9,
    doc="attraction points the room adds to its builder's tracks, per henchman type (A.7)",
    summary="attraction {value}",
    summary_rank=12,
    export=True,
)
REWARD = FieldSpec(
    "reward",
    "amounts",
    required=True,
    enum="prize",
    min=0,
    max=30,
    doc="what completing it gives (A.22)",
    summary="reward {value}",
    summary_rank=13,
    export=True,
)
HENCHMAN_TYPE = FieldSpec(
    "type",
    "enum",
    required=True,
    enum="henchman-type",
    doc="its deck and attraction track (A.8)",
    summary="{value}",
    summary_rank=10,
)
HENCHMAN_COST = FieldSpec(
    "cost",
    "int",
    required=True,
    min=0,
    max=12,
    doc="attraction points its recruiter pays from the type's track (A.9)",
    summary="cost {value}",
    summary_rank=11,
)

# ---------------------------------------------------------------- windows

WINDOWS = (
    P("when_built", "when built", "as the room is built in the base-building phase (A.7)"),
    P("when_activated", "when activated", "an action room used in the contract phase: 1 week and a henchman (A.14)"),
    P("contract_phase", "contract phase", "in its owner's turn of the contract phase (contract rooms, A.25)"),
    P("henchmen_phase", "at start of henchmen phase", "as the henchmen phase begins (A.30, Gorgonex)"),
    P("when_recruited", "when recruited", "as the henchman joins its recruiter (A.9)"),
    P("contract_revealed", "when contract revealed", "after a contract is turned up to be attempted (A.20)"),
    P("on_success", "on contract success", "when a contract its owner attempts is completed (A.22)"),
    P("on_failure", "on contract failure", "when a contract its owner attempts fails (A.22)"),
    P("when_visited", "when visited", "a special location: as a villain spends 2 weeks there (A.14)"),
    P("any_time", "any time", "whenever its owner likes (schemes)"),
    P("at_clean_up", "at clean-up", "in the clean-up phase of each round"),
    P("game_end", "at game end", "after round 3, when Infamy is counted (A.27, the finale variant)"),
    P("base_building", "after build or sell", "after each of the three build-or-sell picks (A.32, the automaton)"),
)

# ---------------------------------------------------------------- costs

COSTS = (
    P("spend_weeks", "spend {n:count} week|weeks", "spend weeks of the contract phase's time (A.13)"),
    P("pay", "pay {n:count} {r:resource}", "pay money (or infamy, or weeks) from one's own supply"),
    P("exhaust_self", "exhaust this", "the card exhausts until it is refreshed (A.21)"),
    P("discard_self", "discard this", "discard this card (a scheme or power used once)"),
    P("discard_schemes", "discard {n:count} scheme|schemes", "discard schemes from hand"),
)

# ---------------------------------------------------------------- effects

EFFECTS = (
    P("gain", "gain {n:count} {r:resource}", "the target gains money, infamy or weeks"),
    P("lose", "lose {n:count} {r:resource}", "the target loses money, infamy or weeks (never below 0)"),
    P("steal", "steal {n:count} {r:resource}", "take money (or infamy) from the target"),
    P("gain_attraction", "gain {n:count} {t:henchman-type} attraction", "move up that attraction track"),
    P("gain_any_attraction", "gain {n:count} attraction", "move up attraction tracks, its owner choosing (A.30)"),
    P("lose_attraction", "lose {n:count} {t:henchman-type} attraction", "move down that attraction track"),
    P("lose_any_attraction", "lose {n:count} attraction", "move down attraction tracks, its owner choosing (A.30)"),
    P("draw_schemes", "draw {n:count} scheme|schemes", "draw from the scheme deck at the Underground"),
    P("draw_rooms", "draw {n:count} room|rooms", "draw secret-base rooms"),
    P("draw_contracts", "draw {n:count} contract|contracts", "look at and take contracts (finale, schemes)"),
    P("gain_power", "gain {n:count} power|powers", "a henchman of the team gets a superpower card (A.22, A.25)"),
    P("injure", "injure {n:count} henchman|henchmen", "the target's henchmen take an injury token (A.22, A.24)"),
    P("capture", "capture {n:count} henchman|henchmen", "the target's henchmen are captured: out of the game (A.22)"),
    P("heal", "heal {n:count} injury|injuries", "remove injury tokens (the Hoodlum Hospital, A.12)"),
    P("hire", "hire {n:count} mercenary|mercenaries", "take mercenaries from Lucifer's Lounge (A.12)"),
    P("refresh", "refresh {n:count} henchman|henchmen", "exhausted henchmen are ready again (A.21)"),
    P("refresh_all", "refresh everything", "every henchman and the supervillain are ready again (A.28)"),
    P("target_change", "successes needed {n:signed}", "the contract needs more (or fewer) successes (A.30)"),
    P("add_dice", "add {n:count} {trait:trait} die|dice", "more trait dice in the contract's pool (A.18)"),
    P("reroll", "reroll {n:count} die|dice", "roll again some of the contract's dice"),
    P("trait_bonus", "trait {trait:trait} {n:signed}", "a henchman's trait is higher (or lower): a power's bonus"),
    P("contract_weeks", "contract weeks {n:signed}", "attempting a contract takes more (or fewer) weeks (A.14)"),
    P("no_healing", "injuries never heal", "the owner's injured henchmen are never healed (A.23, Gorgonex)"),
    P("second_injury_captures", "second injury captures", "a henchman injured twice is captured (A.23, Gorgonex)"),
    P("arrest", "arrest {n:count} henchman|henchmen", "the automaton's heroes take henchmen out of the game (A.32)"),
)

# ---------------------------------------------------------------- conditions and quantities

CONDITIONS = (
    P("playing_strengths", "playing strengths", "the villains' strengths are in play (advanced rules, A.29)"),
    P("playing_weaknesses", "playing weaknesses", "the villains' weaknesses are in play (advanced rules, A.29)"),
    P("recommended", "recommended {trait:trait}", "the contract recommends that trait (A.17)"),
    P("difficulty", "difficulty {d:difficulty}", "the contract is of that difficulty"),
    P("on_continent", "contract in {c:continent}", "the contract lies on that continent (A.12)"),
    P("mixed_team", "mixed team", "the team holds henchmen of more than one type (A.30, Arctic Queen)"),
    P("team_has", "team has {t:henchman-type}", "a henchman of that type is on the team"),
    P("injured", "injured", "the henchman holds an injury token"),
)

QUANTITIES = (
    P("resource", "{r:resource}", "the player's money, infamy or weeks left"),
    P("attraction", "attraction {t:henchman-type}", "the player's score on that attraction track"),
    P("completed", "contracts completed", "contracts the player has completed"),
    P("completed_trait", "contracts completed {trait:trait}", "completed contracts that recommend the trait (A.28)"),
    P("henchmen", "henchmen", "henchmen the player has"),
    P("rooms", "rooms built", "rooms in the player's base"),
    P("injured", "injured henchmen", "the player's henchmen holding an injury"),
    P("team_size", "team size", "henchmen on the contract's team (A.17)"),
)

# ---------------------------------------------------------------- targets, counters, durations

TARGETS = (
    P("self", "you|yourself", "the card's owner (the default)"),
    P("other_player", "other|another player", "a player other than the owner, chosen when played"),
    P("each_player", "each|every player", "every player"),
    P("each_other_player", "each other player", "every player but the owner"),
    P("team", "[the] team", "the henchmen on the contract's team"),
    P("one_henchman", "one henchman", "one henchman of the owner's, chosen"),
    P("each_henchman", "each henchman", "every henchman of the target's"),
    P("villain", "[the] villain|supervillain", "the owner's supervillain"),
    P("contract", "[the] contract", "the contract being attempted"),
)

COUNTERS = (
    P("room_built", "room built", "each room in the owner's base"),
    P("team_henchman", "henchman on team", "each henchman on the contract's team"),
    P("typed_henchman", "{t:henchman-type} henchman", "each henchman of that type the owner has"),
    P("contract_completed", "contract completed", "each contract the owner has completed"),
    P("injured_henchman", "injured henchman", "each of the owner's henchmen holding an injury"),
)

DURATIONS = (
    P("end_of_contract", "end of contract", "until the contract being attempted is resolved"),
    P("end_of_phase", "end of phase", "until the current phase ends"),
    P("end_of_round", "end of round", "until the round's clean-up"),
)

CHOOSERS = (P("self", "you", "the card's owner chooses"),)

# ---------------------------------------------------------------- kinds

ROOM_WINDOWS = frozenset({"when_built", "when_activated", "contract_phase", "game_end"})
HENCHMAN_WINDOWS = frozenset({"when_recruited", "contract_revealed", "on_success", "on_failure"})
CONTRACT_WINDOWS = frozenset({"contract_revealed", "on_success", "on_failure"})
VILLAIN_WINDOWS = frozenset(
    {"henchmen_phase", "contract_revealed", "on_success", "on_failure", "contract_phase", "at_clean_up", "game_end"}
)
SCHEME_WINDOWS = frozenset({"any_time", "contract_revealed", "contract_phase", "henchmen_phase"})

KINDS = (
    KindSpec(
        "room",
        "rooms",
        (
            COST_MONEY,
            ATTRACTION,
            FieldSpec(
                "activation",
                "enum",
                enum="room-type",
                default="action",
                doc="an action room (1 week and a henchman) or a contract room (A.25)",
                summary="{value} room",
                summary_rank=14,
                quiet_default=True,
            ),
        ),
        ROOM_WINDOWS,
        "a secret-base room: drafted, then built (pay its cost, gain its attraction) or sold (A.6, A.7)",
    ),
    KindSpec(
        "henchman",
        "henchmen",
        (HENCHMAN_TYPE, HENCHMAN_COST, *trait_fields()),
        HENCHMAN_WINDOWS,
        "recruited by the highest score on its type's attraction track, paying its cost from it (A.8, A.9)",
    ),
    KindSpec(
        "contract",
        "contracts",
        (
            FieldSpec(
                "difficulty",
                "enum",
                required=True,
                enum="difficulty",
                doc="its deck: easy, hard or legendary (A.3)",
                summary="{value}",
                summary_rank=10,
                export=True,
            ),
            FieldSpec(
                "needs",
                "keyed",
                required=True,
                enum="trait",
                min=1,
                max=30,
                doc="the successes its team must roll with each trait's dice pool (A.17, A.18)",
                summary="needs {value}",
                summary_rank=12,
                export=True,
            ),
            FieldSpec(
                "team",
                "int",
                min=1,
                max=5,
                doc="henchmen the team needs (A.17)",
                summary="team of {value}",
                summary_rank=15,
            ),
            FieldSpec(
                "recommended",
                "enum",
                enum="trait",
                doc="its trait icon counts 2 successes on this contract (A.19)",
                summary="recommends {value}",
                summary_rank=14,
            ),
            REWARD,
        ),
        CONTRACT_WINDOWS,
        "a job on the world map: a team of henchmen rolls its trait dice against it (A.17, A.22)",
    ),
    KindSpec(
        "supervillain",
        None,
        (
            FieldSpec("base", "text", required=True, doc="where the villain's lair is (A.15)"),
            FieldSpec(
                "closest",
                "enums",
                required=True,
                enum="continent",
                doc="the two continents whose contracts take the fewest weeks (A.15)",
            ),
            FieldSpec("lackey", "text", required=True, doc="the name of the lackey card it starts with (A.4)"),
            FieldSpec("strength", "text", required=True, doc="the name of its unique strength (A.29)"),
            FieldSpec("weakness", "text", required=True, doc="the name of its unique weakness (A.29)"),
        ),
        VILLAIN_WINDOWS,
        "a player's villain: its strength's rules say `if playing strengths`, its weakness's `if playing weaknesses`",
        {"one_per_player": True},
    ),
    KindSpec(
        "lackey",
        None,
        (
            FieldSpec("villain", "text", required=True, doc="the supervillain it belongs to (A.4)"),
            *trait_fields(),
        ),
        HENCHMAN_WINDOWS,
        "the henchman each villain starts with; never recruited, and no other player may have it (A.8)",
        {"starts_with": True, "recruitable": False},
    ),
    KindSpec(
        "mercenary",
        "mercenaries",
        (
            FieldSpec(
                "hired-at",
                "enum",
                required=True,
                enum="location",
                doc="the special location that hires it out (A.8, A.12: Lucifer's Lounge)",
                summary="hired at {value}",
                summary_rank=15,
            ),
            COST_MONEY,
            *trait_fields(),
        ),
        HENCHMAN_WINDOWS,
        "a henchman hired only at a special location, never recruited by attraction (A.8)",
        {"recruitable": False},
    ),
    KindSpec(
        "power",
        "powers",
        (
            FieldSpec(
                "bonus",
                "keyed",
                enum="trait",
                min=-5,
                max=5,
                doc="what the superpower adds to its henchman's traits",
                summary="bonus {value}",
                summary_rank=16,
            ),
        ),
        frozenset({"contract_revealed", "on_success", "on_failure"}),
        "a superpower a henchman gains from a contract or a room (A.22, A.25)",
    ),
    KindSpec(
        "scheme",
        "schemes",
        (),
        SCHEME_WINDOWS,
        "a secret plot from the Underground, played on oneself or on another villain (A.5, A.24)",
    ),
    KindSpec(
        "finale",
        "finales",
        (),
        frozenset({"game_end"}),
        "the finale variant's secret objectives, worth Infamy at the end (A.28)",
    ),
    KindSpec(
        "hero",
        "heroes",
        (
            ATTRACTION,
            FieldSpec(
                "patrols",
                "enum",
                enum="continent",
                doc="where the hero spoils contracts in the contract phase (A.32)",
                summary="patrols {value}",
                summary_rank=17,
            ),
        ),
        frozenset({"base_building", "contract_phase"}),
        "a card of the D.O.P.E. Squad automaton: attraction for it, and a patrol (A.32)",
    ),
    KindSpec(
        "location",
        None,
        (
            FieldSpec("is", "enum", required=True, enum="location", doc="which special location of the board"),
            FieldSpec(
                "weeks",
                "int",
                default=CONSTANTS["location_weeks"],
                min=0,
                max=12,
                doc="the weeks a visit takes (A.14)",
                summary="{value} weeks",
                summary_rank=18,
            ),
        ),
        frozenset({"when_visited"}),
        "a special location of the board, visited in the contract phase (A.12, A.14)",
    ),
)

RULESET = register(
    Ruleset(
        name="maniacal",
        title="Maniacal",
        version="1",
        family="maniacal",
        engine="",  # none yet: a later issue (docs/games.md)
        source="shared/seeds/003_6165492e86dc9b3f.txt",
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
            # How the checker names these value sets to a designer (not the schema's hyphenated names).
            enum_names={"henchman-type": "henchman type", "room-type": "room type"},
        ),
    )
)
