"""``status`` and ``check`` over the card-text files (.ftl): what is translated, and what a translator
must fix, each problem at file:line (and column, for syntax).

Fluent itself lets through what matters most in print: a term asked for a case it lacks gives its default
variant ("Бийтеся з Дракон"), a plural select without a category gives its default ("2 рівнів"), an
attribute missing from a term gives the select's default. Those are caught here, with stale entries (the
English changed since), missing ones, variables, numbers and icon tokens that differ from the source, and
terms translated otherwise than the termbase says.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel import Locale
from fluent.syntax import ast as ftl

from toolkit.i18n import fluent
from toolkit.i18n.catalogs import SOURCE_LANGUAGE, Project
from toolkit.i18n.check import ICON, Problem, Status, _display
from toolkit.i18n.fluent import FtlFile
from toolkit.i18n.fluent_cards import CardsUnreadable, GameCards, family_chain, game_cards, text_games
from toolkit.i18n.fluent_terms import Termbase, glossary_misses

CLDR_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
_NUMBER = re.compile(r"\d+")
_GROUPED = re.compile(r"(?<=\d)[,.\u00a0\u202f ](?=\d{3}\b)")


@cache
def plural_categories(lang: str) -> frozenset[str]:
    """The CLDR categories of a language (``other`` always among them)."""
    return frozenset(Locale.parse(lang).plural_form.tags) | {"other"}


@dataclass(frozen=True)
class Source:
    """What a translation of one id is made from: the hash it must record, and the English entry
    (None for a rules override, made from the card itself). Not required: a rules override."""

    hash: str
    entry: ftl.Message | ftl.Term | None
    line: int = 0
    required: bool = True
    file: str = ""  # where the English is: its .ftl file, or the card a flavour comes from
    also: str | None = None  # the hash of the English as its file writes it, accepted too

    def matches(self, recorded: str) -> bool:
        return recorded in (self.hash, self.also)


class _Run:
    """One status or check over a project: files and cards read once."""

    def __init__(self, project: Project) -> None:
        self.project = project
        self.files = fluent.Files(project.locales, project.beneath)
        self.termbases: dict[tuple[str, str], Termbase] = {}
        self.problems: list[Problem] = []
        self.cards: dict[str, GameCards | None] = {}
        self.used: dict[str, set[str]] = {}

    def add(
        self, path: Path, line: int, game: str, lang: str, code: str, text: str, column: int = 0, warning: bool = False
    ) -> None:
        self.problems.append(Problem(_display(path), line, game, lang, code, text, column, warning))

    def used_terms(self, lang: str) -> set[str]:
        """Every term any card-text entry of the language refers to, in any game's files (a family's
        helper term may serve only one of its games)."""
        if lang not in self.used:
            found: set[str] = set()
            for game in text_games(self.project):
                for member in family_chain(game):
                    for kind in fluent.KINDS:
                        for file in self.files.layered(lang, member, kind):
                            if file.error:
                                continue
                            for entry in file.entries().values():
                                found.update("-" + ref.id.name for ref in fluent.term_references(entry))
            self.used[lang] = found
        return self.used[lang]

    def termbase(self, game: str, lang: str) -> Termbase:
        if (game, lang) not in self.termbases:
            self.termbases[game, lang] = Termbase(self.files, family_chain(game), lang)
        return self.termbases[game, lang]

    def game_cards(self, game: str) -> GameCards | None:
        if game not in self.cards:
            try:
                self.cards[game] = game_cards(self.project, game)
            except CardsUnreadable as exc:
                self.cards[game] = None
                self.add(self.project.cards or Path("cards"), 0, game, "-", "catalog", str(exc))
        return self.cards[game]

    def sources(self, game: str, kind: str) -> dict[str, Source]:
        if kind != "cards":
            # Every layer's English, lowest first (a project's over the shipped): a translation here may
            # say any of it its own way, but only the top layer's own entries must be translated here.
            found: dict[str, Source] = {}
            layered = self.files.layered(SOURCE_LANGUAGE, game, kind)
            for english in layered:
                own = english is layered[-1]
                for ident, entry in english.entries().items():
                    found[ident] = Source(
                        fluent.entry_hash(entry),
                        entry,
                        english.where(entry),
                        required=own,
                        file=_display(english.path),
                        also=fluent.written_hash(entry, english),
                    )
            return found
        cards = self.game_cards(game)
        if cards is None:
            return {}
        found = {e.id.name: Source(fluent.entry_hash(e), e, card.line, file=card.file) for e, card in cards.flavours()}
        for ident, value in cards.rules_sources().items():
            found[ident] = Source(value, None, required=False)
        return found


def status(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Status]:
    """Per game, kind of card text and language: translated, stale and missing entries."""
    run = _Run(project)
    results: list[Status] = []
    languages = list(languages)
    for game in _text(project, games):
        for kind in fluent.KINDS:
            sources = run.sources(game, kind)
            for lang in languages:
                results.append(_status(run, game, kind, lang, sources))
    return results


def _status(run: _Run, game: str, kind: str, lang: str, sources: dict[str, Source]) -> Status:
    file = run.files.get(lang, game, kind)
    have = file.entries()
    entry = Status(game, lang, kind=kind, file=_display(file.path))
    if lang == SOURCE_LANGUAGE:
        wanted = _english_wanted(run, game, kind, sources)
        entry.total = len(wanted)
        entry.translated = sum(1 for ident in wanted if ident in have)
        entry.missing = entry.total - entry.translated
        return entry
    for ident, source in sources.items():
        found = have.get(ident)
        if found is None and not source.required:
            continue
        entry.total += 1
        if found is None:
            entry.missing += 1
        elif _is_stale(found, source):
            entry.stale += 1
            entry.stale_entries.append({"line": file.where(found), "id": ident})
        else:
            entry.translated += 1
    return entry


def _english_wanted(run: _Run, game: str, kind: str, sources: dict[str, Source]) -> list[str]:
    """What the English file of a kind must hold: its own entries, and for terms every card's name, for
    cards every card's flavour (from the cards)."""
    if kind == "cards":
        return [ident for ident, s in sources.items() if s.required]
    wanted = [ident for ident, s in sources.items() if s.required]
    if kind == "terms":
        cards = run.game_cards(game)
        for card in cards.cards if cards is not None else ():
            ident = "-" + fluent.card_term(card.key)
            if ident not in wanted and run.termbase(game, SOURCE_LANGUAGE).get(ident) is None:
                wanted.append(ident)
    return wanted


