"""What the drivers that run a suite's trials outside their own process share: ``esbench run --jobs
N`` (:mod:`esbench.execution.local.driver`, pinned processes) and ``--ray-address``
(:mod:`esbench.execution.cluster.driver`, a Ray
cluster).

:func:`driven_suite` does what :func:`esbench.execution.campaign.run_suite` does before the first trial
(runs a
dead driver left RUNNING closed, the run set, the stored runs for ``--resume``), prints the
sequential "already completed" line of every trial completed before, and holds the signals for the
driver's whole loop (recorded, never raised: the driver sends them on to its trials). After the loop
it says the suite was interrupted, if it was; :meth:`DrivenSuite.results` gives the outcomes in suite
order, NOT_RUN for every trial that never started.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from esbench.core.config import Trial
from esbench.core.interrupts import InterruptGuard, stop_name
from esbench.execution.campaign import (
    ProgressPrinter,
    SuiteContext,
    TrialOutcome,
    attempt_trial,
    completed_run,
    open_suite,
)

if TYPE_CHECKING:
    from esbench.stores.mongo import MongoStore

#: How many times a trial whose process, host or node was lost runs again (from its checkpoint, if
#: it has one) before it is FAILED: one policy for ``--jobs`` and ``--ray-address``.
LOST_TRIAL_RERUNS = 2


def after_loss(trial: Trial, attempt: int, reason: str, guard: InterruptGuard) -> TrialOutcome | None:
    """The one policy for a trial whose process, host or node was lost (``attempt``: losses before
    this one): INTERRUPTED when the suite is stopping, None (run it again, from its checkpoint if it
    has one) for the first :data:`LOST_TRIAL_RERUNS` losses, else FAILED."""
    if guard.interrupted:
        return TrialOutcome(trial=trial, status="INTERRUPTED", error=f"{stop_name(guard.signum)}; {reason}")
    if attempt < LOST_TRIAL_RERUNS:
        return None
    return TrialOutcome(trial=trial, status="FAILED", error=f"lost {attempt + 1} times: {reason}")


@dataclasses.dataclass
class DrivenSuite:
    """A suite under a driver: its context, and the outcomes so far by trial index (1-based)."""

    trials: Sequence[Trial]
    ctx: SuiteContext
    outcomes: dict[int, TrialOutcome]

    @property
    def pending(self) -> list[int]:
        """The indices of the trials without an outcome yet, in suite order."""
        return [i for i in range(1, len(self.trials) + 1) if i not in self.outcomes]

    def results(self) -> list[TrialOutcome]:
        """Every trial's outcome in suite order (NOT_RUN where there is none)."""
        return [
            self.outcomes.get(i) or TrialOutcome(trial=t, status="NOT_RUN")
            for i, t in enumerate(self.trials, start=1)
        ]


@contextlib.contextmanager
def driven_suite(
    trials: Sequence[Trial],
    store_dir: Path | None,
    *,
    resume: bool,
    out: TextIO | None,
    mongo: MongoStore | None,
    work_dir: Path | None,
    guard: InterruptGuard | None,
    run_set: int | None,
    caller: str,
) -> Iterator[DrivenSuite]:
    """The suite opened for a driver (see the module docstring); ``caller`` names it in errors."""
    out = out or sys.stdout
    work_dir = work_dir or store_dir
    if work_dir is None or (store_dir is None and mongo is None):
        raise ValueError(f"{caller} needs a file store, or MongoDB and a work directory")
    own = guard is None
    guard = guard or InterruptGuard()
    with guard if own else contextlib.nullcontext(), guard.deferred():  # signals recorded, sent on
        run_set, stored = open_suite(trials, store_dir, work_dir, mongo, resume, run_set, out)
        total = len(trials)
        ctx = SuiteContext(
            store_dir=store_dir,
            work_dir=work_dir,
            resume=resume,
            extra_observers=(),
            out=out,
            mongo=mongo,
            guard=guard,
            total=total,
            run_set=run_set,
        )
        outcomes: dict[int, TrialOutcome] = {}
        for index, trial in enumerate(trials, start=1):  # completed before: the sequential line
            if completed_run(stored, trial) is not None:
                outcomes[index] = attempt_trial(ctx, ProgressPrinter(total, out), stored, index, trial)
        yield DrivenSuite(trials, ctx, outcomes)
        if guard.interrupted:
            print(f"interrupted ({stop_name(guard.signum)}); the suite stops here", file=out)
