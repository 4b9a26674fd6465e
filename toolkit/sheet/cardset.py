"""A card set as the sheet sees it: every card with its block as written, its typed model and its file.

The sheet works on card files, not only on the model: an import keeps each file's comments, test
blocks and untouched lines, so it needs the blocks and their lines; the export needs the model for
the generated text. Both come from one read (``read_set``), from disk or from texts in memory (a
git revision, a file about to be written), through the same front end as ``deckwright check``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.lang import ast, model
from toolkit.lang.allow import comment_problems, split_allowed
from toolkit.lang.diagnostics import Diagnostic, has_errors
from toolkit.lang.load import LoadResult, check_duplicates, check_words, load_source
from toolkit.lang.parser import parse
from toolkit.lang.sets import Bases
from toolkit.lang.source import Source, collect_card_files, read_source
from toolkit.text import NO_IDENTITIES, Identities, identities


@dataclass(frozen=True)
class Entry:
    """One card: where it is written (``path``, the display path; ``block``, its syntax tree with spans
    into that file) and what it means (``card``)."""

    path: str
    block: ast.CardBlock
    card: model.Card

    @property
    def key(self) -> str:
        return self.card.key


@dataclass
class CardSet:
    texts: dict[str, str] = field(default_factory=dict)  # display path → text, in the order read
    files: dict[str, Path] = field(default_factory=dict)  # display path → the file on disk (if any)
    parsed: dict[str, ast.CardFile] = field(default_factory=dict)
    entries: list[Entry] = field(default_factory=list)
    result: LoadResult = field(default_factory=LoadResult)
    # The identities the set's cards declare (`class "Bard" { is bard }`), for its generated text: this
    # set's own, whatever other set the process has read (toolkit.text.Identities).
    identities: Identities = NO_IDENTITIES

    @property
    def ok(self) -> bool:
        return not has_errors(self.result.diagnostics)

    @property
    def games(self) -> list[str]:
        return sorted({e.card.game for e in self.entries} | {f.game.value for f in self.parsed.values()})

    def of_game(self, game: str) -> list[Entry]:
        return [e for e in self.entries if e.card.game == game]

    def game_of(self, path: str) -> str | None:
        parsed = self.parsed.get(path)
        return parsed.game.value if parsed is not None else None


def read_files(paths: list[str]) -> tuple[dict[str, str], dict[str, Path], list[Diagnostic]]:
    """The card files under ``paths``: display path → text and → Path, and what could not be read."""
    found, problems = collect_card_files(paths)
    texts: dict[str, str] = {}
    files: dict[str, Path] = {}
    for path in found:
        source = read_source(path)
        if isinstance(source, Diagnostic):
            problems.append(source)
            continue
        texts[source.path] = source.text
        files[source.path] = path
    return texts, files, problems


def read_set(
    texts: Mapping[str, str],
    files: Mapping[str, Path] | None = None,
    bases: Bases | None = None,
    allow: Mapping[str, str] | None = None,
) -> CardSet:
    """Check ``texts`` (display path → text) as one card set, as ``load`` checks files on disk."""
    result = LoadResult()
    for path, text in texts.items():
        load_source(Source(path, text), result)
    check_duplicates(result)
    check_words(result, bases)
    # The checks of `deckwright check` (load.finish), E0123 included: an allow comment naming an error
    # allows nothing, in a file the sheet reads as in one an import is about to write.
    result.diagnostics.extend(comment_problems(result.sources))
    result.diagnostics, result.allowed = split_allowed(result.diagnostics, result.cards, result.sources, allow)
    found = CardSet(texts=dict(texts), files=dict(files or {}), result=result)
    by_place = {(c.file, c.line): c for c in result.cards}
    for path, text in texts.items():
        parsed = parse(text, path).file
        if parsed is None:
            continue
        found.parsed[path] = parsed
        for block in parsed.blocks:
            if isinstance(block, ast.CardBlock):
                card = by_place.get((path, block.span.line))
                if card is not None:
                    found.entries.append(Entry(path, block, card))
    found.identities = identities(result.cards)
    return found
