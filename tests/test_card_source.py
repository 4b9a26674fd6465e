"""Which cards a command plays or reads, from a folder that is not a project and from a project made by
`deckwright init` (issue 9, "simulate outside a card set still needs --cards"): one rule for all
(toolkit.cli.project.card_source), run as a designer runs the commands, outside the repository."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def deckwright(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "toolkit", *args], cwd=cwd, capture_output=True, text=True, timeout=600, env=env
    )


@pytest.fixture(scope="module")
def empty(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("nowhere")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("designer") / "goblins"
    made = deckwright("init", str(folder), "--game", "munchkin", cwd=folder.parent)
    assert made.returncode == 0, made.stderr
    return folder


def digest(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 0, result.stderr
    return str(json.loads(result.stdout)["event_log_hash"])


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_simulate_outside_a_project_plays_the_shipped_set(empty: Path, game: str) -> None:
    args = ("simulate", "--game", game, "--games", "2", "--format", "json")
    # The same games as from the repository's root, whose cards/ holds the shipped sets.
    assert digest(deckwright(*args, cwd=empty)) == digest(deckwright(*args, cwd=ROOT))


def test_a_project_plays_another_game_with_that_games_shipped_set(empty: Path, project: Path) -> None:
    args = ("simulate", "--game", "munchkin-kungfu", "--games", "2", "--format", "json")
    assert digest(deckwright(*args, cwd=project)) == digest(deckwright(*args, cwd=empty))


def test_a_project_plays_its_cards_on_its_base_set(project: Path) -> None:
    result = deckwright("simulate", "--games", "2", "--format", "json", cwd=project)
    report = json.loads(result.stdout)
    assert result.returncode == 0, result.stderr
    assert report["game"] == "munchkin"


def test_cards_given_that_do_not_exist_are_a_usage_error(empty: Path) -> None:
    result = deckwright("simulate", "--games", "1", "--cards", "nowhere", cwd=empty)
    assert result.returncode == 2
    assert "--cards nowhere: no such file or folder" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("command", [("render", "check"), ("sheet", "export", "-o", "out.csv")])
def test_reading_another_games_set_in_a_project_finds_its_shipped_set(
    empty: Path, project: Path, command: tuple[str, ...]
) -> None:
    inside = deckwright(*command, "--game", "munchkin-kungfu", cwd=project)
    outside = deckwright(*command, "--game", "munchkin-kungfu", cwd=empty)
    assert inside.returncode == 0 and outside.returncode == 0, inside.stderr + outside.stderr
    counted = [re.findall(r"(\d+) (?:munchkin-kungfu )?card\(s\)", r.stdout + r.stderr) for r in (inside, outside)]
    assert counted[0] == counted[1] and counted[0] and counted[0][0] != "0"


def test_a_game_with_no_cards_anywhere_is_a_clear_usage_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import typer

    from toolkit.cli import project as cli_project

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("toolkit.lang.sets.shipped_set", lambda name: None)
    with pytest.raises(typer.Exit) as ended:
        cli_project.card_source("munchkin", None, cli_project.Where(None))
    assert ended.value.exit_code == 2


def test_an_unknown_game_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import typer

    from toolkit.cli import project as cli_project

    monkeypatch.chdir(tmp_path)
    with pytest.raises(typer.Exit) as ended:
        cli_project.card_source("munchkn", None, cli_project.Where(None))
    assert ended.value.exit_code == 2
