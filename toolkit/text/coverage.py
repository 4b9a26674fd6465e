"""Which messages and terms a game's card text needs: every key of its vocabulary, in each language.

``required(game)`` is the set of ids the vocabulary implies (docs/i18n.md): a message per kind,
field, and key of each category and construct, and a term per word of each value set a text slot
or a field names (the words the cards declare, tags and identities, are the cards' own: their terms
are needed as the cards use them). ``missing(game, lang)`` lists those the language's files lack,
for tests and for the translator's tools.
"""

from __future__ import annotations

from toolkit.lang import games
from toolkit.text.bundles import bundle
from toolkit.text.generator import CATEGORIES, Generator, message_id, term_id

TEXT_CATEGORIES = tuple(category for category, _ in CATEGORIES.values())
UNLABELLED = frozenset({"text", "flavour", "tags", "is", "art"})  # fields a face never lists by name


def required_messages(game: str) -> set[str]:
    ruleset = games.get(game)
    if ruleset is None:
        return set()
    vocabulary = ruleset.vocabulary
    ids = {message_id("kind", k) for k in vocabulary.kinds}
    ids |= {message_id("field", f.name) for k in vocabulary.kinds.values() for f in k.fields}
    # Every field a face may list gets its label (`label-base` = "Base"): faces print no English word.
    fields = {f.name for k in vocabulary.kinds.values() for f in k.fields}
    ids |= {message_id("label", name) for name in fields - UNLABELLED}
    for category in (*TEXT_CATEGORIES, *vocabulary.constructs):
        patterns = vocabulary.constructs.get(category) or getattr(vocabulary, category)
        prefix = Generator._prefix(Generator, category)  # type: ignore[arg-type]
        ids |= {message_id(prefix, p.key) for p in patterns}
    return ids


def required_terms(game: str) -> set[str]:
    ruleset = games.get(game)
    if ruleset is None:
        return set()
    vocabulary = ruleset.vocabulary
    declared = {d.name for d in vocabulary.declared}
    slot_types = {
        part.type
        for category in (*TEXT_CATEGORIES, *vocabulary.constructs)
        for pattern in (vocabulary.constructs.get(category) or getattr(vocabulary, category))
        for part in pattern.parts
        if hasattr(part, "type")
    }
    field_types = {f.enum for k in vocabulary.kinds.values() for f in k.fields if f.enum}
    return {
        term_id(enum, value)
        for enum in slot_types | field_types
        if enum in vocabulary.enums and enum not in declared
        for value in vocabulary.enums[enum]
    }


def required(game: str) -> set[str]:
    return required_messages(game) | required_terms(game)


def missing(game: str, lang: str) -> list[str]:
    """The ids ``required(game)`` that ``lang``'s files lack, sorted."""
    found = bundle(game, lang)
    return sorted(i for i in required(game) if not found.has(i))
