"""What a validation run found: diagnostics per card, and the run's totals.

Reporters (``reporters.py``) read only this; the runner (``runner.py``) fills
it. Each diagnostic belongs to the card whose block holds its span; those
that hold no card (a file that does not parse, a missing path) are kept on
the report itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from toolkit.engine.contract import FuzzStats
from toolkit.lang.allow import Allowed
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Card

# The stages a card goes through, in order; each may come from the cache.
STAGES = ("check", "conflicts", "tests", "fuzz")


@dataclass
class CardResult:
    card: Card
    diagnostics: list[Diagnostic] = field(default_factory=list)
    cached: set[str] = field(default_factory=set)  # the stages whose results came from the cache
    scenarios: int = 0  # test blocks that exercise this card
    fuzz: FuzzStats | None = None
    seconds: float = 0.0

    @property
    def game(self) -> str:
        return self.card.game

    @property
    def key(self) -> str:
        return self.card.key


@dataclass
class ScenarioOutcome:
    """One test block as the run saw it (for output/test-report.json and summaries)."""

    game: str
    name: str
    file: str
    line: int
    passed: bool
    failures: list[dict[str, object]] = field(default_factory=list)  # {"line", "column", "expected", "actual"}
    errors: list[Diagnostic] = field(default_factory=list)
    cached: bool = False


@dataclass
class ValidationReport:
    files: list[str] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)  # display path → text, for carets
    cards: list[CardResult] = field(default_factory=list)
    other: list[Diagnostic] = field(default_factory=list)  # diagnostics that hold no card
    werror: bool = False
    balance: dict[str, Any] | None = None  # `--balance`: the balance summary's JSON (balance.BalanceSummary)
    seconds: float = 0.0
    scenarios: list[ScenarioOutcome] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)  # about the run, not the cards (e.g. the cache is off)
    notes: list[str] = field(default_factory=list)  # facts of the run that are no problem (a game with no engine yet)
    allowed: list[Allowed] = field(default_factory=list)  # warnings a card or the project allows, and why

    def diagnostics(self) -> list[Diagnostic]:
        """Every diagnostic, warnings raised to errors under ``--werror``, sorted by place.

        A failing test block is reported on every card it names; it is listed once here."""
        found = [*self.other, *(d for c in self.cards for d in c.diagnostics)]
        return sorted((self.effective(d) for d in dict.fromkeys(found)), key=_place)

    def effective(self, diagnostic: Diagnostic) -> Diagnostic:
        if self.werror and diagnostic.severity is Severity.WARNING:
            return replace(diagnostic, severity=Severity.ERROR)
        return diagnostic

    def count(self, severity: Severity) -> int:
        return sum(d.severity is severity for d in self.diagnostics())

    @property
    def errors(self) -> int:
        return self.count(Severity.ERROR)

    @property
    def warnings(self) -> int:
        return self.count(Severity.WARNING)

    @property
    def exit_code(self) -> int:
        """0 clean (warnings allowed), 1 errors in cards, 2 a path that cannot be read."""
        errors = [d for d in self.diagnostics() if d.is_error]
        if any(d.code == "E0001" for d in errors):
            return 2
        return 1 if errors else 0

    def summary(self) -> str:
        cached = sum(1 for c in self.cards if "fuzz" in c.cached)
        parts = [
            f"validated {len(self.cards)} card(s) in {len(self.files)} file(s)",
            f"{self.errors} error(s)",
            f"{self.warnings} warning(s)",
        ]
        if cached:
            parts.append(f"{cached} unchanged card(s) from the cache")
        return ", ".join(parts) + f" ({self.seconds:.1f} s)"


def _place(d: Diagnostic) -> tuple[str, int, int, str]:
    if d.span is None:
        return ("", 0, 0, d.code)
    return (d.span.file, d.span.line, d.span.column, d.code)


def crash_diagnostic(what: str, error: str, span: Span | None = None) -> Diagnostic:
    """V0303: a fault in the engine or a check, said as a finding, never as a traceback."""
    return Diagnostic(
        "V0303",
        f"the engine failed while {what}: {error}",
        span,
        hint="this is a fault in the game's engine or the validator, not in the card; please report it",
    )
