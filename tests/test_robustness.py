"""Whatever a user feeds in, the front end answers with a result or diagnostics, never an exception.

At least 2,000 generated and mutated inputs: random bytes, random text in the
language's alphabet, and real card files truncated, shuffled and spliced.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolkit.lang.diagnostics import Diagnostic
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
