"""The one error a sheet command cannot go on after: a file that is no sheet, a sheet for another
game, an address that cannot be fetched and was never cached. Problems in cells are diagnostics."""

from __future__ import annotations

from toolkit.lang.diagnostics import Diagnostic


class SheetError(Exception):
    """A sheet or a diff that cannot be read at all (exit 2): ``code`` is an S-code of docs/diagnostics.md."""

    def __init__(self, code: str, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint

    def diagnostic(self) -> Diagnostic:
        return Diagnostic(self.code, self.message, None, hint=self.hint)
