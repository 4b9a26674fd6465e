"""Cards and test blocks written as a new designer would (issue 10, dz12): each test here holds an
input that gave a misleading answer before its fix, and the answer a designer needs."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_support import run
from engine_support import scenario_failures

from toolkit.lang.load import load_text


def diagnostics(text: str) -> list[tuple[str, int, int, str]]:
    loaded = load_text("game munchkin\n\n" + text, "designer.cards")
    return [
        (d.code, d.span.line if d.span else 0, d.span.column if d.span else 0, d.message) for d in loaded.diagnostics
    ]


def test_an_enhancer_played_outside_a_combat_says_so_not_fans() -> None:
    """Munchkin has no fans: an enhancer played with no combat going on was refused with Kung Fu's
    reason ("goes only on a fan in play"), which names a card the game does not have (MUN-83)."""
    failures = scenario_failures(
        """test "an enhancer with no combat" {
  given bob holding "Older Than the Mountains"
  when bob plays "Older Than the Mountains"
  expect refused "during a combat"
}
"""
    )
    assert failures == []


def test_kung_fu_still_puts_an_enhancer_on_a_fan() -> None:
    """The fix is Munchkin's only: in Kung Fu an enhancer outside a combat still goes on a fan (MKF-65)."""
    failures = scenario_failures(
        """test "no fan to enhance" {
  given bob holding "Shrunk in the Wash"
  when bob plays "Shrunk in the Wash"
  expect refused "fan"
}
""",
        game="munchkin-kungfu",
    )
    assert failures == []


CANCELLER = """one-shot "Hush Whistle" {
  gold 200
  when a monster-enhancer is played: cancel it
}
"""


def test_playing_a_cancelling_card_in_a_combat_says_how_to_script_it() -> None:
    """`when alice plays "Hush Whistle"` after an enhancer said the card "has no rule to use during a
    combat": it has one, used by answering the cancel decision, and the message now says how (E48)."""
    failures = scenario_failures(
        CANCELLER
        + """
test "a whistle played as a one-shot" {
  given alice level 4, holding "Hush Whistle", bob holding "Older Than the Mountains"
  when alice fights "Cranky Cave Newt"
  when bob plays "Older Than the Mountains"
  when alice plays "Hush Whistle"
  expect monsters strength 3
}
"""
    )
    assert len(failures) == 1, failures
    assert "has no rule to use" not in failures[0], failures
    assert 'when alice answers cancel with "Hush Whistle"' in failures[0], failures


def test_the_answer_the_message_gives_works() -> None:
    failures = scenario_failures(
        CANCELLER
        + """
test "a whistle answers the enhancer" {
  given alice level 4, holding "Hush Whistle", bob holding "Older Than the Mountains"
  when alice fights "Cranky Cave Newt"
  when bob plays "Older Than the Mountains"
  when alice answers cancel with "Hush Whistle"
  expect monsters strength 3, discarded "Hush Whistle"
}
"""
    )
    assert failures == []


def test_a_cancelling_card_played_outside_a_combat_is_refused_with_how_it_acts() -> None:
    """Refused before too, with "cannot be used now (it acts as played)": the window's key, not words."""
    failures = scenario_failures(
        CANCELLER
        + """
test "a whistle blown for nothing" {
  given alice holding "Hush Whistle"
  when alice plays "Hush Whistle"
  expect refused "as a card its rule names is played", alice holding "Hush Whistle"
}
"""
    )
    assert failures == []


def test_a_refused_target_is_quoted_as_written_not_as_its_slot() -> None:
    """E0119 on a race's `strength +1 on the fighter` said "does not read 'SELECTOR' there": the
    pattern's slot name, which the card does not say."""
    found = diagnostics(
        """race "Tinker" {
  is tinker
  strength +1 on the fighter
}
"""
    )
    assert [(c, line, col) for c, line, col, _ in found] == [("E0119", 5, 18)], found
    message = found[0][3]
    assert "'the fighter'" in message and "SELECTOR" not in message, message


JITTERS = """curse "Jitter Hex of dz12" {
  when played: strength -2 until you play a card
}

one-shot "Pep Pill of dz12" {
  gold 100
  your turn: strength +2 until you play a card
}

one-shot "Spare Coin of dz12" {
  gold 100
  your turn: draw 1 door
}
"""


