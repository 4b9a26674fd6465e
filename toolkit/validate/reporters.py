"""Reporters: one validation report, five formats for people and CI tools.

``render(report, format)`` turns a :class:`ValidationReport` into text:

- ``text``: compiler style (headline, source line, caret, help, notes), grouped per file, then a summary line;
- ``json``: a stable schema (``JSON_SCHEMA_VERSION``; documented in docs/ci.md) for scripts and editors;
- ``github``: GitHub Actions workflow commands, which the runner turns into annotations on the pull request;
- ``junit``: JUnit XML, one test case per card, for the test-report views of GitLab, Jenkins and others;
- ``sarif``: SARIF 2.1.0, for code-scanning tools (GitHub code scanning reads it).

Every format shows each diagnostic with its stable code, severity and span, and every format honours
``--werror`` through ``report.diagnostics()`` / ``report.effective()``. Rule titles and help links for
SARIF come from the ``### CODE — title`` headings of docs/diagnostics.md, the one place codes are described.
"""

from __future__ import annotations

import functools
import hashlib
import json
import posixpath
import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path, PurePath
from typing import Any
from urllib.parse import quote

from toolkit import __version__
from toolkit.lang.allow import Allowed
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.diagnostics import render as render_diagnostic
from toolkit.lang.printable import json_printable, printable
from toolkit.validate.report import STAGES, CardResult, ScenarioOutcome, ValidationReport

FORMATS = ("text", "json", "github", "junit", "sarif")

TOOL_NAME = "deckwright"
PROJECT_URL = "https://github.com/deckwright/deckwright"
DIAGNOSTICS_URL = f"{PROJECT_URL}/blob/main/docs/diagnostics.md"
JSON_SCHEMA_VERSION = 1  # raised only when a field changes meaning or goes away; new fields keep it
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
FINGERPRINT_KEY = "deckwright/v1"  # bump the suffix if the fingerprint recipe ever changes

_SEVERITIES = (Severity.ERROR, Severity.WARNING, Severity.NOTE)


def render(report: ValidationReport, format: str) -> str:
    """The report in one of ``FORMATS``, ending with a newline; ValueError for an unknown format."""
    try:
        renderer = _RENDERERS[format]
    except KeyError:
        raise ValueError(f"unknown format '{format}' (use {', '.join(FORMATS)})") from None
    return renderer(report)


# ---------------------------------------------------------------- who owns what


@dataclass(frozen=True)
class Entry:
    """One diagnostic as reported (severity after ``--werror``), the card it belongs to, and where to show it."""

    diagnostic: Diagnostic
    card: CardResult | None
    span: Span | None  # its own span, else its card's: CI views need a place to show a problem

    @property
    def located(self) -> Diagnostic:
        return self.diagnostic if self.span is self.diagnostic.span else replace(self.diagnostic, span=self.span)


def entries(report: ValidationReport) -> list[Entry]:
    """Every diagnostic of the report once, effective severity, sorted by the place it is shown.

    A failing test block is reported on every card it names: it is shown once, with its first card,
    as ``report.diagnostics()`` counts it."""
    found: dict[Diagnostic, Entry] = {d: Entry(d, None, d.span) for d in map(report.effective, report.other)}
    for result in report.cards:
        for d in map(report.effective, result.diagnostics):
            found.setdefault(d, Entry(d, result, d.span or _card_span(result)))
    return sorted(found.values(), key=lambda e: _place(e.located))


def _card_span(result: CardResult) -> Span:
    card = result.card
    return card.span or Span(card.file, max(card.line, 1), 1, max(card.line, 1), 1)


def _place(d: Diagnostic) -> tuple[str, int, int, int, int, str]:
    if d.span is None:
        return ("", 0, 0, 0, 0, d.code)
    return (d.span.file, d.span.line, d.span.column, d.span.end_line, d.span.end_column, d.code)


def _counts(diagnostics: Iterable[Diagnostic]) -> Counter[Severity]:
    return Counter(d.severity for d in diagnostics)


def _cached_cards(report: ValidationReport) -> int:
    # The same measure as report.summary(): cards whose fuzzing (the costly stage) came from the cache.
    return sum(1 for c in report.cards if "fuzz" in c.cached)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ---------------------------------------------------------------- text


