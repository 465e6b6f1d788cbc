"""Multi-episode fitness (``episodes_per_pair``): a half's return is the mean of its episodes played alone."""

import math

import numpy as np
import pytest

from esbench.backends import episodes as episodes_module
from esbench.backends import make_backend
from esbench.backends.base import ChunkRequest, GenerationTask, WorkerSpec
from esbench.backends.rollout import RolloutWorker, rollout
from esbench.core.config import PolicySpec
from esbench.core.seeding import derive_rng
from esbench.es.noise import sample_index
from esbench.es.obstat import observation_sums
from esbench.es.sampling import pair_draws
from esbench.es.update import GenerationData
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.openai_es.generation import run_generation

SPEC = WorkerSpec(
    env_id="CartPole-v1",
    policy_factory=MlpPolicyFactory(PolicySpec(hidden=(8,), init="normc")),
    noise_size=2**16,
    noise_seed=5,
)
PENDULUM = WorkerSpec(
    env_id="Pendulum-v1",
    policy_factory=MlpPolicyFactory(PolicySpec(hidden=(8,))),
    noise_size=2**16,
    noise_seed=5,
)


def _task(worker, episodes, cap=None, generation=3):
    theta = worker.policy.init_params(1)
    dim = worker.env.observation_space.shape[0]
    mean, std = np.linspace(-0.1, 0.1, dim).astype(np.float32), np.full(dim, 0.8, np.float32)
    return GenerationTask(
        generation=generation,
        run_seed=11,
        theta=theta,
        obs_mean=mean,
        obs_std=std,
        sigma=0.5,
        episode_cap=cap,
        action_noise_std=0.05,
        calc_obstat_prob=0.5,
        episodes_per_pair=episodes,
    )


def _derived(task, pair, table_size, dim):
    """The draws written out: episode 0 in the one-episode ES's order, then episodes 1, 2, ..."""
    rng = derive_rng(task.run_seed, "es-pair", task.generation, pair)
    index = sample_index(rng, table_size, dim)
    episodes = []
    for _ in range(task.episodes_per_pair):
        env_seeds = rng.integers(0, 2**31 - 1, size=2)
        sample_obs = rng.random(2) < task.calc_obstat_prob
        noise_seeds = rng.integers(0, 2**63 - 1, size=2)
        episodes.append((env_seeds, sample_obs, noise_seeds))
    return index, episodes


def _alone(worker, task, request):
    """Every episode of the request played on its own with :func:`rollout` and the derived draws."""
    policy, dim = worker.policy, worker.policy.num_params
    returns, lengths, obstats = [], [], []
    for pair in range(request.start, request.stop):
        index, episodes = _derived(task, pair, worker.noise.size, dim)
        eps = np.float32(task.sigma) * worker.noise[index : index + dim]
        theta = np.asarray(task.theta, np.float32)
        pair_returns, pair_lengths = [], []
        for half, half_theta in enumerate((theta + eps, theta - eps)):
            played = []
            for env_seeds, sample_obs, noise_seeds in episodes:
                act = policy.make_act(half_theta, task.obs_mean, task.obs_std)
                rng = np.random.default_rng(int(noise_seeds[half]))
                ret, length, obs = rollout(
                    worker.env,
                    act,
                    int(env_seeds[half]),
                    task.episode_cap,
                    rng,
                    task.action_noise_std,
                    policy.noise_dim,
                    bool(sample_obs[half]),
                )
                played.append((ret, length))
                if obs is not None:
                    obstats.append((pair, half, *observation_sums(obs.reshape(length, -1))))
            pair_returns.append([r for r, _ in played])
            pair_lengths.append([n for _, n in played])
        returns.append(pair_returns)
        lengths.append(pair_lengths)
    return np.asarray(returns), np.asarray(lengths), obstats


