"""The play loop, for every game: set up, play turns until the game is over, record it.

The cycle collector is paused for the game (as for parsing, toolkit/lang/gc_pause.py): a game
allocates thousands of small containers that outlive it or die by reference counting (events,
options, decisions), and the collections they set off (about 7 a game) took 5-9% of its time
(A/B in one process). The state is dropped before the collector resumes, so it is freed by
reference counting rather than scanned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from toolkit.engine.agents import Agent
from toolkit.engine.contract import GameRecord, Rules
from toolkit.engine.reasons import DRAWN, PLAYED
from toolkit.engine.state import State
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.model import Card
from toolkit.lang.ruleset import Ruleset


def play_game(
    rules: Rules,
    ruleset: Ruleset,
    cards: Sequence[Card],
    players: int,
    seed: int,
    agents: Sequence[Agent] | None = None,
    check_invariants: bool = False,
    record: bool = True,
    variant: str | None = None,
    force: tuple[int, str] | None = None,
    digest: bool = True,
) -> GameRecord:
    """One complete game; ``record=False`` leaves out the per-turn score trace (the balance report's
    screening); ``digest=False`` leaves the record's ``digest`` empty: hashing the log is some 7% of a
    game's time, and only a caller that compares games (simulate, the tests, the bench's check that
    two engines played the same games) reads it."""
    with gc_paused():
        state = rules.new_game(ruleset, cards, players, seed, agents, check_invariants, variant, force)
        first = state.current
        trace: list[tuple[int, ...]] = []
        play_turn, scores, limit = rules.play_turn, rules.scores, rules.max_turns
        while not state.winners and state.turn < limit:
            play_turn(state)
            if record:
                trace.append(scores(state))
        result = record_of(rules, state, seed, trace, digest)
        del state  # freed now, by reference counting: the collector need not scan it when it resumes
    result.first_player = first
    return result


_UNSEEN: list[object] = []  # a marker: no reason classified yet


def record_of(rules: Rules, state: State, seed: int, trace: list[tuple[int, ...]], digest: bool = True) -> GameRecord:
    """The record of a finished (or stopped) game.

    Only the move events (Table.moves) are read, and each distinct reason classified once: a game
    moves cards some 300 times for a few dozen reasons, among some 1,200 events in all. A move made
    for a Reason member counts as its member says; one given as text asks ``rules.counts_of`` once.
    The names are gathered first and counted in one Counter.update (counted in C, first seen first).
    """
    drawn_names: list[object] = []
    played_names: list[object] = []
    lists = {DRAWN: drawn_names, PLAYED: played_names}
    names_for: dict[object, list[object] | None] = {}
    for event, reason in zip(state.moves, state.move_reasons, strict=True):
        data = event.data  # Table.move writes (card, uid, source, to, why) in that order
        key = reason if reason is not None else data[4][1]
        names = names_for.get(key, _UNSEEN)
        if names is _UNSEEN:
            counts = reason.counts if reason is not None else rules.counts_of(str(key))
            names = names_for[key] = lists.get(counts)
        if names is not None:
            names.append(data[0][1])
    at_win: Counter[str] = Counter()
    for seat in state.winners:
        at_win.update(state.name(uid) for uid in rules.cards_held(state, seat))
    return GameRecord(
        seed=seed,
        winners=list(state.winners),
        scores=rules.scores(state),
        turns=state.turn,
        decisions=state.decisions,
        forced=state.forced,
        events=len(state.log),
        digest=state.log.digest() if digest else "",
        stats=rules.stats(state),
        drawn=Counter(drawn_names),  # the names as Table.move wrote them: a card's name, a str
        played=Counter(played_names),
        at_win=at_win,
        score_trace=trace,
    )