def render_text(report: ValidationReport) -> str:
    """Compiler style: problems without a file first, then one section per file, then the summary.

    The run's notices (the cache is off) are not repeated here: the CLI prints them on standard error."""
    blocks: list[str] = []
    per_file: dict[str, list[Diagnostic]] = defaultdict(list)
    for entry in entries(report):
        if entry.span is None:
            blocks.append(render_diagnostic(entry.diagnostic, None))
        else:
            per_file[entry.span.file].append(entry.located)
    for file, found in per_file.items():
        counts = _counts(found)
        tally = ", ".join(_plural(counts[s], str(s)) for s in _SEVERITIES if counts[s])
        blocks.append(f"== {file}: {tally} ==")
        blocks.extend(render_diagnostic(d, report.sources.get(file)) for d in found)
    if report.allowed:
        blocks.append("\n".join(["allowed:", *(_allowed_line(a) for a in report.allowed)]))
    blocks.append(report.summary())
    return "\n\n".join(blocks) + "\n"


def _allowed_line(item: Allowed) -> str:
    d = item.diagnostic
    return (
        f"  {d.location()}: {d.code} {printable(d.message)} (allowed by {printable(item.by)}: {printable(item.reason)})"
    )


# ---------------------------------------------------------------- json


def to_json(report: ValidationReport) -> dict[str, Any]:
    """The json format as data; the schema is documented in docs/ci.md ("The json format")."""
    counts = _counts(report.diagnostics())
    return {
        "version": JSON_SCHEMA_VERSION,
        "tool": {"name": TOOL_NAME, "version": __version__},
        "ok": report.exit_code == 0,
        "exit_code": report.exit_code,
        "werror": report.werror,
        "summary": {
            "cards": len(report.cards),
            "files": len(report.files),
            "errors": counts[Severity.ERROR],
            "warnings": counts[Severity.WARNING],
            "notes": counts[Severity.NOTE],
            "cached": _cached_cards(report),
            "seconds": round(report.seconds, 3),
        },
        "files": list(report.files),
        "cards": [_card_json(report, card) for card in report.cards],
        "diagnostics": [d.to_json() for d in sorted(map(report.effective, report.other), key=_place)],
        "scenarios": [_scenario_json(report, outcome) for outcome in report.scenarios],
        "notices": list(report.notices),
        "notes": list(report.notes),
        "allowed": [a.to_json() for a in report.allowed],
        **({"balance": report.balance} if report.balance is not None else {}),
    }


def _scenario_json(report: ValidationReport, outcome: ScenarioOutcome) -> dict[str, Any]:
    return {
        "game": outcome.game,
        "name": outcome.name,
        "file": outcome.file,
        "line": outcome.line,
        "passed": outcome.passed,
        "cached": outcome.cached,
        "failures": [{key: _plain(value) for key, value in failure.items()} for failure in outcome.failures],
        "errors": [d.to_json() for d in sorted(map(report.effective, outcome.errors), key=_place)],
    }


def _plain(value: object) -> object:
    """A value JSON can hold as it is; anything else as its text (an engine value in a test failure)."""
    return value if value is None or isinstance(value, str | int | float | bool) else str(value)


def _card_json(report: ValidationReport, result: CardResult) -> dict[str, Any]:
    card = result.card
    fuzz = result.fuzz
    return {
        "game": card.game,
        "key": card.key,
        "name": card.name,
        "kind": card.kind,
        "file": card.file,
        "line": card.line,
        "diagnostics": [d.to_json() for d in sorted(map(report.effective, result.diagnostics), key=_place)],
        "cached": [stage for stage in STAGES if stage in result.cached],
        "scenarios": result.scenarios,
        "fuzz": None if fuzz is None else {"states": fuzz.states, "plays": fuzz.plays, "refused": fuzz.refused},
        "seconds": round(result.seconds, 3),
    }


def render_json(report: ValidationReport) -> str:
    # Unsafe characters as \u escapes: the same JSON, but nothing raw for a terminal or log that shows it.
    return json_printable(json.dumps(to_json(report), ensure_ascii=False, indent=2)) + "\n"


# ---------------------------------------------------------------- github


def escape_data(text: str) -> str:
    """A workflow command's message, escaped as @actions/core's escapeData does; other control characters
    (which GitHub passes to the log as they are) shown as escapes, as every text output does."""
    escaped = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return printable(escaped)


