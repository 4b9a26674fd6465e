"""``deckwright rulebook build``: a game's players' rulebook in a language, as HTML and PDF."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from toolkit.cli.output import QuietOption, ReportOption, check_format, chosen_names, emit_json, fail, say, warn
from toolkit.cli.project import here, project_translations

app = typer.Typer(help="Players' rulebooks: HTML with print CSS, and PDF.", no_args_is_help=True)


@app.command("build")
def build(
    game: Annotated[str | None, typer.Option("--game", "-g", help="The game, e.g. munchkin (default: all).")] = None,
    lang: Annotated[
        str | None,
        typer.Option("--lang", "-l", help="Language code(s), comma-separated: en, es, uk, de, pl (default: all)."),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="html, pdf, or both: html,pdf.")] = "html,pdf",
    out: Annotated[
        Path, typer.Option("--out", "-o", help="Where the files are written (in a project: its output folder).")
    ] = Path("output/rulebooks"),
    cards: Annotated[
        Path, typer.Option("--cards", help="The card sets the worked examples come from (in a project: its cards).")
    ] = Path("cards"),
    workers: Annotated[int, typer.Option("--workers", "-j", min=1, help="Rulebooks built at once.")] = 1,
    report: ReportOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Build rulebooks: every number from the ruleset, every example a real card; files are written atomically."""
    check_format(report, what="report")
    from toolkit.i18n.catalogs import LANGUAGES, Project
    from toolkit.rulebook import FORMATS, RulebookError, build_rulebooks

    project = Project.default()
    mine = here().project
    if mine is not None:  # a project's game, its languages and its folders (deckwright.toml), wherever inside it
        project = project_translations(mine)  # its templates, its locales/ over the shipped catalogs
        game = game or mine.game
        lang = lang or ",".join(mine.languages)
        out = mine.output / "rulebooks" if out == Path("output/rulebooks") else out
        cards = mine.cards if cards == Path("cards") else cards
    if not cards.is_dir():
        fail(f"no card folder at {cards} (the worked examples come from its cards; see --cards)")
    games = chosen_names(game, project.games(), "game")
    languages = chosen_names(lang, LANGUAGES, "language")
    formats = chosen_names(format, FORMATS, "format")
    try:
        results = build_rulebooks(
            out, games=games, languages=languages, formats=formats, cards_root=cards, workers=workers, project=project
        )
    except RulebookError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(f"cannot write the rulebooks to {out}: {exc.strerror or exc}")
    if report == "json":  # the warnings in the report, none on stderr (as render's notes)
        emit_json(
            {
                "ok": True,
                "built": sum(not r.reused for r in results),
                "unchanged": sum(r.reused for r in results),
                "rulebooks": [
                    {
                        "game": r.game,
                        "lang": r.lang,
                        "written": [str(p) for p in r.written],
                        "unchanged": r.reused,
                        "seconds": round(r.seconds, 3),
                    }
                    for r in results
                ],
                "written": [str(p) for r in results for p in r.written],
                "warnings": list(dict.fromkeys(m for r in results for m in r.warnings)),
            }
        )
        return
    shown: set[str] = set()
    for result in results:
        for message in result.warnings:
            if message not in shown:  # a missing catalog or font tool is said once, not per book
                shown.add(message)
                warn(message)
        files = ", ".join(str(p) for p in result.written)
        say(f"{result.game} ({result.lang}): {files} in {result.seconds:.1f} s")
