"""The balance report (`deckwright validate --balance`, toolkit/validate/balance.py).

The statistics are checked against published values; the report against a card made
deliberately too strong, which must be flagged (V0501) while an ordinary card is not.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect

from toolkit.catalog.database import create_schema, has_schema, sqlite_url
from toolkit.lang import load
from toolkit.lang.diagnostics import Severity
from toolkit.lang.load import load_text
from toolkit.lang.model import Card
from toolkit.rulesets import get
from toolkit.rulesets.munchkin_rules.game import new_game
from toolkit.validate.balance import (
    BalanceOptions,
    BalanceSummary,
    GameOutcome,
    _diagnostics,
    _measures,
    balance_report,
    benjamini_hochberg,
    binomial_test,
    drama,
    holm,
    lead_changes,
    mcnemar_exact,
    paired_difference_interval,
    percentile,
    summary_text,
    wilson_interval,
)

ROOT = Path(__file__).resolve().parent.parent

# A one-hand item worth +10 (the strongest one-hand item of the set is worth +3): too strong.
STRONG = """game munchkin

item "Sword of Everything" @test-sword {
  hands 1
  bonus +{bonus}
  gold 300
  flavour "One hand, +{bonus}."
}
"""
PLAIN = "mun-052"  # Colander of Cranial Safety: headgear +2, usable by anyone
TESTED = ("test-sword", PLAIN)
GAMES, CONFIRM = 30, 60  # few games, to keep the tests quick; the sword's effect is large enough


# ---------------------------------------------------------------- statistics against known values


def test_mcnemar_exact_known_values() -> None:
    # b=2, c=10: 2 * (C(12,0) + C(12,1) + C(12,2)) / 2^12 = 2 * 79 / 4096, worked by hand.
    assert mcnemar_exact(2, 10) == pytest.approx(158 / 4096)
    assert mcnemar_exact(10, 2) == mcnemar_exact(2, 10)
    # Cavo et al. (2012), Fagerland, Lydersen & Laake, "Statistical Analysis of Contingency Tables", ch. 8:
    # 6 and 16 discordant pairs, exact conditional McNemar P = 0.052479.
    assert mcnemar_exact(6, 16) == pytest.approx(0.052479, abs=5e-7)
    assert mcnemar_exact(0, 5) == pytest.approx(2 / 32)
    assert mcnemar_exact(3, 3) == 1.0
    assert mcnemar_exact(0, 0) == 1.0


def test_wilson_interval_known_values() -> None:
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", table II (score method).
    for successes, trials, low, high in [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (1, 29, 0.0061, 0.1718)]:
        assert wilson_interval(successes, trials) == pytest.approx((low, high), abs=1e-4)
    low, high = wilson_interval(0, 20)
    assert low == pytest.approx(0.0, abs=1e-12) and high == pytest.approx(0.1611, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    narrow, wide = wilson_interval(20, 40, 0.90), wilson_interval(20, 40, 0.99)
    assert wide[0] < narrow[0] < 0.5 < narrow[1] < wide[1]


def test_paired_difference_interval_known_values() -> None:
    # Cavo et al. (2012): 59 both, 6 first only, 16 second only, 80 neither; the Newcombe
    # square-and-add interval is -0.0621 (95% CI -0.1186 to -0.0046) (Fagerland et al., ch. 8).
    low, high = paired_difference_interval(59, 6, 16, 80)
    assert (low, high) == pytest.approx((-0.1186, -0.0046), abs=1e-4)
    # No discordant pairs: the effect is 0 and the interval still has width.
    low, high = paired_difference_interval(10, 0, 0, 30)
    assert low < 0 < high


def test_binomial_test() -> None:
    # With p = 1/2 the two-sided exact binomial test is McNemar's (b=2, c=10 above).
    assert binomial_test(2, 12, 0.5) == pytest.approx(158 / 4096)
    assert binomial_test(10, 40, 0.25) == pytest.approx(1.0)
    assert binomial_test(0, 0, 0.25) == 1.0
    scipy_stats = pytest.importorskip("scipy.stats")
    for k, n, p in [(3, 40, 0.25), (17, 40, 0.25), (9, 30, 1 / 3), (50, 120, 0.2)]:
        assert binomial_test(k, n, p) == pytest.approx(scipy_stats.binomtest(k, n, p).pvalue, rel=1e-9)


def test_multiple_comparison_adjustments() -> None:
    pvalues = [0.01, 0.04, 0.03, 0.005]
    # Holm: sorted 0.005*4, 0.01*3, 0.03*2, 0.04*1 -> running maximum 0.02, 0.03, 0.06, 0.06.
    assert holm(pvalues) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    # Benjamini–Hochberg: p * m / rank, running minimum from the largest.
    assert benjamini_hochberg(pvalues) == pytest.approx([0.02, 0.04, 0.04, 0.02])
    assert holm([]) == [] and benjamini_hochberg([0.5]) == [0.5]


def test_game_measures_on_traces() -> None:
    # Levels after each turn, 3 seats: seat 0 leads, then seat 2 leads, seat 0 ties (no change), seat 0 leads.
    trace = [(2, 1, 1), (2, 1, 3), (3, 1, 3), (5, 1, 3), (10, 2, 4)]
    assert lead_changes(trace) == 2
    assert lead_changes([(1, 1, 1), (1, 1, 1)]) == 0
    gap, behind, decided = drama(trace, [0])
    assert behind == pytest.approx(1 / 5)  # seat 0 trailed after the second turn only
    assert decided == pytest.approx(2 / 5)  # ...which was 2 turns into a 5-turn game
    assert gap == pytest.approx((1 / 5) / 10)  # a mean gap of 0.2 levels, on a 10-level scale
    assert drama(trace, []) == (0.0, 0.0, 0.0)
    assert percentile([5, 1, 4, 2, 3], 0.9) == 5 and percentile([], 0.9) == 0.0


def test_first_seat_advantage_flagged() -> None:
    fair = [GameOutcome((i % 4,), 30, 0) for i in range(80)]
    options = BalanceOptions()
    assert not _measures(fair, 4, options).first_seat_flagged
    lopsided = [GameOutcome((0,) if i % 2 else (i % 4,), 30, 0) for i in range(80)]  # first player wins ~62%
    measures = _measures(lopsided, 4, options)
    assert measures.first_seat_flagged and measures.first_seat_rate > 0.5
    assert measures.wins_by_position[0] == measures.first_seat_rate
    unknown = [GameOutcome((0,), 30, -1) for _ in range(80)]  # an engine that does not say who went first
    assert not _measures(unknown, 4, options).first_seat_flagged
    from toolkit.validate.balance import GameBalance

    game = GameBalance("munchkin", "Munchkin", 4, measures)
    text = (ROOT / "cards/munchkin/items.cards").read_text(encoding="utf-8")
    pool = load([str(ROOT / "cards/munchkin/items.cards")]).cards
    found = _diagnostics(game, pool, options, {pool[0].file: text})
    assert [d.code for d in found] == ["V0502"]
    assert found[0].severity is Severity.WARNING
    assert found[0].span is not None and found[0].span.line == 1  # the `game munchkin` line
    assert any("exact binomial test" in note for note in found[0].notes)


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="balance-band"):
        balance_report([], BalanceOptions(band=1.5))
    assert BalanceOptions(games=0, confidence=1.0, correction="x").problems() and not BalanceOptions().problems()


# ---------------------------------------------------------------- forcing a card into a hand


@pytest.fixture(scope="module")
def project() -> Any:
    return load([str(ROOT / "cards/munchkin")])


def pool_with(project: Any, bonus: int) -> tuple[list[Card], dict[str, str]]:
    extra = load_text(STRONG.replace("{bonus}", str(bonus)), "strong.cards")
    assert not extra.diagnostics
    return [*project.cards, *extra.cards], {**project.sources, **extra.sources}


def test_forcing_swaps_the_card_into_the_hand(project: Any) -> None:
    ruleset = get("munchkin")
    assert ruleset is not None
    cards = project.cards
    base = new_game(ruleset, cards, 4, seed=7)
    wanted = next(c for c in cards if c.key == "mun-085")  # a door card
    forced = new_game(ruleset, cards, 4, seed=7, force=(2, wanted.key))
    held = [forced.card(u).key for zone in forced.players[2].zones() for u in zone]
    assert wanted.key in held
    # Hands keep their size and the decks their length: one card was swapped, nothing added.
    for a, b in zip(base.players, forced.players, strict=True):
        assert sum(len(z) for z in a.zones()) == sum(len(z) for z in b.zones())
    assert len(base.doors.draw) == len(forced.doors.draw)
    assert forced.card_conservation() is None
    # Forcing a card the seat already holds changes nothing.
    already = next(base.card(u).key for u in base.players[1].hand)
    again = new_game(ruleset, cards, 4, seed=7, force=(1, already))
    assert again.log.digest() == base.log.digest()
    with pytest.raises(LookupError):
        new_game(ruleset, cards, 4, seed=7, force=(0, "no-such-card"))


# ---------------------------------------------------------------- the report


@pytest.fixture(scope="module")
def first_run(project: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, BalanceSummary, str]:
    db = str(tmp_path_factory.mktemp("balance") / "catalog.db")
    cards, sources = pool_with(project, 10)
    options = BalanceOptions(games=GAMES, confirm=CONFIRM, only=TESTED, db=db)
    diagnostics, summary = balance_report(cards, options, sources)
    return diagnostics, summary, db


def comparable(summary: BalanceSummary) -> dict[str, Any]:
    found = summary.to_json()
    found.pop("seconds")
    found.pop("stored_in")
    for game in found["games"]:
        game.pop("run_id"), game.pop("previous_run"), game.pop("changes")
    return found


def test_overpowered_card_is_flagged_and_a_plain_card_is_not(first_run: tuple[Any, BalanceSummary, str]) -> None:
    diagnostics, summary, _db = first_run
    flagged = [d for d in diagnostics if d.code == "V0501"]
    assert len(flagged) == 1
    warning = flagged[0]
    assert warning.severity is Severity.WARNING
    assert warning.span is not None and (warning.span.file, warning.span.line) == ("strong.cards", 3)
    assert "Sword of Everything" in warning.message and warning.hint
    notes = " ".join(warning.notes)
    assert "exact McNemar test" in notes and "confidence interval" in notes and "Holm" in notes
    assert "confirmed on 60 further games" in notes
    (game,) = summary.games
    sword, plain = (next(c for c in game.cards if c.key == key) for key in TESTED)
    # Screened outside the band, then confirmed on new games: the verdict is the confirmation's.
    assert sword.confirmed and sword.games == CONFIRM and abs(sword.screen_effect) > 0.15
    assert sword.flagged and sword.effect > 0.15 and sword.ci_low > 0 and sword.p_adjusted < 0.05
    assert not plain.flagged and abs(plain.effect) <= 0.15
    confirmed = sum(c.confirmed for c in game.cards)
    assert summary.games_played == GAMES * 3 + CONFIRM * (1 + confirmed)  # baselines, then each card
    assert game.measures.games == GAMES and game.measures.turns_p90 >= game.measures.turns_median > 0
    assert 0 < game.discordant < 1 and 0 < game.independent < 1
    text = summary_text(summary)
    assert "FLAGGED" in text and "first seat wins" in text and "lead changes per game" in text
    assert "won one way only" in text


def test_same_seed_same_report_for_any_worker_count(
    project: Any, first_run: tuple[Any, BalanceSummary, str], tmp_path: Path
) -> None:
    cards, sources = pool_with(project, 10)
    options = BalanceOptions(games=12, confirm=12, only=TESTED, store=False)
    one = balance_report(cards, options, sources)
    two = balance_report(cards, dataclasses.replace(options, workers=2), sources)
    assert comparable(one[1]) != comparable(two[1])  # the options differ (workers): compare the games
    assert comparable(one[1])["games"] == comparable(two[1])["games"]
    assert one[0] == two[0]
    assert one[1].games_played == two[1].games_played > 12 * 3


def test_runs_are_stored_and_changes_reported(project: Any, first_run: tuple[Any, BalanceSummary, str]) -> None:
    _unused, summary, db = first_run
    (game,) = summary.games
    assert game.run_id is not None and game.previous_run is None and summary.stored_in == db
    engine = create_engine(sqlite_url(db))
    assert {"balance_runs", "balance_cards"} <= set(inspect(engine).get_table_names())
    engine.dispose()
    # The sword toned down to +1: it is no longer flagged, and the report says so at the card.
    cards, sources = pool_with(project, 1)
    options = BalanceOptions(games=GAMES, confirm=CONFIRM, only=TESTED, db=db)
    diagnostics, toned = balance_report(cards, options, sources)
    assert toned.games[0].previous_run == game.run_id
    assert not [d for d in diagnostics if d.code == "V0501"]
    notes = [d for d in diagnostics if d.code == "V0503"]
    assert notes and all(d.severity is Severity.NOTE for d in notes)
    assert any("no longer flagged" in d.message and "edited" in d.message for d in notes)
    assert notes[0].span is not None and notes[0].span.file == "strong.cards"
    assert any("no longer flagged" in change for change in toned.games[0].changes)
    # Other settings are another series; the same cards and settings again: nothing changed.
    small = BalanceOptions(games=4, confirm=0, only=(PLAIN,), db=db)
    _d, other = balance_report(cards, small, sources)
    assert other.games[0].previous_run is None
    diagnostics, same = balance_report(cards, small, sources)
    assert same.games[0].previous_run == other.games[0].run_id and same.games[0].changes == []
    assert not [d for d in diagnostics if d.code == "V0503"]
    assert "nothing changed since run" in summary_text(same)


def test_storage_leaves_the_catalog_whole_and_reports_a_bad_database(project: Any, tmp_path: Path) -> None:
    cards, sources = pool_with(project, 10)
    options = BalanceOptions(games=4, confirm=0, only=(PLAIN,))
    # An existing catalog keeps its tables; the balance tables are added beside them.
    db = tmp_path / "catalog.db"
    engine = create_engine(sqlite_url(db))
    create_schema(engine)
    diagnostics, summary = balance_report(cards, dataclasses.replace(options, db=str(db)), sources)
    assert has_schema(engine) and summary.games[0].run_id is not None
    assert not [d for d in diagnostics if d.code == "V0504"]
    engine.dispose()
    # Something that is not a database: a warning, and the report is still complete.
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database" * 100)
    diagnostics, summary = balance_report(cards, dataclasses.replace(options, db=str(junk)), sources)
    (problem,) = [d for d in diagnostics if d.code == "V0504"]
    assert problem.severity is Severity.WARNING and "junk.db" in problem.message
    assert summary.games[0].cards and summary.stored_in is None
    assert junk.read_bytes() == b"this is not a database" * 100


@pytest.mark.slow
def test_an_overpowered_card_among_a_whole_set_is_found_at_the_defaults(project: Any) -> None:
    """The sword among all 100-odd Munchkin cards, at the default settings (a minute or two): the
    screening picks it out and its confirmation survives the correction over the confirmed cards."""
    cards, sources = pool_with(project, 10)
    diagnostics, summary = balance_report(cards, BalanceOptions(workers=2, store=False), sources)
    (game,) = summary.games
    sword = next(c for c in game.cards if c.key == "test-sword")
    assert sword.confirmed and sword.flagged
    flagged = {d.span.file for d in diagnostics if d.code == "V0501" and d.span is not None}
    assert "strong.cards" in flagged
    assert not [d for d in diagnostics if d.code == "V0502"]
    assert len(game.cards) == len([c for c in cards if c.deck is not None])


def test_every_balance_code_is_documented() -> None:
    import re

    source = "".join(
        (ROOT / "toolkit/validate" / name).read_text("utf-8") for name in ("balance.py", "balance_store.py")
    )
    docs = (ROOT / "docs/diagnostics.md").read_text(encoding="utf-8")
    in_source = set(re.findall(r"\"(V05\d\d)\"", source))
    in_docs = set(re.findall(r"^### (V05\d\d) — ", docs, flags=re.MULTILINE))
    assert in_source == in_docs == {"V0501", "V0502", "V0503", "V0504"}
    section = docs[docs.index("### Balance (V05xx)") :]
    for code, severity in [("V0501", "warning"), ("V0502", "warning"), ("V0503", "note"), ("V0504", "warning")]:
        assert f"{severity}[{code}]" in section


def test_games_the_engine_cannot_finish_are_left_out(project: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from toolkit.validate import balance

    real = balance.play_game  # the core's loop (toolkit/engine/play.py): (rules, ruleset, cards, players, seed, ...)

    def flaky(*args: Any, force: tuple[int, str] | None = None, **kwargs: Any) -> Any:
        if force is not None and args[4] % 2:  # every other game with the card forced
            raise RuntimeError("boom")
        return real(*args, force=force, **kwargs)

    monkeypatch.setattr(balance, "play_game", flaky)
    options = BalanceOptions(games=6, confirm=0, only=(PLAIN,), store=False)
    _unused, summary = balance_report(project.cards, options, project.sources)
    (card,) = summary.games[0].cards
    assert card.games == 3 and len(summary.failures) == 3 and "RuntimeError: boom" in summary.failures[0]
    assert "3 game(s) stopped by an engine error" in summary_text(summary)


def test_validate_balance_plays_whole_sets_and_files_diagnostics(
    project: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from toolkit.lang.diagnostics import Diagnostic
    from toolkit.validate import balance
    from toolkit.validate.report import CardResult, ValidationReport

    plain = next(c for c in project.cards if c.key == PLAIN)
    report = ValidationReport(files=[plain.file], sources=dict(project.sources), cards=[CardResult(plain)])
    # One card validated: the games still use the whole set under --cards, and test that card alone.
    summary = balance.validate_balance(report, BalanceOptions(games=4, confirm=0, store=False), ROOT / "cards")
    (game,) = summary.games
    assert [c.key for c in game.cards] == [PLAIN] and summary.options.only == (PLAIN,)
    assert game.measures.finished > 0  # a lone file of items could not have made a game
    # Diagnostics go to the card whose header they point at; the others to the report itself.
    found = [
        Diagnostic("V0501", "too strong", plain.span, Severity.WARNING),
        Diagnostic("V0502", "first seat", None, Severity.WARNING),
    ]
    monkeypatch.setattr(balance, "balance_report", lambda *args, **kwargs: (found, BalanceSummary(BalanceOptions())))
    balance.validate_balance(report, BalanceOptions(store=False), ROOT / "cards")
    assert [d.code for d in report.cards[0].diagnostics] == ["V0501"]
    assert [d.code for d in report.other] == ["V0502"]
    assert report.warnings == 2 and report.exit_code == 0


def test_a_card_marked_accepted_is_measured_but_not_flagged() -> None:
    from toolkit.validate.balance import ACCEPTED, CardBalance, _judge

    def result(accepted: bool) -> CardBalance:
        return CardBalance("k", "K", "f.cards", 1, 160, 75, 40, 50, 15, 0.22, 0.12, 0.31, 1.6e-5, accepted=accepted)

    plain, marked = result(False), result(True)
    _judge([plain, marked], BalanceOptions())
    assert plain.flagged and not marked.flagged and not marked.inconclusive and marked.p_adjusted < 0.05
    assert ACCEPTED.search('race "Elf" {  # balance: accepted (elves are strong by design)\n  is elf\n}')
    assert not ACCEPTED.search('race "Elf" {  # balanced\n  is elf\n}')


def test_balance_tables_from_another_version_are_reported_not_broken(project: Any, tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "old.db"
    with sqlite3.connect(db) as connection:
        connection.execute("CREATE TABLE balance_cards (id INTEGER PRIMARY KEY, run_id INTEGER, key TEXT)")
        connection.execute("INSERT INTO balance_cards VALUES (1, 1, 'kept')")
    options = BalanceOptions(games=2, confirm=0, only=(PLAIN,), db=str(db))
    diagnostics, summary = balance_report(project.cards, options, project.sources)
    (problem,) = [d for d in diagnostics if d.code == "V0504"]
    assert "another version" in problem.message and "balance_cards.effect" in problem.message
    assert summary.games[0].run_id is None
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT key FROM balance_cards").fetchall() == [("kept",)]


def test_no_balance_run_over_cards_with_errors(project: Any) -> None:
    from toolkit.lang.diagnostics import Diagnostic
    from toolkit.validate.balance import run_for_validate
    from toolkit.validate.report import CardResult, ValidationReport

    plain = next(c for c in project.cards if c.key == PLAIN)
    broken = CardResult(plain, [Diagnostic("V0301", "a test block fails", plain.span)])
    report = ValidationReport(files=[plain.file], cards=[broken])
    assert run_for_validate(report, BalanceOptions(games=2, store=False), ROOT / "cards") is None
    assert any("did not run" in notice for notice in report.notices)


# ---------------------------------------------------------------- `deckwright validate --balance`


def test_validate_command_with_balance(tmp_path: Path) -> None:
    import json

    from typer.testing import CliRunner

    from toolkit.cli import app

    runner = CliRunner()
    base = ["validate", str(ROOT / "cards/munchkin/levels.cards"), "--cards", str(ROOT / "cards"), "--states", "0"]
    db = ["--db", str(tmp_path / "catalog.db")]
    result = runner.invoke(app, [*base, *db, "--balance", "--balance-games", "4"])
    assert result.exit_code == 0, result.output
    assert "balance:" in result.stdout and "first seat wins" in result.stdout and "stored in" in result.stdout
    # Machine formats keep stdout to themselves: the summary goes to stderr.
    result = runner.invoke(app, [*base, *db, "--balance", "--balance-games", "4", "--format", "json"])
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert "balance:" in result.stderr and "nothing changed since run" in result.stderr
    # The JSON report carries the balance results too, in the shape its schema (tests/data) gives.
    balance = report["balance"]
    assert balance["games_played"] > 0 and [g["game"] for g in balance["games"]] == ["munchkin"]
    measured = {card["key"] for card in balance["games"][0]["cards"]}
    assert measured and measured <= {c["key"] for c in report["cards"]}
    import jsonschema

    schema = json.loads((ROOT / "tests" / "data" / "validate-report.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(report)
    assert "balance" not in json.loads(runner.invoke(app, [*base, *db, "--format", "json"]).stdout)
    # Without --balance no game is played for it; a bad option is a usage error before anything runs.
    assert "balance:" not in runner.invoke(app, [*base, *db]).output
    for flag, value in [("--balance-band", "2"), ("--balance-confidence", "1.5"), ("--balance-games", "0")]:
        result = runner.invoke(app, [*base, *db, "--balance", flag, value])
        assert result.exit_code == 2 and flag in result.output
