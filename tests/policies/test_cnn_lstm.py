"""The CNN (with virtual batch norm) and LSTM policies over flat θ, and policy-type dispatch."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
import torch

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.policies import build_policy, sb3_policy_kwargs, sb3_policy_name
from esbench.policies.cnn import AtariCnn, CnnPolicy, VirtualBatchNorm, scale_frames
from esbench.policies.factories import NetworkPolicyFactory, make_policy_factory
from esbench.policies.lstm import LstmPolicy
from esbench.policies.mlp import load_flat
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.policies.ref_batch import collect_ref_batch, ref_batch_seed

FRAMES = gym.spaces.Box(0, 255, (4, 84, 84), np.uint8)
ACTIONS = gym.spaces.Discrete(6)
CNN = PolicySpec(type="cnn")


def ref_batch(n: int = 16, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, (n, 4, 84, 84), dtype=np.uint8)


def test_auto_resolves_from_observations():
    assert PolicySpec().type == "auto"
    assert isinstance(make_policy_factory(PolicySpec(), FRAMES), NetworkPolicyFactory)
    assert make_policy_factory(PolicySpec(), FRAMES).spec.type == "cnn"
    assert isinstance(make_policy_factory(PolicySpec(), gym.spaces.Box(-1, 1, (3,))), MlpPolicyFactory)
    assert sb3_policy_name(PolicySpec().resolved(True)) == "CnnPolicy"


@pytest.mark.parametrize("arch,expected", [("a3c", 256), ("nature", 512)])
def test_cnn_params_and_init(arch, expected):
    policy = CnnPolicy(PolicySpec(type="cnn", cnn_arch=arch), FRAMES, ACTIONS, ref_batch())
    assert policy.module.features_dim == expected
    theta = policy.init_params(3)
    assert theta.shape == (policy.num_params,) and theta.dtype == np.float32
    np.testing.assert_array_equal(theta, policy.init_params(3))
    assert not np.array_equal(theta, policy.init_params(4))
    # the SB3 extractor is the same trunk without the VBN scale/shift parameters
    from stable_baselines3.common.torch_layers import BaseFeaturesExtractor

    kwargs = sb3_policy_kwargs(PolicySpec(type="cnn", cnn_arch=arch))
    extractor: BaseFeaturesExtractor = kwargs["features_extractor_class"](
        FRAMES, **kwargs["features_extractor_kwargs"]
    )
    vbn = sum(
        p.numel() for m in policy.module.modules() if isinstance(m, VirtualBatchNorm) for p in m.parameters()
    )
    head = expected * ACTIONS.n + ACTIONS.n
    assert sum(p.numel() for p in extractor.parameters()) == policy.num_params - vbn - head


def test_vbn_uses_reference_statistics():
    batch = ref_batch(32)
    policy = CnnPolicy(CNN, FRAMES, ACTIONS, batch)
    theta = policy.init_params(0)
    actor = policy.actor(theta)
    actor.reset()
    action = actor(batch[0])
    assert isinstance(action, int) and 0 <= action < ACTIONS.n
    # After binding, every VBN layer normalises the reference batch to mean 0, std 1 (γ=1, β=0).
    module = policy.module
    with torch.no_grad():
        h = scale_frames(batch)
        for layer in module.trunk:
            h = layer(h)
            if isinstance(layer, VirtualBatchNorm):
                dims = layer.dims
                assert torch.allclose(h.mean(dim=dims), torch.zeros(()), atol=1e-4)
                # (slightly below 1: BN epsilon 1e-3 against small variances)
                assert torch.allclose(h.std(dim=dims, unbiased=False), torch.ones(()), atol=0.05)
    # The statistics are fixed per θ: acting on one frame uses them, not the frame's own.
    other = CnnPolicy(CNN, FRAMES, ACTIONS, ref_batch(32, seed=1))
    assert not np.allclose(policy.outputs(batch[0]), (other.bind(theta, "x"), other.outputs(batch[0]))[1])
    # Two actors over one network: each re-binds its own θ before acting.
    a, b = policy.actor(theta), policy.actor(policy.init_params(1))
    out_a = (a(batch[1]), policy.outputs(batch[1]))[1]
    b(batch[1])
    a(batch[1])
    np.testing.assert_allclose(policy.outputs(batch[1]), out_a, rtol=1e-5, atol=1e-6)


def test_cnn_without_vbn_needs_no_batch():
    spec = PolicySpec(type="cnn", vbn=False)
    assert NetworkPolicyFactory(spec).ref_batch_size == 0
    assert NetworkPolicyFactory(CNN).ref_batch_size == 128
    policy = build_policy(spec, FRAMES, ACTIONS)
    module = AtariCnn("a3c", (4, 84, 84), 6, vbn=False)
    theta = policy.init_params(0)
    load_flat(module, theta)
    frame = ref_batch(1)[0]
    with torch.no_grad():
        expected = module(scale_frames(frame))[0].numpy()
    assert policy.actor(theta)(frame) == int(np.argmax(expected))
    with pytest.raises(ValueError, match="reference batch"):
        build_policy(CNN, FRAMES, ACTIONS)


def test_es_collects_and_ships_the_reference_batch():
    env = "ALE/Pong-v5[max_episode_steps=30]"
    trial = Trial(
        suite="t",
        label="ES",
        algo="openai_es",
        env=env,
        seed=5,
        budget=Budget(1),
        eval=EvalSpec(1, 1),
        policy=PolicySpec(type="cnn", ref_batch_size=16),
        params={
            "population": 1,
            "backend": "serial",
            "noise_table_size": 2**20,
            "episode_cap": "fixed",
            "episode_cap_steps": 5,
        },
    )
    from esbench.runners.openai_es.runner import OpenAIESRunner

    runner = OpenAIESRunner()
    runner.run(trial, MemoryWriter())
    shipped = runner._policy.policy.ref_batch
    expected = scale_frames(collect_ref_batch(env, 16, ref_batch_seed(5)))
    assert torch.equal(shipped, expected), "the ref batch is collected with the run-derived seed"


def test_lstm_numpy_matches_torch_and_resets():
    obs_space = gym.spaces.Box(-1, 1, (3,), np.float32)
    policy = LstmPolicy(PolicySpec(type="lstm", hidden=(16,)), obs_space, gym.spaces.Box(-2, 2, (1,)))
    assert policy.num_params == 4 * 16 * (3 + 16) + 8 * 16 + 16 + 1
    theta = policy.init_params(0)
    module = policy.torch_module()
    load_flat(module, theta)
    seq = np.random.default_rng(0).uniform(-1, 1, (6, 3)).astype(np.float32)
    with torch.no_grad():
        expected = module(torch.as_tensor(seq)).numpy()
    policy.head = lambda out: out  # compare raw outputs (no clipping)
    actor = policy.actor(theta)
    actor.reset()
    got = np.stack([actor(o) for o in seq])
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5)
    # the state carries over within an episode and is zeroed by reset()
    assert not np.allclose(actor(seq[0]), got[0])
    actor.reset()
    np.testing.assert_allclose(actor(seq[0]), got[0], rtol=1e-5)
    normc = LstmPolicy(PolicySpec(type="lstm", hidden=(8,), init="normc"), obs_space, gym.spaces.Discrete(2))
    assert normc.init_params(0).shape == (normc.num_params,)


def test_lstm_rejects_several_sizes_and_sb3():
    with pytest.raises(ValueError, match="one hidden size"):
        LstmPolicy(PolicySpec(hidden=(16, 16)), gym.spaces.Box(-1, 1, (2,)), gym.spaces.Discrete(2))
    with pytest.raises(ValueError, match="lstm"):
        sb3_policy_kwargs(PolicySpec(type="lstm", hidden=(16,)))
