"""Fluent entries compiled to plain data, and the formatter that reads it.

A card-text bundle needs fluent.runtime's meaning of a message, not its machinery: fluent.runtime
compiles each message from the syntax tree on first use (a tree of resolver objects, 0.1 ms a
message) and formats through a generic environment, so a fresh process spent more time compiling
than formatting. Here a message or term is compiled once into lists, strings and numbers (JSON
data, which ``toolkit.text.ftlcache`` keeps on disk: nothing read back can run code), and
:class:`Formatter` evaluates that data with fluent.runtime's rules (tests/test_text_program.py
formats every entry of every shipped file both ways and compares):

- a variable a message lacks is an error, a variable a term lacks selects the default variant;
- a number selects a variant by its exact value first, then by its CLDR plural category; a string
  by its key; else the default variant;
- a term reference passes only its named arguments; a message reference shares the caller's;
- numbers print in the locale's format (Babel's, as fluent.runtime does); bidi isolation is off;
- cycles, unknown entries, functions and attributes are errors, not exceptions; a message that
  expands past fluent.runtime's own limits (1,000 parts, 2,500 characters a placeable) stops.

The forms (JSON lists, first item a tag):

``"text"`` (a pattern of text alone) or ``["p", part, ...]`` (a pattern; a part is text or an
expression); expressions ``["s", text]``, ``["n", number]``, ``["v", name]``, ``["m", id, attr]``,
``["t", id, attr, {name: literal} | None]``, ``["f", name, [positional], {name: literal}]``,
``["x", selector, default, [key_is_number, key, pattern], ...]``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from fluent.syntax import ast as ftl

Program = Any  # a pattern or an expression in the forms above
MAX_PARTS = 1000  # fluent.runtime's Pattern.MAX_PARTS
MAX_PART_LENGTH = 2500  # fluent.runtime's MAX_PART_LENGTH
PLURAL_TABLE = 10_000  # the whole numbers whose plural categories are kept in a table (a Munchkin item is worth 1,000)
_TAGS = frozenset("psnvmtfx")

# ---------------------------------------------------------------- compiling


def compile_pattern(pattern: ftl.Pattern | None) -> Program:
    if pattern is None:
        return None
    parts: list[Any] = []
    for element in pattern.elements:
        part = element.value if isinstance(element, ftl.TextElement) else _expression(element.expression)
        if isinstance(part, list) and part[0] == "s":
            part = part[1]  # a string literal in a pattern is its text
        if isinstance(part, str) and parts and isinstance(parts[-1], str):
            parts[-1] += part
        else:
            parts.append(part)
    if all(isinstance(p, str) for p in parts):
        return "".join(parts)
    return ["p", *parts]


def _literal(node: Any) -> Any:
    if isinstance(node, ftl.StringLiteral):
        return ["s", node.parse()["value"]]
    if isinstance(node, ftl.NumberLiteral):
        return ["n", _number(node.value)]
    return _expression(node)


def _number(text: str) -> int | float:
    return float(text) if "." in text else int(text)


def _expression(node: Any) -> Program:
    if isinstance(node, (ftl.StringLiteral, ftl.NumberLiteral)):
        return _literal(node)
    if isinstance(node, ftl.Placeable):
        return _expression(node.expression)
    if isinstance(node, ftl.VariableReference):
        return ["v", node.id.name]
    if isinstance(node, ftl.MessageReference):
        return ["m", node.id.name, node.attribute.name if node.attribute else None]
    if isinstance(node, ftl.TermReference):
        named = {a.name.name: _literal(a.value) for a in node.arguments.named} if node.arguments else None
        return ["t", node.id.name, node.attribute.name if node.attribute else None, named]
    if isinstance(node, ftl.FunctionReference):
        positional = [_expression(a) for a in node.arguments.positional]
        return ["f", node.id.name, positional, {a.name.name: _literal(a.value) for a in node.arguments.named}]
    if isinstance(node, ftl.SelectExpression):
        default = next(i for i, v in enumerate(node.variants) if v.default)
        variants = [
            [
                isinstance(v.key, ftl.NumberLiteral),
                _number(v.key.value) if isinstance(v.key, ftl.NumberLiteral) else v.key.name,
                compile_pattern(v.value),
            ]
            for v in node.variants
        ]
        return ["x", _expression(node.selector), default, *variants]
    raise ValueError(f"not a Fluent expression: {type(node).__name__}")


def compile_entry(node: ftl.Message | ftl.Term) -> list[Any]:
    """``[value, {attribute: pattern}]`` of a message or term."""
    return [compile_pattern(node.value), {a.id.name: compile_pattern(a.value) for a in node.attributes}]


# ---------------------------------------------------------------- checking data read back


def valid_entry(data: Any) -> bool:
    """Whether data read from a cache has exactly the forms above (anything else is not used)."""
    return (
        isinstance(data, list)
        and len(data) == 2
        and (data[0] is None or valid_pattern(data[0]))
        and isinstance(data[1], dict)
        and all(isinstance(k, str) and valid_pattern(v) for k, v in data[1].items())
    )


def valid_pattern(p: Any, depth: int = 0) -> bool:
    if isinstance(p, str):
        return True
    if depth > 40 or not isinstance(p, list) or len(p) < 2 or p[0] != "p":
        return False
    return all(isinstance(e, str) or _valid_expression(e, depth + 1) for e in p[1:])


def _name(x: Any) -> bool:
    return isinstance(x, str) and bool(x)


def _valid_literal(x: Any, depth: int) -> bool:
    if isinstance(x, list) and len(x) == 2 and x[0] == "s":
        return isinstance(x[1], str)
    if isinstance(x, list) and len(x) == 2 and x[0] == "n":
        return isinstance(x[1], (int, float)) and not isinstance(x[1], bool)
    return _valid_expression(x, depth)


def _valid_named(named: Any, depth: int) -> bool:
    if not isinstance(named, dict):
        return False
    return all(isinstance(k, str) and _valid_literal(v, depth + 1) for k, v in named.items())


def _valid_expression(e: Any, depth: int) -> bool:
    if depth > 40 or not isinstance(e, list) or not e or e[0] not in _TAGS:
        return False
    tag, n = e[0], len(e)
    if tag in "sn":
        return _valid_literal(e, depth)
    if tag == "v":
        return n == 2 and _name(e[1])
    if tag == "m":
        return n == 3 and _name(e[1]) and (e[2] is None or _name(e[2]))
    if tag == "t":
        named = e[3] if n == 4 else 0
        return (
            n == 4 and _name(e[1]) and (e[2] is None or _name(e[2])) and (named is None or _valid_named(named, depth))
        )
    if tag == "f":
        return (
            n == 4
            and _name(e[1])
            and isinstance(e[2], list)
            and all(_valid_expression(a, depth + 1) for a in e[2])
            and _valid_named(e[3], depth)
        )
    if tag == "x":
        variants = e[3:]
        return (
            n >= 4
            and _valid_expression(e[1], depth + 1)
            and isinstance(e[2], int)
            and not isinstance(e[2], bool)
            and 0 <= e[2] < len(variants)
            and all(
                isinstance(v, list)
                and len(v) == 3
                and isinstance(v[0], bool)
                and (isinstance(v[1], (int, float)) if v[0] else _name(v[1]))
                and valid_pattern(v[2], depth + 1)
                for v in variants
            )
        )
    return tag == "p" and valid_pattern(e, depth)


# ---------------------------------------------------------------- formatting


class FormatError(Exception):
    """What fluent.runtime would have put in its errors list."""


class _None:
    """fluent.runtime's FluentNone: a value that matches no variant and prints as its name."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return self.name or "???"


