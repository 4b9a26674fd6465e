"""A condition on a monster's `during combat` rule is refused (the engine reads none there, E0119); its
help names the form that does work, a lasting rule with an `if`, so a designer is not left guessing."""

from __future__ import annotations

from pathlib import Path

from toolkit.lang.load import load

CARDS = """game munchkin

monster "Envy Wraith" {
  level 6
  treasures 2
  during combat: strength +4 if level is the highest
  bad stuff: lose 2 levels
}

monster "Fair Wraith" {
  level 6
  treasures 2
  if level is the highest: strength +4
  bad stuff: lose 2 levels
}
"""


def test_the_help_of_a_refused_condition_names_the_lasting_form(tmp_path: Path) -> None:
    path = tmp_path / "c.cards"
    path.write_text(CARDS, encoding="utf-8")
    found = [d for d in load([str(path)]).diagnostics if d.is_error]
    assert [(d.code, d.span.line, d.span.column) for d in found if d.span] == [("E0119", 6, 33)]
    assert "'if CONDITION: strength +N'" in (found[0].hint or "")
