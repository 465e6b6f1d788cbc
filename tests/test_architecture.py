"""The layers of ``esbench/`` (docs/architecture.md), checked on the static import graph.

Every ``import`` and ``from ... import`` counts, lazy ones inside functions included: a lazy import
is still a dependency. A *part* is a package directly under ``esbench/`` (``core``, ``runners``,
``execution``, ...). The graph between parts must have no cycle, the graph between modules must have
no cycle at any level (inside a package too), and the layer rules below must hold. Only the modules
of :data:`TOP_LEVEL_MODULES` may stand directly under ``esbench/``; every module stays under 400
lines; pyproject.toml lists every package. The checks read ``esbench/`` (one also ``tests/``,
``benchmarks/``, ``examples/`` and ``scripts/``), never ``results/``: Sacred's copies of esbench's
sources in the committed stores (``results/<store>/_sources/``) are data, never counted.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "esbench"
MAX_MODULE_LINES = 400

#: The only modules directly under esbench/: the public API, ``python -m esbench`` and
#: ``python -m esbench.experiment`` (Sacred's own command line, a public name the docs use).
TOP_LEVEL_MODULES = {"__init__", "__main__", "experiment"}
#: (part, parts it must not import, why).
FORBIDDEN_PARTS = [
    ("core", {"envs", "es", "policies", "backends", "runners", "suite", "execution", "tune", "stores",
              "report", "cli"},
     "the contract and foundations import no other part"),
    ("es", {"backends", "runners", "execution", "policies", "envs", "stores", "report", "suite", "tune",
            "cli"},
     "the ES maths knows no distribution, runner, policy network or Sacred"),
    ("envs", {"es", "policies", "backends", "runners", "suite", "execution", "tune", "stores", "report",
              "cli"},
     "env families know no algorithm"),
    ("policies", {"runners", "backends", "es", "execution", "stores", "report", "suite", "tune", "cli"},
     "policies know no algorithm"),
    ("backends", {"runners", "execution", "suite", "tune", "stores", "report", "cli"},
     "backends run rollouts for any algorithm"),
    ("runners", {"execution", "suite", "tune", "stores", "report", "cli"},
     "runners log through the writer and know no Sacred edge"),
    ("suite", {"execution", "tune", "stores", "report", "cli", "backends"},
     "a suite is data: validated and expanded, never run"),
    ("stores", {"report", "runners", "backends", "es", "policies", "execution", "suite", "tune", "cli"},
     "stores read and write runs; they never import a report or a runner"),
    ("report", {"runners", "backends", "es", "policies", "execution", "suite", "tune", "cli", "envs"},
     "reports read stored runs only"),
    ("execution", {"tune", "report", "cli", "es"},
     "running trials knows no tuning, report, command line or algorithm maths"),
    ("tune", {"report", "cli"}, "tuning runs trials; the report reads its summary file"),
    ("testing", {"execution", "suite", "tune", "stores", "report", "cli"},
     "the contract kit runs a runner into memory, as the contract tests do"),
    ("resultsdoc", {"runners", "backends", "es", "policies", "execution", "suite", "tune", "cli", "envs"},
     "the evidence document reads committed stores through the report only"),
]  # fmt: skip
#: (part, third-party top-level packages it must not import, why).
FORBIDDEN_PACKAGES = [
    ("es", {"sacred", "ray", "torch", "gymnasium", "pymongo"}, "the ES maths is numpy only"),
    ("runners", {"sacred", "pymongo"}, "runners never import Sacred or a database"),
    ("policies", {"sacred", "ray", "pymongo"}, "policies are networks only"),
    ("report", {"sacred", "ray", "torch"}, "reports read stored runs only"),
    ("resultsdoc", {"sacred", "ray", "torch"}, "the evidence document reads stored runs only"),
    ("core", {"sacred", "ray", "torch", "pymongo", "gymnasium"}, "the contract is plain Python and numpy"),
    ("suite", {"sacred", "ray", "torch", "pymongo"}, "a suite is data"),
]
#: Sacred is imported by the Sacred edge and the stores' observers only.
SACRED_MODULES = {"esbench.execution.experiment"}
SACRED_PARTS = {"stores"}


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
        "from . import mongo\n\ndef f():\n    from ..report import loader\n    import esbench.cli.main\n"
    )
    names = imported_names(module, "esbench.stores.x")
    assert {"esbench.stores.mongo", "esbench.report.loader", "esbench.cli.main"} <= names
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


def module_graph() -> dict[str, set[str]]:
    """Edges between esbench's modules (a package's ``__init__`` importing its own children excluded)."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    edges: dict[str, set[str]] = {}
    for name, path in paths.items():
        targets = {n for n in imported_names(path, name) if n in paths and n != name}
        if path.name == "__init__.py":
            targets = {t for t in targets if not t.startswith(name + ".")}
        edges[name] = targets
    return edges