def _is_stale(entry: ftl.Message | ftl.Term, source: Source) -> bool:
    recorded = fluent.recorded_hash(entry)
    return fluent.marked_stale(entry) or (recorded is not None and not source.matches(recorded))


def _text(project: Project, games: Iterable[str]) -> list[str]:
    known = set(text_games(project))
    return [g for g in games if g in known]


# ---------------------------------------------------------------- check


def check(project: Project, games: Iterable[str], languages: Iterable[str]) -> list[Problem]:
    """Every problem of the card-text files of ``games`` in ``languages``."""
    run = _Run(project)
    languages = list(languages)
    for game in _text(project, games):
        for kind in fluent.KINDS:
            sources = run.sources(game, kind)
            if SOURCE_LANGUAGE in languages:
                _check_english(run, game, kind, sources)
            for lang in languages:
                if lang != SOURCE_LANGUAGE:
                    _check_translation(run, game, kind, lang, sources)
    return run.problems


def _readable(run: _Run, file: FtlFile, game: str, lang: str) -> bool:
    if file.error:
        run.add(file.path, 0, game, lang, "catalog", file.error)
        return False
    for junk in file.junk():
        run.add(file.path, junk.line, game, lang, "syntax", f"{junk.code}: {junk.message}", junk.column)
    return True


