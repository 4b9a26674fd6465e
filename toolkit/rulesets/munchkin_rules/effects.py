"""Carrying out card effects: each vocabulary key of the family has a rule here.

The checker bound every phrase of every card to a key (``lose 2 levels`` →
``lose_levels {n: 2}``); this module is where those keys act on the game.
Keys that only describe a lasting property (``wins ties``, ``hand limit 6``)
are read where the rules need them (character.py, strength.py) and do nothing
when "run".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from toolkit.engine import coverage
from toolkit.engine.agents import Option
from toolkit.engine.pieces import Counter
from toolkit.lang.model import Ability, Card, Choice, Effect, Term
from toolkit.lang.spans import span_text
from toolkit.rulesets.munchkin_family import PROPERTIES
from toolkit.rulesets.munchkin_rules import character, death, events, moves, numbers, selectors
from toolkit.rulesets.munchkin_rules.conditions import gear, holds
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import (
    ALL_FOES,
    Foe,
    Hooks,
    Lasting,
    Modifier,
    MunchkinState,
    Player,
    Refused,
)

# A monster added to the combat (combat.py: add_foe) is combat's business, which reads effects: it
# registers add_foe here when imported (Hooks: imports run one way).
ABOVE = Hooks("effects.py")

# In Combat.auto_escape beside ALL_FOES: this runner sacrificed a Fan, which frees them from
# every monster, even one whose card says escape is impossible (MKF-66, MKF-95).
FAN_ESCAPE = -1


@dataclass
class Context:
    """Who acts, with which card, on whom: what an effect needs to know."""

    actor: Player
    source: int
    victim: Player | None = None
    foe: Foe | None = None
    count: int = 1  # how many cards the cost discarded ("for each card discarded")
    default_side: str = "players"
    chosen: dict[str, object] = field(default_factory=dict)
    ability: int = -1  # the index of the ability on its card (limits per combat: Combat.spent)

    @property
    def subject(self) -> Player:
        return self.victim or self.actor


# What a card's rules only ever hold, never do: the family's lasting properties (a waiver, E54, is read
# when an item is equipped: moves.bind_waiver), and a rule's numbers, read where the rules need them.
STATIC_ONLY = PROPERTIES | numbers.NUMBER_KEYS


def trigger(state: MunchkinState, player: Player, window: str, **chosen: object) -> None:
    """The rules of a triggered window (`at start of turn`, `when you die`, `when you help kill`) on
    the player's cards that give them something (character.active_sources), whose condition holds."""
    rules = state.rules_by_uid
    for zone in (player.identity.cards, player.followers.cards, player.equipped):  # at every turn: mostly none
        for uid in zone:
            if window in rules[uid].windows:
                break
        else:
            continue
        break
    else:
        return
    for uid in list(character.active_sources(state, player)):
        if window not in state.rules(uid).windows:
            continue
        for ability in state.card(uid).abilities:
            if ability.window is None or ability.window.key != window:
                continue
            if guard(state, uid, ability, player):
                run(state, ability.effects, Context(actor=player, source=uid, chosen=dict(chosen)))


def run(state: MunchkinState, effects: tuple[Effect | Choice, ...], ctx: Context) -> None:
    for effect in effects:
        if state.winners:
            return
        if isinstance(effect, Choice):
            run_choice(state, effect, ctx)
        else:
            run_effect(state, effect, ctx)


def run_choice(state: MunchkinState, choice: Choice, ctx: Context) -> None:
    chooser = _chooser(state, choice.chooser, ctx)
    if coverage.RECORDER is not None:
        coverage.RECORDER.choice(state.ruleset.name, state.card(ctx.source), choice)
    card = state.card(ctx.source)
    options = [
        Option(f"option:{i}", _describe(card, option), payload=_keys(option)) for i, option in enumerate(choice.options)
    ]
    picked = state.ask(chooser.seat, "choose-option", options)
    state.emit("choice", player=chooser.name, option=options[picked].label)
    run(state, choice.options[picked], ctx)


