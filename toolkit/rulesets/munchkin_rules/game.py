"""Playing whole games of the Munchkin family: set-up, turns until a winner, the record of it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from toolkit.engine.agents import Agent
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.model import Card
from toolkit.rulesets.munchkin_rules.bots import HeuristicBot
from toolkit.rulesets.munchkin_rules.invariants import INVARIANTS
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.munchkin_rules.turn import play_turn, set_up
from toolkit.rulesets.registry import Ruleset

MAX_TURNS = 2000  # Assumption: a game that runs this long is stopped and reported as unfinished.


@dataclass
class GameRecord:
    seed: int
    winners: list[int]
    turns: int
    combats: int
    decisions: int
    events: int
    digest: str
    drawn: Counter[str] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)
    at_win: Counter[str] = field(default_factory=Counter)  # cards in the winner's hand or play at the end
    levels_by_turn: list[tuple[int, ...]] = field(default_factory=list)
    first_player: int = -1  # the seat that took the first turn (MUN-7): the balance report's "first seat"


def new_game(
    ruleset: Ruleset,
    cards: Sequence[Card],
    players: int,
    seed: int,
    agents: Sequence[Agent] | None = None,
    check_invariants: bool = False,
    fast_play: bool = False,
    force: tuple[int, str] | None = None,
    genders: Sequence[str] = (),
) -> MunchkinState:
    """``genders``, by seat, are the characters' genders at set-up (MUN-5, MKF-5); a seat not
    given one keeps the engine's default, "male"."""
    state = MunchkinState(ruleset, seed, players)
    allowed = ruleset.vocabulary.enums["gender"]
    for player, gender in zip(state.players, genders, strict=False):
        if gender not in allowed:
            raise ValueError(f"gender {gender!r} is not one of {', '.join(allowed)}")
        player.gender = gender
    state.agents = list(agents) if agents else [HeuristicBot(seed * 31 + i) for i in range(players)]
    set_up(state, [c for c in cards if c.game == ruleset.name], fast_play, force)
    if check_invariants:
        state.invariants = list(INVARIANTS)
    return state


def play_game(
    ruleset: Ruleset,
    cards: Sequence[Card],
    players: int = 4,
    seed: int = 0,
    agents: Sequence[Agent] | None = None,
    check_invariants: bool = False,
    record: bool = True,
    fast_play: bool = False,
    force: tuple[int, str] | None = None,
) -> GameRecord:
    """``force`` (seat, card key): that card swapped into the seat's starting hand (the balance report).

    The cycle collector is paused for the game (as for parsing, toolkit/lang/gc_pause.py): a game
    allocates thousands of small containers that outlive it or die by reference counting (events,
    options, decisions), and the collections they set off (about 7 a game) took 5-9% of its time
    (A/B in one process). The state is dropped before the collector resumes, so it is freed by
    reference counting rather than scanned; only a few hundred objects a game lie in reference
    cycles (a Play and its Option, a bot and its bound methods), and the collector takes those.
    """
    with gc_paused():
        state = new_game(ruleset, cards, players, seed, agents, check_invariants, fast_play, force)
        first = state.current
        levels: list[tuple[int, ...]] = []
        while not state.over and state.turn < MAX_TURNS:
            play_turn(state)
            if record:
                levels.append(tuple(p.level for p in state.players))
        result = _record(state, seed, levels)
        del state  # freed now, by reference counting: the collector need not scan it when it resumes
    result.first_player = first
    return result


DRAWN = ("dealt", "kicked", "treasure", "looted the room", "drawn")  # why a card moved, in the move events
PLAYED = ("played by", "hired by", "cursing", "paid for")
_UNSEEN: list[object] = []  # a marker: no reason classified yet


def _names_for(why: str, drawn: list[object], played: list[object]) -> list[object] | None:
    """Which count a move for this reason adds to: drawn, played or neither."""
    if why.startswith(DRAWN):
        return drawn
    if why.startswith(PLAYED) or "enhances" in why:
        return played
    return None


def _record(state: MunchkinState, seed: int, levels: list[tuple[int, ...]]) -> GameRecord:
    # Only the move events (Table.moves), and each distinct reason classified once: a game moves
    # cards some 300 times for a few dozen reasons, among some 1,200 events in all. The names are
    # gathered first and counted in one Counter.update (counted in C, first seen first, as before).
    drawn_names: list[object] = []
    played_names: list[object] = []
    names_for: dict[object, list[object] | None] = {}
    for event in state.moves:
        data = event.data  # Table.move writes (card, uid, source, to, why) in that order
        why = data[4][1]
        names = names_for.get(why, _UNSEEN)
        if names is _UNSEEN:
            names = names_for[why] = _names_for(str(why), drawn_names, played_names)
        if names is not None:
            names.append(data[0][1])
    drawn: Counter[str] = Counter(map(str, drawn_names))
    played: Counter[str] = Counter(map(str, played_names))
    at_win: Counter[str] = Counter()
    for seat in state.winners:
        player = state.players[seat]
        for zone in player.zones():
            at_win.update(state.name(uid) for uid in zone)
    return GameRecord(
        seed=seed,
        winners=list(state.winners),
        turns=state.turn,
        combats=state.combats,
        decisions=state.decisions,
        events=len(state.log),
        digest=state.log.digest(),
        drawn=drawn,
        played=played,
        at_win=at_win,
        levels_by_turn=levels,
    )
