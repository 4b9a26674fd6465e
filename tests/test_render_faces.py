"""Card faces (issue 12, items 1-3, 5): sizes, layouts as data, typography, icons, art, ink-saving, backs."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from toolkit.lang.load import load, load_text
from toolkit.lang.model import Card
from toolkit.render import CARD_SIZES, LayoutError, Layouts, render_back, render_face
from toolkit.render.art import MAX_ART_PIXELS
from toolkit.render.faces import compose, default_layouts
from toolkit.render.typography import (
    break_points,
    draw_text,
    fit_text,
    layout_text,
    pt_to_px,
    text_of,
)

ROOT = Path(__file__).resolve().parents[1]


def card_of(text: str, path: str = "test.cards") -> Card:
    loaded = load_text(text, path)
    assert loaded.cards, [d.headline() for d in loaded.diagnostics]
    return loaded.cards[0]


ITEM = """game munchkin

item "Helm of Testing" @t-001 {
  slot headgear
  bonus +2
  gold 400
  text "TEXT"
}
"""


def item(text: str, path: str = "test.cards") -> Card:
    return card_of(ITEM.replace("TEXT", text), path)


def count(image: Image.Image, wanted: Callable[[tuple[int, int, int]], bool]) -> int:
    colours = image.getcolors(maxcolors=1 << 24)
    assert colours is not None
    return sum(n for n, colour in colours if wanted(colour))


def shipped(*paths: str) -> list[Card]:
    return load([str(ROOT / p) for p in paths]).cards


# ---------------------------------------------------------------- sizes


@pytest.mark.parametrize("name", sorted(CARD_SIZES))
def test_a_face_has_the_pixels_of_its_size_with_bleed(name: str) -> None:
    size = CARD_SIZES[name]
    face = render_face(item("Headgear, +2."), size=size)
    assert face.image.size == size.full_px
    assert face.image.mode == "RGB"
    assert face.problems == ()


def test_poker_is_825_by_1125_and_the_frame_fills_the_bleed() -> None:
    face = render_face(item("Headgear, +2."))
    assert face.image.size == (825, 1125)
    # The bleed is the frame's colour, not white paper: a cut a little off the line shows no sliver.
    corner = face.image.getpixel((3, 3))
    trim_left, trim_top, _, _ = CARD_SIZES["poker"].trim_box_px
    assert corner == face.image.getpixel((trim_left + 5, trim_top + 200))
    assert corner != (255, 255, 255)


def test_backs_of_each_deck_have_the_face_size_and_differ() -> None:
    door = render_back("munchkin", "door")
    treasure = render_back("munchkin", "treasure")
    assert door.size == treasure.size == (825, 1125)
    assert door.tobytes() != treasure.tobytes()
    for game, deck in (("maniacal", "rooms"), ("midgard", "trolls"), ("newgame", None)):
        assert render_back(game, deck, size=CARD_SIZES["tarot"]).size == CARD_SIZES["tarot"].full_px


# ---------------------------------------------------------------- layouts as data


def test_every_kind_of_every_game_has_a_layout_that_reads() -> None:
    from toolkit.lang import games

    layouts = Layouts()
    for name in ("munchkin", "munchkin-kungfu", "maniacal", "midgard"):
        for kind in games.get(name).vocabulary.kinds:
            layout = layouts.layout(name, kind)
            assert {"title", "rules"} <= {box.name for box in layout.boxes}, (name, kind)


def test_a_kind_falls_back_to_its_games_default_and_a_new_game_to_the_generic_layout() -> None:
    layouts = Layouts()
    hireling = layouts.layout("munchkin", "hireling")
    assert hireling.files[-1].endswith("munchkin/default.toml")
    kungfu = layouts.layout("munchkin-kungfu", "monster")
    assert [Path(f).parent.name + "/" + Path(f).name for f in kungfu.files] == [
        "_generic/default.toml",
        "munchkin/default.toml",
        "munchkin/monster.toml",
        "munchkin-kungfu/default.toml",
    ]
    # A designer's game nobody wrote a layout for still renders, with its fields shown.
    card = Card("newgame", "gadget", "Widget of Tomorrow", "ng-1", None, {"power": 3, "text": "Works."}, (), ())
    face = render_face(card)
    assert face.image.size == (825, 1125)
    composition = compose(card, lang="en", size=CARD_SIZES["poker"], ink_saving=False, layouts=layouts)
    contents = {e.box.name: e.content for e in composition.elements}
    assert contents["stats"] == "Power 3"
    assert contents["type"] == "Gadget"


def test_several_kinds_share_one_file_through_the_games_kinds_table() -> None:
    layouts = Layouts()
    for kind in ("troll", "draugr", "monster"):
        assert layouts.layout("midgard", kind).files[-1].endswith("midgard/enemy.toml")


def test_a_projects_layout_overrides_one_kind_and_keeps_the_rest(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "item.toml").write_text('[[box]]\nname = "title"\ncolour = "#ff0000"\nsize = 14\n', "utf-8")
    layouts = Layouts.for_project(tmp_path)
    title = next(b for b in layouts.layout("munchkin", "item").boxes if b.name == "title")
    assert title.colour == "#ff0000" and title.font == "condensed-bold"  # the rest from the shipped chain
    assert layouts.layout("munchkin", "monster").files == default_layouts().layout("munchkin", "monster").files
    face = render_face(item("Headgear, +2."), layouts=layouts)
    red = count(face.image, lambda px: px[0] > 200 and px[1] < 40 and px[2] < 40)
    assert red > 200  # the title is drawn in the project's colour


@pytest.mark.parametrize(
    ("toml", "code", "says"),
    [
        ('[[box]]\nname = "title"\nfnot = "serif"\n', "R0002", "did you mean 'font'"),
        ("[[box]\nname = 1\n", "R0001", "not valid TOML"),
        ('[[box]]\nname = "title"\ntext = "{{ name "\n', "R0003", "template error"),
        ('[[box]]\nname = "title"\nshape = "hexagon"\n', "R0002", "none of"),
        ('[[box]]\nname = "title"\nfont = "Comic-Sans"\n', "R0002", "no font 'Comic-Sans'"),
        ('[palette.door]\nink = "red"\n', "R0002", "#rrggbb"),
        ('[[box]]\nname = "title"\nsize = 100000\n', "R0002", "outside 2.0 .. 144.0"),
        ('[[box]]\nname = "title"\nmax_lines = -1\n', "R0002", "max_lines"),
        ('[frame]\nstyle = "baroque"\n', "R0002", "frame style"),
        ('[back.door]\nbackground = "brown"\n', "R0002", "#rrggbb"),
        ('[back.door]\ntitle = "{% if %}"\n', "R0003", "template error"),
        ('[[box]]\nname = "title"\nsafe = "yes"\n', "R0002", "true or false"),
    ],
)
def test_a_broken_layout_is_a_clear_error_with_its_place(tmp_path: Path, toml: str, code: str, says: str) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "item.toml").write_text(toml, "utf-8")
    with pytest.raises(LayoutError) as raised:
        Layouts.for_project(tmp_path).layout("munchkin", "item")
    assert raised.value.code == code
    assert says in raised.value.message
    assert str(raised.value).startswith(f"{own / 'item.toml'}:")


def test_a_layouts_snippet_runs_in_a_sandbox(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "item.toml").write_text(
        '[[box]]\nname = "title"\ntext = "{{ name.__class__.__mro__ }}{{ f.__init__.__globals__ }}X"\n', "utf-8"
    )
    layouts = Layouts.for_project(tmp_path)
    composition = compose(item("Headgear."), lang="en", size=CARD_SIZES["poker"], ink_saving=False, layouts=layouts)
    assert [(p.code, p.box) for p in composition.problems] == [("R0004", "title")]
    assert "unsafe" in composition.problems[0].message
    assert all(e.box.name != "title" for e in composition.elements)
    assert render_face(item("Headgear."), layouts=layouts).image.size == (825, 1125)


# ---------------------------------------------------------------- typography


def test_a_ukrainian_card_renders_with_its_labels_and_hyphenated_text(tmp_path: Path) -> None:
    text = (
        "Головний убір, +2. Носити можуть лише Гноми; усі інші бачать подвійно й перечіпаються "
        "через власні черевики, коли намагаються втекти від монстра."
    )
    card = card_of(ITEM.replace("Helm of Testing", "Шолом Перевірки").replace("TEXT", text))
    face = render_face(card, lang="uk")
    assert face.problems == ()
    face.image.save(tmp_path / "uk.png")
    composition = compose(card, lang="uk", size=CARD_SIZES["poker"], ink_saving=False, layouts=default_layouts())
    contents = {e.box.name: e for e in composition.elements}
    assert contents["type"].content == "Шмотка"
    assert contents["gold"].content == "400 [gold]"
    rules = contents["rules"].fitted
    assert rules is not None and rules.fits
    laid = text_of(rules.lines)
    assert laid.replace("-\n", "").replace("\n", " ") == text  # nothing dropped; breaks only at hyphens


def test_hyphenation_follows_the_language() -> None:
    assert ("Over-", "compensation") in break_points("Overcompensation", "en")
    assert any(head.endswith("-") for head, _ in break_points("перемагає", "uk"))
    assert ("Run-", "Away") in break_points("Run-Away", "en")  # the word's own hyphen, no second one
    fonts = default_layouts().fonts
    font = fonts.font("condensed", 40)
    lines = layout_text("Overcompensation overcompensation", font, 40, 260, "en").lines
    assert lines[0].pieces[-1].text.endswith("-")


def test_inline_icons_sit_on_the_baseline_scaled_to_the_font() -> None:
    fonts = default_layouts().fonts
    px = round(pt_to_px(9))
    fitted = fit_text(
        "Wear it on your [headgear] with pride [nosuch].",
        fonts,
        "condensed",
        9,
        6,
        (600, 300),
        "en",
        frozenset({"headgear"}),
    )
    icons = [p for line in fitted.lines for p in line.pieces if p.icon]
    assert [p.icon for p in icons] == ["headgear"]
    assert "[nosuch]" in text_of(fitted.lines)  # a word with no icon stays text
    painted: list[tuple[str, tuple[int, int, int, int]]] = []
    image = Image.new("RGB", (700, 400), "white")
    draw_text(
        ImageDraw.Draw(image),
        fitted,
        (10, 10, 610, 310),
        (0, 0, 0),
        paint_icon=lambda d, n, r, c: painted.append((n, r)),
    )
    ((name, (left, top, right, bottom)),) = painted
    assert name == "headgear"
    ascent, _ = fitted.font.getmetrics()
    assert bottom == round(10 + ascent)  # the icon stands on the first line's baseline
    assert right - left == bottom - top == round(px * 0.78)


def test_a_card_with_inline_icons_draws_them(tmp_path: Path) -> None:
    plain = render_face(item("Put it on your head, then your feet, then your head again."))
    icons = render_face(item("Put it on your [headgear], then your [footgear], then your [headgear] again."))
    assert icons.problems == ()
    icons.image.save(tmp_path / "icons.png")
    assert plain.image.tobytes() != icons.image.tobytes()


def test_auto_fit_shrinks_to_fit_and_stops_at_the_minimum() -> None:
    fonts = default_layouts().fonts
    words = "a rather long sentence that goes on " * 6
    fitted = fit_text(words, fonts, "condensed", 12, 6, (500, 200), "en")
    assert fitted.fits and fitted.shrunk and fitted.px < round(pt_to_px(12))
    too_much = fit_text(words * 10, fonts, "condensed", 12, 6, (500, 200), "en")
    assert not too_much.fits
    assert too_much.px == round(pt_to_px(6))  # never below the minimum
    assert text_of(too_much.lines).replace("-\n", "").replace("\n", " ") == " ".join((words * 10).split())


def test_overflow_is_reported_naming_card_language_and_box_and_nothing_is_cut() -> None:
    long = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 14
    card = item(long.strip(), "cards/test/long.cards")
    face = render_face(card, lang="es")
    codes = [p.code for p in face.problems]
    assert codes == ["R0010"]
    problem = face.problems[0]
    assert (problem.card, problem.lang, problem.box) == ("t-001", "es", "rules")
    assert problem.render().startswith("cards/test/long.cards:3: R0010 t-001/es/rules: text does not fit")
    assert "minimum size" in problem.message
    rules = next(
        e
        for e in compose(
            card, lang="es", size=CARD_SIZES["poker"], ink_saving=False, layouts=default_layouts()
        ).elements
        if e.box.name == "rules"
    )
    assert rules.fitted is not None
    assert text_of(rules.fitted.lines).replace("-\n", "").replace("\n", " ") == " ".join(long.split())


def test_a_missing_glyph_is_reported_with_its_code_point() -> None:
    face = render_face(item("Headgear with a \u6f22 on it."))
    missing = [p for p in face.problems if p.code == "R0012"]
    assert len(missing) == 1
    assert "U+6F22" in missing[0].message and missing[0].box == "rules"
    fonts = default_layouts().fonts
    assert fonts.missing("Привіт, ¡Hola! Zażółć gęślą jaźń. Größe", "condensed") == []


# ---------------------------------------------------------------- ink-saving


def test_ink_saving_is_white_with_black_text_and_no_art(tmp_path: Path) -> None:
    Image.new("RGB", (300, 200), (200, 30, 30)).save(tmp_path / "art.png")
    card = card_of(
        ITEM.replace("TEXT", "Headgear, +2.").replace("gold 400", 'gold 400\n  art "art.png"'),
        str(tmp_path / "x.cards"),
    )
    coloured = render_face(card)
    ink = render_face(card, ink_saving=True)
    assert coloured.problems == ink.problems == ()
    assert ink.image.getpixel((3, 3)) == (255, 255, 255)  # the bleed too
    colours = ink.image.getcolors(maxcolors=1 << 20)
    assert colours is not None
    greyish = sum(n for n, (r, g, b) in colours if max(r, g, b) - min(r, g, b) <= 12)
    assert greyish == ink.image.width * ink.image.height  # black, white and the grey of antialiasing only
    white = sum(n for n, c in colours if c == (255, 255, 255))
    assert white > 0.8 * ink.image.width * ink.image.height
    reds = count(coloured.image, lambda px: px == (200, 30, 30))
    assert reds > 10_000  # the coloured face shows the art; the ink-saving one has none


# ---------------------------------------------------------------- art


def _png_header(width: int, height: int) -> bytes:
    """A PNG that claims a size and holds one row: a decompression bomb's header."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b"")
    )