def _chooser(state: MunchkinState, term: Term | None, ctx: Context) -> Player:
    if term is None or term.key == "victim":
        return ctx.subject
    if term.key == "player" and state.combat is not None:
        return state.players[state.combat.fighter]
    return ctx.actor


def _keys(option: tuple[Effect | Choice, ...]) -> tuple[str, ...]:
    """What an option does, by vocabulary key: what a bot weighs (bots._choose_option)."""
    return tuple(e.action.key if isinstance(e, Effect) else "choice" for e in option)


def _describe(card: Card, option: tuple[Effect | Choice, ...]) -> str:
    """An option as the card words it ('escape +1 on helper'), for the chooser and the log."""
    return "; ".join(span_text(card, e.span) or (e.action.key if isinstance(e, Effect) else "a choice") for e in option)


def guard(state: MunchkinState, uid: int, ability: Ability, player: Player) -> bool:
    """Whether a triggered rule's condition holds for the player (read, so recorded when recording)."""
    if ability.condition is None:
        return True
    if coverage.RECORDER is not None:
        coverage.RECORDER.condition(state.ruleset.name, state.card(uid), ability.condition, ability)
    return holds(state, ability.condition, player)


def run_effect(state: MunchkinState, effect: Effect, ctx: Context) -> None:
    if effect.condition is not None and coverage.RECORDER is not None:  # read, whatever it finds
        coverage.RECORDER.condition(state.ruleset.name, state.card(ctx.source), effect.condition, effect)
    if effect.condition is not None and not holds(state, effect.condition, ctx.subject):
        state.emit("no-effect", card=state.name(ctx.source), effect=effect.action.key, why="condition not met")
        return
    key = effect.action.key
    if key in STATIC_ONLY:
        if effect.duration is not None:  # "hand limit 3 until you die": a lasting property of its target
            if coverage.RECORDER is not None:
                coverage.RECORDER.effect(state.ruleset.name, state.card(ctx.source), effect)
            if effect.repeat is not None and key in numbers.NUMBER_KEYS:  # `hand limit +1 for each helper`
                args = {**effect.action.args, "n": effect.action.args["n"] * repetitions(state, effect, ctx)}
                effect = Effect(Term(key, args), effect.target, None, effect.duration, None, effect.span)
            for player in target_players(state, effect, ctx):
                # One step: fewer slots or big items are put right at once, before any invariant reads them.
                with state.atomic():
                    last(
                        state,
                        player,
                        Lasting(effect, ctx.source, effect.duration.key, _armed(state, player, effect), ctx.actor.seat),
                    )
                    state.emit(
                        "lasting",
                        player=player.name,
                        card=state.name(ctx.source),
                        effect=key,
                        until=effect.duration.key,
                    )
                    if key in numbers.NUMBER_KEYS:
                        character.settle_character(state, player)
        return
    handler = HANDLERS.get(key)
    if handler is None:
        raise KeyError(f"the engine has no rule for the effect {key!r}")
    if coverage.RECORDER is not None:  # the one place an effect is carried out (tests/test_phrase_coverage.py)
        coverage.RECORDER.effect(state.ruleset.name, state.card(ctx.source), effect)
    handler(state, effect, ctx, repetitions(state, effect, ctx))


def last(state: MunchkinState, player: Player, lasting: Lasting) -> None:
    """A lasting effect begins on the player; one that ends on a loss has the log's moves watched."""
    player.lasting.append(lasting)
    if lasting.until in events.LOSS_DURATIONS:
        events.watch_losses(state)


def _armed(state: MunchkinState, player: Player, effect: Effect) -> bool:
    """Whether a lasting effect acts from now: one "until the end of the next combat" waits for that
    combat, unless its victim is already in one whose outcome is still to come (MUN-100: one begun by
    a kill's trigger is for the next combat, not the one just won); the others act at once."""
    assert effect.duration is not None
    combat = state.combat
    fighting = combat is not None and not combat.settled and player.seat in combat.seats()
    if effect.duration.key == "end_of_next_combat":
        return fighting
    if effect.duration.key == "end_of_combat":
        return state.combat is not None
    return True


