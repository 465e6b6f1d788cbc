"""The Ray backend: a pool of single-threaded rollout actors on a local or existing Ray cluster.

- By default a local Ray is started with ``workers`` CPUs (``workers`` default: the CPU count);
  ``ray_address`` (e.g. ``auto``) joins an existing cluster instead, with no other change.
- The noise table is put in the object store once; actors receive it as an object reference,
  so the actors of a node share one read-only copy. Noise vectors never travel.
- Each generation the :class:`GenerationTask` (θ + obs-norm stats) is put once; requests carry
  only pair ranges, results only scalars per pair (and a few observation sums).
- Requests are sized from the worker count (by default one per actor per wave,
  :func:`~esbench.backends.base.request_ranges`); with more requests than actors, idle actors take
  the next one, so faster actors do more. Results are taken as they arrive (``ray.wait``, every
  ready one at once), keyed by pair index and ordered by the driver (see :mod:`esbench.backends.base`).
  Each actor times its own work, so the driver's time splits into compute and tail (``GenerationTimes``).
- An actor that dies (process killed, node lost) is replaced and its unfinished request re-run;
  since results depend only on (seed, generation, pair), the generation's result is unchanged.
  If no request completes for ``worker_timeout_s`` seconds, :class:`WorkersLostError` is raised.
"""

from __future__ import annotations

import collections
import os
import sys
import time
from collections.abc import Callable

import numpy as np

from esbench.backends.base import Backend, GenerationTask, WorkersLostError, WorkerSpec, message_bytes
from esbench.core.cpus import usable_cpu_count
from esbench.core.interrupts import signals_held
from esbench.es.noise import build_noise_table

_THREAD_VARS = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def _sized(result, start: float):
    """(result, its serialized size, seconds since ``start`` on this worker, the sizing included)."""
    nbytes = message_bytes(result)
    return result, nbytes, time.perf_counter() - start


class _RolloutActor:
    """The Ray actor around a :class:`~esbench.backends.rollout.RolloutWorker` (single-threaded)."""

    def __init__(self, spec: WorkerSpec, noise_table, ref_batch):
        for var in _THREAD_VARS:
            os.environ[var] = "1"
        try:
            import threadpoolctl

            threadpoolctl.threadpool_limits(1)
        except ImportError:  # pragma: no cover - threadpoolctl ships with the dev environment
            pass
        from esbench.backends.rollout import RolloutWorker

        self.worker = RolloutWorker(spec, noise_table, ref_batch)
        # A numpy MLP never imports torch (~250 MB per worker); a torch policy (cnn, lstm) has by now.
        if "torch" in sys.modules:
            sys.modules["torch"].set_num_threads(1)

    def info(self) -> tuple[int, str]:
        """(pid, Ray node id) of this actor."""
        import ray

        return os.getpid(), ray.get_runtime_context().get_node_id()

    def run_pairs(self, task, request):
        """:meth:`RolloutWorker.run_pairs`, with the result's serialized size and the seconds it took."""
        start = time.perf_counter()
        return _sized(self.worker.run_pairs(task, request), start)

    def evaluate_thetas(self, task, request):
        """:meth:`RolloutWorker.evaluate_thetas`, with the result's size and the seconds it took."""
        start = time.perf_counter()
        return _sized(self.worker.evaluate_thetas(task, request), start)


