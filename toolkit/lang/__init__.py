"""The card language: parse card text, check it against a ruleset, format it."""

from toolkit.lang.diagnostics import Diagnostic, Severity, Span, render
from toolkit.lang.formatter import format_file
from toolkit.lang.load import LoadResult, load, load_text
from toolkit.lang.model import Card
from toolkit.lang.parser import parse

__all__ = [
    "Card",
    "Diagnostic",
    "LoadResult",
    "Severity",
    "Span",
    "format_file",
    "load",
    "load_text",
    "parse",
    "render",
]