def repetitions(state: MunchkinState, effect: Effect, ctx: Context) -> int:
    """How many times "for each X" makes an effect happen."""
    if effect.repeat is None:
        return 1
    key, args = effect.repeat.key, effect.repeat.args
    combat = state.combat
    if key == "discarded_card":
        return ctx.count
    if key == "tagged_monster":
        return sum(1 for f in combat.live_foes() if args["tag"] in state.card(f.uid).tags) if combat else 0
    if key == "monster_in_combat":
        return len(combat.live_foes()) if combat else 0
    if key == "item_carried":
        return len(ctx.subject.carried)
    if key == "player_helping":
        return 1 if combat and combat.helper is not None else 0
    if key in ("count_cards", "count_players"):  # any selector's count (selectors.py)
        return selectors.count(state, effect.repeat, moves.scope_of(ctx))
    if key in ("each_player", "each_combatant"):  # `for each player`: the selectors' everyone, combatants
        who = Term("everyone" if key == "each_player" else "combatants")
        return len(selectors.players(state, who, moves.scope_of(ctx))[0])
    raise KeyError(f"the engine cannot count {key!r}")


# ---------------------------------------------------------------- targets


def target_players(
    state: MunchkinState, effect: Effect, ctx: Context, allowed: Callable[[Player], bool] | None = None
) -> list[Player]:
    """The players an effect acts on; ``allowed`` narrows the ones a player may choose from."""
    key = effect.target.key if effect.target else None
    combat = state.combat
    if key is None or key in ("self", "victim"):
        return [ctx.subject] if key != "self" else [ctx.actor]
    if key == "player":
        return [state.players[combat.fighter]] if combat else [ctx.subject]
    if key == "helper":
        return [state.players[combat.helper]] if combat and combat.helper is not None else []
    if key == "each_player":
        return list(state.players)
    if key == "selected":  # any player selector (selectors.py): its pool, or the one the user picks
        pool, one = selectors.players(state, effect.target.args["who"], moves.scope_of(ctx))  # type: ignore[union-attr]
        if allowed is not None:
            pool = [p for p in pool if allowed(p)]
        if not one:
            return pool
        chosen = ctx.chosen.get("player")
        if isinstance(chosen, Player) and chosen.dead:
            raise Refused(f"{chosen.name} is dead and cannot be targeted")  # MKF-102, MUN-104
        if isinstance(chosen, Player) and chosen in pool:
            return [chosen]
        if not pool:
            return pool
        # Asked even with one player to pick (taken at once, no event): a scenario's `on bob` that
        # the rules do not offer is then a scenario error, never the one player left (E51).
        index = state.ask(ctx.actor.seat, "choose-player", [Option(f"player:{p.name}", p.name) for p in pool])
        return [pool[index]]
    if key in ("any_player", "other_player"):
        living = [p for p in state.players if not p.dead]  # MKF-102: the dead cannot be targeted
        pool = [p for p in living if key == "any_player" or p is not ctx.actor]
        if allowed is not None:
            pool = [p for p in pool if allowed(p)]
        chosen = ctx.chosen.get("player")
        if isinstance(chosen, Player) and chosen.dead:
            raise Refused(f"{chosen.name} is dead and cannot be targeted")
        if not pool:
            return []
        if isinstance(chosen, Player) and chosen in pool:
            return [chosen]
        index = state.ask(ctx.actor.seat, "choose-player", [Option(f"player:{p.name}", p.name) for p in pool])
        return [pool[index]]
    return []


def chosen_pool(state: MunchkinState, actor: Player, effect: Effect) -> list[Player] | None:
    """The players an effect that targets a chosen player may take as the state stands (before any
    narrowing by what the effect does), or None when it targets no chosen player: what a target named
    in advance (a scenario's `on bob`) is checked against, so it is refused, never replaced (MUN-16)."""
    key = effect.target.key if effect.target else None
    if key in ("any_player", "other_player"):
        return [p for p in state.players if not p.dead and (key == "any_player" or p is not actor)]
    if key == "selected":
        return selectors.players(state, effect.target.args["who"], selectors.Scope(actor))[0]  # type: ignore[union-attr]
    return None


