"""A game's vocabulary as Markdown: what ``deckwright vocabulary`` prints and docs/ embed."""

from __future__ import annotations

import dataclasses

from toolkit.rulesets.registry import Ruleset

_SECTIONS = (
    ("windows", "Timing windows", "open a rule: `WINDOW: effects`"),
    ("costs", "Costs", "in a rule's head, after the window: `WINDOW, COST: effects`"),
    ("effects", "Effects", "after the colon of a rule, or alone on a line as a lasting (static) effect"),
    ("targets", "Targets", "after an effect: `... on TARGET` or `... from TARGET`"),
    ("conditions", "Conditions", "`if CONDITION` in a rule's head or after an effect; combine with and, or, not"),
    ("quantities", "Quantities", "compared with a number in a condition: `if level <= 3`"),
    ("counters", "Counters", "after an effect: `... for each COUNTER`"),
    ("durations", "Durations", "after an effect: `... until DURATION`"),
    ("choosers", "Choosers", "who picks in `choose CHOOSER [option | option]`"),
    (
        "givens",
        "Test blocks: set-up",
        "`given STEP, STEP` in a test block; a step with no subject takes the last one named",
    ),
    ("actions", "Test blocks: actions", "`when STEP` in a test block; `... on NAME` picks a target"),
    (
        "expectations",
        "Test blocks: expectations",
        "`expect STEP, STEP` in a test block; `not STEP` expects it to be false",
    ),
)


def vocabulary_markdown(ruleset: Ruleset) -> str:
    vocab = ruleset.vocabulary
    lines = [f"# {ruleset.title} (`game {ruleset.name}`)", "", "## Card kinds", ""]
    for kind in vocab.kinds.values():
        deck = f" ({kind.deck} deck)" if kind.deck else ""
        lines.append(f"- **{kind.name}**{deck}: {kind.doc}")
        for spec in kind.fields:
            if spec.required:
                need = "required"
            elif spec.default in (None, (), False):
                need = "optional"
            else:
                need = f"default {spec.default}"
            lines.append(f"  - `{spec.name}`: {spec.describe()}; {need}. {spec.doc}")
        if kind.windows is not None:
            allowed = [p.template for p in vocab.windows if p.key in kind.windows]
            lines.append(f"  - rules may use: {', '.join(allowed)}")
    lines += ["", 'Every kind also takes `text "..."`.', ""]
    for attr, title, usage in _SECTIONS:
        patterns = getattr(vocab, attr)
        if not patterns:
            continue
        lines += [f"## {title}", "", f"Where: {usage}.", ""]
        for pattern in patterns:
            lines.append(f"- `{pattern.template}` → `{pattern.key}`: {pattern.doc}")
        lines.append("")
    for name, patterns in vocab.constructs.items():  # what a `{slot:NAME}` of a phrase above takes
        lines += [f"## Construct: {name}", "", f"Where: a slot `{{...:{name}}}` of a phrase takes one of these.", ""]
        for pattern in patterns:
            lines.append(f"- `{pattern.template}` → `{pattern.key}`: {pattern.doc}")
        lines.append("")
    if vocab.decisions:  # what `when P answers DECISION with CHOICE` may name
        lines += ["## Test blocks: decisions", "", "Where: `when PLAYER answers DECISION with CHOICE`.", ""]
        for spec in vocab.decisions:
            words = f" Words: {', '.join(spec.words)}." if spec.words else ""
            lines.append(f"- `{spec.name}`: asked of {spec.asked}; offers {spec.offers}.{words}")
        lines.append("")
    lines += ["## Named values", ""]
    declared = vocab.declared_map
    for name, values in vocab.enums.items():
        words = declared.get(name)
        if words is None:
            lines.append(f"- {name}: {', '.join(values)}")
        elif words.declared_by is None:
            lines.append(f"- {name}: any word a card of the set lists in its `{words.field}`")
        else:
            lines.append(f"- {name}: declared by the set's {words.declared_by} cards (`{words.field} NAME`)")
    lines += ["", "## Constants", ""]
    for name, value in ruleset.constants.items():
        lines.append(f"- {name} = {value}")
    return "\n".join(lines) + "\n"


def _plain(value: object) -> object:
    """A field default as JSON holds it: tuples and sets as lists."""
    if isinstance(value, tuple | list | set | frozenset):
        return sorted(value) if isinstance(value, set | frozenset) else list(value)
    return value


def vocabulary_json(ruleset: Ruleset) -> dict[str, object]:
    """The same listing as data (``deckwright vocabulary GAME --format json``), section for section."""
    vocab = ruleset.vocabulary
    kinds = []
    for kind in vocab.kinds.values():
        kinds.append(
            {
                "name": kind.name,
                "deck": kind.deck,
                "doc": kind.doc,
                "fields": [
                    {
                        "name": spec.name,
                        "type": spec.type,
                        "required": spec.required,
                        "default": _plain(spec.default),
                        "min": spec.min,
                        "max": spec.max,
                        "values": spec.enum,
                        **({"total": spec.total} if spec.total is not None else {}),
                        "description": spec.describe(),
                        "doc": spec.doc,
                    }
                    for spec in kind.fields
                ],
                "windows": None if kind.windows is None else sorted(kind.windows),
            }
        )
    sections = {
        attr: {
            "title": title,
            "where": usage,
            "phrases": [{"template": p.template, "key": p.key, "doc": p.doc} for p in getattr(vocab, attr)],
        }
        for attr, title, usage in _SECTIONS
        if getattr(vocab, attr)
    }
    sections.update(
        {
            f"construct:{name}": {
                "title": f"Construct: {name}",
                "where": f"a slot {{...:{name}}} of a phrase",
                "phrases": [{"template": p.template, "key": p.key, "doc": p.doc} for p in patterns],
            }
            for name, patterns in vocab.constructs.items()
        }
    )
    return {
        "game": ruleset.name,
        "title": ruleset.title,
        "version": ruleset.version,
        "kinds": kinds,
        "phrases": sections,
        "decisions": [dataclasses.asdict(spec) | {"words": list(spec.words)} for spec in vocab.decisions],
        "values": {name: list(values) for name, values in vocab.enums.items()},
        # Value sets the cards declare (toolkit/lang/words.py): none means open (any word in that field).
        "declared": {d.name: {"declared_by": d.declared_by, "field": d.field} for d in vocab.declared},
        "constants": dict(ruleset.constants),
    }
