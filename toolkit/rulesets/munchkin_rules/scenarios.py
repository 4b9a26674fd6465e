"""Running test blocks: given a state, do something, expect an outcome (`deckwright test`).

Steps were bound by the checker to the family's scenario vocabulary
(munchkin_family.GIVENS / ACTIONS / EXPECTATIONS / DECISIONS); this module gives each key its
meaning. An action step (`fights`, `kicks open the door`, `gives`, `ends turn`, ...) is carried out
by the rules; the steps written after it that answer questions (`when bob helps`, `when bob
answers loot with "Sword"`, `when cara declines`) become scripted answers, which wait in the order
written for the decisions the engine asks (`state.ask(seat, kind, options)`):

- a decision takes the first waiting answer if that answer is for this player and this decision;
  a later answer is never used before an earlier one (steps run in the order written);
- an answer the decision does not offer is a scenario error (T0002) naming what was offered; a
  scripted play the rules do not offer at that moment, or on a target its effect cannot take (one
  check, in a combat or outside one: Script.target_refusal), is refused instead (`expect refused`);
- an answer still waiting when its action is over was never asked: an error (T0003), or T0004 when
  its decision came while an earlier step still waited; a combat step after an action that led to
  no combat cannot apply (T0005); a given roll no die uses is reported (T0006);
- the door, trouble and loot steps keep the phases of a turn (MUN-25, MUN-29): one out of order is
  a T0001 (_TurnPhases);
- every decision nothing scripts takes the first, passive option.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from toolkit.engine.agents import Decision, Option
from toolkit.engine.events import Event
from toolkit.engine.zones import Zone
from toolkit.lang.diagnostics import Diagnostic, did_you_mean_name
from toolkit.lang.model import Card, Scenario, Step
from toolkit.lang.vocabulary import DecisionSpec, Slot
from toolkit.rulesets.munchkin_family import RULE_NUMBER_MAP
from toolkit.rulesets.munchkin_rules import character, combat, events, numbers, plays, strength, turn
from toolkit.rulesets.munchkin_rules.combat import CombatReport
from toolkit.rulesets.munchkin_rules.effects import Refused
from toolkit.rulesets.munchkin_rules.reasons import Why
from toolkit.rulesets.munchkin_rules.state import PLAYER_NAMES, Combat, MunchkinState, Player
from toolkit.rulesets.registry import Ruleset

HELP_STEPS = {"helps", "bribed", "bribed_item"}
COMBAT_STEPS = HELP_STEPS | {"plays", "uses"}  # inside the combat of the step before them
# Steps that answer the engine's questions rather than act: they wait for their decision.
ANSWER_STEPS = {
    "picks_option",
    "pays_with",
    "answers",
    "picks",
    "declines",
    "accepts",
    "passes",
    "runs_first",
    "loot_pick",
    "charity",
}
COMBAT_ACTIONS = {"fights", "runs_away"}  # every combat step after them happens in their combat
HELP_ACTIONS = {"kicks", "trouble", "plays_turn"}  # a combat may follow: `helps` after them joins it
SETUP_GIVENS = {"set_up", "dealt"}  # the scenario starts from the real set-up
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


# A play written after `runs away`: the runner's own run-away decision, or anyone else's while-running.
_RUN_DECISIONS = frozenset({"run-away", "while-running"})


class _ScenarioError(Exception):
    """The scenario itself is wrong (a missing card, an answer not offered): reported with its T-code."""

    def __init__(self, message: str, code: str = "T0001", step: Step | None = None, notes: tuple[str, ...] = ()):
        super().__init__(message)
        self.code = code
        self.step = step
        self.notes = notes


# ---------------------------------------------------------------- scripted answers


@dataclass(eq=False)
class Answer:
    """One scripted answer: whose decision it waits for, which decisions, and how it picks."""

    step: Step
    index: int  # the step's position in the block: the answers of one step share it
    seat: int
    kinds: frozenset[str] | None  # the decisions it answers (None: any that offers its word)
    text: str  # the step as written, for messages
    key: str | None = None  # an exact option key (what the runner's own steps pick: "ask:1", "bribe:2")
    choice: str | None = None  # a quoted name: a card's, a player's, or an option's label
    word: str | None = None  # a bare option word: accept, decline, pass, stop, roll, ...
    number: int | None = None
    any_card: bool = False  # `pays with N cards`: the first card offered
    play: bool = False  # a play: one the rules do not offer is refused, not a scenario error
    optional: bool = False  # asked only if its play leads there (a target, a side, a last "stop")
    waits: bool = False  # `picks "X"`, `declines`: the player's next decision that offers it


class Script:
    """The answers of the action being run, shared by every player's agent, in the order written."""

    def __init__(self, state: MunchkinState, specs: dict[str, DecisionSpec]) -> None:
        self.state = state
        self.specs = specs
        self.picking = frozenset(name for name, spec in specs.items() if spec.picks)
        self.begin()

    def begin(self) -> None:
        self.queue: deque[Answer] = deque()
        self.open: list[Answer] = []  # the optional answers of the step answered last
        self.later: dict[int, list[Answer]] = {}  # optional answers, opened once their step's are all used
        self.defaults: dict[tuple[int, str], str] = {}  # what the action itself implies (a gift: accept)
        self.refused: list[Answer] = []
        self.reasons: dict[int, str | None] = {}  # id(refused answer) → the rules' own words for it, if any
        self.passed_over: dict[int, str] = {}  # id(answer) → the decision that came while it had to wait
        self.asked: dict[int, list[str]] = {}  # seat → the decisions asked of it in this action, first asked first
        self.answers_of: dict[int, int] = {}  # a step's index → how many answers (not optional) it scripts
        self.not_offered: dict[int, str] = {}  # id(waiting answer) → the first fitting decision, without it

    def add(self, answer: Answer) -> None:
        if answer.optional:
            self.later.setdefault(answer.index, []).append(answer)
        else:
            self.queue.append(answer)
            self.answers_of[answer.index] = self.answers_of.get(answer.index, 0) + 1

    def fits(self, answer: Answer, kind: str) -> bool:
        return answer.kinds is None or kind in answer.kinds

    def decide(self, decision: Decision) -> int:
        seat, kind = decision.player, decision.kind
        asked = self.asked.setdefault(seat, [])
        if kind not in asked:
            asked.append(kind)
        for answer in self.open:
            if answer.seat == seat and self.fits(answer, kind):
                index = self.resolve(answer, decision)
                if index is None:  # the play's target (`on bob`) is not one the rules offer: never another
                    raise _ScenarioError(
                        f"'{answer.text}': {self.who(seat)} is asked '{kind}' but it does not offer that; "
                        f"offered: {self.offered(decision)}",
                        "T0002",
                        answer.step,
                        self.notes(),
                    )
                self.open.remove(answer)
                return index
        while self.queue:
            head = self.queue[0]
            if head.seat != seat or not self.fits(head, kind):
                break
            index = self.resolve(head, decision)
            reason = self.target_refusal(head, decision, index) if index is not None and head.play else None
            if reason:  # refused before anything is paid, as outside a combat (MUN-16)
                self.reasons[id(head)] = reason
                self.refuse(head, decision)
                continue
            if index is None:
                if head.waits:
                    # `picks "cara"` waits for a choice that offers cara: if none does, T0003 says what was.
                    self.not_offered.setdefault(id(head), f"{kind}, which offered: {self.offered(decision)}")
                    break
                if head.play:  # not a legal play at this moment: refused by the rules
                    self.refuse(head, decision)
                    continue
                raise _ScenarioError(
                    f"'{head.text}': {self.who(seat)} is asked '{kind}' but it does not offer that; "
                    f"offered: {self.offered(decision)}" + self.unknown_name(head),
                    "T0002",
                    head.step,
                    self.notes(),
                )
            self.queue.popleft()
            if not self.queue or self.queue[0].index != head.index:
                self.open = self.later.pop(head.index, [])  # its targets and the like, asked next
            else:
                self.open = []
            return index
        self.note_passed_over(decision)
        default = self.defaults.get((seat, kind))
        if default is not None:
            found = decision.index_of(default)
            if found is not None:
                return found
        return 0  # the rules put the passive choice first

    def target_refusal(self, head: Answer, decision: Decision, index: int) -> str | None:
        """The one check of a target named in advance (`plays "X" on bob`): the rules' reason for
        refusing it, the same in a combat, in a run or outside one (plays.chosen_refusal), or None."""
        play = decision.options[index].payload
        if not isinstance(play, plays.Play) or play.kind != "ability":
            return None
        players = {f"player:{p.name}": p for p in self.state.players}
        named = [a for a in self.later.get(head.index, ()) if a.key in players and self.fits(a, "choose-player")]
        if not named:
            return None
        actor = self.state.players[decision.player]
        return plays.chosen_refusal(self.state, actor, play.uid, play.ability, players[str(named[0].key)])

    def refuse(self, head: Answer, decision: Decision) -> None:
        self.refused.append(head)
        if id(head) not in self.reasons:
            reason = turn.refusal_of_play(self.state, decision, head.key, head.choice)
            fight = self.state.combat
            if not reason and decision.kind == "combat-action" and head.key.startswith("ask:") and fight:
                # `when bob helps` not offered: the rules' reason (MUN-86, MUN-87, E44: helpers allowed 0)
                players = self.state.players
                reason = combat.help_refusal(self.state, players[decision.player], players[int(head.key[4:])])
            if not reason and decision.kind == "bribe":
                # `when bob helps` offers no treasure; where help must be bought (MKF-86) that is no offer.
                offered = ", ".join(o.label or o.key for o in decision.options)
                offer = head.key.replace("bribe:", "")
                reason = (
                    f"the fighter's offer ({offer} treasures) is not among {offered}:"
                    " write 'helps with a bribe of N treasures'"
                )
            if not reason:
                reason = self._not_theirs(head, decision)
            self.reasons[id(head)] = reason
        while self.queue and self.queue[0].index == head.index:
            self.queue.popleft()
        self.later.pop(head.index, None)

    def _not_theirs(self, head: Answer, decision: Decision) -> str | None:
        """A scripted play of a card another player holds (MUN-16: a player plays their own cards):
        said so, with whose it is, where the rules give no reason of their own."""
        parts = str(head.key).split(":")
        if len(parts) < 2 or not parts[1].isdigit() or int(parts[1]) not in self.state.cards:
            return None
        uid, player = int(parts[1]), self.state.players[decision.player]
        owner = self.state.owner(uid)
        if owner is None or owner is player:
            return None
        return f"{self.state.name(uid)} is {owner.name}'s, not {player.name}'s"

    def refusal_text(self, answer: Answer) -> str:
        """What a refused scripted play reports: the rules' reason when trying it says one."""
        reason = self.reasons.get(id(answer))
        if reason:
            return f"{reason} ({answer.text})"
        return f"not a legal play at that moment ({answer.text})"

    def note_passed_over(self, decision: Decision) -> None:
        """A waiting answer whose decision comes now, behind an earlier step: steps run in the order
        written, so it waits; if it is never used, the report says why (T0004)."""
        for answer in list(self.queue)[1:]:
            if (
                answer.seat == decision.player
                and self.fits(answer, decision.kind)
                and id(answer) not in self.passed_over
            ):
                try:
                    offered = self.resolve(answer, decision) is not None
                except _ScenarioError:
                    offered = False
                if offered:
                    head = self.queue[0]
                    line = head.step.span.line if head.step.span else "?"
                    self.passed_over[id(answer)] = (
                        f"{self.who(decision.player)} was asked '{decision.kind}' while '{head.text}' (line {line}), "
                        "written before it, still waited"
                    )

    def notes(self) -> tuple[str, ...]:
        waiting = [a for a in self.queue if id(a) in self.passed_over]
        return tuple(
            f"'{a.text}' (line {a.step.span.line if a.step.span else '?'}) let its decision pass: "
            + self.passed_over[id(a)]
            for a in waiting[:1]
        )

    def who(self, seat: int) -> str:
        return self.state.players[seat].name

    # ------------------------------------------------------------ picking an option

    def resolve(self, answer: Answer, decision: Decision) -> int | None:
        """The option an answer picks among those offered, or None when none fits."""
        options = decision.options
        if answer.key is not None:
            return decision.index_of(answer.key)
        if answer.any_card:
            return next((i for i, o in enumerate(options) if o.key.startswith("card:")), None)
        if answer.number is not None:
            spec = self.specs.get(decision.kind)
            if spec is not None and spec.number == "position":
                return answer.number - 1 if 1 <= answer.number <= len(options) else None
            return _unique([i for i, o in enumerate(options) if o.key.rsplit(":", 1)[-1] == str(answer.number)])
        if answer.word is not None:
            word = answer.word
            return _unique(
                [i for i, o in enumerate(options) if word in (o.key, o.key.split(":", 1)[0], o.key.rsplit(":", 1)[-1])]
            )
        assert answer.choice is not None
        wanted = answer.choice.casefold()
        found = [i for i, o in enumerate(options) if wanted in self.names(o)]
        if len({options[i].label for i in found}) > 1:  # two different plays of the same card
            labels = ", ".join(f'"{options[i].label}"' for i in found)
            raise _ScenarioError(
                f"'{answer.text}': '{answer.choice}' fits several options of '{decision.kind}' ({labels}); "
                "answer with the option's label",
                "T0002",
                answer.step,
            )
        return found[0] if found else None

    def names(self, option: Option) -> set[str]:
        """What a quoted answer may call an option: its label, the card or the player it names."""
        names = {option.label.casefold()} if option.label else set()
        parts = option.key.split(":")
        if len(parts) > 1:
            if parts[1].isdigit():
                number = int(parts[1])
                if parts[0] == "ask" and number < len(self.state.players):
                    names.add(self.state.players[number].name)
                elif parts[0] not in ("ask", "monster", "option", "bribe") and number in self.state.cards:
                    names.add(self.state.name(number).casefold())
            elif parts[0] == "player":
                names.add(parts[1])
        return names

    def unknown_name(self, answer: Answer) -> str:
        """For a name that is no card of the game nor a player: the nearest card's name."""
        if answer.choice is None:
            return ""
        names = {c.name for c in self.state.cards.values()} | {p.name for p in self.state.players}
        if answer.choice.casefold() in {n.casefold() for n in names}:
            return ""
        best = did_you_mean_name(answer.choice, names)
        return f"; no card or player is named '{answer.choice}'" + (f": did you mean '{best}'?" if best else "")

    def offered(self, decision: Decision) -> str:
        told = [f'"{o.label}"' if o.label else o.key for o in decision.options]
        if decision.kind == "choose-option":  # answered by position: `picks option 2`
            told = [f"option {n} {text}" for n, text in enumerate(told, 1)]
        return ", ".join(told)


