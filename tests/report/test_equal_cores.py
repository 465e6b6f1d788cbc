"""The "time to reach at equal cores" table: known curves, known seconds, other core counts apart.

Curves are linear in training wall-clock with 11 evaluations each, so every time is known: the
first evaluation at or above a level, never interpolated between evaluations. On Env-v0:
- TRPO (the reference) on 4 cores: return 1000 * t / 100 at t = 0, 10, ..., 100 s, final 1000 (2
  seeds): 25% (250) first reached at 30 s (300), 50% at 50 s, 100% at 100 s;
- ES on 4 cores: return 1000 * t / 20 at t = 0, 2, ..., 20 s (2 seeds): 6 s, 10 s, 20 s;
- PPO on 4 cores: return 400 * t / 100, final 400: reaches 25% at 70 s (280), never 50%;
- ES on 16 cores: reaches everything in 5 s, but is never compared with the 4-core runs.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions, build_report
from esbench.report import race as rc
from esbench.report.loader import load_frames
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

#: label -> (algo, cores, seconds to the final point, final return)
RUNS = {
    ("TRPO", 4): ("sb3_trpo", 100.0, 1000.0),
    ("ES", 4): ("openai_es", 20.0, 1000.0),
    ("PPO", 4): ("sb3_ppo", 100.0, 400.0),
    ("ES", 16): ("openai_es", 5.0, 1000.0),
}


def _store(root):
    run_id = 0
    for (label, cores), (algo, seconds, final) in RUNS.items():
        for seed in (0, 1):
            run_id += 1
            steps = np.arange(0, 11) * 1000
            wall = np.linspace(0.0, seconds, 11)
            ret = final * wall / seconds
            # the 16-core runs are another suite's (one suite's label, env and seed is one trial)
            suite = "race" if cores == 4 else "race-16"
            config = {"suite": suite, "label": label, "algo": algo, "env": "Env-v0", "seed": seed,
                      "budget": {"timesteps": 10000}, "params": {}}  # fmt: skip
            metrics = {
                "timesteps": metric(steps, steps),
                "wall_clock_s": metric(steps, wall),
                "eval.return_mean": metric(steps, ret),
            }
            info = {"cores": cores}
            if algo == "openai_es":  # the ES stores its initial θ's digest; SB3 has none
                info["theta0_sha256"] = f"theta0-of-seed-{seed}"
            write_run(root, run_id, config=config, run=run_doc(result=final), metrics=metrics, info=info)
    return root


@pytest.fixture
def table(tmp_path):
    data = prepare(load_frames([FileRunStore(_store(tmp_path / "store"))]), ReportOptions(reference="TRPO"))
    return rc.equal_cores_table(data), data


def _cell(frame, cores, label, threshold):
    row = frame[(frame.cores == cores) & (frame.label == label) & (frame.threshold == threshold)]
    assert len(row) == 1
    return row.iloc[0]


def test_known_seconds_and_ratios(table):
    frame, _ = table
    for threshold, level, trpo_s, es_s in [
        ("25%", 250, 30, 6),  # interpolated, these were 25 and 5 s: times no evaluation showed
        ("50%", 500, 50, 10),
        ("100%", 1000, 100, 20),
    ]:
        trpo, es = _cell(frame, 4, "TRPO", threshold), _cell(frame, 4, "ES", threshold)
        assert trpo.target == pytest.approx(level) and es.target == pytest.approx(level)
        assert trpo.seconds == pytest.approx(trpo_s) and trpo.ratio == pytest.approx(1.0)
        assert es.seconds == pytest.approx(es_s) and es.ratio == pytest.approx(es_s / trpo_s)
    ppo25, ppo50 = _cell(frame, 4, "PPO", "25%"), _cell(frame, 4, "PPO", "50%")
    assert ppo25.seconds == pytest.approx(70.0) and ppo25.ratio == pytest.approx(70.0 / 30.0)
    assert math.isnan(ppo50.seconds) and math.isnan(ppo50.ratio)
    assert set(frame.runs) == {2}


def test_other_core_counts_are_never_compared(table):
    frame, _ = table
    assert set(frame[frame.cores == 16].label) == set()  # no TRPO on 16 cores: no 16-core group
    assert set(frame[frame.cores == 4].label) == {"TRPO", "ES", "PPO"}


def test_shown_in_the_report(tmp_path):
    paths = build_report(
        [_store(tmp_path / "store")], tmp_path / "out", ReportOptions(reference="TRPO", pdf=False)
    )
    html = paths["html"].read_text()
    assert "Time to reach at equal cores" in html  # seed-mean seconds [fastest-slowest seed] (ratio)
    assert "20.00 s [20.00-20.00] (0.20x)" in html and "70.00 s [70.00-70.00] (2.33x)" in html
    assert "cpu share" in html and "eval every" in html
    assert (tmp_path / "out" / "tables" / "time_to_reach_equal_cores.csv").is_file()
    assert "Not the same starting point: PPO, TRPO start from their own library&#x27;s initialisation" in html


def test_seed_spread_cpu_share_and_resolution(tmp_path):
    """Per seed: A2C seed 0 returns 1000 * t / 50 (evals every 5 s), seed 1 300 * t / 100 (every 10 s);
    TRPO as above. 25% (250): seed 0 at 15 s, seed 1 at 90 s; 50% (500): seed 0 at 25 s, seed 1
    never. The CPU shares are 0.95 and 0.85; the eval gaps 10 x 5 s and 10 x 10 s (median 7.5 s)."""
    runs = [("TRPO", "sb3_trpo", 0, 100.0, 1000.0, 1.0), ("TRPO", "sb3_trpo", 1, 100.0, 1000.0, 1.0),
            ("A2C", "sb3_a2c", 0, 50.0, 1000.0, 0.95), ("A2C", "sb3_a2c", 1, 100.0, 300.0, 0.85)]  # fmt: skip
    for run_id, (label, algo, seed, seconds, final, share) in enumerate(runs, 1):
        steps = np.arange(0, 11) * 1000
        wall = np.linspace(0.0, seconds, 11)
        config = {"suite": "race", "label": label, "algo": algo, "env": "Env-v0", "seed": seed,
                  "budget": {"timesteps": 10000}, "params": {}}  # fmt: skip
        metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, wall),
                   "eval.return_mean": metric(steps, final * wall / seconds)}  # fmt: skip
        info = {"cores": 2, "cpu_share": share}
        write_run(tmp_path, run_id, config=config, run=run_doc(result=final), metrics=metrics, info=info)
    data = prepare(load_frames([FileRunStore(tmp_path)]), ReportOptions(reference="TRPO"))
    frame = rc.equal_cores_table(data)
    a25, a50 = _cell(frame, 2, "A2C", "25%"), _cell(frame, 2, "A2C", "50%")
    assert (a25.seconds_min, a25.seconds_max, a25.reached) == (pytest.approx(15.0), pytest.approx(90.0), 2)
    assert a50.seconds_min == pytest.approx(25.0) and math.isnan(a50.seconds_max) and a50.reached == 1
    assert a25.cpu_share_min == pytest.approx(0.85) and a25.eval_every_s == pytest.approx(7.5)
    assert a25.busy_left_out == 0
    trpo = _cell(frame, 2, "TRPO", "25%")
    assert trpo.cpu_share_min == pytest.approx(1.0) and trpo.eval_every_s == pytest.approx(10.0)


def test_a_run_on_a_contended_host_is_left_out_of_the_race_and_counted(tmp_path):
    """A2C seed 1 ran while other work held a core (info.host_load.contended): left out, so A2C's
    times are seed 0's alone (25% at 15 s) and its row says one run left out; PPO's only run was
    contended too: its rows stay, with no time and one run left out. TRPO (the reference) is quiet."""
    quiet = {"contended": False, "others_cores_max": 0.1}
    busy = {"contended": True, "others_cores_max": 1.2}
    runs = [("TRPO", "sb3_trpo", 0, 100.0, quiet), ("A2C", "sb3_a2c", 0, 50.0, quiet),
            ("A2C", "sb3_a2c", 1, 100.0, busy), ("PPO", "sb3_ppo", 0, 50.0, busy)]  # fmt: skip
    for run_id, (label, algo, seed, seconds, host) in enumerate(runs, 1):
        steps = np.arange(0, 11) * 1000
        wall = np.linspace(0.0, seconds, 11)
        config = {"suite": "race", "label": label, "algo": algo, "env": "Env-v0", "seed": seed,
                  "budget": {"timesteps": 10000}, "params": {}}  # fmt: skip
        metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, wall),
                   "eval.return_mean": metric(steps, 1000.0 * wall / seconds)}  # fmt: skip
        info = {"cores": 2, "cpu_share": 1.0, "host_load": host}
        write_run(tmp_path, run_id, config=config, run=run_doc(result=1000.0), metrics=metrics, info=info)
    data = prepare(load_frames([FileRunStore(tmp_path)]), ReportOptions(reference="TRPO"))
    runs_frame = data.runs.set_index("label")
    assert bool(runs_frame.loc["PPO", "busy"]) and bool(runs_frame.loc["PPO", "contended"])
    assert runs_frame.loc["PPO", "others_cores_max"] == pytest.approx(1.2)
    frame = rc.equal_cores_table(data)
    a2c = _cell(frame, 2, "A2C", "25%")
    assert a2c.runs == 1 and a2c.busy_left_out == 1 and a2c.reached == 1
    assert a2c.seconds == pytest.approx(15.0)  # seed 0 alone: 1000 t / 50 reaches 250 at its 15-s eval
    ppo = _cell(frame, 2, "PPO", "25%")
    assert ppo.runs == 0 and ppo.busy_left_out == 1 and math.isnan(ppo.seconds)
    assert _cell(frame, 2, "TRPO", "25%").busy_left_out == 0
