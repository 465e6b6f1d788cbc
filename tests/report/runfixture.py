"""Fixture stores of Sacred file-store runs with known, piecewise-linear curves.

Curves are linear in env steps, so seed means, thresholds and ratios are known in closed form:

- ``TRPO`` (reference): return = base * step / 1M over 1M steps, evals every 100k, 1,000 s of
  training wall-clock, 1 core. Seeds 0..3 add -20, 0, +20, 0 (the mean over seeds 0..2 and over
  seeds 0..3 is the base curve).
- ``ES``: return = base * step / 2M over 2M steps, evals every 200k, 200 s, 8 cores, 4 workers,
  and 1,000 + 500 bytes per generation for 10 generations on Ray, every generation logged (the
  per-generation metrics of runs older than the runs' traffic totals). Same seed offsets.
- ``A2C``: return = 0.6 * base * step / 1M, evals every 50k, 500 s, 1 core; every seed identical.

``base`` is 1000 on EnvA-v0 and 2000 on EnvB-v0. A level is reached at the first evaluation at or
above it (never interpolated): TRPO reaches 25/50/75/100% of base at 300k, 500k, 800k, 1M steps
(300..1,000 s), ES at 600k, 1M, 1.6M, 2M (60..200 s), A2C 25% and 50% at 450k and 850k (225 s, 425
s). Data-efficiency ratios (steps): ES 2.0 at every threshold, A2C 1.5 and 1.7 at 25% and 50%,
never at 75% and 100%. Wall-clock ratios: ES 0.2, A2C 0.75 and 0.85 at 25% and 50%.

Problems (the stored trial list, ``trials.json``, has seeds 0..3 of every label and env): ES seed 3
on EnvA-v0 FAILED (with a traceback), TRPO seed 3 on EnvB-v0 is still RUNNING, A2C seed 3 on
EnvA-v0 has only a config.json, A2C seed 2 on EnvB-v0 has a truncated metrics.json, A2C seed 3 on
EnvB-v0 is missing.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

OFFSETS = {0: -20.0, 1: 0.0, 2: 20.0, 3: 0.0}
SUITE_YAML = """\
name: fixture
seeds: [0, 1, 2, 3]
budget: {timesteps: 1000000}
envs: [EnvA-v0, EnvB-v0]
algorithms:
  - {label: TRPO, algo: trpo}
  - {label: ES, algo: openai_es}
  - {label: A2C, algo: a2c}
reference_scores:
  EnvA-v0: {random: 0, 'TRPO (paper)': 2500}
