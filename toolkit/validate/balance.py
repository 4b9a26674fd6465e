"""The balance report (`deckwright validate --balance`): what a card does to its holder's chances.

For each card of a game the report plays ``games`` complete games with bots in
which one seat is dealt that card (the engine swaps it into the seat's starting
hand), and the same games without it: the same seeds, the same shuffles, the
same dice (common random numbers), so the two games of a pair differ only by
that card. The baseline games are shared by every card and played once.

The card's effect is the change in the win rate of the seat that got it. The
paired outcomes are tested with an exact McNemar test. Every card is screened
in ``games`` pairs; a card screened outside ``±band`` is confirmed in more
pairs with new seeds, whose p-values are adjusted for the number of cards
confirmed (Holm, by default); a card is flagged (V0501) when its effect lies
outside the band and the adjusted test is significant at the chosen
confidence, unless its block says ``# balance: accepted``. The baseline games also give whole-game measures in the
spirit of Ludii's metrics: first-seat advantage (V0502), game length, lead
changes, drama and decisiveness. Each run is stored in the catalog; the next
run with the same settings reports what changed (V0503). docs/balance.md
explains the method and how to read the report.

Game-independent: a game takes part through its ``Rules`` (toolkit/engine/contract.py),
played by the core's loop (toolkit/engine/play.py) with ``force=(seat, card key)``: the
game's own ``new_game`` swaps the card into the hand. The record gives the winners, the
number of turns, the seat that went first and each seat's score after each turn
(``GameRecord.score_trace``, scores as ``Rules.scores`` defines them; the lead is the highest).
"""

from __future__ import annotations

import math
import re
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkit.engine.contract import GameRecord, rules_of
from toolkit.engine.parallel import ordered_map
from toolkit.engine.play import play_game
from toolkit.engine.simulate import game_seed
from toolkit.lang import games as registry
from toolkit.lang.diagnostics import Diagnostic, Severity
from toolkit.lang.model import Card
from toolkit.lang.ruleset import Ruleset
from toolkit.validate.balance_model import (
    BalanceOptions,
    BalanceSummary,
    CardBalance,
    GameBalance,
    GameMeasures,
    game_span,
    points,
)
from toolkit.validate.report import ValidationReport

if TYPE_CHECKING:
    from toolkit.lang.sets import Bases

CARD_TEST = "exact McNemar test (paired games)"
CARD_INTERVAL = "Newcombe's hybrid score interval for a paired difference"
SEAT_TEST = "exact binomial test against a fair share"
SEAT_INTERVAL = "Wilson score interval"
CORRECTION_NAMES = {"holm": "Holm", "bh": "Benjamini–Hochberg", "none": "no"}
# A designer who means a card to be strong says so in its block; it is still measured, never flagged.
ACCEPTED = re.compile(r"#\s*balance\s*:\s*accepted\b", re.IGNORECASE)


# ---------------------------------------------------------------- statistics


def _z(confidence: float) -> float:
    return statistics.NormalDist().inv_cdf(1 - (1 - confidence) / 2)


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval for a proportion; (0, 1) when there are no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    z = _z(confidence)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _binomial_pmf(k: int, n: int, p: float) -> float:
    if p <= 0.0:
        return 1.0 if k == 0 else 0.0
    if p >= 1.0:
        return 1.0 if k == n else 0.0
    log = math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * math.log(p) + (n - k) * math.log1p(-p)
    return math.exp(log)


def binomial_test(successes: int, trials: int, p: float) -> float:
    """Two-sided exact binomial test: the probability of an outcome no likelier than the one seen.

    The same rule as R's ``binom.test`` and SciPy's ``binomtest`` (with their small relative
    tolerance, so outcomes exactly as likely as the one seen count in full).
    """
    if trials <= 0:
        return 1.0
    observed = _binomial_pmf(successes, trials, p)
    tolerance = 1 + 1e-7
    total = sum(q for k in range(trials + 1) if (q := _binomial_pmf(k, trials, p)) <= observed * tolerance)
    return min(1.0, total)


def mcnemar_exact(b: int, c: int) -> float:
    """Exact (conditional) McNemar test on the discordant pairs of a paired 2×2 table.

    Under no effect each discordant pair goes either way with probability 1/2, so the
    two-sided p-value is twice the binomial tail of the smaller count, at most 1.
    """
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1))
    return min(1.0, 2 * tail / 2**n)


