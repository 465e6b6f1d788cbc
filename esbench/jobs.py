"""``esbench run SUITE --jobs N``: up to N trials at once on this machine, each pinned to its own cores.

The driver (this module, in the ``esbench run`` process, holding the file store's lock) does what
:func:`esbench.campaign.run_suite` does before the first trial (dead runs closed, run set, stored
runs for ``--resume``), skips completed trials with the same line, then starts every other trial in
a ``spawn`` process of its own (:mod:`esbench.job_process`) on the cores the
:class:`~esbench.scheduler.CorePool` gives it: a trial needs
:meth:`~esbench.runners.base.Runner.trial_cores` cores (``resources.cores``, else Ray ``workers``,
else ``n_envs`` subprocess envs, else 1), the running trials' cores never overlap nor sum past the
usable cores, at most N run at once, and a trial needing more cores than the machine has runs alone.
Each trial writes its own Sacred run through the same observers as the sequential path; every seed
derives from the trial, so the stored curves are those of a sequential run.

- Output: every line a trial prints (``[i/n] name: ...``) comes through a pipe and is printed here.
- Signals: the driver only records SIGINT / SIGTERM and sends the signal on to every running trial's
  process, whose guard marks its run INTERRUPTED; no trial starts after it; the summary follows.
- A trial's process that dies without reporting (SIGKILL, the OOM killer) is a lost trial: its run
  is closed FAILED, saying so (:func:`~esbench.campaign_state.close_lost_runs`, metric points
  restored from the checkpoint), and the trial is run once more, from its checkpoint if it has one
  (an ES continues to the same curve). A second loss is a FAILED trial; the suite goes on.
- A trial that fails on a full disk, or is interrupted, stops new starts; running trials finish.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import signal
import sys
from collections.abc import Sequence
from multiprocessing.connection import wait
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from esbench.campaign import (
    ProgressPrinter,
    SuiteContext,
    TrialOutcome,
    attempt_trial,
    completed_run,
    open_suite,
)
from esbench.campaign_state import close_lost_runs
from esbench.config import Trial
from esbench.cpus import usable_cpus
from esbench.interrupts import InterruptGuard, signal_name
from esbench.job_process import TrialJob, trial_process
from esbench.runners.registry import get_runner
from esbench.scheduler import CorePool, Placement

if TYPE_CHECKING:
    from esbench.stores.mongo import MongoStore

#: Seconds between two looks at the signal flag while waiting for the trials' messages.
POLL_S = 0.2
#: How many times a lost trial runs again.
RERUNS = 1


@dataclasses.dataclass
class _Running:
    """A started trial: its process, the driver's end of its pipe, its placement."""

    index: int
    trial: Trial
    process: Any
    conn: Any
    placement: Placement
    attempt: int
    outcome: TrialOutcome | None = None


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
    """:func:`esbench.campaign.run_suite` with up to ``jobs`` trials at once, on the cores ``cpu_ids``
    (default: :func:`~esbench.cpus.usable_cpus`); see the module docstring. The outcomes are in
    suite order. ``events`` (if given) receives the scheduler's log: ``("start" | "stop", trial
    index, cpu_ids)``, and ``("lost", trial index, cpu_ids)`` for a trial whose process died.
    """
    out = out or sys.stdout
    work_dir = work_dir or store_dir
    if work_dir is None or (store_dir is None and mongo is None):
        raise ValueError("run_suite_jobs needs a file store, or MongoDB and a work directory")
    own = guard is None
    guard = guard or InterruptGuard()
    with guard if own else contextlib.nullcontext(), guard.deferred():  # signals recorded, sent on
        run_set, stored = open_suite(trials, store_dir, work_dir, mongo, resume, run_set, out)
        total = len(trials)
        ctx = SuiteContext(store_dir, work_dir, resume, (), out, mongo, guard, total, run_set)
        outcomes: dict[int, TrialOutcome] = {}
        for index, trial in enumerate(trials, start=1):  # completed before: the sequential line
            if completed_run(stored, trial) is not None:
                outcomes[index] = attempt_trial(ctx, ProgressPrinter(total, out), stored, index, trial)
        pool = CorePool(usable_cpus() if cpu_ids is None else cpu_ids, jobs)
        print(
            f"up to {jobs} trials at once on {len(pool.cpu_ids)} cores (CPU ids {_ids(pool.cpu_ids)})",
            file=out,
            flush=True,
        )
        driver = _Driver(trials, ctx, pool, jobs, events if events is not None else [])
        driver.pending = [i for i in range(1, total + 1) if i not in outcomes]
        driver.run()
        outcomes.update(driver.outcomes)
        if guard.interrupted:
            name = signal_name(guard.signum or signal.SIGINT)
            print(f"interrupted ({'Ctrl-C' if name == 'SIGINT' else name}); the suite stops here", file=out)
    return [outcomes.get(i) or TrialOutcome(trial=t, status="NOT_RUN") for i, t in enumerate(trials, 1)]


