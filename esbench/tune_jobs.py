"""``esbench tune SUITE --jobs N``: up to N studies at once on this machine, each on its own cores.

Studies (one per algorithm label and env) are independent: each samples from its own trials only,
with a sampler reseeded per trial (:mod:`esbench.tune`). So the driver (this module, in the
``esbench tune`` process, holding the tuning store's lock) runs each study in a ``spawn`` process
of its own, pinned to the cores a :class:`~esbench.scheduler.CorePool` gives it, its trials one
after the other as ``--jobs 1`` runs them: the tuned settings are those of ``--jobs 1``. A study
needs the cores of its tuning runs (:meth:`~esbench.runners.base.Runner.trial_cores`, the most
over its search space's bounds and choices). Every process shares the one Optuna storage
(:func:`~esbench.tune.shared_storage`: SQLite waits for its lock rather than fail).

- Before any study starts, the driver creates or loads every study and marks the trials a killed
  search left RUNNING as failed (not counted), as ``--jobs 1`` does.
- Output: every line a study prints comes through a pipe and is printed here.
- Signals: the driver records SIGINT / SIGTERM and sends it on to every study's process (its
  running trial is not counted, as with ``--jobs 1``); no study starts after it.
- A study that fails (an exception, or its process died) is reported; the other studies go on.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import signal
from collections.abc import Sequence
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

from esbench.campaign_state import close_lost_runs
from esbench.cpus import usable_cpus
from esbench.errors import ConfigError, ConfigErrors
from esbench.interrupts import InterruptGuard, signal_name
from esbench.job_process import PipeWriter, limit_threads
from esbench.runners.registry import get_runner
from esbench.scheduler import CorePool, Placement
from esbench.suite_model import Suite
from esbench.tune import StudyPlan, Tuner, plans, shared_storage, tuning_trials

#: Seconds between two looks at the signal flag while waiting for the studies' messages.
POLL_S = 0.2


@dataclasses.dataclass(frozen=True)
class StudyJob:
    """Everything a study's process needs (pickled to it)."""

    suite: Suite
    results_dir: Path
    storage: str
    plan_index: int
    cpu_ids: tuple[int, ...]


@dataclasses.dataclass
class StudiesOutcome:
    """What the studies did: ``done`` (plan, study) pairs in suite order, ``failed`` (plan, why)."""

    done: list[tuple[StudyPlan, Any]]
    failed: list[tuple[StudyPlan, str]]
    interrupted: bool


def study_cores(suite: Suite, plan: StudyPlan) -> int:
    """The cores a study's runs use: the most over the entry's params and each bound or choice."""
    runner = get_runner(plan.entry.algo)
    variants: list[dict[str, Any]] = [{}, *({d.name: v} for d in plan.dims for v in d.extremes())]
    cores = [1]
    for values in variants:
        try:
            cores.extend(runner.trial_cores(t) for t in tuning_trials(suite, plan, values)[:1])
        except (ConfigError, ConfigErrors, ValueError):  # a value the runner refuses: a failed trial
            continue
    return max(cores)


def study_process(conn: Any, job: StudyJob) -> None:
    """A study's process: pin, run the study's remaining trials, report ``(status, why)``."""
    out = PipeWriter(conn)
    guard = InterruptGuard()
    status, why = "FAILED", ""
    with guard:
        try:
            os.sched_setaffinity(0, job.cpu_ids)
            limit_threads(len(job.cpu_ids))
            import optuna

            optuna.logging.set_verbosity(optuna.logging.WARNING)
            plan = plans(job.suite)[job.plan_index]
            storage = shared_storage(job.storage, create=False)
            tuner = Tuner(job.suite, job.results_dir, storage, guard, out)  # type: ignore[arg-type]
            tuner.run_trials(plan, tuner.study(plan))
            status = "COMPLETED"
        except KeyboardInterrupt:
            status = "INTERRUPTED"
        except Exception as exc:
            why = f"{type(exc).__name__}: {exc}".splitlines()[0][:500]
        with guard.deferred():
            out.flush()
            out.send("outcome", (status, why))
    conn.close()


def run_studies_jobs(tuner: Tuner, url: str, jobs: int, cpu_ids: Sequence[int] | None = None,
                     events: list | None = None) -> StudiesOutcome:  # fmt: skip
    """Every study of ``tuner``'s suite, up to ``jobs`` at once (see the module docstring).

    ``url``: the Optuna storage URL (each process opens its own connection); ``cpu_ids``: the cores
    to use (default: :func:`~esbench.cpus.usable_cpus`); ``events`` (if given) receives the
    scheduler's log, ``("start" | "stop", study index, cpu_ids)``. The caller holds the guard
    deferred: a signal is recorded, sent on to the studies, and ends the run with ``interrupted``.
    """
    all_plans = plans(tuner.suite)
    tuner.open()
    for plan in all_plans:
        tuner.prepare(plan)
    pool = CorePool(usable_cpus() if cpu_ids is None else cpu_ids, jobs)
    print(f"up to {jobs} studies at once on {len(pool.cpu_ids)} cores (CPU ids "
          f"{','.join(map(str, pool.cpu_ids))})", file=tuner.out, flush=True)  # fmt: skip
    driver = _Driver(tuner, url, all_plans, pool, events if events is not None else [])
    driver.run()
    failed = [(all_plans[i], why) for i, why in sorted(driver.failed.items())]
    done = [(plan, tuner.study(plan)) for plan in all_plans]
    return StudiesOutcome(done, failed, tuner.guard.interrupted)


