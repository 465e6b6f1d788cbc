"""Timestamps of a generation's requests, and the coordination they measure.

Every request is stamped where it happens:

- on the worker (:func:`stamped_call`): when the call was received, when its rollouts started and
  ended, when the result (sized) was sent back; the rollouts' own seconds on the worker's monotonic
  clock (``busy_s``); and, on the emulated env, the set cost its steps booked (``emulated_s``,
  :func:`esbench.envs.emulated.booked_seconds`);
- on the driver (:class:`RequestRecord`): when the request was dispatched and when its result arrived.

From these, per generation (:func:`coordination_summary`), with the generation's wall time ``T``
measured by the runner (``es.gen_time_s``):

- the slowest worker's busy span ``B``: per wave, the largest sum of one worker's rollout seconds,
  summed over the waves (a worker is a process: a replacement is another worker);
- coordination time ``T - B``: everything that is not the slowest worker's own work (the broadcast,
  dispatching, collecting, gathering, the update, the driver's loop); its share ``(T - B) / T``, and
  coordination efficiency ``1 - share``;
- dispatch latency (worker received - driver dispatched) and collection latency (driver arrived -
  worker sent): median and largest over the generation's requests;
- straggler wait: per wave, the slowest worker's busy span less the median worker's, summed over the
  waves: the wait caused by the workers themselves (uneven work or a slow core), not by coordination;
- on the emulated env, fidelity: how far each worker's rollouts ran over their steps' set cost
  (``busy_s / emulated_s - 1``), median and 95th percentile over the workers. More than
  :data:`FIDELITY_LIMIT` means the host is too busy for that many emulated workers: the emulated
  steps no longer cost what they were set to, so a time measured against the ideal is the host's,
  while coordination (from the stamps) still measures the ES.

Coordination efficiency does not depend on how fast the workers are, since a slower worker's own
time is in ``B``: so it measures what it names on a busy host too. Wall times (``time.time``) of
two processes are compared only for the two latencies: on one machine they share a clock; across
machines they differ by the clocks' offset (NTP keeps it near a millisecond), and a negative
latency is reported as 0. The stamps (a few floats per request) travel beside the result and are
not counted in the traffic metrics, which count what the ES itself sends.
"""

from __future__ import annotations

import dataclasses
import os
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import numpy as np

from esbench.core.es_names import (
    COLLECTION_LATENCY,
    COLLECTION_LATENCY_MAX,
    COORDINATION_EFFICIENCY,
    COORDINATION_SHARE,
    COORDINATION_TIME,
    DISPATCH_LATENCY,
    DISPATCH_LATENCY_MAX,
    EMULATED_OVERRUN_MEDIAN,
    EMULATED_OVERRUN_P95,
    FIDELITY_LIMIT,
    SLOWEST_WORKER_BUSY,
    STRAGGLER_WAIT,
)
from esbench.envs.emulated import booked_seconds

__all__ = ["FIDELITY_LIMIT", "RequestRecord", "WorkerStamps", "coordination_summary", "stamped_call"]


@dataclasses.dataclass(frozen=True, kw_only=True)
class WorkerStamps:
    """A worker's stamps of one request (wall times: ``time.time()``; durations: monotonic)."""

    received: float
    """When the worker's call began."""
    rollout_start: float
    """When its rollouts began."""
    rollout_end: float
    """When its rollouts ended."""
    sent: float
    """When the result, sized, was handed back to be sent."""
    busy_s: float
    """The rollouts' seconds (monotonic clock): the worker's own work for this request."""
    handled_s: float
    """From the call's start to the result sized (monotonic): ``busy_s`` plus sizing the result."""
    emulated_s: float
    """The set cost the emulated env's steps booked during the rollouts (0 on a real env)."""
    pid: int
    """The worker's process id."""


@dataclasses.dataclass(kw_only=True)
class RequestRecord:
    """One request of a generation, stamped by its worker and by the driver."""

    dispatched: float
    """Driver wall time when the request was sent."""
    arrived: float
    """Driver wall time when its result was received."""
    stamps: WorkerStamps
    """The worker's own stamps."""
    wave: int = 0
    """The generation's wave the request belongs to
    (:func:`~esbench.runners.openai_es.generation.run_generation`)."""


def stamped_call(fn: Callable[[Any, Any], Any], task: Any, request: Any, size: Callable[[Any], int]) -> tuple:
    """``fn(task, request)`` on a worker: ``(result, size(result), WorkerStamps)``."""
    received = time.time()
    booked = booked_seconds()
    start, clock = time.time(), time.perf_counter()
    result = fn(task, request)
    busy = time.perf_counter() - clock
    emulated = booked_seconds() - booked
    ended = time.time()
    nbytes = size(result)
    stamps = WorkerStamps(
        received=received,
        rollout_start=start,
        rollout_end=ended,
        sent=time.time(),
        busy_s=busy,
        handled_s=time.perf_counter() - clock,
        emulated_s=emulated,
        pid=os.getpid(),
    )
    return result, nbytes, stamps


def coordination_summary(records: list[RequestRecord], generation_s: float) -> dict[str, float]:
    """The generation's coordination metrics (module docstring); {} without records or wall time."""
    if not records or generation_s <= 0:
        return {}
    waves: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    booked: dict[int, float] = defaultdict(float)
    busy_all: dict[int, float] = defaultdict(float)
    for record in records:
        waves[record.wave][record.stamps.pid] += record.stamps.busy_s
        busy_all[record.stamps.pid] += record.stamps.busy_s
        booked[record.stamps.pid] += record.stamps.emulated_s
    slowest = sum(max(by_worker.values()) for by_worker in waves.values())
    straggling = sum(max(w.values()) - statistics.median(w.values()) for w in waves.values())
    coordination = max(0.0, generation_s - slowest)
    share = coordination / generation_s
    dispatch = [max(0.0, r.stamps.received - r.dispatched) for r in records]
    collection = [max(0.0, r.arrived - r.stamps.sent) for r in records]
    out = {
        COORDINATION_TIME: coordination,
        COORDINATION_SHARE: share,
        COORDINATION_EFFICIENCY: 1.0 - share,
        SLOWEST_WORKER_BUSY: slowest,
        STRAGGLER_WAIT: straggling,
        DISPATCH_LATENCY: statistics.median(dispatch),
        DISPATCH_LATENCY_MAX: max(dispatch),
        COLLECTION_LATENCY: statistics.median(collection),
        COLLECTION_LATENCY_MAX: max(collection),
    }
    overruns = [busy_all[pid] / booked[pid] - 1.0 for pid in booked if booked[pid] > 0]
    if overruns:
        out[EMULATED_OVERRUN_MEDIAN] = float(np.median(overruns))
        out[EMULATED_OVERRUN_P95] = float(np.percentile(overruns, 95))
    return {name: float(value) for name, value in out.items()}
