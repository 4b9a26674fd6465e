"""The engine's speed-ups change nothing a game does (docs/performance.md, engine section).

What the rules derive again and again is kept between decisions (a player's identity cards,
lasting effects before their conditions, the cards legal_plays looks at, each ability's facts,
each card's rules) and dropped when the zones or the equipped set it came from change; the
strength totals are kept while the state's version stays; conditions are compiled once; the
strength totals come without labels; the card-conservation check looks only at the cards moved
since its last run. Each is tested here against the plain way of working it out.
"""

from __future__ import annotations

import gc
import hashlib
import marshal
from collections import Counter
from collections.abc import Callable

import pytest
from engine_support import cards_of, ruleset  # the project's cards and rulesets, loaded once

from toolkit.engine.agents import Decision, Option, RandomAgent
from toolkit.engine.events import Event, EventLog
from toolkit.engine.invariants import InvariantViolation
from toolkit.engine.play import record_of
from toolkit.engine.table import Table
from toolkit.lang.model import AllOf, AnyOf, Card, Compare, Cond, Effect, NotCond, Predicate, Term
from toolkit.rulesets.munchkin_rules import character, combat, conditions, plays, strength, turn
from toolkit.rulesets.munchkin_rules import game as game_module
from toolkit.rulesets.munchkin_rules.game import MAX_TURNS, new_game
from toolkit.rulesets.munchkin_rules.state import (
    Combat,
    Derived,
    Foe,
    Lasting,
    MunchkinState,
    Player,
    TrackedSet,
    pure,
)
from toolkit.rulesets.munchkin_rules.turn import play_turn

GAMES = ("munchkin", "munchkin-kungfu")
MOMENTS = ("turn", "combat", "running", "idle")
STATIC_KEYS = ("strength", "extra_slot", "hand_limit", "unlimited_big", "escape_bonus", "wins_ties", "free_help")


# ================================================================ the cache stamps


def test_tracked_set_counts_changes_only() -> None:
    items = TrackedSet([1, 2])
    assert items == {1, 2} and items.version == 0
    items.add(3)
    items.add(3)  # already there: no change
    items.discard(9)  # not there: no change
    assert items.version == 1
    items.discard(1)
    items.remove(2)
    items.update({4, 5})
    items -= {4}
    assert items == {3, 5} and items.version == 5
    items.clear()
    items.clear()
    assert not items and items.version == 6
    assert type(items - {1}) is set  # set arithmetic makes plain sets, as the rules expect


def test_zone_versions_follow_every_change_the_table_makes() -> None:
    table = Table(3)
    pile, hand = table.zone("pile"), table.zone("hand")
    deck = table.deck("door")
    uids = [table.add_card(card, pile) for card in cards_of("munchkin")[:4]]
    assert pile.version == 4
    table.move(uids[0], hand)
    assert (pile.version, hand.version) == (5, 1)
    table.shuffle(pile)
    assert pile.version == 6
    for uid in uids[1:]:
        table.move(uid, deck.discard)
    before = (deck.draw.version, deck.discard.version)
    assert table.draw(deck, hand) is not None  # the discard pile is reshuffled into the deck first
    assert deck.draw.version > before[0] and deck.discard.version > before[1]


# ================================================================ kept == worked out afresh


def _afresh(state: MunchkinState, player: Player, work: Callable[[], object]) -> object:
    """``work()`` with the player's and the state's caches emptied first, as if nothing were kept."""
    player.derived = Derived()
    state.hand_steps.clear()
    state.usable_steps.clear()
    return work()


def _snapshot(state: MunchkinState, player: Player) -> tuple[object, ...]:
    """Everything the caches stand behind, for one player, as comparable values. Read only when no
    condition rolls a die, so that reading it twice changes nothing."""
    return (
        tuple(tuple(p.key for p in plays.legal_plays(state, player, moment)) for moment in MOMENTS),
        tuple(tuple(character.identities(state, player, k)) for k in ("race", "class", "style")),
        tuple(sorted(character.traits(state, player, k)) for k in ("race", "class", "style")),
        tuple(tuple(uid for uid, _ in character.static_list(state, player, key)) for key in STATIC_KEYS),
        tuple(character.has_static(state, player, key) for key in STATIC_KEYS),
        character.hand_limit(state, player),
        character.escape_bonus(state, player),
        character.equipment_problem(state, player),
        character.bonus_items(state, player)[0],
        character.pure_traits(state, player),
        tuple(character.can_equip(state, player, uid) for uid in player.carried.cards),
    )


