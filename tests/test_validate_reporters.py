"""The reporters of ``deckwright validate``: text, json, github, junit and sarif, over hand-made reports.

Each format is read back the way its consumer reads it: JUnit with junitparser, SARIF against the
OASIS SARIF 2.1.0 schema (tests/data/), json against our own schema (tests/data/), github line by line.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from junitparser import Failure, JUnitXml, TestCase, TestSuite

from toolkit import __version__
from toolkit.lang.diagnostics import Diagnostic, Severity, Span
from toolkit.lang.load import load_text
from toolkit.validate.report import CardResult, FuzzStats, ScenarioOutcome, ValidationReport
from toolkit.validate.reporters import (
    FINGERPRINT_KEY,
    FORMATS,
    code_docs,
    escape_data,
    escape_property,
    github_anchor,
    github_command,
    parse_code_docs,
    render,
    to_json,
    to_sarif,
)

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
DOCS = ROOT / "docs" / "diagnostics.md"

FILE_A = "cards/munchkin/odd.cards"
TEXT_A = """game munchkin

monster "Gnome, \\"Grumpy\\" <Tiny> & Co: Mk 2" @mun-gnome {
  level 2
  treasures 1
  bad stuff: lose footgear
  flavour "Кусается: если его дразнить, 100%."
}

item "Щит «Колобок»" @mun-shield {
  slot armor
  bonus +1
  gold 100
}
"""
FILE_B = "cards/munchkin-kungfu/broken.cards"
TEXT_B = """game munchkin-kungfu