@pytest.mark.parametrize("episodes", [1, 3])
@pytest.mark.parametrize(("spec", "cap"), [(SPEC, None), (PENDULUM, 37)])
@pytest.mark.parametrize("max_batch", [1, 4, None])
def test_half_return_is_the_mean_of_its_episodes_played_alone(monkeypatch, episodes, spec, cap, max_batch):
    monkeypatch.setattr(episodes_module, "NOISE_BLOCK", 16)  # noise blocks refill inside episodes
    worker = RolloutWorker(spec, batch=max_batch != 1)
    if max_batch is not None:
        worker.max_batch = max_batch  # 1: per-episode path; 4: a half's episodes split across batches
    task = _task(worker, episodes, cap)
    request = ChunkRequest(3, 2, 6)
    got = worker.run_pairs(task, request)
    returns, lengths, obstats = _alone(worker, task, request)  # (pairs, 2, episodes)
    assert returns.shape == (4, 2, episodes)
    expected = np.array([[math.fsum(half) / episodes for half in pair] for pair in returns])
    np.testing.assert_array_equal(got.returns, expected)
    np.testing.assert_allclose(got.returns, returns.mean(axis=2), rtol=1e-12)
    np.testing.assert_array_equal(got.lengths, lengths.sum(axis=2))
    if cap is not None:
        assert (lengths <= cap).all() and (lengths == cap).any()  # the cap applies per episode
    assert [o[:2] for o in got.obstats] == [o[:2] for o in obstats] and obstats
    for x, y in zip(got.obstats, obstats, strict=True):
        np.testing.assert_array_equal(x[2], y[2])
        np.testing.assert_array_equal(x[3], y[3])
        assert x[4] == y[4]
    if episodes > 1:
        assert (returns.std(axis=2) > 0).any()  # the episodes really differ
    worker.close()


def test_pair_draws_keep_episode_zero_and_are_prefix_stable():
    worker = RolloutWorker(SPEC, batch=False)
    dim, size = worker.policy.num_params, worker.noise.size
    one, five = _task(worker, 1), _task(worker, 5)
    for pair in range(4):
        a, b = (
            pair_draws(
                t.run_seed,
                t.generation,
                pair,
                table_size=size,
                dim=dim,
                episodes_per_pair=t.episodes_per_pair,
                calc_obstat_prob=t.calc_obstat_prob,
            )
            for t in (one, five)
        )
        index, episodes = _derived(one, pair, size, dim)
        assert a.noise_index == b.noise_index == index
        assert a.env_seeds.shape == (2, 1) and b.env_seeds.shape == (2, 5)
        np.testing.assert_array_equal(a.env_seeds[:, 0], episodes[0][0])  # the one-episode ES's draws
        np.testing.assert_array_equal(a.noise_seeds[:, 0], episodes[0][2])
        for name in ("env_seeds", "sample_obs", "noise_seeds"):
            np.testing.assert_array_equal(getattr(a, name), getattr(b, name)[:, :1])
        assert len({int(s) for s in b.env_seeds.ravel()}) == 10
    worker.close()


def test_serial_backend_counts_every_step_and_is_chunking_independent():
    one = make_backend("serial", SPEC, pairs_per_task=1)
    many = make_backend("serial", SPEC, pairs_per_task=4)
    task = _task(one.worker, 3)
    a, b = run_generation(one, task, 6), run_generation(many, task, 6)
    for name in ("noise_indices", "returns", "lengths", "obs_sum", "obs_sumsq"):
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name))
    assert a.episodes_per_half == 3 and a.returns.shape == a.lengths.shape == (6, 2)
    alone = _alone(one.worker, task, ChunkRequest(3, 0, 6))
    np.testing.assert_array_equal(a.lengths, alone[1].sum(axis=2))
    # min_steps counts every episode's steps
    more = run_generation(one, task, 2, min_steps=int(a.lengths[:2].sum()) + 1)
    assert more.returns.shape[0] > 2
    np.testing.assert_array_equal(more.returns, a.returns[: more.returns.shape[0]])


def test_adaptive_cap_counts_a_half_as_capped_when_all_its_episodes_were():
    from esbench.es.episode_cap import EpisodeCap

    cap = EpisodeCap.create("adaptive", None, 100, 0.5, 2.0)
    cap.update(np.array([300, 300, 299, 50]), episodes=3)  # 2 of 4 halves: every episode capped
    assert cap.limit == 200
    cap.update(np.array([200, 200, 599, 50]), episodes=3)  # totals of 3 episodes, none all capped
    assert cap.limit == 200
    data = GenerationData(noise_indices=np.zeros(0), returns=np.zeros((0, 2)), lengths=np.zeros((0, 2)))
    assert data.episodes_per_half == 1
