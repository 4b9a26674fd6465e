"""Spanish: "y" becomes "e" before an /i/ sound, "o" becomes "u" before an /o/ sound, and "a el",
"de el" contract to "al", "del" where a phrase with its article follows a preposition."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import ClassVar

from toolkit.text.generator import Generator

_CONTRACT = re.compile(r"\b(a|de) el\b")


class Spanish(Generator):
    lang = "es"
    AND = " y "
    OR = " o "
    # A designer's identity with no termbase entry: "un Bardo", as the shipped "un Mago".
    ARTICLES: ClassVar[Mapping[str, str]] = {"indef": "un "}

    def join(self, items: Sequence[str], conjunction: str) -> str:
        items = [i for i in items if i]
        if len(items) > 1:
            last = items[-1].lower()
            if conjunction == self.AND and last.startswith(("i", "hi")) and not last.startswith(("hie", "hia")):
                conjunction = " e "
            elif conjunction == self.OR and last.startswith(("o", "ho")):
                conjunction = " u "
        return super().join(items, conjunction)

    def sentence(self, text: str) -> str:
        return super().sentence(_CONTRACT.sub(lambda m: "al" if m.group(1) == "a" else "del", text))
