"""Hyphenation dictionaries read lazily, and the breaks of the words already seen kept between processes.

pyphen parses every pattern of a dictionary when it is opened: 0.76 s of CPU for German's 1 MB
(docs/performance.md, "Validation"), paid by any process that lays out one card with a German word to
break, such as `deckwright validate` after one card changed. Two things spare it:

- **Lazy patterns.** Opening a dictionary only indexes its lines by their letters (a C-speed pass per
  line); a pattern's numbers are parsed when a lookup meets it, by pyphen's own code, so
  ``positions`` gives exactly what pyphen's does. Even that index cost 0.07 s a dictionary, five of
  them for a card laid out in five languages.
- **Kept words.** The break points of every word a process looked up are written, when it ends, to a
  small JSON file per dictionary, named by the SHA-256 of the dictionary's bytes, pyphen's version and
  this format (``$DECKWRIGHT_CACHE/hyphenation``, else ``$XDG_CACHE_HOME/deckwright/hyphenation``,
  else ``~/.cache/deckwright/hyphenation``: the folder convention of toolkit/text/ftlcache.py;
  ``DECKWRIGHT_CACHE=off`` keeps nothing). The next process answers those words from the file and
  indexes the dictionary only when it meets a word never seen: a warm run whose changed card uses
  known words opens no dictionary at all.

Safe by construction: JSON builds only dicts, lists, strings and numbers (never a pickle); a file
not of this shape is ignored, and each word's entry is checked when first used (one not as written is
looked up in the dictionary again). Writes are atomic (toolkit/files.py) and merged under a lock, so
the face workers of a cold run and the process that forked them add to one file without losing words.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pyphen

from toolkit.files import cache_folder, write_atomic

_DIGITS = re.compile(r"\d").sub  # what pyphen's parse takes for a digit: a pattern's letters are the rest
_NONZERO = re.compile(r"[1-9]").search
_OTHER_DIGIT = re.compile(r"[^\D0-9]").search  # a digit that is not 0-9: parsed as pyphen would, at once

FORMAT = 1  # bump when the kept files' records change
_MAX_WORD = 200  # a longer "word" is kept out of the file: no card's word is, and it bounds what is read
_MAX_WORDS = 50_000  # words per file (about 1.5 MB): past it the oldest go
_SWEEP_AFTER = 30 * 24 * 3600


class _Patterns(dict[str, Any]):
    """Letters → pyphen's (start, values), each value parsed on first use from its line's text."""

    def get(self, key: str, default: Any = None) -> Any:
        found = dict.get(self, key, default)
        if type(found) is str:
            found = _parse(found)
            self[key] = found
        return found


def _unhex(pattern: str) -> str:
    return pyphen.parse_hex(lambda match: chr(int(match.group(1), 16)), pattern)  # type: ignore[no-any-return]


def _letters(pattern: str) -> str:
    """A pattern's key as pyphen makes it: escapes replaced, the alternative cut off, the digits taken out."""
    pattern = _unhex(pattern)
    if "/" in pattern and "=" in pattern:
        pattern = pattern.split("/", 1)[0]
    return _DIGITS("", pattern)


def _parse(pattern: str) -> tuple[int, tuple[Any, ...]] | None:
    """pyphen.HyphDict's parse of one pattern line (stripped, not ignored): (start, values), or None
    when its numbers are all zero (pyphen leaves such a pattern out)."""
    pattern = _unhex(pattern)
    factory: Any = int
    if "/" in pattern and "=" in pattern:
        pattern, alternative = pattern.split("/", 1)
        factory = pyphen.AlternativeParser(pattern, alternative)
    values = tuple(factory(i or "0") for i, _ in pyphen.parse(pattern))
    if max(values) == 0:
        return None
    start, end = 0, len(values)
    while not values[start]:
        start += 1
    while not values[end - 1]:
        end -= 1
    return start, values[start:end]


