"""``esbench push RESULTS_DIR --mongo URL``: upload file-stored runs into MongoDB in Sacred's schema.

Reads the file store through :class:`~esbench.stores.file_store.FileRunStore` and writes each run
through :meth:`~esbench.stores.mongo_runs.MongoRunStore.write_run` (one ``runs`` document, its
metrics, sources and artifacts, as Sacred's MongoObserver writes them, so Omniboard shows pushed
runs like live ones).

Every run that cannot be read whole is named with its path and problem (``could not read PATH:
PROBLEM``, the shared :class:`~esbench.stores.runs.RunReader`); one whose config, run.json or
metrics cannot be read is also skipped, never counted "inserted" (one missing only its info.json is
pushed as it is). ``esbench push`` then exits with 3 (:data:`~esbench.stores.runs.EXIT_SKIPPED_RUNS`).

Idempotent: a run already in the database completely (same status, same
number of points per metric) is left alone; an incomplete copy (a live run whose MongoDB writes
failed) is replaced under the same ``_id``. The suite's YAML (credentials masked), its trial
list (``trials.json``) and its current run set (``run_set.json``, when higher) are stored for reports.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from esbench.core.errors import EsbenchError
from esbench.stores.file_store import FileRunStore
from esbench.stores.mongo import MongoStore
from esbench.stores.mongo_runs import MongoRunStore
from esbench.stores.mongo_write import unreadable_because
from esbench.stores.runs import RawRun, RunReader, Unreadable


@dataclasses.dataclass(kw_only=True)
class PushResult:
    """What a push did, run by run."""

    inserted: int = 0
    replaced: int = 0
    unchanged: int = 0
    skipped: list[str] = dataclasses.field(default_factory=list)
    unreadable: list[Unreadable] = dataclasses.field(default_factory=list)
    """Every run not read whole (skipped or not), with its path and problem."""
    where: str = "MongoDB"
    """The store pushed to (MongoDB, MLflow), as the summary names it."""

    def summary(self) -> str:
        """One line: counts of inserted, replaced, unchanged and skipped runs."""
        return (
            f"{self.inserted} inserted, {self.replaced} replaced (incomplete in {self.where}), "
            f"{self.unchanged} already there, {len(self.skipped)} skipped"
        )


def push_store(directory: str | Path, store: MongoStore, out: TextIO | None = None) -> PushResult:
    """Upload every run of the file store ``directory`` into ``store`` (see the module docstring)."""
    directory = Path(directory)
    if not directory.is_dir():
        raise EsbenchError(f"esbench push: not a directory: {directory}")
    files = FileRunStore(directory)
    result = PushResult()
    suite_name = files.suite().get("name")
    target = store.runs(str(suite_name)) if suite_name else MongoRunStore(store.db)
    if suite_name:
        target.write_suite(files.suite_text() or "")
        trials = files.trials()
        if trials is not None:
            target.write_trials(trials)
        elif (problem := files.trial_list_problem()) is not None and out is not None:
            print(f"trial list not pushed: {problem}", file=out, flush=True)
        if files.run_set() > target.run_set():  # a set `esbench run --fresh` started, maybe still empty
            target.write_run_set(files.run_set())
    push_runs(files, target.write_run, result, out)
    store.ensure_omniboard_columns()
    return result


def push_runs(
    files: FileRunStore, write: Callable[[RawRun], str], result: PushResult, out: TextIO | None
) -> PushResult:
    """Write every run of ``files`` that can be read whole with ``write`` (which says ``inserted``,
    ``replaced`` or ``unchanged``), counted in ``result``; a run that cannot be uploaded whole is
    skipped and named on ``out``, never half-pushed (MongoDB's push and MLflow's)."""
    reader = RunReader()
    for raw in reader.runs(files):
        problem = unreadable_because(raw)
        if problem is not None:
            result.skipped.append(f"run {raw.run_id}: {problem}")
            continue
        what = write(raw)
        result.inserted += what == "inserted"
        result.replaced += what == "replaced"
        result.unchanged += what == "unchanged"
    result.unreadable = reader.unreadable
    if out is not None:
        reader.print_unreadable(out)
        for line in result.skipped:
            print(f"skipped {line}", file=out)
    return result
