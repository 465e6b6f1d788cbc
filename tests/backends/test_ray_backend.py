"""The Ray backend: same results as the serial one, the reference batch hook, losing every worker."""

import dataclasses

import numpy as np
import pytest
from gentask import generation_task
from refbatch_policy import RefBatchPolicyFactory

from esbench.backends import make_backend
from esbench.backends.base import WorkersLostError, WorkerSpec
from esbench.core.config import PolicySpec
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.policies.ref_batch import collect_ref_batch
from esbench.runners.openai_es.generation import run_generation

pytestmark = pytest.mark.ray


def test_ray_matches_serial_with_reference_batch_and_full_vectors(ray_session):
    spec = WorkerSpec(
        env_id="CartPole-v1", policy_factory=RefBatchPolicyFactory(), noise_size=2**12, noise_seed=1
    )
    batch = collect_ref_batch("CartPole-v1", 16, seed=3)
    serial = make_backend("serial", spec, ref_batch=batch, pairs_per_task=3)
    ray_backend = make_backend("ray", spec, workers=2, ref_batch=batch, pairs_per_task=3)
    try:
        theta = serial.worker.policy.init_params(0)
        task = generation_task(theta)
        a, b = run_generation(serial, task, 10), run_generation(ray_backend, task, 10)
        _assert_same_pairs(a, b)
        assert (a.bytes_to_workers, a.bytes_from_workers) == (b.bytes_to_workers, b.bytes_from_workers)
        thetas = np.stack([theta, -theta, 2 * theta])
        ea, eb = serial.evaluate_thetas(thetas, [1, 2, 3]), ray_backend.evaluate_thetas(thetas, [1, 2, 3])
        np.testing.assert_array_equal(ea.returns, eb.returns)
        assert ea.bytes_to_workers == eb.bytes_to_workers > thetas.nbytes
    finally:
        serial.close()
        ray_backend.close()


def _cartpole_spec(hidden: tuple[int, ...]) -> WorkerSpec:
    """CartPole-v1 workers with an MLP of ``hidden`` units and a small noise table."""
    return WorkerSpec(
        env_id="CartPole-v1",
        policy_factory=MlpPolicyFactory(PolicySpec(hidden=hidden)),
        noise_size=2**12,
        noise_seed=1,
    )


def _assert_same_pairs(a, b) -> None:
    """Two generation results hold the same pairs: noise indices, returns, lengths and obs sums."""
    for name in ("noise_indices", "returns", "lengths", "obs_sum", "obs_sumsq"):
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name))


def test_all_workers_lost_fails_clearly(ray_session):
    spec = _cartpole_spec((4,))
    backend = make_backend("ray", spec, workers=1, worker_timeout_s=3.0)
    try:
        ray_session.kill(backend._actors[0], no_restart=True)
        # replacements cannot start: every one of them dies in its constructor
        backend.spec = dataclasses.replace(spec, env_id="NoSuchEnv-v0")
        theta = np.zeros(spec.policy_factory(*_spaces()).num_params, np.float32)
        task = generation_task(theta, sigma=0.1, action_noise_std=0.0, calc_obstat_prob=0.0)
        with pytest.raises(WorkersLostError, match="all ES workers lost"):
            run_generation(backend, task, 4)
        assert backend.worker_failures >= 1
    finally:
        backend.close()


def _spaces():
    from esbench.envs import make_env

    env = make_env("CartPole-v1")
    return env.observation_space, env.action_space


def test_factoring_requests_give_the_equal_split_s_results(ray_session):
    # shrinking requests handed to whichever worker is idle: the same pairs, results and steps as
    # one equal request per worker, over several waves (min_steps) of unequal CartPole episodes
    spec = _cartpole_spec((8,))
    equal = make_backend("serial", spec)
    factoring = make_backend("ray", spec, workers=2, request_schedule="factoring")
    try:
        task = generation_task(equal.worker.policy.init_params(0))
        a = run_generation(equal, task, 24, min_steps=2000)
        b = run_generation(factoring, task, 24, min_steps=2000)
        assert b.times.requests > 2 * 2  # more than one request per worker in a wave
        assert len(set(a.lengths.ravel().tolist())) > 1  # unequal episodes
        _assert_same_pairs(a, b)
    finally:
        equal.close()
        factoring.close()
