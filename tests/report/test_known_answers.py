"""One report of hand-written runs whose every number is known: the CSVs must hold exactly those.

Suite ``known``, env ``Known-v0``, trial list: REF and ES, seeds 0, 1, 2 (through ``esbench report``).

- REF (reference, ``trpo``), seeds 0 and 1: eval return 1000 · s/1M over 1M env steps (evals every
  100k), wall-clock 100 s · s/1M. Seed 1 is stored twice, both COMPLETED: the older run (flat 0)
  is a duplicate and must not count. Seed 2 is missing.
- ES (``openai_es``), seeds 0, 1, 2: return 2000 · s/1M, wall-clock 20 s · s/1M; seed 2 ended
  early at 400k (return 800, 8 s) and holds its last value. Seed 0 also has an older FAILED run (a
  duplicate). 1,000 + 500 bytes per generation on Ray; 10 generations (seed 2: 4), of which only
  2 logged a point, with the exact totals in ``info``.

Known answers: targets 250/500/750/1000 (25..100% of REF's seed mean, 0 -> 1000, over steps). A
level is reached at the first evaluation at or above it, never interpolated between evaluations.
ES's seed mean (200 per 100k; seed 2 held at 800 from 400k: 933 at 500k, 1067 at 600k) reaches
them at 200k, 300k, 400k and 600k env steps (REF: 300k, 500k, 800k, 1M: ratios 2/3, 0.6, 0.5,
0.6) and at 4, 6, 8 and 12 s (REF: 30, 50, 80, 100 s: ratios 4/30, 0.12, 0.1, 0.12).
Communication: 15,000 bytes per full run, 6,000 for seed 2: 36,000 in all,
12,000 per run, 1,500 per generation, 8 generations per run.
"""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.cli.main import main

STEPS = np.arange(0, 11) * 100_000
ES_DEFAULTS = {"sigma": 0.02, "population": 100, "workers": 2, "backend": "ray"}
ES_PARAMS = {"sigma": 0.05, "population": 16, "workers": 2, "backend": "ray"}
REF_DEFAULTS, REF_PARAMS = {"learning_rate": 0.001, "n_envs": 1}, {"learning_rate": 0.01, "n_envs": 1}


