"""Why a card moved, as values of an enum rather than prose to be matched.

A game declares its reasons by subclassing :class:`Reason`; each member is its text (what the
log and ``explain`` show) and, where the game's record counts it, a classification: a card
*drawn* (dealt, kicked open, looted) or *played* (put into play, cast as a curse, paid). The
core counts the cards drawn and played from those classifications, never from the words::

    class Why(Reason):
        DEALT = "dealt", DRAWN
        PLAYED_BY = "played by {}", PLAYED
        ENHANCES = "{} enhances {}", PLAYED
        DISCARDED = "discarded"

:meth:`Table.move` takes a member and an optional detail that fills its slots (``Why.PLAYED_BY``
with "alice" → the event's ``why`` is "played by alice"); the events keep plain text, so the log's digest is the same as
when reasons were written out, and the members moved are kept beside the moves
(``Table.move_reasons``) for rules and records to compare by identity.
"""

from __future__ import annotations

from enum import Enum

DRAWN = "drawn"
PLAYED = "played"
COUNTS = (DRAWN, PLAYED)


class Reason(Enum):
    """The base of every game's reasons. A member's value is ``text`` or ``(text, classification)``."""

    def __new__(cls, text: str, counts: str = "") -> Reason:
        member = object.__new__(cls)
        member._value_ = text
        if counts and counts not in COUNTS:
            raise ValueError(f"a reason counts as one of {COUNTS}, not {counts!r}")
        member.counts = counts  # type: ignore[attr-defined]
        member.template = "{" in text  # type: ignore[attr-defined]
        member.plain = text  # type: ignore[attr-defined]  # the text as a plain attribute (Enum's .value is a property)
        return member

    counts: str
    template: bool  # the text has {} slots the detail fills ("{} enhances {}"), else the detail follows it
    plain: str

    @property
    def text(self) -> str:
        return str(self.value)

    def with_detail(self, detail: str | tuple[str, ...] = "") -> str:
        """The text the event keeps: "played by {}" with "alice" → "played by alice"; "discarded" + "by
        alice" → "discarded by alice"; a tuple fills several slots."""
        text = self.plain
        if self.template:
            return text.format(*detail) if isinstance(detail, tuple) else text.format(detail)
        return f"{text} {detail}" if detail else text

    def __str__(self) -> str:
        return str(self.value)

    # A member is hashed at every move (the event texts by (reason, detail), the record's counts by
    # reason): by identity, in C, rather than by Enum's __hash__, a Python call hashing the name.
    # Members are singletons compared by identity, so the two agree on what is equal.
    __hash__ = object.__hash__


# The event texts already made, by (reason, detail): a game moves cards some 400 times for a few
# dozen distinct texts, so each is formatted once (Table.move reads this dict, in C, not a method).
TEXTS: dict[tuple[Reason, object], str] = {}
_TEXTS_LIMIT = 20_000


def text_of(reason: Reason, detail: str | tuple[str, ...]) -> str:
    """``reason.with_detail(detail)``, kept in TEXTS (emptied when it grows large)."""
    if len(TEXTS) >= _TEXTS_LIMIT:
        TEXTS.clear()
    text = TEXTS[(reason, detail)] = reason.with_detail(detail)
    return text
