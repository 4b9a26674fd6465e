"""E1–E28 of shared/spec/EXPRESSIVITY.md: each is a card in cards/, parsed, checked and typed.

Each test finds the card that the card set marks with the E-line (a `# E12`
comment on its header) and asserts the typed model that the engine will
execute, so a change to the language or a card that loses the behaviour fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from toolkit.lang import load
from toolkit.lang.model import AllOf, AnyOf, Card, Choice, Compare, Effect, NotCond, Predicate, Term

ROOT = Path(__file__).resolve().parent.parent
MARK = re.compile(r"@([\w-]+) \{  # (E\d+(?:, E\d+)*)$", re.MULTILINE)


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    result = load([str(ROOT / "cards")])
    assert result.ok, [d.headline() for d in result.diagnostics]
    return {card.key: card for card in result.cards}


def marked(line: str) -> list[str]:
    """Ids of the cards marked with an E-line."""
    ids = []
    for path in sorted((ROOT / "cards").rglob("*.cards")):
        for match in MARK.finditer(path.read_text(encoding="utf-8")):
            if line in match.group(2).split(", "):
                ids.append(match.group(1))
    return ids


def card_for(line: str, cards: dict[str, Card], game: str = "munchkin") -> Card:
    for card_id in marked(line):
        if cards[card_id].game == game:
            return cards[card_id]
    raise AssertionError(f"no {game} card is marked {line}")


def term(key: str, **args: object) -> Term:
    return Term(key, dict(args))


def ability(card: Card, window: str | None) -> list:
    return [a for a in card.abilities if (a.window.key if a.window else None) == window]


def test_every_e_line_of_the_munchkin_family_has_a_card() -> None:
    missing = [f"E{n}" for n in range(1, 29) if not marked(f"E{n}")]
    assert missing == []


def test_e1_monster_with_bonus_against_elves(cards: dict[str, Card]) -> None:
    card = card_for("E1", cards)
    assert card.kind == "monster" and card.fields["level"] == 8 and card.fields["treasures"] == 2
    (bonus,) = ability(card, None)
    assert bonus.condition == Predicate(term("has_race", race="elf"))
    assert bonus.effects == (Effect(term("strength", n=3)),)
    (bad,) = ability(card, "bad_stuff")
    assert bad.effects == (Effect(term("lose_levels", n=2)),)


def test_e2_monster_that_does_not_pursue_low_levels(cards: dict[str, Card]) -> None:
    card = card_for("E2", cards)
    assert Effect(term("no_pursuit"), condition=Compare(term("level"), "<=", 3)) in card.statics
    assert Effect(term("escape_bonus", n=-1)) in card.statics


def test_e3_big_monster(cards: dict[str, Card]) -> None:
    card = card_for("E3", cards)
    assert card.fields["levels"] == 2
    assert ability(card, "bad_stuff")[0].effects == (Effect(term("die")),)


def test_e4_undead_monster_and_cleric(cards: dict[str, Card]) -> None:
    monsters = [cards[i] for i in marked("E4") if cards[i].kind == "monster"]
    assert monsters and all("undead" in m.tags for m in monsters)
    cleric = next(cards[i] for i in marked("E4") if cards[i].fields.get("is") == "cleric")
    (rule,) = ability(cleric, "during_combat")
    assert rule.condition == Predicate(term("fighting_tag", tag="undead"))


def test_e5_wizard_only_headgear(cards: dict[str, Card]) -> None:
    card = card_for("E5", cards)
    assert (card.kind, card.fields["slot"], card.fields["bonus"], card.fields["gold"]) == ("item", "headgear", 1, 200)
    assert Effect(term("usable"), condition=Predicate(term("has_class", **{"class": "wizard"}))) in card.statics


def test_e6_big_two_handed_item(cards: dict[str, Card]) -> None:
    card = card_for("E6", cards)
    assert card.fields["hands"] == 2 and card.fields["big"] is True
    assert (card.fields["bonus"], card.fields["gold"]) == (4, 600)


def test_e7_footgear_helps_escape(cards: dict[str, Card]) -> None:
    card = card_for("E7", cards)
    assert card.fields["slot"] == "footgear"
    assert Effect(term("escape_bonus", n=2)) in card.statics


def test_e8_one_shot_for_either_side(cards: dict[str, Card]) -> None:
    card = card_for("E8", cards)
    assert card.kind == "one-shot" and card.fields["gold"] == 200
    (rule,) = ability(card, "during_combat")
    assert rule.effects == (Effect(term("strength", n=3), target=term("either_side")),)


def test_e9_one_shot_escape_from_one_monster(cards: dict[str, Card]) -> None:
    card = card_for("E9", cards)
    effects = [e for a in card.abilities for e in a.effects]
    assert Effect(term("auto_escape"), target=term("one_monster")) in effects


def test_e10_go_up_a_level_on_any_player(cards: dict[str, Card]) -> None:
    card = card_for("E10", cards)
    assert card.kind == "go-up-a-level"
    (rule,) = ability(card, "any_time")
    assert rule.effects == (Effect(term("gain_levels", n=1), target=term("any_player")),)


def test_e11_curse_lose_headgear(cards: dict[str, Card]) -> None:
    card = card_for("E11", cards)
    assert card.kind == "curse"
    assert ability(card, "when_played")[0].effects == (Effect(term("lose_gear", what="headgear")),)


def test_e12_curse_lose_a_level(cards: dict[str, Card]) -> None:
    card = card_for("E12", cards)
    assert ability(card, "when_played")[0].effects == (Effect(term("lose_levels", n=1)),)


def test_e13_persistent_curse(cards: dict[str, Card]) -> None:
    card = card_for("E13", cards)
    (rule,) = ability(card, "when_played")
    assert rule.effects == (Effect(term("strength", n=-5), duration=term("end_of_next_combat")),)


def test_e14_race_escape_and_levels_for_helping(cards: dict[str, Card]) -> None:
    card = card_for("E14", cards)
    assert Effect(term("escape_bonus", n=1)) in card.statics
    assert ability(card, "helped_kill")[0].effects == (Effect(term("gain_levels", n=1)),)


def test_e15_race_with_big_items_and_hand_limit(cards: dict[str, Card]) -> None:
    card = card_for("E15", cards)
    assert Effect(term("unlimited_big")) in card.statics
    assert Effect(term("hand_limit", n=6)) in card.statics


def test_e16_class_discards_for_strength_and_wins_ties(cards: dict[str, Card]) -> None:
    card = card_for("E16", cards)
    (rule,) = ability(card, "during_combat")
    assert rule.costs == (Effect(term("discard_up_to", n=3)),)
    assert rule.effects == (Effect(term("strength", n=1), repeat=term("discarded_card")),)
    assert Effect(term("wins_ties")) in card.statics


def test_e17_class_steals_on_a_roll_outside_combat(cards: dict[str, Card]) -> None:
    card = card_for("E17", cards)
    (rule,) = ability(card, "outside_combat")
    assert rule.costs == (Effect(term("discard_cards", n=1)),)
    assert rule.effects == (
        Effect(term("steal_items", n=1), target=term("other_player"), condition=Compare(term("roll"), ">=", 4)),
    )


def test_e18_class_strength_against_undead(cards: dict[str, Card]) -> None:
    card = card_for("E18", cards)
    (rule,) = ability(card, "during_combat")
    assert rule.costs == (Effect(term("discard_up_to", n=3)),)
    assert rule.effects == (Effect(term("strength", n=3), repeat=term("discarded_card")),)


def test_e19_monster_enhancers_up_and_down(cards: dict[str, Card]) -> None:
    enhancers = [cards[i] for i in marked("E19") if cards[i].game == "munchkin"]
    strengths = {e.action.args["n"] for card in enhancers for e in card.statics if e.action.key == "strength"}
    assert {10, -5} <= strengths
    assert any(Effect(term("treasure_bonus", n=2)) in card.statics for card in enhancers)


def test_e20_wandering_monster(cards: dict[str, Card]) -> None:
    card = card_for("E20", cards)
    assert card.kind == "wandering-monster"
    (rule,) = ability(card, "during_combat")
    assert rule.effects == (Effect(term("add_monster", n=1), target=term("hand")),)


def test_e21_hireling(cards: dict[str, Card]) -> None:
    card = card_for("E21", cards)
    assert card.kind == "hireling"
    assert Effect(term("strength", n=1)) in card.statics
    (rule,) = ability(card, "during_combat")
    assert rule.costs == (Effect(term("discard_self")),)
    assert rule.effects == (Effect(term("auto_escape"), target=term("all_monsters")),)


def test_e22_super_munchkin_half_breed_extra_style(cards: dict[str, Card]) -> None:
    slots = [(cards[i].kind, cards[i].statics) for i in marked("E22")]
    assert ("super-munchkin", (Effect(term("extra_slot", what="class")),)) in slots
    assert ("half-breed", (Effect(term("extra_slot", what="race")),)) in slots
    assert ("extra-style", (Effect(term("extra_slot", what="style")),)) in slots


def test_e23_style_and_monk(cards: dict[str, Card]) -> None:
    marked_cards = [cards[i] for i in marked("E23")]
    style = next(c for c in marked_cards if c.kind == "style")
    assert Effect(term("strength", n=2)) in style.statics
    monk = next(c for c in marked_cards if c.fields.get("is") == "monk")
    assert Effect(term("extra_slot", what="style")) in monk.statics


def test_e24_hong_kong_monster_and_item(cards: dict[str, Card]) -> None:
    marked_cards = [cards[i] for i in marked("E24")]
    monster = next(c for c in marked_cards if c.kind == "monster")
    assert "hong-kong" in monster.tags
    effects = [e for a in ability(monster, "during_combat") for e in a.effects]
    assert effects and effects[0].action == term("add_tagged_monster", n=1, tag="hong-kong")
    item = next(c for c in marked_cards if c.kind == "item")
    assert "hong-kong" in item.tags and Effect(term("level_bonus_only")) in item.statics


def test_e25_trap_at_next_combat(cards: dict[str, Card]) -> None:
    card = card_for("E25", cards, game="munchkin-kungfu")
    assert card.kind == "trap"
    (rule,) = ability(card, "next_combat")
    assert rule.effects


def test_e26_double_strike(cards: dict[str, Card]) -> None:
    card = card_for("E26", cards, game="munchkin-kungfu")
    assert card.kind == "double-strike"
    assert ability(card, "during_combat")[0].effects == (Effect(term("copy_monster")),)


def test_e27_ninja_discards_hand_to_escape(cards: dict[str, Card]) -> None:
    card = card_for("E27", cards, game="munchkin-kungfu")
    (rule,) = ability(card, "running_away")
    assert rule.condition == Compare(term("hand_size"), ">=", 2)
    assert rule.costs == (Effect(term("discard_hand")),)
    assert rule.effects == (Effect(term("auto_escape"), target=term("all_monsters")),)


def test_e28_explicit_win(cards: dict[str, Card]) -> None:
    card = card_for("E28", cards)
    effects = [e for a in card.abilities for e in a.effects]
    assert Effect(term("win_game")) in effects


def test_conditions_compose(cards: dict[str, Card]) -> None:
    """The card sets use and/or/not conditions and choices, not only single predicates."""
    kinds: set[type] = set()

    def walk(node: object) -> None:
        kinds.add(type(node))
        for child in getattr(node, "operands", ()) or ():
            walk(child)
        if isinstance(node, NotCond):
            walk(node.operand)

    for card in cards.values():
        for effect in card.statics:
            if effect.condition:
                walk(effect.condition)
        for rule in card.abilities:
            if rule.condition:
                walk(rule.condition)
            kinds.update(type(e) for e in rule.effects)
    assert {AllOf, AnyOf, NotCond, Choice} <= kinds