def _check_english(run: _Run, game: str, kind: str, sources: dict[str, Source]) -> None:
    file = run.files.get(SOURCE_LANGUAGE, game, kind)
    if not _readable(run, file, game, SOURCE_LANGUAGE):
        return
    have = file.entries()
    if kind == "cards":
        derived = {i: s for i, s in sources.items() if s.required}
        written = {i: fluent.entry_hash(e) for i, e in have.items()}
        if written != {i: s.hash for i, s in derived.items()}:
            changed = sorted(set(written.items()) ^ {(i, s.hash) for i, s in derived.items()})
            run.add(
                file.path, 1, game, SOURCE_LANGUAGE, "catalog",
                f"out of date with the cards ({changed[0][0]}{' and others' if len(changed) > 1 else ''}): "
                "run `deckwright i18n extract`",
            )  # fmt: skip
    elif kind == "terms":
        cards = run.game_cards(game)
        named = {"-" + fluent.card_term(c.key): c for c in (cards.cards if cards is not None else ())}
        for ident in _english_wanted(run, game, kind, sources):
            if ident not in have:
                card = named.get(ident)
                where, line = (Path(card.file), card.line) if card is not None else (file.path, 0)
                run.add(
                    where,
                    line,
                    game,
                    SOURCE_LANGUAGE,
                    "missing",
                    f"{ident}: the card has no name in {file.path.name}: run `deckwright i18n extract`",
                )
    for entry in have.values():
        _check_entry(run, file, game, SOURCE_LANGUAGE, kind, entry)


def _check_translation(run: _Run, game: str, kind: str, lang: str, sources: dict[str, Source]) -> None:
    file = run.files.get(lang, game, kind)
    if not _readable(run, file, game, lang):
        return
    have = file.entries()
    for ident, source in sources.items():
        if ident not in have and source.required:  # at the English it is missing the translation of
            run.add(
                Path(source.file) if source.file else file.path,
                source.line,
                game,
                lang,
                "missing",
                f"{ident} is not translated: translate it in {_display(file.path)}",
            )
    for ident, entry in have.items():
        line = file.where(entry)
        source = sources.get(ident)
        if source is None and isinstance(entry, ftl.Term):
            # The translator's own helper term: fine while an entry uses it, a warning when none does.
            if ident not in run.used_terms(lang):
                run.add(
                    file.path,
                    line,
                    game,
                    lang,
                    "unused",
                    f"{ident} is the translation's own term (the English has none) and no entry uses it:"
                    " delete it if it is no longer needed",
                    warning=True,
                )
            continue
        if source is None:
            run.add(
                file.path,
                line,
                game,
                lang,
                "obsolete",
                f"{ident} is not in the English source any more: `deckwright i18n update` drops it",
            )
            continue
        recorded = fluent.recorded_hash(entry)
        if _is_stale(entry, source):
            what = "the card changed" if source.entry is None else "the English source changed"
            run.add(
                file.path,
                line,
                game,
                lang,
                "stale",
                f"{ident}: {what} since this was translated: review it, then delete its `# stale:` line",
            )
        elif recorded is None:
            run.add(
                file.path,
                line,
                game,
                lang,
                "unstamped",
                f"{ident} records no source hash: run `deckwright i18n update`",
            )
        if source.entry is not None:
            _compare(run, file, game, lang, kind, source.entry, entry)
        _check_entry(run, file, game, lang, kind, entry)


def _compare(
    run: _Run,
    file: FtlFile,
    game: str,
    lang: str,
    kind: str,
    source: ftl.Message | ftl.Term,
    entry: ftl.Message | ftl.Term,
) -> None:
    """A translation against its English entry: variables, numbers, icons, glossary terms."""
    ident, line = fluent.entry_id(entry), file.where(entry)
    if kind != "terms":  # a term's variables are its own parameters ($case): each language has its own
        unknown, lost = variable_differences(source, entry)
        if unknown or lost:
            parts = [
                f"unknown {', '.join('$' + v for v in unknown)}" if unknown else "",
                f"missing {', '.join('$' + v for v in lost)}" if lost else "",
            ]
            want = sorted(fluent.variables(source))
            run.add(
                file.path,
                line,
                game,
                lang,
                "variables",
                f"{ident}: {'; '.join(p for p in parts if p)} "
                f"(the English has {', '.join('$' + v for v in want) or 'none'})",
            )
    theirs, ours = fluent.texts(source), fluent.texts(entry)
    if _numbers(_counted_out(ours, entry)) != _numbers(_counted_out(theirs, source)):
        run.add(
            file.path,
            line,
            game,
            lang,
            "numbers",
            f"{ident}: numbers {sorted(_numbers(ours))} differ from the source's {sorted(_numbers(theirs))}",
        )
    if _icons(ours) != _icons(theirs):
        run.add(
            file.path,
            line,
            game,
            lang,
            "icons",
            f"{ident}: icon tokens {sorted(_icons(ours))} differ from the source's {sorted(_icons(theirs))}",
        )
    if kind != "terms":
        referenced = {"-" + r.id.name for r in fluent.term_references(entry)}
        english_texts = [t for p in fluent.patterns(source) for t in fluent.leaves(p)]
        translated = [t for p in fluent.patterns(entry) for t in fluent.leaves(p)]
        for miss in glossary_misses(
            english_texts, translated, referenced, run.termbase(game, SOURCE_LANGUAGE), run.termbase(game, lang)
        ):
            run.add(file.path, line, game, lang, "glossary", f"{ident}: {miss.describe()}")


