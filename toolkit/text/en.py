"""English, the source language: the base generator as it is."""

from __future__ import annotations

from toolkit.text.generator import Generator


class English(Generator):
    lang = "en"
