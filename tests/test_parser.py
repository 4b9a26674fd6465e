"""The parser: trees, spans, Unicode, contextual keywords, recovery; and grammar generality."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.lang import ast, load_text
from toolkit.lang.parser import parse

ROOT = Path(__file__).resolve().parent.parent


def only_card(text: str) -> ast.CardBlock:
    parsed = parse(text, "t.cards")
    assert parsed.diagnostics == [], [d.headline() for d in parsed.diagnostics]
    assert parsed.file is not None
    (block,) = parsed.file.blocks
    assert isinstance(block, ast.CardBlock)
    return block


def test_spans_point_at_the_source() -> None:
    card = only_card('game munchkin\nmonster "Slime" @mun-1 {\n  level 8\n  bad stuff: lose 2 levels\n}\n')
    assert (card.span.line, card.span.column) == (2, 1)
    assert card.card_id == ast.Word("mun-1") and (card.card_id.span.line, card.card_id.span.column) == (2, 18)
    level, rule = card.body
    assert isinstance(level, ast.Property) and (level.span.line, level.span.column, level.span.end_column) == (3, 3, 10)
    assert isinstance(rule, ast.Rule)
    effect = rule.body[0]
    assert isinstance(effect, ast.Effect)
    assert (effect.span.line, effect.span.column, effect.span.end_column) == (4, 14, 27)
    assert card.end_line == 5


def test_unicode_names_and_escapes() -> None:
    card = only_card('game munchkin\nmonster "Дракон \\"Ґ\\" el Viñedo" {\n  level 1\n}\n')
    assert card.name.value == 'Дракон "Ґ" el Viñedo'


def test_keywords_are_contextual() -> None:
    card = only_card('game munchkin\nmonster "M" {\n  will not pursue if level <= 3 and not race elf\n}\n')
    (statement,) = card.body
    assert isinstance(statement, ast.Property)
    effect = statement.clauses[0]
    assert isinstance(effect, ast.Effect)
    assert effect.phrase.words() == ("will", "not", "pursue")
    (guard,) = effect.modifiers
    assert isinstance(guard, ast.Guard) and isinstance(guard.condition, ast.And)
    assert isinstance(guard.condition.operands[1], ast.Not)


def test_modifiers_targets_repeat_duration_choice() -> None:
    card = only_card(
        "game munchkin\n"
        'class "C" {\n'
        "  during combat, discard up to 3 cards: "
        "strength +1 on either side for each card discarded until end of combat\n"
        "  bad stuff: choose victim [lose 1 level | lose headgear; die]\n"
        "}\n"
    )
    rule, choice_rule = card.body
    assert isinstance(rule, ast.Rule) and len(rule.head) == 2
    effect = rule.body[0]
    assert isinstance(effect, ast.Effect)
    assert [type(m) for m in effect.modifiers] == [ast.Target, ast.Repeat, ast.Duration]
    assert isinstance(choice_rule, ast.Rule)
    choice = choice_rule.body[0]
    assert isinstance(choice, ast.Choice) and choice.chooser is not None
    assert [len(option) for option in choice.options] == [1, 2]


def test_numbers_keep_their_sign() -> None:
    card = only_card('game munchkin\nitem "I" {\n  bonus +3\n  escape -1\n  gold 300\n}\n')
    atoms = [s.clauses[0].phrase.atoms[1] for s in card.body]  # type: ignore[union-attr]
    assert atoms == [ast.Number(3, True), ast.Number(-1, True), ast.Number(300, False)]


def test_crlf_line_endings() -> None:
    result = load_text('game munchkin\r\n\r\nmonster "M" {\r\n  level 2\r\n  treasures 1\r\n}\r\n')
    assert result.ok and result.cards[0].fields["level"] == 2


def test_recovery_reports_each_broken_block_and_keeps_the_good_ones() -> None:
    text = (
        "game munchkin\n"
        'monster "A" {\n  level 1 2 :\n}\n'
        'monster "B" {\n  level 2\n  treasures 1\n}\n'
        "monster C {\n  level 3\n}\n"
    )
    parsed = parse(text, "r.cards")
    assert [(d.code, d.span.line) for d in parsed.diagnostics if d.span] == [("E0010", 3), ("E0010", 9)]
    assert parsed.file is not None
    assert [b.name.value for b in parsed.file.blocks if isinstance(b, ast.CardBlock)] == ["B"]


def test_test_blocks_bind_to_scenario_steps() -> None:
    result = load_text(
        "game munchkin\n"
        'test "an elf beats a slime" {\n'
        '  given alice level 3, race elf, equipped "Sword of Mild Peril"\n'
        '  when alice fights "Sulking Slime"\n'
        "  expect alice wins combat, level 4\n"
        "}\n"
    )
    assert result.ok, [d.headline() for d in result.diagnostics]
    (scenario,) = result.scenarios
    assert scenario.name == "an elf beats a slime"
    steps = [(s.phase, s.term.key, s.term.args) for s in scenario.steps]
    assert steps == [
        ("given", "level", {"p": "alice", "n": 3}),
        ("given", "race", {"p": "alice", "race": "elf"}),  # the subject carries over
        ("given", "equipped", {"p": "alice", "card": "Sword of Mild Peril"}),
        ("when", "fights", {"p": "alice", "card": "Sulking Slime"}),
        ("expect", "wins_combat", {"p": "alice"}),
        ("expect", "level", {"p": "alice", "n": 4}),
    ]


@pytest.mark.parametrize("path", sorted((ROOT / "tests" / "fixtures" / "future_games").glob("*.cards")))
def test_one_grammar_serves_later_games(path: Path) -> None:
    """Maniacal and Champions of Midgard cards parse with the same grammar, and check against their games."""
    parsed = parse(path.read_text(encoding="utf-8"), str(path))
    assert parsed.diagnostics == []
    assert parsed.file is not None
    kinds = {b.kind.value for b in parsed.file.blocks if isinstance(b, ast.CardBlock)}
    expected = {"maniacal.cards": {"room", "henchman", "contract"}, "midgard.cards": {"troll", "journey", "draugr"}}
    assert kinds == expected[path.name]
    # Their games have vocabularies (no engine yet): the cards check clean.
    result = load_text(path.read_text(encoding="utf-8"), str(path))
    assert result.diagnostics == [] and {c.kind for c in result.cards} == expected[path.name]
