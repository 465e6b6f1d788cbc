"""Items run in processes of their own, pinned to disjoint cores: the processes behind ``--jobs N``.

Both ``esbench run --jobs N`` (:mod:`esbench.execution.local.driver`, one process per trial) and
``esbench tune --jobs N`` (:mod:`esbench.tune.jobs`, one process per study) start and watch their
processes with a :class:`PinnedPool`, driven by the one driver loop
(:meth:`esbench.execution.driver.Driver.loop`) through a :class:`PinnedStarter`. The pool starts
every waiting item the :class:`~esbench.execution.local.scheduler.CorePool` has room for (first
fit, in item order), each in a fresh process whose target gets the write end of a one-way pipe, the
item's job and the time the driver asked for the process (``time.time()``, so the child can measure
its start cost). It then waits on the pipes and on the processes' sentinels
(:func:`multiprocessing.connection.wait`, every :data:`POLL_S` seconds, to see the driver's signal
flag):

- a ``("line", text)`` message is written to the driver's output as it comes;
- an ``("outcome", payload)`` message is kept for the process's end;
- when a process ends, what it sent before is read first; its cores go back to the pool, and the
  subclass gets the outcome (:meth:`PinnedPool.finished`), or the item is lost
  (:meth:`PinnedPool.lost`: the process died without reporting, e.g. SIGKILL, the OOM killer);
- a signal the driver's :class:`~esbench.core.interrupts.InterruptGuard` recorded is sent on, once, to
  every running process (:meth:`PinnedPool.forward`), and the driver starts no item after it.

Processes start from a *process server* (:func:`process_server`, multiprocessing's ``forkserver``)
that has imported the heavy modules a trial needs (:data:`PRELOAD`: torch, SB3, Sacred, gymnasium,
Nevergrad, Ray, esbench's runners) once, so each item's process is a fork of it that starts in a
blink instead of a ``spawn`` interpreter importing them again (seconds). The server only imports:
it never runs a trial, initialises no torch thread pool and starts no Ray, and every item's process
is a fork of the same unchanged server, so what a process starts with does not depend on which
items ran before or beside it. The server is started afresh for each :meth:`PinnedPool.serving` (with
the driver's environment, ``sys.path`` and affinity of that moment, as a ``spawn`` child would get)
and stopped at its end. A command that knows from its arguments that it will need the server
(``esbench run --jobs N``, ``esbench tune --jobs N``) starts it first of all (:func:`prestart`), so
its imports run beside the driver's own (loading and validating the suite) on another core; the pool
uses that server if its preload is the same. Whenever the server started, every item's process
first takes the driver's environment of the moment the item starts (:func:`launch`; e.g.
``ESBENCH_ENV_PACKAGES``, set while the suite is validated), as a ``spawn`` child would (its
``sys.path`` and working directory come with multiprocessing's own preparation data).
Stopping the server kills it (it runs nothing then: every
item's process has ended) instead of waiting for its interpreter to tear torch down (~0.6 s). Where
``forkserver`` is not available (Windows), processes are ``spawn``ed.

Every start and stop is in the core pool's one log, :attr:`CorePool.events
<esbench.execution.local.scheduler.CorePool.events>`: ``("start" | "stop", key, cpu_ids)``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from multiprocessing.connection import wait
from typing import Any, TextIO

from esbench.core.interrupts import InterruptGuard, signal_name
from esbench.execution.driver import D, TrialStarter
from esbench.execution.local.scheduler import CorePool, Placement

#: Seconds between two looks at the signal flag while waiting for the processes' messages.
POLL_S = 0.2

BASE_PRELOAD: tuple[str, ...] = (
    "esbench.execution.local.server_gc",  # first: no garbage collection while the server imports
    "esbench",  # its warning filters (sacred's pkg_resources notice)
    "numpy",
    "torch",
    "torch._dynamo",  # imported by a first optimizer or model (with sympy): ~0.9 s per trial otherwise
    "gymnasium",
    "sacred",
    "esbench.runners.registry",
    "esbench.execution.attempt",
    "esbench.execution.local.process",
)
"""What every trial's process server imports, whatever the algorithms (:func:`preload_for`)."""

#: What the process server imports once when the algorithms are not known: the modules every trial's
#: or study's process would import anyway. Imports only (a module that is not installed is skipped);
#: nothing here starts a thread pool, a Ray runtime or an environment at import. pybullet is not
#: here: its import prints a line.
PRELOAD: tuple[str, ...] = (*BASE_PRELOAD, "mujoco", "stable_baselines3", "sb3_contrib", "nevergrad", "ray")


