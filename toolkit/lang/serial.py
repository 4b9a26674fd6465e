"""The card model as JSON and back, spans included: the form caches keep it in.

A cache lives in a file that CI saves and restores between jobs, so whoever can
write that file chooses the bytes this module reads. Reading them can do one
thing only: build the card model's own classes from plain JSON values. Each
object names its class (``{"$": "Term", ...}``) from a closed list, and each
field is checked against the class's type hints before the object is made:
a field of the wrong type, a class outside the list or a field the class does
not have makes the whole value unreadable (:class:`SerialError`), never a
half-built card. ``decode(encode(x)) == x`` for every value of the model, and
the spans (which equality ignores) come back too.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any

from toolkit.lang import model
from toolkit.lang.diagnostics import Diagnostic, Severity, Span

# The classes a serialised value may name; nothing else is ever made.
CLASSES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        model.Term,
        model.Predicate,
        model.Compare,
        model.NotCond,
        model.AllOf,
        model.AnyOf,
        model.Effect,
        model.Choice,
        model.Ability,
        model.Card,
        model.Step,
        model.Scenario,
        Diagnostic,
    )
}
_TAG = "$"  # the key naming an object's class; a plain dict's own keys that start with "$" get one more


class SerialError(ValueError):
    """The data is not a value of the card model as :func:`encode` writes it."""


# ---------------------------------------------------------------- encoding


def encode(value: Any) -> Any:
    """``value`` as plain JSON data: objects tagged with their class, tuples and spans as lists."""
    if isinstance(value, (str, int, float)) or value is None:  # bool is an int; a StrEnum is a str
        return value.value if isinstance(value, enum.Enum) else value
    if isinstance(value, Span):
        return list(value)
    if isinstance(value, (tuple, list)):
        return [encode(item) for item in value]
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise SerialError("a dict of the card model has text keys only")
        return {(_TAG + key if key.startswith(_TAG) else key): encode(item) for key, item in value.items()}
    name = type(value).__name__
    if CLASSES.get(name) is not type(value):
        raise SerialError(f"{type(value).__qualname__} is not part of the card model")
    data: dict[str, Any] = {_TAG: name}
    for f in dataclasses.fields(value):
        item = getattr(value, f.name)
        if f.default is not dataclasses.MISSING and item == f.default and type(item) is type(f.default):
            continue  # left out, the class's default comes back
        data[f.name] = encode(item)
    return data


def dumps(value: Any) -> bytes:
    return json.dumps(encode(value), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


# ---------------------------------------------------------------- decoding


def loads(data: bytes | str) -> Any:
    """The value :func:`dumps` wrote; SerialError for anything else, whatever the bytes."""
    try:
        return json.loads(data, object_hook=_object)
    except SerialError:
        raise
    except RecursionError:
        raise SerialError("the value is nested too deeply") from None
    except (ValueError, TypeError) as exc:  # not JSON, not UTF-8 (UnicodeDecodeError is a ValueError)
        raise SerialError(f"not a serialised card model: {exc}") from None


def decode(data: Any) -> Any:
    """The model value of already-parsed JSON data (as :func:`encode` returns it)."""
    return loads(json.dumps(data))


def _object(data: dict[str, Any]) -> Any:
    """json's object hook: objects are made bottom-up, so every field's value is already decoded."""
    name = data.pop(_TAG, None)
    if name is None:
        for key in data:  # a loop, not any(): most dicts are a card's few fields, read thousands of times
            if key[:1] == _TAG:
                return {k.removeprefix(_TAG) if k.startswith(_TAG) else k: item for k, item in data.items()}
        return data
    made = _CLASS_CONVERTERS.get(name) if type(name) is str else None
    if made is None:
        made = _class_converters(name)
    cls, converters = made
    try:
        for key, raw in data.items():
            data[key] = converters[key](raw)  # the dict itself becomes the keyword arguments
    except KeyError:
        raise SerialError(f"{name} has no field {key!r}") from None
    try:
        return cls(**data)
    except TypeError as exc:  # a required field is missing
        raise SerialError(f"{name}: {exc}") from None


# Class name → the class and its fields' converters, filled as names are met (see _class_converters).
_CLASS_CONVERTERS: dict[str, tuple[type, dict[str, Converter]]] = {}


def _class_converters(name: Any) -> tuple[type, dict[str, Converter]]:
    cls = CLASSES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise SerialError(f"{name!r} is not a class of the card model")
    made = _CLASS_CONVERTERS[name] = (cls, _converters(cls))
    return made


Converter = Callable[[Any], Any]


@cache
def _converters(cls: type) -> dict[str, Converter]:
    """Per field of ``cls``, a function that checks a decoded JSON value against the field's type hint."""
    hints = typing.get_type_hints(cls, vars(model) | {"Span": Span, "Severity": Severity})
    return {f.name: _converter(hints[f.name], f"{cls.__name__}.{f.name}") for f in dataclasses.fields(cls) if f.init}


