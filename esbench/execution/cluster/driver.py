"""``esbench run SUITE --ray-address ADDR``: the suite's trials on an existing Ray cluster.

The driver (this module, in the ``esbench run`` process, holding the store's lock) is the one
driver loop of every ``esbench run`` (:mod:`esbench.execution.driver`: completed trials skipped with
the same line, one stop and re-run policy) with a starter that connects to the cluster and gives
every other trial a placement group of its cores (:meth:`~esbench.runners.base.Runner.trial_cores`):

- a trial whose runner plays on Ray (``backend: ray``) gets one 1-CPU bundle per worker, packed
  (one node if it fits, else spread): its host takes no CPU of its own and its Ray workers are
  started inside the group, as a local run's workers take the cores and its driver none;
- any other trial gets one bundle of all its cores on one node (SB3's subprocess envs run beside it).

Ray starts a trial as soon as its group fits, so the cluster is packed without oversubscription;
``--jobs N`` caps the trials placed at once. Each trial runs in a
:class:`~esbench.execution.cluster.host.TrialHost` actor, exactly as in a sequential run, and every seed
derives from the trial, so the curves are those of a sequential run. Ray does not pin processes to
cores: the groups keep the CPU count honest, not the CPU ids.

- One store: the host writes nothing that stays on its node. The driver polls it every
  :data:`POLL_S` and writes the trial's lines (printed here), run files, sources and checkpoints into
  its own store and work directory (:mod:`esbench.execution.cluster.relay`); each run is written to
  every tracker once it ends (a tracker shows a cluster trial when it ends, not live).
- A lost node or host process (Ray reports the actor dead): the trial's relayed run is closed FAILED
  saying so (metric points restored from the relayed checkpoint), and the trial runs again on any
  node, from that checkpoint (an ES continues to the same curve); after
  :data:`~esbench.execution.driver.LOST_TRIAL_RERUNS` losses it is
  FAILED and the suite goes on.
- Ctrl-C / SIGTERM: no trial starts after it; every running trial is told to stop (its run:
  INTERRUPTED) and relayed whole; one that has not stopped after :data:`INTERRUPT_GRACE_S` is killed
  and its run closed INTERRUPTED.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import time
from collections.abc import Iterator
from typing import Any

from esbench.core.config import Trial
from esbench.core.interrupts import signals_held
from esbench.core.trust import ALLOW_VAR
from esbench.envs.packages import ENV_VAR as ENV_PACKAGES_VAR
from esbench.execution.cluster.connect import connect
from esbench.execution.cluster.host import ClusterJob, TrialHost
from esbench.execution.cluster.relay import RunRelay
from esbench.execution.driver import SuiteDriver, TrialStarter, drive
from esbench.execution.kept import CheckpointKept
from esbench.execution.outcomes import SPOOL_DIR, TrialOutcome
from esbench.execution.plan import SuitePlan
from esbench.execution.state import close_lost_runs, prepare_checkpoint_dir
from esbench.runners.registry import get_runner

#: Seconds between two polls of a running trial.
POLL_S = 0.5
#: Seconds a running trial has to stop after Ctrl-C before it is killed.
INTERRUPT_GRACE_S = 60.0
#: Seconds between two looks at the alive nodes (a trial waiting for cores no node has any more fails).
NODES_CHECK_S = 5.0
#: Seconds the last poll of an ended trial may take.
FINAL_POLL_S = 120.0


@dataclasses.dataclass
class _Remote:
    """A placed trial: its placement group, then its host actor and the refs of its calls."""

    index: int
    trial: Trial
    group: Any
    relay: RunRelay
    cores: int
    on_ray: bool
    host: Any = None
    node: Any = None
    run: Any = None
    poll: Any = None
    where: str = ""


def run_suite_cluster(plan: SuitePlan, *, address: str, jobs: int | None = None) -> list[TrialOutcome]:
    """The opened suite's trials on the Ray cluster at ``address``, at most ``jobs`` placed at once
    (None: as many as the cluster fits); see the module docstring. The outcomes are in suite order."""
    return drive(plan, RayTrials(address, jobs))


class RayTrials(TrialStarter):
    """Places trials on the cluster, starts their hosts, relays them, reports their ends and losses."""

    def __init__(self, address: str, jobs: int | None):
        self.address, self.jobs = address, jobs
        self.placed: dict[int, _Remote] = {}
        self.interrupted_at: float | None = None

    @property
    def busy(self) -> bool:
        """A trial is placed (waiting for its cores, or running)."""
        return bool(self.placed)

    @contextlib.contextmanager
    def opened(self, driver: SuiteDriver) -> Iterator[None]:
        """Connected to the cluster for the loop (Ray shut down after it, signals held)."""
        self.ray, self.driver, self.ctx = connect(self.address), driver, driver.ctx
        try:
            store_dir, jobs = self.ctx.store_dir, self.jobs
            self.relay_store = store_dir if store_dir is not None else self.ctx.work_dir / SPOOL_DIR
            self.host_class = self.ray.remote(TrialHost)
            nodes = self.capacity()
            self.checked = time.monotonic()
            self.say(
                f"Ray cluster {self.address}: {nodes} nodes, {self.total_cpus} CPUs "
                f"(largest node {self.largest}); {'up to ' + str(jobs) if jobs else 'as many'} trials at "
                "once as their CPUs fit"
            )
            yield
        finally:
            with signals_held():
                self.ray.shutdown()

    def capacity(self) -> int:
        """The alive nodes' CPUs now (``largest``, ``total_cpus``); the number of alive nodes."""
        cpus = [int(n.get("Resources", {}).get("CPU", 0)) for n in self.ray.nodes() if n.get("Alive")]
        self.largest, self.total_cpus = max(cpus, default=0), sum(cpus)
        return len(cpus)

    def too_big(self, cores: int, on_ray: bool) -> str | None:
        """Why a trial of ``cores`` can never be placed on the cluster as it is (None: it can)."""
        room = self.total_cpus if on_ray else self.largest
        if cores <= room:
            return None
        where = "the cluster has" if on_ray else "the cluster's largest node has"
        return f"needs {cores} CPUs, {where} {room}: lower resources.cores, or add nodes"

    def tag(self, index: int) -> str:
        """``[i/n] name``, as every line of a trial starts."""
        return self.driver.tag(index)

    def say(self, line: str) -> None:
        """Print one line of the driver's own."""
        self.driver.say(line)

    def say_of(self, index: int, line: str) -> None:
        """Print one line of the ``index``-th trial (``[i/n] name: line``)."""
        self.driver.say(f"{self.tag(index)}: {line}")

    def start_what_fits(self, driver: SuiteDriver) -> None:
        """Place every trial there is room for (:meth:`place_what_fits`)."""
        self.place_what_fits()

    def watch(self, driver: SuiteDriver) -> None:
        """One :meth:`step`; every :data:`NODES_CHECK_S`, a waiting trial no node can hold any more is
        FAILED; after :data:`INTERRUPT_GRACE_S` past a signal, every trial left is lost."""
        self.step()
        if time.monotonic() - self.checked > NODES_CHECK_S:  # nodes lost: can the waiting still fit?
            self.checked = time.monotonic()
            self.capacity()
            for entry in [e for e in self.placed.values() if not e.where]:
                error = self.too_big(entry.cores, entry.on_ray)
                if error is not None:
                    self.failed(entry, error)
        if self.interrupted_at is not None and time.monotonic() - self.interrupted_at > INTERRUPT_GRACE_S:
            for entry in list(self.placed.values()):
                self.lost(entry, f"it did not stop within {INTERRUPT_GRACE_S:.0f} s of the signal")

    def place_what_fits(self) -> None:
        """A placement group for every waiting trial, in suite order, up to ``jobs`` placed at once."""
        pending = self.driver.pending
        while pending and (self.jobs is None or len(self.placed) < self.jobs):
            index = pending.pop(0)
            trial = self.driver.trial(index)
            runner = get_runner(trial.algo)
            cores = runner.trial_cores(trial)
            on_ray = getattr(runner.params_of(trial), "backend", None) == "ray"
            error = self.too_big(cores, on_ray)
            if error is not None:
                self.say(f"{self.tag(index)}: FAILED ({error})")
                self.driver.finished(index, TrialOutcome(trial=trial, status="FAILED", error=error))
                continue
            try:
                checkpoint_dir = prepare_checkpoint_dir(
                    self.ctx.work_dir,
                    trial,
                    self.ctx.resume or index in self.driver.attempts,
                    say=functools.partial(self.say_of, index),
                )
            except CheckpointKept as exc:  # --resume cannot continue it: kept, the trial FAILED
                self.say(f"{self.tag(index)}: FAILED ({exc})")
                self.driver.finished(index, TrialOutcome(trial=trial, status="FAILED", error=str(exc)))
                continue
            bundles = [{"CPU": 1}] * cores if on_ray else [{"CPU": cores}]
            group = self.ray.util.placement_group(bundles, strategy="PACK" if on_ray else "STRICT_PACK")
            relay = RunRelay(self.relay_store, checkpoint_dir)
            entry = _Remote(index, trial, group, relay, cores, on_ray)
            # A suite's env_packages: imported on the host and its Ray workers too (esbench.envs.packages),
            # with the modules the user allowed (esbench.core.trust).
            env_vars = {k: os.environ[k] for k in (ENV_PACKAGES_VAR, ALLOW_VAR) if os.environ.get(k)}
            entry.host = self.host_class.options(
                **({"runtime_env": {"env_vars": env_vars}} if env_vars else {}),
                num_cpus=0 if on_ray else cores,
                max_concurrency=4,
                max_restarts=0,
                scheduling_strategy=self.ray.util.scheduling_strategies.PlacementGroupSchedulingStrategy(
                    placement_group=group,
                    placement_group_bundle_index=0,
                    placement_group_capture_child_tasks=True,
                ),
            ).remote()
            entry.node = entry.host.node.remote()
            job = ClusterJob(
                index=index,
                total=self.ctx.total,
                trial=trial,
                resume=self.ctx.resume or index in self.driver.attempts,
                checkpoint=entry.relay.checkpoint_files(),
                run_set=self.ctx.run_set,
                cores=cores,
                info={
                    "cluster": {"address": self.address, "cores": cores},
                    "jobs": self.jobs,
                    "packed": True,
                },
            )
            entry.run = entry.host.run.remote(job)
            self.placed[index] = entry

    def step(self) -> None:
        """Wait up to :data:`POLL_S` for the hosts; relay what they sent; handle ended trials."""
        for entry in self.placed.values():
            if entry.node is None and entry.poll is None:
                entry.poll = entry.host.poll.remote()
        refs = {}
        for entry in self.placed.values():
            for ref in (entry.node, entry.poll, entry.run):
                if ref is not None:
                    refs[ref] = entry
        if not refs:
            return
        ready, _ = self.ray.wait(list(refs), num_returns=len(refs), timeout=POLL_S)
        for ref in ready:
            entry = refs[ref]
            if entry.index not in self.placed:
                continue  # ended by an earlier ref of this round
            try:
                value = self.ray.get(ref)
            except self.ray.exceptions.RayActorError as exc:  # its node or its process is gone
                self.lost(entry, _loss_reason(exc, entry))
                continue
            except self.ray.exceptions.RayError as exc:  # the trial itself could not run there
                self.failed(entry, exc)
                continue
            if ref is entry.node:
                entry.node = None
                entry.where = f"node {value['node_ip']} (node id {value['node_id'][:12]}, pid {value['pid']})"
                self.say(f"{self.tag(entry.index)}: on {entry.where}")
            elif ref is entry.poll:
                entry.poll = None
                self.relay(entry, value)
            elif ref is entry.run:
                self.ended(entry, value)

    def relay(self, entry: _Remote, polled: tuple[list[str], dict[str, bytes]]) -> None:
        """Print a host's lines, write its files."""
        lines, files = polled
        for line in lines:
            self.ctx.out.write(line)
        self.ctx.out.flush()
        entry.relay.apply(files)

    def ended(self, entry: _Remote, outcome: TrialOutcome) -> None:
        """A trial's run returned: its last files, its run id here, the trackers, the host removed."""
        try:
            if entry.poll is not None:  # a poll already under way: its lines and files come first
                self.relay(entry, self.ray.get(entry.poll, timeout=FINAL_POLL_S))
                entry.poll = None
            self.relay(entry, self.ray.get(entry.host.poll.remote(True), timeout=FINAL_POLL_S))
        except self.ray.exceptions.RayError as exc:  # lost between its end and the last poll
            self.lost(entry, _loss_reason(exc, entry))
            return
        outcome.run_id = entry.relay.local_id(outcome.run_id)
        self.push(entry, outcome)
        self.release(entry, cleanup=True)
        self.driver.finished(entry.index, outcome)

    def push(self, entry: _Remote, outcome: TrialOutcome | None = None) -> None:
        """The trial's runs to every tracker; without a file store, a spool keeps only what did not get
        to a readable tracker."""
        stored = False
        for tracker in self.ctx.trackers:
            problem = entry.relay.push(tracker)
            if problem is None:
                stored = stored or tracker.readable
                continue
            if outcome is not None:
                outcome.tracker_problems[tracker.title] = problem
            kept = f" (kept in {self.relay_store})" if tracker.readable else ""
            self.say(f"[{entry.index}/{self.ctx.total}] {tracker.title} copy incomplete: {problem}{kept}")
        if stored and self.ctx.store_dir is None:
            entry.relay.forget()

    def failed(self, entry: _Remote, exc: BaseException | str) -> None:
        """The host could not run the trial (e.g. esbench cannot be imported on its node), or no
        node can hold it any more: FAILED."""
        error = exc if isinstance(exc, str) else f"{type(exc).__name__}: {exc}".splitlines()[0]
        self.say(f"{self.tag(entry.index)}: FAILED ({error})")
        self.release(entry, cleanup=False)
        self.driver.finished(entry.index, TrialOutcome(trial=entry.trial, status="FAILED", error=error))

    def lost(self, entry: _Remote, reason: str) -> None:
        """The host is gone (or would not stop): close its relayed runs; the driver runs the trial again
        or gives up."""
        interrupted = self.ctx.guard.interrupted
        status = "INTERRUPTED" if interrupted else "FAILED"
        lines = []
        if entry.relay.ids:
            try:
                lines = close_lost_runs(
                    self.relay_store, self.ctx.work_dir, None, reason, list(entry.relay.ids.values()), status
                )
            except OSError as exc:
                lines = [f"its run could not be closed ({exc})"]
        for line in lines:
            self.say(f"{self.tag(entry.index)}: {line}")
        self.push(entry)
        self.release(entry, cleanup=False)
        self.driver.lost(entry.index, reason)

    def release(self, entry: _Remote, cleanup: bool) -> None:
        """Stop the trial's host and free its placement group."""
        del self.placed[entry.index]
        if cleanup:
            with contextlib.suppress(Exception):  # best effort: its node may be gone by now
                self.ray.get(entry.host.cleanup.remote(), timeout=30)
        with contextlib.suppress(Exception):
            self.ray.kill(entry.host, no_restart=True)
        with contextlib.suppress(Exception):
            self.ray.util.remove_placement_group(entry.group)

    def forward(self, signum: int) -> None:
        """Tell every running trial to stop (their runs: INTERRUPTED); trials not started yet stay NOT_RUN."""
        self.interrupted_at = time.monotonic()
        for entry in list(self.placed.values()):
            if entry.where:
                entry.host.interrupt.remote(signum)
            else:  # still waiting for its cores (nothing of it relayed yet): it does not run
                self.release(entry, cleanup=False)


def _loss_reason(exc: BaseException, entry: _Remote) -> str:
    """Why a host is gone, in one line."""
    where = f" on {entry.where}" if entry.where else ""
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return f"its host{where} was lost ({type(exc).__name__}: {first[:160]})"
