"""A card's flavour in a language: the translator's ``card-<key>-flavour`` of cards-<game>.ftl.

Flavour is written by hand (it is not rules, so nothing generates it): the English is the card's
``flavour`` field, and each language's translation is an entry of ``locales/<lang>/cardtext/
cards-<game>.ftl`` (toolkit/i18n/fluent_workflow.py extracts them; docs/translating.md). A flavour
not translated, or translated from an older English (stale), is not shown in that language: the
card's own flavour is, as the translator's tools would show the source. The entry is looked up in
every locale layer, a project's first (toolkit/i18n/layers.py): the project translates its own cards.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.syntax import ast as ftl

from toolkit.i18n import fluent
from toolkit.lang.model import Card
from toolkit.text.files import SOURCE_LANGUAGE, locale_folders
from toolkit.text.ftlcache import Kept

# A cards file's flavours, kept by the file's bytes: a face worker (or a fresh process) parses a
# file only the first time its bytes are seen (fluent.syntax reads a character at a time).
_KEPT = Kept("flavour")


def flavour(card: Card, lang: str, locales: Path | None = None) -> str:
    """The card's flavour in ``lang``; its own (English) flavour where no current translation exists."""
    own = str(card.fields.get("flavour") or card.fields.get("text") or "")
    if lang == SOURCE_LANGUAGE or not own:
        return own
    return _current(card, lang, fluent.flavour_id(card.key), own, locales)


def field_text(card: Card, field: str, lang: str, locales: Path | None = None) -> str:
    """One of the designer's own text fields in ``lang`` (``card-<key>-<field>`` of cards-<game>.ftl,
    the flavour's route); the field as written where no current translation exists."""
    value = card.fields.get(field)
    own = " ".join(value.split()) if isinstance(value, str) else ""
    if lang == SOURCE_LANGUAGE or not own:
        return own
    ident = fluent.field_id(card.key, field)
    return _current(card, lang, ident, own, locales)


def _current(card: Card, lang: str, ident: str, own: str, locales: Path | None) -> str:
    translated = None
    for folder in reversed(locale_folders(locales)):  # the highest layer that has the entry
        path = fluent.path_of(folder, lang, card.game, "cards")
        translated = _translations(path, _stamp(path)).get(ident)
        if translated is not None:
            break
    if translated is None:
        return own
    text, recorded, stale = translated
    if stale or recorded not in (None, fluent.message_hash(ident, own)):
        return own  # made from another English: the source is shown until it is translated again
    return text


def _stamp(path: Path) -> tuple[int, int]:
    try:
        info = path.stat()
    except OSError:
        return (0, 0)
    return (info.st_mtime_ns, info.st_size)


@lru_cache(maxsize=64)
def _translations(path: Path, _stamp: tuple[int, int]) -> dict[str, tuple[str, str | None, bool]]:
    """Each flavour of one file: (its text, the English hash it records, whether it is marked stale)."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}  # no file (or none readable): no translation, the card's own flavour is shown
    kept = _valid(_KEPT.read(data))
    if kept is not None:
        return kept
    file = fluent.decode(data, path)
    found = {}
    for entry_id, entry in file.entries().items():
        if not isinstance(entry, ftl.Message) or entry.value is None:
            continue
        text = "".join(_plain(e) for e in entry.value.elements)
        if text.strip():
            found[entry_id] = (text.strip(), fluent.recorded_hash(entry), fluent.marked_stale(entry))
    if file.exists and not file.error:
        _KEPT.write(data, found)
    return found


def _valid(value: Any) -> dict[str, tuple[str, str | None, bool]] | None:
    """The flavours kept for a file, if exactly the shape written (JSON: lists for the tuples)."""
    if not isinstance(value, dict):
        return None
    found = {}
    for ident, record in value.items():
        if not (isinstance(record, list) and len(record) == 3):
            return None
        text, recorded, stale = record
        if not (
            isinstance(ident, str)
            and isinstance(text, str)
            and (recorded is None or isinstance(recorded, str))
            and isinstance(stale, bool)
        ):
            return None
        found[ident] = (text, recorded, stale)
    return found


def _plain(element: ftl.PatternElement) -> str:
    """A flavour's text: its words, and the characters Fluent writes as literals (`{ "{" }`)."""
    if isinstance(element, ftl.TextElement):
        return element.value
    if isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.StringLiteral):
        return element.expression.parse()["value"]
    return ""
