"""``deckwright watch``: each save re-reads the file saved, validates again and prints what is new."""

from __future__ import annotations

import re
import shutil
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.incremental import IncrementalLoad
from toolkit.lang.load import load
from toolkit.validate.runner import ValidateOptions
from toolkit.watch import FaceStep, Watch, is_watched, saves

CARDS = Path(__file__).resolve().parents[1] / "cards"

MONSTERS = """game munchkin

monster "Watched Slime" @wat-001 {
  level 1
  treasures 1
  bad stuff: lose 1 level
}

monster "Watched Bat" @wat-002 {
  level 3
  treasures 1
  bad stuff: lose footgear
}

test "a level 2 beats the watched slime" {
  given alice level 2
  when alice fights "Watched Slime"
  expect alice wins combat, alice level 3
}
"""

ITEMS = """game munchkin

item "Watched Hat" @wat-101 {
  slot headgear
  bonus +1
  gold 100
}
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    cards = tmp_path / "set"
    cards.mkdir()
    (cards / "monsters.cards").write_text(MONSTERS, encoding="utf-8")
    (cards / "items.cards").write_text(ITEMS, encoding="utf-8")
    return cards


def options(tmp_path: Path) -> ValidateOptions:
    return ValidateOptions(
        db_url=f"sqlite:///{tmp_path / 'cache.db'}", cards_root=CARDS, states=5, workers=1, faces=False
    )


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_incremental_load_equals_a_full_load_and_rereads_only_what_changed(folder: Path) -> None:
    loader = IncrementalLoad([str(folder)])
    first = loader.reload()
    assert len(loader.reread) == 2
    assert loader.reload().cards == first.cards and loader.reread == []
    edit(folder / "items.cards", "bonus +1", "bonus +2")
    again = loader.reload()
    assert loader.reread == [folder / "items.cards"]
    full = load([str(folder)])
    assert [c.content_hash() for c in again.cards] == [c.content_hash() for c in full.cards]
    assert again.scenarios == full.scenarios and again.diagnostics == full.diagnostics


def test_a_round_shows_a_new_problem_once_and_counts_it_fixed(folder: Path, tmp_path: Path) -> None:
    watching = Watch([str(folder)], options(tmp_path))
    first = watching.round()
    assert first.errors == 0 and len(first.changed) == 3, [d.message for d in first.remaining]
    edit(folder / "monsters.cards", "level 3\n", "level 99\n")
    broken = watching.round()
    assert broken.reread == [folder / "monsters.cards"]
    assert [(d.code, d.span.line if d.span else 0) for d in broken.new] == [("E0105", 10)]
    assert broken.removed == ["munchkin/wat-002"]  # a card with an error is not a card
    again = watching.round()  # nothing saved: nothing new, nothing fixed
    assert again.new == [] and again.fixed == 0 and again.errors == 1
    edit(folder / "monsters.cards", "level 99\n", "level 4\n")
    mended = watching.round()
    assert mended.errors == 0 and mended.fixed == 1
    assert [c.key for c in mended.changed] == ["wat-002"]


def test_a_card_change_that_breaks_a_test_block_reports_the_block(folder: Path, tmp_path: Path) -> None:
    watching = Watch([str(folder)], options(tmp_path))
    watching.round()
    edit(folder / "monsters.cards", "level 1\n", "level 5\n")  # the level 2 fighter now loses
    found = watching.round()
    assert [c.key for c in found.changed] == ["wat-001"]
    assert found.errors >= 1
    assert any(d.code.startswith("V03") for d in found.new), [(d.code, d.message) for d in found.new]


def rounds(watching: Watch) -> list[str]:
    """A round and the steps after it, as the command runs them: the lines the steps said."""
    return list(watching.later(watching.round()))


def test_later_steps_run_over_the_cards_that_changed(folder: Path, tmp_path: Path) -> None:
    seen: list[list[str]] = []

    def step(cards: object, _loaded: object) -> str:
        seen.append([c.key for c in cards])  # type: ignore[attr-defined]
        return f"rendered {len(seen[-1])}"

    watching = Watch([str(folder)], options(tmp_path), steps=[step])
    found = watching.round()
    assert found.lines == [] and seen == []  # the report comes first: the steps wait for later()
    assert [re.sub(r" \(\d+\.\d\d s\)$", "", line) for line in watching.later(found)] == ["rendered 3"]
    assert re.fullmatch(r"rendered 3 \(\d+\.\d\d s\)", found.lines[0])  # each step timed
    edit(folder / "items.cards", "gold 100", "gold 200")
    assert [line.split(" (")[0] for line in rounds(watching)] == ["rendered 1"] and seen[-1] == ["wat-101"]
    assert rounds(watching) == []  # nothing changed: the step does not run


def test_the_face_step_draws_the_changed_cards_in_each_language(folder: Path, tmp_path: Path) -> None:
    from PIL import Image

    from toolkit.render.cardtext import text_languages

    out = tmp_path / "faces"
    watching = Watch([str(folder)], options(tmp_path), steps=[FaceStep(out)])
    first = rounds(watching)
    languages = text_languages("munchkin")
    assert first and first[-1].startswith(f"drew {3 * len(languages)} face(s) into {out} (")
    hat = out / "munchkin" / "en" / "wat-101.png"
    assert Image.open(hat).size == (825, 1125)
    before = hat.read_bytes()
    edit(folder / "items.cards", "bonus +1", "bonus +3")
    assert rounds(watching)[-1].startswith(f"drew {len(languages)} face(s) into {out} (")
    assert hat.read_bytes() != before


def test_saves_yields_the_card_files_saved(folder: Path) -> None:
    stop = threading.Event()
    got: list[set[Path]] = []

    def listen() -> None:
        for saved in saves([folder], stop):
            got.append(saved)
            stop.set()

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    time.sleep(0.5)  # the watcher is set up
    (folder / "notes.txt").write_text("not a card file", encoding="utf-8")
    edit(folder / "items.cards", "gold 100", "gold 300")
    thread.join(timeout=10)
    stop.set()
    assert got and {p.name for p in got[0]} == {"items.cards"}
    assert is_watched("deckwright.toml") and not is_watched("notes.txt")


def test_once_exits_by_what_it_found(folder: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    env = {"DECKWRIGHT_DB": f"sqlite:///{tmp_path / 'cli.db'}"}
    clean = runner.invoke(app, ["watch", str(folder), "--cards", str(CARDS), "--once"], env=env)
    assert clean.exit_code == 0, clean.output
    edit(folder / "items.cards", "bonus +1", "bonus +1\n  wings 3")
    broken = runner.invoke(app, ["watch", str(folder), "--cards", str(CARDS), "--once"], env=env)
    assert broken.exit_code == 1 and "error[E0" in broken.output
    missing = runner.invoke(app, ["watch", str(tmp_path / "nowhere"), "--once"], env=env)
    assert missing.exit_code == 2 and "no such file or directory" in missing.output


def _same(loaded: object, full: object) -> None:
    """Two loads of one set give the same model, spans, diagnostics and declared words."""
    for name in ("cards", "scenarios", "diagnostics", "broken", "sources", "files", "allowed"):
        assert getattr(loaded, name) == getattr(full, name), name
    assert loaded.met == full.met  # type: ignore[attr-defined]


EDITS = [
    ("  level 3\n", "  level 4\n"),  # a number tuned: the one block read again
    ("  level 4\n", "  level 99\n"),  # out of range: the card leaves the set, E0105 at its line
    ("  level 99\n", "  level 4\n  # a comment inside\n"),  # a line added: the blocks below have moved
    ("  level 4\n  # a comment inside\n", "  level 4\n  bad stuff lose\n"),  # a syntax error: read whole
    ("  level 4\n  bad stuff lose\n", "  level 4\n"),  # mended
    ("  level 4\n", "level 4\n"),  # a statement at column 1: a valid file that does not cut into blocks
    ("level 4\n", "  level 4\n"),
    ('monster "', 'monstre "'),  # an unknown kind (E0103) in one block
    ('monstre "', 'monster "'),
    ("game munchkin\n", "game munchkin-kungfu\n"),  # another game: every block read again
    ("game munchkin-kungfu\n", "game munchkn\n"),  # an unknown game: read whole, E0101
    ("game munchkn\n", "game munchkin\n"),
]


def test_a_file_read_block_by_block_equals_a_full_load_edit_after_edit(tmp_path: Path) -> None:
    folder = tmp_path / "set"
    folder.mkdir()
    monsters = folder / "monsters.cards"
    monsters.write_text((CARDS / "munchkin" / "monsters.cards").read_text(encoding="utf-8"), encoding="utf-8")
    shutil.copy(CARDS / "munchkin" / "items.cards", folder / "items.cards")
    loader = IncrementalLoad([str(folder)])
    _same(loader.reload(), load([str(folder)]))
    blocks = len(load([str(monsters)]).cards) + len(load([str(monsters)]).scenarios)
    for old, new in EDITS:
        edit(monsters, old, new)
        loaded = loader.reload()
        assert loader.reread == [monsters]
        _same(loaded, load([str(folder)]))
        if old == "  level 3\n":
            assert loader.blocks_read == 1  # one card re-parsed and re-checked, of them all
        if old == "  level 99\n":
            assert 1 < loader.blocks_read < blocks  # the blocks above the added line were kept
