"""What a render command renders: the cards of a game in a language (a query narrows them), their
faces drawn over the machine's cores, then sheets, print-service files or a Tabletop Simulator deck.

Faces are drawn in worker processes (toolkit.engine.parallel.ordered_map, forked after the job is
set up, so nothing is pickled but card indexes and results) and written at once as PNG files, so
memory holds a batch of faces, never the whole deck; sheets and PDFs read them back from disk.
Every file is written atomically (toolkit.files.write_atomic): a render stopped by an exception,
Ctrl-C or a kill leaves whole files from before and no half-written one.

Where things go, under the render folder (output/render by default; docs/printing.md):

    <game>/<variant>/cards/<key>.png          one face per card, with bleed (825 x 1125 for poker)
    <game>/<variant>/backs/<deck>.png         one back per deck
    <game>/<variant>/sheets/...               home sheets: PDF, PNG pages, the duplex calibration page
    <game>/<variant>/service/...              print service: one card a page, front then back
    <game>/<variant>/tts/...                  Tabletop Simulator: sheets, backs, the saved object

``<variant>`` is the language, with ``-<size>`` for a size other than poker and ``-ink`` for the
ink-saving variant (``uk``, ``en-tarot-ink``).
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from PIL import Image

from toolkit.engine.parallel import batches, ordered_map
from toolkit.lang.model import Card
from toolkit.render import pdf, png, sheets, tts
from toolkit.render.cardtext import sheet_words
from toolkit.render.profiles import PROFILES, Profile
from toolkit.render.sizes import CARD_SIZES, DEFAULT_CARD_SIZE, PAPERS, CardSize

BATCH = 8  # faces per task sent to a worker: enough to pay for the round trip, few enough to spread


class RenderError(Exception):
    """A render that cannot be done as asked (no such game, no cards, faces unavailable): R-coded."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class FaceMaker(Protocol):
    """What draws the cards: a face per card and a back per deck, as RGB images of size.full_px."""

    def front(self, card: Card) -> tuple[Image.Image, tuple[Any, ...]]: ...

    def back(self, game: str, deck: str | None) -> Image.Image: ...


@dataclass(frozen=True)
class PillowFaces:
    """The card faces of toolkit.render.faces (layouts, frames, typography), imported when drawn."""

    lang: str = "en"
    size: CardSize = CARD_SIZES[DEFAULT_CARD_SIZE]
    ink_saving: bool = False
    layouts: Any = None  # a project's Layouts (its templates/cards/ first); None: the shipped ones
    identities: Any = None  # the set's declared words (toolkit.text.Identities); None: each word as written

    def _faces(self) -> Any:
        try:
            from toolkit.render import faces
        except ImportError as exc:  # a branch or an install without the faces module
            raise RenderError("R0060", f"card faces cannot be drawn here: {exc}") from None
        return faces

    def front(self, card: Card) -> tuple[Image.Image, tuple[Any, ...]]:
        faces = self._faces()
        face = faces.render_face(
            card,
            lang=self.lang,
            size=self.size,
            ink_saving=self.ink_saving,
            layouts=self.layouts,
            identities=self.identities,
        )
        return face.image, tuple(face.problems)

    def back(self, game: str, deck: str | None) -> Image.Image:
        faces = self._faces()
        return faces.render_back(
            game, deck, lang=self.lang, size=self.size, ink_saving=self.ink_saving, layouts=self.layouts
        )


@dataclass(frozen=True)
class Job:
    """The cards of one game in one language, and how to draw them."""

    game: str
    cards: tuple[Card, ...]
    lang: str = "en"
    size: CardSize = CARD_SIZES[DEFAULT_CARD_SIZE]
    ink_saving: bool = False
    out: Path = Path("output/render")
    workers: int = 1
    layouts: Any = None  # a project's Layouts; None: the shipped ones

    @property
    def variant(self) -> str:
        name = self.lang
        if self.size.name != DEFAULT_CARD_SIZE:
            name += f"-{self.size.name}"
        return name + ("-ink" if self.ink_saving else "")

    @property
    def folder(self) -> Path:
        return self.out / file_part(self.game) / self.variant

    @property
    def stem(self) -> str:
        """The start of every file name of the job: ``munchkin-uk`` (self-describing when moved)."""
        return f"{file_part(self.game)}-{self.variant}"


