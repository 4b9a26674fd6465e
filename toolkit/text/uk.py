"""Ukrainian: "і" after a consonant, "й" after a vowel (the euphony of the conjunction)."""

from __future__ import annotations

from collections.abc import Sequence

from toolkit.text.generator import Generator

VOWELS = frozenset("аеєиіїоуюяАЕЄИІЇОУЮЯ")


class Ukrainian(Generator):
    lang = "uk"
    AND = " і "
    OR = " або "

    def join(self, items: Sequence[str], conjunction: str) -> str:
        items = [i for i in items if i]
        if conjunction == self.AND and len(items) > 1 and items[-2][-1:] in VOWELS and items[-1][:1] not in VOWELS:
            conjunction = " й "
        return super().join(items, conjunction)
