"""Which phrases of a card the engine really executed: the measurement behind "nothing accepted is
ignored" (tests/test_phrase_coverage.py).

A game's engine calls :func:`executed` (or :func:`executed_choice`) at the one place where it carries
out an effect, a static rule or a choice, guarded by ``if coverage.RECORDER is not None`` so that it
costs one global read when nobody records. The recorder then notes, for the card's kind and the
ability's timing window (``STATIC`` for a rule without one), the vocabulary keys of every phrase
that took part: the action, its target, its ``for each``, its ``until``, its ``if`` (conditions and
the quantities they compare), and the window, costs and condition of the ability it belongs to.
A declared list can lie; this is what ran.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from toolkit.lang.model import Ability, AllOf, AnyOf, Card, Choice, Compare, Cond, Effect, NotCond, Predicate

STATIC = "static"  # the use of a rule with no timing window: a lasting property of its card

Seen = tuple[str, str, str, str, str]  # (game, category, key, kind, window or STATIC)

_Where = tuple[str, "Ability | None"]  # the window (or STATIC) of a phrase, and the ability holding it


@dataclass
class PhraseRecorder:
    """The (game, category, key, kind, window) combinations the engine executed."""

    seen: set[Seen] = field(default_factory=set)
    _index: dict[int, tuple[Card, dict[int, _Where]]] = field(default_factory=dict, repr=False)

    def effect(self, game: str, card: Card, effect: Effect, modifiers: bool = True) -> None:
        """An effect carried out (or a lasting one read where a rule needs it); ``modifiers``: its
        target, ``for each`` and ``until`` took part too (a reader of lasting rules that ignores
        them says False, and records what it does read with :meth:`term`)."""
        where, ability = self._where(card, effect)
        kind = card.kind
        self._add(game, "effects", effect.action.key, kind, where)
        if modifiers:
            for category, term in (
                ("targets", effect.target),
                ("counters", effect.repeat),
                ("durations", effect.duration),
            ):
                if term is not None:
                    self._add(game, category, term.key, kind, where)
        if effect.condition is not None:
            self._condition(game, effect.condition, kind, where)
        if ability is not None:
            self._ability(game, ability, kind, where)

    def term(self, game: str, card: Card, part: Effect, category: str, key: str) -> None:
        """One modifier of an effect that a rule read (a counter counted, a target taken)."""
        self._add(game, category, key, card.kind, self._where(card, part)[0])

    def choice(self, game: str, card: Card, choice: Choice) -> None:
        where, ability = self._where(card, choice)
        if choice.chooser is not None:
            self._add(game, "choosers", choice.chooser.key, card.kind, where)
        if ability is not None:
            self._ability(game, ability, card.kind, where)

    def condition(self, game: str, card: Card, cond: Cond, part: Effect | Ability) -> None:
        """A condition read (whatever it found): an effect's `if`, or a rule's (``part``: its ability)."""
        if isinstance(part, Ability):
            where = part.window.key if part.window is not None else STATIC
        else:
            where = self._where(card, part)[0]
        self._condition(game, cond, card.kind, where)

    def covered(self, game: str) -> set[tuple[str, str, str, str]]:
        return {(c, k, kind, w) for g, c, k, kind, w in self.seen if g == game}

    # ------------------------------------------------------------ inside

    def _add(self, game: str, category: str, key: str, kind: str, where: str) -> None:
        self.seen.add((game, category, key, kind, where))

    def _ability(self, game: str, ability: Ability, kind: str, where: str) -> None:
        if ability.window is not None:
            self._add(game, "windows", ability.window.key, kind, where)
        for cost in ability.costs:
            self._add(game, "costs", cost.action.key, kind, where)
        if ability.condition is not None:
            self._condition(game, ability.condition, kind, where)

    def _condition(self, game: str, cond: Cond, kind: str, where: str) -> None:
        if isinstance(cond, (AllOf, AnyOf)):
            for operand in cond.operands:
                self._condition(game, operand, kind, where)
        elif isinstance(cond, NotCond):
            self._condition(game, cond.operand, kind, where)
        elif isinstance(cond, Compare):
            self._add(game, "quantities", cond.quantity.key, kind, where)
        elif isinstance(cond, Predicate):
            self._add(game, "conditions", cond.term.key, kind, where)

    def _where(self, card: Card, part: Effect | Choice) -> _Where:
        """The window and ability of a part of the card, found by identity (statics: STATIC, None)."""
        entry = self._index.get(id(card))
        if entry is None or entry[0] is not card:
            found: dict[int, _Where] = {}
            for effect in card.statics:
                found[id(effect)] = (STATIC, None)
            for ability in card.abilities:
                where = ability.window.key if ability.window is not None else STATIC
                for node in _parts(ability.effects):
                    found[id(node)] = (where, ability)
            entry = self._index[id(card)] = (card, found)
        return entry[1].get(id(part), (STATIC, None))


def _parts(effects: tuple[Effect | Choice, ...]) -> Iterator[Effect | Choice]:
    for node in effects:
        yield node
        if isinstance(node, Choice):
            for option in node.options:
                yield from _parts(option)


RECORDER: PhraseRecorder | None = None


@contextmanager
def recording() -> Iterator[PhraseRecorder]:
    """Record what the engine executes while the block runs."""
    global RECORDER
    previous, RECORDER = RECORDER, PhraseRecorder()
    try:
        yield RECORDER
    finally:
        RECORDER = previous
