"""Translations for rendering, built from the .po files in memory (never a stale .mo).

Left out, so that the English shows instead (and `i18n check` names them): fuzzy and stale
entries, and any whose placeholders differ from the source's, which would otherwise raise
mid-render. Escaping is the renderer's business: these are plain strings.
"""

from __future__ import annotations

import io

from babel.messages.catalog import Catalog
from babel.support import Translations

from toolkit.i18n import catalogs as cat
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.check import placeholders
from toolkit.i18n.workflow import mo_bytes


def _usable(catalog: Catalog, english: Catalog | None, lang: str) -> Catalog:
    kept = Catalog(locale=lang, domain=catalog.domain, charset="utf-8", fuzzy=False)
    kept.mime_headers = catalog.mime_headers
    for message in catalog:
        if not message.id or message.fuzzy or not cat.is_translated(message):
            continue
        if lang != SOURCE_LANGUAGE:
            recorded = cat.recorded_hash(message)
            if cat.is_marked_stale(message) or (
                recorded is not None and recorded != cat.source_hash(cat.english_of(message, english))
            ):
                continue
        want = set().union(*(placeholders(s) for s in cat.ids(message)))
        if any(placeholders(s) - want for s in cat.forms(message)):
            continue
        kept[message.id] = message
    return kept


def translations(project: Project, game: str, lang: str) -> tuple[Translations, list[str]]:
    """The gettext translations of a game's rulebook in ``lang`` (English as the fallback) and the
    warnings met on the way (a catalog missing or unreadable)."""
    warnings: list[str] = []

    def load(language: str, english: Catalog | None) -> tuple[Translations | None, Catalog | None]:
        path = project.po(game, language)
        if not path.exists():
            warnings.append(f"{path}: no catalog; the rulebook falls back to the English source")
            return None, None
        try:
            catalog = cat.read_catalog(path, locale=language)
        except ValueError as exc:
            warnings.append(str(exc))
            return None, None
        return Translations(
            io.BytesIO(mo_bytes(_usable(catalog, english, language))), domain=project.domain(game)
        ), catalog

    english, english_catalog = load(SOURCE_LANGUAGE, None)
    if lang == SOURCE_LANGUAGE:
        return english or Translations(domain=project.domain(game)), warnings
    found, _ = load(lang, english_catalog)
    result = found or Translations(domain=project.domain(game))
    if english is not None:
        result.add_fallback(english)
    return result, warnings
