"""Rule conflicts of the Munchkin family (V0103–V0122): cards that check cleanly but break the rules.

``toolkit.validate.conflicts`` runs the game-independent checks (conditions that can
never be true, V0101, or always are, V0102) with the :func:`condition_domain` given
here, then calls :func:`rule_conflicts` for the family's own. Each check cites the rule
it enforces, numbered for the game at hand (MUN-n in Munchkin, MKF-n in Kung Fu; see
docs/rules/). Every phrase key named below is one of the family vocabulary's
(toolkit/rulesets/munchkin_family.py); a key a check does not list is left alone, so
a phrase added to the vocabulary later is never flagged by mistake.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.logic import Capacity, Domain, Facts, Quantity, never, satisfiable
from toolkit.lang.model import Ability, Card, Choice, Compare, Cond, Effect, Term
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.spans import cond_span, cond_text, effects_of, field_span, header_span, span_text
from toolkit.rulesets.munchkin_family import DONE, RULE_NUMBERS
from toolkit.rulesets.munchkin_rules.reasons import plural

# ---------------------------------------------------------------- rule numbers


def cite(ruleset: Ruleset, mun: str, mkf: str) -> str:
    """A rule's number in the game at hand: ``cite(r, "34", "33")`` → 'MUN-34' or 'MKF-33'."""
    return _cite(ruleset.name == "munchkin-kungfu", mun, mkf)


@lru_cache(maxsize=512)
def _cite(kung_fu: bool, mun: str, mkf: str) -> str:
    if kung_fu:
        return ", ".join(f"MKF-{n.strip()}" for n in mkf.split(","))
    return ", ".join(f"MUN-{n.strip()}" for n in mun.split(","))


# ---------------------------------------------------------------- what the family's words mean

# Predicates that can hold only while a combat is going on (MUN-68, MKF-68: "in combat").
COMBAT_ONLY = frozenset({"in_combat", "helping", "alone", "fighting_tag", "hong_kong"})
# Windows in which no combat is going on: the owner's turn outside combat, the start of a turn.
NO_COMBAT_WINDOWS = frozenset({"your_turn", "outside_combat", "start_of_turn"})
# Windows whose rules happen on their own, to a monster's or curse's victim: no one uses them.
TRIGGERED_WINDOWS = frozenset({"bad_stuff", "when_killed", "when_played", "next_combat"})
# Windows whose effects fall on a victim rather than on the card's own player.
VICTIM_WINDOWS = frozenset({"bad_stuff", "when_played", "next_combat"})
# Windows in which a level comes from a kill (MUN-78, MUN-90): it may reach the winning level.
KILL_WINDOWS = frozenset({"helped_kill", "when_killed"})
# Kinds that act only through their rules, once, when played (MUN-64, MUN-66, MUN-84, MUN-85, MUN-99).
CURSE_KINDS = frozenset({"curse", "trap"})
ONE_USE_KINDS = frozenset({"one-shot", "go-up-a-level", "wandering-monster", "double-strike"})
# Kinds that have a victim: the player a curse or trap hits, the player a monster catches.
VICTIM_KINDS = CURSE_KINDS | {"monster"}

# What each action may act on. A target names players, monsters, a side or a hand.
PLAYERS = frozenset({"self", "player", "victim", "any_player", "other_player", "each_player", "helper", "selected"})
MONSTERS = frozenset({"monster", "one_monster", "all_monsters"})
SIDES = frozenset({"either_side"})
HANDS = frozenset({"hand"})


@dataclass(frozen=True)
class Acts:
    """What an action may act on, and the rules (Munchkin, Kung Fu) that say what it does."""

    on: frozenset[str]
    mun: str
    mkf: str
    what: str  # "players", "monsters", ...


_P, _M = "players", "monsters"
ACTIONS: dict[str, Acts] = {
    "strength": Acts(PLAYERS | MONSTERS | SIDES, "70, 71", "69, 70", "a player, a monster or a side"),
    "treasure_bonus": Acts(MONSTERS, "78", "77", _M),
    "escape_bonus": Acts(PLAYERS, "93", "92", _P),
    "auto_escape": Acts(PLAYERS | MONSTERS, "95", "94", "the runner or the monsters escaped"),
    "no_escape": Acts(PLAYERS, "96", "95", _P),
    "no_pursuit": Acts(PLAYERS, "95", "94", _P),
    "lose_levels": Acts(PLAYERS, "34", "33", _P),
    "gain_levels": Acts(PLAYERS, "34", "33", _P),
    "lose_gear": Acts(PLAYERS, "101", "99", _P),
    "lose_cards": Acts(PLAYERS, "21", "21", _P),
    "die": Acts(PLAYERS, "102", "100", _P),
    "draw_doors": Acts(PLAYERS, "17", "17", _P),
    "draw_treasures": Acts(PLAYERS, "17", "17", _P),
    "wins_ties": Acts(PLAYERS, "72", "71", _P),
    "hand_limit": Acts(PLAYERS, "23", "23", _P),
    "unlimited_big": Acts(PLAYERS, "55", "54", _P),
    "extra_slot": Acts(PLAYERS, "44", "39, 44", _P),
    "steal_items": Acts(PLAYERS, "42", "42", "the player stolen from"),
    "add_monster": Acts(PLAYERS | HANDS, "84", "83", "the hands monsters come from"),
    "add_tagged_monster": Acts(PLAYERS | HANDS, "84", "83", "the hands monsters come from"),
    "copy_monster": Acts(MONSTERS, "85", "84", _M),
    "win_game": Acts(PLAYERS, "109", "108", _P),
    "usable": Acts(frozenset(), "51", "50", "it restricts the item itself"),
    "free_help": Acts(PLAYERS, "88", "86", _P),
    "change_gender": Acts(PLAYERS, "5", "5", _P),
    "monster_flees": Acts(MONSTERS, "77", "76", _M),
    "level_bonus_only": Acts(frozenset(), "71", "90", "it describes the item itself"),
}
# The language's parts (moves.py): the card selector in the phrase says which cards, and whose.
_CARDS = "its card selector names the cards, and whose"
ACTIONS.update(
    {
        "move_take": Acts(frozenset(), "17", "17", _CARDS),
        "move_discard": Acts(frozenset(), "17", "17", _CARDS),
        "move_give": Acts(frozenset({"selected"}), "61", "60", _CARDS),
        "move_steal": Acts(frozenset(), "42", "42", _CARDS),
        "move_return": Acts(frozenset(), "17", "17", _CARDS),
        "cancel": Acts(frozenset(), "16", "16", "it cancels the card being played"),
        "waive": Acts(frozenset(), "51", "50", _CARDS),
    }
)

