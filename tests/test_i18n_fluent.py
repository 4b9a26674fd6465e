"""The Fluent half of the translator's workflow (toolkit/i18n/fluent*.py): extract, update, status and
check over card-text files, on the fixture project of tests/ftl_support.py."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from ftl_support import GAMES, LANGS, edit, ftl, line_of, make

from toolkit.i18n import Project, fluent, fluent_check, fluent_workflow
from toolkit.i18n.catalogs import source_hash


def problems(project: Project, langs: list[str] | None = None) -> list[str]:
    return [p.render() for p in fluent_check.check(project, GAMES, langs or LANGS)]


def found(project: Project, code: str, langs: list[str] | None = None) -> list[fluent_check.Problem]:
    return [p for p in fluent_check.check(project, GAMES, langs or LANGS) if p.code == code]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    return make(tmp_path, monkeypatch)


# ---------------------------------------------------------------- the files and their hashes


def test_the_fixture_is_clean_once_updated(project: Project) -> None:
    assert problems(project) == []
    for entry in fluent_check.status(project, GAMES, LANGS):
        assert (entry.translated, entry.stale, entry.missing) == (entry.total, 0, 0), entry
    kinds = {(s.game, s.kind) for s in fluent_check.status(project, GAMES, LANGS)}
    assert kinds == {(g, k) for g in GAMES for k in ("messages", "terms", "cards")}


def test_the_hash_is_catalogs_hash_of_the_english_entry_without_its_comment(project: Project) -> None:
    english = fluent.read(ftl(project, "en", "munchkin.ftl")).entries()["window-combat"]
    assert fluent.entry_source(english) == "window-combat = During combat\n"
    assert fluent.entry_hash(english) == source_hash(("window-combat = During combat",))
    assert fluent.entry_hash(english) == hashlib.sha256(b"window-combat = During combat").hexdigest()[:12]
    assert fluent.text_hash("# a comment\nwindow-combat = During combat") == fluent.entry_hash(english)
    ukrainian = fluent.read(ftl(project, "uk", "munchkin.ftl")).entries()["window-combat"]
    assert fluent.recorded_hash(ukrainian) == fluent.entry_hash(english)
    with pytest.raises(ValueError, match="not one Fluent message"):
        fluent.text_hash("a = 1\nb = 2")


def test_plain_text_becomes_a_pattern_that_prints_it_back() -> None:
    for text in ("Braces { and } stay.", "[headgear] first", "*starred*", ".dot", "plain"):
        resource = fluent.parse_text(fluent.serialize(fluent.ftl.Resource([fluent.message("m", text)])))
        assert [fluent.leaves(e.value) for e in resource.entries().values()] == [[text]]
    assert fluent.ftl_key("mun-001") == "mun-001"
    assert fluent.ftl_key("дракон") != fluent.ftl_key("змій")
    assert fluent.card_term("дракон").isascii()


# ---------------------------------------------------------------- extract


def test_extract_writes_the_flavour_of_the_cards_and_name_stubs_for_new_cards(project: Project) -> None:
    english = ftl(project, "en", "cards-munchkin.ftl")
    entries = fluent.read(english).entries()
    assert next(fluent.leaves(e.value)[0] for e in entries.values()).startswith("It is not angry")
    cards = project.cards / "munchkin" / "fixture.cards"  # type: ignore[operator]
    text = cards.read_text("utf-8")
    new = text.split("\nitem ")[0].replace("@fx-001", "@fx-003").replace("Sulking Slime", "Brooding Bog")
    cards.write_text(text + "\n" + new.split("\n", 2)[2], "utf-8")
    written = fluent_workflow.extract(project, GAMES)
    assert english in written and ftl(project, "en", "terms-munchkin.ftl") in written
    terms = fluent.read(ftl(project, "en", "terms-munchkin.ftl"))
    assert fluent.leaves(terms.entries()["-card-fx-003"].value) == ["Brooding Bog"]
    assert "-level" in terms.entries()  # the hand-written terms are kept
    assert fluent_workflow.extract(project, GAMES) == []  # nothing changed: nothing written
    missing = found(project, "missing", ["uk"])
    assert {p.message.split(" ")[0] for p in missing} == {"-card-fx-003", "card-fx-003-flavour"}
    flavour = next(p for p in missing if p.message.startswith("card-fx-003-flavour"))
    # A missing translation is reported where its English is: here, the new card itself.
    assert (Path(flavour.file).name, flavour.line) == ("fixture.cards", line_of(cards, "@fx-003"))
    assert "translate it in " in flavour.message and flavour.message.endswith("uk/cardtext/cards-munchkin.ftl")


def test_the_english_cards_file_out_of_date_with_the_cards_is_a_problem(project: Project) -> None:
    edit(project.cards / "munchkin" / "fixture.cards", "just disappointed", "merely disappointed")  # type: ignore[operator]
    catalog = found(project, "catalog", ["en"])
    assert [p.file.endswith("en/cardtext/cards-munchkin.ftl") for p in catalog] == [True]
    assert "run `deckwright i18n extract`" in catalog[0].message


def test_extract_refuses_a_card_set_with_errors(project: Project) -> None:
    edit(project.cards / "munchkin" / "fixture.cards", "level 1", "levle 1")  # type: ignore[operator]
    with pytest.raises(ValueError, match=r"fixture.cards:\d+: the card set has errors"):
        fluent_workflow.extract(project, GAMES)
    with pytest.raises(ValueError, match="the card set has errors"):
        fluent_workflow.update(project, GAMES, LANGS)  # nothing dropped for a card that does not load


# ---------------------------------------------------------------- update


def test_update_lists_new_entries_as_missing_drops_removed_ones_and_marks_changed_ones_stale(project: Project) -> None:
    english = ftl(project, "en", "munchkin.ftl")
    ukrainian = ftl(project, "uk", "munchkin.ftl")
    edit(english, "window-combat = During combat", "window-combat = During any combat\nwindow-turn = On your turn")
    edit(english, "effect-lose-headgear = Lose your [headgear] headgear.\n", "")
    old = fluent.recorded_hash(fluent.read(ukrainian).entries()["window-combat"])
    # Before update, check already sees the change.
    assert any("window-combat" in p.message for p in found(project, "stale", ["uk"]))
    assert any("effect-lose-headgear" in p.message for p in found(project, "obsolete", ["uk"]))
    written = fluent_workflow.update(project, GAMES, LANGS)
    assert ukrainian in written
    entries = fluent.read(ukrainian).entries()
    assert "window-turn" not in entries  # not copied in English
    assert "effect-lose-headgear" not in entries
    assert fluent.marked_stale(entries["window-combat"])
    assert f"stale: {old}" in entries["window-combat"].comment.content
    stale = found(project, "stale", ["uk"])
    assert [(p.file.endswith("uk/cardtext/munchkin.ftl"), p.line) for p in stale] == [
        (True, line_of(ukrainian, "window-combat ="))
    ]
    [turn] = [p for p in found(project, "missing", ["uk"]) if p.message.startswith("window-turn")]
    assert (Path(turn.file).name, turn.line, turn.lang) == ("munchkin.ftl", line_of(english, "window-turn"), "uk")
    status = {(s.game, s.kind, s.lang): s for s in fluent_check.status(project, GAMES, LANGS)}
    uk = status["munchkin", "messages", "uk"]
    assert (uk.total, uk.translated, uk.stale, uk.missing) == (5, 3, 1, 1)
    assert uk.stale_entries == [{"line": line_of(ukrainian, "window-combat ="), "id": "window-combat"}]
    # The translator reviews it and deletes the mark: translated again, and update leaves it so.
    text = ukrainian.read_text("utf-8")
    ukrainian.write_text("\n".join(x for x in text.split("\n") if not x.startswith("# stale:")), "utf-8")
    assert found(project, "stale", ["uk"]) == []
    fluent_workflow.update(project, GAMES, LANGS)
    assert found(project, "stale", ["uk"]) == []


def test_update_keeps_comments_order_and_junk(project: Project) -> None:
    ukrainian = ftl(project, "uk", "munchkin.ftl")
    edit(ukrainian, "window-combat =", "# Translators: a window, not a wall.\nwindow-combat =")
    ukrainian.write_text(ukrainian.read_text("utf-8") + "broken = { $n\n", "utf-8")
    fluent_workflow.update(project, GAMES, LANGS)
    text = ukrainian.read_text("utf-8")
    assert "# Translators: a window, not a wall." in text and "broken = { $n" in text
    assert fluent_workflow.update(project, GAMES, LANGS) == []  # stable


def test_update_makes_a_new_languages_files(project: Project) -> None:
    written = fluent_workflow.update(project, GAMES, ["pl"])
    assert ftl(project, "pl", "munchkin.ftl") in written
    assert fluent.read(ftl(project, "pl", "munchkin.ftl")).entries() == {}
    assert "Polish card-text messages" in ftl(project, "pl", "munchkin.ftl").read_text("utf-8")
    assert len(found(project, "missing", ["pl"])) == 5 + 4 + 2 + 1 + 1 + 1


# ---------------------------------------------------------------- check: one test per kind of problem


def test_a_removed_case_form_fails_check_naming_the_term_file_and_line(project: Project) -> None:
    terms = ftl(project, "uk", "terms-munchkin.ftl")
    messages = ftl(project, "uk", "munchkin.ftl")
    # The singular accusative of "Скарб", which "Переможіть ..., щоб отримати 1 Скарб" asks for.
    edit(terms, "            [acc] Скарб\n", "")
    [problem] = found(project, "term-case", ["uk"])
    assert problem.file.endswith("uk/cardtext/munchkin.ftl")
    assert problem.line == line_of(messages, '[one] { $n } { -treasure(case: "acc") }')
    assert (
        f'asks -treasure(case: "acc"), which terms-munchkin.ftl:{line_of(terms, "-treasure =")} lacks'
        in problem.message
    )
    # Fluent would have printed the nominative without a word: the check is what catches it.


def test_forms_no_message_asks_for_may_be_left_out(project: Project) -> None:
    """A termbase gives the cases its messages ask for (docs/i18n.md): a name only ever printed in the
    nominative needs no other; an indeclinable word says so."""
    edit(ftl(project, "uk", "terms-munchkin.ftl"), "        [ins] Похмурим Слизом\n", "")
    assert problems(project, ["uk"]) == []


def test_a_case_a_message_asks_that_the_term_lacks_fails_at_its_column(project: Project) -> None:
    terms = ftl(project, "uk", "terms-munchkin-kungfu.ftl")
    messages = ftl(project, "uk", "munchkin-kungfu.ftl")
    edit(messages, '-card-fxk-001(case: "nom")', '-card-fxk-001(case: "voc")')
    [problem] = found(project, "term-case", ["uk"])
    line = line_of(messages, 'case: "voc"')
    column = messages.read_text("utf-8").split("\n")[line - 1].index("-card-fxk-001") + 1
    assert (problem.line, problem.column) == (line, column)
    assert 'asks -card-fxk-001(case: "voc"), which terms-munchkin-kungfu.ftl:' in problem.message
    assert terms.exists()


def test_a_case_asked_of_a_term_with_no_case_forms_fails(project: Project) -> None:
    edit(ftl(project, "de", "munchkin.ftl"), '{ -level(count: "other") }', '{ -level(case: "dat", count: "other") }')
    [problem] = found(project, "term-case", ["de"])
    assert "has no case forms" in problem.message
    edit(ftl(project, "de", "terms-munchkin.ftl"), "    .gender = fem", "    .gender = fem\n    .indeclinable = yes")
    assert found(project, "term-case", ["de"]) == []


def test_an_attribute_the_term_lacks_or_a_gender_no_variant_has_fails(project: Project) -> None:
    messages = ftl(project, "uk", "munchkin-kungfu.ftl")
    edit(
        messages,
        "сміється.",
        "{ -card-fxk-001.gender ->\n        [masc] сміявся\n       *[fem] сміялася\n    }.",
    )
    assert found(project, "term-attribute", ["uk"]) == []
    edit(ftl(project, "uk", "terms-munchkin-kungfu.ftl"), ".gender = masc", ".gender = anim-masc")
    [problem] = found(project, "term-attribute", ["uk"])
    assert "is 'anim-masc', which the select has no variant for" in problem.message
    edit(ftl(project, "uk", "terms-munchkin-kungfu.ftl"), "    .gender = anim-masc\n", "")
    messages_problems = found(project, "term-attribute", ["uk"])
    assert [p.message.split(",")[0] for p in messages_problems] == ["effect-lose-style asks -card-fxk-001.gender"]
    assert any(p.code == "gender" for p in fluent_check.check(project, GAMES, ["uk"]))


def test_an_unknown_term_fails(project: Project) -> None:
    edit(ftl(project, "uk", "munchkin.ftl"), "Під час бою", "Під час { -fight }")
    [problem] = found(project, "term-missing", ["uk"])
    assert "refers to -fight, which no termbase file defines" in problem.message


@pytest.mark.parametrize(("lang", "lacking"), [("uk", "[few]"), ("de", "[one]")])
def test_a_plural_select_missing_a_cldr_category_fails(project: Project, lang: str, lacking: str) -> None:
    path = ftl(project, lang, "munchkin.ftl")
    if lang == "uk":
        edit(path, '        [few] { $n } { -level(case: "acc", count: "few") }\n', "")
    else:
        edit(path, "        [one] eine { -level }\n", '        [two] zwei { -level(count: "other") }\n')
    [problem] = found(project, "plurals", [lang])
    assert problem.line == line_of(path, "{ $n ->")  # the select, in the first message
    assert f"lacks {lacking}" in problem.message


def test_spanish_needs_its_many_category(project: Project) -> None:
    path = ftl(project, "es", "munchkin.ftl")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "effect-lose-levels = Pierde { $n ->\n    [one] un nivel\n   *[other] { $n } niveles\n}.\n", "utf-8"
    )
    [problem] = found(project, "plurals", ["es"])
    assert "lacks [many]" in problem.message


def test_variables_that_differ_from_the_source_fail(project: Project) -> None:
    edit(ftl(project, "uk", "munchkin.ftl"), "Переможіть { $monster }", "Переможіть { $enemy }")
    [problem] = found(project, "variables", ["uk"])
    assert problem.message.startswith("effect-defeat: unknown $enemy; missing $monster")


def test_numbers_and_icon_tokens_that_differ_from_the_source_fail(project: Project) -> None:
    path = ftl(project, "uk", "munchkin.ftl")
    edit(path, "не більше 5 предметів", "не більше 6 предметів")
    edit(path, "свій [headgear] головний", "свій [footgear] головний")
    [numbers] = found(project, "numbers", ["uk"])
    assert "numbers ['6'] differ from the source's ['5']" in numbers.message
    [icons] = found(project, "icons", ["uk"])
    assert icons.line == line_of(path, "effect-lose-headgear")
    assert "['[footgear]'] differ from the source's ['[headgear]']" in icons.message


def test_a_glossary_term_translated_otherwise_fails(project: Project) -> None:
    path = ftl(project, "uk", "cards-munchkin.ftl")
    edit(path, "Скарб серед", "Багатство серед")
    [problem] = found(project, "glossary", ["uk"])
    assert problem.line == line_of(path, "card-fx-002-flavour")
    assert "the source says 'Treasure'" in problem.message and "-treasure (Скарб" in problem.message
    assert "terms-munchkin.ftl:" in problem.message


def test_a_glossary_term_in_a_german_compound_counts(project: Project) -> None:
    edit(ftl(project, "de", "cards-munchkin.ftl"), "ein Schatz unter", "eine Schatzkiste unter")
    assert found(project, "glossary", ["de"]) == []


def test_syntax_errors_are_reported_at_their_line_and_column(project: Project) -> None:
    path = ftl(project, "uk", "munchkin.ftl")
    path.write_text(path.read_text("utf-8") + "broken = { $n ->\n    [one] x\n}\n", "utf-8")
    [problem] = found(project, "syntax", ["uk"])
    assert problem.line == line_of(path, "[one] x") + 1 and problem.column == 1
    assert "E0010" in problem.message  # no default variant
    assert problem.render().startswith(f"{problem.file}:{problem.line}:1: uk: syntax:")


def test_an_unreadable_file_is_a_problem_not_a_traceback(project: Project) -> None:
    ftl(project, "uk", "munchkin.ftl").write_bytes(b"window-combat = \xff\xfe\n")
    [problem] = found(project, "catalog", ["uk"])
    assert "not UTF-8" in problem.message


def test_an_unstamped_translation_and_a_rules_override_of_a_changed_card(project: Project) -> None:
    cards = ftl(project, "uk", "cards-munchkin.ftl")
    cards.write_text(
        cards.read_text("utf-8") + "card-fx-001-rules = Рівень 1. Погана штука: втратьте взуття.\n", "utf-8"
    )
    assert [p.message.split(" ")[0] for p in found(project, "unstamped", ["uk"])] == ["card-fx-001-rules"]
    fluent_workflow.update(project, GAMES, LANGS)
    assert problems(project, ["uk"]) == []
    edit(project.cards / "munchkin" / "fixture.cards", "bad stuff: lose footgear", "bad stuff: lose headgear")  # type: ignore[operator]
    [stale] = found(project, "stale", ["uk"])
    assert stale.line == line_of(cards, "card-fx-001-rules") and "the card changed" in stale.message


def test_a_file_nested_too_deeply_is_a_problem_not_a_traceback(project: Project) -> None:
    ftl(project, "uk", "munchkin.ftl").write_text("window-combat = " + "{ " * 5000 + "x\n", "utf-8")
    [problem] = found(project, "catalog", ["uk"])
    assert "nested more than 64 deep" in problem.message
    with pytest.raises(ValueError, match="nested more than 64 deep"):
        fluent_workflow.update(project, GAMES, LANGS)  # never rewritten unread


def test_a_stamp_of_the_english_as_its_file_writes_it_is_accepted(project: Project) -> None:
    """The card-text generator stamps from the raw file (sha256 of the entry's text, stripped): the same
    English as the serializer's layout, so not stale; `update` then writes the canonical hash."""
    english = ftl(project, "en", "munchkin.ftl")
    raw = "window-combat = { $n ->\n  [one] During one combat\n *[other] During combat\n}"
    edit(english, "window-combat = During combat", raw)
    ukrainian = ftl(project, "uk", "munchkin.ftl")
    text = ukrainian.read_text("utf-8")
    old = fluent.recorded_hash(fluent.read(ukrainian).entries()["window-combat"])
    stamp = hashlib.sha256(raw.encode()).hexdigest()[:12]
    ukrainian.write_text(
        text.replace(f"# source-hash: {old}\nwindow-combat", f"# source-hash: {stamp}\nwindow-combat"), "utf-8"
    )
    assert found(project, "stale", ["uk"]) == []
    fluent_workflow.update(project, GAMES, ["uk"])
    entry = fluent.read(ukrainian).entries()["window-combat"]
    assert not fluent.marked_stale(entry)
    assert fluent.recorded_hash(entry) == fluent.entry_hash(fluent.read(english).entries()["window-combat"]) != stamp


def test_a_digit_spelling_the_count_in_a_plural_variant_is_not_a_number_of_the_rules(project: Project) -> None:
    edit(
        ftl(project, "en", "munchkin.ftl"),
        "window-combat = During combat",
        "window-combat = During combat\nfield-hands = { $n ->\n    [one] 1 Hand\n   *[other] { $n } Hands\n}",
    )
    uk = ftl(project, "uk", "munchkin.ftl")
    uk.write_text(
        uk.read_text("utf-8")
        + "field-hands = { $n } { $n ->\n    [one] рука\n    [few] руки\n    [many] рук\n   *[other] руки\n}\n",
        "utf-8",
    )
    assert found(project, "numbers", ["uk"]) == []  # uk one is 21 too: { $n } is right where English says 1


def test_the_glossary_holds_capitalised_terms_and_the_longest_wins(project: Project) -> None:
    english, ukrainian = ftl(project, "en", "terms-munchkin.ftl"), ftl(project, "uk", "terms-munchkin.ftl")
    english.write_text(
        english.read_text("utf-8")
        + "-tag-big = Big\n-big-item = { $case ->\n   *[nom] Big Item\n    [pl] Big Items\n}\n"
        + "-rank-highest = highest\n",
        "utf-8",
    )
    ukrainian.write_text(
        ukrainian.read_text("utf-8") + "-tag-big = Велетень\n-big-item = Великий предмет\n-rank-highest = найвищий\n",
        "utf-8",
    )
    fluent_workflow.update(project, GAMES, ["uk"])
    en_messages, uk_messages = ftl(project, "en", "munchkin.ftl"), ftl(project, "uk", "munchkin.ftl")
    en_messages.write_text(
        en_messages.read_text("utf-8")
        + "field-weight = Big items weigh the most, the highest load\nfield-tag = Big monsters bite\n",
        "utf-8",
    )
    uk_messages.write_text(
        uk_messages.read_text("utf-8")
        + "field-weight = Великі предмети важать найбільше\nfield-tag = Гігантські монстри кусаються\n",
        "utf-8",
    )
    [problem] = found(project, "glossary", ["uk"])  # not "Big" in "Big items", nor the lower-case "highest"
    assert problem.message.startswith("field-tag: the source says 'Big'") and "-tag-big (Велетень" in problem.message


# ---------------------------------------------------------------- a translator's own terms


def test_a_translators_helper_terms_survive_update_and_check_stays_clean(project: Project) -> None:
    messages = ftl(project, "uk", "munchkin.ftl")
    terms = ftl(project, "uk", "terms-munchkin.ftl")
    # Helper terms the English does not have: one in the termbase, one beside the messages.
    edit(messages, "window-combat = Під час бою", "window-combat = Під час { -combat-gen }")
    terms.write_text(terms.read_text("utf-8") + "\n-combat-gen = { -fight-word }\n", "utf-8")
    messages.write_text(messages.read_text("utf-8") + "\n-fight-word = бою\n", "utf-8")
    fluent_workflow.update(project, GAMES, LANGS)
    assert "-combat-gen" in fluent.read(terms).entries()
    assert "-fight-word" in fluent.read(messages).entries()
    assert problems(project) == []
    assert fluent_workflow.update(project, GAMES, LANGS) == []  # stable: nothing to add or drop


def test_an_unused_helper_term_is_a_warning_and_is_kept(project: Project) -> None:
    terms = ftl(project, "uk", "terms-munchkin.ftl")
    terms.write_text(terms.read_text("utf-8") + "\n-spare-word = запас\n", "utf-8")
    fluent_workflow.update(project, GAMES, LANGS)
    assert "-spare-word" in fluent.read(terms).entries()  # never deleted
    [unused] = fluent_check.check(project, GAMES, LANGS)
    assert (unused.code, unused.warning, unused.line) == ("unused", True, line_of(terms, "-spare-word"))
    assert ": uk: warning: unused: -spare-word is the translation's own term" in unused.render()


def test_a_message_the_english_dropped_is_still_obsolete_and_dropped(project: Project) -> None:
    ukrainian = ftl(project, "uk", "munchkin.ftl")
    ukrainian.write_text(ukrainian.read_text("utf-8") + "\nwindow-gone = Колись\n", "utf-8")
    [obsolete] = found(project, "obsolete", ["uk"])
    assert not obsolete.warning and obsolete.message.startswith("window-gone")
    fluent_workflow.update(project, GAMES, LANGS)
    assert "window-gone" not in fluent.read(ukrainian).entries()