def _unique(found: list[int]) -> int | None:
    return found[0] if len(found) == 1 else None


def _rolls_text(rolls: list[Event]) -> str:
    """'a roll of 6 (run away)', 'rolls of 4 (run away), 2 (run away)', 'no roll'."""
    if not rolls:
        return "no roll"
    told = ", ".join(f"{e.get('value')} ({e.get('why')})" for e in rolls)
    return f"a roll of {told}" if len(rolls) == 1 else f"rolls of {told}"


class ScenarioAgent:
    """A seat's agent: it answers from the scenario's shared script."""

    def __init__(self, script: Script) -> None:
        self.script = script

    def decide(self, state: object, decision: Decision) -> int:
        return self.script.decide(decision)


class _ScenarioState(MunchkinState):
    """The state a scenario runs in: a decision with a single option is shown to the script too (the
    engine takes it without asking, but an answer may have been written for it), and the real
    set-up's shuffle deals the cards a scenario names to the players it names."""

    def __init__(self, ruleset: Ruleset, seed: int, players: int) -> None:
        super().__init__(ruleset, seed, players)
        self.script: Script | None = None
        self.deal: dict[str, list[tuple[int, str, Step]]] = {}  # deck name → (seat, card name, step)

    def ask(self, seat: int, decision_kind: str, options: list) -> int:
        if len(options) == 1 and self.script is not None:
            only = options[0] if isinstance(options[0], Option) else Option(str(options[0]))
            self.script.decide(Decision(seat, decision_kind, (only,)))
        return super().ask(seat, decision_kind, options)

    def shuffle(self, zone: Zone) -> None:
        super().shuffle(zone)
        for deck in (self.doors, self.treasures):
            if zone is deck.draw and deck.name in self.deal:
                self._arrange(deck.name, zone, self.deal.pop(deck.name))

    def _arrange(self, deck: str, zone: Zone, wanted: list[tuple[int, str, Step]]) -> None:
        """Order the shuffled pile so that the deal (each player in turn, MUN-5) gives each named card
        to its player: the deal draws from the top, the end of the list."""
        per_player = self.constants[f"{'fast_play_' if self.fast_play else ''}starting_{deck}s"]
        order = list(reversed(zone.cards))
        placed: dict[int, list[int]] = {}
        for seat, name, step in wanted:
            dealt = {u for uids in placed.values() for u in uids}
            uid = self.find(name, [u for u in order if u not in dealt])
            if uid is None:
                if self.find(name, order) is not None:  # the set has it, but every copy is dealt already
                    raise _ScenarioError(f"'{name}' is dealt twice: the set has no other copy of it", step=step)
                best = did_you_mean_name(name, [self.name(u) for u in order])
                raise _ScenarioError(
                    f"no {deck} card named '{name}' is left to deal" + (f"; did you mean '{best}'?" if best else ""),
                    step=step,
                )
            placed.setdefault(seat, []).append(uid)
            if len(placed[seat]) > per_player:
                raise _ScenarioError(
                    f"{self.players[seat].name} is dealt {per_player} {deck} cards at set-up, not more", step=step
                )
        chosen = {uid for uids in placed.values() for uid in uids}
        rest = [u for u in order if u not in chosen]
        arranged: list[int] = []
        for player in self.players:
            mine = placed.get(player.seat, [])
            arranged += mine + rest[: per_player - len(mine)]
            rest = rest[per_player - len(mine) :]
        zone.cards[:] = list(reversed(arranged + rest))


