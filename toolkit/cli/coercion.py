"""Option values converted without Pydantic, for the plain types the commands use.

Typer (0.2x) converts every parameter's value through a Pydantic ``TypeAdapter``, which imports
Pydantic and builds a schema per parameter: about 0.1 s of every command's start-up, more than
a whole ``deckwright check`` of one card spends on the card. Our parameters are plain (str, int,
float, bool, Path, lists of str, each maybe optional, numbers maybe bounded), so each gets a
converter that does what Typer's would, with the same errors (BadParameter, a usage error, exit
2). A parameter of any other kind keeps Typer's own; on a Typer without this machinery nothing
is changed. tests/test_cli_startup.py checks both give the same values and refusals.
"""

from __future__ import annotations

import types
import typing
from pathlib import Path
from typing import Any

_TRUE = frozenset({"1", "true", "t", "yes", "y", "on"})
_FALSE = frozenset({"0", "false", "f", "no", "n", "off"})
_NUMBERS = {int: "integer", float: "number"}


def _plain(annotation: Any) -> Any:
    """``X | None`` as X; anything else as it is."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(rest) == 1:
            return rest[0]
    return annotation


def _leaf(annotation: Any) -> Any | None:
    """The element type this module converts, or None (Typer's own converter stays)."""
    annotation = _plain(annotation)
    if typing.get_origin(annotation) is list:
        (item,) = typing.get_args(annotation) or (None,)
        return ("list", item) if item is str else None
    return annotation if annotation in (str, int, float, bool, Path) else None


def install(command: Any, *, deep: bool = True) -> None:
    """Give every plain parameter of ``command`` and (``deep``) its subcommands the light converter.
    The root group is given it alone: its commands are built when first used (toolkit/cli/commands.py),
    and each is given it then."""
    try:
        from typer._click.core import Context
        from typer._click.exceptions import BadParameter
        from typer._coercion import RuntimeParam
        from typer.core import _TyperParameter
    except ImportError:  # another Typer: its own conversion, as it is
        return

    class Plain(RuntimeParam):  # type: ignore[misc]
        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            leaf = _leaf(self.annotation)
            if isinstance(leaf, tuple):
                return [_one(str, v, param, ctx) for v in value]
            return _one(leaf, value, param, ctx)

    def _one(kind: Any, value: Any, param: Any, ctx: Any) -> Any:
        info = param.type_descriptor.parameter_info
        if isinstance(value, bytes):
            value = value.decode("utf-8", "replace")
        if kind is str:
            return str(value)
        if kind is Path:
            return value if isinstance(value, Path) else Path(value)
        if kind is bool:
            if isinstance(value, bool):
                return value
            word = str(value).strip().lower()
            if word in _TRUE or word in _FALSE:
                return word in _TRUE
            raise BadParameter(f"{value!r} is not a valid boolean.", ctx=ctx, param=param)
        try:
            number = kind(value)
        except (TypeError, ValueError):
            raise BadParameter(f"{value!r} is not a valid {_NUMBERS[kind]}.", ctx=ctx, param=param) from None
        if info.min is not None and number < info.min:
            if info.clamp:
                return kind(info.min)
            raise BadParameter(f"must be at least {info.min}, not {value}", ctx=ctx, param=param)
        if info.max is not None and number > info.max:
            if info.clamp:
                return kind(info.max)
            raise BadParameter(f"must be at most {info.max}, not {value}", ctx=ctx, param=param)
        return number

    def visit(node: Any) -> None:
        params = list(getattr(node, "params", ()))
        try:  # the --help option, made (and cached) when a context first asks for it: made here
            helper = node.get_help_option(Context(node))
        except Exception:  # pragma: no cover - a command of another kind: its help stays as it is
            helper = None
        if helper is not None:
            params.append(helper)
        for param in params:
            if not isinstance(param, _TyperParameter) or param._runtime_param is not None:
                continue
            descriptor = param.type_descriptor
            info = descriptor.parameter_info
            # Anything beyond a plain value (a parser, a click type, a file, path checks) keeps Typer's.
            if _leaf(descriptor.annotation) is None or descriptor.file_annotation is not None:
                continue
            if getattr(info, "parser", None) is not None or getattr(info, "click_type", None) is not None:
                continue
            if any(getattr(info, flag, False) for flag in ("exists", "writable", "resolve_path", "allow_dash")):
                continue
            if not (getattr(info, "file_okay", True) and getattr(info, "dir_okay", True)):
                continue
            param._runtime_param = Plain(parameter_info=info, annotation=descriptor.annotation)
        if node is not command or deep:
            for sub in getattr(node, "commands", {}).values():
                visit(sub)

    visit(command)
