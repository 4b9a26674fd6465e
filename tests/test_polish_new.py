"""`deckwright new` (issue 10, item 6): the skeleton of every kind of every game with a vocabulary checks
and validates clean as written, with no warning (a monster has treasure and bad stuff, a curse a rule)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang import games

runner = CliRunner()
GAMES = [name for name in games.names() if (found := games.get(name)) is not None and found.vocabulary.kinds]


def test_every_game_with_a_vocabulary_is_looped_over() -> None:
    assert {"munchkin", "munchkin-kungfu", "maniacal", "midgard"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_new_checks_and_validates_without_a_warning(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path = tmp_path / "goblins"  # the project's name is printed on the faces: pytest's is too long for it
    tmp_path.mkdir()
    monkeypatch.chdir(tmp_path)
    ruleset = games.get(game)
    assert ruleset is not None
    # In a project, so that each skeleton's @id is fresh across its files (its starter file is checked too).
    assert runner.invoke(app, ["init", ".", "--game", game]).exit_code == 0
    for kind in ruleset.vocabulary.kinds:
        target = tmp_path / "cards" / f"{kind}.cards"
        made = runner.invoke(app, ["new", kind, f"Fresh {kind.title()}", "--game", game, "-o", str(target)])
        assert made.exit_code == 0, made.output
        checked = runner.invoke(app, ["check", str(target)])
        assert checked.exit_code == 0, f"{kind}: {checked.output}"
        assert "0 error(s), 0 warning(s)" in checked.output or "no problems" in checked.output, checked.output
    # The skeletons validated together, as the project's cards (one run: the engine plays each).
    done = runner.invoke(app, ["validate", "--format", "json", "--db", str(tmp_path / "v.db")])
    assert done.exit_code == 0, done.output
    report = json.loads(done.stdout)
    problems = [d for card in report["cards"] for d in card["diagnostics"]] + report.get("diagnostics", [])
    assert [p for p in problems if p["severity"] in ("error", "warning")] == []
    assert report["summary"]["errors"] == 0 and report["summary"]["warnings"] == 0
    if ruleset.engine is None:  # Maniacal, Midgard: no engine yet; validate says so as a note, exit 0
        plain = runner.invoke(app, ["validate", "--db", str(tmp_path / "v.db")])
        assert plain.exit_code == 0 and "has no engine yet" in plain.output, plain.output
