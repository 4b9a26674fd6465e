"""`deckwright diff A B` (issue 13, item 3): between two commits of a fixture repository (made here
with git init) and between two folders, exactly the changes made, in text, Markdown and HTML."""

from __future__ import annotations

import base64
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from toolkit.cli.app import app

runner = CliRunner()

V1 = """game munchkin

monster "Sulking Slime" @t-001 {
  level 1
  treasures 1
  tags slime
  bad stuff: lose footgear
}

monster "Sock Gremlin" @t-002 {
  level 2
  treasures 1
  escape +1
  bad stuff: lose 2 cards
}

monster "Salt & <Pepper> Imp" @t-003 {
  level 3
  treasures 1
  bad stuff: lose 1 level
}

item "Colander of Cranial Safety" @t-010 {
  slot headgear
  bonus +2
  gold 400
}
"""

# v2: the slime's level and bad stuff change, the gremlin is renamed and gains a rule, the imp goes,
# a new monster comes, and the colander's comment and layout change (no change in meaning).
V2 = """game munchkin

monster "Sulking Slime" @t-001 {
  level 3
  treasures 1
  tags slime
  bad stuff: lose 2 levels
}

monster "Sock Goblin" @t-002 {
  level 2
  treasures 1
  escape +1
  if race elf: treasures +1
  bad stuff: lose 2 cards
}

monster "Grumpy Puddle" @t-004 {
  level 2
  treasures 1
  bad stuff: lose 1 level
}

# The colander, now with a comment.
item "Colander of Cranial Safety" @t-010 {
  gold 400  # the price
  slot headgear
  bonus +2
}
"""


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *args],
        cwd=repo,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str, str]:
    root = tmp_path / "repo"
    (root / "cards").mkdir(parents=True)
    git(root, "init", "-q")
    (root / "cards" / "monsters.cards").write_text(V1, encoding="utf-8")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "v1")
    first = git(root, "rev-parse", "HEAD")
    (root / "cards" / "monsters.cards").write_text(V2, encoding="utf-8")
    git(root, "commit", "-q", "-am", "v2")
    git(root, "tag", "v2")
    (root / "cards" / "monsters.cards").write_text("game munchkin\n", encoding="utf-8")  # the work tree differs
    monkeypatch.chdir(root)
    return root, first, "v2"


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_text_lists_exactly_the_changes(repo: tuple[Path, str, str]) -> None:
    _, first, second = repo
    code, out, err = run("diff", first, second, "cards")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == f"{first} → v2: 1 added, 1 removed, 2 changed"
    assert lines[1:] == [
        '+ monster "Grumpy Puddle" @t-004 (v2:cards/monsters.cards)',
        f'- monster "Salt & <Pepper> Imp" @t-003 ({first}:cards/monsters.cards)',
        '~ monster "Sock Goblin" @t-002 (v2:cards/monsters.cards)',
        "    name: Sock Gremlin → Sock Goblin",
        "    + if race elf: treasures +1",
        "    text (en) before: Level 2 · 1 Treasure / +1 to Run Away. / Bad Stuff: discard 2 cards from your hand.",
        "    text (en) after:  Level 2 · 1 Treasure / +1 to Run Away. / If you are an Elf: 1 more Treasure."
        " / Bad Stuff: discard 2 cards from your hand.",
        '~ monster "Sulking Slime" @t-001 (v2:cards/monsters.cards)',
        "    level: 1 → 3",
        "    - bad stuff: lose footgear",
        "    + bad stuff: lose 2 levels",
        "    text (en) before: Level 1 · 1 Treasure / Bad Stuff: lose your Footgear.",
        "    text (en) after:  Level 3 · 1 Treasure / Bad Stuff: lose 2 Levels.",
    ]
    assert "Colander" not in out  # moved lines and a comment change no meaning


