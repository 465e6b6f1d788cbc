"""One ES update from a generation's results (reference ``run_master`` update step).

Order as in the reference: shape fitness over all 2n returns, ĝ from noise indices, the optimizer
step on ``−ĝ + l2coeff·θ``, then merge the observation statistics (used from the next generation
on), then adapt the episode cap.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from esbench.es.gradient import es_gradient
from esbench.es.ranks import shape_fitness
from esbench.es.state import ESState, UpdateConfig


@dataclasses.dataclass(frozen=True, kw_only=True)
class GenerationData:
    """A generation's results ordered by pair index (what the driver needs for the update)."""

    noise_indices: np.ndarray
    """(n,) int64 slice starts in the noise table."""
    returns: np.ndarray
    """(n, 2) float64 returns of θ+σε and θ−σε (each the mean over ``episodes_per_half`` episodes)."""
    lengths: np.ndarray
    """(n, 2) int64 steps of each half (the total over its ``episodes_per_half`` episodes)."""
    obs_sum: np.ndarray | None = None
    """Σ o over the rollouts that sampled observation statistics (None if none did)."""
    obs_sumsq: np.ndarray | None = None
    """Σ o² over those rollouts."""
    obs_count: int = 0
    """Number of observations in those sums."""
    episodes_per_half: int = 1
    """Episodes behind each return and length (``episodes_per_pair``; the reference: 1)."""


@dataclasses.dataclass(frozen=True)
class UpdateStats:
    """Diagnostics of one update."""

    grad_norm: float
    update_ratio: float
    theta_norm: float


def es_update(state: ESState, data: GenerationData, table: np.ndarray, config: UpdateConfig) -> UpdateStats:
    """Apply one generation's update to ``state`` in place and return its diagnostics."""
    fitness = shape_fitness(data.returns, config.fitness_shaping)
    g = es_gradient(fitness, data.noise_indices, table, state.theta.size)
    # Coupled L2 as in the reference: the optimizer descends on −ĝ + l2coeff·θ.
    descent = -g + np.float32(config.l2coeff) * state.theta
    state.theta, ratio = state.optimizer.update(state.theta, descent)
    if data.obs_count > 0:
        if data.obs_sum is None or data.obs_sumsq is None:
            raise ValueError(f"{data.obs_count} observations counted without their sums (obs_sum, obs_sumsq)")
        state.obstat.increment(data.obs_sum, data.obs_sumsq, data.obs_count)
    state.cap.update(data.lengths, data.episodes_per_half)
    state.generation += 1
    return UpdateStats(float(np.linalg.norm(g)), ratio, float(np.linalg.norm(state.theta)))
