"""The one driver loop of ``esbench run``: the same policy whether the trials run one after the other
in this process (:mod:`esbench.execution.campaign`), several at once in pinned processes (``--jobs
N``: :mod:`esbench.execution.local.driver`) or on a Ray cluster (``--ray-address``:
:mod:`esbench.execution.cluster.driver`). Each of them supplies only a :class:`TrialStarter`: how a
trial is started and watched.

:func:`drive` takes the opened suite (:class:`~esbench.execution.plan.SuitePlan`) and:

- skips, with its ``already completed`` line, every trial of the run set completed before;
- starts the other trials in suite order, as the starter has room for them, until every trial has an
  outcome or the suite stops: a signal (SIGINT / SIGTERM), or a trial INTERRUPTED or failed on a
  full disk; no trial starts after that, running ones end (a starter that watches trials elsewhere
  holds the signals and sends them on to its trials: :meth:`TrialStarter.forward`);
- a trial whose process, host or node was lost runs again, from its checkpoint if it has one, up to
  :data:`LOST_TRIAL_RERUNS` times (:meth:`SuiteDriver.lost`), else it is FAILED;
- says, after the loop, that the suite was interrupted (naming the signal as every run does:
  :func:`~esbench.core.interrupts.stop_name`), and returns every trial's outcome in suite order,
  NOT_RUN for each trial that never started; ``esbench run`` prints the one summary of them
  (:mod:`esbench.execution.outcomes`).
"""

from __future__ import annotations

import contextlib
import shutil
import signal
from collections.abc import Iterator, Sequence
from typing import Any, Generic, TextIO, TypeVar

from esbench.core.config import Trial
from esbench.core.interrupts import InterruptGuard, stop_name
from esbench.execution.attempt import skipped
from esbench.execution.outcomes import TrialOutcome
from esbench.execution.plan import SuitePlan
from esbench.execution.state import checkpoint_dir_of

#: How many times a trial whose process, host or node was lost runs again (from its checkpoint, if
#: it has one) before it is FAILED: one policy for every driver.
LOST_TRIAL_RERUNS = 2

#: Why the suite stops after a trial that failed on a full disk.
DISK_FULL = "the disk is full (free some space, then continue with --resume)"


#: The driver a starter works for: :class:`SuiteDriver` (trials), or a plain :class:`Driver`.
D = TypeVar("D", bound="Driver")


class TrialStarter(Generic[D]):
    """How a driver starts and watches trials (or other items): all a driver supplies to :func:`drive`.

    :meth:`start_what_fits` takes trials off ``driver.pending`` (1-based indices, suite order) and
    starts them; the starter reports each one's end with :meth:`SuiteDriver.finished` (an outcome)
    or :meth:`SuiteDriver.lost` (none came: its process, host or node is gone).
    """

    #: Signals are held for the whole loop, recorded and sent on to the running trials
    #: (:meth:`forward`); False: they are raised in the trial running in this process.
    forwards_signals = True

    @property
    def busy(self) -> bool:
        """A trial started by this starter has not ended yet."""
        return False

    @contextlib.contextmanager
    def opened(self, driver: D) -> Iterator[None]:
        """Around the loop, when some trial has to run (a process server, a Ray connection)."""
        yield

    def start_what_fits(self, driver: D) -> None:
        """Start the waiting items there is room for, in order."""
        raise NotImplementedError

    def forward(self, signum: int) -> None:
        """The suite got ``signum``: tell every running trial to stop (once)."""

    def watch(self, driver: D) -> None:
        """Wait a little for the running items; report those that ended."""


class Driver:
    """The one loop (:meth:`loop`) over waiting items (1-based trial indices, or study keys) and a
    :class:`TrialStarter`: start what fits while nothing stops it, send a signal on once, watch; until
    nothing runs and nothing more may start. ``esbench run`` (every driver: :class:`SuiteDriver`) and
    ``esbench tune --jobs`` (:mod:`esbench.tune.jobs`) drive their items with it."""

    def __init__(self, guard: InterruptGuard, out: TextIO, pending: Sequence[int] = ()):
        self.guard, self.out = guard, out
        self.pending: list[int] = list(pending)
        """The items waiting to start, in order."""
        self.stop: str | None = None
        """Why no item starts any more, besides a signal (None: they do)."""
        self.forwarded = False
        """The signal was sent on to the running items."""

    def say(self, line: str) -> None:
        """Print one line of the driver's own."""
        print(line, file=self.out, flush=True)

    @property
    def stopping(self) -> bool:
        """No item starts any more (a signal, or :attr:`stop`)."""
        return self.guard.interrupted or self.stop is not None

    def loop(self, starter: TrialStarter[Any]) -> None:
        """Until every item has ended (or nothing more may start and the running ones ended)."""
        while starter.busy or (self.pending and not self.stopping):
            if not self.stopping:
                starter.start_what_fits(self)
            if self.guard.interrupted and not self.forwarded:
                self.forwarded = True
                starter.forward(self.guard.signum or signal.SIGINT)
            starter.watch(self)


