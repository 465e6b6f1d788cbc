"""The SB3 runners' training envs: esbench's env in SB3's ``Monitor``, vectorised (the batched
simulator where the env has one), and the envs rl-zoo's Atari entries train A2C and PPO on
(``atari_wrapper: true``).

rl-zoo trains Atari agents on ``<Game>NoFrameskip-v4`` inside SB3's ``AtariWrapper``: no-op starts,
frame skip 4 with max-pooling, a lost life ends the episode (``EpisodicLifeEnv``), FIRE after every
reset in games that need it (``FireResetEnv``), 84x84 grey frames and sign-clipped rewards
(``ClipRewardEnv``), with 4 frames stacked by the zoo's ``frame_stack: 4``. esbench's own Atari
chain (:mod:`esbench.envs.atari`), which every algorithm trains and is evaluated on, already does the
no-op starts, the skip with max-pooling, the grey 84x84 frames and the stack of 4.
:func:`atari_training_env` adds the other three, in the zoo's order, on top of SB3's ``Monitor``:

- ``Monitor`` sits below them, so the returns the run logs (``train.return_mean``) are whole games'
  raw scores, as rl-zoo's ``Monitor`` (applied before its ``AtariWrapper``) records them;
- evaluation is untouched: every algorithm, the ES included, is evaluated on esbench's chain, the
  full game with all lives and the raw score (:mod:`esbench.runners.evaluation`).

Departure from rl-zoo: the game is ALE's ``<Game>-v5`` with sticky actions off (``repeat_action_
probability`` 0, as ``NoFrameskip-v4``) and gymnasium's ``AtariPreprocessing``, not the zoo's
``NoFrameskip-v4`` with SB3's own skip and resize wrappers; the frames are the same kind (max of the
last two, area-resized grey), not bit for bit the same.
"""

from __future__ import annotations

import functools
import multiprocessing
from collections.abc import Callable

import gymnasium as gym
import numpy as np
from stable_baselines3.common.atari_wrappers import ClipRewardEnv, EpisodicLifeEnv, FireResetEnv
from stable_baselines3.common.monitor import Monitor
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecEnv

from esbench.envs import make_batched_env, make_env
from esbench.runners.sb3.batched_vec_env import BatchedVecEnv

#: How SubprocVecEnv starts its env processes: safe with torch's and Ray's threads (unlike fork).
SUBPROC_START_METHOD = "forkserver"

#: The doc of the on-policy runners' ``atari_wrapper`` param.
ATARI_WRAPPER_DOC = (
    "Atari only: train on rl-zoo's AtariWrapper behaviour on top of esbench's Atari chain (a lost "
    "life ends a training episode, FIRE after every reset where the game needs it, sign-clipped "
    "rewards); evaluation stays the full game's raw score. hyperparams: rl-zoo sets it where the "
    "zoo's entry names AtariWrapper (A2C's and PPO's atari entries)."
)


def atari_training_env(env_id: str) -> gym.Env:
    """One training env of ``env_id`` (an ``ALE/...`` ref): esbench's Atari chain in SB3's
    ``Monitor`` (whole games' raw returns in ``info["episode"]``), then ``EpisodicLifeEnv``,
    ``FireResetEnv`` (games whose action 1 is FIRE) and ``ClipRewardEnv``, as SB3's ``AtariWrapper``
    orders them."""
    env: gym.Env = Monitor(make_env(env_id))
    env = EpisodicLifeEnv(env)
    if "FIRE" in env.unwrapped.get_action_meanings():  # type: ignore[attr-defined]
        env = FireResetEnv(env)
    return ClipRewardEnv(env)


def training_wrappers(env_id: str, atari_wrapper: bool) -> dict[str, bool]:
    """What a run's training envs do beyond esbench's env chain (stored as ``info.training_env``):
    ``terminal_on_life_loss``, ``fire_reset`` (only in a game whose action 1 is FIRE) and
    ``clip_reward``, all False without ``atari_wrapper``."""
    fire = False
    if atari_wrapper:
        env = make_env(env_id)
        try:
            fire = "FIRE" in env.unwrapped.get_action_meanings()  # type: ignore[attr-defined]
        finally:
            env.close()
    return {"terminal_on_life_loss": atari_wrapper, "fire_reset": fire, "clip_reward": atari_wrapper}


def monitored_env(env_id: str) -> gym.Env:
    """One training env: esbench's env with SB3's Monitor (episode returns in ``info["episode"]``);
    the env factory of the SB3 runners' training envs and of ARS's evaluation envs."""
    return Monitor(make_env(env_id))


def training_envs(env_id: str, n_envs: int, vec_env: str, atari_wrapper: bool = False) -> VecEnv:
    """``n_envs`` training envs of ``env_id`` as an SB3 vec env: the simulations of one batch on
    ``n_envs`` threads where the env has a batched simulator (:func:`esbench.envs.make_batched_env`),
    with the numbers of the vec env it replaces (SubprocVecEnv stacks float64 rewards, DummyVecEnv
    keeps float32); else ``vec_env``'s SubprocVecEnv or DummyVecEnv of ``Monitor(make_env(env_id))``
    (:func:`atari_training_env` with ``atari_wrapper``)."""
    sims = None if atari_wrapper else make_batched_env(env_id, nsim=n_envs, nthread=n_envs)
    if sims is not None:
        return BatchedVecEnv(sims, np.float64 if vec_env == "subproc" else np.float32)
    factory = atari_training_env if atari_wrapper else monitored_env
    env_fns: list[Callable[[], gym.Env]] = [functools.partial(factory, env_id)] * n_envs
    if vec_env == "subproc":
        # The fork server imports this module once; each env process then forks from it ready.
        multiprocessing.set_forkserver_preload([__name__])
        return SubprocVecEnv(env_fns, start_method=SUBPROC_START_METHOD)
    return DummyVecEnv(env_fns)
