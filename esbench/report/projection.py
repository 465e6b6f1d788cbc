"""Where the ES would stop scaling: a per-generation cost model fit on stored runs, projected to 1,440 cores.

A pure function of stored runs (their ``es.*_time_s`` breakdown, :mod:`esbench.runners.es_metrics`).
Per run, the median over its logged generations of each part (the first generations warm workers up).

Model (Amdahl-style, with the request granularity and a per-worker cost), for ``w`` workers,
``n`` pairs and ``d`` parameters::

    T(w) = S(n, d) + p * ceil(n / w) + c * w
    S(n, d) = put * d/d0 + update * (n d)/(n0 d0) + (gather + obstat) * n/n0 + other

- ``S``: the serial part, paid by the driver once per generation whatever the workers: θ broadcast
  (``put``, bytes grow with ``d``), the update (ĝ over ``n`` noise slices of ``d`` values: ``n d``),
  gathering and the observation statistics (per pair), the rest of the loop. Measured at the runs'
  ``n0`` pairs and ``d0`` parameters and scaled linearly: fixed costs scale too, so an upper bound.
- ``p``: one pair's rollouts as seen by the driver; every worker plays ``ceil(n / w)`` pairs at
  most (requests are equal shares), so no gain past ``w = n``. ``p`` is the measured env's and
  policy's: the rollouts of a 1e6-parameter policy would cost more per step.
- ``c``: per-worker cost per generation (dispatching a request, waiting for the slowest worker).
- ``p`` and ``c`` are fitted together by least squares (both kept non-negative) on the rollouts'
  time: ``compute + tail ≈ p ceil(n / w) + c w`` over the runs.

Checked before it is printed: the model is fitted only on runs at 3 or more distinct worker counts
(one count cannot tell ``p`` from ``c``); and when runs above 16 workers exist, the model fitted on
the runs at 16 workers or fewer must predict the largest count's generation time within 15%, else
the report names the failing term (S or the rollouts) and projects nothing. Otherwise the
projection uses the fit on all the runs.

Projected for the reference's 5,000 pairs and 1e6 parameters: T, speed-up T(1)/T(w) and efficiency
speed-up / w at 1,440 workers (and the efficiency with S as measured, unscaled: the other bound,
since small runs' serial parts are mostly fixed costs), the workers where efficiency first drops
below 0.5, the workers that minimise T (past them more workers make a generation slower), and which
term limits scaling there.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping
from typing import Any

import numpy as np
import pandas as pd

from esbench.report.run_values import series

#: The breakdown parts (``es.<part>_time_s``) and the other metrics the model reads.
PARTS = ("put", "compute", "tail", "gather", "update", "obstat", "other")
SERIAL = ("put", "update", "gather", "obstat", "other")
BUSY, PAIRS = "es.worker_busy_time_s", "es.pairs"
#: The paper's cluster and the reference's generation (humanoid.json: 10,000 episodes = 5,000 pairs).
REFERENCE_CORES, REFERENCE_PAIRS, REFERENCE_PARAMS = 1440, 5000, 1_000_000

PROJECTION_COLUMNS = [
    "env", "algo", "labels", "workers_measured", "pairs_measured", "params_measured", "serial_s",
    "pair_s", "per_worker_s", "ref_pairs", "ref_params", "ref_serial_s", "ref_t1_s", "ref_cores",
    "ref_t_s", "ref_speedup", "ref_efficiency", "ref_efficiency_serial_unscaled", "workers_half_efficiency",
    "workers_fastest", "limit", "heldout_workers", "heldout_error", "check", "refused",
]  # fmt: skip


def breakdown_of(metrics: Mapping[str, Any] | None) -> dict[str, float]:
    """A run's median seconds per generation of each part, worker busy seconds and pairs; {} without."""
    out: dict[str, float] = {}
    for name in (*(f"es.{p}_time_s" for p in PARTS), BUSY, PAIRS):
        _, values = series(metrics, name)
        if not len(values):
            return {}
        out[name] = float(np.median(values))
    return out


@dataclasses.dataclass(frozen=True)
class CostModel:
    """Fitted per-generation costs (seconds) at ``pairs`` pairs and ``params`` parameters."""

    serial: dict[str, float]
    """Median of each serial part over the runs: put, update, gather, obstat, other."""
    pair_s: float
    per_worker_s: float
    pairs: float
    params: float

    def serial_at(self, pairs: float, params: float) -> float:
        """S(n, d): the serial part scaled to ``pairs`` and ``params``."""
        s, n, d = self.serial, pairs / self.pairs, params / self.params
        return s["put"] * d + s["update"] * n * d + (s["gather"] + s["obstat"]) * n + s["other"]

    def time(
        self, workers: np.ndarray | float, pairs: float, params: float, scale_serial: bool = True
    ) -> np.ndarray:
        """T(w): a generation's seconds on ``workers`` workers (``scale_serial`` False: S as measured)."""
        w = np.asarray(workers, float)
        serial = self.serial_at(pairs, params) if scale_serial else self.serial_at(self.pairs, self.params)
        return serial + self.pair_s * np.ceil(pairs / w) + self.per_worker_s * w