def may_gain_by_card(state: MunchkinState, player: Player) -> bool:
    """MUN-14, MUN-66: a gain that is not a kill's never reaches the winning level, so a player at
    the level below it gains nothing and the play is refused; MUN-104: the dead gain no levels."""
    return not player.dead and state.levels.values[player.seat] < state.constants["winning_level"] - 1


def gain_refusal(state: MunchkinState, player: Player) -> str:
    """Why may_gain_by_card(...) is False, in words."""
    if player.dead:
        return f"{player.name} is dead and cannot be targeted"  # MUN-104
    return f"a card cannot bring {player.name} to level {state.constants['winning_level']}: only a kill can"


def any_gain_target(state: MunchkinState, actor: Player, effect: Effect) -> bool:
    """Whether gain_targets(...) is not empty (read at every listing of a hand with such a card:
    the common targets answered without making the list)."""
    key = effect.target.key if effect.target else None
    if key is None or key in ("self", "victim"):
        return may_gain_by_card(state, actor)
    if key in ("any_player", "each_player"):
        for player in state.players:  # noqa: SIM110 (a plain loop: no generator made per check)
            if may_gain_by_card(state, player):
                return True
        return False
    return bool(gain_targets(state, actor, effect))


def gain_targets(state: MunchkinState, actor: Player, effect: Effect) -> list[Player]:
    """The players a card's (not a kill's) `go up N levels` may raise as the state stands: the
    targets target_players would take or offer, less those MUN-14 and MUN-104 rule out. Legality
    (plays.py) and the handler read this one list."""
    key = effect.target.key if effect.target else None
    combat = state.combat
    if key is None or key in ("self", "victim"):
        pool = [actor]
    elif key == "player":
        pool = [state.players[combat.fighter]] if combat else [actor]
    elif key == "helper":
        pool = [state.players[combat.helper]] if combat and combat.helper is not None else []
    elif key == "other_player":
        pool = [p for p in state.players if p is not actor]
    elif key == "selected":
        pool = selectors.players(state, effect.target.args["who"], selectors.Scope(actor))[0]  # type: ignore[union-attr]
    else:  # any_player, each_player
        pool = list(state.players)
    return [p for p in pool if may_gain_by_card(state, p)]


def strike_targets(state: MunchkinState, actor: Player, source: int, index: int) -> list[Player]:
    """Whom a strength effect aimed at another player (the thief's backstab) may hit: the players
    in the combat, never its own user, each at most once per combat by the same ability."""
    combat = state.combat
    if combat is None:
        return []
    spent = combat.spent
    found = []  # a plain loop: read at every listing of a backstab-like power
    for seat in combat.seats():
        if seat != actor.seat and not state.players[seat].dead and (source, index, f"hit:{seat}") not in spent:
            found.append(state.players[seat])
    return found


def strikes_a_player(effect: Effect) -> bool:
    """A strength effect aimed at a chosen player other than its user, or a penalty on any player, in the
    combat under way: one that lasts beyond it (`until end of next combat`, `until you die`) is a lasting
    effect on that player (_strength), struck anywhere, in a combat or not (MUN-99, MUN-100)."""
    if effect.target is None or (effect.duration is not None and effect.duration.key != "end_of_combat"):
        return False
    key = effect.target.key
    if key == "selected":  # E51: a chosen player other than its user, as `other player` is
        return effect.target.args["who"].key in selectors.STRIKING
    return key == "other_player" or (key == "any_player" and effect.action.args["n"] < 0)


