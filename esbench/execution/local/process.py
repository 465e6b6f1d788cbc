"""One trial in a process of its own, pinned to its cores: the child side of ``esbench run --jobs N``.

:func:`trial_process` is the target of a process started by :mod:`esbench.execution.local.driver` (a
fork of the pool's process server, which imported torch, SB3, Sacred and the rest once:
:func:`esbench.execution.local.pool.process_server`). It pins itself to its CPU ids first
(``os.sched_setaffinity``), so everything the trial starts (its own local Ray, which sizes itself
from the affinity through :mod:`esbench.core.cpus`; SB3's subprocess envs; torch's threads, set to
the core count) inherits the mask. It then runs the trial exactly as the sequential path does
(:func:`esbench.execution.attempt.attempt_trial`: same checkpoint directory, same observers, a
signal marks the run INTERRUPTED), with ``cpu_ids``, ``jobs`` and ``packed: true`` in the run's
``info``, and ``process_start_s``: seconds from the driver's request to start the process to the
process being ready to run the trial (pinned, threads limited; the server's modules are already
imported in its fork), measured here from the driver's ``time.time()``. Every line
the trial prints goes to the driver through the pipe, then the trial's
:class:`~esbench.execution.outcomes.TrialOutcome`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO, cast

from esbench.core.config import Trial
from esbench.core.interrupts import InterruptGuard
from esbench.execution.attempt import SuiteContext, attempt_trial
from esbench.execution.outcomes import TrialOutcome
from esbench.stores.trial_lock import hold_trials_lock


@dataclasses.dataclass(frozen=True, kw_only=True)
class TrialJob:
    """Everything a trial's process needs (pickled to it)."""

    index: int
    total: int
    trial: Trial
    store_dir: Path | None
    work_dir: Path
    resume: bool
    """Continue from the trial's checkpoint, if it has one of the same config (a re-run after a loss)."""
    run_set: int
    cpu_ids: tuple[int, ...]
    jobs: int
    trackers: tuple[Any, ...] = ()
    """The :class:`~esbench.stores.tracker.Tracker` objects runs also go to (pickled without their
    clients: this process opens its own)."""


class PipeWriter:
    """A text stream whose complete lines go to the driver as ``("line", text)`` messages."""

    def __init__(self, conn: Any):
        self.conn = conn
        self._buffer = ""

    def write(self, text: str) -> int:
        """Buffer ``text``; send every complete line."""
        self._buffer += text
        while "\n" in self._buffer:
            line, self._buffer = self._buffer.split("\n", 1)
            self.send("line", line + "\n")
        return len(text)

    def flush(self) -> None:
        """Send what is buffered (a line without its end yet), if anything."""
        if self._buffer:
            text, self._buffer = self._buffer, ""
            self.send("line", text)

    def send(self, kind: str, payload: Any) -> None:
        """One message to the driver (a driver that is gone is ignored: the run goes on, stored)."""
        try:
            self.conn.send((kind, payload))
        except OSError:
            pass


#: The variables that size the BLAS and OpenMP pools of the processes a trial starts.
THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def trial_threads(trial: Trial, usable: int) -> int:
    """The threads a trial's process computes with, as ``--jobs`` places it: its
    :meth:`~esbench.runners.base.Runner.trial_cores` (at least 1), or every usable core when it needs
    more than the machine has (it then runs alone). Floating-point sums depend on the thread count,
    so the sequential path takes the same number: a trial's curve does not depend on the packing."""
    from esbench.runners.registry import get_runner

    try:
        cores = get_runner(trial.algo).trial_cores(trial)
    except Exception:  # an algo or params the attempt itself will report; any count will do
        cores = usable
    return max(1, min(int(cores), usable))


@contextlib.contextmanager
def threads_limited(cores: int) -> Iterator[None]:
    """:func:`limit_threads` for the block, then the thread counts and variables as they were (a
    trial run in the driver's own process: :class:`~esbench.execution.campaign.InProcess`)."""
    import torch

    saved_env = {var: os.environ.get(var) for var in THREAD_VARIABLES}
    saved_torch = torch.get_num_threads()
    pools = limit_threads(cores)
    try:
        yield
    finally:
        for var, value in saved_env.items():
            if value is None:
                os.environ.pop(var, None)
            else:
                os.environ[var] = value
        if pools is not None:
            pools.restore_original_limits()
        torch.set_num_threads(saved_torch)


