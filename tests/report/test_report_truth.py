"""Every number of the communication, appendix and time-to-reach tables is the stored runs' own.

Hand-written runs with known answers:

- communication: an ES run that stored its totals in ``info`` and logged 5 points for 25 generations;
  one with only the cumulative ``es.*_total`` metrics (same cadence); an older run with 5 of its 25
  per-generation points (total unknown, not a sum of 5); a serial CMA-ES run (in-process: 0 bytes,
  although its ``ng.bytes_*`` running totals measured the messages) and an older serial one;
- appendix: params against the runner's defaults stored with the run (``info.params_defaults``);
- time to reach: a reference whose second seed has no wall-clock metric, so its curve over
  wall-clock differs from its curve over steps; both tables still share the targets from steps.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions
from esbench.report.aggregates import communication_table
from esbench.report.loader import load_frames
from esbench.report.tables import appendix_table, prepare
from esbench.report.time_to_reach import efficiency_table
from esbench.stores.file_store import FileRunStore

GENS, TO_W, FROM_W = 25, 1000, 500  # generations, bytes per generation to and from workers
STEPS = np.arange(0, 6) * 5000  # 5 logged points (after step 0) for 25 generations of 1,000 steps


def _docs(label: str, algo: str, params: dict, metrics: dict, info: dict, seed: int = 0) -> dict:
    """One COMPLETED run on Env-v0 with a flat eval curve and ``metrics`` added."""
    config = {"suite": "truth", "label": label, "algo": algo, "env": "Env-v0", "seed": seed,
              "budget": {"timesteps": 25000}, "params": params}  # fmt: skip
    base = {
        "timesteps": metric(STEPS, STEPS),
        "wall_clock_s": metric(STEPS, STEPS / 100),
        "eval.return_mean": metric(STEPS, np.full(len(STEPS), 10.0)),
    }
    return {"config": config, "run": run_doc(result=10.0), "metrics": {**base, **metrics}, "info": info}


def _comm_store(root):
    gens = STEPS[1:] // 1000  # the generation each logged point ends: 5, 10, ..., 25
    per_gen = {
        "es.generation": metric(STEPS[1:], gens),
        "es.bytes_to_workers": metric(STEPS[1:], np.full(5, TO_W)),
        "es.bytes_from_workers": metric(STEPS[1:], np.full(5, FROM_W)),
    }
    cumulative = {
        "es.bytes_to_workers_total": metric(STEPS[1:], gens * TO_W),
        "es.bytes_from_workers_total": metric(STEPS[1:], gens * FROM_W),
        "es.generations": metric(STEPS[1:], gens),
    }
    totals = {"transport": "ray", "bytes_to_workers_total": GENS * TO_W,
              "bytes_from_workers_total": GENS * FROM_W, "generations": GENS}  # fmt: skip
    ray = {"backend": "ray", "workers": 2}
    # Nevergrad's ng.bytes_* are running totals of the measured messages: 142 θ's worth, never sent
    ng_metrics = {
        "ng.candidates": metric(STEPS, [0, 29, 58, 87, 116, 145]),
        "ng.bytes_to_workers": metric(STEPS, np.arange(6) * 142_000),
        "ng.bytes_from_workers": metric(STEPS, np.arange(6) * 1_000),
    }
    serial_info = {"transport": "in-process", "bytes_to_workers_total": 0, "bytes_from_workers_total": 0,
                   "generations": 5, "popsize": 29}  # fmt: skip
    runs = [
        _docs("ES-info", "openai_es", ray, {**per_gen, **cumulative}, {"cores": 2, **totals}),
        _docs("ES-cumulative", "openai_es", ray, {**per_gen, **cumulative}, {"cores": 2}),
        _docs("ES-old", "openai_es", ray, per_gen, {"cores": 2}),
        _docs("CMA-ES", "nevergrad", {"backend": "serial"}, ng_metrics, {"cores": 1, **serial_info}),
        _docs("CMA-ES-old", "nevergrad", {"backend": "serial"}, ng_metrics, {"cores": 1, "popsize": 29}),
    ]
    for run_id, docs in enumerate(runs, 1):
        write_run(root, run_id, **docs)
    return root


@pytest.fixture
def comm(tmp_path):
    data = prepare(load_frames([FileRunStore(_comm_store(tmp_path / "comm"))]), ReportOptions())
    return communication_table(data).set_index("label")


def test_totals_from_info_and_cumulative_counters_not_from_the_logged_points(comm):
    cols = ["algo", "transport", "runs", "runs_unknown", "generations", "bytes_per_generation"]
    total = GENS * (TO_W + FROM_W)  # 37,500: not the 5 logged points' 7,500
    for label in ("ES-info", "ES-cumulative"):
        row = comm.loc[label]
        assert row[cols].tolist() == ["openai_es", "ray", 1, 0, 25.0, 1500.0], label
        assert (row.bytes_per_run, row.bytes_all_runs) == (total, total), label


def test_older_subsampled_es_run_has_an_unknown_total(comm):
    row = comm.loc["ES-old"]
    assert (row.runs, row.runs_unknown, row.generations) == (1, 1, 25.0)
    assert math.isnan(row.bytes_per_generation) and math.isnan(row.bytes_per_run)
    assert math.isnan(row.bytes_all_runs)


def test_serial_cma_es_sends_nothing(comm):
    cols = ["algo", "transport", "runs", "runs_unknown", "bytes_per_generation", "bytes_per_run"]
    for label in ("CMA-ES", "CMA-ES-old"):
        row = comm.loc[label]
        assert row[[*cols, "bytes_all_runs"]].tolist() == ["nevergrad", "in-process", 1, 0, 0.0, 0.0, 0.0]
        assert row.generations == 5.0  # 145 candidates in populations of 29


def test_appendix_shows_exactly_the_params_that_differ_from_the_stored_defaults(tmp_path):
    defaults = {"sigma": 0.02, "population": 100, "learning_rate": 0.01, "inopts": None, "backend": "ray"}
    params = {"sigma": 0.1, "population": 100, "learning_rate": 0.01, "inopts": {"a": 1}, "backend": "ray"}
    root = tmp_path / "appendix"
    for seed in (0, 1):  # both runs alike: the most common value would hide every difference
        docs = _docs("ES", "openai_es", params, {}, {"cores": 1, "params_defaults": defaults}, seed=seed)
        write_run(root, seed + 1, **docs)
    old = _docs("ES", "openai_es", {**params, "sigma": 0.3}, {}, {"cores": 1}, seed=2)  # no stored defaults
    write_run(root, 3, **old)
    data = prepare(load_frames([FileRunStore(root)]), ReportOptions())
    app = appendix_table(data).set_index("seed")
    expected = 'params.inopts={"a": 1} (default null); params.sigma=0.1 (default 0.02)'
    assert app.loc[0, "config_diff"] == app.loc[1, "config_diff"] == expected
    # a run without stored defaults: its params against the other such runs' (here none but itself)
    assert app.loc[2, "config_diff"] == ""


def _race_store(root):
    """REF (reference): seed 0 returns 1000·s/1M with 100 s of wall-clock, seed 1 500·s/1M and no
    wall-clock metric; ALT (2 seeds): 1500·s/1M in 50 s."""
    steps = np.arange(0, 11) * 100_000
    runs = [
        ("REF", 0, 1000.0, 100.0),
        ("REF", 1, 500.0, None),
        ("ALT", 0, 1500.0, 50.0),
        ("ALT", 1, 1500.0, 50.0),
    ]
    for run_id, (label, seed, final, seconds) in enumerate(runs, 1):
        metrics = {"timesteps": metric(steps, steps), "eval.return_mean": metric(steps, final * steps / 1e6)}
        if seconds is not None:
            metrics["wall_clock_s"] = metric(steps, seconds * steps / 1e6)
        config = {"suite": "race", "label": label, "algo": label.lower(), "env": "Env-v0", "seed": seed,
                  "budget": {"timesteps": 1_000_000}, "params": {}}  # fmt: skip
        write_run(root, run_id, config=config, run=run_doc(result=final), metrics=metrics, info={"cores": 1})
    return root


def test_both_time_to_reach_tables_share_the_targets_from_steps(tmp_path):
    store = FileRunStore(_race_store(tmp_path / "race"))
    data = prepare(load_frames([store]), ReportOptions(reference="REF"))
    steps, wall = efficiency_table(data, "step"), efficiency_table(data, "wall_clock_s")
    assert (
        list(steps.columns) == list(wall.columns) == ["env", "label", "threshold", "target", "value", "ratio"]
    )
    targets = [187.5, 375.0, 562.5, 750.0]  # 25..100% of the seed mean's 0 -> 750 over env steps
    for table in (steps, wall):
        for label in ("REF", "ALT"):
            np.testing.assert_allclose(table[table.label == label].target, targets)
    ref_steps, alt_steps = steps[steps.label == "REF"], steps[steps.label == "ALT"]
    # the first evaluation (every 100k steps) at or above each target, never interpolated
    np.testing.assert_allclose(ref_steps.value, [300_000, 500_000, 800_000, 1_000_000])
    np.testing.assert_allclose(alt_steps.value, [200_000, 300_000, 400_000, 500_000])
    np.testing.assert_allclose(alt_steps.ratio, [2 / 3, 0.6, 0.5, 0.5])
    # over wall-clock only REF's seed 0 has a curve (10 per s, an eval every 10 s): 187.5 at 20 s;
    # ALT 30 per s, an eval every 5 s
    ref_wall, alt_wall = wall[wall.label == "REF"], wall[wall.label == "ALT"]
    np.testing.assert_allclose(ref_wall.value, [20.0, 40.0, 60.0, 80.0])
    np.testing.assert_allclose(alt_wall.value, [10.0, 15.0, 20.0, 25.0])
    np.testing.assert_allclose(alt_wall.ratio, [0.5, 0.375, 1 / 3, 0.3125])