def _related(name: str, others: set[str]) -> bool:
    """``$value-key`` and ``$value`` are one argument in two shapes (the generator passes both)."""
    return any(name.startswith(o + "-") or o.startswith(name + "-") for o in others)


def variable_differences(source: ftl.Message | ftl.Term, entry: ftl.Message | ftl.Term) -> tuple[list[str], list[str]]:
    """The variables a translation prints that the English does not pass, and those the English prints
    that the translation drops. Selecting on another one is the translator's choice (the generator passes
    ``$case`` and a value's ``-key`` to every phrase), and so is leaving out one the English only selects on."""
    given, have = fluent.variables(source), fluent.variables(entry)
    unknown = sorted(v for v in fluent.printed_variables(entry) - given if not _related(v, given))
    lost = sorted(v for v in fluent.printed_variables(source) - have if not _related(v, have))
    return unknown, lost


def _counted_out(texts: list[str], entry: ftl.Message | ftl.Term) -> list[str]:
    """Texts less those of plural variants: "[one] 1 Treasure" spells the count a translation prints
    as { $n } (Ukrainian one is also 21), so its digit is no number of the rules."""
    counted = {
        id(node)
        for select in fluent.selects(entry)
        if is_plural(select)
        for variant in select.variants
        for node in fluent.walk(variant.value)
        if isinstance(node, ftl.TextElement)
    }
    plain = [
        node.value
        for pattern in fluent.patterns(entry)
        for node in fluent.walk(pattern)
        if isinstance(node, ftl.TextElement) and id(node) not in counted
    ]
    return plain if counted else texts


def _numbers(texts: list[str]) -> set[str]:
    return {n for t in texts for n in _NUMBER.findall(_GROUPED.sub("", ICON.sub("", t)))}


def _icons(texts: list[str]) -> set[str]:
    return {i for t in texts for i in ICON.findall(t)}


def _check_entry(run: _Run, file: FtlFile, game: str, lang: str, kind: str, entry: ftl.Message | ftl.Term) -> None:
    """What an entry must be in its own language: plural selects complete, terms it asks for there with
    the case and attribute asked, and, in a termbase, declined and gendered as the language is."""
    ident = fluent.entry_id(entry)
    categories = plural_categories(lang)
    for select in fluent.selects(entry):
        if not is_plural(select):
            continue
        keys = {fluent.variant_key(v) for v in select.variants}
        lacking = sorted(categories - keys, key=["zero", "one", "two", "few", "many", "other"].index)
        if lacking:
            line = file.line_of(select.span.start) if select.span else file.where(entry)
            run.add(
                file.path,
                line,
                game,
                lang,
                "plurals",
                f"{ident}: the select over {_selector(select)} lacks [{'], ['.join(lacking)}] "
                f"({lang} numbers are {', '.join(sorted(categories))}); Fluent would print the default variant",
            )
    termbase = run.termbase(game, lang)
    for reference in fluent.term_references(entry):
        _check_reference(run, file, game, lang, entry, reference, termbase)
    if kind == "terms" and isinstance(entry, ftl.Term):
        _check_term(run, file, game, lang, entry)


def is_plural(select: ftl.SelectExpression) -> bool:
    """A select over a number by its CLDR category: every key a category or a number, one of them a
    category other than ``other`` (``[minus] [zero] *[plus]`` is a select over words)."""
    keys = [v.key for v in select.variants]
    names = {k.name for k in keys if isinstance(k, ftl.Identifier)}
    return bool(names & (CLDR_CATEGORIES - {"other"})) and names <= CLDR_CATEGORIES and _numeric_selector(select)


