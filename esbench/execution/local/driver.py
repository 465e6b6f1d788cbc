"""``esbench run SUITE --jobs N``: up to N trials at once on this machine, each pinned to its own cores.

The driver (this module, in the ``esbench run`` process, holding the file store's lock) does what
:func:`esbench.execution.campaign.run_suite` does before the first trial (dead runs closed, run set, stored
runs for ``--resume``), skips completed trials with the same line, then starts every other trial in
a ``spawn`` process of its own (:mod:`esbench.execution.local.process`; the loop:
:mod:`esbench.execution.local.pool`) on
the cores the :class:`~esbench.execution.local.scheduler.CorePool` gives it: a trial needs
:meth:`~esbench.runners.base.Runner.trial_cores` cores (``resources.cores``, else Ray ``workers``,
else ``n_envs`` subprocess envs, else 1), the running trials' cores never overlap nor sum past the
usable cores, at most N run at once, and a trial needing more cores than the machine has runs alone.
Each trial writes its own Sacred run through the same observers as the sequential path; every seed
derives from the trial, so the stored curves are those of a sequential run.

- Output: every line a trial prints (``[i/n] name: ...``) comes through a pipe and is printed here.
- Signals: the driver only records SIGINT / SIGTERM and sends the signal on to every running trial's
  process, whose guard marks its run INTERRUPTED; no trial starts after it; the summary follows.
- A trial's process that dies without reporting (SIGKILL, the OOM killer) is a lost trial: its run
  is closed FAILED, saying so (:func:`~esbench.execution.state.close_lost_runs`, metric points
  restored from the checkpoint), and the trial is run once more, from its checkpoint if it has one
  (an ES continues to the same curve). A second loss is a FAILED trial; the suite goes on.
- A trial that fails on a full disk, or is interrupted, stops new starts; running trials finish.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from esbench.core.config import Trial
from esbench.core.cpus import usable_cpus
from esbench.core.interrupts import InterruptGuard
from esbench.execution.campaign import (
    SuiteContext,
    TrialOutcome,
)
from esbench.execution.driver import after_loss, driven_suite
from esbench.execution.local.pool import PinnedPool, RunningJob, death
from esbench.execution.local.process import TrialJob, trial_process
from esbench.execution.local.scheduler import CorePool, Placement
from esbench.execution.state import close_lost_runs
from esbench.runners.registry import get_runner

if TYPE_CHECKING:
    from esbench.stores.mongo import MongoStore


def run_suite_jobs(
    trials: Sequence[Trial],
    store_dir: Path | None,
    *,
    jobs: int,
    resume: bool = False,
    out: TextIO | None = None,
    mongo: MongoStore | None = None,
    work_dir: Path | None = None,
    guard: InterruptGuard | None = None,
    run_set: int | None = None,
    cpu_ids: Sequence[int] | None = None,
    events: list | None = None,
) -> list[TrialOutcome]:
    """:func:`esbench.execution.campaign.run_suite` with up to ``jobs`` trials at once, on the cores
    ``cpu_ids``
    (default: :func:`~esbench.core.cpus.usable_cpus`); see the module docstring. The outcomes are in
    suite order. ``events`` (if given) receives the scheduler's log: ``("start" | "stop", trial
    index, cpu_ids)``, and ``("lost", trial index, cpu_ids)`` for a trial whose process died.
    """
    with driven_suite(
        trials, store_dir, resume=resume, out=out, mongo=mongo, work_dir=work_dir, guard=guard,
        run_set=run_set, caller="run_suite_jobs",
    ) as suite:  # fmt: skip
        pool = CorePool(usable_cpus() if cpu_ids is None else cpu_ids, jobs)
        print(
            f"up to {jobs} trials at once on {len(pool.cpu_ids)} cores (CPU ids {_ids(pool.cpu_ids)})",
            file=suite.ctx.out,
            flush=True,
        )
        driver = _TrialPool(
            trials, suite.ctx, pool, jobs, events if events is not None else [], suite.pending
        )
        driver.run()
        suite.outcomes.update(driver.outcomes)
    return suite.results()


def _ids(ids: Sequence[int]) -> str:
    return ",".join(map(str, ids))


class _TrialPool(PinnedPool):
    """The trials' pool: each trial's process, its outcome, a lost trial closed FAILED and run again
    (:data:`~esbench.execution.driver.LOST_TRIAL_RERUNS`)."""

    command, noun = "esbench", "trial"

    def __init__(self, trials: Sequence[Trial], ctx: SuiteContext, pool: CorePool, jobs: int, events: list,
                 pending: Sequence[int]):  # fmt: skip
        cores = {i: get_runner(t.algo).trial_cores(t) for i, t in enumerate(trials, start=1)}
        super().__init__(cores, pending, pool, ctx.guard, ctx.out, events)
        self.trials, self.ctx, self.jobs = trials, ctx, jobs
        self.attempts: dict[int, int] = {}
        self.outcomes: dict[int, TrialOutcome] = {}
        self.stop: str | None = None

    def tag(self, key: int) -> str:
        """``[i/n] name``, as every line of a trial starts."""
        return f"[{key}/{self.ctx.total}] {self.trials[key - 1].name}"

    @property
    def stopping(self) -> bool:
        """No trial starts any more (a signal, an interrupted trial or a full disk)."""
        return super().stopping or self.stop is not None

    def job_for(self, index: int, placement: Placement) -> tuple[Callable[[Any, Any], None], TrialJob]:
        """The trial's process: :func:`~esbench.execution.local.process.trial_process` (resumed after a
        loss)."""
        ctx = self.ctx
        job = TrialJob(
            index=index,
            total=ctx.total,
            trial=self.trials[index - 1],
            store_dir=ctx.store_dir,
            work_dir=ctx.work_dir,
            resume=ctx.resume or self.attempts.get(index, 0) > 0,
            mongo=ctx.mongo.target if ctx.mongo is not None else None,
            run_set=ctx.run_set,
            cpu_ids=placement.cpu_ids,
            jobs=self.jobs,
        )
        return trial_process, job

    def finished(self, entry: RunningJob, outcome: TrialOutcome) -> None:
        """Keep the trial's outcome; an interrupted trial or a full disk stops new starts."""
        self.outcomes[entry.key] = outcome
        if outcome.status == "INTERRUPTED" or outcome.disk_full:
            if self.stop is None and not self.ctx.guard.interrupted:
                why = "interrupted" if outcome.status == "INTERRUPTED" else "the disk is full"
                self.stop = why
                self.say(f"{self.tag(entry.key)}: {why}; no further trial starts")

    def lost(self, entry: RunningJob) -> None:
        """The process died without an outcome: close its run; queue the trial again or fail it."""
        pid, index, trial = entry.process.pid, entry.key, entry.job.trial
        died = death(entry.process)
        reason = f"the trial's process (pid {pid}) died without reporting ({died})"
        self.events.append(("lost", index, entry.placement.cpu_ids))
        lines = []
        if self.ctx.store_dir is not None:
            try:
                lines = close_lost_runs(self.ctx.store_dir, self.ctx.work_dir, pid, reason)
            except OSError as exc:
                lines = [f"its run could not be closed ({exc})"]
        tag = self.tag(index)
        for line in lines:
            self.say(f"{tag}: {line}")
        attempt = self.attempts.get(index, 0)
        outcome = after_loss(trial, attempt, reason, self.ctx.guard)
        if outcome is None:
            self.attempts[index] = attempt + 1
            self.say(f"{tag}: lost ({died}); it runs again, from its checkpoint if it has one")
            self.requeue(index)
            return
        if outcome.status == "FAILED":
            self.say(f"{tag}: FAILED ({outcome.error})")
        self.finished(entry, outcome)