@dataclass
class Rendered:
    """The faces of a job on disk: image keys → files, each card's (front, back) keys, problems."""

    images: dict[str, Path] = field(default_factory=dict)
    pairs: list[tuple[str, str | None]] = field(default_factory=list)
    problems: list[Any] = field(default_factory=list)
    written: list[Path] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)  # front key → the card's name
    pages: list[Path] = field(default_factory=list)  # PNG pages drawn with the faces (PagePlan)


def file_part(text: str) -> str:
    """A name safe in a file name on every system: letters, digits, '.', '_' and '-'."""
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("._")
    return cleaned or "card"


def back_key(card: Card) -> str:
    return f"back:{card.deck or ''}"


# ---------------------------------------------------------------- faces


_WORK: dict[str, Any] = {}  # what the workers draw from: set in this process before they fork


@dataclass(frozen=True)
class PagePlan:
    """PNG pages for the face workers to draw as they go: each task draws the cards of one sheet,
    then the pages that show only those cards (its fronts, its backs, its fold-over page), from the
    faces still in memory; so a face is never read back from its file, and memory holds one sheet."""

    pages: Sequence[sheets.Page]
    names: Sequence[str]  # the pages' file names
    folder: Path


def _setup(
    maker: FaceMaker, cards: Sequence[Card], folder: Path, plan: PagePlan | None, images: dict[str, Path], warm: bool
) -> None:
    _WORK.update(maker=maker, cards=cards, folder=folder, plan=plan, images=images)
    if warm and cards:
        # One face drawn here before the workers fork: the fonts, hyphenation dictionaries, layouts
        # and text bundles it loads are then inherited by every worker instead of loaded by each.
        maker.front(cards[0])


def _draw(task: tuple[list[tuple[int, str]], list[int]]) -> tuple[list[tuple[int, str, list[Any]]], list[str]]:
    """Draw and write the faces of a task's (card index, file name) pairs, then its pages:
    (index, name, problems) for each face, and the pages' file names."""
    batch, page_indexes = task
    maker: FaceMaker = _WORK["maker"]
    cards: Sequence[Card] = _WORK["cards"]
    folder: Path = _WORK["folder"]
    done = []
    drawn: dict[str, png.Raster] = {}
    for index, name in batch:
        image, problems = maker.front(cards[index])
        # The face's bytes are taken once: its PNG and its sheet's pages are both made from them.
        raster = png.Raster.of(image)
        png.write_raster(folder / name, raster)
        if page_indexes:
            drawn[name.removesuffix(".png")] = raster
        done.append((index, name, list(problems)))
    plan: PagePlan | None = _WORK["plan"]
    pages = []
    for page_index in page_indexes:
        assert plan is not None
        page, name = plan.pages[page_index], plan.names[page_index]
        png.write_page(plan.folder / name, page, _WORK["images"], drawn)
        pages.append(name)
    return done, pages


