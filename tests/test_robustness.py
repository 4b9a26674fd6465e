"""Whatever a user feeds in, the front end answers with a result or diagnostics, never an exception.

Over 2,000 generated and mutated inputs: random bytes, random text in the
language's alphabet, real card files truncated, shuffled and spliced, and
random and mutated catalog queries.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolkit.catalog.query import parse_query
from toolkit.catalog.search import compile_query
from toolkit.lang.diagnostics import DeckwrightError, Diagnostic
from toolkit.lang.load import LoadResult, load_text
from toolkit.lang.source import decode_source

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "cards").rglob("*.cards")) + sorted((ROOT / "tests" / "fixtures").rglob("*.cards"))

ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789 \t\n{}[]()"#@:;,|+-<>=!\\éдї_'


def _front_end(data: bytes) -> LoadResult | Diagnostic:
    decoded = decode_source("fuzz.cards", data)
    if isinstance(decoded, Diagnostic):
        return decoded
    result = load_text(decoded.text, "fuzz.cards")
    for diagnostic in result.diagnostics:
        assert diagnostic.code and diagnostic.message
    return result


@settings(max_examples=700, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_random_bytes(data: bytes) -> None:
    _front_end(data)


@settings(max_examples=700, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=ALPHABET, max_size=300))
def test_random_text(text: str) -> None:
    _front_end(("game munchkin\n" + text).encode())
    _front_end(text.encode())


def _mutations(text: str, rng: random.Random) -> list[str]:
    lines = text.split("\n")
    cut = rng.randrange(len(text) + 1)
    shuffled = lines[:]
    rng.shuffle(shuffled)
    dropped = [line for line in lines if rng.random() > 0.2]
    position = rng.randrange(len(text) + 1)
    noise = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 8)))
    return [
        text[:cut],  # truncated
        "\n".join(shuffled),  # shuffled lines
        "\n".join(dropped),  # lines lost
        text[:position] + noise + text[position:],  # noise spliced in
        text.replace("{", "", 1),  # an unbalanced brace
        text.replace('"', "", 1),  # an unbalanced quote
    ]


@pytest.mark.parametrize("seed", range(120))
def test_mutated_card_files(seed: int) -> None:
    assert SAMPLES, "no card files to mutate"
    rng = random.Random(seed)
    path = rng.choice(SAMPLES)
    for variant in _mutations(path.read_text(encoding="utf-8"), rng):
        _front_end(variant.encode())


QUERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789 :-"()<>=!'
QUERY_SEEDS = [
    "kind:monster level>=8",
    'game:munchkin-kungfu tag:undead -kind:curse name:"slime"',
    "(kind:item or kind:one-shot) bonus>2 gold<=600",
    "dragon -tag:undead (level>10 or treasures=4)",
]


def _query(text: str) -> None:
    """Parsing and compiling a query yields a clause or a DeckwrightError, nothing else."""
    try:
        compile_query(parse_query(text))
    except DeckwrightError as error:
        assert error.diagnostics and all(d.code.startswith("Q") for d in error.diagnostics)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=QUERY_ALPHABET, max_size=60))
def test_random_queries(text: str) -> None:
    _query(text)


@pytest.mark.parametrize("seed", range(50))
def test_mutated_queries(seed: int) -> None:
    rng = random.Random(seed)
    for query in QUERY_SEEDS:
        cut = rng.randrange(len(query) + 1)
        position = rng.randrange(len(query) + 1)
        noise = "".join(rng.choice(QUERY_ALPHABET) for _ in range(rng.randint(1, 4)))
        for variant in (query[:cut], query[:position] + noise + query[position:], query[::-1]):
            _query(variant)


def test_a_symbolic_link_that_leads_nowhere_says_so(tmp_path: Path) -> None:
    from toolkit.lang.source import collect_card_files

    (tmp_path / "a.cards").symlink_to(tmp_path / "b.cards")
    (tmp_path / "b.cards").symlink_to(tmp_path / "a.cards")  # a loop
    (tmp_path / "gone.cards").symlink_to(tmp_path / "deleted.cards")
    for name in ("a.cards", "gone.cards"):
        files, problems = collect_card_files([str(tmp_path / name)])
        assert files == []
        (problem,) = problems
        assert problem.code == "E0001" and "symbolic link that leads to no file" in problem.message
        assert "did you mean" not in problem.message
