"""Proof pages (toolkit/i18n/proof.py): every card-text message at the sample numbers and every term in
each case beside the English, written as HTML and read back here."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest
from ftl_support import edit, ftl, make

from toolkit.i18n import Project, proof


class Rows(HTMLParser):
    """The table rows of a proof page: (state, [cell texts])."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "tr":
            self.rows.append((dict(attrs).get("class") or "", []))
        elif tag == "td":
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self._cell is not None:
            self.rows[-1][1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def read_back(path: Path) -> list[tuple[str, list[str]]]:
    parser = Rows()
    parser.feed(path.read_text("utf-8"))
    return [(state, cells) for state, cells in parser.rows if cells]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Project:
    return make(tmp_path, monkeypatch)


def test_messages_at_every_sample_number_beside_the_english(project: Project, tmp_path: Path) -> None:
    out, _ = proof.write_proof(project, "uk", tmp_path / "proof.html")
    rows = read_back(out)
    levels = {cells[1]: (cells[2], cells[3]) for state, cells in rows if cells[0] == "effect-lose-levels"}
    assert list(levels) == [f"$n = {n}" for n in proof.SAMPLES]
    assert levels["$n = 1"] == ("Lose a level.", "Втратьте 1 рівень.")
    assert levels["$n = 2"][1] == "Втратьте 2 рівні."
    assert levels["$n = 5"][1] == "Втратьте 5 рівнів."
    assert levels["$n = 11"][1] == "Втратьте 11 рівнів."
    assert levels["$n = 21"][1] == "Втратьте 21 рівень."
    assert levels["$n = 22"] == ("Lose 22 levels.", "Втратьте 22 рівні.")
    assert all(state == "ok" for state, cells in rows if cells[0] == "effect-lose-levels")


def test_terms_in_each_case_and_polish_plurals(project: Project, tmp_path: Path) -> None:
    rows = read_back(proof.write_proof(project, "uk", tmp_path / "uk.html", ["munchkin-kungfu"])[0])
    dumpling = {cells[1]: cells[3] for _, cells in rows if cells[0] == "-card-fxk-001"}
    assert list(dumpling) == [f"case: {c}" for c in ("nom", "gen", "dat", "acc", "ins", "loc")]
    assert dumpling["case: nom"].startswith("Похмурий Пельмень") and "gender: masc" in dumpling["case: nom"]
    assert dumpling["case: acc"] == "Похмурого Пельменя"  # animate: the accusative is the genitive
    # The family's entries are shown too when the family has no section of its own.
    assert any(cells[0] == "effect-lose-levels" for _, cells in rows)
    polish = ftl(project, "pl", "munchkin.ftl")
    polish.parent.mkdir(parents=True, exist_ok=True)
    polish.write_text(
        "effect-lose-levels = Strać { $n ->\n    [one] { $n } poziom\n    [few] { $n } poziomy\n"
        "    [many] { $n } poziomów\n   *[other] { $n } poziomu\n}.\n",
        "utf-8",
    )
    rows = read_back(proof.write_proof(project, "pl", tmp_path / "pl.html", ["munchkin"])[0])
    levels = {cells[1]: cells[3] for _, cells in rows if cells[0] == "effect-lose-levels"}
    assert (levels["$n = 21"], levels["$n = 22"], levels["$n = 5"]) == (
        "Strać 21 poziomów.",
        "Strać 22 poziomy.",
        "Strać 5 poziomów.",
    )
    missing = [(state, cells) for state, cells in rows if cells[0] == "window-combat"]
    assert missing == [
        ("missing", ["window-combat", "", "During combat", "During combatnot translated: the English shows"])
    ]


def test_stale_and_broken_entries_are_marked_and_text_is_escaped(project: Project, tmp_path: Path) -> None:
    edit(ftl(project, "en", "munchkin.ftl"), "During combat", "While a combat lasts")
    edit(ftl(project, "uk", "munchkin.ftl"), "field-bonus = +{ $n } до сили", "field-bonus = +{ $m } <b>до</b> сили")
    out, _ = proof.write_proof(project, "uk", tmp_path / "proof.html", ["munchkin"])
    html = out.read_text("utf-8")
    assert "<b>до</b>" not in html and "&lt;b&gt;до&lt;/b&gt;" in html
    rows = {cells[0]: (state, cells) for state, cells in read_back(out)}
    assert rows["window-combat"][0] == "stale"
    state, cells = rows["field-bonus"]
    assert state == "error" and "Unknown external: m" in cells[3]


def test_the_generators_functions_and_case_are_shown_not_failed(project: Project, tmp_path: Path) -> None:
    """The card-text generator gives its messages functions (FORM: a phrase in a case) and passes $case to
    every nested phrase: the proof shows what is asked for, and the default of a select on $case."""
    edit(ftl(project, "uk", "munchkin.ftl"), "Переможіть { $monster }", 'Переможіть { FORM($monster, case: "acc") }')
    edit(
        ftl(project, "uk", "munchkin.ftl"),
        "window-combat = Під час бою",
        "window-combat = { $case ->\n   *[nom] Під час бою\n    [gen] бою\n}",
    )
    rows = {
        (c[0], c[1]): (state, c) for state, c in read_back(proof.write_proof(project, "uk", tmp_path / "p.html")[0])
    }
    state, cells = rows["effect-defeat", "$n = 5"]
    assert state == "ok" and cells[3] == "Переможіть ‹monster·acc›, щоб отримати 5 Скарбів."
    state, cells = rows["window-combat", ""]
    assert state == "ok" and cells[3] == "Під час боюselects on $case: the default shown"
