"""Players' rulebooks: Jinja2 templates + gettext catalogs + the ruleset's constants + real cards
→ HTML with print CSS, and PDF through WeasyPrint.

Every number a rule defines comes from ``Ruleset.constants`` (toolkit/rulebook/context.py); worked
examples are cards of the shipped sets chosen by a rule the template states; a card's text comes
from one hook, ``card_text(card, lang)`` (toolkit/rulebook/cardtext.py), never from its
hand-typed ``text`` field. Templates run in Jinja2's immutable sandbox with autoescaping, from the
project's template folders only; translations are escaped as text (toolkit/rulebook/render.py).
"""

from toolkit.rulebook.build import FORMATS, RulebookError, RulebookResult, build_rulebook, build_rulebooks
from toolkit.rulebook.cardtext import CardTextGenerator, card_text, use_card_text

__all__ = [
    "FORMATS",
    "CardTextGenerator",
    "RulebookError",
    "RulebookResult",
    "build_rulebook",
    "build_rulebooks",
    "card_text",
    "use_card_text",
]
