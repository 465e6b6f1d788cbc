"""The Ray backend: a pool of single-threaded rollout actors on a local or existing Ray cluster.

- By default a local Ray is started with ``workers`` CPUs (``workers`` default: the CPU count);
  ``ray_address`` (e.g. ``auto``) joins an existing cluster instead, with no other change.
- The noise table is put in the object store once; actors receive it as an object reference,
  so the actors of a node share one read-only copy. Noise vectors never travel.
- Each generation the :class:`GenerationTask` (θ + obs-norm stats) is put once; requests carry
  only pair ranges, results only scalars per pair (and a few observation sums).
- Requests are sized from the worker count (by default one per actor per wave,
  :func:`~esbench.backends.requests.request_ranges`); with more requests than actors, idle actors take
  the next one, so faster actors do more. Results are taken as they arrive (``ray.wait``, every
  ready one at once), keyed by pair index and ordered by the driver (see :mod:`esbench.backends.interface`).
  Each actor times its own work, so the driver's time splits into compute and tail (``GenerationTimes``).
- An actor that dies (process killed, node lost) is replaced and its unfinished request re-run;
  since results depend only on (seed, generation, pair), the generation's result is unchanged.
- Handoffs (:mod:`esbench.backends.handoff`): when an actor is idle and no request waits, a running
  request is asked (through its actor's second thread) for half its running episodes, which the
  idle actor finishes; the request's result is filled in with theirs, so nothing changes but when
  the generation ends (``handoff=False``: never asked). A call never ends with an ask out (its
  answer can arrive after the asked request's result); a request whose given episodes' answer was
  lost (its actor died or stopped before sending it) runs again whole.
- Stragglers and hung actors (:mod:`esbench.backends.flights`): a request not back after
  ``straggler_factor`` x the median request time of its call (at least ``straggler_floor_s``) is
  issued again to an idle actor, the first result winning; an actor that finishes no step of its
  request for ``worker_timeout_s`` (:mod:`esbench.backends.heartbeat`: a stopped process, or one
  stuck in a step) is killed and replaced, while a long request whose episodes step runs on.
  Counted in ``requests_reissued`` and ``workers_replaced`` (every replacement, dead or hung). If
  no request completes and no step is played for twice ``worker_timeout_s``,
  :class:`WorkersLostError` is raised.
- A local Ray (no ``ray_address``) listens on 127.0.0.1 only (:mod:`esbench.backends.local_ray`).
"""

from __future__ import annotations

import collections
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from esbench.backends.base import WorkersLostError, WorkerSpec, message_bytes
from esbench.backends.flights import Flights, straggler_after
from esbench.backends.handoff import CarriedEpisodes, HandoffAsks, results_in_order
from esbench.backends.interface import Backend, BackendOptions
from esbench.backends.local_ray import init_local_ray, join_ray
from esbench.backends.protocol import RUN_REQUEST
from esbench.backends.ray_actor import RolloutActor
from esbench.backends.stamps import RequestRecord
from esbench.core.cpus import usable_cpu_count
from esbench.core.interrupts import signals_held
from esbench.core.notices import adopt
from esbench.es.noise import build_noise_table

if TYPE_CHECKING:
    from ray import ObjectRef

#: The logger of Ray's authentication notices (``Token authentication is enabled ...``).
RAY_AUTH_LOGGER = "ray._private.authentication"
#: Longest wait for a progress probe's answer (a running actor answers within a thread switch).
PROBE_WAIT_S = 2.0


