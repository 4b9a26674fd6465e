"""``deckwright i18n``: the translator's workflow over the gettext catalogs of the rulebooks."""

from __future__ import annotations

from typing import Annotated

import typer

from toolkit.cli.output import EXIT_OK, EXIT_PROBLEMS, QuietOption, check_format, emit_json, error, fail, out, say

app = typer.Typer(
    help="Translations: extract, update, compile, status and check the message catalogs.", no_args_is_help=True
)

GameOption = Annotated[str | None, typer.Option("--game", "-g", help="One game's catalogs (default: all).")]
LangOption = Annotated[
    str | None, typer.Option("--lang", "-l", help="Language code(s), comma-separated (default: all).")
]


def _scope(game: str | None, lang: str | None) -> tuple[object, list[str], list[str]]:
    from toolkit.cli.rulebook import _names
    from toolkit.i18n.catalogs import LANGUAGES, Project

    project = Project.default()
    return project, _names(game, project.games(), "game"), _names(lang, LANGUAGES, "language")


def _report(paths: list[object], verb: str) -> None:
    for path in paths:
        say(f"{verb} {path}")
    if not paths:
        say("nothing written: up to date")


@app.command("extract")
def extract(game: GameOption = None, _quiet: QuietOption = False) -> None:
    """Write each game's message template (locales/rulebook-GAME.pot) from its rulebook templates."""
    from toolkit.i18n import workflow

    project, games, _ = _scope(game, None)
    try:
        _report(workflow.extract(project, games), "wrote")  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))


@app.command("update")
def update(game: GameOption = None, lang: LangOption = None, _quiet: QuietOption = False) -> None:
    """Merge the templates into every language's catalog: new strings appear, changed ones become
    fuzzy, translations of a changed English source are marked stale."""
    from toolkit.i18n import workflow

    project, games, languages = _scope(game, lang)
    try:
        _report(workflow.update(project, games, languages), "updated")  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))


@app.command("compile")
def compile_(game: GameOption = None, lang: LangOption = None, _quiet: QuietOption = False) -> None:
    """Write a .mo beside each .po (fuzzy entries left out)."""
    from toolkit.i18n import workflow

    project, games, languages = _scope(game, lang)
    try:
        _report(workflow.compile_catalogs(project, games, languages), "compiled")  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))


@app.command("status")
def status(
    game: GameOption = None,
    lang: LangOption = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Per game and language: translated, fuzzy, missing and stale strings, in percent."""
    from toolkit.i18n import status as compute

    check_format(format)
    project, games, languages = _scope(game, lang)
    try:
        results = compute(project, games, languages)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))
    if format == "json":
        emit_json({"catalogs": [r.to_json() for r in results]})
        return
    out.print(
        f"{'game':<18}{'lang':<6}{'strings':>8}{'translated':>12}{'fuzzy':>8}{'missing':>9}{'stale':>8}", markup=False
    )
    for r in results:
        out.print(
            f"{r.game:<18}{r.lang:<6}{r.total:>8}{r.percent(r.translated):>11.1f}%{r.percent(r.fuzzy):>7.1f}%"
            f"{r.percent(r.missing):>8.1f}%{r.percent(r.stale):>7.1f}%",
            markup=False,
        )
        for entry in r.stale_entries:
            out.print(f"  stale: line {entry['line']}: {entry['msgid']}", markup=False)


@app.command("check")
def check(game: GameOption = None, lang: LangOption = None, _quiet: QuietOption = False) -> None:
    """Fail (exit 1) on missing, fuzzy or stale translations, placeholder or number mismatches,
    incomplete plural forms and a wrong Plural-Forms header, each at file:line."""
    from toolkit.i18n import check as run_check
    from toolkit.lang.printable import printable

    project, games, languages = _scope(game, lang)
    try:
        problems = run_check(project, games, languages)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))
    for problem in problems:
        error(printable(problem.render()))
    if problems:
        raise typer.Exit(EXIT_PROBLEMS)
    say(f"checked {len(games)} game(s) in {len(languages)} language(s): no problems")
    raise typer.Exit(EXIT_OK)
