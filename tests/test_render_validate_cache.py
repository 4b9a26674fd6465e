"""validate's face stage is cached (issue 12): a warm run lays out no face whose inputs are unchanged,
and a changed card, layout or translation lays out again what it touches, with the same findings."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from toolkit.validate import faces
from toolkit.validate.runner import ValidateOptions, validate

CARDS = """game munchkin

curse "Cached Curse" @vc-001 {
  when played: lose 1 level
}

item "Cached Hat" @vc-002 {
  slot headgear
  bonus +1
  gold 200
  text "WORDS"
}
"""
# The module (toolkit.render re-exports its function under the same name).
preflight = importlib.import_module("toolkit.render.preflight")
LONG = " ".join(["An overlong sentence that a small box cannot hold."] * 40)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The cards preflight lays out (one entry per card and language)."""
    laid: list[str] = []
    real = preflight.check_card

    def check_card(card, lang, size, layouts, *rest):  # type: ignore[no-untyped-def]
        laid.append(f"{card.key}/{lang}")
        return real(card, lang, size, layouts, *rest)

    monkeypatch.setattr(preflight, "check_card", check_card)
    return laid


def run(path: Path, db: Path, **options: object) -> list[str]:
    report = validate(
        [str(path)],
        options=ValidateOptions(db_url=f"sqlite:///{db}", cards_root=None, workers=1, **options),  # type: ignore[arg-type]
    )
    return sorted(
        f"{result.card.key}:{d.code}:{d.span.line if d.span else 0}"
        for result in report.cards
        for d in result.diagnostics
        if d.code.startswith("V06")
    )


def test_a_warm_validate_lays_out_no_face_again(tmp_path: Path, counted: list[str]) -> None:
    path, db = tmp_path / "set.cards", tmp_path / "cache.db"
    path.write_text(CARDS.replace("WORDS", LONG), encoding="utf-8")
    cold = run(path, db)
    assert any(":V0601:" in f for f in cold), cold  # the overflow is found
    assert {entry.split("/")[0] for entry in counted} == {"vc-001", "vc-002"}
    counted.clear()
    warm = run(path, db)
    assert counted == []  # nothing laid out
    assert warm == cold  # the same findings, at the same lines
    # The card moved down its file: still cached, its findings on its new line.
    path.write_text("\n\n" + CARDS.replace("WORDS", LONG), encoding="utf-8")
    moved = run(path, db)
    assert counted == []
    assert [f.rsplit(":", 1)[0] for f in moved] == [f.rsplit(":", 1)[0] for f in cold]
    assert moved != cold
    # A changed card is laid out again, alone.
    path.write_text(CARDS.replace("WORDS", "Short."), encoding="utf-8")
    mended = run(path, db)
    assert {entry.split("/")[0] for entry in counted} == {"vc-002"}
    assert not any(":V0601:" in f for f in mended)


def test_a_changed_layout_or_no_cache_lays_out_again(tmp_path: Path, counted: list[str]) -> None:
    path, db = tmp_path / "cards" / "set.cards", tmp_path / "cache.db"
    path.parent.mkdir()
    path.write_text(CARDS.replace("WORDS", "Short."), encoding="utf-8")
    assert run(path, db, project_root=tmp_path) == []
    counted.clear()
    run(path, db, project_root=tmp_path)
    assert counted == []
    own = tmp_path / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "item.toml").write_text('[[box]]\nname = "title"\nx = -2\ny = 4\nw = 70\nh = 9\ntext = "{{ name }}"\n')
    found = run(path, db, project_root=tmp_path)
    assert {entry.split("/")[0] for entry in counted} == {"vc-001", "vc-002"}
    assert any(f.startswith("vc-002:V0603") for f in found), found
    # The layout mended in place, in the same process (as `deckwright watch` runs validate): laid out again.
    counted.clear()
    (own / "item.toml").write_text('[[box]]\nname = "title"\nx = 5\ny = 4\nw = 53\nh = 9\ntext = "{{ name }}"\n')
    assert not any(f.startswith("vc-002:V0603") for f in run(path, db, project_root=tmp_path))
    assert "vc-002/en" in counted
    counted.clear()
    run(path, db, project_root=tmp_path, use_cache=False)
    assert {entry.split("/")[0] for entry in counted} == {"vc-001", "vc-002"}


def test_the_key_follows_the_language_the_translations_and_the_art(tmp_path: Path) -> None:
    from toolkit.lang.load import load_text

    card = load_text(CARDS.replace("WORDS", "Short."), str(tmp_path / "k.cards")).cards[1]
    assert faces.face_key(card, ("en",), None) != faces.face_key(card, ("en", "uk"), None)
    assert faces.inputs_version("munchkin", ("uk",), ()) != faces.inputs_version("munchkin", ("es",), ())
    with_art = load_text(
        CARDS.replace("WORDS", "Short.").replace("gold 200", 'gold 200\n  art "hat.png"'), str(tmp_path / "k.cards")
    ).cards[1]
    before = faces.face_key(with_art, ("en",), None)
    (tmp_path / "hat.png").write_bytes(b"not a picture")
    assert faces.face_key(with_art, ("en",), None) != before


@pytest.mark.parametrize(
    "payload",
    [
        "not json {",
        '{"diagnostics": [{"code": "V0601"}]}',
        '{"diagnostics": [], "extra": 1}',
    ],
)
def test_a_crafted_face_row_is_dropped_and_laid_out_again(tmp_path: Path, counted: list[str], payload: str) -> None:
    import sqlite3

    path, db = tmp_path / "set.cards", tmp_path / "cache.db"
    path.write_text(CARDS.replace("WORDS", LONG), encoding="utf-8")
    cold = run(path, db)
    with sqlite3.connect(db) as connection:
        assert connection.execute("select count(*) from validation_faces").fetchone() == (2,)
        connection.execute("update validation_faces set payload = ?", (payload,))
    counted.clear()
    report = validate([str(path)], options=ValidateOptions(db_url=f"sqlite:///{db}", cards_root=None, workers=1))
    assert any("could not be used" in notice for notice in report.notices), report.notices
    assert {entry.split("/")[0] for entry in counted} == {"vc-001", "vc-002"}
    counted.clear()
    assert run(path, db) == cold  # rewritten by the run before: read back whole
    assert counted == []