def _run(label, seed, slope, wall_per_1m, *, last=1_000_000, start="01", status="COMPLETED", info=None):
    """Docs of one run: return slope · s/1M and wall-clock wall_per_1m · s/1M up to env step ``last``."""
    steps = STEPS[STEPS <= last]
    algo, params, defaults = (
        ("openai_es", ES_PARAMS, ES_DEFAULTS) if label == "ES" else ("trpo", REF_PARAMS, REF_DEFAULTS)
    )
    ret = slope * steps / 1e6
    metrics = {
        "timesteps": metric(steps, steps),
        "wall_clock_s": metric(steps, wall_per_1m * steps / 1e6),
        "eval.return_mean": metric(steps, ret),
    }
    if label == "ES":
        gens = len(steps) - 1  # one generation per 100k steps
        logged = [gens // 2, gens]  # 2 of the generations logged a point
        metrics |= {
            "es.generation": metric([g * 100_000 for g in logged], logged),
            "es.bytes_to_workers": metric([g * 100_000 for g in logged], [1000, 1000]),
            "es.bytes_from_workers": metric([g * 100_000 for g in logged], [500, 500]),
        }
        info = {"transport": "ray", "generations": gens, "bytes_to_workers_total": 1000 * gens,
                "bytes_from_workers_total": 500 * gens, **(info or {})}  # fmt: skip
    config = {"suite": "known", "label": label, "algo": algo, "env": "Known-v0", "seed": seed,
              "budget": {"timesteps": 1_000_000}, "params": params}  # fmt: skip
    run = run_doc(status=status, result=float(ret[-1]) if status == "COMPLETED" else None)
    run["start_time"] = f"2024-01-{start}T00:00:00.000000"
    info = {"cores": 2, "params_defaults": defaults, **(info or {})}
    return {"config": config, "run": run, "metrics": metrics, "info": info}


@pytest.fixture(scope="module")
def known(tmp_path_factory):
    """The store and the report's tables/*.csv, as {name: list of row dicts}."""
    root = tmp_path_factory.mktemp("known") / "results"
    runs = [
        _run("REF", 0, 1000, 100, start="02"),
        _run("REF", 1, 0, 100, start="01"),  # older duplicate: flat 0, must not count
        _run("REF", 1, 1000, 100, start="03"),
        _run("ES", 0, 2000, 20, start="01", status="FAILED"),  # older duplicate
        _run("ES", 0, 2000, 20, start="02"),
        _run("ES", 1, 2000, 20, start="02"),
        _run("ES", 2, 2000, 20, last=400_000, start="02"),
    ]
    for run_id, docs in enumerate(runs, 1):
        write_run(root, run_id, **docs)
    trials = [
        {"suite": "known", "label": lb, "env": "Known-v0", "seed": s}
        for lb in ("REF", "ES")
        for s in (0, 1, 2)
    ]
    (root / "trials.json").write_text(json.dumps(trials))
    out = root.parent / "report"
    assert main(["report", str(root), "-o", str(out), "--no-pdf", "--reference", "REF"]) == 0
    tables = {}
    for path in (out / "tables").glob("*.csv"):
        with path.open(newline="") as f:
            tables[path.stem] = list(csv.DictReader(f))
    return tables


def _rows(table, **match):
    return [r for r in table if all(r[k] == v for k, v in match.items())]


def test_communication_holds_the_exact_totals(known):
    (row,) = known["communication"]
    assert (row["label"], row["transport"], row["runs"], row["runs_unknown"]) == ("ES", "ray", "3", "0")
    assert float(row["generations"]) == 8
    assert float(row["bytes_per_generation"]) == 1500
    assert float(row["bytes_per_run"]) == 12_000
    assert float(row["bytes_all_runs"]) == 36_000


def test_appendix_shows_the_params_that_differ_from_the_stored_defaults(known):
    counted = {(r["label"], r["seed"]): r["config_diff"] for r in known["appendix"]}
    assert set(counted) == {("REF", "0"), ("REF", "1"), ("ES", "0"), ("ES", "1"), ("ES", "2")}
    for seed in "012":
        assert counted[("ES", seed)] == "params.population=16 (default 100); params.sigma=0.05 (default 0.02)"
    for seed in "01":
        assert counted[("REF", seed)] == "params.learning_rate=0.01 (default 0.001)"


@pytest.mark.parametrize(
    ("table", "ref_values", "es_values", "ratios"),
    [
        ("data_efficiency_steps", [300_000, 500_000, 800_000, 1_000_000],
         [200_000, 300_000, 400_000, 600_000], [2 / 3, 0.6, 0.5, 0.6]),
        ("data_efficiency_wall_clock", [30, 50, 80, 100], [4, 6, 8, 12], [4 / 30, 0.12, 0.1, 0.12]),
    ],
)  # fmt: skip
def test_time_to_reach_tables_share_targets_and_hold_the_crossings(
    known, table, ref_values, es_values, ratios
):
    ref, es = _rows(known[table], label="REF"), _rows(known[table], label="ES")
    assert [r["threshold"] for r in ref] == [r["threshold"] for r in es] == ["25%", "50%", "75%", "100%"]
    for rows in (ref, es):
        np.testing.assert_allclose([float(r["target"]) for r in rows], [250, 500, 750, 1000])
    np.testing.assert_allclose([float(r["value"]) for r in ref], ref_values)
    np.testing.assert_allclose([float(r["value"]) for r in es], es_values)
    np.testing.assert_allclose([float(r["ratio"]) for r in es], ratios)


def test_runs_per_env_counts_each_seed_once(known):
    counts = {r["label"]: (r["runs"], r["used"]) for r in known["runs_per_env"]}
    assert counts == {"REF": ("2", "2"), "ES": ("3", "3")}


def test_problems_list_the_duplicates_and_the_missing_seed(known):
    problems = known["problems"]
    assert [(r["label"], r["seed"], r["status"]) for r in _rows(problems, status="MISSING")] == [
        ("REF", "2", "MISSING")
    ]
    duplicates = [r for r in problems if "duplicate run" in r["problems"]]
    assert sorted((r["label"], r["seed"], r["status"]) for r in duplicates) == [
        ("ES", "0", "FAILED"),
        ("REF", "1", "COMPLETED"),
    ]


def test_final_performance_counts_the_latest_run_and_uses_min_max_with_few_seeds(known):
    ref = _rows(known["final_performance"], label="REF")[0]
    assert (ref["runs"], float(ref["mean"]), ref["interval"]) == ("2", 1000.0, "min-max")
    es = _rows(known["final_performance"], label="ES")[0]
    assert (es["runs"], float(es["ci_low"]), float(es["ci_high"])) == ("3", 800.0, 2000.0)


def test_summary_warns_about_fewer_than_five_seeds(known):
    summary = {r["item"]: r["value"] for r in known["summary"]}
    assert summary["Algorithm-env cells with fewer than 5 seeds"] == "2 of 2"
