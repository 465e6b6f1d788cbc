"""The coordination ledger (esbench.report.ledger): the driver's per-generation terms, fitted on
emulated runs' coordination times, and the worker counts where the driver reaches a share of a
generation. Known answers from hand-made stored runs (tests/report/runfixture.py)."""

from __future__ import annotations

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.core.es_names import COORDINATION_TIME
from esbench.report import ReportOptions
from esbench.report.ledger import DriverCosts, ledger_table, mlp_params, workers_at_share
from esbench.report.loader import load_frames
from esbench.report.projection import CostModel
from esbench.report.published import anchors
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

SERIAL = {"put": 0.001, "update": 0.002, "gather": 0.0005, "obstat": 0.0005, "other": 0.001}


def test_first_worker_count_where_the_driver_takes_a_share():
    model = CostModel(serial={"put": 0.0, "update": 0.0, "gather": 0.0, "obstat": 0.0, "other": 0.01},
                      pair_s=0.0, per_worker_s=0.0, pairs=5000, params=1000)  # fmt: skip
    costs = DriverCosts(model, latency_s=0.0, per_worker_s=1e-4)
    # D(w) = 0.01 + 1e-4 w against ceil(5000 / w) s of rollouts: 1,666 workers still play 4 pairs
    # (4.18 s, 4.2%), 1,667 play 3 (3.18 s, 5.6%): the request granularity decides.
    assert workers_at_share(costs, 0.05, 5000, 1000, pair_s=1.0) == 1667
    idle = DriverCosts(model, latency_s=0.0, per_worker_s=0.0)
    assert workers_at_share(idle, 0.05, 5000, 1000, pair_s=1.0) is None  # 0.01 s never reaches 5% of 1 s
    assert mlp_params(348, 17, (256, 256)) == 159_505 and mlp_params(17, 6, (64, 64)) == 5_702


def _run(store, run_id, env, workers, coordination=None, busy_per_step=None):
    steps = np.arange(1, 5) * 1000
    every = lambda v: metric(steps, np.full(len(steps), float(v)))  # noqa: E731
    metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, steps / 1000.0),
               "eval.return_mean": metric(steps, steps / 100.0), "es.pairs": every(100),
               "es.steps_per_pair": every(2000), "es.compute_time_s": every(1.0),
               "es.tail_time_s": every(0.0),
               **{f"es.{p}_time_s": every(v) for p, v in SERIAL.items()}}  # fmt: skip
    metrics["es.worker_busy_time_s"] = every((busy_per_step or 1e-3) * 100 * 2000)
    if coordination is not None:
        metrics[COORDINATION_TIME] = every(coordination)
        metrics["es.coordination_efficiency"] = every(0.9)
    config = {"suite": "s", "label": "ES", "algo": "openai_es", "env": env, "seed": run_id,
              "budget": {"timesteps": 4000}, "params": {"workers": workers}}  # fmt: skip
    write_run(store, run_id, config=config, run=run_doc(result=1.0), metrics=metrics,
              info={"cores": workers, "num_params": 1000})  # fmt: skip


def test_ledger_fits_latency_and_per_worker_cost_and_prices_both_settings(tmp_path):
    store = tmp_path / "store"
    serial = sum(SERIAL.values())
    for i, w in enumerate((1, 8, 64)):  # coordination = the serial parts + 2 ms + 0.5 ms per worker
        _run(store, i + 1, "esbench/Emulated-v0", w, coordination=serial + 0.002 + 0.0005 * w)
    _run(store, 10, "Humanoid-v5", 2, busy_per_step=3e-4)
    table = ledger_table(prepare(load_frames([FileRunStore(store)]), ReportOptions()))
    humanoid = table[table.setting.str.startswith("Humanoid")].set_index("source")
    cheetah = table[table.setting.str.startswith("HalfCheetah")]
    assert set(cheetah.missing) == {"needs a stored HalfCheetah ES run for its step cost"}
    measured, published = humanoid.loc["measured here"], humanoid.loc["Ray's published costs"]
    assert measured.latency_ms == pytest.approx(2.0) and measured.per_worker_us == pytest.approx(500.0)
    assert measured.step_ms == pytest.approx(0.3) and measured.params == 159_505
    # the update scales with pairs x parameters from the runs' 100 pairs and 1,000 parameters
    assert measured.update_ms == pytest.approx(2.0 * 50 * 159.505)
    ray = anchors()["ray_costs"]
    assert published.per_worker_us == pytest.approx(1e6 / ray["actor_calls_async_per_s"])
    assert published.latency_ms == pytest.approx(1e3 / ray["actor_calls_sync_per_s"])
    assert published.put_ms == pytest.approx(4 * 159_505 / (ray["put_gigabytes_per_s"] * 1e9) * 1e3)
    assert 0 < measured.driver_share_at_1440 < 1 and measured.missing == ""
    assert int(measured.workers_5pct) < int(measured.workers_20pct)
