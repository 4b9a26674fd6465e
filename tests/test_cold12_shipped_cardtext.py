"""cold12: the shipped card-text files' records ship parsed (toolkit/text/parsed/, toolkit/text/ftlcache.py).

A cold run (nothing kept yet) read every shipped .ftl file with fluent.syntax, 0.6-0.8 s of a cold
`deckwright validate`. The records ship beside ftlcache, named by the key of each file's bytes (with
ftlcache's format and fluent.syntax's version), and are read only under that name and checked as kept
ones are. Stale, missing or left-over records fail here; `python -m tests.shipped_cardtext --update`
writes them again."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from shipped_cardtext import problems, shipped_files

from toolkit import text
from toolkit.lang.load import load
from toolkit.text import LANGUAGES, bundles, ftlcache
from toolkit.text.bundles import _parse_file, parse_file
from toolkit.text.files import text_languages

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _cold(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder and nothing parsed in this process: a first run."""
    monkeypatch.setenv("DECKWRIGHT_CACHE", str(tmp_path / "cache"))
    _parse_file.cache_clear()
    text.forget()
    yield tmp_path / "cache"
    _parse_file.cache_clear()
    text.forget()


def _parses(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    parsed: list[Path] = []
    plain = bundles._records

    def counting(path: Path, source: str, lang: str) -> dict[str, list[object]]:
        parsed.append(path)
        return plain(path, source, lang)

    monkeypatch.setattr(bundles, "_records", counting)
    return parsed


def test_the_shipped_records_are_what_the_parser_makes_today() -> None:
    found = problems()
    assert not found, f"{found[:5]}: run `python -m tests.shipped_cardtext --update`"
    assert len(shipped_files()) >= 60


def test_a_first_run_parses_no_shipped_file(_cold: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = _parses(monkeypatch)
    cards = load([str(ROOT / "cards" / "munchkin" / "monsters.cards")]).cards
    for lang in LANGUAGES:
        assert text.render(cards[0], lang).rules
    assert parsed == []  # main parsed the ten Munchkin files here
    kept = [p.name for p in _cold.glob("cardtext/*.json") if re.fullmatch(r"[0-9a-f]{64}\.json", p.name)]
    assert kept == []  # no file's records written: the shipped ones are not copied


def test_card_text_is_the_same_from_the_shipped_records_as_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = load([str(ROOT / "cards" / "munchkin"), str(ROOT / "cards" / "munchkin-kungfu")]).cards
    words = text.identities(cards)

    def every_text() -> list[object]:
        return [text.render(card, lang, words) for card in cards for lang in text_languages(card.game)]

    shipped = every_text()
    _parse_file.cache_clear()
    text.forget()
    monkeypatch.setattr(ftlcache, "SHIPPED", tmp_path / "none")
    monkeypatch.setenv("DECKWRIGHT_CACHE", "off")
    parsed = _parses(monkeypatch)
    assert every_text() == shipped
    assert len(parsed) >= 20  # both games' files in five languages, parsed this time


def _copy(tmp_path: Path, edit: str = "") -> Path:
    source = ROOT / "locales" / "en" / "cardtext" / "munchkin.ftl"
    path = tmp_path / "munchkin.ftl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source.read_text(encoding="utf-8") + edit, encoding="utf-8")
    return path


def test_the_same_bytes_anywhere_are_read_and_an_edited_file_is_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parsed = _parses(monkeypatch)
    same = parse_file(_copy(tmp_path), "en")
    assert parsed == []  # named by its bytes, not by where the file is
    edited = parse_file(_copy(tmp_path / "edited", "cold-twelve = Edited\n"), "en")
    assert len(parsed) == 1 and edited["cold-twelve"].program == ["Edited", {}]
    assert {k: v for k, v in edited.items() if k != "cold-twelve"} == {
        k: v._replace(file=edited[k].file) for k, v in same.items()
    }


def test_records_of_another_parser_version_are_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ftlcache, "_salt", lambda: b"deckwright-cardtext-1-fluent.syntax-99.0\n")
    parsed = _parses(monkeypatch)
    parse_file(_copy(tmp_path), "en")
    assert len(parsed) == 1


@pytest.mark.parametrize(
    "damage",
    [
        "not json",
        '{"format": 1, "entries": {"hello": [1]}}',
        '{"format": 99, "entries": {}}',
    ],
)
def test_a_shipped_document_not_as_written_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    path = _copy(tmp_path)
    forged = tmp_path / "parsed"
    forged.mkdir()
    (forged / f"{ftlcache.key(path.read_bytes())}.json").write_text(damage, encoding="utf-8")
    monkeypatch.setattr(ftlcache, "SHIPPED", forged)
    parsed = _parses(monkeypatch)
    entries = parse_file(path, "en")
    assert len(parsed) == 1 and len(entries) > 100


def test_a_forged_compiled_form_in_a_shipped_document_is_parsed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from toolkit.text.bundles import Bundle
    from toolkit.text.files import GameFiles

    path = tmp_path / "x.ftl"
    path.write_text("hello = Hi { $name }\n", encoding="utf-8")
    forged = tmp_path / "parsed"
    forged.mkdir()
    record = [1, [], [], "", "", "hello = Hi { $name }", {"": ["name"]}, [["q", 1], {}]]
    document = json.dumps({"format": ftlcache.FORMAT, "entries": {"hello": record}})
    (forged / f"{ftlcache.key(path.read_bytes())}.json").write_text(document, encoding="utf-8")
    monkeypatch.setattr(ftlcache, "SHIPPED", forged)
    found = Bundle(GameFiles("munchkin", "en", (path,), ()))
    assert found.format("hello", {"name": "Ann"}) == "Hi Ann"
