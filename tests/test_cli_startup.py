"""Start-up: ``deckwright --version`` and ``--help`` import none of the heavy parts.

Structural, not timed (the timings are bench/bench_startup.py's, in docs/performance.md): each
case runs the command in a fresh interpreter and lists what it imported.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# What costs at start-up (python -X importtime): the database layer, the engine, the games'
# rules, the validator, and the card language behind the parser.
HEAVY = (
    "sqlmodel",
    "sqlalchemy",
    "lark",
    "toolkit.engine",
    "toolkit.rulesets.munchkin_rules",
    "toolkit.validate",
    "toolkit.catalog",
    "toolkit.lang.load",
    "toolkit.lang.parser",
    "toolkit.build",
    "rich.progress",
    "jinja2",
    "pydantic",  # Typer's own option conversion: toolkit/cli/coercion.py spares it
    "importlib.metadata",
)

PROBE = """
import json, sys
sys.argv = ["deckwright", *json.loads(sys.argv[1])]
from toolkit.cli import main
try:
    main()
except SystemExit:
    pass
sys.stdout.flush()
print("\\nMODULES " + json.dumps(sorted(sys.modules)))
"""


def imported_by(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(list(args))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    line = next(line for line in done.stdout.splitlines() if line.startswith("MODULES "))
    return set(json.loads(line.removeprefix("MODULES ")))


def heavy_in(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))


@pytest.mark.parametrize(
    "args",
    [
        ("--version",),
        ("--help",),
        ("check", "--help"),
        ("validate", "--help"),
        ("simulate", "--help"),
        ("catalog", "--help"),
        ("catalog", "search", "--help"),
    ],
)
def test_version_and_help_import_nothing_heavy(args: tuple[str, ...]) -> None:
    modules = imported_by(*args)
    assert "toolkit.cli.app" in modules  # the probe did run the command line
    assert heavy_in(modules) == []


def _command_modules(modules: set[str]) -> set[str]:
    from toolkit.cli.commands import COMMANDS

    return {entry.module for entry in COMMANDS} & modules


def test_version_and_the_root_help_import_no_command_module_nor_rich() -> None:
    """The root lists its commands from the command table (toolkit/cli/commands.py): no command
    module is imported, nor any command built, to print the version or the top-level help; and
    the consoles (Rich) are made only when something is printed through them."""
    for args in (("--version",), ("--help",), ()):
        modules = imported_by(*args)
        assert "toolkit.cli.commands" in modules
        assert _command_modules(modules) == set(), args
        if args:  # `deckwright` alone prints its help through the console
            assert [m for m in modules if m == "rich" or m.startswith("rich.")] == [], args


def test_a_commands_help_imports_its_module_alone() -> None:
    assert _command_modules(imported_by("check", "--help")) == {"toolkit.cli.cards", "toolkit.cli.project"}
    catalog = imported_by("catalog", "search", "--help")
    assert _command_modules(catalog) == {"toolkit.cli.catalog", "toolkit.cli.project"}


def test_check_imports_the_language_but_not_the_engine_or_the_database() -> None:
    modules = imported_by("check", "cards/munchkin/races.cards")
    assert "toolkit.lang.load" in modules
    assert "regex" not in modules  # Lark's optional module, which the card language does not use (larkload)
    # A munchkin file: the registry loads that game's entry point alone (toolkit/lang/games.py).
    games = sorted(m for m in modules if m.startswith("toolkit.rulesets."))
    assert games == ["toolkit.rulesets.munchkin", "toolkit.rulesets.munchkin_family", "toolkit.rulesets.registry"]
    assert [m for m in heavy_in(modules) if not m.startswith(("lark", "toolkit.lang"))] == []


def test_the_version_is_the_projects() -> None:
    import tomllib

    import toolkit

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert toolkit.__version__ == project["version"]


SAMPLES: dict[object, list[object]] = {
    str: ["abc", "", "-kind:curse"],
    int: ["5", "0", "-1", "x", "1.5"],
    float: ["0.5", "-2", "1e3", "nope"],
    bool: [True, False, "yes", "0", "maybe"],
    Path: ["a/b.cards", "."],
    "list": [("a", "b"), ["c"], ()],
}


def test_the_light_option_conversion_gives_typers_values_and_refusals() -> None:
    """toolkit/cli/coercion.py against Typer's own (Pydantic) conversion, option by option."""
    from typer._click.core import Context
    from typer._click.exceptions import BadParameter
    from typer._coercion import build_runtime_param
    from typer.main import get_command

    from toolkit.cli import app, coercion

    command = get_command(app)
    coercion.install(command)
    compared = 0

    def visit(node: object) -> None:
        nonlocal compared
        ctx = Context(node)  # type: ignore[arg-type]
        for param in [*node.params, node.get_help_option(ctx)]:  # type: ignore[attr-defined]
            runtime = getattr(param, "_runtime_param", None)
            if param is None or type(runtime).__name__ != "Plain":
                continue
            leaf = coercion._leaf(param.type_descriptor.annotation)
            theirs = build_runtime_param(param.type_descriptor)
            for value in SAMPLES["list" if isinstance(leaf, tuple) else leaf]:
                outcomes = []
                for runner in (runtime, theirs):
                    try:
                        outcomes.append(("value", runner.coerce(value, param=param, ctx=ctx)))
                    except BadParameter:
                        outcomes.append(("refused", None))
                assert outcomes[0] == outcomes[1], (param.name, value, outcomes)
                compared += 1
        for sub in getattr(node, "commands", {}).values():
            visit(sub)

    visit(command)
    assert compared > 100


def test_the_help_shows_the_libraries_defaults() -> None:
    """The validate command writes its defaults out (so that --help imports no validator): they
    must be the library's own."""
    from toolkit.cli import validate
    from toolkit.validate.balance import BalanceOptions
    from toolkit.validate.reporters import FORMATS
    from toolkit.validate.runner import ValidateOptions

    defaults = BalanceOptions()
    assert ValidateOptions().states == validate.DEFAULT_STATES
    assert (
        defaults.games,
        defaults.band,
        defaults.confidence,
    ) == (validate.DEFAULT_BALANCE_GAMES, validate.DEFAULT_BALANCE_BAND, validate.DEFAULT_BALANCE_CONFIDENCE)
    assert validate.FORMATS == FORMATS


def test_catalog_command_defaults_are_the_librarys() -> None:
    from toolkit.catalog import database, export
    from toolkit.cli import catalog

    assert catalog.EXPORT_FORMATS == export.FORMATS
    option = catalog.DbOption.__metadata__[0]
    assert option.envvar == database.ENV_VAR


def test_python_dash_m_toolkit_is_the_same_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "toolkit", "--version"], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert done.returncode == 0 and done.stdout.startswith("deckwright ")


def test_the_consoles_are_made_once_when_first_used() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from toolkit.cli import output; assert 'rich' not in sys.modules; "
            "a = output.out; b = output.out; e = output.err; assert a is b and a is not e; "
            "assert output._out() is a and output._err() is e and e.stderr and not a.stderr; print('ok')",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.stdout.strip() == "ok", done.stderr
