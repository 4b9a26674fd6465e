"""One game's card-text messages and termbase in one language, with Project Fluent's meaning.

Files are parsed with ``fluent.syntax`` (spans kept, so a syntax error names file:line:col), each
entry compiled to plain data (``toolkit.text.program``) and the records kept per file content
(``toolkit.text.ftlcache``): a later process reads them instead of parsing. The family's file comes
first and the game's own after it (the game's entry replaces the family's). Formatting follows
fluent.runtime's rules with bidi isolation off: the text goes to print, where U+2068/U+2069 marks
would show as boxes (shared/spec/I18N.md).

Names and nested phrases go into messages as :class:`Noun` values: a ``str`` (its default form,
so ``{ $what }`` prints it) that also knows its other forms and its gender. Messages ask for a
form with the functions this module gives every bundle (docs/i18n.md):

- ``FORM($what, case: "acc")``: the form the termbase or the phrase's message has for ``$case``
  ``acc``; a form it lacks is an error (E0134), never Fluent's silent fall-back to the nominative;
- ``GENDER($what)``: its ``.gender`` attribute (masc, fem, neut, plur); ``ANIMACY($what)``: its
  ``.animacy`` (anim, inan).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Iterable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from toolkit.i18n import layers
from toolkit.text import ftlcache
from toolkit.text.files import CASES, GameFiles, game_files
from toolkit.text.program import Formatter, compile_entry, valid_entry

# ---------------------------------------------------------------- errors


class TextError(Exception):
    """A problem making card text, formed where the file and the message are known."""

    code = "E0133"

    def __init__(self, message_id: str, lang: str, file: str, detail: str, line: int = 0, column: int = 0) -> None:
        self.message_id = message_id
        self.lang = lang
        self.file = file
        self.detail = detail
        self.line = line
        self.column = column
        super().__init__(str(self))

    def __reduce__(self) -> tuple[object, ...]:
        # Raised in a worker process (rulebooks, faces are made over a pool), it must reach the parent
        # whole: pickling an exception calls its class with its args, which are not these.
        return (_rebuilt, (type(self), self.message_id, self.lang, self.file, self.detail, self.line, self.column))

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}:{self.column}" if self.line else self.file

    def __str__(self) -> str:
        return f"{self.where}: {self.code}: {self.detail}"


def _rebuilt(
    kind: type[TextError], message_id: str, lang: str, file: str, detail: str, line: int, column: int
) -> TextError:
    error = TextError.__new__(kind)
    TextError.__init__(error, message_id, lang, file, detail, line, column)
    return error


class MissingText(TextError):
    """A message (or term) the generator needs is not in the language's files (E0132)."""

    code = "E0132"

    def __init__(self, message_id: str, lang: str, file: str, detail: str = "") -> None:
        what = "term" if message_id.startswith("-") else "message"
        super().__init__(message_id, lang, file, detail or f"no {what} '{message_id}' in {lang}")


class FluentSyntaxError(TextError):
    code = "E0131"


class MissingForm(TextError):
    """A message asked a name for a case (or attribute) the termbase does not give it (E0134)."""

    code = "E0134"


# ---------------------------------------------------------------- nouns


class Noun(str):
    """A name or a nested phrase as a message receives it: its default form as the string, its
    other forms computed on demand (``form``), its gender and animacy."""

    forms: Callable[[str], str | None]
    gender: str
    animacy: str
    ident: str  # what it is (a term id, or a phrase's message id and args), for caches and errors

    def __new__(
        cls, default: str, forms: Callable[[str], str | None], gender: str = "", animacy: str = "", ident: str = ""
    ) -> Noun:
        noun = super().__new__(cls, default)
        noun.forms = forms
        noun.gender = gender
        noun.animacy = animacy
        noun.ident = ident or default
        return noun

    def form(self, case: str) -> str:
        found = self.forms(case)
        if found is None:
            raise MissingForm(self.ident, "", "", f"'{self.ident}' has no form for case '{case}'")
        return found


def _form(value: Any, case: str = "nom", **_: Any) -> str:
    return value.form(str(case)) if isinstance(value, Noun) else str(value)


def _gender(value: Any, **_: Any) -> str:
    return value.gender or "masc" if isinstance(value, Noun) else "masc"


def _animacy(value: Any, **_: Any) -> str:
    return value.animacy or "inan" if isinstance(value, Noun) else "inan"


