"""A grammar's LALR tables kept as JSON beside it, so that a process need not build them.

Lark builds a grammar's LALR(1) tables every time a parser is made: for the card grammar about
0.06-0.15 s, most of what ``deckwright check`` of one card spends on its cards. Lark can keep
them (``cache=True``), but as a pickle, and nothing Deckwright reads from disk may run code. So
the tables are kept as JSON: ``grammar/NAME.lark`` has ``grammar/NAME.tables.json`` beside it
(the wheel ships both in ``toolkit/_grammar``), written by ``python -m toolkit.lang.tables`` (the
command, toolkit/lang/tables.py: it asks the parser, which owns the grammars, to write them).

Reading is a closed decoder: the JSON is checked, field by field, against the one shape Lark's
LALR parser has (terminal definitions with string or regular-expression patterns, rules of
terminals and non-terminals, the action table as integers), and the objects are made with
those classes' own constructors; anything else in the file and it is not used. The file
records a key, a hash of the grammar's text, Lark's version, the options that shape the tables
and this format's version; a file whose key is not the one computed now is never used. A file
that is missing, stale or malformed costs only the time to build, as before, and says nothing:
the parse is the same either way (tests/test_parser_tables.py holds it so, on every card file
shipped and on the broken corpus, and fails when a shipped file is stale).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

FORMAT = 1
SUFFIX = ".tables.json"

# Options given at load time, not kept in the tables (Lark's own `_LOAD_ALLOWED_OPTIONS`): the
# objects among them (transformer, post-lexer, callbacks) are the caller's code, never the file's.
_RUNTIME = frozenset(
    {
        "postlex",
        "transformer",
        "lexer_callbacks",
        "use_bytes",
        "debug",
        "g_regex_flags",
        "regex",
        "propagate_positions",
        "tree_class",
        "_plugins",
    }
)
_PLAIN = (str, int, float, bool, type(None))


class Stale(ValueError):
    """The file is not the tables of this grammar with these options (or not tables at all)."""


def tables_path(grammar_file: Path) -> Path:
    """Where a grammar file's tables are kept: ``cards.lark`` → ``cards.tables.json``."""
    return grammar_file.with_name(grammar_file.stem + SUFFIX)


