"""A small card-text project for the Fluent workflow's tests: tests/data/cardtext copied to a tmp folder
(two Munchkin cards, a Kung Fu one, English card text, Ukrainian and German translations), stamped by
`update` so that it starts clean."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from toolkit.i18n import Project, fluent_workflow
from toolkit.lang.vocabulary import COMMON_FIELDS

DATA = Path(__file__).parent / "data" / "cardtext"
GAMES = ["munchkin", "munchkin-kungfu"]
LANGS = ["en", "uk", "de"]
# The fixture's cards write their flavour in the field the vocabulary has for it (`flavour`, once the
# card-text generator moved rules text out of `text`).
FLAVOUR = "flavour" if any(f.name == "flavour" for f in COMMON_FIELDS) else "text"


def make(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, stamped: bool = True) -> Project:
    from toolkit.i18n import fluent_cards

    root = tmp_path / "project"
    shutil.copytree(DATA, root)
    for path in (root / "cards").rglob("*.cards"):
        path.write_text(path.read_text("utf-8").replace('  text "', f'  {FLAVOUR} "'), "utf-8")
    (root / "templates" / "rulebook").mkdir(parents=True)
    monkeypatch.setattr(fluent_cards, "FLAVOUR_FIELD", FLAVOUR)
    project = Project(root / "templates" / "rulebook", root / "locales", root / "cards")
    if stamped:
        fluent_workflow.extract(project, GAMES)
        fluent_workflow.update(project, GAMES, LANGS)
    return project


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path: Path, needle: str) -> int:
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in text:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def ftl(project: Project, lang: str, name: str) -> Path:
    return project.locales / lang / "cardtext" / name
