"""toolkit/render/hyphenation.py: a dictionary read lazily gives exactly pyphen's patterns and breaks."""

from __future__ import annotations

from pathlib import Path

import pyphen
import pytest

from toolkit.render import typography
from toolkit.render.hyphenation import LazyHyphDict, open_dictionary


# The card-text languages, and Hungarian, whose dictionary holds non-standard breaks ("ssz/sz=sz,1,3").
def _eager(path: Path) -> pyphen.Pyphen:
    """pyphen's own reading of a dictionary, kept out of its shared cache (where the renderer's lives)."""
    made = pyphen.Pyphen.__new__(pyphen.Pyphen)
    made.left, made.right, made.hd = 2, 2, pyphen.HyphDict(path)
    return made


CODES = ("en_US", "es", "uk_UA", "de_DE", "pl_PL", "hu_HU")


@pytest.mark.parametrize("code", CODES)
def test_every_pattern_reads_back_as_pyphen_parses_it(code: str) -> None:
    path = Path(pyphen.LANGUAGES[code])
    eager = pyphen.HyphDict(path)
    lazy = LazyHyphDict(path)
    found = {key for key in lazy.patterns if lazy.patterns.get(key) is not None}
    assert found == set(eager.patterns)
    for key, (start, values) in eager.patterns.items():
        assert lazy.patterns.get(key) == (start, values)
        assert [getattr(v, "data", None) for v in lazy.patterns.get(key)[1]] == [
            getattr(v, "data", None) for v in values
        ]
    assert lazy.maxlen >= eager.maxlen


def test_alternative_breaks_survive() -> None:
    path = Path(pyphen.LANGUAGES["hu_HU"])
    assert any("/" in line for line in path.read_text(encoding="iso-8859-2").splitlines())  # the case is there
    lazy = open_dictionary("hu_HU")
    eager = _eager(path)
    assert isinstance(lazy.hd, LazyHyphDict)
    for word in ("asszonnyal", "kisasszony", "összeg", "hosszú", "eggyel", "Kossuth"):
        assert list(lazy.iterate(word)) == list(eager.iterate(word)), word
    assert ("asszony", "nyal") in list(lazy.iterate("asszonnyal"))  # "ssz" broken as "sz-sz": an alternative


@pytest.mark.parametrize("lang", ["en", "es", "uk", "de", "pl"])
def test_the_renderer_breaks_words_as_pyphen_does(lang: str) -> None:
    words = {
        "en": ["Wandering", "extraordinary", "treasures", "combination"],
        "es": ["tesoros", "extraordinario", "combinación", "monstruo"],
        "uk": ["скарбів", "надзвичайний", "комбінація", "чудовисько"],
        "de": ["Schatzkarten", "außergewöhnlich", "Kombination", "Ungeheuer"],
        "pl": ["skarbów", "nadzwyczajny", "kombinacja", "potwora"],
    }[lang]
    dictionary = typography.hyphenator(lang)
    assert dictionary is not None and isinstance(dictionary.hd, LazyHyphDict)
    code = typography.HYPHENATION.get(lang) or lang
    eager = _eager(Path(pyphen.LANGUAGES[pyphen.language_fallback(code)]))
    for word in words:
        assert list(dictionary.iterate(word)) == list(eager.iterate(word)), word
        assert list(eager.iterate(word)), word  # a word the dictionary breaks: the check means something
