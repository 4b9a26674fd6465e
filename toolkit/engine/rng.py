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
        self._random.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._random.randrange(len(items))]

    def randrange(self, stop: int) -> int:
        return self._random.randrange(stop)

    def child(self) -> random.Random:
        """An independent generator derived from this one (for agents that need their own)."""
        return random.Random(self._random.getrandbits(64))