def _can_equip_plainly(state: MunchkinState, player: Player, uid: int) -> bool:
    """can_equip as it reads in the rules: the item's `usable if`, then room in its slot."""
    if not character.usable(state, player, uid):
        return False
    taken = state.rules(uid).slot
    if taken is None:
        return True
    held = [state.rules(o).slot for o in player.equipped if o != uid]
    used = sum(slot[1] for slot in held if slot is not None and slot[0] == taken[0])
    return used + taken[1] <= character.slot_capacity(state, taken[0])


class CheckingAgent:
    """A random agent that, before every answer, compares what the caches say with the same worked
    out afresh, for every player and every moment."""

    def __init__(self, seed: int, compared: list[int]) -> None:
        self.agent = RandomAgent(seed)
        self.compared = compared

    def decide(self, state: MunchkinState, decision: Decision) -> int:
        # The version counts the equipped sets' changes in one tally: the same as their versions' sum.
        core = len(state.log.events) - state._decision_events + state._quiet_changes
        assert state.version() == core + sum(p.equipped.version for p in state.players)
        for player in state.players:
            kept = _snapshot(state, player)
            fresh = _afresh(state, player, lambda player=player: _snapshot(state, player))
            assert kept == fresh, f"{player.name}, decision {state.decisions} ({decision.kind})"
            assert _snapshot(state, player) == kept  # and once more from the rebuilt caches
            _check_ability_facts(state, player)
            _check_put_in_play(state, player)
            for uid in player.carried.cards:
                assert character.can_equip(state, player, uid) == _can_equip_plainly(state, player, uid)
        if state.combat is not None:
            kept = state.strength_kept
            if kept is not None and kept[0] is state.combat and kept[1] == state.version():
                self.compared[1] += 1  # the totals below come from what was kept
            parts = strength.breakdown(state, state.combat)
            players = sum(p.amount for p in parts if p.side == strength.PLAYERS)
            assert strength.totals(state, state.combat) == (players, sum(p.amount for p in parts) - players)
        self.compared[0] += 1
        return self.agent.decide(state, decision)


def _check_ability_facts(state: MunchkinState, player: Player) -> None:
    """legal_plays reads each ability's facts (plays._allowed) where refusal_of_ability reads the
    card and the ability: both must give the same verdict for every ability, card and moment."""
    for zone in (player.hand, player.identity, player.followers, player.carried):
        for uid in zone.cards:
            for moment in MOMENTS:
                for _, ability, facts in plays._offered(state, uid, moment):
                    allowed = plays._allowed(state, player, uid, facts, moment)
                    refusal = plays.refusal_of_ability(state, player, uid, ability, moment)
                    assert allowed == (refusal is None), (player.name, state.name(uid), moment, refusal)
                    # A listing offers a free ability without the check: the check must agree.
                    assert not facts.free or allowed, (player.name, state.name(uid), moment, refusal)


def _check_put_in_play(state: MunchkinState, player: Player) -> None:
    """A card in hand is offered to be put in play exactly when refusal_to_put_in_play finds
    nothing, in every moment, whether its check was made at the listing or once with the card's
    entries (plays._PUT_BY_TIMING_ALONE, small items: made in another state with the same key)."""
    for moment in MOMENTS:
        listed = {p.uid for p in plays.legal_plays(state, player, moment) if p.kind == "card"}
        for uid in player.hand.cards:
            if plays.put_play(state, player, uid, moment) is None:
                assert uid not in listed  # its kind does not come into play at this moment
                continue
            allowed = plays.refusal_to_put_in_play(state, player, uid, moment) is None
            assert (uid in listed) == allowed, (player.name, state.name(uid), moment)


@pytest.mark.parametrize("game", GAMES)
def test_what_is_kept_between_decisions_equals_what_is_worked_out_afresh(game: str) -> None:
    """Random play reaches odd corners (races replaced, items given away, deaths, curses): at every
    decision the kept results must equal the ones worked out with empty caches."""
    rolling = [c.name for c in cards_of(game) if not all(pure(x) for x in _conditions_of(c))]
    assert not rolling, f"these cards' conditions roll dice; the comparison would change their games: {rolling}"
    compared = [0, 0]
    for seed in range(4):
        agents = [CheckingAgent(seed * 10 + seat, compared) for seat in range(4)]
        state = new_game(ruleset(game), cards_of(game), 4, seed, agents=agents)
        while not state.over and state.turn < 120:
            play_turn(state)
    assert compared[0] > 500
    assert compared[1] > 50  # the kept strength totals were read, and found right, many times


class PutCheckingAgent:
    """A random agent that, before every answer, checks _check_put_in_play for every player, the
    caches left as play made them (entries made at earlier decisions, for cards in other hands)."""

    def __init__(self, seed: int, checked: list[int]) -> None:
        self.agent, self.checked = RandomAgent(seed), checked

    def decide(self, state: MunchkinState, decision: Decision) -> int:
        for player in state.players:
            _check_put_in_play(state, player)
        self.checked[0] += 1
        return self.agent.decide(state, decision)


