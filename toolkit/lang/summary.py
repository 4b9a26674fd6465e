"""A card's numbers in one line, and the columns of a spreadsheet, from what its game's vocabulary marks.

A ruleset marks the fields a reader looks for first (``FieldSpec.summary``: ``"level {value}"``,
``"{value} treasure{s}"``, ``"bonus {signed}"``) and the fields a spreadsheet gets as columns
(``FieldSpec.export``); the catalog shows and exports those, knowing no game's fields by name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from toolkit.lang.vocabulary import FieldSpec, Vocabulary


def summary_fields(vocabularies: Iterable[Vocabulary]) -> tuple[FieldSpec, ...]:
    """The fields marked for summaries, one per name (the first met), in summary order."""
    found: dict[str, FieldSpec] = {}
    for vocabulary in vocabularies:
        for kind in vocabulary.kinds.values():
            for spec in kind.fields:
                if spec.summary and spec.name not in found:
                    found[spec.name] = spec
    return tuple(sorted(found.values(), key=lambda s: s.summary_rank))


def export_columns(vocabularies: Iterable[Vocabulary]) -> tuple[str, ...]:
    """The names of the fields marked for export, in summary order, then by name."""
    names: dict[str, int] = {}
    for vocabulary in vocabularies:
        for kind in vocabulary.kinds.values():
            for spec in kind.fields:
                if spec.export:
                    names.setdefault(spec.name, spec.summary_rank)
    return tuple(sorted(names, key=lambda n: (names[n], n)))


def summarise(fields: Mapping[str, object], specs: Iterable[FieldSpec]) -> str:
    """'level 8, 2 treasures' or 'bonus +1, 200 gold': the marked fields a card has, each by its template."""
    parts: list[str] = []
    for spec in specs:
        if spec.name not in fields:
            continue
        value = fields[spec.name]
        if spec.quiet_default and value == (spec.default if spec.default is not None else 0):
            continue
        if spec.type == "flag" and not value:
            continue
        if isinstance(value, tuple | list):  # a list of names: 'no swordsman, axeman'; none: not shown
            if value:
                text = ", ".join(map(str, value))
                parts.append(spec.summary.format(value=text, signed=text, s="" if len(value) == 1 else "s"))
            continue
        if isinstance(value, Mapping):  # keyed and amounts fields: each pair as it is written
            if not value:
                continue
            text = mapped_text(spec, value)
            parts.append(spec.summary.format(value=text, signed=text, s="s"))
            continue
        signed = f"{value:+d}" if isinstance(value, int) and not isinstance(value, bool) else str(value)
        parts.append(spec.summary.format(value=value, signed=signed, s="" if value == 1 else "s"))
    return ", ".join(parts)


def mapped_text(spec: FieldSpec, value: Mapping[str, object]) -> str:
    """A keyed field as 'beast +3, criminal +3', an amounts field as '5 infamy, 3 money' (a CSV cell too)."""
    if spec.type == "keyed":
        return ", ".join(f"{name} {number}" for name, number in value.items())
    return ", ".join(f"{number} {name}" for name, number in value.items())


def mapped_specs(vocabularies: Iterable[Vocabulary]) -> dict[str, FieldSpec]:
    """The keyed and amounts fields by name (the first met), so an export can write their cells as text."""
    found: dict[str, FieldSpec] = {}
    for vocabulary in vocabularies:
        for kind in vocabulary.kinds.values():
            for spec in kind.fields:
                if spec.repeatable:
                    found.setdefault(spec.name, spec)
    return found
