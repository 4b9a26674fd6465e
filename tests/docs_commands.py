"""The ``$ deckwright ...`` examples of README.md and docs/*.md, run as real processes.

Each fenced block whose lines start with ``$ `` is a console session: a line ``$ COMMAND`` is
a command (``VAR=value`` prefixes and a trailing ``# comment`` allowed), the lines under it up
to the next ``$`` line are what it prints (stdout and stderr as a terminal shows them). Only
``deckwright`` commands run; other ``$`` lines are shown, not run.

The commands of a page run in order, in one scratch directory: a copy of the repository's
``cards/``, with no ``DECKWRIGHT_DB`` (so the catalog is that directory's output/catalog.db).
The shown output must match, line for line, after normalising:

- trailing spaces are ignored, and so are blank lines at the end;
- a shown line ``...`` matches any run of lines (none included): elide long output with it;
- a time in seconds (``0.8 s``, ``(12.3 s)``) matches any other;
- progress lines (``validate: 120/400 cards``), which depend on the machine's speed, are dropped.

A command shown with no output must exit 0. A command whose shown output holds an error
(``error[``, ``error:``, ``::error``, ``N error(s)`` with N > 0, ``FAIL``, ``"ok": false``) must
exit non-zero; otherwise it must exit 0.

Directives, as HTML comments (GitHub does not show them), on the line before a fenced block:

- ``<!-- file: NAME -->``: the block is not a session but a file: it is written as NAME in the
  scratch directory before the commands after it run;
- ``<!-- file: NAME from=PATH -->``, on a line of its own (no block): PATH of the repository is
  copied as NAME (bytes a page cannot show: Latin-1, UTF-16, a binary, a line of 12,000 characters);
- ``<!-- docs-test: skip REASON -->``: the session is not run (a command that needs a git
  history or a network); the reason is required.

The page's sessions all run; the test fails listing every mismatch. Outputs change when the
engine or the card sets do: ``python -m tests.docs_commands --update [PAGE...]`` runs the
sessions and writes what the commands print today into the pages (keeping the lines around a
``...``); then read the diff.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = (ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")))

_FENCE = re.compile(r"^(?P<indent> *)(?P<fence>```+|~~~+)(?P<info>[^\n`]*)$")
_DIRECTIVE = re.compile(r"^\s*<!--\s*(?P<body>(?:file|docs-test):.*?)\s*-->\s*$")
_SECONDS = re.compile(r"\d+(?:\.\d+)? s\b")
_PROGRESS = re.compile(
    r"^(?:check|validate|balance|simulate|test): \d+(?:/\d+)? (?:files?|steps?|cards?|games?|scenarios?)$"
)
# An error shown: a diagnostic's headline, an `error:` line, a GitHub annotation, a count of errors.
_ERROR = re.compile(r'error\[|^error: |^::error |\b[1-9]\d* error\(s\)|\bFAIL |^\s*"ok": false')
ELLIPSIS = "..."
TIMEOUT = 600


@dataclass
class Command:
    line: int  # of the page, from 1
    text: str  # as shown, after "$ "
    shown: list[str]  # the output shown under it
    runs: bool  # a deckwright command


@dataclass
class Block:
    """A fenced block: a console session, or a file (a ``<!-- file: -->`` directive)."""

    start: int  # index of the line after the opening fence
    end: int  # index of the closing fence
    lines: list[str]
    file: str | None = None
    source: str | None = None  # file from=PATH
    skip: str | None = None
    commands: list[Command] = field(default_factory=list)


def blocks_of(text: str) -> list[Block]:
    lines = text.split("\n")
    found: list[Block] = []
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if opening is None:
            standalone = _DIRECTIVE.match(lines[i])
            if standalone and standalone["body"].startswith("file:") and " from=" in standalone["body"]:
                words = standalone["body"].removeprefix("file:").split()
                source = next(w.removeprefix("from=") for w in words[1:] if w.startswith("from="))
                found.append(Block(start=i + 1, end=i + 1, lines=[], file=words[0], source=source))
            i += 1
            continue
        fence = opening["fence"]
        j = i + 1
        while j < len(lines) and not lines[j].strip().startswith(fence[:3]):
            j += 1
        block = Block(start=i + 1, end=j, lines=lines[i + 1 : j])
        previous = lines[i - 1] if i > 0 else ""
        directive = _DIRECTIVE.match(previous)
        if directive:
            body = directive["body"]
            if body.startswith("file:") and " from=" not in body:
                words = body.removeprefix("file:").split()
                block.file = words[0]
                block.source = next((w.removeprefix("from=") for w in words[1:] if w.startswith("from=")), None)
            elif body.startswith("docs-test: skip"):
                block.skip = body.removeprefix("docs-test: skip").strip() or None
                if block.skip is None:
                    raise ValueError(f"line {i}: a docs-test skip needs a reason")
        if block.file is None:
            block.commands = _session(block)
        if block.file is not None or block.commands:
            found.append(block)
        i = j + 1
    return found


def _session(block: Block) -> list[Command]:
    commands: list[Command] = []
    if not block.lines or not block.lines[0].startswith("$ "):
        return commands
    for offset, line in enumerate(block.lines):
        if line.startswith("$ "):
            text = line[2:]
            words = _words(text)
            runs = bool(words) and words[0] == "deckwright"
            commands.append(Command(block.start + offset + 1, text, [], runs))
        elif commands:
            commands[-1].shown.append(line)
    return commands


def _words(text: str) -> list[str]:
    """The command's words, without ``VAR=value`` prefixes and a trailing comment."""
    words = shlex.split(text, comments=True)
    while words and re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", words[0]):
        words.pop(0)
    return words


