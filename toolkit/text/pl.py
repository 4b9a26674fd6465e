"""Polish: its own conjunctions ("lub" for a choice between options)."""

from __future__ import annotations

from toolkit.text.generator import Generator


class Polish(Generator):
    lang = "pl"
    AND = " i "
    OR = " lub "