# Rule numbers (numbers.py): each belongs to a player, and its rule is where the number is read.
_NUMBER_RULES = {
    "hand_limit": ("23", "23"),
    "helpers": ("86", "86"),
    "big_items": ("55", "54"),
    "kill_levels": ("78", "77"),
    "kill_treasures": ("79", "78"),
    "escape_roll": ("91", "90"),
}
for _number in RULE_NUMBERS:
    _mun, _mkf = _NUMBER_RULES.get(_number.name, ("52", "51"))  # the slots: MUN-52, MKF-51 (equipment)
    for _key in (_number.set_key, _number.change_key):
        ACTIONS.setdefault(_key, Acts(PLAYERS, _mun, _mkf, _P))

# Actions that need a combat to act in, unless they last ("until ..."): MUN-70, MUN-75, MUN-84, MUN-95.
COMBAT_ACTIONS = frozenset(
    {
        "strength",
        "treasure_bonus",
        "escape_bonus",
        "auto_escape",
        "no_escape",
        "monster_flees",
        "add_monster",
        "add_tagged_monster",
        "copy_monster",
    }
)
# Actions that happen once, at a moment: a line outside a rule (no window) gives them none. One list
# with the family vocabulary's refusals (E0119).
ONE_TIME_ACTIONS = DONE
DISCARD_COSTS = frozenset(
    {"discard_cards", "discard_up_to", "discard_hand", "discard_items", "discard_self", "discard_level_card"}
)


# ---------------------------------------------------------------- the conditions' domain


def condition_domain(ruleset: Ruleset) -> Domain:
    """The family's conditions as data, for the game-independent checks (V0101, V0102)."""
    c = ruleset.constants
    quantities = {
        "level": Quantity(c["min_level"], c["winning_level"], "a player's level", cite(ruleset, "34", "33")),
        "roll": Quantity(1, c["die_sides"], "a roll of the die", cite(ruleset, "1, 41", "1, 41")),
        "hand_size": Quantity(0, None, "the number of cards in a hand", cite(ruleset, "21", "21")),
        "items": Quantity(0, None, "the number of items carried", cite(ruleset, "50", "49")),
        "monsters": Quantity(0, None, "the number of monsters in a combat", cite(ruleset, "81", "80")),
    }
    if c.get("monster_level_floor"):
        quantities["monster_level"] = Quantity(1, None, "a monster's level", "MKF-11")
    categories = set(ruleset.vocabulary.enums.get("category", ()))
    capacities = {"gender": Capacity(1, "a player has one gender at a time", cite(ruleset, "5", "5"))}
    known = {pattern.key for pattern in ruleset.vocabulary.conditions}
    for key, category in (("has_race", "race"), ("has_class", "class")):
        if key not in known:
            continue
        base = c.get(f"{category}s", 1)
        most = base + 1 if category in categories else base  # MUN-44: Half-Breed, Super Munchkin: two
        rule = cite(ruleset, "39, 44", "38, 44")
        capacities[key] = Capacity(most, f"a player has at most {_count(most, category)} at a time", rule)
    combat = cite(ruleset, "68", "68")

    def no_combat(situation: str) -> Facts:
        return Facts(situation, false=COMBAT_ONLY, ranges={"monsters": (0, 0)})

    def in_combat(situation: str, *more: str) -> Facts:
        return Facts(situation, true=frozenset({"in_combat", *more}), ranges={"monsters": (1, None)})

    windows = {
        "your_turn": no_combat(f"its owner's turn outside combat has no combat going on ({combat})"),
        "outside_combat": no_combat(f"no combat is going on then ({combat})"),
        "start_of_turn": no_combat(f"a turn begins with no combat going on ({cite(ruleset, '24', '24')})"),
        "running_away": in_combat(f"a runner is in the combat they run from ({cite(ruleset, '91', '91')})"),
        "bad_stuff": in_combat(f"bad stuff strikes a player caught in a combat ({cite(ruleset, '94', '93')})"),
        "next_combat": in_combat(f"it strikes as its victim's combat begins ({cite(ruleset, '100', '98')})"),
        "helped_kill": in_combat(f"its owner is the helper of the combat ({cite(ruleset, '90', '88')})", "helping"),
    }
    meanings = {  # the rules that say what each condition of the family means
        "has_race": cite(ruleset, "35", "34"),
        "has_class": cite(ruleset, "35", "34"),
        "has_style": cite(ruleset, "35", "34"),
        "fighting_tag": cite(ruleset, "73", "72"),
        "in_combat": combat,
        "helping": cite(ruleset, "86", "85"),
        "alone": cite(ruleset, "79", "78"),
        "has_gear": cite(ruleset, "101", "99"),
        "gender": cite(ruleset, "5", "5"),
        "hong_kong": "MKF-89",
        "monster_level": cite(ruleset, "71", "70"),
    }
    return Domain(quantities, capacities, windows, meanings)


