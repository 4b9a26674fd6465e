"""The broken-card corpus: every diagnostic code, from a mistake a designer really makes, through the CLI.

Each ``tests/broken/*.cards`` file says in its header comment what ``deckwright check`` must report:

    # expect: E0102 12:3        a diagnostic: its code, line and column, in this file
    # expect: E0001             a diagnostic without a position (a path that does not exist)
    # args: PATH [PATH ...]     check these paths (relative to tests/broken) instead of this file
    # with: PATH                check that file first, then this one (duplicates across files)
    # env: NAME=VALUE           run with this environment variable set
    # exit: 2                   the exit code (1, problems in cards, unless it says otherwise)

A file that cannot hold a comment (an empty file, a binary one) keeps its header in NAME.cards.expect
beside it. The codes themselves are listed in docs/diagnostics.md.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.printable import printable

ROOT = Path(__file__).resolve().parent.parent
BROKEN = ROOT / "tests" / "broken"
DOCS = ROOT / "docs" / "diagnostics.md"

# Codes whose file has no text to show under a caret: nothing could be read, or it is not text.
NO_TEXT_CODES = frozenset({"E0001", "E0003", "E0004", "E0005", "E0006"})
# Codes common enough to deserve more than one example.
COMMON_CODES = ("E0010", "E0102", "E0104", "E0105", "E0114")

_DIRECTIVE = re.compile(r"^#\s*(expect|args|with|env|exit):\s*(.*?)\s*$")
_EXPECT = re.compile(r"^(E\d{4})(?:\s+(\d+):(\d+))?$")
_HEADLINE = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?:error|warning|note)\[(?P<code>E\d{4})\]: \S.*$"
    r"|^(?:error|warning|note)\[(?P<bare>E\d{4})\]: \S.*$"
)

Key = tuple[str | None, str, int | None, int | None]  # file (resolved), code, line, column

runner = CliRunner()


@dataclass
class Case:
    path: Path
    expected: set[tuple[str, int | None, int | None]] = field(default_factory=set)
    args: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    exit_code: int = 1

    @property
    def codes(self) -> set[str]:
        return {code for code, _, _ in self.expected}

    def expected_keys(self) -> set[Key]:
        where = str(self.path.resolve())
        return {(where if line is not None else None, code, line, column) for code, line, column in self.expected}


def header_lines(path: Path) -> list[str]:
    """The leading comment lines of a corpus file, or of its .expect file when it has one."""
    sidecar = path.with_name(path.name + ".expect")
    if sidecar.exists():
        text = sidecar.read_text(encoding="utf-8")
    else:
        data = path.read_bytes()
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            text = data.decode("utf-16")
        else:
            text = data.decode("utf-8", errors="replace")  # Latin-1 files keep an ASCII header
    header = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        header.append(line)
    return header


def read_case(path: Path) -> Case:
    case = Case(path)
    with_first: list[str] = []
    for line in header_lines(path):
        match = _DIRECTIVE.match(line)
        if match is None:
            continue
        key, value = match.groups()
        if key == "expect":
            expect = _EXPECT.match(value)
            assert expect is not None, f"{path.name}: bad expectation {value!r}"
            code, row, column = expect.groups()
            case.expected.add((code, int(row) if row else None, int(column) if column else None))
        elif key == "args":
            case.args = [str(BROKEN / part) for part in value.split()]
        elif key == "with":
            with_first.append(str(BROKEN / value))
        elif key == "env":
            name, _, env_value = value.partition("=")
            case.env[name] = env_value
        else:
            case.exit_code = int(value)
    case.args = case.args or [*with_first, str(path)]
    return case


CASES = [read_case(p) for p in sorted(BROKEN.glob("*.cards"))]


def run_check(case: Case, *options: str) -> tuple[int, str]:
    result = runner.invoke(app, ["check", *options, *case.args], env=case.env)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def text_keys(output: str) -> set[Key]:
    """Every diagnostic a text report holds, from its headlines."""
    keys: set[Key] = set()
    for line in output.splitlines():
        match = _HEADLINE.match(line)
        if match is None:
            continue
        if match["bare"]:
            keys.add((None, match["bare"], None, None))
        else:
            path = str(Path(match["path"]).resolve())
            keys.add((path, match["code"], int(match["line"]), int(match["column"])))
    return keys


def json_keys(payload: dict) -> set[Key]:
    keys: set[Key] = set()
    for diagnostic in payload["diagnostics"]:
        span = diagnostic["span"]
        if span is None:
            keys.add((None, diagnostic["code"], None, None))
        else:
            keys.add((str(Path(span["file"]).resolve()), diagnostic["code"], span["line"], span["column"]))
    return keys


def source_lines(path: Path) -> list[str]:
    """The file's lines as the caret display shows them: control characters as escapes."""
    data = path.read_bytes()
    lines = data.decode("utf-8", errors="replace").split("\n")
    return [printable(line.removesuffix("\r").replace("\t", " ")) for line in lines]


