"""Polish: its own conjunctions ("lub" for a choice between options), and a regular declension for
a designer's identity that no termbase entry declines yet.

A class or race a designer's card declares (`class "Bard" { is bard ... }`) is said by that card's
name, and Polish messages ask it in a case ("jesteś { FORM($class, case: "ins") }": "jesteś
Bardem"). Until a translator writes the term (`-class-bard` with its `$case` variants, in the
project's locales/pl/cardtext/terms-GAME.ftl, which is then used instead), the name is declined by
its ending, as a regular noun naming a person: masculine consonant-final (Bard: Barda, Bardowi,
Bardem, Bardzie), feminine -a (Wiedźma: Wiedźmy, Wiedźmie, Wiedźmę, Wiedźmą), neuter -o; leading
adjectives agree with it ("Mrocznym Bardem"); words after the head noun that read as its genitive
("Bard Północy") stay as written, and a name whose later words do not ("Troubadour Bard", English
word order) is said as written. A name ending otherwise (-e, -i, -u, -y, a digit) is taken as
indeclinable, as Polish does with most such foreign names. Only the singular cases the shipped
terms have (nom, gen, dat, acc, ins, loc) are declined; any other case the name as written.
"""

from __future__ import annotations

from toolkit.text.generator import Generator

_CASES = ("nom", "gen", "dat", "acc", "ins", "loc")
_GENITIVE = ("a", "y", "i", "u", "ej", "ów")  # how the words after a head noun end when they are its genitive
_VOWELS = frozenset("aąeęioóuy")
# Consonants after which the locative of a masculine or neuter noun takes -u (velars and the
# historically soft ones: Strażnik → Strażniku, Złodziej → Złodzieju, Rycerz → Rycerzu).
_LOC_U = ("k", "g", "ch", "j", "l", "cz", "sz", "rz", "ż", "dż", "c", "dz", "ń", "ś", "ć", "ź")
# The locative (and, for -a nouns, dative) -e softens the stem's last consonant; longest first.
_SOFTENED = (
    ("st", "ście"),
    ("zd", "ździe"),
    ("sł", "śle"),
    ("sn", "śnie"),
    ("zn", "źnie"),
    ("ch", "sze"),
    ("r", "rze"),
    ("t", "cie"),
    ("d", "dzie"),
    ("ł", "le"),
    ("n", "nie"),
    ("m", "mie"),
    ("b", "bie"),
    ("p", "pie"),
    ("w", "wie"),
    ("f", "fie"),
    ("s", "sie"),
    ("z", "zie"),
)
# A feminine -a noun's stem after which the dative and locative are -y/-i, not a softened -e.
_FEM_HARD_SOFT = ("cz", "sz", "rz", "ż", "c", "dz", "j", "l", "i")
_FEM_VELAR = {"k": "ce", "g": "dze"}  # Łuczniczka → Łuczniczce; Noga → Nodze
# Soft consonants written with an accent at a word's end and with -i- before a vowel (Koń → Konia).
_SOFT_FINAL = {"ń": "ni", "ś": "si", "ć": "ci", "ź": "zi"}


class Polish(Generator):
    lang = "pl"
    AND = " i "
    OR = " lub "

    def name_form(self, name: str, case: str) -> str:
        """The case form of a name no termbase entry declines (the module's docstring)."""
        return decline(name, case)


def decline(name: str, case: str) -> str:
    """``name`` in ``case`` by the regular Polish declension of its ending (see the module's docstring)."""
    if case not in _CASES or case == "nom":
        return name
    words = name.split(" ")
    for at, word in enumerate(words):
        if len(words) > at + 1 and _adjective(word, words[at + 1]):
            words[at] = _adjective_form(word, case)
            continue
        if not all(w.lower().endswith(_GENITIVE) for w in words[at + 1 :]):
            return name  # not a head noun and its genitive ("Troubadour Bard"): as written, till a term says
        words[at] = _noun_form(word, case)
        break  # the head noun: what follows it (a genitive: "Bard Północy") stays as written
    return " ".join(words)


# Polish adjective endings (masculine; the feminine ends in -a where these end in -y/-i): an English
# "Sneaky" is no adjective here (Polish writes -ki), so "Sneaky Thief" is said as written.
_ADJECTIVE_STEMS = ("n", "w", "ł", "t", "r", "d", "b", "p", "m", "s", "z", "k", "g", "cz", "sz", "rz", "ż", "c", "l")


