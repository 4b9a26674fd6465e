"""``status`` and ``check``: what is translated, and what a translator must fix, at file:line."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from toolkit.i18n import catalogs as cat
from toolkit.i18n import fluent, plurals, po_layers
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.fluent_cards import family_chain
from toolkit.i18n.fluent_terms import Termbase, glossary_misses
from toolkit.i18n.workflow import template_catalog

PLACEHOLDER = re.compile(r"%\((\w+)\)[sdifr]")
ICON = re.compile(r"\[[a-z][a-z0-9-]*\]")  # an icon token the renderer draws: [headgear], [one-hand]
_GROUPED = re.compile(r"(?<=\d)[,.\u00a0\u202f ](?=\d{3}\b)")  # 1,000 / 1.000 / 1 000 are one number
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    game: str
    lang: str
    code: str  # missing, fuzzy, stale, unstamped, placeholders, plurals, header, numbers, catalog, glossary
    message: str  # (and for card text, toolkit/i18n/fluent_check.py: variables, icons, syntax, gender, term-...)
    column: int = 0
    warning: bool = False  # reported, but the check still passes (a translator's unused helper term)

    def render(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}" if self.column else f"{self.file}:{self.line}"
        level = "warning: " if self.warning else ""
        return f"{where}: {self.lang}: {level}{self.code}: {self.message}"


@dataclass
class Status:
    game: str
    lang: str
    total: int = 0
    translated: int = 0
    fuzzy: int = 0
    missing: int = 0
    stale: int = 0
    stale_entries: list[dict[str, object]] = field(default_factory=list)
    kind: str = "rulebook"  # or, for card text: messages, terms, cards (toolkit/i18n/fluent_check.py)
    file: str = ""

    def percent(self, count: int) -> float:
        return round(100.0 * count / self.total, 1) if self.total else 0.0

    def share(self, kind: str) -> float:
        """The percentage of one kind (translated, fuzzy, missing, stale); with no entries at all,
        everything is translated and nothing else."""
        return self.percent(getattr(self, kind)) if self.total else (100.0 if kind == "translated" else 0.0)

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["percent"] = {k: self.share(k) for k in ("translated", "fuzzy", "missing", "stale")}
        return data


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def numbers(text: str) -> list[str]:
    return sorted(_NUMBER.findall(_GROUPED.sub("", PLACEHOLDER.sub("", text))))


def _excerpt(message: Message) -> str:
    text = cat.key(message)[0]
    return text if len(text) <= 60 else text[:57] + "..."


def _english(project: Project, game: str) -> Catalog | None:
    """The English a translation is made from: every layer's (a project's over the shipped one)."""
    return po_layers.english(project, game)


def _classify(message: Message, english: Catalog | None, lang: str) -> str:
    """One of translated, fuzzy, missing, stale (disjoint, for percentages)."""
    if not cat.is_translated(message):
        return "missing"
    if lang != SOURCE_LANGUAGE:
        recorded = cat.recorded_hash(message)
        current = cat.source_hash(cat.english_of(message, english))
        if (recorded is not None and recorded != current) or cat.is_marked_stale(message):
            return "stale"
    return "fuzzy" if message.fuzzy else "translated"


def status(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Status]:
    results = []
    for game in games:
        template = template_catalog(project, game)
        english = _english(project, game)
        for lang in languages:
            entry = Status(game, lang, total=sum(1 for m in template if m.id))
            path = project.po(game, lang)
            catalog = cat.read_catalog(path, locale=lang) if path.exists() else None
            below = po_layers.beneath(project, game, lang)  # a project's: what the shipped catalog translates
            for source in template:
                if not source.id:
                    continue
                message = catalog.get(*cat.key(source)) if catalog is not None else None
                if (message is None or not cat.is_translated(message)) and po_layers.translated_beneath(
                    below, source, english, lang
                ):
                    entry.translated += 1
                    continue
                kind = "missing" if message is None else _classify(message, english, lang)
                setattr(entry, kind, getattr(entry, kind) + 1)
                if kind == "stale" and message is not None:
                    entry.stale_entries.append({"line": message.lineno, "msgid": _excerpt(message)})
            results.append(entry)
    return results


def check(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Problem]:
    """Every problem of every catalog, against the templates as they are now."""
    problems: list[Problem] = []
    for game in games:
        template = template_catalog(project, game)
        english = _english(project, game)
        pot = project.pot(game)
        if not pot.exists() or not _matches(pot, template):
            problems.append(
                Problem(_display(pot), 1, game, "-", "catalog", "out of date: run `deckwright i18n extract`")
            )
        for lang in languages:
            problems.extend(_check_catalog(project, game, lang, template, english))
    return problems


def _matches(pot: Path, template: Catalog) -> bool:
    try:
        found = cat.read_catalog(pot)
    except ValueError:
        return False
    return {cat.key(m) for m in found if m.id} == {cat.key(m) for m in template if m.id}


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _check_catalog(project: Project, game: str, lang: str, template: Catalog, english: Catalog | None) -> list[Problem]:
    path = project.po(game, lang)
    where = _display(path)
    # A project's catalog need hold only what no layer beneath translates (po_layers).
    below = po_layers.beneath(project, game, lang)
    covered = {cat.key(m) for m in template if m.id and po_layers.translated_beneath(below, m, english, lang)}
    if not path.exists():
        if below and all(cat.key(m) in covered for m in template if m.id):
            return []
        return [Problem(where, 0, game, lang, "catalog", "no catalog: run `deckwright i18n update`")]
    try:
        catalog = cat.read_catalog(path, locale=lang)
    except ValueError as exc:
        return [Problem(where, 0, game, lang, "catalog", str(exc))]
    problems: list[Problem] = []

    def add(line: int, code: str, text: str) -> None:
        problems.append(Problem(where, line, game, lang, code, text))

    termbases = _termbases(project, game, lang)
    header = catalog.mime_headers
    plural_header = dict(header).get("Plural-Forms", "")
    for text in plurals.header_problems(lang, plural_header):
        add(_header_line(path), "header", text)
    expected = plurals.expected_count(lang)
    may_omit = plurals.single_number_forms(lang, plural_header)
    for source in template:
        if not source.id:
            continue
        message = catalog.get(*cat.key(source))
        if cat.key(source) in covered and (message is None or not cat.is_translated(message)):
            continue  # the shipped catalog beneath translates it
        if message is None:
            file, line = source.locations[0] if source.locations else ("?", 0)
            add(0, "missing", f"'{_excerpt(source)}' ({file}:{line}) has no entry: run `deckwright i18n update`")
            continue
        kind = _classify(message, english, lang)
        line = message.lineno or 0
        if kind == "missing" and not (message.pluralizable and any(cat.forms(message))):
            add(line, "missing", f"'{_excerpt(message)}' is not translated")
            continue
        if kind == "stale":
            add(line, "stale", f"'{_excerpt(message)}': the English source changed since this was translated")
        elif kind == "fuzzy":
            add(line, "fuzzy", f"'{_excerpt(message)}' is marked fuzzy: review it and clear the flag")
        if lang != SOURCE_LANGUAGE and cat.recorded_hash(message) is None and not message.fuzzy:
            add(line, "unstamped", f"'{_excerpt(message)}' records no source hash: run `deckwright i18n update`")
        problems.extend(_content_problems(message, lang, expected, may_omit, where, game, line))
        if termbases is not None and kind != "missing":
            source = [PLACEHOLDER.sub(" ", text) for text in cat.english_of(message, english)]
            translated = [PLACEHOLDER.sub(" ", text) for text in cat.forms(message)]
            for miss in glossary_misses(source, translated, set(), *termbases):
                add(line, "glossary", f"'{_excerpt(message)}': {miss.describe()}")
    return problems


def _termbases(project: Project, game: str, lang: str) -> tuple[Termbase, Termbase] | None:
    """The English and the language's termbases of a game's card text, when both exist (the glossary
    a rulebook's translation must follow: toolkit/i18n/fluent_terms.py)."""
    if lang == SOURCE_LANGUAGE:
        return None
    files = fluent.Files(project.locales, project.beneath)
    chain = family_chain(game)
    english, target = Termbase(files, chain, SOURCE_LANGUAGE), Termbase(files, chain, lang)
    return (english, target) if english.glossary and target.glossary else None


def _content_problems(
    message: Message, lang: str, expected: int, may_omit: set[int], where: str, game: str, line: int
) -> list[Problem]:
    found: list[Problem] = []
    sources = cat.ids(message)
    strings = cat.forms(message)
    if message.pluralizable and (len(strings) < expected or not all(strings[:expected])):
        missing = [str(i) for i in range(expected) if i >= len(strings) or not strings[i]]
        found.append(
            Problem(
                where,
                line,
                game,
                lang,
                "plurals",
                f"'{_excerpt(message)}' lacks msgstr[{'], msgstr['.join(missing)}] ({lang} has {expected} forms)",
            )
        )
    want = set().union(*(placeholders(s) for s in sources))
    for index, text in enumerate(strings):
        if not text:
            continue
        have = placeholders(text)
        allowed_missing = {"count"} if message.pluralizable and index in may_omit else set()
        if have - want or (want - have) - allowed_missing:
            extra, lost = sorted(have - want), sorted((want - have) - allowed_missing)
            detail = "; ".join(
                part
                for part in (
                    f"unknown {', '.join(f'%({p})s' for p in extra)}" if extra else "",
                    f"missing {', '.join(f'%({p})s' for p in lost)}" if lost else "",
                )
                if part
            )
            found.append(Problem(where, line, game, lang, "placeholders", f"'{_excerpt(message)}': {detail}"))
        source = sources[min(index, len(sources) - 1)] if not message.pluralizable else sources[-1]
        if sorted(ICON.findall(text)) != sorted(ICON.findall(source)):
            found.append(
                Problem(
                    where,
                    line,
                    game,
                    lang,
                    "icons",
                    f"'{_excerpt(message)}': icon tokens {sorted(ICON.findall(text))} differ from the source's "
                    f"{sorted(ICON.findall(source))}",
                )
            )
        if numbers(text) != numbers(source):
            found.append(
                Problem(
                    where,
                    line,
                    game,
                    lang,
                    "numbers",
                    f"'{_excerpt(message)}': numbers {numbers(text)} differ from the source's {numbers(source)}",
                )
            )
    return found


def _header_line(path: Path) -> int:
    try:
        for number, text in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if text.startswith('"Plural-Forms:'):
                return number
    except OSError:
        pass
    return 1