class Formatter:
    """Evaluates compiled entries of one language (``lookup(id, is_term)`` gives an entry's data)."""

    def __init__(
        self,
        lang: str,
        lookup: Callable[[str, bool], list[Any] | None],
        functions: Mapping[str, Callable[..., Any]],
        kept: Callable[[str, Callable[[], dict[str, Any]]], Mapping[str, Any]] | None = None,
    ) -> None:
        self.lang = lang
        self.lookup = lookup
        self.functions = {**_builtins(), **functions}
        # Plural categories and number signs from a kept table (ftlcache.language_table), so that a
        # fresh process never loads Babel's locale data for them (a fifth of its time before).
        self._kept = kept

    @functools.cached_property
    def _locale(self) -> Any:
        import babel

        return babel.Locale.parse(self.lang)

    @functools.cached_property
    def _rule(self) -> Callable[[int | float], str]:
        """The CLDR plural rule of the language (Babel's, as fluent.runtime asks it), remembered."""
        import babel.plural

        rule = babel.plural.to_python(self._locale.plural_form)
        return functools.lru_cache(maxsize=512)(rule)

    @functools.cached_property
    def _table(self) -> Mapping[str, Any]:
        if self._kept is None:
            return self.language_facts()
        return self._kept(self.lang, self.language_facts)

    def language_facts(self) -> dict[str, Any]:
        """What formatting asks of Babel's locale data: the plural categories of 0..9,999 and how a
        whole number is written (the decimal pattern, the group and minus signs)."""
        import babel.numbers

        return {
            "plurals": [self._rule(n) for n in range(PLURAL_TABLE)],
            "pattern": self._locale.decimal_formats[None].pattern,
            "group": babel.numbers.get_group_symbol(self._locale),
            "minus": babel.numbers.get_minus_sign_symbol(self._locale),
        }

    def category(self, n: int | float) -> str:
        """The CLDR plural category of a number."""
        if type(n) is int and 0 <= n < PLURAL_TABLE:
            return self._table["plurals"][n]  # type: ignore[no-any-return]
        return self._rule(n)

    @functools.lru_cache(maxsize=512)  # noqa: B019 - one formatter per bundle, kept for the process
    def number(self, value: int | float) -> str:
        """A number as fluent.runtime prints it: Babel's locale format (grouping, decimal sign)."""
        if type(value) is int:
            table = self._table
            if table["pattern"] == "#,##0.###":  # groups of three: what Babel writes for a whole number
                digits = f"{abs(value):,}".replace(",", table["group"])
                return table["minus"] + digits if value < 0 else digits
        from fluent.runtime.types import FluentFloat, FluentInt

        return (FluentInt(value) if isinstance(value, int) else FluentFloat(value)).format(self._locale)

    def format(self, program: Program, args: Mapping[str, Any], term: bool = False) -> tuple[str, list[Exception]]:
        """The pattern formatted with ``args``, and the errors found (as fluent.runtime reports them)."""
        run = _Run(self, term)
        try:
            text = run.pattern(program, args, term)
        except ValueError as problem:
            run.errors.append(problem)
            text = "{???}"
        return text, run.errors


