"""The shipped card files' front-end records (toolkit/validate/parsed/, read by toolkit/validate/shipped.py).

Every card file of the repository's shipped sets (``cards/``, which a wheel carries as toolkit/_cards)
run through the validator's front end (runner._parse_file, what a run without the record does) under
the path shipped.PLACEHOLDER, named by shipped.key of its text: a cold `validate` reads them instead of
parsing its base sets (docs/performance.md, "Branch base12"). A file whose entry depends on its path in
any other way than through strings equal to the path (parsed under a second path, the substitution must
give that parse byte for byte) gets no record and is parsed by every run.
tests/test_base12_shipped_frontend.py fails when the folder is not exactly what this makes today;
``python -m tests.shipped_frontend --update`` writes it again (after editing a shipped card file or
changing the front end's code: toolkit/lang, the grammar, the rulesets' vocabularies).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tests import shipped_records
from toolkit.lang.source import Source, collect_card_files
from toolkit.validate import shipped
from toolkit.validate.runner import _parse_file

ROOT = Path(__file__).resolve().parent.parent
_ELSEWHERE = "/elsewhere/ünï côdé/set.cards"  # a second path: the record must not depend on the path otherwise


def shipped_files() -> list[Path]:
    files, problems = collect_card_files([str(ROOT / "cards")])
    assert not problems, problems
    return sorted(files)


def record(text: str) -> str | None:
    """A file's record, or None when its entry depends on its path otherwise than by whole strings."""
    data = _parse_file(Source(shipped.PLACEHOLDER, text))
    if data.replace(shipped.quoted(shipped.PLACEHOLDER), shipped.quoted(_ELSEWHERE)) != _parse_file(
        Source(_ELSEWHERE, text)
    ):
        return None
    return data.decode("utf-8")


def expected() -> dict[str, str]:
    """Each shipped file's record by its name in shipped.SHIPPED."""
    documents: dict[str, str] = {}
    for path in shipped_files():
        text = path.read_text(encoding="utf-8")
        made = record(text)
        if made is not None:
            documents[f"{shipped.key(text)}.json"] = made
    return documents


def problems() -> list[str]:
    """What differs between shipped.SHIPPED and what the front end makes today (empty: up to date)."""
    return shipped_records.problems(shipped.SHIPPED, expected())


def update() -> int:
    return shipped_records.update(shipped.SHIPPED, expected())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--update", action="store_true", help="Write the records of today's shipped card files.")
    args = parser.parse_args()
    if args.update:
        print(f"{update()} of {len(shipped_files())} shipped card file(s)' records in {shipped.SHIPPED}")
    found = problems()
    for problem in found:
        print(problem)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
