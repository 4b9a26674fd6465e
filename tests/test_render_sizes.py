"""The print geometry agrees with the trade's table (shared/spec/PRINT.md) to the pixel."""

import pytest

from toolkit.render.sizes import CARD_SIZES, PAPERS, mm_to_pt


@pytest.mark.parametrize(
    ("name", "trim", "full"),
    [
        ("poker", (750, 1050), (825, 1125)),
        ("poker-metric", (744, 1039), (819, 1114)),
        ("bridge", (675, 1050), (750, 1125)),
        ("tarot", (825, 1425), (900, 1500)),
        ("euro", (697, 1087), (772, 1162)),
        ("mini-euro", (520, 791), (595, 866)),
    ],
)
def test_card_sizes_in_pixels_at_300_dpi(name: str, trim: tuple[int, int], full: tuple[int, int]) -> None:
    size = CARD_SIZES[name]
    assert size.trim_px == trim
    assert size.full_px == full
    left, top, right, bottom = size.trim_box_px
    assert (right - left, bottom - top) == trim


def test_the_poker_safe_zone_is_675_by_975() -> None:
    left, top, right, bottom = CARD_SIZES["poker"].safe_box_px
    assert (right - left, bottom - top) == (675, 975)
    trim_left, trim_top, _, _ = CARD_SIZES["poker"].trim_box_px
    assert left - trim_left == 38 and top - trim_top == 38  # 1/8 in inside the trim


def test_papers() -> None:
    assert PAPERS["a4"].px == (2480, 3508)
    assert PAPERS["letter"].px == (2550, 3300)
    assert mm_to_pt(210.0) == pytest.approx(595.276, abs=0.001)
