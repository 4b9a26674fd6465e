"""Sixth review pass, the language: what a new designer typed that the checker took and the engine then
read otherwise. A card named "" (or only spaces) checked clean: a name that names nothing, which no test
block, catalog row or card face can point to; now E0018. `hand limit = -3` checked clean and the engine
read it as the change `hand limit -3` (a limit of 2): '=' sets a number, and a signed number after it is
a change written as a setting; now E0010 with both ways to write it."""

from __future__ import annotations

import pytest

from toolkit.lang.load import load_text


def errors(text: str) -> list[tuple[str, int, int, str]]:
    loaded = load_text(text, "review6.cards")
    return [
        (d.code, d.span.line, d.span.column, f"{d.message} | {d.hint}")
        for d in loaded.diagnostics
        if d.is_error and d.span
    ]


@pytest.mark.parametrize("name", ['""', '"   "', '"\u00a0"'])
def test_a_card_with_an_empty_name_is_refused(name: str) -> None:
    found = errors(f"game munchkin\n\nitem {name} @r6-x1 {{\n  gold 100\n}}\n")
    assert [(code, line, column) for code, line, column, _ in found] == [("E0018", 3, 6)], found
    assert "empty" in found[0][3], found


def test_a_test_block_with_an_empty_name_is_refused() -> None:
    found = errors('game munchkin\n\ntest "" {\n  given alice level 2\n  expect alice level 2\n}\n')
    assert [(code, line, column) for code, line, column, _ in found] == [("E0018", 3, 6)], found


def test_a_name_with_spaces_inside_is_a_name() -> None:
    assert errors('game munchkin\n\nitem "Ñandú Égg 🥚" {\n  gold 100\n}\n') == []


@pytest.mark.parametrize(("number", "column"), [("-3", 16), ("+2", 16)])
def test_a_signed_number_after_equals_is_refused(number: str, column: int) -> None:
    found = errors(f'game munchkin\n\nitem "Odd Pouch" {{\n  gold 100\n  hand limit = {number}\n}}\n')
    assert [(code, line, col) for code, line, col, _ in found] == [("E0010", 5, column)], found
    message = found[0][3]
    assert f"'= {number}'" in message and f"hand limit {number}" in message, message


def test_equals_with_a_whole_number_still_sets() -> None:
    assert errors('game munchkin\n\nitem "Odd Pouch" {\n  gold 100\n  hand limit = 7\n}\n') == []
