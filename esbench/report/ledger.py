"""The per-generation coordination ledger: what a generation costs the ES's driver, as a function of
the workers ``w``, the pairs ``n`` and the parameters ``d``, and where the driver alone takes 5% and
20% of a generation.

A pure function of stored runs and of Ray's published per-call costs (``published.yaml``,
``ray_costs``, each with its source). The driver's part of a generation::

    D(w, n, d) = put(d) + update(n, d) + (gather + obstat)(n) + other + latency + per_worker x w

- ``put``, ``update``, ``gather``, ``obstat``, ``other``: the serial parts of the emulated runs'
  breakdown, scaled as the projection scales them (:meth:`esbench.report.projection.CostModel.serial_at`:
  θ's bytes with ``d``, the update with ``n d``, gathering with ``n``; an upper bound, since fixed
  costs are scaled too);
- ``latency + per_worker x w``: the rest of the coordination time measured from timestamps
  (:mod:`esbench.backends.stamps`: a generation's wall time less its slowest worker's busy span, less
  the serial parts), fitted by least squares (both non-negative) against ``w`` over the emulated runs:
  the driver's cost per request (dispatch and collection, done one after the other) and a round trip.

Two sources for the terms that Ray pays: **measured here** (as above) and **Ray's published costs**:
``put`` at the object store's published put throughput (one copy per node), ``per_worker`` the
inverse of the published rate of asynchronous actor calls from one driver, ``latency`` one
synchronous actor call's round trip; the driver's numpy parts (update, gather, obstat, other) are
the measured ones in both.

A generation is ``T(w) = D(w, n, d) + p ceil(n / w)``, with ``p`` one pair's rollouts: 2 episodes x
1,000 steps x the env's seconds per step measured here (stored ES runs' worker busy seconds per env
step). The driver's share is ``D / T``; :func:`workers_at_share` finds the first ``w`` where it
reaches a share. Settings: the paper's Humanoid (its 5,000 pairs, a 2x256 policy) and HalfCheetah
with the paper's 2x64 MuJoCo policy and, as an assumption (the paper gives no MuJoCo population
other than Humanoid's), the same 5,000 pairs.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
from typing import Any, TypedDict

import numpy as np
import pandas as pd

from esbench.core.es_names import COORDINATION_TIME, PAIRS, SERIAL, part_metric
from esbench.report.aggregates import run_kind
from esbench.report.breakdown import BUSY_PER_STEP
from esbench.report.families import ES
from esbench.report.projection import CostModel, nonnegative_lstsq
from esbench.report.published import anchors, env_family

#: The shares of a generation the ledger finds the worker counts for.
SHARES = (0.05, 0.20)


class Setting(TypedDict):
    """A ledger setting: env family, observation and action sizes (v5), hidden sizes, pairs, episode steps."""

    env: str
    obs: int
    act: int
    hidden: tuple[int, ...]
    pairs: int
    episode_steps: int


#: The settings the ledger prices.
SETTINGS: tuple[Setting, ...] = (
    {"env": "Humanoid", "obs": 348, "act": 17, "hidden": (256, 256), "pairs": 5000, "episode_steps": 1000},
    {"env": "HalfCheetah", "obs": 17, "act": 6, "hidden": (64, 64), "pairs": 5000, "episode_steps": 1000},
)
COLUMNS = ["setting", "source", "params", "step_ms", "put_ms", "update_ms", "gather_obstat_ms", "other_ms",
           "latency_ms", "per_worker_us", "driver_s_at_1440", "gen_s_at_1440", "driver_share_at_1440",
           "workers_5pct", "workers_20pct", "missing"]  # fmt: skip


@dataclasses.dataclass(frozen=True)
class DriverCosts:
    """A generation's driver costs at ``pairs`` pairs and ``params`` parameters (module docstring)."""

    serial: CostModel
    """The serial parts (its ``serial_at`` scales them); its p and c are not used here."""
    latency_s: float
    """Once per generation: a round trip."""
    per_worker_s: float
    """Per worker per generation: dispatching and collecting one request."""
    put_bytes_per_s: float | None = None
    """Published: θ's put throughput (bytes/s); None: the measured put, scaled."""

    def parts(self, workers: float, pairs: float, params: float) -> dict[str, float]:
        """Each term of D(w, n, d) in seconds."""
        n, d = pairs / self.serial.pairs, params / self.serial.params
        s = self.serial.serial
        put = s["put"] * d if self.put_bytes_per_s is None else 4.0 * params / self.put_bytes_per_s
        return {"put": put, "update": s["update"] * n * d, "gather_obstat": (s["gather"] + s["obstat"]) * n,
                "other": s["other"], "latency": self.latency_s,
                "per_worker": self.per_worker_s * workers}  # fmt: skip

    def driver_s(self, workers: float, pairs: float, params: float) -> float:
        """D(w, n, d)."""
        return float(sum(self.parts(workers, pairs, params).values()))


def mlp_params(obs: int, act: int, hidden: tuple[int, ...]) -> int:
    """Weights and biases of an MLP ``obs -> hidden... -> act``."""
    return int(sum(a * b + b for a, b in itertools.pairwise([obs, *hidden, act])))


