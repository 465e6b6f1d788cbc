"""Running observation statistics (reference ``RunningStat``): sums kept in float64.

The count and sum of squares start at ``eps`` = 1e-2, so the initial mean is 0 and the initial std 1;
the std is floored at √0.01 = 0.1. Workers return per-rollout sums; the driver merges them in
pair-index order and ships the new mean/std with the next θ.
"""

from __future__ import annotations

import numpy as np

#: Initial count and sum of squares (reference: 1e-2).
INITIAL_COUNT = 1e-2
#: Variance floor (std floor √0.01 = 0.1), as in the reference.
VAR_FLOOR = 1e-2


class RunningStat:
    """Sum, sum of squares and count of observations seen so far."""

    def __init__(self, shape: tuple[int, ...] | int, eps: float = INITIAL_COUNT):
        self.sum = np.zeros(shape, dtype=np.float64)
        self.sumsq = np.full(shape, eps, dtype=np.float64)
        self.count = float(eps)

    def increment(self, s: np.ndarray, ssq: np.ndarray, c: float) -> None:
        """Add observation sums ``s``, squared sums ``ssq`` and count ``c``."""
        self.sum += s
        self.sumsq += ssq
        self.count += c

    @property
    def mean(self) -> np.ndarray:
        """Running mean (float32, as shipped to workers)."""
        return (self.sum / self.count).astype(np.float32)

    @property
    def std(self) -> np.ndarray:
        """Running std with the variance floor (float32)."""
        mean = self.sum / self.count
        return np.sqrt(np.maximum(self.sumsq / self.count - np.square(mean), VAR_FLOOR)).astype(np.float32)

    def state_dict(self) -> dict:
        """Sums and count (for checkpoints)."""
        return {"sum": self.sum.copy(), "sumsq": self.sumsq.copy(), "count": self.count}

    def load_state_dict(self, state: dict) -> None:
        """Restore from :meth:`state_dict`."""
        self.sum = np.asarray(state["sum"], dtype=np.float64).copy()
        self.sumsq = np.asarray(state["sumsq"], dtype=np.float64).copy()
        self.count = float(state["count"])


def observation_sums(observations: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """(Σ o, Σ o², count) of a (T, obs_dim) array of raw observations, in float64."""
    obs = np.asarray(observations, dtype=np.float64)
    return obs.sum(axis=0), np.square(obs).sum(axis=0), int(obs.shape[0])
