"""The ES update step and the episode cap."""

import numpy as np
import pytest

from esbench.es.episode_cap import EpisodeCap
from esbench.es.gradient import es_gradient
from esbench.es.noise import build_noise_table
from esbench.es.optimizers import Adam
from esbench.es.ranks import centered_ranks
from esbench.es.state import ESState, UpdateConfig
from esbench.es.update import GenerationData, es_update


def test_update_is_adam_on_minus_g_plus_l2_theta():
    table = build_noise_table(1000, 0)
    theta = np.linspace(-1, 1, 10).astype(np.float32)
    config = UpdateConfig()
    state = ESState.create(theta, (3,), config, EpisodeCap.create("env_default", None, 1, 0.5, 2))
    data = GenerationData(
        noise_indices=np.array([0, 17, 400]),
        returns=np.array([[1.0, 2.0], [5.0, 0.0], [3.0, 3.5]]),
        lengths=np.array([[10, 10], [10, 10], [10, 10]]),
        obs_sum=np.ones(3),
        obs_sumsq=np.ones(3) * 2,
        obs_count=7,
    )
    stats = es_update(state, data, table, config)
    g = es_gradient(centered_ranks(data.returns), data.noise_indices, table, 10)
    expected, ratio = Adam(10).update(theta, -g + np.float32(0.005) * theta)
    np.testing.assert_array_equal(state.theta, expected)
    assert stats.update_ratio == ratio
    assert stats.grad_norm == pytest.approx(float(np.linalg.norm(g)))
    assert state.generation == 1 and state.obstat.count == pytest.approx(7.01)


def test_adaptive_cap_grows_like_the_reference():
    cap = EpisodeCap.create("adaptive", None, 100, 0.5, 1.5)
    assert cap.effective(1000) == 100
    cap.update(np.array([100, 100, 50, 20]))  # half hit the cap -> grow
    assert cap.limit == 150
    cap.update(np.array([150, 20, 50, 20]))
    assert cap.limit == 150
    assert EpisodeCap.create("fixed", 5000, 1, 0, 0).effective(1000) == 1000
    assert EpisodeCap.create("env_default", None, 1, 0, 0).effective(500) == 500
