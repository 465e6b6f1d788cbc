"""Lockstep batched rollouts: per row bit-identical to the per-episode path, whatever shares the batch."""

import gymnasium as gym
import numpy as np
import pytest
from gentask import generation_task
from refbatch_policy import RefBatchPolicyFactory

from esbench.backends import episodes as episodes_module
from esbench.backends import rollout as rollout_module
from esbench.backends.base import ChunkRequest, GenerationTask, ThetaRequest, WorkerSpec
from esbench.backends.rollout import RolloutWorker
from esbench.core.config import PolicySpec
from esbench.policies import build_policy
from esbench.policies.mlp_rollout import MlpPolicyFactory, MlpRolloutPolicy

OBS = gym.spaces.Box(-np.inf, np.inf, (11,), np.float64)
HEADS = {
    "continuous": (gym.spaces.Box(-1.0, 1.0, (3,), np.float32), None),
    "discrete": (gym.spaces.Discrete(4), None),
    "bins": (gym.spaces.Box(-2.0, 1.0, (2,), np.float32), 5),
}


def _policy(head: str, activation: str = "tanh", hidden=(16, 9)) -> MlpRolloutPolicy:
    space, bins = HEADS[head]
    spec = PolicySpec(type="mlp", hidden=hidden, activation=activation, action_bins=bins)
    return MlpRolloutPolicy(build_policy(spec, OBS, space))


def _same_action(a, b):
    if isinstance(b, int):
        assert isinstance(a, int) and a == b
    else:
        np.testing.assert_array_equal(np.asarray(a), b)
        assert np.asarray(a).dtype == b.dtype


@pytest.mark.parametrize("head", sorted(HEADS))
@pytest.mark.parametrize("activation", ["tanh", "relu", "elu"])
@pytest.mark.parametrize("normalise", [True, False])
def test_batch_rows_equal_the_single_episode_act(head, activation, normalise):
    policy = _policy(head, activation)
    rng = np.random.default_rng(0)
    k = 7
    thetas = (0.7 * rng.standard_normal((k, policy.num_params))).astype(np.float32)
    obs = (4 * rng.standard_normal((k, 11))).astype(np.float32)  # some beyond the ±5 std clip
    noise = (0.3 * rng.standard_normal((k, policy.noise_dim))).astype(np.float32)
    mean = (0.5 * rng.standard_normal(11)).astype(np.float32) if normalise else None
    std = (0.2 + rng.random(11)).astype(np.float32) if normalise else None
    singles = [policy.make_act(thetas[i], mean, std) for i in range(k)]
    for noisy in (True, False):
        batch = policy.make_batch_act(thetas, mean, std)
        out = batch(obs.copy(), noise if noisy else None)
        for i in range(k):
            want = singles[i](obs[i], noise[i] if noisy else None)
            _same_action(out[i], want)
            if not noisy:  # the eval actor (no action noise) gives the same action
                _same_action(policy.actor(thetas[i], mean, std)(obs[i]), want)
        # drop rows (episodes ended): the survivors' numbers do not change
        rows = np.array([0, 3, 6])
        batch.keep(rows)
        out = batch(obs[rows], noise[rows] if noisy else None)
        for j, i in enumerate(rows):
            _same_action(out[j], singles[i](obs[i], noise[i] if noisy else None))
        # alone in a batch of one
        alone = policy.make_batch_act(thetas[4:5], mean, std)(obs[4:5].copy(), noise[4:5] if noisy else None)
        _same_action(alone[0], singles[4](obs[4], noise[4] if noisy else None))


def _worker(env_id, spec, batch, noise=None):
    spec = WorkerSpec(env_id=env_id, policy_factory=MlpPolicyFactory(spec), noise_size=2**16, noise_seed=5)
    worker = RolloutWorker(spec, noise, batch=batch)
    return worker


def _same_chunk(a, b):
    np.testing.assert_array_equal(a.noise_indices, b.noise_indices)
    np.testing.assert_array_equal(a.returns, b.returns)
    np.testing.assert_array_equal(a.lengths, b.lengths)
    assert [o[:2] for o in a.obstats] == [o[:2] for o in b.obstats]
    for x, y in zip(a.obstats, b.obstats, strict=True):
        np.testing.assert_array_equal(x[2], y[2])
        np.testing.assert_array_equal(x[3], y[3])
        assert x[4] == y[4]


