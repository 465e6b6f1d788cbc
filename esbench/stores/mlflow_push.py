"""``esbench push RESULTS_DIR --mlflow URI``: upload file-stored runs into MLflow, idempotently.

Each run of the file store becomes one MLflow run as a live run would have written it
(:mod:`esbench.stores.mlflow_store`): params, tags, every metric point (step = training env
steps), ``config.json``, the masked ``suite.yaml`` and the run's own artifacts. A run is found
again by its ``esbench.uid`` tag (suite, label, env, seed and start time): a complete copy with
the same status and number of points is left alone; an incomplete one (a live run whose tracking
server went away) or an older state of it is deleted and written again ("replaced"). Runs that
cannot be read whole are named and skipped, as ``esbench push --mongo`` does.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, TextIO

from esbench.core.errors import EsbenchError
from esbench.stores.file_store import FileRunStore
from esbench.stores.mlflow_local import classify
from esbench.stores.mlflow_store import COMPLETE_TAG, POINTS_TAG, STATUS_TAG, MlflowStore, run_tags
from esbench.stores.push import PushResult, push_runs
from esbench.stores.runs import RawRun, run_uid
from esbench.stores.tracker import millis


def _points(raw: RawRun) -> list[tuple[str, float, int, int]]:
    """Every metric point of ``raw`` as ``(name, value, timestamp ms, step)``."""
    points = []
    for name, series in (raw.metrics or {}).items():
        stamps = series.get("timestamps") or [None] * len(series["values"])
        for value, step, ts in zip(series["values"], series["steps"], stamps, strict=True):
            points.append((name, value, millis(ts), step))
    return points


def write_run(store: MlflowStore, raw: RawRun, store_name: str) -> str:
    """Write one file-stored run to MLflow: ``inserted``, ``replaced`` or ``unchanged``. A local
    store's lock is held throughout: two pushes at once give one MLflow run per ``esbench.uid``."""
    with store.locked():
        return _write_run(store, raw, store_name)


def _write_run(store: MlflowStore, raw: RawRun, store_name: str) -> str:
    config, run = dict(raw.config or {}), dict(raw.run or {})
    uid = run_uid(config, str(run.get("start_time")))
    experiment = store.experiment_id(str(config.get("suite") or "esbench"))
    points = _points(raw)
    status = str(raw.status)
    found = store.find_runs(experiment, uid)
    for existing in found:
        tags = existing.data.tags
        same = tags.get(STATUS_TAG) == status and tags.get(POINTS_TAG) == str(len(points))
        if same and tags.get(COMPLETE_TAG) == "true":
            return "unchanged"
    for existing in found:  # incomplete, or an earlier state of the run
        with contextlib.suppress(Exception):  # already deleted (a server's concurrent push): gone is gone
            store.client.delete_run(existing.info.run_id)
    meta = run.get("meta")
    run_set = meta.get("run_set") if isinstance(meta, dict) else None
    tags = run_tags(config, run_set, store_name, raw.run_id, uid)
    run_id = store.start_run(config, tags, millis(run.get("start_time")))
    store.log_points(run_id, points)
    for name in run.get("artifacts") or []:  # plain files of the run's own directory only
        plain = isinstance(name, str) and Path(name).name == name and name not in (".", "..")
        path = raw.location / name if raw.location is not None and plain else None
        if path is not None and path.is_file() and not path.is_symlink():
            store.log_file(run_id, path, name)
    end = run.get("stop_time") or run.get("heartbeat")
    store.finish(run_id, status, millis(end) if end else None, points=len(points))
    return "replaced" if found else "inserted"


def push_store_mlflow(directory: str | Path, store: MlflowStore, out: TextIO | None = None) -> PushResult:
    """Upload every run of the file store ``directory`` into ``store`` (see the module docstring)."""
    from esbench.stores.secrets import mask_suite_text

    directory = Path(directory)
    if not directory.is_dir():
        raise EsbenchError(f"esbench push: not a directory: {directory}")
    files = FileRunStore(directory)
    text = files.suite_text()
    pushing = store.with_suite(mask_suite_text(text, [store.target.uri]) if text else None)
    name = directory.resolve().name
    return push_runs(files, lambda raw: _write(pushing, raw, name), PushResult(where="MLflow"), out)


def _write(store: MlflowStore, raw: RawRun, name: str) -> Any:
    """:func:`write_run`, its failure one masked line (:class:`EsbenchError`: the server is gone)."""
    try:
        return write_run(store, raw, name)
    except EsbenchError:
        raise
    except Exception as exc:
        full = "the disk is full: " if classify(exc, store.target.uri) == "disk full" else ""
        raise EsbenchError(
            f"MLflow at {store.target.masked}: {full}{store.describe(exc, f'run {raw.run_id}')}"
        ) from None