#: The model has three unknowns (S, p, c): fitted only on runs at this many distinct worker counts.
MIN_WORKER_COUNTS = 3
#: The held-out check fits on runs up to this many workers and predicts the larger counts.
FIT_MAX_WORKERS = 16
#: Largest relative error of the held-out prediction (at the largest held-out count) that allows a projection.
MAX_HELDOUT_ERROR = 0.15


def _rows(runs: pd.DataFrame) -> list[Any]:
    return [r for r in runs.itertuples() if r.breakdown and r.workers > 0 and r.breakdown[PAIRS] > 0]


def cannot_fit(runs: pd.DataFrame) -> str | None:
    """Why :func:`fit` refuses these runs (fewer than :data:`MIN_WORKER_COUNTS` worker counts), or None."""
    counts = sorted({int(r.workers) for r in _rows(runs)})
    if len(counts) >= MIN_WORKER_COUNTS:
        return None
    shown = ", ".join(map(str, counts)) or "none"
    return (
        f"runs at {len(counts)} worker count(s) ({shown}); the model's three unknowns (serial part S, "
        f"pair cost p, per-worker cost c) need runs at {MIN_WORKER_COUNTS} or more distinct worker counts"
    )


def fit(runs: pd.DataFrame) -> CostModel | None:
    """Fit the model on runs with ``workers``, ``num_params`` and a ``breakdown`` dict.

    None unless the runs cover :data:`MIN_WORKER_COUNTS` distinct worker counts (:func:`cannot_fit`):
    one count cannot separate p from c (the old fit printed a scaling limit from one count). S: the
    median serial parts; p and c: least squares of the rollouts' time (compute + tail) on
    ``[ceil(n/w), w]`` over the runs, both kept non-negative.
    """
    if cannot_fit(runs) is not None:
        return None
    rows = _rows(runs)
    serial = {p: float(np.median([r.breakdown[f"es.{p}_time_s"] for r in rows])) for p in SERIAL}
    w = np.array([r.workers for r in rows], float)
    n = np.array([r.breakdown[PAIRS] for r in rows], float)
    rollouts = np.array([r.breakdown["es.compute_time_s"] + r.breakdown["es.tail_time_s"] for r in rows])
    pair_s, per_worker = _nonnegative_lstsq(np.ceil(n / w), w, rollouts)
    pairs = float(np.median(n))
    params = float(np.median([r.num_params for r in rows]))
    return CostModel(serial, pair_s, per_worker, pairs, params if params > 0 else 1.0)


