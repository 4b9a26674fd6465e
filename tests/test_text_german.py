"""German word order around "until" (toolkit/text/de.py): a duration said as a phrase goes before
a separable verb's particle, a duration said as a clause follows the clause after a comma. Pinned
texts, read and judged; the model is built directly so every pairing of effect and duration can be
said, whether or not a shipped card has it yet."""

from __future__ import annotations

import pytest

from toolkit.lang.model import Effect, Term
from toolkit.text import generator

GOLDEN = [
    # ablaufen ... weg, with a phrase: the phrase in the middle field, the particle last
    (
        "munchkin",
        "set_escape_roll",
        {"n": 5},
        "end_of_combat",
        "Du läufst bei einem Wurf von 5 oder mehr bis zum Ende des Kampfes weg.",
    ),
    (
        "munchkin",
        "set_escape_roll",
        {"n": 5},
        "end_of_next_turn",
        "Du läufst bei einem Wurf von 5 oder mehr bis zum Ende deines nächsten Zuges weg.",
    ),
    # ... with a clause: after the whole clause, and its comma
    ("munchkin", "set_escape_roll", {"n": 5}, "death", "Du läufst bei einem Wurf von 5 oder mehr weg, bis du stirbst."),
    # sich anschließen
    (
        "munchkin",
        "copy_monster",
        {},
        "end_of_turn",
        "Eine Kopie des Monsters mit all seinen Verstärkern schließt sich dem Kampf bis zum Ende des Zuges an.",
    ),
    # zufügen (Midgard: its construct-lasting says "bis" itself)
    ("midgard", "deal_damage", {"n": 2}, "end_of_round", "Füge dem Feind 2 Schaden bis zum Ende der Runde zu."),
    # a clause duration of Maniacal: the comma its construct-lasting.clause writes
    (
        "maniacal",
        "gain_any_attraction",
        {"n": 2},
        "end_of_contract",
        "Erhalte 2 Anziehung, beliebig auf deine Leisten verteilt, bis der Auftrag abgewickelt ist.",
    ),
]


@pytest.mark.parametrize(("game", "key", "args", "duration", "expected"), GOLDEN)
def test_until_beside_a_separable_verb(game: str, key: str, args: dict, duration: str, expected: str) -> None:
    said = generator(game, "de")
    assert said.sentence(said.static(Effect(Term(key, args), duration=Term(duration)))) == expected


def test_without_a_duration_the_particle_stays_last() -> None:
    said = generator("midgard", "de")
    assert said.sentence(said.static(Effect(Term("deal_damage", {"n": 1})))) == "Füge dem Feind 1 Schaden zu."


def test_other_languages_keep_their_order() -> None:
    said = generator("munchkin", "en")
    effect = Effect(Term("set_escape_roll", {"n": 5}), duration=Term("end_of_combat"))
    assert said.sentence(said.static(effect)) == "You Run Away on a roll of 5 or more until the end of the combat."
