"""The wheel's build hook: an opt-in compiled engine (docs/performance.md, "The compiled engine").

``DECKWRIGHT_COMPILE=1 pip wheel . -w dist/`` (or ``python -m build --wheel`` with the same variable)
compiles the engine's hot modules, the same .py sources in Cython's pure-Python mode, into extension
modules put in the wheel beside their .py files (an extension module is imported before the .py of the
same name; the .py stays for tracebacks, ``inspect`` and a reader). Without the variable, and for an
editable install whatever it says, the build is pure Python and needs no compiler: a compiled module
beside the source in an editable install would run stale code after an edit.

Everything is compiled in a temporary folder; nothing is written into the source tree.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent

# The hot modules: the play loop, the table and pieces, and the Munchkin family's rules and bots (what a
# game runs on every decision). Left interpreted, as they run once per game or never in play:
# every __init__ (the registry and lazy imports), toolkit/engine/simulate.py and parallel.py (the
# process pool around the games), coverage.py, invariants.py and contract.py (checks and protocols),
# and the rules' fuzz.py, scenarios.py and conflicts.py (the validator's and the test runner's parts).
# Both state.py modules stay interpreted too: the eighth session found a compiled state.py played other
# games (docs/performance.md); why is not yet found, and the digests this build must keep are the test.
COMPILED = (
    "toolkit/engine/agents.py",
    "toolkit/engine/events.py",
    "toolkit/engine/pieces.py",
    "toolkit/engine/play.py",
    "toolkit/engine/reasons.py",
    "toolkit/engine/rng.py",
    "toolkit/engine/table.py",
    "toolkit/engine/zones.py",
    "toolkit/rulesets/munchkin_rules/bots.py",
    "toolkit/rulesets/munchkin_rules/character.py",
    "toolkit/rulesets/munchkin_rules/combat.py",
    "toolkit/rulesets/munchkin_rules/conditions.py",
    "toolkit/rulesets/munchkin_rules/death.py",
    "toolkit/rulesets/munchkin_rules/effects.py",
    "toolkit/rulesets/munchkin_rules/events.py",
    "toolkit/rulesets/munchkin_rules/forcing.py",
    "toolkit/rulesets/munchkin_rules/game.py",
    "toolkit/rulesets/munchkin_rules/invariants.py",
    "toolkit/rulesets/munchkin_rules/moves.py",
    "toolkit/rulesets/munchkin_rules/numbers.py",
    "toolkit/rulesets/munchkin_rules/plays.py",
    "toolkit/rulesets/munchkin_rules/reasons.py",
    "toolkit/rulesets/munchkin_rules/selectors.py",
    "toolkit/rulesets/munchkin_rules/strength.py",
    "toolkit/rulesets/munchkin_rules/turn.py",
)

# What the build needs only when it compiles (a pure build needs neither).
COMPILE_REQUIRES = ["cython>=3.1,<3.4", "setuptools>=61"]


def compile_requested() -> bool:
    """DECKWRIGHT_COMPILE set to anything but empty, 0, false or no."""
    return os.environ.get("DECKWRIGHT_COMPILE", "").strip().lower() not in ("", "0", "false", "no")


def compile_modules(out: Path, root: Path = ROOT, jobs: int | None = None) -> dict[str, Path]:
    """Compile COMPILED from ``root`` with everything under ``out`` (a folder of one's own): the
    C files, the objects and the extension modules. Returns each module's path in the package (as it
    goes into a wheel: ``toolkit/engine/play.cpython-311-x86_64-linux-gnu.so``) and its file."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    extensions = [Extension(path[: -len(".py")].replace("/", "."), [str(root / path)]) for path in COMPILED]
    modules = cythonize(
        extensions,
        build_dir=str(out / "c"),  # the C files: under out, not beside the sources
        compiler_directives={"language_level": 3},
        nthreads=jobs or 0,
        quiet=True,
    )
    command = build_ext(Distribution({"name": "deckwright-engine", "ext_modules": modules}))
    command.build_lib = str(out / "lib")
    command.build_temp = str(out / "obj")
    command.parallel = jobs or os.cpu_count() or 1
    command.ensure_finalized()
    command.run()
    built = {path[: -len(".py")] + suffix: out / "lib" / (path[: -len(".py")] + suffix) for path in COMPILED}
    missing = [name for name, file in built.items() if not file.is_file()]
    if missing:
        raise RuntimeError(f"the compile made no {', '.join(missing)}")
    return built


class CompiledEngineHook(BuildHookInterface):  # type: ignore[type-arg]
    """Adds the compiled modules to a wheel when DECKWRIGHT_COMPILE is set (never to an editable one)."""

    PLUGIN_NAME = "custom"

    def _compiling(self, version: str) -> bool:
        return self.target_name == "wheel" and version != "editable" and compile_requested()

    def dependencies(self) -> list[str]:
        return list(COMPILE_REQUIRES) if compile_requested() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if not self._compiling(version):
            if compile_requested() and version == "editable":
                print("DECKWRIGHT_COMPILE ignored: an editable install stays pure Python", file=sys.stderr)
            return
        self._out = Path(tempfile.mkdtemp(prefix="deckwright-compile-"))
        built = compile_modules(self._out, Path(self.root))
        for inside, file in built.items():
            build_data["force_include"][str(file)] = inside
        build_data["pure_python"] = False
        build_data["infer_tag"] = True  # cp311-cp311-<platform>: the modules are for this interpreter

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            shutil.rmtree(out, ignore_errors=True)