def index_patterns(path: Path) -> _Patterns:
    """A dictionary's patterns by their letters, each parsed when first looked up."""
    with path.open("rb") as fd:
        encoding = fd.readline().decode()
    if encoding.lower() == "microsoft-cp1251":
        encoding = "cp1251"
    patterns = _Patterns()
    for line in path.read_text(encoding).split("\n")[1:]:
        line = line.strip()
        if not line or line.startswith(pyphen.ignored):
            continue
        if "^^" in line or "/" in line or _OTHER_DIGIT(line):
            # Rare lines (escaped characters, alternatives): their letters need the full parse.
            parsed = _parse(line)
            if parsed is not None:
                patterns[_letters(line)] = parsed
            continue
        if _NONZERO(line):  # all zeros: pyphen skips it, and it replaces no earlier pattern
            patterns[_DIGITS("", line)] = line
    OPENED.append(path)
    return patterns


OPENED: list[Path] = []  # the dictionaries this process indexed, in order (tests, profiles)


# ---------------------------------------------------------------- the words kept between processes


def folder() -> Path | None:
    """Where the kept words live, or None when turned off."""
    return cache_folder("hyphenation")


def dictionary_key(path: Path) -> str:
    """The dictionary's bytes, pyphen's version (its parse and its positions) and this format, hashed."""
    digest = hashlib.sha256(f"deckwright-hyphenation-{FORMAT}-pyphen-{pyphen.__version__}\n".encode())
    digest.update(path.read_bytes())
    return digest.hexdigest()


def _encode(points: list[Any]) -> list[Any]:
    """pyphen's positions as JSON: a plain break as its index; a non-standard one (Hungarian's
    "ssz" as "sz-sz") as [index, change, offset, cut]."""
    out: list[Any] = []
    for point in points:
        data = getattr(point, "data", None)
        out.append(int(point) if data is None else [int(point), data[0], data[1], data[2]])
    return out


def _decode(word: str, raw: Any) -> list[pyphen.DataInt] | None:
    """A kept entry as pyphen's positions, or None when it is not exactly what ``_encode`` writes."""
    if not isinstance(raw, list):
        return None
    points = []
    bound = len(word) + 2  # pyphen's positions lie in -1 .. len(word) + 1
    for item in raw:
        if type(item) is int and -bound <= item <= bound:
            points.append(pyphen.DataInt(item))
        elif (
            type(item) is list
            and len(item) == 4
            and type(item[0]) is int
            and -bound <= item[0] <= bound
            and type(item[1]) is str
            and item[1].count("=") == 1
            and len(item[1]) <= 16
            and type(item[2]) is int
            and type(item[3]) is int
            and -bound <= item[2] <= bound
            and 0 <= item[3] <= bound
        ):
            points.append(pyphen.DataInt(item[0], data=(item[1], item[2], item[3])))
        else:
            return None
    return points


class _Words(dict[str, Any]):
    """pyphen's per-dictionary cache of positions by (lowercased) word, holding the kept entries as read
    from JSON: each is checked and turned into pyphen's positions the first time it is asked for."""

    def get(self, key: str, default: Any = None) -> Any:
        found = dict.get(self, key, default)
        if found is not default and (type(found) is not list or (found and type(found[0]) is not pyphen.DataInt)):
            found = _decode(key, found)
            if found is None:  # not as written: looked up in the dictionary again
                del self[key]
                return default
            self[key] = found
        return found


def _read_kept(path: Path) -> dict[str, Any]:
    """The words kept in one file, their entries still raw (checked as they are used); {} for none."""
    try:
        found = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(found, dict) or found.get("format") != FORMAT or not isinstance(found.get("words"), dict):
        return {}
    return {word: raw for word, raw in found["words"].items() if isinstance(word, str) and len(word) <= _MAX_WORD}


