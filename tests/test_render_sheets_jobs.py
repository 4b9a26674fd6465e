"""Render jobs: faces drawn over workers into files, sheets and service files from them, and an
interrupted render that leaves no half-written file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from render_support import DrawnFaces

from toolkit.lang.load import load
from toolkit.render import jobs, sheets
from toolkit.render.profiles import PROFILES
from toolkit.render.sizes import CARD_SIZES, PAPERS

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def cards() -> list[object]:
    result = load([str(ROOT / "cards" / "munchkin" / "curses.cards")])
    assert result.ok
    return result.cards[:12]


def _no_temporaries(folder: Path) -> None:
    left = [p for p in folder.rglob("*") if p.name.endswith(".tmp")]
    assert not left, left


def test_faces_go_to_files_in_card_order_over_workers(cards: list[object], tmp_path: Path) -> None:
    job = jobs.Job("munchkin", tuple(cards), out=tmp_path, workers=2)  # type: ignore[arg-type]
    rendered = jobs.render_faces(job, DrawnFaces())
    assert [front for front, _ in rendered.pairs] == [jobs.file_part(c.key) for c in cards]  # type: ignore[attr-defined]
    for path in rendered.images.values():
        with Image.open(path) as image:
            assert image.size == (825, 1125) and image.mode == "RGB"
            assert image.info.get("dpi", (0, 0))[0] == pytest.approx(300, abs=0.1)
    assert (tmp_path / "munchkin" / "en" / "backs").is_dir()


def test_home_profile_writes_sheets_pdf_pngs_and_calibration(cards: list[object], tmp_path: Path) -> None:
    job = jobs.Job("munchkin", tuple(cards), lang="uk", out=tmp_path)  # type: ignore[arg-type]
    spec = sheets.SheetSpec(PAPERS["letter"], CARD_SIZES["poker"])
    _, written, _ = jobs.run_profile(job, PROFILES["home"], spec, DrawnFaces())
    names = sorted(p.name for p in written)
    assert "munchkin-uk-letter-butted.pdf" in names and "calibration-letter.pdf" in names
    pages = [n for n in names if n.startswith("munchkin-uk-letter-butted-p")]
    assert len(pages) == 4  # 12 cards: two sheets, fronts and backs
    with Image.open(tmp_path / "munchkin" / "uk" / "sheets" / pages[0]) as page:
        assert page.size == (2550, 3300)  # Letter at 300 DPI
    assert len(PdfReader(tmp_path / "munchkin" / "uk" / "sheets" / "munchkin-uk-letter-butted.pdf").pages) == 4


def test_service_profile_is_a_card_a_page(cards: list[object], tmp_path: Path) -> None:
    job = jobs.Job("munchkin", tuple(cards), out=tmp_path)  # type: ignore[arg-type]
    spec = sheets.SheetSpec(PAPERS["a4"], CARD_SIZES["poker"])
    _, written, _ = jobs.run_profile(job, PROFILES["service"], spec, DrawnFaces())
    (path,) = written
    assert len(PdfReader(path).pages) == 2 * len(cards)  # front, back, front, back...


def test_an_interrupted_render_leaves_no_half_written_file(cards: list[object], tmp_path: Path) -> None:
    job = jobs.Job("munchkin", tuple(cards), out=tmp_path)  # type: ignore[arg-type]
    with pytest.raises(RuntimeError, match="drawing failed"):
        jobs.render_faces(job, DrawnFaces(fail_at=5))
    written = sorted((tmp_path / "munchkin" / "en" / "cards").iterdir())
    assert len(written) == 5  # the five drawn before the failure, each whole
    for path in written:
        with Image.open(path) as image:
            image.load()  # a truncated PNG would raise here
    _no_temporaries(tmp_path)


def test_a_pdf_write_that_fails_half_way_leaves_the_old_file(
    cards: list[object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    job = jobs.Job("munchkin", tuple(cards), out=tmp_path)  # type: ignore[arg-type]
    rendered = jobs.render_faces(job, DrawnFaces())
    spec = sheets.SheetSpec(PAPERS["a4"], CARD_SIZES["poker"])
    jobs.render_sheets(job, spec, rendered, formats=("pdf",))
    target = tmp_path / "munchkin" / "en" / "sheets" / "munchkin-en-a4-butted.pdf"
    before = target.read_bytes()
    from toolkit.render import pdf

    def broken(self: object, page: object) -> None:
        raise KeyboardInterrupt  # Ctrl-C while the pages are being put together

    monkeypatch.setattr(pdf.PdfWriter, "add", broken)
    with pytest.raises(KeyboardInterrupt):
        jobs.render_sheets(job, spec, rendered, formats=("pdf",))
    assert target.read_bytes() == before
    _no_temporaries(tmp_path)


def test_a_query_narrows_the_cards(tmp_path: Path) -> None:
    source = str(ROOT / "cards" / "munchkin")
    result = load([source])
    chosen = jobs.select(result.cards, "kind:curse", result, [source])
    assert chosen and all(c.kind == "curse" for c in chosen)
    assert len(chosen) < len(result.cards)
    assert jobs.select(result.cards, None, result, [source]) == result.cards


def test_variants_name_their_folders() -> None:
    job = jobs.Job("munchkin", (), lang="es", size=CARD_SIZES["tarot"], ink_saving=True)
    assert job.variant == "es-tarot-ink" and job.stem == "munchkin-es-tarot-ink"


def test_render_all_renders_each_game_and_language_once_until_inputs_change(
    cards: list[object], tmp_path: Path
) -> None:
    chosen = {"munchkin": cards[:4]}
    done = jobs.render_all(tmp_path, chosen, lambda game: ("en", "uk"), maker=lambda job: DrawnFaces())  # type: ignore[arg-type]
    assert [(d.lang, d.reused) for d in done] == [("en", False), ("uk", False)]
    folder = tmp_path / "munchkin" / "uk"
    for part in ("sheets/munchkin-uk-a4-butted.pdf", "service/munchkin-uk-cards.pdf", "tts/munchkin-uk.json"):
        assert (folder / part).is_file(), part
    assert len(list((folder / "cards").glob("*.png"))) == 4
    again = jobs.render_all(tmp_path, chosen, lambda game: ("en", "uk"), maker=lambda job: DrawnFaces())  # type: ignore[arg-type]
    assert all(d.reused for d in again)
    fewer = jobs.render_all(tmp_path, {"munchkin": cards[:3]}, lambda game: ("en",), maker=lambda job: DrawnFaces())  # type: ignore[arg-type]
    assert [d.reused for d in fewer] == [False]  # other cards: the digest differs, the variant renders again
