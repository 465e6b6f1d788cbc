"""A suite opened once, before its first trial: the :class:`SuitePlan` every driver takes.

:func:`open_suite` closes the runs a dead driver left RUNNING in the file store
(:func:`~esbench.execution.state.close_dead_runs`), picks the run set (the one given, else the
stores' latest, the one ``--resume`` reads) and, with ``resume``, reads that set's stored runs
(every run records its set: :mod:`esbench.stores.runs`) through the file store's
:class:`~esbench.stores.file_store.FileRunStore`, else the suite's
:class:`~esbench.stores.mongo_runs.MongoRunStore`. The drivers (:mod:`esbench.execution.driver`)
skip the trials already COMPLETED there with the same config.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from esbench.core.config import Trial
from esbench.core.interrupts import InterruptGuard
from esbench.execution.attempt import SuiteContext
from esbench.execution.state import close_dead_runs, readable_runs
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import RawRun, RunStore, latest_run_set

if TYPE_CHECKING:
    from esbench.stores.mongo import MongoStore


@dataclasses.dataclass(frozen=True, kw_only=True)
class SuitePlan:
    """A suite opened once (:func:`open_suite`): its trials in suite order, the stored runs of its
    run set that ``--resume`` reads (none without it), and what every trial shares (stores, work
    directory, resume, output, guard, run set: :class:`~esbench.execution.attempt.SuiteContext`)."""

    trials: tuple[Trial, ...]
    stored: tuple[RawRun, ...]
    ctx: SuiteContext

    def tag(self, index: int) -> str:
        """``[i/n] name``, as every line about the ``index``-th trial (1-based) starts."""
        return f"[{index}/{self.ctx.total}] {self.trials[index - 1].name}"


def open_suite(
    trials: Sequence[Trial],
    *,
    store_dir: Path | None,
    work_dir: Path | None = None,
    resume: bool = False,
    mongo: MongoStore | None = None,
    out: TextIO,
    guard: InterruptGuard,
    run_set: int | None = None,
    extra_observers: Sequence[Any] = (),
) -> SuitePlan:
    """Open the suite of ``trials`` (see the module docstring); signals are held meanwhile.

    With ``mongo``, each run is also written to that database (``store_dir`` None: MongoDB only).
    ``work_dir`` (default ``store_dir``) holds checkpoints and, without a file store, the runs
    MongoDB could not take. Lines go to ``out``. Each run records ``run_set`` (default: the stores'
    latest set; :func:`~esbench.execution.state.choose_run_set` picks it for ``esbench run``).
    """
    work_dir = work_dir or store_dir
    if work_dir is None or (store_dir is None and mongo is None):
        raise ValueError("a suite needs a file store, or MongoDB and a work directory")
    with guard.deferred():
        work_dir.mkdir(parents=True, exist_ok=True)
        if store_dir is not None:
            close_dead_runs(store_dir, work_dir, out)
        # runs read whole, for resume; with resume, each other one is named with its path and problem
        read = resume or run_set is None
        stored = readable_runs(run_store(store_dir, mongo, trials), out if resume else None) if read else []
        run_set = run_set or _latest_set(store_dir, mongo, trials, stored)
    ctx = SuiteContext(
        store_dir=store_dir, work_dir=work_dir, resume=resume, extra_observers=tuple(extra_observers),
        out=out, mongo=mongo, guard=guard, total=len(trials), run_set=run_set,
    )  # fmt: skip
    kept = tuple(r for r in stored if r.run_set == run_set) if resume else ()
    return SuitePlan(trials=tuple(trials), stored=kept, ctx=ctx)


def run_store(store_dir: Path | None, mongo: MongoStore | None, trials: Sequence[Trial]) -> RunStore | None:
    """The store ``resume`` reads: the file store, else the suite's runs in MongoDB."""
    if store_dir is not None:
        return FileRunStore(store_dir)
    return mongo.runs(trials[0].suite) if mongo is not None and trials else None


def _latest_set(
    store_dir: Path | None, mongo: MongoStore | None, trials: Sequence[Trial], stored: list[RawRun]
) -> int:
    """The latest run set of the store ``resume`` reads (1 when there is none)."""
    store = run_store(store_dir, mongo, trials)
    return latest_run_set(store.run_set() if store is not None else None, stored)
