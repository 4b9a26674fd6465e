"""CI integration: docs/ci.md and .pre-commit-hooks.yaml stay true to the CLI.

- every YAML block of docs/ci.md parses, and every ``deckwright`` command in it (and in its console
  examples, and in the hooks) names a real command and only options that command has;
- the options table of docs/ci.md lists every option of ``deckwright validate``;
- the example outputs of docs/ci.md are what the CLI prints today;
- the GitHub workflow and the GitLab job validate against those services' schemas (as vendored by
  check-jsonschema from SchemaStore);
- the hooks file is a valid pre-commit manifest (pre-commit's own validator) with the keys we rely on.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from pre_commit.clientlib import InvalidManifestError, load_manifest
from typer.main import get_command
from typer.testing import CliRunner

from toolkit.cli import app

ROOT = Path(__file__).resolve().parent.parent
CI_DOC = ROOT / "docs" / "ci.md"
HOOKS = ROOT / ".pre-commit-hooks.yaml"

_FENCE = re.compile(r"^```(?P<lang>[\w-]*)\n(?P<body>.*?)^```$", re.MULTILINE | re.DOTALL)
_SHELL_OPERATORS = {"||", "&&", ";", "|", ">", ">>", "<", "&", "(", ")", ";;"}

runner = CliRunner()


def fences(lang: str) -> list[str]:
    return [m["body"] for m in _FENCE.finditer(CI_DOC.read_text(encoding="utf-8")) if m["lang"] == lang]


def strings(node: Any) -> Iterator[str]:
    """Every string in a parsed YAML document (keys too)."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from strings(key)
            yield from strings(value)
    elif isinstance(node, list):
        for item in node:
            yield from strings(item)


def deckwright_commands(text: str) -> list[list[str]]:
    """The ``deckwright ...`` commands of shell text, one token list each, cut at the first shell operator."""
    found = []
    for line in text.splitlines():
        line = line.strip().removeprefix("$ ").removeprefix("- ")
        if not line.startswith("deckwright "):
            continue
        lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        tokens: list[str] = []
        for token in lexer:
            if token in _SHELL_OPERATORS:
                break
            tokens.append(token)
        found.append(tokens)
    return found


def check_command(tokens: list[str]) -> None:
    """The tokens name a real (sub)command and only options it has."""
    assert tokens[0] == "deckwright", tokens
    command: Any = get_command(app)
    rest = tokens[1:]
    while hasattr(command, "commands"):  # a group (Typer vendors its own click: no isinstance)
        assert rest, f"{' '.join(tokens)}: no command"
        name, rest = rest[0], rest[1:]
        assert name in command.commands, f"{' '.join(tokens)}: no command '{name}'"
        command = command.commands[name]
    options = {"--help"} | {opt for p in command.params for opt in (*p.opts, *p.secondary_opts) if opt.startswith("-")}
    for token in rest:
        if token.startswith("-") and token != "-":
            assert token.split("=", 1)[0] in options, f"{' '.join(tokens)}: '{token}' is not an option of the command"


# ---------------------------------------------------------------- docs/ci.md


def test_every_yaml_block_parses_and_its_commands_are_real() -> None:
    blocks = fences("yaml")
    assert len(blocks) >= 5  # GitHub workflow, GitLab job, pre-commit config (two), pull request steps
    commands = []
    for block in blocks:
        document = yaml.safe_load(block)
        assert isinstance(document, dict | list), block[:80]
        for text in strings(document):
            commands += deckwright_commands(text)
    assert len(commands) >= 7
    for tokens in commands:
        check_command(tokens)


def test_console_commands_are_real() -> None:
    commands = [tokens for block in fences("console") for tokens in deckwright_commands(block)]
    assert len(commands) >= 4
    for tokens in commands:
        check_command(tokens)


