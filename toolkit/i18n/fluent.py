"""The Fluent half of the translations: the card-text files, read and written with fluent.syntax.

Per game and language, under ``locales/<lang>/cardtext/`` (English, ``en``, is the source):

- ``<game>.ftl``: the construct messages the card-text generator formats (``effect-lose-levels``);
- ``terms-<game>.ftl``: the termbase: game terms (``-level``, ``-treasure``) and every card's name as
  ``-card-<card key>``, declined by ``$case`` and with a ``.gender`` attribute where the language has them;
- ``cards-<game>.ftl``: what a card has that the model does not generate: ``card-<key>-flavour``, and a
  translator's reviewed override of a card's whole rules text, ``card-<key>-rules``.

A game whose ruleset has a ``family`` reads its family's files first, then its own (which add or override).

Every translated entry carries a comment ``# source-hash: <12 hex>``: ``catalogs.source_hash`` of the English
entry it was made from, serialized by fluent.syntax without its comment (``entry_hash``), or, for a rules
override, of the card's meaning (``Card.content_hash``). ``update`` adds ``# stale: <old hash>`` when the
English changed; the translator deletes that line once the translation is reviewed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl
from fluent.syntax.ast import Message, Term

from toolkit.files import write_atomic
from toolkit.i18n.hashes import HASH_COMMENT, source_hash  # not catalogs: that imports Babel

KINDS: tuple[str, ...] = ("messages", "terms", "cards")  # the kinds of card text, as `status` lists them
STALE_MARK = "stale:"
_HASH = re.compile(r"^source-hash:\s*([0-9a-f]{12})\s*$")
_STALE = re.compile(r"^stale:\s*([0-9a-f]{12})?")
_NOT_ID = re.compile(r"[^A-Za-z0-9_-]")

# The grammatical cases a termbase declines its terms by ($case), per language: what a message may ask of a
# term, and what every declined term must have. A language not listed has no cases (en, es).
CASES: dict[str, tuple[str, ...]] = {
    "uk": ("nom", "gen", "dat", "acc", "ins", "loc"),
    "pl": ("nom", "gen", "dat", "acc", "ins", "loc"),
    "de": ("nom", "acc", "dat", "gen"),
}
# Languages whose nouns have a grammatical gender: every card name there carries `.gender`.
GENDERED: frozenset[str] = frozenset({"es", "uk", "de", "pl"})


# ---------------------------------------------------------------- where the files are


def folder(locales: Path, lang: str) -> Path:
    return locales / lang / "cardtext"


def path_of(locales: Path, lang: str, game: str, kind: str) -> Path:
    """The file of one kind of card text: ``messages`` <game>.ftl, ``terms`` terms-<game>.ftl, ``cards``."""
    name = {"messages": f"{game}.ftl", "terms": f"terms-{game}.ftl", "cards": f"cards-{game}.ftl"}[kind]
    return folder(locales, lang) / name


def ftl_key(key: str) -> str:
    """A card key as a Fluent identifier part: letters, digits, ``-`` and ``_`` kept, anything else
    (a non-Latin slug's letters) written as ``_<hex>_``, so two keys never meet in one id."""
    return _NOT_ID.sub(lambda m: f"_{ord(m.group()):x}_", key)


def card_term(key: str) -> str:
    """The termbase id of a card's name (without the leading ``-``)."""
    return f"card-{ftl_key(key)}"


def flavour_id(key: str) -> str:
    return f"card-{ftl_key(key)}-flavour"


def field_id(key: str, field: str) -> str:
    """A designer's own text field of a card (a supervillain's ``base``): ``card-<key>-<field>``."""
    return f"card-{ftl_key(key)}-{ftl_key(field)}"


def rules_id(key: str) -> str:
    return f"card-{ftl_key(key)}-rules"


# ---------------------------------------------------------------- one file


@dataclass(frozen=True)
class Syntax:
    """A stretch of a file fluent.syntax could not read (Junk), at its line and column."""

    line: int
    column: int
    code: str
    message: str


@dataclass
class FtlFile:
    """One .ftl file read: its entries by id (terms with their leading ``-``), in order, and its junk."""

    path: Path
    text: str = ""
    resource: ftl.Resource = field(default_factory=lambda: ftl.Resource([]))
    exists: bool = False
    error: str = ""  # the file could not be read at all (not UTF-8, not a file)
    _starts: list[int] = field(default_factory=list)

    def entries(self) -> dict[str, ftl.Message | ftl.Term]:
        return {entry_id(e): e for e in self.resource.body if isinstance(e, ftl.Message | ftl.Term)}

    def line_of(self, offset: int) -> int:
        """The 1-based line of a character offset."""
        if not self._starts:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        low, high = 0, len(self._starts) - 1
        while low < high:
            mid = (low + high + 1) // 2
            if self._starts[mid] <= offset:
                low = mid
            else:
                high = mid - 1
        return low + 1

    def column_of(self, offset: int) -> int:
        line = self.line_of(offset)
        return offset - self._starts[line - 1] + 1

    def where(self, node: ftl.SyntaxNode | None) -> int:
        """The line a node starts on (an entry's: its id's line, not its comment's)."""
        if isinstance(node, ftl.Message | ftl.Term):
            node = node.id
        span = getattr(node, "span", None)
        return self.line_of(span.start) if span is not None else 0

    def junk(self) -> list[Syntax]:
        found = []
        for entry in self.resource.body:
            if not isinstance(entry, ftl.Junk):
                continue
            for note in entry.annotations or ():
                offset = note.span.start if note.span is not None else entry.span.start
                found.append(Syntax(self.line_of(offset), self.column_of(offset), note.code, note.message))
            if not entry.annotations:
                found.append(Syntax(self.line_of(entry.span.start), 1, "junk", "unreadable entry"))
        return found


MAX_DEPTH = 64  # placeables inside placeables: far beyond any real message, and short of Python's stack


def _depth(text: str) -> int:
    depth = deepest = 0
    for char in text:
        if char == "{":
            depth += 1
            deepest = max(deepest, depth)
        elif char == "}":
            depth = max(0, depth - 1)
    return deepest


def parse_text(text: str, path: Path | None = None) -> FtlFile:
    where = path or Path("<string>")
    if _depth(text) > MAX_DEPTH:  # the parser, and every walk over its tree, recurse
        return FtlFile(where, text, exists=True, error=f"placeables nested more than {MAX_DEPTH} deep")
    try:
        resource = FluentParser(with_spans=True).parse(text)
    except RecursionError:
        return FtlFile(where, text, exists=True, error="nested too deeply to read")
    return FtlFile(where, text, resource, exists=True)


def read(path: Path) -> FtlFile:
    """A file, or an empty one (``exists`` False) when there is none; unreadable bytes are an ``error``."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return FtlFile(path)
    except OSError as exc:
        return FtlFile(path, exists=True, error=f"cannot read: {exc.strerror or exc}")
    return decode(data, path)


def decode(data: bytes, path: Path) -> FtlFile:
    """A file's bytes, parsed (bytes that are not UTF-8 are an ``error``)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return FtlFile(path, exists=True, error=f"not UTF-8 (byte {exc.start})")
    return parse_text(text.removeprefix("\ufeff"), path)


def serialize(resource: ftl.Resource) -> str:
    return FluentSerializer(with_junk=True).serialize(resource)


def write(path: Path, resource: ftl.Resource) -> bool:
    """Write a resource atomically; False (and nothing written) when the file already says the same."""
    text = serialize(resource)
    try:
        if path.read_text(encoding="utf-8") == text:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    write_atomic(path, text.encode("utf-8"))
    return True


# ---------------------------------------------------------------- entries and their hashes


def entry_id(entry: ftl.Message | ftl.Term) -> str:
    return ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name


def entry_source(entry: ftl.Message | ftl.Term) -> str:
    """An entry's source text as fluent.syntax serializes it, without its comment: what its hash covers
    (so reflowing a file, or a comment, never makes a translation stale)."""
    bare = entry.clone()
    bare.comment = None
    return FluentSerializer().serialize_entry(bare)


def entry_hash(entry: ftl.Message | ftl.Term) -> str:
    """``catalogs.source_hash`` of the entry's source, its surrounding white space stripped (so it equals
    ``sha256(text.strip())[:12]`` of an entry as the canonical serializer writes it)."""
    return source_hash((entry_source(entry).strip(),))


def written_hash(entry: ftl.Message | ftl.Term, file: FtlFile) -> str | None:
    """The hash of an entry's text exactly as its file writes it (comment left out, white space around it
    stripped): what a stamp made from the raw file records. Equal to ``entry_hash`` for a file in the
    serializer's layout; accepted beside it, and replaced by it at the next ``update``."""
    if entry.span is None or not file.text:
        return None
    start = entry.id.span.start - (1 if isinstance(entry, ftl.Term) else 0) if entry.id.span else entry.span.start
    return source_hash((file.text[start : entry.span.end].strip(),))


def text_hash(source: str) -> str:
    """The hash of an entry written as text (``msg = Hello``): the card-text generator's stamp.
    ValueError when the text is not exactly one message or term."""
    body = [e for e in FluentParser().parse(source).body if not isinstance(e, ftl.BaseComment)]
    if len(body) != 1 or not isinstance(body[0], ftl.Message | ftl.Term):
        raise ValueError(f"not one Fluent message or term: {source[:60]!r}")
    return entry_hash(body[0])


def _comment_lines(entry: ftl.Message | ftl.Term) -> list[str]:
    return entry.comment.content.split("\n") if entry.comment is not None and entry.comment.content else []


def comment_of(entry: ftl.Message | ftl.Term) -> str:
    """The comment lines above an entry, as one text ("" for none)."""
    return entry.comment.content if entry.comment is not None and entry.comment.content else ""


def recorded_hash(entry: ftl.Message | ftl.Term | str) -> str | None:
    """The ``# source-hash:`` an entry (or its comment, as text) records."""
    for line in _comment_lines(entry) if not isinstance(entry, str) else entry.split("\n"):
        match = _HASH.match(line.strip())
        if match:
            return match.group(1)
    return None


def marked_stale(entry: ftl.Message | ftl.Term | str) -> bool:
    """Whether an entry (or its comment, as text) carries a ``# stale:`` line."""
    lines = _comment_lines(entry) if not isinstance(entry, str) else entry.split("\n")
    return any(_STALE.match(line.strip()) for line in lines)


@functools.lru_cache(maxsize=4096)
def message_hash(ident: str, text: str) -> str:
    """``entry_hash`` of the message ``ident = text``: what a translation of a card's flavour or text
    field made from this English records (asked per card and language: serialized once)."""
    return entry_hash(message(ident, text))


def _set_comment(entry: ftl.Message | ftl.Term, lines: list[str]) -> None:
    entry.comment = ftl.Comment("\n".join(lines)) if lines else None


def stamp(entry: ftl.Message | ftl.Term, value: str) -> None:
    """Record ``value`` as the source hash, in place of any other."""
    lines = [line for line in _comment_lines(entry) if not _HASH.match(line.strip())]
    _set_comment(entry, [*lines, f"{HASH_COMMENT} {value}"])


def mark_stale(entry: ftl.Message | ftl.Term, old: str) -> None:
    if marked_stale(entry):
        return
    lines = _comment_lines(entry)
    _set_comment(
        entry, [*lines, f"{STALE_MARK} {old} (the English changed: review this translation, then delete this line)"]
    )


# ---------------------------------------------------------------- what an entry holds


def patterns(entry: ftl.Message | ftl.Term) -> Iterator[ftl.Pattern]:
    if entry.value is not None:
        yield entry.value
    for attribute in entry.attributes:
        yield attribute.value


def walk(node: object) -> Iterator[ftl.BaseNode]:
    """Every node under ``node`` (fluent.syntax's own visitor, as a generator)."""
    if isinstance(node, ftl.BaseNode):
        yield node
        for value in vars(node).values():
            if isinstance(value, list):
                for item in value:
                    yield from walk(item)
            elif isinstance(value, ftl.BaseNode):
                yield from walk(value)


def variables(entry: ftl.Message | ftl.Term) -> set[str]:
    return {n.id.name for p in patterns(entry) for n in walk(p) if isinstance(n, ftl.VariableReference)}


def printed_variables(entry: ftl.Message | ftl.Term) -> set[str]:
    """The variables whose value the entry prints (or hands to a function), not only selects on."""
    selectors = {id(n.selector) for p in patterns(entry) for n in walk(p) if isinstance(n, ftl.SelectExpression)}
    return {
        n.id.name
        for p in patterns(entry)
        for n in walk(p)
        if isinstance(n, ftl.VariableReference) and id(n) not in selectors
    }


def term_references(entry: ftl.Message | ftl.Term) -> Iterator[ftl.TermReference]:
    for pattern in patterns(entry):
        for node in walk(pattern):
            if isinstance(node, ftl.TermReference):
                yield node


def selects(entry: ftl.Message | ftl.Term) -> Iterator[ftl.SelectExpression]:
    for pattern in patterns(entry):
        for node in walk(pattern):
            if isinstance(node, ftl.SelectExpression):
                yield node


def missing_variants(pattern: ftl.Pattern | None, asked: dict[str, str]) -> list[tuple[str, str, list[str]]]:
    """Along the path Fluent takes through a term's value for the literal arguments ``asked``
    (``-treasure(case: "acc")``; a select on an argument not given takes its default), each select on
    an asked argument that has no variant for its value: (argument, value, the keys it has)."""
    found: list[tuple[str, str, list[str]]] = []
    for element in pattern.elements if pattern is not None else ():
        if not isinstance(element, ftl.Placeable):
            continue
        expression = element.expression
        if not isinstance(expression, ftl.SelectExpression) or not isinstance(
            expression.selector, ftl.VariableReference
        ):
            continue
        name = expression.selector.id.name
        chosen = next(v for v in expression.variants if v.default)
        if name in asked:
            match = next((v for v in expression.variants if variant_key(v) == asked[name]), None)
            if match is None:
                found.append((name, asked[name], [variant_key(v) for v in expression.variants]))
            else:
                chosen = match
        found.extend(missing_variants(chosen.value, asked))
    return found


def variant_key(variant: ftl.Variant) -> str:
    key = variant.key
    return key.name if isinstance(key, ftl.Identifier) else key.value


def leaves(pattern: ftl.Pattern | None) -> list[str]:
    """Every text a pattern can come out as, with its placeables other than selects left as ``{…}``:
    one per path through its selects (``{ $case -> [nom] Дракон [acc] Дракона }`` gives both)."""
    if pattern is None:
        return []
    results = [""]
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            results = [r + element.value for r in results]
            continue
        expression = element.expression
        if isinstance(expression, ftl.SelectExpression):
            options = [text for variant in expression.variants for text in leaves(variant.value)]
            results = [r + o for r in results for o in options][:256]  # a guard against combinatorial files
        elif isinstance(expression, ftl.StringLiteral):
            results = [r + expression.parse()["value"] for r in results]
        elif isinstance(expression, ftl.NumberLiteral):
            results = [r + expression.value for r in results]
        else:
            results = [r + "{…}" for r in results]
    return results


def texts(entry: ftl.Message | ftl.Term) -> list[str]:
    """The text elements of an entry (its words and typed numbers), every variant's."""
    found = []
    for pattern in patterns(entry):
        for node in walk(pattern):
            if isinstance(node, ftl.TextElement) or (
                isinstance(node, ftl.NumberLiteral) and not _is_key(node, pattern)
            ):
                found.append(node.value)
    return found


def _is_key(node: ftl.NumberLiteral, pattern: ftl.Pattern) -> bool:
    return any(isinstance(n, ftl.Variant) and n.key is node for n in walk(pattern))


def text_pattern(text: str) -> ftl.Pattern:
    """Plain text as a pattern that prints it back exactly: braces become string literals, and a
    character Fluent would read as syntax at a line's start (``[``, ``*``, ``.``) is quoted."""
    text = " ".join(text.split())
    elements: list[ftl.PatternElement] = []
    for index, part in enumerate(re.split(r"([{}])", text)):
        if not part:
            continue
        if part in "{}" and index % 2:
            elements.append(ftl.Placeable(ftl.StringLiteral(part)))
        else:
            elements.append(ftl.TextElement(part))
    if elements and isinstance(elements[0], ftl.TextElement) and elements[0].value[:1] in "[*.":
        first = elements[0].value
        elements[:1] = [
            ftl.Placeable(ftl.StringLiteral(first[0])),
            *([ftl.TextElement(first[1:])] if first[1:] else []),
        ]
    return ftl.Pattern(elements or [ftl.Placeable(ftl.StringLiteral(""))])


def message(ident: str, text: str) -> ftl.Message:
    return ftl.Message(ftl.Identifier(ident), text_pattern(text))


def term(ident: str, text: str) -> ftl.Term:
    return ftl.Term(ftl.Identifier(ident.removeprefix("-")), text_pattern(text))


class Files:
    """Each file read once in a run (check and status read a family's files for every member). ``locales``
    is the folder written and checked; ``beneath`` the layers under it, lowest first (a project's
    translations lay over the shipped ones: toolkit/i18n/layers.py), read for what it leaves out."""

    def __init__(self, locales: Path, beneath: tuple[Path, ...] = ()) -> None:
        self.locales = locales
        self.beneath = tuple(p for p in beneath if p != locales)
        self._read: dict[Path, FtlFile] = {}

    def get(self, lang: str, game: str, kind: str) -> FtlFile:
        """The top layer's file (the one a translator edits here)."""
        return self.at(path_of(self.locales, lang, game, kind))

    def layered(self, lang: str, game: str, kind: str) -> list[FtlFile]:
        """The file in every layer, lowest first (a later file's entry wins)."""
        return [self.at(path_of(folder, lang, game, kind)) for folder in (*self.beneath, self.locales)]

    def find(self, lang: str, game: str, kind: str, ident: str) -> tuple[FtlFile, Message | Term] | None:
        """The entry in the highest layer that has it, and that layer's file."""
        for file in reversed(self.layered(lang, game, kind)):
            entry = file.entries().get(ident)
            if entry is not None:
                return file, entry
        return None

    def at(self, path: Path) -> FtlFile:
        if path not in self._read:
            self._read[path] = read(path)
        return self._read[path]


# ---------------------------------------------------------------- what a check reads of a file


class EntryFacts(NamedTuple):
    """What the card-text checks read of one entry (a tuple: a file has thousands): the line its id is
    on, its comment (the source hash and any stale mark live there), and its hashes, canonical
    (``entry_hash``) and as written (``written_hash``)."""

    line: int
    comment: str
    canonical: str
    written: str | None

    @property
    def recorded(self) -> str | None:
        return recorded_hash(self.comment)

    @property
    def stale(self) -> bool:
        return marked_stale(self.comment)


@dataclass
class FileFacts:
    """One file as the card-text checks see it: its entries' facts by id (terms with their ``-``), in
    order, and its junk; ``exists`` and ``error`` as FtlFile's."""

    path: Path
    exists: bool = False
    error: str = ""
    entries: dict[str, EntryFacts] = field(default_factory=dict)
    junk: list[Syntax] = field(default_factory=list)


def facts_of(file: FtlFile) -> FileFacts:
    entries = {
        ident: EntryFacts(file.where(entry), comment_of(entry), entry_hash(entry), written_hash(entry, file))
        for ident, entry in file.entries().items()
    }
    return FileFacts(file.path, file.exists, file.error, entries, file.junk())


def facts_json(facts: FileFacts) -> dict[str, Any]:
    """A file's facts as JSON data (kept by the bytes they were read from: ``FactFiles``)."""
    return {
        "entries": {k: list(v) for k, v in facts.entries.items()},
        "junk": [[j.line, j.column, j.code, j.message] for j in facts.junk],
    }


def facts_from_json(path: Path, found: Any) -> FileFacts | None:
    """The facts ``facts_json`` wrote, or None when ``found`` is not exactly that shape (so nothing kept on
    disk is trusted unchecked: the file is parsed again)."""
    if not isinstance(found, dict) or set(found) != {"entries", "junk"}:
        return None
    entries, junk = found["entries"], found["junk"]
    if not isinstance(entries, dict) or not isinstance(junk, list):
        return None
    facts = FileFacts(path, exists=True)
    for ident, record in entries.items():
        if not (isinstance(record, list) and len(record) == 4):
            return None
        line, comment, canonical, written = record
        if not (
            isinstance(ident, str)
            and isinstance(line, int)
            and isinstance(comment, str)
            and isinstance(canonical, str)
            and (written is None or isinstance(written, str))
        ):
            return None
        facts.entries[ident] = EntryFacts(line, comment, canonical, written)
    for record in junk:
        if not (isinstance(record, list) and len(record) == 4):
            return None
        line, column, code, text = record
        if not (isinstance(line, int) and isinstance(column, int) and isinstance(code, str) and isinstance(text, str)):
            return None
        facts.junk.append(Syntax(line, column, code, text))
    return facts


class FactStore(Protocol):
    """Where a file's facts are kept between runs, keyed by the file's bytes (toolkit.text.ftlcache)."""

    def read(self, data: bytes) -> Any | None: ...

    def write(self, data: bytes, value: Any) -> None: ...


class FactFiles:
    """``Files`` for the checks that read only facts: each file read once in a run, and parsed only when
    its bytes were never seen before (the facts of bytes seen are read back from ``store``, JSON data
    checked for its shape). fluent.syntax reads a character at a time: the shipped files parsed on every
    `deckwright validate` cost seconds (docs/performance.md, "Validation")."""

    def __init__(self, locales: Path, beneath: tuple[Path, ...] = (), store: FactStore | None = None) -> None:
        self.locales = locales
        self.beneath = tuple(p for p in beneath if p != locales)
        self.store = store
        self._read: dict[Path, FileFacts] = {}

    def get(self, lang: str, game: str, kind: str) -> FileFacts:
        return self.at(path_of(self.locales, lang, game, kind))

    def layered(self, lang: str, game: str, kind: str) -> list[FileFacts]:
        return [self.at(path_of(folder, lang, game, kind)) for folder in (*self.beneath, self.locales)]

    def find(self, lang: str, game: str, kind: str, ident: str) -> tuple[FileFacts, EntryFacts] | None:
        for file in reversed(self.layered(lang, game, kind)):
            entry = file.entries.get(ident)
            if entry is not None:
                return file, entry
        return None

    def at(self, path: Path) -> FileFacts:
        if path not in self._read:
            self._read[path] = self._facts(path)
        return self._read[path]

    def _facts(self, path: Path) -> FileFacts:
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return FileFacts(path)
        except OSError:
            return facts_of(read(path))  # its error, as `read` words it
        if self.store is not None:
            kept = facts_from_json(path, self.store.read(data))
            if kept is not None:
                return kept
        facts = facts_of(decode(data, path))  # the bytes the key was made of, not a second read
        if self.store is not None and facts.exists and not facts.error:
            self.store.write(data, facts_json(facts))
        return facts
