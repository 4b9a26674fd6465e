"""Rule conflicts (V01xx): cards that parse and check cleanly but are wrong by the rules.

The checks here know no game. They ask the game's engine module (``Ruleset.engine``)
for two things, each optional:

- ``condition_domain(ruleset) -> Domain``: the game's conditions as data (bounds of
  quantities, values that exclude each other, what each timing window implies), for the
  conditions that can never be true (V0101) or always are (V0102);
- ``rule_conflicts(ruleset, cards) -> list[Diagnostic]``: the game's own checks
  (V0103 and up, documented in docs/diagnostics.md).

Every diagnostic points into the block of the card it is about, at the phrase that is
wrong (a condition, an effect, a target, a field), and says which rule it breaks and how
to put it right. Nothing here plays a game: the checks read the card model only.

The helpers below (where a field or a card's header is, the text of a span) are shared
with the game modules' checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from types import ModuleType

from toolkit.lang import ast
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.model import AllOf, AnyOf, Card, Choice, Compare, Cond, Effect, NotCond, Predicate
from toolkit.lang.parser import parse
from toolkit.rulesets.registry import Ruleset
from toolkit.validate.conditions import NO_FACTS, Domain, Facts, always, atoms, never, operands

LOGIC = Domain()  # no game facts: what logic alone decides
NEVER_TRUE = "V0101"
ALWAYS_TRUE = "V0102"


def rule_conflicts(ruleset: Ruleset, cards: Sequence[Card]) -> list[Diagnostic]:
    """Every rule conflict in the cards of one game, in the order of their places."""
    module = _engine(ruleset)
    domain = Domain()
    if module is not None and hasattr(module, "condition_domain"):
        domain = module.condition_domain(ruleset)
    found: list[Diagnostic] = []
    for card in cards:
        found.extend(condition_conflicts(card, domain))
    if module is not None and hasattr(module, "rule_conflicts"):
        found.extend(module.rule_conflicts(ruleset, cards))
    return sorted(found, key=_place)


def _engine(ruleset: Ruleset) -> ModuleType | None:
    try:
        return ruleset.engine_module()
    except LookupError:
        return None  # a game with no engine yet: the logic checks still run


def _place(d: Diagnostic) -> tuple[str, int, int, str]:
    span = d.span
    return (span.file, span.line, span.column, d.code) if span else ("", 0, 0, d.code)


# ---------------------------------------------------------------- V0101, V0102: conditions


def condition_conflicts(card: Card, domain: Domain) -> list[Diagnostic]:
    """Conditions that can never be true (V0101) or are always true (V0102): on their own,
    in their rule's timing window, or where their rule's own condition holds."""
    out: list[Diagnostic] = []
    for effect in card.statics:
        if effect.condition is not None:
            _check_condition(card, effect.condition, domain, NO_FACTS, None, None, out)
    for ability in card.abilities:
        facts = domain.window(ability.window.key if ability.window else None)
        window = ability.window.span if ability.window else None
        guard_ok = True
        if ability.condition is not None:
            guard_ok = _check_condition(card, ability.condition, domain, facts, None, window, out)
        given = ability.condition if guard_ok else None
        for effect in (*ability.costs, *effects_of(ability.effects)):
            if effect.condition is not None:
                _check_condition(card, effect.condition, domain, facts, given, window, out)
    return out


def _check_condition(
    card: Card,
    cond: Cond,
    domain: Domain,
    facts: Facts,
    given: Cond | None,
    window: Span | None,
    out: list[Diagnostic],
) -> bool:
    """Report what is wrong with one condition; False when it can never be true."""
    unsat, valid = _minimal_nodes(cond, domain)
    for node in unsat:
        out.append(_never_on_its_own(card, node, domain))
    for node in valid:
        out.append(_always_on_its_own(card, node, domain))
    if unsat:
        return False
    if valid:
        return True
    if not facts and given is None:
        return True
    text = cond_text(card, cond)
    span = cond_span(card, cond) or card.span
    if facts:
        if never(cond, domain, facts):
            out.append(
                Diagnostic(
                    NEVER_TRUE,
                    f"condition '{text}' can never be true in '{span_text(card, window)}': {facts.situation}",
                    span,
                    hint="what it guards never happens: use a timing window in which it can hold, or another condition",
                )
            )
            return False
        if always(cond, domain, facts):
            out.append(
                Diagnostic(
                    ALWAYS_TRUE,
                    f"condition '{text}' is always true in '{span_text(card, window)}': {facts.situation}",
                    span,
                    Severity.WARNING,
                    hint="it restricts nothing there: remove it",
                )
            )
            return True
    if given is not None:  # the rule's condition can hold here, or it would have been reported
        if never(cond, domain, facts, (given,)):
            guard = cond_text(card, given)
            out.append(
                Diagnostic(
                    NEVER_TRUE,
                    f"condition '{text}' can never be true where its rule's condition '{guard}' holds"
                    + (
                        _cites(AllOf((given, cond)), domain)
                        if never(cond, LOGIC, given=(given,))
                        else _reasons(AllOf((given, cond)), domain)
                    ),
                    span,
                    hint="the effect it guards never happens: change one of the two conditions",
                )
            )
            return False
        if always(cond, domain, facts, (given,)):
            guard = cond_text(card, given)
            out.append(
                Diagnostic(
                    ALWAYS_TRUE,
                    f"condition '{text}' always holds where its rule's condition '{guard}' does",
                    span,
                    Severity.WARNING,
                    hint="it adds nothing to the rule's condition: remove it",
                )
            )
    return True


def _minimal_nodes(cond: Cond, domain: Domain) -> tuple[list[Cond], list[Cond]]:
    """The smallest parts of a condition that can never be true, and those that always are.

    A part is reported, not the whole it belongs to: in ``race elf or level > 10`` the fault
    is ``level > 10``; a whole that fails only once such a part is reported is left for the
    next run. An always-true part inside or around a never-true one is left out too:
    ``not (level > 10)`` has one mistake, not two.
    """
    unsat: list[tuple[Cond, set[int]]] = []
    valid: list[tuple[Cond, set[int]]] = []

    def visit(node: Cond) -> tuple[bool, bool, set[int]]:
        """Whether the node or a part below it never holds; whether the node always holds; its parts."""
        below: set[int] = set()
        unsat_below = child_valid = False
        for child in operands(node):
            u, v, ids = visit(child)
            unsat_below |= u
            child_valid |= v
            below |= ids
        is_unsat = never(node, domain)
        is_valid = not is_unsat and always(node, domain)
        if is_unsat and not unsat_below:
            unsat.append((node, below))
        if is_valid and not child_valid:
            valid.append((node, below))
        return is_unsat or unsat_below, is_valid, below | {id(node)}

    visit(cond)
    reported = {id(node) for node, _ in unsat}
    near = set(reported).union(*(below for _, below in unsat)) if unsat else set()
    kept = [node for node, below in valid if id(node) not in near and not (below & reported)]
    return [node for node, _ in unsat], kept


def _never_on_its_own(card: Card, node: Cond, domain: Domain) -> Diagnostic:
    if never(node, LOGIC):
        why = ": its parts contradict each other" + _cites(node, domain)
        hint = "what it guards never happens: drop the part in conflict"
    else:
        why = _reasons(node, domain)
        limited = any(isinstance(a, Predicate) and a.term.key in domain.capacities for a in atoms(node))
        hint = (
            "what it guards never happens: ask for fewer of them at once, or join them with 'or'"
            if limited
            else "what it guards never happens: compare with a number that can be reached"
        )
    return Diagnostic(
        NEVER_TRUE,
        f"condition '{cond_text(card, node)}' can never be true" + why,
        cond_span(card, node) or card.span,
        hint=hint,
    )


def _always_on_its_own(card: Card, node: Cond, domain: Domain) -> Diagnostic:
    why = ": one of its parts always holds" + _cites(node, domain) if always(node, LOGIC) else _reasons(node, domain)
    return Diagnostic(
        ALWAYS_TRUE,
        f"condition '{cond_text(card, node)}' is always true" + why,
        cond_span(card, node) or card.span,
        Severity.WARNING,
        hint="it restricts nothing: remove it, or compare with a number that can go either way",
    )


def _cites(node: Cond, domain: Domain) -> str:
    """' (MUN-34, MUN-5)': the rules that define what the condition's parts mean."""
    rules: dict[str, None] = {}
    for atom in atoms(node):
        key = atom.term.key if isinstance(atom, Predicate) else atom.quantity.key
        for rule in filter(None, domain.rule_of(key).split(", ")):
            rules[rule] = None
    return f" ({', '.join(rules)})" if rules else ""


