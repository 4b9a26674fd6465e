"""The validator's runner, cache and command: attribution, test blocks, incremental runs, exit codes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from toolkit.cli import app
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import Card
from toolkit.rulesets.registry import Ruleset
from toolkit.validate import fuzz as fuzz_module
from toolkit.validate.report import FuzzStats, ValidationReport
from toolkit.validate.reporters import FORMATS
from toolkit.validate.runner import UsageError, ValidateOptions, validate

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
INVALID = ROOT / "tests" / "invalid"
# Every validator corpus: rule conflicts (V01xx), the fuzzer's warnings (V02xx), test blocks (V03xx).
CORPORA = (INVALID, ROOT / "tests" / "invalid_fuzz", ROOT / "tests" / "invalid_tests")

SLIMES = """game munchkin

monster "Tiny Slime" @t-1 {
  level 1
  treasures 1
  bad stuff: lose 1 level
}

monster "Big Slime" @t-2 {
  level 10
  treasures 2
  bad stuff: lose 2 levels
}

test "a level-3 player beats a level-1 slime" {
  given alice level 3
  when alice fights "Tiny Slime"
  expect alice wins combat, alice level 4
}

test "a level-1 player loses to the big slime" {
  given alice level 1
  when alice fights "Big Slime"
  expect alice loses combat
}
"""

ITEMS = """game munchkin

item "Pointy Hat" @t-3 {
  slot headgear
  bonus +1
  gold 200
}
"""


# ---------------------------------------------------------------- helpers


class CountingFuzz:
    """Stands in for toolkit.validate.fuzz.fuzz_card: counts calls, and finds a note on every card's second line
    (so that spans coming back from the cache can be checked)."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def fuzz_card(
        self, ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int
    ) -> tuple[list[Diagnostic], FuzzStats]:
        self.calls.append(card.key)
        span = Span(card.file, card.line + 1, 3, card.line + 1, 8)
        note = Diagnostic("V0299", f"fuzzed '{card.name}' with seed {seed}", span, Severity.NOTE)
        return [note], FuzzStats(states=states, plays=2 * states, refused=0)


@pytest.fixture
def fuzz(monkeypatch: pytest.MonkeyPatch) -> CountingFuzz:
    counting = CountingFuzz()
    monkeypatch.setattr(fuzz_module, "fuzz_card", counting.fuzz_card)
    return counting


CURSE_NAMING_A_MONSTER = """game munchkin

curse "Sudden Drowsiness" @t-drowsy {
  when played: lose 1 level
  flavour "Test card."
}

test "drowsy before the drake" {
  given alice level 4
  when alice fights "Grudge-Bearing Marsh Drake"
  expect alice level 4
}
"""


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def options(tmp_path: Path, **changes: object) -> ValidateOptions:
    base = ValidateOptions(db_url=str(tmp_path / "cache.db"), cards_root=None, workers=1, states=3)
    for name, value in changes.items():
        setattr(base, name, value)
    return base


def by_key(report: ValidationReport) -> dict[str, list[Diagnostic]]:
    return {r.key: r.diagnostics for r in report.cards}


def codes(diagnostics: Sequence[Diagnostic]) -> list[str]:
    return [d.code for d in diagnostics]


def no_card_set(tmp_path: Path) -> str:
    """An empty --cards directory: the pool is only the cards the command is given."""
    empty = tmp_path / "no-card-set"
    empty.mkdir(exist_ok=True)
    return str(empty)


