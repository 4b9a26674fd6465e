"""What every command prints through: the two consoles, ``--quiet``, errors, diagnostics, JSON
reports and progress.

Results go to stdout (``out``); diagnostics, errors, notes and progress to stderr (``err``), for
every command. Exit codes: 0 ok, 1 problems in cards, 2 usage (toolkit.report).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from toolkit import report
from toolkit.report import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, exit_code_for, sort_diagnostics

if TYPE_CHECKING:
    from rich.console import Console

    from toolkit.lang.diagnostics import Diagnostic

    out: Console
    err: Console

__all__ = [
    "EXIT_OK",
    "EXIT_PROBLEMS",
    "EXIT_USAGE",
    "FORMATS",
    "emit_json",
    "err",
    "exit_code_for",
    "fail",
    "out",
    "sort_diagnostics",
]

# The two consoles, `out` and `err`, are made when first asked for (PEP 562): importing Rich costs
# a process 0.02-0.04 s, and `deckwright --version` and `--help` print nothing through them.
_CONSOLES: dict[str, dict[str, bool]] = {
    "out": {"highlight": False, "soft_wrap": True, "emoji": False},  # ":x:" in a card name stays text
    "err": {"stderr": True, "highlight": False, "soft_wrap": True, "emoji": False},
}


def __getattr__(name: str) -> Any:
    if name not in _CONSOLES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rich.console import Console

    made = globals()[name] = Console(**_CONSOLES[name])  # once: later lookups are plain reads
    return made


def _out() -> Console:
    """``out`` for this module's own functions (a global name is not looked up through __getattr__)."""
    return globals().get("out") or __getattr__("out")


def _err() -> Console:
    return globals().get("err") or __getattr__("err")


FORMATS = ("text", "json")


class _State:
    """Set by the root command's options, read by every command."""

    quiet = False


state = _State()


def set_quiet(quiet: bool) -> None:
    state.quiet = quiet


def _quiet_option(value: bool) -> None:
    if value:
        state.quiet = True


# `deckwright check -q ...` as well as `deckwright -q check ...`: the same switch, per command.
QuietOption = Annotated[
    bool,
    typer.Option(
        "--quiet",
        "-q",
        callback=_quiet_option,
        expose_value=False,
        help="Print only errors and the command's result: no summaries, warnings, notes or progress.",
    ),
]


def quiet() -> bool:
    return state.quiet


def say(text: str, *, style: str | None = None) -> None:
    """A human result or summary line on stdout; ``--quiet`` silences it."""
    if state.quiet:
        return
    if style is None:
        _out().print(text, markup=False)
    else:
        from rich.text import Text

        _out().print(Text(text, style=style), markup=False)


def note(message: str) -> None:
    """A note on stderr (``note: ...``); ``--quiet`` silences it."""
    if not state.quiet:
        _err().print(report.error_text(message, severity="note"), markup=False)


def warn(message: str) -> None:
    if not state.quiet:
        report.print_error(_err(), message, severity="warning")


def error(message: str, hint: str | None = None) -> None:
    """``error: message`` (and ``  = help: hint``) on stderr; shown even with ``--quiet``."""
    report.print_error(_err(), message, hint)


def fail(message: str, hint: str | None = None, *, code: int = EXIT_USAGE) -> NoReturn:
    """Say what is wrong and end the command with ``code`` (2, usage, unless told)."""
    error(message, hint)
    raise typer.Exit(code)


def check_format(format: str, allowed: tuple[str, ...] = FORMATS, *, what: str = "format") -> None:
    """``what``: the option's word in the error (``report`` for ``--report``)."""
    if format not in allowed:
        from toolkit.lang.printable import printable

        fail(f"unknown {what} '{printable(format)}' (use {', '.join(allowed[:-1])} or {allowed[-1]})")


def print_diagnostics(diagnostics: Iterable[Diagnostic], sources: dict[str, str]) -> None:
    """On stderr, sorted; with ``--quiet`` errors only. Stdout is flushed first: where both streams
    go to one place (a terminal, ``2>&1``), what was printed before comes first."""
    _out().file.flush()
    report.print_diagnostics(diagnostics, sources, _err(), quiet=state.quiet)


def end_on_errors(diagnostics: Iterable[Diagnostic], sources: dict[str, str], json: bool = False) -> None:
    """Cards that do not load end the command: their diagnostics, then exit 1 (2 for a bad path).
    ``json``: a script reads the command's report, so it gets one saying why there is nothing else."""
    diagnostics = list(diagnostics)
    print_diagnostics(diagnostics, sources)
    if json:
        emit_json({"ok": False, "diagnostics": [d.to_json() for d in diagnostics]})
    raise typer.Exit(exit_code_for(diagnostics))


def emit_json(payload: dict[str, Any]) -> None:
    """A JSON report on stdout, ``schema_version`` first; printed as it is dumped (never re-wrapped)."""
    write_stdout(report.json_report(payload))


def emit_json_line(payload: dict[str, Any]) -> None:
    """One JSON report on one line of stdout, flushed: a stream of them (``watch --format json``)
    is JSON lines, each read as it comes."""
    import json

    from toolkit.lang.printable import json_printable

    write_stdout(json_printable(json.dumps(report.with_schema(payload), ensure_ascii=False)))


# Where `--format` already names what a command writes (rulebook build: html/pdf; render tts: jpg/png;
# sheet export: csv/xlsx; catalog export: json/csv), the report a script reads is `--report json`:
# the same envelope as every `--format json` (docs/ci.md).
ReportOption = Annotated[str, typer.Option("--report", metavar="REPORT", help="The report on stdout: text or json.")]


def write_stdout(text: str) -> None:
    """Plain text to stdout as it is: Rich would re-wrap it (and costs 0.7 s on a 1,000-card report)."""
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()


@contextmanager
def progress(label: str, unit: str, total: int | None = None, *, enabled: bool = True) -> Iterator[report.Progress]:
    """Progress of long work on stderr (a bar on a terminal, lines in a log); ``--quiet`` silences it."""
    with report.progress(_err(), label, unit, total, enabled=enabled and not state.quiet) as bar:
        yield bar


def chosen_names(value: str | None, known: list[str] | tuple[str, ...], what: str) -> list[str]:
    """``all`` or nothing: every known name; otherwise a comma-separated list, each checked."""
    from toolkit.lang.printable import printable

    if value is None or value == "all":
        return list(known)
    chosen = [part.strip() for part in value.split(",") if part.strip()]
    for name in chosen:
        if name not in known:
            fail(f"unknown {what} '{printable(name)}' (known: {', '.join(known)})", code=EXIT_USAGE)
    return chosen
