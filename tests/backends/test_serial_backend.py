"""The serial backend: determinism, chunking, generation sizing, full-vector evaluation, ref batch."""

import numpy as np
import pytest
from gentask import generation_task
from refbatch_policy import RefBatchPolicyFactory

from esbench.backends import make_backend
from esbench.backends.base import GenerationTask, WorkerSpec
from esbench.core.config import PolicySpec
from esbench.envs import make_env
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.policies.ref_batch import collect_ref_batch
from esbench.runners.evaluation import play_episode
from esbench.runners.openai_es.generation import run_generation

SPEC = WorkerSpec(
    env_id="CartPole-v1",
    policy_factory=MlpPolicyFactory(PolicySpec(hidden=(8,), init="normc")),
    noise_size=2**16,
    noise_seed=123,
)


def _task(backend, generation=0, prob=0.5):
    theta = backend.worker.policy.init_params(0)
    obs = np.zeros(4, np.float32)
    return GenerationTask(
        generation=generation,
        run_seed=7,
        theta=theta,
        obs_mean=obs,
        obs_std=obs + 1,
        sigma=0.1,
        episode_cap=None,
        action_noise_std=0.01,
        calc_obstat_prob=prob,
    )


def _same(a, b):
    np.testing.assert_array_equal(a.noise_indices, b.noise_indices)
    np.testing.assert_array_equal(a.returns, b.returns)
    np.testing.assert_array_equal(a.lengths, b.lengths)
    np.testing.assert_array_equal(a.obs_sum, b.obs_sum)
    assert a.obs_count == b.obs_count


def test_results_do_not_depend_on_chunking():
    one = make_backend("serial", SPEC, pairs_per_task=1)
    many = make_backend("serial", SPEC, pairs_per_task=5)
    a, b = run_generation(one, _task(one), 6), run_generation(many, _task(many), 6)
    _same(a, b)
    assert a.returns.shape == (6, 2) and a.obs_count > 0
    assert a.bytes_to_workers > b.bytes_to_workers  # 6 requests instead of 2
    # the next generation draws different pairs
    c = run_generation(one, _task(one, generation=1), 6)
    assert not np.array_equal(a.noise_indices, c.noise_indices)


def test_min_steps_adds_deterministic_waves():
    backend = make_backend("serial", SPEC, pairs_per_task=2)
    result = run_generation(backend, _task(backend), 2, min_steps=400)
    assert result.lengths.sum() >= 400 and result.returns.shape[0] > 2
    again = run_generation(backend, _task(backend), 2, min_steps=400)
    _same(result, again)


def test_evaluate_thetas_matches_direct_play_and_ships_full_vectors():
    backend = make_backend("serial", SPEC)
    policy = backend.worker.policy
    thetas = np.stack([policy.init_params(s) for s in range(3)])
    out = backend.evaluate_thetas(thetas, [11, 12, 13])
    env = make_env("CartPole-v1")
    direct = [play_episode(env, policy.actor(t), s)[0] for t, s in zip(thetas, [11, 12, 13], strict=True)]
    np.testing.assert_array_equal(out.returns, direct)
    assert out.bytes_to_workers > 3 * thetas[0].nbytes


def test_reference_batch_reaches_the_policy_factory():
    spec = WorkerSpec(
        env_id="CartPole-v1", policy_factory=RefBatchPolicyFactory(), noise_size=2**12, noise_seed=1
    )
    batch = collect_ref_batch("CartPole-v1", 16, seed=3)
    backend = make_backend("serial", spec, ref_batch=batch)
    np.testing.assert_allclose(backend.worker.policy.center, batch.mean(axis=0))
    shifted = make_backend("serial", spec, ref_batch=batch + 0.5)
    theta = backend.worker.policy.init_params(0)
    task = generation_task(theta, action_noise_std=0.0, calc_obstat_prob=0.0)
    a, b = run_generation(backend, task, 8), run_generation(shifted, task, 8)
    assert not np.array_equal(a.returns, b.returns)
    with pytest.raises(ValueError, match="reference batch"):
        make_backend("serial", spec)