def target_foes(state: MunchkinState, effect: Effect, ctx: Context) -> list[Foe]:
    combat = state.combat
    if combat is None:
        return []
    foes = combat.live_foes()
    key = effect.target.key if effect.target else None
    if key == "all_monsters":
        return foes
    if key in ("monster", "one_monster") or key is None:
        if ctx.foe is not None and not ctx.foe.fled:
            return [ctx.foe]
        if not foes:
            return []
        chosen = ctx.chosen.get("foe")
        if isinstance(chosen, Foe) and chosen in foes:
            return [chosen]
        index = state.ask(
            ctx.actor.seat, "choose-monster", [Option(f"monster:{i}", state.name(f.uid)) for i, f in enumerate(foes)]
        )
        return [foes[index]]
    return []


def _side(state: MunchkinState, effect: Effect, ctx: Context) -> str:
    key = effect.target.key if effect.target else None
    if key in ("monster", "one_monster", "all_monsters"):
        return "monsters"
    if key == "either_side":
        chosen = ctx.chosen.get("side")
        if chosen in ("players", "monsters"):
            return str(chosen)
        index = state.ask(ctx.actor.seat, "choose-side", [Option("side:players"), Option("side:monsters")])
        return ("players", "monsters")[index]
    if key is None:
        return ctx.default_side
    return "players"


# ---------------------------------------------------------------- handlers


