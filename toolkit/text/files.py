"""Where card-text messages live, which files a game reads, and the hash a translation records.

``locales/<lang>/cardtext/<game>.ftl`` holds a game's messages and ``terms-<game>.ftl`` its termbase
(game terms, the value sets' words, card names). A game whose ruleset names a ``family`` other than
itself reads the family's files first and its own after: its own messages override or add
(munchkin-kungfu reads munchkin.ftl, then munchkin-kungfu.ftl). English is the source language.

The files are read from every locale layer (toolkit/i18n/layers.py), the shipped folder first and a
project's over it: an entry a project's file defines replaces the shipped one, every other entry is
the shipped one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from toolkit.i18n import layers
from toolkit.lang import games

SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "es", "uk", "de", "pl")
FOLDER = "cardtext"
# The grammatical cases a language's termbase gives each name that a message inserts in a case
# (selected by `$case`); a language without cases (en, es) uses $case for forms of its own (pl, indef).
CASES: dict[str, tuple[str, ...]] = {
    "uk": ("nom", "gen", "dat", "acc", "ins", "loc"),
    "pl": ("nom", "gen", "dat", "acc", "ins", "loc"),
    "de": ("nom", "acc", "dat", "gen"),
}
HASH_COMMENT = "source-hash:"  # `# source-hash: 1a2b3c4d5e6f` above a translated message


def source_hash(message_source: str) -> str:
    """The hash a translation records of the English entry it was made from (``id = value`` and its
    attributes, without comments): the translator's workflow's own (toolkit.i18n.fluent.text_hash),
    so that `deckwright i18n update` and the generator's stamps agree."""
    from toolkit.i18n.fluent import text_hash  # fluent.syntax and Babel: only a run that hashes a message

    return text_hash(message_source)


def locales_root() -> Path:
    """The shipped locales folder (the copy inside an installed wheel when there is one)."""
    return layers.shipped()


def locale_folders(root: Path | None = None) -> tuple[Path, ...]:
    """The locale folders read, lowest first: ``root`` alone when given, else every layer."""
    return (root,) if root is not None else layers.chain(locales_root())


def kind_paths(game: str, lang: str, prefix: str, root: Path | None = None) -> tuple[Path, ...]:
    """One kind's files of a game (``prefix`` "", "terms-" or "cards-") in every layer, lowest first,
    each layer's family file before the game's own."""
    return tuple(
        folder / lang / FOLDER / f"{prefix}{name}.ftl" for folder in locale_folders(root) for name in chain(game)
    )


@dataclass(frozen=True)
class GameFiles:
    """The .ftl files one game reads in one language, in reading order (later files override)."""

    game: str
    lang: str
    messages: tuple[Path, ...]
    terms: tuple[Path, ...]

    @property
    def all(self) -> tuple[Path, ...]:
        return self.terms + self.messages


def chain(game: str) -> tuple[str, ...]:
    """The names whose files a game reads: its family's (when the family is another name), then its own."""
    ruleset = games.get(game)
    family = ruleset.family if ruleset is not None else ""
    return (family, game) if family and family != game else (game,)


def game_files(game: str, lang: str, root: Path | None = None) -> GameFiles:
    """The files a game reads in a language: the shipped ones (or ``root``'s), then each layer's over them."""
    return GameFiles(game, lang, kind_paths(game, lang, "", root), kind_paths(game, lang, "terms-", root))


def text_files(game: str, lang: str) -> list[Path]:
    """Every .ftl file a game's faces read in ``lang`` (messages, termbase, flavour) in every layer that
    has one, lowest first: what a cache of rendered faces must be keyed on."""
    return [p for prefix in ("", "terms-", "cards-") for p in kind_paths(game, lang, prefix) if p.is_file()]


def text_languages(game: str) -> tuple[str, ...]:
    """The languages a game's cards have text in: those with the game's card-text messages (the
    source language first), else only the language the cards are written in."""
    found = tuple(lang for lang in LANGUAGES if has_messages(game, lang))
    return found or (SOURCE_LANGUAGE,)


def has_messages(game: str, lang: str) -> bool:
    """Whether the game has card-text messages in ``lang`` (its own file or its family's), in any of
    the locale layers read now."""
    return _has_messages(game, lang, locale_folders())


@lru_cache(maxsize=256)  # keyed by the layers too: a process that moves to another project asks again
def _has_messages(game: str, lang: str, _folders: tuple[Path, ...]) -> bool:
    return any(path.is_file() for path in game_files(game, lang).messages)
