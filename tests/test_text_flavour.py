"""A card's flavour in a language: the translation when it was made from the current English."""

from __future__ import annotations

from pathlib import Path

from toolkit.i18n import fluent
from toolkit.lang.load import load_text
from toolkit.text.flavour import flavour

CARD = """game munchkin

monster "Flavoured Slime" @fla-001 {
  level 1
  treasures 1
  bad stuff: lose 1 level
  flavour "It tastes of lime { and regret }."
}
"""


def _card():  # type: ignore[no-untyped-def]
    loaded = load_text(CARD, "flavoured.cards")
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    return loaded.cards[0]


def _translate(locales: Path, lang: str, text: str, recorded: str) -> None:
    path = fluent.path_of(locales, lang, "munchkin", "cards")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"# source-hash: {recorded}\ncard-fla-001-flavour = {text}\n", encoding="utf-8")


def test_a_current_translation_is_shown_and_english_is_the_source(tmp_path: Path) -> None:
    card = _card()
    english = fluent.entry_hash(fluent.message(fluent.flavour_id(card.key), card.fields["flavour"]))
    _translate(tmp_path, "uk", "На смак як лайм і жаль.", english)
    assert flavour(card, "uk", tmp_path) == "На смак як лайм і жаль."
    assert flavour(card, "en", tmp_path) == "It tastes of lime { and regret }."


def test_a_stale_or_missing_translation_shows_the_english(tmp_path: Path) -> None:
    card = _card()
    _translate(tmp_path, "uk", "Старий переклад.", "0123456789ab")
    assert flavour(card, "uk", tmp_path) == card.fields["flavour"]
    assert flavour(card, "pl", tmp_path) == card.fields["flavour"]  # no file at all


# ---------------------------------------------------------------- the designer's own text fields, and labels


def _villain():  # type: ignore[no-untyped-def]
    from toolkit.lang.load import load

    root = Path(__file__).resolve().parents[1]
    return next(c for c in load([str(root / "cards" / "maniacal")]).cards if c.key == "man-v001")


def test_a_text_field_has_the_flavours_route(tmp_path: Path) -> None:
    from toolkit.text.flavour import field_text

    card = _villain()
    assert field_text(card, "base", "uk") == "крижаний палац за останньою заправкою"
    assert field_text(card, "base", "en") == card.fields["base"]
    english = fluent.entry_hash(fluent.message(fluent.field_id(card.key, "base"), card.fields["base"]))
    path = fluent.path_of(tmp_path, "de", "maniacal", "cards")
    path.parent.mkdir(parents=True)
    path.write_text(f"# source-hash: {english}\ncard-man-v001-base = ein Eispalast\n", encoding="utf-8")
    assert field_text(card, "base", "de", tmp_path) == "ein Eispalast"
    path.write_text("# source-hash: 0123456789ab\ncard-man-v001-base = ein Eispalast\n", encoding="utf-8")
    assert field_text(card, "base", "de", tmp_path) == card.fields["base"]  # stale: the source is shown


def test_a_face_lists_a_villains_fields_with_no_english_word() -> None:
    from toolkit.render.cardtext import field_lines

    card = _villain()
    for lang, wanted in (
        ("uk", ["База: крижаний палац", "Сильна сторона: Холодний початок", "Слабкість: Тонкий лід"]),
        ("es", ["Base: un palacio de hielo", "Fortaleza: Apertura en frío", "Debilidad: Hielo fino"]),
    ):
        lines = field_lines(card, {}, (), "\n", lang)
        for text in wanted:
            assert text in lines, (lang, lines)
        for english in ("Strength", "Weakness", "Closest", "ice palace", "Cold Open", "Thin Ice"):
            assert english not in lines, (lang, english, lines)


def test_every_listed_field_has_a_label_in_every_language() -> None:
    from toolkit.lang import games
    from toolkit.text import LANGUAGES, field_label
    from toolkit.text.coverage import UNLABELLED

    for game in ("munchkin", "munchkin-kungfu", "maniacal", "midgard"):
        vocabulary = games.get(game).vocabulary  # type: ignore[union-attr]
        names = {f.name for kind in vocabulary.kinds.values() for f in kind.fields} - UNLABELLED
        for lang in LANGUAGES:
            for name in names:
                assert field_label(game, lang, name), (game, lang, name)
    assert field_label("maniacal", "uk", "base") == "База"
    assert field_label("maniacal", "de", "brawn") == "Kraft"  # spelled through the termbase's -brawn
    assert field_label("maniacal", "uk", "no-such-field") is None


def test_check_reports_a_text_field_not_translated(tmp_path: Path) -> None:
    import shutil

    from toolkit.i18n import Project, fluent_check

    shipped = Project.default()
    locales = tmp_path / "locales"
    shutil.copytree(shipped.locales, locales)
    path = fluent.path_of(locales, "uk", "maniacal", "cards")
    text = path.read_text("utf-8").replace("card-man-v001-weakness = Тонкий лід\n", "")
    path.write_text(text, "utf-8")
    project = Project(shipped.templates, locales, shipped.cards)
    missing = [p for p in fluent_check.check(project, ["maniacal"], ["uk"]) if p.code == "missing"]
    assert [p.message.split(" ")[0] for p in missing] == ["card-man-v001-weakness"]
    assert missing[0].file.endswith(".cards") and missing[0].line > 0  # at the card that writes it
