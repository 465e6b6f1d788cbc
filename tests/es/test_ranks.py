"""Exact values of the centered-rank fitness shaping."""

import numpy as np
import pytest

from esbench.es.ranks import centered_ranks, compute_ranks, shape_fitness


def test_compute_ranks_exact():
    assert compute_ranks(np.array([3.0, -1.0, 10.0, 0.5])).tolist() == [2, 0, 3, 1]


def test_centered_ranks_exact_over_all_2n_returns():
    returns = np.array([[1.0, 5.0], [3.0, -2.0]])
    f = np.float32
    # float32 arithmetic as in the reference: rank / (2n − 1) − 0.5
    expected = np.array([[f(1) / f(3) - f(0.5), f(0.5)], [f(2) / f(3) - f(0.5), f(-0.5)]], dtype=np.float32)
    out = centered_ranks(returns)
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, expected)
    assert out.min() == -0.5 and out.max() == 0.5


def test_ties_ranked_by_position():
    np.testing.assert_array_equal(compute_ranks(np.array([1.0, 1.0, 0.0])), [1, 2, 0])


def test_shape_fitness_none_and_unknown():
    r = np.array([[1.0, 2.0]])
    np.testing.assert_array_equal(shape_fitness(r, "none"), r.astype(np.float32))
    with pytest.raises(ValueError):
        shape_fitness(r, "sign")
