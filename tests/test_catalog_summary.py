"""The catalog's one-line summary and CSV columns come from the fields a game's vocabulary marks
(FieldSpec.summary / export, toolkit/lang/summary.py), not from field names the catalog knows."""

from __future__ import annotations

from toolkit.catalog.export import csv_columns
from toolkit.lang.summary import export_columns, summarise, summary_fields
from toolkit.lang.vocabulary import FieldSpec, KindSpec, Vocabulary

DRAFT = Vocabulary(
    kinds={
        "room": KindSpec(
            "room",
            "rooms",
            (
                FieldSpec("cost", "int", summary="costs ${value}", summary_rank=2, export=True),
                FieldSpec(
                    "attraction", "int", default=0, summary="+{value} attraction", summary_rank=1, quiet_default=True
                ),
                FieldSpec("secret", "flag", default=False, summary="secret", summary_rank=3),
                FieldSpec("flavour", "text"),
            ),
        )
    },
    enums={},
    effects=(),
)


def test_a_game_of_its_own_gets_its_own_summary_in_its_own_order() -> None:
    specs = summary_fields([DRAFT])
    assert [s.name for s in specs] == ["attraction", "cost", "secret"]
    assert summarise({"cost": 3, "attraction": 2, "secret": True, "flavour": "x"}, specs) == (
        "+2 attraction, costs $3, secret"
    )
    assert summarise({"cost": 1, "attraction": 0, "secret": False}, specs) == "costs $1"  # quiet at its default
    assert export_columns([DRAFT]) == ("cost",)


def test_the_munchkin_family_marks_what_the_catalog_showed_before() -> None:
    from toolkit.lang.games import get

    ruleset = get("munchkin")
    assert ruleset is not None
    specs = summary_fields([ruleset.vocabulary])
    assert summarise({"level": 8, "treasures": 2, "levels": 1}, specs) == "level 8, 2 treasures"
    assert (
        summarise({"gold": 200, "bonus": 1, "slot": "headgear", "big": False}, specs) == "bonus +1, 200 gold, headgear"
    )
    assert summarise({"level": 16, "treasures": 1, "levels": 2}, specs) == "level 16, 1 treasure, 2 levels"
    assert csv_columns()[6:10] == ("level", "treasures", "bonus", "gold")
