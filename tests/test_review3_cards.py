"""Third review pass: the blocks of tests/review3/*.cards (tests/review_support.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from review_support import assert_every_block_passes

FILES = sorted((Path(__file__).parent / "review3").glob("*.cards"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_block_passes(path: Path) -> None:
    assert_every_block_passes(path)
