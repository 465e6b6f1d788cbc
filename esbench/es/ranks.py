"""Fitness shaping: centered ranks over all 2n returns of a generation.

As the reference ``compute_centered_ranks``.
"""

from __future__ import annotations

import numpy as np


def compute_ranks(x: np.ndarray) -> np.ndarray:
    """Ranks of the values of ``x`` (any shape), 0 for the smallest, as ``x``'s shape.

    Departure: the reference uses ``argsort`` (quicksort), so ties get an arbitrary order; a stable
    sort makes ties ranked by position, hence results reproducible across numpy versions.
    """
    flat = np.asarray(x).ravel()
    ranks = np.empty(flat.size, dtype=np.int64)
    ranks[np.argsort(flat, kind="stable")] = np.arange(flat.size)
    return ranks.reshape(np.shape(x))


def centered_ranks(x: np.ndarray) -> np.ndarray:
    """Ranks rescaled to [-0.5, 0.5]: ``rank / (size - 1) - 0.5`` (float32, shape of ``x``)."""
    x = np.asarray(x)
    if x.size < 2:
        return np.zeros(x.shape, dtype=np.float32)
    y = compute_ranks(x).astype(np.float32)
    y /= x.size - 1
    y -= 0.5
    return y


def shape_fitness(returns: np.ndarray, mode: str) -> np.ndarray:
    """Shaped fitness of an (n, 2) array of returns: ``centered_rank`` or ``none`` (raw returns)."""
    if mode == "centered_rank":
        return centered_ranks(returns)
    if mode == "none":
        return np.asarray(returns, dtype=np.float32)
    raise ValueError(f"unknown fitness_shaping '{mode}' (centered_rank | none)")
