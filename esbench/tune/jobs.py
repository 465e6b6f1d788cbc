"""``esbench tune SUITE --jobs N``: up to N studies at once on this machine, each on its own cores.

Studies (one per algorithm label and env) are independent: each samples from its own trials only,
with a sampler reseeded per trial (:mod:`esbench.tune.studies`). So the driver (this module, in the
``esbench tune`` process, holding the tuning store's lock) runs each study in a process of its own
(a fork of the pool's process server: :func:`esbench.execution.local.pool.process_server`), pinned
to the cores a :class:`~esbench.execution.local.scheduler.CorePool` gives it, its trials one after
the other as ``--jobs 1`` runs them: the tuned settings are those of ``--jobs 1``. A study needs the
cores of its tuning runs (:meth:`~esbench.runners.base.Runner.trial_cores`, the most over its search
space's bounds and choices). Every process shares the one Optuna storage
(:func:`~esbench.tune.studies.shared_storage`: SQLite waits for its lock rather than fail).

- Before any study starts, the driver creates or loads every study and marks the trials a killed
  search left RUNNING as failed (not counted), as ``--jobs 1`` does.
- The loop is ``esbench run``'s (:meth:`esbench.execution.driver.Driver.loop`), with the processes of
  :mod:`esbench.execution.local.pool` (a :class:`~esbench.execution.local.pool.PinnedStarter`), as
  ``esbench run --jobs N`` has it.
- Output: every line a study prints comes through a pipe and is printed here.
- Signals: the driver records SIGINT / SIGTERM and sends it on to every study's process (its
  running trial is not counted, as with ``--jobs 1``); no study starts after it.
- A study that fails (an exception, or its process died) is reported; the other studies go on.
- A study's process dies with its driver, even one killed with SIGKILL
  (:func:`~esbench.execution.local.process.die_with_driver`).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from esbench.core.cpus import usable_cpus
from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.interrupts import InterruptGuard
from esbench.execution.driver import Driver
from esbench.execution.local.pool import PinnedPool, PinnedStarter, RunningJob, death
from esbench.execution.local.process import PipeWriter, die_with_driver, prepare
from esbench.execution.local.scheduler import CorePool, Placement
from esbench.execution.state import close_lost_runs
from esbench.runners.registry import get_runner
from esbench.stores.trial_lock import hold_trials_lock
from esbench.suite.model import Suite
from esbench.tune import STUDY_PRELOAD
from esbench.tune.studies import RUNS_DIR, StudyPlan, Tuner, plans, shared_storage, tuning_trials


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


def study_process(conn: Any, job: StudyJob, requested_at: float) -> None:
    """A study's process: pin, run the study's remaining trials, report ``(status, why)``.

    ``requested_at``: when the driver started the process (unused: a study's start cost is spread
    over its trials; ``esbench run --jobs`` records a trial's as ``process_start_s``). It dies with
    its driver, however the driver dies (SIGKILL too), as a trial process of ``esbench run --jobs``."""
    die_with_driver()
    hold_trials_lock(job.results_dir / RUNS_DIR)  # the runs store's trials lock, shared, for life
    out = PipeWriter(conn)
    guard = InterruptGuard()
    status, why = "FAILED", ""
    with guard:
        try:
            prepare(job.cpu_ids, requested_at)
            import optuna

            optuna.logging.set_verbosity(optuna.logging.WARNING)
            plan = plans(job.suite)[job.plan_index]
            storage = shared_storage(job.storage, create=False)
            tuner = Tuner(job.suite, job.results_dir, storage, guard, out)  # type: ignore[arg-type]
            tuner.run_trials(plan, tuner.study(plan))
            status = "COMPLETED"
        except KeyboardInterrupt:  # a study's outcome is (status, why), not a trial's TrialOutcome
            status = "INTERRUPTED"
        except Exception as exc:
            why = f"{type(exc).__name__}: {exc}".splitlines()[0][:500]
        with guard.deferred():
            out.flush()
            out.send("outcome", (status, why))
    conn.close()


def drive_studies(tuner: Tuner, url: str, jobs: int) -> StudiesOutcome:
    """Every study of ``tuner``'s suite: up to ``jobs`` at once in pinned processes
    (:func:`run_studies_jobs`, signals held and sent on to them), or with 1 one after the other in this
    process (:meth:`~esbench.tune.studies.Tuner.run`, a signal raised in the running trial). The
    caller holds the tuning store's lock and ``tuner``'s guard."""
    if jobs > 1:
        with tuner.guard.deferred():  # signals recorded and sent on to the studies' processes
            return run_studies_jobs(tuner, url, jobs)
    try:
        return StudiesOutcome(tuner.run(), [], interrupted=False)
    except KeyboardInterrupt:  # the running trial is not counted: a rerun runs it again
        return StudiesOutcome([], [], interrupted=True)


def run_studies_jobs(tuner: Tuner, url: str, jobs: int, cpu_ids: Sequence[int] | None = None,
                     events: list | None = None) -> StudiesOutcome:  # fmt: skip
    """Every study of ``tuner``'s suite, up to ``jobs`` at once (see the module docstring).

    ``url``: the Optuna storage URL (each process opens its own connection); ``cpu_ids``: the cores
    to use (default: :func:`~esbench.core.cpus.usable_cpus`); ``events`` (if given) receives the
    scheduler's log, ``("start" | "stop", study index, cpu_ids)``. The caller holds the guard
    deferred: a signal is recorded, sent on to the studies, and ends the run with ``interrupted``.
    """
    all_plans = plans(tuner.suite)
    tuner.open()
    for plan in all_plans:
        tuner.prepare(plan)
    pool = CorePool(usable_cpus() if cpu_ids is None else cpu_ids, jobs, events)
    print(f"up to {jobs} studies at once on {len(pool.cpu_ids)} cores (CPU ids "
          f"{','.join(map(str, pool.cpu_ids))})", file=tuner.out, flush=True)  # fmt: skip
    studies = StudyPool(tuner, url, all_plans, pool)
    driver = Driver(tuner.guard, studies.out, pending=range(len(all_plans)))
    starter: PinnedStarter[Driver] = PinnedStarter(lambda _driver: studies)
    with starter.opened(driver):
        driver.loop(starter)
    failed = [(all_plans[i], why) for i, why in sorted(studies.failed.items())]
    done = [(plan, tuner.study(plan)) for plan in all_plans]
    return StudiesOutcome(done, failed, tuner.guard.interrupted)


class StudyPool(PinnedPool):
    """The studies' pool: each study's process, and its failure reported (the other studies go on)."""

    command, noun = "esbench tune", "study"
    #: Imported once by the server (:data:`esbench.tune.STUDY_PRELOAD`).
    preload = STUDY_PRELOAD

    def __init__(self, tuner: Tuner, url: str, all_plans: list[StudyPlan], pool: CorePool):
        """The studies ``all_plans`` of ``tuner``'s suite on ``pool``'s cores, sharing the storage ``url``."""
        cores = {i: study_cores(tuner.suite, p) for i, p in enumerate(all_plans)}
        out: TextIO = tuner.out  # type: ignore[assignment]  # set by Tuner.__post_init__
        super().__init__(cores, pool, tuner.guard, out)
        self.tuner, self.url, self.plans = tuner, url, all_plans
        self.failed: dict[int, str] = {}

    def tag(self, key: int) -> str:
        """``[label env]``, as every line of a study starts."""
        return f"[{self.plans[key].label} {self.plans[key].env.ref}]"

    def job_for(self, index: int, placement: Placement) -> tuple[Callable[[Any, Any, float], None], StudyJob]:
        """The study's process: :func:`study_process`."""
        return study_process, StudyJob(self.tuner.suite, self.tuner.results_dir, self.url, index,
                                       placement.cpu_ids)  # fmt: skip

    def finished(self, entry: RunningJob, outcome: tuple[str, str]) -> None:
        """A study that did not complete failed, unless the driver's own signal interrupted it."""
        status, why = outcome
        if status == "COMPLETED" or (status == "INTERRUPTED" and self.tuner.guard.interrupted):
            return
        if status == "INTERRUPTED":
            why = "its process was interrupted by a signal"
        self.fail(entry.key, why)

    def lost(self, entry: RunningJob) -> None:
        """The process died without reporting: its runs closed FAILED, its cut-short trial not counted."""
        import optuna
        from sqlalchemy.exc import SQLAlchemyError

        index, pid = entry.key, entry.process.pid
        why = f"its process (pid {pid}) died without reporting ({death(entry.process)})"
        runs = self.tuner.runs_dir
        with contextlib.suppress(OSError):
            for line in close_lost_runs(runs, runs, pid, why):
                self.say(f"{self.tag(index)}: {line}")
        # Its cut-short trial: failed, not counted. A storage that fails here (locked past its
        # timeout, unreachable) leaves it RUNNING: the next search marks it, as after a killed search.
        with contextlib.suppress(optuna.exceptions.OptunaError, SQLAlchemyError, OSError):
            self.tuner.prepare(self.plans[index])
        self.fail(index, why)

    def fail(self, index: int, why: str) -> None:
        """Report the study as FAILED."""
        self.failed[index] = why
        self.say(f"{self.tag(index)}: study FAILED ({why}); the other studies go on")
