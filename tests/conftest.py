from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# Test helpers (strategies.py) import as plain modules.
sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def _no_db_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the catalog that $DECKWRIGHT_DB of the environment running it names."""
    monkeypatch.delenv("DECKWRIGHT_DB", raising=False)
    # `deckwright build` skips the rulebooks (10 PDFs); tests/test_rulebook_build.py turns them on.
    monkeypatch.setenv("DECKWRIGHT_RULEBOOKS", "0")
    # ... and the card renders (faces, sheets, TTS for every game); tests/test_render_build.py turns them on.
    monkeypatch.setenv("DECKWRIGHT_RENDER", "0")


@pytest.fixture(autouse=True)
def _shipped_locales_only() -> Iterator[None]:
    """Each test starts with the shipped translations alone: a command run inside a project lays the
    project's locales over them for the rest of its process (toolkit/i18n/layers.py), as a CLI process
    should, but a test process runs many commands."""
    from toolkit.i18n import layers

    layers.use(())
    yield
    layers.use(())


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    """A copy of the catalog's card fixtures (tests/fixtures/catalog); modules with cards of their own override it."""
    from catalog_support import copy_fixtures

    return copy_fixtures(tmp_path / "cards")
