"""Can a card's condition ever hold? Does it always hold? Decided by search, for any game.

A game describes its conditions as data (a :class:`Domain`): the range of each
quantity (a player's level runs from 1 to the winning level), how many values
of a predicate may hold at once (one gender), and what is known in each timing
window (no combat is going on during "your turn"). The search then tries every
situation that can tell the condition's parts apart: each predicate true or
false, each quantity at the numbers its comparisons turn on. Card conditions are
small (a few parts), so this is exact and fast; a condition too large to search
is taken as satisfiable, so that nothing is reported on a guess.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from toolkit.lang.model import COMPARISONS, AllOf, AnyOf, Compare, Cond, NotCond, Predicate, Term

_OPS = COMPARISONS

# Beyond this many situations the search gives up (and reports nothing).
MAX_SITUATIONS = 4096

Bounds = tuple[int | None, int | None]


@dataclass(frozen=True)
class Quantity:
    """What a game says of one quantity: its bounds, in words, and the rule that sets them."""

    low: int | None = None
    high: int | None = None
    what: str = ""  # "a player's level"
    rule: str = ""  # "MUN-34"

    def describe(self) -> str:
        """'a player's level is from 1 to 10 (MUN-34)'."""
        if self.low is not None and self.high is not None:
            bounds = f"is from {self.low} to {self.high}"
        elif self.low is not None:
            bounds = f"is never below {self.low}"
        elif self.high is not None:
            bounds = f"is never above {self.high}"
        else:
            bounds = "has no bounds"
        return f"{self.what} {bounds}" + (f" ({self.rule})" if self.rule else "")


@dataclass(frozen=True)
class Capacity:
    """At most ``most`` values of one predicate hold at once (one gender; two races with Half-Breed)."""

    most: int
    what: str  # "a player has one gender at a time"
    rule: str = ""

    def describe(self) -> str:
        return self.what + (f" ({self.rule})" if self.rule else "")


@dataclass(frozen=True)
class Facts:
    """What is known in some situation: a timing window, or the moment an item is equipped."""

    situation: str = ""  # "during 'your turn', no combat is going on (MUN-68)"
    true: frozenset[str] = frozenset()  # predicate keys that hold (whatever their arguments)
    false: frozenset[str] = frozenset()  # predicate keys that cannot hold
    ranges: Mapping[str, Bounds] = field(default_factory=dict)  # quantities narrowed further

    def __bool__(self) -> bool:
        return bool(self.true or self.false or self.ranges)


NO_FACTS = Facts()


@dataclass(frozen=True)
class Domain:
    """A game's conditions as data; an empty domain knows only logic (``x and not x``)."""

    quantities: Mapping[str, Quantity] = field(default_factory=dict)
    capacities: Mapping[str, Capacity] = field(default_factory=dict)
    windows: Mapping[str, Facts] = field(default_factory=dict)
    meanings: Mapping[str, str] = field(default_factory=dict)  # predicate key → the rule that defines it

    def rule_of(self, key: str) -> str:
        """The rule that says what a quantity or predicate is ('MUN-34'), or ''."""
        quantity = self.quantities.get(key)
        if quantity is not None and quantity.rule:
            return quantity.rule
        capacity = self.capacities.get(key)
        return self.meanings.get(key) or (capacity.rule if capacity else "")

    def window(self, key: str | None) -> Facts:
        return self.windows.get(key, NO_FACTS) if key else NO_FACTS


# ---------------------------------------------------------------- the search


def _atom_key(term: Term) -> tuple[str, tuple[tuple[str, object], ...]]:
    return term.key, tuple(sorted((name, _frozen(value)) for name, value in term.args.items()))


def _frozen(value: object) -> object:
    """A slot's value as a key: a bound sub-phrase (a Term, composable slots) by its key and args."""
    if isinstance(value, Term):
        return _atom_key(value)
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value


def _opaque(atom: Predicate | Compare) -> bool:
    """A true-or-false atom the search treats as a free boolean: a predicate, or two quantities compared."""
    return isinstance(atom, Predicate) or atom.other is not None


def _opaque_key(atom: Predicate | Compare) -> object:
    if isinstance(atom, Predicate):
        return _atom_key(atom.term)
    assert atom.other is not None
    return ("<>", _atom_key(atom.quantity), atom.op, _atom_key(atom.other))


def atoms(cond: Cond) -> Iterator[Predicate | Compare]:
    """The predicates and comparisons of a condition, depth first."""
    if isinstance(cond, (Predicate, Compare)):
        yield cond
    elif isinstance(cond, NotCond):
        yield from atoms(cond.operand)
    else:
        for operand in cond.operands:
            yield from atoms(operand)


