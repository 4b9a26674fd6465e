"""What a test block says when its steps are written where they cannot do what they mean.

- An action a combat forbids (equipping, MUN-53) written after a combat step runs once that combat
  has ended: an `expect refused` of it that finds it allowed says so, and which combat it was.
- A `pays with` step written before the step whose cost it pays is never asked (T0003): the error
  says where to write it.
- A project on no base set (`base = ""`) whose block names a card it lacks (T0001) gets a note saying so.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from cli_support import run

from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.rulesets.munchkin_rules.scenarios import ScenarioResult
from toolkit.validate.testing import run_loaded

CARDS = Path(__file__).resolve().parent.parent / "cards"


@functools.cache
def _munchkin() -> tuple[Card, ...]:
    return tuple(load([str(CARDS / "munchkin")]).cards)


def _run_block(text: str) -> ScenarioResult:
    loaded = load_text("game munchkin\n\n" + text, "order.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    (result,) = run_loaded(loaded, [*loaded.cards, *_munchkin()]).results
    return result


def test_an_equip_written_after_a_fight_says_it_ran_after_the_combat() -> None:
    result = _run_block(
        'test "equip after the fight" {\n'
        '  given alice level 3, carrying "Breastplate of Unearned Confidence"\n'
        '  when alice fights "Sock Gremlin"\n'
        '  when alice equips "Breastplate of Unearned Confidence"\n'
        "  expect refused\n"
        "}\n"
    )
    (failure,) = result.failures
    assert failure.actual.startswith("it was allowed (it ran after the combat of 'alice fights \"Sock Gremlin\"'")
    assert "only plays, uses, helps and bribes" in failure.actual


def test_an_action_with_no_combat_before_it_is_only_allowed() -> None:
    result = _run_block(
        'test "equip" {\n'
        '  given alice level 3, carrying "Breastplate of Unearned Confidence"\n'
        '  when alice equips "Breastplate of Unearned Confidence"\n'
        "  expect refused\n"
        "}\n"
    )
    (failure,) = result.failures
    assert failure.actual == "it was allowed"


def test_a_payment_written_before_its_play_says_where_it_goes() -> None:
    result = _run_block(
        'test "pays too early" {\n'
        '  given alice level 3, holding "Wand of Questionable Sparks"\n'
        "  when alice pays with 2 cards\n"
        '  when alice fights "Sock Gremlin"\n'
        "}\n"
    )
    (error,) = result.errors
    assert error.code == "T0003"
    assert "write it right after that step" in error.message
    assert error.span is not None and error.span.line == 5


def test_a_project_on_no_base_set_says_so_when_a_block_names_a_card_it_lacks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`base = ""` builds on nothing: a block naming a shipped card fails (T0001), and a note says why."""
    monkeypatch.chdir(tmp_path)
    assert run("init", "bare", "--game", "munchkin").exit_code == 0
    config = tmp_path / "bare" / "deckwright.toml"
    config.write_text(config.read_text(encoding="utf-8").replace('base = "munchkin"', 'base = ""'), encoding="utf-8")
    (tmp_path / "bare" / "cards" / "shipped.cards").write_text(
        'game munchkin\n\ntest "a shipped card" {\n  given alice carrying "Breastplate of Unearned Confidence"\n'
        "  expect alice level 1\n}\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path / "bare")
    result = run("test", "--format", "json")
    payload = json.loads(result.stdout)
    assert result.exit_code == 1
    (note,) = payload["notes"]
    assert 'base = ""' in note and 'base = "munchkin" builds on the shipped munchkin set' in note
    # On its base set, the same block passes and nothing is noted.
    config.write_text(config.read_text(encoding="utf-8").replace('base = ""', 'base = "munchkin"'), encoding="utf-8")
    again = json.loads(run("test", "--format", "json").stdout)
    assert again["notes"] == []
