"""What a balance run is asked and what it finds: its options and its results, per card and per game.

Kept apart from the statistics and the games (toolkit/validate/balance.py) so that storing a run
(toolkit/validate/balance_store.py) reads the results without importing the runner.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from toolkit.lang.diagnostics import Span
from toolkit.lang.model import Card

CORRECTIONS = ("holm", "bh", "none")


# ---------------------------------------------------------------- options and results


@dataclass(frozen=True)
class BalanceOptions:
    games: int = 40  # paired games per card in the screening (and baseline games per game)
    confirm: int | None = None  # paired games to confirm a card screened outside the band (None: 4 × games; 0: off)
    band: float = 0.15  # a win-rate effect within ±band is fine (also the first-seat band)
    confidence: float = 0.95
    players: int = 4
    seed: int = 0
    workers: int = 1
    correction: str = "holm"  # over the cards of one game: holm, bh (Benjamini–Hochberg) or none
    only: tuple[str, ...] = ()  # card keys to test (all cards when empty)
    db: str | None = None  # the catalog to store runs in (a URL or path; None: $DECKWRIGHT_DB or the default)
    store: bool = True

    def settings(self, game: str) -> dict[str, Any]:
        """What makes two runs comparable (worker count and storage do not change results)."""
        return {
            "game": game,
            "games": self.games,
            "confirm": self.confirm_games,
            "players": self.players,
            "seed": self.seed,
            "band": self.band,
            "confidence": self.confidence,
            "correction": self.correction,
            "only": sorted(self.only),
        }

    @property
    def confirm_games(self) -> int:
        return 4 * self.games if self.confirm is None else self.confirm

    def problems(self) -> list[str]:
        """What is wrong with these options, for a usage error (the CLI checks before running)."""
        found = []
        if self.games < 1:
            found.append(f"--balance-games must be at least 1, not {self.games}")
        if self.confirm is not None and self.confirm < 0:
            found.append(f"confirmation games cannot be negative, not {self.confirm}")
        if not 0 < self.band < 1:
            found.append(f"--balance-band must be between 0 and 1 (a win-rate difference), not {self.band}")
        if not 0.5 <= self.confidence < 1:
            found.append(f"--balance-confidence must be at least 0.5 and below 1, not {self.confidence}")
        if self.correction not in CORRECTIONS:
            found.append(f"unknown correction {self.correction!r} (use {', '.join(CORRECTIONS)})")
        return found


@dataclass
class CardBalance:
    """One card's verdict. The numbers are those of the games that decided it: the confirmation
    games when the card was confirmed, else the screening games."""

    key: str
    name: str
    file: str
    line: int
    games: int
    wins_with: int  # the seat that got the card won (a shared win counts)
    wins_without: int  # the same seat in the same games without it
    gained: int  # pairs won only with the card (McNemar's b)
    lost: int  # pairs won only without it (c)
    effect: float
    ci_low: float
    ci_high: float
    p_value: float
    p_adjusted: float = 1.0
    flagged: bool = False
    inconclusive: bool = False  # outside the band but not significant: more games would tell
    content_hash: str = ""
    confirmed: bool = False  # screened outside the band, then played again with new seeds
    screen_effect: float = 0.0  # the effect in the screening games
    accepted: bool = False  # marked `# balance: accepted` in its block: measured, never flagged


@dataclass
class GameMeasures:
    games: int
    finished: int
    turns_mean: float
    turns_median: float
    turns_p90: float
    first_seat_wins: int
    first_seat_rate: float
    first_seat_ci: tuple[float, float]
    first_seat_p: float
    fair_share: float
    wins_by_position: list[float]  # win rate by place in turn order (1st, 2nd, ...)
    lead_changes_mean: float
    lead_changes_per_turn: float
    drama: float
    behind: float
    decided_at: float
    first_seat_flagged: bool = False


@dataclass
class GameBalance:
    game: str
    title: str
    players: int
    measures: GameMeasures
    cards: list[CardBalance] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # cards no hand is dealt from (no deck)
    # How much the pairing helped, over the screening: the share of pairs won one way only, and
    # the share expected had the two games of a pair been independent (2·p·(1−p)).
    discordant: float = 0.0
    independent: float = 0.0
    changes: list[str] = field(default_factory=list)  # since the previous run with the same settings
    previous_run: int | None = None
    run_id: int | None = None


@dataclass
class BalanceSummary:
    options: BalanceOptions
    games: list[GameBalance] = field(default_factory=list)
    not_simulated: list[str] = field(default_factory=list)  # games with no engine
    games_played: int = 0
    failures: list[str] = field(default_factory=list)  # games the engine stopped with an error (left out)
    seconds: float = 0.0
    stored_in: str | None = None

    @property
    def flagged(self) -> list[CardBalance]:
        return [card for game in self.games for card in game.cards if card.flagged]

    def to_json(self) -> dict[str, Any]:
        options = asdict(self.options)
        options.pop("db", None)
        return {
            "options": options,
            "games_played": self.games_played,
            "failures": self.failures,
            "seconds": round(self.seconds, 2),
            "stored_in": self.stored_in,
            "not_simulated": self.not_simulated,
            "games": [
                {
                    "game": g.game,
                    "players": g.players,
                    "measures": asdict(g.measures),
                    "cards": [{k: v for k, v in asdict(c).items() if k != "content_hash"} for c in g.cards],
                    "skipped": g.skipped,
                    "discordant_pairs": g.discordant,
                    "discordant_if_independent": g.independent,
                    "changes": g.changes,
                    "run_id": g.run_id,
                    "previous_run": g.previous_run,
                }
                for g in self.games
            ],
        }


# ---------------------------------------------------------------- how results are written


def points(value: float) -> str:
    """A win-rate difference in percentage points, signed: +21.9."""
    return f"{value * 100:+.1f}"


def game_span(game: str, pool: Sequence[Card], sources: Mapping[str, str]) -> Span | None:
    """The ``game NAME`` line of the first file holding the game's cards, if its text is at hand."""
    for path in sorted({c.file for c in pool if c.file}):
        text = sources.get(path)
        if text is None:
            continue
        for number, line in enumerate(text.split("\n"), 1):
            found = re.match(rf"(\s*)game\s+{re.escape(game)}\b", line)
            if found:
                return Span(path, number, len(found.group(1)) + 1, number, len(line.rstrip()) + 1)
    return None
