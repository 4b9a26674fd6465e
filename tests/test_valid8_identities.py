"""Identity text as a value, not process state (branch valid8, issue 10's design debt): the card that
declares an identity (`class "Bard" { is bard }`) names it on every card of *its* set, and two card sets
read in one process (the web editor to come, a project beside another) never see each other's words:
in the generator, in the spreadsheet's generated columns (``read_set``), and in validate's face check."""

from __future__ import annotations

from pathlib import Path

from toolkit import text
from toolkit.lang.load import load_text
from toolkit.lang.model import Card
from toolkit.sheet.cardset import read_set
from toolkit.sheet.generated import generated_cell
from toolkit.validate.runner import ValidateOptions, validate

SET = """game munchkin

class "{name}" @{prefix}-class {{
  is troubadour
  during combat: strength +1
}}

item "Lute of {prefix}" @{prefix}-lute {{
  gold 300
  if class troubadour: strength +3
}}
"""
LONG = " ".join(["Wandering Minstrel of the Long and Winding Road"] * 12)


def _set(name: str, prefix: str) -> dict[str, Card]:
    loaded = load_text(SET.format(name=name, prefix=prefix), f"{prefix}.cards")
    assert loaded.ok, loaded.diagnostics
    return {card.kind: card for card in loaded.cards}


def test_two_sets_in_one_process_each_say_their_own_declared_class() -> None:
    first, second = _set("Bard", "first"), _set("Minstrel", "second")
    words_first, words_second = text.identities(first.values()), text.identities(second.values())
    assert words_first != words_second
    # Interleaved, in every language: neither set's generator remembers the other's words.
    for lang in ("en", "de", "es", "pl", "uk"):
        said_first = text.card_text(first["item"], lang, words_first)
        said_second = text.card_text(second["item"], lang, words_second)
        assert "Bard" in said_first and "Minstrel" not in said_first, said_first
        assert "Minstrel" in said_second and "Bard" not in said_second, said_second
        # The first set's card again, after the second's: still its own word.
        assert text.card_text(first["item"], lang, words_first) == said_first
    # No identities given (a lone card): the word stands in, capitalized, whatever was said before.
    alone = text.card_text(second["item"], "en")
    assert "If you are a Troubadour" in alone and "Minstrel" not in alone and "Bard" not in alone
    # card_texts: the list is the set.
    assert "a Minstrel" in text.card_texts(list(second.values()), "en")[1]
    assert "a Bard" in text.card_texts(list(first.values()), "en")[1]


def test_the_first_declaring_card_of_a_set_names_the_word() -> None:
    # A project's card before its base set's (names resolve in the project first).
    first, second = _set("Bard", "first"), _set("Minstrel", "second")
    words = text.identities([first["class"], second["class"]])
    assert words.declarer("munchkin", "class", "troubadour") == ("first-class", "Bard")
    assert text.identities([second["class"], first["class"]]).declarer("munchkin", "class", "troubadour") == (
        "second-class",
        "Minstrel",
    )


def test_read_set_gives_each_spreadsheet_set_its_own_words() -> None:
    first = read_set({"first.cards": SET.format(name="Bard", prefix="first")})
    second = read_set({"second.cards": SET.format(name="Minstrel", prefix="second")})
    assert first.ok and second.ok
    (lute_first,) = [e.card for e in first.entries if e.card.kind == "item"]
    (lute_second,) = [e.card for e in second.entries if e.card.kind == "item"]
    assert "a Bard" in generated_cell(lute_first, "en", first.identities)
    assert "a Minstrel" in generated_cell(lute_second, "en", second.identities)
    assert "a Bard" in generated_cell(lute_first, "en", first.identities)  # after the second set: unchanged


def _faces_of(folder: Path, db: Path) -> dict[str, list[str]]:
    report = validate(
        [str(folder)], options=ValidateOptions(db_url=f"sqlite:///{db}", cards_root=None, workers=1, states=0)
    )
    return {r.card.name: [d.code for d in r.diagnostics if d.code.startswith("V06")] for r in report.cards}


def test_validate_lays_out_each_sets_faces_with_its_own_words(tmp_path: Path) -> None:
    # The long name overflows the lute's rules box (V0601) only where that set's card declares the word.
    short, long = tmp_path / "short", tmp_path / "long"
    short.mkdir()
    long.mkdir()
    (short / "set.cards").write_text(SET.format(name="Bard", prefix="short"), encoding="utf-8")
    (long / "set.cards").write_text(SET.format(name=LONG, prefix="long"), encoding="utf-8")
    assert "V0601" in _faces_of(long, tmp_path / "long.db")["Lute of long"]
    assert "V0601" not in _faces_of(short, tmp_path / "short.db")["Lute of short"]
    assert "V0601" in _faces_of(long, tmp_path / "long-again.db")["Lute of long"]  # after the short set


def test_a_renamed_declaring_card_lays_the_faces_naming_it_out_again(tmp_path: Path) -> None:
    # The face cache's key holds the set's identities: the lute did not change, the class's name did.
    (tmp_path / "set.cards").write_text(SET.format(name="Bard", prefix="kept"), encoding="utf-8")
    db = tmp_path / "cache.db"
    assert "V0601" not in _faces_of(tmp_path, db)["Lute of kept"]
    (tmp_path / "set.cards").write_text(SET.format(name=LONG, prefix="kept"), encoding="utf-8")
    assert "V0601" in _faces_of(tmp_path, db)["Lute of kept"]
