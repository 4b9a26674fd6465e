"""Templates to HTML, HTML to PDF.

Nothing read from disk runs code: templates come from the project's own folders only
(FileSystemLoader refuses paths that leave them), run in Jinja2's immutable sandbox with
autoescaping, and every translation is escaped as text before its placeholders are filled (a
msgstr cannot inject markup); WeasyPrint runs no scripts and may fetch only files under the
template folders (fonts, the stylesheet), never a URL.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from babel.lists import format_list
from babel.numbers import format_decimal
from jinja2 import FileSystemLoader, StrictUndefined
from jinja2.sandbox import ImmutableSandboxedEnvironment
from markupsafe import Markup

TEMPLATE = "rulebook.html.j2"


class _Translations:
    """The gettext callables a compiled template calls; the catalog behind them is swapped per
    render, so each game's templates are compiled once per process, not once per language."""

    def __init__(self) -> None:
        self.catalog: Any = None

    def gettext(self, message: str) -> Markup:
        return Markup.escape(self.catalog.gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> Markup:
        # int(): an undefined count raises the template's own UndefinedError, not gettext's TypeError
        return Markup.escape(self.catalog.ngettext(singular, plural, int(n)))


class _Locale:
    """The language the number and list filters format in, swapped per render as above."""

    lang = "en"


@cache
def environment(templates: Path, game: str) -> tuple[ImmutableSandboxedEnvironment, _Translations, _Locale]:
    env = ImmutableSandboxedEnvironment(
        loader=FileSystemLoader([str(templates / game), str(templates / "_shared")]),
        autoescape=True,
        undefined=StrictUndefined,  # a misspelt constant stops the build, naming template:line
        extensions=["jinja2.ext.i18n"],
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=True,  # an edited template is recompiled, even in a long-lived process
    )
    env.policies["ext.i18n.trimmed"] = True  # as extraction does (toolkit/i18n/workflow.py)
    translations, locale = _Translations(), _Locale()
    env.install_gettext_callables(translations.gettext, translations.ngettext, newstyle=False)  # type: ignore[attr-defined]
    env.filters["num"] = lambda value: format_decimal(value, locale=locale.lang)
    env.filters["signed"] = lambda value: (
        ("+" if value >= 0 else "\u2212") + format_decimal(abs(value), locale=locale.lang)
    )
    env.filters["names"] = lambda values: format_list([str(v) for v in values], locale=locale.lang)  # "A, B y C"
    return env, translations, locale


def render_html(templates: Path, game: str, lang: str, translations: Any, context: dict[str, Any]) -> str:
    env, installed, locale = environment(templates, game)
    installed.catalog, locale.lang = translations, lang
    return env.get_template(TEMPLATE).render(lang=lang, **context)


def _fetcher(root: Path) -> Any:
    """A WeasyPrint URL fetcher that serves files under ``root`` and refuses everything else."""
    from weasyprint.urls import URLFetcher, URLFetcherResponse

    base = root.resolve()

    class ProjectFiles(URLFetcher):  # type: ignore[misc]
        def fetch(self, url: str, headers: Any = None) -> Any:
            parsed = urlparse(url)
            if parsed.scheme != "file":
                raise ValueError(f"a rulebook may not fetch {url!r}: only the project's own files")
            path = Path(unquote(parsed.path)).resolve()
            if not path.is_relative_to(base) or not path.is_file():
                raise ValueError(f"a rulebook may not read {path}: it is not a file under {base}")
            return URLFetcherResponse(path.as_uri(), path.read_bytes(), {"Content-Type": _mime(path)})

    return ProjectFiles()


def _mime(path: Path) -> str:
    return {".ttf": "font/ttf", ".css": "text/css", ".png": "image/png", ".svg": "image/svg+xml"}.get(
        path.suffix, "application/octet-stream"
    )


@cache
def _weasyprint() -> Any:
    import weasyprint  # 1 s to import: only when a PDF is wanted

    return weasyprint


class _Collect(logging.Handler):
    """WeasyPrint's warnings (a CSS rule it ignores, a font it cannot subset with HarfBuzz), kept
    for the build's report instead of going to stderr through logging's last resort."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = f"WeasyPrint: {record.getMessage()}"
        if message not in self.messages:
            self.messages.append(message)


def render_pdf(html: str, templates: Path, game: str, warnings: list[str] | None = None) -> bytes:
    weasyprint = _weasyprint()
    base = (templates / game).resolve().as_uri() + "/"
    logger, collect = logging.getLogger("weasyprint"), _Collect()
    logger.addHandler(collect)
    propagate, logger.propagate = logger.propagate, False
    try:
        document = weasyprint.HTML(string=html, base_url=base, url_fetcher=_fetcher(templates))
        return document.write_pdf(font_config=weasyprint.text.fonts.FontConfiguration(), uncompressed_pdf=False)
    finally:
        logger.removeHandler(collect)
        logger.propagate = propagate
        if warnings is not None:
            warnings.extend(collect.messages)
