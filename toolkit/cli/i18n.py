"""``deckwright i18n``: the translator's workflow over the rulebooks' gettext catalogs (.po) and the
card text's Fluent files (.ftl): extract, update, compile, status, check and proof pages. Inside a
designer's project every command works on the project's own files (its locales/ over the shipped
ones: docs/projects.md, "Translations"), and none writes outside it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from toolkit.cli.output import (
    EXIT_OK,
    EXIT_PROBLEMS,
    EXIT_USAGE,
    QuietOption,
    check_format,
    chosen_names,
    emit_json,
    error,
    fail,
    out,
    say,
)
from toolkit.cli.project import here, project_translations

if TYPE_CHECKING:
    from toolkit.i18n.check import Problem

app = typer.Typer(
    help="Translations: extract, update, compile, status and check the message catalogs.", no_args_is_help=True
)

GameOption = Annotated[str | None, typer.Option("--game", "-g", help="One game's catalogs (default: all).")]
LangOption = Annotated[
    str | None, typer.Option("--lang", "-l", help="Language code(s), comma-separated (default: all).")
]


KINDS = ("rulebook", "messages", "terms", "cards")  # the kinds of text `status` and `check` cover
KindOption = Annotated[
    str | None,
    typer.Option("--kind", "-k", help=f"Kind(s) of text, comma-separated: {', '.join(KINDS)} (default: all)."),
]


def _scope(game: str | None, lang: str | None) -> tuple[object, list[str], list[str]]:
    """The translations worked on, the games (with a rulebook or card text) and the languages asked for.
    Inside a designer's project: the project's own (its locales/ over the shipped ones, its game, its
    languages); else the shipped catalogs."""
    from toolkit.i18n.catalogs import LANGUAGES, Project
    from toolkit.i18n.fluent_cards import text_games

    where = here()
    if where.project is None:
        project = Project.default()
        games = sorted({*project.games(), *text_games(project)})
        return project, chosen_names(game, games, "game"), chosen_names(lang, LANGUAGES, "language")
    project = project_translations(where.project)
    games = sorted({*project.games(), *text_games(project)})
    chosen = chosen_names(game, games, "game") if game else [g for g in games if g == where.project.game]
    if lang:
        return project, chosen, chosen_names(lang, LANGUAGES, "language")
    # By default the languages the project prints in (deckwright.toml), and those its translators have
    # begun (a folder of its locales/), English, the source, first.
    begun = [x for x in LANGUAGES if (project.locales / x / "cardtext").is_dir()]
    return project, chosen, list(dict.fromkeys(["en", *text_languages(), *where.project.languages, *begun]))


def _kinds(kind: str | None) -> list[str]:
    return chosen_names(kind, KINDS, "kind")


def _rulebook_games(project: object, games: list[str]) -> list[str]:
    return [g for g in games if g in project.games()]  # type: ignore[attr-defined]


FormatOption = Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")]


def _report(paths: list[object], verb: str, format: str = "text") -> None:
    """The files written, one line each; ``json``: ``{"ok", verb: [paths]}`` on stdout."""
    from toolkit.i18n.check import _display
    from toolkit.lang.printable import printable

    if format == "json":
        emit_json({"ok": True, verb: [_display(Path(str(path))) for path in paths]})
        return

    for path in paths:
        say(f"{verb} {printable(_display(Path(str(path))))}")  # relative to the working directory when below it
    if not paths:
        say("nothing written: up to date")


@app.command("extract")
def extract(game: GameOption = None, format: FormatOption = "text", _quiet: QuietOption = False) -> None:
    """Write each game's message template (locales/rulebook-GAME.pot) from its rulebook templates, and the
    English card text derived from its cards (cards-GAME.ftl, -card-KEY name stubs in terms-GAME.ftl; in a
    project, its own cards' and the words they declare)."""
    from toolkit.i18n import fluent_workflow, workflow

    check_format(format)
    project, games, _ = _scope(game, None)
    try:
        written = workflow.extract(project, _rulebook_games(project, games))  # type: ignore[arg-type]
        _report([*written, *fluent_workflow.extract(project, games)], "wrote", format)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))


