"""Rule numbers as quantities cards change (issue 10): every number the rules read is read here.

``value(state, name, player)`` is a rule's number as it stands for a player: the hand limit, the
helpers allowed, the big items allowed, the levels and treasures a kill gives, the escape roll, the
slots. It starts from the ruleset's constant (or from the base the caller counted: a kill's levels
and treasures come from the monsters killed), then

1. a card in front of the player that sets it (`hand limit 6`) sets it at least that high, the best
   of them (MUN-23: the Elf's hand limit);
2. a lasting effect or a monster that sets it (`hand limit 3 until you die`, `helpers allowed 0`)
   overrides that, the lowest of them winning ("cannot" beats "can", MUN-15);
3. every change (`hand limit -2`, `escape roll +1`) adds in turn: the player's cards', their lasting
   effects', the combat's monsters' and enhancers', and those of other players' cards aimed at
   everyone (`on each player`, `on other player`); a change with a floor never takes the number
   below it (nor lifts it when it is there already), a ceiling likewise (E50);
4. the rules clamp it to its legal range (RuleNumber.low .. high): a hand limit is never below 0.

A number that no card of the game can change is its base, read at the cost of a set lookup: the
numbers cards change are listed once per game (``changed``), kept until cards are added.
"""

from __future__ import annotations

from collections.abc import Iterable

from toolkit.engine import coverage
from toolkit.lang.model import Card, Choice, Effect
from toolkit.rulesets.munchkin_family import RULE_NUMBER_MAP, RULE_NUMBERS, RuleNumber
from toolkit.rulesets.munchkin_rules import character, selectors
from toolkit.rulesets.munchkin_rules.state import AIMED, ByCards, Hooks, MunchkinState, Player

# effect key → (the number, whether it changes the number (True) or sets it (False))
KEYS: dict[str, tuple[RuleNumber, bool]] = {}
for _number in RULE_NUMBERS:
    KEYS[_number.set_key] = (_number, False)
    KEYS[_number.change_key] = (_number, True)
NUMBER_KEYS = frozenset(KEYS)
# A guarded change's condition (conditions.py: holds), a `for each` (effects.py: repetitions, Context) and
# a kill's base (combat.py: kill_base) are read from modules that read numbers: registered there (Hooks).
ABOVE = Hooks("numbers.py")
_CONSTANTS: dict[str, str] = {n.name: n.constant or "" for n in RULE_NUMBERS}  # "": the caller gives the base
QUANTITY_KEYS = {number.quantity_key: number.name for number in RULE_NUMBERS}
# A static aimed at these targets changes the number of players other than its owner.
_OTHERS = frozenset({"each_player", "other_player"})
# AIMED (state.py): some card changes a number of players other than its owner
# ... and, beside it, AIMED + the effect key that does it: a reading of another number need not look
# at the other players' cards at all.


def changed(state: MunchkinState) -> frozenset[str]:
    """The numbers some card of the game may set or change, by name (kept while no card is added)."""
    count, names = state.numbers_changed
    if count == len(state.cards):
        return names
    names = _CHANGED.get(tuple(state.cards.values()), numbers_of)
    state.numbers_changed = (len(state.cards), names)
    return names


def numbers_of(cards: tuple[Card, ...]) -> frozenset[str]:
    found: set[str] = set()
    for card in cards:
        found |= card_numbers(card)
    return frozenset(found)


# What a card sets or changes depends on the card alone: read once per card, as state.card_rules
# does (a simulation sets up game after game with the same cards). The card is kept beside its
# entry so that its id cannot be reused.
_BY_CARD: dict[int, tuple[Card, frozenset[str]]] = {}
_CHANGED: ByCards[frozenset[str]] = ByCards()  # changed(...), for games set up from the same cards


def card_numbers(card: Card) -> frozenset[str]:
    """The numbers the card sets or changes, by name, with the effect keys that do it, and AIMED (and
    AIMED + the key) when one of them is aimed at other players (so that reading a number looks
    only where it may)."""
    entry = _BY_CARD.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    if len(_BY_CARD) >= 50_000:
        _BY_CARD.clear()
    found: set[str] = set()
    for effect in _effects(card):
        if effect.action.key in KEYS:
            found.update((KEYS[effect.action.key][0].name, effect.action.key))
            if effect.target is not None and (effect.target.key in _OTHERS or _selects(effect)):
                found.update((AIMED, AIMED + effect.action.key))
    names = frozenset(found)
    _BY_CARD[id(card)] = (card, names)
    return names