class LazyHyphDict(pyphen.HyphDict):
    """A ``pyphen.HyphDict`` whose patterns are indexed only when a word not kept is looked up, and
    then parsed as lookups meet them. ``kept``: read and add to the words kept between processes."""

    def __init__(self, path: Path, *, kept: bool = True) -> None:
        # No ``patterns`` nor ``maxlen`` yet: ``__getattr__`` indexes the dictionary when pyphen's lookup
        # first asks for them, and from then on they are plain attributes (nothing added to its loop).
        self.path = Path(path)
        self.cache = _Words()
        self.new: dict[str, list[Any]] = {}  # words looked up here, not yet written
        self.kept_path: Path | None = None
        where = folder() if kept else None
        if where is not None:
            try:
                self.kept_path = where / f"{self.path.stem}-{dictionary_key(self.path)}.json"
            except OSError:
                self.kept_path = None
        if self.kept_path is not None:
            self.cache.update(_read_kept(self.kept_path))

    def __getattr__(self, name: str) -> Any:
        if name not in ("patterns", "maxlen"):
            raise AttributeError(name)
        patterns = self.__dict__["patterns"] = index_patterns(self.path)
        # Over every pattern's letters: a longer bound than pyphen's only looks up more absent keys.
        self.__dict__["maxlen"] = max((len(key) for key in patterns), default=0)
        return self.__dict__[name]

    @property
    def opened(self) -> bool:
        """Whether this process indexed the dictionary (a word was looked up that no file kept)."""
        return "patterns" in self.__dict__

    def positions(self, word: str) -> list[Any]:
        lowered = word.lower()
        if self.cache.get(lowered) is None:
            points = super().positions(word)  # pyphen's own lookup, over the patterns, now indexed
            if self.kept_path is not None and len(lowered) <= _MAX_WORD:
                if not self.new:
                    _pending(self)
                self.new[lowered] = points
            return points  # type: ignore[no-any-return]
        return super().positions(word)  # type: ignore[no-any-return]

    def save(self) -> None:
        """Add the words looked up here to the kept file (merged with what other processes wrote since)."""
        if not self.new or self.kept_path is None:
            return
        new, self.new = self.new, {}
        try:
            self.kept_path.parent.mkdir(parents=True, exist_ok=True)
            with _Lock(self.kept_path.with_name(self.kept_path.name + ".lock")):
                fresh = not self.kept_path.exists()
                words = _read_kept(self.kept_path)
                words.update({word: _encode(points) for word, points in new.items()})
                for word in list(words)[: max(0, len(words) - _MAX_WORDS)]:
                    del words[word]  # the oldest first: a file read by every process stays small
                text = json.dumps({"format": FORMAT, "words": words}, ensure_ascii=False, separators=(",", ":"))
                write_atomic(self.kept_path, text, durable=False)
            if fresh:
                _sweep(self.kept_path)
        except OSError:
            pass  # a read-only home, a full disk: the next process looks the words up again


def _sweep(kept: Path) -> None:
    """Drop the files of the same dictionary under another key (another pyphen, an edited dictionary)
    that no process has written for a month."""
    now = time.time()
    for old in kept.parent.glob(kept.name.rsplit("-", 1)[0] + "-*.json"):
        try:
            if old != kept and now - old.stat().st_mtime > _SWEEP_AFTER:
                old.unlink()
                old.with_name(old.name + ".lock").unlink(missing_ok=True)
        except OSError:
            continue


class _Lock:
    """An exclusive lock on a file beside the kept one (POSIX ``flock``; elsewhere none: a lost update
    only costs a later process a lookup)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fd: int | None = None

    def __enter__(self) -> _Lock:
        try:
            import fcntl
        except ImportError:
            return self
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        fcntl.flock(self.fd, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing releases the lock
            self.fd = None


_DIRTY: list[LazyHyphDict] = []
_SAVING_IN: int | None = None  # the process whose exit saves the words (a forked worker registers its own)


def _pending(dictionary: LazyHyphDict) -> None:
    """Save ``dictionary``'s new words when this process ends: multiprocessing's finalizers run at the
    exit of the main process (atexit) and of a forked worker (which ends by os._exit, never atexit)."""
    global _SAVING_IN
    if dictionary not in _DIRTY:
        _DIRTY.append(dictionary)
    if os.getpid() != _SAVING_IN:
        from multiprocessing import util

        util.Finalize(None, save_words, exitpriority=10)
        _SAVING_IN = os.getpid()


def save_words() -> None:
    """Write every dictionary's new words now (also done when the process ends)."""
    while _DIRTY:
        _DIRTY.pop().save()


def open_dictionary(code: str) -> pyphen.Pyphen:
    """``pyphen.Pyphen(lang=code)``, its dictionary read lazily (and shared, as pyphen shares its own)."""
    path = pyphen.LANGUAGES[pyphen.language_fallback(code)]
    if not isinstance(pyphen.hdcache.get(path), LazyHyphDict):
        pyphen.hdcache[path] = LazyHyphDict(Path(path))
    return pyphen.Pyphen(lang=code)
