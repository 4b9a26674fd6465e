"""The locale folders translations are read from, in layers: the shipped ``locales/`` at the bottom,
then each project's own ``locales/`` over it (a base set that is a project lays its folder first).

A message, term or flavour a higher layer defines wins; every other one comes from the layers below,
so a project's ``locales/uk/cardtext/cards-munchkin.ftl`` holding only its own cards' entries adds to
the shipped Ukrainian card text instead of replacing it (docs/projects.md, "Translations").

The command line sets the layers once per command, from the project it runs in
(toolkit/cli/project.py ``here``); everything below reads them here, and never reads a project's
config itself. Forked workers (toolkit/engine/parallel.py) inherit them; the card-text caches are
keyed by them (toolkit/text), so a process that changes layers never reads another project's text.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

_OVERLAYS: tuple[Path, ...] = ()  # the projects' locales folders, lowest first (the working project last)


_SHIPPED: list[tuple[object, Path]] = []  # (the Project.default it came from, its locales folder)


def shipped() -> Path:
    """The shipped locales folder (the copy inside an installed wheel when there is one). Kept once
    found: finding it resolves this file's path, and a card's flavour asks for it in every language
    (a Project.default replaced, as tests do, is asked again)."""
    if "toolkit.i18n.catalogs" not in sys.modules:
        # Nothing can have replaced Project.default yet: its folder, without importing Babel's catalogs
        # (a warm `deckwright validate` asks where the card text is, and reads none of it).
        return default_locales()
    from toolkit.i18n.catalogs import Project

    source = Project.__dict__["default"]
    if not _SHIPPED or _SHIPPED[0][0] is not source:
        _SHIPPED[:] = [(source, Project.default().locales)]
    return _SHIPPED[0][1]


@functools.cache  # a path resolved and a folder looked at: asked for every card and language of a run
def default_locales() -> Path:
    """The shipped locales folder as ``Project.default`` has it: the wheel's copy, else the checkout's."""
    here = Path(__file__).resolve().parents[1]
    return here / "_locales" if (here / "_templates").is_dir() else here.parent / "locales"


def use(folders: tuple[Path, ...] | list[Path]) -> None:
    """Lay these folders over the shipped one, lowest first; ``()`` reads the shipped folder only."""
    global _OVERLAYS
    _OVERLAYS = tuple(dict.fromkeys(p.resolve() for p in folders))  # chain() leaves out the shipped one


def overlays() -> tuple[Path, ...]:
    return _OVERLAYS


def chain(bottom: Path | None = None) -> tuple[Path, ...]:
    """Every layer, lowest first: ``bottom`` (default: the shipped folder), then the overlays."""
    base = bottom or shipped()
    return (base, *(p for p in _OVERLAYS if p != base)) if _OVERLAYS else (base,)


def top() -> Path:
    """The highest layer: the working project's locales folder, else the shipped one."""
    return _OVERLAYS[-1] if _OVERLAYS else shipped()