def _art_card(project: Path, written: str) -> Card:
    return card_of(
        ITEM.replace("TEXT", "Headgear.").replace("gold 400", f'gold 400\n  art "{written}"'),
        str(project / "cards" / "x.cards"),
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "cards").mkdir(parents=True)
    (root / "art").mkdir()
    Image.new("RGB", (60, 40), (10, 200, 10)).save(root / "art" / "good.png")
    outside = tmp_path / "outside.png"
    Image.new("RGB", (60, 40), (10, 10, 200)).save(outside)
    (root / "art" / "link.png").symlink_to(outside)
    (root / "art" / "notes.png").write_text("not an image at all", "utf-8")
    (root / "art" / "bomb.png").write_bytes(_png_header(50_000, 50_000))  # Pillow's own guard refuses it
    (root / "art" / "big.png").write_bytes(_png_header(6_000, 6_000))  # under Pillow's guard, over ours
    return root


@pytest.mark.parametrize(
    ("written", "code", "says"),
    [
        ("../outside.png", "R0030", "'..'"),
        ("OUTSIDE", "R0030", "outside the project"),
        ("art/link.png", "R0030", "symbolic link"),
        ("art/notes.png", "R0032", "not a PNG, JPEG or WebP"),
        ("art/bomb.png", "R0033", "decompression bomb"),
        ("art/big.png", "R0033", "6000 x 6000"),
        ("art/none.png", "R0031", "not found"),
    ],
)
def test_art_outside_the_project_a_non_image_and_a_bomb_are_refused(
    project: Path, written: str, code: str, says: str
) -> None:
    before = Image.MAX_IMAGE_PIXELS
    written = str(project.parent / "outside.png") if written == "OUTSIDE" else written
    face = render_face(_art_card(project, written), layouts=Layouts.for_project(project))
    assert [p.code for p in face.problems] == [code]
    assert says in face.problems[0].message and face.problems[0].box == "art"
    assert face.image.size == (825, 1125)  # the face still renders, without the art
    assert before == Image.MAX_IMAGE_PIXELS  # Pillow's global guard is left alone
    assert MAX_ART_PIXELS < 6_000 * 6_000