FUNCTIONS: dict[str, Callable[..., Any]] = {"FORM": _form, "GENDER": _gender, "ANIMACY": _animacy}


# ---------------------------------------------------------------- one bundle


class Entry(NamedTuple):
    """Where a message or term is written, and what it offers (a tuple: a bundle builds thousands
    from the kept records of its files, toolkit.text.ftlcache, in the records' own order)."""

    file: Path
    line: int
    attributes: list[str]
    variants: list[str]  # a term's $case variants (keys), [] when it has none
    default: str  # the default variant's key
    comment: str  # the comment lines above it (the source hash lives there)
    source: str  # the entry as written (without its comment)
    variables: Mapping[str, list[str]]  # the variables its value ("") and each attribute use
    program: list[Any]  # its compiled form (toolkit.text.program): [value, {attribute: pattern}]


def _case_variants(pattern: ftl.Pattern | None) -> tuple[tuple[str, ...], str]:
    """The keys of a pattern's top-level select on $case (a term's case forms)."""
    if pattern is None:
        return (), ""
    for element in pattern.elements:
        if isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.SelectExpression):
            select = element.expression
            selector = select.selector
            if isinstance(selector, ftl.VariableReference) and selector.id.name == "case":
                keys = tuple(_key(v.key) for v in select.variants)
                default = next((_key(v.key) for v in select.variants if v.default), "")
                return keys, default
    return (), ""


def _variables(node: object) -> frozenset[str]:
    """The names of the variables a pattern refers to, at any depth."""
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node: ftl.VariableReference) -> None:
            found.add(node.id.name)

    if node is not None:
        Variables().visit(node)
    return frozenset(found)


def _key(key: ftl.Identifier | ftl.NumberLiteral) -> str:
    return key.name if isinstance(key, ftl.Identifier) else key.value