def _adjective(word: str, following: str) -> bool:
    """A word before the head noun that declines as an adjective: masculine -y/-i (Mroczny, Wielki),
    feminine -a before a feminine -a noun (Mroczna Wiedźma)."""
    low = word.lower()
    if len(low) < 4 or not word.isalpha():
        return False
    stem, last = low[:-1], low[-1]
    if last == "y":
        return stem.endswith(_ADJECTIVE_STEMS) and not stem.endswith(("k", "g"))  # -ky, -gy: not Polish
    if last == "i":
        return stem.endswith(("k", "g", "n"))  # Wielki, Długi, Tani-like: the soft and velar stems
    return last == "a" and stem.endswith(_ADJECTIVE_STEMS) and following.lower().endswith("a")


def _adjective_form(word: str, case: str) -> str:
    stem, last = word[:-1], word[-1].lower()
    if last == "a":  # feminine: Mroczna → Mrocznej, Mroczną
        return stem + {"gen": "ej", "dat": "ej", "acc": "ą", "ins": "ą", "loc": "ej"}[case]
    if last == "i":  # Wielki → Wielkiego, Wielkim
        return stem + {"gen": "iego", "dat": "iemu", "acc": "iego", "ins": "im", "loc": "im"}[case]
    return stem + {"gen": "ego", "dat": "emu", "acc": "ego", "ins": "ym", "loc": "ym"}[case]  # Mroczny


def _noun_form(word: str, case: str) -> str:
    low = word.lower()
    if not word or not word[-1].isalpha():
        return word
    if low.endswith("a"):
        return _feminine(word, case)
    if low.endswith("o"):
        return _neuter(word, case)
    if low[-1] in _VOWELS:
        return word  # -e, -i, -u, -y, -ó...: indeclinable, as most such names are
    return _masculine(word, case)


def _masculine(word: str, case: str) -> str:
    """A masculine noun naming a person (animate: its accusative is its genitive)."""
    low = word.lower()
    stem = word
    if low.endswith("ec") and len(low) > 3:  # the fleeting e: Kupiec → Kupca, Wędrowiec → Wędrowca
        stem = word[:-2] + word[-1]
        if stem[-2:-1].lower() == "i":
            stem = stem[:-2] + stem[-1]
    elif low.endswith("ek") and len(low) > 3 and low[-3] not in _VOWELS:  # Karzełek → Karzełka; Człowiek stays
        stem = word[:-2] + word[-1]
    if stem[-1].lower() in _SOFT_FINAL:  # Koń → Konia
        stem = stem[:-1] + _SOFT_FINAL[stem[-1].lower()]
    if case in ("gen", "acc"):
        return stem + "a"
    if case == "dat":
        return stem + "owi"
    if case == "ins":
        return stem + ("iem" if stem[-1].lower() in "kg" else "em")  # Strażnikiem, Bardem
    # loc
    if stem.lower().endswith(_LOC_U) or stem.lower().endswith(tuple(_SOFT_FINAL.values())):
        return stem + "u"
    return _softened(stem) or stem + "u"


def _feminine(word: str, case: str) -> str:
    """A noun in -a (most are feminine; a masculine one, Łowca, declines the same in the singular)."""
    stem = word[:-1]
    low = stem.lower()
    if case == "acc":
        return stem + "ę"
    if case == "ins":
        return stem + "ą"
    if case == "gen":
        return stem + ("i" if low.endswith(("k", "g", "l", "j", "i")) else "y")  # Czarodziejki, Wiedźmy
    # dat and loc
    if low.endswith(_FEM_HARD_SOFT):  # no softening: Tancerzy... Szlachcicy, Hodowli, Nadziei
        return stem + ("i" if low.endswith(("l", "j", "i")) else "y")
    if low[-1:] in _FEM_VELAR:
        return stem[:-1] + _FEM_VELAR[low[-1]]
    return _softened(stem) or stem + "e"


def _neuter(word: str, case: str) -> str:
    """A neuter noun in -o (Widmo: Widma, Widmu, Widmo, Widmem, Widmie)."""
    stem = word[:-1]
    if case == "gen":
        return stem + "a"
    if case == "dat":
        return stem + "u"
    if case == "acc":
        return word
    if case == "ins":
        return stem + ("iem" if stem[-1:].lower() in ("k", "g") else "em")
    if stem.lower().endswith(_LOC_U):
        return stem + "u"
    return _softened(stem) or stem + "u"


def _softened(stem: str) -> str | None:
    """The stem with the locative's -e and its softening (Bard → Bardzie, Elf → Elfie), or None."""
    low = stem.lower()
    for ending, softened in _SOFTENED:
        if low.endswith(ending):
            return stem[: len(stem) - len(ending)] + softened
    return None