def cli(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner(env=env).invoke(app, ["validate", *args], catch_exceptions=False)


def line_col(text: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """The 1-based line and column where ``needle`` starts (its nth occurrence)."""
    at = -1
    for _ in range(nth + 1):
        at = text.index(needle, at + 1)
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


# ---------------------------------------------------------------- attribution


def test_check_diagnostics_go_to_the_card_whose_block_holds_them(tmp_path: Path, fuzz: CountingFuzz) -> None:
    text = SLIMES.replace("  level 10\n", "  levle 10\n").replace("given alice level 1\n", "given alice flies\n")
    path = write(tmp_path / "set.cards", text)
    report = validate([str(path)], options=options(tmp_path))
    found = by_key(report)
    assert codes(found["t-2"]) == ["E0102"]  # the checker refused Big Slime: it is still reported, as itself
    assert found["t-2"][0].span is not None and found["t-2"][0].span.line == line_col(text, "levle")[0]
    assert not [d for d in found["t-1"] if d.severity is not Severity.NOTE]
    assert codes(report.other) == ["E0120"]  # a test block's mistake belongs to no card
    assert fuzz.calls == ["t-1"]  # a card with check errors goes no further
    assert report.exit_code == 1


def test_a_failing_expectation_is_v0301_at_its_step_on_every_card_named(tmp_path: Path, fuzz: CountingFuzz) -> None:
    text = SLIMES.replace("alice level 4", "alice level 7").replace(
        'when alice fights "Big Slime"', 'when alice fights "Big Slime"\n  expect alice level 1\n  given bob level 2'
    )
    path = write(tmp_path / "set.cards", text)
    report = validate([str(path)], options=options(tmp_path))
    found = by_key(report)
    [failure] = [d for d in found["t-1"] if d.code == "V0301"]
    line, column = line_col(text, "alice level 7")
    assert failure.span is not None and (failure.span.line, failure.span.column) == (line, column)
    assert "expected alice at level 7" in failure.message and "level 4" in failure.message
    assert failure.severity is Severity.ERROR
    assert [d.code for d in found["t-2"] if d.code.startswith("V03")] == []
    assert report.exit_code == 1
    assert [s.passed for s in report.scenarios] == [False, True]
    assert report.diagnostics().count(failure) == 1


def test_a_scenario_that_names_two_cards_is_reported_on_both_once_overall(tmp_path: Path, fuzz: CountingFuzz) -> None:
    text = SLIMES + (
        'test "both slimes" {\n  given alice level 3, holding "Big Slime"\n'
        '  when alice fights "Tiny Slime"\n  expect alice level 9\n}\n'
    )
    report = validate([str(write(tmp_path / "set.cards", text))], options=options(tmp_path))
    found = by_key(report)
    assert codes([d for d in found["t-1"] if d.code == "V0301"]) == ["V0301"]
    assert codes([d for d in found["t-2"] if d.code == "V0301"]) == ["V0301"]
    assert codes([d for d in report.diagnostics() if d.code == "V0301"]) == ["V0301"]
    assert report.errors == 1
    assert {r.key: r.scenarios for r in report.cards} == {"t-1": 2, "t-2": 2}


def test_a_scenario_naming_a_missing_card_is_v0302_and_one_naming_no_card_goes_to_the_report(
    tmp_path: Path, fuzz: CountingFuzz
) -> None:
    text = SLIMES.replace('fights "Big Slime"', 'fights "Big Slmie"') + (
        'test "levels alone" {\n  given alice level 3\n  expect alice level 4\n}\n'
    )
    report = validate([str(write(tmp_path / "set.cards", text))], options=options(tmp_path))
    other = {d.code: d for d in report.other}
    assert set(other) == {"V0301", "V0302"}
    assert "Big Slmie" in other["V0302"].message and "did you mean 'Big Slime'?" in other["V0302"].message
    assert (
        other["V0302"].span is not None
        and other["V0302"].span.line == line_col(text, 'when alice fights "Big Slmie"')[0]
    )
    assert other["V0301"].span is not None and other["V0301"].span.line == line_col(text, "expect alice level 4")[0]


def test_an_engine_that_breaks_on_a_scenario_is_v0303_not_a_traceback(
    tmp_path: Path, fuzz: CountingFuzz, monkeypatch: pytest.MonkeyPatch
) -> None:
    from toolkit.rulesets import munchkin_rules

    def broken(*_args: object, **_kwargs: object) -> object:
        raise ZeroDivisionError("the engine divided by zero")

    monkeypatch.setattr(munchkin_rules.ENGINE, "run_scenario", broken)  # the family's Rules, as the validator meets it
    report = validate([str(write(tmp_path / "set.cards", SLIMES))], options=options(tmp_path))
    crashes = [d for d in report.diagnostics() if d.code == "V0303"]
    assert len(crashes) == 2 and "ZeroDivisionError" in crashes[0].message
    assert report.exit_code == 1
    # a broken run is not cached: with the engine mended, the scenarios run again and pass
    monkeypatch.delattr(munchkin_rules.ENGINE, "run_scenario")  # the class's own method again
    again = validate([str(tmp_path / "set.cards")], options=options(tmp_path))
    assert again.exit_code == 0 and all(s.passed and not s.cached for s in again.scenarios)


# ---------------------------------------------------------------- the cache


def test_a_second_run_over_unchanged_cards_fuzzes_and_runs_nothing(tmp_path: Path, fuzz: CountingFuzz) -> None:
    paths = [
        str(write(tmp_path / "cards" / "slimes.cards", SLIMES)),
        str(write(tmp_path / "cards" / "items.cards", ITEMS)),
    ]
    first = validate(paths, options=options(tmp_path))
    assert sorted(fuzz.calls) == ["t-1", "t-2", "t-3"]
    assert not any(s.cached for s in first.scenarios)
    fuzz.calls.clear()
    second = validate(paths, options=options(tmp_path))
    assert fuzz.calls == []
    assert all(s.cached for s in second.scenarios)
    assert {r.key: sorted(r.cached) for r in second.cards} == {
        "t-1": ["fuzz", "tests"],
        "t-2": ["fuzz", "tests"],
        "t-3": ["fuzz"],
    }
    assert second.diagnostics() == first.diagnostics()
    assert {r.key: r.fuzz for r in second.cards} == {r.key: r.fuzz for r in first.cards}
    assert "unchanged card(s) from the cache" in second.summary()


def test_changing_one_card_revalidates_that_card_and_its_scenarios_alone(tmp_path: Path, fuzz: CountingFuzz) -> None:
    slimes = write(tmp_path / "slimes.cards", SLIMES)
    items = write(tmp_path / "items.cards", ITEMS)
    paths = [str(slimes), str(items)]
    validate(paths, options=options(tmp_path))
    fuzz.calls.clear()
    slimes.write_text(SLIMES.replace("  level 10\n", "  level 12\n"), encoding="utf-8")
    report = validate(paths, options=options(tmp_path))
    assert fuzz.calls == ["t-2"]
    ran = {s.name: s.cached for s in report.scenarios}
    assert ran == {"a level-3 player beats a level-1 slime": True, "a level-1 player loses to the big slime": False}
    assert "fuzz" in next(r for r in report.cards if r.key == "t-1").cached


def test_changing_the_fuzz_seed_or_states_fuzzes_again(tmp_path: Path, fuzz: CountingFuzz) -> None:
    paths = [str(write(tmp_path / "items.cards", ITEMS))]
    validate(paths, options=options(tmp_path))
    validate(paths, options=options(tmp_path, seed=1))
    validate(paths, options=options(tmp_path, states=4))
    validate(paths, options=options(tmp_path, seed=1))
    assert fuzz.calls == ["t-3", "t-3", "t-3"]


def test_no_cache_forces_everything(tmp_path: Path, fuzz: CountingFuzz) -> None:
    paths = [str(write(tmp_path / "slimes.cards", SLIMES))]
    validate(paths, options=options(tmp_path))
    report = validate(paths, options=options(tmp_path, use_cache=False))
    assert fuzz.calls == ["t-1", "t-2", "t-1", "t-2"]
    assert not any(s.cached for s in report.scenarios) and not any(r.cached for r in report.cards)


def test_a_moved_card_keeps_true_spans_from_the_cache(tmp_path: Path, fuzz: CountingFuzz) -> None:
    path = write(tmp_path / "set.cards", SLIMES)
    first = validate([str(path)], options=options(tmp_path))
    note = next(d for d in by_key(first)["t-2"] if d.code == "V0299")
    assert note.span is not None and note.span.line == line_col(SLIMES, '"Big Slime" @t-2')[0] + 1
    # Big Slime moves up above Tiny Slime, and a comment pushes everything down.
    big = SLIMES[SLIMES.index('monster "Big Slime"') : SLIMES.index('test "a level-3')]
    moved = SLIMES.replace(big, "").replace("game munchkin\n", "game munchkin\n# slimes, big first\n\n" + big, 1)
    path.write_text(moved, encoding="utf-8")
    fuzz.calls.clear()
    second = validate([str(path)], options=options(tmp_path))
    assert fuzz.calls == []
    for key, header in (("t-1", '"Tiny Slime" @t-1'), ("t-2", '"Big Slime" @t-2')):
        [cached] = [d for d in by_key(second)[key] if d.code == "V0299"]
        assert cached.span is not None and cached.span.line == line_col(moved, header)[0] + 1
        assert cached.span.file == str(path)
    # and a card moved to another file takes that file's name
    other = write(tmp_path / "elsewhere.cards", "game munchkin\n\n\n" + big)
    path.write_text(moved.replace(big, ""), encoding="utf-8")
    third = validate([str(path), str(other)], options=options(tmp_path))
    assert fuzz.calls == []
    [cached] = [d for d in by_key(third)["t-2"] if d.code == "V0299"]
    assert cached.span is not None and (cached.span.file, cached.span.line) == (str(other), 5)


def test_a_failure_from_the_cache_points_at_the_step_where_it_now_stands(tmp_path: Path, fuzz: CountingFuzz) -> None:
    text = SLIMES.replace("alice level 4", "alice level 7")
    path = write(tmp_path / "set.cards", text)
    validate([str(path)], options=options(tmp_path))
    shifted = text.replace("game munchkin\n", "game munchkin\n\n# a comment\n\n")
    path.write_text(shifted, encoding="utf-8")
    report = validate([str(path)], options=options(tmp_path))
    [failure] = [d for d in report.diagnostics() if d.code == "V0301"]
    assert all(s.cached for s in report.scenarios)
    assert failure.span is not None and (failure.span.line, failure.span.column) == line_col(shifted, "alice level 7")


def test_a_corrupt_cache_is_a_warning_and_validation_goes_on(tmp_path: Path, fuzz: CountingFuzz) -> None:
    paths = [str(write(tmp_path / "slimes.cards", SLIMES))]
    (tmp_path / "cache.db").write_bytes(b"this is not a database, it is a shopping list\n" * 40)
    report = validate(paths, options=options(tmp_path))
    assert report.exit_code == 0 and len(report.cards) == 2 and fuzz.calls == ["t-1", "t-2"]
    assert len(report.notices) == 1 and "cache" in report.notices[0] and "without the cache" in report.notices[0]
    result = cli(*paths, "--db", str(tmp_path / "cache.db"), "--cards", no_card_set(tmp_path), "--workers", "1")
    assert result.exit_code == 0 and "Traceback" not in result.stderr
    assert "warning:" in result.stderr and "without the cache" in result.stderr


def test_a_cache_that_cannot_be_made_is_a_warning(tmp_path: Path, fuzz: CountingFuzz) -> None:
    blocker = write(tmp_path / "blocker", "a file where the cache's folder should be\n")
    paths = [str(write(tmp_path / "items.cards", ITEMS))]
    report = validate(paths, options=options(tmp_path, db_url=str(blocker / "sub" / "cache.db")))
    assert report.exit_code == 0 and fuzz.calls == ["t-3"]
    assert len(report.notices) == 1 and "without the cache" in report.notices[0]
    result = cli(*paths, "--db", "nosuchdriver://x/y", "--cards", no_card_set(tmp_path))
    assert result.exit_code == 0 and "cannot use the database" in result.stderr and "Traceback" not in result.stderr


def test_a_changed_engine_invalidates_the_cache(
    tmp_path: Path, fuzz: CountingFuzz, monkeypatch: pytest.MonkeyPatch
) -> None:
    from toolkit.validate import cache

    paths = [str(write(tmp_path / "slimes.cards", SLIMES))]
    validate(paths, options=options(tmp_path))
    monkeypatch.setattr(cache, "engine_version", lambda game: "an engine changed since")
    report = validate(paths, options=options(tmp_path))
    assert fuzz.calls == ["t-1", "t-2", "t-1", "t-2"]
    assert not any(s.cached for s in report.scenarios)


def test_the_engine_version_follows_the_engine_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from toolkit.validate import cache

    copy = tmp_path / "toolkit"
    for part in ("engine", "validate", "lang", "rulesets"):
        shutil.copytree(ROOT / "toolkit" / part, copy / part, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(cache, "_ROOT", copy)
    cache.clear_versions()
    try:
        before = cache.engine_version("munchkin"), cache.front_end_version()
        with (copy / "engine" / "table.py").open("a", encoding="utf-8") as handle:
            handle.write("\n# a change\n")
        cache.clear_versions()
        assert cache.engine_version("munchkin") != before[0] and cache.front_end_version() == before[1]
        with (copy / "lang" / "checker.py").open("a", encoding="utf-8") as handle:
            handle.write("\n# a change\n")
        cache.clear_versions()
        assert cache.front_end_version() != before[1]
    finally:
        monkeypatch.undo()
        cache.clear_versions()


def test_a_file_read_back_from_the_cache_is_the_file_as_checked(tmp_path: Path, fuzz: CountingFuzz) -> None:
    paths = [str(write(tmp_path / "slimes.cards", SLIMES)), str(write(tmp_path / "items.cards", ITEMS))]
    first = validate(paths, options=options(tmp_path))
    second = validate(paths, options=options(tmp_path))
    assert [r.card for r in second.cards] == [r.card for r in first.cards]
    assert [(r.card.file, r.card.line, r.card.span, r.card.source) for r in second.cards] == [
        (r.card.file, r.card.line, r.card.span, r.card.source) for r in first.cards
    ]


def test_the_cache_lives_beside_the_catalog_and_leaves_it_alone(tmp_path: Path, fuzz: CountingFuzz) -> None:
    from catalog_support import ALL_CARDS, card_rows, copy_fixtures

    cards = copy_fixtures(tmp_path / "cards")
    db = tmp_path / "catalog.db"
    assert CliRunner().invoke(app, ["catalog", "import", str(cards), "--db", str(db)]).exit_code == 0
    before = card_rows(db)
    report = validate([str(cards)], options=options(tmp_path, db_url=str(db)))
    assert not report.notices and set(card_rows(db)) == ALL_CARDS and card_rows(db) == before
    again = validate([str(cards)], options=options(tmp_path, db_url=str(db)))
    assert all("fuzz" in r.cached for r in again.cards)


def test_a_cache_table_of_another_shape_is_replaced(tmp_path: Path, fuzz: CountingFuzz) -> None:
    import sqlite3

    with sqlite3.connect(tmp_path / "cache.db") as connection:
        connection.execute("CREATE TABLE validation_cache (id INTEGER PRIMARY KEY, something TEXT)")
    connection.close()
    paths = [str(write(tmp_path / "items.cards", ITEMS))]
    assert not validate(paths, options=options(tmp_path)).notices
    validate(paths, options=options(tmp_path))
    assert fuzz.calls == ["t-3"]


def test_workers_that_break_are_a_notice_and_the_run_goes_on(
    tmp_path: Path, fuzz: CountingFuzz, monkeypatch: pytest.MonkeyPatch
) -> None:
    from concurrent.futures.process import BrokenProcessPool

    from toolkit.validate import runner

    def broken(*_args: object) -> object:
        raise BrokenProcessPool("a worker was killed")

    monkeypatch.setattr(runner, "_run_over_processes", broken)
    monkeypatch.setattr(runner, "SERIAL_BELOW_SECONDS", 0.0)
    report = validate([str(write(tmp_path / "set.cards", SLIMES))], options=options(tmp_path, workers=2))
    assert report.exit_code == 0 and sorted(fuzz.calls) == ["t-1", "t-2"] and len(report.scenarios) == 2
    assert any("running in one process" in n for n in report.notices)


def test_results_are_the_same_for_any_worker_count(tmp_path: Path) -> None:
    games = [str(CARDS / "munchkin")]
    reports = [
        validate(games, options=ValidateOptions(use_cache=False, workers=n, states=2, cards_root=CARDS)) for n in (1, 2)
    ]
    from toolkit.validate.reporters import render

    def stable(report: ValidationReport) -> object:
        data = json.loads(render(report, "json"))
        return _without_timings(data)

    assert stable(reports[0]) == stable(reports[1])


def _without_timings(value: object) -> object:
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items() if k not in ("seconds", "time")}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    return value


# ---------------------------------------------------------------- --changed-since


def git(repo: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.invalid",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.invalid",
    }
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, env=env, check=True)
    return done.stdout


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path / "repo"
    write(root / "cards" / "slimes.cards", SLIMES)
    write(root / "cards" / "items.cards", ITEMS)
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "cards")
    return root


