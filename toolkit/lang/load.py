"""The whole front end over files: read, parse, check, and cross-file checks.

``load(paths)`` is what the CLI, the catalog importer and (later) the engine
and validator call: it never raises for bad input; every problem is a
diagnostic, and every good card comes back typed.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.lang import games as registry
from toolkit.lang import model
from toolkit.lang.allow import Allowed, comment_problems, split_allowed
from toolkit.lang.checker import FileChecker, FileResult, check_blocks
from toolkit.lang.diagnostics import Diagnostic, Span, has_errors
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.parser import parse, parse_blocks
from toolkit.lang.sets import Bases, base_paths
from toolkit.lang.source import Source, collect_card_files, lossy_text, read_source
from toolkit.lang.words import Use, Words, collect, gathered


@dataclass(slots=True)
class LoadResult:
    cards: list[model.Card] = field(default_factory=list)
    scenarios: list[model.Scenario] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)  # display path → text, for carets
    files: list[str] = field(default_factory=list)
    # Blocks with errors, as far as they bound: their words still count for the set's (words.py).
    broken: list[model.Card | model.Scenario] = field(default_factory=list)
    allowed: list[Allowed] = field(default_factory=list)  # warnings a card or the project allows (allow.py)
    # Per game, the declared words the checker met in the files read here (words.py): what they declare,
    # and every use. None: not all the files were checked here (a cache): read from the model instead.
    met: dict[str, tuple[list[tuple[str, str, Span]], list[Use]]] | None = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not has_errors(self.diagnostics)

    def cards_per_game(self) -> dict[str, int]:
        return dict(sorted(Counter(c.game for c in self.cards).items()))


def load(
    paths: Iterable[str],
    progress: Callable[[str], None] | None = None,
    bases: Bases | None = None,
    allow: Mapping[str, str] | None = None,
) -> LoadResult:
    """Read, parse and check every card file under ``paths``: one card set per game, whose words
    (tags, identities) are its own and its base set's (``bases``; by default each game's shipped set).
    Warnings a card allows (``# allow CODE: why``), or ``allow`` does (code → why), move to ``allowed``."""
    result = LoadResult()
    files, problems = collect_card_files(list(paths))
    result.diagnostics.extend(problems)
    for path in files:
        if progress:
            progress(str(path))
        load_file(path, result)
    return finish(result, bases, allow)


def load_file(path: Path, result: LoadResult) -> None:
    """One file read, parsed and checked into ``result``; a file that cannot be read is a diagnostic."""
    source = read_source(path)
    if isinstance(source, Diagnostic):
        result.diagnostics.append(source)
        if source.code == "E0002" and source.span is not None and (text := lossy_text(path)) is not None:
            result.sources[source.span.file] = text  # bad bytes replaced, for the caret
        return
    load_source(source, result)


def finish(result: LoadResult, bases: Bases | None = None, allow: Mapping[str, str] | None = None) -> LoadResult:
    """The checks that need the whole set (ids, names, declared words), then the allowed warnings."""
    # Paused too: every card just made is young, and the first collection after a pause scans them
    # all (0.1 s for 3,000 cards). Kept paused to the end, that scan falls to the caller's next
    # allocations, or never happens: a command that reports and exits, the validator that freezes
    # the cards it loaded, a benchmark that drops them (see gc_pause.py).
    with gc_paused():
        check_duplicates(result)
        check_words(result, bases)
        result.diagnostics.extend(comment_problems(result.sources))  # an allow that allows nothing (E0123)
        result.diagnostics, result.allowed = split_allowed(result.diagnostics, result.cards, result.sources, allow)
    return result


def load_text(text: str, path: str = "<string>", bases: Bases | None = None) -> LoadResult:
    """The same pipeline over text in memory (tests, editors, benchmarks)."""
    result = LoadResult()
    with gc_paused():  # over the set-wide checks too (see finish)
        load_source(Source(path, text), result)
        return finish(result, bases)


def check_words(result: LoadResult, bases: Bases | None = None, loader: Loader | None = None) -> None:
    """The set's declared words judged once it is read whole (toolkit/lang/words.py): a tag or
    identity no card of the set or its base declares is an error, and its card or test is dropped.
    ``loader`` reads a base set's files when they are needed (see ``_base``)."""
    games = {c.game for c in result.cards} | {s.game for s in result.scenarios} | {b.game for b in result.broken}
    dropped: set[tuple[str, int]] = set()
    for game in sorted(games):
        ruleset = registry.get(game)
        if ruleset is None or not ruleset.vocabulary.declared:
            continue
        if result.met is not None:  # what the checker met while binding: no second walk over the model
            declares, uses = result.met.get(game, ([], []))
            words = gathered(ruleset.vocabulary, declares, uses, result.sources)
        else:
            broken = [b for b in result.broken if b.game == game]
            cards = [c for c in result.cards if c.game == game] + [b for b in broken if isinstance(b, model.Card)]
            scenarios = [s for s in result.scenarios if s.game == game] + [
                b for b in broken if isinstance(b, model.Scenario)
            ]
            words = collect(ruleset.vocabulary, cards, scenarios, result.sources)
        problems, bad = words.resolve(lambda game=game: base_words(game, bases, result.files, loader))  # type: ignore[misc]
        result.diagnostics.extend(problems)
        dropped |= bad
    if dropped:
        result.cards = [c for c in result.cards if (c.file, c.line) not in dropped]
        result.scenarios = [s for s in result.scenarios if (s.file, s.line) not in dropped]


_BASES: dict[tuple[object, ...], tuple[list[model.Card], Words | None]] = {}

# Reads one link of a base set: its files, on the links after it. The default parses them; the
# validator passes its own, which takes unchanged files from its cache (a base set is the shipped
# sets' 33 files: parsing them was 2 s of every `deckwright validate` process).
Loader = Callable[[list[str], Bases], LoadResult]


def _load_link(paths: list[str], bases: Bases) -> LoadResult:
    return load(paths, bases=bases)


def _base(
    game: str, bases: Bases | None, loaded: list[str], loader: Loader | None = None
) -> tuple[list[model.Card], Words | None] | None:
    """A game's base set, read once per process while its files are unchanged: its cards and the
    words they declare. None when there is no base set, or when the files loaded already hold it all.

    The base may be a chain (a project's own cards folder, then the set it builds on): each link is
    read on the links after it, and a link the files loaded hold whole is left out (a project checked
    whole is not read twice), so one file of a project knows its other files' words and cards."""
    paths = base_paths(game, bases)
    have = {os.path.realpath(f) for f in loaded}
    links: list[tuple[tuple[str, int, int], ...]] = []
    for path in paths:
        files, _ = collect_card_files([path])
        stamps = []
        for file in files:
            try:
                stat = file.stat()
            except OSError:
                continue
            stamps.append((os.path.realpath(file), stat.st_mtime_ns, stat.st_size))
        links.append(tuple(stamps))
    used = [i for i, stamps in enumerate(links) if stamps and not all(real in have for real, _, _ in stamps)]
    if not used:
        return None  # the set is its own base
    key = (game, tuple(used), tuple(links))
    if key not in _BASES:
        ruleset = registry.get(game)
        cards: list[model.Card] = []
        scenarios: list[model.Scenario] = []
        for i in used:
            base = (loader or _load_link)([str(Path(p)) for p, _, _ in links[i]], {game: paths[i + 1 :]})
            cards += [c for c in base.cards if c.game == game]  # the first link's card shadows a later one
            scenarios += [s for s in base.scenarios if s.game == game]
        _BASES[key] = (cards, None if ruleset is None else collect(ruleset.vocabulary, cards, scenarios))
    return _BASES[key]


def base_words(game: str, bases: Bases | None, loaded: list[str], loader: Loader | None = None) -> Words | None:
    """The words a game's base set declares (None: no base, or the files loaded are all of it)."""
    found = _base(game, bases, loaded, loader)
    return found[1] if found is not None else None


def base_cards(game: str, bases: Bases | None, loaded: list[str], loader: Loader | None = None) -> list[model.Card]:
    """The cards of a game's base set that are not among the files loaded (for the pool that test
    blocks and the fuzzer draw on: a lone file's `given alice class warrior` finds the base set's warrior)."""
    found = _base(game, bases, loaded, loader)
    if found is None:
        return []
    have = {os.path.realpath(f) for f in loaded}
    return [c for c in found[0] if os.path.realpath(c.file) not in have]


def load_source(source: Source, result: LoadResult) -> None:
    result.sources[source.path] = source.text
    result.files.append(source.path)
    with gc_paused():
        checked = _check_block_by_block(source)
        if checked is None:
            # A piece did not parse alone: parse the whole file, which reports its syntax errors
            # (or reads a file whose statements start at column 1), as editors and fmt see it.
            parsed = parse(source.text, source.path)
            result.diagnostics.extend(parsed.diagnostics)
            if parsed.file is None:
                return
            game, blocks = parsed.file.game, list(parsed.file.blocks)
            del parsed  # the tree now lives in `blocks` alone, which the checker empties as it goes
            checked = check_blocks(game, blocks, source.path, source.text, registry.get, _games)
    add_checked(result, checked)


def add_checked(result: LoadResult, checked: FileResult) -> None:
    """A checked file's cards, scenarios, findings and words, added to the load's result."""
    result.cards.extend(checked.cards)
    result.scenarios.extend(checked.scenarios)
    result.diagnostics.extend(checked.diagnostics)
    result.broken.extend(checked.broken)
    if result.met is not None and checked.game is not None:
        declares, uses = result.met.setdefault(checked.game, ([], []))
        declares.extend(checked.declares)
        uses.extend(checked.uses)


def _games() -> list[str]:
    return list(registry.names())


# Blocks are parsed a batch at a time, then checked: parsing one block then checking it made each
# step evict the other's working set (Lark's tables, the vocabulary's patterns) from the processor's
# caches, and cost a quarter of the whole front end (docs/performance.md, "Parse + check"). A batch
# is parsed in one go (parse_blocks): a parse has a fixed cost, as much as a small card's parsing. A
# batch's trees take about 50 times its text (150 for text made of short words): 64 KiB keeps them near 10 MB.
_BATCH_CHARS = 64 * 1024


def _check_block_by_block(source: Source) -> FileResult | None:
    """Parse and check a batch of blocks at a time, so that no more than one batch's syntax trees
    exist at once (a whole file's tree takes about 50 times the file's size). None when a piece does
    not parse alone: the caller then goes the whole-file way."""
    chunks = parse_blocks(source.text, source.path, _BATCH_CHARS)
    first = next(chunks)
    if first.diagnostic is not None or first.game is None:
        return None
    checking = FileChecker(first.game, source.path, source.text, registry.get, _games)
    checking.blocks(first.blocks, first.next_line)
    del first
    for chunk in chunks:
        if chunk.diagnostic is not None:
            return None
        checking.blocks(chunk.blocks, chunk.next_line)
        del chunk  # the batch's trees go as soon as its cards are made, before the next batch is parsed
    return checking.finish()


def check_duplicates(result: LoadResult) -> None:
    """Ids, names and identities are unique within a game (E0201–E0203), across all files."""
    seen_ids: dict[tuple[str, str], model.Card] = {}
    seen_names: dict[tuple[str, str], model.Card] = {}
    duplicates: set[int] = set()
    for card in result.cards:
        if card.card_id:
            first = seen_ids.setdefault((card.game, card.card_id), card)
            if first is not card:
                result.diagnostics.append(
                    Diagnostic(
                        "E0201",
                        f"card id '{card.card_id}' is already used in {card.game}",
                        card.span,
                        notes=(f"first used by '{first.name}' at {first.file}:{first.line}",),
                    )
                )
                duplicates.add(id(card))
        name_key = (card.game, card.name.casefold())
        first = seen_names.setdefault(name_key, card)
        if first is not card:
            result.diagnostics.append(
                Diagnostic(
                    "E0202",
                    f"a card named '{card.name}' already exists in {card.game}",
                    card.span,
                    notes=(f"first defined at {first.file}:{first.line}",),
                )
            )
            duplicates.add(id(card))
    # A card's identity (its id, else its name as a slug) must be unique too: "Slime!" and
    # "Slime?" differ as names but would be one card in the catalog.
    seen_keys: dict[tuple[str, str], model.Card] = {}
    for card in result.cards:
        if id(card) in duplicates:
            continue
        first = seen_keys.setdefault((card.game, card.key), card)
        if first is not card:
            result.diagnostics.append(
                Diagnostic(
                    "E0203",
                    f"card '{card.name}' has the same identity '{card.key}' as '{first.name}' in {card.game}",
                    card.span,
                    hint="give one of them a stable id: @some-id after the name",
                    notes=(f"'{first.name}' is at {first.file}:{first.line}",),
                )
            )
            duplicates.add(id(card))
    if duplicates:
        result.cards = [c for c in result.cards if id(c) not in duplicates]
    _check_duplicate_tests(result)


def _check_duplicate_tests(result: LoadResult) -> None:
    """Test block names are unique within a game (E0204): a report, `test -k` and a JUnit or SARIF
    result name a test by it, so two of one name would be told apart by nobody."""
    seen: dict[tuple[str, str], model.Scenario] = {}
    kept: list[model.Scenario] = []
    for scenario in result.scenarios:
        first = seen.setdefault((scenario.game, scenario.name.casefold()), scenario)
        if first is scenario:
            kept.append(scenario)
            continue
        result.diagnostics.append(
            Diagnostic(
                "E0204",
                f"a test named '{scenario.name}' already exists in {scenario.game}",
                scenario.span,
                hint="give each test block a name of its own",
                notes=(f"first defined at {first.file}:{first.line}",),
            )
        )
    result.scenarios = kept
