"""The Munchkin family's rules run one way down their layers (issue 9; pyproject.toml's layers
contract for toolkit.rulesets.munchkin_rules): where a lower module reads a function of a higher one,
the higher registers it in the lower's table (state.Hooks) when imported. Every name a module reads
from its tables must be registered once the rules are imported, or the game would fail only on the
rare path that reads it (a cancel, a waiver, a sale of extra big items)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import toolkit.rulesets.munchkin_rules  # imports every module: each registers its own
from toolkit.rulesets.munchkin_rules.state import Hooks

RULES = Path(toolkit.rulesets.munchkin_rules.__file__).parent


def _tables_read(module_name: str) -> dict[str, set[str]]:
    """The module-level Hooks tables of the module, each with the names the module's code reads from it."""
    module = importlib.import_module(f"toolkit.rulesets.munchkin_rules.{module_name}")
    tables = {name for name, value in vars(module).items() if isinstance(value, Hooks)}
    read: dict[str, set[str]] = {name: set() for name in tables}
    tree = ast.parse((RULES / f"{module_name}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        named = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        if named and node.value.id in tables and node.attr != "register":  # type: ignore[attr-defined]
            read[node.value.id].add(node.attr)  # type: ignore[attr-defined]
    return read


MODULES = sorted(p.stem for p in RULES.glob("*.py") if p.stem != "__init__")


def test_the_modules_with_tables_are_found() -> None:
    """The check below reads something: the modules that read upward have their tables."""
    with_tables = {m for m in MODULES if _tables_read(m)}
    assert {"character", "selectors", "numbers", "moves", "events", "death", "effects"} <= with_tables


@pytest.mark.parametrize("module_name", MODULES)
def test_every_name_read_from_a_table_is_registered(module_name: str) -> None:
    module = importlib.import_module(f"toolkit.rulesets.munchkin_rules.{module_name}")
    missing = [
        f"{table}.{name}"
        for table, names in _tables_read(module_name).items()
        for name in sorted(names)
        if name not in vars(getattr(module, table))
    ]
    assert not missing, f"{module_name}.py reads names no module registered: {', '.join(missing)}"


def test_a_name_read_before_it_is_registered_says_which() -> None:
    table = Hooks("moves.py")
    with pytest.raises(AttributeError, match=r"moves\.py reads 'run', which no module of the rules has registered"):
        table.run  # noqa: B018
    table.register(run=len)
    assert table.run is len
