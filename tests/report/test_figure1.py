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
