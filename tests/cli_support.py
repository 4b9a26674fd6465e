"""Running ``deckwright`` in-process for the CLI tests: whatever the command does, no traceback."""

from __future__ import annotations

from typer.testing import CliRunner, Result

from toolkit.cli import app


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    """``deckwright ARGS``: the result, after asserting it ended by an exit, never an exception."""
    result = CliRunner().invoke(app, list(args), env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result
