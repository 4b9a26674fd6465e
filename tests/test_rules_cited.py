"""Every numbered rule is cited by a test, and every cited number is a rule: the rules-coverage ratchet.

Rules are defined in docs/rules/*.md, one per line: ``- **MUN-12.** ...``. A test cites a rule
by naming it:

- in tests/*.py, in the docstring of a test function, class or module, or in a test function's
  name (``def test_mun_34_...``);
- in card files (cards/**/*.cards), in the header comment of a test block:
  ``test "the elf gets a level for helping" {  # MUN-70, MUN-92``.

Comments and other strings in Python tests do not count, so that mentioning a rule is not
mistaken for testing it. Run ``python tests/test_rules_cited.py`` to print the current truth
in the form of ``NOT_YET_CITED`` below.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULE_DOCS = ROOT / "docs" / "rules"
TESTS = ROOT / "tests"
CARDS = ROOT / "cards"

DEFINITION = re.compile(r"^- \*\*([A-Z]+-\d+)\.\*\*\s*(.*)$")
CITATION = re.compile(r"\b([A-Z]{2,5})-(\d+)\b")
NAME_CITATION = re.compile(r"(?<![a-z])([a-z]{2,5})_(\d+)(?![0-9])")
TEST_HEADER = re.compile(r'^\s*test\s+"(?:[^"\\]|\\.)*"\s*\{\s*#(?P<comment>.*)$')

# The ratchet. These rules are cited by no test yet; every other rule is. The test below fails
# both ways: when a rule listed here becomes cited (take it off the list: the list only ever
# shrinks) and when a rule that is not listed here has no citation (a new rule, or a test that
# cited it was removed: cite it, do not add it here). The goal is an empty set: the engine
# issue's acceptance (issue 3) asks that every rule number be cited by at least one test.
# `python tests/test_rules_cited.py` prints the current truth in this form.
# fmt: off
NOT_YET_CITED: frozenset[str] = frozenset({
})
# fmt: on


@dataclass(frozen=True)
class Rule:
    number: str  # "MUN-12"
    file: str
    line: int
    withdrawn: bool


@dataclass(frozen=True)
class Citation:
    number: str
    where: str  # "tests/test_engine.py:120 (test_level_above_ten_is_a_violation)"


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def defined_rules(docs: Path = RULE_DOCS) -> dict[str, Rule]:
    rules: dict[str, Rule] = {}
    duplicates: list[str] = []
    for path in sorted(docs.glob("*.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = DEFINITION.match(line)
            if not match:
                continue
            rule = Rule(match.group(1), _rel(path), number, match.group(2).startswith("Withdrawn"))
            if rule.number in rules:
                duplicates.append(f"{rule.number} at {rule.file}:{rule.line} and {rules[rule.number].file}")
            rules[rule.number] = rule
    assert not duplicates, "rules defined twice: " + "; ".join(duplicates)
    return rules


def citations_in_text(text: str, prefixes: set[str]) -> list[str]:
    return [f"{p}-{n}" for p, n in CITATION.findall(text) if p in prefixes]


def citations_in_python(source: str, filename: str, prefixes: set[str]) -> list[Citation]:
    """Rule numbers named in the docstrings of a test module's functions, classes and module, or in test names."""
    found: list[Citation] = []
    tree = ast.parse(source, filename)
    lower = {p.lower() for p in prefixes}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        label = getattr(node, "name", "module docstring")
        line = getattr(node, "lineno", 1)
        docstring = ast.get_docstring(node) or ""
        for number in citations_in_text(docstring, prefixes):
            found.append(Citation(number, f"{filename}:{line} ({label})"))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
            for prefix, digits in NAME_CITATION.findall(node.name):
                if prefix in lower:
                    found.append(Citation(f"{prefix.upper()}-{int(digits)}", f"{filename}:{line} ({label})"))
    return found


def citations_in_cards(text: str, filename: str, prefixes: set[str]) -> list[Citation]:
    """Rule numbers named in the header comments of a card file's test blocks."""
    found: list[Citation] = []
    for number, line in enumerate(text.splitlines(), 1):
        match = TEST_HEADER.match(line)
        if match:
            found.extend(Citation(n, f"{filename}:{number}") for n in citations_in_text(match["comment"], prefixes))
    return found


def all_citations(prefixes: set[str]) -> list[Citation]:
    found: list[Citation] = []
    for path in sorted(TESTS.glob("*.py")):
        if path.resolve() == Path(__file__).resolve():
            continue  # this file lists rule numbers in NOT_YET_CITED; that is no citation
        found.extend(citations_in_python(path.read_text(encoding="utf-8"), _rel(path), prefixes))
    for path in sorted(CARDS.rglob("*.cards")):
        found.extend(citations_in_cards(path.read_text(encoding="utf-8"), _rel(path), prefixes))
    return found


def _prefixes(rules: dict[str, Rule]) -> set[str]:
    return {number.split("-")[0] for number in rules}


def _key(number: str) -> tuple[str, int]:
    prefix, digits = number.split("-")
    return prefix, int(digits)