def escape_property(text: str) -> str:
    """A workflow command's property value, escaped as @actions/core's escapeProperty does."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


_GITHUB_COMMANDS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "notice"}


def github_command(d: Diagnostic) -> str:
    """``::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=CODE::message`` for one diagnostic."""
    properties: list[tuple[str, str]] = []
    span = d.span
    if span is not None:
        properties += [("file", repo_path(span.file)), ("line", str(span.line))]
        # Annotations carry columns only on one line (GitHub's check-run API rejects them otherwise);
        # their end column is inclusive where a span's is exclusive.
        if span.end_line == span.line:
            properties += [("col", str(span.column)), ("endLine", str(span.end_line))]
            properties.append(("endColumn", str(max(span.column, span.end_column - 1))))
        elif span.end_line > span.line:
            properties.append(("endLine", str(span.end_line)))
    properties.append(("title", d.code))
    head = ",".join(f"{key}={escape_property(value)}" for key, value in properties)
    return f"::{_GITHUB_COMMANDS[d.severity]} {head}::{escape_data(_full_message(d))}"


def render_github(report: ValidationReport) -> str:
    """One workflow command per diagnostic; the summary goes to the log as a plain line (the CLI prints the
    run's notices on standard error)."""
    lines = [github_command(e.located) for e in entries(report)]
    lines.append(report.summary())
    return "\n".join(lines) + "\n"


def _full_message(d: Diagnostic) -> str:
    """The message with its help and notes on lines of their own (annotations show several lines)."""
    lines = [d.message]
    if d.hint:
        lines.append(f"help: {d.hint}")
    lines.extend(f"note: {note}" for note in d.notes)
    return "\n".join(lines)


# ---------------------------------------------------------------- junit


# XML 1.0 cannot hold most control characters, even escaped; a card's text could quote one.
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml(text: str) -> str:
    return _XML_INVALID.sub("\ufffd", text)


def render_junit(report: ValidationReport) -> str:
    """JUnit XML: a test suite per file, a test case per card; errors fail it, warnings go to its output."""
    by_file: dict[str, list[CardResult]] = defaultdict(list)
    for card in report.cards:
        by_file[card.card.file].append(card)
    loose: dict[str, list[Diagnostic]] = defaultdict(list)  # diagnostics outside cards, per file
    for d in sorted(map(report.effective, report.other), key=_place):
        loose[d.span.file if d.span else ""].append(d)

    root = ET.Element("testsuites", name=f"{TOOL_NAME} validate")
    suites: list[ET.Element] = []
    for file in sorted(set(by_file) | set(loose)):
        suite = ET.SubElement(root, "testsuite", name=file or TOOL_NAME)
        games = sorted({c.game for c in by_file.get(file, [])})
        if games:
            properties = ET.SubElement(suite, "properties")
            for game in games:
                ET.SubElement(properties, "property", name="game", value=game)
        if loose.get(file):
            # Problems that hold no card (a file that does not parse, a missing path): one case for them.
            _testcase(report, suite, file or TOOL_NAME, file or TOOL_NAME, file, None, loose[file], 0.0)
        for result in by_file.get(file, []):
            card = result.card
            name = f"{card.name} @{card.key}"
            # A test block that fails fails every card it names: each case shows it.
            found = sorted((replace(d, span=d.span or _card_span(result)) for d in result.diagnostics), key=_place)
            _testcase(report, suite, file, name, file, card.line, list(map(report.effective, found)), result.seconds)
        _tally(suite, suite.findall("testcase"))
        suites.append(suite)
    _tally(root, [case for suite in suites for case in suite.findall("testcase")])
    root.set("time", f"{report.seconds:.3f}")
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _testcase(
    report: ValidationReport,
    suite: ET.Element,
    classname: str,
    name: str,
    file: str,
    line: int | None,
    found: list[Diagnostic],  # effective severities, in order
    seconds: float,
) -> None:
    case = ET.SubElement(suite, "testcase", classname=_xml(classname), name=_xml(name), time=f"{seconds:.3f}")
    if file:
        case.set("file", _xml(file))
    if line:
        case.set("line", str(line))
    errors = [d for d in found if d.is_error]
    others = [d for d in found if not d.is_error]
    if errors:
        # One <failure> per case: several per case is not read alike by every JUnit consumer.
        first = errors[0]
        message = f"{first.code}: {first.message}"
        if len(errors) > 1:
            message += f" (and {_plural(len(errors) - 1, 'more error')})"
        failure = ET.SubElement(case, "failure", message=_xml(message), type=first.code)
        failure.text = _xml(_rendered(report, errors))
    if others:
        ET.SubElement(case, "system-out").text = _xml(_rendered(report, others))


def _rendered(report: ValidationReport, diagnostics: list[Diagnostic]) -> str:
    return "\n\n".join(render_diagnostic(d, report.sources.get(d.span.file) if d.span else None) for d in diagnostics)


def _tally(element: ET.Element, cases: list[ET.Element]) -> None:
    element.set("tests", str(len(cases)))
    element.set("failures", str(sum(case.find("failure") is not None for case in cases)))
    element.set("errors", "0")  # JUnit "errors" are crashes of the test itself; a card can only fail
    element.set("skipped", "0")
    if element.tag == "testsuite":
        element.set("time", f"{sum(float(case.get('time', '0')) for case in cases):.3f}")


# ---------------------------------------------------------------- sarif


@dataclass(frozen=True)
class CodeInfo:
    """What docs/diagnostics.md says of one code: its title, its section's anchor, its usual severity."""

    code: str
    title: str
    anchor: str
    level: Severity | None = None  # from the section's example output; None when it shows none

    @property
    def help_uri(self) -> str:
        return f"{DIAGNOSTICS_URL}#{self.anchor}"

    @property
    def name(self) -> str:
        """A rule name as SARIF viewers show it: the title in PascalCase ("UnknownField")."""
        return "".join(word[:1].upper() + word[1:] for word in re.findall(r"[^\W_]+", self.title))


_HEADING = re.compile(r"^### (?P<code>[A-Z]\d{4}) — (?P<title>.+?)\s*$", re.MULTILINE)


def parse_code_docs(markdown: str) -> dict[str, CodeInfo]:
    """The codes of docs/diagnostics.md: ``### E0102 — unknown field`` headings, with their sections."""
    found: dict[str, CodeInfo] = {}
    headings = list(_HEADING.finditer(markdown))
    for i, heading in enumerate(headings):
        code = heading["code"]
        end = headings[i + 1].start() if i + 1 < len(headings) else len(markdown)
        section = markdown[heading.end() : end]
        shown = re.search(rf"\b(error|warning|note)\[{code}\]", section)
        title = heading["title"].replace("`", "")
        level = Severity(shown[1]) if shown else None
        found[code] = CodeInfo(code, title, github_anchor(heading.group(0)[4:]), level)
    return found


def github_anchor(heading: str) -> str:
    """The id GitHub gives a Markdown heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)  # \w keeps letters of every script, as GitHub does
    return text.replace(" ", "-")


def _docs_file() -> Path | None:
    here = Path(__file__).resolve().parent.parent
    # An installed wheel carries the page as toolkit/_docs/ (pyproject force-include); a checkout has docs/.
    for candidate in (here / "_docs" / "diagnostics.md", here.parent / "docs" / "diagnostics.md"):
        if candidate.is_file():
            return candidate
    return None


@functools.cache
def code_docs() -> dict[str, CodeInfo]:
    """Every documented code, read once from docs/diagnostics.md."""
    path = _docs_file()
    return parse_code_docs(path.read_text(encoding="utf-8")) if path else {}


def describe(code: str) -> CodeInfo:
    """A code's documentation; a code the page lacks (a test forbids it) still gets a usable rule."""
    return code_docs().get(code) or CodeInfo(code, code, "")


_SARIF_LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "note"}


