"""Render profiles: what a designer printing at home gets, and what a print service gets.

- ``home``: sheets for a home printer (3 x 3 poker butted on A4 or Letter by default, or 8-up with
  bleed, or fold-over), backs on alternate pages mirrored for duplex, with the printer's back
  offset, as PDF and 300-DPI PNG pages, and the duplex calibration page.
- ``service``: what print services ask for: one PNG per card with its bleed (825 x 1125 px for
  poker, at 300 DPI) and a PDF of one bled card a page, front then back, each page with its TrimBox
  and BleedBox.

Both write the faces (``cards/``) and backs (``backs/``) first: they are the input of everything else.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Profile:
    name: str
    summary: str
    sheets: bool  # imposed sheets (PDF and PNG pages) and the calibration page
    card_pdf: bool  # one card a page, front then back


PROFILES: dict[str, Profile] = {
    p.name: p
    for p in (
        Profile("home", "sheets for a home printer: duplex backs, crop marks, a calibration page", True, False),
        Profile("service", "for a print service: one PNG per card with bleed, a PDF of one card a page", False, True),
    )
}
DEFAULT_PROFILE = "home"
