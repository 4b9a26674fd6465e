"""The benchmarks' corpora are valid card sets: a benchmark of cards that do not load measures error paths.

bench/bench_validate.py copies the shipped sets until it has its cards (each copy renames its cards,
ids and test blocks); bench/corpus.py generates Munchkin cards for bench/bench_parse.py. Small runs
of both, loaded as the benchmarks load them, must give no error (docs/performance.md, "Validation").
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from bench_validate import make_corpus  # noqa: E402

from corpus import corpus  # noqa: E402
from toolkit.lang.diagnostics import Severity  # noqa: E402
from toolkit.lang.load import load, load_text  # noqa: E402
from toolkit.lang.sets import shipped_names  # noqa: E402
from toolkit.validate.runner import ValidateOptions, validate  # noqa: E402

SHIPPED = load([str(ROOT / "cards")])
PER_COPY = len(SHIPPED.cards)


@pytest.fixture(scope="module")
def copies(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """Two copies and a cut third: the renaming of a copy, and the cut at a card boundary, both happen."""
    target = tmp_path_factory.mktemp("bench-corpus") / "cards"
    wanted = 2 * PER_COPY + 17
    return target, make_corpus(target, wanted)


def test_the_validation_corpus_loads_without_an_error(copies: tuple[Path, int]) -> None:
    target, written = copies
    loaded = load([str(target)], bases={})  # the corpus alone: nothing of it may rest on the shipped sets
    errors = [d for d in loaded.diagnostics if d.severity is Severity.ERROR]
    assert errors == [], [f"{d.code} {d.span}: {d.message}" for d in errors[:5]]
    assert written == 2 * PER_COPY + 17 == len(loaded.cards)
    # Every game's set is copied, and every copy's test blocks are kept (those that set up an identity
    # by its word only in the first copy: in a later one it would find the first copy's card).
    assert {c.game for c in loaded.cards} == {c.game for c in SHIPPED.cards} == set(shipped_names())
    # The first copy names the card of each identity it gives (a word four copies declare is
    # ambiguous), and leaves out the few blocks that give one identity to two players.
    second = [s for s in loaded.scenarios if s.name.endswith(" Mk1")]
    first = [s for s in loaded.scenarios if "/copy00/" in s.file.replace("\\", "/")]
    assert len(second) >= len(SHIPPED.scenarios) // 2
    assert len(SHIPPED.scenarios) - 5 <= len(first) <= len(SHIPPED.scenarios)
    assert any('class "' in line for s in first for line in Path(s.file).read_text(encoding="utf-8").splitlines())
    names = Counter((s.game, s.name.casefold()) for s in loaded.scenarios)
    assert max(names.values()) == 1


def test_the_copies_test_blocks_pass(copies: tuple[Path, int]) -> None:
    """The renamed test blocks still find their renamed cards, and pass: the validator's figures are
    of a clean run (the benchmark validates the same corpus with fuzzing; here one state a card)."""
    target, _ = copies
    options = ValidateOptions(db_url=str(target.parent / "catalog.db"), cards_root=None, workers=1, states=1)
    report = validate([str(target)], options=options)
    failed = [s.name for s in report.scenarios if not s.passed]
    assert failed == []
    assert report.errors == 0, [d.message for c in report.cards for d in c.diagnostics][:5]
    assert len(report.scenarios) >= len(SHIPPED.scenarios) * 3 // 2


@pytest.mark.parametrize("flavour", ["flavour", "text"])
def test_the_parse_corpus_loads_as_the_benchmark_asserts(flavour: str) -> None:
    text = corpus(200, flavour=flavour)
    result = load_text(text, "bench.cards")
    assert result.ok and len(result.cards) == 200
    deprecated = [d for d in result.diagnostics if d.code == "E0130"]
    # `text` is flavour's old name (a warning per card, which the benchmark can measure: --flavour text).
    assert len(deprecated) == (200 if flavour == "text" else 0)
