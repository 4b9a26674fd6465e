"""``deckwright build`` builds the rulebooks of the games among its cards into output/rulebooks/,
and only those whose inputs changed (the rest of the suite sets DECKWRIGHT_RULEBOOKS=0)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from rich.console import Console

from toolkit.build import run_build
from toolkit.i18n import Project


def test_build_writes_the_rulebooks_once(cards: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Project, "languages", lambda self: ("uk",))  # one language keeps it quick
    output = tmp_path / "out"
    printed = io.StringIO()
    assert run_build(cards, output, None, Console(file=printed), Console(file=io.StringIO()), rulebooks=True) == 0
    assert "rulebooks: 2 built, 0 unchanged" in printed.getvalue()
    folder = output / "rulebooks"
    names = sorted(p.name for p in folder.iterdir())
    assert names == [
        "munchkin-kungfu-uk.html",
        "munchkin-kungfu-uk.pdf",
        "munchkin-uk.html",
        "munchkin-uk.pdf",
        "rulebooks.json",
    ]
    assert len(PdfReader(folder / "munchkin-uk.pdf").pages) >= 8
    assert set(json.loads((folder / "rulebooks.json").read_text(encoding="utf-8"))) == {
        "munchkin/uk",
        "munchkin-kungfu/uk",
    }
    printed = io.StringIO()
    assert run_build(cards, output, None, Console(file=printed), Console(file=io.StringIO()), rulebooks=True) == 0
    assert "rulebooks: 0 built, 2 unchanged" in printed.getvalue()


def test_build_skips_the_rulebooks_when_told(cards: Path, tmp_path: Path) -> None:
    output = tmp_path / "out"
    assert (
        run_build(cards, output, None, Console(file=io.StringIO()), Console(file=io.StringIO()), rulebooks=False) == 0
    )
    assert not (output / "rulebooks").exists()
