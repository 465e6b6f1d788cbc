"""Run a suite through the command line and read its stored runs: shared by the ``--jobs``, cluster
and tuning tests (``tests/execution/local``, ``tests/execution/cluster``, ``tests/tune``)."""

from __future__ import annotations

import datetime as dt
import json
import textwrap
from pathlib import Path

import numpy as np

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore
from esbench.testing import is_timing

REPO = Path(__file__).resolve().parents[1]
#: Put on the trials' PYTHONPATH: its sitecustomize registers the test envs of ``jobs_env.py``.
SITE = REPO / "tests" / "jobs_site"
#: How long a held trial may hang before a test gives up on it.
HANG_S = 300.0


def run(tmp_path: Path, text: str, store: str, *extra: str) -> tuple[int, Path]:
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(text))
    code = main(["run", str(suite), "--results", str(tmp_path / store), "--no-report", *extra])
    return code, tmp_path / store


def stored(store: Path) -> dict[str, dict]:
    """Every run of ``store`` by label: run, info, metrics and its [start, stop] interval."""
    runs = {}
    for raw in FileRunStore(store).iter_runs(metrics=False):
        directory = store / raw.run_id
        # A killed run may have neither file (it died before Sacred's first writes of them).
        info, metrics = ({} if not f.exists() else json.loads(f.read_text()) for f in (
            directory / "info.json", directory / "metrics.json"))  # fmt: skip
        start = dt.datetime.fromisoformat(raw.run["start_time"])
        stop = dt.datetime.fromisoformat(raw.run["stop_time"])
        runs.setdefault(raw.config["label"], []).append(
            {"id": raw.run_id, "run": raw.run, "info": info, "metrics": metrics, "span": (start, stop)}
        )
    return runs


def assert_same_curves(a: dict, b: dict) -> None:
    assert set(a) == set(b)
    for name in a:
        if is_timing(name):  # metrics that measure time: equal curves are compared without them
            continue
        assert a[name]["steps"] == b[name]["steps"], name
        assert np.array_equal(a[name]["values"], b[name]["values"]), name
