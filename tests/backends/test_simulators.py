"""A worker's lockstep batches on the batched simulator (one ``mujoco.batch``) give exactly the numbers
of gymnasium's envs: per env of :func:`esbench.envs.batched_env_ids`, the same pairs' returns, lengths,
noise indices and observation statistics, and the same full-vector evaluations, as the per-episode path
on ``gym.make`` and the lockstep path with ``simulator: gymnasium``."""

import numpy as np
import pytest
from test_batched_rollout import _same_chunk

from esbench.backends import episodes as episodes_module
from esbench.backends.base import ChunkRequest, GenerationTask, ThetaRequest, WorkerSpec
from esbench.backends.rollout import MAX_SIMS, RolloutWorker
from esbench.core.config import PolicySpec
from esbench.envs import batched_env_ids
from esbench.envs.batched import BatchedMujocoEnv
from esbench.policies.mlp_rollout import MlpPolicyFactory

pytest.importorskip("mujoco")

#: The hopping and swimming tasks with the paper's 10 action bins, the others continuous.
BINS = {"Hopper-v5": 10, "Walker2d-v5": 10, "Swimmer-v5": 10}


def _worker(env_ref: str, batch: bool, noise=None) -> RolloutWorker:
    env_id = env_ref.split("[")[0]
    spec = PolicySpec(type="mlp", hidden=(16, 16), init="normc", action_bins=BINS.get(env_id))
    worker_spec = WorkerSpec(
        env_id=env_ref, policy_factory=MlpPolicyFactory(spec), noise_size=2**16, noise_seed=3
    )
    return RolloutWorker(worker_spec, noise, batch=batch)


@pytest.mark.parametrize("env_id", batched_env_ids())
def test_the_batched_simulator_gives_gymnasiums_numbers(monkeypatch, env_id):
    monkeypatch.setattr(episodes_module, "NOISE_BLOCK", 16)  # noise blocks refill inside episodes
    single = _worker(env_id, batch=False)  # one episode at a time on gym.make's env
    sims = _worker(env_id, batch=True, noise=single.noise)
    envs = _worker(f'{env_id}[simulator="gymnasium"]', batch=True, noise=single.noise)
    waves = _worker(env_id, batch=True, noise=single.noise)
    waves.max_batch = 3  # a request's episodes in batches of 3, 3, ... on the same simulations
    assert isinstance(sims.sims, BatchedMujocoEnv) and sims.max_batch == MAX_SIMS
    assert envs.sims is None and single.sims is None
    theta = single.policy.init_params(1)
    dim = single.env.observation_space.shape[0]
    task = GenerationTask(
        generation=2,
        run_seed=7,
        theta=theta,
        obs_mean=np.linspace(-0.1, 0.1, dim).astype(np.float32),
        obs_std=np.full(dim, 0.9, np.float32),
        sigma=0.5,  # large: episodes of many lengths (terminations on the hopping tasks)
        episode_cap=60,
        action_noise_std=0.01,
        calc_obstat_prob=0.5,
    )
    request = ChunkRequest(2, 0, 20)  # 40 episodes: one batch (sims), or batches of 3 (waves)
    want = single.run_pairs(task, request)
    assert want.obstats  # some episodes saved their observations
    if env_id not in ("HalfCheetah-v5", "Swimmer-v5"):  # these never terminate
        assert len(set(want.lengths.ravel().tolist())) > 2  # episodes left the batch at several ticks
    for worker in (sims, envs, waves):
        _same_chunk(worker.run_pairs(task, request), want)
    # uncapped (the registered 1000-step limit) evaluations, without action noise
    thetas = np.stack([theta + 0.2 * i for i in range(4)]).astype(np.float32)
    theta_request = ThetaRequest(
        start=0, thetas=thetas, env_seeds=(5, 6, 7, 8), episode_cap=None, obs_mean=None, obs_std=None
    )
    a, b = single.evaluate_thetas(None, theta_request), sims.evaluate_thetas(None, theta_request)
    np.testing.assert_array_equal(a.returns, b.returns)
    np.testing.assert_array_equal(a.lengths, b.lengths)
    for worker in (single, sims, envs, waves):
        worker.close()


def test_an_episode_cap_stops_every_live_simulation():
    worker = _worker("HalfCheetah-v5", batch=True)
    theta = worker.policy.init_params(0)
    request = ThetaRequest(
        start=0, thetas=np.stack([theta] * 3), env_seeds=(1, 2, 3), episode_cap=7, obs_mean=None, obs_std=None
    )
    result = worker.evaluate_thetas(None, request)
    assert result.lengths.tolist() == [7, 7, 7]
    # the next request resets the simulations the cap left inside their episodes
    again = worker.evaluate_thetas(None, request)
    np.testing.assert_array_equal(again.returns, result.returns)
    worker.close()
