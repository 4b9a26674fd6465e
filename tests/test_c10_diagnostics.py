"""Issue 10's small diagnostics, each at its exact line and column: `return a card from the combat` said
"found nothing" before "from"; `monster ""` and `deckwright new monster ""` were accepted; an amount out
of range was quoted name first ("reward infamy 999"); an [allow] entry with no colon had no line."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.load import load
from toolkit.project import ProjectError, read


def errors(tmp_path: Path, game: str, card: str) -> list[str]:
    path = tmp_path / "c.cards"
    path.write_text(f"game {game}\n\n{card}\n", encoding="utf-8")
    loaded = load([str(path)])
    return [f"{d.code} {d.span.line}:{d.span.column} {d.message}" for d in loaded.diagnostics if d.is_error and d.span]


def test_return_a_card_from_the_combat_points_at_the_word_that_is_wrong(tmp_path: Path) -> None:
    found = errors(tmp_path, "munchkin", 'curse "Send Back" {\n  when played: return a card from the combat\n}')
    # Not "expected a place, found nothing" at the space after "card": "from" is there, "combat" is wrong.
    assert found == ["E0108 4:39 unknown effect 'return a card from the combat'"], found


def test_a_card_with_an_empty_name_is_an_error(tmp_path: Path) -> None:
    card = 'monster "" {\n  level 3\n  treasures 1\n  bad stuff: lose 1 level\n}'
    assert [e[:10] for e in errors(tmp_path, "munchkin", card)] == ["E0018 3:9 "]
    blank = 'curse "  " {\n  when played: lose 1 level\n}'
    assert [e[:10] for e in errors(tmp_path, "munchkin", blank)] == ["E0018 3:7 "]


@pytest.mark.parametrize("name", ["", "   "])
def test_new_refuses_an_empty_name(name: str) -> None:
    result = CliRunner().invoke(app, ["new", "monster", name])
    assert result.exit_code == 2, result.output
    assert "a card needs a name: the name given is empty" in result.output
    assert "monster" not in result.output.split("error")[0]  # nothing printed as a card


def test_an_amount_out_of_range_reads_as_written(tmp_path: Path) -> None:
    card = 'contract "Big Job" {\n  difficulty hard\n  needs stealth 6\n  reward 999 infamy\n}'
    found = errors(tmp_path, "maniacal", card)
    assert found == ["E0105 6:10 reward 999 infamy is out of range: it must be from 0 to 30"], found


def test_an_allow_entry_without_its_colon_is_reported_at_its_line_and_column(tmp_path: Path) -> None:
    config = tmp_path / "deckwright.toml"
    config.write_text(
        '[project]\nname = "p"\ngame = "munchkin"\n\n[allow]\ncodes = [\n  "V0118: fine",\n  \'V0117 no reason\',\n]\n',
        encoding="utf-8",
    )
    with pytest.raises(ProjectError) as raised:
        read(config)
    assert str(raised.value) == (
        f"{config}:8:4: [allow] codes: 'V0117 no reason' is not a code such as \"V0117: why\"; "
        "did you mean 'V0117: no reason'?"
    )
