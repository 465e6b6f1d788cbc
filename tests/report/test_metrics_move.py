"""The report's numbers that the README quotes move with their inputs: steps to the paper's score
(:func:`~esbench.report.published.published_steps_table`) with a curve later in steps, core-minutes
to a score (:func:`~esbench.report.published.compute_table`) with more cores or more minutes.

Hand-made ES runs on HalfCheetah-v5 as in test_published.py: evals every 500k steps over 6M steps,
return = slope * (step - shift) / 1M (0 before ``shift``), slopes 600, 1,000 and 100 for seeds 0-2;
the paper's score is 2,385.79. Unshifted, seeds 0 and 1 first reach it at 4.0M and 2.5M steps, seed 2
never; the seed-mean curve (566.67 per 1M steps) at 4.5M.
"""

from __future__ import annotations

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions
from esbench.report.loader import load_frames
from esbench.report.published import anchors, compute_table, published_steps_table
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

SLOPES = {0: 600.0, 1: 1000.0, 2: 100.0}


def _halfcheetah(root, shift=0, cores=2, s_per_1m=100.0):
    """The three seeds' runs, ``shift`` steps later, ``s_per_1m`` s of training wall-clock per 1M
    steps on ``cores`` cores; the report's data of them."""
    steps = np.arange(0, 13) * 500_000
    for seed, slope in SLOPES.items():
        config = {"suite": "pub", "label": "ES", "algo": "openai_es", "env": "HalfCheetah-v5", "seed": seed,
                  "budget": {"timesteps": int(steps[-1])}, "params": {}}  # fmt: skip
        ret = slope * np.maximum(steps - shift, 0) / 1e6
        metrics = {
            "timesteps": metric(steps, steps),
            "wall_clock_s": metric(steps, steps / 1e6 * s_per_1m),
            "eval.return_mean": metric(steps, ret),
        }
        write_run(root, seed + 1, config=config, run=run_doc(result=float(ret[-1])), metrics=metrics,
                  info={"cores": cores})  # fmt: skip
    return prepare(load_frames([FileRunStore(root)]), ReportOptions())


def test_a_curve_later_in_steps_takes_more_steps_to_the_score(tmp_path):
    # The same curves 1M steps later: each seed, the median, the seed-mean curve and the ratio move by 1M.
    anchor = next(a for a in anchors()["steps_to_score"] if a["env"] == "HalfCheetah")
    early = published_steps_table(_halfcheetah(tmp_path / "early")).iloc[0]
    late = published_steps_table(_halfcheetah(tmp_path / "late", shift=1_000_000)).iloc[0]
    assert (early["median"], early.low, early.mean_curve) == (4_000_000, 2_500_000, 4_500_000)
    assert (late["median"], late.low, late.mean_curve) == (5_000_000, 3_500_000, 5_500_000)
    assert early.reached == late.reached == 2
    assert early.ratio == pytest.approx(4_000_000 / float(anchor["steps"]))
    assert late.ratio == pytest.approx(5_000_000 / float(anchor["steps"]))


def test_core_minutes_grow_with_the_cores_and_with_the_minutes(tmp_path):
    # The seed-mean curve reaches the paper's score at 4.5M steps: 450 s on 2 cores = 15 core-minutes;
    # on 4 cores, or at half the speed on 2 cores, 30; 1M steps later, 550 s on 2 cores.
    def core_minutes(name, **kw):
        t = compute_table(_halfcheetah(tmp_path / name, **kw))
        return t[(t.kind == "esbench") & (t.level == "published")].iloc[0].core_minutes

    assert core_minutes("base") == pytest.approx(15.0)
    assert core_minutes("cores", cores=4) == pytest.approx(30.0)
    assert core_minutes("minutes", s_per_1m=200.0) == pytest.approx(30.0)
    assert core_minutes("later", shift=1_000_000) == pytest.approx(550 * 2 / 60)
