"""Spanish: "y" becomes "e" before an /i/ sound, "o" becomes "u" before an /o/ sound."""

from __future__ import annotations

from collections.abc import Sequence

from toolkit.text.generator import Generator


class Spanish(Generator):
    lang = "es"
    AND = " y "
    OR = " o "

    def join(self, items: Sequence[str], conjunction: str) -> str:
        items = [i for i in items if i]
        if len(items) > 1:
            last = items[-1].lower()
            if conjunction == self.AND and last.startswith(("i", "hi")) and not last.startswith(("hie", "hia")):
                conjunction = " e "
            elif conjunction == self.OR and last.startswith(("o", "ho")):
                conjunction = " u "
        return super().join(items, conjunction)
