"""Build a game's rulebook in a language, as HTML and/or PDF, written atomically."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from jinja2 import TemplateError

from toolkit import __version__
from toolkit.engine.parallel import ordered_map
from toolkit.files import write_atomic
from toolkit.i18n import po_layers
from toolkit.i18n.catalogs import Project, UnknownName
from toolkit.i18n.runtime import translations
from toolkit.lang import games as registry
from toolkit.lang.load import load
from toolkit.lang.model import Card
from toolkit.rulebook import context as ctx
from toolkit.rulebook.render import render_html, render_pdf

FORMATS: tuple[str, ...] = ("html", "pdf")


class RulebookError(Exception):
    """A rulebook that cannot be built: an unknown game, language or format (usage: exit 2), or a
    template that fails (its file and line in the message)."""


@dataclass
class RulebookResult:
    game: str
    lang: str
    written: list[Path] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    seconds: float = 0.0
    reused: bool = False  # an incremental build found it up to date


def output_name(game: str, lang: str, fmt: str) -> str:
    return f"{game}-{lang}.{fmt}"


def load_cards(cards_root: Path, game: str) -> list[Card]:
    """The game's cards under ``cards_root`` (its folder if there is one); cards that do not check
    are left out (``deckwright check`` reports them), so a rulebook never stops for one."""
    folder = cards_root / game
    result = load([str(folder if folder.is_dir() else cards_root)])
    return [c for c in result.cards if c.game == game]


def _validate(project: Project, game: str, lang: str, formats: Sequence[str]) -> None:
    try:
        project.game(game)
        project.language(lang)
    except UnknownName as exc:
        raise RulebookError(str(exc)) from None
    if registry.get(game) is None:
        raise RulebookError(f"no ruleset for the game '{game}' (known: {', '.join(registry.names())})")
    for fmt in formats:
        if fmt not in FORMATS:
            raise RulebookError(f"unknown format '{fmt}' (use {' or '.join(FORMATS)})")


def build_rulebook(
    game: str,
    lang: str,
    out: Path,
    *,
    formats: Sequence[str] = FORMATS,
    cards: list[Card] | None = None,
    cards_root: Path = Path("cards"),
    project: Project | None = None,
    constants: dict[str, int] | None = None,
) -> RulebookResult:
    """Render ``game``'s rulebook in ``lang`` into ``out`` (``<game>-<lang>.html`` / ``.pdf``).
    ``constants`` overrides the ruleset's numbers (tests prove the text follows them)."""
    project = project or Project.default()
    _validate(project, game, lang, formats)
    started = time.perf_counter()
    ruleset = registry.get(game)
    assert ruleset is not None
    result = RulebookResult(game, lang)
    found, result.warnings = translations(project, game, lang)
    chosen = cards if cards is not None else load_cards(cards_root, game)
    rules = {**ctx.constants_of(ruleset), **(constants or {})}
    context = {
        "game": game,
        "title": ruleset.title,
        "rules": rules,
        "variants": ctx.variants_of(ruleset),
        "cards": ctx.cards_of(chosen, game, lang),
    }
    try:
        html = render_html(project.templates, game, lang, found, context)
    except (TemplateError, TypeError, ValueError, ArithmeticError, LookupError, AttributeError) as exc:
        raise RulebookError(f"{_template_location(exc, game)}: the rulebook template of {game} fails: {exc}") from None
    if "html" in formats:
        path = out / output_name(game, lang, "html")
        write_atomic(path, _standalone(html, project, game))
        result.written.append(path)
    if "pdf" in formats:
        data = render_pdf(html, project.templates, game, result.warnings)
        path = out / output_name(game, lang, "pdf")
        write_atomic(path, data)
        result.written.append(path)
    result.seconds = time.perf_counter() - started
    return result


def _template_location(exc: BaseException, game: str) -> str:
    """Where in a template an error arose: Jinja2 puts the template's file and line in the
    traceback (and in a syntax error's own fields)."""
    name, line = getattr(exc, "filename", None), getattr(exc, "lineno", None)
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.endswith(".j2"):
            name, line = tb.tb_frame.f_code.co_filename, tb.tb_lineno
        tb = tb.tb_next
    return f"{name or f'templates/rulebook/{game}'}:{line or '?'}"


def _standalone(html: str, project: Project, game: str) -> str:
    """The HTML file as written: its stylesheet and fonts are the project's, linked by absolute
    file URLs so the file opens anywhere on this machine (the PDF embeds the fonts)."""
    base = (project.templates / game).resolve().as_uri() + "/"
    return html.replace("<head>", f'<head>\n<base href="{base}">', 1)


