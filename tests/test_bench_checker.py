"""The front end's fast paths give what the plain ways gave (docs/performance.md, "Parse + check").

Each fast path is held to the exhaustive way it replaced, on every vocabulary: the patterns a phrase
is tried against (a pattern starting with a construct slot only on words its construct can start
with), "did you mean" for a misspelt word of a composed phrase (the closest words tried first, not
every word of the vocabulary), and warnings matched to their cards (by bisection, each file indexed
once). Counted, not timed: the work is bounded by what is counted.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping

import pytest

from toolkit.lang import allow, ast, games
from toolkit.lang import checker as checker_module
from toolkit.lang.diagnostics import Span, did_you_mean
from toolkit.lang.formatter import format_phrase
from toolkit.lang.load import load_text
from toolkit.lang.vocabulary import Literal, Match, Miss, PatternSet, Vocabulary, match_pattern
from toolkit.lang.words import loose_enums

AT = Span("x.cards", 1, 1, 1, 2)


def _exhaustive(group: PatternSet, atoms: tuple[ast.Atom, ...], enums: Mapping[str, frozenset[str]]) -> object:
    """PatternSet.match as it was: every candidate tried (in sub-phrases too), the deepest miss kept."""
    deepest: Miss | None = None
    for pattern in group.candidates(atoms):
        result = match_pattern(pattern, atoms, enums, group.slots)
        if isinstance(result, Match):
            return result
        if (
            deepest is None
            or result.depth > deepest.depth
            or (result.depth == deepest.depth and result.enum and not deepest.enum)
        ):
            deepest = result
    head = atoms[0]
    if (
        deepest is not None
        and deepest.depth == 0
        and not group._by_word.get(head.value if isinstance(head, ast.Word) else "")
    ):
        return None
    return deepest


def _all_candidates(self: PatternSet, atoms: tuple[ast.Atom, ...], index: int, enums: object = None) -> list:
    head = atoms[index] if index < len(atoms) else None
    return (self._by_word.get(head.value, []) if isinstance(head, ast.Word) else []) + self._open


def _summary(result: object) -> object:
    if isinstance(result, Match):
        return ("match", result.pattern.key, repr(result.args))
    if isinstance(result, Miss):
        inner = result.inner.key if result.inner else None
        return ("miss", result.pattern.key, result.depth, result.atom, result.expected, result.enum, inner)
    return result


def _atom(word: str) -> ast.Atom:
    if word.lstrip("+-").isdigit():
        return ast.Number(int(word), AT, word[0] in "+-")
    if word.startswith('"'):
        return ast.Text(word.strip('"'), AT)
    return ast.Word(word, AT)


def _phrases(vocab: Vocabulary, group: PatternSet, rng: random.Random) -> list[tuple[ast.Atom, ...]]:
    """Phrases built from the set's patterns (their words, each slot filled with a few atoms of the
    vocabulary's), each also with one atom changed: matches, misses at every depth, composed phrases."""
    pool = sorted(
        {
            w
            for g in vocab.sets.values()
            for p in g.patterns
            for part in p.parts
            if isinstance(part, Literal)
            for w in part.options
        }
    )
    pool += [*sorted({w for values in vocab.enums.values() for w in values}), "1", "+2", "-1", '"Sword"', "goblin"]
    out = []
    for pattern in group.patterns:
        for _ in range(3):
            words: list[str] = []
            for part in pattern.parts:
                if isinstance(part, Literal):
                    if not (part.optional and rng.random() < 0.5):
                        words.append(rng.choice(part.options))
                else:
                    words.extend(rng.choice(pool) for _ in range(rng.choice((1, 1, 2, 3))))
            if words:
                out.append(tuple(map(_atom, words)))
                words[rng.randrange(len(words))] = rng.choice(pool)
                out.append(tuple(map(_atom, words)))
    return out