@pytest.mark.parametrize("game", GAMES)
def test_a_put_in_play_checked_once_with_the_cards_entries_holds_in_every_later_state(game: str) -> None:
    """plays._PUT_BY_TIMING_ALONE: the check made once, when a card's entries in hand are made,
    must agree with refusal_to_put_in_play in every state with the same key, whoever holds the card."""
    checked = [0]
    for seed in range(3):
        agents = [PutCheckingAgent(seed * 10 + seat, checked) for seat in range(4)]
        state = new_game(ruleset(game), cards_of(game), 4, seed, agents=agents)
        while not state.over and state.turn < 120:
            play_turn(state)
    assert checked[0] > 500


# ================================================================ the state's version


def test_the_version_follows_every_change_and_no_decision() -> None:
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 3)
    alice = state.players[0]
    before, asked = state.version(), state.decisions
    state.ask(0, "turn-action", [Option("done"), Option("other")])  # a choice alone changes nothing
    assert state.version() == before and state.decisions == asked + 1
    state.touch()
    assert state.version() == before + 1
    state.draw(state.doors, alice.hand, "test")
    assert state.version() == before + 2
    item = next(u for u in state.cards if state.rules(u).slot is not None)
    alice.equipped.add(item)  # some unequipping (settle_character) makes no event: the set counts
    assert state.version() == before + 3


def test_the_equipped_tally_counts_every_players_changes_and_follows_a_copy() -> None:
    """MunchkinState.version reads the equipped sets' changes as one tally: every player's set
    counts into it, a change that is none (discarding what is not there) does not, and a copy of
    the state (turn._copy, the offered-equals-accepted audit) counts into its own tally."""
    import copy

    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 3)
    items = [u for u in state.cards if state.rules(u).slot is not None][:3]
    before = state.version()
    state.players[0].equipped.add(items[0])
    state.players[2].equipped.update([items[1]])
    state.players[3].equipped.discard(items[2])  # not there: no change
    assert state.version() == before + 2
    twin = copy.deepcopy(state)
    twin.players[1].equipped.add(items[2])
    assert twin.version() == before + 3 and state.version() == before + 2
    state.players[0].equipped.clear()
    assert state.version() == before + 3 and twin.version() == before + 3


def test_in_play_usables_are_made_once_per_card_and_moment_and_follow_the_table() -> None:
    """plays._in_play: a card's entries in play (its abilities for a moment, with their Plays and
    checks) are kept per card and moment; the player's listing still follows the cards that come and go."""
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 5)
    alice = state.players[0]
    ability_card = next(
        u for u in state.doors.draw.cards if state.kind(u) == "class" and plays._offered(state, u, "turn")
    )
    state.usable_steps.clear()
    state.move(ability_card, alice.identity, "test")
    listed = plays._in_play(state, alice, "turn")
    assert ability_card in [uid for uid, _ in listed]
    kept = state.usable_steps["turn"][ability_card]
    assert kept == plays._entries_in_play(state, ability_card, state.name(ability_card), "turn")
    state.move(ability_card, state.doors.discard, "test")
    assert ability_card not in [uid for uid, _ in plays._in_play(state, alice, "turn")]
    state.move(ability_card, alice.identity, "test")
    again = dict(plays._in_play(state, alice, "turn"))[ability_card]
    assert again is kept  # the same entries, not made again


def test_lasting_effects_arming_and_expiring_change_the_version() -> None:
    """Two changes no event records: a curse's effect arming as its combat begins, and effects
    "until the end of the turn" expiring. Both change what the strength totals read."""
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 3)
    alice = state.players[0]
    curse = Effect(Term("strength", {"n": -5}), duration=Term("end_of_next_combat"))
    alice.lasting.append(Lasting(curse, 1, "end_of_next_combat", armed=False))
    alice.lasting.append(Lasting(curse, 1, "end_of_turn"))
    before = state.version()
    combat._strike_reminders(state, alice)
    assert alice.lasting[0].armed and state.version() == before + 1
    turn._expire(state, alice, "end_of_turn")
    assert len(alice.lasting) == 1 and state.version() == before + 2