def limit_threads(cores: int) -> Any:
    """torch's intra-op threads (and BLAS pools already loaded) to ``cores``; returns threadpoolctl's
    limiter, whose ``restore_original_limits()`` undoes the BLAS part (None without threadpoolctl)."""
    for var in THREAD_VARIABLES:
        os.environ[var] = str(cores)  # inherited by the processes the trial starts
    try:
        import threadpoolctl

        pools: Any = threadpoolctl.threadpool_limits(cores)
    except ImportError:  # pragma: no cover - threadpoolctl ships with scikit-learn and the dev tools
        pools = None
    import torch

    torch.set_num_threads(cores)
    return pools


def prepare(cpu_ids: tuple[int, ...], requested_at: float) -> float:
    """Pin this process to ``cpu_ids`` and limit its threads; the seconds since ``requested_at`` (the
    driver's ``time.time()``): the process's start cost. In a fork of the process server the modules
    it preloaded are already imported; anything else the trial imports itself when it needs it."""
    os.sched_setaffinity(0, cpu_ids)
    limit_threads(len(cpu_ids))
    return round(max(time.time() - requested_at, 0.0), 4)


def die_with_driver() -> None:
    """Linux: end this trial process when its driver dies, however it dies (a driver killed with
    SIGKILL cannot stop its trials; a trial left running would race the next driver's ``--resume``
    on the same store). The kernel SIGKILLs it when its parent dies (``PR_SET_PDEATHSIG``); forked by
    the driver's fork server (``pool.process_server``), which outlives a killed driver, it also
    watches the driver itself (a pidfd, no polling) and SIGKILLs itself when the driver is gone. A
    parent or driver already gone: exit now."""
    import ctypes
    import multiprocessing
    import signal

    if not sys.platform.startswith("linux"):
        return
    parent = os.getppid()
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # no prctl: the driver's lock and dead-run closing remain
        return
    if parent == 1 or os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)
    driver = multiprocessing.parent_process()
    if driver is not None and driver.pid is not None and driver.pid != parent:  # forked by the fork server
        _watch_driver(driver.pid)  # watch the driver


def _watch_driver(pid: int) -> None:
    """A daemon thread that SIGKILLs this process when process ``pid`` (the driver) ends."""
    import select
    import signal
    import threading

    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:  # the driver is already gone
        os._exit(1)
    except (OSError, AttributeError):  # no pidfds (Linux < 5.3): the parent-death signal remains
        return

    def wait() -> None:
        select.select([fd], [], [])
        os.kill(os.getpid(), signal.SIGKILL)

    threading.Thread(target=wait, name="esbench-die-with-driver", daemon=True).start()


def run_info(job: TrialJob, process_start_s: float) -> dict[str, Any]:
    """What the run's ``info`` records about its place: ``cpu_ids``, ``jobs``, ``packed``, and the
    process's start cost ``process_start_s``."""
    info = {"cpu_ids": list(job.cpu_ids), "jobs": job.jobs, "packed": True}
    return {**info, "process_start_s": process_start_s}


def trial_process(conn: Any, job: TrialJob, requested_at: float) -> None:
    """The process's target: pin, run the trial, report its outcome (see the module docstring)."""
    die_with_driver()
    hold_trials_lock(job.work_dir)  # the store's trials lock, shared, until this process ends
    out = PipeWriter(conn)
    guard = InterruptGuard()
    with guard:
        try:
            start_s = prepare(job.cpu_ids, requested_at)
            ctx = SuiteContext(
                store_dir=job.store_dir, work_dir=job.work_dir, resume=job.resume, extra_observers=(),
                out=cast(TextIO, out),  # a line stream: write and flush are all a trial's lines use
                guard=guard, total=job.total, run_set=job.run_set, info=run_info(job, start_s),
                trackers=job.trackers,
            )  # fmt: skip
            outcome = attempt_trial(ctx, job.index, job.trial)
        except KeyboardInterrupt as exc:  # before or after the run itself (e.g. while importing)
            outcome = TrialOutcome.interrupted(job.trial, guard, exc)
        with guard.deferred():
            out.flush()
            out.send("outcome", outcome)
    conn.close()
