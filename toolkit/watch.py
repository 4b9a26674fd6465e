"""``deckwright watch``: check, test, validate and re-render a card set each time a file is saved.

One :class:`Watch` holds what the last round left: each file's parsed part (toolkit/lang/incremental.py,
so a save re-parses that file alone), the validator's cache (its test blocks and fuzzing are run again
only for the cards that changed and the blocks that name them), and the diagnostics already shown, so a
round prints what is new and says how many were fixed. Steps after validation (the card faces, once
rendering exists) plug in as :data:`Step` callables over the cards that changed: :class:`FaceStep`
draws the faces of the cards that changed, in every language that has their text, and says what
would not print (overflow, a missing glyph); the validator's own face stage, which lays out every
card of the set, is left to `deckwright validate`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from threading import Event

from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.incremental import IncrementalLoad
from toolkit.lang.load import LoadResult
from toolkit.lang.model import Card
from toolkit.validate.runner import ValidateOptions, validate_loaded

# What a round does after validating, over the cards that changed: returns a line to print, or "".
Step = Callable[[Sequence[Card], LoadResult], str]
# The files whose saving starts a round: card files and the project's configuration.
WATCHED_SUFFIXES = (".cards",)
WATCHED_NAMES = ("deckwright.toml",)


@dataclass
class Round:
    """What one round found: the files re-read, the cards changed, what is new and what was fixed."""

    reread: list[Path]
    changed: list[Card]
    removed: list[str]
    new: list[Diagnostic]
    fixed: int
    remaining: list[Diagnostic]
    sources: dict[str, str]
    lines: list[str] = field(default_factory=list)  # what the later steps said
    seconds: float = 0.0

    @property
    def errors(self) -> int:
        return sum(1 for d in self.remaining if d.is_error)

    @property
    def warnings(self) -> int:
        return len(self.remaining) - self.errors

    def summary(self) -> str:
        what = f"{len(self.changed)} card(s) changed" + (f", {len(self.removed)} removed" if self.removed else "")
        state = f"{self.errors} error(s), {self.warnings} warning(s)"
        fixed = f", {self.fixed} fixed" if self.fixed else ""
        return f"{what}: {state}{fixed} ({self.seconds:.2f} s)"


def _identity(diagnostic: Diagnostic) -> tuple[object, ...]:
    span = diagnostic.span
    where = (span.file, span.line, span.column) if span is not None else ()
    return (diagnostic.code, diagnostic.message, *where)


class Watch:
    """The state kept between rounds of one watched card set."""

    def __init__(self, paths: Iterable[str], options: ValidateOptions, steps: Sequence[Step] = ()) -> None:
        self.loader = IncrementalLoad(paths, options.bases, options.allow)
        self.options = options
        self.steps = list(steps)
        self._hashes: dict[tuple[str, str], str] = {}
        self._shown: set[tuple[object, ...]] = set()

    def round(self) -> Round:
        """Read what changed, validate (the cache skips what did not), run the later steps."""
        started = time.perf_counter()
        loaded = self.loader.reload()
        hashes = {(c.game, c.key): c.content_hash() for c in loaded.cards}
        changed = [c for c in loaded.cards if self._hashes.get((c.game, c.key)) != hashes[(c.game, c.key)]]
        removed = sorted(f"{game}/{key}" for game, key in self._hashes.keys() - hashes.keys())
        self._hashes = hashes
        report = validate_loaded(loaded, options=self.options)
        remaining = report.diagnostics()
        now = {_identity(d): d for d in remaining}
        new = [d for key, d in now.items() if key not in self._shown]
        fixed = len(self._shown - now.keys())
        self._shown = set(now)
        found = Round(list(self.loader.reread), changed, removed, new, fixed, remaining, dict(report.sources))
        if changed:
            for step in self.steps:
                line = step(changed, loaded)
                if line:
                    found.lines.append(line)
        found.seconds = time.perf_counter() - started
        return found


class FaceStep:
    """The faces of the cards that changed, as PNGs under ``folder``/<game>/<lang>/<key>.png."""

    def __init__(self, folder: Path, layouts: object | None = None) -> None:
        self.folder = folder
        self.layouts = layouts

    def __call__(self, cards: Sequence[Card], _loaded: LoadResult) -> str:
        import io

        from toolkit.files import write_atomic
        from toolkit.render.cardtext import text_languages
        from toolkit.render.faces import render_face
        from toolkit.render.layout import LayoutError

        drawn, problems = 0, []
        for card in cards:
            for lang in text_languages(card.game):
                try:
                    face = render_face(card, lang=lang, layouts=self.layouts)  # type: ignore[arg-type]
                except LayoutError as exc:  # the layout's fault, said once
                    return f"faces not drawn: {exc}"
                problems.extend(problem.render() for problem in face.problems)
                png = io.BytesIO()
                face.image.save(png, format="PNG", compress_level=1)
                write_atomic(self.folder / card.game / lang / f"{card.key}.png", png.getvalue())
                drawn += 1
        return "\n".join([*problems, f"drew {drawn} face(s) into {self.folder}"])


def is_watched(path: str | Path) -> bool:
    name = Path(path).name
    return name.endswith(WATCHED_SUFFIXES) or name in WATCHED_NAMES


def saves(paths: Sequence[Path], stop: Event | None = None, debounce_ms: int = 50) -> Iterator[set[Path]]:
    """The watched files saved under ``paths``, a set per burst of saves, until ``stop`` is set."""
    from watchfiles import watch  # imported when watching starts: `deckwright --help` stays light

    for changes in watch(
        *paths,
        watch_filter=lambda _change, path: is_watched(path),
        stop_event=stop,
        debounce=debounce_ms,
        step=25,
        rust_timeout=200,
        yield_on_timeout=False,
        raise_interrupt=False,
    ):
        yield {Path(path) for _change, path in changes}