def test_strength_totals_are_kept_until_the_version_changes_unless_they_rolled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 3)
    monster = next(u for u in state.cards if state.kind(u) == "monster")
    state.combat = Combat(0, [Foe(monster)])
    tallies = [0]
    plain = strength._tally

    def counting(state: MunchkinState, fight: Combat, parts: list[strength.Contribution] | None) -> tuple[int, int]:
        tallies[0] += 1
        return plain(state, fight, parts)

    monkeypatch.setattr(strength, "_tally", counting)
    first = strength.totals(state, state.combat)
    assert strength.totals(state, state.combat) == first and tallies[0] == 1  # kept
    state.levels.values[0] += 3  # behind the counter's back: no event, so touch() says it changed
    state.touch()
    assert strength.totals(state, state.combat) == (first[0] + 3, first[1]) and tallies[0] == 2

    def rolling(state: MunchkinState, fight: Combat, parts: list[strength.Contribution] | None) -> tuple[int, int]:
        tallies[0] += 1
        state.emit("roll", player="alice", value=4, why="condition")  # as a `usable if roll` would
        return plain(state, fight, parts)

    monkeypatch.setattr(strength, "_tally", rolling)
    state.touch()
    strength.totals(state, state.combat)
    strength.totals(state, state.combat)
    assert tallies[0] == 4  # a tally that rolled is never kept: every reading rolls, as without keeping


def _conditions_of(card: Card) -> list[Cond]:
    found = [e.condition for e in card.statics if e.condition is not None]
    for ability in card.abilities:
        if ability.condition is not None:
            found.append(ability.condition)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_rules_of_a_card_are_shared_by_games_and_follow_the_card(game: str) -> None:
    state = new_game(ruleset(game), cards_of(game), 4, 5)
    again = new_game(ruleset(game), cards_of(game), 4, 6)
    for uid, card in state.cards.items():
        rules = state.rules(uid)
        assert (rules.name, rules.kind) == (card.name, card.kind)
        assert rules.bonus == int(card.fields.get("bonus", 0) or 0)
        assert rules.big == bool(card.fields.get("big"))
        assert again.rules(uid) is rules  # the same card object in both games: its rules made once


# ================================================================ compiled conditions


def _conditions() -> list[Cond]:
    race = Predicate(Term("has_race", {"race": "elf"}))
    klass = Predicate(Term("has_class", {"class": "wizard"}))
    level = Compare(Term("level"), ">=", 3)
    hand = Compare(Term("hand_size"), "<", 4)
    combat = Predicate(Term("in_combat"))
    return [
        race,
        klass,
        level,
        hand,
        combat,
        NotCond(race),
        AllOf((race, level)),
        AnyOf((klass, NotCond(level), hand)),
        AllOf((AnyOf((race, klass)), NotCond(combat))),
        Predicate(Term("gender", {"g": "female"})),
    ]


@pytest.mark.parametrize("game", GAMES)
def test_compiled_conditions_agree_with_reading_the_condition(game: str) -> None:
    seen = set()
    for seed in range(3):
        state = new_game(ruleset(game), cards_of(game), 4, seed)
        while not state.over and state.turn < 60:
            play_turn(state)
            for player in state.players:
                for cond in _conditions():
                    result = conditions.holds(state, cond, player)
                    assert result == conditions.holds_by_shape(state, cond, player), cond
                    seen.add(result)
    assert seen == {True, False}


def test_a_condition_that_rolls_is_impure() -> None:
    roll = Compare(Term("roll"), ">=", 4)
    assert not pure(roll) and not pure(AllOf((Predicate(Term("in_combat")), NotCond(roll))))
    assert pure(Compare(Term("level"), ">=", 4))


# ================================================================ the event log and its checks


def test_the_digest_is_the_hash_of_the_events_marshalled_as_values() -> None:
    """The digest hashes the events' kinds and data in marshal's format version 2, which writes
    values, never which objects are shared: a log made of equal but distinct strings (as a game
    replayed in another process makes them) has the same digest."""
    log = EventLog()
    log.emit("turn", number=1, player="alice")
    log.emit("move", card="Boots of Butt-Kicking", uid=3, source="door-deck", to="alice-hand", why="dealt")
    log.emit("level", player="alice", new=2, why="Dwarf's hammer")
    payload = marshal.dumps([(event.kind, event.data) for event in log], 2)
    assert log.digest() == hashlib.sha256(payload).hexdigest()
    again = EventLog()
    for event in log:  # the same values, every string a new object
        data = {k: "".join(list(v)) if isinstance(v, str) else v for k, v in event.data}
        again.emit("".join(list(event.kind)), **data)
    assert again.digest() == log.digest()
    changed = EventLog()
    for event in log:
        changed.emit(event.kind, **dict(event.data))
    changed.emit("level", player="alice", new=3, why="Dwarf's hammer")
    assert changed.digest() != log.digest()


def test_the_digest_reads_a_value_marshal_cannot_write_by_its_repr() -> None:
    class Mark:
        def __repr__(self) -> str:
            return "Mark()"

    log, same, other = EventLog(), EventLog(), EventLog()
    log.emit("note", what=Mark(), n=1)
    same.emit("note", what=Mark(), n=1)
    other.emit("note", what="Mark()", n=1)  # a string that reads like it is another value
    assert log.digest() == same.digest()
    assert log.digest() != other.digest()


