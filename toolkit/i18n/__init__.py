"""The gettext half of the translator's workflow: message catalogs handled by Babel.

Rulebook templates (templates/rulebook/<game>/, Jinja2 ``{% trans %}`` blocks) are the source of
one domain per game, ``rulebook-<game>``. ``extract`` writes its template catalog
(locales/rulebook-<game>.pot); ``update`` merges it into every language's catalog
(locales/<lang>/LC_MESSAGES/rulebook-<game>.po), stamping each translation with the hash of the
English source it was made from; ``compile`` writes .mo files; ``status`` counts and ``check``
finds what a translator must fix, each problem at file:line.

English (``en``) is the source language and has a catalog of its own: its msgstr is the published
English text (copy editors fix it there), and its hash is what every translation records
(toolkit/i18n/catalogs.py, ``source_hash``). Nothing here knows a game: domains come from the
template folders.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkit.i18n.catalogs import LANGUAGES, SOURCE_LANGUAGE, Project, UnknownName
    from toolkit.i18n.check import Problem, Status, check, status

# Each public name and the submodule that defines it, imported when first asked for (PEP 562): a module
# that needs one part (the card text's locale layers) does not load Babel's catalogs and the checks.
_HOMES: dict[str, str] = {
    "LANGUAGES": "catalogs",
    "SOURCE_LANGUAGE": "catalogs",
    "Project": "catalogs",
    "UnknownName": "catalogs",
    "Problem": "check",
    "Status": "check",
    "check": "check",
    "status": "check",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:  # a submodule (`from toolkit.i18n import layers`) is the import system's to find
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


class _Package(types.ModuleType):
    """``toolkit.i18n.check`` is the function, as it was when this package imported it eagerly: loading
    the submodule of that name sets the package's attribute to the module, and this keeps the function
    there instead (``from toolkit.i18n import check`` gives what it always gave; toolkit/render's way)."""

    def __setattr__(self, name: str, value: object) -> None:
        if name in _HOMES and isinstance(value, types.ModuleType) and hasattr(value, name):
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package

__all__ = ["LANGUAGES", "SOURCE_LANGUAGE", "Problem", "Project", "Status", "UnknownName", "check", "status"]