def _reasons(node: Cond, domain: Domain) -> str:
    """': a player's level is from 1 to 10 (MUN-34)' — the game's facts the condition runs into."""
    said: dict[str, str] = {}
    for atom in atoms(node):
        key = atom.term.key if isinstance(atom, Predicate) else atom.quantity.key
        if key in said:
            continue
        quantity = domain.quantities.get(key)
        capacity = domain.capacities.get(key)
        if quantity is not None and (quantity.low is not None or quantity.high is not None):
            said[key] = quantity.describe()
        elif capacity is not None:
            said[key] = capacity.describe()
    return (": " + "; ".join(said.values())) if said else ""


# ---------------------------------------------------------------- helpers shared with game checks


def effects_of(items: Iterable[Effect | Choice]) -> Iterator[Effect]:
    """Every effect of a rule, the options of its choices included."""
    for item in items:
        if isinstance(item, Choice):
            for option in item.options:
                yield from effects_of(option)
        else:
            yield item


def cond_span(card: Card, cond: Cond) -> Span | None:
    """Where a condition is written on the card, as a reader would quote it.

    The parser's spans leave out a leading ``not`` and any parentheses (``not (level > 3)``
    spans ``level > 3``); they are taken back in here from the card's text. The ``if a, if b``
    of a rule's head has no span of its own: its parts' places merge.
    """
    if isinstance(cond, NotCond):
        inner = cond_span(card, cond.operand)
        return _widen_to(card, inner, "not") if inner is not None else None
    if cond.span is not None:
        return _balanced(card, cond.span)
    spans = [s for s in (cond_span(card, c) for c in operands(cond)) if s is not None]
    if not spans:
        return None
    merged = spans[0]
    for span in spans[1:]:
        merged = merged.merge(span)
    return merged