# ---------------------------------------------------------------- the turn's phases

# The rules a turn's order is cited by: (the door, phase 2 and looting). Kung Fu numbers them as
# Munchkin does, but loots in a phase 3 of its own (MKF-30), after an optional phase 2 (MKF-29).
_PHASE_RULES = {"munchkin-kungfu": ("MKF-25", "MKF-29", "MKF-30")}
_MUNCHKIN_PHASE_RULES = ("MUN-25", "MUN-29", "MUN-29")


@dataclass
class _TurnPhases:
    """What the active player has done of the phases of the turn under way, as the steps wrote it:
    a turn kicks open one door (MUN-25), then, only if no monster was met, either looks for trouble
    or loots the room, once (MUN-29; MKF-29, MKF-30). A step out of that order is no move the engine
    ever offers (turn.play_turn), so it is a scenario error at its line, not a silent second door.
    `fights` stands outside the phases (a combat the block sets up), but fought by the active player
    it is a combat of the turn: no phase 2 follows it."""

    turn: tuple[int, int] = (-1, -1)  # (state.turn, the active seat): a new turn starts afresh
    door: Step | None = None  # the `kicks open the door` of this turn
    after_door: Step | None = None  # the look for trouble or loot of this turn
    met: Step | None = None  # the step that met a monster this turn (a combat took place)
    begun: Step | None = None  # the `ends turn` that began this turn in the block: it starts at phase 1

    def _now(self, state: MunchkinState) -> None:
        if self.turn != (state.turn, state.current):
            self.turn, self.door, self.after_door, self.met = (state.turn, state.current), None, None, None
            self.begun = None

    def begin(self, state: MunchkinState, step: Step) -> None:
        """A turn begun by a step of the block (`ends turn`): none of its phases is done yet."""
        self._now(state)
        self.begun = step

    def mark(
        self, state: MunchkinState, step: Step, door: bool = False, after_door: bool = False, met: bool = False
    ) -> None:
        self._now(state)
        if door:
            self.door = step
        if after_door:
            self.after_door = step
        if met:
            self.met = self.met or step

    def check(self, runner: _Runner, step: Step, player: Player) -> None:
        state, key = runner.state, step.term.key
        self._now(state)
        kick_rule, phase_rule, loot_rule = _PHASE_RULES.get(runner.ruleset.name, _MUNCHKIN_PHASE_RULES)
        rule = {"kicks": kick_rule, "trouble": phase_rule, "loots": loot_rule}[key]
        doing = {"kicks": "kicks open the door", "trouble": "looks for trouble", "loots": "loots the room"}[key]
        active = state.players[state.current]
        if active is not player:
            raise _ScenarioError(
                f"it is {active.name}'s turn, not {player.name}'s: only the player whose turn it is {doing} "
                f"({rule}); write 'given turn of {player.name}' first, or 'when {active.name} ends turn'",
                step=step,
            )

        def said(earlier: Step) -> str:
            where = f" (line {earlier.span.line})" if earlier.span is not None else ""
            return f"'{_render(runner.ruleset, earlier)}'{where}"

        next_turn = f"'when {player.name} ends turn' starts the next turn"
        if key == "kicks" and self.door is not None:
            raise _ScenarioError(
                f"{player.name} already kicked open the door this turn, at {said(self.door)}: one door a turn "
                f"({kick_rule}); {next_turn}",
                step=step,
            )
        if key == "kicks" and self.after_door is not None:
            raise _ScenarioError(
                f"{player.name} kicks open the door after {said(self.after_door)}: the door comes first, "
                f"in phase 1 ({kick_rule}, {phase_rule}); {next_turn}",
                step=step,
            )
        if key != "kicks" and self.begun is not None and self.door is None:
            raise _ScenarioError(
                f"{player.name}'s turn began at {said(self.begun)} and nobody kicked open its door: "
                f"{doing} comes after the door ({kick_rule}, {rule}); write 'when {player.name} kicks open the "
                "door' first",
                step=step,
            )
        if self.met is not None and key != "kicks":
            raise _ScenarioError(
                f"{player.name} {doing} after a combat this turn, at {said(self.met)}: once a monster is met, "
                f"there is no looking for trouble nor looting the room ({rule}); {next_turn}",
                step=step,
            )
        if self.after_door is not None and key != "kicks":
            raise _ScenarioError(
                f"{player.name} {doing} after {said(self.after_door)}: a turn looks for trouble or loots the "
                f"room once, not both ({rule}); {next_turn}",
                step=step,
            )


# ---------------------------------------------------------------- the runner