def render_faces(
    job: Job,
    maker: FaceMaker | None = None,
    progress: Callable[[int], None] | None = None,
    *,
    plan: Callable[[list[tuple[str, str | None]]], PagePlan] | None = None,
) -> Rendered:
    """Every deck's back in ``job.folder``/backs and every card's face in cards/, over ``job.workers``
    processes; ``progress(n)`` after each batch of n faces. ``plan``, given the cards' (front, back)
    image keys, says which PNG pages to draw on the way (PagePlan)."""
    from toolkit.text import identities

    # A declared identity is said by its card's name: the job's cards are the set that declares them.
    maker = maker or PillowFaces(job.lang, job.size, job.ink_saving, job.layouts, identities(job.cards))
    cards_folder, backs_folder = job.folder / "cards", job.folder / "backs"
    rendered = Rendered()
    for card in job.cards:
        key = back_key(card)
        if key not in rendered.images:
            path = backs_folder / f"{file_part(card.deck or 'back')}.png"
            png.write_png(path, maker.back(card.game, card.deck))
            rendered.images[key] = path
            rendered.written.append(path)
    keys = _unique_names(job.cards)
    rendered.pairs = [(keys[i], back_key(card)) for i, card in enumerate(job.cards)]
    named = [(i, f"{key}.png") for i, key in enumerate(keys)]
    pages = plan(rendered.pairs) if plan is not None else None
    tasks = _tasks(named, pages)
    images = {**rendered.images, **{key: cards_folder / f"{key}.png" for key in keys}}
    setup_args = (maker, job.cards, cards_folder, pages, images, job.workers > 1 and len(tasks) > 1)
    for batch, page_names in ordered_map(_draw, tasks, workers=job.workers, setup=_setup, setup_args=setup_args):
        for card_index, name, problems in batch:
            key = keys[card_index]
            rendered.images[key] = cards_folder / name
            rendered.written.append(cards_folder / name)
            rendered.names[key] = job.cards[card_index].name
            rendered.problems.extend(problems)
        if pages is not None:
            rendered.pages.extend(pages.folder / name for name in page_names)
        if progress:
            progress(len(batch))
    return rendered


def _tasks(named: list[tuple[int, str]], plan: PagePlan | None) -> list[tuple[list[tuple[int, str]], list[int]]]:
    """Batches of faces; with a plan, one batch per sheet's cards, with the pages it completes."""
    if plan is None:
        return [(batch, []) for batch in batches(named, BATCH)]
    owner: dict[tuple[int, int], list[int]] = {}
    for number, page in enumerate(plan.pages):
        indexes = [p.index for p in page.placements]
        if indexes:
            owner.setdefault((min(indexes), max(indexes)), []).append(number)
    tasks = []
    covered = 0
    for (low, high), numbers in sorted(owner.items()):
        if low < covered:  # a page spanning two sheets' cards: never made by impose; drawn with the last
            tasks[-1][1].extend(numbers)
            continue
        tasks.append((named[low : high + 1], numbers))
        covered = high + 1
    if covered < len(named):
        tasks.extend((batch, []) for batch in batches(named[covered:], BATCH))
    return tasks


def _unique_names(cards: Sequence[Card]) -> list[str]:
    """Each card's image key: its key, which the checker keeps unique in a game (E0203)."""
    seen: dict[str, int] = {}
    keys = []
    for card in cards:
        key = file_part(card.key)
        seen[key] = seen.get(key, 0) + 1
        keys.append(key if seen[key] == 1 else f"{key}~{seen[key]}")
    return keys


# ---------------------------------------------------------------- outputs


def _page_name(job: Job, what: str, number: int) -> str:
    return f"{job.stem}-{what}-p{number:03d}.png"


_PAGES: dict[str, Any] = {}


def _setup_pages(pages: Sequence[sheets.Page], images: dict[str, Path], folder: Path, names: list[str]) -> None:
    _PAGES.update(pages=pages, images=images, folder=folder, names=names)


def _draw_page(index: int) -> str:
    name = _PAGES["names"][index]
    png.write_page(_PAGES["folder"] / name, _PAGES["pages"][index], _PAGES["images"])
    return name


def write_png_pages(
    pages: Sequence[sheets.Page], images: dict[str, Path], folder: Path, names: list[str], workers: int
) -> list[Path]:
    """Each page as a 300-DPI PNG, drawn and compressed over ``workers`` processes."""
    done = ordered_map(_draw_page, list(range(len(pages))), workers=workers, setup=_setup_pages,
                       setup_args=(pages, images, folder, names))  # fmt: skip
    return [folder / name for name in done]


def _sheet_what(spec: sheets.SheetSpec) -> str:
    return f"{spec.paper.name}-{spec.layout}"


def page_plan(job: Job, spec: sheets.SheetSpec) -> Callable[[list[tuple[str, str | None]]], PagePlan]:
    """The PNG pages of home sheets, for render_faces to draw as it draws the faces."""

    def plan(pairs: list[tuple[str, str | None]]) -> PagePlan:
        pages = sheets.impose(pairs, spec, sheet_words(job.game, job.lang)).pages
        names = [_page_name(job, _sheet_what(spec), n + 1) for n in range(len(pages))]
        return PagePlan(pages, names, job.folder / "sheets")

    return plan