class RayBackend(Backend):
    """Rollouts on Ray actors; see the module docstring."""

    transport = "ray"

    def __init__(
        self, spec: WorkerSpec, options: BackendOptions | None = None, ref_batch: np.ndarray | None = None
    ):
        import ray

        super().__init__(options)
        self._owns_ray = not ray.is_initialized()
        self._actors: list = []
        self._flights = Flights()
        try:
            self._start(ray, spec, ref_batch)
        except BaseException:  # e.g. Ctrl-C while Ray starts: never leave a half-started Ray behind
            self.close()
            raise

    def _start(self, ray, spec, ref_batch) -> None:
        # Ray's notice that it enabled token authentication (its default for a local Ray, kept: a
        # loopback port is still reachable by every user of a shared machine) goes to the run's
        # notices.txt, not the console (esbench.core.notices).
        adopt(RAY_AUTH_LOGGER)
        workers, ray_address = self.options.workers, self.options.ray_address
        if self._owns_ray:
            # Never interrupted halfway; and ray.init's own SIGTERM handler (sys.exit) is undone.
            with signals_held():
                if ray_address:
                    join_ray(ray, ray_address)
                else:
                    init_local_ray(ray, workers or usable_cpu_count())
        if workers is None:
            workers = _placement_group_cpus(ray) or (
                int(ray.cluster_resources().get("CPU", 1))
                if (ray_address or not self._owns_ray)
                else usable_cpu_count()
            )
        self.num_workers = int(workers)
        self.spec = spec
        # Two threads: a request's rollouts, and a handoff or a progress probe asked while they run.
        self._actor_cls = ray.remote(num_cpus=1, max_restarts=0, max_concurrency=2)(RolloutActor)
        table = build_noise_table(spec.noise_size, spec.noise_seed) if spec.noise_size else None
        self._noise_ref = ray.put(table)  # once: every actor of a node maps this one copy
        self._noise = ray.get(self._noise_ref)  # the driver's zero-copy view
        del table
        self._ref_batch_ref = ray.put(ref_batch)  # once, given to every (replacement) actor
        self._actors = [self._spawn() for _ in range(self.num_workers)]
        self._infos = [a.info.remote() for a in self._actors]
        infos = ray.get(self._infos)
        self.pids = [pid for pid, _ in infos]
        """Each actor's process id (-1: a replacement not asked yet; see :meth:`worker_pids`)."""
        self._nodes = {node for _, node in infos}
        self._driver_node = ray.get_runtime_context().get_node_id()
        self._task_ref: ObjectRef[Any] | None = None
        self._on_result: Callable[[RayBackend, object], None] | None = None
        """Test hook called after every completed request (e.g. to kill a worker mid-generation)."""

    @property
    def noise_table(self) -> np.ndarray:
        """The driver's zero-copy view of the object-store noise table."""
        return self._noise

    def _spawn(self):
        return self._actor_cls.remote(self.spec, self._noise_ref, self._ref_batch_ref)

    def _send_task(self, task: Any) -> int:
        import ray

        self._task_ref = ray.put(task)
        # One object-store copy per node that hosts workers (a single machine: once).
        return message_bytes(task) * max(1, len(self._nodes))

    def worker_pids(self, timeout_s: float = 60.0) -> list[int]:
        """Each actor's process id, in slot order (replacements included; -1: not known in time)."""
        import ray

        for slot, ref in enumerate(self._infos):
            if self.pids[slot] == -1:
                ready, _ = ray.wait([ref], timeout=timeout_s)
                if ready:
                    self.pids[slot] = ray.get(ref)[0]
        return list(self.pids)

    def _run_requests(self, method: str, requests: list) -> list:
        """Every request run once (see the module docstring: stragglers, hung and dead actors)."""
        times, flights = self._times, self._flights
        flights.orphan_all()
        requests = list(requests)  # handed-off episodes join as further requests
        pending = collections.deque(range(len(requests)))
        done: set[int] = set()
        durations: list[float] = []  # driver-side seconds of this call's returned requests
        results: dict[int, tuple] = {}
        asks = HandoffAsks(len(requests)) if method == "run_pairs" and self.options.handoff else None
        start = last_progress = time.perf_counter()
        first_idle = None  # when the first actor found no request left
        task_ref = self._task_ref if method in ("run_pairs", RUN_REQUEST) else None
        # Never ended with an ask out: its answer may carry episodes the asked request's result,
        # already here, marks handed off (esbench.backends.handoff.HandoffAsks).
        while len(done) < len(requests) or (asks is not None and asks.by_ref):
            now = time.perf_counter()
            after = straggler_after(durations, self.options.straggler_factor, self.options.straggler_floor_s)
            for slot in flights.idle_slots(len(self._actors)):
                if pending:
                    key = pending.popleft()
                else:
                    late = flights.stragglers(now, after, done)
                    if not late:
                        break
                    key = late[0]
                    self.requests_reissued += 1
                dispatched = time.time()
                call = "continue_pairs" if isinstance(requests[key], CarriedEpisodes) else method
                ref = getattr(self._actors[slot], call).remote(task_ref, requests[key])
                flights.add(ref, slot, key, now, dispatched)
            ready, handed = self._wait(asks, pending, requests, done)
            if handed:
                first_idle = None  # handed-off episodes wait: no worker is out of work
            outcomes = self._get_each(ready)
            arrived = time.time()
            for ref, outcome in zip(ready, outcomes, strict=True):
                flight = flights.pop(ref)
                if outcome is None:  # the actor died: replace it, run its request again
                    self.worker_failures += 1
                    self._replace(flight.slot, pending, done, [flight])
                    continue
                if flight.key is None or flight.key in done:
                    continue  # a straggler's late copy: the first result won
                done.add(flight.key)
                result, nbytes, stamps = outcome
                results[flight.key] = (result, nbytes)
                times.busy += stamps.handled_s
                times.records.append(
                    RequestRecord(dispatched=flight.dispatched, arrived=arrived, stamps=stamps)
                )
                last_progress = time.perf_counter()
                if asks is None or flight.key < asks.parents:  # continuations are shorter by design
                    durations.append(last_progress - flight.sent)
                if first_idle is None and not pending:
                    first_idle = last_progress
                if self._on_result is not None:
                    self._on_result(self, (result, nbytes))
            now = time.perf_counter()
            if self._replace_hung(now, pending, done):
                last_progress = now  # a request is stepping: the workers-lost clock restarts
            if asks is not None and self._rerun_lost(asks, now, requests, results, done, pending):
                last_progress = now  # a new start: the workers-lost clock restarts
            waited = now - last_progress
            if len(done) < len(requests) and waited > 2 * self.options.worker_timeout_s:
                raise WorkersLostError(
                    f"all ES workers lost: no result and no step played for {waited:.0f} s "
                    f"(2 x worker_timeout_s={self.options.worker_timeout_s:g}) after {self.worker_failures} "
                    f"worker failures and {self.workers_replaced} replacements"
                )
        end = time.perf_counter()
        first_idle = end if first_idle is None else first_idle
        times.compute += first_idle - start
        times.tail += end - first_idle
        return results_in_order(results, asks, times)

    def _wait(self, asks: HandoffAsks | None, pending, requests: list, done: set[int]) -> tuple[list, bool]:
        """The results ready within 0.25 s (every one already there), and whether handed-off
        episodes joined ``pending``; with ``asks``, an idle actor and nothing pending, a running
        request is asked for episodes first (:mod:`esbench.backends.handoff`)."""
        import ray

        if asks is not None and not pending:
            asks.ask(self._actors, self._flights, done, requests)
        waiting = list(self._flights.by_ref) + ([] if asks is None else list(asks.by_ref))
        ready, rest = ray.wait(waiting, num_returns=1, timeout=0.25)
        if ready and rest:  # take every result already there in this pass, not one per ray.wait
            more, _ = ray.wait(rest, num_returns=len(rest), timeout=0)
            ready += more
        if asks is None:
            return ready, False
        answers = [ref for ref in ready if ref in asks.by_ref]
        ready = [ref for ref in ready if ref not in asks.by_ref]
        handed = asks.receive(answers, requests, self._times)
        pending.extendleft(reversed(handed))  # continuations first
        return ready, bool(handed)

    def _replace_hung(self, now: float, pending, done: set[int]) -> bool:
        """Probe the actors not heard from lately (:meth:`_probe`), then kill and replace each hung
        one (stopped or stuck); whether any request finished more steps."""
        stepped = self._probe(now)
        for slot in self._flights.hung(now, self.options.worker_timeout_s):
            self._replace(slot, pending, done, self._flights.drop_slot(slot), hung=True)
        return stepped

    def _probe(self, now: float) -> bool:
        """Ask each busy actor not heard from for half ``worker_timeout_s`` how many steps its request
        has finished (:mod:`esbench.backends.heartbeat`; an answer waits ``PROBE_WAIT_S`` at most):
        whether any has finished more since it was last asked."""
        import ray

        slots = self._flights.to_probe(now, self.options.worker_timeout_s / 2)
        if not slots:
            return False
        refs = {self._actors[slot].progress.remote(): slot for slot in slots}
        wait_s = min(PROBE_WAIT_S, self.options.worker_timeout_s / 4)
        ready, _ = ray.wait(list(refs), num_returns=len(refs), timeout=wait_s)
        answers = dict(zip(ready, self._get_each(ready), strict=True))
        advanced = [self._flights.heard(slot, answers.get(ref), now) for ref, slot in refs.items()]
        return any(advanced)

    def _rerun_lost(
        self, asks: HandoffAsks, now: float, requests: list, results: dict, done: set, pending
    ) -> bool:
        """Forget an ask out past the worker timeout (its actor died or stopped); once every request
        is done and no ask is out, run again whole (never asked again) each request whose given
        episodes' answer was lost (:meth:`HandoffAsks.lost`). Whether any runs again."""
        asks.expire(now, self.options.worker_timeout_s)
        if len(done) < len(requests) or asks.by_ref:
            return False
        lost = asks.lost(results, requests)
        for key in lost:
            del results[key]
            done.discard(key)
            asks.declined.add(key)
            pending.append(key)
        return bool(lost)

    @staticmethod
    def _get_each(refs: list) -> list:
        """``ray.get`` of every ref in one call; per ref when one fails (None for a dead actor)."""
        import ray
        from ray.exceptions import ActorUnavailableError, RayActorError

        try:
            return ray.get(refs)
        except (RayActorError, ActorUnavailableError):
            out = []
            for ref in refs:
                try:
                    out.append(ray.get(ref))
                except (RayActorError, ActorUnavailableError):
                    out.append(None)
            return out

    def _replace(self, slot: int, pending, done: set, lost: list, hung: bool = False) -> None:
        """Kill actor ``slot`` and start a new one; the ``lost`` flights' unfinished requests that
        have no other copy in flight go back to the front of ``pending``."""
        import ray

        ready, _ = ray.wait([self._infos[slot]], timeout=0)
        try:
            ray.kill(self._actors[slot], no_restart=True)
        except Exception:  # the actor is already gone
            pass
        if hung and ready:
            pid, node = ray.get(ready[0])
            if node == self._driver_node:
                _kill_local(pid)  # a stopped process cannot act on Ray's request to exit
        for flight in lost:
            if flight.key is not None and flight.key not in done and not self._flights.copies(flight.key):
                if flight.key not in pending:
                    pending.appendleft(flight.key)
        time.sleep(0.2)  # a little back-off, so a failing start does not spin
        self._actors[slot] = self._spawn()
        self._infos[slot] = self._actors[slot].info.remote()
        self.pids[slot] = -1
        self.workers_replaced += 1

    def close(self) -> None:
        """Kill the actors; shut Ray down if this backend started it (a signal waits until it is done)."""
        import ray

        with signals_held():
            if not ray.is_initialized():
                return
            for actor in self._actors:
                try:
                    ray.kill(actor, no_restart=True)
                except Exception:  # already dead
                    pass
            self._actors = []
            if self._owns_ray:
                ray.shutdown()


def _kill_local(pid: int) -> None:
    """SIGKILL process ``pid``, an actor on the driver's own node."""
    import signal

    try:
        os.kill(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _placement_group_cpus(ray) -> int | None:
    """The CPUs of the placement group this process runs in (a trial of ``esbench run
    --ray-address``: its workers fill the group), else None."""
    from ray.util.placement_group import get_current_placement_group

    group = get_current_placement_group()
    if group is None:
        return None
    return int(sum(bundle.get("CPU", 0) for bundle in group.bundle_specs)) or None