def _environment(text: str, scratch: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKWRIGHT_")}
    env.update(PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1", COLUMNS="120", NO_COLOR="1", TERM="dumb")
    for word in shlex.split(text, comments=True):
        if not re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", word):
            break
        name, _, value = word.partition("=")
        env[name] = value
    return env


def run(command: Command, scratch: Path) -> tuple[int, list[str]]:
    """Run one command in ``scratch``; its exit code and its output (stdout and stderr, merged)."""
    words = _words(command.text)
    argv = [sys.executable, "-c", "from toolkit.cli import main; main()", *words[1:]]
    done = subprocess.run(
        argv,
        cwd=scratch,
        env=_environment(command.text, scratch),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=TIMEOUT,
    )
    output = done.stdout.decode("utf-8", "backslashreplace").replace(str(scratch) + os.sep, "")
    lines = [line.rstrip() for line in output.split("\n") if not _PROGRESS.match(line.rstrip())]
    return done.returncode, _trim(lines)


def _trim(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _normal(line: str) -> str:
    return _SECONDS.sub("N s", line.rstrip())


def matches(shown: list[str], actual: list[str]) -> bool:
    """Line for line, a shown ``...`` standing for any run of lines."""
    shown = [_normal(line) for line in _trim(list(shown))]
    actual = [_normal(line) for line in actual]

    def at(i: int, j: int) -> bool:
        if i == len(shown):
            return j == len(actual)
        if shown[i].strip() == ELLIPSIS:
            return any(at(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and shown[i] == actual[j] and at(i + 1, j + 1)

    return at(0, 0)


def _shows_an_error(shown: list[str]) -> bool:
    return any(_ERROR.search(line) for line in shown)


@dataclass
class Outcome:
    page: Path
    command: Command
    code: int
    actual: list[str]

    @property
    def problem(self) -> str | None:
        if self.command.shown and not matches(self.command.shown, self.actual):
            return "output differs"
        wants_error = _shows_an_error(self.command.shown)
        if self.code not in (0, 1, 2) or (self.code == 0) == wants_error:
            return f"exit code {self.code}"
        return None

    def report(self) -> str:
        page = self.page.relative_to(ROOT) if self.page.is_relative_to(ROOT) else self.page
        where = f"{page}:{self.command.line}: $ {self.command.text}"
        return (
            f"{where}\n  {self.problem}\n  shown:\n"
            + "".join(f"    {line}\n" for line in self.command.shown)
            + "  printed:\n"
            + "".join(f"    {line}\n" for line in self.actual)
        )


def scratch_directory() -> Path:
    scratch = Path(tempfile.mkdtemp(prefix="deckwright-docs-"))
    shutil.copytree(ROOT / "cards", scratch / "cards")
    return scratch


def run_page(page: Path) -> list[Outcome]:
    """Every session of the page in order, in one scratch directory."""
    blocks = blocks_of(page.read_text(encoding="utf-8"))
    outcomes: list[Outcome] = []
    scratch = scratch_directory()
    try:
        for block in blocks:
            if block.file is not None:
                target = scratch / block.file
                target.parent.mkdir(parents=True, exist_ok=True)
                if block.source is not None:
                    shutil.copyfile(ROOT / block.source, target)
                else:
                    target.write_text("\n".join(block.lines) + "\n", encoding="utf-8")
                continue
            if block.skip is not None:
                continue
            for command in block.commands:
                if command.runs:
                    code, actual = run(command, scratch)
                    outcomes.append(Outcome(page, command, code, actual))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return outcomes


def pages_with_commands() -> list[Path]:
    return [page for page in PAGES if any(b.commands for b in blocks_of(page.read_text(encoding="utf-8")))]


# ---------------------------------------------------------------- --update


def updated(shown: list[str], actual: list[str]) -> list[str]:
    """What to write for a command: the output printed, elided where the page elided it."""
    if matches(shown, actual):
        return shown
    if ELLIPSIS not in [line.strip() for line in shown]:
        return actual
    stripped = [line.strip() for line in shown]
    head = stripped.index(ELLIPSIS)
    tail = len(shown) - 1 - max(i for i, line in enumerate(stripped) if line == ELLIPSIS)
    if head + tail >= len(actual):
        return actual
    return [*actual[:head], ELLIPSIS, *actual[len(actual) - tail :]] if tail else [*actual[:head], ELLIPSIS]


def update_page(page: Path) -> int:
    """Rewrite the shown output of every command of ``page`` that no longer matches; the count changed."""
    outcomes = {o.command.line: o for o in run_page(page)}
    lines = page.read_text(encoding="utf-8").split("\n")
    changed = 0
    for outcome in sorted(outcomes.values(), key=lambda o: -o.command.line):  # from the end: lines move
        command = outcome.command
        # A command shown without output stays so (the page shows only what it does).
        if not command.shown or matches(command.shown, outcome.actual):
            continue
        start = command.line  # index of the first output line (the command is at line - 1)
        new = updated(command.shown, outcome.actual)
        lines[start : start + len(command.shown)] = new
        changed += 1
    if changed:
        page.write_text("\n".join(lines), encoding="utf-8")
    return changed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--update", action="store_true", help="Write today's outputs into the pages.")
    parser.add_argument("pages", nargs="*", type=Path, help="Pages (default: README.md and docs/*.md).")
    args = parser.parse_args()
    pages = [p.resolve() for p in args.pages] or pages_with_commands()
    failed = 0
    for page in pages:
        if args.update:
            count = update_page(page)
            print(f"{page.relative_to(ROOT)}: {count} output(s) rewritten")
        problems = [o for o in run_page(page) if o.problem]
        for outcome in problems:
            print(outcome.report())
        failed += len(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
