"""The short paths of the fourteenth session, each held to the long way it replaces.

- ``Table._walk_every_zone`` reads every pile in C and walks card by card only a table amiss: its
  verdict is the card-by-card walk's, for a sound table and for every way a table can be amiss.
- ``card_conservation`` no longer watches shuffles (a shuffle moves no card between zones): a card
  lost behind the table's back is still found, at the next watched event.
- ``State.forced`` counts the one-option decisions taken without asking, apart from ``decisions``;
  ``GameRecord.forced`` carries it (the engine benchmark's like-for-like rows read it).
- A face's snippets render in one merged scope (``snippet_scope``/``render_snippet``): the same text
  as ``Template.render`` for every box of every shipped layout, and a snippet's own assignment never
  reaches the next snippet.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.engine.agents import FirstOptionAgent, Option
from toolkit.engine.contract import rules_of
from toolkit.engine.invariants import InvariantViolation
from toolkit.engine.play import play_game
from toolkit.engine.state import State
from toolkit.lang import games as registry
from toolkit.lang.load import load
from toolkit.lang.model import Card

CARDS = Path(__file__).resolve().parent.parent / "cards"


def _card(name: str) -> Card:
    return Card("test", "item", name, None, "treasure", {}, (), ())


def _table() -> State:
    state = State(7, ["alice", "bob"])
    state.agents = [FirstOptionAgent(), FirstOptionAgent()]
    hand, deck, table = state.zone("hand"), state.zone("deck"), state.zone("table")
    for n in range(30):
        state.add_card(_card(f"Card {n}"), (hand, deck, table)[n % 3])
    return state


def _amiss(state: State, how: str) -> None:
    hand, deck, table = state.zones
    if how == "twice in one pile":
        hand.cards.append(hand.cards[0])
    elif how == "in two piles":
        table.cards.append(hand.cards[0])
    elif how == "indexed elsewhere":
        state.location[hand.cards[0]] = deck
    elif how == "in no pile":
        hand.cards.pop()
    elif how == "a lost card and a doubled one":  # the count of cards stays right
        hand.cards.pop()
        deck.cards.append(deck.cards[0])


AMISS = ["twice in one pile", "in two piles", "indexed elsewhere", "in no pile", "a lost card and a doubled one"]


def test_the_whole_walk_passes_a_sound_table() -> None:
    state = _table()
    assert state._walk_every_zone() is None
    assert state._walk_card_by_card() is None


@pytest.mark.parametrize("how", AMISS)
def test_the_whole_walk_gives_the_card_by_card_verdict(how: str) -> None:
    state = _table()
    _amiss(state, how)
    found = state._walk_every_zone()
    assert found is not None, how
    assert found == state._walk_card_by_card()


def test_an_unknown_uid_in_a_pile_is_not_passed() -> None:
    state = _table()
    state.zones[1].cards.append(999)
    state.cards[999] = _card("Stray")  # known to the table but indexed nowhere
    assert state._walk_every_zone() is not None
    assert state._walk_every_zone() == state._walk_card_by_card()


def test_a_card_lost_behind_the_tables_back_is_found_though_shuffles_are_not_watched() -> None:
    from toolkit.rulesets.munchkin_rules.invariants import card_conservation

    assert "shuffle" not in card_conservation.watches  # type: ignore[attr-defined]
    state = _table()
    state.invariants = [card_conservation]  # type: ignore[list-item]
    hand, deck, table = state.zones
    state.shuffle(deck)  # not watched: no check runs
    deck.cards.pop()  # a card gone behind the table's back
    with pytest.raises(InvariantViolation, match="cards in no zone"):
        state.move(hand.cards[-1], table, "played")


def test_forced_decisions_are_counted_apart_from_decisions() -> None:
    state = State(1, ["alice", "bob"])
    state.agents = [FirstOptionAgent(), FirstOptionAgent()]
    assert state.ask(0, "turn-action", [Option("done")]) == 0
    assert (state.decisions, state.forced) == (0, 1)
    assert state.log.events == []  # a one-option decision records nothing, as before
    state.ask(1, "turn-action", [Option("done"), Option("play")])
    assert (state.decisions, state.forced) == (1, 1)


@pytest.mark.parametrize("game", [g for g in registry.names() if (r := registry.get(g)) and r.engine])
def test_a_games_record_counts_its_forced_decisions(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ask is a decision or a forced one: GameRecord.forced is the asks that were not decisions."""
    ruleset = registry.get(game)
    assert ruleset is not None
    cards = load([str(CARDS / game)]).cards
    asked: list[int] = []
    ask = State.ask

    def counted(self: State, seat: int, kind: str, options: list) -> int:  # type: ignore[type-arg]
        asked.append(seat)
        return ask(self, seat, kind, options)

    monkeypatch.setattr(State, "ask", counted)
    record = play_game(rules_of(ruleset), ruleset, cards, 4, 3, record=False)
    assert record.decisions > 0 and record.forced > 0
    assert record.forced == len(asked) - record.decisions