def test_changed_since_reports_the_changed_card_and_what_depends_on_it(repo: Path, fuzz: CountingFuzz) -> None:
    slimes = repo / "cards" / "slimes.cards"
    assert validate([str(repo / "cards")], options=options(repo, changed_since="HEAD")).cards == []
    slimes.write_text(SLIMES.replace("  level 1\n  treasures 1", "  level 2\n  treasures 1", 1), encoding="utf-8")
    fuzz.calls.clear()
    report = validate([str(repo / "cards")], options=options(repo, changed_since="HEAD", use_cache=False))
    assert [r.key for r in report.cards] == ["t-1"]
    assert [s.name for s in report.scenarios] == ["a level-3 player beats a level-1 slime"]
    assert fuzz.calls == ["t-1"]
    # a new file is new cards; a comment alone changes no card
    write(repo / "cards" / "more.cards", ITEMS.replace("Pointy Hat", "Flat Hat").replace("t-3", "t-4"))
    (repo / "cards" / "items.cards").write_text(ITEMS + "# just a comment\n", encoding="utf-8")
    report = validate([str(repo / "cards")], options=options(repo, changed_since="HEAD"))
    assert [r.key for r in report.cards] == ["t-4", "t-1"]  # more.cards, then slimes.cards


def test_changed_since_a_card_moved_to_another_file_is_not_changed(repo: Path, fuzz: CountingFuzz) -> None:
    items = repo / "cards" / "items.cards"
    items.unlink()
    write(repo / "cards" / "gear" / "hats.cards", "game munchkin\n\n# moved here\n" + ITEMS.split("\n", 2)[2])
    report = validate([str(repo / "cards")], options=options(repo, changed_since="HEAD"))
    assert report.cards == [] and report.exit_code == 0
    write(repo / "cards" / "gear" / "hats.cards", ITEMS.replace("bonus +1", "bonus +2"))
    report = validate([str(repo / "cards")], options=options(repo, changed_since="HEAD"))
    assert [r.key for r in report.cards] == ["t-3"]


