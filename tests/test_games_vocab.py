"""Maniacal's and Champions of Midgard's vocabularies, and the schema's keyed and amounts fields.

The behaviours E29-E40 of shared/spec/EXPRESSIVITY.md each have a card in cards/maniacal or cards/midgard
that checks clean and holds the meaning the line describes, as plain data; malformed mapped fields are
refused with the code, the place and a repair; the data survives JSON (toolkit/lang/serial.py, the
model's own JSON), the formatter and the catalog; and the commands that need an engine say plainly that
these games have none yet.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from toolkit.cli import app
from toolkit.lang import games, load, load_text, serial
from toolkit.lang.formatter import format_file
from toolkit.lang.model import Card
from toolkit.lang.parser import parse
from toolkit.lang.summary import summarise, summary_fields
from toolkit.scaffold import scaffold_card

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
NEW_GAMES = ("maniacal", "midgard")
runner = CliRunner()


def cards_of(game: str) -> dict[str, Card]:
    loaded = load([str(CARDS / game)])
    assert loaded.ok, [d.render() for d in loaded.diagnostics][:3]
    return {c.key: c for c in loaded.cards}


def diagnostics(text: str) -> list[tuple[str, int, int, str, str | None]]:
    result = load_text(text, "t.cards")
    return [(d.code, d.span.line, d.span.column, d.message, d.hint) for d in result.diagnostics if d.span]


# ---------------------------------------------------------------- the games are registered


def test_both_games_are_registered_through_the_entry_points_with_no_engine() -> None:
    declared = games.declared()
    assert declared["maniacal"] == "toolkit.rulesets.maniacal:RULESET"
    assert declared["midgard"] == "toolkit.rulesets.midgard:RULESET"
    for name in NEW_GAMES:
        ruleset = games.get(name)
        assert ruleset is not None and ruleset.name == name and not ruleset.has_engine
        assert "no engine yet" in ruleset.no_engine_note()


EVERY_KIND = {
    "maniacal": {
        "room",
        "henchman",
        "contract",
        "supervillain",
        "lackey",
        "mercenary",
        "power",
        "scheme",
        "finale",
        "hero",
        "location",
    },
    "midgard": {
        "troll",
        "draugr",
        "monster",
        "journey",
        "rune",
        "destiny",
        "merchant-ship",
        "leader",
        "warrior",
        "longship",
        "market-stall",
        "location",
    },
}


@pytest.mark.parametrize("game", NEW_GAMES)
def test_the_card_sets_cover_every_kind_with_at_least_twelve_cards_all_with_ids(game: str) -> None:
    ruleset = games.get(game)
    assert ruleset is not None
    assert set(ruleset.vocabulary.kinds) == EVERY_KIND[game]
    cards = cards_of(game)
    assert len(cards) >= 12
    assert {c.kind for c in cards.values()} == EVERY_KIND[game]
    assert all(c.card_id for c in cards.values())


@pytest.mark.parametrize("game", NEW_GAMES)
def test_a_new_card_of_every_kind_checks_clean(game: str) -> None:
    """`deckwright new` writes, for each kind, the required fields in a form the checker accepts
    (a keyed field with a total gets one name holding it all)."""
    ruleset = games.get(game)
    assert ruleset is not None
    text = f"game {game}\n\n" + "\n".join(
        scaffold_card(ruleset, kind, f"New {kind}") for kind in ruleset.vocabulary.kinds
    )
    result = load_text(text, "new.cards")
    assert result.diagnostics == [] and len(result.cards) == len(ruleset.vocabulary.kinds)


# ---------------------------------------------------------------- E29-E40 as data


def test_e29_to_e33_maniacal() -> None:
    cards = cards_of("maniacal")
    room = cards["man-r001"]  # E29: costs $4, +3 beast and +3 criminal, an activated effect
    assert room.kind == "room" and room.fields["cost"] == {"money": 4}
    assert room.fields["attraction"] == {"beast": 3, "criminal": 3}
    assert room.fields["activation"] == "action"
    (ability,) = room.abilities
    assert ability.window is not None and ability.window.key == "when_activated"
    assert ability.effects[0].action.key == "gain" and ability.effects[0].action.args == {"n": 2, "r": "money"}

    henchman = cards["man-h001"]  # E30: criminal, cost 3, stealth 4, intellect 2
    assert {k: henchman.fields.get(k) for k in ("type", "cost", "stealth", "intellect")} == {
        "type": "criminal",
        "cost": 3,
        "stealth": 4,
        "intellect": 2,
    }

    contract = cards["man-c001"]  # E31: hard, stealth 6 and intellect 4, 5 infamy and $3, injury on failure
    assert contract.fields["difficulty"] == "hard"
    assert contract.fields["needs"] == {"stealth": 6, "intellect": 4}
    assert contract.fields["reward"] == {"infamy": 5, "money": 3}
    (failure,) = contract.abilities
    assert failure.window is not None and failure.window.key == "on_failure"
    injure = failure.effects[0]
    assert injure.action.key == "injure" and injure.action.args == {"n": 1}
    assert injure.target is not None and injure.target.key == "team"

    villain = cards["man-v001"]  # E32: a unique strength and weakness, each rule guarded by its variant
    assert villain.fields["strength"] == "Cold Open" and villain.fields["weakness"] == "Thin Ice"
    guards = [a.condition.term.key for a in villain.abilities if a.condition is not None]  # type: ignore[union-attr]
    assert guards == ["playing_strengths", "playing_weaknesses"]
    strengths = {c.fields["strength"] for c in cards.values() if c.kind == "supervillain"}
    assert len(strengths) == len([c for c in cards.values() if c.kind == "supervillain"])  # unique

    mercenary, lackey = cards["man-m001"], cards["man-l001"]  # E33
    assert mercenary.fields["hired-at"] == "lucifers-lounge" and mercenary.fields["cost"] == {"money": 4}
    assert lackey.fields["villain"] == villain.name and villain.fields["lackey"] == lackey.name
    kinds = games.get("maniacal").vocabulary.kinds  # type: ignore[union-attr]
    assert kinds["lackey"].limits == {"starts_with": True, "recruitable": False}
    assert kinds["mercenary"].limits["recruitable"] is False


def test_e34_to_e40_midgard() -> None:
    cards = cards_of("midgard")
    troll = cards["mid-t001"]  # E34: health, glory, blame for everybody if nobody kills it
    assert troll.fields["health"] == 7 and troll.fields["reward"] == {"glory": 5}
    blame = troll.abilities[0]
    assert blame.window is not None and blame.window.key == "at_clean_up"
    assert blame.condition is not None and blame.condition.term.key == "nobody_killed"  # type: ignore[union-attr]
    effect = blame.effects[0]
    assert effect.action.args == {"n": 1, "r": "blame"} and effect.target is not None
    assert effect.target.key == "each_player"

    draugr = cards["mid-d001"]  # E35: swords cannot fight it; gold
    assert draugr.fields["forbids"] == ("swordsman",) and draugr.fields["reward"] == {"coins": 3}

    monster = cards["mid-m001"]  # E36: health 8, 6 glory and 2 favor
    assert monster.fields["health"] == 8 and monster.fields["reward"] == {"glory": 6, "favor": 2}

    journey = cards["mid-j001"]  # E37: lose 1 warrior or 2 food from the longship
    choice = journey.abilities[0].effects[0]
    options = [[(e.action.key, e.action.args, e.target.key if e.target else None) for e in o] for o in choice.options]  # type: ignore[union-attr]
    assert options == [
        [("lose_warriors", {"n": 1}, "longship")],
        [("lose", {"n": 2, "r": "food"}, "longship")],
    ]

    rune = cards["mid-r001"]  # E38: costs wood, a bonus die in combat
    assert rune.fields["cost"] == {"wood": 2}
    use = rune.abilities[0]
    assert use.window is not None and use.window.key == "during_combat"
    assert use.effects[0].action.args == {"n": 1, "w": "axeman"}

    destiny = cards["mid-y001"]  # E39: glory at the end if a condition holds
    end = destiny.abilities[0]
    assert end.window is not None and end.window.key == "game_end"
    assert end.condition is not None and end.condition.term.args == {"t": "draugr"}  # type: ignore[union-attr]

    ship = cards["mid-s001"]  # E40: goods for glory
    assert ship.fields["cost"] == {"food": 2, "wood": 1} and ship.fields["reward"] == {"glory": 3}

    for key in ("mid-w001", "mid-w002", "mid-w003"):  # the die faces add up to six (the field's total)
        assert sum(cards[key].fields["faces"].values()) == 6


# ---------------------------------------------------------------- refusals

ROOM = 'game maniacal\n\nroom "R" @r {{\n  {line}\n}}\n'
CONTRACT = 'game maniacal\n\ncontract "C" @c {{\n  difficulty hard\n  needs stealth 2\n  {line}\n}}\n'


@pytest.mark.parametrize(
    ("text", "code", "column", "message", "hint"),
    [
        # an unknown resource, with "did you mean"
        (
            CONTRACT.format(line="reward 5 infamy, 3 mony"),
            "E0114",
            22,
            "unknown prize 'mony'; did you mean 'money'?",
            "prize names",
        ),
        # the amount is missing before the resource
        (
            CONTRACT.format(line="reward infamy"),
            "E0104",
            10,
            "the amount is missing: 'infamy' needs an amount",
            "write: reward N infamy",
        ),
        # the resource is missing after the amount: the only one the field takes is offered
        (ROOM.format(line="cost 4"), "E0104", 8, "field 'cost' needs a currency after 4", "write: cost 4 money"),
        # amount and name the other way round
        (
            CONTRACT.format(line="reward infamy 5"),
            "E0104",
            10,
            "takes the number, then the name",
            "write: reward 5 infamy",
        ),
        # two pairs without a comma
        (CONTRACT.format(line="reward 5 infamy 3 money"), "E0104", 19, "is not one", "separate the pairs with commas"),
        # out of range
        (
            CONTRACT.format(line="reward 99 infamy"),
            "E0105",
            10,
            "reward 99 infamy is out of range: it must be from 0 to 30",  # as written (issue 10)
            None,
        ),
        # a quoted text where a pair goes
        (
            CONTRACT.format(line='reward "5 infamy"'),
            "E0104",
            10,
            'not the text "5 infamy"',
            "for example: reward 1 infamy",
        ),
    ],
)
def test_malformed_amounts_are_refused_precisely(
    text: str, code: str, column: int, message: str, hint: str | None
) -> None:
    found = diagnostics(text)
    assert len(found) == 1, found
    got_code, line, got_column, got_message, got_hint = found[0]
    assert (got_code, line, got_column) == (
        code,
        6 if text.startswith(CONTRACT[:20]) and "contract" in text else 4,
        column,
    )
    assert message in got_message
    if hint is not None:
        assert got_hint is not None and hint in got_hint


def test_a_key_given_twice_in_a_keyed_field_is_refused_with_the_first_line() -> None:
    text = (
        'game maniacal\n\nroom "R" @r {\n  cost 2 money\n  attraction beast +3\n  attraction criminal +1, beast +2\n}\n'
    )
    assert diagnostics(text) == [
        (
            "E0107",
            6,
            27,
            "'attraction beast' is given twice (first on line 5)",
            "give each henchman type once in 'attraction': add the two numbers into one",
        )
    ]


def test_a_resource_given_twice_across_lines_is_refused() -> None:
    found = diagnostics(CONTRACT.format(line="reward 5 infamy\n  reward 2 infamy"))
    assert [(c, line, col, m) for c, line, col, m, _ in found] == [
        ("E0107", 7, 10, "'reward infamy' is given twice (first on line 6)")
    ]


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        ("attraction besat +2", 14, "unknown henchman type 'besat'; did you mean 'beast'?"),
        ("attraction criminal", 14, "the amount is missing: 'criminal' needs a number after it"),
        ("attraction 3 mystic", 14, "takes the name, then the number"),
        ("attraction +3", 14, "needs a henchman type before +3"),
        ("attraction", 3, "field 'attraction' has no value"),
    ],
)
def test_malformed_keyed_fields_are_refused_precisely(line: str, column: int, message: str) -> None:
    found = diagnostics(ROOM.format(line=f"cost 1 money\n  {line}"))
    assert [(c, ln, col) for c, ln, col, _, _ in found] == [
        ("E0104" if "unknown" not in message else "E0114", 5, column)
    ]
    assert message in found[0][3]


def test_a_keyed_field_with_a_total_must_add_up() -> None:
    text = 'game midgard\n\nwarrior "W" @w {\n  is axeman\n  faces hit 2, shield 1\n}\n'
    (found,) = diagnostics(text)
    assert found[:4] == ("E0105", 5, 3, "the numbers of 'faces' add up to 3; they must add up to 6")


def test_a_required_mapped_field_that_is_missing_says_how_to_write_it() -> None:
    (found,) = diagnostics('game maniacal\n\ncontract "C" @c {\n  difficulty easy\n  needs brawn 2\n}\n')
    assert found[0] == "E0106" and "'reward'" in found[3] and found[4] == "add a line such as: reward 1 infamy"


def test_a_test_block_in_a_game_with_no_engine_is_one_clear_error() -> None:
    found = diagnostics('game midgard\n\ntest "t" {\n  given alice food 3\n  expect alice food 3\n}\n')
    assert [(c, line) for c, line, *_ in found] == [("E0120", 3)]
    assert "no engine plays it" in found[0][3]


# ---------------------------------------------------------------- JSON, formatter, catalog


@pytest.mark.parametrize("game", NEW_GAMES)
def test_the_model_survives_json_both_ways(game: str) -> None:
    cards = list(cards_of(game).values())
    again = serial.loads(serial.dumps(cards))
    assert again == cards and [c.content_hash() for c in again] == [c.content_hash() for c in cards]
    for card in cards:  # the model's own JSON: mapped fields are plain objects of numbers
        data = json.loads(json.dumps(card.to_json()))
        assert data["fields"] == json.loads(json.dumps(card.fields))
        for value in card.fields.values():
            if isinstance(value, dict):
                assert all(isinstance(k, str) and isinstance(v, int) for k, v in value.items())


def test_the_order_of_pairs_does_not_change_a_cards_meaning() -> None:
    one = load_text(CONTRACT.format(line="reward 5 infamy, 3 money"), "a.cards").cards[0]
    two = load_text(CONTRACT.format(line="reward 3 money\n  reward 5 infamy"), "b.cards").cards[0]
    assert one.fields["reward"] == two.fields["reward"] and one.content_hash() == two.content_hash()


@pytest.mark.parametrize("path", sorted([*(CARDS / "maniacal").glob("*.cards"), *(CARDS / "midgard").glob("*.cards")]))
def test_the_card_files_are_formatted_and_formatting_is_idempotent(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    parsed = parse(text, str(path))
    assert parsed.file is not None
    assert format_file(parsed.file) == text


def test_the_formatter_prints_mapped_fields_canonically() -> None:
    messy = 'game maniacal\nroom   "R" @r {\n  cost   4    money\n    attraction beast +3 ,criminal   3\n}\n'
    parsed = parse(messy, "m.cards")
    assert parsed.file is not None
    tidy = format_file(parsed.file)
    assert tidy == 'game maniacal\n\nroom "R" @r {\n  cost 4 money\n  attraction beast +3, criminal 3\n}\n'
    again = parse(tidy, "m.cards")
    assert again.file is not None and format_file(again.file) == tidy
    assert load_text(tidy).cards[0].fields == load_text(messy).cards[0].fields


def test_summaries_show_mapped_and_listed_fields() -> None:
    maniacal, midgard = cards_of("maniacal"), cards_of("midgard")
    specs = summary_fields([games.get("maniacal").vocabulary])  # type: ignore[union-attr]
    assert (
        summarise(maniacal["man-c001"].fields, specs) == "hard, needs stealth 6, intellect 4, reward 5 infamy, 3 money"
    )
    assert summarise(maniacal["man-r001"].fields, specs) == "costs 4 money, attraction beast 3, criminal 3"
    specs = summary_fields([games.get("midgard").vocabulary])  # type: ignore[union-attr]
    assert summarise(midgard["mid-d001"].fields, specs) == "health 5, attack 2, blue, reward 3 coins, no swordsman"
    assert summarise(midgard["mid-d002"].fields, specs) == "health 4, attack 1, red, reward 2 coins"  # no empty list


def test_the_catalog_imports_searches_and_exports_the_new_games(tmp_path: Path) -> None:
    db = str(tmp_path / "catalog.db")
    paths = [str(CARDS / "maniacal"), str(CARDS / "midgard")]
    result = runner.invoke(app, ["catalog", "import", *paths, "--db", db])
    assert result.exit_code == 0, result.output
    total = len(cards_of("maniacal")) + len(cards_of("midgard"))
    assert f"{total} added" in result.output
    found = runner.invoke(app, ["catalog", "search", "game:midgard kind:draugr", "--db", db, "--format", "json"])
    assert found.exit_code == 0, found.output
    assert {row["key"] for row in json.loads(found.stdout)["cards"]} == {"mid-d001", "mid-d002"}
    exported = runner.invoke(app, ["catalog", "export", "--format", "json", "--db", db])
    rows = {row["key"]: row for row in json.loads(exported.stdout)["cards"]}
    assert rows["man-c001"]["fields"]["reward"] == {"infamy": 5, "money": 3}
    assert rows["man-r001"]["fields"]["attraction"] == {"beast": 3, "criminal": 3}
    table = runner.invoke(app, ["catalog", "export", "--format", "csv", "--db", db])
    reader = {row["key"]: row for row in csv.DictReader(io.StringIO(table.stdout))}
    assert (
        reader["man-c001"]["reward"] == "5 infamy, 3 money" and reader["man-c001"]["needs"] == "stealth 6, intellect 4"
    )
    assert reader["mid-s001"]["cost"] == "2 food, 1 wood"
    again = runner.invoke(app, ["catalog", "import", *paths, "--db", db])  # idempotent
    assert again.exit_code == 0 and f"{total} unchanged" in again.output


# ---------------------------------------------------------------- the commands, with no engine yet


def test_check_and_fmt_are_clean_on_the_new_sets() -> None:
    paths = [str(CARDS / "maniacal"), str(CARDS / "midgard")]
    checked = runner.invoke(app, ["check", *paths])
    assert checked.exit_code == 0 and "no problems" in checked.output
    formatted = runner.invoke(app, ["fmt", "--check", *paths])
    assert formatted.exit_code == 0, formatted.output


@pytest.mark.parametrize("game", NEW_GAMES)
def test_test_and_validate_say_plainly_there_is_no_engine_and_exit_0(game: str, tmp_path: Path) -> None:
    tested = runner.invoke(app, ["test", str(CARDS / game)])
    assert tested.exit_code == 0
    assert re.search(r"note: .*has no engine yet", tested.stderr), tested.stderr
    assert "error" not in tested.stderr
    validated = runner.invoke(app, ["validate", str(CARDS / game), "--db", str(tmp_path / "v.db"), "-f", "json"])
    assert validated.exit_code == 0, validated.output
    report = json.loads(validated.stdout)
    assert report["ok"] and not report["notices"] and len(report["notes"]) == 1
    assert "has no engine yet" in report["notes"][0] and report["summary"]["errors"] == 0
    text = runner.invoke(app, ["validate", str(CARDS / game), "--db", str(tmp_path / "v.db")])
    assert text.exit_code == 0 and "note:" in text.stderr and "warning:" not in text.stderr


def test_simulate_refuses_a_game_with_no_engine_as_a_usage_error() -> None:
    result = runner.invoke(app, ["simulate", "--game", "maniacal", "--games", "1"])
    assert result.exit_code == 2
    assert "Maniacal ('maniacal') has no engine yet" in result.stderr
    assert "games with an engine: munchkin, munchkin-kungfu" in result.stderr


@pytest.mark.parametrize("game", NEW_GAMES)
def test_the_vocabulary_command_lists_the_games_kinds_and_mapped_fields(game: str) -> None:
    result = runner.invoke(app, ["vocabulary", game])
    assert result.exit_code == 0
    for kind in EVERY_KIND[game]:
        assert f"**{kind}**" in result.stdout
    assert "one or more amounts" in result.stdout


def test_build_goes_on_with_the_new_games_and_notes_them(tmp_path: Path) -> None:
    import shutil

    cards = tmp_path / "cards"
    for game in NEW_GAMES:
        shutil.copytree(CARDS / game, cards / game)
    result = runner.invoke(app, ["build", "--cards", str(cards), "--output", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert result.stderr.count("has no engine yet") == 2
    assert (tmp_path / "out" / "catalog.db").is_file()


MARKED = {
    "E29": {"man-r001"},
    "E30": {"man-h001"},
    "E31": {"man-c001"},
    "E32": {"man-v001"},
    "E33": {"man-l001", "man-m001"},
    "E34": {"mid-t001"},
    "E35": {"mid-d001"},
    "E36": {"mid-m001"},
    "E37": {"mid-j001"},
    "E38": {"mid-r001"},
    "E39": {"mid-y001"},
    "E40": {"mid-s001"},
}


def test_every_e_line_from_29_to_40_is_marked_on_the_card_asserted_above() -> None:
    """The cards carry their E-line on their header (`@id {  # E31`), as the family's E1-E28 do."""
    mark = re.compile(r"@([\w-]+) \{  # (E\d+(?:, E\d+)*)$", re.MULTILINE)
    found: dict[str, set[str]] = {}
    for game in NEW_GAMES:
        for path in sorted((CARDS / game).glob("*.cards")):
            for match in mark.finditer(path.read_text(encoding="utf-8")):
                for line in match.group(2).split(", "):
                    found.setdefault(line, set()).add(match.group(1))
    assert found == MARKED


def test_getting_a_game_loads_its_entry_alone_and_names_still_lists_every_game() -> None:
    import subprocess
    import sys

    probe = (
        "import sys; from toolkit.lang import games; r = games.get('munchkin-kungfu'); "
        "print(r.name, sorted(m for m in sys.modules if m.startswith('toolkit.rulesets.'))); "
        "print(games.get('no such game'), list(games.names()))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    first, second = done.stdout.splitlines()
    assert "toolkit.rulesets.maniacal" not in first and "toolkit.rulesets.midgard" not in first
    assert first.startswith("munchkin-kungfu ") and "toolkit.rulesets.munchkin_kungfu" in first
    assert second == "None ['maniacal', 'midgard', 'munchkin', 'munchkin-kungfu']"