class SuiteDriver(Driver):
    """The policy of :func:`drive` (see the module docstring) over the one loop and a
    :class:`TrialStarter`."""

    def __init__(self, plan: SuitePlan, starter: TrialStarter[SuiteDriver]):
        super().__init__(plan.ctx.guard, plan.ctx.out)
        self.plan, self.ctx, self.starter = plan, plan.ctx, starter
        self.outcomes: dict[int, TrialOutcome] = {}
        self.attempts: dict[int, int] = {}
        """How many times each trial was lost so far."""

    def trial(self, index: int) -> Trial:
        """The ``index``-th trial (1-based)."""
        return self.plan.trials[index - 1]

    def tag(self, index: int) -> str:
        """``[i/n] name``, as every line of a trial starts."""
        return self.plan.tag(index)

    def run(self) -> list[TrialOutcome]:
        """Skip, start and watch every trial; their outcomes in suite order."""
        guard = self.ctx.guard
        with guard.deferred():
            for index, trial in enumerate(self.plan.trials, start=1):
                outcome = skipped(self.ctx, self.plan.stored, index, trial)
                if outcome is None:
                    self.pending.append(index)
                else:
                    self.finished(index, outcome)
        with guard.deferred() if self.starter.forwards_signals else contextlib.nullcontext():
            if self.pending:
                with self.starter.opened(self):
                    self.loop(self.starter)
            if guard.interrupted:
                self.say(f"interrupted ({stop_name(guard.signum)}); the suite stops here")
        return [
            self.outcomes.get(i) or TrialOutcome(trial=t, status="NOT_RUN")
            for i, t in enumerate(self.plan.trials, start=1)
        ]

    def finished(self, index: int, outcome: TrialOutcome) -> None:
        """Keep the trial's outcome; an interrupted trial or a full disk stops new starts. A trial
        stored COMPLETED (now or before) never resumes: its checkpoint directory is removed, unless the
        suite keeps them (``store.keep_checkpoints``)."""
        self.outcomes[index] = outcome
        if outcome.status in ("COMPLETED", "SKIPPED") and not self.plan.keep_checkpoints:
            self.remove_checkpoint(index)
        if self.stop is None and (outcome.status == "INTERRUPTED" or outcome.disk_full):
            self.stop = "interrupted" if outcome.status == "INTERRUPTED" else DISK_FULL
            if not self.ctx.guard.interrupted:  # a signal: said once, after the loop
                self.say(f"{self.tag(index)}: {self.stop}; no further trial starts")

    def remove_checkpoint(self, index: int) -> None:
        """Remove the ``index``-th trial's checkpoint directory (never through a link; a failure said in
        one line, the suite goes on: the directory is only disk space)."""
        try:
            directory = checkpoint_dir_of(self.ctx.work_dir, self.trial(index))
            if directory.is_dir():
                shutil.rmtree(directory)
        except OSError as exc:  # LinkRefused among them
            self.say(f"{self.tag(index)}: its checkpoint directory was not removed ({exc})")

    def lost(self, index: int, reason: str, brief: str | None = None) -> None:
        """The trial's process, host or node is gone (its run closed by the starter): INTERRUPTED
        when the suite is stopping; waiting again (from its checkpoint, if it has one) for its first
        :data:`LOST_TRIAL_RERUNS` losses; else FAILED. ``brief``: the loss in the re-run line."""
        trial, attempt, tag = self.trial(index), self.attempts.get(index, 0), self.tag(index)
        if self.ctx.guard.interrupted:
            self.finished(index, TrialOutcome.interrupted(trial, self.ctx.guard, reason=reason))
        elif attempt < LOST_TRIAL_RERUNS:
            self.attempts[index] = attempt + 1
            self.say(f"{tag}: lost ({brief or reason}); it runs again, from its checkpoint if it has one")
            self.pending.append(index)
            self.pending.sort()  # in suite order among the waiting trials
        else:
            error = f"lost {attempt + 1} times: {reason}"
            self.say(f"{tag}: FAILED ({error})")
            self.finished(index, TrialOutcome(trial=trial, status="FAILED", error=error))


def drive(plan: SuitePlan, starter: TrialStarter[SuiteDriver]) -> list[TrialOutcome]:
    """Run the opened suite's trials with ``starter`` (see the module docstring); the outcomes in
    suite order."""
    return SuiteDriver(plan, starter).run()
