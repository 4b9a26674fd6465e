"""The invalid-card corpus: cards that check cleanly but are wrong by the rules (V01xx rule conflicts).

Each ``tests/invalid/*.cards`` file passes ``deckwright check`` and says in its header comment what
the rule-conflict checks (toolkit/validate/conflicts.py and the family's checks in
toolkit/rulesets/munchkin_rules/conflicts.py) must report, and nothing else:

    # expect: V0103 12:3        a diagnostic: its code, line and column, in this file

The checks are called directly (load + registry), not through ``deckwright validate``. The codes
are listed in docs/diagnostics.md, whose examples are checked here too.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang.diagnostics import Diagnostic, Severity, render
from toolkit.lang.load import LoadResult, base_words, load, load_text
from toolkit.lang.model import AllOf, AnyOf, Compare, NotCond, Predicate, Term
from toolkit.lang.vocabulary import Pattern, PatternSet, Slot, Vocabulary
from toolkit.rulesets import munchkin_rules, registry
from toolkit.rulesets.registry import Ruleset
from toolkit.validate.conditions import Capacity, Domain, Facts, Quantity, always, never, satisfiable
from toolkit.validate.conflicts import rule_conflicts

ROOT = Path(__file__).resolve().parent.parent
INVALID = ROOT / "tests" / "invalid"
DOCS = ROOT / "docs" / "diagnostics.md"
SOURCES = (
    ROOT / "toolkit" / "validate" / "conflicts.py",
    ROOT / "toolkit" / "rulesets" / "munchkin_rules" / "conflicts.py",
)
RULE_DOCS = ROOT / "docs" / "rules"

# Codes common enough to deserve more than one example.
COMMON_CODES = ("V0101", "V0105", "V0111", "V0116")

_EXPECT = re.compile(r"^#\s*expect:\s*(V\d{4})\s+(\d+):(\d+)\s*$")
_RULE = re.compile(r"\b(MUN|MKF)-(\d+)\b")

runner = CliRunner()


@dataclass
class Case:
    path: Path
    expected: set[tuple[str, int, int]] = field(default_factory=set)

    @property
    def codes(self) -> set[str]:
        return {code for code, _, _ in self.expected}


def read_case(path: Path) -> Case:
    case = Case(path)
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        match = _EXPECT.match(line)
        if match is not None:
            case.expected.add((match[1], int(match[2]), int(match[3])))
    return case


CASES = [read_case(p) for p in sorted(INVALID.glob("*.cards"))]


def conflicts_of(result: LoadResult) -> list[Diagnostic]:
    """The rule conflicts of every game in a load, as the validator's conflicts stage finds them."""
    found: list[Diagnostic] = []
    for game in sorted({card.game for card in result.cards}):
        ruleset = registry.get(game)
        assert ruleset is not None
        found.extend(rule_conflicts(ruleset, [c for c in result.cards if c.game == game]))
    return found


def documented_severities() -> dict[str, Severity]:
    """Each V01xx section of docs/diagnostics.md opens with 'Severity: error.' or 'Severity: warning.'"""
    sections = re.findall(r"^### (V01\d\d) — .*?\n\nSeverity: (\w+)\.", DOCS.read_text("utf-8"), flags=re.M)
    return {code: Severity(level) for code, level in sections}


def defined_rules() -> set[str]:
    text = "".join(p.read_text("utf-8") for p in RULE_DOCS.glob("*.md"))
    return set(re.findall(r"^- \*\*((?:MUN|MKF)-\d+)\.\*\*", text, flags=re.M))


# ---------------------------------------------------------------- the corpus, file by file


@pytest.mark.parametrize("case", CASES, ids=[c.path.name for c in CASES])
def test_invalid_file_is_flagged_exactly_where_it_expects(case: Case) -> None:
    assert case.expected, f"{case.path.name} declares no '# expect:' line"
    result = load([str(case.path)])
    assert result.diagnostics == [], "the corpus holds cards that check cleanly"
    assert result.cards, "and that hold cards"
    found = conflicts_of(result)
    assert {(d.code, d.span.line, d.span.column) for d in found if d.span} == case.expected, found
    assert len(found) == len(case.expected), found
    severities = documented_severities()
    for diagnostic in found:
        assert diagnostic.span is not None and Path(diagnostic.span.file).resolve() == case.path.resolve()
        source = result.sources[diagnostic.span.file]
        lines = source.split("\n")
        assert diagnostic.severity is severities[diagnostic.code]
        assert diagnostic.hint, f"{diagnostic.code} says how to fix it"
        # The caret starts at the column, under the offending phrase, and stays on its line.
        rendered = render(diagnostic, source).split("\n")
        assert rendered[2] == f"{diagnostic.span.line} | {lines[diagnostic.span.line - 1]}".rstrip()
        marks = rendered[3].split("| ", 1)[1]
        assert marks.index("^") == diagnostic.span.column - 1 and set(marks.strip()) == {"^"}


