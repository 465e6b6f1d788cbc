"""Names of the ES runner's coordination metrics (``es.*``), shared by the runner that logs them
and the report that reads them (what each means: :mod:`esbench.backends.stamps`)."""

from __future__ import annotations

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
