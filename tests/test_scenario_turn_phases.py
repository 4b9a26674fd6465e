"""A test block follows the phases of a turn (issue 9, item 2: a step that cannot apply says so).

MUN-25, MUN-29 (and MKF-25, MKF-29, MKF-30): a turn kicks open one door; then, only if no monster
was met, it looks for trouble or loots the room, once. The engine's own turn (turn.play_turn) never
offers anything else, so a block that kicks a second door, loots twice, or loots after a kicked-open
combat is a scenario error (T0001) at its line, citing the rule. Each of these blocks ran without a
word before.
"""

from __future__ import annotations

import pytest

from tests.test_scenarios_decisions import codes, run_one

# Per game: a monster a level-5 player beats, two door cards that are no monster nor curse,
# and the rules cited for the door, phase 2 and the loot.
GAMES = {
    "munchkin": ("Sulking Slime", "Stout Beard-Haver", "Certified Sword Enthusiast", ("MUN-25", "MUN-29", "MUN-29")),
    "munchkin-kungfu": (
        "Sulking Dumpling",
        "Crane on One Wobbly Leg",
        "Tiger Who Skipped Breakfast",
        ("MKF-25", "MKF-29", "MKF-30"),
    ),
}


def error_of(body: str, game: str) -> tuple[str, int, str]:
    """The one scenario error of a block (code, line: the block's first step is line 4, message)."""
    result = run_one(body, game)
    assert not result.failures, result.failures
    assert len(result.errors) == 1, (result.errors, result.failures)
    (line,) = [line for _, line in codes(result)]
    return result.errors[0].code, line, result.errors[0].message


@pytest.mark.parametrize("game", GAMES)
def test_a_second_door_in_one_turn(game: str) -> None:
    _, other, third, (door, _, _) = GAMES[game]
    code, line, message = error_of(
        f'  given alice level 5\n  given top door "{third}", top door "{other}"\n'
        "  when alice kicks open the door\n  when alice kicks open the door\n  expect alice hand 2",
        game,
    )
    assert (code, line) == ("T0001", 7), message
    assert "already kicked open the door this turn" in message and "(line 6)" in message, message
    assert door in message and "when alice ends turn" in message, message


@pytest.mark.parametrize("game", GAMES)
def test_looting_twice(game: str) -> None:
    _, other, third, (_, _, loot) = GAMES[game]
    code, line, message = error_of(
        f'  given top door "{third}", top door "{other}"\n'
        "  when alice loots the room\n  when alice loots the room\n  expect alice hand 2",
        game,
    )
    assert (code, line) == ("T0001", 6), message
    assert "once, not both" in message and "(line 5)" in message and loot in message, message


@pytest.mark.parametrize("game", GAMES)
def test_looting_after_a_kicked_open_combat(game: str) -> None:
    monster, other, _, (_, _, loot) = GAMES[game]
    code, line, message = error_of(
        f'  given alice level 5\n  given top door "{other}", top door "{monster}"\n'
        "  when alice kicks open the door\n  when alice loots the room\n  expect alice level 6",
        game,
    )
    assert (code, line) == ("T0001", 7), message
    assert "after a combat this turn" in message and "kicks open the door' (line 6)" in message, message
    assert loot in message, message


@pytest.mark.parametrize("game", GAMES)
def test_looking_for_trouble_after_a_kicked_open_combat(game: str) -> None:
    monster, _, _, (_, phase, _) = GAMES[game]
    other_monster = "Cranky Cave Newt" if game == "munchkin" else "Paper Tiger of the Gift Shop"
    code, line, message = error_of(
        f'  given alice level 9, holding "{other_monster}"\n  given top door "{monster}"\n'
        f'  when alice kicks open the door\n  when alice looks for trouble with "{other_monster}"\n'
        "  expect alice level 10",
        game,
    )
    assert (code, line) == ("T0001", 7), message
    assert "after a combat this turn" in message and phase in message, message


@pytest.mark.parametrize("game", GAMES)
def test_looting_after_looking_for_trouble(game: str) -> None:
    monster, other, _, (_, _, loot) = GAMES[game]
    code, line, message = error_of(
        f'  given alice level 5, holding "{monster}"\n  given top door "{other}"\n'
        f'  when alice looks for trouble with "{monster}"\n  when alice loots the room\n  expect alice level 6',
        game,
    )
    assert (code, line) == ("T0001", 7), message
    assert "after a combat this turn" in message and "looks for trouble with" in message and loot in message