def _line_of(card: Card, line: int) -> str | None:
    lines = card.source.split("\n") if card.source else []
    index = line - card.line
    return lines[index] if 0 <= index < len(lines) else None


def _widen_to(card: Card, span: Span, keyword: str) -> Span:
    """The span grown leftwards over '(' to the keyword before it, and rightwards over the matching ')'."""
    text = _line_of(card, span.line)
    if text is None:
        return span
    start, opened = span.column - 1, 0
    while start > 0 and text[start - 1] in " (":
        opened += text[start - 1] == "("
        start -= 1
    if text[max(0, start - len(keyword)) : start] != keyword:
        return span
    end_text = _line_of(card, span.end_line) or ""
    end = span.end_column - 1
    while opened and end < len(end_text) and end_text[end] in " )":
        opened -= end_text[end] == ")"
        end += 1
    return Span(span.file, span.line, start - len(keyword) + 1, span.end_line, end + 1)


def _balanced(card: Card, span: Span) -> Span:
    """The span grown over the parentheses its text opens or closes: '(a or b) and c', not 'a or b) and c'."""
    text = span_text(card, span)
    missing_open = text.count(")") - text.count("(")
    missing_close = -missing_open
    first, last = _line_of(card, span.line), _line_of(card, span.end_line)
    if first is None or last is None:
        return span
    start, end = span.column - 1, span.end_column - 1
    while missing_open > 0 and start > 0 and first[start - 1] in " (":
        missing_open -= first[start - 1] == "("
        start -= 1
    while missing_close > 0 and end < len(last) and last[end] in " )":
        missing_close -= last[end] == ")"
        end += 1
    while start < span.column - 1 and first[start] == " ":
        start += 1
    return Span(span.file, span.line, start + 1, span.end_line, end + 1)