@app.command("update")
def update(
    game: GameOption = None, lang: LangOption = None, format: FormatOption = "text", _quiet: QuietOption = False
) -> None:
    """Merge the English into every language's catalog and card-text files: new strings appear (in .po
    files empty; in .ftl files they are listed as missing), changed ones become fuzzy, translations of a
    changed English source are marked stale, removed ones go."""
    from toolkit.i18n import fluent_workflow, workflow

    check_format(format)
    project, games, languages = _scope(game, lang)
    if languages == ["en"] and project.is_overlay and format != "json":  # type: ignore[attr-defined]
        say("note: this project names no language but English: give one (--lang uk) or list them in deckwright.toml")
    try:
        written = workflow.update(project, _rulebook_games(project, games), languages)  # type: ignore[arg-type]
        _report([*written, *fluent_workflow.update(project, games, languages)], "updated", format)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))


@app.command("compile")
def compile_(
    game: GameOption = None, lang: LangOption = None, format: FormatOption = "text", _quiet: QuietOption = False
) -> None:
    """Write a .mo beside each .po (fuzzy entries left out)."""
    from toolkit.i18n import workflow

    check_format(format)
    project, games, languages = _scope(game, lang)
    try:
        compiled = workflow.compile_catalogs(project, _rulebook_games(project, games), languages)  # type: ignore[arg-type]
        _report(compiled, "compiled", format)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))


