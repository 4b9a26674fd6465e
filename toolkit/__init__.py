"""Deckwright: a card database and rules-authoring toolkit for card games.

The names below are loaded on first use (PEP 562): importing a part of toolkit (the command
line's ``--version`` above all) must not import the whole card language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.lang import Card, Diagnostic, format_file, load, load_text, parse

__all__ = ["Card", "Diagnostic", "__version__", "compiled_modules", "format_file", "load", "load_text", "parse"]

_FROM_LANG = frozenset({"Card", "Diagnostic", "format_file", "load", "load_text", "parse"})

# Written here, as in pyproject.toml (tests/test_cli_startup.py holds them equal): reading the
# installed metadata (importlib.metadata) costs ``deckwright --version`` a fifth of its time.
__version__ = "0.1.0"


def compiled_modules() -> list[str]:
    """The modules of this installation that are compiled extensions (a wheel built with
    DECKWRIGHT_COMPILE=1, hatch_build.py), by dotted name; empty for the pure-Python build. Found on
    disk, importing nothing: ``deckwright --version`` says which engine runs, for a benchmark or a bug
    report. An extension module beside a .py of the same name is the one Python imports."""
    from importlib.machinery import EXTENSION_SUFFIXES
    from pathlib import Path

    package = Path(__file__).resolve().parent
    # The longest suffix first: "play.cpython-311-x86_64-linux-gnu.so" is the module play, not
    # "play.cpython-311-x86_64-linux-gnu" (".so" alone is one of the suffixes too).
    suffixes = sorted(EXTENSION_SUFFIXES, key=len, reverse=True)
    found = set()
    endings = {suffix[suffix.rindex(".") :] for suffix in suffixes}  # ".so" or ".pyd": walk only those
    for file in (file for ending in endings for file in package.rglob(f"*{ending}")):
        suffix = next((s for s in suffixes if file.name.endswith(s)), None)
        if suffix is not None:
            found.add(".".join(("toolkit", *file.relative_to(package).parts))[: -len(suffix)])
    return sorted(found)


def __getattr__(name: str) -> Any:
    if name in _FROM_LANG:
        import toolkit.lang

        value: Any = getattr(toolkit.lang, name)
    else:
        raise AttributeError(f"module 'toolkit' has no attribute {name!r}")
    globals()[name] = value  # once: later lookups are plain attribute reads
    return value