def test_until_you_play_a_card_is_not_ended_by_the_play_that_made_it() -> None:
    """`until you play a card` ended at once whenever the player it is on played the card that made it:
    a one-shot on its user, a curse on oneself, and every `given alice cursed with` (the set-up plays
    the curse as its victim's). The card being played is not the next card played."""
    failures = scenario_failures(
        JITTERS
        + """
test "a hex given stays until a card" {
  given alice level 5, cursed with "Jitter Hex of dz12"
  when alice fights "Sulking Slime"
  expect alice strength 3
}

test "a hex played on oneself stays in play" {
  given alice level 5, holding "Jitter Hex of dz12"
  when alice plays "Jitter Hex of dz12" on alice
  expect alice has "Jitter Hex of dz12"
}

test "the pill lasts until the next card" {
  given alice level 5, holding "Pep Pill of dz12", holding "Spare Coin of dz12"
  when alice plays "Pep Pill of dz12"
  when alice fights "Sulking Slime"
  expect alice strength 7
}
"""
    )
    assert failures == []


def test_the_next_card_played_still_ends_it() -> None:
    failures = scenario_failures(
        JITTERS
        + """
test "the next card ends the pill" {
  given alice level 5, holding "Pep Pill of dz12", holding "Spare Coin of dz12"
  when alice plays "Pep Pill of dz12"
  when alice plays "Spare Coin of dz12"
  when alice fights "Sulking Slime"
  expect alice strength 5
}

test "the next card ends the hex" {
  given alice level 5, cursed with "Jitter Hex of dz12", holding "Spare Coin of dz12"
  when alice plays "Spare Coin of dz12"
  expect discarded "Jitter Hex of dz12"
}
"""
    )
    assert failures == []


def test_a_card_in_play_does_not_hear_its_own_play() -> None:
    """`whenever you play a card` on an item fired for the item's own play: it is a card in play that
    listens (docs/language.md, Events), and it was not in play before it was played."""
    failures = scenario_failures(
        """item "Chatty Ring of dz12" {
  gold 100
  whenever you play a card: draw 1 door
}

one-shot "Spare Coin of dz12" {
  gold 100
  your turn: draw 1 treasure
}

test "the ring is quiet as it is played" {
  given alice holding "Chatty Ring of dz12"
  when alice plays "Chatty Ring of dz12"
  expect alice hand 0
}

test "the ring hears the next card" {
  given alice holding "Chatty Ring of dz12", holding "Spare Coin of dz12"
  when alice plays "Chatty Ring of dz12"
  when alice plays "Spare Coin of dz12"
  expect alice hand 2
}
"""
    )
    assert failures == []


def test_what_the_start_of_a_turn_makes_lasts_past_that_start() -> None:
    """`at start of turn: strength +1 until your next turn` ended at the very start that made it (the
    rule ran before the turn's start ended what waited for it), and `until end of your next turn` made
    then lasted only this turn."""
    failures = scenario_failures(
        """race "Sunny Folk of dz12" {
  is sunnydz
  at start of turn: strength +1 until your next turn
}

race "Dawn Folk of dz12" {
  is dawndz
  at start of turn: strength +1 until end of your next turn
}

test "the morning's strength lasts the turn" {
  given alice race sunnydz, level 3, bob level 1, turn of bob
  when bob ends turn
  when alice fights "Sulking Slime"
  expect alice strength 4
}

test "and ends at the next start, which makes a new one" {
  given alice race sunnydz, level 3, bob level 1, turn of bob
  when bob ends turn
  when alice ends turn
  when bob ends turn
  when alice fights "Sulking Slime"
  expect alice strength 4
}

test "until the end of the next turn: two of them in the next" {
  given alice race dawndz, level 3, bob level 1, turn of bob
  when bob ends turn
  when alice ends turn
  when bob ends turn
  when alice fights "Sulking Slime"
  expect alice strength 5
}
"""
    )
    assert failures == []


