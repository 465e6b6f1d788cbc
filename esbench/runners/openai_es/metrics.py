"""The ES runner's per-generation ``es.*`` metrics, and where each generation's wall time went.

Time breakdown (seconds, driver wall-clock, each generation that logs a point). The seven parts sum
to ``es.gen_time_s``, the generation's wall time, up to float rounding:

| metric | part of the generation |
|---|---|
| ``es.put_time_s`` | θ and the observation statistics put once (object store; in-process: nothing) |
| ``es.compute_time_s`` | from the first request until the first worker has no request left (all busy) |
| ``es.tail_time_s`` | from then until the last result arrives (waiting for the last worker; others idle) |
| ``es.gather_time_s`` | ordering and concatenating the results, request bookkeeping between waves |
| ``es.obstat_time_s`` | summing the rollouts' observation statistics in pair order |
| ``es.update_time_s`` | the update: ranks, ĝ from the noise indices, the optimizer, the obstat increment |
| ``es.other_time_s`` | the rest of the driver loop (the task, budget accounting, traffic counters) |

Not parts of that sum: ``es.worker_busy_time_s``, the workers' own compute seconds summed over
workers (the parallel work), and ``es.worker_idle_time_s`` = workers x (compute + tail) - busy, the
worker-seconds spent idle or in transit during the rollouts; ``es.episodes_handed_off``, running
episodes a busy worker handed to an idle one, and ``es.handoff_bytes``, what moving them sent
(:mod:`esbench.backends.handoff`). All are wall-clock measurements or follow them: they differ
between identical runs (every other metric is bit-identical for any worker count).

Coordination, from each request's timestamps (what each means and how it is computed:
:mod:`esbench.backends.stamps`; names: :mod:`esbench.core.es_names`): ``es.coordination_time_s``
(the generation's wall time less the slowest worker's own busy span), ``es.coordination_share``,
``es.coordination_efficiency`` (1 - share), ``es.slowest_worker_busy_s``, ``es.straggler_wait_s``,
``es.dispatch_latency_s`` and ``es.collection_latency_s`` (medians over requests; ``*_max_s`` the
largest), and on the emulated env ``es.emulated_overrun_median`` / ``es.emulated_overrun_p95`` (how
far the workers' rollouts ran over their steps' set cost). Wall-clock measurements, like the parts.

Faults (cumulative over the run, a resumed run continuing its checkpoint's counts; :data:`FAULTS`):
``es.requests_reissued``, straggling requests issued again to an idle worker, and
``es.workers_replaced``, workers killed and replaced because they died or played no step for
``worker_timeout_s`` (``es.worker_failures``: those that died). They depend on timing, never θ.
"""

from __future__ import annotations

import numpy as np

from esbench.backends.base import GenerationResult, GenerationTimes
from esbench.backends.stamps import coordination_summary
from esbench.core.es_names import (
    BYTES_FROM_WORKERS,
    BYTES_TO_WORKERS,
    EPISODE_CAP,
    EPISODES_HANDED_OFF,
    GEN_TIME,
    GENERATION,
    GRAD_NORM,
    HANDOFF_BYTES,
    OBS_COUNT,
    PAIRS,
    PARTS,
    POP_RETURN_MAX,
    POP_RETURN_MEAN,
    POP_RETURN_STD,
    REQUESTS_REISSUED,
    STEPS_PER_PAIR,
    THETA_NORM,
    UPDATE_RATIO,
    WORKER_BUSY_TIME,
    WORKER_FAILURES,
    WORKER_IDLE_TIME,
    WORKERS_REPLACED,
    part_metric,
)
from esbench.es.state import ESState
from esbench.es.update import UpdateStats

#: Fault counters: metric name -> the backend's cumulative counter.
FAULTS = {REQUESTS_REISSUED: "requests_reissued", WORKERS_REPLACED: "workers_replaced"}


def time_metrics(times: GenerationTimes, update_s: float, total_s: float) -> dict[str, float]:
    """The breakdown of a generation of ``total_s`` seconds and its coordination (module docstring)."""
    parts = {
        "put": times.put,
        "compute": times.compute,
        "tail": times.tail,
        "gather": times.gather,
        "update": update_s,
        "obstat": times.obstat,
    }
    parts["other"] = total_s - sum(parts.values())
    out = {part_metric(p): float(parts[p]) for p in PARTS}
    out[GEN_TIME] = float(total_s)
    out[WORKER_BUSY_TIME] = float(times.busy)
    out[WORKER_IDLE_TIME] = float(max(0.0, times.workers * (times.compute + times.tail) - times.busy))
    out[EPISODES_HANDED_OFF] = float(times.handoffs)
    out[HANDOFF_BYTES] = float(times.handoff_bytes)
    out.update(coordination_summary(times.records, total_s))
    return out


def generation_metrics(
    state: ESState, result: GenerationResult, stats: UpdateStats, cap_used: int | None, failures: int
) -> dict[str, float]:
    """The deterministic ``es.*`` metrics of a generation just applied to ``state``."""
    returns = result.returns.ravel()
    return {
        GENERATION: float(state.generation),
        PAIRS: float(len(result.returns)),
        STEPS_PER_PAIR: float(result.lengths.sum()) / len(result.returns),
        POP_RETURN_MEAN: float(np.mean(returns)),
        POP_RETURN_MAX: float(np.max(returns)),
        POP_RETURN_STD: float(np.std(returns)),
        GRAD_NORM: stats.grad_norm,
        UPDATE_RATIO: stats.update_ratio,
        THETA_NORM: stats.theta_norm,
        OBS_COUNT: float(state.obstat.count),
        EPISODE_CAP: float(cap_used or 0),
        BYTES_TO_WORKERS: float(result.bytes_to_workers),
        BYTES_FROM_WORKERS: float(result.bytes_from_workers),
        WORKER_FAILURES: float(failures),
    }


def fault_metrics(backend, resumed: dict) -> dict[str, float]:
    """The :data:`FAULTS` counters: ``backend``'s counts plus those a resumed run had (``resumed``)."""
    return {
        name: float(resumed.get(name, 0.0)) + float(getattr(backend, attr)) for name, attr in FAULTS.items()
    }
