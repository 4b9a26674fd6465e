"""A warm `deckwright validate` after one card changed imports only what that card needs: no bot (only
simulation plays with them), and no hyphenation dictionary opened when the card's words were seen
before (toolkit/render/hyphenation.py keeps them). Structural, as tests/test_cli_startup.py: each run
is a fresh interpreter that lists what it imported and which dictionaries it indexed."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
sys.argv = ["deckwright", *json.loads(sys.argv[1])]
from toolkit.cli import main
try:
    main()
except SystemExit as exit:
    code = exit.code
sys.stdout.flush()
from toolkit.render import hyphenation
opened = [p.name for p in hyphenation.OPENED]
print("\\nPROBE " + json.dumps({"modules": sorted(sys.modules), "opened": opened, "exit": code}))
"""


def _run(folder: Path, env: dict[str, str]) -> tuple[dict[str, object], dict[str, object]]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(["validate", "cards", "-f", "json"])],
        capture_output=True,
        text=True,
        cwd=folder,
        env=env,
        timeout=300,
    )
    report, _, probe = done.stdout.rpartition("\nPROBE ")
    assert probe, done.stderr[-2000:]
    return json.loads(report), json.loads(probe)


def test_a_warm_run_after_one_change_imports_no_bot_and_opens_no_dictionary(tmp_path: Path) -> None:
    folder = tmp_path / "set"
    (folder / "cards").mkdir(parents=True)
    shutil.copy(ROOT / "cards" / "munchkin" / "monsters.cards", folder / "cards" / "monsters.cards")
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DECKWRIGHT_DB": str(tmp_path / "catalog.db"),
        "DECKWRIGHT_CACHE": str(tmp_path / "kept"),
    }
    cold, first = _run(folder, env)
    assert cold["summary"]["cached"] == 0 and cold["summary"]["errors"] == 0  # type: ignore[index]
    assert first["opened"], "the cold run hyphenated nothing: the test would prove nothing"
    assert list((tmp_path / "kept" / "hyphenation").glob("hyph_*.json"))  # the words it met, kept

    path = folder / "cards" / "monsters.cards"
    text = path.read_text(encoding="utf-8")
    level = re.search(r"^monster [^\n]*\{\n  level (\d+)\n", text, re.MULTILINE)
    assert level is not None
    path.write_text(text[: level.start(1)] + str(int(level.group(1)) + 1) + text[level.end(1) :], encoding="utf-8")

    warm, second = _run(folder, env)
    cards = warm["summary"]["cards"]  # type: ignore[index]
    assert warm["summary"]["cached"] == cards - 1  # type: ignore[index]  # one card changed, the rest cached
    modules = set(second["modules"])  # type: ignore[arg-type]
    assert "toolkit.render.faces" in modules  # the changed card's faces were laid out again...
    assert second["opened"] == []  # ...from kept words: no dictionary indexed
    assert "toolkit.rulesets.munchkin_rules.game" in modules  # its test blocks ran in the engine...
    assert not [m for m in modules if m.startswith("toolkit.rulesets.munchkin_rules.bots")]  # ...with no bot
    assert "toolkit.validate.balance" not in modules
