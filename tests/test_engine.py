"""The engine core's building blocks (Rng, decks, the Table, the event log, agents) and the commands
that run the engine (`deckwright test`, `explain`, `simulate`).

What every game must do (determinism, invariants over whole games, the scenario runner, fuzzing)
is tests/test_conformance.py, parametrized over every registered ruleset; the Munchkin family's own
invariants are tests/test_engine_munchkin.py; counters, tracks, pieces and dice tests/test_engine_core.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from engine_support import CARDS, GAMES, cards_of
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.engine.agents import Decision, FirstOptionAgent, Option, ScriptedAgent
from toolkit.engine.events import EventLog
from toolkit.engine.rng import Rng
from toolkit.engine.table import Table

runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result.exit_code, result.output


# ================================================================ determinism


def test_rng_force_gives_forced_rolls_in_order_then_resumes_the_stream() -> None:
    forced, plain = Rng(42), Rng(42)
    forced.force(6, 1)
    forced.force(3)
    assert [forced.roll(), forced.roll(), forced.roll()] == [6, 1, 3]
    assert [forced.roll() for _ in range(20)] == [plain.roll() for _ in range(20)]  # the stream was untouched


def test_rng_same_seed_same_stream() -> None:
    a, b = Rng(7), Rng(7)
    items_a, items_b = list(range(30)), list(range(30))
    a.shuffle(items_a)
    b.shuffle(items_b)
    assert items_a == items_b
    assert [a.roll() for _ in range(10)] == [b.roll() for _ in range(10)]
    assert all(1 <= Rng(s).roll() <= 6 for s in range(50))


def _table_with(cards: int, seed: int = 0) -> tuple[Table, list[int]]:
    table = Table(seed)
    pile = table.zone("pile")
    uids = [table.add_card(card, pile) for card in cards_of("munchkin")[:cards]]
    return table, uids


def test_deck_reshuffles_its_discard_pile_when_empty() -> None:
    """MUN-18 / MKF-18: drawing from an empty deck shuffles its discard pile into a new deck first."""
    table, uids = _table_with(3)
    deck = table.deck("door")
    hand = table.zone("hand")
    for uid in uids:
        table.move(uid, deck.discard, "discarded")
    assert not deck.draw.cards
    drawn = table.draw(deck, hand)
    assert drawn in uids and table.location[drawn] is hand
    reshuffles = table.log.of_kind("reshuffle")
    assert len(reshuffles) == 1 and reshuffles[0].get("cards") == 3
    assert not deck.discard.cards and len(deck.draw.cards) == 2
    assert all(table.location[u] is deck.draw for u in deck.draw.cards)
    assert table.card_conservation() is None


def test_deck_reports_when_both_piles_are_empty() -> None:
    """MUN-19 / MKF-19: with the deck and its discard pile both empty, the draw does not happen."""
    table, uids = _table_with(1)
    deck = table.deck("treasure")
    hand = table.zone("hand")
    table.move(uids[0], deck.draw, "set up")
    assert table.draw(deck, hand) == uids[0]
    assert table.draw(deck, hand) is None
    empty = table.log.events[-1]
    assert empty.kind == "deck-empty" and empty.get("deck") == "treasure"
    assert not table.log.of_kind("reshuffle")


def test_deck_without_reshuffle_does_not_draw_from_its_discard_pile() -> None:
    table, uids = _table_with(2)
    deck = table.deck("door", reshuffle=False)
    table.move(uids[0], deck.discard, "discarded")
    assert table.draw(deck, table.zone("hand")) is None
    assert table.log.events[-1].kind == "deck-empty"
    assert deck.discard.cards == [uids[0]]


def test_table_move_keeps_the_location_index() -> None:
    table, uids = _table_with(3)
    pile = table.location[uids[0]]
    other = table.zone("other")
    table.move(uids[1], other, "because")
    assert table.location[uids[1]] is other and uids[1] not in pile and uids[1] in other
    event = table.log.events[-1]
    assert event.kind == "move" and event.get("source") == "pile" and event.get("to") == "other"
    assert event.get("why") == "because" and event.get("uid") == uids[1]
    table.move(uids[2], other, top=False)  # to the bottom
    assert other.cards == [uids[2], uids[1]]
    table.move(uids[1], pile)
    assert table.location[uids[1]] is pile and pile.cards[-1] == uids[1]
    assert table.card_conservation() is None


def test_table_find_is_case_insensitive() -> None:
    table, uids = _table_with(2)
    assert table.find(table.name(uids[1]).upper()) == uids[1]
    assert table.find("no such card") is None


def test_event_log_digest_changes_with_content() -> None:
    def log_of(*events: tuple[str, dict[str, object]]) -> EventLog:
        log = EventLog()
        for kind, data in events:
            log.emit(kind, **data)
        return log

    base = log_of(("turn", {"player": "alice"}), ("level", {"player": "alice", "new": 2}))
    same = log_of(("turn", {"player": "alice"}), ("level", {"player": "alice", "new": 2}))
    assert base.digest() == same.digest()
    assert len(base.digest()) == 64
    different = [
        log_of(("turn", {"player": "alice"}), ("level", {"player": "alice", "new": 3})),  # a value
        log_of(("turn", {"player": "alice"}), ("level", {"player": "bob", "new": 2})),  # another value
        log_of(("level", {"player": "alice", "new": 2}), ("turn", {"player": "alice"})),  # the order
        log_of(("turn", {"player": "alice"})),  # one event fewer
        log_of(("turn", {"player": "alice"}), ("lvl", {"player": "alice", "new": 2})),  # a kind
    ]
    digests = {base.digest(), *(log.digest() for log in different)}
    assert len(digests) == 1 + len(different)
    assert EventLog().digest() != base.digest()


def test_event_log_listeners_and_queries() -> None:
    log = EventLog()
    seen: list[str] = []
    log.listeners.append(lambda e: seen.append(e.kind))
    log.emit("a", x=1)
    log.emit("b")
    log.emit("a", x=2)
    assert seen == ["a", "b", "a"]
    assert [e.seq for e in log.of_kind("a")] == [0, 2]
    assert [e.kind for e in log.since(1)] == ["b", "a"]
    assert log.events[0].describe() == "#0 a (x=1)" and log.events[1].describe() == "#1 b"


def _decision(kind: str, *keys: str) -> Decision:
    return Decision(0, kind, tuple(Option(k) for k in keys))


class LastOptionAgent:
    def decide(self, state: object, decision: Decision) -> int:
        return len(decision.options) - 1


def test_scripted_agent_answers_from_its_script_then_falls_back() -> None:
    agent = ScriptedAgent({"combat-action": ["help:2", "pass"]}, fallback=LastOptionAgent())
    decision = _decision("combat-action", "pass", "help:1", "help:2", "flee")
    assert agent.decide(None, decision) == 2  # help:2
    assert agent.decide(None, decision) == 0  # pass
    assert agent.decide(None, decision) == 3  # script used up: the fallback (last option)
    assert agent.decide(None, _decision("loot", "a", "b")) == 1  # no script for this kind: the fallback


def test_scripted_agent_skips_keys_not_offered_and_keeps_kinds_apart() -> None:
    agent = ScriptedAgent({"help": ["refuse"]})
    agent.add("combat-action", "nope")
    agent.add("combat-action", "play:7")
    assert agent.decide(None, _decision("combat-action", "pass", "play:7")) == 1  # "nope" was not offered
    assert agent.decide(None, _decision("help", "accept", "refuse")) == 1
    assert agent.decide(None, _decision("help", "accept", "refuse")) == 0  # default fallback: the first option
    assert isinstance(agent.fallback, FirstOptionAgent)


# ================================================================ the commands


FAILING_SCENARIO = """game munchkin