@pytest.mark.parametrize("game", sorted(games.names()))
def test_the_patterns_tried_give_the_match_or_miss_that_trying_all_gave(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    vocab = games.get(game).vocabulary  # type: ignore[union-attr]
    rng = random.Random(10)
    compared = 0
    for enums in (vocab.enum_sets, loose_enums(vocab)):
        for name, group in vocab.sets.items():
            for atoms in _phrases(vocab, group, rng):
                fast = _summary(group.match(atoms, enums))
                with monkeypatch.context() as patched:
                    patched.setattr(PatternSet, "candidates_at", _all_candidates)
                    plain = _summary(_exhaustive(group, atoms, enums))
                assert fast == plain, (name, atoms)
                compared += 1
    assert compared > 500


def test_a_pattern_starting_with_a_construct_is_not_tried_on_a_word_the_construct_cannot_start() -> None:
    vocab = games.get("munchkin").vocabulary  # type: ignore[union-attr]
    conditions = vocab.sets["conditions"]
    composed = [p for p in conditions.candidates((ast.Word("race", AT),)) if p.first_words() is None]
    assert composed, "the vocabulary has conditions that start with a construct slot"
    tried = conditions.candidates_at((ast.Word("race", AT), ast.Word("elf", AT)), 0, loose_enums(vocab))
    assert [p.key for p in tried] == ["has_race"]
    # ...and is still tried where its construct can start: `your level is the highest`.
    assert isinstance(
        conditions.match(tuple(_atom(w) for w in ["your", "level", "is", "the", "highest"]), vocab.enum_sets), Match
    )


MISSPELT = [
    (
        "any time: give your best itme to the lowest-level other player",
        "give your best item to the lowest-level other player",
    ),
    ("any time: strength +1 for each card in your hnad", "card in your hand"),
    ("if your levl is the highest: draw 1 treasure", "your level is the highest"),
    ("any time: take the top card of the door discard pil", "take the top card of the door discard pile"),
    ("any time: hand limit +1 until your nxt kill", "your next kill"),
    ("any time: lose 1 levle", "lose 1 level"),
]


def _repair_by_trying_every_word(
    self: checker_module.Checker, categories: list[str], phrase: ast.Phrase, bad: ast.Atom | None
) -> tuple[str, str | None] | None:
    """Checker._repair as it was: every word the vocabulary holds tried in the phrase, then the closest that fits."""
    if not isinstance(bad, ast.Word):
        return None
    words: dict[str, str | None] = {}
    for name in categories:
        self._words_of(self.sets[name].candidates(phrase.atoms), words, 3)

    def with_word(word: str) -> tuple[ast.Atom, ...]:
        return tuple(ast.Word(word, bad.span) if atom is bad else atom for atom in phrase.atoms)

    fits = [
        w for w in words if any(isinstance(self.sets[n].match(with_word(w), self.enums), Match) for n in categories)
    ]
    best = did_you_mean(bad.value, fits)
    return None if best is None else (format_phrase(ast.Phrase(with_word(best))), words[best])


@pytest.mark.parametrize(("line", "meant"), MISSPELT)
def test_did_you_mean_in_a_composed_phrase_is_the_closest_word_that_fits_and_tries_few(
    line: str, meant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = f'game munchkin\n\none-shot "X" {{\n  gold 100\n  {line}\n}}\n'
    load_text(text, "x.cards")  # the vocabulary's words gathered once
    matched: list[int] = []
    match = PatternSet.match

    def counting(self: PatternSet, atoms: tuple[ast.Atom, ...], enums: Mapping[str, frozenset[str]]) -> object:
        matched.append(1)
        return match(self, atoms, enums)

    monkeypatch.setattr(PatternSet, "match", counting)
    fast = [d.message for d in load_text(text, "x.cards").diagnostics]
    fast_matches, matched[:] = len(matched), []
    monkeypatch.setattr(checker_module.Checker, "_repair", _repair_by_trying_every_word)
    plain = [d.message for d in load_text(text, "x.cards").diagnostics]
    assert fast == plain
    assert any(f"did you mean '{meant}'?" in message for message in fast), fast
    # A handful of close words tried in the phrase, where trying them all matched it with every word
    # of the patterns it may start and of their constructs (hundreds, in a composed phrase).
    assert fast_matches <= len(matched)
    if line.startswith(("any time: give", "any time: strength", "if your", "any time: take")):
        assert fast_matches * 5 < len(matched)


def test_warnings_find_their_cards_and_allows_with_each_file_indexed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    cards = []
    for index in range(300):
        comment = "  # allow E0130: an old file, renamed later\n" if index % 3 == 0 else ""
        cards.append(f'one-shot "Card {index}" {{\n{comment}  gold 100\n  text "old flavour"\n}}\n')
    text = "game munchkin\n\n" + "\n".join(cards)
    indexed: list[int] = []
    real = allow.line_starts

    def counting(source: str):  # type: ignore[no-untyped-def]
        indexed.append(len(source))
        return real(source)

    monkeypatch.setattr(allow, "_starts", functools.lru_cache(maxsize=4)(counting))
    result = load_text(text, "old.cards")
    assert len(result.cards) == 300
    assert len(result.allowed) == 100 and all(a.diagnostic.code == "E0130" for a in result.allowed)
    lines = text.split("\n")
    assert {a.by for a in result.allowed} == {f"old.cards:{n}" for n, line in enumerate(lines, 1) if "# allow" in line}
    assert len([d for d in result.diagnostics if d.code == "E0130"]) == 200
    assert len(indexed) == 1
