"""Names of the ES runner's metrics (``es.*``), written once: the runner that logs them
(:mod:`esbench.runners.openai_es.metrics`) and the report that reads them import them from here. What the
time breakdown and the counters mean: :mod:`esbench.runners.openai_es.metrics`; the coordination metrics:
:mod:`esbench.backends.stamps`."""

from __future__ import annotations

#: The generation count (0 at the start; one per update).
GENERATION = "es.generation"
#: Mirrored pairs played in the generation.
PAIRS = "es.pairs"
#: Env steps per pair in the generation (both episodes).
STEPS_PER_PAIR = "es.steps_per_pair"
#: The population's returns: mean, largest and standard deviation.
POP_RETURN_MEAN, POP_RETURN_MAX, POP_RETURN_STD = (
    "es.pop_return_mean",
    "es.pop_return_max",
    "es.pop_return_std",
)
#: The update's gradient norm, update / θ norm ratio and θ's norm.
GRAD_NORM, UPDATE_RATIO, THETA_NORM = "es.grad_norm", "es.update_ratio", "es.theta_norm"
#: Observations counted by the observation statistics.
OBS_COUNT = "es.obs_count"
#: The episode cap used in the generation (0: the env's own time limit).
EPISODE_CAP = "es.episode_cap"
#: Bytes the driver sent to and received from the workers in the generation.
BYTES_TO_WORKERS, BYTES_FROM_WORKERS = "es.bytes_to_workers", "es.bytes_from_workers"
#: Workers that died so far.
WORKER_FAILURES = "es.worker_failures"
#: Fault counters (cumulative): straggling requests issued again; workers killed and replaced.
REQUESTS_REISSUED, WORKERS_REPLACED = "es.requests_reissued", "es.workers_replaced"
#: The fault counters and what each counts, in words.
FAULT_COUNTERS = {REQUESTS_REISSUED: "requests reissued", WORKERS_REPLACED: "workers replaced"}

#: The parts of a generation's wall time, in order; metric :func:`part_metric` (they sum to GEN_TIME).
PARTS = ("put", "compute", "tail", "gather", "update", "obstat", "other")
#: The driver's serial parts (the rest is the rollouts: compute and tail).
SERIAL = ("put", "update", "gather", "obstat", "other")
#: The generation's wall time, the sum of the parts.
GEN_TIME = "es.gen_time_s"
#: The workers' own compute seconds, summed over workers; and the worker-seconds idle or in transit.
WORKER_BUSY_TIME, WORKER_IDLE_TIME = "es.worker_busy_time_s", "es.worker_idle_time_s"
#: Running episodes handed from a busy worker to an idle one in the generation, and the bytes that
#: moved them (:mod:`esbench.backends.handoff`): timing decides them, never θ.
EPISODES_HANDED_OFF, HANDOFF_BYTES = "es.episodes_handed_off", "es.handoff_bytes"


def part_metric(part: str) -> str:
    """The metric name of one part of :data:`PARTS`: ``es.<part>_time_s``."""
    return f"es.{part}_time_s"


#: A generation's wall time less the slowest worker's own busy span (seconds).
COORDINATION_TIME = "es.coordination_time_s"
#: Coordination time / the generation's wall time.
COORDINATION_SHARE = "es.coordination_share"
#: 1 - coordination share.
COORDINATION_EFFICIENCY = "es.coordination_efficiency"
#: The slowest worker's own rollout seconds in the generation (summed over waves).
SLOWEST_WORKER_BUSY = "es.slowest_worker_busy_s"
#: The slowest worker's busy span less the median worker's (the workers' own imbalance).
STRAGGLER_WAIT = "es.straggler_wait_s"
#: Worker received - driver dispatched, median over the generation's requests.
DISPATCH_LATENCY = "es.dispatch_latency_s"
#: ... and the largest.
DISPATCH_LATENCY_MAX = "es.dispatch_latency_max_s"
#: Driver arrived - worker sent, median over the generation's requests.
COLLECTION_LATENCY = "es.collection_latency_s"
#: ... and the largest.
COLLECTION_LATENCY_MAX = "es.collection_latency_max_s"
#: On the emulated env: how far the workers' rollouts ran over their steps' set cost, median over workers.
EMULATED_OVERRUN_MEDIAN = "es.emulated_overrun_median"
#: ... and the 95th percentile over workers.
EMULATED_OVERRUN_P95 = "es.emulated_overrun_p95"

#: Emulated steps more than this share over their set cost (95th percentile over workers): the host is
#: too busy for that many emulated workers (poor fidelity).
FIDELITY_LIMIT = 0.10

#: Every coordination metric, in the order tables show them.
COORDINATION_METRICS = (
    COORDINATION_EFFICIENCY,
    COORDINATION_SHARE,
    COORDINATION_TIME,
    SLOWEST_WORKER_BUSY,
    STRAGGLER_WAIT,
    DISPATCH_LATENCY,
    DISPATCH_LATENCY_MAX,
    COLLECTION_LATENCY,
    COLLECTION_LATENCY_MAX,
    EMULATED_OVERRUN_MEDIAN,
    EMULATED_OVERRUN_P95,
)

#: The coordination metrics that are ratios of times (the rest end in ``_s``): like every time, they
#: differ between identical runs (:func:`esbench.testing.is_timing`).
TIMING_RATIOS = frozenset(
    {COORDINATION_SHARE, COORDINATION_EFFICIENCY, EMULATED_OVERRUN_MEDIAN, EMULATED_OVERRUN_P95}
)
#: Counts that timing decides (which worker runs out of work first): they differ between identical
#: runs too, though they are not times.
TIMING_COUNTS = frozenset({EPISODES_HANDED_OFF, HANDOFF_BYTES})