def _count(n: int, noun: str) -> str:
    """'one race', 'two classes'."""
    number = {1: "one", 2: "two", 3: "three"}.get(n, str(n))
    if n == 1:
        return f"{number} {noun}"
    return f"{number} {plural(noun)}"


def _equip_facts(ruleset: Ruleset) -> Facts:
    return Facts(
        f"items are equipped only while no combat is going on ({cite(ruleset, '53', '52')})",
        false=COMBAT_ONLY,
        ranges={"monsters": (0, 0)},
    )


# ---------------------------------------------------------------- the checks


@dataclass
class _Check:
    ruleset: Ruleset
    domain: Domain
    out: list[Diagnostic]

    def cite(self, mun: str, mkf: str) -> str:
        return cite(self.ruleset, mun, mkf)

    def report(
        self,
        code: str,
        message: str,
        span: Span | None,
        hint: str,
        severity: Severity = Severity.ERROR,
    ) -> None:
        self.out.append(Diagnostic(code, message, span, severity, hint=hint))

    @property
    def winning(self) -> int:
        return self.ruleset.constants["winning_level"]

    @property
    def lowest(self) -> int:
        return self.ruleset.constants["min_level"]


def rule_conflicts(ruleset: Ruleset, cards: Sequence[Card]) -> list[Diagnostic]:
    """The family's rule conflicts (V0103–V0122) in the cards of one game."""
    check = _Check(ruleset, condition_domain(ruleset), [])
    for card in cards:
        for rule in _CHECKS:
            rule(check, card)
    return check.out


def _rules(card: Card) -> Iterator[tuple[Ability, Effect]]:
    for ability in card.abilities:
        for effect in effects_of(ability.effects):
            yield ability, effect


def _text(card: Card, term: Term | None, fallback: str = "") -> str:
    if term is None:
        return fallback
    return span_text(card, term.span) or term.key.replace("_", " ")


class _Lazy:
    """A phrase's text, read from the card's source only if a message is written."""

    __slots__ = ("card", "item")

    def __init__(self, card: Card, item: Term | Effect) -> None:
        self.card, self.item = card, item

    def __str__(self) -> str:
        if isinstance(self.item, Effect):
            return span_text(self.card, self.item.span) or self.item.action.key.replace("_", " ")
        return _text(self.card, self.item)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _window_text(card: Card, ability: Ability) -> str:
    return _text(card, ability.window, "no timing window")


def _conditions(ability: Ability, effect: Effect) -> list[Cond]:
    return [c for c in (ability.condition, effect.condition) if c is not None]


# V0103, V0104 — levels: only a kill reaches the winning level (MUN-14, MKF-14); no level above it (MUN-34).
def _level_gains(check: _Check, card: Card) -> None:
    room = check.winning - check.lowest  # levels between the lowest level and the winning one
    for ability, effect in _rules(card):
        if effect.action.key != "gain_levels":
            continue
        window = ability.window.key if ability.window else None
        n = int(effect.action.args.get("n", 0))
        said = f"go up {n} level{'s' if n != 1 else ''}"
        by_kill = window in KILL_WINDOWS
        if by_kill and n > room:
            check.report(
                "V0103",
                f"'{said}' is more than anyone can gain: no gain takes a player above level {check.winning} "
                f"({check.cite('34', '33')}), and from level {check.lowest} that is {room} at most",
                effect.action.span,
                hint=f"write at most 'go up {room} levels'",
            )
        elif not by_kill and n >= room:
            check.report(
                "V0103",
                f"'{said}' can never be gained in full: levels from anything but a kill stop below level "
                f"{check.winning} ({check.cite('14', '14')}), and from level {check.lowest} that is "
                f"{room - 1} at most",
                effect.action.span,
                hint=f"write at most 'go up {room - 1} levels'; to let the player win, say so: "
                f"win the game ({check.cite('109', '108')})",
            )
        elif not by_kill and (effect.target is None or effect.target.key in ("self", "player", "victim")):
            conds = _conditions(ability, effect)
            facts = check.domain.window(window)
            if not conds or satisfiable(conds, check.domain, facts) is not True:
                continue
            below = Compare(Term("level"), "<=", check.winning - 1 - n)
            if never(below, check.domain, facts, conds):
                guard = " and ".join(cond_text(card, c) for c in conds)
                check.report(
                    "V0104",
                    f"'{said}' applies only where '{guard}' holds, which would bring the player to level "
                    f"{check.winning} without a kill: the rules refuse it ({check.cite('14', '14')}), so it never "
                    "happens",
                    effect.action.span,
                    hint=f"to let the player win, say so explicitly: win the game ({check.cite('109', '108')}); "
                    "otherwise lower the level in the condition",
                )