@pytest.mark.parametrize("game", GAMES)
def test_card_conservation_after_moves_finds_what_the_whole_walk_finds(game: str) -> None:
    """After moves only the moved cards are looked at; a card that lies twice, or that a move left
    behind, is still found, with the whole walk's message."""
    state = new_game(ruleset(game), cards_of(game), 4, 2, check_invariants=True)
    alice, bob = state.players[0], state.players[1]
    state.draw(state.doors, alice.hand, "test")  # checked: only the card drawn is looked at
    uid = alice.hand.cards[0]
    bob.hand.cards.append(uid)  # behind the Table's back: now in two hands
    with pytest.raises(InvariantViolation) as caught:
        state.draw(state.doors, alice.hand, "test")
    assert f"card {state.name(uid)} is in both alice-hand and bob-hand" in caught.value.message


@pytest.mark.parametrize("game", GAMES)
def test_card_conservation_walks_the_whole_table_each_turn(game: str) -> None:
    """A card swapped between zones behind the Table's back keeps the count; the next whole walk,
    at the start of a turn at the latest, finds it."""
    state = new_game(ruleset(game), cards_of(game), 4, 2, check_invariants=True)
    alice, bob = state.players[0], state.players[1]
    mine, theirs = alice.hand.cards[0], bob.hand.cards[0]
    alice.hand.cards[0], bob.hand.cards[0] = theirs, mine  # the index still says otherwise
    with pytest.raises(InvariantViolation) as caught:
        state.emit("turn", number=1, player="alice", level=1)
    assert "indexed elsewhere" in caught.value.message


@pytest.mark.parametrize("game", GAMES)
def test_games_with_checks_on_and_off_play_alike(game: str) -> None:
    """Checks read the state and never change it: the same seeds give the same event logs."""
    for seed in range(3):
        off = new_game(ruleset(game), cards_of(game), 4, seed)
        on = new_game(ruleset(game), cards_of(game), 4, seed, check_invariants=True)
        for state in (off, on):
            while not state.over and state.turn < MAX_TURNS:
                play_turn(state)
        assert off.log.digest() == on.log.digest()


# ================================================================ the game's record


# How the record classified moves by their words before reasons were enum members (the old way).
DRAWN_TEXT = ("dealt", "kicked", "treasure", "looted the room", "drawn")
PLAYED_TEXT = ("played by", "hired by", "cursing", "paid for")


def _counts_from_the_whole_log(state: MunchkinState) -> tuple[Counter[str], Counter[str], int]:
    """The record's card counts and combats the plain way: every event of the log read by name."""
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    combats = 0
    for event in state.log:
        if event.kind == "move":
            why, card = str(event.get("why")), str(event.get("card"))
            if why.startswith(DRAWN_TEXT):
                drawn[card] += 1
            elif why.startswith(PLAYED_TEXT) or "enhances" in why:
                played[card] += 1
        elif event.kind == "combat":
            combats += 1
    return drawn, played, combats


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("agents", ["bots", "random"])
def test_the_record_counts_what_the_whole_log_holds(game: str, agents: str) -> None:
    """The record reads only the move events the Table kept (in the log's order) and the combats
    counted as they began: the same counts, in the same order, as walking every event."""
    for seed in range(4):
        seats = [RandomAgent(seed * 10 + i) for i in range(4)] if agents == "random" else None
        state = new_game(ruleset(game), cards_of(game), 4, seed, agents=seats)
        while not state.over and state.turn < MAX_TURNS:
            play_turn(state)
        assert state.moves == [e for e in state.log if e.kind == "move"]
        record = record_of(game_module.ENGINE, state, seed, [])
        drawn, played, combats = _counts_from_the_whole_log(state)
        assert combats > 0 and drawn and played
        assert (record.stats["combats"], list(record.drawn.items()), list(record.played.items())) == (
            combats,
            list(drawn.items()),
            list(played.items()),
        )


def test_a_table_that_overrides_emit_sees_moves_and_decisions_too() -> None:
    """Moves and decisions skip emit's keyword packing (Table.add_event), except on a table whose
    class overrides emit, as the fuzzer's budget does: it sees every event, the same ones."""
    seen: list[str] = []

    class Watched(MunchkinState):
        def emit(self, kind: str, **data: object) -> Event:
            seen.append(kind)
            return super().emit(kind, **data)

    assert Watched.watches_emit and not MunchkinState.watches_emit and not Table.watches_emit
    rules = ruleset("munchkin")
    plain, watched = MunchkinState(rules, 3, 4), Watched(rules, 3, 4)
    for state in (plain, watched):
        state.agents = [RandomAgent(i) for i in range(4)]
        card = cards_of("munchkin")[0]
        uid = state.add_card(card, state.players[0].hand)
        state.move(uid, state.players[1].hand, "given")
        state.ask(0, "test", [Option("a"), Option("b")])
    assert seen == ["move", "decision"]
    assert plain.log.digest() == watched.log.digest()
    assert watched.moves == [e for e in watched.log if e.kind == "move"]