def span_text(card: Card, span: Span | None) -> str:
    """The card text a span covers, from the card's own source (one line of it at most)."""
    if span is None or not card.source:
        return ""
    lines = card.source.split("\n")
    first = span.line - card.line
    if not 0 <= first < len(lines):
        return ""
    if span.end_line == span.line:
        return lines[first][span.column - 1 : span.end_column - 1]
    last = min(span.end_line - card.line, len(lines) - 1)
    parts = [lines[first][span.column - 1 :], *lines[first + 1 : last], lines[last][: span.end_column - 1]]
    return " ".join(p.strip() for p in parts if p.strip())


def cond_text(card: Card, cond: Cond) -> str:
    """A condition as written on the card ('level >= 5'); rebuilt from its keys if the text is gone."""
    if cond.span is not None:
        written = span_text(card, cond_span(card, cond))
        if written:
            return written
    return describe_cond(card, cond)


def describe_cond(card: Card, cond: Cond) -> str:
    if isinstance(cond, NotCond):
        return f"not {cond_text(card, cond.operand)}"
    if isinstance(cond, (AllOf, AnyOf)):
        word = " and " if isinstance(cond, AllOf) else " or "
        return word.join(cond_text(card, c) for c in cond.operands)
    term = cond.term if isinstance(cond, Predicate) else cond.quantity
    written = span_text(card, term.span)
    if not written:
        written = " ".join([term.key.replace("_", " "), *map(str, term.args.values())])
    if isinstance(cond, Compare):
        return f"{written} {cond.op} {cond.value}"
    return written


def header_span(card: Card) -> Span | None:
    """The card's first line up to its opening brace: `monster "Slime" {`."""
    span = card.span
    if span is None:
        return None
    first = card.source.split("\n", 1)[0] if card.source else ""
    end = _brace_column(first, span.column)
    if end is None:
        end = span.end_column if span.end_line == span.line else max(len(first) + 1, span.column + 1)
    return Span(span.file, span.line, span.column, span.line, end)


def _brace_column(line: str, start: int) -> int | None:
    quoted = False
    for index in range(start - 1, len(line)):
        char = line[index]
        if char == '"' and (index == 0 or line[index - 1] != "\\"):
            quoted = not quoted
        elif char == "{" and not quoted:
            return index + 2
    return None


def field_span(card: Card, name: str) -> Span | None:
    """Where a field is written (`hands 2`), or None if it is not written (a default value)."""
    return _field_spans(card.game, card.line, card.source, card.file).get(name)


@lru_cache(maxsize=256)
def _field_spans(game: str, line: int, source: str, file: str) -> dict[str, Span]:
    # The model keeps no place for field values; the card's block is parsed again, at its own
    # lines (the game line put just above it), and only when a check needs a field's place.
    if not source or line < 2:
        return {}
    text = "\n" * (line - 2) + f"game {game}\n" + source
    parsed = parse(text, file)
    if parsed.file is None or not parsed.file.blocks:
        return {}
    block = parsed.file.blocks[0]
    spans: dict[str, Span] = {}
    for statement in block.body:
        if not isinstance(statement, ast.Property):
            continue
        first = statement.clauses[0]
        if isinstance(first, ast.Effect) and first.phrase.atoms and isinstance(first.phrase.atoms[0], ast.Word):
            spans.setdefault(first.phrase.atoms[0].value, statement.span)
    return spans