def paired_difference_interval(a: int, b: int, c: int, d: int, confidence: float = 0.95) -> tuple[float, float]:
    """A confidence interval for p1 − p2 of paired proportions: Newcombe (1998), method 10.

    ``a`` both succeed, ``b`` only the first, ``c`` only the second, ``d`` neither. Each
    proportion's Wilson interval is combined ("square and add"), allowing for the correlation
    of the pairs: phi, with Newcombe's continuity adjustment of a positive ad − bc by n/2.
    """
    n = a + b + c + d
    if n == 0:
        return (-1.0, 1.0)
    p1, p2 = (a + b) / n, (a + c) / n
    l1, u1 = wilson_interval(a + b, n, confidence)
    l2, u2 = wilson_interval(a + c, n, confidence)
    margins = (a + b) * (c + d) * (a + c) * (b + d)
    cross = a * d - b * c
    adjusted = 0.0 if 0 <= cross <= n / 2 else cross - n / 2 if cross > 0 else cross
    phi = adjusted / math.sqrt(margins) if margins else 0.0
    diff = p1 - p2
    lower_sq = (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2
    upper_sq = (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2
    return (max(-1.0, diff - math.sqrt(max(0.0, lower_sq))), min(1.0, diff + math.sqrt(max(0.0, upper_sq))))


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values: family-wise error control under any dependence."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[i]))
        adjusted[i] = running
    return adjusted


def benjamini_hochberg(pvalues: Sequence[float]) -> list[float]:
    """Benjamini–Hochberg adjusted p-values (q-values): false-discovery-rate control."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i], reverse=True)
    adjusted = [0.0] * m
    running = 1.0
    for position, i in enumerate(order):
        rank = m - position
        running = min(running, pvalues[i] * m / rank)
        adjusted[i] = min(1.0, running)
    return adjusted


def adjust(pvalues: Sequence[float], correction: str) -> list[float]:
    if correction == "holm":
        return holm(pvalues)
    if correction == "bh":
        return benjamini_hochberg(pvalues)
    return list(pvalues)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (0 < fraction <= 1): a value that occurred."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return float(ordered[max(0, math.ceil(fraction * len(ordered)) - 1)])


# ---------------------------------------------------------------- whole-game measures


@dataclass(frozen=True)
class GameOutcome:
    """What the report keeps of one game (small, so it crosses process boundaries cheaply)."""

    winners: tuple[int, ...]
    turns: int
    first: int  # the seat that took the first turn
    lead_changes: int = 0
    drama: float = 0.0  # mean gap between the leader and the eventual winner, in winning scores
    behind: float = 0.0  # share of turns the eventual winner spent behind the leader
    decided_at: float = 0.0  # share of the game played when the winner was behind for the last time
    failed: str = ""  # the engine stopped with an error (the fuzzer's V02xx report it): the game does not count


def lead_changes(trace: Sequence[Sequence[int]]) -> int:
    """How often the sole highest score changes hands; a tie shares the lead without taking it."""
    leader: int | None = None
    changes = 0
    for scores in trace:
        top = max(scores)
        leaders = [seat for seat, score in enumerate(scores) if score == top]
        if len(leaders) == 1:
            if leader is not None and leaders[0] != leader:
                changes += 1
            leader = leaders[0]
    return changes


def drama(trace: Sequence[Sequence[int]], winners: Sequence[int]) -> tuple[float, float, float]:
    """(drama, share of turns behind, decided at) of a finished game, after Ludii's Drama and
    Decisiveness: how far, and how long, the eventual winner trailed the leader."""
    if not trace or not winners:
        return (0.0, 0.0, 0.0)
    scale = max(1, max(trace[-1]))
    gaps = [max(scores) - statistics.fmean(scores[w] for w in winners) for scores in trace]
    behind = [i for i, gap in enumerate(gaps) if gap > 0]
    decided = (behind[-1] + 1) / len(trace) if behind else 0.0
    return (statistics.fmean(gaps) / scale, len(behind) / len(trace), decided)


def outcome_of(record: GameRecord, measures: bool) -> GameOutcome:
    winners = tuple(record.winners)
    first = record.first_player
    if not measures:
        return GameOutcome(winners, record.turns, first)
    trace = record.score_trace
    gap, behind, decided = drama(trace, winners)
    return GameOutcome(winners, record.turns, first, lead_changes(trace), gap, behind, decided)


# ---------------------------------------------------------------- playing the games

# One job: (game, [(game seed, forced (seat, card key) or None)], keep whole-game measures).
Job = tuple[str, list[tuple[int, tuple[int, str] | None]], bool]

# Set once in each worker process (the cards are sent once, not with every job).
_POOLS: dict[str, list[Card]] = {}  # game → its cards
_PLAYERS: dict[str, int] = {}  # game → players at the table


def _init_worker(pools: dict[str, list[Card]], players: dict[str, int]) -> None:
    _POOLS.clear()
    _POOLS.update(pools)
    _PLAYERS.clear()
    _PLAYERS.update(players)


def _play_job(job: Job) -> list[GameOutcome]:
    name, games, measures = job
    ruleset = registry.get(name)
    assert ruleset is not None
    rules = rules_of(ruleset)
    pool = _POOLS[name]
    players = _PLAYERS[name]
    outcomes = []
    for seed, force in games:
        try:
            record = play_game(rules, ruleset, pool, players, seed, record=measures, force=force, digest=False)
        except Exception as error:  # a broken card must not end the report; the game is left out
            outcomes.append(GameOutcome((), 0, -1, failed=f"{type(error).__name__}: {error}"))
            continue
        outcomes.append(outcome_of(record, measures))
    return outcomes


def _run_jobs(
    jobs: list[Job],
    pools: dict[str, list[Card]],
    players: dict[str, int],
    workers: int,
    progress: Callable[[int], None] | None,
) -> list[list[GameOutcome]]:
    """Every job's outcomes, in job order whatever the worker count (each game has its own seed)."""
    results: list[list[GameOutcome]] = []
    for done in ordered_map(_play_job, jobs, workers, _init_worker, (pools, players)):
        results.append(done)
        if progress:
            progress(len(done))
    return results


# ---------------------------------------------------------------- the report


@dataclass
class _Plan:
    """One game's share of the run."""

    ruleset: Ruleset
    pool: list[Card]
    tested: list[Card]
    players: int


def balance_report(
    cards: Sequence[Card],
    options: BalanceOptions | None = None,
    sources: Mapping[str, str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[list[Diagnostic], BalanceSummary]:
    """Simulate, test every card, measure whole games, store the run and compare with the last one.

    Two stages: every card is screened in ``games`` paired games; a card whose screening effect
    lies outside the band is played again in ``confirm_games`` paired games with new seeds, and
    its verdict comes from those alone (so the screening's selection does not bias the test).
    ``cards`` may hold several games; each is reported on its own (its own baseline, its own
    family for the multiple-comparison correction). ``sources`` (path → text) lets V0502 point
    at the ``game`` line. ``progress`` is called with the number of games just played.
    """
    options = options or BalanceOptions()
    problems = options.problems()
    if problems:
        raise ValueError("; ".join(problems))
    started = time.perf_counter()
    summary = BalanceSummary(options)
    plans = _plans(cards, options, summary)
    pools = {plan.ruleset.name: plan.pool for plan in plans}
    seats = {plan.ruleset.name: plan.players for plan in plans}

    def run(stage: list[tuple[_Plan, list[Card]]], indices: range) -> list[tuple[list[GameOutcome], dict[str, Any]]]:
        """Per game of ``stage``: its baseline outcomes and each card's, over game ``indices``."""
        jobs: list[Job] = []
        for plan, tested in stage:
            jobs.extend(_jobs_for(plan.ruleset.name, tested, plan.players, indices, options.seed))
        summary.games_played += sum(len(job[1]) for job in jobs)
        outcomes = _run_jobs(jobs, pools, seats, options.workers, progress)
        summary.failures.extend(o.failed for batch in outcomes for o in batch if o.failed)
        results = iter(outcomes)
        found = []
        for _plan, tested in stage:
            baseline = [o for _ in _chunks(indices) for o in next(results)]
            found.append((baseline, {card.key: next(results) for card in tested}))
        return found

    screened = run([(plan, plan.tested) for plan in plans], range(options.games))
    games: list[GameBalance] = []
    for plan, (baseline, forced) in zip(plans, screened, strict=True):
        results = [_card_balance(card, baseline, forced[card.key], plan.players, options) for card in plan.tested]
        _judge(results, options)
        measures = _measures(baseline, plan.players, options)
        skipped = [c.key for c in plan.pool if c.deck is None and (not options.only or c.key in options.only)]
        game = GameBalance(plan.ruleset.name, plan.ruleset.title, plan.players, measures, results, skipped)
        if results:
            pairs = sum(r.games for r in results)
            rate = sum(r.wins_without for r in results) / max(1, pairs)
            game.discordant = round(sum(r.gained + r.lost for r in results) / max(1, pairs), 4)
            game.independent = round(2 * rate * (1 - rate), 4)
        games.append(game)

    # Confirmation: the cards screened outside the band, on the games after the screening's.
    if options.confirm_games:
        stage = []
        for plan, game in zip(plans, games, strict=True):
            outside = {c.key for c in game.cards if abs(c.effect) > options.band}
            if outside:
                stage.append((plan, [card for card in plan.tested if card.key in outside]))
        later = range(options.games, options.games + options.confirm_games)
        for (plan, tested), (baseline, forced) in zip(stage, run(stage, later), strict=True):
            game = next(g for g in games if g.game == plan.ruleset.name)
            again = {
                c.key: _card_balance(c, baseline, forced[c.key], plan.players, options, later.start) for c in tested
            }
            _judge(list(again.values()), options)
            for i, result in enumerate(game.cards):
                if result.key in again:
                    game.cards[i] = replace(again[result.key], confirmed=True, screen_effect=result.effect)

    diagnostics: list[Diagnostic] = []
    for plan, game in zip(plans, games, strict=True):
        summary.games.append(game)
        diagnostics.extend(_diagnostics(game, plan.pool, options, sources or {}))
    if options.store and summary.games:
        from toolkit.validate.balance_store import store_and_compare  # SQLAlchemy only when storing

        diagnostics.extend(store_and_compare(summary, {(c.game, c.key): c for c in cards}, sources or {}))
    summary.seconds = time.perf_counter() - started
    return diagnostics, summary


def _plans(cards: Sequence[Card], options: BalanceOptions, summary: BalanceSummary) -> list[_Plan]:
    by_game: dict[str, list[Card]] = {}
    for card in cards:
        by_game.setdefault(card.game, []).append(card)
    plans = []
    for name in sorted(by_game):
        ruleset = registry.get(name)
        if ruleset is None or not ruleset.engine:
            summary.not_simulated.append(name)
            continue
        pool = by_game[name]
        # Cards outside the decks are never dealt, so no hand can be given them.
        tested = [c for c in pool if c.deck is not None and (not options.only or c.key in options.only)]
        low, high = ruleset.constants.get("min_players", 2), ruleset.constants.get("max_players", 6)
        plans.append(_Plan(ruleset, pool, tested, min(high, max(low, options.players))))
    return plans


def _chunks(indices: range, size: int = 20) -> list[range]:
    return [range(start, min(indices.stop, start + size)) for start in range(indices.start, indices.stop, size)]


def _jobs_for(name: str, tested: Sequence[Card], players: int, indices: range, seed: int) -> list[Job]:
    """Game i has its own seed (from the run's seed and i, as `deckwright simulate` derives it),
    so it plays the same in whichever process runs it."""
    jobs: list[Job] = [(name, [(game_seed(seed, i), None) for i in chunk], True) for chunk in _chunks(indices)]
    for card in tested:
        # Game i gives the card to seat i mod players, so every seat gets it equally often.
        jobs.append((name, [(game_seed(seed, i), (i % players, card.key)) for i in indices], False))
    return jobs


def _card_balance(
    card: Card,
    baseline: Sequence[GameOutcome],
    forced: Sequence[GameOutcome],
    players: int,
    options: BalanceOptions,
    first: int = 0,
) -> CardBalance:
    """The paired 2×2 table of one card (did the seat given the card win, with it and without it)."""
    pairs = [
        ((first + i) % players in with_card.winners, (first + i) % players in without.winners)
        for i, (with_card, without) in enumerate(zip(forced, baseline, strict=True))
        if not with_card.failed and not without.failed  # a pair counts only if both games were played out
    ]
    both = sum(1 for x, y in pairs if x and y)
    gained = sum(1 for x, y in pairs if x and not y)
    lost = sum(1 for x, y in pairs if y and not x)
    low, high = paired_difference_interval(both, gained, lost, len(pairs) - both - gained - lost, options.confidence)
    return CardBalance(
        key=card.key,
        name=card.name,
        file=card.file,
        line=card.line,
        games=len(pairs),
        wins_with=both + gained,
        wins_without=both + lost,
        gained=gained,
        lost=lost,
        effect=(gained - lost) / max(1, len(pairs)),
        ci_low=low,
        ci_high=high,
        p_value=mcnemar_exact(gained, lost),
        content_hash=card.content_hash(),
        accepted=bool(ACCEPTED.search(card.source)),
    )


def _judge(results: Sequence[CardBalance], options: BalanceOptions) -> None:
    """Adjust the p-values over ``results`` (one family) and flag those outside the band."""
    alpha = 1 - options.confidence
    for result, adjusted in zip(results, adjust([r.p_value for r in results], options.correction), strict=True):
        result.p_adjusted = adjusted
        outside = abs(result.effect) > options.band
        result.flagged = outside and adjusted < alpha and not result.accepted
        result.inconclusive = outside and adjusted >= alpha


def _measures(baseline: Sequence[GameOutcome], players: int, options: BalanceOptions) -> GameMeasures:
    baseline = [o for o in baseline if not o.failed]
    finished = [o for o in baseline if o.winners]
    turns = [o.turns for o in baseline]
    ordered = [o for o in finished if o.first >= 0]  # an engine that does not say who went first: no measure
    first_wins = sum(1 for o in ordered if o.first in o.winners)
    fair = 1 / players
    rate = first_wins / len(ordered) if ordered else 0.0
    p_value = binomial_test(first_wins, len(ordered), fair)
    by_position = [0] * players
    for o in ordered:
        for seat in o.winners:
            by_position[(seat - o.first) % players] += 1
    changes = [o.lead_changes for o in baseline]
    total_turns = sum(turns)
    return GameMeasures(
        games=len(baseline),
        finished=len(finished),
        turns_mean=round(statistics.fmean(turns), 2) if turns else 0.0,
        turns_median=float(statistics.median(turns)) if turns else 0.0,
        turns_p90=percentile(turns, 0.9),
        first_seat_wins=first_wins,
        first_seat_rate=rate,
        first_seat_ci=wilson_interval(first_wins, len(ordered), options.confidence),
        first_seat_p=p_value,
        fair_share=fair,
        wins_by_position=[w / max(1, len(ordered)) for w in by_position],
        lead_changes_mean=round(statistics.fmean(changes), 2) if changes else 0.0,
        lead_changes_per_turn=round(sum(changes) / total_turns, 4) if total_turns else 0.0,
        drama=round(statistics.fmean(o.drama for o in finished), 4) if finished else 0.0,
        behind=round(statistics.fmean(o.behind for o in finished), 4) if finished else 0.0,
        decided_at=round(statistics.fmean(o.decided_at for o in finished), 4) if finished else 0.0,
        first_seat_flagged=bool(ordered) and abs(rate - fair) > options.band and p_value < 1 - options.confidence,
    )


# ---------------------------------------------------------------- diagnostics


def _diagnostics(
    game: GameBalance, pool: Sequence[Card], options: BalanceOptions, sources: Mapping[str, str]
) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    by_key = {c.key: c for c in pool}
    level = f"{options.confidence:.0%}"
    correction = CORRECTION_NAMES[options.correction]
    confirmed = sum(c.confirmed for c in game.cards)
    for result in game.cards:
        if not result.flagged:
            continue
        strong = result.effect > 0
        hint = (
            "weaken it (a smaller bonus, a cost or a restriction); if it is meant to be this strong, "
            "write `# balance: accepted` in its block"
            if strong
            else "holding this card hurts its holder: strengthen it, or let it be played on an opponent "
            "(or, if that is the point, write `# balance: accepted` in its block)"
        )
        family = f"{confirmed} confirmed card(s)" if result.confirmed else f"{len(game.cards)} card(s)"
        stage = (
            (
                f"screened in {options.games} games (effect {points(result.screen_effect)} points), then "
                f"confirmed on {result.games} further games with new seeds: the figures here are the confirmation's",
            )
            if result.confirmed
            else ()
        )
        found.append(
            Diagnostic(
                "V0501",
                f"'{result.name}' changes its holder's chance to win by {points(result.effect)} points "
                f"({'more' if strong else 'less'} than the ±{options.band * 100:.0f}-point band allows)",
                by_key[result.key].span,
                Severity.WARNING,
                hint,
                (
                    f"the seat dealt the card won {result.wins_with} of {result.games} games, "
                    f"{result.wins_without} of the same {result.games} without it "
                    f"({game.players} players, the same seeds)",
                    f"{level} confidence interval of the effect: [{points(result.ci_low)}, "
                    f"{points(result.ci_high)}] points ({CARD_INTERVAL})",
                    f"{CARD_TEST} on {result.gained + result.lost} discordant pairs "
                    f"({result.gained} won only with it, {result.lost} only without): p = {result.p_value:.2g}; "
                    f"{correction} adjustment over {family}: p = {result.p_adjusted:.2g} "
                    f"< {1 - options.confidence:.2g}",
                    *stage,
                ),
            )
        )
    m = game.measures
    if m.first_seat_flagged:
        found.append(
            Diagnostic(
                "V0502",
                f"in {game.title} the player who goes first wins {m.first_seat_rate:.1%} of games; "
                f"a fair share with {game.players} players is {m.fair_share:.1%}",
                game_span(game.game, pool, sources),
                Severity.WARNING,
                "a strong first turn often comes from the starting hands or the first door: "
                "compensate later seats, or soften what the first turn can do",
                (
                    f"{m.first_seat_wins} of {m.finished} finished games; {level} {SEAT_INTERVAL}: "
                    f"[{m.first_seat_ci[0]:.1%}, {m.first_seat_ci[1]:.1%}]",
                    f"{SEAT_TEST}: p = {m.first_seat_p:.2g}; band ±{options.band * 100:.0f} points",
                ),
            )
        )
    return found


# ---------------------------------------------------------------- the human summary


def summary_text(summary: BalanceSummary, top: int = 10) -> str:
    """A plain-text summary: whole-game measures and the cards with the largest effects, per game."""
    o = summary.options
    lines = [
        f"balance: {summary.games_played} games played in {summary.seconds:.1f} s "
        f"({o.games} per card, {o.confirm_games} more to confirm, seed {o.seed}, band ±{o.band * 100:.0f} points, "
        f"{o.confidence:.0%} confidence, {CORRECTION_NAMES[o.correction]} correction)"
    ]
    for game in summary.games:
        m = game.measures
        lines.append("")
        lines.append(f"{game.title}: {game.players} players, {m.finished} of {m.games} baseline games finished")
        lines.append(
            f"  first seat wins {m.first_seat_rate:.1%} (fair {m.fair_share:.1%}, "
            f"CI [{m.first_seat_ci[0]:.1%}, {m.first_seat_ci[1]:.1%}], p = {m.first_seat_p:.2g})"
            + ("  FLAGGED (V0502)" if m.first_seat_flagged else "")
        )
        lines.append("  wins by turn order: " + ", ".join(f"{i}: {r:.1%}" for i, r in enumerate(m.wins_by_position, 1)))
        lines.append(f"  turns: mean {m.turns_mean}, median {m.turns_median:g}, p90 {m.turns_p90:g}")
        if game.cards:
            lines.append(
                f"  paired games won one way only: {game.discordant:.1%} "
                f"(independent games would give {game.independent:.1%})"
            )
        lines.append(
            f"  lead changes per game {m.lead_changes_mean} ({m.lead_changes_per_turn:.3f} per turn); "
            f"drama {m.drama:.3f}; winner behind {m.behind:.1%} of turns; decided at {m.decided_at:.1%} of the game"
        )
        ranked = sorted(game.cards, key=lambda c: (not c.flagged, not c.confirmed, -abs(c.effect), c.key))[:top]
        if ranked:
            lines.append(f"  cards with the largest effects (of {len(game.cards)}; effects in win-rate points):")
            lines.append(
                f"    {'card':<38} {'games':>5} {'effect':>7} {'interval':>16} {'p':>7} {'adj. p':>7}  verdict"
            )
            for c in ranked:
                verdict = (
                    "FLAGGED"
                    if c.flagged
                    else "inconclusive"
                    if c.inconclusive
                    else "accepted"
                    if c.accepted and abs(c.effect) > o.band
                    else "ok"
                )
                if c.confirmed:
                    verdict += f" (screened {points(c.screen_effect)})"
                interval = f"[{points(c.ci_low)}, {points(c.ci_high)}]"
                lines.append(
                    f"    {c.name[:38]:<38} {c.games:>5} {points(c.effect):>7} {interval:>16} "
                    f"{c.p_value:>7.2g} {c.p_adjusted:>7.2g}  {verdict}"
                )
        flagged = sum(c.flagged for c in game.cards)
        confirmed = sum(c.confirmed for c in game.cards)
        unclear = sum(c.inconclusive for c in game.cards)
        accepted = sum(c.accepted and abs(c.effect) > o.band and not c.inconclusive for c in game.cards)
        lines.append(
            f"  {flagged} card(s) flagged; {confirmed} screened outside the band and played again; "
            f"{unclear} inconclusive (outside the band, not significant)"
            + (f"; {accepted} outside the band but marked `# balance: accepted`" if accepted else "")
        )
        if game.changes:
            lines.append(f"  since run {game.previous_run}: " + "; ".join(game.changes))
        elif game.previous_run is not None:
            lines.append(f"  nothing changed since run {game.previous_run}")
    if summary.failures:
        lines.append(
            f"{len(summary.failures)} game(s) stopped by an engine error and left out "
            f"(the fuzzer reports the card): {summary.failures[0]}"
        )
    if summary.not_simulated:
        lines.append(f"not simulated (no engine): {', '.join(summary.not_simulated)}")
    if summary.stored_in:
        lines.append(f"stored in {summary.stored_in}")
    return "\n".join(lines)


# ---------------------------------------------------------------- inside `deckwright validate`


def whole_sets(
    validated: Sequence[Card], files: Sequence[str], cards_root: Path | None, bases: Bases | None = None
) -> list[Card]:
    """The validated cards, then the rest of each of their games' sets under ``cards_root``, then
    their base sets': the games are played with whole sets (a lone file of items cannot make a game),
    as test blocks name them (testing.card_pool), and a card shadows a later one with the same key or
    name (the validated card is its edited version)."""
    from toolkit.lang.load import base_cards, load
    from toolkit.lang.source import collect_card_files

    games = {c.game for c in validated}
    if not games:
        return list(validated)
    found: list[Card] = []
    if cards_root is not None and cards_root.is_dir():
        have = {Path(f).resolve() for f in files}
        under, _ = collect_card_files([str(cards_root)])
        rest = [str(f) for f in under if f.resolve() not in have]
        if rest:
            found.extend(load(rest, bases=bases).cards)
    for game in sorted(games):
        found.extend(base_cards(game, bases, [*files, *sorted({c.file for c in found})]))
    cards = list(validated)
    taken = {(c.game, c.key) for c in validated} | {(c.game, c.name.casefold()) for c in validated}
    for card in found:
        if card.game in games and (card.game, card.key) not in taken and (card.game, card.name.casefold()) not in taken:
            taken |= {(card.game, card.key), (card.game, card.name.casefold())}
            cards.append(card)
    return cards


def validate_balance(
    report: ValidationReport,
    options: BalanceOptions,
    cards_root: Path | None = Path("cards"),
    progress: Callable[[int], None] | None = None,
    bases: Bases | None = None,
) -> BalanceSummary:
    """Run the balance report over a validation run's cards and file its diagnostics into ``report``
    (each with the card whose header it points at; the others on the report itself).

    The cards tested are the ones validated; the games are played with their games' whole sets.
    When every card of a set is validated, the run is the set's own series in the catalog
    (``only`` stays empty, so adding a card does not start a new series).
    """
    validated = [result.card for result in report.cards]
    cards = whole_sets(validated, report.files, cards_root, bases)
    keys = {c.key for c in validated}
    only = () if all(c.key in keys for c in cards) else tuple(sorted(keys))
    diagnostics, summary = balance_report(cards, replace(options, only=only), report.sources, progress)
    by_header = {(r.card.file, r.card.line): r for r in report.cards}
    for diagnostic in diagnostics:
        span = diagnostic.span
        holder = by_header.get((span.file, span.line)) if span is not None else None
        (holder.diagnostics if holder is not None else report.other).append(diagnostic)
    return summary


def run_for_validate(
    report: ValidationReport,
    options: BalanceOptions,
    cards_root: Path | None,
    progress: Callable[[int], None] | None = None,
    bases: Bases | None = None,
) -> BalanceSummary | None:
    """`deckwright validate --balance`: the report over a clean run, else a notice why not.

    Games are played only when the validation found no errors (as written, before ``--werror``):
    a card the checker or the engine refuses cannot be played fairly.
    """
    found = [*report.other, *(d for result in report.cards for d in result.diagnostics)]
    if any(d.is_error for d in found):
        report.notices.append("the balance report did not run: the cards have errors (fix them first)")
        return None
    if not report.cards:
        return None
    return validate_balance(report, options, cards_root, progress, bases)
