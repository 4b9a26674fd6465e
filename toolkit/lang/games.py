"""The registry of games, found through the ``deckwright.rulesets`` entry-point group.

A game is a package that declares, in its distribution's metadata::

    [project.entry-points."deckwright.rulesets"]
    munchkin = "toolkit.rulesets.munchkin:RULESET"

and the registry loads each entry on first use. So nothing below the games imports them
(docs/architecture.md, "Layers"): lang, engine, validate and catalog ask this registry, and a
fifth game installed as its own distribution is found without a line changed here.

Fallback: an editable install made before the group was declared has no such entries in its
metadata; then the group is read from the pyproject.toml beside the package (the same table,
so the games are still declared in one place). Reinstalling (``pip install -e .``) makes the
metadata agree and the fallback unused.
"""

from __future__ import annotations

import importlib
import tomllib
from collections.abc import Iterator, Mapping
from importlib import metadata
from pathlib import Path

from toolkit.lang.ruleset import Ruleset

GROUP = "deckwright.rulesets"

_REGISTRY: dict[str, Ruleset] = {}
_loaded = False


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset (its vocabulary validated); the same object twice is allowed, another of the same name not."""
    known = _REGISTRY.get(ruleset.name)
    if known is not None and known is not ruleset:
        raise ValueError(f"a ruleset named {ruleset.name!r} is already registered")
    if known is None:
        ruleset.vocabulary.validate()
        _REGISTRY[ruleset.name] = ruleset
    return ruleset


def declared() -> dict[str, str]:
    """name → "module:ATTRIBUTE" of every ruleset declared in the group (metadata, else pyproject.toml)."""
    found = {entry.name: entry.value for entry in metadata.entry_points(group=GROUP)}
    return found or _from_pyproject()


def _from_pyproject() -> dict[str, str]:
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        table = tomllib.loads(pyproject.read_text("utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    group = table.get("project", {}).get("entry-points", {}).get(GROUP, {})
    return {str(name): str(value) for name, value in group.items()}


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name, target in sorted(declared().items()):
        module_name, _, attribute = target.partition(":")
        ruleset = getattr(importlib.import_module(module_name), attribute or "RULESET")
        if not isinstance(ruleset, Ruleset):
            raise TypeError(f"entry point {name} = {target!r} of {GROUP} is not a Ruleset")
        register(ruleset)


def get(name: str) -> Ruleset | None:
    if not _loaded:
        _load_all()
    return _REGISTRY.get(name)


def all_rulesets() -> Mapping[str, Ruleset]:
    _load_all()
    return dict(sorted(_REGISTRY.items()))


def names() -> Iterator[str]:
    return iter(all_rulesets())
