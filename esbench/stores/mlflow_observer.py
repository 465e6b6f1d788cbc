"""The MLflow observer of suite runs: every run logged live to an MLflow tracking server, never stopped by it.

:class:`EsbenchMlflowObserver` runs after the file store and MongoDB (lower priority) and writes
through :class:`~esbench.stores.mlflow_store.MlflowStore` (see its module for how a run maps to
MLflow): the run with its params, tags and artifacts at the start, each batch of metric points
Sacred flushes (every heartbeat and at the end, step = training env steps), and the status at
the end (``status`` tag, ``esbench.complete=true``, MLflow's FINISHED/FAILED/KILLED).

Any MLflow error (server gone, network cut, a refused write) marks the copy incomplete
(:attr:`EsbenchMlflowObserver.problem`) and stops further writes; the run goes on, and the file
store (or MongoDB) keeps everything for ``esbench push --mlflow``. The MLflow run of an incomplete
copy keeps ``esbench.complete=false`` (and MLflow's RUNNING status); ``esbench push`` replaces it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sacred.observers import RunObserver

from esbench.stores.mlflow_store import MlflowStore, millis, run_tags
from esbench.stores.observer import run_uid

#: Below MongoDB's 10 (and the file store's 20): the file store assigns the run id first.
PRIORITY = 5


class EsbenchMlflowObserver(RunObserver):
    """A Sacred observer writing one run to MLflow (see the module docstring)."""

    priority = PRIORITY

    def __init__(self, store: MlflowStore, store_name: str):
        self.store = store
        self.store_name = store_name
        self.run_id: str | None = None
        """The MLflow run id (None until the run is created there)."""
        self.problem: str | None = None
        """Why the MLflow copy is incomplete (None: every write succeeded so far)."""
        self.points = 0

    @property
    def incomplete(self) -> bool:
        """True when the MLflow copy of the run misses something."""
        return self.problem is not None

    def _write(self, when: str, write: Callable[[], None]) -> None:
        """Call ``write`` unless a write failed before; a failure is recorded, never raised."""
        if self.problem is not None:
            return
        try:
            write()
        except Exception as exc:  # the run goes on without its MLflow copy
            self.problem = self.store.describe(exc, when)

    # -- Sacred events -------------------------------------------------------------------------
    def started_event(self, ex_info, command, host_info, start_time, config, meta_info, _id):
        """Create the run (params, tags, artifacts); the file store's id goes to ``esbench.run``."""
        uid = run_uid(config, start_time.isoformat())
        tags = run_tags(config, meta_info.get("run_set"), self.store_name, _id, uid)

        def start() -> None:
            self.run_id = self.store.start_run(config, tags, millis(start_time))

        self._write("start", start)
        return None  # the run's id is the file store's (or MongoDB's)

    def log_metrics(self, metrics_by_name, info):
        """Log the new points, step = training env steps."""
        points = [
            (name, value, millis(ts), step)
            for name, series in metrics_by_name.items()
            for value, step, ts in zip(series["values"], series["steps"], series["timestamps"], strict=True)
        ]
        if not points or self.run_id is None:
            return

        def log() -> None:
            self.store.log_points(self._run(), points)
            self.points += len(points)

        self._write("metrics", log)

    def artifact_event(self, name, filename, metadata=None, content_type=None):
        """Store an artifact of the run (e.g. ``notices.txt``) as the run's artifact ``name``."""
        if self.run_id is not None:
            self._write(f"artifact {name}", lambda: self.store.log_file(self._run(), filename, name))

    def completed_event(self, stop_time, result):
        """COMPLETED (MLflow: FINISHED)."""
        self._finish("COMPLETED", stop_time)

    def interrupted_event(self, interrupt_time, status):
        """INTERRUPTED, or Sacred's status of the stop (``PRUNED``) (MLflow: KILLED)."""
        self._finish(status, interrupt_time)

    def failed_event(self, fail_time, fail_trace):
        """FAILED (MLflow: FAILED)."""
        self._finish("FAILED", fail_time)

    def _run(self) -> str:
        if self.run_id is None:
            raise RuntimeError("EsbenchMlflowObserver: no MLflow run (started_event failed)")
        return self.run_id

    def _finish(self, status: str, when: Any) -> None:
        if self.run_id is None:
            return
        self._write("end", lambda: self.store.finish(self._run(), status, self.points, millis(when)))
