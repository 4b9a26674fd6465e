"""Running the validator: every card through the stages, the engine's work spread over processes.

The stages (``report.STAGES``), per card:

1. **check**: the front end's diagnostics (``toolkit.lang.load``), each given to the card whose
   block holds it; a card with check errors goes no further.
2. **conflicts**: ``toolkit.validate.conflicts.rule_conflicts`` over all cards of each game.
3. **tests**: every test block runs in the game's engine; a failing expectation is V0301, a
   scenario that cannot be set up V0302, an engine that breaks V0303. A scenario's findings go
   to every card it names (or to the report itself when it names none being validated).
4. **fuzz**: ``toolkit.validate.fuzz.fuzz_card`` per card.

Test blocks and fuzzing, the costly stages, are cached (``cache.py``) and run over ``workers``
processes; results come back in job order, so the report is the same for any worker count.
"""

from __future__ import annotations

import bisect
import dataclasses
import gc
import hashlib
import json
import os
import shlex
import subprocess
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkit.catalog import urls
from toolkit.engine.contract import rules_of
from toolkit.engine.parallel import FORK, flatten, ordered_map
from toolkit.lang import ast, model
from toolkit.lang import games as registry
from toolkit.lang.allow import Allowed, card_allows, comment_problems, split_allowed
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.load import (
    Loader,
    LoadResult,
    base_cards,
    check_duplicates,
    check_words,
    load,
    load_source,
    load_text,
)
from toolkit.lang.model import Card, Scenario
from toolkit.lang.parser import parse
from toolkit.lang.printable import printable
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.sets import Bases
from toolkit.lang.source import CARD_SUFFIX, Source, collect_card_files, lossy_text, read_source
from toolkit.validate import cache as cache_module
from toolkit.validate import conflicts, fuzz, shipped
from toolkit.validate.cache import CacheUnavailable, ValidationCache
from toolkit.validate.report import CardResult, FuzzStats, ScenarioOutcome, ValidationReport, crash_diagnostic

SERIAL_BELOW_SECONDS = 0.5  # engine work estimated below this runs in this process: workers cost more to start
PARSE_BATCH = 4  # files per job when the front end runs over the workers
SCENARIO_SECONDS = 0.004  # what a test block costs the engine, about (for that estimate only)
STATE_SECONDS = 0.004  # what one fuzzed state costs, about


def _default_states() -> int:
    return fuzz.DEFAULT_STATES


def _default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


@dataclass
class ValidateOptions:
    seed: int = 0  # the fuzzer's seed: the same seed gives the same report
    states: int = field(default_factory=_default_states)  # random states the fuzzer makes per card
    werror: bool = False
    use_cache: bool = True
    db_url: str | None = None  # the catalog database holding the cache; None: $DECKWRIGHT_DB, else output/catalog.db
    changed_since: str | None = None  # a git revision: report only cards changed since it, and their dependents
    workers: int = field(default_factory=_default_workers)
    cards_root: Path | None = Path("cards")  # the game's whole set, for the pool scenarios and the fuzzer draw on
    bases: Bases | None = None  # each game's base set (toolkit.lang.sets; None: its shipped set)
    allow: dict[str, str] = field(default_factory=dict)  # warnings allowed everywhere: code → why (deckwright.toml)
    faces: bool = True  # lay out every card's face and report what would not print (V06xx, toolkit/validate/faces.py)
    project_root: Path | None = None  # a project's folder: its templates/cards/ layouts first, its art resolved there
    languages: tuple[str, ...] = ()  # card text checked in these (V04xx, toolkit/validate/cardtext.py); () none
    locales: Path | None = None  # the translations' folder (None: the shipped locales/)

    def fuzz_key(self) -> str:
        return f"seed={self.seed} states={self.states}"


class UsageError(Exception):
    """Validation was asked for in a way that cannot work (a bad revision, no git repository): exit 2."""


Progress = Callable[[int, int], None]  # (jobs done, jobs in all)


def validate(paths: list[str], *, options: ValidateOptions, progress: Progress | None = None) -> ValidationReport:
    """Validate the cards under ``paths``; raises UsageError only for a bad ``changed_since``."""
    started = time.perf_counter()
    run = _Run(options)
    try:
        run.take(run.load(paths))
        with _loaded_cards_frozen():
            run.execute(progress)
        run.allow()
    finally:
        run.close()
    run.report.seconds = time.perf_counter() - started
    return run.report


def validate_loaded(
    loaded: LoadResult, *, options: ValidateOptions, progress: Progress | None = None
) -> ValidationReport:
    """The same over cards already loaded (``deckwright build`` has checked them in its first step)."""
    started = time.perf_counter()
    run = _Run(options)
    try:
        run.take(loaded)
        with _loaded_cards_frozen():
            run.execute(progress)
        run.allow()
    finally:
        run.close()
    run.report.seconds = time.perf_counter() - started
    return run.report


@contextmanager
def _loaded_cards_frozen() -> Iterator[None]:
    """Keep the cycle collector off what is loaded so far (the cards live for the whole run anyway).

    Without it each full collection rescans every card and test block read back, some 0.1 s over a
    warm run of 1,000 cards; new objects are still collected as usual.
    """
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


# ---------------------------------------------------------------- one run


@dataclass
class _Block:
    """The lines a card's block spans in its file."""

    first: int
    last: int
    result: CardResult


@dataclass
class _Job:
    stage: str  # "tests" or "fuzz"
    game: str
    index: int  # into _Run.scenarios_to_run, or into the game's pool


