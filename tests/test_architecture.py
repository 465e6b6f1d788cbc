"""The layers of ``esbench/`` (docs/architecture.md), checked on the static import graph.

Every ``import`` and ``from ... import`` counts, lazy ones inside functions included: a lazy import
is still a dependency. A *part* is a file or folder directly under ``esbench/`` (``config``,
``runners``, ``report``, ...). The graph between parts must have no cycle, and the layer rules
below must hold. The test also keeps every module under 400 lines.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "esbench"
MAX_MODULE_LINES = 400

#: (part, parts it must not import, why).
FORBIDDEN_PARTS = [
    ("es", {"backends", "runners", "experiment", "campaign", "policies", "stores", "report"},
     "the ES maths knows no distribution, runner, policy network or Sacred"),
    ("policies", {"runners", "backends", "es", "experiment", "campaign", "stores", "report"},
     "policies know no algorithm"),
    ("config", {"runners", "backends", "policies", "es", "resolve", "suite", "experiment", "campaign"},
     "the config contract knows no runner"),
    ("runners", {"experiment", "campaign", "suite", "resolve", "stores", "report", "cli"},
     "runners log through the writer and know no Sacred edge"),
    ("backends", {"runners", "experiment", "campaign", "suite", "stores", "report"},
     "backends run rollouts for any algorithm"),
    ("report", {"runners", "backends", "es", "policies", "experiment", "campaign", "suite", "resolve"},
     "reports read stored runs only"),
    ("stores", {"report", "runners", "backends", "es", "policies", "experiment", "campaign", "suite",
                "resolve"},
     "stores read and write runs; they never import a report or a runner"),
]  # fmt: skip
#: (part, third-party top-level packages it must not import, why).
FORBIDDEN_PACKAGES = [
    ("es", {"sacred", "ray", "torch", "gymnasium", "pymongo"}, "the ES maths is numpy only"),
    ("runners", {"sacred", "pymongo"}, "runners never import Sacred or a database"),
    ("policies", {"sacred", "ray", "pymongo"}, "policies are networks only"),
    ("report", {"sacred", "ray", "torch"}, "reports read stored runs only"),
]


def module_name(path: Path) -> str:
    """``esbench/report/loader.py`` -> ``esbench.report.loader``; a package's ``__init__`` is the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, name: str | None = None) -> set[str]:
    """Absolute names of every module ``path`` (module ``name``) imports, relative imports resolved."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def part_of(module: str) -> str | None:
    """The part of an ``esbench`` module (``esbench.report.loader`` -> ``report``); None for others."""
    pieces = module.split(".")
    return pieces[1] if pieces[0] == "esbench" and len(pieces) > 1 else None


def part_graph() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Edges between parts and the third-party packages each part imports."""
    edges: dict[str, set[str]] = {}
    packages: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        source = part_of(module_name(path))
        if source is None:
            continue
        for name in imported_names(path):
            target = part_of(name)
            if target is not None and target != source:
                edges.setdefault(source, set()).add(target)
            elif not name.startswith("esbench") and name:
                packages.setdefault(source, set()).add(name.split(".")[0])
    return edges, packages


def find_cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every elementary cycle found from each node (as node lists ending where they start)."""
    cycles: list[list[str]] = []
    seen: set[frozenset[str]] = set()

    def visit(node: str, path: list[str]) -> None:
        for nxt in sorted(edges.get(node, ())):
            if nxt in path:
                cycle = [*path[path.index(nxt) :], nxt]
                if frozenset(cycle) not in seen:
                    seen.add(frozenset(cycle))
                    cycles.append(cycle)
            else:
                visit(nxt, [*path, nxt])

    for start in sorted(edges):
        visit(start, [start])
    return cycles


def test_no_import_cycle_between_parts():
    edges, _ = part_graph()
    assert find_cycles(edges) == [], "import cycles between parts of esbench/"


def test_layer_rules():
    edges, packages = part_graph()
    broken = [
        f"{part} -> {', '.join(sorted(edges.get(part, set()) & banned))} ({why})"
        for part, banned, why in FORBIDDEN_PARTS
        if edges.get(part, set()) & banned
    ]
    broken += [
        f"{part} imports {', '.join(sorted(packages.get(part, set()) & banned))} ({why})"
        for part, banned, why in FORBIDDEN_PACKAGES
        if packages.get(part, set()) & banned
    ]
    assert broken == []


def test_the_checker_sees_lazy_and_relative_imports_and_cycles(tmp_path):
    """The checker itself: a lazy import inside a function is an edge, relative imports resolve."""
    module = tmp_path / "x.py"
    module.write_text(
        "from . import mongo\n\ndef f():\n    from ..report import loader\n    import esbench.cli\n"
    )
    names = imported_names(module, "esbench.stores.x")
    assert {"esbench.stores.mongo", "esbench.report.loader", "esbench.cli"} <= names
    assert {part_of(n) for n in names} == {"stores", "report", "cli"}
    assert find_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


def test_modules_stay_small():
    long = {
        str(p.relative_to(PACKAGE.parent)): n
        for p in PACKAGE.rglob("*.py")
        if (n := len(p.read_text().splitlines())) > MAX_MODULE_LINES
    }
    assert long == {}, f"modules over {MAX_MODULE_LINES} lines"
