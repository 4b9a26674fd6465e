"""Lark, imported without its optional ``regex`` module.

When Lark is imported it tries ``import regex`` (the third-party module, for its ``regex=True``
option, which Deckwright never uses). Where that module is installed, for some other tool, importing
it costs a process 10-20 ms: as much as reading the card grammar's tables. So the card language
imports Lark through here first, with ``regex`` hidden for that one import (a ``None`` entry in
``sys.modules`` makes ``import regex`` fail, and Lark then goes without it, as it does wherever
the module is not installed); the entry is removed at once, and any later ``import regex`` in the
process works as usual.
"""

from __future__ import annotations

import sys

if "lark" not in sys.modules and "regex" not in sys.modules:
    sys.modules["regex"] = None  # type: ignore[assignment]
    try:
        import lark  # noqa: F401
    finally:
        if sys.modules.get("regex", 0) is None:
            del sys.modules["regex"]
