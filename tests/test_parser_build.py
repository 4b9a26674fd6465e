"""How the parser builds its tree fast (issue 10, the parse benchmark), held to building the same tree.

- the AST makers (_maker) make the node the class makes, spans included;
- atoms are made as their token is shifted, and their spans still point at their text;
- parse_blocks in batches gives the blocks, spans and line bounds of the whole-file parse, and
  a batch that fails yields the chunks (and the diagnostic) that block-by-block parsing yields;
- the block and line scans equal their plain definitions;
- leaving gc_paused does not make the collector scan what was made inside.
"""

from __future__ import annotations

import dataclasses
import gc
import itertools
import random
import re
import sys
from pathlib import Path

import pytest

from toolkit.lang import ast
from toolkit.lang import parser as parser_module
from toolkit.lang.diagnostics import Span, line_starts
from toolkit.lang.gc_pause import gc_paused
from toolkit.lang.load import load_text
from toolkit.lang.parser import parse, parse_blocks

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from corpus import corpus

AST_CLASSES = [
    cls
    for cls in vars(ast).values()
    if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == ast.__name__
]

MIXED = (
    "# a set\ngame munchkin\n\n"
    'monster "Sulking Slime" @mun-1 {\n  level 1\n  treasures 1   # trailing\n  # own line\n\n'
    "  if race elf or (level >= 3 and not class wizard): strength +2\n"
    "  bad stuff: choose victim [lose 1 level | lose headgear]; lose 2 cards\n}\n\n"
    "# between blocks\n"
    'one-shot "Potion" {\n  gold 200\n  during combat: strength +3 on either side\n  flavour "a \\"quoted\\" text"\n}\n'
    'test "a slime is an easy kill" {\n  given alice level 2\n  when alice fights "Sulking Slime"\n}\n'
)


def spans(node: object) -> list[object]:
    """Every node and span of a tree, spans included (the AST's equality leaves them out)."""
    if dataclasses.is_dataclass(node):
        out: list[object] = [type(node).__name__]
        for f in dataclasses.fields(node):
            out += spans(getattr(node, f.name))
        return out
    if isinstance(node, Span):
        return [tuple(node)]
    if isinstance(node, tuple):
        return [x for item in node for x in spans(item)]
    return [node]


def test_no_ast_class_checks_its_fields_in_post_init() -> None:
    """The makers skip __init__; they may only because no node does anything there."""
    assert AST_CLASSES
    for cls in AST_CLASSES:
        assert not hasattr(cls, "__post_init__"), cls


@pytest.mark.parametrize(
    "cls", [c for c in AST_CLASSES if len(dataclasses.fields(c)) in (2, 3)], ids=lambda c: c.__name__
)
def test_a_maker_makes_the_node_the_class_makes(cls: type) -> None:
    span = Span("a.cards", 3, 5, 3, 9)
    values = {"span": span, "signed": True, "value": "word", "preposition": "on", "chooser": None}
    args = [values.get(f.name, (f"{f.name}-value",)) for f in dataclasses.fields(cls)]
    made, built = parser_module._maker(cls)(*args), cls(*args)
    assert type(made) is cls and made == built and hash(made) == hash(built)
    assert spans(made) == spans(built)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, dataclasses.fields(cls)[0].name, span)  # still frozen


def test_every_atom_span_points_at_its_text() -> None:
    text = _corpus_with_blocks()
    parsed = parse(text, "m.cards")
    assert parsed.file is not None and not parsed.diagnostics
    lines = text.split("\n")
    seen = 0

    def walk(node: object) -> None:
        nonlocal seen
        if isinstance(node, (ast.Word, ast.Number, ast.Text)) and isinstance(node.span, Span):
            s = node.span
            written = lines[s.line - 1][s.column - 1 : s.end_column - 1]
            assert s.file == "m.cards" and s.line == s.end_line
            assert written == node.source() or (isinstance(node, ast.Text) and written.startswith('"')), (written, node)
            seen += 1
        elif dataclasses.is_dataclass(node):
            for f in dataclasses.fields(node):
                walk(getattr(node, f.name))
        elif isinstance(node, tuple):
            for item in node:
                walk(item)

    walk(parsed.file.blocks)
    assert seen > 500


def _corpus_with_blocks() -> str:
    return MIXED + corpus(300).removeprefix("game munchkin\n")


