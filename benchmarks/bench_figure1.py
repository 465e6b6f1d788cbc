"""The cost model held against the ES paper's Figure 1, with Humanoid-v5's step cost measured here.

    .venv/bin/python benchmarks/bench_figure1.py [--store results/bench-emulated-scaling] [--steps 20000]

Salimans et al. (2017), Figure 1: the median time to 6,000 on Humanoid fell from 657 minutes at 18
cores to 10 minutes at 1,440 (65.7x for 80x the cores). esbench's cost model (report/projection.py)
predicts that ratio as T(18) / T(1440) (same population, same generations), with:

- S and c f(w) fitted on the emulated runs that ``benchmarks/bench_es_emulated_scaling.py`` stored
  in ``--store`` (the configuration that passes the held-out check, as the report's projection);
- p = 2 x 1,000 steps x Humanoid-v5's seconds per step, measured here in this run: one process
  playing Humanoid-v5 with the paper's 2x256 tanh MLP (normc init, observations normalised and
  clipped as the ES's workers do) for ``--steps`` steps, timed in CPU seconds of this process (so a
  busy machine does not inflate it; the wall-clock rate is printed beside it);
- the paper's 5,000 pairs and the policy's 159,505 parameters.

Prints the measured step cost, the fit's check, the comparison (esbench.report.figure1.compare) and,
beyond 25%, the term responsible; then the same model with no driver cost (S = 0, c f(w) = 0: the
rollouts alone, 69.5x), the verdict (esbench.report.figure1.verdict: agreement is claimed only where
the no-cost model would not agree too, else "cannot discriminate") and every input, measured or
assumed. The last line is
``Figure 1: paper 65.7x from 18 to 1,440 cores; esbench's model X.Xx (error +-N%); no driver cost
69.5x (+6%): <agree | disagree | cannot discriminate>``.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]


def humanoid_step_s(steps: int, seed: int = 0) -> tuple[float, float]:
    """(CPU seconds, wall seconds) per Humanoid-v5 step with a 2x256 tanh MLP policy choosing actions."""
    import gymnasium as gym

    env = gym.make("Humanoid-v5")
    rng = np.random.default_rng(seed)
    sizes = [env.observation_space.shape[0], 256, 256, env.action_space.shape[0]]
    layers = []
    for a, b in itertools.pairwise(sizes):
        w = rng.standard_normal((a, b)).astype(np.float32)
        layers.append((w / np.linalg.norm(w, axis=0, keepdims=True), np.zeros(b, np.float32)))
    mean, std = np.zeros(sizes[0], np.float32), np.ones(sizes[0], np.float32)
    obs, _ = env.reset(seed=seed)
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(steps):
        x = np.clip((obs.astype(np.float32) - mean) / std, -5.0, 5.0)
        for i, (w, b) in enumerate(layers):
            x = x @ w + b
            if i < len(layers) - 1:
                x = np.tanh(x)
        obs, _, terminated, truncated, _ = env.step(np.clip(x, -0.4, 0.4))
        if terminated or truncated:
            obs, _ = env.reset()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    env.close()
    return cpu / steps, wall / steps


def main(argv: list[str] | None = None) -> int:
    """Measure, fit, compare and print (module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", default=str(REPO / "results" / "bench-emulated-scaling"))
    parser.add_argument("--steps", type=int, default=20_000)
    args = parser.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    from esbench.report import ReportOptions, load_frames
    from esbench.report.aggregates import projection_group
    from esbench.report.figure1 import compare, emulated_model, humanoid_params, inputs_frame, paper_figure1
    from esbench.report.tables import prepare
    from esbench.stores.file_store import FileRunStore

    print(f"1-minute load at start: {os.getloadavg()[0]:.2f}")
    cpu_s, wall_s = humanoid_step_s(args.steps)
    print(f"Humanoid-v5 with a 2x256 tanh MLP: {cpu_s * 1e3:.4f} ms CPU per step ({1 / cpu_s:,.0f} steps/s "
          f"per core; wall-clock {1 / wall_s:,.0f} steps/s), {args.steps:,} steps")  # fmt: skip
    store = Path(args.store)
    if not store.is_dir():
        print(f"no store at {store}: run benchmarks/bench_es_emulated_scaling.py first", file=sys.stderr)
        return 2
    data = prepare(load_frames([FileRunStore(store)]), ReportOptions())
    fitted = emulated_model(data, projection_group)
    if fitted is None:
        print("no emulated configuration in the store passes the model's held-out check: no comparison")
        return 1
    model, check = fitted
    print(f"model check: {check}")
    paper = paper_figure1()
    r = compare(model, cpu_s, humanoid_params(hidden=tuple(paper["hidden"])))
    low, high = (int(c) for c in r["cores"])
    for name, terms in ((low, r["terms_low"]), (high, r["terms_high"])):
        shown = ", ".join(f"{k} {v:.4g} s" for k, v in terms.items())
        print(f"T({name}) = {sum(terms.values()):.4g} s: {shown}")
    ideal = r["granularity_speedup"]
    print(f"rollouts alone (request granularity ceil(n/{low}) / ceil(n/{high})): {ideal:.1f}x")
    if r["responsible"]:
        print(f"disagreement beyond 25%: {r['responsible']}")
    print(f"no driver cost (S = 0, c f(w) = 0): {r['zero_speedup']:.1f}x (error {r['zero_error']:+.0%})")
    print(f"verdict: {r['verdict']}")
    step_from = f"this run: {args.steps:,} steps of one process, CPU time"
    for row in inputs_frame(r, step_from, check).itertuples(index=False):
        print(f"input: {row[0]} = {row[1]} ({row[2]}: {row[3]})")
    print(f"Figure 1: paper {r['paper_speedup']:.1f}x from {low} to {high:,} cores; esbench's model "
          f"{r['predicted_speedup']:.1f}x (error {r['error']:+.0%}); no driver cost {r['zero_speedup']:.1f}x "
          f"({r['zero_error']:+.0%}): {r['outcome']}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
