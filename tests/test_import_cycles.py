"""No import cycle among the modules of toolkit.cli, toolkit.lang and toolkit.rulesets.munchkin_rules
(issue 9: one-way architecture).

pyproject.toml's import-linter contract says the same for `lint-imports`; this test names the cycle
it finds, module by module, and counts every import grimp sees (those inside functions included:
an import moved into a function hides a cycle from Python's start-up, not from this test).
Inside munchkin_rules a lower module reads a higher one's functions through the table the higher
fills when imported (state.Hooks), so the twelve-module circle it had (character, selectors,
conditions, numbers, moves, events, death, effects, strength, plays, combat, turn) stays broken.
"""

from __future__ import annotations

import copy

import grimp
import pytest

PACKAGES = ("toolkit.cli", "toolkit.lang", "toolkit.rulesets.munchkin_rules")


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("toolkit", cache_dir=None)


def _cycles(graph: grimp.ImportGraph, package: str) -> list[list[str]]:
    """The strongly connected groups of more than one module among the package's own modules
    (Tarjan's algorithm over the imports between them), each sorted."""
    modules = sorted(m for m in graph.modules if m.startswith(package + "."))
    inside = set(modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m) & inside) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in edges[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == module:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for module in modules:
        if module not in index:
            visit(module)
    return groups


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_cycle_inside_the_package(graph: grimp.ImportGraph, package: str) -> None:
    groups = _cycles(graph, package)
    described = []
    for group in groups:
        chain = graph.find_shortest_chain(group[1], group[0]) or ()
        back = graph.find_shortest_chain(group[0], group[1]) or ()
        described.append(f"{', '.join(group)} (e.g. {' -> '.join(back)} and {' -> '.join(chain)})")
    assert not groups, f"import cycles inside {package}: " + "; ".join(described)


def test_the_check_finds_a_cycle_where_there_is_one(graph: grimp.ImportGraph) -> None:
    """The check itself: an import added from a module back up to one that imports it is found."""
    graph = copy.deepcopy(graph)
    graph.add_import(importer="toolkit.lang.lalr_tables", imported="toolkit.lang.parser")
    assert ["toolkit.lang.lalr_tables", "toolkit.lang.parser"] in _cycles(graph, "toolkit.lang")
    graph.add_import(importer="toolkit.cli.output", imported="toolkit.cli.rulebook")
    assert any({"toolkit.cli.output", "toolkit.cli.rulebook"} <= set(g) for g in _cycles(graph, "toolkit.cli"))
    graph.add_import(
        importer="toolkit.rulesets.munchkin_rules.character", imported="toolkit.rulesets.munchkin_rules.conditions"
    )
    rules = _cycles(graph, "toolkit.rulesets.munchkin_rules")
    assert any(
        {"toolkit.rulesets.munchkin_rules.character", "toolkit.rulesets.munchkin_rules.conditions"} <= set(g)
        for g in rules
    )