# V0105, V0106 — winning without level 10: only through a card that says its player wins (MUN-109, MKF-108).
def _wins(check: _Check, card: Card) -> None:
    rule = check.cite("109", "108")
    for ability, effect in _rules(card):
        if effect.action.key != "win_game" or ability.window is None:
            continue  # outside a rule it never happens at all: V0116
        window = ability.window.key
        if effect.target is not None and effect.target.key != "self":
            check.report(
                "V0105",
                f"'{span_text(card, effect.span) or 'win the game'}': only the player who plays a card can win by it "
                f"({rule}), not '{_text(card, effect.target)}'",
                effect.target.span,
                hint="remove the target: 'win the game' is always its own player's",
            )
        elif window == "on_death":
            check.report(
                "V0105",
                f"'win the game' in '{_window_text(card, ability)}' can never happen: a dead player cannot win "
                f"({cite(check.ruleset, '104, 109', '102, 108')})",
                effect.action.span,
                hint="use a window in which its player is alive, such as 'your turn'",
            )
        elif window in VICTIM_WINDOWS:
            check.report(
                "V0105",
                f"'win the game' in '{_window_text(card, ability)}' would make the {card.kind}'s victim win: only "
                f"the player who plays a card can win by it ({rule})",
                effect.action.span,
                hint="a victory belongs on a card its player uses: a special or a treasure in 'your turn'",
            )
        elif ability.condition is None and effect.condition is None:
            check.report(
                "V0106",
                f"'win the game' with no condition: whoever plays '{card.name}' wins at once, at any level ({rule})",
                effect.action.span,
                hint="give it a condition, for example: your turn, if level = 9, discard 3 items: win the game",
                severity=Severity.WARNING,
            )


# V0107, V0108, V0109 — restricted items: equipped only by whom they allow (MUN-51), never in combat (MUN-53).
def _usable(check: _Check, card: Card) -> None:
    rule = check.cite("51", "50")
    for _, effect in _rules(card):
        if effect.action.key == "usable":
            check.report(
                "V0109",
                f"'usable' inside a rule is never read: an item's restriction is a line of its own ({rule})",
                effect.action.span,
                hint="write it on its own line: usable if "
                + (cond_text(card, effect.condition) if effect.condition else "class wizard"),
            )
    restrictions = [e for e in card.statics if e.action.key == "usable"]
    if not restrictions:
        return
    if card.kind != "item":
        check.report(
            "V0109",
            f"'usable' restricts nothing on a {card.kind}: only items are restricted to some players ({rule})",
            restrictions[0].action.span,
            # The card's own condition, as written ('if class thief: ...'), not an example's.
            hint="remove the line, or put the condition on the card's rules: "
            + (f"if {cond_text(card, restrictions[0].condition)}: ..." if restrictions[0].condition else "if ...: ..."),
        )
        return
    conds: list[Cond] = []
    for effect in restrictions:
        if effect.condition is None:
            check.report(
                "V0108",
                f"'usable' without a condition restricts nobody: anyone may equip the item anyway ({rule})",
                effect.action.span,
                hint="say who may use it, for example: usable if class wizard; or remove the line",
                severity=Severity.WARNING,
            )
            continue
        if never(effect.condition, check.domain):
            continue  # V0101 says so already
        if never(effect.condition, check.domain, _equip_facts(check.ruleset)):
            check.report(
                "V0107",
                f"nobody can ever equip '{card.name}': 'usable if {cond_text(card, effect.condition)}' holds only "
                f"during a combat, and {_equip_facts(check.ruleset).situation}; so its bonus never counts ({rule})",
                cond_span(card, effect.condition),
                hint="a bonus that applies only in combat is a rule of its own, for example: "
                "if fighting undead: strength +2",
            )
            continue
        if conds and never(effect.condition, check.domain, given=conds):
            others = " and ".join(cond_text(card, c) for c in conds)
            check.report(
                "V0107",
                f"nobody can ever equip '{card.name}': 'usable if {cond_text(card, effect.condition)}' and "
                f"'usable if {others}' can never hold together ({rule})",
                cond_span(card, effect.condition),
                hint=f"if either may use it, write one line: usable if {others} or {cond_text(card, effect.condition)}",
            )
            continue
        conds.append(effect.condition)


# V0110 — equipment: a headgear, an armor, a footgear, two hands (MUN-52, MKF-51).
def _slots(check: _Check, card: Card) -> None:
    if card.kind != "item":
        return
    slot, hands = card.fields.get("slot"), card.fields.get("hands")
    if slot and hands:
        check.report(
            "V0110",
            f"an item takes a body slot or hands, not both: '{card.name}' says {slot} and {hands} hand(s) "
            f"({check.cite('52', '51')})",
            field_span(card, "hands") or header_span(card),
            hint=f"keep 'slot {slot}' for headgear, armor or footgear, or 'hands {hands}' for something held; "
            "remove the other line",
        )


# V0111 — targets: each action acts on players, monsters, a side or a hand (the rules cited per action).
def _targets(check: _Check, card: Card) -> None:
    has_victim = card.kind in VICTIM_KINDS
    for effect in _all_effects(card):
        target = effect.target
        acts = ACTIONS.get(effect.action.key)
        if target is None:
            continue
        said, action = _Lazy(card, target), _Lazy(card, effect.action)
        if target.key == "victim" and not has_victim:
            check.report(
                "V0111",
                f"'{action} on {said}': a {card.kind} has no victim; only curses, traps and monsters' bad stuff "
                f"strike one ({check.cite('94, 99', '93, 97')})",
                target.span,
                hint="name whom it acts on: you, the player, any player, another player",
            )
        elif acts is not None and target.key in PLAYERS | MONSTERS | SIDES | HANDS and target.key not in acts.on:
            acts_on = f"it acts on {acts.what}" if acts.on else f"it takes no target: {acts.what}"
            check.report(
                "V0111",
                f"'{action}' cannot act on '{said}': {acts_on} ({check.cite(acts.mun, acts.mkf)})",
                target.span,
                hint=f"name {acts.what} instead" if acts.on else "remove the target",
            )
        elif effect.action.key == "steal_items" and target.key == "self":
            check.report(
                "V0111",
                f"'{action} on {said}': a player cannot steal from themselves ({check.cite('42', '42')})",
                target.span,
                hint="steal from another player: steal 1 item on other player",
            )
    for ability in card.abilities:
        for choice in _choices(ability.effects):
            if choice.chooser is not None and choice.chooser.key == "victim" and not has_victim:
                check.report(
                    "V0111",
                    f"'choose victim': a {card.kind} has no victim to choose; only curses, traps and monsters' "
                    f"bad stuff strike one ({check.cite('94, 99', '93, 97')})",
                    choice.chooser.span,
                    hint="let its player choose: choose you [...]",
                )


