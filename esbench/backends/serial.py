"""The in-process backend: one :class:`RolloutWorker` in the driver, for debugging and fast tests.

Same interface and same results (θ, metrics and byte counts) as the Ray backend.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from esbench.backends.base import IN_PROCESS, WorkerSpec, message_bytes
from esbench.backends.interface import Backend, BackendOptions
from esbench.backends.rollout import RolloutWorker
from esbench.backends.stamps import RequestRecord, stamped_call
from esbench.es.noise import build_noise_table


class SerialBackend(Backend):
    """Runs every request in the calling process, in request order."""

    num_workers = 1
    transport = IN_PROCESS  # message sizes are measured all the same, but nothing is sent

    def __init__(
        self, spec: WorkerSpec, options: BackendOptions | None = None, ref_batch: np.ndarray | None = None
    ):
        super().__init__(options)  # the request sizing; the Ray options have no meaning in-process
        table = build_noise_table(spec.noise_size, spec.noise_seed) if spec.noise_size else None
        self.worker = RolloutWorker(spec, table, ref_batch)
        self._task: Any = None

    @property
    def noise_table(self) -> np.ndarray:
        """The noise table (shared with the in-process worker)."""
        return self.worker.table()

    def _send_task(self, task: Any) -> int:
        self._task = task
        return message_bytes(task)

    def _run_requests(self, method: str, requests: list) -> list:
        fn = getattr(self.worker, method)
        start = time.perf_counter()
        out = []
        for request in requests:
            dispatched = time.time()
            result, nbytes, stamps = stamped_call(fn, self._task, request, message_bytes)
            self._times.records.append(
                RequestRecord(dispatched=dispatched, arrived=time.time(), stamps=stamps)
            )
            out.append((result, nbytes))
        elapsed = time.perf_counter() - start
        # One worker: busy the whole time, no tail (measuring the sizes counts as compute, as on Ray).
        self._times.compute += elapsed
        self._times.busy += elapsed
        return out

    def close(self) -> None:
        """Close the worker's env."""
        self.worker.close()