def _holds(cond: Cond, world: Mapping[object, object]) -> bool:
    if isinstance(cond, Predicate):
        return bool(world[_atom_key(cond.term)])
    if isinstance(cond, Compare) and cond.other is not None:
        return bool(world[_opaque_key(cond)])
    if isinstance(cond, Compare):
        value = world[("#", _atom_key(cond.quantity))]
        return _OPS[cond.op](value, cond.value)  # type: ignore[arg-type]
    if isinstance(cond, NotCond):
        return not _holds(cond.operand, world)
    if isinstance(cond, AllOf):
        return all(_holds(c, world) for c in cond.operands)
    return any(_holds(c, world) for c in cond.operands)


def _bounds(key: str, domain: Domain, facts: Facts) -> Bounds:
    quantity = domain.quantities.get(key, Quantity())
    low, high = quantity.low, quantity.high
    narrower = facts.ranges.get(key)
    if narrower is not None:
        if narrower[0] is not None:
            low = narrower[0] if low is None else max(low, narrower[0])
        if narrower[1] is not None:
            high = narrower[1] if high is None else min(high, narrower[1])
    return low, high


def _candidates(values: set[int], low: int | None, high: int | None) -> list[int]:
    """One number from every stretch where the comparisons against ``values`` do not change."""
    points = {v + d for v in values for d in (-1, 0, 1)}
    if low is not None:
        points.add(low)
    if high is not None:
        points.add(high)
    return sorted(p for p in points if (low is None or p >= low) and (high is None or p <= high))


def satisfiable(
    conds: Sequence[Cond],
    domain: Domain,
    facts: Facts = NO_FACTS,
) -> bool | None:
    """Whether some situation makes every condition of ``conds`` true at once.

    None when the search would be too large to decide (callers then report nothing).
    """
    if len(conds) == 1:  # most parts are one predicate: decided without a search
        single = conds[0]
        negated = isinstance(single, NotCond)
        inner = single.operand if isinstance(single, NotCond) else single
        if isinstance(inner, Predicate) and inner.term.key not in domain.capacities:
            fixed = facts.true if negated else facts.false
            return inner.term.key not in fixed
    predicates: dict[object, str] = {}
    quantities: dict[object, tuple[str, set[int]]] = {}
    for cond in conds:
        for atom in atoms(cond):
            if _opaque(atom):
                predicates.setdefault(_opaque_key(atom), atom.term.key if isinstance(atom, Predicate) else "<>")
            else:
                key = ("#", _atom_key(atom.quantity))
                quantities.setdefault(key, (atom.quantity.key, set()))[1].add(atom.value)
    axes: list[tuple[object, list[object]]] = []
    size = 1
    for key, (name, values) in quantities.items():
        low, high = _bounds(name, domain, facts)
        if low is not None and high is not None and low > high:
            return False
        options: list[object] = list(_candidates(values, low, high))
        axes.append((key, options))
        size *= len(options)
    for key, name in predicates.items():
        if name in facts.false:
            options = [False]
        elif name in facts.true:
            options = [True]
        else:
            options = [False, True]
        axes.append((key, options))
        size *= len(options)
    if size > MAX_SITUATIONS:
        return None
    keys = [key for key, _ in axes]
    limited = {name: cap.most for name, cap in domain.capacities.items() if name in predicates.values()}
    for combination in itertools.product(*(options for _, options in axes)):
        world = dict(zip(keys, combination, strict=True))
        if limited and _over_capacity(world, predicates, limited):
            continue
        if all(_holds(cond, world) for cond in conds):
            return True
    return False


def _over_capacity(
    world: Mapping[object, object], predicates: Mapping[object, str], limited: Mapping[str, int]
) -> bool:
    held: dict[str, int] = {}
    for key, name in predicates.items():
        if name in limited and world[key]:
            held[name] = held.get(name, 0) + 1
            if held[name] > limited[name]:
                return True
    return False


def never(cond: Cond, domain: Domain, facts: Facts = NO_FACTS, given: Sequence[Cond] = ()) -> bool:
    """True only when it is certain that ``cond`` cannot hold (where ``given`` holds)."""
    return satisfiable([cond, *given], domain, facts) is False


def always(cond: Cond, domain: Domain, facts: Facts = NO_FACTS, given: Sequence[Cond] = ()) -> bool:
    """True only when it is certain that ``cond`` holds whenever ``given`` does."""
    return satisfiable([NotCond(cond), *given], domain, facts) is False


def operands(cond: Cond) -> tuple[Cond, ...]:
    if isinstance(cond, NotCond):
        return (cond.operand,)
    if isinstance(cond, (AllOf, AnyOf)):
        return cond.operands
    return ()