def test_art_inside_the_project_is_drawn(project: Path) -> None:
    face = render_face(_art_card(project, "art/good.png"), layouts=Layouts.for_project(project))
    assert face.problems == ()
    greens = count(face.image, lambda px: px == (10, 200, 10))
    assert greens > 50_000  # covers the art box


# ---------------------------------------------------------------- the shipped games


@pytest.mark.parametrize(
    ("path", "key"),
    [
        ("cards/maniacal/rooms.cards", "man-r001"),
        ("cards/midgard/enemies.cards", "mid-t001"),
        ("cards/munchkin-kungfu/styles.cards", None),
    ],
)
def test_shipped_cards_of_other_games_render_cleanly(tmp_path: Path, path: str, key: str | None) -> None:
    cards = shipped(path)
    card = next(c for c in cards if key is None or c.key == key)
    for ink_saving in (False, True):
        face = render_face(card, ink_saving=ink_saving)
        assert face.problems == ()
        face.image.save(tmp_path / f"{card.key}-{ink_saving}.png")
    composition = compose(card, lang="en", size=CARD_SIZES["poker"], ink_saving=False, layouts=default_layouts())
    shown = " ".join(e.content for e in composition.elements)
    assert card.name in shown


def test_ink_saving_draws_a_badges_number_in_black() -> None:
    face = render_face(item("Headgear, +2."), ink_saving=True)
    layout = default_layouts().layout("munchkin", "item")
    bonus = next(b for b in layout.boxes if b.name == "bonus")
    from toolkit.render.layout import Placement

    left, top, right, bottom = Placement(layout.design, CARD_SIZES["poker"]).rect(bonus)
    badge = face.image.crop((left + 10, top + 10, right - 10, bottom - 30))
    assert count(badge, lambda px: max(px) < 60) > 200  # the "+2" is black ink on the white shield