class _Runner:
    def __init__(self, ruleset: Ruleset, cards: Sequence[Card], scenario: Scenario, seed: int) -> None:
        self.scenario = scenario
        self.ruleset = ruleset
        self.cards = [c for c in cards if c.game == ruleset.name and c.deck in ("door", "treasure")]
        self.result = ScenarioResult(scenario)
        seats = max([2, *(PLAYER_NAMES.index(p) + 1 for p in _players_named(scenario))])
        for step in scenario.steps:
            if step.phase == "given" and step.term.key == "players":
                seats = max(seats, step.term.args["n"])
        self.state = _ScenarioState(ruleset, seed, min(seats, len(PLAYER_NAMES)))
        self.script = Script(self.state, dict(ruleset.vocabulary.decision_map))
        self.state.agents = [ScenarioAgent(self.script) for _ in self.state.players]
        self.turn_begun: int | None = None  # the seat whose turn `ends turn` has begun (begin_turn) and not played yet
        self.phases = _TurnPhases()  # what the active player has done of this turn's phases (MUN-25, MUN-29)
        self.box = self.state.zone("out-of-game")  # `given door deck empty`: the cards leave the game
        self.refusal: str | None = None
        self.last_combat: CombatReport | None = None
        self.given_foes: list[int] = []  # `given alice fighting "X"`
        self.given_helper: Player | None = None
        self.given_combat: list[Step] = []  # the `given` steps of that combat, until a `runs away` uses them
        self.given_cards: dict[int, Step] = {}  # the cards `given` placed, with the step that placed each
        self.table_checked = False  # the table the givens made was checked (table_allowed) once they ended
        self.unchecked: Step | None = None  # the last action, refused, until an `expect refused` reads it
        self.rolls_given: list[Step] = []  # the `given rolls N` steps, in order: the forced rolls they queued
        self.action_start = 0  # where the last action's events begin in the log
        self.refused_step: Step | None = None
        # The combat step whose combat ended before the last action ran (`alice fights "X"`, then `alice
        # equips "Y"`): what an `expect refused` of that action that finds it allowed says (MUN-53, MUN-57:
        # no equipping or selling in a combat, but the step ran after it).
        self.after_combat: Step | None = None
        self._combat_step: Step | None = None  # the last action, when it led to a combat that has ended

    # ------------------------------------------------------------ running

    def run(self) -> ScenarioResult:
        steps = list(self.scenario.steps)
        try:
            self.set_up(steps)
        except _ScenarioError as error:
            self._report(error, steps[0] if steps else None)
        index = 0
        waiting: list[tuple[int, Step]] = []  # answers written before any action: they wait for the next one
        while index < len(steps) and not self.result.errors:
            step = steps[index]
            at = index
            index += 1
            try:
                if step.phase == "given":
                    self.given(step)
                    continue
                if not self.table_checked:
                    self.table_checked = True
                    self.table_allowed()
                if step.phase == "expect":
                    self.expect(step)
                elif step.term.key in ANSWER_STEPS:
                    waiting.append((at, step))
                elif step.term.key in HELP_STEPS:
                    raise _ScenarioError(
                        f"'{_render(self.ruleset, step)}' happens in a combat: put it right after the step that "
                        "starts one (fights, runs away, kicks open the door, looks for trouble, plays a turn)",
                        "T0005",
                        step,
                    )
                else:
                    inner = list(waiting)
                    waiting = []
                    batch = [step]
                    while index < len(steps) and steps[index].phase == "when":
                        following = steps[index]
                        key = following.term.key
                        if step.term.key == "sells" and key == "sells" and len(batch) == index - at:
                            batch.append(following)
                        elif key in ANSWER_STEPS or (
                            key in (COMBAT_STEPS if step.term.key in COMBAT_ACTIONS else HELP_STEPS)
                            and step.term.key in COMBAT_ACTIONS | HELP_ACTIONS
                        ):
                            inner.append((index, following))
                        else:
                            break
                        index += 1
                    self.unexpected_refusal()
                    self.after_combat = self._combat_step if step.term.key not in COMBAT_ACTIONS else None
                    self.perform(batch, inner)
                    if self.refusal is not None and step.term.key != "plays_turn":
                        self.unchecked = (
                            self.refused_step
                        )  # a refusal nobody expects is a failure (see unexpected_refusal)
            except _ScenarioError as error:
                self._report(error, step)
        if not self.result.errors:
            self.unexpected_refusal()
            try:
                self.unused_combat_set_up("no 'runs away' step follows")
            except _ScenarioError as error:
                self._report(error, None)
        if self.state.rng.pending() and not self.result.errors:
            unused = self.rolls_given[len(self.rolls_given) - self.state.rng.pending()]
            self._report(
                _ScenarioError(
                    f"'given {_render(self.ruleset, unused)}' was never used: no die was rolled after it "
                    "(a roll is used by the next die rolled: put it before the step that rolls)",
                    "T0006",
                    unused,
                ),
                unused,
            )
        if waiting and not self.result.errors:
            at, step = waiting[0]
            self._report(
                _ScenarioError(
                    f"'{_render(self.ruleset, step)}' was never asked: no action follows it to ask it", "T0003", step
                ),
                step,
            )
        self.result.events = list(self.state.log.events)
        self.result.combats = [r for r in self.state.combat_reports if isinstance(r, CombatReport)]
        return self.result

    def _ran_after_combat(self) -> str:
        """Why an action a combat forbids (equipping, MUN-53; selling, MUN-57) was allowed when written
        after a combat step: it ran once that combat had ended."""
        if self.after_combat is None:
            return ""
        return (
            f" (it ran after the combat of '{_render(self.ruleset, self.after_combat)}' had ended: only plays, "
            "uses, helps and bribes written after a combat step happen inside its combat)"
        )

    def unexpected_refusal(self) -> None:
        """A scripted step the rules refused, with no `expect refused` after it, did not happen as
        written: a failure, not a silent no-op (a bot's own refusals in `plays a turn` are its affair)."""
        if self.unchecked is not None and self.refusal is not None:
            self.result.failures.append(
                Failure(
                    self.unchecked,
                    f"'{_render(self.ruleset, self.unchecked)}' carried out (or 'expect refused' after it)",
                    f"refused: {self.refusal}",
                )
            )
        self.unchecked = None

    def unused_combat_set_up(self, why: str) -> None:
        """`given alice fighting "X"` sets up the combat a `runs away` step runs from; unused, it says so."""
        if self.given_combat:
            step = self.given_combat[0]
            raise _ScenarioError(
                f"'{_render(self.ruleset, step)}' sets up the combat of a 'runs away' step, but {why}", step=step
            )

    def _report(self, error: _ScenarioError, step: Step | None) -> None:
        where = error.step or step
        self.result.errors.append(
            Diagnostic(error.code, str(error), where.span if where else self.scenario.span, notes=error.notes)
        )

    def set_up(self, steps: list[Step]) -> None:
        """The cards go into their decks, in the set's order; or, when the scenario asks for it, the
        real set-up (MUN-5..7) runs with the cards a `dealt` step names going to their players."""
        state = self.state
        fast = [s for s in steps if s.phase == "given" and s.term.key == "fast_play"]
        if fast and "fast_play_starting_doors" not in state.constants:
            raise _ScenarioError(f"{self.ruleset.name} has no fast-play variant", step=fast[0])
        state.fast_play = bool(fast)
        if not any(s.phase == "given" and s.term.key in SETUP_GIVENS for s in steps):
            doors, treasures = state.doors.draw, state.treasures.draw
            # add_card for each in turn, at once (the same uids, piles and versions): every block of a set
            # deals the whole set, some 500 cards, and the rules of its cards are read once for all of them.
            state.add_cards(self.cards, [doors if card.deck == "door" else treasures for card in self.cards])
            events.prepare(state)  # the events the cards listen for, read once they are all there
            return
        decks = {c.name.casefold(): c.deck for c in self.cards}
        for step in steps:
            if step.phase == "given" and step.term.key == "dealt":
                name = step.term.args["card"]
                deck = decks.get(name.casefold())
                if deck is None:
                    best = did_you_mean_name(name, [c.name for c in self.cards])
                    raise _ScenarioError(
                        f"no card named '{name}' in {self.ruleset.name}"
                        + (f"; did you mean '{best}'?" if best else ""),
                        step=step,
                    )
                seat = state.player_named(step.term.args["p"]).seat
                state.deal.setdefault(str(deck), []).append((seat, name, step))
        self.script.begin()
        state.script = self.script
        turn.set_up(state, list(self.cards), fast_play=bool(fast))

    def perform(self, batch: list[Step], inner: list[tuple[int, Step]]) -> None:
        """An action with the answers that follow it: they wait for its decisions, in order."""
        step = batch[0]
        script, state = self.script, self.state
        script.begin()
        state.script = script
        actor = self.player(step)
        self._running = step.term.key == "runs_away"
        for at, answer_step in inner:
            self.compile(at, answer_step, actor)
        self.refusal = None
        self.refused_step = step  # the step a refusal is reported on: a scripted play, else the action
        before, combats = len(state.log), state.combats
        self.action_start = before
        refused_outright = False
        try:
            self.carry_out(batch)
        except Refused as refusal:
            self.refusal = str(refusal)
            state.emit("refused", why=self.refusal)
            refused_outright = True
        finally:
            state.script = None
            self._combat_step = step if state.combats > combats and state.combat is None else None
        refused = [e for e in state.log.since(before) if e.kind == "refused"]
        if refused:
            self.refusal = str(refused[-1].get("why"))
        elif script.refused and self.refusal is None:
            self.refusal = script.refusal_text(script.refused[0])
        if script.refused:
            self.refused_step = script.refused[0].step
        if refused_outright:
            return  # what would have been asked after a refusal never comes; the refusal says why
        # An answer passed over because an earlier one waited explains why that earlier one was never
        # asked either: the order of the steps is the mistake, so it is reported first (T0004).
        passed = [a for a in script.queue if id(a) in script.passed_over and not a.play]
        if passed:
            answer = passed[0]
            raise _ScenarioError(
                f"'{answer.text}' was never used: {script.passed_over[id(answer)]} (steps run in the order "
                "written: write each answer where its decision comes)",
                "T0004",
                answer.step,
            )
        for answer in script.queue:
            if answer.play and state.combats > combats:
                if self.refusal is None:  # never offered in the combat: the rules did not allow it
                    self.refusal = script.refusal_text(answer)
                    self.refused_step = answer.step
                continue
            if answer.play:
                raise _ScenarioError(
                    f"'{answer.text}' happens in a combat, but '{_render(self.ruleset, step)}' led to none",
                    "T0005",
                    answer.step,
                )
            if id(answer) in script.passed_over:
                raise _ScenarioError(
                    f"'{answer.text}' was never used: {script.passed_over[id(answer)]} (steps run in the order "
                    "written: write each answer where its decision comes)",
                    "T0004",
                    answer.step,
                )
            total = script.answers_of.get(answer.index, 0)
            left = sum(1 for a in script.queue if a.index == answer.index)
            if 0 < left < total:  # `pays with 3 cards` where the cost asked for 2: the rest never came
                raise _ScenarioError(
                    f"'{answer.text}' was used only in part by the end of '{_render(self.ruleset, step)}': "
                    f"{total - left} of its {total} answers {'was' if total - left == 1 else 'were'} asked"
                    + (
                        " (a 'discard up to N' cost takes at most N cards in a combat, all uses together)"
                        if answer.step.term.key == "pays_with"
                        else ""
                    ),
                    "T0003",
                    answer.step,
                )
            raise _ScenarioError(
                f"'{answer.text}' was never asked by the end of '{_render(self.ruleset, step)}'"
                + script.unknown_name(answer)
                + self._asked_instead(answer)
                + (
                    "; a 'pays with' step pays the cost of the play or use written just before it: write it "
                    "right after that step"
                    if answer.step.term.key == "pays_with"
                    else ""
                ),
                "T0003",
                answer.step,
            )

    def _asked_instead(self, answer: Answer) -> str:
        """What the player was asked in that action instead, so a decision named wrongly shows the right one."""
        missed = self.script.not_offered.get(id(answer))
        if missed is not None:
            return f" ({self.script.who(answer.seat)} was asked {missed})"
        kinds = [k for k in self.script.asked.get(answer.seat, []) if answer.kinds is None or k not in answer.kinds]
        if not kinds:
            return ""
        return f" ({self.script.who(answer.seat)} was asked only: {', '.join(kinds)})"

    # ------------------------------------------------------------ finding things

    def player(self, step: Step) -> Player:
        return self.state.player_named(step.term.args["p"])

    def card(self, name: str, kind: str | None = None) -> int:
        """The uid of a card of the set by name; a scenario naming a missing card is an error (T0001)."""
        uid = self.state.find(name)
        if uid is None:
            names = [c.name for c in self.state.cards.values()]
            best = did_you_mean_name(name, names)
            raise _ScenarioError(
                f"no card named '{name}' in {self.state.ruleset.name}" + (f"; did you mean '{best}'?" if best else "")
            )
        if kind is not None and self.state.kind(uid) != kind:
            raise _ScenarioError(f"'{name}' is {plays.a_kind(self.state.kind(uid))}, not {plays.a_kind(kind)}")
        return uid

    def identity(self, category: str, value: str, step: Step | None = None) -> int:
        """The set's card of that race, class or style: of the block's own file first, where several
        cards declare it (a designer's second bard beside the first), else the set's first."""
        found = [
            uid for uid, card in self.state.cards.items() if card.kind == category and card.fields.get("is") == value
        ]
        if not found:
            raise _ScenarioError(f"the {self.state.ruleset.name} set has no {category} card that is '{value}'")
        here = step.span.file if step is not None and step.span is not None else None
        own = [uid for uid in found if here and self.state.cards[uid].file == here]
        if len(own) == 1 or len(found) == 1:
            return (own or found)[0]
        # Several cards make it, none alone in the block's file: taking one would be a guess (T0001).
        names = [self.state.cards[uid].name for uid in (own or found)]
        who = step.term.args.get("p", "alice") if step is not None else "alice"
        places = tuple(
            f"'{self.state.cards[uid].name}' at {self.state.cards[uid].file}:{self.state.cards[uid].line}"
            for uid in (own or found)
        )
        raise _ScenarioError(
            f"{len(names)} {category} cards of the set are '{value}' ({', '.join(repr(n) for n in names)}):"
            f" name the one meant, e.g. 'given {who} {category} \"{names[0]}\"'",
            notes=places,
        )

    # ------------------------------------------------------------ given

    def _within_the_rules(self, step: Step) -> None:
        """A `given` the game cannot be in is the scenario's mistake (T0001), never taken as written:
        a die shows 1..die_sides (MUN-41), a level lies in min_level..winning_level (MUN-2), and the
        table seats 2 (a scenario's least) to as many players as test blocks can name."""
        key, args, constants = step.term.key, step.term.args, self.state.constants
        bounds = {
            "rolls": ("a die roll", 1, constants["die_sides"]),
            "level": ("a level", constants["min_level"], constants["winning_level"]),
            "players": ("the number of players", 2, len(PLAYER_NAMES)),
        }.get(key)
        if bounds is not None:
            what, low, high = bounds
            n = args["n"]
            if not low <= n <= high:
                raise _ScenarioError(f"{what} is {low} to {high}, not {n}", step=step)

    def table_allowed(self) -> None:
        """The items the givens placed fit their players (MUN-52, MUN-55: slots, big items), judged once
        the givens are done (a later `race dwarf` may allow a second big item): T0001 at the last step
        that gave that player an item."""
        for player in self.state.players:
            problem = character.equipment_problem(self.state, player)
            if problem is not None:
                steps = [s for uid, s in self.given_cards.items() if uid in player.carried]
                last = max(steps, key=lambda s: (s.span.line, s.span.column) if s.span else (0, 0), default=None)
                raise _ScenarioError(f"the table given breaks the rules: {problem}", step=last)

    def given(self, step: Step) -> None:
        key, args, state = step.term.key, step.term.args, self.state
        self._within_the_rules(step)
        if key == "players" and args["n"] < len(state.players):
            # The table is the one written: a block naming cara sits at least three (T0001).
            raise _ScenarioError(
                f"the block names {state.players[-1].name}, who sits at a table of "
                f"{len(state.players)}, not {args['n']}: write 'given {len(state.players)} players'"
            )
        if key in ("players", "set_up", "fast_play"):
            return  # read before the game began (set_up)
        if "card" in args:
            # The set holds one copy of each card: a second `given` of it would move it silently.
            uid = self.card(args["card"])
            first = self.given_cards.setdefault(uid, step)
            if first is not step:
                line = first.span.line if first.span else "?"
                raise _ScenarioError(
                    f"'{args['card']}' is given already (line {line}): the set holds one copy of each card"
                )
            if key in ("equipped", "carrying") and state.kind(uid) not in ("item", "one-shot"):  # MUN-50, MUN-65
                raise _ScenarioError(f"'{args['card']}' is {plays.a_kind(state.kind(uid))}: only items are carried")
        if key == "dealt":
            return  # dealt by the set-up (set_up), before the game began
        if key == "discarded":
            uid = self.card(args["card"])
            state.discard(uid, Why.GIVEN_DISCARDED)
            return
        if key == "rolls":
            state.rng.force(args["n"])
            self.rolls_given.append(step)
            return
        if key == "turn":
            state.current = self.player(step).seat
            return
        if key in ("top_door", "top_treasure"):
            uid = self.card(args["card"])
            deck = state.doors if key == "top_door" else state.treasures
            state.move(uid, deck.draw, Why.GIVEN_ON_TOP)
            return
        if key == "empty_deck":
            deck = state.doors if args["deck"] == "door" else state.treasures
            for uid in list(reversed(deck.draw.cards)):
                state.move(uid, self.box, Why.GIVEN_OUT)
            return
        player = self.player(step)
        if key == "level":
            # Through the core's counter (its `set` event, why "given"), never past it: the range was
            # checked with the step's line above (MUN-34), so the counter's bounds hold.
            state.levels.set(player.seat, args["n"], Why.GIVEN.value, player=player.name)
        elif key == "gender":
            player.gender = args["g"]
        elif key in ("race", "class", "style"):
            state.move(self.identity(key, args[key], step), player.identity, Why.GIVEN)
        elif key in ("race_card", "class_card", "style_card"):  # the card named, where several make one
            state.move(self.card(args["card"], key.removesuffix("_card")), player.identity, Why.GIVEN)
        elif key in ("equipped", "carrying"):
            uid = self.card(args["card"])
            state.move(uid, player.carried, Why.GIVEN)
            if key == "equipped":
                if not character.usable(state, player, uid):  # MUN-51: said as such, not as a full slot
                    raise _ScenarioError(
                        f"{player.name} may not use '{args['card']}' (its 'usable if' bars them): give the"
                        f" race or class first, or write 'carrying'"
                    )
                if not character.can_equip(state, player, uid):
                    raise _ScenarioError(f"{player.name} has no free slot to equip '{args['card']}'")
                player.equipped.add(uid)
        elif key == "holding":
            state.move(self.card(args["card"]), player.hand, Why.GIVEN)
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
            state.move(uid, zone, Why.GIVEN)
        elif key == "cursed":
            uid = self.card(args["card"])
            if state.kind(uid) not in plays.CURSE_KINDS:  # a scenario error, never a traceback
                raise _ScenarioError(
                    f"'{args['card']}' is {plays.a_kind(state.kind(uid))}: only a curse or trap curses a player"
                )
            state.move(uid, player.hand, Why.GIVEN)
            plays.curse(state, player, uid, player, played=False)  # the table as given: no one hears a play
        elif key == "fighting":
            # MUN-68: a combat has one fighter; the set-up says whose it is, and no step changes it silently.
            fighter = self._given_role("fighting")
            if fighter is not None and fighter is not player:
                raise _ScenarioError(
                    f"{fighter.name} is given as the fighter of this combat already: one combat has one fighter "
                    f"(write 'given {fighter.name} fighting \"...\"' for each monster)",
                    step=step,
                )
            if self.given_helper is player:
                raise _ScenarioError(f"{player.name} is given as the helper of this combat", step=step)
            self.given_foes.append(self.card(args["card"], "monster"))
            self.given_combat.append(step)
        elif key == "helping":
            if self.given_helper is not None:  # MUN-86: one helper (the set-up holds one)
                raise _ScenarioError(
                    f"{self.given_helper.name} is given as the helper of this combat already: it has one helper",
                    step=step,
                )
            if self._given_role("fighting") is player:
                raise _ScenarioError(
                    f"{player.name} fights this combat and cannot help in it (MUN-86: the fighter asks another player)",
                    step=step,
                )
            self.given_helper = player
            self.given_combat.append(step)

    def free_monster(self, step: Step, fighter: Player) -> int:
        """The monster a `fights` or `runs away from` step brings out: one no player holds or has in
        play; taking it from a hand would change that hand without a word (MUN-21)."""
        uid = self.card(step.term.args["card"], "monster")
        owner = self.state.owner(uid)
        if owner is not None:
            name = step.term.args["card"]
            hint = (
                f": write 'when {fighter.name} looks for trouble with \"{name}\"' (MUN-30)"
                if owner is fighter and self.state.location[uid] is fighter.hand
                else ""
            )
            raise _ScenarioError(
                f"'{name}' is {owner.name}'s (in {self.state.location[uid].name}); 'fights' and 'runs away from' "
                f"bring out a monster no player holds" + hint,
                step=step,
            )
        return uid

    def _given_role(self, role: str) -> Player | None:
        """The player of the first `given ... fighting` (or `helping`) step of the combat being set up."""
        for step in self.given_combat:
            if step.term.key == role:
                return self.player(step)
        return None

    # ------------------------------------------------------------ answers

    def compile(self, at: int, step: Step, fighter: Player) -> None:
        """A step that answers questions becomes the answers it scripts, in the shared script."""
        key, args, script = step.term.key, step.term.args, self.script
        actor = self.player(step)
        text = _render(self.ruleset, step)

        def answer(seat: int, kinds: frozenset[str] | set[str] | None, **how: object) -> None:
            script.add(Answer(step, at, seat, frozenset(kinds) if kinds is not None else None, text, **how))  # type: ignore[arg-type]

        if key in HELP_STEPS:
            if actor is fighter:
                raise _ScenarioError(f"'{text}': {actor.name} fights this combat and cannot help in it", step=step)
            answer(fighter.seat, {"combat-action"}, key=f"ask:{actor.seat}", play=True)
            answer(fighter.seat, {"bribe"}, key=f"bribe:{args.get('n', 0)}", play=True)
            if key == "bribed_item":  # MUN-88: an item the fighter carries, handed over when the combat ends
                answer(fighter.seat, {"bribe-item"}, key=f"card:{self.card(args['card'])}", play=True)
            answer(actor.seat, {"help"}, key="accept", play=True)
        elif key == "picks_option":
            if args["n"] < 1:
                raise _ScenarioError("options are counted from 1", step=step)
            answer(actor.seat, {"choose-option"}, key=f"option:{args['n'] - 1}")
        elif key == "pays_with":
            if args["n"] < 1:
                raise _ScenarioError("a cost is paid with at least one card", step=step)
            if args["n"] > len(self.state.cards):
                # One answer per card is queued before the action runs: bound it by the set, not by 10^18.
                raise _ScenarioError(
                    f"'{text}': the game has {len(self.state.cards)} cards, so no cost takes more", step=step
                )
            for _ in range(args["n"]):
                answer(actor.seat, {"choose-discard"}, any_card=True)
            answer(actor.seat, {"choose-discard"}, word="stop", optional=True)
        elif key == "answers":
            answer(
                actor.seat, {args["decision"]}, choice=args.get("choice"), word=args.get("word"), number=args.get("n")
            )
        elif key == "picks":
            answer(actor.seat, script.picking, choice=args["choice"], waits=True)
        elif key in ("declines", "accepts", "passes"):
            answer(
                actor.seat, None, word={"declines": "decline", "accepts": "accept", "passes": "pass"}[key], waits=True
            )
        elif key == "runs_first":
            answer(actor.seat, {"escape-order"}, choice=args["card"])
        elif key == "loot_pick":
            answer(actor.seat, {"loot"}, choice=args["choice"])
        elif key == "charity":
            answer(actor.seat, {"charity"}, choice=args["choice"])
        else:
            self.compile_play(step, at, actor, answer)

    def compile_play(self, step: Step, at: int, actor: Player, answer: Callable[..., None]) -> None:
        """`when bob plays "X"` inside a combat: the play bob makes when his turn to act comes."""
        state, key, args = self.state, step.term.key, step.term.args
        uid = self.card(args["card"])
        kind = state.kind(uid)
        if kind in plays.CURSE_KINDS:
            # MUN-98: in a run the runner curses at their own run-away, anyone else before each roll.
            kinds = _RUN_DECISIONS if self._running else {"combat-action"}
            answer(actor.seat, kinds, key=f"curse:{uid}:-1", play=True)
        elif kind == "monster-enhancer" and self._running:
            # MUN-111, MKF-111: no one may play an enhancer in a run; tried, it is refused by the rules
            # at the player's decision in the run (with their reason), never a silent no-show.
            answer(actor.seat, _RUN_DECISIONS, key=f"enhance:{uid}:-1", play=True)
        elif kind == "monster-enhancer" and step.target is not None and step.target.args["what"] in PLAYER_NAMES:
            if state.owner(uid) is None:
                state.move(uid, actor.hand, Why.GIVEN_TO_PLAY)
            answer(actor.seat, {"combat-action"}, key=f"boost:{uid}:-1", play=True)  # MKF-65: on that player's fan
            answer(actor.seat, {"choose-fan"}, key=f"player:{step.target.args['what']}", optional=True)
        elif kind == "monster-enhancer" and (key == "plays" or not self._combat_rules(uid)):
            answer(actor.seat, {"combat-action"}, key=f"enhance:{uid}:-1", play=True)
        elif kind == "monster":  # MKF-89: a Hong Kong monster from hand (or the wandering monster's pick)
            if state.owner(uid) is None:
                state.move(uid, actor.hand, Why.GIVEN_TO_PLAY)
            answer(actor.seat, {"add-monster"}, key=f"card:{uid}", play=True)
        elif kind == "item" and "hong-kong" in state.card(uid).tags:  # MKF-90
            if state.owner(uid) is None:
                state.move(uid, actor.hand, Why.GIVEN_TO_PLAY)
            answer(actor.seat, {"combat-action"}, key=f"arm:{uid}:-1", play=True)
        elif kind in PUT_IN_PLAY_KINDS and key == "plays" and (state.owner(uid) is None or uid in actor.hand):
            # An item, race, class or hireling put in play during the combat (MUN-37, MUN-49, MUN-67).
            if state.owner(uid) is None:
                state.move(uid, actor.hand, Why.GIVEN_TO_PLAY)
            answer(actor.seat, {"combat-action"}, key=f"card:{uid}:-1", play=True)
        else:
            card = state.card(uid)
            usable = [
                i
                for i, a in enumerate(card.abilities)
                if a.window is not None and a.window.key in plays.WINDOWS_BY_MOMENT["combat"]
            ]
            # MKF-94: an ability "when running away" (the Ninja's) is used before the escape rolls.
            running = [i for i, a in enumerate(card.abilities) if a.window and a.window.key == "running_away"]
            if self._running:  # in a run away, a card is used as the rolls come (MUN-94: a one-shot, an escape)
                moment = plays.WINDOWS_BY_MOMENT["running"]
                usable = []
                running = [i for i, a in enumerate(card.abilities) if a.window and a.window.key in moment]
            if not usable and not running:
                if self._running and any(a.window is not None for a in card.abilities):
                    # Its rules act in another window: while running, only 'when running away' and 'any time'.
                    raise _ScenarioError(
                        f"'{card.name}' has no rule to use while running away (only 'when running away' and "
                        "'any time' rules are): a 'during combat' card is played after 'fights', before the run",
                        step=step,
                    )
                if any(a.window is not None and a.window.key == "as_played" for a in card.abilities):
                    # E48: a card that cancels is not played of itself; its holder is asked as the card
                    # it names is played ('cancel'), and a test block answers that decision.
                    raise _ScenarioError(
                        f"'{card.name}' is used only as a card its rule names is played (when ... is played): "
                        f"after that play, write 'when {actor.name} answers cancel with \"{card.name}\"'",
                        step=step,
                    )
                raise _ScenarioError(f"'{card.name}' has no rule to use during a combat", step=step)
            if uid not in actor.hand and state.owner(uid) is None:
                state.move(uid, actor.hand, Why.GIVEN_TO_PLAY)
            if usable:
                answer(actor.seat, {"combat-action"}, key=f"ability:{uid}:{usable[0]}", play=True)
            else:
                # In a run an onlooker's play answers their while-running decision, where the rules
                # refuse it with their reason (MUN-111: the others may only curse the runner).
                kinds = _RUN_DECISIONS if self._running else {"run-away"}
                answer(actor.seat, kinds, key=f"ability:{uid}:{running[0]}", play=True)
        if step.target is not None:
            what = step.target.args["what"]
            if what in ("monsters", "players"):
                answer(actor.seat, {"choose-side"}, key=f"side:{what}", optional=True)
            elif what in PLAYER_NAMES:
                answer(actor.seat, {"choose-player"}, key=f"player:{what}", optional=True)
                answer(actor.seat, {"choose-victim"}, key=f"player:{what}", optional=True)

    def _combat_rules(self, uid: int) -> list[int]:
        """The card's rules a player may use during a combat (`uses` an enhancer's own rule: plays.py
        offers it from the hand beside playing the card on a monster)."""
        windows = plays.WINDOWS_BY_MOMENT["combat"]
        return [
            i for i, a in enumerate(self.state.card(uid).abilities) if a.window is not None and a.window.key in windows
        ]

    _running = False  # compiling the steps of a `runs away`: a card's play goes in the run, not the fight

    # ------------------------------------------------------------ when

    def carry_out(self, batch: list[Step]) -> None:
        step = batch[0]
        state, key, args = self.state, step.term.key, step.term.args
        player = self.player(step)
        moment = "turn" if state.players[state.current] is player else "idle"
        if key in ("kicks", "loots", "trouble"):
            self.phases.check(self, step, player)
        if key == "fights":
            self.unused_combat_set_up("'fights' starts a combat of its own")
            self.last_combat = None
            combat.fight(state, player, self.free_monster(step, player), Why.GIVEN_TO_FIGHT)
            self._after_combat()
            if player is state.players[state.current]:  # a combat of this turn: no phase 2 after it (MUN-29)
                self.phases.mark(state, step, met=True)
        elif key == "runs_away":
            self.run_away(step, player)
        elif key == "sells":
            turn.sell(state, player, [self.card(s.term.args["card"]) for s in batch])
        elif key in ("plays", "uses"):
            uid = self.card(args["card"])
            if key == "plays" and state.owner(uid) is None:
                state.move(uid, player.hand, Why.GIVEN_TO_PLAY)
            owner = state.owner(uid)
            if owner is not None and owner is not player:  # MUN-16: a player plays and uses their own cards
                raise Refused(f"{state.name(uid)} is {owner.name}'s, not {player.name}'s")
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
            self.script.defaults[(taker.seat, "accept-gift")] = "accept"
            plays.give(state, player, self.card(args["card"]), taker)
        elif key == "trades":
            theirs = self.card(args["other"])
            partner = state.owner(theirs)
            if partner is None:
                raise Refused(f"nobody holds {args['other']}")
            self.script.defaults[(partner.seat, "accept-trade")] = "accept"
            plays.trade(state, player, self.card(args["card"]), partner, theirs)
        elif key == "discards":
            plays.discard_at_will(state, player, self.card(args["card"]))
        elif key == "kicks":
            fought = turn.kick_open_the_door(state, player)
            self._after_combat()
            self.phases.mark(state, step, door=True, met=fought)  # as turn.play_turn reads it
        elif key == "trouble":
            uid = self.card(args["card"], "monster")
            if state.location[uid] is not player.hand:
                raise Refused(f"{player.name} can look for trouble only with a monster from their hand")
            combat.fight(state, player, uid, Why.LOOKED_FOR_TROUBLE)
            self._after_combat()
            self.phases.mark(state, step, after_door=True, met=True)
        elif key == "loots":
            state.draw(state.doors, player.hand, Why.LOOTED_ROOM)
            self.phases.mark(state, step, after_door=True)
        elif key == "ends_turn":
            if state.players[state.current] is not player:  # MUN-16: only the player whose turn it is ends it
                now = state.players[state.current].name
                raise _ScenarioError(
                    f"it is {now}'s turn, not {player.name}'s: write 'when {now} ends turn', or "
                    f"'given turn of {player.name}' first",
                    step=step,
                )
            turn.charity(state, player)
            turn._expire(state, player, "end_of_turn")  # as a turn played ends (turn.play_turn)
            state.emit("end-turn", player=player.name, hand=len(player.hand))
            state.current = (player.seat + 1) % len(state.players)
            # MUN-104, MUN-105: the next turn starts now (the dead come back), whatever step comes next.
            turn.begin_turn(state, state.players[state.current])
            self.turn_begun = state.current
            self.phases.begin(state, step)
        elif key == "plays_turn":
            state.current = player.seat
            turn.play_turn(state, begun=self.turn_begun == player.seat)
            self._after_combat()
        self.turn_begun = state.current if key == "ends_turn" else None

    def run_away(self, step: Step, fighter: Player) -> None:
        """MUN-91..96: a combat with the monsters given (or named) goes straight to running away,
        as after a lost combat; the steps after it happen during the run."""
        state = self.state
        foes = list(self.given_foes)
        if "card" in step.term.args:
            foes.append(self.free_monster(step, fighter))
        if not foes:
            raise _ScenarioError(
                f'{fighter.name} runs away from nothing: name the monster (runs away from "...") or give it '
                f'(given {fighter.name} fighting "...")',
                step=step,
            )
        given_fighter, helping = self._given_role("fighting"), self._given_role("helping")
        for role, who in (("fighting", given_fighter), ("helping", helping)):
            if who is not None and (who is not fighter) == (role == "fighting"):
                where = next(s for s in self.given_combat if s.term.key == role)
                said = _render(self.ruleset, where)
                raise _ScenarioError(
                    f"'{said}' makes {who.name} the fighter, but {fighter.name} runs away: write "
                    f"'when {who.name} runs away'"
                    if role == "fighting"
                    else f"'{said}': {who.name} runs away as the fighter and cannot help in the same combat (MUN-86)",
                    step=where,
                )
        self.given_foes, self.given_combat = [], []
        helper, self.given_helper = self.given_helper, None
        state.combat = Combat(fighter.seat, [])
        start = len(state.log)
        try:
            for uid in foes:
                combat.add_foe(state, uid, Why.GIVEN_TO_RUN_FROM)
            state.emit("combat", player=fighter.name, monster=state.name(foes[0]))
            state.combats += 1
            combat._strike_reminders(state, fighter)  # a combat as any: a trap waiting for it strikes (MKF-98)
            if helper is not None and helper is not fighter:
                state.combat.helper = helper.seat
                state.emit("help", helper=helper.name, bribe=0, items=0)
                combat._strike_reminders(state, helper)  # MKF-98: as a helper too
            fight = state.combat
            players, monsters = strength.totals(state, fight)
            combat.report(state, fight, (players, monsters), False, start)
            state.emit("resolve", players=players, monsters=monsters, winner="monsters", why="given: the players run")
            events.decided(state)  # as combat.fight: what lasts until a loss may end with this one
            combat.run_away(state, fight)
            fight.settled = True
            for seat in fight.seats():  # a combat lost, as a fight that ends in running away (combat.fight)
                events.happen(state, "lost_combat", seat)
        finally:
            combat._clean_up(state)  # the combat's end, as after any fight (discards, lasting effects)
        self._after_combat()

    def _after_combat(self) -> None:
        reports = [r for r in self.state.combat_reports if isinstance(r, CombatReport)]
        if reports:
            self.last_combat = reports[-1]

    def _target_player(self, step: Step) -> Player | None:
        if step.target is not None and step.target.args["what"] in PLAYER_NAMES:
            return self.state.player_named(step.target.args["what"])
        return None

    # ------------------------------------------------------------ expect

    def expect(self, step: Step) -> None:
        key, args, state = step.term.key, step.term.args, self.state

        def check(ok: bool, expected: str, actual: str) -> None:
            if step.negated:  # `expect not STEP`: what the step says must not be so
                ok, expected, actual = not ok, f"not: {expected}", "it is so"
            if not ok:
                self.result.failures.append(Failure(step, expected, actual))

        def unanswerable(expected: str, actual: str) -> None:
            # What the step reads is not there (no combat, no treasure drawn): a failure, negated or
            # not, or `expect not alice wins combat` would pass in a block that fights nothing.
            self.result.failures.append(Failure(step, f"not: {expected}" if step.negated else expected, actual))

        if key in ("refused", "refused_because"):
            self.unchecked = None
        allowed = "it was allowed" + self._ran_after_combat()
        if key == "refused":
            check(self.refusal is not None, "the last action is refused", allowed)
            return
        if key == "refused_because":
            check(
                self.refusal is not None and args["why"].casefold() in self.refusal.casefold(),
                f"refused because '{args['why']}'",
                f"refused because '{self.refusal}'" if self.refusal else allowed,
            )
            return
        if key == "winner":
            names = [state.players[s].name for s in state.winners]
            check(args["p"] in names, f"{args['p']} has won", f"winners: {', '.join(names) or 'none'}")
            return
        if key in ("no_roll", "dice_rolled"):
            wanted = args.get("n", 0)
            rolled = [e for e in state.log.since(self.action_start) if e.kind == "roll"]
            check(
                len(rolled) == wanted,
                f"{wanted} {'die' if wanted == 1 else 'dice'} rolled in the last action",
                _rolls_text(rolled),
            )
            self.state.rng.drop_forced()  # the rolls given beyond were a guard, and are spent: not reported (T0006)
            return
        if key == "no_winner":
            names = [state.players[s].name for s in state.winners]
            check(not names, "nobody has won", f"winners: {', '.join(names)}")
            return
        if key in ("face_up", "face_down"):
            first = self.last_combat.first_event if self.last_combat else len(state.log)
            # The treasure draws since the combat began, told apart by their reason (MUN-89), not their text.
            draws = [
                reason
                for event, reason in zip(state.moves, state.move_reasons, strict=True)
                if event.seq >= first and reason in (Why.TREASURE_FACE_UP, Why.TREASURE_FACE_DOWN)
            ]
            wanted = Why.TREASURE_FACE_UP if key == "face_up" else Why.TREASURE_FACE_DOWN
            if not draws:
                unanswerable(f"treasures drawn {key.replace('_', ' ')}", "no treasure drawn")
                return
            check(
                bool(draws) and all(reason is wanted for reason in draws),
                f"treasures drawn {key.replace('_', ' ')}",
                ", ".join(reason.text for reason in draws) or "no treasure drawn",
            )
            return
        if key == "discarded":
            uid = self.card(args["card"])
            where = state.location[uid].name
            check(where.endswith("-discard"), f"'{args['card']}' discarded", f"it is in {where}")
            return
        if key == "monster_strength":
            actual = self.last_combat.monsters_total if self.last_combat else None
            if actual is None:
                unanswerable(f"monsters' strength {args['n']}", _strength(actual))
                return
            check(actual == args["n"], f"monsters' strength {args['n']}", _strength(actual))
            return
        player = self.player(step)
        combat_report = self.last_combat
        if key in ("wins_combat", "loses_combat"):
            if combat_report is None or player.name not in combat_report.players:
                unanswerable(f"{player.name} {key.replace('_', ' ')}", f"{player.name} fought no combat")
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
            if actual is None:
                unanswerable(f"{player.name}'s side at strength {args['n']}", _strength(actual))
            else:
                check(actual == args["n"], f"{player.name}'s side at strength {args['n']}", _strength(actual))
        elif key in ("escapes", "caught"):
            # The last combat's run, as 'wins combat' and 'strength' read the last combat: a player
            # caught in an earlier run may escape this one (MUN-92).
            first = combat_report.first_event if combat_report else 0
            caught = any(e.kind == "caught" and e.get("player") == player.name for e in state.log.since(first))
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
        elif key in numbers.QUANTITY_KEYS:  # `expect alice hand limit 3`: a rule's number as it stands
            actual = numbers.quantity(state, key, player)
            words = RULE_NUMBER_MAP[numbers.QUANTITY_KEYS[key]].words
            check(actual == args["n"], f"{player.name}'s {words} {args['n']}", f"{words} {actual}")


