"""``deckwright watch``: check, test, validate and re-render a card set each time a file is saved.

One :class:`Watch` holds what the last round left: each file's parsed part (toolkit/lang/incremental.py,
so a save re-parses that file alone), the validator's cache (its test blocks and fuzzing are run again
only for the cards that changed and the blocks that name them), and the diagnostics already shown, so a
round prints what is new and says how many were fixed. A round is what the designer waits for (check,
validate, the report); the steps after it (:meth:`Watch.later`) run once that is printed, over the
cards that changed, each timed: :class:`FaceStep` draws their faces in every language that has their
text, and says what would not print (overflow, a missing glyph); the validator's own face stage,
which lays out every card of the set, is left to `deckwright validate`.

A sheet linked to the set (:class:`LinkedSheet`: the one ``deckwright sheet import`` last imported, or
one named with ``--sheet``) is imported again when it is saved, or, published, when a poll finds it
changed: all or nothing, as ``sheet import`` does (toolkit/sheet/run.py), its problems reported at
their cells and kept in the round's diagnostics until a save mends them; the card files it rewrites
are then checked, validated and drawn like a card file saved.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from threading import Event
from typing import TYPE_CHECKING

from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.incremental import IncrementalLoad
from toolkit.lang.load import LoadResult
from toolkit.lang.model import Card
from toolkit.validate.runner import ValidateOptions, validate_loaded

if TYPE_CHECKING:
    from toolkit.sheet.importer import Change, Plan
    from toolkit.sheet.run import Sheet

# What a round does after validating, over the cards that changed: returns a line to print, or "".
Step = Callable[[Sequence[Card], LoadResult], str]
# The files whose saving starts a round: card files and the project's configuration.
WATCHED_SUFFIXES = (".cards",)
WATCHED_NAMES = ("deckwright.toml",)


@dataclass
class Round:
    """What one round found: the files re-read, the cards changed, what is new and what was fixed."""

    reread: list[Path]
    changed: list[Card]
    removed: list[str]
    new: list[Diagnostic]
    fixed: int
    remaining: list[Diagnostic]
    sources: dict[str, str]
    lines: list[str] = field(default_factory=list)  # what the later steps said
    seconds: float = 0.0
    imported: list[str] = field(default_factory=list)  # what the sheets' imports did, card by card
    sheets: list[str] = field(default_factory=list)  # the sheets read again (their names)
    imports: list[Change] = field(default_factory=list)  # the sheets' card changes written (kept ones left out)
    written: list[Path] = field(default_factory=list)  # the files the round wrote: card files, then faces

    @property
    def errors(self) -> int:
        return sum(1 for d in self.remaining if d.is_error)

    @property
    def warnings(self) -> int:
        return len(self.remaining) - self.errors

    def summary(self) -> str:
        what = f"{len(self.changed)} card(s) changed" + (f", {len(self.removed)} removed" if self.removed else "")
        state = f"{self.errors} error(s), {self.warnings} warning(s)"
        fixed = f", {self.fixed} fixed" if self.fixed else ""
        return f"{what}: {state}{fixed} ({self.seconds:.2f} s)"


@dataclass
class LinkedSheet:
    """A sheet that writes into the watched cards: a file (imported when saved) or a published
    sheet's address (imported when a poll finds it changed)."""

    source: str  # a path or an address
    paths: list[str]  # the card files or folders it is imported into
    cache: Path  # published sheets' copies (toolkit/sheet/remote.py)
    new_id: Callable[[list[str], str], str]  # (texts, game) → a fresh card id for a new row (scaffold.fresh_id)
    game: str | None = None
    digest: str = ""  # of the bytes last read: a sheet saved unchanged is not imported again
    problems: list[Diagnostic] = field(default_factory=list)  # the last import's, until one mends them
    sources: dict[str, str] = field(default_factory=dict)  # the cells' text, for the carets
    pending: Sheet | None = None  # read and changed, not imported yet

    @property
    def is_address(self) -> bool:
        from toolkit.sheet.remote import is_address

        return is_address(self.source)

    @property
    def file(self) -> Path | None:
        return None if self.is_address else Path(self.source).resolve()

    @property
    def name(self) -> str:
        return self.source if self.is_address else Path(self.source).name


def _identity(diagnostic: Diagnostic) -> tuple[object, ...]:
    span = diagnostic.span
    where = (span.file, span.line, span.column) if span is not None else ()
    return (diagnostic.code, diagnostic.message, *where)


