"""toolkit/lazy.py: the one PEP 562 lazy-package helper that toolkit.render, toolkit.i18n and toolkit.text
use (issue 10's design debt: there were three copies). A name is imported when first asked for; a
submodule named as one of the package's functions leaves the function in place."""

from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import toolkit.lazy as lazy

PACKAGES = ("toolkit.render", "toolkit.i18n", "toolkit.text")


def test_the_three_packages_use_the_one_helper() -> None:
    for name in PACKAGES:
        package = importlib.import_module(name)
        assert isinstance(package, lazy.LazyPackage), name
        source = Path(package.__file__ or "").read_text("utf-8")
        # No copy of the machinery is left in the package itself.
        assert "def __getattr__" not in source, name
        assert "class _Package" not in source, name


def _package(tmp_path: Path, name: str) -> types.ModuleType:
    root = tmp_path / name
    root.mkdir()
    (root / "__init__.py").write_text(
        textwrap.dedent(
            """
            from toolkit import lazy

            def helper() -> str:
                return "the package's own"

            lazy.install(__name__, {"thing": "parts", "run": "run"}, computed={"EVERY": lambda: 42})
            """
        ),
        "utf-8",
    )
    (root / "parts.py").write_text("thing = 'a thing'\nLOADED = True\n", "utf-8")
    (root / "run.py").write_text("def run() -> str:\n    return 'ran'\n", "utf-8")
    (root / "helper.py").write_text("X = 1\n", "utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(tmp_path))


def test_a_name_is_imported_when_first_asked_for(tmp_path: Path) -> None:
    package = _package(tmp_path, "lazy_probe_one")
    assert "lazy_probe_one.parts" not in sys.modules
    assert "thing" in dir(package) and "EVERY" in dir(package)
    assert package.thing == "a thing"
    assert "lazy_probe_one.parts" in sys.modules
    assert package.EVERY == 42
    try:
        package.nothing  # noqa: B018
    except AttributeError as error:
        assert "lazy_probe_one" in str(error) and "nothing" in str(error)
    else:  # pragma: no cover
        raise AssertionError("an unknown name must be an AttributeError")


def test_a_submodule_named_as_a_function_leaves_the_function(tmp_path: Path) -> None:
    package = _package(tmp_path, "lazy_probe_two")
    # `run` is a function of the submodule `run`: importing the submodule keeps the function there.
    importlib.import_module("lazy_probe_two.run")
    assert callable(package.run) and package.run() == "ran"
    # `helper` is the package's own function: a submodule of that name does not replace it.
    importlib.import_module("lazy_probe_two.helper")
    assert package.helper() == "the package's own"


def test_a_fresh_interpreter_keeps_the_packages_functions() -> None:
    code = (
        "import toolkit.render.preflight, toolkit.i18n.check, toolkit.text.generator\n"
        "from toolkit.render import preflight\nfrom toolkit.i18n import check\nfrom toolkit import text\n"
        "assert callable(preflight) and not isinstance(preflight, type(text)), preflight\n"
        "assert callable(check) and not isinstance(check, type(text)), check\n"
        "assert callable(text.generator) and not isinstance(text.generator, type(text)), text.generator\n"
        "import toolkit.render as r; assert 'render_face' in dir(r)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
