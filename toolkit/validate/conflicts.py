"""Rule conflicts (V01xx): cards that parse and check cleanly but are wrong by the rules.

The checks here know no game. They ask the game's rules (``Rules``, toolkit/engine/contract.py)
for two things:

- ``condition_domain(ruleset) -> Domain``: the game's conditions as data (bounds of
  quantities, values that exclude each other, what each timing window implies), for the
  conditions that can never be true (V0101) or always are (V0102);
- ``rule_conflicts(ruleset, cards) -> list[Diagnostic]``: the game's own checks
  (V0103 and up, documented in docs/diagnostics.md).

A game without an engine yet gets the checks of logic alone.

Every diagnostic points into the block of the card it is about, at the phrase that is
wrong (a condition, an effect, a target, a field), and says which rule it breaks and how
to put it right. Nothing here plays a game: the checks read the card model only.

The helpers that find where a field or a card's header is, and the text of a span, are shared
with the games' checks; they live in toolkit/lang/spans.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolkit.engine.contract import Rules, rules_of
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.logic import NO_FACTS, Domain, Facts, always, atoms, never, operands
from toolkit.lang.model import AllOf, Card, Cond, Predicate
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.spans import (
    cond_span,
    cond_text,
    describe_cond,
    effects_of,
    field_span,
    header_span,
    span_text,
)

__all__ = [
    "ALWAYS_TRUE",
    "NEVER_TRUE",
    "cond_span",
    "cond_text",
    "condition_conflicts",
    "describe_cond",
    "effects_of",
    "field_span",
    "header_span",
    "rule_conflicts",
    "span_text",
]

LOGIC = Domain()  # no game facts: what logic alone decides
NEVER_TRUE = "V0101"
ALWAYS_TRUE = "V0102"


def rule_conflicts(ruleset: Ruleset, cards: Sequence[Card]) -> list[Diagnostic]:
    """Every rule conflict in the cards of one game, in the order of their places."""
    rules = _rules(ruleset)
    domain = rules.condition_domain(ruleset) if rules is not None else Domain()
    found: list[Diagnostic] = []
    for card in cards:
        found.extend(condition_conflicts(card, domain))
    if rules is not None:
        found.extend(rules.rule_conflicts(ruleset, cards))
    return sorted(found, key=_place)


def _rules(ruleset: Ruleset) -> Rules | None:
    if not ruleset.has_engine:
        return None  # a game with no engine yet: the logic checks still run
    return rules_of(ruleset)


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
