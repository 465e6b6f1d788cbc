"""SB3 on the batched simulator: :class:`BatchedVecEnv` gives the numbers of SB3's own vec envs over
``Monitor(make_env(env))`` (observations, rewards and their dtype, dones, infos, automatic resets),
and an SB3 run stores the same curves on either simulator."""

from __future__ import annotations

import numpy as np
import pytest
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv
from suiterun import assert_same_curves, run

from esbench.envs import make_batched_env
from esbench.runners.sb3.batched_vec_env import BatchedVecEnv
from esbench.runners.sb3.training_envs import SUBPROC_START_METHOD, monitored_env
from esbench.stores.file_store import FileRunStore

pytest.importorskip("mujoco")


#: What SB3's vec envs add to an info (gymnasium's reward terms are not given: a documented departure).
SB3_KEYS = {"TimeLimit.truncated", "terminal_observation"}


def _play(venv, actions: np.ndarray) -> list:
    """Seed, reset and step ``venv`` through ``actions``; every array and info it gives."""
    venv.seed(17)
    out = [venv.reset()]
    for action in actions:
        obs, reward, done, infos = venv.step(action)
        episode = [{k: v for k, v in i.get("episode", {}).items() if k != "t"} for i in infos]
        rest = [{k: v for k, v in i.items() if k in SB3_KEYS} for i in infos]
        out.append((obs, reward, reward.dtype, done, rest, episode))
    venv.close()
    return out


def _same(a: list, b: list) -> None:
    assert len(a) == len(b)
    np.testing.assert_array_equal(a[0], b[0])
    for (obs, rew, dtype, done, rest, episode), (obs2, rew2, dtype2, done2, rest2, episode2) in zip(
        a[1:], b[1:], strict=True
    ):
        np.testing.assert_array_equal(obs, obs2)
        np.testing.assert_array_equal(rew, rew2)
        assert dtype == dtype2 and done.tolist() == done2.tolist() and episode == episode2
        for info, info2 in zip(rest, rest2, strict=True):
            assert info.keys() == info2.keys()
            for key in info:
                np.testing.assert_array_equal(info[key], info2[key])


@pytest.mark.parametrize("env_ref", ["Hopper-v5", "HalfCheetah-v5[max_episode_steps=40]"])
def test_batched_vec_env_equals_sb3s_vec_envs(env_ref):
    n = 3
    rng = np.random.default_rng(0)
    sims = make_batched_env(env_ref, nsim=n, nthread=2)
    assert sims is not None
    actions = rng.uniform(-1, 1, (150, n, sims.action_space.shape[0])).astype(np.float32)
    played = _play(BatchedVecEnv(sims, np.float32), actions)
    assert sum(d.sum() for _, _, _, d, _, _ in played[1:]) >= 3  # episodes ended and were reset
    env = (
        f'{env_ref}[simulator="gymnasium"]'
        if "[" not in env_ref
        else env_ref.replace("]", ',simulator="gymnasium"]')
    )
    _same(played, _play(DummyVecEnv([lambda: monitored_env(env)] * n), actions))


def test_float64_rewards_as_subprocvecenv():
    actions = np.random.default_rng(1).uniform(-1, 1, (60, 2, 3)).astype(np.float32)
    sims = make_batched_env("Hopper-v5", nsim=2, nthread=2)
    assert sims is not None
    subproc = SubprocVecEnv(
        [lambda: monitored_env('Hopper-v5[simulator="gymnasium"]')] * 2, start_method=SUBPROC_START_METHOD
    )
    _same(_play(BatchedVecEnv(sims, np.float64), actions), _play(subproc, actions))


SUITE = """\
name: sb3-simulators
seeds: [1]
budget: {timesteps: 1200}
eval: {every_timesteps: 400, episodes: 1}
envs:
  - {id: Hopper-v5, options: {max_episode_steps: 200}}
  - {id: Hopper-v5, options: {max_episode_steps: 200, simulator: gymnasium}}
algorithms:
  - label: PPO
    algo: sb3_ppo
    params: {n_steps: 200, batch_size: 100, n_epochs: 2}
  - label: ARS
    algo: sb3_ars
    params: {n_delta: 2, n_top: 1, eval_processes: 2}
policy: {hidden: [16]}
"""


def test_ppo_and_ars_runs_store_the_same_curves_on_both_simulators(tmp_path):
    # PPO's training envs, and ARS's candidates in its 2 AsyncEval processes (one env each)
    code, store = run(tmp_path, SUITE, "store")
    assert code == 0
    runs = {(r.config["label"], r.config["env"]): r for r in FileRunStore(store).iter_runs()}
    for label in ("PPO", "ARS"):
        batched = runs[label, "Hopper-v5[max_episode_steps=200]"]
        gymnasium = runs[label, 'Hopper-v5[max_episode_steps=200,simulator="gymnasium"]']
        assert batched.info["simulator"] == "batched" and gymnasium.info["simulator"] == "gymnasium"
        assert len(gymnasium.metrics["eval.return_mean"]["steps"]) >= 3, label
        assert_same_curves(batched.metrics, gymnasium.metrics)


def test_ars_candidate_processes_play_on_the_runs_simulator():
    import torch
    from stable_baselines3.common.vec_env import DummyVecEnv

    from esbench.runners.sb3.ars import ARSParams, _process_env

    params = ARSParams(normalize=False)
    threads = torch.get_num_threads()  # a candidate process's env sets one thread: restored after
    try:
        assert isinstance(_process_env("Hopper-v5", params), BatchedVecEnv)
        assert isinstance(_process_env('Hopper-v5[simulator="gymnasium"]', params), DummyVecEnv)
        assert isinstance(_process_env("Ant-v5", params), DummyVecEnv)  # no batched version
    finally:
        torch.set_num_threads(threads)