monster "Half a Monster" {
  level 3
"""

ERR_MESSAGE = 'level "two, or: three" is not a count <n> & so on\nsecond line'


def build_report(text_a: str = TEXT_A, *, werror: bool = False, shift: int = 0) -> ValidationReport:
    """Two cards with an error, a warning (a span over several lines) and a note (no span); a file that
    does not parse; a path that does not exist. ``shift`` moves every line of file A down."""
    text_a = "\n" * shift + text_a
    loaded = load_text(text_a, FILE_A)
    assert loaded.diagnostics == []
    gnome, shield = loaded.cards

    def at(line: int, column: int, end_line: int, end_column: int) -> Span:
        return Span(FILE_A, line + shift, column, end_line + shift, end_column)

    error = Diagnostic(
        "E0104",
        ERR_MESSAGE,
        at(4, 3, 4, 10),
        Severity.ERROR,
        hint="write a whole number: level 2",
        notes=("the phrase is 'level {n:count}'",),
    )
    warning = Diagnostic("E0107", "card «Gnome» spans: lines 3–8", at(3, 1, 8, 2), Severity.WARNING, "split it, or not")
    note = Diagnostic(
        "E0202", "Щит: same name as 'x%y'", None, Severity.NOTE, notes=("first used at cards/munchkin/other.cards:1:1",)
    )
    unclosed = Diagnostic(
        "E0013", "unexpected end of file: '{' of \"Half a Monster\" is never closed", Span(FILE_B, 3, 26, 3, 27)
    )
    missing = Diagnostic("E0001", "no such file or directory: 'cards/missing'", None)
    return ValidationReport(
        files=[FILE_A, FILE_B],
        sources={**loaded.sources, FILE_B: TEXT_B},
        cards=[
            CardResult(gnome, [warning, error], {"check", "conflicts"}, 2, FuzzStats(40, 120, 7), 0.25),
            CardResult(shield, [note], {"check", "conflicts", "tests", "fuzz"}, 0, None, 0.5),
        ],
        other=[unclosed, missing],
        werror=werror,
        seconds=1.5,
    )


def clean_report() -> ValidationReport:
    loaded = load_text(TEXT_A, FILE_A)
    return ValidationReport(
        files=[FILE_A], sources=loaded.sources, cards=[CardResult(c, seconds=0.1) for c in loaded.cards], seconds=0.2
    )


# ---------------------------------------------------------------- every format


def test_formats_and_unknown_format() -> None:
    assert FORMATS == ("text", "json", "github", "junit", "sarif")
    for format in FORMATS:
        assert render(build_report(), format).endswith("\n")
    with pytest.raises(ValueError, match=r"unknown format 'xml' \(use text, json, github, junit, sarif\)"):
        render(build_report(), "xml")


def test_werror_raises_warnings_to_errors_in_every_format(tmp_path: Path) -> None:
    plain, strict = build_report(), build_report(werror=True)
    # text
    assert "warning[E0107]" in render(plain, "text")
    assert "warning[E0107]" not in render(strict, "text")
    assert "error[E0107]" in render(strict, "text")
    assert (
        render(strict, "text").rstrip().endswith("4 error(s), 0 warning(s), 1 unchanged card(s) from the cache (1.5 s)")
    )
    # json
    as_json = json.loads(render(strict, "json"))
    assert as_json["werror"] is True
    assert (as_json["summary"]["errors"], as_json["summary"]["warnings"]) == (4, 0)
    assert [d["severity"] for d in as_json["cards"][0]["diagnostics"]] == ["error", "error"]
    # github
    assert any(line.startswith("::warning ") for line in render(plain, "github").splitlines())
    assert not any(line.startswith("::warning ") for line in render(strict, "github").splitlines())
    assert render(strict, "github").count("::error ") == 4
    # junit: the warning now fails its card, and it is the first error of the card
    gnome = junit_cases(render(strict, "junit"), tmp_path)['Gnome, "Grumpy" <Tiny> & Co: Mk 2 @mun-gnome']
    (failure,) = gnome.result
    assert failure.type == "E0107"
    assert failure.message.endswith("(and 1 more error)")
    assert gnome.system_out is None
    # sarif
    levels = {r["ruleId"]: r["level"] for r in to_sarif(strict)["runs"][0]["results"]}
    assert levels == {"E0013": "error", "E0104": "error", "E0107": "error", "E0202": "note"}
    rules = {r["id"]: r for r in to_sarif(strict)["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["E0107"]["defaultConfiguration"]["level"] == "error"  # as docs/diagnostics.md shows it
    # notes are never raised
    assert {r["level"] for r in to_sarif(strict)["runs"][0]["results"] if r["ruleId"] == "E0202"} == {"note"}


def test_a_test_block_failing_on_two_cards_is_one_problem_but_fails_both_cards(tmp_path: Path) -> None:
    """The runner puts a failing test block's diagnostic on every card the block names."""
    report = clean_report()
    failed = Diagnostic("V0301", "expected alice level 3, got 2", Span(FILE_A, 4, 3, 4, 10), Severity.ERROR)
    for card in report.cards:
        card.diagnostics.append(failed)
    report.scenarios = [
        ScenarioOutcome(
            "munchkin",
            "gnome & shield",
            FILE_A,
            16,
            False,
            [
                {"line": 18, "column": 3, "expected": "alice level 3", "actual": 2},
                {"line": 19, "column": 3, "expected": "x", "actual": object()},
            ],
        )
    ]
    report.notices = ["the cache is off: --no-cache"]
    assert report.errors == 1
    github = render(report, "github").splitlines()
    assert [line.split("::")[1] for line in github if line.startswith("::")] == [
        "error file=cards/munchkin/odd.cards,line=4,col=3,endLine=4,endColumn=9,title=V0301"
    ]
    assert github[-1] == report.summary()
    text = render(report, "text")
    assert text.count("error[V0301]") == 1
    assert "cache is off" not in text + "".join(github)  # the CLI prints notices on standard error
    assert len(to_sarif(report)["runs"][0]["results"]) == 1
    (invocation,) = to_sarif(report)["runs"][0]["invocations"]
    assert invocation["toolExecutionNotifications"] == [
        {"level": "note", "message": {"text": "the cache is off: --no-cache"}}
    ]
    sarif_validator().validate(to_sarif(report))
    cases = junit_cases(render(report, "junit"), tmp_path)
    assert [case.result[0].type for case in cases.values()] == ["V0301", "V0301"]  # both cards fail
    data = to_json(report)
    assert [len(card["diagnostics"]) for card in data["cards"]] == [1, 1]
    assert data["summary"]["errors"] == 1
    assert data["notices"] == ["the cache is off: --no-cache"]
    (scenario,) = data["scenarios"]
    assert scenario["passed"] is False and scenario["name"] == "gnome & shield"
    assert scenario["failures"][0] == {"line": 18, "column": 3, "expected": "alice level 3", "actual": 2}
    assert scenario["failures"][1]["actual"].startswith("<object object")
    schema = json.loads((DATA / "validate-report.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(json.loads(render(report, "json")), schema, cls=jsonschema.Draft202012Validator)


# ---------------------------------------------------------------- text


def test_text_is_compiler_style_grouped_per_file_with_a_summary() -> None:
    text = render(build_report(), "text")
    blocks = text.rstrip("\n").split("\n\n")
    assert blocks[0] == "error[E0001]: no such file or directory: 'cards/missing'"
    assert blocks[1] == "== cards/munchkin-kungfu/broken.cards: 1 error =="
    assert blocks[2] == "\n".join(
        [
            "cards/munchkin-kungfu/broken.cards:3:26: error[E0013]: unexpected end of file: '{' of \"Half a Monster\""
            " is never closed",
            "  |",
            '3 | monster "Half a Monster" {',
            "  |                          ^",
        ]
    )
    assert blocks[3] == "== cards/munchkin/odd.cards: 1 error, 1 warning, 1 note =="
    assert blocks[4].startswith("cards/munchkin/odd.cards:3:1: warning[E0107]: card «Gnome» spans: lines 3–8\n")
    assert blocks[4].endswith("  = help: split it, or not")
    assert blocks[5] == "\n".join(
        [
            # The message's newline is shown as an escape: a raw one would start a new line of the log.
            'cards/munchkin/odd.cards:4:3: error[E0104]: level "two, or: three" is not a count <n> & so on'
            "\\nsecond line",
            "  |",
            "4 |   level 2",
            "  |   ^^^^^^^",
            "  = help: write a whole number: level 2",
            "  = note: the phrase is 'level {n:count}'",
        ]
    )
    # A card's diagnostic without a span is shown at the card.
    assert blocks[6].startswith("cards/munchkin/odd.cards:10:1: note[E0202]: Щит: same name as 'x%y'\n")
    assert '10 | item "Щит «Колобок»" @mun-shield {' in blocks[6]
    assert blocks[6].endswith("  = note: first used at cards/munchkin/other.cards:1:1")
    assert (
        blocks[7]
        == "validated 2 card(s) in 2 file(s), 3 error(s), 1 warning(s), 1 unchanged card(s) from the cache (1.5 s)"
    )
    assert len(blocks) == 8
    assert "[bold" not in text and "\x1b[" not in text  # plain text: no Rich markup, no colour codes


def test_text_of_a_clean_run_is_its_summary() -> None:
    assert render(clean_report(), "text") == "validated 2 card(s) in 1 file(s), 0 error(s), 0 warning(s) (0.2 s)\n"


# ---------------------------------------------------------------- json


def test_json_round_trips_and_matches_its_schema() -> None:
    text = render(build_report(), "json")
    data = json.loads(text)
    assert data == to_json(build_report())  # nothing lost between the data and its text
    schema = json.loads((DATA / "validate-report.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    validator.check_schema(schema)
    validator.validate(data)
    validator.validate(json.loads(render(clean_report(), "json")))
    assert "Кусается" not in text  # card text is not repeated; names are, unescaped (ensure_ascii=False)
    assert "Щит «Колобок»" in text

    assert data["version"] == 1
    assert data["tool"] == {"name": "deckwright", "version": __version__}
    assert (data["ok"], data["exit_code"], data["werror"]) == (False, 2, False)
    assert data["summary"] == {
        "cards": 2,
        "files": 2,
        "errors": 3,
        "warnings": 1,
        "notes": 1,
        "cached": 1,
        "seconds": 1.5,
    }
    assert data["files"] == [FILE_A, FILE_B]
    gnome, shield = data["cards"]
    assert (gnome["game"], gnome["key"], gnome["name"], gnome["kind"]) == (
        "munchkin",
        "mun-gnome",
        'Gnome, "Grumpy" <Tiny> & Co: Mk 2',
        "monster",
    )
    assert (gnome["file"], gnome["line"], gnome["scenarios"], gnome["seconds"]) == (FILE_A, 3, 2, 0.25)
    assert gnome["cached"] == ["check", "conflicts"]  # in stage order
    assert gnome["fuzz"] == {"states": 40, "plays": 120, "refused": 7}
    assert [d["code"] for d in gnome["diagnostics"]] == ["E0107", "E0104"]  # sorted by place
    assert gnome["diagnostics"][1] == {
        "code": "E0104",
        "severity": "error",
        "message": ERR_MESSAGE,
        "span": {"file": FILE_A, "line": 4, "column": 3, "end_line": 4, "end_column": 10},
        "hint": "write a whole number: level 2",
        "notes": ["the phrase is 'level {n:count}'"],
    }
    assert shield["cached"] == ["check", "conflicts", "tests", "fuzz"]
    assert shield["fuzz"] is None
    assert shield["diagnostics"][0]["span"] is None  # json keeps the diagnostic as it is
    assert [d["code"] for d in data["diagnostics"]] == ["E0001", "E0013"]


def test_json_schema_rejects_what_it_should() -> None:
    """The schema is not a rubber stamp: a missing field or an unknown severity fails it."""
    schema = json.loads((DATA / "validate-report.schema.json").read_text(encoding="utf-8"))
    data = to_json(build_report())
    del data["summary"]["notes"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)
    data = to_json(build_report())
    data["cards"][0]["diagnostics"][0]["severity"] = "fatal"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)


# ---------------------------------------------------------------- github


def test_github_workflow_commands_line_by_line() -> None:
    lines = render(build_report(), "github").splitlines()
    assert lines == [
        "::error title=E0001::no such file or directory: 'cards/missing'",
        "::error file=cards/munchkin-kungfu/broken.cards,line=3,col=26,endLine=3,endColumn=26,title=E0013"
        "::unexpected end of file: '{' of \"Half a Monster\" is never closed",
        # several lines: GitHub takes columns on one line only, so none are given
        "::warning file=cards/munchkin/odd.cards,line=3,endLine=8,title=E0107"
        "::card «Gnome» spans: lines 3–8%0Ahelp: split it, or not",
        # the end column is inclusive for GitHub: 'level 2' is columns 3 to 9
        "::error file=cards/munchkin/odd.cards,line=4,col=3,endLine=4,endColumn=9,title=E0104"
        '::level "two, or: three" is not a count <n> & so on%0Asecond line'
        "%0Ahelp: write a whole number: level 2%0Anote: the phrase is 'level {n:count}'",
        # no span of its own: shown at its card's header line
        "::notice file=cards/munchkin/odd.cards,line=10,col=1,endLine=10,endColumn=32,title=E0202"
        "::Щит: same name as 'x%25y'%0Anote: first used at cards/munchkin/other.cards:1:1",
        "validated 2 card(s) in 2 file(s), 3 error(s), 1 warning(s), 1 unchanged card(s) from the cache (1.5 s)",
    ]


def test_github_escaping_as_the_actions_toolkit_does() -> None:
    assert escape_data("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d"
    assert escape_property("100% a\r\nb: c, d") == "100%25 a%0D%0Ab%3A c%2C d"
    odd = Diagnostic("E0102", "x,y: 50%\r\nz", Span("cards/a,b: c%.cards", 2, 1, 2, 1), Severity.WARNING)
    # An empty span still marks one column.
    assert github_command(odd) == (
        "::warning file=cards/a%2Cb%3A c%25.cards,line=2,col=1,endLine=2,endColumn=1,title=E0102::x,y: 50%25%0D%0Az"
    )


def test_github_paths_are_relative_to_the_working_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    inside = Diagnostic("E0102", "m", Span(str(tmp_path / "cards" / "x.cards"), 1, 1, 1, 2))
    assert github_command(inside).startswith("::error file=cards/x.cards,line=1,")
    dotted = Diagnostic("E0102", "m", Span("./cards/../cards/y.cards", 1, 1, 1, 2))
    assert github_command(dotted).startswith("::error file=cards/y.cards,line=1,")


def test_github_of_a_clean_run_has_no_commands() -> None:
    assert render(clean_report(), "github") == "validated 2 card(s) in 1 file(s), 0 error(s), 0 warning(s) (0.2 s)\n"


# ---------------------------------------------------------------- junit


def junit_cases(text: str, tmp_path: Path) -> dict[str, TestCase]:
    path = tmp_path / "report.xml"
    path.write_text(text, encoding="utf-8")  # as the CLI writes it: UTF-8, as the declaration says
    xml = JUnitXml.fromfile(str(path))
    return {case.name: case for suite in xml for case in suite}


def test_junit_reads_back_with_junitparser(tmp_path: Path) -> None:
    text = render(build_report(), "junit")
    assert text.startswith("<?xml version='1.0' encoding='utf-8'?>\n<testsuites")
    path = tmp_path / "report.xml"
    path.write_text(text, encoding="utf-8")
    xml = JUnitXml.fromfile(str(path))
    assert (xml.tests, xml.failures, xml.errors, xml.skipped) == (4, 3, 0, 0)
    assert xml.time == pytest.approx(1.5)
    suites: list[TestSuite] = list(xml)
    assert [s.name for s in suites] == ["deckwright", FILE_B, FILE_A]
    assert [(s.tests, s.failures) for s in suites] == [(1, 1), (1, 1), (2, 1)]
    assert suites[2].time == pytest.approx(0.75)
    assert [(p.name, p.value) for p in suites[2].properties()] == [("game", "munchkin")]

    cases = {(case.classname, case.name): case for suite in suites for case in suite}
    assert set(cases) == {
        ("deckwright", "deckwright"),
        (FILE_B, FILE_B),
        (FILE_A, 'Gnome, "Grumpy" <Tiny> & Co: Mk 2 @mun-gnome'),
        (FILE_A, "Щит «Колобок» @mun-shield"),
    }
    gnome = cases[(FILE_A, 'Gnome, "Grumpy" <Tiny> & Co: Mk 2 @mun-gnome')]
    assert gnome.time == pytest.approx(0.25)
    (failure,) = gnome.result
    assert isinstance(failure, Failure)
    assert failure.type == "E0104"
    assert failure.message == f"E0104: {ERR_MESSAGE}"  # newline and all, through the attribute
    assert failure.text.startswith(f'{FILE_A}:4:3: error[E0104]: level "two, or: three" is not a count <n> & so on')
    assert "  |   ^^^^^^^" in failure.text
    assert gnome.system_out.startswith(f"{FILE_A}:3:1: warning[E0107]: card «Gnome» spans: lines 3–8")
    shield = cases[(FILE_A, "Щит «Колобок» @mun-shield")]
    assert shield.is_passed and shield.result == []
    assert shield.system_out.startswith(f"{FILE_A}:10:1: note[E0202]: Щит: same name as 'x%y'")
    (missing,) = cases[("deckwright", "deckwright")].result
    assert (missing.type, missing.message) == ("E0001", "E0001: no such file or directory: 'cards/missing'")
    (unclosed,) = cases[(FILE_B, FILE_B)].result
    assert unclosed.type == "E0013"


def test_junit_of_a_clean_run_passes_every_card(tmp_path: Path) -> None:
    cases = junit_cases(render(clean_report(), "junit"), tmp_path)
    assert sorted(cases) == ['Gnome, "Grumpy" <Tiny> & Co: Mk 2 @mun-gnome', "Щит «Колобок» @mun-shield"]
    assert all(case.is_passed and case.system_out is None for case in cases.values())


def test_junit_survives_characters_xml_cannot_hold(tmp_path: Path) -> None:
    report = build_report()
    bell = Diagnostic("E0104", "a bell \x07 and a NUL \x00 in a name", Span(FILE_A, 4, 3, 4, 10))
    report.cards[0].diagnostics = [bell]
    gnome = junit_cases(render(report, "junit"), tmp_path)['Gnome, "Grumpy" <Tiny> & Co: Mk 2 @mun-gnome']
    assert gnome.result[0].message == "E0104: a bell \ufffd and a NUL \ufffd in a name"


# ---------------------------------------------------------------- sarif


def sarif_validator() -> jsonschema.protocols.Validator:
    schema = json.loads((DATA / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    assert cls is jsonschema.Draft4Validator  # the draft the OASIS schema declares
    cls.check_schema(schema)
    return cls(schema)


def test_sarif_validates_against_the_sarif_2_1_0_schema() -> None:
    validator = sarif_validator()
    for report in (build_report(), build_report(werror=True), clean_report()):
        validator.validate(json.loads(render(report, "sarif")))


@pytest.mark.parametrize(
    "breakage",
    [
        lambda s: s["runs"][0].pop("tool"),
        lambda s: s["runs"][0]["results"][0].update(level="fatal"),
        lambda s: s["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"].update(startLine=0),
        lambda s: s.update(version="2.0.0"),
        lambda s: s["runs"][0]["tool"]["driver"]["rules"][0].update(shortDescription="a bare string"),
    ],
)
def test_sarif_schema_check_really_runs(breakage: Any) -> None:
    broken = to_sarif(build_report())
    breakage(broken)
    assert not sarif_validator().is_valid(broken)


def test_sarif_run_rules_and_results() -> None:
    sarif = json.loads(render(build_report(), "sarif"))
    assert sarif["version"] == "2.1.0"
    assert sarif["$schema"].endswith("sarif-schema-2.1.0.json")
    (run,) = sarif["runs"]
    driver = run["tool"]["driver"]
    assert (driver["name"], driver["version"]) == ("deckwright", __version__)
    assert driver["informationUri"].startswith("https://")
    rules = driver["rules"]
    assert [r["id"] for r in rules] == ["E0001", "E0013", "E0104", "E0107", "E0202"]
    by_id = {r["id"]: r for r in rules}
    assert by_id["E0104"]["shortDescription"]["text"] == "wrong type, or a value that does not fit the phrase"
    assert by_id["E0104"]["name"] == "WrongTypeOrAValueThatDoesNotFitThePhrase"
    assert by_id["E0104"]["helpUri"].endswith(
        "docs/diagnostics.md#e0104--wrong-type-or-a-value-that-does-not-fit-the-phrase"
    )
    assert by_id["E0013"]["shortDescription"]["text"] == "unexpected end of file: unclosed block"
    assert by_id["E0104"]["defaultConfiguration"]["level"] == "error"

    results = run["results"]
    assert [(r["ruleId"], r["level"]) for r in results] == [
        ("E0013", "error"),
        ("E0107", "warning"),
        ("E0104", "error"),
        ("E0202", "note"),
    ]
    assert all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in results)
    error = results[2]
    assert error["message"]["text"] == (
        f"{ERR_MESSAGE}\nhelp: write a whole number: level 2\nnote: the phrase is 'level {{n:count}}'"
    )
    assert error["properties"] == {"game": "munchkin", "card": "mun-gnome"}
    (location,) = error["locations"]
    assert location["physicalLocation"] == {
        "artifactLocation": {"uri": FILE_A, "uriBaseId": "%SRCROOT%", "index": 0},
        "region": {"startLine": 4, "startColumn": 3, "endLine": 4, "endColumn": 10},
    }
    note = results[3]["locations"][0]["physicalLocation"]  # no span of its own: its card's
    assert note["region"] == {"startLine": 10, "startColumn": 1, "endLine": 10, "endColumn": 33}
    assert run["artifacts"] == [
        {"location": {"uri": FILE_A, "uriBaseId": "%SRCROOT%"}},
        {"location": {"uri": FILE_B, "uriBaseId": "%SRCROOT%"}},
    ]
    assert run["columnKind"] == "unicodeCodePoints"
    # A problem with no place at all is a problem of the run: GitHub refuses results without a location.
    (invocation,) = run["invocations"]
    assert invocation["executionSuccessful"] is False and invocation["exitCode"] == 2
    (missing,) = invocation["toolExecutionNotifications"]
    assert missing["associatedRule"] == {"id": "E0001", "index": 0}
    assert missing["level"] == "error"
    assert all(r.get("locations") for r in results)


def test_sarif_uris_are_percent_encoded() -> None:
    report = build_report()
    report.other = [Diagnostic("E0013", "m", Span("cards/my set/ä #1.cards", 1, 1, 1, 2))]
    run = to_sarif(report)["runs"][0]
    uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]]
    assert "cards/my%20set/%C3%A4%20%231.cards" in uris


def test_sarif_fingerprints_do_not_follow_line_numbers() -> None:
    def fingerprints(report: ValidationReport) -> dict[str, str]:
        return {r["ruleId"]: r["partialFingerprints"][FINGERPRINT_KEY] for r in to_sarif(report)["runs"][0]["results"]}

    before = fingerprints(build_report())
    assert fingerprints(build_report(shift=5)) == before  # the same problems, five lines further down
    assert len(set(before.values())) == len(before)
    changed = build_report()
    changed.cards[0].diagnostics[1] = replace(changed.cards[0].diagnostics[1], message="another problem")
    after = fingerprints(changed)
    assert after["E0104"] != before["E0104"]
    assert {k: v for k, v in after.items() if k != "E0104"} == {k: v for k, v in before.items() if k != "E0104"}
    # The same problem twice in one card: still two fingerprints.
    twice = build_report()
    twice.cards[0].diagnostics.append(replace(twice.cards[0].diagnostics[1], span=Span(FILE_A, 5, 3, 5, 12)))
    prints = [r["partialFingerprints"][FINGERPRINT_KEY] for r in to_sarif(twice)["runs"][0]["results"]]
    assert len(prints) == len(set(prints)) == 5


# ---------------------------------------------------------------- the code registry


def test_code_titles_come_from_the_docs_headings() -> None:
    docs = parse_code_docs(
        "## Some codes\n\n### E0102 — unknown field\n\ntext\n\n```console\nx:1:1: error[E0102]: ...\n```\n\n"
        "### V0201 — a card's effect never ends\n\n```console\nx:1:1: warning[V0201]: m\n```\n"
        "### E0014 — missing `game` declaration\n\nNo example here.\n"
    )
    assert docs["E0102"].title == "unknown field"
    assert docs["E0102"].anchor == "e0102--unknown-field"
    assert docs["E0102"].level is Severity.ERROR
    assert docs["V0201"].level is Severity.WARNING
    assert docs["V0201"].anchor == "v0201--a-cards-effect-never-ends"
    assert docs["E0014"].title == "missing game declaration"
    assert docs["E0014"].anchor == "e0014--missing-game-declaration"
    assert docs["E0014"].level is None
    assert github_anchor("Заголовок — по-русски") == "заголовок--по-русски"


def codes_in_source() -> set[str]:
    literal = re.compile(r"[\"']([EV]\d{4})[\"']")
    return {code for path in (ROOT / "toolkit").rglob("*.py") for code in literal.findall(path.read_text("utf-8"))}


def test_every_code_the_toolkit_reports_has_a_title_and_a_help_link() -> None:
    used = codes_in_source()
    assert {"E0001", "E0102", "E0201"} <= used  # the grep itself works
    documented = code_docs()
    assert used - set(documented) == set(), "codes without a '### CODE — title' heading in docs/diagnostics.md"
    anchors = {github_anchor(h) for h in re.findall(r"^#+ (.+?)\s*$", DOCS.read_text("utf-8"), flags=re.MULTILINE)}
    for code in used:
        assert documented[code].title, code
        assert documented[code].anchor in anchors, code


# ---------------------------------------------------------------- a real run


@pytest.fixture(scope="module")
def corpus_report(tmp_path_factory: pytest.TempPathFactory) -> ValidationReport:
    """The runner over the invalid corpus (cards wrong by the rules) and a file that does not parse."""
    from toolkit.validate.runner import ValidateOptions, validate

    tmp = tmp_path_factory.mktemp("corpus")
    (tmp / "unclosed.cards").write_text(TEXT_B, encoding="utf-8")
    paths = [str(ROOT / "tests" / "invalid"), str(tmp / "unclosed.cards"), str(tmp / "missing.cards")]
    options = ValidateOptions(db_url=str(tmp / "cache.db"), cards_root=ROOT / "cards", states=10)
    return validate(paths, options=options)


def test_a_real_report_in_every_format(corpus_report: ValidationReport, tmp_path: Path) -> None:
    """Whatever the runner finds, each format holds it all, and each consumer reads it."""
    report = corpus_report
    shown = report.diagnostics()
    assert len(report.cards) >= 10 and any(d.code.startswith("V") for d in shown)
    assert {"E0001", "E0013"} <= {d.code for d in shown}

    sarif = json.loads(render(report, "sarif"))
    sarif_validator().validate(sarif)
    (run,) = sarif["runs"]
    located = [d for d in shown if d.span is not None]
    assert len(run["results"]) == len(located)
    assert all(r["locations"][0]["physicalLocation"]["region"]["startLine"] >= 1 for r in run["results"])
    notified = run["invocations"][0]["toolExecutionNotifications"]
    assert [n["associatedRule"]["id"] for n in notified] == ["E0001"]
    prints = [r["partialFingerprints"][FINGERPRINT_KEY] for r in run["results"]]
    assert len(set(prints)) == len(prints)
    assert all(rule["helpUri"] != rule["helpUri"].split("#")[0] for rule in run["tool"]["driver"]["rules"])

    github = [line for line in render(report, "github").splitlines() if line.startswith("::")]
    assert len(github) == len(shown)
    command = re.compile(
        r"^::(error|warning|notice) (file=[^,:]+,line=\d+(,col=\d+)?,endLine=\d+(,endColumn=\d+)?,)?title=[EV]\d{4}::"
    )
    assert all(command.match(line) for line in github), github

    cases = junit_cases(render(report, "junit"), tmp_path)
    assert len(cases) == len(report.cards) + 2  # and the file that does not parse, and the missing path
    failing = {
        f"{c.card.name} @{c.key}" for c in report.cards if any(report.effective(d).is_error for d in c.diagnostics)
    }
    assert {name for name, case in cases.items() if case.result and "@" in name} == failing

    schema = json.loads((DATA / "validate-report.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(json.loads(render(report, "json")), schema, cls=jsonschema.Draft202012Validator)

    text = render(report, "text")
    assert text.count("error[") + text.count("warning[") + text.count("note[") == len(shown)
    assert text.rstrip("\n").endswith(report.summary())


def test_an_undocumented_code_still_makes_a_valid_rule() -> None:
    """Never shipped (the test above forbids it), but a SARIF file must not break on it."""
    report = clean_report()
    report.cards[0].diagnostics.append(Diagnostic("V9999", "new problem", Span(FILE_A, 4, 3, 4, 10), Severity.WARNING))
    sarif = to_sarif(report)
    sarif_validator().validate(sarif)
    (rule,) = sarif["runs"][0]["tool"]["driver"]["rules"]
    assert (rule["id"], rule["shortDescription"]["text"], rule["defaultConfiguration"]["level"]) == (
        "V9999",
        "V9999",
        "warning",
    )
    assert rule["helpUri"].endswith("docs/diagnostics.md")


@pytest.mark.parametrize("format", ["json", "sarif", "github", "text"])
def test_no_format_writes_a_control_character_raw(format: str) -> None:
    """A message or a path may quote user input: every format shows its control characters escaped,
    and the JSON formats still decode to the exact text."""
    report = build_report()
    message = "a name with \x1b[2J, \x7f, \x85, \u202e and \u2028 in it"
    report.cards[0].diagnostics = [Diagnostic("E0104", message, Span(FILE_A, 4, 3, 4, 10))]
    rendered = render(report, format)
    assert not set(rendered) & {"\x1b", "\x7f", "\x85", "\u202e", "\u2028"}
    if format in ("json", "sarif"):
        texts, stack = set(), [json.loads(rendered)]
        while stack:  # every string of the decoded report
            value = stack.pop()
            if isinstance(value, str):
                texts.add(value)
            elif isinstance(value, dict | list):
                stack.extend(value.values() if isinstance(value, dict) else value)
        assert any(message in text for text in texts)
