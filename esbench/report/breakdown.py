"""A run's time breakdown, read from its stored metrics when the run is loaded: the median seconds
per generation of each part of the ES's loop (``es.*_time_s``, names in :mod:`esbench.core.es_names`),
worker busy seconds and pairs, a worker's busy seconds per env step and the coordination metrics
from timestamps. The loader stores it with each run (``es_times_json``); the projection
(:mod:`esbench.report.projection`), the coordination table and the ledger read it from there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from esbench.core.es_names import (
    COORDINATION_METRICS,
    PAIRS,
    PARTS,
    STEPS_PER_PAIR,
    WORKER_BUSY_TIME,
    part_metric,
)
from esbench.report.run_values import series

#: Derived in a run's breakdown: a worker's busy seconds per env step (median over generations).
BUSY_PER_STEP = "busy_per_step_s"


def breakdown_of(metrics: Mapping[str, Any] | None) -> dict[str, float]:
    """A run's median seconds per generation of each part, worker busy seconds and pairs, and its
    coordination metrics (where logged); {} without the parts."""
    out: dict[str, float] = {}
    for name in (*(part_metric(p) for p in PARTS), WORKER_BUSY_TIME, PAIRS):
        _, values = series(metrics, name)
        if not len(values):
            return {}
        out[name] = float(np.median(values))
    _, busy = series(metrics, WORKER_BUSY_TIME)
    _, pairs = series(metrics, PAIRS)
    _, length = series(metrics, STEPS_PER_PAIR)
    if len(busy) == len(pairs) == len(length) and len(busy):  # a worker's seconds per env step
        per_step = [b / (n * s) for b, n, s in zip(busy, pairs, length, strict=True) if n * s > 0]
        if per_step:
            out[BUSY_PER_STEP] = float(np.median(per_step))
    for name in COORDINATION_METRICS:  # from timestamps (esbench.backends.stamps); older runs lack them
        _, values = series(metrics, name)
        if len(values):  # the generations after the first, which warms the workers up
            out[name] = float(np.median(values[1:] if len(values) > 1 else values))
    return out
