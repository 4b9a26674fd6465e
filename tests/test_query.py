"""Catalog search: the query language, its SQL, and its diagnostics (Q0001–Q0004)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from catalog_support import ALL_CARDS, KUNGFU, MUNCHKIN, copy_fixtures, run, sqlite_url

from toolkit.catalog.query import AllOf, AnyOf, Comparison, Not, Words, parse_query
from toolkit.catalog.search import compile_query
from toolkit.lang.diagnostics import DeckwrightError


def m(*keys: str) -> set[str]:
    return {f"munchkin/{k}" for k in keys}


def k(*keys: str) -> set[str]:
    return {f"munchkin-kungfu/{key}" for key in keys}


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    root = tmp_path_factory.mktemp("query")
    cards = copy_fixtures(root / "cards")
    url = sqlite_url(root / "catalog.db")
    result = run("catalog", "import", str(cards), "--db", url)
    assert result.exit_code == 0, result.output
    return url


def found(db: str, query: str, *options: str) -> set[str]:
    result = run("catalog", "search", query, "--db", db, "--format", "json", *options)
    assert result.exit_code == 0, result.output
    return {f"{card['game']}/{card['key']}" for card in json.loads(result.stdout)["cards"]}


# ---------------------------------------------------------------- what queries find

CASES = [
    # comparisons on numeric fields
    ("kind:monster level>=8", m("mun-m001", "mun-m003", "mun-m005") | k("mkf-m002")),
    ("level:4", m("ghostly-goose")),
    ("level=4", m("ghostly-goose")),
    ("levels>1", m("mun-m003", "mun-m005")),
    ("treasures<2", m("mun-m002", "ghostly-goose")),
    ("bonus>2", m("mun-t003", "mun-t004") | k("mkf-t001")),
    ("bonus>=-1 bonus<+3", m("mun-t001", "mun-t002")),
    ("kind:monster level!=8", m("mun-m002", "mun-m003", "ghostly-goose", "mun-m005") | k("mkf-m001", "mkf-m002")),
    ("hands:2 big:yes", m("mun-t004")),
    ("kind:item big:no", m("mun-t001", "mun-t002", "mun-t003") | k("mkf-t001")),
    # keys over columns
    ("game:munchkin-kungfu", k(*KUNGFU)),
    ("deck:treasure game:munchkin-kungfu", k("mkf-t001", "boil-an-anthill")),
    ("id:MUN-M001", m("mun-m001")),
    ("set:treasures", m("mun-t001", "mun-t002", "mun-t003", "mun-t004", "mun-t005", "mun-t006", "boil-an-anthill")),
    ("is:monk or is:elf", m("mun-d003") | k("mkf-d003")),
    ("slot:headgear", m("mun-t001")),
    ("name=elf", m("mun-d003")),
    # tags
    ("tag:undead", m("mun-m003", "ghostly-goose", "mun-d004") | k("mkf-m001")),
    ("tags:hong-kong", k("mkf-m001", "mkf-t001")),
    # negation
    ("kind:monster -tag:undead", m("mun-m001", "mun-m002", "mun-m005") | k("mkf-m002")),
    ("-kind:curse game:munchkin", m(*MUNCHKIN) - m("mun-d001")),
    ("kind:monster -level>3", m("mun-m002")),
    ("-(game:munchkin or kind:monster)", k(*KUNGFU) - k("mkf-m001", "mkf-m002")),
    # or, and parentheses
    ("tag:dragon or tag:ghost", m("mun-m001", "mun-m005", "ghostly-goose")),
    ("(kind:item or kind:one-shot) gold<=200", m("mun-t001", "mun-t004", "mun-t005")),
    ("kind:monster (tag:undead or level>15) -game:munchkin-kungfu", m("mun-m003", "ghostly-goose", "mun-m005")),
    ("kind:curse or kind:trap or level>=12", m("mun-d001", "mun-m003", "mun-m005") | k("mkf-d001")),
    ("kind:class and game:munchkin", m("mun-d002")),
    # quoted text and free words
    ('name:"slime"', m("mun-m002") | k("mkf-m002")),
    ('name:"SULKING slime"', m("mun-m002")),
    ("slime", m("mun-m002") | k("mkf-m002")),
    ("resentment", m("mun-m002")),
    ('"thinking cap"', m("mun-t001")),
    ("of cheese", m("mun-t003")),  # every word must match: "of" alone is in many names
    ("the", m("mun-m001", "mun-t005", "mun-t006")),  # words match inside words: "either side"
    ('text:"go up 1 level"', m("mun-t006", "mun-d003", "boil-an-anthill") | k("boil-an-anthill")),
    ("nothing-is-called-this", set()),
    # LIKE wildcards in values are plain characters
    ("name:%", set()),
    ("name:_", set()),
]


@pytest.mark.parametrize(("query", "expected"), CASES, ids=[q for q, _ in CASES])
def test_search_finds_exactly(db: str, query: str, expected: set[str]) -> None:
    assert found(db, query) == expected


def test_empty_query_matches_everything(db: str) -> None:
    assert found(db, "") == ALL_CARDS


def test_game_option_restricts(db: str) -> None:
    assert found(db, "boil", "--game", "munchkin") == m("boil-an-anthill")
    assert found(db, "", "--game", "munchkin-kungfu") == k(*KUNGFU)


def test_unknown_game_option(db: str) -> None:
    result = run("catalog", "search", "x", "--db", db, "--game", "munchkin-kung-fu")
    assert result.exit_code == 2
    assert "did you mean 'munchkin-kungfu'?" in result.stderr


def test_table_output(db: str) -> None:
    result = run("catalog", "search", "id:mun-m001 or id:mun-t001", "--db", db)
    assert result.exit_code == 0
    assert "Bogwyrm" in result.stdout and "level 8, 2 treasures" in result.stdout
    assert "bonus +1, 200 gold" in result.stdout
    assert "2 card(s)" in result.stdout


def test_no_match_says_so(db: str) -> None:
    result = run("catalog", "search", "level>99", "--db", db)
    assert result.exit_code == 0 and "no cards match" in result.stdout


# ---------------------------------------------------------------- structure


def test_or_binds_looser_than_juxtaposition() -> None:
    tree = parse_query("a b or c")
    assert isinstance(tree, AnyOf)
    first, second = tree.operands
    assert isinstance(first, AllOf) and [w.text for w in first.operands] == ["a", "b"]  # type: ignore[union-attr]
    assert isinstance(second, Words) and second.text == "c"


def test_negation_and_keywords_as_words() -> None:
    tree = parse_query('-kind:curse order "or"')
    assert isinstance(tree, AllOf)
    negated, order, quoted = tree.operands
    assert isinstance(negated, Not) and isinstance(negated.operand, Comparison)
    assert negated.operand.key == "kind" and negated.operand.value == "curse"
    assert order == Words("order", order.span)  # type: ignore[union-attr]
    assert isinstance(quoted, Words) and quoted.text == "or"


def test_values_may_hold_paths_and_signs() -> None:
    tree = parse_query("set:cards/munchkin/doors.cards bonus>-1")
    assert isinstance(tree, AllOf)
    assert [c.value for c in tree.operands] == ["cards/munchkin/doors.cards", "-1"]  # type: ignore[union-attr]


def test_compile_reports_every_bad_term() -> None:
    with pytest.raises(DeckwrightError) as caught:
        compile_query(parse_query("levle>1 kind>3 gold:lots"))
    assert [d.code for d in caught.value.diagnostics] == ["Q0002", "Q0004", "Q0003"]


# ---------------------------------------------------------------- bad queries

BAD = [
    ("levle>=8", "Q0002", 1, "did you mean 'level'?"),
    ("kind:monster hue:red", "Q0002", 14, "unknown search key 'hue'"),
    ("level>=abc", "Q0003", 8, "whole number, not 'abc'"),
    ("big:maybe", "Q0003", 5, "yes or no"),
    ("kind>3", "Q0004", 5, "'>' does not apply to 'kind'"),
    ("tag<=undead", "Q0004", 4, "'<=' does not apply to 'tag'"),
    ("(kind:monster", "Q0001", 14, "expected ')'"),
    ("kind:monster)", "Q0001", 13, "unexpected ')'"),
    ('name:"slime', "Q0001", 6, "never closed"),
    ("level>=", "Q0001", 8, "expected a value"),
    ("tag:undead or", "Q0001", 14, "ends too soon"),
    ("()", "Q0001", 2, "unexpected ')'"),
    ("wow!", "Q0001", 4, "unexpected '!'"),
    ("é:x", "Q0002", 1, "unknown search key 'é'"),
    ("-" * 3000 + "a", "Q0005", 1, "nested too deeply"),  # no RecursionError
    (" ".join(["a"] * 500), "Q0005", 1, "the limit is 100"),  # SQLite would refuse the expression
]


def caret_column(stderr: str) -> int:
    """The 1-based column of the first caret under '<query>'s source line."""
    lines = stderr.splitlines()
    source = next(i for i, line in enumerate(lines) if re.match(r"^1 \| ", line))
    caret_line = lines[source + 1]
    return caret_line.index("^") - len("  | ") + 1


@pytest.mark.parametrize(("query", "code", "column", "message"), BAD, ids=[q[:20] for q, *_ in BAD])
def test_bad_query(db: str, query: str, code: str, column: int, message: str) -> None:
    result = run("catalog", "search", query, "--db", db)
    assert result.exit_code == 2
    assert f"<query>:1:{column}: error[{code}]" in result.stderr
    assert message in result.stderr
    assert caret_column(result.stderr) == column
    assert "Traceback" not in result.output
    assert result.stdout == ""


def test_largest_allowed_query_runs(db: str) -> None:
    # Each "-(x or y z" adds three levels (not, or, and): 11 of them nest 32 deep, 12 of them 35.
    assert run("catalog", "search", "-(level>1 or tag:x " * 12 + ")" * 12, "--db", db).exit_code == 2
    assert found(db, "-(level>1 or tag:x " * 11 + ")" * 11) <= ALL_CARDS
    assert found(db, " or ".join(["(kind:monster -tag:x)"] * 33)) == {
        key for key in ALL_CARDS if key.split("/")[1] in {"mun-m001", "mun-m002", "mun-m003", "ghostly-goose"}
    } | m("mun-m005") | k("mkf-m001", "mkf-m002")


def test_bad_query_needs_no_catalog(tmp_path: Path) -> None:
    result = run("catalog", "search", "kind>3", "--db", sqlite_url(tmp_path / "none.db"))
    assert result.exit_code == 2 and "Q0004" in result.stderr
    assert not (tmp_path / "none.db").exists()


def test_unknown_format(db: str) -> None:
    assert run("catalog", "search", "x", "--db", db, "--format", "yaml").exit_code == 2


def test_query_words_may_be_separate_arguments(db: str) -> None:
    # As a shell passes `deckwright catalog search -kind:monster game:munchkin-kungfu` unquoted.
    result = run("catalog", "search", "-kind:monster", "game:munchkin-kungfu", "--db", db, "--format", "json")
    assert result.exit_code == 0, result.output
    assert {c["key"] for c in json.loads(result.stdout)["cards"]} == KUNGFU - {"mkf-m001", "mkf-m002"}