def _all_effects(card: Card) -> Iterator[Effect]:
    yield from card.statics
    for ability in card.abilities:
        yield from ability.costs
        yield from effects_of(ability.effects)


def _choices(items: Sequence[Effect | Choice]) -> Iterator[Choice]:
    for item in items:
        if isinstance(item, Choice):
            yield item
            for option in item.options:
                yield from _choices(option)


# V0112 — an effect that needs a combat (MUN-68), or that no rule allows in its window (MUN-42, MKF-42).
def _window_effects(check: _Check, card: Card) -> None:
    kung_fu = check.ruleset.name == "munchkin-kungfu"
    for ability, effect in _rules(card):
        if ability.window is None:
            continue
        window = ability.window.key
        key = effect.action.key
        said = _Lazy(card, effect)
        if window in NO_COMBAT_WINDOWS and key in COMBAT_ACTIONS and effect.duration is None:
            acts = ACTIONS[key]
            check.report(
                "V0112",
                f"'{said}' acts on a combat, and in '{_window_text(card, ability)}' none is going on "
                f"({check.cite('68', '68')}; {check.cite(acts.mun, acts.mkf)}): it never does anything",
                effect.action.span,
                hint="use 'during combat' (or 'any time'), or make it last: ... until end of turn",
            )
        elif key == "steal_items" and (window == "running_away" or (kung_fu and window == "during_combat")):
            who = "while any combat is going on" if kung_fu else "by a player in combat"
            check.report(
                "V0112",
                f"'{said}' in '{_window_text(card, ability)}' can never happen: no item is stolen {who} "
                f"({check.cite('42', '42')})",
                effect.action.span,
                hint="steal outside combat: outside combat, discard 1 card: steal 1 item on other player",
            )


# V0113, V0114, V0115 — costs: paid by the player who uses an ability, in its window (MUN-36, MUN-40).
def _costs(check: _Check, card: Card) -> None:
    for ability in card.abilities:
        window = ability.window.key if ability.window else None
        if ability.costs and (window is None or window in TRIGGERED_WINDOWS):
            first = ability.costs[0]
            check.report(
                "V0113",
                f"'{span_text(card, first.span) or first.action.key}' is never paid: "
                + _why_unpaid(check, card, window),
                first.span,
                hint="drop the cost, or give the card a rule its player uses: during combat, discard 1 card: ...",
            )
        elif ability.costs and ability.condition is not None:
            _cost_against_condition(check, card, ability)
        discards = any(cost.action.key in DISCARD_COSTS for cost in ability.costs)
        if not discards:
            for effect in effects_of(ability.effects):
                _counts_discards(check, card, effect)
    for effect in card.statics:
        _counts_discards(check, card, effect)


def _why_unpaid(check: _Check, card: Card, window: str | None) -> str:
    if window is None and card.kind not in CURSE_KINDS:
        rule = check.cite("36", "35")
        return f"a rule without a timing window lasts while the card is in play and is never used ({rule})"
    if window in (None, "when_played", "next_combat"):
        return (
            f"a {card.kind} strikes its victim on its own, and nobody chooses to pay "
            f"({check.cite('99, 100', '97, 98')})"
        )
    if window == "when_killed":
        return f"it happens on its own when the monster is killed ({check.cite('78', '77')})"
    return f"bad stuff strikes on its own when the monster catches a player ({check.cite('94', '93')})"


def _cost_against_condition(check: _Check, card: Card, ability: Ability) -> None:
    assert ability.condition is not None
    facts = check.domain.window(ability.window.key if ability.window else None)
    if satisfiable([ability.condition], check.domain, facts) is not True:
        return  # V0101 says so already
    for cost in ability.costs:
        need = _cost_needs(cost)
        if need is None:
            continue
        if never(need[0], check.domain, facts, (ability.condition,)):
            check.report(
                "V0114",
                f"'{span_text(card, cost.span) or cost.action.key}' can never be paid where "
                f"'{cond_text(card, ability.condition)}' holds: it needs {need[1]} ({check.cite('40', '40')})",
                cost.span,
                hint="change the rule's condition or the cost so that both can be met",
            )


def _cost_needs(cost: Effect) -> tuple[Cond, str] | None:
    """What a cost needs the player to hold, as a condition (MUN-40: a hand to discard has a card)."""
    key, n = cost.action.key, int(cost.action.args.get("n", 1))
    if key == "discard_hand":
        return Compare(Term("hand_size"), ">=", 1), "at least one card in hand"
    if key == "discard_level_card":
        return Compare(Term("hand_size"), ">=", n), f"{n} go-up-a-level card(s) in hand"
    if key == "discard_items":
        return Compare(Term("items"), ">=", n), f"{n} item(s) carried"
    return None


def _counts_discards(check: _Check, card: Card, effect: Effect) -> None:
    if effect.repeat is not None and effect.repeat.key == "discarded_card":
        check.report(
            "V0115",
            f"'for each {_text(card, effect.repeat)}' counts the cards its rule's cost discards, and this rule "
            f"discards none ({check.cite('40', '40')})",
            effect.repeat.span,
            hint="add a cost before the colon, for example: during combat, discard up to 3 cards: "
            "strength +1 for each card discarded",
        )


