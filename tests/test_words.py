"""Open words (issue 10, item 1): tags and identities declared by the set's cards (toolkit/lang/words.py)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

import toolkit.lang.load  # noqa: F401 (the module, which the package's `load` function hides)
from toolkit.lang.diagnostics import Severity
from toolkit.lang.load import load, load_text
from toolkit.lang.vocabulary import DeclaredWords
from toolkit.lang.words import one_edit
from toolkit.rulesets import registry
from toolkit.validate.testing import run_tests

ROOT = Path(__file__).resolve().parents[1]

BARD = """game munchkin

class "Bard" @w-001 {
  is bard
  if fighting goblin: strength +2
}
"""

GOBLIN = """game munchkin

monster "Goblin" @w-002 {
  level 3
  treasures 1
  tags goblin
  if class bard: strength -1
  bad stuff: lose 1 level
}

test "a bard against the goblin" {
  given alice level 2, class bard
  when alice fights "Goblin"
  expect alice strength 4, monsters strength 2, alice wins combat
}
"""


def codes(result: object) -> list[tuple[str, int, int]]:
    return sorted((d.code, d.span.line, d.span.column) for d in result.diagnostics if d.span)  # type: ignore[attr-defined]


def test_a_class_and_a_tag_declared_in_one_file_are_words_of_another(tmp_path: Path) -> None:
    (tmp_path / "bard.cards").write_text(BARD, encoding="utf-8")
    (tmp_path / "goblin.cards").write_text(GOBLIN, encoding="utf-8")
    result = load([str(tmp_path)], bases={})
    assert result.ok and not result.diagnostics, result.diagnostics
    assert {c.name for c in result.cards} == {"Bard", "Goblin"} and len(result.scenarios) == 1
    run = run_tests([str(tmp_path)], cards_root=None, bases={})
    assert run.failed == 0 and run.passed == 1, [r.failures for r in run.results]


def test_a_word_no_card_declares_is_an_error_with_did_you_mean() -> None:
    text = BARD + GOBLIN.removeprefix("game munchkin\n").replace("class bard: strength", "class brad: strength")
    text = text.replace("given alice level 2, class bard", "given alice level 2, class bart")
    result = load_text(text, "set.cards", bases={})
    found = {(d.code, d.message.split(":")[0]) for d in result.diagnostics}
    assert ("E0114", "unknown class 'brad'") in found and ("E0114", "unknown class 'bart'") in found
    assert all("did you mean 'bard'?" in d.message for d in result.diagnostics), result.diagnostics
    # The cards and the test that used them are dropped; the rest stays.
    assert [c.name for c in result.cards] == ["Bard"] and not result.scenarios
    caret = next(d for d in result.diagnostics if "brad" in d.message).span
    assert caret is not None and text.split("\n")[caret.line - 1][caret.column - 1 : caret.end_column - 1] == "brad"


def test_a_tag_no_card_carries_is_unknown_and_a_later_declaration_counts() -> None:
    later = BARD + '\nmonster "Late Goblin" @w-003 {\n  level 1\n  treasures 1\n  tags goblin\n}\n'
    assert load_text(later, "a.cards", bases={}).ok
    alone = load_text(BARD, "a.cards", bases={})
    [problem] = alone.diagnostics
    assert problem.code == "E0114" and "unknown tag 'goblin'" in problem.message and "tags" in problem.message


def test_the_base_set_declares_words_for_a_lone_file() -> None:
    text = 'game munchkin\n\nitem "Elf Ears" @w-004 {\n  gold 100\n  usable if race elf\n'
    text += "  if fighting undead: strength +1\n}\n"
    assert load_text(text, "ears.cards").ok  # elf and undead are the shipped set's
    refused = load_text(text, "ears.cards", bases={})  # no base set: nobody declares them
    assert {d.message.split(":")[0] for d in refused.diagnostics} == {"unknown race 'elf'", "unknown tag 'undead'"}


def test_a_phrase_whose_words_all_fit_wins_over_a_declared_word() -> None:
    """`fighting alone` is the condition 'alone', not a tag named alone."""
    text = 'game munchkin\n\nitem "Lonely Hat" @w-005 {\n  gold 100\n  if fighting alone: strength +1\n}\n'
    result = load_text(text, "hat.cards", bases={})
    assert result.ok, result.diagnostics
    assert result.cards[0].abilities[0].condition.term.key == "alone"  # type: ignore[union-attr]


def test_a_tag_written_once_one_edit_from_another_is_a_warning_that_a_card_may_allow() -> None:
    text = BARD + GOBLIN.removeprefix("game munchkin\n")
    text += '\nmonster "Goblim" @w-006 {\n  level 1\n  treasures 1\n  tags goblim\n  bad stuff: die\n}\n'
    line = text.split("\n").index("  tags goblim") + 1
    result = load_text(text, "g.cards", bases={})
    assert result.ok
    [warning] = result.diagnostics
    assert (
        warning.code == "E0118" and warning.severity is Severity.WARNING and "did you mean 'goblin'?" in warning.message
    )
    assert (warning.span.line, warning.span.column) == (line, 8)  # type: ignore[union-attr]
    allowed = load_text(
        text.replace("  tags goblim", "  tags goblim  # allow E0118: a goblim is a goblin's cousin"),
        "g.cards",
        bases={},
    )
    assert not allowed.diagnostics and allowed.allowed[0].reason == "a goblim is a goblin's cousin"
    twice = text + '\nmonster "Goblim Two" @w-007 {\n  level 1\n  treasures 1\n  tags goblim\n  bad stuff: die\n}\n'
    assert not load_text(twice, "g.cards", bases={}).diagnostics  # written twice: a tag on purpose


def test_one_edit() -> None:
    assert one_edit("goblin", "goblins") and one_edit("goblin", "gobin") and one_edit("goblin", "goblan")
    assert one_edit("undaed", "undead")  # neighbours swapped
    assert not one_edit("goblin", "goblin") and not one_edit("goblin", "gremlin") and not one_edit("ab", "ba ")


def test_the_shipped_sets_declare_every_word_their_cards_use_and_never_read_their_base() -> None:
    load_module = sys.modules["toolkit.lang.load"]
    read: list[object] = []
    original = load_module._base

    def counting(game: str, *args: object) -> object:
        found = original(game, *args)  # type: ignore[arg-type]
        read.append(found)
        return found

    load_module._base = counting  # type: ignore[assignment]
    try:
        for game in ("munchkin", "munchkin-kungfu"):
            result = load([str(ROOT / "cards" / game)])
            assert result.ok and not [d for d in result.diagnostics if d.code in ("E0114", "E0118")]
    finally:
        load_module._base = original  # type: ignore[assignment]
    assert all(found is None for found in read)  # each set is its own base: no other set is read


def test_the_vocabulary_marks_words_the_cards_declare() -> None:
    munchkin = registry.get("munchkin")
    assert munchkin is not None
    declared = munchkin.vocabulary.declared_map
    assert declared["tag"].declared_by is None and declared["race"].declared_by == "race"
    assert munchkin.vocabulary.enums["race"] == () and munchkin.vocabulary.enums["tag"] == ()  # no closed lists
    broken = replace(munchkin.vocabulary, declared=(DeclaredWords("colour"),))
    with pytest.raises(ValueError, match="colour"):
        broken.validate()
    wrong_kind = replace(munchkin.vocabulary, declared=(DeclaredWords("race", declared_by="gnome"),))
    with pytest.raises(ValueError, match="gnome"):
        wrong_kind.validate()


def test_designer_words_are_executed_by_the_engine() -> None:
    """E46: the race, class and tag of cards/munchkin/designer-words.cards, played by its test blocks."""
    run = run_tests([str(ROOT / "cards" / "munchkin" / "designer-words.cards")], cards_root=ROOT / "cards")
    assert run.loaded.ok and len(run.results) == 6 and run.failed == 0, [r.failures for r in run.results]


def test_the_words_the_checker_meets_are_the_words_of_the_model() -> None:
    """load() judges the words the checker met while binding; the validator's cache reads them from the
    typed model (words.collect): both must see the same declarations and the same uses."""
    from toolkit.lang.words import collect, gathered

    for game in ("munchkin", "munchkin-kungfu"):
        result = load([str(ROOT / "cards" / game)])
        ruleset = registry.get(game)
        assert ruleset is not None and result.met is not None
        declares, uses = result.met[game]
        met = gathered(ruleset.vocabulary, declares, uses)
        walked = collect(ruleset.vocabulary, result.cards, result.scenarios)
        assert {n: set(w) for n, w in met.declared.items()} == {n: set(w) for n, w in walked.declared.items()}
        assert sorted((u.name, u.word, u.owner) for u in met.uses) == sorted(
            (u.name, u.word, u.owner) for u in walked.uses
        )
        assert met.counts == walked.counts