def test_a_faces_snippets_render_in_one_scope_as_template_render_does() -> None:
    """Every box of the layout of every card of the shipped sets, in every language with its text: the
    merged scope gives Template.render's text."""
    from toolkit.render.cardtext import card_text
    from toolkit.render.faces import _context, default_layouts
    from toolkit.render.layout import compile_snippet, render_snippet, snippet_scope
    from toolkit.text import identities
    from toolkit.text.files import text_languages

    layouts = default_layouts()
    cards = load([str(CARDS)]).cards
    words = identities(cards)
    compared = 0
    seen_kinds: set[tuple[str, str]] = set()
    for card in cards:
        if (card.game, card.kind) in seen_kinds and compared > 400:
            continue
        seen_kinds.add((card.game, card.kind))
        layout = layouts.layout(card.game, card.kind)
        for lang in text_languages(card.game):
            context = _context(card, lang, layout, layouts, card_text(card, lang, words))
            scope = snippet_scope(context)
            for box in layout.boxes:
                template = compile_snippet(box.text, box.file, box.line)
                assert render_snippet(template, scope) == template.render(context), (card.name, lang, box.name)
                compared += 1
    assert compared > 400


def test_a_snippets_assignment_stays_in_its_own_render() -> None:
    from toolkit.render.layout import compile_snippet, render_snippet, snippet_scope

    scope = snippet_scope({"name": "Lamp"})
    sets = compile_snippet("{% set name = 'Other' %}{{ name }}")
    reads = compile_snippet("{{ name }} {{ range(2) | list }}")
    assert render_snippet(sets, scope) == "Other"
    assert render_snippet(reads, scope) == "Lamp [0, 1]"  # the globals are in the scope; the set did not leak
    assert scope["name"] == "Lamp"


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_a_fuzzed_states_deal_presets_what_its_cards_would_give(game: str) -> None:
    """FuzzState.deal keeps, from its Dealt, what the state would work out from its cards when first asked:
    the same rule numbers, events, parts in game and treasure count as a state that works them out."""
    from toolkit.rulesets.munchkin_rules import events, moves, numbers
    from toolkit.rulesets.munchkin_rules.fuzz import Dealt, FuzzState
    from toolkit.rulesets.munchkin_rules.state import MunchkinState

    ruleset = registry.get(game)
    assert ruleset is not None
    cards = load([str(CARDS / game)]).cards
    dealt = Dealt.of([(card, card.deck == "door") for card in cards])
    preset = FuzzState(ruleset, 5, 4)
    preset.deal(dealt)
    worked_out = MunchkinState(ruleset, 5, 4)
    for uid, card in dealt.cards.items():
        worked_out.add_card(card, worked_out.doors.draw if dealt.to_doors[uid - 1] else worked_out.treasures.draw)
    assert preset.numbers_changed == (len(cards), numbers.changed(worked_out))
    if not dealt.fires_on_loss:
        assert preset.events_used == (len(cards), events.used(worked_out))
    for what in moves.PARTS_IN_GAME:
        assert moves._in_game(preset, what) == moves._in_game(worked_out, what)
        assert preset.__dict__["_parts_in_game"][what] == worked_out.__dict__["_parts_in_game"][what]
    assert preset.treasure_cards() == worked_out.treasure_cards()
