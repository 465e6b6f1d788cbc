"""The reference batch of virtual batch norm: observations of random-action play, gathered once per run.

A policy that needs one (a cnn with ``vbn``) says so through its factory's ``ref_batch_size``; the
driver collects the batch with :func:`collect_ref_batch`, seeded by :func:`ref_batch_seed` (the same
for the ES and Nevergrad), and ships it once to every worker's policy factory.
"""

from __future__ import annotations

import numpy as np

from esbench.core.seeding import derive_seed
from esbench.envs import make_env


def collect_ref_batch(env_id: str, size: int, seed: int) -> np.ndarray:
    """``size`` observations from random-action play (reference ``get_ref_batch``), seeded."""
    env = make_env(env_id)
    try:
        env.action_space.seed(seed)
        obs, _ = env.reset(seed=seed)
        batch: list[np.ndarray] = []
        while len(batch) < size:
            batch.append(np.asarray(obs, dtype=np.float32))
            obs, _, terminated, truncated, _ = env.step(env.action_space.sample())
            if terminated or truncated:
                obs, _ = env.reset()
        return np.stack(batch)
    finally:
        env.close()


def ref_batch_seed(run_seed: int) -> int:
    """The seed of a run's reference batch (the same for the ES and Nevergrad)."""
    return derive_seed(run_seed, "es-ref-batch")
