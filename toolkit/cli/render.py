"""``deckwright render cards|sheets|tts|check``: card faces, print sheets, Tabletop Simulator decks
and the preflight, for one game in one language (docs/printing.md)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from toolkit.cli.output import (
    EXIT_OK,
    EXIT_PROBLEMS,
    EXIT_USAGE,
    QuietOption,
    ReportOption,
    check_format,
    emit_json,
    err,
    error,
    fail,
    progress,
    say,
    warn,
)

if TYPE_CHECKING:
    from toolkit.render.jobs import Job, Rendered
    from toolkit.render.sheets import SheetSpec

app = typer.Typer(
    help="Render cards: faces (PNG), print sheets (PDF and PNG), Tabletop Simulator decks; check them first.",
    no_args_is_help=True,
)

GameOption = Annotated[
    str | None, typer.Option("--game", "-g", help="The game, e.g. munchkin (in a project: its game).")
]
LangOption = Annotated[str, typer.Option("--lang", "-l", help="The language of the cards' text: en, es, uk, de, pl.")]
SizeOption = Annotated[
    str, typer.Option("--size", help="Card size: poker, poker-metric, bridge, tarot, euro, mini-euro.")
]
InkOption = Annotated[
    bool, typer.Option("--ink-saving", help="The ink-saving variant: white background, black text, no art.")
]
QueryOption = Annotated[
    str | None, typer.Option("--query", help="Only the cards a catalog query finds, e.g. 'kind:monster'.")
]
OutOption = Annotated[Path, typer.Option("--out", "-o", help="The render folder.")]
CardsOption = Annotated[
    Path | None,
    typer.Option("--cards", help="Card files or a folder (default: the project's cards, else the game's set)."),
]
WorkersOption = Annotated[
    int, typer.Option("--workers", "-j", min=0, help="Processes drawing faces (0: one per core).")
]
DEFAULT_OUT = Path("output/render")


def _job(
    game: str | None,
    lang: str,
    size: str,
    ink_saving: bool,
    query: str | None,
    out: Path,
    cards: Path | None,
    workers: int,
    *,
    json: bool = False,
) -> Job:
    """The cards to render, loaded and checked; every mistake in the options is exit 2, said plainly."""
    from toolkit.cli.output import end_on_errors
    from toolkit.cli.project import card_source, here
    from toolkit.i18n.catalogs import LANGUAGES
    from toolkit.lang import games
    from toolkit.lang.diagnostics import DeckwrightError
    from toolkit.lang.load import load
    from toolkit.lang.printable import printable
    from toolkit.render.jobs import Job, select, workers_default
    from toolkit.render.sizes import CARD_SIZES

    known = sorted(games.names())
    where = here()
    if game is None:  # a project's cards are of its game (docs/projects.md); elsewhere it must be said
        if where.project is None:
            fail("missing option '--game' / '-g'", "see 'deckwright render --help'")
        game = where.project.game
    if games.get(game) is None:
        fail(f"unknown game '{printable(game)}' (known: {', '.join(known)})", "see 'deckwright render --help'")
    if lang not in LANGUAGES:
        fail(f"unknown language '{printable(lang)}' (known: {', '.join(LANGUAGES)})")
    if size not in CARD_SIZES:
        fail(f"unknown card size '{printable(size)}' (known: {', '.join(CARD_SIZES)})")
    # Which cards: the one rule every command follows (cli/project.card_source, docs/projects.md).
    source = card_source(game, cards, where)
    result = load([str(source)], bases=where.bases, allow=where.allow)
    if not result.ok:
        end_on_errors(result.diagnostics, result.sources, json=json)
    chosen = [c for c in result.cards if c.game == game]
    try:
        chosen = select(chosen, query, result, [str(source)])
    except DeckwrightError as exc:
        from toolkit.catalog.query import QUERY_FILE
        from toolkit.cli.output import print_diagnostics

        print_diagnostics(exc.diagnostics, {QUERY_FILE: query or ""})
        raise typer.Exit(EXIT_USAGE) from None
    if not chosen:
        what = f" matching '{printable(query)}'" if query else ""
        fail(f"no {game} cards{what} in {printable(str(source))}")
    layouts = None
    if where.project is not None:  # the project's templates/cards/ override the shipped layouts
        from toolkit.render.layout import Layouts

        layouts = Layouts.for_project(where.project.root)
        if out == DEFAULT_OUT:  # wherever inside the project it runs: the project's output folder
            out = where.project.output / "render"
    return Job(
        game=game,
        cards=tuple(chosen),
        lang=lang,
        size=CARD_SIZES[size],
        ink_saving=ink_saving,
        out=out,
        workers=workers or workers_default(),
        layouts=layouts,
    )


def _spec(job: Job, paper: str, layout: str, back_offset: str, crop_length: float, duplex: str) -> SheetSpec:
    from toolkit.lang.printable import printable
    from toolkit.render.sheets import SheetError, SheetSpec, parse_offset
    from toolkit.render.sizes import PAPERS

    if paper not in PAPERS:
        fail(f"unknown paper '{printable(paper)}' (known: {', '.join(PAPERS)})")
    try:
        offset = parse_offset(back_offset)
        spec = SheetSpec(
            PAPERS[paper], job.size, layout=layout, back_offset_mm=offset, crop_length_mm=crop_length, duplex=duplex
        )
        from toolkit.render.sheets import grid_for

        grid_for(spec)  # a card that does not fit the paper is said before any face is drawn
    except SheetError as exc:
        fail(f"{exc.code}: {printable(exc.message)}")
    return spec


def _faces(job: Job) -> Rendered:
    from toolkit.render.jobs import RenderError, render_faces

    try:
        with progress("faces", "cards", len(job.cards)) as bar:
            rendered = render_faces(job, progress=bar.advance)
    except RenderError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(f"cannot write the faces to {job.folder}: {exc.strerror or exc}")
    return rendered


FormatOption = Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")]


def _report(
    rendered: Rendered,
    written: list[Path],
    notes: Sequence[str] = (),
    format: str = "text",
    extra: dict[str, Any] | None = None,
) -> None:
    """The problems faces found (overflow, missing glyphs...), the notes, the files; exit 1 on errors.
    ``json``: all of it as one report on stdout (the notes too, and ``extra``'s keys), nothing on stderr."""
    if format == "json":
        failed = sum(getattr(p, "severity", "error") == "error" for p in rendered.problems)
        emit_json(
            {
                "ok": not failed,
                "written": [str(p) for p in written],
                "errors": failed,
                "warnings": len(rendered.problems) - failed,
                "problems": [p.to_json() for p in rendered.problems],
                "notes": list(notes),
                **(extra or {}),
            }
        )
        raise typer.Exit(EXIT_PROBLEMS if failed else EXIT_OK)
    errors = 0
    for problem in rendered.problems:
        line = _problem_text(problem)
        if getattr(problem, "severity", "error") == "error":
            errors += 1
            error(line)
        else:
            warn(line)
    for text in notes:
        warn(text)
    folders = sorted({str(p.parent) for p in written})
    say(f"wrote {len(written)} file(s) in {', '.join(folders)}")
    if errors:
        raise typer.Exit(EXIT_PROBLEMS)


def _problem_text(problem: Any) -> str:
    render = getattr(problem, "render", None)
    return render() if callable(render) else str(problem)


@app.command("cards")
def cards_command(
    game: GameOption = None,
    lang: LangOption = "en",
    size: SizeOption = "poker",
    ink_saving: InkOption = False,
    query: QueryOption = None,
    out: OutOption = DEFAULT_OUT,
    cards: CardsOption = None,
    workers: WorkersOption = 0,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """One PNG per card with its bleed (825 x 1125 px for poker at 300 DPI), and each deck's back."""
    check_format(format)
    job = _job(game, lang, size, ink_saving, query, out, cards, workers, json=format == "json")
    rendered = _faces(job)
    _report(rendered, rendered.written, format=format)


@app.command("sheets")
def sheets_command(
    game: GameOption = None,
    lang: LangOption = "en",
    size: SizeOption = "poker",
    paper: Annotated[str, typer.Option("--paper", help="a4 or letter.")] = "a4",
    profile: Annotated[
        str, typer.Option("--profile", help="home (sheets, duplex backs) or service (a card a page, PNGs).")
    ] = "home",
    layout: Annotated[
        str, typer.Option("--layout", help="butted (3 x 3 poker, trimmed), bleed (8-up, each card bled) or fold.")
    ] = "butted",
    duplex: Annotated[
        str, typer.Option("--duplex", help="The edge the printer flips on: long, short or none.")
    ] = "long",
    back_offset: Annotated[
        str, typer.Option("--back-offset", help="Move the backs by X,Y mm (+ right, + up), e.g. 1.5mm,-0.8mm.")
    ] = "0,0",
    crop_length: Annotated[float, typer.Option("--crop-length", help="Length of the crop marks, in mm.")] = 5.0,
    ink_saving: InkOption = False,
    query: QueryOption = None,
    out: OutOption = DEFAULT_OUT,
    cards: CardsOption = None,
    workers: WorkersOption = 0,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Print sheets: PDF (TrimBox, BleedBox) and 300-DPI PNG pages, crop marks, duplex backs, a calibration page."""
    from toolkit.lang.printable import printable
    from toolkit.render.jobs import RenderError, profile_named, run_profile

    check_format(format)
    try:
        chosen = profile_named(profile)
    except RenderError as exc:
        fail(printable(str(exc)))
    job = _job(game, lang, size, ink_saving, query, out, cards, workers, json=format == "json")
    spec = _spec(job, paper, layout, back_offset, crop_length, duplex)
    try:
        with progress("faces and sheets", "cards", len(job.cards)) as bar:
            rendered, written, notes = run_profile(job, chosen, spec, progress=bar.advance)
    except RenderError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(f"cannot write the sheets to {job.folder}: {exc.strerror or exc}")
    _report(rendered, [*rendered.written, *written], notes, format=format)


@app.command("tts")
def tts_command(
    game: GameOption = None,
    lang: LangOption = "en",
    size: SizeOption = "poker",
    format: Annotated[str, typer.Option("--format", "-f", help="Sheet images: jpg or png.")] = "jpg",
    base_url: Annotated[
        str | None,
        typer.Option("--base-url", help="Where the images will be uploaded (default: the local files' file:// URLs)."),
    ] = None,
    ink_saving: InkOption = False,
    query: QueryOption = None,
    out: OutOption = DEFAULT_OUT,
    cards: CardsOption = None,
    workers: WorkersOption = 0,
    report: ReportOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """A Tabletop Simulator deck: sheets of up to 10 x 7 cards, backs, and the saved object to load them."""
    from toolkit.render.tts import FORMATS

    if format not in FORMATS:
        fail(f"unknown format '{format}' (use jpg or png)")
    check_format(report, what="report")  # --format is the sheets' image format here (docs/ci.md)
    job = _job(game, lang, size, ink_saving, query, out, cards, workers, json=report == "json")
    rendered = _faces(job)
    from toolkit.render.jobs import render_tts

    try:
        written, deck = render_tts(job, rendered, format=format, base_url=base_url)
    except OSError as exc:
        fail(f"cannot write the deck to {job.folder}: {exc.strerror or exc}")
    if report == "json":
        assert deck.saved_object is not None
        tts = {
            "saved_object": str(deck.saved_object),
            "sheets": [
                {"face": str(s.face), "back": str(s.back), "columns": s.cols, "rows": s.rows, "cards": len(s.cards)}
                for s in deck.sheets
            ],
        }
        _report(rendered, [*rendered.written, *written], format="json", extra=tts)
    say(f"saved object: {deck.saved_object} ({len(deck.sheets)} sheet(s); docs/printing.md says how to load it)")
    _report(rendered, [*rendered.written, *written])


@app.command("check")
def check_command(
    game: GameOption = None,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang", "-l", help="Language(s), comma-separated (default: the project's, else every language)."
        ),
    ] = None,
    size: SizeOption = "poker",
    query: QueryOption = None,
    cards: CardsOption = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Preflight, writing no image: every overflow, missing glyph and element outside the safe zone."""
    from toolkit.cli.project import here
    from toolkit.i18n.catalogs import LANGUAGES

    project = here().project  # a project checks its own languages (deckwright.toml), else every one
    default = ",".join(project.languages if project is not None else LANGUAGES)
    languages = [p.strip() for p in (lang or default).split(",") if p.strip()]
    check_format(format)
    job = _job(
        game, languages[0] if languages else "?", size, False, query, DEFAULT_OUT, cards, 1, json=format == "json"
    )
    for name in languages[1:]:
        if name not in LANGUAGES:
            fail(f"unknown language '{name}' (known: {', '.join(LANGUAGES)})")
    try:
        from toolkit.render.preflight import preflight  # type: ignore[import-not-found]
    except ImportError as exc:
        fail(f"R0060: the preflight is not available here: {exc}")
    problems = list(preflight(list(job.cards), languages, size=job.size, layouts=job.layouts))
    if format == "json":  # the problems in the report, none on stderr (as `check --format json`)
        failed = sum(getattr(p, "severity", "error") == "error" for p in problems)
        emit_json(
            {
                "ok": not failed,
                "game": job.game,
                "languages": languages,
                "size": size,
                "cards": len(job.cards),
                "errors": failed,
                "warnings": len(problems) - failed,
                "problems": [p.to_json() for p in problems],
            }
        )
        raise typer.Exit(EXIT_PROBLEMS if failed else EXIT_OK)
    errors = 0
    for problem in problems:
        if getattr(problem, "severity", "error") == "error":
            errors += 1
            error(_problem_text(problem))
        else:
            warn(_problem_text(problem))
    say(f"checked {len(job.cards)} card(s) in {len(languages)} language(s): {len(problems)} problem(s)")
    err.file.flush()
    if errors:
        raise typer.Exit(EXIT_PROBLEMS)
