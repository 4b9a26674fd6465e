"""A package whose public names are imported when first asked for (PEP 562), one helper for
toolkit.render, toolkit.i18n and toolkit.text: a module that needs one part of such a package (the
validator's face keys, the card text's locale layers) does not load the rest.

``install(__name__, homes)`` at the end of a package's ``__init__``: ``homes`` maps each public name to
the submodule that defines it; ``computed`` names are made by a function each time they are asked for.
It imports nothing of toolkit, so that it sits below every layer (pyproject.toml's import-linter).
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable, Mapping
from typing import Any

# Each lazy package's names (by the package's name): kept here, not in the package's namespace, so that
# ``dir(package)`` lists only what the package offers.
_HOMES: dict[str, Mapping[str, str]] = {}
_COMPUTED: dict[str, Mapping[str, Callable[[], object]]] = {}


class LazyPackage(types.ModuleType):
    """A package module whose names in ``homes`` are imported on first use."""

    def __getattr__(self, name: str) -> Any:
        package = self.__name__
        make = _COMPUTED.get(package, {}).get(name)
        if make is not None:
            return make()
        home = _HOMES.get(package, {}).get(name)
        if home is None:  # a submodule (`from toolkit.render import png`) is the import system's to find
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        self.__dict__[name] = value  # asked once
        return value

    def __dir__(self) -> list[str]:
        package = self.__name__
        return sorted({*self.__dict__, *_HOMES.get(package, {}), *_COMPUTED.get(package, {})})

    def __setattr__(self, name: str, value: object) -> None:
        # Loading a submodule sets the package's attribute of its name to the module. Where the package
        # offers a function of that name (``toolkit.render.preflight``, ``toolkit.text.generator``), the
        # function stays, as it did when these packages imported their submodules eagerly.
        if isinstance(value, types.ModuleType) and value.__name__ == f"{self.__name__}.{name}":
            current = self.__dict__.get(name)
            if current is not None and not isinstance(current, types.ModuleType):
                return
            if name in _HOMES.get(self.__name__, {}) and hasattr(value, name):
                value = getattr(value, name)
        super().__setattr__(name, value)


def install(package: str, homes: Mapping[str, str], computed: Mapping[str, Callable[[], object]] | None = None) -> None:
    """Make the package ``package`` (already in sys.modules: call it from its ``__init__``) lazy."""
    _HOMES[package] = dict(homes)
    _COMPUTED[package] = dict(computed or {})
    sys.modules[package].__class__ = LazyPackage