def key(grammar: str, options: Mapping[str, Any]) -> str:
    """What the tables depend on: the grammar's text, Lark's version, the options (the plain ones,
    and the terminals a post-lexer keeps) and this module's format."""
    import lark

    shaping = {name: value for name, value in options.items() if _is_plain(value)}
    postlex = options.get("postlex")
    keeps = sorted(getattr(postlex, "always_accept", ())) if postlex is not None else None
    text = json.dumps(
        {"format": FORMAT, "lark": lark.__version__, "grammar": grammar, "options": shaping, "keeps": keeps},
        sort_keys=True,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def lark_parser(grammar: str, tables: Path, **options: Any) -> Any:
    """``Lark(grammar, **options)``, its tables read from ``tables`` when the file there is this
    grammar's with these options, else built (and nothing said: the file is an optimisation)."""
    if options.get("parser") == "lalr":
        try:
            text = tables.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            pass
        else:
            try:
                return load(text, key(grammar, options), options)
            except Stale:
                pass
    from lark import Lark

    return Lark(grammar, **options)


def load(text: str, expected_key: str, options: Mapping[str, Any]) -> Any:
    """The parser whose tables ``text`` holds; Stale if they are not for ``expected_key``."""
    from lark import Lark

    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise Stale(f"not JSON: {exc}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT or document.get("key") != expected_key:
        raise Stale("another grammar, Lark, set of options or format")
    try:
        memo, data = _Decoder().decode(document)
    except (TypeError, ValueError, KeyError, IndexError) as exc:
        raise Stale(f"malformed tables: {exc}") from None
    runtime = {name: value for name, value in options.items() if name in _RUNTIME}
    return Lark._load_from_dict(data, memo, **runtime)


def dump(parser: Any, grammar_key: str) -> str:
    """The tables of a built LALR parser as JSON text, under ``grammar_key``."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    options = {name: value for name, value in data["options"].items() if name not in _RUNTIME}
    data = {**data, "options": options}
    document = {"format": FORMAT, "key": grammar_key, "memo": memo, "data": data}
    return json.dumps(document, separators=(",", ":"), sort_keys=True) + "\n"


def write(grammar: str, tables: Path, **options: Any) -> bool:
    """Build the parser and write its tables to ``tables`` (atomically); False if they were current."""
    from lark import Lark

    from toolkit.files import write_atomic

    grammar_key = key(grammar, options)
    try:
        current = json.loads(tables.read_text(encoding="utf-8")).get("key") == grammar_key
    except (OSError, ValueError, AttributeError):
        current = False
    if current:
        return False
    write_atomic(tables, dump(Lark(grammar, **options), grammar_key))
    return True


def _is_plain(value: Any) -> bool:
    if isinstance(value, list | tuple):
        return all(isinstance(item, _PLAIN) for item in value)
    return isinstance(value, _PLAIN)


# ---------------------------------------------------------------- the closed decoder


def _fields(obj: Any, kind: str, names: tuple[str, ...]) -> dict[str, Any]:
    """``obj`` as a serialized Lark object of ``kind`` with exactly these fields."""
    if not isinstance(obj, dict) or obj.get("__type__") != kind or set(obj) != {"__type__", *names}:
        raise ValueError(f"expected a {kind}")
    return obj


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("expected a string")
    return value


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("expected an integer")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("expected true or false")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return value


def _dict(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise TypeError("expected an object")
    return value


def _optional(check: Any, value: Any) -> Any:
    return None if value is None else check(value)


def _index(text: str) -> int:
    """A JSON object's key that stands for an integer (JSON keys are strings)."""
    if not text.isdigit() or not text.isascii():
        raise ValueError("expected an integer key")
    return int(text)


class _Decoder:
    """Makes the memo (terminal definitions and rules, by their own constructors) and checks the
    rest (the lexer's and parser's configuration, the action table) to hold only references to
    them, names and integers; builds nothing else."""

    def __init__(self) -> None:
        from lark.grammar import NonTerminal, Rule, RuleOptions, Terminal
        from lark.lexer import PatternRE, PatternStr, TerminalDef

        self.NonTerminal, self.Rule, self.RuleOptions, self.Terminal = NonTerminal, Rule, RuleOptions, Terminal
        self.PatternRE, self.PatternStr, self.TerminalDef = PatternRE, PatternStr, TerminalDef
        self.memo: dict[int, Any] = {}

    def decode(self, document: dict[str, Any]) -> tuple[dict[int, Any], dict[str, Any]]:
        for index, entry in _dict(document["memo"]).items():
            kind = _dict(entry).get("__type__")
            made = self._terminal_def(entry) if kind == "TerminalDef" else self._rule(entry)
            self.memo[_index(index)] = made
        if not self.memo:
            raise ValueError("no terminals or rules")
        return self.memo, self._lark(document["data"])

    # The memo: TerminalDef and Rule objects.

    def _terminal_def(self, obj: Any) -> Any:
        obj = _fields(obj, "TerminalDef", ("name", "pattern", "priority"))
        return self.TerminalDef(_str(obj["name"]), self._pattern(obj["pattern"]), _int(obj["priority"]))

    def _pattern(self, obj: Any) -> Any:
        kind = _dict(obj).get("__type__")
        if kind == "PatternStr":
            obj = _fields(obj, "PatternStr", ("value", "flags", "raw"))
            return self.PatternStr(_str(obj["value"]), self._flags(obj["flags"]), _optional(_str, obj["raw"]))
        obj = _fields(obj, "PatternRE", ("value", "flags", "raw", "_width"))
        pattern = self.PatternRE(_str(obj["value"]), self._flags(obj["flags"]), _optional(_str, obj["raw"]))
        if obj["_width"] is not None:
            low, high = _list(obj["_width"])
            pattern._width = (_int(low), _int(high))
        return pattern

    @staticmethod
    def _flags(value: Any) -> list[str]:
        flags = [_str(flag) for flag in _list(value)]
        if not all(len(flag) == 1 and flag in "aiLmsux" for flag in flags):  # re's inline flags
            raise ValueError("expected regular-expression flags")
        return flags

    def _rule(self, obj: Any) -> Any:
        obj = _fields(obj, "Rule", ("origin", "expansion", "order", "alias", "options"))
        origin = self._symbol(obj["origin"])
        if not isinstance(origin, self.NonTerminal):
            raise ValueError("a rule's origin is a non-terminal")
        options = _fields(
            obj["options"],
            "RuleOptions",
            ("keep_all_tokens", "expand1", "priority", "template_source", "empty_indices"),
        )
        return self.Rule(
            origin,
            [self._symbol(symbol) for symbol in _list(obj["expansion"])],
            _int(obj["order"]),
            _optional(_str, obj["alias"]),
            self.RuleOptions(
                _bool(options["keep_all_tokens"]),
                _bool(options["expand1"]),
                _optional(_int, options["priority"]),
                _optional(_str, options["template_source"]),
                tuple(_bool(flag) for flag in _list(options["empty_indices"])),
            ),
        )

    def _symbol(self, obj: Any) -> Any:
        if _dict(obj).get("__type__") == "Terminal":
            obj = _fields(obj, "Terminal", ("name", "filter_out"))
            return self.Terminal(_str(obj["name"]), _bool(obj["filter_out"]))
        obj = _fields(obj, "NonTerminal", ("name",))
        return self.NonTerminal(_str(obj["name"]))

    # The rest: references into the memo, names, integers.

    def _ref(self, obj: Any, kind: Any) -> dict[str, int]:
        obj = _dict(obj)
        if set(obj) != {"@"} or not isinstance(self.memo.get(_int(obj["@"])), kind):
            raise ValueError(f"expected a reference to a {kind.__name__}")
        return obj

    def _lark(self, obj: Any) -> dict[str, Any]:
        obj = _fields(obj, "Lark", ("parser", "rules", "options"))
        return {
            "__type__": "Lark",
            "parser": self._frontend(obj["parser"]),
            "rules": [self._ref(rule, self.Rule) for rule in _list(obj["rules"])],
            "options": self._options(obj["options"]),
        }

    def _options(self, obj: Any) -> dict[str, Any]:
        from lark.lark import LarkOptions

        options = _dict(obj)
        for name, value in options.items():
            if name not in LarkOptions._defaults or name in _RUNTIME or not _is_plain(value):
                raise ValueError(f"unexpected option {name!r}")
        if options.get("parser") != "lalr":
            raise ValueError("the tables of an LALR parser")
        return options

    def _frontend(self, obj: Any) -> dict[str, Any]:
        obj = _fields(obj, "ParsingFrontend", ("lexer_conf", "parser_conf", "parser"))
        lexer = _fields(
            obj["lexer_conf"], "LexerConf", ("terminals", "ignore", "g_regex_flags", "use_bytes", "lexer_type")
        )
        parser = _fields(obj["parser_conf"], "ParserConf", ("rules", "start", "parser_type"))
        if parser["parser_type"] != "lalr" or lexer["lexer_type"] not in ("basic", "contextual"):
            raise ValueError("an LALR parser with Lark's own lexer")
        table = self._table(obj["parser"])
        start = [_str(name) for name in _list(parser["start"])]
        if set(start) != set(table["start_states"]):
            raise ValueError("the start rules are the table's")
        return {
            "__type__": "ParsingFrontend",
            "lexer_conf": {
                "__type__": "LexerConf",
                "terminals": [self._ref(t, self.TerminalDef) for t in _list(lexer["terminals"])],
                "ignore": [_str(name) for name in _list(lexer["ignore"])],
                "g_regex_flags": _int(lexer["g_regex_flags"]),
                "use_bytes": _bool(lexer["use_bytes"]),
                "lexer_type": lexer["lexer_type"],
            },
            "parser_conf": {
                "__type__": "ParserConf",
                "rules": [self._ref(rule, self.Rule) for rule in _list(parser["rules"])],
                "start": start,
                "parser_type": "lalr",
            },
            "parser": table,
        }

    def _table(self, obj: Any) -> dict[str, Any]:
        obj = _dict(obj)
        if set(obj) != {"tokens", "states", "start_states", "end_states"}:
            raise ValueError("expected an LALR table")
        tokens = {_index(i): _str(name) for i, name in _dict(obj["tokens"]).items()}
        states: dict[int, dict[int, tuple[int, Any]]] = {}
        for state, actions in _dict(obj["states"]).items():
            row: dict[int, tuple[int, Any]] = {}
            for token, action in _dict(actions).items():
                if _index(token) not in tokens:
                    raise ValueError("an action on an unknown token")
                kind, arg = _list(action)
                if kind == 0 and not isinstance(kind, bool):  # shift: the next state
                    row[_index(token)] = (0, _int(arg))
                elif kind == 1 and not isinstance(kind, bool):  # reduce: by a rule
                    row[_index(token)] = (1, self._ref(arg, self.Rule))
                else:
                    raise ValueError("an action is a shift or a reduce")
            states[_index(state)] = row
        starts = {_str(name): _int(state) for name, state in _dict(obj["start_states"]).items()}
        ends = {_str(name): _int(state) for name, state in _dict(obj["end_states"]).items()}
        # Every state the parser can move to is in the table: a parse never looks one up in vain.
        targets = [arg for row in states.values() for kind, arg in row.values() if kind == 0]
        if set(starts) != set(ends) or not set(targets) | set(starts.values()) | set(ends.values()) <= set(states):
            raise ValueError("a state the table does not hold")
        return {"tokens": tokens, "states": states, "start_states": starts, "end_states": ends}
