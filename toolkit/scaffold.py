"""``deckwright new``: a card skeleton with every required field of its kind."""

from __future__ import annotations

from toolkit.lang.formatter import quote
from toolkit.lang.vocabulary import FieldSpec
from toolkit.rulesets.registry import Ruleset


def _placeholder(spec: FieldSpec, ruleset: Ruleset) -> str:
    if spec.type in ("int", "signed"):
        value = spec.min if spec.min is not None else 0
        return f"{spec.name} {'+' if spec.type == 'signed' and value >= 0 else ''}{value}"
    if spec.type == "text":
        return f'{spec.name} "..."'
    if spec.type == "flag":
        return spec.name
    assert spec.enum is not None
    first = ruleset.vocabulary.enums[spec.enum][0]
    if spec.type in ("keyed", "amounts"):  # `needs brawn 1`, `reward 1 infamy`
        low = max(spec.min or 0, 1)
        if spec.total is not None:  # the numbers must add up: one name takes them all
            low = spec.total
        return f"{spec.name} {first} {low}" if spec.type == "keyed" else f"{spec.name} {low} {first}"
    return f"{spec.name} {first}"


def scaffold_card(ruleset: Ruleset, kind_name: str, name: str) -> str:
    """The text of a new card; raises KeyError for a kind the game lacks."""
    kind = ruleset.vocabulary.kinds[kind_name]
    lines = [f"{kind.name} {quote(name)} {{"]
    lines.append(f"  # {kind.doc}")
    for spec in kind.fields:
        if spec.required:
            lines.append(f"  {_placeholder(spec, ruleset)}  # {spec.doc}")
    lines.append('  text "..."')
    lines.append("}")
    return "\n".join(lines) + "\n"
