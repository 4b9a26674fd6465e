"""Deckwright: a card database and rules-authoring toolkit for card games.

The names below are loaded on first use (PEP 562): importing a part of toolkit (the command
line's ``--version`` above all) must not import the whole card language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.lang import Card, Diagnostic, format_file, load, load_text, parse

__all__ = ["Card", "Diagnostic", "__version__", "format_file", "load", "load_text", "parse"]

_FROM_LANG = frozenset({"Card", "Diagnostic", "format_file", "load", "load_text", "parse"})

# Written here, as in pyproject.toml (tests/test_cli_startup.py holds them equal): reading the
# installed metadata (importlib.metadata) costs ``deckwright --version`` a fifth of its time.
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    if name in _FROM_LANG:
        import toolkit.lang

        value: Any = getattr(toolkit.lang, name)
    else:
        raise AttributeError(f"module 'toolkit' has no attribute {name!r}")
    globals()[name] = value  # once: later lookups are plain attribute reads
    return value
