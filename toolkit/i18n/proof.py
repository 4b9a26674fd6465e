"""Proof pages: every card-text message of a language formatted at sample numbers, and every term in each
case, beside the English, for a reviewer to read (``deckwright i18n proof --lang L``).

Formatting goes through fluent.runtime with bidi isolation off, as print needs. What Fluent reports while
formatting (an unknown variable, a missing message) is shown in the row, and so is what it does silently
(a missing entry shows the English, marked). The page is one HTML file, autoescaped: no translator's text
is ever markup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as ftl
from jinja2 import Environment

from toolkit.files import write_atomic
from toolkit.i18n import fluent
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.fluent_cards import family_chain, text_games
from toolkit.i18n.fluent_check import is_plural

SAMPLES: tuple[int, ...] = (0, 1, 2, 5, 11, 21, 22)  # one of each CLDR category in uk, pl, es, en, de
TERM_SAMPLES: tuple[int, ...] = (1, 2, 5, 21, 22)


BUILT_IN = frozenset({"NUMBER", "DATETIME"})


def _stand_in(name: str) -> Callable[..., str]:
    """A function the card-text generator gives its messages (``FORM($race, case: "acc")``: a phrase in
    a case), shown on the proof as what it is asked for: ``‹race·acc›``."""

    def show(*args: object, **options: object) -> str:
        shown = ", ".join(str(a).strip("‹›") for a in args) or name
        asked = "·".join(str(v) for v in options.values())
        return f"‹{shown}{'·' + asked if asked else ''}›"

    show.__name__ = name
    return show


@dataclass
class Row:
    ident: str
    detail: str  # the sample: "n = 5", "case: acc"
    english: str
    translated: str
    state: str = "ok"  # ok, missing, stale, error
    notes: list[str] = field(default_factory=list)


@dataclass
class Section:
    game: str
    title: str
    rows: list[Row] = field(default_factory=list)


class _Bundles:
    """The Fluent bundle of each game and language: the files of its family first, then its own."""

    def __init__(self, project: Project) -> None:
        self.files = fluent.Files(project.locales, project.beneath)
        self._made: dict[tuple[str, str], FluentBundle] = {}

    def get(self, game: str, lang: str) -> FluentBundle:
        if (game, lang) not in self._made:
            files = [
                file
                for member in family_chain(game)
                for kind in ("terms", "messages", "cards")
                if (file := self.files.get(lang, member, kind)).exists and not file.error
            ]
            called = {
                node.id.name
                for file in files
                for entry in file.entries().values()
                for pattern in fluent.patterns(entry)
                for node in fluent.walk(pattern)
                if isinstance(node, ftl.FunctionReference) and node.id.name not in BUILT_IN
            }
            functions = {name: _stand_in(name) for name in sorted(called)}
            bundle = FluentBundle([lang.replace("_", "-")], use_isolating=False, functions=functions)
            for file in files:
                bundle.add_resource(FluentResource(file.text), allow_overrides=True)
            self._made[game, lang] = bundle
        return self._made[game, lang]

    def entries(self, game: str, lang: str, kind: str, shown: set[str]) -> dict[str, ftl.Message | ftl.Term]:
        """A game's own entries, and its family's unless the family has a section of its own."""
        found: dict[str, ftl.Message | ftl.Term] = {}
        for member in family_chain(game):
            if member == game or member not in shown:
                found.update(self.files.get(lang, member, kind).entries())
        return found


def _format(bundle: FluentBundle, ident: str, args: dict[str, object]) -> tuple[str | None, list[str]]:
    if not bundle.has_message(ident):
        return None, []
    message = bundle.get_message(ident)
    if message.value is None:
        return "", []
    text, errors = bundle.format_pattern(message.value, args)
    return text, [str(e) for e in errors]


def _numeric(entries: Iterable[ftl.Message | ftl.Term | None]) -> set[str]:
    """The variables some plural select reads: the ones a proof sets to the sample numbers."""
    found: set[str] = set()
    for entry in entries:
        if entry is None:
            continue
        for select in fluent.selects(entry):
            if is_plural(select) and isinstance(select.selector, ftl.VariableReference):
                found.add(select.selector.id.name)
    return found


def _stale(entry: ftl.Message | ftl.Term, source: ftl.Message | ftl.Term | None) -> bool:
    if fluent.marked_stale(entry):
        return True
    recorded = fluent.recorded_hash(entry)
    return source is not None and recorded is not None and recorded != fluent.entry_hash(source)


def _row(
    ident: str, detail: str, english: tuple[str | None, list[str]], ours: tuple[str | None, list[str]], stale: bool
) -> Row:
    row = Row(ident, detail, english[0] or "", ours[0] or "")
    if ours[0] is None:
        row.state, row.translated = "missing", english[0] or ""
        row.notes.append("not translated: the English shows")
    elif ours[1]:
        row.state = "error"
        row.notes.extend(ours[1])
    elif stale:
        row.state = "stale"
        row.notes.append("stale: the English changed since this was translated")
    return row


def build(project: Project, lang: str, games: Iterable[str] | None = None) -> list[Section]:
    bundles = _Bundles(project)
    sections: list[Section] = []
    chosen = [g for g in (games or text_games(project)) if g in set(text_games(project))]
    for game in chosen:
        english, ours = bundles.get(game, SOURCE_LANGUAGE), bundles.get(game, lang)
        for kind, title in (("messages", "Messages"), ("cards", "Cards: flavour and rules overrides")):
            section = Section(game, title)
            theirs = bundles.entries(game, SOURCE_LANGUAGE, kind, set(chosen))
            mine = bundles.entries(game, lang, kind, set(chosen))
            for ident in sorted(set(theirs) | {i for i in mine if i.endswith("-rules")}):
                source, entry = theirs.get(ident), mine.get(ident)
                # The variables the generator passes are the English message's (a rules override's own):
                # a translation that asks another one shows Fluent's error.
                given = source if source is not None else entry
                variables = fluent.variables(given) if given is not None else set()
                numbers = sorted(_numeric([source, entry]) & variables)
                strings = {v: f"‹{v}›" for v in sorted(variables - set(numbers))}
                stale = entry is not None and _stale(entry, source)
                # A translation may select on what the generator passes every phrase ($case): its default shows.
                chosen = (
                    set() if entry is None else fluent.variables(entry) - fluent.printed_variables(entry) - variables
                )
                for n in SAMPLES if numbers else (None,):
                    args: dict[str, object] = {**strings, **{v: n for v in numbers}}
                    detail = ", ".join(f"${k} = {v}" for k, v in args.items() if k in numbers)
                    text, errors = _format(ours, ident, args)
                    errors = [e for e in errors if not any(e == f"Unknown external: {v}" for v in chosen)]
                    row = _row(ident, detail, _format(english, ident, args), (text, errors), stale)
                    if chosen:
                        row.notes.append(f"selects on {', '.join('$' + v for v in sorted(chosen))}: the default shown")
                    section.rows.append(row)
            sections.append(section)
        sections.append(_terms(bundles, game, lang, set(chosen)))
    return sections


def _terms(bundles: _Bundles, game: str, lang: str, shown: set[str]) -> Section:
    """Each term in each case the language declines by (and at sample numbers, if it counts), through a
    message made for the proof: Fluent reaches a term only from a message."""
    section = Section(game, "Terms")
    theirs = bundles.entries(game, SOURCE_LANGUAGE, "terms", shown)
    mine = bundles.entries(game, lang, "terms", shown)
    cases = fluent.CASES.get(lang, ())
    probes: list[tuple[str, str, str]] = []
    for ident in sorted(set(theirs) | set(mine)):
        if not ident.startswith("-"):
            continue
        numbers = sorted(_numeric([theirs.get(ident), mine.get(ident)]))
        for case in cases or ("",):
            args = [f'case: "{case}"'] if case else []
            samples = TERM_SAMPLES if numbers and (not case or case == "nom") else (None,)
            for n in samples:
                call = ", ".join([*args, *(f"{v}: {n}" for v in numbers if n is not None)])
                detail = ", ".join(
                    x for x in (f"case: {case}" if case else "", f"n = {n}" if n is not None else "") if x
                )
                probes.append((ident, detail, f"{{ {ident}({call}) }}" if call else f"{{ {ident} }}"))
    text = "".join(f"proof-probe-{i} = {probe}\n" for i, (_, _, probe) in enumerate(probes))
    english, ours = bundles.get(game, SOURCE_LANGUAGE), bundles.get(game, lang)
    for bundle in (english, ours):
        bundle.add_resource(FluentResource(text), allow_overrides=True)
    for index, (ident, detail, _) in enumerate(probes):
        probe = f"proof-probe-{index}"
        source = _format(english, probe, {}) if ident in theirs else (None, [])
        translated = _format(ours, probe, {}) if ident in mine else (None, [])
        entry = mine.get(ident)
        stale = (
            entry is not None
            and ident in theirs
            and (
                fluent.marked_stale(entry)
                or fluent.recorded_hash(entry) not in (None, fluent.entry_hash(theirs[ident]))
            )
        )
        row = _row(ident, detail, source, translated, stale)
        gender = next((a for a in entry.attributes if a.id.name == "gender"), None) if entry is not None else None
        if gender is not None and (not detail or detail.startswith("case: nom") or not cases):
            row.notes.append("gender: " + " ".join(fluent.leaves(gender.value)))
        section.rows.append(row)
    return section


_PAGE = """<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<title>Card text proof: {{ language }}</title>
<style>
body { font-family: "DejaVu Sans", sans-serif; margin: 2em; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
th { background: #eee; }
td.id { font-family: "DejaVu Sans Mono", monospace; font-size: 85%; }
tr.missing td.ours { color: #999; font-style: italic; }
tr.stale td.ours { background: #fff3c4; }
tr.error td.ours { background: #ffd6d6; }
.notes { color: #a00; font-size: 85%; }
</style>
</head>
<body>
<h1>Card text proof: {{ language }} ({{ lang }})</h1>
<p>Every message at the sample numbers {{ samples }}, every term in each case, beside the English source.
{{ counts.rows }} rows: {{ counts.missing }} missing, {{ counts.stale }} stale, {{ counts.error }} with errors.</p>
{% for section in sections %}
<h2 id="{{ section.game }}-{{ loop.index }}">{{ section.game }}: {{ section.title }}</h2>
{% if section.rows %}
<table>
<tr><th>id</th><th>sample</th><th>English</th><th>{{ language }}</th></tr>
{% for row in section.rows %}
<tr class="{{ row.state }}"><td class="id">{{ row.ident }}</td><td>{{ row.detail }}</td><td>{{ row.english }}</td>
<td class="ours">{{ row.translated }}
{%- for note in row.notes %}<div class="notes">{{ note }}</div>{% endfor %}</td></tr>
{% endfor %}
</table>
{% else %}
<p>Nothing here.</p>
{% endif %}
{% endfor %}
</body>
</html>
"""


def render(sections: list[Section], lang: str) -> str:
    environment = Environment(autoescape=True, keep_trailing_newline=True)
    rows = [row for section in sections for row in section.rows]
    counts = {
        "rows": len(rows),
        **{state: sum(1 for r in rows if r.state == state) for state in ("missing", "stale", "error")},
    }
    try:
        language = Locale.parse(lang).english_name or lang
    except (ValueError, TypeError):
        language = lang
    return environment.from_string(_PAGE).render(
        sections=sections, lang=lang, language=language, samples=", ".join(map(str, SAMPLES)), counts=counts
    )


def write_proof(
    project: Project, lang: str, out: Path, games: Iterable[str] | None = None
) -> tuple[Path, list[Section]]:
    sections = build(project, lang, games)
    write_atomic(out, render(sections, lang).encode("utf-8"))
    return out, sections
