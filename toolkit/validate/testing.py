"""Running the test blocks of card files against each game's engine (`deckwright test`, `explain`).

A consumer of the engine contract: the card files are loaded here, and each scenario is run by
its game's ``Rules.run_scenario`` (toolkit/engine/contract.py); the engine core loads nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.engine.contract import ScenarioOutcome, rules_of
from toolkit.lang import games, model
from toolkit.lang.diagnostics import Diagnostic, Severity
from toolkit.lang.load import LoadResult, base_cards, load
from toolkit.lang.sets import Bases
from toolkit.validate.conflicts import rule_conflicts
from toolkit.validate.report import crash_diagnostic


@dataclass
class TestRun:
    loaded: LoadResult
    results: list[ScenarioOutcome] = field(default_factory=list)
    # What to say of the games loaded that no engine plays yet (Ruleset.no_engine_note): nothing ran for them.
    notes: list[str] = field(default_factory=list)
    # The rules' errors in the cards loaded (V01xx, the checks `validate` runs): a line the checker
    # accepts but the rules never apply is no pass, though every scenario may pass without it.
    rule_errors: list[Diagnostic] = field(default_factory=list)

    __test__ = False

    @property
    def passed(self) -> int:
        return sum(1 for r in self.results if r.passed)

    @property
    def failed(self) -> int:
        return len(self.results) - self.passed

    @property
    def ok(self) -> bool:
        return self.failed == 0 and not self.rule_errors


def card_pool(loaded: LoadResult, cards_root: Path | None, bases: Bases | None = None) -> list[model.Card]:
    """The cards scenarios may name: those loaded, then the rest of each game's set under ``cards_root``,
    then its base set's (a card shadows a later one of the same key or name: names resolve in the
    project first)."""
    pool = {(c.game, c.key): c for c in loaded.cards}
    names = {(c.game, c.name.casefold()) for c in loaded.cards}
    games = {s.game for s in loaded.scenarios}

    def add(cards: Iterable[model.Card]) -> None:
        for card in cards:
            fresh = card.game in games and (card.game, card.name.casefold()) not in names
            if fresh and pool.setdefault((card.game, card.key), card) is card:
                names.add((card.game, card.name.casefold()))

    if cards_root is not None and cards_root.is_dir():
        add(load([str(cards_root)], bases=bases).cards)
    for game in sorted(games):
        add(base_cards(game, bases, loaded.files))
    return list(pool.values())


def run_tests(
    paths: Iterable[str],
    cards_root: Path | None = Path("cards"),
    select: str | None = None,
    progress: Callable[[ScenarioOutcome], None] | None = None,
    bases: Bases | None = None,
    check_rules: bool = True,
) -> TestRun:
    loaded = load(list(paths), bases=bases)
    if not loaded.ok:
        return TestRun(loaded)
    return run_loaded(loaded, card_pool(loaded, cards_root, bases), select, progress, check_rules)


def run_loaded(
    loaded: LoadResult,
    pool: list[model.Card],
    select: str | None = None,
    progress: Callable[[ScenarioOutcome], None] | None = None,
    check_rules: bool = True,
) -> TestRun:
    """Run the scenarios of cards already loaded, against a pool of cards they may name; ``check_rules``:
    and the rules' errors (V01xx) of the cards loaded, into ``rule_errors``."""
    run = TestRun(loaded)
    for name in sorted({c.game for c in loaded.cards} | {s.game for s in loaded.scenarios}):
        ruleset = games.get(name)
        if ruleset is not None and not ruleset.has_engine:
            run.notes.append(ruleset.no_engine_note())
        if ruleset is not None and check_rules:
            cards = [c for c in loaded.cards if c.game == name]
            try:
                found = rule_conflicts(ruleset, cards)
            except Exception as exc:  # a fault in a check is said as validate says it, never a traceback
                error = f"{type(exc).__name__}: {exc}"
                found = [crash_diagnostic(f"running the rule-conflict checks of {name}", error)]
            run.rule_errors.extend(d for d in found if d.severity is Severity.ERROR)
    for scenario in loaded.scenarios:
        if select and select.casefold() not in scenario.name.casefold():
            continue
        ruleset = games.get(scenario.game)
        assert ruleset is not None  # the checker refused unknown games
        if not ruleset.has_engine:
            continue  # said once, in run.notes
        result = rules_of(ruleset).run_scenario(ruleset, pool, scenario)
        run.results.append(result)
        if progress:
            progress(result)
    return run
