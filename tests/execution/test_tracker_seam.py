"""``esbench.execution`` knows trackers only through the interface (esbench.stores.tracker and its
registry): no module of it imports a tracker by name (a module or a name with mongo, mlflow,
tensorboard or wandb in it), and no identifier of it names one (``ctx.mongo``, ``mlflow_problem``, ...).

Fails on the code before issue 50 (``from esbench.stores.mlflow_observer import
EsbenchMlflowObserver`` in execution/attempt.py, ``ctx.mongo``, ``TrialOutcome.mlflow_problem``) and
on the planted examples below."""

from __future__ import annotations

import ast
from pathlib import Path

import esbench.execution

TRACKER_WORDS = ("mongo", "mlflow", "tensorboard", "wandb")
ROOT = Path(esbench.execution.__file__).parent


def tracker_names(source: str) -> list[str]:
    """Every import of a tracker module and every identifier naming a tracker in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or "", *(a.name for a in node.names)]
        elif isinstance(node, ast.Name):
            names = [node.id]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        elif isinstance(node, ast.keyword) and node.arg:
            names = [node.arg]
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names = [node.name]
        found += [n for n in names if any(word in n.lower() for word in TRACKER_WORDS)]
    return found


def test_execution_imports_no_tracker_by_name():
    offenders = {
        str(path.relative_to(ROOT)): names
        for path in sorted(ROOT.rglob("*.py"))
        if (names := tracker_names(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def test_the_check_sees_what_the_old_code_did():
    planted = {
        "from esbench.stores.mlflow_observer import EsbenchMlflowObserver": 2,
        "import esbench.stores.mongo": 1,
        "ctx.mongo.observer(name)": 1,
        "TrialOutcome(trial=t, mlflow_problem=p)": 1,
        "def _note_mongo(outcome): pass": 1,
    }
    for source, count in planted.items():
        assert len(tracker_names(source)) == count, source
    # strings and docstrings may name them (the spool directory "mongo_unsaved", Sacred's "--mongo_db")
    assert tracker_names('SPOOL_DIR = "mongo_unsaved"') == []