@pytest.mark.parametrize("game", GAMES)
def test_looking_for_trouble_after_looting(game: str) -> None:
    monster, other, _, (_, phase, _) = GAMES[game]
    code, line, message = error_of(
        f'  given alice level 5, holding "{monster}"\n  given top door "{other}"\n'
        f'  when alice loots the room\n  when alice looks for trouble with "{monster}"\n  expect alice level 6',
        game,
    )
    assert (code, line) == ("T0001", 7), message
    assert "once, not both" in message and phase in message, message


@pytest.mark.parametrize("game", GAMES)
def test_the_door_after_phase_two(game: str) -> None:
    _, other, third, (door, phase, _) = GAMES[game]
    code, line, message = error_of(
        f'  given top door "{third}", top door "{other}"\n'
        "  when alice loots the room\n  when alice kicks open the door\n  expect alice hand 2",
        game,
    )
    assert (code, line) == ("T0001", 6), message
    assert "the door comes first" in message and door in message and phase in message, message


@pytest.mark.parametrize("game", GAMES)
def test_a_turn_begun_in_the_block_kicks_its_door_first(game: str) -> None:
    _, other, _, (door, _, loot) = GAMES[game]
    code, line, message = error_of(
        f'  given top door "{other}"\n  when alice ends turn\n  when bob loots the room\n  expect bob hand 1',
        game,
    )
    assert (code, line) == ("T0001", 6), message
    assert "bob's turn began at 'alice ends turn' (line 5)" in message and door in message and loot in message


@pytest.mark.parametrize("game", GAMES)
def test_only_the_active_player_kicks_loots_or_looks_for_trouble(game: str) -> None:
    monster, other, _, (door, _, _) = GAMES[game]
    code, line, message = error_of(
        f'  given top door "{other}"\n  when bob kicks open the door\n  expect bob hand 1', game
    )
    assert (code, line) == ("T0001", 5), message
    assert "it is alice's turn, not bob's" in message and door in message, message
    code, line, message = error_of(
        f'  given bob holding "{monster}"\n  when bob looks for trouble with "{monster}"\n  expect bob level 2', game
    )
    assert (code, line) == ("T0001", 5) and "it is alice's turn" in message, message


@pytest.mark.parametrize("game", GAMES)
def test_the_legal_orders_still_run(game: str) -> None:
    monster, other, third, _ = GAMES[game]
    # Phase 1 with no monster, then a loot (MUN-28, MUN-29, MUN-31).
    result = run_one(
        f'  given top door "{third}", top door "{other}"\n'
        "  when alice kicks open the door\n  when alice loots the room\n"
        f'  expect alice holding "{third}", alice hand 2',
        game,
    )
    assert result.passed, (result.errors, result.failures)
    # Phase 1 with no monster, then trouble from the hand (MUN-30).
    result = run_one(
        f'  given alice level 5, holding "{monster}"\n  given top door "{other}"\n'
        f'  when alice kicks open the door\n  when alice looks for trouble with "{monster}"\n'
        "  expect alice wins combat",
        game,
    )
    assert result.passed, (result.errors, result.failures)
    # A door a turn: the next turn kicks its own, and a given `turn of` starts a turn too.
    result = run_one(
        f'  given top door "{third}", top door "{other}"\n  when alice kicks open the door\n'
        f'  when alice ends turn\n  when bob kicks open the door\n  expect bob holding "{third}"',
        game,
    )
    assert result.passed, (result.errors, result.failures)
    result = run_one(
        f'  given top door "{other}", turn of bob\n  when bob kicks open the door\n  expect bob holding "{other}"', game
    )
    assert result.passed, (result.errors, result.failures)


@pytest.mark.parametrize("game", GAMES)
def test_a_fight_of_the_active_player_is_a_combat_of_the_turn(game: str) -> None:
    monster, other, _, (_, _, loot) = GAMES[game]
    code, line, message = error_of(
        f'  given alice level 5\n  given top door "{other}"\n'
        f'  when alice fights "{monster}"\n  when alice loots the room\n  expect alice level 6',
        game,
    )
    assert (code, line) == ("T0001", 7), message
    assert "after a combat this turn" in message and "fights" in message and loot in message, message
    # bob's fight in alice's turn (a combat the block sets up) is no combat of her turn: she may loot.
    result = run_one(
        f'  given bob level 5\n  given top door "{other}"\n'
        f'  when bob fights "{monster}"\n  when alice loots the room\n  expect alice holding "{other}"',
        game,
    )
    assert result.passed, (result.errors, result.failures)