@pytest.mark.parametrize("case", CASES, ids=[c.path.name for c in CASES])
def test_every_diagnostic_cites_rules_of_its_own_game(case: Case) -> None:
    """Each message or hint names the rule it enforces, numbered for the card's game (MUN-14 vs MKF-14)."""
    result = load([str(case.path)])
    rules = defined_rules()
    prefix = "MKF" if result.cards[0].game == "munchkin-kungfu" else "MUN"
    for diagnostic in conflicts_of(result):
        cited = {f"{p}-{n}" for p, n in _RULE.findall(f"{diagnostic.message} {diagnostic.hint}")}
        assert cited, f"{diagnostic.code} cites no rule: {diagnostic.message}"
        assert cited <= rules, f"cites rules that do not exist: {cited - rules}"
        assert all(c.startswith(prefix) for c in cited), f"{diagnostic.code} cites another game's rules: {cited}"


def test_every_span_lies_in_its_cards_block() -> None:
    result = load([str(INVALID)])
    blocks = {(c.file, c.line): c.line + c.source.count("\n") for c in result.cards}
    for diagnostic in conflicts_of(result):
        assert diagnostic.span is not None
        starts = [line for file, line in blocks if file == diagnostic.span.file and line <= diagnostic.span.line]
        first = max(starts)
        assert diagnostic.span.end_line <= blocks[(diagnostic.span.file, first)], diagnostic


def test_corpus_checks_cleanly_through_the_cli() -> None:
    """`deckwright check` passes every file: these mistakes are the validator's to find."""
    result = runner.invoke(app, ["check", str(INVALID)])
    assert result.exit_code == 0, result.output
    assert f"checked {len(CASES)} file(s)" in result.output


def test_corpus_is_named_after_its_codes() -> None:
    assert len(CASES) >= 25
    for case in CASES:
        assert re.match(r"V01\d\d_[a-z0-9_]+\.cards$", case.path.name), f"{case.path.name}: name it CODE_what.cards"
        assert case.path.name[:5] in case.codes, f"{case.path.name} expects no {case.path.name[:5]}"


def test_common_codes_have_several_examples() -> None:
    for code in COMMON_CODES:
        files = [c.path.name for c in CASES if code in c.codes]
        assert len(files) >= 3, f"{code}: only {files}"


def test_both_games_and_both_severities_are_covered() -> None:
    result = load([str(INVALID)])
    found = conflicts_of(result)
    assert {c.game for c in result.cards} == {"munchkin", "munchkin-kungfu"}
    assert {d.severity for d in found} == {Severity.ERROR, Severity.WARNING}


# ---------------------------------------------------------------- every code: tested and documented


def codes_in_source() -> set[str]:
    return {code for path in SOURCES for code in re.findall(r"\"(V01\d\d)\"", path.read_text("utf-8"))}


def test_every_code_has_an_invalid_file_and_a_doc_section() -> None:
    in_source = codes_in_source()
    assert {"V0101", "V0102", "V0103"} <= in_source  # the grep itself works
    in_corpus = set().union(*(c.codes for c in CASES))
    in_docs = set(documented_severities())
    assert in_source - in_corpus == set(), "codes with no file in tests/invalid/"
    assert in_source - in_docs == set(), "codes with no '### CODE' section (and severity) in docs/diagnostics.md"
    assert in_corpus - in_source == set(), "the corpus expects codes that the code never reports"
    assert in_docs - in_source == set(), "docs/diagnostics.md documents codes that do not exist"
    assert 12 <= len(in_source) <= 22  # V0121, V0122: issue 10's rule numbers (tests/test_sem10_numbers.py)


def doc_examples() -> list[tuple[str, str, str, list[str], str]]:
    """From each V01xx section: the file name, its wrong text, the output pasted under it, the fixed text."""
    examples = []
    text = DOCS.read_text(encoding="utf-8")
    for section in re.split(r"\n(?=### )", text):
        if not re.match(r"### V01\d\d — ", section):
            continue
        code = section[4:9]
        blocks = re.findall(r"```(\w*)\n(.*?)\n```", section, flags=re.DOTALL)
        assert [lang for lang, _ in blocks] == ["", "console", ""], f"{code}: wrong, output, fixed"
        command, *output = blocks[1][1].split("\n")
        name = command.removeprefix("$ deckwright validate ")
        assert name != command and " " not in name, f"{code}: '$ deckwright validate FILE' heads the output"
        examples.append((code, name, blocks[0][1] + "\n", output, blocks[2][1] + "\n"))
    return examples