class _Run:
    def __init__(self, options: ValidateOptions) -> None:
        self.options = options
        self.report = ValidationReport(werror=options.werror)
        self.broken: list[CardResult] = []  # cards the checker refused, rebuilt from their blocks
        self.blocks: dict[str, list[_Block]] = {}
        self.selected: set[int] | None = None  # ids of the cards to report; None: all
        self.scenario_selected: set[int] | None = None
        self.changed_files: set[str] = set()
        self.tests_cached: set[int] = set()  # cards with a scenario whose result came from the cache
        self.tests_ran: set[int] = set()  # cards with a scenario that ran in this run
        # Content hashes of cards and scenarios, each made once; the object is kept so that its id stays its own.
        self.hashes: dict[int, tuple[object, str]] = {}
        self.file_rows: list[dict[str, Any]] = []  # the front end's results of files read afresh
        # The same, by key: a file this run already parsed is not parsed (or written) twice, as when the
        # set under --cards and a base set are the same files (both are read through self.load).
        self.made_files: dict[str, bytes] = {}
        self.dropped_entries: list[str] = []  # cache entries that could not be used (computed again)
        self.cache: ValidationCache | None = None
        self.faces_laid_out = 0  # cards whose faces this run laid out (the rest came from the cache)
        self.open_cache()

    def take(self, loaded: LoadResult) -> None:
        self.loaded = loaded
        self.report.files = list(loaded.files)
        self.report.sources = dict(loaded.sources)
        self.report.allowed = list(loaded.allowed)
        self.pools = _pools(loaded, self.options.cards_root, self.load, self.options.bases, self.load_base)
        self.index = _CardIndex(self.pools, self.card_hash)
        self.results: dict[int, CardResult] = {id(c): CardResult(c) for c in loaded.cards}

    def allow(self) -> None:
        """Warnings a card allows (`# allow V0117: why` before it or inside it), or the options do, move
        from the report's diagnostics to its list of what was allowed (toolkit/lang/allow.py)."""
        codes = self.options.allow
        for result in self.report.cards:
            if not any(d.severity is Severity.WARNING for d in result.diagnostics):
                continue
            by_card = card_allows(result.card, self.report.sources)
            kept = []
            for d in result.diagnostics:
                reason = by_card.get(d.code) if d.severity is Severity.WARNING else None
                if reason is None and d.severity is Severity.WARNING and d.code in codes:
                    reason = (codes[d.code] or "allowed for the whole project", "deckwright.toml")
                if reason is None:
                    kept.append(d)
                else:
                    self.report.allowed.append(Allowed(d, *reason))
            result.diagnostics = kept
        other, allowed = split_allowed(self.report.other, (), self.report.sources, codes)
        self.report.other = other
        self.report.allowed.extend(allowed)
        self.report.allowed = list(dict.fromkeys(self.report.allowed))

    def close(self) -> None:
        if self.cache is not None:
            self.cache.close()
            self.cache = None

    def card_hash(self, card: Card) -> str:
        found = self.hashes.get(id(card))
        if found is None or found[0] is not card:
            found = self.hashes[id(card)] = (card, card.content_hash())
        return found[1]

    def scenario_hash(self, scenario: Scenario) -> str:
        found = self.hashes.get(id(scenario))
        if found is None or found[0] is not scenario:
            found = self.hashes[id(scenario)] = (scenario, scenario_hash(scenario))
        return found[1]

    # ------------------------------------------------------------ loading, with the front end's cache

    def load_base(self, paths: list[str], bases: Bases) -> LoadResult:
        """One link of a base set (toolkit.lang.load's ``Loader``), its files taken from the cache too."""
        return self.load(paths, bases)

    def load(self, paths: list[str], bases: Bases | None = None) -> LoadResult:
        """``toolkit.lang.load.load``, file by file, taking unchanged files from the cache; the set's
        words are judged on ``bases`` (default: the options')."""
        bases = self.options.bases if bases is None else bases
        if self.cache is None:
            return load(paths, bases=bases, allow=self.options.allow)
        result = LoadResult(met=None)  # cards read back from the cache: their words are read from the model
        files, problems = collect_card_files(list(paths))
        result.diagnostics.extend(problems)
        sources: list[Source] = []
        for path in files:
            source = read_source(path)
            if isinstance(source, Diagnostic):
                result.diagnostics.append(source)
                if source.code == "E0002" and source.span is not None and (text := lossy_text(path)) is not None:
                    result.sources[source.span.file] = text
                continue
            sources.append(source)
        keys = {s.path: cache_module.file_key(s.path, s.text) for s in sources}
        hits = {key: self.made_files[key] for key in keys.values() if key in self.made_files}
        hits.update(self.cache_files(key for key in keys.values() if key not in hits))
        # A shipped file's entry ships with the package, keyed by its text and the front end's code
        # (toolkit/validate/shipped.py): read back as a kept entry is, and not written to the cache.
        for source in sources:
            key = keys[source.path]
            if key not in hits and (data := shipped.entry(source.path, source.text)) is not None:
                hits[key] = self.made_files[key] = data
        fresh = self._front_end([s for s in sources if keys[s.path] not in hits])
        with gc_paused():  # the collector would rescan every card read back after each file: see gc_pause.py
            for source in sources:
                key = keys[source.path]
                data = hits.get(key)
                if data is None:
                    data = fresh[source.path]
                    self._made(key, source.path, data)
                self._add_file(source, key, data, result)
        check_duplicates(result)
        check_words(result, bases, self.load_base)
        result.diagnostics.extend(comment_problems(result.sources))  # an allow that allows nothing (E0123)
        result.diagnostics, result.allowed = split_allowed(
            result.diagnostics, result.cards, result.sources, self.options.allow
        )
        return result

    def _front_end(self, sources: list[Source]) -> dict[str, bytes]:
        """Parse and check the files the cache did not have, over the workers when there are many."""
        if self.options.workers <= 1 or len(sources) < 2 * PARSE_BATCH or not FORK:
            return {s.path: _parse_file(s) for s in sources}
        if self.cache is not None:  # no open database connection is carried into forked workers
            self.cache.release()
        batches = [sources[i : i + PARSE_BATCH] for i in range(0, len(sources), PARSE_BATCH)]
        try:
            done = flatten(ordered_map(_parse_files, batches, self.options.workers))
        except (BrokenProcessPool, OSError):  # the same work in this process; the engine stage will say more
            return {s.path: _parse_file(s) for s in sources}
        return {s.path: data for s, data in zip(sources, done, strict=True)}

    def _add_file(self, source: Source, key: str, data: bytes, result: LoadResult) -> None:
        """One file's cards, scenarios and diagnostics, from what ``_parse_file`` made of it."""
        try:
            part = cache_module.load_front_end(data)
        except ValueError as exc:  # an entry of the cache that does not read back: parse the file again
            self.dropped_entries.append(f"the entry of {source.path} ({exc})")
            data = _parse_file(source)
            self._made(key, source.path, data)
            part = cache_module.load_front_end(data)
        self.hashes.update((id(c), (c, h)) for c, h in zip(part.cards, part.card_hashes, strict=True))
        self.hashes.update((id(s), (s, h)) for s, h in zip(part.scenarios, part.scenario_hashes, strict=True))
        result.sources[source.path] = source.text
        result.files.append(source.path)
        result.cards.extend(part.cards)
        result.scenarios.extend(part.scenarios)
        result.diagnostics.extend(part.diagnostics)

    def _made(self, key: str, path: str, data: bytes) -> None:
        """A file parsed in this run: kept for the cache once, whichever load of the run read it."""
        if key not in self.made_files:
            self.file_rows.append(cache_module.file_entry(key, path, data))
        self.made_files[key] = data

    def cache_files(self, keys: Iterable[str]) -> dict[str, bytes]:
        return self._read_cache(lambda cache: cache.get_files(keys))

    def _read_cache(self, read: Callable[[ValidationCache], dict[str, Any]]) -> dict[str, Any]:
        """A read of the cache; a cache that fails is given up for the run (a notice), never a traceback."""
        if self.cache is None:
            return {}
        try:
            found = read(self.cache)
            self.dropped_entries.extend(self.cache.dropped)
            self.cache.dropped.clear()
            return found
        except CacheUnavailable as exc:
            self.notice(f"{exc}; validating without the cache")
            self.close()
            return {}

    # ------------------------------------------------------------ driving

    def execute(self, progress: Progress | None) -> None:
        self.stage_check()
        if self.options.changed_since is not None:
            self.select_changed(self.options.changed_since)
        self.stage_conflicts()
        self.stage_faces()
        self.stage_cardtext()
        jobs = self.plan_engine_stages()
        if self.cache is not None:  # no open database connection is carried into forked workers
            self.cache.release()
        outputs = _run_jobs(jobs, self.pools, self.scenarios_to_run, self.options, progress, self.notice)
        self.finish_engine_stages(outputs)
        self.assemble()

    def reported(self, card_result: CardResult) -> bool:
        return self.selected is None or id(card_result.card) in self.selected

    # ------------------------------------------------------------ stage 1: check

    def stage_check(self) -> None:
        for card in self.loaded.cards:
            last = card.line + max(1, len(card.source.splitlines())) - 1
            self.blocks.setdefault(card.file, []).append(_Block(card.line, last, self.results[id(card)]))
        for blocks in self.blocks.values():
            blocks.sort(key=lambda b: b.first)
        unplaced: dict[str, list[Diagnostic]] = {}
        for diagnostic in self.loaded.diagnostics:
            holder = self.holder(diagnostic.span)
            if holder is not None:
                holder.diagnostics.append(diagnostic)
            elif diagnostic.span is not None and diagnostic.span.file in self.loaded.sources:
                unplaced.setdefault(diagnostic.span.file, []).append(diagnostic)
            else:
                self.report.other.append(diagnostic)
        for file, diagnostics in unplaced.items():
            self.place_in_broken_cards(file, diagnostics)

    def holder(self, span: Span | None) -> CardResult | None:
        """The card whose block holds ``span``."""
        if span is None:
            return None
        blocks = self.blocks.get(span.file)
        if not blocks:
            return None
        at = bisect.bisect_right([b.first for b in blocks], span.line) - 1
        if at >= 0 and blocks[at].first <= span.line <= blocks[at].last:
            return blocks[at].result
        return None

    def place_in_broken_cards(self, file: str, diagnostics: list[Diagnostic]) -> None:
        """Diagnostics of cards the checker refused: such a card is reported as itself, from its block."""
        text = self.loaded.sources[file]
        parsed = parse(text, file)
        made: list[_Block] = []
        if parsed.file is not None:
            lines = text.split("\n")
            for block in parsed.file.blocks:
                if not isinstance(block, ast.CardBlock):
                    continue
                last = block.end_line or block.span.end_line
                card = Card(
                    game=parsed.file.game.value,
                    kind=block.kind.value,
                    name=block.name.value,
                    card_id=block.card_id.value if block.card_id else None,
                    deck=None,
                    fields={},
                    statics=(),
                    abilities=(),
                    source="".join(line + "\n" for line in lines[block.span.line - 1 : last]),
                    file=file,
                    line=block.span.line,
                    span=block.span,
                )
                made.append(_Block(block.span.line, last, CardResult(card)))
        for diagnostic in diagnostics:
            line = diagnostic.span.line if diagnostic.span else 0
            found = next((b for b in made if b.first <= line <= b.last), None)
            if found is None:
                self.report.other.append(diagnostic)
            else:
                if not found.result.diagnostics:
                    self.broken.append(found.result)
                found.result.diagnostics.append(diagnostic)

    # ------------------------------------------------------------ --changed-since

    def select_changed(self, revision: str) -> None:
        changed_cards, changed_scenarios, self.changed_files = changed_since(self.loaded, revision)
        selected = set(changed_cards)
        for card in self.loaded.cards:  # cards whose rules name a changed card
            if id(card) not in selected and self.index.names_any(card, changed_cards):
                selected.add(id(card))
        scenarios = set(changed_scenarios)
        for scenario in self.loaded.scenarios:
            named = {id(c) for c in self.index.named_by(scenario)}
            if named & changed_cards:
                scenarios.add(id(scenario))
        for scenario in self.loaded.scenarios:  # the cards those scenarios exercise are validated again
            if id(scenario) in scenarios:
                selected.update(id(c) for c in self.index.named_by(scenario))
        for scenario in self.loaded.scenarios:  # and every scenario of a card validated again
            if {id(c) for c in self.index.named_by(scenario)} & selected:
                scenarios.add(id(scenario))
        self.selected = selected | {id(b.card) for b in self.broken if b.card.file in self.changed_files}
        self.scenario_selected = scenarios

    # ------------------------------------------------------------ the cache

    def open_cache(self) -> None:
        if not self.options.use_cache:
            return
        url = urls.resolve_url(self.options.db_url)
        try:
            self.cache = ValidationCache.open(url)
        except CacheUnavailable as exc:
            self.notice(f"{exc}; validating without the cache")

    def notice(self, message: str) -> None:
        self.report.notices.append(printable(message))  # may quote a database's damaged text

    def cache_get(self, stage: str, keys: Iterable[str]) -> dict[str, dict[str, Any]]:
        return self._read_cache(lambda cache: cache.get_many(stage, keys))

    # ------------------------------------------------------------ stage 2: rule conflicts

    def stage_conflicts(self) -> None:
        for game, pool in self.pools.items():
            ruleset = registry.get(game)
            if ruleset is None or not pool:
                continue
            try:
                found = conflicts.rule_conflicts(ruleset, pool)
            except Exception as exc:  # a bug in a check must not hide every other finding
                self.report.other.append(_crash("rule-conflict checks", game, exc, None))
                continue
            for diagnostic in found:
                holder = self.holder(diagnostic.span)
                if holder is not None:
                    holder.diagnostics.append(diagnostic)
                elif diagnostic.span is None or diagnostic.span.file in self.loaded.sources:
                    self.report.other.append(diagnostic)

    # ------------------------------------------------------------ stage 2b: card faces (V06xx)

    def stage_faces(self) -> None:
        if not self.options.faces:
            return
        # Imported here: the renderer (Pillow, fonts, the card-text bundles) costs only a run that lays out
        # faces, and faces.py imports it only then; a project's layouts are read through it, though.
        from toolkit.text import identities
        from toolkit.validate import face_cache, faces

        cards = [r.card for r in self.results.values() if self.reported(r)]
        root = self.options.project_root
        if root is not None:
            from toolkit.render.layout import Layouts

            layouts = Layouts.for_project(root)
        else:
            layouts = None
        # The identities the pools' cards declare (the set and its base set): a face says a declared word by
        # its card's name, as `deckwright render` does (toolkit.text.Identities, no process state).
        words = identities(card for pool in self.pools.values() for card in pool)
        found: list[Diagnostic] = []
        try:
            # A card whose face inputs are unchanged since a run kept its findings is not laid out again.
            keys = faces.face_keys(cards, layouts, self.card_hash, words)
            hits = self._read_cache(lambda cache: face_cache.get_faces(cache, keys))
            todo = [n for n, key in enumerate(keys) if key not in hits]
            for n, key in enumerate(keys):
                if key in hits:
                    card = cards[n]
                    found += [
                        cache_module.diagnostic_from_json(d, card.file, card.line) for d in hits[key]["diagnostics"]
                    ]
            if self.cache is not None and self.options.workers > 1:  # no open connection goes into forked workers
                self.cache.release()
            per_card, other = faces.face_findings(
                [cards[n] for n in todo], layouts=layouts, workers=self.options.workers, identities=words
            )
        except Exception as exc:  # a bug in the renderer must not hide every other finding
            self.report.other.append(_crash("card-face preflight", "the set", exc, None))
            return
        self.faces_laid_out = len(todo)
        rows = []
        for n, diagnostics in zip(todo, per_card, strict=True):
            card = cards[n]
            found += diagnostics
            if other:
                continue  # a broken layout: nothing of this run is kept
            payload = {"diagnostics": [cache_module.diagnostic_to_json(d, card.file, card.line) for d in diagnostics]}
            options = "langs=" + ",".join(faces.card_languages(card))
            rows.append(face_cache.face_row(keys[n], card.game, card.key, options, payload))
        found += other
        if rows and self.cache is not None:
            try:
                face_cache.put_faces(self.cache, rows)
            except CacheUnavailable as exc:
                self.notice(f"{exc}; this run's face findings were not kept")
        for diagnostic in found:
            holder = self.holder(diagnostic.span)
            if holder is not None:
                holder.diagnostics.append(diagnostic)
            else:
                self.report.other.append(diagnostic)

    # ------------------------------------------------------------ card text in the configured languages

    def stage_cardtext(self) -> None:
        if not self.options.languages:
            return
        from toolkit.i18n import layers
        from toolkit.i18n.catalogs import Project as Translations
        from toolkit.validate.cardtext import cardtext_findings

        where = Translations.default()
        # The translations checked are the top locale layer's (a project's own, even before its folder
        # exists: V0401 names the file to write), read over the layers beneath (toolkit/i18n/layers.py).
        top = self.options.locales or (layers.top() if layers.overlays() else None)
        if top is not None:
            beneath = tuple(p for p in layers.chain(where.locales) if p != top.resolve())
            where = dataclasses.replace(where, locales=top, beneath=beneath)
        try:
            found = cardtext_findings(self.loaded.cards, self.options.languages, where)
        except Exception as exc:  # a bug in a check must not hide every other finding
            self.report.other.append(_crash("card-text checks", "the cards", exc, None))
            return
        for diagnostic in found:
            holder = self.holder(diagnostic.span)
            (holder.diagnostics if holder is not None else self.report.other).append(diagnostic)

    # ------------------------------------------------------------ stages 3 and 4: the engine

    def plan_engine_stages(self) -> list[_Job]:
        """The jobs to run: scenarios and fuzzing not found in the cache; cache hits are applied now."""
        jobs: list[_Job] = []
        self.scenarios_to_run: list[Scenario] = []
        self.scenario_plans: list[_ScenarioPlan] = []
        engines = {game: _engine_ready(game, self.notice) for game in self.pools}
        for game in sorted(self.pools):
            ruleset = registry.get(game)
            if ruleset is not None and not ruleset.has_engine:
                self.report.notes.append(ruleset.no_engine_note())
        broken = {(b.card.game, b.card.name.casefold()) for b in self.broken}

        for scenario in self.loaded.scenarios:
            if self.scenario_selected is not None and id(scenario) not in self.scenario_selected:
                continue
            if not engines.get(scenario.game):
                continue
            named = self.index.named_by(scenario)
            if any((scenario.game, name) in broken for name in self.index.unknown_names(scenario)):
                continue  # it names a card the checker refused: that card's errors say enough
            plan = _ScenarioPlan(scenario, named, self.scenario_hash(scenario))
            ruleset = registry.get(scenario.game)
            assert ruleset is not None
            plan.key = cache_module.entry_key(
                scenario.game,
                "tests",
                plan.digest,
                cache_module.ruleset_version(ruleset),
                cache_module.engine_version(scenario.game),
            )
            self.scenario_plans.append(plan)
        hits = self.cache_get("tests", (p.key for p in self.scenario_plans))
        for plan in self.scenario_plans:
            payload = hits.get(plan.key)
            if payload is not None and self.index.dependencies_hold(plan.scenario.game, payload):
                plan.payload, plan.cached = payload, True
            else:
                jobs.append(_Job("tests", plan.scenario.game, len(self.scenarios_to_run)))
                self.scenarios_to_run.append(plan.scenario)
                plan.job = len(jobs) - 1

        self.fuzz_plans: list[_FuzzPlan] = []
        if self.options.states > 0:
            for game, pool in self.pools.items():
                if not engines.get(game):
                    continue
                ruleset = registry.get(game)
                assert ruleset is not None
                for position, card in enumerate(pool):
                    card_result = self.results.get(id(card))
                    if card_result is None or not self.reported(card_result):
                        continue
                    if any(d.is_error for d in card_result.diagnostics):
                        continue  # already wrong by the rules: fuzzing would only echo it ("never playable")
                    key = cache_module.entry_key(
                        game,
                        card.key,
                        self.card_hash(card),
                        cache_module.text_hash(card.source),
                        "fuzz",
                        cache_module.ruleset_version(ruleset),
                        cache_module.engine_version(game),
                        self.options.fuzz_key(),
                    )
                    self.fuzz_plans.append(_FuzzPlan(card_result, position, key))
        hits = self.cache_get("fuzz", (p.key for p in self.fuzz_plans))
        for fuzz_plan in self.fuzz_plans:
            payload = hits.get(fuzz_plan.key)
            if payload is not None:
                fuzz_plan.payload, fuzz_plan.cached = payload, True
            else:
                jobs.append(_Job("fuzz", fuzz_plan.result.game, fuzz_plan.position))
                fuzz_plan.job = len(jobs) - 1
        return jobs

    def finish_engine_stages(self, outputs: list[dict[str, Any]]) -> None:
        rows: list[dict[str, Any]] = []
        for plan in self.scenario_plans:
            if plan.job is not None:
                output = dict(outputs[plan.job])
                touched = output.pop("touched", [])
                output["dependencies"] = self.index.dependencies(plan.scenario, plan.named, touched)
                plan.payload = output
                if not output.get("crash"):  # an engine that broke is not a result worth keeping
                    rows.append(
                        self.row(plan.scenario.game, f"test:{plan.scenario.name}", plan.digest, "tests", "", plan)
                    )
            self.apply_scenario(plan)
        for fuzz_plan in self.fuzz_plans:
            card_result = fuzz_plan.result
            card = card_result.card
            if fuzz_plan.job is not None:
                output = outputs[fuzz_plan.job]
                fuzz_plan.payload = {
                    "diagnostics": [
                        cache_module.diagnostic_to_json(d, card.file, card.line) for d in output["diagnostics"]
                    ],
                    "stats": dataclasses.asdict(output["stats"]) if output["stats"] else None,
                    "seconds": output["seconds"],
                    "crash": output.get("crash"),
                }
                if not output.get("crash"):
                    rows.append(
                        self.row(
                            card.game,
                            card.key,
                            self.card_hash(card),
                            "fuzz",
                            self.options.fuzz_key(),
                            fuzz_plan,
                        )
                    )
            else:
                card_result.cached.add("fuzz")
            self.apply_fuzz(fuzz_plan)
        if (rows or self.file_rows) and self.cache is not None:
            try:
                self.cache.put_many(rows, self.file_rows)
            except CacheUnavailable as exc:
                self.notice(f"{exc}; this run's results were not kept")

    def row(self, game: str, subject: str, content: str, stage: str, options: str, plan: Any) -> dict[str, Any]:
        ruleset = registry.get(game)
        assert ruleset is not None
        return cache_module.result_entry(
            key=plan.key,
            game=game,
            subject=subject,
            content_hash=content,
            stage=stage,
            ruleset_version=cache_module.ruleset_version(ruleset),
            engine_version=cache_module.engine_version(game),
            options=options,
            payload=plan.payload,
        )

    def apply_scenario(self, plan: _ScenarioPlan) -> None:
        scenario, payload = plan.scenario, plan.payload
        assert payload is not None
        diagnostics, outcome = scenario_findings(scenario, payload)
        outcome.cached = plan.cached
        self.report.scenarios.append(outcome)
        holders = [self.results[id(c)] for c in plan.named if id(c) in self.results]
        holders = [h for h in holders if self.reported(h)]
        for holder in holders:
            holder.scenarios += 1
            if not plan.cached:  # the time this run spent, not what the run that cached it spent
                holder.seconds += float(payload.get("seconds", 0.0))
            holder.diagnostics.extend(diagnostics)
            (self.tests_cached if plan.cached else self.tests_ran).add(id(holder.card))
        if not holders:
            self.report.other.extend(diagnostics)

    def apply_fuzz(self, plan: _FuzzPlan) -> None:
        card_result, payload = plan.result, plan.payload
        assert payload is not None
        card = card_result.card
        card_result.diagnostics.extend(
            cache_module.diagnostic_from_json(d, card.file, card.line) for d in payload.get("diagnostics", [])
        )
        if payload.get("crash"):
            card_result.diagnostics.append(crash_diagnostic(f"fuzzing '{card.name}'", str(payload["crash"]), card.span))
        stats = payload.get("stats")
        if isinstance(stats, dict):
            known = {f.name for f in dataclasses.fields(FuzzStats)}
            card_result.fuzz = FuzzStats(**{k: v for k, v in stats.items() if k in known})
        if not plan.cached:
            card_result.seconds += float(payload.get("seconds", 0.0))

    # ------------------------------------------------------------ the report

    def assemble(self) -> None:
        if self.dropped_entries:
            count = len(self.dropped_entries)
            self.notice(
                f"{count} cache entr{'y' if count == 1 else 'ies'} could not be used and "
                f"{'was' if count == 1 else 'were'} computed again (written by another version of Deckwright, "
                f"or damaged), e.g. {self.dropped_entries[0]}"
            )
        cards = [r for r in [*self.results.values(), *self.broken] if self.reported(r)]
        for card_result in cards:
            if id(card_result.card) in self.tests_cached and id(card_result.card) not in self.tests_ran:
                card_result.cached.add("tests")
            card_result.diagnostics = _sorted_unique(card_result.diagnostics)
        cards.sort(key=lambda r: (r.card.file, r.card.line))
        self.report.cards = cards
        other = _sorted_unique(self.report.other)
        if self.selected is not None:  # only what the changes touched
            other = [d for d in other if d.span is None or d.span.file in self.changed_files]
        self.report.other = other
        self.report.scenarios.sort(key=lambda s: (s.file, s.line))


