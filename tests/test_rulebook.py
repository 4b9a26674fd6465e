"""Players' rulebooks (toolkit/rulebook): both games in five languages, as HTML and PDF; every
number the ruleset's; examples from real cards; nothing untranslated; nothing from disk runs."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from toolkit.cli.app import app
from toolkit.i18n import Project
from toolkit.i18n import catalogs as cat
from toolkit.i18n.workflow import template_catalog
from toolkit.lang import games as registry
from toolkit.rulebook import RulebookError, build_rulebook, build_rulebooks, card_text, use_card_text
from toolkit.rulebook.build import load_cards
from toolkit.rulebook.render import _fetcher

PROJECT = Project.default()
GAMES = ("munchkin", "munchkin-kungfu")
LANGUAGES = ("en", "es", "uk", "de", "pl")
# PDFs in the default suite: the two source languages of the seeds, both games (about 2 s each on
# an idle machine); all ten are built by the slow test and by bench/bench_rulebook.py.
PDF_LANGUAGES = ("uk", "es")
CARDS = {game: load_cards(Path("cards"), game) for game in GAMES}


@pytest.fixture(scope="session")
def html_books(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], str]:
    out = tmp_path_factory.mktemp("rulebooks-html")
    books = {}
    for game in GAMES:
        for lang in LANGUAGES:
            result = build_rulebook(game, lang, out, formats=("html",), cards=CARDS[game])
            assert result.warnings == []
            books[(game, lang)] = result.written[0].read_text(encoding="utf-8")
    return books


@pytest.fixture(scope="session")
def pdf_books(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Path]:
    out = tmp_path_factory.mktemp("rulebooks-pdf")
    results = build_rulebooks(out, games=GAMES, languages=PDF_LANGUAGES, formats=("pdf",), workers=2)
    return {(r.game, r.lang): r.written[0] for r in results}


def text_of(page_html: str) -> str:
    """What a reader sees: tags and the head left out, entities decoded, spaces collapsed."""
    body = page_html.split("<body>", 1)[1]
    return re.sub(r"[ \t\r\n]+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body))).strip()


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


# ---------------------------------------------------------------- HTML in all five languages


def test_both_rulebooks_build_in_five_languages(html_books: dict[tuple[str, str], str]) -> None:
    for (game, lang), page in html_books.items():
        assert f'<html lang="{lang}">' in page
        assert page.count('<section class="chapter"') >= 15, (game, lang)
        assert 'href="#combat"' in page and 'id="glossary"' in page  # the table of contents links
    assert "Бій" in text_of(html_books[("munchkin", "uk")])
    assert "Monstruos de Hong Kong" in text_of(html_books[("munchkin-kungfu", "es")])


def english_fragments(game: str) -> set[str]:
    """The source sentences as readers would meet them: each msgid cut at its placeholders, the
    pieces of four words or more."""
    found = set()
    for message in template_catalog(PROJECT, game):
        for text in cat.ids(message):
            for piece in re.split(r"%\(\w+\)s", text):
                piece = piece.strip(" .,:;")
                if len(piece.split()) >= 4:
                    found.add(piece)
    return found


@pytest.mark.parametrize("lang", ["es", "uk", "de", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_no_untranslated_source_sentence(html_books: dict[tuple[str, str], str], game: str, lang: str) -> None:
    text = text_of(html_books[(game, lang)])
    english = english_fragments(game)
    assert len(english) > 50
    leftovers = sorted(piece for piece in english if piece in text)
    assert leftovers == [], leftovers[:5]


def test_the_english_rulebook_has_every_source_sentence(html_books: dict[tuple[str, str], str]) -> None:
    """The check above means something: the same fragments are found in the English book."""
    text = text_of(html_books[("munchkin", "en")])
    assert sum(piece in text for piece in english_fragments("munchkin")) > 50


# ---------------------------------------------------------------- numbers from the ruleset


UNUSUAL = {"hand_limit": 7, "winning_level": 12, "gold_per_level": 1500, "escape_roll": 4, "starting_doors": 3}


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["at most 7 cards", "reach level 12", "at least 1,500 gold pieces", "on 4 or more", "3 Door cards"]),
        ("uk", ["щонайбільше 7 карт", "досягне рівня 12", "щонайменше 1\xa0500 зол.", "випало 4 або більше"]),
        ("pl", ["najwyżej 7 kart", "osiągnie poziom 12", "co najmniej 1\xa0500 szt. złota", "wyniku 4 lub więcej"]),
        ("de", ["höchstens 7 Karten", "Stufe 12 erreicht", "mindestens 1.500 Goldstücken", "Bei 4 oder mehr"]),
        ("es", ["como mucho 7 cartas", "al nivel 12", "al menos 1.500 monedas de oro", "con 4 o más"]),
    ],
)
def test_the_text_follows_the_rulesets_numbers(tmp_path: Path, lang: str, expected: list[str]) -> None:
    """Change the ruleset's numbers and the rulebook says the new ones: none is typed twice."""
    result = build_rulebook("munchkin", lang, tmp_path, formats=("html",), cards=CARDS["munchkin"], constants=UNUSUAL)
    text = text_of(result.written[0].read_text(encoding="utf-8"))
    for phrase in expected:
        assert phrase in text, phrase
    assert "1,000" not in text and "1.000" not in text and "1\xa0000" not in text