def test_markdown_is_a_changelog(repo: tuple[Path, str, str]) -> None:
    _, first, second = repo
    code, out, _ = run("diff", first, second, "cards", "--format", "markdown")
    assert code == 0
    assert out == (
        f"## Card changes: {first} → v2\n\n"
        "### New cards (1)\n\n"
        "- **Grumpy Puddle** (monster) `t-004`\n"
        "  - (en) Level 2 · 1 Treasure / Bad Stuff: lose 1 Level.\n\n"
        "### Removed cards (1)\n\n"
        "- **Salt & \\<Pepper\\> Imp** (monster) `t-003`\n"
        "  - (en) was: Level 3 · 1 Treasure / Bad Stuff: lose 1 Level.\n\n"
        "### Changed cards (2)\n\n"
        "- **Sock Goblin** (monster) `t-002`\n"
        "  - renamed from **Sock Gremlin**\n"
        "  - new rule: `if race elf: treasures +1`\n"
        "  - (en) now: Level 2 · 1 Treasure / \\+1 to Run Away. / If you are an Elf: 1 more Treasure."
        " / Bad Stuff: discard 2 cards from your hand.\n"
        "- **Sulking Slime** (monster) `t-001`\n"
        "  - level: `1` → `3`\n"
        "  - removed rule: `bad stuff: lose footgear`\n"
        "  - new rule: `bad stuff: lose 2 levels`\n"
        "  - (en) now: Level 3 · 1 Treasure / Bad Stuff: lose 2 Levels.\n"
    )


def test_html_report_is_escaped(repo: tuple[Path, str, str], tmp_path: Path) -> None:
    _, first, second = repo
    report = tmp_path / "report.html"
    code, _, err = run("diff", first, second, "cards", "--format", "html", "--out", str(report))
    assert code == 0, err
    html = report.read_text(encoding="utf-8")
    assert "Salt &amp; &lt;Pepper&gt; Imp" in html and "<Pepper>" not in html
    assert '<div class="card added">' in html and '<div class="card removed">' in html
    assert html.count('<div class="card changed">') == 2
    assert '<td class="del"><code>1</code></td>\n<td class="ins"><code>3</code></td>' in html
    assert "<code>bad stuff: lose 2 levels</code>" in html
    assert '<tr><th>text (en)</th><td class="txt">Level 1 · 1 Treasure\nBad Stuff: lose your Footgear.</td>' in html
    assert "wrote" in err and "1 added, 1 removed, 2 changed" in err


def test_exit_code_and_no_change(repo: tuple[Path, str, str]) -> None:
    _, first, second = repo
    assert run("diff", first, second, "cards", "--exit-code")[0] == 1
    code, out, _ = run("diff", second, second, "cards", "--exit-code")
    assert code == 0 and out == "v2 → v2: no cards changed\n"


def test_bad_input_is_a_usage_error(repo: tuple[Path, str, str]) -> None:
    code, _, err = run("diff", "no-such-rev", "v2", "cards")
    assert code == 2 and "'no-such-rev' is neither a folder nor a revision" in err
    code, _, err = run("diff", "v2", "v2", "cards", "--format", "pdf")
    assert code == 2 and "unknown format 'pdf'" in err


def test_two_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name, text in (("old", V1), ("new", V2)):
        (tmp_path / name).mkdir()
        (tmp_path / name / "monsters.cards").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("diff", "old", "new")
    assert code == 0
    assert out.splitlines()[0] == "old → new: 1 added, 1 removed, 2 changed"
    assert '+ monster "Grumpy Puddle" @t-004 (new/monsters.cards)' in out
    shutil.rmtree(tmp_path / "new")
    code, _, err = run("diff", "old", "new")
    assert code == 2 and "'new' is not a folder, and this is not inside a git repository" in err


# ---------------------------------------------------------------- the HTML report's faces (issue 13, item 3)

IMG = re.compile(r'<img src="data:image/png;base64,([A-Za-z0-9+/=]+)" width="(\d+)" height="(\d+)"')


def faces_of(html: str, status: str) -> list[Image.Image]:
    """The faces embedded in the report's cards of one status, in order, decoded."""
    found = []
    for block in html.split('<div class="card ')[1:]:
        if block.startswith(f'{status}">'):
            found.extend(Image.open(io.BytesIO(base64.b64decode(m.group(1)))) for m in IMG.finditer(block))
    return found


