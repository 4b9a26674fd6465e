"""Hypothesis strategies for card-language syntax trees that the formatter can print."""

from __future__ import annotations

from hypothesis import strategies as st

from toolkit.lang import ast

KEYWORDS = {"game", "test", "if", "and", "or", "not", "on", "from", "each", "until", "choose"}

words = st.from_regex(r"[a-z][a-z0-9-]{0,7}", fullmatch=True).filter(lambda w: w not in KEYWORDS)
numbers = st.one_of(
    st.integers(min_value=0, max_value=10_000).map(lambda n: ast.Number(n, False)),
    st.integers(min_value=-100, max_value=100).map(lambda n: ast.Number(n, True)),
)
# Quoted text holds no control, bidi or separator characters (E0016), nor tabs and newlines.
texts = st.text(
    alphabet=st.characters(
        blacklist_categories=("Cs", "Cc"),
        blacklist_characters="\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
    ),
    max_size=20,
)
# A card's or test block's name names something (E0018): not empty, not spaces alone.
names = texts.filter(lambda t: bool(t.strip()))
atoms = st.one_of(words.map(ast.Word), numbers, texts.map(ast.Text), st.just(ast.Word("each")))
phrases = st.lists(atoms, min_size=1, max_size=4).map(lambda a: ast.Phrase(tuple(a)))

comparisons = st.one_of(
    phrases.map(ast.Comparison),
    st.builds(ast.Comparison, phrases, st.sampled_from(["<", "<=", "=", "!=", ">=", ">"]), phrases),
)


def _conditions(depth: int) -> st.SearchStrategy[ast.Condition]:
    if depth == 0:
        return comparisons
    inner = _conditions(depth - 1)
    # Or never directly holds Or (nor And holds And): the text would flatten them.
    not_or = st.one_of(comparisons, st.builds(ast.Not, inner))
    ands = st.lists(st.one_of(not_or, inner.filter(lambda c: isinstance(c, ast.Or))), min_size=2, max_size=3)
    ors = st.lists(st.one_of(not_or, inner.filter(lambda c: isinstance(c, ast.And))), min_size=2, max_size=3)
    return st.one_of(
        comparisons,
        st.builds(ast.Not, inner),
        ands.map(lambda ops: ast.And(tuple(ops))),
        ors.map(lambda ops: ast.Or(tuple(ops))),
    )


conditions = _conditions(2)
modifiers = st.one_of(
    st.builds(ast.Target, st.sampled_from(["on", "from"]), phrases),
    st.builds(ast.Repeat, phrases),
    st.builds(ast.Duration, phrases),
    st.builds(ast.Guard, conditions),
)
simple_effects = st.builds(ast.Effect, phrases, st.lists(modifiers, max_size=3).map(tuple))
effect_lists = st.lists(simple_effects, min_size=1, max_size=3).map(tuple)
choices = st.builds(
    ast.Choice,
    st.one_of(st.none(), phrases),
    st.lists(effect_lists, min_size=2, max_size=3).map(tuple),
)
effects = st.one_of(simple_effects, simple_effects, choices)
clauses = st.one_of(effects, st.builds(ast.Guard, conditions))
statements = st.one_of(
    st.lists(clauses, min_size=1, max_size=3).map(lambda c: ast.Property(tuple(c))),
    st.builds(
        ast.Rule,
        st.lists(clauses, min_size=1, max_size=3).map(tuple),
        st.lists(effects, min_size=1, max_size=3).map(tuple),
    ),
)
bodies = st.lists(statements, max_size=5).map(tuple)
cards = st.builds(
    ast.CardBlock,
    words.map(ast.Word),
    names.map(ast.Text),
    st.one_of(st.none(), words.map(ast.Word)),
    bodies,
)
tests = st.builds(ast.TestBlock, names.map(ast.Text), bodies)
card_files = st.builds(
    ast.CardFile,
    words.map(ast.Word),
    st.lists(st.one_of(cards, cards, tests), max_size=4).map(tuple),
)