@app.command("status")
def status(
    game: GameOption = None,
    lang: LangOption = None,
    kind: KindOption = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Per game, language and kind of text (rulebook, card-text messages, terms, cards): translated,
    fuzzy, missing and stale entries, in percent; each stale entry by file and line."""
    from toolkit.i18n import fluent_check
    from toolkit.i18n import status as compute

    check_format(format)
    project, games, languages = _scope(game, lang)
    kinds = _kinds(kind)
    try:
        results = compute(project, _rulebook_games(project, games), languages) if "rulebook" in kinds else []  # type: ignore[arg-type]
        results += [r for r in fluent_check.status(project, games, languages) if r.kind in kinds]  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))
    if format == "json":
        emit_json({"ok": True, "catalogs": [r.to_json() for r in results]})
        return
    out.print(
        f"{'game':<18}{'kind':<10}{'lang':<6}{'strings':>8}{'translated':>12}{'fuzzy':>8}{'missing':>9}{'stale':>8}",
        markup=False,
    )
    for r in results:
        out.print(
            f"{r.game:<18}{r.kind:<10}{r.lang:<6}{r.total:>8}{r.share('translated'):>11.1f}%{r.share('fuzzy'):>7.1f}%"
            f"{r.share('missing'):>8.1f}%{r.share('stale'):>7.1f}%",
            markup=False,
        )
        for entry in r.stale_entries:
            what = entry.get("msgid", entry.get("id"))
            where = f"{r.file}:{entry['line']}" if r.file else f"line {entry['line']}"
            out.print(f"  stale: {where}: {what}", markup=False)


@app.command("check")
def check(
    game: GameOption = None,
    lang: LangOption = None,
    kind: KindOption = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Fail (exit 1) on missing, fuzzy or stale translations, placeholder or variable mismatches,
    numbers or icon tokens that differ, incomplete plural forms, a wrong Plural-Forms header, a case
    or attribute a message asks of a term that the termbase lacks, glossary terms translated otherwise
    than the termbase says, and Fluent syntax errors, each at file:line."""
    from toolkit.i18n import check as run_check
    from toolkit.i18n import fluent_check
    from toolkit.lang.printable import printable

    check_format(format)
    project, games, languages = _scope(game, lang)
    kinds = _kinds(kind)
    try:
        problems = run_check(project, _rulebook_games(project, games), languages) if "rulebook" in kinds else []  # type: ignore[arg-type]
        if set(kinds) - {"rulebook"}:
            problems += fluent_check.check(project, games, languages)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(str(exc))
    failed = any(not p.warning for p in problems)  # warnings (an unused helper term) are shown, not failed
    if format == "json":  # the problems in the report, none on stderr (as `check --format json`)
        emit_json(
            {
                "ok": not failed,
                "games": list(games),
                "languages": list(languages),
                "kinds": list(kinds),
                "errors": sum(not p.warning for p in problems),
                "warnings": sum(p.warning for p in problems),
                "problems": [_problem_json(p) for p in problems],
            }
        )
        raise typer.Exit(EXIT_PROBLEMS if failed else EXIT_OK)
    for problem in problems:
        error(printable(problem.render()))
    if failed:
        raise typer.Exit(EXIT_PROBLEMS)
    say(f"checked {len(games)} game(s) in {len(languages)} language(s): no problems")
    raise typer.Exit(EXIT_OK)


def _problem_json(problem: Problem) -> dict[str, object]:
    """A translation problem as `i18n check --format json` lists it: where, what, how bad."""
    return {
        "file": problem.file,
        "line": problem.line,
        "column": problem.column,
        "game": problem.game,
        "lang": problem.lang,
        "code": problem.code,
        "severity": "warning" if problem.warning else "error",
        "message": problem.message,
    }


@app.command("proof")
def proof(
    lang: Annotated[str, typer.Option("--lang", "-l", help="The language to proof, e.g. uk.")],
    game: GameOption = None,
    out_file: Annotated[
        Path | None, typer.Option("--out", "-o", help="The HTML file to write (default: output/i18n/proof-LANG.html).")
    ] = None,
    format: FormatOption = "text",
    _quiet: QuietOption = False,
) -> None:
    """Write an HTML proof page: every card-text message at the sample numbers 0, 1, 2, 5, 11, 21, 22 and
    every term in each case, beside the English source, for a reviewer to read."""
    from toolkit.i18n import proof as proofs
    from toolkit.i18n.fluent_cards import text_games
    from toolkit.lang.printable import printable

    check_format(format)
    project, games, languages = _scope(game, lang)
    if len(languages) != 1:
        fail("proof one language at a time: --lang uk", code=EXIT_USAGE)
    chosen = [g for g in games if g in text_games(project)]  # type: ignore[arg-type]
    if not chosen:
        fail(f"no card text for {', '.join(games)}: nothing to proof", code=EXIT_USAGE)
    suffix = f"-{game}" if game else ""
    target = out_file or Path("output") / "i18n" / f"proof-{languages[0]}{suffix}.html"
    try:
        written, sections = proofs.write_proof(project, languages[0], target, chosen)  # type: ignore[arg-type]
    except (OSError, ValueError) as exc:
        fail(printable(f"cannot write {target}: {getattr(exc, 'strerror', None) or exc}"))
    rows = [row for section in sections for row in section.rows]
    problems = sum(1 for row in rows if row.state != "ok")
    if format == "json":  # a proof page is for a reviewer: ok whatever it shows (`i18n check` is the gate)
        from toolkit.i18n.check import _display

        counts = {state: sum(1 for row in rows if row.state == state) for state in ("missing", "stale", "error")}
        emit_json(
            {
                "ok": True,
                "lang": languages[0],
                "games": chosen,
                "written": [_display(Path(str(written)))],
                "rows": len(rows),
                **counts,
            }
        )
        return
    say(f"wrote {printable(str(written))}: {len(rows)} rows, {problems} missing, stale or with errors")


# ---------------------------------------------------------------- the languages a card set is printed in


def text_languages(start: Path | None = None) -> tuple[str, ...]:
    """The languages whose card text `deckwright validate` checks (V0401, V0402) when not told by --lang:
    a project's ``[text] languages`` in deckwright.toml (else its ``[project] languages``, when written
    there); outside a project, ``[tool.deckwright.text] languages`` of the pyproject.toml above the working
    directory (the shipped repository's names all five); else none. A list that is not one is exit 2."""
    import tomllib

    from toolkit.project import find

    here = (start or Path.cwd()).resolve()
    config = find(here)
    tables: list[tuple[Path, list[str]]] = []
    if config is not None:
        tables = [(config, ["text"]), (config, ["project"])]
    else:
        for folder in (here, *here.parents):
            if (folder / "pyproject.toml").is_file():
                tables = [(folder / "pyproject.toml", ["tool", "deckwright", "text"])]
                break
    for path, keys in tables:
        try:
            data: object = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            fail(f"{path}: cannot read the configured languages: {exc}")
        for key in keys:
            data = data.get(key) if isinstance(data, dict) else None
        if not isinstance(data, dict) or "languages" not in data:
            continue
        return _checked_languages(data["languages"], f"{path}: [{'.'.join(keys)}] languages")
    return ()


def _checked_languages(value: object, where: str) -> tuple[str, ...]:
    from babel import Locale, UnknownLocaleError

    from toolkit.lang.printable import printable

    if not isinstance(value, list) or not all(isinstance(x, str) and x for x in value):
        fail(f'{where} is a list of language codes, such as ["en", "uk"]')
    for code in value:
        try:
            Locale.parse(code)
        except (ValueError, TypeError, UnknownLocaleError):
            fail(f"{where}: '{printable(code)}' is not a language code (CLDR: en, uk, pt_BR)")
    return tuple(value)


def languages_option(value: str | None) -> tuple[str, ...]:
    """``--lang`` of validate: codes, comma-separated, or ``none``; not given, the configured ones."""
    if value is None:
        return text_languages()
    if value.strip() == "none":
        return ()
    return _checked_languages([part.strip() for part in value.split(",") if part.strip()], "--lang")
