"""``extract``, ``update`` and ``compile``: the catalogs' life cycle, over Babel."""

from __future__ import annotations

import copy
import io
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from jinja2.ext import babel_extract

from toolkit import __version__
from toolkit.files import write_atomic
from toolkit.i18n import catalogs as cat
from toolkit.i18n import po_layers
from toolkit.i18n.catalogs import PROJECT, SOURCE_LANGUAGE, Project

# Jinja2's own extractor; `trimmed` collapses a {% trans %} block's line breaks, as rendering does
# (toolkit/rulebook/render.py sets the same policy), so the msgid is the text the reader sees.
METHOD_MAP = [("**.j2", babel_extract)]
OPTIONS = {"**.j2": {"trimmed": "true", "extensions": "jinja2.ext.i18n", "silent": "false"}}
COMMENT_TAGS = ("Translators:",)


def template_catalog(project: Project, game: str) -> Catalog:
    """Every message of a game's rulebook templates (its own folder and the shared ``_``-folders),
    with the template file and line it comes from."""
    catalog = Catalog(project=PROJECT, domain=project.domain(game), charset="utf-8", fuzzy=False)
    shared = sorted(p for p in project.templates.iterdir() if p.is_dir() and p.name.startswith("_"))
    folders = [project.templates / game, *shared]
    for folder in folders:
        for filename, lineno, message, comments, context in extract_from_dir(
            str(folder), METHOD_MAP, OPTIONS, comment_tags=COMMENT_TAGS, strip_comment_tags=True
        ):
            where = (f"{folder.name}/{filename}", lineno)
            catalog.add(message, locations=[where], auto_comments=comments, context=context)
    return catalog


def _same_messages(a: Catalog, b: Catalog) -> bool:
    def shape(c: Catalog) -> list[object]:
        return [(m.id, m.context, sorted(m.locations), m.auto_comments) for m in c if m.id]

    return shape(a) == shape(b)


def extract(project: Project, games: Iterable[str]) -> list[Path]:
    """Write each game's .pot; one whose messages did not change is left as it is (no date churn)."""
    written = []
    for game in games:
        template = template_catalog(project, game)
        path = project.pot(game)
        if path.exists():
            try:
                if _same_messages(cat.read_catalog(path), template):
                    continue
            except ValueError:
                pass  # an unreadable .pot is rewritten
        cat.write_catalog(path, template)
        written.append(path)
    return written


_HEADER_COMMENT = """\
# {language} translation of a Deckwright rulebook.
# Made with `deckwright i18n update`; translate in Poedit or Weblate (docs/translating.md).
# Leave the `# source-hash:` comments alone: they record the English each translation was made from.
#"""


def _new_catalog(project: Project, game: str, lang: str) -> Catalog:
    return Catalog(
        locale=lang,
        domain=project.domain(game),
        project=PROJECT,
        charset="utf-8",
        fuzzy=False,
        copyright_holder="The Deckwright team",
        language_team=f"{Locale.parse(lang).english_name} translators",
        header_comment=_HEADER_COMMENT.format(language=Locale.parse(lang).english_name),
    )


def update(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Path]:
    """Merge each game's .pot into every language's .po (a new language's is created). A msgid
    that changed keeps its old translation, fuzzy (Babel's fuzzy matching); English fills itself
    from the template; every other translation is stamped with the hash of the English it
    renders, and one whose English changed since is marked fuzzy and stale."""
    written = []
    languages = list(languages)
    ordered = [SOURCE_LANGUAGE, *(lang for lang in languages if lang != SOURCE_LANGUAGE)]
    for game in games:
        pot = project.pot(game)
        template = cat.read_catalog(pot) if pot.exists() else template_catalog(project, game)
        english: Catalog | None = None
        for lang in ordered:
            path = project.po(game, lang)
            catalog = cat.read_catalog(path, locale=lang) if path.exists() else _new_catalog(project, game, lang)
            # A copy per language: Babel's update adds the template's own Message objects, so the English
            # filled in below would otherwise be every later language's "translation" of a new message.
            catalog.update(
                copy.deepcopy(template), no_fuzzy_matching=False, update_header_comment=False, keep_user_comments=True
            )
            _complete_header(catalog)
            if project.is_overlay:
                _leave_to_beneath(project, game, lang, catalog)
            if lang == SOURCE_LANGUAGE:
                _fill_english(catalog)
                english = po_layers.merged([*po_layers.beneath(project, game, lang), catalog], lang)
            else:
                _stamp(catalog, english)
            if lang in languages:
                cat.write_catalog(path, catalog)
                written.append(path)
    return written


def _leave_to_beneath(project: Project, game: str, lang: str, catalog: Catalog) -> None:
    """A project's catalog keeps only its own: an entry it leaves untranslated that a layer beneath
    translates (the shipped rulebook's messages) is dropped, so nothing is asked of its translator
    twice; what the translator wrote, and what no layer translates, stays (po_layers)."""
    below = po_layers.beneath(project, game, lang)
    english = po_layers.merged(po_layers.beneath(project, game, SOURCE_LANGUAGE), SOURCE_LANGUAGE)
    for message in list(catalog):
        # A fuzzy entry matched from another msgid (`#| msgid`), or with no source hash, is Babel's
        # guess, not the translator's (its comments, a source hash too, are copied from the match).
        guessed = message.fuzzy and (bool(message.previous_id) or cat.recorded_hash(message) is None)
        if not message.id or (cat.is_translated(message) and not guessed):
            continue
        if po_layers.translated_beneath(below, message, english, lang):
            catalog.delete(message.id, context=message.context)


def _complete_header(catalog: Catalog) -> None:
    """Fill the header fields a new catalog leaves at Babel's placeholders (msgfmt --check warns);
    a translator's tool overwrites them with the translator's own."""
    catalog.project, catalog.version = PROJECT, __version__
    if not catalog.last_translator or catalog.last_translator.startswith("FULL NAME"):
        catalog.last_translator = "The Deckwright team"
    if not isinstance(catalog.revision_date, datetime):
        catalog.revision_date = datetime.now(UTC)


def _fill_english(catalog: Catalog) -> None:
    """The English catalog's text follows its template unless a copy editor changed it: an entry
    empty, or fuzzy from a changed msgid, takes the msgid."""
    for message in catalog:
        if not message.id:
            continue
        if message.fuzzy or not cat.is_translated(message):
            message.string = message.id if isinstance(message.id, str) else tuple(message.id)
            message.flags.discard("fuzzy")
            message.previous_id = []


def _stamp(catalog: Catalog, english: Catalog | None) -> None:
    for message in catalog:
        if not message.id or not cat.is_translated(message):
            continue
        current = cat.source_hash(cat.english_of(message, english))
        recorded = cat.recorded_hash(message)
        if recorded is None:
            if not message.fuzzy:
                cat.set_hash(message, current)  # a new translation, made from today's English
        elif recorded != current:
            cat.set_hash(message, current)
            cat.mark_stale(message, recorded)  # fuzzy until a translator reviews it
        elif not message.fuzzy and cat.is_marked_stale(message):
            cat.clear_stale(message)  # reviewed: the translator cleared the fuzzy flag


def compile_catalogs(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Path]:
    """Write a .mo beside each .po (fuzzy entries left out, as gettext does)."""
    written = []
    for game in games:
        for lang in languages:
            path = project.po(game, lang)
            if not path.exists():
                continue
            written.append(write_mo_file(cat.read_catalog(path, locale=lang), project.mo(game, lang)))
    return written


def mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def write_mo_file(catalog: Catalog, path: Path) -> Path:
    write_atomic(path, mo_bytes(catalog))
    return path
