"""Running test blocks: given a state, do something, expect an outcome (`deckwright test`).

Steps were bound by the checker to the family's scenario vocabulary
(munchkin_family.GIVENS / ACTIONS / EXPECTATIONS); this module gives each
key its meaning. Players act through scripted agents: a step such as
``when bob helps`` or ``when bob plays "Flask" on monsters`` becomes the
answers bob's agent gives inside the combat that the ``fights`` step before it
starts. Every other decision takes the first, passive option.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from toolkit.engine.agents import Decision, FirstOptionAgent
from toolkit.engine.events import Event
from toolkit.lang.diagnostics import Diagnostic, did_you_mean
from toolkit.lang.model import Card, Scenario, Step
from toolkit.rulesets.munchkin_rules import character, combat, plays, turn
from toolkit.rulesets.munchkin_rules.combat import CombatReport
from toolkit.rulesets.munchkin_rules.effects import Refused
from toolkit.rulesets.munchkin_rules.state import PLAYER_NAMES, MunchkinState, Player
from toolkit.rulesets.registry import Ruleset

COMBAT_STEPS = {"helps", "bribed", "bribed_item", "plays", "uses", "picks_option", "pays_with"}
ANSWER_STEPS = {"picks_option", "pays_with"}  # they script the player's next answer, in a combat or not
PUT_IN_PLAY_KINDS = plays.CHARACTER_KINDS | plays.FOLLOWER_KINDS | set(plays.SLOT_CARDS) | {"item"}


@dataclass
class Failure:
    step: Step
    expected: str
    actual: str


@dataclass
class ScenarioResult:
    scenario: Scenario
    failures: list[Failure] = field(default_factory=list)
    errors: list[Diagnostic] = field(default_factory=list)  # the scenario could not be set up or run
    events: list[Event] = field(default_factory=list)
    combats: list[CombatReport] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures and not self.errors


class ScenarioAgent:
    """Answers from the scenario's script; remembers script lines no decision could take."""

    def __init__(self) -> None:
        self.script: dict[str, list[str]] = {}
        self.unused: list[str] = []
        self.fallback = FirstOptionAgent()
        self.discards: list[int] = []  # `pays with N cards`: how many cards the next "discard up to" takes

    def pay_with(self, decision: Decision) -> int | None:
        """The answer to a "choose-discard" under a `pays with N cards` step: the first card offered
        while cards are still owed, then "stop"; None when no such step applies."""
        while self.discards:
            cards = [i for i, o in enumerate(decision.options) if o.key.startswith("card:")]
            stop = decision.index_of("stop")
            if self.discards[0] > 0 and cards:
                self.discards[0] -= 1
                return cards[0]
            self.discards.pop(0)
            if stop is not None:
                return stop
        return None

    def expect(self, kind: str, key: str) -> None:
        self.script.setdefault(kind, []).append(key)

    def decide(self, state: object, decision: Decision) -> int:
        if decision.kind == "choose-discard" and self.discards:
            paid = self.pay_with(decision)
            if paid is not None:
                return paid
        queue = self.script.get(decision.kind, [])
        if decision.kind in ("combat-action", "run-away"):
            # A play waits until it is offered: another player's play may make it legal (a cleric's
            # exorcism after an enhancer makes the monster undead). One never offered is reported
            # as refused when the combat ends.
            for position, key in enumerate(queue):
                index = decision.index_of(key)
                if index is not None:
                    del queue[position]
                    return index
            return self.fallback.decide(state, decision)
        while queue:
            key = queue.pop(0)
            index = decision.index_of(key)
            if index is not None:
                return index
            if not any(o.key.startswith(key.rsplit(":", 1)[0]) for o in decision.options):
                self.unused.append(key)
        return self.fallback.decide(state, decision)