def render_sheets(
    job: Job,
    spec: sheets.SheetSpec,
    rendered: Rendered,
    *,
    formats: Iterable[str] = ("pdf", "png"),
    calibration: bool = True,
) -> tuple[list[Path], list[str]]:
    """Home sheets of the job's faces (PDF and/or PNG pages; PNG pages already drawn with the faces
    are kept), and the duplex calibration page; the files written and the layout's notes."""
    formats = tuple(formats)
    folder = job.folder / "sheets"
    say = sheet_words(job.game, job.lang)  # the pages' titles in the job's language
    imposition = sheets.impose(rendered.pairs, spec, say)
    what = _sheet_what(spec)
    written: list[Path] = []
    calibration_pages = sheets.calibration(spec, say) if calibration else []
    if "pdf" in formats:
        written.append(pdf.write_pdf(folder / f"{job.stem}-{what}.pdf", imposition.pages, rendered.images))
        if calibration_pages:
            written.append(pdf.write_pdf(folder / f"calibration-{spec.paper.name}.pdf", calibration_pages, {}))
    if "png" in formats:
        names = [_page_name(job, what, n + 1) for n in range(len(imposition.pages))]
        if [p.name for p in rendered.pages] == names:
            written.extend(rendered.pages)
        else:
            written.extend(write_png_pages(imposition.pages, rendered.images, folder, names, job.workers))
        for n, page in enumerate(calibration_pages, start=1):
            written.append(png.write_page(folder / f"calibration-{spec.paper.name}-p{n}.png", page, {}))
    return written, imposition.notes


def render_service(job: Job, rendered: Rendered) -> list[Path]:
    """A print service's PDF: one bled card a page, front then back (the PNGs are the job's cards/)."""
    pages = sheets.card_pages(rendered.pairs, job.size)
    return [pdf.write_pdf(job.folder / "service" / f"{job.stem}-cards.pdf", pages, rendered.images)]


def render_tts(
    job: Job, rendered: Rendered, *, format: str = "jpg", base_url: str | None = None
) -> tuple[list[Path], tts.TtsDeck]:
    """A Tabletop Simulator deck of the job's cards: sheets, backs and the saved object."""
    cards = [
        tts.TtsCard(rendered.names.get(front, front), rendered.images[front], back or "back:")
        for front, back in rendered.pairs
    ]
    deck = tts.build_deck(
        cards, rendered.images, job.folder / "tts", size=job.size, name=job.stem, format=format, base_url=base_url
    )
    files = [p for s in deck.sheets for p in (s.face, s.back)]
    assert deck.saved_object is not None
    return [*dict.fromkeys(files), deck.saved_object], deck


