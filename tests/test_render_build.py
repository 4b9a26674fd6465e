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
