"""The ``deckwright`` command line: one module per command group over the library.

``app`` is the Typer app (tests drive it with ``typer.testing.CliRunner``), ``main`` the
entry point of the ``deckwright`` script and of ``python -m toolkit``.
"""

from toolkit.cli.app import app, main

__all__ = ["app", "main"]
