"""The card language: parse card text, check it against a ruleset, format it."""

# isort: off
import toolkit.lang.larkload  # noqa: F401  (first of all: Lark imported without the `regex` it does not use)

# isort: on

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