def _strength(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    amount = effect.action.args["n"] * times
    label = state.name(ctx.source)
    if effect.duration is not None and (state.combat is None or effect.duration.key != "end_of_combat"):
        # Its target kept: `on the lowest-level player` follows the rank (character.follow_ranks), which
        # knows one play's lasting effect by this one object, shared by every player it is on.
        scaled = Effect(Term("strength", {"n": amount}), effect.target, duration=effect.duration)
        for player in target_players(state, effect, ctx):
            # MUN-100: a victim already in combat suffers "until the end of the next combat" in this one.
            armed = _armed(state, player, effect)
            last(state, player, Lasting(scaled, ctx.source, effect.duration.key, armed, ctx.actor.seat))
            state.emit(
                "lasting", player=player.name, card=label, effect="strength", amount=amount, until=effect.duration.key
            )
        return
    combat = state.combat
    if combat is None:
        state.emit("no-effect", card=label, effect="strength", why="no combat")
        return
    if strikes_a_player(effect):
        # A backstab: on a player in the combat, not its user, each once per combat; the modifier
        # is that player's (their side's total, labelled with their name).
        pool = strike_targets(state, ctx.actor, ctx.source, ctx.ability)
        for player in target_players(state, effect, ctx, lambda p: p in pool):
            combat.spent[(ctx.source, ctx.ability, f"hit:{player.seat}")] = 1
            combat.modifiers.append(Modifier(amount, f"{player.name}: {label}", "players"))
            state.emit("strength", side="players", player=player.name, card=label, amount=amount)
        return
    side = _side(state, effect, ctx)
    floor, ceiling = effect.action.args.get("floor"), effect.action.args.get("ceiling")  # E50
    if side == "monsters":
        for foe in target_foes(state, effect, ctx) or [None]:  # type: ignore[list-item]
            combat.modifiers.append(Modifier(amount, label, "monsters", foe, floor, ceiling))
            state.emit("strength", side="monsters", card=label, amount=amount)
    else:
        combat.modifiers.append(Modifier(amount, label, "players", None, floor, ceiling))
        state.emit("strength", side="players", card=label, amount=amount)


def _treasure_bonus(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for foe in target_foes(state, effect, ctx):
        amount = effect.action.args["n"] * times
        foe.extra_treasures += amount
        state.emit("treasures", monster=state.name(foe.uid), card=state.name(ctx.source), amount=amount)


def _escape_bonus(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    amount = effect.action.args["n"] * times
    # One object for every player of the play: character.follow_ranks knows a play's lasting effect by it.
    scaled = Effect(Term("escape_bonus", {"n": amount}), effect.target, duration=effect.duration)
    for player in target_players(state, effect, ctx):
        if effect.duration is not None:
            # Armed as any lasting effect is (MUN-99, MUN-100): "until you die" from now on, also
            # when the curse came outside a combat; "until the end of the next combat" from then.
            armed = _armed(state, player, effect)
            last(state, player, Lasting(scaled, ctx.source, effect.duration.key, armed, ctx.actor.seat))
        elif state.combat is not None:
            state.combat.escape_bonus[player.seat] = state.combat.escape_bonus.get(player.seat, 0) + amount
        state.emit("escape-bonus", player=player.name, amount=amount)


def _auto_escape(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    combat = state.combat
    if combat is None:
        return
    key = effect.target.key if effect.target else "all_monsters"
    foes = combat.live_foes() if key == "all_monsters" else target_foes(state, effect, ctx)
    seats = [ctx.actor.seat] if ctx.actor.seat in combat.seats() else combat.seats()
    if key not in ("monster", "one_monster", "all_monsters"):  # MKF-67: "on helper" frees a player from all
        foes = combat.live_foes()
        seats = [p.seat for p in target_players(state, effect, ctx) if p.seat in combat.seats()]
    sacrificed_fan = state.kind(ctx.source) == "fan"
    for seat in seats:
        combat.auto_escape.setdefault(seat, set()).update(id(f) for f in foes)
        if sacrificed_fan:  # MKF-95: the one escape that beats "no escape" (MKF-15's exception)
            combat.auto_escape[seat].add(FAN_ESCAPE)
        if key not in ("monster", "one_monster"):  # MKF-66: "all monsters" covers any added later too
            combat.auto_escape[seat].add(ALL_FOES)
        state.emit("auto-escape", player=state.players[seat].name, monsters=len(foes))
    if sacrificed_fan and key == "all_monsters" and _fighter_decides_for_helper(state, ctx):
        # MKF-67: the fighter who sacrifices their Fan decides whether the helper escapes too.
        helper = state.players[combat.helper]  # type: ignore[index]
        options = [Option("decline", f"{helper.name} rolls as usual"), Option("accept", f"{helper.name} escapes too")]
        if state.ask(ctx.actor.seat, "fan-helper", options) == 1:
            combat.auto_escape.setdefault(helper.seat, set()).update({FAN_ESCAPE, ALL_FOES})
            state.emit("auto-escape", player=helper.name, monsters=len(foes))


def _fighter_decides_for_helper(state: MunchkinState, ctx: Context) -> bool:
    """MKF-67: a fighter with a living helper sacrificed the Fan, whose card says nothing itself of
    the helper (a card that does, `choose you [escape automatically on helper | ...]`, decides)."""
    combat = state.combat
    if combat is None or combat.helper is None or ctx.actor.seat != combat.fighter:
        return False
    if state.players[combat.helper].dead or ctx.ability < 0:
        return False
    ability = state.card(ctx.source).abilities[ctx.ability]
    for part in ability.effects:
        if isinstance(part, Choice):
            return False
        if part.target is not None and part.target.key == "helper":
            return False
    return True


def _no_escape(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    if state.combat is not None:
        state.combat.no_escape = True
        state.emit("no-escape", card=state.name(ctx.source))


def _lose_levels(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for player in target_players(state, effect, ctx):
        set_level(state, player, player.level - effect.action.args["n"] * times, state.name(ctx.source))


def _gain_levels(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    cause = str(ctx.chosen.get("cause", "card"))
    kill = cause in ("kill", "helped-kill")  # MUN-14, MUN-78, MUN-90: a kill's levels may win
    winning = state.constants["winning_level"]
    pool = None if kill else gain_targets(state, ctx.actor, effect)
    for player in target_players(state, effect, ctx, None if pool is None else (lambda p: p in pool)):
        if player.dead:
            continue  # MUN-104: the dead gain no levels
        gain = effect.action.args["n"] * times
        if not kill:
            if pool is not None and player not in pool:
                # MUN-14, MUN-66: refused on a player at the level below the winning one.
                raise Refused(gain_refusal(state, player))
            gain = min(gain, winning - 1 - player.level)  # MUN-14: any other gain stops at level 9
        set_level(state, player, player.level + gain, state.name(ctx.source), cause)


def set_level(state: MunchkinState, player: Player, level: int, why: str, cause: str = "card") -> None:
    """The one writer of a level in play: the core's "level" counter gains or loses the difference,
    its event (``gain`` or ``spend``, counter=level) naming the player and the cause (MUN-14 reads it)."""
    levels = state.levels
    old = levels.values[player.seat]
    # MUN golden rule 1: never below level 1; the winning level caps a gain. They are the counter's
    # floor and ceiling; clamped here too, so that a change that changes nothing makes no event and
    # the event's amount is what really changed.
    new = max(state.constants["min_level"], min(state.constants["winning_level"], level))
    if new == old:
        return
    if character.aims_at_equipment(state):
        # `headgear slots -1 on the lowest-level other player` may name someone else now: one step.
        with state.atomic():
            _change_level(levels, player, old, new, why, cause)
            character.settle_character(state, player)
    else:
        _change_level(levels, player, old, new, why, cause)
    if new > old:
        events.happen(state, "level_gained", player.seat)


def _change_level(levels: Counter, player: Player, old: int, new: int, why: str, cause: str) -> None:
    if new > old:
        levels.gain(player.seat, new - old, why, player=player.name, cause=cause)
    else:
        levels.lose(player.seat, old - new, why, player=player.name, cause=cause)


def _lose_gear(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    what = effect.action.args["what"]
    for player in target_players(state, effect, ctx):
        for _ in range(times):
            candidates = gear(state, player, what)
            if not candidates:  # MUN curses: nothing happens when nothing fits
                state.emit("no-effect", card=state.name(ctx.source), player=player.name, why=f"no {what}")
                continue
            if what in ("items", "hand"):
                with state.atomic():
                    for uid in list(candidates):
                        state.discard(uid, Why.LOST, state.name(ctx.source))
                    character.settle_character(state, player)
                continue
            # MKF traps: when several things fit, the victim chooses.
            index = state.ask(player.seat, "choose-loss", state.card_options(candidates))
            with state.atomic():  # MUN big items: a loss that breaks a limit is put right at once
                state.discard(candidates[index], Why.LOST, state.name(ctx.source))
                character.settle_character(state, player)


def _lose_cards(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for player in target_players(state, effect, ctx):
        for _ in range(effect.action.args["n"] * times):
            if not player.hand.cards:
                break
            cards = list(player.hand)
            index = state.ask(player.seat, "choose-discard", state.card_options(cards))
            state.discard(cards[index], Why.LOST, state.name(ctx.source))


def _die(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for player in target_players(state, effect, ctx):
        death.die(state, player, state.name(ctx.source))


def _draw(deck_name: str) -> Callable[[MunchkinState, Effect, Context, int], None]:
    def handler(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
        deck = state.doors if deck_name == "door" else state.treasures
        drawn: list[int] = []
        for player in target_players(state, effect, ctx):
            for _ in range(effect.action.args["n"] * times):
                uid = state.draw(deck, player.hand, Why.DRAWN_FOR, detail=state.name(ctx.source))
                if uid is None:
                    break  # MUN-19: both piles empty; `draw 999999999999999999 treasures` ends here
                drawn.append(uid)
        moves.moved(ctx, drawn)  # `draw 1 treasure; give that card to another player`

    return handler


def _steal(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    combat = state.combat

    def may_be_robbed(player: Player) -> bool:  # MUN-42: nobody in combat is stolen from
        return combat is None or player.seat not in combat.seats()

    for victim in target_players(state, effect, ctx, may_be_robbed):
        for _ in range(effect.action.args["n"] * times):
            # Assumption: a thief steals only what they may carry (one big item unless allowed).
            limit = character.big_item_limit(state, ctx.actor)
            has_big = sum(1 for u in ctx.actor.carried if character.is_big(state, u))
            items = [
                u for u in victim.carried if not (character.is_big(state, u) and limit is not None and has_big >= limit)
            ]
            if not items:
                state.emit("no-effect", card=state.name(ctx.source), why=f"{victim.name} carries nothing")
                return
            index = state.ask(ctx.actor.seat, "choose-steal", state.card_options(items))
            uid = items[index]
            victim.equipped.discard(uid)
            with state.atomic():
                state.move(uid, ctx.actor.carried, Why.STOLEN_BY, detail=ctx.actor.name)
                character.settle_character(state, victim)
            moves.moved(ctx, [uid])


def _add_monster(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    add_foe = ABOVE.add_foe  # combat.py's (combat reads effects)

    combat = state.combat
    if combat is None:
        return
    tag = effect.action.args.get("tag")
    key = effect.target.key if effect.target else "hand"
    players = [ctx.actor] if key in ("hand", "self") else [p for p in _seat_order(state, ctx.actor)]
    for _ in range(effect.action.args["n"] * times):
        added = False
        for player in players:
            monsters = [
                u for u in player.hand if state.kind(u) == "monster" and (tag is None or tag in state.card(u).tags)
            ]
            if not monsters:
                continue
            options = [Option("pass"), *state.card_options(monsters)]
            if key in ("hand", "self"):
                options = options[1:]
            index = state.ask(player.seat, "add-monster", options)
            if options[index].key == "pass":
                continue
            add_foe(state, int(options[index].key.split(":")[1]), Why.ADDED_BY, player.name)
            added = True
            break
        if not added:
            return  # a round with no monster brought: the rest would be the same (`add 999999999999999999`)


def _seat_order(state: MunchkinState, first: Player) -> list[Player]:
    n = len(state.players)
    return [state.players[(first.seat + i) % n] for i in range(n)]


def _copy_monster(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    combat = state.combat
    if combat is None or not combat.live_foes():
        return
    for original in target_foes(state, effect, ctx):
        # MKF: everything that strengthens the monster strengthens its double.
        copy = Foe(original.uid, list(original.enhancers), copy_of=original)
        combat.foes.append(copy)
        state.emit("copy", monster=state.name(original.uid), enhancers=len(copy.enhancers))


def _win(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for player in target_players(state, effect, ctx):
        state.winners.append(player.seat)
        state.emit("win", player=player.name, why=f"{state.name(ctx.source)} says so explicitly")


def _change_gender(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for player in target_players(state, effect, ctx):
        player.gender = "female" if player.gender == "male" else "male"
        state.emit("gender", player=player.name, gender=player.gender)


def _flee(state: MunchkinState, effect: Effect, ctx: Context, times: int) -> None:
    for foe in target_foes(state, effect, ctx):
        foe.fled = True
        state.emit("fled", monster=state.name(foe.uid), card=state.name(ctx.source))


HANDLERS: dict[str, Callable[[MunchkinState, Effect, Context, int], None]] = {
    "strength": _strength,
    "treasure_bonus": _treasure_bonus,
    "escape_bonus": _escape_bonus,
    "auto_escape": _auto_escape,
    "no_escape": _no_escape,
    "lose_levels": _lose_levels,
    "gain_levels": _gain_levels,
    "lose_gear": _lose_gear,
    "lose_cards": _lose_cards,
    "die": _die,
    "draw_doors": _draw("door"),
    "draw_treasures": _draw("treasure"),
    "steal_items": _steal,
    "add_monster": _add_monster,
    "add_tagged_monster": _add_monster,
    "copy_monster": _copy_monster,
    "win_game": _win,
    "change_gender": _change_gender,
    "monster_flees": _flee,
    # Moves between zones and cancelling: one construct each (moves.py).
    **dict.fromkeys(moves.MOVE_KEYS, moves.run_move),
    "cancel": moves.run_cancel,
}


# The modules below read effects (they run a card's effects or count its `for each`).
death.ABOVE.register(trigger=trigger)
events.ABOVE.register(Context=Context, run=run)
moves.ABOVE.register(Context=Context, run=run)
numbers.ABOVE.register(Context=Context, repetitions=repetitions)
