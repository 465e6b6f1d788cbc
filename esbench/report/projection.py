"""Where the ES would stop scaling: a per-generation cost model fit on stored runs, projected to 1,440 cores.

A pure function of stored runs (their ``es.*_time_s`` breakdown, :mod:`esbench.runners.openai_es.metrics`).
Per run, the median over its logged generations of each part (the first generations warm workers up).

Model (Amdahl-style, with the request granularity and a per-worker cost), for ``w`` workers,
``n`` pairs and ``d`` parameters::

    T(w) = S(n, d) + p * ceil(n / w) + c * f(w)
    S(n, d) = put * d/d0 + update * (n d)/(n0 d0) + (gather + obstat) * n/n0 + other

- ``S``: the serial part, paid by the driver once per generation whatever the workers: θ broadcast
  (``put``, bytes grow with ``d``), the update (ĝ over ``n`` noise slices of ``d`` values: ``n d``),
  gathering and the observation statistics (per pair), the rest of the loop. Measured at the runs'
  ``n0`` pairs and ``d0`` parameters and scaled linearly: fixed costs scale too, so an upper bound.
- ``p``: one pair's rollouts as seen by the driver; every worker plays ``ceil(n / w)`` pairs at
  most (requests are equal shares), so no gain past ``w = n``. ``p`` is the measured env's and
  policy's: the rollouts of a 1e6-parameter policy would cost more per step.
- ``c f(w)``: the cost of coordinating ``w`` workers per generation (dispatching the requests,
  waiting for the slowest worker), in one of three forms (:data:`FORMS`): ``f(w) = w`` (a cost per
  worker on the driver's critical path), ``log2 w`` (requests or results travelling in a tree) or
  ``1`` (pipelined: a constant wait for the slowest worker).
- ``p`` and ``c`` are fitted together by least squares (both kept non-negative) on the rollouts'
  time: ``compute + tail ≈ p ceil(n / w) + c f(w)`` over the runs.

Checked before it is printed (:func:`heldout_check`): the model is fitted only on runs at 3 or more
distinct worker counts (one count cannot tell ``p`` from ``c``). Each form is fitted on the runs at
``F`` workers or fewer, ``F`` the largest measured count at most 16 and at most a quarter of the
largest measured count, and predicts every larger measured count's generation time. A form may be
extrapolated only if its error at every held-out count up to ``4 F`` is within 15%; of those, the
one with the smallest error there is used, fitted on all the runs. Without runs at ``4 F`` workers
or more, or when no form passes, the report says why, names the failing term (S or the rollouts)
and projects nothing.

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

from esbench.core.es_names import (
    PAIRS,
    SERIAL,
    part_metric,
)

#: The paper's cluster and the reference's generation (humanoid.json: 10,000 episodes = 5,000 pairs).
REFERENCE_CORES, REFERENCE_PAIRS, REFERENCE_PARAMS = 1440, 5000, 1_000_000

PROJECTION_COLUMNS = [
    "env", "algo", "labels", "workers_measured", "pairs_measured", "params_measured", "serial_s",
    "pair_s", "per_worker_s", "ref_pairs", "ref_params", "ref_serial_s", "ref_t1_s", "ref_cores",
    "ref_t_s", "ref_speedup", "ref_efficiency", "ref_efficiency_serial_unscaled", "workers_half_efficiency",
    "workers_fastest", "limit", "form", "heldout_workers", "heldout_errors", "heldout_error", "check",
    "refused",
]  # fmt: skip


@dataclasses.dataclass(frozen=True)
class CostModel:
    """Fitted per-generation costs (seconds) at ``pairs`` pairs and ``params`` parameters."""

    serial: dict[str, float]
    """Median of each serial part over the runs: put, update, gather, obstat, other."""
    pair_s: float
    """p: one pair's rollouts as the driver sees them."""
    per_worker_s: float
    """c: the coordination cost's coefficient (seconds per unit of ``f(w)``)."""
    pairs: float
    """The runs' median pairs ``n0`` (S is scaled from them)."""
    params: float
    """The runs' median parameters ``d0``."""
    form: str = "linear"
    """f(w), a key of :data:`FORMS`."""

    def coordination(self, workers: np.ndarray | float) -> np.ndarray:
        """c f(w): the coordination cost of a generation on ``workers`` workers."""
        return self.per_worker_s * FORMS[self.form](np.asarray(workers, float))

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
        return serial + self.pair_s * np.ceil(pairs / w) + self.coordination(w)