ENVS = [
    # discrete, episodes of different lengths (rows drop out of the batch), float32 observations
    ("CartPole-v1", PolicySpec(type="mlp", hidden=(8,), init="normc"), None, 0.5),
    # continuous, truncated by the env's limit
    ("Pendulum-v1", PolicySpec(type="mlp", hidden=(8, 8)), None, 0.1),
    # continuous with action bins, stopped by the episode cap
    ("Pendulum-v1", PolicySpec(type="mlp", hidden=(8,), action_bins=4), 37, 0.1),
]


@pytest.mark.parametrize(("env_id", "spec", "cap", "sigma"), ENVS)
def test_batched_worker_equals_per_episode_worker(monkeypatch, env_id, spec, cap, sigma):
    monkeypatch.setattr(episodes_module, "NOISE_BLOCK", 16)  # noise blocks refill inside episodes
    per_episode = _worker(env_id, spec, batch=False)
    batched = _worker(env_id, spec, batch=True, noise=per_episode.noise)
    waves = _worker(env_id, spec, batch=True, noise=per_episode.noise)
    waves.max_batch = 3  # a request's 10 episodes in batches of 3, 3, 3 and 1
    assert per_episode.max_batch == 1 and batched.max_batch == rollout_module.MAX_BATCH
    theta = per_episode.policy.init_params(1)
    dim = per_episode.env.observation_space.shape[0]
    mean = np.linspace(-0.1, 0.1, dim).astype(np.float32)
    task = GenerationTask(
        generation=3,
        run_seed=11,
        theta=theta,
        obs_mean=mean,
        obs_std=np.full(dim, 0.8, np.float32),
        sigma=sigma,
        episode_cap=cap,
        action_noise_std=0.05,
        calc_obstat_prob=0.5,
    )
    request = ChunkRequest(3, 2, 7)
    want = per_episode.run_pairs(task, request)
    assert want.obstats  # some rollouts saved observations
    if env_id == "CartPole-v1":
        assert len(set(want.lengths.ravel().tolist())) > 3  # rows left the batch at different ticks
    _same_chunk(batched.run_pairs(task, request), want)
    _same_chunk(waves.run_pairs(task, request), want)
    # the same pairs in other chunks
    for start, stop in ((2, 3), (3, 7)):
        part = batched.run_pairs(task, ChunkRequest(3, start, stop))
        np.testing.assert_array_equal(part.returns, want.returns[start - 2 : stop - 2])
    # full-vector evaluations (no action noise)
    thetas = np.stack([theta + 0.3 * i for i in range(5)]).astype(np.float32)
    theta_request = ThetaRequest(
        start=0,
        thetas=thetas,
        env_seeds=(1, 2, 3, 4, 5),
        episode_cap=cap,
        obs_mean=mean,
        obs_std=np.full(dim, 0.8, np.float32),
    )
    a, b = per_episode.evaluate_thetas(None, theta_request), batched.evaluate_thetas(None, theta_request)
    np.testing.assert_array_equal(a.returns, b.returns)
    np.testing.assert_array_equal(a.lengths, b.lengths)
    for worker in (per_episode, batched, waves):
        worker.close()


def test_mujoco_float64_observations():
    pytest.importorskip("mujoco")
    spec = PolicySpec(type="mlp", hidden=(16, 16), init="normc")
    per_episode = _worker("HalfCheetah-v5", spec, batch=False)
    batched = _worker("HalfCheetah-v5", spec, batch=True, noise=per_episode.noise)
    theta = per_episode.policy.init_params(0)
    task = GenerationTask(
        generation=0,
        run_seed=2,
        theta=theta,
        obs_mean=np.zeros(17, np.float32),
        obs_std=np.ones(17, np.float32),
        sigma=0.5,
        episode_cap=40,
        action_noise_std=0.01,
        calc_obstat_prob=0.5,
    )
    _same_chunk(
        batched.run_pairs(task, ChunkRequest(0, 0, 3)), per_episode.run_pairs(task, ChunkRequest(0, 0, 3))
    )
    per_episode.close()
    batched.close()


def test_policies_without_a_batch_path_run_one_episode_at_a_time():
    spec = WorkerSpec(
        env_id="CartPole-v1", policy_factory=RefBatchPolicyFactory(), noise_size=2**12, noise_seed=1
    )
    worker = RolloutWorker(spec, ref_batch=np.zeros((4, 4), np.float32))
    assert worker.max_batch == 1
    theta = worker.policy.init_params(0)
    result = worker.run_pairs(
        generation_task(theta),
        ChunkRequest(0, 0, 3),
    )
    assert result.returns.shape == (3, 2) and len(worker.envs) == 1
    worker.close()