def _line_of(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def parse_file(path: Path, lang: str) -> dict[str, Entry]:
    """The file's entries by id (terms keep their leading '-'); raises FluentSyntaxError at the
    first piece of junk, MissingText when the file is absent. A file read before and unchanged since
    (same size and modification time) is not read again: a family's file serves every game of the
    family; a file parsed by an earlier process is read from its kept records (toolkit.text.ftlcache)."""
    try:
        stat = path.stat()
    except FileNotFoundError:
        raise MissingText("", lang, str(path), f"no card-text file {path}") from None
    except OSError as problem:
        raise FluentSyntaxError("", lang, str(path), f"cannot read {path}: {problem}") from None
    return _parse_file(path, lang, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=64)
def _parse_file(path: Path, lang: str, _mtime: int, _size: int) -> dict[str, Entry]:
    try:
        data = path.read_bytes()
        text = data.decode("utf-8")
    except FileNotFoundError:
        raise MissingText("", lang, str(path), f"no card-text file {path}") from None
    except (OSError, UnicodeDecodeError) as problem:
        raise FluentSyntaxError("", lang, str(path), f"cannot read {path}: {problem}") from None
    records = ftlcache.read(data)
    if records is None:
        records = _records(path, text, lang)
        ftlcache.write(data, records)
    return {ident: Entry(path, *record) for ident, record in records.items()}


def _records(path: Path, text: str, lang: str) -> dict[str, list[Any]]:
    """Parse a file (spans kept for the syntax error's line:col) into the records ftlcache keeps."""
    resource = FluentParser(with_spans=True).parse(text)
    records: dict[str, list[Any]] = {}
    for item in resource.body:
        if isinstance(item, ftl.Junk):
            annotation = item.annotations[0] if item.annotations else None
            offset = annotation.span.start if annotation and annotation.span else (item.span.start if item.span else 0)
            line, column = _line_of(text, offset)
            detail = annotation.message if annotation else "not Fluent syntax"
            raise FluentSyntaxError("", lang, str(path), f"Fluent syntax error: {detail}", line, column)
        if isinstance(item, (ftl.Message, ftl.Term)):
            ident = ("-" if isinstance(item, ftl.Term) else "") + item.id.name
            span = item.span
            # The entry's own text starts at its id (a term's at its '-'), after any comment above it.
            start = item.id.span.start - (1 if isinstance(item, ftl.Term) else 0) if item.id.span else 0
            line, _ = _line_of(text, start)
            variants, default = _case_variants(item.value) if isinstance(item, ftl.Term) else ((), "")
            comment = item.comment.content if item.comment is not None and item.comment.content else ""
            source = text[start : span.end].rstrip() if span else ""
            variables = {"": sorted(_variables(item.value))}
            variables.update((a.id.name, sorted(_variables(a.value))) for a in item.attributes)
            attributes = [a.id.name for a in item.attributes]
            program = compile_entry(item)
            records[ident] = [line, attributes, list(variants), default, comment, source, variables, program]
    return records


class Bundle:
    """One game's card text in one language: format messages, look up names."""

    def __init__(self, files: GameFiles) -> None:
        self.files = files
        self.lang = files.lang
        self.entries: dict[str, Entry] = {}
        needed = next((p for p in files.messages if p.exists()), files.messages[0])
        for path in files.all:
            if not path.exists() and path != needed:
                continue  # a game's own file (or a layer's) is optional where another says it all
            # A later file's entry replaces an earlier one (the game's own over its family's).
            self.entries.update(parse_file(path, files.lang))
        self.formatter = Formatter(files.lang, self._program, FUNCTIONS, ftlcache.language_table)
        self._nouns: dict[str, Noun] = {}
        self._cache: dict[tuple[Any, ...], str] = {}
        self._attributes: dict[tuple[str, str], str] = {}
        self._valid: set[str] = set()

    def _program(self, ident: str, is_term: bool) -> list[Any] | None:
        entry = self._checked("-" + ident if is_term else ident)
        return entry.program if entry is not None else None

    def _checked(self, ident: str) -> Entry | None:
        """The entry, its compiled form checked the first time it is used (kept records are read
        unchecked for speed: a form not exactly as written sends its file to the parser again)."""
        entry = self.entries.get(ident)
        if entry is None or ident in self._valid:
            return entry
        if not valid_entry(entry.program):
            again = _records(entry.file, entry.file.read_text(encoding="utf-8"), self.lang)
            ftlcache.write(entry.file.read_bytes(), again)
            for other, record in again.items():
                if other in self.entries and self.entries[other].file == entry.file:
                    self.entries[other] = Entry(entry.file, *record)
            _parse_file.cache_clear()
            entry = self.entries[ident]
        self._valid.add(ident)
        return entry

    def has(self, message_id: str, attribute: str | None = None) -> bool:
        entry = self.entries.get(message_id)
        return entry is not None and (attribute is None or attribute in entry.attributes)

    def uses(self, message_id: str, attribute: str | None = None) -> Collection[str]:
        """The variables a message's value (or attribute) refers to."""
        entry = self.entries.get(message_id)
        return entry.variables.get(attribute or "", ()) if entry is not None else ()

    def file_for(self, message_id: str) -> str:
        """Where a message belongs: the file that has it, else the family's (or the game's) first file."""
        entry = self.entries.get(message_id)
        if entry is not None:
            return str(entry.file)
        first = self.files.terms[0] if message_id.startswith("-") else self.files.messages[0]
        return str(first)

    def missing(self, message_id: str, attribute: str | None = None) -> MissingText:
        shown = f"{message_id}.{attribute}" if attribute else message_id
        return MissingText(shown, self.lang, self.file_for(message_id))

    def format(self, message_id: str, args: Mapping[str, Any], attribute: str | None = None) -> str:
        """The message (or one of its attributes) formatted with ``args``; raises MissingText when
        absent and TextError when Fluent reports a problem (an unknown variable or term)."""
        entry = self.entries.get(message_id)
        if entry is None or (attribute is not None and attribute not in entry.attributes):
            raise self.missing(message_id, attribute)
        # Only the variables the pattern uses are passed (and key the cache): `lose 1 level` is
        # formatted once for every card, whatever else each card passes.
        args = {k: args[k] for k in entry.variables[attribute or ""] if k in args}
        key = (message_id, attribute, *[(k, v.ident if isinstance(v, Noun) else v) for k, v in args.items()])
        try:
            found = self._cache.get(key)
        except TypeError:  # a value that cannot key a cache (a list): formatted every time
            found, key = None, None
        if found is not None:
            return found
        entry = self._checked(message_id) or entry
        entry = self._checked(message_id) or entry
        pattern = entry.program[1][attribute] if attribute else entry.program[0]
        if pattern is None:
            raise self.missing(message_id)
        text, errors = self.formatter.format(pattern, args)
        if errors:
            self._raise(errors, message_id, attribute)
        result = str(text)
        if key is not None and len(self._cache) < 65536:
            self._cache[key] = result
        return result

    def _raise(self, errors: Iterable[Exception], message_id: str, attribute: str | None) -> None:
        shown = f"{message_id}.{attribute}" if attribute else message_id
        entry = self.entries.get(message_id)
        file, line = (str(entry.file), entry.line) if entry else (self.file_for(message_id), 0)
        for error in errors:
            if isinstance(error, MissingForm):
                raise MissingForm(shown, self.lang, file, f"{shown}: {error.detail}", line)
            raise TextError(shown, self.lang, file, f"{shown}: {error}", line)

    def attribute_text(self, message_id: str, attribute: str) -> str:
        """A plain attribute of a message or term as written (``.gender = fem``)."""
        key = (message_id, attribute)
        found = self._attributes.get(key)
        if found is None:
            found = self._attributes[key] = self._attribute_text(message_id, attribute)
        return found

    def _attribute_text(self, message_id: str, attribute: str) -> str:
        entry = self.entries.get(message_id)
        if entry is None or attribute not in entry.attributes:
            return ""
        entry = self._checked(message_id) or entry
        pattern = entry.program[1][attribute]
        first = pattern if isinstance(pattern, str) else pattern[1]  # its text before any placeable
        return first.strip() if isinstance(first, str) else ""

    def term(self, term_id: str) -> Noun:
        """A termbase entry (``-card-sulking-slime``) as a Noun; MissingText when absent."""
        found = self._nouns.get(term_id)
        if found is not None:
            return found
        entry = self.entries.get(term_id)
        if entry is None:
            raise self.missing(term_id)
        entry = self._checked(term_id) or entry
        value = entry.program[0]
        variants = set(entry.variants)
        # A name written without case forms in a language with cases has only its nominative (unless
        # marked `.indeclinable = yes`): asking it for another case is an error, not a silent fall-back.
        if not variants and self.lang in CASES and self.attribute_text(term_id, "indeclinable") != "yes":
            variants = {"nom"}

        known: dict[str, str | None] = {}

        def forms(case: str) -> str | None:
            if case in known:
                return known[case]
            if variants and case not in variants:
                return None
            text, errors = self.formatter.format(value, {"case": case})
            if errors:
                self._raise(errors, term_id, None)
            known[case] = str(text)
            return known[case]

        text, errors = self.formatter.format(value, {"case": entry.default or "nom"})
        if errors:
            self._raise(errors, term_id, None)
        noun = Noun(
            str(text),
            forms,
            self.attribute_text(term_id, "gender"),
            self.attribute_text(term_id, "animacy"),
            term_id,
        )
        self._nouns[term_id] = noun
        return noun

    def phrase(self, message_id: str, args: Mapping[str, Any]) -> Noun:
        """A nested phrase (a target, a selector, a quantity) as a Noun: its message formatted with
        ``args``, and again with ``case`` for each form a message asks of it."""
        args = {"case": "nom", **args}
        default = self.format(message_id, args)
        ident = f"{message_id}{sorted((k, getattr(v, 'ident', v)) for k, v in args.items())}"

        def forms(case: str) -> str | None:
            return self.format(message_id, {**args, "case": case})

        gender = self.format(message_id, args, "gender") if self.has(message_id, "gender") else ""
        animacy = self.format(message_id, args, "animacy") if self.has(message_id, "animacy") else ""
        return Noun(default, forms, gender, animacy, ident)


def bundle(game: str, lang: str, root: str | None = None) -> Bundle:
    """The loaded bundle of a game in a language (cached: files are read once per process), from
    ``root`` alone, else from every locale layer in force (toolkit/i18n/layers.py)."""
    # Keyed by every layer, the bottom one too: a test or tool that points the shipped folder elsewhere
    # must not be served the bundle read from the last one.
    return _bundle(game, lang, root, () if root else layers.chain())


@functools.lru_cache(maxsize=64)
def _bundle(game: str, lang: str, root: str | None, _layers: tuple[Path, ...]) -> Bundle:
    return Bundle(game_files(game, lang, Path(root) if root else None))


bundle.cache_clear = _bundle.cache_clear  # type: ignore[attr-defined]  # toolkit.text.forget
