"""A rulebook's gettext catalogs in layers: a project's ``locales/<lang>/LC_MESSAGES/rulebook-<game>.po``
over the shipped one (and a base project's between), as toolkit/i18n/layers.py lays card text.

A message a higher layer translates wins; every other comes from the layers beneath. So a project's
.po holds only its own: the messages of its own rulebook templates that no layer beneath translates,
and the translator's own wording of a shipped message (docs/projects.md, "Translations"). For the
shipped catalogs alone (``Project.default()``) there is one layer and nothing changes.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog, Message

from toolkit.i18n import catalogs as cat
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project


def paths(project: Project, game: str, lang: str) -> list[Path]:
    """The .po file of each layer, lowest first (the last is the one a workflow writes)."""
    name = Path(lang) / "LC_MESSAGES" / f"{project.domain(game)}.po"
    return [folder / name for folder in project.layers]


def read(project: Project, game: str, lang: str) -> tuple[list[Catalog], list[str]]:
    """The layers' catalogs that exist, lowest first, and what could not be read (said, not raised)."""
    found: list[Catalog] = []
    problems: list[str] = []
    for path in paths(project, game, lang):
        if not path.exists():
            continue
        try:
            found.append(cat.read_catalog(path, locale=lang))
        except ValueError as exc:
            problems.append(str(exc))
    return found, problems


def merged(catalogs: list[Catalog], lang: str) -> Catalog | None:
    """One catalog of the layers: each message as the highest layer that translates it has it (else
    as the highest that has it at all); None with no layer."""
    if not catalogs:
        return None
    result = Catalog(locale=lang, domain=catalogs[-1].domain, charset="utf-8", fuzzy=False)
    result.mime_headers = catalogs[-1].mime_headers
    for catalog in catalogs:  # lowest first: a higher layer's translation replaces a lower one's
        for message in catalog:
            if not message.id:
                continue
            known = result.get(*cat.key(message))
            if known is None or cat.is_translated(message) or not cat.is_translated(known):
                result[message.id] = message
    return result


def english(project: Project, game: str) -> Catalog | None:
    """The published English of a game's rulebook, every layer merged (a project's copy edits win)."""
    return merged(read(project, game, SOURCE_LANGUAGE)[0], SOURCE_LANGUAGE)


def usable(message: Message | None, english_catalog: Catalog | None, lang: str) -> bool:
    """A translation the rulebook shows: translated, not fuzzy, not stale (toolkit/i18n/runtime.py)."""
    if message is None or message.fuzzy or not cat.is_translated(message):
        return False
    if lang == SOURCE_LANGUAGE:
        return True
    recorded = cat.recorded_hash(message)
    current = cat.source_hash(cat.english_of(message, english_catalog))
    return not cat.is_marked_stale(message) and (recorded is None or recorded == current)


def beneath(project: Project, game: str, lang: str) -> list[Catalog]:
    """The catalogs of the layers under the project's own, lowest first (none for the shipped ones)."""
    if not project.is_overlay:
        return []
    below = Project(project.templates, project.beneath[-1], beneath=project.beneath[:-1])
    return read(below, game, lang)[0]


def translated_beneath(catalogs: list[Catalog], message: Message, english_catalog: Catalog | None, lang: str) -> bool:
    """Whether a layer beneath translates the message usably: the project need not."""
    return any(usable(c.get(*cat.key(message)), english_catalog, lang) for c in catalogs)