def test_changed_since_reports_a_changed_scenario_on_the_cards_it_names(repo: Path, fuzz: CountingFuzz) -> None:
    slimes = repo / "cards" / "slimes.cards"
    slimes.write_text(SLIMES.replace("expect alice loses combat", "expect alice wins combat"), encoding="utf-8")
    report = validate([str(repo / "cards")], options=options(repo, changed_since="HEAD"))
    assert [r.key for r in report.cards] == ["t-2"]
    assert codes([d for d in report.diagnostics() if d.code.startswith("V03")]) == ["V0301"]
    assert report.exit_code == 1


def test_changed_since_needs_a_git_repository_and_a_real_revision(repo: Path, tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="unknown git revision 'no-such-branch'"):
        validate([str(repo / "cards")], options=options(repo, changed_since="no-such-branch"))
    outside = write(tmp_path / "loose" / "items.cards", ITEMS)
    result = cli(str(outside), "--changed-since", "HEAD", "--no-cache", "--cards", no_card_set(tmp_path))
    assert result.exit_code == 2 and "not inside a git repository" in result.stderr
    assert "Traceback" not in result.stderr
    result = cli(str(repo / "cards"), "--changed-since", "nope~3", "--no-cache")
    assert result.exit_code == 2 and "unknown git revision 'nope~3'" in result.stderr


