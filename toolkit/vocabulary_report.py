"""A game's vocabulary as Markdown: what ``deckwright vocabulary`` prints and docs/ embed."""

from __future__ import annotations

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
    ("givens", "Test blocks: set-up", "`given STEP, STEP` in a test block; later steps share the first one's subject"),
    ("actions", "Test blocks: actions", "`when STEP` in a test block; `... on NAME` picks a target"),
    ("expectations", "Test blocks: expectations", "`expect STEP, STEP` in a test block"),
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
    if vocab.decisions:  # what `when P answers DECISION with CHOICE` may name
        lines += ["## Test blocks: decisions", "", "Where: `when PLAYER answers DECISION with CHOICE`.", ""]
        for spec in vocab.decisions:
            words = f" Words: {', '.join(spec.words)}." if spec.words else ""
            lines.append(f"- `{spec.name}`: asked of {spec.asked}; offers {spec.offers}.{words}")
        lines.append("")
    lines += ["## Named values", ""]
    for name, values in vocab.enums.items():
        lines.append(f"- {name}: {', '.join(values)}")
    lines += ["", "## Constants", ""]
    for name, value in ruleset.constants.items():
        lines.append(f"- {name} = {value}")
    return "\n".join(lines) + "\n"