def preload_for(algos: Sequence[str] | None) -> tuple[str, ...]:
    """The server's preload for trials of ``algos``: :data:`BASE_PRELOAD`, the algorithms' runner
    modules and the learning libraries a built-in runner declares (``Runner.packages``: a module may
    import its library only when a trial builds its optimizer, as Nevergrad's does), in a canonical
    order; :data:`PRELOAD` when ``algos`` is None or names an entry point (its module is not
    known without importing). A module a trial needs and the server did not import is imported by the
    trial's process itself."""
    from esbench.runners.registry import MODULE_TARGET, RUNNERS, get_runner

    if algos is None:
        return PRELOAD
    modules: set[str] = set()
    for algo in algos:
        target = RUNNERS.get(algo) or (algo if MODULE_TARGET.fullmatch(str(algo)) else None)
        if target is None:
            return PRELOAD
        module = target.split(":", 1)[0]
        modules.update((module, *(get_runner(algo).packages if algo in RUNNERS else ())))
    return (*BASE_PRELOAD, *sorted(modules - set(BASE_PRELOAD)))


def start_method() -> str:
    """``forkserver`` where multiprocessing offers it (Linux, macOS), else ``spawn``."""
    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


def _stop_server() -> None:
    """Stop this process's forkserver, if one runs (the next start begins a fresh one): SIGKILL, then
    multiprocessing's own stop (which reaps it); a server only imports, so nothing is lost."""
    from multiprocessing import forkserver

    global _prestarted
    _prestarted = None
    server = forkserver._forkserver
    pid = getattr(server, "_forkserver_pid", None)  # CPython 3.8+: present, private
    if pid is not None:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    stop = getattr(server, "_stop", None)
    if stop is not None:
        stop()


#: The preload of the server :func:`prestart` started, or None.
_prestarted: tuple[str, ...] | None = None
#: The forkserver preload list before :func:`prestart` changed it (restored when the server stops).
_saved_preload: list[str] = ["__main__"]


def _preload_now() -> list[str]:
    from multiprocessing import forkserver

    return list(getattr(forkserver._forkserver, "_preload_modules", ["__main__"]))


def prestart(preload: Sequence[str] = PRELOAD) -> None:
    """Start the process server now (its imports run while this process goes on); the next
    :func:`process_server` with the same ``preload`` uses it. What the server inherited from this
    process does not reach the items' processes: each takes the driver's environment of the moment
    it is started (:func:`launch`; its ``sys.path`` comes with multiprocessing's preparation data)
    and pins itself to its own cores."""
    if start_method() != "forkserver":
        return
    from multiprocessing import forkserver

    global _prestarted, _saved_preload
    saved = _preload_now()
    _stop_server()
    _saved_preload = saved
    multiprocessing.get_context("forkserver").set_forkserver_preload(list(preload))
    forkserver.ensure_running()
    _prestarted = tuple(preload)


@contextlib.contextmanager
def process_server(preload: Sequence[str] = PRELOAD) -> Iterator[Any]:
    """A multiprocessing context whose processes fork from a fresh server that imported ``preload``.

    The server starts now (it imports while the caller goes on), unless :func:`prestart` started it
    with the same preload, and is stopped on exit; the forkserver's preload list is then what it
    was (e.g. for SB3's subprocess envs of a sequential run in this process). Without
    ``forkserver``, a ``spawn`` context.
    """
    if start_method() != "forkserver":
        yield multiprocessing.get_context("spawn")
        return
    from multiprocessing import forkserver

    context = multiprocessing.get_context("forkserver")
    saved = _saved_preload if _prestarted else _preload_now()
    if _prestarted != tuple(preload):  # not prestarted, or with other modules
        _stop_server()
        context.set_forkserver_preload(list(preload))
    forkserver.ensure_running()  # a prestarted server that died is started again
    try:
        yield context
    finally:
        _stop_server()
        context.set_forkserver_preload(saved)


@dataclasses.dataclass(frozen=True)
class Launch:
    """An item's target and the driver's environment when it was started."""

    target: Callable[[Any, Any, float], None]
    environ: dict[str, str]


