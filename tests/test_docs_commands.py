"""Every ``$ deckwright ...`` command of README.md and docs/*.md runs, and prints what the page shows
(tests/docs_commands.py says how pages are read; ``python -m tests.docs_commands --update`` rewrites
the shown outputs after a change)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from docs_commands import ROOT, Command, blocks_of, matches, pages_with_commands, run_page, updated


@pytest.mark.parametrize("page", pages_with_commands(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_pages_commands_print_what_the_page_shows(page: Path) -> None:
    outcomes = run_page(page)
    assert outcomes, f"{page}: no command ran"
    problems = [o.report() for o in outcomes if o.problem]
    assert not problems, "\n".join(problems) + "\n(python -m tests.docs_commands --update rewrites the outputs)"


def test_every_command_shown_runs_or_is_skipped_for_a_reason() -> None:
    for page in pages_with_commands():
        for block in blocks_of(page.read_text(encoding="utf-8")):
            for command in block.commands:
                assert command.runs or not command.text.lstrip().startswith("deckwright"), command


PAGE = """\
Intro.

<!-- file: a.cards -->
```
game munchkin
```

```console
$ deckwright check a.cards     # a comment
checked 1 file(s): no cards; no problems
$ deckwright --version
```

<!-- docs-test: skip needs a git history -->
```console
$ deckwright validate cards --changed-since origin/main
```
"""


def test_pages_are_read_as_documented() -> None:
    file, session, skipped = blocks_of(PAGE)
    assert (file.file, file.lines) == ("a.cards", ["game munchkin"])
    first, second = session.commands
    assert (first.line, first.runs, first.shown) == (9, True, ["checked 1 file(s): no cards; no problems"])
    assert second.shown == [] and second.runs
    assert skipped.skip == "needs a git history"
    with pytest.raises(ValueError, match="needs a reason"):
        blocks_of("<!-- docs-test: skip -->\n```\n$ deckwright --help\n```\n")


def test_matching_elides_and_normalises_what_it_says() -> None:
    actual = ["validated 3 card(s), 0 error(s) (12.3 s)", "a", "b", "end"]
    assert matches(["validated 3 card(s), 0 error(s) (0.4 s)", "...", "end"], actual)
    assert matches(["...", "end  ", ""], actual)
    assert not matches(["validated 3 card(s), 0 error(s) (0.4 s)", "end"], actual)
    assert not matches(["...", "b"], actual)
    # --update keeps a page's elision around what it prints today.
    assert updated(["first", "...", "last"], ["new first", "x", "y", "new last"]) == ["new first", "...", "new last"]
    assert updated(["old"], ["new", "lines"]) == ["new", "lines"]


def test_a_mismatch_is_reported_with_both_outputs(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("```console\n$ deckwright --version\ndeckwright 0.0.0-never\n```\n", encoding="utf-8")
    (outcome,) = run_page(page)
    assert outcome.problem == "output differs"
    assert isinstance(outcome.command, Command) and outcome.actual[0].startswith("deckwright ")


def test_the_readme_counts_the_shipped_sets_cards() -> None:
    # The README's opening names each shipped set with its card count; `deckwright check` counts them.
    checked = subprocess.run(
        [sys.executable, "-m", "toolkit", "check", "cards"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    counted = {game: int(n) for n, game in re.findall(r"(\d+) ([a-z-]+)", checked.split(":", 1)[1])}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = {game: int(n) for game, n in re.findall(r"\(`cards/([a-z-]+)/`, (\d+) cards\)", readme)}
    assert shown == counted, f"README.md shows {shown}; `deckwright check cards` counts {counted}"