def _numeric_selector(select: ftl.SelectExpression) -> bool:
    selector = select.selector
    if isinstance(selector, ftl.VariableReference | ftl.NumberLiteral):
        return True
    return isinstance(selector, ftl.FunctionReference) and selector.id.name == "NUMBER"


def _selector(select: ftl.SelectExpression) -> str:
    selector = select.selector
    if isinstance(selector, ftl.VariableReference):
        return "$" + selector.id.name
    return type(selector).__name__


def _check_reference(
    run: _Run,
    file: FtlFile,
    game: str,
    lang: str,
    entry: ftl.Message | ftl.Term,
    reference: ftl.TermReference,
    termbase: Termbase,
) -> None:
    ident = fluent.entry_id(entry)
    target = "-" + reference.id.name
    line = file.line_of(reference.span.start) if reference.span is not None else file.where(entry)
    column = file.column_of(reference.span.start) if reference.span is not None else 0
    term = termbase.get(target)
    if term is None:
        if run.termbase(game, SOURCE_LANGUAGE).get(target) is None:
            run.add(
                file.path,
                line,
                game,
                lang,
                "term-missing",
                f"{ident} refers to {target}, which no termbase file defines",
                column,
            )
        return  # a term the English has is reported missing in this language's termbase
    if reference.attribute is not None:
        name = reference.attribute.name
        if term.attribute(name) is None:
            run.add(
                file.path,
                line,
                game,
                lang,
                "term-attribute",
                f"{ident} asks {target}.{name}, which {term.file.path.name}:{term.line} lacks "
                "(Fluent falls back to the select's default)",
                column,
            )
        else:
            _check_attribute_select(run, file, game, lang, entry, reference, term)
    asked = {
        a.name.name: a.value.parse()["value"]
        for a in (reference.arguments.named if reference.arguments is not None else ())
        if isinstance(a.value, ftl.StringLiteral)
    }
    if not asked:
        return
    for name, value, keys in fluent.missing_variants(term.entry.value, asked):
        run.add(
            file.path,
            line,
            game,
            lang,
            "term-case",
            f'{ident} asks {target}({name}: "{value}"), which {term.file.path.name}:{term.line} lacks '
            f"(it has {', '.join(keys)} there; Fluent would give the default)",
            column,
        )
    if (
        "case" in asked
        and lang in fluent.CASES
        and not term.selects_on("case")
        and term.attribute("indeclinable") is None
    ):
        run.add(
            file.path,
            line,
            game,
            lang,
            "term-case",
            f'{ident} asks {target}(case: "{asked["case"]}"), but {term.file.path.name}:{term.line} has no case '
            "forms (Fluent gives its only form; write `.indeclinable = yes` on a word that does not decline)",
            column,
        )


def _check_attribute_select(
    run: _Run,
    file: FtlFile,
    game: str,
    lang: str,
    entry: ftl.Message | ftl.Term,
    reference: ftl.TermReference,
    term: object,
) -> None:
    """A select on ``-term.gender`` whose variants have no key for the term's value falls back silently."""
    attribute = term.attribute(reference.attribute.name)  # type: ignore[attr-defined]
    value = " ".join(fluent.leaves(attribute.value)).strip()
    for select in fluent.selects(entry):
        if select.selector is not reference:
            continue
        keys = {fluent.variant_key(v) for v in select.variants}
        if value not in keys:
            run.add(
                file.path,
                file.where(entry),
                game,
                lang,
                "term-attribute",
                f"{fluent.entry_id(entry)}: -{reference.id.name}.{reference.attribute.name} is '{value}', "
                f"which the select has no variant for (it has {', '.join(sorted(keys))}; Fluent gives the default)",
            )


def _check_term(run: _Run, file: FtlFile, game: str, lang: str, entry: ftl.Term) -> None:
    ident, line = fluent.entry_id(entry), file.where(entry)
    if (
        lang in fluent.GENDERED
        and ident.startswith("-card-")
        and not any(a.id.name == "gender" for a in entry.attributes)
    ):
        run.add(
            file.path,
            line,
            game,
            lang,
            "gender",
            f"{ident} has no .gender attribute (the words that agree with the card's name need it)",
        )
