"""The condition logic, as the validator has always imported it: it lives in toolkit/lang/logic.py,
below the engine, whose ``Rules.condition_domain`` returns a :class:`Domain`."""

from toolkit.lang.logic import (
    MAX_SITUATIONS,
    NO_FACTS,
    Capacity,
    Domain,
    Facts,
    Quantity,
    always,
    atoms,
    never,
    operands,
    satisfiable,
)

__all__ = [
    "MAX_SITUATIONS",
    "NO_FACTS",
    "Capacity",
    "Domain",
    "Facts",
    "Quantity",
    "always",
    "atoms",
    "never",
    "operands",
    "satisfiable",
]
