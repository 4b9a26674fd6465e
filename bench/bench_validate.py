"""Validating 1,000 cards: cold (fuzzing included, empty cache), then warm after one card changes.

Run on demand: ``python bench/bench_validate.py [--cards 1000] [--workers 2] [--repeat 3]``.

The corpus is the project's own card sets (``cards/``, all four games) copied until it holds
``--cards`` cards: each copy renames every card (its name and @id get a suffix, and so do the
quoted names in the test blocks, which therefore keep passing) and its test blocks (their names
are unique within a game, E0204), and the files of each copy keep their layout, so the corpus has
the project's mix of kinds, rules and scenarios. The last copy is cut at a card boundary; a test
block naming a card cut off goes with it. A test block that sets up an identity a game's cards
declare (a race, class, style...) by its word (``given alice class ninja``) is kept in the first
copy only: in the others it would find the first copy's card, not its own. The corpus loads with
no error even without the shipped sets, and its test blocks pass (tests/test_bench_corpora.py).

Timed, in this process, best of ``--repeat``:

- **cold**: an empty cache (a new catalog database), every stage: checks, rule conflicts, test
  blocks and fuzzing over ``--workers`` processes;
- **warm, unchanged**: the same cards again, everything from the cache;
- **warm, one change**: one monster's level changed; that card is fuzzed again and the
  scenarios that touch it run again, the rest comes from the cache.

A ``deckwright validate`` process also pays Python's start and imports; the script times that
once too (the CLI on the warm cache after the change, the cache as a first command left it), for
the figure a user sees. CPU time (this process and its workers) is shown beside each figure.

``--baseline DIR`` compares with another checkout like for like: the ``deckwright validate``
process of each tree (``PYTHONPATH`` set to it) on the same corpus, cold, warm, and warm after one
change, in ``--repeat`` rounds of alternating order; the one-change process both as this machine
runs Python (PYTHONDONTWRITEBYTECODE=1: every module compiled in every process) and with bytecode
kept, as an installed wheel runs (judged: what a user gets). The corpus copies ``--corpus-from``
(an older tree's own cards, when it cannot read today's), and the blocks either tree refuses are
dropped first, so both validate the same cards. ``--processes`` times this tree's processes alone.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from toolkit.lang import games as registry
from toolkit.lang.load import load
from toolkit.validate import cache
from toolkit.validate.report import ValidationReport
from toolkit.validate.runner import ValidateOptions, validate

ROOT = Path(__file__).resolve().parent.parent
BLOCK_START = re.compile(r"^[^\s#{}]", re.MULTILINE)  # as the parser splits blocks
CARD_HEADER = re.compile(r'^(\S+)\s+"((?:\\.|[^"\\])*)"(\s+@(\S+))?')
QUOTED = re.compile(r'"((?:\\.|[^"\\])*)"')
HEADER_LINE = re.compile(r'^(?!test )(\S+)\s+"((?:\\.|[^"\\])*)"', re.MULTILINE)
TEST_HEADER = re.compile(r'^(test\s+)"((?:\\.|[^"\\])*)"')


def _identity_names() -> str:
    """The identities the games' cards declare (race, class, style, ...: Vocabulary.declared), whatever
    the game, as a regex alternation."""
    names = sorted(
        {
            words.name
            for game in registry.names()
            if (ruleset := registry.get(game)) is not None
            for words in ruleset.vocabulary.declared
            if words.declared_by is not None
        }
    )
    return "|".join(map(re.escape, names)) or "(?!)"


# A test step setting up an identity (`given alice class ninja`), and the identity with its word.
IDENTITY = re.compile(rf"^\s*given\b.*\b({_identity_names()})\s", re.MULTILINE)
IDENTITY_WORD = re.compile(rf"\b({_identity_names()})\s+([a-z][\w-]*)\b")


def make_corpus(target: Path, cards: int, source_root: Path = ROOT / "cards") -> int:
    """Write ``cards`` cards (copies of those under ``source_root``, the project's by default) under
    ``target``; return how many were written."""
    sources = sorted(source_root.rglob("*.cards"))
    source_cards = load([str(source_root)], bases={}).cards
    names = {card.name for card in source_cards}
    declarers = _declarers(source_cards)
    in_order = [m.group(2) for f in sources for m in HEADER_LINE.finditer(f.read_text(encoding="utf-8"))]
    written = 0
    copy = 0
    while written < cards:
        kept_names = set(in_order[: cards - written])  # the last copy is cut at a card boundary
        cut = set(in_order) - kept_names
        for source in sources:
            text = source.read_text(encoding="utf-8")
            starts = [m.start() for m in BLOCK_START.finditer(text)]
            head = text[: starts[1]]
            blocks = [text[a:b] for a, b in zip(starts[1:], [*starts[2:], len(text)], strict=True)]
            kept: list[str] = []
            for block in blocks:
                header = CARD_HEADER.match(block)
                is_test = block.startswith("test ")
                if not is_test and header:
                    if header.group(2) in cut:
                        continue
                    written += 1
                elif is_test and any(q in cut for q in QUOTED.findall(block)):
                    continue
                elif is_test and copy and IDENTITY.search(block):
                    continue  # "given alice class ninja" finds the first copy's ninja: only copy 0 keeps these
                elif is_test and IDENTITY.search(block):
                    # Every copy declares the word again, and a word two cards declare is ambiguous (T0001):
                    # copy 0's blocks name the card that declares it, as a designer with two would. A block
                    # giving one identity to two players (each took a copy of its own) is left out.
                    named = _name_identities(block, declarers)
                    if named is None:
                        continue
                    block = named
                kept.append(_rename(block, names, copy))
            out = target / f"copy{copy:02d}" / source.relative_to(source_root)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(head + "".join(kept), encoding="utf-8")
        copy += 1
    return written


def _declarers(cards: list[Any]) -> dict[tuple[str, str], list[str]]:
    """(identity, word) -> the names of the source cards declaring it (`class "Ninja" { is ninja }`)."""
    found: dict[tuple[str, str], list[str]] = {}
    for card in cards:
        ruleset = registry.get(card.game)
        for words in ruleset.vocabulary.declared if ruleset is not None else ():
            value = card.fields.get(words.field) if words.declared_by == card.kind else None
            if isinstance(value, str):
                found.setdefault((words.name, value), []).append(card.name)
    return found


def _name_identities(block: str, declarers: dict[tuple[str, str], list[str]]) -> str | None:
    """`given alice class ninja` -> `given alice class "Ninja"` where one source card declares it; None
    when the block would name one card twice."""
    given: list[str] = []

    def named(match: re.Match[str]) -> str:
        cards = declarers.get((match.group(1), match.group(2)), [])
        if len(cards) != 1:
            return match.group(0)
        given.append(cards[0])
        return f'{match.group(1)} "{cards[0]}"'

    lines = block.split("\n")
    for i, line in enumerate(lines):
        if line.lstrip().startswith("given "):
            lines[i] = IDENTITY_WORD.sub(named, line)
    return "\n".join(lines) if len(given) == len(set(given)) else None


def _rename(block: str, names: set[str], copy: int) -> str:
    """Every quoted card name gets the copy's suffix, every @id too, and a test block's own name (test
    names are unique within a game, E0204); copy 0 keeps them all."""
    if copy == 0:
        return block

    def name(match: re.Match[str]) -> str:
        value = match.group(1)
        return f'"{value} Mk{copy}"' if value in names else match.group(0)

    if block.startswith("test "):
        header = TEST_HEADER.match(block)
        assert header is not None, block[:80]
        return f'{header.group(1)}"{header.group(2)} Mk{copy}"' + QUOTED.sub(name, block[header.end() :])
    block = QUOTED.sub(name, block)
    return re.sub(r"(^\S+\s+\"[^\"]*\"\s+@)(\S+)", rf"\g<1>\g<2>-{copy}", block, count=1)


def _errors(found: object) -> Iterator[dict[str, Any]]:
    """Every error diagnostic with a span anywhere in a JSON report, whatever its version's layout."""
    if isinstance(found, dict):
        if found.get("severity") == "error" and isinstance(found.get("span"), dict):
            yield found
        for value in found.values():
            yield from _errors(value)
    elif isinstance(found, list):
        for value in found:
            yield from _errors(value)


def drop_refused(root: Path, trees: list[Path], env: dict[str, str]) -> list[str]:
    """Cut from the corpus under ``root`` every block that any of ``trees`` reports an error in, until
    every tree validates it clean (`deckwright validate -f json --states 1`: the checks and the test
    blocks): a corpus both a checkout and an older one accept (an older tree may not know today's
    words; today's engine may play an old test block differently). Returns what was dropped, as
    "file:line code (tree)" for the first error of each block."""
    dropped: list[str] = []
    for attempt in range(6):  # a test block naming a dropped card fails next round: a few rounds settle it
        errors: dict[Path, set[int]] = {}
        for tree in trees:
            db = root.parent / f"drop-{tree.name}-{attempt}.db"
            command = [sys.executable, "-c", "from toolkit.cli import main; main()", "validate", "cards"]
            command += ["-f", "json", "--states", "1"]
            done = subprocess.run(
                command,
                capture_output=True,
                env={**env, "PYTHONPATH": str(tree), "DECKWRIGHT_DB": str(db)},
                cwd=root.parent,
            )
            for found in _errors(json.loads(done.stdout)):
                span = found["span"]
                if not span.get("file"):
                    continue
                where = Path(span["file"])
                where = where if where.is_absolute() else root.parent / where
                if span["line"] not in errors.setdefault(where, set()):
                    dropped.append(f"{where.relative_to(root.parent)}:{span['line']} {found['code']} ({tree.name})")
                errors[where].add(span["line"])
        if not errors:
            return dropped
        for path, lines in errors.items():
            text = path.read_text(encoding="utf-8")
            starts = [m.start() for m in BLOCK_START.finditer(text)]
            kept = [text[: starts[0]]] if starts else [text]
            for a, b in zip(starts, [*starts[1:], len(text)], strict=True):
                first, last = text.count("\n", 0, a) + 1, text.count("\n", 0, b)
                if a == starts[0] or not any(first <= line <= last for line in lines):
                    kept.append(text[a:b])  # the first block is the file's `game` line
            path.write_text("".join(kept), encoding="utf-8")
    raise SystemExit(f"the corpus still has errors after 6 rounds of dropping blocks: {dropped[-5:]}")


def bump_level(root: Path, delta: int) -> Path:
    """Change the level of the first monster of the first copy by ``delta``: one card changes."""
    path = root / "copy00" / "munchkin" / "monsters.cards"
    text = path.read_text(encoding="utf-8")
    match = re.search(r"^monster [^\n]*\{\n  level (\d+)\n", text, re.MULTILINE)
    assert match is not None
    start, end = match.span(1)
    path.write_text(text[:start] + str(int(match.group(1)) + delta) + text[end:], encoding="utf-8")
    return path


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (the worker processes of a run are
    joined before it returns, so their time is counted): the steadier measure on a shared machine."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(func: Callable[[], ValidationReport], cpu: list[float] | None = None) -> tuple[float, ValidationReport]:
    started, cpu_started = time.perf_counter(), cpu_seconds()
    report = func()
    if cpu is not None:
        cpu.append(cpu_seconds() - cpu_started)
    return time.perf_counter() - started, report


def _command(env: dict[str, str], cwd: Path) -> tuple[float, float, str]:
    """One `deckwright validate cards -f json` process: its wall and CPU seconds, and what it saw."""
    command = [sys.executable, "-c", "from toolkit.cli import main; main()", "validate", "cards", "-f", "json"]
    started, cpu_started = time.perf_counter(), cpu_seconds()
    done = subprocess.run(command, capture_output=True, env=env, cwd=cwd)
    wall, cpu = time.perf_counter() - started, cpu_seconds() - cpu_started
    try:
        summary = json.loads(done.stdout)["summary"]
        seen = f"{summary['cached']} of {summary['cards']} cached, {summary['errors']} error(s), exit {done.returncode}"
    except (ValueError, KeyError):
        seen = f"exit {done.returncode}: {done.stderr.decode(errors='replace')[-300:]}"
    return wall, cpu, seen


def time_trees(trees: list[Path], tmp: Path, rounds: int) -> dict[tuple[str, str], list[tuple[float, float, str]]]:
    """The `deckwright validate` process of each checkout on the same corpus, rounds in alternating
    order (so that neither tree always runs on a warmer or busier machine): cold (an empty cache),
    warm with nothing changed, and warm after one card changed, as this machine runs Python (no
    bytecode written: every process compiles the package) and as an installed wheel runs it (bytecode
    kept: a scratch PYTHONPYCACHEPREFIX, written by warm-up processes first, see _warm_up). Each round has its own
    DECKWRIGHT_CACHE folder: cold is cold for the files kept outside the database too."""
    corpus = tmp / "cards"
    figures: dict[tuple[str, str], list[tuple[float, float, str]]] = {}
    for number in range(rounds):
        for tree in trees if number % 2 == 0 else trees[::-1]:
            db = tmp / f"process-{tree.name}-{number}.db"
            # A cache folder of the round's own (the card text's parsed files, the kept hyphenation words), so
            # that the cold process starts from nothing and the warm ones read only what this round wrote.
            kept = tmp / f"kept-{tree.name}-{number}"
            plain = {**os.environ, "PYTHONPATH": str(tree), "DECKWRIGHT_DB": str(db), "DECKWRIGHT_CACHE": str(kept)}
            compiled = {k: v for k, v in plain.items() if k != "PYTHONDONTWRITEBYTECODE"}
            compiled["PYTHONPYCACHEPREFIX"] = str(tmp / f"pycache-{tree.name}")
            name = str(tree)
            figures.setdefault((name, "cold"), []).append(_command(plain, tmp))
            figures.setdefault((name, "warm"), []).append(_command(plain, tmp))
            _warm_up(compiled, tmp, corpus, db, kept)
            bump_level(corpus, +1)  # one card changed since the cache was written
            figures.setdefault((name, "change"), []).append(_command(plain, tmp))
            bump_level(corpus, +1)  # and once more: a change the cache has not seen
            figures.setdefault((name, "change, bytecode"), []).append(_command(compiled, tmp))
            bump_level(corpus, -2)
    return figures


def _warm_up(compiled: dict[str, str], tmp: Path, corpus: Path, db: Path, kept: Path) -> None:
    """Write the bytecode of every module a warm run and a one-change run import, as an installed wheel has
    it (pip compiles every module at install), leaving the cache as it was: a warm run (which writes
    nothing), then a one-change run on scratch copies of the database and the cache folder. Warmed by the
    warm run alone, the one-change run of a tree that imports its renderer only when a face is laid out
    would compile and write that bytecode in the run timed (valid10w: 0.2-0.3 s of it)."""
    _command(compiled, tmp)
    scratch_db, scratch_kept = tmp / f"warm-up-{db.name}", tmp / f"warm-up-{kept.name}"
    shutil.copyfile(db, scratch_db)
    shutil.rmtree(scratch_kept, ignore_errors=True)
    if kept.is_dir():
        shutil.copytree(kept, scratch_kept)
    bump_level(corpus, +5)  # a change neither timed run makes
    _command({**compiled, "DECKWRIGHT_DB": str(scratch_db), "DECKWRIGHT_CACHE": str(scratch_kept)}, tmp)
    bump_level(corpus, -5)


def print_trees(figures: dict[tuple[str, str], list[tuple[float, float, str]]], trees: list[Path]) -> None:
    labels = {
        "cold": "process, cold (empty cache)",
        "warm": "process, warm, nothing changed",
        "change": "process, warm, one change (no bytecode)",
        "change, bytecode": "process, warm, one change (bytecode)",
    }
    print(
        f"{'run (best; CPU of the same run)':<44}" + "".join(f"{t.name[:30]:>34}" for t in trees) + f"{'CPU ratio':>11}"
    )
    for key, label in labels.items():
        cells, cpus = [], []
        for tree in trees:
            runs = figures[(str(tree), key)]
            wall, cpu, _ = min(runs)
            cpus.append(min(r[1] for r in runs))
            cells.append(f"{wall:.2f} s / {cpu:.2f} s ({', '.join(f'{r[0]:.2f}' for r in runs)})")
        ratio = f"{cpus[0] / cpus[1]:.2f}x" if len(cpus) == 2 and cpus[1] else ""
        print(f"{label:<44}" + "".join(f"{c:>34}" for c in cells) + f"{ratio:>11}")
    for tree in trees:
        print(f"  {tree}: {figures[(str(tree), 'change')][-1][2]}; cold: {figures[(str(tree), 'cold')][-1][2]}")


def _load(averages: tuple[float, float, float]) -> str:
    return " ".join(f"{x:.2f}" for x in averages)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--baseline",
        type=Path,
        help="another checkout (e.g. `git worktree add /tmp/base REV`): its `deckwright validate` process is "
        "timed beside this tree's on the same corpus, cold and warm, in alternating rounds (--repeat of them)",
    )
    parser.add_argument(
        "--corpus-from",
        type=Path,
        default=ROOT / "cards",
        help="the card sets the corpus copies (default: this tree's cards/); with --baseline, the blocks "
        "either tree refuses are dropped, so that both validate the same cards",
    )
    parser.add_argument(
        "--processes", action="store_true", help="time this tree's processes as --baseline does, without a baseline"
    )
    parser.add_argument("--no-in-process", action="store_true", help="only the processes (--baseline, --processes)")
    args = parser.parse_args()

    load_start = os.getloadavg()
    cold_times: list[float] = []
    warm_times: list[float] = []
    change_times: list[float] = []
    cold_cpu: list[float] = []
    warm_cpu: list[float] = []
    change_cpu: list[float] = []
    with tempfile.TemporaryDirectory(prefix="deckwright-bench-") as tmp:
        corpus = Path(tmp) / "cards"
        count = make_corpus(corpus, args.cards, args.corpus_from.resolve())
        dropped: list[str] = []
        trees = [ROOT, args.baseline.resolve()] if args.baseline else [ROOT] if args.processes else []
        if args.baseline:
            dropped = drop_refused(corpus, trees, dict(os.environ))
            count = sum(len(HEADER_LINE.findall(p.read_text(encoding="utf-8"))) for p in corpus.rglob("*.cards"))
        # Paths as a user types them, from the corpus's folder: the same display paths in this process and
        # in the command run at the end, so that both find the same entries of the front end's cache.
        home = Path.cwd()
        os.chdir(tmp)
        paths = ["cards"]
        report = None
        figures = time_trees(trees, Path(tmp), args.repeat) if trees else {}
        for attempt in range(0 if args.no_in_process else args.repeat):
            db = Path(tmp) / f"catalog-{attempt}.db"
            options = ValidateOptions(db_url=str(db), cards_root=None, workers=args.workers, seed=args.seed)
            seconds, report = timed(lambda o=options: validate(paths, options=o), cold_cpu)
            cold_times.append(seconds)
            seconds, warm = timed(lambda o=options: validate(paths, options=o), warm_cpu)
            warm_times.append(seconds)
            assert all("fuzz" in c.cached for c in warm.cards if c.fuzz is not None)
            bump_level(corpus, +1)
            seconds, after = timed(lambda o=options: validate(paths, options=o), change_cpu)
            change_times.append(seconds)
            refuzzed = [c.key for c in after.cards if c.fuzz is not None and "fuzz" not in c.cached]
            rerun = [s.name for s in after.scenarios if not s.cached]
            bump_level(corpus, -1)  # back as it was, for the next round
        versions = {game: cache.engine_version(game) for game in ("munchkin", "munchkin-kungfu")}
        cli = None
        if report is not None:
            # The same through the command, as a user runs it: warm cache, one card changed.
            env = {**os.environ, "DECKWRIGHT_DB": str(Path(tmp) / f"catalog-{args.repeat - 1}.db")}
            # A user's warm cache is what their last `deckwright validate` wrote: this process's runs keep the
            # base set (toolkit.lang.load) in memory after the first, so the cache they leave may lack what a
            # command reads.
            _command(env, Path(tmp))
            bump_level(corpus, +1)
            cli = _command(env, Path(tmp))
        os.chdir(home)
    print(
        f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, "
        f"{args.workers} worker(s), seed {args.seed}; corpus copied from {args.corpus_from}"
    )
    if dropped:
        print(f"  {len(dropped)} block(s) dropped, refused by one of the trees: {'; '.join(dropped[:6])}")
    if report is not None:
        fuzzed = [c for c in report.cards if c.fuzz is not None]
        print(
            f"{count:,} cards in {len(report.files)} files, {len(report.scenarios):,} test blocks, "
            f"{len(fuzzed):,} cards fuzzed ({sum(c.fuzz.states for c in fuzzed if c.fuzz):,} states, "
            f"{sum(c.fuzz.plays for c in fuzzed if c.fuzz):,} plays); "
            f"{report.errors} error(s), {report.warnings} warning(s)"
        )
    else:
        print(f"{count:,} cards")
    print(f"load average (1, 5, 15 min): at the start {_load(load_start)}, at the end {_load(os.getloadavg())}")
    if report is not None and cli is not None:
        print(f"{'in this process':<44}{'best s':>8}{'all runs':>28}{'CPU best s':>12}{'CPU all runs':>28}")
        for label, times, cpu in (
            ("cold (empty cache, fuzzing included)", cold_times, cold_cpu),
            ("warm, nothing changed", warm_times, warm_cpu),
            ("warm, one card changed", change_times, change_cpu),
        ):
            print(
                f"{label:<44}{min(times):>8.3f}{'  '.join(f'{t:.3f}' for t in times):>28}"
                f"{min(cpu):>12.3f}{'  '.join(f'{t:.3f}' for t in cpu):>28}"
            )
        print(
            f"  after the change: fuzzed again {refuzzed}, test blocks run again: {len(rerun)}, "
            f"{after.errors} error(s) (expectations the higher level broke)"
        )
        print(f"deckwright validate process, warm, one card changed: {cli[0]:.3f} s, CPU {cli[1]:.3f} s ({cli[2]})")
    if figures:
        print_trees(figures, trees)
    cache.clear_versions()
    if {game: cache.engine_version(game) for game in versions} != versions:
        print("  (the engine's code changed while this ran: the cache was rightly not used; run again)")


if __name__ == "__main__":
    main()
