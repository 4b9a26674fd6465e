"""Evaluating a card's conditions for one player ("the subject").

On a player's own card the subject is that player; on a monster's card it is
the player the monster faces (MUN: monster bonuses against a race or class).
"""

from __future__ import annotations

from collections.abc import Callable

from toolkit.lang.model import COMPARISONS, AllOf, AnyOf, Compare, Cond, NotCond, Predicate, Term
from toolkit.rulesets.munchkin_rules import character, selectors
from toolkit.rulesets.munchkin_rules import numbers as _numbers
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player

_OPS = COMPARISONS


Test = Callable[[MunchkinState, Player], bool]

# Conditions are read before nearly every decision (`usable if`, guards, monsters' bonuses), so each
# is turned once into a function that tests it: no dispatch on its shape and key at every reading.
# Keyed by id(), the condition kept alive beside its test so the id cannot be reused; cleared when
# it grows large (cards loaded again and again in one process).
_TESTS: dict[int, tuple[Cond, Test]] = {}
_TESTS_LIMIT = 50_000


def holds(state: MunchkinState, cond: Cond, subject: Player) -> bool:
    entry = _TESTS.get(id(cond))
    if entry is None or entry[0] is not cond:
        if len(_TESTS) >= _TESTS_LIMIT:
            _TESTS.clear()
        entry = _TESTS[id(cond)] = (cond, _test(cond))
    return entry[1](state, subject)


def _test(cond: Cond) -> Test:
    """A function equal to holds_by_shape(state, cond, subject), operands tested in the same order."""
    if isinstance(cond, AllOf):
        parts = tuple(_test(c) for c in cond.operands)

        def all_of(state: MunchkinState, subject: Player) -> bool:
            for part in parts:  # noqa: SIM110 (a plain loop: no generator made per test)
                if not part(state, subject):
                    return False
            return True

        return all_of
    if isinstance(cond, AnyOf):
        parts = tuple(_test(c) for c in cond.operands)

        def any_of(state: MunchkinState, subject: Player) -> bool:
            for part in parts:  # noqa: SIM110 (a plain loop: no generator made per test)
                if part(state, subject):
                    return True
            return False

        return any_of
    if isinstance(cond, NotCond):
        inner = _test(cond.operand)
        return lambda state, subject: not inner(state, subject)
    if isinstance(cond, Compare):
        compare, key, value = _OPS[cond.op], cond.quantity.key, cond.value
        left, right = cond.quantity, cond.other
        if right is not None:  # two quantities compared (selectors.py measures both)
            return lambda state, subject: compare(_measure(state, left, subject), _measure(state, right, subject))
        if key == "level":
            return lambda state, subject: compare(subject.levels.values[subject.seat], value)  # Player.level, inlined
        if key not in BASIC_QUANTITIES:
            return lambda state, subject: compare(_measure(state, left, subject), value)
        return lambda state, subject: compare(quantity(state, key, subject), value)
    if not isinstance(cond, Predicate):
        return lambda state, subject: holds_by_shape(state, cond, subject)  # fails as it always did
    key, args = cond.term.key, cond.term.args
    if key in selectors.PART_PREDICATES:  # conditions comparing players (E42)
        term = cond.term
        return lambda state, subject: selectors.holds(state, term, selectors.Scope(subject, subject))
    trait = TRAIT_PREDICATES.get(key)
    if trait is not None and trait in args:
        wanted = args[trait]
        return lambda state, subject: wanted in character.traits(state, subject, trait)
    return lambda state, subject: predicate(state, key, args, subject)


TRAIT_PREDICATES = {"has_race": "race", "has_class": "class", "has_style": "style"}
# The quantities quantity(...) measures by key alone; the others (composed: `the number of ...`,
# `the level of the fighter`, a rule's number) are measured by selectors.measure.
BASIC_QUANTITIES = frozenset({"level", "monster_level", "hand_size", "roll", "items", "monsters"})


def _measure(state: MunchkinState, term: Term, subject: Player) -> int:
    if term.key in BASIC_QUANTITIES:
        return quantity(state, term.key, subject)
    return selectors.measure(state, term, selectors.Scope(subject, subject))


