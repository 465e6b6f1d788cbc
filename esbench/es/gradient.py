"""The gradient estimate rebuilt on the driver from noise indices (reference ``batched_weighted_sum``).

ĝ = Σ_i (f⁺_i − f⁻_i) ε_i / (2n), with f the shaped fitness of the mirrored pair i.
Note: there is **no 1/σ factor**, exactly as in the reference code (issue
openai/evolution-strategies-starter#24): the scale is folded into the step size.
"""

from __future__ import annotations

import numpy as np

#: Rows per batch are limited so one batch of gathered ε holds at most this many float32 values.
MAX_BATCH_VALUES = 2**23


def batched_weighted_sum(
    weights: np.ndarray, indices: np.ndarray, table: np.ndarray, dim: int, batch_size: int = 500
) -> np.ndarray:
    """Σ_i weights[i] · table[indices[i] : indices[i] + dim], as float32.

    ε rows are gathered in batches (at most ``batch_size`` rows, the reference's 500, and at most
    :data:`MAX_BATCH_VALUES` values per batch) and reduced with one BLAS matrix-vector product per
    batch. The order of summation depends only on the order of ``indices``.
    """
    weights = np.asarray(weights, dtype=np.float32).ravel()
    indices = np.asarray(indices, dtype=np.int64).ravel()
    if weights.shape != indices.shape:
        raise ValueError(f"{weights.size} weights for {indices.size} noise indices")
    total = np.zeros(dim, dtype=np.float32)
    if indices.size == 0:
        return total
    rows = max(1, min(batch_size, MAX_BATCH_VALUES // max(dim, 1)))
    if rows < 32:
        # Large policies: few rows fit a batch, and gathering them costs an extra pass over memory;
        # accumulate w·ε straight from the table with one preallocated temporary instead.
        tmp = np.empty(dim, dtype=np.float32)
        for w, i in zip(weights, indices, strict=True):
            np.multiply(table[i : i + dim], w, out=tmp)
            total += tmp
        return total
    buf = np.empty((rows, dim), dtype=np.float32)
    for start in range(0, indices.size, rows):
        idx = indices[start : start + rows]
        batch = buf[: idx.size]
        for row, i in enumerate(idx):  # one memcpy per ε; the reduction below is one BLAS call
            batch[row] = table[i : i + dim]
        total += weights[start : start + rows] @ batch
    return total


def es_gradient(fitness: np.ndarray, indices: np.ndarray, table: np.ndarray, dim: int) -> np.ndarray:
    """ĝ = Σ (f⁺ − f⁻) ε / (2n) for an (n, 2) fitness array (columns: +ε, −ε); no 1/σ (see module doc)."""
    fitness = np.asarray(fitness, dtype=np.float32)
    if fitness.ndim != 2 or fitness.shape[1] != 2:
        raise ValueError(f"fitness must have shape (n, 2), got {fitness.shape}")
    g = batched_weighted_sum(fitness[:, 0] - fitness[:, 1], indices, table, dim)
    g /= np.float32(fitness.size)
    return g
