"""Where the shipped card sets live: the base sets a project, or a lone card file, builds on.

A wheel carries them as package data (``toolkit/_cards/<set>``, pyproject.toml's force-include);
a checkout has them in the repository's ``cards/``. Nothing here names a game: a set is found by
its name, which by default is its game's (a file of ``game munchkin`` builds on the set ``munchkin``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1] / "_cards"  # toolkit/_cards, in an installed wheel
_CHECKOUT = Path(__file__).resolve().parents[2] / "cards"  # the repository's cards/, beside toolkit/

# A game → the paths of its base set. None: each game's shipped set of the same name.
Bases = Mapping[str, Sequence[str]]


def shipped_root() -> Path | None:
    """The folder holding the shipped sets, one sub-folder each; None if there is none."""
    for root in (_PACKAGE, _CHECKOUT):
        if root.is_dir():
            return root
    return None


def shipped_names() -> list[str]:
    root = shipped_root()
    if root is None:
        return []
    return sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.cards")))


def shipped_set(name: str) -> Path | None:
    """The folder of the shipped set of that name, if there is one."""
    root = shipped_root()
    if root is None or not name or "/" in name or "\\" in name or name.startswith("."):
        return None
    found = root / name
    return found if found.is_dir() else None


def base_paths(game: str, bases: Bases | None) -> list[str]:
    """The paths of a game's base set: as ``bases`` gives them, else its shipped set (if any)."""
    if bases is not None:
        return [str(p) for p in bases.get(game, ())]
    found = shipped_set(game)
    return [str(found)] if found is not None else []
