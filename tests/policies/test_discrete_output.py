"""``policy.discrete_output: k``: each continuous output becomes floor(k·tanh x)/k (GoodAI's "discrete"
output, k = 6), on every path that plays the policy: the eval actor, the ES's per-episode and batched
rollouts, the lstm, and so the ES, Nevergrad and ask/tell runners that share them."""

import gymnasium as gym
import numpy as np
import pytest

from esbench.core.config import PolicySpec
from esbench.core.errors import ConfigErrors
from esbench.core.params import from_dict
from esbench.policies import build_policy
from esbench.policies.mlp_rollout import MlpPolicyFactory

OBS = gym.spaces.Box(-np.inf, np.inf, (5,), np.float32)
ACT = gym.spaces.Box(-1.0, 1.0, (3,), np.float32)
#: floor(6·tanh x)/6: -1, -5/6, ..., 5/6, and 1 where float32 tanh rounds to 1 (x above ~9).
LEVELS = {np.float32(k) / np.float32(6) for k in range(-6, 7)}


def _observations(n=200):
    return np.random.default_rng(0).normal(0, 3, (n, 5)).astype(np.float32)


def _theta(policy, scale=3.0):
    return (np.random.default_rng(1).normal(0, scale, policy.num_params)).astype(np.float32)


@pytest.mark.parametrize("kind", ["mlp", "lstm"])
def test_actions_take_only_the_values_k_over_6(kind):
    spec = PolicySpec(type=kind, hidden=(8,) if kind == "lstm" else (8, 8), discrete_output=6)
    policy = build_policy(spec, OBS, ACT)
    actor = policy.actor(_theta(policy))
    actions = np.stack([actor(o) for o in _observations()])
    assert set(actions.ravel().tolist()) <= LEVELS
    assert len(set(actions.ravel().tolist())) > 3  # not a constant: the outputs spread over the levels


def test_the_eval_actor_matches_floor_6_tanh_of_the_linear_output():
    linear = build_policy(PolicySpec(hidden=(8,)), OBS, ACT)
    discrete = build_policy(PolicySpec(hidden=(8,), discrete_output=6), OBS, ACT)
    theta = _theta(linear)
    a, b = linear.actor(theta), discrete.actor(theta)
    for o in _observations(50):
        out = linear.forward(linear.unflatten(theta), o)
        np.testing.assert_array_equal(b(o), np.floor(6 * np.tanh(out)) / 6)
        assert not np.array_equal(a(o), b(o)) or np.all(np.abs(a(o)) == 1)


def test_rollout_paths_equal_the_eval_actor_bit_for_bit():
    spec = PolicySpec(hidden=(8, 8), discrete_output=6)
    rollout = MlpPolicyFactory(spec)(OBS, ACT)
    thetas = np.stack([_theta(rollout, s) for s in (1.0, 3.0)])
    observations = _observations(40)
    for i, theta in enumerate(thetas):
        actor, act = rollout.actor(theta), rollout.make_act(theta)
        batch = rollout.make_batch_act(thetas)
        for o in observations:
            expected = actor(o)
            assert set(expected.tolist()) <= LEVELS
            np.testing.assert_array_equal(act(o), expected)
            np.testing.assert_array_equal(batch(np.stack([o, o]))[i], expected)


def test_linear_output_is_the_default_and_bad_values_are_config_errors():
    assert PolicySpec().discrete_output is None
    with pytest.raises(ConfigErrors, match="discrete_output"):
        from_dict(PolicySpec, {"discrete_output": 0})
    with pytest.raises(ConfigErrors, match="discrete_output"):
        from_dict(PolicySpec, {"discrete_output": 6, "action_bins": 5})