# ---------------------------------------------------------------- plans


@dataclass
class _ScenarioPlan:
    scenario: Scenario
    named: list[Card]
    digest: str
    key: str = ""
    payload: dict[str, Any] | None = None
    cached: bool = False
    job: int | None = None


@dataclass
class _FuzzPlan:
    result: CardResult
    position: int  # in the game's pool
    key: str
    payload: dict[str, Any] | None = None
    cached: bool = False
    job: int | None = None


def _parse_file(source: Source) -> bytes:
    """The front end over one file, for the cache: cards, scenarios, diagnostics and their hashes."""
    fresh = LoadResult()
    load_source(source, fresh)
    hashes = [c.content_hash() for c in fresh.cards]
    digests = [scenario_hash(s) for s in fresh.scenarios]
    return cache_module.dump_front_end(
        cache_module.FrontEndPart(fresh.cards, fresh.scenarios, fresh.diagnostics, hashes, digests)
    )


def _parse_files(sources: list[Source]) -> list[bytes]:
    return [_parse_file(s) for s in sources]


def _engine_ready(game: str, notice: Callable[[str], None]) -> bool:
    ruleset = registry.get(game)
    if ruleset is None or not ruleset.engine:
        return False
    try:
        rules_of(ruleset)
    except (ImportError, LookupError) as exc:
        notice(f"no engine for {game} ({exc}); its test blocks and fuzzing were skipped")
        return False
    return True


