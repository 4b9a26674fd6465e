"""The columns of a game's sheet, from its vocabulary: every game gets its own.

A row is one card: ``@id``, ``kind`` (CSV only: an XLSX sheet is one kind), ``name``, a column per
field of its kind in the order the vocabulary declares them (``level``, ``treasures``, ``tags``...),
``rules`` (every line of the card that is not a field, one per line in the cell), ``flavour`` (its
flavour text), the generated rules text per language (read-only), then the columns the
designer added, which Deckwright keeps in the sidecar (toolkit/sheet/sidecar.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from toolkit.lang.ruleset import Ruleset
from toolkit.lang.vocabulary import COMMON_FIELDS, FieldSpec, KindSpec

ID = "id"
KIND = "kind"
NAME = "name"
RULES = "rules"
RESERVED = frozenset({ID, KIND, NAME, RULES})


@dataclass(frozen=True)
class Column:
    header: str
    role: str  # "id", "kind", "name", "field", "rules", "generated", "extra"
    spec: FieldSpec | None = None
    lang: str = ""

    @property
    def readonly(self) -> bool:
        return self.role == "generated"

    @property
    def field(self) -> str:
        """The card-language field this column holds ('' for none)."""
        return self.spec.name if self.spec is not None else ""


def field_header(spec: FieldSpec) -> str:
    """A field's column: its name, unless a game names a field like one of the fixed columns."""
    return f"{spec.name} (field)" if spec.name in RESERVED else spec.name


def generated_header(lang: str) -> str:
    return f"rules text ({lang}, generated)"


def _own_fields(kind: KindSpec) -> list[FieldSpec]:
    """A kind's fields but the common ones (flavour: after the rules), under their current names only."""
    common = {spec.name for spec in COMMON_FIELDS}
    return [spec for spec in kind.fields if spec.name not in common and not spec.deprecated]


@dataclass(frozen=True)
class Layout:
    """The columns of one game's sheet, for the languages its generated text is shown in."""

    ruleset: Ruleset
    languages: tuple[str, ...] = ()
    extras: tuple[str, ...] = ()  # headers the designer added, in their order

    @property
    def game(self) -> str:
        return self.ruleset.name

    @property
    def kinds(self) -> list[KindSpec]:
        return list(self.ruleset.vocabulary.kinds.values())

    def kind(self, name: str) -> KindSpec | None:
        return self.ruleset.vocabulary.kinds.get(name)

    def _tail(self) -> list[Column]:
        out = [Column(RULES, "rules")]
        out.extend(Column(field_header(spec), "field", spec) for spec in COMMON_FIELDS if not spec.deprecated)
        out.extend(Column(generated_header(lang), "generated", lang=lang) for lang in self.languages)
        out.extend(Column(header, "extra") for header in self.extras)
        return out

    def kind_columns(self, kind: KindSpec) -> list[Column]:
        """The columns of one kind's sheet (XLSX)."""
        fields = [Column(field_header(spec), "field", spec) for spec in _own_fields(kind)]
        return [Column(ID, "id"), Column(NAME, "name"), *fields, *self._tail()]

    def all_columns(self) -> list[Column]:
        """The columns of the one table of every kind (CSV): each field once, in first-seen order."""
        seen: dict[str, Column] = {}
        for kind in self.kinds:
            for spec in _own_fields(kind):
                seen.setdefault(field_header(spec), Column(field_header(spec), "field", spec))
        return [Column(ID, "id"), Column(KIND, "kind"), Column(NAME, "name"), *seen.values(), *self._tail()]

    def known_headers(self) -> set[str]:
        return {c.header for c in self.all_columns() if c.role != "extra"}

    def with_extras(self, extras: Iterable[str]) -> Layout:
        known = self.known_headers()
        merged = list(dict.fromkeys([*self.extras, *(e for e in extras if e and e not in known)]))
        return Layout(self.ruleset, self.languages, tuple(merged))


def fields_of(kind: KindSpec, columns: Sequence[Column]) -> dict[str, FieldSpec]:
    """Of a table's field columns, those of ``kind``, with the kind's own spec (a CSV holds every kind's
    fields, and two kinds may type a field of one name differently: a room's cost is money, a henchman's
    a number)."""
    own = kind.field_map
    text = {spec.name: spec for spec in COMMON_FIELDS}
    found: dict[str, FieldSpec] = {}
    for column in columns:
        if column.role == "field" and column.spec is not None:
            spec = own.get(column.spec.name) or text.get(column.spec.name)
            if spec is not None:
                found[column.header] = spec
    return found