def _builtin(name: str) -> Callable[..., Any]:
    """fluent.runtime's NUMBER or DATETIME, given its arguments as fluent.runtime gives them (imported
    when a message first calls it: no shipped message does, and the import costs a fresh process)."""

    def call(*args: Any, **named: Any) -> Any:
        from fluent.runtime.builtins import BUILTINS
        from fluent.runtime.utils import native_to_fluent

        return BUILTINS[name](*(native_to_fluent(a) for a in args), **named)

    return call


def _builtins() -> dict[str, Callable[..., Any]]:
    return {name: _builtin(name) for name in ("NUMBER", "DATETIME")}


class _Run:
    """One format call: its errors, the entries being formatted (cycles), the parts spent."""

    __slots__ = ("active", "errors", "formatter", "parts")

    def __init__(self, formatter: Formatter, term: bool) -> None:
        self.formatter = formatter
        self.errors: list[Exception] = []
        self.active: set[tuple[str, bool, str | None]] = set()
        self.parts = 0

    def pattern(self, p: Program, args: Mapping[str, Any], term: bool) -> str:
        if isinstance(p, str):
            return p
        self.parts += len(p) - 1
        if self.parts > MAX_PARTS:
            raise ValueError(f"Too many parts in message (> {MAX_PARTS}), aborting.")
        out = []
        for part in p[1:]:
            if isinstance(part, str):
                out.append(part)
                continue
            value = self.expression(part, args, term)
            text = self.show(value)
            if len(text) > MAX_PART_LENGTH:
                raise ValueError(f"Too many characters in placeable ({len(text)}, max allowed is {MAX_PART_LENGTH})")
            out.append(text)
        return "".join(out)

    def show(self, value: Any) -> str:
        if isinstance(value, str):
            return value
        if isinstance(value, _None):
            return str(value)
        if hasattr(value, "format"):
            return value.format(self.formatter._locale)  # a Fluent type (NUMBER's), with its own options
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return self.formatter.number(value)
        return str(value)

    def expression(self, e: Program, args: Mapping[str, Any], term: bool) -> Any:
        tag = e[0]
        if tag == "v":
            if e[1] in args:
                value = args[e[1]]
                if type(value) is bool:
                    return int(value)  # fluent.runtime takes a bool for the number it is
                if isinstance(value, (str, int, float)) or hasattr(value, "format"):
                    return value
                self.errors.append(TypeError(f"Unsupported external type: {e[1]}, {type(value)}"))
                return _None(e[1])
            if not term:
                self.errors.append(FormatError(f"Unknown external: {e[1]}"))
            return _None(e[1])
        if tag == "s" or tag == "n":
            return e[1]
        if tag == "x":
            return self.select(e, args, term)
        if tag == "m":
            return self.reference(e[1], False, e[2], args, term)
        if tag == "t":
            named = {k: self.expression(v, args, term) for k, v in e[3].items()} if e[3] is not None else {}
            return self.reference(e[1], True, e[2], named, True)
        if tag == "f":
            return self.call(e, args, term)
        return self.pattern(e, args, term)  # "p": a pattern inside a placeable

    def reference(self, ident: str, is_term: bool, attribute: str | None, args: Mapping[str, Any], term: bool) -> Any:
        shown = ("-" if is_term else "") + ident + (f".{attribute}" if attribute else "")
        data = self.formatter.lookup(ident, is_term)
        if data is None or (attribute is not None and attribute not in data[1]):
            kind = "term" if is_term else "message"
            problem = f"Unknown {kind}: {shown}" if data is None else f"Unknown attribute: {shown}"
            self.errors.append(FormatError(problem))
            return _None("{" + shown + "}")
        pattern = data[1][attribute] if attribute is not None else data[0]
        if pattern is None:
            self.errors.append(FormatError(f"No pattern: {shown}"))
            return _None(shown)
        key = (ident, is_term, attribute)
        if key in self.active:
            self.errors.append(FormatError("Cyclic reference"))
            return _None("")
        self.active.add(key)
        try:
            return self.pattern(pattern, args, term)
        finally:
            self.active.discard(key)

    def call(self, e: Program, args: Mapping[str, Any], term: bool) -> Any:
        function = self.formatter.functions.get(e[1])
        positional = [self.expression(a, args, term) for a in e[2]]
        named = {k: self.expression(v, args, term) for k, v in e[3].items()}
        if function is None:
            self.errors.append(FormatError(f"Unknown function: {e[1]}"))
            return _None(e[1] + "()")
        try:
            return function(*positional, **named)
        except Exception as problem:  # a function's own error is reported as fluent.runtime does
            self.errors.append(problem)
            return _None(e[1] + "()")

    def select(self, e: Program, args: Mapping[str, Any], term: bool) -> Any:
        value = self.expression(e[1], args, term)
        variants = e[3:]
        if not isinstance(value, _None):
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            category = None
            for is_number, key, pattern in variants:
                if number:
                    if is_number:
                        hit = value == key
                    else:
                        if category is None:
                            category = self.formatter.category(value)
                        hit = category == key
                elif is_number:
                    hit = self.formatter.category(key) == value
                else:
                    hit = value == key
                if hit:
                    return self.pattern(pattern, args, term)
        return self.pattern(variants[e[2]][2], args, term)