class Watch:
    """The state kept between rounds of one watched card set."""

    def __init__(
        self,
        paths: Iterable[str],
        options: ValidateOptions,
        steps: Sequence[Step] = (),
        sheets: Sequence[LinkedSheet] = (),
    ) -> None:
        self.loader = IncrementalLoad(paths, options.bases, options.allow)
        self.options = options
        self.steps = list(steps)
        self.sheets = list(sheets)
        self._hashes: dict[tuple[str, str], str] = {}
        self._shown: set[tuple[object, ...]] = set()
        self._loaded: LoadResult | None = None
        self._hash_of: dict[int, tuple[Card, str]] = {}  # id → (the card, its content hash), last round's

    def round(self, sheets: Iterable[LinkedSheet] = ()) -> Round:
        """Import the ``sheets`` saved (those whose bytes changed), read the card files that changed,
        validate (the cache skips what did not). The later steps wait for :meth:`later`."""
        started = time.perf_counter()
        imported: list[str] = []
        read: list[str] = []
        imports: list[Change] = []
        written: list[Path] = []
        for sheet in sheets:
            if self._import(sheet, imported, imports, written):
                read.append(sheet.name)
        loaded = self.loader.reload()
        # A card kept from the last round (its block unchanged) is the same object: its hash is kept too.
        known = self._hash_of
        self._hash_of = {
            id(c): (c, found[1] if (found := known.get(id(c))) is not None and found[0] is c else c.content_hash())
            for c in loaded.cards
        }
        hashes = {(c.game, c.key): self._hash_of[id(c)][1] for c in loaded.cards}
        changed = [c for c in loaded.cards if self._hashes.get((c.game, c.key)) != hashes[(c.game, c.key)]]
        removed = sorted(f"{game}/{key}" for game, key in self._hashes.keys() - hashes.keys())
        self._hashes = hashes
        report = validate_loaded(loaded, options=self.options)
        remaining = [*report.diagnostics(), *(d for s in self.sheets for d in s.problems)]
        sources = dict(report.sources)
        for sheet in self.sheets:
            sources.update(sheet.sources)
        now = {_identity(d): d for d in remaining}
        new = [d for key, d in now.items() if key not in self._shown]
        fixed = len(self._shown - now.keys())
        self._shown = set(now)
        found = Round(list(self.loader.reread), changed, removed, new, fixed, remaining, sources)
        found.imported, found.sheets, found.imports, found.written = imported, read, imports, written
        self._loaded = loaded
        found.seconds = time.perf_counter() - started
        return found

    def later(self, found: Round) -> Iterator[str]:
        """The steps after a round, over the cards it changed, each line said as soon as its step is
        done, with the step's time (the report is printed before: the designer reads it meanwhile)."""
        if not found.changed or self._loaded is None:
            return
        for step in self.steps:
            started = time.perf_counter()
            line = step(found.changed, self._loaded)
            found.written.extend(getattr(step, "written", ()))  # a step that writes files says which
            if line:
                line = f"{line} ({time.perf_counter() - started:.2f} s)"
                found.lines.append(line)
                yield line

    # ---------------------------------------------------------------- sheets

    def changed(self, link: LinkedSheet) -> bool:
        """Read ``link`` again (fetch it, if published): True when its bytes changed since it was last
        read (the sheet is kept for the next round to import) or it cannot be read (that is said)."""
        from toolkit.sheet.errors import SheetError
        from toolkit.sheet.run import read_sheet

        try:
            sheet = read_sheet(link.source, link.cache)
        except SheetError as exc:  # gone mid-save, or not a sheet: said, and tried again at the next save
            link.digest, link.problems, link.sources, link.pending = "", [exc.diagnostic()], {}, None
            return True
        if sheet.digest == link.digest:
            return False
        link.pending = sheet
        return True

    def first_look(self, link: LinkedSheet) -> str:
        """At the start: remember the sheet as it is, and say if it holds changes not imported yet.
        Nothing is written: the card files may have been edited since, and only a save says which wins."""
        if not self.changed(link) or link.pending is None:
            return ""
        sheet, link.pending = link.pending, None
        link.digest = sheet.digest
        plan = self._plan(link, sheet, [])
        if plan is None or not plan.ok:
            return ""
        count = sum(c.action in ("changed", "added") for c in plan.changes)
        if not count:
            return ""
        return f"{link.name} holds {count} card change(s) not imported yet: save it to import them"

    def _plan(self, link: LinkedSheet, sheet: Sheet, said: list[str]) -> Plan | None:
        """The import of ``sheet`` into the watched cards (nothing written); None when it cannot be
        planned (the cards have problems; the sheet's game cannot be told), which is said."""
        from toolkit.sheet.cardset import read_files, read_set
        from toolkit.sheet.errors import SheetError
        from toolkit.sheet.run import plan_sheet, set_folder, sheet_game

        texts, files, unread = read_files(link.paths)
        cardset = read_set(texts, files, bases=self.options.bases, allow=self.options.allow)
        if unread or not cardset.ok:
            link.problems, link.sources, link.digest = [], {}, ""
            said.append(f"{link.name}: not imported: the cards have problems (below); save it again once mended")
            return None
        try:
            game = sheet_game(sheet, cardset, link.game)
            return plan_sheet(
                sheet,
                cardset,
                game,
                set_folder(link.paths),
                lambda texts: link.new_id(texts, game),
                bases=self.options.bases,
                allow=self.options.allow,
            )
        except SheetError as exc:
            link.problems, link.sources = [exc.diagnostic()], {}
            return None

    def _import(
        self, link: LinkedSheet, said: list[str], imports: list[Change] | None = None, wrote: list[Path] | None = None
    ) -> bool:
        """Import ``link`` if its bytes changed since it was last read: what it did goes to ``said``
        (and its changes to ``imports``, the files written to ``wrote``), its problems to
        ``link.problems``. False when it was unchanged (nothing done)."""
        from toolkit.sheet.importer import apply

        if link.pending is None and not self.changed(link):
            return False
        sheet, link.pending = link.pending, None
        if sheet is None:
            return True  # it could not be read: link.problems says why
        link.digest = sheet.digest
        if sheet.stale:
            said.append(f"{link.name}: cannot fetch it ({sheet.stale}): using the copy of {sheet.copy_of}")
        plan = self._plan(link, sheet, said)
        if plan is None:
            return True
        link.problems = list(plan.diagnostics)
        link.sources = dict(plan.sources)
        if not plan.ok:
            errors = sum(d.is_error for d in plan.diagnostics)
            said.append(f"{errors} problem(s) in {link.name}: nothing was written")
            return True
        try:
            written = apply(plan)
        except OSError as exc:
            said.append(f"{link.name}: cannot write the card files: {exc.strerror or exc}; nothing was changed")
            link.digest = ""
            return True
        changes = [c for c in plan.changes if c.action != "kept"]
        if imports is not None:
            imports.extend(changes)
        if wrote is not None:
            wrote.extend(written)
        for change in changes:
            said.append(change.headline())
            said.extend(f"  {line}" for line in change.details)
        kept = len(plan.changes) - len(changes)
        said.append(
            f"{link.name}: imported {len(changes)} card change(s), wrote {len(written)} file(s)"
            + (f"; {kept} card(s) not in the sheet kept" if kept else "")
        )
        return True


