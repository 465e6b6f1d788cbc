"""The projection held against the paper's Figure 1 (esbench/report/figure1.py), on a known model.

With S = 0.4 s, c = 0.5 ms per worker (f(w) = w) and Humanoid's step at 0.1 ms (a pair: 2 x 1,000
steps = 0.2 s), the paper's 5,000 pairs give T(18) = 0.4 + 278 x 0.2 + 0.009 = 56.0 s and T(1440) =
0.4 + 4 x 0.2 + 0.72 = 1.92 s: 29.2x against the paper's 65.7x, off by more than 25%, and the
coordination cost (0.72 s, 38% of a generation at 1,440 workers) is named as responsible.
"""

from __future__ import annotations

import pytest

from esbench.report.figure1 import compare, comparison_frame, humanoid_params, paper_figure1
from esbench.report.projection import CostModel

SERIAL = {"put": 0.0, "update": 0.0, "gather": 0.0, "obstat": 0.0, "other": 0.4}


def model(per_worker_s: float) -> CostModel:
    return CostModel(SERIAL, pair_s=99.0, per_worker_s=per_worker_s, pairs=1000, params=1000, form="linear")


def test_paper_anchor_and_policy_size():
    fig = paper_figure1()
    assert fig["cores"] == [18, 1440] and fig["minutes"] == [657, 10] and fig["pairs"] == 5000
    assert humanoid_params() == (348 * 256 + 256) + (256 * 256 + 256) + (256 * 17 + 17)


def test_disagreement_names_the_coordination_term():
    r = compare(model(0.0005), step_s=1e-4)
    assert r["paper_speedup"] == pytest.approx(65.7)
    assert r["t_low_s"] == pytest.approx(0.4 + 278 * 0.2 + 0.009)
    assert r["t_high_s"] == pytest.approx(0.4 + 4 * 0.2 + 0.72)
    assert r["predicted_speedup"] == pytest.approx(r["t_low_s"] / r["t_high_s"])
    assert r["granularity_speedup"] == pytest.approx(278 / 4)
    assert r["error"] < -0.25 and r["responsible"].startswith("the coordination cost c f(w): 0.72 s")


def test_agreement_names_nothing_and_the_rollouts_alone_give_the_granularity_ratio():
    agree = compare(model(0.0), step_s=1e-3)  # rollouts dominate: about granularity's 69.5x
    assert abs(agree["error"]) <= 0.25 and agree["responsible"] == ""
    assert "cores ratio" in comparison_frame(agree).columns
    too_fast = compare(CostModel({**SERIAL, "other": 0.0}, 1.0, 0.0, 1000, 1000, "constant"), step_s=1.0)
    assert too_fast["predicted_speedup"] == pytest.approx(69.5)
    assert abs(too_fast["error"]) < 0.25  # 69.5 / 65.7 - 1 = +5.8%: within


# -- in the report: emulated runs fit the model, a Humanoid run gives the step cost ------------------

EMULATED_SERIAL = {"put": 0.01, "update": 0.0004, "gather": 0.02, "obstat": 0.005, "other": 0.015}


def _es_run(root, run_id, env, workers, values):
    import numpy as np
    from runfixture import make_run, metric, write_run

    docs = make_run("ES", "EnvA-v0", 0, workers=workers)
    docs["config"].update(env=env, label=f"ES-{workers}w", suite="fig1")
    gens = docs["metrics"]["es.generation"]["steps"]
    for name, value in values.items():
        docs["metrics"][name] = metric(gens, np.full(len(gens), value))
    write_run(root, run_id, **docs)


def test_report_holds_the_model_against_figure_1(tmp_path):
    import math

    from esbench.report import ReportOptions, build_report, load_frames
    from esbench.report.aggregates import projection_group
    from esbench.report.figure1 import figure1_table
    from esbench.report.tables import prepare
    from esbench.stores.file_store import FileRunStore

    root = tmp_path / "store"
    for i, w in enumerate((1, 2, 4, 8, 16, 64), start=1):  # S0 = 0.0504 s, p = 0.01 s, c = 0.001 s w
        rollouts = 0.01 * math.ceil(100 / w) + 0.001 * w
        parts = {f"es.{p}_time_s": v for p, v in EMULATED_SERIAL.items()}
        parts.update({"es.compute_time_s": rollouts, "es.tail_time_s": 0.0, "es.worker_busy_time_s": 1.0})
        _es_run(root, i, "esbench/Emulated-v0", w, {**parts, "es.pairs": 100, "es.steps_per_pair": 20})
    data = prepare(load_frames([FileRunStore(root)]), ReportOptions())
    missing = figure1_table(data, projection_group).iloc[0]
    assert missing.missing == "needs a Humanoid ES run for Humanoid's step cost (esbench run humanoid)"
    # a Humanoid run: 10 busy seconds for 50 pairs of 200 steps: 1 ms per step
    parts = {f"es.{p}_time_s": 0.1 for p in (*EMULATED_SERIAL, "compute", "tail")}
    _es_run(root, 7, "Humanoid-v5", 2,
            {**parts, "es.worker_busy_time_s": 10.0, "es.pairs": 50, "es.steps_per_pair": 200})  # fmt: skip
    data = prepare(load_frames([FileRunStore(root)]), ReportOptions())
    row = figure1_table(data, projection_group).iloc[0]
    assert row.missing == "" and row.step_s == pytest.approx(1e-3) and row.pair_s == pytest.approx(2.0)
    d = humanoid_params() / 4000
    serial = 0.01 * d + 0.0004 * 50 * d + 0.025 * 50 + 0.015
    t18, t1440 = serial + 2.0 * 278 + 0.018, serial + 2.0 * 4 + 1.44
    assert row.predicted_speedup == pytest.approx(t18 / t1440)
    assert row.responsible.startswith("the serial part S")  # 2.46 s beats c w = 1.44 s at 1,440
    build_report([FileRunStore(root)], tmp_path / "out", ReportOptions())
    html = (tmp_path / "out" / "report.html").read_text()
    assert "Held against a real measurement" in html and "Figure 1 (median time to 6,000 on Humanoid" in html
    assert "65.7x" in html and f"{t18 / t1440:.1f}x" in html