# V0116 — effects that never apply: a curse acts through its rules (MUN-99), a one-shot when used (MUN-64),
# a go-up-a-level card when played (MUN-66); and an action that happens once needs a window (MUN-36).
def _never_applies(check: _Check, card: Card) -> None:
    played = card.kind in CURSE_KINDS or card.kind in ONE_USE_KINDS
    if played and not card.statics and not card.abilities:
        rule = _acts_rule(check, card.kind)
        check.report(
            "V0116",
            f"{_article(card.kind)} {card.kind} acts only through its rules, and '{card.name}' has none: "
            f"it does nothing ({rule})",
            header_span(card),
            hint=_rule_example(card.kind),
        )
        return
    lasting = [(None, e) for e in card.statics] + [
        (a, e) for a in card.abilities if a.window is None for e in effects_of(a.effects)
    ]
    for ability, effect in lasting:
        said = _Lazy(card, effect)
        if played and (ability is None or card.kind not in CURSE_KINDS):
            rule = _acts_rule(check, card.kind)
            check.report(
                "V0116",
                f"'{said}' never applies: {_article(card.kind)} {card.kind} acts only through its rules, "
                f"once, and this line has no timing window ({rule})",
                effect.span,
                hint=_rule_example(card.kind, said, _guard_text(card, ability)),
            )
        elif not played and effect.action.key in ONE_TIME_ACTIONS:
            check.report(
                "V0116",
                f"'{said}' never happens: it happens once, at a moment, and a line without a timing window "
                f"gives it none ({check.cite('36', '35')})",
                effect.span,
                hint=f"put it in a rule with a timing window, for example: during combat: {said}",
            )
    for _, effect in _rules(card):  # a card in a pile or a deck is nobody's: nothing to return it to
        if effect.action.key == "move_return" and _in_a_pile(effect.action.args.get("cards")):
            check.report(
                "V0116",
                f"'{_Lazy(card, effect)}' never happens: a card in a pile or a deck has no owner to return it to"
                f" ({check.cite('17', '17')})",
                effect.span,
                hint="take it (take the top card of the door discard pile) or give it to a player",
            )
        elif effect.action.key in _MOVE_KEYS and _in_the_combat(effect.action.args.get("cards")):
            # moves.py never moves a card of a combat under way: it leaves by the combat's own rules.
            check.report(
                "V0116",
                f"'{_Lazy(card, effect)}' never happens: the cards of a combat under way leave it only by its"
                f" own rules: a monster flees ({check.cite('77', '76')}), the rest go when the combat ends",
                effect.span,
                hint="to get rid of a monster, write: monster flees on one monster",
            )
    if not played and card.kind not in _IMPOSING_KINDS:
        for _, effect in lasting:
            _sets_no_better(check, card, effect)
    for _, effect in lasting:  # a waiver (a line of its own): moves._waives reads the owner's items only
        if effect.action.key == "waive" and _never_equipped(effect.action.args.get("cards")):
            check.report(
                "V0116",
                f"'{_Lazy(card, effect)}' never applies: a waiver lets its owner equip an item of theirs (E54),"
                " and an item there is never being equipped",
                effect.span,
                hint="name the owner's items: ignore one restriction of an item you carry",
            )
    for ability in card.abilities:  # E48: only a card being played can be cancelled
        if ability.window is not None and ability.window.key == "as_played":
            _cancels_a_played_card(check, card, ability)
            continue
        moved = False  # selectors.py: outside a cancel's window, "that card" is what an earlier effect moved
        for effect in effects_of(ability.effects):
            if effect.action.key == "cancel":
                check.report(
                    "V0116",
                    f"'{_Lazy(card, effect)}' never applies: only a rule whose window is 'when CARDS is played' "
                    f"has a card being played to cancel ({check.cite('16', '16')})",
                    effect.span,
                    hint="for example: when a monster-enhancer is played: cancel it",
                )
            elif not moved and _names_that_card(effect.action.args.get("cards")):
                check.report(
                    "V0116",
                    f"'{_Lazy(card, effect)}' never happens: 'that card' ('it') is the card being played, in a rule"
                    " whose window is 'when CARDS is played', or the cards an earlier effect of the rule moved,"
                    " and here there is neither",
                    effect.span,
                    hint="move a card first in the same rule: draw 1 treasure; give that card to another player",
                )
            moved = moved or effect.action.key in _MOVING_KEYS


# The kinds of card the engine offers to cancel as they are played (moves.cancelled: plays.curse, combat
# .enhance, and plays.use_ability for a card used up from the hand); tests/test_review3_cancel.py
# holds this to the engine's own sets.
CANCELLABLE_KINDS = CURSE_KINDS | ONE_USE_KINDS | {"monster-enhancer", "special"}
# The card-kinds a selector names that are never among them (items and monsters are put into play
# or fought, never "played" past a cancel).
_NEVER_PLAYED_KINDS = frozenset({"item", "big_item", "item_bonus", "slot", "tagged_item", "monster", "tagged_monster"})
# Card selectors that read a card's kind (selectors.matches); the others name cards in places, where a
# card being played never is.
_KIND_SELECTORS = frozenset({"all", "one", "some", "yours", "a_kind", "best_of"})


_MOVE_KEYS = frozenset({"move_take", "move_discard", "move_give", "move_steal", "move_return"})


# The kinds whose lines impose a rule number on a combat's players (numbers._modified: the scope "the
# combat"), rather than set their owner's own.
_IMPOSING_KINDS = frozenset({"monster", "monster-enhancer"})
_SET_NUMBERS = {n.set_key: n for n in RULE_NUMBERS if n.constant}