def launch(how: Launch, conn: Any, job: Any, requested_at: float) -> None:
    """An item's process: garbage collection back on (what it inherited from the server frozen:
    :mod:`~esbench.execution.local.server_gc`), the driver's environment, then its target."""
    import gc

    gc.freeze()
    gc.enable()
    os.environ.clear()
    os.environ.update(how.environ)
    how.target(conn, job, requested_at)


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
    """The processes of a ``--jobs N`` driver (see the module docstring); a subclass gives the hooks.

    Hooks: :meth:`tag` (how the item's lines start), :meth:`job_for` (the process's target and job
    for a placement), :meth:`finished` (an outcome came) and :meth:`lost` (none came).
    """

    #: ``esbench`` (run) or ``esbench tune``: names the command in the error when nothing can start.
    command = "esbench"
    #: ``trial`` or ``study``: names the processes (``esbench-trial-3``) and the error.
    noun = "item"
    #: What the process server imports once (:func:`process_server`).
    preload: tuple[str, ...] = PRELOAD

    def __init__(self, cores: Mapping[int, int], pool: CorePool, guard: InterruptGuard, out: TextIO):
        """``cores``: the cores each item needs, by key; ``pool``: the cores to place them on."""
        self.cores, self.pool, self.guard, self.out = cores, pool, guard, out
        self.running: dict[Any, RunningJob] = {}
        self.mp: Any = None
        """The multiprocessing context of :meth:`serving` (its process server's)."""

    def tag(self, key: int) -> str:
        """How every line about the item starts (e.g. ``[i/n] name``)."""
        raise NotImplementedError

    def job_for(self, key: int, placement: Placement) -> tuple[Callable[[Any, Any, float], None], Any]:
        """The item's process: its target, called as ``target(conn, job, requested_at)``, and the job
        (pickled to it); ``requested_at``: the ``time.time()`` at which the driver started it."""
        raise NotImplementedError

    def finished(self, entry: RunningJob, outcome: Any) -> None:
        """The item's process ended after sending ``outcome``."""
        raise NotImplementedError

    def lost(self, entry: RunningJob) -> None:
        """The item's process ended without an outcome."""
        raise NotImplementedError

    def say(self, line: str) -> None:
        """Print one line of the driver's own."""
        print(line, file=self.out, flush=True)

    @contextlib.contextmanager
    def serving(self) -> Iterator[None]:
        """The pool's process server (:func:`process_server`), started for the block."""
        with process_server(self.preload) as self.mp:
            yield

    def start_what_fits(self, pending: list[int]) -> None:
        """Start every waiting item (``pending``: their keys, in order; those started are removed) the
        pool has room for, in order (first fit)."""
        for placement in self.pool.next_starts([(k, self.cores[k]) for k in pending]):
            pending[:] = [k for k in pending if k != placement.key]
            self.start(placement)
        if pending and not self.running:  # nothing fits and nothing runs: cannot happen
            raise RuntimeError(f"{self.command} --jobs: no {self.noun} can start")

    def watch(self) -> None:
        """Wait up to :data:`POLL_S` for the running processes' messages and ends."""
        if not self.running:
            return
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

    def start(self, placement: Placement) -> None:
        """Start the item's process on its cores."""
        key: int = placement.key  # type: ignore[assignment]  # the keys given: ints
        if placement.alone:
            self.say(
                f"{self.tag(key)}: needs {placement.cores} cores, this machine has "
                f"{len(placement.cpu_ids)} usable: it runs alone, on all of them"
            )
        target, job = self.job_for(key, placement)
        reader, writer = self.mp.Pipe(duplex=False)
        args = (Launch(target, dict(os.environ)), writer, job, time.time())
        process = self.mp.Process(target=launch, args=args, name=f"esbench-{self.noun}-{key}")
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
        for entry in self.running.values():
            with contextlib.suppress(OSError):  # already gone (ProcessLookupError)
                os.kill(entry.process.pid, signum)

    def ended(self, entry: RunningJob) -> None:
        """An item's process ended: its cores are free; :meth:`finished` or :meth:`lost`."""
        del self.running[entry.conn]
        entry.conn.close()
        entry.process.join()
        self.pool.release(entry.key)
        if entry.outcome is None:
            self.lost(entry)
        else:
            self.finished(entry, entry.outcome)


class PinnedStarter(TrialStarter[D]):
    """The driver loop's starter for items in pinned processes: the :class:`PinnedPool` that
    ``make_pool(driver)`` gives, with its process server for the loop."""

    def __init__(self, make_pool: Callable[[D], PinnedPool]):
        self.make_pool = make_pool
        self.pool: PinnedPool | None = None

    @property
    def busy(self) -> bool:
        """An item's process is running."""
        return self.pool is not None and bool(self.pool.running)

    @contextlib.contextmanager
    def opened(self, driver: D) -> Iterator[None]:
        """The items' pool and its process server, for the loop."""
        self.pool = self.make_pool(driver)
        with self.pool.serving():
            yield

    def start_what_fits(self, driver: D) -> None:
        """Start every waiting item the cores have room for (first fit, in order)."""
        assert self.pool is not None, "started outside opened()"
        self.pool.start_what_fits(driver.pending)

    def forward(self, signum: int) -> None:
        """Send the signal on to every running item's process."""
        if self.pool is not None:
            self.pool.forward(signum)

    def watch(self, driver: D) -> None:
        """Wait a little for the items' lines, outcomes and ends."""
        if self.pool is not None:
            self.pool.watch()