def test_combat_options_are_made_once() -> None:
    """The pass and ask-for-help options of a combat action are the same objects at every decision."""
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 5)
    bob = state.players[1]
    assert combat._ask_option(bob) is combat._ask_option(bob)
    assert combat._ask_option(bob) == Option("ask:1", "ask bob for help")
    assert Option("pass") == combat._PASS


class _GcWatcher(RandomAgent):
    """A random agent that notes whether the cycle collector runs at each decision."""

    def __init__(self, seed: int, seen: list[bool]) -> None:
        super().__init__(seed)
        self.seen = seen

    def decide(self, state: object, decision: Decision) -> int:
        self.seen.append(gc.isenabled())
        return super().decide(state, decision)


def test_the_cycle_collector_is_paused_for_a_game_and_resumes_after() -> None:
    """play_game pauses the collector for the game only: on again after it (off again if it was off)."""
    rules, pool = ruleset("munchkin"), cards_of("munchkin")
    assert gc.isenabled()
    seen: list[bool] = []
    game_module.play_game(rules, pool, 4, 3, agents=[_GcWatcher(i, seen) for i in range(4)])
    assert seen and not any(seen)
    assert gc.isenabled()
    gc.disable()
    try:
        game_module.play_game(rules, pool, 4, 3, agents=[_GcWatcher(i, seen) for i in range(4)])
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_freed_by_reference_counting(game: str) -> None:
    """Nothing in a game's state refers back to the state (a method bound to it, a closure), so it
    goes as soon as it is dropped, with the collector paused as play_game pauses it: a state in a
    cycle is freed only by the collector, which then walks every event of the game."""
    import weakref

    rules, pool = ruleset(game), cards_of(game)
    new_game(rules, pool, 4, 6)  # the caches games share are made (plays.share_caches)
    gc.collect()
    gc.disable()
    try:
        state = new_game(rules, pool, 4, 7)
        while not state.winners and state.turn < MAX_TURNS:
            play_turn(state)
        assert state.move_watcher is not None or game != "munchkin"  # the Munchkin cards wait for item losses
        gone, bot = weakref.ref(state), weakref.ref(state.agents[0])
        del state
        assert gone() is None and bot() is None  # the bots too: they hold no method bound to themselves
        assert gc.collect() == 0  # and nothing else of the game was left in a cycle
    finally:
        gc.enable()


def test_the_move_watcher_sees_each_move_after_it_is_made_and_a_copy_keeps_it() -> None:
    """events.watch_losses sets a plain function on the state, called after each move with the zone
    the card came from; a copy of the state (turn._copy, the offered-equals-accepted audit) calls it
    with the copy."""
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 3)
    seen: list[tuple[int, int, str, str]] = []

    def watcher(on: MunchkinState, uid: int, source: object, to: object) -> None:
        seen.append((id(on), uid, source.name, to.name))  # type: ignore[attr-defined]
        assert on.location[uid] is to  # called once the move is made

    state.move_watcher = watcher
    alice, bob = state.players[0], state.players[1]
    uid = alice.hand.cards[0]
    state.move(uid, bob.hand, "given")
    assert seen == [(id(state), uid, "alice-hand", "bob-hand")]
    twin = turn._copy(state)
    twin.move(uid, twin.players[2].hand, "given")
    assert seen[-1] == (id(twin), uid, "bob-hand", "cara-hand")
    assert len(seen) == 2 and bob.hand.cards.count(uid) == 1  # the original did not move


@pytest.mark.parametrize("game", GAMES)
def test_games_set_up_from_the_same_cards_share_their_plays_until_a_card_is_added(game: str) -> None:
    """plays.share_caches: the Plays and hand steps depend on the cards and their order alone, so
    games from the same cards share them (and play as a game with caches of its own does); a card
    added after set-up (a scenario's) makes the game's caches its own, unseen by the others."""
    pool = cards_of(game)
    first, second = new_game(ruleset(game), pool, 4, 11), new_game(ruleset(game), pool, 4, 12)
    assert first.caches_shared and first.play_cache is second.play_cache
    assert first.hand_steps is second.hand_steps and first.usable_steps is second.usable_steps
    other = new_game(ruleset(game), list(reversed(pool)), 4, 11)  # the same cards, numbered otherwise
    assert other.play_cache is not first.play_cache
    alone = MunchkinState(ruleset(game), 11, 4)  # a state set up without sharing: the same game
    alone.agents = game_module.MunchkinRules().bots(4, 11)
    turn.set_up(alone, [c for c in pool if c.game == game])
    alone.play_cache, alone.hand_steps, alone.usable_steps, alone.caches_shared = {}, {}, {}, False
    again = new_game(ruleset(game), pool, 4, 11)
    for state in (alone, again):
        while not state.winners and state.turn < MAX_TURNS:
            play_turn(state)
    assert alone.log.digest() == again.log.digest()
    shared = first.play_cache
    uid = second.add_card(pool[0], second.players[0].hand)
    assert not second.caches_shared and second.play_cache is not shared
    assert second.usable_steps is not first.usable_steps
    plays.legal_plays(second, second.players[0], "turn")
    assert all(key[1] != uid for key in shared) and all(uid not in steps for steps in first.hand_steps.values())


