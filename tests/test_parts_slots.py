"""Composable slots (issue 10, item 2): a slot typed by a construct takes a whole sub-phrase.

A toy vocabulary (no game's words) shows the machinery alone: the bound sub-phrase is a Term
inside the args, nested as the phrase composes; diagnostics point into the sub-phrase; the model
round-trips through serial.py; the plain patterns keep their fast matcher.
"""

from __future__ import annotations

from toolkit.lang import ast, serial
from toolkit.lang.checker import check_file
from toolkit.lang.model import Compare, Term
from toolkit.lang.parser import parse
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.vocabulary import KindSpec, Match, Miss, Pattern, PatternSet, Vocabulary, composite, match_pattern

P = Pattern

SELECTORS = (
    P("you", "you"),
    P("fighter", "the fighter"),
    P("others", "each other player"),
    P("extreme", "the player with the {which:rank} {q:quantity}"),
)
CARDS = (
    P("in_hand", "{n:count} card|cards in the hand of {who:selector}"),
    P("best", "your best item"),
    P("top", "the top card of the {deck:deck} pile"),
)
VOCAB = Vocabulary(
    kinds={"thing": KindSpec("thing", None)},
    enums={"rank": ("lowest", "highest"), "deck": ("door", "treasure")},
    effects=(
        P("give", "give {card:card-selector} to {who:selector}"),
        P("gain", "gain {n:count}"),
        P("take", "take {card:card-selector} from the table"),
    ),
    windows=(P("any", "any"),),
    conditions=(P("extreme_q", "{q:quantity} is the {which:rank}"),),
    quantities=(P("level", "level"), P("hand", "hand size"), P("of", "the {q:quantity} of {who:selector}")),
    constructs={"selector": SELECTORS, "card-selector": CARDS},
)
TOY = Ruleset("toy", "Toy", "1", VOCAB)


def check(body: str):  # type: ignore[no-untyped-def]
    text = f'game toy\n\nthing "T" {{\n{body}\n}}\n'
    tree = parse(text, "toy.cards")
    assert not tree.diagnostics, tree.diagnostics
    return check_file(tree.file, text, lambda name: TOY if name == "toy" else None)


def test_a_construct_slot_binds_a_nested_term() -> None:
    result = check("  any: give 2 cards in the hand of the player with the lowest level to each other player")
    assert not result.diagnostics, [d.message for d in result.diagnostics]
    action = result.cards[0].abilities[0].effects[0].action
    assert action.key == "give"
    card = action.args["card"]
    assert card == Term("in_hand", {"n": 2, "who": Term("extreme", {"which": "lowest", "q": Term("level")})})
    assert action.args["who"] == Term("others")
    # The sub-term carries its own span: the sub-phrase's columns.
    assert card.span is not None and (card.span.line, card.span.column) == (4, 13)
    assert card.args["who"].span.column == 36


def test_one_pattern_serves_every_selector() -> None:
    for words, key in (("you", "you"), ("the fighter", "fighter"), ("each other player", "others")):
        result = check(f"  any: give your best item to {words}")
        assert not result.diagnostics
        assert result.cards[0].abilities[0].effects[0].action.args["who"].key == key


def test_a_bad_sub_phrase_is_reported_at_its_own_column_with_did_you_mean() -> None:
    result = check("  any: give your best item to the fihgter")
    assert len(result.diagnostics) == 1
    diagnostic = result.diagnostics[0]
    assert diagnostic.span.column == 35, diagnostic  # 'fihgter', inside the selector
    assert "did you mean" in diagnostic.message and "fighter" in diagnostic.message


def test_an_unknown_value_inside_a_sub_phrase_names_its_value_set() -> None:
    result = check("  any: give the top card of the dor pile to you")
    assert len(result.diagnostics) == 1
    diagnostic = result.diagnostics[0]
    assert diagnostic.code == "E0114" and "unknown deck 'dor'" in diagnostic.message
    assert "did you mean 'door'" in diagnostic.message
    assert diagnostic.span.column == 33


def test_from_in_a_phrase_is_taken_back_from_the_target() -> None:
    result = check("  any: take the top card of the door pile from the table")
    assert not result.diagnostics, [d.message for d in result.diagnostics]
    action = result.cards[0].abilities[0].effects[0].action
    assert action.key == "take" and action.args["card"] == Term("top", {"deck": "door"})


def test_conditions_compose_quantities_and_compare_two_quantities() -> None:
    result = check(
        "  if the hand size of the fighter is the highest: gain 1\n  if level > the level of the fighter: gain 2"
    )
    assert not result.diagnostics, [d.message for d in result.diagnostics]
    first, second = result.cards[0].abilities
    assert first.condition.term == Term(  # type: ignore[union-attr]
        "extreme_q", {"q": Term("of", {"q": Term("hand"), "who": Term("fighter")}), "which": "highest"}
    )
    assert isinstance(second.condition, Compare)
    assert second.condition.other == Term("of", {"q": Term("level"), "who": Term("fighter")})


def test_the_model_round_trips_through_serial() -> None:
    result = check("  if level > the level of the fighter: give 2 cards in the hand of you to the fighter")
    card = result.cards[0]
    back = serial.loads(serial.dumps(card))
    assert back == card
    nested = back.abilities[0].effects[0].action.args["card"]
    assert isinstance(nested, Term) and nested.span == card.abilities[0].effects[0].action.args["card"].span
    assert card.to_json()["abilities"][0]["effects"][0]["action"]["args"]["card"]["key"] == "in_hand"


def test_left_recursion_is_cut_and_plain_patterns_keep_the_fast_matcher() -> None:
    looping = Vocabulary(
        kinds={},
        enums={},
        effects=(P("hit", "hit {x:thing}"),),
        constructs={"thing": (P("and", "{a:thing} and {b:thing}"), P("one", "one"))},
    )
    atoms = tuple(ast.Word(w) for w in ("hit", "one"))
    found = looping.sets["effects"].match(atoms, looping.enum_sets)
    assert isinstance(found, Match) and found.args["x"] == Term("one")
    assert not composite(VOCAB.effects[1], VOCAB.slot_sets) and composite(VOCAB.effects[0], VOCAB.slot_sets)
    plain = match_pattern(VOCAB.effects[1], (ast.Word("gain"), ast.Number(3)), VOCAB.enum_sets, VOCAB.slot_sets)
    assert isinstance(plain, Match) and plain.args == {"n": 3}
    short = match_pattern(VOCAB.effects[0], (ast.Word("give"),), VOCAB.enum_sets, VOCAB.slot_sets)
    assert isinstance(short, Miss) and short.depth == 1


def test_validate_knows_construct_slot_types() -> None:
    VOCAB.validate()
    assert set(VOCAB.slot_sets) >= {"selector", "card-selector", "quantity", "condition"}
    assert isinstance(VOCAB.sets["selector"], PatternSet)
