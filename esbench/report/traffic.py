"""A stored run's traffic with its workers (the ES's, Nevergrad's, the GA's: any family that logs
``<prefix>.bytes_*``): transport, generations, total bytes.

Written by the runners (``esbench/runners/traffic.py``) as run-info totals and cumulative metrics;
older runs are read from what they logged, and a total that cannot be known is NaN, never a guess.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

import numpy as np

from esbench.core.es_names import BYTES_FROM_WORKERS, BYTES_TO_WORKERS, GENERATION
from esbench.report.run_values import last, number, series

#: The ``transport`` of runs whose rollouts ran in the driver's process (``backend: serial``).
IN_PROCESS = "in-process"
#: A family's traffic metric (``es.bytes_to_workers``, ``ng.bytes_from_workers_total``, ``ga.bytes_...``):
#: its prefix names the family's counters, whichever family logged them (runners/traffic.py).
TRAFFIC_METRIC = re.compile(r"([a-z][a-z0-9_]*)\.bytes_(?:to|from)_workers")
#: Run-info keys of a run's traffic totals (the ES and Nevergrad runners, ``runners/traffic.py``).
TO_TOTAL, FROM_TOTAL, GENERATIONS = "bytes_to_workers_total", "bytes_from_workers_total", "generations"


def _transport(info: Mapping[str, Any], params: Mapping[str, Any]) -> str:
    """The run's stored ``transport``; for older runs from ``params.backend``; "" when unknown."""
    if isinstance(info.get("transport"), str):
        return info["transport"]
    return {"serial": IN_PROCESS, "ray": "ray"}.get(str(params.get("backend")), "")


def run_traffic(
    metrics: Mapping[str, Any] | None, info: Mapping[str, Any], params: Mapping[str, Any]
) -> tuple[str, str, float, float]:
    """(prefix, transport, generations, total bytes to + from workers) of an ES (``es``), Nevergrad
    (``ng``) or GA (``ga``) run, or any whose metrics carry ``<prefix>.bytes_*``
    (:data:`TRAFFIC_METRIC`); ("", "", nan, nan) for a run that recorded no traffic. NaN where unknown.

    From the run info's totals; else the last point of the cumulative ``<prefix>.bytes_*_total`` and
    ``<prefix>.generations`` metrics, whatever the logging cadence. Older runs: Nevergrad's
    ``ng.bytes_*`` were running totals (last point) and its generations CMA populations (candidates /
    popsize, rounded up); the ES's ``es.bytes_*`` were per generation, so their sum is the total only
    when every generation logged a point (as many points as ``es.generation``'s last value), else
    unknown.
    An in-process run (``transport`` "in-process") sent nothing: 0 bytes.
    """
    names = metrics.keys() if isinstance(metrics, Mapping) else ()
    found = sorted({m.group(1) for n in names if (m := TRAFFIC_METRIC.match(str(n)))})
    prefix = found[0] if found else ""
    if not prefix:
        return "", "", math.nan, math.nan
    transport = _transport(info, params)
    if GENERATIONS in info:
        gens, total = number(info.get(GENERATIONS)), number(info.get(TO_TOTAL)) + number(info.get(FROM_TOTAL))
    elif f"{prefix}.{TO_TOTAL}" in names:
        gens = last(metrics, f"{prefix}.{GENERATIONS}")
        total = last(metrics, f"{prefix}.{TO_TOTAL}") + last(metrics, f"{prefix}.{FROM_TOTAL}")
    elif prefix == "ng":
        popsize = number(info.get("popsize"))
        gens = float(np.ceil(last(metrics, "ng.candidates") / popsize)) if popsize > 0 else math.nan
        total = last(metrics, "ng.bytes_to_workers") + last(metrics, "ng.bytes_from_workers")
    else:
        gens = last(metrics, GENERATION)
        _, to_w = series(metrics, BYTES_TO_WORKERS)
        _, from_w = series(metrics, BYTES_FROM_WORKERS)
        every = len(to_w) == len(from_w) == gens
        total = float(to_w.sum() + from_w.sum()) if every else math.nan
    return prefix, transport, gens, 0.0 if transport == IN_PROCESS else total