def test_html_report_shows_each_changed_cards_faces_side_by_side(repo: tuple[Path, str, str], tmp_path: Path) -> None:
    from toolkit.render import CARD_SIZES
    from toolkit.render.sizes import DEFAULT_CARD_SIZE

    _, first, second = repo
    report = tmp_path / "report.html"
    code, _, err = run("diff", first, second, "cards", "--format", "html", "--out", str(report))
    assert code == 0, err
    html = report.read_text(encoding="utf-8")
    # One face for the added card, one for the removed, two for each of the two changed; none for the
    # colander, whose meaning did not change.
    assert len(IMG.findall(html)) == 6
    added, removed, changed = faces_of(html, "added"), faces_of(html, "removed"), faces_of(html, "changed")
    assert (len(added), len(removed), len(changed)) == (1, 1, 4)
    width, height = CARD_SIZES[DEFAULT_CARD_SIZE].trim_px
    # Panels and type: 256 colours show them unchanged, at a quarter of the bytes.
    assert added[0].size == (width // 2, height // 2) and added[0].mode == "P"
    assert all(int(w) == width // 2 and int(h) == height // 2 for _, w, h in IMG.findall(html))
    # The slime's face before (level 1) and after (level 3) are different pictures.
    assert changed[2].tobytes() != changed[3].tobytes()
    assert 'alt="Sock Gremlin, before"' in html and 'alt="Sock Goblin, after"' in html
    assert f"<figcaption>before · {first}</figcaption>" in html and "<figcaption>after · v2</figcaption>" in html


def test_html_faces_for_a_flavour_change_and_in_another_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = (
        'game munchkin\n\nmonster "Sulking Slime" @t-001 {\n  level 1\n  treasures 1\n'
        '  flavour "%s"\n  bad stuff: lose footgear\n}\n'
    )
    for name, flavour in (("old", "It sulks."), ("new", "It sulks, and then it sulks some more.")):
        (tmp_path / name).mkdir()
        (tmp_path / name / "monsters.cards").write_text(card % flavour, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("diff", "old", "new")
    assert code == 0 and "flavour: It sulks. → It sulks, and then it sulks some more." in out
    code, html, _ = run("diff", "old", "new", "--format", "html")
    assert code == 0
    before, after = faces_of(html, "changed")
    assert before.tobytes() != after.tobytes()  # the flavour is printed on the face
    code, uk, _ = run("diff", "old", "new", "--format", "html", "--lang", "uk")
    assert code == 0 and "text (uk)" in uk
    assert faces_of(uk, "changed")[0].tobytes() != before.tobytes()  # drawn in Ukrainian
    code, bare, _ = run("diff", "old", "new", "--format", "html", "--no-faces")
    assert code == 0 and "<img" not in bare and "flavour" in bare


def test_a_revisions_faces_use_that_revisions_layouts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from toolkit.cli.diff import version_layouts
    from toolkit.cli.project import Where
    from toolkit.project import current

    root = tmp_path / "goblins"
    (root / "cards").mkdir(parents=True)
    (root / "deckwright.toml").write_text('[project]\nname = "goblins"\ngame = "munchkin"\n', encoding="utf-8")
    (root / "cards" / "goblins.cards").write_text(V1, encoding="utf-8")
    own = root / "templates" / "cards" / "munchkin"
    own.mkdir(parents=True)
    (own / "monster.toml").write_text('[palette]\nbackground = "#ff0000"\n', encoding="utf-8")
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "v1")
    git(root, "tag", "v1")
    shutil.rmtree(root / "templates")
    git(root, "commit", "-q", "-am", "v2")
    monkeypatch.chdir(root)
    where = Where(current())
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    then = version_layouts("v1", root, where, "v1", scratch)
    now = version_layouts("HEAD", root, where, "HEAD", scratch)
    found = then.find("munchkin/monster.toml")
    assert found is not None and found.is_relative_to(scratch) and "#ff0000" in found.read_text(encoding="utf-8")
    assert then.version == "v1" and then.root == root.resolve()
    assert not now.find("munchkin/monster.toml").is_relative_to(scratch)  # the shipped layout: v2 has none
    assert now.version == "HEAD"


def test_a_face_with_a_picture_stays_in_full_colour(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import random

    card = 'game munchkin\n\nmonster "Sulking Slime" @t-001 {\n  level %d\n  treasures 1\n  art "slime.png"\n}\n'
    noise = random.Random(0)
    picture = Image.new("RGB", (200, 200))
    picture.putdata([(noise.randrange(256), noise.randrange(256), noise.randrange(256)) for _ in range(200 * 200)])
    for name, level in (("old", 1), ("new", 2)):
        (tmp_path / name).mkdir()
        (tmp_path / name / "monsters.cards").write_text(card % level, encoding="utf-8")
        picture.save(tmp_path / name / "slime.png")
    monkeypatch.chdir(tmp_path)
    code, html, err = run("diff", "old", "new", "--format", "html")
    assert code == 0, err
    before, after = faces_of(html, "changed")
    assert before.mode == after.mode == "RGB"  # a photograph in 256 colours would band
