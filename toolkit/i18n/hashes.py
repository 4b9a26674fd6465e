"""The hash a translation records of the English it was made from, and the comment that carries it.

Apart from toolkit/i18n/catalogs.py (which re-exports both) so that the Fluent side (toolkit/i18n/fluent.py,
which the card text and every face the validator lays out load) does not import Babel's catalogs for them:
Babel's message catalogs bring babel.dates and zoneinfo, about 0.08 s of a `deckwright validate` process that
lays out one changed card (docs/performance.md, "valid10w").
"""

from __future__ import annotations

import hashlib

HASH_COMMENT = "source-hash:"  # a translator comment: `# source-hash: 1a2b3c4d5e6f`


def source_hash(english: tuple[str, ...]) -> str:
    """The hash a translation records: of the English text it was made from (every plural form)."""
    return hashlib.sha256("\x00".join(english).encode("utf-8")).hexdigest()[:12]