def assert_caret(output: str, case: Case, code: str, line: int, column: int) -> None:
    """Under the headline: the gutter, the source line, and carets starting at the column."""
    lines = output.splitlines()
    suffix = f":{line}:{column}: {'warning' if case.exit_code == 0 else 'error'}[{code}]:"
    at = next((i for i, text in enumerate(lines) if suffix in text and _HEADLINE.match(text)), None)
    assert at is not None, f"no headline for {code} {line}:{column}"
    gutter = " " * len(str(line))
    assert lines[at + 1] == f"{gutter} |", output
    assert lines[at + 2] == f"{line} | {source_lines(case.path)[line - 1]}".rstrip(), output
    marks = lines[at + 3].removeprefix(f"{gutter} | ")
    assert marks != lines[at + 3], output
    assert marks.strip() and set(marks.strip()) == {"^"}, output
    assert marks.index("^") == column - 1, f"caret at column {marks.index('^') + 1}, not {column}:\n{output}"


# ---------------------------------------------------------------- the corpus, file by file


@pytest.mark.parametrize("case", CASES, ids=[c.path.name for c in CASES])
def test_broken_file_reports_exactly_what_it_expects(case: Case) -> None:
    assert case.expected, f"{case.path.name} declares no '# expect:' line"
    code, output = run_check(case)
    assert code == case.exit_code, output
    assert text_keys(output) == case.expected_keys(), output

    json_code, json_output = run_check(case, "--format", "json")
    assert json_code == case.exit_code
    payload = json.loads(json_output)
    assert payload["ok"] is (case.exit_code == 0)  # a file of warnings alone checks ok (E0118)
    assert json_keys(payload) == case.expected_keys(), json_output
    for diagnostic in payload["diagnostics"]:
        assert diagnostic["severity"] == ("error" if case.exit_code else "warning") and diagnostic["message"]

    has_text = b"\x00" not in case.path.read_bytes()
    for expected_code, line, column in case.expected:
        if line is not None and column is not None and expected_code not in NO_TEXT_CODES and has_text:
            assert_caret(output, case, expected_code, line, column)


def test_corpus_is_named_after_its_codes() -> None:
    assert len(CASES) >= 34
    for case in CASES:
        match = re.match(r"E\d{4}_[a-z0-9_]+\.cards$", case.path.name)
        assert match, f"{case.path.name}: name it CODE_what_is_wrong.cards"
        assert case.path.name[:5] in case.codes, f"{case.path.name} expects no {case.path.name[:5]}"
    for sidecar in BROKEN.glob("*.expect"):
        assert sidecar.with_suffix("").exists(), f"{sidecar.name} describes no file"


def test_common_codes_have_several_examples() -> None:
    for code in COMMON_CODES:
        files = [c.path.name for c in CASES if code in c.codes]
        assert len(files) >= 2, f"{code}: only {files}"


