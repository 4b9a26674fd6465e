"""toolkit/render/hyphenation.py's kept words: the breaks read back from the JSON file are pyphen's own,
for a few hundred words of every card language, and a process that meets only kept words opens no
dictionary."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pyphen
import pytest

from toolkit.engine.parallel import FORK, ordered_map
from toolkit.render import hyphenation, typography
from toolkit.render.hyphenation import LazyHyphDict, open_dictionary, save_words

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "es", "uk", "de", "pl")


def _code(lang: str) -> str:
    return pyphen.language_fallback(typography.HYPHENATION.get(lang) or lang)


def _eager(code: str) -> pyphen.Pyphen:
    """pyphen's own reading of a dictionary, kept out of its shared cache (where the renderer's lives)."""
    made = pyphen.Pyphen.__new__(pyphen.Pyphen)
    made.left, made.right, made.hd = 2, 2, pyphen.HyphDict(Path(pyphen.LANGUAGES[code]))
    return made


def _words(lang: str, count: int = 300) -> list[str]:
    """Words of the shipped card text in ``lang`` (its .ftl files): what the renderer breaks."""
    text = " ".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "locales" / lang).rglob("*.ftl")))
    found = sorted({w for w in re.findall(r"[^\W\d_]{4,}", text)})
    step = max(1, len(found) // count)
    return found[::step][:count]


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder of this test's own, and pyphen's shared dictionaries forgotten (a new process)."""
    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(pyphen, "hdcache", {})
    monkeypatch.setattr(hyphenation, "OPENED", [])
    monkeypatch.setattr(hyphenation, "_DIRTY", [])
    return tmp_path / "cache" / "hyphenation"


def _fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    save_words()
    monkeypatch.setattr(pyphen, "hdcache", {})
    hyphenation.OPENED.clear()


@pytest.mark.parametrize("lang", LANGS)
def test_kept_breaks_are_pyphens_for_hundreds_of_words(lang: str, kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = _code(lang)
    words = _words(lang)
    assert len(words) >= 200, len(words)  # a few hundred words: the comparison means something
    eager = _eager(code)
    expected = {word: list(eager.iterate(word)) for word in words}
    assert sum(1 for breaks in expected.values() if breaks) >= 100  # most of them break somewhere

    first = open_dictionary(code)
    assert [list(first.iterate(w)) for w in words] == [expected[w] for w in words]
    assert [Path(pyphen.LANGUAGES[code])] == hyphenation.OPENED  # the first process had to open it
    _fresh_process(monkeypatch)
    files = list(kept.glob("*.json"))
    assert len(files) == 1 and files[0].name.startswith(Path(pyphen.LANGUAGES[code]).stem + "-")
    assert set(json.loads(files[0].read_text(encoding="utf-8"))["words"]) == {w.lower() for w in words}

    again = open_dictionary(code)
    assert isinstance(again.hd, LazyHyphDict)
    # The word as written, and in capitals (the key is the word lowered; "ß" in capitals is another word).
    for word in words:
        assert list(again.iterate(word)) == expected[word], word
        if word.upper().lower() == word.lower():
            assert list(again.iterate(word.upper())) == list(eager.iterate(word.upper())), word
    assert hyphenation.OPENED == [] and not again.hd.opened  # all from the kept file

    unseen = {"en": "unbelievable", "es": "electrodoméstico", "uk": "електростанція", "de": "Donaudampfschiff"}
    word = unseen.get(lang, "elektrownia")
    assert word.lower() not in {w.lower() for w in words}
    assert list(again.iterate(word)) == list(eager.iterate(word))
    assert again.hd.opened  # a new word opens the dictionary, and is kept in turn
    _fresh_process(monkeypatch)
    assert word.lower() in json.loads(files[0].read_text(encoding="utf-8"))["words"]


def test_non_standard_breaks_survive_the_file(kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    words = ("asszonnyal", "kisasszony", "összeg", "hosszú", "eggyel", "Kossuth", "ASSZONNYAL")
    eager = _eager("hu_HU")
    first = open_dictionary("hu_HU")
    assert [list(first.iterate(w)) for w in words] == [list(eager.iterate(w)) for w in words]
    _fresh_process(monkeypatch)
    again = open_dictionary("hu_HU")
    assert [list(again.iterate(w)) for w in words] == [list(eager.iterate(w)) for w in words]
    assert ("asszony", "nyal") in list(again.iterate("asszonnyal"))  # "ssz" broken as "sz-sz", read back
    assert not again.hd.opened


def test_a_file_not_as_written_is_not_believed(kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = _code("en")
    eager = _eager(code)
    first = open_dictionary(code)
    for word in ("treasure", "wandering", "combination"):
        list(first.iterate(word))
    _fresh_process(monkeypatch)
    (path,) = kept.glob("*.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["words"]["treasure"] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99]  # a position past the word
    document["words"]["wandering"] = "__import__('os')"  # not a list: never evaluated, only refused
    path.write_text(json.dumps(document), encoding="utf-8")
    again = open_dictionary(code)
    assert list(again.iterate("combination")) == list(eager.iterate("combination"))
    assert not again.hd.opened  # the good entry is still used
    assert list(again.iterate("treasure")) == list(eager.iterate("treasure"))
    assert list(again.iterate("wandering")) == list(eager.iterate("wandering"))
    assert again.hd.opened  # the bad ones were looked up again
    _fresh_process(monkeypatch)
    path.write_text("{not json", encoding="utf-8")
    broken = open_dictionary(code)
    assert list(broken.iterate("combination")) == list(eager.iterate("combination"))
    _fresh_process(monkeypatch)
    assert "combination" in json.loads(path.read_text(encoding="utf-8"))["words"]  # written again, whole


def test_nothing_is_kept_when_the_cache_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKWRIGHT_CACHE", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(pyphen, "hdcache", {})
    dictionary = open_dictionary(_code("de"))
    assert list(dictionary.iterate("Schatzkarten")) == list(_eager(_code("de")).iterate("Schatzkarten"))
    save_words()
    assert not any(tmp_path.rglob("*.json"))


def _break_in_worker(word: str) -> int:
    return len(list(open_dictionary(_code("de")).iterate(word)))


@pytest.mark.skipif(not FORK, reason="forked workers only")
def test_words_a_forked_worker_met_are_kept(kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The face workers of a cold run end by os._exit: their words are saved by multiprocessing's finalizer."""
    words = ["Schatzkarten", "Ungeheuer", "Kombination", "außergewöhnlich"]
    assert list(ordered_map(_break_in_worker, words, workers=2)) == [
        len(list(_eager(_code("de")).iterate(w))) for w in words
    ]
    (path,) = kept.glob("*.json")  # written by the workers as they ended; this process looked up nothing
    assert set(json.loads(path.read_text(encoding="utf-8"))["words"]) == {w.lower() for w in words}
    assert hyphenation.OPENED == []
