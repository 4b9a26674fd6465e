"""The registry of games, found through the ``deckwright.rulesets`` entry-point group.

A game is a package that declares, in its distribution's metadata::

    [project.entry-points."deckwright.rulesets"]
    munchkin = "toolkit.rulesets.munchkin:RULESET"

and the registry loads each entry on first use. So nothing below the games imports them
(docs/architecture.md, "Layers"): lang, engine, validate and catalog ask this registry, and a
fifth game installed as its own distribution is found without a line changed here.

Where the package runs from its source tree (a checkout, an editable install) the group is read
from the pyproject.toml beside it, the table the metadata is made from: that is always this
checkout's truth (an editable install made before a game was added has stale metadata), and it
spares every command the cost of importlib.metadata, which scans every installed distribution
(`deckwright check` starts in a fraction of a second, docs/performance.md). An installed wheel
has no pyproject.toml beside it: then the installed metadata is read, and games of other
distributions are found the same way.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
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
    """name → "module:ATTRIBUTE" of every ruleset declared in the group (this source tree's
    pyproject.toml, else the installed distributions' metadata)."""
    found = _from_pyproject()
    if found is not None:
        return found
    from importlib import metadata  # an installed wheel: scanning the distributions is the only way

    return {entry.name: entry.value for entry in metadata.entry_points(group=GROUP)}


def _from_pyproject() -> dict[str, str] | None:
    """The group as this source tree's pyproject.toml declares it; None when there is no such file
    (an installed wheel) or it is not deckwright's."""
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    if not pyproject.is_file():
        return None
    import tomllib

    try:
        table = tomllib.loads(pyproject.read_text("utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return None
    project = table.get("project", {})
    if project.get("name") != "deckwright":
        return None
    group = project.get("entry-points", {}).get(GROUP, {})
    return {str(name): str(value) for name, value in group.items()}


_entries: dict[str, str] | None = None  # declared(), read once


def _declared_once() -> dict[str, str]:
    global _entries
    if _entries is None:
        _entries = declared()
    return _entries


def _load_entry(name: str, target: str) -> None:
    module_name, _, attribute = target.partition(":")
    ruleset = getattr(importlib.import_module(module_name), attribute or "RULESET")
    if not isinstance(ruleset, Ruleset):
        raise TypeError(f"entry point {name} = {target!r} of {GROUP} is not a Ruleset")
    register(ruleset)


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name, target in sorted(_declared_once().items()):
        _load_entry(name, target)


def get(name: str) -> Ruleset | None:
    """The game called ``name``, or None. Only its own entry point is loaded when one is named so
    (start-up: checking a munchkin file imports no other game's vocabulary); any other name loads
    every entry (a ruleset may be named otherwise than its entry point)."""
    found = _REGISTRY.get(name)
    if found is not None or _loaded:
        return found
    target = _declared_once().get(name)
    if target is not None:
        _load_entry(name, target)
        found = _REGISTRY.get(name)
        if found is not None:
            return found
    _load_all()
    return _REGISTRY.get(name)


def all_rulesets() -> Mapping[str, Ruleset]:
    _load_all()
    return dict(sorted(_REGISTRY.items()))


def names() -> Iterator[str]:
    return iter(all_rulesets())