def _nonnegative_lstsq(x1: np.ndarray, x2: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """(a, b) >= 0 minimising ||a x1 + b x2 - y||²: the 2-d non-negative least squares by its cases."""
    a, b = np.linalg.lstsq(np.column_stack([x1, x2]), y, rcond=None)[0]
    if a >= 0 and b >= 0:
        return float(a), float(b)
    candidates = [(max(0.0, float(x1 @ y / (x1 @ x1))), 0.0), (0.0, max(0.0, float(x2 @ y / (x2 @ x2))))]
    return min(candidates, key=lambda ab: float(np.sum((ab[0] * x1 + ab[1] * x2 - y) ** 2)))


def heldout_check(runs: pd.DataFrame, fit_max: int = FIT_MAX_WORKERS) -> dict[str, Any]:
    """Fit on the runs at ``fit_max`` workers or fewer and predict the larger measured counts.

    Returns ``heldout_workers`` (the predicted counts), ``heldout_error`` (relative error of the
    predicted generation time at the largest of them: (predicted - measured) / measured, measured
    being the median sum of the breakdown), ``check`` (what the check found) and ``refuse`` (why the
    projection must not be printed, or None). Without runs above ``fit_max`` nothing is checked.
    """
    rows = _rows(runs)
    big = sorted({int(r.workers) for r in rows if r.workers > fit_max})
    out: dict[str, Any] = {"heldout_workers": ", ".join(map(str, big)), "heldout_error": math.nan}
    if not big:
        return {**out, "check": f"not checked: no run above {fit_max} workers", "refuse": None}
    small = runs[[0 < w <= fit_max for w in runs.workers]]
    why = cannot_fit(small)
    if why is not None:
        reason = f"cannot check on the held-out counts: at {fit_max} workers or fewer, {why}"
        return {**out, "check": reason, "refuse": reason}
    model = fit(small)
    top = [r for r in rows if int(r.workers) == big[-1]]
    n = float(np.median([r.breakdown[PAIRS] for r in top]))
    d = float(np.median([r.num_params for r in top]))
    measured_serial = float(np.median([sum(r.breakdown[f"es.{p}_time_s"] for p in SERIAL) for r in top]))
    measured_rollouts = float(
        np.median([r.breakdown["es.compute_time_s"] + r.breakdown["es.tail_time_s"] for r in top])
    )
    predicted_serial = model.serial_at(n, d)
    predicted_rollouts = model.pair_s * math.ceil(n / big[-1]) + model.per_worker_s * big[-1]
    measured = measured_serial + measured_rollouts
    error = (predicted_serial + predicted_rollouts - measured) / measured
    out["heldout_error"] = error
    where = f"fitted on <= {fit_max} workers, predicted {big[-1]} workers' generation time {error:+.1%} off"
    if abs(error) <= MAX_HELDOUT_ERROR:
        return {**out, "check": f"passed: {where}", "refuse": None}
    serial_off, rollouts_off = predicted_serial - measured_serial, predicted_rollouts - measured_rollouts
    if abs(serial_off) >= abs(rollouts_off):
        term = f"the serial part S (predicted {predicted_serial:.4g} s, measured {measured_serial:.4g} s)"
    else:
        term = (
            f"the rollouts p ceil(n/w) + c w (predicted {predicted_rollouts:.4g} s, measured "
            f"{measured_rollouts:.4g} s)"
        )
    reason = f"the model fails: {where} (more than {MAX_HELDOUT_ERROR:.0%}); the failing term: {term}"
    return {**out, "check": reason, "refuse": reason}


def project(
    model: CostModel,
    cores: int = REFERENCE_CORES,
    pairs: int = REFERENCE_PAIRS,
    params: int = REFERENCE_PARAMS,
) -> dict[str, Any]:
    """The projection at ``cores`` workers for ``pairs`` and ``params`` (see the module docstring)."""
    grid = np.arange(1, max(cores, pairs) + 1, dtype=float)
    times = model.time(grid, pairs, params)
    t1 = float(times[0])
    efficiency = t1 / times / grid
    below = np.flatnonzero(efficiency < 0.5)
    fastest = int(grid[int(np.argmin(times))])
    t = float(times[cores - 1])
    low = model.time(np.array([1.0, cores]), pairs, params, scale_serial=False)
    serial = model.serial_at(pairs, params)
    parallel = model.pair_s * math.ceil(pairs / cores)
    per_worker = model.per_worker_s * cores
    terms = {"the serial part": serial, "the rollouts": parallel, "the per-worker cost": per_worker}
    top = max(terms, key=terms.get)
    if top == "the rollouts":
        limit = f"none yet: the rollouts are {parallel / t:.0%} of a generation at {cores} workers"
    elif top == "the serial part":
        biggest = max(SERIAL, key=lambda p: _scaled(model, p, pairs, params))
        limit = f"the serial part ({serial / t:.0%} at {cores} workers, mostly {biggest}): Amdahl's law"
    else:
        limit = (
            f"the per-worker cost ({per_worker / t:.0%} at {cores} workers): more workers, slower generations"
        )
    return {
        "ref_pairs": pairs,
        "ref_params": params,
        "ref_serial_s": serial,
        "ref_t1_s": t1,
        "ref_cores": cores,
        "ref_t_s": t,
        "ref_speedup": t1 / t,
        "ref_efficiency": t1 / t / cores,
        "ref_efficiency_serial_unscaled": float(low[0] / low[1] / cores),
        "workers_half_efficiency": int(grid[below[0]]) if len(below) else math.nan,
        "workers_fastest": fastest,
        "limit": limit,
    }


def _scaled(model: CostModel, part: str, pairs: float, params: float) -> float:
    n, d = pairs / model.pairs, params / model.params
    factor = {"put": d, "update": n * d, "gather": n, "obstat": n, "other": 1.0}[part]
    return model.serial[part] * factor


def projection_table(data: Any, group_of: Any) -> pd.DataFrame:
    """One row per configuration with an ES time breakdown (runs grouped by env, algo and
    ``group_of(config_json)``, the config without its workers): the fit, the held-out check and
    the projection, or, in ``refused``, why there is none (then every number is NaN)."""
    use = data.usable[np.isfinite(data.usable.workers)].copy()
    use["breakdown"] = [json.loads(t) if t else {} for t in use.es_times_json]
    use = use[[bool(b) for b in use.breakdown]]
    if use.empty:
        return pd.DataFrame(columns=PROJECTION_COLUMNS)
    use["group"] = [group_of(t) for t in use.config_json]
    rows = []
    for (env, algo, _), grp in use.groupby(["env", "algo", "group"], sort=True):
        workers = ", ".join(str(int(w)) for w in sorted(set(grp.workers)))
        row = {
            "env": env,
            "algo": algo,
            "labels": ", ".join(sorted(set(grp.label))),
            "workers_measured": workers,
        }
        check = heldout_check(grp)
        refused = cannot_fit(grp) or check["refuse"]
        row.update(check=check["check"], heldout_workers=check["heldout_workers"],
                   heldout_error=check["heldout_error"], refused=refused or "")  # fmt: skip
        model = None if refused else fit(grp)
        if model is not None:
            row.update({
                "pairs_measured": model.pairs, "params_measured": model.params,
                "serial_s": model.serial_at(model.pairs, model.params), "pair_s": model.pair_s,
                "per_worker_s": model.per_worker_s, **project(model),
            })  # fmt: skip
        rows.append(row)
    return pd.DataFrame(rows, columns=PROJECTION_COLUMNS)
