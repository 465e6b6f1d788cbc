"""One place that builds the :class:`GenerationTask` the backend tests share (CartPole-sized by default)."""

from __future__ import annotations

import numpy as np

from esbench.backends.base import GenerationTask


def generation_task(theta: np.ndarray, obs_dim: int = 4, **overrides) -> GenerationTask:
    """Generation 0 of run seed 1, σ 0.5, no cap, obs mean 0 and std 1; ``overrides`` replace fields."""
    fields = {
        "generation": 0,
        "run_seed": 1,
        "theta": theta,
        "obs_mean": np.zeros(obs_dim, np.float32),
        "obs_std": np.ones(obs_dim, np.float32),
        "sigma": 0.5,
        "episode_cap": None,
        "action_noise_std": 0.01,
        "calc_obstat_prob": 0.3,
        **overrides,
    }
    return GenerationTask(**fields)
