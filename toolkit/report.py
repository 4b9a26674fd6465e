"""What the command line and the build share: exit codes, diagnostics on a console, error lines,
JSON reports and progress of long work.

It sits below both ``toolkit.cli`` and ``toolkit.build`` (neither imports the other's internals),
and imports nothing heavy at module level: ``deckwright --version`` must not pay for Rich's
progress bars or the card language.

One style for every error (docs/diagnostics.md): a diagnostic's headline
``FILE:LINE:COL: error[CODE]: message`` (``error[CODE]: message`` when it has no place), and for
what is not about a card (a bad option, a missing database) ``error: message``; either may be
followed by ``  = help: ...`` lines. Everything goes to stderr; results go to stdout.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

    from toolkit.lang.diagnostics import Diagnostic

EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE = 0, 1, 2

# Raised when a field of a JSON report changes meaning or goes away; new fields keep it.
SCHEMA_VERSION = 1

_STYLE = {"error": "bold red", "warning": "bold yellow", "note": "bold cyan"}


# ---------------------------------------------------------------- diagnostics


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """By file, line and column; those without a place first."""

    def key(d: Diagnostic) -> tuple[str, int, int]:
        return (d.span.file, d.span.line, d.span.column) if d.span else ("", 0, 0)

    return sorted(diagnostics, key=key)


def exit_code_for(diagnostics: Iterable[Diagnostic]) -> int:
    """0 without errors; 2 when a path given does not exist (E0001: the command was mistyped); else 1."""
    errors = [d for d in diagnostics if d.is_error]
    if not errors:
        return EXIT_OK
    if any(d.code == "E0001" for d in errors):
        return EXIT_USAGE
    return EXIT_PROBLEMS


def print_diagnostics(
    diagnostics: Iterable[Diagnostic], sources: dict[str, str], console: Console, *, quiet: bool = False
) -> None:
    """Compiler-style, sorted, the headline coloured by severity; ``quiet`` shows errors only."""
    from rich.text import Text

    from toolkit.lang.diagnostics import render

    for diagnostic in sort_diagnostics(diagnostics):
        if quiet and not diagnostic.is_error:
            continue
        source = sources.get(diagnostic.span.file) if diagnostic.span else None
        headline, _, rest = render(diagnostic, source).partition("\n")
        console.print(Text(headline, style=_STYLE[str(diagnostic.severity)]), markup=False)
        if rest:
            console.print(rest, markup=False)


def error_text(message: str, hint: str | None = None, *, severity: str = "error") -> str:
    """``error: message`` and an optional ``  = help: hint`` line, escaped for a terminal."""
    from toolkit.lang.printable import printable

    text = f"{severity}: {printable(message)}"
    if hint:
        text += f"\n  = help: {printable(hint)}"
    return text


def print_error(console: Console, message: str, hint: str | None = None, *, severity: str = "error") -> None:
    from rich.text import Text

    headline, _, rest = error_text(message, hint, severity=severity).partition("\n")
    console.print(Text(headline, style=_STYLE[severity]), markup=False)
    if rest:
        console.print(rest, markup=False)


# ---------------------------------------------------------------- JSON reports


def with_schema(payload: dict[str, Any]) -> dict[str, Any]:
    """The report with ``schema_version`` as its first key (the report's own keys unchanged)."""
    return {"schema_version": SCHEMA_VERSION, **payload}


def json_report(payload: dict[str, Any]) -> str:
    """A JSON report as text: ``schema_version`` first, two-space indent, raw Unicode but every
    character unsafe on a terminal written as an escape (it decodes to the same value)."""
    from toolkit.lang.printable import json_printable

    return json_printable(json.dumps(with_schema(payload), indent=2, ensure_ascii=False))


# ---------------------------------------------------------------- progress


def noun(count: int, plural: str, one: str | None = None) -> str:
    """The noun that agrees with ``count`` ("1 scenario", "2 scenarios"): ``plural`` and, where it is
    not the plural less its final s, the singular ``one``."""
    if count != 1:
        return plural
    return one if one is not None else plural.removesuffix("s")


def counted(count: int, plural: str, one: str | None = None) -> str:
    """``count`` and its noun: "1 scenario", "420 scenarios"."""
    return f"{count} {noun(count, plural, one)}"


class ProgressLines:
    """Progress of long work as plain lines, for a log that is not a terminal (CI).

    ``validate: 120/400 cards`` (``unit`` is a plural; "1/1 card" agrees with its count): the first line
    once the work has run ``delay`` seconds, then one every ``interval`` seconds or each tenth of the
    total, whichever comes first, and a last line at the end if any came before; short work prints
    nothing. ``clock`` is for tests.
    """

    def __init__(
        self,
        write: Callable[[str], None],
        label: str,
        unit: str,
        total: int | None = None,
        *,
        delay: float = 1.0,
        interval: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.write, self.label, self.unit, self.total = write, label, unit, total
        self.delay, self.interval, self.clock = delay, interval, clock
        self.start = self.last = clock()
        self.done = 0
        self.printed = False
        self.next_mark = 0
        self.last_done = -1

    def update(self, done: int, total: int | None = None) -> None:
        if total is not None:
            self.total = total
        self.done = done
        now = self.clock()
        if now - self.start < self.delay:
            return
        step = max(1, (self.total or 0) // 10)
        if not self.printed or now - self.last >= self.interval or (self.total and done >= self.next_mark):
            self._line(now)
            self.next_mark = (done // step + 1) * step

    def advance(self, count: int = 1) -> None:
        self.update(self.done + count)

    def finish(self) -> None:
        if self.printed and self.last_done != self.done:
            self._line(self.clock())

    def _line(self, now: float) -> None:
        shown = f"{self.done}/{self.total}" if self.total else str(self.done)
        self.write(f"{self.label}: {shown} {noun(self.total or self.done, self.unit)}")
        self.printed, self.last, self.last_done = True, now, self.done


class Progress:
    """What a long job reports its progress to: ``update(done, total)`` or ``advance(n)``."""

    def __init__(self, update: Callable[[int, int | None], None], advance: Callable[[int], None]) -> None:
        self.update = update
        self.advance = advance


def _interval_from_env() -> tuple[float, float]:
    # DECKWRIGHT_PROGRESS_INTERVAL=0 prints a line for every step (used by the tests).
    raw = os.environ.get("DECKWRIGHT_PROGRESS_INTERVAL")
    try:
        value = float(raw) if raw is not None else None
    except ValueError:
        value = None
    return (1.0, 5.0) if value is None or value < 0 else (min(value, 1.0), value)


@contextmanager
def progress(
    console: Console, label: str, unit: str, total: int | None = None, *, enabled: bool = True
) -> Iterator[Progress]:
    """Progress on ``console`` (stderr): a Rich bar on a terminal, :class:`ProgressLines` otherwise,
    nothing when ``enabled`` is false (``--quiet``, or a machine format on a terminal)."""
    if not enabled:
        yield Progress(lambda _done, _total=None: None, lambda _n=1: None)
        return
    if console.is_terminal:
        from rich.progress import BarColumn, MofNCompleteColumn, TextColumn
        from rich.progress import Progress as Bar

        with Bar(TextColumn(label), BarColumn(), MofNCompleteColumn(), console=console, transient=True) as bar:
            task = bar.add_task(label, total=total)

            def update(done: int, new_total: int | None = None) -> None:
                bar.update(task, completed=done, **({"total": new_total} if new_total is not None else {}))

            yield Progress(update, lambda n=1: bar.advance(task, n))
        return
    delay, interval = _interval_from_env()
    lines = ProgressLines(
        lambda text: console.print(text, markup=False), label, unit, total, delay=delay, interval=interval
    )
    yield Progress(lines.update, lines.advance)
    lines.finish()
