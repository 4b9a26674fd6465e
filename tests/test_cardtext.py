"""Card rules text from the typed card model (toolkit/text): every vocabulary key has its message in
every language, plurals follow CLDR, names are declined, a missing message is a clear error, and every
shipped card of the Munchkin family has its text in en, es, uk, de and pl."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from toolkit.lang.load import load, load_text
from toolkit.lang.model import Term
from toolkit.text import LANGUAGES, MissingForm, MissingText, card_text, generator, render, source_hash
from toolkit.text.bundles import Bundle, FluentSyntaxError
from toolkit.text.coverage import missing, required
from toolkit.text.files import CASES, chain, game_files, locales_root

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("munchkin", "munchkin-kungfu")


def _cards(game: str) -> list:
    result = load([str(ROOT / "cards" / game)])
    assert result.ok
    return result.cards


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_vocabulary_key_has_its_message_in_every_language(game: str, lang: str) -> None:
    assert missing(game, lang) == [], f"{lang} lacks for {game}: {missing(game, lang)}"
    # The list is the vocabulary's: a key added to it is missing until every language says it.
    assert {"effect-lose-levels", "cond-has-class", "selector-another", "-loss-headgear"} <= required(game)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_card_has_its_text_in_every_language(game: str, lang: str) -> None:
    for card in _cards(game):
        text = render(card, lang)
        assert text.kind and (text.facts or text.rules), card.name
        for line in text.rules:
            assert not line[:1].islower() and line.endswith((".", "!", "?")), (card.name, line)
            assert "{" not in line and "  " not in line and " ," not in line, (card.name, line)


@pytest.mark.parametrize("lang", ["uk", "pl", "de"])
def test_every_declined_term_has_every_case_of_its_language(lang: str) -> None:
    """A term written with case forms gives all the cases its language has. (German game terms
    written with a plural only are feminine or neuter nouns whose singular does not decline.)"""
    for game in GAMES:
        bundle = generator(game, lang).bundle
        for ident, entry in bundle.entries.items():
            declined = lang != "de" or ident.startswith("-card-")
            if ident.startswith("-") and entry.variants and declined:
                missing = set(CASES[lang]) - set(entry.variants)
                assert not missing, f"{entry.file}:{entry.line}: {ident} lacks {sorted(missing)}"


def test_plural_categories_follow_cldr() -> None:
    """uk: 1 рівень, 2 рівні, 5 рівнів, 21 рівень, 22 рівні, 25 рівнів; pl: 22 poziomy, 25 poziomów."""
    uk = generator("munchkin", "uk").bundle
    got = {n: uk.format("effect-lose-levels", {"n": n}) for n in (1, 2, 5, 11, 21, 22, 25, 101)}
    assert got == {
        1: "втратьте 1 рівень",
        2: "втратьте 2 рівні",
        5: "втратьте 5 рівнів",
        11: "втратьте 11 рівнів",
        21: "втратьте 21 рівень",
        22: "втратьте 22 рівні",
        25: "втратьте 25 рівнів",
        101: "втратьте 101 рівень",
    }
    pl = generator("munchkin", "pl").bundle
    got = {n: pl.format("effect-lose-levels", {"n": n}) for n in (1, 2, 5, 21, 22, 25)}
    assert got == {
        1: "strać 1 Poziom",
        2: "strać 2 Poziomy",
        5: "strać 5 Poziomów",
        21: "strać 21 Poziomów",  # Polish: 21 is "many" (Ukrainian: "one")
        22: "strać 22 Poziomy",
        25: "strać 25 Poziomów",
    }
    en = generator("munchkin", "en").bundle
    assert [en.format("effect-lose-levels", {"n": n}) for n in (1, 2)] == ["lose 1 Level", "lose 2 Levels"]
    de = generator("munchkin", "de").bundle
    assert [de.format("field-treasures", {"value": n}) for n in (1, 3)] == ["1 Schatz", "3 Schätze"]
    es = generator("munchkin", "es").bundle
    assert es.format("field-gold", {"value": 1000}) == "1.000 piezas de oro"
    assert uk.format("field-gold", {"value": 1000}) == "1\xa0000 золотих"


def _card(game: str, key: str):
    return next(c for c in _cards(game) if c.key == key)


def test_a_name_is_inserted_in_the_case_its_sentence_asks() -> None:
    """uk: accusative in "defeat the X" (the name declines), nominative in "X will not pursue you"."""
    wyrm = render(_card("munchkin", "mun-029"), "uk").rules
    assert "Коли ви переможете Стародавнього змія-юриста: візьміть 1 карту Дверей лицем донизу." in wyrm
    troll = render(_card("munchkin", "mun-022"), "uk").rules
    assert any(line.startswith("Якщо ваш рівень 4 або менше: Троль під звідним мостом не переслідує") for line in troll)
    assert "den Uralten Anwaltslindwurm besiegst" in card_text(_card("munchkin", "mun-029"), "de")
    assert "Gdy pokonasz Prastarego Smoka Prawnika" in card_text(_card("munchkin", "mun-029"), "pl")
    # Gender agrees: a feminine style in the genitive, a masculine animate tag in the accusative.
    kid = card_text(_card("munchkin-kungfu", "mkf-113"), "pl")
    assert "poświęć Dzieciaka, Który Chce Być Twoim Uczniem" in kid


def test_a_case_the_termbase_lacks_is_an_error_not_the_nominative(tmp_path: Path) -> None:
    """Fluent would print the default form; the generator refuses (E0134) and names the term."""
    root = _copy_locales(tmp_path)
    terms = root / "uk" / "cardtext" / "terms-munchkin.ftl"
    text = terms.read_text(encoding="utf-8")
    start = text.index("-card-mun-029 =")
    end = text.index("\n-card-", start + 1)
    terms.write_text(text[:start] + "-card-mun-029 = Стародавній змій-юрист\n    .gender = masc" + text[end:], "utf-8")
    gen = type(generator("munchkin", "uk"))("munchkin", Bundle(game_files("munchkin", "uk", root)))
    with pytest.raises(MissingForm) as caught:
        gen.card(_card("munchkin", "mun-029"))
    assert caught.value.code == "E0134" and "-card-mun-029" in str(caught.value) and "acc" in str(caught.value)


def _copy_locales(tmp_path: Path) -> Path:
    root = tmp_path / "locales"
    for lang in LANGUAGES:
        shutil.copytree(locales_root() / lang / "cardtext", root / lang / "cardtext")
    return root


def test_a_missing_message_names_its_id_language_and_file(tmp_path: Path) -> None:
    root = _copy_locales(tmp_path)
    path = root / "es" / "cardtext" / "munchkin.ftl"
    text = path.read_text(encoding="utf-8")
    start = text.index("effect-lose-levels =")
    end = text.index("\neffect-gain-levels =")
    path.write_text(text[:start] + text[end + 1 :], encoding="utf-8")
    gen = type(generator("munchkin", "es"))("munchkin", Bundle(game_files("munchkin", "es", root)))
    with pytest.raises(MissingText) as caught:
        gen.card(_card("munchkin", "mun-034"))  # a curse: lose 1 level
    error = caught.value
    assert (error.code, error.message_id, error.lang) == ("E0132", "effect-lose-levels", "es")
    assert error.file == str(path) and str(path) in str(error)


def test_a_syntax_error_in_a_message_file_names_file_line_and_column(tmp_path: Path) -> None:
    root = _copy_locales(tmp_path)
    path = root / "de" / "cardtext" / "munchkin.ftl"
    path.write_text(path.read_text(encoding="utf-8") + "broken-message = { $n \n", encoding="utf-8")
    with pytest.raises(FluentSyntaxError) as caught:
        Bundle(game_files("munchkin", "de", root))
    broken = path.read_text(encoding="utf-8").count("\n")  # the line of the broken message
    error = caught.value
    assert error.code == "E0131" and error.line in (broken, broken + 1)  # where the parser gave up
    assert f"{path}:{error.line}:{error.column}: E0131: Fluent syntax error" in str(error)


def test_an_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(MissingText, match="no card-text generator for language 'xx'"):
        generator("munchkin", "xx")


def test_kung_fu_reads_the_family_file_then_its_own() -> None:
    assert chain("munchkin-kungfu") == ("munchkin", "munchkin-kungfu")
    assert chain("munchkin") == ("munchkin",)
    files = game_files("munchkin-kungfu", "uk")
    assert [p.name for p in files.messages] == ["munchkin.ftl", "munchkin-kungfu.ftl"]
    bundle = generator("munchkin-kungfu", "uk").bundle
    assert bundle.entries["cond-has-style"].file.name == "munchkin-kungfu.ftl"
    assert bundle.entries["effect-lose-levels"].file.name == "munchkin.ftl"


def test_bidi_isolation_is_off_for_print() -> None:
    for lang in LANGUAGES:
        text = card_text(_card("munchkin", "mun-007"), lang)
        assert "\u2068" not in text and "\u2069" not in text


def test_a_new_card_in_a_designer_project_gets_text_from_the_model() -> None:
    """A card nobody has seen: its text comes from its rules, and its name needs no termbase entry
    unless a message inserts it."""
    result = load_text(
        "game munchkin\n\n"
        'monster "Grumbling Bogwyrm" {\n  level 8\n  treasures 2\n  tags undead\n'
        "  if race elf: strength +3\n  escape -1\n  bad stuff: lose 2 levels\n}\n",
        "new.cards",
    )
    (card,) = result.cards
    assert render(card, "en").text == (
        "Level 8 · 2 Treasures\nIf you are an Elf: +3 in combat.\n−1 to Run Away.\nBad Stuff: lose 2 Levels."
    )
    assert render(card, "uk").text == (
        "Рівень 8 · 2 Скарби\nЯкщо ви Ельф: +3 у бою.\n−1 до Змивки.\nКепські наслідки: втратьте 2 рівні."
    )


def test_a_term_of_the_model_reaches_its_message_with_typed_arguments() -> None:
    gen = generator("munchkin", "en")
    assert gen.term_args("effects", Term("strength", {"n": -3})) == {
        "n": -3,
        "n-signed": "−3",
        "n-abs": 3,
        "n-sign": "minus",
    }
    args = gen.term_args("effects", Term("lose_gear", {"what": "headgear"}))
    assert args["what-key"] == "headgear" and str(args["what"]) == "Headgear"


def test_source_hash_is_the_first_twelve_hex_of_sha256() -> None:
    import hashlib

    message = "effect-die = you die"
    assert source_hash(message) == hashlib.sha256(message.encode()).hexdigest()[:12]
    assert source_hash(message + "\n") == source_hash(message)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_translated_message_records_the_hash_of_its_english_source(lang: str) -> None:
    for game in GAMES:
        english = Bundle(game_files(game, "en"))
        translated = generator(game, lang).bundle
        for ident, entry in translated.entries.items():
            source = english.entries.get(ident)
            if source is None:
                continue  # a term only this language has (a form it needs)
            assert f"source-hash: {source_hash(source.source)}" in entry.comment, f"{entry.file}:{entry.line}: {ident}"


def test_the_text_show_command_prints_a_card_in_the_languages_asked() -> None:
    from typer.testing import CliRunner

    from toolkit.cli.app import app

    runner = CliRunner()
    shown = runner.invoke(app, ["text", "show", "Bog Wisp", "--lang", "uk", "--lang", "pl"])
    assert shown.exit_code == 0, shown.output
    assert "[uk] Монстр" in shown.output and "Болотний вогник не переслідує вас" in shown.output
    assert "[pl] Potwór" in shown.output and "[en]" not in shown.output
    as_json = runner.invoke(app, ["text", "show", "mun-029", "--format", "json", "-l", "de"])
    assert as_json.exit_code == 0 and '"Wenn du den Uralten Anwaltslindwurm besiegst' in as_json.output
    missing = runner.invoke(app, ["text", "show", "No Such Card"])
    assert missing.exit_code == 2 and "no card 'No Such Card'" in missing.output
    wrong = runner.invoke(app, ["text", "show", "Bog Wisp", "-l", "xx"])
    assert wrong.exit_code == 2 and "unknown language 'xx'" in wrong.output


def test_a_card_name_comes_from_the_termbase_and_falls_back_to_the_card() -> None:
    from toolkit.text import card_name

    wisp = _card("munchkin", "mun-007")
    assert [card_name(wisp, lang) for lang in LANGUAGES] == [
        "Bog Wisp",
        "Fuego Fatuo del Pantano",
        "Болотний вогник",
        "Sumpfirrlicht",
        "Błędny Ognik z Bagien",
    ]
    (new,) = load_text('game munchkin\n\nmonster "Brand New Blob" {\n  level 1\n  treasures 1\n}\n').cards
    assert card_name(new, "uk") == "Brand New Blob"


@pytest.mark.parametrize("game", GAMES)
def test_the_english_termbase_names_every_shipped_card_as_it_is_written(game: str) -> None:
    from toolkit.text import card_name

    for card in _cards(game):
        assert card_name(card, "en") == card.name
        for lang in LANGUAGES:
            assert generator(game, lang).bundle.has(f"-card-{card.key}"), (lang, card.key)


def test_forget_reloads_a_file_a_tool_has_rewritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import toolkit.text
    import toolkit.text.files

    root = _copy_locales(tmp_path)
    monkeypatch.setattr(toolkit.text.files, "locales_root", lambda: root)
    toolkit.text.forget()
    try:
        wisp = _card("munchkin", "mun-007")
        assert "Mal Rollo: pierde 1 Nivel." in card_text(wisp, "es")
        path = root / "es" / "cardtext" / "terms-munchkin.ftl"
        path.write_text(path.read_text(encoding="utf-8").replace("-bad-stuff = Mal Rollo", "-bad-stuff = Cosa Mala"))
        toolkit.text.forget()
        assert "Cosa Mala: pierde 1 Nivel." in card_text(wisp, "es")
    finally:
        monkeypatch.undo()
        toolkit.text.forget()
