"""Report tables on the fixture store: known ratios, IQM, CIs, problems; byte-identical outputs."""

from __future__ import annotations

import json

import numpy as np
import pytest
import scipy.stats

from esbench.report import ReportOptions, build_report, load_frames, stats
from esbench.report.build import compute_tables
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore


@pytest.fixture(scope="module")
def tables(main_store, scaling_store):
    data = prepare(load_frames([FileRunStore(main_store)]), ReportOptions())
    return data, compute_tables(data)


def _cell(frame, **where):
    mask = np.ones(len(frame), bool)
    for k, v in where.items():
        mask &= (frame[k] == v).to_numpy()
    assert mask.sum() == 1, where
    return frame[mask].iloc[0]


def test_loader_never_crashes_on_broken_runs(main_store):
    runs = load_frames([FileRunStore(main_store)]).runs
    by_id = runs.set_index("run_id")
    assert by_id.loc["101", "status"] == "FAILED" and by_id.loc["101", "error"] == "RuntimeError: worker died"
    assert by_id.loc["102", "status"] == "RUNNING" and not by_id.loc["102", "usable"]
    assert by_id.loc["103", "status"] == "UNKNOWN" and "missing metrics.json" in by_id.loc["103", "problems"]
    assert "unreadable metrics.json" in by_id.loc["104", "problems"] and not by_id.loc["104", "usable"]
    assert "_sources" not in set(runs.run_id)
    assert runs.usable.sum() == 19


def test_problems_listed_with_missing_cell(tables):
    _, t = tables
    p = t["problems"]
    assert sorted(zip(p.label, p.env, p.seed, p.status, strict=True)) == [
        ("A2C", "EnvA-v0", 3, "UNKNOWN"),
        ("A2C", "EnvB-v0", 2, "COMPLETED"),
        ("A2C", "EnvB-v0", 3, "MISSING"),
        ("ES", "EnvA-v0", 3, "FAILED"),
        ("TRPO", "EnvB-v0", 3, "RUNNING"),
    ]


def test_final_performance_known_values(tables):
    _, t = tables
    f = t["final_performance"]
    trpo = _cell(f, env="EnvA-v0", label="TRPO")
    assert (trpo.runs, trpo["mean"], trpo.iqm, trpo.best_seed, trpo.best_return) == (
        4,
        1000.0,
        1000.0,
        2,
        1020.0,
    )
    # 4 seeds, fewer than the default min_seeds (5): the interval is the min and max over seeds.
    assert (trpo["mean"], trpo.ci_low, trpo.ci_high, trpo.interval) == (1000.0, 980.0, 1020.0, "min-max")
    a2c = _cell(f, env="EnvB-v0", label="A2C")
    assert (a2c.runs, a2c["mean"], a2c.ci_low, a2c.ci_high, a2c.iqm) == (2, 1200.0, 1200.0, 1200.0, 1200.0)
    es = _cell(f, env="EnvB-v0", label="ES")
    assert es.ci_low < 2000.0 < es.ci_high and es.ci_low >= 1980.0 and es.ci_high <= 2020.0
    assert set(f.loc[f.best, "label"]) == {"ES", "TRPO"} and not f.loc[f.label == "A2C", "best"].any()


def test_final_performance_bootstrap_ci_from_min_seeds(main_store):
    data = prepare(load_frames([FileRunStore(main_store)]), ReportOptions(min_seeds=4))
    f = compute_tables(data)["final_performance"]
    trpo = _cell(f, env="EnvA-v0", label="TRPO")
    finals = np.array([980.0, 1000.0, 1020.0, 1000.0])
    assert (trpo["mean"], trpo.ci_low, trpo.ci_high) == stats.mean_ci(
        finals, stats.seed_for("final", "EnvA-v0", "TRPO")
    )
    assert trpo.interval == "95% CI" and _cell(f, env="EnvB-v0", label="TRPO").interval == "min-max"
    es = _cell(f, env="EnvB-v0", label="ES")
    assert es.ci_low < 2000.0 < es.ci_high and es.ci_low >= 1980.0 and es.ci_high <= 2020.0


@pytest.mark.parametrize(
    ("name", "label", "expected"),
    [
        ("data_efficiency_steps", "ES", [2.0, 2.0, 2.0, 2.0]),
        ("data_efficiency_steps", "A2C", [450 / 300, 850 / 500, np.nan, np.nan]),  # first evals at or above
        ("data_efficiency_steps", "TRPO", [1.0, 1.0, 1.0, 1.0]),
        ("data_efficiency_wall_clock", "ES", [0.2, 0.2, 0.2, 0.2]),
        ("data_efficiency_wall_clock", "A2C", [225 / 300, 425 / 500, np.nan, np.nan]),
    ],
)
def test_data_efficiency_ratios(tables, name, label, expected):
    _, t = tables
    for env in ("EnvA-v0", "EnvB-v0"):
        rows = t[name][(t[name].env == env) & (t[name].label == label)]
        assert list(rows.threshold) == ["25%", "50%", "75%", "100%"]
        np.testing.assert_allclose(rows.ratio.to_numpy(float), expected, rtol=1e-12)