def test_flavour_is_set_in_the_second_face_and_titles_are_never_hyphenated() -> None:
    fonts = default_layouts().fonts
    fitted = fit_text(
        "Rules first.\n> A flavour line.", fonts, "condensed", 9, 6, (600, 300), "en", alt_font_name="condensed-italic"
    )
    assert [line.alt for line in fitted.lines] == [False, True]
    assert fitted.alt_font is not None and fitted.alt_font.path.endswith("DejaVuSerifCondensed-Italic.ttf")
    assert "> " not in text_of(fitted.lines)
    title = fit_text(
        "Conical Cap of Mild Arcana", fonts, "condensed-bold", 13, 8, (560, 90), "en", max_lines=2, hyphenate=False
    )
    assert title.fits and not text_of(title.lines).count("-")
    card = item("Headgear, +2.")
    composition = compose(card, lang="en", size=CARD_SIZES["poker"], ink_saving=False, layouts=default_layouts())
    rules = next(e for e in composition.elements if e.box.name == "rules")
    assert rules.content.splitlines()[-1] == "> Headgear, +2."  # the card's own text is its flavour


def test_a_projects_own_icon_picture_replaces_the_drawn_icon(tmp_path: Path) -> None:
    icons = tmp_path / "templates" / "cards" / "munchkin" / "icons"
    icons.mkdir(parents=True)
    picture = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    ImageDraw.Draw(picture).ellipse((4, 4, 60, 60), fill=(20, 160, 220, 255))
    picture.save(icons / "headgear.png")
    picture.save(icons / "sparkle.png")  # a word no drawn icon has: the picture makes it an icon
    layouts = Layouts.for_project(tmp_path)
    assert set(layouts.icon_files("munchkin")) == {"headgear", "sparkle"}
    assert layouts.icon_files("munchkin-kungfu")["headgear"] == icons / "headgear.png"  # the family's too
    card = item("Wear it on your [headgear] and feel the [sparkle].")
    face = render_face(card, layouts=layouts)
    assert face.problems == ()  # [sparkle] is an icon now, not an unknown word
    assert count(face.image, lambda px: px == (20, 160, 220)) > 500
    ink = render_face(card, layouts=layouts, ink_saving=True)
    assert count(ink.image, lambda px: px == (20, 160, 220)) == 0  # a black silhouette in ink-saving


