"""Benchmark: a report over 500 stored runs x 2,000 eval points each.

5 algorithms x 10 envs x 10 seeds, Sacred file-store layout, 7 contract metrics of 2,000 points per
run (ES runs also log bytes per generation). Prints the seconds taken by ``build_report`` (HTML and
PDF) and the share spent in the bootstrap. Usage::

    .venv/bin/python benchmarks/bench_report.py [--runs-dir DIR] [--no-pdf]
"""

from __future__ import annotations

import argparse
import functools
import json
import tempfile
import time
from pathlib import Path

import numpy as np

from esbench.report import ReportOptions, build_report, stats
from esbench.report import curves as cv

LABELS = {
    "TRPO": ("trpo", 1),
    "PPO": ("ppo", 1),
    "A2C": ("a2c", 1),
    "ES": ("openai_es", 8),
    "CMA": ("nevergrad", 8),
}
ENVS = [f"Env{i}-v0" for i in range(10)]
SEEDS = range(10)
POINTS = 2000
BOOTSTRAP_FUNCS = ((stats, "mean_ci"), (stats, "aggregate_intervals"), (stats, "poi_interval"),
                   (stats, "performance_profile"), (cv, "band"))  # fmt: skip


def _metric(steps: np.ndarray, values: np.ndarray) -> dict:
    return {
        "steps": steps.tolist(),
        "values": values.tolist(),
        "timestamps": ["2024-01-01T00:00:00"] * len(steps),
    }


def make_store(root: Path) -> Path:
    """Write the 500 synthetic runs under ``root``."""
    rng = np.random.default_rng(0)
    run_id = 0
    for e, env in enumerate(ENVS):
        for k, (label, (algo, cores)) in enumerate(LABELS.items()):
            for seed in SEEDS:
                run_id += 1
                steps = np.linspace(0, 1_000_000, POINTS).round()
                rate = (1 + k) * (1 + e / 10)
                ret = 1000 * (1 - np.exp(-rate * steps / 1e6)) + rng.normal(0, 20, POINTS).cumsum() / 10
                wall = (
                    steps
                    / 1e6
                    * 600
                    * (0.3 if algo in ("openai_es", "nevergrad") else 1.0)
                    * (1 + 0.1 * seed)
                )
                metrics = {name: _metric(steps, v) for name, v in {
                    "timesteps": steps, "wall_clock_s": wall, "episodes": steps / 1000,
                    "eval.return_mean": ret, "eval.return_std": np.abs(ret) / 10,
                    "eval.length_mean": steps * 0 + 1000,
                    "train.return_mean": ret * 0.9}.items()}  # fmt: skip
                params = {"lr": 3e-4}
                if algo in ("openai_es", "nevergrad"):
                    prefix, gens = ("es" if algo == "openai_es" else "ng"), np.arange(1, 201) * 5000
                    size = 64 if prefix == "es" else 4 * 4000 * 16
                    metrics[f"{prefix}.bytes_to_workers"] = _metric(gens, gens * 0 + size * 16)
                    metrics[f"{prefix}.bytes_from_workers"] = _metric(gens, gens * 0 + 16 * 16)
                    params["workers"] = 8
                config = {"suite": "bench", "label": label, "algo": algo, "env": env, "seed": seed,
                          "budget": {"timesteps": 1_000_000, "wall_clock_s": None},
                          "eval": {"every_timesteps": 500, "episodes": 5},
                          "policy": {"type": "mlp", "hidden": [64, 64], "activation": "tanh",
                                     "init": "default",
                                     "action_bins": None}, "params": params}  # fmt: skip
                run = {"status": "COMPLETED", "start_time": "2024-01-01T00:00:00",
                       "stop_time": "2024-01-01T00:10:00",
                       "host": {"hostname": "bench", "cpu": "CPU", "os": ["Linux"], "python_version": "3.11"},
                       "experiment": {"name": "esbench", "dependencies": ["numpy==2"], "repositories": []},
                       "result": float(ret[-1]), "fail_trace": None}  # fmt: skip
                d = root / str(run_id)
                d.mkdir(parents=True)
                for name, doc in (("config", config), ("run", run), ("metrics", metrics),
                                  ("info", {"cores": cores, "num_params": 4000})):  # fmt: skip
                    (d / f"{name}.json").write_text(json.dumps(doc))
    return root


def timed(totals: dict[str, float]):
    """Wrap the bootstrap entry points so their time adds up in ``totals``."""
    for module, name in BOOTSTRAP_FUNCS:
        func = getattr(module, name)

        @functools.wraps(func)
        def wrapper(*args, _func=func, **kwargs):
            t0 = time.perf_counter()
            try:
                return _func(*args, **kwargs)
            finally:
                totals["bootstrap"] += time.perf_counter() - t0

        setattr(module, name, wrapper)


def main() -> None:
    """Generate the store (not timed), then time the report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs-dir", type=Path, help="reuse or create the synthetic store here")
    parser.add_argument("--no-pdf", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = args.runs_dir or Path(tmp) / "bench"
        if not store.is_dir():
            t0 = time.perf_counter()
            make_store(store)
            print(f"store: {len(ENVS) * len(LABELS) * len(SEEDS)} runs x {POINTS} points, "
                  f"written in {time.perf_counter() - t0:.1f} s")  # fmt: skip
        totals = {"bootstrap": 0.0}
        timed(totals)
        t0 = time.perf_counter()
        paths = build_report([store], Path(tmp) / "report", ReportOptions(pdf=not args.no_pdf))
        total = time.perf_counter() - t0
        print(
            f"report: {total:.1f} s ({'HTML only' if args.no_pdf else 'HTML + PDF'}), "
            f"bootstrap {totals['bootstrap']:.1f} s = {100 * totals['bootstrap'] / total:.0f}% "
            f"({stats.CI_RESAMPLES} resamples for CIs, {stats.CURVE_RESAMPLES} per curve point)"
        )
        print(f"{len(paths['figures'])} figure files, {len(paths['tables'])} tables")


if __name__ == "__main__":
    main()
