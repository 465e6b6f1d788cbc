"""Bytes per generation, ES scheme versus full-vector scheme, over policy size and population.

    .venv/bin/python benchmarks/bench_es_communication.py

Builds the exact messages the backends send (:mod:`esbench.backends.base`) and measures them with
the same serializer the backends use for ``es.bytes_to_workers`` / ``es.bytes_from_workers``:
- ES: θ and obs-norm stats once (:class:`GenerationTask`), a range per request, scalars per pair
  (plus observation sums for the ~1% of rollouts that sample them);
- full-vector (Nevergrad's evaluation, :meth:`Backend.evaluate_thetas`): every candidate's θ.
The ES bytes must grow with the population only through the per-pair scalars.
"""

from __future__ import annotations

import numpy as np

from esbench.backends.base import (
    ChunkRequest,
    ChunkResult,
    GenerationTask,
    ThetaRequest,
    ThetaResult,
    message_bytes,
)
from esbench.backends.requests import default_pairs_per_task

OBS_DIM = 17  # HalfCheetah


def es_bytes(num_params: int, population: int, obstat_prob: float = 0.01) -> tuple[int, int]:
    """(to workers, from workers) for one ES generation on one node."""
    rng = np.random.default_rng(0)
    obs = np.zeros(OBS_DIM, np.float32)
    task = GenerationTask(
        generation=0,
        run_seed=0,
        theta=np.zeros(num_params, np.float32),
        obs_mean=obs,
        obs_std=obs + 1,
        sigma=0.02,
        episode_cap=1000,
        action_noise_std=0.01,
        calc_obstat_prob=obstat_prob,
    )
    per = default_pairs_per_task(population)
    sent, received = message_bytes(task), 0
    for start in range(0, population, per):
        stop = min(start + per, population)
        n = stop - start
        sent += message_bytes(ChunkRequest(0, start, stop))
        sampled = [
            (p, h, np.zeros(OBS_DIM), np.zeros(OBS_DIM), 1000)
            for p in range(start, stop)
            for h in (0, 1)
            if rng.random() < obstat_prob
        ]
        result = ChunkResult(
            start=start,
            noise_indices=np.zeros(n, np.int64),
            returns=np.zeros((n, 2)),
            lengths=np.zeros((n, 2), np.int64),
            obstats=sampled,
        )
        received += message_bytes(result)
    return sent, received


def full_vector_bytes(num_params: int, candidates: int) -> tuple[int, int]:
    """(to workers, from workers) for evaluating ``candidates`` full θ vectors (one per message)."""
    theta = np.zeros((1, num_params), np.float32)
    sent = sum(message_bytes(ThetaRequest(start=i, thetas=theta, env_seeds=(i,))) for i in range(candidates))
    received = sum(
        message_bytes(ThetaResult(i, np.zeros(1), np.zeros(1, np.int64))) for i in range(candidates)
    )
    return sent, received


def main() -> None:
    """Print the table and the per-pair growth of the ES bytes."""
    sizes = [1_000, 10_000, 100_000, 1_000_000]
    populations = [10, 100, 1000]
    print(
        f"{'params':>9} {'pairs':>6} | {'ES to':>12} {'ES from':>10} | "
        f"{'full-vector to':>15} {'from':>9} | ratio"
    )
    per_pair = {}
    for d in sizes:
        for n in populations:
            es_to, es_from = es_bytes(d, n)
            fv_to, fv_from = full_vector_bytes(d, 2 * n)  # the same 2n episodes, each shipped as θ
            per_pair[(d, n)] = es_to + es_from
            ratio = (fv_to + fv_from) / (es_to + es_from)
            print(f"{d:>9} {n:>6} | {es_to:>12} {es_from:>10} | {fv_to:>15} {fv_from:>9} | {ratio:8.1f}x")
    print("\nES bytes per extra pair (population 100 -> 1000), by policy size:")
    for d in sizes:
        growth = (per_pair[(d, 1000)] - per_pair[(d, 100)]) / 900
        print(f"  {d:>9} params: {growth:7.1f} bytes/pair")
    print("(independent of the policy size: θ is sent once per generation, then only scalars per pair)")


if __name__ == "__main__":
    main()
