"""The termbase: a language's game terms and card names (terms-<game>.ftl, a family's first), their
case and gender forms, and the glossary check: a source text that uses a term's English form must use
one of the term's forms in the translation (in the card-text messages and in the rulebooks' .po files)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from fluent.syntax import ast as ftl

from toolkit.i18n import fluent
from toolkit.i18n.fluent import FtlFile

MIN_STEM = 4  # a shared beginning of the forms this long stands for the word (рівень, рівня, рівнем: "рівн")


@dataclass(frozen=True)
class TermEntry:
    ident: str  # with its leading "-"
    entry: ftl.Term
    file: FtlFile

    @property
    def line(self) -> int:
        return self.file.where(self.entry)

    @cached_property
    def forms(self) -> tuple[str, ...]:
        """Every text the term's value can come out as (one per case, number...), placeables left out."""
        found = []
        for text in fluent.leaves(self.entry.value):
            text = " ".join(text.split())
            if text and "{…}" not in text and text not in found:
                found.append(text)
        return tuple(found)

    @cached_property
    def stem(self) -> str:
        """The beginning all its forms share, if it is long enough to stand for the word."""
        if len(self.forms) < 2:
            return ""
        lowered = [f.casefold() for f in self.forms]
        first, last = min(lowered), max(lowered)
        size = 0
        while size < min(len(first), len(last)) and first[size] == last[size]:
            size += 1
        return first[:size] if size >= MIN_STEM else ""

    def attribute(self, name: str) -> ftl.Attribute | None:
        return next((a for a in self.entry.attributes if a.id.name == name), None)

    def selects_on(self, variable: str) -> list[ftl.SelectExpression]:
        if self.entry.value is None:
            return []
        return [
            s
            for s in fluent.walk(self.entry.value)
            if isinstance(s, ftl.SelectExpression)
            and isinstance(s.selector, ftl.VariableReference)
            and s.selector.id.name == variable
        ]


class Termbase:
    """The terms a language's card text of one game can use: every term of its files (family's first,
    each locale layer over the one below: a later file's term replaces an earlier one's), and which of
    them are the termbase's own."""

    def __init__(self, files: fluent.Files, chain: list[str], lang: str) -> None:
        self.lang = lang
        self.terms: dict[str, TermEntry] = {}
        self.glossary: dict[str, TermEntry] = {}
        self._finder: tuple[re.Pattern[str] | None, set[str], dict[str, list[str]]] | None = None
        kinds = [(kind, files.layered(lang, game, kind)) for game in chain for kind in ("messages", "terms", "cards")]
        for depth in range(len(files.beneath) + 1):  # a layer's files over the whole layer below
            for kind, layered in kinds:
                file = layered[depth]
                for ident, entry in file.entries().items():
                    if isinstance(entry, ftl.Term):
                        found = TermEntry(ident, entry, file)
                        self.terms[ident] = found
                        if kind == "terms":
                            self.glossary[ident] = found

    def get(self, ident: str) -> TermEntry | None:
        return self.terms.get(ident)

    def finder(self) -> tuple[re.Pattern[str] | None, set[str], dict[str, list[str]]]:
        """One pattern for every form of the glossary, longest first and in any case of letters (so a
        longer term over the same words wins: "Big item" is the Big Item, not the tag Big); the
        capitalised forms, as written, that name a term; and the terms of each form."""
        if self._finder is None:
            owners: dict[str, list[str]] = {}
            for ident, term in self.glossary.items():
                for form in term.forms:
                    owners.setdefault(form.casefold(), []).append(ident)
            exact = {f for t in self.glossary.values() for f in t.forms if glossary_form(f)}
            forms = sorted({f for t in self.glossary.values() for f in t.forms}, key=len, reverse=True)
            alternatives = "|".join(re.escape(f) for f in forms)
            pattern = re.compile(r"(?<!\w)(?:" + alternatives + r")(?!\w)", re.IGNORECASE) if forms else None
            self._finder = (pattern, exact, owners)
        return self._finder

    def uses(self, term: TermEntry, translation: list[str]) -> bool:
        """Whether a translation's texts hold one of the term's forms (or their shared stem), in any case
        of letters: German compounds hold it inside a word (Kopfbedeckung in Lieblingskopfbedeckung)."""
        joined = " ".join(translation).casefold()
        if term.stem and term.stem in joined:
            return True
        # A form less its last two letters (at least four kept) stands for the word inflected otherwise
        # than the termbase lists it: "Potwór" in "wzmacniacz potwora".
        return any(form.casefold()[: max(MIN_STEM, len(form) - 2)] in joined for form in term.forms)


def glossary_form(form: str) -> bool:
    """An English form the glossary holds a translation to: a game term is capitalised (Level, Treasure,
    Bad Stuff, a card's name); a lower-case word of a value set ("highest", "big") is ordinary English
    that a sentence may use in another sense ("big items"), so it is not a glossary entry."""
    return form[:1].isupper()


@dataclass(frozen=True)
class Miss:
    """A glossary term the source uses that the translation does not."""

    ident: str
    english: str
    expected: tuple[str, ...]
    where: str  # the termbase file and line of the term

    def describe(self) -> str:
        shown = ", ".join(self.expected[:6]) + (", ..." if len(self.expected) > 6 else "")
        return (
            f"the source says '{self.english}' but the translation has none of the termbase's forms "
            f"of {self.ident} ({shown}; {self.where})"
        )


def glossary_misses(
    source: list[str], translation: list[str], referenced: set[str], english: Termbase, target: Termbase
) -> list[Miss]:
    """The termbase terms whose English form is in ``source`` and whose translation is neither
    referenced (``{ -treasure }``) nor written in ``translation``."""
    source_text = " ".join(source)
    # A term the translation refers to prints its forms: they are part of what the reader sees
    # ("у { -contract-phase(case: "loc") }" says "контракт").
    translation = [*translation, *(f for i in referenced if (t := target.get(i)) is not None for f in t.forms)]
    # Where the source names a term: a capitalised form, as written. A longer term over the same words
    # takes its place, in any case of letters ("Big item" is the Big Item, not the tag Big), and words
    # several terms share ("Contract": the card kind and a room type) are one use: the translation must
    # hold the forms of one of those terms.
    pattern, exact, owners = english.finder()
    by_word: dict[str, list[str]] = {}
    for match in pattern.finditer(source_text) if pattern is not None else ():
        if match.group() in exact:
            by_word.setdefault(match.group().casefold(), owners[match.group().casefold()])
    misses: dict[str, Miss] = {}
    for word, idents in by_word.items():
        if any(i in referenced for i in idents):
            continue
        theirs = [t for t in (target.glossary.get(i) for i in idents) if t is not None and t.forms]
        if not theirs or any(target.uses(t, translation) for t in theirs):
            continue  # a term the language's termbase lacks is reported as missing there
        first = theirs[0]
        used = next(f for f in english.glossary[first.ident].forms if f.casefold() == word)
        misses.setdefault(first.ident, Miss(first.ident, used, first.forms, f"{first.file.path.name}:{first.line}"))
    return list(misses.values())
