"""Tabletop Simulator decks checked against the sheets they name: counts, grids, sizes within
4096 px, the hidden card in the last slot, and file names whose hash is the hash of their bytes."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image
from render_support import POKER, face, front_colour

from toolkit.render import png, tts

BACKS = {"door": (120, 40, 20), "treasure": (200, 160, 30)}


def make_cards(folder: Path, doors: int, treasures: int) -> tuple[list[tts.TtsCard], dict[str, Path]]:
    backs = {}
    for name, colour in BACKS.items():
        backs[name] = folder / f"back-{name}.png"
        png.write_png(backs[name], face(colour, name[:4]))
    cards = []
    for i in range(doors + treasures):
        path = folder / f"c{i}.png"
        png.write_png(path, face(front_colour(i), str(i)))
        cards.append(tts.TtsCard(f"Card {i}", path, "door" if i < doors else "treasure"))
    return cards, backs


def _file(url: str) -> Path:
    return Path(unquote(urlparse(url).path))


@pytest.fixture(scope="module")
def deck(tmp_path_factory: pytest.TempPathFactory) -> tuple[tts.TtsDeck, list[tts.TtsCard], Path]:
    folder = tmp_path_factory.mktemp("tts")
    cards, backs = make_cards(folder / "in", 100, 30)
    out = folder / "out"
    return tts.build_deck(cards, backs, out, size=POKER, name="munchkin-en"), cards, out


def test_the_saved_object_names_every_card_and_its_sheet(deck: tuple[tts.TtsDeck, list[tts.TtsCard], Path]) -> None:
    built, cards, out = deck
    data = json.loads((out / "munchkin-en.json").read_text())
    assert data == built.data
    (state,) = data["ObjectStates"]
    assert state["Name"] == "DeckCustom"
    contained = state["ContainedObjects"]
    assert [c["Nickname"] for c in contained] == [c.name for c in cards]
    assert state["DeckIDs"] == [c["CardID"] for c in contained]
    assert len(set(state["DeckIDs"])) == 130
    # 100 doors: 69 + 31 (the 70th slot of a sheet is the hidden card); 30 treasures: one sheet.
    custom = state["CustomDeck"]
    assert sorted(custom) == ["1", "2", "3"]
    counts = {key: sum(1 for c in contained if c["CardID"] // 100 == int(key)) for key in custom}
    assert counts == {"1": 69, "2": 31, "3": 30}
    for key, entry in custom.items():
        assert set(entry) >= {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack"}
        assert entry["NumWidth"] <= 10 and entry["NumHeight"] <= 7
        assert entry["NumWidth"] * entry["NumHeight"] >= counts[key] + 1
        sheet = Image.open(_file(entry["FaceURL"]))
        assert sheet.mode == "RGB" and max(sheet.size) <= 4096
        card_w, card_h = sheet.width // entry["NumWidth"], sheet.height // entry["NumHeight"]
        assert sheet.size == (card_w * entry["NumWidth"], card_h * entry["NumHeight"])
        assert card_w / card_h == pytest.approx(750 / 1050, abs=0.01)  # the trim, scaled, not stretched
        # The card in slot n is card n of the sheet; the last slot holds the back (the hidden card).
        for slot in range(counts[key]):
            card_id = int(key) * 100 + slot
            index = next(i for i, c in enumerate(contained) if c["CardID"] == card_id)
            x, y = (slot % entry["NumWidth"]) * card_w + card_w // 2, (slot // entry["NumWidth"]) * card_h + card_h // 3
            assert all(abs(a - b) < 12 for a, b in zip(sheet.getpixel((x, y)), front_colour(index), strict=True))
        last = ((entry["NumWidth"] - 1) * card_w + card_w // 2, (entry["NumHeight"] - 1) * card_h + card_h // 3)
        back = BACKS["door" if key in ("1", "2") else "treasure"]
        assert all(abs(a - b) < 12 for a, b in zip(sheet.getpixel(last), back, strict=True))
        assert Image.open(_file(entry["BackURL"])).size == POKER.trim_px


def test_file_names_carry_the_hash_of_their_bytes(deck: tuple[tts.TtsDeck, list[tts.TtsCard], Path]) -> None:
    built, _, out = deck
    named = [p for p in out.iterdir() if p.suffix == ".jpg"]
    assert len(named) == 5  # three sheets, two backs
    for path in named:
        digest = re.search(r"-([0-9a-f]{12})\.jpg$", path.name)
        assert digest and digest.group(1) == hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    urls = {e["FaceURL"] for e in built.data["ObjectStates"][0]["CustomDeck"].values()}  # type: ignore[index]
    assert all(_file(u).exists() for u in urls)


def test_a_changed_card_is_a_new_url_and_the_old_sheet_goes(tmp_path: Path) -> None:
    cards, backs = make_cards(tmp_path / "in", 5, 0)
    first = tts.build_deck(cards, backs, tmp_path / "out", size=POKER, name="g-en")
    png.write_png(cards[2].face, face((0, 0, 0), "new"))
    second = tts.build_deck(cards, backs, tmp_path / "out", size=POKER, name="g-en")
    assert first.sheets[0].face != second.sheets[0].face  # TTS's cache cannot show the old deck
    assert not first.sheets[0].face.exists()
    assert first.sheets[0].back == second.sheets[0].back  # the back did not change: same name


def test_urls_may_point_where_the_files_are_uploaded(tmp_path: Path) -> None:
    cards, backs = make_cards(tmp_path / "in", 3, 0)
    built = tts.build_deck(cards, backs, tmp_path / "out", size=POKER, name="g", base_url="https://example.org/d/")
    entry = built.data["ObjectStates"][0]["CustomDeck"]["1"]  # type: ignore[index]
    assert entry["FaceURL"] == "https://example.org/d/" + built.sheets[0].face.name


def test_one_card_is_a_card_object_and_png_works(tmp_path: Path) -> None:
    cards, backs = make_cards(tmp_path / "in", 1, 0)
    built = tts.build_deck(cards, backs, tmp_path / "out", size=POKER, name="one", format="png")
    (state,) = built.data["ObjectStates"]  # type: ignore[misc]
    assert state["Name"] == "Card" and state["Nickname"] == "Card 0"
    assert built.sheets[0].face.suffix == ".png"
    assert (built.sheets[0].cols, built.sheets[0].rows) == (2, 1)


def test_grids_and_scaling() -> None:
    assert tts.grid_for(69) == (10, 7)
    assert tts.grid_for(9) == (10, 1)
    with pytest.raises(ValueError):
        tts.grid_for(70)
    width, height = tts.scaled_card(POKER, 10, 7)
    assert 10 * width <= 4096 and 7 * height <= 4096
    assert tts.scaled_card(POKER, 3, 1) == POKER.trim_px  # never scaled up, scaled down only when needed
