"""Wording a reviewer found: a count of players that read as plural and counted one, a value set's
schema name in the checker's messages, and kill levels read outside a combat (docs/language.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.load import load_text
from toolkit.validate.testing import card_pool, run_loaded

ROOT = Path(__file__).resolve().parent.parent

COUNTING = """game munchkin

one-shot "Head Count" @fin-w02 {
  during combat, if the number of other player >= 3: strength +2
  flavour "x"
}

one-shot "Crowd Pleaser" @fin-w01 {
  during combat: strength +1 for each other player
  flavour "x"
}

test "the number of other player counts every other player" {
  given 4 players
  given alice level 1
  given alice holding "Head Count"
  when alice fights "Cranky Cave Newt"
  when alice plays "Head Count"
  expect alice strength 3
}

test "for each other player counts the same players" {
  given 4 players
  given alice level 1
  given alice holding "Crowd Pleaser"
  when alice fights "Cranky Cave Newt"
  when alice plays "Crowd Pleaser"
  expect alice strength 4
}
"""


def _results(text: str) -> list[tuple[str, list[object], list[object]]]:
    loaded = load_text(text, "counting.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    report = run_loaded(loaded, card_pool(loaded, ROOT / "cards"))
    return [(str(r), r.failures, r.errors) for r in report.results]


def test_a_count_of_a_one_player_selector_counts_every_player_it_could_name() -> None:
    for name, failures, errors in _results(COUNTING):
        assert not failures and not errors, (name, failures, errors)


# The count phrases in each language: plural, never "the number of another player".
TEXT = {
    "en": ("the number of other players is 3 or more", "for each other player"),
    "es": ("el número de otros jugadores es 3 o más", "por cada uno de los demás jugadores"),
    "uk": ("кількість інших гравців 3 або більше", "за кожного іншого гравця"),
    "de": ("die Zahl der anderen Spieler 3 oder mehr ist", "für jeden anderen Spieler"),
    "pl": ("liczba innych graczy wynosi 3 lub więcej", "za każdego innego gracza"),
}
WRONG = {
    "en": "another player",
    "es": "otro jugador",
    "uk": "іншого гравця з",
    "de": "eines anderen",
    "pl": "innego gracza wynosi",
}


@pytest.mark.parametrize("lang", sorted(TEXT))
def test_the_count_of_other_players_reads_as_plural_in_every_language(lang: str, tmp_path: Path) -> None:
    path = tmp_path / "counting.cards"
    path.write_text(COUNTING, encoding="utf-8")
    quantity, counter = TEXT[lang]
    shown = {}
    for card in ("Head Count", "Crowd Pleaser"):
        result = CliRunner().invoke(app, ["text", "show", card, "-p", str(path), "-l", lang])
        assert result.exit_code == 0, result.output
        shown[card] = result.stdout
    assert quantity in shown["Head Count"], shown["Head Count"]
    assert counter in shown["Crowd Pleaser"], shown["Crowd Pleaser"]
    assert WRONG[lang] not in shown["Head Count"] + shown["Crowd Pleaser"]


def test_a_value_set_is_named_in_words_a_designer_knows() -> None:
    text = """game munchkin

one-shot "Odd Two" @fin-e02 {
  during combat: strength +1 on the middle-level player
  flavour "x"
}

one-shot "Odd Three" @fin-e03 {
  during combat, if your level is the middlest: strength +1
  flavour "x"
}
"""
    found = [(d.code, d.message, d.hint or "") for d in load_text(text, "e.cards").diagnostics]
    assert [code for code, _, _ in found] == ["E0114", "E0114"], found
    assert found[0][1].startswith("unknown level ranking 'middle-level'"), found
    assert found[0][2] == "level ranking names in munchkin: lowest-level, highest-level", found
    assert found[1][1] == "unknown ranking 'middlest'", found
    assert not any("level-rank" in m + h or "rank names" in h.replace("ranking names", "") for _, m, h in found)


def test_kill_levels_outside_a_combat_are_documented_where_the_designer_reads_of_them() -> None:
    page = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    section = page[page.index("**Kill levels and kill treasures outside a combat.**") :][:900]
    assert "start from **0**" in section and "`kill levels +1` reads 1 there" in section
    assert page.index("**Kill levels and kill treasures outside a combat.**") > page.index("**Rule numbers.**")