def test_what_a_kill_or_a_death_makes_waits_for_the_next_one() -> None:
    """A monster's `when killed: ... until your next kill` ended at the kill that made it, and a race's
    `when you die: ... until your next death` at that death: their rules ran before the event ended
    what waited for it. A one-shot used in the combat still ends at this kill: it came before it."""
    failures = scenario_failures(
        """monster "Grudge Toad of dz12" {
  level 1
  treasures 1
  when killed: strength -1 on the player until your next kill
  bad stuff: lose 1 level
}

race "Phoenix Kin of dz12" {
  is phoenixdz
  when you die: hand limit +2 until your next death
}

monster "Sulky Ghost of dz12" {
  level 8
  treasures 1
  bad stuff: die
}

one-shot "Brave Sip of dz12" {
  gold 100
  during combat: strength +2 until your next kill
}

test "the toad's grudge lasts one more kill" {
  given alice level 3
  when alice fights "Grudge Toad of dz12"
  when alice fights "Sulking Slime"
  expect alice strength 3
  when alice fights "Sulking Slime"
  expect alice strength 5
}

test "the phoenix's gift outlives the death that gave it" {
  given alice race phoenixdz, level 1, rolls 1
  when alice runs away from "Sulky Ghost of dz12"
  expect alice dead, alice hand limit 7
}

test "a sip in the combat ends at its kill" {
  given alice level 3, holding "Brave Sip of dz12"
  when alice fights "Sulking Slime"
  when alice plays "Brave Sip of dz12"
  expect alice strength 5
  when alice fights "Sulking Slime"
  expect alice strength 4
}
"""
    )
    assert failures == []


def test_a_monster_s_lasting_effect_waits_for_the_next_combat_won_or_lost() -> None:
    """`bad stuff: strength -2 until your next lost combat` ended at the lost combat whose bad stuff it
    was, so it never counted; `when killed: ... until your next won combat` the same at the win."""
    failures = scenario_failures(
        """monster "Sulky Ghost of dz12" {
  level 8
  treasures 1
  bad stuff: strength -2 until your next lost combat
}

monster "Sore Loser of dz12" {
  level 1
  treasures 1
  when killed: strength +1 on the player until your next won combat
  bad stuff: lose 1 level
}

test "the ghost's gloom lasts to the next lost combat" {
  given alice level 3, rolls 1
  when alice fights "Sulky Ghost of dz12"
  when alice fights "Sulking Slime"
  expect alice strength 1, alice loses combat
  when alice fights "Sulking Slime"
  expect alice strength 3
}

test "the loser's blessing lasts to the next won combat" {
  given alice level 3
  when alice fights "Sore Loser of dz12"
  when alice fights "Sulking Slime"
  expect alice strength 5
  when alice fights "Sulking Slime"
  expect alice strength 5
}
"""
    )
    assert failures == []


def test_running_away_in_a_test_block_is_a_lost_combat() -> None:
    """`when alice runs away from "X"` is "as after a lost combat" (docs/testing.md), yet fired no lost
    combat: `whenever you lose a combat` and `until your next lost combat` never heard it."""
    failures = scenario_failures(
        """item "Sad Trumpet of dz12" {
  gold 100
  whenever you lose a combat: draw 1 door
}

curse "Losing Streak of dz12" {
  when played: strength -2 until your next lost combat
}

test "the trumpet hears a run away" {
  given alice level 1, carrying "Sad Trumpet of dz12", rolls 6
  when alice runs away from "Sulking Slime"
  expect alice escapes, alice hand 1
}

test "a run away ends the streak" {
  given alice level 1, cursed with "Losing Streak of dz12", rolls 6
  when alice runs away from "Sulking Slime"
  expect discarded "Losing Streak of dz12"
}
"""
    )
    assert failures == []


def hints(text: str) -> list[tuple[str, int, str, str | None]]:
    loaded = load_text("game munchkin\n\n" + text, "designer.cards")
    return [(d.code, d.span.line if d.span else 0, d.message, d.hint) for d in loaded.diagnostics]


def test_a_comparison_missing_its_number_is_told_so_not_about_colons() -> None:
    """`if level > : strength +1` got "a rule has one colon": the rule has one; the number is missing."""
    for op in (">", ">=", "!="):
        ((code, line, _, hint),) = hints(f'item "Odd Ring" {{\n  gold 100\n  if level {op} : strength +1\n}}\n')
        assert (code, line) == ("E0010", 5)
        assert hint == f"a comparison needs what it compares with after '{op}': if level {op} 3", hint


def test_a_dangling_and_is_told_so() -> None:
    ((code, _, _, hint),) = hints('item "Odd Ring" {\n  gold 100\n  during combat, if level > 2 and : strength +1\n}\n')
    assert code == "E0010" and hint is not None and hint.startswith("'and' needs a condition after it"), hint