def strongly_connected(edges: dict[str, set[str]]) -> list[set[str]]:
    """The sets of modules that import each other, directly or not (Tarjan), of size > 1."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle_between_modules():
    """No cycle at any level: not between parts, not between modules of one package."""
    assert strongly_connected(module_graph()) == []


def test_the_cycle_checker_finds_a_cycle_inside_a_package():
    edges = {"esbench.report.a": {"esbench.report.b"}, "esbench.report.b": {"esbench.report.a"}, "x": set()}
    assert strongly_connected(edges) == [{"esbench.report.a", "esbench.report.b"}]


def top_level_modules(package: Path = PACKAGE) -> set[str]:
    """The modules directly under ``esbench/``."""
    return {p.stem for p in package.glob("*.py")}


def test_only_the_public_entry_points_stand_at_the_top(tmp_path):
    assert top_level_modules() == TOP_LEVEL_MODULES
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "helpers.py").write_text("")
    assert top_level_modules(tmp_path) - TOP_LEVEL_MODULES == {"helpers"}


def test_every_package_is_listed_in_pyproject():
    import tomllib

    listed = set(
        tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    tree = {module_name(p) for p in PACKAGE.rglob("__init__.py")} | {"esbench.suites"}
    assert listed == tree


def test_sacred_only_at_the_edge():
    """Only the Sacred edge (and the stores' Sacred observers) import Sacred."""
    users = set()
    for path in PACKAGE.rglob("*.py"):
        name = module_name(path)
        if any(n == "sacred" or n.startswith("sacred.") for n in imported_names(path, name)):
            users.add(name)
    assert {u for u in users if u not in SACRED_MODULES and part_of(u) not in SACRED_PARTS} == set()


#: The ES's own checkpoint (its state in the shared file); every other family finds the shared file and
#: what a checkpoint must match in ``esbench.runners.checkpoints``.
ES_RESUME = "esbench.runners.openai_es.resume"


def importers_of(module: str, roots: list[Path]) -> set[str]:
    """The files under ``roots`` (relative to the repository) that import ``module`` or a name from it."""
    found = set()
    for root in roots:
        for path in root.rglob("*.py"):
            name = module_name(path) if root == PACKAGE else None
            names = imported_names(path, name or path.stem)
            if module in names or any(n.startswith(module + ".") for n in names):
                found.add(str(path.relative_to(PACKAGE.parent)))
    return found


def test_only_the_es_runner_imports_the_es_checkpoint():
    """No family reaches into the ES's folder for checkpoints (issue 67): the shared file and trial
    matching live in ``esbench/runners/checkpoints.py``."""
    repo = PACKAGE.parent
    others = ("tests", "benchmarks", "examples", "scripts")
    roots = [PACKAGE, *(repo / d for d in others if (repo / d).is_dir())]
    own = ("esbench/runners/openai_es/", "tests/runners/openai_es/")  # the ES's runner and its tests
    assert {f for f in importers_of(ES_RESUME, roots) if not f.startswith(own)} == set()


def test_the_importer_check_sees_an_import_of_the_es_checkpoint(tmp_path):
    (tmp_path / "m.py").write_text("from esbench.runners.openai_es.resume import save_state\n")
    (tmp_path / "n.py").write_text("import esbench.runners.checkpoints\n")
    names = imported_names(tmp_path / "m.py", "m")
    assert ES_RESUME in names and ES_RESUME not in imported_names(tmp_path / "n.py", "n")
