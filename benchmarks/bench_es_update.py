"""Driver update cost: rebuilding ĝ from noise indices for 1e6 parameters and population 1000.

    .venv/bin/python benchmarks/bench_es_update.py [--params 1000000] [--population 1000] [--workers 2]

Times :func:`esbench.es.update.es_update` (centered ranks, batched ĝ from the noise table, Adam)
and a naive per-index loop, and compares with one generation's rollout time estimated from the
measured per-step cost of HalfCheetah-v5 with the ES policy (2 x population episodes of 1000 steps
over ``workers`` cores). Prints the ratio (must be well under 1).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from esbench.es.episode_cap import EpisodeCap
from esbench.es.noise import DEFAULT_SIZE, build_noise_table, sample_index
from esbench.es.state import ESState, UpdateConfig
from esbench.es.update import GenerationData, es_update


def main() -> None:
    """Time the update and print the ratio to a generation's rollout time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--params", type=int, default=1_000_000)
    parser.add_argument("--population", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    d, n = args.params, args.population
    table = build_noise_table(DEFAULT_SIZE)
    rng = np.random.default_rng(0)
    data = GenerationData(
        noise_indices=np.array([sample_index(rng, table.size, d) for _ in range(n)]),
        returns=rng.standard_normal((n, 2)),
        lengths=np.full((n, 2), 1000),
    )
    config = UpdateConfig()
    times = []
    for _ in range(args.repeats):
        state = ESState.create(
            np.full(d, 0.01, np.float32), (17,), config, EpisodeCap(mode="env_default", limit=None)
        )
        start = time.perf_counter()
        es_update(state, data, table, config)
        times.append(time.perf_counter() - start)
    update_s = min(times)
    start = time.perf_counter()
    g = np.zeros(d, np.float32)
    for i, idx in enumerate(data.noise_indices[:100]):
        g += np.float32(data.returns[i, 0] - data.returns[i, 1]) * table[idx : idx + d]
    naive_s = (time.perf_counter() - start) * n / 100

    sys.path.insert(0, str(Path(__file__).parent))
    from bench_es_throughput import policy_loop

    from esbench.core.config import PolicySpec

    step_rate = policy_loop("HalfCheetah-v5", PolicySpec(hidden=(64, 64), init="normc"), 3.0)
    generation_s = 2 * n * 1000 / step_rate / args.workers
    print(f"params {d}, population {n} pairs, noise table {table.size} float32")
    print(
        f"driver update (ranks + batched ĝ + Adam): {update_s:.3f} s"
        f"   (naive per-index loop ~{naive_s:.3f} s)"
    )
    print(
        f"one generation's rollouts on {args.workers} cores (HalfCheetah, 2x{n} x 1000 steps):"
        f" {generation_s:.1f} s"
    )
    print(f"update / generation rollout time = {update_s / generation_s:.4f}   (must be well under 1)")


if __name__ == "__main__":
    main()