#: The coordination term's forms f(w): a cost per worker, a tree of requests, pipelined requests.
FORMS = {
    "linear": lambda w: w,
    "log": lambda w: np.log2(w),
    "constant": lambda w: np.ones_like(w),
}
#: How the report names each form.
FORM_NAMES = {"linear": "c w (per worker)", "log": "c log2 w (tree)", "constant": "c (pipelined)"}
#: The model has three unknowns (S, p, c): fitted only on runs at this many distinct worker counts.
MIN_WORKER_COUNTS = 3
#: The held-out check fits on runs up to this many workers (at most) and predicts the larger counts.
FIT_MAX_WORKERS = 16
#: A form is extrapolated only if checked on held-out counts up to this many times the fitted ones.
HELDOUT_FACTOR = 4
#: Largest relative error of a held-out prediction that allows a projection.
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


def fit(runs: pd.DataFrame, form: str = "linear") -> CostModel | None:
    """Fit the model with coordination term ``form`` on runs with ``workers``, ``num_params`` and a
    ``breakdown`` dict.

    None unless the runs cover :data:`MIN_WORKER_COUNTS` distinct worker counts (:func:`cannot_fit`):
    one count cannot separate p from c (the old fit printed a scaling limit from one count). S: the
    median serial parts; p and c: least squares of the rollouts' time (compute + tail) on
    ``[ceil(n/w), f(w)]`` over the runs, both kept non-negative.
    """
    if cannot_fit(runs) is not None:
        return None
    rows = _rows(runs)
    serial = {p: float(np.median([r.breakdown[part_metric(p)] for r in rows])) for p in SERIAL}
    w = np.array([r.workers for r in rows], float)
    n = np.array([r.breakdown[PAIRS] for r in rows], float)
    rollouts = np.array([_rollouts_s(r.breakdown) for r in rows])
    pair_s, per_worker = nonnegative_lstsq(np.ceil(n / w), FORMS[form](w), rollouts)
    pairs = float(np.median(n))
    params = float(np.median([r.num_params for r in rows]))
    return CostModel(serial, pair_s, per_worker, pairs, params if params > 0 else 1.0, form)


def _rollouts_s(breakdown: Mapping[str, float]) -> float:
    """A generation's rollout seconds in a run's breakdown: compute and tail."""
    return breakdown[part_metric("compute")] + breakdown[part_metric("tail")]


