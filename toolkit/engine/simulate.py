"""Simulating many complete games with bots, and the report of them (`deckwright simulate`).

Game-independent: the report is made of what every game's record has (winners, scores, turns,
card counts) and of the game's own stats by name (``GameRecord.stats``: Munchkin's combats),
each summarised the same way. Each game's seed is derived from the run's seed and the game's
number, so a game plays the same whichever worker process runs it: one worker or eight give the
same report and the same combined event-log hash (toolkit/engine/parallel.py keeps the order).
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolkit.engine.contract import GameRecord, rules_of
from toolkit.engine.parallel import batches, ordered_map
from toolkit.engine.play import play_game
from toolkit.lang.model import Card
from toolkit.lang.ruleset import Ruleset


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


Summary = dict[str, float]


@dataclass
class SimulationReport:
    game: str
    players: int
    games: int
    seed: int
    wins_by_seat: list[float]  # share of games each seat won (a shared win counts for both)
    unfinished: int
    turns: Summary
    stats: dict[str, Summary] = field(default_factory=dict)  # the game's own measures, by name
    drawn: Counter[str] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)
    at_win: Counter[str] = field(default_factory=Counter)
    mean_score_by_round: list[float] = field(default_factory=list)  # mean score after each round of turns
    final_scores: dict[int, int] = field(default_factory=dict)  # final score → how many seats ended on it
    digest: str = ""
    decisions: int = 0
    events: int = 0
    variant: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "variant": self.variant,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "wins_by_seat": self.wins_by_seat,
            "unfinished": self.unfinished,
            "turns": self.turns,
            "stats": self.stats,
            "cards": {
                name: {"drawn": self.drawn[name], "played": self.played[name], "at_win": self.at_win[name]}
                for name in sorted(set(self.drawn) | set(self.played) | set(self.at_win))
            },
            "mean_score_by_round": self.mean_score_by_round,
            "final_scores": {str(k): v for k, v in sorted(self.final_scores.items())},
            "decisions": self.decisions,
            "events": self.events,
            "event_log_hash": self.digest,
        }


def _summary(values: Sequence[float]) -> Summary:
    if not values:
        return {"mean": 0.0, "median": 0.0, "min": 0.0, "max": 0.0}
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": float(statistics.median(values)),
        "min": float(min(values)),
        "max": float(max(values)),
    }


_JOB: dict[str, Any] = {}


def _set_up(ruleset: Ruleset, cards: list[Card], players: int, seed: int, check: bool, variant: str | None) -> None:
    _JOB.update(ruleset=ruleset, cards=cards, players=players, seed=seed, check=check, variant=variant)


def _play_chunk(indices: list[int]) -> list[GameRecord]:
    ruleset: Ruleset = _JOB["ruleset"]
    rules = rules_of(ruleset)
    return [
        play_game(
            rules,
            ruleset,
            _JOB["cards"],
            _JOB["players"],
            game_seed(_JOB["seed"], i),
            check_invariants=_JOB["check"],
            variant=_JOB["variant"],
        )
        for i in indices
    ]


def simulate(
    ruleset: Ruleset,
    cards: Sequence[Card],
    players: int,
    games: int,
    seed: int,
    workers: int = 1,
    check_invariants: bool = False,
    progress: Callable[[int], None] | None = None,
    variant: str | None = None,
) -> SimulationReport:
    """Play ``games`` games with the game's bots; ``variant`` one of the ruleset's declared variants."""
    if variant is not None:
        ruleset.variant(variant)  # LookupError before any game starts
    pool = [c for c in cards if c.game == ruleset.name]
    chunk = max(1, min(50, games // max(1, workers * 4) or 1))
    records: list[GameRecord] = []
    setup_args = (ruleset, pool, players, seed, check_invariants, variant)
    for done in ordered_map(_play_chunk, batches(range(games), chunk), workers, _set_up, setup_args):
        records.extend(done)
        if progress:
            progress(len(done))
    report = aggregate(ruleset.name, players, seed, records)
    report.variant = variant
    return report


def aggregate(name: str, players: int, seed: int, records: list[GameRecord]) -> SimulationReport:
    wins = [0] * players
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    at_win: Counter[str] = Counter()
    by_round: dict[int, list[float]] = {}
    finals: Counter[int] = Counter()
    stats: dict[str, list[float]] = {}
    combined = hashlib.sha256()
    for record in records:
        for seat in record.winners:
            wins[seat] += 1
        drawn.update(record.drawn)
        played.update(record.played)
        at_win.update(record.at_win)
        for index in range(0, len(record.score_trace), players):  # the scores as each round began
            by_round.setdefault(index // players, []).append(statistics.fmean(record.score_trace[index]))
        finals.update(record.scores)
        for stat, value in record.stats.items():
            stats.setdefault(stat, []).append(value)
        combined.update(record.digest.encode())
    return SimulationReport(
        game=name,
        players=players,
        games=len(records),
        seed=seed,
        wins_by_seat=[round(w / max(1, len(records)), 4) for w in wins],
        unfinished=sum(1 for r in records if not r.winners),
        turns=_summary([r.turns for r in records]),
        stats={stat: _summary(values) for stat, values in sorted(stats.items())},
        drawn=drawn,
        played=played,
        at_win=at_win,
        mean_score_by_round=[round(statistics.fmean(v), 2) for _, v in sorted(by_round.items())],
        final_scores=dict(finals),
        digest=combined.hexdigest(),
        decisions=sum(r.decisions for r in records),
        events=sum(r.events for r in records),
    )
