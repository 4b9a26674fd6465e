"""English, the source language: the base generator as it is."""

from __future__ import annotations

from toolkit.text.generator import Generator


class English(Generator):
    lang = "en"

    def name_form(self, name: str, case: str) -> str:
        # A designer's identity with no termbase entry: "a Bard", "an Elf" (the shipped terms' [indef]).
        if case == "indef":
            return ("an " if name[:1].lower() in "aeiou" else "a ") + name
        return name
