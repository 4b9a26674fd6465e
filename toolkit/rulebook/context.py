"""What a rulebook template sees: the ruleset's numbers, its variants, and the cards of the set.

Templates state their own rule for choosing a worked example (``cards.pick("monster", plain=True,
min_level=6)``); the numbers they print are the card model's and the ruleset's, never typed.
Everything here is read-only data with a few query methods, safe in Jinja2's sandbox.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolkit.lang.model import Ability, Card, Predicate
from toolkit.lang.ruleset import Ruleset
from toolkit.rulebook.cardtext import card_text
from toolkit.text import TextError, card_name
from toolkit.text.declared import Identities

_NUMERIC = ("level", "treasures", "levels", "bonus", "gold", "hands")


@dataclass(frozen=True)
class CardView:
    """A card as an example shows it: the typed fields, and its generated text (or None)."""

    name: str
    kind: str
    card_id: str
    fields: Mapping[str, Any]
    statics: tuple[str, ...]  # the keys of its lasting effects (escape_bonus, ...)
    static_args: Mapping[str, Mapping[str, Any]]
    windows: tuple[str, ...]  # the windows of its abilities ("" for one that is always on)
    text: str | None

    def __getattr__(self, name: str) -> Any:  # card.level, card.bonus, ... (None when absent)
        if name in _NUMERIC or name in ("slot", "big", "tags"):
            return self.fields.get(name)
        raise AttributeError(name)

    @property
    def plain(self) -> bool:
        """No abilities and no lasting effects: its numbers are the whole story."""
        return not self.statics and not self.windows

    def plain_but(self, windows: Iterable[str]) -> bool:
        """Plain but for abilities in the given windows (a monster's ``bad_stuff``)."""
        allowed = set(windows)
        return not self.statics and all(w in allowed for w in self.windows)

    def static(self, key: str) -> Mapping[str, Any] | None:
        """The arguments of one of its lasting effects (``escape_bonus`` → {"n": 1}), or None."""
        return self.static_args.get(key)


def _window(ability: Ability) -> str:
    """An ability's window key; "" for one always on; "if:KEY" for one always on under a single
    predicate (``if class monk: strength -2`` is "if:has_class"), which an example whose hero
    has no class may leave aside; "if" under any other condition."""
    if ability.window is not None:
        return ability.window.key
    if ability.condition is None:
        return ""
    if isinstance(ability.condition, Predicate):
        return f"if:{ability.condition.term.key}"
    return "if"


def _name(card: Card, lang: str) -> str:
    """The card's name in the rulebook's language, as its termbase gives it; as written if it has none."""
    try:
        return card_name(card, lang)
    except (TextError, OSError):  # no card-text files for the game or language: the name as written
        return card.name


def view(card: Card, lang: str, identities: Identities | None = None) -> CardView:
    statics = tuple(e.action.key for e in card.statics)
    return CardView(
        name=_name(card, lang),
        kind=card.kind,
        card_id=card.card_id or "",
        fields={k: v for k, v in card.fields.items() if k not in ("text", "flavour")},  # prose is never shown
        statics=statics,
        static_args={e.action.key: dict(e.action.args) for e in card.statics},
        windows=tuple(_window(a) for a in card.abilities),
        text=card_text(card, lang, identities),
    )


@dataclass
class Cards:
    """The cards of one game's set, in card-id order, for the template's choosing rules."""

    views: list[CardView] = field(default_factory=list)

    def of(self, kind: str) -> list[CardView]:
        return [c for c in self.views if c.kind == kind]

    def pick_all(
        self, kind: str, plain: bool | Iterable[str] = False, static: str | None = None, **bounds: Any
    ) -> list[CardView]:
        """Every card of ``kind`` that fits: ``plain`` (True, or the windows its abilities may have:
        ``plain=["bad_stuff"]``); a lasting effect ``static``; and bounds on numeric fields
        (``min_level=6``, ``max_level=10``) or equal values (``slot="headgear"``)."""
        found = []
        for card in self.of(kind):
            if plain is True and not card.plain:
                continue
            if plain and plain is not True and not card.plain_but(plain):  # type: ignore[arg-type]
                continue
            if static is not None and card.static(static) is None:
                continue
            if all(_fits(card, name, value) for name, value in bounds.items()):
                found.append(card)
        return found

    def pick(
        self, kind: str, plain: bool | Iterable[str] = False, static: str | None = None, **bounds: Any
    ) -> CardView | None:
        """The first card (by id) that fits, or None: the template says what then."""
        found = self.pick_all(kind, plain=plain, static=static, **bounds)
        return found[0] if found else None

    def count(self, kind: str) -> int:
        return len(self.of(kind))


def _fits(card: CardView, name: str, value: Any) -> bool:
    if name.startswith("min_"):
        have = card.fields.get(name[4:])
        return isinstance(have, int) and not isinstance(have, bool) and have >= value
    if name.startswith("max_"):
        have = card.fields.get(name[4:])
        return isinstance(have, int) and not isinstance(have, bool) and have <= value
    return card.fields.get(name) == value


def cards_of(cards: Iterable[Card], game: str, lang: str) -> Cards:
    """The game's cards, each card's text saying the identities the set declares by their cards' names
    (`if class troubadour` on a card of a set with `class "Minstrel" { is troubadour }`: "Minstrel")."""
    chosen = sorted((c for c in cards if c.game == game), key=lambda c: (c.card_id or "~", c.name))
    words = Identities.of(chosen)
    return Cards([view(c, lang, words) for c in chosen])


def constants_of(ruleset: Ruleset) -> dict[str, Any]:
    """The numbers the rules define, and each variant's, as the template reads them
    (``rules.hand_limit``; ``variants["fast-play"].starting_doors``)."""
    return dict(ruleset.constants)


def variants_of(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    return {v.name: {**ruleset.constants, **v.constants} for v in ruleset.variants}