# ---------------------------------------------------------------- the pool and what names what


def _pools(
    loaded: LoadResult,
    cards_root: Path | None,
    load_more: Callable[[list[str]], LoadResult] = load,
    bases: Bases | None = None,
    load_base: Loader | None = None,
) -> dict[str, list[Card]]:
    """Per game: the cards loaded, then the rest of the game's set under ``cards_root``, then its base
    set's (a card loaded shadows one there with the same key or name; ``load_base`` reads it)."""
    pools: dict[str, list[Card]] = {}
    for card in loaded.cards:
        pools.setdefault(card.game, []).append(card)
    games = set(pools) | {s.game for s in loaded.scenarios}
    for game in games:
        pools.setdefault(game, [])
    _with_cards_root(pools, loaded, cards_root, load_more)
    for game in sorted(games):
        taken = {c.key for c in pools[game]} | {c.name.casefold() for c in pools[game]}
        for card in base_cards(game, bases, loaded.files, load_base):
            if card.key not in taken and card.name.casefold() not in taken:
                pools[game].append(card)
                taken |= {card.key, card.name.casefold()}
    return pools


def _with_cards_root(
    pools: dict[str, list[Card]],
    loaded: LoadResult,
    cards_root: Path | None,
    load_more: Callable[[list[str]], LoadResult],
) -> None:
    """The rest of each game's set under ``cards_root`` into ``pools``."""
    games = set(pools)
    if cards_root is None or not cards_root.is_dir() or not games:
        return
    have = {Path(f).resolve() for f in loaded.files}
    files, _ = collect_card_files([str(cards_root)])
    missing = [str(f) for f in files if f.resolve() not in have]
    if not missing:
        return
    taken = {(c.game, c.key) for c in loaded.cards} | {(c.game, c.name.casefold()) for c in loaded.cards}
    for card in load_more(missing).cards:
        if card.game in games and (card.game, card.key) not in taken and (card.game, card.name.casefold()) not in taken:
            pools[card.game].append(card)