class _Driver:
    """The loop: start what fits, print what the studies say, collect their outcomes."""

    def __init__(self, tuner: Tuner, url: str, all_plans: list[StudyPlan], pool: CorePool, events: list):
        self.tuner, self.url, self.plans, self.pool, self.events = tuner, url, all_plans, pool, events
        self.cores = {i: study_cores(tuner.suite, p) for i, p in enumerate(all_plans)}
        self.pending = list(range(len(all_plans)))
        self.running: dict[Any, tuple[int, Any, Placement, list]] = {}  # conn -> (index, process, ...)
        self.failed: dict[int, str] = {}
        self.forwarded = False
        self.mp = multiprocessing.get_context("spawn")

    def say(self, line: str) -> None:
        """Print one line of the driver's own."""
        print(line, file=self.tuner.out, flush=True)

    def tag(self, index: int) -> str:
        """``[label env]``, as every line of a study starts."""
        return f"[{self.plans[index].label} {self.plans[index].env.ref}]"

    def run(self) -> None:
        """Until every study has ended (or a signal came and the running ones ended)."""
        guard = self.tuner.guard
        while self.running or (self.pending and not guard.interrupted):
            if not guard.interrupted:
                for placement in self.pool.next_starts([(i, self.cores[i]) for i in self.pending]):
                    self.pending.remove(placement.key)
                    self.start(placement)
            elif not self.forwarded:
                self.forward(guard.signum or signal.SIGINT)
            if not self.running:
                if self.pending and not guard.interrupted:  # nothing fits and nothing runs
                    raise RuntimeError("esbench tune --jobs: no study can start")
                break
            sentinels = {entry[1].sentinel: conn for conn, entry in self.running.items()}
            for ready in wait([*self.running, *sentinels], timeout=POLL_S):
                if ready in sentinels:  # the process ended: read what it sent, then its end
                    conn = sentinels[ready]
                    while conn in self.running and conn.poll():
                        self.receive(conn)
                    if conn in self.running:
                        self.ended(conn)
                elif ready in self.running:
                    self.receive(ready)

    def start(self, placement: Placement) -> None:
        """Start the study's process on its cores."""
        index = placement.key
        self.events.append(("start", index, placement.cpu_ids))
        if placement.alone:
            self.say(f"{self.tag(index)}: needs {placement.cores} cores, this machine has "
                     f"{len(placement.cpu_ids)} usable: it runs alone, on all of them")  # fmt: skip
        job = StudyJob(self.tuner.suite, self.tuner.results_dir, self.url, index, placement.cpu_ids)
        reader, writer = self.mp.Pipe(duplex=False)
        process = self.mp.Process(target=study_process, args=(writer, job), name=f"esbench-study-{index}")
        process.start()
        writer.close()  # the child holds the only write end: its death is an EOF here
        self.running[reader] = (index, process, placement, [])

    def receive(self, conn: Any) -> None:
        """One message of a study (a line, its outcome), or the end of its process."""
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError):
            self.ended(conn)
            return
        if kind == "line":
            self.tuner.out.write(payload)  # type: ignore[union-attr]
            self.tuner.out.flush()  # type: ignore[union-attr]
        elif kind == "outcome":
            self.running[conn][3].append(payload)

    def forward(self, signum: int) -> None:
        """Send the driver's signal on to every study's process (their running trials: not counted)."""
        self.forwarded = True
        for _, process, _, _ in self.running.values():
            with contextlib.suppress(ProcessLookupError, OSError):
                os.kill(process.pid, signum)

    def ended(self, conn: Any) -> None:
        """A study's process ended: its outcome, or a lost study (its runs closed FAILED)."""
        index, process, placement, outcome = self.running.pop(conn)
        conn.close()
        process.join()
        self.pool.release(index)
        self.events.append(("stop", index, placement.cpu_ids))
        status, why = outcome[0] if outcome else ("LOST", "")
        if status == "COMPLETED" or (status == "INTERRUPTED" and self.tuner.guard.interrupted):
            return
        if status == "INTERRUPTED":
            why = "its process was interrupted by a signal"
        if status == "LOST":
            code = process.exitcode
            died = f"killed by {signal_name(-code)}" if code is not None and code < 0 else f"exit code {code}"
            why = f"its process (pid {process.pid}) died without reporting ({died})"
            runs = self.tuner.runs_dir
            with contextlib.suppress(OSError):
                for line in close_lost_runs(runs, runs, process.pid, why):
                    self.say(f"{self.tag(index)}: {line}")
            with contextlib.suppress(Exception):  # its cut-short trial: failed, not counted
                self.tuner.prepare(self.plans[index])
        self.failed[index] = why
        self.say(f"{self.tag(index)}: study FAILED ({why}); the other studies go on")
