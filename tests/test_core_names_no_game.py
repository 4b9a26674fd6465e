"""The core names no game (issue 9): no code of toolkit/lang, engine, validate or catalog says a game's name.

import-linter's contract keeps the core from importing a ruleset; this test keeps it from naming one in
its code, as a string a rule or a message would branch on or print. Docstrings and comments may name
a game as an example; what runs may not.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from toolkit.lang import games

ROOT = Path(__file__).resolve().parents[1]
CORE = ("toolkit/lang", "toolkit/engine", "toolkit/validate", "toolkit/catalog")


def _strings_in_code(path: Path) -> list[tuple[int, str]]:
    """Every string constant of a module that is not a docstring, with its line."""
    tree = ast.parse(path.read_text("utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def _game_words() -> re.Pattern[str]:
    names = sorted(games.names(), key=len, reverse=True)
    assert names, "no ruleset is registered"
    # A game's name, and the stem of a family of games ("munchkin" of "munchkin-kungfu").
    words = {n for name in names for n in (name, name.split("-")[0])}
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(words))) + r")(?![\w])", re.IGNORECASE)


@pytest.mark.parametrize("package", CORE)
def test_no_core_module_names_a_game_in_its_code(package: str) -> None:
    pattern = _game_words()
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, text in _strings_in_code(path)
        if pattern.search(text)
    ]
    assert not found, "the core names a game:\n" + "\n".join(found)


def test_the_check_finds_a_game_named_in_code(tmp_path: Path) -> None:
    module = tmp_path / "named.py"
    name = next(iter(games.names()))
    module.write_text(f'"""A docstring may say {name}."""\n\nHINT = "for example: game {name}"\n', "utf-8")
    assert [text for _, text in _strings_in_code(module) if _game_words().search(text)] == [f"for example: game {name}"]
