"""cold12: a check that draws nothing fits each box for the verdict alone (typography.check_fit).

fit_text chooses the size a face is drawn at (a binary search between the design size and the minimum);
preflight, and so `deckwright validate`, reads only whether the text fits and, when it does not, the
layout at the minimum size its finding (V0601) describes. check_fit lays the text out at the minimum
first and at the design size only when that does not fit. Its verdict must never be "fits" where
fit_text's layout overflows, nor the other way round, and an overflow's layout is fit_text's own."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_validate_runner import _without_timings

from toolkit.lang.load import load
from toolkit.render import faces as render_faces
from toolkit.render import typography
from toolkit.render.frames import icon_names
from toolkit.render.layout import Layouts
from toolkit.text import identities
from toolkit.validate.reporters import render
from toolkit.validate.runner import ValidateOptions, validate

ROOT = Path(__file__).resolve().parent.parent
preflight = importlib.import_module("toolkit.render.preflight")  # the module: the package's name is the function
FONTS = ("serif", "serif-bold", "condensed", "condensed-bold", "condensed-italic", "sans-bold")
ICONS = icon_names()
# Words of every shape a box holds: short and long, hyphenated, punctuated, numbers, icon tokens (known and
# not), and the languages' own letters (German compounds and Cyrillic break at their dictionaries' points).
WORDS = (
    "a",
    "to",
    "the",
    "level",
    "+1",
    "-3",
    "Go",
    "Up",
    "treasure.",
    "(curse)",
    "half-orc",
    "run-away",
    "disproportionately",
    "overcompensation,",
    "Überversicherungsgesellschaft",
    "Schatzkartenstapel",
    "Найнеймовірніший",
    "скарбів",
    "przeciwnikowi",
    "desafortunadamente",
    "[headgear]",
    "[treasure]",
    "[nothing-drawn]",
    "Wardrobe",
    "Malfunction!",
)
LANGS = ("en", "de", "uk", "pl", "es")

paragraph = st.lists(st.sampled_from(WORDS), min_size=0, max_size=40).map(" ".join)
texts = st.lists(st.tuples(st.booleans(), paragraph), min_size=1, max_size=4).map(
    lambda parts: "\n".join(("> " if quoted else "") + words for quoted, words in parts)
)


@st.composite
def boxes(draw: st.DrawFn) -> dict[str, Any]:
    size = draw(st.floats(min_value=4.0, max_value=16.0))
    return {
        "font_name": draw(st.sampled_from(FONTS)),
        "size_pt": size,
        "min_pt": draw(st.floats(min_value=2.0, max_value=size)),
        "box": (draw(st.integers(min_value=1, max_value=700)), draw(st.integers(min_value=1, max_value=500))),
        "lang": draw(st.sampled_from(LANGS)),
        "icons": draw(st.sampled_from((frozenset(), ICONS))),
        "max_lines": draw(st.sampled_from((None, 1, 2, 3, 6))),
        "alt_font_name": draw(st.sampled_from((None, "condensed-italic", "serif-italic"))),
        "hyphenate": draw(st.booleans()),
    }


def _same_layout(one: typography.Fitted, other: typography.Fitted) -> None:
    assert (one.px, one.fits, one.shrunk, one.read_language) == (
        other.px,
        other.fits,
        other.shrunk,
        other.read_language,
    )
    assert one.height == other.height and one.width == other.width
    assert typography.text_of(one.lines) == typography.text_of(other.lines)
    assert [[(p.x, p.width, p.icon) for p in line.pieces] for line in one.lines] == [
        [(p.x, p.width, p.icon) for p in line.pieces] for line in other.lines
    ]


# One Fonts for each side, kept over the examples as a run keeps them: the memos are exercised too.
_CHECKED = Layouts().fonts
_FITTED = Layouts().fonts
_SHARED = Layouts().fonts


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=texts, args=boxes(), fit_first=st.booleans())
def test_the_verdict_is_fit_texts_and_an_overflow_its_layout(text: str, args: dict[str, Any], fit_first: bool) -> None:
    full = typography.fit_text(text, _FITTED, **args)
    verdict = typography.check_fit(text, _CHECKED, **args)
    assert (verdict is None) == full.fits  # never "fits" where the full layout overflows, nor the reverse
    if verdict is not None:
        _same_layout(verdict, full)
    # On one Fonts, whichever asks first, the other answers the same (a face checked, then drawn).
    if fit_first:
        drawn = typography.fit_text(text, _SHARED, **args)
        checked = typography.check_fit(text, _SHARED, **args)
    else:
        checked = typography.check_fit(text, _SHARED, **args)
        drawn = typography.fit_text(text, _SHARED, **args)
    assert (checked is None) == drawn.fits == full.fits
    _same_layout(drawn, full)


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    made: list[int] = []
    plain = typography.layout_text

    def counting(text: str, font: Any, px: int, *args: Any, **kwargs: Any) -> typography.Fitted:
        made.append(px)
        return plain(text, font, px, *args, **kwargs)

    monkeypatch.setattr(typography, "layout_text", counting)
    return made


def test_a_shrunk_text_is_checked_with_one_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    made = _counted(monkeypatch)
    text = "Overcompensation and disproportionately long words " * 4
    args = ("condensed", 12.0, 6.0, (300, 400), "en")
    drawn = typography.fit_text(text, Layouts().fonts, *args)
    assert drawn.fits and drawn.shrunk and len(made) > 2  # the size a face is drawn at: a search
    made.clear()
    assert typography.check_fit(text, Layouts().fonts, *args) is None
    assert made == [round(typography.pt_to_px(6.0))]  # fits at the minimum: that one layout decides


CROWDED = """\
game munchkin