def test_a_misspelt_constant_stops_the_build_naming_the_template(tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    template = project.templates / "munchkin" / "rulebook.html.j2"
    template.write_text(template.read_text(encoding="utf-8").replace("rules.hand_limit", "rules.hand_limt", 1))
    with pytest.raises(RulebookError, match=r"rulebook\.html\.j2:\d+: .*hand_limt"):
        build_rulebook("munchkin", "en", tmp_path / "out", formats=("html",), project=project, cards=[])


# ---------------------------------------------------------------- worked examples from real cards


def test_examples_are_real_cards_with_the_models_numbers(html_books: dict[tuple[str, str], str]) -> None:
    cards = {c.name: c for c in CARDS["munchkin"]}
    page = html_books[("munchkin", "en")]
    named = re.findall(r'<p class="card-name">([^<]+)</p>', page)
    assert len(named) >= 3
    for name in named:
        card = cards[html.unescape(name)]
        assert card.fields.get("flavour", "\x00") not in html.unescape(page)  # the flavour never shows
        if card.kind == "monster":
            assert f"Level {card.fields['level']}" in text_of(page)
    text = text_of(page)
    combat = re.search(
        r"meet (.+?), a level (\d+) monster\. You are level (\d+) and wear (.+?), which gives \+(\d+)", text
    )
    assert combat, text
    monster, item = cards[combat.group(1)], cards[combat.group(4)]
    assert int(combat.group(2)) == monster.fields["level"] and int(combat.group(5)) == item.fields["bonus"]
    assert int(combat.group(3)) + item.fields["bonus"] > monster.fields["level"]  # the hero does win
    assert int(combat.group(3)) < registry.get("munchkin").constant("winning_level")


def test_example_text_comes_from_the_card_text_hook(tmp_path: Path) -> None:
    from toolkit.text import card_text as generated  # the card-text generator is the default hook

    assert card_text(CARDS["munchkin"][0], "uk") == generated(CARDS["munchkin"][0], "uk")
    previous = use_card_text(lambda card, lang: f"[{lang}] rules of {card.name}")
    try:
        result = build_rulebook("munchkin", "de", tmp_path, formats=("html",), cards=CARDS["munchkin"])
    finally:
        use_card_text(previous)
    page = result.written[0].read_text(encoding="utf-8")
    assert re.search(r'<p class="card-text">\[de\] rules of [^<]+</p>', page)
    assert '<ul class="card-facts">' not in page


def test_without_cards_the_rulebook_still_builds(tmp_path: Path) -> None:
    result = build_rulebook("munchkin-kungfu", "pl", tmp_path, formats=("html",), cards=[])
    page = result.written[0].read_text(encoding="utf-8")
    assert "Przykład walki" not in page and "Ten zestaw ma 0 kart." in text_of(page)


# ---------------------------------------------------------------- PDF read back


def test_pdfs_have_pages_fonts_and_a_table_of_contents(pdf_books: dict[tuple[str, str], Path]) -> None:
    for (game, lang), path in pdf_books.items():
        reader = PdfReader(path)
        assert 8 <= len(reader.pages) <= 40, (game, lang, len(reader.pages))
        fonts = set()
        for page in reader.pages:
            for font in (page["/Resources"].get("/Font") or {}).values():
                font = font.get_object()
                descriptor = (
                    font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
                    if "/DescendantFonts" in font
                    else font["/FontDescriptor"]
                )
                assert "/FontFile2" in descriptor, font["/BaseFont"]  # embedded (a TrueType subset)
                data = descriptor["/FontFile2"].get_object().get_data()
                assert b"DejaVu" in data or "DejaVu".encode("utf-16-be") in data  # the shipped fonts
                fonts.add(str(font["/BaseFont"]).split("+")[-1])
        assert {"Rulebook-Serif", "Rulebook-Serif-Bold", "Rulebook-Sans-Bold"} <= fonts, fonts
        contents = reader.pages[1].extract_text()
        titles = {"uk": ("Зміст", "Бій"), "es": ("Índice", "El combate")}[lang]
        assert titles[0] in contents and re.search(re.escape(titles[1]) + r"\s*\.*\s*\d+", contents), contents
        assert reader.outline  # bookmarks from the headings


def sale_total(game: str) -> int:
    """The selling example's total, by the template's own rule: the most valuable items each worth
    less than a level, until they make one."""
    per_level = registry.get(game).constant("gold_per_level")
    golds = sorted(
        (c.fields["gold"] for c in CARDS[game] if c.kind == "item" and 0 < c.fields.get("gold", 0) < per_level),
        reverse=True,
    )
    total = 0
    for gold in golds:
        if total < per_level:
            total += gold
    return total


def test_pdf_numbers_are_the_rulesets(pdf_books: dict[tuple[str, str], Path]) -> None:
    for (game, lang), path in pdf_books.items():
        constants = registry.get(game).constants
        text = pdf_text(path)
        pages = len(PdfReader(path).pages)
        gold = {"uk": "1\xa0000", "es": "1.000"}[lang]
        assert gold.replace("\xa0", " ") in text.replace("\xa0", " ")
        found = {int(n) for n in re.findall(r"\d+", re.sub(r"(?<=\d)[.\xa0 ](?=\d{3}\b)", "", text))}
        allowed = set(constants.values()) | {constants["winning_level"] - 1} | set(range(pages + 1))
        for card in CARDS[game]:
            allowed |= {v for v in card.fields.values() if isinstance(v, int)}
            allowed |= {int(n) for n in re.findall(r"\d+", card.name)}
        allowed |= {len(CARDS[game]), sale_total(game)}
        assert found <= allowed, sorted(found - allowed)
        for name in ("hand_limit", "winning_level", "escape_roll", "starting_doors", "death_treasures"):
            assert constants[name] in found, name


def test_ukrainian_pdf_text_reads_back(pdf_books: dict[tuple[str, str], Path]) -> None:
    text = pdf_text(pdf_books[("munchkin", "uk")])
    assert "Золоті правила" in text and "рівня 10" in text and "щонайбільше 5 карт" in text.replace("\n", " ")
    kungfu = pdf_text(pdf_books[("munchkin-kungfu", "uk")]).replace("\n", " ")
    assert "Карти Дверей (2)" in kungfu or "Дверей (2)" in kungfu


@pytest.mark.slow
def test_all_ten_pdfs_build(tmp_path: Path) -> None:
    results = build_rulebooks(tmp_path, formats=("pdf",), workers=2)
    assert len(results) == 10 and all(len(PdfReader(r.written[0]).pages) >= 8 for r in results)


# ---------------------------------------------------------------- safety, errors, incremental builds


def copy_project(tmp_path: Path) -> Project:
    shutil.copytree(PROJECT.templates, tmp_path / "templates" / "rulebook")
    shutil.copytree(PROJECT.locales, tmp_path / "locales")
    return Project(tmp_path / "templates" / "rulebook", tmp_path / "locales")


def test_a_translation_cannot_inject_markup(tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    po = project.po("munchkin", "es")
    text = po.read_text(encoding="utf-8").replace('msgstr "Glosario"', 'msgstr "<script>alert(1)</script>Glosario"')
    po.write_text(text, encoding="utf-8")
    workflow_update(project)
    result = build_rulebook("munchkin", "es", tmp_path / "out", formats=("html",), project=project, cards=[])
    page = result.written[0].read_text(encoding="utf-8")
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;Glosario" in page


def workflow_update(project: Project) -> None:
    from toolkit.i18n.workflow import update

    update(project, ["munchkin"], ["es"])


def test_the_sandbox_refuses_a_template_that_reaches_for_python(tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    template = project.templates / "munchkin" / "rulebook.html.j2"
    bad = "{{ cards.__class__.__init__.__globals__ }}"
    template.write_text(template.read_text(encoding="utf-8").replace("<body>", "<body>" + bad, 1))
    with pytest.raises(RulebookError, match=r"unsafe|__class__"):
        build_rulebook("munchkin", "en", tmp_path / "out", formats=("html",), project=project, cards=[])


def test_the_pdf_may_fetch_only_project_files(tmp_path: Path) -> None:
    fetcher = _fetcher(PROJECT.templates)
    assert fetcher.fetch((PROJECT.templates / "_shared" / "rulebook.css").resolve().as_uri()).read()
    for url in ("http://127.0.0.1/x.css", (tmp_path / "x.css").as_uri(), "file:///etc/passwd"):
        (tmp_path / "x.css").write_text("p {}", encoding="utf-8")
        with pytest.raises(ValueError, match="may not"):
            fetcher.fetch(url)


def test_unknown_game_language_or_format_is_refused(tmp_path: Path) -> None:
    for args, message in (
        (("chess", "en"), "no rulebook for the game 'chess'"),
        (("munchkin", "fr"), "unknown language 'fr'"),
    ):
        with pytest.raises(RulebookError, match=message):
            build_rulebook(*args, tmp_path)
    with pytest.raises(RulebookError, match="unknown format 'docx'"):
        build_rulebook("munchkin", "en", tmp_path, formats=("docx",))
    assert list(tmp_path.iterdir()) == []


runner = CliRunner()


def test_cli_builds_and_refuses_with_exit_2(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["rulebook", "build", "--game", "munchkin", "--lang", "pl", "--format", "html", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["munchkin-pl.html"]  # atomic: no temporaries left
    for args, message in (
        (["--game", "chess"], "unknown game 'chess'"),
        (["--game", "munchkin", "--lang", "xx"], "unknown language 'xx'"),
        (["--game", "munchkin", "--format", "docx"], "unknown format 'docx'"),
        (["--cards", str(tmp_path / "nowhere")], "no card folder at"),
    ):
        result = runner.invoke(app, ["rulebook", "build", *args, "--out", str(tmp_path)])
        assert result.exit_code == 2 and message in result.stderr and "Traceback" not in result.output


def test_incremental_builds_rebuild_only_what_changed(tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    out = tmp_path / "out"

    def run() -> list[tuple[str, str, bool]]:
        results = build_rulebooks(
            out, games=("munchkin",), languages=("en", "uk", "pl"), formats=("html",), project=project, incremental=True
        )
        return [(r.lang, r.reused) for r in results]

    assert run() == [("en", False), ("uk", False), ("pl", False)]
    assert run() == [("en", True), ("uk", True), ("pl", True)]
    po = project.po("munchkin", "uk")
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Словничок"', 'msgstr "Глосарій"'), encoding="utf-8")
    assert run() == [("en", True), ("uk", False), ("pl", True)]
    (out / "munchkin-pl.html").unlink()
    assert run() == [("en", True), ("uk", True), ("pl", False)]


def test_weasyprints_warnings_are_reported_not_printed(capsys: pytest.CaptureFixture[str]) -> None:
    from toolkit.rulebook.render import render_pdf

    warnings: list[str] = []
    page = "<html><head><style>p { colour: red; }</style></head><body><p>x</p></body></html>"
    assert render_pdf(page, PROJECT.templates, "munchkin", warnings).startswith(b"%PDF")
    assert any(w.startswith("WeasyPrint: ") and "colour" in w for w in warnings), warnings
    assert "colour" not in capsys.readouterr().err
