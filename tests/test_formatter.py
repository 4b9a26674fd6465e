"""The formatter prints what the parser reads: round trip, idempotence, comments kept."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings

from strategies import card_files
from toolkit.lang import ast
from toolkit.lang.formatter import format_file
from toolkit.lang.parser import parse

ROOT = Path(__file__).resolve().parent.parent


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_files)
def test_parse_of_format_is_the_same_tree(tree: ast.CardFile) -> None:
    text = format_file(tree)
    parsed = parse(text, "gen.cards")
    assert parsed.diagnostics == [], text
    assert parsed.file == tree
    # Formatting is idempotent: the canonical text formats to itself.
    assert format_file(parsed.file) == text


def test_comments_are_kept_in_place() -> None:
    source = (
        "# file comment\n"
        "game munchkin   # the game\n"
        "\n"
        "# before the card\n"
        'monster   "Sulking Slime"  {  # header\n'
        "  # before level\n"
        "  level    1 # trailing\n"
        "  treasures 1\n"
        "  # at the end of the block\n"
        "}  # after the brace\n"
        "# at the end of the file\n"
    )
    expected = (
        "# file comment\n"
        "game munchkin  # the game\n"
        "\n"
        "# before the card\n"
        'monster "Sulking Slime" {  # header\n'
        "  # before level\n"
        "  level 1  # trailing\n"
        "  treasures 1\n"
        "  # at the end of the block\n"
        "}  # after the brace\n"
        "\n"
        "# at the end of the file\n"
    )
    parsed = parse(source, "c.cards")
    assert parsed.file is not None and parsed.diagnostics == []
    assert format_file(parsed.file) == expected
    again = parse(expected, "c.cards").file
    assert again is not None
    assert format_file(again) == expected
    assert [c.text for c in again.comments] == [c.text for c in parsed.file.comments]


def test_canonical_layout_of_a_rule() -> None:
    source = (
        "game munchkin\n"
        'class "Warrior" {\n'
        "  during   combat ,discard up to 3 cards :strength +1 for each card discarded;wins ties\n"
        "  if not(race elf or class thief)and level<=3: choose victim[lose 1 level|lose headgear ;die]\n"
        "}\n"
    )
    parsed = parse(source, "w.cards")
    assert parsed.file is not None
    assert format_file(parsed.file) == (
        "game munchkin\n"
        "\n"
        'class "Warrior" {\n'
        "  during combat, discard up to 3 cards: strength +1 for each card discarded; wins ties\n"
        "  if not (race elf or class thief) and level <= 3: choose victim [lose 1 level | lose headgear; die]\n"
        "}\n"
    )


def test_project_card_files_are_formatted() -> None:
    files = sorted((ROOT / "cards").rglob("*.cards"))
    assert len(files) >= 10
    for path in files:
        text = path.read_text(encoding="utf-8")
        parsed = parse(text, str(path))
        assert parsed.file is not None, path
        assert format_file(parsed.file) == text, f"{path} is not in canonical layout: run deckwright fmt"


def test_nested_chains_of_one_operator_keep_their_parentheses() -> None:
    """Found by the fuzz campaign: `a or (b or c)` came back as `a or b or c`, another tree (and another
    content hash, so fmt made the catalog and the cache see a changed card)."""
    for condition in (
        "race elf or (race elf or race dwarf)",
        "(race elf or race dwarf) or race elf",
        "race elf and (class wizard and level >= 3)",
        "not (race elf or (race dwarf or race halfling))",
        "(race elf and race dwarf) or (race elf and (class wizard and class warrior))",
    ):
        text = f'game munchkin\n\nclass "Fuzzed" {{\n  is warrior\n  if {condition}: strength +1\n}}\n'
        first = parse(text, "a.cards")
        assert first.file is not None and not first.diagnostics, condition
        formatted = format_file(first.file)
        again = parse(formatted, "a.cards")
        assert again.file == first.file, f"{condition!r} came back as {formatted!r}"
        assert format_file(again.file) == formatted
