"""The card grammar's LALR tables kept as JSON (toolkit/lang/lalr_tables.py, grammar/cards.tables.json,
written by ``python -m toolkit.lang.tables``).

- the shipped file is current (its key is the grammar's, Lark's and the options' of today);
- the parser reads it, and then builds no LALR table;
- the tables read are the tables Lark builds (the same automaton, state for state);
- every shipped card file and every file of the broken corpus parses to the same tree, spans and
  diagnostics with the parser read and the parser built;
- a missing, stale or malformed file, or one holding anything outside the closed shape, is not
  used: the parser is built, and nothing is said.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections import deque
from pathlib import Path
from typing import Any

import pytest

from toolkit.lang import lalr_tables, tables
from toolkit.lang import parser as parser_module
from toolkit.lang.diagnostics import Span

ROOT = Path(__file__).resolve().parent.parent
CARD_FILES = sorted((ROOT / "cards").rglob("*.cards"))
BROKEN = sorted(p for p in (ROOT / "tests" / "broken").iterdir() if p.suffix == ".cards")
DESERIALIZED = "<deserialized>"  # Lark's own mark on a parser loaded rather than built


def _grammar() -> tuple[str, Path, dict[str, Any]]:
    grammar, kept = parser_module._card_grammar()
    return grammar, kept, parser_module._card_options()


def _document() -> dict[str, Any]:
    _, kept, _ = _grammar()
    return json.loads(kept.read_text(encoding="utf-8"))


def test_the_shipped_tables_are_current() -> None:
    grammar, kept, options = _grammar()
    assert kept.name == "cards.tables.json" and kept.parent == ROOT / "grammar"
    assert _document()["key"] == lalr_tables.key(grammar, options), (
        "grammar/cards.tables.json is stale (the grammar, Lark or the parser's options changed): "
        "run `python -m toolkit.lang.tables` and commit the file"
    )


def test_the_parser_reads_the_tables_and_builds_none(monkeypatch: pytest.MonkeyPatch) -> None:
    from lark.parsers import lalr_analysis

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the LALR tables were built")

    monkeypatch.setattr(lalr_analysis.LALR_Analyzer, "compute_lalr", refuse)
    parser_module._card_parser.cache_clear()
    try:
        parser = parser_module._card_parser()
        assert parser.source_path == DESERIALIZED
        result = parser_module.parse('game munchkin\n\nrace "Elf" {\n  rule wins ties\n}\n')
        assert result.diagnostics == [] and result.file is not None and len(result.file.blocks) == 1
    finally:
        parser_module._card_parser.cache_clear()


def _automaton(parser: Any) -> tuple[Any, ...]:
    """The LALR automaton with its states numbered in the order a walk from the start states meets
    them, and tokens and rules by name: two builds of one grammar number their states and tokens
    differently (Lark iterates sets), and give equal automata here."""
    table = parser.parser.parser._parse_table
    number: dict[int, int] = {}
    queue: deque[int] = deque()
    for start in sorted(table.start_states):
        for state in (table.start_states[start], table.end_states[start]):
            if state not in number:
                number[state] = len(number)
                queue.append(state)
    rows = []
    while queue:
        state = queue.popleft()
        row = []
        for token, (action, arg) in sorted(table.states[state].items()):
            if action.name == "Shift":
                if arg not in number:
                    number[arg] = len(number)
                    queue.append(arg)
                row.append((token, "shift", number[arg]))
            else:
                row.append((token, "reduce", str(arg), arg.alias, arg.order))
        rows.append((number[state], tuple(row)))
    ends = {start: (number[table.start_states[start]], number[table.end_states[start]]) for start in table.start_states}
    assert len(number) == len(table.states)  # every state reached
    return tuple(rows), tuple(sorted(ends.items()))


def _lexer(parser: Any) -> tuple[Any, ...]:
    terminals = sorted(
        (t.name, type(t.pattern).__name__, t.pattern.value, sorted(t.pattern.flags), t.pattern.raw, t.priority)
        for t in parser.terminals
    )
    rules = sorted(
        (str(r), r.alias, r.order, r.options.keep_all_tokens, r.options.expand1, r.options.priority)
        for r in parser.rules
    )
    return tuple(terminals), tuple(rules), tuple(sorted(parser.lexer_conf.ignore)), parser.lexer_conf.lexer_type


def test_the_tables_read_are_the_tables_lark_builds() -> None:
    read, built = parser_module._card_parser(), parser_module.build_card_parser()
    assert read.source_path == DESERIALIZED
    assert _automaton(read) == _automaton(built)
    assert _lexer(read) == _lexer(built)
    # The patterns are as Lark makes them (hashable: the contextual lexer keys on them).
    assert all(isinstance(t.pattern.flags, frozenset) for t in read.terminals)


def _deep(node: object) -> object:
    """A tree with its spans (AST equality leaves them out)."""
    if isinstance(node, Span):
        return tuple(node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return (type(node).__name__, *(_deep(getattr(node, f.name)) for f in dataclasses.fields(node)))
    if isinstance(node, tuple | list):
        return tuple(_deep(item) for item in node)
    return node


def _parsed(text: str, path: str) -> object:
    whole = parser_module.parse(text, path)
    chunks = [
        (chunk.game, chunk.blocks, chunk.diagnostic, chunk.next_line)
        for batch in (0, 2000)
        for chunk in parser_module.parse_blocks(text, path, batch_chars=batch)
    ]
    return _deep((whole.file, whole.diagnostics, chunks))


def _texts(paths: list[Path]) -> list[tuple[str, str]]:
    out = []
    for path in paths:
        try:
            out.append((path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))))
        except UnicodeDecodeError:  # the corpus's undecodable files never reach the parser
            continue
    return out


@pytest.mark.parametrize("corpus", ["cards", "broken"])
def test_every_file_parses_the_same_with_the_tables_read_and_built(
    corpus: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = _texts(CARD_FILES if corpus == "cards" else BROKEN)
    assert len(texts) >= (30 if corpus == "cards" else 60)
    read = [_parsed(text, path) for text, path in texts]
    parser = parser_module.build_card_parser()
    monkeypatch.setattr(parser_module, "_card_parser", lambda: parser)
    again = [_parsed(text, path) for text, path in texts]
    for (_, path), one, other in zip(texts, read, again, strict=True):
        assert one == other, path
    if corpus == "broken":  # the corpus does hold syntax errors, which both report alike
        assert sum("'E001" in repr(result) for result in read) >= 10


def test_syntax_errors_are_reported_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    samples = [
        'game munchkin\nrace "Elf" {\n  rule wins ties\n',  # unclosed block
        'game munchkin\nrace "Elf" {\n  level = = 3\n}\n',
        "gme munchkin\n",
        'game munchkin\nmonster "Slime" {\n  level 1\n  bad stuff: lose ((((1 level\n}\n',
        'game munchkin\nmonster "Slime" {\n  level 99999999999999999999\n}\n',
        'game munchkin\nmonster "Sl\x07ime" {\n}\n',
        'game munchkin\nmonster "Slime {\n}\n',
        "game munchkin\nmonster € {\n}\n",
    ]
    results = []
    for parser in (parser_module._card_parser(), parser_module.build_card_parser()):
        monkeypatch.setattr(parser_module, "_card_parser", lambda parser=parser: parser)
        results.append([_parsed(text, "x.cards") for text in samples])
    assert results[0] == results[1]
    assert all("'E00" in repr(result) for result in results[0])


# ---------------------------------------------------------------- a file not used


def _fallback(tmp_path: Path, text: str | None, grammar: str | None = None) -> Any:
    real_grammar, _, options = _grammar()
    target = tmp_path / "cards.tables.json"
    if text is not None:
        target.write_text(text, encoding="utf-8")
    return lalr_tables.lark_parser(grammar or real_grammar, target, **options)


def test_a_missing_file_means_building(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _fallback(tmp_path, None).source_path != DESERIALIZED
    assert capsys.readouterr() == ("", "")


def test_a_file_for_another_grammar_is_not_used(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, kept, _ = _grammar()
    shipped = kept.read_text(encoding="utf-8")
    assert _fallback(tmp_path, shipped).source_path == DESERIALIZED  # the same grammar: used
    grammar, _, _ = _grammar()
    changed = grammar + "\n// a comment changes the text: another key\n"
    assert _fallback(tmp_path, shipped, grammar=changed).source_path != DESERIALIZED
    assert capsys.readouterr() == ("", "")


def _edited(change: Any) -> str:
    document = copy.deepcopy(_document())
    change(document)
    return json.dumps(document)


def _first(document: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(entry for entry in document["memo"].values() if entry["__type__"] == kind)


def _set_state_action(document: dict[str, Any], action: list[Any]) -> None:
    states = document["data"]["parser"]["parser"]["states"]
    row = next(iter(states.values()))
    row[next(iter(row))] = action


MALFORMED = {
    "not JSON": "{not json",
    "a list": "[]",
    "another format": _edited(lambda d: d.update(format=99)),
    "a class outside the closed set": _edited(lambda d: _first(d, "TerminalDef")["pattern"].update(__type__="Tree")),
    "an object where a rule goes": _edited(lambda d: d["memo"].update({"0": {"__type__": "Lark"}})),
    "an extra field": _edited(lambda d: _first(d, "Rule").update(callback="os.system")),
    "a runtime option in the file": _edited(lambda d: d["data"]["options"].update(transformer="x")),
    "an unknown option": _edited(lambda d: d["data"]["options"].update(evil=1)),
    "a reference to nothing": _edited(lambda d: d["data"]["rules"].append({"@": 10**6})),
    "a rule where a terminal goes": _edited(
        lambda d: d["data"]["parser"]["lexer_conf"]["terminals"].append(d["data"]["rules"][0])
    ),
    "an action neither shift nor reduce": _edited(lambda d: _set_state_action(d, [2, 0])),
    "a boolean as a state": _edited(lambda d: _set_state_action(d, [0, True])),
    "a bad regular-expression flag": _edited(lambda d: _first(d, "TerminalDef")["pattern"].update(flags=["(?"])),
    "a state key not a number": _edited(
        lambda d: d["data"]["parser"]["parser"]["states"].update({"x": {}})  # type: ignore[dict-item]
    ),
    "a shift to a state not in the table": _edited(lambda d: _set_state_action(d, [0, 10**6])),
    "a start state not in the table": _edited(
        lambda d: d["data"]["parser"]["parser"]["start_states"].update(start=10**6)
    ),
    "a start rule the table lacks": _edited(lambda d: d["data"]["parser"]["parser_conf"]["start"].append("elsewhere")),
    "an Earley parser": _edited(lambda d: d["data"]["parser"]["parser_conf"].update(parser_type="earley")),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_a_malformed_file_is_refused_and_the_parser_built(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    grammar, _, options = _grammar()
    with pytest.raises(lalr_tables.Stale):
        lalr_tables.load(MALFORMED[name], lalr_tables.key(grammar, options), options)
    parser = _fallback(tmp_path, MALFORMED[name])
    assert parser.source_path != DESERIALIZED
    assert parser.parse('game munchkin\nrace "Elf" {\n}\n', start="start")[0].value == "munchkin"
    assert capsys.readouterr() == ("", "")


def test_write_writes_only_what_changed(tmp_path: Path) -> None:
    grammar, _, options = _grammar()
    target = tmp_path / "cards.tables.json"
    assert lalr_tables.write(grammar, target, **options) is True
    first = target.read_text(encoding="utf-8")
    assert lalr_tables.write(grammar, target, **options) is False  # current: left as it is
    assert target.read_text(encoding="utf-8") == first
    assert [p.name for p in tmp_path.iterdir()] == ["cards.tables.json"]  # no temporary left
    loaded = lalr_tables.lark_parser(grammar, target, **options)
    assert loaded.source_path == DESERIALIZED
    assert lalr_tables.dump(loaded, lalr_tables.key(grammar, options)) == first  # read and written back: the same bytes


def test_the_key_covers_the_options_and_lark() -> None:
    grammar, _, options = _grammar()
    base = lalr_tables.key(grammar, options)
    assert lalr_tables.key(grammar, {**options, "maybe_placeholders": True}) != base
    assert lalr_tables.key(grammar, {**options, "start": ["start"]}) != base
    assert lalr_tables.key(grammar, {**options, "transformer": object()}) == base  # code given at load: not in the file

    class Keeps:
        always_accept = ("_NL",)

    assert lalr_tables.key(grammar, {**options, "postlex": Keeps()}) != base
    assert lalr_tables.tables_path(Path("/x/query.lark")) == Path("/x/query.tables.json")


def test_the_regenerating_command_leaves_a_current_file_alone(capsys: pytest.CaptureFixture[str]) -> None:
    grammar, kept, options = _grammar()
    if _document()["key"] != lalr_tables.key(grammar, options):
        pytest.skip("stale: test_the_shipped_tables_are_current says so (and running this would rewrite it)")
    before = kept.read_bytes()
    assert tables.main([]) == 0
    assert capsys.readouterr().out.strip() == f"{kept}: current"
    assert kept.read_bytes() == before
