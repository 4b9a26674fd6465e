"""German: its own conjunctions; nouns are capitalised in the messages themselves; and the place
of "until" beside a separable verb.

A German main clause ends in its verb's right bracket: the separable particle of "wirf ... ab",
"füge ... zu", "läufst ... weg". A duration said as a phrase ("bis zum Ende des Kampfes") belongs
in the middle field, before that particle ("wirf 1 Karte bis zum Ende des Kampfes ab"), not after
it ("wirf 1 Karte ab bis zum Ende des Kampfes"); a duration said as a clause ("bis du stirbst",
its message's ``.clause = yes`` or a leading comma) follows the whole clause, after a comma
("wirf 1 Karte ab, bis du stirbst").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from toolkit.lang.model import Term
from toolkit.text.generator import Generator

# The separable verb particles (trennbare Verbzusätze) a card's imperative or statement ends in.
PARTICLES = frozenset(
    [
        "ab",
        "an",
        "auf",
        "aus",
        "bei",
        "dabei",
        "dagegen",
        "daran",
        "darauf",
        "davon",
        "dazu",
        "durch",
        "ein",
        "empor",
        "entgegen",
        "fest",
        "fort",
        "her",
        "herab",
        "heran",
        "herauf",
        "heraus",
        "herbei",
        "herein",
        "herum",
        "herunter",
        "hervor",
        "hin",
        "hinab",
        "hinauf",
        "hinaus",
        "hinein",
        "hinzu",
        "los",
        "mit",
        "nach",
        "nieder",
        "vor",
        "voran",
        "voraus",
        "vorbei",
        "weg",
        "weiter",
        "wieder",
        "zu",
        "zurecht",
        "zurück",
        "zusammen",
    ]
)


class German(Generator):
    lang = "de"
    AND = " und "
    OR = " oder "
    # A designer's identity with no termbase entry is taken as masculine, as the shipped ones are
    # (ein Zauberer, ein Krieger): the articles of terms-munchkin.ftl's cases.
    ARTICLES: ClassVar[Mapping[str, str]] = {
        "indef": "ein ",
        "indef-acc": "einen ",
        "indef-dat": "einem ",
        "indef-gen": "eines ",
        "neg": "kein ",
        "neg-acc": "keinen ",
        "poss-acc": "deinen ",
        "def-acc": "den ",
    }

    def lasting(self, effect: str, duration: Term) -> str:
        head, _, last = effect.rpartition(" ")
        noun = self.phrase("durations", duration)
        if not head or last not in PARTICLES or self.is_clause(duration) or str(noun).lstrip().startswith(","):
            return super().lasting(effect, duration)
        # The phrase goes before the particle: "läufst bei einem Wurf von 5 bis zum Ende des Kampfes weg".
        return f"{super().lasting(head, duration)} {last}"
