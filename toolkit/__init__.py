"""Deckwright: a card database and rules-authoring toolkit for card games."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("deckwright")
except PackageNotFoundError:  # running from a checkout without installing
    __version__ = "0.1.0"

from toolkit.lang import Card, Diagnostic, format_file, load, load_text, parse

__all__ = ["Card", "Diagnostic", "__version__", "format_file", "load", "load_text", "parse"]
