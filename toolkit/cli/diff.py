"""``deckwright diff A B``: cards added, removed and changed between two versions of a set (two git
revisions of the repository the cards are in, or two folders), as text, Markdown, HTML or a JSON
report (``--format json``: ``schema_version``, the versions, the counts and every change).

The HTML report shows each card's face before and after. toolkit/sheet, which writes the report,
sits beside toolkit/render and cannot draw; this command can, so it hands the report a
``FaceDrawer``: A's cards drawn with A's layouts (a revision's own templates/cards/, read from git),
B's with B's, each face trimmed of its bleed and halved.
"""

from __future__ import annotations

import io
import os
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from toolkit.cli.output import EXIT_OK, EXIT_PROBLEMS, QuietOption, fail, note, write_stdout
from toolkit.report import json_report

if TYPE_CHECKING:
    from toolkit.cli.project import Where
    from toolkit.lang.model import Card
    from toolkit.sheet.diff import CardChange, SetDiff
    from toolkit.sheet.diffreport import FaceImage

FORMATS = ("text", "markdown", "html", "json")
SCALE = 2  # a face at half its 300-DPI size: 150 DPI, its smallest type still sharp
FLAT_COLOURS = 8192  # at most this many colours: a face of panels and type, not a picture


class FaceDrawer:
    """The two faces of a change, for the HTML report: each version's card with that version's layouts."""

    def __init__(self, before: Any, after: Any, lang: str, identities: tuple[Any, Any] = (None, None)) -> None:
        self.layouts = (before, after)
        # Each version's declared identities (`class "Bard" { is bard }`), said on its faces by its cards.
        self.identities = identities
        self.lang = lang
        self.problems: list[str] = []
        self.drawn = 0
        self.drawn_faces: dict[int, tuple[FaceImage | None, FaceImage | None]] = {}  # id(change) →

    def __call__(self, change: CardChange) -> tuple[FaceImage | None, FaceImage | None]:
        found = self.drawn_faces.get(id(change))
        if found is not None:
            return found
        return (
            self.draw(change.card_before, self.layouts[0], self.identities[0]),
            self.draw(change.card_after, self.layouts[1], self.identities[1]),
        )

    def draw_all(self, changes: list[CardChange], workers: int) -> None:
        """Every change's faces drawn now, over ``workers`` processes (forked: the layouts and the
        cards are inherited, only the faces' bytes come back), for the report to take in order."""
        from toolkit.engine.parallel import ordered_map

        jobs = list(range(len(changes)))
        results = ordered_map(_draw_job, jobs, workers=workers, setup=_draw_setup, setup_args=(self, changes))
        for change, (pair, problems) in zip(changes, results, strict=True):
            self.drawn_faces[id(change)] = pair
            self.problems.extend(p for p in problems if p not in self.problems)
            self.drawn += sum(face is not None for face in pair)

    def draw(self, card: Card | None, layouts: Any, identities: Any = None) -> FaceImage | None:
        from PIL import Image

        from toolkit.render import CARD_SIZES, LayoutError, render_face
        from toolkit.render.sizes import DEFAULT_CARD_SIZE
        from toolkit.sheet.diffreport import FaceImage

        if card is None:
            return None
        size = CARD_SIZES[DEFAULT_CARD_SIZE]
        try:
            face = render_face(card, lang=self.lang, size=size, layouts=layouts, identities=identities)
        except LayoutError as exc:  # the layout's fault: said once, and the report goes on without faces
            message = f"no face drawn for {card.game} {card.kind}: {exc}"
            if message not in self.problems:
                self.problems.append(message)
            return None
        trimmed = face.image.crop(size.trim_box_px)  # the bleed is for the printer, not the reader
        small: Image.Image = trimmed.resize((trimmed.width // SCALE, trimmed.height // SCALE), Image.Resampling.LANCZOS)
        if small.getcolors(FLAT_COLOURS) is not None:
            # Flat panels and type (a few thousand shades of anti-aliasing): 256 colours show it
            # unchanged at a quarter of the bytes. A face with a picture has far more, and stays RGB.
            small = small.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        data = io.BytesIO()
        small.save(data, format="PNG", optimize=True)
        self.drawn += 1
        return FaceImage(data.getvalue(), small.width, small.height)


_DRAWING: dict[str, Any] = {}  # what the face workers draw from: set in this process before they fork


def _draw_setup(drawer: FaceDrawer, changes: list[CardChange]) -> None:
    _DRAWING.update(drawer=drawer, changes=changes)


def _draw_job(index: int) -> tuple[tuple[FaceImage | None, FaceImage | None], list[str]]:
    drawer: FaceDrawer = _DRAWING["drawer"]
    change: CardChange = _DRAWING["changes"][index]
    said = len(drawer.problems)
    pair = (
        drawer.draw(change.card_before, drawer.layouts[0], drawer.identities[0]),
        drawer.draw(change.card_after, drawer.layouts[1], drawer.identities[1]),
    )
    return pair, drawer.problems[said:]


def version_layouts(spec: str, repo: Path | None, where: Where, label: str, scratch: Path) -> Any:
    """The card layouts of one version: a folder's project's (else the working project's), or a
    revision's own templates/cards/ as git holds them at that revision; the shipped ones after. The
    version stamp on each face is the version's label."""
    from toolkit.project import find
    from toolkit.render import Layouts
    from toolkit.sheet.diff import revision_tree

    working = where.project.root if where.project is not None else None
    folder = Path(spec)
    if folder.is_dir():
        config = find(folder)
        root = config.parent if config is not None else working
        return Layouts.for_project(root, version=label) if root is not None else Layouts(version=label)
    assert repo is not None  # read_version has made sure a revision has its repository
    base = working or repo
    own = os.path.relpath(base / "templates" / "cards", repo)
    into = scratch / f"v{len(list(scratch.iterdir()))}"
    if own.startswith("..") or not revision_tree(repo, spec, own, into):
        return Layouts.for_project(base, version=label)
    # The revision's layouts; its art is read from the working tree (pictures are not versioned here).
    extracted = into / os.path.relpath(base, repo)
    return replace(Layouts.for_project(extracted, version=label), root=base)


def to_json(result: SetDiff) -> dict[str, Any]:
    """The diff as `--format json` reports it: the versions, the counts, each change with what
    changed (fields before and after, rules removed and added, the generated text per language), and
    the cards of either version that did not check, as diagnostics."""
    counts = {status: len(result.of(status)) for status in ("added", "removed", "changed")}
    return {
        "before": result.before,
        "after": result.after,
        **counts,
        "changes": [
            {
                "status": c.status,
                "game": c.game,
                "kind": c.kind,
                "name": c.name,
                "id": c.card_id,
                "path": c.path,
                "old_name": c.old_name,
                "old_kind": c.old_kind,
                "fields": [{"name": f.name, "before": f.before, "after": f.after} for f in c.fields],
                "rules": c.rules,
                "rules_removed": c.rules_removed,
                "rules_added": c.rules_added,
                "text_before": c.text_before,
                "text_after": c.text_after,
            }
            for c in result.changes
        ],
        "problems": [d.to_json() for d in result.problems],
    }


def register(app: typer.Typer) -> None:
    app.command("diff")(diff)


def diff(
    before: Annotated[str, typer.Argument(help="The older version: a git revision (commit, tag, branch) or a folder.")],
    after: Annotated[str, typer.Argument(help="The newer version: a git revision or a folder.")],
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="With revisions: the card folders or files to compare (default: the project's cards)."),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="text, markdown, html or json.")] = "text",
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write the report to this file.")] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", "-l", help="Languages of the generated text shown, comma-separated.")
    ] = None,
    faces: Annotated[
        bool,
        typer.Option(
            "--faces/--no-faces",
            help="HTML: each changed card's face before and after (in the first --lang, else the project's first).",
        ),
    ] = True,
    exit_code: Annotated[
        bool, typer.Option("--exit-code", help="Exit 1 when any card changed (as git diff --exit-code).")
    ] = False,
    _quiet: QuietOption = False,
) -> None:
    """List the cards added, removed and changed, field by field and rule by rule."""
    from toolkit.cli.project import here
    from toolkit.files import write_atomic
    from toolkit.sheet.diff import diff_sets, git_root, read_version
    from toolkit.sheet.diffreport import RENDERERS, summary, to_html
    from toolkit.sheet.errors import SheetError

    if format not in FORMATS:
        fail(f"unknown format '{format}': {', '.join(FORMATS)}", "see 'deckwright diff --help'")
    where = here()
    repo = git_root(Path.cwd())
    if paths:
        chosen = paths
    elif where.project is not None:
        chosen = [str(where.project.cards)]
    else:
        chosen = ["."]
    relative: list[str] = []
    if repo is not None:
        for item in chosen:
            full = Path(item).resolve()
            try:
                relative.append(os.path.relpath(full, repo))
            except ValueError:
                relative.append(item)
    languages = tuple(x.strip() for x in lang.split(",") if x.strip()) if lang else ()
    if lang is None and where.project is not None:
        languages = tuple(where.project.languages)
    try:
        label_a, set_a = read_version(before, repo, relative, where.bases)
        label_b, set_b = read_version(after, repo, relative, where.bases)
    except SheetError as exc:
        fail(exc.message, exc.hint)
    result = diff_sets(set_a, set_b, (label_a, label_b), languages or ("en",))
    if result.problems:
        note(f"{len(result.problems)} card problem(s) in the versions compared: those cards are left out")
    if format == "html" and faces and not result.empty:
        with tempfile.TemporaryDirectory(prefix="deckwright-diff-") as scratch:
            try:
                drawer = FaceDrawer(
                    version_layouts(before, repo, where, label_a, Path(scratch)),
                    version_layouts(after, repo, where, label_b, Path(scratch)),
                    (languages or ("en",))[0],
                    (set_a.identities, set_b.identities),
                )
            except SheetError as exc:
                fail(exc.message, exc.hint)
            drawer.draw_all(result.changes, max(1, min(2, os.cpu_count() or 1)))
            text = to_html(result, drawer)
        for problem in drawer.problems:
            note(problem)
    elif format == "json":  # "ok": the exit status is 0 (with --exit-code, no card changed)
        text = json_report({"ok": not (exit_code and not result.empty), **to_json(result)})
    else:
        text = RENDERERS[format](result)
    if out is None:
        write_stdout(text)
    else:
        try:
            write_atomic(out, text)
        except OSError as exc:
            fail(f"cannot write {out}: {exc.strerror or exc}", code=EXIT_PROBLEMS)
        note(f"wrote {out}: {summary(result)}")
    raise typer.Exit(EXIT_PROBLEMS if exit_code and not result.empty else EXIT_OK)
