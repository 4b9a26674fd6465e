"""One seeded random generator for every die roll and shuffle of a game.

Scenarios can queue the rolls they want (``force``): a test says "runs away
with a roll of 4" and the next die shows 4, without touching the seed's stream.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
# The standard generator's way to draw below n, which Rng.shuffle writes out (getattr: a private name).
_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", None)
_SHUFFLE = random.Random.shuffle


class Rng:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)
        self._forced: deque[int] = deque()

    def force(self, *rolls: int) -> None:
        """The next die rolls, in order, before the seeded stream resumes."""
        self._forced.extend(rolls)

    def pending(self) -> int:
        """How many forced rolls no die has used yet (a scenario that gives a roll nobody makes says so)."""
        return len(self._forced)

    def drop_forced(self) -> None:
        self._forced.clear()

    def roll(self, sides: int = 6) -> int:
        if self._forced:
            return self._forced.popleft()
        return self._random.randint(1, sides)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """random.Random.shuffle, its loop and _randbelow_with_getrandbits written out here: the same
        draws in the same order, so the same order of cards (tests/test_engine_fast_paths.py holds
        it to random.shuffle), with two calls fewer per card (a game's set-up shuffles some 250)."""
        generator = self._random
        kind = type(generator)
        if kind._randbelow is not _RANDBELOW or kind.shuffle is not _SHUFFLE:  # another kind: its own shuffle
            generator.shuffle(items)
            return
        getrandbits = generator.getrandbits
        for i in reversed(range(1, len(items))):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self._random.randrange(len(items))]

    def randrange(self, stop: int) -> int:
        return self._random.randrange(stop)

    def child(self) -> random.Random:
        """An independent generator derived from this one (for agents that need their own)."""
        return random.Random(self._random.getrandbits(64))