class _CardIndex:
    """Which cards a scenario names: by name or key in its steps' arguments, or by a value one of
    the card's fields holds under a step of the card's kind (``given alice race elf`` names the elf)."""

    def __init__(self, pools: dict[str, list[Card]], content_hash: Callable[[Card], str]) -> None:
        self.content_hash = content_hash
        self.named: dict[int, list[Card]] = {}  # by id(scenario)
        self.by_name: dict[tuple[str, str], Card] = {}
        self.by_value: dict[tuple[str, str, str], list[Card]] = {}
        self.order: dict[str, str] = {}
        for game, pool in pools.items():
            for card in pool:
                self.by_name.setdefault((game, card.name.casefold()), card)
                self.by_name.setdefault((game, card.key.casefold()), card)
                for value in _strings(card.fields):
                    self.by_value.setdefault((game, card.kind, value.casefold()), []).append(card)
            # The decks are dealt in pool order: adding, removing or moving a card changes what is drawn.
            self.order[game] = hashlib.sha256(
                "\n".join(f"{c.key}\t{c.kind}" for c in pool).encode("utf-8")
            ).hexdigest()[:16]

    def named_by(self, scenario: Scenario) -> list[Card]:
        known = self.named.get(id(scenario))
        if known is None:
            known = self.named[id(scenario)] = self._named_by(scenario)
        return known

    def _named_by(self, scenario: Scenario) -> list[Card]:
        found: dict[int, Card] = {}
        for step in scenario.steps:
            for term in (step.term, step.target):
                if term is None:
                    continue
                for value in _strings(term.args):
                    card = self.by_name.get((scenario.game, value.casefold()))
                    if card is not None:
                        found.setdefault(id(card), card)
                    for match in self.by_value.get((scenario.game, term.key, value.casefold()), ()):
                        found.setdefault(id(match), match)
        return list(found.values())

    def unknown_names(self, scenario: Scenario) -> set[str]:
        """Quoted names in the steps that no card of the pool has."""
        out = set()
        for step in scenario.steps:
            for name in ("card", "other"):
                value = step.term.args.get(name)
                if isinstance(value, str) and (scenario.game, value.casefold()) not in self.by_name:
                    out.add(value.casefold())
        return out

    def names_any(self, card: Card, ids: set[int]) -> bool:
        """Whether a card's rules name (by name) one of the cards ``ids``."""
        for value in _strings(model.to_json(card.abilities)) | _strings(model.to_json(card.statics)):
            named = self.by_name.get((card.game, value.casefold()))
            if named is not None and named is not card and id(named) in ids:
                return True
        return False

    def dependencies(self, scenario: Scenario, named: Sequence[Card], touched: Sequence[str]) -> dict[str, Any]:
        """What a scenario's result rests on: the content of every card named or touched, the deck order."""
        cards: dict[str, str | None] = {}
        for card in named:
            cards[card.name.casefold()] = self.content_hash(card)
        for name in touched:
            card = self.by_name.get((scenario.game, name.casefold()))
            cards[name.casefold()] = self.content_hash(card) if card else None
        for name in self.unknown_names(scenario):  # a name that matches nothing now may match a card later
            cards.setdefault(name, None)
        return {"cards": dict(sorted(cards.items())), "order": self.order.get(scenario.game, "")}

    def dependencies_hold(self, game: str, payload: dict[str, Any]) -> bool:
        recorded = payload.get("dependencies")
        if not isinstance(recorded, dict) or recorded.get("order") != self.order.get(game, ""):
            return False
        for name, digest in dict(recorded.get("cards", {})).items():
            card = self.by_name.get((game, name))
            if (self.content_hash(card) if card else None) != digest:
                return False
        return True


