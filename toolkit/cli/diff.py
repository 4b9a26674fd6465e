"""``deckwright diff A B``: cards added, removed and changed between two versions of a set (two git
revisions of the repository the cards are in, or two folders), as text, Markdown or HTML."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from toolkit.cli.output import EXIT_OK, EXIT_PROBLEMS, QuietOption, fail, note, write_stdout

FORMATS = ("text", "markdown", "html")


def register(app: typer.Typer) -> None:
    app.command("diff")(diff)


def diff(
    before: Annotated[str, typer.Argument(help="The older version: a git revision (commit, tag, branch) or a folder.")],
    after: Annotated[str, typer.Argument(help="The newer version: a git revision or a folder.")],
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="With revisions: the card folders or files to compare (default: the project's cards)."),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="text, markdown or html.")] = "text",
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write the report to this file.")] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", "-l", help="Languages of the generated text shown, comma-separated.")
    ] = None,
    exit_code: Annotated[
        bool, typer.Option("--exit-code", help="Exit 1 when any card changed (as git diff --exit-code).")
    ] = False,
    _quiet: QuietOption = False,
) -> None:
    """List the cards added, removed and changed, field by field and rule by rule."""
    import os

    from toolkit.cli.project import here
    from toolkit.files import write_atomic
    from toolkit.sheet.diff import diff_sets, git_root, read_version
    from toolkit.sheet.diffreport import RENDERERS, summary
    from toolkit.sheet.errors import SheetError

    if format not in FORMATS:
        fail(f"unknown format '{format}': {', '.join(FORMATS)}", "see 'deckwright diff --help'")
    where = here()
    repo = git_root(Path.cwd())
    if paths:
        chosen = paths
    elif where.project is not None:
        chosen = [str(where.project.cards)]
    else:
        chosen = ["."]
    relative: list[str] = []
    if repo is not None:
        for item in chosen:
            full = Path(item).resolve()
            try:
                relative.append(os.path.relpath(full, repo))
            except ValueError:
                relative.append(item)
    languages = tuple(x.strip() for x in lang.split(",") if x.strip()) if lang else ()
    if lang is None and where.project is not None:
        languages = tuple(where.project.languages)
    try:
        label_a, set_a = read_version(before, repo, relative, where.bases)
        label_b, set_b = read_version(after, repo, relative, where.bases)
    except SheetError as exc:
        fail(exc.message, exc.hint)
    result = diff_sets(set_a, set_b, (label_a, label_b), languages or ("en",))
    if result.problems:
        note(f"{len(result.problems)} card problem(s) in the versions compared: those cards are left out")
    text = RENDERERS[format](result)
    if out is None:
        write_stdout(text)
    else:
        try:
            write_atomic(out, text)
        except OSError as exc:
            fail(f"cannot write {out}: {exc.strerror or exc}", code=EXIT_PROBLEMS)
        note(f"wrote {out}: {summary(result)}")
    raise typer.Exit(EXIT_PROBLEMS if exit_code and not result.empty else EXIT_OK)
