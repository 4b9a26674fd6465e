"""Where card-text messages live, which files a game reads, and the hash a translation records.

``locales/<lang>/cardtext/<game>.ftl`` holds a game's messages and ``terms-<game>.ftl`` its termbase
(game terms, the value sets' words, card names). A game whose ruleset names a ``family`` other than
itself reads the family's files first and its own after: its own messages override or add
(munchkin-kungfu reads munchkin.ftl, then munchkin-kungfu.ftl). English is the source language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from toolkit.i18n.catalogs import Project
from toolkit.i18n.fluent import text_hash
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
    return text_hash(message_source)


def locales_root() -> Path:
    """The project's locales folder (the copy inside an installed wheel when there is one)."""
    return Project.default().locales


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
    base = (root or locales_root()) / lang / FOLDER
    names = chain(game)
    return GameFiles(
        game,
        lang,
        tuple(base / f"{name}.ftl" for name in names),
        tuple(base / f"terms-{name}.ftl" for name in names),
    )
