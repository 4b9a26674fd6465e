"""Fuzzing cards in the engine (`deckwright validate`, V02xx): toolkit/validate/fuzz.py and the
Munchkin family's fuzzer, toolkit/rulesets/munchkin_rules/fuzz.py.

The engine has no known way for a card's text to crash it, break an invariant or loop, so those
codes (V0201-V0203) are shown with an effect handler replaced by one that does (monkeypatch); the
warnings (V0204, V0205) come from real card text, in tests/invalid_fuzz/.
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from toolkit.lang.diagnostics import Diagnostic, Severity
from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.rulesets import registry
from toolkit.rulesets.munchkin_rules import effects
from toolkit.rulesets.munchkin_rules import fuzz as engine_fuzz
from toolkit.rulesets.munchkin_rules.effects import Context
from toolkit.rulesets.munchkin_rules.state import MunchkinState
from toolkit.rulesets.registry import Ruleset
from toolkit.validate import fuzz
from toolkit.validate.report import FuzzStats

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "invalid_fuzz"
DOCS = ROOT / "docs" / "diagnostics.md"
_EXPECT = re.compile(r"^#\s*expect:\s*(V\d{4})\s+(\d+):(\d+)\s*$")


@pytest.fixture(scope="module")
def project() -> dict[str, list[Card]]:
    result = load([str(ROOT / "cards")])
    assert result.ok
    pools: dict[str, list[Card]] = {}
    for card in result.cards:
        if ruleset(card.game).has_engine:  # a game with no engine yet (maniacal, midgard) has nothing to fuzz
            pools.setdefault(card.game, []).append(card)
    return pools


def ruleset(name: str = "munchkin") -> Ruleset:
    found = registry.get(name)
    assert found is not None
    return found


def one_card(text: str, game: str = "munchkin") -> Card:
    result = load_text(f"game {game}\n\n{text}", "fuzzed.cards")
    assert result.diagnostics == [], result.diagnostics
    (card,) = result.cards
    return card


CURSE = """curse "Fuzzing Amnesia" @fz-001 {
  when played: lose 1 level
}
"""


# ---------------------------------------------------------------- seeds and dispatch


def test_card_seed_is_stable_and_depends_on_game_card_and_run() -> None:
    seed = fuzz.card_seed(0, "munchkin", "mun-001")
    assert seed == fuzz.card_seed(0, "munchkin", "mun-001")
    assert seed == 17857282211740983898  # sha256-based: the same in every process and Python version
    others = {fuzz.card_seed(1, "munchkin", "mun-001"), fuzz.card_seed(0, "munchkin-kungfu", "mun-001")}
    others.add(fuzz.card_seed(0, "munchkin", "mun-002"))
    assert seed not in others and len(others) == 3
    assert 0 <= seed < 2**64


def test_a_card_gets_the_same_result_whatever_the_pool_order(project: dict[str, list[Card]]) -> None:
    pool = project["munchkin"]
    card = next(c for c in pool if c.name == "Licensed Pickpocket")
    forward = fuzz.fuzz_card(ruleset(), pool, card, 11, 4)
    backward = fuzz.fuzz_card(ruleset(), list(reversed(pool)), card, 11, 4)
    assert forward == backward


def test_a_ruleset_without_a_fuzzer_is_not_fuzzed(project: dict[str, list[Card]]) -> None:
    card = project["munchkin"][0]
    no_engine = dataclasses.replace(ruleset(), engine="")
    no_fuzzer = dataclasses.replace(ruleset(), engine="toolkit.engine.agents")  # a module with no fuzz_card
    for rules in (no_engine, no_fuzzer):
        assert not fuzz.has_fuzzer(rules)
        assert fuzz.fuzz_card(rules, project["munchkin"], card, 0, 8) == ([], FuzzStats())
    assert fuzz.fuzz_card(ruleset(), project["munchkin"], card, 0, 0) == ([], FuzzStats())
    assert fuzz.has_fuzzer(ruleset())


# ---------------------------------------------------------------- windows


def test_windows_follow_the_kind_and_the_rules(project: dict[str, list[Card]]) -> None:
    by_name = {c.name: c for pool in project.values() for c in pool}

    def keys(name: str) -> list[str]:
        return [w.key for w in engine_fuzz.windows(by_name[name])]

    assert keys("Sulking Slime") == ["door:-1"]  # a monster is met at the door; its rules act on their own
    assert keys("Sudden Onset Amnesia") == ["door:-1", "turn:-1", "idle:-1", "combat:-1"]  # curses: any time
    assert keys("Furious About Parking") == ["combat:-1"]
    # A class: put in play (also in its owner's combat, MUN-37), then each rule in its own window.
    assert keys("Apprentice Spell-Slinger") == ["turn:-1", "combat:-1", "running:0", "combat:1"]
    assert keys("Prancing Treehugger") == ["turn:-1", "combat:-1", "help:0"]  # when you help kill
    assert keys("Bribe the Bard") == ["turn:0", "idle:0", "combat:0", "running:0"]  # any time


def test_hints_read_what_a_card_asks_of_a_state(project: dict[str, list[Card]]) -> None:
    by_name = {c.name: c for pool in project.values() for c in pool}
    deed = engine_fuzz.Hints.of(by_name["Deed to the Whole Dungeon"])  # your turn, if level = 9, discard 3 items
    assert deed.levels == {9} and deed.items == 3
    cleric = engine_fuzz.Hints.of(by_name["Ordained Exorcist"])  # if fighting undead, discard up to 3 cards
    assert cleric.tags == {"undead"} and cleric.hand_sizes == {4}
    hole = engine_fuzz.Hints.of(by_name["Portable Hole (Slightly Used)"])  # if fighting alone
    assert hole.role == "alone"
    odd = one_card('one-shot "Odd" @fz-004 {\n  your turn, if not level <= 4: draw 1 door\n}\n')
    assert engine_fuzz.Hints.of(odd).levels == {5}  # the value that makes the condition true


# ---------------------------------------------------------------- determinism


def test_same_seed_same_plays_event_for_event(project: dict[str, list[Card]]) -> None:
    pool = project["munchkin-kungfu"]
    card = next(c for c in pool if c.name == "Kid Who Wants to Be Your Apprentice")
    first = fuzz.fuzz_card(ruleset("munchkin-kungfu"), pool, card, 5, 6)
    again = fuzz.fuzz_card(ruleset("munchkin-kungfu"), pool, card, 5, 6)
    assert first == again
    assert first[1].states == 6 and first[1].plays > first[1].refused > 0
    for window in engine_fuzz.windows(card):
        one = engine_fuzz.replay(ruleset("munchkin-kungfu"), pool, card, 5, 3, window.key)
        two = engine_fuzz.replay(ruleset("munchkin-kungfu"), pool, card, 5, 3, window.key)
        assert one.log.digest() == two.log.digest() and len(one.log) > 20
    other = engine_fuzz.replay(ruleset("munchkin-kungfu"), pool, card, 6, 3, "turn:-1")
    assert (
        other.log.digest() != engine_fuzz.replay(ruleset("munchkin-kungfu"), pool, card, 5, 3, "turn:-1").log.digest()
    )
    with pytest.raises(ValueError, match="no window"):
        engine_fuzz.replay(ruleset("munchkin-kungfu"), pool, card, 5, 0, "door:-1")


# ---------------------------------------------------------------- the project's cards fuzz clean


def test_every_project_card_fuzzes_clean(project: dict[str, list[Card]]) -> None:
    """All 191 cards at the default number of states: no V02xx, no state the generator got wrong,
    every card played at least once, and within the time budget (about 20-30 ms a card)."""
    totals = FuzzStats()
    started = time.process_time()
    cards = 0
    for game, pool in sorted(project.items()):
        for card in pool:
            fuzzer = engine_fuzz.Fuzzer(ruleset(game), pool, card, fuzz.card_seed(0, game, card.key), 8)
            found, stats = fuzzer.fuzz()
            assert found == [], [d.headline() for d in found]
            assert fuzzer.bad_states == [], f"{card.name}: the generator made illegal states"
            assert stats.plays > stats.refused, f"{card.name} was never played"
            totals.states += stats.states
            totals.plays += stats.plays
            totals.refused += stats.refused
            cards += 1
    seconds = time.process_time() - started
    assert cards >= 191  # the two sets as shipped, and what is added to them
    assert totals.states == 8 * cards and totals.plays > totals.states > totals.refused
    assert seconds / cards < 0.1, f"{1000 * seconds / cards:.1f} ms a card"


def test_the_events_of_a_play_stay_far_below_the_budget(project: dict[str, list[Card]]) -> None:
    """No false V0203: the longest plays of real cards use a small part of the event budget."""
    pool = project["munchkin"]
    longest = 0
    for name in ("Bottomless Bag With a Hole", "Hex of the Stubbed Toe", "Licensed Pickpocket"):
        card = next(c for c in pool if c.name == name)
        for window in engine_fuzz.windows(card):
            for index in range(4):
                state = engine_fuzz.replay(ruleset(), pool, card, 1, index, window.key)
                longest = max(longest, engine_fuzz.MAX_EVENTS - state.events_left)
    assert 0 < longest < engine_fuzz.MAX_EVENTS // 5


# ---------------------------------------------------------------- what must be flagged


Handler = Callable[[MunchkinState, Any, Context, int], None]


def fuzz_with(monkeypatch: pytest.MonkeyPatch, handler: Handler, states: int = 4) -> list[Diagnostic]:
    monkeypatch.setitem(effects.HANDLERS, "lose_levels", handler)
    card = one_card(CURSE)
    pool = [*load([str(ROOT / "cards" / "munchkin")]).cards, card]
    found, stats = fuzz.fuzz_card(ruleset(), pool, card, 3, states)
    assert stats.plays > 0
    return found


def test_an_exception_in_the_engine_is_v0201(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(state: MunchkinState, effect: Any, ctx: Context, times: int) -> None:
        raise RuntimeError("the handler fell over")

    (found,) = fuzz_with(monkeypatch, crash)
    assert found.code == "V0201" and found.severity is Severity.ERROR
    assert "RuntimeError" in found.message and "the handler fell over" in found.message
    assert "Fuzzing Amnesia" in found.message and "from the door" in found.message  # the window
    assert found.span is not None and (found.span.line, found.span.column) == (4, 16)  # `lose 1 level`
    assert any(re.search(r"seed=\d+, index=\d+, window='door:-1'", n) for n in found.notes)
    assert found.hint


def test_a_broken_invariant_is_v0202(monkeypatch: pytest.MonkeyPatch) -> None:
    def level_zero(state: MunchkinState, effect: Any, ctx: Context, times: int) -> None:
        for player in effects.target_players(state, effect, ctx):
            old, state.levels.values[player.seat] = player.level, 0  # below level 1, behind the counter's back
            state.emit("spend", counter="level", seat=player.seat, amount=old, value=0, why="fuzz", player=player.name)

    (found,) = fuzz_with(monkeypatch, level_zero)
    assert found.code == "V0202"
    assert "levels_in_bounds" in found.message and "at level 0" in found.message
    assert found.span is not None and found.span.line == 4
    assert any(n.startswith("after event") and "spend (counter=level, " in n for n in found.notes)


def test_an_effect_that_never_ends_is_v0203(monkeypatch: pytest.MonkeyPatch) -> None:
    def forever(state: MunchkinState, effect: Any, ctx: Context, times: int) -> None:
        while True:
            state.emit("echo", card="Fuzzing Amnesia")

    (found,) = fuzz_with(monkeypatch, forever, states=8)
    assert found.code == "V0203" and "10,000 events" in found.message
    assert any("in 1 of 1 plays" in n for n in found.notes)  # one non-ending play is enough


def test_a_question_asked_forever_is_v0203(monkeypatch: pytest.MonkeyPatch) -> None:
    def dither(state: MunchkinState, effect: Any, ctx: Context, times: int) -> None:
        while True:  # a question with one option never reaches an agent, and emits nothing
            state.ask(ctx.actor.seat, "choose-option", ["only"])

    (found,) = fuzz_with(monkeypatch, dither)
    assert found.code == "V0203" and "2,000 decisions" in found.message


def test_refusals_are_counted_not_reported(project: dict[str, list[Card]]) -> None:
    pool = project["munchkin"]
    deed = next(c for c in pool if c.name == "Deed to the Whole Dungeon")  # level 9 and three items
    found, stats = fuzz.fuzz_card(ruleset(), pool, deed, 0, 8)
    assert found == []
    assert 0 < stats.refused < stats.plays


def test_a_card_never_playable_is_v0204(project: dict[str, list[Card]]) -> None:
    card = one_card('go-up-a-level "Ladder to Nowhere" @fz-002 {\n  any time, if level > 10: go up 1 level\n}\n')
    found, stats = fuzz.fuzz_card(ruleset(), [*project["munchkin"], card], card, 0, 8)
    assert stats.plays == stats.refused == 32  # 8 states x 4 moments of "any time"
    (warning,) = found
    assert warning.code == "V0204" and warning.severity is Severity.WARNING
    assert warning.span is not None and warning.span.line == card.line


def test_a_rule_never_usable_is_v0205(project: dict[str, list[Card]]) -> None:
    card = one_card('class "Tired Warrior" @fz-003 {\n  is warrior\n  during combat, if level > 12: strength +3\n}\n')
    found, stats = fuzz.fuzz_card(ruleset(), [*project["munchkin"], card], card, 0, 8)
    (warning,) = found
    assert warning.code == "V0205" and warning.severity is Severity.WARNING
    assert warning.span is not None and warning.span.line == card.line + 2  # the rule, not the card
    assert stats.plays > stats.refused  # the class itself is played


# ---------------------------------------------------------------- the corpus and the docs


def corpus() -> list[Path]:
    return sorted(CORPUS.glob("*.cards"))


@pytest.mark.parametrize("path", corpus(), ids=lambda p: p.name)
def test_fuzz_corpus_file_is_flagged_where_it_expects(path: Path, project: dict[str, list[Card]]) -> None:
    expected = set()
    for line in path.read_text("utf-8").splitlines():
        if not line.startswith("#"):
            break
        match = _EXPECT.match(line)
        if match:
            expected.add((match[1], int(match[2]), int(match[3])))
    assert expected and path.name[:5] in {code for code, _, _ in expected}
    result = load([str(path)])
    assert result.diagnostics == [] and result.cards
    found = []
    for card in result.cards:
        pool = [*project[card.game], *result.cards]
        found += fuzz.fuzz_card(ruleset(card.game), pool, card, 0, fuzz.DEFAULT_STATES)[0]
    assert {(d.code, d.span.line, d.span.column) for d in found if d.span} == expected


def test_every_fuzz_code_is_documented_and_flagged_somewhere() -> None:
    text = DOCS.read_text("utf-8")
    section = text[text.index("### Fuzzing (V02xx)") :]
    documented = set(re.findall(r"^### (V02\d\d) — ", section, flags=re.M))
    source = (ROOT / "toolkit" / "rulesets" / "munchkin_rules" / "fuzz.py").read_text("utf-8")
    assert documented == set(re.findall(r"\"(V02\d\d)\"", source)) == {"V0201", "V0202", "V0203", "V0204", "V0205"}
    in_corpus = {p.name[:5] for p in corpus()}
    assert in_corpus == {"V0204", "V0205"}  # the codes real card text can reach


def test_a_large_pool_is_sampled_per_card_with_every_kind_kept(project: dict[str, list[Card]]) -> None:
    """Past POOL_CAP cards, each state deals a sample: the card itself, every kind, the same for a seed."""
    base = project["munchkin"]
    big = [dataclasses.replace(c, card_id=f"{c.key}-x{i}", name=f"{c.name} {i}") for i in range(8) for c in base]
    card = big[-1]
    first = engine_fuzz.Fuzzer(ruleset(), big, card, 3, 1).pool
    again = engine_fuzz.Fuzzer(ruleset(), list(reversed(big)), card, 3, 1).pool
    assert [c.key for c in first] == [c.key for c in again]  # independent of load order
    assert len(first) <= engine_fuzz.POOL_CAP + 6 * len({c.kind for c in big})
    assert any(c is card for c in first)
    assert {c.kind for c in first} == {c.kind for c in big}
    assert engine_fuzz.Fuzzer(ruleset(), base, base[0], 3, 1).pool == sorted(
        base, key=lambda c: (c.kind, c.key, c.name)
    )  # a set of normal size is dealt whole