def to_sarif(report: ValidationReport) -> dict[str, Any]:
    """The sarif format as data: one run, one rule per code used, one result per diagnostic."""
    found = entries(report)
    allowed = [a for a in report.allowed if a.diagnostic.span is not None]
    codes = sorted({e.diagnostic.code for e in found} | {a.diagnostic.code for a in allowed})
    rule_index = {code: i for i, code in enumerate(codes)}
    # A rule's default level: what the docs show, else the level the code has before --werror.
    raw_levels = {d.code: d.severity for d in [*report.other, *(d for c in report.cards for d in c.diagnostics)]}
    raw_levels.update(
        {a.diagnostic.code: a.diagnostic.severity for a in allowed if a.diagnostic.code not in raw_levels}
    )
    rules = [_sarif_rule(describe(code), raw_levels[code]) for code in codes]

    artifacts: list[str] = []
    artifact_index: dict[str, int] = {}
    for file in [*report.files, *(e.span.file for e in found if e.span), *(a.diagnostic.span.file for a in allowed)]:  # type: ignore[union-attr]
        uri = repo_path(file)
        if uri not in artifact_index:
            artifact_index[uri] = len(artifacts)
            artifacts.append(uri)

    seen: Counter[str] = Counter()
    results: list[dict[str, Any]] = []
    notifications: list[dict[str, Any]] = []
    for entry in found:
        d = entry.diagnostic
        span = entry.span
        if span is None:
            # GitHub rejects a whole SARIF file for one result without a location; a problem with no place
            # (a path that does not exist) is a problem of the run, which is what notifications are for.
            notifications.append(
                {
                    "level": _SARIF_LEVELS[d.severity],
                    "message": {"text": _full_message(d)},
                    "associatedRule": {"id": d.code, "index": rule_index[d.code]},
                }
            )
            continue
        owner = f"{entry.card.game}/{entry.card.key}" if entry.card else repo_path(span.file)
        digest = hashlib.sha256(f"{d.code}\0{owner}\0{d.message}".encode()).hexdigest()[:32]
        seen[digest] += 1  # the same problem twice in one card: told apart by its order, not its line
        uri = repo_path(span.file)
        result: dict[str, Any] = {
            "ruleId": d.code,
            "ruleIndex": rule_index[d.code],
            "level": _SARIF_LEVELS[d.severity],
            "message": {"text": _full_message(d)},
            "locations": [{"physicalLocation": _physical_location(span, uri, artifact_index[uri])}],
            "partialFingerprints": {FINGERPRINT_KEY: f"{digest}:{seen[digest]}"},
        }
        if entry.card is not None:
            result["properties"] = {"game": entry.card.game, "card": entry.card.key}
        results.append(result)
    for item in allowed:  # allowed warnings stay visible, as SARIF's suppressed results (with the reason)
        d, span = item.diagnostic, item.diagnostic.span
        assert span is not None
        uri = repo_path(span.file)
        digest = hashlib.sha256(f"{d.code}\0{uri}\0{d.message}".encode()).hexdigest()[:32]
        seen[digest] += 1
        results.append(
            {
                "ruleId": d.code,
                "ruleIndex": rule_index[d.code],
                "level": _SARIF_LEVELS[d.severity],
                "message": {"text": _full_message(d)},
                "locations": [{"physicalLocation": _physical_location(span, uri, artifact_index[uri])}],
                "partialFingerprints": {FINGERPRINT_KEY: f"{digest}:{seen[digest]}"},
                "suppressions": [
                    {
                        "kind": "external" if item.by == "deckwright.toml" else "inSource",
                        "justification": f"{item.reason} ({item.by})",
                    }
                ],
            }
        )

    invocation: dict[str, Any] = {"executionSuccessful": report.exit_code != 2, "exitCode": report.exit_code}
    notifications += [{"level": "note", "message": {"text": notice}} for notice in report.notices]
    notifications += [{"level": "note", "message": {"text": text}} for text in report.notes]
    if notifications:
        invocation["toolExecutionNotifications"] = notifications
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": TOOL_NAME,
                        "version": __version__,
                        "informationUri": PROJECT_URL,
                        "rules": rules,
                    }
                },
                "artifacts": [{"location": _artifact_location(uri)} for uri in artifacts],
                "results": results,
                "columnKind": "unicodeCodePoints",  # our columns count characters, not UTF-16 units
                "invocations": [invocation],
            }
        ],
    }