monster "NAME" @c12-001 {
  level 3
  treasures 1
  bad stuff: lose 1 level
  flavour "FLAVOUR"
}

monster "Sulking Slime Supreme" @c12-002 {
  level 2
  treasures 1
  bad stuff: lose footgear
  flavour "FLAVOUR"
}

monster "Moderately Wordy Wyrm" @c12-003 {
  level 4
  treasures 2
  bad stuff: lose 2 levels
  flavour "SOME"
}
"""


@pytest.fixture(scope="module")
def crowded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("crowded") / "munchkin"
    folder.mkdir()
    words = "It files a form in triplicate for every step you take toward it, and another for the way back. "
    name = "The Unreasonably Long-Winded and Overdressed Bureaucratic Paperwork Golem of the Nine Filing Cabinets"
    text = CROWDED.replace("NAME", name).replace("FLAVOUR", words * 9).replace("SOME", words * 2)
    (folder / "crowded.cards").write_text(text, encoding="utf-8")
    return folder


def test_preflight_never_searches_for_a_size(crowded: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cards = load([str(ROOT / "cards" / "munchkin" / "monsters.cards"), str(crowded)]).cards
    words = identities(cards)
    full = preflight.preflight(cards, ("en", "de"), layouts=Layouts(), identities=words)

    def searched(*_args: object) -> None:
        raise AssertionError("preflight chose a size to draw at")

    monkeypatch.setattr(typography, "_fit_text", searched)
    found = preflight.preflight(cards, ("en", "de"), layouts=Layouts(), identities=words)
    assert found == full
    assert {p.lang for p in found if p.code == "R0010"} == {"en", "de"}  # the crowded cards' name and flavour


def _report(paths: list[str], tmp: Path) -> Any:
    report = validate(
        paths,
        options=ValidateOptions(use_cache=False, workers=1, states=0, cards_root=ROOT / "cards", db_url=str(tmp)),
    )
    return _without_timings(json.loads(render(report, "json")))


def test_validate_reports_the_same_with_and_without_the_verdict_alone(
    crowded: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = [str(ROOT / "cards" / "munchkin" / "monsters.cards"), str(crowded)]
    monkeypatch.setattr(render_faces, "_DEFAULT_LAYOUTS", [])  # no box fitted by another test
    fast = _report(paths, tmp_path / "fast.db")
    plain = render_faces.compose
    monkeypatch.setattr(preflight, "compose", lambda *a, **k: plain(*a, **{**k, "check_only": False}))
    monkeypatch.setattr(render_faces, "_DEFAULT_LAYOUTS", [])
    full = _report(paths, tmp_path / "full.db")
    assert fast == full
    overflows = [d["message"] for d in _diagnostics(fast) if d.get("code") == "V0601"]
    langs = {message.split("(")[1].split("/")[0] for message in overflows}
    boxes = {message.split("/")[1].split(")")[0] for message in overflows}
    assert len(langs) >= 3 and len(boxes) >= 2, overflows  # overflows in several languages are compared


def _diagnostics(value: Any) -> list[dict[str, Any]]:
    if isinstance(value, dict):
        found = [value] if "code" in value and "message" in value else []
        return found + [d for v in value.values() for d in _diagnostics(v)]
    if isinstance(value, list):
        return [d for v in value for d in _diagnostics(v)]
    return []
