"""Second review pass: a designer's project used as docs/projects.md promises ("every command works
from inside such a project"; deckwright.toml's `languages` are "the languages of card texts and
rulebooks"). Each test failed before its fix: the render commands asked for --game in a project of
one game, and the rulebooks and renders were made in every language whatever the project said."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def deckwright(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The installed command, as a designer runs it (the PYTHONPATH the suite runs under reaches it)."""
    exe = shutil.which("deckwright")
    command = [exe] if exe else [sys.executable, "-m", "toolkit"]
    return subprocess.run(
        [*command, *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "NO_COLOR": "1", **env},
    )


def project(tmp_path: Path, languages: str = '["en", "es"]') -> Path:
    assert ROOT not in tmp_path.parents
    done = deckwright("init", "goblins", "--game", "munchkin", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    root = tmp_path / "goblins"
    config = root / "deckwright.toml"
    text = config.read_text("utf-8")
    assert 'languages = ["en"]' in text
    config.write_text(text.replace('languages = ["en"]', f"languages = {languages}"), encoding="utf-8")
    return root


def test_the_render_commands_take_the_projects_game(tmp_path: Path) -> None:
    """`deckwright render check` in a Munchkin project was "missing option '--game'" (exit 2)."""
    root = project(tmp_path)
    done = deckwright("render", "check", cwd=root / "cards")
    assert done.returncode == 0, done.stderr
    assert "checked 1 card(s) in 2 language(s)" in done.stdout + done.stderr, done.stdout + done.stderr
    done = deckwright("render", "cards", "-l", "es", cwd=root / "cards")
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (root / "output" / "render").rglob("*.png") if p.parent.name == "cards")
    # A game given is still the one used: another game than the project's plays its shipped set
    # (docs/projects.md, cli/project.card_source); outside a project none is a usage error, as before.
    done = deckwright("render", "check", "--game", "munchkin-kungfu", cwd=root)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("checked ") and not done.stdout.startswith("checked 0 "), done.stdout
    done = deckwright("render", "check", cwd=tmp_path)
    assert done.returncode == 2 and "--game" in done.stderr, done.stderr


def test_rulebook_build_in_a_project_makes_its_games_books_in_its_languages(tmp_path: Path) -> None:
    """`deckwright rulebook build` in a project built every game's rulebook in five languages into
    ./output of wherever it ran."""
    root = project(tmp_path)
    done = deckwright("rulebook", "build", "--format", "html", cwd=root / "cards")
    assert done.returncode == 0, done.stderr
    books = sorted(p.name for p in (root / "output" / "rulebooks").glob("*.html"))
    assert books == ["munchkin-en.html", "munchkin-es.html"], books
    assert not (root / "cards" / "output").exists()


def test_build_in_a_project_renders_and_writes_rulebooks_in_its_languages_only(tmp_path: Path) -> None:
    root = project(tmp_path, '["uk"]')
    done = deckwright("build", cwd=root, DECKWRIGHT_RULEBOOKS="1", DECKWRIGHT_RENDER="1")
    assert done.returncode == 0, done.stdout + done.stderr
    books = sorted(p.name for p in (root / "output" / "rulebooks").iterdir() if p.suffix in (".html", ".pdf"))
    assert books == ["munchkin-uk.html", "munchkin-uk.pdf"], books
    rendered = sorted(p.name for p in (root / "output" / "render" / "munchkin").iterdir() if p.is_dir())
    assert rendered == ["uk"], rendered