# ---------------------------------------------------------------- the command


def test_exit_codes(tmp_path: Path, fuzz: CountingFuzz) -> None:
    good = write(tmp_path / "good.cards", SLIMES)
    bad = write(tmp_path / "bad.cards", SLIMES.replace("alice level 4", "alice level 5").replace("t-", "b-"))
    bad.write_text(bad.read_text(encoding="utf-8").replace("Slime", "Goo"), encoding="utf-8")
    common = ["--no-cache", "--cards", no_card_set(tmp_path)]
    assert cli(str(good), *common).exit_code == 0
    assert cli(str(bad), *common).exit_code == 1
    unknown = cli(str(good), "--format", "yaml", *common)
    assert unknown.exit_code == 2 and "unknown format 'yaml'" in unknown.stderr
    missing = cli(str(tmp_path / "nowhere.cards"), *common)
    assert missing.exit_code == 2 and "E0001" in missing.stderr


def test_werror_turns_warnings_into_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:

    def warn(
        ruleset: Ruleset, pool: Sequence[Card], card: Card, seed: int, states: int
    ) -> tuple[list[Diagnostic], FuzzStats]:
        return [Diagnostic("V0298", "a warning", card.span, Severity.WARNING)], FuzzStats(states, 0, 0)

    monkeypatch.setattr(fuzz_module, "fuzz_card", warn)
    path = str(write(tmp_path / "items.cards", ITEMS))
    common = ["--no-cache", "--cards", no_card_set(tmp_path)]
    assert cli(path, *common).exit_code == 0
    assert cli(path, "--werror", *common).exit_code == 1


