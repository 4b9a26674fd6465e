"""Simulating many complete games with bots, and the report of them (`deckwright simulate`).

Each game's seed is derived from the run's seed and the game's number, so a
game plays the same whichever worker process runs it: one worker or eight
give the same report and the same combined event-log hash.
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from toolkit.lang.model import Card
from toolkit.rulesets import registry
from toolkit.rulesets.registry import Ruleset


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


@dataclass
class SimulationReport:
    game: str
    players: int
    games: int
    seed: int
    wins_by_seat: list[float]  # share of games each seat won (a shared win counts for both)
    unfinished: int
    turns: dict[str, float]
    combats: dict[str, float]
    drawn: Counter[str] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)
    at_win: Counter[str] = field(default_factory=Counter)
    mean_level_by_turn: list[float] = field(default_factory=list)  # per round of turns
    level_histogram: dict[int, int] = field(default_factory=dict)  # final levels
    digest: str = ""
    decisions: int = 0
    events: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "wins_by_seat": self.wins_by_seat,
            "unfinished": self.unfinished,
            "turns": self.turns,
            "combats": self.combats,
            "cards": {
                name: {"drawn": self.drawn[name], "played": self.played[name], "at_win": self.at_win[name]}
                for name in sorted(set(self.drawn) | set(self.played) | set(self.at_win))
            },
            "mean_level_by_round": self.mean_level_by_turn,
            "final_levels": {str(k): v for k, v in sorted(self.level_histogram.items())},
            "decisions": self.decisions,
            "events": self.events,
            "event_log_hash": self.digest,
        }


def _summary(values: Sequence[int]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "median": 0.0, "min": 0.0, "max": 0.0}
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": float(statistics.median(values)),
        "min": float(min(values)),
        "max": float(max(values)),
    }


def _play_chunk(args: tuple[str, list[Card], int, int, list[int], bool, dict[str, Any]]) -> list[Any]:
    name, cards, players, seed, indices, check, options = args
    ruleset = registry.get(name)
    assert ruleset is not None
    engine = ruleset.engine_module()
    return [
        engine.play_game(ruleset, cards, players, game_seed(seed, i), check_invariants=check, **options)
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
    **options: Any,
) -> SimulationReport:
    """Play ``games`` games; ``options`` go to the game's engine (e.g. ``fast_play=True``)."""
    cards = [c for c in cards if c.game == ruleset.name]
    chunk = max(1, min(50, games // max(1, workers * 4) or 1))
    batches = [list(range(start, min(games, start + chunk))) for start in range(0, games, chunk)]
    jobs = [(ruleset.name, cards, players, seed, batch, check_invariants, options) for batch in batches]
    records: list[Any] = []
    if workers <= 1:
        for job in jobs:
            records.extend(_play_chunk(job))
            if progress:
                progress(len(job[4]))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for done in pool.map(_play_chunk, jobs):  # map keeps the order: reports do not depend on timing
                records.extend(done)
                if progress:
                    progress(len(done))
    return _aggregate(ruleset.name, players, games, seed, records)


def _aggregate(name: str, players: int, games: int, seed: int, records: list[Any]) -> SimulationReport:
    wins = [0] * players
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    at_win: Counter[str] = Counter()
    levels: dict[int, list[float]] = {}
    finals: Counter[int] = Counter()
    combined = hashlib.sha256()
    for record in records:
        for seat in record.winners:
            wins[seat] += 1
        drawn.update(record.drawn)
        played.update(record.played)
        at_win.update(record.at_win)
        for index in range(0, len(record.levels_by_turn), players):
            round_levels = record.levels_by_turn[index]
            levels.setdefault(index // players, []).append(statistics.fmean(round_levels))
        if record.levels_by_turn:
            finals.update(record.levels_by_turn[-1])
        combined.update(record.digest.encode())
    return SimulationReport(
        game=name,
        players=players,
        games=len(records),
        seed=seed,
        wins_by_seat=[round(w / max(1, len(records)), 4) for w in wins],
        unfinished=sum(1 for r in records if not r.winners),
        turns=_summary([r.turns for r in records]),
        combats=_summary([r.combats for r in records]),
        drawn=drawn,
        played=played,
        at_win=at_win,
        mean_level_by_turn=[round(statistics.fmean(v), 2) for _, v in sorted(levels.items())],
        level_histogram=dict(finals),
        digest=combined.hexdigest(),
        decisions=sum(r.decisions for r in records),
        events=sum(r.events for r in records),
    )
