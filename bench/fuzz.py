"""The fuzz campaign: generated and mutated inputs of every kind a user or a CI job feeds Deckwright.

    python bench/fuzz.py                       # the campaign: 100,000 inputs, a few minutes on 2 cores
    python bench/fuzz.py --inputs 5000 --seed 3
    python -m bench.fuzz --workers 2              # the same count, split over two processes

Five targets, each with its own oracle (what must hold whatever the input):

- ``cards``: card files, mutated from every card file of the project and its corpora (bytes flipped,
  cut, spliced, hostile pieces inserted: control characters, bidi overrides, deep nesting, huge
  numbers, long lines) and generated from the vocabulary's words. The front end gives diagnostics,
  never an exception; a file that checks clean formats to a fixed point that parses to the same
  cards; the model survives its JSON form; an import of it is all-or-nothing.
- ``queries``: search queries, generated from the query language's words and mutated;
  ``deckwright catalog search`` answers or reports the query's error (exit 0, 1 or 2).
- ``argv``: command lines for every command, with hostile values for arguments and options.
- ``databases``: catalog databases with damaged pages and bytes, under search, show, export,
  import and validate.
- ``cache``: validator cache rows, mutated: the run's diagnostics are those of a run without cache.

Everywhere: no Python traceback, no hang (each input has a time limit), no control character of the
input reaching the output raw, exit codes 0, 1 or 2 only. Findings are printed with the input that
caused them (and the seed reproduces the whole campaign); the exit code is 1 if there are any.
tests/test_fuzz_campaign.py runs a small campaign (over 2,000 inputs) in the default suite;
docs/reliability.md records the last full campaign.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import hashlib
import json
import os
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from typer.testing import CliRunner  # noqa: E402

from toolkit.cli import app  # noqa: E402
from toolkit.lang.load import load_text  # noqa: E402
from toolkit.lang.source import collect_card_files  # noqa: E402

SECONDS_PER_INPUT = 20  # far above any input's honest cost: past it, the input hangs Deckwright
RAW_CONTROLS = frozenset(chr(c) for c in [*range(0x00, 0x09), *range(0x0B, 0x20), 0x7F]) | {"\u202e", "\u2066"}
# The share of a campaign each target gets: the cheap ones take most inputs.
SHARES = {"cards": 0.62, "queries": 0.24, "argv": 0.08, "databases": 0.04, "cache": 0.02}


class Hang(Exception):
    """An input took longer than SECONDS_PER_INPUT."""


@dataclass
class Finding:
    target: str
    problem: str
    detail: str
    sample: str

    def __str__(self) -> str:
        return f"[{self.target}] {self.problem}: {self.detail}\n    input: {self.sample[:400]!r}"


@dataclass
class Report:
    seed: int
    counts: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def total(self) -> int:
        return sum(self.counts.values())


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    def expire(_signum: int, _frame: Any) -> None:
        raise Hang(f"no answer in {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# ---------------------------------------------------------------- hostile pieces

HOSTILE_TEXT = [
    "\x1b[2J\x1b[31mred",
    "\n::error file=README.md::pwned\n",
    "\n::add-mask::x\n",
    "\r\x00\x07\x08\x7f\x85",
    "\u202egnp.exe\u202c",
    "\u2066isolated\u2069",
    "\ud800" if False else "\U0001f409 Дракон Żółć",
    "'; DROP TABLE cards; --",
    '=HYPERLINK("http://x","click")',
    "@SUM(1+1)",
    "$(touch pwned)`id`",
    "%0A%25",
    "\\",
    "x" * 5000,
]
HOSTILE_NUMBERS = [
    "9223372036854775808",
    "-9223372036854775809",
    "1e309",
    "99999999999999999999999999",
    "-0",
    "+-1",
    "0x10",
    "1_000",
    "٣",
    "NaN",
]


def nested(depth: int, rng: random.Random) -> str:
    """A condition nested ``depth`` deep, in one of the shapes that have crashed parsers."""
    shape = rng.choice(["not", "paren", "or", "and"])
    if shape == "not":
        return "not " * depth + "race elf"
    if shape == "paren":
        return "(" * depth + "race elf" + ")" * depth
    inner = "race elf"
    for _ in range(depth):
        inner = f"(race elf {shape} {inner})"
    return inner


def hostile_piece(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.3:
        return rng.choice(HOSTILE_TEXT)
    if roll < 0.5:
        return rng.choice(HOSTILE_NUMBERS)
    if roll < 0.7:
        return f"if {nested(rng.choice([2, 40, 70, 300, 1200, 5000]), rng)}: strength +1"
    if roll < 0.8:
        return '"' + rng.choice(HOSTILE_TEXT) + '"'
    if roll < 0.9:
        return " or ".join(["race elf"] * rng.choice([10, 500, 5000]))
    return "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randint(1, 30)))


def mutate_text(text: str, rng: random.Random, others: list[str]) -> str:
    for _ in range(rng.randint(1, 4)):
        if not text:
            text = rng.choice(others)
        at = rng.randrange(len(text) + 1)
        roll = rng.random()
        if roll < 0.2:
            text = text[:at] + chr(rng.randrange(0, 0x250)) + text[at + 1 :]
        elif roll < 0.35:
            text = text[:at] + text[at + rng.randint(1, 60) :]
        elif roll < 0.5:
            donor = rng.choice(others)
            start = rng.randrange(len(donor) + 1)
            text = text[:at] + donor[start : start + rng.randint(1, 300)] + text[at:]
        elif roll < 0.8:
            text = text[:at] + hostile_piece(rng) + text[at:]
        elif roll < 0.9:  # a whole line repeated, or a line with its quote cut
            lines = text.split("\n")
            line = rng.randrange(len(lines))
            lines.insert(line, lines[line] if rng.random() < 0.5 else lines[line].replace('"', "", 1))
            text = "\n".join(lines)
        else:
            text = text.replace("\n", rng.choice(["\r\n", "\r", "\n\n", "\n\t"]))
    return text


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    buffer = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        if not buffer:
            break
        at = rng.randrange(len(buffer))
        roll = rng.random()
        if roll < 0.5:
            buffer[at] = rng.randrange(256)
        elif roll < 0.7:
            del buffer[at : at + rng.randint(1, 64)]
        elif roll < 0.9:
            buffer[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        else:
            buffer[at:at] = rng.choice([b"\xff\xfe", b"\x00", b"\xef\xbb\xbf", b"\xc3", b"\xed\xa0\x80"])
    return bytes(buffer)


# ---------------------------------------------------------------- the oracles


def cli(argv: list[str], cwd: Path, target: str, report: Report, *, stdin: str | None = None) -> int:
    """Run a command in process, as ``deckwright`` would; report a traceback, a hang or a raw control."""
    runner = CliRunner()
    previous = Path.cwd()
    os.chdir(cwd)
    try:
        with time_limit(SECONDS_PER_INPUT):
            result = runner.invoke(app, argv, input=stdin)
    except Hang as exc:
        report.findings.append(Finding(target, "hang", str(exc), json.dumps(argv, ensure_ascii=False)))
        return -1
    finally:
        os.chdir(previous)
    sample = json.dumps(argv, ensure_ascii=False)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        kind = "hang" if isinstance(result.exception, Hang) else "traceback"
        detail = f"{type(result.exception).__name__}: {result.exception}"
        report.findings.append(Finding(target, kind, detail[:300], sample))
        return -1
    output = result.output + (result.stderr if result.stderr_bytes is not None else "")
    if "Traceback (most recent call last)" in output:
        report.findings.append(Finding(target, "traceback printed", output[-300:], sample))
    # The output is no terminal, so Deckwright writes no colour: any control character is the input's.
    # (A JSON or SARIF report escapes them itself; CSV quotes them.)
    raw = RAW_CONTROLS & set(output)
    if _machine_format(argv):  # JSON escapes C0 itself; DEL and the bidi controls in its strings are data
        raw -= {"\x7f", "\u202e", "\u2066"}
    if "csv" in argv:  # a quoted CSV cell may hold a CR: that is the format's own quoting, not a control
        raw -= {"\r"}
    if raw:
        report.findings.append(Finding(target, "raw control character in output", repr(sorted(raw)), sample))
    if result.exit_code not in (0, 1, 2):
        report.findings.append(Finding(target, f"exit code {result.exit_code}", output[-200:], sample))
    return int(result.exit_code)


def _machine_format(argv: list[str]) -> bool:
    return any(a == "--format" and argv[i + 1 : i + 2] in (["json"], ["sarif"]) for i, a in enumerate(argv))


def front_end(text: str, target: str, report: Report, name: str = "fuzz.cards") -> Any:
    """The front end over one text, and what must hold of a file that checks clean."""
    from toolkit.lang import serial
    from toolkit.lang.formatter import format_file
    from toolkit.lang.parser import parse

    try:
        with time_limit(SECONDS_PER_INPUT):
            loaded = load_text(text, name)
            if loaded.ok and loaded.cards:
                parsed = parse(text, name)
                tree = parsed.file
                if tree is None or parsed.diagnostics:
                    return loaded
                formatted = format_file(tree)
                again = load_text(formatted, name)
                if [c.content_hash() for c in again.cards] != [c.content_hash() for c in loaded.cards]:
                    report.findings.append(Finding(target, "fmt changed the cards' meaning", "", text))
                tree2 = parse(formatted, name).file
                if tree2 is not None and format_file(tree2) != formatted:
                    report.findings.append(Finding(target, "fmt is not idempotent", "", text))
                back = serial.loads(serial.dumps(loaded.cards))
                if back != loaded.cards:
                    report.findings.append(Finding(target, "the model's JSON form lost something", "", text))
                json.dumps([c.to_json() for c in loaded.cards])
            return loaded
    except Hang as exc:
        report.findings.append(Finding(target, "hang", str(exc), text))
    except Exception as exc:  # the finding itself: anything raised here is a defect
        report.findings.append(Finding(target, "traceback", f"{type(exc).__name__}: {exc}"[:300], text))
    return None


# ---------------------------------------------------------------- the targets


class Campaign:
    def __init__(self, workdir: Path, seed: int) -> None:
        self.work = workdir
        self.rng = random.Random(seed)
        self.report = Report(seed)
        files, _ = collect_card_files([str(ROOT / "cards"), str(ROOT / "tests")])
        self.texts = [p.read_bytes().decode("utf-8", "replace") for p in files]
        self.texts = [t for t in self.texts if 0 < len(t) < 200_000]
        self.small = (ROOT / "cards" / "munchkin" / "curses.cards").read_text(encoding="utf-8")
        self.catalog = self.work / "catalog.db"
        self.cards_dir = self.work / "cards"
        shutil.copytree(ROOT / "cards", self.cards_dir)
        assert (
            cli(["catalog", "import", str(self.cards_dir), "--db", str(self.catalog)], self.work, "setup", self.report)
            == 0
        )
        self.catalog_bytes = self.catalog.read_bytes()
        self._cache_ready = False

    # ------------------------------------------------------------ cards

    def one_card_file(self) -> None:
        rng = self.rng
        text = mutate_text(rng.choice(self.texts), rng, self.texts) if rng.random() < 0.85 else self.generated()
        loaded = front_end(text, "cards", self.report)
        self.report.outcomes["cards: " + ("clean" if loaded is not None and loaded.ok else "diagnostics")] += 1
        if loaded is not None and rng.random() < 0.02:
            self.import_all_or_nothing(text)

    def generated(self) -> str:
        """A card file from the vocabulary's words in random order: mostly wrong, sometimes right."""
        from toolkit.rulesets import all_rulesets

        rng = self.rng
        ruleset = rng.choice(list(all_rulesets().values()))
        vocabulary = ruleset.vocabulary
        kind = rng.choice(sorted(vocabulary.kinds))
        displays = [d for patterns in vocabulary.sets.values() for d in patterns.displays()]
        words = sorted({w for d in displays for w in d.split() if w.isalpha()}) or ["level"]
        lines = [f"game {ruleset.name}", "", f'{kind} "{hostile_piece(rng) if rng.random() < 0.2 else "Fuzzed"}" {{']
        for _ in range(rng.randint(0, 8)):
            phrase = " ".join(rng.choice(words) for _ in range(rng.randint(1, 5)))
            number = rng.choice(["1", "3", "+2", "-1", *HOSTILE_NUMBERS[:3]])
            lines.append(f"  {rng.choice(['', 'if race elf: ', 'during combat: '])}{phrase} {number}")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def import_all_or_nothing(self, text: str) -> None:
        """Import the file beside the shipped cards: it lands whole, or the catalog is unchanged."""
        db = self.work / "import.db"
        db.write_bytes(self.catalog_bytes)
        before = _catalog_digest(db)
        folder = self.work / "import"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        (folder / "fuzz.cards").write_text(text, encoding="utf-8", errors="surrogatepass")
        code = cli(["catalog", "import", str(folder), "--db", str(db)], self.work, "cards", self.report)
        if code != 0 and _catalog_digest(db) != before:
            self.report.findings.append(Finding("cards", "a refused import changed the catalog", "", text))

    # ------------------------------------------------------------ queries

    QUERY_WORDS: ClassVar[list[str]] = [
        "kind:monster",
        "kind:item",
        "kind:curse",
        "tag:undead",
        "tag:dragon",
        "game:munchkin",
        "level>=8",
        "level<3",
        "bonus>=2",
        "gold>400",
        "name:slime",
        'name:"sock gremlin"',
        "slime",
        "dragon",
        "or",
        "and",
        "-",
        "(",
        ")",
        "-kind:curse",
        "level=",
        ">=",
        "kind:",
        ":",
        '"',
        "*",
        "treasures>1",
        "set:monsters",
        "id:mun-001",
        "status:removed",
        "level>=-5",
        "NOT",
        "OR",
    ]

    def one_query(self) -> None:
        rng = self.rng
        parts = [rng.choice(self.QUERY_WORDS) for _ in range(rng.randint(1, 8))]
        if rng.random() < 0.3:
            parts.insert(rng.randrange(len(parts) + 1), hostile_piece(rng)[:2000])
        if rng.random() < 0.1:
            parts = ["(" * rng.choice([10, 40, 400]), *parts, ")" * rng.choice([10, 40, 400])]
        glue = rng.choice([" ", "", "  ", " or ", "\t"])
        query = glue.join(parts)
        if rng.random() < 0.2:
            query = mutate_text(query, rng, self.QUERY_WORDS)
        argv = ["catalog", "search", query, "--db", str(self.catalog)]
        if rng.random() < 0.3:
            argv += ["--format", rng.choice(["json", "text", "csv", "x"])]
        code = cli(argv, self.work, "queries", self.report)
        self.report.outcomes[f"queries: exit {code}"] += 1

    # ------------------------------------------------------------ command lines

    def one_argv(self) -> None:
        rng = self.rng
        folder = self.work / "argv"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        good = folder / "good.cards"
        good.write_text(self.small, encoding="utf-8")
        (folder / "bad.cards").write_text(
            mutate_text(self.small, rng, self.texts), encoding="utf-8", errors="surrogatepass"
        )
        fifo = folder / "fifo.cards"
        os.mkfifo(fifo)
        weird = os.fsencode(folder) + b"/na\xffme.cards"
        with open(weird, "wb") as handle:
            handle.write(self.small.encode())
        values = [
            str(good),
            str(folder),
            str(folder / "bad.cards"),
            str(fifo),
            "/dev/zero",
            "/dev/null",
            str(folder / "missing.cards"),
            "",
            "-",
            "--",
            "0",
            "-1",
            "99999999999999999999",
            "munchkin",
            "munchkin-kungfu",
            "nosuchgame",
            "monster",
            "item",
            "json",
            "sarif",
            "csv",
            *(hostile_piece(rng)[:300] for _ in range(2)),
        ]
        db = ["--db", str(folder / "c.db")]
        commands: list[list[str]] = [
            ["check", rng.choice(values)],
            ["check", str(good), "--format", rng.choice(values)],
            ["fmt", rng.choice(values)],
            ["fmt", "--check", rng.choice(values)],
            ["test", str(good), "-k", rng.choice(values), "--cards", str(folder)],
            ["explain", str(good), "-t", rng.choice(values), "--cards", str(folder)],
            ["new", rng.choice(values), rng.choice(values)],
            ["new", "monster", "Zed", "--out", rng.choice(values), "--game", rng.choice(values)],
            ["vocabulary", rng.choice(values)],
            ["catalog", "import", rng.choice(values), *db],
            ["catalog", "show", rng.choice(values), "--db", str(self.catalog)],
            [
                "catalog",
                "export",
                "--format",
                rng.choice(values),
                "--db",
                str(self.catalog),
                *(["--output", rng.choice(values)] if rng.random() < 0.5 else []),
            ],
            [
                "validate",
                rng.choice(values),
                "--states",
                rng.choice(["0", "1", "-1", "x"]),
                "--workers",
                "1",
                *db,
                "--cards",
                str(folder),
            ],
            [
                "validate",
                str(good),
                "--format",
                rng.choice(values),
                "--states",
                "0",
                "--workers",
                "1",
                *db,
                "--cards",
                str(folder),
            ],
            [
                "simulate",
                "--game",
                rng.choice(values),
                "--games",
                rng.choice(["1", "0", "-3", "x", "2"]),
                "--players",
                rng.choice(["1", "3", "0", "-2", "999", "x"]),
                "--seed",
                rng.choice(values),
                "--top",
                rng.choice(["1", "-5", "x"]),
            ],
            [rng.choice(values), rng.choice(values)],
            [rng.choice(["--version", "--help", "-h", "help"])],
        ]
        argv = rng.choice(commands)
        if "simulate" in argv and argv[argv.index("--games") + 1] not in ("0", "1", "2", "-3", "x"):
            return
        code = cli(argv, folder, "argv", self.report)
        self.report.outcomes[f"argv: exit {code}"] += 1

    # ------------------------------------------------------------ damaged databases

    def one_database(self) -> None:
        rng = self.rng
        db = self.work / "damaged.db"
        # A connection an earlier command left to the collector (a reference cycle: a report keeping an
        # exception, its frames, their locals) still holds the old file's WAL and locks, which SQLite
        # shares by inode within a process: rewriting the file under it is a disk I/O error for the
        # next connection. A command-line process ends and frees them; this one runs thousands.
        gc.collect()
        data = bytearray(self.catalog_bytes)
        page = 4096
        roll = rng.random()
        if roll < 0.4:  # random bytes in random pages
            for _ in range(rng.randint(1, 40)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif roll < 0.6:  # a page zeroed
            start = rng.randrange(len(data) // page) * page
            data[start : start + page] = bytes(page)
        elif roll < 0.8:  # truncated
            data = data[: rng.randrange(len(data))]
        else:  # the schema tampered with
            db.write_bytes(self.catalog_bytes)
            _tamper_schema(db, rng)
            data = bytearray(db.read_bytes())
        db.write_bytes(bytes(data))
        for suffix in ("-wal", "-shm", "-journal"):
            Path(str(db) + suffix).unlink(missing_ok=True)
        argv = rng.choice(
            [
                ["catalog", "search", rng.choice(self.QUERY_WORDS), "--db", str(db)],
                ["catalog", "show", rng.choice(["mun-001", "Sulking Slime", "munchkin/mun-015", "x"]), "--db", str(db)],
                ["catalog", "export", "--format", rng.choice(["json", "csv"]), "--db", str(db)],
                ["catalog", "import", str(self.cards_dir / "munchkin" / "curses.cards"), "--db", str(db)],
                [
                    "validate",
                    str(self.cards_dir / "munchkin" / "curses.cards"),
                    "--db",
                    str(db),
                    "--states",
                    "0",
                    "--workers",
                    "1",
                    "--cards",
                    str(self.cards_dir / "munchkin"),
                ],
            ]
        )
        code = cli(argv, self.work, "databases", self.report)
        self.report.outcomes[f"databases: exit {code}"] += 1

    # ------------------------------------------------------------ cache rows

    def one_cache_row(self) -> None:
        from toolkit.validate.runner import ValidateOptions, validate

        rng = self.rng
        folder = self.work / "cache-set"
        if not self._cache_ready:
            folder.mkdir(exist_ok=True)
            # Not the shipped file's bytes: a shipped file's front end is read from the package's records
            # (toolkit/validate/shipped.py) and never kept in the cache, whose rows this step damages.
            own = self.small + "\n# the campaign's own copy of a shipped file\n"
            (folder / "set.cards").write_text(own, encoding="utf-8")
            self.cache_db = self.work / "cache.db"
            self.cache_options = ValidateOptions(db_url=str(self.cache_db), cards_root=None, workers=1, states=2)
            self.clean_outcome = _outcome(validate([str(folder)], options=self.cache_options))
            self.cache_bytes = self.cache_db.read_bytes()
            self._cache_ready = True
        self.cache_db.write_bytes(self.cache_bytes)
        with sqlite3.connect(self.cache_db) as connection:
            if rng.random() < 0.5:
                (key, data), *_ = connection.execute("select key, data from validation_files").fetchall()
                connection.execute(
                    "update validation_files set data = ? where key = ?", (mutate_bytes(bytes(data), rng), key)
                )
            else:
                rows = connection.execute("select key, payload from validation_cache").fetchall()
                key, payload = rng.choice(rows)
                connection.execute(
                    "update validation_cache set payload = ? where key = ?", (_mutate_json(payload, rng), key)
                )
        sample = "cache row"
        try:
            with time_limit(SECONDS_PER_INPUT):
                outcome = _outcome(validate([str(folder)], options=self.cache_options))
        except Exception as exc:
            self.report.findings.append(Finding("cache", "traceback", f"{type(exc).__name__}: {exc}"[:300], sample))
            return
        if outcome != self.clean_outcome:
            self.report.findings.append(
                Finding("cache", "results differ from a run without the cache", str(outcome)[:300], sample)
            )
        self.report.outcomes["cache: same results"] += 1

    # ------------------------------------------------------------ driving

    def run(self, counts: dict[str, int], progress: Callable[[str], None] | None = None) -> Report:
        steps = {
            "cards": self.one_card_file,
            "queries": self.one_query,
            "argv": self.one_argv,
            "databases": self.one_database,
            "cache": self.one_cache_row,
        }
        started = time.perf_counter()
        for target, count in counts.items():
            begun = time.perf_counter()
            for _ in range(count):
                steps[target]()
                self.report.counts[target] += 1
            if progress:
                progress(
                    f"{target}: {count:,} inputs in {time.perf_counter() - begun:.1f} s, "
                    f"{len(self.report.findings)} finding(s) so far"
                )
        self.report.seconds = time.perf_counter() - started
        return self.report


def _catalog_digest(db: Path) -> str:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("select * from cards order by id").fetchall()
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def _tamper_schema(db: Path, rng: random.Random) -> None:
    with sqlite3.connect(db) as connection:
        tables = [r[0] for r in connection.execute("select name from sqlite_master where type='table'")]
        table = rng.choice(tables)
        action = rng.choice(["drop", "rename", "add column"])
        with contextlib.suppress(sqlite3.Error):
            if action == "drop":
                connection.execute(f'drop table "{table}"')
            elif action == "rename":
                connection.execute(f'alter table "{table}" rename to "{table}_old"')
            else:
                connection.execute(f'alter table "{table}" add column fuzz text')


def _mutate_json(text: str, rng: random.Random) -> str:
    try:
        value = json.loads(text)
    except ValueError:
        value = {}
    roll = rng.random()
    if roll < 0.3:
        return mutate_bytes(text.encode(), rng).decode("utf-8", "replace")
    if roll < 0.6 and isinstance(value, dict) and value:
        key = rng.choice(sorted(value))
        value[key] = rng.choice([None, 5, -(2**70), "x", [], {}, [{"code": 1}], True, 1.5, {"$": "Term"}])
    elif isinstance(value, dict):
        value[rng.choice(["extra", "diagnostics", "failures", "stats", "dependencies"])] = rng.choice(
            [[], {}, "x", [[[]]], 10**20]
        )
    return json.dumps(value)


def _outcome(report: Any) -> list[tuple[str, str, int]]:
    return sorted((d.code, d.message, d.span.line if d.span else 0) for d in report.diagnostics())


def split(total: int) -> dict[str, int]:
    counts = {target: max(1, int(total * share)) for target, share in SHARES.items()}
    counts["cards"] += total - sum(counts.values())
    return counts


def campaign(total: int, seed: int, progress: Callable[[str], None] | None = None) -> Report:
    with tempfile.TemporaryDirectory(prefix="deckwright-fuzz-") as work:
        return Campaign(Path(work), seed).run(split(total), progress)


def _shard(job: tuple[int, int]) -> Report:
    total, seed = job
    return campaign(total, seed, progress=lambda line: print(f"[seed {seed}] {line}", flush=True))


def parallel_campaign(total: int, seed: int, workers: int) -> Report:
    """The campaign split over processes, shard i with seed ``seed + i``; one report for all."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    shares = [total // workers + (1 if i < total % workers else 0) for i in range(workers)]
    # Not multiprocessing.Pool: its workers are daemonic, and `deckwright validate` starts processes of its own.
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        parts = list(pool.map(_shard, [(share, seed + i) for i, share in enumerate(shares)]))
    merged = Report(seed)
    for part in parts:
        merged.counts.update(part.counts)
        merged.outcomes.update(part.outcomes)
        merged.findings.extend(part.findings)
        merged.seconds = max(merged.seconds, part.seconds)
    return merged


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1, help="processes; shard i uses seed + i")
    args = parser.parse_args()
    if args.workers > 1:
        report = parallel_campaign(args.inputs, args.seed, args.workers)
    else:
        report = campaign(args.inputs, args.seed, progress=lambda line: print(line, flush=True))
    print(
        f"\n{report.total:,} inputs (seed {report.seed}) in {report.seconds:.0f} s: "
        + ", ".join(f"{t} {n:,}" for t, n in report.counts.items())
    )
    for outcome, n in sorted(report.outcomes.items()):
        print(f"  {outcome}: {n:,}")
    print(f"{len(report.findings)} finding(s)")
    for finding in report.findings[:50]:
        print(finding)
    return 1 if report.findings else 0


if __name__ == "__main__":
    sys.exit(main())
