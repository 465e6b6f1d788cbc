"""The layout of ``esbench/runners/`` (issue 34): one folder per algorithm family, shared pieces at the
top, no private name crossing a file boundary, and tests/runners/ mirroring the family folders."""

from __future__ import annotations

import ast
from pathlib import Path

from esbench.runners.registry import RUNNERS

RUNNERS_DIR = Path(__file__).resolve().parents[2] / "esbench" / "runners"
TESTS_DIR = Path(__file__).resolve().parent
FAMILIES = {"sb3", "openai_es", "nevergrad", "evotorch", "ga"}
SHARED = {
    "__init__", "base", "registry", "contract", "evaluation", "resources", "machine", "host_load", "traffic",
    "asktell", "plain_state", "objective", "provenance", "checkpoints", "config_compare",
}  # fmt: skip


def private_imports(path: Path) -> list[str]:
    """``module:name`` of every private name ``path`` imports from another esbench module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("esbench") and not node.level:
            found += [f"{node.module}:{a.name}" for a in node.names if a.name.startswith("_")]
        elif isinstance(node, ast.ImportFrom) and node.level:
            found += [f".{node.module}:{a.name}" for a in node.names if a.name.startswith("_")]
    return found


def test_one_folder_per_family_and_only_shared_pieces_at_the_top():
    folders = {p.name for p in RUNNERS_DIR.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == FAMILIES
    assert {p.stem for p in RUNNERS_DIR.glob("*.py")} == SHARED
    for family in FAMILIES:
        init = RUNNERS_DIR / family / "__init__.py"
        assert ast.get_docstring(ast.parse(init.read_text())), f"{family}/__init__.py names its concern"


def test_every_builtin_runner_lives_in_its_family_folder():
    for algo, target in RUNNERS.items():
        family = target.split(".")[2]
        assert family in FAMILIES and target.count(".") == 3, (algo, target)


def test_no_private_name_crosses_a_file_boundary():
    found = {
        str(path.relative_to(RUNNERS_DIR)): names
        for path in sorted(RUNNERS_DIR.rglob("*.py"))
        if (names := private_imports(path))
    }
    assert found == {}


def test_the_checker_sees_private_imports(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("from esbench.runners.sb3.base import SB3Runner, _hidden\nfrom .x import _y\n")
    assert private_imports(module) == ["esbench.runners.sb3.base:_hidden", ".x:_y"]


def test_tests_mirror_the_family_folders():
    for family in FAMILIES:
        folder = TESTS_DIR / family
        assert (folder / "__init__.py").is_file(), family
        assert list(folder.glob("test_*.py")), family
