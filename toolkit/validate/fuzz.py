"""Fuzzing a card in its game's engine: the game-independent half (codes V02xx).

The fuzzer itself is game-specific (it has to know how to make a random legal
state of the game and how its cards are played), so it is the game's
``Rules.fuzz_card`` (toolkit/engine/contract.py); this module derives the per-card
seeds. A game whose rules do not fuzz (``Rules.fuzzes`` false) is simply not fuzzed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from toolkit.engine.contract import FuzzStats, rules_of
from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.model import Card
from toolkit.lang.ruleset import Ruleset

DEFAULT_STATES = 8  # random states per card: ~20-30 ms a card (docs/diagnostics.md, "Fuzzing (V02xx)")


def card_seed(run_seed: int, game: str, key: str) -> int:
    """The seed one card is fuzzed with: a stable hash of the run's seed, the game and the card's key.

    Stable across processes and Python versions (no ``hash()``, which is salted per process), and
    independent of the order cards are met in, so a card's results depend on it alone and can be
    cached and replayed."""
    digest = hashlib.sha256(f"{run_seed}\x1f{game}\x1f{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def has_fuzzer(ruleset: Ruleset) -> bool:
    if not ruleset.has_engine:
        return False
    try:
        return rules_of(ruleset).fuzzes
    except (ImportError, LookupError):
        return False


def fuzz_card(
    ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int = DEFAULT_STATES
) -> tuple[list[Diagnostic], FuzzStats]:
    """Play ``card`` in ``states`` random legal states of its game; what went wrong, and how hard it tried.

    ``pool`` is every card of the game (the decks the states are dealt from); ``seed`` is the run's:
    the card is fuzzed with its own seed derived from it (:func:`card_seed`), so its result does not
    depend on which cards come before it. Deterministic: the same arguments give the same result."""
    if states <= 0 or not has_fuzzer(ruleset):
        return [], FuzzStats()
    diagnostics, stats = rules_of(ruleset).fuzz_card(ruleset, pool, card, card_seed(seed, card.game, card.key), states)
    return list(diagnostics), stats
