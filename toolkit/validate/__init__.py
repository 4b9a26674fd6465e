"""``deckwright validate``: the gate a card set passes before it reaches a printer.

One run over a card set: the checker's static checks, the cards' own test
blocks, fuzzing each card in the engine, and rule-conflict checks that parse
cleanly but are wrong by the rules. Results per card are cached by content
hash, so an unchanged card is not fuzzed again. See docs/ci.md.
"""

from toolkit.validate.report import CardResult, ValidationReport

__all__ = ["CardResult", "ValidationReport"]
