"""One command line: one error style, diagnostics on stderr, results on stdout, a JSON report with
a schema version for every command a script reads, ``--quiet``, and progress lines in a log."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from toolkit.cli import app
from toolkit.report import SCHEMA_VERSION, ProgressLines

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
RACES = str(CARDS / "munchkin" / "races.cards")
CLASSES = str(CARDS / "munchkin" / "classes.cards")
FIXTURES = ROOT / "tests" / "fixtures" / "catalog"

BAD = 'game munchkin\n\nmonster "A" {\n  levle 8\n  treasures 1\n}\n'


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    result = CliRunner().invoke(app, list(args), env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


def report(result: Result, *keys: str) -> dict[str, object]:
    """The JSON report on stdout: schema_version first, then the keys the command promises."""
    payload = json.loads(result.stdout)
    assert isinstance(payload, dict)
    assert next(iter(payload)) == "schema_version" and payload["schema_version"] == SCHEMA_VERSION
    missing = [key for key in keys if key not in payload]
    assert not missing, (missing, sorted(payload))
    return payload


# ---------------------------------------------------------------- one error style


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "--bogus", "x"], "error: no such option: --bogus"),
        (["check"], "error: give card files or folders, or run inside a project"),  # no paths, no project
        (["nosuch"], "error: no such command 'nosuch'"),
        (["simulate", "--games", "0"], "error: invalid value for '--games'"),
        (["catalog", "show"], "error: missing argument"),
    ],
)
def test_usage_errors_are_in_the_one_style(argv: list[str], message: str) -> None:
    result = run(*argv)
    assert result.exit_code == 2
    assert result.stderr.startswith(message), result.stderr
    assert "= help: see 'deckwright" in result.stderr
    assert "Error:" not in result.output and "Usage:" not in result.output
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["test", "x", "--format"], "deckwright test"),
        (["-q", "test", "x", "--format"], "deckwright test"),
        (["catalog", "search", "--limit"], "deckwright catalog search"),
        (["check", "--bogus", "x"], "deckwright check"),
        (["--bogus"], "deckwright"),
    ],
)
def test_a_usage_error_points_to_the_help_of_its_own_command(argv: list[str], command: str) -> None:
    result = run(*argv)
    assert result.exit_code == 2
    assert f"= help: see '{command} --help'" in result.stderr, result.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "--format", "yaml", RACES],
        ["vocabulary", "chess"],
        ["simulate", "--game", "chess"],
        ["new", "monster", "X", "--game", "chess"],
        ["test", RACES, "-k", "no such scenario"],
        ["validate", RACES, "--format", "xml"],
    ],
)
def test_command_errors_are_in_the_one_style(argv: list[str]) -> None:
    result = run(*argv)
    assert result.exit_code == 2
    assert result.stderr.startswith("error: "), result.stderr
    assert result.stdout == ""


def test_no_arguments_shows_the_help() -> None:
    result = run()
    assert result.exit_code == 2 and "Commands:" in result.stdout and "check" in result.stdout


def test_a_diagnostic_without_a_place_has_no_program_prefix(tmp_path: Path) -> None:
    result = run("check", str(tmp_path / "missing.cards"))
    assert result.exit_code == 2
    assert result.stderr.startswith("error[E0001]: "), result.stderr


def test_diagnostics_on_stderr_results_on_stdout(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cards"
    bad.write_text(BAD, encoding="utf-8")
    for argv in (["check", str(bad)], ["validate", str(bad), "--no-cache", "--states", "0"], ["test", str(bad)]):
        result = run(*argv, env={"DECKWRIGHT_DB": str(tmp_path / "catalog.db")})
        assert result.exit_code == 1, (argv, result.output)
        assert "error[E0102]" in result.stderr, argv
        assert "error[" not in result.stdout, argv


def test_a_scenario_that_cannot_run_fails_on_stdout_with_its_diagnostic_on_stderr(tmp_path: Path) -> None:
    scenario = tmp_path / "scenario.cards"
    scenario.write_text(
        'game munchkin\n\ntest "names a card that is not there" {\n  given alice level 3\n'
        '  when alice fights "No Such Monster At All"\n  expect alice level 4\n}\n',
        encoding="utf-8",
    )
    result = run("test", str(scenario), "--cards", str(CARDS))
    assert result.exit_code == 1
    assert "FAIL " in result.stdout and "0 passed, 1 failed" in result.stdout
    assert "error[T0001]" in result.stderr and "error[" not in result.stdout


# ---------------------------------------------------------------- JSON reports


def test_check_json(tmp_path: Path) -> None:
    payload = report(run("check", "--format", "json", RACES), "ok", "files", "cards", "scenarios", "diagnostics")
    assert payload["ok"] is True and payload["cards"] == {"munchkin": 3}


def test_fmt_json(tmp_path: Path) -> None:
    messy = tmp_path / "messy.cards"
    messy.write_text('game munchkin\nmonster "A" {\nlevel 1\n  treasures 1\n}\n', encoding="utf-8")
    result = run("fmt", "--check", "--format", "json", str(messy))
    assert result.exit_code == 1
    payload = report(result, "ok", "check", "changed", "unchanged", "failed", "diagnostics")
    assert payload["changed"] == [str(messy)] and payload["check"] is True
    assert messy.read_text(encoding="utf-8").startswith("game munchkin\nmonster")  # --check writes nothing


def test_test_json() -> None:
    result = run("test", "--format", "json", RACES)
    assert result.exit_code == 0
    payload = report(result, "ok", "passed", "failed", "scenarios")
    scenarios = payload["scenarios"]
    assert isinstance(scenarios, list) and len(scenarios) == payload["passed"] > 0
    assert set(scenarios[0]) >= {"game", "name", "file", "line", "passed", "failures", "errors"}


@pytest.mark.parametrize("command", [["test"], ["explain", "-t", "any"]])
def test_a_json_report_says_why_when_the_cards_do_not_load(tmp_path: Path, command: list[str]) -> None:
    bad = tmp_path / "bad.cards"
    bad.write_text(BAD, "utf-8")
    for path, code in ((str(bad), 1), (str(tmp_path / "missing.cards"), 2)):
        result = run(*command, "--format", "json", path)
        assert result.exit_code == code
        payload = report(result, "ok", "diagnostics")
        assert payload["ok"] is False
        assert [d["code"] for d in payload["diagnostics"]] == ["E0102" if code == 1 else "E0001"]


def test_explain_json() -> None:
    result = run("explain", CLASSES, "-t", "warrior wins ties", "--format", "json")
    assert result.exit_code == 0, result.output
    (scenario,) = report(result, "scenarios")["scenarios"]  # type: ignore[misc]
    assert scenario["name"] == "warrior wins ties" and scenario["passed"] is True
    (section,) = scenario["sections"]  # what the game shows of it (Rules.explain): one combat here
    assert set(section) == {"title", "columns", "rows", "totals", "lines"}
    assert section["lines"][0].startswith("the players win") and scenario["events"]


def test_vocabulary_json() -> None:
    payload = report(run("vocabulary", "munchkin", "--format", "json"), "game", "kinds", "phrases", "constants")
    kinds = {kind["name"]: kind for kind in payload["kinds"]}  # type: ignore[union-attr]
    assert "monster" in kinds and any(f["name"] == "level" for f in kinds["monster"]["fields"])
    assert payload["phrases"]["effects"]["phrases"]  # type: ignore[index]
    decisions = {d["name"]: d for d in payload["decisions"]}  # type: ignore[union-attr]
    assert {"asked", "offers", "words", "labels", "number", "picks"} <= set(decisions["help"])
    assert "decline" in decisions["help"]["words"]


def test_simulate_json() -> None:
    result = run("simulate", "--games", "2", "--players", "3", "--format", "json")
    assert result.exit_code == 0, result.output
    payload = report(result, "game", "players", "games", "seed", "wins_by_seat", "event_log_hash")
    assert payload["games"] == 2


def test_validate_json(tmp_path: Path) -> None:
    result = run("validate", RACES, "--format", "json", "--states", "0", "--db", str(tmp_path / "c.db"))
    assert result.exit_code == 0, result.output
    payload = report(result, "version", "ok", "summary", "cards")
    assert payload["ok"] is True


def test_catalog_json_reports(tmp_path: Path) -> None:
    cards = shutil.copytree(FIXTURES, tmp_path / "cards")
    db = str(tmp_path / "catalog.db")
    imported = report(run("catalog", "import", str(cards), "--db", db, "--format", "json"), "added", "updated")
    assert imported["added"] == 23 and imported["removed"] == 0
    found = report(run("catalog", "search", "kind:monster", "--db", db, "--format", "json"), "total", "cards")
    assert found["total"] == len(found["cards"]) > 0  # type: ignore[arg-type]
    shown = report(run("catalog", "show", "mun-m002", "--db", db, "--format", "json"), "game", "key", "fields")
    assert shown["key"] == "mun-m002"
    exported = report(run("catalog", "export", "--db", db, "--format", "json"), "cards")
    assert len(exported["cards"]) == 23  # type: ignore[arg-type]


# ---------------------------------------------------------------- --quiet


def test_quiet_prints_only_errors(tmp_path: Path) -> None:
    assert run("--quiet", "check", RACES).output == ""
    assert run("-q", "test", RACES).output == ""
    warned = tmp_path / "warned.cards"
    warned.write_text(BAD, encoding="utf-8")
    result = run("-q", "check", str(warned))
    assert result.exit_code == 1 and result.stdout == "" and "error[E0102]" in result.stderr


def test_quiet_keeps_what_was_asked_for(tmp_path: Path) -> None:
    """A JSON report, a vocabulary, a new card, a search's table is the command's result, not chatter."""
    assert json.loads(run("-q", "check", "--format", "json", RACES).stdout)["ok"] is True
    assert run("-q", "vocabulary", "munchkin").stdout.startswith("# ")
    assert 'monster "Newt"' in run("-q", "new", "monster", "Newt").stdout
    db = str(tmp_path / "catalog.db")
    assert run("catalog", "import", "-q", str(FIXTURES), "--db", db).output == ""
    found = run("catalog", "search", "-q", "kind:monster", "--db", db).stdout
    assert "Sulking Slime" in found and "card(s)" not in found  # the table, not the count under it


def test_quiet_is_an_option_of_every_command_too() -> None:
    from typer.main import get_command

    root = get_command(app)

    def commands(node: object) -> list[object]:
        subs = getattr(node, "commands", None)
        return [c for sub in subs.values() for c in commands(sub)] if subs else [node]

    every = commands(root)
    assert len(every) >= 13
    for command in every:
        assert any("--quiet" in p.opts for p in command.params), command.name  # type: ignore[attr-defined]
    assert run("check", "-q", RACES).output == "" and run("check", "--quiet", RACES).exit_code == 0


# ---------------------------------------------------------------- progress


def test_progress_lines_when_stderr_is_not_a_terminal(tmp_path: Path) -> None:
    env = {"DECKWRIGHT_PROGRESS_INTERVAL": "0", "DECKWRIGHT_DB": str(tmp_path / "c.db")}
    checked = run("check", str(CARDS / "munchkin"), env=env)
    assert checked.exit_code == 0
    files = len(list((CARDS / "munchkin").glob("*.cards")))  # the set grows: count it, do not write it down
    assert f"check: {files}/{files} files" in checked.stderr and "check:" not in checked.stdout
    simulated = run("simulate", "--games", "3", "--players", "3", env=env)
    assert "simulate: 3/3 games" in simulated.stderr
    tested = run("test", RACES, env=env)
    assert "test: 12 scenarios" in tested.stderr
    validated = run("validate", RACES, "--states", "0", env=env)
    assert "validate: " in validated.stderr and " steps" in validated.stderr
    assert run("-q", "check", str(CARDS / "munchkin"), env=env).output == ""


def test_progress_lines_are_few() -> None:
    """A line per tenth of the work or per interval, not one per item; a short job prints none."""
    now = [0.0]
    lines: list[str] = []
    progress = ProgressLines(lines.append, "validate", "cards", 400, delay=1.0, interval=5.0, clock=lambda: now[0])
    progress.update(10)  # before the delay: nothing
    for done in range(11, 401):
        now[0] += 0.01
        progress.update(done)
    progress.finish()
    assert lines[0] == "validate: 110/400 cards" and lines[-1] == "validate: 400/400 cards"
    assert 5 <= len(lines) <= 11
    quick: list[str] = []
    short = ProgressLines(quick.append, "check", "files", 3, clock=lambda: 0.0)
    for done in range(1, 4):
        short.update(done)
    short.finish()
    assert quick == []


def test_a_terminal_gets_a_bar_not_lines() -> None:
    import io

    from rich.console import Console

    from toolkit.report import progress

    terminal = Console(file=io.StringIO(), force_terminal=True, width=80)
    with progress(terminal, "validate", "steps") as bar:
        bar.update(3, 10)
        bar.update(10)
        bar.advance(0)
    shown = terminal.file.getvalue()  # type: ignore[attr-defined]
    assert "validate" in shown and "10/10" in shown and "validate: " not in shown
    silent = Console(file=io.StringIO(), force_terminal=True)
    with progress(silent, "validate", "steps", 10, enabled=False) as bar:
        bar.update(10)
    assert silent.file.getvalue() == ""  # type: ignore[attr-defined]


def test_explain_of_a_failing_scenario_says_why_and_exits_1(tmp_path: Path) -> None:
    block = tmp_path / "t.cards"
    block.write_text(
        'game munchkin\n\ntest "t" {\n  given alice level 1\n  when alice fights "Sulking Slime"\n'
        "  expect alice level 5\n}\n",
        "utf-8",
    )
    text = run("explain", str(block), "-t", "t")
    assert text.exit_code == 1
    assert "scenario FAILED" in text.stdout and "line 6: expected alice at level 5" in text.stdout
    payload = report(run("explain", "--format", "json", str(block), "-t", "t"), "scenarios")
    (scenario,) = payload["scenarios"]  # type: ignore[misc]
    assert scenario["passed"] is False and scenario["failures"][0]["line"] == 6


FAILING = (
    'game munchkin\n\ntest "t" {\n  given alice level 1\n  when alice fights "Sulking Slime"\n'
    "  expect alice level 5\n}\n"
)


def test_a_failed_expectation_in_json_has_the_line_and_column_of_its_step(tmp_path: Path) -> None:
    """As every diagnostic has both: `test`, `explain` and `validate` give the step's column too."""
    block = tmp_path / "t.cards"
    block.write_text(FAILING.replace("  expect alice level 5", "    expect alice level 5"), "utf-8")
    tested = run("test", "--format", "json", str(block))
    assert tested.exit_code == 1
    (scenario,) = report(tested, "scenarios")["scenarios"]  # type: ignore[misc]
    failure = {"line": 6, "column": 5, "expected": "alice at level 5", "actual": "level 1"}
    assert scenario["failures"] == [failure]
    (explained,) = report(run("explain", "--format", "json", str(block), "-t", "t"), "scenarios")["scenarios"]  # type: ignore[misc]
    assert explained["failures"] == [failure]
    validated = run("validate", "--format", "json", "--states", "0", str(block))
    (outcome,) = json.loads(validated.stdout)["scenarios"]
    assert outcome["failures"] == [failure]