def nonnegative_lstsq(x1: np.ndarray, x2: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """(a, b) >= 0 minimising ||a x1 + b x2 - y||²: the 2-d non-negative least squares by its cases."""
    a, b = np.linalg.lstsq(np.column_stack([x1, x2]), y, rcond=None)[0]
    if a >= 0 and b >= 0:
        return float(a), float(b)
    candidates = [(max(0.0, float(x1 @ y / (x1 @ x1))), 0.0), (0.0, max(0.0, float(x2 @ y / (x2 @ x2))))]
    return min(candidates, key=lambda ab: float(np.sum((ab[0] * x1 + ab[1] * x2 - y) ** 2)))


def heldout_check(runs: pd.DataFrame, fit_max: int = FIT_MAX_WORKERS) -> dict[str, Any]:
    """Fit each form on the smaller worker counts and predict the larger measured ones.

    ``F`` is the largest measured count at most ``fit_max`` and at most the largest count /
    :data:`HELDOUT_FACTOR`. Returns ``heldout_workers`` (the predicted counts), ``heldout_errors``
    (the chosen form's relative error at each: (predicted - measured) / measured, measured being the
    sum of the breakdown's medians; the worst run at each count), ``heldout_error`` (its largest
    error up to ``4 F``), ``form`` (the form used, "" if none), ``check`` (what the check found) and
    ``refuse`` (why nothing may be projected, or None). See the module docstring for the rule.
    """
    rows = _rows(runs)
    counts = sorted({int(r.workers) for r in rows})
    top = counts[-1] if counts else 0
    fitted = [c for c in counts if c <= min(fit_max, top / HELDOUT_FACTOR)]
    cut = fitted[-1] if fitted else 0
    big = [c for c in counts if c > cut]
    out: dict[str, Any] = {"heldout_workers": ", ".join(map(str, big)), "heldout_error": math.nan,
                           "heldout_errors": "", "form": ""}  # fmt: skip
    small = runs[[0 < w <= cut for w in runs.workers]]  # cut 0: none
    why = cannot_fit(small)
    if why is not None:
        reason = (
            f"not checked: a projection needs a fit on the smaller worker counts (at most {fit_max} "
            f"and at most 1/{HELDOUT_FACTOR} of the largest, {top}) checked on counts up to "
            f"{HELDOUT_FACTOR}x them; fitted on {cut or 'no'} workers or fewer, it has {why}"
        )
        return {**out, "check": reason, "refuse": reason}
    held = [r for r in rows if int(r.workers) > cut]
    gate = {c for c in big if c <= HELDOUT_FACTOR * cut}
    trials = {}
    for candidate in FORMS:
        model = fit(small, candidate)
        assert model is not None  # cannot_fit(small) is None: fit accepts these runs
        trials[candidate] = _errors(model, held)
    worst = {form: max(abs(e[0]) for r, e in zip(held, errs, strict=True) if int(r.workers) in gate)
             for form, errs in trials.items()}  # fmt: skip
    form = min(FORMS, key=lambda f: worst[f])  # ties: the order of FORMS
    errs = trials[form]
    per_count: dict[int, tuple[float, float, float, float, float]] = {}
    for r, e in zip(held, errs, strict=True):
        if abs(e[0]) >= abs(per_count.get(int(r.workers), (0.0,))[0]):
            per_count[int(r.workers)] = e
    shown = ", ".join(f"{c}: {per_count[c][0]:+.1%}" for c in big)
    out.update(heldout_errors=shown, heldout_error=max((per_count[c][0] for c in gate), key=abs))
    where = (
        f"c f(w) = {FORM_NAMES[form]} fitted on <= {cut} workers predicts {shown} (generation time; "
        f"checked up to {HELDOUT_FACTOR * cut} workers)"
    )
    if worst[form] <= MAX_HELDOUT_ERROR:
        return {**out, "form": form, "check": f"passed: {where}", "refuse": None}
    _, serial_off, rollouts_off, measured_serial, measured_rollouts = max(
        (per_count[c] for c in gate), key=lambda e: abs(e[0])
    )
    if abs(serial_off) >= abs(rollouts_off):
        term = f"the serial part S (measured {measured_serial:.4g} s, off by {serial_off:+.4g} s)"
    else:
        term = (
            f"the rollouts p ceil(n/w) + c f(w) (measured {measured_rollouts:.4g} s, "
            f"off by {rollouts_off:+.4g} s)"
        )
    reason = (
        f"the model fails: no form of c f(w) predicts within {MAX_HELDOUT_ERROR:.0%}; the closest, "
        f"{where}; the failing term: {term}"
    )
    return {**out, "check": reason, "refuse": reason}


def _errors(model: CostModel, held: list[Any]) -> list[tuple[float, float, float, float, float]]:
    """Per held-out run: (relative error, serial and rollouts offsets, measured serial and rollouts)."""
    out = []
    for r in held:
        n, w = r.breakdown[PAIRS], float(r.workers)
        measured_serial = sum(r.breakdown[part_metric(p)] for p in SERIAL)
        measured_rollouts = _rollouts_s(r.breakdown)
        predicted_serial = model.serial_at(n, r.num_params)
        predicted_rollouts = model.pair_s * math.ceil(n / w) + float(model.coordination(w))
        measured = measured_serial + measured_rollouts
        error = (predicted_serial + predicted_rollouts - measured) / measured
        out.append((error, predicted_serial - measured_serial, predicted_rollouts - measured_rollouts,
                    measured_serial, measured_rollouts))  # fmt: skip
    return out


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
    per_worker = float(model.coordination(cores))
    terms = {"the serial part": serial, "the rollouts": parallel, "the coordination cost": per_worker}
    top = max(terms, key=terms.__getitem__)
    if top == "the rollouts":
        limit = f"none yet: the rollouts are {parallel / t:.0%} of a generation at {cores} workers"
    elif top == "the serial part":
        biggest = max(SERIAL, key=lambda p: _scaled(model, p, pairs, params))
        limit = f"the serial part ({serial / t:.0%} at {cores} workers, mostly {biggest}): Amdahl's law"
    else:
        limit = (
            f"the coordination cost {FORM_NAMES[model.form]} ({per_worker / t:.0%} at {cores} workers)"
            + (": more workers, slower generations" if model.form == "linear" else "")
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
                   heldout_errors=check["heldout_errors"], heldout_error=check["heldout_error"],
                   form=FORM_NAMES.get(check["form"], ""), refused=refused or "")  # fmt: skip
        model = None if refused else fit(grp, check["form"])
        if model is not None:
            row.update({
                "pairs_measured": model.pairs, "params_measured": model.params,
                "serial_s": model.serial_at(model.pairs, model.params), "pair_s": model.pair_s,
                "per_worker_s": model.per_worker_s, **project(model),
            })  # fmt: skip
        rows.append(row)
    return pd.DataFrame(rows, columns=PROJECTION_COLUMNS)
