"""The catalog at 100,000 cards: import time and peak memory, and search latency beside bare SQL.

Run on demand: ``python bench/bench_catalog.py [--cards 100000] [--repeat 30]``.

It writes a generated Munchkin card set (valid for the shipped vocabulary: monsters,
items, one-shots, curses; varied names, levels, tags and text) as card files in a
temporary folder, imports it with ``deckwright catalog import`` in a child process
(wall time and the child's peak RSS from ``wait4``), imports it again (nothing
changed), then runs a fixed mix of queries through the code ``deckwright catalog
search`` runs (parse, compile, fetch the first page and the count, in this process)
beside hand-written SQL over the same database that returns the same page and
count: the floor for this storage. It prints median and 95th percentile latency per
query and the ratio of the medians, then times ``catalog show`` lookups (a name, an id,
a name that is not there) in process, and the last as a process with its peak RSS.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlmodel import Session  # noqa: E402

from toolkit.catalog import database  # noqa: E402
from toolkit.catalog.query import parse_query  # noqa: E402
from toolkit.catalog.records import CardNotFound, fetch_page, find_card  # noqa: E402
from toolkit.catalog.search import compile_query  # noqa: E402

CARDS_PER_FILE = 1_000
PAGE = 100

ADJECTIVES = [
    "Sulking",
    "Grumpy",
    "Undead",
    "Flaming",
    "Tiny",
    "Gigantic",
    "Sneaky",
    "Lazy",
    "Furious",
    "Rusty",
    "Haunted",
    "Soggy",
    "Plutonium",
    "Ancient",
    "Wobbly",
    "Cursed",
    "Shiny",
    "Feral",
    "Polite",
    "Invisible",
    "Electric",
    "Moldy",
    "Royal",
    "Screaming",
]
NOUNS = [
    "Slime",
    "Dragon",
    "Goose",
    "Accountant",
    "Newt",
    "Lawyer",
    "Squid",
    "Gnome",
    "Wisp",
    "Toad",
    "Golem",
    "Ferret",
    "Mimic",
    "Drake",
    "Ghost",
    "Potato",
    "Badger",
    "Hydra",
    "Troll",
    "Weasel",
    "Kraken",
    "Cactus",
    "Penguin",
    "Spider",
]
ITEMS = ["Helmet", "Boots", "Cap", "Hat", "Sandals", "Armor", "Vest", "Cloak", "Slippers", "Crown"]
SLOTS = {"Helmet": "headgear", "Cap": "headgear", "Hat": "headgear", "Crown": "headgear", "Boots": "footgear"}
SLOTS |= {"Sandals": "footgear", "Slippers": "footgear", "Armor": "armor", "Vest": "armor", "Cloak": "armor"}
TAGS = ("undead", "dragon", "plant", "demon", "beast", "slime", "ghost", "flying", "lawyer")
BAD_STUFF = ("lose 1 level", "lose 2 levels", "lose headgear", "lose footgear; lose 1 level", "die", "lose 2 cards")
ONE_SHOTS = (
    "during combat: strength +3 on either side",
    "during combat: escape automatically from one monster",
    "during combat, if fighting undead: strength +5 on player",
    "any time: draw 2 treasures",
)
CURSES = (
    "when played: lose 1 level",
    "when played: lose headgear",
    "when played: strength -5 until end of next combat",
)
FLAVOUR = (
    "It smells faintly of old socks.",
    "Nobody knows where it came from.",
    "Best served cold, like revenge and soup.",
    "The referee is not amused.",
    "Handle with oven mitts.",
    "Do not feed after midnight.",
)


def card(index: int, rng: random.Random) -> str:
    kind = rng.choices(("monster", "item", "one-shot", "curse"), (5, 3, 1, 1))[0]
    cid = f"@bk-{index:06d}"
    flavour = rng.choice(FLAVOUR)
    if kind == "monster":
        name = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {index}"
        tags = " ".join(sorted(rng.sample(TAGS, rng.randint(1, 3))))
        lines = [
            f"  level {rng.randint(1, 20)}",
            f"  treasures {rng.randint(1, 5)}",
            f"  tags {tags}",
            f"  bad stuff: {rng.choice(BAD_STUFF)}",
        ]
    elif kind == "item":
        noun = rng.choice(ITEMS)
        name = f"{rng.choice(ADJECTIVES)} {noun} {index}"
        lines = [f"  slot {SLOTS[noun]}", f"  bonus +{rng.randint(1, 5)}", f"  gold {rng.randint(1, 9) * 100}"]
    elif kind == "one-shot":
        name = f"Potion of {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {index}"
        lines = [f"  gold {rng.randint(0, 6) * 100}", f"  {rng.choice(ONE_SHOTS)}"]
    else:
        name = f"Curse of the {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {index}"
        lines = [f"  {rng.choice(CURSES)}"]
    return "\n".join([f'{kind} "{name}" {cid} {{', *lines, f'  text "{flavour}"', "}"])


def generate(folder: Path, cards: int, seed: int = 8) -> None:
    rng = random.Random(seed)
    for start in range(0, cards, CARDS_PER_FILE):
        blocks = [card(i, rng) for i in range(start, min(start + CARDS_PER_FILE, cards))]
        text = "game munchkin\n\n" + "\n\n".join(blocks) + "\n"
        (folder / f"set-{start // CARDS_PER_FILE:04d}.cards").write_text(text, encoding="utf-8")


def timed_import(folder: Path, db: Path) -> tuple[float, float, str]:
    """Wall seconds, peak RSS in MB and the summary line of one `deckwright catalog import`."""
    command = [sys.executable, "-c", "from toolkit.cli import main; main()", "catalog", "import", str(folder)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    child = subprocess.Popen([*command, "--db", str(db)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    out = child.stdout.read().decode() if child.stdout else ""
    err = child.stderr.read().decode() if child.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"import failed:\n{err[-2000:]}")
    return seconds, usage.ru_maxrss / 1024, out.strip()


def timed_show(db: Path, ident: str) -> tuple[float, float]:
    """Wall seconds and peak RSS in MB of one `deckwright catalog show IDENT` (which exits 1)."""
    command = [sys.executable, "-c", "from toolkit.cli import main; main()", "catalog", "show", ident]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    child = subprocess.Popen([*command, "--db", str(db)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _pid, _status, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss / 1024


# The query mix, each beside hand-written SQL for the same page and count over the same
# tables and indexes (the search indexes of toolkit/catalog/schema.py): the floor for this storage.
_IDS_SQL = (
    "SELECT cards.id FROM cards JOIN games ON games.id = cards.game_id"
    " WHERE cards.status = 'active' AND ({where}) ORDER BY games.name, cards.key"
)
_PAGE_SQL = (
    "SELECT cards.*, games.name, card_sets.path FROM cards JOIN games ON games.id = cards.game_id"
    " JOIN card_sets ON card_sets.id = cards.set_id WHERE cards.id IN ({ids})"
)
_TEXT = "cards.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH '{match}')"
_TAG = "SELECT card_id FROM card_tags WHERE tag = '{tag}'"
_NUMBER = "cards.id IN (SELECT card_id FROM card_numbers WHERE field = '{field}' AND value {test})"
QUERIES: list[tuple[str, str]] = [
    ("kind:monster level>=18", "cards.kind = 'monster' AND " + _NUMBER.format(field="level", test=">= 18")),
    ("tag:lawyer", f"cards.id IN ({_TAG.format(tag='lawyer')})"),
    ("goose", _TEXT.format(match='"goose"')),
    ('"oven mitts" kind:item', _TEXT.format(match='"oven mitts"') + " AND cards.kind = 'item'"),
    ("-kind:monster gold>=900", "cards.kind != 'monster' AND " + _NUMBER.format(field="gold", test=">= 900")),
    ("tag:dragon or tag:plant", f"cards.id IN ({_TAG.format(tag='dragon')} UNION {_TAG.format(tag='plant')})"),
    (
        "kind:item bonus>=5 slot:headgear",
        "cards.kind = 'item' AND "
        + _NUMBER.format(field="bonus", test=">= 5")
        + " AND json_extract(cards.fields, '$.slot') = 'headgear'",
    ),
    (
        "name:kraken level<3",
        _TEXT.format(match='search_name : "kraken"') + " AND " + _NUMBER.format(field="level", test="< 3"),
    ),
]


def latencies(repeat: int, run: Callable[[], object]) -> list[float]:
    run()  # warm: the first run pays for caches a long-lived process already has
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return times


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--keep", type=Path, help="keep the card files and database in this folder")
    args = parser.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-catalog-"))
    folder, db = base / "cards", base / "catalog.db"
    folder.mkdir(parents=True, exist_ok=True)
    for stale in base.glob("catalog.db*"):
        stale.unlink()
    start = time.perf_counter()
    generate(folder, args.cards)
    print(
        f"# {platform.python_version()}, SQLite {sqlite3.sqlite_version}, {platform.machine()}, {os.cpu_count()} cores"
    )
    print(
        f"generated {args.cards:,} cards in {len(list(folder.iterdir()))} files in {time.perf_counter() - start:.1f} s"
    )
    for label in ("first import", "second import (nothing changed)"):
        seconds, rss, summary = timed_import(folder, db)
        print(f"{label}: {seconds:.1f} s, peak RSS {rss:.0f} MB ({summary.split(': ')[-1]})")
    print(f"database: {db.stat().st_size / 1e6:.0f} MB")

    engine = database.engine_for(database.sqlite_url(db))
    raw = sqlite3.connect(db)
    print()
    print("| query | matches | deckwright median ms | p95 ms | bare SQL median ms | p95 ms | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    with Session(engine) as session:
        for text, where in QUERIES:

            def ours(text: str = text) -> tuple[int, int]:
                page, total = fetch_page(session, compile_query(parse_query(text)), limit=PAGE)
                return len(page), total

            def bare(where: str = where) -> tuple[int, int]:
                ids = [card_id for (card_id,) in raw.execute(_IDS_SQL.format(where=where))]
                rows = raw.execute(_PAGE_SQL.format(ids=",".join(map(str, ids[:PAGE])))).fetchall()
                return len(rows), len(ids)

            assert ours() == bare(), (text, ours(), bare())
            mine, floor = latencies(args.repeat, ours), latencies(args.repeat, bare)
            ratio = statistics.median(mine) / statistics.median(floor)
            print(
                f"| `{text}` | {ours()[1]:,} | {statistics.median(mine):.1f} | {p95(mine):.1f} "
                f"| {statistics.median(floor):.1f} | {p95(floor):.1f} | {ratio:.2f}x |"
            )
        print()
        (middle,) = raw.execute("SELECT name FROM cards ORDER BY id LIMIT 1 OFFSET ?", (args.cards // 2,)).fetchone()
        typo = middle[0] + middle[2:]  # a letter dropped early in the name
        idents = (middle, middle.lower(), f"bk-{args.cards // 2:06d}", typo, "No Such Card Anywhere")
        for ident in idents:

            def look(ident: str = ident) -> str:
                try:
                    return find_card(session, ident).qualified
                except CardNotFound as missing:
                    return f"not found; did you mean {missing.suggestion!r}"

            times = latencies(args.repeat, look)
            print(f"show {ident!r}: {look()}, median {statistics.median(times):.1f} ms, p95 {p95(times):.1f} ms")
    raw.close()
    engine.dispose()
    seconds, rss = timed_show(db, "No Such Card Anywhere")
    print(f"deckwright catalog show 'No Such Card Anywhere' as a process: {seconds:.2f} s, peak RSS {rss:.0f} MB")


if __name__ == "__main__":
    main()
