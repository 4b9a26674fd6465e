"""The opt-in compiled engine (hatch_build.py): a pure build stays pure, and a wheel built with
DECKWRIGHT_COMPILE=1 plays exactly the games the interpreted tree plays (equal simulate digests).

The compiled build takes minutes (Cython and a C compiler over the engine's hot modules), so it is
marked slow and .ci/run runs it as a step of its own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SUFFIX = ".so"


def _wheel(out: Path, compile: bool) -> Path:
    """The project's wheel, built without isolation (hatchling, Cython and setuptools come with the
    dev extra) into ``out``."""
    env = {**os.environ, "DECKWRIGHT_COMPILE": "1" if compile else ""}
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", str(out)]
    done = subprocess.run([*command, str(ROOT)], env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    (wheel,) = out.glob("deckwright-*.whl")
    return wheel


def _simulate(game: str, path: Path, cwd: Path) -> str:
    """`deckwright simulate`'s event_log_hash for 200 games of seed 0, with ``path`` first on the path."""
    command = [sys.executable, "-m", "toolkit", "simulate", "--game", game, "--games", "200", "--seed", "0"]
    command += ["--cards", str(ROOT / "cards")]  # run from another folder: the checkout's cards named
    env = {**os.environ, "PYTHONPATH": str(path)}
    done = subprocess.run([*command, "--format", "json"], env=env, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)["event_log_hash"]


def _source_tree_builds() -> set[str]:
    """Compiled or generated files under toolkit/ in the checkout (a build must leave none)."""
    return {str(p) for p in (ROOT / "toolkit").rglob("*") if p.suffix in (SUFFIX, ".c", ".pyd")}


def test_a_pure_build_needs_no_compiler(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without DECKWRIGHT_COMPILE the hook asks for nothing more (no Cython, no setuptools)."""
    sys.path.insert(0, str(ROOT))
    try:
        import hatch_build
    finally:
        sys.path.remove(str(ROOT))
    monkeypatch.delenv("DECKWRIGHT_COMPILE", raising=False)
    assert not hatch_build.compile_requested()
    monkeypatch.setenv("DECKWRIGHT_COMPILE", "0")
    assert not hatch_build.compile_requested()
    monkeypatch.setenv("DECKWRIGHT_COMPILE", "1")
    assert hatch_build.compile_requested()
    assert any(r.startswith("cython") for r in hatch_build.COMPILE_REQUIRES)
    # Every module named for compiling exists, and none is a package's __init__ (the registry).
    for path in hatch_build.COMPILED:
        assert (ROOT / path).is_file(), path
        assert not path.endswith("__init__.py"), path


def test_the_default_wheel_is_pure_python(tmp_path: Path) -> None:
    wheel = _wheel(tmp_path, compile=False)
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    with zipfile.ZipFile(wheel) as zf:
        assert not [n for n in zf.namelist() if n.endswith((SUFFIX, ".c"))]


@pytest.mark.slow
def test_the_compiled_wheel_plays_the_same_games(tmp_path: Path) -> None:
    before = _source_tree_builds()
    wheel = _wheel(tmp_path / "dist", compile=True)
    assert "-none-any" not in wheel.name, wheel.name  # tagged for this interpreter and platform
    assert _source_tree_builds() == before  # compiled in a temporary folder, not beside the sources
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        zf.extractall(site)
    compiled = [n for n in names if n.endswith(SUFFIX)]
    assert any(n.startswith("toolkit/engine/play.") for n in compiled), compiled
    # The .py sources ship too (tracebacks, inspect); the extension module is the one imported.
    assert "toolkit/engine/play.py" in names
    cwd = tmp_path / "run"  # neither checkout on the path by way of the working folder
    cwd.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site)}
    probe = (
        "import toolkit.engine.play as m, toolkit.rulesets.munchkin_rules.combat as c; print(m.__file__, c.__file__)"
    )
    done = subprocess.run([sys.executable, "-c", probe], env=env, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert all(f.endswith(SUFFIX) and f.startswith(str(site)) for f in done.stdout.split()), done.stdout
    version = subprocess.run(
        [sys.executable, "-m", "toolkit", "--version"], env=env, cwd=cwd, capture_output=True, text=True
    )
    compiled = len(list(site.rglob("*" + SUFFIX)))
    assert f"(compiled engine: {compiled} modules)" in version.stdout, version.stdout
    for game in ("munchkin", "munchkin-kungfu"):
        assert _simulate(game, site, cwd) == _simulate(game, ROOT, cwd), game
