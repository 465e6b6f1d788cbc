"""The shared Gaussian noise table: perturbations are contiguous slices ``table[i : i + dim]``.

The reference (``SharedNoiseTable``) draws 250M float32 values (1 GB) from ``RandomState(123)``.
Departure: esbench's default is ``DEFAULT_SIZE`` = 2**25 float32 values (128 MB), drawn from
``numpy.random.default_rng(seed)`` (PCG64) in float32, so a laptop or CI machine can hold it. The
table depends only on (seed, size): the driver and every worker build or receive the same table.
Slices overlap for large policies (the paper accepts that); size the table well above the number
of policy parameters.
"""

from __future__ import annotations

import numpy as np

#: Default table length: 2**25 float32 values = 128 MB (the reference uses 2.5e8 = 1 GB).
DEFAULT_SIZE = 2**25
#: The reference code's noise seed.
DEFAULT_SEED = 123


def build_noise_table(size: int = DEFAULT_SIZE, seed: int = DEFAULT_SEED) -> np.ndarray:
    """The noise table: ``size`` standard-normal float32 values, a pure function of (size, seed)."""
    if size <= 0:
        raise ValueError(f"noise table size must be > 0, got {size}")
    table = np.random.default_rng(seed).standard_normal(size, dtype=np.float32)
    table.flags.writeable = False
    return table


def max_index(table_size: int, dim: int) -> int:
    """The largest valid slice start for a perturbation of ``dim`` values."""
    if dim > table_size:
        raise ValueError(f"the policy has {dim} parameters but the noise table only {table_size} values")
    return table_size - dim


def sample_index(rng: np.random.Generator, table_size: int, dim: int) -> int:
    """A slice start drawn uniformly from ``[0, table_size - dim]`` (as the reference does)."""
    return int(rng.integers(0, max_index(table_size, dim) + 1))


def get_noise(table: np.ndarray, index: int, dim: int) -> np.ndarray:
    """The perturbation ε for ``index``: a read-only view ``table[index : index + dim]``."""
    return table[index : index + dim]