def test_the_command_checker_catches_what_it_should() -> None:
    """The checks above can fail: an option the command lacks, a command that does not exist."""
    check_command(["deckwright", "validate", "cards", "-f", "sarif", "--output=x.sarif"])
    with pytest.raises(AssertionError, match="'--format-json' is not an option"):
        check_command(["deckwright", "validate", "cards", "--format-json"])
    with pytest.raises(AssertionError, match="no command 'validat'"):
        check_command(["deckwright", "validat", "cards"])
    assert deckwright_commands("deckwright validate cards -f sarif -o a.sarif || [ $? -eq 1 ]") == [
        ["deckwright", "validate", "cards", "-f", "sarif", "-o", "a.sarif"]
    ]


def test_the_github_workflow_uploads_what_it_writes() -> None:
    workflow = next(doc for doc in map(yaml.safe_load, fences("yaml")) if isinstance(doc, dict) and "jobs" in doc)
    # PyYAML reads the bare key `on` as the boolean true (YAML 1.1); GitHub reads it as "on".
    assert {"push", "pull_request"} <= set(workflow.get("on") or workflow[True])
    job = workflow["jobs"]["validate"]
    assert job["permissions"]["security-events"] == "write"
    steps = job["steps"]
    uses = [step.get("uses", "").split("@")[0] for step in steps]
    assert uses[:2] == ["actions/checkout", "actions/setup-python"]
    assert {"actions/cache", "github/codeql-action/upload-sarif", "actions/upload-artifact"} <= set(uses)
    runs = [step.get("run", "") for step in steps]
    gate = next(run for run in runs if "--format github" in run)
    assert "||" not in gate  # the gate's exit code is the job's
    sarif_step = next(run for run in runs if "--format sarif" in run)
    sarif_file = sarif_step.split(" -o ")[1].split()[0]
    upload = next(step for step in steps if step.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert upload["with"]["sarif_file"] == sarif_file
    cache = next(step for step in steps if step.get("uses", "").startswith("actions/cache"))
    assert cache["with"]["path"] == "output/catalog.db"  # where the cache lives by default (--db)


def test_the_gitlab_job_reports_its_junit_file() -> None:
    job = next(
        doc["deckwright"]
        for doc in map(yaml.safe_load, fences("yaml"))
        if isinstance(doc, dict) and "deckwright" in doc
    )
    junit = job["artifacts"]["reports"]["junit"]
    assert any(f"--format junit -o {junit}" in line for line in job["script"])
    assert job["script"][-1].startswith("deckwright validate cards")  # the gate comes last
    assert "||" not in job["script"][-1]


def schema_errors(document: Any, schema: str, tmp_path: Path) -> str:
    """check-jsonschema's verdict on a YAML document against one of its vendored schemas ('' when valid)."""
    path = tmp_path / "document.yml"
    path.write_text(yaml.safe_dump(document, sort_keys=False), encoding="utf-8")
    command = [sys.executable, "-m", "check_jsonschema", "--builtin-schema", f"vendor.{schema}", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    return "" if result.returncode == 0 else result.stdout + result.stderr


def test_the_ci_files_validate_against_github_and_gitlab_schemas(tmp_path: Path) -> None:
    docs = [doc for doc in map(yaml.safe_load, fences("yaml")) if isinstance(doc, dict)]
    workflow = next(doc for doc in docs if "jobs" in doc)
    workflow["on"] = workflow.pop(True, workflow.get("on"))  # YAML 1.1 read `on` as true; GitHub reads "on"
    assert schema_errors(workflow, "github-workflows", tmp_path) == ""
    # The pull-request steps, as a workflow of their own.
    steps = next(doc["steps"] for doc in docs if set(doc) == {"steps"})
    pr = {"on": "pull_request", "jobs": {"changed": {"runs-on": "ubuntu-latest", "steps": steps}}}
    assert schema_errors(pr, "github-workflows", tmp_path) == ""
    gitlab = next(doc for doc in docs if "deckwright" in doc)
    assert schema_errors(gitlab, "gitlab-ci", tmp_path) == ""
    # The schemas really judge: a misspelt key fails each.
    broken = {**workflow, "jobs": {"validate": {**workflow["jobs"]["validate"]}}}
    broken["jobs"]["validate"]["runs_on"] = broken["jobs"]["validate"].pop("runs-on")
    assert "runs-on" in schema_errors(broken, "github-workflows", tmp_path)
    job = dict(gitlab["deckwright"])
    job["artifacts"] = {**job["artifacts"], "report": job["artifacts"]["reports"]}
    del job["artifacts"]["reports"]
    assert "report" in schema_errors({"deckwright": job}, "gitlab-ci", tmp_path)


def test_the_pre_commit_configs_use_real_hooks_and_options() -> None:
    manifest = {hook["id"]: hook for hook in load_manifest(str(HOOKS))}
    configs = [doc for doc in map(yaml.safe_load, fences("yaml")) if isinstance(doc, dict) and "repos" in doc]
    assert len(configs) == 2
    hooks = [hook for config in configs for repo in config["repos"] for hook in repo["hooks"]]
    assert {hook["id"] for hook in hooks} >= {"deckwright-validate", "deckwright-fmt"}
    for hook in hooks:
        entry = hook.get("entry") or manifest[hook["id"]]["entry"]
        check_command([*shlex.split(entry), *hook.get("args", [])])


def test_the_options_table_lists_every_option_of_validate() -> None:
    command: Any = get_command(app).commands["validate"]  # type: ignore[attr-defined]
    real = {p.opts[0] for p in command.params if p.opts[0].startswith("--")}
    table = CI_DOC.read_text(encoding="utf-8").split("### Exit codes")[0]
    listed = set(re.findall(r"^\| `(--[\w-]+)[^`]*`", table, flags=re.MULTILINE))
    assert listed == real


def test_the_example_outputs_are_what_the_cli_prints(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each console example run on monsters.cards (the card shown in the doc) prints what the doc says,
    but for the seconds."""
    doc = CI_DOC.read_text(encoding="utf-8")
    card = doc.split("## Formats", 1)[1].split("```\n", 1)[1].split("```", 1)[0]
    assert card.startswith("game munchkin")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DECKWRIGHT_DB", raising=False)
    (tmp_path / "monsters.cards").write_text(card, encoding="utf-8")
    examples = [block for block in fences("console") if "monsters.cards" in block.splitlines()[0]]
    assert len(examples) == 3
    for block in examples:
        first, *expected = block.rstrip("\n").split("\n")
        args = shlex.split(first.removeprefix("$ deckwright "))
        result = runner.invoke(app, [*args, "--cards", str(ROOT / "cards")])
        assert result.exit_code == 1, result.output

        def seconds(text: str) -> str:
            return re.sub(r"\(\d+\.\d s\)", "(N s)", text)

        assert seconds(result.output.rstrip("\n")) == seconds("\n".join(expected)), first


# ---------------------------------------------------------------- pre-commit


def test_the_hooks_are_a_valid_pre_commit_manifest() -> None:
    hooks = load_manifest(str(HOOKS))  # pre-commit's own schema: raises on a wrong key or type
    by_id = {hook["id"]: hook for hook in hooks}
    assert set(by_id) == {"deckwright-validate", "deckwright-check", "deckwright-fmt"}
    validate = by_id["deckwright-validate"]
    assert (validate["entry"], validate["language"], validate["pass_filenames"]) == (
        "deckwright validate",
        "python",
        True,
    )
    assert validate["require_serial"] is True  # one run: cross-file checks, one writer of the cache
    for hook in hooks:
        assert hook["files"] == r"\.cards$"
        assert re.search(hook["files"], "cards/munchkin/monsters.cards")
        assert not re.search(hook["files"], "cards/munchkin/monsters.cards.orig")
        check_command(shlex.split(hook["entry"]))
    # The raw YAML says it all itself (pre-commit fills in defaults above).
    raw = yaml.safe_load(HOOKS.read_text(encoding="utf-8"))
    for hook in raw:
        assert {"id", "name", "entry", "language", "files", "pass_filenames"} <= set(hook)


def test_pre_commit_rejects_a_broken_manifest(tmp_path: Path) -> None:
    """The manifest check is real: a hook without an entry is refused."""
    broken = tmp_path / ".pre-commit-hooks.yaml"
    broken.write_text("- id: x\n  name: x\n  language: python\n", encoding="utf-8")
    with pytest.raises(InvalidManifestError):
        load_manifest(str(broken))
