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

from typing import TYPE_CHECKING

from toolkit import lazy

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


# toolkit.i18n.check stays the function when its submodule is loaded (toolkit/lazy.py).
lazy.install(__name__, _HOMES)

__all__ = ["LANGUAGES", "SOURCE_LANGUAGE", "Problem", "Project", "Status", "UnknownName", "check", "status"]