test "the slime gives one level" {  # MUN-78
  given alice level 2, equipped "Shield of Mostly Holes"
  when alice fights "Sulking Slime"
  expect alice wins combat
  expect alice level 9
}
"""


def test_deckwright_test_runs_every_scenario_of_the_project() -> None:
    code, output = run("test", str(CARDS), "--cards", str(CARDS))
    assert code == 0, output
    summary = re.search(r"^(\d+) passed, 0 failed$", output, re.MULTILINE)
    assert summary and int(summary.group(1)) > 0, output


def test_deckwright_test_shows_a_failing_expectation_and_the_events(tmp_path: Path) -> None:
    """MUN-78: killing a level-1 monster is worth one level, so 'level 9' fails with the actual level 3."""
    path = tmp_path / "failing.cards"
    path.write_text(FAILING_SCENARIO, encoding="utf-8")
    code, output = run("test", str(path), "--cards", str(CARDS))
    assert code == 1, output
    assert "FAIL" in output and "the slime gives one level" in output
    assert "line 7: expected alice at level 9" in output
    assert re.search(r"actual\s+level 3", output)
    assert "events of this scenario:" in output
    assert "combat (player=alice, monster=Sulking Slime)" in output
    assert "gain (counter=level, seat=0, amount=1, value=3, why=kill, player=alice, cause=kill)" in output
    # The decisions too, each with the answer given: what a writer needs to see what was not scripted.
    assert re.search(r"decision \(player=alice, asked=[a-z-]+, choice=", output), output
    assert "0 passed, 1 failed" in output


def test_deckwright_test_reports_an_unknown_card_with_a_suggestion(tmp_path: Path) -> None:
    path = tmp_path / "typo.cards"
    path.write_text(FAILING_SCENARIO.replace('"Shield of Mostly Holes"', '"Shield of Mostly Hole"'), encoding="utf-8")
    code, output = run("test", str(path), "--cards", str(CARDS))
    assert code == 1, output
    assert "T0001" in output
    assert "no card named 'Shield of Mostly Hole' in munchkin; did you mean 'Shield of Mostly Holes'?" in output
    assert "typo.cards:4" in output


def test_deckwright_test_passing_scenario(tmp_path: Path) -> None:
    """MUN-78: the fighter goes up one level for a killed monster."""
    path = tmp_path / "passing.cards"
    path.write_text(FAILING_SCENARIO.replace("level 9", "level 3"), encoding="utf-8")
    code, output = run("test", str(path), "--cards", str(CARDS))
    assert code == 0, output
    assert "1 passed, 0 failed" in output


def test_deckwright_explain_shows_the_strength_breakdown(tmp_path: Path) -> None:
    """MUN-70, MUN-71: each side's strength, item by item: level, items, the monster's own bonus."""
    path = tmp_path / "newt.cards"
    path.write_text(
        "game munchkin\n\n"
        'test "the newt bites dwarves" {  # MUN-70, MUN-71\n'
        '  given alice level 4, race dwarf, equipped "Shield of Mostly Holes"\n'
        '  when alice fights "Cranky Cave Newt"\n'
        "  expect alice wins combat\n"
        "}\n",
        encoding="utf-8",
    )
    code, output = run("explain", str(path), "-t", "newt", "--cards", str(CARDS))
    assert code == 0, output
    lines = output.splitlines()

    def row(*parts: str) -> None:
        assert any(all(p in line for p in parts) for line in lines), f"no line with {parts} in:\n{output}"

    row("players", "alice: level", "+4")
    row("players", "alice: Shield of Mostly Holes", "+2")
    row("monsters", "Cranky Cave Newt: level", "+3")
    row("monsters", "Cranky Cave Newt: its bonus against alice", "+2")
    row("players", "total", "6")
    row("monsters", "total", "5")
    assert "the players win (6 against 5)" in output
    assert "scenario passed" in output


def test_deckwright_explain_unknown_scenario_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "one.cards"
    path.write_text(FAILING_SCENARIO, encoding="utf-8")
    code, output = run("explain", str(path), "-t", "no such test", "--cards", str(CARDS))
    assert code == 2
    assert "no scenario matches 'no such test'" in output


def test_deckwright_simulate_json_is_reproducible() -> None:
    # stdout alone: a loaded machine may add a progress line to stderr (after a second of work).
    args = ["simulate", "--games", "5", "--seed", "3", "--format", "json", "--cards", str(CARDS)]
    first, second = runner.invoke(app, args), runner.invoke(app, args)
    assert first.exit_code == 0 and second.exit_code == 0, first.output
    assert first.stdout == second.stdout
    report = json.loads(first.stdout)
    assert report["game"] == "munchkin" and report["games"] == 5 and report["seed"] == 3
    assert report["unfinished"] == 0 and len(report["wins_by_seat"]) == 4
    assert re.fullmatch(r"[0-9a-f]{64}", report["event_log_hash"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "uno"), "no engine plays 'uno'"),
        (("--players", "9"), "Munchkin is for 3 to 6 players, not 9"),
        (("--games", "0"), "--games"),
        (("--format", "xml"), "unknown format 'xml'"),
    ],
)
def test_deckwright_simulate_bad_options_exit_2(args: tuple[str, ...], message: str) -> None:
    code, output = run("simulate", *args, "--cards", str(CARDS))
    assert code == 2, output
    assert message in output


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 7])
def test_deckwright_simulate_refuses_a_table_the_game_is_not_for(game: str, players: int) -> None:
    """MUN-1 / MKF-1: the game is for 3 to 6 players."""
    code, output = run("simulate", "--game", game, "--players", str(players), "--games", "1", "--cards", str(CARDS))
    assert code == 2, output
    assert f"is for 3 to 6 players, not {players}" in output
