"""Items run in ``spawn`` processes of their own, pinned to disjoint cores: the loop behind ``--jobs N``.

Both ``esbench run --jobs N`` (:mod:`esbench.execution.local.driver`, one process per trial) and
``esbench tune
--jobs N`` (:mod:`esbench.tune.jobs`, one process per study) drive their processes with a
:class:`PinnedPool`. The pool starts every waiting item the
:class:`~esbench.execution.local.scheduler.CorePool`
has room for (first fit, in item order), each in a ``spawn`` process whose target gets the write
end of a one-way pipe and the item's job. It then waits on the pipes and on the processes'
sentinels (:func:`multiprocessing.connection.wait`, every :data:`POLL_S` seconds, to see the
driver's signal flag):

- a ``("line", text)`` message is written to the driver's output as it comes;
- an ``("outcome", payload)`` message is kept for the process's end;
- when a process ends, what it sent before is read first; its cores go back to the pool, and the
  subclass gets the outcome (:meth:`PinnedPool.finished`), or the item is lost
  (:meth:`PinnedPool.lost`: the process died without reporting, e.g. SIGKILL, the OOM killer);
- a signal the driver's :class:`~esbench.core.interrupts.InterruptGuard` recorded is sent on, once, to
  every running process, and no item starts after it (nor after :attr:`PinnedPool.stopping` says
  so); the loop ends when the running processes have ended.

Every start and stop is appended to ``events``: ``("start" | "stop", key, cpu_ids)``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import signal
from collections.abc import Callable, Mapping, Sequence
from multiprocessing.connection import wait
from typing import Any, TextIO

from esbench.core.interrupts import InterruptGuard, signal_name
from esbench.execution.local.scheduler import CorePool, Placement

#: Seconds between two looks at the signal flag while waiting for the processes' messages.
POLL_S = 0.2


@dataclasses.dataclass
class RunningJob:
    """A started item: its key, process, the driver's end of its pipe, placement and job."""

    key: int
    process: Any
    conn: Any
    placement: Placement
    job: Any
    outcome: Any = None
    """The payload of the process's ``("outcome", ...)`` message; None until it comes."""


def death(process: Any) -> str:
    """How an ended process died: ``killed by SIGKILL`` or ``exit code N``."""
    code = process.exitcode
    return f"killed by {signal_name(-code)}" if code is not None and code < 0 else f"exit code {code}"


class PinnedPool:
    """The loop of a ``--jobs N`` driver (see the module docstring); a subclass gives the hooks.

    Hooks: :meth:`tag` (how the item's lines start), :meth:`job_for` (the process's target and job
    for a placement), :meth:`finished` (an outcome came), :meth:`lost` (none came), and optionally
    :attr:`stopping` (no item starts any more).
    """

    #: ``esbench`` (run) or ``esbench tune``: names the command in the error when nothing can start.
    command = "esbench"
    #: ``trial`` or ``study``: names the processes (``esbench-trial-3``) and the error.
    noun = "item"

    def __init__(self, cores: Mapping[int, int], pending: Sequence[int], pool: CorePool,
                 guard: InterruptGuard, out: TextIO, events: list):  # fmt: skip
        """``cores``: the cores each item needs, by key; ``pending``: the keys to run, in order."""
        self.cores, self.pool, self.guard, self.out, self.events = cores, pool, guard, out, events
        self.pending: list[int] = list(pending)
        self.running: dict[Any, RunningJob] = {}
        self.forwarded = False
        self.mp = multiprocessing.get_context("spawn")

    def tag(self, key: int) -> str:
        """How every line about the item starts (e.g. ``[i/n] name``)."""
        raise NotImplementedError

    def job_for(self, key: int, placement: Placement) -> tuple[Callable[[Any, Any], None], Any]:
        """The item's process: its target, called as ``target(conn, job)``, and the job (pickled to it)."""
        raise NotImplementedError

    def finished(self, entry: RunningJob, outcome: Any) -> None:
        """The item's process ended after sending ``outcome``."""
        raise NotImplementedError

    def lost(self, entry: RunningJob) -> None:
        """The item's process ended without an outcome (:meth:`requeue` to run it again)."""
        raise NotImplementedError

    @property
    def stopping(self) -> bool:
        """No item starts any more: the driver got a signal (a subclass may add its own reasons)."""
        return self.guard.interrupted

    def say(self, line: str) -> None:
        """Print one line of the driver's own."""
        print(line, file=self.out, flush=True)

    def requeue(self, key: int) -> None:
        """Wait for cores again, in key order among the waiting items."""
        self.pending = sorted([*self.pending, key])

    def run(self) -> None:
        """Until every item has ended (or the pool stopped and the running ones ended)."""
        while self.running or (self.pending and not self.stopping):
            if not self.stopping:
                self.start_what_fits()
            if self.guard.interrupted and not self.forwarded:
                self.forward(self.guard.signum or signal.SIGINT)
            if not self.running:
                if self.pending and not self.stopping:  # nothing fits and nothing runs: cannot happen
                    raise RuntimeError(f"{self.command} --jobs: no {self.noun} can start")
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

    def start_what_fits(self) -> None:
        """Start every waiting item the pool has room for, in order (first fit)."""
        for placement in self.pool.next_starts([(k, self.cores[k]) for k in self.pending]):
            self.pending.remove(placement.key)
            self.start(placement)

    def start(self, placement: Placement) -> None:
        """Start the item's process on its cores."""
        key: int = placement.key  # type: ignore[assignment]  # the keys given: ints
        self.events.append(("start", key, placement.cpu_ids))
        if placement.alone:
            self.say(
                f"{self.tag(key)}: needs {placement.cores} cores, this machine has "
                f"{len(placement.cpu_ids)} usable: it runs alone, on all of them"
            )
        target, job = self.job_for(key, placement)
        reader, writer = self.mp.Pipe(duplex=False)
        process = self.mp.Process(target=target, args=(writer, job), name=f"esbench-{self.noun}-{key}")
        process.start()
        writer.close()  # the child holds the only write end: its death is an EOF here
        self.running[reader] = RunningJob(key, process, reader, placement, job)

    def receive(self, conn: Any) -> None:
        """One message of an item's process (a line, its outcome), or the end of the process."""
        entry = self.running[conn]
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError):
            self.ended(entry)
            return
        if kind == "line":
            self.out.write(payload)
            self.out.flush()
        elif kind == "outcome":
            entry.outcome = payload

    def forward(self, signum: int) -> None:
        """Send the driver's signal on to every running item's process."""
        self.forwarded = True
        for entry in self.running.values():
            with contextlib.suppress(OSError):  # already gone (ProcessLookupError)
                os.kill(entry.process.pid, signum)

    def ended(self, entry: RunningJob) -> None:
        """An item's process ended: its cores are free; :meth:`finished` or :meth:`lost`."""
        del self.running[entry.conn]
        entry.conn.close()
        entry.process.join()
        self.pool.release(entry.key)
        self.events.append(("stop", entry.key, entry.placement.cpu_ids))
        if entry.outcome is None:
            self.lost(entry)
        else:
            self.finished(entry, entry.outcome)