def workers_at_share(costs: DriverCosts, share: float, pairs: int, params: int, pair_s: float) -> int | None:
    """The first worker count (up to ``pairs``) where the driver takes ``share`` of a generation; None
    if it never does (a worker per pair still leaves the driver less)."""
    w = np.arange(1, pairs + 1, dtype=float)
    driver = costs.driver_s(0, pairs, params) + costs.per_worker_s * w
    total = driver + pair_s * np.ceil(pairs / w)
    hit = np.nonzero(driver / total >= share)[0]
    return int(w[hit[0]]) if len(hit) else None


def measured_costs(data: Any) -> DriverCosts | None:
    """The ledger's measured terms from the stored emulated ES runs with coordination metrics; None
    without at least two worker counts of them."""
    use = data.usable[(data.usable.family == ES) & np.isfinite(data.usable.workers)] if len(
        data.usable) else data.usable  # fmt: skip
    rows = []
    for r in use.itertuples() if len(use) else ():
        b = json.loads(r.es_times_json or "{}")
        if run_kind(r.env) == "emulated" and COORDINATION_TIME in b:
            serial = {p: b[part_metric(p)] for p in SERIAL}
            rows.append((float(r.workers), b[COORDINATION_TIME] - sum(serial.values()), serial,
                         b[PAIRS], float(r.num_params)))  # fmt: skip
    if len({w for w, *_ in rows}) < 2:
        return None
    w = np.array([r[0] for r in rows])
    transit = np.maximum(np.array([r[1] for r in rows]), 0.0)
    latency, per_worker = nonnegative_lstsq(np.ones_like(w), w, transit)
    serial = {p: float(np.median([r[2][p] for r in rows])) for p in SERIAL}
    pairs, params = float(np.median([r[3] for r in rows])), float(np.median([r[4] for r in rows]))
    model = CostModel(serial=serial, pair_s=0.0, per_worker_s=0.0, pairs=pairs, params=params)
    return DriverCosts(model, latency, per_worker)


def published_costs(measured: DriverCosts) -> DriverCosts:
    """The measured costs with Ray's published per-call costs for what Ray does (module docstring)."""
    ray = anchors()["ray_costs"]
    return dataclasses.replace(
        measured,
        latency_s=1.0 / float(ray["actor_calls_sync_per_s"]),
        per_worker_s=1.0 / float(ray["actor_calls_async_per_s"]),
        put_bytes_per_s=float(ray["put_gigabytes_per_s"]) * 1e9,
    )


def step_seconds(data: Any, family: str) -> float | None:
    """A worker's seconds per env step on ``family`` (the median over its stored ES runs)."""
    use = data.usable
    if use.empty:
        return None
    runs = use[(use.family == ES) & np.array([env_family(e) == family for e in use.env], bool)]
    values = [json.loads(r.es_times_json or "{}").get(BUSY_PER_STEP) for r in runs.itertuples()]
    values = [float(v) for v in values if v]
    return float(np.median(values)) if values else None


def ledger_table(data: Any) -> pd.DataFrame:
    """Per setting and source, the driver's terms, its share at 1,440 workers and the worker counts
    where it reaches 5% and 20% of a generation; ``missing`` says what a row lacks (then NaN)."""
    measured = measured_costs(data)
    rows = []
    for setting in SETTINGS:
        params, pairs = mlp_params(setting["obs"], setting["act"], setting["hidden"]), setting["pairs"]
        hidden = "x".join(map(str, setting["hidden"]))
        name = f"{setting['env']}: {pairs:,} pairs, {hidden} ({params:,} parameters)"
        step = step_seconds(data, setting["env"])
        for source in ("measured here", "Ray's published costs"):
            row: dict[str, Any] = {"setting": name, "source": source, "params": params}
            if measured is None or step is None:
                needs = []
                if measured is None:
                    needs.append("emulated ES runs with coordination metrics at 2 or more worker counts")
                if step is None:
                    needs.append(f"a stored {setting['env']} ES run for its step cost")
                rows.append(row | {"missing": "needs " + " and ".join(needs)})
                continue
            costs = measured if source == "measured here" else published_costs(measured)
            pair_s = 2.0 * setting["episode_steps"] * step
            parts = costs.parts(1440, pairs, params)
            driver = costs.driver_s(1440, pairs, params)
            gen = driver + pair_s * math.ceil(pairs / 1440)
            row.update(step_ms=step * 1e3, put_ms=parts["put"] * 1e3, update_ms=parts["update"] * 1e3,
                       gather_obstat_ms=parts["gather_obstat"] * 1e3, other_ms=parts["other"] * 1e3,
                       latency_ms=costs.latency_s * 1e3, per_worker_us=costs.per_worker_s * 1e6,
                       driver_s_at_1440=driver, gen_s_at_1440=gen, driver_share_at_1440=driver / gen,
                       missing="")  # fmt: skip
            for share, column in zip(SHARES, ("workers_5pct", "workers_20pct"), strict=True):
                found = workers_at_share(costs, share, pairs, params, pair_s)
                row[column] = found if found is not None else f"never (up to {pairs:,})"
            rows.append(row)
    return pd.DataFrame(rows, columns=COLUMNS)