def fixed(state: MunchkinState, names: frozenset[str]) -> bool:
    """Whether no card of the game changes any of these numbers (caches may keep what they read)."""
    return changed(state).isdisjoint(names)


def value(state: MunchkinState, name: str, player: Player | None = None, base: int | None = None) -> int:
    """The rule's number as it stands for the player (None: for the table, or the combat's)."""
    count, names = state.numbers_changed
    if count == len(state.cards) and name not in names:
        # The common case, read in the hot paths (slots at every equip check): no card of this game
        # touches the number, so it is its base: a tuple, a length and two dict lookups.
        return state.constants[_CONSTANTS[name]] if base is None else base
    if base is None:
        constant = _CONSTANTS[name]
        base = int(state.constants[constant]) if constant else 0
    used = changed(state)
    if name not in used:
        return base
    return _modified(state, RULE_NUMBER_MAP[name], player, base, used)


# A number's effect keys (RuleNumber's properties make them afresh at every reading).
_KEYS_OF: dict[str, tuple[str, str]] = {n.name: (n.set_key, n.change_key) for n in RULE_NUMBERS}
# (the game's changed(...), a number) -> its keys some card of the game uses, and those of them some
# card aims at other players: read at every reading of a number, the same while no card is added.
_READ: dict[tuple[frozenset[str], str], tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _keys_read(used: frozenset[str], name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    found = _READ.get((used, name))
    if found is None:
        if len(_READ) >= 1_000:
            _READ.clear()
        keys = tuple(key for key in _KEYS_OF[name] if key in used)  # only what some card of the game does
        found = _READ[(used, name)] = (keys, tuple(key for key in keys if AIMED + key in used))
    return found


def _modified(state: MunchkinState, number: RuleNumber, player: Player | None, base: int, used: frozenset[str]) -> int:
    """``used``: changed(state), as value(...) read it."""
    set_key, change_key = _KEYS_OF[number.name]
    keys, aimed = _keys_read(used, number.name)
    # The effects that bear on the number, in the order they are read: (effect, whether it binds the
    # player from outside their own cards, its repetitions, its card). Gathered first and applied after
    # (no function made per reading: a number is read some 130 times a game).
    found: list[tuple[Effect, bool, int, int]] = []
    if player is not None:
        for key in keys:
            candidates, pure = character._candidates(state, player, key)  # kept while the player's cards stay
            if not candidates and pure:
                continue  # nothing in front of the player bears on it: static_list would find nothing
            # static_list(...), with the candidates just read (it would read them again)
            in_force = (
                [(c[0], c[3]) for c in candidates if character._in_force(state, player, c)]
                if pure
                else list(character._statics_by_source(state, player, key))
            )
            for uid, effect in in_force:
                own = effect.target is None or effect.target.key in ("self", "each_player")
                if own or (_selects(effect) and _aimed_at(state, effect, player, uid, player)):
                    found.append((effect, False, _times(state, effect, player, uid), uid))
        for lasting in player.lasting:
            if lasting.armed and lasting.effect.action.key in (set_key, change_key):
                found.append((lasting.effect, True, 1, lasting.source))
        for other in state.players if aimed else ():  # scope "everyone": a card aimed at others
            if other is player:
                continue
            for key in aimed:
                for uid, effect in character.static_list(state, other, key):
                    if effect.target is None:
                        continue
                    if effect.target.key in _OTHERS or (
                        _selects(effect) and _aimed_at(state, effect, other, uid, player)
                    ):
                        found.append((effect, True, _times(state, effect, other, uid), uid))
    combat = state.combat
    if combat is not None and (player is None or player.seat == combat.fighter or player.seat == combat.helper):
        # Scope "the combat": a monster's (or its enhancers') `helpers allowed 0` binds everyone in it (E44).
        subject = player or state.players[combat.fighter]
        rules_by_uid = state.rules_by_uid
        for foe in combat.foes:
            if foe.fled:
                continue
            for uid in (foe.uid, *foe.enhancers):
                for key in keys:
                    for guard, effect in rules_by_uid[uid].statics.get(key, ()):
                        if guard is not None and not _holds(state, guard, subject):
                            continue
                        if effect.condition is None or _holds(state, effect.condition, subject):
                            found.append((effect, True, 1, uid))
    if not found:
        return clamp(state, number, base)
    own_sets: list[int] = []
    imposed: list[int] = []
    changes: list[dict[str, int]] = []
    for effect, lasting, times, uid in found:
        if coverage.RECORDER is not None:  # read here (tests/test_phrase_coverage.py)
            coverage.RECORDER.effect(state.ruleset.name, state.card(uid), effect)
        args = effect.action.args
        if effect.action.key == set_key:
            (imposed if lasting else own_sets).append(int(args["n"]))
        else:
            changes.append({**args, "n": int(args["n"]) * times})
    result = base
    # MUN-15: the best a player's own cards set, then what is imposed overrides, the worst of it winning;
    # for the escape roll the best is the lowest (MUN-91).
    best, worst = (min, max) if number.lower_is_better else (max, min)
    if own_sets:
        result = best(result, *own_sets)
    if imposed:
        result = worst(imposed)
    for change in changes:
        result = bounded(result, change["n"], change.get("floor"), change.get("ceiling"))
    return clamp(state, number, result)


def _selects(effect: Effect) -> bool:
    """A static aimed at a player selector (`hand limit +2 on each other player`)."""
    return effect.target is not None and effect.target.key == "selected"


_AIMING: set[tuple[int, int]] = set()  # (state, card) whose selector is being read: no loop through it


def _aimed_at(state: MunchkinState, effect: Effect, owner: Player, uid: int, player: Player) -> bool:
    """Whether the selector of a static the owner's card aims finds ``player`` (read for the owner; a
    one-player selector means the first of its pool, as where nobody is asked). A selector that reads
    this very number (`on the player with the highest hand limit`) skips the card while it is read."""
    guard = (id(state), uid)
    if guard in _AIMING:
        return False
    _AIMING.add(guard)
    try:
        found = selectors.first_player(state, effect.target.args["who"], selectors.Scope(owner, source=uid))  # type: ignore[union-attr, arg-type]
    finally:
        _AIMING.discard(guard)
    return player in found


def bounded(current: int, n: int, floor: int | None = None, ceiling: int | None = None) -> int:
    """``current`` changed by ``n``: a fall stops at the floor (never lifting what is below it
    already), a rise at the ceiling (E50: "-4, but never below strength 1")."""
    new = current + n
    if floor is not None and n < 0 and new < floor:
        new = min(current, floor)
    if ceiling is not None and n > 0 and new > ceiling:
        new = max(current, ceiling)
    return new


def clamp(state: MunchkinState, number: RuleNumber, result: int) -> int:
    """The rules keep a number in its legal range (docs/language.md: rule numbers)."""
    # Compared, not max()/min(): read at every reading of a number some card changes (the same values).
    if result < number.low:
        result = number.low
    if number.high is not None:
        high = int(state.constants[number.high])
        if result > high:
            result = high
    return result


def quantity(state: MunchkinState, key: str, subject: Player) -> int:
    """A rule's number read in a condition (`if hand limit < 5`): as it stands for the subject; a
    kill's levels and treasures as the combat's live monsters would give them now (0 with none)."""
    name = QUANTITY_KEYS[key]
    if name in ("kill_levels", "kill_treasures"):
        return value(state, name, subject, ABOVE.kill_base(state, name))  # combat.py's
    return value(state, name, subject)


def _times(state: MunchkinState, effect: Effect, player: Player, uid: int) -> int:
    """A static `hand limit +1 for each item carried` counts its owner's things."""
    if effect.repeat is None:
        return 1
    return ABOVE.repetitions(state, effect, ABOVE.Context(actor=player, source=uid))  # effects.py's


def _holds(state: MunchkinState, cond: object, player: Player) -> bool:
    return ABOVE.holds(state, cond, player)  # conditions.py's


def _effects(card: object) -> Iterable[Effect]:
    """Every effect a card holds: its statics and its rules' effects, choices opened."""
    yield from card.statics  # type: ignore[attr-defined]
    for ability in card.abilities:  # type: ignore[attr-defined]
        yield from _flat(ability.effects)


def _flat(items: Iterable[Effect | Choice]) -> Iterable[Effect]:
    for item in items:
        if isinstance(item, Choice):
            for option in item.options:
                yield from _flat(option)
        else:
            yield item


# The rule numbers are quantities of the selectors' construct too: `the hand limit of the fighter`,
# `the player with the lowest hand limit` (selectors.QUANTITY_RULES, the hook for other constructs).
def _measured(state: MunchkinState, term: object, scope: object) -> int:
    return quantity(state, term.key, scope.you)  # type: ignore[attr-defined]


def _register() -> None:
    for key in QUANTITY_KEYS:
        selectors.register_quantity(key, _measured)


_register()
character.NUMBERS.register(value=value, changed=changed)  # slots, the hand and big-item limits