"""
BASES = {"EnvA-v0": 1000.0, "EnvB-v0": 2000.0}
ALGOS = {
    # label: (algo, total steps, eval every, wall-clock s, cores, slope factor, offsets used)
    "TRPO": ("trpo", 1_000_000, 100_000, 1000.0, 1, 1.0, True),
    "ES": ("openai_es", 2_000_000, 200_000, 200.0, 8, 0.5, True),
    "A2C": ("a2c", 1_000_000, 50_000, 500.0, 1, 0.6, False),
}


def metric(steps, values) -> dict:
    """One Sacred metric entry."""
    steps = [int(s) for s in steps]
    return {
        "steps": steps,
        "values": [float(v) for v in values],
        "timestamps": ["2024-01-01T00:00:00"] * len(steps),
    }


def write_run(root: Path, run_id: int, **docs) -> Path:
    """Write ``docs`` (config, run, metrics, info; str values written verbatim) as a run directory."""
    d = root / str(run_id)
    d.mkdir(parents=True)
    for name, doc in docs.items():
        text = doc if isinstance(doc, str) else json.dumps(doc)
        (d / f"{name}.json").write_text(text)
    return d


def run_doc(status: str = "COMPLETED", result: float | None = None, trace: list[str] | None = None) -> dict:
    """A Sacred run.json."""
    return {
        "status": status,
        "start_time": "2024-01-01T00:00:00.000000",
        "stop_time": None if status == "RUNNING" else "2024-01-01T00:20:00.000000",
        "heartbeat": "2024-01-01T00:10:00.000000",
        "host": {
            "hostname": "node1",
            "cpu": "Test CPU @ 3GHz",
            "os": ["Linux", "Linux-6.1"],
            "python_version": "3.11.2",
        },
        "experiment": {
            "name": "esbench",
            "dependencies": ["numpy==2.4.6", "esbench==0.1.0"],
            "repositories": [
                {"url": "https://example.org/esbench.git", "commit": "0123456789abcdef0123", "dirty": False}
            ],
        },
        "meta": {},
        "result": result,
        "fail_trace": trace,
    }


def make_run(
    label: str,
    env: str,
    seed: int,
    workers: int | None = None,
    wall: float | None = None,
    total_frac: float = 1.0,
) -> dict:
    """Config, run, metrics and info docs of one run with the known curve (``total_frac`` < 1: partial)."""
    algo, total, every, wall_s, cores, slope, offsets = ALGOS[label]
    wall_s = wall if wall is not None else wall_s
    base = BASES[env]
    off = OFFSETS.get(seed, 0.0) if offsets else 0.0
    last = int(total * total_frac)
    steps = np.arange(0, last + 1, every)
    ret = base * slope * steps / 1_000_000 + off
    wsteps = np.arange(0, last + 1, every // 2)
    metrics = {
        "timesteps": metric(wsteps, wsteps),
        "wall_clock_s": metric(wsteps, wall_s * wsteps / total),
        "episodes": metric(wsteps, wsteps / 1000),
        "eval.return_mean": metric(steps, ret),
        "eval.return_std": metric(steps, np.ones_like(ret)),
        "eval.length_mean": metric(steps, np.full_like(ret, 1000)),
        "train.return_mean": metric(steps, ret),
    }
    params = {"lr": 0.01}
    if label == "ES":
        gens = np.arange(1, 11) * (total // 10)
        metrics["es.bytes_to_workers"] = metric(gens, np.full(10, 1000))
        metrics["es.bytes_from_workers"] = metric(gens, np.full(10, 500))
        metrics["es.generation"] = metric(gens, np.arange(1, 11))  # every generation logged a point
        params = {"lr": 0.01, "sigma": 0.02, "workers": workers or 4, "backend": "ray"}
    config = {
        "suite": "fixture", "label": label, "algo": algo, "env": env, "seed": seed,
        "budget": {"timesteps": total, "wall_clock_s": None},
        "eval": {"every_timesteps": every, "episodes": 5},
        "policy": {"type": "mlp", "hidden": [64, 64], "activation": "tanh", "init": "default",
                   "action_bins": None},
        "params": params,
    }  # fmt: skip
    final = float(ret[-1])
    return {"config": config, "run": run_doc(result=final), "metrics": metrics,
            "info": {"cores": cores, "num_params": 4000}}  # fmt: skip


def build_main_store(root: Path) -> Path:
    """The main fixture store (see the module docstring)."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "_sources").mkdir()
    problems = {("ES", "EnvA-v0", 3), ("TRPO", "EnvB-v0", 3), ("A2C", "EnvA-v0", 3), ("A2C", "EnvB-v0", 2),
                ("A2C", "EnvB-v0", 3)}  # fmt: skip
    run_id = 1
    for env in BASES:
        for label in ALGOS:
            for seed in OFFSETS:
                if (label, env, seed) not in problems:
                    write_run(root, run_id, **make_run(label, env, seed))
                    run_id += 1
    failed = make_run("ES", "EnvA-v0", 3, total_frac=0.3)
    failed["run"] = run_doc(
        "FAILED", trace=["Traceback (most recent call last):\n", "RuntimeError: worker died\n"]
    )
    write_run(root, 101, **failed)
    running = make_run("TRPO", "EnvB-v0", 3, total_frac=0.5)
    running["run"] = run_doc("RUNNING")
    write_run(root, 102, **running)
    write_run(root, 103, config=make_run("A2C", "EnvA-v0", 3)["config"])
    broken = make_run("A2C", "EnvB-v0", 2)
    broken["metrics"] = json.dumps(broken["metrics"])[:500]
    write_run(root, 104, **broken)
    (root / "suite.yaml").write_text(SUITE_YAML)
    trials = [make_run(label, env, seed)["config"] for env in BASES for label in ALGOS for seed in OFFSETS]
    (root / "trials.json").write_text(json.dumps(trials))
    return root


def build_scaling_store(root: Path) -> Path:
    """ES on EnvA-v0 at 1, 2 and 4 workers (2 seeds each): 800, 400 and 250 s for 2M steps.

    One label per worker count (``ES-1w``, ...), as a suite with one algorithm entry per count
    gives: runs of one label, env and seed are duplicates, counted once."""
    root.mkdir(parents=True, exist_ok=True)
    run_id = 1
    for workers, wall in ((1, 800.0), (2, 400.0), (4, 250.0)):
        for seed in (0, 1):
            docs = make_run("ES", "EnvA-v0", seed, workers=workers, wall=wall)
            docs["config"]["label"] = f"ES-{workers}w"
            docs["config"]["suite"] = "scaling"
            docs["config"]["params"]["sigma"] = 0.05
            write_run(root, run_id, **docs)
            run_id += 1
    return root