def _ids(ids: Sequence[int]) -> str:
    return ",".join(map(str, ids))


class _Driver:
    """The loop: start what fits, print what the trials say, collect outcomes, handle losses."""

    def __init__(self, trials: Sequence[Trial], ctx: SuiteContext, pool: CorePool, jobs: int, events: list):
        self.trials, self.ctx, self.pool, self.jobs, self.events = trials, ctx, pool, jobs, events
        self.pending: list[int] = []
        self.attempts: dict[int, int] = {}
        self.cores = {i: get_runner(t.algo).trial_cores(t) for i, t in enumerate(trials, start=1)}
        self.running: dict[Any, _Running] = {}
        self.outcomes: dict[int, TrialOutcome] = {}
        self.stop: str | None = None
        self.forwarded = False
        self.mp = multiprocessing.get_context("spawn")

    def tag(self, index: int) -> str:
        """``[i/n] name``, as every line of a trial starts."""
        return f"[{index}/{self.ctx.total}] {self.trials[index - 1].name}"

    def say(self, line: str) -> None:
        """Print one line of the driver's own."""
        print(line, file=self.ctx.out, flush=True)

    def run(self) -> None:
        """Until every trial has an outcome (or the suite stopped and the running ones ended)."""
        while self.running or (self.pending and not self.stopping):
            if not self.stopping:
                self.start_what_fits()
            if self.ctx.guard.interrupted and not self.forwarded:
                self.forward(self.ctx.guard.signum or signal.SIGINT)
            if not self.running:
                if self.pending and not self.stopping:  # nothing fits and nothing runs: cannot happen
                    raise RuntimeError("esbench --jobs: no trial can start")
                break
            sentinels = {e.process.sentinel: e for e in self.running.values()}
            for ready in wait([*self.running, *sentinels], timeout=POLL_S):
                if ready in sentinels:  # the process ended: read what it sent, then its end
                    entry = sentinels[ready]
                    while entry.conn in self.running and entry.conn.poll():
                        self.receive(entry.conn)
                    if entry.conn in self.running:
                        self.ended(entry)
                elif ready in self.running:
                    self.receive(ready)

    @property
    def stopping(self) -> bool:
        """No trial starts any more (a signal, an interrupted trial or a full disk)."""
        return self.ctx.guard.interrupted or self.stop is not None

    def start_what_fits(self) -> None:
        """Start every waiting trial the pool has room for, in suite order (first fit)."""
        for placement in self.pool.next_starts([(i, self.cores[i]) for i in self.pending]):
            self.pending.remove(placement.key)
            self.start(placement)

    def start(self, placement: Placement) -> None:
        """Start the trial's process on its cores."""
        index = placement.key
        attempt = self.attempts.get(index, 0)
        ctx = self.ctx
        self.events.append(("start", index, placement.cpu_ids))
        if placement.alone:
            self.say(
                f"{self.tag(index)}: needs {placement.cores} cores, this machine has "
                f"{len(placement.cpu_ids)} usable: it runs alone, on all of them"
            )
        job = TrialJob(
            index=index,
            total=ctx.total,
            trial=self.trials[index - 1],
            store_dir=ctx.store_dir,
            work_dir=ctx.work_dir,
            resume=ctx.resume or attempt > 0,
            mongo=ctx.mongo.target if ctx.mongo is not None else None,
            run_set=ctx.run_set,
            cpu_ids=placement.cpu_ids,
            jobs=self.jobs,
        )
        reader, writer = self.mp.Pipe(duplex=False)
        process = self.mp.Process(target=trial_process, args=(writer, job), name=f"esbench-trial-{index}")
        process.start()
        writer.close()  # the child holds the only write end: its death is an EOF here
        self.running[reader] = _Running(index, job.trial, process, reader, placement, attempt)

    def receive(self, conn: Any) -> None:
        """One message of a trial (a line, its outcome), or the end of its process."""
        entry = self.running[conn]
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError):
            self.ended(entry)
            return
        if kind == "line":
            self.ctx.out.write(payload)
            self.ctx.out.flush()
        elif kind == "outcome":
            entry.outcome = payload

    def forward(self, signum: int) -> None:
        """Send the driver's signal on to every running trial's process (their runs: INTERRUPTED)."""
        self.forwarded = True
        for entry in self.running.values():
            with contextlib.suppress(ProcessLookupError, OSError):
                os.kill(entry.process.pid, signum)

    def ended(self, entry: _Running) -> None:
        """A trial's process ended: its outcome, or a lost trial (closed FAILED, run again once)."""
        del self.running[entry.conn]
        entry.conn.close()
        entry.process.join()
        self.pool.release(entry.index)
        self.events.append(("stop", entry.index, entry.placement.cpu_ids))
        outcome = entry.outcome
        if outcome is None:
            outcome = self.lost(entry)
            if outcome is None:
                return
        self.outcomes[entry.index] = outcome
        if outcome.status == "INTERRUPTED" or outcome.disk_full:
            if self.stop is None and not self.ctx.guard.interrupted:
                why = "interrupted" if outcome.status == "INTERRUPTED" else "the disk is full"
                self.stop = why
                self.say(f"{self.tag(entry.index)}: {why}; no further trial starts")

    def lost(self, entry: _Running) -> TrialOutcome | None:
        """The process died without an outcome: close its run; queue the trial again (None) or fail it."""
        code = entry.process.exitcode
        died = f"killed by {signal_name(-code)}" if code is not None and code < 0 else f"exit code {code}"
        reason = f"the trial's process (pid {entry.process.pid}) died without reporting ({died})"
        self.events.append(("lost", entry.index, entry.placement.cpu_ids))
        lines = []
        if self.ctx.store_dir is not None:
            try:
                lines = close_lost_runs(self.ctx.store_dir, self.ctx.work_dir, entry.process.pid, reason)
            except OSError as exc:
                lines = [f"its run could not be closed ({exc})"]
        tag = self.tag(entry.index)
        for line in lines:
            self.say(f"{tag}: {line}")
        if self.ctx.guard.interrupted:
            name = signal_name(self.ctx.guard.signum or signal.SIGINT)
            return TrialOutcome(trial=entry.trial, status="INTERRUPTED", error=f"{name}; {reason}")
        if entry.attempt < RERUNS:
            self.attempts[entry.index] = entry.attempt + 1
            self.say(f"{tag}: lost ({died}); it runs again, from its checkpoint if it has one")
            self.pending = sorted([*self.pending, entry.index])
            return None
        self.say(f"{tag}: FAILED ({reason}, again)")
        return TrialOutcome(trial=entry.trial, status="FAILED", error=f"lost twice: {reason}")