def _strings(value: Any) -> set[str]:
    """Every string inside a JSON-like value."""
    out: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return out


def scenario_hash(scenario: Scenario) -> str:
    """The meaning of a test block: its game, name and steps, not where it stands."""
    data = {k: v for k, v in model.to_json(scenario).items() if k not in ("file", "line")}
    return hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


# ---------------------------------------------------------------- scenario findings (V03xx)


def scenario_findings(scenario: Scenario, payload: dict[str, Any]) -> tuple[list[Diagnostic], ScenarioOutcome]:
    """The diagnostics of a scenario's run, rebuilt against the scenario as it stands now."""
    diagnostics: list[Diagnostic] = []
    outcome = ScenarioOutcome(scenario.game, scenario.name, scenario.file, scenario.line, passed=True)
    # Quoted for a POSIX shell: a card or file name is user input, and this line is made to be pasted.
    where = shlex.join(["deckwright", "explain", scenario.file, "-t", scenario.name])

    def step_span(index: Any) -> Span | None:
        if isinstance(index, int) and 0 <= index < len(scenario.steps):
            return scenario.steps[index].span or scenario.span
        return scenario.span

    for failure in payload.get("failures", []):
        span = step_span(failure.get("step"))
        expected, actual = str(failure.get("expected")), str(failure.get("actual"))
        diagnostics.append(
            Diagnostic(
                "V0301",
                f"test '{scenario.name}': expected {expected}, but the engine gives {actual}",
                span,
                hint=f"see each step with: {where}",
            )
        )
        outcome.failures.append(
            {
                "line": span.line if span else scenario.line,
                "column": span.column if span else 1,
                "expected": expected,
                "actual": actual,
            }
        )
    for error in payload.get("errors", []):
        span = step_span(error.get("step"))
        original = Diagnostic(
            str(error.get("code", "T0001")),
            str(error.get("message", "")),
            span,
            hint=error.get("hint"),
            notes=tuple(error.get("notes", ())),
        )
        outcome.errors.append(original)
        diagnostics.append(
            Diagnostic(
                "V0302",
                f"test '{scenario.name}' cannot be run: {original.message}",
                span,
                hint=original.hint or "a test names the set's cards exactly and sets up only what the rules allow",
                notes=original.notes,
            )
        )
    if payload.get("crash"):
        crash = crash_diagnostic(f"running test '{scenario.name}'", str(payload["crash"]), scenario.span)
        outcome.errors.append(crash)
        diagnostics.append(crash)
    outcome.passed = not diagnostics
    return diagnostics, outcome