def test_a_test_line_joined_with_and_is_told_to_use_commas() -> None:
    ((code, _, _, hint),) = hints('test "t" {\n  given alice level 2\n  expect alice level 2 and bob level 1\n}\n')
    assert code == "E0010" and hint is not None and "separated by ','" in hint, hint


def test_not_twice_is_told_so_not_offered_no_winner() -> None:
    """`expect not not alice level 2` answered "did you mean 'no winner'?"."""
    ((code, line, message, _),) = hints('test "t" {\n  given alice level 2\n  expect not not alice level 2\n}\n')
    assert (code, line) == ("E0120", 5)
    assert "'not' is written once" in message and "no winner" not in message, message


@pytest.mark.parametrize("command", ["check", "test", "validate", "fmt"])
def test_a_missing_cards_folder_names_the_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    """`cards = "card"` (a slip) gave "error[E0001]: no such file or directory: '.../card'" with no word of
    deckwright.toml, where the path came from; now a usage error that names the config and the key."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "deckwright.toml").write_text('[project]\ngame = "munchkin"\ncards = "card"\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    done = run(command)
    assert done.exit_code == 2, done.output
    assert "deckwright.toml: the project's cards folder 'card' is not a folder" in done.output, done.output
    assert "fix 'cards' in deckwright.toml" in done.output, done.output


def test_new_with_a_misspelt_kind_says_did_you_mean(tmp_path: Path) -> None:
    """`deckwright new monstr X` listed the kinds but did not say which one was meant."""
    target = tmp_path / "goblins.cards"
    target.write_text("game munchkin\n", encoding="utf-8")
    done = run("new", "monstr", "Cave Goblin", "-o", str(target))
    assert done.exit_code == 2, done.output
    assert "has no card kind 'monstr'; did you mean 'monster'?" in done.output, done.output
    assert target.read_text(encoding="utf-8") == "game munchkin\n"


def test_what_a_helper_gets_for_a_kill_waits_for_the_next_won_combat() -> None:
    """A race's `when you help kill: strength +1 until your next won combat` ended at the very win it was
    given for (the helper's won combat fires after the rewards): it never counted."""
    failures = scenario_failures(
        """race "Cheerful Kin of dz12" {
  is cheerfuldz
  when you help kill: strength +1 until your next won combat
}

test "the helper's cheer lasts to the next win" {
  given alice level 3, bob level 3, bob race cheerfuldz
  when alice fights "Sulking Slime"
  when bob helps
  expect alice wins combat
  when bob fights "Sulking Slime"
  expect bob strength 4
}
"""
    )
    assert failures == []


def test_refusals_name_a_kind_with_its_article_and_an_item_in_hand_is_played_first() -> None:
    """`when alice fights "Tin Hat"` said "'Tin Hat' is a item"; `when alice equips` an item in the hand
    said only "alice does not carry" it, where the item is played from the hand first (MUN-49)."""
    failures = scenario_failures(
        """item "Tin Hat of dz12" {
  slot headgear
  bonus +1
  gold 100
}

test "fight a hat" {
  given alice level 1
  when alice fights "Tin Hat of dz12"
}

test "equip from the hand" {
  given alice holding "Tin Hat of dz12"
  when alice equips "Tin Hat of dz12"
  expect refused "played from the hand before it is equipped"
}

test "played, it is equipped" {
  given alice holding "Tin Hat of dz12"
  when alice plays "Tin Hat of dz12"
  expect alice equipped "Tin Hat of dz12"
}
"""
    )
    assert failures == ["fight a hat: 'Tin Hat of dz12' is an item, not a monster"], failures


@pytest.mark.parametrize(
    ("rule", "written"),
    [
        ("any time: go up a level", "go up 1 level"),
        ("any time: lose a level on any player", "lose 1 level"),
        ("your turn: draw a treasure", "draw 1 treasure"),
        ("your turn: draw one door", "draw 1 door"),
    ],
)
def test_a_count_written_as_a_word_is_told_to_write_the_number(rule: str, written: str) -> None:
    """`go up a level` (the kind is go-up-a-level) said "expected a whole number, found 'a'", and `lose a
    level` "unknown loss 'a'" with the list of losses: the designer meant 1, and is told how to write it."""
    ((code, _, message, hint),) = hints(f'one-shot "Plain Words" {{\n  gold 100\n  {rule}\n}}\n')
    assert code == "E0104", message
    assert f"write the number, '{written}'" in message, message
    assert hint is not None and "means 1 here" in hint, hint


def test_a_selector_a_is_still_a_selector() -> None:
    """The hint is for counts only: `steal a card from the hand of another player` stays what it is."""
    assert (
        hints('one-shot "Light Fingers" {\n  gold 100\n  your turn: steal a card from the hand of another player\n}\n')
        == []
    )


def test_a_step_without_a_subject_takes_the_last_one_named() -> None:
    """`given alice level 2, bob level 2, holding "X"` gave X to alice (the line's first subject), so bob's
    play of it was refused with "not a legal play at that moment": the line reads as bob's."""
    failures = scenario_failures(
        """one-shot "Plain Boost of dz12" {
  gold 100
  during combat: strength +3
}

test "the helper's boost is the helper's" {
  given alice level 2, bob level 2, holding "Plain Boost of dz12"
  when alice fights "Cranky Cave Newt"
  when bob helps
  when bob plays "Plain Boost of dz12"
  expect alice strength 7, bob hand 0, not alice holding "Plain Boost of dz12"
}

test "a line of one subject is as before" {
  given alice level 2, holding "Plain Boost of dz12"
  when alice fights "Cranky Cave Newt"
  when alice plays "Plain Boost of dz12"
  expect alice strength 5, alice level 3
}
"""
    )
    assert failures == []


def test_a_play_of_another_players_card_says_whose_it_is() -> None:
    """`when cara plays "X"` with X in alice's hand was refused as "not a legal play at that moment",
    which hid that the card was not cara's (MUN-16)."""
    failures = scenario_failures(
        """one-shot "Plain Boost of dz12" {
  gold 100
  during combat: strength +3
}

test "cara plays alice's boost" {
  given alice level 2, holding "Plain Boost of dz12", cara level 2
  when alice fights "Cranky Cave Newt"
  when cara plays "Plain Boost of dz12"
  expect refused "Plain Boost of dz12 is alice's, not cara's", alice strength 2
}
"""
    )
    assert failures == []


def test_a_pick_no_choice_offered_says_what_was_offered() -> None:
    """`when alice picks "cara"` where the choice offered only bob was "never asked", with no word of
    the choice that was made: alice was asked, and cara was not among the options."""
    failures = scenario_failures(
        """one-shot "Tall Poppy Snip of dz12" {
  gold 100
  your turn: lose 1 level on the player with the highest level other than you
}

test "cara is not the tallest" {
  given alice level 2, holding "Tall Poppy Snip of dz12", bob level 5, cara level 4
  when alice plays "Tall Poppy Snip of dz12"
  when alice picks "cara"
}
"""
    )
    assert len(failures) == 1, failures
    assert 'alice was asked choose-player, which offered: "bob"' in failures[0], failures


def test_a_usable_line_on_a_class_is_told_to_move_its_own_condition(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """V0109 on `usable if level >= 3` on a class said "put the condition on the card's rules: if class
    wizard: ...", another condition than the card's."""
    path = tmp_path / "classes.cards"
    path.write_text(
        'game munchkin\n\nclass "Exclusive Sword Club" {\n  is warrior\n  usable if level >= 3\n  wins ties\n}\n',
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)  # the catalog (and its cache) of a run outside a project: here
    done = run("validate", str(path), "--no-cache")
    assert "V0109" in done.output, done.output
    assert "if level >= 3: ..." in done.output and "class wizard" not in done.output, done.output


def test_a_curse_given_in_the_set_up_is_no_play_anyone_hears() -> None:
    """`given bob cursed with "X"` fired `whenever a player plays a card` (as bob's play), so a card given
    before it on the same line drew a door at set-up; the table is as given, nothing was played."""
    failures = scenario_failures(
        """item "Chatty Ring of dz12" {
  gold 100
  whenever a player plays a card: draw 1 door
}

curse "Mild Hex of dz12" {
  when played: lose 1 level
}

test "a given curse is no play" {
  given alice carrying "Chatty Ring of dz12", level 3, bob level 2, cursed with "Mild Hex of dz12"
  expect alice hand 0, bob level 1
}

test "a curse played is heard" {
  given alice carrying "Chatty Ring of dz12", bob level 2, holding "Mild Hex of dz12"
  when bob plays "Mild Hex of dz12" on bob
  expect alice hand 1, bob level 1
}
"""
    )
    assert failures == []