@pytest.mark.slow
def test_every_shipped_card_renders_in_every_language_that_has_its_text() -> None:
    from toolkit.render.cardtext import text_languages

    cards = shipped("cards")
    for card in cards:
        for lang in text_languages(card.game):
            face = render_face(card, lang=lang)
            assert face.image.size == (825, 1125)
            assert [p.render() for p in face.problems] == []


def test_layouts_cross_to_worker_processes() -> None:
    import pickle

    layouts = Layouts(version="v1.2")
    render_face(item("Headgear."), layouts=layouts)  # fonts opened, layouts read
    copy = pickle.loads(pickle.dumps(layouts))
    assert copy.version == "v1.2" and copy.folders == layouts.folders
    assert render_face(item("Headgear."), layouts=copy).image.tobytes() == (
        render_face(item("Headgear."), layouts=layouts).image.tobytes()
    )


def test_the_version_stamp_and_set_line_are_filled_from_the_layouts() -> None:
    layouts = Layouts(version="proof 3", set_name="My Set")
    card = card_of('game munchkin\n\ncurse "Stamped" @s-1 {\n  when played: lose 1 level\n}\n')
    composition = compose(card, lang="en", size=CARD_SIZES["poker"], ink_saving=False, layouts=layouts)
    contents = {e.box.name: e.content for e in composition.elements}
    assert contents["version"] == "proof 3"
    assert contents["set"] == "My Set · s-1"