@pytest.mark.parametrize("game", GAMES)
def test_a_game_keeps_no_combat_reports_unless_asked_and_plays_the_same(game: str) -> None:
    """combat.report: a game set up by new_game keeps no reports (only scenarios read them); one
    that keeps them plays the same game, each combat reported with the totals it resolved at."""
    plain, kept = new_game(ruleset(game), cards_of(game), 4, 21), new_game(ruleset(game), cards_of(game), 4, 21)
    assert not plain.keep_reports
    kept.keep_reports = True
    for state in (plain, kept):
        while not state.winners and state.turn < MAX_TURNS:
            play_turn(state)
    assert plain.log.digest() == kept.log.digest()
    assert plain.combat_reports == [] and 0 < len(kept.combat_reports) <= kept.combats
    for report in kept.combat_reports:
        assert isinstance(report, combat.CombatReport)
        assert sum(p.amount for p in report.parts if p.side == "players") == report.players_total


def _treasures_read_plainly(state: MunchkinState, foe: Foe) -> int:
    """combat.treasure_count as it read the cards before CardRules kept what they say of treasures."""
    card = state.card(foe.uid)
    bonus = sum(
        e.action.args["n"] for uid in foe.enhancers for e in state.card(uid).statics if e.action.key == "treasure_bonus"
    )
    seats = state.combat.seats() if state.combat is not None else []
    for ability in card.abilities:
        if ability.window is None and any(
            ability.condition is None or conditions.holds(state, ability.condition, state.players[s]) for s in seats
        ):
            bonus += sum(
                e.action.args["n"]
                for e in ability.effects
                if isinstance(e, Effect) and e.action.key == "treasure_bonus"
            )
    return max(0, int(card.fields["treasures"]) + bonus + foe.extra_treasures)


@pytest.mark.parametrize("game", GAMES)
def test_treasure_counts_read_from_the_kept_rules_equal_reading_the_cards(game: str) -> None:
    state = new_game(ruleset(game), cards_of(game), 4, 5)
    monsters = [u for u in state.cards if state.kind(u) == "monster"]
    enhancers = [u for u in state.cards if state.kind(u) == "monster-enhancer"]
    assert monsters and enhancers
    for seed, uid in enumerate(monsters):
        picked = [enhancers[seed % len(enhancers)], enhancers[(seed * 7) % len(enhancers)]][: seed % 3]
        state.combat = Combat(seed % 4, [Foe(uid, enhancers=picked)], helper=(seed + 1) % 4 if seed % 2 else None)
        foe = state.combat.foes[0]
        assert combat.treasure_count(state, foe) == _treasures_read_plainly(state, foe), state.name(uid)


# ================================================================ set-up from the same cards


def test_add_cards_is_add_card_for_each_card_in_turn() -> None:
    """Table.add_cards (set-up): the uids, piles, index and zone versions that add_card gives card by card."""
    pool = cards_of("munchkin")[:12]
    one, many = Table(1), Table(1)
    zones_one = [one.zone("a"), one.zone("b")]
    zones_many = [many.zone("a"), many.zone("b")]
    uids = [one.add_card(card, zones_one[i % 2]) for i, card in enumerate(pool)]
    assert list(many.add_cards(pool, [zones_many[i % 2] for i in range(len(pool))])) == uids
    assert many.cards == one.cards
    assert {uid: zone.name for uid, zone in many.location.items()} == {u: z.name for u, z in one.location.items()}
    assert [(z.cards, z.version) for z in zones_many] == [(z.cards, z.version) for z in zones_one]
    with pytest.raises(ValueError, match="one zone for each card"):
        many.add_cards(pool[:2], zones_many[:1])