def uncited(rules: dict[str, Rule], citations: list[Citation]) -> set[str]:
    cited = {c.number for c in citations}
    return {n for n, rule in rules.items() if not rule.withdrawn and n not in cited}


# ---------------------------------------------------------------- the checks


def test_rule_documents_number_their_rules_without_gaps() -> None:
    rules = defined_rules()
    by_prefix: dict[str, list[int]] = defaultdict(list)
    for number in rules:
        prefix, digits = _key(number)
        by_prefix[prefix].append(digits)
    assert {"MUN", "MKF"} <= set(by_prefix), sorted(by_prefix)
    for prefix, numbers in by_prefix.items():
        # Numbers are never reused or dropped (a withdrawn rule stays, marked "Withdrawn").
        assert sorted(numbers) == list(range(1, max(numbers) + 1)), f"{prefix} numbers have gaps"
    assert len(by_prefix["MUN"]) >= 110 and len(by_prefix["MKF"]) >= 110


def test_every_cited_number_is_a_defined_rule() -> None:
    rules = defined_rules()
    citations = all_citations(_prefixes(rules))
    undefined = [f"{c.number} at {c.where}" for c in citations if c.number not in rules]
    assert not undefined, "citations of rules that docs/rules/*.md does not define:\n  " + "\n  ".join(undefined)


def test_no_withdrawn_rule_is_cited() -> None:
    rules = defined_rules()
    citations = all_citations(_prefixes(rules))
    stale = [f"{c.number} at {c.where}" for c in citations if c.number in rules and rules[c.number].withdrawn]
    assert not stale, "tests cite withdrawn rules:\n  " + "\n  ".join(stale)


def test_uncited_rules_are_exactly_the_not_yet_cited_list() -> None:
    rules = defined_rules()
    missing = uncited(rules, all_citations(_prefixes(rules)))
    unknown = sorted(n for n in NOT_YET_CITED if n not in rules)
    withdrawn = sorted((n for n in NOT_YET_CITED if n in rules and rules[n].withdrawn), key=_key)
    now_cited = sorted(NOT_YET_CITED - missing - set(unknown) - set(withdrawn), key=_key)
    newly_uncited = sorted(missing - NOT_YET_CITED, key=_key)
    problems = []
    if unknown:
        problems.append(f"NOT_YET_CITED lists numbers no rule document defines: {', '.join(unknown)}")
    if withdrawn:
        problems.append(f"NOT_YET_CITED lists withdrawn rules, which need no citation: {', '.join(withdrawn)}")
    if now_cited:
        problems.append(
            f"these rules are cited now; take them off NOT_YET_CITED (the list only shrinks): {', '.join(now_cited)}"
        )
    if newly_uncited:
        lines = [f"{n} ({rules[n].file}:{rules[n].line})" for n in newly_uncited]
        problems.append(
            "these rules are cited by no test and not listed in NOT_YET_CITED; cite each in a test's docstring "
            "or a test block's header comment (do not grow the list):\n    " + "\n    ".join(lines)
        )
    assert not problems, "\n".join(problems)


def test_citation_collectors_read_what_they_should() -> None:
    prefixes = {"MUN", "MKF"}
    source = '''"""Module: MUN-1."""

def helper():
    """MUN-2 in a helper's docstring counts too."""

def test_mun_34_level_bounds():
    """MKF-33 and MUN-10."""
    x = "MUN-99 in a string is no citation"  # nor MUN-98 in a comment

class TestThings:
    """MKF-7."""
'''
    got = sorted({c.number for c in citations_in_python(source, "t.py", prefixes)}, key=_key)
    assert got == ["MKF-7", "MKF-33", "MUN-1", "MUN-2", "MUN-10", "MUN-34"]
    cards = (
        'game munchkin\n\ntest "a" {  # MUN-70, MUN-92\n  given alice level 2  # MUN-5\n}\n'
        'test "b \\"quoted\\"" { # MKF-3\n}\nmonster "M" @mun-001 {  # MUN-4\n}\n'
        'test "no comment" {\n}\n'
    )
    found = citations_in_cards(cards, "x.cards", prefixes)
    assert [(c.number, c.where) for c in found] == [
        ("MUN-70", "x.cards:3"),
        ("MUN-92", "x.cards:3"),
        ("MKF-3", "x.cards:6"),
    ]
    assert citations_in_text("MUN-M001 MUN-T004 XMUN-3 MUN-12", prefixes) == ["MUN-12"]


def not_yet_cited_literal() -> str:
    """The current truth, as the NOT_YET_CITED assignment to paste above."""
    rules = defined_rules()
    missing = sorted(uncited(rules, all_citations(_prefixes(rules))), key=_key)
    lines = ["# fmt: off", "NOT_YET_CITED: frozenset[str] = frozenset({"]
    for prefix in sorted({_key(n)[0] for n in missing}, reverse=True):
        numbers = [n for n in missing if _key(n)[0] == prefix]
        for start in range(0, len(numbers), 10):
            lines.append("    " + " ".join(f'"{n}",' for n in numbers[start : start + 10]))
    lines += ["})", "# fmt: on"]
    return "\n".join(lines)


if __name__ == "__main__":
    print(not_yet_cited_literal())