def _crash(stage: str, game: str, exc: BaseException, span: Span | None) -> Diagnostic:
    return crash_diagnostic(f"running the {stage} of {game}", f"{type(exc).__name__}: {exc}", span)


def _sorted_unique(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    def place(d: Diagnostic) -> tuple[str, int, int, str, str]:
        if d.span is None:
            return ("", 0, 0, d.code, d.message)
        return (d.span.file, d.span.line, d.span.column, d.code, d.message)

    return sorted(dict.fromkeys(diagnostics), key=place)


# ---------------------------------------------------------------- the engine jobs, over processes

_WORKER: dict[str, Any] = {}


def _init_worker(pools: dict[str, list[Card]], scenarios: list[Scenario], seed: int, states: int) -> None:
    _WORKER.update(pools=pools, scenarios=scenarios, seed=seed, states=states, names={})


def _run_batch(batch: list[tuple[str, str, int]]) -> list[dict[str, Any]]:
    return [_run_job(stage, game, index) for stage, game, index in batch]


def _run_job(stage: str, game: str, index: int) -> dict[str, Any]:
    ruleset = registry.get(game)
    assert ruleset is not None
    pool: list[Card] = _WORKER["pools"][game]
    started = time.perf_counter()
    if stage == "tests":
        return _run_scenario(ruleset, pool, _WORKER["scenarios"][index], started)
    return _fuzz(ruleset, pool, pool[index], started)


def _run_scenario(ruleset: Ruleset, pool: list[Card], scenario: Scenario, started: float) -> dict[str, Any]:
    try:
        result = rules_of(ruleset).run_scenario(ruleset, pool, scenario)
    except Exception as exc:  # an engine bug: reported as V0303, the run goes on
        return {"crash": f"{type(exc).__name__}: {exc}", "seconds": time.perf_counter() - started, "touched": []}
    steps = {id(step): i for i, step in enumerate(scenario.steps)}
    spans = {step.span: i for i, step in enumerate(scenario.steps) if step.span is not None}
    names = _names_of(pool)
    touched = sorted(
        {
            names[value.casefold()]
            for event in result.events
            for _, value in event.data
            if isinstance(value, str) and value.casefold() in names
        }
    )
    return {
        "failures": [
            {"step": steps.get(id(f.step), spans.get(f.step.span)), "expected": f.expected, "actual": f.actual}
            for f in result.failures
        ],
        "errors": [
            {
                "step": spans.get(d.span) if d.span is not None else None,
                "code": d.code,
                "message": d.message,
                "hint": d.hint,
                "notes": list(d.notes),
            }
            for d in result.errors
        ],
        "touched": touched,
        "seconds": time.perf_counter() - started,
    }


def _names_of(pool: list[Card]) -> dict[str, str]:
    """The pool's card names by their casefold, made once per pool (not once per test block: 1,000 cards)."""
    made: dict[int, tuple[list[Card], dict[str, str]]] = _WORKER.setdefault("names", {})
    found = made.get(id(pool))
    if found is None or found[0] is not pool:
        found = made[id(pool)] = (pool, {c.name.casefold(): c.name for c in pool})
    return found[1]


def _fuzz(ruleset: Ruleset, pool: list[Card], card: Card, started: float) -> dict[str, Any]:
    try:
        diagnostics, stats = fuzz.fuzz_card(ruleset, pool, card, _WORKER["seed"], _WORKER["states"])
    except Exception as exc:  # an engine bug met while fuzzing: V0303 on the card, the run goes on
        return {
            "diagnostics": [],
            "stats": None,
            "crash": f"{type(exc).__name__}: {exc}",
            "seconds": time.perf_counter() - started,
        }
    return {"diagnostics": list(diagnostics), "stats": stats, "seconds": time.perf_counter() - started}


def _run_jobs(
    jobs: list[_Job],
    pools: dict[str, list[Card]],
    scenarios: list[Scenario],
    options: ValidateOptions,
    progress: Progress | None,
    notice: Callable[[str], None] = lambda _message: None,
) -> list[dict[str, Any]]:
    """Run the jobs, in this process or over workers; outputs come back in job order either way."""
    if not jobs:
        return []
    plain = [(j.stage, j.game, j.index) for j in jobs]
    workers = max(1, options.workers)
    # Roughly: a scenario costs a few ms, a fuzzed state a few ms. Starting workers is worth it past ~half a second.
    estimate = sum(SCENARIO_SECONDS if j.stage == "tests" else STATE_SECONDS * options.states for j in jobs)
    saved = dict(_WORKER)
    _init_worker(pools, scenarios, options.seed, options.states)
    try:
        if workers > 1 and estimate >= SERIAL_BELOW_SECONDS:
            try:
                return _run_over_processes(plain, workers, pools, scenarios, options, progress)
            except (BrokenProcessPool, OSError) as exc:  # a worker killed (out of memory), or no fork allowed
                notice(f"the worker processes failed ({exc or type(exc).__name__}); running in one process")
        outputs: list[dict[str, Any]] = []
        for number, job in enumerate(plain, 1):
            outputs.append(_run_job(*job))
            if progress:
                progress(number, len(plain))
        return outputs
    finally:
        _WORKER.clear()
        _WORKER.update(saved)


def _run_over_processes(
    plain: list[tuple[str, str, int]],
    workers: int,
    pools: dict[str, list[Card]],
    scenarios: list[Scenario],
    options: ValidateOptions,
    progress: Progress | None,
) -> list[dict[str, Any]]:
    # The first job of each stage and game runs here, before the workers fork: they inherit what it loaded
    # (the ruleset's scenario runner and fuzzer, imported when first used; the pool's tables) instead of
    # each loading it again.
    first: dict[int, dict[str, Any]] = {}
    if FORK:
        _init_worker(pools, scenarios, options.seed, options.states)
        seen: set[tuple[str, str]] = set()
        for number, job in enumerate(plain):
            if (job[0], job[1]) not in seen:
                seen.add((job[0], job[1]))
                first[number] = _run_job(*job)
        if progress and first:
            progress(len(first), len(plain))
    rest = [job for number, job in enumerate(plain) if number not in first]
    # Small batches keep both workers busy to the end; fuzzing a card costs far more than a scenario.
    size = max(1, min(16, len(rest) // (workers * 8) or 1))
    batches = [rest[i : i + size] for i in range(0, len(rest), size)]
    # Forked workers inherit the pools set in _WORKER: nothing to pickle (a thousand cards take longer
    # to pickle than to fuzz). Elsewhere, each worker is sent them once, by _init_worker.
    done_rest: list[dict[str, Any]] = []
    setup_args = (pools, scenarios, options.seed, options.states)
    for done in ordered_map(_run_batch, batches, workers, _init_worker, setup_args):  # in job order
        done_rest.extend(done)
        if progress:
            progress(len(first) + len(done_rest), len(plain))
    later = iter(done_rest)
    return [first[number] if number in first else next(later) for number in range(len(plain))]


# ---------------------------------------------------------------- --changed-since


def _git(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, encoding="utf-8", errors="replace"
        )
    except OSError as exc:  # no git at all
        raise UsageError(f"--changed-since needs git, which cannot be run here: {exc.strerror or exc}") from None


def changed_since(loaded: LoadResult, revision: str) -> tuple[set[int], set[int], set[str]]:
    """The cards and scenarios changed since ``revision`` (ids), and the files that changed (display paths).

    A card counts as changed when its content hash differs from that of the card with the same key
    in the changed files as they were at ``revision`` (so a card only moved to another file is not),
    or when it is new; untracked files are new."""
    anchor = Path(loaded.files[0]).resolve().parent if loaded.files else Path.cwd()
    top = _git(anchor, "rev-parse", "--show-toplevel")
    if top.returncode != 0:
        raise UsageError(f"--changed-since: {anchor} is not inside a git repository")
    root = Path(top.stdout.strip()).resolve()
    if not revision or revision.startswith("-"):
        raise UsageError(f"--changed-since: '{revision}' is not a revision")
    verify = _git(root, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}")
    if verify.returncode != 0:
        raise UsageError(f"--changed-since: unknown git revision '{revision}' in {root}")
    commit = verify.stdout.strip()
    diff = _git(root, "diff", "--name-only", "-z", commit, "--")
    untracked = _git(root, "ls-files", "--others", "--exclude-standard", "-z")
    if diff.returncode != 0 or untracked.returncode != 0:
        raise UsageError(f"--changed-since: git cannot compare with '{revision}': {diff.stderr.strip()}")
    names = [name for name in (diff.stdout + untracked.stdout).split("\0") if name]
    touched = {(root / name).resolve() for name in names}
    changed_files = {f for f in loaded.files if Path(f).resolve() in touched}
    # The cards as they were in every changed file, deleted ones included: a card moved to another
    # file is the same card, compared by its game and key wherever it was.
    old_cards: dict[tuple[str, str], str] = {}
    old_scenarios: set[str] = set()
    for name in names:
        if not name.endswith(CARD_SUFFIX):
            continue
        before = _git(root, "show", f"{commit}:{name}")
        if before.returncode != 0:  # new since the revision
            continue
        old = load_text(before.stdout, name)
        old_cards.update(((c.game, c.key), c.content_hash()) for c in old.cards)
        old_scenarios.update(scenario_hash(s) for s in old.scenarios)
    cards = {
        id(card)
        for card in loaded.cards
        if card.file in changed_files and old_cards.get((card.game, card.key)) != card.content_hash()
    }
    scenarios = {
        id(scenario)
        for scenario in loaded.scenarios
        if scenario.file in changed_files and scenario_hash(scenario) not in old_scenarios
    }
    return cards, scenarios, changed_files