@pytest.mark.parametrize("batch", [1, 500, 4096, 64 * 1024, 10**9])
def test_batched_blocks_are_the_whole_file_parse(batch: int) -> None:
    text = _corpus_with_blocks()
    whole = parse(text, "b.cards")
    assert whole.file is not None and not whole.diagnostics
    chunks = list(parse_blocks(text, "b.cards", batch))
    assert chunks[0].game == whole.file.game and chunks[0].blocks == ()
    assert all(c.diagnostic is None for c in chunks)
    blocks = [b for c in chunks for b in c.blocks]
    assert blocks == list(whole.file.blocks)
    assert spans(tuple(blocks)) == spans(whole.file.blocks)
    assert [b.end_line for b in blocks] == [b.end_line for b in whole.file.blocks]
    # Each chunk's next line is where the next chunk's first block starts, and the last is past the file.
    for chunk, after in itertools.pairwise(chunks[1:]):
        assert chunk.next_line == after.blocks[0].span.line
    assert chunks[-1].next_line == text.count("\n") + 1
    assert sum(c.size for c in chunks) == len(text)
    if batch == 1:
        assert len(chunks) == len(blocks) + 1


def test_a_batch_that_fails_yields_what_block_by_block_parsing_yields() -> None:
    text = _corpus_with_blocks()
    at = text.rfind("\n", 0, text.index('00150" @bench-00150')) + 1  # in the first 64 KiB batch
    broken = text[:at] + 'monster "Broken" {\n  level 3,\n}\n\n' + text[at:]
    one_by_one = list(parse_blocks(broken, "x.cards"))
    first_bad = next(i for i, c in enumerate(one_by_one) if c.diagnostic is not None)
    batched = []
    for chunk in parse_blocks(broken, "x.cards", 64 * 1024):
        batched.append(chunk)
        if chunk.diagnostic is not None:
            break
    bad = batched[-1]
    assert bad.diagnostic == one_by_one[first_bad].diagnostic and bad.diagnostic.code == "E0010"
    assert [b for c in batched for b in c.blocks] == [b for c in one_by_one[: first_bad + 1] for b in c.blocks]
    assert bad.next_line == one_by_one[first_bad].next_line
    # and the loader reports it where the whole-file parse does
    assert [(d.code, d.span) for d in load_text(broken, "x.cards").diagnostics] == [
        (d.code, d.span) for d in parse(broken, "x.cards").diagnostics
    ]


def test_a_card_with_statements_at_column_1_loads_as_the_whole_file_reads_it() -> None:
    text = 'game munchkin\n\nmonster "Flat" {\nlevel 2\ntreasures 1\nbad stuff: lose 1 level\n}\n\n'
    text += 'monster "Indented" {\n  level 3\n  treasures 1\n  bad stuff: lose 1 level\n}\n'
    loaded = load_text(text, "flat.cards")
    assert loaded.ok and [c.name for c in loaded.cards] == ["Flat", "Indented"]
    assert [c.line for c in loaded.cards] == [3, 9]


def test_block_starts_and_line_starts_equal_their_plain_definitions() -> None:
    rng = random.Random(10)
    plain = re.compile(r"^[^\s#{}]", re.MULTILINE)
    for _ in range(3000):
        text = "".join(rng.choice("ab \n#{}\t\r") for _ in range(rng.randint(0, 40)))
        assert parser_module._block_starts(text) == [m.start() for m in plain.finditer(text)], repr(text)
        assert list(line_starts(text)) == [0] + [i + 1 for i, c in enumerate(text) if c == "\n"], repr(text)


def test_leaving_the_pause_does_not_scan_what_was_made_inside() -> None:
    collections: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    was = gc.isenabled()
    gc.enable()
    gc.callbacks.append(note)
    try:
        with gc_paused():
            assert not gc.isenabled()
            with gc_paused():
                assert not gc.isenabled()
            assert not gc.isenabled()  # nested: off until the outermost ends
            kept = [[i] for i in range(50_000)]  # far over the collector's threshold
        after_exit = len(collections)  # read before anything else is allocated (that may collect: the caller's)
        assert gc.isenabled()
        assert after_exit == 0, collections  # the exit itself made no collection
        del kept
    finally:
        gc.callbacks.remove(note)
        if not was:
            gc.disable()
    gc.disable()
    try:
        with gc_paused():
            pass
        assert not gc.isenabled()  # as it was before
    finally:
        if was:
            gc.enable()
