"""``deckwright text show CARD``: a card's generated rules text in one or more languages."""

from __future__ import annotations

from typing import Annotated

import typer

from toolkit.cli.output import EXIT_PROBLEMS, QuietOption, check_format, emit_json, error, fail, out

app = typer.Typer(help="Card rules text generated from the card model, in every language (docs/i18n.md).")


@app.command()
def show(
    card: Annotated[str, typer.Argument(help="The card: its name or its id (Sulking Slime, mun-001).")],
    lang: Annotated[
        list[str] | None, typer.Option("--lang", "-l", help="A language (en, es, uk, de, pl); repeat for several.")
    ] = None,
    path: Annotated[
        list[str] | None,
        typer.Option(
            "--path",
            "-p",
            help="Card files or folders to look in (default: the project's cards, else the shipped sets).",
        ),
    ] = None,
    format: Annotated[str, typer.Option("--format", "-f", help="Output: text or json.")] = "text",
    _quiet: QuietOption = False,
) -> None:
    """Show a card's kind, facts and rules as generated in each language."""
    from toolkit.cli.project import here
    from toolkit.lang.load import base_cards, load
    from toolkit.lang.model import slug
    from toolkit.lang.printable import printable
    from toolkit.lang.sets import shipped_root
    from toolkit.text import LANGUAGES, TextError, card_name, identities, render
    from toolkit.text.flavour import flavour as translated_flavour

    check_format(format)
    languages = tuple(lang or LANGUAGES)
    unknown = [x for x in languages if x not in LANGUAGES]
    if unknown:
        fail(f"unknown language '{printable(unknown[0])}' (known: {', '.join(LANGUAGES)})")
    where = here()
    root = shipped_root()
    if path:
        paths = list(path)
    elif where.project is not None:  # a project's cards, then its base set's (docs/projects.md)
        paths = [str(where.project.cards)]
    else:
        paths = [str(root)] if root is not None else []
    if not paths:
        fail("no card files to look in: give --path")
    result = load(paths, bases=where.bases)
    pool = list(result.cards)
    if where.project is not None and not path:
        pool += base_cards(where.project.game, where.bases, result.files)
    wanted = slug(card)
    found = [c for c in pool if card.casefold() == c.key.casefold() or slug(c.name) == wanted]
    if not found:
        fail(f"no card '{printable(card)}' in {', '.join(printable(p) for p in paths)}", "name a card or give its id")
    chosen = found[0]
    words = identities(pool)  # an identity a card of the set declares is said by that card's name ("a Bard")
    texts: dict[str, dict[str, object]] = {}
    for language in languages:
        try:
            text = render(chosen, language, words)
            name, flavour = card_name(chosen, language), translated_flavour(chosen, language)
        except TextError as problem:
            error(str(problem))
            raise typer.Exit(EXIT_PROBLEMS) from None
        texts[language] = {
            "name": name,
            "kind": text.kind,
            "facts": list(text.facts),
            "rules": list(text.rules),
            "flavour": flavour,
        }
    if format == "json":
        emit_json({"ok": True, "card": chosen.name, "id": chosen.key, "game": chosen.game, "text": texts})
        return
    out.print(f"{printable(chosen.name)} ({chosen.key}, {chosen.game})", markup=False, highlight=False)
    for language, text in texts.items():
        out.print(f"\n[{language}] {text['kind']} · {printable(str(text['name']))}", markup=False, highlight=False)
        facts = " · ".join(text["facts"])  # type: ignore[arg-type]
        for line in ([facts] if facts else []) + list(text["rules"]):  # type: ignore[arg-type, operator]
            out.print(f"  {printable(line)}", markup=False, highlight=False)
        if text["flavour"]:  # in the language when translated (and current), else as the card has it
            out.print(f"  {printable(str(text['flavour']))}", markup=False, highlight=False, style="italic")