def test_output_file_gets_the_report_and_stderr_the_summary(tmp_path: Path, fuzz: CountingFuzz) -> None:
    path = str(write(tmp_path / "set.cards", SLIMES.replace("alice level 4", "alice level 7")))
    target = tmp_path / "reports" / "out.sarif"
    result = cli(path, "-f", "sarif", "-o", str(target), "--no-cache", "--cards", no_card_set(tmp_path))
    assert result.exit_code == 1
    sarif = json.loads(target.read_text(encoding="utf-8"))
    assert [r["ruleId"] for r in sarif["runs"][0]["results"] if r["ruleId"].startswith("V03")] == ["V0301"]
    assert result.stdout == ""
    assert "1 error(s)" in result.stderr and str(target) in result.stderr
    blocked = cli(path, "-o", str(tmp_path / "set.cards" / "out.txt"), "--no-cache", "--cards", no_card_set(tmp_path))
    assert blocked.exit_code == 2 and "cannot write" in blocked.stderr and "Traceback" not in blocked.stderr


def test_project_cards_validate_cleanly_in_every_format(tmp_path: Path) -> None:
    db = str(tmp_path / "cache.db")
    for format in FORMATS:
        result = cli(str(CARDS), "--format", format, "--db", db, "--cards", str(CARDS))
        assert result.exit_code == 0, result.stdout[-3000:] + result.stderr[-3000:]
        assert "Traceback" not in result.stderr
        assert not result.stderr.strip() or "warning" not in result.stderr
    again = json.loads(cli(str(CARDS), "--format", "json", "--db", db, "--cards", str(CARDS)).stdout)
    # Nothing fuzzed twice: every card of a game with an engine comes from the cache (a game with none
    # yet fuzzes nothing, so caches nothing, and says so in a note).
    from toolkit.lang.games import get

    fuzzed = [c for c in again["cards"] if get(c["game"]).has_engine]  # type: ignore[union-attr]
    assert again["summary"]["cached"] == len(fuzzed) > 150
    assert len(again["notes"]) == 2 and len(again["cards"]) > len(fuzzed)
    assert all(s["cached"] for s in again["scenarios"])


