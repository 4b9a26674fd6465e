"""Selectors and quantities: the family's composable constructs, evaluated in one place.

The checker binds `give your best item to the lowest-level other player` to nested terms
(munchkin_family.PLAYER_SELECTORS, CARD_SELECTORS, CARD_KINDS, PLACES, PART_QUANTITIES,
PART_CONDITIONS); this module says what each term finds in a game:

- ``players(state, term, scope)``: the pool of living players a selector names, and whether one
  of them is to be picked (``another player``) or all are meant (``each other player``);
- ``cards(state, term, scope)``: the cards a card selector finds and how many are to be picked;
- ``pick_players`` / ``pick_cards``: the pool narrowed to what is picked, through ``state.ask``;
- ``measure(state, term, scope)``: a quantity's value; ``QUANTITY_RULES`` is the hook another
  construct (a rule's number) registers its quantities into;
- ``holds(state, term, scope)``: the conditions that compare players.

A ``Scope`` says who "you" is (the card's user; in a condition, the player it is read for), who
the victim is, which card speaks and which card is being played (a cancel's "it").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from toolkit.engine.agents import Option
from toolkit.lang.model import Term
from toolkit.rulesets.munchkin_rules import character
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player


@dataclass(frozen=True, slots=True)
class Scope:
    you: Player
    victim: Player | None = None
    source: int = -1  # the card whose text this is
    played: int | None = None  # the card being played, for `when ... is played: cancel it`
    paid: tuple[int, ...] = ()  # the cards the use's cost discarded: never found by its effects
    moved: tuple[int, ...] = ()  # the cards an earlier effect of the rule moved: `draw 1 door; give that card ...`

    def as_you(self, player: Player) -> Scope:
        """The same scope read for another player (the quantity "of" them, the ranks of players)."""
        return Scope(player, self.victim, self.source, self.played, self.paid, self.moved)  # read often


class Unknown(KeyError):
    """A term no rule of this module evaluates (a vocabulary entry without an engine rule)."""


# ---------------------------------------------------------------- players


# The selectors that pick one player other than the card's user: a strength effect on one of them
# strikes that player (effects.strikes_a_player), each at most once per combat by the same ability.
STRIKING = frozenset({"another", "combatant_other", "extreme_other", "extreme_level_other"})


def living(state: MunchkinState) -> list[Player]:
    return [p for p in state.players if not p.dead]  # MKF-102, MUN-104: the dead are no one's target


def players(state: MunchkinState, term: Term, scope: Scope) -> tuple[list[Player], bool]:
    """The players a selector names, in seat order, and True when one of them is to be picked."""
    key, args = term.key, term.args
    combat = state.combat
    if key == "you":
        return [scope.you], False
    if key == "victim":
        return [scope.victim or scope.you], False
    if key == "fighter":
        return ([state.players[combat.fighter]] if combat else []), False
    if key == "helper":
        return ([state.players[combat.helper]] if combat and combat.helper is not None else []), False
    if key == "combatants":
        return ([state.players[s] for s in combat.seats()] if combat else []), False
    if key == "combatant_other":
        return ([state.players[s] for s in combat.seats() if s != scope.you.seat] if combat else []), True
    if key == "another":
        return [p for p in living(state) if p is not scope.you], True
    if key == "any":
        return living(state), True
    if key == "others":
        return [p for p in living(state) if p is not scope.you], False
    if key == "everyone":
        return living(state), False
    if key in ("extreme", "extreme_all", "extreme_other"):
        pool = living(state) if key != "extreme_other" else [p for p in living(state) if p is not scope.you]
        return _tied(state, pool, args["q"], str(args["which"]), scope), key != "extreme_all"
    if key in ("extreme_level", "extreme_level_other"):
        pool = living(state) if key == "extreme_level" else [p for p in living(state) if p is not scope.you]
        which = str(args["which"]).removesuffix("-level")
        return _tied(state, pool, Term("level"), which, scope), True
    raise Unknown(f"no rule selects the players {key!r}")


def _tied(state: MunchkinState, pool: list[Player], quantity: Term, which: str, scope: Scope) -> list[Player]:
    """The players of the pool with the lowest (highest) value of the quantity, ties all kept."""
    if not pool:
        return []
    if quantity.key == "level":  # the common rank (`the lowest-level player`): read without a scope
        values = [p.level for p in pool]
    else:
        values = [measure(state, quantity, scope.as_you(p)) for p in pool]
    best = min(values) if which == "lowest" else max(values)
    return [p for p, v in zip(pool, values, strict=True) if v == best]


def pick_players(state: MunchkinState, term: Term, scope: Scope, chosen: object = None) -> list[Player]:
    """The players a selector acts on: all of its pool, or the one its user picks (``chosen`` when
    named in advance, a scenario's `on bob`, if it is in the pool)."""
    pool, one = players(state, term, scope)
    if not one or not pool:
        return pool
    if isinstance(chosen, Player) and chosen in pool:
        return [chosen]
    # Asked even with one player in the pool (taken at once): a target named in advance that is not
    # in it is then refused by the asker, not silently replaced (effects.target_players).
    index = state.ask(scope.you.seat, "choose-player", [Option(f"player:{p.name}", p.name) for p in pool])
    return [pool[index]]


def first_player(state: MunchkinState, term: Term, scope: Scope) -> list[Player]:
    """Where no one is asked (a quantity, a condition), a "one" selector means the first of its
    pool in seat order; the others mean their whole pool."""
    pool, one = players(state, term, scope)
    return pool[:1] if one else pool


# ---------------------------------------------------------------- cards


def _kind_test(state: MunchkinState, term: Term) -> Callable[[int], bool]:
    key, args = term.key, term.args
    rules = state.rules_by_uid
    if key == "card":
        return lambda uid: True
    if key == "item":
        return lambda uid: rules[uid].kind == "item"
    if key == "big_item":
        return lambda uid: rules[uid].kind == "item" and rules[uid].big
    if key == "item_bonus":
        least = args["n"]
        return lambda uid: rules[uid].kind == "item" and rules[uid].bonus >= least
    if key == "slot":
        slot = args["slot"]
        return lambda uid: rules[uid].kind == "item" and rules[uid].slot is not None and rules[uid].slot[0] == slot
    if key == "tagged_card":
        tag = args["tag"]
        return lambda uid: tag in rules[uid].tags
    if key == "tagged_item":
        tag = args["tag"]
        return lambda uid: rules[uid].kind == "item" and tag in rules[uid].tags
    if key == "monster":
        return lambda uid: rules[uid].kind == "monster"
    if key == "tagged_monster":
        tag = args["tag"]
        return lambda uid: rules[uid].kind == "monster" and tag in rules[uid].tags
    if key == "kind":
        kind = args["kind"]
        return lambda uid: rules[uid].kind == kind
    raise Unknown(f"no rule knows the cards {key!r}")


def _place(state: MunchkinState, term: Term, scope: Scope) -> list[int]:
    """The cards of a place, in the order its zones hold them (a pile's top card last)."""
    key, args = term.key, term.args
    if key == "hand":
        return list(scope.you.hand)
    if key == "hand_of":
        return [u for p in first_player(state, args["who"], scope) for u in p.hand]
    if key == "carried":
        return list(scope.you.carried)
    if key == "carried_by":
        return [u for p in first_player(state, args["who"], scope) for u in p.carried]
    if key == "equipped":
        return [u for u in scope.you.carried if u in scope.you.equipped]
    if key == "equipped_by":
        return [u for p in first_player(state, args["who"], scope) for u in p.carried if u in p.equipped]
    if key == "in_play":
        return [u for p in state.players for u in character.in_play(p)]
    if key == "in_front_of":
        return [u for p in first_player(state, args["who"], scope) for u in character.in_play(p)]
    if key == "discard_pile":
        return list(_deck(state, args["deck"]).discard)
    if key == "deck":
        return list(_deck(state, args["deck"]).draw)
    if key == "combat":
        combat = state.combat
        if combat is None:
            return []
        return [u for f in combat.live_foes() for u in (f.uid, *f.enhancers)] + list(state.combat_zone)
    raise Unknown(f"no rule knows the place {key!r}")


def _deck(state: MunchkinState, name: object):  # type: ignore[no-untyped-def]
    return state.doors if name == "door" else state.treasures


def cards(state: MunchkinState, term: Term, scope: Scope) -> tuple[list[int], int | None]:
    """The cards a card selector finds, and how many of them are to be picked (None: all). The card
    whose text is read is never among them (a one-shot in use is not one of "the cards in your
    hand"), unless it names itself: `this card`; nor are the cards its cost just paid (`discard 1 card:
    take the top card of the treasure discard pile` takes the card that was on top, not the one paid)."""
    found, wanted = _cards(state, term, scope)
    if term.key != "this" and scope.source in found:
        found = [u for u in found if u != scope.source]
    if scope.paid:
        found = [u for u in found if u not in scope.paid]
    return found, wanted


def _cards(state: MunchkinState, term: Term, scope: Scope) -> tuple[list[int], int | None]:
    key, args = term.key, term.args
    if key in ("all", "one", "some", "best_of"):
        test = _kind_test(state, args["what"])
        pool = [u for u in _place(state, args["where"], scope) if test(u)]
        if key == "best_of":
            return _best(state, pool), 1
        return pool, {"all": None, "one": 1, "some": args.get("n")}[key]  # type: ignore[return-value]
    if key in ("top_discard", "top_deck"):
        deck = _deck(state, args["deck"])
        pile = deck.discard if key == "top_discard" else deck.draw
        top = [u for u in pile.cards[-1 - len(scope.paid) :] if u not in scope.paid]  # under what was paid
        return top[-1:], None
    if key == "best":
        return _best(state, [u for u in scope.you.carried if state.rules_by_uid[u].kind == "item"]), 1
    if key == "yours":
        test = _kind_test(state, args["what"])
        return [u for u in character.in_play(scope.you) if test(u)], None
    if key == "a_kind":
        test = _kind_test(state, args["what"])
        return [u for u in (*scope.you.hand, *character.in_play(scope.you)) if test(u)], 1
    if key == "it":  # the card being played; else what an earlier effect of the rule moved, still in the game
        if scope.played is not None:
            return [scope.played], None
        return [u for u in scope.moved if u in state.location], None
    if key == "this":
        return ([scope.source] if scope.source in state.cards else []), None
    raise Unknown(f"no rule selects the cards {key!r}")


def _best(state: MunchkinState, pool: list[int]) -> list[int]:
    """E53: the highest bonus of the pool, every tie kept (the owner picks among them)."""
    if not pool:
        return []
    top = max(state.rules_by_uid[u].bonus for u in pool)
    return [u for u in pool if state.rules_by_uid[u].bonus == top]


def matches(state: MunchkinState, term: Term, uid: int, scope: Scope) -> bool:
    """Whether a card is one the selector finds (a cancel's window: `when a monster-enhancer is played`).
    A card being played is in no place yet: its kind and tags are what count, wherever it comes from."""
    key, args = term.key, term.args
    if key in ("all", "one", "some", "yours", "a_kind"):
        return _kind_test(state, args["what"])(uid)
    if key == "best_of":
        return _kind_test(state, args["what"])(uid)
    found, _ = cards(state, term, scope)
    return uid in found


def pick_cards(state: MunchkinState, term: Term, scope: Scope, chooser: Player | None = None) -> list[int]:
    """The cards a selector acts on: all, or the number it names, picked by ``chooser`` (the user by
    default; among equally good items, their owner, E53). Cards in another player's hand are picked
    at random: a hand is secret (MUN-21)."""
    pool, wanted = cards(state, term, scope)
    if wanted is None:
        return pool
    per_owner = _owners_each(state, term, scope)
    if per_owner:
        # "a card from the hand of each other player" takes one from each, not one in all.
        return [
            uid
            for owner in per_owner
            for uid in _pick(state, term, [u for u in pool if state.owner(u) is owner], wanted, scope, chooser)
        ]
    return _pick(state, term, pool, wanted, scope, chooser)


_OWNED_PLACES = ("hand_of", "carried_by", "equipped_by", "in_front_of")


def _owners_each(state: MunchkinState, term: Term, scope: Scope) -> list[Player]:
    """The owners a pick is made from one by one: the players of a place named by a selector that
    means each of them (`each other player`), in seat order; empty when the pick is made once."""
    if term.key not in ("one", "some"):
        return []
    where = term.args["where"]
    if where.key not in _OWNED_PLACES:
        return []
    owners, one = players(state, where.args["who"], scope)
    return owners if not one and len(owners) > 1 else []


def _pick(
    state: MunchkinState, term: Term, pool: list[int], wanted: int, scope: Scope, chooser: Player | None
) -> list[int]:
    if len(pool) <= wanted:
        return pool
    if term.key in ("best", "best_of"):
        owner = state.owner(pool[0])
        chooser = owner or chooser
    picker = chooser or scope.you
    picked: list[int] = []
    left = list(pool)
    for _ in range(wanted):
        hidden = [u for u in left if _hidden_from(state, picker, u)]
        if hidden and len(hidden) == len(left):
            uid = state.rng.choice(left)
        else:
            seen = [u for u in left if u not in hidden]
            options = state.card_options(seen)
            uid = seen[state.ask(picker.seat, "choose-card", options)]
        picked.append(uid)
        left.remove(uid)
    return picked


def _hidden_from(state: MunchkinState, viewer: Player, uid: int) -> bool:
    zone = state.location[uid]
    if zone is state.doors.draw or zone is state.treasures.draw:
        return True  # MUN-17: nobody sees into a deck
    return any(zone is p.hand and p is not viewer for p in state.players)


# ---------------------------------------------------------------- quantities

_TALLYING: list[object] = []  # the combats whose strength `combat strength` is being read for

# The hook for other constructs' quantities (a rule's number, ...): key → rule(state, term, scope).
QUANTITY_RULES: dict[str, Callable[[MunchkinState, Term, Scope], int]] = {}


def register_quantity(key: str, rule: Callable[[MunchkinState, Term, Scope], int]) -> None:
    """Register how a quantity of the vocabulary is measured (``the hand limit of the fighter``)."""
    QUANTITY_RULES[key] = rule


def measure(state: MunchkinState, term: Term, scope: Scope) -> int:
    """A quantity's value, read for ``scope.you`` unless the term names its players."""
    key, args = term.key, term.args
    if key == "count":
        return _counted(state, args["cards"], scope)
    if key == "count_players":
        # Every player the selector could name, as `for each` counts them (count): "the number of
        # other player" is the number of other players, never the one a choice would pick.
        return len(players(state, args["who"], scope)[0])
    if key == "of":
        return sum(measure(state, args["q"], scope.as_you(p)) for p in first_player(state, args["who"], scope))
    if key == "strength":
        combat = state.combat
        if combat is None or scope.you.seat not in combat.seats():
            return 0
        if combat in _TALLYING:
            # A strength bonus whose condition reads the strength it is part of: circular, so the
            # condition reads the side's levels alone rather than looping.
            return sum(state.players[s].level for s in combat.seats())
        from toolkit.rulesets.munchkin_rules.strength import totals  # strength reads effects, which read this

        _TALLYING.append(combat)
        try:
            return totals(state, combat)[0]
        finally:
            _TALLYING.remove(combat)
    rule = QUANTITY_RULES.get(key)
    if rule is not None:
        return rule(state, term, scope)
    quantity = _LATE.get("quantity")
    if quantity is None:  # imported at the first reading, then kept: an import statement run at every
        # reading cost some 6,000 instructions (the import system's lookups), read ~50 times a game
        from toolkit.rulesets.munchkin_rules.conditions import quantity  # the family's first quantities

        _LATE["quantity"] = quantity
    return quantity(state, key, scope.you)


# What measure(...) imports late (conditions imports this module), kept once imported.
_LATE: dict[str, Callable[[MunchkinState, str, Player], int]] = {}


def _counted(state: MunchkinState, term: Term, scope: Scope) -> int:
    """How many cards a count reads: every card the selector finds; one that names a number reads at most
    that many, as its card text says ("for each of 2 cards in your hand": `for each 2 cards in your
    hand`). A pick of one (`a card in your hand`) still counts them all, as a player selector does."""
    found = len(cards(state, term, scope)[0])
    return min(found, term.args["n"]) if term.key == "some" else found


def count(state: MunchkinState, term: Term, scope: Scope) -> int:
    """How many times `for each` repeats: the cards or players a counter's selector finds."""
    if term.key == "count_cards":
        return _counted(state, term.args["cards"], scope)
    if term.key == "count_players":
        return len(players(state, term.args["who"], scope)[0])
    raise Unknown(f"no rule counts {term.key!r}")


# ---------------------------------------------------------------- conditions that compare players

PART_PREDICATES = frozenset({"extreme", "extreme_alone", "compare_players", "is_player"})


def holds(state: MunchkinState, term: Term, scope: Scope) -> bool:
    key, args = term.key, term.args
    if key in ("extreme", "extreme_alone"):
        # E42: "if your level is the highest": nobody living has more; ties count unless "alone".
        mine = measure(state, args["q"], scope)
        others = [measure(state, args["q"], scope.as_you(p)) for p in living(state) if p is not scope.you]
        if not others:
            return True
        if args["which"] == "highest":
            return mine > max(others) if key == "extreme_alone" else mine >= max(others)
        return mine < min(others) if key == "extreme_alone" else mine <= min(others)
    if key == "compare_players":
        # "if you have more items than the fighter": every player of the left beside every one of the right.
        left = first_player(state, args["who"], scope)
        right = first_player(state, args["other"], scope)
        if not left or not right:
            return False
        more = args["cmp"] == "more"
        for a in left:
            for b in right:
                x, y = measure(state, args["q"], scope.as_you(a)), measure(state, args["q"], scope.as_you(b))
                if not (x > y if more else x < y):
                    return False
        return True
    if key == "is_player":
        return scope.you in players(state, args["who"], scope)[0]
    raise Unknown(f"no rule evaluates the condition {key!r}")