class RayBackend(Backend):
    """Rollouts on Ray actors; see the module docstring."""

    transport = "ray"

    def __init__(
        self,
        spec: WorkerSpec,
        workers: int | None = None,
        ray_address: str | None = None,
        ref_batch: np.ndarray | None = None,
        pairs_per_task: int | None = None,
        worker_timeout_s: float = 300.0,
        requests_per_worker: int = 1,
    ):
        import ray

        super().__init__(pairs_per_task, requests_per_worker)
        self._owns_ray = not ray.is_initialized()
        self._actors: list = []
        try:
            self._start(ray, spec, workers, ray_address, ref_batch, worker_timeout_s)
        except BaseException:  # e.g. Ctrl-C while Ray starts: never leave a half-started Ray behind
            self.close()
            raise

    def _start(self, ray, spec, workers, ray_address, ref_batch, worker_timeout_s) -> None:
        if self._owns_ray:
            # Never interrupted halfway; and ray.init's own SIGTERM handler (sys.exit) is undone.
            with signals_held():
                if ray_address:
                    ray.init(address=ray_address, log_to_driver=False, configure_logging=False)
                else:
                    ray.init(
                        num_cpus=workers or usable_cpu_count(),
                        include_dashboard=False,
                        log_to_driver=False,
                        configure_logging=False,
                    )
        if workers is None:
            workers = _placement_group_cpus(ray) or (
                int(ray.cluster_resources().get("CPU", 1))
                if (ray_address or not self._owns_ray)
                else usable_cpu_count()
            )
        self.num_workers = int(workers)
        self.worker_timeout_s = worker_timeout_s
        self.spec = spec
        self._actor_cls = ray.remote(num_cpus=1, max_restarts=0)(_RolloutActor)
        table = build_noise_table(spec.noise_size, spec.noise_seed) if spec.noise_size else None
        self._noise_ref = ray.put(table)  # once: every actor of a node maps this one copy
        self._noise = ray.get(self._noise_ref)  # the driver's zero-copy view
        del table
        self._ref_batch_ref = ray.put(ref_batch)  # once, given to every (replacement) actor
        self._actors = [self._spawn() for _ in range(self.num_workers)]
        infos = ray.get([a.info.remote() for a in self._actors])
        self.pids = [pid for pid, _ in infos]
        self._nodes = {node for _, node in infos}
        self._task_ref = None
        self._on_result: Callable[[RayBackend, object], None] | None = None
        """Test hook called after every completed request (e.g. to kill a worker mid-generation)."""

    @property
    def noise_table(self) -> np.ndarray:
        """The driver's zero-copy view of the object-store noise table."""
        return self._noise

    def _spawn(self):
        return self._actor_cls.remote(self.spec, self._noise_ref, self._ref_batch_ref)

    def _send_task(self, task: GenerationTask) -> int:
        import ray

        self._task_ref = ray.put(task)
        # One object-store copy per node that hosts workers (a single machine: once).
        return message_bytes(task) * max(1, len(self._nodes))

    def _run_requests(self, method: str, requests: list) -> list:
        import ray

        times = self._times
        pending = collections.deque(requests)
        inflight: dict = {}
        idle = collections.deque(range(len(self._actors)))
        results = []
        start = last_progress = time.perf_counter()
        first_idle = None  # when the first actor found no request left
        task_ref = self._task_ref if method == "run_pairs" else None
        while pending or inflight:
            while pending and idle:
                slot, request = idle.popleft(), pending.popleft()
                ref = getattr(self._actors[slot], method).remote(task_ref, request)
                inflight[ref] = (slot, request)
            refs = list(inflight)
            ready, rest = ray.wait(refs, num_returns=1, timeout=0.5)
            if not ready:
                waited = time.perf_counter() - last_progress
                if waited > self.worker_timeout_s:
                    raise WorkersLostError(
                        f"all ES workers lost: no result for {waited:.0f} s (worker_timeout_s="
                        f"{self.worker_timeout_s:g}) after {self.worker_failures} worker failures"
                    )
                continue
            if rest:  # take every result already there in this pass, not one per ray.wait
                more, _ = ray.wait(rest, num_returns=len(rest), timeout=0)
                ready += more
            for ref, outcome in zip(ready, self._get_each(ready), strict=True):
                slot, request = inflight.pop(ref)
                if outcome is None:  # the actor died: replace it, run its request again
                    self.worker_failures += 1
                    pending.appendleft(request)
                    self._replace(slot)
                    idle.append(slot)
                    continue
                result, nbytes, seconds = outcome
                results.append((result, nbytes))
                times.busy += seconds
                last_progress = time.perf_counter()
                idle.append(slot)
                if first_idle is None and not pending:
                    first_idle = last_progress
                if self._on_result is not None:
                    self._on_result(self, (result, nbytes))
        end = time.perf_counter()
        first_idle = end if first_idle is None else first_idle
        times.compute += first_idle - start
        times.tail += end - first_idle
        return results

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

    def _replace(self, slot: int) -> None:
        import ray

        try:
            ray.kill(self._actors[slot], no_restart=True)
        except Exception:  # the actor is already gone
            pass
        time.sleep(0.2)  # a little back-off, so a failing start does not spin
        self._actors[slot] = self._spawn()
        self.pids[slot] = -1

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


def _placement_group_cpus(ray) -> int | None:
    """The CPUs of the placement group this process runs in (a trial of ``esbench run
    --ray-address``: its workers fill the group), else None."""
    from ray.util.placement_group import get_current_placement_group

    group = get_current_placement_group()
    if group is None:
        return None
    return int(sum(bundle.get("CPU", 0) for bundle in group.bundle_specs)) or None
