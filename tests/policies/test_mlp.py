"""The numpy forward of the MLP policy agrees with its torch module; action heads map correctly."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
import torch

from esbench.core.config import PolicySpec
from esbench.policies import build_policy, sb3_policy_kwargs
from esbench.policies.mlp import flatten_module, load_flat


@pytest.mark.parametrize("activation", ["tanh", "relu", "elu"])
@pytest.mark.parametrize("init", ["default", "normc"])
def test_numpy_forward_matches_torch(activation, init):
    obs_space = gym.spaces.Box(-1, 1, (5,), np.float32)
    act_space = gym.spaces.Box(-2, 2, (3,), np.float32)
    policy = build_policy(PolicySpec(hidden=(16, 8), activation=activation, init=init), obs_space, act_space)
    theta = policy.init_params(seed=7)
    assert theta.dtype == np.float32 and theta.shape == (policy.num_params,)
    assert policy.num_params == 5 * 16 + 16 + 16 * 8 + 8 + 8 * 3 + 3
    module = policy.torch_module()
    load_flat(module, theta)
    np.testing.assert_array_equal(flatten_module(module), theta)
    obs = np.random.default_rng(0).standard_normal((20, 5)).astype(np.float32)
    expected = module(torch.as_tensor(obs)).detach().numpy()
    layers = policy.unflatten(theta)
    got = np.stack([policy.forward(layers, o) for o in obs])
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)


def test_init_is_seeded_and_normc_has_unit_rows():
    space = gym.spaces.Box(-1, 1, (4,), np.float32)
    policy = build_policy(PolicySpec(init="normc"), space, gym.spaces.Discrete(2))
    a, b, c = policy.init_params(1), policy.init_params(1), policy.init_params(2)
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)
    (w0, b0), _, (w2, _) = policy.unflatten(a)
    np.testing.assert_allclose(np.linalg.norm(w0, axis=1), 1.0, rtol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(w2, axis=1), 0.01, rtol=1e-5)
    assert not b0.any()
    torch_default = build_policy(PolicySpec(), space, gym.spaces.Discrete(2))
    np.testing.assert_array_equal(torch_default.init_params(3), torch_default.init_params(3))


def test_action_heads():
    obs_space = gym.spaces.Box(-1, 1, (2,), np.float32)
    discrete = build_policy(PolicySpec(hidden=()), obs_space, gym.spaces.Discrete(3))
    assert discrete.head(np.array([0.1, 0.7, 0.2])) == 1
    box = gym.spaces.Box(
        np.array([-1.0, 0.0], np.float32), np.array([1.0, 2.0], np.float32), dtype=np.float32
    )
    continuous = build_policy(PolicySpec(hidden=()), obs_space, box)
    np.testing.assert_array_equal(continuous.head(np.array([5.0, -3.0])), [1.0, 0.0])
    binned = build_policy(PolicySpec(hidden=(), action_bins=5), obs_space, box)
    assert binned.head.n_outputs == 10
    out = np.zeros(10)
    out[4] = 1.0  # dim 0: last bin -> high
    out[5 + 2] = 1.0  # dim 1: middle bin -> middle of [0, 2]
    np.testing.assert_allclose(binned.head(out), [1.0, 1.0])


def test_actor_normalises_and_clips_observations():
    obs_space = gym.spaces.Box(-np.inf, np.inf, (1,), np.float32)
    policy = build_policy(PolicySpec(hidden=()), obs_space, gym.spaces.Box(-100, 100, (1,), np.float32))
    theta = np.array([1.0, 0.0], np.float32)  # action = normalised observation
    actor = policy.actor(theta, obs_mean=np.array([10.0]), obs_std=np.array([2.0]))
    np.testing.assert_allclose(actor(np.array([14.0])), [2.0])
    np.testing.assert_allclose(actor(np.array([1000.0])), [5.0])  # clipped to +5 as in the reference


def test_sb3_policy_kwargs_match_the_spec():
    kwargs = sb3_policy_kwargs(PolicySpec(hidden=(32, 16), activation="relu"))
    assert kwargs["net_arch"] == {"pi": [32, 16], "vf": [32, 16]}
    assert kwargs["activation_fn"] is torch.nn.ReLU