# ---------------------------------------------------------------- the invalid corpus, through the command


def _corpus_cases() -> list[Path]:
    return sorted(path for folder in CORPORA if folder.is_dir() for path in folder.glob("*.cards"))


@pytest.mark.skipif(not _corpus_cases(), reason="tests/invalid/ is not there yet")
def test_the_command_reports_the_invalid_corpus_codes(tmp_path: Path) -> None:
    """One ``deckwright validate`` over the corpora (``-f json``) reports, in each corpus file, every diagnostic its
    header expects at its place, and nothing else: a card already wrong by the rules is not fuzzed, so the
    fuzzer does not echo it with "never playable"."""
    from test_invalid_corpus import read_case  # the corpus's own reading of its "# expect:" headers

    reported: list[dict[str, object]] = []
    cards = 0
    for folder in CORPORA:  # one run per corpus: the cards of one are not in the pool the others are fuzzed with
        # --lang none: the corpora's cards are nobody's to translate (V04xx has tests of its own)
        result = cli(
            str(folder), "--format", "json", "--db", str(tmp_path / "cache.db"), "--cards", str(CARDS), "--lang", "none"
        )
        data = json.loads(result.stdout)
        assert not data["notices"]
        assert result.exit_code == (1 if data["summary"]["errors"] else 0), result.stdout
        reported += [*data["diagnostics"], *(d for card in data["cards"] for d in card["diagnostics"])]
        cards += data["summary"]["cards"]
    found: dict[str, set[tuple[str, int, int]]] = {}
    extra: list[dict[str, object]] = []
    for d in reported:
        assert d["span"] is not None, d
        found.setdefault(Path(d["span"]["file"]).name, set()).add((d["code"], d["span"]["line"], d["span"]["column"]))
    for path in _corpus_cases():
        case = read_case(path)
        got = found.get(path.name, set())
        assert case.expected and case.expected <= got, (path.name, sorted(case.expected), sorted(got))
        extra.extend(
            d
            for d in reported
            if Path(d["span"]["file"]).name == path.name
            and (d["code"], d["span"]["line"], d["span"]["column"]) not in case.expected
        )
    assert not extra, extra
    assert cards >= len(_corpus_cases())


def test_a_card_set_that_is_not_there_is_a_usage_error_and_a_missing_default_is_explained(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = str(write(tmp_path / "slimes.cards", SLIMES))
    missing = cli(path, "--no-cache", "--cards", str(tmp_path / "nowhere"))
    assert missing.exit_code == 2 and "--cards" in missing.stderr and "no such directory" in missing.stderr
    # Outside a project (no ./cards), a test block naming a card of the game's base set (its shipped set)
    # finds it there: the scenario runs (and here fails on its own terms), no card is unknown.
    monkeypatch.chdir(tmp_path)
    names_another = write(tmp_path / "other.cards", CURSE_NAMING_A_MONSTER)
    result = cli(str(names_another), "--no-cache", "--db", str(tmp_path / "cache.db"))
    assert result.exit_code == 1 and "V0301" in result.stderr and "V0302" not in result.stderr
    assert "no card set at 'cards' here" not in result.stderr