def _strength(actual: int | None) -> str:
    if actual is None:
        return "no combat took place (strength exists only in a fight: add a 'when ... fights' step)"
    return str(actual)


def _render(ruleset: Ruleset, step: Step) -> str:
    """A step as a designer writes it, from its pattern and values: `bob answers loot with "Sword"`."""
    category = {"given": "givens", "when": "actions", "expect": "expectations"}[step.phase]
    args = step.term.args
    for pattern in getattr(ruleset.vocabulary, category):
        slots = {p.name for p in pattern.parts if isinstance(p, Slot)}
        if pattern.key != step.term.key or slots != set(args):
            continue
        words = []
        count: object = None  # the number before a word of two forms: `2 cards`, `1 die`
        for part in pattern.parts:
            if isinstance(part, Slot):
                value = args[part.name]
                words.append(f'"{value}"' if part.type == "text" else str(value))
                count = value if part.type == "count" else None
            elif not part.optional:
                plural = len(part.options) == 2 and count is not None and count != 1
                words.append(part.options[1 if plural else 0])
                count = None
        if step.target is not None:
            words += ["on", str(step.target.args["what"])]
        return " ".join(words)
    return step.term.key.replace("_", " ")


def _players_named(scenario: Scenario) -> set[str]:
    named = set()
    for step in scenario.steps:
        if "p" in step.term.args:
            named.add(step.term.args["p"])
        if "q" in step.term.args:
            named.add(step.term.args["q"])
        if step.target is not None and step.target.args["what"] in PLAYER_NAMES:
            named.add(step.target.args["what"])
    return named


def run_scenario(ruleset: Ruleset, cards: Sequence[Card], scenario: Scenario, seed: int = 0) -> ScenarioResult:
    return _Runner(ruleset, cards, scenario, seed).run()