def holds_by_shape(state: MunchkinState, cond: Cond, subject: Player) -> bool:
    """holds(...) read from the condition's shape each time (what the tests holds() makes stand for)."""
    if isinstance(cond, AllOf):
        return all(holds(state, c, subject) for c in cond.operands)
    if isinstance(cond, AnyOf):
        return any(holds(state, c, subject) for c in cond.operands)
    if isinstance(cond, NotCond):
        return not holds(state, cond.operand, subject)
    if isinstance(cond, Compare):
        if cond.other is not None:
            return _OPS[cond.op](_measure(state, cond.quantity, subject), _measure(state, cond.other, subject))
        return _OPS[cond.op](_measure(state, cond.quantity, subject), cond.value)
    assert isinstance(cond, Predicate)
    if cond.term.key in selectors.PART_PREDICATES:
        return selectors.holds(state, cond.term, selectors.Scope(subject, subject))
    return predicate(state, cond.term.key, cond.term.args, subject)


def predicate(state: MunchkinState, key: str, args: dict, subject: Player) -> bool:
    combat = state.combat
    if key == "has_race":
        return args["race"] in character.traits(state, subject, "race")
    if key == "has_class":
        return args["class"] in character.traits(state, subject, "class")
    if key == "has_style":
        return args["style"] in character.traits(state, subject, "style")
    if key == "fighting_tag":  # MUN-83: an enhancer's tag ("it is now Undead too") is its monster's
        if combat is None:
            return False
        rules = state.rules_by_uid  # the cards' tags, read once per card (Card.tags makes a tuple)
        tag = args["tag"]
        for foe in combat.foes:  # the live foes and their enhancers, as plain loops (no list, no generator)
            if foe.fled:
                continue
            if tag in rules[foe.uid].tags:
                return True
            for uid in foe.enhancers:
                if tag in rules[uid].tags:
                    return True
        return False
    if key == "hong_kong":
        if combat is None:
            return False
        for foe in combat.foes:  # noqa: SIM110 (any(...) over live_foes() as a plain loop: no list, no generator)
            if not foe.fled and "hong-kong" in state.rules_by_uid[foe.uid].tags:
                return True
        return False
    if key == "in_combat":
        return combat is not None and subject.seat in combat.seats()
    if key == "helping":
        return combat is not None and combat.helper == subject.seat
    if key == "alone":
        return combat is not None and combat.fighter == subject.seat and combat.helper is None
    if key == "has_gear":
        return bool(gear(state, subject, args["what"]))
    if key == "gender":
        return subject.gender == args["g"]
    raise KeyError(f"no rule evaluates the condition {key!r}")


def quantity(state: MunchkinState, key: str, subject: Player) -> int:
    combat = state.combat
    if key == "level":
        return subject.level
    if key == "monster_level":
        if combat is None or not combat.live_foes():
            return 0
        return max(int(state.card(f.uid).fields["level"]) for f in combat.live_foes())
    if key == "hand_size":
        return len(subject.hand)
    if key == "roll":
        rolls = state.use_rolls
        if rolls:  # MUN-41: one roll per use of a card, however many comparisons read it
            return rolls[0]
        roll = state.rng.roll(state.constants["die_sides"])
        state.emit("roll", player=subject.name, value=roll, why="condition")
        if rolls is not None:
            rolls.append(roll)
        return roll
    if key == "items":
        return len(subject.carried)
    if key == "monsters":
        return len(combat.live_foes()) if combat else 0
    if key in _numbers.QUANTITY_KEYS:  # `if hand limit < 5`: a rule's number as it stands (numbers.py)
        return _numbers.quantity(state, key, subject)
    raise KeyError(f"no rule measures the quantity {key!r}")


def gear(state: MunchkinState, player: Player, what: str) -> list[int]:
    """The cards a 'lose X' effect can take from a player (MUN curses: nothing happens if none fits)."""
    if what in ("headgear", "armor", "footgear"):
        return [u for u in player.carried.cards if state.card(u).fields.get("slot") == what]
    if what == "hand-item":
        return [u for u in player.carried.cards if state.card(u).fields.get("hands")]
    if what == "big-item":
        return [u for u in player.carried.cards if character.is_big(state, u)]
    if what in ("item", "items"):
        return list(player.carried.cards)
    if what in ("class", "race", "style"):
        return character.identities(state, player, what)
    if what in ("hireling", "fan"):
        return [u for u in player.followers.cards if state.kind(u) == what]  # not a fan's enhancer (MKF-65)
    if what == "hand":
        return list(player.hand.cards)
    raise KeyError(f"no rule knows what '{what}' a player can lose")


# The modules below read conditions (an item's `usable if`, a number's guarded change, a quantity).
character.CONDITIONS.register(holds=holds)
_numbers.ABOVE.register(holds=holds)
selectors.ABOVE.register(quantity=quantity)
