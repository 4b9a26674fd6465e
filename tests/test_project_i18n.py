"""A designer's project translates its own cards (docs/projects.md, "Translations"): its locales/ lays
over the shipped one, the i18n commands work on its own files (and never write the shipped ones),
validate checks its translations, and the print sheets' labels are in the language printed."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.test_project import ROOT, deckwright

UK_TERMS = """-card-goblins-001 = { $case ->
       *[nom] Майстерний Гремлін
        [gen] Майстерного Гремліна
        [dat] Майстерному Гремлінові
        [acc] Майстерного Гремліна
        [ins] Майстерним Гремліном
        [loc] Майстерному Гремлінові
    }
    .gender = masc
-tag-gremlin = { $case ->
       *[nom] гремлін
        [gen] гремліна
        [dat] гремлінові
        [acc] гремліна
        [ins] гремліном
        [loc] гремлінові
    }
"""
UK_FLAVOUR = "card-goblins-001-flavour = Він відкрутив вам колінні чашечки.\n"


def _shipped() -> dict[Path, int]:
    return {p: p.stat().st_mtime_ns for p in sorted((ROOT / "locales").rglob("*")) if p.is_file()}


def _project(tmp_path: Path) -> Path:
    assert ROOT not in tmp_path.parents  # outside the repository, as a designer's own folder
    done = deckwright("init", "goblins", "--game", "munchkin", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return tmp_path / "goblins"


def _ok(*args: str, cwd: Path) -> str:
    done = deckwright(*args, cwd=cwd)
    assert done.returncode == 0, f"{args}: {done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def _face(project: Path) -> str:
    return hashlib.sha256((project / "output/render/munchkin/uk/cards/goblins-001.png").read_bytes()).hexdigest()


def test_the_translators_round_trip_in_a_project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """extract, update, translate, check, text show and build in Ukrainian; the shipped files untouched."""
    monkeypatch.setenv("DECKWRIGHT_RENDER", "1")  # the build draws the faces (tests/conftest.py turns it off)
    project = _project(tmp_path)
    before = _shipped()
    _ok("build", "--lang", "uk", "--no-rulebooks", cwd=project)
    untranslated = _face(project)

    _ok("i18n", "extract", cwd=project)
    english = project / "locales" / "en" / "cardtext"
    assert "card-goblins-001-flavour = It unscrewed your kneecaps." in (english / "cards-munchkin.ftl").read_text()
    terms = (english / "terms-munchkin.ftl").read_text()
    # The project's card and its designer's word; nothing of the base set (its English is shipped).
    assert "-card-goblins-001 = Workshop Gremlin" in terms and "-tag-gremlin = gremlin" in terms
    assert "-card-mun-001" not in terms

    _ok("i18n", "update", "--lang", "uk,es", cwd=project)
    ours = project / "locales" / "uk" / "cardtext"
    stub = (ours / "terms-munchkin.ftl").read_text()
    # What is left to translate is there, as the English in a comment: never printed as if translated.
    assert "# untranslated: -card-goblins-001" in stub and "# -card-goblins-001 = Workshop Gremlin" in stub
    assert "(nom, gen, dat, acc, ins, loc) and a .gender" in stub
    assert "# -tag-gremlin = gremlin" in (project / "locales/es/cardtext/terms-munchkin.ftl").read_text()
    shown = _ok("text", "show", "Workshop Gremlin", "-l", "uk", cwd=project)
    assert "Монстр · Workshop Gremlin" in shown
    failed = deckwright("i18n", "check", "--lang", "uk", cwd=project)
    assert failed.returncode == 1 and "-card-goblins-001 is not translated" in failed.stderr, failed.stderr

    # The translator writes over the stubs, then update stamps what they wrote.
    (ours / "terms-munchkin.ftl").write_text(UK_TERMS, encoding="utf-8")
    (ours / "cards-munchkin.ftl").write_text(UK_FLAVOUR, encoding="utf-8")
    _ok("i18n", "update", "--lang", "uk", cwd=project)
    assert (ours / "terms-munchkin.ftl").read_text().count("# source-hash:") == 2
    assert "untranslated" not in (ours / "terms-munchkin.ftl").read_text()
    assert "no problems" in _ok("i18n", "check", "--lang", "uk", cwd=project)
    status = json.loads(deckwright("i18n", "status", "--lang", "uk", "--format", "json", cwd=project).stdout)
    rows = {(r["kind"], r["lang"]): r for r in status["catalogs"]}
    assert rows["terms", "uk"]["total"] == 2 and rows["terms", "uk"]["translated"] == 2, rows
    assert rows["cards", "uk"]["translated"] == 1, rows
    assert _ok("i18n", "compile", cwd=project)  # no .po of its own: nothing to compile, exit 0

    shown = _ok("text", "show", "Workshop Gremlin", "-l", "uk", cwd=project / "cards")
    assert "[uk] Монстр · Майстерний Гремлін" in shown and "Він відкрутив вам колінні чашечки." in shown
    # The base set's cards keep their shipped Ukrainian beneath the project's own file.
    assert "Надутий Слиз" in _ok("text", "show", "Sulking Slime", "-l", "uk", cwd=project)

    _ok("build", "--lang", "uk", "--no-rulebooks", cwd=project)
    assert _face(project) != untranslated  # the face was drawn again, with the translation
    assert not (project / "output/render/munchkin/es").exists()  # --lang uk: only Ukrainian
    assert _shipped() == before


def test_validate_checks_the_projects_own_translations(tmp_path: Path) -> None:
    project = _project(tmp_path)
    done = deckwright("validate", "--lang", "uk", "--no-cache", cwd=project)
    # V0401 names the file to write in the project, not the installed package's.
    assert "has no Ukrainian name (-card-goblins-001 in locales/uk/cardtext/terms-munchkin.ftl)" in done.stderr
    assert "add -card-goblins-001 to locales/uk/cardtext/terms-munchkin.ftl" in done.stderr
    assert "translate it in locales/uk/cardtext/cards-munchkin.ftl" in done.stderr
    assert "has no Ukrainian word for the tag 'gremlin' (-tag-gremlin in locales/uk/cardtext/terms-munchkin.ftl)" in (
        done.stderr
    )
    folder = project / "locales" / "uk" / "cardtext"
    folder.mkdir(parents=True)
    (folder / "terms-munchkin.ftl").write_text(UK_TERMS, encoding="utf-8")
    (folder / "cards-munchkin.ftl").write_text(UK_FLAVOUR + "broken = { $x\n", encoding="utf-8")
    done = deckwright("validate", "--lang", "uk", "--no-cache", cwd=project)
    assert done.returncode == 1, done.stderr
    assert "locales/uk/cardtext/cards-munchkin.ftl:3:1: error[E0131]: not Fluent syntax" in done.stderr
    assert "V0401" not in done.stderr, done.stderr  # its name and flavour are found in the project's files


def test_a_projects_message_wins_and_every_other_comes_from_the_shipped_files(tmp_path: Path) -> None:
    project = _project(tmp_path)
    folder = project / "locales" / "uk" / "cardtext"
    folder.mkdir(parents=True)
    (folder / "terms-munchkin.ftl").write_text(UK_TERMS + "-bad-stuff = Лихо\n", encoding="utf-8")
    shown = _ok("text", "show", "Workshop Gremlin", "-l", "uk", cwd=project)
    assert "Лихо: втратьте 1 рівень." in shown and "Рівень 2 · 1 Скарб" in shown, shown
    # Outside the project the shipped words are back.
    outside = _ok("text", "show", "Sulking Slime", "-l", "uk", cwd=ROOT)
    assert "Кепські наслідки" in outside and "Лихо" not in outside


def test_a_base_set_in_another_project_brings_its_translations(tmp_path: Path) -> None:
    first = _project(tmp_path)
    folder = first / "locales" / "uk" / "cardtext"
    folder.mkdir(parents=True)
    (folder / "terms-munchkin.ftl").write_text(UK_TERMS, encoding="utf-8")
    (tmp_path / "second").mkdir()
    assert (
        deckwright("init", ".", "--game", "munchkin", "--base", "../goblins/cards", cwd=tmp_path / "second").returncode
        == 0
    )
    shown = _ok("text", "show", "goblins-001", "-l", "uk", cwd=tmp_path / "second")  # the base's, by its id
    assert "Майстерний Гремлін" in shown, shown


def test_a_projects_designer_text_fields_are_checked_in_every_language(tmp_path: Path) -> None:
    """A Maniacal supervillain's base, strength and weakness are the designer's words on the face."""
    assert deckwright("init", "villains", "--game", "maniacal", cwd=tmp_path).returncode == 0
    project = tmp_path / "villains"
    (project / "cards" / "boss.cards").write_text(
        'game maniacal\n\nsupervillain "Doctor Umbral" @vil-001 {\n  base "The Drowned Observatory"\n'
        '  closest europe, asia\n  lackey "Mister Pebbles"\n  strength "Never sleeps"\n  weakness "Sunlight"\n}\n',
        encoding="utf-8",
    )
    done = deckwright("validate", "--lang", "de", "--no-cache", "cards/boss.cards", cwd=project)
    assert "has no German 'base' text (card-vil-001-base in locales/de/cardtext/cards-maniacal.ftl)" in done.stderr
    assert "card-vil-001-weakness" in done.stderr, done.stderr
    _ok("i18n", "extract", cwd=project)
    english = (project / "locales/en/cardtext/cards-maniacal.ftl").read_text()
    assert "card-vil-001-base = The Drowned Observatory" in english


def test_the_termbase_id_of_a_designer_word_is_the_generators() -> None:
    from toolkit.i18n.fluent_cards import word_term
    from toolkit.text.generator import term_id

    for kind, word in [("tag", "gremlin"), ("class", "brute_tamer"), ("race", "half orc"), ("tag", "9lives")]:
        assert word_term(kind, word) == term_id(kind, word)


@pytest.mark.parametrize("lang", ["en", "es", "uk", "de", "pl"])
def test_print_sheet_labels_are_in_the_language_printed(lang: str) -> None:
    from toolkit.render.cardtext import sheet_words
    from toolkit.render.sheets import ENGLISH, SheetSpec, calibration, impose
    from toolkit.render.sizes import CARD_SIZES, DEFAULT_CARD_SIZE, PAPERS

    spec = SheetSpec(PAPERS["a4"], CARD_SIZES[DEFAULT_CARD_SIZE])
    for game in ("munchkin", "munchkin-kungfu", "maniacal", "midgard"):
        say = sheet_words(game, lang)
        said = {key: say(key, {"number": 3, "edge": "long", "offset": "0,0"}) for key in ENGLISH}
        english = {key: text.format(number=3, edge="long", offset="0,0") for key, text in ENGLISH.items()}
        assert (said == english) == (lang == "en"), (game, said)
        assert all("3" in said[k] for k in ("fronts", "backs", "fold")) and "100" in said["calibration-print"]
        pages = impose([("a", "b")], spec, say).pages
        first = [say("fronts", {"number": 1}), say("backs", {"number": 1, "edge": spec.duplex})]
        assert [label.text for page in pages for label in page.labels] == first
        assert said["calibration-back"] in [label.text for page in calibration(spec, say) for label in page.labels]
    if lang == "uk":
        assert sheet_words("munchkin", "uk")("backs", {"number": 2, "edge": "short"}) == (
            "аркуш 2: зворотні боки (двобічний друк, перегортання за коротким краєм)"
        )


def test_a_command_outside_a_project_reads_the_shipped_files_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process that runs commands in turn (tests, watch) must not keep the last project's layers."""
    from toolkit.cli.project import here
    from toolkit.i18n import layers
    from toolkit.text import card_name

    project = _project(tmp_path)
    folder = project / "locales" / "uk" / "cardtext"
    folder.mkdir(parents=True)
    (folder / "terms-munchkin.ftl").write_text("-card-mun-001 = Слиз проєкту\n    .gender = masc\n", encoding="utf-8")
    monkeypatch.chdir(project / "cards")
    assert here().project is not None and layers.overlays() == ((project / "locales").resolve(),)
    from toolkit.lang.load import load

    slime = next(c for c in load([str(ROOT / "cards" / "munchkin")]).cards if c.key == "mun-001")
    assert card_name(slime, "uk") == "Слиз проєкту"
    monkeypatch.chdir(ROOT)
    assert here().project is None and layers.overlays() == ()
    assert card_name(slime, "uk") == "Надутий Слиз"