def _converter(hint: Any, where: str) -> Converter:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return _union(typing.get_args(hint), where)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) != 2 or args[1] is not Ellipsis:
            raise TypeError(f"{where}: only tuple[X, ...] is supported")
        item = _converter(args[0], where)

        def sequence(value: Any) -> tuple[Any, ...]:
            if not isinstance(value, list):
                raise SerialError(f"{where}: expected a list, got {type(value).__name__}")
            return tuple(item(v) for v in value)

        return sequence
    if origin is dict:
        return _plain_dict(where)
    if hint is Any:
        return _plain
    if hint is type(None):
        return _exactly(type(None), where)
    if hint is Span:
        return _span(where)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _enum(hint, where)
    if hint in (str, int, float, bool):
        return _exactly(hint, where)
    if isinstance(hint, type) and hint in CLASSES.values():
        return _exactly(hint, where)
    raise TypeError(f"{where}: no converter for {hint!r}")


def _union(args: tuple[Any, ...], where: str) -> Converter:
    """A union: the alternatives that take a value as it is are one type test (the common case, and cheap);
    the others (spans, tuples, enums) are tried in turn."""
    simple = {arg for arg in args if arg is type(None) or arg in (str, int, bool) or arg in CLASSES.values()}
    if float in args:
        simple |= {float, int}
    options = [_converter(arg, where) for arg in args if arg not in simple]
    exact = frozenset(simple)

    def union(value: Any) -> Any:
        if type(value) in exact:
            return value
        for option in options:
            try:
                return option(value)
            except SerialError:
                continue
        raise SerialError(f"{where}: {type(value).__name__} is none of the allowed types")

    return union


def _exactly(kind: type, where: str) -> Converter:
    def check(value: Any) -> Any:
        # bool is a subclass of int: a field of int takes no bool, and a float field takes an int.
        if type(value) is kind or (kind is float and type(value) is int):
            return value
        raise SerialError(f"{where}: expected {kind.__name__}, got {type(value).__name__}")

    return check


def _span(where: str) -> Converter:
    def check(value: Any) -> Span:
        # Unrolled: a file of cards holds thousands of spans.
        if type(value) is list and len(value) == 5:
            file, line, column, end_line, end_column = value
            if type(file) is str and type(line) is type(column) is type(end_line) is type(end_column) is int:
                return _make_span(value)
        raise SerialError(f"{where}: not a span")

    return check


_make_span = Span._make  # the checked list as the tuple, without the keyword-taking constructor


def _enum(kind: type[enum.Enum], where: str) -> Converter:
    def check(value: Any) -> Any:
        try:
            return kind(value)
        except (ValueError, TypeError):
            raise SerialError(f"{where}: {value!r} is not a {kind.__name__}") from None

    return check


def _plain(value: Any) -> Any:
    """A value of a free-form field (a phrase's arguments, a card's fields): JSON values, tuples for lists."""
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise SerialError("a dict of the card model has text keys only")
        return {k: _plain(v) for k, v in value.items()}
    return value  # str, int, float, bool, None, or an object of the model, already checked


def _plain_dict(where: str) -> Converter:
    def check(value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise SerialError(f"{where}: expected an object, got {type(value).__name__}")
        for item in value.values():
            if type(item) is list or type(item) is dict:
                return {k: _plain(v) for k, v in value.items()}
        return value  # only flat values (json made this dict, with text keys): nothing to convert

    return check