def test_value_words_come_from_the_termbase_in_the_cards_language() -> None:
    warrior = next(c for c in shipped("cards/munchkin/classes.cards") if c.fields.get("is") == "warrior")
    lines = {}
    for lang in ("en", "uk", "de"):
        composition = compose(warrior, lang=lang, size=CARD_SIZES["poker"], ink_saving=False, layouts=default_layouts())
        lines[lang] = next(e.content for e in composition.elements if e.box.name == "type")
    assert lines == {"en": "Class · Warrior", "uk": "Клас · Воїн", "de": "Klasse · Krieger"}


@pytest.mark.parametrize(
    ("snippet", "says"),
    [
        ("{{ 2 ** 100000 }}", "exponent"),
        ("{{ 'x' * 1000000000 }}", "repetition"),
        ("{% for i in range(100000000) %}x{% endfor %}", "range"),
        ("{% for i in range(30000) %}x{% endfor %}", "characters, over"),
        ("{{ f.gold / 0 }}", "division"),
    ],
)
def test_a_runaway_snippet_is_refused_not_run(tmp_path: Path, snippet: str, says: str) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "item.toml").write_text(f'[[box]]\nname = "title"\ntext = "{snippet}"\n', "utf-8")
    face = render_face(item("Headgear."), layouts=Layouts.for_project(tmp_path))
    assert [(p.code, p.box) for p in face.problems] == [("R0004", "title")]
    assert says in face.problems[0].message.lower()


def test_a_layout_that_is_no_file_is_never_read_and_a_huge_one_is_refused(tmp_path: Path) -> None:
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "item.toml").symlink_to("/dev/zero")  # a device: never read, the shipped layout serves
    layouts = Layouts.for_project(tmp_path)
    assert layouts.layout("munchkin", "item").files == default_layouts().layout("munchkin", "item").files
    (own / "monster.toml").write_text("# padding\n" * 40_000, "utf-8")
    with pytest.raises(LayoutError) as raised:
        layouts.layout("munchkin", "monster")
    assert raised.value.code == "R0001" and "larger than" in raised.value.message