def test_reference_steps_and_levels(tables):
    _, t = tables
    ref = t["data_efficiency_steps"].query("env == 'EnvB-v0' and label == 'TRPO'")
    np.testing.assert_allclose(ref.target, [500, 1000, 1500, 2000])
    np.testing.assert_allclose(ref.value, [300_000, 500_000, 800_000, 1_000_000])  # evals every 100k


@pytest.mark.parametrize(
    ("normalize", "lows", "highs"),
    [
        ("minmax", {"EnvA-v0": 600.0, "EnvB-v0": 1200.0}, {"EnvA-v0": 1020.0, "EnvB-v0": 2020.0}),
        # auto (the default): EnvA-v0 has the reference scores random 0 and TRPO (paper) 2500; EnvB-v0
        # has none: 0 is the mean step-0 return of its 9 runs (-20, 0, 20; -20, 0, 20, 0; 0, 0) and 1
        # the best run (2020).
        ("auto", {"EnvA-v0": 0.0, "EnvB-v0": 0.0}, {"EnvA-v0": 2500.0, "EnvB-v0": 2020.0}),
    ],
)
def test_aggregates_known_values(main_store, normalize, lows, highs):
    data = prepare(load_frames([FileRunStore(main_store)]), ReportOptions(normalize=normalize))
    t = compute_tables(data)
    finals = {
        "TRPO": {"EnvA-v0": [980, 1000, 1020, 1000], "EnvB-v0": [1980, 2000, 2020]},
        "ES": {"EnvA-v0": [980, 1000, 1020], "EnvB-v0": [1980, 2000, 2020, 2000]},
        "A2C": {"EnvA-v0": [600, 600, 600], "EnvB-v0": [1200, 1200]},
    }
    norm = {lb: [(np.array(v[e]) - lows[e]) / (highs[e] - lows[e]) for e in lows] for lb, v in finals.items()}
    agg = t["aggregates"].set_index(["label", "metric"])
    for label, tasks in norm.items():
        pooled = np.concatenate(tasks)
        assert agg.loc[(label, "IQM"), "value"] == pytest.approx(
            scipy.stats.trim_mean(pooled, 0.25), abs=1e-12
        )
        assert agg.loc[(label, "Mean"), "value"] == pytest.approx(
            np.mean([x.mean() for x in tasks]), abs=1e-12
        )
        assert agg.loc[(label, "Optimality gap"), "value"] == pytest.approx(1 - np.minimum(pooled, 1).mean())
        ci = stats.aggregate_intervals(tasks, stats.seed_for("agg", label))
        for metric, (point, lo, hi) in ci.items():
            assert agg.loc[(label, metric)].tolist() == pytest.approx([point, lo, hi], abs=1e-12)
    poi = t["probability_of_improvement"].set_index("label")
    assert poi.loc["A2C", "probability"] == 0.0
    expected = np.mean(
        [
            np.mean([(a > b) + 0.5 * (a == b) for a in norm["ES"][i] for b in norm["TRPO"][i]])
            for i in range(2)
        ]
    )
    assert poi.loc["ES", "probability"] == pytest.approx(expected, abs=1e-12)
    prof = t["performance_profiles"]
    assert prof.query("label == 'TRPO' and tau == 0").fraction.iloc[0] == 1.0
    if normalize == "minmax":
        assert agg.loc[("A2C", "IQM")].tolist() == [0.0, 0.0, 0.0]
        assert prof.query("label == 'A2C'").fraction.max() == 0.0
    else:
        assert agg.loc[("TRPO", "Mean"), "value"] == pytest.approx((1000 / 2500 + 2000 / 2020) / 2, abs=1e-12)
        assert agg.loc[("A2C", "Mean"), "value"] == pytest.approx((600 / 2500 + 1200 / 2020) / 2, abs=1e-12)
        assert agg.loc[("ES", "Optimality gap"), "value"] == pytest.approx(
            1 - np.mean([980 / 2500, 1000 / 2500, 1020 / 2500, 1980 / 2020, 2000 / 2020, 1, 2000 / 2020])
        )


