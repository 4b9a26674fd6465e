"""`deckwright watch` and `deckwright diff` drew faces without the set's identities (issue 10, left by
valid8): a card naming a declared identity (`if class troubadour`) said "Troubadour" on its face instead of
the declaring card's name, "Minstrel". Both now pass the set's ``Identities``; checked here in German,
through the text each face is drawn with."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import toolkit.render.faces as faces
from toolkit.cli import app
from toolkit.lang.load import load
from toolkit.watch import FaceStep

SET = """game munchkin

class "Minstrel" @c10-class {
  is troubadour
  during combat: strength +1
}

item "Lute" @c10-lute {
  gold {gold}
  if class troubadour: strength +3
}
"""


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Each face's language and the rules text it was drawn with."""
    seen: list[tuple[str, str]] = []
    real = faces.card_text

    def spy(card: object, lang: str, identities: object = None) -> object:
        found = real(card, lang, identities)  # type: ignore[arg-type]
        seen.append((lang, str(getattr(found, "text", found))))  # the face's CardText, said as text
        return found

    monkeypatch.setattr(faces, "card_text", spy)
    return seen


def _write(folder: Path, gold: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "set.cards"
    path.write_text(SET.replace("{gold}", str(gold)), encoding="utf-8")
    return path


def test_watch_draws_a_declared_identity_by_its_cards_name(tmp_path: Path, said: list[tuple[str, str]]) -> None:
    loaded = load([str(_write(tmp_path / "cards", 300))])
    assert loaded.ok, loaded.diagnostics
    lute = [card for card in loaded.cards if card.kind == "item"]
    FaceStep(tmp_path / "faces")(lute, loaded)  # the changed card alone; the set declares the class
    german = [found for lang, found in said if lang == "de"]
    assert german and all("Minstrel" in found and "Troubadour" not in found for found in german), said


def test_diff_draws_a_declared_identity_by_its_cards_name(
    tmp_path: Path, said: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(tmp_path / "a", 300)
    _write(tmp_path / "b", 400)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        app, ["diff", str(tmp_path / "a"), str(tmp_path / "b"), "--format", "html", "--lang", "de"]
    )
    assert result.exit_code == 0, result.output
    german = [found for lang, found in said if lang == "de" and "+3" in found]
    assert len(german) == 2, said  # the lute before and after
    assert all("Minstrel" in found and "Troubadour" not in found for found in german), german
