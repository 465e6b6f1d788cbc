"""The batched gradient from noise indices against a direct computation."""

import numpy as np

from esbench.es import gradient
from esbench.es.gradient import batched_weighted_sum, es_gradient
from esbench.es.noise import build_noise_table, get_noise, sample_index


def test_gradient_matches_direct_computation():
    table = build_noise_table(10_000, seed=1)
    rng = np.random.default_rng(0)
    dim, n = 37, 23
    indices = np.array([sample_index(rng, table.size, dim) for _ in range(n)])
    fitness = rng.uniform(-0.5, 0.5, size=(n, 2)).astype(np.float32)
    direct = sum(
        (fitness[i, 0].astype(np.float64) - fitness[i, 1])
        * get_noise(table, indices[i], dim).astype(np.float64)
        for i in range(n)
    ) / (2 * n)
    g = es_gradient(fitness, indices, table, dim)
    assert g.dtype == np.float32 and g.shape == (dim,)
    np.testing.assert_allclose(g, direct, rtol=1e-5, atol=1e-6)


def test_batching_does_not_change_the_sum(monkeypatch):
    table = build_noise_table(5_000, seed=2)
    rng = np.random.default_rng(1)
    idx = rng.integers(0, table.size - 100, size=57)
    w = rng.standard_normal(57).astype(np.float32)
    whole = batched_weighted_sum(w, idx, table, 100, batch_size=1000)
    small = batched_weighted_sum(w, idx, table, 100, batch_size=7)
    monkeypatch.setattr(gradient, "MAX_BATCH_VALUES", 300)  # 3 rows: the streaming path
    tiny = batched_weighted_sum(w, idx, table, 100)
    np.testing.assert_allclose(small, whole, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(tiny, whole, rtol=1e-5, atol=1e-6)


def test_noise_table_is_a_pure_function_of_seed_and_size():
    a, b = build_noise_table(1000, 5), build_noise_table(1000, 5)
    np.testing.assert_array_equal(a, b)
    assert a.dtype == np.float32 and not a.flags.writeable
    assert not np.array_equal(a, build_noise_table(1000, 6))
