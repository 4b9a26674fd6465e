"""``deckwright new``: a card skeleton with every required field of its kind."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.formatter import quote
from toolkit.lang.model import slug
from toolkit.lang.source import collect_card_files, read_source
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
    first = values[0]
    if spec.type in ("keyed", "amounts"):  # `needs brawn 1`, `reward 1 infamy`
        low = max(spec.min or 0, 1)
        if spec.total is not None:  # the numbers must add up: one name takes them all
            low = spec.total
        return f"{spec.name} {first} {low}" if spec.type == "keyed" else f"{spec.name} {low} {first}"
    return f"{spec.name} {first}"


def scaffold_card(ruleset: Ruleset, kind_name: str, name: str, card_id: str | None = None) -> str:
    """The text of a new card; raises KeyError for a kind the game lacks."""
    kind = ruleset.vocabulary.kinds[kind_name]
    lines = [f"{kind.name} {quote(name)}{f' @{card_id}' if card_id else ''} {{"]
    lines.append(f"  # {kind.doc}")
    # The kind's own lines (a monster's treasure and bad stuff, a curse's rule): a skeleton that does
    # something, so it checks and validates clean as written (a field line replaces its placeholder).
    given = {line.split(" ", 1)[0]: line for line in kind.skeleton if line.split(" ", 1)[0] in kind.field_map}
    for spec in kind.fields:
        if spec.required:
            line = given.get(spec.name) or _placeholder(spec, ruleset, name)
            lines.append(f"  {line}  # {spec.doc}")
    required = {spec.name for spec in kind.fields if spec.required}
    lines.extend(f"  {line}" for line in kind.skeleton if line.split(" ", 1)[0] not in required)
    lines.append('  flavour "..."')
    lines.append("}")
    return "\n".join(lines) + "\n"


def starter_file(ruleset: Ruleset, prefix: str) -> str:
    """The first card file of a new project: the game's own starter, else a skeleton of its first kind."""
    if ruleset.starter:
        return ruleset.starter.replace("{prefix}", prefix)
    kinds = list(ruleset.vocabulary.kinds)
    body = scaffold_card(ruleset, kinds[0], "First Card") if kinds else ""
    return f"game {ruleset.name}\n\n{body}"


_ID = re.compile(r"@([A-Za-z0-9][A-Za-z0-9_-]*)")
_NUMBERED = re.compile(r"^(.*?)-?(\d+)$")


def fresh_id(texts: Iterable[str], prefix: str, avoid: Iterable[str] = ()) -> str:
    """A card id no card of ``texts`` has: the next number after the highest of the prefix most used
    there (``mun-044`` → ``mun-045``), else ``PREFIX-001``; never one of ``avoid`` either (the base
    set's ids: a project card with a base card's @id replaces that card, docs/projects.md)."""
    taken = {match for text in texts for match in _ID.findall(text)}
    avoided = set(avoid)
    numbered: dict[str, list[str]] = {}
    for card_id in taken:
        found = _NUMBERED.match(card_id)
        if found is not None and found[1]:
            numbered.setdefault(found[1], []).append(found[2])
    if numbered:
        prefix = max(numbered, key=lambda p: (len(numbered[p]), p))
    digits = numbered.get(prefix, [])
    width = max((len(d) for d in digits), default=3)
    number = max((int(d) for d in digits), default=0) + 1
    while f"{prefix}-{number:0{width}d}" in taken or f"{prefix}-{number:0{width}d}" in avoided:
        number += 1
    return f"{prefix}-{number:0{width}d}"


def ids_in(paths: Iterable[str | Path]) -> set[str]:
    """The card ids written in the card files under ``paths`` (a base set's, for fresh_id to avoid)."""
    files, _ = collect_card_files([str(p) for p in paths])
    found: set[str] = set()
    for path in files:
        source = read_source(path)
        if not isinstance(source, Diagnostic):
            found.update(_ID.findall(source.text))
    return found


def project_prefix(name: str, base_ids: Iterable[str]) -> str:
    """A project's id prefix: its folder's name, unless the base set's ids use it already (a project
    named `mun` on Munchkin would write @mun-001, the base set's Sulking Slime, and replace it)."""
    used = {m[1] for i in base_ids if (m := _NUMBERED.match(i)) is not None}
    return f"{name}-own" if name in used else name