def test_several_errors_in_one_file_are_all_reported() -> None:
    for name in ("E0102_several_errors_in_one_file.cards", "E0011_syntax_and_checker_errors_in_several_blocks.cards"):
        case = read_case(BROKEN / name)
        assert len(case.codes) >= 3 and len({line for _, line, _ in case.expected}) >= 3
        code, output = run_check(case)
        assert code == 1
        assert text_keys(output) == case.expected_keys(), output
        assert f"{len(case.expected)} error(s)" in output


# ---------------------------------------------------------------- every code: tested and documented


# Where the codes of .ftl files are drawn: toolkit/text, and validate's checks of a project's card text
# (E0131 there too, tests/test_project_i18n.py).
CARD_TEXT_SOURCES = (ROOT / "toolkit" / "text", ROOT / "toolkit" / "validate" / "cardtext.py")


def _card_text_source(path: Path) -> bool:
    return any(path == where or where in path.parents for where in CARD_TEXT_SOURCES)


def codes_in_source() -> set[str]:
    """The codes a card file can draw. The card-text codes (E0131-E0134) are problems of .ftl files,
    not of card files: docs/i18n.md lists them and tests/test_cardtext.py draws each."""
    literal = re.compile(r"\"(E0\d{3})\"")
    return {
        code
        for path in (ROOT / "toolkit").rglob("*.py")
        if not _card_text_source(path)
        for code in literal.findall(path.read_text("utf-8"))
    }


def card_text_codes() -> set[str]:
    """The codes of .ftl files, documented and tested apart (tests/test_cardtext.py, test_project_i18n.py)."""
    literal = re.compile(r"\"(E0\d{3})\"")
    return {
        code
        for path in (ROOT / "toolkit").rglob("*.py")
        if _card_text_source(path)
        for code in literal.findall(path.read_text("utf-8"))
    }


def codes_in_docs() -> set[str]:
    documented = set(re.findall(r"^### (E\d{4})\b", DOCS.read_text(encoding="utf-8"), flags=re.MULTILINE))
    return documented - card_text_codes()


def test_every_code_has_a_broken_file_and_a_doc_section() -> None:
    in_source = codes_in_source()
    assert {"E0001", "E0010", "E0102", "E0201"} <= in_source  # the grep itself works
    in_corpus = set().union(*(c.codes for c in CASES))
    assert in_source - in_corpus == set(), "codes with no file in tests/broken/"
    assert in_source - codes_in_docs() == set(), "codes with no '### CODE' section in docs/diagnostics.md"
    assert in_corpus - in_source == set(), "the corpus expects codes that the code never reports"
    assert codes_in_docs() - in_source == set(), "docs/diagnostics.md documents codes that do not exist"


def doc_examples() -> list[tuple[str, list[tuple[str, str]], list[str], str]]:
    """From each syntax, checker and cross-file section of docs/diagnostics.md: the files of its wrong
    example (name, text), the output pasted under it, and its fixed text (of the last file)."""
    examples = []
    for section in DOCS.read_text(encoding="utf-8").split("\n### ")[1:]:
        code = section[:5]
        if code.startswith("E000") or not re.fullmatch(r"E\d{4}", code) or "Severity: warning." in section:
            continue  # file problems: shown with a console session only; validator codes and warnings: their own tests
        if code in card_text_codes():  # problems of .ftl files, not of card files: tests/test_cardtext.py
            continue
        blocks = re.findall(r"```(\w*)\n(.*?)\n```", section, flags=re.DOTALL)
        console = next(i for i, (lang, _) in enumerate(blocks) if lang == "console")
        command, *output = blocks[console][1].split("\n")
        names = command.removeprefix("$ deckwright check ").split()
        wrong = [text + "\n" for _, text in blocks[:console]]
        assert len(names) == len(wrong), f"{code}: one example block per file of '{command}'"
        examples.append((code, list(zip(names, wrong, strict=True)), output, blocks[console + 1][1] + "\n"))
    return examples


