"""``esbench run SUITE``: the trials one after the other, in this process.

The sequential driver is the one driver loop (:func:`esbench.execution.driver.drive`) with a
starter that runs the next trial here (:func:`esbench.execution.attempt.attempt_trial`) and waits
for it. A trial that raises is recorded FAILED and the suite goes on, unless the disk is full:
then the suite stops. Ctrl-C (SIGINT) or SIGTERM marks the running trial INTERRUPTED (Sacred
flushes its metrics) and stops the suite; signals are handled by the suite's
:class:`~esbench.core.interrupts.InterruptGuard`, so a second signal during the teardown never cuts
the summary short. With ``resume``, trials already COMPLETED in the run set with the same config are
skipped, and a runner that checkpoints continues an interrupted trial from its checkpoint.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from esbench.core.cpus import usable_cpu_count
from esbench.execution.attempt import attempt_trial
from esbench.execution.driver import SuiteDriver, TrialStarter, drive
from esbench.execution.local.process import threads_limited, trial_threads
from esbench.execution.outcomes import TrialOutcome
from esbench.execution.plan import SuitePlan


class InProcess(TrialStarter):
    """Runs the next waiting trial in this process, to its end (signals raised in it)."""

    forwards_signals = False

    def start_what_fits(self, driver: SuiteDriver) -> None:
        """Run the first waiting trial here; its outcome goes to the driver."""
        index = driver.pending.pop(0)
        trial, guard = driver.trial(index), driver.ctx.guard
        try:
            # the threads --jobs would give it: the same float sums, so the same curve either way
            with threads_limited(trial_threads(trial, usable_cpu_count())):
                outcome = attempt_trial(driver.ctx, index, trial)
        except KeyboardInterrupt as exc:  # landed between two steps of the suite itself
            outcome = TrialOutcome.interrupted(trial, guard, exc)
        with guard.deferred():
            driver.finished(index, outcome)


def run_suite(plan: SuitePlan) -> list[TrialOutcome]:
    """Run the opened suite's trials in order in this process (see the module docstring); their
    outcomes in suite order."""
    return drive(plan, InProcess())


def suite_driver(jobs: int | None = None, ray_address: str | None = None) -> Callable[[SuitePlan], list]:
    """How an opened suite's trials run: on the Ray cluster at ``ray_address``
    (:func:`~esbench.execution.cluster.driver.run_suite_cluster`), ``jobs`` > 1 at once in pinned
    processes (:func:`~esbench.execution.local.driver.run_suite_jobs`), else one after the other in
    this process (:func:`run_suite`). Each takes the plan and returns the outcomes in suite order."""
    if ray_address:
        from esbench.execution.cluster.driver import run_suite_cluster

        return functools.partial(run_suite_cluster, address=ray_address, jobs=jobs)
    if jobs is not None and jobs > 1:
        from esbench.execution.local.driver import run_suite_jobs

        return functools.partial(run_suite_jobs, jobs=jobs)
    return run_suite