def _sets_no_better(check: _Check, card: Card, effect: Effect) -> None:
    """numbers._modified: a player's own card sets a number at least as good as the rule's, the best of
    them; one that sets it no better (`hand limit 3` on a race) never changes it."""
    number = _SET_NUMBERS.get(effect.action.key)
    own = effect.target is None or effect.target.key == "self"
    if number is None or not own or effect.duration is not None or number.constant is None:
        return
    base = check.ruleset.constants.get(number.constant)
    n = effect.action.args.get("n")
    if not isinstance(base, int) or not isinstance(n, int):
        return
    cap = check.ruleset.constants.get(number.high) if number.high else None
    if isinstance(cap, int) and n > cap and not number.lower_is_better:
        # The rules clamp it (step 5: at most max_helpers help, MUN-86): above the ceiling is the ceiling.
        check.report(
            "V0116",
            f"'{_Lazy(card, effect)}' never applies: the rules allow at most {cap} whatever a card says"
            f' (docs/language.md, "How a number is worked out", step 5), and the rule\'s own number is {base}',
            effect.span,
            hint=f"remove the line; '{number.words} +{n - base}' only undoes what lowers it (a monster's)",
        )
        return
    if (n < base) if number.lower_is_better else (n > base):
        return  # better than the rule's: it sets it
    said = _Lazy(card, effect)
    if n == base:
        hint = f"the rule's number is {base} already: remove the line, or change it: {number.words} +1"
        if number.lower_is_better:
            hint = f"the rule's number is {base} already: remove the line, or change it: {number.words} -1"
    else:
        hint = f"to make it {n}, change it: {number.words} {n - base:+d}"
    check.report(
        "V0116",
        f"'{said}' never applies: a card of its owner's own sets a rule number only where that is better than"
        f" the rule's {base} (the best of such cards wins, docs/language.md); {n} is no better",
        effect.span,
        hint=hint,
    )


# The effects that move cards a later "that card" of the same rule names (moves.moved).
_MOVING_KEYS = frozenset({"draw_doors", "draw_treasures", "steal_items"}) | _MOVE_KEYS


def _names_that_card(term: object) -> bool:
    return isinstance(term, Term) and term.key == "it"


def _never_equipped(term: object) -> bool:
    """Whether a card selector finds no item its owner could be equipping: a pile's, a deck's, the
    combat's, or the card being played (`it`)."""
    if not isinstance(term, Term):
        return False
    return term.key in ("top_discard", "top_deck", "it") or _in_a_pile(term) or _in_the_combat(term)


def _in_the_combat(term: object) -> bool:
    """Whether a card selector finds the cards of the combat (`a monster in the combat`)."""
    where = term.args.get("where") if isinstance(term, Term) else None
    return isinstance(where, Term) and where.key == "combat"


def _in_a_pile(term: object) -> bool:
    """Whether a card selector finds only cards of a draw or discard pile (selectors.py's places)."""
    if not isinstance(term, Term):
        return False
    if term.key in ("top_discard", "top_deck"):
        return True
    where = term.args.get("where")
    return isinstance(where, Term) and where.key in ("discard_pile", "deck")


def _cancels_a_played_card(check: _Check, card: Card, ability: Ability) -> None:
    """`when CARDS is played: cancel it` whose CARDS can never be a card played past a cancel (an item
    is put into play, a monster fought, a class taken: nobody is asked) would wait for nothing."""
    assert ability.window is not None
    term = ability.window.args.get("cards")
    if not isinstance(term, Term):
        return
    what = term.args.get("what") if term.key in _KIND_SELECTORS else None
    if term.key in _KIND_SELECTORS and isinstance(what, Term):
        kind = what.args.get("kind") if what.key == "kind" else None
        if what.key not in _NEVER_PLAYED_KINDS and (kind is None or kind in CANCELLABLE_KINDS):
            return
    kinds = sorted(k for k in check.ruleset.vocabulary.kinds if k in CANCELLABLE_KINDS)
    check.report(
        "V0116",
        f"'{_window_text(card, ability)}' never happens: only {', '.join(kinds)} cards are played past a "
        f"cancel ({check.cite('16', '16')})",
        ability.window.span if ability.window.span is not None else header_span(card),
        hint="for example: when a monster-enhancer is played: cancel it",
    )


def _guard_text(card: Card, ability: Ability | None) -> str | None:
    if ability is None or ability.condition is None:
        return None
    return cond_text(card, ability.condition)


def _acts_rule(check: _Check, kind: str) -> str:
    if kind in CURSE_KINDS:
        return check.cite("99", "97")
    return {
        "one-shot": check.cite("64", "62"),
        "go-up-a-level": check.cite("66", "63"),
        "wandering-monster": check.cite("84", "83"),
        "double-strike": check.cite("85", "84"),
    }.get(kind, check.cite("36", "35"))


def _rule_example(kind: str, said: str = "...", condition: str | None = None) -> str:
    window = "when played" if kind in CURSE_KINDS else "any time" if kind == "go-up-a-level" else "during combat"
    guard = f", if {condition}" if condition else ""
    return f"put it in a rule: {window}{guard}: {said}"


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" and not noun.startswith("one") else "a"


