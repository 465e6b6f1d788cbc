"""Running observation statistics: initial values, merging, std floor, state round trip."""

import numpy as np

from esbench.es.obstat import RunningStat, observation_sums


def test_initial_mean_zero_std_one():
    s = RunningStat(3)
    np.testing.assert_array_equal(s.mean, np.zeros(3, np.float32))
    np.testing.assert_array_equal(s.std, np.ones(3, np.float32))
    assert s.count == 1e-2


def test_merge_exact():
    s = RunningStat(2)
    a = np.array([[1.0, 2.0], [3.0, 4.0]])
    b = np.array([[5.0, -6.0]])
    s.increment(*observation_sums(a))
    s.increment(*observation_sums(b))
    count = 1e-2 + 3
    mean = np.array([9.0, 0.0]) / count
    var = (np.array([1 + 9 + 25, 4 + 16 + 36]) + 1e-2) / count - mean**2
    assert s.count == count
    np.testing.assert_allclose(s.mean, mean.astype(np.float32), rtol=1e-7)
    np.testing.assert_allclose(s.std, np.sqrt(var).astype(np.float32), rtol=1e-6)


def test_std_floor():
    s = RunningStat(1)
    s.increment(*observation_sums(np.full((100, 1), 7.0)))
    np.testing.assert_allclose(s.std, [0.1], rtol=1e-6)


def test_state_round_trip():
    s, t = RunningStat(2), RunningStat(2)
    s.increment(np.array([1.0, 2.0]), np.array([3.0, 4.0]), 5)
    t.load_state_dict(s.state_dict())
    np.testing.assert_array_equal(t.mean, s.mean)
    np.testing.assert_array_equal(t.std, s.std)
