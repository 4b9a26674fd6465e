"""The expected-token help names every alternative the patterns allow (issue 10, item 6).

Where a phrase stops fitting, every pattern that got that far may want something different there:
`return a card from the` is followed by 'hand' (`from the hand of ...`) or a deck (`from the door
discard pile`, `from the treasure deck`). The message lists them all, each once, in the order tried.
"""

from __future__ import annotations

from toolkit.lang.load import load_text


def diagnostics(effect: str) -> list[tuple[str, str, int, int, str]]:
    text = f'game munchkin\n\none-shot "X" {{\n  gold 100\n  any time: {effect}\n}}\n'
    loaded = load_text(text, "x.cards")
    return [(d.code, d.message, d.span.line, d.span.column, d.hint or "") for d in loaded.diagnostics]


def test_a_phrase_cut_short_lists_every_place_it_may_go_on_to() -> None:
    assert diagnostics("return a card from the") == [
        (
            "E0104",
            "'return a card from the' does not fit 'in the hand of SELECTOR', 'in the DECK discard pile' or "
            "'in the DECK deck': expected 'hand' or a deck, found nothing",
            5,
            35,
            "",
        )
    ]


def test_a_wrong_word_there_lists_them_in_the_hint() -> None:
    assert diagnostics("return a card from the pocket") == [
        (
            "E0108",
            "unknown effect 'return a card from the pocket'",
            5,
            36,
            "after 'return a card from the' comes 'hand' or a deck, not 'pocket'",
        )
    ]


def test_every_word_of_a_choice_of_words_and_every_pattern_is_named() -> None:
    # `whenever WHO kill|kills a monster`, `... die|dies`, ...: each event's pattern and each word
    # of its choice of words is named (the first word of the first pattern alone said 'kill').
    text = 'game munchkin\n\nitem "X" {\n  gold 100\n  whenever another player: draw 1 door\n}\n'
    found = [(d.code, d.message, d.span.line, d.span.column) for d in load_text(text, "x.cards").diagnostics]
    assert found == [
        (
            "E0104",
            "'whenever another player' does not fit any timing window or cost: expected 'kill', 'kills', 'die', "
            "'dies', 'win', 'wins', 'lose', 'loses', 'gain', 'gains', 'play', 'plays', 'start' or 'starts', "
            "found nothing",
            5,
            26,
        )
    ]
