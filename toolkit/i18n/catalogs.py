"""Where catalogs live, how they are read and written, and the source hash translations record."""

from __future__ import annotations

import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import escape, read_po, write_po

from toolkit.files import write_atomic
from toolkit.i18n.hashes import HASH_COMMENT as HASH_COMMENT  # kept where Babel is not imported
from toolkit.i18n.hashes import source_hash as source_hash

SOURCE_LANGUAGE = "en"
# The languages Deckwright ships, the source first. Adding one: docs/translating.md.
LANGUAGES: tuple[str, ...] = ("en", "es", "uk", "de", "pl")
PROJECT = "Deckwright"
DOMAIN_PREFIX = "rulebook-"
STALE_COMMENT = "stale:"  # added by `update` beside the fuzzy flag when the English changed
_HASH = re.compile(r"^source-hash:\s*([0-9a-f]{12})\s*$")


class UnknownName(ValueError):
    """A game or language the project has no templates or catalog for (the CLI exits 2)."""


def _root() -> Path:
    return Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Project:
    """The folders a workflow acts on: the rulebook templates, the catalogs (and the card-text
    files under them, toolkit/i18n/fluent.py), and the card sets card text is derived from."""

    templates: Path
    locales: Path
    cards: Path | None = None  # one folder per game's set (cards/<game>/); None: no cards
    # A designer's project (docs/projects.md): its locales/ lays over these folders, lowest first (the
    # shipped one, a base project's), which are read and never written; its cards are one folder of its
    # game's cards, loaded on its base sets (toolkit.lang.sets.Bases).
    beneath: tuple[Path, ...] = ()
    own_game: str = ""
    own_cards: Path | None = None
    bases: Mapping[str, Sequence[str]] | None = None

    @property
    def layers(self) -> tuple[Path, ...]:
        """Every locale folder read, lowest first; the last, ``locales``, is the one written."""
        return (*self.beneath, self.locales)

    @property
    def is_overlay(self) -> bool:
        """A project's translations over the shipped ones (not the shipped catalogs themselves)."""
        return bool(self.beneath)

    @classmethod
    def default(cls) -> Project:
        """The project's own folders; in an installed wheel, the copies shipped inside it."""
        from toolkit.i18n.layers import default_locales
        from toolkit.lang.sets import shipped_root

        here = Path(__file__).resolve().parents[1]
        if (here / "_templates").is_dir():
            return cls(here / "_templates" / "rulebook", default_locales(), shipped_root())
        return cls(_root() / "templates" / "rulebook", default_locales(), shipped_root())

    def games(self) -> list[str]:
        """Every game with a rulebook template folder (``_``-prefixed folders are shared parts)."""
        if not self.templates.is_dir():
            return []
        return sorted(p.name for p in self.templates.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))

    def languages(self) -> tuple[str, ...]:
        return LANGUAGES

    def game(self, name: str) -> str:
        if name not in self.games():
            raise UnknownName(f"no rulebook for the game '{name}' (known: {', '.join(self.games()) or 'none'})")
        return name

    def language(self, name: str) -> str:
        if name not in LANGUAGES:
            raise UnknownName(f"unknown language '{name}' (known: {', '.join(LANGUAGES)})")
        return name

    def domain(self, game: str) -> str:
        return DOMAIN_PREFIX + game

    def pot(self, game: str) -> Path:
        return self.locales / f"{self.domain(game)}.pot"

    def po(self, game: str, lang: str) -> Path:
        return self.locales / lang / "LC_MESSAGES" / f"{self.domain(game)}.po"

    def mo(self, game: str, lang: str) -> Path:
        return self.po(game, lang).with_suffix(".mo")


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    """A .po or .pot file; a file that is not one raises ValueError naming it."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ValueError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        return read_po(io.BytesIO(data), locale=locale, abort_invalid=True)
    except Exception as exc:  # Babel's PoFileError and its parse errors: the file is not a catalog
        raise ValueError(f"{path}: not a readable PO file: {exc}") from None


def write_catalog(path: Path, catalog: Catalog) -> None:
    """Written unwrapped, one line per string (one-line diffs; Poedit and Weblate rewrap as they
    like), with the previous msgid of a fuzzy entry (``#| msgid``) written here: Babel wraps that
    comment into lines GNU msgfmt cannot read."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, include_previous=False, sort_output=False)
    text = buffer.getvalue().decode("utf-8")
    for message in catalog:
        if not message.id or not message.previous_id:
            continue
        anchor = "\nmsgid " + escape(cat_id(message)[0]) + "\n"
        words = zip(("msgid", "msgid_plural"), message.previous_id, strict=False)
        previous = "".join(f"#| {word} {escape(old)}\n" for word, old in words)
        text = text.replace(anchor, "\n" + previous + anchor[1:], 1)
    write_atomic(path, text.encode("utf-8"))


def cat_id(message: Message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def key(message: Message) -> tuple[str, str | None]:
    """A message's identity: its singular msgid and its context."""
    ident = message.id if isinstance(message.id, str) else message.id[0]
    return ident, message.context


def forms(message: Message) -> tuple[str, ...]:
    """The translated strings of a message: one, or one per plural form."""
    if isinstance(message.string, str):
        return (message.string,)
    return tuple(message.string or ())


def ids(message: Message) -> tuple[str, ...]:
    return (message.id,) if isinstance(message.id, str) else tuple(message.id)


def english_of(message: Message, english: Catalog | None) -> tuple[str, ...]:
    """The published English of a message: the English catalog's translation when it has one
    (copy-edited there), else the msgid itself."""
    if english is not None:
        found = english.get(*key(message))
        if found is not None and not found.fuzzy and all(forms(found)):
            return forms(found)
    return ids(message)


def recorded_hash(message: Message) -> str | None:
    for comment in message.user_comments:
        match = _HASH.match(comment.strip())
        if match:
            return match.group(1)
    return None


def set_hash(message: Message, value: str) -> None:
    message.user_comments = [c for c in message.user_comments if not _HASH.match(c.strip())]
    message.user_comments.append(f"{HASH_COMMENT} {value}")


def is_marked_stale(message: Message) -> bool:
    return any(c.strip().startswith(STALE_COMMENT) for c in message.user_comments)


def mark_stale(message: Message, old: str) -> None:
    if not is_marked_stale(message):
        message.user_comments.append(f"{STALE_COMMENT} the English source changed (this translation was of {old})")
    message.flags.add("fuzzy")


def clear_stale(message: Message) -> None:
    message.user_comments = [c for c in message.user_comments if not c.strip().startswith(STALE_COMMENT)]


def is_translated(message: Message) -> bool:
    return bool(message.id) and all(forms(message)) and bool(forms(message))