@pytest.mark.parametrize("example", doc_examples(), ids=lambda e: e[0])
def test_docs_examples_are_real_output(
    example: tuple[str, list[tuple[str, str]], list[str], str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, files, pasted, fixed = example
    monkeypatch.chdir(tmp_path)
    for name, text in files:
        (tmp_path / name).write_text(text, encoding="utf-8")
    names = [name for name, _ in files]
    result = runner.invoke(app, ["check", *names])
    assert result.exit_code == 1
    assert f"error[{code}]" in pasted[0]
    # The headline is pasted as printed; help and note lines may be reworded without touching the docs.
    assert result.stderr.splitlines()[0] == pasted[0], result.stderr
    assert result.stderr.count("error[") == 1, result.stderr
    (tmp_path / names[-1]).write_text(fixed, encoding="utf-8")
    result = runner.invoke(app, ["check", *names])
    assert result.exit_code == 0, result.output


# ---------------------------------------------------------------- generated files


def test_huge_file_is_refused_under_the_size_limit(tmp_path: Path) -> None:
    card = 'monster "Sulking Slime {n}" {{\n  level 1\n  treasures 1\n}}\n\n'
    huge = tmp_path / "huge.cards"
    huge.write_text("game munchkin\n\n" + "".join(card.format(n=n) for n in range(400)), encoding="utf-8")
    size = huge.stat().st_size
    case = Case(huge, {("E0005", 1, 1)}, [str(huge)], {"DECKWRIGHT_MAX_FILE_BYTES": "4096"})
    code, output = run_check(case)
    assert code == 1
    assert text_keys(output) == case.expected_keys(), output
    assert f"({size:,} bytes; the limit is 4,096)" in output

    case.env["DECKWRIGHT_MAX_FILE_BYTES"] = str(size)  # at the limit: read
    code, output = run_check(case)
    assert code == 0 and "400 munchkin" in output, output

    case.env["DECKWRIGHT_MAX_FILE_BYTES"] = "a lot"  # not a number: the default limit, no crash
    code, output = run_check(case)
    assert code == 0, output


def test_binary_bytes_are_refused(tmp_path: Path) -> None:
    blob = tmp_path / "art.cards"
    blob.write_bytes(bytes(range(256)) * 4)
    case = Case(blob, {("E0003", 1, 1)}, [str(blob)])
    code, output = run_check(case)
    assert code == 1
    assert text_keys(output) == case.expected_keys(), output


# ---------------------------------------------------------------- the real process


def _run_process(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from toolkit.cli import main; main()", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env={**os.environ, **(env or {})},
        cwd=ROOT,
        timeout=120,
    )


def test_real_process_over_the_whole_corpus() -> None:
    """One `deckwright check` process over every corpus file: exit 1, every code, no traceback."""
    files = [str(c.path) for c in CASES]
    done = _run_process("check", *files)
    assert "Traceback" not in done.stdout and "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 1, done.stderr
    reported = set(re.findall(r"(?:error|warning)\[(E\d{4})\]", done.stderr))
    # Alone here: E0001 needs a missing path; E0005 a lowered size limit.
    wanted = set().union(*(c.codes for c in CASES if not c.env and c.args == [str(c.path)]))
    assert wanted - reported == set(), done.stderr


def test_real_process_missing_path_is_a_usage_error() -> None:
    done = _run_process("check", "tests/broken/E0001_misspelt_path.card", "tests/broken/E0102_misspelt_field.cards")
    assert "Traceback" not in done.stdout + done.stderr
    assert done.returncode == 2
    assert "error[E0001]: no such file or directory: 'tests/broken/E0001_misspelt_path.card'" in done.stderr
    assert "error[E0102]" in done.stderr  # the other file is still checked