def test_communication_and_references(tables):
    _, t = tables
    comm = t["communication"].set_index("label")
    assert list(comm.index) == ["ES"]
    # older runs (per-generation metrics only) where every generation logged a point: their sum
    cols = ["transport", "runs", "runs_unknown", "generations", "bytes_per_generation", "bytes_per_run"]
    assert comm.loc["ES", [*cols, "bytes_all_runs"]].tolist() == [
        "ray",
        7,
        0,
        10.0,
        1500.0,
        15000.0,
        105000.0,
    ]
    flagged = t["flagged_runs"]
    assert sorted(flagged.seed) == [0, 1, 2, 3] and set(flagged.label) == {"TRPO"}
    assert set(flagged.flag_below) == {1250.0}
    refs = t["reference_scores"]
    assert _cell(refs, label="TRPO").runs_flagged == 4 and _cell(refs, label="ES").runs_flagged == 0


def test_scaling_speedup_and_efficiency(main_store, scaling_store):
    data = prepare(load_frames([FileRunStore(main_store), FileRunStore(scaling_store)]), ReportOptions())
    t = compute_tables(data)
    sc = t["scaling"]
    assert list(sc.workers) == [1, 2, 4]
    np.testing.assert_allclose(sc.speedup, [1.0, 2.0, 3.2])
    np.testing.assert_allclose(sc.efficiency, [1.0, 1.0, 0.8])
    app = t["appendix"].set_index("key")
    assert app.loc["scaling/1", "config_diff"] == "params.sigma=0.05; params.workers=1"


def test_filters_and_reference_option(main_store):
    opts = ReportOptions(envs=("EnvA-v0",), labels=("ES", "A2C"), reference="ES", thresholds=(0.5,))
    data = prepare(load_frames([FileRunStore(main_store)]), opts)
    t = compute_tables(data)
    assert (
        data.reference == "ES" and set(data.runs.env) == {"EnvA-v0"} and set(data.runs.label) == {"ES", "A2C"}
    )
    eff = t["data_efficiency_steps"]
    assert list(eff.threshold) == ["50%", "50%"]
    # ES reaches 500 (half its progress) at 1M steps, A2C at its first eval at or above 500 / 600 * 1M
    assert _cell(eff, label="A2C").ratio == pytest.approx(850 / 1000, rel=1e-12)
    assert set(t["problems"].status) == {"UNKNOWN", "FAILED"}


def test_same_inputs_give_identical_outputs(main_store, tmp_path):
    opts = ReportOptions(pdf=False)
    a = build_report([main_store], tmp_path / "a", opts)
    b = build_report([main_store], tmp_path / "b", opts)
    for pa, pb in zip(
        a["tables"] + a["figures"] + [a["html"]], b["tables"] + b["figures"] + [b["html"]], strict=True
    ):
        assert pa.name == pb.name and pa.read_bytes() == pb.read_bytes(), pa.name
    assert b"<dc:date>" not in (tmp_path / "a" / "figures" / "curves_step.svg").read_bytes()


def test_empty_store_gives_a_report(tmp_path):
    paths = build_report([tmp_path / "nothing"], tmp_path / "out", ReportOptions(pdf=False))
    assert paths["html"].is_file()
    assert json.loads(json.dumps([p.name for p in paths["tables"]]))


def test_reference_scores_of_a_plain_id_apply_to_its_variants(tmp_path):
    import json

    from esbench.report.loader import env_id_of, load_frames

    assert (
        env_id_of("ALE/Pong-v5[frame_skip=2]") == "ALE/Pong-v5" and env_id_of("CartPole-v1") == "CartPole-v1"
    )
    store = tmp_path / "store"
    run = store / "1"
    run.mkdir(parents=True)
    config = {
        "suite": "s",
        "label": "ES",
        "algo": "openai_es",
        "env": "ALE/Pong-v5[frame_skip=2]",
        "seed": 0,
        "budget": {"timesteps": 10},
        "eval": {"every_timesteps": 5, "episodes": 1},
        "params": {},
    }
    (run / "config.json").write_text(json.dumps(config))
    (run / "run.json").write_text(json.dumps({"status": "COMPLETED"}))
    (store / "suite.yaml").write_text("name: s\nreference_scores:\n  ALE/Pong-v5: {random: -20.7}\n")
    runs = load_frames([FileRunStore(store)])
    assert runs.reference_scores["ALE/Pong-v5[frame_skip=2]"] == {"random": -20.7}


def test_an_eval_points_updates_are_the_last_generation_logged_at_or_before_its_step():
    """Generation g is logged at the step of its g-th update: an eval at that very step counts it (a
    left-sided search would not), one between updates counts the earlier; a run without generations
    (not an ES) and a step before its first get NaN."""
    from esbench.report.loader import updates_at

    gens = updates_at(np.array([0.0, 15, 30, 45]), np.array([0.0, 10, 30]), np.array([0.0, 1, 2]))
    assert list(gens) == [0, 1, 2, 2]
    before = updates_at(np.array([5.0, 10]), np.array([10.0]), np.array([1.0]))
    assert np.isnan(before[0]) and before[1] == 1
    assert np.isnan(updates_at(np.array([0.0, 10]), np.empty(0), np.empty(0))).all()