_POOL: dict[str, object] = {}  # what the workers inherit: the project, the output folder, each game's cards


def _prepare(project: Project, out: Path, formats: Sequence[str], cards: dict[str, list[Card]]) -> None:
    _POOL.update(project=project, out=out, formats=tuple(formats), cards=cards)
    if "pdf" in formats:
        from toolkit.rulebook.render import _weasyprint

        _weasyprint()  # imported once, before the workers fork


def _build_one(job: tuple[str, str]) -> RulebookResult:
    game, lang = job
    cards = _POOL["cards"]
    assert isinstance(cards, dict)
    return build_rulebook(
        game,
        lang,
        _POOL["out"],
        formats=_POOL["formats"],
        cards=cards[game],
        project=_POOL["project"],  # type: ignore[arg-type]
    )


MANIFEST = "rulebooks.json"  # what each rulebook in a folder was built from (incremental builds)


def inputs_hash(project: Project, game: str, lang: str, formats: Sequence[str], cards: list[Card]) -> str:
    """A hash of everything a rulebook is made from: its templates, fonts and stylesheet, the
    English and the language's catalogs, the ruleset's numbers, the cards' meaning, the code."""
    digest = hashlib.sha256()
    ruleset = registry.get(game)
    digest.update(repr((game, lang, tuple(formats), __version__)).encode())
    digest.update(repr(sorted(ruleset.constants.items()) if ruleset else ()).encode())
    digest.update(repr([sorted(v.constants.items()) for v in ruleset.variants] if ruleset else ()).encode())
    files = sorted((project.templates / game).rglob("*"))
    for shared in sorted(p for p in project.templates.iterdir() if p.name.startswith("_")):
        files.extend(sorted(shared.rglob("*")))
    files += [*po_layers.paths(project, game, "en"), *po_layers.paths(project, game, lang)]  # a project's too
    here = Path(__file__).parent
    files += sorted(here.glob("*.py")) + sorted((here.parent / "i18n").glob("*.py"))
    for path in files:
        if path.is_file():
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
    for card in sorted(cards, key=lambda c: (c.card_id or "", c.name)):
        digest.update(card.content_hash().encode())
    return digest.hexdigest()


def _read_manifest(out: Path) -> dict[str, str]:
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def build_rulebooks(
    out: Path,
    *,
    games: Iterable[str] | None = None,
    languages: Iterable[str] | None = None,
    formats: Sequence[str] = FORMATS,
    cards_root: Path = Path("cards"),
    project: Project | None = None,
    workers: int = 1,
    incremental: bool = False,
    cards: dict[str, list[Card]] | None = None,
) -> list[RulebookResult]:
    """Every rulebook in every language, in (game, language) order, over ``workers`` processes
    (the cards of each game loaded once, before the workers start). ``incremental``: a rulebook
    whose inputs are unchanged since it was last built into ``out`` (rulebooks.json) is not
    built again; its result says so (``reused``). ``cards``: each game's cards already loaded
    (``deckwright build`` has them) instead of loading them from ``cards_root``."""
    project = project or Project.default()
    games = list(games or project.games())
    languages = list(languages or project.languages())
    for game in games:
        for lang in languages:
            _validate(project, game, lang, formats)
    if cards is None:
        cards = {game: load_cards(cards_root, game) for game in games}
    jobs = [(game, lang) for game in games for lang in languages]
    hashes = {job: inputs_hash(project, *job, formats, cards[job[0]]) for job in jobs} if incremental else {}
    manifest = _read_manifest(out) if incremental else {}
    reused = {
        job: RulebookResult(*job, written=[out / output_name(*job, f) for f in formats], reused=True)
        for job in jobs
        if incremental
        and manifest.get(f"{job[0]}/{job[1]}") == hashes[job]
        and all((out / output_name(*job, f)).is_file() for f in formats)
    }
    todo = [job for job in jobs if job not in reused]
    built = {}
    if todo:  # nothing to build: no WeasyPrint import, no workers
        made = ordered_map(_build_one, todo, workers=workers, setup=_prepare, setup_args=(project, out, formats, cards))
        built = dict(zip(todo, made, strict=True))
    if incremental:
        manifest.update({f"{game}/{lang}": hashes[(game, lang)] for game, lang in jobs})
        write_atomic(out / MANIFEST, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return [reused.get(job) or built[job] for job in jobs]
