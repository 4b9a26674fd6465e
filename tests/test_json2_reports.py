"""JSON reports on the rest of the commands a script reads (issue 9, item 7): `init`, `new`, `watch`
(JSON lines), `sheet import`, `i18n proof` take `--format json`; where `--format` already names what
the command writes (`rulebook build`, `render tts`, `sheet export`, `catalog export`) the report is
`--report json`. Each prints the one envelope (schema_version, then ok) on stdout and nothing else
there; the exit status is the text mode's."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from cli_support import run

from toolkit.cli import app
from toolkit.report import SCHEMA_VERSION

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"

MONSTER = """game munchkin

monster "Modest Drake" @jsn-001 {
  level 8
  treasures 2
  bad stuff: lose 2 levels
  flavour "Short."
}
"""


def report(text: str) -> dict[str, Any]:
    """One JSON object, schema_version first, then ok."""
    payload = json.loads(text)
    assert isinstance(payload, dict)
    assert list(payload)[:2] == ["schema_version", "ok"] and payload["schema_version"] == SCHEMA_VERSION
    return payload


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    assert run("init", "goblins", "--game", "munchkin").exit_code == 0
    monkeypatch.chdir(tmp_path / "goblins")
    return tmp_path / "goblins"


# ---------------------------------------------------------------- every command has a JSON report


def _leaves(command: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    subs = getattr(command, "commands", None)
    if subs is None:
        return [(path, command)]
    return [leaf for name in list(subs) for leaf in _leaves(subs[name], (*path, name))]


def test_every_command_has_a_json_report_under_one_of_two_spellings() -> None:
    """`--format json` where --format is the report; `--report json` where --format names the files."""
    import typer.main

    root = typer.main.get_command(app)
    leaves = _leaves(root)
    assert len(leaves) >= 30
    for path, command in leaves:
        options = {opt: param for param in command.params for opt in getattr(param, "opts", [])}
        report_option = options.get("--report")
        if report_option is not None:
            assert "text or json" in report_option.help, path
            assert "json" not in (options["--format"].help or "").split(":")[0] or path == ("catalog", "export")
            continue
        assert "--format" in options, f"deckwright {' '.join(path)} has no JSON report"
        assert "json" in options["--format"].help, path


# ---------------------------------------------------------------- init, new


def test_init_json_lists_the_files_it_wrote(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("-q", "init", "imps", "--game", "munchkin", "--format", "json")
    assert result.exit_code == 0, result.output
    payload = report(result.stdout)
    assert payload["ok"] is True and payload["game"] == "munchkin" and payload["base"] == "munchkin"
    assert payload["folder"] == "imps"
    assert sorted(Path(p).name for p in payload["written"]) == [".gitignore", "deckwright.toml", "imps.cards"]
    assert all((tmp_path / p).is_file() for p in payload["written"])
    assert result.stderr == ""
    again = run("init", "imps", "--format", "json")  # a project already there: exit 2, said on stderr
    assert again.exit_code == 2 and not again.stdout and "error" in again.stderr


def test_new_json_gives_the_card_and_where_it_went(project: Path) -> None:
    printed = run("new", "monster", "Big Newt", "--format", "json")
    assert printed.exit_code == 0, printed.output
    payload = report(printed.stdout)
    assert (payload["game"], payload["kind"], payload["name"]) == ("munchkin", "monster", "Big Newt")
    assert payload["id"].startswith("goblins-") and f"@{payload['id']}" in payload["text"]
    assert payload["written"] == []
    target = project / "cards" / "goblins.cards"
    added = report(run("new", "monster", "Big Newt", "-o", str(target), "--format", "json").stdout)
    assert added["written"] == [str(target)] and added["text"] in target.read_text(encoding="utf-8")
    bad = run("new", "dragon", "X", "--format", "json")
    assert bad.exit_code == 2 and not bad.stdout and "no card kind 'dragon'" in bad.stderr


# ---------------------------------------------------------------- sheet export, sheet import


def test_sheet_export_and_import_reports(project: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "goblins.csv"
    exported = run("sheet", "export", "--out", str(sheet), "--report", "json")
    assert exported.exit_code == 0, exported.output
    payload = report(exported.stdout)
    assert payload["written"] == [str(sheet)] and payload["cards"] == 1 and payload["format"] == "csv"
    assert payload["columns"][:3] == ["id", "kind", "name"] and sheet.is_file()
    to_stdout = run("sheet", "export", "--report", "json")  # stdout holds the sheet: no room for a report
    assert to_stdout.exit_code == 2 and "--out" in to_stdout.stderr and not to_stdout.stdout

    data = sheet.read_bytes()
    sheet.write_bytes(data.replace(b"Workshop Gremlin,2,", b"Workshop Gremlin,5,", 1))
    dry = report(run("sheet", "import", str(sheet), "--dry-run", "--format", "json").stdout)
    assert dry["ok"] is True and dry["dry_run"] is True and dry["written"] == []
    assert (dry["changed"], dry["added"], dry["removed"]) == (1, 0, 0)
    (change,) = dry["changes"]
    assert change["action"] == "changed" and change["name"] == "Workshop Gremlin"
    assert change["details"] == ["level: 2 → 5"]
    done = run("sheet", "import", str(sheet), "--format", "json")
    assert done.exit_code == 0, done.output
    assert report(done.stdout)["written"] == [str(project / "cards" / "goblins.cards")]
    assert "  level 5" in (project / "cards" / "goblins.cards").read_text(encoding="utf-8")

    sheet.write_bytes(sheet.read_bytes().replace(b"Workshop Gremlin,5,", b"Workshop Gremlin,lots,", 1))
    broken = run("sheet", "import", str(sheet), "--format", "json")
    assert broken.exit_code == 1
    payload = report(broken.stdout)
    assert payload["ok"] is False and payload["written"] == []
    (problem,) = payload["diagnostics"]
    assert problem["code"] == "E0104" and problem["span"]["file"].endswith("!D2")
    assert "E0104" not in broken.stderr  # in the report, not also on stderr


# ---------------------------------------------------------------- catalog export


def test_catalog_export_report(project: Path, tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'c.db'}"
    assert run("catalog", "import", "--db", db).exit_code == 0
    target = tmp_path / "cards.csv"
    result = run("catalog", "export", "--db", db, "-f", "csv", "-o", str(target), "--report", "json")
    assert result.exit_code == 0, result.output
    payload = report(result.stdout)
    assert payload == {**payload, "written": [str(target)], "format": "csv", "cards": 1, "games": ["munchkin"]}
    assert "Workshop Gremlin" in target.read_text(encoding="utf-8-sig")
    unwritten = run("catalog", "export", "--db", db, "--report", "json")
    assert unwritten.exit_code == 2 and not unwritten.stdout
    assert run("catalog", "export", "--db", db, "--report", "xml").stderr.startswith("error: unknown report 'xml'")


# ---------------------------------------------------------------- rulebook build, render tts


def test_rulebook_build_report(tmp_path: Path) -> None:
    out = tmp_path / "books"
    args = ["rulebook", "build", "-g", "munchkin", "-l", "uk,es", "-f", "html", "-o", str(out), "--cards", str(CARDS)]
    first = run(*args, "--report", "json")
    assert first.exit_code == 0, first.output
    assert first.stderr == ""
    payload = report(first.stdout)
    assert (payload["built"], payload["unchanged"], payload["warnings"]) == (2, 0, [])
    assert payload["written"] == [str(out / "munchkin-uk.html"), str(out / "munchkin-es.html")]
    assert all(Path(p).is_file() for p in payload["written"])
    assert [(b["game"], b["lang"], b["unchanged"]) for b in payload["rulebooks"]] == [
        ("munchkin", "uk", False),
        ("munchkin", "es", False),
    ]
    bad = run(*args, "--report", "yaml")
    assert bad.exit_code == 2 and "unknown report 'yaml'" in bad.stderr and not bad.stdout


def test_render_tts_report(tmp_path: Path) -> None:
    cards = tmp_path / "one.cards"
    cards.write_text(MONSTER, encoding="utf-8")
    out = tmp_path / "render"
    args = ["-q", "render", "tts", "-g", "munchkin", "--cards", str(cards), "-o", str(out), "-j", "1", "-f", "png"]
    result = run(*args, "--report", "json")
    assert result.exit_code == 0, result.output
    assert result.stderr == ""  # --quiet: no progress
    payload = report(result.stdout)
    assert payload["errors"] == 0 and payload["problems"] == []
    saved = Path(payload["saved_object"])
    assert saved.is_file() and str(saved) in payload["written"]
    (sheet,) = payload["sheets"]
    assert sheet["cards"] == 1 and sheet["face"].endswith(".png") and Path(sheet["back"]).is_file()
    assert json.loads(saved.read_text(encoding="utf-8"))["ObjectStates"]
    assert all(Path(p).is_file() for p in payload["written"])


# ---------------------------------------------------------------- i18n proof


def test_i18n_proof_report(tmp_path: Path) -> None:
    target = tmp_path / "proof.html"
    result = run("i18n", "proof", "--lang", "uk", "--game", "munchkin", "-o", str(target), "--format", "json")
    assert result.exit_code == 0, result.output
    payload = report(result.stdout)
    assert payload["lang"] == "uk" and payload["games"] == ["munchkin"]
    assert [Path(p).resolve() for p in payload["written"]] == [target.resolve()] and target.is_file()
    assert payload["rows"] > 100 and {"missing", "stale", "error"} <= payload.keys()
    assert result.stderr == ""


# ---------------------------------------------------------------- watch


def test_watch_once_json_is_one_line(project: Path) -> None:
    result = run("watch", "--once", "--no-faces", "--format", "json")
    assert result.exit_code == 0, result.output
    (line,) = result.stdout.splitlines()
    payload = report(line)
    assert payload["round"] == 1 and payload["errors"] == 0 and payload["diagnostics"] == []
    assert [c["id"] for c in payload["changed"]] == ["goblins-001"] and payload["written"] == []


def test_watch_once_json_lists_the_faces_drawn_and_the_errors(project: Path) -> None:
    card = project / "cards" / "goblins.cards"
    card.write_text(card.read_text(encoding="utf-8").replace("  level 2\n", "  level 9\n", 1), encoding="utf-8")
    result = run("-q", "watch", "--once", "--format", "json")
    assert result.exit_code == 1  # the starter's test block fails on a level-9 gremlin
    payload = report(result.stdout.strip())
    assert payload["ok"] is False and payload["errors"] >= 1 and payload["new"] == len(payload["diagnostics"])
    assert {d["code"] for d in payload["diagnostics"]} == {"V0301"}
    faces = [Path(p) for p in payload["written"]]
    assert {p.parent.name for p in faces} >= {"en", "uk"} and all(p.is_file() for p in faces)
    assert any(line.startswith("drew ") for line in payload["lines"])


def test_a_real_watcher_prints_a_json_line_per_round(project: Path, tmp_path: Path) -> None:
    lines: queue.Queue[str] = queue.Queue()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DECKWRIGHT_DB": f"sqlite:///{tmp_path / 'w.db'}"}
    process = subprocess.Popen(
        [sys.executable, "-m", "toolkit", "watch", "--no-faces", "--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=project,
        env=env,
    )

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)

    threading.Thread(target=read, daemon=True).start()
    card = project / "cards" / "goblins.cards"
    try:
        first = report(lines.get(timeout=120))
        assert first["round"] == 1 and first["ok"] is True
        broken = card.read_text(encoding="utf-8").replace("  level 2\n", "  levle 2\n", 1)
        second = None
        for _ in range(6):  # saved again if the watch was still being set up when the first save came
            card.write_text(broken, encoding="utf-8")
            try:
                second = report(lines.get(timeout=10))  # flushed at once, one line per round
                break
            except queue.Empty:
                time.sleep(0.2)
        assert second is not None, "no second round"
        assert second["round"] == 2 and second["ok"] is False and second["new"] >= 1
        assert second["reread"] == [str(card)] and "E0102" in {d["code"] for d in second["diagnostics"]}
    finally:
        process.terminate()
        process.wait(timeout=10)


# ---------------------------------------------------------------- the envelope of the older reports


def test_the_older_reports_say_ok_second(project: Path, tmp_path: Path) -> None:
    """vocabulary, simulate, explain, catalog search / show, i18n status and text show had no `ok`."""
    db = f"sqlite:///{tmp_path / 'c.db'}"
    assert run("catalog", "import", "--db", db).exit_code == 0
    card = str(project / "cards" / "goblins.cards")
    commands = [
        ("vocabulary", "munchkin"),
        ("simulate", "--games", "2", "--seed", "1", "--cards", str(CARDS)),
        ("explain", card, "-t", "a level-3 player beats the workshop gremlin", "--cards", str(CARDS)),
        ("catalog", "search", "kind:monster", "--db", db),
        ("catalog", "show", "goblins-001", "--db", db),
        ("i18n", "status", "--game", "munchkin", "--lang", "uk"),
        ("text", "show", "goblins-001"),
    ]
    for args in commands:
        result = run(*args, "--format", "json")
        assert result.exit_code == 0, (args, result.output)
        assert report(result.stdout)["ok"] is True, args
