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
from toolkit.i18n import po_layers
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
    warnings met on the way (a catalog missing or unreadable). In a project each language's catalogs
    are layered (toolkit/i18n/po_layers.py): its own .po first, then those beneath, so a message the
    project does not translate usably comes from the shipped catalog, and English comes last."""
    warnings: list[str] = []

    def load(language: str, english: Catalog | None) -> list[Translations]:
        """One Translations per layer that has the catalog, highest first."""
        catalogs, problems = po_layers.read(project, game, language)
        warnings.extend(problems)
        if not catalogs and not problems:
            warnings.append(f"{project.po(game, language)}: no catalog; the rulebook falls back to the English source")
        return [
            Translations(io.BytesIO(mo_bytes(_usable(c, english, language))), domain=project.domain(game))
            for c in reversed(catalogs)
        ]

    english_catalog = po_layers.english(project, game)
    chain = load(SOURCE_LANGUAGE, None) if lang == SOURCE_LANGUAGE else [*load(lang, english_catalog)]
    if lang != SOURCE_LANGUAGE:
        chain += load(SOURCE_LANGUAGE, None)
    if not chain:
        return Translations(domain=project.domain(game)), warnings
    first = chain[0]
    for later in chain[1:]:
        first.add_fallback(later)
    return first, warnings
