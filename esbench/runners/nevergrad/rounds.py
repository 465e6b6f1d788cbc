"""One Nevergrad round: candidates played on the backend, the reward-to-loss sign flip, the ``ng.*`` stats.

Used by :mod:`esbench.runners.nevergrad.runner`; :func:`evaluate_candidates` is the same play as the
ask/tell objective's (:meth:`esbench.runners.objective.Objective.evaluate`) without its seeds.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence

import numpy as np

from esbench.backends import Backend


def return_to_loss(mean_return: float) -> float:
    """Nevergrad minimises: a candidate's loss is its negated mean return (the one sign flip)."""
    return -float(mean_return)


def evaluate_candidates(
    backend: Backend, thetas: Sequence[np.ndarray], seeds: Sequence[Sequence[int]]
) -> tuple[np.ndarray, np.ndarray, int, int]:
    """Play every candidate's episodes on ``backend``: (returns, lengths, bytes to, bytes from workers).

    ``seeds[i]`` are candidate i's episode seeds; returns and lengths are shaped (candidates, episodes).
    Each episode is one row of :meth:`~esbench.backends.interface.Backend.evaluate_thetas` (candidate i's θ
    repeated once per episode), so a candidate's θ travels once per episode.
    """
    episodes = len(seeds[0])
    rows = np.repeat(np.stack([np.asarray(t, np.float32) for t in thetas]), episodes, axis=0)
    result = backend.evaluate_thetas(rows, [int(s) for candidate in seeds for s in candidate])
    shape = (len(thetas), episodes)
    return (
        np.asarray(result.returns, float).reshape(shape),
        np.asarray(result.lengths).reshape(shape),
        int(result.bytes_to_workers),
        int(result.bytes_from_workers),
    )


class RoundStats:
    """Running ``ng.*`` extras: candidate count, best loss, the last population's returns, and the
    running totals ``ng.bytes_*`` of the message sizes the backend measured (in-process too: what the
    full-vector scheme ships; what a run actually sent is :class:`~esbench.runners.traffic.Traffic`)."""

    def __init__(self, window: int):
        self.candidates = 0
        self.best_loss = math.inf
        self.recent: deque[float] = deque(maxlen=window)
        self.bytes_to_workers = 0
        self.bytes_from_workers = 0

    def add(self, returns: np.ndarray, bytes_to_workers: int, bytes_from_workers: int) -> None:
        """Account for one evaluated round: returns (candidates, episodes) and the bytes it moved."""
        fitness = returns.mean(axis=1)
        self.candidates += len(fitness)
        self.best_loss = min(self.best_loss, min(return_to_loss(f) for f in fitness))
        self.recent.extend(float(f) for f in fitness)
        self.bytes_to_workers += int(bytes_to_workers)
        self.bytes_from_workers += int(bytes_from_workers)

    def state_dict(self) -> dict:
        """The counters and the window of returns (for checkpoints)."""
        return {
            "candidates": self.candidates,
            "best_loss": self.best_loss,
            "recent": list(self.recent),
            "bytes": [self.bytes_to_workers, self.bytes_from_workers],
        }

    def load_state_dict(self, state: dict) -> None:
        """Restore :meth:`state_dict`."""
        self.candidates = int(state["candidates"])
        self.best_loss = float(state["best_loss"])
        self.recent.clear()
        self.recent.extend(float(f) for f in state["recent"])
        self.bytes_to_workers, self.bytes_from_workers = (int(b) for b in state["bytes"])

    def extras(self) -> dict[str, float]:
        """The ``ng.*`` metrics; the population stats cover the last ``popsize`` candidates."""
        out = {
            "ng.candidates": float(self.candidates),
            "ng.bytes_to_workers": float(self.bytes_to_workers),
            "ng.bytes_from_workers": float(self.bytes_from_workers),
        }
        if self.recent:
            out.update(
                {
                    "ng.best_loss": self.best_loss,
                    "ng.pop_return_mean": float(np.mean(self.recent)),
                    "ng.pop_return_max": float(np.max(self.recent)),
                }
            )
        return out