def test_counts_agree_with_their_noun(tmp_path: Path) -> None:
    """`test: 1 scenario`, `(1 scenario of munchkin)`, never `1 scenarios` or `scenario(s)`."""
    block = tmp_path / "t.cards"
    block.write_text(FAILING.replace("level 5", "level 1"), "utf-8")
    one = run("test", str(block), env={"DECKWRIGHT_PROGRESS_INTERVAL": "0"})
    assert one.exit_code == 0, one.output
    assert "test: 1 scenario\n" in one.stderr and "(1 scenario of munchkin)" in one.stdout
    two = block.read_text("utf-8") + 'test "u" {\n  given alice level 3\n  expect alice level 3\n}\n'
    block.write_text(two, "utf-8")
    both = run("test", str(block), env={"DECKWRIGHT_PROGRESS_INTERVAL": "0"})
    assert "test: 2 scenarios\n" in both.stderr and "(2 scenarios of munchkin)" in both.stdout
    missing = run("test", str(block), "-k", "nothing such")
    assert missing.exit_code == 2 and "(2 scenarios in the files given)" in missing.stderr
    lines: list[str] = []
    single = ProgressLines(lines.append, "check", "files", 1, delay=0.0, interval=0.0, clock=lambda: 0.0)
    single.update(1)
    assert lines == ["check: 1/1 file"]
    assert "scenario(s)" not in one.output + both.output + missing.output


def test_simulate_with_a_card_set_that_is_not_there_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # With no --cards, a folder outside a project plays the game's shipped set (tests/test_card_source.py).
    monkeypatch.chdir(tmp_path)
    result = run("simulate", "--games", "1", "--cards", "elsewhere")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --cards elsewhere: no such file or folder")