@pytest.mark.parametrize("example", doc_examples(), ids=lambda e: e[0])
def test_docs_examples_are_real_output(example: tuple[str, str, str, list[str], str]) -> None:
    code, name, wrong, pasted, fixed = example
    result = load_text(wrong, name)
    assert result.diagnostics == [] and result.cards
    found = conflicts_of(result)
    assert [d.code for d in found] == [code]
    if pasted and pasted[0].startswith("== "):  # the whole text report: its file header and summary around it
        pasted = pasted[2:-2]
    assert render(found[0], result.sources[name]).split("\n") == pasted
    fixed_result = load_text(fixed, name)
    assert fixed_result.diagnostics == [] and fixed_result.cards
    assert conflicts_of(fixed_result) == [], "the fixed example is clean"


def test_docs_cover_every_code_with_an_example() -> None:
    assert {code for code, *_ in doc_examples()} == codes_in_source()


# ---------------------------------------------------------------- the project's own cards


def test_the_projects_cards_have_no_rule_conflicts() -> None:
    result = load([str(ROOT / "cards")])
    assert result.ok and len(result.cards) >= 191
    found = conflicts_of(result)
    assert found == [], "\n".join(render(d, result.sources.get(d.span.file if d.span else "")) for d in found)


def test_a_thousand_cards_well_under_a_fifth_of_a_second() -> None:
    result = load([str(ROOT / "cards"), str(INVALID)])
    ruleset = registry.get("munchkin")
    assert ruleset is not None
    pool = [c for c in result.cards if c.game == "munchkin"]
    cards = (pool * (1000 // len(pool) + 1))[:1000]
    rule_conflicts(ruleset, cards)  # imports and caches warmed
    best = min(_timed(lambda: rule_conflicts(ruleset, cards)) for _ in range(3))
    assert best < 0.2, f"{best:.3f} s for 1,000 cards"


def _timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def test_checks_are_pure_and_repeatable() -> None:
    result = load([str(INVALID)])
    assert conflicts_of(result) == conflicts_of(result)


# ---------------------------------------------------------------- a game without an engine


def test_a_game_without_an_engine_gets_the_logic_checks_only() -> None:
    """With no engine module there is no domain: contradictions are found, level bounds are not."""
    munchkin = registry.get("munchkin")
    assert munchkin is not None
    bare = replace(munchkin, engine="")
    text = (
        "game munchkin\n\n"
        'monster "Logic Test" {\n  level 2\n  treasures 1\n'
        "  if level >= 7 and level <= 4: strength +1\n"
        "  if level > 10: strength +1\n"
        "  if race elf or not race elf: strength +1\n"
        "}\n"
    )
    result = load_text(text, "logic.cards")
    found = rule_conflicts(bare, result.cards)
    assert [(d.code, d.span.line if d.span else 0) for d in found] == [("V0101", 6), ("V0102", 8)]
    with_engine = rule_conflicts(munchkin, result.cards)
    assert ("V0101", 7) in {(d.code, d.span.line if d.span else 0) for d in with_engine}


# ---------------------------------------------------------------- the search behind V0101 and V0102


def _level(op: str, value: int) -> Compare:
    return Compare(Term("level"), op, value)


def _race(name: str) -> Predicate:
    return Predicate(Term("has_race", {"race": name}))


DOMAIN = Domain(
    quantities={"level": Quantity(1, 10, "a player's level", "MUN-34")},
    capacities={"has_race": Capacity(2, "two races at most", "MUN-44")},
    windows={"your_turn": Facts("no combat", false=frozenset({"in_combat"}))},
)


def test_search_finds_ranges_contradictions_and_capacities() -> None:
    """MUN-34 bounds a level, MUN-44 the races a player holds at once."""
    assert never(_level(">", 10), DOMAIN)
    assert not never(_level(">", 10), Domain())  # no bounds, no finding
    assert always(_level(">=", 1), DOMAIN)
    assert never(AllOf((_level(">=", 7), _level("<=", 4))), Domain())
    assert not never(AllOf((_level(">=", 4), _level("<=", 4))), Domain())
    assert never(AllOf((_level("=", 3), _level("!=", 3))), Domain())
    assert always(AnyOf((_race("elf"), NotCond(_race("elf")))), Domain())
    assert not never(AllOf((_race("elf"), _race("dwarf"))), DOMAIN)
    assert never(AllOf((_race("elf"), _race("dwarf"), _race("halfling"))), DOMAIN)
    in_combat = Predicate(Term("in_combat"))
    assert never(in_combat, DOMAIN, DOMAIN.window("your_turn"))
    assert not never(in_combat, DOMAIN, DOMAIN.window("during_combat"))
    assert never(_level("<", 3), DOMAIN, given=(_level(">=", 5),))
    assert always(_level(">=", 3), DOMAIN, given=(_level(">=", 5),))


def test_search_gives_up_rather_than_guess() -> None:
    """Too many parts to search: undecided (None), and nothing is reported."""
    many = AllOf(tuple(_race(f"r{i}") for i in range(13)))
    assert satisfiable([many], Domain()) is None
    assert not never(many, Domain()) and not always(many, Domain())


def test_the_family_exports_its_checks() -> None:
    assert munchkin_rules.rule_conflicts is not None and munchkin_rules.condition_domain is not None
    kung_fu = registry.get("munchkin-kungfu")
    assert kung_fu is not None
    domain = munchkin_rules.condition_domain(kung_fu)
    assert domain.quantities["level"].rule == "MKF-33"
    assert domain.capacities["has_class"].most == 2
    assert "has_race" not in domain.capacities  # Kung Fu has no races (MKF-34)


# ---------------------------------------------------------------- any card the checker accepts


def _phrase(
    pattern: Pattern,
    enums: Mapping[str, tuple[str, ...]],
    rng: random.Random,
    slots: Mapping[str, PatternSet] | None = None,
    depth: int = 0,
) -> str:
    words = []
    for part in pattern.parts:
        if isinstance(part, Slot):
            if slots and part.type in slots:  # a construct: any of its phrases, composed a few levels down
                choices = [p for p in slots[part.type].patterns if depth < 3 or not (p.slot_types & set(slots))]
                words.append(_phrase(rng.choice(choices or slots[part.type].patterns), enums, rng, slots, depth + 1))
            elif part.type == "count":
                words.append(str(rng.randint(0, 12)))
            elif part.type in ("signed", "delta"):
                words.append(f"{rng.choice('+-')}{rng.randint(0, 4)}")
            elif part.type in ("text", "word"):
                words.append('"x"' if part.type == "text" else "x")
            else:
                words.append(rng.choice(enums[part.type]))
        elif not (part.optional and rng.random() < 0.5):
            words.append(rng.choice(part.options))
    return " ".join(words)


def _random_condition(vocabulary: Vocabulary, rng: random.Random, depth: int = 0) -> str:
    roll = rng.random()
    if depth < 2 and roll < 0.2:
        left, right = _random_condition(vocabulary, rng, depth + 1), _random_condition(vocabulary, rng, depth + 1)
        return f"{left} {rng.choice(['and', 'or'])} {right}"
    if depth < 2 and roll < 0.3:
        return f"not ({_random_condition(vocabulary, rng, depth + 1)})"
    if rng.random() < 0.5:
        return _phrase(rng.choice(vocabulary.conditions), vocabulary.enums, rng, vocabulary.slot_sets)
    quantity = _phrase(rng.choice(vocabulary.quantities), vocabulary.enums, rng, vocabulary.slot_sets)
    return f"{quantity} {rng.choice(['<', '<=', '=', '!=', '>=', '>'])} {rng.randint(-1, 12)}"


def _random_effect(vocabulary: Vocabulary, rng: random.Random) -> str:
    pattern = rng.choice(vocabulary.effects)
    text = _phrase(pattern, vocabulary.enums, rng, vocabulary.slot_sets)
    for word, patterns, chance in (
        ("on", vocabulary.targets, 0.3),
        ("for each", vocabulary.counters, 0.15),
        ("until", vocabulary.durations, 1.0 if pattern.lasting else 0.15),  # a rule's number lasts (E0113)
    ):
        if rng.random() < chance:
            text += f" {word} {_phrase(rng.choice(patterns), vocabulary.enums, rng, vocabulary.slot_sets)}"
    if rng.random() < 0.3:
        text += f" if {_random_condition(vocabulary, rng)}"
    return text


def _random_card(ruleset: Ruleset, rng: random.Random, number: int) -> str:
    vocabulary = ruleset.vocabulary
    kind = rng.choice(list(vocabulary.kinds.values()))
    lines = [f'{kind.name} "Random Card {number}" {{']
    for spec in kind.fields:
        if not (spec.required or rng.random() < 0.4):
            continue
        if spec.type == "int":
            value = str(rng.randint(spec.min or 0, spec.max or 3))
        elif spec.type == "signed":
            value = f"+{rng.randint(0, 3)}"
        elif spec.type in ("enum", "enums"):
            value = rng.choice(vocabulary.enums[spec.enum or ""])
        else:
            value = '"t"' if spec.type == "text" else ""
        lines.append(f"  {spec.name} {value}".rstrip())
    windows = [p for p in vocabulary.windows if kind.windows is None or p.key in kind.windows]
    for _ in range(rng.randint(0, 4)):
        if rng.random() < 0.4 and not kind.acts_once:  # a curse's line outside a rule is refused (E0117)
            lines.append("  " + _random_effect(vocabulary, rng))
            continue
        head = []
        if windows and rng.random() < 0.85:
            head.append(_phrase(rng.choice(windows), vocabulary.enums, rng, vocabulary.slot_sets))
        if not head or rng.random() < 0.4:
            head.append(f"if {_random_condition(vocabulary, rng)}")
        if rng.random() < 0.3:
            head.append(_phrase(rng.choice(vocabulary.costs), vocabulary.enums, rng, vocabulary.slot_sets))
        body = _random_effect(vocabulary, rng)
        if rng.random() < 0.2:
            body = f"choose [{body} | {_random_effect(vocabulary, rng)}]"
        lines.append("  " + ", ".join(head) + ": " + body)
    return "\n".join([*lines, "}"])


@pytest.mark.parametrize("game", ["munchkin", "munchkin-kungfu"])
def test_any_card_the_checker_accepts_is_checked_without_a_crash(game: str) -> None:
    """Random cards from the game's whole vocabulary: every check runs, and points into its card."""
    ruleset = registry.get(game)
    assert ruleset is not None
    rng = random.Random(2026)
    checked, codes = 0, set()
    # Tags, races, classes and styles are the set's own words (toolkit/lang/words.py): drawn from the base set's.
    base = base_words(game, None, [])
    assert base is not None
    enums = {**ruleset.vocabulary.enums, **{name: tuple(base.words(name)) for name in ruleset.vocabulary.declared_map}}
    as_drawn = replace(ruleset, vocabulary=replace(ruleset.vocabulary, enums=enums))
    for number in range(1200):  # the checker refuses many random cards (E0119 among others): draw until 300 pass
        if checked == 300:
            break
        text = f"game {game}\n\n{_random_card(as_drawn, rng, number)}\n"
        result = load_text(text, "random.cards")
        if not result.cards:
            continue
        checked += 1
        card = result.cards[0]
        last_line = card.line + card.source.count("\n")
        for diagnostic in rule_conflicts(ruleset, result.cards):
            assert diagnostic.span is not None, text
            assert card.line <= diagnostic.span.line <= diagnostic.span.end_line <= last_line, (text, diagnostic)
            assert diagnostic.message and diagnostic.hint, diagnostic
            codes.add(diagnostic.code)
    assert checked >= 300
    assert len(codes) >= 12  # the random cards reach most checks


def test_the_family_checks_name_only_words_of_its_vocabulary() -> None:
    """A misspelt key in a check's table would silently check nothing: every key is the vocabulary's."""
    from toolkit.rulesets.munchkin_rules import conflicts as family

    effects: set[str] = set()
    windows: set[str] = set()
    conditions: set[str] = set()
    targets: set[str] = set()
    kinds: set[str] = set()
    for game in ("munchkin", "munchkin-kungfu"):
        ruleset = registry.get(game)
        assert ruleset is not None
        vocabulary = ruleset.vocabulary
        effects |= {p.key for p in vocabulary.effects}
        windows |= {p.key for p in vocabulary.windows}
        conditions |= {p.key for p in (*vocabulary.conditions, *vocabulary.quantities)}
        targets |= {p.key for p in vocabulary.targets}
        kinds |= set(vocabulary.kinds)
        assert set(family.condition_domain(ruleset).windows) <= windows
    assert set(family.ACTIONS) == effects, "every effect says what it acts on"
    assert effects >= family.COMBAT_ACTIONS | family.ONE_TIME_ACTIONS
    assert windows >= family.NO_COMBAT_WINDOWS | family.TRIGGERED_WINDOWS | family.KILL_WINDOWS
    assert conditions >= family.COMBAT_ONLY
    assert targets == family.PLAYERS | family.MONSTERS | family.SIDES | family.HANDS
    assert kinds >= family.VICTIM_KINDS | family.ONE_USE_KINDS
