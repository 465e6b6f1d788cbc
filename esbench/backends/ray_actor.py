"""The Ray backend's rollout actor: one :class:`~esbench.backends.rollout.RolloutWorker` in one process.

Single-threaded rollouts (BLAS, OpenMP and torch held to one thread), a request at a time. A second
thread answers while a request runs: :meth:`RolloutActor.handoff` (running episodes for an idle
actor, :mod:`esbench.backends.handoff`) and :meth:`RolloutActor.progress` (steps finished in the
request, :mod:`esbench.backends.heartbeat`: the driver's sign that a long request is not hung).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

from esbench.backends import heartbeat
from esbench.backends.base import WorkerSpec, message_bytes
from esbench.backends.stamps import stamped_call

_THREAD_VARS = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


class RolloutActor:
    """The Ray actor around a :class:`~esbench.backends.rollout.RolloutWorker` (see the module docstring)."""

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

    def _request(self, fn: Callable[[Any, Any], Any], task, request) -> tuple:
        """``fn(task, request)`` stamped (:func:`~esbench.backends.stamps.stamped_call`), its steps
        counted from 0 (:mod:`esbench.backends.heartbeat`)."""
        heartbeat.restart()
        try:
            return stamped_call(fn, task, request, message_bytes)
        finally:
            heartbeat.restart()

    def run_pairs(self, task, request):
        """:meth:`RolloutWorker.run_pairs`, with the result's serialized size and the worker's stamps."""
        return self._request(self.worker.run_pairs, task, request)

    def evaluate_thetas(self, task, request):
        """:meth:`RolloutWorker.evaluate_thetas`, with the result's size and the worker's stamps."""
        return self._request(self.worker.evaluate_thetas, task, request)

    def run_request(self, task, request):
        """A family's :class:`~esbench.backends.protocol.WorkerRequest` run on this actor's worker
        (:meth:`RolloutWorker.run_request`), with the result's size and the worker's stamps."""
        return self._request(self.worker.run_request, task, request)

    def continue_pairs(self, task, carried):
        """:meth:`RolloutWorker.continue_pairs`, with the result's size and the worker's stamps."""
        return self._request(self.worker.continue_pairs, task, carried)

    def handoff(self, generation, start):
        """From the actor's second thread: whether the request of ``generation`` starting at pair
        ``start`` was running, half its episodes or None, and their size
        (:mod:`esbench.backends.handoff`)."""
        running, carried = self.worker.handoff.ask(generation, start)
        return running, carried, 0 if carried is None else message_bytes(carried)

    def progress(self) -> int:
        """From the actor's second thread: steps finished in the running request (0: none running)."""
        return heartbeat.beats()