def _sarif_rule(info: CodeInfo, level: Severity) -> dict[str, Any]:
    rule: dict[str, Any] = {
        "id": info.code,
        "name": info.name,
        "shortDescription": {"text": info.title},
        "helpUri": info.help_uri if info.anchor else DIAGNOSTICS_URL,
        "defaultConfiguration": {"level": _SARIF_LEVELS[info.level or level]},
    }
    return rule


def _physical_location(span: Span, uri: str, index: int) -> dict[str, Any]:
    location: dict[str, Any] = {"artifactLocation": {**_artifact_location(uri), "index": index}}
    if span.line >= 1 and span.column >= 1:
        end_line = max(span.end_line, span.line)
        end_column = span.end_column if end_line > span.line else max(span.end_column, span.column)
        location["region"] = {
            "startLine": span.line,
            "startColumn": span.column,
            "endLine": end_line,
            "endColumn": end_column,  # exclusive in SARIF, as in our spans
        }
    return location


def _artifact_location(uri: str) -> dict[str, str]:
    if PurePath(uri).is_absolute():
        return {"uri": Path(uri).as_uri()}  # outside the working tree: an absolute file URI
    return {"uri": quote(uri, safe="/"), "uriBaseId": "%SRCROOT%"}


def render_sarif(report: ValidationReport) -> str:
    return json_printable(json.dumps(to_sarif(report), ensure_ascii=False, indent=2)) + "\n"


# ---------------------------------------------------------------- paths


def repo_path(file: str) -> str:
    """A span's file as CI tools want it: forward slashes, relative to the working directory if inside it."""
    path = Path(file)
    if path.is_absolute():
        try:
            path = path.resolve().relative_to(Path.cwd().resolve())
        except ValueError:
            return path.as_posix()
    return posixpath.normpath(PurePath(path).as_posix())


_RENDERERS: dict[str, Callable[[ValidationReport], str]] = {
    "text": render_text,
    "json": render_json,
    "github": render_github,
    "junit": render_junit,
    "sarif": render_sarif,
}
