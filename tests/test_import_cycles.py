"""No import circle anywhere in engine/ or desktop/, function-local imports included (a circle
hidden inside a function still ties the two modules together). Imports made only for type hints
(under TYPE_CHECKING) are not counted: they never run."""

from __future__ import annotations

import grimp

PACKAGES = ("engine", "desktop")


def circles(graph: grimp.ImportGraph, modules: set[str]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root) & modules)))]
        index[root] = lowest[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, imported = work[-1]
            for other in imported:
                if other not in index:
                    index[other] = lowest[other] = len(index)
                    stack.append(other)
                    on_stack.add(other)
                    work.append((other, iter(sorted(
                        graph.find_modules_directly_imported_by(other) & modules))))
                    break
                if other in on_stack:
                    lowest[module] = min(lowest[module], index[other])
            else:
                work.pop()
                if work:
                    lowest[work[-1][0]] = min(lowest[work[-1][0]], lowest[module])
                if lowest[module] == index[module]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == module:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}

    class Graph:
        def find_modules_directly_imported_by(self, module: str) -> set[str]:
            return edges.get(module, set())

    assert circles(Graph(), {"a", "b", "c", "d"}) == [["a", "b", "c"]]  # type: ignore[arg-type]


def test_no_module_imports_itself_through_others() -> None:
    graph = grimp.build_graph(*PACKAGES, exclude_type_checking_imports=True)
    modules = {module for module in graph.modules if module.split(".")[0] in PACKAGES}
    assert circles(graph, modules) == []
