"""``deckwright build`` renders every card in every language into output/render/, once: a second
build with nothing changed renders nothing; DECKWRIGHT_RENDER=0 (the test suite's default) skips it."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from toolkit.build import run_build
from toolkit.render.cardtext import text_languages

CARDS = """game munchkin

curse "Paper Cut" @tst-001 {
  when played: lose 1 level
  text "Lose a level. It stings more than it should."
}

monster "Grumpy Stapler" @tst-002 {
  level 3
  treasures 1
  bad stuff: lose 1 level
  text "It bites. Bad Stuff: lose a level."
}
"""


def _build(cards: Path, output: Path) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_build(cards, output, None, Console(file=out, width=200), Console(file=err, width=200))
    return code, out.getvalue() + err.getvalue()


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "tiny.cards").write_text(CARDS, encoding="utf-8")
    return folder


def test_build_renders_each_language_once(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKWRIGHT_RENDER", "1")
    output = tmp_path / "output"
    code, text = _build(cards, output)
    assert code == 0, text
    languages = text_languages("munchkin")
    assert f"render: {len(languages)} game and language(s) rendered, 0 unchanged" in text
    for lang in languages:
        folder = output / "render" / "munchkin" / lang
        assert sorted(p.name for p in (folder / "cards").iterdir()) == ["tst-001.png", "tst-002.png"]
        assert (folder / "sheets" / f"munchkin-{lang}-a4-butted.pdf").is_file()
        assert (folder / "service" / f"munchkin-{lang}-cards.pdf").is_file()
        saved = json.loads((folder / "tts" / f"munchkin-{lang}.json").read_text())
        assert len(saved["ObjectStates"][0]["ContainedObjects"]) == 2
    code, text = _build(cards, output)
    assert code == 0 and f"0 game and language(s) rendered, {len(languages)} unchanged" in text


def test_render_off_renders_nothing(cards: Path, tmp_path: Path) -> None:
    code, text = _build(cards, tmp_path / "output")  # conftest: DECKWRIGHT_RENDER=0
    assert code == 0, text
    assert not (tmp_path / "output" / "render").exists()


PROJECT_CARD = """game munchkin

item "Painted Hat" @prj-001 {
  slot headgear
  bonus +1
  gold 200
  art "art/hat.png"
}
"""


def _project(tmp_path: Path) -> Path:
    """A project made by `deckwright init` in a temporary folder outside the repository, whose card's
    art is written from the project's root (art/hat.png, not cards/art/hat.png)."""
    from PIL import Image

    from toolkit.project import init

    root = tmp_path / "my-set"
    init(root, "munchkin", starter=PROJECT_CARD)
    (root / "art").mkdir()
    Image.new("RGB", (300, 200), (200, 40, 40)).save(root / "art" / "hat.png")
    return root


def _face_codes(output: Path) -> list[str]:
    report = json.loads((output / "validate-report.json").read_text(encoding="utf-8"))
    found = report.get("cards") or report.get("results") or report
    text = json.dumps(found)
    return sorted({code for code in ("V0605", "V0606", "V0603") if f'"{code}"' in text})


def test_build_in_a_project_finds_its_art_from_the_project_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    from toolkit.cli import app

    root = _project(tmp_path)
    assert not str(root.resolve()).startswith(str(Path(__file__).resolve().parents[1]))
    # Without the root the art is looked for beside the card (cards/art/hat.png): V0606.
    code, text = _build(root / "cards", tmp_path / "bare")
    assert code == 1, text  # the V0606 error
    assert "V0606" in _face_codes(tmp_path / "bare"), text
    monkeypatch.chdir(root)
    monkeypatch.setenv("DECKWRIGHT_RENDER", "1")
    result = CliRunner().invoke(app, ["build"])
    assert result.exit_code == 0, result.output
    assert _face_codes(root / "output") == []
    # The render found it too: the face shows the art's red.
    from PIL import Image

    with Image.open(root / "output" / "render" / "munchkin" / "en" / "cards" / "prj-001.png") as face:
        colours = face.convert("RGB").getcolors(maxcolors=1 << 24) or []
    assert sum(n for n, c in colours if c == (200, 40, 40)) > 10_000


def test_build_in_a_project_uses_its_own_layouts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from toolkit.cli import app

    root = _project(tmp_path)
    own = root / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    # The project's item layout moves the title box over the card's edge: the face stage must see it.
    (own / "item.toml").write_text(
        '[[box]]\nname = "title"\nx = -2\ny = 4\nw = 70\nh = 9\ntext = "{{ name }}"\n', encoding="utf-8"
    )
    monkeypatch.chdir(root)
    result = CliRunner().invoke(app, ["build"])
    assert "V0603" in _face_codes(root / "output"), result.output
