"""MLflow as a :class:`~esbench.stores.tracker.RunTracker` (``--mlflow URI``, ``$ESBENCH_MLFLOW``):
the interface over :class:`~esbench.stores.mlflow_store.MlflowStore` (how a run maps to MLflow) and
:mod:`esbench.stores.mlflow_push` (``esbench push --mlflow``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from esbench.stores import mlflow_store
from esbench.stores.mlflow_local import classify
from esbench.stores.runs import RawRun
from esbench.stores.tracker import Point, RunStart, RunTracker


class MlflowTracker(RunTracker):
    """One MLflow tracking URI or local store (see :mod:`esbench.stores.mlflow_store`)."""

    name = "mlflow"
    title = "MLflow"
    env_var = mlflow_store.MLFLOW_ENV

    def __init__(self, target: mlflow_store.MlflowTarget):
        self.target = target
        self.origin = target.origin
        self.store = mlflow_store.MlflowStore(target)

    @classmethod
    def open(cls, spec: str, origin: str) -> MlflowTracker:
        """The URI or local directory ``spec`` (a password on the command line is refused)."""
        if origin == "--mlflow":
            target = mlflow_store.resolve_uri(spec, {})
            assert target is not None  # a non-empty spec
            return cls(target)
        return cls(mlflow_store.parse_uri(spec, origin))

    @property
    def masked(self) -> str:
        """The URI as given, its password masked."""
        return self.target.masked

    def check(self, suite: str | None = None) -> float:
        """The pre-flight (:meth:`~esbench.stores.mlflow_store.MlflowStore.check`)."""
        return self.store.check(suite)

    def checked_line(self, seconds: float, suite: str) -> str:
        """``MLflow URI (origin): reachable, experiment 'suite' (s)``."""
        return f"MLflow {self.masked} ({self.origin}): reachable, experiment '{suite}' ({seconds:.2f} s)"

    def describe(self, exc: BaseException) -> str:
        """A failure in one masked line; a full disk says so."""
        text = self.store.describe(exc)
        return f"the disk is full ({text})" if classify(exc, self.target.uri) == "disk full" else text

    def secrets(self) -> list[str]:
        """The tracking URI (its password masked in the stored suite)."""
        return [self.target.uri]

    def set_suite_text(self, text: str | None) -> None:
        """The (masked) suite stored as each run's ``suite.yaml``."""
        self.store.suite_text = text

    def start_run(self, run: RunStart) -> str:
        """Create the run with its params, tags and artifacts; its MLflow run id."""
        tags = mlflow_store.run_tags(run.config, run.run_set, run.store_name, run.run_id, run.uid)
        return self.store.start_run(run.config, tags, run.start_ms)

    def log_metrics(self, handle: Any, points: Sequence[Point]) -> None:
        """Log the points (1,000 per request)."""
        self.store.log_points(str(handle), list(points))

    def log_artifact(self, handle: Any, path: Path, name: str) -> None:
        """The file as the run's artifact ``name``."""
        self.store.log_file(str(handle), path, name)

    def finish(self, handle: Any, status: str, end_ms: int | None) -> None:
        """Tags ``status``, ``esbench.points`` (read back) and ``esbench.complete=true``; MLflow's status."""
        self.store.finish(str(handle), status, end_ms)

    def push_run(self, raw: RawRun, store_name: str) -> str:
        """``esbench push --mlflow``'s upload of one run (:func:`~esbench.stores.mlflow_push.write_run`)."""
        from esbench.stores.mlflow_push import write_run

        return write_run(self.store, raw, store_name)

    def push_store(self, directory: str | Path, out: TextIO | None = None) -> Any:
        """Every run of the file store ``directory``
        (:func:`~esbench.stores.mlflow_push.push_store_mlflow`)."""
        from esbench.stores.mlflow_push import push_store_mlflow

        return push_store_mlflow(directory, self.store, out)

    def push_command(self, directory: str | Path) -> str:
        """``esbench push DIR --mlflow URI`` (a password through the environment)."""
        return self.store.push_command(directory)

    def incomplete_note(self, rows: Sequence[tuple[str, Any, str]], kept: Path | None) -> str:
        """The summary's note (``esbench push --mlflow`` reads file stores only)."""
        note = super().incomplete_note(rows, kept)
        if kept is None:
            note = (
                note.rsplit("\n", 1)[0]
                + "\nevery one of them is complete in MongoDB (`esbench push --mlflow` reads file stores)"
            )
        return note

    def __repr__(self) -> str:
        return f"MlflowTracker({self.masked!r})"
