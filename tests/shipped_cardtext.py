"""The shipped card-text files' parsed records (toolkit/text/parsed/, read by toolkit/text/ftlcache.py).

Every ``locales/<lang>/cardtext/*.ftl`` of the repository parsed by toolkit.text.bundles (the parser a
run would use), each file's records written as ftlcache keeps them, named by ftlcache.key of the file's
bytes: a cold run reads them instead of parsing the shipped files (docs/performance.md, "cold12").
tests/test_cold12_shipped_cardtext.py fails when the folder is not exactly what this makes today;
``python -m tests.shipped_cardtext --update`` writes it again (after editing a .ftl file, upgrading
fluent.syntax, or changing what a record holds).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tests import shipped_records
from toolkit.text import ftlcache
from toolkit.text.bundles import _records

ROOT = Path(__file__).resolve().parent.parent


def shipped_files() -> list[Path]:
    return sorted((ROOT / "locales").glob("*/cardtext/*.ftl"))


def expected() -> dict[str, str]:
    """Each shipped file's document by its name in ftlcache.SHIPPED."""
    documents: dict[str, str] = {}
    for path in shipped_files():
        data = path.read_bytes()
        lang = path.parent.parent.name
        documents[f"{ftlcache.key(data)}.json"] = ftlcache.document(_records(path, data.decode("utf-8"), lang))
    return documents


def problems() -> list[str]:
    """What differs between ftlcache.SHIPPED and what the parser makes today (empty: up to date)."""
    return shipped_records.problems(ftlcache.SHIPPED, expected())


def update() -> int:
    return shipped_records.update(ftlcache.SHIPPED, expected())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--update", action="store_true", help="Write the records of today's shipped files.")
    args = parser.parse_args()
    if args.update:
        print(f"{update()} shipped file(s)' records in {ftlcache.SHIPPED}")
    found = problems()
    for problem in found:
        print(problem)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
