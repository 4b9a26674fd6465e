"""``deckwright render`` as a user drives it: what it writes, and clear errors (exit 2) for unknown
games, languages, papers, sizes and profiles, bad offsets and crop lengths; never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from toolkit.cli import app

runner = CliRunner()

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


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    output = result.output
    assert "Traceback" not in output
    return result.exit_code, output


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.cards"
    path.write_text(CARDS, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "nope"], "unknown game 'nope'"),
        (["--game", "munchkin", "--lang", "xx"], "unknown language 'xx'"),
        (["--game", "munchkin", "--paper", "a3"], "unknown paper 'a3'"),
        (["--game", "munchkin", "--size", "huge"], "unknown card size 'huge'"),
        (["--game", "munchkin", "--profile", "office"], "unknown profile 'office'"),
        (["--game", "munchkin", "--back-offset", "1.5mm"], "R0052"),
        (["--game", "munchkin", "--back-offset", "1.5mm,zz"], "'zz' is not a length"),
        (["--game", "munchkin", "--back-offset", "99,0"], "larger than 20 mm"),
        (["--game", "munchkin", "--crop-length", "0"], "R0053"),
        (["--game", "munchkin", "--layout", "spiral"], "unknown layout 'spiral'"),
        (["--game", "munchkin", "--query", "level>>3"], "error"),
        (["--game", "munchkin", "--query", "name:zzzznotacard"], "no munchkin cards matching"),
        (["--game", "munchkin", "--cards", "/no/such/place"], "no such file or folder"),
    ],
)
def test_usage_errors_exit_2_with_a_clear_message(args: list[str], message: str, tmp_path: Path) -> None:
    code, output = run("render", "sheets", *args, "--out", str(tmp_path))
    assert code == 2, output
    assert message in output
    assert not any(tmp_path.rglob("*.pdf"))  # nothing rendered before the options are known to be good


def test_tts_rejects_an_unknown_format(tmp_path: Path) -> None:
    code, output = run("render", "tts", "--game", "munchkin", "--format", "gif", "--out", str(tmp_path))
    assert code == 2 and "unknown format 'gif'" in output


def test_render_sheets_writes_pdf_pngs_and_calibration(cards: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    code, output = run(
        "render", "sheets", "--game", "munchkin", "--lang", "uk", "--cards", str(cards), "--out", str(out),
        "--back-offset", "1.5mm,-0.8mm", "--crop-length", "4", "--workers", "1",
    )  # fmt: skip
    assert code == 0, output
    folder = out / "munchkin" / "uk" / "sheets"
    reader = PdfReader(folder / "munchkin-uk-a4-butted.pdf")
    assert len(reader.pages) == 2
    assert (folder / "munchkin-uk-a4-butted-p001.png").is_file()
    assert (folder / "calibration-a4.pdf").is_file()
    assert sorted(p.name for p in (out / "munchkin" / "uk" / "cards").iterdir()) == ["tst-001.png", "tst-002.png"]


def test_render_service_profile(cards: Path, tmp_path: Path) -> None:
    code, output = run(
        "render", "sheets", "--game", "munchkin", "--profile", "service", "--cards", str(cards),
        "--out", str(tmp_path), "-j", "1",
    )  # fmt: skip
    assert code == 0, output
    reader = PdfReader(tmp_path / "munchkin" / "en" / "service" / "munchkin-en-cards.pdf")
    assert len(reader.pages) == 4
    assert not (tmp_path / "munchkin" / "en" / "sheets").exists()


def test_render_cards_and_tts(cards: Path, tmp_path: Path) -> None:
    code, output = run("render", "cards", "--game", "munchkin", "--cards", str(cards), "--out", str(tmp_path))
    assert code == 0, output
    assert len(list((tmp_path / "munchkin" / "en" / "cards").glob("*.png"))) == 2
    code, output = run("render", "tts", "--game", "munchkin", "--cards", str(cards), "--out", str(tmp_path))
    assert code == 0, output
    saved = json.loads((tmp_path / "munchkin" / "en" / "tts" / "munchkin-en.json").read_text())
    nicknames = [c["Nickname"] for c in saved["ObjectStates"][0]["ContainedObjects"]]
    assert nicknames == ["Paper Cut", "Grumpy Stapler"]


def test_render_check_writes_nothing(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, output = run("render", "check", "--game", "munchkin", "--lang", "en,uk", "--cards", str(cards))
    assert code in (0, 1), output
    assert "checked 2 card(s) in 2 language(s)" in output
    assert not (tmp_path / "output").exists()


def test_broken_cards_are_reported_not_rendered(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cards"
    bad.write_text('game munchkin\n\ncurse "X" {\n  levle 3\n}\n', encoding="utf-8")
    code, output = run("render", "sheets", "--game", "munchkin", "--cards", str(bad), "--out", str(tmp_path))
    assert code == 1 and "bad.cards:4" in output


def test_in_a_project_its_cards_and_output_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code, output = run("init", str(tmp_path / "proj"), "--game", "munchkin")
    assert code == 0, output
    (tmp_path / "proj" / "cards" / "more").mkdir()
    monkeypatch.chdir(tmp_path / "proj" / "cards" / "more")  # anywhere inside the project
    code, output = run("render", "cards", "--game", "munchkin", "-j", "1")
    assert code == 0, output
    faces = list((tmp_path / "proj" / "output" / "render" / "munchkin" / "en" / "cards").glob("*.png"))
    from toolkit.lang.load import load

    cards = [c for c in load([str(tmp_path / "proj" / "cards")]).cards if c.game == "munchkin"]
    assert cards and sorted(p.stem for p in faces) == sorted(c.key for c in cards)