def test_what_is_read_from_cards_is_kept_for_the_same_cards_only() -> None:
    """state.ByCards: made once for the same card objects in the same order; other cards, or the
    same in another order, are read afresh (never another list's entry)."""
    from toolkit.rulesets.munchkin_rules.state import ByCards

    made: list[tuple[str, ...]] = []

    def names(cards: tuple[Card, ...]) -> tuple[str, ...]:
        made.append(tuple(c.name for c in cards))
        return made[-1]

    kept: ByCards[tuple[str, ...]] = ByCards(limit=2)
    pool = tuple(cards_of("munchkin")[:5])
    assert kept.get(pool, names) == tuple(c.name for c in pool)
    assert kept.get(tuple(pool), names) is made[0] and len(made) == 1  # the same cards: kept
    assert kept.get(pool[::-1], names) == tuple(c.name for c in pool[::-1]) and len(made) == 2
    kept.get(pool[1:], names)  # a third list past the limit: cleared, then read
    assert kept.get(pool, names) == made[0] and len(made) == 4  # read again after the clearing


def test_events_and_numbers_the_cards_use_follow_the_cards_added() -> None:
    """events.used and numbers.changed, kept for games with the same cards, equal reading every card
    of the game; a card added later (a scenario's) is read with the rest, not left out."""
    from toolkit.rulesets.munchkin_rules import events, numbers

    def plainly(state: MunchkinState) -> tuple[frozenset[str], frozenset[str]]:
        found_events: set[str] = set()
        found_numbers: set[str] = set()
        for card in state.cards.values():
            triggers, ends = events.card_events(card)
            found_events |= triggers | ends
            found_numbers |= numbers.card_numbers(card)
        return frozenset(found_events), frozenset(found_numbers)

    game, other = "munchkin-kungfu", "munchkin"  # Munchkin's deck has events and numbers Kung Fu's has not
    state = new_game(ruleset(game), cards_of(game), 4, 31)
    assert (events.used(state), numbers.changed(state)) == plainly(state)
    used, changed = plainly(state)
    extra = [
        c
        for c in cards_of(other)
        if not (events.card_events(c)[0] | events.card_events(c)[1]) <= used or not numbers.card_numbers(c) <= changed
    ]
    assert extra  # the other game's cards use events or numbers this game's do not: a stale read would show
    for card in extra[:3]:
        state.add_card(card, state.players[0].hand)
        assert (events.used(state), numbers.changed(state)) == plainly(state)


def test_a_cards_pick_option_is_its_key_and_name_made_once() -> None:
    """MunchkinState.card_options: "card:UID" labelled with the card's name, the same option at every
    decision; a card added later has its own."""
    state = new_game(ruleset("munchkin"), cards_of("munchkin"), 4, 41)
    hand = state.players[0].hand.cards
    options = state.card_options(hand)
    assert options == [Option(f"card:{u}", state.cards[u].name) for u in hand]
    assert all(a is b for a, b in zip(options, state.card_options(hand), strict=True))
    uid = state.add_card(cards_of("munchkin")[-1], state.players[1].hand)
    assert state.card_options([uid]) == [Option(f"card:{uid}", cards_of("munchkin")[-1].name)]


@pytest.mark.parametrize("game", GAMES)
def test_the_shared_pairs_of_moves_and_decisions_say_what_happened(game: str) -> None:
    """Table.move and State.ask share their (key, value) pairs across events: each move still names
    its card, where it came from (where the card's last move took it) and where it went, and each
    decision its player, kind and answer."""
    state = new_game(ruleset(game), cards_of(game), 4, 51)
    while not state.winners and state.turn < 60:
        play_turn(state)
    last_to: dict[int, str] = {}
    for event in state.log.events:
        if event.kind == "reshuffle":  # the discard pile becomes the deck with no move of its own
            pile, deck = f"{event.get('deck')}-discard", f"{event.get('deck')}-deck"
            last_to = {uid: deck if zone == pile else zone for uid, zone in last_to.items()}
        if event.kind != "move":
            continue
        (k1, name), (k2, uid), (k3, source), (k4, to), (k5, why) = event.data
        assert (k1, k2, k3, k4, k5) == ("card", "uid", "source", "to", "why")
        assert name == state.cards[uid].name and isinstance(why, str)  # type: ignore[index]
        assert last_to.get(uid, source) == source  # type: ignore[arg-type]
        last_to[uid] = to  # type: ignore[index,assignment]
    assert all(state.location[uid].name == to for uid, to in last_to.items())
    decisions = [e for e in state.log.events if e.kind == "decision"]
    assert decisions and all([k for k, _ in e.data] == ["player", "asked", "choice"] for e in decisions)
    assert all(e.data[0][1] in state.seat_names for e in decisions)
    choices = {e.data[2][1] for e in decisions}
    assert {"pass", "done"} & choices
    firsts = {e.data[2][1]: e.data[2] for e in decisions}
    assert all(e.data[2] is firsts[e.data[2][1]] for e in decisions)  # one pair per answer, shared