class _Runner:
    def __init__(self, ruleset: Ruleset, cards: Sequence[Card], scenario: Scenario, seed: int) -> None:
        self.scenario = scenario
        self.result = ScenarioResult(scenario)
        seats = max([2, *(PLAYER_NAMES.index(p) + 1 for p in _players_named(scenario))])
        for step in scenario.steps:
            if step.phase == "given" and step.term.key == "players":
                seats = max(seats, step.term.args["n"])
        self.state = MunchkinState(ruleset, seed, min(seats, len(PLAYER_NAMES)))
        self.agents = [ScenarioAgent() for _ in self.state.players]
        self.state.agents = list(self.agents)
        for card in cards:
            if card.game == ruleset.name and card.deck in ("door", "treasure"):
                deck = self.state.doors if card.deck == "door" else self.state.treasures
                self.state.add_card(card, deck.draw)
        self.refusal: str | None = None
        self.last_combat: CombatReport | None = None
        self.placed: set[int] = set()

    # ------------------------------------------------------------ running

    def run(self) -> ScenarioResult:
        steps = list(self.scenario.steps)
        index = 0
        while index < len(steps) and not self.result.errors:
            step = steps[index]
            index += 1
            try:
                if step.phase == "given":
                    self.given(step)
                elif step.phase == "when":
                    if step.term.key == "fights":
                        rest = []
                        while (
                            index < len(steps)
                            and steps[index].phase == "when"
                            and steps[index].term.key in COMBAT_STEPS
                        ):
                            rest.append(steps[index])
                            index += 1
                        self.fight(step, rest)
                    elif step.term.key == "sells":
                        batch = [step]
                        while index < len(steps) and steps[index].phase == "when" and steps[index].term.key == "sells":
                            batch.append(steps[index])
                            index += 1
                        self.act(lambda b=batch: self.sell(b))
                    else:
                        self.act(lambda s=step: self.when(s))
                else:
                    self.expect(step)
            except _ScenarioError as error:
                self.result.errors.append(Diagnostic("T0001", str(error), step.span))
        self.result.events = list(self.state.log.events)
        self.result.combats = [r for r in self.state.combat_reports if isinstance(r, CombatReport)]
        return self.result

    def act(self, action: object) -> None:
        self.refusal = None
        before = len(self.state.log)
        try:
            action()  # type: ignore[operator]
        except Refused as refusal:
            self.refusal = str(refusal)
            self.state.emit("refused", why=self.refusal)
            return
        refused = [e for e in self.state.log.since(before) if e.kind == "refused"]
        if refused:
            self.refusal = str(refused[-1].get("why"))

    # ------------------------------------------------------------ finding things

    def player(self, step: Step) -> Player:
        return self.state.player_named(step.term.args["p"])

    def card(self, name: str, kind: str | None = None) -> int:
        """The uid of a card of the set by name; a scenario naming a missing card is an error (T0001)."""
        uid = self.state.find(name)
        if uid is None:
            names = [c.name for c in self.state.cards.values()]
            best = did_you_mean(name, names)
            raise _ScenarioError(
                f"no card named '{name}' in {self.state.ruleset.name}" + (f"; did you mean '{best}'?" if best else "")
            )
        if kind is not None and self.state.kind(uid) != kind:
            raise _ScenarioError(f"'{name}' is a {self.state.kind(uid)}, not a {kind}")
        return uid

    def identity(self, category: str, value: str) -> int:
        for uid, card in self.state.cards.items():
            if card.kind == category and card.fields.get("is") == value:
                return uid
        raise _ScenarioError(f"the {self.state.ruleset.name} set has no {category} card that is '{value}'")

    # ------------------------------------------------------------ given

    def given(self, step: Step) -> None:
        key, args, state = step.term.key, step.term.args, self.state
        if key == "players":
            return
        if key == "rolls":
            state.rng.force(args["n"])
            return
        if key == "turn":
            state.current = self.player(step).seat
            return
        if key in ("top_door", "top_treasure"):
            uid = self.card(args["card"])
            deck = state.doors if key == "top_door" else state.treasures
            state.move(uid, deck.draw, "given on top")
            return
        player = self.player(step)
        if key == "level":
            player.level = args["n"]
            state.emit("given", player=player.name, level=player.level)
        elif key == "gender":
            player.gender = args["g"]
        elif key in ("race", "class", "style"):
            state.move(self.identity(key, args[key]), player.identity, "given")
        elif key in ("equipped", "carrying"):
            uid = self.card(args["card"])
            state.move(uid, player.carried, "given")
            if key == "equipped":
                if not character.can_equip(state, player, uid):
                    raise _ScenarioError(f"{player.name} has no free slot to equip '{args['card']}'")
                player.equipped.add(uid)
        elif key == "holding":
            state.move(self.card(args["card"]), player.hand, "given")
        elif key == "in_play":
            uid = self.card(args["card"])
            kind = state.kind(uid)
            zone = (
                player.carried
                if kind in ("item", "one-shot")
                else player.followers
                if kind in plays.FOLLOWER_KINDS
                else player.identity
            )
            state.move(uid, zone, "given")
        elif key == "cursed":
            uid = self.card(args["card"])
            state.move(uid, player.hand, "given")
            plays.curse(state, player, uid, player)

    # ------------------------------------------------------------ when

    def fight(self, step: Step, during: list[Step]) -> None:
        state = self.state
        fighter = self.player(step)
        monster = self.card(step.term.args["card"], "monster")
        for agent in self.agents:
            agent.unused.clear()
        for inner in during:
            self.script(fighter, inner)
        self.refusal = None
        before = len(state.log)
        combat.fight(state, fighter, monster, "given to fight")
        reports = [r for r in state.combat_reports if isinstance(r, CombatReport)]
        self.last_combat = reports[-1] if reports else None
        refused = [e for e in state.log.since(before) if e.kind == "refused"]
        unused = [key for agent in self.agents for key in agent.unused]
        for agent in self.agents:  # a play never offered (no legal option at all) was not made either
            unused += [key for kind in ("combat-action", "run-away") for key in agent.script.pop(kind, [])]
        if refused:
            self.refusal = str(refused[-1].get("why"))
        elif unused:
            self.refusal = f"not a legal play at that moment ({unused[0]})"

    def script(self, fighter: Player, step: Step) -> None:
        """A step inside a combat becomes an answer of the acting player's agent."""
        state, key, args = self.state, step.term.key, step.term.args
        actor = self.player(step)
        agent = self.agents[actor.seat]
        if key in ("helps", "bribed", "bribed_item"):
            self.agents[fighter.seat].expect("combat-action", f"ask:{actor.seat}")
            self.agents[fighter.seat].expect("bribe", f"bribe:{args.get('n', 0)}")
            if key == "bribed_item":  # MUN-88: an item the fighter carries, handed over when the combat ends
                self.agents[fighter.seat].expect("bribe-item", f"card:{self.card(args['card'])}")
            agent.expect("help", "accept")
            return
        if key in ANSWER_STEPS:
            self.answer(actor, step)
            return
        uid = self.card(args["card"])
        kind = state.kind(uid)
        if kind in plays.CURSE_KINDS:
            agent.expect("combat-action", f"curse:{uid}:-1")
        elif kind == "monster-enhancer" and step.target is not None and step.target.args["what"] in PLAYER_NAMES:
            if state.owner(uid) is None:
                state.move(uid, actor.hand, "given to play")
            agent.expect("combat-action", f"boost:{uid}:-1")  # MKF-65: on that player's fan
            agent.expect("choose-fan", f"player:{step.target.args['what']}")
        elif kind == "monster-enhancer":
            agent.expect("combat-action", f"enhance:{uid}:-1")
        elif kind == "monster":  # MKF-89: a Hong Kong monster from hand (or the wandering monster's pick)
            if state.owner(uid) is None:
                state.move(uid, actor.hand, "given to play")
            agent.expect("add-monster", f"card:{uid}")
        elif kind == "item" and "hong-kong" in state.card(uid).tags:  # MKF-90
            if state.owner(uid) is None:
                state.move(uid, actor.hand, "given to play")
            agent.expect("combat-action", f"arm:{uid}:-1")
        elif kind in PUT_IN_PLAY_KINDS and key == "plays" and (state.owner(uid) is None or uid in actor.hand):
            # An item, race, class or hireling put in play during the combat (MUN-37, MUN-49, MUN-67).
            if state.owner(uid) is None:
                state.move(uid, actor.hand, "given to play")
            agent.expect("combat-action", f"card:{uid}:-1")
        else:
            card = state.card(uid)
            usable = [
                i
                for i, a in enumerate(card.abilities)
                if a.window is not None and a.window.key in plays.WINDOWS_BY_MOMENT["combat"]
            ]
            # MKF-94: an ability "when running away" (the Ninja's) is used before the escape rolls.
            running = [i for i, a in enumerate(card.abilities) if a.window and a.window.key == "running_away"]
            if not usable and not running:
                raise _ScenarioError(f"'{card.name}' has no rule to use during a combat")
            if uid not in actor.hand and state.owner(uid) is None:
                state.move(uid, actor.hand, "given to play")
            if usable:
                agent.expect("combat-action", f"ability:{uid}:{usable[0]}")
            else:
                agent.expect("run-away", f"ability:{uid}:{running[0]}")
        if step.target is not None:
            what = step.target.args["what"]
            if what in ("monsters", "players"):
                agent.expect("choose-side", f"side:{what}")
            elif what in PLAYER_NAMES:
                agent.expect("choose-player", f"player:{what}")
                agent.expect("choose-victim", f"player:{what}")

    def answer(self, player: Player, step: Step) -> None:
        """`picks option N` and `pays with N cards` script the player's next such decision."""
        agent, n = self.agents[player.seat], step.term.args["n"]
        if step.term.key == "picks_option":
            if n < 1:
                raise _ScenarioError("options are counted from 1")
            agent.expect("choose-option", f"option:{n - 1}")
        else:
            agent.discards.append(n)

    def when(self, step: Step) -> None:
        state, key, args = self.state, step.term.key, step.term.args
        player = self.player(step)
        if key in ANSWER_STEPS:
            self.answer(player, step)
            return
        moment = "turn" if state.players[state.current] is player else "idle"
        if key in ("plays", "uses"):
            uid = self.card(args["card"])
            if key == "plays" and state.owner(uid) is None:
                state.move(uid, player.hand, "given to play")
            kind = state.kind(uid)
            if kind in plays.CURSE_KINDS:
                victim = self._target_player(step) or player
                plays.curse(state, player, uid, victim)
            elif kind == "monster-enhancer":  # outside a combat it can only go on a fan (MKF-65)
                plays.enhance_fan(state, player, uid, self._target_player(step))
            elif uid in player.hand and (
                kind in plays.CHARACTER_KINDS | plays.FOLLOWER_KINDS | set(plays.SLOT_CARDS) or kind == "item"
            ):
                plays.put_in_play(state, player, uid)
            else:
                card = state.card(uid)
                windows = plays.WINDOWS_BY_MOMENT[moment]
                fitting = [i for i, a in enumerate(card.abilities) if a.window is not None and a.window.key in windows]
                if not fitting:
                    any_window = [i for i, a in enumerate(card.abilities) if a.window is not None]
                    if not any_window:
                        raise _ScenarioError(f"'{card.name}' has no rule a player can use")
                    fitting = any_window
                chosen: dict[str, object] = {}
                target = self._target_player(step)
                if target is not None:
                    chosen["player"] = target
                plays.use_ability(state, player, uid, fitting[0], moment, **chosen)
        elif key == "equips":
            plays.equip(state, player, self.card(args["card"]))
        elif key == "gives":
            taker = state.player_named(args["q"])
            self.agents[taker.seat].expect("accept-gift", "accept")
            plays.give(state, player, self.card(args["card"]), taker)
        elif key == "trades":
            theirs = self.card(args["other"])
            partner = state.owner(theirs)
            if partner is None:
                raise Refused(f"nobody holds {args['other']}")
            self.agents[partner.seat].expect("accept-trade", "accept")
            plays.trade(state, player, self.card(args["card"]), partner, theirs)
        elif key == "discards":
            plays.discard_at_will(state, player, self.card(args["card"]))
        elif key == "kicks":
            turn.kick_open_the_door(state, player)
            self._after_combat()
        elif key == "trouble":
            uid = self.card(args["card"], "monster")
            if state.location[uid] is not player.hand:
                raise Refused(f"{player.name} can look for trouble only with a monster from their hand")
            combat.fight(state, player, uid, "looked for trouble")
            self._after_combat()
        elif key == "loots":
            state.draw(state.doors, player.hand, "looted the room (face down)")
        elif key == "ends_turn":
            turn.charity(state, player)
            state.emit("end-turn", player=player.name, hand=len(player.hand))
            state.current = (player.seat + 1) % len(state.players)
        elif key == "plays_turn":
            state.current = player.seat
            turn.play_turn(state)
            self._after_combat()
        elif key in COMBAT_STEPS - ANSWER_STEPS:
            raise _ScenarioError(f"'{key}' belongs right after a 'fights' step")

    def _after_combat(self) -> None:
        reports = [r for r in self.state.combat_reports if isinstance(r, CombatReport)]
        if reports:
            self.last_combat = reports[-1]

    def _target_player(self, step: Step) -> Player | None:
        if step.target is not None and step.target.args["what"] in PLAYER_NAMES:
            return self.state.player_named(step.target.args["what"])
        return None

    def sell(self, steps: list[Step]) -> None:
        player = self.player(steps[0])
        turn.sell(self.state, player, [self.card(s.term.args["card"]) for s in steps])

    # ------------------------------------------------------------ expect

    def expect(self, step: Step) -> None:
        key, args, state = step.term.key, step.term.args, self.state

        def check(ok: bool, expected: str, actual: str) -> None:
            if not ok:
                self.result.failures.append(Failure(step, expected, actual))

        if key == "refused":
            check(self.refusal is not None, "the last action is refused", "it was allowed")
            return
        if key == "refused_because":
            check(
                self.refusal is not None and args["why"].casefold() in self.refusal.casefold(),
                f"refused because '{args['why']}'",
                f"refused because '{self.refusal}'" if self.refusal else "it was allowed",
            )
            return
        if key == "winner":
            names = [state.players[s].name for s in state.winners]
            check(args["p"] in names, f"{args['p']} has won", f"winners: {', '.join(names) or 'none'}")
            return
        if key == "no_winner":
            names = [state.players[s].name for s in state.winners]
            check(not names, "nobody has won", f"winners: {', '.join(names)}")
            return
        if key in ("face_up", "face_down"):
            first = self.last_combat.first_event if self.last_combat else len(state.log)
            draws = [
                str(e.get("why"))
                for e in state.log.since(first)
                if e.kind == "move" and str(e.get("why")).startswith("treasure")
            ]
            wanted = "face up" if key == "face_up" else "face down"
            check(
                bool(draws) and all(wanted in why for why in draws), f"treasures drawn {wanted}", f"{draws or 'none'}"
            )
            return
        if key == "discarded":
            uid = self.card(args["card"])
            where = state.location[uid].name
            check(where.endswith("-discard"), f"'{args['card']}' discarded", f"it is in {where}")
            return
        if key == "monster_strength":
            actual = self.last_combat.monsters_total if self.last_combat else None
            check(actual == args["n"], f"monsters' strength {args['n']}", _strength(actual))
            return
        player = self.player(step)
        combat_report = self.last_combat
        if key in ("wins_combat", "loses_combat"):
            if combat_report is None or player.name not in combat_report.players:
                check(False, f"{player.name} {key.replace('_', ' ')}", f"{player.name} fought no combat")
                return
            won = combat_report.won
            check(
                won == (key == "wins_combat"),
                f"{player.name} {key.replace('_', ' ')}",
                "the players won" if won else "the monsters won",
            )
        elif key == "level":
            check(player.level == args["n"], f"{player.name} at level {args['n']}", f"level {player.level}")
        elif key == "strength":
            actual = combat_report.players_total if combat_report else None
            check(actual == args["n"], f"{player.name}'s side at strength {args['n']}", _strength(actual))
        elif key in ("escapes", "caught"):
            caught = any(e.kind == "caught" and e.get("player") == player.name for e in state.log)
            check(caught == (key == "caught"), f"{player.name} {key}", "caught" if caught else "not caught")
        elif key in ("dead", "alive"):
            check(player.dead == (key == "dead"), f"{player.name} {key}", "dead" if player.dead else "alive")
        elif key in ("equipped", "carrying", "holding", "in_play"):
            uid = self.card(args["card"])
            where = state.location[uid]
            ok = {
                "equipped": uid in player.equipped,
                "carrying": where is player.carried,
                "holding": where is player.hand,
                "in_play": uid in character.in_play(player),
            }[key]
            check(ok, f"{player.name} {key.replace('_', ' ')} '{args['card']}'", f"it is in {where.name}")
        elif key == "hand_size":
            check(len(player.hand) == args["n"], f"{player.name} holding {args['n']} cards", f"{len(player.hand)}")


class _ScenarioError(Exception):
    """The scenario itself is wrong (a missing card, an impossible set-up): reported as T0001."""


def _strength(actual: int | None) -> str:
    if actual is None:
        return "no combat took place (strength exists only in a fight: add a 'when ... fights' step)"
    return str(actual)


def _is_combat_step(step: Step) -> bool:
    return step.phase == "when" and step.term.key in COMBAT_STEPS


def _players_named(scenario: Scenario) -> set[str]:
    named = set()
    for step in scenario.steps:
        if "p" in step.term.args:
            named.add(step.term.args["p"])
        if step.target is not None and step.target.args["what"] in PLAYER_NAMES:
            named.add(step.target.args["what"])
    return named


def run_scenario(ruleset: Ruleset, cards: Sequence[Card], scenario: Scenario, seed: int = 0) -> ScenarioResult:
    return _Runner(ruleset, cards, scenario, seed).run()
