"""``deckwright new``: a card skeleton with every required field of its kind."""

from __future__ import annotations

from toolkit.lang.formatter import quote
from toolkit.lang.model import slug
from toolkit.lang.vocabulary import FieldSpec
from toolkit.rulesets.registry import Ruleset


def _placeholder(spec: FieldSpec, ruleset: Ruleset, name: str = "") -> str:
    if spec.type in ("int", "signed"):
        value = spec.min if spec.min is not None else 0
        return f"{spec.name} {'+' if spec.type == 'signed' and value >= 0 else ''}{value}"
    if spec.type == "text":
        return f'{spec.name} "..."'
    if spec.type == "flag":
        return spec.name
    assert spec.enum is not None
    values = ruleset.vocabulary.enums[spec.enum]
    if spec.enum in ruleset.vocabulary.declared_map or not values:
        # A word the cards declare (a race card's `is`): the new card declares one of its own, from its name.
        return f"{spec.name} {slug(name) if name else spec.enum}"
    return f"{spec.name} {values[0]}"


def scaffold_card(ruleset: Ruleset, kind_name: str, name: str) -> str:
    """The text of a new card; raises KeyError for a kind the game lacks."""
    kind = ruleset.vocabulary.kinds[kind_name]
    lines = [f"{kind.name} {quote(name)} {{"]
    lines.append(f"  # {kind.doc}")
    for spec in kind.fields:
        if spec.required:
            lines.append(f"  {_placeholder(spec, ruleset, name)}  # {spec.doc}")
    lines.append('  text "..."')
    lines.append("}")
    return "\n".join(lines) + "\n"