# V0117, V0118, V0119 — monsters: bad stuff for those caught (MUN-94), treasures for the kill (MUN-78),
# and a monster that will not pursue only those its condition names (MUN-95).
def _monsters(check: _Check, card: Card) -> None:
    if card.kind != "monster":
        return
    bad_stuff = [a for a in card.abilities if a.window is not None and a.window.key == "bad_stuff"]
    if not bad_stuff:
        check.report(
            "V0117",
            f"monster '{card.name}' has no bad stuff: a player it catches suffers nothing ({check.cite('94', '93')})",
            header_span(card),
            hint="add a rule such as: bad stuff: lose 1 level",
            severity=Severity.WARNING,
        )
    extra = [e for e in _all_effects(card) if e.action.key == "treasure_bonus" and e.action.args.get("n", 0) > 0]
    if card.fields.get("treasures") == 0 and not extra:
        check.report(
            "V0118",
            f"monster '{card.name}' gives no treasure: whoever kills it draws nothing ({check.cite('78', '77')})",
            field_span(card, "treasures") or header_span(card),
            hint="give it at least 'treasures 1'",
            severity=Severity.WARNING,
        )
    if not bad_stuff or any(e.action.key == "no_escape" for e in _all_effects(card)):
        return  # with no escape for some, "cannot" beats "can" (MUN-96) and the bad stuff still applies
    lasting = [(None, e) for e in card.statics] + [
        (a, e) for a in card.abilities if a.window is None for e in effects_of(a.effects)
    ]
    for ability, effect in lasting:
        if (
            effect.action.key == "no_pursuit"
            and effect.condition is None
            and (ability is None or not ability.condition)
        ):
            check.report(
                "V0119",
                f"'will not pursue' without a condition lets every runner go, so the bad stuff of '{card.name}' "
                f"can never apply ({check.cite('95, 94', '94, 93')})",
                effect.action.span,
                hint="say whom it lets go, for example: will not pursue if level <= 3; or remove its bad stuff",
            )


# V0120 — 'level bonus only': a Hong Kong item given to a Hong Kong monster (MKF-90); Munchkin has none.
def _level_bonus_only(check: _Check, card: Card) -> None:
    for effect in _all_effects(card):
        if effect.action.key != "level_bonus_only":
            continue
        if not check.ruleset.constants.get("hong_kong_bonus_only"):
            message = (
                "'level bonus only' never applies: no item is ever given to a monster in this game; a monster's "
                f"strength is its level, its bonuses and its enhancers ({check.cite('71', '70')})"
            )
            hint = "remove the line"
        elif card.kind != "item" or "hong-kong" not in card.tags:
            message = (
                f"'level bonus only' never applies to '{card.name}': only Hong Kong items (tag hong-kong) are given "
                "to Hong Kong monsters (MKF-90)"
            )
            hint = "tag the item: tags hong-kong; or remove the line"
        else:
            continue
        check.report("V0120", message, effect.action.span, hint=hint)


# V0121 — a rise of a capped rule number that has no room to rise: `helpers allowed +1`, where the rules
# allow at most one helper and one is the rule's own number (MUN-86), only undoes what lowered it.
_CAPPED_CHANGES = {n.change_key: n for n in RULE_NUMBERS if n.high is not None and n.constant is not None}


def _no_room_to_rise(check: _Check, card: Card) -> None:
    for effect in _all_effects(card):
        number = _CAPPED_CHANGES.get(effect.action.key)
        n = effect.action.args.get("n")
        if number is None or not isinstance(n, int) or n <= 0:
            continue
        base = check.ruleset.constants.get(number.constant or "")
        cap = check.ruleset.constants.get(number.high or "")
        if not isinstance(base, int) or not isinstance(cap, int) or base < cap:
            continue
        said = _Lazy(card, effect)
        check.report(
            "V0121",
            f"'{said}' does nothing alone: {number.words} is at most {cap} whatever a card says, and {base} without"
            f" one ({check.cite('86', '85')}): it only gives back what another card took (a monster's"
            f" '{number.words} {max(cap - 1, 0)}')",
            effect.span,
            hint=f"keep it only to undo a lower limit; remove the line if it was meant to let more than {cap} help",
            severity=Severity.WARNING,
        )


# V0122 — an escape roll below 1: a runner escapes when the roll plus their modifiers is the escape roll
# or more (MUN-92, MKF-92), and the rules never read the escape roll below 1 (numbers.clamp), so a card
# that sets it (or floors it) lower says what never happens. Above the die's sides it still makes sense:
# escape bonuses add to the roll. A change (`escape roll -1`) modifies it as a bonus does and stays valid.
_ESCAPE = next(n for n in RULE_NUMBERS if n.name == "escape_roll")


def _escape_roll_below_one(check: _Check, card: Card) -> None:
    low = _ESCAPE.low
    for effect in _all_effects(card):
        key, args = effect.action.key, effect.action.args
        if key == _ESCAPE.set_key:
            value, said, fix = args.get("n"), f"'{_Lazy(card, effect)}'", f"{_ESCAPE.words} {low}"
        elif key == _ESCAPE.change_key and args.get("floor") is not None:
            value, said, fix = args.get("floor"), f"the floor of '{_Lazy(card, effect)}'", f"never below {low}"
        else:
            continue
        if not isinstance(value, int) or value >= low:
            continue
        check.report(
            "V0122",
            f"{said} makes no sense: a runner escapes when the roll plus their modifiers is the escape roll or"
            f" more ({check.cite('92', '92')}), and the rules never read the escape roll below {low}:"
            f" {value} is read as {low}",
            effect.span,
            hint=f"write '{fix}', the lowest the rules read"
            + ("" if card.kind in _IMPOSING_KINDS else "; or, to run away without rolling: escape automatically"),
        )


_CHECKS: tuple[Callable[[_Check, Card], None], ...] = (
    _level_gains,
    _wins,
    _usable,
    _slots,
    _targets,
    _window_effects,
    _costs,
    _never_applies,
    _monsters,
    _level_bonus_only,
    _no_room_to_rise,
    _escape_roll_below_one,
)