def run_profile(
    job: Job,
    profile: Profile,
    spec: sheets.SheetSpec,
    maker: FaceMaker | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[Rendered, list[Path], list[str]]:
    """What ``--profile`` asks for: the faces (with the sheets' PNG pages drawn on the way), then the
    PDFs. Returns the faces, the other files written and the layout's notes."""
    plan = page_plan(job, spec) if profile.sheets else None
    rendered = render_faces(job, maker, progress, plan=plan)
    written: list[Path] = []
    notes: list[str] = []
    if profile.sheets:
        files, notes = render_sheets(job, spec, rendered)
        written += files
    if profile.card_pdf:
        written += render_service(job, rendered)
    return rendered, written, notes


def profile_named(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise RenderError("R0054", f"unknown profile '{name}' (known: {', '.join(PROFILES)})") from None


# ---------------------------------------------------------------- choosing the cards


def select(cards: Sequence[Card], query: str | None, result: Any = None, scope: Sequence[str] = ()) -> list[Card]:
    """The cards matching a catalog query (docs/catalog.md: ``kind:monster level>=8``), searched in a
    catalog built for the purpose in a temporary folder, so the query means what it means in
    ``deckwright catalog search``. ``result`` is the LoadResult the cards came from."""
    if not query or not query.strip():
        return list(cards)
    from sqlmodel import Session

    from toolkit.catalog import database
    from toolkit.catalog.importer import import_cards
    from toolkit.catalog.query import parse_query
    from toolkit.catalog.records import fetch
    from toolkit.catalog.search import compile_query

    clause = compile_query(parse_query(query))  # DeckwrightError for a bad query: the caller reports it
    with tempfile.TemporaryDirectory(prefix="deckwright-query-") as folder:
        engine = database.engine_for(database.sqlite_url(Path(folder) / "query.db"))
        try:
            import_cards(engine, result, list(scope))
            with Session(engine) as session:
                wanted = {(e.game, e.row.key) for e in fetch(session, clause)}
        finally:
            engine.dispose()
    return [c for c in cards if (c.game, c.key) in wanted]


def workers_default() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


# ---------------------------------------------------------------- everything (deckwright build)


INPUTS_FILE = ".inputs"  # the digest of what a variant's files were made from


@dataclass
class Done:
    """One game in one language as the build rendered it (or found it already rendered)."""

    game: str
    lang: str
    written: list[Path]
    reused: bool
    problems: int


def inputs_digest(job: Job) -> str:
    """What a variant's files depend on: its cards (by meaning), its language, size and variant,
    and the renderer's code and shipped layouts. Unchanged, the build leaves the files as they are."""
    import hashlib

    digest = hashlib.sha256(f"{job.game}\0{job.variant}\0".encode())
    for card in job.cards:
        digest.update(card.content_hash().encode())
    here = Path(__file__).resolve().parent
    templates = here.parents[1] / "templates" / "cards"
    if (here.parent / "_templates").is_dir():
        templates = here.parent / "_templates" / "cards"
    files = sorted(here.glob("*.py"))
    folders = [templates, *(getattr(job.layouts, "folders", None) or ())]  # a project's layouts too
    for folder in dict.fromkeys(folders):
        if folder.is_dir():
            files += sorted(p for p in folder.rglob("*") if p.is_file())
    files += _text_files(job.game, job.lang)
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _text_files(game: str, lang: str) -> list[Path]:
    """The .ftl files a game's faces and backs read in ``lang`` (messages, termbase, flavour), so a
    changed translation renders that language again and its TTS deck gets new content hashes."""
    from toolkit.text.files import text_files

    return text_files(game, lang)  # a project's own translations too (toolkit/i18n/layers.py)


def render_all(
    out: Path,
    cards: dict[str, Sequence[Card]],
    languages: Callable[[str], Sequence[str]],
    *,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    maker: Callable[[Job], FaceMaker] | None = None,
    layouts: Any = None,
) -> list[Done]:
    """Every game of ``cards`` in each of its ``languages(game)``: faces, A4 home sheets (PDF), the
    print service's PDF and the TTS deck, into ``out`` (output/render). A variant whose inputs are
    unchanged since the last build (INPUTS_FILE) is left alone."""
    from toolkit.files import write_atomic

    spec_for = {size: sheets.SheetSpec(PAPERS["a4"], size) for size in (CARD_SIZES[DEFAULT_CARD_SIZE],)}
    done: list[Done] = []
    for game, chosen in cards.items():
        for lang in languages(game):
            job = Job(game, tuple(chosen), lang=lang, out=out, workers=workers, layouts=layouts)
            digest = inputs_digest(job)
            record = job.folder / INPUTS_FILE
            if record.is_file() and record.read_text(encoding="utf-8").strip() == digest:
                done.append(Done(game, lang, [], True, 0))
                if progress:
                    progress(len(chosen))
                continue
            rendered = render_faces(job, maker(job) if maker else None, progress=progress)
            written, _ = render_sheets(job, spec_for[job.size], rendered, formats=("pdf",))
            written += render_service(job, rendered)
            files, _ = render_tts(job, rendered)
            written += files
            write_atomic(record, digest + "\n")  # last: a build stopped before it renders again
            errors = sum(1 for p in rendered.problems if getattr(p, "severity", "error") == "error")
            done.append(Done(game, lang, [*rendered.written, *written], False, errors))
    return done
