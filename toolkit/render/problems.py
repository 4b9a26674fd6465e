"""What a render finds wrong with a card: overflow, a missing glyph, an element outside the safe zone, bad art.

A problem names the card, the language and the box, and where the card is written, so a designer
reads ``cards/munchkin/items.cards:52: R0010 mun-054/uk/rules: ...`` and knows what to shorten in
which translation (codes: docs/diagnostics.md, "Render codes").
"""

from __future__ import annotations

from dataclasses import dataclass

from toolkit.lang.printable import printable

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class RenderProblem:
    code: str
    card: str  # the card's key (its id, else its name as a slug)
    lang: str
    box: str  # the layout box it concerns ("" for the whole card)
    message: str
    file: str = ""
    line: int = 0
    severity: str = ERROR

    def render(self) -> str:
        """``file:line: CODE card/lang/box: message`` (the file's part left out when the card has none)."""
        where = f"{self.file}:{self.line}: " if self.file else ""
        subject = "/".join(part for part in (self.card, self.lang, self.box) if part)
        return printable(f"{where}{self.code} {subject}: {self.message}")

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": self.severity,
            "card": self.card,
            "lang": self.lang,
            "box": self.box,
            "message": self.message,
            "file": self.file,
            "line": self.line,
        }
