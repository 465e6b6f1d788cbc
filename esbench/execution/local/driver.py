"""``esbench run SUITE --jobs N``: up to N trials at once on this machine, each pinned to its own cores.

The driver (this module, in the ``esbench run`` process, holding the file store's lock) is the one
driver loop of every ``esbench run`` (:mod:`esbench.execution.driver`: completed trials skipped with
the same line, one stop and re-run policy) with a starter that starts each other trial in a process
of its own (:mod:`esbench.execution.local.process`, forked from the process server of a
:class:`~esbench.execution.local.pool.PinnedPool`) on the cores the
:class:`~esbench.execution.local.scheduler.CorePool` gives it: a trial needs
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
  restored from the checkpoint), and the trial runs again, from its checkpoint if it has one
  (an ES continues to the same curve), up to :data:`~esbench.execution.driver.LOST_TRIAL_RERUNS`
  times; then it is a FAILED trial and the suite goes on.
- A trial that fails on a full disk, or is interrupted, stops new starts; running trials finish.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from esbench.core.cpus import usable_cpus
from esbench.execution.driver import SuiteDriver, drive
from esbench.execution.local.pool import PinnedPool, PinnedStarter, RunningJob, death, preload_for
from esbench.execution.local.process import TrialJob, trial_process
from esbench.execution.local.scheduler import CorePool, Placement
from esbench.execution.outcomes import TrialOutcome
from esbench.execution.plan import SuitePlan
from esbench.execution.state import close_lost_runs
from esbench.runners.registry import get_runner


def run_suite_jobs(
    plan: SuitePlan, *, jobs: int, cpu_ids: Sequence[int] | None = None, events: list | None = None
) -> list[TrialOutcome]:
    """The opened suite's trials, up to ``jobs`` at once, on the cores ``cpu_ids`` (default:
    :func:`~esbench.core.cpus.usable_cpus`); see the module docstring. The outcomes are in suite
    order. ``events`` (if given) receives the scheduler's log (:attr:`CorePool.events
    <esbench.execution.local.scheduler.CorePool.events>`): ``("start" | "stop", trial index, cpu_ids)``,
    and ``("lost", trial index, cpu_ids)`` for a trial whose process died.
    """
    pool = CorePool(usable_cpus() if cpu_ids is None else cpu_ids, jobs, events)
    ids = ",".join(map(str, pool.cpu_ids))
    print(
        f"up to {jobs} trials at once on {len(pool.cpu_ids)} cores (CPU ids {ids})",
        file=plan.ctx.out,
        flush=True,
    )
    return drive(plan, PinnedStarter(lambda driver: TrialPool(driver, pool, jobs)))


class TrialPool(PinnedPool):
    """The trials' processes: each one's job, its outcome to the driver, a lost one's run closed."""

    command, noun = "esbench", "trial"

    def __init__(self, driver: SuiteDriver, pool: CorePool, jobs: int):
        """The trials of ``driver``'s suite on ``pool``'s cores, ``jobs`` at most at once."""
        ctx = driver.ctx
        cores = {i: get_runner(t.algo).trial_cores(t) for i, t in enumerate(driver.plan.trials, start=1)}
        super().__init__(cores, pool, ctx.guard, ctx.out)
        self.driver, self.ctx, self.jobs = driver, ctx, jobs
        self.preload = preload_for([t.algo for t in driver.plan.trials])  # as esbench run prestarted it

    def tag(self, key: int) -> str:
        """``[i/n] name``, as every line of a trial starts."""
        return self.driver.tag(key)

    def job_for(self, index: int, placement: Placement) -> tuple[Callable[[Any, Any, float], None], TrialJob]:
        """The trial's process: :func:`~esbench.execution.local.process.trial_process` (resumed after a
        loss)."""
        ctx = self.ctx
        job = TrialJob(
            index=index,
            total=ctx.total,
            trial=self.driver.trial(index),
            store_dir=ctx.store_dir,
            work_dir=ctx.work_dir,
            resume=ctx.resume or self.driver.attempts.get(index, 0) > 0,
            run_set=ctx.run_set,
            cpu_ids=placement.cpu_ids,
            jobs=self.jobs,
            trackers=ctx.trackers,
        )
        return trial_process, job

    def finished(self, entry: RunningJob, outcome: TrialOutcome) -> None:
        """The trial's outcome, to the driver."""
        self.driver.finished(entry.key, outcome)

    def lost(self, entry: RunningJob) -> None:
        """The process died without an outcome: close its run; the driver runs the trial again or
        fails it."""
        pid, index = entry.process.pid, entry.key
        died = death(entry.process)
        reason = f"the trial's process (pid {pid}) died without reporting ({died})"
        self.pool.events.append(("lost", index, entry.placement.cpu_ids))
        lines = []
        if self.ctx.store_dir is not None:
            try:
                lines = close_lost_runs(self.ctx.store_dir, self.ctx.work_dir, pid, reason)
            except OSError as exc:
                lines = [f"its run could not be closed ({exc})"]
        for line in lines:
            self.say(f"{self.tag(index)}: {line}")
        self.driver.lost(index, reason, died)
