"""Help screens in the usual Unix style: ``--games GAMES``, ``PATHS...``, ``[PATHS]...``.

Typer 0.29 prints a parameter's Python type in help (``--games <int>``, ``paths... <list[str]>``)
and braces around required arguments in usage (``{kind}``). A reader of a command line expects the
value's name in capitals instead, as argparse and Click write it. Each parameter of the app is
given a subclass that words it so; a choice still lists its values (``[text|json]``). On a Typer
without these classes nothing changes.
"""

from __future__ import annotations

from typing import Any


def install(command: Any, *, deep: bool = True) -> None:
    """Word every parameter of ``command`` and (``deep``) its subcommands in the Unix style."""
    try:
        from typer.core import TyperArgument, TyperOption
    except ImportError:  # another Typer: its own help, as it is
        return
    if not all(hasattr(TyperArgument, name) for name in ("_rich_display_name", "_usage_display_name")):
        return

    class UnixArgument(TyperArgument):  # type: ignore[misc]
        def display_type_rich(self, ctx: Any) -> str | None:
            return None

        def _rich_display_name(self) -> str:
            return self.display_name_raw + ("..." if self.nargs != 1 else "")

        def _usage_display_name(self) -> str:
            name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
            return name + ("..." if self.nargs != 1 else "")

    class UnixOption(TyperOption):  # type: ignore[misc]
        def display_type_rich(self, ctx: Any) -> str | None:
            if self.metavar is not None:
                return self.metavar
            shown = self.display_type(ctx)
            if self.type_descriptor.is_choice and shown:
                return f"[{shown.strip('<>')}]"
            return (self.name or "value").upper().replace("_", "-")

    def visit(node: Any) -> None:
        for param in getattr(node, "params", ()):
            if type(param) is TyperArgument:
                param.__class__ = UnixArgument
                if param.metavar is None:
                    param.metavar = (param.name or "value").upper().replace("_", "-")
            elif type(param) is TyperOption:
                param.__class__ = UnixOption
        if node is not command or deep:
            for sub in getattr(node, "commands", {}).values():
                visit(sub)

    visit(command)