class FaceStep:
    """The faces of the cards that changed, as PNGs under ``folder``/<game>/<lang>/<key>.png."""

    def __init__(self, folder: Path, layouts: object | None = None) -> None:
        self.folder = folder
        self.layouts = layouts
        self.written: list[Path] = []  # the last call's PNGs (`watch --format json` lists them)

    def __call__(self, cards: Sequence[Card], loaded: LoadResult) -> str:
        from toolkit.render import LayoutError, render_face
        from toolkit.render.cardtext import text_languages
        from toolkit.render.png import write_png
        from toolkit.text import identities

        # The whole set's declared identities (`class "Bard" { is bard }`), not only the changed cards'.
        words = identities(loaded.cards)
        drawn, problems = 0, []
        self.written = []
        for card in cards:
            for lang in text_languages(card.game):
                try:
                    face = render_face(card, lang=lang, layouts=self.layouts, identities=words)  # type: ignore[arg-type]
                except LayoutError as exc:  # the layout's fault, said once
                    return f"faces not drawn: {exc}"
                problems.extend(problem.render() for problem in face.problems)
                # The renderer's own PNG writer: fast deflate, atomic, not fsync'd (drawn again at the next save).
                path = self.folder / card.game / lang / f"{card.key}.png"
                write_png(path, face.image)
                self.written.append(path)
                drawn += 1
        return "\n".join([*problems, f"drew {drawn} face(s) into {self.folder}"])


def is_watched(path: str | Path) -> bool:
    name = Path(path).name
    return name.endswith(WATCHED_SUFFIXES) or name in WATCHED_NAMES


def saves(
    paths: Sequence[Path],
    stop: Event | None = None,
    debounce_ms: int = 50,
    also: Iterable[Path] = (),
    timeout_ms: int | None = None,
) -> Iterator[set[Path]]:
    """The watched files saved under ``paths``, a set per burst of saves, until ``stop`` is set.

    ``also``: more files to watch by name (a linked sheet: its folder is watched, since a spreadsheet
    saves by writing a new file and renaming it over the old). ``timeout_ms``: an empty set each time
    that long passes with no save (for polling a published sheet)."""
    from watchfiles import watch  # imported when watching starts: `deckwright --help` stays light

    extra = {p.resolve() for p in also}
    roots = [*paths, *sorted({p.parent for p in extra} - {Path(p).resolve() for p in paths})]

    def wanted(_change: object, path: str) -> bool:
        return is_watched(path) or (bool(extra) and Path(path).resolve() in extra)

    for changes in watch(
        *roots,
        watch_filter=wanted,
        stop_event=stop,
        debounce=debounce_ms,
        step=25,
        rust_timeout=timeout_ms or 200,
        yield_on_timeout=timeout_ms is not None,
        raise_interrupt=False,
    ):
        yield {Path(path) for _change, path in changes}
