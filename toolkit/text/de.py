"""German: its own conjunctions; nouns are capitalised in the messages themselves."""

from __future__ import annotations

from toolkit.text.generator import Generator


class German(Generator):
    lang = "de"
    AND = " und "
    OR = " oder "
